"""A fixed, versioned integer encoding of every move, for reinforcement-learning code.

Every move of every decision has one action id, an integer in ``range(num_actions)``, and every
id decodes back to one move. The layout is derived from the move classes themselves
(``moves.MOVE_TYPES``, in their declaration order) and from the card set, never listed by
hand:

* each move type owns one contiguous block of ids, the blocks in ``MOVE_TYPES`` order;
* inside a block, the id is a mixed-radix number over the move's fields, the first field the
  most significant, each field contributing the position of its value in that field's
  *domain* (``FieldDomain.values``);
* a field's domain follows from its declared type and name (``FIELD_DOMAINS`` below): an enum
  field takes every member of its enum in order (``Food``, ``Habitat``, ``DieFace``,
  ``Action``); ``card`` every bird card id of the card set (``KeepBonus.card``, declared a
  bonus card on the field, ``state.fields.BONUS``: every bonus card id); ``column`` the 5
  columns of a row;
  ``slot`` the 3 tray slots; ``player`` the seats of the largest table any mode seats
  (``MAX_SEATS``); ``amount`` 0 up to the largest amount a power of the card set gains at once;
  ``payment`` every per-food count tuple spending at most twice the largest food cost of the
  card set (the 2-for-1 exchange), ordered by total then lexicographically from the largest
  count of the first food down; ``space`` the reset space (-1) then every space a Duet map may
  have (declared by the mode, ``Variant.move_field_domains``); ``target`` what a Duet reset
  token resets (``"tray"``, ``"feeder"``).

A move type with no field has a block of one id. A move type with a field no rule of
``FIELD_DOMAINS`` knows makes ``action_encoding`` raise ``EncodingError`` naming it, so a new
move is never silently left unencoded: add a rule for the field (and bump
``ENCODING_VERSION``).

The ids depend on the card set (its number of birds and bonus cards, its costs and amounts)
and on ``ENCODING_VERSION``, never on the configuration, the state or the player: an id
means the same move in every game of a card set, for every player count. Most ids are never
legal in a given state; ``legal_actions`` and a legal-action mask say which are. The layout of
the bundled core set is documented in docs/environments.md and pinned by a test.

This module needs nothing beyond the library itself. The NumPy observation encoding and the
PettingZoo, Gymnasium and OpenSpiel environments built on it are in ``wingspan_rules.envs``.
"""

from __future__ import annotations

import enum
import itertools
import typing
from collections.abc import Callable, Iterable, Sequence
from typing import TYPE_CHECKING, Any

import attrs

from ..effects import walk_effects
from ..effects.catalog import CardSet
from ..effects.hooks import REGISTERED
from ..engine.capabilities import with_expansions
from ..errors import WingspanError
from ..moves import MOVE_TYPES
from ..state.enums import FOOD_TYPES, DieFace
from ..state.fields import Kind, fields_of_kind
from ..state.model import ROW_SIZE, TRAY_SIZE
from ..state.moves import Move
from ..variants import VARIANTS

if TYPE_CHECKING:
    from ..engine import Rules
    from ..state.model import GameState

__all__ = [
    "ENCODING_VERSION",
    "MAX_SEATS",
    "ActionEncoding",
    "EncodingError",
    "FieldDomain",
    "MoveBlock",
    "action_encoding",
]

#: The version of the layout. Any change to the ids of a card set (a new move type, a new
#: field, a changed domain rule) bumps it; a test pins the core set's layout to it.
ENCODING_VERSION = 7

#: The most seats at one game of any mode (the ``player`` field's domain).
MAX_SEATS = max(v.OPTIONS.PLAYERS[-1] for v in VARIANTS.values())


class EncodingError(WingspanError, ValueError):
    """A move, an action id or a move type the action encoding cannot represent."""


@attrs.frozen
class FieldDomain:
    """The values one field of a move takes in the encoding, in id order."""

    name: str
    kind: str  # what the values are, in words ("bird card id", "Food", ...)
    values: tuple[Any, ...]

    @property
    def size(self) -> int:
        return len(self.values)


@attrs.frozen
class MoveBlock:
    """The ids of one move type: ``offset`` to ``offset + size - 1``."""

    move: type
    offset: int
    fields: tuple[FieldDomain, ...]

    @property
    def size(self) -> int:
        size = 1
        for field in self.fields:
            size *= field.size
        return size

    @property
    def tag(self) -> str:
        return str(self.move.TAG)  # type: ignore[attr-defined]


# --- field domains -------------------------------------------------------------------------------
def _card_domain(cards: CardSet, move: type, name: str) -> FieldDomain:
    if name in fields_of_kind(move, Kind.BONUS):
        return FieldDomain(name, "bonus card id", tuple(range(len(cards.bonus_cards))))
    return FieldDomain(name, "bird card id", tuple(range(len(cards.birds))))


def _most_gained(cards: CardSet) -> int:
    """The largest ``amount`` of any effect of any bird power: the most a power gives at once
    (a "how many" question offers that many down to its least)."""
    most = 0
    for bird in cards.birds:
        if bird.power is None:
            continue
        for effect in walk_effects(bird.power.effects):
            amount = getattr(effect, "amount", 0)
            if isinstance(amount, int) and amount > most:
                most = amount
    return most


def _payments(total: int) -> tuple[tuple[int, ...], ...]:
    """Every count tuple of ``FOOD_TYPES`` entries summing to at most ``total``: by total,
    then from the largest count of the first food down."""
    found: list[tuple[int, ...]] = []
    for spent in range(total + 1):
        for cut in itertools.combinations(range(spent + FOOD_TYPES - 1), FOOD_TYPES - 1):
            # stars and bars: the bars at ``cut`` split ``spent`` stars into FOOD_TYPES counts
            edges = (-1, *cut, spent + FOOD_TYPES - 1)
            found.append(tuple(edges[i + 1] - edges[i] - 1 for i in range(FOOD_TYPES)))
    found.sort(key=lambda p: (sum(p), tuple(-x for x in p)))
    return tuple(found)


def _payment_domain(cards: CardSet, move: type, name: str) -> FieldDomain:
    # Any two tokens stand in for one of the cost (rules 3.3): at most twice the cost is spent.
    most = max((b.cost.total for b in cards.birds), default=0)
    return FieldDomain(name, f"food counts spending at most {2 * most}", _payments(2 * most))


def _range_domain(kind: str, size: Callable[[CardSet], int]) -> Any:
    def domain(cards: CardSet, move: type, name: str) -> FieldDomain:
        return FieldDomain(name, kind, tuple(range(size(cards))))

    return domain


def _declared_domain(kind: str, values: tuple[Any, ...]) -> Any:
    """A field's domain that a mode declares for its own moves (``Variant.move_field_domains``)."""

    def domain(cards: CardSet, move: type, name: str) -> FieldDomain:
        return FieldDomain(name, kind, values)

    return domain


def _reset_target_domain(cards: CardSet, move: type, name: str) -> FieldDomain:
    # Duet's reset tokens reset the tray or the birdfeeder (rules 8.1).
    return FieldDomain(name, "reset target", ("tray", "feeder"))


#: How a field of a move is encoded, by field name, for fields that are not enums: a function
#: of the card set, the move type and the field name giving the field's ``FieldDomain``.
#: (An enum-typed field of any name takes every member of its enum.)
FIELD_DOMAINS: dict[str, Callable[[CardSet, type, str], FieldDomain]] = {
    "card": _card_domain,
    "column": _range_domain("column (0-4)", lambda cards: ROW_SIZE),
    "slot": _range_domain("tray slot (0-2)", lambda cards: TRAY_SIZE),
    "player": _range_domain(f"seat (0-{MAX_SEATS - 1})", lambda cards: MAX_SEATS),
    "amount": _range_domain("amount", lambda cards: _most_gained(cards) + 1),
    "payment": _payment_domain,
    "target": _reset_target_domain,
}


def _mode_domains() -> dict[str, Callable[[CardSet, type, str], FieldDomain]]:
    """The domains of the fields of the modes' own moves, as each mode declares them (Duet's
    map spaces)."""
    found = {
        name: _declared_domain(kind, values)
        for variant in VARIANTS.values()
        for name, (kind, values) in variant.move_field_domains().items()
    }
    for expansion in REGISTERED:  # the expansions' own moves (the Americas' garden piles)
        for name, kind, values in expansion.move_fields:
            found[name] = _declared_domain(kind, values)
    return found


FIELD_DOMAINS.update(_mode_domains())


def _field_domain(cards: CardSet, move: type, field: attrs.Attribute) -> FieldDomain:
    kind = field.type
    if kind is DieFace:  # the faces the card set's dice show (an expansion's dice: Oceania's)
        return FieldDomain(field.name, "DieFace", with_expansions(cards).die_faces)
    if isinstance(kind, type) and issubclass(kind, enum.Enum):
        return FieldDomain(field.name, kind.__name__, tuple(kind))
    rule = FIELD_DOMAINS.get(field.name)
    if rule is None:
        raise EncodingError(
            f"the action encoding has no domain for {move.__name__}.{field.name} "
            f"({_type_name(kind)}): add a rule for {field.name!r} to "
            "wingspan_rules.envs.encoding.FIELD_DOMAINS and bump ENCODING_VERSION"
        )
    return rule(cards, move, field.name)


def _type_name(kind: Any) -> str:
    return getattr(kind, "__name__", None) or str(kind)


# --- the encoding --------------------------------------------------------------------------------
class ActionEncoding:
    """The action ids of one card set (see the module's docstring for the layout).

    ``encode(move)`` and ``decode(action)`` are table look-ups (every id's move is built once,
    when the encoding is made); ``legal_actions(rules, state)`` lists a state's legal ids, in
    the order of ``legal_moves``.
    """

    version: int
    blocks: tuple[MoveBlock, ...]
    num_actions: int

    def __init__(self, cards: CardSet, move_types: Sequence[type] = MOVE_TYPES) -> None:
        self.version = ENCODING_VERSION
        self.card_set = cards.fingerprint
        blocks = []
        offset = 0
        for move in move_types:
            attrs.resolve_types(move)
            fields = tuple(_field_domain(cards, move, f) for f in attrs.fields(move))
            block = MoveBlock(move, offset, fields)
            blocks.append(block)
            offset += block.size
        self.blocks = tuple(blocks)
        self.num_actions = offset
        self._moves: list[Move] = []
        for block in self.blocks:
            values = itertools.product(*(f.values for f in block.fields))
            self._moves.extend(block.move(*v) for v in values)
        self._ids: dict[Move, int] = {m: i for i, m in enumerate(self._moves)}
        if len(self._ids) != self.num_actions:  # two ids would decode to equal moves
            raise EncodingError("the action encoding maps two ids to the same move")
        self._by_type = {block.move: block for block in self.blocks}

    def __repr__(self) -> str:
        return (
            f"<ActionEncoding v{self.version}: {self.num_actions} actions, "
            f"{len(self.blocks)} move types, card set {self.card_set}>"
        )

    def encode(self, move: Move) -> int:
        """The action id of ``move`` (``EncodingError`` if the encoding cannot hold it)."""
        try:
            return self._ids[move]
        except KeyError:
            raise EncodingError(self._why_not(move)) from None
        except TypeError:  # unhashable: not a move at all
            raise EncodingError(f"{move!r} is not a move") from None

    def encode_all(self, moves: Iterable[Move]) -> list[int]:
        ids = self._ids
        try:
            return [ids[m] for m in moves]
        except (KeyError, TypeError):
            return [self.encode(m) for m in moves]

    def decode(self, action: int) -> Move:
        """The move of action id ``action`` (``EncodingError`` outside ``range(num_actions)``)."""
        if type(action) is not int:
            try:
                index = int(action.__index__())  # NumPy integers
            except (AttributeError, TypeError, ValueError):  # an array, a float, a str...
                raise EncodingError(f"an action id is an integer, not {action!r}") from None
        else:
            index = action
        if not 0 <= index < self.num_actions:
            raise EncodingError(f"action {index} is outside 0-{self.num_actions - 1}")
        return self._moves[index]

    def block(self, move_type: type) -> MoveBlock:
        """The block of ids of ``move_type``."""
        return self._by_type[move_type]

    def legal_actions(self, rules: Rules, state: GameState) -> list[int]:
        """The action ids of ``rules.legal_moves(state)``, in the same order."""
        return self.encode_all(rules.legal_moves(state))

    def layout(self) -> list[dict[str, Any]]:
        """One row per move type: its tag, first id, number of ids and fields with their sizes
        (what docs/environments.md prints for the core set)."""
        return [
            {
                "move": block.move.__name__,
                "tag": block.tag,
                "offset": block.offset,
                "size": block.size,
                "fields": [(f.name, f.kind, f.size) for f in block.fields],
            }
            for block in self.blocks
        ]

    def _why_not(self, move: object) -> str:
        block = self._by_type.get(type(move))
        if block is None:
            return f"{move!r} is not a move the action encoding knows"
        for domain in block.fields:
            value = getattr(move, domain.name)
            if value not in domain.values:
                return (
                    f"{move!r}: {domain.name}={value!r} is outside the action encoding's "
                    f"domain of {domain.size} values ({domain.kind})"
                )
        return f"{move!r} has no action id"  # pragma: no cover - every in-domain move has one


def action_encoding(cards: CardSet | Rules) -> ActionEncoding:
    """The action encoding of a card set (or of a rules object's cards).

    Built once per card set and kept with it (``CardSet.derived``), like the engine's other
    facts derived from the cards alone.
    """
    card_set: CardSet = cards if isinstance(cards, CardSet) else cards.cards
    key = ("action-encoding", ENCODING_VERSION)
    memo = card_set.derived
    found = memo.get(key)
    if found is None:
        found = memo[key] = ActionEncoding(card_set)
    return typing.cast(ActionEncoding, found)
