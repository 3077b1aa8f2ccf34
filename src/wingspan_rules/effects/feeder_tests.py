"""Tests on what the birdfeeder shows, as a power's condition: ``birdfeeder shows no rodent``
(no die in the acting player's birdfeeder shows that food; the dual face shows both of its
foods; an empty feeder shows none).

The family of the powers that read the feeder (the promo packs' Rifleman and Blue Duck; the
feeder readings of other sets' birds join this module as they are written), and of those that
take from it after a reset (Oceania, rules-expansions 9.2): ``gain 1 fish or rodent from
birdfeeder as prey`` (a predator whose hunt is a feeder gain, "if there is one": taking a die is
the hunt succeeding), ``gain all rodent from birdfeeder as prey``, and ``gain 1 of each type in
birdfeeder`` (one food of each type the dice show, a split face both of its own; 9.2.4).
"""

from __future__ import annotations

from typing import ClassVar

from attrs import field, frozen

from ..state.enums import Food
from ..state.events import FoodGained
from ..state.fields import PLAIN, PLAYER
from ..state.moves import Move, Reroll, Stop, TakeDie
from ..state.protocol import Decision, Naming, PowerContext, StepOps, View
from ..state.values import evolve
from ._base import Compiling, Condition, Effect, Phrase, PhraseNode, Zone, check_later, either
from .board import feeder_options
from .food import GainAllFood, GainFood, TakeFoodForPower


@frozen
class FeederShowsNo(Condition):
    """No die in the acting player's birdfeeder shows ``food``."""

    TAG: ClassVar[str] = "feeder-shows-no"

    food: Food

    @classmethod
    def phrases(cls) -> tuple[Phrase, ...]:
        return (Phrase("feeder_shows_no", '"birdfeeder" "shows" "no" WORD', cls._from_no),)

    @classmethod
    def _from_no(cls, node: PhraseNode, ctx: Compiling) -> FeederShowsNo:
        return cls(ctx.food(node.args[0]))

    def holds(self, view: View, power: PowerContext, actor: int) -> bool:
        feeder = view.tables[view.players[actor].table].feeder
        return not any(self.food in face.foods for face in feeder)

    def describe(self) -> str:
        return f"no die in the birdfeeder shows {self.food.label}"


# --- a predator's catch taken from the birdfeeder, and one of each food it shows -----------------
@frozen
class GainPrey(GainFood):
    """``gain 1 fish or rodent from birdfeeder as prey``: a gain from the birdfeeder that is a
    predator's hunt (Oceania's feeder hunters: "if there is one" after a reset). Taking a die
    is the predator succeeding; when no die gives the food (and no reroll finds one), the hunt
    fails and nothing is gained. Also ``... as prey at end of turn`` (a pink predator)."""

    TAG: ClassVar[str] = "gain-prey"
    SUCCEEDS_AS_PREDATOR: ClassVar[bool] = True  # the printed icon (``language.implied_flags``)

    @classmethod
    def phrases(cls) -> tuple[Phrase, ...]:
        syntax = '"gain" amount food_choice "from" WORD "as" "prey" at_end_of_turn?'
        return (Phrase("gain_prey", syntax, cls._from_prey),)

    @classmethod
    def _from_prey(cls, node: PhraseNode, ctx: Compiling) -> GainPrey:
        num, foods, source = node.args[:3]
        later = check_later(node, ctx, len(node.args) > 3)
        ctx.zone(source, {"birdfeeder": Zone.BIRDFEEDER}, "gain prey")
        into = "gained" if later else ctx.produce("gained")
        choices = tuple(ctx.food(w) for w in foods)
        return cls(ctx.amount(num), choices, Zone.BIRDFEEDER, into, at_end_of_turn=later)

    def resolve_now(self, step: StepOps, actor: int, path: tuple[int, ...]) -> None:
        step.remember(self.into, "food", ())
        step.pending.append(TakePrey(actor, self.amount, self.choices, self.into))

    def describe(self) -> str:
        return (
            f"hunt: take {self.amount} {either(f.label for f in self.choices)} from the "
            f"birdfeeder, when a die shows it (the hunt succeeds if you do){self.later_words()}"
        )


@frozen
class GainAllPrey(GainAllFood):
    """``gain all rodent from birdfeeder as prey``: every die showing the food, as a
    predator's hunt (it succeeds with the first die taken)."""

    TAG: ClassVar[str] = "gain-all-prey"
    SUCCEEDS_AS_PREDATOR: ClassVar[bool] = True

    @classmethod
    def phrases(cls) -> tuple[Phrase, ...]:
        syntax = '"gain" "all" WORD "from" WORD "as" "prey"'
        return (Phrase("gain_all_prey", syntax, cls._from_gain_all),)

    def resolve(self, step: StepOps, actor: int, path: tuple[int, ...]) -> None:
        step.remember(self.into, "food", ())
        step.pending.append(TakePrey(actor, -1, (self.food,), self.into))

    def describe(self) -> str:
        return (
            f"hunt: take every die showing {self.food.label} from the birdfeeder (the hunt "
            "succeeds if you take one)"
        )


@frozen
class TakePrey(TakeFoodForPower):
    """Take dice from the birdfeeder as a predator's catch: the first die taken is the hunt
    succeeding (``caught``: it has succeeded)."""

    TAG: ClassVar[str] = "take-prey"

    caught: bool = False

    def answer(self, step: StepOps, move: TakeDie | Reroll | Stop) -> None:
        if isinstance(move, TakeDie) and not self.caught:
            power = step.power
            step.announce_hunt_success(power.owner, power.bird)
            before = len(step.pending)
            super().answer(step, move)
            if len(step.pending) > before:  # more dice to take: the hunt has succeeded
                step.pending[-1] = evolve(step.pending[-1], caught=True)
            return
        super().answer(step, move)


@frozen
class GainEachType(Effect):
    """``gain 1 of each type in birdfeeder``: 1 food of each type the dice of the birdfeeder
    show (a split face shows both; rules-expansions 9.2.4), taking the dice one at a time
    (each die gives every type it shows not gained yet), with no reroll: the types are those
    shown when it begins."""

    TAG: ClassVar[str] = "gain-each-type"

    @classmethod
    def phrases(cls) -> tuple[Phrase, ...]:
        syntax = '"gain" NUMBER "of" "each" "type" "in" WORD'
        return (Phrase("gain_each_type", syntax, cls._from_phrase),)

    @classmethod
    def _from_phrase(cls, node: PhraseNode, ctx: Compiling) -> GainEachType:
        ctx.number(node.args[0], "the food of each type", low=1, high=1)
        ctx.zone(node.args[1], {"birdfeeder": Zone.BIRDFEEDER}, "gain each type")
        return cls()

    def resolve(self, step: StepOps, actor: int, path: tuple[int, ...]) -> None:
        shown = _shown(step, actor)
        if not shown:
            step.set_done(False)
            return
        step.pending.append(TakeEachType(actor, shown))

    def could_change(self, view: View, p: int, power: PowerContext) -> bool:
        """A die lies in the birdfeeder."""
        return bool(_shown(view, p))

    def describe(self) -> str:
        return (
            "take 1 food of each type the birdfeeder's dice show, taking the dice that show "
            "them (a die with two foods gives both)"
        )


def _shown(view: View, p: int) -> tuple[Food, ...]:
    """The food types the dice of ``p``'s birdfeeder show, in food order."""
    feeder = view.tables[view.players[p].table].feeder
    return tuple(sorted({food for face in feeder for food in face.foods}))


@frozen
class TakeEachType(Decision):
    """Take the next die of the birdfeeder giving a type of ``wanted`` (the types the feeder
    showed, less those gained); the die gives each of its wanted types. Or stop."""

    TAG: ClassVar[str] = "take-each-type"
    ACCEPTS: ClassVar[tuple[type, ...]] = (TakeDie, Stop)

    player: int = field(metadata=PLAYER)
    wanted: tuple[Food, ...] = field(metadata=PLAIN)

    def options(self, view: View) -> list[Move]:
        moves = feeder_options(view, self.player, self.wanted, reroll=False, stop=False)
        return [*moves, Stop()] if moves else []

    def answer(self, step: StepOps, move: TakeDie | Stop) -> None:
        if isinstance(move, Stop):
            return
        step.take_die_for_food(self.player, move.face, move.food)
        gained = {move.food}
        for other in move.face.foods:
            if other != move.food and other in self.wanted:
                step.add_food(self.player, other)
                step.emit(FoodGained(self.player, other, "birdfeeder"))
                gained.add(other)
        later = evolve(self, wanted=tuple(f for f in self.wanted if f not in gained))
        if later.wanted and later.options(step):
            step.pending.append(later)

    def label(self, names: Naming) -> str:
        who = names.player(self.player)
        kinds = either(f.label for f in self.wanted)
        return f"{who}: take a die showing {kinds} (1 of each type)"
