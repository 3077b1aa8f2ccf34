"""Bot against bot: win rates with 95% confidence intervals, two players, seats alternated.

    python benchmarks/bots.py [--games N] [--iterations K] [--seed S] [--jobs J]
                              [--pairs mcts:greedy,greedy:random,mcts:random]

Each pair plays N games with seeds S, S+1, ...; the first bot of the pair sits in seat 0 in
even games and in seat 1 in odd ones. A bot wins a game when it ranks first alone (the
tiebreak on food left included); a tie counts half. The win rate's interval is Wilson's score
interval at 95%. ``--iterations`` sets the search bot's budget per decision. Games run in
``--jobs`` processes (default: one per core); the results do not depend on it.
"""

from __future__ import annotations

import argparse
import math
import os
import time
from concurrent.futures import ProcessPoolExecutor

from wingspan_rules import GameConfig, Rules, load_cards
from wingspan_rules.bots import Bot, GreedyBot, MCTSBot, RandomBot, play_game


def make_bot(name: str, iterations: int) -> Bot:
    if name == "random":
        return RandomBot()
    if name == "greedy":
        return GreedyBot()
    if name == "mcts":
        return MCTSBot(iterations=iterations)
    raise SystemExit(f"unknown bot {name!r}: random, greedy or mcts")


def wilson(successes: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """Wilson's score interval of a proportion (95% with the default z)."""
    if n == 0:
        return 0.0, 1.0
    p = successes / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return max(0.0, centre - half), min(1.0, centre + half)


def play_one(job: tuple[str, str, int, int]) -> tuple[float, int, int, float]:
    """One game of ``first`` against ``second``: (first's result 1/0.5/0, both scores, seconds)."""
    first, second, seed, iterations = job
    rules = Rules(load_cards(), GameConfig(players=2))
    seat = seed % 2
    bots = [make_bot(first, iterations), make_bot(second, iterations)]
    if seat:
        bots.reverse()
    start = time.perf_counter()
    final = play_game(rules, bots, seed=seed)
    elapsed = time.perf_counter() - start
    scores = rules.scores(final)
    mine, theirs = scores[seat], scores[1 - seat]
    result = 1.0 if mine.rank < theirs.rank else 0.0 if mine.rank > theirs.rank else 0.5
    return result, mine.total, theirs.total, elapsed


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=40)
    parser.add_argument("--iterations", type=int, default=MCTSBot().iterations)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    parser.add_argument("--pairs", default="mcts:greedy,greedy:random,mcts:random")
    args = parser.parse_args()

    print(f"games per pair: {args.games}, search iterations: {args.iterations}, seed: {args.seed}")
    with ProcessPoolExecutor(max_workers=args.jobs) as pool:
        for pair in args.pairs.split(","):
            first, second = pair.split(":")
            jobs = [(first, second, args.seed + i, args.iterations) for i in range(args.games)]
            results = list(pool.map(play_one, jobs))
            won = sum(r[0] for r in results)
            wins = sum(r[0] == 1.0 for r in results)
            ties = sum(r[0] == 0.5 for r in results)
            low, high = wilson(won, len(results))
            mean = [sum(r[i] for r in results) / len(results) for i in (1, 2)]
            seconds = sum(r[3] for r in results) / len(results)
            print(
                f"{first} vs {second}: {wins}-{len(results) - wins - ties}-{ties} (won-lost-tied), "
                f"win rate {won / len(results):.2f} [95% CI {low:.2f}-{high:.2f}], "
                f"mean score {mean[0]:.1f} to {mean[1]:.1f}, {seconds:.1f} s/game",
                flush=True,
            )


if __name__ == "__main__":
    main()
