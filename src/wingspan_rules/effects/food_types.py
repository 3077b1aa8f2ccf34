"""Food primitives that name a food by what happened before: a type the player chooses for
everyone ("choose a food type", then "gain 1 chosen food from supply"), a type already gained
this turn, a type cached on this bird, a type no die of the birdfeeder shows, the dice of the
birdfeeder removed without gain, food cached per die rolled, and 1 food of each type a
neighbour holds; with the decisions they ask."""

from __future__ import annotations

from collections.abc import Callable
from typing import ClassVar

from attrs import field, frozen

from ..state.enums import BASE_FOODS, DieFace, Food
from ..state.events import DieRemoved, FoodGained
from ..state.fields import BIRD, PLAIN, PLAYER
from ..state.moves import ChooseFood, Move, RemoveDie, Stop
from ..state.protocol import Decision, Naming, PowerContext, StepOps, View
from ._base import Compiling, Effect, Phrase, PhraseNode, Zone, plural
from .board import locate
from .food import GainChoice
from .give import LEFT, RIGHT, other_player, reached, who_words
from .hooks import game_foods

_STOP = Stop()


@frozen
class ChooseFoodType(Effect):
    """Choose one of the base food types; it is remembered in the slot ``into``."""

    TAG: ClassVar[str] = "choose-food-type"

    into: str = "chosen food"

    @classmethod
    def phrases(cls) -> tuple[Phrase, ...]:
        return (Phrase("choose_food_type", '"choose" "a" "food" "type"', cls._from_choose),)

    @classmethod
    def _from_choose(cls, node: PhraseNode, ctx: Compiling) -> ChooseFoodType:
        return cls(ctx.produce("chosen food"))

    def resolve(self, step: StepOps, actor: int, path: tuple[int, ...]) -> None:
        step.pending.append(PickFoodType(actor, self.into))

    def describe(self) -> str:
        return "name one food type"


@frozen
class PickFoodType(Decision):
    """Name a food type for the rest of the power (remembered in ``into``)."""

    TAG: ClassVar[str] = "pick-food-type"
    ACCEPTS: ClassVar[tuple[type, ...]] = (ChooseFood,)

    player: int = field(metadata=PLAYER)
    into: str = "chosen food"

    def options(self, view: View) -> list[Move]:
        return [ChooseFood(f) for f in game_foods(view)]

    def answer(self, step: StepOps, move: ChooseFood) -> None:
        step.remember(self.into, "food", (int(move.food),))

    def label(self, names: Naming) -> str:
        return f"{names.player(self.player)}: choose a food type"


#: What decides the type of food ``GainFoodOfType`` gains.
CHOSEN = "chosen"  # the type named earlier in the power ("choose a food type")
THIS_TURN = "this turn"  # a type the player already gained this turn
CACHED_HERE = "cached here"  # a type cached on the bird whose power runs
NOT_IN_FEEDER = "not in feeder"  # a type no die of the acting player's birdfeeder shows
JUST_GAINED = "just gained"  # the type of the food the power's last gain took (its slot)
HELD_BY_OTHER = "held by other"  # a type in another player's personal supply
NOT_NECTAR = "not nectar"  # any type but nectar: a "wild (but not nectar)" food
#: The words after "of a type", by what decides the type.
_OF_WORDS = {
    THIS_TURN: '"gained" "this" "turn"',
    CACHED_HERE: '"cached" "on" "this" "bird"',
    NOT_IN_FEEDER: '"not" "in" "birdfeeder"',
    JUST_GAINED: '"just" "gained"',
    HELD_BY_OTHER: '"held" "by" "another" "player"',
    NOT_NECTAR: '"other" "than" "nectar"',
}


@frozen
class GainFoodOfType(Effect):
    """Gain ``amount`` food from the supply, of a type named by the power's past or the
    table: the type chosen earlier (``of`` CHOSEN, the slot ``slot``), a type the acting player
    already gained this turn (``of`` THIS_TURN, their ``turn_gains``), a type cached on this
    bird (CACHED_HERE), or a type no die of the birdfeeder shows (NOT_IN_FEEDER: the dual face
    shows both of its foods; an empty feeder shows none); a choice when there are several.
    Nothing is gained when there is no such type."""

    TAG: ClassVar[str] = "gain-food-of-type"

    amount: int
    of: str
    slot: str = "chosen food"
    into: str = "gained"

    @classmethod
    def phrases(cls) -> tuple[Phrase, ...]:
        return (
            Phrase(
                "gain_chosen", '"gain" amount "chosen" "food" "from" WORD', cls._from_gain_chosen
            ),
            *(
                Phrase(
                    "gain_this_turn" if of == THIS_TURN else f"gain_{of.replace(' ', '_')}",
                    f'"gain" amount "food" "of" "a" "type" {words} "from" WORD',
                    cls._gain_of(of),
                )
                for of, words in _OF_WORDS.items()
            ),
        )

    @classmethod
    def _from_gain_chosen(cls, node: PhraseNode, ctx: Compiling) -> GainFoodOfType:
        num, source = node.args
        ctx.zone(source, {"supply": Zone.SUPPLY}, "gain chosen food")
        slot = ctx.require(
            "chosen food",
            node.pos,
            "'chosen food' refers to nothing: no 'choose a food type' before it",
            "write 'choose a food type' on a line before it",
        )
        return cls(ctx.amount(num), CHOSEN, slot, ctx.produce("gained"))

    @classmethod
    def _gain_of(cls, of: str) -> Callable[[PhraseNode, Compiling], GainFoodOfType]:
        """The compile function of "gain N food of a type <of's words> from supply"."""

        def compile_gain(node: PhraseNode, ctx: Compiling) -> GainFoodOfType:
            num, source = node.args
            ctx.zone(source, {"supply": Zone.SUPPLY}, "gain food")
            slot = ""
            if of == JUST_GAINED:  # read before this gain's own slot is made
                what = "'just gained' refers to nothing: no food is gained before it"
                slot = ctx.require("gained", node.pos, what)
            return cls(ctx.amount(num), of, slot, ctx.produce("gained"))

        return compile_gain

    def _types(self, view: View, p: int, power: PowerContext) -> tuple[Food, ...]:
        if self.of == CHOSEN:
            return tuple(Food(f) for f in power.recall(self.slot) if Food(f) in BASE_FOODS)
        if self.of == JUST_GAINED:  # the last food taken (a gain of several: its last type)
            return tuple(Food(f) for f in power.recall(self.slot)[-1:])
        if self.of == HELD_BY_OTHER:  # any type another player holds, nectar included
            others = [q for q in view.players if q is not view.players[p]]
            return tuple(f for f in game_foods(view) if any(q.food[f] for q in others))
        if self.of == NOT_NECTAR:
            return BASE_FOODS
        player = view.players[p]
        if self.of == CACHED_HERE:
            place = locate(player, power.bird)
            if place is None:
                return ()
            cached = player.mat[place[0]][place[1]].cached
            return tuple(f for f in BASE_FOODS if cached[f])
        if self.of == NOT_IN_FEEDER:
            feeder = view.tables[player.table].feeder
            return tuple(f for f in BASE_FOODS if not any(f in face.foods for face in feeder))
        gains = player.turn_gains
        return tuple(f for f in BASE_FOODS if gains[f])

    def resolve(self, step: StepOps, actor: int, path: tuple[int, ...]) -> None:
        types = self._types(step, actor, step.power)
        step.remember(self.into, "food", ())
        if not types:
            step.set_done(False)
            return
        if len(types) > 1:
            step.pending.append(GainChoice(actor, self.amount, types, self.into))
            return
        food = types[0]
        step.add_food(actor, food, self.amount)
        for _ in range(self.amount):
            step.emit(FoodGained(actor, food, "supply"))
        step.remember(self.into, "food", (int(food),))

    @property
    def reads_turn_gains(self) -> bool:
        """Whether it reads the food gained this turn (``Player.turn_gains``), which the
        engine records only in card sets with such a power (``turn_memory.gains_read``)."""
        return self.of == THIS_TURN

    def can_begin(self, view: View, p: int, bird: int) -> bool:
        return self.of != THIS_TURN or any(view.players[p].turn_gains)

    def feasible(self, view: View, p: int, power: PowerContext) -> bool:
        return bool(self._types(view, p, power))

    def describe(self) -> str:
        food = plural(self.amount, "food", "food")
        if self.of == CHOSEN:
            return f"take {food} of the named type from the supply"
        which = {
            THIS_TURN: "you have already taken this turn",
            CACHED_HERE: "cached on this bird",
            NOT_IN_FEEDER: "no die in the birdfeeder shows",
            JUST_GAINED: "just taken by this power",
            HELD_BY_OTHER: "another player holds in their supply",
            NOT_NECTAR: "other than nectar",
        }[self.of]
        return f"take {food} from the supply, of a type {which}"


@frozen
class RemoveDice(Effect):
    """Take ``amount`` dice of the player's choice out of the birdfeeder, gaining nothing (an
    emptied feeder is refilled, as always)."""

    TAG: ClassVar[str] = "remove-dice"

    amount: int = 1

    @classmethod
    def phrases(cls) -> tuple[Phrase, ...]:
        syntax = '"remove" NUMBER ("die" | "dice") "from" WORD'
        return (Phrase("remove_dice", syntax, cls._from_remove),)

    @classmethod
    def _from_remove(cls, node: PhraseNode, ctx: Compiling) -> RemoveDice:
        num, source = node.args
        ctx.zone(source, {"birdfeeder": Zone.BIRDFEEDER}, "remove dice")
        return cls(ctx.amount(num))

    def could_change(self, view: View, p: int, power: PowerContext) -> bool:
        """The birdfeeder holds a die to take out."""
        return bool(view.tables[view.players[p].table].feeder)

    def resolve(self, step: StepOps, actor: int, path: tuple[int, ...]) -> None:
        step.pending.append(RemoveFromFeeder(actor, self.amount))

    def describe(self) -> str:
        return f"take {plural(self.amount, 'die', 'dice')} out of the birdfeeder, gaining nothing"


@frozen
class RemoveFromFeeder(Decision):
    """Choose the face of a die to take out of the birdfeeder (``remaining`` to go)."""

    TAG: ClassVar[str] = "remove-from-feeder"
    ACCEPTS: ClassVar[tuple[type, ...]] = (RemoveDie,)

    player: int = field(metadata=PLAYER)
    remaining: int = field(default=1, metadata=PLAIN)

    def options(self, view: View) -> list[Move]:
        feeder = view.tables[view.players[self.player].table].feeder
        return [RemoveDie(face) for face in sorted(set(feeder))]

    def answer(self, step: StepOps, move: RemoveDie) -> None:
        step.take_die(step.players[self.player].table, move.face)
        step.emit(DieRemoved(self.player, move.face))
        if self.remaining > 1:
            step.pending.append(RemoveFromFeeder(self.player, self.remaining - 1))

    def label(self, names: Naming) -> str:
        return f"{names.player(self.player)}: choose a die to remove from the birdfeeder"


@frozen
class CachePerRolled(Effect):
    """Cache ``amount`` ``food`` from the supply on this bird for each die this power rolled
    (the faces in ``slot``) that shows ``food``."""

    TAG: ClassVar[str] = "cache-per-rolled"

    amount: int
    food: Food
    slot: str = "rolled"

    @classmethod
    def phrases(cls) -> tuple[Phrase, ...]:
        syntax = '"cache" amount WORD "from" WORD "on" "this" "bird" "per" "rolled" WORD'
        return (Phrase("cache_per_rolled", syntax, cls._from_cache_per),)

    @classmethod
    def _from_cache_per(cls, node: PhraseNode, ctx: Compiling) -> CachePerRolled:
        num, food, source, counted = node.args
        ctx.zone(source, {"supply": Zone.SUPPLY}, "cache")
        what = "'per rolled' refers to nothing: no 'roll dice outside birdfeeder' before it"
        slot = ctx.require("rolled", node.pos, what)
        cached = ctx.food(food)
        if ctx.food(counted) is not cached:
            ctx.fail(counted.pos, "the food cached per die is the food the dice show")
        return cls(ctx.amount(num), cached, slot)

    def resolve(self, step: StepOps, actor: int, path: tuple[int, ...]) -> None:
        power = step.power
        dice = sum(self.food in DieFace(face).foods for face in power.recall(self.slot))
        for _ in range(self.amount * dice):
            step.cache_food(power.owner, power.bird, self.food, "supply")
        if not dice:
            step.set_done(False)

    def could_change(self, view: View, p: int, power: PowerContext) -> bool:
        """A die this power rolled shows the food (before the roll, none does)."""
        return any(self.food in DieFace(face).foods for face in power.recall(self.slot))

    def describe(self) -> str:
        return (
            f"place {self.amount} {self.food.label} from the supply on this bird for each rolled "
            f"die showing {self.food.label}"
        )


# --- one food of each type another player holds ---------------------------------------------------
@frozen
class GainEachTypeOf(Effect):
    """Gain 1 food from the supply of each type the personal supply of another player holds
    ("gain 1 food of each type in supply of player to your right from supply": the player
    ``who`` names, ``give.LEFT`` or ``give.RIGHT``), one type at a time; the player may stop
    (rules 10.1 #1). With no such player (a solo game) nothing is gained."""

    TAG: ClassVar[str] = "gain-each-type-of"
    STOPS_BY_ITSELF: ClassVar[bool] = True  # its decision offers "stop"

    who: str

    @classmethod
    def phrases(cls) -> tuple[Phrase, ...]:
        syntax = (
            '"gain" amount "food" "of" "each" "type" "in" "supply" "of" other_player "from" WORD'
        )
        return (Phrase("gain_each_type_of", syntax, cls._from_phrase),)

    @classmethod
    def _from_phrase(cls, node: PhraseNode, ctx: Compiling) -> GainEachTypeOf:
        num, who, source = node.args
        if ctx.amount(num) != 1:
            ctx.fail(node.pos, "1 food of each type: write 'gain 1 food of each type ...'")
        ctx.zone(source, {"supply": Zone.SUPPLY}, "gain food")
        side = other_player(who, ctx)
        if side not in (LEFT, RIGHT):
            ctx.fail(node.pos, "name a neighbour: 'player to your left' or 'player to your right'")
        return cls(side)

    def types(self, view: View, p: int) -> tuple[Food, ...]:
        """The food types the other player's supply holds now."""
        held: set[Food] = set()
        for q in reached(view, p, self.who):
            held |= {f for f in game_foods(view) if view.players[q].food[f]}
        return tuple(f for f in game_foods(view) if f in held)

    def resolve(self, step: StepOps, actor: int, path: tuple[int, ...]) -> None:
        types = self.types(step, actor)
        step.set_done(False)
        if types:
            step.pending.append(GainEachType(actor, types))

    def feasible(self, view: View, p: int, power: PowerContext) -> bool:
        return bool(self.types(view, p))

    def chooses_amount(self) -> bool:
        return True

    def describe(self) -> str:
        return f"take 1 food from the supply of each type that {who_words(self.who)} holds"


@frozen
class GainEachType(Decision):
    """Take 1 food of one of ``types`` from the supply (each type once), or stop."""

    TAG: ClassVar[str] = "gain-each-type"
    ACCEPTS: ClassVar[tuple[type, ...]] = (ChooseFood, Stop)

    player: int = field(metadata=PLAYER)
    types: tuple[Food, ...] = field(metadata=PLAIN)

    def options(self, view: View) -> list[Move]:
        return [*(ChooseFood(f) for f in self.types), _STOP]

    def answer(self, step: StepOps, move: ChooseFood | Stop) -> None:
        if isinstance(move, Stop):
            return
        step.add_food(self.player, move.food)
        step.emit(FoodGained(self.player, move.food, "supply"))
        step.set_done(True)
        rest = tuple(f for f in self.types if f is not move.food)
        if rest:
            step.pending.append(GainEachType(self.player, rest))

    def label(self, names: Naming) -> str:
        return f"{names.player(self.player)}: choose a food type to take 1 of"


# --- a food type of the cost of the discard pile's top card -------------------------------------
@frozen
class CacheTypeOfTopCost(Effect):
    """Cache ``amount`` food from the supply on this bird, of a type the food cost of the
    discard pile's top card shows ("cache 1 food of a type in the cost of the top of discard
    pile from supply on this bird", the promo Ivory Gull's): a choice when the cost shows
    several (every food of a "/" cost counts; a wild icon names no type). Nothing with an empty
    pile or a cost of wild food only."""

    TAG: ClassVar[str] = "cache-type-of-top-cost"

    amount: int

    @classmethod
    def phrases(cls) -> tuple[Phrase, ...]:
        syntax = (
            '"cache" amount "food" "of" "a" "type" "in" "the" "cost" "of" "the" "top" "of" '
            '"discard" "pile" "from" WORD "on" "this" "bird"'
        )
        return (Phrase("cache_type_of_top_cost", syntax, cls._from_phrase),)

    @classmethod
    def _from_phrase(cls, node: PhraseNode, ctx: Compiling) -> CacheTypeOfTopCost:
        num, source = node.args
        ctx.zone(source, {"supply": Zone.SUPPLY}, "cache")
        return cls(ctx.amount(num))

    def types(self, view: View, p: int) -> tuple[Food, ...]:
        """The food types the cost of ``p``'s table's top discard shows, in the game's foods."""
        discard = view.tables[view.players[p].table].discard
        if not discard:
            return ()
        shown = view.cards.birds[discard[-1]].cost.foods
        return tuple(f for f in game_foods(view) if f in shown)

    def resolve(self, step: StepOps, actor: int, path: tuple[int, ...]) -> None:
        power = step.power
        types = self.types(step, actor)
        if not types:
            step.set_done(False)
        elif len(types) == 1:
            for _ in range(self.amount):
                step.cache_food(power.owner, power.bird, types[0], "supply")
        else:
            step.pending.append(CacheTypeChoice(power.owner, power.bird, self.amount, types))

    def could_change(self, view: View, p: int, power: PowerContext) -> bool:
        return bool(self.types(view, p))

    def feasible(self, view: View, p: int, power: PowerContext) -> bool:
        return bool(self.types(view, p))

    def describe(self) -> str:
        return (
            f"place {plural(self.amount, 'food', 'food')} from the supply on this bird, of a "
            "type shown in the food cost of the top card of the discard pile"
        )


@frozen
class CacheTypeChoice(Decision):
    """Choose the type of the ``amount`` food cached on ``bird``, one of ``types``."""

    TAG: ClassVar[str] = "cache-type-choice"
    MAT_BIRDS: ClassVar[tuple[str, ...]] = ("bird",)
    ACCEPTS: ClassVar[tuple[type, ...]] = (ChooseFood,)

    player: int = field(metadata=PLAYER)
    bird: int = field(metadata=BIRD)
    amount: int = field(metadata=PLAIN)
    types: tuple[Food, ...] = field(metadata=PLAIN)

    def options(self, view: View) -> list[Move]:
        return [ChooseFood(f) for f in self.types]

    def answer(self, step: StepOps, move: ChooseFood) -> None:
        for _ in range(self.amount):
            step.cache_food(self.player, self.bird, move.food, "supply")

    def label(self, names: Naming) -> str:
        who = names.player(self.player)
        return f"{who}: choose the food to cache on {names.bird(self.bird)}"
