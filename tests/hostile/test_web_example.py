"""The web example from strangers (examples/web, docs/api.md's "What a server must still do"):
seats kept apart by a secret, moves idempotent with the state version, bodies bounded, every
error a 4xx with a message, and no client evicting the others' games."""

from __future__ import annotations

import importlib.util
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType

import pytest

from .limits import time_limit

EXAMPLE = Path(__file__).resolve().parents[2] / "examples" / "web" / "server.py"


def server() -> ModuleType:
    """examples/web/server.py as a module (as tests/web loads it)."""
    spec = importlib.util.spec_from_file_location("wingspan_web_example_hostile", EXAMPLE)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.fixture(autouse=True)
def _limited() -> Iterator[None]:
    with time_limit(60):
        yield


@pytest.fixture()
def web():
    pytest.importorskip("flask")
    module = server()
    app = module.create_app()
    app.testing = True
    return module, app.test_client()


def _start(client, address: str = "127.0.0.1") -> tuple[int, dict[str, str], dict]:
    data = client.post(
        "/api/games", json={"players": 2, "seed": 3}, environ_base={"REMOTE_ADDR": address}
    ).get_json()
    return data["game"], {"X-Wingspan-Token": data["token"]}, data


def test_a_game_answers_only_the_holder_of_its_seats_secret(web):
    _, client = web
    game, seat, _ = _start(client)
    other, _, _ = _start(client)
    assert abs(game - other) > 1  # ids are not sequential
    for headers in ({}, {"X-Wingspan-Token": "guess"}):
        assert client.get(f"/api/games/{game}", headers=headers).status_code == 403
        reply = client.post(f"/api/games/{game}/moves", json={"action": 1}, headers=headers)
        assert reply.status_code == 403 and "token" in reply.get_json()["error"]
    assert client.get(f"/api/games/{game}", headers=seat).status_code == 200


def test_a_retried_move_is_not_played_twice(web):
    _, client = web
    game, seat, data = _start(client)
    move = data["view"]["moves"][0]
    body = {"action": move["action"], "version": data["version"]}
    first = client.post(f"/api/games/{game}/moves", json=body, headers=seat)
    again = client.post(f"/api/games/{game}/moves", json=body, headers=seat)
    assert first.status_code == again.status_code == 200
    assert first.get_json()["version"] == again.get_json()["version"] == data["version"] + 1
    assert first.get_json()["view"] == again.get_json()["view"]
    other = next(m for m in data["view"]["moves"] if m["action"] != move["action"])
    stale = {"action": other["action"], "version": data["version"]}
    assert client.post(f"/api/games/{game}/moves", json=stale, headers=seat).status_code == 409


@pytest.mark.parametrize(
    "body",
    [b"[1, 2]", b'"x"', b"3", b"null", b"[" * 100_000, b'{"a":' * 5000, b"\xff\xfe", b"{"],
)
def test_a_body_that_is_not_a_small_json_object_is_a_400(web, body):
    _, client = web
    game, seat, _ = _start(client)
    headers = {**seat, "Content-Type": "application/json"}
    for url in ("/api/games", f"/api/games/{game}/moves"):
        reply = client.post(url, data=body, headers=headers)
        assert reply.status_code in (400, 413), (url, reply.status_code)
        assert reply.get_json()["error"]


def test_a_large_body_is_refused(web):
    module, client = web
    game, seat, _ = _start(client)
    body = b'{"action": 1, "pad": "' + b"x" * (20 * 1024 * 1024) + b'"}'
    reply = client.post(f"/api/games/{game}/moves", data=body, headers=seat)
    assert reply.status_code == 413 and reply.get_json()["error"]


def test_errors_of_the_framework_are_json_too(web):
    _, client = web
    assert client.get("/api/nothing").get_json()["error"]
    assert client.delete("/api/games").status_code == 405


def test_a_client_starting_games_drops_only_its_own(web):
    module, client = web
    game, seat, _ = _start(client, "10.0.0.1")
    for _ in range(module.MAX_GAMES_PER_CLIENT + 5):
        _start(client, "10.0.0.2")
    assert client.get(f"/api/games/{game}", headers=seat).status_code == 200
