"""Deterministic randomness carried in the state.

The state holds one 64-bit integer; every random draw goes through these functions, which
return the value drawn and the next integer. The generator is splitmix64: tiny, fast in pure
Python, and identical on every machine and Python version, so the same seed and the same moves
always give the same game.
"""

from __future__ import annotations

from typing import TypeVar

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
    for i, n, limit in _steps(len(out)):
        # ``below(state, n)`` (``n = i + 1``), written out (a deck of 170 cards is 169
        # draws): the same values, bit for bit. A value at the limit or above is rare (below
        # one in 10**16 for these bounds): drawn again.
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
