"""A state looked at by card names: each player's mat, hand and supply, the mode's own part
(e.g. the Automa's side of the table), the table."""

from __future__ import annotations

from typing import Any

import attrs

from ..effects.catalog import CardSet
from ..state.enums import Action, Food, Habitat
from ..state.model import (
    BONUS_TABLE,
    EMPTY,
    GameState,
    Player,
    row_spaces,
)
from ._modes import mode_part, part_class
from .cards import _habitat


@attrs.frozen
class BirdView:
    """A bird on a mat by names. ``column`` is its place in the row (0-based, from the left);
    ``space`` the printed column of the mat it lies on (1-5; a sideways bird covers ``space``
    and the next one, so the birds after it lie one space further right). ``tucked_known``:
    the names of the tucked cards its owner may know (tucked from their hand, or turned up
    before being tucked); the rest of ``tucked`` came face down from the deck."""

    name: str
    habitat: Habitat
    column: int  # 0-based, from the left
    eggs: int
    cached: dict[str, int]  # food label -> tokens, only the types present
    tucked: int
    sideways: bool = False  # covering two spaces (European expansion)
    space: int = 0  # the mat's printed column, 1-5 (0: unknown)
    tucked_known: tuple[str, ...] = ()


def _food_dict(amounts: tuple[int, ...]) -> dict[str, int]:
    return {Food(i).label: n for i, n in enumerate(amounts) if n}


@attrs.frozen
class PlayerView:
    _player: Player
    _cards: CardSet

    @property
    def food(self) -> dict[str, int]:
        """The personal supply, e.g. ``{"seed": 2}`` (types with 0 left out)."""
        return _food_dict(self._player.food)

    @property
    def hand(self) -> list[str]:
        return [self._cards.birds[i].name for i in self._player.hand]

    @property
    def bonus(self) -> list[str]:
        return [self._cards.bonus_cards[i].name for i in self._player.bonus]

    def row(self, habitat: str | Habitat) -> list[str]:
        return [self._cards.birds[b.card].name for b in self._player.row(_habitat(habitat))]

    @property
    def cubes_placed(self) -> int:
        """The action cubes the player has placed this round."""
        return self._player.cubes_used

    @property
    def actions(self) -> dict[str, int]:
        """The cubes placed this round on each action of the mat, by its words ("play a
        bird" is ``"play bird"``): ``{"gain food": 2}`` (actions with no cube left out)."""
        return {Action(i).words: n for i, n in enumerate(self._player.actions) if n}

    @property
    def birds(self) -> list[BirdView]:
        names = self._cards.birds
        seen = []
        for h, c, b in self._player.birds():
            space = 1 + row_spaces(self._player.row(h)[:c])
            known = tuple(names[t].name for t in b.tucked_from_hand + b.tucked_revealed)
            cached = _food_dict(b.cached)
            seen.append(
                BirdView(
                    names[b.card].name,
                    h,
                    c,
                    b.eggs,
                    cached,
                    len(b.tucked),
                    b.sideways,
                    space,
                    known,
                )
            )
        return seen

    def bird(self, name: str) -> BirdView:
        for b in self.birds:
            if b.name.casefold() == name.casefold():
                return b
        raise AssertionError(f"{name} is not on this player's mat")


@attrs.frozen
class StateView:
    """A state read by names; ``tray``, ``feeder``, ``deck_top`` and ``discard`` are those of
    table ``at`` (0 unless made by ``table(t)``: Flock's second group sits at table 1)."""

    state: GameState
    cards: CardSet
    at: int = 0

    def player(self, index: int) -> PlayerView:
        return PlayerView(self.state.players[index], self.cards)

    def table(self, index: int) -> StateView:
        """The same state, read at table ``index``."""
        return attrs.evolve(self, at=index)

    @property
    def tray(self) -> list[str | None]:
        tray = self.state.tables[self.at].tray
        return [None if i == EMPTY else self.cards.birds[i].name for i in tray]

    @property
    def feeder(self) -> list[str]:
        return [f.label for f in self.state.tables[self.at].feeder]

    @property
    def feeder_dice(self) -> list[tuple[str, str]]:
        """The dice in the birdfeeder as (kind, face), where a table's dice are not all alike
        (Flock with Oceania: ``("nectar", "fish")``); the kind is empty where they are."""
        table = self.state.tables[self.at]
        kinds = table.feeder_kinds or ("",) * len(table.feeder)
        return [(k, f.label) for k, f in zip(kinds, table.feeder, strict=True)]

    @property
    def outside_dice(self) -> list[tuple[str, str]]:
        """The dice outside the birdfeeder as (kind, face), as ``feeder_dice``."""
        table = self.state.tables[self.at]
        kinds = table.outside_kinds or ("",) * len(table.outside)
        return [(k, f.label) for k, f in zip(kinds, table.outside, strict=True)]

    def deck_top(self, count: int = 1) -> list[str]:
        return [self.cards.birds[i].name for i in self.state.tables[self.at].deck[:count]]

    @property
    def mode(self) -> Any:
        """The mode's own part of the state read by names (the mode's ``ScenarioPart.view``:
        the Automa's side of the table); also offered under the part's ``VIEWS`` names
        (``view(state, cards).automa``)."""
        seen = mode_part(self.state.config).view(self.state, self.cards)
        if seen is None:
            raise AssertionError(f"this game has no {self.state.config.mode.TAG} part to view")
        return seen

    def __getattr__(self, name: str) -> Any:
        """The mode's view under one of its ``VIEWS`` names (``view(st, cards).automa``)."""
        if name.startswith("_") or name not in part_class(self.state.config).VIEWS:
            raise AttributeError(f"a StateView has no {name!r}")
        return self.mode

    @property
    def discard(self) -> list[str]:
        return [self.cards.birds[i].name for i in self.state.tables[self.at].discard]

    @property
    def bonus_discard(self) -> list[str]:
        """The bonus discard pile (of the one bonus deck), the last card discarded last."""
        return [
            self.cards.bonus_cards[i].name for i in self.state.tables[BONUS_TABLE].bonus_discard
        ]

    def bonus_deck_top(self, count: int = 1) -> list[str]:
        """The next bonus cards drawn, the first one next."""
        deck = self.state.tables[BONUS_TABLE].bonus_deck
        return [self.cards.bonus_cards[i].name for i in deck[:count]]


def view(state: GameState, cards: CardSet) -> StateView:
    """Read ``state`` by card names: ``view(st, cards).player(0).bird("Blue Jay").eggs``.

    ``cards`` must be the card set the state is played with (``s.cards``, ``rules.cards``):
    card ids mean nothing in another set, so a ``ValueError`` is raised rather than misnaming
    the cards."""
    if state.card_set != cards.fingerprint:
        raise ValueError(
            f"this state is played with card set {state.card_set}, not {cards.fingerprint}: "
            "give the scenario's cards (s.cards) or the rules' (rules.cards)"
        )
    return StateView(state, cards)
