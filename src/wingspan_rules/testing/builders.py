"""What a scenario says of one player and of a table, before the board is built (a mode's
own part: its ``scenario.py``)."""

from __future__ import annotations

from collections.abc import Iterable, Mapping

import attrs

from ..state.enums import DieFace, Habitat
from ..state.model import (
    DICE,
)
from .cards import _faces, _food_tuple, _habitat


@attrs.define
class _BirdSpec:
    habitat: Habitat
    name: str
    eggs: int
    cached: tuple[int, ...]
    tucked: int | tuple[str, ...]
    sideways: bool = False


@attrs.define
class PlayerBuilder:
    """One player's part of a scenario. Every method returns the builder, for chaining."""

    _hand: list[str] = attrs.field(factory=list)
    _dealt: int = 0
    _food: tuple[int, ...] | None = None
    _bonus: list[str] = attrs.field(factory=list)
    _birds: list[_BirdSpec] = attrs.field(factory=list)
    _cubes_used: int | None = None
    _actions: tuple[int, ...] | None = None

    def hand(self, *names: str) -> PlayerBuilder:
        """Put these bird cards in the player's hand."""
        self._hand.extend(names)
        return self

    def deal(self, count: int) -> PlayerBuilder:
        """Add ``count`` unnamed cards to the hand, from the shuffled deck."""
        self._dealt += count
        return self

    def food(self, **amounts: int) -> PlayerBuilder:
        """Set the personal supply, e.g. ``food(seed=2, fish=1)`` (unnamed types are 0)."""
        self._food = _food_tuple(amounts)
        return self

    def bonus(self, *names: str) -> PlayerBuilder:
        """Give the player these bonus cards."""
        self._bonus.extend(names)
        return self

    def bird(
        self,
        habitat: str | Habitat,
        name: str,
        *,
        eggs: int = 0,
        cached: Mapping[str, int] | None = None,
        tucked: int | Iterable[str] = 0,
        sideways: bool = False,
    ) -> PlayerBuilder:
        """Play ``name`` into the next free slot of ``habitat`` (rows fill left to right).

        ``cached`` is food on the card, e.g. ``{"seed": 1}``; ``tucked`` is a number of cards taken
        from the shuffled deck, or the names of the tucked cards; ``sideways``: the bird lies
        sideways, covering two spaces (European expansion).
        """
        tucked = tucked if isinstance(tucked, int) else tuple(tucked)
        food = _food_tuple(cached or {})
        spec = _BirdSpec(_habitat(habitat), name, eggs, food, tucked, sideways)
        self._birds.append(spec)
        return self

    def birds(self, habitat: str | Habitat, *names: str) -> PlayerBuilder:
        """Several bare birds (no eggs, food or cards) in one row, left to right."""
        for name in names:
            self.bird(habitat, name)
        return self

    def cubes_used(self, cubes: int) -> PlayerBuilder:
        """Action cubes already placed this round (default: derived from the turn number)."""
        self._cubes_used = cubes
        return self

    def actions(
        self, play_bird: int = 0, gain_food: int = 0, lay_eggs: int = 0, draw_cards: int = 0
    ) -> PlayerBuilder:
        """The cubes already placed this round on each action (rules 9.1); they are the cubes
        used. By default a player's cubes of the round are all on "gain food"."""
        self._actions = (play_bird, gain_food, lay_eggs, draw_cards)
        self._cubes_used = sum(self._actions)
        return self


@attrs.define
class TableBuilder:
    """One table's components in a scenario (``Scenario.table(t)``; Flock mode's second
    group sits at table 1). Every method returns the builder, for chaining; the scenario's own
    ``feeder``, ``tray``... set table 0."""

    _feeder: tuple[DieFace, ...] | None = None
    _outside: tuple[DieFace, ...] | None = None
    _tray: tuple[str | None, ...] | None = None
    _deck_top: list[str] = attrs.field(factory=list)
    _discard: list[str] = attrs.field(factory=list)
    _next_rolls: tuple[DieFace, ...] = ()

    def next_rolls(self, *faces: str | DieFace) -> TableBuilder:
        """The next dice this table rolls (see ``Scenario.next_rolls``): in Flock mode each
        group rolls from its own random stream."""
        if not 1 <= len(faces) <= DICE:
            raise ValueError(f"give 1 to {DICE} faces, not {len(faces)}")
        self._next_rolls = _faces(faces)
        return self

    def feeder(self, *faces: str | DieFace) -> TableBuilder:
        """The dice in this table's birdfeeder (see ``Scenario.feeder``)."""
        if len(faces) > DICE:
            raise ValueError(f"the birdfeeder holds at most {DICE} dice, not {len(faces)}")
        self._feeder = _faces(faces)
        return self

    def outside(self, *faces: str | DieFace) -> TableBuilder:
        """The dice lying outside this table's birdfeeder (see ``Scenario.outside``)."""
        if len(faces) >= DICE:
            raise ValueError(
                f"at most {DICE - 1} dice lie outside the birdfeeder, not {len(faces)}"
            )
        self._outside = _faces(faces)
        return self

    def tray(self, *slots: str | None) -> TableBuilder:
        """This table's three tray slots, left to right; ``None`` is an empty slot."""
        if len(slots) != 3:
            raise ValueError(f"the tray has 3 slots, got {len(slots)}")
        self._tray = slots
        return self

    def deck_top(self, *names: str) -> TableBuilder:
        """These cards on top of this table's deck, the first one on top."""
        self._deck_top.extend(names)
        return self

    def discard(self, *names: str) -> TableBuilder:
        """These cards in this table's discard pile (the last one on top)."""
        self._discard.extend(names)
        return self
