"""Counted quantities: ``for every 3 eggs in your wetland: draw 1 card from deck`` (the block
once for every whole N of a measure: the count divided by N, rounded down), and what reads its
gains back, ``cache up to 2 of them on this bird`` (food the block gained from the supply,
moved from the player's supply onto this bird).

The measure is any the grammar's ``compared`` rule names (``eggs in your forest``, ``birds with
bowl nest``, ``cards in hand``), counted for the acting player when the block begins. "Of
them" is the food the player's supply gained since the ``for every`` began (remembered as a
snapshot of the supply, in the slot ``every-before``).

A general family (Asia's teal birds use it), joined to the vocabulary by the sets using it.
"""

from __future__ import annotations

from typing import ClassVar

from attrs import field, frozen

from ..state.enums import BASE_FOODS, Food
from ..state.fields import BIRD, PLAIN, PLAYER
from ..state.moves import ChooseFood, Move, Stop
from ..state.protocol import Decision, Naming, PowerContext, StepOps, View
from ..state.values import evolve
from ._base import Compiling, Effect, Phrase, PhraseNode, block_could_change
from .cards import Measure

#: The slot holding the acting player's supply when a ``for every`` block began (food types,
#: one entry per token).
BEFORE = "every-before"


def _tokens(food: tuple[int, ...]) -> tuple[int, ...]:
    return tuple(f for f in BASE_FOODS for _ in range(food[f]))


@frozen
class ForEvery(Effect):
    """``body`` once for every whole ``per`` of what ``measure`` counts for the acting player
    (counted when it begins; rounded down)."""

    TAG: ClassVar[str] = "for-every"
    BLOCKS: ClassVar[tuple[str, ...]] = ("body",)

    per: int
    measure: Measure
    body: tuple[Effect, ...] = ()

    @classmethod
    def each_phrases(cls) -> tuple[Phrase, ...]:
        """After "for each" or "for every": a number, then what it counts."""
        return (Phrase("every", "NUMBER compared", cls._from_phrase),)

    @classmethod
    def _from_phrase(cls, node: PhraseNode, ctx: Compiling) -> ForEvery:
        per = ctx.number(node.args[0], "a group size", low=2, high=20)
        ctx.produce(BEFORE)
        return cls(per, ctx.measure(node.args[1]))

    def could_change(self, view: View, p: int, power: PowerContext) -> bool:
        """At least one whole ``per`` is counted, and the body could change the game."""
        times = self.measure.count(view.players[p], view.cards) // self.per
        return times > 0 and block_could_change(self.body, view, p, power)

    def resolve(self, step: StepOps, actor: int, path: tuple[int, ...]) -> None:
        step.remember(BEFORE, "food", _tokens(step.players[actor].food))
        times = self.measure.count(step.players[actor], step.cards) // self.per
        for _ in range(times):
            step.run_block(actor, path + (0,))

    def describe(self) -> str:
        from .flow import _sequence

        return (
            f"for every {self.per} of your {self.measure.describe()} (rounded down), "
            f"{_sequence(self.body)}"
        )


@frozen
class CacheOfGained(Effect):
    """Cache up to ``most`` of the food the acting player gained since the ``for every`` block
    began on this bird, from their supply."""

    TAG: ClassVar[str] = "cache-of-gained"
    OWNER_ONLY: ClassVar[bool] = True  # it caches on this bird
    STOPS_BY_ITSELF: ClassVar[bool] = True  # its decision offers "stop"

    most: int

    @classmethod
    def phrases(cls) -> tuple[Phrase, ...]:
        syntax = '"cache" amount "of" "them" "on" "this" "bird"'
        return (Phrase("cache_of_gained", syntax, cls._from_phrase),)

    @classmethod
    def _from_phrase(cls, node: PhraseNode, ctx: Compiling) -> CacheOfGained:
        what = "'of them' refers to nothing: no 'for every 3 eggs ...' block before it"
        ctx.require(BEFORE, node.pos, what)
        return cls(ctx.amount(node.args[0]))

    def chooses_amount(self) -> bool:
        return True

    def could_change(self, view: View, p: int, power: PowerContext) -> bool:
        """Nothing on its own: it caches what the ``for every`` block before it gains, which
        says whether the power could change the game."""
        return False

    def resolve(self, step: StepOps, actor: int, path: tuple[int, ...]) -> None:
        gained = _gained(step, actor)
        if not gained or self.most <= 0:
            step.set_done(False)
            return
        step.pending.append(CacheGained(actor, self.most, gained, step.power.bird))

    def describe(self) -> str:
        return f"keep up to {self.most} of that food on this bird as cached food"


def _gained(view: View, p: int) -> tuple[Food, ...]:
    """The food types ``p``'s supply holds more of than when the ``for every`` began."""
    before = view.powers[-1].recall(BEFORE)
    now = view.players[p].food
    return tuple(f for f in BASE_FOODS if now[f] > before.count(f))


@frozen
class CacheGained(Decision):
    """Choose a gained food (of ``choices``) to cache on ``bird`` from your supply, up to
    ``remaining`` more; or stop."""

    TAG: ClassVar[str] = "cache-gained"
    ACCEPTS: ClassVar[tuple[type, ...]] = (ChooseFood, Stop)

    player: int = field(metadata=PLAYER)
    remaining: int = field(metadata=PLAIN)
    choices: tuple[Food, ...] = field(metadata=PLAIN)
    bird: int = field(metadata=BIRD)

    def options(self, view: View) -> list[Move]:
        return [*(ChooseFood(f) for f in self.choices), Stop()]

    def answer(self, step: StepOps, move: ChooseFood | Stop) -> None:
        if isinstance(move, Stop):
            return
        step.add_food(self.player, move.food, -1)
        step.cache_food(self.player, self.bird, move.food, "personal supply")
        left = _gained(step, self.player)  # the food cached is no longer in the supply
        if self.remaining > 1 and left:
            step.pending.append(evolve(self, remaining=self.remaining - 1, choices=left))

    def label(self, names: Naming) -> str:
        who = names.player(self.player)
        return f"{who}: choose a food you just gained to cache on this bird ({self.remaining} more)"
