"""Paying a bird's food cost from the personal supply, with the 2-for-1 exchange (rules 3.3).

Any two tokens may stand in for any one token of the cost, as often as the player likes, but
only while paying for a bird. A payment is a per-food-type count tuple of the tokens spent.
"""

from __future__ import annotations

from functools import lru_cache

from .effects.cards import FoodCost
from .enums import FOOD_TYPES

_TYPES = range(FOOD_TYPES)


def can_afford(cost: FoodCost, food: tuple[int, ...]) -> bool:
    """Whether ``food`` can pay ``cost``: exact tokens first, then 1 for a wild, 2 for a miss.

    Paying a named token with itself always costs 1 and a stand-in costs 2, so matching named
    tokens first is optimal; what is left must cover the wild icons and twice the misses.
    """
    if cost.one_of:
        if not cost.foods:
            return True
        return any(food[f] for f in cost.foods) or sum(food) >= 2
    left = list(food)
    missing = 0
    for f in cost.foods:
        if left[f]:
            left[f] -= 1
        else:
            missing += 1
    return sum(left) >= cost.wild + 2 * missing


def payments(
    cost: FoodCost, food: tuple[int, ...], dominated: bool = False
) -> list[tuple[int, ...]]:
    """Every distinct way to pay ``cost`` from ``food``, in a deterministic order.

    Without ``dominated``, a payment that spends a superset of another payment is left out:
    it only throws food away.
    """
    return list(_payments(cost, food, dominated))


@lru_cache(maxsize=4096)
def _payments(
    cost: FoodCost, food: tuple[int, ...], dominated: bool
) -> tuple[tuple[int, ...], ...]:
    if cost.is_free:
        return ((0,) * FOOD_TYPES,)
    tokens: list[tuple[int, ...]]  # each token: the food types that may pay it directly
    if cost.one_of:
        tokens = [tuple(cost.foods)]
    else:
        tokens = [(f,) for f in cost.foods] + [tuple(_TYPES)] * cost.wild
    found: set[tuple[int, ...]] = set()
    _pay(tokens, 0, list(food), [0] * FOOD_TYPES, found)
    result = sorted(found, key=lambda p: (sum(p), tuple(-x for x in p)))
    if not dominated:
        result = [p for p in result if not any(q != p and _le(q, p) for q in result)]
    return tuple(result)


def _pay(
    tokens: list[tuple[int, ...]],
    i: int,
    left: list[int],
    spent: list[int],
    found: set[tuple[int, ...]],
) -> None:
    if i == len(tokens):
        found.add(tuple(spent))
        return
    for f in tokens[i]:
        if left[f]:
            _take(left, spent, f, 1)
            _pay(tokens, i + 1, left, spent, found)
            _take(left, spent, f, -1)
    for a in _TYPES:  # two tokens, a <= b, for this one
        if not left[a]:
            continue
        _take(left, spent, a, 1)
        for b in range(a, FOOD_TYPES):
            if left[b]:
                _take(left, spent, b, 1)
                _pay(tokens, i + 1, left, spent, found)
                _take(left, spent, b, -1)
        _take(left, spent, a, -1)


def _take(left: list[int], spent: list[int], f: int, n: int) -> None:
    left[f] -= n
    spent[f] += n


def _le(a: tuple[int, ...], b: tuple[int, ...]) -> bool:
    return all(x <= y for x, y in zip(a, b, strict=True))
