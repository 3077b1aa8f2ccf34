"""Rolling dice the player chooses (rules 9.3.1): ``roll any 3 dice``, ``roll any 1 die up
to 3 times``, ``roll any 1 die once for each bird in wetland``, ``roll all dice and reroll any of them
up to 2 times``, and what reads the roll, ``gain 1 rolled food from supply`` (a food one of the
rolled dice shows) and ``if rolled at least 3 rodent``.

The player picks the dice one at a time: a die of the birdfeeder by its face, or dice from
outside it (those are alike: only how many counts), and may pick fewer than written ([U] U29,
the suggested default; picking none rolls nothing). The picked dice are rolled and stay outside
the feeder; the feeder keeps the others. A roll of the same dice again ("up to 3 times", "once
for each ...") rerolls those dice where they lie. If the picks emptied the feeder, all five dice
are rolled back into it once this roll is over (rules 9.3.1).

Every face this power rolled for a player is remembered in the slot ``rolled``, so the
conditions that read a roll (``if rolled fish``, ``hunt succeeds if rolled rodent``) and ``gain
1 rolled food`` see all of them ("for each bird ...: roll any 1 die" adds each roll to the
others); another player's roll under ``all players:`` starts afresh.

The push-your-luck rolls (``effects.push_your_luck``) pick their dice with this module's
decision (``ChooseDiceToRoll``, with a ``luck`` plan) and roll them with ``roll_picked``.
A general family (Asia and the promo packs use it): no part of ``PRIMITIVE_MODULES``; the sets
whose cards use it join it to the vocabulary.
"""

from __future__ import annotations

from typing import ClassVar

from attrs import field, frozen

from ..state import rng
from ..state.enums import DieFace, Food
from ..state.events import DiceRolled, FoodGained
from ..state.fields import PLAIN, PLAYER
from ..state.moves import Accept, ChooseFood, Move, RemoveDie, Stop, TakeAmount
from ..state.protocol import Decision, Naming, PowerContext, StepOps, View
from ..state.values import evolve
from ._base import Compiling, Condition, Effect, Phrase, PhraseNode, plural
from .board import locate
from .cards import Measure
from .hooks import active, game_foods

#: The slot remembering who rolled the faces of ``rolled`` (a new roller starts afresh).
ROLLER = "rolled-by"
#: Most dice a power rolls at once (the game has five).
DICE = 5


@frozen
class LuckPlan:
    """What a push-your-luck roll does after each roll (``effects.push_your_luck``): a roll
    showing one of ``foods`` caches 1 of them on this bird, any other loses every food this
    activation ``cached``. Empty ``foods``: a plain roll."""

    foods: tuple[Food, ...] = ()
    cached: tuple[int, ...] = field(default=(), metadata=PLAIN)


@frozen
class RollPlan:
    """How the picked dice are rolled: ``times`` rolls of the same dice (``up_to``: the player
    may stop after any of them), the faces remembered in ``into``; ``luck``: a push-your-luck
    roll."""

    times: int = field(default=1, metadata=PLAIN)
    up_to: bool = False
    into: str = "rolled"
    luck: LuckPlan = LuckPlan()


@frozen
class RollChosenDice(Effect):
    """Roll ``dice`` dice the player picks, ``times`` times (``up_to``: up to that many, the
    player stopping when they like; ``once_for``: as many times as the measure counts when the
    roll begins), the same dice each time; the faces are remembered in ``into``."""

    TAG: ClassVar[str] = "roll-chosen-dice"

    dice: int
    times: int = 1
    up_to: bool = False
    once_for: Measure | None = None
    into: str = "rolled"

    @classmethod
    def phrases(cls) -> tuple[Phrase, ...]:
        roll = '"roll" "any" NUMBER ("die" | "dice")'
        return (
            Phrase("roll_any", roll, cls._from_roll),
            Phrase("roll_any_up_to", roll + ' "up" "to" NUMBER "times"', cls._from_roll),
            Phrase("roll_any_once_for", roll + ' "once" "for" "each" compared', cls._from_each),
        )

    @classmethod
    def _from_roll(cls, node: PhraseNode, ctx: Compiling) -> RollChosenDice:
        dice = ctx.number(node.args[0], "dice", low=1, high=DICE)
        if len(node.args) == 1:
            return cls(dice, into=ctx.produce("rolled"))
        times = ctx.number(node.args[1], "rolls", low=1, high=10)
        return cls(dice, times, up_to=True, into=ctx.produce("rolled"))

    @classmethod
    def _from_each(cls, node: PhraseNode, ctx: Compiling) -> RollChosenDice:
        dice = ctx.number(node.args[0], "dice", low=1, high=DICE)
        return cls(dice, once_for=ctx.measure(node.args[1]), into=ctx.produce("rolled"))

    def could_change(self, view: View, p: int, power: PowerContext) -> bool:
        """A die is rolled (the random stream moves): unless "once for each" counts none."""
        return self.once_for is None or self.once_for.count(view.players[p], view.cards) > 0

    def resolve(self, step: StepOps, actor: int, path: tuple[int, ...]) -> None:
        times = self.times
        if self.once_for is not None:
            times = self.once_for.count(step.players[actor], step.cards)
        start_rolling(step, actor, self.into)
        if times <= 0:
            return
        plan = RollPlan(times, self.up_to, self.into)
        ask_for_dice(step, actor, self.dice, plan)

    def describe(self) -> str:
        dice = plural(self.dice, "die", "dice")
        what = (
            f"pick {dice} (in the birdfeeder or not) and roll {'it' if self.dice == 1 else 'them'}"
        )
        if self.once_for is not None:
            return f"{what}, again and again: once for each of your {self.once_for.describe()}"
        if self.times > 1:
            return f"{what}, up to {self.times} times, stopping when you like"
        return what


def start_rolling(step: StepOps, actor: int, into: str) -> None:
    """Forget the faces another player rolled for this power (a roll of ``actor`` adds to
    ``actor``'s own only)."""
    if step.recall(ROLLER) != (actor,):
        step.remember(into, "dice", ())
        step.remember(ROLLER, "players", (actor,))


def ask_for_dice(step: StepOps, actor: int, dice: int, plan: RollPlan) -> None:
    """Ask ``actor`` to pick ``dice`` dice to roll with ``plan`` (no question when every die is
    outside the feeder: they are alike)."""
    decision = ChooseDiceToRoll(actor, dice, (), plan)
    table = step.tables[step.players[actor].table]
    if not table.feeder:
        roll_picked(step, actor, (), min(dice, len(table.outside)), plan)
        return
    step.pending.append(decision)


@frozen
class ChooseDiceToRoll(Decision):
    """Pick the dice to roll, one at a time: a die of the birdfeeder showing a face
    (``RemoveDie``), or ``TakeAmount(n)``: n dice from outside it, and roll (``n`` 0: roll the
    dice picked so far). ``remaining``: how many more may be picked; ``picked``: the faces of
    the feeder dice picked so far (still in the feeder until the roll)."""

    TAG: ClassVar[str] = "choose-dice-to-roll"
    ACCEPTS: ClassVar[tuple[type, ...]] = (RemoveDie, TakeAmount)

    player: int = field(metadata=PLAYER)
    remaining: int = field(metadata=PLAIN)
    picked: tuple[int, ...] = field(metadata=PLAIN)
    plan: RollPlan = RollPlan()

    def _left_in_feeder(self, view: View) -> list[DieFace]:
        feeder = list(view.tables[view.players[self.player].table].feeder)
        for face in self.picked:
            feeder.remove(DieFace(face))
        return feeder

    def options(self, view: View) -> list[Move]:
        outside = len(view.tables[view.players[self.player].table].outside)
        moves: list[Move] = []
        if self.remaining > 0:
            moves += [RemoveDie(f) for f in sorted(set(self._left_in_feeder(view)))]
        moves += [TakeAmount(n) for n in range(min(self.remaining, outside), -1, -1)]
        return moves

    def answer(self, step: StepOps, move: RemoveDie | TakeAmount) -> None:
        picked = self.picked
        if isinstance(move, RemoveDie):
            later = evolve(self, remaining=self.remaining - 1, picked=(*picked, int(move.face)))
            if later.remaining > 0 and (later._left_in_feeder(step) or _outside(step, self.player)):
                step.pending.append(later)
                return
            picked, move = later.picked, TakeAmount(0)
        roll_picked(step, self.player, tuple(DieFace(f) for f in picked), move.amount, self.plan)

    def label(self, names: Naming) -> str:
        who = names.player(self.player)
        return (
            f"{who}: pick a birdfeeder die to roll ({self.remaining} more at most), or take "
            "that many dice from outside the birdfeeder and roll"
        )


def _outside(view: View, p: int) -> int:
    return len(view.tables[view.players[p].table].outside)


def roll_picked(
    step: StepOps, actor: int, picked: tuple[DieFace, ...], outside: int, plan: RollPlan
) -> None:
    """Take the ``picked`` dice out of the feeder, add ``outside`` dice from outside it, and
    roll them all with ``plan``: they end as the last dice outside the feeder."""
    t = step.players[actor].table
    table = step.tables[t]
    feeder = list(table.feeder)
    for face in picked:
        feeder.remove(face)
    count = len(picked) + outside
    kept = table.outside[: len(table.outside) - outside]
    step.set_table(t, feeder=tuple(feeder), outside=(*kept, *picked, *table.outside[len(kept) :]))
    if count == 0:
        step.set_done(False)
        refill_if_empty(step, actor)
        return
    roll_again(step, actor, count, 0, plan)


def roll_again(step: StepOps, actor: int, count: int, done: int, plan: RollPlan) -> None:
    """Roll the last ``count`` dice outside the feeder (roll ``done + 1`` of ``plan``), then go
    on as ``plan`` says: another roll, a question, or nothing."""
    t = step.players[actor].table
    outside = step.tables[t].outside
    faces, stream = rng.choices(step.stream(t), active(step.config).die, count)
    step.set_stream(t, stream)
    step.set_table(t, outside=(*outside[: len(outside) - count], *faces))
    step.emit(DiceRolled(faces))
    done += 1
    if plan.luck.foods:
        after_lucky_roll(step, actor, count, done, plan, faces)
        return
    step.remember(plan.into, "dice", step.recall(plan.into) + tuple(int(f) for f in faces))
    if done >= plan.times:
        refill_if_empty(step, actor)
        return
    if plan.up_to:
        step.pending.append(RollAgain(actor, count, done, plan))
    else:
        roll_again(step, actor, count, done, plan)


@frozen
class RollAgain(Decision):
    """Roll the same ``count`` dice again (``Accept``, roll ``done + 1`` of ``plan``), or stop."""

    TAG: ClassVar[str] = "roll-again"
    ACCEPTS: ClassVar[tuple[type, ...]] = (Accept, Stop)

    player: int = field(metadata=PLAYER)
    count: int = field(metadata=PLAIN)
    done: int = field(metadata=PLAIN)
    plan: RollPlan = RollPlan()

    def options(self, view: View) -> list[Move]:
        return [Accept(), Stop()]

    def answer(self, step: StepOps, move: Accept | Stop) -> None:
        if isinstance(move, Accept):
            roll_again(step, self.player, self.count, self.done, self.plan)
            return
        if self.plan.luck.foods:
            stop_lucky(step, self.player, self.plan)
            return
        refill_if_empty(step, self.player)

    def label(self, names: Naming) -> str:
        who = names.player(self.player)
        left = self.plan.times - self.done
        return (
            f"{who}: roll the same {plural(self.count, 'die', 'dice')} again ({left} more at most)?"
        )


def refill_if_empty(step: StepOps, actor: int) -> None:
    """Once a power's roll is over: if the picks emptied the birdfeeder, all five dice are
    rolled back into it (rules 9.3.1)."""
    t = step.players[actor].table
    if not step.tables[t].feeder:
        step.roll_feeder(t, "emptied")


# --- a push-your-luck roll (``effects.push_your_luck`` writes it) -----------------------------
def after_lucky_roll(
    step: StepOps, actor: int, count: int, done: int, plan: RollPlan, faces: tuple[DieFace, ...]
) -> None:
    """What a push-your-luck roll (roll ``done`` of ``plan``) showing ``faces`` does."""
    shown = {food for face in faces for food in face.foods}
    hits = tuple(f for f in plan.luck.foods if f in shown)
    if not hits:
        _lose_cached(step, plan.luck.cached)
        refill_if_empty(step, actor)
        return
    if len(hits) > 1:
        step.pending.append(ChooseLuckyFood(actor, count, done, plan, hits))
        return
    _cache_and_go_on(step, actor, count, done, plan, hits[0])


def _cache_and_go_on(
    step: StepOps, actor: int, count: int, done: int, plan: RollPlan, food: Food
) -> None:
    power = step.power
    step.cache_food(power.owner, power.bird, food, "supply")
    luck = evolve(plan.luck, cached=(*plan.luck.cached, int(food)))
    plan = evolve(plan, luck=luck)
    if done >= plan.times:
        stop_lucky(step, actor, plan)
        return
    step.pending.append(RollAgain(actor, count, done, plan))


def stop_lucky(step: StepOps, actor: int, plan: RollPlan) -> None:
    """The player stops (or has rolled every roll): the food cached stays, and a predator
    that kept some succeeded."""
    power = step.power
    if plan.luck.cached:
        step.announce_hunt_success(power.owner, power.bird)
    refill_if_empty(step, actor)


def _lose_cached(step: StepOps, cached: tuple[int, ...]) -> None:
    """Return to the supply every food this activation cached on this bird."""
    power = step.power
    where = locate(step.players[power.owner], power.bird)
    if where is None or not cached:
        return
    h, c = where
    bird = step.players[power.owner].mat[h][c]
    left = list(bird.cached)
    for food in cached:
        left[food] = max(0, left[food] - 1)
    step.set_bird(power.owner, h, c, evolve(bird, cached=tuple(left)))
    step.set_done(False)


@frozen
class ChooseLuckyFood(Decision):
    """The roll shows several of the foods sought (``choices``): which to cache on this bird."""

    TAG: ClassVar[str] = "choose-lucky-food"
    ACCEPTS: ClassVar[tuple[type, ...]] = (ChooseFood,)

    player: int = field(metadata=PLAYER)
    count: int = field(metadata=PLAIN)
    done: int = field(metadata=PLAIN)
    plan: RollPlan
    choices: tuple[Food, ...] = field(metadata=PLAIN)

    def options(self, view: View) -> list[Move]:
        return [ChooseFood(f) for f in self.choices]

    def answer(self, step: StepOps, move: ChooseFood) -> None:
        _cache_and_go_on(step, self.player, self.count, self.done, self.plan, move.food)

    def label(self, names: Naming) -> str:
        return f"{names.player(self.player)}: choose the rolled food to cache on this bird"


# --- what reads the roll -----------------------------------------------------------------------
@frozen
class GainRolledFood(Effect):
    """Gain ``amount`` food from the supply, each a type one of the dice this power rolled shows
    (remembered in ``slot``); nothing when nothing was rolled."""

    TAG: ClassVar[str] = "gain-rolled-food"

    amount: int
    slot: str = "rolled"

    @classmethod
    def phrases(cls) -> tuple[Phrase, ...]:
        syntax = '"gain" NUMBER "rolled" "food" "from" "supply"'
        return (Phrase("gain_rolled", syntax, cls._from_phrase),)

    @classmethod
    def _from_phrase(cls, node: PhraseNode, ctx: Compiling) -> GainRolledFood:
        what = "'rolled food' refers to nothing: no 'roll any 1 die' before it"
        slot = ctx.require("rolled", node.pos, what)
        return cls(ctx.number(node.args[0], "food", low=1, high=5), slot)

    def _foods(self, view: View) -> tuple[Food, ...]:
        faces = view.powers[-1].recall(self.slot)
        shown = {food for face in faces for food in DieFace(face).foods}
        return tuple(f for f in game_foods(view) if f in shown)  # a nectar face's too

    def could_change(self, view: View, p: int, power: PowerContext) -> bool:
        """Some food was rolled by this power so far (at its offer, none: the rolls before it
        answer for the power)."""
        return bool(self._foods(view))

    def resolve(self, step: StepOps, actor: int, path: tuple[int, ...]) -> None:
        foods = self._foods(step)
        if not foods:
            step.set_done(False)
            return
        step.pending.append(GainRolled(actor, self.amount, foods))

    def describe(self) -> str:
        return f"take {self.amount} food from the supply, of a type one of the rolled dice shows"


@frozen
class GainRolled(Decision):
    """Choose the rolled food to gain (``choices``), ``remaining`` times."""

    TAG: ClassVar[str] = "gain-rolled"
    ACCEPTS: ClassVar[tuple[type, ...]] = (ChooseFood,)

    player: int = field(metadata=PLAYER)
    remaining: int = field(metadata=PLAIN)
    choices: tuple[Food, ...] = field(metadata=PLAIN)

    def options(self, view: View) -> list[Move]:
        return [ChooseFood(f) for f in self.choices]

    def answer(self, step: StepOps, move: ChooseFood) -> None:
        step.add_food(self.player, move.food)
        step.emit(FoodGained(self.player, move.food, "supply"))
        if self.remaining > 1:
            step.pending.append(evolve(self, remaining=self.remaining - 1))

    def label(self, names: Naming) -> str:
        return f"{names.player(self.player)}: choose a rolled food to gain"


# --- all five dice, some rerolled ----------------------------------------------------------------
@frozen
class RollAllAndReroll(Effect):
    """Roll all five dice (those in the birdfeeder taken out of it), then reroll any of them,
    up to ``times`` times; the faces showing at the end are remembered in ``into``. The five
    dice go back into the feeder, rolled, when it is over."""

    TAG: ClassVar[str] = "roll-all-and-reroll"

    times: int
    into: str = "rolled"

    @classmethod
    def phrases(cls) -> tuple[Phrase, ...]:
        syntax = '"roll" "all" "dice" "and" "reroll" "any" "of" "them" "up" "to" NUMBER "times"'
        return (Phrase("roll_all_reroll", syntax, cls._from_phrase),)

    @classmethod
    def _from_phrase(cls, node: PhraseNode, ctx: Compiling) -> RollAllAndReroll:
        return cls(ctx.number(node.args[0], "rerolls", low=1, high=5), ctx.produce("rolled"))

    def resolve(self, step: StepOps, actor: int, path: tuple[int, ...]) -> None:
        t = step.players[actor].table
        faces, stream = rng.choices(step.stream(t), active(step.config).die, DICE)
        step.set_stream(t, stream)
        step.set_table(t, feeder=(), outside=faces)
        step.emit(DiceRolled(faces))
        step.remember(self.into, "dice", tuple(int(f) for f in faces))
        step.pending.append(RerollSome(actor, self.times, (), self.into))

    def describe(self) -> str:
        return (
            f"roll all five dice, then reroll any of them up to {self.times} times; the dice "
            "go back into the birdfeeder afterwards"
        )


@frozen
class RerollSome(Decision):
    """Pick the dice to reroll, one at a time by their face (``RemoveDie``), then reroll them
    (``TakeAmount(0)``; with none picked, stop rerolling). ``left``: rerolls still allowed."""

    TAG: ClassVar[str] = "reroll-some"
    ACCEPTS: ClassVar[tuple[type, ...]] = (RemoveDie, TakeAmount)

    player: int = field(metadata=PLAYER)
    left: int = field(metadata=PLAIN)
    picked: tuple[int, ...] = field(metadata=PLAIN)
    into: str = "rolled"

    def _unpicked(self, view: View) -> list[DieFace]:
        showing = list(view.tables[view.players[self.player].table].outside)
        for face in self.picked:
            showing.remove(DieFace(face))
        return showing

    def options(self, view: View) -> list[Move]:
        faces = sorted(set(self._unpicked(view)))
        return [*(RemoveDie(f) for f in faces), TakeAmount(0)]

    def answer(self, step: StepOps, move: RemoveDie | TakeAmount) -> None:
        if isinstance(move, RemoveDie):
            step.pending.append(evolve(self, picked=(*self.picked, int(move.face))))
            return
        if not self.picked:
            refill_if_empty(step, self.player)
            return
        t = step.players[self.player].table
        kept = tuple(self._unpicked(step))
        faces, stream = rng.choices(step.stream(t), active(step.config).die, len(self.picked))
        step.set_stream(t, stream)
        step.set_table(t, outside=(*kept, *faces))
        step.emit(DiceRolled(faces))
        step.remember(self.into, "dice", tuple(int(f) for f in (*kept, *faces)))
        if self.left > 1:
            step.pending.append(evolve(self, left=self.left - 1, picked=()))
        else:
            refill_if_empty(step, self.player)

    def label(self, names: Naming) -> str:
        who = names.player(self.player)
        return (
            f"{who}: pick a die to reroll ({self.left} rerolls left), or reroll those picked "
            "(take none: with none picked, keep the dice as they are)"
        )


@frozen
class RolledAtLeast(Condition):
    """At least ``count`` of the dice this power rolled (the faces in ``slot``) show ``food``
    (the dual face counts for both its foods)."""

    TAG: ClassVar[str] = "rolled-at-least"

    count: int
    food: Food
    slot: str = "rolled"

    @classmethod
    def phrases(cls) -> tuple[Phrase, ...]:
        return (Phrase("rolled_at_least", '"rolled" "at" "least" NUMBER WORD', cls._from_phrase),)

    @classmethod
    def _from_phrase(cls, node: PhraseNode, ctx: Compiling) -> RolledAtLeast:
        what = "'rolled' refers to nothing: no roll before it"
        slot = ctx.require("rolled", node.pos, what)
        return cls(ctx.number(node.args[0], "dice", low=1, high=DICE), ctx.food(node.args[1]), slot)

    def holds(self, view: View, power: PowerContext, actor: int) -> bool:
        faces = power.recall(self.slot)
        return sum(self.food in DieFace(f).foods for f in faces) >= self.count

    def describe(self) -> str:
        return f"at least {self.count} of the rolled dice show {self.food.label}"
