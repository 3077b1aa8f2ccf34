"""The phrases of the Oceania birds' powers that the base game's vocabulary lacks
(docs/oceania.md), each declared once with its phrases.

* ``player to your left has at least 1 invertebrate in supply`` (and ``right``, ``left or
  right``): a neighbour's personal supply passes the comparison (Red-Capped Robin, Kererū and
  their like). Nectar there counts only for a test of nectar (rules-expansions 9.2.3).
* ``discard 1 nectar onto your forest spent space``: a cost of nectar whose spent space the
  card names outright (Rainbow Lorikeet, 9.2.3), whichever habitat the power's bird is in.
* ``replace a bird in forest with this bird without egg cost``: the bird may be played in the
  space of one of the player's forest birds, which is discarded with its eggs, food and cards,
  paying its food cost but no egg (Southern Cassowary; the play rule is ``replacing.py``); as a
  cost of "if you do" it is done when the bird was played so this turn.

The package's ``VOCABULARY`` names this module, so ``effects.add_vocabulary`` joins its
declarations to the vocabulary's tables.
"""

from __future__ import annotations

from typing import ClassVar

from attrs import frozen

from ...effects._base import Compiling, Condition, Effect, Phrase, PhraseNode
from ...effects.cards import Measure
from ...effects.conditions import COMPARISONS
from ...effects.supply import FoodTypeInSupply
from ...effects.turn_memory import REPLACED
from ...state.enums import Food, Habitat
from ...state.events import FoodDiscarded
from ...state.protocol import PowerContext, StepOps, View
from .nectar import keep_spent

_SIDES = {"left": 1, "right": -1}


@frozen
class NeighbourSupplyHas(Condition):
    """The supply of a neighbour of the acting player (``sides``: +1 the left, clockwise; -1 the
    right) passes the comparison (``op``, a key of ``COMPARISONS``) with ``number``: either
    neighbour when two sides are named. With nobody beside the player it fails."""

    TAG: ClassVar[str] = "neighbour-supply-has"

    sides: tuple[int, ...]
    op: str
    number: int
    measure: Measure

    @classmethod
    def phrases(cls) -> tuple[Phrase, ...]:
        syntax = '"player" "to" "your" WORD ("or" WORD)? "has" comparison NUMBER WORD "in" "supply"'
        return (Phrase("neighbour_has_in_supply", syntax, cls._from_phrase),)

    @classmethod
    def _from_phrase(cls, node: PhraseNode, ctx: Compiling) -> NeighbourSupplyHas:
        *sides, op, num, word = node.args
        found = tuple(ctx.lookup(s, "side", _SIDES) for s in sides if s is not None)
        measure = FoodTypeInSupply(ctx.food_or_wild(word))
        return cls(tuple(dict.fromkeys(found)), op, ctx.number(num, "a count"), measure)

    def holds(self, view: View, power: PowerContext, actor: int) -> bool:
        n = len(view.players)
        if n < 2:
            return False
        test = COMPARISONS[self.op][0]
        return any(
            test(self.measure.count(view.players[(actor + side) % n], view.cards), self.number)
            for side in self.sides
        )

    def describe(self) -> str:
        side = " or ".join("left" if s > 0 else "right" for s in self.sides)
        words = COMPARISONS[self.op][1]
        return f"the player to your {side} has {words} {self.number} {self.measure.describe()}"


@frozen
class DiscardNectarOnto(Effect):
    """Discard ``amount`` nectar from the supply onto the player's spent-nectar space of
    ``habitat`` (a cost: done in full or not at all). Spending it, as any power's discard is
    (9.2.3), only onto the space the card names rather than its bird's habitat's."""

    TAG: ClassVar[str] = "discard-nectar-onto"

    amount: int
    habitat: Habitat
    food: Food = Food.NECTAR  # the one food a spent space holds (the card's icon)

    @classmethod
    def phrases(cls) -> tuple[Phrase, ...]:
        syntax = '"discard" amount food_choice "onto" "your" WORD "spent" "space"'
        return (Phrase("discard_nectar_onto", syntax, cls._from_phrase),)

    @classmethod
    def _from_phrase(cls, node: PhraseNode, ctx: Compiling) -> DiscardNectarOnto:
        num, foods, habitat = node.args
        if len(foods) > 1 or ctx.food(foods[0]) is not Food.NECTAR:
            hint = "write 'discard 1 nectar onto your forest spent space'"
            ctx.fail(foods[0].pos, "only nectar goes onto a spent space", hint)
        return cls(ctx.number(num, "an amount", low=1, high=10), ctx.habitat(habitat))

    def payable(self, view: View, p: int, bird: int) -> bool:
        return view.players[p].food[self.food] >= self.amount

    def feasible(self, view: View, p: int, power: PowerContext) -> bool:
        return self.payable(view, p, power.bird)

    def resolve(self, step: StepOps, actor: int, path: tuple[int, ...]) -> None:
        if not self.payable(step, actor, step.power.bird):
            step.set_done(False)
            return
        step.add_food(actor, self.food, -self.amount)
        for _ in range(self.amount):
            step.emit(FoodDiscarded(actor, self.food))
        keep_spent(step, actor, self.amount, self.habitat)

    def describe(self) -> str:
        return (
            f"spend {self.amount} nectar from your supply onto your {self.habitat.label} "
            "spent-nectar space"
        )


@frozen
class ReplaceWithThisBird(Effect):
    """The bird may be played in the space of one of its owner's birds in ``habitat``, which
    is discarded with its eggs, cached food and tucked cards; its food cost is paid, its egg
    cost not (a play rule acting while the bird is played: ``replacing.Replacing``). As the
    power runs, it is done when the bird was so played this turn (the turn note
    ``REPLACED``): the cost of an "if you do". Played in an empty space instead, the bird pays
    its egg cost and the power does nothing (the card's note)."""

    TAG: ClassVar[str] = "replace-with-this-bird"
    NOTE: ClassVar[str] = REPLACED
    PAYMENT: ClassVar[bool | None] = True

    habitat: Habitat

    @classmethod
    def phrases(cls) -> tuple[Phrase, ...]:
        syntax = '"replace" "a" "bird" "in" WORD "with" "this" "bird" "without" "egg" "cost"'
        return (Phrase("replace_with_this_bird", syntax, cls._from_phrase),)

    @classmethod
    def _from_phrase(cls, node: PhraseNode, ctx: Compiling) -> ReplaceWithThisBird:
        return cls(ctx.habitat(node.args[0]))

    def payable(self, view: View, p: int, bird: int) -> bool:
        return bird in view.players[p].noted(REPLACED)

    def feasible(self, view: View, p: int, power: PowerContext) -> bool:
        return self.payable(view, p, power.bird)

    def resolve(self, step: StepOps, actor: int, path: tuple[int, ...]) -> None:
        step.set_done(self.payable(step, actor, step.power.bird))

    def describe(self) -> str:
        return (
            f"you may play this bird in the space of one of your birds in {self.habitat.label}, "
            "discarding that bird with its eggs, cached food and tucked cards; you pay its food "
            "cost but no egg"
        )
