"""Whole games with the Americas birds that name no hummingbird and the two goal tiles beside
the base game's cards, in the base game, the Automa and Duet: every invariant checked at every
step (``properties.playing.play_out``) and the same game again from its seed and moves."""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from properties.playing import play_out, replay

import wingspan_rules as ws
from wingspan_rules.state.model import GameConfig, GoalBoard
from wingspan_rules.variants import AutomaOptions

SETS = ("core", "americas")
MODES = {
    "base": (ws.BaseGame(), (2, 3, 4, 5)),
    "automa": (AutomaOptions(), (1,)),
    "duet": (ws.DuetOptions(), (2,)),
}


@settings(max_examples=6, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    mode=st.sampled_from(sorted(MODES)),
    board=st.sampled_from([GoalBoard.GREEN, GoalBoard.BLUE]),
    seed=st.integers(0, 2**32),
    data=st.data(),
)
def test_random_games_with_the_americas_birds_keep_every_invariant(mode, board, seed, data):
    options, counts = MODES[mode]
    players = data.draw(st.sampled_from(counts), label="players")
    if mode == "duet":  # the Duet map replaces the goal board
        board = GoalBoard.GREEN
    config = GameConfig(players=players, sets=SETS, mode=options, goal_board=board)
    rules = ws.bundled_rules(config)
    start = rules.new_game(seed)
    final, chosen, _turns = play_out(rules, start, data)
    assert replay(rules, start, chosen) == final
    assert rules.is_terminal(final)
