"""``GameConfig.offers``: the option, and how saves and records written before it existed are
read (with ``"legacy"``, the reading they were played under), while new ones say theirs."""

from __future__ import annotations

import json

import pytest

import wingspan_rules as ws
from wingspan_rules.records.record import FORMAT, FORMAT_1, Record, config_from_json, read_record


def test_new_games_are_honest_and_legacy_is_asked_for():
    assert ws.GameConfig().offers == "honest"
    assert ws.GameConfig(offers="legacy").offers == "legacy"


def test_an_unknown_reading_is_refused():
    with pytest.raises(ws.ConfigError, match="offers must be one of honest, legacy"):
        ws.GameConfig(offers="generous")


@pytest.mark.parametrize("offers", ["honest", "legacy"])
def test_a_save_keeps_its_reading(offers):
    state = ws.new_game(ws.GameConfig(players=2, offers=offers), seed=3)
    doc = json.loads(ws.to_json(state))
    assert doc["state"]["config"]["offers"] == offers
    assert ws.from_json(ws.to_json(state)) == state


def test_a_save_written_before_the_option_existed_is_read_as_legacy():
    state = ws.new_game(ws.GameConfig(players=2, offers="legacy"), seed=3)
    doc = json.loads(ws.to_json(state))
    del doc["state"]["config"]["offers"]  # as every save was written before the field
    loaded = ws.from_json(json.dumps(doc))
    assert loaded.config.offers == "legacy"
    assert loaded == state
    rules = ws.bundled_rules(ws.GameConfig(players=2, offers="legacy"))
    assert ws.from_json(json.dumps(doc), rules) == state


def test_a_record_says_its_reading_and_a_record_of_format_1_is_legacy():
    game = ws.Game.start(ws.GameConfig(players=2), seed=4)
    text = game.record()
    assert f"format: {FORMAT}" in text.splitlines()
    assert Record.parse(text).config.offers == "honest"
    old = text.replace(f"format: {FORMAT}", f"format: {FORMAT_1}")
    assert Record.parse(old).config.offers == "legacy"
    legacy = ws.Game.start(ws.GameConfig(players=2, offers="legacy"), seed=4)
    assert 'config: {"offers": "legacy"}' in legacy.record().splitlines()
    assert read_record(legacy.record()).config.offers == "legacy"


def test_a_header_is_read_with_the_reading_of_its_format():
    assert config_from_json("{}").offers == "honest"
    assert config_from_json("{}", before_offers=True).offers == "legacy"
    assert config_from_json('{"offers": "honest"}', before_offers=True).offers == "honest"
