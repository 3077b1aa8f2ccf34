"""Saved games outlive refactors: a versioned format, stable tags, effects named by position,
and a card-set fingerprint computed from the cards' canonical text."""

from __future__ import annotations

import json
import random
from pathlib import Path

import attrs
import pytest

import wingspan_rules as ws
from wingspan_rules import frames as F
from wingspan_rules.language import bundled_cards_dir, card_files, load_cards
from wingspan_rules.schemas import load_schema
from wingspan_rules.state.moves import DiscardBird, DiscardFood, KeepBird
from wingspan_rules.testing import Scenario

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures"

#: The fingerprint of the bundled core set. It changes only when a card changes (its facts or
#: its power's text); a refactor of the library must leave it alone.
CORE_FINGERPRINT = "88e3f6d00e538d1e"


def test_the_core_fingerprint_is_pinned(cards):
    assert cards.fingerprint == CORE_FINGERPRINT, (
        "the bundled cards' fingerprint changed: saved games of them no longer load. Update "
        "CORE_FINGERPRINT only if a card was changed on purpose."
    )


def test_comments_spacing_and_line_order_do_not_change_the_fingerprint(tmp_path, cards):
    for source in card_files([bundled_cards_dir() / "core"]):  # the core set's files
        text = source.read_text(encoding="utf-8")
        lines = []
        for line in text.splitlines():
            lines.append("   " + line if line.strip() else line)
            if line.strip().startswith("bird "):
                lines.append("  # a note the fingerprint ignores")
        (tmp_path / source.name).write_text("\n\n".join(lines) + "\n", encoding="utf-8")
    assert load_cards([tmp_path]).fingerprint == cards.fingerprint


def test_changing_a_card_changes_the_fingerprint(tmp_path, cards):
    for source in card_files([bundled_cards_dir() / "core"]):
        (tmp_path / source.name).write_text(source.read_text(encoding="utf-8"), encoding="utf-8")
    target = tmp_path / "birds-food.wsp"
    text = target.read_text(encoding="utf-8")
    target.write_text(text.replace("points 5", "points 6", 1), encoding="utf-8")
    assert load_cards([tmp_path]).fingerprint != cards.fingerprint


def test_a_card_set_built_in_python_has_a_fingerprint_of_its_values(cards):
    untexted = attrs.evolve(cards, birds=tuple(attrs.evolve(b, text=None) for b in cards.birds))
    again = attrs.evolve(cards, birds=tuple(attrs.evolve(b, text=None) for b in cards.birds))
    assert untexted.fingerprint == again.fingerprint != cards.fingerprint
    fewer = attrs.evolve(untexted, birds=untexted.birds[:-1])
    assert fewer.fingerprint != untexted.fingerprint


def _paused_in_a_power():
    """A game paused at a decision in the middle of a power (random legal moves)."""
    for seed in range(20):
        chooser = random.Random(seed)
        state = ws.new_game(ws.GameConfig(players=2), seed=seed)
        while not ws.is_terminal(state):
            if any(type(f) is F.Resolve for f in state.pending):
                return state
            state = ws.apply(state, chooser.choice(ws.legal_moves(state)))
    raise AssertionError("no random game paused in the middle of a power")


def test_a_paused_power_is_saved_by_position_not_by_its_compiled_effects():
    state = _paused_in_a_power()
    doc = json.loads(ws.to_json(state))
    resolves = [f for f in doc["state"]["pending"] if f["type"] == "resolve"]
    assert resolves and all(
        set(f) <= {"type", "actor", "power", "block", "index", "only_if_done"} for f in resolves
    )
    assert "effects" not in json.dumps(doc["state"]["pending"])
    assert doc["state"]["powers"][0]["bird"] in range(len(load_cards().birds))
    assert ws.from_json(ws.to_json(state)) == state


def test_saved_tags_are_the_declared_tags_not_class_names():
    doc = json.loads(ws.to_json(_paused_in_a_power()))
    tags = {f["type"] for f in doc["state"]["pending"]} | {
        e["type"] for e in doc["state"]["events"]
    }
    declared = {t.TAG for t in F.FRAME_TYPES} | {t.TAG for t in ws.events.EVENT_TYPES}
    assert tags <= declared
    assert not any(tag[0].isupper() for tag in tags)


def test_a_save_of_format_1_is_refused_naming_its_version():
    text = (FIXTURES / "save-format-1.json").read_text(encoding="utf-8")
    with pytest.raises(ws.SavedGameError, match="format wingspan-rules/1"):
        ws.from_json(text)


@pytest.mark.parametrize(
    "change, message",
    [
        (lambda doc: doc.pop("kind"), '"kind" must be "game"'),
        (lambda doc: doc.update(extra=1), "unknown keys"),
        (lambda doc: doc["state"]["tables"][0].update(feeder=["SEED"] * 5), "expected DieFace"),
    ],
)
def test_a_save_is_read_exactly_as_written(change, message):
    doc = json.loads(ws.to_json(ws.new_game(ws.GameConfig(players=2), seed=1)))
    change(doc)
    with pytest.raises(ws.SavedGameError, match=message):
        ws.from_json(json.dumps(doc))


def test_a_save_from_when_setup_food_went_in_type_order_still_loads():
    """``SetupFood`` once carried ``min_food``: a save with it loads, and the field is ignored."""
    state = ws.new_game(ws.GameConfig(players=2), seed=8)
    for card in state.pending[-1].dealt[:2]:
        state = ws.apply(state, KeepBird(card))
    for card in state.pending[-1].dealt[2:]:
        state = ws.apply(state, DiscardBird(card))
    state = ws.apply(state, DiscardFood(ws.Food.FISH))
    doc = json.loads(ws.to_json(state))
    frame = doc["state"]["pending"][-1]
    assert frame["type"] == "setup-food" and "min_food" not in frame
    frame["min_food"] = 2  # what the older engine wrote after a fish was discarded
    loaded = ws.from_json(json.dumps(doc))
    assert loaded == state
    assert ws.Food.INVERTEBRATE in {m.food for m in ws.legal_moves(loaded)}
    schema = load_schema("save")["$defs"]["setup-food"]["properties"]["min_food"]
    assert schema["deprecated"] is True


def _older_selector(selector: dict) -> dict:
    """A bird selector as saves wrote it before its conditions were one list: the nest and
    habitat conditions as fields of their own."""
    older = {key: value for key, value in selector.items() if key != "where"}
    for condition in selector.get("where", []):
        if condition["type"] == "nest-is":
            older["nests"] = condition["nests"]
        else:
            assert condition["type"] == "in-habitat", condition
            older["habitat"] = condition["habitat"]
    return older


def test_a_save_paused_on_an_older_nest_selector_still_loads():
    """A save of a game waiting on "lay 1 egg on any bird with bowl nest" (Lazuli Bunting),
    written when the selector's nest was a field of its own, loads as the same game."""
    s = Scenario(players=2).first_player(0)
    s.player(0).bird("grassland", "Lazuli Bunting").bird("forest", "Blue Jay")
    turn = s.play("lay eggs", "stop", "use the power", until="answers")
    state = turn.state
    doc = json.loads(ws.to_json(state))
    frame = doc["state"]["pending"][-1]
    assert frame["on"]["where"] == [{"type": "nest-is", "nests": ["bowl"]}]
    frame["on"] = _older_selector(frame["on"])
    assert "where" not in frame["on"] and frame["on"]["nests"] == ["bowl"]
    assert ws.from_json(json.dumps(doc), s.rules()) == state
    schema = load_schema("save")["$defs"]["BirdTarget"]["properties"]["nests"]
    assert schema["deprecated"] is True


def test_a_save_paused_on_an_older_column_choice_still_loads():
    """The European partridge's "each bird in this column", once a column number of the
    choice: a save with it loads as the same game ("in this column")."""
    cards = load_cards(sets=("core", "european"))
    s = Scenario(players=2, cards=cards)
    p = s.player(0)
    p.birds("forest", "Hawfinch", "Bullfinch")
    p.bird("grassland", "Killdeer", eggs=3).bird("grassland", "Red-Legged Partridge")
    p.birds("wetland", "Mallard", "Wood Duck")
    turn = s.play("lay eggs", "stop", "use the power", until="answers")
    state = turn.state
    doc = json.loads(ws.to_json(state))
    frame = doc["state"]["pending"][-1]
    assert frame["type"] == "lay-on-each" and frame["on"]["place"] == "this column"
    del frame["on"]["place"]
    frame["column"] = 1  # the partridge's column, as the older engine wrote it
    assert ws.from_json(json.dumps(doc), s.rules()) == state
    frame["column"] = "1"
    with pytest.raises(ws.SavedGameError):  # not read as a column
        ws.from_json(json.dumps(doc), s.rules())


@pytest.mark.parametrize(
    "selector",
    [
        {"which": "any", "nests": ["bowl"], "where": []},  # both forms at once
        {"which": "any", "where": [{"type": "wingspan-over", "cm": 40}]},  # no such condition
        {"which": "any", "where": [{"type": "nest-is", "nests": "bowl"}]},  # not a list
        {"which": "any", "where": {"type": "nest-is", "nests": ["bowl"]}},
        {"which": "any", "place": "behind this bird"},
        {"which": "any", "nests": 0},  # an older field of the wrong type
        {"which": "any", "nests": {}},
        {"which": "any", "habitat": ["forest"]},
    ],
)
def test_a_save_with_a_bad_selector_is_refused(selector):
    s = Scenario(players=2).first_player(0)
    s.player(0).bird("grassland", "Lazuli Bunting").bird("forest", "Blue Jay")
    turn = s.play("lay eggs", "stop", "use the power", until="answers")
    doc = json.loads(ws.to_json(turn.state))
    doc["state"]["pending"][-1]["on"] = selector
    with pytest.raises(ws.SavedGameError):
        ws.from_json(json.dumps(doc), s.rules())
