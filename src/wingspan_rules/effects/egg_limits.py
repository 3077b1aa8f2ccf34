"""Laying past a bird's egg limit (rules 9.3.7): ``lay 1 egg past the limit by up to 3 on another
bird with platform nest``. Only the eggs this phrase lays may go past the limit, by at most the
number written; every other laying still stops at the printed limit. A bird with a nest and a
limit of 0 may receive them; a bird with no nest may not. An over-full bird counts as a full
nest (``expansions/asia/scoring.py``: at the limit or over it).

What a bird was allowed beyond its limit stays with it as plain data, ``Bird.over_limit`` (the
eggs it holds past its limit after the laying), which the state's invariants read: a bird may
hold its printed limit plus that many eggs.

A general family (Asia's pink birds use it), joined to the vocabulary by the sets using it.
"""

from __future__ import annotations

from typing import ClassVar

from attrs import field, frozen

from ..state.enums import Habitat, Nest
from ..state.fields import BIRD, PLAIN, PLAYER
from ..state.model import Bird
from ..state.moves import LayEgg, Move, Stop
from ..state.protocol import Decision, Naming, PowerContext, StepOps, View
from ..state.values import evolve
from ._base import BirdTarget, Compiling, Effect, Phrase, PhraseNode, plural
from .board import matching_birds
from .cards import BirdCard


@frozen
class LayPastLimit(Effect):
    """Lay ``amount`` eggs, one at a time, on birds matching ``on``, each bird taking up to
    ``extra`` eggs more than its printed limit (a bird with no nest takes none)."""

    TAG: ClassVar[str] = "lay-past-limit"
    STOPS_BY_ITSELF: ClassVar[bool] = True  # each egg is one decision, with "stop"

    amount: int
    extra: int
    on: BirdTarget = BirdTarget()

    @classmethod
    def phrases(cls) -> tuple[Phrase, ...]:
        syntax = '"lay" amount ("egg" | "eggs") "past" "the" "limit" "by" "up" "to" NUMBER "on" bird_target'
        return (Phrase("lay_past_limit", syntax, cls._from_phrase),)

    @classmethod
    def _from_phrase(cls, node: PhraseNode, ctx: Compiling) -> LayPastLimit:
        num, extra, target = node.args
        return cls(ctx.amount(num), ctx.number(extra, "eggs", low=1, high=5), ctx.target(target))

    def chooses_amount(self) -> bool:
        return True

    def resolve(self, step: StepOps, actor: int, path: tuple[int, ...]) -> None:
        decision = LayOverLimit(actor, self.amount, self.extra, self.on, step.power.bird)
        if decision.spots(step):
            step.pending.append(decision)
        else:
            step.set_done(False)

    def feasible(self, view: View, p: int, power: PowerContext) -> bool:
        return self.can_begin(view, p, power.bird)

    def can_begin(self, view: View, p: int, bird: int) -> bool:
        return bool(LayOverLimit(p, self.amount, self.extra, self.on, bird).spots(view))

    def describe(self) -> str:
        return (
            f"lay {plural(self.amount, 'egg')} on {self.on.describe()}, even up to "
            f"{self.extra} past its egg limit (a bird with a nest)"
        )


@frozen
class LayOverLimit(Decision):
    """Lay a power's eggs one at a time on birds matching ``on`` (``bird``: this bird), each
    holding at most its limit plus ``extra``."""

    TAG: ClassVar[str] = "lay-over-limit"
    ACCEPTS: ClassVar[tuple[type, ...]] = (LayEgg, Stop)

    player: int = field(metadata=PLAYER)
    remaining: int = field(metadata=PLAIN)
    extra: int = field(metadata=PLAIN)
    on: BirdTarget
    bird: int = field(metadata=BIRD)

    def _room(self, bird: Bird, card: BirdCard) -> bool:
        return card.nest is not Nest.NONE and bird.eggs < card.egg_limit + self.extra

    def spots(self, view: View) -> list[tuple[Habitat, int]]:
        return matching_birds(view, self.player, self.on, self.bird, (), self._room)

    def options(self, view: View) -> list[Move]:
        return [*(LayEgg(h, c) for h, c in self.spots(view)), Stop()]

    def answer(self, step: StepOps, move: LayEgg | Stop) -> None:
        if isinstance(move, Stop):
            return
        p = self.player
        before = step.lay_egg(p, move.habitat, move.column)
        limit = step.cards.birds[before.card].egg_limit
        after = step.players[p].mat[move.habitat][move.column]
        past = max(after.over_limit, after.eggs - limit)
        if past != after.over_limit:
            step.set_bird(p, move.habitat, move.column, evolve(after, over_limit=past))
        if self.remaining > 1 and self.spots(step):
            step.pending.append(evolve(self, remaining=self.remaining - 1))

    def label(self, names: Naming) -> str:
        who = names.player(self.player)
        return (
            f"{who}: lay an egg, even past the bird's limit by {self.extra} ({self.remaining} more)"
        )
