"""No state that loads and then breaks (docs/api.md, trust model): each edited save below was
found loading and then failing (a crash, a loop, a game stuck); each is now refused whole.
And ``resample`` (so ``MCTSBot``) works on every fresh game of every setup."""

from __future__ import annotations

import copy
import json
import random
from collections.abc import Iterator
from functools import cache
from typing import Any

import pytest

import wingspan_rules as ws
from wingspan_rules.bots.resample import resample
from wingspan_rules.engine.observation import observe

from .limits import time_limit

RULES = ws.bundled_rules(ws.GameConfig(players=2))


@pytest.fixture(autouse=True)
def _limited() -> Iterator[None]:
    with time_limit(60):
        yield


@cache
def _states() -> tuple[ws.GameState, ...]:
    found = []
    for seed in range(3):
        state, stream = RULES.new_game(seed), random.Random(seed)
        found.append(state)
        while not RULES.is_terminal(state):
            state = RULES.apply(state, stream.choice(RULES.legal_moves(state)))
            found.append(state)
    return tuple(found)


def _save_with(tag: str) -> dict[str, Any]:
    """A real save with a frame ``tag`` pending, and the index of the topmost one."""
    for state in _states():
        if any(tag == f.TAG for f in state.pending):
            return json.loads(ws.to_json(state))
    raise AssertionError(f"no state with {tag} pending")


def _top(doc: dict[str, Any], tag: str) -> int:
    return max(i for i, f in enumerate(doc["state"]["pending"]) if f["type"] == tag)


def _refused(doc: dict[str, Any], why: str) -> None:
    with pytest.raises(ws.SavedGameError, match=why):
        ws.from_json(json.dumps(doc), RULES)


def test_an_empty_food_tally_in_a_frame_is_refused():
    doc = _save_with("place-bird")
    doc["state"]["pending"][_top(doc, "place-bird")]["paid"] = []
    _refused(doc, "is not a count of each food type")


def test_a_duplicated_place_bird_frame_is_refused():
    doc = _save_with("place-bird")
    stack, i = doc["state"]["pending"], _top(doc, "place-bird")
    stack.insert(i, copy.deepcopy(stack[i]))
    _refused(doc, "a bird is being placed twice")


def test_a_setup_food_frame_pushed_before_the_birds_are_decided_is_refused():
    doc = json.loads(ws.to_json(RULES.new_game(1)))
    doc["state"]["pending"].append({"type": "setup-food", "player": 1, "remaining": 2})
    _refused(doc, "discards setup food before deciding on every dealt bird")


@pytest.mark.parametrize("tag", ["setup-birds", "setup-food"])
def test_a_setup_decision_on_a_play_turn_is_refused(tag):
    frame = _save_with(tag)["state"]["pending"]
    doc = _save_with("choose-action")
    doc["state"]["pending"].append(frame[_top({"state": {"pending": frame}}, tag)])
    _refused(doc, "pending after setup")


def test_an_egg_cost_beyond_the_eggs_on_the_mat_is_refused():
    doc = _save_with("pay-eggs")
    doc["state"]["pending"][_top(doc, "pay-eggs")]["remaining"] = 50
    _refused(doc, "ask for more eggs than their birds hold")


def test_a_choice_offering_the_same_move_twice_is_refused():
    from wingspan_rules.testing import Scenario, core_cards_with, plain_bird

    cards = core_cards_with(plain_bird("Choice Giver", "gain 1 seed or fruit from supply"))
    s = Scenario(players=2, cards=cards).first_player(0)
    s.player(0).bird("forest", "Choice Giver")
    s.feeder("seed", "seed", "seed", "seed", "seed")
    turn = s.play("gain food", "take seed", "use the power", until="answers")
    doc = json.loads(ws.to_json(turn.state))
    top = doc["state"]["pending"][-1]
    assert top["type"] == "gain-choice"
    ws.from_json(json.dumps(doc), turn.rules)  # as it is, it loads
    top["choices"] = [top["choices"][0]] * 2
    with pytest.raises(ws.SavedGameError, match="offers the same move twice"):
        ws.from_json(json.dumps(doc), turn.rules)


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_resample_works_on_every_fresh_swift_start_game(players):
    rules = ws.bundled_rules(ws.GameConfig(players=players, setup=ws.SwiftStart()))
    for seed in range(3):
        state, stream = rules.new_game(seed), random.Random(seed)
        for _ in range(8):
            for viewer in range(players):
                drawn = resample(state, viewer, random.Random(seed), rules=rules)
                assert observe(drawn, viewer) == observe(state, viewer)
            state = rules.apply(state, stream.choice(rules.legal_moves(state)))
