"""Compare random-playout speed of two revisions in the same run, alternating them.

    python benchmarks/compare.py --base REV [--players 2] [--mode MODE] [--sets SETS]
                                 [--modes all|NAME,...] [--games 100] [--runs 3]

Checks the base revision out into a temporary worktree and runs each revision's own
``benchmarks/playout.py`` against its own ``src/`` in a subprocess, in turn (base, head, base,
head, ...; with several configurations, every configuration of a run before the next run), so
both see the same machine load. Prints each run's figures, then for each configuration and
side the median and best wall-clock games/s, the median games and decisions per second of CPU
time (which other work on the machine hardly disturbs), and head's CPU speed-up over base.

The CPU figures are the ones the playout prints (``cpu games/s``: its own process time after a
warm-up game). A base revision whose playout does not print them is run with its clock
(``time.perf_counter``) replaced by the process clock (``time.process_time``), so that the
``games/s`` it prints after its warm-up is its CPU figure, measured the same way (its wall-clock
figure is then not known: ``n/a``). Subtracting a start-up measured once from the whole
subprocess's CPU, as this script did before, drifts with the machine's load: on a loaded
machine the base looked up to 1.5x slower than it is.

Without ``--modes`` one configuration is played: ``--players``, ``--mode`` and ``--sets`` (both
revisions must know them). ``--modes`` names configurations of ``MODES`` (``all``: every one,
the speed issue's list: 2, 3 and 5 players, Automa, Duet, Flock, core+European).
"""

from __future__ import annotations

import argparse
import math
import os
import re
import resource
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

#: Named configurations: the playout's arguments for each.
MODES: dict[str, tuple[str, ...]] = {
    "base-2p": ("--players", "2"),
    "base-3p": ("--players", "3"),
    "base-5p": ("--players", "5"),
    "automa": ("--mode", "automa"),
    "duet": ("--mode", "duet"),
    "flock": ("--mode", "flock"),
    "core-european": ("--players", "2", "--sets", "core,european"),
}


def child_cpu_seconds() -> float:
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def _figure(out: str, name: str) -> float | None:
    match = re.search(rf"^{re.escape(name)}: ([0-9.]+)$", out, re.MULTILINE)
    return float(match.group(1)) if match else None


#: Runs a playout script (``argv[1]``) with the process clock in place of the wall clock.
CPU_CLOCK_RUNNER = (
    "import runpy, sys, time; time.perf_counter = time.process_time; "
    "sys.argv = sys.argv[1:]; runpy.run_path(sys.argv[0], run_name='__main__')"
)


def prints_cpu_figures(tree: Path) -> bool:
    """Whether ``tree``'s playout prints CPU figures of its own (``cpu games/s``)."""
    return "cpu games/s" in (tree / "benchmarks" / "playout.py").read_text()


def playout(
    tree: Path, config: tuple[str, ...], games: int, cpu_clock: bool = False
) -> dict[str, float | None]:
    """One run of ``tree``'s playout with arguments ``config``: its printed figures (wall
    ``games/s``, ``cpu games/s``, ``cpu decisions/s``, ``decisions/game``; None for a figure it
    does not print) and ``subprocess cpu``, the CPU seconds the whole subprocess used. With
    ``cpu_clock`` the playout times itself with the process clock (``CPU_CLOCK_RUNNER``): its
    ``games/s`` and ``decisions/s`` are then per second of CPU time."""
    env = dict(os.environ, PYTHONPATH=str(tree / "src"))
    before = child_cpu_seconds()
    script = str(tree / "benchmarks" / "playout.py")
    command = [sys.executable, *(("-c", CPU_CLOCK_RUNNER) if cpu_clock else ()), script]
    out = subprocess.run(
        [*command, *config, "--games", str(games)],
        env=env,
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    cpu = child_cpu_seconds() - before
    figures = {
        name: _figure(out, name)
        for name in ("games/s", "decisions/s", "cpu games/s", "cpu decisions/s", "decisions/game")
    }
    if figures["games/s"] is None:
        raise RuntimeError(f"no games/s in the output of {tree}: {out}")
    figures["subprocess cpu"] = cpu
    return figures


def games_per_second(
    tree: Path, players: int, games: int, sets: str | None = None
) -> tuple[float, float]:
    """(wall-clock games/s as the playout prints it, CPU seconds the run used); ``sets``: the
    card sets to play with (the playout's default without it)."""
    config = ("--players", str(players), *(("--sets", sets) if sets else ()))
    figures = playout(tree, config, games)
    return float(figures["games/s"] or 0.0), float(figures["subprocess cpu"] or 0.0)


class Side:
    """One revision's runs of one configuration."""

    def __init__(self, tree: Path, config: tuple[str, ...]) -> None:
        self.tree = tree
        self.config = config
        self.wall: list[float] = []
        self.cpu_games: list[float] = []
        self.cpu_decisions: list[float] = []
        self._cpu_clock: bool | None = None  # whether its playout is timed by the process clock

    def run(self, games: int) -> str:
        """Play one run; its figures as a line of text."""
        if self._cpu_clock is None:
            self._cpu_clock = not prints_cpu_figures(self.tree)
        figures = playout(self.tree, self.config, games, cpu_clock=self._cpu_clock)
        if self._cpu_clock:  # an older playout, timed by the process clock: CPU figures only
            wall = math.nan
            cpu_games, cpu_decisions = figures["games/s"], figures["decisions/s"]
        else:
            wall = float(figures["games/s"] or 0.0)
            cpu_games, cpu_decisions = figures["cpu games/s"], figures["cpu decisions/s"]
        self.wall.append(wall)
        self.cpu_games.append(float(cpu_games or 0.0))
        self.cpu_decisions.append(float(cpu_decisions or 0.0))
        shown = "n/a" if math.isnan(wall) else f"{wall:.1f}"
        return f"{shown} games/s, {float(cpu_games or 0.0):.1f} games per CPU s"


def _configs(args: argparse.Namespace) -> dict[str, tuple[str, ...]]:
    """The configurations to play, by name."""
    if args.modes:
        names = list(MODES) if args.modes == "all" else args.modes.split(",")
        unknown = [name for name in names if name not in MODES]
        if unknown:
            raise SystemExit(f"unknown configuration {unknown[0]!r}: all, or {', '.join(MODES)}")
        return {name: MODES[name] for name in names}
    config = ("--players", str(args.players))
    if args.mode:
        config += ("--mode", args.mode)
    if args.sets:
        config += ("--sets", args.sets)
    return {" ".join(config): config}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--base", required=True, help="the revision to compare against")
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--mode", default=None, help="base, automa, duet or flock")
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--sets", default=None, help="card sets, comma-separated (core,european)")
    parser.add_argument(
        "--modes",
        default=None,
        help=f"configurations to play instead: all, or some of {','.join(MODES)}",
    )
    args = parser.parse_args()
    configs = _configs(args)
    with tempfile.TemporaryDirectory() as tmp:
        base = Path(tmp) / "base"
        subprocess.run(
            ["git", "-C", str(ROOT), "worktree", "add", "-q", "--detach", str(base), args.base],
            check=True,
        )
        try:
            sides = {
                (config, name): Side(tree, arguments)
                for config, arguments in configs.items()
                for name, tree in (("base", base), ("head", ROOT))
            }
            for run in range(args.runs):
                for (config, name), side in sides.items():
                    line = side.run(args.games)
                    print(f"run {run + 1} {config} {name}: {line}", flush=True)
        finally:
            subprocess.run(
                ["git", "-C", str(ROOT), "worktree", "remove", "--force", str(base)], check=True
            )
    median = statistics.median
    for config in configs:
        print(f"{config}:")
        for name in ("base", "head"):
            side = sides[config, name]
            label = args.base if name == "base" else "working tree"
            wall = (
                "wall clock n/a"
                if any(math.isnan(w) for w in side.wall)
                else f"median {median(side.wall):.1f} games/s (best {max(side.wall):.1f})"
            )
            print(
                f"  {name} ({label}): {wall}, median {median(side.cpu_games):.1f} games and "
                f"{median(side.cpu_decisions):.0f} decisions per CPU second"
            )
        ratio = median(sides[config, "head"].cpu_games) / median(sides[config, "base"].cpu_games)
        print(f"  head/base: {ratio:.2f}x games per CPU second (medians)")


if __name__ == "__main__":
    main()
