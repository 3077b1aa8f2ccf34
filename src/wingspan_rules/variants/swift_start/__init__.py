"""Swift-Start (rules 7): the rulebooks' quick-start setup, as presets loaded from data.

A preset is a JSON file ``data/swift_start_<name>.json`` shipped in this package, chosen with
``GameConfig(setup=SwiftStart("<name>"))``. The base game's is ``base``; another box's guides (the
Asia Duet guides, once their contents are known) are another file of the same format::

    {
      "description": "what the preset is (optional)",
      "cards": ["<bird name>", ...],
      "guides": [
        {"name": "player 1", "hand": ["<bird name>", ...], "food": ["invertebrate", ...]},
        ...
      ]
    }

``cards`` are the preset's Swift-Start cards: they are kept out of the deck while the tray and
the other players' hands are dealt, and the ones no guide hands out are shuffled into the deck
once setup is done. ``guides`` are handed out clockwise from the first player, who takes the
first one; a player beyond the last guide sets up normally. A guide's ``hand`` is bird names
(cards of the preset's ``cards``, at most ``DEALT_BIRDS``), its ``food`` the project's food
words, one per token (at most ``DEALT_FOOD``; a word may repeat). The guides also script the
first turns: teaching aids, not rules, and not part of a preset.

A preset is checked when a ``GameConfig`` names it (its structure) and when a game is dealt
(its birds, against the game's card set); anything wrong raises ``ConfigError`` naming the
preset and the problem.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from functools import cache
from importlib import resources
from importlib.resources.abc import Traversable
from typing import TYPE_CHECKING, Any, ClassVar

import attrs
from attrs import frozen

from ...engine.modes import VARIANTS, Kit, SetupPlan, SetupRules
from ...errors import ConfigError
from ...state.enums import BASE_FOODS, NO_FOOD, Food
from ...state.model import DEALT_BIRDS, GameConfig
from ...state.modes import SetupPreset
from ..flags import flag
from . import facts as facts  # the Swift-Start birds' fact (declared on import)

if TYPE_CHECKING:
    from ...effects.catalog import CardSet

#: Where the presets are shipped (inside the package, so the wheel carries them).
DATA: Traversable = resources.files("wingspan_rules.variants.swift_start").joinpath("data")
#: A preset ``<name>`` is the file ``swift_start_<name>.json`` of ``DATA``.
PREFIX = "swift_start_"
SUFFIX = ".json"
#: The food tokens a player is dealt in setup, the most a guide may give.
DEALT_FOOD = len(BASE_FOODS)
#: The most Swift-Start cards a preset may name.
MAX_CARDS = 100
_NAME = re.compile(r"[a-z0-9][a-z0-9_-]*")
_FOOD_WORDS = {food.label: food for food in BASE_FOODS}


@frozen
class SwiftStart(SetupPreset):
    """The Swift-Start setup (rules 7) in a configuration: ``GameConfig(setup=SwiftStart())``.

    ``name``: the preset, ``"base"`` for the base game's four guides (a file of ``DATA``); it
    is read and checked when the configuration is made (``ConfigError`` otherwise).
    """

    name: str = attrs.field(
        default="base",
        metadata=flag(
            "deal the Swift-Start guides of PRESET (rules 7; 'base': the base game's four)",
            name="--swift-start",
            metavar="PRESET",
        ),
    )

    TAG: ClassVar[str] = "swift-start"

    def __attrs_post_init__(self) -> None:
        check_name(self.name)


def _preset_of(config: GameConfig) -> Preset | None:
    """The Swift-Start preset ``config`` names, or None without Swift-Start."""
    setup = config.setup
    return preset(setup.name) if isinstance(setup, SwiftStart) else None


@frozen
class Guide:
    """One player's guide: the cards and food they start with instead of choosing."""

    name: str
    hand: tuple[str, ...]  # bird names
    food: tuple[Food, ...]  # one entry per token


@frozen
class Preset:
    """A Swift-Start preset as its data file declares it (names, not card ids)."""

    name: str
    description: str
    cards: tuple[str, ...]  # the preset's Swift-Start cards, by name
    guides: tuple[Guide, ...]

    def seats(self, players: int, first_player: int) -> tuple[int | None, ...]:
        """The guide of each player (an index into ``guides``), in seat order; ``None`` for a
        player without one. Guides go clockwise (up the seats) from the first player, who
        takes the first guide ("player 1")."""
        seats: list[int | None] = [None] * players
        for offset in range(min(players, len(self.guides))):
            seats[(first_player + offset) % players] = offset
        return tuple(seats)


def plan(config: GameConfig, cards: CardSet, first_player: int) -> SetupPlan:
    """The setup of a game of ``config`` with ``cards`` whose first player is ``first_player``.

    Raises ``ConfigError`` when the preset names a bird the card set does not have.
    """
    players = config.players
    chosen = _preset_of(config)
    if chosen is None:
        return SetupPlan((None,) * players)
    try:
        ids = {name: cards.bird_id(name) for name in chosen.cards}
    except KeyError as exc:
        raise ConfigError(f"Swift-Start preset {chosen.name!r}: {exc.args[0]}") from None
    kits: list[Kit | None] = []
    for guide in chosen.seats(players, first_player):
        if guide is None:
            kits.append(None)
            continue
        food = list(NO_FOOD)
        for token in chosen.guides[guide].food:
            food[token] += 1
        hand = tuple(ids[name] for name in chosen.guides[guide].hand)
        kits.append(Kit(guide, hand, tuple(food)))
    held = {card for kit in kits if kit is not None for card in kit.hand}
    returned = tuple(card for card in ids.values() if card not in held)
    return SetupPlan(tuple(kits), frozenset(ids.values()), returned)


class SwiftStartSetup(SetupRules):
    """Swift-Start's place in the engine's setup (``engine.modes.SETUPS``)."""

    OPTIONS: ClassVar[type[SetupPreset]] = SwiftStart
    #: A format-2 configuration named the preset in its field ``swift_start``.
    FORMAT_2_FIELD: ClassVar[str | None] = "swift_start"

    def format_2_setup(self, value: object) -> dict[str, Any] | None:
        """The preset named ``value`` (None: no preset)."""
        return None if value is None else {"type": SwiftStart.TAG, "name": value}

    def plan(self, config: GameConfig, cards: CardSet, first_player: int) -> SetupPlan:
        return plan(config, cards, first_player)

    def seats(self, config: GameConfig, first_player: int) -> tuple[int | None, ...]:
        return seats(config, first_player)


#: Swift-Start's setup rules, listed by ``wingspan_rules.variants``.
SETUP = SwiftStartSetup()


def seats(config: GameConfig, first_player: int) -> tuple[int | None, ...]:
    """The guide of each player of a game of ``config`` (``None``: no guide, or no Swift-Start)."""
    chosen = _preset_of(config)
    if chosen is None:
        return (None,) * config.players
    return chosen.seats(config.players, first_player)


def max_guides() -> int:
    """The most guides a preset may hold: one per seat of the largest game any mode allows."""
    return max(variant.OPTIONS.PLAYERS[-1] for variant in VARIANTS.values())


@cache
def available_presets() -> tuple[str, ...]:
    """The names of the presets shipped in ``DATA``, sorted."""
    names = []
    for entry in DATA.iterdir():
        file = entry.name
        if entry.is_file() and file.startswith(PREFIX) and file.endswith(SUFFIX):
            name = file[len(PREFIX) : -len(SUFFIX)]
            if _NAME.fullmatch(name):
                names.append(name)
    return tuple(sorted(names))


def check_name(name: object) -> None:
    """Raise ``ConfigError`` unless ``name`` is a shipped preset whose file is well formed."""
    if not isinstance(name, str):
        raise ConfigError(f"swift_start must be the name of a preset or None, not {name!r}")
    preset(name)


@cache
def preset(name: str) -> Preset:
    """The preset ``name``, read from its data file and checked (``ConfigError`` otherwise)."""
    known = available_presets()
    if name not in known:
        raise ConfigError(
            f"no Swift-Start preset named {name!r} (known: {', '.join(known) or 'none'})"
        )
    text = DATA.joinpath(f"{PREFIX}{name}{SUFFIX}").read_text(encoding="utf-8")
    return parse_preset(text, name)


def parse_preset(text: str, name: str) -> Preset:
    """The preset a data file's ``text`` declares, checked; ``ConfigError`` names what is wrong."""

    def problem(message: str) -> ConfigError:
        return ConfigError(f"Swift-Start preset {name!r}: {message}")

    try:
        doc = json.loads(text)
    except ValueError as exc:
        raise problem(f"not JSON ({exc})") from None
    if not isinstance(doc, dict):
        raise problem("the file must hold a JSON object")
    _keys(
        doc,
        required={"cards", "guides"},
        optional={"description"},
        where="the preset",
        fail=problem,
    )
    description = doc.get("description", "")
    if not isinstance(description, str):
        raise problem("description must be a string")
    cards = _names(doc["cards"], MAX_CARDS, "cards", problem)
    folded = {card.casefold() for card in cards}
    raw = doc["guides"]
    most = max_guides()
    if not isinstance(raw, list) or not 1 <= len(raw) <= most:
        raise problem(f"guides must be a list of 1 to {most} guides")
    guides = []
    dealt: set[str] = set()
    for i, entry in enumerate(raw):
        where = f"guide {i + 1}"
        if not isinstance(entry, dict):
            raise problem(f"{where} must be an object")
        _keys(entry, required={"name", "hand", "food"}, optional=set(), where=where, fail=problem)
        title = entry["name"]
        if not isinstance(title, str) or not title.strip():
            raise problem(f"{where}: name must be a non-empty string")
        where = f"guide {title!r}"
        hand = _names(entry["hand"], DEALT_BIRDS, f"{where}: hand", problem)
        for card in hand:
            if card.casefold() not in folded:
                raise problem(f"{where}: {card!r} is not one of the preset's cards")
            if card.casefold() in dealt:
                raise problem(f"{where}: {card!r} is already in another hand")
            dealt.add(card.casefold())
        food = entry["food"]
        if not isinstance(food, list) or len(food) > DEALT_FOOD:
            raise problem(f"{where}: food must be a list of at most {DEALT_FOOD} food words")
        for word in food:
            if word not in _FOOD_WORDS:
                raise problem(
                    f"{where}: {word!r} is not a food word (one of {', '.join(_FOOD_WORDS)})"
                )
        guides.append(Guide(title, hand, tuple(_FOOD_WORDS[w] for w in food)))
    if len({g.name for g in guides}) < len(guides):
        raise problem("two guides have the same name")
    return Preset(name, description, cards, tuple(guides))


_Fail = Callable[[str], ConfigError]


def _keys(
    doc: dict[str, Any], *, required: set[str], optional: set[str], where: str, fail: _Fail
) -> None:
    missing = sorted(required - set(doc))
    if missing:
        raise fail(f"{where} lacks {', '.join(missing)}")
    unknown = sorted(set(doc) - required - optional)
    if unknown:
        raise fail(f"{where} has unknown keys {unknown}")


def _names(value: object, limit: int, where: str, fail: _Fail) -> tuple[str, ...]:
    if (
        not isinstance(value, list)
        or len(value) > limit
        or not all(isinstance(v, str) and v.strip() for v in value)
    ):
        raise fail(f"{where} must be a list of at most {limit} bird names")
    if len({v.casefold() for v in value}) < len(value):
        raise fail(f"{where} names a card twice")
    return tuple(value)
