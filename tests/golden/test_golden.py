"""Golden replays: stored game records replay exactly, with the same legal-move counts at every
step and the same final scores.

A failure here means the rules engine now plays a recorded game differently. If that change is
intended, re-record with ``python tests/golden/record.py`` and explain why in the commit.
"""

from __future__ import annotations

import json
from pathlib import Path

import attrs
import pytest

import wingspan_rules as ws
from wingspan_rules.records.record import Record

from .record import EXPECTED, GAMES, RECORDS, config_of, name_of

FACTS = json.loads(EXPECTED.read_text())


@pytest.mark.parametrize("spec", GAMES, ids=name_of)
def test_golden_game_replays_exactly(cards, spec):
    name = name_of(spec)
    record = Record.parse((RECORDS / f"{name}.wsr").read_text())
    assert (record.config, record.seed) == (config_of(spec), spec["seed"])
    game = record.replay()  # every label names a legal move, and the result is reached
    counts = [len(game.rules.legal_moves(state)) for state in game.states[:-1]]
    assert counts == FACTS[name]["legal_counts"]
    assert ws.is_terminal(game.state)
    # The categories recorded (a breakdown added to the scores since is not part of a record).
    scores = json.loads(json.dumps([attrs.asdict(s) for s in ws.scores(game.state)]))
    recorded = FACTS[name]["scores"]
    assert [{key: s[key] for key in r} for s, r in zip(scores, recorded, strict=True)] == recorded


def test_every_golden_record_is_checked():
    assert sorted(p.stem for p in Path(RECORDS).glob("*.wsr")) == sorted(map(name_of, GAMES))
