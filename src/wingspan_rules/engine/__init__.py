"""The pure game engine: ``new_game``, ``legal_moves``, ``apply`` and their helpers."""

from .core import (
    apply,
    begin_turn,
    cards_of,
    current_player,
    is_terminal,
    legal_moves,
    new_game,
    register_cards,
)
from .describe import describe_decision, describe_move
from .errors import IllegalMove
from .powers import EXECUTABLE_EFFECTS, unsupported_effects

__all__ = [
    "EXECUTABLE_EFFECTS",
    "IllegalMove",
    "apply",
    "begin_turn",
    "cards_of",
    "current_player",
    "describe_decision",
    "describe_move",
    "is_terminal",
    "legal_moves",
    "new_game",
    "register_cards",
    "unsupported_effects",
]
