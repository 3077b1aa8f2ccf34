"""What a mode adds to the learning code's observation vector, declared as data.

A mode's own state (``GameState.mode_state``) shows every player part of the table: the Duet
map, the Automa's side. A mode declares the sections of the vector that show it, in order, as
``ModeFeature`` values (``Variant.observation_features``): each a name, an upper bound, a
meaning and an ``Encoder`` naming the fields of the mode's state it reads and how (one-hot
seats, counts per seat, one-hot values, plain counts). ``wingspan_rules.envs.observation``
lays them out after the base game's sections and fills them; it never names a mode.

An encoder reads what every player sees of the state (``ModeState.seen_by``): lengths of
hidden tuples, never their hidden values. Seats are relative to the viewer (the viewer is 0,
the next player clockwise 1...), like the rest of the vector.
"""

from __future__ import annotations

import enum
from collections.abc import Iterator
from typing import TYPE_CHECKING, Protocol

from attrs import frozen

if TYPE_CHECKING:
    from ..effects.catalog import CardSet
    from ..state.modes import ModeState

__all__ = [
    "COUNT_HIGH",
    "Count",
    "Counts",
    "Encoder",
    "How",
    "ModeFeature",
    "OneHot",
    "OneHotEach",
    "PerSeat",
    "SeatOfEach",
]

#: The upper bound declared for counts that no card bounds (food, eggs, tokens, turns...).
COUNT_HIGH = 1000.0

#: One entry of a section: its index in the section, and its value.
Entry = tuple[int, float]


class Encoder(Protocol):
    """How a section's entries are read from a mode's state."""

    def length(self, players: int) -> int:
        """The number of entries of the section in a game of ``players`` players."""
        ...

    def entries(
        self, state: ModeState, viewer: int, players: int, cards: CardSet
    ) -> Iterator[Entry]:
        """The section's non-zero entries (the others are 0) for ``viewer``."""
        ...


@frozen
class SeatOfEach:
    """Per item of the tuple ``field`` (the first ``items``): the one-hot relative seat of the
    player it holds (a negative value: none, all 0)."""

    field: str
    items: int

    def length(self, players: int) -> int:
        return self.items * players

    def entries(
        self, state: ModeState, viewer: int, players: int, cards: CardSet
    ) -> Iterator[Entry]:
        for item, owner in enumerate(getattr(state, self.field)[: self.items]):
            if owner >= 0:
                yield item * players + (owner - viewer) % players, 1.0


@frozen
class PerSeat:
    """Per relative seat, the value of each of ``fields`` (each a tuple of one number per
    player): seat 0's values first, in the order of ``fields``."""

    fields: tuple[str, ...]

    def length(self, players: int) -> int:
        return len(self.fields) * players

    def entries(
        self, state: ModeState, viewer: int, players: int, cards: CardSet
    ) -> Iterator[Entry]:
        width = len(self.fields)
        for k, name in enumerate(self.fields):
            for p, value in enumerate(getattr(state, name)[:players]):
                yield width * ((p - viewer) % players) + k, float(value)


@frozen
class OneHotEach:
    """Per item of the tuple ``field`` (the first ``items``): the one-hot of its value, one of
    ``values`` (another value: all 0)."""

    field: str
    items: int
    values: int

    def length(self, players: int) -> int:
        return self.items * self.values

    def entries(
        self, state: ModeState, viewer: int, players: int, cards: CardSet
    ) -> Iterator[Entry]:
        for item, value in enumerate(getattr(state, self.field)[: self.items]):
            if 0 <= value < self.values:
                yield item * self.values + value, 1.0


@frozen
class OneHot:
    """The one-hot of the number ``field``, one of ``values`` (another value: all 0)."""

    field: str
    values: int

    def length(self, players: int) -> int:
        return self.values

    def entries(
        self, state: ModeState, viewer: int, players: int, cards: CardSet
    ) -> Iterator[Entry]:
        value = getattr(state, self.field)
        if 0 <= value < self.values:
            yield value, 1.0


class How(enum.Enum):
    """How a ``Count`` reads its field."""

    LENGTH = "length"  # the number of values of a tuple (hidden ones count)
    VALUE = "value"  # the number itself (a flag: 0 or 1)
    POINTS = "points"  # the printed points of the bird cards of a tuple
    EACH = "each"  # the first ``width`` values of a tuple, 0 for those missing


@frozen
class Count:
    """One part of a ``Counts`` section: ``width`` entries read from ``field`` as ``how``
    says."""

    field: str
    how: How = How.VALUE
    width: int = 1


@frozen
class Counts:
    """Plain numbers read from the state's fields, the ``parts`` one after the other."""

    parts: tuple[Count, ...]

    def length(self, players: int) -> int:
        return sum(part.width for part in self.parts)

    def entries(
        self, state: ModeState, viewer: int, players: int, cards: CardSet
    ) -> Iterator[Entry]:
        at = 0
        for part in self.parts:
            value = getattr(state, part.field)
            if part.how is How.EACH:
                for k, v in enumerate(value[: part.width]):
                    yield at + k, float(v)
            elif part.how is How.LENGTH:
                yield at, float(len(value))
            elif part.how is How.POINTS:
                birds = cards.birds
                yield at, float(sum(birds[c].points for c in value if 0 <= c < len(birds)))
            else:
                yield at, float(value)
            at += part.width


@frozen
class ModeFeature:
    """A section of the observation vector that a mode adds: ``name`` (unique in the vector),
    ``high`` (every entry is at most this, and at least 0), ``meaning`` (in words, for the
    documented layout) and ``encoder`` (which fields of the mode's state it reads, and how)."""

    name: str
    high: float
    meaning: str
    encoder: Encoder
