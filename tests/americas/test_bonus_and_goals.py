"""The Americas bonus cards and hummingbird goal tiles (rules-expansions 9.5.10, 9.5.11, U13),
scored off the hummingbird tracker; their Automa goal values."""

from __future__ import annotations

import pytest

from americas.test_hummingbirds import SETS, _board, _scenario
from wingspan_rules import load_cards
from wingspan_rules.effects.hummingbird_cards import Group
from wingspan_rules.engine.scoring import bonus_points
from wingspan_rules.expansions.americas import components as hb
from wingspan_rules.variants.automa.deck import GOAL_VALUES


@pytest.fixture(scope="module")
def cards():
    return load_cards(sets=SETS)


def _player(cards, **levels: int):
    s = _scenario(cards)
    board = _board(s, levels={(0, Group[g.upper()]): n for g, n in levels.items()})
    return board.state.players[0]


def _bonus(cards, name: str, **levels: int) -> int:
    return bonus_points(_player(cards, **levels), cards, cards.bonus_id(name))


@pytest.mark.parametrize(
    ("level", "points"), [(0, 0), (4, 3), (5, 3), (6, 4), (7, 4), (8, 6), (3, 0)]
)
def test_9_5_10_apiarist_scores_the_bee_markers_value_band(cards, level, points):
    # levels 0-8 are worth -3, 0, 1, 2, 3, 4, 6, 8, 10
    assert _bonus(cards, "Apiarist", bee=level) == points


def test_9_5_10_each_specialist_reads_its_own_group(cards):
    for name, group in (
        ("Brilliant Specialist", "brilliant"),
        ("Emerald Specialist", "emerald"),
        ("Mango Specialist", "mango"),
        ("Topaz Specialist", "topaz"),
    ):
        assert _bonus(cards, name, **{group: 8}) == 6
        assert _bonus(cards, name, bee=8) == 0


def test_9_5_10_ecolodge_owner_scores_a_small_gap_between_markers(cards):
    assert _bonus(cards, "Ecolodge Owner") == 6  # all on START: gap 0
    even = dict(bee=4, brilliant=4, emerald=5, mango=5, topaz=4)  # 3, 3, 4, 4, 3: gap 1
    assert _bonus(cards, "Ecolodge Owner", **even) == 6
    assert _bonus(cards, "Ecolodge Owner", bee=1, brilliant=1, emerald=1, mango=1, topaz=0) == 3
    assert _bonus(cards, "Ecolodge Owner", bee=8) == 0  # 10 against -3


def test_9_5_10_hummingbird_gardener_scores_markers_worth_4_or_more(cards):
    assert _bonus(cards, "Hummingbird Gardener", bee=5, mango=8, topaz=4) == 4


def test_9_5_10_hummingbird_counter_scores_the_bonus_spaces_reached(cards):
    player = _player(cards)
    import attrs

    reached = attrs.evolve(player, zones=hb.with_zone(player.zones, hb.REACHED, (4, 8, 13)))
    assert bonus_points(reached, cards, cards.bonus_id("Hummingbird Counter")) == 3


def test_u13_the_group_goal_counts_its_marker_and_the_points_goal_all_five(cards):
    sides = {side.name: side for side in cards.goal_sides}
    player = _player(cards, mango=8, bee=6)  # 10 and 6; the others -3
    assert sides["Mango hummingbirds"].measure.count(player, cards, goal=True) == 10
    assert sides["Hummingbird Points"].measure.count(player, cards, goal=True) == 7
    assert sides["Emerald hummingbirds"].measure.count(player, cards, goal=True) == 0  # not -3


def test_9_5_11_the_automa_has_values_for_every_hummingbird_goal(cards):
    assert GOAL_VALUES["hummingbird points"].values == (-1, 4, 11, 18)
    for group in ("Bee", "Brilliant", "Emerald", "Mango", "Topaz"):
        assert GOAL_VALUES[f"{group.lower()} hummingbirds"].values == (1, 3, 4, 5)
