"""What the learning code's observation vector shows of the hummingbirds beyond the card
zones' sizes (``Expansion.observation``; ``envs.observation`` lays the sections out after the
zones' and names no expansion): the garden's face-up tops, which of them were returned this
turn (they may not be attracted back, 9.5.5), the hummingbird in each player's spaces and the
tracker's layout of bonus spaces (U9). All of it lies face up; the hummingbird deck and the
tucked hummingbirds are face down and show only their sizes (their zones' sections).

A hummingbird is its id plus 1 (0: none), a categorical value in ``CardSet.hummingbirds``
order, as a bird card is in the base game's sections.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence

from attrs import frozen

from ...effects.hummingbird_cards import GROUPS
from ...state.enums import HABITATS
from ...state.model import Player, Table
from .components import HUMMINGBIRDS, LAYOUT, PILES, RETURNED, SPACES

Entry = tuple[int, float]


@frozen
class GardenTops:
    """Per garden pile (1-5): its top hummingbird's id + 1 (0: an empty pile)."""

    name: str = "americas.garden"
    high: float = float(HUMMINGBIRDS)
    meaning: str = "garden piles 1-5: the top hummingbird's id + 1 (0: empty)"

    def length(self, players: int) -> int:
        return len(PILES)

    def entries(
        self, players: Sequence[Player], tables: Sequence[Table], viewer: int
    ) -> Iterator[Entry]:
        for k, pile in enumerate(PILES):
            held = tables[0].zone(pile)
            if held and held[-1] >= 0:
                yield k, float(held[-1] + 1)


@frozen
class ReturnedTops:
    """Per garden pile (1-5): 1 if its top hummingbird was returned this turn."""

    name: str = "americas.garden_returned"
    high: float = 1.0
    meaning: str = "garden piles 1-5: 1 if the top hummingbird was returned this turn"

    def length(self, players: int) -> int:
        return len(PILES)

    def entries(
        self, players: Sequence[Player], tables: Sequence[Table], viewer: int
    ) -> Iterator[Entry]:
        returned = set(tables[0].zone(RETURNED))
        for k, pile in enumerate(PILES):
            held = tables[0].zone(pile)
            if held and held[-1] in returned:
                yield k, 1.0


@frozen
class Spaces:
    """Per seat (relative), per habitat (forest, grassland, wetland): the hummingbird in that
    space, id + 1 (0: empty)."""

    name: str = "americas.spaces"
    high: float = float(HUMMINGBIRDS)
    meaning: str = (
        "per seat (relative), per habitat (forest, grassland, wetland): the hummingbird in "
        "that space, id + 1 (0: empty)"
    )

    def length(self, players: int) -> int:
        return players * len(HABITATS)

    def entries(
        self, players: Sequence[Player], tables: Sequence[Table], viewer: int
    ) -> Iterator[Entry]:
        n = len(players)
        for p, player in enumerate(players):
            seat = (p - viewer) % n
            for h, space in enumerate(SPACES):
                held = player.zone(space)
                if held and held[0] >= 0:
                    yield seat * len(HABITATS) + h, float(held[0] + 1)


@frozen
class TrackLayout:
    """Per group's column (``Group`` order): the one-hot of which of the layout's starts it
    carries (U9; all 0 before setup)."""

    name: str = "americas.track_layout"
    high: float = 1.0
    meaning: str = (
        "per hummingbird group (bee, brilliant, emerald, mango, topaz): one-hot of the "
        "bonus-space start its tracker column carries (rules-expansions U9)"
    )

    def length(self, players: int) -> int:
        return len(GROUPS) * len(GROUPS)

    def entries(
        self, players: Sequence[Player], tables: Sequence[Table], viewer: int
    ) -> Iterator[Entry]:
        layout = tables[0].zone(LAYOUT)
        for group, start in enumerate(layout[: len(GROUPS)]):
            if 0 <= start < len(GROUPS):
                yield group * len(GROUPS) + start, 1.0


#: The expansion's sections, in their order in the vector.
FEATURES = (GardenTops(), ReturnedTops(), Spaces(), TrackLayout())
