"""The food dice of a table and the kind of each (rules 1.4, rules-expansions 9.2.4, 9.2.13).

Most games roll five alike dice: the game's one die (``hooks.InForce.die``: the base die, or
Oceania's nectar die), and a table keeps only the faces showing (``Table.feeder``,
``Table.outside``). A mode whose feeders mix dice (``ModeOptions.MIXED_DICE``: Flock) with an
expansion declaring how many of its own dice a mixed feeder holds (``Expansion.mixed_dice``:
Oceania's 2, beside 3 base dice) gives each table dice of two kinds. Four faces are on both
kinds, so a face cannot tell its die: the table keeps the kind of each die beside its face
(``Table.feeder_kinds``, ``Table.outside_kinds``), and every roll, take and reroll keeps them
in step, each die rolled with its own faces (``roll``). Empty kinds: every die is the game's
one die (every game but a mixed one, and a mixed game saved before the kinds were kept, until
its feeder is next rolled whole).

A move names a die by its face only; where dice of both kinds show the face taken or picked,
a base die is taken (the engine's reading: a player would pick one; it matters only to a
later roll of the dice outside the feeder).
"""

from __future__ import annotations

import itertools
from collections import Counter
from collections.abc import Sequence

import attrs

from ..state import rng
from ..state.enums import BASE_DIE, DieFace
from ..state.model import DICE, GameConfig, Table
from .hooks import active

#: The name of the base food die among a table's kinds of dice.
BASE_KIND = "base"


def feeder_mix(config: GameConfig) -> tuple[str, ...]:
    """The kinds of a table's five dice, in the order they are rolled, in a game whose feeders
    mix dice (the expansion's dice first, then the base dice); empty when all five are the
    game's one die."""
    if not type(config.mode).MIXED_DICE:
        return ()
    hooks = active(config)
    own = hooks.mixed_dice
    if not 0 < own < DICE or hooks.die_kind == BASE_KIND:
        return ()
    return (hooks.die_kind,) * own + (BASE_KIND,) * (DICE - own)


def faces_of(config: GameConfig, kind: str) -> tuple[DieFace, ...]:
    """The faces of the die ``kind`` in a game of ``config`` (``ValueError``: no such die)."""
    if kind == BASE_KIND:
        return BASE_DIE
    hooks = active(config)
    if kind == hooks.die_kind:
        return hooks.die
    raise ValueError(f"no {kind!r} die in this game")


def game_dice(config: GameConfig) -> tuple[tuple[DieFace, ...], ...]:
    """The faces of each kind of die in a game of ``config``: the game's one die, or each kind
    of a mixed feeder's (the expansion's die, then the base die)."""
    mix = feeder_mix(config)
    if not mix:
        return (active(config).die,)
    return tuple(faces_of(config, kind) for kind in dict.fromkeys(mix))


def roll(
    stream: int, config: GameConfig, count: int, kinds: Sequence[str] = ()
) -> tuple[tuple[DieFace, ...], int]:
    """Roll ``count`` dice from ``stream``: the game's one die each (``kinds`` empty), or each
    die of ``kinds`` with its own faces; the faces in order and the next stream."""
    if not kinds:
        return rng.choices(stream, active(config).die, count)
    faces: list[DieFace] = []
    for kind in kinds:
        (face,), stream = rng.choices(stream, faces_of(config, kind), 1)
        faces.append(face)
    return tuple(faces), stream


def in_feeder_order(
    faces: Sequence[DieFace], kinds: Sequence[str]
) -> tuple[tuple[DieFace, ...], tuple[str, ...]]:
    """Dice as the feeder holds them: sorted by face (then kind), the kinds kept in step."""
    if not kinds:
        return tuple(sorted(faces)), ()
    pairs = sorted(zip(faces, kinds, strict=True))
    return tuple(f for f, _ in pairs), tuple(k for _, k in pairs)


def without(
    faces: Sequence[DieFace], kinds: Sequence[str], face: DieFace
) -> tuple[tuple[DieFace, ...], tuple[str, ...], str]:
    """The dice ``faces`` (of ``kinds``) less one showing ``face`` (a base die if one does,
    else the first), and that die's kind (empty when the dice keep no kinds)."""
    showing = [i for i, f in enumerate(faces) if f == face]
    if not showing:
        raise ValueError(f"no die shows {face.label}")
    i = next((i for i in showing if kinds and kinds[i] == BASE_KIND), showing[0])
    rest = (*faces[:i], *faces[i + 1 :])
    if not kinds:
        return rest, (), ""
    return rest, (*kinds[:i], *kinds[i + 1 :]), kinds[i]


def take_out(table: Table, face: DieFace) -> Table:
    """``table`` with one die showing ``face`` moved from the feeder to the dice outside it,
    with its kind."""
    feeder, kinds, kind = without(table.feeder, table.feeder_kinds, face)
    outside_kinds = (*table.outside_kinds, kind) if kind else table.outside_kinds
    return attrs.evolve(
        table,
        feeder=feeder,
        outside=(*table.outside, face),
        feeder_kinds=kinds,
        outside_kinds=outside_kinds,
    )


def reroll_outside(
    stream: int, config: GameConfig, table: Table, count: int
) -> tuple[Table, tuple[DieFace, ...], int]:
    """Roll the last ``count`` dice outside ``table``'s feeder, each with its own faces: the
    table, the faces rolled and the next stream."""
    kinds = table.outside_kinds[len(table.outside_kinds) - count :] if count else ()
    faces, stream = roll(stream, config, count, kinds)
    kept = table.outside[: len(table.outside) - count]
    return attrs.evolve(table, outside=(*kept, *faces)), faces, stream


def reroll_feeder(stream: int, config: GameConfig, table: Table) -> tuple[Table, int]:
    """Roll the dice in ``table``'s feeder (those outside staying outside), each with its own
    faces: the table, its feeder sorted, and the next stream."""
    faces, stream = roll(stream, config, len(table.feeder), table.feeder_kinds)
    feeder, kinds = in_feeder_order(faces, table.feeder_kinds)
    return attrs.evolve(table, feeder=feeder, feeder_kinds=kinds), stream


def all_out(stream: int, config: GameConfig, table: Table) -> tuple[Table, int]:
    """Roll all five dice of ``table`` out of the feeder (the game's mix in roll order)."""
    mix = feeder_mix(config)
    faces, stream = roll(stream, config, DICE, mix)
    return attrs.evolve(table, feeder=(), outside=faces, feeder_kinds=(), outside_kinds=mix), stream


def moved_out(table: Table, picked: Sequence[DieFace], last: int) -> Table:
    """``table`` with the ``picked`` dice taken out of the feeder and put, before the ``last``
    dice outside it, at the end of the dice outside (so the last ``len(picked) + last`` dice
    outside are those to roll)."""
    feeder, feeder_kinds = table.feeder, table.feeder_kinds
    taken: list[str] = []
    for face in picked:
        feeder, feeder_kinds, kind = without(feeder, feeder_kinds, face)
        taken.append(kind)
    cut = len(table.outside) - last
    outside = (*table.outside[:cut], *picked, *table.outside[cut:])
    kinds = table.outside_kinds
    if table.feeder_kinds or kinds:  # kinds are kept (outside may be empty: none there yet)
        kinds = (*kinds[:cut], *taken, *kinds[cut:])
    return attrs.evolve(
        table, feeder=feeder, outside=outside, feeder_kinds=feeder_kinds, outside_kinds=kinds
    )


def picked_last(table: Table, picked: Sequence[DieFace]) -> Table:
    """``table`` with the dice outside its feeder showing ``picked`` (the first of each face)
    moved to the end of the dice outside, in the order picked."""
    outside, kinds = table.outside, table.outside_kinds
    taken: list[str] = []
    for face in picked:
        outside, kinds, kind = without(outside, kinds, face)
        taken.append(kind)
    return attrs.evolve(
        table,
        outside=(*outside, *picked),
        outside_kinds=(*kinds, *taken) if table.outside_kinds else (),
    )


def assigned(
    config: GameConfig, feeder: Sequence[DieFace], outside: Sequence[DieFace]
) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """Kinds for dice showing ``feeder`` and ``outside`` in a game of ``config`` (test kits
    and boards set up by hand): empty in a game of one kind of die, else the first way the
    game's mix shows those faces (``ValueError`` if none does)."""
    mix = feeder_mix(config)
    if not mix:
        return (), ()
    shown = (*feeder, *outside)
    faces = {kind: faces_of(config, kind) for kind in set(mix)}
    for order in sorted(set(itertools.permutations(mix))):
        if all(face in faces[kind] for face, kind in zip(shown, order, strict=True)):
            return order[: len(feeder)], order[len(feeder) :]
    raise ValueError(f"no {len(mix)} dice of {dict(Counter(mix))} show {[f.label for f in shown]}")


def dice_problems(config: GameConfig, table: Table) -> list[str]:
    """What is wrong with the kinds of ``table``'s dice: one kind per die, the game's mix, each
    face on its own die; with no kinds kept, every face on the game's one die."""
    if not (table.feeder_kinds or table.outside_kinds):
        faces = frozenset(active(config).die)
        if not faces.issuperset(table.feeder) or not faces.issuperset(table.outside):
            return ["a die shows a face no die of this game has"]
        return []
    if len(table.feeder_kinds) != len(table.feeder) or len(table.outside_kinds) != len(
        table.outside
    ):
        return ["the dice's kinds must be one per die, in and outside the birdfeeder"]
    mix = feeder_mix(config)
    if Counter((*table.feeder_kinds, *table.outside_kinds)) != Counter(mix):
        return ["the dice's kinds are not the game's dice"]
    for face, kind in zip(
        (*table.feeder, *table.outside), (*table.feeder_kinds, *table.outside_kinds), strict=True
    ):
        if face not in faces_of(config, kind):
            return [f"a {kind} die shows {face.label}, which it does not have"]
    return []
