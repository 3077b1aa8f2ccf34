"""Study speed: games/s of a balance study in this process, over 1 and 2 local processes and
on a local Ray cluster, and the overhead of each against plain in-process play.

    python benchmarks/study.py [--games G] [--players N] [--batch B] [--no-ray]

"plain" plays the games with ``tools.simulate.simulate`` (random moves, no study); "inline" is
a study in this process (the same games, with the events watched and the rows and tally
built: the cost of measuring); "processes" a study over 1 and 2 worker processes (their
start-up and the batches' pickling); "ray" a study on a local Ray cluster of 2 CPUs, its
start-up timed apart (``ray.init``), as a real cluster is started once for many studies.
Every study's tally is checked equal to the inline one. The overhead is the time per game
against "plain". Needs the [cluster] extra for the Ray line (skipped without it).
"""

from __future__ import annotations

import argparse
import time

from wingspan_rules import GameConfig, bundled_rules
from wingspan_rules.studies import StudyConfig, run_study
from wingspan_rules.tools.simulate import simulate


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=400)
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--batch", type=int, default=50)
    parser.add_argument("--no-ray", action="store_true", help="skip the Ray line")
    args = parser.parse_args()
    config = StudyConfig(games=args.games, players=args.players, batch=args.batch)
    rules = bundled_rules(GameConfig(players=args.players))
    list(simulate(rules, 1, 10**6))  # warm-up: grammar, cards, caches

    start = time.perf_counter()
    list(simulate(rules, args.games, 0))
    plain = time.perf_counter() - start
    lines = [("plain (no study)", plain, None)]

    start = time.perf_counter()
    inline = run_study(config, rules=rules)
    lines.append(("inline", time.perf_counter() - start, None))
    for jobs in (1, 2):
        start = time.perf_counter()
        study = run_study(config, backend="processes", jobs=jobs, rules=rules)
        assert study.tally == inline.tally
        lines.append((f"processes x{jobs}", time.perf_counter() - start, None))
    if not args.no_ray:
        try:
            import ray
        except ImportError:
            print("ray: not installed (pip install -e '.[cluster]'), skipped")
        else:
            start = time.perf_counter()
            ray.init(num_cpus=2, include_dashboard=False, log_to_driver=False)
            started = time.perf_counter() - start
            try:
                start = time.perf_counter()
                study = run_study(config, backend="ray", rules=rules)
                assert study.tally == inline.tally
                lines.append(("ray x2 (local)", time.perf_counter() - start, started))
            finally:
                ray.shutdown()

    per_game = plain / args.games
    print(f"{args.games} games of {args.players} players, batches of {args.batch}")
    for name, seconds, startup in lines:
        overhead = (seconds / args.games - per_game) * 1000
        extra = f", cluster start {startup:.1f} s apart" if startup is not None else ""
        print(
            f"{name:18s} {args.games / seconds:7.1f} games/s  {seconds:6.2f} s  "
            f"overhead {overhead:+6.2f} ms/game{extra}"
        )


if __name__ == "__main__":
    main()
