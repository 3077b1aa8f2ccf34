"""Saved games from strangers: refused with ``SavedGameError`` quickly, or loaded as a state
every call of the rules works on. Each test runs under a wall-clock limit."""

from __future__ import annotations

import copy
import json
import random
from collections.abc import Iterator

import pytest

import wingspan_rules as ws
from wingspan_rules.effects import DECISION_TYPES
from wingspan_rules.saves.serialization import (
    MAX_DEPTH,
    MAX_SAVE_SIZE,
    move_from_dict,
    move_to_dict,
)
from wingspan_rules.state import moves as M

from .limits import time_limit

RULES = ws.bundled_rules(ws.GameConfig(players=2))


@pytest.fixture(autouse=True)
def _limited() -> Iterator[None]:
    with time_limit(20):
        yield


def _game(seed: int) -> list[ws.GameState]:
    state, stream, states = RULES.new_game(seed), random.Random(seed), []
    while not RULES.is_terminal(state):
        state = RULES.apply(state, stream.choice(RULES.legal_moves(state)))
        states.append(state)
    return states


@pytest.fixture(scope="module")
def states() -> list[ws.GameState]:
    return _game(4)


@pytest.fixture(scope="module")
def in_power() -> dict:
    for seed in range(20):
        for state in _game(seed):
            if state.powers and state.pending and type(state.pending[-1]) in DECISION_TYPES:
                return json.loads(ws.to_json(state))
    raise AssertionError("no power asked a decision")


def refused(doc_or_text) -> str:
    text = doc_or_text if isinstance(doc_or_text, str) else json.dumps(doc_or_text)
    with pytest.raises(ws.SavedGameError) as caught:
        ws.from_json(text, RULES)
    return str(caught.value)


@pytest.mark.parametrize(
    "text",
    [
        "[" * 100_000,
        "{" * 50_000,
        '{"a":' + "1" * 4301 + "}",
        '{"a": NaN}',
        "x" * (MAX_SAVE_SIZE + 1),
        '{"a": ' + "[" * (MAX_DEPTH + 1) + "1" + "]" * (MAX_DEPTH + 1) + "}",
    ],
)
def test_unbounded_text_is_refused_before_parsing(text):
    assert refused(text).startswith("saved game rejected")


def test_the_size_limit_is_a_keyword(states):
    text = ws.to_json(states[0])
    with pytest.raises(ws.SavedGameError, match="longer than"):
        ws.from_json(text, RULES, max_size=len(text) - 1)
    assert ws.from_json(text, RULES, max_size=len(text)) == states[0]


def test_brackets_inside_strings_do_not_count(states):
    doc = json.loads(ws.to_json(states[0]))
    doc["cards"] = "[" * (MAX_DEPTH * 4)
    assert "fingerprint" in refused(doc)


def test_a_large_invalid_save_is_refused_fast_with_few_reasons(states):
    doc = json.loads(ws.to_json(states[0]))
    doc["state"]["events"] = [{"type": "nope", "x": i} for i in range(60_000)]
    text = json.dumps(doc)
    assert len(text) < MAX_SAVE_SIZE
    with time_limit(2):
        message = refused(text)
    assert message.count("@") <= 5


@pytest.mark.parametrize(
    ("field", "value"),
    [("round", "1"), ("round", True), ("round", 1.0), ("turn", 3.99), ("card_set", 5)],
)
def test_no_coercion(states, field, value):
    doc = json.loads(ws.to_json(states[0]))
    doc["state"][field] = value
    refused(doc)


def test_no_coercion_of_bools_and_arrays(states):
    doc = json.loads(ws.to_json(states[0]))
    doc["state"]["config"]["house"]["take_everything"] = 1
    refused(doc)
    doc = json.loads(ws.to_json(states[0]))
    doc["state"]["goals"] = {"0": 1}
    refused(doc)


def _edit(doc: dict, edit) -> dict:
    doc = copy.deepcopy(doc)
    edit(doc["state"])
    return doc


def _top(s):
    return s["pending"][-1]


EDITS = {
    "work frame on top": lambda s: s["pending"].append({"type": "end-turn"}),
    "player 7": lambda s: _top(s).__setitem__("player", 7),
    "player -1": lambda s: _top(s).__setitem__("player", -1),
    "table 1": lambda s: s["players"][0].__setitem__("table", 1),
    "short food": lambda s: s["players"][0].__setitem__("food", [1, 1]),
    "empty tray": lambda s: s["tables"][0].__setitem__("tray", []),
    "goal points shape": lambda s: s.__setitem__("goal_points", [[1]]),
    "huge remaining": lambda s: (
        _top(s).update({k: 10**12 for k in ("remaining", "amount") if k in _top(s)})
        or _top(s).__setitem__("player", 10**12)
    ),
    "no power running": lambda s: s.__setitem__("powers", []),
}


@pytest.mark.parametrize("name", sorted(EDITS))
def test_a_broken_state_is_refused(in_power, name):
    assert "rejected" in refused(_edit(in_power, EDITS[name]))


def test_a_power_offered_for_an_empty_slot_is_refused(states):
    doc = json.loads(ws.to_json(states[0]))
    doc["state"]["pending"].append(
        {"type": "offer-power", "player": 0, "habitat": "forest", "column": 4}
    )
    refused(doc)


def test_real_saves_load(states):
    for state in states[::7]:
        assert ws.from_json(ws.to_json(state), RULES) == state


# --- moves from strangers ---------------------------------------------------------------------


@pytest.mark.parametrize(
    "move",
    [
        M.TakeDie("seed", "seed"),
        M.TakeDie(None, 3),
        M.PlayBird(10**9, 7),
        M.PlayBird("Mallard", "wetland"),
        M.LayEgg(9, -4),
        M.SpendFood("free"),
        M.DrawFromTray("1"),
        M.DiscardCard([1, 2]),
        "gain food",
        None,
    ],
    ids=repr,
)
def test_an_ill_typed_move_is_an_illegal_move(move):
    for state in (ws.new_game(ws.GameConfig(players=2), seed=4), _mid_turn()):
        with pytest.raises(ws.IllegalMove):
            ws.apply(state, move)


def _mid_turn():
    state = ws.new_game(ws.GameConfig(players=2), seed=4)
    while state.phase is not ws.Phase.PLAY:
        state = ws.apply(state, ws.legal_moves(state)[0])
    return state


@pytest.mark.parametrize(
    "data",
    [
        None,
        [],
        "take-die",
        {},
        {"type": "no-such-move"},
        {"type": "take-die"},
        {"type": "take-die", "face": 3, "food": "seed"},
        {"type": "take-die", "face": "seed", "food": "seed", "extra": 1},
        {"type": "draw-from-tray", "slot": "1"},
        {"type": ["take-die"]},
    ],
    ids=repr,
)
def test_a_move_from_a_stranger_is_read_or_refused_as_a_saved_game_error(data):
    with pytest.raises(ws.SavedGameError):
        move_from_dict(data)


def test_every_legal_move_round_trips_through_its_dictionary():
    state = _mid_turn()
    for move in ws.legal_moves(state):
        assert move_from_dict(move_to_dict(move)) == move


def test_a_power_step_outside_any_power_is_refused(states):
    """A power's decision (here: how many cards a power draws) only ever waits inside the power
    that asked it; on a stack with no power running it is a forged save."""
    doc = json.loads(ws.to_json(states[0]))
    assert doc["state"]["powers"] == []
    doc["state"]["pending"].append({"type": "draw-how-many", "player": 0, "amount": 2})
    assert "outside any power" in refused(doc)
