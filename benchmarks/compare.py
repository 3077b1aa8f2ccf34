"""Compare random-playout speed of two revisions in the same run, alternating them.

    python benchmarks/compare.py --base REV [--players 2] [--games 100] [--runs 3]

Checks the base revision out into a temporary worktree and runs each revision's own
``benchmarks/playout.py`` against its own ``src/`` in turn (base, head, base, head, ...), so
both see the same machine load. Prints each run's games/s and the medians.
"""

from __future__ import annotations

import argparse
import os
import re
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def games_per_second(tree: Path, players: int, games: int) -> float:
    env = dict(os.environ, PYTHONPATH=str(tree / "src"))
    out = subprocess.run(
        [
            sys.executable,
            str(tree / "benchmarks" / "playout.py"),
            "--players",
            str(players),
            "--games",
            str(games),
        ],
        env=env,
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    match = re.search(r"games/s: ([0-9.]+)", out)
    if match is None:
        raise RuntimeError(f"no games/s in the output of {tree}: {out}")
    return float(match.group(1))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--base", required=True, help="the revision to compare against")
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--runs", type=int, default=3)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        base = Path(tmp) / "base"
        subprocess.run(
            ["git", "-C", str(ROOT), "worktree", "add", "-q", "--detach", str(base), args.base],
            check=True,
        )
        try:
            results: dict[str, list[float]] = {"base": [], "head": []}
            for run in range(args.runs):
                for name, tree in (("base", base), ("head", ROOT)):
                    speed = games_per_second(tree, args.players, args.games)
                    results[name].append(speed)
                    print(f"run {run + 1} {name}: {speed:.1f} games/s", flush=True)
        finally:
            subprocess.run(
                ["git", "-C", str(ROOT), "worktree", "remove", "--force", str(base)], check=True
            )
    for name, speeds in results.items():
        print(
            f"{name} ({args.base if name == 'base' else 'working tree'}): "
            f"median {statistics.median(speeds):.1f} games/s"
        )


if __name__ == "__main__":
    main()
