"""The example web server's HTTP API (Flask's test client: no browser needed)."""

from __future__ import annotations

import random

import pytest
from jsonschema import Draft202012Validator

from wingspan_rules.schemas import load_schema

from ._example import need, server


@pytest.fixture()
def client(tmp_path):
    need("flask")
    app = server().create_app(tmp_path / "games.sqlite3")
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


def _play_some(client, game, seat, view, version, count, pick):
    for _ in range(count):
        if view["phase"] == "over" or not view["moves"]:
            break
        chosen = view["moves"][pick.randrange(len(view["moves"]))]
        body = {"move": chosen["move"], "version": version}
        reply = client.post(f"/api/games/{game}/moves", json=body, headers=seat)
        assert reply.status_code == 200, reply.get_json()
        data = reply.get_json()
        view, version = data["view"], data["version"]
    return view, version


def test_games_survive_a_restart_of_the_server(tmp_path):
    need("flask")
    path = tmp_path / "games.sqlite3"
    first = server().create_app(path).test_client()
    data = first.post("/api/games", json={"players": 2, "seed": 8, "names": ["Ann"]}).get_json()
    game, seat = data["game"], {"X-Wingspan-Token": data["token"]}
    view, version = _play_some(
        first, game, seat, data["view"], data["version"], 12, random.Random(1)
    )
    assert view["names"] == ["Ann", "player 1"]
    again = server().create_app(path).test_client()  # a new server on the same file
    reply = again.get(f"/api/games/{game}", headers=seat).get_json()
    assert reply["view"] == view and reply["version"] == version
    view, version = _play_some(again, game, seat, view, version, 5000, random.Random(2))
    assert view["phase"] == "over" and view["scores"]
    assert again.get(f"/api/games/{game}", headers={"X-Wingspan-Token": "x"}).status_code == 403


def test_two_people_play_their_own_seats(client):
    data = client.post(
        "/api/games", json={"players": 2, "seed": 3, "names": ["Ann", "Bob"], "people": [0, 1]}
    ).get_json()
    game = data["game"]
    tokens = {s["seat"]: s["token"] for s in data["seats"]}
    assert all(s["person"] for s in data["seats"]) and tokens[0] != tokens[1]
    views = {}
    for p in (0, 1):
        reply = client.get(f"/api/games/{game}", headers={"X-Wingspan-Token": tokens[p]})
        views[p] = reply.get_json()
        assert views[p]["seat"] == p and views[p]["view"]["viewer"] == p
    hand = views[1]["view"]["players"][0]["hand"]
    assert all(c is None for c in hand)  # Bob does not see Ann's hand
    pick, moves = random.Random(4), 0
    view = views[0]["view"]
    while view["phase"] != "over" and moves < 120:
        deciding = view["deciding"]
        seat = {"X-Wingspan-Token": tokens[deciding]}
        mine = client.get(f"/api/games/{game}", headers=seat).get_json()
        other = {"X-Wingspan-Token": tokens[1 - deciding]}
        stranger = mine["view"]["moves"][0]
        refused = client.post(
            f"/api/games/{game}/moves",
            json={"move": stranger["move"], "version": mine["version"]},
            headers=other,
        )
        assert refused.status_code == 400  # not the other seat's decision
        chosen = mine["view"]["moves"][pick.randrange(len(mine["view"]["moves"]))]
        reply = client.post(
            f"/api/games/{game}/moves",
            json={"move": chosen["move"], "version": mine["version"]},
            headers=seat,
        )
        assert reply.status_code == 200, reply.get_json()
        view = reply.get_json()["view"]
        assert reply.get_json()["story"]  # English lines, no tags
        moves += 1
    assert moves > 10


def test_undo_takes_back_the_last_move(client):
    data = client.post("/api/games", json={"players": 2, "seed": 2}).get_json()
    game, seat = data["game"], {"X-Wingspan-Token": data["token"]}
    assert not data["undo"]
    before = data["view"]
    chosen = before["moves"][0]
    moved = client.post(
        f"/api/games/{game}/moves", json={"move": chosen["move"], "version": 0}, headers=seat
    ).get_json()
    assert moved["undo"] and moved["version"] == 1
    undone = client.post(f"/api/games/{game}/undo", json={"version": 1}, headers=seat)
    assert undone.status_code == 200
    back = undone.get_json()
    assert back["version"] == 2 and back["view"]["moves"] == before["moves"]
    assert back["story"][-1].endswith("took back a move.")
    stale = client.post(f"/api/games/{game}/undo", json={"version": 1}, headers=seat)
    assert stale.status_code == 409


def test_a_solo_game_saves_and_loads(client):
    data = client.post("/api/games", json={"players": 2, "seed": 6, "names": ["Ann"]}).get_json()
    game, seat = data["game"], {"X-Wingspan-Token": data["token"]}
    view, _ = _play_some(client, game, seat, data["view"], data["version"], 6, random.Random(3))
    saved = client.get(f"/api/games/{game}/save", headers=seat).get_json()
    loaded = client.post("/api/games", json={"load": saved["save"], "names": saved["names"]})
    assert loaded.status_code == 200
    assert loaded.get_json()["view"] == view
    assert client.post("/api/games", json={"load": "{}"}).status_code == 400
    two = client.post("/api/games", json={"players": 2, "people": [0, 1]}).get_json()
    refused = client.get(
        f"/api/games/{two['game']}/save", headers={"X-Wingspan-Token": two["token"]}
    )
    assert refused.status_code == 403  # a save would show the other person's cards


def test_every_mode_and_set_the_library_offers_starts(client):
    offered = client.get("/api/options").get_json()
    assert offered["modes"] and "core" in offered["sets"]
    for mode in offered["modes"]:
        for sets in (["core"], offered["sets"]):
            body = {"players": mode["players"][0], "mode": mode["mode"], "sets": sets, "seed": 1}
            reply = client.post("/api/games", json=body)
            assert reply.status_code == 200, (body, reply.get_json())
            assert reply.get_json()["view"]["mode"] == mode["mode"]
    for setup in offered["setups"]:
        reply = client.post("/api/games", json={"players": 2, "setup": setup, "seed": 1})
        assert reply.status_code == 200, reply.get_json()
    assert client.post("/api/games", json={"mode": "nope"}).status_code == 400
    assert client.post("/api/games", json={"mode": "duet", "players": 4}).status_code == 400


def test_games_run_through_the_match_driver(client):
    """The server's game is the driver's: the same person moves against the same bot (its
    generator seeded by the game) give the same game as ``Match`` does on its own."""
    import wingspan_rules as ws
    from wingspan_rules.bots import GreedyBot
    from wingspan_rules.match import Match, Seat
    from wingspan_rules.saves.serialization import move_from_dict

    assert client.get("/api/options").get_json()["bots"] == ["bot", "greedy"]
    data = client.post(
        "/api/games", json={"players": 2, "seed": 9, "bot": "greedy", "names": ["Ann", "Gus"]}
    ).get_json()
    game, seat, view = data["game"], {"X-Wingspan-Token": data["token"]}, data["view"]
    match = Match(
        ws.Game.start(seed=9, rules=ws.bundled_rules(ws.GameConfig(players=2))),
        [Seat("Ann"), Seat("Gus", GreedyBot(), seed=9)],
    )
    pick = random.Random(9)
    for _ in range(40):
        assert match.advance() == 0
        assert ws.observation_json(match.state, 0, names=["Ann", "Gus"]) == view
        chosen = view["moves"][pick.randrange(len(view["moves"]))]
        match.play(move_from_dict(chosen["move"]), player=0)
        reply = client.post(f"/api/games/{game}/moves", json={"move": chosen["move"]}, headers=seat)
        view = reply.get_json()["view"]
    saved = client.get(f"/api/games/{game}/save", headers=seat).get_json()["save"]
    again = Match.from_json(saved)  # the save is the driver's match save: the bot stays greedy
    assert [s.kind for s in again.seats] == ["human", "greedy"] and again.state == match.state
    assert client.post("/api/games", json={"bot": "mcts"}).status_code == 400


def test_a_loaded_save_keeps_its_bots_and_plays_on_alike(client):
    data = client.post("/api/games", json={"players": 3, "seed": 4, "bot": "greedy"}).get_json()
    game, seat = data["game"], {"X-Wingspan-Token": data["token"]}
    view, version = _play_some(
        client, game, seat, data["view"], data["version"], 8, random.Random(5)
    )
    saved = client.get(f"/api/games/{game}/save", headers=seat).get_json()
    loaded = client.post("/api/games", json={"load": saved["save"]}).get_json()
    assert loaded["view"] == view
    other = {"X-Wingspan-Token": loaded["token"]}
    first = _play_some(client, game, seat, view, version, 30, random.Random(6))
    second = _play_some(
        client, loaded["game"], other, view, loaded["version"], 30, random.Random(6)
    )
    assert first[0] == second[0]  # the same bots, drawing the same choices


def test_undo_works_after_a_restart_and_a_game_save_still_loads(tmp_path):
    need("flask")
    import wingspan_rules as ws

    path = tmp_path / "games.sqlite3"
    first = server().create_app(path).test_client()
    data = first.post("/api/games", json={"players": 2, "seed": 2}).get_json()
    game, seat = data["game"], {"X-Wingspan-Token": data["token"]}
    chosen = data["view"]["moves"][0]
    moved = first.post(
        f"/api/games/{game}/moves", json={"move": chosen["move"], "version": 0}, headers=seat
    ).get_json()
    assert moved["undo"]
    again = server().create_app(path).test_client()
    back = again.post(f"/api/games/{game}/undo", json={"version": 1}, headers=seat).get_json()
    assert back["view"]["moves"] == data["view"]["moves"] and not back["undo"]
    state = ws.bundled_rules(ws.GameConfig(players=2)).new_game(3)  # a game save: no seats kept
    loaded = again.post("/api/games", json={"load": ws.to_json(state), "people": [1]})
    assert loaded.status_code == 200 and loaded.get_json()["seat"] == 1


def test_the_asia_and_promo_birds_are_shown_with_their_english(client):
    """A game of every bundled set, played through the API until birds of both sets were
    shown: every bird the views showed has its facts and its power in English (the sets' own
    phrases included)."""
    sets = client.get("/api/options").get_json()["sets"]
    assert {"asia", "promos"} <= set(sets)
    data = client.post("/api/games", json={"players": 2, "seed": 7, "sets": sets}).get_json()
    game, seat, view = data["game"], {"X-Wingspan-Token": data["token"]}, data["view"]
    pick, shown = random.Random(1), {}
    while view["phase"] != "over":
        shown.update(view["cards"])
        if len({card["set"] for card in shown.values()} & {"asia", "promos"}) == 2:
            break
        chosen = view["moves"][pick.randrange(len(view["moves"]))]
        reply = client.post(f"/api/games/{game}/moves", json={"move": chosen["move"]}, headers=seat)
        assert reply.status_code == 200, reply.get_json()
        view = reply.get_json()["view"]
    assert {"asia", "promos"} <= {card["set"] for card in shown.values()}
    for card in shown.values():
        assert card["name"] and card["habitats"] and card["nest"]
        if card["timing"] is not None:
            assert card["power"] and "_" not in card["power"], card


def test_a_request_failing_halfway_leaves_the_stored_game(client, monkeypatch):
    """The server keeps the last matches in memory; one changed by a request that then fails
    is forgotten, so the next request goes on from the stored version."""
    from wingspan_rules.match import Match

    data = client.post("/api/games", json={"players": 2, "seed": 2}).get_json()
    game, seat = data["game"], {"X-Wingspan-Token": data["token"]}

    def broken(match):
        raise RuntimeError("the bots fail")

    monkeypatch.setattr(Match, "advance", broken)
    with pytest.raises(RuntimeError):
        client.post(f"/api/games/{game}/moves", json=data["view"]["moves"][0], headers=seat)
    monkeypatch.undo()
    again = client.get(f"/api/games/{game}", headers=seat).get_json()
    assert again["version"] == data["version"] and again["view"] == data["view"]


def _play_to_end(client, data, pick, validator=None):
    """Play the started game's person seat with random moves to the end; every view seen."""
    game, seat, view = data["game"], {"X-Wingspan-Token": data["token"]}, data["view"]
    views = [view]
    while view["phase"] != "over":
        assert view["moves"], view["decision"]
        if validator is not None and len(views) % 20 == 0:
            assert not list(validator.iter_errors(view))
        chosen = view["moves"][pick.randrange(len(view["moves"]))]
        reply = client.post(f"/api/games/{game}/moves", json={"move": chosen["move"]}, headers=seat)
        assert reply.status_code == 200, reply.get_json()
        view = reply.get_json()["view"]
        views.append(view)
    if validator is not None:
        assert not list(validator.iter_errors(view))
    return views


def test_the_options_declare_what_the_expansions_add(client):
    """The page names no expansion: the server lists what they declare (their options, the
    sixth food, their score categories) and the view's mode sections."""
    offered = client.get("/api/options").get_json()
    assert "nectar" in offered["foods"] and "nectar" in offered["categories"]
    oceania = next(e for e in offered["expansions"] if e["name"] == "oceania")
    fields = {o["name"]: o for o in oceania["options"]}
    assert fields["majority_points"] == {
        "name": "majority_points",
        "kind": "ints",
        "default": [5, 2],
    }
    assert fields["majority_needs_nectar"]["kind"] == "bool"  # U1, its suggested reading
    assert fields["majority_needs_nectar"]["default"] is True
    assert {"automa", "duet"} <= set(offered["sections"])
    assert {"oceania", "americas"} <= {s for e in offered["expansions"] for s in e["sets"]}


def test_an_oceania_game_shows_nectar_its_spaces_and_its_majority(client):
    """Rules-expansions 9.2: nectar is a sixth food in supplies and costs, spent nectar goes
    to its habitat's space (a card zone of the view), and the majorities score at the end."""
    validator = Draft202012Validator(load_schema("view"))
    body = {"players": 2, "seed": 3, "sets": ["core", "oceania"], "bot": "greedy"}
    views = _play_to_end(
        client, client.post("/api/games", json=body).get_json(), random.Random(3), validator
    )
    assert any(p["food"]["nectar"] for v in views for p in v["players"])
    assert any("nectar" in f["cost"]["foods"] for v in views for f in v["cards"].values())
    spaces = {z for v in views for p in v["players"] for z, n in p["zones"].items() if n}
    assert spaces and spaces <= {f"oceania-nectar-{h}" for h in ("forest", "grassland", "wetland")}
    assert any("nectar" in face for v in views for face in v["table"]["feeder"])  # its dice
    scores = views[-1]["scores"]
    assert max(s["extra"]["nectar"] for s in scores) >= 5  # a first place somewhere
    # the total is the base categories and the majority (food left only breaks ties)
    assert all(
        s["total"]
        == sum(s[k] for k in ("birds", "bonus", "goals", "eggs", "cached", "tucked"))
        + sum(s["extra"].values())
        for s in scores
    )


def test_an_expansions_options_reach_its_game(client):
    """An option the form sends (Oceania's majority points) is the game's configuration; one
    the library does not declare, of the wrong kind, or for a set not played is refused."""
    from wingspan_rules.expansions.oceania.nectar import OceaniaOptions
    from wingspan_rules.match import Match

    body = {"players": 2, "seed": 4, "sets": ["core", "oceania"]}
    asked = {"oceania": {"majority_points": [9, 4], "majority_needs_nectar": False}}
    data = client.post("/api/games", json={**body, "options": asked}).get_json()
    seat = {"X-Wingspan-Token": data["token"]}
    save = client.get(f"/api/games/{data['game']}/save", headers=seat).get_json()["save"]
    expected = OceaniaOptions(majority_points=(9, 4), majority_needs_nectar=False)
    assert Match.from_json(save).state.config.expansions == (expected,)
    for options, message in (
        ({"oceania": {"no_such_option": 1}}, "majority_points"),
        ({"oceania": {"majority_points": "5, 2"}}, "ints"),
        ({"oceania": {"majority_needs_nectar": 1}}, "bool"),
        ({"oceania": {"majority_points": [-1]}}, "majority_points"),  # the library's check
        ({"asia": {}}, "oceania"),
        ([], "options are"),
    ):
        reply = client.post("/api/games", json={**body, "options": options})
        assert reply.status_code == 400 and message in reply.get_json()["error"], options
    reply = client.post("/api/games", json={"players": 2, "options": asked})  # core only
    assert reply.status_code == 400 and "sets" in reply.get_json()["error"]


def test_an_americas_game_plays_to_its_end_with_its_birds(client):
    """A game of the core and Americas sets, played through the API: the views hold, and the
    Americas birds shown carry their facts and their power in English."""
    validator = Draft202012Validator(load_schema("view"))
    body = {"players": 2, "seed": 6, "sets": ["core", "americas"], "bot": "greedy"}
    views = _play_to_end(
        client, client.post("/api/games", json=body).get_json(), random.Random(6), validator
    )
    americas = [f for v in views for f in v["cards"].values() if f["set"] == "americas"]
    assert americas and all(f["name"] and f["habitats"] for f in americas)
    assert any(f["power"] for f in americas)
    assert len(views[-1]["scores"]) == 2


def test_an_americas_view_carries_the_garden_the_spaces_and_the_hummingbird_story(client):
    """The view of an Americas game holds the table's zones (the garden's piles face up, the
    hummingbird deck by its size), each player's hummingbirds in their spaces, and the story
    tells the hummingbird moves: what the page draws with no word of the expansion."""
    validator = Draft202012Validator(load_schema("view"))
    body = {"players": 2, "seed": 6, "sets": ["core", "americas"], "bot": "greedy"}
    data = client.post("/api/games", json=body).get_json()
    zones = data["view"]["table"]["zones"]
    deck = next(z for z in zones.values() if z["label"] == "hummingbird deck")
    assert deck["hidden"] and deck["cards"] == [] and deck["count"] > 0
    piles = [z for z in zones.values() if z["label"].startswith("garden pile")]
    assert len(piles) == 5 and all(len(z["cards"]) == z["count"] == 1 for z in piles)
    assert all({"name", "group", "benefit"} <= set(z["cards"][0]) for z in piles)
    views = _play_to_end(client, data, random.Random(6), validator)
    held = [
        c for v in views for p in v["players"] for cards in p["zone_cards"].values() for c in cards
    ]
    assert held and all(c["name"] for c in held)
    story = [line for v in views for line in v["lines"]]
    assert any(" attracted " in line for line in story)
    assert any(" marker advanced to " in line for line in story)


def test_the_automa_section_carries_its_nectar_boxes(client):
    """Against the Automa with Oceania (rules-expansions 9.2.11): the view's mode section,
    which the page draws generically, holds the Automa's side with its nectar boxes."""
    body = {"players": 1, "mode": "automa", "seed": 2, "sets": ["core", "oceania"]}
    data = client.post("/api/games", json=body).get_json()
    section = data["view"]["automa"]
    assert section is not None and "nectar" in section and data["view"]["duet"] is None
    views = _play_to_end(client, data, random.Random(2))
    assert views[-1]["automa"]["score"]["rank"] >= 1
