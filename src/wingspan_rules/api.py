"""The module-level conveniences for the bundled cards, and the game record.

The engine's entry point is the ``Rules`` object (a card set and a configuration). For the
common case, a game of the bundled core set, these functions build the rules from the state
itself::

    state = new_game(GameConfig(players=2), seed=1)
    state = apply(state, legal_moves(state)[0])

They refuse a state of any other card set (``NotAGameError``): such a game is stepped through
the ``Rules`` object it was created with. Names follow OpenSpiel where they overlap.
"""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path

import attrs

from .effects.catalog import CardSet
from .engine import Rules, describe_move
from .engine.observation import Observation
from .engine.scoring import PlayerScore
from .errors import NotAGameError
from .language import load_cards
from .language.loader import compile_beside, is_bundled
from .state.fields import HIDDEN
from .state.model import GameConfig, GameState
from .state.moves import Move
from .variants.automa.score import AutomaScore

__all__ = [
    "HIDDEN",
    "apply",
    "automa_score",
    "bundled_rules",
    "current_player",
    "current_players",
    "describe",
    "describe_decision",
    "is_terminal",
    "legal_moves",
    "new_game",
    "observation",
    "rules_for",
    "rules_with_cards",
    "scores",
]


def bundled_rules(config: GameConfig | None = None) -> Rules:
    """The rules of a game of the bundled card sets ``config.sets`` (the core set by default)
    with ``config`` (default: 2 players)."""
    config = config if config is not None else GameConfig()
    return Rules(load_cards(sets=config.sets), config)


def rules_with_cards(paths: Iterable[str | Path], config: GameConfig | None = None) -> Rules:
    """The rules of a game of the bundled sets of ``config.sets`` and an author's card files
    (or folders of them) in ``paths``, all dealt into one deck.

    The sets the author's cards declare join ``config.sets`` (so ``GameConfig(sets=("core",))``
    with cards of ``set homebrew`` plays ``("core", "homebrew")``); the sets of ``config.sets``
    that are not bundled are taken to be the author's, so the config of a game made this way
    rebuilds its rules. An error in the files, or a card named like a bundled card, raises
    ``CardErrors``.
    """
    config = config if config is not None else GameConfig()
    bundled = tuple(name for name in config.sets if is_bundled(name))
    author = compile_beside(paths, load_cards(sets=bundled))
    cards = author.card_set()
    sets = (*bundled, *(name for name in config.sets if not is_bundled(name)))
    sets += tuple(name for name in author.sets if name not in sets)
    return Rules(cards, attrs.evolve(config, sets=sets))


def rules_for(state: GameState | Observation) -> Rules:
    """The rules of ``state`` (or of an observation of it), a game of the bundled cards
    (``NotAGameError`` otherwise)."""
    if type(state) is not GameState and type(state) is not Observation:
        Rules(load_cards()).check_state(state)  # raises, naming what was given
    theirs = [name for name in state.config.sets if not is_bundled(name)]
    if theirs:
        raise NotAGameError(
            f"this game plays cards of your own (set {', '.join(theirs)}), not only the bundled "
            "cards: step it through the Rules object it was created with (rules_with_cards)"
        )
    cards = load_cards(sets=state.config.sets)
    if state.card_set != cards.fingerprint:
        raise NotAGameError(
            f"this game is played with card set {state.card_set}, not the bundled cards: step it "
            "through the Rules object it was created with"
        )
    return Rules(cards, state.config)


def new_game(config: GameConfig | None = None, seed: int = 0) -> GameState:
    """A new game of the bundled cards, dealt and waiting for the first setup decision."""
    return bundled_rules(config).new_game(seed)


def legal_moves(state: GameState, player: int | None = None) -> list[Move]:
    """The moves a deciding player may make now, in a fixed order: ``player``'s, or by default
    the first of ``current_players``'s (empty once it is over)."""
    return rules_for(state).legal_moves(state, player)


def apply(state: GameState, move: Move, *, player: int | None = None) -> GameState:
    """The state after ``move`` (``IllegalMove``, naming the rule, if it is not legal)."""
    return rules_for(state).apply(state, move, player=player)


def current_player(state: GameState | Observation) -> int | None:
    """The player who must decide now (possibly not the active player), or None at the end.

    Works on an observation too: who decides is public.
    """
    return rules_for(state).current_player(state)


def current_players(state: GameState | Observation) -> tuple[int, ...]:
    """Every player who may decide now, in a fixed order (two or more at once in Flock mode,
    rules 8.2; one otherwise), empty at the end. Works on an observation too."""
    return rules_for(state).current_players(state)


def is_terminal(state: GameState) -> bool:
    """Whether the game is over (``Rules.is_terminal`` for the bundled cards)."""
    return rules_for(state).is_terminal(state)


def scores(state: GameState) -> tuple[PlayerScore, ...]:
    """Every player's score by category, with total, unused food (the tiebreak) and rank.

    Mid-game this is the score "if the game ended now" (goals of finished rounds only).
    """
    return rules_for(state).scores(state)


def automa_score(state: GameState) -> AutomaScore | None:
    """The Automa's score by category (rules 6.5), or None in a game without it."""
    score = rules_for(state).rival_score(state)
    return score if isinstance(score, AutomaScore) else None


def observation(state: GameState, player: int) -> Observation:
    """What ``player`` may see: an ``Observation`` with hidden cards replaced by ``HIDDEN``."""
    return rules_for(state).observation(state, player)


def describe(
    move: Move,
    state: GameState | Observation | None = None,
    cards: CardSet | None = None,
    player: int | None = None,
) -> str:
    """A short English label for ``move``. Card names come from ``state``'s card set (which
    must be the bundled one) or from ``cards``; bird positions are named with a ``state``, as
    ``player``'s decision sees them (by default the first deciding player's)."""
    if state is not None and cards is None:
        return rules_for(state).describe(move, state, player)
    return describe_move(move, state, cards if cards is not None else load_cards())


def describe_decision(
    state: GameState | Observation | Rules,
    view: GameState | Observation | None = None,
    *,
    player: int | None = None,
) -> str:
    """What the player deciding now is asked, in English, birds on a mat named by card and
    place ("player 1: use the pink power of Belted Kingfisher (wetland 1)?").

    ``describe_decision(state)`` for a game of the bundled cards (or an observation of one);
    ``describe_decision(rules, state)`` for a game of any rules. ``player``: what that player
    is asked, when several decide at once (Flock mode); by default the first of them.
    """
    if isinstance(state, Rules):
        if view is None:
            raise TypeError("describe_decision(rules, state): give the state to describe")
        return state.describe_decision(view, player)
    if view is not None:
        raise TypeError("describe_decision(state) takes one state; or give (rules, state)")
    return rules_for(state).describe_decision(state, player)
