"""The public API beyond the pure step: scores, observations, move labels and a game record.

Names follow OpenSpiel where they overlap (``new_game``, ``apply``, ``legal_moves``,
``current_player``, ``is_terminal``, ``observation``).
"""

from __future__ import annotations

import attrs

from . import frames as F
from .engine import apply, cards_of, describe_move, legal_moves, new_game
from .events import BonusCardsDrawn, BonusKept, CardDrawn, SetupKept
from .model import GameConfig, GameState
from .scoring import PlayerScore, score_game

HIDDEN = -1  # a card id the observer cannot see


def scores(state: GameState) -> tuple[PlayerScore, ...]:
    """Every player's score by category, with total, unused food (the tiebreak) and rank.

    Mid-game this is the score "if the game ended now" (goals of finished rounds only).
    """
    return score_game(state, cards_of(state))


def describe(move, state: GameState | None = None) -> str:
    """A short English label for ``move`` (card names come from ``state``'s card set)."""
    return describe_move(move, state)


def observation(state: GameState, player: int) -> GameState:
    """What ``player`` may see: the state with hidden information replaced by ``HIDDEN``.

    Hidden: other players' hands and bonus cards (their sizes stay visible), the order of the
    deck and of the bonus deck, the random stream, other players' setup choices, cards other
    players drew from the deck and bonus cards they drew. Everything else is public (rules 1.7,
    3.7): mats, the tray, the feeder, the discard pile, food and the cards a power reveals.
    """
    players = tuple(
        pl
        if i == player
        else attrs.evolve(pl, hand=(HIDDEN,) * len(pl.hand), bonus=(HIDDEN,) * len(pl.bonus))
        for i, pl in enumerate(state.players)
    )
    tables = tuple(
        attrs.evolve(t, deck=(HIDDEN,) * len(t.deck), bonus_deck=(HIDDEN,) * len(t.bonus_deck))
        for t in state.tables
    )
    return attrs.evolve(
        state,
        rng=0,
        players=players,
        tables=tables,
        pending=tuple(_hide_frame(f, player) for f in state.pending),
        events=tuple(_hide_event(e, player) for e in state.events),
    )


def _hide_frame(frame, player: int):
    if getattr(frame, "player", player) == player:
        return frame
    if type(frame) is F.SetupBirds:
        return attrs.evolve(frame, dealt=(HIDDEN,) * len(frame.dealt))
    if type(frame) is F.ChooseBonus:
        return attrs.evolve(frame, offered=(HIDDEN,) * len(frame.offered))
    return frame


def _hide_event(event, player: int):
    if type(event) is CardDrawn and event.player != player and event.source == "deck":
        return attrs.evolve(event, card=HIDDEN)
    if type(event) is SetupKept and event.player != player:
        return attrs.evolve(event, birds=(HIDDEN,) * len(event.birds), bonus=HIDDEN)
    if type(event) is BonusKept and event.player != player:
        return attrs.evolve(event, card=HIDDEN)
    if type(event) is BonusCardsDrawn and event.player != player:
        return attrs.evolve(event, cards=(HIDDEN,) * len(event.cards))
    return event


@attrs.frozen
class Game:
    """A game record: the starting point, the moves, and every state's events (the log).

    ``Game.start(config, seed)`` then ``game = game.play(move)``; ``game.state`` is the current
    state, ``game.log`` every event so far, and ``(config, seed, moves)`` replays it exactly.
    """

    config: GameConfig
    seed: int
    moves: tuple = ()
    states: tuple[GameState, ...] = ()

    @classmethod
    def start(cls, config: GameConfig | None = None, seed: int = 0, cards=None) -> Game:
        config = config or GameConfig()
        return cls(config, seed, (), (new_game(config, seed, cards),))

    @property
    def state(self) -> GameState:
        return self.states[-1]

    def play(self, move) -> Game:
        return attrs.evolve(
            self, moves=self.moves + (move,), states=self.states + (apply(self.state, move),)
        )

    def legal_moves(self) -> list:
        return legal_moves(self.state)

    @property
    def log(self) -> tuple:
        return tuple(e for s in self.states for e in s.events)
