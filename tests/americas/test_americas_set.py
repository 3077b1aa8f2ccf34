"""The Americas expansion as a whole: its cards against the reference data, and every card of
the set compiling and running in a game of the core and Americas sets."""

from __future__ import annotations

import json

import pytest
from cards.facts import check_bird_facts, check_power_icons
from cards.reference import data_params, reference_dir, set_birds

import wingspan_rules as ws
from wingspan_rules.state.model import GameConfig

SETS = ("core", "americas")
AMERICAS = "americas"


@pytest.fixture(scope="module")
def americas():
    return ws.load_cards(sets=SETS)


def _americas_birds() -> list[str]:
    return sorted(b.name for b in ws.load_cards(sets=SETS).birds if b.set == AMERICAS)


@pytest.mark.shared
@pytest.mark.parametrize("name", data_params(_americas_birds), ids=str)
def test_americas_bird_facts_match_the_reference(americas, name):
    ref = {b["name"]: b for b in set_birds(AMERICAS)}.get(name)
    assert ref is not None, f"{name} is not an Americas bird of the reference data"
    bird = americas.bird(name)
    check_bird_facts(bird, ref)
    check_power_icons(bird.power, ref)


def test_every_americas_card_compiles_and_runs(americas):
    rules = ws.bundled_rules(GameConfig(players=2, sets=SETS))
    rules.ensure_runnable()
    assert sum(b.set == AMERICAS for b in rules.cards.birds) == len(_americas_birds())


_GROUP_WORDS = {
    "bees & mountaingems": "bee",
    "brilliants & coquettes": "brilliant",
    "emeralds": "emerald",
    "mangoes": "mango",
    "topazes, jacobins, & hermits": "topaz",
}


@pytest.mark.shared
def test_the_40_hummingbird_cards_match_the_reference(americas):
    reference = json.loads((reference_dir() / "hummingbirds.json").read_text())
    assert len(americas.hummingbirds) == len(reference) == 40
    for ref in reference:
        card = americas.hummingbirds[americas.hummingbird_id(ref["name"])]
        assert card.scientific == ref["scientific_name"]
        assert card.group.word == _GROUP_WORDS[ref["group"]]
        assert card.benefit.value == ref["benefit"]
        assert card.beak.value == {"L": "left", "R": "right"}[ref["beak_direction"]]
        assert card.categories == tuple(ref["bonus_card_categories"])


def test_wingspan_check_lists_the_rules_resting_on_an_unconfirmed_reading(capsys):
    from wingspan_rules.tools.checking import check

    assert check(only_sets=("core", "americas")) == 0
    out = capsys.readouterr().out
    for number in range(7, 22):
        assert f"unconfirmed U{number} (americas)" in out
    assert "reads garden_refill='end-of-turn'" in out
    assert "40 hummingbirds" in out
