"""A study's HTML report: one self-contained page with its plots (matplotlib, as PNG).

The page shows the win-rate lift of each bird (players who played it against those who did
not, with its 95% interval; the author's birds highlighted), the score distribution of each
seat, and the tables of the birds, bonus cards and goals.
"""

from __future__ import annotations

import base64
import html
import io
import math
from pathlib import Path
from typing import Any

from ..errors import ConfigError
from .run import StudyResult

#: The colours of the set's birds and of the author's.
SET_COLOUR = "#8a9bb0"
AUTHOR_COLOUR = "#d1495b"


def _pyplot() -> Any:
    try:
        import matplotlib

        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
    except ImportError as error:  # pragma: no cover - the extra is missing
        raise ConfigError(
            "the report's plots need matplotlib: pip install 'wingspan-rules[study]'"
        ) from error
    return plt


def lift_figure(result: StudyResult, top: int = 30, min_played: int = 1) -> Any:
    """The win-rate lift of the birds played most (and of every author's bird), with
    intervals, largest first."""
    plt = _pyplot()
    birds = [b for b in result.summary["birds"] if b["played"] >= min_played]
    birds = [b for b in birds if not math.isnan(b["win_lift"])]
    mine = [b for b in birds if b["author"]]
    others = sorted((b for b in birds if not b["author"]), key=lambda b: -b["played"])
    shown = sorted(mine + others[: max(0, top - len(mine))], key=lambda b: b["win_lift"])
    figure, axes = plt.subplots(figsize=(8, 0.28 * len(shown) + 1.2))
    for y, b in enumerate(shown):
        low, high = b["win_lift_ci"]
        colour = AUTHOR_COLOUR if b["author"] else SET_COLOUR
        axes.plot([100 * low, 100 * high], [y, y], color=colour, linewidth=2)
        axes.plot([100 * b["win_lift"]], [y], "o", color=colour)
    axes.axvline(0, color="black", linewidth=0.8)
    axes.set_yticks(range(len(shown)), [b["name"] for b in shown], fontsize=8)
    for label, b in zip(axes.get_yticklabels(), shown, strict=True):
        if b["author"]:
            label.set_color(AUTHOR_COLOUR)
            label.set_fontweight("bold")
    axes.set_xlabel("win rate when played, less when not (percentage points, 95% interval)")
    axes.set_title(f"Win-rate lift per bird ({result.summary['games']} games)")
    figure.tight_layout()
    return figure


def scores_figure(result: StudyResult) -> Any:
    """Each seat's distribution of final scores."""
    plt = _pyplot()
    figure, axes = plt.subplots(figsize=(8, 3.5))
    for seat, histogram in sorted(result.tally.histograms.items()):
        scores = sorted(histogram)
        bot = result.config.seat_specs[seat]
        axes.step(
            scores,
            [histogram[s] for s in scores],
            where="mid",
            label=f"seat {seat + 1} ({bot})",
        )
    axes.set_xlabel("final score")
    axes.set_ylabel("games")
    axes.legend()
    axes.set_title("Score distribution per seat")
    figure.tight_layout()
    return figure


def _png(figure: Any) -> bytes:
    buffer = io.BytesIO()
    figure.savefig(buffer, format="png", dpi=110)
    _pyplot().close(figure)
    return buffer.getvalue()


def save_lift_png(result: StudyResult, path: str | Path, top: int = 30) -> None:
    """The lift plot alone, as a PNG file (the docs' picture)."""
    Path(path).write_bytes(_png(lift_figure(result, top)))


def _number(x: float, digits: int = 1, percent: bool = False) -> str:
    if math.isnan(x):
        return "-"
    return f"{100 * x:+.0f}%" if percent else f"{x:.{digits}f}"


def _table(headers: list[str], rows: list[list[str]], marked: list[bool]) -> str:
    head = "".join(f"<th>{html.escape(h)}</th>" for h in headers)
    body = "".join(
        f"<tr{' class=author' if mark else ''}>"
        + "".join(f"<td>{html.escape(c)}</td>" for c in row)
        + "</tr>"
        for row, mark in zip(rows, marked, strict=True)
    )
    return f"<table><thead><tr>{head}</tr></thead><tbody>{body}</tbody></table>"


def _lift(entry: dict[str, Any]) -> list[str]:
    low, high = entry["win_lift_ci"]
    return [
        str(entry["with"]["n"]),
        _number(entry["with"]["mean"]),
        _number(entry["without"]["mean"]),
        _number(entry["score_lift"]),
        _number(entry["win_lift"], percent=True),
        "-" if math.isnan(low) else f"[{100 * low:+.0f}%, {100 * high:+.0f}%]",
    ]


LIFT_HEADERS = ["players", "score", "score without", "score lift", "win lift", "95% interval"]


def write_report(result: StudyResult, path: str | Path) -> Path:
    """Write the study's HTML report to ``path``; returns it."""
    s = result.summary
    lift = base64.b64encode(_png(lift_figure(result))).decode()
    scores = base64.b64encode(_png(scores_figure(result))).decode()
    birds = sorted(s["birds"], key=lambda b: (not b["author"], -b["played"], b["name"]))
    bird_rows = [
        [
            b["name"],
            b["set"],
            str(b["drawn"]),
            str(b["kept"]),
            str(b["played"]),
            _number(b["mean_round"]),
            *(_number(b["points"][k]) for k in ("printed", "eggs", "cached", "tucked")),
            *_lift(b)[1:],
        ]
        for b in birds
    ]
    bird_headers = [
        "bird",
        "set",
        "drawn",
        "kept",
        "played",
        "mean round",
        "printed",
        "eggs",
        "cached",
        "tucked",
        *LIFT_HEADERS[1:],
    ]
    bonus_rows = [[b["name"], _number(b["mean_points"]), *_lift(b)] for b in s["bonus"]]
    goal_rows = [
        [g["name"], str(g["rounds"]), _number(g["mean_points"]), *_lift(g)] for g in s["goals"]
    ]
    seat_rows = [
        [
            str(x["seat"] + 1),
            str(result.config.seat_specs[x["seat"]]),
            _number(x["mean"]),
            _number(x["sd"]),
            _number(x["win_rate"], percent=True).lstrip("+"),
            " / ".join(
                str(x["quantiles"].get(q, "-")) for q in ("min", "q1", "median", "q3", "max")
            ),
        ]
        for x in s["seats"]
    ]
    config = result.config
    title = f"Wingspan study: {s['games']} games, {config.players} players, {config.mode}"
    page = f"""<!doctype html>
<html><head><meta charset="utf-8"><title>{html.escape(title)}</title>
<style>
body {{ font-family: sans-serif; margin: 2em; color: #222; }}
table {{ border-collapse: collapse; font-size: 0.85em; margin-bottom: 2em; }}
th, td {{ border-bottom: 1px solid #ddd; padding: 0.2em 0.6em; text-align: right; }}
td:first-child, th:first-child {{ text-align: left; }}
tr.author td {{ color: {AUTHOR_COLOUR}; font-weight: bold; }}
</style></head><body>
<h1>{html.escape(title)}</h1>
<p>Sets {html.escape(", ".join(config.sets))}; the author's cards:
{html.escape(", ".join(config.cards) or "none")}; seats {html.escape(", ".join(str(x) for x in config.seat_specs))};
seeds {config.seed} to {config.seed + config.games - 1}. The author's birds are in red.
Lifts compare the players who played a card (held a bonus card, topped a goal) with the
players who did not; intervals are 95% ones.</p>
<h2>Win-rate lift per bird</h2><img alt="win-rate lift per bird" src="data:image/png;base64,{lift}">
<h2>Scores per seat</h2><img alt="score distributions" src="data:image/png;base64,{scores}">
{_table(["seat", "bot", "mean", "sd", "won", "min / q1 / median / q3 / max"], seat_rows, [False] * len(seat_rows))}
<h2>Birds</h2>
{_table(bird_headers, bird_rows, [b["author"] for b in birds])}
<h2>Bonus cards</h2>
{_table(["bonus card", "mean points", *LIFT_HEADERS], bonus_rows, [False] * len(bonus_rows))}
<h2>Goals</h2>
<p>Players: those who scored the most on the goal in its round.</p>
{_table(["goal", "rounds", "mean points", *LIFT_HEADERS], goal_rows, [False] * len(goal_rows))}
</body></html>
"""
    target = Path(path)
    target.write_text(page, encoding="utf-8")
    return target
