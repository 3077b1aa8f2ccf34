"""A small web server for playing Wingspan in a browser, built on ``observation_json``.

    pip install -r examples/web/requirements.txt
    python examples/web/server.py            # then open http://127.0.0.1:8000

It serves the page in ``static/`` and a JSON API over HTTP (Flask):

* ``POST /api/games`` with ``{"players": 2, "seed": 1}`` (both optional) starts a game in which
  the browser plays seat 0 and the other seats play random legal moves; the answer is
  ``{"game": id, "seat": 0, "view": <observation_json>}``;
* ``GET /api/games/<id>`` answers ``{"game", "seat", "view"}`` again;
* ``POST /api/games/<id>/moves`` with ``{"action": id}`` (an action id of the view's moves) or
  ``{"move": {...}}`` (a move as the view gives it) applies the move for seat 0, lets the
  other seats play until seat 0 decides again or the game ends, and answers the new view with
  ``"log"``: the events of every step since that move (the view's ``events`` are the last
  step's only), as seat 0 may see them. An illegal or malformed move answers 400 with
  ``{"error": message}``.

The server keeps the authoritative states in memory and sends the browser only its view, as
docs/api.md's trust model asks. Games are kept until the process ends (at most ``MAX_GAMES``;
the oldest is dropped), which is enough for an example.
"""

from __future__ import annotations

import argparse
import itertools
import random
import threading
from collections import OrderedDict
from pathlib import Path
from typing import Any

from flask import Flask, jsonify, request, send_from_directory

import wingspan_rules as ws
from wingspan_rules.envs.encoding import action_encoding
from wingspan_rules.saves.serialization import move_from_dict

STATIC = Path(__file__).resolve().with_name("static")
MAX_GAMES = 100
HUMAN = 0


class Games:
    """The games in play: each a rules object, the current state and a generator for the bots."""

    def __init__(self) -> None:
        self._games: OrderedDict[int, dict[str, Any]] = OrderedDict()
        self._ids = itertools.count(1)
        self._lock = threading.Lock()

    def start(self, players: int, seed: int) -> int:
        rules = ws.bundled_rules(ws.GameConfig(players=players))
        game = {
            "rules": rules,
            "state": rules.new_game(seed),
            "bots": random.Random(seed),
            "log": [],
        }
        game["log"] = self._events(game)
        self._bots_play(game)
        with self._lock:
            game_id = next(self._ids)
            self._games[game_id] = game
            while len(self._games) > MAX_GAMES:
                self._games.popitem(last=False)
        return game_id

    def get(self, game_id: int) -> dict[str, Any]:
        with self._lock:
            game = self._games.get(game_id)
        if game is None:
            raise KeyError(game_id)
        return game

    def play(self, game_id: int, move: Any) -> None:
        game = self.get(game_id)
        with self._lock:  # one move at a time per server: plenty for an example
            game["state"] = game["rules"].apply(game["state"], move, player=HUMAN)
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


def create_app() -> Flask:
    app = Flask(__name__, static_folder=None)
    games = Games()

    def answer(game_id: int) -> Any:
        game = games.get(game_id)
        view = ws.observation_json(game["state"], HUMAN, game["rules"])
        return jsonify({"game": game_id, "seat": HUMAN, "view": view, "log": game["log"]})

    def refuse(message: str, status: int = 400) -> Any:
        return jsonify({"error": message}), status

    @app.get("/")
    def index() -> Any:
        return send_from_directory(STATIC, "index.html")

    @app.get("/static/<path:name>")
    def static_file(name: str) -> Any:
        return send_from_directory(STATIC, name)

    @app.post("/api/games")
    def new_game() -> Any:
        body = request.get_json(silent=True) or {}
        players, seed = body.get("players", 2), body.get("seed")
        if type(players) is not int or not 1 <= players <= 5:
            return refuse("players must be 1 to 5")
        if seed is None:
            seed = random.randrange(2**31)
        if type(seed) is not int or seed < 0:
            return refuse("seed must be a non-negative integer")
        return answer(games.start(players, seed))

    @app.get("/api/games/<int:game_id>")
    def view(game_id: int) -> Any:
        try:
            return answer(game_id)
        except KeyError:
            return refuse(f"no game {game_id}", 404)

    @app.post("/api/games/<int:game_id>/moves")
    def play(game_id: int) -> Any:
        body = request.get_json(silent=True)
        if not isinstance(body, dict):
            return refuse('send {"action": id} or {"move": {...}}')
        try:
            game = games.get(game_id)
        except KeyError:
            return refuse(f"no game {game_id}", 404)
        try:
            if "action" in body:
                if type(body["action"]) is not int:
                    return refuse("an action id is an integer")
                move = action_encoding(game["rules"]).decode(body["action"])
            else:
                move = move_from_dict(body.get("move"))
            games.play(game_id, move)
        except ws.WingspanError as error:  # IllegalMove, SavedGameError, EncodingError
            return refuse(str(error))
        return answer(game_id)

    return app


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--host", default="127.0.0.1")
    parser.add_argument("--port", type=int, default=8000)
    args = parser.parse_args()
    create_app().run(host=args.host, port=args.port)


if __name__ == "__main__":
    main()
