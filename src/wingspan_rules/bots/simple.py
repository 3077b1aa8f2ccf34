"""Two bots without search: uniformly random, and greedy one move ahead."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import TYPE_CHECKING

from attrs import frozen

from ..engine.observation import Observation
from ..state.moves import Move, Skip, Stop
from .heuristic import estimate
from .resample import resample

if TYPE_CHECKING:
    from ..engine import Rules

__all__ = ["GreedyBot", "RandomBot"]


@frozen
class RandomBot:
    """Picks a legal move uniformly at random."""

    def choose(
        self, rules: Rules, view: Observation, legal: Sequence[Move], rng: random.Random
    ) -> Move:
        return legal[rng.randrange(len(legal))]


#: Declining (``Skip``, ``Stop``) is preferred only by more than this much.
PASS_MARGIN = 0.05


@frozen
class GreedyBot:
    """Looks one move ahead: draws one game consistent with what it sees (``resample``),
    applies each legal move to it, and takes the move whose result has the best value for
    it, ``estimate`` (its own estimated score) less the best estimate of the others.

    Declining (``Skip``, ``Stop``) must beat every other move by ``PASS_MARGIN``: a move
    whose gain the estimate cannot see yet (using a power, taking a benefit) is preferred to
    doing nothing. Equal values are broken at random.
    """

    def choose(
        self, rules: Rules, view: Observation, legal: Sequence[Move], rng: random.Random
    ) -> Move:
        if len(legal) == 1:
            return legal[0]
        state = resample(view, view.viewer, rng, rules=rules)
        me = view.viewer
        best: list[Move] = []
        top = float("-inf")
        for move in legal:
            values = estimate(rules, rules.apply(state, move))
            value = margin(values, me)
            if isinstance(move, Skip | Stop):
                value -= PASS_MARGIN
            if value > top + 1e-9:
                top, best = value, [move]
            elif value > top - 1e-9:
                best.append(move)
        return best[rng.randrange(len(best))]


def margin(values: Sequence[float], player: int) -> float:
    """``player``'s value less the best of the others' (their own value alone playing solo)."""
    others = [v for p, v in enumerate(values) if p != player]
    return values[player] - (max(others) if others else 0.0)
