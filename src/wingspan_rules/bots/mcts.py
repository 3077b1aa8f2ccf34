"""A determinized Monte Carlo tree search bot (single-observer information-set MCTS).

Each iteration draws one complete game consistent with what the bot's player sees
(``resample``), then walks a tree of moves from the decision at hand with UCT, expands one new
move, plays a few random moves beyond it and scores the result with the heuristic
``estimate``. The tree is shared by every drawn game: a node is a sequence of moves, and a move
that is legal in some drawn games and not in others (another player's hidden cards, the dice
to come) is chosen by UCT among the moves legal in the game at hand, with its availability
counted (Cowling, Powley and Whitehouse, 2012). Every player's decisions in the tree maximise
that player's own reward: their estimated score less the best of the others' (in a solo
game: less their estimate at the root), in points.

The bot decides on the move visited most at the root. With an iteration budget it is
deterministic given its generator; a time budget (``seconds``) depends on the machine's speed.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Sequence
from typing import TYPE_CHECKING

from attrs import frozen

from ..engine.observation import Observation
from ..state.model import Phase
from ..state.moves import Move
from .heuristic import estimate
from .resample import resample
from .simple import margin

if TYPE_CHECKING:
    from ..engine import Rules
    from ..state.model import GameState

__all__ = ["MCTSBot"]


class _Node:
    __slots__ = ("available", "children", "mover", "total", "visits")

    def __init__(self, mover: int) -> None:
        self.mover = mover  # the player who chose the move leading here
        self.children: dict[Move, _Node] = {}
        self.visits = 0
        self.available = 0  # how often its move was legal when its parent chose
        self.total = 0.0  # rewards of ``mover``


@frozen
class MCTSBot:
    """Search ``iterations`` drawn games per decision (or, with ``seconds``, as many as fit in
    that time, at least one). ``exploration`` is UCT's constant, ``rollout`` the number of
    random moves played after the tree before the position is scored. Rewards are in points,
    so ``exploration`` is too."""

    iterations: int = 200
    seconds: float | None = None
    exploration: float = 0.5
    rollout: int = 0

    def choose(
        self, rules: Rules, view: Observation, legal: Sequence[Move], rng: random.Random
    ) -> Move:
        if len(legal) == 1:
            return legal[0]
        me = view.viewer
        root = _Node(me)
        deadline = None if self.seconds is None else time.perf_counter() + self.seconds
        baseline: float | None = None
        done = 0
        while True:
            if deadline is None:
                if done >= self.iterations:
                    break
            elif done and time.perf_counter() >= deadline:
                break
            state = resample(view, me, rng, rules=rules)
            if baseline is None:
                baseline = estimate(rules, state)[me] if len(state.players) == 1 else 0.0
            self._iterate(rules, root, state, rng, baseline)
            done += 1
        return max(
            legal,
            key=lambda m: (
                root.children[m].visits if m in root.children else -1,
                root.children[m].total if m in root.children else 0.0,
            ),
        )

    def _iterate(
        self, rules: Rules, root: _Node, state: GameState, rng: random.Random, baseline: float
    ) -> None:
        node = root
        path = [root]
        c = self.exploration
        while state.phase is not Phase.OVER:
            legal = rules.legal_moves(state)
            mover = state.pending[-1].player  # type: ignore[attr-defined]  # a decision
            children = node.children
            untried = [m for m in legal if m not in children]
            for m in legal:
                child = children.get(m)
                if child is not None:
                    child.available += 1
            if untried:
                move = untried[rng.randrange(len(untried))]
                child = _Node(mover)
                child.available = 1
                children[move] = child
                state = rules.apply(state, move)
                path.append(child)
                break
            best, best_value = legal[0], -math.inf
            for m in legal:
                child = children[m]
                value = child.total / child.visits + c * math.sqrt(
                    math.log(child.available) / child.visits
                )
                if value > best_value:
                    best, best_value = m, value
            node = children[best]
            state = rules.apply(state, best)
            path.append(node)
        for _ in range(self.rollout):
            if state.phase is Phase.OVER:
                break
            options = rules.legal_moves(state)
            state = rules.apply(state, options[rng.randrange(len(options))])
        values = estimate(rules, state)
        if len(values) == 1:
            rewards = [values[0] - baseline]
        else:
            rewards = [margin(values, p) for p in range(len(values))]
        for node in path[1:]:
            node.visits += 1
            node.total += rewards[node.mover]
        root.visits += 1
