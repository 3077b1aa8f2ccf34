"""Saved games from strangers with a wrong record of this round's state fields: the bonus cards
a player copied (Asia, rules 9.3.4) or knows they discarded, and a player's turn notes (what
the turn under way did, read by Asia's powers). Each is refused with ``SavedGameError``, never
a crash or a long loop at the game's end."""

from __future__ import annotations

import json
from collections.abc import Iterator

import pytest

import wingspan_rules as ws

from .limits import time_limit
from .saves import played_save, refused_save

RULES = ws.bundled_rules(ws.GameConfig(players=2, sets=("core", "asia", "promos")))


@pytest.fixture(autouse=True)
def _limited() -> Iterator[None]:
    with time_limit(30):
        yield


@pytest.mark.parametrize("copied", [[10**9], [-1], [0] * 10_000])
def test_copied_bonus_cards_that_no_bird_copied_are_refused(copied):
    doc = played_save(RULES, 1, 20)
    doc["state"]["players"][0]["copied_bonus"] = copied
    assert "copied bonus cards" in refused_save(doc, RULES)


@pytest.mark.parametrize("known", [[10**9], [0, 0]])
def test_known_discards_that_are_not_in_the_bonus_discard_pile_are_refused(known):
    doc = played_save(RULES, 2, 20)
    doc["state"]["players"][1]["bonus_discarded"] = known
    assert "discarded bonus cards" in refused_save(doc, RULES)


@pytest.mark.parametrize(
    "notes",
    [
        [["no-such-note", [0]]],
        [["egg-on", [10**9]]],
        [["from-feeder", [1, 1]]],
        [["from-feeder", [1]], ["egg-on", [0]]],
    ],
)
def test_turn_notes_of_no_kind_or_out_of_range_are_refused(notes):
    doc = played_save(RULES, 3, 20)
    doc["state"]["players"][0]["turn_notes"] = notes
    assert "turn note" in refused_save(doc, RULES)


def test_an_honest_save_with_every_record_empty_loads():
    doc = played_save(RULES, 4, 20)
    assert ws.from_json(json.dumps(doc), RULES) is not None
