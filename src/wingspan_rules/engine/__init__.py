"""The pure game engine: the ``Rules`` object (new_game, legal_moves, apply) and its helpers.

The engine never reads card files: it receives a compiled ``CardSet`` inside ``Rules``.
"""

from ..errors import IllegalMove
from .core import Rules, current_player
from .describe import describe_decision, describe_move
from .powers import EXECUTABLE_EFFECTS, unsupported_effects

__all__ = [
    "EXECUTABLE_EFFECTS",
    "IllegalMove",
    "Rules",
    "current_player",
    "describe_decision",
    "describe_move",
    "unsupported_effects",
]
