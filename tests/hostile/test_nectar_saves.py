"""Saved games from strangers with nectar in a wrong place (rules-expansions 9.2.3): refused
with ``SavedGameError``; an honest Oceania save with nectar everywhere it may be loads."""

from __future__ import annotations

import json
from collections.abc import Iterator

import pytest

import wingspan_rules as ws
from wingspan_rules.expansions.oceania import nectar
from wingspan_rules.state.enums import HABITATS, Food

from .limits import time_limit
from .saves import played_save, refused_save

BASE = ws.bundled_rules(ws.GameConfig(players=2))
OCEANIA = ws.bundled_rules(ws.GameConfig(players=2, sets=("core", "oceania")))
NECTAR = Food.NECTAR.value


@pytest.fixture(autouse=True)
def _limited() -> Iterator[None]:
    with time_limit(30):
        yield


def test_nectar_in_a_base_game_supply_is_refused():
    doc = played_save(BASE, 1, 30)
    food = doc["state"]["players"][0]["food"]
    food[NECTAR] = 1
    assert refused_save(doc, BASE)


def test_a_spent_nectar_space_in_a_base_game_is_refused():
    doc = played_save(BASE, 2, 30)
    doc["state"]["players"][1]["zones"] = [[nectar.SPENT[0], [0, 1]]]
    assert "zone" in refused_save(doc, BASE)


def test_negative_nectar_in_an_oceania_supply_is_refused():
    doc = played_save(OCEANIA, 3, 30)
    doc["state"]["players"][0]["food"][NECTAR] = -1
    assert refused_save(doc, OCEANIA)


def test_a_spent_space_holding_a_token_twice_is_refused():
    doc = played_save(OCEANIA, 4, 30)
    doc["state"]["players"][0]["zones"] = [[nectar.SPENT[1], [0, 0]]]
    assert "zone" in refused_save(doc, OCEANIA)


def test_a_spent_space_of_no_habitat_is_refused():
    doc = played_save(OCEANIA, 5, 30)
    doc["state"]["players"][0]["zones"] = [["oceania-nectar-ocean", [0]]]
    assert "zone" in refused_save(doc, OCEANIA)


def test_an_honest_save_with_spent_nectar_loads():
    rules = OCEANIA
    for seed in range(40):
        doc = played_save(rules, seed, 60)
        if any(p.get("zones") for p in doc["state"]["players"]):
            state = ws.from_json(json.dumps(doc), rules)
            assert any(nectar.spent(p, h) for p in state.players for h in HABITATS)
            return
    raise AssertionError("no random game spent nectar")


def test_nectar_cached_on_a_bird_of_a_base_game_is_refused():
    for seed in range(40):
        doc = played_save(BASE, seed, 80)
        for player in doc["state"]["players"]:
            for row in player["mat"]:
                if row:
                    cached = list(row[0].get("cached", [0] * 6))
                    cached[NECTAR] = 1
                    row[0]["cached"] = cached
                    assert "food of no supply" in refused_save(doc, BASE)
                    return
    raise AssertionError("no random game played a bird")
