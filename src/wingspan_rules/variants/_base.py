"""What a mode changes in the base game, declared once per mode.

``Variant`` holds the base game's own answers; a mode's variant overrides the ones its rules
change. The base frames ask ``variant_for(config)`` where the flow can differ, so a new mode
is a new subclass and one entry in ``VARIANTS``, never a test of the mode inside a frame.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

from ..model import GameConfig, Mode

if TYPE_CHECKING:
    from ..catalog import CardSet
    from ..effects import GoalSide
    from ..model import GameState
    from ..protocol import Frame, GameStep


class Variant:
    """The base game's rules at the points where a mode may change them."""

    MODE: ClassVar[Mode] = Mode.BASE
    #: The ``GameState`` fields the mode brings: set in its games, None in every other mode.
    OWN_STATE: ClassVar[tuple[str, ...]] = ()

    # --- a rival that is not a player (the Automa, rules 6) -----------------------------------
    #: Seats at the table besides the players: a rival that takes turns but is no player (the
    #: Automa). A power's count of "players + N" cards counts these seats too, and what they
    #: would take is discarded (rules 6.6: American Oystercatcher draws 3, keeps 2, discards 1).
    RIVAL_SEATS: ClassVar[int] = 0
    #: The frame at the bottom of a rival's turn, between two of the players' turns (above the
    #: next ``begin-turn`` or ``end-round``), when the mode has such a rival; the saved-game
    #: checks read it (``invariants``).
    RIVAL_TURN: ClassVar[type | None] = None
    #: Every frame type the mode declares; they run only during a rival's turn.
    FRAMES: ClassVar[tuple[type, ...]] = ()

    def set_up(self, step: GameStep) -> None:
        """The mode's own setup, once the players are dealt (``Rules.new_game``)."""

    def round_starts(self, step: GameStep) -> tuple[Frame, ...]:
        """A round starts: the frames to run before the first player's first turn."""
        return ()

    def between_turns(self, step: GameStep, last: bool) -> tuple[Frame, ...]:
        """A player's turn has ended (``last``: the last of the round): the frames to run
        before the next turn, or before the round ends."""
        return ()

    def rival_goal_counts(self, step: GameStep, side: GoalSide) -> tuple[int, ...]:
        """The quantities of the rivals that are not players for a round's goal (rules 6.4);
        they are ranked with the players' on the goal board."""
        return ()

    def rivals_scored(
        self, step: GameStep, counts: tuple[int, ...], points: tuple[int, ...]
    ) -> None:
        """What the rivals that are not players scored for the round's goal."""

    def game_ends(self, step: GameStep) -> None:
        """The game is over, the final scores counted (rules 5): the mode's last word."""

    def state_problems(self, state: GameState, cards: CardSet) -> list[str]:
        """What is wrong with the mode's own part of a state (for saves from strangers):
        counts in range, ids that exist, cards where they should be. Never raises."""
        return []


#: The variant of each mode that is implemented; ``new_game`` refuses the others.
VARIANTS: dict[Mode, Variant] = {Mode.BASE: Variant()}


def variant_for(config: GameConfig) -> Variant:
    """The declared rules of ``config``'s mode (the base game's for the base mode)."""
    return VARIANTS[config.mode]


# The modes' own modules derive from ``Variant`` above and register themselves here.
from .automa import AutomaVariant  # noqa: E402

VARIANTS[Mode.AUTOMA] = AutomaVariant()
