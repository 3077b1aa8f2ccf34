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

* Parameters: ``players`` (default 2, or the mode's fewest), ``mode`` (the ``TAG`` of a mode of
  ``variants.MODES``, or ``base``, the default), ``sets`` (the bundled card sets,
  comma-separated: ``"core"`` by default, ``"core,european"``), each option a mode declares
  for the command line (``variants.flags``) as ``TAG_FIELD`` (``automa_difficulty``), and
  ``deals`` (default 65536): the game starts at a
  chance node with ``deals`` equally likely outcomes, the seed of the game. Every later
  random event (shuffles, dice) follows from that seed, as in the engine, so the tree is
  exact for the game of each seed; a search that clones states sees the future dice and
  draws of the true state (a hidden-information search must resample what a player cannot
  see).
* Actions: the ids of ``wingspan_rules.envs.encoding`` (``num_distinct_actions`` of them), with
  ``legal_actions()`` sorted as OpenSpiel requires and named by the engine's move labels.
* Observations: ``observation_tensor(player)`` is ``ObservationEncoding``'s vector of the
  player's own ``Observation``; ``observation_string(player)`` names what they are asked and
  what they hold. ``information_state_tensor(player)`` is that vector followed by one count per
  action id of the player's own past actions (``num_distinct_actions`` entries): what they
  see now and everything they chose; ``information_state_string(player)`` is the observation
  string and the player's own actions, in order.
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
from ..engine.core import current_player as _deciding
from ..state.model import GameConfig, GameState, Phase
from ..state.modes import BaseGame, ModeOptions
from ..variants import MODES
from ..variants.flags import Offered, offered
from .encoding import ActionEncoding, action_encoding
from .observation import ObservationEncoding
from .rewards import final_rewards

__all__ = ["GAME_NAME", "MAX_GAME_LENGTH", "WingspanGame", "WingspanState"]

GAME_NAME = "python_wingspan"
#: A bound on the decisions of one game that no game comes near (random 5-player games take
#: about 450): OpenSpiel's ``max_game_length``.
MAX_GAME_LENGTH = 5000
_DEFAULT_DEALS = 2**16

#: Every mode's options class, the base game's first (the values of the ``mode`` parameter).
_MODES: tuple[type[ModeOptions], ...] = (BaseGame, *(m.MODE.OPTIONS for m in MODES))
_MAX_PLAYERS = max(k.PLAYERS[-1] for k in _MODES)


def _mode_parameters() -> dict[str, tuple[type[ModeOptions], Offered]]:
    """Each mode's declared options, by parameter name (``TAG_FIELD``)."""
    return {
        f"{kind.TAG}_{option.field}".replace("-", "_"): (kind, option)
        for kind in _MODES
        for option in offered(kind)
    }


_OPTION_PARAMETERS = _mode_parameters()
_PARAMETERS: dict[str, Any] = {
    "players": 0,  # 0: 2, or the mode's fewest
    "mode": BaseGame.TAG,
    "sets": "core",
    "deals": _DEFAULT_DEALS,
    **{name: option.default for name, (_kind, option) in _OPTION_PARAMETERS.items()},
}


def config_of(params: dict[str, Any]) -> GameConfig:
    """The game configuration of OpenSpiel parameters (see the module's docstring)."""
    tag = str(params.get("mode", BaseGame.TAG))
    kinds = {k.TAG: k for k in _MODES}
    if tag not in kinds:
        raise ValueError(f"mode must be one of {', '.join(kinds)}")
    kind = kinds[tag]
    players = int(params.get("players", 0)) or (2 if 2 in kind.PLAYERS else kind.PLAYERS[0])
    if players not in kind.PLAYERS:
        raise ValueError(f"players must be {kind.PLAYERS[0]}-{kind.PLAYERS[-1]} for the mode {tag}")
    given = {
        option.field: type(option.default)(params[name])
        for name, (owner, option) in _OPTION_PARAMETERS.items()
        if owner is kind and name in params
    }
    sets = tuple(n.strip().lower() for n in str(params.get("sets", "core")).split(",") if n.strip())
    return GameConfig(players=players, mode=kind(**given), sets=sets)


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
    provides_information_state_string=True,
    provides_information_state_tensor=True,
    provides_observation_string=True,
    provides_observation_tensor=True,
    parameter_specification=_PARAMETERS,
)


class WingspanGame(pyspiel.Game):
    """The OpenSpiel game: the bundled cards under the configuration of the parameters
    (``config_of``)."""

    def __init__(self, params: dict[str, Any] | None = None) -> None:
        params = {**_PARAMETERS, **(params or {})}
        config = config_of(params)
        players = config.players
        deals = int(params.get("deals", _DEFAULT_DEALS))
        if deals < 1:
            raise ValueError("deals must be at least 1")
        from ..api import bundled_rules

        self.config = config
        self.rules: Rules = bundled_rules(config)
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
        super().__init__(_GAME_TYPE, info, {**params, "players": players, "deals": deals})

    def new_initial_state(self) -> WingspanState:
        return WingspanState(self)

    def make_py_observer(
        self, iig_obs_type: Any = None, params: dict[str, Any] | None = None
    ) -> WingspanObserver:
        if params:
            raise ValueError(f"observation parameters are not supported: {params}")
        perfect_recall = bool(iig_obs_type is not None and iig_obs_type.perfect_recall)
        return WingspanObserver(self, perfect_recall)


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
        player = _deciding(state)
        if player is None:
            return int(pyspiel.PlayerId.TERMINAL)
        return int(player)

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


def _own_actions(state: WingspanState, player: int) -> list[int]:
    """The actions ``player`` took so far, in order (the deal, a chance outcome, is no one's)."""
    return [int(a.action) for a in state.full_history() if a.player == player]


class WingspanObserver:
    """The observer OpenSpiel's ``make_observation`` asks for: ``tensor`` (with ``dict``, its
    sections by name) and ``string_from``. With ``perfect_recall`` (the information state), the
    tensor also counts the player's own past actions (section ``own_actions``, one entry per
    action id) and the string lists them."""

    def __init__(self, game: WingspanGame, perfect_recall: bool = False) -> None:
        self._game = game  # the observer is not cloned with states
        self.perfect_recall = perfect_recall
        encoding = game.observations
        size = encoding.size + (game.actions.num_actions if perfect_recall else 0)
        self.tensor = _np.zeros(size, dtype=_np.float32)
        self.dict = {s.name: self.tensor[s.start : s.stop] for s in encoding.sections}
        if perfect_recall:
            self.dict["own_actions"] = self.tensor[encoding.size :]

    def set_from(self, state: WingspanState, player: int) -> None:
        if state.state is None:
            self.tensor.fill(0)
            return
        size = self._game.observations.size
        self.tensor[:size] = self._game.observations.encode_state(state.state, player)
        if self.perfect_recall:
            counts = self.tensor[size:]
            counts.fill(0)
            for action in _own_actions(state, player):
                counts[action] += 1

    def string_from(self, state: WingspanState, player: int) -> str:
        seen = self._seen(state, player)
        if not self.perfect_recall:
            return seen
        mine = _own_actions(state, player)
        return f"{seen}; my actions: {', '.join(map(str, mine)) or 'none'}"

    def _seen(self, state: WingspanState, player: int) -> str:
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
