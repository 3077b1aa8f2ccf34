"""The pure step: set up a game, list the legal moves, apply one.

``apply`` validates the move against the top decision, answers it, then runs work frames until
the next decision that has a real choice. A decision with exactly one option is answered
automatically (its answer is still visible in the events), unless the rules were built with
``answer_forced=False``; one with no option lapses (an obligation that has become impossible,
rules 10.2 #11).
"""

from __future__ import annotations

from typing import cast

from attrs import frozen

from .. import rng
from ..catalog import CardSet
from ..errors import ConfigError, EngineError, IllegalMove, NotAGameError
from ..events import GameStarted
from ..model import (
    DEALT_BIRDS,
    DEALT_BONUS,
    STARTING_FOOD,
    TRAY_SIZE,
    GameConfig,
    GameState,
    Phase,
    Player,
    Table,
)
from ..moves import Move
from ..observations import Observation, observe
from ..protocol import Decision
from ..scoring import AutomaScore, PlayerScore, automa_score, score_game
from ..variants import swift_start
from ..variants._base import VARIANTS
from .capabilities import ENGINE, ensure_runnable
from .describe import describe_decision, describe_move
from .errors import explain_illegal
from .frames import BeginTurn, ChooseBonus, SetupBirds, StartRound
from .step import Step


@frozen
class Rules:
    """One way of playing: a card set and a configuration (house rules included), built once.

    Like OpenSpiel's game object, it creates, lists and steps states, and it is the only way
    the engine learns which cards a game uses: the engine keeps no registry of card sets and
    no cache of its own. A ``Rules`` object is an immutable value; share it between threads.

        rules = Rules(load_cards(), GameConfig(players=3))
        state = rules.new_game(seed=1)
        state = rules.apply(state, rules.legal_moves(state)[0])

    A state remembers the fingerprint of its cards and its configuration; the rules refuse a
    state made with other cards or another configuration (``NotAGameError``).

    ``answer_forced``: a decision with a single legal option is answered by the engine itself
    (the default). With ``answer_forced=False`` the engine stops there instead, and
    ``legal_moves`` lists that one option: a test sees that it was the only one offered. Both
    kinds of rules accept the same states, so a game may be saved and resumed under either.
    """

    cards: CardSet
    config: GameConfig = GameConfig()
    answer_forced: bool = True

    def ensure_runnable(self) -> None:
        """Raise ``UnsupportedCards`` if the engine would not run every card of the set.

        The answer is derived from the cards alone, so it is kept with the card set (checked
        once per card set, whatever the number of games or ``Rules`` objects).
        """
        memo = self.cards.derived
        if memo.get("runnable") is not ENGINE:
            ensure_runnable(self.cards)
            memo["runnable"] = ENGINE

    # --- creating --------------------------------------------------------------------------------
    def new_game(self, seed: int = 0) -> GameState:
        """A new game, dealt and waiting for the first setup decision (rules 1.6, 1.7).

        One player in the base mode plays alone, without an opponent: the goals are scored
        against nobody, so any item scores first place on the green board. Against the
        Automa, play ``GameConfig(players=1, mode=Mode.AUTOMA)`` (rules 6).
        """
        return _new_game(self, seed)

    def begin_turn(self, state: GameState) -> GameState:
        """Start the active player's turn on a state built by hand (scenario tests).

        Replaces the pending stack with a fresh turn: the active player chooses an action.
        """
        self.check_state(state)
        self.ensure_runnable()
        step = Step(state, self)
        step.phase = Phase.PLAY
        step.pending = [BeginTurn()]
        return _run(step)

    # --- reading ---------------------------------------------------------------------------------
    def legal_moves(self, state: GameState) -> list[Move]:
        """The moves the deciding player may make now, in a fixed order (empty once the game
        is over)."""
        return list(self._listed(state))

    def current_player(self, state: GameState | Observation) -> int | None:
        """The player who must decide now (possibly not the active player), or None at the end.

        Works on an observation too: who decides is public.
        """
        self.check_view(state)
        return current_player(state)

    def is_terminal(self, state: GameState) -> bool:
        """Whether the game is over: no decision is pending."""
        if not (
            type(state) is GameState
            and state.config is self.config
            and state.card_set == self.cards.fingerprint
        ):
            self.check_state(state)
        return state.phase is Phase.OVER

    def scores(self, state: GameState) -> tuple[PlayerScore, ...]:
        """Every player's score by category, with total, unused food (the tiebreak) and rank.

        Mid-game this is the score "if the game ended now" (goals of finished rounds only).
        Against the Automa, ``rank`` counts it too; its own score is ``automa_score``.
        """
        self.check_state(state)
        return score_game(state, self.cards)

    def automa_score(self, state: GameState) -> AutomaScore | None:
        """The Automa's score by category (rules 6.5), or None in a game without it. Mid-game
        this is its score "if the game ended now"."""
        self.check_state(state)
        return automa_score(state, self.cards)

    def observation(self, state: GameState, player: int) -> Observation:
        """What ``player`` may see of ``state`` (see ``wingspan_rules.observations``)."""
        self.check_state(state)
        return observe(state, player)

    def describe(self, move: Move, state: GameState | Observation | None = None) -> str:
        """A short English label for ``move``; bird positions are named with a ``state`` (or
        an observation of one)."""
        if state is not None:
            self.check_view(state)
        return describe_move(move, state, self.cards)

    def describe_decision(self, state: GameState | Observation) -> str:
        """What the player deciding now is asked, in English (an observation has its labels
        too, so a client can show what it is asked)."""
        self.check_view(state)
        if not state.pending:
            return "the game is over"
        return describe_decision(state.pending[-1], self.cards, state)

    # --- stepping --------------------------------------------------------------------------------
    def apply(self, state: GameState, move: Move, *, player: int | None = None) -> GameState:
        """The state after ``move``. Raises ``IllegalMove`` (naming the rule) if it is not
        legal; ``state`` itself never changes.

        With ``player``, the move is applied only if that player is the one deciding now (a
        server applying a client's move passes the client's seat: "skip" and "stop" look the
        same from anyone).
        """
        moves = self._listed(state)
        if player is not None and player != current_player(state):
            deciding = current_player(state)
            raise IllegalMove(
                "the game is over: no move is legal (rules 5)"
                if deciding is None
                else f"it is player {deciding}'s decision, not player {player}'s"
            )
        try:  # answer with the engine's own copy, never the caller's object
            legal = moves[moves.index(move)]
        except ValueError:
            raise IllegalMove(explain_illegal(state, self.cards, move, list(moves))) from None
        step = Step(state, self)
        decision: Decision = step.pending.pop()  # type: ignore[assignment]  # listed: a decision
        decision.answer(step, legal)
        return _run(step)

    def check_state(self, state: object) -> None:
        """Raise ``NotAGameError`` unless ``state`` is a game state played with these rules."""
        if (
            type(state) is GameState
            and state.config is self.config
            and state.card_set == self.cards.fingerprint
        ):
            return
        if type(state) is not GameState:
            kind = type(state).__name__
            if kind == "Observation":
                raise NotAGameError(
                    "an Observation is one player's view of a game, not a game: legal_moves "
                    "and apply take the GameState itself"
                )
            raise NotAGameError(f"expected a GameState, got {kind}")
        if state.card_set != self.cards.fingerprint:
            raise NotAGameError(
                f"this game is played with card set {state.card_set}, not with these rules' "
                f"card set {self.cards.fingerprint}"
            )
        if state.config is not self.config and state.config != self.config:
            raise NotAGameError(
                "this game was set up with another configuration than these rules' "
                f"({state.config!r})"
            )

    def check_view(self, view: object) -> None:
        """Like ``check_state``, and an ``Observation`` of a game of these rules is accepted."""
        if type(view) is Observation:
            if view.card_set != self.cards.fingerprint or view.config != self.config:
                raise NotAGameError("this observation is of a game of other rules")
            return
        self.check_state(view)

    def _listed(self, state: GameState) -> tuple[Move, ...]:
        """The options of ``state``'s decision, listed once per state (kept on the state)."""
        if not (  # the check_state fast path, inline: this runs twice per move
            type(state) is GameState
            and state.config is self.config
            and state.card_set == self.cards.fingerprint
        ):
            self.check_state(state)
        listed: tuple[Move, ...] | None = getattr(state, "listed", None)
        if listed is None:
            if not state.pending:
                listed = ()
            else:
                decision = cast(Decision, state.pending[-1])
                listed = tuple(decision.options(_View(state, self.cards)))
            object.__setattr__(state, "listed", listed)
        return listed


def current_player(state: GameState | Observation) -> int | None:
    """The player who must decide now (possibly not the active player), or None at game end."""
    if not state.pending:
        return None
    return cast(Decision, state.pending[-1]).player


class _View:
    """Read access for option listing (a ``View``): the state's fields plus its card set."""

    __slots__ = ("players", "tables", "config", "cards", "pending", "powers", "duet")

    def __init__(self, state: GameState, cards: CardSet) -> None:
        self.pending = state.pending
        self.powers = state.powers
        self.players = state.players
        self.tables = state.tables
        self.config = state.config
        self.cards = cards
        self.duet = state.duet


def _new_game(rules: Rules, seed: int) -> GameState:
    config, cards = rules.config, rules.cards
    rules.ensure_runnable()  # a card that loads into a game is a card the engine runs
    if config.mode not in VARIANTS:
        raise ConfigError(f"the {config.mode.value} mode is not implemented yet")
    state = rng.seed_state(seed)
    deck, state = rng.shuffled(state, tuple(range(len(cards.birds))))
    bonus_deck, state = rng.shuffled(state, tuple(range(len(cards.bonus_cards))))
    variant = VARIANTS[config.mode]
    goals: tuple[int, ...] = ()
    if variant.USES_GOAL_BOARD:
        goals, state = _choose_goals(state, config, cards)
    own, state = variant.start_fields(state, config)
    first, state = rng.below(state, config.players)
    # Swift-Start (rules 7): guided players start with their guide's cards and food, and the
    # preset's cards stay out of the deck until setup is done. Without it, nothing changes.
    setup = swift_start.plan(config, cards, first)
    if setup.aside:
        deck = tuple(card for card in deck if card not in setup.aside)

    dealt = sum(kit is None for kit in setup.kits)
    needed = TRAY_SIZE + DEALT_BIRDS * dealt
    if len(deck) < needed or len(bonus_deck) < DEALT_BONUS * config.players:
        raise ConfigError(f"the card set is too small for {config.players} players")
    tray, deck = deck[:TRAY_SIZE], deck[TRAY_SIZE:]
    players = []
    for kit in setup.kits:
        if kit is None:
            hand, deck = deck[:DEALT_BIRDS], deck[DEALT_BIRDS:]
            food = STARTING_FOOD
        else:
            hand, food = kit.hand, kit.food
        bonus, bonus_deck = bonus_deck[:DEALT_BONUS], bonus_deck[DEALT_BONUS:]
        players.append(Player(food=food, hand=hand, bonus=bonus))
    if setup.aside:  # the Swift-Start cards no guide handed out go into the deck
        deck, state = rng.shuffled(state, deck + setup.returned)
    table = Table(deck=deck, tray=tray, bonus_deck=bonus_deck)
    game = GameState(
        config=config,
        card_set=cards.fingerprint,
        rng=state,
        players=tuple(players),
        tables=(table,),
        goals=goals,
        first_player=first,
        pending=(StartRound(),)
        + tuple(
            SetupBirds(p, players[p].hand)
            if setup.kits[p] is None
            else ChooseBonus(p, players[p].bonus)  # a guide chose the birds and food
            for p in reversed(range(config.players))
        ),
        **own,
    )
    step = Step(game, rules)
    step.roll_feeder(0, "setup")
    step.events.insert(0, GameStarted(config.players, goals))
    VARIANTS[config.mode].set_up(step)  # the mode's own setup (the Automa's, rules 6.1)
    return _run(step)


def _choose_goals(state: int, config: GameConfig, cards: CardSet) -> tuple[tuple[int, ...], int]:
    """Four goal sides: as configured, or four different random tiles with a random side up."""
    if config.goals:
        try:
            chosen = tuple(cards.goal_side_id(name) for name in config.goals)
        except KeyError as exc:
            raise ConfigError(str(exc.args[0])) from None
        if len({g // 2 for g in chosen}) != len(chosen):
            raise ConfigError(
                "the goals must be 4 sides of 4 different tiles (a tile has one side up)"
            )
        return chosen, state
    tiles = len(cards.goal_tiles)
    if tiles < 4:
        raise ConfigError("the card set needs at least 4 goal tiles")
    order, state = rng.shuffled(state, tuple(range(tiles)))
    goals = []
    for tile in order[:4]:
        side, state = rng.below(state, 2)
        goals.append(2 * tile + side)
    return tuple(goals), state


def _run(step: Step) -> GameState:
    """Run work frames, and answer forced decisions, until a real choice or the end.

    Returns the frozen state; the options of its decision, listed here to tell a real choice
    from a forced one, are kept on the state so that ``legal_moves`` does not list them again.
    With ``answer_forced`` off, a decision with one option is a stop too (one with none still
    lapses).
    """
    pending = step.pending
    stop_at = 1 if step.rules.answer_forced else 0
    while pending:
        frame = pending[-1]
        if not frame.IS_DECISION:  # a class attribute: cheaper than isinstance in this loop
            pending.pop()
            frame.run(step)  # type: ignore[attr-defined]  # a frame that is no decision is Work
            continue
        decision: Decision = frame  # type: ignore[assignment]  # a frame is Work or a Decision
        options = decision.options(step)
        if len(options) > stop_at:
            state = step.freeze()
            object.__setattr__(state, "listed", tuple(options))
            return state
        pending.pop()
        if options:
            decision.answer(step, options[0])
        elif not decision.LAPSES:
            raise EngineError(
                f"{type(decision).__name__} has no option, though the rules checked it could be "
                "answered: the engine disagrees with itself"
            )
    return step.freeze()
