"""Tests on what the birdfeeder shows, as a power's condition: ``birdfeeder shows no rodent``
(no die in the acting player's birdfeeder shows that food; the dual face shows both of its
foods; an empty feeder shows none).

The family of the powers that read the feeder (the promo packs' Rifleman and Blue Duck; the
feeder readings of other sets' birds join this module as they are written): also a block run
once per die of the feeder (``for each die in birdfeeder:``, ``for each seed in birdfeeder:``)
and a die's food cached straight from the feeder (``cache 1 rodent from birdfeeder on this
bird``, ``cache 1 die from birdfeeder on this bird at end of turn``).
"""

from __future__ import annotations

from typing import ClassVar

from attrs import field, frozen

from ..state.enums import Food
from ..state.events import DieTaken
from ..state.fields import BIRD, PLAIN, PLAYER
from ..state.moves import Move, Reroll, Stop, TakeDie
from ..state.protocol import Decision, Naming, PowerContext, StepOps, View
from ..state.values import evolve
from ._base import (
    Compiling,
    Condition,
    Delayable,
    Effect,
    Phrase,
    PhraseNode,
    block_could_change,
    either,
)
from .board import feeder_options


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


# --- caching a die of the birdfeeder -------------------------------------------------------------
@frozen
class CacheFromFeeder(Delayable):
    """Cache ``amount`` food from the birdfeeder on this bird, each one die giving one of
    ``choices`` (empty: any die, "cache 1 die from birdfeeder"): the die leaves the feeder and
    its food goes onto the bird, never through the supply. One die at a time, the reroll rule
    applying (rules 10.1 #3); the player may stop (rules 10.1 #1). With ``at_end_of_turn``,
    done when the turn under way ends (a pink power's "at the end of their turn"). Written as
    the base game's cache (``cache 1 rodent from birdfeeder on this bird``: ``CacheFood``)."""

    TAG: ClassVar[str] = "cache-from-feeder"
    OWNER_ONLY: ClassVar[bool] = True  # it caches on this bird

    amount: int
    choices: tuple[Food, ...] = ()
    at_end_of_turn: bool = False

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
    die in birdfeeder"), or each die showing ``food`` ("for each seed in birdfeeder": the dual
    face shows both of its foods), counted when the block begins."""

    TAG: ClassVar[str] = "for-each-in-feeder"
    BLOCKS: ClassVar[tuple[str, ...]] = ("body",)

    food: Food | None = None
    body: tuple[Effect, ...] = ()

    @classmethod
    def each_phrases(cls) -> tuple[Phrase, ...]:
        """After "for each": ``die in birdfeeder``, or a food and ``in birdfeeder``."""
        return (
            Phrase("feeder_dice", '"die" "in" "birdfeeder"', cls._from_dice),
            Phrase("feeder_food", 'WORD "in" "birdfeeder"', cls._from_food),
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
