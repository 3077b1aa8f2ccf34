"""A small web server for playing Wingspan in a browser, built on ``observation_json``.

    pip install -r examples/web/requirements.txt
    python examples/web/server.py            # then open http://127.0.0.1:8000

It serves the page in ``static/`` and a JSON API over HTTP (Flask):

* ``POST /api/games`` with ``{"players": 2, "seed": 1}`` (both optional) starts a game in which
  the browser plays seat 0 and the other seats play random legal moves; the answer is
  ``{"game": id, "seat": 0, "token": secret, "version": n, "view": <observation_json>}``;
* ``GET /api/games/<id>`` answers ``{"game", "seat", "version", "view"}`` again;
* ``POST /api/games/<id>/moves`` with ``{"action": id}`` (an action id of the view's moves) or
  ``{"move": {...}}`` (a move as the view gives it), and ``"version"``: the version of the view
  it answers, applies the move for seat 0, lets the other seats play until seat 0 decides
  again or the game ends, and answers the new view with ``"log"``: the events of every step
  since that move (the view's ``events`` are the last step's only), as seat 0 may see them.

Strangers are kept apart: a game's id is random, and every request about it must carry the
seat's secret (``X-Wingspan-Token: <token>``), else 403. A move is idempotent with its
version: a retried request (the same move for the version it already answered) answers the
current view without playing again, and a move for an older version answers 409. Bodies are
at most ``MAX_BODY_BYTES`` (413) and must be JSON objects nested at most ``MAX_BODY_DEPTH`` deep;
every error is answered as ``{"error": message}`` with a 4xx status (the library's message for
an illegal or malformed move, 400).

The server keeps the authoritative states in memory and sends the browser only its view, as
docs/api.md's trust model asks. Games are kept until the process ends: at most ``MAX_GAMES`` in
all and ``MAX_GAMES_PER_CLIENT`` per client address, the least recently used dropped first (a
client starting games drops its own), which is enough for an example.
"""

from __future__ import annotations

import argparse
import hmac
import json
import random
import secrets
import threading
from collections import OrderedDict
from pathlib import Path
from typing import Any

from flask import Flask, jsonify, request, send_from_directory
from werkzeug.exceptions import HTTPException

import wingspan_rules as ws
from wingspan_rules.envs.encoding import action_encoding
from wingspan_rules.saves.serialization import _nesting, move_from_dict

STATIC = Path(__file__).resolve().with_name("static")
MAX_GAMES = 1000
MAX_GAMES_PER_CLIENT = 20
MAX_BODY_BYTES = 16 * 1024
MAX_BODY_DEPTH = 8
HUMAN = 0
TOKEN_HEADER = "X-Wingspan-Token"


class Refused(Exception):
    """A request answered with ``status`` and ``{"error": message}``."""

    def __init__(self, message: str, status: int = 400) -> None:
        super().__init__(message)
        self.status = status


class Games:
    """The games in play: each a rules object, the current state and a generator for the bots."""

    def __init__(self) -> None:
        self._games: OrderedDict[int, dict[str, Any]] = OrderedDict()  # least recently used first
        self._lock = threading.Lock()

    def start(self, players: int, seed: int, client: str) -> tuple[int, dict[str, Any]]:
        rules = ws.bundled_rules(ws.GameConfig(players=players))
        game = {
            "rules": rules,
            "state": rules.new_game(seed),
            "bots": random.Random(seed),
            "log": [],
            "token": secrets.token_urlsafe(24),
            "client": client,
            "version": 0,  # moves of seat 0 applied so far
            "last": None,  # (version answered, move) of the last move applied
        }
        game["log"] = self._events(game)
        self._bots_play(game)
        with self._lock:
            game_id = secrets.randbelow(2**53 - 1) + 1
            while game_id in self._games:
                game_id = secrets.randbelow(2**53 - 1) + 1
            mine = [g for g, held in self._games.items() if held["client"] == client]
            if len(mine) >= MAX_GAMES_PER_CLIENT:  # a client starting games drops its own
                del self._games[mine[0]]
            self._games[game_id] = game
            while len(self._games) > MAX_GAMES:
                self._games.popitem(last=False)
        return game_id, game

    def get(self, game_id: int, token: str | None) -> dict[str, Any]:
        """The game ``game_id``, for the holder of its seat's ``token`` (404, 403)."""
        with self._lock:
            game = self._games.get(game_id)
            if game is not None:
                self._games.move_to_end(game_id)
        if game is None:
            raise Refused(f"no game {game_id}", 404)
        if token is None or not hmac.compare_digest(token.encode(), game["token"].encode()):
            raise Refused(f"this game's seat needs its token ({TOKEN_HEADER})", 403)
        return game

    def play(self, game: dict[str, Any], move: Any, version: int | None) -> None:
        """Play ``move`` for seat 0, answering the view of ``version`` (None: the current)."""
        with self._lock:  # one move at a time per server: plenty for an example
            if version is not None and version != game["version"]:
                if game["last"] == (version, move):  # a retry of the move already played
                    return
                raise Refused(
                    f"this move answers version {version}; the game is at {game['version']}", 409
                )
            game["state"] = game["rules"].apply(game["state"], move, player=HUMAN)
            game["last"] = (game["version"], move)
            game["version"] += 1
            game["log"] = self._events(game)
            self._bots_play(game)

    @classmethod
    def _bots_play(cls, game: dict[str, Any]) -> None:
        rules, bots = game["rules"], game["bots"]
        while not rules.is_terminal(game["state"]) and rules.current_player(game["state"]) != HUMAN:
            moves = rules.legal_moves(game["state"])
            game["state"] = rules.apply(game["state"], moves[bots.randrange(len(moves))])
            game["log"] += cls._events(game)

    @staticmethod
    def _events(game: dict[str, Any]) -> list[dict[str, Any]]:
        """The last step's events, as the human may see them."""
        return ws.observation_json(game["state"], HUMAN, game["rules"], actions=False)["events"]


def read_body() -> Any:
    """The request's JSON body: an object, at most ``MAX_BODY_BYTES`` and ``MAX_BODY_DEPTH``
    deep (checked before parsing, so no body can exhaust the parser), else ``Refused``."""
    data = request.get_data(cache=False)
    if len(data) > MAX_BODY_BYTES:
        raise Refused(f"the body is longer than {MAX_BODY_BYTES} bytes", 413)
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


def create_app() -> Flask:
    app = Flask(__name__, static_folder=None)
    app.config["MAX_CONTENT_LENGTH"] = MAX_BODY_BYTES
    games = Games()

    def answer(game_id: int, game: dict[str, Any], token: bool = False) -> Any:
        view = ws.observation_json(game["state"], HUMAN, game["rules"])
        reply = {"game": game_id, "seat": HUMAN, "version": game["version"], "view": view}
        reply["log"] = game["log"]
        if token:
            reply["token"] = game["token"]
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

    @app.post("/api/games")
    def new_game() -> Any:
        body = read_body()
        players, seed = body.get("players", 2), body.get("seed")
        if type(players) is not int or not 1 <= players <= 5:
            return refuse("players must be 1 to 5")
        if seed is None:
            seed = random.randrange(2**31)
        if type(seed) is not int or not 0 <= seed < 2**63:
            return refuse("seed must be a non-negative integer")
        game_id, game = games.start(players, seed, request.remote_addr or "")
        return answer(game_id, game, token=True)

    @app.get("/api/games/<int:game_id>")
    def view(game_id: int) -> Any:
        return answer(game_id, games.get(game_id, token()))

    @app.post("/api/games/<int:game_id>/moves")
    def play(game_id: int) -> Any:
        game = games.get(game_id, token())
        body = read_body()
        version = body.get("version")
        if version is not None and (type(version) is not int or version < 0):
            return refuse("a version is a non-negative integer")
        try:
            if "action" in body:
                if type(body["action"]) is not int:
                    return refuse("an action id is an integer")
                move = action_encoding(game["rules"]).decode(body["action"])
            elif "move" in body:
                move = move_from_dict(body["move"])
            else:
                return refuse('send {"action": id} or {"move": {...}}')
            games.play(game, move, version)
        except ws.WingspanError as error:  # IllegalMove, SavedGameError, EncodingError
            return refuse(str(error))
        return answer(game_id, game)

    return app


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--host", default="127.0.0.1")
    parser.add_argument("--port", type=int, default=8000)
    args = parser.parse_args()
    create_app().run(host=args.host, port=args.port)


if __name__ == "__main__":
    main()
