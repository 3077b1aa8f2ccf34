"""The Americas expansion's events: what happens to the hummingbirds (rules-expansions 9.5.4-
9.5.7), told in the story, the records and ``wingspan play``.

Declared here, with the expansion; ``EVENTS`` (in the package) is its ``Expansion.events``,
which ``wingspan_rules.events.EVENT_TYPES`` joins to the table of every event (saves, the JSON
view and its schema). Their tags are saved and never change. Every hummingbird they name lies
face up (a garden pile, a space, the discard pile), so every player sees them whole; a
hummingbird tucked behind a bird is the base game's ``CardTucked``, face down.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

from attrs import field, frozen

from ...effects.hummingbird_cards import Group
from ...state.enums import Habitat
from ...state.events import BaseEvent
from ...state.fields import COUNT, PLAIN, PLAYER
from ...state.narration import listing

if TYPE_CHECKING:
    from ...state.protocol import Naming

#: The pile number of the hummingbird deck (garden piles count from 0).
FROM_DECK = -1


def _pile(pile: int) -> str:
    return "the hummingbird deck" if pile == FROM_DECK else f"garden pile {pile + 1}"


@frozen
class HummingbirdAttracted(BaseEvent):
    """``player`` attracted hummingbird ``card`` from garden pile ``pile`` (or the hummingbird
    deck, -1) into their ``habitat`` space (9.5.5); its benefit follows as its own events."""

    TAG: ClassVar[str] = "hummingbird-attracted"
    player: int = field(metadata=PLAYER)
    card: int = field(metadata=PLAIN)
    habitat: Habitat
    pile: int = field(metadata=PLAIN)

    def narrate(self, names: Naming) -> str:
        return (
            f"{names.player(self.player)} attracted {names.hummingbird(self.card)} from "
            f"{_pile(self.pile)} to their {self.habitat.label} space"
        )


@frozen
class HummingbirdReturned(BaseEvent):
    """``player`` returned hummingbird ``card`` from their ``habitat`` space to the top of
    garden pile ``pile`` (9.5.6)."""

    TAG: ClassVar[str] = "hummingbird-returned"
    player: int = field(metadata=PLAYER)
    card: int = field(metadata=PLAIN)
    habitat: Habitat
    pile: int = field(metadata=PLAIN)

    def narrate(self, names: Naming) -> str:
        return (
            f"{names.player(self.player)} returned {names.hummingbird(self.card)} from their "
            f"{self.habitat.label} space to {_pile(self.pile)}"
        )


@frozen
class HummingbirdsDiscarded(BaseEvent):
    """``player``'s power put the hummingbirds ``cards`` on the hummingbird discard pile."""

    TAG: ClassVar[str] = "hummingbirds-discarded"
    player: int = field(metadata=PLAYER)
    cards: tuple[int, ...] = field(metadata=PLAIN)

    def narrate(self, names: Naming) -> str:
        thrown = listing([names.hummingbird(c) for c in self.cards])
        return f"{names.player(self.player)} discarded {thrown} to the hummingbird discard pile"


@frozen
class MarkerMoved(BaseEvent):
    """``player``'s marker of hummingbird group ``group`` moved to ``level`` of the tracker
    (0: START), up one level (9.5.6) or, with ``down``, down one (a power's cost, 9.5.7);
    ``points``: what the marker is worth there; ``bonus``: it reached a [hummingbird] space
    that gives a hummingbird action."""

    TAG: ClassVar[str] = "hummingbird-marker-moved"
    player: int = field(metadata=PLAYER)
    group: int = field(metadata=PLAIN)
    level: int = field(metadata=COUNT)
    points: int = field(metadata=PLAIN)
    down: bool = False
    bonus: bool = False

    def narrate(self, names: Naming) -> str:
        where = "START" if self.level == 0 else f"level {self.level}"
        moved = "moved down" if self.down else "advanced"
        told = (
            f"{names.player(self.player)}'s {Group(self.group).word} marker {moved} to {where} "
            f"({self.points} point{'' if abs(self.points) == 1 else 's'})"
        )
        return f"{told}, a hummingbird space: a hummingbird action" if self.bonus else told


@frozen
class GardenRefilled(BaseEvent):
    """The empty garden piles ``piles`` (from 0) each took the top card of the hummingbird
    deck, ``cards`` in the same order (U12)."""

    TAG: ClassVar[str] = "garden-refilled"
    piles: tuple[int, ...] = field(metadata=PLAIN)
    cards: tuple[int, ...] = field(metadata=PLAIN)

    def narrate(self, names: Naming) -> str:
        dealt = listing(
            [
                f"{names.hummingbird(c)} on pile {p + 1}"
                for p, c in zip(self.piles, self.cards, strict=False)
            ]
        )
        return f"the garden is refilled from the hummingbird deck: {dealt}"
