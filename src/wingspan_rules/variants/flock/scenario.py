"""Flock's part of a test board (``testing.Scenario(mode=FlockOptions())``, rules 8.2): how
far the turn-order dial has turned this round (``dial``); the players' cubes and the turns
taken follow from it, and each group's table rolls from its own random stream."""

from __future__ import annotations

from typing import ClassVar

from ...state.model import GameConfig, Phase
from ...state.modes import ModeState
from .._scenario import ScenarioBoard, ScenarioPart
from .dial import round_schedule
from .state import FlockState


class FlockScenario(ScenarioPart):
    """The dial of a Flock scenario (``dial``, or ``active_pair``)."""

    METHODS: ClassVar[tuple[str, ...]] = ("dial", "active_pair")

    def __init__(self, config: GameConfig) -> None:
        super().__init__(config)
        self._dial = 0
        self._pair: tuple[frozenset[int], int] | None = None

    def dial(self, steps: int) -> FlockScenario:
        """The steps the turn-order dial has made this round (0: the star points at the first
        player, whose turn and their partner's are about to begin). The players' cubes and the
        turn count follow."""
        self._dial = steps
        self._pair = None
        return self

    def active_pair(self, *players: int, time: int = 1) -> FlockScenario:
        """The dial points at these players (the pair whose turns are about to begin, or one
        player where the dial points at one), for the ``time``-th time this round: the steps
        the dial has made follow from the round and the first player, at build time."""
        if not players or time < 1:
            raise ValueError("name the active players, and a time from 1")
        self._pair = (frozenset(players), time)
        return self

    def _steps(self, first_player: int, round: int) -> tuple[tuple[int, ...], ...]:
        schedule = round_schedule(self.config.players, first_player, round)
        if self._pair is not None:
            self._dial = self._step_of(schedule, *self._pair)
        if not 0 <= self._dial < len(schedule):
            raise ValueError(
                f"the dial makes {len(schedule)} steps in round {round}, "
                f"so {self._dial} steps taken leave no turn to play"
            )
        return schedule[: self._dial]

    @staticmethod
    def _step_of(schedule: tuple[tuple[int, ...], ...], pair: frozenset[int], time: int) -> int:
        """The steps made before the dial points at ``pair`` for the ``time``-th time."""
        at = [i for i, active in enumerate(schedule) if frozenset(active) == pair]
        if len(at) < time:
            pairs = sorted({tuple(sorted(a)) for a in schedule})
            raise ValueError(
                f"the dial points at {sorted(pair)} {len(at)} time(s) this round, not {time} "
                f"(it points at {pairs})"
            )
        return at[time - 1]

    def cubes(self, index: int, first_player: int, round: int) -> int | None:
        """The player's cubes: one per step of the dial that pointed at them."""
        return sum(index in active for active in self._steps(first_player, round))

    def turns_taken(self, turn: int, first_player: int, round: int, phase: Phase) -> int:
        if phase is not Phase.PLAY:
            return turn
        if turn:
            raise ValueError("in Flock mode say how far the round is with dial(), not turn()")
        return sum(len(active) for active in self._steps(first_player, round))

    def state(self, board: ScenarioBoard) -> tuple[ModeState | None, tuple[int, ...]]:
        """The dial, and each group's random stream."""
        return FlockState(self._dial, streams=board.streams), board.bonus_deck
