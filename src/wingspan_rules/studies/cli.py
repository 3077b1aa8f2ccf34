"""``wingspan study``: the command line of a balance study (registered by ``tools.cli``)."""

from __future__ import annotations

import argparse
import json
import math
import sys
from typing import Any

from ..errors import ConfigError, WingspanError
from ..variants import VARIANTS
from .config import DEFAULT_BATCH, SeatSpec, StudyConfig


def add_parser(sub: Any) -> None:
    """Add the ``study`` subcommand to the ``wingspan`` command's subparsers ``sub``."""
    study = sub.add_parser(
        "study",
        help="a balance study: many games, and how each card did in them",
        description="Play GAMES games of one configuration and measure each bird, bonus card "
        "and goal: how often it was drawn, kept and played, the points it scored, and the "
        "score and win rate of the players who played it against those who did not.",
    )
    study.add_argument("--games", type=int, default=1000, help="games to play (default 1000)")
    study.add_argument("--seed", type=int, default=0, help="seed of the first game (default 0)")
    study.add_argument("--players", type=int, default=None, help="players per game (default 2)")
    study.add_argument("--mode", choices=sorted(VARIANTS), default="base", help="default base")
    study.add_argument("--goal-board", choices=["green", "blue"], default="green")
    study.add_argument(
        "--sets", default="core", metavar="SETS", help="bundled sets, comma-separated"
    )
    study.add_argument(
        "--cards",
        nargs="+",
        metavar="PATH",
        default=[],
        help="the author's card files or folders, dealt into the deck beside the bundled sets",
    )
    study.add_argument(
        "--seats",
        help="the bot of each seat, comma-separated: random, greedy, mcts or mcts:N (N drawn "
        "games per decision); default all random",
    )
    study.add_argument(
        "--backend",
        choices=["inline", "processes", "ray"],
        default=None,
        help="where the games are played: this process, local processes (the default with "
        "--jobs above 1) or a Ray cluster",
    )
    study.add_argument(
        "--jobs", type=int, default=1, metavar="N", help="local processes (or local Ray CPUs)"
    )
    study.add_argument(
        "--address", help="with --backend ray: an existing cluster's address (ray://... or auto)"
    )
    study.add_argument(
        "--batch",
        type=int,
        default=DEFAULT_BATCH,
        help=f"games per batch (default {DEFAULT_BATCH})",
    )
    study.add_argument(
        "--out",
        metavar="DIR",
        help="keep the study in DIR: Parquet tables, the report; run again to resume",
    )
    study.add_argument("--report", metavar="FILE", help="write the HTML report to FILE")
    study.add_argument("--top", type=int, default=15, help="birds in the summary table")
    study.add_argument("--json", action="store_true", help="print the summary as JSON")
    study.set_defaults(run=run)


def config_of(args: argparse.Namespace) -> StudyConfig:
    """The study the command line describes (raises ``ConfigError``)."""
    allowed = VARIANTS[args.mode].OPTIONS.PLAYERS
    players = args.players if args.players is not None else (2 if 2 in allowed else allowed[0])
    seats = tuple(SeatSpec.parse(s) for s in args.seats.split(",")) if args.seats else ()
    return StudyConfig(
        games=args.games,
        players=players,
        mode=args.mode,
        sets=tuple(s.strip().lower() for s in args.sets.split(",") if s.strip()),
        cards=tuple(args.cards),
        seats=seats,
        seed=args.seed,
        goal_board=args.goal_board,
        batch=args.batch,
    )


def _clean(value: Any) -> Any:
    """JSON without NaN (``null`` instead)."""
    if isinstance(value, float) and math.isnan(value):
        return None
    if isinstance(value, dict):
        return {k: _clean(v) for k, v in value.items()}
    if isinstance(value, list | tuple):
        return [_clean(v) for v in value]
    return value


def run(args: argparse.Namespace) -> int:
    from .run import run_study
    from .terminal import ProgressBar, print_summary

    try:
        config = config_of(args)
    except ConfigError as error:
        print(f"wingspan study: {error}", file=sys.stderr)
        return 2
    backend = args.backend or ("processes" if args.jobs > 1 else "inline")
    if args.address and backend != "ray":
        print("wingspan study: --address needs --backend ray", file=sys.stderr)
        return 2
    progress = ProgressBar(config.games)
    try:
        result = run_study(
            config,
            backend=backend,
            jobs=args.jobs,
            address=args.address,
            out=args.out,
            progress=progress,
        )
    except ConfigError as error:
        progress.close()
        print(f"wingspan study: {error}", file=sys.stderr)
        return 2
    except WingspanError as error:
        progress.close()
        print(f"wingspan study: {error}", file=sys.stderr)
        return 1
    progress.close()
    if args.json:
        print(json.dumps(_clean(result.summary), sort_keys=True))
    else:
        print_summary(result, args.top)
    report = args.report
    if report is None and result.out is not None:
        report = str(result.out / "report.html")
    if report is not None:
        from .report import write_report

        write_report(result, report)
        print(f"report: {report}", file=sys.stderr)
    if result.resumed:
        print(
            f"resumed: {result.resumed} of {config.batches} batches were on disk", file=sys.stderr
        )
    return 0
