"""The JSON Schema (draft 2020-12) of the web view, generated from the declarations.

``view_schema()`` is the schema of the dicts ``wingspan_rules.observation_json`` returns
(``wingspan_rules.views.json_view``). What varies with the library's declarations is generated from them:

* each event is an object with ``"type": TAG`` and the event's fields, each shown as the view
  shows its kind (``view.field_kind``: cards by id and name or null, foods as words, a count
  per food as an object...);
* a legal move's ``move`` is the save format's move union (``schemas/save.py``), with one
  definition per move class;
* the decision types are the ``TAG``s of ``frames.DECISION_TYPES``; foods, habitats and dice
  faces are their labels; phases, modes and goal boards their values.

The schema ships as ``view.schema.json`` beside this module (``load_schema("view")``). After
adding or changing an event, move or decision, regenerate it with::

    python -m wingspan_rules.schemas.view

(``--check`` only reports whether the shipped file is up to date). A unit test fails while the
shipped file differs from ``view_schema()``.
"""

from __future__ import annotations

import enum
import json
import sys
import typing
from pathlib import Path
from typing import Any

import attrs

from ..events import EVENT_TYPES
from ..frames import DECISION_TYPES
from ..state.enums import Action, DieFace, Food, Habitat, Nest, Timing, _Labelled
from ..state.model import GoalBoard, Phase
from ..variants import VARIANTS
from ..views.json_view import VIEW_FORMAT, field_kind, view_sections
from . import write_or_check
from .save import _Builder

#: Where the generated schema is shipped.
PATH = Path(__file__).with_name("view.schema.json")


def _ref(name: str) -> dict[str, Any]:
    return {"$ref": f"#/$defs/{name}"}


_COUNT = {"type": "integer", "minimum": 0}
_SEAT = {"type": "integer", "minimum": 0}


def _obj(
    properties: dict[str, Any],
    description: str | None = None,
    optional: dict[str, Any] | None = None,
) -> dict[str, Any]:
    """An object of ``properties`` (all required) and ``optional`` ones, and nothing else."""
    shown: dict[str, Any] = {
        "type": "object",
        "properties": {**properties, **(optional or {})},
        "required": list(properties),
        "additionalProperties": False,
    }
    if description:
        shown = {"description": description, **shown}
    return shown


class _Parts:
    """The schema's building blocks, lent to the modes for their sections (``SchemaParts``)."""

    @staticmethod
    def obj(properties: dict[str, Any], description: str | None = None) -> dict[str, Any]:
        return _obj(properties, description)

    @staticmethod
    def ref(name: str) -> dict[str, Any]:
        return _ref(name)


_PARTS = _Parts()


def _with_extra(score: dict[str, Any]) -> dict[str, Any]:
    """A score with the optional ``extra``: the points of the score categories a game's
    expansions declare, by name (absent in the base game)."""
    extra = {
        "description": "Points of the score categories the game's expansions declare.",
        "type": "object",
        "additionalProperties": _COUNT,
    }
    return {**score, "properties": {**score["properties"], "extra": extra}}


def _words(cls: type[enum.Enum]) -> list[Any]:
    if issubclass(cls, _Labelled):
        return [member.label for member in cls]
    return [member.value for member in cls]


def _field(kind: str, declared: Any) -> dict[str, Any]:
    """The schema of a field the view shows as ``kind`` (see ``view.field_kind``)."""
    if kind == "bird":
        return _ref("card_or_hidden")
    if kind == "bonus":
        return _ref("bonus_card_or_hidden")
    if kind == "birds":
        return {"type": "array", "items": _ref("card_or_hidden")}
    if kind == "bonuses":
        return {"type": "array", "items": _ref("bonus_card_or_hidden")}
    if kind == "player":
        return _SEAT
    if kind == "players":
        return {"type": "array", "items": _SEAT}
    if kind == "food_counts":
        return _ref("food_counts")
    if kind == "goals":
        return {"type": "array", "items": _ref("goal")}
    if kind == "enum":
        return {"enum": _words(declared)}
    if kind == "enums":
        return {"type": "array", "items": {"enum": _words(typing.get_args(declared)[0])}}
    if kind == "ints":
        return {"type": "array", "items": {"type": "integer"}}
    if kind == "int":
        return {"type": "integer"}
    if kind == "str":
        return {"type": "string"}
    if kind == "bool":
        return {"type": "boolean"}
    raise TypeError(f"no schema for a view field of kind {kind!r}")


def _event(cls: type) -> dict[str, Any]:
    attrs.resolve_types(cls)
    properties: dict[str, Any] = {"type": {"const": cls.TAG}}  # type: ignore[attr-defined]
    for field in attrs.fields(cls):
        properties[field.name] = _field(field_kind(cls, field.name, field.type), field.type)
    return _obj(properties)


def view_schema() -> dict[str, Any]:
    """The JSON Schema (draft 2020-12) of a view written by ``observation_json``."""
    moves = _Builder()
    moves.union("move")
    card = _obj(
        {"id": {"type": "integer", "minimum": 0}, "name": {"type": "string"}},
        "A card of the game's card set: its id and its name.",
    )
    defs: dict[str, Any] = dict(moves.defs)
    own: dict[str, Any] = {
        "card": card,
        "card_or_hidden": {
            "description": "A bird card, or null for a card the viewer cannot see (or none).",
            "anyOf": [_ref("card"), {"type": "null"}],
        },
        "bonus_card_or_hidden": {
            "description": "A bonus card, or null for one the viewer cannot see.",
            "anyOf": [_ref("card"), {"type": "null"}],
        },
        "goal": _obj(
            {"id": {"type": "integer", "minimum": 0}, "name": {"type": "string"}},
            "A goal side: its id (cards.goal_sides) and its name.",
        ),
        "zone_card_or_hidden": {
            "description": "A card of an expansion's zone (a hummingbird card): its id (in its "
            "kind's order: cards.hummingbirds), its name and its printed facts that are words "
            "(a hummingbird's group, benefit and beak); or null for one the viewer cannot see.",
            "anyOf": [
                {
                    "type": "object",
                    "properties": {
                        "id": {"type": "integer", "minimum": 0},
                        "name": {"type": "string"},
                    },
                    "required": ["id", "name"],
                    "additionalProperties": {"type": "string"},
                },
                {"type": "null"},
            ],
        },
        "food_counts": {
            "description": "A count per food type, by word; types with none are left out.",
            "type": "object",
            "properties": {food.label: {"type": "integer", "minimum": 1} for food in Food},
            "additionalProperties": False,
        },
        "event": {
            "description": "An event of the last step, as the viewer may see it.",
            "oneOf": [_ref(f"event.{cls.TAG}") for cls in EVENT_TYPES],
        },
        "legal_move": _obj(
            {
                "label": {"type": "string"},
                "action": {"type": ["integer", "null"], "minimum": 0},
                "move": _ref("move"),
            },
            "A legal move: its label, its action id (null if the encoding cannot hold it) and "
            "the move as serialization.move_to_dict writes it.",
        ),
        "decision": _obj(
            {
                "type": {"enum": [d.TAG for d in DECISION_TYPES]},
                "player": _SEAT,
                "prompt": {"type": "string"},
            },
            "The pending decision: its type, who decides and what they are asked.",
        ),
        "bird": _obj(
            {
                "column": {"type": "integer", "minimum": 0, "maximum": 4},
                "card": _ref("card"),
                "points": _COUNT,
                "eggs": _COUNT,
                "egg_limit": _COUNT,
                "cached": _ref("food_counts"),
                "tucked": _COUNT,
                "sideways": {"type": "boolean"},
            },
            "A bird on a mat (``column``: its place in the row; ``sideways``: it covers two "
            "spaces, European expansion; ``goal_tiles``: the goal tiles cached on it, promos; "
            "``tucked_other``: the cards tucked behind it that are no bird cards, counted apart "
            "from ``tucked``, the Americas' hummingbirds).",
            optional={
                "goal_tiles": {"type": "integer", "minimum": 1, "maximum": 4},
                "tucked_other": {"type": "integer", "minimum": 1},
            },
        ),
        "player": _obj(
            {
                "seat": _SEAT,
                "you": {"type": "boolean"},
                "food": _obj({food.label: _COUNT for food in Food}),
                "hand": {"type": "array", "items": _ref("card_or_hidden")},
                "hand_size": _COUNT,
                "bonus": {"type": "array", "items": _ref("bonus_card_or_hidden")},
                "cubes_used": _COUNT,
                "cubes_left": _COUNT,
                "cubes_on": _obj({a.label: _COUNT for a in Action}),
                "pink_used": {"type": "array", "items": _ref("card_or_hidden")},
                "points": _obj(
                    {
                        name: _COUNT
                        for name in ("birds", "eggs", "cached", "tucked", "goals", "bonus", "total")
                    },
                    "The points on the table now, by category (bonus: the viewer's own only).",
                ),
                "goal_count": {
                    "description": "The player's count toward this round's goal (null outside "
                    "the rounds, or for a mode's own goal).",
                    "type": ["integer", "null"],
                    "minimum": 0,
                },
                "mat": _obj(
                    {
                        h.label: {"type": "array", "items": _ref("bird"), "maxItems": 5}
                        for h in Habitat
                    }
                ),
                "zones": {
                    "description": "What each zone of an expansion's cards or tokens holds, by "
                    "zone name (Oceania's spent nectar: oceania-nectar-forest, -grassland, "
                    "-wetland); public, empty without such an expansion.",
                    "type": "object",
                    "additionalProperties": _COUNT,
                },
                "zone_cards": {
                    "description": "The cards in each of the player's zones of cards of a "
                    "kind (the Americas hummingbird spaces), by zone name; public, empty "
                    "without such an expansion.",
                    "type": "object",
                    "additionalProperties": {
                        "type": "array",
                        "items": _ref("zone_card_or_hidden"),
                    },
                },
                "egg_markers": _obj(
                    {h.label: {"type": "array", "items": _COUNT} for h in Habitat},
                    "The egg markers on empty slots of each row (Americas, Rufous Hornero): the "
                    "column (0-4) of each marker, a column twice for two markers; no egg, they "
                    "pay the egg cost of the next bird played there. Empty without them.",
                ),
            },
            "A player as the viewer sees them (cards they cannot see are null).",
        ),
        "bird_facts": _obj(
            {
                "name": {"type": "string"},
                "scientific_name": {"type": "string"},
                "set": {"type": "string"},
                "habitats": {"type": "array", "items": {"enum": _words(Habitat)}},
                "cost": _obj(
                    {
                        "foods": {"type": "array", "items": {"enum": _words(Food)}},
                        "wild": _COUNT,
                        "one_of": {"type": "boolean"},
                    },
                    "The food cost: every food of ``foods`` and ``wild`` more of any type, or "
                    "one of ``foods`` when ``one_of``.",
                ),
                "points": _COUNT,
                "nest": {"enum": _words(Nest)},
                "egg_limit": _COUNT,
                "wingspan": {"type": ["integer", "null"], "minimum": 0},
                "timing": {"anyOf": [{"enum": _words(Timing)}, {"type": "null"}]},
                "power": {"type": "string"},
            },
            "The facts printed on a bird card, its power in English from the card language "
            "(wingspan null: a wild wingspan; timing null: no power).",
        ),
        "bonus_facts": _obj(
            {"name": {"type": "string"}, "text": {"type": "string"}},
            "A bonus card's name and what it counts and pays, in English.",
        ),
        "score": _with_extra(
            _obj(
                {
                    name: _SEAT if name == "seat" else _COUNT
                    for name in (
                        "seat",
                        "total",
                        "rank",
                        "birds",
                        "bonus",
                        "goals",
                        "eggs",
                        "cached",
                        "tucked",
                        "food_left",
                    )
                },
                "A player's final score by category.",
            )
        ),
    }
    modes = view_sections()
    for variant in modes:  # each mode's own section, as the mode declares it
        own[str(variant.VIEW_KEY)] = variant.view_schema(_PARTS)
    for cls in EVENT_TYPES:
        own[f"event.{cls.TAG}"] = _event(cls)
    for name in own:
        if name in defs:
            raise TypeError(f"two definitions named {name!r} in the view schema")
    defs.update(own)
    faces = {"enum": _words(DieFace)}
    properties = {
        "format": {"description": "The version of this view.", "const": VIEW_FORMAT},
        "card_set": {"type": "string", "pattern": "^[0-9a-f]{16}$"},
        "viewer": _SEAT,
        "players_count": {"type": "integer", "minimum": 1},
        "mode": {"enum": list(VARIANTS)},  # the modes' tags
        "goal_board": {"enum": _words(GoalBoard)},
        "phase": {"enum": _words(Phase)},
        "round": {"type": "integer", "minimum": 1, "maximum": 4},
        "turn": _COUNT,
        "first_player": _SEAT,
        "active_player": _SEAT,
        "deciding": {"type": ["integer", "null"], "minimum": 0},
        "decision": {"anyOf": [_ref("decision"), {"type": "null"}]},
        "moves": {"type": "array", "items": _ref("legal_move")},
        "goals": {
            "type": "array",
            "maxItems": 4,
            "items": _obj(
                {
                    "round": {"type": "integer", "minimum": 1, "maximum": 4},
                    "goal": _ref("goal"),
                    "points": {"type": ["array", "null"], "items": _COUNT},
                }
            ),
        },
        "table": _obj(
            {
                "feeder": {"type": "array", "items": faces},
                "outside": {"type": "array", "items": faces},
                "tray": {"type": "array", "items": _ref("card_or_hidden")},
                "deck": _COUNT,
                "discard": {"type": "array", "items": _ref("card_or_hidden")},
                "bonus_deck": _COUNT,
                "bonus_discard": _COUNT,
            },
            optional={
                "shared_bonus": {"type": "array", "items": _ref("bonus_card_or_hidden")},
                **{
                    f"{where}_kinds": {
                        "description": f"The kind of each die {where} the birdfeeder, in "
                        f"step with {where!r} (a die's name: 'base', 'nectar'), shown only "
                        "where a table's dice are not all alike (a mode mixing an expansion's "
                        "dice with base dice).",
                        "type": "array",
                        "items": {"type": "string"},
                    }
                    for where in ("feeder", "outside")
                },
                # the rounds whose goal tile a power cached (promos): no goal, a turn more after
                "cancelled_rounds": {
                    "type": "array",
                    "items": {"type": "integer", "minimum": 1, "maximum": 4},
                },
                "zones": {
                    "description": "The zones of the table an expansion declares (the Americas "
                    "hummingbird deck, garden piles and discard pile), by name: its label, the "
                    "kind of cards it holds (empty for a zone of tokens), the cards it holds, whether it lies face down, and the cards of a face-up zone "
                    "of cards (bottom to top: the top last; empty for a face-down zone).",
                    "type": "object",
                    "additionalProperties": _obj(
                        {
                            "label": {"type": "string"},
                            "kind": {"type": "string"},
                            "count": _COUNT,
                            "hidden": {"type": "boolean"},
                            "cards": {"type": "array", "items": _ref("zone_card_or_hidden")},
                        }
                    ),
                },
            },
        ),
        "players": {"type": "array", "items": _ref("player"), "minItems": 1},
        "powers": {
            "type": "array",
            "items": _obj(
                {
                    "owner": _SEAT,
                    "bird": _ref("card_or_hidden"),
                    "laid_out": {"type": "array", "items": _ref("card_or_hidden")},
                }
            ),
        },
        "events": {"type": "array", "items": _ref("event")},
        "scores": {"anyOf": [{"type": "array", "items": _ref("score")}, {"type": "null"}]},
        "names": {
            "description": "The players' names, in seat order.",
            "type": "array",
            "items": {"type": "string"},
        },
        "lines": {
            "description": "The last step's events in English, as the viewer may know them.",
            "type": "array",
            "items": {"type": "string"},
        },
        "notes": {
            "description": "The mode's own parts of the board in English (sections of lines).",
            "type": "array",
            "items": {"type": "array", "items": {"type": "string"}},
        },
        "mat": _obj(
            {
                "egg_costs": {"type": "array", "items": _COUNT},
                "gives": _obj({h.label: {"type": "array", "items": _COUNT} for h in Habitat}),
                "conversion": _obj(
                    {h.label: {"type": "array", "items": {"type": "boolean"}} for h in Habitat}
                ),
                "actions": _obj({h.label: {"enum": _words(Action)} for h in Habitat}),
            },
            "The game's mat: the eggs each column costs, what each habitat's action gives with "
            "0, 1, ... spaces of its row covered, where it offers its conversion, the action of "
            "each habitat's row, and how a view names the zones an expansion adds to each "
            "player's board (only with such an expansion).",
            {
                "zones": {
                    "description": "The zones of each player's board an expansion declares, by "
                    "name: its label, and the habitat whose row it lies beside (null: none).",
                    "type": "object",
                    "additionalProperties": _obj(
                        {
                            "label": {"type": "string"},
                            "habitat": {"enum": [*(h.label for h in Habitat), None]},
                        }
                    ),
                }
            },
        ),
        "cards": {
            "description": "The facts of every bird card the view shows, by id.",
            "type": "object",
            "patternProperties": {"^[0-9]+$": _ref("bird_facts")},
            "additionalProperties": False,
        },
        "bonus_cards": {
            "description": "The facts of every bonus card the view shows, by id.",
            "type": "object",
            "patternProperties": {"^[0-9]+$": _ref("bonus_facts")},
            "additionalProperties": False,
        },
        **{str(v.VIEW_KEY): {"anyOf": [_ref(str(v.VIEW_KEY)), {"type": "null"}]} for v in modes},
    }
    return {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "title": "wingspan-rules web view",
        "description": (
            f"One player's view of a game as wingspan_rules.observation_json returns it, format "
            f"{VIEW_FORMAT}. Generated from the declarations by wingspan_rules.schemas.view; "
            "do not edit by hand."
        ),
        **_obj(properties),
        "$defs": dict(sorted(defs.items())),
    }


def render() -> str:
    """The text of ``view.schema.json``."""
    return json.dumps(view_schema(), indent=2) + "\n"


def main(argv: list[str] | None = None) -> int:
    """``python -m wingspan_rules.schemas.view [--check]``."""
    return write_or_check(PATH, render(), "wingspan_rules.schemas.view", argv)


if __name__ == "__main__":
    sys.exit(main())
