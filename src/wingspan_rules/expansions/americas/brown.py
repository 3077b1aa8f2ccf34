"""The phrases of the Americas brown powers that the base game's vocabulary lacks
(docs/americas.md, "Brown powers"), each declared once with its phrases.

* ``player to your right has at least 2 cards in hand`` (and ``left``, ``left or right``): the
  hand of a neighbour of the acting player passes the comparison (Brazilian Teal, Chiloé Wigeon
  and their like). With nobody beside the player (a solo game) it fails.

The package's ``VOCABULARY`` names this module, so ``effects.add_vocabulary`` joins its
declarations to the vocabulary's tables.
"""

from __future__ import annotations

from typing import ClassVar

from attrs import frozen

from ...effects._base import Compiling, Condition, Phrase, PhraseNode
from ...effects.conditions import COMPARISONS
from ...state.protocol import PowerContext, View

_SIDES = {"left": 1, "right": -1}


@frozen
class NeighbourHandHas(Condition):
    """The hand of a neighbour of the acting player (``sides``: +1 the left, clockwise; -1 the
    right) holds a number of bird cards passing the comparison (``op``, a key of
    ``COMPARISONS``) with ``number``: either neighbour when two sides are named. A hand's size
    is public (rules: cards are held face down, their count is not hidden)."""

    TAG: ClassVar[str] = "neighbour-hand-has"

    sides: tuple[int, ...]
    op: str
    number: int

    @classmethod
    def phrases(cls) -> tuple[Phrase, ...]:
        syntax = '"player" "to" "your" WORD ("or" WORD)? "has" comparison NUMBER _cards "in" "hand"'
        return (Phrase("neighbour_has_in_hand", syntax, cls._from_phrase),)

    @classmethod
    def _from_phrase(cls, node: PhraseNode, ctx: Compiling) -> NeighbourHandHas:
        *sides, op, num = node.args
        found = tuple(ctx.lookup(s, "side", _SIDES) for s in sides if s is not None)
        return cls(tuple(dict.fromkeys(found)), op, ctx.number(num, "a count of cards"))

    def holds(self, view: View, power: PowerContext, actor: int) -> bool:
        n = len(view.players)
        if n < 2:
            return False
        test = COMPARISONS[self.op][0]
        return any(
            test(len(view.players[(actor + side) % n].hand), self.number) for side in self.sides
        )

    def describe(self) -> str:
        side = " or ".join("left" if s > 0 else "right" for s in self.sides)
        words = COMPARISONS[self.op][1]
        return f"the player to your {side} holds {words} {self.number} cards in hand"
