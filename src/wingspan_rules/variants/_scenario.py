"""What a mode adds to a test board (``testing.Scenario``): the base of each mode's part.

A mode declares its part in its ``scenario.py``, a ``ScenarioPart`` subclass named by its
``Variant.SCENARIO``. The scenario makes it from its configuration, offers the part's
``METHODS`` as its own (``s.duet_tokens(1, 4)``, ``s.dial(2)``, ``s.automa()``), and asks it,
while building the board, for the cards it names, the cards it deals, the configuration of the
game and its ``ModeState``. The part reads its state back too, for the kit's views and checks.
Written with the layers below the modes only: the kit passes in what it has (``ScenarioBoard``).
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any, ClassVar

import attrs
from attrs import frozen

from ..effects.catalog import CardSet
from ..state.model import GameConfig, GameState, Phase
from ..state.modes import ModeState

#: Draws ``count`` cards from the scenario's shuffled deck, for ``purpose`` (its error message).
Draw = Callable[[int, str], tuple[int, ...]]
#: A card id's new id in a card set cut down to the cards placed (``deck(rest="out")``).
Renumber = Callable[[tuple[int, ...]], tuple[int, ...]]


def bird_id(cards: CardSet, name: str) -> int:
    """The id of the bird card ``name``, refused with a ``ValueError`` that names it."""
    try:
        return cards.bird_id(name)
    except KeyError:
        raise ValueError(f"unknown bird card {name!r}") from None


def bonus_id(cards: CardSet, name: str) -> int:
    """The id of the bonus card ``name``, refused with a ``ValueError`` that names it."""
    try:
        return cards.bonus_id(name)
    except KeyError:
        raise ValueError(f"unknown bonus card {name!r}") from None


@frozen
class ScenarioBoard:
    """What the scenario has built when the mode's part builds its state (``ScenarioPart.state``)."""

    config: GameConfig  # the game's (``ScenarioPart.game_config``)
    cards: CardSet  # every card of the scenario
    phase: Phase
    round: int
    turn: int  # turns taken this round, as the scenario was told (``Scenario.turn``)
    rng: random.Random  # the scenario's shuffles, after the bonus deck's
    bonus_deck: tuple[int, ...]  # the bonus deck, top first
    streams: tuple[int, ...]  # each table's random stream (table 0's is the state's)


class ScenarioPart:
    """A mode's part of a test board: nothing, as in the base game. Each method is a point
    where a mode's board departs from the base game's."""

    #: The part's methods a scenario offers as its own. One that returns the part makes the
    #: scenario return itself (``s.duet_tokens(0, 2).tray(...)``); any other value is returned.
    METHODS: ClassVar[tuple[str, ...]] = ()
    #: The names under which ``testing.view(state, cards)`` offers the part's ``view``.
    VIEWS: ClassVar[tuple[str, ...]] = ()
    #: The events that end a turn, besides a player's ``TurnEnded`` (a rival's that is no
    #: player): a scripted turn ends with one too.
    TURN_ENDS: ClassVar[tuple[type, ...]] = ()
    #: What of the mode's hidden state a running game may have forced (``Script.with_mode``,
    #: ``force``): e.g. the Automa's ``automa_deck``.
    FORCES: ClassVar[tuple[str, ...]] = ()

    def __init__(self, config: GameConfig) -> None:
        self.config = config

    # --- building the board ----------------------------------------------------------------
    def named(self) -> tuple[str, ...]:
        """The bird cards the part names (taken out of the deck before it is shuffled)."""
        return ()

    def deal(self, cards: CardSet, draw: Draw) -> None:
        """Deal the part's unnamed cards, right after the players' (the same draws each time)."""

    def game_config(self, config: GameConfig, goals: tuple[str, ...]) -> GameConfig:
        """The configuration of the game: the scenario's ``config`` with the goal sides it
        names for rounds 1-4 (``goals``, or none)."""
        return attrs.evolve(config, goals=goals)

    def cubes(self, index: int, first_player: int, round: int) -> int | None:
        """The cubes player ``index`` has placed this round; None: one per turn taken."""
        return None

    def turns_taken(self, turn: int, first_player: int, round: int, phase: Phase) -> int:
        """The turns taken this round (``GameState.turn``), from the scenario's ``turn``."""
        return turn

    def state(self, board: ScenarioBoard) -> tuple[ModeState | None, tuple[int, ...]]:
        """The mode's own state of the board, and the bonus deck left (less what it holds)."""
        return None, board.bonus_deck

    # --- a running game ---------------------------------------------------------------------
    def force(
        self, state: GameState, cards: CardSet, name: str, *args: Any, **kwargs: Any
    ) -> GameState:
        """``state`` with the mode's hidden information ``name`` (one of ``FORCES``) forced
        as ``args`` say, at any decision (``Script.with_mode``)."""
        raise ValueError(f"this mode forces nothing called {name!r}")

    # --- reading a state back --------------------------------------------------------------
    def renumber(self, mode_state: ModeState | None, ids: Renumber) -> ModeState | None:
        """``mode_state`` with its bird card ids renumbered (``deck(rest="out")``)."""
        return mode_state

    def card_places(
        self, state: GameState
    ) -> tuple[tuple[str, tuple[int, ...], tuple[int, ...]], ...]:
        """Where the mode's own state holds cards: (the place, its bird cards, its bonus cards)."""
        return ()

    def view(self, state: GameState, cards: CardSet) -> object | None:
        """The mode's own state read by names (``testing.view(state, cards).mode``)."""
        return None
