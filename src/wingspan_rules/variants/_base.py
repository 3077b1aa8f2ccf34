"""What a mode changes in the base game, declared once per mode.

``Variant`` holds the base game's own answers; a mode's variant overrides the ones its rules
change. The base frames ask ``variant_for(config)`` where the flow can differ, so a new mode
is a new subclass and one entry in ``VARIANTS``, never a test of the mode inside a frame.
"""

from __future__ import annotations

from typing import ClassVar

from ..model import GameConfig, Mode


class Variant:
    """The base game's rules at the points where a mode may change them."""

    MODE: ClassVar[Mode] = Mode.BASE


#: The variant of each mode that is implemented; ``new_game`` refuses the others.
VARIANTS: dict[Mode, Variant] = {Mode.BASE: Variant()}


def variant_for(config: GameConfig) -> Variant:
    """The declared rules of ``config``'s mode (the base game's for the base mode)."""
    return VARIANTS[config.mode]
