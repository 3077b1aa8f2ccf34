"""Food primitives: gaining from the supply or the birdfeeder, caching, spending, trading,
and rolling the dice outside the feeder; with the decisions they ask."""

from __future__ import annotations

from typing import Any, ClassVar

from attrs import field, frozen

from ..state.enums import Food
from ..state.events import DiceRolled, FoodGained
from ..state.fields import BIRD, PLAIN, PLAYER
from ..state.moves import CacheOnBird, ChooseFood, Move, Reroll, Stop, TakeAmount, TakeDie
from ..state.moves import DiscardFood as DiscardFoodMove
from ..state.protocol import Decision, Naming, PowerContext, StepOps, View
from ..state.values import evolve
from ._base import (
    BirdTarget,
    Compiling,
    Delayable,
    Effect,
    Phrase,
    PhraseNode,
    Which,
    Zone,
    amounts,
    check_later,
    either,
    fewest,
    paid_for,
    plural,
    takes_everything,
)
from .board import (
    CHOSEN_BIRDS,
    cached_spendable,
    chosen_birds,
    feeder_options,
    food_to_pay,
    matching_birds,
    remember_chosen,
    spend_food,
)
from .dice import reroll_outside
from .hooks import game_foods

_STOP = Stop()


def _foods(foods: tuple[Food, ...]) -> str:
    return either(f.label for f in foods)


# --- gaining ----------------------------------------------------------------------------------
@frozen
class GainFood(Delayable):
    """Gain ``amount`` food, each one of ``choices`` (empty = any type), from the supply or feeder.

    From the birdfeeder each food is one die (if available; the reroll rule applies). From the
    birdfeeder with no ``choices`` it is "gain 1 die": any die, any face. The last food gained
    is remembered in the slot ``into`` ("cache it"). The player may take fewer (rules 10.1 #1):
    one die or one food type at a time with "stop", or "how many" of a single type from the
    supply. With ``at_end_of_turn``, the food is gained when the turn under way ends (rules 9.1:
    a pink power's "at the end of their turn"); nothing remembers it then.
    """

    TAG: ClassVar[str] = "gain-food"

    amount: int
    choices: tuple[Food, ...]
    source: Zone = Zone.SUPPLY
    into: str = "gained"
    at_end_of_turn: bool = False
    #: One food of each of ``choices`` at most ("gain each of invertebrate and fruit from
    #: birdfeeder": either or both, each die another food of them).
    each: bool = False

    @classmethod
    def phrases(cls) -> tuple[Phrase, ...]:
        syntax = '"gain" amount food_choice "from" WORD at_end_of_turn?'
        both = '"gain" "each" "of" WORD "and" WORD "from" WORD'
        return (Phrase("gain", syntax, cls._from_gain), Phrase("gain_each", both, cls._from_each))

    @classmethod
    def _from_each(cls, node: PhraseNode, ctx: Compiling) -> GainFood:
        first, second, source = node.args
        ctx.zone(source, {"birdfeeder": Zone.BIRDFEEDER}, "gain one food of each")
        foods = (ctx.food(first), ctx.food(second))
        if foods[0] is foods[1]:
            ctx.fail(second.pos, "name two different foods")
        return cls(2, foods, Zone.BIRDFEEDER, ctx.produce("gained"), each=True)

    @classmethod
    def _from_gain(cls, node: PhraseNode, ctx: Compiling) -> GainFood:
        num, foods, source = node.args[:3]
        later = check_later(node, ctx, len(node.args) > 3)
        amount = ctx.amount(num)
        zone = ctx.zone(source, {"supply": Zone.SUPPLY, "birdfeeder": Zone.BIRDFEEDER}, "gain food")
        # Food gained when the turn ends is out of the power's reach: nothing refers to it.
        into = "gained" if later else ctx.produce("gained")
        words = [w.text for w in foods]
        if "die" not in words and "wild" not in words:
            return cls(amount, tuple(ctx.food(w) for w in foods), zone, into, at_end_of_turn=later)
        # "die" (from the birdfeeder) and "wild" (from the supply) stand alone.
        word = "die" if "die" in words else "wild"
        wanted = Zone.BIRDFEEDER if word == "die" else Zone.SUPPLY
        if len(foods) > 1:
            ctx.fail(foods[0].pos, f"'{word}' cannot be combined with other foods")
        if zone is not wanted:
            hint = "'gain 1 die from birdfeeder' takes any die; 'wild' is any food from supply"
            ctx.fail(source.pos, f"'{word}' comes from {wanted.value}", hint)
        return cls(amount, (), zone, into, at_end_of_turn=later)

    def resolve_now(self, step: StepOps, actor: int, path: tuple[int, ...]) -> None:
        step.remember(self.into, "food", ())
        if self.source is Zone.BIRDFEEDER:
            paid = paid_for(step, path)
            take = TakeFoodForPower(
                actor, self.amount, self.choices, self.into, paid=paid, each=self.each
            )
            if self.each:
                step.set_done(False)  # "if you do": at least one of them taken
            step.pending.append(take)
        elif len(self.choices) == 1:
            food = self.choices[0]
            if self.amount == 1 or takes_everything(step):
                _gain_from_supply(step, actor, food, self.amount, self.into)
            else:
                least = fewest(step, actor, path)
                step.pending.append(GainHowMany(actor, self.amount, food, least, self.into))
        else:
            choices = self.choices or game_foods(step)
            may_stop = self.amount > 1 and fewest(step, actor, path) == 0
            step.pending.append(GainChoice(actor, self.amount, choices, self.into, may_stop))

    def could_change(self, view: View, p: int, power: PowerContext) -> bool:
        """From the birdfeeder: a die gives one of the foods, or the feeder may be rerolled
        (rules 10.1 #3); from the supply, always."""
        if self.source is not Zone.BIRDFEEDER or self.at_end_of_turn:
            return True
        return feeder_options(view, p, self.choices, stop=False) != []

    def describe(self) -> str:
        return self._what() + self.later_words()

    def _what(self) -> str:
        if self.each:
            foods = " and/or ".join(f"1 {f.label}" for f in self.choices)
            return f"take {foods} from the birdfeeder if dice show them"
        if self.source is Zone.BIRDFEEDER:
            if not self.choices:
                return (
                    f"take {plural(self.amount, 'die', 'dice')} of your choice from the birdfeeder"
                )
            return (
                f"take {self.amount} {_foods(self.choices)} from the birdfeeder if a die shows it"
            )
        kind = "food of any type" if not self.choices else _foods(self.choices)
        return f"take {self.amount} {kind} from the supply"


def _gain_from_supply(step: StepOps, p: int, food: Food, amount: int, into: str) -> None:
    if amount <= 0:
        step.set_done(False)  # "if you do": taking none is not doing it
        return
    step.add_food(p, food, amount)
    for _ in range(amount):
        step.emit(FoodGained(p, food, "supply"))
    step.remember(into, "food", (food,))


@frozen
class GainHowMany(Decision):
    """How many of a power's ``amount`` ``food`` to take from the supply: all of them, down to
    ``least`` (rules 10.1 #1; ``least`` is 1 when taking none is declining the power)."""

    TAG: ClassVar[str] = "gain-how-many"
    ACCEPTS: ClassVar[tuple[type, ...]] = (TakeAmount,)

    player: int = field(metadata=PLAYER)
    amount: int = field(metadata=PLAIN)
    food: Food
    least: int = field(default=0, metadata=PLAIN)
    into: str = "gained"

    def options(self, view: View) -> list[Move]:
        return amounts(self.amount, self.least)

    def answer(self, step: StepOps, move: TakeAmount) -> None:
        _gain_from_supply(step, self.player, self.food, move.amount, self.into)

    def label(self, names: Naming) -> str:
        who = names.player(self.player)
        return f"{who}: how many {self.food.label} to take from the supply (up to {self.amount})"


@frozen
class GainAllFood(Effect):
    """Gain every die in the birdfeeder showing ``food`` (possibly none)."""

    TAG: ClassVar[str] = "gain-all-food"

    food: Food
    into: str = "gained"

    @classmethod
    def phrases(cls) -> tuple[Phrase, ...]:
        return (Phrase("gain_all", '"gain" "all" WORD "from" WORD', cls._from_gain_all),)

    @classmethod
    def _from_gain_all(cls, node: PhraseNode, ctx: Compiling) -> GainAllFood:
        food, source = node.args
        ctx.zone(source, {"birdfeeder": Zone.BIRDFEEDER}, "gain all food")
        into = ctx.produce("gained")
        return cls(ctx.food(food), into)

    def resolve(self, step: StepOps, actor: int, path: tuple[int, ...]) -> None:
        step.remember(self.into, "food", ())
        step.pending.append(TakeFoodForPower(actor, -1, (self.food,), self.into))

    def could_change(self, view: View, p: int, power: PowerContext) -> bool:
        """A die shows the food, or the feeder may be rerolled (rules 10.1 #3)."""
        return feeder_options(view, p, (self.food,), stop=False) != []

    def describe(self) -> str:
        return f"take every die showing {self.food.label} from the birdfeeder (perhaps none)"


@frozen
class TakeFoodForPower(Decision):
    """Take dice from the birdfeeder for a power, one at a time.

    ``remaining``: dice still to take; -1 takes every die giving one of ``foods`` ("gain all").
    ``foods``: only dice giving one of these may be taken (empty: any die). ``into``: the slot
    that remembers the food. ``started``: a "gain all" has taken a die; it takes the rest
    without a reroll (the dice are those that were in the feeder, rules 10.1 #3).
    """

    TAG: ClassVar[str] = "take-food-for-power"
    ACCEPTS: ClassVar[tuple[type, ...]] = (TakeDie, Reroll, Stop)

    player: int = field(metadata=PLAYER)
    remaining: int = field(metadata=PLAIN)
    foods: tuple[Food, ...] = field(metadata=PLAIN)
    into: str
    started: bool = False
    #: The first die was paid for by a cost (``paid_for``): no "stop" before it.
    paid: bool = False
    #: Each of ``foods`` at most once (``GainFood.each``).
    each: bool = False

    def options(self, view: View) -> list[Move]:
        moves = feeder_options(view, self.player, self.foods, reroll=not self.started)
        if self.paid and len(moves) > 1:
            return moves[:-1]  # the last is "stop"
        return moves

    def answer(self, step: StepOps, move: TakeDie | Reroll | Stop) -> None:
        p = self.player
        t = step.players[p].table
        if isinstance(move, Stop):
            return
        if isinstance(move, Reroll):
            step.roll_feeder(t, "reroll")
            step.pending.append(self)
            return
        step.take_die_for_food(p, move.face, move.food)
        # "gain all" remembers every food it took ("them"), a gain of N the last one ("it")
        kept = step.recall(self.into) if self.remaining < 0 else ()
        step.remember(self.into, "food", kept + (int(move.food),))
        if self.each:
            step.set_done(True)
            rest = tuple(f for f in self.foods if f is not move.food)
            later = evolve(self, remaining=self.remaining - 1, foods=rest, paid=False)
            if self.remaining > 1 and len(later.options(step)) > 1:
                step.pending.append(later)
        elif self.remaining > 1:
            step.pending.append(evolve(self, remaining=self.remaining - 1, paid=False))
        elif self.remaining < 0 and step.tables[t].outside:  # "gain all": not from a new roll
            step.pending.append(evolve(self, started=True))

    def label(self, names: Naming) -> str:
        who = names.player(self.player)
        if self.remaining < 0:
            return f"{who}: take every die showing {_foods(self.foods)}"
        return f"{who}: take a die from the birdfeeder ({self.remaining} more)"


@frozen
class GainChoice(Decision):
    """Choose the type of each food gained from the supply (a wild gain, a trade).

    ``may_stop``: "stop" is offered, to take fewer than ``remaining`` (rules 10.1 #1): a gain of
    several food, but not before the first one when taking none is declining the power.
    """

    TAG: ClassVar[str] = "gain-choice"
    ACCEPTS: ClassVar[tuple[type, ...]] = (ChooseFood, Stop)

    player: int = field(metadata=PLAYER)
    remaining: int = field(metadata=PLAIN)
    choices: tuple[Food, ...] = field(metadata=PLAIN)
    into: str = ""
    may_stop: bool = False

    def options(self, view: View) -> list[Move]:
        moves: list[Move] = [ChooseFood(f) for f in self.choices]
        if self.may_stop and not takes_everything(view):
            moves.append(_STOP)
        return moves

    def answer(self, step: StepOps, move: ChooseFood | Stop) -> None:
        if isinstance(move, Stop):
            if self.into and not step.recall(self.into):
                step.set_done(False)  # none was taken
            return
        step.add_food(self.player, move.food)
        step.emit(FoodGained(self.player, move.food, "supply"))
        if self.into:
            step.remember(self.into, "food", (int(move.food),))
        if self.remaining > 1:
            step.pending.append(evolve(self, remaining=self.remaining - 1, may_stop=True))

    def label(self, names: Naming) -> str:
        return f"{names.player(self.player)}: choose a food to gain ({self.remaining} more)"


# --- caching ----------------------------------------------------------------------------------
@frozen
class CacheFood(Effect):
    """Cache food: ``amount`` of ``food`` from the supply, or the food the power just gained
    (``source`` GAINED: the food remembered in ``slot``, from your supply), on this bird or, when
    ``on`` selects others, on a bird of the player's choice for each token (a bird with no
    caching power included). From the supply, ``food`` None is any type, chosen per token."""

    TAG: ClassVar[str] = "cache-food"

    amount: int
    food: Food | None
    source: Zone = Zone.SUPPLY
    slot: str = "gained"
    on: BirdTarget = BirdTarget(Which.THIS)

    @classmethod
    def phrases(cls) -> tuple[Phrase, ...]:
        return (
            Phrase("cache", '"cache" amount WORD "from" WORD "on" bird_target', cls._from_cache),
            Phrase("cache_it", '"cache" "it" "on" bird_target', cls._from_cache_it),
        )

    @classmethod
    def _from_cache(cls, node: PhraseNode, ctx: Compiling) -> CacheFood:
        num, food, source, target = node.args
        amount = ctx.amount(num)
        zone = ctx.zone(source, {"supply": Zone.SUPPLY}, "cache")
        if target.which == "this":
            ctx.this_bird(target, "cache food on")
            return cls(amount, ctx.food(food), zone)
        # on a bird the player chooses for each token; a wild food is chosen with it
        return cls(amount, ctx.food_or_wild(food), zone, on=ctx.target(target))

    @classmethod
    def _from_cache_it(cls, node: PhraseNode, ctx: Compiling) -> CacheFood:
        ctx.this_bird(node.args[0], "cache food on")
        slot = ctx.require(
            "gained",
            node.pos,
            "'cache it' refers to nothing: no food is gained before it",
            "write 'gain 1 seed from birdfeeder' on a line before 'cache it'",
        )
        return cls(1, None, Zone.GAINED, slot)

    def resolve(self, step: StepOps, actor: int, path: tuple[int, ...]) -> None:
        power = step.power
        owner, bird = power.owner, power.bird
        if self.source is Zone.GAINED:
            gained = power.recall(self.slot)
            if not gained or not step.players[owner].food[gained[0]]:
                step.set_done(False)
                return
            food = Food(gained[0])
            step.add_food(owner, food, -1)
            step.cache_food(owner, bird, food, "personal supply")
            return
        if self.chooses_bird():
            least = self.amount if takes_everything(step) else fewest(step, actor, path)
            decision = CacheOnYourBird(actor, self.amount, self.food, self.on, bird, least)
            if not decision.options(step):
                step.set_done(False)
                return
            step.pending.append(decision)
            return
        if self.food is None:
            raise TypeError("a supply cache on this bird names its food")
        if self.amount == 1 or takes_everything(step):
            _cache_from_supply(step, owner, bird, self.food, self.amount)
        else:
            least = fewest(step, actor, path)
            step.pending.append(CacheHowMany(owner, self.amount, self.food, bird, least))

    def chooses_bird(self) -> bool:
        """Whether the player chooses the bird for each token (a selector other than this
        bird, or a food of any type)."""
        return self.source is Zone.SUPPLY and (self.on.which is not Which.THIS or self.food is None)

    def feasible(self, view: View, p: int, power: PowerContext) -> bool:
        if self.chooses_bird():
            chosen = power.recall(CHOSEN_BIRDS) if self.on.distinct else ()
            return bool(matching_birds(view, p, self.on, power.bird, chosen))
        if self.source is not Zone.GAINED:
            return True
        gained = power.recall(self.slot)
        return bool(gained) and view.players[p].food[gained[0]] > 0

    def can_begin(self, view: View, p: int, bird: int) -> bool:
        return not self.chooses_bird() or bool(matching_birds(view, p, self.on, bird))

    def describe(self) -> str:
        if self.source is Zone.GAINED:
            return "keep that food on this bird as a cached token instead"
        food = self.food.label if self.food is not None else "food of any type"
        return f"place {self.amount} {food} from the supply on {self.on.describe()} as cached food"


@frozen
class CacheOnYourBird(Decision):
    """Choose the food (when any) and the bird of yours to cache it on, among the birds ``on``
    selects (``bird``: the bird whose power runs), or stop once ``least`` more are not owed:
    the player may cache fewer (rules 10.1 #1)."""

    TAG: ClassVar[str] = "cache-on-your-bird"
    ACCEPTS: ClassVar[tuple[type, ...]] = (CacheOnBird, Stop)

    player: int = field(metadata=PLAYER)
    remaining: int = field(metadata=PLAIN)
    food: Food | None = None
    on: BirdTarget = BirdTarget()
    bird: int = field(default=-1, metadata=BIRD)
    least: int = field(default=0, metadata=PLAIN)

    def options(self, view: View) -> list[Move]:
        foods = game_foods(view) if self.food is None else (self.food,)
        chosen = chosen_birds(view, self.on)
        spots = matching_birds(view, self.player, self.on, self.bird, chosen)
        moves: list[Move] = [CacheOnBird(f, h, c) for h, c in spots for f in foods]
        if moves and self.least <= 0:
            moves.append(_STOP)
        return moves

    def answer(self, step: StepOps, move: CacheOnBird | Stop) -> None:
        if isinstance(move, Stop):
            return
        p = self.player
        card = step.players[p].mat[move.habitat][move.column].card
        step.cache_food(p, card, move.food, "supply")
        remember_chosen(step, self.on, card)
        if self.remaining > 1:
            step.pending.append(
                evolve(self, remaining=self.remaining - 1, least=max(0, self.least - 1))
            )

    def label(self, names: Naming) -> str:
        return f"{names.player(self.player)}: choose a food and a bird of yours to cache it on"


def _cache_from_supply(step: StepOps, p: int, bird: int, food: Food, amount: int) -> None:
    if amount <= 0:
        step.set_done(False)
    for _ in range(amount):
        step.cache_food(p, bird, food, "supply")


@frozen
class CacheHowMany(Decision):
    """How many of a power's ``amount`` ``food`` to cache from the supply on ``bird``: all of
    them, down to ``least`` (rules 10.1 #1)."""

    TAG: ClassVar[str] = "cache-how-many"
    MAT_BIRDS: ClassVar[tuple[str, ...]] = ("bird",)
    ACCEPTS: ClassVar[tuple[type, ...]] = (TakeAmount,)

    player: int = field(metadata=PLAYER)
    amount: int = field(metadata=PLAIN)
    food: Food
    bird: int = field(metadata=BIRD)
    least: int = field(default=0, metadata=PLAIN)

    def options(self, view: View) -> list[Move]:
        return amounts(self.amount, self.least)

    def answer(self, step: StepOps, move: TakeAmount) -> None:
        _cache_from_supply(step, self.player, self.bird, self.food, move.amount)

    def label(self, names: Naming) -> str:
        who = names.player(self.player)
        where = names.bird(self.bird)
        return f"{who}: how many {self.food.label} to cache on {where} (up to {self.amount})"


# --- spending and trading ---------------------------------------------------------------------
@frozen
class DiscardFood(Effect):
    """Discard food from your personal supply, each one of ``choices`` (empty = any type)."""

    TAG: ClassVar[str] = "discard-food"

    amount: int
    choices: tuple[Food, ...]

    @classmethod
    def phrases(cls) -> tuple[Phrase, ...]:
        return (Phrase("discard_food", '"discard" amount food_choice', cls._from_discard),)

    @classmethod
    def _from_discard(cls, node: PhraseNode, ctx: Compiling) -> DiscardFood:
        num, words = node.args
        amount = ctx.amount(num)
        foods = [ctx.food_or_wild(w) for w in words]
        if None in foods and len(foods) > 1:
            ctx.fail(words[0].pos, "'wild' cannot be combined with other foods")
        return cls(amount, tuple(f for f in foods if f is not None))

    def resolve(self, step: StepOps, actor: int, path: tuple[int, ...]) -> None:
        if not self.payable(step, actor, step.power.bird):
            step.set_done(False)
            return
        step.pending.append(PayFoodCost(actor, self.amount, self.choices or game_foods(step)))

    def payable(self, view: View, p: int, bird: int) -> bool:
        food = food_to_pay(view, p)
        return sum(food[f] for f in self.choices or game_foods(view)) >= self.amount

    def describe(self) -> str:
        kind = "food of any type" if not self.choices else _foods(self.choices)
        return f"spend {self.amount} {kind} from your supply"


@frozen
class TradeFood(Effect):
    """Discard ``amount`` food of any type to gain the same amount of another type."""

    TAG: ClassVar[str] = "trade-food"

    amount: int = 1

    @classmethod
    def phrases(cls) -> tuple[Phrase, ...]:
        syntax = '"trade" NUMBER WORD "for" NUMBER "other" "food" "from" "supply"'
        named = '"trade" NUMBER WORD ("or" WORD)* "for" NUMBER food_choice "from" "supply"'
        return (Phrase("trade", syntax, cls._from_trade), Phrase("trade_for", named, cls._from_for))

    @classmethod
    def _from_trade(cls, node: PhraseNode, ctx: Compiling) -> TradeFood:
        give_num, food, get_num = node.args
        give = ctx.amount(give_num)
        if ctx.amount(get_num) != give:
            ctx.fail(get_num.pos, "a trade gives back as many food as it takes")
        if food.text != "wild":
            ctx.fail(food.pos, "a trade takes any food: write 'trade 1 wild for ...'")
        return cls(give)

    @classmethod
    def _from_for(cls, node: PhraseNode, ctx: Compiling) -> Effect:
        """Any other trade (``trade 2 wild for 1 wild``, ``trade 1 seed for 1 fruit``) is the
        cost form ``discard ... to gain ... from supply``."""
        give_num, *give_foods, get_num, get_foods = node.args
        give, get = ctx.amount(give_num), ctx.amount(get_num)
        return _trade_as_cost(ctx, give, tuple(give_foods), get, get_foods)

    def resolve(self, step: StepOps, actor: int, path: tuple[int, ...]) -> None:
        if not self.payable(step, actor, step.power.bird):
            step.set_done(False)
            return
        step.pending.append(PayFoodCost(actor, self.amount, game_foods(step), trade=True))

    def payable(self, view: View, p: int, bird: int) -> bool:
        return sum(food_to_pay(view, p)) >= self.amount

    def describe(self) -> str:
        return (
            f"swap {self.amount} food from your supply for {self.amount} food of a different "
            "type from the supply"
        )


def _trade_as_cost(
    ctx: Compiling, give: int, give_foods: tuple[Any, ...], get: int, get_foods: tuple[Any, ...]
) -> Effect:
    """``trade GIVE for GET from supply`` as "discard GIVE to gain GET from supply"."""
    from .flow import IfDone  # the flow module's compound effects build on this one

    def foods(words: tuple[Any, ...]) -> tuple[Food, ...]:
        if any(w.text == "wild" for w in words):
            if len(words) > 1:
                ctx.fail(words[0].pos, "'wild' cannot be combined with other foods")
            return ()
        return tuple(ctx.food(w) for w in words)

    into = ctx.produce("gained")
    pay = DiscardFood(give, foods(give_foods))
    return IfDone((pay,), (GainFood(get, foods(get_foods), Zone.SUPPLY, into),))


#: The question of a food both the supply and spendable cached food could pay: "take 1" spends
#: it from the cache, "take none" from the supply.
FROM_CACHE_OR_SUPPLY = (TakeAmount(1), TakeAmount(0))


def spend_source(
    step: StepOps, frame: Any, move: DiscardFoodMove | TakeAmount
) -> tuple[Food, bool] | None:
    """The food a cost's decision ``frame`` (with ``player`` and ``chosen``) spends for
    ``move``, and whether from the cache; None when the player is first asked where it comes
    from (both could pay it: ``frame`` again, with the food ``chosen``)."""
    if isinstance(move, TakeAmount):
        assert frame.chosen is not None
        return frame.chosen, move.amount == 1
    p, food = frame.player, move.food
    supply, cache = step.players[p].food[food], cached_spendable(step, p)[food]
    if supply and cache:
        step.pending.append(evolve(frame, chosen=food))
        return None
    return food, not supply


@frozen
class PayFoodCost(Decision):
    """Discard food as a power's cost; ``trade``: then gain a different type. Spendable cached
    food pays too (its ruling: "anytime you can spend food from your supply"): when a food
    ``chosen`` could come from either, the player then says whether it comes from the cache."""

    TAG: ClassVar[str] = "pay-food-cost"
    ACCEPTS: ClassVar[tuple[type, ...]] = (DiscardFoodMove, TakeAmount)

    player: int = field(metadata=PLAYER)
    remaining: int = field(metadata=PLAIN)
    choices: tuple[Food, ...] = field(metadata=PLAIN)
    trade: bool = False
    chosen: Food | None = None

    def options(self, view: View) -> list[Move]:
        if self.chosen is not None:
            return list(FROM_CACHE_OR_SUPPLY)
        food = food_to_pay(view, self.player)
        return [DiscardFoodMove(f) for f in self.choices if food[f]]

    def answer(self, step: StepOps, move: DiscardFoodMove | TakeAmount) -> None:
        source = spend_source(step, self, move)
        if source is not None:
            self._spent(step, *source)

    def _spent(self, step: StepOps, food: Food, from_cache: bool) -> None:
        spend_food(step, self.player, food, from_cache)
        if self.trade:
            others = tuple(f for f in game_foods(step) if f != food)
            step.pending.append(GainChoice(self.player, 1, others))
        elif self.remaining > 1:
            step.pending.append(evolve(self, remaining=self.remaining - 1, chosen=None))

    def label(self, names: Naming) -> str:
        who = names.player(self.player)
        if self.chosen is not None:
            return (
                f"{who}: pay the {self.chosen.label} from the food cached on your birds "
                "(take 1) or from your supply (take none)?"
            )
        return f"{who}: choose a food to discard ({self.remaining} more)"


# --- dice outside the feeder ------------------------------------------------------------------
@frozen
class RollDiceOutsideFeeder(Effect):
    """Roll every die that is not in the birdfeeder; they stay outside (rules 3.5). The faces
    are remembered in the slot ``into`` ("if rolled ...")."""

    TAG: ClassVar[str] = "roll-dice-outside-feeder"

    into: str = "rolled"

    @classmethod
    def phrases(cls) -> tuple[Phrase, ...]:
        return (Phrase("roll", '"roll" "dice" "outside" "birdfeeder"', cls._from_roll),)

    @classmethod
    def _from_roll(cls, node: PhraseNode, ctx: Compiling) -> RollDiceOutsideFeeder:
        return cls(ctx.produce("rolled"))

    def resolve(self, step: StepOps, actor: int, path: tuple[int, ...]) -> None:
        t = step.players[actor].table
        outside = step.tables[t].outside
        if not outside:
            step.remember(self.into, "dice", ())
            return
        step.tables[t], faces, stream = reroll_outside(
            step.stream(t), step.config, step.tables[t], len(outside)
        )
        step.set_stream(t, stream)
        step.emit(DiceRolled(faces))
        step.remember(self.into, "dice", tuple(int(f) for f in faces))

    def could_change(self, view: View, p: int, power: PowerContext) -> bool:
        """A die lies outside the birdfeeder to be rolled."""
        return bool(view.tables[view.players[p].table].outside)

    def describe(self) -> str:
        return "roll every die that is not in the birdfeeder"
