"""Terminal rewards (no extra needed)."""

from __future__ import annotations

import pytest

import wingspan_rules as ws
from wingspan_rules.engine.scoring import PlayerScore
from wingspan_rules.envs.rewards import REWARDS, final_rewards, game_rewards, reward_range


def _score(total: int, rank: int) -> PlayerScore:
    return PlayerScore(0, 0, 0, 0, 0, 0, total, 0, rank)


def test_win_loss():
    assert final_rewards([_score(50, 1), _score(40, 2)]) == (1.0, -1.0)
    assert final_rewards([_score(40, 2), _score(50, 1), _score(30, 3)]) == (-1.0, 1.0, -1.0)
    assert final_rewards([_score(50, 1), _score(50, 1), _score(30, 3)]) == (0.0, 0.0, -1.0)
    assert final_rewards([_score(70, 1)]) == (0.0,)


def test_margin_and_score():
    scores = [_score(50, 1), _score(40, 2), _score(45, 2)]
    assert final_rewards(scores, "margin") == (5.0, -10.0, -5.0)
    assert final_rewards(scores, "score") == (50.0, 40.0, 45.0)
    assert final_rewards([_score(70, 1)], "margin") == (70.0,)


def test_against_the_automa():
    from wingspan_rules.variants.automa.score import AutomaScore

    def automa(total, rank):
        return AutomaScore(0, 0, 0, 0, total, 0, rank)

    assert final_rewards([_score(60, 1)], rival=automa(50, 2)) == (1.0,)
    assert final_rewards([_score(40, 2)], rival=automa(50, 1)) == (-1.0,)
    assert final_rewards([_score(50, 1)], rival=automa(50, 1)) == (0.0,)
    assert final_rewards([_score(40, 2)], "margin", automa(50, 1)) == (-10.0,)
    rules = ws.bundled_rules(ws.GameConfig(players=1, mode=ws.AutomaOptions()))
    state = rules.new_game(3)
    while not rules.is_terminal(state):
        state = rules.apply(state, rules.legal_moves(state)[-1])
    (human,) = rules.scores(state)
    (reward,) = game_rewards(rules, state)
    assert reward == (-1.0 if human.rank == 2 else reward)
    (margin,) = game_rewards(rules, state, "margin")
    assert margin == human.total - rules.rival_score(state).total


def test_rewards_are_terminal():
    rules = ws.bundled_rules(ws.GameConfig(players=2))
    state = rules.new_game(1)
    assert game_rewards(rules, state) == (0.0, 0.0)
    while not rules.is_terminal(state):
        state = rules.apply(state, rules.legal_moves(state)[0])
    assert game_rewards(rules, state, "score") == tuple(float(s.total) for s in rules.scores(state))


def test_kinds_and_ranges():
    assert REWARDS == ("win_loss", "margin", "score")
    assert reward_range("win_loss", 2) == (-1.0, 1.0)
    low, high = reward_range("margin", 3)
    assert low < 0 < high
    with pytest.raises(ValueError, match="unknown reward"):
        final_rewards([], "points")
