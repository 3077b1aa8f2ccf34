"""``shuffled`` and ``choices`` write ``below`` out: they draw exactly what ``below`` draws."""

from __future__ import annotations

import random

from wingspan_rules.state import rng


def _shuffled(state: int, items: tuple[int, ...]) -> tuple[tuple[int, ...], int]:
    out = list(items)
    for i in range(len(out) - 1, 0, -1):
        j, state = rng.below(state, i + 1)
        out[i], out[j] = out[j], out[i]
    return tuple(out), state


def _choices(state: int, options: tuple[int, ...], k: int) -> tuple[tuple[int, ...], int]:
    picked = []
    for _ in range(k):
        i, state = rng.below(state, len(options))
        picked.append(options[i])
    return tuple(picked), state


def test_the_same_draws_as_below() -> None:
    pick = random.Random(18)
    for _ in range(500):
        state = pick.getrandbits(64)
        items = tuple(range(pick.choice([0, 1, 2, 5, 170, 511, 512, 700])))
        assert rng.shuffled(state, items) == _shuffled(state, items)
        options = tuple(range(pick.randint(1, 700)))
        k = pick.randint(0, 6)
        assert rng.choices(state, options, k) == _choices(state, options, k)
    assert rng.choices(5, (), 0) == ((), 5)
