"""Compare random-playout speed of two revisions in the same run, alternating them.

    python benchmarks/compare.py --base REV [--players 2] [--games 100] [--runs 3] [--sets SETS]

Checks the base revision out into a temporary worktree and runs each revision's own
``benchmarks/playout.py`` against its own ``src/`` in turn (base, head, base, head, ...), so
both see the same machine load. Prints each run's games/s, then each side's best run (the
least disturbed by other work on the machine) and median, and the games per second of CPU
time the runs used (start-up subtracted), which other work on the machine hardly disturbs.
``--sets core,european`` plays both revisions with those card sets (both must know them).
"""

from __future__ import annotations

import argparse
import os
import re
import resource
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def child_cpu_seconds() -> float:
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def games_per_second(
    tree: Path, players: int, games: int, sets: str | None = None
) -> tuple[float, float]:
    """(wall-clock games/s as the playout prints it, CPU seconds the run used); ``sets``: the
    card sets to play with (the playout's default without it)."""
    env = dict(os.environ, PYTHONPATH=str(tree / "src"))
    before = child_cpu_seconds()
    extra = ["--sets", sets] if sets else []
    out = subprocess.run(
        [
            sys.executable,
            str(tree / "benchmarks" / "playout.py"),
            "--players",
            str(players),
            "--games",
            str(games),
            *extra,
        ],
        env=env,
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    cpu = child_cpu_seconds() - before
    match = re.search(r"games/s: ([0-9.]+)", out)
    if match is None:
        raise RuntimeError(f"no games/s in the output of {tree}: {out}")
    return float(match.group(1)), cpu


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--base", required=True, help="the revision to compare against")
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--sets", default=None, help="card sets, comma-separated (core,european)")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        base = Path(tmp) / "base"
        subprocess.run(
            ["git", "-C", str(ROOT), "worktree", "add", "-q", "--detach", str(base), args.base],
            check=True,
        )
        try:
            results: dict[str, list[float]] = {"base": [], "head": []}
            cpu_rates: dict[str, list[float]] = {"base": [], "head": []}
            trees = (("base", base), ("head", ROOT))
            # The CPU a run of 1 game costs (start-up, card loading, warm-up), subtracted below;
            # every measure keeps the least disturbed (smallest) of several runs.
            fixed = {
                name: min(games_per_second(tree, args.players, 1, args.sets)[1] for _ in range(3))
                for name, tree in trees
            }
            cpu_used: dict[str, list[float]] = {"base": [], "head": []}
            for run in range(args.runs):
                for name, tree in trees:
                    speed, cpu = games_per_second(tree, args.players, args.games, args.sets)
                    results[name].append(speed)
                    cpu_used[name].append(cpu)
                    print(f"run {run + 1} {name}: {speed:.1f} games/s, {cpu:.2f} s CPU", flush=True)
            for name in cpu_used:
                spent = min(cpu_used[name]) - fixed[name]
                cpu_rates[name].append((args.games - 1) / max(spent, 1e-9))
        finally:
            subprocess.run(
                ["git", "-C", str(ROOT), "worktree", "remove", "--force", str(base)], check=True
            )
    # The best run is the least disturbed by other work on the machine; the median is shown too.
    for name, speeds in results.items():
        label = args.base if name == "base" else "working tree"
        print(
            f"{name} ({label}): best {max(speeds):.1f} games/s, "
            f"median {statistics.median(speeds):.1f} games/s, "
            f"{cpu_rates[name][0]:.1f} games per CPU second (least disturbed run)"
        )


if __name__ == "__main__":
    main()
