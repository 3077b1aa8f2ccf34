"""What a field holds, declared on the field: the kinds that check a save and draw a game.

A number in a frame, a move or an event means something: a player of the game, a bird card,
a bonus card, one count per food type, one value per player. Each such field says so in its
attrs ``metadata``, written with the constants below::

    player: int = field(metadata=PLAYER)
    cards: tuple[int, ...] = field(default=(), metadata=BIRD)

(a tuple holds values of its field's kind, one each, except ``FOOD`` and ``PER_PLAYER``,
which are the vector itself). ``engine.invariants`` reads the kinds to range-check a save from
a stranger (``kinds(cls)``, computed once per class); a number that means nothing more than a
small count is declared ``COUNT`` (0 and up) or ``PLAIN`` (-1 for "none", and up), so that
``tests/unit/test_declarations.py`` can require a declaration on every number.

Each ``GameState`` field says, in the same way, how a game drawn from one player's
observation gets it (``Resample``, read by ``bots.resample``).
"""

from __future__ import annotations

import enum
from collections.abc import Mapping
from functools import cache
from types import MappingProxyType

import attrs

EMPTY = -1  # an empty tray slot
HIDDEN = -2  # a card an observer cannot see (never a card id, never EMPTY)

#: The metadata keys of the declarations.
KIND = "kind"
RESAMPLE = "resample"


class Kind(enum.Enum):
    """What the number, or each number of a tuple, in a field is."""

    PLAYER = "player"  # a player of the game (a seat index)
    BIRD = "bird"  # a bird card of the card set
    TRAY_SLOT = "tray-slot"  # a bird card, or EMPTY (an empty slot of the tray)
    FACE_DOWN = "face-down"  # a bird card, or HIDDEN (a card shown face down)
    BONUS = "bonus"  # a bonus card of the card set
    GOAL = "goal"  # a goal side of the card set
    FOOD = "food"  # the tuple is one count per food type
    PER_PLAYER = "per-player"  # the tuple is one number per player
    CARD_COUNT = "card-count"  # a number of bird cards (at most the card set's)
    COUNT = "count"  # a small number, 0 and up (no loop runs long on it)
    PLAIN = "plain"  # a small number, -1 for none; or a tuple of typed values (enums, frames)


def _declared(key: str, value: object) -> Mapping[str, object]:
    return MappingProxyType({key: value})


PLAYER = _declared(KIND, Kind.PLAYER)
BIRD = _declared(KIND, Kind.BIRD)
TRAY_SLOT = _declared(KIND, Kind.TRAY_SLOT)
FACE_DOWN = _declared(KIND, Kind.FACE_DOWN)
BONUS = _declared(KIND, Kind.BONUS)
GOAL = _declared(KIND, Kind.GOAL)
FOOD = _declared(KIND, Kind.FOOD)
PER_PLAYER = _declared(KIND, Kind.PER_PLAYER)
CARD_COUNT = _declared(KIND, Kind.CARD_COUNT)
COUNT = _declared(KIND, Kind.COUNT)
PLAIN = _declared(KIND, Kind.PLAIN)


@cache
def kinds(cls: type) -> tuple[tuple[str, Kind], ...]:
    """The declared kind of each field of the attrs class ``cls`` that has one, in order."""
    return tuple((f.name, f.metadata[KIND]) for f in attrs.fields(cls) if KIND in f.metadata)


def fields_of_kind(cls: type, kind: Kind) -> tuple[str, ...]:
    """The names of ``cls``'s fields declared of ``kind`` (e.g. its bonus cards)."""
    return tuple(name for name, k in kinds(cls) if k is kind)


class Resample(enum.Enum):
    """How a game drawn from one player's observation (``bots.resample``) gets a
    ``GameState`` field."""

    PUBLIC = "public"  # everyone sees it whole: copied from the observation
    AFRESH = "afresh"  # hidden from everyone (the random stream): a new value is drawn
    REDRAWN = "redrawn"  # partly hidden: the resampler's own redraw of it (``Draw.<field>``)
    #: A mode's state (None in the other modes): its class says how, with a method
    #: ``resampled(rng, tables)`` returning the state with its hidden parts drawn afresh;
    #: a class without one is public.
    MODE = "mode"


RESAMPLED_PUBLIC = _declared(RESAMPLE, Resample.PUBLIC)
RESAMPLED_AFRESH = _declared(RESAMPLE, Resample.AFRESH)
RESAMPLED_REDRAWN = _declared(RESAMPLE, Resample.REDRAWN)
RESAMPLED_MODE = _declared(RESAMPLE, Resample.MODE)


class Redraw(enum.Enum):
    """How a game drawn from one player's observation (``bots.resample``) redraws the cards a
    frame hides from the other players, declared on the frame (``Frame.REDRAW``: the kind and
    the field it fills), by every frame that overrides ``Frame.seen_by``."""

    #: Setup's dealt birds (the field), and how many of them are kept so far.
    DEALT = "dealt"
    #: Setup's food still to discard (the field), from the drawn starting food.
    FOOD_DUE = "food-due"
    #: Bonus cards offered (the field), drawn from the player's drawn bonus cards.
    BONUS_HAND = "bonus-hand"
    #: Hand cards the frame names (the field), drawn from the player's drawn hand.
    HAND = "hand"
