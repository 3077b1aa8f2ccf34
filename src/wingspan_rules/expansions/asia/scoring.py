"""The bird conditions and measures that only the Asia expansion's bonus cards use (rules
9.3, docs/asia.md), declared as the base game's are (``effects.predicates``, ``effects.cards``)."""

from __future__ import annotations
