"""Paying a bird's food cost from the personal supply, with the 2-for-1 exchange (rules 3.3).

Any two tokens may stand in for any one token of the cost, as often as the player likes, but
only while paying for a bird. A payment is a per-food-type count tuple of the tokens spent.

Payments are enumerated as per-type counts, not token by token: each count tuple within the
supply is tested with a closed formula, so the work is polynomial in the size of the cost (a
cost of 7 wild tokens is listed in milliseconds), where trying every stand-in for every token
would be exponential.
"""

from __future__ import annotations

from collections.abc import Iterator
from functools import lru_cache

from attrs import field, frozen

from ..state.enums import BASE_FOODS, FOOD_TYPES, Food
from .cards import FoodCost

_TYPES = range(FOOD_TYPES)


@frozen
class FoodRules:
    """The food types that pay their own way in a game (an expansion's ``hooks.FoodRule``):
    ``wild``, a token of which pays any food icon one for one; ``kept``, never one of the two
    tokens of a 2-for-1. Empty for the base game, whose closed formulas then apply."""

    wild: frozenset[Food] = frozenset()
    kept: frozenset[Food] = frozenset()
    #: Derived from the two (no part of equality, hash or repr), for ``_affords_ruled``: the
    #: wild types, the kept ones first; and the kept types, in type order.
    wild_order: tuple[int, ...] = field(init=False, eq=False, repr=False)
    kept_types: tuple[int, ...] = field(init=False, eq=False, repr=False)

    def __attrs_post_init__(self) -> None:
        order = sorted(self.wild, key=lambda f: (f not in self.kept, f))
        object.__setattr__(self, "wild_order", tuple(int(f) for f in order))
        object.__setattr__(self, "kept_types", tuple(f for f in _TYPES if f in self.kept))

    def __bool__(self) -> bool:
        return bool(self.wild or self.kept)


#: The base game's food: no type has a rule of its own.
BASE_RULES = FoodRules()


#: No jokers (``can_afford``'s and ``payments``' default): every token pays as its own type.
NO_JOKERS: tuple[int, ...] = ()


def can_afford(
    cost: FoodCost,
    food: tuple[int, ...],
    rules: FoodRules = BASE_RULES,
    jokers: tuple[int, ...] = NO_JOKERS,
) -> bool:
    """Whether ``food`` can pay ``cost``: exact tokens first, then 1 for a wild, 2 for a miss.

    Paying a named token with itself always costs 1 and a stand-in costs 2, so matching named
    tokens first is optimal; what is left must cover the wild icons and twice the misses.
    With food rules (``rules``), some way to pay is searched for instead. ``jokers``: per
    food type, how many of ``food``'s tokens may also pay one icon of any type but nectar
    (food cached on a bird whose power says so: ``_joker_payments``).
    """
    if jokers is not NO_JOKERS and any(jokers):
        return cost.is_free or bool(_joker_payments(cost, food, rules, jokers, False))
    if rules is not BASE_RULES and rules:  # the base game's without a call to __bool__
        return cost.is_free or _affords_ruled(cost, food, rules)
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
    cost: FoodCost,
    food: tuple[int, ...],
    dominated: bool = False,
    rules: FoodRules = BASE_RULES,
    jokers: tuple[int, ...] = NO_JOKERS,
) -> list[tuple[int, ...]]:
    """Every distinct way to pay ``cost`` from ``food``, in a deterministic order.

    Without ``dominated``, a payment that spends a superset of another payment is left out:
    it only throws food away. ``rules``: the food types paying their own way (an expansion's).
    ``jokers``: as for ``can_afford``; a payment then counts each token as the type it is
    spent as (a joker paying a fish icon counts as fish).
    """
    if jokers is not NO_JOKERS and any(jokers):
        return list(_joker_payments(cost, food, rules, jokers, dominated))
    if rules is not BASE_RULES and rules:  # the base game's without a call to __bool__
        return list(_ruled_payments(cost, food, rules, dominated))
    return list(_payments(cost, food, dominated))


def joker_caps(cost: FoodCost) -> tuple[int, ...]:
    """Per food type, the icons of it ``cost`` prints (a "/" cost: one per choice), none for
    nectar: a joker is spent as another type only to pay such an icon, so a payment spends
    at most this many of a type when jokers of other types are among them. A joker paying a
    wild icon, or half of a 2-for-1, is spent as its own type: so each payment is listed
    once, not once per type the joker could name."""
    caps = [0] * FOOD_TYPES
    for f in cost.foods:
        if f in BASE_FOODS:
            caps[f] += 1
    return tuple(caps)


def cache_share_fits(
    paid: tuple[int, ...],
    supply: tuple[int, ...],
    cached: tuple[int, ...],
    jokers: tuple[int, ...],
    caps: tuple[int, ...],
    from_cache: tuple[int, ...],
) -> bool:
    """Whether ``paid`` (per type spent as) can be paid with ``from_cache[f]`` of each type
    from the payment sources' food (``cached``, of which ``jokers`` are jokers) and the rest
    from ``supply``. The cache pays a type with its own tokens first (those that are no
    jokers, then its jokers), then with jokers of other types: only for a type all of whose
    tokens paid pay its icons (``joker_caps``), and only jokers left once each type took its
    own."""
    used = 0
    for f, amount in enumerate(paid):
        share = from_cache[f]
        if share < 0 or share > amount or amount - share > supply[f]:
            return False
        wild = jokers[f] if jokers else 0
        if share > cached[f] and amount > caps[f]:  # jokers of other types, not for its icons
            return False
        used += max(0, share - (cached[f] - wild))  # the jokers paying as this type
    return used <= (sum(jokers) if jokers else 0)


@lru_cache(maxsize=4096)
def _joker_payments(
    cost: FoodCost,
    food: tuple[int, ...],
    rules: FoodRules,
    jokers: tuple[int, ...],
    dominated: bool,
) -> tuple[tuple[int, ...], ...]:
    """The payments of ``cost`` from ``food`` when ``jokers`` of its tokens may be spent as
    any food but nectar: those of ``food`` widened up to each type's icons by the jokers of
    other types (``joker_caps``), kept when the jokers can stand for what the food lacks
    (``cache_share_fits``, the jokers as the whole cache). What can pay only grows with what
    is spent, so the least payments of the widened food that fit are the least that fit."""
    caps = joker_caps(cost)
    total = sum(jokers)
    wide = tuple(max(n, min(caps[f], n + total - jokers[f])) for f, n in enumerate(food))
    if rules is not BASE_RULES and rules:
        found = _ruled_payments(cost, wide, rules, dominated)
    else:
        found = _payments(cost, wide, dominated)
    real = tuple(n - j for n, j in zip(food, jokers, strict=True))  # food less the jokers
    fitting = tuple(
        p
        for p in found
        if cache_share_fits(
            p,
            real,
            jokers,
            jokers,
            caps,
            tuple(max(0, a - b) for a, b in zip(p, real, strict=True)),
        )
    )
    return _one_joker_choice(cost, food, caps, jokers, fitting) if cost.one_of else fitting


def _one_joker_choice(
    cost: FoodCost,
    food: tuple[int, ...],
    caps: tuple[int, ...],
    jokers: tuple[int, ...],
    found: tuple[tuple[int, ...], ...],
) -> tuple[tuple[int, ...], ...]:
    """The payments of a "/" cost (one icon of a choice) that differ in what they spend: a
    payment of a choice the player holds none of spends a joker of another type, whichever
    choice it names, so only the first such one is kept; and none when every joker's own type
    is a choice (spending it as another choice spends the same token as paying its own)."""
    if all(caps[f] for f, n in enumerate(jokers) if n):
        return tuple(p for p in found if all(food[f] for f, n in enumerate(p) if n))
    kept: list[tuple[int, ...]] = []
    joker_only = False
    for p in found:
        if any(n and not food[f] for f, n in enumerate(p)):
            if joker_only:
                continue
            joker_only = True
        kept.append(p)
    return tuple(kept)


@lru_cache(maxsize=4096)
def _ruled_payments(
    cost: FoodCost, food: tuple[int, ...], rules: FoodRules, dominated: bool
) -> tuple[tuple[int, ...], ...]:
    """The payments of ``cost`` under food rules: every count tuple within ``food`` that pays
    it exactly (``_pays_ruled``), less those spending a superset of another unless
    ``dominated``. A brute force over small costs, only for games with food rules."""
    if cost.is_free:
        return ((0,) * FOOD_TYPES,)
    tokens = 1 if cost.one_of else cost.total
    if dominated:
        found = [p for p in _counts(food, 1, 2 * tokens) if _pays_ruled(cost, p, rules)]
    else:
        found = _least_ruled_within(cost, food, rules, 2 * tokens)
    found.sort(key=lambda p: (sum(p), tuple(-x for x in p)))
    return tuple(found)


def _least_ruled_within(
    cost: FoodCost, food: tuple[int, ...], rules: FoodRules, most: int
) -> list[tuple[int, ...]]:
    """The payments of ``cost`` under ``rules`` within ``food`` that waste nothing: the count
    tuples that can pay (``_affords_ruled``) while no tuple of one token less can. Those are
    exactly the payments spending no superset of another (what can pay is closed upwards, and
    a least tuple that can pay pays exactly), found type by type: a tuple that can pay is not
    grown further, as nothing grown from it is least. ``most``: the most tokens one spends."""
    found: list[tuple[int, ...]] = []
    spent = [0] * FOOD_TYPES

    def least(paying: tuple[int, ...], last: int) -> bool:
        # one token less of ``last`` is known not to pay; the other types are tried
        return not any(
            paying[f] and f != last and _affords_ruled(cost, _less(paying, f), rules)
            for f in _TYPES
        )

    def fill(i: int, total: int) -> None:
        # ``spent`` (types ``i``.. at 0) cannot pay
        if i == FOOD_TYPES:
            return
        fill(i + 1, total)
        for n in range(1, min(food[i], most - total) + 1):
            spent[i] = n
            paying = tuple(spent)
            if _affords_ruled(cost, paying, rules):
                if least(paying, i):
                    found.append(paying)
                break
            fill(i + 1, total + n)
        spent[i] = 0

    fill(0, 0)
    return found


def _affords_ruled(cost: FoodCost, food: tuple[int, ...], rules: FoodRules) -> bool:
    """Whether ``food`` can pay the (not free) ``cost`` under ``rules``, greedily, in the
    search of ``_pays_ruled``'s terms (each icon one token that pays it or two tokens that
    may be exchanged).

    Each step keeps some way to pay if there is one: a named icon paid with its own food
    first (a payment using that token elsewhere swaps it with what paid the icon); then the
    named icons left with wild foods, the kept ones first (a pair paying the icon could pay
    whatever the wild token paid); then each wild icon takes one token, the kept ones first,
    and every named icon still unpaid two tokens that are not kept.
    """
    if cost.one_of:
        wild, kept = rules.wild, rules.kept
        choices = cost.foods
        swappable = 0
        for f in _TYPES:
            n = food[f]
            if n:
                if not choices or f in choices or f in wild:
                    return True
                if f not in kept:
                    swappable += n
        return swappable >= 2
    left = list(food)
    unpaid = 0  # named icons not paid with their own food
    for f in cost.foods:
        if left[f]:
            left[f] -= 1
        else:
            unpaid += 1
    if unpaid:
        # wild tokens for the named icons left: kept ones first, then exchangeable ones
        for f in rules.wild_order:
            use = min(unpaid, left[f])
            left[f] -= use
            unpaid -= use
    kept_left = 0
    for f in rules.kept_types:
        kept_left += left[f]
    swappable = sum(left) - kept_left
    return swappable >= 2 * unpaid + max(0, cost.wild - kept_left)


def _pays_ruled(cost: FoodCost, spent: tuple[int, ...], rules: FoodRules) -> bool:
    """Whether spending exactly ``spent`` pays ``cost`` when the ``rules.wild`` foods pay any
    icon and the ``rules.kept`` foods are never half of a 2-for-1: each icon takes one token
    that pays it, or two tokens that may be exchanged, and every token spent is used."""
    icons: list[Food | None] = [None] if cost.one_of else [*cost.foods, *([None] * cost.wild)]
    choices = set(cost.foods) if cost.one_of else set()

    def pays(icon: Food | None, f: int) -> bool:
        if icon is None:  # a wild icon, or an "or" cost's one token
            return not cost.one_of or not choices or f in choices or Food(f) in rules.wild
        return f == icon or Food(f) in rules.wild

    def fill(i: int, left: tuple[int, ...]) -> bool:
        if i == len(icons):
            return not any(left)
        for f in _TYPES:
            if left[f] and pays(icons[i], f) and fill(i + 1, _less(left, f)):
                return True
        swappable = [f for f in _TYPES if left[f] and Food(f) not in rules.kept]
        for j, a in enumerate(swappable):
            for b in swappable[j:]:
                if a == b and left[a] < 2:
                    continue
                if fill(i + 1, _less(_less(left, a), b)):
                    return True
        return False

    return fill(0, spent)


def _less(food: tuple[int, ...], f: int) -> tuple[int, ...]:
    return food[:f] + (food[f] - 1,) + food[f + 1 :]


@lru_cache(maxsize=4096)
def _payments(
    cost: FoodCost, food: tuple[int, ...], dominated: bool
) -> tuple[tuple[int, ...], ...]:
    if cost.is_free:
        return ((0,) * FOOD_TYPES,)
    if dominated:
        tokens = cost.total
        found = [p for p in _counts(food, tokens, 2 * tokens) if _pays(cost, p)]
    elif cost.one_of:
        found = _cheapest_one_of(cost, food)
    else:
        found = _cheapest(cost, food)
    found.sort(key=lambda p: (sum(p), tuple(-x for x in p)))
    return tuple(found)


def _pays(cost: FoodCost, spent: tuple[int, ...]) -> bool:
    """Whether spending exactly ``spent`` is a way to pay ``cost`` (every token spent is used).

    An "or" cost is one token: one food of its choices, or any two. For an "and" cost, say
    ``d`` named tokens are paid with themselves, and the others (``C - d`` named, ``w`` wild)
    with stand-ins: a wild takes 1 or 2 tokens of any type, a missed named token 2. So the
    ``P`` tokens spent satisfy ``w + 2(C - d) <= P - d <= 2w + 2(C - d)``, and a ``d`` between
    0 and the named tokens ``spent`` can match is possible exactly when this interval of ``d``,
    ``[w + 2C - P, 2w + 2C - P]``, meets ``[0, matched]``.
    """
    total = sum(spent)
    if cost.one_of:
        return total == 2 or (total == 1 and any(spent[f] for f in cost.foods))
    named = len(cost.foods)
    matched = sum(min(cost.foods.count(f), spent[f]) for f in set(cost.foods))
    low = max(0, cost.wild + 2 * named - total)
    high = min(matched, 2 * cost.wild + 2 * named - total)
    return low <= high


def _cheapest_one_of(cost: FoodCost, food: tuple[int, ...]) -> list[tuple[int, ...]]:
    """The payments of an "or" cost that waste nothing: one food of its choices, or two tokens
    of which neither is one of its choices."""
    found = [_unit(f) for f in sorted(set(cost.foods)) if food[f]]
    others = [f for f in _TYPES if f not in cost.foods]
    for i, a in enumerate(others):
        for b in others[i:]:
            if food[a] >= 1 + (a == b) and food[b]:
                found.append(tuple(x + y for x, y in zip(_unit(a), _unit(b), strict=True)))
    return found


def _unit(f: int) -> tuple[int, ...]:
    return tuple(int(t == f) for t in _TYPES)


def _cheapest(cost: FoodCost, food: tuple[int, ...]) -> list[tuple[int, ...]]:
    """The payments of an "and" cost that waste nothing.

    ``can_afford`` says ``spent`` can pay exactly when its value ``P + M`` reaches
    ``w + 2C``, where ``P`` is the number of tokens spent and ``M`` how many of them match a
    named token (at most ``C``, the named tokens; ``w`` is the wild ones). Taking one token
    away lowers the value by 1 or 2, so a payment wastes nothing exactly when its value is
    ``w + 2C``, no more. Those are enumerated type by type, pruning on the value.
    """
    named = [cost.foods.count(f) for f in _TYPES]
    target = cost.wild + 2 * len(cost.foods)

    def value(f: int, n: int) -> int:
        return n + min(named[f], n)

    most = [0] * (FOOD_TYPES + 1)  # most[f]: the highest value types f.. can add
    for f in reversed(_TYPES):
        most[f] = most[f + 1] + value(f, food[f])
    found: list[tuple[int, ...]] = []
    spent = [0] * FOOD_TYPES

    def fill(f: int, reached: int) -> None:
        if f == FOOD_TYPES:
            if reached == target:
                found.append(tuple(spent))
            return
        for n in range(food[f] + 1):
            now = reached + value(f, n)
            if now > target:
                break
            if now + most[f + 1] >= target:
                spent[f] = n
                fill(f + 1, now)
        spent[f] = 0

    fill(0, 0)
    return found


def _counts(food: tuple[int, ...], low: int, high: int) -> Iterator[tuple[int, ...]]:
    """Every count tuple within ``food`` whose total is from ``low`` to ``high``."""
    room = [0] * (FOOD_TYPES + 1)  # room[i]: the most that types i.. can still hold
    for i in reversed(_TYPES):
        room[i] = room[i + 1] + food[i]
    spent = [0] * FOOD_TYPES

    def fill(i: int, total: int) -> Iterator[tuple[int, ...]]:
        if i == FOOD_TYPES:
            if total >= low:
                yield tuple(spent)
            return
        if total + room[i] < low:
            return
        for n in range(min(food[i], high - total) + 1):
            spent[i] = n
            yield from fill(i + 1, total + n)
        spent[i] = 0

    yield from fill(0, 0)


def foods_paid_for(
    cost: FoodCost, spent: tuple[int, ...], wild: frozenset[Food] = frozenset()
) -> frozenset[Food]:
    """The food types a bird play paid for with ``spent`` (a payment of ``cost``), for Duet's
    food spaces (rules 8.1): what the play actually spent, 2-for-1 counted as the food it
    stood in for, not the two tokens given.

    * "and" cost: every food icon printed, paid with itself or with two tokens; and a wild
      icon paid with a single token counts that token's food. A wild paid with two tokens
      (only a dominated payment does that) stands in for no named food and counts none.
    * "or" cost ("/"): the food of the one token paid with, when it is one of the choices;
      two tokens stand in for one of the choices, the player's pick, so every choice counts.

    When a payment can be read several ways (which tokens paid which icon), a food counts if
    one reading spends it: the player names the reading by the space they choose.

    ``wild``: the foods wild for a bird's cost (Oceania's nectar, rules-expansions 9.2.12): a
    token of one paying a "/" choice stands in for the choice it replaced, the player's pick,
    so every choice counts; one paying its own icon matches any food (``BASE_FOODS``).
    """
    if cost.is_free or not any(spent):
        return frozenset()
    if cost.one_of:
        if sum(spent) == 1:
            own = frozenset(f for f in cost.foods if spent[f])
            if wild and not own and any(spent[f] for f in wild):
                return frozenset(cost.foods)
            return own | _own_icon_wild(cost, spent, wild)
        return frozenset(cost.foods)
    paid: set[Food] = set(cost.foods) | _own_icon_wild(cost, spent, wild)
    if cost.wild:
        paid |= _single_token_wild_foods(cost, spent)
    return frozenset(paid)


def _own_icon_wild(cost: FoodCost, spent: tuple[int, ...], wild: frozenset[Food]) -> set[Food]:
    """Every base food when a token of a wild food pays that food's own icon of ``cost`` (a
    nectar for a nectar icon matches any food space, rules-expansions 9.2.12); the foods
    actually spent when two other tokens bought such an icon (U32); else none."""
    if any(f in cost.foods and spent[f] for f in wild):
        return set(BASE_FOODS)
    if any(f in cost.foods for f in wild):
        return {f for f in BASE_FOODS if spent[f]}
    return set()


def _single_token_wild_foods(cost: FoodCost, spent: tuple[int, ...]) -> set[Food]:
    """The foods a wild icon of ``cost`` can be paid with as a single token in ``spent``.

    A reading pays ``d[f]`` named ``f`` icons with ``f`` tokens; the ``e`` other named icons
    take two tokens each, and of the ``w`` wild icons ``w1`` take one token, the rest two. So
    the ``R`` tokens left after the direct matches satisfy ``R = 2e + 2w - w1``; if ``w1 >=
    1`` is possible, any food left among them can be a single-token wild.
    """
    named = [cost.foods.count(f) for f in _TYPES]
    found: set[Food] = set()
    ranges = [range(min(named[f], spent[f]) + 1) for f in _TYPES]

    def walk(f: int, direct: list[int]) -> None:
        if f == FOOD_TYPES:
            left = [s - d for s, d in zip(spent, direct, strict=True)]
            exchanged = len(cost.foods) - sum(direct)
            singles = 2 * exchanged + 2 * cost.wild - sum(left)
            if 1 <= singles <= cost.wild and singles <= sum(left):
                found.update(Food(t) for t in _TYPES if left[t])
            return
        for d in ranges[f]:
            walk(f + 1, [*direct, d])

    walk(0, [])
    return found
