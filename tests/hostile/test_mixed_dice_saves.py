"""Saved games from strangers with the kinds of a table's dice wrong (Flock with Oceania,
rules-expansions 9.2.13: 2 nectar and 3 base dice per birdfeeder): refused with
``SavedGameError``; honest saves of those games, and saves of every other game without
kinds, load."""

from __future__ import annotations

import json
from collections.abc import Iterator

import pytest

import wingspan_rules as ws
from wingspan_rules.variants import FlockOptions

from .limits import time_limit
from .saves import played_save, refused_save

MIXED = ws.bundled_rules(ws.GameConfig(players=6, sets=("core", "oceania"), mode=FlockOptions()))
PLAIN = ws.bundled_rules(ws.GameConfig(players=2, sets=("core", "oceania")))


@pytest.fixture(autouse=True)
def _limited() -> Iterator[None]:
    with time_limit(30):
        yield


def _played(rules: ws.Rules, seed: int, steps: int) -> dict:
    return played_save(rules, seed, steps, any_player=True)


def test_an_honest_mixed_save_loads():
    for seed in range(3):
        text = json.dumps(_played(MIXED, seed, 60))
        assert json.loads(ws.to_json(ws.from_json(text, MIXED))) == json.loads(text)


def test_a_kinds_tuple_shorter_than_the_feeder_is_refused():
    doc = _played(MIXED, 1, 20)
    table = doc["state"]["tables"][0]
    table["feeder_kinds"] = table["feeder_kinds"][1:]
    assert "kind" in refused_save(doc, MIXED)


def test_kinds_outside_the_feeder_without_dice_there_are_refused():
    doc = _played(MIXED, 2, 0)
    table = doc["state"]["tables"][1]
    table["outside_kinds"] = ["base"]
    assert "kind" in refused_save(doc, MIXED)


def test_an_unknown_kind_of_die_is_refused():
    doc = _played(MIXED, 3, 0)
    doc["state"]["tables"][0]["feeder_kinds"][0] = "golden"
    assert "kind" in refused_save(doc, MIXED)


def test_three_nectar_dice_are_refused():
    doc = _played(MIXED, 4, 0)
    table = doc["state"]["tables"][0]
    table["feeder"] = ["invertebrate", "invertebrate", "invertebrate", "fish", "fish"]
    table["feeder_kinds"] = ["nectar", "nectar", "nectar", "base", "base"]
    assert "kind" in refused_save(doc, MIXED)


def test_a_nectar_face_on_a_base_die_is_refused():
    doc = _played(MIXED, 5, 0)
    table = doc["state"]["tables"][0]
    table["feeder"] = ["seed_nectar", "fish", "fish", "fish", "fish"]
    table["feeder_kinds"] = ["base", "base", "base", "nectar", "nectar"]
    assert "does not have" in refused_save(doc, MIXED)


def test_kinds_in_a_game_of_one_kind_of_die_are_refused():
    doc = _played(PLAIN, 6, 10)
    table = doc["state"]["tables"][0]
    table["feeder_kinds"] = ["nectar"] * len(table["feeder"])
    table["outside_kinds"] = ["nectar"] * len(table["outside"])
    assert "kind" in refused_save(doc, PLAIN)


def test_kinds_that_are_not_strings_are_refused():
    doc = _played(MIXED, 7, 0)
    doc["state"]["tables"][0]["feeder_kinds"] = [1, 2, 3, 4, 5]
    refused_save(doc, MIXED)
