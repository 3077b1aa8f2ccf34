"""Hummingbird cards as compiled values (rules-expansions 9.5.2): a second kind of card,
beside bird cards, that is never played, costs nothing and prints no points, habitat, nest or
power. A hummingbird has a group (what the tracker board, the group bonus cards and the group
goal tiles look at), the benefit gained when it is attracted, a beak direction (beak goals)
and the bonus cards whose word lists name it (9.5.8).

The card language writes one as a ``hummingbird "Name"`` block (docs/language.md); the rules
that use them belong to the expansion that brings them (``expansions/americas``).
"""

from __future__ import annotations

import enum

import attrs
from attrs import frozen

from .cards import Beak, Origin


class Group(enum.IntEnum):
    """The five hummingbird groups, in the order of the tracker board's columns."""

    BEE = 0  # bees & mountaingems
    BRILLIANT = 1
    EMERALD = 2
    MANGO = 3
    TOPAZ = 4

    @property
    def word(self) -> str:
        """The group's word in the card language (``group bee``)."""
        return self.name.lower()


#: The groups in tracker order.
GROUPS: tuple[Group, ...] = tuple(Group)


class Benefit(enum.Enum):
    """What a hummingbird gives when it is attracted (9.5.2)."""

    NECTAR = "nectar"  # gain 1 nectar
    EGG = "egg"  # lay 1 egg
    CARD = "card"  # draw 1 bird card
    ADVANCE = "advance"  # advance a tracker marker (which one: rules-expansions U7)
    ROW = "row"  # the "row benefit" (what it gives: U8)


@frozen
class HummingbirdCard:
    """One hummingbird card. ``categories``: the bonus cards whose word lists or conditions it
    meets (``bonus_card_categories`` of the reference data), by the bonus cards' names."""

    name: str
    scientific: str
    set: str
    group: Group
    benefit: Benefit
    beak: Beak
    categories: tuple[str, ...] = ()
    origin: Origin | None = attrs.field(default=None, eq=False, repr=False)
    #: The card's canonical text (the card set's fingerprint hashes it); None if built in Python.
    text: str | None = attrs.field(default=None, eq=False, repr=False)

    def counts_for(self, bonus_name: str) -> bool:
        """Whether the bonus card called ``bonus_name`` counts this hummingbird (9.5.8)."""
        folded = bonus_name.casefold()
        return any(c.casefold() == folded for c in self.categories)
