"""Machine instructions per decision of seeded random games, counted by Valgrind: a speed figure
that the machine's load does not move.

    python benchmarks/instructions.py [--players N] [--mode MODE] [--sets SETS] [--games G]
                                      [--seed S]

On a machine shared with other work, CPU time varies from run to run by a tenth or more, so a
change of a few percent cannot be told from noise; the number of instructions the interpreter
executes for the same games does not vary at all. This script runs itself again under
``valgrind --tool=callgrind --instr-atstart=no``: the card loading and a warm-up game run
uninstrumented, then callgrind counts the instructions of ``G`` seeded random games (seeds
``S``, ``S + 1``, ...: the games of ``playout.py``), switched on and off around them through its
client requests (a two-function C helper built with the system's C compiler into a temporary
folder and loaded with ``ctypes``). Prints ``instructions/game`` and ``instructions/decision``. The child runs
with ``PYTHONHASHSEED=0`` (unless set): with random string hashes, dicts and sets probe
differently from run to run, and the count moves by a few tenths of a percent.

Run it with ``PYTHONPATH`` at another checkout's ``src`` to count another revision's (the same
games: the golden tests keep them so). Instructions are not time (cache misses and branch
predictions count too; the speed issue's figures are ``compare.py``'s CPU time), but a change
that executes fewer of them for the same games is faster on any machine, and under Valgrind a
single run of a few games says so. Needs ``valgrind`` with its headers
(``valgrind/callgrind.h``) and a C compiler (``cc``); the games run about 50 times slower.
"""

from __future__ import annotations

import argparse
import ctypes
import os
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

#: The client requests, in C (callgrind's macros exist only as C).
HELPER = """#include <valgrind/callgrind.h>
void counting_on(void) { CALLGRIND_START_INSTRUMENTATION; }
void counting_off(void) { CALLGRIND_STOP_INSTRUMENTATION; }
"""
#: Where the child finds the helper (set by the parent).
HELPER_ENV = "WINGSPAN_CALLGRIND_HELPER"


def arguments() -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--players", type=int, default=None, help="default 2 (1: --mode automa; 6: --mode flock)"
    )
    parser.add_argument("--games", type=int, default=10)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--mode", choices=["base", "automa", "duet", "flock"], default="base")
    parser.add_argument("--sets", default="core", help="card sets, comma-separated (core,european)")
    return parser.parse_args()


def child(args: argparse.Namespace, helper: str) -> None:
    """Under Valgrind: load the cards, warm up, then play the counted games."""
    from wingspan_rules import GameConfig, Rules, load_cards
    from wingspan_rules.engine.registry import VARIANTS
    from wingspan_rules.tools.simulate import random_playout

    counting = ctypes.CDLL(helper)
    sets = tuple(name.strip() for name in args.sets.split(",") if name.strip())
    mode = VARIANTS[args.mode].OPTIONS()
    allowed = type(mode).PLAYERS
    players = args.players or (2 if 2 in allowed else allowed[0])
    rules = Rules(load_cards(sets=sets), GameConfig(players=players, mode=mode, sets=sets))
    random_playout(rules.new_game(args.seed - 1), args.seed - 1, rules=rules)  # warm-up
    decisions = 0
    counting.counting_on()
    for i in range(args.games):
        decisions += random_playout(rules.new_game(args.seed + i), args.seed + i, rules=rules)[1]
    counting.counting_off()
    print(f"mode: {mode.TAG}\nsets: {','.join(sets)}\nplayers: {players}")
    print(f"games: {args.games}\ndecisions: {decisions}")


def main() -> None:
    args = arguments()
    helper = os.environ.get(HELPER_ENV)
    if helper:
        child(args, helper)
        return
    for tool in ("valgrind", "cc"):
        if shutil.which(tool) is None:
            raise SystemExit(f"{tool} is needed (and valgrind's headers)")
    with tempfile.TemporaryDirectory() as tmp:
        source, library = Path(tmp) / "counting.c", Path(tmp) / "counting.so"
        source.write_text(HELPER)
        subprocess.run(["cc", "-shared", "-fPIC", "-o", str(library), str(source)], check=True)
        done = subprocess.run(
            [
                "valgrind",
                "--tool=callgrind",
                "--instr-atstart=no",
                f"--callgrind-out-file={Path(tmp) / 'callgrind.out'}",
                sys.executable,
                str(Path(__file__).resolve()),
                *sys.argv[1:],
            ],
            # One hash seed for every run: the string hashes decide how dicts and sets probe,
            # which moves the count by a few tenths of a percent from run to run otherwise.
            env={"PYTHONHASHSEED": "0", **os.environ, HELPER_ENV: str(library)},
            capture_output=True,
            text=True,
            check=True,
        )
    collected = re.search(r"Collected : (\d+)", done.stderr)
    decisions = re.search(r"^decisions: (\d+)$", done.stdout, re.MULTILINE)
    if collected is None or decisions is None:
        raise SystemExit(f"no count in Valgrind's output:\n{done.stderr}\n{done.stdout}")
    instructions, moves = int(collected.group(1)), int(decisions.group(1))
    print(done.stdout, end="")
    print(f"instructions/game: {instructions // max(args.games, 1)}")
    print(f"instructions/decision: {instructions // max(moves, 1)}")


if __name__ == "__main__":
    main()
