"""Wingspan as an OpenSpiel Python game (``pip install 'wingspan-rules[openspiel]'``).

Importing this module registers the game ``"python_wingspan"``:

    import pyspiel
    import wingspan_rules.envs.openspiel  # registers the game

    game = pyspiel.load_game("python_wingspan", {"players": 3})
    state = game.new_initial_state()          # a chance node: the deal
    state.apply_action(42)                    # deal number 42 (or sample chance_outcomes())
    while not state.is_terminal():
        state.apply_action(state.legal_actions()[0])
    print(state.returns())

* Parameters: ``players`` (1-5, default 2) and ``deals`` (default 65536): the game starts at a
  chance node with ``deals`` equally likely outcomes, the seed of the game. Every later
  random event (shuffles, dice) follows from that seed, as in the engine, so the tree is
  exact for the game of each seed; a search that clones states sees the future dice and
  draws of the true state (a hidden-information search must resample what a player cannot
  see).
* Actions: the ids of ``wingspan_rules.envs.encoding`` (``num_distinct_actions`` of them), with
  ``legal_actions()`` sorted as OpenSpiel requires and named by the engine's move labels.
* Observations: ``observation_tensor(player)`` is ``ObservationEncoding``'s vector of the
  player's own ``Observation``; ``observation_string(player)`` names what they are asked and
  what they hold. There is no information-state (perfect-recall) tensor.
* Returns: the ``win_loss`` rewards of ``wingspan_rules.envs.rewards`` (terminal only); a
  general-sum game (+1 to a sole winner, -1 to every other player, 0 to players sharing first
  place; 0 in a solo game).
"""

from __future__ import annotations

from typing import Any

from ._deps import missing

try:
    import numpy as _np
    import pyspiel
except ImportError as exc:
    raise missing(getattr(exc, "name", None) or "pyspiel", __name__, "openspiel") from exc

from ..engine import Rules
from ..state.model import GameConfig, GameState, Phase
from .encoding import ActionEncoding, action_encoding
from .observation import ObservationEncoding
from .rewards import final_rewards

__all__ = ["GAME_NAME", "MAX_GAME_LENGTH", "WingspanGame", "WingspanState"]

GAME_NAME = "python_wingspan"
#: A bound on the decisions of one game that no game comes near (random 5-player games take
#: about 450): OpenSpiel's ``max_game_length``.
MAX_GAME_LENGTH = 5000
_DEFAULT_DEALS = 2**16
_MAX_PLAYERS = 5

_GAME_TYPE = pyspiel.GameType(
    short_name=GAME_NAME,
    long_name="Wingspan (wingspan-rules)",
    dynamics=pyspiel.GameType.Dynamics.SEQUENTIAL,
    chance_mode=pyspiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC,
    information=pyspiel.GameType.Information.IMPERFECT_INFORMATION,
    utility=pyspiel.GameType.Utility.GENERAL_SUM,
    reward_model=pyspiel.GameType.RewardModel.TERMINAL,
    max_num_players=_MAX_PLAYERS,
    min_num_players=1,
    provides_information_state_string=False,
    provides_information_state_tensor=False,
    provides_observation_string=True,
    provides_observation_tensor=True,
    parameter_specification={"players": 2, "deals": _DEFAULT_DEALS},
)


class WingspanGame(pyspiel.Game):
    """The OpenSpiel game: the bundled cards under ``GameConfig(players=players)``."""

    def __init__(self, params: dict[str, Any] | None = None) -> None:
        params = dict(params or {})
        players = int(params.get("players", 2))
        deals = int(params.get("deals", _DEFAULT_DEALS))
        if not 1 <= players <= _MAX_PLAYERS:
            raise ValueError(f"players must be 1-{_MAX_PLAYERS}")
        if deals < 1:
            raise ValueError("deals must be at least 1")
        from ..api import bundled_rules

        self.rules: Rules = bundled_rules(GameConfig(players=players))
        self.rules.ensure_runnable()
        self.actions: ActionEncoding = action_encoding(self.rules)
        self.observations = ObservationEncoding(self.rules)
        self.deals = deals
        info = pyspiel.GameInfo(
            num_distinct_actions=self.actions.num_actions,
            max_chance_outcomes=deals,
            num_players=players,
            min_utility=-1.0,
            max_utility=1.0,
            utility_sum=None,
            max_game_length=MAX_GAME_LENGTH,
        )
        super().__init__(_GAME_TYPE, info, {"players": players, "deals": deals})

    def new_initial_state(self) -> WingspanState:
        return WingspanState(self)

    def make_py_observer(
        self, iig_obs_type: Any = None, params: dict[str, Any] | None = None
    ) -> WingspanObserver:
        if params:
            raise ValueError(f"observation parameters are not supported: {params}")
        return WingspanObserver(self)


class _Held:
    """A value shared, never copied, when OpenSpiel clones a state (``copy.deepcopy``): the
    engine's states are immutable, and a clone that moves on replaces its own."""

    __slots__ = ("value",)

    def __init__(self, value: Any) -> None:
        self.value = value

    def __deepcopy__(self, memo: dict[int, Any]) -> _Held:
        return self


class WingspanState(pyspiel.State):
    """A state of the game: the chance node of the deal, then the engine's ``GameState``
    (``state.state``; ``None`` at the deal)."""

    def __init__(self, game: WingspanGame) -> None:
        super().__init__(game)
        self._held = _Held((None, None))  # (GameState or None, sorted legal ids or None)

    @property
    def state(self) -> GameState | None:
        """The engine's state (``None`` before the deal)."""
        return self._held.value[0]

    def _wingspan(self) -> WingspanGame:
        return self.get_game()

    # --- the OpenSpiel API --------------------------------------------------------------------
    def current_player(self) -> int:
        state = self._held.value[0]
        if state is None:
            return int(pyspiel.PlayerId.CHANCE)
        if not state.pending:
            return int(pyspiel.PlayerId.TERMINAL)
        return int(state.pending[-1].player)

    def is_terminal(self) -> bool:
        state = self._held.value[0]
        return state is not None and state.phase is Phase.OVER

    def _legal_actions(self, player: int) -> list[int]:
        state, legal = self._held.value
        if state is None or player != self.current_player():
            return []
        if legal is None:
            game = self._wingspan()
            legal = sorted(game.actions.legal_actions(game.rules, state))
            self._held = _Held((state, legal))
        return list(legal)

    def chance_outcomes(self) -> list[tuple[int, float]]:
        deals = self._wingspan().deals
        p = 1.0 / deals
        return [(seed, p) for seed in range(deals)]

    def _apply_action(self, action: int) -> None:
        game = self._wingspan()
        state = self._held.value[0]
        if state is None:
            state = game.rules.new_game(int(action))
        else:
            state = game.rules.apply(state, game.actions.decode(int(action)))
        self._held = _Held((state, None))

    def _action_to_string(self, player: int, action: int) -> str:
        if player == pyspiel.PlayerId.CHANCE:
            return f"deal {action}"
        game = self._wingspan()
        return game.rules.describe(game.actions.decode(int(action)), self.state)

    def returns(self) -> list[float]:
        game = self._wingspan()
        state = self._held.value[0]
        if state is None or state.phase is not Phase.OVER:
            return [0.0] * game.num_players()
        return list(
            final_rewards(game.rules.scores(state), "win_loss", game.rules.rival_score(state))
        )

    def __str__(self) -> str:
        state = self._held.value[0]
        if state is None:
            return "chance: the deal"
        return self._wingspan().rules.describe_decision(state)


class WingspanObserver:
    """The observer OpenSpiel's ``make_observation`` asks for: ``tensor`` (with ``dict``, its
    sections by name) and ``string_from``."""

    def __init__(self, game: WingspanGame) -> None:
        self._game = game  # the observer is not cloned with states
        encoding = game.observations
        self.tensor = _np.zeros(encoding.size, dtype=_np.float32)
        self.dict = {s.name: self.tensor[s.start : s.stop] for s in encoding.sections}

    def set_from(self, state: WingspanState, player: int) -> None:
        if state.state is None:
            self.tensor.fill(0)
            return
        self.tensor[:] = self._game.observations.encode_state(state.state, player)

    def string_from(self, state: WingspanState, player: int) -> str:
        if state.state is None:
            return "the deal is to come"
        game = self._game
        rules = game.rules
        seen = rules.observation(state.state, player)
        me = seen.players[player]
        hand = ", ".join(rules.cards.birds[c].name for c in me.hand) or "none"
        food = " ".join(str(n) for n in me.food)
        return (
            f"player {player}, round {seen.round}, turn {seen.turn}; "
            f"{rules.describe_decision(seen)}; hand: {hand}; food: {food}"
        )


pyspiel.register_game(_GAME_TYPE, WingspanGame)
