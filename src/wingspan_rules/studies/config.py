"""What a study plays: the configuration of its games, who sits at each seat, and its batches.

A study is ``games`` games of one configuration with seeds ``seed``, ``seed + 1``, ...; game
``i`` is always the same game (the same seed for the engine and for each seat's bot), so a
study's results never depend on how its games are spread over processes or machines. The work
is cut into batches of ``batch`` consecutive games: the unit a worker plays, a store keeps on
disk and a resumed study skips.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import attrs

from ..bots import BOT_KINDS, Bot, MCTSBot
from ..errors import ConfigError
from ..state.model import GameConfig, GoalBoard
from ..variants import VARIANTS

#: The games a batch holds by default: large enough that a worker's start-up and a batch's
#: files cost little against its games, small enough that a lost batch costs little.
DEFAULT_BATCH = 50


@attrs.frozen
class SeatSpec:
    """Who plays a seat: a bot kind (``random``, ``greedy``, ``mcts``) and, for ``mcts``, its
    budget of drawn games per decision. Written ``mcts:200`` on the command line."""

    kind: str = "random"
    budget: int | None = None

    def __attrs_post_init__(self) -> None:
        if self.kind not in BOT_KINDS:
            raise ConfigError(f"unknown bot {self.kind!r}: one of {', '.join(BOT_KINDS)}")
        if self.budget is not None and (self.kind != "mcts" or self.budget < 1):
            raise ConfigError("only an mcts seat has a budget, of at least 1 drawn game")

    @classmethod
    def parse(cls, text: str) -> SeatSpec:
        """``random``, ``greedy``, ``mcts`` or ``mcts:N``."""
        kind, _, budget = text.strip().lower().partition(":")
        if budget and not budget.isdigit():
            raise ConfigError(f"the budget of {text!r} is not a number of drawn games")
        return cls(kind, int(budget) if budget else None)

    def bot(self) -> Bot:
        """A fresh bot for this seat."""
        if self.kind == "mcts" and self.budget is not None:
            return MCTSBot(iterations=self.budget)
        return BOT_KINDS[self.kind]()

    def __str__(self) -> str:
        return self.kind if self.budget is None else f"{self.kind}:{self.budget}"


@attrs.frozen
class StudyConfig:
    """A study: ``games`` games of ``players`` players in ``mode`` (a mode's TAG: ``base``
    or one of ``variants.MODES``) with the bundled ``sets`` and the author's card files or folders
    ``cards``, seats played by ``seats`` (one per player; default all random), game ``i`` of
    seed ``seed + i``, played in batches of ``batch`` games."""

    games: int
    players: int = 2
    mode: str = "base"
    sets: tuple[str, ...] = ("core",)
    cards: tuple[str, ...] = ()
    seats: tuple[SeatSpec, ...] = ()
    seed: int = 0
    goal_board: str = "green"
    batch: int = DEFAULT_BATCH

    def __attrs_post_init__(self) -> None:
        if self.games < 1:
            raise ConfigError("a study plays at least 1 game")
        if self.batch < 1:
            raise ConfigError("a batch holds at least 1 game")
        if self.mode not in VARIANTS:
            raise ConfigError(f"unknown mode {self.mode!r}: one of {', '.join(VARIANTS)}")
        if self.seats and len(self.seats) != self.players:
            raise ConfigError(f"{len(self.seats)} seats for {self.players} players")
        self.game_config()  # the configuration is valid, or this raises ConfigError

    @property
    def seat_specs(self) -> tuple[SeatSpec, ...]:
        """The seats, all random when none were given."""
        return self.seats or (SeatSpec(),) * self.players

    def game_config(self) -> GameConfig:
        """The engine's configuration of every game of the study."""
        kind = VARIANTS[self.mode].OPTIONS
        return GameConfig(
            players=self.players,
            goal_board=GoalBoard(self.goal_board),
            mode=kind(),  # the mode's default options
            sets=self.sets,
        )

    @property
    def batches(self) -> int:
        """How many batches the study's games make (the last may be shorter)."""
        return -(-self.games // self.batch)

    def batch_games(self, index: int) -> range:
        """The game numbers (0-based) of batch ``index``."""
        return range(index * self.batch, min(self.games, (index + 1) * self.batch))

    def to_json(self) -> dict[str, Any]:
        """The configuration as plain data (kept beside a study's files: a resumed study must
        be the same study)."""
        data = attrs.asdict(self)
        data["seats"] = [str(s) for s in self.seat_specs]
        data["sets"] = list(self.sets)
        data["cards"] = list(self.cards)
        return data

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> StudyConfig:
        fields = dict(data)
        fields["seats"] = tuple(SeatSpec.parse(s) for s in fields.get("seats", ()))
        fields["sets"] = tuple(fields.get("sets", ("core",)))
        fields["cards"] = tuple(fields.get("cards", ()))
        return cls(**fields)

    def cards_digest(self) -> str:
        """A digest of the author's card files' text: a resumed study whose cards changed is
        another study."""
        digest = hashlib.sha256()
        for path in _card_files(self.cards):
            digest.update(path.read_bytes() + b"\0")
        return digest.hexdigest()[:16]

    def identity(self) -> str:
        """What must match for finished batches to be reused: the whole configuration and
        the author's cards' text (wherever the files are: a relative path or an absolute one
        to the same files is the same study)."""
        data = self.to_json()
        data.pop("cards")
        return json.dumps([data, self.cards_digest()], sort_keys=True)


def _card_files(paths: Sequence[str]) -> list[Path]:
    found: list[Path] = []
    for name in paths:
        path = Path(name)
        found.extend(sorted(path.rglob("*.wsp")) if path.is_dir() else [path])
    return found
