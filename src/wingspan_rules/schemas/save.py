"""The JSON Schema (draft 2020-12) of saved games, generated from the state's declarations.

``save_schema()`` builds the schema of the documents ``wingspan_rules.to_json`` writes by
walking the attrs classes the saved-game converter (``wingspan_rules.saves.serialization``) reads:
``GameState`` for a game, ``Observation`` for an observation, and every class they hold.

* an attrs class is an object with exactly its fields (``additionalProperties: false``); the
  fields without a default are required, as the converter requires them (a defaulted field may
  be left out); fields with ``init=False`` (derived data such as ``GameState.listed``) are
  neither written nor accepted;
* frames, events and moves are tagged unions: a ``oneOf`` of one definition per class, keyed by
  its ``TAG`` and requiring ``"type": TAG``;
* a field declared as one of the bases of a mode's values (``GameConfig.mode``: a
  ``ModeOptions``; ``GameConfig.setup``: a ``SetupPreset``; ``GameState.mode_state``: a
  ``ModeState``) is the tagged union of the classes the registry of modes declares for it,
  each definition named after its class (a mode's options and its state share the mode's tag);
* labelled enums (``Food``, ``Habitat``, ``DieFace``, ...) are their lower-case labels, other
  enums their values; tuples are arrays (a fixed-length tuple with ``prefixItems``);
* a field a class declares ``RETIRED`` (older saves carry it; the converter ignores it) is an
  optional property marked ``deprecated``, and so is one it declares ``LEGACY`` (older saves
  carry it; the class's ``upgrade_saved`` reads it into today's fields).

A type the converter would not write this way (an untagged union, a list, ``Any``...) raises
``TypeError``, so a new field of an unforeseen kind is noticed here, not in a client.

The schema ships as ``save.schema.json`` beside this module (``load_schema("save")``). After
adding or changing a state, frame, event or move class, regenerate it with::

    python -m wingspan_rules.schemas.save

(``--check`` only reports whether the shipped file is up to date). A unit test fails while the
shipped file differs from ``save_schema()``.
"""

from __future__ import annotations

import enum
import json
import sys
import types
import typing
from pathlib import Path
from typing import Any

import attrs

from .. import effects
from ..effects import BirdPredicate
from ..engine.observation import Observation
from ..events import EVENT_TYPES
from ..frames import FRAME_TYPES
from ..moves import MOVE_TYPES
from ..saves.serialization import (
    FORMAT,
    expansion_options,
    mode_options,
    mode_states,
    setup_presets,
)
from ..state.enums import _Labelled
from ..state.events import BaseEvent
from ..state.model import GameState
from ..state.modes import ExpansionOptions, ModeOptions, ModeState, SetupPreset
from ..state.protocol import Frame
from . import write_or_check

#: Where the generated schema is shipped.
PATH = Path(__file__).with_name("save.schema.json")

#: The tagged unions of the converter, by the name of their definition.
_UNIONS: dict[str, tuple[type, ...]] = {
    "frame": FRAME_TYPES,
    "event": EVENT_TYPES,
    "move": MOVE_TYPES,
    "bird-condition": effects.PREDICATE_TYPES,
    "mode": tuple(mode_options().values()),
    "setup-preset": tuple(setup_presets().values()),
    "mode-state": tuple(mode_states().values()),
    "expansion-options": tuple(expansion_options().values()),
}
#: The unions whose members share their tags with another union's (a mode's options and its
#: state are both tagged with the mode's name): their definitions are named after the class.
_NAMED_BY_CLASS = frozenset({"mode", "setup-preset", "mode-state", "expansion-options"})
#: The base classes a field is declared as when it holds a member of one of these unions.
_BASES: dict[type, str] = {
    ModeOptions: "mode",
    SetupPreset: "setup-preset",
    ModeState: "mode-state",
    BirdPredicate: "bird-condition",
    ExpansionOptions: "expansion-options",
}
_UNION_DESCRIPTIONS = {
    "frame": "A frame of the pending stack (GameState.pending), tagged by its type.",
    "event": "An event of the last step (GameState.events), tagged by its type.",
    "move": (
        "A move, tagged by its type, as serialization.move_to_dict writes it (moves are not "
        "part of a saved state; the definition is here for records of moves)."
    ),
    "bird-condition": (
        "A condition of a bird selector (BirdTarget.where), tagged by its type: the bird "
        "conditions of the card language."
    ),
    "mode": "The way to play and its options (GameConfig.mode), tagged by the mode's name.",
    "setup-preset": "A setup preset (GameConfig.setup), tagged by its name.",
    "mode-state": (
        "The mode's own part of the table in a game (GameState.mode_state), tagged by the "
        "mode's name."
    ),
    "expansion-options": (
        "An expansion's options (GameConfig.expansions): the facts its rules leave open and "
        "its table choices, tagged by the expansion's name."
    ),
}
_TAG_KEY = "type"
_JSON_SCALARS = {bool: "boolean", int: "integer", float: "number", str: "string"}


def _ref(name: str) -> dict[str, Any]:
    return {"$ref": f"#/$defs/{name}"}


class _Builder:
    """Walks the declarations, filling ``defs`` with one definition per class and union."""

    def __init__(self) -> None:
        self.defs: dict[str, dict[str, Any]] = {}
        self._owners: dict[str, object] = {}

    def _claim(self, name: str, owner: object) -> bool:
        """Whether ``name`` still needs defining for ``owner`` (one definition per name)."""
        if name in self._owners:
            if self._owners[name] is not owner:
                raise TypeError(
                    f"two definitions named {name!r} in the save schema: "
                    f"{self._owners[name]!r} and {owner!r}"
                )
            return False
        self._owners[name] = owner
        return True

    def union(self, name: str) -> dict[str, Any]:
        members = _UNIONS[name]
        if self._claim(name, members):
            self.defs[name] = {
                "description": _UNION_DESCRIPTIONS[name],
                "oneOf": [self.tagged(cls, name in _NAMED_BY_CLASS) for cls in members],
            }
        return _ref(name)

    def tagged(self, cls: type, by_class: bool = False) -> dict[str, Any]:
        """The definition of ``cls`` as a member of a tagged union: named by its ``TAG``, or
        by its class name when ``by_class``."""
        tag = cls.__dict__.get("TAG")
        if not tag:
            raise TypeError(f"{cls.__name__} is in a tagged union but declares no TAG")
        name = cls.__name__ if by_class else tag
        if self._claim(name, cls):
            self.defs[name] = self._object(cls, tag=tag)
        return _ref(name)

    def attrs_class(self, cls: type) -> dict[str, Any]:
        if cls.__dict__.get("TAG"):
            raise TypeError(
                f"{cls.__name__} is declared as a field's type; the converter writes it without "
                "its tag only there: declare the field as its union instead"
            )
        if self._claim(cls.__name__, cls):
            self.defs[cls.__name__] = self._object(cls)
        return _ref(cls.__name__)

    def enumeration(self, cls: type[enum.Enum]) -> dict[str, Any]:
        if self._claim(cls.__name__, cls):
            if issubclass(cls, _Labelled):
                values: list[Any] = [member.label for member in cls]
            else:
                values = [member.value for member in cls]
                for value in values:
                    if type(value) not in (str, int):
                        raise TypeError(
                            f"{cls.__name__} has a value not written as JSON: {value!r}"
                        )
            self.defs[cls.__name__] = {"enum": values}
        return _ref(cls.__name__)

    def _object(self, cls: type, tag: str | None = None) -> dict[str, Any]:
        attrs.resolve_types(cls)
        properties: dict[str, Any] = {}
        required: list[str] = []
        if tag is not None:
            properties[_TAG_KEY] = {"const": tag}
            required.append(_TAG_KEY)
        for field in attrs.fields(cls):
            if not field.init:  # derived data: the converter neither writes nor reads it
                continue
            if field.name == _TAG_KEY and tag is not None:
                raise TypeError(f"{cls.__name__}.{_TAG_KEY} collides with the union's tag key")
            try:
                properties[field.name] = self.schema_of(field.type)
            except TypeError as exc:
                raise TypeError(f"{cls.__name__}.{field.name}: {exc}") from None
            if field.default is attrs.NOTHING:
                required.append(field.name)
        for name in cls.__dict__.get("RETIRED", ()):  # older saves carry it; read and ignored
            properties[name] = {
                "deprecated": True,
                "description": "A retired field of older saves: accepted and ignored.",
            }
        for name, kind in cls.__dict__.get("LEGACY", {}).items():  # read into today's fields
            properties[name] = {
                **self.schema_of(kind),
                "deprecated": True,
                "description": "A field of older saves: read into today's fields.",
            }
        return {
            "type": "object",
            "properties": properties,
            "required": required,
            "additionalProperties": False,
        }

    def schema_of(self, t: Any) -> dict[str, Any]:
        """The schema of a value declared as ``t``."""
        if t is Frame:
            return self.union("frame")
        if t is BaseEvent:  # a field declared as ``Event``: any event
            return self.union("event")
        if t in _BASES:
            return self.union(_BASES[t])
        if t in _JSON_SCALARS:
            return {"type": _JSON_SCALARS[t]}
        if t is type(None):
            return {"type": "null"}
        origin = typing.get_origin(t)
        if origin in (typing.Union, types.UnionType):
            return self._union_type(t)
        if origin is tuple:
            return self._tuple(typing.get_args(t))
        if isinstance(t, type) and issubclass(t, enum.Enum):
            return self.enumeration(t)
        if isinstance(t, type) and attrs.has(t):
            return self.attrs_class(t)
        raise TypeError(f"no schema for a value of type {t!r} (see wingspan_rules.schemas.save)")

    def _union_type(self, t: Any) -> dict[str, Any]:
        args = typing.get_args(t)
        options = [a for a in args if a is not type(None)]
        for name, members in _UNIONS.items():
            if set(args) == set(members):
                return self.union(name)
            if set(options) == set(members):  # a tagged union or null
                return {"anyOf": [self.union(name), {"type": "null"}]}
        if len(options) == 1 and options[0] in _BASES:  # a mode's tagged value or null
            return {"anyOf": [self.union(_BASES[options[0]]), {"type": "null"}]}
        if len(options) == 1:  # X | None
            inner = self.schema_of(options[0])
            if set(inner) == {"type"} and isinstance(inner["type"], str):
                return {"type": [inner["type"], "null"]}
            return {"anyOf": [inner, {"type": "null"}]}
        raise TypeError(f"{t!r} is not one of the tagged unions of saved games")

    def _tuple(self, args: tuple[Any, ...]) -> dict[str, Any]:
        if len(args) == 2 and args[1] is Ellipsis:
            return {"type": "array", "items": self.schema_of(args[0])}
        if not args:
            raise TypeError("a bare tuple has no declared items")
        if args == ((),):  # tuple[()]
            return {"type": "array", "maxItems": 0}
        return {
            "type": "array",
            "prefixItems": [self.schema_of(a) for a in args],
            "items": False,
            "minItems": len(args),
        }


def save_schema() -> dict[str, Any]:
    """The JSON Schema (draft 2020-12) of a document written by ``to_json``."""
    builder = _Builder()
    game = builder.attrs_class(GameState)
    observation = builder.attrs_class(Observation)
    builder.union("move")
    return {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "title": "wingspan-rules saved game",
        "description": (
            f"A game or an observation as written by wingspan_rules.to_json, format {FORMAT}. "
            "Generated from the state's declarations by wingspan_rules.schemas.save; "
            "do not edit by hand."
        ),
        "type": "object",
        "properties": {
            "format": {"description": "The version of this format.", "const": FORMAT},
            "kind": {
                "description": "A game (resumable) or one player's observation (never resumed).",
                "enum": ["game", "observation"],
            },
            "cards": {
                "description": "The fingerprint of the card set the game is played with.",
                "type": "string",
                "pattern": "^[0-9a-f]{16}$",
            },
            "state": {"type": "object"},
        },
        "required": ["format", "kind", "cards", "state"],
        "additionalProperties": False,
        "if": {"properties": {"kind": {"const": "observation"}}, "required": ["kind"]},
        "then": {"properties": {"state": observation}},
        "else": {"properties": {"state": game}},
        "$defs": dict(sorted(builder.defs.items())),
    }


def render() -> str:
    """The text of ``save.schema.json``."""
    return json.dumps(save_schema(), indent=2) + "\n"


def main(argv: list[str] | None = None) -> int:
    """``python -m wingspan_rules.schemas.save [--check]``."""
    return write_or_check(PATH, render(), "wingspan_rules.schemas.save", argv)


if __name__ == "__main__":
    sys.exit(main())
