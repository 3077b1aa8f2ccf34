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
from ..state.protocol import PowerContext, StepOps, View
from ._base import Compiling, Delayable, Effect, Phrase, PhraseNode, check_later, plural
from .hand import DrawBonusCards


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


@frozen
class DrawThenDiscardBonus(Delayable):
    """Draw ``amount`` bonus cards, then discard as many of the bonus cards held, the new ones
    included ("draw 1 bonus card then discard 1 bonus card at end of turn": the promo Eurasian
    Skylark's, done when the turn under way ends)."""

    TAG: ClassVar[str] = "draw-then-discard-bonus"
    BONUS_CARDS: ClassVar[bool] = True  # the printed icon (``language.implied_flags``)

    amount: int
    at_end_of_turn: bool = False

    @classmethod
    def phrases(cls) -> tuple[Phrase, ...]:
        syntax = (
            '"draw" amount "bonus" _cards "then" "discard" NUMBER "bonus" _cards at_end_of_turn?'
        )
        return (Phrase("draw_then_discard_bonus", syntax, cls._from_phrase),)

    @classmethod
    def _from_phrase(cls, node: PhraseNode, ctx: Compiling) -> DrawThenDiscardBonus:
        drawn = ctx.amount(node.args[0])
        if ctx.number(node.args[1], "the number of bonus cards discarded", low=1) != drawn:
            ctx.fail(node.args[1].pos, "discard as many bonus cards as were drawn")
        return cls(drawn, check_later(node, ctx, len(node.args) > 2))

    def resolve_now(self, step: StepOps, actor: int, path: tuple[int, ...]) -> None:
        before = len(step.players[actor].bonus)
        DrawBonusCards(self.amount, self.amount).resolve(step, actor, path)
        drawn = len(step.players[actor].bonus) - before
        if drawn:
            DiscardBonusCards(drawn).resolve(step, actor, path)

    def could_change(self, view: View, p: int, power: PowerContext) -> bool:
        table = view.tables[BONUS_TABLE]
        return self.at_end_of_turn or bool(table.bonus_deck or table.bonus_discard)

    def describe(self) -> str:
        cards = plural(self.amount, "bonus card")
        return f"draw {cards}, then discard {cards} of yours" + self.later_words()
