"""Flock mode's options and its turn-order dial in a game (rules 8.2): the tagged values the
state layer carries (``GameConfig.mode``, ``GameState.mode_state``) without naming the mode,
and the shipped data they default to (``data/flock.json``)."""

from __future__ import annotations

import functools
import json
import random
from importlib import resources
from typing import ClassVar

import attrs
from attrs import field, frozen

from ...errors import ConfigError
from ...state.fields import COUNT, PLAIN, PLAYER
from ...state.model import MAX_POINTS, ROUNDS, GameConfig, GoalBoard, is_count
from ...state.modes import ModeOptions, ModeState


# --- the data ([U] #3) -------------------------------------------------------------------------
@frozen
class FlockData:
    """The shipped values of ``data/flock.json``: the defaults of ``FlockOptions``."""

    goal_points: tuple[tuple[int, ...], ...]
    bonus_tags_left_out: tuple[str, ...]


@functools.cache
def load_data() -> FlockData:
    """The Flock data file, read once (``ConfigError`` if it is not as documented)."""
    try:
        text = resources.files(__package__).joinpath("data/flock.json").read_text("utf-8")
        raw = json.loads(text)
        rows = tuple(tuple(int(v) for v in row) for row in raw["goal_points"])
        tags = tuple(str(t) for t in raw["bonus_tags_left_out"])
    except (OSError, ValueError, KeyError, TypeError) as exc:
        raise ConfigError(f"the Flock data file is unreadable: {exc}") from None
    return FlockData(rows, tags)


#: The most places a row of the Flock goal board may pay (seven players, seven places).
MAX_FLOCK_PLACES = 7


def _flock_goal_points() -> tuple[tuple[int, ...], ...]:
    return load_data().goal_points


def _flock_bonus_tags() -> tuple[str, ...]:
    return load_data().bonus_tags_left_out


@frozen
class FlockOptions(ModeOptions):
    """The options of Flock mode (rules 8.2), each defaulting to the shipped data
    (``variants/flock/data/flock.json``).

    ``goal_points``: the points of the Flock goal board, one row per round, one value per
    place from 1st; places beyond a row score 0 ([U] #3: not found; the default is the green
    board's 4/1/0, 5/2/1, 6/3/2, 7/4/3). Ties are friendly and dense (1st, 1st, 2nd).
    ``bonus_tags_left_out``: the bonus cards that count birds by one of these tags stay out of
    the shared bonus deck. The rule leaves out the Historian, the card counting the birds
    tagged ``historian`` (birds named after a person); the card is found by what it counts,
    not by its printed name.
    """

    goal_points: tuple[tuple[int, ...], ...] = attrs.Factory(_flock_goal_points)
    bonus_tags_left_out: tuple[str, ...] = attrs.Factory(_flock_bonus_tags)

    TAG: ClassVar[str] = "flock"
    PLAYERS: ClassVar[range] = range(6, 8)  # 6-7 players in two groups
    FRIENDLY_TIES: ClassVar[bool] = True  # its goals' ties are friendly (rules 8.2)
    LEAVES_OUT: ClassVar[frozenset[str]] = frozenset({"hummingbirds"})  # rules-expansions 9.5.13
    MIXED_DICE: ClassVar[bool] = True  # an expansion's dice beside base dice (9.2.13)
    #: The mode in the command line's help of ``--mode``.
    CLI_HELP: ClassVar[str] = "Flock mode (6-7 players, rules 8.2)"

    def check(self, config: GameConfig) -> None:
        """The Flock goal board replaces the green and blue sides (rules 8.2)."""
        if config.goal_board is not GoalBoard.GREEN:
            raise ConfigError(
                "the Flock goal board replaces the green and blue sides: leave goal_board alone"
            )

    def __attrs_post_init__(self) -> None:
        rows = self.goal_points
        if (
            not isinstance(rows, tuple)
            or len(rows) != ROUNDS
            or not all(isinstance(row, tuple) and 1 <= len(row) <= MAX_FLOCK_PLACES for row in rows)
            or not all(is_count(v, MAX_POINTS) for row in rows for v in row)
        ):
            raise ConfigError(
                f"Flock goal_points must be {ROUNDS} rows (one per round) of 1-{MAX_FLOCK_PLACES} "
                f"points of 0-{MAX_POINTS}, one per place"
            )
        tags = self.bonus_tags_left_out
        if not isinstance(tags, tuple) or not all(
            isinstance(t, str) and 0 < len(t) <= 40 for t in tags
        ):
            raise ConfigError("Flock bonus_tags_left_out must be a tuple of tag names")


@frozen
class FlockState(ModeState):
    """Flock's turn-order dial (rules 8.2): public.

    ``dial``: the dial positions passed this round; the star points at seat ``(first_player +
    dial - 1) % players`` and the second pointer three seats further clockwise.
    ``active``: the players the dial points at who still have a cube, in the order they act
    (both at once, or one after the other for the two ends of the four-player group).
    ``streams``: each group's random stream (its birdfeeder's dice, its deck's shuffles), so
    that what one group rolls or shuffles does not depend on when the other group's moves are
    applied; hidden in an observation (empty: the game's one stream, ``GameState.rng``).
    """

    dial: int = field(default=0, metadata=COUNT)
    active: tuple[int, ...] = field(default=(), metadata=PLAYER)
    streams: tuple[int, ...] = field(default=(), metadata=PLAIN)  # 64-bit random streams

    TAG: ClassVar[str] = "flock"

    def seen_by(self, viewer: int) -> FlockState:
        """The dial as every player sees it: all of it, less the groups' random streams."""
        return attrs.evolve(self, streams=())

    def acting(self) -> tuple[int, ...]:
        """The players the dial points at who still act this step."""
        return self.active

    def stream(self, table: int) -> int | None:
        """Group ``table``'s own random stream (None before the streams are dealt)."""
        return self.streams[table] if self.streams else None

    def with_stream(self, table: int, value: int) -> FlockState:
        streams = list(self.streams)
        streams[table] = value
        return FlockState(self.dial, self.active, tuple(streams))

    def resampled(self, rng: random.Random, tables: int) -> FlockState:
        """The dial in a game drawn from an observation (``GameState.mode_state`` is
        ``RESAMPLED_MODE``): public, with each group's random stream (hidden) drawn afresh."""
        return attrs.evolve(self, streams=tuple(rng.getrandbits(64) for _ in range(tables)))
