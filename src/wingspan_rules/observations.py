"""One player's view of a game: ``Observation``, its own type, never a game to step.

An observation has the same shape as a ``GameState`` (players, tables, pending decisions,
events) so a frontend reads both alike, but it is a different class: the engine refuses it
(``NotAGameError``), and a saved observation is refused by ``from_json`` as such. Hidden cards
are ``HIDDEN``, a value distinct from ``EMPTY`` (an empty tray slot), so a view never mistakes
"a card you cannot see" for "no card".
"""

from __future__ import annotations

from typing import final

import attrs
from attrs import frozen

from .errors import ConfigError
from .events import BonusCardsDrawn, BonusKept, CardDrawn, Event, SetupKept
from .model import HIDDEN, GameConfig, GameState, Phase, Player, Table
from .protocol import Frame, PowerContext


@final
@frozen
class Observation:
    """What ``viewer`` may see of a game: the fields of ``GameState`` less the random stream,
    with hidden cards replaced by ``HIDDEN`` (their counts stay visible)."""

    viewer: int
    config: GameConfig
    card_set: str
    players: tuple[Player, ...]
    tables: tuple[Table, ...]
    goals: tuple[int, ...]
    goal_points: tuple[tuple[int, ...], ...]
    phase: Phase
    round: int
    turn: int
    first_player: int
    pending: tuple[Frame, ...]
    powers: tuple[PowerContext, ...]
    events: tuple[Event, ...]

    @property
    def table(self) -> Table:
        return self.tables[0]

    @property
    def active_player(self) -> int:
        return (self.first_player + self.turn) % self.config.players


def observe(state: GameState, player: int) -> Observation:
    """What ``player`` may see: the state with hidden information replaced by ``HIDDEN``.

    Hidden: other players' hands and bonus cards (their sizes stay visible), the order of the
    deck and of the bonus deck, the random stream, other players' setup choices, cards other
    players drew from the deck and bonus cards they drew. Everything else is public (rules 1.7,
    3.7): mats, the tray, the feeder, the discard pile, food and the cards a power reveals.
    """
    if type(state) is not GameState:
        from .errors import NotAGameError

        raise NotAGameError(f"observe takes a GameState, not a {type(state).__name__}")
    if not 0 <= player < len(state.players):
        raise ConfigError(f"there is no player {player} in a {len(state.players)}-player game")
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
    return Observation(
        viewer=player,
        config=state.config,
        card_set=state.card_set,
        players=players,
        tables=tables,
        goals=state.goals,
        goal_points=state.goal_points,
        phase=state.phase,
        round=state.round,
        turn=state.turn,
        first_player=state.first_player,
        pending=tuple(f.seen_by(player) for f in state.pending),
        powers=state.powers,
        events=tuple(_hide_event(e, player) for e in state.events),
    )


def _hide_event(event: Event, player: int) -> Event:
    if type(event) is CardDrawn and event.player != player and event.source == "deck":
        return attrs.evolve(event, card=HIDDEN)
    if type(event) is SetupKept and event.player != player:
        return attrs.evolve(event, birds=(HIDDEN,) * len(event.birds), bonus=HIDDEN)
    if type(event) is BonusKept and event.player != player:
        return attrs.evolve(event, card=HIDDEN)
    if type(event) is BonusCardsDrawn and event.player != player:
        return attrs.evolve(event, cards=(HIDDEN,) * len(event.cards))
    return event
