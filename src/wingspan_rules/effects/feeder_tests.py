"""Tests on what the birdfeeder shows, as a power's condition: ``birdfeeder shows no rodent``
(no die in the acting player's birdfeeder shows that food; the dual face shows both of its
foods; an empty feeder shows none).

The family of the powers that read the feeder (the promo packs' Rifleman and Blue Duck; the
feeder readings of other sets' birds join this module as they are written): also a block run
once per die of the feeder (``for each die in birdfeeder:``, ``for each die showing seed in
birdfeeder:``), a die's food cached straight from the feeder (``cache 1 rodent from birdfeeder
on this bird``, ``cache 1 die from birdfeeder on this bird at end of turn``), and the powers
that take from it after a reset (Oceania, rules-expansions 9.2): ``gain 1 fish or rodent from
birdfeeder as prey`` (a predator whose hunt is a feeder gain, "if there is one": taking a die is
the hunt succeeding), ``gain all rodent from birdfeeder as prey``, and ``gain 1 of each type in
birdfeeder`` (one food of each type the dice show, a split face both of its own; 9.2.4).
"""

from __future__ import annotations

from typing import ClassVar

from attrs import field, frozen

from ..state.enums import DieFace, Food
from ..state.events import DieRemoved, DieTaken, FeederRolled, FoodGained
from ..state.fields import BIRD, PLAIN, PLAYER
from ..state.moves import Move, RemoveDie, Reroll, Stop, TakeDie
from ..state.protocol import Decision, Naming, PowerContext, StepOps, View
from ..state.values import evolve
from ._base import (
    Compiling,
    Condition,
    Delayable,
    Effect,
    Phrase,
    PhraseNode,
    Zone,
    block_could_change,
    check_later,
    either,
)
from .board import feeder_options
from .dice import reroll_feeder
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
        zones = {"birdfeeder": Zone.BIRDFEEDER, "supply": Zone.SUPPLY}
        zone = ctx.zone(source, zones, "gain prey")
        into = "gained" if later else ctx.produce("gained")
        choices = tuple(ctx.food(w) for w in foods)
        if zone is Zone.SUPPLY and len(choices) != 1:
            ctx.fail(foods[0].pos, "prey from the supply names one food")
        return cls(ctx.amount(num), choices, zone, into, at_end_of_turn=later)

    def resolve_now(self, step: StepOps, actor: int, path: tuple[int, ...]) -> None:
        if self.source is Zone.SUPPLY:  # the Americas Harpy Eagle's: the hunt always succeeds
            power = step.power
            step.announce_hunt_success(power.owner, power.bird)
            super().resolve_now(step, actor, path)
            return
        step.remember(self.into, "food", ())
        step.pending.append(TakePrey(actor, self.amount, self.choices, self.into))

    def describe(self) -> str:
        if self.source is Zone.SUPPLY:
            return (
                f"hunt: take {self.amount} {self.choices[0].label} from the supply (the hunt "
                f"always succeeds){self.later_words()}"
            )
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
            # More dice to take: the hunt has succeeded. The next take is the frame of this
            # type pushed by the answer (pink powers the die's food triggered may lie above).
            for i in range(len(step.pending) - 1, before - 1, -1):
                if type(step.pending[i]) is type(self):
                    step.pending[i] = evolve(step.pending[i], caught=True)
                    break
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


# --- caching a die of the birdfeeder -------------------------------------------------------------
@frozen
class CacheFromFeeder(Delayable):
    """Cache ``amount`` food from the birdfeeder on this bird, each one die giving one of
    ``choices`` (empty: any die, "cache 1 die from birdfeeder"): the die leaves the feeder and
    its food goes onto the bird, never through the supply. One die at a time, the reroll rule
    applying (rules 10.1 #3); the player may stop (rules 10.1 #1). With ``at_end_of_turn``,
    done when the turn under way ends (a pink power's "at the end of their turn"): ``cache 1
    rodent from birdfeeder on this bird``, ``cache 1 die from birdfeeder on this bird at end of
    turn`` (beside the base game's cache from the supply)."""

    TAG: ClassVar[str] = "cache-from-feeder"
    OWNER_ONLY: ClassVar[bool] = True  # it caches on this bird

    amount: int
    choices: tuple[Food, ...] = ()
    at_end_of_turn: bool = False

    @classmethod
    def phrases(cls) -> tuple[Phrase, ...]:
        syntax = (
            '"cache" amount WORD ("or" WORD)* "from" "birdfeeder" "on" "this" "bird" '
            "at_end_of_turn?"
        )
        return (Phrase("cache_from_feeder", syntax, cls._from_phrase),)

    @classmethod
    def _from_phrase(cls, node: PhraseNode, ctx: Compiling) -> CacheFromFeeder:
        later = node.args[-1] is True
        num, *foods = node.args[:-1] if later else node.args
        later = check_later(node, ctx, later)
        amount = ctx.amount(num)
        words = [w.text for w in foods]
        if "die" in words:
            if len(words) > 1:
                ctx.fail(foods[0].pos, "'die' cannot be combined with other foods")
            return cls(amount, (), at_end_of_turn=later)
        return cls(amount, tuple(ctx.food(w) for w in foods), at_end_of_turn=later)

    def resolve_now(self, step: StepOps, actor: int, path: tuple[int, ...]) -> None:
        power = step.power
        step.set_done(False)
        take = CacheDie(power.owner, power.bird, self.amount, self.choices)
        if take.options(step):
            step.pending.append(take)

    def could_change(self, view: View, p: int, power: PowerContext) -> bool:
        """A die gives one of the foods, or the feeder may be rerolled; held back to the end
        of the turn, the feeder may change by then."""
        if self.at_end_of_turn:
            return True
        return feeder_options(view, p, self.choices, stop=False) != []

    def describe(self) -> str:
        what = "any die" if not self.choices else either(f.label for f in self.choices)
        dice = "" if self.amount == 1 else f" ({self.amount} dice at most)"
        return (
            f"take {what} from the birdfeeder and keep its food on this bird as cached food"
            f"{dice}{self.later_words()}"
        )


@frozen
class CacheDie(Decision):
    """Take a die of the birdfeeder giving one of ``foods`` (empty: any) and cache its food on
    ``bird`` (``remaining`` more may follow); or reroll a feeder whose dice all match; or
    stop."""

    TAG: ClassVar[str] = "cache-die"
    MAT_BIRDS: ClassVar[tuple[str, ...]] = ("bird",)
    ACCEPTS: ClassVar[tuple[type, ...]] = (TakeDie, Reroll, Stop)

    player: int = field(metadata=PLAYER)
    bird: int = field(metadata=BIRD)
    remaining: int = field(default=1, metadata=PLAIN)
    foods: tuple[Food, ...] = field(default=(), metadata=PLAIN)

    def options(self, view: View) -> list[Move]:
        moves = feeder_options(view, self.player, self.foods)
        return moves if len(moves) > 1 else []  # "stop" alone is nothing to ask

    def answer(self, step: StepOps, move: TakeDie | Reroll | Stop) -> None:
        p = self.player
        t = step.players[p].table
        if isinstance(move, Stop):
            return
        if isinstance(move, Reroll):
            step.roll_feeder(t, "reroll")
            step.pending.append(self)
            return
        step.take_die(t, move.face)
        step.emit(DieTaken(p, move.face, move.food))
        step.cache_food(p, self.bird, move.food, "birdfeeder")
        step.set_done(True)
        if self.remaining > 1:
            later = evolve(self, remaining=self.remaining - 1)
            if later.options(step):
                step.pending.append(later)

    def label(self, names: Naming) -> str:
        who, bird = names.player(self.player), names.bird(self.bird)
        return f"{who}: take a die from the birdfeeder to cache on {bird}"


# --- counting the dice of the birdfeeder ----------------------------------------------------------
@frozen
class ForEachInFeeder(Effect):
    """``body`` once for each die in the acting player's birdfeeder (``food`` None: "for each
    die in birdfeeder"), or each die showing ``food`` ("for each die showing seed in
    birdfeeder": the dual face shows both of its foods), counted when the block begins."""

    TAG: ClassVar[str] = "for-each-in-feeder"
    BLOCKS: ClassVar[tuple[str, ...]] = ("body",)

    food: Food | None = None
    body: tuple[Effect, ...] = ()

    @classmethod
    def each_phrases(cls) -> tuple[Phrase, ...]:
        """After "for each": ``die in birdfeeder``, or ``die showing seed in birdfeeder``."""
        return (
            Phrase("feeder_dice", '"die" "in" "birdfeeder"', cls._from_dice),
            Phrase("feeder_food", '"die" "showing" WORD "in" "birdfeeder"', cls._from_food),
        )

    @classmethod
    def _from_dice(cls, node: PhraseNode, ctx: Compiling) -> ForEachInFeeder:
        return cls()

    @classmethod
    def _from_food(cls, node: PhraseNode, ctx: Compiling) -> ForEachInFeeder:
        return cls(ctx.food(node.args[0]))

    def times(self, view: View, p: int) -> int:
        """The dice counted for ``p`` now."""
        feeder = view.tables[view.players[p].table].feeder
        if self.food is None:
            return len(feeder)
        return sum(self.food in face.foods for face in feeder)

    def could_change(self, view: View, p: int, power: PowerContext) -> bool:
        """A die is counted, and the body could change the game."""
        return self.times(view, p) > 0 and block_could_change(self.body, view, p, power)

    def resolve(self, step: StepOps, actor: int, path: tuple[int, ...]) -> None:
        for _ in range(self.times(step, actor)):
            step.run_block(actor, path + (0,))

    def describe(self) -> str:
        from .flow import _sequence

        dice = "die" if self.food is None else f"die showing {self.food.label}"
        return f"for each {dice} in the birdfeeder now, {_sequence(self.body)}"


@frozen
class FeederShows(Condition):
    """A die in the acting player's birdfeeder shows one of ``foods`` ("birdfeeder shows
    invertebrate or rodent"; the dual face shows both of its foods)."""

    TAG: ClassVar[str] = "feeder-shows"

    foods: tuple[Food, ...]

    @classmethod
    def phrases(cls) -> tuple[Phrase, ...]:
        syntax = '"birdfeeder" "shows" WORD ("or" WORD)*'
        return (Phrase("feeder_shows", syntax, cls._from_shows),)

    @classmethod
    def _from_shows(cls, node: PhraseNode, ctx: Compiling) -> FeederShows:
        return cls(tuple(ctx.food(w) for w in node.args))

    def holds(self, view: View, power: PowerContext, actor: int) -> bool:
        feeder = view.tables[view.players[actor].table].feeder
        return any(food in face.foods for face in feeder for food in self.foods)

    def describe(self) -> str:
        return f"a die in the birdfeeder shows {either(f.label for f in self.foods)}"


# --- rolling the feeder's own dice, removing a face, taking a pair ------------------------------
@frozen
class RollFeederDice(Effect):
    """Roll the dice that are in the birdfeeder, those outside it staying outside ("roll all
    dice in birdfeeder"): not a reset, which rolls all five."""

    TAG: ClassVar[str] = "roll-feeder-dice"

    @classmethod
    def phrases(cls) -> tuple[Phrase, ...]:
        syntax = '"roll" "all" "dice" "in" "birdfeeder"'
        return (Phrase("roll_feeder_dice", syntax, cls._from_roll),)

    @classmethod
    def _from_roll(cls, node: PhraseNode, ctx: Compiling) -> RollFeederDice:
        return cls()

    def resolve(self, step: StepOps, actor: int, path: tuple[int, ...]) -> None:
        t = step.players[actor].table
        count = len(step.tables[t].feeder)
        if not count:
            return
        step.tables[t], stream = reroll_feeder(step.stream(t), step.config, step.tables[t])
        step.set_stream(t, stream)
        rolled = step.tables[t].feeder
        step.emit(FeederRolled(rolled, "rolled"))

    def could_change(self, view: View, p: int, power: PowerContext) -> bool:
        return bool(view.tables[view.players[p].table].feeder)

    def describe(self) -> str:
        return "roll the dice that are in the birdfeeder (not those outside it)"


#: The slot of the dice ``RemoveFace`` took out (``for each removed die``).
REMOVED = "removed"


@frozen
class RemoveFace(Effect):
    """Choose a face shown in the birdfeeder and take every die showing it out, gaining
    nothing ("remove all dice of a chosen face from birdfeeder"); the dice are remembered in
    ``into`` (``for each removed die: ...``). An emptied feeder is refilled, as always."""

    TAG: ClassVar[str] = "remove-face"

    into: str = REMOVED

    @classmethod
    def phrases(cls) -> tuple[Phrase, ...]:
        syntax = '"remove" "all" "dice" "of" "a" "chosen" "face" "from" "birdfeeder"'
        return (Phrase("remove_face", syntax, cls._from_phrase),)

    @classmethod
    def _from_phrase(cls, node: PhraseNode, ctx: Compiling) -> RemoveFace:
        return cls(ctx.produce(REMOVED))

    def resolve(self, step: StepOps, actor: int, path: tuple[int, ...]) -> None:
        step.remember(self.into, "dice", ())
        if step.tables[step.players[actor].table].feeder:
            step.pending.append(RemoveAllOfFace(actor, self.into))

    def could_change(self, view: View, p: int, power: PowerContext) -> bool:
        return bool(view.tables[view.players[p].table].feeder)

    def describe(self) -> str:
        return "choose a face shown in the birdfeeder and take every die showing it out"


@frozen
class RemoveAllOfFace(Decision):
    """Choose the face whose dice all leave the birdfeeder (remembered in ``into``)."""

    TAG: ClassVar[str] = "remove-all-of-face"
    ACCEPTS: ClassVar[tuple[type, ...]] = (RemoveDie,)

    player: int = field(metadata=PLAYER)
    into: str = REMOVED

    def options(self, view: View) -> list[Move]:
        feeder = view.tables[view.players[self.player].table].feeder
        return [RemoveDie(face) for face in sorted(set(feeder))]

    def answer(self, step: StepOps, move: RemoveDie) -> None:
        t = step.players[self.player].table
        count = step.tables[t].feeder.count(move.face)
        for _ in range(count):  # the last one out may refill an emptied feeder
            step.take_die(t, move.face)
            step.emit(DieRemoved(self.player, move.face))
        step.remember(self.into, "dice", (int(move.face),) * count)

    def label(self, names: Naming) -> str:
        return f"{names.player(self.player)}: choose a face: every die showing it leaves"


@frozen
class ForEachRemoved(Effect):
    """``body`` once for each die the power removed with ``remove all dice of a chosen face``
    (``for each removed die: lay 1 egg on this bird``)."""

    TAG: ClassVar[str] = "for-each-removed"
    BLOCKS: ClassVar[tuple[str, ...]] = ("body",)

    slot: str = REMOVED
    body: tuple[Effect, ...] = ()

    @classmethod
    def each_phrases(cls) -> tuple[Phrase, ...]:
        return (Phrase("removed_dice", '"removed" "die"', cls._from_phrase),)

    @classmethod
    def _from_phrase(cls, node: PhraseNode, ctx: Compiling) -> ForEachRemoved:
        what = "'removed die' refers to nothing: no 'remove all dice of a chosen face' before it"
        return cls(ctx.require(REMOVED, node.pos, what))

    def could_change(self, view: View, p: int, power: PowerContext) -> bool:
        return bool(power.recall(self.slot)) and block_could_change(self.body, view, p, power)

    def resolve(self, step: StepOps, actor: int, path: tuple[int, ...]) -> None:
        for _ in step.power.recall(self.slot):
            step.run_block(actor, path + (0,))

    def describe(self) -> str:
        from .flow import _sequence

        return f"for each die taken out that way, {_sequence(self.body)}"


@frozen
class GainPairedDie(Effect):
    """Take a die of the birdfeeder whose face another die there shows too ("gain 1 paired die
    from birdfeeder"); nothing when no two dice match. The reroll rule
    applies (rules 10.1 #3); the player may stop."""

    TAG: ClassVar[str] = "gain-paired-die"

    @classmethod
    def phrases(cls) -> tuple[Phrase, ...]:
        syntax = '"gain" amount "paired" "die" "from" "birdfeeder"'
        return (Phrase("gain_paired_die", syntax, cls._from_phrase),)

    @classmethod
    def _from_phrase(cls, node: PhraseNode, ctx: Compiling) -> GainPairedDie:
        if ctx.amount(node.args[0]) != 1:
            ctx.fail(node.pos, "one die of a pair: write 'gain 1 paired die from birdfeeder'")
        return cls()

    def resolve(self, step: StepOps, actor: int, path: tuple[int, ...]) -> None:
        step.set_done(False)
        take = TakePairedDie(actor)
        if len(take.options(step)) > 1:
            step.pending.append(take)

    def could_change(self, view: View, p: int, power: PowerContext) -> bool:
        return len(TakePairedDie(p).options(view)) > 1

    def describe(self) -> str:
        return "take a die from the birdfeeder whose face another die there shows too"


@frozen
class TakePairedDie(Decision):
    """Take a die whose face shows at least twice in the birdfeeder; or reroll a feeder whose
    dice all match; or stop."""

    TAG: ClassVar[str] = "take-paired-die"
    ACCEPTS: ClassVar[tuple[type, ...]] = (TakeDie, Reroll, Stop)

    player: int = field(metadata=PLAYER)

    def options(self, view: View) -> list[Move]:
        feeder = view.tables[view.players[self.player].table].feeder
        paired = [m for m in feeder_options(view, self.player) if _paired(m, feeder)]
        return paired

    def answer(self, step: StepOps, move: TakeDie | Reroll | Stop) -> None:
        t = step.players[self.player].table
        if isinstance(move, Stop):
            return
        if isinstance(move, Reroll):
            step.roll_feeder(t, "reroll")
            if len(self.options(step)) > 1:
                step.pending.append(self)
            return
        step.take_die_for_food(self.player, move.face, move.food)
        step.set_done(True)

    def label(self, names: Naming) -> str:
        return f"{names.player(self.player)}: take a die whose face another die shows too"


def _paired(move: Move, feeder: tuple[DieFace, ...]) -> bool:
    """Whether a move of ``feeder_options`` may answer ``TakePairedDie``."""
    if isinstance(move, TakeDie):
        return feeder.count(move.face) >= 2
    return True  # the reroll, "stop"
