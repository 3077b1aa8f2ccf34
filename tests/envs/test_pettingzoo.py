"""The PettingZoo AEC environment: PettingZoo's own API test, and games equal to the engine's."""

from __future__ import annotations

import random
import warnings

import pytest

from ._extras import need

need("numpy", "gymnasium", "pettingzoo")

import numpy as np  # noqa: E402
from pettingzoo.test import api_test  # noqa: E402

import wingspan_rules as ws  # noqa: E402
from wingspan_rules.envs.encoding import action_encoding  # noqa: E402
from wingspan_rules.envs.pettingzoo import WingspanAECEnv, env, raw_env  # noqa: E402
from wingspan_rules.envs.rewards import final_rewards  # noqa: E402

#: What api_test says of any environment whose observation is a dict (PettingZoo's own board
#: games are exempted by name): not a failure.
DICT_OBSERVATION_NOTES = (
    "Observation is not a NumPy array",
    "Observation space for each agent probably should be",
)


@pytest.mark.parametrize("players", [1, 2, 3, 4, 5])
def test_pettingzoo_api_test(players):
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        api_test(env(players=players), num_cycles=400)
    notes = {str(w.message) for w in caught}
    unexpected = {m for m in notes if not m.startswith(DICT_OBSERVATION_NOTES)}
    assert not unexpected


@pytest.mark.parametrize("mode", [ws.DuetOptions(), ws.AutomaOptions()])
def test_pettingzoo_api_test_of_the_variants(mode):
    config = ws.GameConfig(players=2 if isinstance(mode, ws.DuetOptions) else 1, mode=mode)
    with warnings.catch_warnings(record=True):
        warnings.simplefilter("always")
        api_test(env(config=config), num_cycles=400)


@pytest.mark.parametrize("players", [2, 3])
def test_a_game_through_the_environment_is_the_engines_game(players):
    """Random legal actions through the AEC loop play exactly the game the engine plays with
    the same moves, and the rewards are the engine's final ranking."""
    rules = ws.bundled_rules(ws.GameConfig(players=players))
    encoding = action_encoding(rules)
    game = raw_env(rules=rules)
    game.reset(seed=5, options={"game_seed": 9})
    state = rules.new_game(9)
    pick = random.Random(1)
    rewards = dict.fromkeys(game.possible_agents, 0.0)
    for agent in game.agent_iter():
        observation, reward, terminated, truncated, info = game.last()
        rewards[agent] += reward
        if terminated or truncated:
            game.step(None)
            continue
        assert agent == f"player_{rules.current_player(state)}"
        mask = observation["action_mask"]
        assert np.array_equal(mask, info["action_mask"])
        legal = sorted(encoding.encode_all(rules.legal_moves(state)))
        assert np.flatnonzero(mask).tolist() == legal
        action = legal[pick.randrange(len(legal))]
        game.step(action)
        state = rules.apply(state, encoding.decode(action))
        assert game.game_state == state
    assert rules.is_terminal(state) and not game.agents
    expected = final_rewards(rules.scores(state))
    assert [rewards[a] for a in game.possible_agents] == list(expected)


def test_only_the_deciding_agent_has_legal_actions():
    game = raw_env(players=3)
    game.reset(seed=1)
    deciding = game.agent_selection
    for agent in game.possible_agents:
        mask = game.observe(agent)["action_mask"]
        assert (mask.sum() > 0) == (agent == deciding)
        assert ("action_mask" in game.infos[agent]) == (agent == deciding)


def test_an_illegal_action_raises_and_changes_nothing():
    game = raw_env(players=2)
    game.reset(seed=2)
    before = game.game_state
    mask = game.observe(game.agent_selection)["action_mask"]
    illegal = int(np.flatnonzero(mask == 0)[0])
    with pytest.raises(ws.IllegalMove, match="not legal now"):
        game.step(illegal)
    with pytest.raises(ws.IllegalMove, match="outside"):
        game.step(10**6)
    assert game.game_state is before


def test_seeds_make_games_reproducible():
    a, b = raw_env(players=2), raw_env(players=2)
    a.reset(seed=3)
    b.reset(seed=3)
    assert a.game_state == b.game_state
    b.reset(seed=4)
    assert a.game_state != b.game_state


def test_margin_rewards_and_rendering():
    game = raw_env(players=2, reward="margin", render_mode="ansi")
    game.reset(seed=7)
    assert "player" in game.render()
    totals = {}
    for agent in game.agent_iter():
        _obs, reward, terminated, _t, info = game.last(observe=False)
        totals[agent] = totals.get(agent, 0.0) + reward
        if terminated:
            game.step(None)
            continue
        game.step(int(np.flatnonzero(info["action_mask"])[0]))
    scores = [s.total for s in game.rules.scores(game.game_state)]
    assert totals["player_0"] == scores[0] - scores[1] == -totals["player_1"]
    assert game.render().startswith("game over")


def test_bad_arguments():
    with pytest.raises(ValueError):
        WingspanAECEnv(ws.GameConfig(players=2), players=3)
    with pytest.raises(ValueError, match="unknown reward"):
        WingspanAECEnv(players=2, reward="points")
    with pytest.raises(ValueError, match="render_mode"):
        WingspanAECEnv(players=2, render_mode="rgb_array")
