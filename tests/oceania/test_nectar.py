"""Nectar (rules-expansions 9.2.2, 9.2.3, 9.2.6): each test is named after its section. A game
names ``oceania`` in ``GameConfig.sets``; a base game has no nectar at all."""

from __future__ import annotations

import attrs
import pytest

from wingspan_rules import load_cards
from wingspan_rules.effects import hooks
from wingspan_rules.effects.cards import FoodCost
from wingspan_rules.effects.hooks import Expansion, active
from wingspan_rules.effects.nectar import NECTAR
from wingspan_rules.effects.payment import can_afford, payments
from wingspan_rules.engine import Rules
from wingspan_rules.expansions.oceania import nectar
from wingspan_rules.saves.serialization import from_json, to_json
from wingspan_rules.state.enums import Food, Habitat
from wingspan_rules.state.events import FoodDiscarded
from wingspan_rules.state.model import GameConfig
from wingspan_rules.testing import Scenario
from wingspan_rules.views.text import render_scores

SETS = ("core", "oceania")
OCEANIA = GameConfig(players=3, sets=SETS)


@pytest.fixture(scope="module")
def cards():
    return load_cards(sets=SETS)


def _food(**amounts: int) -> tuple[int, ...]:
    counts = [0] * 6
    for name, n in amounts.items():
        counts[Food.from_label(name)] = n
    return tuple(counts)


def _spent(state, p: int) -> tuple[int, ...]:
    return tuple(nectar.spent(state.players[p], h) for h in Habitat)


def _play_until(rules: Rules, seed: int, until):
    state = rules.new_game(seed)
    while not rules.is_terminal(state) and not until(state):
        state = rules.apply(state, rules.legal_moves(state)[0])
    return state


# --- 9.2.2 setup ------------------------------------------------------------------------------------


def test_9_2_2_each_player_takes_1_nectar_beside_the_usual_food(cards):
    state = Rules(cards, OCEANIA).new_game(1)
    assert all(p.food == (1, 1, 1, 1, 1, 1) for p in state.players)


def test_9_2_2_a_base_game_deals_no_nectar():
    state = Rules(load_cards(), GameConfig(players=3)).new_game(1)
    assert all(p.food[Food.NECTAR] == 0 for p in state.players)


def test_9_2_2_another_player_shows_as_dealt_during_setup_nectar_included(cards):
    rules = Rules(cards, OCEANIA)
    state = rules.new_game(1)
    seen = rules.observation(state, 0)
    assert seen.players[1].food == (1, 1, 1, 1, 1, 1)


# --- 9.2.3 paying with nectar ----------------------------------------------------------------------

RULES = active(SETS).payment


def test_9_2_3_nectar_pays_any_food_icon_of_a_bird_cost():
    cost = FoodCost(foods=(Food.INVERTEBRATE, Food.FRUIT))
    assert _food(invertebrate=1, nectar=1) in payments(
        cost, _food(invertebrate=1, nectar=1), rules=RULES
    )
    assert can_afford(cost, _food(nectar=2), RULES)


def test_9_2_3_nectar_is_never_one_of_the_two_foods_of_a_2_for_1():
    cost = FoodCost(foods=(Food.FISH,))
    # seed + nectar is no 2-for-1 (nectar pays the fish by itself: spending the seed too is waste)
    found = payments(cost, _food(seed=1, nectar=1), dominated=True, rules=RULES)
    assert _food(seed=1, nectar=1) not in found
    assert _food(nectar=1) in found
    assert not can_afford(FoodCost(foods=(Food.FISH, Food.FISH)), _food(seed=1, nectar=1), RULES)


def test_9_2_3_two_other_foods_buy_a_nectar_icon():
    cost = FoodCost(foods=(Food.NECTAR,))
    assert payments(cost, _food(seed=2), rules=RULES) == [_food(seed=2)]
    assert payments(cost, _food(nectar=1, seed=2), rules=RULES)[0] == _food(nectar=1)


def test_9_2_3_nectar_paid_for_a_bird_goes_to_the_spent_space_of_its_habitat(cards):
    s = Scenario(players=2, cards=cards, sets=SETS)
    s.player(0).hand("Silvereye").food(invertebrate=1, nectar=1)
    turn = s.play("play Silvereye in forest")
    assert _spent(turn.state, 0) == (1, 0, 0)
    assert turn.state.players[0].food[Food.NECTAR] == 0


def test_9_2_3_two_foods_paying_a_nectar_icon_put_nothing_on_a_spent_space(cards):
    s = Scenario(players=2, cards=cards, sets=SETS)
    s.player(0).hand("Silvereye").food(invertebrate=1, seed=2)
    turn = s.play("play Silvereye in forest")
    assert _spent(turn.state, 0) == (0, 0, 0)


def test_9_2_3_nectar_gained_by_a_power_is_not_spent(cards):
    s = Scenario(players=2, cards=cards, sets=SETS)
    s.player(0).bird("forest", "Silvereye")
    turn = s.play("gain food", until="answers")
    state = turn.state
    assert _spent(state, 1) == (0, 0, 0)


# --- 9.2.6 round end ----------------------------------------------------------------------------------


def test_9_2_6_unused_nectar_is_discarded_at_round_end_spent_nectar_stays(cards):
    rules = Rules(cards, OCEANIA)
    before = _play_until(
        rules, 2, lambda s: s.round == 1 and all(p.cubes_used == 8 for p in s.players)
    )
    after = _play_until(rules, 2, lambda s: s.round == 2)
    assert all(p.food[Food.NECTAR] == 0 for p in after.players)
    for p in range(3):
        assert _spent(after, p) == _spent(before, p)


def test_9_2_6_the_nectar_discard_comes_after_teal_powers_and_before_the_goal(cards):
    rules = Rules(cards, OCEANIA)
    state = rules.new_game(3)
    while state.round == 1:  # the move ending the round: its events tell the round end's order
        state = rules.apply(state, rules.legal_moves(state)[-1])
    events = state.events
    discards = [i for i, e in enumerate(events) if isinstance(e, FoodDiscarded)]
    goal = next(i for i, e in enumerate(events) if type(e).__name__ == "GoalScored")
    assert discards and all(events[i].food is Food.NECTAR for i in discards)
    assert max(discards) < goal


# --- 9.2.3 final scoring -------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("counts", "points"),
    [
        ((3, 1, 0), (5, 2, 0)),  # first and second
        ((2, 2, 1), (3, 3, 0)),  # two tied first share 5 + 2, nobody second
        ((4, 2, 2), (5, 1, 1)),  # two tied second share 2
        ((1, 1, 1), (2, 2, 2)),  # three tied first share 7: 2 each, rounded down
        ((2, 0, 0), (5, 0, 0)),  # U1: none is no place
        ((0, 0, 0), (0, 0, 0)),
    ],
)
def test_9_2_3_majority_5_and_2_ties_shared_rounded_down(counts, points):
    assert nectar.majority(counts) == points


@pytest.mark.parametrize(
    ("counts", "points"),
    [
        ((2, 2, 1), (5, 5, 2)),  # tied first each take 5, the next is still second
        ((3, 1, 1), (5, 2, 2)),
        ((0, 0, 0), (0, 0, 0)),
    ],
)
def test_9_2_13_flock_majority_ties_are_friendly(counts, points):
    assert nectar.majority(counts, friendly=True) == points


def test_9_2_3_u1_without_the_option_0_nectar_takes_second_place():
    options = nectar.NectarOptions(majority_needs_nectar=False)
    assert nectar.majority((2, 0, 0), options) == (5, 1, 1)


def test_9_2_3_nectar_majority_is_a_line_of_the_score_breakdown(cards):
    rules = Rules(cards, OCEANIA)
    state = _play_until(rules, 4, lambda s: False)
    scores = rules.scores(state)
    expected = nectar.nectar_points(state, cards)
    assert tuple(s.points("nectar") for s in scores) == expected
    assert "nectar" in render_scores(scores)
    assert from_json(to_json(state), rules) == state  # spent spaces saved and read back
    assert sum(sum(_spent(state, p)) for p in range(3)) > 0


# --- 9.5.12 nectar without Oceania (U16): the base vocabulary's food rule ----------------------------

#: A package bringing nectar without spent spaces (as the Americas box does without Oceania).
NECTAR_BOX = Expansion(name="nectar-box", sets=("nectar-box",), food_rules=(NECTAR,))


@pytest.fixture
def nectar_box():
    hooks.register(NECTAR_BOX)
    yield
    hooks.unregister(NECTAR_BOX.name)


def test_9_5_12_nectar_without_oceania_is_wild_for_costs_and_never_half_of_a_2_for_1(nectar_box):
    rules = active(("core", "nectar-box")).payment
    assert can_afford(FoodCost(foods=(Food.FISH,)), _food(nectar=1), rules)
    assert not can_afford(FoodCost(foods=(Food.FISH, Food.FISH)), _food(seed=1, nectar=1), rules)
    assert Food.NECTAR in active(("core", "nectar-box")).foods  # a power's wild food may be it


def test_9_5_12_u16_nectar_paid_without_spent_spaces_goes_back_to_the_supply(nectar_box, cards):
    s = Scenario(players=2, cards=cards, sets=("core", "nectar-box"))
    s.player(0).hand("Silvereye").food(invertebrate=1, nectar=1)
    turn = s.play("play Silvereye in forest")
    assert turn.state.players[0].food[Food.NECTAR] == 0
    assert turn.state.players[0].zones == ()  # no spent space holds it


def test_9_5_12_u16_unused_nectar_without_oceania_is_discarded_at_round_end(nectar_box, cards):
    config = GameConfig(players=2, sets=("core", "nectar-box"))
    rules = Rules(load_cards(sets=("core",)), config)
    state = rules.new_game(6)
    state = attrs.evolve(
        state,
        players=tuple(attrs.evolve(p, food=(*p.food[:5], 2)) for p in state.players),
    )
    while state.round == 1:
        state = rules.apply(state, rules.legal_moves(state)[-1])
    assert all(p.food[Food.NECTAR] == 0 for p in state.players)
    assert rules.scores(state)[0].points("nectar") == 0  # no majority without Oceania


def test_9_5_13_with_oceania_and_another_nectar_box_oceania_keeps_spent_nectar(nectar_box):
    rules = active(("core", "oceania", "nectar-box")).food_rules
    assert [r.food for r in rules] == [Food.NECTAR]  # one rule per food
    assert rules[0].spent is nectar.keep_spent
    assert active(("core", "nectar-box", "oceania")).food_rules == rules
