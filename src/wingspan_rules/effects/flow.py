"""The structure of a power: optional parts, "if you do", conditions checked, predators' hunts
and parts done by several players, with the decisions they ask.

Compound primitives hold nested blocks of effects (``BLOCKS``); running one pushes a frame
that names the block by its position in the power, never the effects themselves. What a
condition tests and whom a player scope names are declared in ``conditions``.
"""

from __future__ import annotations

from typing import Any, ClassVar, cast

from attrs import field, frozen

from ..state.fields import PLAIN, PLAYER
from ..state.moves import Accept, Move, Skip, TakeAmount
from ..state.protocol import Decision, Naming, PowerContext, StepOps, View
from ._base import (
    BirdTarget,
    Condition,
    Effect,
    PlayerScope,
    Which,
    amounts,
    block_could_change,
    fewest,
    honest_offers,
)
from .board import matching_birds
from .cards import Measure
from .conditions import _measure_words

_ACCEPT = Accept()


_SKIP = Skip()


def _sequence(effects: tuple[Effect, ...]) -> str:
    return ", then ".join(e.describe() for e in effects)


# --- compound effects -------------------------------------------------------------------------
@frozen
class MayDo(Effect):
    """An optional part of a power ("you may ..."); not offered when it could do nothing. Not
    doing it (declined, or impossible) is not doing it for a following "if you do"."""

    TAG: ClassVar[str] = "may-do"
    BLOCKS: ClassVar[tuple[str, ...]] = ("body",)

    body: tuple[Effect, ...]

    def resolve(self, step: StepOps, actor: int, path: tuple[int, ...]) -> None:
        first = self.body[0] if self.body else None
        power = step.power
        if first is None or not (
            self._could(first, step, actor, power) and first.payable(step, actor, power.bird)
        ):
            step.set_done(False)
            return
        block = path + (0,)
        if len(self.body) == 1 and self.body[0].STOPS_BY_ITSELF:
            step.run_block(actor, block)  # its own decision offers "stop": no yes/no first
        else:
            step.pending.append(OfferOptional(actor, len(step.powers) - 1, block))

    @staticmethod
    def _could(first: Effect, view: View, p: int, power: PowerContext) -> bool:
        """Whether the optional part is offered: it could do anything (``feasible``), or,
        under the honest offers, change the game (``could_change``)."""
        if honest_offers(view):
            return first.could_change(view, p, power)
        return first.feasible(view, p, power)

    def could_change(self, view: View, p: int, power: PowerContext) -> bool:
        first = self.body[0] if self.body else None
        return first is not None and (
            first.could_change(view, p, power) and first.payable(view, p, power.bird)
        )

    def describe(self) -> str:
        return f"you may {_sequence(self.body)}"


@frozen
class OfferOptional(Decision):
    """Whether to do the optional block ``block`` of the power at ``power``."""

    TAG: ClassVar[str] = "offer-optional"
    ACCEPTS: ClassVar[tuple[type, ...]] = (Accept, Skip)

    player: int = field(metadata=PLAYER)
    power: int = field(metadata=PLAIN)
    block: tuple[int, ...] = field(metadata=PLAIN)

    def options(self, view: View) -> list[Move]:
        return [_ACCEPT, _SKIP]

    def answer(self, step: StepOps, move: Accept | Skip) -> None:
        if type(move) is Accept:
            step.run_block(self.player, self.block, power=self.power)
        else:
            step.set_done(False)  # "if you do" after a declined part does not run

    def label(self, names: Naming) -> str:
        body = names.block(self.power, self.block)
        return f"{names.player(self.player)}: optionally, {body[:1].lower()}{body[1:]}"


@frozen
class UpTo(Effect):
    """ "up to ``amount``" of an action whose own decision does not let the player take fewer
    ("discard up to 2 seed"): the player picks how many, from none to ``amount`` (no more than
    can be done now), and ``body``, the action done once, runs that many times. Picking none
    is not doing it, for a following "if you do"."""

    TAG: ClassVar[str] = "up-to"
    BLOCKS: ClassVar[tuple[str, ...]] = ("body",)

    amount: int
    body: tuple[Effect, ...]

    def resolve(self, step: StepOps, actor: int, path: tuple[int, ...]) -> None:
        most = self.most(step, actor, step.power.bird)
        least = min(fewest(step, actor, path), most)
        if most == 0:
            step.set_done(False)
            return
        step.pending.append(ChooseUpTo(actor, len(step.powers) - 1, path + (0,), most, least))

    def most(self, view: View, p: int, bird: int) -> int:
        """The largest count up to ``amount`` that ``p`` can do in full now."""
        from attrs import evolve

        once = self.body[0] if self.body else None
        if once is None:
            return 0
        for n in range(self.amount, 0, -1):
            if evolve(cast(Any, once), amount=n).payable(view, p, bird):
                return n
        return 0

    def could_change(self, view: View, p: int, power: PowerContext) -> bool:
        return self.most(view, p, power.bird) > 0 and block_could_change(self.body, view, p, power)

    def describe(self) -> str:
        return f"up to {self.amount} times: {_sequence(self.body)}"


@frozen
class ChooseUpTo(Decision):
    """How many times (from ``least`` to ``amount``) to do the block ``block`` of an
    "up to N" action of the power at ``power``."""

    TAG: ClassVar[str] = "choose-up-to"
    ACCEPTS: ClassVar[tuple[type, ...]] = (TakeAmount,)

    player: int = field(metadata=PLAYER)
    power: int = field(metadata=PLAIN)
    block: tuple[int, ...] = field(metadata=PLAIN)
    amount: int = field(metadata=PLAIN)
    least: int = field(default=0, metadata=PLAIN)

    def options(self, view: View) -> list[Move]:
        return amounts(self.amount, self.least)

    def answer(self, step: StepOps, move: TakeAmount) -> None:
        if move.amount == 0:
            step.set_done(False)
        for _ in range(move.amount):
            step.run_block(self.player, self.block, power=self.power)

    def label(self, names: Naming) -> str:
        body = names.block(self.power, self.block)
        who = names.player(self.player)
        return f"{who}: how many times (up to {self.amount}): {body[:1].lower()}{body[1:]}"


@frozen
class IfDone(Effect):
    """``cost`` then ``then``; the second part happens only if the first was done in full.

    Covers "X. If you do, Y" and "discard X to Y" (rules 10.2 #10).
    """

    TAG: ClassVar[str] = "if-done"
    BLOCKS: ClassVar[tuple[str, ...]] = ("cost", "then")
    PAYS_FOR: ClassVar[bool] = True

    cost: tuple[Effect, ...]
    then: tuple[Effect, ...]

    def resolve(self, step: StepOps, actor: int, path: tuple[int, ...]) -> None:
        step.set_done(True)
        step.run_block(actor, path + (1,), only_if_done=True)
        step.run_block(actor, path + (0,))

    def can_begin(self, view: View, p: int, bird: int) -> bool:
        return not self.cost or self.cost[0].payable(view, p, bird)

    def payable(self, view: View, p: int, bird: int) -> bool:
        """A cost that cannot be paid does nothing: "you may discard X to Y" is then not
        offered (``MayDo``)."""
        return self.can_begin(view, p, bird)

    def could_change(self, view: View, p: int, power: PowerContext) -> bool:
        """The cost can be paid, and paying it changes the game (a tuck behind a bird with no
        room for the egg it pays for still scores); a cost that cannot be done ("you may"
        around an impossible one) leaves its "if you do" undone."""
        if not self.cost:
            return block_could_change(self.then, view, p, power)
        return self.cost[0].payable(view, p, power.bird) and block_could_change(
            self.cost, view, p, power
        )

    def describe(self) -> str:
        return f"{_sequence(self.cost)}; only if you did, {_sequence(self.then)}"


@frozen
class ForEach(Effect):
    """``body`` once for each of the acting player's birds ``birds`` selects, seen from the
    bird whose power runs ("for each other bird with cavity nest: ..."), or for each thing
    ``measure`` counts ("for each card in hand: ..."); counted when it begins, nothing when
    the count is 0."""

    TAG: ClassVar[str] = "for-each"
    BLOCKS: ClassVar[tuple[str, ...]] = ("body",)

    measure: Measure | None
    body: tuple[Effect, ...]
    birds: BirdTarget | None = None

    def count(self, view: View, actor: int, bird: int) -> int:
        """How many times the body runs for ``actor``, ``bird`` the power's own bird."""
        if self.birds is not None:
            return len(matching_birds(view, actor, self.birds, bird))
        assert self.measure is not None
        return self.measure.count(view.players[actor], view.cards)

    def resolve(self, step: StepOps, actor: int, path: tuple[int, ...]) -> None:
        for _ in range(self.count(step, actor, step.power.bird)):
            step.run_block(actor, path + (0,))

    def could_change(self, view: View, p: int, power: PowerContext) -> bool:
        return self.count(view, p, power.bird) > 0 and block_could_change(self.body, view, p, power)

    def describe(self) -> str:
        if self.birds is not None:
            other = " other" if self.birds.which is Which.OTHER else ""
            counted = f"your{other} birds{self.birds.condition_words()}"
        else:
            assert self.measure is not None
            counted = f"your {_measure_words(self.measure)}"
        return f"for each of {counted}, {_sequence(self.body)}"


@frozen
class If(Effect):
    """``then`` when ``test`` holds, else ``otherwise``."""

    TAG: ClassVar[str] = "if"
    BLOCKS: ClassVar[tuple[str, ...]] = ("then", "otherwise")

    test: Condition
    then: tuple[Effect, ...]
    otherwise: tuple[Effect, ...] = ()

    def resolve(self, step: StepOps, actor: int, path: tuple[int, ...]) -> None:
        branch = 0 if self.test.holds(step, step.power, actor) else 1
        step.run_block(actor, path + (branch,))

    def could_change(self, view: View, p: int, power: PowerContext) -> bool:
        branch = self.then if self.test.holds(view, power, p) else self.otherwise
        return block_could_change(branch, view, p, power)

    def describe(self) -> str:
        text = f"if {self.test.describe()}, {_sequence(self.then)}"
        return text + (f"; if not, {_sequence(self.otherwise)}" if self.otherwise else "")


@frozen
class Hunt(Effect):
    """A predator's hunt: when ``test`` holds, ``success`` runs and the predator succeeds (pink
    triggers see the success after it)."""

    TAG: ClassVar[str] = "hunt"
    BLOCKS: ClassVar[tuple[str, ...]] = ("success", "failure")

    test: Condition
    success: tuple[Effect, ...]
    failure: tuple[Effect, ...] = ()

    def resolve(self, step: StepOps, actor: int, path: tuple[int, ...]) -> None:
        power = step.power
        if self.test.holds(step, power, actor):
            step.announce_hunt_success(power.owner, power.bird)
            step.run_block(actor, path + (0,))
        else:
            step.run_block(actor, path + (1,))

    def could_change(self, view: View, p: int, power: PowerContext) -> bool:
        """The branch its test picks now: a test of what the power rolled or revealed reads
        nothing unless an earlier effect could change the game (then the power is offered
        already), so it fails."""
        branch = self.success if self.test.holds(view, power, p) else self.failure
        return block_could_change(branch, view, p, power)

    def describe(self) -> str:
        text = f"the hunt succeeds if {self.test.describe()}: {_sequence(self.success)}"
        return text + (f"; if it fails, {_sequence(self.failure)}" if self.failure else "")


@frozen
class ForPlayers(Effect):
    """Run ``body`` for each player in ``who``, each making their own choices."""

    TAG: ClassVar[str] = "for-players"
    BLOCKS: ClassVar[tuple[str, ...]] = ("body",)

    who: PlayerScope
    body: tuple[Effect, ...]

    def resolve(self, step: StepOps, actor: int, path: tuple[int, ...]) -> None:
        block = path + (0,)
        order = self.who.players(step, actor)
        if order is None:
            step.pending.append(self.who.ask(actor, len(step.powers) - 1, block))
            return
        for q in reversed(order):
            step.reach(q, block)  # a player busy with their own turn meanwhile: after it

    def could_change(self, view: View, p: int, power: PowerContext) -> bool:
        """One of the players it reaches (any player, when the acting one chooses) could
        change the game with it."""
        order = self.who.players(view, p)
        reached = range(len(view.players)) if order is None else order
        return any(block_could_change(self.body, view, q, power) for q in reached)

    def describe(self) -> str:
        return f"{self.who.describe()}: {_sequence(self.body)}"
