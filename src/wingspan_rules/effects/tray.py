"""Bird-tray primitives: discarding the face-up cards and refilling the tray, and drawing cards
from the deck of which some are tucked behind this bird; with the decisions they ask."""

from __future__ import annotations

from typing import ClassVar

from attrs import field, frozen

from ..state.enums import Timing
from ..state.events import CardDiscarded, CardDrawn, TrayDiscarded
from ..state.fields import PLAIN, PLAYER
from ..state.model import EMPTY, ROW_SIZE, TRAY_SIZE
from ..state.moves import DrawFromDeck, DrawFromTray, Move, Stop, TakeCard, TuckCard
from ..state.protocol import Decision, Naming, PowerContext, StepOps, View
from ..state.values import evolve
from ._base import Compiling, Delayable, Effect, Phrase, PhraseNode, Zone, check_later, plural
from .board import can_draw, draw_options, locate
from .hooks import active


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

    def could_change(self, view: View, p: int, power: PowerContext) -> bool:
        """A card lies in the tray to discard, or in the deck (or the discard) to refill it."""
        table = view.tables[view.players[p].table]
        return any(c != EMPTY for c in table.tray) or bool(table.deck or table.discard)

    def describe(self) -> str:
        return "put every face-up card of the bird tray on the discard pile and refill the tray"


@frozen
class RefillTray(Delayable):
    """Fill the empty slots of the bird tray from the deck now (as at the end of a turn, rules
    3.7): "you may refill tray" (the promo Eurasian Wigeon's, beside "reset tray"). It does
    something only while a slot is empty. With ``at_end_of_turn`` ("refill tray at end of
    turn"), when the turn under way ends, before what follows it there (the promo Indian
    Courser's "if the tray is empty then, refill it first" before its draw)."""

    TAG: ClassVar[str] = "refill-tray"

    at_end_of_turn: bool = False

    @classmethod
    def phrases(cls) -> tuple[Phrase, ...]:
        return (Phrase("refill_tray", '"refill" "tray" at_end_of_turn?', cls._from_refill),)

    @classmethod
    def _from_refill(cls, node: PhraseNode, ctx: Compiling) -> RefillTray:
        return cls(at_end_of_turn=check_later(node, ctx, bool(node.args)))

    def resolve_now(self, step: StepOps, actor: int, path: tuple[int, ...]) -> None:
        t = step.players[actor].table
        before = step.tables[t].tray
        step.refill_tray(t)
        step.set_done(step.tables[t].tray != before)

    def feasible(self, view: View, p: int, power: PowerContext) -> bool:
        return self.at_end_of_turn or EMPTY in view.tables[view.players[p].table].tray

    def describe(self) -> str:
        return "fill the empty slots of the bird tray from the deck" + self.later_words()


@frozen
class DrawAndTuck(Effect):
    """Draw ``amount`` cards from the deck into your hand, then tuck ``tuck`` of those cards
    behind this bird (``up_to``: any of them, up to ``tuck``, the Americas' Amazonian
    Parrotlet); you keep the others. A flocking power (the cards tucked come from the hand)."""

    TAG: ClassVar[str] = "draw-and-tuck"
    OWNER_ONLY: ClassVar[bool] = True

    amount: int
    tuck: int
    up_to: bool = False

    @classmethod
    def phrases(cls) -> tuple[Phrase, ...]:
        draw = '"draw" amount _cards "from" WORD "and" "tuck"'
        return (
            Phrase(
                "draw_and_tuck", f'{draw} NUMBER "behind" "this" "bird"', cls._from_draw_and_tuck
            ),
            Phrase(
                "draw_and_tuck_up_to",
                f'{draw} "up" "to" NUMBER "behind" "this" "bird"',
                cls._from_up_to,
            ),
        )

    @classmethod
    def _from_draw_and_tuck(cls, node: PhraseNode, ctx: Compiling) -> DrawAndTuck:
        num, source, tuck = node.args
        amount = ctx.amount(num)
        ctx.zone(source, {"deck": Zone.DECK}, "draw and tuck")
        return cls(amount, ctx.number(tuck, "the number of cards tucked", low=1, high=amount))

    @classmethod
    def _from_up_to(cls, node: PhraseNode, ctx: Compiling) -> DrawAndTuck:
        return evolve(cls._from_draw_and_tuck(node, ctx), up_to=True)

    def tucks_cards(self) -> bool:
        return True

    def resolve(self, step: StepOps, actor: int, path: tuple[int, ...]) -> None:
        drawn = sum(step.draw_to_hand_from_deck(actor) for _ in range(self.amount))
        if drawn:
            step.pending.append(TuckDrawn(actor, min(self.tuck, drawn), drawn, self.up_to))
        else:
            step.set_done(False)

    def could_change(self, view: View, p: int, power: PowerContext) -> bool:
        """A card lies in the deck, or in the discard pile that refills it."""
        table = view.tables[view.players[p].table]
        return bool(table.deck or table.discard)

    def describe(self) -> str:
        tuck = f"up to {self.tuck}" if self.up_to else str(self.tuck)
        return (
            f"draw {plural(self.amount, 'card')} from the deck, slip {tuck} of them under "
            "this bird and keep the rest"
        )


@frozen
class TuckDrawn(Decision):
    """Tuck one of the ``drawn`` cards the power just drew (the last ones of the hand) behind
    the bird whose power runs; ``remaining`` to tuck (``may_stop``: or fewer)."""

    TAG: ClassVar[str] = "tuck-drawn"
    ON_POWER_BIRD: ClassVar[bool] = True
    ACCEPTS: ClassVar[tuple[type, ...]] = (TuckCard, Stop)

    player: int = field(metadata=PLAYER)
    remaining: int = field(metadata=PLAIN)
    drawn: int = field(metadata=PLAIN)
    may_stop: bool = field(default=False, metadata=PLAIN)

    def options(self, view: View) -> list[Move]:
        hand = view.players[self.player].hand
        moves: list[Move] = [TuckCard(card) for card in hand[len(hand) - self.drawn :]]
        return moves + [Stop()] if self.may_stop and moves else moves

    def answer(self, step: StepOps, move: TuckCard | Stop) -> None:
        if isinstance(move, Stop):
            return
        step.remove_from_hand(self.player, move.card)
        step.tuck_card(self.player, step.power.bird, move.card, "hand")
        if self.remaining > 1:
            step.pending.append(evolve(self, remaining=self.remaining - 1, drawn=self.drawn - 1))

    def label(self, names: Naming) -> str:
        who = names.player(self.player)
        return f"{who}: choose one of the cards just drawn to tuck ({self.remaining} more)"


# --- cards drawn apart from the hand until the end of the turn --------------------------------
def _empty_slots(view: View, p: int, bird: int) -> int:
    """The empty spaces of ``bird``'s row: spaces, not birds, a sideways bird covering two
    (``Player.spaces``), and the spaces beside the row an expansion counts as empty slots (an
    empty hummingbird space, rules-expansions 9.5.8: ``hooks.BonusBirds.empty_slots``)."""
    player = view.players[p]
    where = locate(player, bird)
    if where is None:
        return 0
    beside = sum(b.empty_slots(player, where[0]) for b in active(view.config).bonus_birds)
    return ROW_SIZE - player.spaces(where[0]) + beside


@frozen
class DrawAside(Effect):
    """Draw ``amount`` cards (each from the tray or the deck) for each empty slot of this bird's
    row, and keep them apart from your hand (``Player.aside``: they cannot be used this turn);
    at the end of your turn keep ``keep`` of them and discard the rest."""

    TAG: ClassVar[str] = "draw-aside"

    amount: int
    keep: int

    @classmethod
    def phrases(cls) -> tuple[Phrase, ...]:
        syntax = (
            '"draw" amount _cards "per" "empty" "slot" "in" "this" "row" "and" "keep" NUMBER '
            '"at" "end" "of" "turn"'
        )
        return (Phrase("draw_aside", syntax, cls._from_draw_aside),)

    @classmethod
    def _from_draw_aside(cls, node: PhraseNode, ctx: Compiling) -> DrawAside:
        num, keep = node.args
        if ctx.timing not in (Timing.WHEN_PLAYED, Timing.WHEN_ACTIVATED):
            ctx.fail(node.pos, "'at end of turn' needs a power that runs on your turn")
        return cls(ctx.amount(num), ctx.number(keep, "the number of cards kept", low=1))

    def resolve(self, step: StepOps, actor: int, path: tuple[int, ...]) -> None:
        count = self.amount * _empty_slots(step, actor, step.power.bird)
        step.set_done(False)
        if count and can_draw(step, actor):
            step.pending.append(DrawAsideCard(actor, count, self.keep))

    def can_begin(self, view: View, p: int, bird: int) -> bool:
        return _empty_slots(view, p, bird) > 0 and can_draw(view, p)

    def feasible(self, view: View, p: int, power: PowerContext) -> bool:
        return self.can_begin(view, p, power.bird)

    def describe(self) -> str:
        return (
            f"draw {plural(self.amount, 'bird card')} for each empty slot in this bird's row, "
            f"held apart from your hand; when your turn ends keep {self.keep} and discard the rest"
        )


@frozen
class DrawAsideCard(Decision):
    """Draw the next of the cards set aside (``remaining`` more), from the tray or the deck;
    ``drawn`` so far. When done, the choice of the ``keep`` cards waits for the end of the
    turn."""

    TAG: ClassVar[str] = "draw-aside-card"
    ACCEPTS: ClassVar[tuple[type, ...]] = (DrawFromTray, DrawFromDeck, Stop)

    player: int = field(metadata=PLAYER)
    remaining: int = field(metadata=PLAIN)
    keep: int = field(metadata=PLAIN)
    drawn: int = field(default=0, metadata=PLAIN)

    def options(self, view: View) -> list[Move]:
        return draw_options(view, self.player)

    def answer(self, step: StepOps, move: DrawFromTray | DrawFromDeck | Stop) -> None:
        p = self.player
        drawn = self.drawn
        if not isinstance(move, Stop):
            t = step.players[p].table
            if isinstance(move, DrawFromTray):
                card: int | None = step.take_from_tray(t, move.slot)
            else:
                card = step.draw_from_deck(t)
            if card is not None:
                step.set_player(p, aside=step.players[p].aside + (card,))
                source = "tray" if isinstance(move, DrawFromTray) else "deck"
                step.emit(CardDrawn(p, card, source))
                step.set_done(True)
                drawn += 1
            if self.remaining > 1 and can_draw(step, p):
                step.pending.append(evolve(self, remaining=self.remaining - 1, drawn=drawn))
                return
        if drawn:
            step.before_turn_ends(KeepAside(p, drawn, min(self.keep, drawn)))

    def label(self, names: Naming) -> str:
        return f"{names.player(self.player)}: draw a card to set aside ({self.remaining} more)"


@frozen
class KeepAside(Decision):
    """At the end of the turn: keep ``keep`` of the first ``count`` cards set aside (into the
    hand), one at a time; the others of those ``count`` are discarded."""

    TAG: ClassVar[str] = "keep-aside"
    AT_TURN_END: ClassVar[bool] = True
    ACCEPTS: ClassVar[tuple[type, ...]] = (TakeCard,)

    player: int = field(metadata=PLAYER)
    count: int = field(metadata=PLAIN)
    keep: int = field(default=1, metadata=PLAIN)

    def options(self, view: View) -> list[Move]:
        return [TakeCard(card) for card in view.players[self.player].aside[: self.count]]

    def answer(self, step: StepOps, move: TakeCard) -> None:
        p = self.player
        aside = list(step.players[p].aside)
        aside.remove(move.card)
        step.set_player(p, aside=tuple(aside))
        step.add_to_hand(p, move.card)
        if self.keep > 1 and self.count > 1:
            step.pending.append(evolve(self, count=self.count - 1, keep=self.keep - 1))
            return
        gone = tuple(aside[: self.count - 1])
        step.set_player(p, aside=tuple(aside[self.count - 1 :]))
        t = step.players[p].table
        step.set_table(t, discard=step.tables[t].discard + gone)
        for card in gone:
            step.emit(CardDiscarded(p, card))

    def label(self, names: Naming) -> str:
        return f"{names.player(self.player)}: keep one of the cards set aside"
