"""Hidden information forced in a running game: the deck's next cards, the bonus deck's order,
the dice the game rolls next, the birdfeeder's faces.

A conformance test replays a real game, or sets up a case, and needs the face-down cards and the
dice to be the ones of that game. These functions return the same state with them set, keeping
every card in exactly one place (a card named is moved, never copied), and check the result
against the rules. What no player has seen (the order of the decks, the next dice) may be forced
at any decision; what players have seen (the feeder) only between two turns.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from typing import Any

import attrs

from ..effects.dice import assigned, feeder_mix
from ..effects.hooks import active
from ..engine import Rules
from ..state import rng
from ..state.enums import BASE_DIE, DieFace
from ..state.model import BONUS_TABLE, DICE, GameState
from .cards import _bonus_id, _faces

#: Most dice one forced stream rolls: 6**n streams are searched for n dice (n = 6: under 50,000).
MOST_FORCED_DICE = 6


def _table_stream(state: GameState, table: int) -> int:
    own = None if state.mode_state is None else state.mode_state.stream(table)
    return state.rng if own is None else own


def _with_stream(state: GameState, table: int, stream: int) -> GameState:
    mode = state.mode_state
    if mode is not None and mode.stream(table) is not None:
        return attrs.evolve(state, mode_state=mode.with_stream(table, stream))
    return attrs.evolve(state, rng=stream)


def stream_rolling(
    faces: Sequence[DieFace], start: int, die: tuple[DieFace, ...] = BASE_DIE
) -> int:
    """A random stream whose next ``len(faces)`` dice show ``faces``, in order: the first one
    found from ``start`` on (the stream ``start`` itself when ``faces`` is empty)."""
    if not 0 <= len(faces) <= MOST_FORCED_DICE:
        raise ValueError(f"force 0 to {MOST_FORCED_DICE} dice at a time, not {len(faces)}")
    wanted = tuple(faces)
    for offset in range(50 * 6 ** len(wanted) + 1):
        stream = rng.seed_state(start + offset)
        if not wanted or rng.choices(stream, die, len(wanted))[0] == wanted:
            return stream
    raise ValueError(f"no random stream rolls {wanted}")  # pragma: no cover


def force_rolls(
    state: GameState, faces: Iterable[str | DieFace], *, table: int = 0, seed: int = 0
) -> GameState:
    """``state`` whose next dice rolled at ``table`` show ``faces``, in order (up to
    ``MOST_FORCED_DICE``): a reroll or a refill of the feeder (which shows them sorted), a
    predator's roll of the dice outside. ``seed`` picks among the streams that do."""
    die = active(state.config).die  # the game's dice (Oceania's)
    if feeder_mix(state.config):  # which die rolls next is not known here
        raise ValueError("the rolls of a game whose dice mix kinds cannot be forced")
    return _with_stream(state, table, stream_rolling(_faces(faces), seed, die))


def force_deck_top(state: GameState, rules: Rules, *names: str, table: int = 0) -> GameState:
    """``state`` with these birds on top of ``table``'s deck, the first one on top.

    A named card is taken from where it waits face down (the deck, or the discard pile, whose
    order is kept); a card in play (a hand, a mat, the tray) is refused."""
    rules.check_state(state)
    cards = rules.cards
    try:
        wanted = [cards.bird_id(n) for n in names]
    except KeyError as error:
        raise ValueError(str(error.args[0])) from None
    if len(set(wanted)) != len(wanted):
        raise ValueError("a card is named twice (one copy exists)")
    t = state.tables[table]
    deck, discard = _taken_out(
        wanted,
        t.deck,
        t.discard,
        lambda c: f"{cards.birds[c].name} is not in the deck or the discard pile of table {table}",
    )
    return _with_table(state, rules, table, deck=(*wanted, *deck), discard=discard)


def _with_table(state: GameState, rules: Rules, table: int, **changes: Any) -> GameState:
    """``state`` with ``changes`` made to its table ``table``, checked as a loaded save is."""
    tables = list(state.tables)
    tables[table] = attrs.evolve(tables[table], **changes)
    forced = attrs.evolve(state, tables=tuple(tables))
    rules.check_state(forced)
    return forced


def _taken_out(
    wanted: list[int],
    deck: tuple[int, ...],
    discard: tuple[int, ...],
    missing: Callable[[int], str],
) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """``deck`` and ``discard`` without the ``wanted`` cards, each taken from the deck or else
    from the discard pile; a card in neither is refused with ``missing(card)``."""
    rest, dropped = list(deck), list(discard)
    for card in wanted:
        if card in rest:
            rest.remove(card)
        elif card in dropped:
            dropped.remove(card)
        else:
            raise ValueError(missing(card))
    return tuple(rest), tuple(dropped)


def force_bonus_deck(state: GameState, rules: Rules, *names: str) -> GameState:
    """``state`` with these bonus cards on top of the bonus deck, the first one on top (taken
    from the bonus deck or its discard pile; a card a player holds is refused)."""
    rules.check_state(state)
    wanted = [_bonus_id(rules.cards, n) for n in names]
    if len(set(wanted)) != len(wanted):
        raise ValueError("a bonus card is named twice (one copy exists)")
    t = state.tables[BONUS_TABLE]
    names_of = rules.cards.bonus_cards
    deck, discard = _taken_out(
        wanted,
        t.bonus_deck,
        t.bonus_discard,
        lambda c: f"bonus card {names_of[c].name} is not in the bonus deck or its discard pile",
    )
    # a card taken from the discard pile is no longer known to lie there
    players = tuple(
        attrs.evolve(p, bonus_discarded=tuple(c for c in p.bonus_discarded if c not in wanted))
        for p in state.players
    )
    state = attrs.evolve(state, players=players)
    return _with_table(
        state, rules, BONUS_TABLE, bonus_deck=(*wanted, *deck), bonus_discard=discard
    )


def force_feeder(
    state: GameState,
    rules: Rules,
    faces: Iterable[str | DieFace],
    outside: Iterable[str | DieFace] | None = None,
    *,
    table: int = 0,
) -> GameState:
    """``state`` with these dice in ``table``'s birdfeeder (and ``outside`` it: by default the
    dice already outside keep their faces, and the feeder takes the rest); all 5 dice."""
    feeder = _faces(faces)
    t = state.tables[table]
    out = tuple(t.outside) if outside is None else _faces(outside)
    if len(feeder) + len(out) != DICE:
        raise ValueError(
            f"{len(feeder)} dice in the birdfeeder and {len(out)} outside: there are {DICE} dice"
        )
    feeder = tuple(sorted(feeder))
    feeder_kinds, outside_kinds = assigned(state.config, feeder, out)  # where the dice mix
    return _with_table(
        state,
        rules,
        table,
        feeder=feeder,
        outside=out,
        feeder_kinds=feeder_kinds,
        outside_kinds=outside_kinds,
    )


def table_stream(state: GameState, table: int = 0) -> int:
    """The random stream ``table`` rolls its dice from (the game's, or the table's own)."""
    return _table_stream(state, table)
