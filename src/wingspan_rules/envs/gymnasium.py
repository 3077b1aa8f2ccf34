"""A Gymnasium single-agent environment: one seat learns, the others are played by policies
(``pip install 'wingspan-rules[rl]'``).

    from wingspan_rules.envs.gymnasium import WingspanGymEnv

    env = WingspanGymEnv(players=2)                      # seat 0 against a random player
    observation, info = env.reset(seed=1)
    while True:
        action = env.action_space.sample(observation["action_mask"])
        observation, reward, terminated, truncated, info = env.step(action)
        if terminated:
            break

* Actions: ``Discrete(num_actions)``, the ids of ``wingspan_rules.envs.encoding``.
* Observations: ``{"observation": float32 vector, "action_mask": int8 vector}`` for the
  learning seat (``ObservationEncoding``, from its own ``Observation``); the mask is also in
  ``info["action_mask"]``. ``step`` returns when the learning seat decides again or the game
  is over; the other seats' decisions in between (their turns, their pink powers, their setup)
  are made by their policies.
* Rewards: terminal (``wingspan_rules.envs.rewards``), from the learning seat's side.
* Opponents: a ``Policy`` per other seat (or one for all), called as
  ``policy(rules, state, player, rng) -> Move`` with the true state, the seat deciding and a
  ``random.Random`` seeded from the environment's seed. A policy that must not peek reads
  ``rules.observation(state, player)`` only. The default is ``random_policy``, uniform over the
  legal moves.
* Masks: ``action_masks()`` gives the mask as booleans (the protocol of sb3-contrib's
  ``MaskablePPO``). At the end of an episode no move is legal, yet a vectorised environment's
  autoreset (``gymnasium.make_vec``, next-step autoreset) steps it once more with an action it
  ignores, and samplers refuse an empty mask: the mask of a finished game holds id 0 alone
  (``END_MASK_ACTION``), so no mask this environment gives is ever all zeros.
* An illegal action ends the game (``illegal_action="lose"``, the default, so that
  ``check_env`` and samplers that ignore the mask run): the learning seat gets the lowest
  reward, ``info["illegal_action"]`` is True, and ``terminated`` is True. With
  ``illegal_action="raise"`` it raises ``IllegalMove`` instead.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import Any

from ._deps import missing

try:
    import gymnasium as _gym
    import numpy as _np
    from gymnasium import spaces as _spaces
except ImportError as exc:
    raise missing(getattr(exc, "name", None) or "gymnasium", __name__) from exc

from ..engine import Rules
from ..errors import IllegalMove
from ..state.model import GameConfig, GameState
from ..state.moves import Move
from ._core import Driver, make_rules
from .rewards import reward_range

__all__ = ["END_MASK_ACTION", "ENV_ID", "Policy", "WingspanGymEnv", "random_policy"]

#: The one id the mask of a finished game holds: never played (the game is over), it keeps the
#: mask from being all zeros for the step that a vectorised environment's autoreset ignores.
END_MASK_ACTION = 0

#: A policy for the seats that do not learn: ``policy(rules, state, player, rng) -> Move``.
Policy = Callable[[Rules, GameState, int, random.Random], Move]


def random_policy(rules: Rules, state: GameState, player: int, rng: random.Random) -> Move:
    """A legal move, uniformly at random."""
    moves = rules.legal_moves(state)
    return moves[rng.randrange(len(moves))]


class WingspanGymEnv(_gym.Env):
    """Wingspan for one learning seat against policies (see the module's docstring)."""

    metadata: dict[str, Any] = {"render_modes": ["ansi", "human"], "render_fps": 4}

    def __init__(
        self,
        config: GameConfig | None = None,
        *,
        players: int | None = None,
        rules: Rules | None = None,
        seat: int = 0,
        opponents: Policy | Sequence[Policy] | None = None,
        reward: str = "win_loss",
        illegal_action: str = "lose",
        render_mode: str | None = None,
    ) -> None:
        super().__init__()
        if players is not None:
            if config is not None or rules is not None:
                raise ValueError("give players, a configuration or the rules: one of them")
            config = GameConfig(players=players)
        self.game = Driver(make_rules(config, rules), reward)
        self.rules = self.game.rules
        n = self.game.players
        if not 0 <= seat < n:
            raise ValueError(f"seat must be 0-{n - 1}")
        self.seat = seat
        if opponents is None:
            opponents = random_policy
        if callable(opponents):
            self.opponents: list[Policy | None] = [
                None if p == seat else opponents for p in range(n)
            ]
        else:
            others = list(opponents)
            if len(others) != n - 1:
                raise ValueError(f"give one policy, or {n - 1} (one per other seat)")
            self.opponents = [*others[:seat], None, *others[seat:]]
        if illegal_action not in ("lose", "raise"):
            raise ValueError('illegal_action must be "lose" or "raise"')
        self.illegal_action = illegal_action
        if render_mode is not None and render_mode not in self.metadata["render_modes"]:
            raise ValueError(f"render_mode must be one of {self.metadata['render_modes']}")
        self.render_mode = render_mode
        low, high = reward_range(reward, n)
        self.reward_range = (low, high)
        self._lowest = low
        encoding = self.game.observations
        self.observation_space = _spaces.Dict(
            {
                "observation": _spaces.Box(
                    low=0.0, high=encoding.high, shape=(encoding.size,), dtype=_np.float32
                ),
                "action_mask": _spaces.Box(
                    low=0, high=1, shape=(self.game.num_actions,), dtype=_np.int8
                ),
            }
        )
        self.action_space = _spaces.Discrete(self.game.num_actions)
        self._rng = random.Random(0)
        self._ended = True

    @property
    def game_state(self) -> GameState:
        """The engine's ``GameState`` of the game being played."""
        return self.game.state

    def reset(
        self, *, seed: int | None = None, options: dict[str, Any] | None = None
    ) -> tuple[dict[str, Any], dict[str, Any]]:
        """A new game, run on to the learning seat's first decision. ``seed`` seeds the
        environment's generator, which draws the game's seed and the policies' generator;
        ``options={"game_seed": s}`` plays the game of seed ``s``."""
        super().reset(seed=seed)
        game_seed = (options or {}).get("game_seed")
        if game_seed is None:
            game_seed = int(self.np_random.integers(0, 2**63 - 1))
        self._rng = random.Random(int(self.np_random.integers(0, 2**63 - 1)))
        self.game.new_game(int(game_seed))
        self._play_others()
        self._ended = False
        return self._observe(), self._info()

    def step(self, action: Any) -> tuple[dict[str, Any], float, bool, bool, dict[str, Any]]:
        game = self.game
        if self._ended:
            raise RuntimeError("the episode is over: call reset()")
        try:
            game.step(action)
        except IllegalMove:
            if self.illegal_action == "raise":
                raise
            self._ended = True
            info = self._info()
            info["illegal_action"] = True
            return self._observe(), float(self._lowest), True, False, info
        self._play_others()
        self._ended = game.over
        reward = game.final_rewards()[self.seat] if game.over else 0.0
        if self.render_mode == "human":
            self.render()
        return self._observe(), float(reward), game.over, False, self._info()

    def _play_others(self) -> None:
        game, rules = self.game, self.rules
        while not game.over:
            player = game.current_player()
            assert player is not None
            policy = self.opponents[player]
            if policy is None:
                return
            game.state = rules.apply(game.state, policy(rules, game.state, player, self._rng))

    def _mask(self) -> Any:
        """The learning seat's mask; once the episode is over, ``END_MASK_ACTION`` alone (the
        learning seat decides at every step before the end, ``_play_others`` sees to it)."""
        game = self.game
        if not self._ended and game.current_player() == self.seat:
            return game.mask()
        mask = _np.zeros(game.num_actions, dtype=_np.int8)
        mask[END_MASK_ACTION] = 1
        return mask

    def action_masks(self) -> Any:
        """The mask of the current step as booleans: what sb3-contrib's ``MaskablePPO`` asks
        an environment for (``ActionMasker`` is not needed). Never all False."""
        return self._mask().astype(bool)

    def _observe(self) -> dict[str, Any]:
        return {"observation": self.game.observation(self.seat), "action_mask": self._mask()}

    def _info(self) -> dict[str, Any]:
        game = self.game
        info: dict[str, Any] = {}
        if not self._ended and game.current_player() == self.seat:
            info["action_mask"] = game.mask()
        if game.over:
            info["scores"] = tuple(s.total for s in self.rules.scores(game.state))
        return info

    def render(self) -> str | None:
        if self.render_mode is None:
            _gym.logger.warn("render() was called without a render_mode")
            return None
        text = self.game.render_text()
        if self.render_mode == "human":
            print(text)
            return None
        return text


#: The id under which the environment is registered with Gymnasium: ``gymnasium.make(ENV_ID,
#: players=3)`` once this module is imported, or ``gymnasium.make("wingspan_rules.envs.gymnasium:"
#: + ENV_ID)`` without importing it first.
ENV_ID = "wingspan_rules/Wingspan-v1"
if ENV_ID not in _gym.registry:
    _gym.register(id=ENV_ID, entry_point="wingspan_rules.envs.gymnasium:WingspanGymEnv")
