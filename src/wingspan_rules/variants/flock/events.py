"""Flock's events (rules 8.2): the turn-order dial.

Declared here, with the mode; ``EVENTS`` (in the package) joins them to the table of every
event (``wingspan_rules.events.EVENT_TYPES``). Their tags are saved and never change."""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

from attrs import field, frozen

from ...state.events import BaseEvent
from ...state.fields import PLAYER
from ...state.narration import listing

if TYPE_CHECKING:
    from ...state.protocol import Naming


@frozen
class DialTurned(BaseEvent):
    """Flock's turn-order dial moved (rules 8.2): its star points at seat ``star``, and
    ``active`` are the players it points at who act now, at the same time, or one after the
    other (``in_turn``) when both are ends of the four-player group."""

    TAG: ClassVar[str] = "dial-turned"
    HEADLINE: ClassVar[bool] = True  # starts a part of the story
    star: int = field(metadata=PLAYER)
    active: tuple[int, ...] = field(metadata=PLAYER)
    in_turn: bool = False  # the two act one after the other (the four-player group's ends)

    def narrate(self, names: Naming) -> str:
        who = listing([names.player(p) for p in self.active])
        how = " one after the other" if self.in_turn else ""
        return f"the dial turns to {names.player(self.star)}: {who} play{how}"
