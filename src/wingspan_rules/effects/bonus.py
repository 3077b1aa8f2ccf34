"""Bonus cards as a cost: "discard 1 bonus card" (to cache, to draw, to redraw), "discard up
to 3 bonus cards" (``UpTo``: one at a time), any bonus card the player holds. Drawing bonus
cards and keeping them all ("draw 2 bonus cards") is ``hand.DrawBonusCards`` written without
``keep``.

The family of the promo packs' bonus-card birds (docs/promos.md: Giant Fish Owl, New Zealand
Rock Wren, New Zealand Fairy Tern, Mediterranean Shearwater, South Island Takahē) and
Oceania's: a bonus card taken from the bonus discard pile ("keep 1 bonus card from bonus
discard pile": the pile is face up, looked through, one card kept), and more bonus cards drawn
for food ("draw 1 bonus card and 1 more per wild discarded keep 1": one food at a time, each
paying for one more card drawn at once, until the player stops; then 1 of all the cards drawn
is kept). The bonus cards given, passed or drafted between players join it as they are
written. A general family
(rules 9.6), in ``PRIMITIVE_MODULES`` (last: it asks no decision of its own, so the base game's
decision types keep their order).

Which card goes is the player's choice, asked as the cards they keep (``ChooseBonus``, the
setup's and the draws' decision: keeping all but one is discarding that one); a player holding
exactly as many as owed discards them all with no question. The cards go to the shared bonus
discard pile, which the deck is reshuffled from when it runs out.
"""

from __future__ import annotations

from typing import ClassVar

from attrs import field, frozen

from ..state.enums import Food
from ..state.events import BonusCardsDrawn
from ..state.fields import BONUS, PLAIN, PLAYER
from ..state.model import BONUS_TABLE
from ..state.moves import DiscardFood, Move, Stop
from ..state.protocol import Decision, Naming, PowerContext, StepOps, View
from ..state.values import evolve
from ._base import Compiling, Delayable, Effect, Phrase, PhraseNode, check_later, plural
from .board import spend_food
from .draws import DrawBonusCards
from .hooks import game_foods

_STOP = Stop()


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


# --- the bonus discard pile ---------------------------------------------------------------------
@frozen
class KeepFromBonusDiscard(Effect):
    """Look through the bonus discard pile (face up) and keep ``amount`` of its cards; the
    others stay there. "If you do" holds when a card was kept."""

    TAG: ClassVar[str] = "keep-from-bonus-discard"
    BONUS_CARDS: ClassVar[bool] = True  # the bonus-card icon (``language.implied_flags``)

    amount: int

    @classmethod
    def phrases(cls) -> tuple[Phrase, ...]:
        syntax = '"keep" amount "bonus" _cards "from" "bonus" "discard" "pile"'
        return (Phrase("keep_from_bonus_discard", syntax, cls._from_phrase),)

    @classmethod
    def _from_phrase(cls, node: PhraseNode, ctx: Compiling) -> KeepFromBonusDiscard:
        return cls(ctx.amount(node.args[0]))

    def resolve(self, step: StepOps, actor: int, path: tuple[int, ...]) -> None:
        pile = step.tables[BONUS_TABLE].bonus_discard
        step.set_done(bool(pile))
        if not pile:
            return
        # The whole pile goes to the hand; the cards not kept go back to it (``ChooseBonus``).
        step.set_table(BONUS_TABLE, bonus_discard=())
        step.set_player(actor, bonus=step.players[actor].bonus + pile)
        step.emit(BonusCardsDrawn(actor, pile))
        if len(pile) > self.amount:
            step.ask_keep_bonus(actor, pile, self.amount)

    def could_change(self, view: View, p: int, power: PowerContext) -> bool:
        """The bonus discard pile holds a card."""
        return bool(view.tables[BONUS_TABLE].bonus_discard)

    def feasible(self, view: View, p: int, power: PowerContext) -> bool:
        return self.could_change(view, p, power)

    def describe(self) -> str:
        return f"look through the discarded bonus cards and keep {self.amount} of them"


# --- more bonus cards drawn for food ------------------------------------------------------------
@frozen
class DrawBonusForFood(Effect):
    """Draw ``amount`` bonus cards, then as many more as the player discards food of
    ``choices`` (empty: any type) from their supply, one card per token, one token at a time until they stop;
    then keep ``keep`` of all the cards drawn and discard the others."""

    TAG: ClassVar[str] = "draw-bonus-for-food"
    BONUS_CARDS: ClassVar[bool] = True  # the bonus-card icon (``language.implied_flags``)

    amount: int
    choices: tuple[Food, ...]
    keep: int

    @classmethod
    def phrases(cls) -> tuple[Phrase, ...]:
        syntax = (
            '"draw" amount "bonus" _cards "and" NUMBER "more" "per" WORD "discarded" "keep" NUMBER'
        )
        return (Phrase("draw_bonus_for_food", syntax, cls._from_phrase),)

    @classmethod
    def _from_phrase(cls, node: PhraseNode, ctx: Compiling) -> DrawBonusForFood:
        num, more, food, keep = node.args
        ctx.number(more, "the bonus cards drawn per food", low=1, high=1)
        kept = ctx.number(keep, "the number of bonus cards kept", low=1)
        paid = ctx.food_or_wild(food)
        return cls(ctx.amount(num), () if paid is None else (paid,), kept)

    def resolve(self, step: StepOps, actor: int, path: tuple[int, ...]) -> None:
        drawn = _draw_bonus(step, actor, self.amount)
        step.set_done(bool(drawn))
        step.pending.append(PayForBonusCard(actor, self.choices, drawn, self.keep))

    def could_change(self, view: View, p: int, power: PowerContext) -> bool:
        """A bonus card lies in the bonus deck or its discard pile."""
        table = view.tables[BONUS_TABLE]
        return bool(table.bonus_deck or table.bonus_discard)

    def feasible(self, view: View, p: int, power: PowerContext) -> bool:
        return self.could_change(view, p, power)

    def describe(self) -> str:
        food = " or ".join(f.label for f in self.choices) or "food of any type"
        return (
            f"draw {plural(self.amount, 'bonus card')}, then 1 more for each {food} you "
            f"discard; keep {self.keep} of the cards drawn and discard the others"
        )


def _draw_bonus(step: StepOps, p: int, amount: int) -> tuple[int, ...]:
    """Draw ``amount`` bonus cards into ``p``'s hand of bonus cards, keeping them all (the
    bonus deck reshuffled from its discard pile as it runs out); the cards drawn."""
    before = len(step.players[p].bonus)
    DrawBonusCards(amount, amount).resolve(step, p, ())
    return step.players[p].bonus[before:]


@frozen
class PayForBonusCard(Decision):
    """Discard one more food of ``choices`` (empty: any) for one more bonus card, or stop; keep
    ``keep`` of the ``drawn`` cards (already in the hand of bonus cards)."""

    TAG: ClassVar[str] = "pay-for-bonus-card"
    ACCEPTS: ClassVar[tuple[type, ...]] = (DiscardFood, Stop)
    LAPSES: ClassVar[bool] = False

    player: int = field(metadata=PLAYER)
    choices: tuple[Food, ...] = field(metadata=PLAIN)
    drawn: tuple[int, ...] = field(default=(), metadata=BONUS)
    keep: int = field(default=1, metadata=PLAIN)

    def _payable(self, view: View) -> list[Food]:
        held = view.players[self.player].food
        table = view.tables[BONUS_TABLE]
        if not (table.bonus_deck or table.bonus_discard):
            return []
        return [f for f in self.choices or game_foods(view) if held[f]]

    def options(self, view: View) -> list[Move]:
        return [*(DiscardFood(f) for f in self._payable(view)), _STOP]

    def answer(self, step: StepOps, move: DiscardFood | Stop) -> None:
        p = self.player
        if isinstance(move, DiscardFood):
            spend_food(step, p, move.food, False)
            more = evolve(self, drawn=self.drawn + _draw_bonus(step, p, 1))
            if more._payable(step):
                step.pending.append(more)
                return
            more._keep(step)
            return
        self._keep(step)

    def _keep(self, step: StepOps) -> None:
        if len(self.drawn) > self.keep:
            step.ask_keep_bonus(self.player, self.drawn, self.keep)

    def label(self, names: Naming) -> str:
        who = names.player(self.player)
        food = " or ".join(f.label for f in self.choices) or "a food"
        return f"{who}: discard {food} to draw 1 more bonus card, or stop"
