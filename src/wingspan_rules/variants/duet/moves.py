"""The Duet mode's own moves (rules 8.1): a token placed on the map, a reset token used.

Declared here, with the mode; ``MOVES`` (in the package, found by ``declared``) joins it to the table of every move
(``wingspan_rules.moves.MOVE_TYPES``). Its tag is saved and never changes."""

from __future__ import annotations

from typing import ClassVar, final

from attrs import field, frozen

from ...state.fields import PLAIN
from ...state.moves import ModeMove, TakeCard
from ...state.protocol import Naming

#: The reset space's number in ``PlaceDuetToken`` (map spaces count from 0).
RESET_SPACE = -1


@final
@frozen
class PlaceDuetToken(ModeMove):
    """Duet: put a token on map space ``space`` (counted from 0), or on the reset space
    (``RESET_SPACE``, -1)."""

    TAG: ClassVar[str] = "place-duet-token"
    #: Its place in the table of moves since the action encoding's first version.
    FOLLOWS: ClassVar[type | None] = TakeCard

    space: int = field(metadata=PLAIN)

    def label(self, names: Naming) -> str:
        if self.space == RESET_SPACE:
            return "place a token on the reset space"
        return f"place a token on {names.space(self.space)}"


@final
@frozen
class UseResetToken(ModeMove):
    """Duet: take a token back from the reset space to reset ``target``: ``"tray"`` (discard
    the face-up cards and deal 3 new ones) or ``"feeder"`` (reroll all 5 dice). It answers the
    choice of an action (``DuetVariant.TURN_MOVES``) and uses no cube."""

    TAG: ClassVar[str] = "use-reset-token"
    #: Its place in the table of moves since the action encoding's first version (after
    #: ``PlaceDuetToken``, which follows ``TakeCard`` too).
    FOLLOWS: ClassVar[type | None] = TakeCard

    target: str

    def label(self, names: Naming) -> str:
        what = "birdfeeder" if self.target == "feeder" else self.target
        return f"use a reset token: reset the {what}"
