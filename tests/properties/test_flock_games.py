"""Property tests of Flock mode (rules 8.2): random whole games of 6 and 7 players.

At every step a player is drawn among all the players deciding now (``current_players``),
then one of their moves: any interleaving of the two active players and of the players
answering powers in their turns. Checked after each move: the state is sound
(``invariants.problems`` and ``rules_problems`` empty), ``apply`` leaves its input unchanged,
the events explain every change of food and eggs, and the JSON round trip gives an equal state
(always while both lanes are busy past the choice of an action). At the end: each player took
8/7/6/5 turns, and replaying the same (player, move) pairs from the same seed gives the same
game.
"""

from __future__ import annotations

from collections import Counter

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import wingspan_rules as ws
from wingspan_rules import events as E
from wingspan_rules.engine.frames import ChooseAction
from wingspan_rules.invariants import problems, rules_problems
from wingspan_rules.model import CUBES_PER_ROUND, GameConfig, Mode

from .test_random_games import _egg_delta, _food_delta

_RULES = {n: ws.bundled_rules(GameConfig(players=n, mode=Mode.FLOCK)) for n in (6, 7)}


def _both_lanes_busy(state) -> bool:
    return len(state.lanes) == 2 and all(
        all(type(f) is not ChooseAction for f in lane.pending) for lane in state.lanes
    )


@settings(max_examples=8, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(players=st.sampled_from([6, 7]), seed=st.integers(0, 2**32), data=st.data())
def test_random_flock_games_keep_every_invariant(cards, players, seed, data):
    rules = _RULES[players]
    start = rules.new_game(seed)
    state = start
    chosen: list[tuple[int, int]] = []
    turns: Counter = Counter()
    step = 0
    while not rules.is_terminal(state):
        deciding = rules.current_players(state)
        assert deciding, "a game that is not over always has a player deciding"
        player = deciding[data.draw(st.integers(0, len(deciding) - 1), label="player")]
        moves = rules.legal_moves(state, player)
        assert moves and len(set(moves)) == len(moves)
        index = data.draw(st.integers(0, len(moves) - 1), label="move")
        before = ws.to_json(state) if step % 10 == 0 else None
        after = rules.apply(state, moves[index], player=player)
        if before is not None:
            assert ws.to_json(state) == before, "apply must not change its input"
        assert problems(after, rules.cards) == []
        assert rules_problems(after, rules.cards) == []
        for p, (old, new) in enumerate(zip(state.players, after.players, strict=True)):
            assert sum(new.food) - sum(old.food) == _food_delta(after.events, p)
            assert new.total_eggs - old.total_eggs == _egg_delta(after.events, p)
        if step % 7 == 0 or _both_lanes_busy(after):
            assert ws.from_json(ws.to_json(after), rules) == after
        for e in after.events:
            if type(e) is E.ActionChosen:
                turns[(after.round if after.round == state.round else state.round, e.player)] += 1
        chosen.append((player, index))
        state = after
        step += 1
    for p in range(players):
        assert [turns[(r, p)] for r in (1, 2, 3, 4)] == list(CUBES_PER_ROUND)
    assert len(state.goal_points) == 4
    replay = start
    for player, index in chosen:
        replay = rules.apply(replay, rules.legal_moves(replay, player)[index], player=player)
    assert replay == state


@settings(max_examples=4, deadline=None)
@given(players=st.sampled_from([6, 7]), seed=st.integers(0, 2**32))
def test_same_seed_same_flock_game(cards, players, seed):
    from wingspan_rules.simulate import random_playout

    rules = _RULES[players]
    a, moves_a = random_playout(rules.new_game(seed), seed, rules=rules)
    b, moves_b = random_playout(rules.new_game(seed), seed, rules=rules)
    assert moves_a == moves_b and a == b
    assert ws.to_json(a) == ws.to_json(b)


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    players=st.sampled_from([6, 7]),
    seed=st.integers(0, 2**32),
    steps=st.one_of(st.integers(0, 60), st.integers(0, 700)),
    data=st.data(),
)
def test_a_resampled_flock_game_looks_the_same_and_is_sound(cards, players, seed, steps, data):
    """``resample`` draws a Flock game from one player's view: the lanes and the dial are kept,
    the hidden cards and each group's random stream drawn afresh."""
    import random

    from wingspan_rules.resample import resample
    from wingspan_rules.simulate import random_playout

    rules = _RULES[players]
    state = rules.new_game(seed)
    pick = random.Random(seed)
    for _ in range(steps):
        if rules.is_terminal(state):
            break
        p = pick.choice(rules.current_players(state))
        state = rules.apply(state, pick.choice(rules.legal_moves(state, p)), player=p)
    viewer = data.draw(st.integers(0, players - 1), label="viewer")
    drawn = resample(state, viewer, seed, rules=rules)
    assert rules.observation(drawn, viewer) == rules.observation(state, viewer)
    assert problems(drawn, rules.cards) == [] and rules_problems(drawn, rules.cards) == []
    assert [lane.player for lane in drawn.lanes] == [lane.player for lane in state.lanes]
    assert ws.from_json(ws.to_json(drawn), rules) == drawn
    if viewer in rules.current_players(state):  # the viewer's options are the same
        assert rules.legal_moves(drawn, viewer) == rules.legal_moves(state, viewer)
    final, _ = random_playout(drawn, seed, rules=rules)
    assert rules.is_terminal(final)
