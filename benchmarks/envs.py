"""Random playouts through the environments against the bare API, in one process.

    python benchmarks/envs.py [--players N] [--games G] [--seed S] [--rounds R]

Plays the same games (same seeds) with uniformly random legal moves four ways and prints
games/s for each:

* ``bare``: the engine's API (``legal_moves`` and ``apply``), as benchmarks/playout.py does;
* ``aec+mask``: the PettingZoo AEC environment, reading the action mask of each decision from
  ``infos`` (``last(observe=False)``: no observation vector is computed);
* ``aec+obs``: the same, with ``last()`` computing the deciding agent's observation vector
  and mask at every decision, as a learning loop does;
* ``gym+obs``: the Gymnasium environment, seat 0 choosing from the mask of its observation
  and the other seats played by ``random_policy`` inside ``step``.

The ratios to ``bare`` are printed too (the target: aec+mask at least 0.5). Each way is timed
``--rounds`` times, interleaved, and the best round is kept, which evens out a busy machine.
Needs the ``rl`` extra (``pip install -e '.[rl]'``).
"""

from __future__ import annotations

import argparse
import random
import time
from collections.abc import Callable

from wingspan_rules import GameConfig, Rules, load_cards
from wingspan_rules.envs.gymnasium import WingspanGymEnv
from wingspan_rules.envs.pettingzoo import WingspanAECEnv


def bare(rules: Rules, seeds: list[int]) -> int:
    decisions = 0
    for seed in seeds:
        state = rules.new_game(seed)
        pick = random.Random(seed)
        while not rules.is_terminal(state):
            moves = rules.legal_moves(state)
            state = rules.apply(state, moves[pick.randrange(len(moves))])
            decisions += 1
    return decisions


def aec(rules: Rules, seeds: list[int], observe: bool) -> int:
    env = WingspanAECEnv(rules=rules)
    decisions = 0
    for seed in seeds:
        env.reset(options={"game_seed": seed})
        pick = random.Random(seed)
        for _agent in env.agent_iter():
            observation, _reward, terminated, truncated, info = env.last(observe)
            if terminated or truncated:
                env.step(None)
                continue
            mask = observation["action_mask"] if observe else info["action_mask"]
            legal = mask.view(bool).nonzero()[0]  # an int8 mask's legal ids, 4x faster as bool
            env.step(int(legal[pick.randrange(len(legal))]))
            decisions += 1
    return decisions


def gym(rules: Rules, seeds: list[int]) -> int:
    env = WingspanGymEnv(rules=rules)
    decisions = 0
    for seed in seeds:
        observation, _info = env.reset(seed=seed, options={"game_seed": seed})
        pick = random.Random(seed)
        terminated = False
        while not terminated:
            legal = observation["action_mask"].view(bool).nonzero()[0]
            observation, _r, terminated, _t, _i = env.step(int(legal[pick.randrange(len(legal))]))
            decisions += 1
    return decisions


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int, default=3)
    parser.add_argument("--games", type=int, default=40)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--rounds", type=int, default=3)
    args = parser.parse_args()

    rules = Rules(load_cards(), GameConfig(players=args.players))
    seeds = list(range(args.seed, args.seed + args.games))
    ways: dict[str, Callable[[], int]] = {
        "bare": lambda: bare(rules, seeds),
        "aec+mask": lambda: aec(rules, seeds, observe=False),
        "aec+obs": lambda: aec(rules, seeds, observe=True),
        "gym+obs": lambda: gym(rules, seeds),
    }
    warm_up = [args.seed - 1]  # grammar, cards, encodings and caches are not timed
    bare(rules, warm_up)
    aec(rules, warm_up, observe=True)
    gym(rules, warm_up)
    best = {name: float("inf") for name in ways}
    decisions = {}
    for _ in range(args.rounds):
        for name, run in ways.items():
            start = time.perf_counter()
            decisions[name] = run()
            best[name] = min(best[name], time.perf_counter() - start)
    print(f"players: {args.players}, games: {args.games}, rounds: {args.rounds} (best kept)")
    base = args.games / best["bare"]
    for name in ways:
        rate = args.games / best[name]
        print(
            f"{name:9} games/s: {rate:7.1f}   decisions/s: {decisions[name] / best[name]:8.0f}"
            f"   vs bare: {rate / base:.2f}"
        )


if __name__ == "__main__":
    main()
