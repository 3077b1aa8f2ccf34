"""A web server for playing Wingspan in a browser, built on ``observation_json``.

    pip install -r examples/web/requirements.txt
    python examples/web/server.py            # then open http://127.0.0.1:8000

It serves the page in ``static/`` and a JSON API over HTTP (Flask):

* ``GET /api/options``: the modes (their tags and player counts), card sets, setup presets,
  expansions (their sets and options), food words, score categories and the view's mode
  sections the library declares, for the page's form and board (the page names none);
* ``POST /api/games`` with ``{"players": 2, "seed": 1, "mode": "base", "sets": ["core"],
  "setup": null, "names": ["Ann", "Bob"], "people": [0, 1], "bot": "greedy"}`` (all optional;
  ``people``: the seats people play, default ``[0]``; ``bot``: the bot the other seats are
  played by, one of the options' ``bots``, default ``"bot"``, the random bot; ``options``:
  the options of the game's expansions, ``{"oceania": {"majority_points": [5, 2]}}``, each
  field as ``GET /api/options`` lists it) starts a game; or
  with ``{"load": save}`` (a save of ``GET .../save``, a match save that keeps who plays each
  seat, or a game save of ``wingspan_rules.to_json``, played with ``people`` and ``bot``) goes
  on with a saved one. The answer is
  ``{"game": id, "seat": 0, "token": secret, "seats": [{"seat", "name", "person", "token"}],
  "version": n, "view": <observation_json>, "log": [...], "story": [...]}``: the starter holds
  every person's token, and gives each other person their seat's link;
* ``GET /api/games/<id>`` answers ``{"game", "seat", "version", "view", "log", "story"}`` for
  the seat whose token the request carries;
* ``POST /api/games/<id>/moves`` with ``{"action": id}`` (an action id of the view's moves) or
  ``{"move": {...}}`` (a move as the view gives it), and ``"version"``: the version of the view
  it answers, applies the move for the token's seat, lets the bots play until a person decides
  or the game ends, and answers the new view. ``log``: the events of every step since the last
  move, as that seat may see them; ``story``: the same told in English, for the last moves;
* ``POST /api/games/<id>/undo`` with ``{"version": n}`` takes back the seat's last move (and
  the bots' moves after it) unless another person has decided since;
* ``GET /api/games/<id>/save`` answers ``{"save": text}`` (the match save,
  ``Match.to_json``) for a game with one person in it: a save holds every hidden card, so a
  game of several people is kept on the server and resumed from its links instead.

Every game is a ``wingspan_rules.match.Match``, the driver ``wingspan play`` runs on: a
person's move is ``match.play(move, player=seat)``, then ``match.advance()`` lets the bots
answer (each draws its choices from its seat's generator, kept in the match save), and
``match.undo(seat)`` takes a move back. The driver's ``on_step`` hook collects what each
person is told of every step.

Strangers are kept apart: a game's id is random, and every request about it must carry a
seat's secret (``X-Wingspan-Token: <token>``), else 403; a token moves and sees for its own
seat only. A move is idempotent with its version: a retried request (the same move for the
version it already answered) answers the current view without playing again, and a move for
an older version answers 409. Bodies are at most ``MAX_BODY_BYTES`` (``MAX_LOAD_BYTES`` for a
load, 413) and must be JSON objects nested at most ``MAX_BODY_DEPTH`` deep; every error is
answered as ``{"error": message}`` with a 4xx status (the library's message for an illegal or
malformed move, 400).

Games are kept in SQLite (the standard library's ``sqlite3``, the file ``--db``, default
``wingspan-web.sqlite3``; ``create_app(path)``), one row per version with the match save
(``Match.to_json``: the first state, the moves, the seats and the bots' generators), so they
survive a restart of the server with the same bots and history (the last ``KEPT_MATCHES``
matches are kept in memory too, so that a request resumes nothing); the browser is sent only its seat's view, as docs/api.md's
trust model asks. At most ``MAX_GAMES`` games are kept and ``MAX_GAMES_PER_CLIENT`` per client
address, the least recently used dropped first (a client starting games drops its own).
"""

from __future__ import annotations

import argparse
import contextlib
import hmac
import inspect
import json
import random
import secrets
import sqlite3
import threading
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import attrs
from flask import Flask, jsonify, request, send_from_directory
from werkzeug.exceptions import HTTPException

import wingspan_rules as ws
from wingspan_rules.effects.hooks import REGISTERED
from wingspan_rules.envs.encoding import action_encoding
from wingspan_rules.language.loader import bundled_sets
from wingspan_rules.match import (
    HUMAN,
    MATCH_FORMAT,
    RANDOM_BOT,
    Match,
    Seat,
    bot_of_kind,
    is_match_save,
)
from wingspan_rules.saves.serialization import _nesting, move_from_dict, move_to_dict
from wingspan_rules.state.enums import Food
from wingspan_rules.state.modes import ExpansionOptions
from wingspan_rules.variants import SETUP_PRESETS, VARIANTS
from wingspan_rules.views.json_view import view_sections

STATIC = Path(__file__).resolve().with_name("static")
MAX_GAMES = 1000
MAX_GAMES_PER_CLIENT = 20
MAX_BODY_BYTES = 16 * 1024
MAX_LOAD_BYTES = 512 * 1024
MAX_SAVE = 4 * MAX_LOAD_BYTES  # the longest match save a row keeps
KEPT_MATCHES = 64  # the matches kept in memory, the last used (the store is the truth)
MAX_BODY_DEPTH = 8
MAX_NAME = 24
STORY_ROWS = 6  # the versions whose English lines a reply tells
TOKEN_HEADER = "X-Wingspan-Token"
#: The bots a seat may be played by: those quick enough to answer within a request (the
#: search bot, ``mcts``, takes seconds a decision).
BOTS = (RANDOM_BOT, "greedy")

_SCHEMA = """
create table if not exists games (
    id integer primary key, client text not null, used real not null, meta text not null
);
create table if not exists versions (
    game integer not null references games(id) on delete cascade,
    version integer not null,
    save text not null,      -- the match save (Match.to_json): every version is resumable
    mover integer,           -- the seat whose move (or undo) made this version (null: the start)
    parent integer,          -- unused: undo is the match's (kept for the files of earlier versions)
    log text not null,       -- per seat: the events and English lines since the last version
    primary key (game, version)
);
"""


class Refused(Exception):
    """A request answered with ``status`` and ``{"error": message}``."""

    def __init__(self, message: str, status: int = 400) -> None:
        super().__init__(message)
        self.status = status


class Game:
    """One game as read from the store: its meta (seats and their tokens, version, last move)
    and its match."""

    def __init__(self, game_id: int, meta: dict[str, Any], match: Match | Any) -> None:
        self.id = game_id
        self.meta = meta
        self._match = match  # the match, or a function resuming it on first use

    @property
    def match(self) -> Match:
        if not isinstance(self._match, Match):
            self._match = self._match()
        return self._match

    @property
    def state(self) -> ws.GameState:
        return self.match.state

    @property
    def rules(self) -> ws.Rules:
        return self.match.rules

    @property
    def version(self) -> int:
        return int(self.meta["version"])

    @property
    def names(self) -> list[str]:
        return [seat["name"] for seat in self.meta["seats"]]

    def people(self) -> set[int]:
        return {s["seat"] for s in self.meta["seats"] if s["token"] is not None}

    def telling(self, logs: dict[str, Any]) -> None:
        """From now on, add each step's events and English lines to ``logs`` (the driver's
        ``on_step`` hook)."""
        self.match.on_step = lambda match, player, move: _extend(logs, _logs(self, [match.state]))


def _resume(text: str, meta: dict[str, Any]) -> Match:
    """The match a version's row keeps (a row written before the example ran on the driver
    holds a game save: its seats are the meta's, people and random bots)."""
    if text.startswith(f'{{"format":"{MATCH_FORMAT}"') or is_match_save(text, MAX_SAVE):
        return Match.from_json(text, max_size=MAX_SAVE)
    seats = [
        Seat(s["name"], None if s["token"] is not None else bot_of_kind(RANDOM_BOT), meta["seed"])
        for s in meta["seats"]
    ]
    return Match.from_json(text, seats=seats, max_size=MAX_SAVE)


class Games:
    """The games, kept in SQLite at ``path`` (one connection per call, one writer at a time)."""

    def __init__(self, path: str | Path | None) -> None:
        self._lock = threading.Lock()
        self._matches: dict[int, tuple[str, Match]] = {}  # by game: its row's save, its match
        self._hold: sqlite3.Connection | None = None
        if path is None:  # a database in memory, for as long as this object lives
            self.path = f"file:wingspan-web-{secrets.token_hex(8)}?mode=memory&cache=shared"
            self._hold = self._connect()
        else:
            self.path = str(path)
        with self._connect() as db:
            db.executescript(_SCHEMA)

    def _connect(self) -> sqlite3.Connection:
        db = sqlite3.connect(self.path, timeout=30, uri=self.path.startswith("file:"))
        db.row_factory = sqlite3.Row
        db.execute("pragma foreign_keys = on")
        return db

    # --- starting -----------------------------------------------------------------------------
    def start(self, match: Match, client: str) -> tuple[Game, list[str | None]]:
        """Keep ``match`` as a new game; a token for each of its people's seats."""
        seats: list[dict[str, Any]] = [
            {
                "seat": p,
                "name": seat.name,
                "token": secrets.token_urlsafe(24) if seat.human else None,
            }
            for p, seat in enumerate(match.seats)
        ]
        meta = {"seats": seats, "version": 0, "last": None, "seed": match.game.seed}
        with self._lock, self._connect() as db:
            game_id = secrets.randbelow(2**53 - 1) + 1
            while db.execute("select 1 from games where id = ?", (game_id,)).fetchone():
                game_id = secrets.randbelow(2**53 - 1) + 1
            mine = db.execute(
                "select id from games where client = ? order by used", (client,)
            ).fetchall()
            for row in mine[: max(0, len(mine) - MAX_GAMES_PER_CLIENT + 1)]:
                db.execute("delete from games where id = ?", (row["id"],))
            db.execute(
                "insert into games values (?, ?, ?, ?)",
                (game_id, client, time.time(), json.dumps(meta)),
            )
            game = Game(game_id, meta, match)
            logs = _logs(game, [match.state])
            game.telling(logs)
            match.advance()
            self._write(db, game, None, logs)
            extra = db.execute("select count(*) from games").fetchone()[0] - MAX_GAMES
            if extra > 0:
                db.execute(
                    "delete from games where id in (select id from games order by used limit ?)",
                    (extra,),
                )
        return game, [s["token"] for s in seats]

    # --- reading ------------------------------------------------------------------------------
    def get(self, game_id: int, token: str | None) -> tuple[Game, int]:
        """The game ``game_id`` and the seat of ``token`` (404 without the game, 403 without a
        seat's token)."""
        with self._connect() as db:
            found = db.execute("select meta from games where id = ?", (game_id,)).fetchone()
            if found is None:
                raise Refused(f"no game {game_id}", 404)
            meta = json.loads(found["meta"])
            seat = next(
                (
                    s["seat"]
                    for s in meta["seats"]
                    if s["token"] is not None
                    and token is not None
                    and hmac.compare_digest(token.encode(), s["token"].encode())
                ),
                None,
            )
            if seat is None:
                raise Refused(f"this game's seats need their token ({TOKEN_HEADER})", 403)
            row = db.execute(
                "select * from versions where game = ? and version = ?",
                (game_id, meta["version"]),
            ).fetchone()
            db.execute("update games set used = ? where id = ?", (time.time(), game_id))
        text = row["save"]
        kept = self._matches.get(game_id)
        if kept is not None and kept[0] == text:  # the match this server wrote last
            return Game(game_id, meta, kept[1]), seat
        return Game(game_id, meta, lambda: self._keep(game_id, text, _resume(text, meta))), seat

    def _keep(self, game_id: int, text: str, match: Match) -> Match:
        """Remember ``match`` as the one of ``game_id``'s row ``text`` (the last
        ``KEPT_MATCHES`` used): the next request on it resumes nothing."""
        self._matches.pop(game_id, None)
        self._matches[game_id] = (text, match)
        while len(self._matches) > KEPT_MATCHES:
            self._matches.pop(next(iter(self._matches)))
        return match

    def story(self, game: Game, seat: int) -> tuple[list[dict[str, Any]], list[str]]:
        """The events since the last move and the English lines of the last moves, for ``seat``."""
        with self._connect() as db:
            rows = db.execute(
                "select log from versions where game = ? and version <= ? "
                "order by version desc limit ?",
                (game.id, game.version, STORY_ROWS),
            ).fetchall()
        logs = [json.loads(r["log"]).get(str(seat), {"events": [], "lines": []}) for r in rows]
        lines = [line for log in reversed(logs) for line in log["lines"]]
        return (logs[0]["events"] if logs else []), lines

    # --- playing ------------------------------------------------------------------------------
    def play(self, game_id: int, token: str | None, body: dict[str, Any]) -> tuple[Game, int]:
        """Play the body's move for the token's seat, answering the view of its ``version``."""
        with self._lock:  # one move at a time per server: plenty for an example
            game, seat = self.get(game_id, token)
            version = _version(body)
            move = _move(game, body)
            if version is not None and version != game.version:
                last = game.meta["last"]
                if last == [version, seat, move_to_dict(move)]:  # a retry of the move played
                    return game, seat
                raise Refused(
                    f"this move answers version {version}; the game is at {game.version}", 409
                )
            logs = _logs(game, [])
            game.telling(logs)
            with self._changing(game):
                try:
                    game.match.play(move, player=seat)
                except ws.WingspanError as error:  # IllegalMove: the rule and the decision
                    raise Refused(str(error)) from None
                game.meta["last"] = [game.version, seat, move_to_dict(move)]
                game.meta["version"] = game.version + 1
                game.match.advance()
                with self._connect() as db:
                    self._write(db, game, seat, logs)
        return game, seat

    def undo(self, game_id: int, token: str | None, body: dict[str, Any]) -> tuple[Game, int]:
        """Take back the token's seat's last move, unless another person decided since."""
        with self._lock:
            game, seat = self.get(game_id, token)
            version = _version(body)
            if version is not None and version != game.version:
                raise Refused(
                    f"this undo answers version {version}; the game is at {game.version}", 409
                )
            undone = f"{game.names[seat]} took back a move."
            logs = {str(p): {"events": [], "lines": [undone]} for p in game.people()}
            game.telling(logs)
            with self._changing(game):
                refused = game.match.undo(seat)
                if refused is not None:
                    raise Refused(refused, 409)
                game.match.advance()  # a bot deciding at once with the seat answers again
                game.meta["version"] = game.version + 1
                game.meta["last"] = None
                with self._connect() as db:
                    self._write(db, game, seat, logs)
        return game, seat

    @contextlib.contextmanager
    def _changing(self, game: Game) -> Iterator[None]:
        """Around a change of ``game``'s match: if it fails once the match has changed, the
        match kept in memory is forgotten (the store still holds the version before)."""
        before = game.match.game
        try:
            yield
        except BaseException:
            if game.match.game is not before:
                self._matches.pop(game.id, None)
            raise

    def _write(
        self, db: sqlite3.Connection, game: Game, mover: int | None, logs: dict[str, Any]
    ) -> None:
        text = game.match.to_json()
        db.execute(
            "insert or replace into versions values (?, ?, ?, ?, ?, ?)",
            (game.id, game.version, text, mover, None, json.dumps(logs)),
        )
        self._keep(game.id, text, game.match)
        db.execute(
            "update games set meta = ?, used = ? where id = ?",
            (json.dumps(game.meta), time.time(), game.id),
        )


def _logs(game: Game, states: list[ws.GameState]) -> dict[str, Any]:
    """Each person's events and English lines of the steps that made ``states``."""
    logs: dict[str, Any] = {}
    for p in game.people():
        events: list[Any] = []
        lines: list[str] = []
        for state in states:
            view = ws.observation_json(state, p, game.rules, actions=False, names=game.names)
            events += view["events"]
            lines += view["lines"]
        logs[str(p)] = {"events": events, "lines": lines}
    return logs


def _extend(logs: dict[str, Any], more: dict[str, Any]) -> None:
    for seat, log in more.items():
        logs[seat]["events"] += log["events"]
        logs[seat]["lines"] += log["lines"]


def _version(body: dict[str, Any]) -> int | None:
    version = body.get("version")
    if version is not None and (type(version) is not int or version < 0):
        raise Refused("a version is a non-negative integer")
    return version


def _move(game: Game, body: dict[str, Any]) -> Any:
    try:
        if "action" in body:
            if type(body["action"]) is not int:
                raise Refused("an action id is an integer")
            return action_encoding(game.rules).decode(body["action"])
        if "move" in body:
            return move_from_dict(body["move"])
    except ws.WingspanError as error:  # SavedGameError, EncodingError
        raise Refused(str(error)) from None
    raise Refused('send {"action": id} or {"move": {...}}')


def read_body(limit: int = MAX_BODY_BYTES) -> dict[str, Any]:
    """The request's JSON body: an object, at most ``limit`` bytes and ``MAX_BODY_DEPTH``
    deep (checked before parsing, so no body can exhaust the parser), else ``Refused``."""
    data = request.get_data(cache=False)
    if len(data) > limit:
        raise Refused(f"the body is longer than {limit} bytes", 413)
    if not data.strip():
        return {}
    try:
        text = data.decode("utf-8")
        if _nesting(text) > MAX_BODY_DEPTH:
            raise Refused(f"the body nests more than {MAX_BODY_DEPTH} deep")
        body = json.loads(text)
    except (UnicodeDecodeError, ValueError):
        raise Refused("the body is not JSON") from None
    if not isinstance(body, dict):
        raise Refused('the body is a JSON object: send {"action": id} or {"move": {...}}')
    return body


def options() -> dict[str, Any]:
    """What the page's form offers and how it shows a view, all read from the library's
    declarations (the page names no mode, set or expansion): the modes, card sets, setup
    presets and bots; each expansion's sets and options (``expansions``); the food words
    (``foods``); the score categories the expansions and modes declare (``categories``, key:
    column label); the view's mode sections (``sections``, the keys ``Variant.VIEW_KEY``)."""
    return {
        "modes": [
            {"mode": tag, "players": list(variant.OPTIONS.PLAYERS)}
            for tag, variant in VARIANTS.items()
        ],
        "sets": list(bundled_sets()),
        "setups": [preset.OPTIONS.TAG for preset in SETUP_PRESETS],
        "bots": list(BOTS),
        "expansions": [
            {
                "name": e.name,
                "sets": list(e.sets),
                "options": [] if e.options is None else _option_fields(e.options),
                "about": "" if e.options is None else inspect.getdoc(e.options) or "",
            }
            for e in REGISTERED
        ],
        "foods": [food.label for food in Food],
        "categories": _categories(),
        "sections": [str(v.VIEW_KEY) for v in view_sections()],
    }


#: The kinds of option field the form offers, by their annotation: a field of another type
#: keeps its default (the page shows it, the server refuses a value for it).
_OPTION_KINDS = {bool: "bool", int: "int", str: "str", tuple[int, ...]: "ints"}


def _option_fields(cls: type[ExpansionOptions]) -> list[dict[str, Any]]:
    """An expansion's options as the form shows them: each field's name, kind (``bool``,
    ``int``, ``str``, ``ints``: a list of integers, or ``other``: not settable here) and
    default."""
    attrs.resolve_types(cls)
    defaults = cls()  # every option at its default (the suggested reading)
    fields = []
    for field in attrs.fields(cls):
        default = getattr(defaults, field.name)
        fields.append(
            {
                "name": field.name,
                "kind": _OPTION_KINDS.get(field.type, "other"),
                "default": list(default) if isinstance(default, tuple) else default,
            }
        )
    return fields


def _categories() -> dict[str, str]:
    """The score categories any expansion or mode declares: key (``PlayerScore.extra``) to
    its column's label."""
    found = {c.name: c.label for e in REGISTERED for c in e.score_categories}
    for variant in VARIANTS.values():
        for category in variant.SCORE_CATEGORIES:
            found.setdefault(category.name, category.label)
    return found


def _expansion_options(body: dict[str, Any], sets: list[str]) -> tuple[ExpansionOptions, ...]:
    """The expansions' options a new game's body asks for: ``{"oceania": {"field": value}}``,
    each value of its field's kind, for an expansion of the game's ``sets`` (400 for an
    unknown or absent expansion, field or value)."""
    asked = body.get("options", {})
    if not isinstance(asked, dict):
        raise Refused('options are {"expansion": {"field": value}}')
    playing = {name.split(":")[0] for name in sets}
    declared = {
        e.name: e.options for e in REGISTERED if e.options is not None and playing & set(e.sets)
    }
    chosen = []
    for name, values in asked.items():
        cls = declared.get(name)
        if cls is None:
            raise Refused(
                f"options are for the expansions of the game's sets ({', '.join(declared)})"
            )
        if not isinstance(values, dict):
            raise Refused(f"{name}'s options are an object of its fields")
        kinds = {f["name"]: f["kind"] for f in _option_fields(cls)}
        given = {}
        for field, value in values.items():
            kind = kinds.get(field)
            if kind is None or kind == "other":
                raise Refused(f"{name}'s options are {', '.join(kinds)}")
            given[field] = _option_value(name, field, kind, value)
        chosen.append(cls(**given))
    return tuple(chosen)


def _option_value(name: str, field: str, kind: str, value: Any) -> Any:
    """``value`` read as an option of ``kind``, else ``Refused`` naming the option."""
    ints = isinstance(value, list) and all(type(v) is int for v in value)
    fits = {
        "bool": type(value) is bool,
        "int": type(value) is int,
        "str": isinstance(value, str),
        "ints": ints and len(value) <= 16,
    }[kind]
    if not fits:
        raise Refused(f"{name}'s option {field} is a value of kind {kind}")
    return tuple(value) if kind == "ints" else value


def _config(body: dict[str, Any]) -> ws.GameConfig:
    """The configuration a new game's body asks for (400 for one the library refuses)."""
    players, mode, sets, setup = (
        body.get("players", 2),
        body.get("mode", "base"),
        body.get("sets", ["core"]),
        body.get("setup"),
    )
    if type(players) is not int or not 1 <= players <= 7:
        raise Refused("players must be 1 to 7")
    if not isinstance(mode, str) or mode not in VARIANTS:
        raise Refused(f"mode must be one of {', '.join(VARIANTS)}")
    if not isinstance(sets, list) or not all(s in bundled_sets() for s in sets) or not sets:
        raise Refused(f"sets are some of {', '.join(bundled_sets())}")
    presets = {preset.OPTIONS.TAG: preset.OPTIONS for preset in SETUP_PRESETS}
    if setup is not None and setup not in presets:
        raise Refused(f"setup must be null or one of {', '.join(presets)}")
    try:
        return ws.GameConfig(
            players=players,
            mode=VARIANTS[mode].OPTIONS(),
            sets=tuple(dict.fromkeys(sets)),
            setup=presets[setup]() if setup is not None else None,
            expansions=_expansion_options(body, sets),
        )
    except ws.WingspanError as error:  # ConfigError: the mode's player counts...
        raise Refused(str(error)) from None


def _seed(body: dict[str, Any]) -> int:
    seed = body.get("seed")
    if seed is None:
        seed = random.randrange(2**31)
    if type(seed) is not int or not 0 <= seed < 2**63:
        raise Refused("seed must be a non-negative integer")
    return seed


def _seats(body: dict[str, Any], state: ws.GameState, seed: int) -> list[Seat]:
    """The seats a new game's body asks for: its ``people``, the others played by its ``bot``
    (each drawing from its seat's generator of ``seed``)."""
    players = len(state.players)
    people = body.get("people", [0])
    if (
        not isinstance(people, list)
        or not people
        or not all(type(p) is int and 0 <= p < players for p in people)
    ):
        raise Refused(f"people are the seats people play: a list of 0 to {players - 1}")
    kind = body.get("bot", RANDOM_BOT)
    if kind not in BOTS:
        raise Refused(f"bot must be one of {', '.join(BOTS)}")
    names = _names(body, players)
    return [
        Seat(names[p], None if p in people else bot_of_kind(kind), seed=seed)
        for p in range(players)
    ]


def _load(body: dict[str, Any]) -> Match:
    """The match a load goes on with: a match save keeps its seats, their names and bots; a
    game save is played with the body's ``people``, ``bot`` and ``names``."""
    text = body["load"]
    if not isinstance(text, str):
        raise Refused("a load is the text of a save")
    try:
        if is_match_save(text, MAX_LOAD_BYTES):
            match = Match.from_json(text, max_size=MAX_LOAD_BYTES)
            unknown = [s.kind for s in match.seats if s.kind not in (HUMAN, *BOTS)]
            if unknown:
                raise Refused(f"this server's seats are played by people or {', '.join(BOTS)}")
            if all(not seat.human for seat in match.seats):
                raise Refused("a game with no person in it is not played here")
            return match
        state = ws.from_json(text, max_size=MAX_LOAD_BYTES)
    except ws.WingspanError as error:
        raise Refused(str(error)) from None
    seed = _seed(body)
    return Match(ws.Game(ws.rules_for(state), seed, (), (state,)), _seats(body, state, seed))


def _names(body: dict[str, Any], players: int) -> list[str]:
    given = body.get("names", [])
    if not isinstance(given, list) or not all(isinstance(n, str) for n in given):
        raise Refused("names are a list of strings")
    names = []
    for p in range(players):
        name = " ".join(given[p].split())[:MAX_NAME] if p < len(given) else ""
        name = "".join(c for c in name if c.isprintable())
        names.append(name or f"player {p}")
    return names


def create_app(db: str | Path | None = None) -> Flask:
    """The app, keeping its games in the SQLite file ``db``: a new app on the same file goes
    on with the same games (None: a database in memory, gone with the app)."""
    app = Flask(__name__, static_folder=None)
    app.config["MAX_CONTENT_LENGTH"] = MAX_LOAD_BYTES
    games = Games(db)

    def answer(game: Game, seat: int, tokens: list[str | None] | None = None) -> Any:
        view = ws.observation_json(game.state, seat, game.rules, names=game.names)
        log, story = games.story(game, seat)
        reply = {
            "game": game.id,
            "seat": seat,
            "version": game.version,
            "view": view,
            "log": log,
            "story": story,
            "undo": game.match.undo_problem(seat) is None,
            "saves": game.people() == {seat},
        }
        if tokens is not None:
            reply["token"] = tokens[seat]
            reply["seats"] = [
                {"seat": p, "name": game.names[p], "person": t is not None, "token": t}
                for p, t in enumerate(tokens)
            ]
        return jsonify(reply)

    def refuse(message: str, status: int = 400) -> Any:
        return jsonify({"error": message}), status

    @app.errorhandler(Refused)
    def refused(error: Refused) -> Any:
        return refuse(str(error), error.status)

    @app.errorhandler(HTTPException)
    def http_error(error: HTTPException) -> Any:  # 404, 405, 413...: JSON like the rest
        return refuse(error.description or error.name, error.code or 400)

    def token() -> str | None:
        return request.headers.get(TOKEN_HEADER)

    @app.get("/")
    def index() -> Any:
        return send_from_directory(STATIC, "index.html")

    @app.get("/static/<path:name>")
    def static_file(name: str) -> Any:
        return send_from_directory(STATIC, name)

    @app.get("/api/options")
    def offered() -> Any:
        return jsonify(options())

    @app.post("/api/games")
    def new_game() -> Any:
        body = read_body(MAX_LOAD_BYTES)
        if "load" not in body and len(json.dumps(body)) > MAX_BODY_BYTES:
            raise Refused(f"the body is longer than {MAX_BODY_BYTES} bytes", 413)
        seed = _seed(body)
        if "load" in body:
            match = _load(body)
        else:
            config = _config(body)
            state = ws.bundled_rules(config).new_game(seed)
            match = Match(
                ws.Game(ws.rules_for(state), seed, (), (state,)), _seats(body, state, seed)
            )
        game, tokens = games.start(match, request.remote_addr or "")
        first = min(game.people())
        return answer(game, first, tokens)

    @app.get("/api/games/<int:game_id>")
    def view(game_id: int) -> Any:
        return answer(*games.get(game_id, token()))

    @app.post("/api/games/<int:game_id>/moves")
    def play(game_id: int) -> Any:
        games.get(game_id, token())  # 404 and 403 before the body is read
        return answer(*games.play(game_id, token(), read_body()))

    @app.post("/api/games/<int:game_id>/undo")
    def undo(game_id: int) -> Any:
        games.get(game_id, token())
        return answer(*games.undo(game_id, token(), read_body()))

    @app.get("/api/games/<int:game_id>/save")
    def save(game_id: int) -> Any:
        game, seat = games.get(game_id, token())
        if game.people() != {seat}:
            raise Refused(
                "a save holds every hidden card: a game of several people is kept on the "
                "server (go on with its links)",
                403,
            )
        return jsonify({"save": game.match.to_json(), "names": game.names})

    return app


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--host", default="127.0.0.1")
    parser.add_argument("--port", type=int, default=8000)
    parser.add_argument("--db", default="wingspan-web.sqlite3", help="the SQLite file of games")
    args = parser.parse_args()
    create_app(args.db).run(host=args.host, port=args.port)


if __name__ == "__main__":
    main()
