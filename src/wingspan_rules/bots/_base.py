"""The bot interface and a game loop that seats bots."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import TYPE_CHECKING, Protocol, runtime_checkable

from .._text import plural
from ..engine.observation import Observation
from ..errors import ConfigError, IllegalMove
from ..state.model import GameState
from ..state.moves import Move

if TYPE_CHECKING:
    from ..engine import Rules

__all__ = ["Bot", "decide", "play_game", "seat_rng"]


@runtime_checkable
class Bot(Protocol):
    """A player program: it picks one of the legal moves from what its player can see.

    ``choose`` is called when ``view.viewer`` decides. It gets the game's ``rules``, the
    deciding player's observation ``view`` (never the true state: hidden cards are
    ``HIDDEN``), the ``legal`` moves (``rules.legal_moves`` of the true state, which depend only
    on what the deciding player sees), and ``rng``, the bot's own random generator, which the
    game loop seeds so that a game with the same seeds plays the same. It returns one of
    ``legal``. To look ahead, a bot draws complete games consistent with ``view`` with
    ``wingspan_rules.bots.resample(view, view.viewer, rng, rules=rules)``: that is its only way to
    a state it can step, so it cannot read what its player does not know.
    """

    def choose(
        self, rules: Rules, view: Observation, legal: Sequence[Move], rng: random.Random
    ) -> Move: ...


def seat_rng(seed: int, seat: int) -> random.Random:
    """The random generator of the bot in ``seat`` for the game of ``seed``."""
    return random.Random(f"wingspan-bot:{seed}:{seat}")


def decide(bot: Bot, rules: Rules, state: GameState, rng: random.Random) -> Move:
    """Ask ``bot`` for the move of the player deciding in ``state`` (it sees their observation
    only); raises ``IllegalMove`` if the bot answers with a move that is not legal."""
    player = rules.current_player(state)
    if player is None:
        raise IllegalMove("the game is over: no move is legal (rules 5)")
    legal = rules.legal_moves(state)
    move = bot.choose(rules, rules.observation(state, player), legal, rng)
    if move not in legal:
        raise IllegalMove(f"{type(bot).__name__} chose {move!r}, which is not a legal move")
    return move


def play_game(
    rules: Rules, bots: Sequence[Bot], seed: int = 0, state: GameState | None = None
) -> GameState:
    """Play a game to the end with one bot per seat (``bots[i]`` plays player ``i``), from
    ``state`` or a new game of ``seed``; returns the final state. Each seat's generator is
    ``seat_rng(seed, seat)``, so the same bots and seed always play the same game."""
    if len(bots) != rules.config.players:
        raise ConfigError(f"{plural(len(bots), 'bot')} for a {rules.config.players}-player game")
    if state is None:
        state = rules.new_game(seed)
    rngs = [seat_rng(seed, seat) for seat in range(len(bots))]
    while not rules.is_terminal(state):
        player = rules.current_player(state)
        assert player is not None
        state = rules.apply(state, decide(bots[player], rules, state, rngs[player]))
    return state
