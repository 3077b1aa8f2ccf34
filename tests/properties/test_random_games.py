"""Property tests: random legal games for 1-5 players keep every invariant at every step.

Checked after each move: the state is sound (cards conserved, eggs within limits, at most 5
birds per row, no negative food), the events explain every change of food and eggs, ``apply``
leaves its input unchanged, and the JSON round trip gives an equal state. At the end: each
player took 8/7/6/5 turns, and replaying the same moves from the same seed gives the same game.
"""

from __future__ import annotations

from collections import Counter

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import wingspan_rules as ws
from wingspan_rules.engine.invariants import problems
from wingspan_rules.state import events as E
from wingspan_rules.state.model import CUBES_PER_ROUND

from .playing import explained


def _check_step(before: ws.GameState, move, after: ws.GameState, cards, round_trip: bool) -> None:
    assert problems(after, cards) == []
    explained(before, after)
    if round_trip:
        assert ws.from_json(ws.to_json(after)) == after


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(players=st.integers(1, 5), seed=st.integers(0, 2**32), data=st.data())
def test_random_legal_games_keep_every_invariant(cards, players, seed, data):
    start = ws.new_game(ws.GameConfig(players=players), seed=seed)
    state = start
    chosen = []
    turns: Counter = Counter()
    step = 0
    while not ws.is_terminal(state):
        moves = ws.legal_moves(state)
        assert moves, "a game that is not over always offers a move"
        assert len(set(moves)) == len(moves), "moves are listed once each"
        index = data.draw(st.integers(0, len(moves) - 1), label="move")
        frozen_before = ws.to_json(state) if step % 10 == 0 else None
        after = ws.apply(state, moves[index])
        if frozen_before is not None:
            assert ws.to_json(state) == frozen_before, "apply must not change its input"
        _check_step(state, moves[index], after, cards, round_trip=step % 5 == 0)
        for e in after.events:
            if type(e) is E.ActionChosen:
                turns[(state.round, e.player)] += 1
        chosen.append(index)
        state = after
        step += 1
    for p in range(players):
        assert [turns[(r, p)] for r in (1, 2, 3, 4)] == list(CUBES_PER_ROUND)
    assert len(state.goal_points) == 4

    replay = start
    for index in chosen:
        replay = ws.apply(replay, ws.legal_moves(replay)[index])
    assert replay == state


@settings(max_examples=10, deadline=None)
@given(seed=st.integers(0, 2**32))
def test_same_seed_same_game(cards, seed):
    from wingspan_rules.tools.simulate import random_playout

    a, moves_a = random_playout(ws.new_game(ws.GameConfig(players=3), seed), seed)
    b, moves_b = random_playout(ws.new_game(ws.GameConfig(players=3), seed), seed)
    assert moves_a == moves_b and a == b
    assert ws.to_json(a) == ws.to_json(b)
