"""Every move type of the game, in one place for readers, tests, the saved-game converter and
the action encoding.

The base game's moves are declared in ``state.moves`` (``BASE_MOVES``), and re-exported here;
each mode declares its own in its package (``variants/<mode>/moves.py``, gathered as the
package's ``MOVES`` through ``variants.MODES``). This module only joins them: the save format's
``move`` union, its JSON Schema, the game records and the action encoding read ``MOVE_TYPES``.
A tag names one move type forever, whichever package declares it.
"""

from __future__ import annotations

from .effects.hooks import REGISTERED
from .state.moves import *  # noqa: F403  (the base game's moves, by name)
from .state.moves import BASE_MOVES, ModeMove
from .variants import MOVE_TYPES as _MODE_MOVES


def _joined(base: tuple[type, ...], modes: tuple[type[ModeMove], ...]) -> tuple[type, ...]:
    """The base moves in order, each followed by the modes' moves that declare they come after
    it (``ModeMove.FOLLOWS``), then the modes' other moves in the order of ``MODES``: the order
    the action encoding's ids follow, which therefore never moves an existing id."""
    joined: list[type] = []
    for move in base:
        joined.append(move)
        joined.extend(m for m in modes if m.FOLLOWS is move)
    joined.extend(m for m in modes if m.FOLLOWS not in base)
    return tuple(joined)


#: Every move type: the base game's, with each mode's at its declared place.
#: The expansions' moves (``Expansion.moves``) follow the modes': the expansions are registered
#: before this module is first imported (the top-level package imports them first).
MOVE_TYPES: tuple[type, ...] = _joined(
    BASE_MOVES, _MODE_MOVES + tuple(m for e in REGISTERED for m in e.moves)
)
