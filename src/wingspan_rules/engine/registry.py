"""The registry of modes: each implemented mode's ``Variant``, by its options' ``TAG``.

Kept apart from ``engine.modes`` (which declares the hooks, and whose base answers score the
goal board with ``engine.scoring``) so that the engine's modules that ask a mode, scoring
among them, read the registry without importing the hooks' module: no import cycle.
``engine.modes`` registers the base game; ``wingspan_rules.variants`` registers each mode of
its one tuple ``MODES`` when the package is imported.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ..state.model import GameConfig
    from .modes import Variant

#: The variant of each mode that is implemented, by its options' ``TAG``; ``new_game``
#: refuses the others.
VARIANTS: dict[str, Variant] = {}


def variant_for(config: GameConfig) -> Variant:
    """The declared rules of ``config``'s mode (the base game's for the base mode)."""
    return VARIANTS[config.mode.TAG]


__all__ = ["VARIANTS", "variant_for"]
