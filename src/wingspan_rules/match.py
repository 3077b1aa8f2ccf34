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
* When several players decide at once (Flock), ``play(move, player=p)`` takes any of them, and
  ``advance`` lets every bot among them answer before it waits for a person.
* ``undo(player)`` takes back that player's last decision and every bot move since (refused
  when another person decided since; ``undo_problem`` says so without undoing);
  ``record()`` is the match as a ``Record``.
* A server keeps a match between requests as text: ``to_json()`` is the match save (the
  first state, every move and who made it, each seat's name, kind, seed and its bot's random
  generator), ``Match.from_json(text)`` resumes it with the same bots, the same history
  (``undo`` works across requests) and the same random choices to come. ``from_json`` also
  takes a game save (``wingspan_rules.to_json``) with the ``seats`` to play it.
"""

from __future__ import annotations

import json
import random
from collections.abc import Callable, Sequence
from typing import Any

import attrs

from ._text import plural
from .api import rules_for
from .bots import BOT_KINDS, Bot, seat_rng
from .engine import Rules
from .errors import IllegalMove, RecordError, SavedGameError, WingspanError
from .records.record import Game, Record
from .saves.serialization import (
    MAX_SAVE_SIZE,
    _parse,
    from_json,
    move_from_dict,
    move_to_dict,
    to_json,
)
from .state.events import TurnStarted
from .state.model import GameState
from .state.moves import Move

__all__ = [
    "HUMAN",
    "MATCH_FORMAT",
    "RANDOM_BOT",
    "Match",
    "PersonCallback",
    "Seat",
    "StepHook",
    "TurnHook",
    "bot_of_kind",
    "is_match_save",
]

#: The kind of a seat a person plays, in records.
HUMAN = "human"
#: The random bot's kind in records: what ``--seats`` calls it and earlier records said.
RANDOM_BOT = "bot"
_RANDOM = "random"
#: The format of a match save (``Match.to_json``).
MATCH_FORMAT = "wingspan-match/1"
_MATCH_KEYS = {"format", "seed", "start", "moves", "movers", "seats"}
_SEAT_KEYS = {"name", "kind", "seed", "rng"}

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
        """Play ``move`` for ``player`` (by default the seat deciding now; when several decide
        at once, any of them): a move sent for a seat that decides nothing now is refused
        with ``IllegalMove``, as is a move that is not legal. Runs the hooks."""
        deciding = self.rules.current_players(self.state)
        if not deciding:
            raise IllegalMove("the game is over: no move is legal (rules 5)")
        if player is None:
            player = deciding[0]
        elif player not in deciding:
            raise IllegalMove(f"it is not {self.seats[player].name}'s decision now")
        self.game = self.game.play(move, player if len(deciding) > 1 else None)
        if self.on_step is not None:
            self.on_step(self, player, move)
        if self.on_turn is not None:
            for event in self.state.events:
                if type(event) is TurnStarted:
                    self.on_turn(self, event.player)
        return self.state

    def bot_move(self, player: int | None = None) -> Move:
        """The move the bot of ``player`` (by default the seat deciding now) chooses; it sees
        its observation only."""
        if player is None:
            player = self.deciding()
        if player is None:
            raise IllegalMove("the game is over: no move is legal (rules 5)")
        bot = self.seats[player].bot
        if bot is None:
            raise ValueError(f"{self.seats[player].name} is a person, not a bot")
        rules, state = self.rules, self.state
        legal = rules.legal_moves(state, player)
        move = bot.choose(rules, rules.observation(state, player), legal, self._rngs[player])
        if move not in legal:
            raise IllegalMove(f"{type(bot).__name__} chose {move!r}, which is not a legal move")
        return move

    def waiting(self) -> int | None:
        """The first person among the seats deciding now, or None (a bot decides, or the game
        is over)."""
        deciding = self.rules.current_players(self.state)
        if any(not self.seats[p].human for p in deciding):
            return None
        return deciding[0] if deciding else None

    def advance(self) -> int | None:
        """Let the bots play until only people decide: the first of them, or None when the
        game is over. When several decide at once, every bot among them answers first."""
        while deciding := self.rules.current_players(self.state):
            bots = [p for p in deciding if not self.seats[p].human]
            if not bots:
                return deciding[0]
            self.play(self.bot_move(bots[0]), bots[0])
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
    def _movers(self) -> list[int | None]:
        """Who made each move of the game so far."""
        game = self.game
        if len(game.movers) == len(game.moves):
            return [None if who < 0 else who for who in game.movers]
        return [self.rules.current_player(s) for s in game.states[:-1]]

    def undo_problem(self, player: int) -> str | None:
        """Why ``undo(player)`` would refuse (nothing of theirs to undo, another person
        decided since), or None: it would take a decision back."""
        movers = self._movers()
        mine = [i for i, who in enumerate(movers) if who == player]
        if not mine:
            return "There is nothing of yours to undo."
        if any(w != player and w is not None and self.seats[w].human for w in movers[mine[-1] :]):
            return "Another person has decided since your last decision: it cannot be undone."
        return None

    def undo(self, player: int) -> str | None:
        """Take back ``player``'s last decision and every bot move since; None when done, or
        why it cannot be (``undo_problem``)."""
        problem = self.undo_problem(player)
        if problem is not None:
            return problem
        last = [i for i, who in enumerate(self._movers()) if who == player][-1]
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

    def to_json(self) -> str:
        """The match save (``MATCH_FORMAT``): the game's first state (a save, with every hidden
        card), its moves and who made each, and per seat its name, kind, seed and its bot's
        random generator, so ``from_json`` goes on exactly where this match is."""
        movers = self._movers()
        return json.dumps(
            {
                "format": MATCH_FORMAT,
                "seed": self.game.seed,
                "start": to_json(self.game.states[0]),
                "moves": [move_to_dict(m) for m in self.game.moves],
                "movers": [-1 if who is None else who for who in movers],
                "seats": [
                    {
                        "name": seat.name,
                        "kind": seat.kind,
                        "seed": seat.seed,
                        "rng": None if seat.human else _rng_to_list(rng),
                    }
                    for seat, rng in zip(self.seats, self._rngs, strict=True)
                ],
            },
            separators=(",", ":"),
        )

    @classmethod
    def from_json(
        cls,
        text: str,
        rules: Rules | None = None,
        *,
        seats: Sequence[Seat] | None = None,
        max_size: int = MAX_SAVE_SIZE,
        on_step: StepHook | None = None,
        on_turn: TurnHook | None = None,
    ) -> Match:
        """The match a match save (``to_json``) holds, its moves played again on its first
        state, its seats played by the bots it names (``seats`` overrides them); or a game
        save (``wingspan_rules.to_json``), resumed with ``seats`` (required then). ``rules``:
        the game's (default: the bundled cards of the save). Anything wrong raises
        ``SavedGameError``, never another exception."""
        doc = _parse(text, max_size)
        if not (isinstance(doc, dict) and doc.get("format") == MATCH_FORMAT):
            if seats is None:
                raise SavedGameError(
                    f"match save rejected: not a {MATCH_FORMAT} document (a game save needs "
                    "the seats that play it)"
                )
            state = from_json(text, rules, max_size=max_size)
            rules = rules_for(state) if rules is None else rules
            return cls(Game(rules, 0, (), (state,)), seats, on_step=on_step, on_turn=on_turn)
        try:
            return _match_from_doc(doc, rules, seats, max_size, on_step, on_turn)
        except SavedGameError:
            raise
        except (WingspanError, ValueError, TypeError, KeyError, OverflowError) as error:
            raise SavedGameError(f"match save rejected: {error}") from None


def is_match_save(text: str, max_size: int = MAX_SAVE_SIZE) -> bool:
    """Whether ``text`` is a match save (``Match.to_json``), not a game save or anything else
    (which ``Match.from_json`` resumes only with the seats given)."""
    try:
        doc = _parse(text, max_size)
    except SavedGameError:
        return False
    return isinstance(doc, dict) and doc.get("format") == MATCH_FORMAT


def _rng_to_list(rng: random.Random) -> list[Any]:
    version, internal, gauss = rng.getstate()
    return [version, list(internal), gauss]


def _rng_from_list(value: object) -> random.Random:
    """A generator in the state ``_rng_to_list`` wrote (``setstate`` checks the numbers)."""
    if not (isinstance(value, list) and len(value) == 3 and isinstance(value[1], list)):
        raise SavedGameError("match save rejected: a bot's generator is not one")
    version, internal, gauss = value
    if not all(type(n) is int for n in internal) or not (gauss is None or type(gauss) is float):
        raise SavedGameError("match save rejected: a bot's generator is not one")
    rng = random.Random()
    rng.setstate((version, tuple(internal), gauss))
    return rng


def _match_from_doc(
    doc: object,
    rules: Rules | None,
    seats: Sequence[Seat] | None,
    max_size: int,
    on_step: StepHook | None,
    on_turn: TurnHook | None,
) -> Match:
    """The match of a parsed match save (see ``Match.from_json``)."""
    if not isinstance(doc, dict) or set(doc) != _MATCH_KEYS or doc["format"] != MATCH_FORMAT:
        raise SavedGameError(
            f"match save rejected: a {MATCH_FORMAT} document has the keys "
            + ", ".join(sorted(_MATCH_KEYS))
        )
    moves, movers, given = doc["moves"], doc["movers"], doc["seats"]
    if not (isinstance(moves, list) and isinstance(movers, list) and len(moves) == len(movers)):
        raise SavedGameError("match save rejected: one mover per move")
    if type(doc["seed"]) is not int or not isinstance(doc["start"], str):
        raise SavedGameError("match save rejected: its seed or first state is not one")
    state = from_json(doc["start"], rules, max_size=max_size)
    rules = rules_for(state) if rules is None else rules
    game = Game(rules, doc["seed"], (), (state,))
    if not isinstance(given, list) or not all(
        isinstance(s, dict) and set(s) == _SEAT_KEYS for s in given
    ):
        raise SavedGameError("match save rejected: its seats are not a list of seats")
    rngs: list[random.Random | None] = [None] * len(given)
    saved: list[Seat] = []
    for p, seat in enumerate(given):
        if not isinstance(seat["name"], str) or type(seat["seed"]) is not int:
            raise SavedGameError("match save rejected: a seat's name or seed is not one")
        if seats is None:
            saved.append(Seat(seat["name"], bot_of_kind(str(seat["kind"])), seed=seat["seed"]))
        if seat["rng"] is not None:
            rngs[p] = _rng_from_list(seat["rng"])
    match = Match(game, saved if seats is None else seats)
    for i, (data, who) in enumerate(zip(moves, movers, strict=True)):
        if type(who) is not int or not -1 <= who < len(match.seats):
            raise SavedGameError(f"match save rejected: move {i + 1} has no mover")
        try:
            match.play(move_from_dict(data), None if who < 0 else who)
        except IllegalMove as error:
            raise SavedGameError(
                f"match save rejected: move {i + 1} is not legal ({error})"
            ) from None
    for p, rng in enumerate(rngs):
        if rng is not None and match.seats[p].bot is not None:
            match._rngs[p] = rng
    match.on_step, match.on_turn = on_step, on_turn
    return match
