"""Bonus cards as a cost: "discard 1 bonus card" (to cache, to draw, to redraw), "discard up
to 3 bonus cards" (``UpTo``: one at a time), any bonus card the player holds. Drawing bonus
cards and keeping them all ("draw 2 bonus cards") is ``hand.DrawBonusCards`` written without
``keep``.

The family of the promo packs' bonus-card birds (docs/promos.md: Giant Fish Owl, New Zealand
Rock Wren, New Zealand Fairy Tern, Mediterranean Shearwater, South Island Takahē); the bonus
cards given, passed or drafted between players join it as they are written. A general family
(rules 9.6), in ``PRIMITIVE_MODULES`` (last: it asks no decision of its own, so the base game's
decision types keep their order).

Which card goes is the player's choice, asked as the cards they keep (``ChooseBonus``, the
setup's and the draws' decision: keeping all but one is discarding that one); a player holding
exactly as many as owed discards them all with no question. The cards go to the shared bonus
discard pile, which the deck is reshuffled from when it runs out.
"""

from __future__ import annotations

from typing import ClassVar

from attrs import frozen

from ..state.model import BONUS_TABLE
from ..state.protocol import StepOps, View
from ._base import Compiling, Effect, Phrase, PhraseNode, plural


@frozen
class DiscardBonusCards(Effect):
    """Discard ``amount`` of the bonus cards the acting player holds (a cost: "if you do" and
    "... to ..." hold once they are discarded; not payable while fewer are held)."""

    TAG: ClassVar[str] = "discard-bonus-cards"

    amount: int

    @classmethod
    def phrases(cls) -> tuple[Phrase, ...]:
        syntax = '"discard" amount "bonus" _cards'
        return (Phrase("discard_bonus", syntax, cls._from_phrase),)

    @classmethod
    def _from_phrase(cls, node: PhraseNode, ctx: Compiling) -> DiscardBonusCards:
        return cls(ctx.amount(node.args[0]))

    def resolve(self, step: StepOps, actor: int, path: tuple[int, ...]) -> None:
        held = step.players[actor].bonus
        if len(held) < self.amount:
            step.set_done(False)
            return
        step.set_done(True)
        if len(held) > self.amount:
            step.ask_keep_bonus(actor, held, len(held) - self.amount)
            return
        step.set_player(actor, bonus=())
        table = step.tables[BONUS_TABLE]  # the bonus deck and its discard pile are shared
        step.set_table(BONUS_TABLE, bonus_discard=table.bonus_discard + held)

    def payable(self, view: View, p: int, bird: int) -> bool:
        return len(view.players[p].bonus) >= self.amount

    def describe(self) -> str:
        return f"discard {plural(self.amount, 'bonus card')} of yours"
