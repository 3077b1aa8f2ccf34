"""Deterministic randomness carried in the state.

The state holds one 64-bit integer; every random draw goes through these functions, which
return the value drawn and the next integer. The generator is splitmix64: tiny, fast in pure
Python, and identical on every machine and Python version, so the same seed and the same moves
always give the same game.
"""

from __future__ import annotations

import struct
from typing import TypeVar

from attrs import frozen

_T = TypeVar("_T")

_MASK = (1 << 64) - 1
_GOLDEN = 0x9E3779B97F4A7C15
_SPAN = 1 << 64
#: The rejection limit of ``below`` for the small bounds (every die, deck and move list).
_LIMITS: tuple[int, ...] = (0, *(_SPAN - (_SPAN % n) for n in range(1, 512)))


def seed_state(seed: int) -> int:
    """The generator state for a user's seed (any integer)."""
    return (seed * 0xD1B54A32D192ED03 + _GOLDEN) & _MASK


def next64(state: int) -> tuple[int, int]:
    """One 64-bit value and the next state."""
    state = (state + _GOLDEN) & _MASK
    z = state
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
    return z ^ (z >> 31), state


def below(state: int, n: int) -> tuple[int, int]:
    """A uniform integer in ``range(n)`` and the next state (rejection sampling, no bias)."""
    if n <= 0:
        raise ValueError("below() needs a positive bound")
    limit = _LIMITS[n] if n < len(_LIMITS) else _SPAN - (_SPAN % n)
    while True:
        # ``next64``, written out: this runs for every die, shuffle step and random move, and
        # a call less is a fifth of its cost. The values drawn are next64's, bit for bit.
        state = (state + _GOLDEN) & _MASK
        z = ((state ^ (state >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        value = z ^ (z >> 31)
        if value < limit:
            return value % n, state


def shuffled(state: int, items: tuple[_T, ...]) -> tuple[tuple[_T, ...], int]:
    """``items`` in a random order (Fisher-Yates) and the next state."""
    out = list(items)
    draws = len(out) - 1
    if _LANES_FROM <= draws <= _LANES_UP_TO:
        values = _lane_values(state, draws, draws + 1)
        if values is not None:  # every draw accepted: swap by them
            i = draws
            for value in values:
                j = value % (i + 1)
                out[i], out[j] = out[j], out[i]
                i -= 1
            return tuple(out), (state + draws * _GOLDEN) & _MASK
    for i, n, limit in _steps(len(out)):
        # ``below(state, n)`` (``n = i + 1``), written out: the same values, bit for bit. A
        # value at the limit or above is rare (below one in 10**16 for these bounds): drawn
        # again.
        state = (state + _GOLDEN) & _MASK
        z = ((state ^ (state >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        value = z ^ (z >> 31)
        while value >= limit:
            state = (state + _GOLDEN) & _MASK
            z = ((state ^ (state >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
            z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
            value = z ^ (z >> 31)
        j = value % n
        out[i], out[j] = out[j], out[i]
    return tuple(out), state


# A shuffle's or a roll's draws, all at once. The generator's state only ever adds ``_GOLDEN``, so the
# states of a shuffle's ``draws`` draws are known before the first: ``state + k * _GOLDEN``.
# ``_lane_values`` lays them side by side in one integer, a 128-bit lane each (a 64-bit state
# in its low half), and runs splitmix64 on every lane at once: a product of a lane by a 64-bit
# constant fits its 128 bits, and what a right shift brings down from the next lane lands in
# the high half, which the lane mask clears before the next product. Fifteen operations on
# one long integer instead of fifteen per card: a deck of 180 cards shuffles in under a third
# of the time, to the same order. A lane whose value might be rejected (``below``'s limit)
# sends the shuffle the long way, one draw at a time: one value in 2**52 or fewer.

#: The fewest and most draws drawn in lanes (a shuffle draws one less than its length, a
#: roll one per die): fewer are faster one at a time; more (never a game's) are drawn so
#: too, so that the constants kept stay small.
_LANES_FROM = 3
_LANES_UP_TO = 2048


@frozen
class _Lanes:
    """The constants of the lanes of ``draws`` draws for bounds up to ``bound``
    (``_lane_values``)."""

    ones: int  # 1 in every lane
    mask: int  # the low 64 bits of every lane
    counter: int  # ``k * _GOLDEN`` in lane ``k - 1``: the states' steps from the first
    top: int  # the bits of every lane that a rejected value has all set
    carry_in: int  # the lowest bit of ``top`` in every lane
    carry_out: int  # bit 64 of every lane: where ``top``'s carry lands
    layout: struct.Struct  # the low half of each lane, little-endian

    @classmethod
    def of(cls, draws: int, bound: int) -> _Lanes:
        # built from bytes (a sum of shifted integers would cost the square of the length)
        ones = int.from_bytes((b"\x01" + bytes(15)) * draws, "little")
        counter = int.from_bytes(
            b"".join((k * _GOLDEN).to_bytes(16, "little") for k in range(1, draws + 1)), "little"
        )
        # A value rejected for a bound up to ``bound`` is above ``_SPAN - bound``: its bits
        # from the bit length of ``bound`` up are all set, and adding 1 at the lowest of them
        # carries into bit 64.
        low = bound.bit_length()
        top = ones * (_MASK ^ ((1 << low) - 1))
        layout = struct.Struct("<" + "Q8x" * draws)
        return cls(ones, ones * _MASK, counter, top, ones << low, ones << 64, layout)


def values_ahead(state: int, draws: int, bound: int) -> tuple[int, ...] | None:
    """The 64-bit values of the next ``draws`` draws from ``state`` (the ``k``-th drawn at
    ``state + k * _GOLDEN``), each of which ``below`` accepts for every bound up to ``bound``,
    so that ``value % n`` is ``below``'s answer for any ``n <= bound``; None when one of them
    might be rejected (one value in 2**52 or fewer): then draw one at a time. A caller drawing
    many times with bounds it learns one at a time (a random playout's moves) draws them
    ahead, in lanes. ``draws``: at most 2048."""
    if not 0 < draws <= _LANES_UP_TO or bound < 1:
        raise ValueError("values_ahead() draws 1 to 2048 values for a positive bound")
    return _lane_values(state, draws, bound)


#: ``_Lanes`` by number of draws and bit length of the bound (``draws << 7 | length``; at
#: most 64 kept: a game shuffles decks of a few lengths and rolls a few numbers of dice).
_LANES: dict[int, _Lanes] = {}


def _lane_values(state: int, draws: int, bound: int) -> tuple[int, ...] | None:
    """The values of the next ``draws`` draws from ``state``, in order, or None when one of
    them may be at the rejection limit of a bound up to ``bound`` (then drawn one at a
    time)."""
    key = draws << 7 | bound.bit_length()
    lanes = _LANES.get(key)
    if lanes is None:
        if len(_LANES) >= 64:
            _LANES.clear()
        lanes = _LANES[key] = _Lanes.of(draws, bound)
    mask = lanes.mask
    x = ((state & _MASK) * lanes.ones + lanes.counter) & mask
    x = (((x ^ (x >> 30)) & mask) * 0xBF58476D1CE4E5B9) & mask
    x = (((x ^ (x >> 27)) & mask) * 0x94D049BB133111EB) & mask
    x ^= x >> 31  # the high halves hold what came down from the next lanes: never read
    if ((x & lanes.top) + lanes.carry_in) & lanes.carry_out:
        return None
    values: tuple[int, ...] = lanes.layout.unpack(x.to_bytes(lanes.layout.size, "little"))
    return values


#: ``_steps``'s answers by length (a game shuffles decks of a few lengths).
_STEPS: dict[int, tuple[tuple[int, int, int], ...]] = {}


def _steps(length: int) -> tuple[tuple[int, int, int], ...]:
    """The draws of a Fisher-Yates shuffle of ``length`` items, in order: each swap's index
    ``i``, its bound ``n = i + 1`` and the rejection limit of ``n``; derived once per length
    (at most a few hundred lengths are kept)."""
    found = _STEPS.get(length)
    if found is None:
        found = tuple(
            (i, i + 1, _LIMITS[i + 1] if i + 1 < len(_LIMITS) else _SPAN - (_SPAN % (i + 1)))
            for i in range(length - 1, 0, -1)
        )
        if length <= 4096:  # longer ones (never a game's) are not kept
            if len(_STEPS) >= 256:
                _STEPS.clear()
            _STEPS[length] = found
    return found


def choices(state: int, options: tuple[_T, ...], k: int) -> tuple[tuple[_T, ...], int]:
    """``k`` independent uniform picks from ``options`` (dice rolls) and the next state."""
    n = len(options)
    if n <= 0:
        if k > 0:
            raise ValueError("below() needs a positive bound")
        return (), state
    if _LANES_FROM < k <= _LANES_UP_TO:  # one more than a shuffle's fewest: the picks cost
        values = _lane_values(state, k, n)
        if values is not None:  # every draw accepted
            return tuple([options[value % n] for value in values]), (state + k * _GOLDEN) & _MASK
    limit = _LIMITS[n] if n < len(_LIMITS) else _SPAN - (_SPAN % n)
    picked: list[_T] = []
    for _ in range(k):
        while True:  # ``below(state, n)``, written out: the same values, bit for bit
            state = (state + _GOLDEN) & _MASK
            z = ((state ^ (state >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
            z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
            value = z ^ (z >> 31)
            if value < limit:
                break
        picked.append(options[value % n])
    return tuple(picked), state
