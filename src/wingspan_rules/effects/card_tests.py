"""Tests on a card that lies on no mat: the card revealed earlier in the power (``reveal 1
card from deck``), asked what a bird selector asks of a bird (``revealed eating
invertebrate``, ``revealed with bowl nest``, ``revealed worth 3 points or less``).

The family of the "draw a card and test it" powers (the promo packs' Ruddy Turnstone and the
like, Oceania's and the Americas' own): a card drawn, looked at and then kept, tucked or
discarded is a revealed card whose fate the power's next lines decide. The bird conditions are
those of bonus cards (``effects.predicates``), each tested on the card off the mat: a condition
of where a bird lies (``in wetland``, ``with at least 1 egg``) fails there.
"""

from __future__ import annotations

from typing import ClassVar

from attrs import frozen

from ..state.model import Bird
from ..state.protocol import PowerContext, StepOps, View
from ._base import Compiling, Condition, Effect, Phrase, PhraseNode
from .predicates import Predicate

#: The tokens of a card that lies on no mat: none.
_OFF_MAT = Bird(card=-1)


@frozen
class RevealedIs(Condition):
    """The revealed card (first in ``slot``) passes every bird condition of ``where``."""

    TAG: ClassVar[str] = "revealed-is"

    where: tuple[Predicate, ...]
    slot: str = "revealed"

    @classmethod
    def phrases(cls) -> tuple[Phrase, ...]:
        syntax = '"revealed" bird_filter ("and" bird_filter)*'
        return (Phrase("revealed_is", syntax, cls._from_revealed),)

    @classmethod
    def _from_revealed(cls, node: PhraseNode, ctx: Compiling) -> RevealedIs:
        what = "'revealed' refers to nothing: no 'reveal 1 card from deck' before it"
        slot = ctx.require("revealed", node.pos, what)
        return cls(ctx.predicates(node.args), slot)

    def holds(self, view: View, power: PowerContext, actor: int) -> bool:
        revealed = power.recall(self.slot)
        if not revealed:
            return False
        card = view.cards.birds[revealed[0]]
        return all(p.test(card, None, _OFF_MAT) for p in self.where)

    def describe(self) -> str:
        return "the card is a bird " + " and ".join(p.describe() for p in self.where)


@frozen
class KeepRevealed(Effect):
    """The cards this power revealed (remembered in ``slot``) and did not tuck or discard go
    to the acting player's hand, face up: every player saw them revealed ("keep it")."""

    TAG: ClassVar[str] = "keep-revealed"

    slot: str = "revealed"

    @classmethod
    def phrases(cls) -> tuple[Phrase, ...]:
        return (Phrase("keep_it", '"keep" "it"', cls._from_keep_it),)

    @classmethod
    def _from_keep_it(cls, node: PhraseNode, ctx: Compiling) -> KeepRevealed:
        what = "'keep it' refers to nothing: no 'reveal 1 card from deck' before it"
        return cls(ctx.require("revealed", node.pos, what, None))

    def resolve(self, step: StepOps, actor: int, path: tuple[int, ...]) -> None:
        revealed = step.recall(self.slot)
        for card in revealed:
            step.add_to_hand(actor, card, public=True)
        step.set_done(bool(revealed))
        step.remember(self.slot, "cards", ())

    def describe(self) -> str:
        return "take that card into your hand, if it is still there"
