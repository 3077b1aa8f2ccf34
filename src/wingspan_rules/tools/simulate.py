"""Playing whole games with random legal moves: the main job, the benchmarks and the tests use it.

A random player picks uniformly among the legal moves with the engine's own seeded generator,
so a (game seed, player seed) pair always plays the same game on every machine.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator
from typing import Any

import attrs

from ..api import rules_for
from ..engine import Rules
from ..engine.scoring import AutomaScore, PlayerScore, automa_score, score_game
from ..state import rng
from ..state.model import CUBES_PER_ROUND, GameState
from ..state.moves import Move
from ..variants import DuetState

CATEGORIES = ("birds", "bonus", "goals", "eggs", "cached", "tucked", "total")
#: The categories of a Duet game: the base ones and the Duet map's game-end points.
DUET_CATEGORIES = ("birds", "bonus", "goals", "eggs", "cached", "tucked", "duet", "total")
#: The Automa's score categories (rules 6.5).
AUTOMA_CATEGORIES = ("birds", "face_down", "goals", "eggs", "total")


def categories(results: list[PlayedGame]) -> tuple[str, ...]:
    """The score categories of these games (Duet games add ``duet``)."""
    duet = any(DuetState.of(g.final) is not None for g in results)
    return DUET_CATEGORIES if duet else CATEGORIES


@attrs.frozen
class PlayedGame:
    seed: int
    scores: tuple[PlayerScore, ...]
    decisions: int  # moves applied
    turns: int  # action turns (26 per player)
    final: GameState = attrs.field(eq=False, repr=False)
    automa: AutomaScore | None = None  # the Automa's score, in a game against it


def random_playout(
    state: GameState,
    seed: int,
    on_move: Callable[[list[Move], Move, GameState], object] | None = None,
    *,
    rules: Rules | None = None,
) -> tuple[GameState, int]:
    """Play ``state`` to the end with uniformly random legal moves; returns (final state, moves).

    ``on_move(options, move, new_state)`` is called after every move, if given. ``rules``
    default to the bundled cards under the state's configuration.
    """
    if rules is None:
        rules = rules_for(state)
    stream = rng.seed_state(seed)
    moves = 0
    while not rules.is_terminal(state):
        options = rules.legal_moves(state)
        i, stream = rng.below(stream, len(options))
        state = rules.apply(state, options[i])
        moves += 1
        if on_move is not None:
            on_move(options, options[i], state)
    return state, moves


def play_random_game(rules: Rules, seed: int) -> PlayedGame:
    state = rules.new_game(seed)
    final, decisions = random_playout(state, seed ^ 0x5EED, rules=rules)
    turns = rules.config.players * sum(CUBES_PER_ROUND)
    scores = score_game(final, rules.cards)
    return PlayedGame(seed, scores, decisions, turns, final, automa_score(final, rules.cards))


def simulate(
    rules: Rules, games: int, seed: int, progress: Callable[[int, int], object] | None = None
) -> Iterator[PlayedGame]:
    """Yield ``games`` random games with seeds ``seed``, ``seed + 1``, ..."""
    for i in range(games):
        yield play_random_game(rules, seed + i)
        if progress is not None:
            progress(i + 1, games)


def summarize(results: list[PlayedGame]) -> dict[str, Any]:
    """Mean score per category over every player of every game, and mean game length.

    Against the Automa, ``automa`` adds its mean score per category and how the games went:
    won by the human, by the Automa, or shared (rules 6.5).
    """
    rows = [s for g in results for s in g.scores]
    summary: dict[str, Any] = {
        "games": len(results),
        "mean_score": _means(rows, categories(results)),
        "mean_decisions": round(sum(g.decisions for g in results) / max(len(results), 1), 1),
        "turns_per_game": results[0].turns if results else 0,
    }
    automa = [g.automa for g in results if g.automa is not None]
    if automa:
        human_first = [min(s.rank for s in g.scores) == 1 for g in results if g.automa]
        summary["automa"] = {
            "mean_score": _means(automa, AUTOMA_CATEGORIES),
            "human_won": sum(h and a.rank > 1 for h, a in zip(human_first, automa, strict=True)),
            "automa_won": sum(not h for h in human_first),
            "shared": sum(h and a.rank == 1 for h, a in zip(human_first, automa, strict=True)),
        }
    return summary


def _means(rows: list[Any], categories: tuple[str, ...]) -> dict[str, float]:
    if not rows:
        return {}
    return {c: round(sum(getattr(s, c) for s in rows) / len(rows), 2) for c in categories}


class Stopwatch:
    def __init__(self) -> None:
        self.start = time.perf_counter()

    @property
    def elapsed(self) -> float:
        return time.perf_counter() - self.start
