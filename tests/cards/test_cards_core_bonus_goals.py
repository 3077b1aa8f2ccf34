"""Core bonus cards (rules reference 5.3) and goal tiles (4.4) against the reference data."""

from __future__ import annotations

import re

import pytest

from wingspan_rules import effects as fx
from wingspan_rules.language import load_cards
from wingspan_rules.state.enums import Habitat, Nest

from .reference import core_birds, core_bonus_cards, core_goals

OPEN = None
#: Rules reference 5.3, with its rulings: Backyard Birder 7+ -> 6, Photographer 4-5 -> 3 and
#: 6+ -> 6, Anatomist 4+ -> 7, Forester 5 -> 8. (min, max, points) or points per item.
TIERS = {
    "Anatomist": [(2, 3, 3), (4, OPEN, 7)],
    "Backyard Birder": [(5, 6, 3), (7, OPEN, 6)],
    "Bird Counter": 2,
    "Bird Feeder": [(5, 7, 3), (8, OPEN, 7)],
    "Breeding Manager": 1,
    "Cartographer": [(2, 3, 3), (4, OPEN, 7)],
    "Ecologist": 2,
    "Enclosure Builder": [(4, 5, 4), (6, OPEN, 7)],
    "Falconer": 2,
    "Fishery Manager": [(2, 3, 3), (4, OPEN, 8)],
    "Food Web Expert": 2,
    "Forester": [(3, 4, 4), (5, 5, 8)],
    "Historian": 2,
    "Large Bird Specialist": [(4, 5, 3), (6, OPEN, 6)],
    "Nest Box Builder": [(4, 5, 4), (6, OPEN, 7)],
    "Omnivore Specialist": 2,
    "Oologist": [(7, 8, 3), (9, OPEN, 6)],
    "Passerine Specialist": [(4, 5, 3), (6, OPEN, 6)],
    "Photographer": [(4, 5, 3), (6, OPEN, 6)],
    "Platform Builder": [(4, 5, 4), (6, OPEN, 7)],
    "Prairie Manager": [(2, 3, 3), (4, OPEN, 8)],
    "Rodentologist": 2,
    "Visionary Leader": [(5, 7, 4), (8, OPEN, 7)],
    "Viticulturalist": [(2, 3, 3), (4, OPEN, 7)],
    "Wetland Scientist": [(3, 4, 3), (5, 5, 7)],
    "Wildlife Gardener": [(4, 5, 4), (6, OPEN, 7)],
}
#: Where the rulings above differ from bonus_cards.json's ``vp`` field.
DISPUTED = {"Backyard Birder", "Photographer"}
#: The bird flag column of birds.json listing the birds a card counts, where it differs.
FLAG_COLUMN = {"Omnivore Specialist": "Omnivore Expert"}
MAT_DEPENDENT = {"Breeding Manager", "Ecologist", "Oologist", "Visionary Leader"}


@pytest.fixture(scope="module")
def cards():
    return load_cards()


def _scoring(expected):
    if isinstance(expected, int):
        return fx.PerItemScoring(expected)
    return fx.TierScoring(tuple(fx.Tier(*t) for t in expected))


def test_the_26_official_core_bonus_cards(cards):
    assert sorted(c.name for c in cards.bonus_cards) == sorted(TIERS)
    assert sorted(c["name"] for c in core_bonus_cards()) == sorted(TIERS)


@pytest.mark.parametrize("name", sorted(TIERS))
def test_bonus_scoring_follows_the_rules_reference(cards, name):
    card = cards.bonus(name)
    assert card.scoring == _scoring(TIERS[name])
    assert card.set == "core"


@pytest.mark.parametrize("name", sorted(TIERS))
def test_bonus_scoring_and_automa_match_the_data(cards, name):
    ref = next(c for c in core_bonus_cards() if c["name"] == name)
    card = cards.bonus(name)
    assert card.automa == ref["automa"]
    if name in DISPUTED:
        return
    scoring = ref["scoring"]
    if scoring["kind"] == "per_item":
        assert card.scoring == fx.PerItemScoring(scoring["points"])
    else:
        expected = [(t["min"], t["max"], t["points"]) for t in scoring["tiers"]]
        assert card.scoring == _scoring(expected)


def _qualifies(bird: fx.BirdCard, predicate) -> bool:
    """Card-level predicates (no mat needed), evaluated on a bird card."""
    cost = bird.cost
    match predicate:
        case fx.HasTag(tag):
            return tag in bird.tags
        case fx.PointsAtMost(points):
            return bird.points <= points
        case fx.HasPredatorPower():
            return bird.predator
        case fx.HasFlockingPower():
            return bird.flocking
        case fx.CostMentions(food):
            return cost.mentions(food)
        case fx.CostOnly(food):
            return bool(cost.foods) and not cost.wild and set(cost.foods) == {food}
        case fx.CostHasWild():
            return cost.wild > 0
        case fx.OnlyHabitat(habitat):
            return bird.habitats == (habitat,)
        case fx.WingspanAbove(cm):
            return bird.wingspan is None or bird.wingspan > cm
        case fx.WingspanAtMost(cm):
            return bird.wingspan is None or bird.wingspan <= cm
        case fx.NestIs(nests):
            return any(bird.nest.matches(n) for n in nests)
    raise AssertionError(f"not a card-level predicate: {predicate!r}")


@pytest.mark.parametrize("name", sorted(set(TIERS) - MAT_DEPENDENT))
def test_bonus_card_counts_exactly_the_listed_birds(cards, name):
    """Each card-level bonus card selects the birds the reference data lists for it."""
    card = cards.bonus(name)
    column = FLAG_COLUMN.get(name, name)
    expected = {b["name"] for b in core_birds() if column in b["bonus_card_categories"]}
    counted = {b.name for b in cards.birds if all(_qualifies(b, p) for p in card.measure.where)}
    assert counted == expected


def test_mat_dependent_bonus_cards(cards):
    assert cards.bonus("Breeding Manager").measure == fx.CountBirds((fx.EggsAtLeast(4),))
    assert cards.bonus("Oologist").measure == fx.CountBirds((fx.EggsAtLeast(1),))
    assert cards.bonus("Ecologist").measure == fx.FewestBirdsHabitat()
    assert cards.bonus("Visionary Leader").measure == fx.CountHand()


# ------------------------------------------------------------------------------ goal tiles


def _in(habitat):
    return (fx.InHabitat(habitat),)


def _nest(nest):
    return (fx.NestIs((nest,)),)


#: Rules reference 4.4: the two sides of each tile, and the goals.json text of each side.
GOAL_PAIRS = (
    [
        (
            (fx.CountBirds(_in(h)), f"[bird] in [{h.label}]"),
            (fx.CountEggs(_in(h)), f"[egg] in [{h.label}]"),
        )
        for h in Habitat
    ]
    + [
        (
            (fx.CountBirds((*_nest(n), fx.EggsAtLeast(1))), f"[{n.label}] [bird] with [egg]"),
            (fx.CountEggs(_nest(n)), f"[egg] in [{n.label}]"),
        )
        for n in (Nest.BOWL, Nest.CAVITY, Nest.GROUND, Nest.PLATFORM)
    ]
    + [
        (
            (fx.CountBirds(), "total [bird]"),
            (fx.EggSets(), "sets of [egg][egg][egg] in [wetland][grassland][forest]"),
        )
    ]
)


def test_goal_tiles_pair_the_rules_reference_sides(cards):
    tiles = [tuple(side.measure for side in tile.sides) for tile in cards.goal_tiles]
    assert tiles == [(a[0], b[0]) for a, b in GOAL_PAIRS]
    assert all(tile.set == "core" for tile in cards.goal_tiles)


def test_goal_pairs_match_the_data():
    pairs = {frozenset((a[1], b[1])) for a, b in GOAL_PAIRS}
    goals = core_goals()
    texts = {g["goal"] for g in goals}
    assert {t for pair in pairs for t in pair} == texts
    for goal in goals:
        if goal["goal"] == "[egg] in [platform]":
            continue  # the source's reverse_side has a typo here (reference README)
        assert frozenset((goal["goal"], _bracket_habitats(goal["reverse_side"]))) in pairs


def _bracket_habitats(text: str) -> str:
    """Some reverse sides write "in forest" where the side itself writes "in [forest]"."""
    return re.sub(r"in (forest|grassland|wetland)$", r"in [\1]", text)
