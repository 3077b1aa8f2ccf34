"""Game records: a whole game as text, one move label a line, that replays exactly.

A record looks like this (docs/frontends.md describes the format)::

    # A game of Wingspan, recorded by wingspan-rules
    format: wingspan-record/2
    cards: core
    fingerprint: 4c2b9f3a0d1e7a65
    config: {"players": 2}
    seed: 101
    players: Ann, Bob
    result: 61, 54

    # setup: Ann
    keep Mallard
    discard Killdeer
    ...
    # round 1: Ann's turn
    gain food
    take seed   # a comment after a move is kept with it

The header is ``key: value`` lines up to the first blank line: the format version, the card
sets (the ``set`` of the birds, for people) and the card set's ``fingerprint`` (which the
replay checks), the configuration as JSON (only what differs from the defaults), the seed,
and optionally the players' names, who plays each seat (``seats``, for ``wingspan play``) and
the final totals (``result``, checked by the replay).
Then the moves, as their labels (``notation.format_move``); ``#`` starts a comment. A
decision with a single option is answered by the engine, so a record lists real choices only.

``read_record`` refuses anything wrong with a ``RecordError`` (a ``WingspanError``), never
another exception: a text over ``MAX_RECORD_SIZE`` characters, a header it does not know, a
card set or configuration other than the rules', a move that is not legal where it stands (with
its line and the closest labels), a result the replay does not reach.
"""

from __future__ import annotations

import json
import re
from collections.abc import Sequence
from typing import Any

import attrs

from .._text import name_problem
from ..api import bundled_rules
from ..engine import Rules, UnsupportedCards
from ..engine.modes import untrusted_config_problem
from ..errors import ConfigError, RecordError, WingspanError
from ..saves.serialization import (
    _nesting,
    _summarize,
    bounded_text,
    converter,
    upgrade_config_2,
    upgrade_offers,
)
from ..state.events import Event, TurnStarted
from ..state.model import GameConfig, GameState, Phase
from ..state.moves import Move
from .notation import NotationError, format_move, parse_move

__all__ = ["FORMAT", "MAX_RECORD_SIZE", "Game", "Record", "read_record", "write_record"]

FORMAT = "wingspan-record/2"
#: The format before ``GameConfig.offers``: its configuration, written without the field, is
#: read with the reading its games were played under (``"legacy"``), so it replays as played.
FORMAT_1 = "wingspan-record/1"
#: The longest record read, in characters (a 5-player game's record is about 20 KB).
MAX_RECORD_SIZE = 2_000_000
#: The longest header value (the configuration's JSON with every house rule is under 1 KB).
MAX_HEADER_VALUE = 10_000
#: The most digits of a seed or a score.
MAX_DIGITS = 20

_KEYS = ("format", "cards", "fingerprint", "config", "seed", "players", "seats", "result")
_REQUIRED = ("format", "fingerprint", "config", "seed")
_TITLE = "# A game of Wingspan, recorded by wingspan-rules"


@attrs.frozen
class Game:
    """A game record: the rules, the seed, the moves, and every state's events (the log).

    ``Game.start(config, seed)`` then ``game = game.play(move)``; ``game.state`` is the current
    state, ``game.log`` every event so far, and ``(rules, seed, moves)`` replays it exactly.
    ``game.record()`` writes it as a game record (text, one move label a line).
    """

    rules: Rules
    seed: int
    moves: tuple[Move, ...] = ()
    states: tuple[GameState, ...] = ()
    #: Who made each move (``current_player`` of the state it was applied to, unless ``play``
    #: named another deciding player: a mode's players acting at once).
    movers: tuple[int, ...] = ()

    @classmethod
    def start(
        cls, config: GameConfig | None = None, seed: int = 0, rules: Rules | None = None
    ) -> Game:
        """A new game record: with ``rules``, or the bundled cards under ``config``."""
        if rules is None:
            rules = bundled_rules(config)
        elif config is not None and config != rules.config:
            raise ConfigError("Game.start: give the configuration or the rules, not both")
        return cls(rules, seed, (), (rules.new_game(seed),))

    @property
    def config(self) -> GameConfig:
        """The configuration of the game."""
        return self.rules.config

    @property
    def state(self) -> GameState:
        """The current state (the last of ``states``)."""
        return self.states[-1]

    def play(self, move: Move, player: int | None = None) -> Game:
        """The game after ``move`` (a new ``Game``; this one is unchanged), made by ``player``
        (by default the first deciding player; a mode may have several). Raises ``IllegalMove``
        for a move that is not legal now."""
        state = self.state
        mover = self.rules.current_player(state) if player is None else player
        return attrs.evolve(
            self,
            moves=self.moves + (move,),
            states=self.states + (self.rules.apply(state, move, player=player),),
            movers=self.movers + (-1 if mover is None else mover,),
        )

    def legal_moves(self, player: int | None = None) -> list[Move]:
        """The moves a deciding player may make now (``player``'s; by default the first
        deciding player's)."""
        return self.rules.legal_moves(self.state, player)

    @property
    def log(self) -> tuple[Event, ...]:
        """Every event of the game so far, in order."""
        return tuple(e for s in self.states for e in s.events)

    def record(self, players: Sequence[str] | None = None) -> str:
        """The game record as text (``wingspan_rules.records.record``): the header, then each move's
        label; ``records.read_record(text)`` replays it. ``players``: the players' names."""
        return write_record(self, players)


@attrs.frozen
class Record:
    """A game record as read or about to be written: the header and the move labels.

    ``comments`` holds, per move, the comment written after it on its line ("" for none).
    ``replay(rules)`` plays it; ``to_text()`` writes it.
    """

    config: GameConfig
    seed: int
    fingerprint: str
    moves: tuple[str, ...] = ()
    cards: str = ""
    players: tuple[str, ...] = ()
    #: Who plays each seat in ``wingspan play``: "human", "bot" (the random bot) or a bot's name
    #: in ``bots.BOT_KINDS`` ("greedy"; ``match.Seat.kind``); other readers ignore it.
    seats: tuple[str, ...] = ()
    result: tuple[int, ...] | None = None
    comments: tuple[str, ...] = ()
    #: Per move, a comment line written before it ("# round 1: Ann's turn"), or "".
    headings: tuple[str, ...] = attrs.field(default=(), eq=False, repr=False)
    #: The line of each move in the text it was read from (for error messages).
    lines: tuple[int, ...] = attrs.field(default=(), eq=False, repr=False)

    # --- writing -----------------------------------------------------------------------------
    @classmethod
    def from_game(cls, game: Game, players: Sequence[str] | None = None) -> Record:
        """The record of ``game``: its real choices as labels (a move answering a decision with
        a single option is left out: the engine answers it on replay), and its final totals if
        it is over.

        A record replays from its seed's setup, so a game that did not start there (one resumed
        from a save of a game under way) has none: ``RecordError`` says to keep a save instead.
        """
        rules = game.rules
        if game.states and game.states[0] != rules.new_game(game.seed):
            raise RecordError(
                "this game did not start from the setup of its seed (it was resumed from a "
                "saved game), so a record of its moves would not replay: keep a save instead"
            )
        moves, turns = [], []
        last = None
        movers = game.movers if len(game.movers) == len(game.moves) else ()
        for i, (state, move) in enumerate(zip(game.states, game.moves, strict=False)):
            mover = movers[i] if movers else rules.current_player(state)
            if len(rules.legal_moves(state, mover)) == 1:
                continue
            label = format_move(state, move, rules=rules, player=mover)
            if len(rules.current_players(state)) > 1:  # several decide: say who ("@3 lay eggs")
                label = f"@{mover} {label}"
            moves.append(label)
            turns.append(_turn_comment(state, players, last))
            last = mover
        final = game.state
        result = tuple(s.total for s in rules.scores(final)) if rules.is_terminal(final) else None
        return cls(
            config=game.config,
            seed=game.seed,
            fingerprint=rules.cards.fingerprint,
            moves=tuple(moves),
            cards=", ".join(sorted({b.set for b in rules.cards.birds})),
            players=tuple(players or ()),
            result=result,
            headings=tuple(turns),
        )

    def to_text(self) -> str:
        """The record as text (see the module's docstring)."""
        for name in self.players + self.seats:
            problem = "it holds a comma" if "," in name else name_problem(name)
            if problem is not None:
                raise RecordError(f"a player's name cannot be {name!r} in a record: {problem}")
        lines = [_TITLE, f"format: {FORMAT}"]
        if self.cards:
            lines.append(f"cards: {self.cards}")
        lines += [
            f"fingerprint: {self.fingerprint}",
            f"config: {config_to_json(self.config)}",
            f"seed: {self.seed}",
        ]
        if self.players:
            lines.append("players: " + ", ".join(self.players))
        if self.seats:
            lines.append("seats: " + ", ".join(self.seats))
        if self.result is not None:
            lines.append("result: " + ", ".join(str(t) for t in self.result))
        lines.append("")
        turns = self.headings
        for i, label in enumerate(self.moves):
            if "#" in label or "\n" in label:
                raise RecordError(f"the label {label!r} cannot be written in a record")
            if i < len(turns) and turns[i]:
                lines.append(turns[i])
            comment = self.comments[i] if i < len(self.comments) else ""
            lines.append(f"{label}  # {comment}" if comment else label)
        return "\n".join(lines) + "\n"

    # --- reading -----------------------------------------------------------------------------
    @classmethod
    def parse(
        cls, text: str, *, max_size: int = MAX_RECORD_SIZE, rules: Rules | None = None
    ) -> Record:
        """The record written in ``text`` (not replayed yet: ``replay`` checks the moves).
        Raises ``RecordError`` for anything that is not a record of this format.

        A configuration naming a file to read (a Duet map of one's own) is refused unless
        ``rules`` are of that very configuration: the caller vouches for the file, a stranger's
        record never makes the library read one (as ``from_json`` does for saves)."""
        try:
            return _parse(text, max_size, rules)
        except RecordError:
            raise
        except (RecursionError, MemoryError):
            raise RecordError("record rejected: too large or too deeply nested") from None

    def replay(self, rules: Rules | None = None) -> Game:
        """The game this record describes, played again move by move.

        ``rules``: the game's rules (default: the bundled cards under the record's
        configuration). A record of another card set or configuration than the rules', a move
        that is not legal where it stands, or a result the game does not reach raises
        ``RecordError``.
        """

        if rules is None:
            try:
                rules = bundled_rules(self.config)
            except (WingspanError, UnsupportedCards) as error:
                raise RecordError(f"record rejected: {error}") from None
        if self.fingerprint != rules.cards.fingerprint:
            raise RecordError(
                f"record rejected: it was played with card set {self.fingerprint}"
                + (f" ({self.cards})" if self.cards else "")
                + f", not with {rules.cards.fingerprint}; pass the rules of the same cards"
            )
        if self.config != rules.config:
            raise RecordError(
                "record rejected: its configuration differs from the rules' "
                f"({config_to_json(self.config)}, the rules have {config_to_json(rules.config)})"
            )
        rules = attrs.evolve(rules, answer_forced=True)  # a record lists real choices only
        try:
            state = rules.new_game(self.seed)
        except (WingspanError, UnsupportedCards) as error:
            raise RecordError(f"record rejected: the game cannot be set up ({error})") from None
        states: list[GameState] = [state]
        moves: list[Move] = []
        movers: list[int] = []
        for i, label in enumerate(self.moves):
            line = self.lines[i] if i < len(self.lines) else i + 1
            mover, label = _mover(label, line)
            try:
                move = parse_move(state, label, rules=rules, player=mover)
            except NotationError as error:
                raise RecordError(f"record line {line}: {error}") from None
            if mover is not None and mover not in rules.current_players(state):
                raise RecordError(f"record line {line}: player {mover} decides nothing there")
            movers.append(mover if mover is not None else (rules.current_player(state) or 0))
            state = rules.apply(state, move, player=mover)
            moves.append(move)
            states.append(state)
        if self.result is not None:
            if not rules.is_terminal(state):
                raise RecordError(
                    "record rejected: it gives a result, but its moves stop before the game ends"
                )
            totals = tuple(s.total for s in rules.scores(state))
            if totals != self.result:
                raise RecordError(
                    f"record rejected: it gives the result {_totals(self.result)}, and the "
                    f"replay ends {_totals(totals)}"
                )
        return Game(rules, self.seed, tuple(moves), tuple(states), tuple(movers))


def write_record(game: Game, players: Sequence[str] | None = None) -> str:
    """The record of ``game`` as text; ``players``: the players' names, in seat order."""
    return Record.from_game(game, players).to_text()


def read_record(text: str, rules: Rules | None = None, *, max_size: int = MAX_RECORD_SIZE) -> Game:
    """The game a record describes, replayed (``Record.parse`` then ``Record.replay``)."""
    return Record.parse(text, max_size=max_size, rules=rules).replay(rules)


# --- the configuration as JSON -------------------------------------------------------------------
def config_to_json(config: GameConfig) -> str:
    """``config`` as compact JSON, only the values that differ from the defaults."""
    return json.dumps(_changed(_unstructure(config), _unstructure(GameConfig())), sort_keys=True)


def _unstructure(config: GameConfig) -> dict[str, Any]:

    data: dict[str, Any] = json.loads(json.dumps(converter().unstructure(config)))
    return data


def _changed(value: dict[str, Any], default: dict[str, Any]) -> dict[str, Any]:
    out = {}
    for key, v in value.items():
        d = default.get(key)
        if isinstance(v, dict) and isinstance(d, dict):
            inner = _changed(v, d)
            if inner:
                out[key] = inner
        elif v != d:
            out[key] = v
    return out


def config_from_json(
    text: str, rules: Rules | None = None, *, before_offers: bool = False
) -> GameConfig:
    """The configuration ``config_to_json`` wrote (missing values take their defaults).

    One naming a file to read is refused unless it is ``rules``' own (``Record.parse``).
    ``before_offers``: it was written before ``GameConfig.offers`` existed (a record of
    ``FORMAT_1``), so a missing ``offers`` is the reading it was played under, ``"legacy"``."""

    if _nesting(text) > 8:
        raise RecordError("record rejected: its configuration is nested too deeply")
    try:
        data = json.loads(text, parse_int=_bounded_int, parse_constant=_no_constant)
    except (json.JSONDecodeError, ValueError) as error:
        raise RecordError(f"record rejected: its configuration is not JSON ({error})") from None
    if not isinstance(data, dict):
        raise RecordError("record rejected: its configuration is a JSON object")
    try:
        data = upgrade_config_2(data)  # a header written before a mode was one tagged value
    except ConfigError as error:
        raise RecordError(f"record rejected: {error}") from None
    if before_offers:
        data = upgrade_offers(data)
    if rules is None or data != json.loads(config_to_json(rules.config)):
        problem = untrusted_config_problem(data)
        if problem:
            raise RecordError(
                f"record rejected: {problem}; a record likewise: read_record(text, rules)"
            )
    try:
        config: GameConfig = converter().structure(data, GameConfig)
    except Exception as error:  # cattrs groups every problem it found
        raise RecordError(
            "record rejected: its configuration is not one: " + _summarize(error)
        ) from None
    return config


def _bounded_int(digits: str) -> int:
    if len(digits.lstrip("-")) > MAX_DIGITS:
        raise ValueError(f"a number of more than {MAX_DIGITS} digits")
    return int(digits)


def _no_constant(name: str) -> float:
    raise ValueError(f"{name} is not a number of a record")


# --- reading -------------------------------------------------------------------------------------
def _parse(text: str, max_size: int, rules: Rules | None) -> Record:
    text = bounded_text(text, max_size, RecordError, "record")
    header: dict[str, str] = {}
    moves: list[str] = []
    comments: list[str] = []
    lines: list[int] = []
    in_header = True
    for number, raw in enumerate(text.splitlines(), start=1):
        content, _, comment = raw.partition("#")
        content = content.strip()
        if in_header:
            if not raw.strip():
                if header:
                    in_header = False
                continue
            if not content:  # a comment line
                continue
            key, colon, value = content.partition(":")
            key = key.strip().lower()
            if not colon or key not in _KEYS:
                if not header:
                    raise RecordError(
                        f"record line {number}: expected the header (format: {FORMAT}, ...), "
                        f"got {_shown(content)}"
                    )
                raise RecordError(
                    f"record line {number}: {_shown(content)} is not a header line "
                    f"({', '.join(_KEYS)}); the header ends with a blank line"
                )
            if key in header:
                raise RecordError(f"record line {number}: {key!r} is given twice")
            if len(value) > MAX_HEADER_VALUE:
                raise RecordError(f"record line {number}: the {key} is too long")
            header[key] = value.strip()
            continue
        if not content:
            continue
        moves.append(" ".join(content.split()))
        comments.append(comment.strip())
        lines.append(number)
    missing = [key for key in _REQUIRED if key not in header]
    if missing:
        raise RecordError(f"record rejected: its header lacks {', '.join(missing)}")
    if header["format"] not in (FORMAT, FORMAT_1):
        found = header["format"]
        if found.startswith("wingspan-record/"):
            raise RecordError(
                f"record rejected: it is in format {_shown(found)}, and this library reads {FORMAT}"
            )
        raise RecordError(f"record rejected: not a {FORMAT} record")
    return Record(
        config=config_from_json(
            header["config"], rules, before_offers=header["format"] == FORMAT_1
        ),
        seed=_integer(header["seed"], "seed"),
        fingerprint=header["fingerprint"],
        moves=tuple(moves),
        cards=header.get("cards", ""),
        players=_players(header.get("players")),
        seats=_players(header.get("seats")),
        result=_result(header.get("result")),
        comments=tuple(comments),
        lines=tuple(lines),
    )


def _shown(text: str) -> str:
    return repr(text if len(text) <= 60 else text[:57] + "...")


def _integer(text: str, what: str) -> int:
    digits = text.strip()
    if not (digits.lstrip("-").isdigit() and digits.isascii()) or len(digits) > MAX_DIGITS + 1:
        raise RecordError(f"record rejected: the {what} must be a whole number, not {_shown(text)}")
    return int(digits)


def _players(text: str | None) -> tuple[str, ...]:
    if text is None:
        return ()
    names = tuple(name.strip() for name in text.split(","))
    if not all(names):
        raise RecordError("record rejected: a player's name is empty")
    for name in names:
        problem = name_problem(name)
        if problem is not None:
            raise RecordError(f"record rejected: a player's name {name!r}: {problem}")
    return names


def _result(text: str | None) -> tuple[int, ...] | None:
    if text is None:
        return None
    return tuple(_integer(part, "result") for part in text.split(","))


def _totals(totals: tuple[int, ...]) -> str:
    return ", ".join(str(t) for t in totals)


_MOVER = re.compile(r"@(\d{1,3}) +(.*)")


def _mover(label: str, line: int) -> tuple[int | None, str]:
    """The player a move line names ("@3 lay eggs": a mode's players acting at once), and
    the move's label; no player for a line without one (the first player deciding)."""
    if not label.startswith("@"):
        return None, label
    found = _MOVER.fullmatch(label)
    if found is None:
        raise RecordError(f"record line {line}: '@' starts a player's seat number, then the move")
    return int(found.group(1)), found.group(2)


def _turn_comment(state: GameState, players: Sequence[str] | None, last: int | None) -> str:
    """A comment line for a move that starts a part of the game: a player's setup, a turn."""
    if any(type(e) is TurnStarted for e in state.events):
        if len(state.active_players) > 1:  # players at once (a dial pointing at two)
            both = " and ".join(_player_name(p, players) for p in state.active_players)
            return f"# round {state.round}: {both} play"
        who = _player_name(state.active_player, players)
        return f"# round {state.round}: {who}'s turn"
    if state.phase is Phase.SETUP and state.pending:
        deciding = getattr(state.pending[-1], "player", None)
        if deciding is not None and deciding != last:
            return f"# setup: {_player_name(deciding, players)}"
    return ""


def _player_name(p: int, players: Sequence[str] | None) -> str:
    return players[p] if players and p < len(players) else f"player {p}"
