"""The Americas goal tiles that count no hummingbird (rules-expansions 9.5.11): birds worth even
or odd points, different point values and the total of egg limits (its blue side one point per
5, U14), and the Automa's base values against the reference data. Named after the section."""

from __future__ import annotations

import json
from pathlib import Path
from typing import ClassVar

import attrs
import pytest

import wingspan_rules as ws
from wingspan_rules.engine.scoring import board_counts, round_goal_counts
from wingspan_rules.expansions.americas.others import TotalEggLimits, egg_limit_rounding, per_five
from wingspan_rules.state.model import GameConfig, GoalBoard
from wingspan_rules.state.modes import ExpansionOptions
from wingspan_rules.testing import Scenario
from wingspan_rules.variants.automa.deck import GOAL_VALUES

SETS = ("core", "americas")
REFERENCE = Path("/work/shared/reference/goals.json")


@pytest.fixture(scope="module")
def cards():
    return ws.load_cards(sets=SETS)


def _count(cards, side: str, **rows) -> int:
    """Player 0's count for the goal side ``side`` in round 1, with the birds of ``rows``."""
    s = Scenario(players=2, cards=cards, sets=SETS).goal(1, side)
    for habitat, birds in rows.items():
        s.player(0).birds(habitat, *birds)
    return round_goal_counts(s.build(), cards, 1)[0]


#: Mallard 0 points (egg limit 4), Killdeer 1 (3), Red-Winged Blackbird 2 (3), Blue Jay 3 (2),
#: Canada Goose 3 (3), Barn Owl 5 (4).
BOARD = {
    "wetland": ("Mallard", "Killdeer"),
    "grassland": ("Red-Winged Blackbird", "Canada Goose"),
    "forest": ("Blue Jay", "Barn Owl"),
}


def test_9_5_11_the_two_tiles_of_birds_pair_their_sides(cards):
    """The two Americas tiles that count no hummingbird (goals.wsp; the hummingbird tiles are
    goals-hummingbirds.wsp's)."""
    americas = [
        t for t in cards.goal_tiles if t.set == "americas" and "ummingbird" not in t.sides[0].name
    ]
    assert [tuple(s.name for s in t.sides) for t in americas] == [
        ("Birds worth even points", "Birds worth odd points"),
        ("Different point values on birds", "Total of egg limits"),
    ]


def test_9_5_11_birds_worth_even_points_zero_is_even(cards):
    assert _count(cards, "Birds worth even points", **BOARD) == 2  # Mallard 0, Blackbird 2
    assert _count(cards, "Birds worth even points", wetland=("Mallard",)) == 1


def test_9_5_11_birds_worth_odd_points(cards):
    assert _count(cards, "Birds worth odd points", **BOARD) == 4  # 1, 3, 3, 5


def test_9_5_11_different_point_values_count_each_value_once(cards):
    # 0, 1, 2, 3 (twice) and 5: five values
    assert _count(cards, "Different point values on birds", **BOARD) == 5
    assert _count(cards, "Different point values on birds", forest=("Blue Jay",)) == 1
    assert _count(cards, "Different point values on birds") == 0


def test_9_5_11_total_of_egg_limits_adds_the_printed_limits(cards):
    # 4 + 3 + 3 + 3 + 2 + 4: eggs laid change nothing
    assert _count(cards, "Total of egg limits", **BOARD) == 19
    s = Scenario(players=2, cards=cards, sets=SETS).goal(1, "Total of egg limits")
    s.player(0).bird("wetland", "Mallard", eggs=3)
    assert round_goal_counts(s.build(), cards, 1)[0] == 4


def test_9_5_11_green_board_ranks_the_raw_totals(cards):
    s = Scenario(players=2, cards=cards, sets=SETS).goal(1, "Total of egg limits")
    for habitat, birds in BOARD.items():
        s.player(0).birds(habitat, *birds)
    s.player(1).birds("forest", "Common Raven")  # 2
    assert s.score_round() == (4, 1)  # first and second place of round 1


def test_9_5_11_blue_board_one_point_per_5_egg_limits_rounded_down(cards):
    s = Scenario(players=2, cards=cards, sets=SETS, goal_board=GoalBoard.BLUE)
    s.goal(1, "Total of egg limits")
    for habitat, birds in BOARD.items():
        s.player(0).birds(habitat, *birds)  # 19 egg limits: 3 points
    s.player(1).birds("wetland", "Hooded Merganser", "Common Raven")  # 4 + 2: 1 point
    assert s.score_round() == (3, 1)


def test_9_5_11_blue_board_other_sides_still_score_one_per_item(cards):
    s = Scenario(players=2, cards=cards, sets=SETS, goal_board=GoalBoard.BLUE)
    s.goal(1, "Birds worth odd points")
    for habitat, birds in BOARD.items():
        s.player(0).birds(habitat, *birds)
    assert s.score_round() == (4, 0)


def test_u14_rounding_of_the_blue_total_each_reading():
    assert [per_five(n, "down") for n in (0, 4, 5, 12, 13)] == [0, 0, 1, 2, 2]
    assert [per_five(n, "up") for n in (0, 4, 5, 12, 13)] == [0, 1, 1, 3, 3]
    assert [per_five(n, "nearest") for n in (0, 2, 3, 12, 13)] == [0, 0, 1, 2, 3]


def test_u14_the_default_reading_is_round_down():
    config = GameConfig(players=2, sets=SETS, goal_board=GoalBoard.BLUE)
    assert egg_limit_rounding(config) == "down"
    assert board_counts(TotalEggLimits(), (24, 25, 9), config) == (4, 5, 1)
    green = GameConfig(players=2, sets=SETS)
    assert board_counts(TotalEggLimits(), (24, 25, 9), green) == (24, 25, 9)


@attrs.frozen
class _AmericasLikeOptions(ExpansionOptions):
    """A stand-in for the Americas options (``AmericasOptions``, the hummingbird subsystem's)
    carrying the U14 field: the hook reads the field wherever the configuration keeps it."""

    TAG: ClassVar[str] = "americas-rounding-test"
    egg_limit_goal_rounding: str = "down"


@pytest.mark.parametrize(("reading", "points"), [("down", (4, 5, 1)), ("up", (5, 5, 2))])
def test_u14_the_option_of_the_americas_options_is_read_both_readings(reading, points):
    options = (_AmericasLikeOptions(reading),)
    config = GameConfig(players=2, sets=SETS, goal_board=GoalBoard.BLUE, expansions=options)
    assert egg_limit_rounding(config) == reading
    assert board_counts(TotalEggLimits(), (24, 25, 9), config) == points


def _reference_sides() -> dict[str, dict]:
    goals = json.loads(REFERENCE.read_text("utf-8"))
    return {g["goal"]: g for g in goals if g["set"] == "americas"}


@pytest.mark.shared
def test_9_5_11_the_automa_base_values_are_the_references(cards):
    names = {
        "Birds worth even points": "Birds worth EVEN points (0, 2, 4, 6, 8)",
        "Birds worth odd points": "Birds worth ODD points (1, 3, 5, 7, 9)",
        "Different point values on birds": "Different point values on birds",
        "Total of egg limits": "Total of egg limits (blue side: ÷ 5)",
    }
    refs = _reference_sides()
    for side, ref in names.items():
        values = tuple(refs[ref]["round_values"][str(r)] for r in (1, 2, 3, 4))
        assert GOAL_VALUES[side.casefold()].values == values, side
    sides = {s.name for t in cards.goal_tiles if t.set == "americas" for s in t.sides}
    assert set(names) == {name for name in sides if "ummingbird" not in name}
