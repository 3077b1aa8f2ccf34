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

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import wingspan_rules as ws
from wingspan_rules.engine.frames import ChooseAction
from wingspan_rules.engine.invariants import problems, rules_problems
from wingspan_rules.state.model import CUBES_PER_ROUND, GameConfig
from wingspan_rules.variants import FlockOptions

from .playing import play_out, replay

_RULES = {n: ws.bundled_rules(GameConfig(players=n, mode=FlockOptions())) for n in (6, 7)}


def _both_lanes_busy(state) -> bool:
    return len(state.lanes) == 2 and all(
        all(type(f) is not ChooseAction for f in lane.pending) for lane in state.lanes
    )


@settings(max_examples=8, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(players=st.sampled_from([6, 7]), seed=st.integers(0, 2**32), data=st.data())
def test_random_flock_games_keep_every_invariant(cards, players, seed, data):
    rules = _RULES[players]
    start = rules.new_game(seed)
    save_now = lambda step, after: step % 7 == 0 or _both_lanes_busy(after)  # noqa: E731
    state, chosen, turns = play_out(rules, start, data, save_now)
    for p in range(players):
        assert [turns[(r, p)] for r in (1, 2, 3, 4)] == list(CUBES_PER_ROUND)
    assert len(state.goal_points) == 4
    assert replay(rules, start, chosen) == state


@settings(max_examples=4, deadline=None)
@given(players=st.sampled_from([6, 7]), seed=st.integers(0, 2**32))
def test_same_seed_same_flock_game(cards, players, seed):
    from wingspan_rules.tools.simulate import random_playout

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

    from wingspan_rules.bots.resample import resample
    from wingspan_rules.tools.simulate import random_playout

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
