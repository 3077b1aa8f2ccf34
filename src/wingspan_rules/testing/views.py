"""A state looked at by card names: each player's mat, hand and supply, the Automa, the table."""

from __future__ import annotations

import attrs

from ..effects.catalog import CardSet
from ..state.enums import Food, Habitat
from ..state.model import (
    EMPTY,
    GameState,
    Player,
)
from ..variants.automa import AUTOMA_DECK
from ..variants.automa.state import AutomaState
from .cards import _habitat


@attrs.frozen
class BirdView:
    name: str
    habitat: Habitat
    column: int  # 0-based, from the left
    eggs: int
    cached: dict[str, int]  # food label -> tokens, only the types present
    tucked: int
    sideways: bool = False  # covering two spaces (European expansion)


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
    def birds(self) -> list[BirdView]:
        return [
            BirdView(
                self._cards.birds[b.card].name,
                h,
                c,
                b.eggs,
                _food_dict(b.cached),
                len(b.tucked),
                b.sideways,
            )
            for h, c, b in self._player.birds()
        ]

    def bird(self, name: str) -> BirdView:
        for b in self.birds:
            if b.name.casefold() == name.casefold():
                return b
        raise AssertionError(f"{name} is not on this player's mat")


@attrs.frozen
class AutomaView:
    """The Automa's side of a state by names (``view(state, cards).automa``)."""

    _automa: AutomaState
    _cards: CardSet

    @property
    def bonus(self) -> str:
        return self._cards.bonus_cards[self._automa.bonus].name

    @property
    def birds(self) -> list[str]:
        """Its face-up birds, in the order kept."""
        return [self._cards.birds[i].name for i in self._automa.birds]

    @property
    def face_down(self) -> int:
        return len(self._automa.face_down)

    @property
    def revealed(self) -> list[str]:
        """The Automa cards revealed this round, the current one last."""

        return [AUTOMA_DECK[i].name for i in self._automa.revealed]

    @property
    def eggs(self) -> int:
        return self._automa.eggs

    @property
    def cubes(self) -> int:
        return self._automa.cubes


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

    def deck_top(self, count: int = 1) -> list[str]:
        return [self.cards.birds[i].name for i in self.state.tables[self.at].deck[:count]]

    @property
    def automa(self) -> AutomaView:
        """The Automa's side (a game against it)."""
        automa = AutomaState.of(self.state)
        if automa is None:
            raise AssertionError("this game has no Automa")
        return AutomaView(automa, self.cards)

    @property
    def discard(self) -> list[str]:
        return [self.cards.birds[i].name for i in self.state.tables[self.at].discard]


def view(state: GameState, cards: CardSet) -> StateView:
    """Read ``state`` by card names: ``view(st, cards).player(0).bird("Blue Jay").eggs``."""
    return StateView(state, cards)
