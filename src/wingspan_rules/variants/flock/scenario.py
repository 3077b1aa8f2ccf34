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
    """The dial of a Flock scenario (``dial``)."""

    METHODS: ClassVar[tuple[str, ...]] = ("dial",)

    def __init__(self, config: GameConfig) -> None:
        super().__init__(config)
        self._dial = 0

    def dial(self, steps: int) -> FlockScenario:
        """The steps the turn-order dial has made this round (0: the star points at the first
        player, whose turn and their partner's are about to begin). The players' cubes and the
        turn count follow."""
        self._dial = steps
        return self

    def _steps(self, first_player: int, round: int) -> tuple[tuple[int, ...], ...]:
        schedule = round_schedule(self.config.players, first_player, round)
        if not 0 <= self._dial < len(schedule):
            raise ValueError(
                f"the dial makes {len(schedule)} steps in round {round}, "
                f"so {self._dial} steps taken leave no turn to play"
            )
        return schedule[: self._dial]

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
