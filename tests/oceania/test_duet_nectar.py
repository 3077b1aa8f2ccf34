"""Duet with Oceania (rules-expansions 9.2.12, U32): the food spaces a bird play paid with nectar
matches on the Duet map."""

from __future__ import annotations

from wingspan_rules.effects.cards import FoodCost
from wingspan_rules.effects.hooks import active
from wingspan_rules.effects.payment import foods_paid_for
from wingspan_rules.state.enums import BASE_FOODS, NO_FOOD, Food

WILD = active(("core", "oceania")).payment.wild
INV, SEED, FISH, FRUIT, NECTAR = Food.INVERTEBRATE, Food.SEED, Food.FISH, Food.FRUIT, Food.NECTAR


def _paid(**amounts: int) -> tuple[int, ...]:
    food = list(NO_FOOD)
    for name, n in amounts.items():
        food[Food.from_label(name)] = n
    return tuple(food)


def test_9_2_12_nectar_is_wild_in_an_oceania_game():
    assert {NECTAR} == WILD
    assert active(("core",)).payment.wild == frozenset()


def test_9_2_12_nectar_for_a_named_icon_counts_as_the_food_it_replaced():
    cost = FoodCost((FISH, FRUIT))
    assert foods_paid_for(cost, _paid(fish=1, nectar=1), WILD) == {FISH, FRUIT}


def test_9_2_12_nectar_for_a_slashed_cost_stands_in_for_either_choice():
    cost = FoodCost((FISH, FRUIT), one_of=True)
    assert foods_paid_for(cost, _paid(nectar=1), WILD) == {FISH, FRUIT}
    # without the wild foods (a base game's reading), nectar stands for nothing
    assert foods_paid_for(cost, _paid(nectar=1)) == frozenset()
    assert foods_paid_for(cost, _paid(fish=1), WILD) == {FISH}


def test_9_2_12_nectar_for_a_nectar_icon_matches_any_food_space():
    cost = FoodCost((SEED, NECTAR))
    assert foods_paid_for(cost, _paid(seed=1, nectar=1), WILD) >= set(BASE_FOODS)
    either = FoodCost((INV, NECTAR), one_of=True)
    assert foods_paid_for(either, _paid(nectar=1), WILD) >= set(BASE_FOODS)


def test_u32_two_foods_for_a_nectar_icon_match_the_foods_actually_spent():
    cost = FoodCost((SEED, NECTAR))
    # seed + 2 fish (2-for-1 for the nectar icon): the fish spent count, not any food
    assert foods_paid_for(cost, _paid(seed=1, fish=2), WILD) == {SEED, FISH, NECTAR}
