"""The pure step: set up a game, list the legal moves, apply one.

``apply`` validates the move against the top decision, answers it, then runs work frames until
the next decision that has a real choice. A decision with exactly one option is answered
automatically (its answer is still visible in the events), unless the rules were built with
``answer_forced=False``; one with no option lapses (an obligation that has become impossible,
rules 10.2 #11).
"""

from __future__ import annotations

from typing import cast

from attrs import evolve, frozen

from .._text import plural
from ..effects.catalog import CardSet
from ..effects.hooks import active
from ..engine.observation import Observation, observe
from ..errors import ConfigError, EngineError, IllegalMove, NotAGameError
from ..state import rng
from ..state.enums import NO_FOOD
from ..state.events import GameStarted
from ..state.model import (
    BONUS_TABLE,
    DEALT_BIRDS,
    DEALT_BONUS,
    STARTING_FOOD,
    TRAY_SIZE,
    GameConfig,
    GameState,
    Lane,
    Phase,
    Player,
    Table,
)
from ..state.moves import Move
from ..state.protocol import Decision
from .capabilities import ENGINE, ensure_runnable
from .describe import describe_decision, describe_move
from .errors import explain_illegal
from .frames import ChooseBonus, SetupBirds, StartRound, turns_frame
from .modes import VARIANTS, SetupPlan, Variant, setup_for
from .scoring import PlayerScore, RivalScore, rival_score, score_game
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
        Automa, play ``GameConfig(players=1, mode=AutomaOptions())`` (rules 6).
        """
        return _new_game(self, seed)

    def begin_turn(self, state: GameState) -> GameState:
        """Start the active player's turn on a state built by hand (scenario tests).

        Replaces the pending stack with a fresh turn: the active player chooses an action (in
        Flock mode the dial turns from its position and both players it points at start).
        """
        self.check_state(state)
        self.ensure_runnable()
        step = Step(state, self)
        step.phase = Phase.PLAY
        step.pending = [turns_frame(step, False)]
        return _run(step)

    # --- reading ---------------------------------------------------------------------------------
    def legal_moves(self, state: GameState, player: int | None = None) -> list[Move]:
        """The moves a deciding player may make now, in a fixed order: ``player``'s (``[]`` if
        they decide nothing now), or by default the first of ``current_players``'s (empty once
        the game is over)."""
        listed: tuple[Move, ...] | None = getattr(state, "listed", None)
        if (  # the common case, inline as in ``apply``: the main stack's decision, listed
            player is None
            and listed is not None
            and type(state) is GameState
            and state.config is self.config
            and state.card_set == self.cards.fingerprint
            and not state.lanes
            and state.pending
        ):
            return list(listed)
        found = self._decision_of(state, player)
        return [] if found is None else list(found[1])

    def current_player(self, state: GameState | Observation) -> int | None:
        """The player who must decide now (possibly not the active player), or None at the end.
        When several players decide at once (Flock mode), the first of ``current_players``.

        Works on an observation too: who decides is public.
        """
        self.check_view(state)
        return current_player(state)

    def current_players(self, state: GameState | Observation) -> tuple[int, ...]:
        """Every player who may decide now, each once, in a fixed order: one player, except in
        Flock mode where the two active players act at once (and other players may be answering
        a power in either's turn); empty at the end. Any of them may move first.

        Works on an observation too: who decides is public.
        """
        self.check_view(state)
        return current_players(state)

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
        Against a rival that is not a player, ``rank`` counts it too; its own score is
        ``rival_score``.
        """
        self.check_state(state)
        return score_game(state, self.cards)

    def rival_score(self, state: GameState) -> RivalScore | None:
        """The score of the mode's rival that is not a player, as the mode declares it (the
        Automa's by category, rules 6.5), or None in a game without one. Mid-game this is its
        score "if the game ended now"."""
        self.check_state(state)
        return rival_score(state, self.cards)

    def observation(self, state: GameState, player: int) -> Observation:
        """What ``player`` may see of ``state`` (see ``wingspan_rules.engine.observation``)."""
        self.check_state(state)
        return observe(state, player)

    def describe(
        self,
        move: Move,
        state: GameState | Observation | None = None,
        player: int | None = None,
    ) -> str:
        """A short English label for ``move``; bird positions are named with a ``state`` (or
        an observation of one), as the decision of ``player`` sees them (by default the first
        deciding player: "your bird" is theirs)."""
        if state is not None:
            self.check_view(state)
            state = focus(state, player)
        return describe_move(move, state, self.cards)

    def describe_decision(self, state: GameState | Observation, player: int | None = None) -> str:
        """What ``player`` (by default the first of ``current_players``) is asked now, in
        English (an observation has its labels too, so a client can show what it is asked)."""
        self.check_view(state)
        if not current_players(state):
            return "the game is over"
        if player is not None and player not in current_players(state):
            return f"player {player} decides nothing now"
        view = focus(state, player)
        return describe_decision(view.pending[-1], self.cards, view)

    # --- stepping --------------------------------------------------------------------------------
    def apply(self, state: GameState, move: Move, *, player: int | None = None) -> GameState:
        """The state after ``move``. Raises ``IllegalMove`` (naming the rule) if it is not
        legal; ``state`` itself never changes.

        With ``player``, the move is applied only if that player is the one deciding now (a
        server applying a client's move passes the client's seat: "skip" and "stop" look the
        same from anyone).
        """
        listed: tuple[Move, ...] | None = getattr(state, "listed", None)
        if (  # the common case, inline: the main stack's decision, listed when it was frozen
            player is None
            and listed is not None
            and type(state) is GameState
            and state.config is self.config
            and state.card_set == self.cards.fingerprint
            and not state.lanes
            and state.pending
        ):
            found: tuple[int | None, tuple[Move, ...]] | None = (None, listed)
        else:
            found = self._decision_of(state, player)
        if found is None:
            deciding = current_players(state)
            if not deciding:
                raise IllegalMove("the game is over: no move is legal (rules 5)")
            who = " and ".join(f"player {p}" for p in deciding)
            raise IllegalMove(
                f"it is {who}'s decision, not player {player}'s"
                if len(deciding) == 1
                else f"{who} decide now, not player {player}"
            )
        lane, moves = found
        try:  # answer with the engine's own copy, never the caller's object
            for legal in moves:  # usually one of the listed moves itself (from legal_moves)
                if legal is move:
                    break
            else:
                legal = moves[moves.index(move)]
        except ValueError:
            view = state if lane is None else cast(GameState, _in_lane(state, lane))
            raise IllegalMove(explain_illegal(view, self.cards, move, list(moves))) from None
        step = Step(state, self)
        if lane is not None:
            step.enter_lane(lane)
        decision: Decision = step.pending.pop()  # type: ignore[assignment]  # listed: a decision
        decision.answer(step, legal)
        if lane is not None:
            step.leave_lane()
        return _run(step, 0 if lane is None else lane)

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

    def _decision_of(
        self, state: GameState, player: int | None
    ) -> tuple[int | None, tuple[Move, ...]] | None:
        """Where ``player``'s decision is (None: the main stack; else a lane's index) and its
        options; by default the first deciding player's. None if ``player`` decides nothing
        now (or the game is over)."""
        if not (  # the check_state fast path, inline: this runs twice per move
            type(state) is GameState
            and state.config is self.config
            and state.card_set == self.cards.fingerprint
        ):
            self.check_state(state)
        if not state.lanes:
            if not state.pending:
                return None
            moves = self._listed(state)
            if player is not None and player != cast(Decision, state.pending[-1]).player:
                return None
            return None, moves
        listed = state.listed_lanes
        if len(listed) != len(state.lanes):  # not listed yet (a state made or loaded by hand)
            listed = tuple(
                tuple(cast(Decision, lane.pending[-1]).options(_View(state, self.cards, lane)))
                if lane.pending and lane.pending[-1].IS_DECISION
                else ()
                for lane in state.lanes
            )
            object.__setattr__(state, "listed_lanes", listed)
        for i, lane in enumerate(state.lanes):
            top = lane.pending[-1] if lane.pending else None
            if (
                top is not None
                and top.IS_DECISION
                and (player is None or cast(Decision, top).player == player)
            ):
                return i, listed[i]
        return None

    def _listed(self, state: GameState) -> tuple[Move, ...]:
        """The options of the first deciding player's decision, listed once per state (kept on
        the state)."""
        listed: tuple[Move, ...] | None = getattr(state, "listed", None)
        if listed is None:
            if state.lanes:
                found = self._decision_of(state, None)
                listed = () if found is None else found[1]
            elif not state.pending:
                listed = ()
            else:
                decision = cast(Decision, state.pending[-1])
                listed = tuple(decision.options(_View(state, self.cards)))
            object.__setattr__(state, "listed", listed)
        return listed


def current_players(state: GameState | Observation) -> tuple[int, ...]:
    """Every player who may decide now, each once: the one player of the main stack's decision,
    or (with lanes: Flock's players acting at once) the player of each lane's decision, in lane
    order; empty at the end of the game."""
    if not state.lanes:
        if not state.pending:
            return ()
        return (cast(Decision, state.pending[-1]).player,)
    found: list[int] = []
    for lane in state.lanes:
        if lane.pending and lane.pending[-1].IS_DECISION:
            p = cast(Decision, lane.pending[-1]).player
            if p not in found:
                found.append(p)
    return tuple(found)


def current_player(state: GameState | Observation) -> int | None:
    """The player who must decide now (possibly not the active player), or None at game end;
    when several decide at once (Flock mode), the first of them."""
    if not state.lanes:
        if not state.pending:
            return None
        return cast(Decision, state.pending[-1]).player
    deciding = current_players(state)
    return deciding[0] if deciding else None


def _in_lane(state: GameState | Observation, lane: int) -> GameState | Observation:
    """``state`` as the decision of ``lane`` sees it: that lane's stack and powers as
    ``pending`` and ``powers`` (a copy; the lanes stay as they are)."""
    chosen = state.lanes[lane]
    return evolve(state, pending=chosen.pending, powers=chosen.powers)


def focus(state: GameState | Observation, player: int | None = None) -> GameState | Observation:
    """``state`` as ``player``'s decision sees it (by default the first deciding player's):
    with lanes (Flock mode), a copy whose ``pending`` and ``powers`` are the lane where that
    decision is, so that ``pending[-1]`` is the decision; the state itself otherwise."""
    if not state.lanes:
        return state
    for i, lane in enumerate(state.lanes):
        top = lane.pending[-1] if lane.pending else None
        if (
            top is not None
            and top.IS_DECISION
            and (player is None or cast(Decision, top).player == player)
        ):
            return _in_lane(state, i)
    return state


class _View:
    """Read access for option listing (a ``View``): the state's fields plus its card set, and
    the stack and powers of the main stack or of a lane."""

    __slots__ = (
        "players",
        "tables",
        "config",
        "cards",
        "pending",
        "powers",
        "mode_state",
        "round",
        "goals",
        "goal_points",
        "cancelled_rounds",
    )

    def __init__(self, state: GameState, cards: CardSet, lane: Lane | None = None) -> None:
        self.pending = state.pending if lane is None else lane.pending
        self.powers = state.powers if lane is None else lane.powers
        self.players = state.players
        self.tables = state.tables
        self.config = state.config
        self.cards = cards
        self.mode_state = state.mode_state
        self.round = state.round
        self.goals = state.goals
        self.goal_points = state.goal_points
        self.cancelled_rounds = state.cancelled_rounds


#: How many configurations' bonus decks ``_bonus_cards_in_play`` keeps per card set.
_MAX_BONUS_DECKS = 64


def _bonus_cards_in_play(variant: Variant, config: GameConfig, cards: CardSet) -> tuple[int, ...]:
    """``variant.bonus_cards_in_play(config, cards)``, asked once per configuration and card
    set (kept in ``CardSet.derived``): it reads the cards' declared facts alone, and every new
    game of a batch asked it again."""
    memo: dict[GameConfig, tuple[int, ...]] | None = cards.derived.get("bonus-cards-in-play")
    if memo is None:
        memo = cards.derived["bonus-cards-in-play"] = {}
    found = memo.get(config)
    if found is None:
        if len(memo) >= _MAX_BONUS_DECKS:
            memo.clear()
        found = memo[config] = variant.bonus_cards_in_play(config, cards)
    return found


def _new_game(rules: Rules, seed: int) -> GameState:
    config, cards = rules.config, rules.cards
    rules.ensure_runnable()  # a card that loads into a game is a card the engine runs
    if config.mode.TAG not in VARIANTS:
        raise ConfigError(f"the {config.mode.name} mode is not implemented yet")
    variant = VARIANTS[config.mode.TAG]
    state = rng.seed_state(seed)
    deck, state = rng.shuffled(state, tuple(range(len(cards.birds))))
    bonus_deck, state = rng.shuffled(state, tuple(range(len(cards.bonus_cards))))
    in_play = _bonus_cards_in_play(variant, config, cards)
    if len(in_play) < len(cards.bonus_cards):
        kept = set(in_play)
        bonus_deck = tuple(card for card in bonus_deck if card in kept)
    not_dealt = variant.bonus_cards_not_dealt(config, cards)
    if not_dealt:  # e.g. the bonus card the options give the Automa (rules 6.1 #6)
        bonus_deck = tuple(card for card in bonus_deck if card not in not_dealt)
    goals: tuple[int, ...] = ()
    if variant.USES_GOAL_BOARD:
        goals, state = _choose_goals(state, config, cards)
    mode_state, state = variant.start_state(state, config)
    first, state = rng.below(state, config.players)
    # Swift-Start (rules 7): guided players start with their guide's cards and food, and the
    # preset's cards stay out of the deck until setup is done. Without it, nothing changes.
    preset = setup_for(config)
    setup = preset.plan(config, cards, first) if preset else SetupPlan((None,) * config.players)
    if setup.aside:
        deck = tuple(card for card in deck if card not in setup.aside)

    # Each table has its own deck, the shuffled deck split evenly (Flock's two groups, rules
    # 8.2), its tray, dealt first, and the hands of the players sitting there.
    seating = variant.seating(config)
    size = len(deck) // len(seating)
    decks = [deck[t * size : (t + 1) * size] for t in range(len(seating))]
    decks[-1] = deck[(len(seating) - 1) * size :]
    if len(bonus_deck) < DEALT_BONUS * config.players:
        raise ConfigError(f"the card set is too small for {plural(config.players, 'player')}")
    hands: dict[int, tuple[int, ...]] = {}
    trays = []
    for t, members in enumerate(seating):
        dealt = sum(setup.kits[p] is None for p in members)
        table_deck = decks[t]
        if len(table_deck) < TRAY_SIZE + DEALT_BIRDS * dealt:
            raise ConfigError(f"the card set is too small for {plural(config.players, 'player')}")
        tray, table_deck = table_deck[:TRAY_SIZE], table_deck[TRAY_SIZE:]
        for p in members:
            if setup.kits[p] is None:
                hands[p], table_deck = table_deck[:DEALT_BIRDS], table_deck[DEALT_BIRDS:]
        trays.append(tray)
        decks[t] = table_deck
    players = []
    extra_food = active(config).starting_food
    for p, kit in enumerate(setup.kits):
        if kit is None:
            hand, food = hands[p], STARTING_FOOD
        else:
            hand, food = kit.hand, kit.food
        if extra_food is not NO_FOOD:  # an expansion's (Oceania's nectar)
            food = tuple(a + b for a, b in zip(food, extra_food, strict=True))
        bonus, bonus_deck = bonus_deck[:DEALT_BONUS], bonus_deck[DEALT_BONUS:]
        table = next(t for t, members in enumerate(seating) if p in members)
        players.append(Player(food=food, hand=hand, bonus=bonus, table=table))
    bonus_deck += tuple(card for card in not_dealt if card in in_play)
    if setup.aside:  # the Swift-Start cards no guide handed out go into the deck(s)
        for t in range(len(seating)):
            returned = setup.returned[t :: len(seating)]
            decks[t], state = rng.shuffled(state, decks[t] + returned)
    tables = tuple(
        Table(deck=decks[t], tray=trays[t], bonus_deck=bonus_deck if t == BONUS_TABLE else ())
        for t in range(len(seating))
    )
    game = GameState(
        config=config,
        card_set=cards.fingerprint,
        rng=state,
        players=tuple(players),
        tables=tables,
        goals=goals,
        first_player=first,
        pending=(StartRound(),)
        + tuple(
            SetupBirds(p, players[p].hand)
            if setup.kits[p] is None
            else ChooseBonus(p, players[p].bonus)  # a guide chose the birds and food
            for p in reversed(range(config.players))
        ),
        mode_state=mode_state,
    )
    step = Step(game, rules)
    for t in range(len(tables)):
        step.roll_feeder(t, "setup")
    step.events.insert(0, GameStarted(config.players, goals))
    variant.set_up(step)  # the mode's own setup (the Automa's, rules 6.1)
    for setup_step in active(config.sets).setup_steps:  # an expansion's components
        setup_step.run(step)
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


def _run(step: Step, lane: int = 0) -> GameState:
    """Run work frames, and answer forced decisions, until a real choice or the end.

    Returns the frozen state; the options of its decision, listed here to tell a real choice
    from a forced one, are kept on the state so that ``legal_moves`` does not list them again.
    With ``answer_forced`` off, a decision with one option is a stop too (one with none still
    lapses). While lanes exist (players acting at once), the lanes run instead of the main
    stack, which goes on once they are all done; ``lane`` is the one a move was applied in.
    """
    stop_at = 1 if step.rules.answer_forced else 0
    while True:
        if step.lanes:
            listed = _run_lanes(step, stop_at, lane)
            if listed is not None:
                return step.freeze_lanes(listed, next((moves for moves in listed if moves), ()))
        pending = step.pending
        if not pending:
            return step.freeze()
        frame = pending[-1]
        if not frame.IS_DECISION:  # a class attribute: cheaper than isinstance in this loop
            pending.pop()
            frame.run(step)  # type: ignore[attr-defined]  # a frame that is no decision is Work
            continue
        decision: Decision = frame  # type: ignore[assignment]  # a frame is Work or a Decision
        options = decision.options(step)
        if len(options) > stop_at:
            return step.freeze_listed(tuple(options))
        pending.pop()
        if options:
            decision.answer(step, options[0])
        elif not decision.LAPSES:
            raise EngineError(
                f"{type(decision).__name__} has no option, though the rules checked it could be "
                "answered: the engine disagrees with itself"
            )


def _run_lanes(step: Step, stop_at: int, start: int = 0) -> tuple[tuple[Move, ...], ...] | None:
    """Run every lane until each waits for a decision (or waits for the lanes before it), and
    return the options of each lane's decision (``()`` for a lane that waits); None once every
    lane is done (the lanes are then removed).

    One lane's work can change another's options (a shared birdfeeder or tray), so the lanes
    are visited in turn, from lane ``start`` (the one a move was just applied in), until every
    lane has been listed since the last one that moved.
    """
    lanes = step.lanes
    listed: list[tuple[Move, ...]] = [()] * len(lanes)
    fresh = 0  # lanes visited, in a row, since the last one that moved
    i = start if start < len(lanes) else 0
    while fresh < len(lanes):
        lane = lanes[i]
        if lane.waits and i > 0:
            listed[i] = ()
            fresh += 1
        else:
            step.enter_lane(i)
            ran = True  # if it fails, the lane is stored back as it is
            try:
                ran, options = _run_stack(step, stop_at)
            finally:
                if ran:
                    step.leave_lane()
                else:  # only listed: the stored lane is still the same (no rebuild)
                    step.restore_lane()
            listed[i] = options
            fresh = 1 if ran else fresh + 1
            if not lanes[i].pending:  # the lane is done: drop it, and start afresh
                del lanes[i]
                if not lanes:
                    return None
                if lanes[0].waits:  # the next of the group's ends may begin
                    first = lanes[0]
                    lanes[0] = Lane(first.player, first.pending, first.powers, False)
                listed = [()] * len(lanes)
                fresh = 0
                i = i % len(lanes)
                continue
        i = (i + 1) % len(lanes)
    return tuple(listed)


def _run_stack(step: Step, stop_at: int) -> tuple[bool, tuple[Move, ...]]:
    """Run the stack in ``step.pending`` (a lane's) until a real choice or its end: whether a
    frame ran, and the options of the decision it stops at (empty at its end)."""
    pending = step.pending
    ran = False
    while pending:
        frame = pending[-1]
        if not frame.IS_DECISION:
            pending.pop()
            frame.run(step)  # type: ignore[attr-defined]  # a frame that is no decision is Work
            ran = True
            continue
        decision: Decision = frame  # type: ignore[assignment]  # a frame is Work or a Decision
        options = decision.options(step)
        if len(options) > stop_at:
            return ran, tuple(options)
        pending.pop()
        ran = True
        if options:
            decision.answer(step, options[0])
        elif not decision.LAPSES:
            raise EngineError(
                f"{type(decision).__name__} has no option, though the rules checked it could be "
                "answered: the engine disagrees with itself"
            )
    return ran, ()
