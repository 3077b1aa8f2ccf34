"""Every fact of every core bird, checked against the reference data (rules reference 12)."""

from __future__ import annotations

import pytest

from wingspan_rules.language import load_cards

from .facts import check_bird_facts, check_power_icons
from .reference import core_birds, data_params


@pytest.fixture(scope="module")
def cards():
    return load_cards()


def test_the_core_set_has_all_180_birds(cards):
    assert sorted(b.name for b in cards.birds) == sorted(b["name"] for b in core_birds())
    assert sum(b.swift_start for b in cards.birds) == 10
    assert all(b.set == "core" for b in cards.birds)


@pytest.mark.parametrize("ref", data_params(core_birds), ids=lambda b: b["name"])
def test_bird_facts_match_the_reference(cards, ref):
    check_bird_facts(cards.bird(ref["name"]), ref)


def test_spotted_sandpiper_is_worth_5(cards):
    assert cards.bird("Spotted Sandpiper").points == 5


# ------------------------------------------------------------------------------ power parameters


@pytest.mark.parametrize(
    "ref",
    data_params(lambda: [b for b in core_birds() if b["has_power"]]),
    ids=lambda b: b["name"],
)
def test_power_parameters_match_the_printed_icons(cards, ref):
    """The foods, habitats and nests of each power are those its card shows as icons."""
    check_power_icons(cards.bird(ref["name"]).power, ref)
