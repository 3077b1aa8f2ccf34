"""Paying any mix of resources: "discard 2 resources" (food of any type, eggs from your birds,
cards from your hand, in any mix, rules 9.3.10), as the cost of what follows ("other players:
you may discard 2 resources to draw 2 bonus cards keep 1"); with the decision it asks.

A cost is paid in full (docs/language.md 3.4): a player holding fewer resources pays nothing,
and "if you do" holds once the last one is paid. A general
family (the Asia cards use it): this module is no part of ``PRIMITIVE_MODULES``; each
expansion whose cards use it joins it to the vocabulary (``effects.add_vocabulary``).
"""

from __future__ import annotations

from typing import ClassVar

from attrs import field, frozen

from ..state.enums import FOOD_TYPES, Food
from ..state.events import EggDiscarded, FoodDiscarded
from ..state.fields import PLAIN, PLAYER
from ..state.moves import DiscardCard, DiscardEgg, DiscardFood, Move
from ..state.protocol import Decision, Naming, PowerContext, StepOps, View
from ..state.values import evolve
from ._base import Compiling, Effect, Phrase, PhraseNode, plural


def resources(view: View, p: int) -> int:
    """The resources ``p`` could discard: food in their supply, eggs on their birds, cards in
    their hand."""
    player = view.players[p]
    return sum(player.food) + player.total_eggs + len(player.hand)


@frozen
class DiscardResources(Effect):
    """Discard ``amount`` resources, each a food of your supply, an egg of one of your birds or
    a card of your hand, as you choose. "If you do" holds when all were discarded."""

    TAG: ClassVar[str] = "discard-resources"

    amount: int

    @classmethod
    def phrases(cls) -> tuple[Phrase, ...]:
        # "discard 1 resource" (the promo Taiwan Blue-Magpie's one food, egg or card)
        syntax = '"discard" amount ("resources" | "resource")'
        return (Phrase("discard_resources", syntax, cls._from_phrase),)

    @classmethod
    def _from_phrase(cls, node: PhraseNode, ctx: Compiling) -> DiscardResources:
        return cls(ctx.amount(node.args[0]))

    def resolve(self, step: StepOps, actor: int, path: tuple[int, ...]) -> None:
        step.set_done(False)
        if resources(step, actor) >= self.amount:
            step.pending.append(PayResources(actor, self.amount))

    def payable(self, view: View, p: int, bird: int) -> bool:
        return resources(view, p) >= self.amount

    def feasible(self, view: View, p: int, power: PowerContext) -> bool:
        return resources(view, p) >= self.amount

    def describe(self) -> str:
        return f"discard {plural(self.amount, 'resource')} (food, eggs or cards from your hand, in any mix)"


@frozen
class PayResources(Decision):
    """Discard the next of ``remaining`` resources: a food, an egg or a card of the hand."""

    TAG: ClassVar[str] = "pay-resources"
    ACCEPTS: ClassVar[tuple[type, ...]] = (DiscardFood, DiscardEgg, DiscardCard)

    player: int = field(metadata=PLAYER)
    remaining: int = field(metadata=PLAIN)

    def options(self, view: View) -> list[Move]:
        player = view.players[self.player]
        moves: list[Move] = [DiscardFood(Food(f)) for f in range(FOOD_TYPES) if player.food[f]]
        moves += [DiscardEgg(h, c) for h, c, bird in player.birds() if bird.eggs]
        moves += [DiscardCard(card) for card in player.hand]
        return moves

    def answer(self, step: StepOps, move: DiscardFood | DiscardEgg | DiscardCard) -> None:
        p = self.player
        if isinstance(move, DiscardFood):
            step.add_food(p, move.food, -1)
            step.emit(FoodDiscarded(p, move.food))
        elif isinstance(move, DiscardEgg):
            bird = step.remove_egg(p, move.habitat, move.column)
            step.emit(EggDiscarded(p, bird.card))
        else:
            step.discard_from_hand(p, move.card)
        if self.remaining > 1:
            step.pending.append(evolve(self, remaining=self.remaining - 1))
        else:
            step.set_done(True)

    def label(self, names: Naming) -> str:
        who = names.player(self.player)
        return f"{who}: discard a food, an egg or a card ({self.remaining} more)"
