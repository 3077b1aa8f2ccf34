"""Counted quantities: ``for every 3 eggs in your wetland: draw 1 card from deck`` (the block
once for every whole N of a measure: the count divided by N, rounded down), and what reads its
gains back, ``cache up to 2 of them on this bird`` (food the block gained from the supply,
moved from the player's supply onto this bird).

The measure is any the grammar's ``compared`` rule names (``eggs in your forest``, ``birds with
bowl nest``, ``cards in hand``), counted for the acting player when the block begins. "Of
them" is the food the player's supply gained since the ``for every`` began (remembered as a
snapshot of the supply, in the slot ``every-before``).

Food spent for a count: ``discard any number of rodent`` (``... of wild up to 6``, ``... of
them``: of the food the power gained) spends tokens one at a time until the player stops, and
``for each discarded food: ...`` (``... egg``: the eggs the power's egg discards removed) runs its
block once per token; ``cache any of them on this bird`` keeps some of the food just gained
(Oceania's Korimako, Peaceful Dove, Black Noddy and their like).

A general family (Asia's teal birds use it), joined to the vocabulary by the sets using it.
"""

from __future__ import annotations

from typing import ClassVar

from attrs import field, frozen

from ..state.enums import BASE_FOODS, Food
from ..state.fields import BIRD, PLAIN, PLAYER
from ..state.moves import ChooseFood, Move, Stop
from ..state.moves import DiscardFood as DiscardFoodMove
from ..state.protocol import Decision, Naming, PowerContext, StepOps, View
from ..state.values import evolve
from ._base import Compiling, Effect, Phrase, PhraseNode, block_could_change
from .board import locate, spend_food
from .cards import Measure
from .hooks import game_foods

#: The slot holding the acting player's supply when a ``for every`` block began: how many of
#: each food type (kind ``counts``; saves written before it hold one food type per token).
BEFORE = "every-before"


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
        step.remember(BEFORE, "counts", step.players[actor].food)
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
    now = view.players[p].food
    slot = next((s for s in view.powers[-1].slots if s.name == BEFORE), None)
    if slot is None:
        before: tuple[int, ...] = (0,) * len(now)
    elif slot.kind == "food":  # a save of a game paused mid-block, written before ``counts``
        before = tuple(slot.values.count(f) for f in range(len(now)))
    else:
        before = slot.values
    return tuple(f for f in BASE_FOODS if now[f] > before[f])


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
    #: Where the gained food is remembered: empty, the ``for every`` block's snapshot;
    #: else the slot of a gain ("cache any of them").
    slot: str = ""

    def options(self, view: View) -> list[Move]:
        return [*(ChooseFood(f) for f in self.choices), Stop()]

    def answer(self, step: StepOps, move: ChooseFood | Stop) -> None:
        if isinstance(move, Stop):
            return
        step.add_food(self.player, move.food, -1)
        step.cache_food(self.player, self.bird, move.food, "personal supply")
        if self.slot:
            held = step.players[self.player].food
            left = tuple(f for f in self.choices if held[f])
        else:
            left = _gained(step, self.player)  # the food cached is no longer in the supply
        if self.remaining > 1 and left:
            step.pending.append(evolve(self, remaining=self.remaining - 1, choices=left))

    def label(self, names: Naming) -> str:
        who = names.player(self.player)
        return f"{who}: choose a food you just gained to cache on this bird ({self.remaining} more)"


# --- "discard any number of X", then once for each discarded -------------------------------------
#: The slot holding the food a ``discard any number of ...`` line discarded (one entry per token).
DISCARDED_FOOD = "discarded-food"
#: The slot holding the eggs a power's egg discards removed (one entry per egg: the bird's card).
DISCARDED_EGGS = "discarded-eggs"
#: What ``for each discarded WORD`` counts: the slot of each word.
_DISCARDED = {"food": DISCARDED_FOOD, "egg": DISCARDED_EGGS}


@frozen
class DiscardAnyNumber(Effect):
    """``discard any number of rodent`` (``wild``: of any type; ``... up to 6``: at most
    that many; ``discard any number of them``: of the food this power gained, at most as many
    as it gained): spend food of your supply one token at a time until you stop, each one
    remembered for ``for each discarded food``. Discarding is spending (nectar goes to the
    spent space of the power's bird's habitat)."""

    TAG: ClassVar[str] = "discard-any-number"
    STOPS_BY_ITSELF: ClassVar[bool] = True  # its decision offers "stop"

    food: Food | None
    most: int = 0  # 0: no limit but the supply's
    of_gained: str = ""  # the slot of the food gained ("of them")
    #: ``... up to the room on this bird``: at most as many as this bird has room for eggs
    #: (the Americas Grassland Sparrow's "do not exceed its egg limit").
    room: bool = False

    @classmethod
    def phrases(cls) -> tuple[Phrase, ...]:
        head = '"discard" "any" "number" "of" '
        room = head + 'WORD "up" "to" "the" "room" "on" "this" "bird"'
        return (
            Phrase("discard_any_number", head + 'WORD ("up" "to" NUMBER)?', cls._from_food),
            Phrase("discard_any_number_of_them", head + '"them"', cls._from_them),
            Phrase("discard_any_number_room", room, cls._from_room),
        )

    @classmethod
    def _from_room(cls, node: PhraseNode, ctx: Compiling) -> DiscardAnyNumber:
        ctx.produce(DISCARDED_FOOD)
        return cls(ctx.food_or_wild(node.args[0]), room=True)

    @classmethod
    def _from_food(cls, node: PhraseNode, ctx: Compiling) -> DiscardAnyNumber:
        ctx.produce(DISCARDED_FOOD)
        most = (
            ctx.number(node.args[1], "a number of food", low=1, high=10)
            if len(node.args) > 1
            else 0
        )
        return cls(ctx.food_or_wild(node.args[0]), most)

    @classmethod
    def _from_them(cls, node: PhraseNode, ctx: Compiling) -> DiscardAnyNumber:
        what = "'them' refers to nothing: no food is gained before it"
        slot = ctx.require("gained", node.pos, what)
        ctx.produce(DISCARDED_FOOD)
        return cls(None, 0, slot)

    def _choices(self, view: View, p: int, power: PowerContext) -> tuple[Food, ...]:
        held = view.players[p].food
        if self.of_gained:
            kinds: tuple[Food, ...] = tuple(sorted({Food(f) for f in power.recall(self.of_gained)}))
        elif self.food is None:
            kinds = game_foods(view)
        else:
            kinds = (self.food,)
        return tuple(f for f in kinds if held[f] > 0)

    def _most(self, view: View, p: int, power: PowerContext) -> int:
        """How many tokens may go: the cap (the food gained, for "them"), no more than the
        supply holds of the types."""
        held = sum(view.players[p].food[f] for f in self._choices(view, p, power))
        if self.of_gained:
            return min(held, len(power.recall(self.of_gained)))
        if self.room:
            player = view.players[p]
            where = locate(player, power.bird)
            if where is None:
                return 0
            bird = player.mat[where[0]][where[1]]
            return min(held, max(0, view.cards.birds[bird.card].egg_limit - bird.eggs))
        return min(held, self.most) if self.most else held

    def could_change(self, view: View, p: int, power: PowerContext) -> bool:
        """The player holds such a food (for "them": the power gained some)."""
        if self.of_gained:
            return True  # what was gained is known only once the power runs
        return self._most(view, p, power) > 0

    def resolve(self, step: StepOps, actor: int, path: tuple[int, ...]) -> None:
        step.remember(DISCARDED_FOOD, "food", ())
        most = self._most(step, actor, step.power)
        if most <= 0:
            step.set_done(False)
            return
        step.pending.append(DiscardOneMore(actor, most, self._choices(step, actor, step.power)))

    def describe(self) -> str:
        if self.of_gained:
            return "spend as many of the food just gained as you like"
        kind = "food of any type" if self.food is None else self.food.label
        cap = f" (at most {self.most})" if self.most else ""
        if self.room:
            cap = " (no more than this bird has room for eggs)"
        return f"spend as many {kind} from your supply as you like{cap}"


@frozen
class DiscardOneMore(Decision):
    """Spend one more food (one of ``choices``) from your supply, up to ``remaining`` more; or
    stop. Each token spent is remembered in the power's ``discarded-food`` slot."""

    TAG: ClassVar[str] = "discard-one-more"
    ACCEPTS: ClassVar[tuple[type, ...]] = (DiscardFoodMove, Stop)

    player: int = field(metadata=PLAYER)
    remaining: int = field(metadata=PLAIN)
    choices: tuple[Food, ...] = field(metadata=PLAIN)

    def options(self, view: View) -> list[Move]:
        held = view.players[self.player].food
        return [*(DiscardFoodMove(f) for f in self.choices if held[f]), Stop()]

    def answer(self, step: StepOps, move: DiscardFoodMove | Stop) -> None:
        done = step.recall(DISCARDED_FOOD)
        if isinstance(move, Stop):
            step.set_done(bool(done))
            return
        spend_food(step, self.player, move.food, False)
        step.remember(DISCARDED_FOOD, "food", done + (int(move.food),))
        step.set_done(True)
        later = evolve(self, remaining=self.remaining - 1)
        if later.remaining > 0 and len(later.options(step)) > 1:
            step.pending.append(later)

    def label(self, names: Naming) -> str:
        who = names.player(self.player)
        return f"{who}: spend one more food, or stop"


@frozen
class ForEachDiscarded(Effect):
    """``for each discarded food: ...`` (or ``egg``): ``body`` once for each food token the
    ``discard any number of ...`` line before it spent (each egg the power's egg discards
    removed), counted when it begins."""

    TAG: ClassVar[str] = "for-each-discarded"
    BLOCKS: ClassVar[tuple[str, ...]] = ("body",)

    slot: str
    body: tuple[Effect, ...] = ()

    @classmethod
    def each_phrases(cls) -> tuple[Phrase, ...]:
        return (Phrase("discarded", '"discarded" WORD', cls._from_phrase),)

    @classmethod
    def _from_phrase(cls, node: PhraseNode, ctx: Compiling) -> ForEachDiscarded:
        slot = ctx.lookup(node.args[0], "thing discarded", _DISCARDED)
        what = f"'discarded {node.args[0]}' refers to nothing: no discard of it before it"
        return cls(ctx.require(slot, node.pos, what))

    def could_change(self, view: View, p: int, power: PowerContext) -> bool:
        """Something was discarded, and the body could change the game."""
        return bool(power.recall(self.slot)) and block_could_change(self.body, view, p, power)

    def resolve(self, step: StepOps, actor: int, path: tuple[int, ...]) -> None:
        for _ in range(len(step.recall(self.slot))):
            step.run_block(actor, path + (0,))

    def describe(self) -> str:
        from .flow import _sequence

        what = "food" if self.slot == DISCARDED_FOOD else "egg"
        return f"for each {what} thrown away that way, {_sequence(self.body)}"


@frozen
class CacheAnyOfGained(Effect):
    """``cache any of them on this bird``: of the food this power just gained (the slot of
    the gain before it), move as many as the player likes from their supply onto this bird."""

    TAG: ClassVar[str] = "cache-any-of-gained"
    OWNER_ONLY: ClassVar[bool] = True  # it caches on this bird
    STOPS_BY_ITSELF: ClassVar[bool] = True

    slot: str = "gained"
    #: ``cache all of them on this bird``: every one of that food still held, no choice (the
    #: Americas Amazon Kingfisher's kind: "cache all fish from the birdfeeder").
    every: bool = False

    @classmethod
    def phrases(cls) -> tuple[Phrase, ...]:
        syntax = '"cache" "any" "of" "them" "on" "this" "bird"'
        every = '"cache" "all" "of" "them" "on" "this" "bird"'
        return (
            Phrase("cache_any_of_gained", syntax, cls._from_phrase),
            Phrase("cache_all_of_gained", every, cls._from_every),
        )

    @classmethod
    def _from_phrase(cls, node: PhraseNode, ctx: Compiling) -> CacheAnyOfGained:
        what = "'them' refers to nothing: no food is gained before it"
        return cls(ctx.require("gained", node.pos, what))

    @classmethod
    def _from_every(cls, node: PhraseNode, ctx: Compiling) -> CacheAnyOfGained:
        what = "'them' refers to nothing: no food is gained before it"
        return cls(ctx.require("gained", node.pos, what), every=True)

    def could_change(self, view: View, p: int, power: PowerContext) -> bool:
        """Nothing on its own: the gain before it says whether the power could change the
        game."""
        return False

    def resolve(self, step: StepOps, actor: int, path: tuple[int, ...]) -> None:
        power = step.power
        gained = power.recall(self.slot)
        held = step.players[power.owner].food
        foods = tuple(sorted({Food(f) for f in gained if held[f]}))
        if not foods:
            step.set_done(False)
            return
        if self.every:
            for food in gained:
                if step.players[power.owner].food[food]:
                    step.add_food(power.owner, Food(food), -1)
                    step.cache_food(power.owner, power.bird, Food(food), "personal supply")
            return
        step.pending.append(CacheGained(power.owner, len(gained), foods, power.bird, self.slot))

    def describe(self) -> str:
        if self.every:
            return "keep all of that food on this bird as cached food"
        return "keep as many of that food as you like on this bird as cached food"
