"""Saves from before a mode was one tagged value still load: each fixture is a format-2 save of
a game of one mode (or with Swift-Start) paused after 60 seeded random moves, with the moves
played on from there and the end they reached. Loaded (and upgraded to the current format),
the save takes the same moves to the same end."""

from __future__ import annotations

import json
from pathlib import Path

import attrs
import pytest

import wingspan_rules as ws
from wingspan_rules.effects.turn_memory import gains_read
from wingspan_rules.records.record import config_from_json
from wingspan_rules.saves.serialization import FORMAT, move_from_dict

FIXTURES = Path(__file__).parent.parent / "fixtures" / "modes-before-tags"
EXPECTED_MODE = {
    "automa": ws.AutomaOptions,
    "duet": ws.DuetOptions,
    "flock": ws.FlockOptions,
    "swift-start": ws.BaseGame,
}


def _recorded_as_now(end: ws.GameState, rules: ws.Rules) -> ws.GameState:
    """The fixture's end as the engine records it now: the food gained this turn is kept only
    in a card set with a power reading it (``turn_memory.gains_read``), which the fixtures'
    core cards have not; everything else as recorded."""
    if gains_read(rules.cards):
        return end
    cleared = tuple(attrs.evolve(p, turn_gains=(0,) * len(p.turn_gains)) for p in end.players)
    return attrs.evolve(end, players=cleared)


@pytest.mark.parametrize("name", sorted(EXPECTED_MODE))
def test_a_format_2_save_of_each_mode_loads_and_plays_on_to_its_end(name):
    doc = json.loads((FIXTURES / f"{name}.json").read_text(encoding="utf-8"))
    assert doc["paused"]["format"] == "wingspan-rules/2"
    state = ws.from_json(json.dumps(doc["paused"]))
    assert type(state.config.mode) is EXPECTED_MODE[name]
    assert (state.config.setup == ws.SwiftStart("base")) == (name == "swift-start")
    rules = ws.bundled_rules(state.config)
    for entry in doc["moves"]:
        state = rules.apply(state, move_from_dict(entry["move"]), player=entry["player"])
    assert state == _recorded_as_now(ws.from_json(json.dumps(doc["end"])), rules)
    again = json.loads(ws.to_json(state))
    assert again["format"] == FORMAT
    assert ws.from_json(json.dumps(again)) == state


@pytest.mark.parametrize(
    ("field", "options"),
    [
        ("automa", {"difficulty": 5}),
        ("duet", {"round_points": [1, 1, 1, 1]}),
        ("flock", {"bonus_tags_left_out": []}),
    ],
)
def test_a_format_2_save_giving_a_modes_options_for_another_mode_is_refused(field, options):
    """Format 2 refused one mode's options in a game of another; format 3 cannot say it, so
    the upgrade refuses them rather than drop them."""
    doc = json.loads((FIXTURES / "swift-start.json").read_text(encoding="utf-8"))["paused"]
    assert doc["state"]["config"]["mode"] == "base"
    doc["state"]["config"][field] = options
    with pytest.raises(
        ws.SavedGameError, match=f"the {field} mode's options are given for the base"
    ):
        ws.from_json(json.dumps(doc))
    header = {"mode": "base", field: options}
    with pytest.raises(ws.RecordError, match=f"the {field} mode's options are given for the base"):
        config_from_json(json.dumps(header))


def test_a_format_2_base_save_with_the_defaults_written_loads():
    """Format 2 wrote the Automa's default options, and null for Duet's and Flock's, in every
    game: they say nothing, and the upgrade drops them."""
    doc = json.loads((FIXTURES / "swift-start.json").read_text(encoding="utf-8"))["paused"]
    config = doc["state"]["config"]
    assert config["duet"] is None and config["flock"] is None and config["automa"]
    assert ws.from_json(json.dumps(doc)).config.mode == ws.BaseGame()
