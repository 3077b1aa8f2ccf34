"""Duet mode's game-end score category (rules 5.1 #8, 8.1): a point per token in the player's
largest connected group on the map, declared as a ``ScoreCategory`` of the mode
(``Variant.SCORE_CATEGORIES``) and counted in every player's total. The Duet goals' points are
goal points, as on the goal board."""

from __future__ import annotations

from ...effects.catalog import CardSet
from ...effects.hooks import ScoreCategory
from ...state.model import GameState
from .map import largest_group, load_map
from .state import DuetOptions, DuetState

__all__ = ["MAP_POINTS", "map_points"]


def map_points(state: GameState, cards: CardSet) -> tuple[int, ...]:
    """Each player's tokens in their largest group on the map; 0 each without a Duet map."""
    duet, options = DuetState.of(state), state.config.mode
    if duet is None or not isinstance(options, DuetOptions):
        return (0,) * len(state.players)
    duet_map = load_map(options.map)
    return tuple(largest_group(duet_map, duet.spaces, p) for p in range(len(state.players)))


#: The category's key (in ``PlayerScore.mode_extra``, and ``PlayerScore.duet``) and its column.
MAP_POINTS = ScoreCategory("duet", "duet", map_points, summary="duet tokens")
