"""The player mat as data (rules 2): its rows' size, each column's benefit per habitat, where
the optional conversions are, and the egg cost of playing a bird into each column.

The base mat (``BASE_MAT``) is built from the base game's rules; an expansion may declare
another (``hooks.Expansion.mat``), used when its set is in the game (``hooks.active``). The
engine's action frames read the game's layout, never the numbers themselves.
"""

from __future__ import annotations

from attrs import frozen

from ..state.enums import ACTION_HABITAT, Action, Habitat
from ..state.model import ROW_SIZE


@frozen
class MatLayout:
    """A player mat. ``row_size``: bird spaces per row; ``egg_costs``: eggs it costs to play a
    bird into each column; ``benefits[habitat][spaces]``: dice, eggs or cards the habitat's
    action gives when ``spaces`` of its row are covered (the leftmost empty column, ``spaces ==
    row_size`` for the column past a full row); ``conversions[habitat][spaces]``: whether that
    column offers the habitat's optional conversion (rules 2.3)."""

    name: str
    row_size: int
    egg_costs: tuple[int, ...]
    benefits: tuple[tuple[int, ...], ...]
    conversions: tuple[tuple[bool, ...], ...]

    def benefit(self, action: Action, spaces: int) -> int:
        """What ``action`` gives with ``spaces`` of its row covered."""
        return self.benefits[ACTION_HABITAT[action]][spaces]

    def conversion(self, habitat: Habitat, spaces: int) -> bool:
        """Whether the column after ``spaces`` covered spaces offers ``habitat``'s conversion."""
        return self.conversions[habitat][spaces]


def _base_benefit(habitat: Habitat, spaces: int) -> int:
    """Rules 2.1: a die, an egg pair or a card per column pair; the grassland gives 1 more."""
    return (2 if habitat is Habitat.GRASSLAND else 1) + spaces // 2


#: The base game's mat (rules 2.1-2.3): five spaces a row, eggs 0, 1, 1, 2, 2, a conversion on
#: columns 2, 4 and 6.
BASE_MAT = MatLayout(
    name="base",
    row_size=ROW_SIZE,
    egg_costs=(0, 1, 1, 2, 2),
    benefits=tuple(tuple(_base_benefit(h, s) for s in range(ROW_SIZE + 1)) for h in Habitat),
    conversions=tuple(tuple(s % 2 == 1 for s in range(ROW_SIZE + 1)) for _h in Habitat),
)
