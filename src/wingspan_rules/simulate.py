"""Playing whole games with random legal moves: the main job, the benchmarks and the tests use it.

A random player picks uniformly among the legal moves with the engine's own seeded generator,
so a (game seed, player seed) pair always plays the same game on every machine.
"""

from __future__ import annotations

import time

import attrs

from . import rng
from .engine import apply, cards_of, is_terminal, legal_moves, new_game
from .model import CUBES_PER_ROUND, GameConfig, GameState
from .scoring import PlayerScore, score_game

CATEGORIES = ("birds", "bonus", "goals", "eggs", "cached", "tucked", "total")


@attrs.frozen
class PlayedGame:
    seed: int
    scores: tuple[PlayerScore, ...]
    decisions: int  # moves applied
    turns: int  # action turns (26 per player)
    final: GameState = attrs.field(eq=False, repr=False)


def random_playout(state: GameState, seed: int, on_move=None) -> tuple[GameState, int]:
    """Play ``state`` to the end with uniformly random legal moves; returns (final state, moves).

    ``on_move(options, move, new_state)`` is called after every move, if given.
    """
    stream = rng.seed_state(seed)
    moves = 0
    while not is_terminal(state):
        options = legal_moves(state)
        i, stream = rng.below(stream, len(options))
        state = apply(state, options[i])
        moves += 1
        if on_move is not None:
            on_move(options, options[i], state)
    return state, moves


def play_random_game(config: GameConfig, seed: int, cards=None) -> PlayedGame:
    state = new_game(config, seed, cards)
    final, decisions = random_playout(state, seed ^ 0x5EED)
    turns = config.players * sum(CUBES_PER_ROUND)
    return PlayedGame(seed, score_game(final, cards_of(final)), decisions, turns, final)


def simulate(config: GameConfig, games: int, seed: int, cards=None, progress=None):
    """Yield ``games`` random games with seeds ``seed``, ``seed + 1``, ..."""
    for i in range(games):
        yield play_random_game(config, seed + i, cards)
        if progress is not None:
            progress(i + 1, games)


def summarize(results: list[PlayedGame]) -> dict:
    """Mean score per category over every player of every game, and mean game length."""
    rows = [s for g in results for s in g.scores]
    means = (
        {c: round(sum(getattr(s, c) for s in rows) / len(rows), 2) for c in CATEGORIES}
        if rows
        else {}
    )
    return {
        "games": len(results),
        "mean_score": means,
        "mean_decisions": round(sum(g.decisions for g in results) / max(len(results), 1), 1),
        "turns_per_game": results[0].turns if results else 0,
    }


class Stopwatch:
    def __init__(self):
        self.start = time.perf_counter()

    @property
    def elapsed(self) -> float:
        return time.perf_counter() - self.start
