"""The player's own supply as a source and a test: caching food from it on a chosen bird
("cache 1 wild from your supply on any bird", "... on this bird", "... on each bird in this
habitat", "... on each other bird"), with the decision it asks; and the way back, cached food
moved to the supply ("move 1 fish from this bird to your supply"). The food held in a supply, as a test, is
``effects.supply``'s.

The food moves from the acting player's supply onto the bird (rules 3.6: cached food is no
longer in the supply). The base game's "cache N FOOD from supply" takes from the general
supply instead, and "cache 1 seed from your supply on each of up to 5 birds in forest"
(``effects.each``) picks birds of one row. A general family (the Asia and promo cards use it):
this module is no part of ``PRIMITIVE_MODULES``; each expansion whose cards use it joins it to
the vocabulary (``effects.add_vocabulary``), after the base game's, so that the decision types
of a base game keep their order.
"""

from __future__ import annotations

from typing import ClassVar

from attrs import field, frozen

from ..state.enums import BASE_FOODS, HABITATS, Food
from ..state.events import FoodGained
from ..state.fields import BIRD, PLAIN, PLAYER
from ..state.model import ROW_SIZE
from ..state.moves import CacheOnBird, Move, Stop
from ..state.protocol import Decision, Naming, PowerContext, StepOps, View
from ..state.values import evolve
from ._base import (
    BirdTarget,
    Compiling,
    Effect,
    Phrase,
    PhraseNode,
    Which,
    block_could_change,
    fewest,
    takes_everything,
)
from .board import locate, matching_birds

_STOP = Stop()
#: The slot of the food an "up to" cache from the player's supply moved ("per food cached").
CACHED = "cached-from-supply"


@frozen
class CacheFromYourSupply(Effect):
    """Cache ``amount`` ``food`` (None: any type the player holds, chosen per token; with
    ``choices``, one of those types per token: "cache 1 invertebrate or seed or fruit from
    your supply on this bird") from your own supply on one of your birds that ``on`` selects,
    chosen per token; with ``each``, 1 on each selected bird that you pick, in mat order, as
    many as you like. "If you do" holds when at least one token was cached."""

    TAG: ClassVar[str] = "cache-from-your-supply"
    STOPS_BY_ITSELF: ClassVar[bool] = True  # its decision offers "stop"

    amount: int
    food: Food | None
    on: BirdTarget = BirdTarget()
    each: bool = False
    choices: tuple[Food, ...] = ()
    #: The slot remembering each token cached (for "... per food cached"); "" when no line
    #: reads it back ("cache up to 3 ...": the amount the player chose is read).
    into: str = ""

    @classmethod
    def phrases(cls) -> tuple[Phrase, ...]:
        syntax = '"cache" amount WORD "from" "your" "supply" "on"'
        # one of several types: written apart, so that the parser reads "cache N WORD from"
        # of every cache phrase alike until it meets "or"
        choice = '"cache" amount WORD ("or" WORD)+ "from" "your" "supply" "on" bird_target'
        return (
            Phrase("cache_own", syntax + " bird_target", cls._from_phrase),
            Phrase("cache_own_each", syntax + ' "each" each_target', cls._from_phrase),
            Phrase("cache_own_choice", choice, cls._from_phrase),
        )

    @classmethod
    def _from_phrase(cls, node: PhraseNode, ctx: Compiling) -> CacheFromYourSupply:
        num, *words, target = node.args
        each = str(getattr(target, "which", "")).startswith("each")
        if each and ctx.amount(num) != 1:
            ctx.fail(getattr(num, "pos", None), "'cache ... on each bird' caches 1 on each")
        foods = [ctx.food_or_wild(w) for w in words]
        if None in foods and len(foods) > 1:
            ctx.fail(words[0].pos, "'wild' cannot be combined with other foods")
        choices = tuple(f for f in foods if f is not None) if len(foods) > 1 else ()
        on = ctx.target(target, each=True)
        into = ctx.produce(CACHED) if getattr(num, "up_to", False) else ""
        return cls(ctx.amount(num), foods[0], on, each, choices, into)

    def _decision(self, view: View, actor: int, bird: int, least: int) -> CacheYourFood:
        remaining = len(HABITATS) * ROW_SIZE if self.each else self.amount
        return CacheYourFood(
            actor,
            remaining,
            self.food,
            self.on,
            bird,
            least,
            each=self.each,
            choices=self.choices,
            into=self.into,
        )

    def resolve(self, step: StepOps, actor: int, path: tuple[int, ...]) -> None:
        everything = takes_everything(step)
        least = (1 if self.each else self.amount) if everything else fewest(step, actor, path)
        decision = self._decision(step, actor, step.power.bird, least)
        step.set_done(False)  # until a token is cached
        if decision.options(step):
            step.pending.append(decision)

    def payable(self, view: View, p: int, bird: int) -> bool:
        held = sum(view.players[p].food[f] for f in self._foods())
        if held < (1 if self.each else self.amount):
            return False
        return bool(self._decision(view, p, bird, 0).options(view))

    def could_change(self, view: View, p: int, power: PowerContext) -> bool:
        """A token of the supply can be cached on a bird (fewer than ``amount`` may be)."""
        return bool(self._decision(view, p, power.bird, 0).options(view))

    def _foods(self) -> tuple[Food, ...]:
        return _allowed(self.food, self.choices)

    def describe(self) -> str:
        if self.choices:
            food = " or ".join(f.label for f in self.choices)
        else:
            food = "food" if self.food is None else self.food.label
        if self.each:
            return f"move 1 {food} from your supply onto each of the chosen birds, as cached food"
        where = self.on.describe() if self.on.which is Which.THIS else "a bird of yours"
        return f"move {self.amount} {food} from your supply onto {where}, as cached food"


def _allowed(food: Food | None, choices: tuple[Food, ...]) -> tuple[Food, ...]:
    """The food types a cache from the supply may take: ``choices`` when named, else ``food``
    (None: any type)."""
    if choices:
        return choices
    return BASE_FOODS if food is None else (food,)


@frozen
class CacheYourFood(Decision):
    """Choose a food of your supply (of ``food``, None: any) and a bird of yours that ``on``
    selects (``bird``: the bird whose power runs) to cache it on, ``remaining`` times; or stop
    once ``least`` more are not owed. With ``each``, every pick is of a bird after the last one
    picked (``after``: its place, row by row), one token each. ``choices``: the types allowed,
    when several are named (``food`` is then the first)."""

    TAG: ClassVar[str] = "cache-your-food"
    ACCEPTS: ClassVar[tuple[type, ...]] = (CacheOnBird, Stop)

    player: int = field(metadata=PLAYER)
    remaining: int = field(metadata=PLAIN)
    food: Food | None = None
    on: BirdTarget = BirdTarget()
    bird: int = field(default=-1, metadata=BIRD)
    least: int = field(default=0, metadata=PLAIN)
    after: int = field(default=-1, metadata=PLAIN)
    each: bool = False
    choices: tuple[Food, ...] = field(default=(), metadata=PLAIN)
    #: The running power's slot remembering each food cached ("" : none).
    into: str = ""

    def options(self, view: View) -> list[Move]:
        supply = view.players[self.player].food
        foods = [f for f in _allowed(self.food, self.choices) if supply[f]]
        spots = [
            (h, c)
            for h, c in matching_birds(view, self.player, self.on, self.bird)
            if not self.each or HABITATS.index(h) * ROW_SIZE + c > self.after
        ]
        moves: list[Move] = [CacheOnBird(f, h, c) for h, c in spots for f in foods]
        if moves and self.least <= 0:
            moves.append(_STOP)
        return moves

    def answer(self, step: StepOps, move: CacheOnBird | Stop) -> None:
        if isinstance(move, Stop):
            return
        p = self.player
        card = step.players[p].mat[move.habitat][move.column].card
        step.add_food(p, move.food, -1)
        step.cache_food(p, card, move.food, "personal supply")
        step.set_done(True)
        if self.into:
            step.remember(self.into, "food", step.recall(self.into) + (int(move.food),))
        if self.remaining <= 1:
            return
        after = HABITATS.index(move.habitat) * ROW_SIZE + move.column if self.each else -1
        later = evolve(
            self, remaining=self.remaining - 1, least=max(0, self.least - 1), after=after
        )
        if later.options(step):
            step.pending.append(later)

    def label(self, names: Naming) -> str:
        who = names.player(self.player)
        return f"{who}: choose a food of your supply and a bird of yours to cache it on"


@frozen
class ForEachCached(Effect):
    """``body`` once for each food the "cache up to N ... from your supply" line before it
    cached (remembered in ``slot``): "for each food cached: gain 1 die from birdfeeder" (the
    promo Western Jackdaw's "for each, gain 1 [die]"). The body runs after every token is
    cached, so food it gains is never the food cached."""

    TAG: ClassVar[str] = "for-each-cached"
    BLOCKS: ClassVar[tuple[str, ...]] = ("body",)

    slot: str = CACHED
    body: tuple[Effect, ...] = ()

    @classmethod
    def each_phrases(cls) -> tuple[Phrase, ...]:
        """After "for each": the food the cache before it moved."""
        return (Phrase("each_cached", '"food" "cached"', cls._from_phrase),)

    @classmethod
    def _from_phrase(cls, node: PhraseNode, ctx: Compiling) -> ForEachCached:
        what = "'for each food cached' refers to nothing: no 'cache up to N ... from your supply' before it"
        return cls(ctx.require(CACHED, node.pos, what))

    def resolve(self, step: StepOps, actor: int, path: tuple[int, ...]) -> None:
        for _ in step.recall(self.slot):
            step.run_block(actor, path + (0,))

    def could_change(self, view: View, p: int, power: PowerContext) -> bool:
        """Something was cached, and the body could change the game."""
        return bool(power.recall(self.slot)) and block_could_change(self.body, view, p, power)

    def describe(self) -> str:
        from .flow import _sequence

        return f"for each food moved that way, {_sequence(self.body)}"


# --- cached food back to your supply ---------------------------------------------------------
@frozen
class MoveCachedToSupply(Effect):
    """Move ``amount`` ``food`` cached on this bird to your own supply (it is no longer cached:
    spendable food, no longer a point). Done in full, as a cost ("if you do" holds)."""

    TAG: ClassVar[str] = "move-cached-to-supply"
    OWNER_ONLY: ClassVar[bool] = True  # it takes from this bird

    amount: int
    food: Food

    @classmethod
    def phrases(cls) -> tuple[Phrase, ...]:
        syntax = '"move" NUMBER WORD "from" "this" "bird" "to" "your" "supply"'
        return (Phrase("move_cached_to_supply", syntax, cls._from_phrase),)

    @classmethod
    def _from_phrase(cls, node: PhraseNode, ctx: Compiling) -> MoveCachedToSupply:
        return cls(ctx.number(node.args[0], "food", low=1, high=5), ctx.food(node.args[1]))

    def payable(self, view: View, p: int, bird: int) -> bool:
        where = locate(view.players[p], bird)
        if where is None:
            return False
        return view.players[p].mat[where[0]][where[1]].cached[self.food] >= self.amount

    def feasible(self, view: View, p: int, power: PowerContext) -> bool:
        return self.payable(view, p, power.bird)

    def resolve(self, step: StepOps, actor: int, path: tuple[int, ...]) -> None:
        power = step.power
        if not self.payable(step, power.owner, power.bird):
            step.set_done(False)
            return
        where = locate(step.players[power.owner], power.bird)
        assert where is not None
        h, c = where
        bird = step.players[power.owner].mat[h][c]
        cached = list(bird.cached)
        cached[self.food] -= self.amount
        step.set_bird(power.owner, h, c, evolve(bird, cached=tuple(cached)))
        step.add_food(power.owner, self.food, self.amount)
        for _ in range(self.amount):
            step.emit(FoodGained(power.owner, self.food, "this bird"))

    def describe(self) -> str:
        return f"move {self.amount} {self.food.label} cached on this bird to your supply"
