"""A study on the terminal: a progress bar while it runs, a summary table when it is done.

With ``rich`` (the ``[study]`` extra) the bar shows games/s and the time left and the table is
drawn; without it both are plain text, on stderr and stdout.
"""

from __future__ import annotations

import math
import sys
from typing import Any

from .run import StudyResult


class ProgressBar:
    """A ``run_study`` progress callback drawing a bar on stderr (closed with ``close``)."""

    def __init__(self, games: int) -> None:
        self.games = games
        self._rich: Any = None
        self._task: Any = None
        try:
            from rich.console import Console
            from rich.progress import (
                BarColumn,
                MofNCompleteColumn,
                Progress,
                TextColumn,
                TimeRemainingColumn,
            )
        except ImportError:
            return
        self._rich = Progress(
            TextColumn("study"),
            BarColumn(),
            MofNCompleteColumn(),
            TextColumn("{task.fields[rate]} games/s"),
            TimeRemainingColumn(),
            console=Console(stderr=True),
            transient=True,
        )
        self._task = self._rich.add_task("games", total=games, rate="-")
        self._rich.start()

    def __call__(self, done: int, total: int, seconds: float) -> None:
        rate = f"{done / seconds:.1f}" if seconds > 0 else "-"
        if self._rich is not None:
            self._rich.update(self._task, completed=done, rate=rate)
        elif sys.stderr.isatty():
            print(f"\rstudy: {done}/{total} games, {rate} games/s", end="", file=sys.stderr)

    def close(self) -> None:
        if self._rich is not None:
            self._rich.stop()
        elif sys.stderr.isatty():
            print(file=sys.stderr)


def _interval(low: float, high: float, digits: int = 1) -> str:
    if math.isnan(low):
        return "-"
    return f"[{low:+.{digits}f}, {high:+.{digits}f}]"


def bird_rows(result: StudyResult, top: int) -> list[list[str]]:
    """The summary's birds most often played (the author's first), as table rows."""
    birds = sorted(
        result.summary["birds"], key=lambda b: (not b["author"], -b["played"], b["name"])
    )
    rows = []
    for b in birds[:top]:
        rows.append(
            [
                ("* " if b["author"] else "") + b["name"],
                str(b["drawn"]),
                str(b["kept"]),
                str(b["played"]),
                "-" if math.isnan(b["mean_round"]) else f"{b['mean_round']:.1f}",
                "-" if math.isnan(b["with"]["mean"]) else f"{b['with']['mean']:.1f}",
                f"{b['score_lift']:+.1f}" if not math.isnan(b["score_lift"]) else "-",
                f"{100 * b['win_lift']:+.0f}%" if not math.isnan(b["win_lift"]) else "-",
                _interval(100 * b["win_lift_ci"][0], 100 * b["win_lift_ci"][1], 0),
            ]
        )
    return rows


BIRD_HEADERS = [
    "bird",
    "drawn",
    "kept",
    "played",
    "round",
    "score",
    "lift",
    "win lift",
    "95%",
]


def print_summary(result: StudyResult, top: int = 15) -> None:
    """The study's summary on stdout: per seat, then the birds (the author's marked ``*``)."""
    s = result.summary
    seats = [
        [
            str(x["seat"] + 1),
            str(result.config.seat_specs[x["seat"]]),
            f"{x['mean']:.1f}",
            _interval(*x["mean_ci"]).replace("+", ""),
            f"{x['sd']:.1f}",
            f"{100 * x['win_rate']:.0f}%",
            f"{x['quantiles'].get('min', '-')}-{x['quantiles'].get('max', '-')}",
        ]
        for x in s["seats"]
    ]
    seat_headers = ["seat", "bot", "mean", "95% interval", "sd", "won", "range"]
    title = f"{s['games']} games, {result.seconds:.1f} s ({s['games'] / max(result.seconds, 1e-9):.1f} games/s)"
    birds = bird_rows(result, top)
    try:
        from rich.console import Console
        from rich.table import Table
    except ImportError:
        print(title)
        for headers, rows in ((seat_headers, seats), (BIRD_HEADERS, birds)):
            print("  ".join(headers))
            for row in rows:
                print("  ".join(row))
        return
    console = Console()
    for caption, headers, rows in (
        (title, seat_headers, seats),
        ("birds (* the author's), lift: played against not played", BIRD_HEADERS, birds),
    ):
        table = Table(title=caption)
        for header in headers:
            left = header in ("bird", "bot")
            table.add_column(header, justify="left" if left else "right", no_wrap=left)
        for row in rows:
            table.add_row(*row)
        console.print(table)
