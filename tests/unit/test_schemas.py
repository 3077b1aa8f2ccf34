"""The JSON Schema of ``wingspan cards --json`` (src/wingspan_rules/schemas/cards.schema.json)."""

from __future__ import annotations

import copy
import json

import pytest
from jsonschema import Draft202012Validator

from wingspan_rules.language import commands, load_cards
from wingspan_rules.language.to_json import SCHEMA_VERSION, card_set_to_json
from wingspan_rules.schemas import load_schema


@pytest.fixture(scope="module")
def schema() -> dict:
    return load_schema("cards")


@pytest.fixture(scope="module")
def validator(schema) -> Draft202012Validator:
    return Draft202012Validator(schema)


@pytest.fixture(scope="module")
def document() -> dict:
    return card_set_to_json(load_cards())


def errors(validator, doc) -> list[str]:
    return [
        f"{'/'.join(map(str, e.absolute_path))}: {e.message}" for e in validator.iter_errors(doc)
    ]


def test_the_schema_is_a_valid_2020_12_schema(schema):
    Draft202012Validator.check_schema(schema)
    assert schema["$schema"] == "https://json-schema.org/draft/2020-12/schema"
    assert schema["properties"]["schema"]["const"] == SCHEMA_VERSION


def test_the_core_set_matches_the_schema(validator, document):
    assert len(document["birds"]) == 180
    assert errors(validator, document) == []


def test_the_printed_output_matches_the_schema(validator, capsys):
    assert commands.cards_json() == 0
    assert errors(validator, json.loads(capsys.readouterr().out)) == []


def _bird(doc, name):
    return next(b for b in doc["birds"] if b["name"] == name)


def _with_power(doc):
    return next(b for b in doc["birds"] if b["power"] is not None)


def _and_cost(doc):
    return next(b for b in doc["birds"] if b["food"]["mode"] == "and" and b["food"]["foods"])


def _set(path, value):
    def mutate(doc):
        *parents, last = path
        target = doc
        for key in parents:
            target = target[key]
        target[last] = value

    return mutate


def _delete(path):
    def mutate(doc):
        *parents, last = path
        target = doc
        for key in parents:
            target = target[key]
        del target[last]

    return mutate


MUTATIONS = {
    "missing top-level key": _delete(["card_set"]),
    "missing bird key": _delete(["birds", 0, "nest"]),
    "missing power key": lambda d: _with_power(d)["power"].pop("colour"),
    "missing bonus card key": _delete(["bonus_cards", 0, "automa"]),
    "missing goal side key": _delete(["goal_sides", 0, "tile"]),
    "unknown top-level key": _set(["extra"], 1),
    "unknown bird key": _set(["birds", 0, "colour"], "brown"),
    "unknown flag": _set(["birds", 0, "flags", "nocturnal"], True),
    "another schema version": _set(["schema"], 2),
    "not a fingerprint": _set(["card_set"], "core"),
    "unknown food": lambda d: _and_cost(d)["food"]["foods"].__setitem__(0, "gold"),
    "unknown food mode": _set(["birds", 0, "food", "mode"], "any"),
    "free cost with a food": lambda d: d["birds"][0]["food"].update(
        mode="free", foods=["seed"], wild=0
    ),
    "or cost with a wild food": lambda d: d["birds"][0]["food"].update(
        mode="or", foods=["seed", "fish"], wild=1
    ),
    "and cost paying nothing": lambda d: d["birds"][0]["food"].update(mode="and", foods=[], wild=0),
    "unknown habitat": _set(["birds", 0, "habitats"], ["desert"]),
    "habitats out of order": _set(["birds", 0, "habitats"], ["wetland", "forest"]),
    "habitat listed twice": _set(["birds", 0, "habitats"], ["forest", "forest"]),
    "no habitat": _set(["birds", 0, "habitats"], []),
    "unknown nest": _set(["birds", 0, "nest"], "burrow"),
    "eggs without a nest": lambda d: d["birds"][0].update(nest="none", egg_limit=2),
    "unknown beak": _set(["birds", 0, "beak"], "up"),
    "points as a string": _set(["birds", 0, "points"], "3"),
    "points as a boolean": _set(["birds", 0, "points"], True),
    "negative egg limit": _set(["birds", 0, "egg_limit"], -1),
    "wingspan as a float": _set(["birds", 0, "wingspan"], 30.5),
    "wingspan of zero": _set(["birds", 0, "wingspan"], 0),
    "swift_start as an integer": _set(["birds", 0, "swift_start"], 1),
    "tag in upper case": _set(["birds", 0, "tags"], ["Anatomist"]),
    "tag listed twice": _set(["birds", 0, "tags"], ["anatomist", "anatomist"]),
    "unknown timing": lambda d: _with_power(d)["power"].update(timing="at_night"),
    "timing of another colour": lambda d: _with_power(d)["power"].update(
        timing="when_played", colour="brown"
    ),
    "power as a string": _set(["birds", 0, "power"], "brown"),
    "birds as an object": _set(["birds"], {}),
    "negative id": _set(["bonus_cards", 0, "id"], -1),
    "automa as a string": _set(["bonus_cards", 0, "automa"], "yes"),
    "empty goal description": _set(["goal_sides", 0, "description"], ""),
}


@pytest.fixture(scope="module")
def small(validator, document) -> dict:
    """A few cards of each kind (validating the whole set for every mutation is slow)."""
    doc = {**document, "birds": document["birds"][:10]}
    doc.update(bonus_cards=document["bonus_cards"][:2], goal_sides=document["goal_sides"][:2])
    assert errors(validator, doc) == []
    return doc


@pytest.mark.parametrize("mutate", MUTATIONS.values(), ids=MUTATIONS.keys())
def test_the_schema_rejects_a_broken_document(validator, small, mutate):
    broken = copy.deepcopy(small)
    mutate(broken)
    assert errors(validator, broken)


def test_the_schema_accepts_the_other_documented_values(validator, small):
    """Values the core set does not use but the format allows (docs/language.md, section 9)."""
    doc = copy.deepcopy(small)
    bird = doc["birds"][0]
    bird.update(nest="none", egg_limit=0, wingspan=None, beak="both", tags=["anatomist"])
    bird["food"] = {"mode": "and", "foods": ["nectar", "nectar"], "wild": 1}
    bird["power"] = {"timing": "game_end", "colour": "yellow", "description": "Score 1 point."}
    doc["birds"][1]["food"] = {"mode": "or", "foods": ["seed", "fruit"], "wild": 0}
    doc["birds"][2]["food"] = {"mode": "free", "foods": [], "wild": 0}
    doc["birds"][3]["food"] = {"mode": "and", "foods": [], "wild": 2}
    doc["birds"][4]["power"] = None
    assert errors(validator, doc) == []


def test_the_shipped_schema_is_generated_from_the_declared_card_facts():
    from wingspan_rules.effects.cards import declared_facts
    from wingspan_rules.schemas.cards import cards_schema, main

    assert main(["--check"]) == 0, (
        "cards.schema.json is stale: python -m wingspan_rules.schemas.cards"
    )
    assert load_schema("cards") == cards_schema()
    for kind, name in (("bird", "bird"), ("bonus", "bonus_card")):
        card = cards_schema()["$defs"][name]
        for fact in declared_facts(kind):
            assert (fact.name in card["properties"]) == fact.in_json
            assert (fact.name in card["required"]) == fact.in_json
