"""The pure step: set up a game, list the legal moves, apply one.

``apply`` validates the move against the top decision, answers it, then runs work frames until
the next decision that has a real choice. A decision with exactly one option is answered
automatically (its answer is still visible in the events); one with no option lapses (an
obligation that has become impossible, rules 10.2 #11).
"""

from __future__ import annotations

from .. import frames as F
from .. import rng
from ..catalog import CardSet
from ..enums import BASE_FOODS, FOOD_TYPES
from ..events import GameStarted
from ..model import TRAY_SIZE, GameConfig, GameState, Phase, Player, Table
from .errors import IllegalMove, explain_illegal
from .rules import ANSWER, OPTIONS, WORK
from .step import Step

_REGISTRY: dict[str, CardSet] = {}
_DEALT_BIRDS = 5
_DEALT_BONUS = 2


def register_cards(cards: CardSet) -> str:
    """Make ``cards`` known to the engine; states refer to it by fingerprint."""
    _REGISTRY[cards.fingerprint] = cards
    return cards.fingerprint


def cards_of(state: GameState) -> CardSet:
    """The card set a game is played with."""
    try:
        return _REGISTRY[state.cards]
    except KeyError:
        from ..language import load_cards

        default = load_cards()
        if default.fingerprint == state.cards:
            register_cards(default)
            return default
        raise LookupError(
            f"this game was played with card set {state.cards}, which is not loaded; "
            "pass the same cards to new_game/from_json"
        ) from None


def only_card_set() -> CardSet | None:
    """The card set in use when the engine knows exactly one, else None."""
    return next(iter(_REGISTRY.values())) if len(_REGISTRY) == 1 else None


class _View:
    """Read access for option listing: the state's fields plus its card set."""

    __slots__ = ("players", "tables", "config", "cards", "pending")

    def __init__(self, state: GameState, cards: CardSet):
        self.pending = state.pending
        self.players = state.players
        self.tables = state.tables
        self.config = state.config
        self.cards = cards


def new_game(
    config: GameConfig | None = None, seed: int = 0, cards: CardSet | None = None
) -> GameState:
    """A new game, dealt and waiting for the first setup decision (rules 1.6, 1.7).

    One player plays the base game alone (the Automa opponent is not part of this engine yet):
    the goals are scored against nobody, so any item scores first place on the green board.
    """
    if config is None:
        config = GameConfig()
    if config.players > 5:
        raise NotImplementedError(
            "Flock mode (6-7 players) is not implemented yet; the base game takes 1-5 players"
        )
    if cards is None:
        from ..language import load_cards

        cards = load_cards()
    fingerprint = register_cards(cards)
    state = rng.seed_state(seed)
    deck, state = rng.shuffled(state, tuple(range(len(cards.birds))))
    bonus_deck, state = rng.shuffled(state, tuple(range(len(cards.bonus_cards))))
    goals, state = _choose_goals(state, config, cards)
    first, state = rng.below(state, config.players)

    needed = TRAY_SIZE + _DEALT_BIRDS * config.players
    if len(deck) < needed or len(bonus_deck) < _DEALT_BONUS * config.players:
        raise ValueError(f"the card set is too small for {config.players} players")
    tray, deck = deck[:TRAY_SIZE], deck[TRAY_SIZE:]
    players = []
    starting_food = tuple(1 if f in BASE_FOODS else 0 for f in range(FOOD_TYPES))
    for _ in range(config.players):
        hand, deck = deck[:_DEALT_BIRDS], deck[_DEALT_BIRDS:]
        bonus, bonus_deck = bonus_deck[:_DEALT_BONUS], bonus_deck[_DEALT_BONUS:]
        players.append(Player(food=starting_food, hand=hand, bonus=bonus))
    table = Table(deck=deck, tray=tray, bonus_deck=bonus_deck)
    game = GameState(
        config=config,
        cards=fingerprint,
        rng=state,
        players=tuple(players),
        tables=(table,),
        goals=goals,
        first_player=first,
        pending=(F.StartRound(),)
        + tuple(F.SetupBirds(p, players[p].hand) for p in reversed(range(config.players))),
    )
    step = Step(game, cards)
    step.roll_feeder(0, "setup")
    step.events.insert(0, GameStarted(config.players, goals))
    return _run(step)


def _choose_goals(state: int, config: GameConfig, cards: CardSet) -> tuple[tuple[int, ...], int]:
    """Four goal sides: as configured, or four different random tiles with a random side up."""
    if config.goals:
        return tuple(cards.goal_side_id(name) for name in config.goals), state
    tiles = len(cards.goal_tiles)
    if tiles < 4:
        raise ValueError("the card set needs at least 4 goal tiles")
    order, state = rng.shuffled(state, tuple(range(tiles)))
    goals = []
    for tile in order[:4]:
        side, state = rng.below(state, 2)
        goals.append(2 * tile + side)
    return tuple(goals), state


def begin_turn(state: GameState) -> GameState:
    """Start the active player's turn on a state built by hand (scenario tests).

    Replaces the pending stack with a fresh turn: the active player chooses an action.
    """
    step = Step(state, cards_of(state))
    step.phase = Phase.PLAY
    step.pending = [F.BeginTurn()]
    return _run(step)


# --- the step ---------------------------------------------------------------------------------------
# (state, moves) of the last listing: apply usually gets the state just listed. One tuple,
# replaced whole, so that threads sharing the engine never pair a state with another's moves.
_last_listed: tuple = (None, ())


def legal_moves(state: GameState) -> list:
    """The moves the deciding player may make now, in a fixed order (empty once the game is over)."""
    global _last_listed
    if not state.pending:
        return []
    listed = _last_listed
    if listed[0] is state:
        return list(listed[1])
    frame = state.pending[-1]
    moves = OPTIONS[type(frame)](_View(state, cards_of(state)), frame)
    _last_listed = (state, moves)
    return list(moves)


def current_player(state: GameState) -> int | None:
    """The player who must decide now (possibly not the active player), or None at game end."""
    if not state.pending:
        return None
    return state.pending[-1].player


def is_terminal(state: GameState) -> bool:
    return state.phase is Phase.OVER


def apply(state: GameState, move) -> GameState:
    """The state after ``move``. Raises ``IllegalMove`` (naming the rule) if it is not legal."""
    listed = _last_listed
    moves = listed[1] if listed[0] is state else legal_moves(state)
    if move not in moves:
        raise IllegalMove(explain_illegal(state, cards_of(state), move, moves))
    step = Step(state, cards_of(state))
    frame = step.pending.pop()
    ANSWER[type(frame)](step, frame, move)
    return _run(step)


def _run(step: Step) -> GameState:
    """Run work frames, and answer forced decisions, until a real choice or the end.

    Returns the frozen state; the options of its decision, listed here to tell a real choice
    from a forced one, are remembered so that ``legal_moves`` does not list them again.
    """
    global _last_listed
    pending = step.pending
    while pending:
        frame = pending[-1]
        kind = type(frame)
        handler = WORK.get(kind)
        if handler is not None:
            pending.pop()
            handler(step, frame)
            continue
        options = OPTIONS[kind](step, frame)
        if len(options) > 1:
            state = step.freeze()
            _last_listed = (state, options)
            return state
        pending.pop()
        if options:
            ANSWER[kind](step, frame, options[0])
    return step.freeze()
