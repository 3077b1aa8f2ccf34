"""Every fact of every core bird, checked against the reference data (rules reference 12)."""

from __future__ import annotations

import re

import pytest

from wingspan_rules import effects as fx
from wingspan_rules.enums import Food, Habitat, Nest, Timing
from wingspan_rules.language import load_cards

from .reference import core_birds, data_params

BEAK = {
    "L": fx.Beak.LEFT,
    "R": fx.Beak.RIGHT,
    "N": fx.Beak.NEITHER,
    "LR": fx.Beak.BOTH,
    "LL": fx.Beak.LEFT,
}
TIMING = {
    "brown": Timing.WHEN_ACTIVATED,
    "white": Timing.WHEN_PLAYED,
    "pink": Timing.ONCE_BETWEEN_TURNS,
    None: None,
}
NAME_TAGS = ("Anatomist", "Cartographer", "Historian", "Photographer")
#: Rulings that override the printed value (rules reference 5.3 and 10.3 #26).
POINTS_RULINGS = {"Spotted Sandpiper": 5}


@pytest.fixture(scope="module")
def cards():
    return load_cards()


@pytest.mark.shared
def test_the_core_set_has_all_180_birds(cards):
    assert sorted(b.name for b in cards.birds) == sorted(b["name"] for b in core_birds())
    assert sum(b.swift_start for b in cards.birds) == 10
    assert all(b.set == "core" for b in cards.birds)


@pytest.mark.shared
@pytest.mark.parametrize("ref", data_params(core_birds), ids=lambda b: b["name"])
def test_bird_facts_match_the_reference(cards, ref):
    bird = cards.bird(ref["name"])
    assert bird.name == ref["name"]
    assert bird.scientific_name == ref["scientific_name"]
    assert bird.swift_start == ref["swift_start"]
    assert bird.habitats == tuple(Habitat.from_label(h) for h in ref["habitats"])
    _check_cost(bird.cost, ref["food_cost"])
    assert bird.points == POINTS_RULINGS.get(bird.name, ref["victory_points"])
    nest = "star" if ref["nest_type"] == "wild" else ref["nest_type"]
    assert bird.nest is Nest.from_label(nest)
    assert bird.egg_limit == ref["egg_limit"]
    assert bird.wingspan == ref["wingspan_cm"]
    assert bird.beak is BEAK[ref["beak_direction"]]
    assert bird.tags == tuple(t.lower() for t in NAME_TAGS if t in ref["bonus_card_categories"])
    assert bird.predator == ref["predator"]
    assert bird.flocking == ref["flocking"]
    assert bird.draws_bonus_cards == ref["bonus_card_power"]
    assert bird.timing is TIMING[ref["power_color"]]


def _check_cost(cost: fx.FoodCost, ref: dict) -> None:
    foods = sorted(Food.from_label(f) for f in ref["foods"])
    if ref["mode"] == "none":
        assert cost.is_free
    elif ref["mode"] == "or":
        assert cost.one_of and sorted(cost.foods) == foods and cost.wild == 0
    else:
        assert not cost.one_of and sorted(cost.foods) == foods and cost.wild == ref["wild"]
    assert cost.total == ref["total"]


def test_spotted_sandpiper_is_worth_5(cards):
    assert cards.bird("Spotted Sandpiper").points == 5


# ------------------------------------------------------------------------------ power parameters

_ICON = re.compile(r"\[(\w+)\]")


def _mentioned(power: fx.Power) -> set[str]:
    """Food, habitat and nest words used by a compiled power's effects and trigger."""
    found: set[str] = set()

    def visit(value) -> None:
        if isinstance(value, Food | Habitat | Nest):
            found.add(value.label)
        elif isinstance(value, tuple):
            for item in value:
                visit(item)
        elif hasattr(type(value), "__attrs_attrs__"):
            for field in type(value).__attrs_attrs__:
                visit(getattr(value, field.name))

    visit(power.effects)
    visit(power.trigger)
    return found


@pytest.mark.shared
@pytest.mark.parametrize(
    "ref",
    data_params(lambda: [b for b in core_birds() if b["power_text"]]),
    ids=lambda b: b["name"],
)
def test_power_parameters_match_the_printed_icons(cards, ref):
    """The foods, habitats and nests of each power are those its card shows as icons."""
    power = cards.bird(ref["name"]).power
    icons = set(_ICON.findall(ref["power_text"]))
    icons &= {f.label for f in Food} | {h.label for h in Habitat} | {n.label for n in Nest}
    assert _mentioned(power) == icons
    thresholds = [int(n) for n in re.findall(r"(\d+)\s*cm", ref["power_text"])]
    revealed = [
        e.test.cm
        for e in fx.walk_effects(power.effects)
        if isinstance(e, fx.Hunt | fx.If) and isinstance(e.test, fx.RevealedWingspanBelow)
    ]
    assert revealed == thresholds
