"""What the three environments share: one game, stepped by action ids, with masks and
observation vectors computed only when asked and at most once per state."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..engine import Rules
from ..errors import IllegalMove
from ..state.model import GameConfig, GameState, Phase
from ._deps import missing
from .encoding import ActionEncoding, EncodingError, action_encoding
from .observation import ObservationEncoding
from .rewards import check_kind, final_rewards

try:
    import numpy as _np
except ImportError as exc:
    raise missing("numpy", "wingspan_rules.envs") from exc

if TYPE_CHECKING:
    import numpy as np
    from numpy.typing import NDArray


def make_rules(config: GameConfig | None, rules: Rules | None) -> Rules:
    if rules is not None:
        if config is not None and config != rules.config:
            raise ValueError("give the configuration or the rules, not both")
        return rules
    from ..api import bundled_rules

    return bundled_rules(config if config is not None else GameConfig())


class Driver:
    """One game of ``rules`` stepped by action ids; per-state caches of its legal ids, its
    mask and its players' observation vectors (each state is a new object, so a cache is a
    slot that a new state empties)."""

    def __init__(self, rules: Rules, reward: str = "win_loss") -> None:
        check_kind(reward)
        self.rules = rules
        self.reward = reward
        self.actions: ActionEncoding = action_encoding(rules)
        self.observations = ObservationEncoding(rules)
        self.num_actions = self.actions.num_actions
        self.players = rules.config.players
        self._state: GameState | None = None
        self._legal: list[int] | None = None
        self._vectors: dict[int, NDArray[np.float32]] = {}
        rules.ensure_runnable()

    # --- the game ---------------------------------------------------------------------------
    @property
    def state(self) -> GameState:
        if self._state is None:
            raise RuntimeError("the environment has no game yet: call reset() first")
        return self._state

    @state.setter
    def state(self, state: GameState) -> None:
        self._state = state
        self._legal = None
        if self._vectors:
            self._vectors = {}

    def new_game(self, seed: int) -> GameState:
        self.state = self.rules.new_game(seed)
        return self.state

    @property
    def over(self) -> bool:
        return self.state.phase is Phase.OVER

    def render_text(self) -> str:
        """The game in a line, as the environments render it: the decision asked now, or the
        final scores."""
        rules, state = self.rules, self.state
        if not state.pending:
            totals = ", ".join(f"player {i}: {s.total}" for i, s in enumerate(rules.scores(state)))
            return f"game over: {totals}"
        return rules.describe_decision(state)

    def current_player(self) -> int | None:
        """The player to act: the one deciding now, or with several at once (Flock mode)
        the first of them (one agent at a time; docs/variants.md, "Flock")."""
        from ..engine.core import current_player

        return current_player(self.state)

    def legal_actions(self) -> list[int]:
        """The legal action ids of the current state, in the order of ``legal_moves``."""
        legal = self._legal
        if legal is None:
            legal = self._legal = self.actions.encode_all(self.rules.legal_moves(self.state))
        return legal

    def mask(self) -> NDArray[np.int8]:
        """A new 0/1 vector over every action id: 1 for the legal ones."""
        mask = _np.zeros(self.num_actions, dtype=_np.int8)
        for action in self.legal_actions():  # faster than fancy indexing for a few ids
            mask[action] = 1
        return mask

    def observation(self, player: int) -> NDArray[np.float32]:
        """``player``'s observation vector of the current state (a new array each call; the
        encoding itself is computed once per state and player)."""
        vector = self._vectors.get(player)
        if vector is None:
            vector = self._vectors[player] = self.observations.encode_state(self.state, player)
        return vector.copy()

    def step(self, action: Any) -> GameState:
        """Apply the move of action id ``action`` (``IllegalMove`` if it is not legal now)."""
        try:
            move = self.actions.decode(action)
        except EncodingError as exc:
            raise IllegalMove(str(exc)) from None
        state = self.state
        if int(action) not in self.legal_actions():
            raise IllegalMove(
                f"action {int(action)} ({self.rules.describe(move, state)}) is not legal now: "
                f"{self.rules.describe_decision(state)}"
            )
        state = self.state = self.rules.apply(state, move)
        return state

    def final_rewards(self) -> tuple[float, ...]:
        """Each player's reward: 0 before the end, the terminal reward once the game is over."""
        if not self.over:
            return (0.0,) * self.players
        state = self.state
        return final_rewards(self.rules.scores(state), self.reward, self.rules.rival_score(state))

    def describe_action(self, action: int) -> str:
        return self.rules.describe(self.actions.decode(action), self._state)
