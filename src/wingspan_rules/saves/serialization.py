"""Saved games: any state to JSON and back, with cattrs.

The JSON document is ``{"format": "wingspan-rules/3", "kind": "game" | "observation",
"cards": <fingerprint>, "state": {...}}``. Frames, moves and events are tagged unions whose
``"type"`` is each class's ``TAG``: a stable string, independent of the Python class name; so
are the configuration's mode and setup preset (``GameConfig.mode``, ``GameConfig.setup``) and
a game's mode state (``GameState.mode_state``), their members the classes the registry of modes
declares (``engine.modes.VARIANTS``, ``SETUPS``). A format-2 save (each mode's options and
state in fields of their own) is upgraded to format 3 before it is read; a configuration
without ``offers`` (written before the field existed) is read with ``"legacy"``.
Food types, habitats, dice faces and other enums are written as their lower-case labels. Cards
are ids into the card set named by the fingerprint, so a game is only ever resumed against the
same cards; a running power's frames name its effects by position in the bird's power, so no
compiled effect is ever written. ``wingspan_rules/schemas/save.schema.json`` is the format's
JSON Schema (generated from the declarations by ``schemas/save.py``).

Loading is all-or-nothing: a document that does not structure exactly, refers to unknown cards,
or breaks the game's invariants (cards conserved, counts within limits) raises
``SavedGameError`` and nothing is returned.

A save may come from a stranger, so the text is bounded before it is parsed: at most
``MAX_SAVE_SIZE`` characters, brackets nested at most ``MAX_DEPTH`` deep (counted on the raw
text, outside strings, in linear time), numbers of at most ``MAX_DIGITS`` digits, and only the
first ``MAX_REPORTED`` problems are reported. ``SavedGameError`` is the only exception
``from_json`` raises.
"""

from __future__ import annotations

import enum
import itertools
import json
import re
import typing
from collections.abc import Iterator
from functools import cache
from typing import TYPE_CHECKING, Any

import cattrs
from cattrs.errors import IterableValidationError, IterableValidationNote
from cattrs.gen import make_dict_unstructure_fn, override
from cattrs.strategies import configure_tagged_union
from cattrs.v import format_exception

from .. import effects
from ..effects import BirdPredicate, BirdTarget
from ..effects.hooks import REGISTERED
from ..engine import Rules, UnsupportedCards
from ..engine.invariants import problems, rules_problems
from ..engine.modes import SetupRules
from ..engine.observation import Observation
from ..errors import ConfigError, SavedGameError, WingspanError
from ..events import EVENT_TYPES
from ..frames import FRAME_TYPES
from ..language import load_cards
from ..moves import MOVE_TYPES
from ..state.enums import _Labelled
from ..state.events import BaseEvent, Event
from ..state.model import LEGACY_OFFERS, Bird, GameConfig, GameState, Player, Table
from ..state.modes import ExpansionOptions, ModeOptions, ModeState, SetupPreset
from ..state.moves import Move
from ..state.protocol import Frame
from ..variants import SETUP_PRESETS, VARIANTS
from ..variants._base import untrusted_config_problem

FORMAT = "wingspan-rules/3"
#: The format before a mode was one tagged value (``GameConfig.mode``, ``GameState.mode_state``):
#: read by upgrading the document first (``upgrade_format_2``).
FORMAT_2 = "wingspan-rules/2"

#: The longest save ``from_json`` reads, in characters (a real save is a few kilobytes; a
#: caller may pass ``max_size`` to raise or lower it).
MAX_SAVE_SIZE = 2_000_000
#: The deepest nesting of arrays and objects in a save (a real save nests about 8 deep).
MAX_DEPTH = 32
#: The most digits of a number in a save (the random stream is a 64-bit integer: 20 digits).
MAX_DIGITS = 20
#: How many problems a refused save's message names (the rest are neither listed nor counted).
MAX_REPORTED = 5

#: A JSON string, or an unterminated one running to the end of the text: possessive, so each
#: character is read once (an unterminated string rescanned from every later quote was quadratic).
_STRING = re.compile(r'"(?:[^"\\]++|\\.)*+"?', re.DOTALL)
_NOT_BRACKET = re.compile(r"[^\[\]{}]+")


if TYPE_CHECKING:
    from ..engine import Rules


@cache
def converter() -> cattrs.Converter:
    """The one converter for states, moves and events."""
    conv = cattrs.Converter(forbid_extra_keys=True)
    # Exact JSON types, nothing coerced: "12", true and 3.99 are not integers.
    for scalar in (int, bool, str):
        conv.register_structure_hook(scalar, _exact(scalar))
    conv.register_structure_hook_factory(_is_tuple, lambda t: _tuple_hook(conv, t))
    for labelled in _Labelled.__subclasses__():
        conv.register_unstructure_hook(labelled, lambda e: e.label)
        conv.register_structure_hook(labelled, _structure_labelled)
    conv.register_unstructure_hook_func(
        lambda t: isinstance(t, type) and issubclass(t, enum.Enum) and not issubclass(t, _Labelled),
        lambda e: e.value,
    )
    # A bird's eggs past its limit (Asia, rules 9.3.7) are left out while none: saves unchanged
    # (declared before the player's, whose generated hook reads the bird's).
    # A bird's cached goal tiles (promos, rules 9.6) likewise.
    conv.register_unstructure_hook(
        Bird,
        make_dict_unstructure_fn(
            Bird,
            conv,
            over_limit=override(omit_if_default=True),
            goal_tiles=override(omit_if_default=True),
        ),
    )
    # A player's zones of an expansion's cards are left out while empty: base saves unchanged.
    conv.register_unstructure_hook(
        Player,
        make_dict_unstructure_fn(
            Player,
            conv,
            zones=override(omit_if_default=True),
            # The turn memory (Asia), left out while empty: saves of other games unchanged.
            turn_notes=override(omit_if_default=True),
            # Bonus cards copied at game end (Asia), left out while none.
            copied_bonus=override(omit_if_default=True),
            bonus_discarded=override(omit_if_default=True),  # likewise the bonus cards discarded
            egg_markers=override(omit_if_default=True),  # egg markers (Americas), likewise
        ),
    )
    # A table's shared bonus cards (promos, rules 9.6) are left out while none: saves unchanged.
    conv.register_unstructure_hook(
        Table,
        make_dict_unstructure_fn(
            Table,
            conv,
            shared_bonus=override(omit_if_default=True),
            zones=override(omit_if_default=True),  # an expansion's shared zones (Americas)
            # the kind of each die, when a table's dice are not all alike (Flock with Oceania)
            feeder_kinds=override(omit_if_default=True),
            outside_kinds=override(omit_if_default=True),
        ),
    )
    # A field that holds an event is declared as the base class (``Event``: the events are
    # declared by the base game and by each mode's package): read and write it as the union of
    # events, and a field that may hold one (a pink power's trigger) as that union or null;
    # declared before the unions, whose members' hooks are generated with them.
    events = _union(EVENT_TYPES)
    conv.register_structure_hook_func(
        lambda t: t is BaseEvent, lambda value, _: conv.structure(value, events)
    )
    conv.register_unstructure_hook_func(
        lambda t: t is BaseEvent, lambda value: conv.unstructure(value, events)
    )
    optional_event = {BaseEvent, type(None)}
    is_optional_event = lambda t: set(typing.get_args(t)) == optional_event  # noqa: E731
    conv.register_structure_hook_func(
        is_optional_event, lambda value, _: None if value is None else conv.structure(value, events)
    )
    conv.register_unstructure_hook_func(
        is_optional_event, lambda value: None if value is None else conv.unstructure(value, events)
    )
    # A frame field is declared as the base class: read and write it as the union of frames
    # (declared before the unions: a frame may hold frames, a mode's deferred work).
    frames = _union(FRAME_TYPES)
    conv.register_structure_hook_func(
        lambda t: t is Frame, lambda value, _: conv.structure(value, frames)
    )
    conv.register_unstructure_hook_func(
        lambda t: t is Frame, lambda value: conv.unstructure(value, frames)
    )
    # A mode's options, a setup preset and a mode's state: each one tagged value, its members
    # the classes the registry of modes declares.
    _tagged(conv, ModeOptions, mode_options(), "mode")
    _tagged(conv, SetupPreset | None, setup_presets(), "setup preset")
    _tagged(conv, ModeState | None, mode_states(), "mode state")
    _tagged(conv, ExpansionOptions, expansion_options(), "expansion's options")
    # The expansions' options are left out while none are set: saves without them unchanged
    # (generated after the hooks of the tagged values a configuration holds).
    conv.register_unstructure_hook(
        GameConfig,
        make_dict_unstructure_fn(GameConfig, conv, expansions=override(omit_if_default=True)),
    )
    # The bird conditions a waiting bird selector holds, a tagged union of their own; a field
    # declared as the base class (``Predicate``: the base game's and the expansions') is read
    # and written as that union.
    conditions = _union(effects.PREDICATE_TYPES)
    conv.register_structure_hook_func(
        lambda t: t is BirdPredicate, lambda value, _: conv.structure(value, conditions)
    )
    conv.register_unstructure_hook_func(
        lambda t: t is BirdPredicate, lambda value: conv.unstructure(value, conditions)
    )
    configure_tagged_union(conditions, conv, tag_generator=_tag, tag_name="type")
    _read_older_saves(conv, BirdTarget)
    for types in (FRAME_TYPES, EVENT_TYPES, MOVE_TYPES):
        for cls in types:
            _read_older_saves(conv, cls)
        configure_tagged_union(_union(types), conv, tag_generator=_tag, tag_name="type")
    # The rounds whose goal tile was cached (promos, rules 9.6) are left out while none: saves
    # of every other game unchanged (generated last, over the hooks of the fields it holds).
    for whole in (GameState, Observation):
        conv.register_unstructure_hook(
            whole,
            make_dict_unstructure_fn(whole, conv, cancelled_rounds=override(omit_if_default=True)),
        )
    return conv


def mode_options() -> dict[str, type[ModeOptions]]:
    """Every mode's options class by its ``TAG`` (the base game's included)."""
    return {tag: variant.OPTIONS for tag, variant in VARIANTS.items()}


def expansion_options() -> dict[str, type[ExpansionOptions]]:
    """Every registered expansion's options class by its ``TAG`` (``Expansion.options``)."""
    return {e.options.TAG: e.options for e in REGISTERED if e.options is not None}


def mode_states() -> dict[str, type[ModeState]]:
    """Every mode's state class by its ``TAG``."""
    return {v.STATE.TAG: v.STATE for v in VARIANTS.values() if v.STATE is not None}


def setup_presets() -> dict[str, type[SetupPreset]]:
    """Every setup preset's options class by its ``TAG``."""
    return {rules.OPTIONS.TAG: rules.OPTIONS for rules in SETUP_PRESETS}


def _tagged(conv: cattrs.Converter, declared: Any, members: dict[str, type], what: str) -> None:
    """Read and write a field declared as ``declared`` (a base class, or it or None) as a
    tagged union of ``members``: ``{"type": TAG, ...its fields}``."""
    optional = typing.get_origin(declared) is not None

    def structure(value: Any, _: Any) -> Any:
        if value is None and optional:
            return None
        if type(value) is not dict:
            raise TypeError(f'expected a {what} (an object with a "type")')
        tag = value.get("type")
        cls = members.get(tag) if isinstance(tag, str) else None
        if cls is None:
            raise ValueError(f"unknown {what} {tag!r} (known: {', '.join(members)})")
        return conv.structure({k: v for k, v in value.items() if k != "type"}, cls)

    def unstructure(value: Any) -> Any:
        if value is None:
            return None
        return {"type": _tag(type(value)), **conv.unstructure(value, type(value))}

    conv.register_structure_hook_func(lambda t: t == declared, structure)
    conv.register_unstructure_hook_func(lambda t: t == declared, unstructure)


def _format_2_modes() -> dict[str, str]:
    """The field each mode's options and state had in format 2, and the mode's tag, in the
    order of the modes (``Variant.FORMAT_2_FIELD``)."""
    return {
        v.FORMAT_2_FIELD: v.OPTIONS.TAG for v in VARIANTS.values() if v.FORMAT_2_FIELD is not None
    }


def _format_2_setups() -> dict[str, SetupRules]:
    """The field of a format-2 configuration naming each setup preset that had one
    (``SetupRules.FORMAT_2_FIELD``)."""
    return {rules.FORMAT_2_FIELD: rules for rules in SETUP_PRESETS if rules.FORMAT_2_FIELD}


def upgrade_config_2(raw: dict[str, Any]) -> dict[str, Any]:
    """A format-2 configuration (``mode`` a name, a setup preset named in a field of its own,
    each mode's options a field of its own: each declared by its mode, ``FORMAT_2_FIELD``), in
    whole or in part (a record's header writes only what differs from the defaults), as
    format 3 writes it: one tagged ``mode`` and one tagged ``setup``. Anything else is
    returned as is.

    Raises ``ConfigError`` when it gives one mode's options for another mode (format 2 refused
    them; format 3 cannot say it)."""
    modes, setups = _format_2_modes(), _format_2_setups()
    legacy = (*setups, *modes)
    if not isinstance(raw.get("mode", ""), str) and not any(k in raw for k in legacy):
        return raw
    out = {k: v for k, v in raw.items() if k not in legacy and k != "mode"}
    tag = raw.get("mode", "base")
    for name, mode_tag in modes.items():
        if name != tag and not _default_options(mode_tag, raw.get(name)):
            raise ConfigError(f"the {name} mode's options are given for the {tag} mode")
    options = raw.get(tag) if isinstance(tag, str) and tag in modes else None
    mode: Any = {"type": modes.get(tag, tag) if isinstance(tag, str) else tag}
    if isinstance(options, dict):
        mode.update(options)
    if mode != {"type": "base"} or "mode" in raw:
        out["mode"] = mode
    for name, rules in setups.items():
        if name in raw:
            out["setup"] = rules.format_2_setup(raw[name])
    return out


def _default_options(tag: str, given: object) -> bool:
    """Whether ``given``, the options format 2 wrote for mode ``tag`` in a game of another
    mode, say nothing: None (most modes') or that mode's defaults (some modes' always
    written), in whole or in part."""
    if given is None:
        return True
    cls = mode_options().get(tag)
    if cls is None or not isinstance(given, dict):
        return False
    default = json.loads(json.dumps(converter().unstructure(cls(), cls)))
    return {**default, **given} == default


def upgrade_format_2(doc: dict[str, Any]) -> dict[str, Any]:
    """A format-2 save document rewritten as format 3 (its raw JSON, before it is read): the
    configuration's mode and setup become tagged values, and the mode's state, which format 2
    kept in a field per mode (``Variant.FORMAT_2_FIELD``), the one tagged ``mode_state``.
    Raises ``SavedGameError`` for a state that holds two modes' states."""
    state = doc.get("state")
    if not isinstance(state, dict):
        return {**doc, "format": FORMAT}
    state = dict(state)
    if isinstance(state.get("config"), dict):
        try:
            state["config"] = upgrade_config_2(state["config"])
        except ConfigError as exc:
            raise SavedGameError(f"saved game rejected: {exc}") from None
    tags = {
        v.FORMAT_2_FIELD: v.STATE.TAG
        for v in VARIANTS.values()
        if v.FORMAT_2_FIELD is not None and v.STATE is not None
    }
    held = [(name, state.pop(name)) for name in tags if name in state]
    found = [(name, value) for name, value in held if value is not None]
    if len(found) > 1:
        raise SavedGameError(
            f"saved game rejected: GameState.{found[1][0]} belongs to the games of its mode, "
            "and only to them"
        )
    if held:
        name, value = found[0] if found else ("", None)
        tagged = {"type": tags.get(name, name), **value} if isinstance(value, dict) else value
        state["mode_state"] = tagged
    return {**doc, "format": FORMAT, "state": state}


def upgrade_offers(raw: dict[str, Any]) -> dict[str, Any]:
    """A configuration written before ``GameConfig.offers`` existed (a raw one without the
    field: every save writes every field, so only an older save lacks it) with the reading it
    was played under, ``"legacy"``, so that it replays as it was played. Anything else is
    returned as is; the default, ``"honest"``, is for new games only."""
    if "offers" not in raw:
        return {**raw, "offers": LEGACY_OFFERS}
    return raw


def _upgrade_state_offers(doc: dict[str, Any]) -> dict[str, Any]:
    """``doc`` with its state's configuration read by ``upgrade_offers``."""
    state = doc.get("state")
    if not isinstance(state, dict) or not isinstance(state.get("config"), dict):
        return doc
    return {**doc, "state": {**state, "config": upgrade_offers(state["config"])}}


def _exact(kind: type) -> Any:
    """A hook that accepts a value of exactly ``kind`` (``True`` is no int, ``1`` no bool)."""

    def structure(value: Any, _: Any) -> Any:
        if type(value) is not kind:
            raise TypeError(f"expected {kind.__name__}, got {type(value).__name__}")
        return value

    return structure


def _is_tuple(t: Any) -> bool:
    return typing.get_origin(t) is tuple


def _tuple_hook(conv: cattrs.Converter, t: Any) -> Any:
    """A tuple is a JSON array; a homogeneous one stops at its first bad item (the cost of
    refusing a huge array of bad items is that of reading one)."""
    args = typing.get_args(t)
    if len(args) == 2 and args[1] is Ellipsis:
        item = args[0]
        handler = conv.get_structure_hook(item)

        def homogeneous(value: Any, _: Any) -> tuple[Any, ...]:
            if type(value) is not list:
                raise TypeError(f"expected an array, got {type(value).__name__}")
            return tuple(_item(t, i, v, handler, item) for i, v in enumerate(value))

        return homogeneous
    handlers = [conv.get_structure_hook(a) for a in args]

    def fixed(value: Any, _: Any) -> tuple[Any, ...]:
        if type(value) is not list or len(value) != len(args):
            raise TypeError(f"expected an array of {len(args)} items")
        return tuple(
            _item(t, i, v, handler, item)
            for i, (v, handler, item) in enumerate(zip(value, handlers, args, strict=True))
        )

    return fixed


def _item(t: Any, i: int, value: Any, handler: Any, item: Any) -> Any:
    """Item ``i`` of an array read as ``t``; the first bad item stops the array, with its path."""
    try:
        return handler(value, item)
    except Exception as exc:
        exc.__notes__ = [
            *getattr(exc, "__notes__", []),
            IterableValidationNote(f"Structuring {t} @ index {i}", i, item),
        ]
        raise IterableValidationError(f"While structuring {t}", [exc], t) from None


def _read_older_saves(conv: cattrs.Converter, cls: type) -> None:
    """Let ``cls`` read older saves: the fields it declares ``RETIRED`` are ignored, and those
    it declares ``LEGACY`` are read into today's fields by its ``upgrade_saved``."""
    retired = cls.__dict__.get("RETIRED", ())
    upgrade = getattr(cls, "upgrade_saved", None) if "LEGACY" in vars(cls) else None
    if not retired and upgrade is None:
        return
    structure = conv.get_structure_hook(cls)

    def read(value: Any, kind: type) -> Any:
        if isinstance(value, dict):
            value = {key: v for key, v in value.items() if key not in retired}
            if upgrade is not None:
                value = upgrade(value)
        return structure(value, kind)

    conv.register_structure_hook(cls, read)


def _tag(cls: type) -> str:
    """A class's stable tag in saved games (its ``TAG``, never its Python name)."""
    tag = cls.__dict__.get("TAG")
    if not tag:
        raise TypeError(f"{cls.__name__} declares no TAG for saved games")
    return str(tag)


def _union(types: tuple[type, ...]) -> Any:
    """``types`` as one union type (what cattrs reads and writes; a type form, hence Any)."""
    union: Any = types[0]
    for t in types[1:]:
        union = union | t
    return union


def _structure_labelled(value: object, cls: type[_Labelled]) -> _Labelled:
    # Exactly the label written (``invertebrate_seed``), not the other spellings a person may type.
    if not isinstance(value, str) or cls.from_label(value).label != value:
        raise ValueError(f"expected a lower-case {cls.__name__.lower()} label, got {value!r}")
    return cls.from_label(value)


def state_to_dict(state: GameState | Observation) -> dict[str, Any]:
    if type(state) is Observation:
        return {
            "format": FORMAT,
            "kind": "observation",
            "cards": state.card_set,
            "state": converter().unstructure(state),
        }
    return {
        "format": FORMAT,
        "kind": "game",
        "cards": state.card_set,
        "state": converter().unstructure(state),
    }


def to_json(state: GameState | Observation, indent: int | None = None) -> str:
    """The whole state, paused decisions included, as a JSON document (an observation is
    written as one, marked so that it is never resumed as a game)."""
    return json.dumps(
        state_to_dict(state), indent=indent, separators=None if indent else (",", ":")
    )


def from_json(text: str, rules: Rules | None = None, *, max_size: int = MAX_SAVE_SIZE) -> GameState:
    """The state saved by ``to_json``, for ``rules`` (default: the bundled cards under the
    saved configuration). Raises ``SavedGameError`` for anything not exactly right, and for a
    text longer than ``max_size`` characters; never any other exception."""
    try:
        return _from_json(text, rules, max_size)
    except SavedGameError:
        raise
    except (RecursionError, MemoryError):
        raise SavedGameError("saved game rejected: too large or too deeply nested") from None
    except Exception as exc:  # a state the checks missed: refused, never half-loaded
        raise SavedGameError(
            f"saved game rejected: it cannot be checked ({type(exc).__name__}: {exc})"
        ) from None


def bounded_text(text: object, max_size: int, error: type[WingspanError], what: str) -> str:
    """``text`` (``str`` or UTF-8 bytes) as a string of at most ``max_size`` characters, or
    ``error`` saying why not ("``what`` rejected: ..."), the size checked before decoding."""
    if isinstance(text, bytes | bytearray):
        if len(text) > max_size:
            raise error(f"{what} rejected: longer than {max_size} characters")
        try:
            text = text.decode("utf-8")
        except UnicodeDecodeError:
            raise error(f"{what} rejected: not UTF-8 text") from None
    if not isinstance(text, str):
        raise error(f"{what} rejected: expected text, got {type(text).__name__}")
    if len(text) > max_size:
        raise error(f"{what} rejected: longer than {max_size} characters")
    return text


def _parse(text: str, max_size: int) -> Any:
    """``text`` as JSON, bounded in size, depth and number length before and while parsing."""
    text = bounded_text(text, max_size, SavedGameError, "saved game")
    depth = _nesting(text)
    if depth > MAX_DEPTH:
        raise SavedGameError(
            f"saved game rejected: arrays and objects nested {depth} deep (at most {MAX_DEPTH})"
        )
    try:
        return json.loads(
            text,
            parse_int=_parse_int,
            parse_float=_parse_float,
            parse_constant=_parse_constant,
        )
    except (json.JSONDecodeError, TypeError) as exc:
        raise SavedGameError(f"saved game rejected: not JSON ({exc})") from None


def _nesting(text: str) -> int:
    """How deep arrays and objects nest in ``text``, counting brackets outside strings."""
    brackets = _NOT_BRACKET.sub("", _STRING.sub("", text))
    steps = (1 if c in "[{" else -1 for c in brackets)
    return max(itertools.accumulate(steps), default=0)


def _parse_int(digits: str) -> int:
    if len(digits.lstrip("-")) > MAX_DIGITS:
        raise SavedGameError(f"saved game rejected: a number of more than {MAX_DIGITS} digits")
    return int(digits)


def _parse_float(digits: str) -> float:
    if len(digits) > MAX_DIGITS + 8:
        raise SavedGameError(f"saved game rejected: a number of more than {MAX_DIGITS} digits")
    return float(digits)


def _parse_constant(name: str) -> float:
    raise SavedGameError(f"saved game rejected: {name} is not a number of a save")


def _from_json(text: str, rules: Rules | None, max_size: int) -> GameState:
    doc = _parse(text, max_size)
    if not isinstance(doc, dict):
        raise SavedGameError(f"saved game rejected: not a {FORMAT} document")
    found = doc.get("format")
    if found == FORMAT_2:
        doc = upgrade_format_2(doc)
        found = FORMAT
    if found != FORMAT:
        if isinstance(found, str) and found.startswith("wingspan-rules/"):
            raise SavedGameError(
                f"saved game rejected: it is in format {found}, and this library reads {FORMAT} "
                "(load it with the library version that wrote it)"
            )
        raise SavedGameError(f"saved game rejected: not a {FORMAT} document")
    if doc.get("kind") == "observation":
        raise SavedGameError(
            "saved game rejected: this is an observation (one player's view), not a game; "
            "an observation cannot be resumed"
        )
    if doc.get("kind") != "game":
        raise SavedGameError('saved game rejected: its "kind" must be "game"')
    extra = sorted(set(doc) - {"format", "kind", "cards", "state"})
    if extra:
        raise SavedGameError(f"saved game rejected: unknown keys {extra}")
    doc = _upgrade_state_offers(doc)  # a save from before GameConfig.offers: the legacy reading
    raw_config = doc["state"].get("config") if isinstance(doc["state"], dict) else None
    if rules is None or raw_config != json.loads(json.dumps(converter().unstructure(rules.config))):
        problem = untrusted_config_problem(raw_config)
        if problem:
            raise SavedGameError(f"saved game rejected: {problem}")
    try:
        state = converter().structure(doc["state"], GameState)
    except Exception as exc:  # cattrs groups every problem it found
        raise SavedGameError("saved game rejected: " + _summarize(exc)) from None
    if state.card_set != doc.get("cards"):
        raise SavedGameError("saved game rejected: the card-set fingerprints disagree")
    if rules is None:
        try:  # the bundled sets the game names (an author's own cards need their rules)
            cards = load_cards(sets=state.config.sets)
        except ConfigError as exc:
            raise SavedGameError(
                f"saved game rejected: {exc}; pass the rules of the cards it was played with"
            ) from None
    else:
        cards = rules.cards
    if state.card_set != cards.fingerprint:
        raise SavedGameError(
            f"saved game rejected: it was played with card set {state.card_set}, not with "
            f"{cards.fingerprint}; pass the rules of the same cards"
        )
    if rules is not None and state.config != rules.config:
        raise SavedGameError("saved game rejected: its configuration differs from the rules'")

    try:
        (rules or Rules(cards, state.config)).ensure_runnable()
    except UnsupportedCards as exc:
        raise SavedGameError(f"saved game rejected: {exc}") from None
    found_problems = problems(state, cards) or rules_problems(state, cards)
    if found_problems:
        raise SavedGameError("saved game rejected: " + "; ".join(found_problems[:5]))
    return state


def _summarize(exc: BaseException) -> str:
    """The first ``MAX_REPORTED`` problems cattrs collected, with their paths (the others are
    neither formatted nor counted: a huge invalid save costs no more to refuse than to read)."""
    lines = list(itertools.islice(_problems(exc, "$"), MAX_REPORTED + 1))
    more = " ..." if len(lines) > MAX_REPORTED else ""
    return "; ".join(lines[:MAX_REPORTED]) + more


def _problems(exc: BaseException, path: str, kind: Any = None) -> Iterator[str]:
    """Like ``cattrs.transform_error``, lazily: one message per problem, depth first."""
    if isinstance(exc, (cattrs.IterableValidationError, cattrs.ClassValidationError)):
        with_notes, without = exc.group_exceptions()
        for sub, note in with_notes:
            if isinstance(exc, cattrs.IterableValidationError):
                where = f"{path}[{note.index!r}]"
            else:
                where = f"{path}.{note.name}"  # type: ignore[union-attr]
            yield from _problems(sub, where, note.type)
        for sub in without:
            yield from _problems(sub, path)
    else:
        # A configuration's own check says what is wrong better than "invalid value".
        message = str(exc) if isinstance(exc, ConfigError) else format_exception(exc, kind)
        if len(message) > 300:
            message = message[:300] + "..."
        yield f"{message} @ {path}"


def move_to_dict(move: Move) -> dict[str, Any]:
    return converter().unstructure(move, _union(MOVE_TYPES))


def move_from_dict(data: object) -> Move:
    """The move a dictionary describes (as ``move_to_dict`` writes it). Anything else raises
    ``SavedGameError``: a move from a stranger never lets another exception out."""
    if not isinstance(data, dict):
        raise SavedGameError(f"a move is a JSON object, not {type(data).__name__}")
    try:
        move: Move = converter().structure(data, _union(MOVE_TYPES))
    except Exception as exc:  # cattrs groups every problem it found
        raise SavedGameError("move rejected: " + _summarize(exc)) from None
    return move


def event_to_dict(event: Event) -> dict[str, Any]:
    return converter().unstructure(event, _union(EVENT_TYPES))
