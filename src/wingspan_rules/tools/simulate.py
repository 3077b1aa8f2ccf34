"""Playing whole games with random legal moves: the main job, the benchmarks and the tests use it.

A random player picks uniformly among the legal moves with the engine's own seeded generator,
so a (game seed, player seed) pair always plays the same game on every machine.
"""

from __future__ import annotations

import io
import multiprocessing
import pickle
import time
from collections.abc import Callable, Iterable, Iterator, Sequence
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path
from typing import Any

import attrs

from ..api import bundled_rules, rules_for, rules_with_cards
from ..engine import Rules
from ..engine.scoring import PlayerScore, RivalScore, rival_score, score_game
from ..state import rng
from ..state.model import CUBES_PER_ROUND, GameConfig, GameState, Phase
from ..state.moves import Move
from ..variants import Variant, variant_for

CATEGORIES = ("birds", "bonus", "goals", "eggs", "cached", "tucked", "total")


def player_categories(variant: Variant) -> tuple[str, ...]:
    """A player's score categories in a game of ``variant``: the base ones, and the mode's own
    (``Variant.SCORE_CATEGORIES``: Duet's map) before the total."""
    own = tuple(c.name for c in variant.SCORE_CATEGORIES)
    return (*CATEGORIES[:-1], *own, CATEGORIES[-1])


def rival_categories(variant: Variant) -> tuple[str, ...]:
    """The categories of the rival's score (``Variant.RIVAL_FIGURES``) and its total."""
    return (*(name for name, _label in variant.RIVAL_FIGURES), "total")


def categories(results: list[PlayedGame]) -> tuple[str, ...]:
    """The score categories of these games (a mode's own game-end points added: Duet's)."""
    own = tuple(
        dict.fromkeys(n for g in results for n in player_categories(variant_for(g.final.config)))
    )
    base = tuple(c for c in own if c != "total") + ("total",) if own else CATEGORIES
    # The score categories the games' expansions declare, before the total.
    declared = tuple(dict.fromkeys(n for g in results for s in g.scores for n, _p in s.extra))
    return (*base[:-1], *declared, base[-1]) if declared else base


@attrs.frozen
class PlayedGame:
    seed: int
    scores: tuple[PlayerScore, ...]
    decisions: int  # moves applied
    turns: int  # action turns (26 per player)
    final: GameState = attrs.field(eq=False, repr=False)
    #: The score of the mode's rival that is not a player (``Variant.rival_score``), if any.
    rival: RivalScore | None = None


#: How many of a playout's draws are drawn at once (``rng.values_ahead``).
_AHEAD = 64


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
    rules.check_state(state)  # once: every later state is ``rules.apply``'s own
    stream = rng.seed_state(seed)
    below, values_ahead = rng.below, rng.values_ahead
    golden, mask = rng._GOLDEN, rng._MASK
    top = len(rng._LIMITS) - 1  # every move list of a game is shorter
    # The draws are ``rng.below(stream, n)``'s, bit for bit: drawn ahead in lanes
    # (``values_ahead``), each accepted for any bound up to ``top``; ``at`` of them used, the
    # generator stands at ``stream + at * golden``.
    ahead: tuple[int, ...] = ()
    at = 0
    apply = rules.apply
    legal_moves = rules.legal_moves
    over = Phase.OVER
    moves = 0
    while state.phase is not over:  # ``is_terminal``, without checking the state again
        # The options of the first deciding player, listed on the state by the engine
        # (``legal_moves``'s answer, without its copy): the main stack's decision, or while
        # players act at once (Flock) the first lane's, which ``_run`` lists as ``listed``
        # too. A state the engine did not make (loaded) is asked the long way.
        listed: tuple[Move, ...] | None = getattr(state, "listed", None)
        options: Sequence[Move] = legal_moves(state) if listed is None else listed
        n = len(options)
        if at == len(ahead) or not 0 < n <= top:
            stream = (stream + at * golden) & mask
            ahead, at = (), 0
            if 0 < n <= top:
                ahead = values_ahead(stream, _AHEAD, top) or ()  # () : one at a time
        if ahead:
            move = options[ahead[at] % n]
            at += 1
        else:
            i, stream = below(stream, n)
            move = options[i]
        state = apply(state, move)
        moves += 1
        if on_move is not None:
            on_move(list(options), move, state)
    return state, moves


def play_random_game(rules: Rules, seed: int) -> PlayedGame:
    state = rules.new_game(seed)
    final, decisions = random_playout(state, seed ^ 0x5EED, rules=rules)
    cubes = sum(rules.cards.cubes_in(final, r) for r in range(1, len(CUBES_PER_ROUND) + 1))
    turns = rules.config.players * cubes
    scores = score_game(final, rules.cards)
    return PlayedGame(seed, scores, decisions, turns, final, rival_score(final, rules.cards))


def simulate(
    rules: Rules, games: int, seed: int, progress: Callable[[int, int], object] | None = None
) -> Iterator[PlayedGame]:
    """Yield ``games`` random games with seeds ``seed``, ``seed + 1``, ..."""
    for i in range(games):
        yield play_random_game(rules, seed + i)
        if progress is not None:
            progress(i + 1, games)


def simulate_many(
    rules: Rules | GameConfig,
    games: int,
    seed: int = 0,
    *,
    jobs: int = 1,
    cards: Iterable[str | Path] | None = None,
    progress: Callable[[int, int], object] | None = None,
    start_method: str | None = None,
) -> Iterator[PlayedGame]:
    """Yield ``games`` random games with seeds ``seed``, ``seed + 1``, ... played over ``jobs``
    worker processes: the same games in the same order as ``simulate``, whatever ``jobs`` is.

    ``rules``: the ``Rules`` to play (sent to each worker once, pickled), or a ``GameConfig``
    that each worker builds its rules from: the bundled sets, with the author's card files or
    folders ``cards`` if given. ``jobs=1`` plays in this process. ``start_method``: the
    ``multiprocessing`` start method (``"spawn"``, ``"fork"``, ``"forkserver"``; default the
    platform's). The workers are spawn-safe, but a script that calls this under ``spawn`` must
    guard its entry point (``if __name__ == "__main__":``).
    """
    if jobs < 1:
        raise ValueError(f"jobs must be at least 1, not {jobs}")
    if isinstance(rules, GameConfig):
        source: Rules | tuple[GameConfig, tuple[str, ...] | None] = (
            rules,
            tuple(str(p) for p in cards) if cards is not None else None,
        )
    else:
        if cards is not None:
            raise ValueError("give the author's cards with a GameConfig, not with Rules")
        source = rules
    if jobs == 1 or games <= 1:
        yield from simulate(_build_rules(source), games, seed, progress)
        return
    jobs = workers(jobs, games)
    context = multiprocessing.get_context(start_method)
    # A few tasks per worker balance the load; each task is one game's pickled result.
    chunk = max(1, min(16, games // (jobs * 4)))
    with ProcessPoolExecutor(
        max_workers=jobs, mp_context=context, initializer=_start_worker, initargs=(source,)
    ) as pool:
        try:
            for i, played in enumerate(
                pool.map(_play_in_worker, range(seed, seed + games), chunksize=chunk)
            ):
                yield pickle.loads(played)
                if progress is not None:
                    progress(i + 1, games)
        finally:
            pool.shutdown(wait=True, cancel_futures=True)


#: The most worker processes ``simulate_many`` starts, whatever it is asked.
MAX_JOBS = 64


def workers(jobs: int, games: int) -> int:
    """The processes ``simulate_many(..., games, jobs=jobs)`` plays over: more than the games,
    or than ``MAX_JOBS``, would only cost their start-up (1: this process)."""
    return max(1, min(jobs, games, MAX_JOBS))


#: A worker process's rules, built once by ``_start_worker``.
_WORKER_RULES: list[Rules] = []


def _build_rules(source: Rules | tuple[GameConfig, tuple[str, ...] | None]) -> Rules:
    if isinstance(source, Rules):
        return source
    config, cards = source
    return rules_with_cards(cards, config) if cards else bundled_rules(config)


def _start_worker(source: Rules | tuple[GameConfig, tuple[str, ...] | None]) -> None:
    _WORKER_RULES[:] = [_build_rules(source)]


def _play_in_worker(seed: int) -> bytes:
    """One game in a worker, pickled with the final state's every set slot (``GameState``'s
    derived ``listed`` may be unset, which the default pickling of a slotted class refuses)."""
    buffer = io.BytesIO()
    pickler = pickle.Pickler(buffer, protocol=pickle.HIGHEST_PROTOCOL)
    pickler.dispatch_table = {GameState: _reduce_state}
    pickler.dump(play_random_game(_WORKER_RULES[0], seed))
    return buffer.getvalue()


def _reduce_state(state: GameState) -> tuple[Any, ...]:
    slots = {
        f.name: getattr(state, f.name) for f in attrs.fields(GameState) if hasattr(state, f.name)
    }
    return _rebuild_state, (slots,)


def _rebuild_state(slots: dict[str, Any]) -> GameState:
    """A ``GameState`` with exactly these slots set (as pickled by ``_reduce_state``)."""
    state = object.__new__(GameState)
    for name, value in slots.items():
        object.__setattr__(state, name, value)
    return state


def summarize(results: list[PlayedGame]) -> dict[str, Any]:
    """Mean score per category over every player of every game, and mean game length.

    Against a rival that is not a player (the mode's ``RIVAL_NAME``, in lower case, keys it),
    its mean score per category and how the games went: won by the human, by the rival, or
    shared (rules 6.5).
    """
    rows = [s for g in results for s in g.scores]
    summary: dict[str, Any] = {
        "games": len(results),
        "mean_score": _means(rows, categories(results)),
        "mean_decisions": round(sum(g.decisions for g in results) / max(len(results), 1), 1),
        "turns_per_game": results[0].turns if results else 0,
    }
    against = [g for g in results if g.rival is not None]
    if against:
        variant = variant_for(against[0].final.config)
        key = variant.RIVAL_NAME.lower()
        rivals = [g.rival for g in against if g.rival is not None]
        human_first = [min(s.rank for s in g.scores) == 1 for g in against]
        summary[key] = {
            "mean_score": _means(rivals, rival_categories(variant)),
            "human_won": sum(h and a.rank > 1 for h, a in zip(human_first, rivals, strict=True)),
            f"{key}_won": sum(not h for h in human_first),
            "shared": sum(h and a.rank == 1 for h, a in zip(human_first, rivals, strict=True)),
        }
    return summary


def _means(rows: list[Any], categories: tuple[str, ...]) -> dict[str, float]:
    if not rows:
        return {}
    return {c: round(sum(_points(s, c) for s in rows) / len(rows), 2) for c in categories}


def _points(score: Any, category: str) -> int:
    """A player's (or the rival's) points of ``category``."""
    if isinstance(score, PlayerScore):
        return score.points(category)
    value: int = getattr(score, category)
    return value


class Stopwatch:
    def __init__(self) -> None:
        self.start = time.perf_counter()

    @property
    def elapsed(self) -> float:
        return time.perf_counter() - self.start
