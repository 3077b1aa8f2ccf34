"""Drawing as many cards as a count, then keeping some: "draw 1 card for each bird in your
wetland with at least 1 egg keep 1", "draw 1 card for each other bird in this column with at
least 1 egg keep 1"; with the decisions they ask.

The count is of the acting player's birds a selector picks, seen from the power's bird, when
the power begins (as ``for each`` counts). Each card comes from the tray or the deck, the
player's choice card by card (rules 3.7), and the player may stop early (rules 10.1 #1); the
cards drawn go to the hand, and once the drawing ends the player keeps ``keep`` of them and
discards the others (the other players see that cards went, not which). A general family
(the Asia cards use it): this module is no part of ``PRIMITIVE_MODULES``; each expansion
whose cards use it joins it to the vocabulary (``effects.add_vocabulary``).
"""

from __future__ import annotations

from typing import ClassVar

from attrs import field, frozen

from ..state.fields import BIRD, PLAIN, PLAYER, Redraw
from ..state.model import HIDDEN
from ..state.moves import DrawFromDeck, DrawFromTray, KeepBird, Move, Stop
from ..state.protocol import Decision, Naming, PowerContext, StepOps, View
from ..state.values import evolve
from ._base import BirdTarget, Compiling, Effect, Phrase, PhraseNode, Which, plural
from .board import can_draw, draw_options, matching_birds


@frozen
class DrawPerBirdKeep(Effect):
    """Draw ``amount`` cards for each of your birds ``birds`` selects (each card from the tray
    or the deck), keep ``keep`` of them and discard the others. "If you do" holds when at
    least one card was drawn."""

    TAG: ClassVar[str] = "draw-per-bird-keep"

    amount: int
    birds: BirdTarget
    keep: int

    @classmethod
    def phrases(cls) -> tuple[Phrase, ...]:
        syntax = '"draw" amount _cards "for" "each" each_target "keep" NUMBER'
        return (Phrase("draw_per_bird_keep", syntax, cls._from_phrase),)

    @classmethod
    def _from_phrase(cls, node: PhraseNode, ctx: Compiling) -> DrawPerBirdKeep:
        num, target, keep = node.args
        amount = ctx.amount(num)
        kept = ctx.number(keep, "the number of cards kept", low=1)
        return cls(amount, ctx.target(target, each=True), kept)

    def count(self, view: View, p: int, bird: int) -> int:
        """How many cards ``p`` draws, ``bird`` the power's own bird."""
        return self.amount * len(matching_birds(view, p, self.birds, bird))

    def resolve(self, step: StepOps, actor: int, path: tuple[int, ...]) -> None:
        count = self.count(step, actor, step.power.bird)
        step.set_done(False)
        if count and can_draw(step, actor):
            step.pending.append(DrawCountedCard(actor, count, self.keep))

    def can_begin(self, view: View, p: int, bird: int) -> bool:
        return self.count(view, p, bird) > 0 and can_draw(view, p)

    def feasible(self, view: View, p: int, power: PowerContext) -> bool:
        return self.can_begin(view, p, power.bird)

    def chooses_amount(self) -> bool:
        return True  # each card is one decision, with "stop"

    def describe(self) -> str:
        other = " other" if self.birds.which is Which.OTHER else ""
        counted = f"your{other} birds{self.birds.condition_words()}"
        drawn = plural(self.amount, "bird card")
        return (
            f"draw {drawn} for each of {counted}, each one from the tray or the deck; "
            f"keep {self.keep} of them and discard the others"
        )


@frozen
class DrawCountedCard(Decision):
    """Draw the next of ``remaining`` cards, from the tray or the deck, or stop; ``drawn``:
    the cards drawn so far, of which ``keep`` are kept once the drawing ends."""

    TAG: ClassVar[str] = "draw-counted-card"
    REDRAW: ClassVar[tuple[Redraw, str]] = (Redraw.HAND, "drawn")
    ACCEPTS: ClassVar[tuple[type, ...]] = (DrawFromTray, DrawFromDeck, Stop)

    player: int = field(metadata=PLAYER)
    remaining: int = field(metadata=PLAIN)
    keep: int = field(metadata=PLAIN)
    drawn: tuple[int, ...] = field(default=(), metadata=BIRD)

    def options(self, view: View) -> list[Move]:
        return draw_options(view, self.player)

    def answer(self, step: StepOps, move: DrawFromTray | DrawFromDeck | Stop) -> None:
        drawn = self.drawn
        if not isinstance(move, Stop):
            step.draw_chosen(self.player, move)
            drawn += (step.players[self.player].hand[-1],)
            step.set_done(True)
            if self.remaining > 1 and draw_options(step, self.player, stop=False):
                step.pending.append(evolve(self, remaining=self.remaining - 1, drawn=drawn))
                return
        if len(drawn) > self.keep:
            step.pending.append(KeepOfDrawn(self.player, drawn, self.keep))

    def label(self, names: Naming) -> str:
        who = names.player(self.player)
        return f"{who}: draw a card to choose from ({self.remaining} more)"

    def seen_by(self, viewer: int) -> DrawCountedCard:
        if viewer == self.player:
            return self
        return evolve(self, drawn=(HIDDEN,) * len(self.drawn))

    def hand_cards(self) -> tuple[int, ...]:
        """The cards of the player's hand this decision names (checked in a loaded save)."""
        return self.drawn


@frozen
class KeepOfDrawn(Decision):
    """Keep one of the cards ``offered`` (just drawn into the hand); once ``keep`` are kept,
    the others are discarded."""

    TAG: ClassVar[str] = "keep-of-drawn"
    REDRAW: ClassVar[tuple[Redraw, str]] = (Redraw.HAND, "offered")
    ACCEPTS: ClassVar[tuple[type, ...]] = (KeepBird,)
    LAPSES: ClassVar[bool] = False

    player: int = field(metadata=PLAYER)
    offered: tuple[int, ...] = field(metadata=BIRD)
    keep: int = field(default=1, metadata=PLAIN)

    def options(self, view: View) -> list[Move]:
        hand = view.players[self.player].hand
        return [KeepBird(card) for card in self.offered if card in hand]

    def answer(self, step: StepOps, move: KeepBird) -> None:
        rest = tuple(c for c in self.offered if c != move.card)
        if self.keep > 1 and len(rest) > self.keep - 1:
            step.pending.append(KeepOfDrawn(self.player, rest, self.keep - 1))
            return
        if self.keep == 1:
            for card in rest:
                step.discard_from_hand(self.player, card)

    def label(self, names: Naming) -> str:
        more = f" ({self.keep} to keep)" if self.keep > 1 else ""
        return f"{names.player(self.player)}: keep a card you drew{more}"

    def seen_by(self, viewer: int) -> KeepOfDrawn:
        if viewer == self.player:
            return self
        return evolve(self, offered=(HIDDEN,) * len(self.offered))

    def hand_cards(self) -> tuple[int, ...]:
        """The cards of the player's hand this decision names (checked in a loaded save)."""
        return self.offered
