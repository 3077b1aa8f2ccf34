"""The phrases of the Asia expansion's bird powers that the base game's vocabulary lacks
(docs/asia.md), each declared once as a primitive or a condition with its phrases."""

from __future__ import annotations
