"""One spelling of the dual die face: ``invertebrate_seed`` wherever the library writes it, and
the other spellings read wherever a person types one."""

from __future__ import annotations

import json

import pytest

import wingspan_rules as ws
from wingspan_rules import DieFace
from wingspan_rules.schemas import load_schema
from wingspan_rules.state.moves import TakeDie
from wingspan_rules.testing import Scenario, view

TYPED = ("invertebrate_seed", "invertebrate-seed", "invertebrate/seed", "Invertebrate Seed")


def _dual_feeder(face: str = "invertebrate_seed") -> Scenario:
    s = Scenario(players=2)
    s.feeder(face, "fish", "fish", "fruit", "rodent")
    return s


def test_the_dual_face_label_is_invertebrate_seed():
    assert DieFace.INVERTEBRATE_SEED.label == "invertebrate_seed"


def test_a_move_label_spells_the_dual_face_as_its_label():
    move = TakeDie(DieFace.INVERTEBRATE_SEED, ws.Food.SEED)
    assert ws.describe(move) == "take seed (from an invertebrate_seed die)"


def test_views_and_saved_games_spell_the_dual_face_as_its_label():
    state = _dual_feeder().build()
    assert "invertebrate_seed" in view(state, ws.load_cards()).feeder
    assert "invertebrate_seed" in json.loads(ws.to_json(state))["state"]["tables"][0]["feeder"]
    assert "invertebrate_seed" in json.dumps(load_schema("save"))
    assert "invertebrate/seed" not in json.dumps(load_schema("save"))


@pytest.mark.parametrize("typed", TYPED)
def test_every_spelling_is_read_where_a_person_types_it(typed):
    assert DieFace.from_label(typed) is DieFace.INVERTEBRATE_SEED
    state = _dual_feeder(typed).build()
    assert DieFace.INVERTEBRATE_SEED in state.table.feeder
    turn = _dual_feeder().play("gain food", f"take invertebrate (from an {typed} die)")
    assert turn.state.players[0].food[ws.Food.INVERTEBRATE] == 1


def test_a_saved_game_accepts_only_the_spelling_it_writes():
    state = _dual_feeder().build()
    text = ws.to_json(state)
    assert ws.from_json(text) == state
    with pytest.raises(ws.SavedGameError, match="expected DieFace"):
        ws.from_json(text.replace('"invertebrate_seed"', '"invertebrate/seed"'))
