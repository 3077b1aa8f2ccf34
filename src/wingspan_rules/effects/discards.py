"""Revealing cards and discarding them, from the hand, after a reveal or from behind this bird,
and drawing as many as were discarded; with the decisions they ask."""

from __future__ import annotations

from typing import ClassVar

from attrs import field, frozen

from ..state.enums import Timing
from ..state.events import CardRevealed
from ..state.fields import PLAIN, PLAYER
from ..state.moves import (
    DiscardCard,
    Move,
    Stop,
)
from ..state.protocol import Decision, Naming, PowerContext, StepOps, View
from ..state.values import evolve
from ._base import (
    Compiling,
    Effect,
    Phrase,
    PhraseNode,
    plural,
    top_cards,
)
from .bird_records import cards_tucked_behind, discard_behind
from .board import can_draw, locate
from .draws import DrawForPower

_STOP = Stop()


# --- revealing --------------------------------------------------------------------------------
@frozen
class RevealCards(Effect):
    """Look at ``amount`` cards from the top of the deck; they are remembered in ``into``."""

    TAG: ClassVar[str] = "reveal-cards"

    amount: int
    into: str = "revealed"

    @classmethod
    def phrases(cls) -> tuple[Phrase, ...]:
        return (Phrase("reveal", '"reveal" NUMBER _cards "from" "deck"', cls._from_reveal),)

    @classmethod
    def _from_reveal(cls, node: PhraseNode, ctx: Compiling) -> RevealCards:
        amount = ctx.amount(node.args[0])
        return cls(amount, ctx.produce("revealed"))

    def resolve(self, step: StepOps, actor: int, path: tuple[int, ...]) -> None:
        revealed = list(step.recall(self.into))
        for _ in range(self.amount):
            card = step.draw_from_deck(step.players[actor].table)
            if card is None:
                break
            revealed.append(card)
            step.emit(CardRevealed(actor, card))
        step.remember(self.into, "cards", tuple(revealed))

    def could_change(self, view: View, p: int, power: PowerContext) -> bool:
        """A card lies in the deck, or in the discard pile that refills it."""
        table = view.tables[view.players[p].table]
        return bool(table.deck or table.discard)

    def describe(self) -> str:
        return f"turn over {top_cards(self.amount)} of the deck"


@frozen
class DiscardRevealed(Effect):
    """Discard the cards this power revealed (remembered in ``slot``) and did not tuck."""

    TAG: ClassVar[str] = "discard-revealed"

    slot: str = "revealed"

    @classmethod
    def phrases(cls) -> tuple[Phrase, ...]:
        return (Phrase("discard_it", '"discard" "it"', cls._from_discard_it),)

    @classmethod
    def _from_discard_it(cls, node: PhraseNode, ctx: Compiling) -> DiscardRevealed:
        what = "'discard it' refers to nothing: no 'reveal 1 card from deck' before it"
        return cls(ctx.require("revealed", node.pos, what, None))

    def resolve(self, step: StepOps, actor: int, path: tuple[int, ...]) -> None:
        revealed = step.recall(self.slot)
        if revealed:
            t = step.players[actor].table
            step.set_table(t, discard=step.tables[t].discard + revealed)
            step.remember(self.slot, "cards", ())

    def could_change(self, view: View, p: int, power: PowerContext) -> bool:
        """This power revealed a card it still holds."""
        return bool(power.recall(self.slot))

    def describe(self) -> str:
        return "put that card on the discard pile"


@frozen
class DrawThatMany(Effect):
    """Draw as many bird cards, each from the tray or the deck, as the power discarded from
    the hand (remembered in ``slot``: "draw that many cards")."""

    TAG: ClassVar[str] = "draw-that-many"

    slot: str = "discarded"

    @classmethod
    def phrases(cls) -> tuple[Phrase, ...]:
        return (Phrase("draw_that_many", '"draw" "that" "many" _cards', cls._from_phrase),)

    @classmethod
    def _from_phrase(cls, node: PhraseNode, ctx: Compiling) -> DrawThatMany:
        what = "'that many' refers to nothing: no 'discard any number of cards from hand' before it"
        return cls(ctx.require("discarded", node.pos, what))

    def resolve(self, step: StepOps, actor: int, path: tuple[int, ...]) -> None:
        count = len(step.recall(self.slot))
        step.set_done(False)
        if count and can_draw(step, actor):
            step.pending.append(DrawForPower(actor, count))

    def could_change(self, view: View, p: int, power: PowerContext) -> bool:
        """Cards were discarded earlier in the power and one can be drawn (at the offer none
        is: the discard before it answers for the power)."""
        return bool(power.recall(self.slot)) and can_draw(view, p)

    def describe(self) -> str:
        return "draw as many bird cards as you threw away, each one from the tray or the deck"


# --- discarding from the hand -----------------------------------------------------------------
@frozen
class DiscardCards(Effect):
    """Discard bird cards from your hand, now (a cost) or at the end of your turn."""

    TAG: ClassVar[str] = "discard-cards"
    PAYMENT: ClassVar[bool | None] = True  # cards of the hand given up

    amount: int
    at_end_of_turn: bool = False
    #: "discard any number of cards from hand": as many as the player likes (``amount`` 0),
    #: remembered in ``into`` for "draw that many cards" (the promo Virginia Rail's).
    into: str = ""
    #: "... from hand up to 3": at most that many (0: the whole hand; the Americas Inca Tern's)
    most: int = 0

    @classmethod
    def phrases(cls) -> tuple[Phrase, ...]:
        syntax = '"discard" amount _cards "from" "hand" at_end_of_turn?'
        any_number = '"discard" "any" "number" "of" _cards "from" "hand" ("up" "to" NUMBER)?'
        return (
            Phrase("discard_cards", syntax, cls._from_discard_cards),
            Phrase("discard_any_cards", any_number, cls._from_any_number),
        )

    @classmethod
    def _from_any_number(cls, node: PhraseNode, ctx: Compiling) -> DiscardCards:
        most = ctx.number(node.args[0], "a number of cards", low=1, high=10) if node.args else 0
        return cls(0, into=ctx.produce("discarded"), most=most)

    @classmethod
    def _from_discard_cards(cls, node: PhraseNode, ctx: Compiling) -> DiscardCards:
        later = len(node.args) > 1
        if later and ctx.timing not in (Timing.WHEN_PLAYED, Timing.WHEN_ACTIVATED):
            ctx.fail(
                node.pos,
                f"'at end of turn' needs a power that runs on your turn, "
                f"not a '{ctx.timing.words}' power",
            )
        return cls(ctx.amount(node.args[0]), later)

    def resolve(self, step: StepOps, actor: int, path: tuple[int, ...]) -> None:
        if self.into:
            step.remember(self.into, "birds", ())  # ids only: the cards lie in the discard pile
            step.set_done(False)  # until a card is discarded
            held = len(step.players[actor].hand)
            if self.most:
                held = min(held, self.most)
            if held:
                step.pending.append(DiscardFromHand(actor, held, may_stop=True, into=self.into))
            return
        frame = DiscardFromHand(actor, self.amount)
        if self.at_end_of_turn:
            step.before_turn_ends(frame)
            return
        if len(step.players[actor].hand) < self.amount:
            step.set_done(False)
            return
        step.pending.append(frame)

    def could_change(self, view: View, p: int, power: PowerContext) -> bool:
        """Held back to the turn's end, the hand may have changed by then; now, the hand holds
        the cards."""
        return self.at_end_of_turn or len(view.players[p].hand) >= max(self.amount, 1)

    def describe(self) -> str:
        if self.into and self.most:
            return f"throw away up to {self.most} cards from your hand, as many as you like"
        if self.into:
            return "throw away as many cards from your hand as you like"
        when = " when your turn ends" if self.at_end_of_turn else ""
        return f"throw away {plural(self.amount, 'card')} from your hand{when}"

    def chooses_amount(self) -> bool:
        return bool(self.into)


@frozen
class DiscardFromHand(Decision):
    """Discard cards from the hand: a power's cost, or an obligation at the end of the turn;
    with ``may_stop``, as many as the player likes, each remembered in the running power's slot
    ``into``."""

    TAG: ClassVar[str] = "discard-from-hand"
    AT_TURN_END: ClassVar[bool] = True
    ACCEPTS: ClassVar[tuple[type, ...]] = (DiscardCard, Stop)

    player: int = field(metadata=PLAYER)
    remaining: int = field(metadata=PLAIN)
    may_stop: bool = False
    into: str = ""

    def options(self, view: View) -> list[Move]:
        moves: list[Move] = [DiscardCard(card) for card in view.players[self.player].hand]
        return [*moves, _STOP] if self.may_stop and moves else moves

    def answer(self, step: StepOps, move: DiscardCard | Stop) -> None:
        if isinstance(move, Stop):
            return
        step.discard_from_hand(self.player, move.card)
        if self.into:
            step.remember(self.into, "birds", step.recall(self.into) + (move.card,))
            step.set_done(True)
        later = evolve(self, remaining=self.remaining - 1)
        if self.remaining > 1 and later.options(step):
            step.pending.append(later)

    def label(self, names: Naming) -> str:
        who = names.player(self.player)
        return f"{who}: discard a card from your hand ({self.remaining} more)"


# --- discarding a card tucked behind this bird ---------------------------------------------------
@frozen
class DiscardTucked(Effect):
    """Discard ``amount`` cards tucked behind the bird whose power runs, as a cost ("discard 1
    card tucked behind this bird to draw 3 cards", the Americas Southern Screamer's): the last
    tucked first (the cards are face down, so which is taken does not matter), onto the
    discard pile. A card tucked behind it that is no bird card (a Bat Falcon's hummingbird,
    ``effects.bird_records``) counts too: the bird cards go first, then such cards, each to
    its own discard pile. Payable while the bird holds that many."""

    TAG: ClassVar[str] = "discard-tucked"
    PAYMENT: ClassVar[bool | None] = True  # cards given up, each a point
    OWNER_ONLY: ClassVar[bool] = True  # it acts on the power's own bird

    amount: int = 1

    @classmethod
    def phrases(cls) -> tuple[Phrase, ...]:
        syntax = '"discard" amount _cards "tucked" "behind" bird_target'
        return (Phrase("discard_tucked", syntax, cls._from_phrase),)

    @classmethod
    def _from_phrase(cls, node: PhraseNode, ctx: Compiling) -> DiscardTucked:
        amount, target = node.args
        ctx.this_bird(target, "discard the cards tucked behind")
        return cls(ctx.number(amount, "the tucked cards discarded", low=1))

    def resolve(self, step: StepOps, actor: int, path: tuple[int, ...]) -> None:
        where = locate(step.players[actor], step.power.bird)
        if where is None or not self.payable(step, actor, step.power.bird):
            step.set_done(False)
            return
        habitat, column = where
        bird = step.players[actor].mat[habitat][column]
        own = min(self.amount, len(bird.tucked))
        if own < self.amount:  # the rest from the cards tucked that are no bird cards
            discard_behind(step, actor, bird.card, self.amount - own)
        if not own:
            return
        gone = bird.tucked[-own:]
        kept = bird.tucked[:-own]
        step.set_bird(
            actor,
            habitat,
            column,
            evolve(
                bird,
                tucked=kept,
                tucked_from_hand=tuple(c for c in bird.tucked_from_hand if c in kept),
                tucked_revealed=tuple(c for c in bird.tucked_revealed if c in kept),
            ),
        )
        t = step.players[actor].table
        step.set_table(t, discard=step.tables[t].discard + gone)

    def payable(self, view: View, p: int, bird: int) -> bool:
        where = locate(view.players[p], bird)
        if where is None:
            return False
        return cards_tucked_behind(view, p, *where) >= self.amount

    def feasible(self, view: View, p: int, power: PowerContext) -> bool:
        return self.payable(view, p, power.bird)

    def describe(self) -> str:
        return f"throw away {plural(self.amount, 'card')} slipped under this bird"
