"""The cards an editor knows beside the open document: the bundled card sets, and the sides of
goal tiles."""

from __future__ import annotations

import functools
import logging
from collections.abc import Iterable

from ...effects import GoalSide, GoalTile
from ...effects.catalog import CardSet
from ...language.loader import bundled_sets, load_cards

_log = logging.getLogger(__name__)


@functools.cache
def bundled_card_sets() -> tuple[CardSet, ...]:
    """Every card set shipped with the library (core first), each loaded on its own: a set
    that does not load (in a checkout being edited) leaves the others in use."""
    found = []
    for name in bundled_sets():
        try:
            found.append(load_cards(sets=(name,)))
        except Exception:
            _log.exception("the bundled card set %r could not be loaded", name)
    return tuple(found)


def goal_sides(tiles: Iterable[GoalTile]) -> list[GoalSide]:
    return [side for tile in tiles for side in tile.sides]
