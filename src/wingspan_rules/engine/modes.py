"""What a mode changes in the base game, declared once per mode: the engine's registry of modes.

``Variant`` holds the base game's own answers; a mode's variant overrides the ones its rules
change. The base frames ask ``variant_for(config)`` where the flow can differ, so a new mode
is a new subclass and one entry in ``VARIANTS``, never a test of the mode inside a frame. The
engine never imports a mode: ``wingspan_rules.variants`` fills ``VARIANTS`` (and ``SETUPS``,
the setup presets) from its one tuple of modes when the package is imported.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, ClassVar

from attrs import frozen

from ..state.model import GameConfig
from ..state.modes import BaseGame, ModeOptions, ModeState, SetupPreset
from .registry import VARIANTS as VARIANTS  # re-exported: the registry of modes
from .registry import variant_for as variant_for
from .scoring import board_counts, goal_count, goal_points, unscored_goal

if TYPE_CHECKING:
    from ..effects.cards import BaseMeasure, BonusCard
    from ..effects.catalog import CardSet
    from ..effects.hooks import ScoreCategory
    from ..engine.observation import Observation
    from ..state.events import BirdPlayed
    from ..state.model import GameState
    from ..state.moves import Move
    from ..state.protocol import Frame, GameStep, View
    from .describe import Names
    from .features import ModeFeature
    from .presentation import CardFacts, SchemaParts, TextStyle
    from .scoring import RivalScore


class Variant:
    """The base game's rules at the points where a mode may change them."""

    #: The mode's options class: its ``TAG`` keys the mode in ``VARIANTS``.
    OPTIONS: ClassVar[type[ModeOptions]] = BaseGame
    #: The class of the mode's own state in a game (``GameState.mode_state``), or None for a
    #: mode without one: set in its games, None in every other mode's.
    STATE: ClassVar[type[ModeState] | None] = None
    #: Whether setup draws goal tiles for the goal board (rules 1.6 #5); Duet's map has its own.
    USES_GOAL_BOARD: ClassVar[bool] = True

    # --- setup and the round's goal (rules 1.6, 4.1) --------------------------------------------
    def goal_problems(self, state: GameState, cards: CardSet) -> list[str]:
        """What is wrong with the state's goals (``invariants.problems``)."""
        found = []
        if len(state.goals) != 4 or len({g // 2 for g in state.goals}) != 4:
            found.append("the goals must be 4 sides of 4 different tiles")
        if any(not 0 <= g < 2 * len(cards.goal_tiles) for g in state.goals):
            found.append("a goal side is not in the card set")
        return found

    def score_round_goal(self, step: GameStep) -> tuple[tuple[int, ...], tuple[int, ...]]:
        """Each player's count and points for the goal of the round ending (rules 4.2, 4.3)."""
        cards = step.cards
        if not cards.goal_scored(step):  # "No Goal" (9.2.9), a tile cached (9.6): no scores
            return unscored_goal(len(step.players))
        side = cards.goal_sides[step.goals[step.round - 1]]
        counts = tuple(goal_count(pl, cards, side.measure, step.config) for pl in step.players)
        scored = board_counts(side.measure, counts, step.config)
        points = goal_points(scored, step.round, step.config.goal_board, step.config.house)
        return counts, points

    def next_first_player(
        self, step: GameStep, counts: tuple[int, ...], points: tuple[int, ...]
    ) -> int:
        """Who starts the next round: the first-player token passes clockwise (rules 4.1 #7)."""
        return (step.first_player + 1) % step.config.players

    # --- saves from strangers ----------------------------------------------------------------
    def untrusted_config_problem(self, raw: dict[str, Any]) -> str | None:
        """What in a saved configuration (``raw``: its JSON, not yet read) the library must
        not act on when the save comes from a stranger, such as a file path to read; the
        caller vouches for it by passing rules of that very configuration."""
        return None

    # --- a mode's own state and what follows a bird played (Duet, rules 8.1) ---------------------
    def start_state(self, stream: int, config: GameConfig) -> tuple[ModeState | None, int]:
        """The mode's own state at the start (a ``STATE``, e.g. the Duet map with its goals
        drawn from the random ``stream``), and the stream after; the base game has none."""
        return None, stream

    def after_bird_played(self, step: GameStep, event: BirdPlayed, paid: tuple[int, ...]) -> None:
        """What follows a bird played by any means (the action or a power), once it is on
        the mat, before its white power: ``paid`` is the food spent on it. Nothing here."""

    #: The move types the mode adds to the choice of an action (``turn_options`` lists them):
    #: the choice accepts them besides the base game's.
    TURN_MOVES: ClassVar[tuple[type, ...]] = ()

    def turn_options(self, view: View, player: int) -> list[Move]:
        """Moves the mode adds to the choice of an action (they use no cube); none here."""
        return []

    def answer_turn_option(self, step: GameStep, player: int, move: Move) -> None:
        """Carry out one of ``turn_options``; the choice of an action is asked again after."""
        raise NotImplementedError(f"the {self.OPTIONS.TAG} mode adds no move to a turn")

    def conservation_problems(self, state: GameState, cards: CardSet) -> list[str]:
        """What the mode's own state fails to conserve (``invariants.problems``: the Duet
        tokens); the base game has nothing of its own."""
        return []

    def range_problems(self, state: GameState, cards: CardSet) -> list[str]:
        """What in the mode's own state would make the rules crash on a save from a stranger
        (``invariants.rules_problems``: indices, owners, counts out of range)."""
        return []

    # --- a rival that is not a player (the Automa, rules 6) -----------------------------------
    #: Seats at the table besides the players: declared by the mode's options
    #: (``ModeOptions.RIVAL_SEATS``), which the card vocabulary reads too.
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

    def game_ends(self, step: GameStep) -> None:
        """The game is over, the final scores counted (rules 5): the mode's last word."""

    def state_problems(self, state: GameState, cards: CardSet) -> list[str]:
        """What is wrong with the mode's own part of a state (for saves from strangers):
        counts in range, ids that exist, cards where they should be. Never raises."""
        return []

    # --- seats and decks (rules 1.6, 1.7; Flock's two groups, rules 8.2) ------------------------
    def seating(self, config: GameConfig) -> tuple[tuple[int, ...], ...]:
        """The players sitting at each table, in seat order: one table for everyone. Each
        table has its own deck (the shuffled deck split evenly between the tables), tray and
        birdfeeder."""
        return (tuple(range(config.players)),)

    def bonus_cards_in_play(self, config: GameConfig, cards: CardSet) -> tuple[int, ...]:
        """The bonus cards shuffled into the bonus deck (the others stay out of the game): every
        card the players score (not the Automa-only ones: ``BonusCard.scored_by_players``)."""
        return tuple(i for i, card in enumerate(cards.bonus_cards) if card.scored_by_players)

    def bonus_cards_not_dealt(self, config: GameConfig, cards: CardSet) -> tuple[int, ...]:
        """Bonus cards of the deck that no player is dealt at setup (they go to the bottom of
        the bonus deck once the players have theirs): none."""
        return ()

    def bonus_measure(self, config: GameConfig, card: BonusCard) -> BaseMeasure:
        """What ``card`` counts in a game of ``config``: the card's own measure, unless the
        mode's options move it (a card of the mode whose range of points follows a level of
        its options); a frontend describing a card of a game asks this too."""
        return card.measure

    # --- turns (rules 3.1; Flock's dial, rules 8.2) ----------------------------------------------
    def turns_frame(self, step: GameStep, new_round: bool) -> Frame | None:
        """The frame that starts the turns of a round (``new_round``) or, for a board built
        by hand, resumes them (``Rules.begin_turn``). None: the base game's, the active
        player's turn (``frames.turns_frame`` makes it: the base frames live above this
        module)."""
        return None

    def after_turn(self, step: GameStep, last: bool) -> tuple[Frame, ...] | None:
        """What follows a turn's end (``last``: the round's last turn), first to run first.
        None: the base game's, the next player's turn or the end of the round
        (``frames.after_turn`` makes them)."""
        return None

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

    # --- saved games -----------------------------------------------------------------------------
    def turn_problems(self, state: GameState, cards: CardSet) -> str | None:
        """What is wrong with the turn structure of a state in play (``invariants.rules_problems``):
        None when the mode has no rules of its own there (the base game's are checked)."""
        return None

    # --- what the engine's tables and messages read of a mode's own state --------------------
    def round_goal_counts(self, state: GameState, cards: CardSet, round: int) -> tuple[int, ...]:
        """Each player's count for the goal of ``round`` (1-4): the goal board's."""
        side = cards.goal_sides[state.goals[round - 1]]
        return tuple(goal_count(p, cards, side.measure, state.config) for p in state.players)

    def rival_majority(self, state: GameState, category: str, part: int) -> int | None:
        """What the rival that is no player holds toward one part (``part``: a habitat) of the
        majority a score category counts (``category``: its name), ranked with the players';
        None: it takes no place (the base game's: there is no rival)."""
        return None

    def rival_score(self, state: GameState, cards: CardSet) -> RivalScore | None:
        """The score of the rival that is not a player (``RIVAL_SEATS``): none here."""
        return None

    def cards_held(self, state: GameState) -> tuple[tuple[int, ...], tuple[int, ...]]:
        """The bird cards and the bonus cards the mode's own state holds (the Automa's birds
        and bonus card, rules 6.3), for the saved-game checks' count of cards: whatever the
        configured mode (a save may carry a mode's state into another mode's game)."""
        return (), ()

    def round_goal_name(self, state: GameState | Observation, round: int) -> str | None:
        """The name of the goal of ``round`` when the mode has goals of its own; None: the
        goal board's."""
        return None

    def space_name(self, config: GameConfig, space: int) -> str:
        """A space of the mode's own board, with what it shows (Duet's map)."""
        return f"space {space}"

    def refusal(self, state: GameState, move: object, player: int) -> str | None:
        """Why the mode's own ``move`` of ``player`` is refused here, when the mode knows."""
        return None

    def defer(
        self,
        owner: int,
        bird: int,
        players: tuple[int, ...],
        block: tuple[int, ...],
        frames: tuple[Frame, ...],
    ) -> Frame:
        """The frame of a power's part that waits under a turn in a lane (``Step.run_later``):
        only a mode with players acting at once has one (``DEFERRED``)."""
        raise NotImplementedError("only a mode with players acting at once defers work")

    #: The frame type ``defer`` makes (read by the saved-game checks), when the mode has lanes.
    DEFERRED: ClassVar[type | None] = None

    # --- what a game shows: its score and its views (read by engine/scoring.py, views/,
    # schemas/view.py) ---
    #: The score categories the mode adds (``effects.hooks.ScoreCategory``: Duet's map, rules
    #: 8.1), counted in every player's total (``PlayerScore.mode_extra``); none here.
    SCORE_CATEGORIES: ClassVar[tuple[ScoreCategory, ...]] = ()
    #: The key of the mode's own section in the JSON view (``view_section``), or None for a
    #: mode without one; every mode's key is in every view (null outside its mode).
    VIEW_KEY: ClassVar[str | None] = None
    #: The place of that key among the modes' keys, last in the view (the order of the format).
    VIEW_PLACE: ClassVar[int] = 0

    def text_goals(
        self, state: GameState | Observation, names: Names, style: TextStyle
    ) -> list[str] | None:
        """The board's lines about the goals when the mode has goals of its own (Duet's and
        its map); None: the goal board's."""
        return None

    def text_goal_result(self, state: GameState | Observation, round: int) -> str:
        """What follows the players' points of the finished ``round`` on the goal board (a
        rival's: ", the Automa 3"); nothing here."""
        return ""

    def text_sections(
        self, state: GameState | Observation, names: Names, style: TextStyle
    ) -> list[list[str]]:
        """The board's sections after the players' mats (the Automa's side); none here."""
        return []

    def score_row(
        self, rival: RivalScore, categories: tuple[str, ...]
    ) -> tuple[str, tuple[int, ...]] | None:
        """The score table's row of ``rival`` when it is this mode's rival (``rival_score``):
        its name and its points under each of ``categories``; None: not this mode's."""
        return None

    def view_section(
        self, seen: Observation, cards: CardFacts, rival: RivalScore | None
    ) -> dict[str, Any] | None:
        """The mode's section of the JSON view (``VIEW_KEY``) of ``seen``, or None when
        ``seen`` has no state of this mode; ``rival``: the rival's ranked score once the game
        is over."""
        return None

    def view_schema(self, parts: SchemaParts) -> dict[str, Any]:
        """The JSON Schema of ``view_section`` (when ``VIEW_KEY`` is set)."""
        raise NotImplementedError(f"the {self.OPTIONS.TAG} mode has no section in the view")

    # --- the figures of a finished game (read by tools.simulate and the wingspan command); a
    # mode's own points are its ``SCORE_CATEGORIES`` ---
    #: The name of the rival that is not a player (``rival_score``) in the figures' text; in
    #: lower case, its key in their JSON. "": the mode has no rival.
    RIVAL_NAME: ClassVar[str] = ""
    #: The rival's score categories shown, as (the attribute of its score, its label in
    #: text), before its total.
    RIVAL_FIGURES: ClassVar[tuple[tuple[str, str], ...]] = ()

    # --- learning code's encodings (read by envs.observation, envs.encoding) -----------------
    def observation_features(self, config: GameConfig, cards: CardSet) -> tuple[ModeFeature, ...]:
        """The sections of the observation vector that show the mode's own state, in order,
        after the base game's (``engine.features``): none here."""
        return ()

    def move_field_domains(self) -> dict[str, tuple[str, tuple[Any, ...]]]:
        """The values of the fields of the mode's own moves that the action encoding knows no
        rule for, by field name: what they are in words, and every value in id order (the
        same for every configuration of the mode). None here."""
        return {}

    # --- a mode's part of a test board (read by testing/) ------------------------------------
    #: The builder of the mode's part of a ``testing.Scenario`` (the Automa's side of the
    #: table, Duet's map, Flock's dial), made from the scenario's configuration; it also reads
    #: that part back from a state. A ``ScenarioPart`` (``variants/_scenario.py``) declared in
    #: the mode's ``scenario.py``; None: the mode adds nothing to a scenario (the base game).
    SCENARIO: ClassVar[type | None] = None

    # --- saves of an older format (read by saves.serialization) -------------------------------
    #: The field in which a format-2 save kept this mode's options (in its configuration) and
    #: its own state (in its state), both named by it; format 3 keeps them as the tagged
    #: ``GameConfig.mode`` and ``GameState.mode_state``. None: no format-2 save has the mode.
    FORMAT_2_FIELD: ClassVar[str | None] = None


@frozen
class Kit:
    """What a guided player starts with: card ids and a count per food type."""

    guide: int
    hand: tuple[int, ...]
    food: tuple[int, ...]


@frozen
class SetupPlan:
    """How a game's setup departs from the normal one (nothing, without Swift-Start).

    ``kits``: per player, their guide's starting kit, or ``None`` for a player who chooses as
    usual. ``aside``: the Swift-Start cards kept out of the deck while it is dealt;
    ``returned``: those of them no guided player holds, shuffled into the deck afterwards.
    """

    kits: tuple[Kit | None, ...]
    aside: frozenset[int] = frozenset()
    returned: tuple[int, ...] = ()


class SetupRules:
    """A setup preset's rules (Swift-Start, rules 7): how a game's setup departs from the
    normal one. Declared by a package above the engine and listed in ``SETUPS``."""

    #: The preset's options class (``GameConfig.setup``), whose ``TAG`` names it in saves.
    OPTIONS: ClassVar[type[SetupPreset]] = SetupPreset

    def applies(self, config: GameConfig) -> bool:
        """Whether ``config`` asks for this setup: its ``setup`` is one of ``OPTIONS``."""
        return isinstance(config.setup, self.OPTIONS)

    def plan(self, config: GameConfig, cards: CardSet, first_player: int) -> SetupPlan:
        """The setup of a game of ``config`` whose first player is ``first_player``."""
        raise NotImplementedError

    def seats(self, config: GameConfig, first_player: int) -> tuple[int | None, ...]:
        """The guide each player follows (``None``: none, the normal setup for that player):
        a guided player makes no secret setup choice, so observations show theirs as is."""
        raise NotImplementedError

    # --- saves of an older format (read by saves.serialization) -------------------------------
    #: The field of a format-2 configuration that named this preset (None: none did); format
    #: 3 writes the preset as the tagged ``GameConfig.setup`` (``format_2_setup``).
    FORMAT_2_FIELD: ClassVar[str | None] = None

    def format_2_setup(self, value: object) -> dict[str, Any] | None:
        """The format-3 ``setup`` (its JSON) of a format-2 configuration whose field
        ``FORMAT_2_FIELD`` held ``value`` (None: no preset)."""
        return None


#: The setup presets, filled by ``wingspan_rules.variants``.
SETUPS: list[SetupRules] = []


def setup_for(config: GameConfig) -> SetupRules | None:
    """The setup preset ``config`` asks for, or None for the normal setup."""
    return next((s for s in SETUPS if s.applies(config)), None)


def guided_seats(config: GameConfig, first_player: int) -> tuple[int | None, ...]:
    """The setup guide of each player of a game of ``config`` (``None``: no guide; every
    player's without a setup preset)."""
    setup = setup_for(config)
    if setup is None:
        return (None,) * config.players
    return setup.seats(config, first_player)


VARIANTS[BaseGame.TAG] = Variant()


def untrusted_config_problem(raw: object) -> str | None:
    """What in a saved configuration no mode lets a stranger's save decide (see
    ``Variant.untrusted_config_problem``)."""
    if not isinstance(raw, dict):
        return None  # reading the save reports its shape
    for variant in VARIANTS.values():
        problem = variant.untrusted_config_problem(raw)
        if problem:
            return problem
    return None
