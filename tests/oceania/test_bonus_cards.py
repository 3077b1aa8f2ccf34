"""The Oceania bonus cards (rules-expansions 9.2.10): what each counts and scores, on boards of
the core and Oceania birds, each test named after its section."""

from __future__ import annotations

import pytest

from wingspan_rules import load_cards
from wingspan_rules.engine.scoring import score_game
from wingspan_rules.state.model import HouseRules
from wingspan_rules.testing import Scenario

SETS = ("core", "oceania")


@pytest.fixture(scope="module")
def cards():
    return load_cards(sets=SETS)


def _bonus(cards, name: str, **rows: tuple[str, ...]) -> int:
    """The points of bonus card ``name`` for player 0 with the birds of ``rows``."""
    s = Scenario(players=2, cards=cards, sets=SETS)
    s.player(0).bonus(name)
    for habitat, birds in rows.items():
        s.player(0).birds(habitat, *birds)
    return score_game(s.build(), cards)[0].bonus


def _wingspans(cards, *names: str) -> list[int | None]:
    return [cards.bird(n).wingspan for n in names]


def test_9_2_10_a_data_analyst_scores_the_longest_rising_or_falling_run(cards):
    # Silvereye 17, Red-Capped Robin 17, Lewin's Honeyeater 29, Count Raggi's 55: rising, equal
    # neighbours allowed
    forest = (
        "Silvereye",
        "Red-Capped Robin",
        "Lewin's Honeyeater",
        "Count Raggi's Bird-of-Paradise",
    )
    spans = _wingspans(cards, *forest)
    assert spans == sorted(spans)
    assert _bonus(cards, "Forest Data Analyst", forest=forest) == 5  # a run of 4


def test_9_2_10_a_falling_run_counts_too_and_a_break_ends_it(cards):
    forest = ("Count Raggi's Bird-of-Paradise", "Lewin's Honeyeater", "Silvereye", "Blue Jay")
    spans = _wingspans(cards, *forest)
    assert spans[0] > spans[1] > spans[2] < spans[3]
    assert _bonus(cards, "Forest Data Analyst", forest=forest) == 3  # a run of 3


def test_9_2_10_a_flightless_bird_continues_any_run(cards):
    forest = ("Count Raggi's Bird-of-Paradise", "Kākāpō", "Silvereye")
    assert _wingspans(cards, *forest)[1] is None
    assert _bonus(cards, "Forest Data Analyst", forest=forest) == 3


def test_9_2_10_two_birds_are_no_run_that_scores(cards):
    assert _bonus(cards, "Wetland Data Analyst", wetland=("Mallard", "Canada Goose")) == 0


def test_9_2_10_mechanical_engineer_counts_sets_of_the_four_nests(cards):
    # bowl (Blue Jay), cavity (Wood Duck), ground (Killdeer), platform (Osprey)
    one = {"forest": ("Blue Jay",), "wetland": ("Wood Duck", "Osprey"), "grassland": ("Killdeer",)}
    assert _bonus(cards, "Mechanical Engineer", **one) == 3


def test_9_2_10_a_star_nest_fills_one_missing_type(cards):
    # no platform: the Red-Backed Fairywren's star nest fills it
    rows = {
        "forest": ("Blue Jay",),
        "wetland": ("Wood Duck",),
        "grassland": ("Killdeer", "Red-Backed Fairywren"),
    }
    assert _bonus(cards, "Mechanical Engineer", **rows) == 3


def test_9_2_10_no_bird_counts_in_two_sets(cards):
    rows = {"forest": ("Blue Jay",), "wetland": ("Wood Duck", "Osprey")}
    assert _bonus(cards, "Mechanical Engineer", **rows) == 0  # no ground nest


def _three_sets() -> dict[str, tuple[str, ...]]:
    """Three birds of each of the four nest types: three complete sets."""
    return {
        # bowl, bowl, bowl, cavity, cavity
        "forest": (
            "Red Crossbill",
            "Cassin's Finch",
            "Cerulean Warbler",
            "Pileated Woodpecker",
            "Red-Cockaded Woodpecker",
        ),
        # cavity, ground, ground, ground, platform
        "grassland": (
            "Eastern Bluebird",
            "Western Meadowlark",
            "Chestnut-Collared Longspur",
            "Greater Prairie-Chicken",
            "Inca Dove",
        ),
        "wetland": ("American Bittern", "Osprey"),  # platform, platform
    }


def test_u34_three_sets_score_as_the_highest_printed_tier(cards):
    rows = _three_sets()
    nests = [cards.bird(b).nest.label for row in rows.values() for b in row]
    assert sorted(nests) == sorted(["bowl", "cavity", "ground", "platform"] * 3)
    assert _bonus(cards, "Mechanical Engineer", **rows) == 8


def test_u34_a_table_gives_three_sets_its_own_points(cards):
    tiers = (("Mechanical Engineer", ((1, 1, 3), (2, 2, 8), (3, None, 12))),)
    s = Scenario(players=2, cards=cards, sets=SETS, house=HouseRules(bonus_tiers=tiers))
    s.player(0).bonus("Mechanical Engineer")
    for habitat, birds in _three_sets().items():
        s.player(0).birds(habitat, *birds)
    assert score_game(s.build(), cards)[0].bonus == 12
