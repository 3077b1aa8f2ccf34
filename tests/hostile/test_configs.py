"""Configurations refused when they are made (``ConfigError``), never a game whose own save is
then refused or whose scoring breaks later."""

from __future__ import annotations

import pytest

import wingspan_rules as ws
from wingspan_rules.state.model import GREEN_POINTS, MAX_POINTS

CARDS = ws.load_cards()
SIDES = [side.name for side in CARDS.goal_sides]


def test_four_copies_of_one_goal_side_are_refused_before_the_game():
    rules = ws.Rules(CARDS, ws.GameConfig(players=2, goals=(SIDES[0],) * 4))
    with pytest.raises(ws.ConfigError, match="4 different tiles"):
        rules.new_game(1)


def test_both_sides_of_one_tile_are_refused():
    goals = (SIDES[0], SIDES[1], SIDES[2], SIDES[4])
    with pytest.raises(ws.ConfigError, match="4 different tiles"):
        ws.Rules(CARDS, ws.GameConfig(players=2, goals=goals)).new_game(1)


def test_an_unknown_goal_side_is_a_config_error():
    goals = ("no such goal", SIDES[2], SIDES[4], SIDES[6])
    with pytest.raises(ws.ConfigError, match="no goal side named"):
        ws.Rules(CARDS, ws.GameConfig(players=2, goals=goals)).new_game(1)


def test_four_chosen_goals_play_and_save():
    goals = (SIDES[0], SIDES[3], SIDES[4], SIDES[7])
    rules = ws.Rules(CARDS, ws.GameConfig(players=2, goals=goals))
    state = rules.new_game(1)
    assert ws.from_json(ws.to_json(state), rules) == state


@pytest.mark.parametrize(
    "green_points",
    [
        GREEN_POINTS[:3],
        GREEN_POINTS + ((1, 1, 1),),
        ((4, 1), *GREEN_POINTS[1:]),
        ((4, 1, 0, 0), *GREEN_POINTS[1:]),
        ((4, 1, -1), *GREEN_POINTS[1:]),
        ((4, 1, MAX_POINTS + 1), *GREEN_POINTS[1:]),
        ((4, 1, True), *GREEN_POINTS[1:]),
        ((4, 1, 0.5), *GREEN_POINTS[1:]),
        ([4, 1, 0], *GREEN_POINTS[1:]),
        "4,1,0",
        None,
    ],
)
def test_malformed_green_points_are_refused(green_points):
    with pytest.raises(ws.ConfigError, match="green_points"):
        ws.HouseRules(green_points=green_points)


@pytest.mark.parametrize(
    "bonus_tiers",
    [
        ("Photographer",),
        (("Photographer", ()),),
        (("", ((4, 5, 3),)),),
        ((3, ((4, 5, 3),)),),
        (("Photographer", ((4, 5),)),),
        (("Photographer", ((4, 3, 3),)),),
        (("Photographer", ((-1, None, 3),)),),
        (("Photographer", ((4, None, MAX_POINTS + 1),)),),
        (("Photographer", ((4, None, "3"),)),),
        (("Photographer", [(4, None, 3)]),),
        [("Photographer", ((4, None, 3),))],
    ],
)
def test_malformed_bonus_tiers_are_refused(bonus_tiers):
    with pytest.raises(ws.ConfigError, match="bonus_tiers"):
        ws.HouseRules(bonus_tiers=bonus_tiers)


@pytest.mark.parametrize(
    "flag",
    ["pink_order_clockwise", "pink_before_white", "offer_dominated_payments", "take_everything"],
)
@pytest.mark.parametrize("value", [1, 0, "yes", None])
def test_non_bool_flags_are_refused(flag, value):
    with pytest.raises(ws.ConfigError, match=flag):
        ws.HouseRules(**{flag: value})


@pytest.mark.parametrize(
    "kwargs",
    [
        {"players": True},
        {"players": 2.0},
        {"goal_board": "green"},
        {"goals": ["a", "b", "c", "d"]},
        {"goals": (1, 2, 3, 4)},
        {"house": None},
    ],
)
def test_malformed_configs_are_refused(kwargs):
    with pytest.raises(ws.ConfigError):
        ws.GameConfig(**kwargs)


def test_valid_house_rules_save_and_load():
    house = ws.HouseRules(
        green_points=((9, 5, 0), (5, 2, 1), (6, 3, 2), (7, 4, 3)),
        bonus_tiers=(("Photographer", ((4, 5, 3), (6, None, 7))),),
        take_everything=True,
    )
    rules = ws.Rules(CARDS, ws.GameConfig(players=3, house=house))
    state = rules.new_game(5)
    assert ws.from_json(ws.to_json(state), rules) == state


def test_a_save_with_malformed_house_rules_is_refused():
    import json

    rules = ws.bundled_rules(ws.GameConfig(players=2))
    doc = json.loads(ws.to_json(rules.new_game(3)))
    doc["state"]["config"]["house"]["green_points"] = [[4, 1, 0]]
    with pytest.raises(ws.SavedGameError, match="green_points"):
        ws.from_json(json.dumps(doc))


def test_the_memory_limit_of_hostile_cases_holds():
    """The limit every hostile case runs under is real: a case that tries to allocate far
    beyond it fails with MemoryError instead of exhausting the machine."""
    from .limits import MEMORY_LIMIT, _address_space

    if _address_space() is None:
        pytest.skip("this system does not report its address space")
    with pytest.raises(MemoryError):
        bytearray(4 * MEMORY_LIMIT)


def test_the_hooks_kept_per_combination_of_card_sets_stay_bounded():
    """Any configuration may name its card sets: the hooks in force are remembered for a few
    combinations, never one entry per configuration a stranger sends."""
    from wingspan_rules.effects import hooks

    for i in range(3 * hooks._MAX_IN_FORCE):
        hooks.active(("core", f"fan{i}"))
        assert len(hooks._IN_FORCE) <= hooks._MAX_IN_FORCE
