"""A study's numbers, from its tally: means, win rates and their confidence intervals.

Intervals are 95% ones: a mean's the normal one (mean +- 1.96 standard errors), a win rate's
Wilson's score interval (right near 0 and 1, and for few players), and a difference between
the players who played a card and those who did not the normal interval of a difference of
two independent means. Players of one game are not quite independent (one of them wins), so
with few games the intervals are a little narrow; with thousands they are what they say.
"""

from __future__ import annotations

import math
from typing import Any

from ..effects.catalog import CardSet
from .tally import Moments, Tally

#: The normal quantile of a two-sided 95% interval.
Z = 1.959963984540054


def mean(m: Moments) -> float:
    return m.total / m.n if m.n else math.nan


def variance(m: Moments) -> float:
    """The sample variance of the scores (0 for fewer than 2 players)."""
    if m.n < 2:
        return 0.0
    return max(0.0, (m.squares - m.total * m.total / m.n) / (m.n - 1))


def mean_interval(m: Moments) -> tuple[float, float]:
    """The 95% interval of the mean score."""
    if not m.n:
        return (math.nan, math.nan)
    half = Z * math.sqrt(variance(m) / m.n)
    return (mean(m) - half, mean(m) + half)


def win_rate(m: Moments) -> float:
    return m.wins / m.n if m.n else math.nan


def wilson(wins: int, n: int) -> tuple[float, float]:
    """Wilson's 95% score interval of a proportion of ``wins`` in ``n``."""
    if not n:
        return (math.nan, math.nan)
    p = wins / n
    denominator = 1 + Z * Z / n
    centre = (p + Z * Z / (2 * n)) / denominator
    half = Z * math.sqrt(p * (1 - p) / n + Z * Z / (4 * n * n)) / denominator
    return (centre - half, centre + half)


def difference(a: Moments, b: Moments, of: str) -> tuple[float, float, float]:
    """``a``'s mean score (``of="score"``) or win rate (``of="win"``) less ``b``'s, with its
    95% interval: (difference, low, high)."""
    if not a.n or not b.n:
        return (math.nan, math.nan, math.nan)
    if of == "win":
        pa, pb = win_rate(a), win_rate(b)
        d = pa - pb
        se = math.sqrt(pa * (1 - pa) / a.n + pb * (1 - pb) / b.n)
    else:
        d = mean(a) - mean(b)
        se = math.sqrt(variance(a) / a.n + variance(b) / b.n)
    return (d, d - Z * se, d + Z * se)


def group(m: Moments) -> dict[str, Any]:
    """A group of players: how many, their mean score and win rate, with intervals."""
    return {
        "n": m.n,
        "mean": mean(m),
        "mean_ci": mean_interval(m),
        "win_rate": win_rate(m),
        "win_ci": wilson(m.wins, m.n),
    }


def _versus(played: Moments, rest: Moments) -> dict[str, Any]:
    score = difference(played, rest, "score")
    win = difference(played, rest, "win")
    return {
        "with": group(played),
        "without": group(rest),
        "score_lift": score[0],
        "score_lift_ci": score[1:],
        "win_lift": win[0],
        "win_lift_ci": win[1:],
    }


def summarize(
    tally: Tally, cards: CardSet, authors: frozenset[str] = frozenset()
) -> dict[str, Any]:
    """The study's numbers as plain data: per seat, per bird (by name), per bonus card and per
    goal. ``authors``: the sets of the author's cards (their birds are marked ``author``)."""
    everyone = tally.everyone
    birds = []
    for card, b in sorted(tally.birds.items()):
        info = cards.birds[card]
        played = b.played
        birds.append(
            {
                "card": card,
                "name": info.name,
                "set": info.set,
                "author": info.set in authors,
                "drawn": b.drawn,
                "kept": b.kept,
                "played": played,
                "mean_round": b.rounds / played if played else math.nan,
                "points": {
                    kind: getattr(b, kind) / played if played else math.nan
                    for kind in ("printed", "eggs", "cached", "tucked")
                },
                **_versus(b.players, everyone.minus(b.players)),
            }
        )
    bonus = []
    for card, h in sorted(tally.bonus.items()):
        bonus.append(
            {
                "card": card,
                "name": cards.bonus_cards[card].name,
                "held": h.times,
                "mean_points": h.points / h.times if h.times else math.nan,
                **_versus(h.players, everyone.minus(h.players)),
            }
        )
    sides = cards.goal_sides
    goals = []
    for goal, h in sorted(tally.goals.items()):
        goals.append(
            {
                "goal": goal,
                "name": sides[goal].name if 0 <= goal < len(sides) else f"goal {goal}",
                "rounds": h.times,
                "mean_points": h.points / h.among.n if h.among.n else math.nan,
                **_versus(h.players, h.among.minus(h.players)),
            }
        )
    seats = []
    for seat, m in sorted(tally.seats.items()):
        histogram = tally.histograms.get(seat)
        seats.append(
            {
                "seat": seat,
                **group(m),
                "sd": math.sqrt(variance(m)),
                "quantiles": _quantiles(histogram) if histogram else {},
            }
        )
    return {
        "games": tally.games,
        "decisions": tally.decisions,
        "players": group(everyone),
        "seats": seats,
        "birds": birds,
        "bonus": bonus,
        "goals": goals,
    }


def _quantiles(histogram: dict[int, int]) -> dict[str, int]:
    """The minimum, quartiles and maximum of the scores of a histogram (the lower value at a
    tie between two middle ones)."""
    n = sum(histogram.values())
    found: dict[str, int] = {}
    for name, q in (("min", 0.0), ("q1", 0.25), ("median", 0.5), ("q3", 0.75), ("max", 1.0)):
        rank = min(n - 1, max(0, math.ceil(q * n) - 1)) if q else 0
        seen = 0
        for score in sorted(histogram):
            seen += histogram[score]
            if seen > rank:
                found[name] = score
                break
    return found
