"""Duet's part of a test board (``testing.Scenario(mode=DuetOptions())``, rules 8.1): the
tokens on the map and on the reset space, and the Duet goals. A Duet scenario has no goal
tiles (``goal``, ``goals``)."""

from __future__ import annotations

from typing import ClassVar

import attrs

from ...state.model import GameConfig
from ...state.modes import ModeState
from .._scenario import ScenarioBoard, ScenarioPart
from .map import load_goals, load_map
from .state import DUET_TOKENS, NO_TOKEN, DuetOptions, DuetState


class DuetScenario(ScenarioPart):
    """The Duet map of a scenario: ``duet_tokens``, ``duet_reset`` and ``duet_goal``."""

    METHODS: ClassVar[tuple[str, ...]] = ("duet_tokens", "duet_reset", "duet_goal")

    def __init__(self, config: GameConfig) -> None:
        super().__init__(config)
        assert isinstance(config.mode, DuetOptions)
        self.options: DuetOptions = config.mode
        self._tokens: dict[int, int] = {}
        self._reset = [0] * config.players
        self._goals: dict[int, str] = {}

    def _player(self, player: int) -> None:
        players = self.config.players
        if not 0 <= player < players:
            raise ValueError(f"no player {player} in a {players}-player scenario")

    def duet_tokens(self, player: int, *spaces: int) -> DuetScenario:
        """Duet: ``player``'s tokens on these map spaces (their supply is 15 less these)."""
        self._player(player)
        for space in spaces:
            if space in self._tokens:
                raise ValueError(f"Duet map space {space} holds a token already")
            self._tokens[space] = player
        return self

    def duet_reset(self, player: int, tokens: int) -> DuetScenario:
        """Duet: ``player``'s tokens on the reset space."""
        self._player(player)
        if tokens < 0:
            raise ValueError(f"a count of tokens is at least 0, not {tokens}")
        self._reset[player] = tokens
        return self

    def duet_goal(self, round: int, name: str) -> DuetScenario:
        """Duet: the Duet goal side of one round by name; the other rounds get random tiles
        from the seed (never the tile of a named goal)."""
        if not 1 <= round <= 4:
            raise ValueError(f"round must be 1-4, not {round}")
        self._goals[round] = name
        return self

    def game_config(self, config: GameConfig, goals: tuple[str, ...]) -> GameConfig:
        """The Duet options, with the Duet goals when all four are named; no goal tiles."""
        if goals:
            raise ValueError("a Duet scenario has Duet goals (duet_goal), not goal tiles")
        duet = self.options
        if len(self._goals) == 4:
            duet = attrs.evolve(duet, goals=tuple(self._goals[r] for r in range(1, 5)))
        return attrs.evolve(config, mode=duet)

    def state(self, board: ScenarioBoard) -> tuple[ModeState | None, tuple[int, ...]]:
        """The map: its goals (named, or drawn from the scenario's shuffles) and tokens."""
        rng = board.rng
        data = load_goals()
        named: dict[int, int] = {}
        for round, name in sorted(self._goals.items()):
            try:
                named[round] = data.side_id(name)
            except ValueError as exc:  # ConfigError: an unknown side
                raise ValueError(str(exc)) from None
        tiles = [g // 2 for g in named.values()]
        if len(set(tiles)) != len(tiles):
            raise ValueError("the Duet goals must come from 4 different tiles")
        free = iter(rng.sample([t for t in range(data.tiles) if t not in tiles], 4 - len(named)))
        goals = tuple(
            named[r] if r in named else 2 * next(free) + rng.randrange(2) for r in range(1, 5)
        )
        spaces = [NO_TOKEN] * len(load_map(self.options.map).spaces)
        for space, player in self._tokens.items():
            if not 0 <= space < len(spaces):
                raise ValueError(f"the Duet map has no space {space}")
            spaces[space] = player
        players = self.config.players
        placed = [spaces.count(p) + self._reset[p] for p in range(players)]
        state = DuetState(
            goals=goals,
            spaces=tuple(spaces),
            reset=tuple(self._reset),
            supply=tuple(max(DUET_TOKENS - n, 0) for n in placed),
            substitutes=tuple(max(n - DUET_TOKENS, 0) for n in placed),
        )
        return state, board.bonus_deck
