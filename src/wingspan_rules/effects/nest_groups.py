"""Contiguous groups of birds of one nest type (rules 9.3.9): ``find a group with one nest type
or star and lay 1 egg on each``, with the decisions it asks.

A group is a set of the player's birds linked through orthogonal adjacency (the birds beside
each other in a row, and those of neighbouring rows that share a column; a sideways bird
covers two columns) that all have one nest type, a star nest counting as any. Adding a bird
to a group never costs anything (an egg more is never worth less), so the groups offered are
the largest ones: for each nest type, each linked set of the birds of that type, those held
within a larger one left out. The player names a group by one of its birds (the first of its
birds in mat order that is not a star nest: such a bird belongs to one group only), then lays
on its birds with room one at a time, in mat order, and may stop (rules 10.1 #1).

A general family: this module is no part of ``PRIMITIVE_MODULES``; the expansions whose cards
use it join it to the vocabulary (``effects.add_vocabulary``).
"""

from __future__ import annotations

from typing import ClassVar

from attrs import field, frozen

from ..state.enums import HABITATS, Habitat, Nest
from ..state.fields import BIRD, PLAIN, PLAYER
from ..state.model import Player, covered_columns
from ..state.moves import LayEgg, Move, PickBird, Stop
from ..state.protocol import Decision, Naming, PowerContext, StepOps, View
from ..state.values import evolve
from ._base import Compiling, Effect, Phrase, PhraseNode, fewest, takes_everything
from .board import has_room, locate
from .catalog import CardSet

#: The nest types a group may share (a star nest counts as each of them).
GROUP_NESTS = (Nest.BOWL, Nest.CAVITY, Nest.GROUND, Nest.PLATFORM)
#: A mat position's order: forest first, left to right (``habitat * ROW_SIZE + column``).
ROW_SIZE = 5

Cell = tuple[int, int]


def _touching(player: Player) -> dict[Cell, set[Cell]]:
    """Each bird's position (row, index) and the positions orthogonally next to it."""
    columns = {
        (h, i): set(cols)
        for h, row in enumerate(player.mat)
        for i, cols in enumerate(covered_columns(row))
    }
    return {a: {b for b in columns if b != a and _adjacent(a, b, columns)} for a in columns}


def _adjacent(a: Cell, b: Cell, columns: dict[Cell, set[int]]) -> bool:
    if a[0] == b[0]:
        return abs(a[1] - b[1]) == 1
    return abs(a[0] - b[0]) == 1 and bool(columns[a] & columns[b])


def nest_groups(player: Player, cards: CardSet) -> list[tuple[int, ...]]:
    """The largest groups of ``player``'s birds of one nest type (see the module docstring),
    each as its birds' card ids in mat order; the groups in the mat order of their names."""
    touching = _touching(player)
    nests = {
        (h, i): cards.birds[b.card].nest
        for h, row in enumerate(player.mat)
        for i, b in enumerate(row)
    }
    found: list[frozenset[Cell]] = []
    for nest in GROUP_NESTS:
        members = {cell for cell, own in nests.items() if own.matches(nest)}
        while members:
            todo = [min(members)]
            group = set(todo)
            while todo:
                for nxt in touching[todo.pop()] & members:
                    if nxt not in group:
                        group.add(nxt)
                        todo.append(nxt)
            members -= group
            if frozenset(group) not in found:
                found.append(frozenset(group))
    largest = [g for g in found if not any(g < other for other in found)]
    cards_of = [tuple(player.mat[h][i].card for h, i in sorted(g)) for g in largest]
    return sorted(cards_of, key=lambda g: _order(player, _name(player, cards, g)))


def _name(player: Player, cards: CardSet, group: tuple[int, ...]) -> int:
    """The bird naming ``group``: its first bird that is not a star nest (else its first)."""
    return next((c for c in group if cards.birds[c].nest is not Nest.STAR), group[0])


def _order(player: Player, card: int) -> int:
    where = locate(player, card)
    return -1 if where is None else where[0] * ROW_SIZE + where[1]


def _with_room(view: View, p: int, group: tuple[int, ...]) -> list[tuple[Habitat, int]]:
    """(habitat, column) of the birds of ``group`` with room for an egg, in mat order."""
    player = view.players[p]
    found = []
    for h, row in zip(HABITATS, player.mat, strict=True):
        for c, bird in enumerate(row):
            if bird.card in group and has_room(bird, view.cards.birds[bird.card]):
                found.append((h, c))
    return found


def _open_groups(view: View, p: int) -> list[tuple[int, ...]]:
    """The groups of ``p`` with a bird that has room for an egg."""
    return [g for g in nest_groups(view.players[p], view.cards) if _with_room(view, p, g)]


@frozen
class LayOnNestGroup(Effect):
    """Lay 1 egg on each bird of a group of the player's birds with one nest type, where there
    is room (see the module docstring). "If you do" holds when an egg was laid."""

    TAG: ClassVar[str] = "lay-on-nest-group"
    OWNER_ONLY: ClassVar[bool] = True

    #: The nest that counts as any type in a group (the card's icon; always the star nest).
    wild: Nest = Nest.STAR

    @classmethod
    def phrases(cls) -> tuple[Phrase, ...]:
        group = '"find" "a" "group" "with" "one" "nest" "type" "or" WORD'
        syntax = group + ' "and" "lay" NUMBER "egg" "on" "each"'
        return (Phrase("lay_on_nest_group", syntax, cls._from_phrase),)

    @classmethod
    def _from_phrase(cls, node: PhraseNode, ctx: Compiling) -> LayOnNestGroup:
        word, count = node.args
        ctx.lookup(word, "nest that counts as any", {"star": Nest.STAR})
        ctx.number(count, "the eggs laid on each bird of the group", low=1, high=1)
        return cls()

    def resolve(self, step: StepOps, actor: int, path: tuple[int, ...]) -> None:
        step.set_done(False)
        groups = _open_groups(step, actor)
        if not groups:
            return
        may_stop = fewest(step, actor, path) == 0 and not takes_everything(step)
        step.pending.append(ChooseNestGroup(actor, step.power.bird, may_stop))

    def feasible(self, view: View, p: int, power: PowerContext) -> bool:
        return bool(_open_groups(view, p))

    def could_change(self, view: View, p: int, power: PowerContext) -> bool:
        """A group has a bird with room for an egg."""
        return bool(_open_groups(view, p))

    def describe(self) -> str:
        return (
            "lay 1 egg on each bird, where there is room, of a group of your birds next to "
            "each other that share one nest type (a star nest counts as any)"
        )


@frozen
class ChooseNestGroup(Decision):
    """Which group of ``player``'s birds of one nest type ``LayOnNestGroup`` lays on, named by
    one of its birds (``PickBird``); ``bird``: the power's bird. ``may_stop``: the eggs may
    be cut down to none."""

    TAG: ClassVar[str] = "choose-nest-group"
    MAT_BIRDS: ClassVar[tuple[str, ...]] = ("bird",)
    ACCEPTS: ClassVar[tuple[type, ...]] = (PickBird,)

    player: int = field(metadata=PLAYER)
    bird: int = field(metadata=BIRD)
    may_stop: bool = True

    def _named(self, view: View) -> dict[PickBird, tuple[int, ...]]:
        player = view.players[self.player]
        named = {}
        for group in _open_groups(view, self.player):
            where = locate(player, _name(player, view.cards, group))
            if where is not None:
                named[PickBird(where[0], where[1])] = group
        return named

    def options(self, view: View) -> list[Move]:
        return list(self._named(view))

    def answer(self, step: StepOps, move: PickBird) -> None:
        group = self._named(step)[move]
        if takes_everything(step):
            for h, c in _with_room(step, self.player, group):
                step.lay_egg(self.player, h, c)
            step.set_done(True)
            return
        step.pending.append(LayOnGroupBird(self.player, group, may_stop=self.may_stop))

    def label(self, names: Naming) -> str:
        return f"{names.player(self.player)}: choose a group of birds of one nest type (name one of them)"


@frozen
class LayOnGroupBird(Decision):
    """The birds of the chosen ``group`` to lay an egg on, one at a time in mat order: each
    with room after the mat position ``after``, then "stop" when ``may_stop``."""

    TAG: ClassVar[str] = "lay-on-group-bird"
    ACCEPTS: ClassVar[tuple[type, ...]] = (LayEgg, Stop)

    player: int = field(metadata=PLAYER)
    group: tuple[int, ...] = field(default=(), metadata=BIRD)
    after: int = field(default=-1, metadata=PLAIN)
    may_stop: bool = True

    def _spots(self, view: View) -> list[tuple[Habitat, int]]:
        spots = _with_room(view, self.player, self.group)
        return [(h, c) for h, c in spots if h * ROW_SIZE + c > self.after]

    def options(self, view: View) -> list[Move]:
        moves: list[Move] = [LayEgg(h, c) for h, c in self._spots(view)]
        if self.may_stop or self.after >= 0:
            moves.append(Stop())
        return moves

    def answer(self, step: StepOps, move: LayEgg | Stop) -> None:
        if isinstance(move, Stop):
            return
        step.lay_egg(self.player, move.habitat, move.column)
        step.set_done(True)
        later = evolve(self, after=move.habitat * ROW_SIZE + move.column)
        if later._spots(step):
            step.pending.append(later)

    def label(self, names: Naming) -> str:
        return f"{names.player(self.player)}: choose the birds of the group to lay an egg on, in mat order"
