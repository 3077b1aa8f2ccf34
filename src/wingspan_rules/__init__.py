"""wingspan-rules: a complete, exact and fast rules engine for the board game Wingspan.

The public API (see docs/api.md)::

    import wingspan_rules as ws
    state = ws.new_game(ws.GameConfig(players=2), seed=1)
    while not ws.is_terminal(state):
        move = ws.legal_moves(state)[0]
        state = ws.apply(state, move)
    print(ws.scores(state))
"""

from . import effects, events, moves
from .api import HIDDEN, Game, describe, observation, scores
from .catalog import CardSet
from .engine import (
    IllegalMove,
    apply,
    current_player,
    describe_decision,
    is_terminal,
    legal_moves,
    new_game,
)
from .enums import Action, DieFace, Food, Habitat, Nest, Timing
from .language import load_cards
from .model import GameConfig, GameState, GoalBoard, HouseRules, Phase
from .scoring import PlayerScore
from .serialization import SavedGameError, from_json, to_json

__version__ = "0.1.0"

__all__ = [
    "HIDDEN",
    "Action",
    "CardSet",
    "DieFace",
    "Food",
    "Game",
    "GameConfig",
    "GameState",
    "GoalBoard",
    "Habitat",
    "HouseRules",
    "IllegalMove",
    "Nest",
    "Phase",
    "PlayerScore",
    "SavedGameError",
    "Timing",
    "apply",
    "current_player",
    "describe",
    "describe_decision",
    "effects",
    "events",
    "from_json",
    "is_terminal",
    "legal_moves",
    "load_cards",
    "moves",
    "new_game",
    "observation",
    "scores",
    "to_json",
]
