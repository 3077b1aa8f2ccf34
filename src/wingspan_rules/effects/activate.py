"""Activating your own birds' brown powers from another power: ``activate the brown power of
each other bird with predator power`` (every such bird once, in the order the player picks,
each of them optional) and ``activate the brown power of a bird adjacent to this bird`` (one of
the birds just left, right, above or below it: rules 9.2.8).

Each activation is a normal activation of that bird's power (``StepOps.run_power``), run to its
end before the next is picked (rules 9.3.10: in any order the player likes).

``activate the brown power of each predator noting successes`` (the promo Yellow-Billed
Magpie) activates the same way and remembers, in the power's slot ``SUCCEEDED``, each predator
whose hunt succeeded during its activation; ``for each predator that succeeded: ...`` then runs
a block once per bird remembered. A success is seen by the engine's hunt watch
(``StepOps.watch_hunt``, docs/architecture.md), pushed beneath each activation.
A general family (Asia's Oriental Bay-Owl, the promo Phainopepla), joined to the vocabulary by
the sets using it.
"""

from __future__ import annotations

from typing import ClassVar

from attrs import field, frozen

from ..state.enums import HABITATS, Timing
from ..state.events import PowerUsed
from ..state.fields import BIRD, PLAIN, PLAYER
from ..state.moves import ChooseBird, Move, Skip
from ..state.protocol import HUNTS_SUCCEEDED, Decision, Naming, PowerContext, StepOps, View
from ..state.values import evolve
from ._base import (
    BirdTarget,
    Compiling,
    Effect,
    Phrase,
    PhraseNode,
    Which,
    block_could_change,
    could_run,
)
from .board import locate, matching_birds
from .predicates import HasPredatorPower


def _brown(view: View, card: int) -> bool:
    power = view.cards.birds[card].power
    return power is not None and power.timing is Timing.WHEN_ACTIVATED


def _some_could_run(view: View, p: int, birds: tuple[int, ...]) -> bool:
    """Whether the brown power of one of ``p``'s ``birds`` could change the game, run now
    (``could_change``: each activation is a normal one of that bird's power)."""
    for card in birds:
        power = view.cards.birds[card].power
        if power is not None and could_run(view, p, card, power.effects):
            return True
    return False


@frozen
class ActivateEach(Effect):
    """Activate the brown power of each of your birds ``on`` selects (this one never), once
    each, in the order you pick; you may leave any out."""

    TAG: ClassVar[str] = "activate-each"

    on: BirdTarget

    @classmethod
    def phrases(cls) -> tuple[Phrase, ...]:
        syntax = '"activate" "the" "brown" "power" "of" "each" each_target'
        return (Phrase("activate_each", syntax, cls._from_phrase),)

    @classmethod
    def _from_phrase(cls, node: PhraseNode, ctx: Compiling) -> ActivateEach:
        return cls(ctx.target(node.args[0], each=True))

    def _birds(self, view: View, p: int, bird: int) -> tuple[int, ...]:
        mat = view.players[p].mat
        return tuple(
            mat[h][c].card
            for h, c in matching_birds(view, p, self.on, bird)
            if mat[h][c].card != bird and _brown(view, mat[h][c].card)
        )

    def resolve(self, step: StepOps, actor: int, path: tuple[int, ...]) -> None:
        birds = self._birds(step, actor, step.power.bird)
        if birds:
            step.pending.append(ChooseToActivate(actor, birds))
        else:
            step.set_done(False)

    def could_change(self, view: View, p: int, power: PowerContext) -> bool:
        """One of the birds' brown powers could change the game, run now."""
        return _some_could_run(view, p, self._birds(view, p, power.bird))

    def describe(self) -> str:
        return (
            f"use the brown power of each of {self.on.describe()} in turn, in the order you "
            "like (this bird's own excepted)"
        )


@frozen
class ActivateEachPredator(ActivateEach):
    """``ActivateEach`` of your other predators: ``activate the brown power of each other
    predator``. The card prints the predator icon for it (a power made of predators' hunts)."""

    TAG: ClassVar[str] = "activate-each-predator"
    SUCCEEDS_AS_PREDATOR: ClassVar[bool] = True

    @classmethod
    def phrases(cls) -> tuple[Phrase, ...]:
        syntax = '"activate" "the" "brown" "power" "of" "each" "other" "predator"'
        return (Phrase("activate_each_predator", syntax, cls._from_predators),)

    @classmethod
    def _from_predators(cls, node: PhraseNode, ctx: Compiling) -> ActivateEachPredator:
        return cls(BirdTarget(Which.OTHER, where=(HasPredatorPower(),)))

    def describe(self) -> str:
        return "use the brown power of each of your other predators in turn, in the order you like"


#: The slot of the predators whose hunt succeeded while a power activated them.
SUCCEEDED = HUNTS_SUCCEEDED


@frozen
class ActivateEachPredatorNoting(ActivateEachPredator):
    """``ActivateEachPredator`` that remembers which of them succeeded (``SUCCEEDED``):
    ``activate the brown power of each predator noting successes``. The activating bird is
    no predator itself (its card prints no predator icon: its reward is no hunt of its own);
    "each predator" never includes it, as it has no brown power when it runs this."""

    TAG: ClassVar[str] = "activate-each-predator-noting"
    SUCCEEDS_AS_PREDATOR: ClassVar[bool] = False

    @classmethod
    def phrases(cls) -> tuple[Phrase, ...]:
        syntax = '"activate" "the" "brown" "power" "of" "each" "predator" "noting" "successes"'
        return (Phrase("activate_each_predator_noting", syntax, cls._from_noting),)

    @classmethod
    def _from_noting(cls, node: PhraseNode, ctx: Compiling) -> ActivateEachPredatorNoting:
        ctx.produce(SUCCEEDED)
        return cls(BirdTarget(Which.OTHER, where=(HasPredatorPower(),)))

    def resolve(self, step: StepOps, actor: int, path: tuple[int, ...]) -> None:
        step.remember(SUCCEEDED, "birds", ())
        birds = self._birds(step, actor, step.power.bird)
        if birds:
            step.pending.append(ChooseToActivate(actor, birds, watch=True))
        else:
            step.set_done(False)

    def describe(self) -> str:
        return (
            "use the brown power of each of your predators in turn, in the order you like, "
            "noting each whose hunt succeeds"
        )


@frozen
class ForEachSucceeded(Effect):
    """``body`` once per predator the activation before it noted as successful ("for each
    predator that succeeded: cache 1 wild from supply on this bird")."""

    TAG: ClassVar[str] = "for-each-succeeded"
    BLOCKS: ClassVar[tuple[str, ...]] = ("body",)

    slot: str = SUCCEEDED
    body: tuple[Effect, ...] = ()

    @classmethod
    def each_phrases(cls) -> tuple[Phrase, ...]:
        """After "for each": the predators noted by the activation before it."""
        return (Phrase("each_succeeded", '"predator" "that" "succeeded"', cls._from_phrase),)

    @classmethod
    def _from_phrase(cls, node: PhraseNode, ctx: Compiling) -> ForEachSucceeded:
        what = (
            "'for each predator that succeeded' refers to nothing: no 'activate the brown "
            "power of each predator noting successes' before it"
        )
        return cls(ctx.require(SUCCEEDED, node.pos, what))

    def resolve(self, step: StepOps, actor: int, path: tuple[int, ...]) -> None:
        for _ in step.recall(self.slot):
            step.run_block(actor, path + (0,))

    def could_change(self, view: View, p: int, power: PowerContext) -> bool:
        """A predator succeeded, and the body could change the game."""
        return bool(power.recall(self.slot)) and block_could_change(self.body, view, p, power)

    def describe(self) -> str:
        from .flow import _sequence

        return f"for each of them whose hunt succeeded, {_sequence(self.body)}"


@frozen
class ActivateAdjacent(Effect):
    """Activate the brown power of one of your birds adjacent to this bird (just left or right
    of it in its row, or in its column in the row above or below)."""

    TAG: ClassVar[str] = "activate-adjacent"
    OWNER_ONLY: ClassVar[bool] = True  # it reads this bird's place

    @classmethod
    def phrases(cls) -> tuple[Phrase, ...]:
        syntax = '"activate" "the" "brown" "power" "of" "a" "bird" "adjacent" "to" "this" "bird"'
        return (Phrase("activate_adjacent", syntax, cls._from_phrase),)

    @classmethod
    def _from_phrase(cls, node: PhraseNode, ctx: Compiling) -> ActivateAdjacent:
        return cls()

    def _birds(self, view: View, p: int, bird: int) -> tuple[int, ...]:
        mat = view.players[p].mat
        where = locate(view.players[p], bird)
        if where is None:
            return ()
        row, c = HABITATS.index(where[0]), where[1]
        near = [(row, c - 1), (row, c + 1), (row - 1, c), (row + 1, c)]
        found = [
            mat[h][i].card
            for h, i in near
            if 0 <= h < len(mat) and 0 <= i < len(mat[h]) and _brown(view, mat[h][i].card)
        ]
        return tuple(found)

    def resolve(self, step: StepOps, actor: int, path: tuple[int, ...]) -> None:
        birds = self._birds(step, actor, step.power.bird)
        if birds:
            step.pending.append(ChooseToActivate(actor, birds, most=1))
        else:
            step.set_done(False)

    def can_begin(self, view: View, p: int, bird: int) -> bool:
        return bool(self._birds(view, p, bird))

    def could_change(self, view: View, p: int, power: PowerContext) -> bool:
        """One of the adjacent birds' brown powers could change the game, run now."""
        return _some_could_run(view, p, self._birds(view, p, power.bird))

    def describe(self) -> str:
        return "use the brown power of one of your birds next to this one, or above or below it"


@frozen
class ChooseToActivate(Decision):
    """Pick the next of ``birds`` whose brown power runs (``most`` more at most), or stop."""

    TAG: ClassVar[str] = "choose-to-activate"
    ACCEPTS: ClassVar[tuple[type, ...]] = (ChooseBird, Skip)

    player: int = field(metadata=PLAYER)
    birds: tuple[int, ...] = field(metadata=BIRD)
    most: int = field(default=5 * len(HABITATS), metadata=PLAIN)
    #: Whether each activation is watched for its hunt's success (``HuntWatch``).
    watch: bool = False

    def options(self, view: View) -> list[Move]:
        player = view.players[self.player]
        moves: list[Move] = []
        for card in self.birds:
            where = locate(player, card)
            if where is not None:
                moves.append(ChooseBird(*where))
        return [*moves, Skip()] if moves else []

    def answer(self, step: StepOps, move: ChooseBird | Skip) -> None:
        if isinstance(move, Skip):
            return
        card = step.players[self.player].mat[move.habitat][move.column].card
        rest = tuple(b for b in self.birds if b != card)
        if rest and self.most > 1:
            later = evolve(self, birds=rest, most=self.most - 1)
            if later.options(step):
                step.pending.append(later)  # asked once this activation is over
        if self.watch:
            step.watch_hunt(self.player, card)
        step.emit(PowerUsed(self.player, card))
        step.run_power(self.player, card)

    def label(self, names: Naming) -> str:
        return f"{names.player(self.player)}: choose the next bird whose brown power to use"
