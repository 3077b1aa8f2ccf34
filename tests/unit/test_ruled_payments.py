"""The greedy test of what food rules let a supply pay (``payment._affords_ruled``) against the
exhaustive search it replaced: every cost, supply and set of food rules, the same answers, and
the same payments listed in the same order."""

from __future__ import annotations

import itertools

from hypothesis import given, settings
from hypothesis import strategies as st

from wingspan_rules.effects.cards import FoodCost
from wingspan_rules.effects.payment import (
    FoodRules,
    _counts,
    _pays_ruled,
    _ruled_payments,
    can_afford,
    payments,
)
from wingspan_rules.state.enums import FOOD_TYPES, Food

FOODS = list(Food)


def searched(cost: FoodCost, food: tuple[int, ...], rules: FoodRules) -> list[tuple[int, ...]]:
    """The payments wasting nothing, by trying every count tuple (the former listing)."""
    if cost.is_free:
        return [(0,) * FOOD_TYPES]
    tokens = 1 if cost.one_of else cost.total
    found = [p for p in _counts(food, 1, 2 * tokens) if _pays_ruled(cost, p, rules)]
    found = [
        p
        for p in found
        if not any(q != p and all(a <= b for a, b in zip(q, p, strict=True)) for q in found)
    ]
    found.sort(key=lambda p: (sum(p), tuple(-x for x in p)))
    return found


#: Costs of up to 3 tokens and supplies of up to 2 of each food: the search tried is
#: exponential in the tokens.
costs = st.builds(
    FoodCost,
    foods=st.lists(st.sampled_from(FOODS), max_size=3).map(lambda fs: tuple(sorted(fs))),
    wild=st.integers(0, 2),
    one_of=st.booleans(),
).filter(lambda c: c.one_of or len(c.foods) + c.wild <= 3)
supplies = st.tuples(*[st.integers(0, 2)] * FOOD_TYPES)
food_rules = st.builds(
    FoodRules,
    wild=st.frozensets(st.sampled_from(FOODS), max_size=2),
    kept=st.frozensets(st.sampled_from(FOODS), max_size=2),
).filter(bool)


@settings(max_examples=200, deadline=None)
@given(costs, supplies, food_rules)
def test_the_greedy_answer_is_the_searched_one(
    cost: FoodCost, food: tuple[int, ...], rules: FoodRules
) -> None:
    if cost.one_of and cost.wild:
        cost = FoodCost(cost.foods, 0, True)
    expected = searched(cost, food, rules)
    assert can_afford(cost, food, rules) == bool(expected)
    assert payments(cost, food, rules=rules) == expected


def test_nectar_costs_against_the_search() -> None:
    """Oceania's rule (nectar wild and kept) over every cost of up to two named icons and every
    supply of up to one token of each food and two nectar."""
    rules = FoodRules(wild=frozenset({Food.NECTAR}), kept=frozenset({Food.NECTAR}))
    named_icons = [c for n in range(3) for c in itertools.combinations_with_replacement(FOODS, n)]
    supplies = [
        (*base, nectar)
        for base in itertools.product(range(2), repeat=FOOD_TYPES - 1)
        for nectar in range(3)
    ]
    for named in named_icons:
        for wild, one_of in ((0, False), (1, False), (0, True)):
            cost = FoodCost(named, wild, one_of)
            for food in supplies:
                expected = searched(cost, food, rules)
                assert can_afford(cost, food, rules) == bool(expected), (cost, food)
                assert list(_ruled_payments(cost, food, rules, False)) == expected, (cost, food)
