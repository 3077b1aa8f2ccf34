"""Eggs moved between the acting player's own birds (rules 9.6, "move eggs"): "move 1 egg from
this bird to another bird next to this bird", "move up to 4 eggs from any bird to any bird";
and eggs taken off several birds, counted for ``for each discarded egg`` (Oceania): "discard 1
egg from every other bird in this habitat" (at once), "discard all eggs from any bird with
cavity nest" (one bird the player picks).
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
from ..state.moves import DiscardEgg, Move, PickBird, Stop
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
from .board import has_egg, has_room, matching_birds

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


# --- eggs discarded from several birds, or all of one bird's, counted for "for each" -------------
#: The slot counting the eggs discarded (``quantities.DISCARDED_EGGS``: one entry per egg).
_DISCARDED_EGGS = "discarded-eggs"


def _count_discarded(step: StepOps, cards: tuple[int, ...]) -> None:
    """Add the discarded eggs (the card each came from) to the power's count."""
    step.remember(_DISCARDED_EGGS, "birds", step.recall(_DISCARDED_EGGS) + cards)


@frozen
class DiscardEggFromEach(Effect):
    """``discard 1 egg from every other bird in this habitat``: 1 egg from every bird the
    selector picks that holds one, at once (none holding one: nothing). The eggs are counted
    for ``for each discarded egg`` (with those of the power's other egg discards)."""

    TAG: ClassVar[str] = "discard-egg-from-each"

    on: BirdTarget

    @classmethod
    def phrases(cls) -> tuple[Phrase, ...]:
        syntax = '"discard" amount _eggs "from" "every" each_target'
        return (Phrase("discard_egg_from_each", syntax, cls._from_phrase),)

    @classmethod
    def _from_phrase(cls, node: PhraseNode, ctx: Compiling) -> DiscardEggFromEach:
        if ctx.amount(node.args[0]) != 1 or node.args[0].up_to:
            ctx.fail(node.args[0].pos, "1 egg comes from each bird", "write 'discard 1 egg'")
        ctx.produce(_DISCARDED_EGGS)
        return cls(ctx.target(node.args[1], each=True))

    def _spots(self, view: View, p: int, bird: int) -> list[tuple[Habitat, int]]:
        return matching_birds(view, p, self.on, bird, (), has_egg)

    def could_change(self, view: View, p: int, power: PowerContext) -> bool:
        """One of the selected birds holds an egg."""
        return bool(self._spots(view, p, power.bird))

    def resolve(self, step: StepOps, actor: int, path: tuple[int, ...]) -> None:
        spots = self._spots(step, actor, step.power.bird)
        cards = []
        for h, c in spots:
            bird = step.remove_egg(actor, h, c)
            step.emit(EggDiscarded(actor, bird.card))
            cards.append(bird.card)
        _count_discarded(step, tuple(cards))
        step.set_done(bool(cards))

    def describe(self) -> str:
        return f"remove 1 egg from each of {self.on.describe()} holding one"


@frozen
class DiscardAllEggs(Effect):
    """``discard all eggs from any bird with cavity nest``: every egg of one bird the selector
    picks (the player chooses among those holding an egg; none: nothing), counted for ``for
    each discarded egg``."""

    TAG: ClassVar[str] = "discard-all-eggs"

    on: BirdTarget

    @classmethod
    def phrases(cls) -> tuple[Phrase, ...]:
        syntax = '"discard" "all" _eggs "from" bird_target'
        return (Phrase("discard_all_eggs", syntax, cls._from_phrase),)

    @classmethod
    def _from_phrase(cls, node: PhraseNode, ctx: Compiling) -> DiscardAllEggs:
        ctx.produce(_DISCARDED_EGGS)
        return cls(ctx.target(node.args[0]))

    def could_change(self, view: View, p: int, power: PowerContext) -> bool:
        """One of the selected birds holds an egg."""
        return bool(matching_birds(view, p, self.on, power.bird, (), has_egg))

    def resolve(self, step: StepOps, actor: int, path: tuple[int, ...]) -> None:
        spots = matching_birds(step, actor, self.on, step.power.bird, (), has_egg)
        if not spots:
            step.set_done(False)
            return
        step.pending.append(DiscardAllFrom(actor, self.on, step.power.bird))

    def describe(self) -> str:
        return f"remove every egg from {self.on.describe()}"


@frozen
class DiscardAllFrom(Decision):
    """Choose the bird (of those ``on`` selects holding an egg) to discard every egg from."""

    TAG: ClassVar[str] = "discard-all-eggs-from"
    ACCEPTS: ClassVar[tuple[type, ...]] = (DiscardEgg,)

    player: int = field(metadata=PLAYER)
    on: BirdTarget
    bird: int = field(metadata=BIRD)

    def options(self, view: View) -> list[Move]:
        spots = matching_birds(view, self.player, self.on, self.bird, (), has_egg)
        return [DiscardEgg(h, c) for h, c in spots]

    def answer(self, step: StepOps, move: DiscardEgg) -> None:
        eggs = step.players[self.player].mat[int(move.habitat)][move.column].eggs
        cards = []
        for _ in range(eggs):
            bird = step.remove_egg(self.player, move.habitat, move.column)
            step.emit(EggDiscarded(self.player, bird.card))
            cards.append(bird.card)
        _count_discarded(step, tuple(cards))
        step.set_done(True)

    def label(self, names: Naming) -> str:
        return f"{names.player(self.player)}: choose a bird to remove every egg from"
