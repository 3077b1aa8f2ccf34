"""A match: one game, its seats each played by a person or a bot, with hooks.

``wingspan play`` runs its games through it, and a frontend (a web server) can too:

    import wingspan_rules as ws
    from wingspan_rules.bots import GreedyBot
    from wingspan_rules.match import Match, Seat

    game = ws.Game.start(seed=7, rules=ws.bundled_rules(ws.GameConfig(players=2)))
    match = Match(game, [Seat("Ann"), Seat("Greedy", GreedyBot())])

    # A program that can wait for a person (a terminal): a callback per decision.
    match.run(person=lambda match, player: match.legal_moves()[0])

    # A program that cannot wait (a web server): the bots play until a person must decide,
    # then that person's move arrives with a later request.
    waiting = match.advance()          # the seat a person must answer for, or None: over
    match.play(move, player=waiting)   # refused (IllegalMove) for another seat or move

* A seat is a ``Seat``: a name, and a bot (``bots.Bot``) or None for a person. A bot draws its
  random choices from ``bots.seat_rng(seed, seat)``, so a match with the same seeds plays the
  same. ``Seat.kind`` is what the record keeps of it: ``"human"``, ``"bot"`` for the random
  bot (the word ``wingspan play --seats`` and every earlier record use for it), or the
  bot's name in ``bots.BOT_KINDS`` (``"greedy"``, ``"mcts"``), so a saved match loads with
  the same bots (``Match.from_record``).
* Hooks: ``on_step(match, player, move)`` after every move (the new state is
  ``match.state``, its events what the move did), ``on_turn(match, player)`` when a player's
  turn begins (a ``TurnStarted`` event in the new state).
* ``undo(player)`` takes back that player's last decision and every bot move since (refused
  when another person decided since); ``record()`` is the match as a ``Record``.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence

import attrs

from ._text import plural
from .bots import BOT_KINDS, Bot, seat_rng
from .engine import Rules
from .errors import IllegalMove, RecordError
from .records.record import Game, Record
from .state.events import TurnStarted
from .state.model import GameState
from .state.moves import Move

__all__ = [
    "HUMAN",
    "RANDOM_BOT",
    "Match",
    "PersonCallback",
    "Seat",
    "StepHook",
    "TurnHook",
    "bot_of_kind",
]

#: The kind of a seat a person plays, in records.
HUMAN = "human"
#: The random bot's kind in records: what ``--seats`` calls it and earlier records said.
RANDOM_BOT = "bot"
_RANDOM = "random"

#: A person's decision: ``callback(match, player) -> Move``, or None to stop the match.
PersonCallback = Callable[["Match", int], "Move | None"]
#: Called after every move: ``hook(match, player, move)``.
StepHook = Callable[["Match", int, Move], None]
#: Called when a player's turn begins: ``hook(match, player)``.
TurnHook = Callable[["Match", int], None]


def _kind_of(bot: Bot | None) -> str:
    """A bot's name in ``BOT_KINDS`` (``"human"`` for None, ``RANDOM_BOT`` for the random bot);
    a bot of another class is kept by its class's name, which ``bot_of_kind`` refuses: such a
    seat is given again on load."""
    if bot is None:
        return HUMAN
    for name, kind in BOT_KINDS.items():
        if type(bot) is kind:
            return RANDOM_BOT if name == _RANDOM else name
    return type(bot).__name__


def bot_of_kind(kind: str) -> Bot | None:
    """The bot a record's seat kind names (None: a person); ``RecordError`` for a kind this
    version does not know."""
    kind = kind.strip().lower()
    if kind == HUMAN:
        return None
    if kind == RANDOM_BOT:
        kind = _RANDOM
    if kind not in BOT_KINDS:
        known = ", ".join([HUMAN, *BOT_KINDS])
        raise RecordError(f"a seat is played by {kind!r}, which is none of: {known}")
    return BOT_KINDS[kind]()


@attrs.frozen
class Seat:
    """Who plays a seat: a person (``bot`` None) or a bot, and the name the game uses. A bot
    draws its random choices from a generator of ``seed`` and its seat (``bots.seat_rng``)."""

    name: str
    bot: Bot | None = None
    seed: int = 0

    @property
    def human(self) -> bool:
        return self.bot is None

    @property
    def kind(self) -> str:
        """What a record keeps: ``"human"`` or the bot's name in ``bots.BOT_KINDS``."""
        return _kind_of(self.bot)


class Match:
    """One game and its seats (see the module's docstring). ``game`` is the ``Game`` so far
    (every state and move); it is replaced, never changed, by each move."""

    def __init__(
        self,
        game: Game,
        seats: Sequence[Seat],
        *,
        on_step: StepHook | None = None,
        on_turn: TurnHook | None = None,
    ) -> None:
        if len(seats) != game.config.players:
            raise ValueError(
                f"{plural(len(seats), 'seat')} for a {game.config.players}-player game"
            )
        self.game = game
        self.seats = tuple(seats)
        self.on_step = on_step
        self.on_turn = on_turn
        self._rngs: list[random.Random] = [seat_rng(s.seed, p) for p, s in enumerate(self.seats)]

    @classmethod
    def from_record(
        cls,
        record: Record,
        rules: Rules | None = None,
        *,
        seats: Sequence[Seat] | None = None,
        seed: int | None = None,
        on_step: StepHook | None = None,
        on_turn: TurnHook | None = None,
    ) -> Match:
        """The match a record saved, its seats played by the bots it names (``seats``
        overrides them); ``seed`` seeds the bots (default: the game's)."""
        game = record.replay(rules)
        if seats is None:
            players = game.config.players
            kinds = record.seats or (HUMAN,) * players
            names = record.players or tuple(f"Player {p + 1}" for p in range(players))
            if len(kinds) != players or len(names) != players:
                raise RecordError(f"the record names its seats, but not {players} of them")
            bot_seed = game.seed if seed is None else seed
            seats = [
                Seat(name, bot_of_kind(kind), seed=bot_seed)
                for name, kind in zip(names, kinds, strict=True)
            ]
        return cls(game, seats, on_step=on_step, on_turn=on_turn)

    # --- reading -----------------------------------------------------------------------------
    @property
    def rules(self) -> Rules:
        return self.game.rules

    @property
    def state(self) -> GameState:
        return self.game.state

    @property
    def names(self) -> tuple[str, ...]:
        return tuple(s.name for s in self.seats)

    @property
    def over(self) -> bool:
        return self.rules.is_terminal(self.state)

    def deciding(self) -> int | None:
        """The seat to decide now (the first of several at once), or None: the game is over."""
        return self.rules.current_player(self.state)

    def legal_moves(self) -> list[Move]:
        return self.rules.legal_moves(self.state)

    # --- playing -----------------------------------------------------------------------------
    def play(self, move: Move, player: int | None = None) -> GameState:
        """Play ``move`` for the seat deciding now (``player``, if given, must be that seat:
        a move sent for another seat is refused with ``IllegalMove``); runs the hooks."""
        deciding = self.deciding()
        if deciding is None:
            raise IllegalMove("the game is over: no move is legal (rules 5)")
        if player is not None and player != deciding:
            raise IllegalMove(f"it is not {self.seats[player].name}'s decision now")
        self.game = self.game.play(move)
        if self.on_step is not None:
            self.on_step(self, deciding, move)
        if self.on_turn is not None:
            for event in self.state.events:
                if type(event) is TurnStarted:
                    self.on_turn(self, event.player)
        return self.state

    def bot_move(self) -> Move:
        """The move the bot of the seat deciding now chooses (it sees its observation only)."""
        player = self.deciding()
        if player is None:
            raise IllegalMove("the game is over: no move is legal (rules 5)")
        bot = self.seats[player].bot
        if bot is None:
            raise ValueError(f"{self.seats[player].name} is a person, not a bot")
        rules, state = self.rules, self.state
        legal = rules.legal_moves(state)
        move = bot.choose(rules, rules.observation(state, player), legal, self._rngs[player])
        if move not in legal:
            raise IllegalMove(f"{type(bot).__name__} chose {move!r}, which is not a legal move")
        return move

    def advance(self) -> int | None:
        """Let the bots play until a person must decide: that person's seat, or None when the
        game is over."""
        while (player := self.deciding()) is not None:
            if self.seats[player].human:
                return player
            self.play(self.bot_move())
        return None

    def step(self, person: PersonCallback | None = None) -> bool:
        """One decision: the bot's, or the person's through ``person``. False when nothing was
        played (the game is over, or the callback returned None)."""
        player = self.deciding()
        if player is None:
            return False
        if not self.seats[player].human:
            self.play(self.bot_move())
            return True
        if person is None:
            raise ValueError(f"{self.seats[player].name} decides, and no person callback is given")
        move = person(self, player)
        if move is None:
            return False
        self.play(move, player)
        return True

    def run(self, person: PersonCallback | None = None) -> Game:
        """Play until the end, or until ``person`` returns None; the game so far."""
        while self.step(person):
            pass
        return self.game

    # --- taking back, saving -------------------------------------------------------------------
    def undo(self, player: int) -> str | None:
        """Take back ``player``'s last decision and every bot move since; None when done, or
        why it cannot be (nothing of theirs to undo, another person decided since)."""
        rules = self.rules
        movers = [rules.current_player(s) for s in self.game.states[:-1]]
        mine = [i for i, who in enumerate(movers) if who == player]
        if not mine:
            return "There is nothing of yours to undo."
        last = mine[-1]
        if any(w != player and w is not None and self.seats[w].human for w in movers[last:]):
            return "Another person has decided since your last decision: it cannot be undone."
        self.game = attrs.evolve(
            self.game,
            moves=self.game.moves[:last],
            states=self.game.states[: last + 1],
            movers=self.game.movers[:last],
        )
        return None

    def record(self) -> Record:
        """The match as a record: its moves, its players' names and who played each seat."""
        return attrs.evolve(
            Record.from_game(self.game, self.names), seats=tuple(s.kind for s in self.seats)
        )
