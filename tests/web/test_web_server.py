"""The example web server's HTTP API (Flask's test client: no browser needed)."""

from __future__ import annotations

import random

import pytest
from jsonschema import Draft202012Validator

from wingspan_rules.schemas import load_schema

from ._example import need, server


@pytest.fixture()
def client():
    need("flask")
    app = server().create_app()
    app.testing = True
    return app.test_client()


def test_a_whole_game_through_the_api(client):
    validator = Draft202012Validator(load_schema("view"))
    reply = client.post("/api/games", json={"players": 3, "seed": 5})
    assert reply.status_code == 200
    data = reply.get_json()
    game, view = data["game"], data["view"]
    seat = {"X-Wingspan-Token": data["token"]}
    assert data["seat"] == 0 and view["viewer"] == 0
    pick = random.Random(5)
    moves = 0
    while view["phase"] != "over":
        assert view["deciding"] == 0 and view["moves"]
        if moves % 25 == 0:
            assert not list(validator.iter_errors(view))
        chosen = view["moves"][pick.randrange(len(view["moves"]))]
        body = {"action": chosen["action"]} if moves % 2 else {"move": chosen["move"]}
        reply = client.post(f"/api/games/{game}/moves", json=body, headers=seat)
        assert reply.status_code == 200, reply.get_json()
        view = reply.get_json()["view"]
        moves += 1
        log = reply.get_json()["log"]
        assert all("type" in e for e in log)
    assert view["moves"] == [] and len(view["scores"]) == 3
    assert log[-1]["type"] == "game-ended"
    assert client.get(f"/api/games/{game}", headers=seat).get_json()["view"] == view


def test_errors_are_answered_as_json(client):
    started = client.post("/api/games", json={"players": 2, "seed": 1}).get_json()
    game, seat = started["game"], {"X-Wingspan-Token": started["token"]}
    view = client.get(f"/api/games/{game}", headers=seat).get_json()["view"]
    legal = {m["action"] for m in view["moves"]}
    illegal = next(a for a in range(3000) if a not in legal)
    for body, message in (
        ({"action": illegal}, "player 0"),  # the engine names the rule and the decision
        ({"action": 10**9}, "outside"),
        ({"action": "3"}, "integer"),
        ({"move": {"type": "no-such-move"}}, "move rejected"),
        ([], "send"),
    ):
        reply = client.post(f"/api/games/{game}/moves", json=body, headers=seat)
        assert reply.status_code == 400 and message in reply.get_json()["error"], body
    assert client.get("/api/games/999").status_code == 404
    assert client.post("/api/games/999/moves", json={"action": 1}).status_code == 404
    assert client.post("/api/games", json={"players": 9}).status_code == 400
    assert client.post("/api/games", json={"seed": -1}).status_code == 400
    assert client.get(f"/api/games/{game}", headers=seat).get_json()["view"] == view


def test_the_page_and_its_script_are_served(client):
    page = client.get("/")
    assert page.status_code == 200 and b'id="moves"' in page.data
    assert client.get("/static/app.js").status_code == 200
    assert client.get("/static/style.css").status_code == 200
