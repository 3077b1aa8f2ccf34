"""Rules reference 8.1 (Duet mode) and 12 #1, #2, #4, #20, on the default Duet map.

The default map (``variants/duet/data/duet_map_default.json``), by space: forest (columns 0-1)
0 bowl, 1 invertebrate (die), 6 bowl, 7 invertebrate, 12 cavity, 13 under 50 cm (die),
18 cavity, 19 fruit, 24 platform (die), 25 rodent, 30 beak left, 31 seed; grassland
(columns 2-3) 2 seed, 3 bowl, 8 seed (egg), 9 50+ cm, 14 invertebrate, 15 cavity,
20 invertebrate (egg), 21 ground, 26 beak right, 27 fruit, 32 rodent, 33 under 50 cm (egg);
wetland (columns 4-5) 4 fish, 5 platform, 10 fish (card), 11 platform, 16 ground,
17 beak left, 22 ground (card), 23 cavity, 28 invertebrate, 29 seed (card), 34 50+ cm,
35 beak right. Rows are spaces 0-5, 6-11, ... 30-35; odd rows are offset to the right.
"""

from __future__ import annotations

import json

import attrs
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import wingspan_rules as ws
from wingspan_rules.effects import FoodCost
from wingspan_rules.effects.payment import foods_paid_for
from wingspan_rules.engine.invariants import problems
from wingspan_rules.engine.scoring import score_game
from wingspan_rules.errors import ConfigError, IllegalMove, SavedGameError
from wingspan_rules.state import events as E
from wingspan_rules.state.enums import Food, Habitat
from wingspan_rules.testing import Scenario, assert_food, view
from wingspan_rules.tools.cli import main
from wingspan_rules.variants import DuetOptions, DuetState, SwiftStart
from wingspan_rules.variants.duet import (
    PlaceToken,
    duet_goal_points,
    duet_next_first_player,
)
from wingspan_rules.variants.duet import events as DE
from wingspan_rules.variants.duet.map import (
    goal_count,
    largest_group,
    load_goals,
    load_map,
    map_path,
)
from wingspan_rules.variants.duet.moves import RESET_SPACE, PlaceDuetToken, UseResetToken
from wingspan_rules.variants.duet.state import DUET_TOKENS, NO_TOKEN

DUET = DuetOptions()
MAP = load_map("default")
RESET = "place a token on the reset space"


def duet(**options) -> Scenario:
    return Scenario(players=2, mode=DuetOptions(**options))


def offered_spaces(turn) -> list[int]:
    """The map spaces the pending token placement offers (the reset space left out)."""
    state = turn.state
    assert isinstance(state.pending[-1], PlaceToken), turn.options()
    moves = turn.rules.legal_moves(state)
    assert moves[-1] == PlaceDuetToken(RESET_SPACE), "the reset space is always offered, last"
    return [m.space for m in moves[:-1]]


def space(n: int) -> str:
    """The label of the move that puts a token on space ``n``."""
    s = MAP.spaces[n]
    bonus = f", bonus: {s.bonus}" if s.bonus else ""
    return f"place a token on space {n} ({s.region.label}, {s.symbol}{bonus})"


def chickadee_in_forest() -> Scenario:
    """Carolina Chickadee: forest, cavity nest, 20 cm, beak left, invertebrate / seed."""
    s = duet()
    s.player(0).hand("Carolina Chickadee").food(seed=1)
    return s


# --- the map (rules 8.1 "Map structure"; [U] #2) -----------------------------------------------


def test_8_1_the_default_map_has_36_spaces_in_6_offset_rows_of_6():
    assert len(MAP.spaces) == 36 and MAP.rows == 6
    for s in MAP.spaces:
        assert (s.row, s.column) == divmod(s.space, 6)


def test_8_1_20_spaces_lie_on_the_edge_and_16_inside():
    edge = [s.space for s in MAP.spaces if s.edge]
    assert len(edge) == 20
    assert all(s.row in (0, 5) or s.column in (0, 5) for s in MAP.spaces if s.edge)


def test_8_1_three_regions_of_12_spaces_with_the_reconstructed_symbols():
    expected = {
        Habitat.FOREST: "bowl bowl cavity cavity platform seed fruit invertebrate invertebrate "
        "rodent wingspan-under-50 beak-left",
        Habitat.GRASSLAND: "bowl cavity ground seed seed invertebrate invertebrate fruit rodent "
        "wingspan-under-50 wingspan-50-plus beak-right",
        Habitat.WETLAND: "platform platform ground ground cavity fish fish invertebrate seed "
        "beak-left beak-right wingspan-50-plus",
    }
    for region, symbols in expected.items():
        spaces = [s for s in MAP.spaces if s.region is region]
        assert sorted(s.symbol for s in spaces) == sorted(symbols.split())


def test_8_1_three_bonus_spaces_per_region_each_with_its_regions_bonus():
    bonus = {Habitat.FOREST: "food", Habitat.GRASSLAND: "egg", Habitat.WETLAND: "card"}
    for region, kind in bonus.items():
        assert [s.bonus for s in MAP.spaces if s.region is region and s.bonus] == [kind] * 3


def test_8_1_adjacency_is_the_offset_hex_grid():
    def hex_neighbours(r: int, c: int) -> set[int]:
        shift = r % 2  # odd rows are offset to the right
        near = [(r, c - 1), (r, c + 1)] + [
            (r + dr, c + dc) for dr in (-1, 1) for dc in (shift - 1, shift)
        ]
        return {6 * rr + cc for rr, cc in near if 0 <= rr < 6 and 0 <= cc < 6}

    for s in MAP.spaces:
        assert set(s.neighbours) == hex_neighbours(s.row, s.column), s.space
        assert len(s.neighbours) <= 6


def test_8_1_the_reset_space_is_no_map_space():
    data = json.loads(map_path("default").read_text(encoding="utf-8"))
    assert "reset_space" in data and len(data["spaces"]) == 36


# --- placing a token: what a play matches (rules 8.1 #3) ----------------------------------------


def test_8_1_3_a_nest_space_matches_the_birds_nest_only():
    turn = chickadee_in_forest().play("play Carolina Chickadee in forest", until="answers")
    spaces = offered_spaces(turn)
    assert {12, 18} <= set(spaces)  # cavity
    assert not {0, 6, 24} & set(spaces)  # bowl, platform


def test_8_1_3_a_star_nest_matches_every_nest_space():
    s = duet()
    s.player(0).hand("Red-Eyed Vireo").food(fruit=1)  # star nest, 25 cm, beak right
    turn = s.play("play Red-Eyed Vireo in forest", until="answers")
    assert offered_spaces(turn) == [0, 6, 12, 13, 18, 19, 24]  # bowl, cavity, platform too


def test_8_1_3_a_food_space_needs_that_food_spent_in_this_play():
    # The chickadee's cost is invertebrate / seed: seed is paid, so the seed space is offered
    # and the invertebrate spaces are not, though the card shows an invertebrate.
    turn = chickadee_in_forest().play("play Carolina Chickadee in forest", until="answers")
    spaces = offered_spaces(turn)
    assert 31 in spaces
    assert 1 not in spaces and 7 not in spaces


def test_8_1_3_2_for_1_counts_the_food_it_replaced_not_the_tokens_given():
    s = duet()  # Burrowing Owl: invertebrate + rodent, star nest, 53 cm, beak neither
    s.player(0).hand("Burrowing Owl").food(invertebrate=1, seed=2)
    turn = s.play("play Burrowing Owl in grassland", until="answers")
    assert turn.events(E.FoodPaid)[0].food[Food.SEED] == 2  # 2 seed stood in for the rodent
    spaces = offered_spaces(turn)
    assert 32 in spaces  # rodent
    assert 2 not in spaces and 8 not in spaces  # seed: given, but not what was paid for
    assert spaces == [3, 9, 14, 15, 20, 21, 32]


def test_8_1_3_2_for_1_on_a_slash_cost_counts_any_of_its_choices():
    s = duet()  # Killdeer: invertebrate / seed, ground nest, 46 cm, beak left
    s.player(0).hand("Killdeer").food(fish=2)
    turn = s.play("play Killdeer in grassland", until="answers")
    assert offered_spaces(turn) == [2, 8, 14, 20, 21, 33]  # seed and invertebrate, no fish


@pytest.mark.parametrize(
    ("payment", "spaces"),
    [("pay 1 invertebrate, 1 seed", [0, 1, 6, 7, 13, 31]), ("pay 2 seed", [0, 6, 13, 31])],
)
def test_8_1_3_a_wild_cost_counts_the_food_paid_for_it(payment, spaces):
    s = duet()  # Blue Jay: seed + wild, bowl nest, 41 cm, beak right
    s.player(0).hand("Blue Jay").food(seed=2, invertebrate=1)
    turn = s.play("play Blue Jay in forest", payment, until="answers")
    assert offered_spaces(turn) == spaces


def test_8_1_3_foods_paid_for_reads_every_way_to_pay():
    seed, fish, inv, rodent = Food.SEED, Food.FISH, Food.INVERTEBRATE, Food.RODENT

    def paid(**food: int) -> tuple[int, ...]:
        return tuple(food.get(f.label, 0) for f in Food)

    and_cost = FoodCost((inv, rodent))
    assert foods_paid_for(and_cost, paid(invertebrate=1, seed=2)) == {inv, rodent}
    wild = FoodCost((seed,), wild=1)
    assert foods_paid_for(wild, paid(seed=1, fish=1)) == {seed, fish}
    assert foods_paid_for(wild, paid(seed=3)) == {seed}  # the wild took 2 seed: no other food
    # 1 seed and 2 fish: the seed icon paid 2-for-1 with the wild paid with a seed or a fish,
    # or the seed paid with itself and the wild 2-for-1; a food counts if one reading spends it.
    assert foods_paid_for(wild, paid(seed=1, fish=2)) == {seed, fish}
    assert foods_paid_for(FoodCost(wild=1), paid(fish=2)) == set()  # a wild paid 2-for-1
    assert foods_paid_for(FoodCost((inv, fish), one_of=True), paid(fish=1)) == {fish}
    assert foods_paid_for(FoodCost((inv, fish), one_of=True), paid(seed=2)) == {inv, fish}
    assert foods_paid_for(FoodCost(), paid()) == set()


def test_8_1_3_a_wingspan_under_50_cm_matches_its_space_only():
    s = duet()
    s.player(0).hand("Killdeer").food(seed=1)  # 46 cm
    spaces = offered_spaces(s.play("play Killdeer in grassland", until="answers"))
    assert 33 in spaces and 9 not in spaces


def test_8_1_3_a_wingspan_of_50_cm_or_more_matches_the_50_plus_space_only():
    s = duet()
    s.player(0).hand("Burrowing Owl").food(invertebrate=1, rodent=1)  # 53 cm
    spaces = offered_spaces(s.play("play Burrowing Owl in grassland", until="answers"))
    assert 9 in spaces and 33 not in spaces


def test_8_1_3_a_beak_facing_left_matches_the_beak_left_space():
    turn = chickadee_in_forest().play("play Carolina Chickadee in forest", until="answers")
    assert 30 in offered_spaces(turn)
    s = duet()
    s.player(0).hand("Red-Eyed Vireo").food(fruit=1)  # beak right
    assert 30 not in offered_spaces(s.play("play Red-Eyed Vireo in forest", until="answers"))


def test_8_1_3_a_beak_facing_right_matches_the_beak_right_space():
    s = duet()
    s.player(0).hand("Savannah Sparrow").food(seed=1)  # beak right
    assert 26 in offered_spaces(s.play("play Savannah Sparrow in grassland", until="answers"))
    s = duet()
    s.player(0).hand("Killdeer").food(seed=1)  # beak left
    assert 26 not in offered_spaces(s.play("play Killdeer in grassland", until="answers"))


def test_8_1_the_whole_offer_for_a_chickadee():
    turn = chickadee_in_forest().play("play Carolina Chickadee in forest", until="answers")
    assert turn.options() == [space(n) for n in (12, 13, 18, 30, 31)] + [RESET]


# --- placing a token: where (rules 8.1 #2, #4, #6) ----------------------------------------------


@pytest.mark.parametrize(
    ("habitat", "spaces"),
    [(Habitat.GRASSLAND, [2, 8, 21, 33]), (Habitat.WETLAND, [16, 17, 22, 29])],
)
def test_8_1_2_the_space_lies_in_the_region_of_the_habitat_played_in(habitat, spaces):
    s = duet()
    s.player(0).hand("Killdeer").food(seed=1)  # grassland or wetland
    turn = s.play(f"play Killdeer in {habitat.label}", until="answers")
    assert offered_spaces(turn) == spaces
    assert all(MAP.spaces[n].region is habitat for n in spaces)


def test_8_1_4_an_occupied_space_is_not_offered_whoever_owns_it():
    s = duet().duet_tokens(0, 2).duet_tokens(1, 21)
    s.player(0).hand("Killdeer").food(seed=1)
    turn = s.play("play Killdeer in grassland", until="answers")
    assert offered_spaces(turn) == [8, 33]
    with pytest.raises(IllegalMove):
        turn.rules.apply(turn.state, PlaceDuetToken(21))


def test_8_1_6_the_reset_space_is_always_allowed():
    turn = chickadee_in_forest().play("play Carolina Chickadee in forest", RESET)
    placed = turn.events(DE.DuetTokenPlaced)
    assert [(e.player, e.space) for e in placed] == [(0, RESET_SPACE)]
    duet_state = turn.state.mode_state
    assert duet_state.reset == (1, 0) and duet_state.spaces == (NO_TOKEN,) * 36
    assert duet_state.supply == (DUET_TOKENS - 1, DUET_TOKENS)


def test_8_1_6_with_no_matching_space_the_token_goes_to_the_reset_space():
    wetland = [s.space for s in MAP.spaces if s.region is Habitat.WETLAND]
    s = duet().duet_tokens(1, *wetland)
    s.player(0).hand("Mallard").food(seed=1)
    turn = s.play("play Mallard in wetland")  # the only option is answered by the engine
    assert [e.space for e in turn.events(DE.DuetTokenPlaced)] == [RESET_SPACE]
    assert turn.state.mode_state.reset == (1, 0)


def test_8_1_6_the_reset_space_is_the_only_option_offered_when_nothing_matches():
    wetland = [s.space for s in MAP.spaces if s.region is Habitat.WETLAND]
    s = Scenario(players=2, mode=DUET, answer_forced=False).duet_tokens(1, *wetland)
    s.player(0).hand("Mallard").food(seed=1)
    turn = s.play("play Mallard in wetland", "pay 1 seed", until="answers")
    assert turn.options() == [RESET]


def test_8_1_7_beyond_15_plays_substitute_tokens_are_used():
    s = duet().duet_tokens(0, *range(10)).duet_reset(0, 5)
    s.player(0).hand("Carolina Chickadee").food(seed=1)
    state = s.build()
    assert state.mode_state.supply == (0, DUET_TOKENS)
    turn = s.play("play Carolina Chickadee in forest", space(12))
    assert turn.events(DE.DuetTokenPlaced)[0].substitute
    assert turn.state.mode_state.substitutes == (1, 0) and turn.state.mode_state.supply == (0, 15)
    assert problems(turn.state, s.cards) == []


# --- bonus spaces (rules 8.1 #5) ----------------------------------------------------------------


def test_8_1_5_a_forest_bonus_space_gives_a_die_from_the_birdfeeder():
    s = chickadee_in_forest()
    s.feeder("fish", "fruit", "rodent", "seed", "invertebrate")
    turn = s.play("play Carolina Chickadee in forest", space(13), until="answers")
    assert turn.options() == [
        "take invertebrate",
        "take seed",
        "take fish",
        "take fruit",
        "take rodent",
        "stop",
    ]
    turn = turn.play("take rodent")
    assert [(e.space, e.bonus) for e in turn.events(DE.DuetBonusTaken)] == [(13, "food")]
    assert [e.food for e in turn.events(E.DieTaken)] == [Food.RODENT]
    assert_food(turn.state, 0, rodent=1)


def test_8_1_5_the_forest_bonus_may_reroll_a_feeder_of_one_face():
    s = chickadee_in_forest()
    s.feeder("fish", "fish").outside("seed", "seed", "seed")
    turn = s.play("play Carolina Chickadee in forest", space(13), until="answers")
    assert turn.options() == ["take fish", "reroll the birdfeeder", "stop"]


def test_8_1_5_a_grassland_bonus_space_lays_an_egg_where_the_player_chooses():
    s = duet()
    s.player(0).hand("Killdeer").food(seed=1).bird("forest", "Wild Turkey")
    s.player(0).bird("forest", "Hooded Warbler", eggs=3)  # full: not offered
    turn = s.play("play Killdeer in grassland", space(8), until="answers")
    assert turn.options() == [
        "lay an egg on Wild Turkey (forest 1)",
        "lay an egg on Killdeer (grassland 1)",
        "stop",
    ]
    turn = turn.play("lay an egg on Killdeer")
    assert view(turn.state, s.cards).player(0).bird("Killdeer").eggs == 1
    assert [e.bonus for e in turn.events(DE.DuetBonusTaken)] == ["egg"]


def test_8_1_5_a_wetland_bonus_space_draws_a_card_from_the_tray_or_the_deck():
    s = duet().tray("Blue Jay", "Barn Owl", "Wild Turkey").deck_top("Hooded Warbler")
    s.player(0).hand("Mallard").food(seed=1)
    turn = s.play("play Mallard in wetland", space(29), until="answers")
    assert turn.options() == [
        "draw Blue Jay from the tray",
        "draw Barn Owl from the tray",
        "draw Wild Turkey from the tray",
        "draw from the deck",
        "stop",
    ]
    turn = turn.play("draw from the deck")
    assert view(turn.state, s.cards).player(0).hand == ["Hooded Warbler"]
    assert [e.bonus for e in turn.events(DE.DuetBonusTaken)] == ["card"]


def test_8_1_5_a_space_without_a_bonus_gives_nothing():
    turn = chickadee_in_forest().play("play Carolina Chickadee in forest", space(12))
    assert turn.events(DE.DuetBonusTaken) == [] and turn.events(E.DieTaken) == []


# --- the reset space (rules 8.1 #6) -------------------------------------------------------------


def test_8_1_6_a_reset_token_resets_the_birdfeeder_on_your_turn_using_no_cube():
    s = duet().duet_reset(0, 1)
    s.feeder("fish", "fish").outside("seed", "seed", "seed")
    turn = s.play("use a reset token: reset the birdfeeder", until="answers")
    assert [e.reason for e in turn.events(E.FeederRolled)] == ["reset"]
    assert len(turn.state.table.feeder) == 5
    assert turn.events(DE.DuetResetUsed) == [DE.DuetResetUsed(0, "feeder")]
    assert turn.state.mode_state.reset == (0, 0) and turn.state.mode_state.supply == (15, 15)
    assert turn.state.players[0].cubes_used == 0
    # The action is still to choose, and the token is gone.
    assert "gain food" in turn.options()
    assert not [o for o in turn.options() if "reset token" in o]


def test_8_1_6_a_reset_token_resets_the_tray():
    s = duet().duet_reset(0, 2).tray("Blue Jay", "Barn Owl", "Wild Turkey")
    s.deck_top("Mallard", "Killdeer", "Hooded Warbler")
    turn = s.play("use a reset token: reset the tray", until="answers")
    v = view(turn.state, s.cards)
    assert v.tray == ["Mallard", "Killdeer", "Hooded Warbler"]
    assert v.discard[-3:] == ["Blue Jay", "Barn Owl", "Wild Turkey"]
    assert turn.state.mode_state.reset == (1, 0)
    assert "use a reset token: reset the tray" in turn.options()  # one token left


def test_8_1_6_no_reset_without_a_token_on_the_reset_space():
    turn = duet().duet_reset(1, 3).play("gain food", until="answers")
    turn.assert_not_offered("choose an action", "reset token")


def test_8_1_6_a_token_put_on_the_reset_space_can_be_used_on_a_later_turn():
    s = chickadee_in_forest()
    turn = s.play("play Carolina Chickadee in forest", RESET)
    turn = turn.play("gain food", "stop")  # player 1's turn
    turn.assert_offered("choose an action", "use a reset token: reset the birdfeeder", index=-1)


# --- every bird played, and only those (rules 8.1 #7) -------------------------------------------


def test_8_1_7_a_bird_played_by_a_power_places_a_token_too():
    s = duet()
    s.player(0).hand("Downy Woodpecker", "Blue Jay").food(seed=2, fruit=1)
    s.player(0).bird("grassland", "Killdeer", eggs=1)
    turn = s.play(
        "play Downy Woodpecker in forest",
        "pay 1 fruit",
        space(19),
        "use the power",
        "play Blue Jay in forest",
        until="answers",
    )
    assert offered_spaces(turn) == [0, 6, 13, 31]  # Blue Jay: bowl, under 50 cm, seed
    turn = turn.play(space(31))
    placed = [(e.card, e.space) for e in turn.events(DE.DuetTokenPlaced)]
    assert placed == [(s.cards.bird_id("Downy Woodpecker"), 19), (s.cards.bird_id("Blue Jay"), 31)]
    assert turn.state.mode_state.tokens_on_map(0) == 2


def test_8_1_7_moving_a_bird_places_no_token():
    s = duet()
    s.player(0).birds("grassland", "Wild Turkey", "Bewick's Wren")
    turn = s.play("lay eggs", "stop", "use the power", "move to forest")
    assert len(turn.events(E.BirdMoved)) == 1
    assert turn.events(DE.DuetTokenPlaced) == []
    assert turn.state.mode_state == s.build().mode_state


def test_8_1_7_each_play_places_one_token_whatever_slot_it_fills():
    s = duet()
    s.player(0).hand("Killdeer").food(seed=1).birds("grassland", "Wild Turkey", "Savannah Sparrow")
    s.player(0).bird("forest", "Hooded Warbler", eggs=1)
    turn = s.play("play Killdeer in grassland", space(33), until="answers")
    assert len(turn.events(DE.DuetTokenPlaced)) == 1


# --- round end (rules 8.1 "Round end"; [U] #1, #4) -----------------------------------------------

P0 = (0, 2, 6, 7, 13, 14, 20, 21, 27, 31)
P1 = (1, 4, 5, 10, 16, 22, 35)


def owners() -> tuple[int, ...]:
    spaces = [NO_TOKEN] * 36
    for n in P0:
        spaces[n] = 0
    for n in P1:
        spaces[n] = 1
    return tuple(spaces)


@pytest.mark.parametrize(
    ("side", "counts"),
    [
        ("Tokens in the forest region", (5, 1)),
        ("Tokens on matching pairs", (5, 4)),
        ("Tokens in the grassland region", (5, 0)),
        ("Tokens on the map", (10, 7)),
        ("Tokens in the wetland region", (0, 6)),
        ("Fewest tokens on bonus spaces", (2, 3)),
        ("Most tokens in one row", (2, 3)),
        ("Rows with a token", (6, 5)),
        ("Tokens not on the edge", (6, 3)),
        ("Tokens on the edge", (4, 4)),
        ("Tokens on nest spaces", (3, 3)),
        ("Tokens on food spaces", (6, 3)),
    ],
)
def test_8_1_each_duet_goal_side_counts_its_measure(side, counts):
    goals = load_goals()
    measure = goals.sides[goals.side_id(side)].measure
    assert tuple(goal_count(MAP, owners(), p, measure, True) for p in (0, 1)) == counts


def test_8_1_the_12_goal_sides_are_6_tiles_of_2():
    goals = load_goals()
    assert goals.tiles == 6 and len(goals.sides) == 12
    pairs = {(s.tile, s.side): s.measure for s in goals.sides}
    assert pairs[(1, "A")] == "forest-region" and pairs[(1, "B")] == "matching-pairs"
    assert pairs[(3, "B")] == "bonus-spaces" and goals.sides[5].fewest
    assert sum(s.fewest for s in goals.sides) == 1


def test_u20_matching_pairs_need_connected_spaces_by_default_only():
    # Player 0's seeds on spaces 2 and 31 are not joined by a line.
    assert goal_count(MAP, owners(), 0, "matching-pairs", True) == 5
    assert goal_count(MAP, owners(), 0, "matching-pairs", False) == 7


def _round_one(s: Scenario, goal: str):
    return s.duet_goal(1, goal).script().finish_round()


def test_8_1_only_first_place_scores_the_rounds_value():
    s = duet().duet_tokens(0, *P0).duet_tokens(1, *P1)
    turn = _round_one(s, "Tokens in the forest region")
    assert turn.round_goal_points(1) == (4, 0)
    [scored] = turn.events(DE.DuetGoalScored)
    assert (scored.counts, scored.points) == ((5, 1), (4, 0))


def test_8_1_ties_are_friendly_both_players_score_the_full_value():
    s = duet().duet_tokens(0, *P0).duet_tokens(1, *P1)
    assert _round_one(s, "Tokens on the edge").round_goal_points(1) == (4, 4)


def test_8_1_the_fewest_tokens_on_bonus_spaces_win_even_with_none():
    s = duet().duet_tokens(0, 0, 2).duet_tokens(1, 1)  # player 1 holds a bonus space
    assert _round_one(s, "Fewest tokens on bonus spaces").round_goal_points(1) == (4, 0)


def test_u4_by_default_a_count_of_0_scores_nothing():
    s = duet()
    assert _round_one(s, "Tokens on the map").round_goal_points(1) == (0, 0)


def test_u4_without_at_least_one_a_tie_at_0_scores_for_both():
    s = duet(at_least_one=False)
    assert _round_one(s, "Tokens on the map").round_goal_points(1) == (4, 4)


def test_u1_the_points_of_each_round_come_from_the_options():
    assert DUET.round_points == (4, 5, 6, 7) == MAP.round_points
    s = duet(round_points=(2, 3, 4, 9)).duet_tokens(1, 4)
    assert _round_one(s, "Tokens on the map").round_goal_points(1) == (0, 2)


@pytest.mark.parametrize(
    ("tokens", "first"),
    [
        ({0: (0, 1), 1: (4,)}, 1),  # player 0 first place: player 1 (second) starts
        ({0: (0,), 1: (4, 5)}, 0),  # player 1 first place: player 0 starts
        ({0: (0,), 1: (4,)}, 1),  # a tie: the player who did not start this round
    ],
)
def test_8_1_the_second_place_player_starts_the_next_round(tokens, first):
    s = duet().first_player(0)
    for player, spaces in tokens.items():
        s.duet_tokens(player, *spaces)
    turn = _round_one(s, "Tokens on the map")
    assert turn.state.first_player == first
    assert turn.events(DE.DuetGoalScored)[0].first_player == first
    assert turn.state.round == 2 and turn.state.active_player == first


def test_8_1_on_a_tie_the_round_is_started_by_the_other_player_whoever_started():
    s = duet().first_player(1).duet_tokens(0, 0).duet_tokens(1, 4)
    assert _round_one(s, "Tokens on the map").state.first_player == 0


def test_8_1_goal_points_and_first_player_rules_as_functions():
    assert duet_goal_points((3, 1), fewest=False, value=5, at_least_one=True) == (5, 0)
    assert duet_goal_points((1, 3), fewest=True, value=5, at_least_one=True) == (5, 0)
    assert duet_goal_points((0, 0), fewest=True, value=5, at_least_one=True) == (5, 5)
    assert duet_next_first_player((3, 1), fewest=False, first=1) == 1
    assert duet_next_first_player((1, 3), fewest=True, first=0) == 1
    assert duet_next_first_player((2, 2), fewest=False, first=1) == 0


# --- game end (rules 5.1 #8, 8.1 "Game end") ----------------------------------------------------


def test_8_1_game_end_scores_1_point_per_token_in_the_largest_group():
    # Player 0: 0-6-7-13 joined, 35 alone; player 1: 4-10 joined, 22 alone, 5 on the reset space.
    s = duet().duet_tokens(0, 0, 6, 7, 13, 35).duet_tokens(1, 4, 10, 22).duet_reset(1, 5)
    s.game_over().goal_points((0, 0), (0, 0), (0, 0), (0, 0))
    state = s.build()
    assert largest_group(MAP, state.mode_state.spaces, 0) == 4
    me, you = score_game(state, s.cards)
    assert (me.duet, you.duet) == (4, 2)  # reset-space tokens are no group
    for score in (me, you):
        parts = (score.birds, score.bonus, score.goals, score.eggs, score.cached, score.tucked)
        assert score.total == sum(parts) + score.duet


def test_8_1_a_player_without_tokens_on_the_map_scores_no_group():
    assert largest_group(MAP, (NO_TOKEN,) * 36, 0) == 0


def test_5_1_the_duet_points_are_in_the_final_score_of_a_whole_game():
    rules = ws.bundled_rules(ws.GameConfig(players=2, mode=DuetOptions()))
    state, _ = _playout(rules, 11)
    scores = rules.scores(state)
    ended = [e for e in state.events if type(e) is E.GameEnded]
    assert ended and ended[0].totals == tuple(s.total for s in scores)
    for p, score in enumerate(scores):
        assert score.duet == largest_group(MAP, state.mode_state.spaces, p)


# --- setup and configuration (rules 8.1 "Components and setup"; 12 #1, #2, #4, #20) -------------


def test_8_1_setup_draws_4_of_the_6_duet_tiles_with_random_sides():
    seen = set()
    for seed in range(30):
        state = ws.bundled_rules(ws.GameConfig(players=2, mode=DuetOptions())).new_game(seed)
        goals = state.mode_state.goals
        assert len(goals) == 4 and len({g // 2 for g in goals}) == 4
        assert state.goals == ()  # no goal board
        seen.update(goals)
    assert len(seen) == 12  # every side of every tile comes up


def test_8_1_the_same_seed_deals_the_same_duet_goals():
    rules = ws.bundled_rules(ws.GameConfig(players=2, mode=DuetOptions()))
    assert rules.new_game(5).mode_state == rules.new_game(5).mode_state


def test_8_1_duet_goals_may_be_chosen_by_name():
    names = (
        "Tokens on the edge",
        "Rows with a token",
        "tokens in the forest region",
        "Tokens on the map",
    )
    config = ws.GameConfig(players=2, mode=DuetOptions(goals=names))
    state = ws.bundled_rules(config).new_game(1)
    sides = load_goals().sides
    assert [sides[g].name.casefold() for g in state.mode_state.goals] == [
        n.casefold() for n in names
    ]


@pytest.mark.parametrize(
    ("options", "message"),
    [
        ({"goals": ("Tokens on the edge",) * 4}, "4 different tiles"),
        (
            {
                "goals": (
                    "Tokens on the edge",
                    "Tokens not on the edge",
                    "Rows with a token",
                    "Tokens on the map",
                )
            },
            "4 different tiles",
        ),
        (
            {
                "goals": (
                    "No such goal",
                    "Rows with a token",
                    "Tokens on the map",
                    "Tokens on the edge",
                )
            },
            "no Duet goal side",
        ),
        ({"goals": ("Tokens on the edge",)}, "exactly 4"),
        ({"round_points": (1, 2, 3)}, "round_points"),
        ({"round_points": (1, 2, 3, -1)}, "round_points"),
        ({"at_least_one": 1}, "at_least_one"),
        ({"pairs_adjacent": None}, "pairs_adjacent"),
        ({"map": "no-such-map"}, "no such file"),
        ({"map": 7}, "map name or a file path"),
    ],
)
def test_bad_duet_options_are_config_errors(options, message):
    with pytest.raises(ConfigError, match=message):
        DuetOptions(**options)


def test_duet_mode_takes_2_players_and_its_own_goals():
    with pytest.raises(ConfigError, match="2 players"):
        ws.GameConfig(players=3, mode=DuetOptions())
    with pytest.raises(ConfigError, match="DuetOptions"):
        ws.GameConfig(players=2, mode=DuetOptions(), goals=("Birds in forest",) * 4)
    # Duet options are the Duet mode itself: given, the game is a Duet game, of 2 players; no
    # keyword gives them for another mode.
    with pytest.raises(ConfigError, match="duet mode takes 2 players"):
        ws.GameConfig(players=1, mode=DuetOptions())
    with pytest.raises(TypeError, match="duet"):
        ws.GameConfig(players=2, duet=DuetOptions())
    with pytest.raises(ConfigError, match="goal board"):
        ws.GameConfig(players=2, mode=DuetOptions(), goal_board=ws.GoalBoard.BLUE)
    assert ws.GameConfig(players=2, mode=DuetOptions()).mode == DuetOptions()
    assert ws.GameConfig(players=2).mode == ws.BaseGame()


def _small_map(**changes) -> dict:
    """A 2 x 3 map: row 0 forest, grassland, wetland; row 1 the same."""
    symbols = ["bowl", "seed", "fish", "cavity", "ground", "platform"]
    regions = ["forest", "grassland", "wetland"] * 2
    spaces = []
    for i in range(6):
        r, c = divmod(i, 3)
        near = [j for j in range(6) if j != i and abs(j // 3 - r) + abs(j % 3 - c) == 1]
        spaces.append(
            {
                "space": i,
                "row": r,
                "column": c,
                "region": regions[i],
                "symbol": symbols[i],
                "bonus": "food" if i == 0 else None,
                "edge": True,
                "neighbours": near,
            }
        )
    data = {"name": "small", "round_points": [1, 2, 3, 4], "spaces": spaces}
    data.update(changes)
    return data


def test_u2_another_map_file_may_be_chosen(tmp_path):
    path = tmp_path / "small.json"
    path.write_text(json.dumps(_small_map()))
    options = DuetOptions(map=str(path))
    assert options.round_points == (1, 2, 3, 4)  # printed on that map
    rules = ws.bundled_rules(ws.GameConfig(players=2, mode=options))
    state, _ = _playout(rules, 3)
    assert len(state.mode_state.spaces) == 6
    assert ws.from_json(ws.to_json(state), rules) == state


def test_a_strangers_save_may_not_make_the_library_read_a_map_file(tmp_path, monkeypatch):
    """A save names its map; from a stranger, only a shipped map is accepted (reading a path
    the save names would let anyone make a server read its files). The rules of a game on
    that very map vouch for it."""
    from wingspan_rules.variants.duet import map as duet_map

    path = tmp_path / "small.json"
    path.write_text(json.dumps(_small_map()))
    rules = ws.bundled_rules(ws.GameConfig(players=2, mode=DuetOptions(map=str(path))))
    text = ws.to_json(rules.new_game(3))
    read = []
    monkeypatch.setattr(duet_map, "_read_json", lambda *args: read.append(args))
    with pytest.raises(ws.SavedGameError, match="names a Duet map file"):
        ws.from_json(text)
    other = ws.bundled_rules(ws.GameConfig(players=2, mode=DuetOptions()))
    with pytest.raises(ws.SavedGameError, match="names a Duet map file"):
        ws.from_json(text, other)  # rules of another configuration vouch for nothing
    assert read == []
    assert ws.from_json(text, rules).mode_state is not None


@pytest.mark.parametrize(
    ("edit", "message"),
    [
        (lambda d: d["spaces"][0].update(neighbours=[2]), "does not list it"),
        (lambda d: d["spaces"][0].update(symbol="nectar"), "unknown symbol"),
        (lambda d: d["spaces"][0].update(region="ocean"), "region"),
        (lambda d: d["spaces"][0].update(bonus="cube"), "bonus"),
        (lambda d: d["spaces"][0].update(space=3), "listed in order"),
        (lambda d: d["spaces"][0].update(neighbours=[0]), "neighbours"),
        (lambda d: d["spaces"][1].update(row=0, column=0), "share a row"),
        (lambda d: d["spaces"][0].pop("edge"), "missing keys"),
        (lambda d: d.update(round_points=[1, 2]), "round_points"),
        (lambda d: d.update(spaces=[]), "spaces"),
        (lambda d: d.update(colour="red"), "unknown keys"),
        (
            lambda d: [s.update(region="forest") for s in d["spaces"]],
            "no space lies in the grassland",
        ),
    ],
)
def test_u2_a_bad_map_file_is_refused_with_a_clear_message(tmp_path, edit, message):
    data = _small_map()
    edit(data)
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(data))
    with pytest.raises(ConfigError, match=message):
        DuetOptions(map=str(path))


def test_u2_a_map_file_that_is_not_json_is_refused(tmp_path):
    path = tmp_path / "broken.json"
    path.write_text('{"name": ')
    with pytest.raises(ConfigError, match="not a JSON document"):
        DuetOptions(map=str(path))
    with pytest.raises(ConfigError, match="no such file"):
        DuetOptions(map=str(tmp_path))  # a directory is no map file


# --- what a frontend sees ------------------------------------------------------------------------


def test_8_1_the_map_is_public_in_every_observation():
    s = duet().duet_tokens(0, 0).duet_tokens(1, 4).duet_reset(1, 2)
    state = s.build()
    for viewer in (0, 1):
        assert ws.observation(state, viewer).mode_state == state.mode_state
    assert json.loads(ws.to_json(ws.observation(state, 1)))["state"]["mode_state"]["reset"] == [
        0,
        2,
    ]


def test_8_1_the_token_placement_is_described_for_a_frontend():
    turn = chickadee_in_forest().play("play Carolina Chickadee in forest", until="answers")
    question = turn.rules.describe_decision(turn.state)
    assert question == "player 0: place a Duet token for Carolina Chickadee (played in forest)"
    assert ws.describe(PlaceDuetToken(3)) == "place a token on space 3"  # without a state
    assert ws.describe(UseResetToken("tray")) == "use a reset token: reset the tray"


# --- saves (rules 8.1 state; invariants) ---------------------------------------------------------


def test_a_duet_game_saves_and_resumes_while_a_token_placement_is_pending():
    turn = chickadee_in_forest().play("play Carolina Chickadee in forest", until="answers")
    state, rules = turn.state, turn.rules
    assert isinstance(state.pending[-1], PlaceToken)
    loaded = ws.from_json(ws.to_json(state), rules)
    assert loaded == state
    assert rules.legal_moves(loaded) == rules.legal_moves(state)
    after = rules.apply(loaded, PlaceDuetToken(31))
    assert after.mode_state.spaces[31] == 0


def _edited(state: ws.GameState, change) -> str:
    doc = json.loads(ws.to_json(state))
    change(doc["state"])
    return json.dumps(doc)


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (lambda s: s["mode_state"]["spaces"].__setitem__(0, 2), "names no player"),
        (lambda s: s["mode_state"]["spaces"].__setitem__(0, -7), "names no player"),
        (lambda s: s["mode_state"]["spaces"].pop(), "36 spaces"),
        (lambda s: s["mode_state"].update(reset=[0, 0, 0]), "one per player"),
        (lambda s: s["mode_state"].update(reset=[3, 0]), "not conserved"),
        (lambda s: s["mode_state"].update(supply=[16, 15], reset=[-1, 0]), "supply"),
        (lambda s: s["mode_state"].update(goals=[0, 1, 2, 4]), "different tiles"),
        (lambda s: s["mode_state"].update(goals=[0, 2, 4, 99]), "4 goal sides"),
        (lambda s: s.update(mode_state=None), "Duet map"),
        (lambda s: s["pending"][-1].update(paid=[1, 0]), "paid is not a count"),
        (lambda s: s["pending"][-1].update(habitat="ocean"), "habitat"),
    ],
)
def test_a_hostile_duet_save_is_refused(change, message):
    turn = chickadee_in_forest().play("play Carolina Chickadee in forest", until="answers")
    text = _edited(turn.state, change)
    with pytest.raises(SavedGameError, match=message):
        ws.from_json(text, turn.rules)


def test_a_duet_frame_in_a_base_game_save_is_refused():
    rules = ws.bundled_rules(ws.GameConfig(players=2))
    state = Scenario(players=2).build()
    frame = {"type": "place-token", "player": 0, "card": 0, "habitat": "forest"}
    text = _edited(state, lambda s: s["pending"].append(frame))
    with pytest.raises(SavedGameError, match="another mode"):
        ws.from_json(text, rules)
    with pytest.raises(SavedGameError, match="GameState.duet belongs to the games of its mode"):
        ws.from_json(_edited(state, lambda s: s.update(mode_state=_empty_map())), rules)


def _empty_map() -> dict:
    return json.loads(ws.to_json(duet().build()))["state"]["mode_state"]


# --- whole games ---------------------------------------------------------------------------------


def _playout(rules: ws.Rules, seed: int):
    from wingspan_rules.tools.simulate import random_playout

    return random_playout(rules.new_game(seed), seed, rules=rules)


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**32), data=st.data())
def test_random_duet_games_keep_every_invariant(cards, seed, data):
    rules = ws.Rules(cards, ws.GameConfig(players=2, mode=DuetOptions()))
    start = rules.new_game(seed)
    state, chosen, step, placements = start, [], 0, 0
    while not rules.is_terminal(state):
        moves = rules.legal_moves(state)
        assert moves and len(set(moves)) == len(moves)
        index = data.draw(st.integers(0, len(moves) - 1), label="move")
        before = ws.to_json(state) if step % 10 == 0 else None
        after = rules.apply(state, moves[index])
        if before is not None:
            assert ws.to_json(state) == before, "apply must not change its input"
        assert problems(after, cards) == []
        pending_token = bool(after.pending) and isinstance(after.pending[-1], PlaceToken)
        placements += pending_token
        if step % 7 == 0 or pending_token:
            assert ws.from_json(ws.to_json(after), rules) == after
        chosen.append(index)
        state, step = after, step + 1
    assert len(state.goal_points) == 4
    duet_state = state.mode_state
    for p in (0, 1):
        placed = duet_state.tokens_on_map(p) + duet_state.reset[p]
        assert duet_state.supply[p] + placed == DUET_TOKENS + duet_state.substitutes[p]
    replay = start
    for index in chosen:
        replay = rules.apply(replay, rules.legal_moves(replay)[index])
    assert replay == state, "the same seed and moves give the same game"


def test_duet_games_are_deterministic():
    rules = ws.bundled_rules(ws.GameConfig(players=2, mode=DuetOptions()))
    first, moves = _playout(rules, 21)
    again, moves_again = _playout(rules, 21)
    assert (first, moves) == (again, moves_again)
    assert first.mode_state is not None and any(o != NO_TOKEN for o in first.mode_state.spaces)


def test_every_bird_played_in_a_whole_game_placed_one_token():
    from wingspan_rules.tools.simulate import random_playout

    rules = ws.bundled_rules(ws.GameConfig(players=2, mode=DuetOptions()))
    played, placed = [], []

    def watch(options, move, state):
        played.extend((e.player, e.card) for e in state.events if type(e) is E.BirdPlayed)
        placed.extend((e.player, e.card) for e in state.events if type(e) is DE.DuetTokenPlaced)

    random_playout(rules.new_game(8), 8, watch, rules=rules)
    assert played and sorted(played) == sorted(placed)


def test_simulate_prints_the_duet_token_points(capsys):
    assert main(["simulate", "--mode", "duet", "--games", "2", "--seed", "3"]) == 0
    out = capsys.readouterr().out
    assert out.count("duet tokens") == 4 and "mean per player:" in out and "duet" in out
    assert main(["simulate", "--mode", "duet", "--games", "1", "--json"]) == 0
    rows = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    assert "duet" in rows[0]["players"][0] and "duet" in rows[1]["summary"]["mean_score"]
    assert main(["simulate", "--mode", "duet", "--players", "3"]) == 2


def test_duet_state_is_plain_data():
    state = duet().duet_tokens(0, 5).build()
    assert isinstance(state.mode_state, DuetState)
    assert attrs.evolve(state.mode_state) == state.mode_state


def test_8_1_illegal_duet_moves_name_the_rule():
    s = duet()
    with pytest.raises(IllegalMove, match="rules 8.1: a reset token needs"):
        s.rules().apply(s.build(), UseResetToken("tray"))
    s = duet().duet_reset(0, 1)
    with pytest.raises(IllegalMove, match='resets the "tray" or the "feeder"'):
        s.rules().apply(s.build(), UseResetToken("deck"))
    turn = chickadee_in_forest().play("play Carolina Chickadee in forest", until="answers")
    with pytest.raises(IllegalMove, match="rules 8.1: a token goes on a free space"):
        turn.rules.apply(turn.state, PlaceDuetToken(2))  # a grassland space


def test_8_1_a_reset_token_answers_the_choice_of_an_action_only_in_duet():
    """The reset tokens are Duet's (rules 8.1): in the base game the choice of an action
    accepts no such move, and the error says what it does accept."""
    s = Scenario(players=2)
    with pytest.raises(IllegalMove, match="UseResetToken does not answer") as refused:
        s.rules().apply(s.build(), UseResetToken("tray"))
    assert "PlayBird, TakeAction" in str(refused.value)
    assert "UseResetToken" not in str(refused.value).partition("expected one of:")[2]


def test_a_token_placement_for_a_bird_not_on_the_mat_is_refused():
    turn = chickadee_in_forest().play("play Carolina Chickadee in forest", until="answers")
    other = turn.state.table.deck[0]
    text = _edited(turn.state, lambda s: s["pending"][-1].update(card=other))
    with pytest.raises(SavedGameError, match="is not a bird of player 0"):
        ws.from_json(text, turn.rules)


def test_swift_start_and_duet_mode_play_together():
    rules = ws.bundled_rules(ws.GameConfig(players=2, mode=DuetOptions(), setup=SwiftStart("base")))
    state, _ = _playout(rules, 2)
    assert ws.is_terminal(state) and problems(state, rules.cards) == []


# --- the text frontend (notation, records, board and story) -------------------------------------


def _random_duet_game(seed: int) -> ws.Game:
    from wingspan_rules.state import rng

    rules = ws.bundled_rules(ws.GameConfig(players=2, mode=DuetOptions()))
    game = ws.Game.start(seed=seed, rules=rules)
    stream = rng.seed_state(seed)
    while not rules.is_terminal(game.state):
        options = game.legal_moves()
        i, stream = rng.below(stream, len(options))
        game = game.play(options[i])
    return game


def test_duet_move_labels_are_unique_and_read_back_as_notation():
    from wingspan_rules.records.notation import normalized, parse_move

    game = _random_duet_game(6)
    placed = 0
    for state, move in zip(game.states, game.moves, strict=False):
        moves = game.rules.legal_moves(state)
        labels = [normalized(game.rules.describe(m, state)) for m in moves]
        assert len(set(labels)) == len(labels), game.rules.describe_decision(state)
        if isinstance(move, PlaceDuetToken | UseResetToken):
            placed += 1
            label = normalized(game.rules.describe(move, state))
            assert parse_move(state, label, rules=game.rules) == move
    assert placed > 5


def test_a_duet_game_replays_from_its_record():
    from wingspan_rules.records.record import read_record

    game = _random_duet_game(7)
    text = game.record(["Ann", "Bob"])
    header = text.split("\n\n")[0].splitlines()
    config = json.loads(next(line for line in header if line.startswith("config: "))[8:])
    assert config["mode"]["type"] == "duet"
    assert read_record(text).state == game.state


def test_every_duet_event_is_told_in_words():
    game = _random_duet_game(11)
    rules = game.rules
    told = {type(e) for e in game.log}
    assert {DE.DuetTokenPlaced, DE.DuetBonusTaken, DE.DuetGoalScored} <= told
    for state in game.states[1:]:
        for seen in (state, rules.observation(state, 1)):
            for line in ws.narrate(seen, rules=rules):
                assert line and "#" not in line and "None" not in line, line
    lines = [line for state in game.states[1:] for line in ws.narrate(state, rules=rules)]
    assert any("put a Duet token on space" in line for line in lines)
    goal = load_goals().sides[game.state.mode_state.goals[0]].name
    assert any(line.startswith(f"round 1 goal ({goal})") for line in lines)
    reset = DE.DuetResetUsed(0, "feeder").narrate(ws.engine.describe.Names(rules.cards))
    assert reset == "player 0 took a token back from the reset space to reset the birdfeeder"


def test_the_board_shows_the_duet_goals_and_map():
    s = duet().duet_goal(1, "Tokens on the edge").duet_tokens(0, 0).duet_tokens(1, 35)
    s.duet_reset(1, 2)
    text = ws.render(s.build(), rules=s.rules())
    assert "Duet goals (only first place scores)" in text
    assert "round 1  Tokens on the edge" in text and "(4)" in text
    assert "Duet map (x: player 0, o: player 1; * a bonus space)" in text
    rows = text.split("Duet map")[1].splitlines()
    assert rows[1].startswith("  x bowl") and rows[6].rstrip().endswith("o beak-R")
    assert "player 1: 2 on the reset space, 12 tokens left" in text


def test_the_score_table_has_a_duet_column_when_the_map_scores():
    from wingspan_rules.views.text import render_scores

    s = duet().duet_tokens(0, 0, 6).game_over().goal_points(*[(0, 0)] * 4)
    table = render_scores(score_game(s.build(), s.cards))
    assert "duet" in table.splitlines()[0]
    assert "duet" not in render_scores(ws.scores(ws.new_game(seed=1))).splitlines()[0]
