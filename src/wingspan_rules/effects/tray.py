"""Bird-tray primitives: discarding the face-up cards and refilling the tray, and drawing cards
from the deck of which some are tucked behind this bird; with the decisions they ask."""

from __future__ import annotations

from typing import ClassVar

from attrs import evolve, frozen

from ..events import TrayDiscarded
from ..model import EMPTY, TRAY_SIZE
from ..moves import Move, TuckCard
from ..protocol import Decision, Naming, StepOps, View
from ._base import Compiling, Effect, Phrase, PhraseNode, Zone, plural


@frozen
class ResetTray(Effect):
    """Discard every face-up card of the bird tray, then refill its three slots from the deck.
    "If you do" holds when the tray was refilled with at least one card."""

    TAG: ClassVar[str] = "reset-tray"

    @classmethod
    def phrases(cls) -> tuple[Phrase, ...]:
        return (Phrase("reset_tray", '"reset" "tray"', cls._from_reset),)

    @classmethod
    def _from_reset(cls, node: PhraseNode, ctx: Compiling) -> ResetTray:
        return cls()

    def resolve(self, step: StepOps, actor: int, path: tuple[int, ...]) -> None:
        t = step.players[actor].table
        table = step.tables[t]
        gone = tuple(c for c in table.tray if c != EMPTY)
        step.set_table(t, tray=(EMPTY,) * TRAY_SIZE, discard=table.discard + gone)
        step.emit(TrayDiscarded(actor, gone))
        step.refill_tray(t)
        step.set_done(any(c != EMPTY for c in step.tables[t].tray))

    def describe(self) -> str:
        return "put every face-up card of the bird tray on the discard pile and refill the tray"


@frozen
class DrawAndTuck(Effect):
    """Draw ``amount`` cards from the deck into your hand, then tuck ``tuck`` of those cards
    behind this bird; you keep the others. A flocking power (the cards tucked come from the
    hand)."""

    TAG: ClassVar[str] = "draw-and-tuck"

    amount: int
    tuck: int

    @classmethod
    def phrases(cls) -> tuple[Phrase, ...]:
        syntax = '"draw" NUMBER _cards "from" WORD "and" "tuck" NUMBER "behind" "this" "bird"'
        return (Phrase("draw_and_tuck", syntax, cls._from_draw_and_tuck),)

    @classmethod
    def _from_draw_and_tuck(cls, node: PhraseNode, ctx: Compiling) -> DrawAndTuck:
        num, source, tuck = node.args
        amount = ctx.amount(num)
        ctx.zone(source, {"deck": Zone.DECK}, "draw and tuck")
        return cls(amount, ctx.number(tuck, "the number of cards tucked", low=1, high=amount))

    def tucks_cards(self) -> bool:
        return True

    def resolve(self, step: StepOps, actor: int, path: tuple[int, ...]) -> None:
        drawn = sum(step.draw_to_hand_from_deck(actor) for _ in range(self.amount))
        if drawn:
            step.pending.append(TuckDrawn(actor, min(self.tuck, drawn), drawn))
        else:
            step.set_done(False)

    def describe(self) -> str:
        return (
            f"draw {plural(self.amount, 'card')} from the deck, slip {self.tuck} of them under "
            "this bird and keep the rest"
        )


@frozen
class TuckDrawn(Decision):
    """Tuck one of the ``drawn`` cards the power just drew (the last ones of the hand) behind
    the bird whose power runs; ``remaining`` to tuck."""

    TAG: ClassVar[str] = "tuck-drawn"
    ON_POWER_BIRD: ClassVar[bool] = True
    ACCEPTS: ClassVar[tuple[type, ...]] = (TuckCard,)

    player: int
    remaining: int
    drawn: int

    def options(self, view: View) -> list[Move]:
        hand = view.players[self.player].hand
        return [TuckCard(card) for card in hand[len(hand) - self.drawn :]]

    def answer(self, step: StepOps, move: TuckCard) -> None:
        step.remove_from_hand(self.player, move.card)
        step.tuck_card(self.player, step.power.bird, move.card, "hand")
        if self.remaining > 1:
            step.pending.append(evolve(self, remaining=self.remaining - 1, drawn=self.drawn - 1))

    def label(self, names: Naming) -> str:
        who = names.player(self.player)
        return f"{who}: choose one of the cards just drawn to tuck ({self.remaining} more)"
