"""One player's view of a game: ``Observation``, its own type, never a game to step.

An observation has the same shape as a ``GameState`` (players, tables, pending decisions,
events) so a frontend reads both alike, but it is a different class: the engine refuses it
(``NotAGameError``), and a saved observation is refused by ``from_json`` as such. Hidden cards
are ``HIDDEN``, a value distinct from ``EMPTY`` (an empty tray slot), so a view never mistakes
"a card you cannot see" for "no card".
"""

from __future__ import annotations

from collections.abc import Callable
from typing import final

import attrs
from attrs import frozen

from ..effects.hooks import active
from ..errors import ConfigError, NotAGameError
from ..state.events import Event
from ..state.model import (
    DEALT_BIRDS,
    DEALT_BONUS,
    HIDDEN,
    STARTING_FOOD,
    Bird,
    GameConfig,
    GameState,
    Lane,
    Phase,
    Player,
    Table,
)
from ..state.modes import ModeState
from ..state.protocol import Frame, PowerContext
from .modes import guided_seats


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
    # The mode's own state as the viewer sees it (``ModeState.seen_by``); None in the base game.
    mode_state: ModeState | None = None
    lanes: tuple[Lane, ...] = ()
    # The rounds whose goal tile was cached on a bird (``GameState.cancelled_rounds``).
    cancelled_rounds: tuple[int, ...] = ()

    @property
    def table(self) -> Table:
        """The table of the base game (Flock mode has two)."""
        return self.tables[0]

    @property
    def active_player(self) -> int:
        """The player whose turn it is (in Flock mode the first of ``active_players``)."""
        acting = () if self.mode_state is None else self.mode_state.acting()
        if acting:
            return acting[0]
        return (self.first_player + self.turn) % self.config.players

    @property
    def active_players(self) -> tuple[int, ...]:
        """The players whose turn it is: one, or two at once in Flock mode."""
        acting = () if self.mode_state is None else self.mode_state.acting()
        if acting:
            return acting
        return (self.active_player,)


def observe(state: GameState, player: int) -> Observation:
    """What ``player`` may see: the state with hidden information replaced by ``HIDDEN``.

    What is hidden and what is public, with the rule behind each, is listed in the API guide
    (``docs/api.md``, "Observations and hidden information"). In short, hidden are: the other
    players' hands (less the cards they took face up: ``Player.known``) and bonus cards (until
    the game is over), the deck, the bonus discard pile, tucked cards nobody turned up (from
    a hand: the owner sees them; from the deck: nobody does), the random stream, and, while
    setup lasts, every other player's setup choices. Everything else is public.
    """
    if type(state) is not GameState:
        raise NotAGameError(f"observe takes a GameState, not a {type(state).__name__}")
    if not 0 <= player < len(state.players):
        raise ConfigError(f"there is no player {player} in a {len(state.players)}-player game")
    setup = state.phase is Phase.SETUP
    over = state.phase is Phase.OVER
    # A player with a Swift-Start guide makes no secret setup choice (rules 7): shown as is.
    guided = guided_seats(state.config, state.first_player) if setup else ()
    dealt = _dealt_food(state.config) if setup else STARTING_FOOD
    players = tuple(
        _own_player(pl)
        if i == player
        else _other_player(pl, setup and guided[i] is None, over, dealt)
        for i, pl in enumerate(state.players)
    )
    face_down = {z.name for z in active(state.config.sets).zones if z.hidden}
    tables = tuple(
        attrs.evolve(
            t,
            zones=_face_down(t.zones, face_down) if face_down else t.zones,
            deck=(HIDDEN,) * len(t.deck),
            bonus_deck=(HIDDEN,) * len(t.bonus_deck),
            bonus_discard=(HIDDEN,) * len(t.bonus_discard),
            discard=_setup_discards(state, player) if setup else t.discard,
        )
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
        lanes=tuple(
            Lane(
                lane.player,
                tuple(f.seen_by(player) for f in lane.pending),
                lane.powers,
                lane.waits,
            )
            for lane in state.lanes
        ),
        events=tuple(
            seen for seen in (e.seen_by(player, setup) for e in state.events) if seen is not None
        ),
        mode_state=None if state.mode_state is None else state.mode_state.seen_by(player),
        cancelled_rounds=state.cancelled_rounds,
    )


def _face_down(
    zones: tuple[tuple[str, tuple[int, ...]], ...], hidden: set[str]
) -> tuple[tuple[str, tuple[int, ...]], ...]:
    """A table's shared zones as a viewer sees them: a face-down zone's cards hidden."""
    return tuple((name, (HIDDEN,) * len(c) if name in hidden else c) for name, c in zones)


def _own_player(player: Player) -> Player:
    """The viewer's own cards: all of them, except tucked cards that came from the deck."""
    return attrs.evolve(player, mat=_mat(player, known=_known_to_owner))


def _dealt_food(config: GameConfig) -> tuple[int, ...]:
    """The food every player is dealt: the base game's and an expansion's (Oceania's nectar)."""
    extra = active(config).starting_food
    return tuple(a + b for a, b in zip(STARTING_FOOD, extra, strict=True))


def _other_player(
    player: Player, setup: bool, over: bool, dealt: tuple[int, ...] = STARTING_FOOD
) -> Player:
    if setup:  # until everyone has chosen, another player shows as dealt (rules 1.7)
        return attrs.evolve(
            player,
            food=dealt,
            hand=(HIDDEN,) * DEALT_BIRDS,
            bonus=(HIDDEN,) * DEALT_BONUS,
            bonus_discarded=(),
        )
    known = player.known
    return attrs.evolve(
        player,
        hand=tuple(c if c in known else HIDDEN for c in player.hand),
        aside=(HIDDEN,) * len(player.aside),
        bonus=player.bonus if over else (HIDDEN,) * len(player.bonus),
        bonus_discarded=(),
        mat=_mat(player, known=_known_to_all),
    )


def _known_to_owner(bird: Bird) -> tuple[int, ...]:
    return bird.tucked_from_hand + bird.tucked_revealed


def _known_to_all(bird: Bird) -> tuple[int, ...]:
    return bird.tucked_revealed


def _mat(player: Player, known: Callable[[Bird], tuple[int, ...]]) -> tuple[tuple[Bird, ...], ...]:
    """The mat with each tucked card the viewer does not know replaced by ``HIDDEN``."""
    return tuple(tuple(_bird(b, known(b)) for b in row) for row in player.mat)


def _bird(bird: Bird, known: tuple[int, ...]) -> Bird:
    if len(known) == len(bird.tucked):
        return bird
    return attrs.evolve(
        bird,
        tucked=tuple(c if c in known else HIDDEN for c in bird.tucked),
        tucked_from_hand=tuple(c if c in known else HIDDEN for c in bird.tucked_from_hand),
    )


def _setup_discards(state: GameState, viewer: int) -> tuple[int, ...]:
    """During setup, the discard pile as ``viewer`` sees it: their own discards only.

    The players choose one after another, player 0 first, and each discard goes on the pile
    of their table at once, so the pile is each of its players' discards in turn:
    ``DEALT_BIRDS`` less their hand (none for a player whose Swift-Start guide gave their
    cards).
    """
    table = state.players[viewer].table
    pile = state.tables[table].discard
    guided = guided_seats(state.config, state.first_player)
    counts = [  # each table's pile holds the discards of the players sitting there
        0 if guided[i] is not None or p.table != table else DEALT_BIRDS - len(p.hand)
        for i, p in enumerate(state.players)
    ]
    if len(pile) != sum(counts):  # not a pile of setup discards alone: show none of it
        return ()
    start = sum(counts[:viewer])
    return pile[start : start + counts[viewer]]
