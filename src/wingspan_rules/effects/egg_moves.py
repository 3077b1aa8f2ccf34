"""Eggs moved between the acting player's own birds (rules 9.6, "move eggs"): "move 1 egg from
this bird to another bird next to this bird", "move up to 4 eggs from any bird to any bird".
Each egg leaves a bird the first selector picks and goes onto another one the second selector
picks (never the bird it left), where the egg limit leaves room; with the decision it asks.

The family of the promo packs' Common Eider and Greater Snow Goose (and the Americas' own). A
move is a gain the player may cut short (rules 10.1 #1), one egg at a time with "stop"; as a
cost (``move ... to draw 1 card``) it is done in full or not at all. Listed in
``effects.PRIMITIVE_MODULES`` after the base game's modules, so that the base game's decision
types keep their order.
"""

from __future__ import annotations

from typing import ClassVar

from attrs import field, frozen

from ..state.enums import Habitat
from ..state.events import EggDiscarded
from ..state.fields import BIRD, PLAIN, PLAYER
from ..state.moves import Move, PickBird, Stop
from ..state.protocol import Decision, Naming, PowerContext, StepOps, View
from ..state.values import evolve
from ._base import (
    BirdTarget,
    Compiling,
    Effect,
    Phrase,
    PhraseNode,
    fewest,
    plural,
    takes_everything,
)
from .board import has_room, matching_birds

_STOP = Stop()


@frozen
class MoveEggs(Effect):
    """Move ``amount`` eggs, one at a time, each from one of your birds ``source`` selects
    (with an egg) onto another one ``to`` selects (with room). "If you do" holds when every
    egg was moved."""

    TAG: ClassVar[str] = "move-eggs"
    STOPS_BY_ITSELF: ClassVar[bool] = True  # its decision offers "stop"

    amount: int
    source: BirdTarget
    to: BirdTarget

    @classmethod
    def phrases(cls) -> tuple[Phrase, ...]:
        syntax = '"move" amount _eggs "from" bird_target "to" bird_target'
        return (Phrase("move_eggs", syntax, cls._from_phrase),)

    @classmethod
    def _from_phrase(cls, node: PhraseNode, ctx: Compiling) -> MoveEggs:
        num, source, to = node.args
        for target in (source, to):
            if target.which == "this":
                ctx.this_bird(target, "move eggs on")
        return cls(ctx.amount(num), ctx.target(source), ctx.target(to))

    def chooses_amount(self) -> bool:
        return True

    def _decision(self, p: int, bird: int, least: int) -> MoveEgg:
        return MoveEgg(p, self.amount, self.source, self.to, bird, least)

    def resolve(self, step: StepOps, actor: int, path: tuple[int, ...]) -> None:
        least = self.amount if takes_everything(step) else fewest(step, actor, path)
        decision = self._decision(actor, step.power.bird, least)
        step.set_done(False)  # until every egg is moved
        if decision.options(step):
            step.pending.append(decision)

    def payable(self, view: View, p: int, bird: int) -> bool:
        return bool(self._decision(p, bird, self.amount).options(view))

    def could_change(self, view: View, p: int, power: PowerContext) -> bool:
        """An egg can be moved (fewer than ``amount`` may be: rules 10.1 #1)."""
        return bool(self._decision(p, power.bird, 0).options(view))

    def describe(self) -> str:
        eggs = plural(self.amount, "egg")
        return (
            f"move {eggs}, one at a time, from {self.source.describe()} onto "
            f"{self.to.describe()} (another bird, with room)"
        )


@frozen
class MoveEgg(Decision):
    """Move one of ``remaining`` eggs: first pick the bird it leaves (one ``source`` selects,
    with an egg, ``bird`` being the power's own), then the bird it goes onto (``picked``: the
    first one's card; one ``to`` selects, not that one, with room); "stop" once ``least`` more
    are not owed."""

    TAG: ClassVar[str] = "move-egg"
    ACCEPTS: ClassVar[tuple[type, ...]] = (PickBird, Stop)

    player: int = field(metadata=PLAYER)
    remaining: int = field(metadata=PLAIN)
    source: BirdTarget
    to: BirdTarget
    bird: int = field(metadata=BIRD)
    least: int = field(default=0, metadata=PLAIN)
    picked: int = field(default=-1, metadata=PLAIN)

    def _targets(self, view: View, left: int) -> list[tuple[Habitat, int]]:
        """Where an egg leaving the bird ``left`` may go."""
        return [
            (h, c)
            for h, c in matching_birds(view, self.player, self.to, self.bird, need=has_room)
            if view.players[self.player].mat[h][c].card != left
        ]

    def _sources(self, view: View) -> list[tuple[Habitat, int]]:
        mat = view.players[self.player].mat
        return [
            (h, c)
            for h, c in matching_birds(view, self.player, self.source, self.bird)
            if mat[h][c].eggs > 0 and self._targets(view, mat[h][c].card)
        ]

    def options(self, view: View) -> list[Move]:
        if self.picked >= 0:
            return [PickBird(h, c) for h, c in self._targets(view, self.picked)]
        moves: list[Move] = [PickBird(h, c) for h, c in self._sources(view)]
        if moves and self.least <= 0:
            moves.append(_STOP)
        return moves

    def answer(self, step: StepOps, move: PickBird | Stop) -> None:
        if isinstance(move, Stop):
            return
        p = self.player
        card = step.players[p].mat[move.habitat][move.column].card
        if self.picked < 0:
            step.pending.append(evolve(self, picked=card))
            return
        mat = step.players[p].mat
        left = next(
            (h, c) for h, row in enumerate(mat) for c, b in enumerate(row) if b.card == self.picked
        )
        step.remove_egg(p, Habitat(left[0]), left[1])
        step.emit(EggDiscarded(p, self.picked))  # the egg leaves that bird ...
        step.lay_egg(p, move.habitat, move.column)  # ... and is laid on this one
        if self.remaining <= 1:
            step.set_done(True)
            return
        later = evolve(self, remaining=self.remaining - 1, least=max(0, self.least - 1), picked=-1)
        if later.options(step):
            step.pending.append(later)

    def label(self, names: Naming) -> str:
        who = names.player(self.player)
        if self.picked >= 0:
            return f"{who}: pick the bird the egg goes onto"
        return f"{who}: pick a bird to move an egg from ({self.remaining} more), or stop"
