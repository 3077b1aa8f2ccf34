"""Where random playouts spend their time: seeded random games under ``cProfile``.

    python benchmarks/profile_playout.py [--players N] [--mode MODE] [--sets SETS] [--games G]
                                 [--seed S] [--out FILE.prof] [--top K] [--clock cpu]

Plays one warm-up game (grammar build, card loading and caches are not profiled), then ``G``
random games with seeds ``S``, ``S + 1``, ... (the games of ``benchmarks/playout.py``) under
``cProfile``. Writes the raw profile to ``--out`` (default ``playout.prof``: open it with
``python -m pstats playout.prof`` or ``snakeviz playout.prof``) and prints two tables:

- own time by module: the time spent in each module's own code (not in what it calls), every
  module of ``wingspan_rules`` by name, the rest grouped (``attrs``, the standard library's
  modules, built-in functions), sorted, with the percentage of the whole;
- the top ``K`` functions (default 30) by own time, with their cumulative time and calls.

``--clock cpu`` times functions with the process's CPU clock instead of the wall clock: on a
loaded machine, the time the process waits for a core then falls on no function (the wall
clock gives it to whichever function was running), at the price of a slower clock read.

Profiling slows the games several times over, the small functions the most: compare profiles
with each other, and measure speed with ``playout.py`` or ``compare.py``. (``benchmarks/profile.py`` runs this script under the
name the speed issue gives it; this one keeps its own name, as a script named ``profile.py`` hides
the standard library's ``profile`` module, which ``cProfile`` imports, from what runs beside it.)
"""

from __future__ import annotations

import argparse
import cProfile
import pstats
import sys
import sysconfig
import time
from collections import defaultdict
from pathlib import Path

from wingspan_rules import GameConfig, Rules, load_cards
from wingspan_rules.engine.registry import VARIANTS
from wingspan_rules.tools.simulate import random_playout

PACKAGE = "wingspan_rules"
ATTRS_GENERATED = "<attrs generated methods "
STDLIB = Path(sysconfig.get_paths()["stdlib"]).resolve()


def module_of(filename: str) -> str:
    """The module a profiled function's file belongs to: ``wingspan_rules.engine.rules`` for
    the package's own, a group name for the rest."""
    if filename == "~":
        return "(built-in functions)"
    if filename.startswith(ATTRS_GENERATED):
        return "(attrs-generated methods)"  # __init__, __eq__, __hash__... of attrs classes
    if filename.startswith(f"<{PACKAGE}."):  # code the package compiles itself (engine.step)
        return f"{filename.strip('<>')} (generated)"
    if filename.startswith("<"):
        return "(generated code)"
    path = Path(filename)
    parts = path.with_suffix("").parts
    if PACKAGE in parts:
        inner = parts[len(parts) - 1 - parts[::-1].index(PACKAGE) :]
        if inner[-1] == "__init__":
            inner = inner[:-1]
        return ".".join(inner)
    if "site-packages" in parts:
        return f"({parts[parts.index('site-packages') + 1]})"
    try:
        inside = path.resolve().relative_to(STDLIB)
    except ValueError:
        return f"({path.name})"
    return f"(stdlib {inside.with_suffix('').parts[0]})"


def by_module(stats: pstats.Stats) -> list[tuple[str, float]]:
    """Own time per module, largest first."""
    own: dict[str, float] = defaultdict(float)
    for (filename, _, _), (_, _, tottime, _, _) in stats.stats.items():  # type: ignore[attr-defined]
        own[module_of(filename)] += tottime
    return sorted(own.items(), key=lambda item: -item[1])


def by_function(stats: pstats.Stats, top: int) -> list[tuple[str, float, float, int]]:
    """The ``top`` functions by own time: (name, own seconds, cumulative seconds, calls)."""
    rows = []
    for (filename, line, name), (_, calls, tottime, cumtime, _) in stats.stats.items():  # type: ignore[attr-defined]
        where = module_of(filename)
        if filename.startswith(ATTRS_GENERATED):  # the class: the file name names it
            where = f"attrs-generated {filename.removeprefix(ATTRS_GENERATED).rstrip('>')}"
            line, name = 0, f".{name}"
        rows.append(
            (f"{where}{name}" if not line else f"{where}:{line}({name})", tottime, cumtime, calls)
        )
    rows.sort(key=lambda row: -row[1])
    return rows[:top]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--players", type=int, default=None, help="default 2 (1: --mode automa; 6: --mode flock)"
    )
    parser.add_argument("--mode", choices=["base", "automa", "duet", "flock"], default="base")
    parser.add_argument("--sets", default="core", help="card sets, comma-separated (core,european)")
    parser.add_argument("--games", type=int, default=50)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--out", default="playout.prof", help="the raw profile (pstats format)")
    parser.add_argument("--top", type=int, default=30, help="functions in the second table")
    parser.add_argument(
        "--clock",
        choices=["wall", "cpu"],
        default="wall",
        help="cpu: time the process's own CPU time (a loaded machine's waits fall on no function)",
    )
    args = parser.parse_args()
    sets = tuple(name.strip() for name in args.sets.split(",") if name.strip())

    mode = VARIANTS[args.mode].OPTIONS()  # the mode's options, by its tag
    allowed = type(mode).PLAYERS
    players = args.players or (2 if 2 in allowed else allowed[0])
    rules = Rules(load_cards(sets=sets), GameConfig(players=players, mode=mode, sets=sets))
    random_playout(rules.new_game(args.seed - 1), args.seed - 1, rules=rules)  # warm-up

    profiler = cProfile.Profile(time.process_time) if args.clock == "cpu" else cProfile.Profile()
    decisions = 0
    profiler.enable()
    for i in range(args.games):
        _, moves = random_playout(rules.new_game(args.seed + i), args.seed + i, rules=rules)
        decisions += moves
    profiler.disable()
    profiler.dump_stats(args.out)
    stats = pstats.Stats(profiler, stream=sys.stdout)
    total = sum(seconds for _, seconds in by_module(stats)) or 1e-9

    print(
        f"{args.games} games ({mode.TAG}, {players} players, sets {','.join(sets)}), "
        f"{decisions} decisions, {total:.2f} s profiled; raw profile: {args.out}"
    )
    print("\nown time by module")
    print(f"{'seconds':>9} {'%':>6} {'cum %':>6}  module")
    running = 0.0
    for module, seconds in by_module(stats):
        running += seconds
        print(f"{seconds:9.3f} {100 * seconds / total:6.1f} {100 * running / total:6.1f}  {module}")
    print(f"\ntop {args.top} functions by own time")
    print(f"{'own s':>9} {'%':>6} {'cum s':>9} {'calls':>10}  function")
    for name, own, cumulative, calls in by_function(stats, args.top):
        print(f"{own:9.3f} {100 * own / total:6.1f} {cumulative:9.3f} {calls:10d}  {name}")


if __name__ == "__main__":
    main()
