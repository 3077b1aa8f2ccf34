"""What the learning code's encodings show of Duet mode (rules 8.1), declared as data.

The observation vector shows the map (the seat of each space's token), each seat's tokens and
the Duet goals, read from the fields of ``DuetState``; the action encoding numbers the spaces
of ``PlaceDuetToken`` the same way for every map (the reset space, then every space a map may
have)."""

from __future__ import annotations

from typing import Any

from ...effects.catalog import CardSet
from ...engine.features import COUNT_HIGH, ModeFeature, OneHotEach, PerSeat, SeatOfEach
from ...state.model import ROUNDS, GameConfig
from .map import MAX_SPACES, load_goals, load_map
from .moves import RESET_SPACE
from .state import DuetOptions


def observation_features(config: GameConfig, cards: CardSet) -> tuple[ModeFeature, ...]:
    """The Duet sections of the observation vector of a game of ``config``."""
    mode = config.mode
    spaces = len(load_map(mode.map if isinstance(mode, DuetOptions) else "default").spaces)
    sides = len(load_goals().sides)
    return (
        ModeFeature(
            "duet.spaces",
            1,
            "per Duet map space, one-hot seat of its token",
            SeatOfEach("spaces", spaces),
        ),
        ModeFeature(
            "duet.tokens",
            COUNT_HIGH,
            "per seat: tokens on the reset space, in the supply, substitutes in play",
            PerSeat(("reset", "supply", "substitutes")),
        ),
        ModeFeature(
            "duet.goals",
            1,
            "per round, one-hot Duet goal side",
            OneHotEach("goals", ROUNDS, sides),
        ),
    )


def move_field_domains() -> dict[str, tuple[str, tuple[Any, ...]]]:
    """The values of ``PlaceDuetToken.space`` in the action encoding: the reset space, then
    every space any map may have (the encoding is the card set's, the same for every map)."""
    values = (RESET_SPACE, *range(MAX_SPACES))
    return {"space": (f"Duet map space (reset, then 0-{MAX_SPACES - 1})", values)}
