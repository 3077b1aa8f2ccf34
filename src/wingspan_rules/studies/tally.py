"""The tally of a study: sums over its games that merge in any order to the same result.

Every number kept is an integer (counts, sums of scores and of their squares, a histogram of
scores), so a tally of batches merged in whatever order their workers finished is exactly the
tally of the games played one after the other: a study's summary depends on its seed, never on
its workers. Means, variances and confidence intervals are computed from the sums at the end
(``summary.py``).

``Moments`` are the sufficient statistics of the final scores of a group of players (how
many, how many won, the sum and the sum of squares of their scores); a card's "players who did
not play it" are the whole study's players less the ones who did, so only the players who
played it are tallied.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

import attrs


@attrs.define
class Moments:
    """Players' final scores: ``n`` players, ``wins`` of them won, their ``total`` and the sum
    of squares ``squares``."""

    n: int = 0
    wins: int = 0
    total: int = 0
    squares: int = 0

    def add(self, score: int, won: bool) -> None:
        self.n += 1
        self.wins += int(won)
        self.total += score
        self.squares += score * score

    def merge(self, other: Moments) -> None:
        self.n += other.n
        self.wins += other.wins
        self.total += other.total
        self.squares += other.squares

    def minus(self, other: Moments) -> Moments:
        """The players of ``self`` that are not in ``other`` (a subset of them)."""
        return Moments(
            self.n - other.n,
            self.wins - other.wins,
            self.total - other.total,
            self.squares - other.squares,
        )

    def to_json(self) -> list[int]:
        return [self.n, self.wins, self.total, self.squares]

    @classmethod
    def from_json(cls, data: list[int]) -> Moments:
        return cls(*data)


#: The counts kept per bird (beside the ``Moments`` of the players who played it).
BIRD_COUNTS = ("drawn", "kept", "played", "rounds", "printed", "eggs", "cached", "tucked")


@attrs.define
class BirdTally:
    """One bird over a study: in how many players' games it was drawn, kept and played, the
    sum of the rounds it was played in and of the points it scored by kind, and the final
    scores of the players who played it."""

    drawn: int = 0
    kept: int = 0
    played: int = 0
    rounds: int = 0
    printed: int = 0
    eggs: int = 0
    cached: int = 0
    tucked: int = 0
    players: Moments = attrs.field(factory=Moments)

    def merge(self, other: BirdTally) -> None:
        for name in BIRD_COUNTS:
            setattr(self, name, getattr(self, name) + getattr(other, name))
        self.players.merge(other.players)

    def to_json(self) -> list[Any]:
        return [*(getattr(self, n) for n in BIRD_COUNTS), self.players.to_json()]

    @classmethod
    def from_json(cls, data: list[Any]) -> BirdTally:
        *counts, players = data
        return cls(
            **dict(zip(BIRD_COUNTS, counts, strict=True)), players=Moments.from_json(players)
        )


@attrs.define
class HeldTally:
    """A bonus card or a goal over a study: how often it was in play (held, or a round's
    goal), the points it gave, the final scores of the players it concerned (holding the bonus
    card; for a goal, topping it) and, for a goal, of every player of its games."""

    times: int = 0
    points: int = 0
    players: Moments = attrs.field(factory=Moments)
    among: Moments = attrs.field(factory=Moments)

    def merge(self, other: HeldTally) -> None:
        self.times += other.times
        self.points += other.points
        self.players.merge(other.players)
        self.among.merge(other.among)

    def to_json(self) -> list[Any]:
        return [self.times, self.points, self.players.to_json(), self.among.to_json()]

    @classmethod
    def from_json(cls, data: list[Any]) -> HeldTally:
        return cls(data[0], data[1], Moments.from_json(data[2]), Moments.from_json(data[3]))


@attrs.define
class Tally:
    """A study's (or a batch's) games, summed: see the module's docstring."""

    games: int = 0
    decisions: int = 0
    everyone: Moments = attrs.field(factory=Moments)
    #: per seat, its players' final scores and a histogram of them (score -> players)
    seats: dict[int, Moments] = attrs.field(factory=dict)
    histograms: dict[int, Counter[int]] = attrs.field(factory=dict)
    birds: dict[int, BirdTally] = attrs.field(factory=dict)
    bonus: dict[int, HeldTally] = attrs.field(factory=dict)
    goals: dict[int, HeldTally] = attrs.field(factory=dict)

    def add_game(self, rows: dict[str, list[dict[str, Any]]]) -> None:
        """Add one game, given as its rows (``play.play_game_record``)."""
        self.games += 1
        self.decisions += sum(r["decisions"] for r in rows["games"])
        for r in rows["seats"]:
            self.everyone.add(r["total"], r["won"])
            self.seats.setdefault(r["seat"], Moments()).add(r["total"], r["won"])
            self.histograms.setdefault(r["seat"], Counter())[r["total"]] += 1
        for r in rows["cards"]:
            bird = self.birds.setdefault(r["card"], BirdTally())
            bird.drawn += r["drawn"]
            bird.kept += r["kept"]
            if r["played"]:
                bird.played += 1
                bird.rounds += r["round"]
                bird.printed += r["printed"]
                bird.eggs += r["eggs"]
                bird.cached += r["cached"]
                bird.tucked += r["tucked"]
                bird.players.add(r["total"], r["won"])
        for r in rows["bonus"]:
            held = self.bonus.setdefault(r["card"], HeldTally())
            held.times += 1
            held.points += r["points"]
            held.players.add(r["total"], r["won"])
        for r in rows["goals"]:
            goal = self.goals.setdefault(r["goal"], HeldTally())
            goal.times += r["seat"] == 0  # once per round it is the goal of
            goal.points += r["points"]
            goal.among.add(r["total"], r["won"])
            if r["top"]:
                goal.players.add(r["total"], r["won"])

    def merge(self, other: Tally) -> None:
        """Add ``other``'s games (of other game numbers) to this tally."""
        self.games += other.games
        self.decisions += other.decisions
        self.everyone.merge(other.everyone)
        for seat, moments in other.seats.items():
            self.seats.setdefault(seat, Moments()).merge(moments)
        for seat, histogram in other.histograms.items():
            self.histograms.setdefault(seat, Counter()).update(histogram)
        for card, bird in other.birds.items():
            self.birds.setdefault(card, BirdTally()).merge(bird)
        for card, held in other.bonus.items():
            self.bonus.setdefault(card, HeldTally()).merge(held)
        for goal, held in other.goals.items():
            self.goals.setdefault(goal, HeldTally()).merge(held)

    def to_json(self) -> dict[str, Any]:
        """Plain JSON data (keys sorted: the same tally always writes the same text)."""
        return {
            "games": self.games,
            "decisions": self.decisions,
            "everyone": self.everyone.to_json(),
            "seats": {str(k): v.to_json() for k, v in sorted(self.seats.items())},
            "histograms": {
                str(k): {str(s): n for s, n in sorted(v.items())}
                for k, v in sorted(self.histograms.items())
            },
            "birds": {str(k): v.to_json() for k, v in sorted(self.birds.items())},
            "bonus": {str(k): v.to_json() for k, v in sorted(self.bonus.items())},
            "goals": {str(k): v.to_json() for k, v in sorted(self.goals.items())},
        }

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Tally:
        return cls(
            games=data["games"],
            decisions=data["decisions"],
            everyone=Moments.from_json(data["everyone"]),
            seats={int(k): Moments.from_json(v) for k, v in data["seats"].items()},
            histograms={
                int(k): Counter({int(s): n for s, n in v.items()})
                for k, v in data["histograms"].items()
            },
            birds={int(k): BirdTally.from_json(v) for k, v in data["birds"].items()},
            bonus={int(k): HeldTally.from_json(v) for k, v in data["bonus"].items()},
            goals={int(k): HeldTally.from_json(v) for k, v in data["goals"].items()},
        )
