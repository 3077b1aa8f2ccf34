"""The pure game engine: the ``Rules`` object (new_game, legal_moves, apply) and its helpers.

The engine never reads card files: it receives a compiled ``CardSet`` inside ``Rules``.
``capabilities`` states what the engine executes (``ENGINE``) and finds the cards it would not
run (``card_set_problems``, ``ensure_runnable``).
"""

from ..errors import IllegalMove
from .capabilities import (
    ENGINE,
    Capabilities,
    CardProblem,
    UnsupportedCards,
    card_problems,
    card_set_problems,
    ensure_runnable,
)
from .core import Rules, current_player
from .describe import describe_decision, describe_move

__all__ = [
    "ENGINE",
    "Capabilities",
    "CardProblem",
    "IllegalMove",
    "Rules",
    "UnsupportedCards",
    "card_problems",
    "card_set_problems",
    "current_player",
    "describe_decision",
    "describe_move",
    "ensure_runnable",
]
