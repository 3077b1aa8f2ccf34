"""examples/rl/masked_ppo.py runs: a smoke test of a few hundred steps over two worker
processes (the benchmark's figures, in docs/environments.md, come from a longer run)."""

from __future__ import annotations

import importlib
import sys
from pathlib import Path

from ._extras import need

need("numpy", "gymnasium", "sb3_contrib")

EXAMPLES = Path(__file__).resolve().parents[2] / "examples" / "rl"


def _example():
    """The example as a module the worker processes import too (spawn hands them sys.path)."""
    if str(EXAMPLES) not in sys.path:
        sys.path.insert(0, str(EXAMPLES))
    return importlib.import_module("masked_ppo")


def test_the_masked_ppo_example_trains_over_processes_and_benchmarks(capsys):
    example = _example()
    assert example.main(["--steps", "128", "--envs", "2", "--games", "1"]) == 0
    out = capsys.readouterr().out
    assert "trained 128 steps over 2 env(s)" in out
    assert "masked PPO vs random:" in out and "random vs random:" in out


def test_the_scaled_observation_keeps_the_masks():
    example = _example()
    env = example.make_env()
    observation, _info = env.reset(seed=1)
    assert env.observation_space.contains(observation)
    masks = env.action_masks()
    assert masks.any() and masks.dtype == bool
