"""The Duet mode's events (rules 8.1): its tokens on the map, their bonuses and the map's goals.

Declared here, with the mode; ``EVENTS`` (in the package) joins them to the table of every
event (``wingspan_rules.events.EVENT_TYPES``). Their tags are saved and never change."""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

from attrs import field, frozen

from ...state.events import BaseEvent
from ...state.fields import BIRD, COUNT, PER_PLAYER, PLAIN, PLAYER

if TYPE_CHECKING:
    from ...state.protocol import Naming


@frozen
class DuetTokenPlaced(BaseEvent):
    """A player put a Duet token on map space ``space``, or on the reset space (-1), for the
    bird ``card`` they played; ``substitute``: their 15 tokens were all placed already."""

    TAG: ClassVar[str] = "duet-token-placed"

    player: int = field(metadata=PLAYER)
    card: int = field(metadata=BIRD)
    space: int = field(metadata=PLAIN)
    substitute: bool = False

    def narrate(self, names: Naming) -> str:
        where = "the reset space" if self.space < 0 else names.space(self.space)
        token = "a substitute Duet token" if self.substitute else "a Duet token"
        return f"{names.player(self.player)} put {token} on {where}"


@frozen
class DuetBonusTaken(BaseEvent):
    """The space a player's token went on gives a bonus (``bonus``: "food", "egg" or "card"),
    taken at once (the die, egg or card itself is its own event)."""

    TAG: ClassVar[str] = "duet-bonus-taken"

    player: int = field(metadata=PLAYER)
    space: int = field(metadata=PLAIN)
    bonus: str

    def narrate(self, names: Naming) -> str:
        return ""  # the token's space names its bonus; the die, egg or card is told itself


@frozen
class DuetResetUsed(BaseEvent):
    """A player took a token back from the reset space to reset ``target``: "tray" or
    "feeder"."""

    TAG: ClassVar[str] = "duet-reset-used"

    player: int = field(metadata=PLAYER)
    target: str

    def narrate(self, names: Naming) -> str:
        what = "birdfeeder" if self.target == "feeder" else self.target
        return (
            f"{names.player(self.player)} took a token back from the reset space "
            f"to reset the {what}"
        )


@frozen
class DuetGoalScored(BaseEvent):
    """The Duet goal of ``round`` (``goal``: its side id) was scored: each player's count and
    points; ``first_player`` starts the next round (second place, or on a tie the player who
    did not start this one)."""

    TAG: ClassVar[str] = "duet-goal-scored"

    round: int = field(metadata=COUNT)
    goal: int = field(metadata=COUNT)
    counts: tuple[int, ...] = field(metadata=PER_PLAYER)
    points: tuple[int, ...] = field(metadata=PER_PLAYER)
    first_player: int = field(metadata=PLAYER)

    def narrate(self, names: Naming) -> str:
        return ""  # the round's goal scored and the next round's first player tell it
