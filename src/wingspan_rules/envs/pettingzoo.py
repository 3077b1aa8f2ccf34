"""A PettingZoo AEC environment of Wingspan (``pip install 'wingspan-rules[rl]'``).

    from wingspan_rules.envs.pettingzoo import env

    game = env(players=3)
    game.reset(seed=42)
    for agent in game.agent_iter():
        observation, reward, terminated, truncated, info = game.last()
        if terminated or truncated:
            action = None
        else:
            action = game.action_space(agent).sample(observation["action_mask"])
        game.step(action)

The agents are ``"player_0"`` to ``"player_{n-1}"``, one per seat. ``agent_selection`` is the
player deciding now, which is not always the player whose turn it is (an opponent answering
a pink power, each player choosing in setup), so an agent may act several times in a row.

* Actions: ``Discrete(num_actions)``, the ids of ``wingspan_rules.envs.encoding``.
* Observations: ``{"observation": float32 vector, "action_mask": int8 vector}``; the vector is
  ``ObservationEncoding``'s, from the agent's own ``Observation`` (nothing hidden from it leaks),
  the mask is 1 for the agent's legal actions (all 0 when it is not deciding). The mask is
  also in ``infos[agent]["action_mask"]`` for the deciding agent, so a loop that does not need
  observations calls ``last(observe=False)`` and encodes none.
* Rewards: terminal (``wingspan_rules.envs.rewards``); 0 until the game ends.
* An illegal action raises ``IllegalMove`` (wrap the environment in PettingZoo's
  ``TerminateIllegalWrapper`` to end the game with a penalty instead).
"""

from __future__ import annotations

from typing import Any

from ._deps import missing

try:
    import numpy as _np
    from gymnasium import logger as _logger
    from gymnasium import spaces as _spaces
    from gymnasium.utils import seeding as _seeding
    from pettingzoo import AECEnv
    from pettingzoo.utils.wrappers import OrderEnforcingWrapper
except ImportError as exc:
    raise missing(getattr(exc, "name", None) or "pettingzoo", __name__) from exc

from ..engine import Rules
from ..state.model import GameConfig
from ._core import Driver, make_rules

__all__ = ["WingspanAECEnv", "env", "raw_env"]


class WingspanAECEnv(AECEnv):
    """Wingspan as a PettingZoo AEC environment (see the module's docstring)."""

    metadata: dict[str, Any] = {
        "name": "wingspan_v1",
        "render_modes": ["ansi", "human"],
        "is_parallelizable": False,
    }

    def __init__(
        self,
        config: GameConfig | None = None,
        *,
        players: int | None = None,
        rules: Rules | None = None,
        reward: str = "win_loss",
        render_mode: str | None = None,
    ) -> None:
        super().__init__()
        if players is not None:
            if config is not None or rules is not None:
                raise ValueError("give players, a configuration or the rules: one of them")
            config = GameConfig(players=players)
        if render_mode is not None and render_mode not in self.metadata["render_modes"]:
            raise ValueError(f"render_mode must be one of {self.metadata['render_modes']}")
        self.render_mode = render_mode
        self.game = Driver(make_rules(config, rules), reward)
        self.rules = self.game.rules
        n = self.game.players
        self.possible_agents = [f"player_{i}" for i in range(n)]
        self._seat = {agent: i for i, agent in enumerate(self.possible_agents)}
        encoding = self.game.observations
        space = _spaces.Dict(
            {
                "observation": _spaces.Box(
                    low=0.0, high=encoding.high, shape=(encoding.size,), dtype=_np.float32
                ),
                "action_mask": _spaces.Box(
                    low=0, high=1, shape=(self.game.num_actions,), dtype=_np.int8
                ),
            }
        )
        self.observation_spaces = {a: space for a in self.possible_agents}
        self.action_spaces = {
            a: _spaces.Discrete(self.game.num_actions) for a in self.possible_agents
        }
        self._np_random, _ = _seeding.np_random(None)
        self.agents: list[str] = []

    # --- spaces -------------------------------------------------------------------------------
    def observation_space(self, agent: str) -> Any:
        return self.observation_spaces[agent]

    def action_space(self, agent: str) -> Any:
        return self.action_spaces[agent]

    # --- the AEC API --------------------------------------------------------------------------
    def reset(self, seed: int | None = None, options: dict[str, Any] | None = None) -> None:
        """A new game. ``seed`` seeds the environment's generator, which draws the game's
        seed; ``options={"game_seed": s}`` plays the game of seed ``s`` instead."""
        if seed is not None:
            self._np_random, _ = _seeding.np_random(seed)
        game_seed = (options or {}).get("game_seed")
        if game_seed is None:
            game_seed = int(self._np_random.integers(0, 2**63 - 1))
        self.game.new_game(int(game_seed))
        self.agents = self.possible_agents[:]
        self.rewards = {a: 0.0 for a in self.agents}
        self._cumulative_rewards = {a: 0.0 for a in self.agents}
        self.terminations = {a: False for a in self.agents}
        self.truncations = {a: False for a in self.agents}
        self.infos: dict[str, dict[str, Any]] = {a: {} for a in self.agents}
        self._select()

    def observe(self, agent: str) -> dict[str, Any]:
        seat = self._seat[agent]
        game = self.game
        if game.current_player() == seat:
            mask = game.mask()
        else:
            mask = _np.zeros(game.num_actions, dtype=_np.int8)
        return {"observation": game.observation(seat), "action_mask": mask}

    def step(self, action: Any) -> None:
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        game = self.game
        game.step(action)
        self._cumulative_rewards[agent] = 0.0
        self.infos[agent] = {}
        if game.over:
            for a, value in zip(self.possible_agents, game.final_rewards(), strict=True):
                self.rewards[a] = value
                self.terminations[a] = True
            self._accumulate_rewards()
        else:
            self._select()
        if self.render_mode == "human":
            self.render()

    def _select(self) -> None:
        """Hand the turn to the player deciding now, with their mask in their info."""
        seat = self.game.current_player()
        assert seat is not None
        agent = self.possible_agents[seat]
        self.agent_selection = agent
        self.infos[agent] = {"action_mask": self.game.mask()}

    # --- extras -------------------------------------------------------------------------------
    @property
    def game_state(self) -> Any:
        """The engine's ``GameState`` of the game being played (for bots and debugging)."""
        return self.game.state

    def render(self) -> str | None:
        if self.render_mode is None:
            _logger.warn("render() was called without a render_mode")
            return None
        text = self.game.render_text()
        if self.render_mode == "human":
            print(text)
            return None
        return text

    def close(self) -> None:
        pass


def raw_env(**kwargs: Any) -> WingspanAECEnv:
    """The environment without wrappers."""
    return WingspanAECEnv(**kwargs)


def env(**kwargs: Any) -> Any:
    """The environment with PettingZoo's usual checks (``OrderEnforcingWrapper``)."""
    return OrderEnforcingWrapper(WingspanAECEnv(**kwargs))
