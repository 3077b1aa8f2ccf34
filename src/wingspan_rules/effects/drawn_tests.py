"""A card drawn from the deck and kept only if it passes a test: "draw 1 card from deck and
keep it if it is a bird that can live in wetland", "... if it is a bird eating invertebrate or
eating seed" (any of the conditions joined by "or").

The card is turned face up (every player sees it, so the test is seen to be kept): when it
passes, it goes to the drawing player's hand (its identity known to all), else to the discard
pile. Written under a player scope (``other players: ...``), each player draws and tests their
own. A general family (the Asia cards use it): this module is no part of
``PRIMITIVE_MODULES``; each expansion whose cards use it joins it to the vocabulary
(``effects.add_vocabulary``).
"""

from __future__ import annotations

from typing import ClassVar

from attrs import frozen

from ..state.events import CardDiscarded, CardRevealed
from ..state.model import Bird
from ..state.protocol import PowerContext, StepOps, View
from ._base import Compiling, Effect, Phrase, PhraseNode, Zone, either, plural
from .board import can_draw
from .predicates import Predicate

#: The tokens of a card that lies on no mat: none.
_OFF_MAT = Bird(card=-1)


@frozen
class DrawKeepIf(Effect):
    """Draw ``amount`` cards from the deck one at a time, face up; keep each one that passes
    one of the bird conditions of ``any_of`` (into the hand), discard the others. "If you do"
    holds when a card was kept."""

    TAG: ClassVar[str] = "draw-keep-if"

    amount: int
    any_of: tuple[Predicate, ...]

    @classmethod
    def phrases(cls) -> tuple[Phrase, ...]:
        syntax = (
            '"draw" amount _cards "from" WORD "and" "keep" "it" "if" "it" "is" "a" "bird" '
            'bird_filter ("or" bird_filter)*'
        )
        return (Phrase("draw_keep_if", syntax, cls._from_phrase),)

    @classmethod
    def _from_phrase(cls, node: PhraseNode, ctx: Compiling) -> DrawKeepIf:
        num, zone, *filters = node.args
        ctx.zone(zone, {"deck": Zone.DECK}, "draw and keep a card that passes a test")
        return cls(ctx.amount(num), ctx.predicates(filters))

    def passes(self, view: View, card: int) -> bool:
        """Whether the drawn ``card`` is kept."""
        bird = view.cards.birds[card]
        return any(p.test(bird, None, _OFF_MAT) for p in self.any_of)

    def resolve(self, step: StepOps, actor: int, path: tuple[int, ...]) -> None:
        t = step.players[actor].table
        kept = False
        for _ in range(self.amount):
            card = step.draw_from_deck(t)
            if card is None:
                break
            step.emit(CardRevealed(actor, card))
            if self.passes(step, card):
                step.add_to_hand(actor, card, public=True)
                kept = True
            else:
                step.set_table(t, discard=step.tables[t].discard + (card,))
                step.emit(CardDiscarded(actor, card))
        step.set_done(kept)

    def feasible(self, view: View, p: int, power: PowerContext) -> bool:
        return can_draw(view, p)

    def describe(self) -> str:
        test = either(p.describe() for p in self.any_of)
        cards = plural(self.amount, "card")
        return (
            f"turn over the top {cards} of the deck; keep each that is a bird {test}, "
            "discard the others"
        )
