"""The Gymnasium environment: Gymnasium's own checker, opponents, illegal actions."""

from __future__ import annotations

import pytest

from ._extras import need

need("numpy", "gymnasium")

import gymnasium  # noqa: E402
import numpy as np  # noqa: E402
from gymnasium.utils.env_checker import check_env  # noqa: E402

import wingspan_rules as ws  # noqa: E402
from wingspan_rules.envs.gymnasium import (  # noqa: E402
    END_MASK_ACTION,
    ENV_ID,
    WingspanGymEnv,
    random_policy,
)


def _play(env, seed, pick=0):
    observation, info = env.reset(seed=seed)
    steps = 0
    while True:
        legal = np.flatnonzero(observation["action_mask"])
        assert np.array_equal(legal, np.flatnonzero(info["action_mask"]))
        observation, reward, terminated, truncated, info = env.step(int(legal[pick % len(legal)]))
        steps += 1
        assert not truncated
        if terminated:
            return reward, info, steps
        assert reward == 0.0


@pytest.mark.parametrize("players", [1, 2, 3, 5])
def test_gymnasium_check_env(players):
    """Made through its registered id, so that the checker also tries the render modes."""
    env = gymnasium.make(ENV_ID, players=players)
    assert isinstance(env.unwrapped, WingspanGymEnv)
    check_env(env.unwrapped)


@pytest.mark.parametrize("mode", [ws.DuetOptions(), ws.AutomaOptions()])
def test_gymnasium_check_env_of_the_variants(mode):
    config = ws.GameConfig(players=2 if isinstance(mode, ws.DuetOptions) else 1, mode=mode)
    env = gymnasium.make(ENV_ID, config=config)
    check_env(env.unwrapped)
    reward, info, _steps = _play(env.unwrapped, seed=3)
    assert reward in (-1.0, 0.0, 1.0)


def test_made_without_importing_the_module_first():
    env = gymnasium.make("wingspan_rules.envs.gymnasium:" + ENV_ID, players=2)
    assert env.unwrapped.rules.config.players == 2


@pytest.mark.parametrize("players", [1, 2, 4])
def test_whole_games(players):
    env = WingspanGymEnv(players=players)
    reward, info, steps = _play(env, seed=players)
    scores = info["scores"]
    assert len(scores) == players and steps > 20
    if players == 1:
        assert reward == 0.0
    else:
        best = max(scores)
        assert reward in (-1.0, 0.0, 1.0)
        assert (reward == -1.0) == (scores[0] < best)


def test_the_learning_seat_and_the_opponents():
    calls = []

    def first_move(rules, state, player, rng):
        calls.append(player)
        assert rules.current_player(state) == player
        return rules.legal_moves(state)[0]

    env = WingspanGymEnv(players=3, seat=1, opponents=[first_move, random_policy])
    observation, _info = env.reset(seed=4)
    assert env.rules.current_player(env.game_state) == 1
    assert observation["action_mask"].sum() > 0
    _play(env, seed=4)
    assert 0 in calls and 1 not in calls


def test_an_illegal_action_loses_or_raises():
    env = WingspanGymEnv(players=2)
    observation, _ = env.reset(seed=1)
    illegal = int(np.flatnonzero(observation["action_mask"] == 0)[0])
    _obs, reward, terminated, _t, info = env.step(illegal)
    assert terminated and reward == -1.0 and info["illegal_action"]
    with pytest.raises(RuntimeError, match="reset"):
        env.step(illegal)
    strict = WingspanGymEnv(players=2, illegal_action="raise")
    strict.reset(seed=1)
    with pytest.raises(ws.IllegalMove):
        strict.step(illegal)


def test_seeds_and_game_seeds():
    a, b = WingspanGymEnv(players=2), WingspanGymEnv(players=2)
    assert _play(a, seed=8) == _play(b, seed=8)
    a.reset(options={"game_seed": 5})
    b.reset(options={"game_seed": 5})
    assert a.game_state == b.game_state == ws.bundled_rules(ws.GameConfig(players=2)).new_game(5)


def test_bad_arguments():
    with pytest.raises(ValueError, match="seat"):
        WingspanGymEnv(players=2, seat=2)
    with pytest.raises(ValueError, match="one per other seat"):
        WingspanGymEnv(players=3, opponents=[random_policy])
    with pytest.raises(ValueError, match="illegal_action"):
        WingspanGymEnv(players=2, illegal_action="ignore")


def test_action_masks_is_the_mask_as_booleans_and_never_empty():
    env = WingspanGymEnv(players=2)
    observation, _ = env.reset(seed=2)
    while True:
        masks = env.action_masks()
        assert masks.dtype == bool and masks.any()
        assert np.array_equal(masks, observation["action_mask"].astype(bool))
        observation, _r, terminated, _t, _i = env.step(int(np.flatnonzero(masks)[0]))
        if terminated:
            break
    end = env.action_masks()
    assert np.flatnonzero(end).tolist() == [END_MASK_ACTION]
    assert np.array_equal(observation["action_mask"].astype(bool), end)


def test_make_vec_autoreset_never_gives_an_empty_mask():
    """Gymnasium's next-step autoreset steps a finished game once more with an ignored action:
    the mask it was chosen from must still offer one."""
    envs = gymnasium.make_vec(ENV_ID, num_envs=2, vectorization_mode="sync", players=2)
    observation, _ = envs.reset(seed=3)
    done = 0
    for _ in range(5000):
        masks = observation["action_mask"]
        assert masks.any(axis=1).all()
        actions = [int(np.flatnonzero(m)[0]) for m in masks]
        observation, _r, terminated, _t, _i = envs.step(np.asarray(actions))
        done += int(terminated.sum())
        if done >= 3:
            break
    assert done >= 3
    envs.close()


def test_a_vectorised_environment_over_processes():
    """``make_vec(..., vectorization_mode="async")``: each environment in a worker process."""
    envs = gymnasium.make_vec(ENV_ID, num_envs=2, vectorization_mode="async", players=2)
    try:
        observation, _ = envs.reset(seed=1)
        for _ in range(20):
            masks = observation["action_mask"]
            assert masks.any(axis=1).all()
            actions = np.asarray([int(np.flatnonzero(m)[-1]) for m in masks])
            observation, _r, _terminated, _t, _i = envs.step(actions)
        assert observation["observation"].shape == (
            2,
            envs.single_observation_space["observation"].shape[0],
        )
    finally:
        envs.close()
