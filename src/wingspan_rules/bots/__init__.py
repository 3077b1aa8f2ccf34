"""Bots: programs that choose moves, behind one small interface.

A bot is any object with ``choose(view, legal_moves) -> move``: ``view`` is what its seat may
see (an ``Observation``, or the whole ``GameState`` for a bot allowed to see everything), and
``legal_moves`` the moves it may make now, in the engine's order. ``RandomBot`` picks one
uniformly with the library's seeded generator, so a seed always plays the same game.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol, runtime_checkable

from .. import rng
from ..model import GameState
from ..moves import Move
from ..observations import Observation

__all__ = ["Bot", "RandomBot"]


@runtime_checkable
class Bot(Protocol):
    """Chooses one of ``legal_moves`` from what it sees (``view``)."""

    def choose(self, view: GameState | Observation, legal_moves: Sequence[Move]) -> Move: ...


class RandomBot:
    """A uniformly random legal move, from a seeded stream (the same seed, the same choices)."""

    def __init__(self, seed: int = 0) -> None:
        self._stream = rng.seed_state(seed)

    def choose(self, view: GameState | Observation, legal_moves: Sequence[Move]) -> Move:
        i, self._stream = rng.below(self._stream, len(legal_moves))
        return legal_moves[i]
