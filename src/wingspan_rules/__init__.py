"""wingspan-rules: a complete, exact and fast rules engine for the board game Wingspan.

The public API (see docs/api.md):

    import wingspan_rules as ws
    rules = ws.Rules(ws.load_cards(), ws.GameConfig(players=2))   # or ws.bundled_rules(config)
    state = rules.new_game(seed=1)
    while not rules.is_terminal(state):
        move = rules.legal_moves(state)[0]
        state = rules.apply(state, move)
    print(rules.scores(state))

The module-level functions (``ws.new_game``, ``ws.apply``, ...) do the same for the bundled
cards.
"""

from . import expansions  # noqa: F401  (registers the expansions before anything reads tables)

# isort: split
from . import effects, events, moves
from ._version import __version__ as __version__
from .api import (
    HIDDEN,
    apply,
    automa_score,
    bundled_rules,
    current_player,
    current_players,
    describe,
    describe_decision,
    is_terminal,
    legal_moves,
    new_game,
    observation,
    rules_for,
    rules_with_cards,
    scores,
)
from .bots.resample import resample
from .effects.catalog import CardSet
from .engine import Rules, UnsupportedCards
from .engine.observation import Observation
from .engine.scoring import PlayerScore
from .errors import (
    ConfigError,
    IllegalMove,
    NotAGameError,
    RecordError,
    SavedGameError,
    WingspanError,
)
from .language import load_cards
from .records.notation import format_move, parse_move
from .records.record import Game, read_record
from .saves.serialization import from_json, to_json
from .state.enums import Action, DieFace, Food, Habitat, Nest, Timing
from .state.model import GameConfig, GameState, GoalBoard, HouseRules, Phase
from .state.modes import BaseGame, ModeOptions, ModeState, SetupPreset
from .variants import AutomaOptions, DuetOptions, FlockOptions, SwiftStart
from .variants.automa.score import AutomaScore
from .views.json_view import observation_json
from .views.svg import svg
from .views.text import narrate, render

__all__ = [
    "HIDDEN",
    "Action",
    "AutomaOptions",
    "AutomaScore",
    "BaseGame",
    "CardSet",
    "ConfigError",
    "DieFace",
    "DuetOptions",
    "FlockOptions",
    "Food",
    "Game",
    "GameConfig",
    "GameState",
    "GoalBoard",
    "Habitat",
    "HouseRules",
    "IllegalMove",
    "ModeOptions",
    "ModeState",
    "Nest",
    "NotAGameError",
    "Observation",
    "Phase",
    "PlayerScore",
    "RecordError",
    "Rules",
    "SavedGameError",
    "SetupPreset",
    "SwiftStart",
    "Timing",
    "UnsupportedCards",
    "WingspanError",
    "apply",
    "automa_score",
    "bundled_rules",
    "current_player",
    "current_players",
    "describe",
    "describe_decision",
    "effects",
    "events",
    "format_move",
    "from_json",
    "is_terminal",
    "legal_moves",
    "load_cards",
    "moves",
    "narrate",
    "new_game",
    "observation",
    "observation_json",
    "parse_move",
    "read_record",
    "render",
    "resample",
    "rules_for",
    "rules_with_cards",
    "scores",
    "svg",
    "to_json",
]
