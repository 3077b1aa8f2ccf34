"""The JSON view for web frontends (``observation_json``) and its published JSON Schema."""

from __future__ import annotations

import copy
import json
import random

import attrs
import pytest
from jsonschema import Draft202012Validator

import wingspan_rules as ws
from wingspan_rules.envs.encoding import action_encoding
from wingspan_rules.events import EVENT_TYPES
from wingspan_rules.saves.serialization import move_from_dict
from wingspan_rules.schemas import load_schema
from wingspan_rules.schemas.view import main, render, view_schema
from wingspan_rules.state.model import HIDDEN
from wingspan_rules.views.json_view import VIEW_FORMAT, field_kind

REGENERATE = "python -m wingspan_rules.schemas.view"


@pytest.fixture(scope="module")
def validator() -> Draft202012Validator:
    schema = load_schema("view")
    Draft202012Validator.check_schema(schema)
    return Draft202012Validator(schema)


def errors(validator, doc) -> list[str]:
    return [
        f"{'/'.join(map(str, e.absolute_path))}: {e.message[:200]}"
        for e in validator.iter_errors(doc)
    ]


def test_the_shipped_schema_is_generated_from_the_declarations(capsys):
    assert load_schema("view") == view_schema(), f"the view schema is stale: run {REGENERATE}"
    assert main(["--check"]) == 0
    assert "up to date" in capsys.readouterr().out
    assert main(["--nonsense"]) == 2
    assert render().endswith("\n")


def test_every_event_field_has_a_kind():
    for cls in EVENT_TYPES:
        attrs.resolve_types(cls)
        for field in attrs.fields(cls):
            assert field_kind(cls, field.name, field.type)


@pytest.mark.parametrize(
    "players, seed, mode",
    [
        (1, 1, ws.BaseGame()),
        (2, 2, ws.BaseGame()),
        (3, 3, ws.BaseGame()),
        (4, 4, ws.BaseGame()),
        (5, 5, ws.BaseGame()),
        (2, 6, ws.DuetOptions()),
        (1, 7, ws.AutomaOptions()),
    ],
)
def test_every_view_of_random_games_validates(validator, players, seed, mode):
    """Every player's view at every step of a random game: its moves are the deciding
    player's legal moves, read back and applied as a server does. The deciding player's view
    every 4 steps and everyone's every 20 steps validate against the schema and survive JSON
    (validating takes tens of milliseconds a view)."""
    rules = ws.bundled_rules(ws.GameConfig(players=players, mode=mode))
    encoding = action_encoding(rules)
    state = rules.new_game(seed)
    pick = random.Random(seed)
    steps = 0
    while True:
        deciding = rules.current_player(state)
        for p in range(players):
            view = ws.observation_json(state, p)
            assert view["format"] == VIEW_FORMAT and view["viewer"] == p
            if (p == deciding and steps % 4 == 0) or steps % 20 == 0 or deciding is None:
                found = errors(validator, view)
                assert not found, found[:3]
                assert json.loads(json.dumps(view)) == view
            if p != deciding:
                assert view["moves"] == []
        if rules.is_terminal(state):
            break
        view = ws.observation_json(state, deciding)
        legal = rules.legal_moves(state)
        assert [move_from_dict(m["move"]) for m in view["moves"]] == legal
        assert [encoding.decode(m["action"]) for m in view["moves"]] == legal
        assert [m["label"] for m in view["moves"]] == [rules.describe(m, state) for m in legal]
        chosen = view["moves"][pick.randrange(len(legal))]
        state = rules.apply(state, move_from_dict(chosen["move"]), player=deciding)
        steps += 1
    final = ws.observation_json(state, 0)
    assert final["phase"] == "over" and final["decision"] is None and final["deciding"] is None
    assert [s["total"] for s in final["scores"]] == [s.total for s in rules.scores(state)]
    assert steps > 50
    assert (final["duet"] is not None) == (isinstance(mode, ws.DuetOptions))
    assert (final["automa"] is not None) == (isinstance(mode, ws.AutomaOptions))
    if isinstance(mode, ws.AutomaOptions):
        assert final["automa"]["score"]["total"] == rules.rival_score(state).total


def test_the_view_shows_only_what_the_player_sees():
    rules = ws.bundled_rules(ws.GameConfig(players=2))
    state = rules.new_game(8)
    pick = random.Random(8)
    while state.phase.value != "play" or state.round < 2:
        moves = rules.legal_moves(state)
        state = rules.apply(state, moves[pick.randrange(len(moves))])
    view = ws.observation_json(state, 0)
    me, other = view["players"]
    assert me["you"] and not other["you"]
    assert [c["id"] for c in me["hand"]] == list(state.players[0].hand)
    assert all(c is None for c in other["bonus"])
    seen = ws.observation(state, 0).players[1].hand
    assert [None if c == HIDDEN else c for c in seen] == [c and c["id"] for c in other["hand"]]
    assert view["table"]["deck"] == len(state.table.deck)
    text = json.dumps(view)
    for card in set(state.players[1].hand) - set(state.players[1].known):
        assert f'"id": {card}, "name": "{rules.cards.birds[card].name}"' not in text


def test_named_keys():
    rules = ws.bundled_rules(ws.GameConfig(players=2))
    view = ws.observation_json(rules.new_game(4), 0)
    assert set(view["players"][0]["food"]) == {f.label for f in ws.Food}
    assert set(view["players"][0]["mat"]) == {"forest", "grassland", "wetland"}
    assert all(isinstance(face, str) for face in view["table"]["feeder"])
    assert all(set(card) == {"id", "name"} for card in view["table"]["tray"])
    assert view["decision"]["type"] == "setup-birds"
    assert view["decision"]["prompt"].startswith("player 0")
    assert {e["type"] for e in view["events"]} >= {"game-started"}
    started = next(e for e in view["events"] if e["type"] == "game-started")
    assert all(set(goal) == {"id", "name"} for goal in started["goals"])


def test_a_broken_view_is_refused(validator):
    rules = ws.bundled_rules(ws.GameConfig(players=2))
    view = ws.observation_json(rules.new_game(4), 0)
    for path, value in (
        (("table", "tray", 0), 12),  # a card must be named
        (("players", 0, "food", "seed"), -1),
        (("decision", "type"), "no-such-decision"),
        (("moves", 0, "move", "type"), "no-such-move"),
        (("format",), "wingspan-rules/view/0"),
    ):
        broken = copy.deepcopy(view)
        target = broken
        for key in path[:-1]:
            target = target[key]
        target[path[-1]] = value
        assert errors(validator, broken), path


def test_views_of_other_card_sets_and_without_action_ids():
    rules = ws.bundled_rules(ws.GameConfig(players=3))
    state = rules.new_game(2)
    view = ws.observation_json(state, rules.current_player(state), rules, actions=False)
    assert view["moves"] and all(m["action"] is None for m in view["moves"])
    with pytest.raises(ws.NotAGameError):
        ws.observation_json(rules.observation(state, 0), 0)
    with pytest.raises(ws.NotAGameError):
        ws.observation_json(state, 0, ws.bundled_rules(ws.GameConfig(players=2)))
