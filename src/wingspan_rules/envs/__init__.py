"""Standard environments for reinforcement learning, as optional extras.

The library itself needs none of them. ``pip install 'wingspan-rules[rl]'`` brings NumPy,
Gymnasium and PettingZoo; ``pip install 'wingspan-rules[openspiel]'`` brings OpenSpiel. A
module used without its extra raises an ``ImportError`` naming the extra to install.

* ``wingspan_rules.envs.encoding`` (no extra): the versioned integer action encoding.
* ``wingspan_rules.envs.rewards`` (no extra): terminal rewards (win/loss/draw, score margin).
* ``wingspan_rules.envs.observation`` (NumPy): ``ObservationEncoding``, the observation vector.
* ``wingspan_rules.envs.pettingzoo``: ``WingspanAECEnv``, a PettingZoo AEC environment.
* ``wingspan_rules.envs.gymnasium``: ``WingspanGymEnv``, one seat against policies
  (registered with Gymnasium as ``wingspan_rules/Wingspan-v1``).
* ``wingspan_rules.envs.openspiel``: ``WingspanGame``, registered with OpenSpiel as
  ``python_wingspan``.

The names below are also importable from here, each loading its module on first use.
docs/environments.md documents the encodings, the rewards and each environment.
"""

from __future__ import annotations

import importlib
from typing import Any

_LAZY = {
    "ObservationEncoding": "observation",
    "OBSERVATION_VERSION": "observation",
    "card_features": "observation",
    "CARD_FEATURES": "observation",
    "REWARDS": "rewards",
    "final_rewards": "rewards",
    "game_rewards": "rewards",
    "WingspanAECEnv": "pettingzoo",
    "WingspanGymEnv": "gymnasium",
    "random_policy": "gymnasium",
    "WingspanGame": "openspiel",
}

__all__ = sorted(_LAZY)


def __getattr__(name: str) -> Any:
    module = _LAZY.get(name)
    if module is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    return getattr(importlib.import_module(f"{__name__}.{module}"), name)
