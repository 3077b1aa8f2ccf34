"""Moving this bird to a neighbour's mat (rules 9.3.5): "move this bird to the mat of player to
your left" (or right); with the decision it asks.

Only the card moves: its eggs and cached food go back to the supply and its tucked cards to
the discard pile. The mover picks a habitat of the receiver's mat where the bird can live and
that has room; the bird takes that row's leftmost open slot, upright. The receiver cannot
refuse; from then on it is the receiver's bird for all purposes. It is not playing a bird: no
"when a bird is played" trigger, no egg cost. With no neighbour who is a player (a solo game,
[U] U25), the power does nothing. The rest of the power runs on for its owner (``LEAVES_MAT``:
the running power's bird is then on another mat). A general family: this module is no part of
``PRIMITIVE_MODULES``; each expansion whose cards use it joins it to the vocabulary
(``effects.add_vocabulary``).
"""

from __future__ import annotations

from typing import ClassVar

from attrs import field, frozen

from ..state.enums import Habitat
from ..state.events import BirdMoved, EggDiscarded
from ..state.fields import BIRD, PLAYER
from ..state.model import ROW_SIZE, Bird
from ..state.moves import ChooseHabitat, Move
from ..state.protocol import Decision, Naming, PowerContext, StepOps, View
from ._base import Compiling, Effect, Phrase, PhraseNode
from .bird_records import follow_bird
from .board import drop_covered_markers, locate
from .give import CHOSEN, EACH, LEFT, other_player, reached, who_words


def _receiver(view: View, p: int, side: str) -> int | None:
    """The neighbour on ``side`` of ``p`` who is a player, if any."""
    found = reached(view, p, side)
    return found[0] if found else None


def _habitats(view: View, receiver: int, card: int) -> list[Habitat]:
    """The habitats of ``receiver``'s mat where ``card`` can live, with a free space."""
    player = view.players[receiver]
    return [h for h in view.cards.birds[card].habitats if player.spaces(h) < ROW_SIZE]


@frozen
class MoveToNeighbour(Effect):
    """Move this bird (only the card) to the mat of the neighbour on ``side`` (``give.LEFT``
    or ``RIGHT``), into a habitat the player picks. "If you do" holds when it moved."""

    TAG: ClassVar[str] = "move-to-neighbour"
    #: The running power's bird may be on another player's mat once this has run.
    LEAVES_MAT: ClassVar[bool] = True

    side: str = LEFT

    @classmethod
    def phrases(cls) -> tuple[Phrase, ...]:
        syntax = '"move" bird_target "to" "the" "mat" "of" other_player'
        return (Phrase("move_to_neighbour", syntax, cls._from_phrase),)

    @classmethod
    def _from_phrase(cls, node: PhraseNode, ctx: Compiling) -> MoveToNeighbour:
        target, who = node.args
        ctx.this_bird(target, "move")
        side = other_player(who, ctx)
        if side in (CHOSEN, EACH):
            ctx.fail(node.pos, "a bird moves to a neighbour's mat", "write 'player to your left'")
        return cls(side)

    def _room(self, view: View, p: int, bird: int) -> list[Habitat]:
        q = _receiver(view, p, self.side)
        return [] if q is None or q == p else _habitats(view, q, bird)

    def resolve(self, step: StepOps, actor: int, path: tuple[int, ...]) -> None:
        power = step.power
        q = _receiver(step, actor, self.side)
        step.set_done(False)
        if q is not None and self._room(step, actor, power.bird):
            step.pending.append(ChooseNeighbourHabitat(actor, power.bird, q))

    def can_begin(self, view: View, p: int, bird: int) -> bool:
        return bool(self._room(view, p, bird))

    def feasible(self, view: View, p: int, power: PowerContext) -> bool:
        return self.can_begin(view, p, power.bird)

    def describe(self) -> str:
        return (
            f"move this card alone (its eggs, food and tucked cards discarded) to the mat of "
            f"{who_words(self.side)}, in a habitat of your choice"
        )


@frozen
class ChooseNeighbourHabitat(Decision):
    """Which habitat of ``receiver``'s mat ``player``'s bird ``bird`` moves to."""

    TAG: ClassVar[str] = "choose-neighbour-habitat"
    MAT_BIRDS: ClassVar[tuple[str, ...]] = ("bird",)
    ACCEPTS: ClassVar[tuple[type, ...]] = (ChooseHabitat,)

    player: int = field(metadata=PLAYER)
    bird: int = field(metadata=BIRD)
    receiver: int = field(metadata=PLAYER)

    def options(self, view: View) -> list[Move]:
        return [ChooseHabitat(h) for h in _habitats(view, self.receiver, self.bird)]

    def answer(self, step: StepOps, move: ChooseHabitat) -> None:
        p, q = self.player, self.receiver
        where = locate(step.players[p], self.bird)
        if where is None:  # pragma: no cover - the decision names a bird of the mat
            return
        h, c = where
        owner = step.players[p]
        gone = owner.mat[h][c]
        mat = list(owner.mat)
        mat[h] = mat[h][:c] + mat[h][c + 1 :]
        step.set_player(p, mat=tuple(mat))
        for _ in range(gone.eggs):
            step.emit(EggDiscarded(p, self.bird))
        if gone.tucked:
            t = owner.table
            step.set_table(t, discard=step.tables[t].discard + gone.tucked)
        follow_bird(step, p, self.bird, None)  # a card tucked behind it that is no bird card
        receiving = list(step.players[q].mat)
        receiving[move.habitat] = receiving[move.habitat] + (Bird(card=self.bird),)
        step.set_player(q, mat=tuple(receiving))
        drop_covered_markers(step, q)  # a bird moved onto an egg marker discards it
        step.emit(BirdMoved(q, self.bird, move.habitat, len(receiving[move.habitat]) - 1))
        step.set_done(True)

    def label(self, names: Naming) -> str:
        who, bird = names.player(self.player), names.bird(self.bird)
        return f"{who}: choose the habitat of {names.player(self.receiver)}'s mat {bird} moves to"
