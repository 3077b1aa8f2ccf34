"""Rules reference section 4 (end-of-round goals) and 12 #19, on boards of real core cards."""

from __future__ import annotations

import pytest

from wingspan_rules.effects import CountBirds, CountEggs, EggsAtLeast, EggSets, InHabitat, NestIs
from wingspan_rules.engine.scoring import goal_points, measure, round_goal_counts
from wingspan_rules.state.enums import Habitat, Nest
from wingspan_rules.state.model import GoalBoard, HouseRules
from wingspan_rules.testing import Scenario

GREEN, BLUE = GoalBoard.GREEN, GoalBoard.BLUE


# -- 4.2 green side ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("round", "first", "second", "third"), [(1, 4, 1, 0), (2, 5, 2, 1), (3, 6, 3, 2), (4, 7, 4, 3)]
)
def test_4_2_points_per_place_each_round(round, first, second, third):
    assert goal_points((9, 6, 3, 1), round, GREEN) == (first, second, third, 0)


def test_4_2_two_players_tied_first_share_places_rounded_down():
    # rulebook example: (5 + 2) // 2 = 3 each, and the next player is third
    assert goal_points((4, 4, 2), 2, GREEN) == (3, 3, 1)


def test_4_2_three_players_tied_first_in_round_4_score_4_each():
    assert goal_points((6, 6, 6, 2), 4, GREEN) == (4, 4, 4, 0)


def test_4_2_tie_for_second_shares_second_and_third():
    assert goal_points((5, 3, 3, 1), 3, GREEN) == (6, 2, 2, 0)  # (3 + 2) // 2


def test_4_2_zero_items_scores_zero_whatever_the_place():
    assert goal_points((2, 0), 4, GREEN) == (7, 0)
    assert goal_points((0, 0, 0), 1, GREEN) == (0, 0, 0)


def test_4_2_fourth_and_fifth_place_score_zero():
    assert goal_points((5, 4, 3, 2, 1), 4, GREEN) == (7, 4, 3, 0, 0)


def test_4_2_single_player_takes_first_place():
    assert goal_points((3,), 4, GREEN) == (7,)


def test_12_19_green_values_are_a_house_rule():
    fan_table = HouseRules(green_points=((4, 1, 0), (5, 2, 0), (6, 3, 2), (7, 4, 2)))
    assert goal_points((3, 2, 1), 2, GREEN, fan_table) == (5, 2, 0)
    assert goal_points((3, 2, 1), 2, GREEN) == (5, 2, 1)


# -- 4.3 blue side ----------------------------------------------------------------------------


def test_4_3_blue_one_point_per_item_capped_at_5_no_ties():
    assert goal_points((0, 1, 5, 6, 6), 1, BLUE) == (0, 1, 5, 5, 5)
    assert goal_points((3, 3), 4, BLUE) == (3, 3)


# -- 4.4 the 16 base goal sides ---------------------------------------------------------------

F, G, W = Habitat.FOREST, Habitat.GRASSLAND, Habitat.WETLAND


def nest(n: Nest):
    return NestIs((n,))


def board(cards, goals):
    """Two boards whose counts are checked against every one of the 16 goal sides."""
    s = Scenario(players=2, cards=cards).goals(*goals)
    p = s.player(0)
    p.bird("forest", "Baltimore Oriole", eggs=2)  # star nest
    p.bird("forest", "Acorn Woodpecker", eggs=1)  # cavity
    p.bird("forest", "Blue Jay")  # bowl, no egg
    p.bird("grassland", "Horned Lark", eggs=3)  # ground
    p.bird("wetland", "Green Heron", eggs=1)  # platform
    p.bird("wetland", "Mallard", eggs=2)  # ground
    q = s.player(1)
    q.bird("forest", "Barn Owl", eggs=4)  # cavity
    q.bird("grassland", "American Robin", eggs=1).bird("grassland", "Wild Turkey")  # bowl, ground
    q.bird("grassland", "Canada Goose", eggs=2)  # ground
    return s.build()


#: (side's measure, player 0's count, player 1's count), for the board above.
SIDES = [
    (CountBirds((InHabitat(F),)), 3, 1),
    (CountEggs((InHabitat(F),)), 3, 4),
    (CountBirds((InHabitat(G),)), 1, 3),
    (CountEggs((InHabitat(G),)), 3, 3),
    (CountBirds((InHabitat(W),)), 2, 0),
    (CountEggs((InHabitat(W),)), 3, 0),
    (CountBirds((nest(Nest.BOWL), EggsAtLeast(1))), 1, 1),  # Oriole (star); Robin
    (CountEggs((nest(Nest.BOWL),)), 2, 1),  # Blue Jay has none
    (CountBirds((nest(Nest.CAVITY), EggsAtLeast(1))), 2, 1),  # Oriole + Woodpecker; Owl
    (CountEggs((nest(Nest.CAVITY),)), 3, 4),
    (CountBirds((nest(Nest.GROUND), EggsAtLeast(1))), 3, 1),  # Oriole, Lark, Mallard; Goose
    (CountEggs((nest(Nest.GROUND),)), 7, 2),  # Wild Turkey carries none
    (CountBirds((nest(Nest.PLATFORM), EggsAtLeast(1))), 2, 0),  # Oriole, Heron
    (CountEggs((nest(Nest.PLATFORM),)), 3, 0),
    (CountBirds(), 6, 4),
    (EggSets(), 3, 0),  # min(3, 3, 3); player 1 has no wetland eggs
]


def same_measure(a, b) -> bool:
    return type(a) is type(b) and set(getattr(a, "where", ())) == set(getattr(b, "where", ()))


def side_named_for(cards, measure) -> str:
    found = [s.name for s in cards.goal_sides if same_measure(s.measure, measure)]
    assert len(found) == 1, f"expected one goal side counting {measure}, found {found}"
    return found[0]


def test_4_4_core_has_8_tiles_and_16_sides_each_counting_one_base_goal(cards):
    core = [t for t in cards.goal_tiles if t.set == "core"]
    assert len(core) == 8
    measures = [side.measure for t in core for side in t.sides]
    for wanted, _a, _b in SIDES:
        assert sum(same_measure(m, wanted) for m in measures) == 1, wanted


def goals_with_first(cards, name: str) -> tuple[str, ...]:
    """``name`` for round 1, then one side of three other tiles (4 different tiles)."""
    tile = cards.goal_side_id(name) // 2
    others = [t for t in range(len(cards.goal_tiles)) if t != tile][:3]
    return (name, *(cards.goal_sides[2 * t].name for t in others))


@pytest.mark.parametrize(("measure", "mine", "theirs"), SIDES)
def test_4_4_each_goal_side_counted_on_a_built_board(cards, measure, mine, theirs):
    state = board(cards, goals_with_first(cards, side_named_for(cards, measure)))
    assert round_goal_counts(state, cards, 1) == (mine, theirs)
    assert goal_points((mine, theirs), 1, BLUE) == (min(mine, 5), min(theirs, 5))


def test_4_4_star_nest_counts_as_every_nest_type(cards):
    s = Scenario(players=1, cards=cards)
    s.player(0).bird("forest", "Baltimore Oriole", eggs=2)
    (player,) = s.build().players
    for n in (Nest.BOWL, Nest.CAVITY, Nest.GROUND, Nest.PLATFORM):
        assert measure(player, cards, CountBirds((nest(n), EggsAtLeast(1)))) == 1
        assert measure(player, cards, CountEggs((nest(n),))) == 2
