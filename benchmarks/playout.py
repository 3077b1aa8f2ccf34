"""Random-playout speed: complete games with uniformly random legal moves, in one process.

    python benchmarks/playout.py [--players N] [--games G] [--seed S] [--mode MODE] [--sets SETS]

MODE is base, automa, duet or flock. SETS is the bundled card sets in play, comma-separated
(``core`` by default; ``core,european`` adds the European expansion). With ``--mode automa`` one human plays against the Automa
(``--players`` is then 1); with ``--mode duet``, two players on the Duet map; with ``--mode
flock``, six players (``--players 7`` for seven) in two groups acting at once.

Prints ``games/s: X`` and ``decisions/s: Y`` by the wall clock, and ``cpu games/s`` and ``cpu
decisions/s`` per second of this process's CPU time (``time.process_time()``, which other work
on the machine hardly disturbs), measured after one warm-up game (grammar build, card loading
and caches are not counted).
"""

from __future__ import annotations

import argparse
import time

from wingspan_rules import GameConfig, Rules, load_cards
from wingspan_rules.engine.registry import VARIANTS
from wingspan_rules.tools.simulate import random_playout


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--players", type=int, default=None, help="default 2 (1: --mode automa; 6: --mode flock)"
    )
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--mode", choices=["base", "automa", "duet", "flock"], default="base")
    parser.add_argument("--sets", default="core", help="card sets, comma-separated (core,european)")
    args = parser.parse_args()
    sets = tuple(name.strip() for name in args.sets.split(",") if name.strip())

    mode = VARIANTS[args.mode].OPTIONS()  # the mode's options, by its tag
    allowed = type(mode).PLAYERS
    players = args.players or (2 if 2 in allowed else allowed[0])
    config = GameConfig(players=players, mode=mode, sets=sets)
    rules = Rules(load_cards(sets=sets), config)
    random_playout(rules.new_game(args.seed - 1), args.seed - 1, rules=rules)  # warm-up

    decisions = 0
    start = time.perf_counter()
    cpu_start = time.process_time()
    for i in range(args.games):
        _, moves = random_playout(rules.new_game(args.seed + i), args.seed + i, rules=rules)
        decisions += moves
    elapsed = time.perf_counter() - start
    cpu = max(time.process_time() - cpu_start, 1e-9)
    print(f"mode: {mode.TAG}")
    print(f"sets: {','.join(sets)}")
    print(f"players: {players}")
    print(f"games: {args.games}")
    print(f"games/s: {args.games / elapsed:.1f}")
    print(f"decisions/s: {decisions / elapsed:.0f}")
    print(f"decisions/game: {decisions / args.games:.1f}")
    print(f"wall s: {elapsed:.3f}")
    print(f"cpu s: {cpu:.3f}")
    print(f"cpu games/s: {args.games / cpu:.1f}")
    print(f"cpu decisions/s: {decisions / cpu:.0f}")


if __name__ == "__main__":
    main()
