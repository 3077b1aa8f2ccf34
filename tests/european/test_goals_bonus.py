"""Rules 4.4, 4.5 and 9.1: the European goal tiles, the European bonus cards and the Automa-only
bonus cards, scored on boards of real cards of both sets; birds that count double toward the
end-of-round goal."""

from __future__ import annotations

import pytest

from wingspan_rules import GameConfig, Rules
from wingspan_rules.engine.scoring import bonus_points, measure
from wingspan_rules.language import load_cards
from wingspan_rules.state import events as E
from wingspan_rules.testing import Scenario
from wingspan_rules.variants import AutomaOptions, DuetOptions


@pytest.fixture(scope="module")
def cards():
    return load_cards(sets=("core", "european"))


def _board(cards) -> Scenario:
    """Player 0: Blue Jay (brown, 2 food, 3 points, 1 egg) and Barn Owl (brown, predator, 5
    points, 2 tucked) in forest; Wild Turkey (no power, 3 food, 8 points) and Black Redstart
    (teal, 3 food) in grassland; Bald Eagle (white, 3 food, 9 points) in wetland. 3 cards in
    hand, 4 food."""
    s = Scenario(players=2, cards=cards)
    p = s.player(0)
    p.bird("forest", "Blue Jay", eggs=1).bird("forest", "Barn Owl", tucked=2)
    p.bird("grassland", "Wild Turkey").bird("grassland", "Black Redstart")
    p.bird("wetland", "Bald Eagle")
    p.hand("Mallard", "Killdeer", "Hooded Warbler").food(seed=2, fish=1, rodent=1)
    return s


def _goal(cards, state, name: str, player: int = 0) -> int:
    side = cards.goal_sides[cards.goal_side_id(name)]
    return measure(state.players[player], cards, side.measure, goal=True)


@pytest.mark.parametrize(
    ("goal", "count"),
    [
        ("Birds in 1 row", 2),  # forest and grassland both hold 2
        ("Filled columns", 1),  # column 1 has a bird in each habitat
        ("Birds with no eggs", 4),
        ("Birds worth over 4 points", 3),  # Barn Owl 5, Wild Turkey 8, Bald Eagle 9
        ("Bird cards in hand", 3),
        ("Food in supply", 4),
        ("Food cost of played birds", 13),  # 2 + 2 + 3 + 3 + 3
        ("Birds with tucked cards", 1),
        ("Brown powers", 2),
        ("White and no powers", 2),  # Wild Turkey (none), Bald Eagle (white)
    ],
)
def test_4_4_each_european_goal_side_counts_what_it_says(cards, goal, count):
    state = _board(cards).build()
    assert _goal(cards, state, goal) == count


def test_4_5_a_slash_cost_counts_one_food(cards):
    s = Scenario(players=2, cards=cards)
    s.player(0).bird("grassland", "Common Starling")  # invertebrate / seed / fruit
    assert _goal(cards, s.build(), "Food cost of played birds") == 1


def test_9_1_a_bird_counting_double_adds_2_to_goals_counting_birds(cards):
    s = Scenario(players=2, cards=cards)
    s.player(0).bird("wetland", "Greylag Goose").bird("wetland", "Cetti's Warbler", eggs=2)
    s.player(0).bird("forest", "Blue Jay")
    state = s.build()
    assert _goal(cards, state, "Birds in wetland") == 4
    assert _goal(cards, state, "Total birds") == 5
    assert _goal(cards, state, "Birds in 1 row") == 4
    assert _goal(cards, state, "Birds with no eggs") == 3  # the Goose 2, the Jay 1
    assert _goal(cards, state, "Eggs in wetland") == 2  # eggs are not doubled
    assert _goal(cards, state, "Bowl-nest birds with eggs") == 2  # the Warbler, with eggs
    assert _goal(cards, state, "Filled columns") == 0  # no grassland bird


def test_9_1_counting_double_is_for_goals_only_not_bonus_cards(cards):
    s = Scenario(players=2, cards=cards)
    s.player(0).bird("wetland", "Greylag Goose").bird("wetland", "Trumpeter Swan")
    player = s.build().players[0]
    bander = cards.bonus_cards[cards.bonus_id("Bird Bander")]
    assert measure(player, cards, cards.goal_sides[0].measure) == 0  # birds in forest
    assert measure(player, cards, bander.measure) == 0
    wetland = cards.goal_sides[cards.goal_side_id("Birds in wetland")].measure
    assert measure(player, cards, wetland) == 2  # not a goal: each bird counts 1
    assert measure(player, cards, wetland, goal=True) == 3


def test_9_1_counting_double_changes_the_goal_scored_at_round_end(cards):
    s = Scenario(players=2, cards=cards).turn(15)
    s.goals("Birds in wetland", "Birds in forest", "Birds in grassland", "Total birds")
    s.player(0).bird("wetland", "Greylag Goose")
    s.player(1).bird("wetland", "Trumpeter Swan").bird("wetland", "Mallard")
    end = s.script().finish_round()
    assert [g.counts for g in end.events(E.GoalScored)] == [(2, 2)]


# --- bonus cards ------------------------------------------------------------------------------
def _bonus(cards, player, name: str) -> int:
    return bonus_points(player, cards, cards.bonus_id(name))


def test_bonus_behaviorist_scores_3_per_column_of_3_power_colours(cards):
    s = Scenario(players=2, cards=cards)
    p = s.player(0)
    p.bird("forest", "Blue Jay").bird("forest", "Hooded Warbler")  # brown, none (white)
    p.bird("grassland", "Black Redstart").bird("grassland", "Wild Turkey")  # teal, white
    p.bird("wetland", "Bald Eagle").bird("wetland", "Mallard")  # white, brown
    player = s.build().players[0]
    # column 1: brown, teal, white: 3 colours; column 2: white, white, brown: 2
    assert _bonus(cards, player, "Behaviorist") == 3


def test_bonus_ethologist_scores_2_per_power_colour_in_one_habitat(cards):
    s = Scenario(players=2, cards=cards)
    p = s.player(0)
    p.bird("wetland", "Bald Eagle").bird("wetland", "Mallard").bird("wetland", "Greylag Goose")
    p.bird("wetland", "Trumpeter Swan")  # no power: white again
    p.bird("forest", "Blue Jay")
    assert _bonus(cards, s.build().players[0], "Ethologist") == 6


@pytest.mark.parametrize(("birds", "points"), [(3, 0), (4, 4), (6, 7)])
def test_bonus_bird_bander_counts_birds_of_several_habitats(cards, birds, points):
    several = ["Wild Turkey", "American Woodcock", "Barn Owl", "Eastern Kingbird"]
    several += ["Prothonotary Warbler", "Killdeer"]
    s = Scenario(players=2, cards=cards)
    for name in several[:birds]:
        wet = name in ("Killdeer", "Prothonotary Warbler")
        s.player(0).bird("wetland" if wet else "forest", name)
    s.player(0).bird("forest", "Blue Jay")  # forest only: not counted
    assert _bonus(cards, s.build().players[0], "Bird Bander") == points


def test_bonus_citizen_scientist_counts_birds_with_tucked_cards(cards):
    s = Scenario(players=2, cards=cards)
    for name in ("Blue Jay", "Barn Owl", "Hooded Warbler", "Eastern Kingbird"):
        s.player(0).bird("forest", name, tucked=1)
    s.player(0).bird("wetland", "Mallard")
    assert _bonus(cards, s.build().players[0], "Citizen Scientist") == 3


def test_bonus_diet_specialist_counts_birds_costing_3_food(cards):
    s = Scenario(players=2, cards=cards)
    s.player(0).bird("forest", "Wild Turkey").bird("forest", "American Woodcock")
    s.player(0).bird("forest", "Blue Jay")  # 2 food
    assert _bonus(cards, s.build().players[0], "Diet Specialist") == 3


def test_the_automa_only_cards_are_never_in_the_players_bonus_deck(cards):
    state = Rules(cards, GameConfig(players=2)).new_game(seed=1)
    only = {cards.bonus_id("Autwitcher"), cards.bonus_id("RASPB Life Fellow")}
    held = set(state.tables[0].bonus_deck) | {c for p in state.players for c in p.bonus}
    assert not only & held and len(held) == len(cards.bonus_cards) - 2


def _automa_with(cards, bonus: str) -> Scenario:
    s = Scenario(players=1, cards=cards, mode=AutomaOptions(bonus_card=bonus))
    s.automa().bonus(bonus)
    return s


def test_6_4_autwitcher_keeps_up_to_2_birds_worth_3_or_4_points_higher_first(cards):
    s = _automa_with(cards, "Autwitcher")
    s.tray("Blue Jay", "Cetti's Warbler", "Carrion Crow")  # 3, 4 and 3 points
    s.automa().deck_top("3")  # round 1: play a bird
    state = s.play("gain food", "stop", until="answers").state
    kept = state.mode_state.birds
    assert [cards.birds[c].name for c in kept] == ["Cetti's Warbler", "Blue Jay"]


def test_6_4_an_automa_only_card_given_to_the_automa_starts_the_game(cards):
    config = GameConfig(players=1, mode=AutomaOptions(bonus_card="Autwitcher"))
    state = Rules(cards, config).new_game(seed=4)
    assert cards.bonus_cards[state.mode_state.bonus].name == "Autwitcher"


def test_the_european_goals_join_the_pool_drawn(cards):
    european = {i for i, side in enumerate(cards.goal_sides) if i >= 16}
    drawn = set()
    for seed in range(40):
        drawn |= set(Rules(cards, GameConfig(players=2)).new_game(seed=seed).goals)
    assert drawn & european and drawn - european


def test_duet_games_run_with_both_sets(cards):
    state = Rules(cards, GameConfig(players=2, mode=DuetOptions())).new_game(1)
    assert state.mode_state is not None


def test_6_3_with_citizen_scientist_the_automa_keeps_a_bird_whose_power_tucks(cards):
    s = Scenario(players=1, cards=cards, mode=AutomaOptions())
    s.automa().bonus("Citizen Scientist").deck_top("3")  # round 1: play a bird
    s.tray("Blue Jay", "House Sparrow", "Mallard")  # only the Sparrow's power tucks
    state = s.play("gain food", "stop", until="answers").state
    assert [cards.birds[c].name for c in state.mode_state.birds] == ["House Sparrow"]


def test_6_4_every_european_goal_side_has_automa_values(cards):
    from wingspan_rules.variants.automa import GOAL_VALUES

    assert {side.name.casefold() for side in cards.goal_sides} <= set(GOAL_VALUES)


def test_a_counts_double_power_has_no_lines_and_is_a_round_end_power(tmp_path):
    from wingspan_rules.language import CardErrors, compile_files
    from wingspan_rules.testing import plain_bird

    path = tmp_path / "double.wsp"
    path.write_text(
        plain_bird("Double Tester", "gain 1 seed from supply", "counts-double round end")
    )
    with pytest.raises(CardErrors, match="counts-double power is a round-end power"):
        compile_files([path])
