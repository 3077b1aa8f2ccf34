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


def test_every_length_around_the_lanes_draws_the_same() -> None:
    """Short shuffles draw one at a time, longer ones all at once (``rng._lane_values``), the
    longest one at a time again: the same orders and states on both sides of each bound."""
    pick = random.Random(180)
    lengths = [*range(0, 40), 180, 181, 256, 2048, 2049, 2050, 2051]
    for length in lengths:
        for _ in range(20 if length < 1000 else 2):
            state = pick.choice([pick.getrandbits(64), 0, rng._MASK, pick.getrandbits(70)])
            items = tuple(range(length))
            assert rng.shuffled(state, items) == _shuffled(state, items), length


def _unmix(value: int) -> int:
    """The generator state that draws ``value`` (splitmix64's output function, inverted)."""

    def unshift(x: int, s: int) -> int:
        y = x
        for _ in range(64 // s + 1):
            y = x ^ (y >> s)
        return y

    z = unshift(value, 31)
    z = (z * pow(0x94D049BB133111EB, -1, 1 << 64)) & rng._MASK
    z = unshift(z, 27)
    z = (z * pow(0xBF58476D1CE4E5B9, -1, 1 << 64)) & rng._MASK
    return unshift(z, 30)


def test_a_rejected_draw_is_drawn_again_in_a_long_shuffle() -> None:
    """A value at its bound's rejection limit (below one in 10**16: made here by inverting
    the generator) is drawn again, whichever way the shuffle draws, at any of its draws; a
    value as high under a limit it does not reach (a bound that divides 2**64) is taken."""
    seen = set()
    for length, value in ((180, rng._MASK), (26, rng._MASK - 3), (129, rng._MASK - 100)):
        draws = length - 1
        for k in (1, 2, draws // 2, draws - 6, draws - 1, draws):
            state = (_unmix(value) - k * rng._GOLDEN) & rng._MASK
            bound = length - k + 1  # the k-th draw's
            rejected = value >= (1 << 64) - (1 << 64) % bound
            items = tuple(range(length))
            order, after = rng.shuffled(state, items)
            assert (order, after) == _shuffled(state, items)
            assert after == (state + (draws + rejected) * rng._GOLDEN) & rng._MASK
            seen.add(rejected)
    assert seen == {True, False}


def test_a_roll_draws_the_same_whichever_way_and_redraws_a_rejected_value() -> None:
    """Rolls of a few dice draw one at a time, of more all at once: the same faces and
    states, and a value at the rejection limit of the number of faces is drawn again."""
    pick = random.Random(6)
    for k in range(0, 12):
        for faces in (1, 2, 5, 6, 7, 170, 700):
            state = pick.getrandbits(64)
            options = tuple(range(faces))
            assert rng.choices(state, options, k) == _choices(state, options, k)
    for k in (4, 5, 9):
        for at in range(1, k + 1):
            state = (_unmix(rng._MASK) - at * rng._GOLDEN) & rng._MASK
            options = tuple(range(6))  # 2**64 % 6 == 4: the highest values are rejected
            faces, after = rng.choices(state, options, k)
            assert (faces, after) == _choices(state, options, k)
            assert after == (state + (k + 1) * rng._GOLDEN) & rng._MASK


def test_values_drawn_ahead_are_the_values_below_draws_for_any_bound() -> None:
    """``values_ahead``: the next draws' values, each giving ``below``'s answer for every
    bound up to its own, and the generator stands where as many ``below`` draws leave it."""
    pick = random.Random(7)
    for draws in (1, 2, 3, 64, 200):
        state = pick.getrandbits(64)
        values = rng.values_ahead(state, draws, 511)
        assert values is not None and len(values) == draws
        now = state
        for value in values:
            n = pick.randrange(1, 512)
            expected, now = rng.below(now, n)
            assert value % n == expected
        assert now == (state + draws * rng._GOLDEN) & rng._MASK


def test_values_ahead_give_way_when_one_might_be_rejected() -> None:
    """A value at the rejection limit of a bound up to 511 (made by inverting the generator),
    anywhere among the draws: no values ahead, so the caller draws one at a time."""
    for k in (1, 5, 64):
        state = (_unmix(rng._MASK) - k * rng._GOLDEN) & rng._MASK  # the k-th draw's value
        assert rng.values_ahead(state, 64, 511) is None
    state = (_unmix(rng._MASK) - 5 * rng._GOLDEN) & rng._MASK
    assert rng.values_ahead(state, 4, 511) is not None  # the draws before it are taken


def test_a_random_playout_draws_its_moves_as_below_would() -> None:
    """The playout draws its moves ahead: the same moves as choosing each with ``below``."""
    import wingspan_rules as ws
    from wingspan_rules.tools.simulate import random_playout

    rules = ws.bundled_rules(ws.GameConfig(players=2))
    chosen: list[object] = []
    final, moves = random_playout(
        rules.new_game(3), 11, lambda o, m, s: chosen.append(m), rules=rules
    )
    state, stream = rules.new_game(3), rng.seed_state(11)
    for move in chosen:
        options = rules.legal_moves(state)
        i, stream = rng.below(stream, len(options))
        assert options[i] == move
        state = rules.apply(state, options[i])
    assert state == final and len(chosen) == moves
