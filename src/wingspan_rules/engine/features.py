"""What a mode adds to the learning code's observation vector, declared as data.

A mode's own state (``GameState.mode_state``) shows every player part of the table: the Duet
map, the Automa's side. A mode declares the sections of the vector that show it, in order, as
``ModeFeature`` values (``Variant.observation_features``): each a name, an upper bound, a
meaning and an ``Encoder`` naming the fields of the mode's state it reads and how (one-hot
seats, counts per seat, one-hot values, plain counts). ``wingspan_rules.envs.observation``
lays them out after the base game's sections and fills them; it never names a mode.

Each encoder says which fields it reads and how (``reads``); ``problems`` checks them against
the kinds the state declares on its fields (``state.fields``), and the observation refuses a
mode whose features do not fit. An encoder reads what every player sees of the state
(``ModeState.seen_by``): lengths of hidden tuples, never their hidden values (a test checks). Seats are relative to the viewer (the viewer is 0,
the next player clockwise 1...), like the rest of the vector.
"""

from __future__ import annotations

import enum
from collections.abc import Iterator
from typing import TYPE_CHECKING, Protocol

import attrs
from attrs import frozen

from ..state.fields import KIND, Kind

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
    "Read",
    "SeatOfEach",
    "problems",
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

    def reads(self) -> tuple[Read, ...]:
        """The fields of the mode's state it reads, and how."""
        ...


@frozen
class Read:
    """A field an encoder reads: its name, the kinds it may be declared (``state.fields``;
    None: declared none, a flag), and whether only its length is read (so that a field whose
    values a player may not see, ``ModeState.seen_by``, may still be read)."""

    field: str
    kinds: frozenset[Kind | None]
    length_only: bool = False


_SEATS = frozenset({Kind.PLAYER, Kind.PLAIN})  # a seat, or -1 for none
_NUMBERS = frozenset({Kind.COUNT, Kind.PLAIN, Kind.CARD_COUNT, None})
_IDS = frozenset({Kind.BONUS, Kind.BIRD, Kind.GOAL, Kind.PLAIN})
_ANY = frozenset({*Kind, None})


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

    def reads(self) -> tuple[Read, ...]:
        return (Read(self.field, _SEATS),)


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

    def reads(self) -> tuple[Read, ...]:
        return tuple(Read(name, frozenset({Kind.PER_PLAYER})) for name in self.fields)


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

    def reads(self) -> tuple[Read, ...]:
        return (Read(self.field, _IDS),)


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

    def reads(self) -> tuple[Read, ...]:
        return (Read(self.field, _IDS),)


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

    def reads(self) -> tuple[Read, ...]:
        return tuple(_READS[part.how](part.field) for part in self.parts)


#: What a ``Count`` reads of its field, by how it reads it.
_READS = {
    How.LENGTH: lambda name: Read(name, _ANY, length_only=True),
    How.VALUE: lambda name: Read(name, _NUMBERS),
    How.POINTS: lambda name: Read(name, frozenset({Kind.BIRD})),
    How.EACH: lambda name: Read(name, frozenset({Kind.COUNT, Kind.PLAIN, Kind.PER_PLAYER})),
}


@frozen
class ModeFeature:
    """A section of the observation vector that a mode adds: ``name`` (unique in the vector),
    ``high`` (every entry is at most this, and at least 0), ``meaning`` (in words, for the
    documented layout) and ``encoder`` (which fields of the mode's state it reads, and how)."""

    name: str
    high: float
    meaning: str
    encoder: Encoder


def problems(features: tuple[ModeFeature, ...], state: type[ModeState] | None) -> list[str]:
    """What is wrong with a mode's ``features`` for its state class ``state``
    (``Variant.STATE``): a field it does not have, or one declared of a kind (``state.fields``)
    the encoder does not read that way (a test checks, besides, that a field whose values a
    player may not see is read only by its length)."""
    if not features:
        return []
    if state is None:
        return ["the mode declares observation features but no state of its own"]
    declared = {f.name: f.metadata.get(KIND) for f in attrs.fields(state)}
    found = []
    for feature in features:
        for read in feature.encoder.reads():
            if read.field not in declared:
                found.append(f"{feature.name} reads {read.field}, not a field of {state.__name__}")
            elif declared.get(read.field) not in read.kinds:
                kind = declared.get(read.field)
                found.append(
                    f"{feature.name} reads {state.__name__}.{read.field}, declared "
                    f"{kind.value if kind else 'no kind'}, in a way it cannot be read"
                )
    return found
