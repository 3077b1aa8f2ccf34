"""The pure game engine: ``new_game``, ``legal_moves``, ``apply`` and their helpers.

``capabilities`` states what the engine executes (``ENGINE``) and finds the cards it would not
run (``card_set_problems``, ``ensure_runnable``).
"""

from .capabilities import (
    ENGINE,
    Capabilities,
    CardProblem,
    UnsupportedCards,
    card_problems,
    card_set_problems,
    ensure_runnable,
)
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

__all__ = [
    "ENGINE",
    "Capabilities",
    "CardProblem",
    "IllegalMove",
    "UnsupportedCards",
    "apply",
    "begin_turn",
    "card_problems",
    "card_set_problems",
    "cards_of",
    "current_player",
    "describe_decision",
    "describe_move",
    "ensure_runnable",
    "is_terminal",
    "legal_moves",
    "new_game",
    "register_cards",
]
