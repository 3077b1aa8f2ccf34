"""Train a masked-PPO agent for one seat of a 2-player game, then benchmark it against the
random bot (``pip install 'wingspan-rules[rl]'``, which brings sb3-contrib and PyTorch).

    python examples/rl/masked_ppo.py --steps 200000 --envs 2 --games 200
    python examples/rl/masked_ppo.py --steps 256 --envs 1 --games 2    # a smoke test (CI)

* The environment is ``WingspanGymEnv`` (seat 0 learns, seat 1 is ``random_policy``), with
  its observation vector scaled to [0, 1] by the encoding's bounds (``Scaled``); it keeps
  ``action_masks()``, which is all ``MaskablePPO`` needs to choose only legal moves.
* ``--envs N`` (N > 1) runs N environments in N worker processes (``SubprocVecEnv``): the
  engine's step is plain Python, so processes, not threads, are what scale it.
* The reward is shaped: at every step, the change of seat 0's running margin (its score so
  far, ``rules.scores``, minus its opponent's), scaled down. The rewards of a game add up to
  its final margin, so the best policy is the same as for the terminal margin, but the agent
  hears at once what a move was worth. The benchmark counts wins.
* The benchmark plays ``--games`` games of the trained agent (each move drawn from its
  policy over the legal moves; ``--deterministic``: always the most likely one, which after
  a short training plays worse, stuck on what it has rarely seen) against the random bot,
  and as many of the random bot against itself, on the same game seeds, and prints both
  win rates and seat 0's mean margin. docs/environments.md gives the figures of one run.
"""

from __future__ import annotations

import argparse
import time
from typing import Any

import gymnasium as gym
import numpy as np
import torch
from sb3_contrib import MaskablePPO
from stable_baselines3.common.vec_env import DummyVecEnv, SubprocVecEnv, VecEnv

from wingspan_rules.envs.gymnasium import WingspanGymEnv

#: The reward's scale: a margin of 20 points is a reward of 1.
MARGIN_SCALE = 20.0


class Scaled(gym.Wrapper):
    """The learning seat's observation vector alone, each entry divided by its bound (so in
    [0, 1]); the mask stays with ``action_masks()``. The reward is the change of the running
    margin, scaled by ``MARGIN_SCALE``."""

    def __init__(self, env: WingspanGymEnv) -> None:
        super().__init__(env)
        encoding = env.game.observations
        self._high = np.maximum(np.asarray(encoding.high, dtype=np.float32), 1.0)
        shape = env.observation_space["observation"].shape
        self.observation_space = gym.spaces.Box(0.0, 1.0, shape=shape, dtype=np.float32)
        self._margin = 0

    def _running_margin(self) -> int:
        env: WingspanGymEnv = self.env.unwrapped  # type: ignore[assignment]
        totals = [s.total for s in env.rules.scores(env.game_state)]
        mine = totals.pop(env.seat)
        return mine - max(totals, default=0)

    def reset(self, **kwargs: Any) -> tuple[np.ndarray, dict[str, Any]]:
        observation, info = self.env.reset(**kwargs)
        self._margin = self._running_margin()
        return self._scale(observation), info

    def step(self, action: Any) -> tuple[np.ndarray, float, bool, bool, dict[str, Any]]:
        observation, _reward, terminated, truncated, info = self.env.step(action)
        if info.get("illegal_action"):
            return self._scale(observation), -1.0, terminated, truncated, info
        margin = self._running_margin()
        reward, self._margin = (margin - self._margin) / MARGIN_SCALE, margin
        return self._scale(observation), reward, terminated, truncated, info

    def _scale(self, observation: dict[str, Any]) -> np.ndarray:
        return np.minimum(observation["observation"] / self._high, 1.0)

    def action_masks(self) -> np.ndarray:
        return self.env.unwrapped.action_masks()


def make_env(rank: int = 0) -> Scaled:
    """One environment: seat 0 learns against the random player of seat 1."""
    return Scaled(WingspanGymEnv(players=2, reward="margin"))


def vector_env(n: int) -> VecEnv:
    """``n`` environments, in ``n`` worker processes when ``n`` > 1."""
    makers = [lambda rank=rank: make_env(rank) for rank in range(n)]
    if n == 1:
        return DummyVecEnv(makers)
    return SubprocVecEnv(makers, start_method="spawn")


def train(steps: int, envs: int, seed: int) -> MaskablePPO:
    """``steps`` environment steps of masked PPO over ``envs`` environments."""
    venv = vector_env(envs)
    n_steps = max(16, min(1024, steps // envs))
    model = MaskablePPO(
        "MlpPolicy",
        venv,
        n_steps=n_steps,
        batch_size=min(256, n_steps * envs),
        learning_rate=3e-4,
        gamma=0.999,
        ent_coef=0.01,
        policy_kwargs={"net_arch": [256, 256]},
        seed=seed,
        verbose=0,
    )
    model.learn(total_timesteps=steps)
    venv.close()
    return model


def win_rate(
    model: MaskablePPO | None, games: int, first_seed: int, deterministic: bool = False
) -> tuple[float, float]:
    """Seat 0's share of wins over ``games`` games (a draw counts half) against the random
    bot, and its mean margin: played by ``model``, or by the random bot too when ``model``
    is None."""
    env = make_env()
    rng = np.random.default_rng(first_seed)
    wins = 0.0
    margins = []
    for game in range(games):
        observation, _info = env.reset(seed=first_seed + game)
        while True:
            masks = env.action_masks()
            if model is None:
                action = int(rng.choice(np.flatnonzero(masks)))
            else:
                action, _ = model.predict(
                    observation, action_masks=masks, deterministic=deterministic
                )
            observation, _r, terminated, _t, info = env.step(int(action))
            if terminated:
                break
        scores = info["scores"]
        margins.append(scores[0] - scores[1])
        wins += 1.0 if scores[0] > scores[1] else 0.5 if scores[0] == scores[1] else 0.0
    return wins / games, float(np.mean(margins))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--steps", type=int, default=200_000, help="training steps")
    parser.add_argument("--envs", type=int, default=2, help="environments (worker processes)")
    parser.add_argument("--games", type=int, default=200, help="benchmark games")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--save", metavar="FILE", help="save the trained model")
    parser.add_argument("--load", metavar="FILE", help="benchmark a saved model (no training)")
    parser.add_argument(
        "--deterministic", action="store_true", help="benchmark the most likely moves only"
    )
    args = parser.parse_args(argv)
    torch.set_num_threads(1)  # a small network: more threads only contend with the workers
    if args.load:
        model = MaskablePPO.load(args.load)
    else:
        start = time.perf_counter()
        model = train(args.steps, args.envs, args.seed)
        trained = time.perf_counter() - start
        print(f"trained {args.steps} steps over {args.envs} env(s) in {trained:.0f} s")
    if args.save:
        model.save(args.save)
    agent, agent_margin = win_rate(model, args.games, 10_000, args.deterministic)
    baseline, baseline_margin = win_rate(None, args.games, 10_000)
    print(
        f"masked PPO vs random: {agent:.1%} of {args.games} games won, "
        f"mean margin {agent_margin:+.1f}"
    )
    print(
        f"random vs random:     {baseline:.1%} of {args.games} games won, "
        f"mean margin {baseline_margin:+.1f}"
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
