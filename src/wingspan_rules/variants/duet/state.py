"""Duet mode's options and its state in a game (rules 8.1): the tagged values the state layer
carries (``GameConfig.mode``, ``GameState.mode_state``) without naming the mode."""

from __future__ import annotations

from typing import ClassVar

import attrs
from attrs import field, frozen

from ...errors import ConfigError
from ...state.fields import PER_PLAYER, PLAIN
from ...state.model import MAX_POINTS, ROUNDS, GameConfig, GoalBoard, is_count
from ...state.modes import ModeOptions, ModeState
from .map import load_goals, load_map

#: Duet tokens each player has (rules 8.1); more plays use substitutes.
DUET_TOKENS = 15
#: A Duet map space with no token on it (``DuetState.spaces``).
NO_TOKEN = -1


def _duet_round_points(options: DuetOptions) -> tuple[int, ...]:
    return load_map(options.map).round_points


def _duet_at_least_one() -> bool:
    return load_goals().at_least_one


def _duet_pairs_adjacent() -> bool:
    return load_goals().pairs_adjacent


@frozen
class DuetOptions(ModeOptions):
    """The options of Duet mode (rules 8.1), each defaulting to the shipped data.

    ``map``: the Duet map, ``"default"`` (the shipped map, ``variants/duet/data``) or the path of
    a JSON map file of the same form; it is read and checked when the options are made
    (``ConfigError`` says what is wrong).
    ``round_points``: the points the winner of each round's Duet goal scores, rounds 1-4
    ([U] #1; default: the values the map file prints).
    ``at_least_one``: a player needs at least 1 item counted to score a round's goal ([U] #4;
    default from ``duet_goals.json``: yes); a goal the fewest tokens win is exempt.
    ``pairs_adjacent``: the two tokens of a "matching pair" must lie on spaces joined by a
    line ([U] #20; default from ``duet_goals.json``: yes).
    ``goals``: the names of four Duet goal sides for rounds 1-4 (four different tiles), or
    empty to draw 4 of the 6 tiles at random with a random side up.
    """

    map: str = "default"
    round_points: tuple[int, ...] = attrs.Factory(_duet_round_points, takes_self=True)
    at_least_one: bool = attrs.Factory(_duet_at_least_one)
    pairs_adjacent: bool = attrs.Factory(_duet_pairs_adjacent)
    goals: tuple[str, ...] = ()

    TAG: ClassVar[str] = "duet"
    PLAYERS: ClassVar[range] = range(2, 3)  # exactly 2 players on the Duet map
    #: The mode in the command line's help of ``--mode``.
    CLI_HELP: ClassVar[str] = "Duet mode (2 players, rules 8.1)"

    def check(self, config: GameConfig) -> None:
        """The Duet map replaces the goal board (rules 8.1)."""
        if config.goals:
            raise ConfigError(
                "the Duet map replaces the goal board: choose Duet goals with "
                "DuetOptions(goals=...), not GameConfig.goals"
            )
        if config.goal_board is not GoalBoard.GREEN:
            raise ConfigError("the Duet map replaces the goal board: leave goal_board alone")

    def __attrs_post_init__(self) -> None:
        load_map(self.map)  # checks the map file (ConfigError)
        points = self.round_points
        if (
            not isinstance(points, tuple)
            or len(points) != ROUNDS
            or not all(is_count(v, MAX_POINTS) for v in points)
        ):
            raise ConfigError(
                f"round_points must be {ROUNDS} points of 0-{MAX_POINTS}, one a round"
            )
        for name in ("at_least_one", "pairs_adjacent"):
            if type(getattr(self, name)) is not bool:
                raise ConfigError(f"{name} must be True or False")
        if not isinstance(self.goals, tuple) or not all(isinstance(g, str) for g in self.goals):
            raise ConfigError("Duet goals must be a tuple of Duet goal-side names")
        if self.goals:
            if len(self.goals) != ROUNDS:
                raise ConfigError("give exactly 4 Duet goal sides (one per round), or none")
            data = load_goals()
            tiles = {data.side_id(name) // 2 for name in self.goals}
            if len(tiles) != ROUNDS:
                raise ConfigError("the Duet goals must be 4 sides of 4 different tiles")


@frozen
class DuetState(ModeState):
    """The Duet map during a game (rules 8.1): plain data, all of it public.

    ``goals``: the Duet goal side of rounds 1-4, as ids ``2 * (tile - 1) + side`` (side 0 is
    A, 1 is B) into ``variants.duet.map.load_goals().sides``.
    ``spaces``: the owner of the token on each map space (a player), or ``NO_TOKEN``.
    ``reset``: the tokens on the reset space, per player.
    ``supply``: the tokens each player has not placed (15 at the start; a token taken back
    from the reset space returns here).
    ``substitutes``: the substitute tokens each player has in play, placed when their supply
    was empty (rules 8.1 #7); a token taken back from the reset space is a substitute first.
    """

    goals: tuple[int, ...] = field(metadata=PLAIN)  # Duet goal sides, not the card set's
    spaces: tuple[int, ...] = field(metadata=PLAIN)  # a player, or NO_TOKEN (-1)
    reset: tuple[int, ...] = field(default=(0, 0), metadata=PER_PLAYER)
    supply: tuple[int, ...] = field(default=(DUET_TOKENS, DUET_TOKENS), metadata=PER_PLAYER)
    substitutes: tuple[int, ...] = field(default=(0, 0), metadata=PER_PLAYER)

    TAG: ClassVar[str] = "duet"

    def tokens_on_map(self, player: int) -> int:
        return self.spaces.count(player)
