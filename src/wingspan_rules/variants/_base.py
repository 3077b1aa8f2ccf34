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
    from ..model import GameState
    from ..protocol import Frame, GameStep


class Variant:
    """The base game's rules at the points where a mode may change them."""

    MODE: ClassVar[Mode] = Mode.BASE
    #: Every frame type the mode declares (read into the frame table and the save format).
    FRAMES: ClassVar[tuple[type, ...]] = ()

    # --- seats, decks and the first frames (rules 1.6, 1.7) -----------------------------------
    def seating(self, config: GameConfig) -> tuple[tuple[int, ...], ...]:
        """The players sitting at each table, in seat order: one table for everyone. Each
        table has its own deck (the shuffled deck split evenly between the tables), tray and
        birdfeeder."""
        return (tuple(range(config.players)),)

    def bonus_cards_in_play(self, config: GameConfig, cards: CardSet) -> tuple[int, ...]:
        """The bonus cards shuffled into the bonus deck (the others stay out of the game)."""
        return tuple(range(len(cards.bonus_cards)))

    def set_up_mode(self, step: GameStep) -> None:
        """The mode's own state at the start (``Rules.new_game``), once the players are dealt."""

    # --- turns (rules 3.1) -----------------------------------------------------------------------
    def turns_frame(self, step: GameStep, new_round: bool) -> Frame:
        """The frame that starts the turns of a round (``new_round``) or, for a board built
        by hand, resumes them (``Rules.begin_turn``): the active player's turn."""
        from ..engine.frames import BeginTurn

        return BeginTurn()

    def after_turn(self, step: GameStep, last: bool) -> tuple[Frame, ...]:
        """What follows a turn's end (``last``: the round's last turn), first to run first:
        the next player's turn, or the end of the round."""
        from ..engine.frames import BeginTurn, EndRound

        return (EndRound(),) if last else (BeginTurn(),)

    def may_answer_pink(self, step: GameStep, player: int) -> bool:
        """Whether ``player``'s pink powers may answer now an event of the active player's turn
        (rules 3.9: never on their own turn, which the engine checks before asking)."""
        return True

    def turn_order_parts(
        self, step: GameStep, actor: int, start: int
    ) -> tuple[tuple[tuple[int, ...], int | None], ...]:
        """The players of a power done "in turn order" (each choosing from a shared birdfeeder
        or tray: the hummingbirds, a draft), as parts: each part's players in order, and the
        player whose turn must end before the part runs (None: at once). The base game has
        one part: every player clockwise from ``start``."""
        n = step.config.players
        return ((tuple((start + k) % n for k in range(n)), None),)

    # --- the round's goal (rules 4) --------------------------------------------------------------
    def round_goal_points(self, step: GameStep, counts: tuple[int, ...]) -> tuple[int, ...]:
        """Each player's points for the goal of the round ending, given their counts (rules
        4.2, 4.3)."""
        from ..scoring import goal_points

        config = step.config
        return goal_points(counts, step.round, config.goal_board, config.house)

    # --- saved games -----------------------------------------------------------------------------
    def turn_problems(self, state: GameState) -> str | None:
        """What is wrong with the turn structure of a state in play (``invariants.rules_problems``):
        None when the mode has no rules of its own there (the base game's are checked)."""
        return None

    def mode_problems(self, state: GameState, cards: CardSet) -> list[str]:
        """What is wrong with the mode's own part of a state (for saves from strangers): its
        state present exactly in its mode, numbers in range. Never raises."""
        found = []
        if state.flock is not None:
            found.append("a Flock dial in a game that is not in Flock mode")
        if state.lanes:
            found.append("lanes of players acting at once in a game that is not in Flock mode")
        return found


#: The variant of each mode that is implemented; ``new_game`` refuses the others.
VARIANTS: dict[Mode, Variant] = {Mode.BASE: Variant()}


def variant_for(config: GameConfig) -> Variant:
    """The declared rules of ``config``'s mode (the base game's for the base mode)."""
    return VARIANTS[config.mode]


# The modes' own modules derive from ``Variant`` above and register themselves here.
from .flock import FlockVariant  # noqa: E402

VARIANTS[Mode.FLOCK] = FlockVariant()
