"""Golden replays: stored games (seed, moves, legal-move counts, final scores) replay exactly.

A failure here means the rules engine now plays a recorded game differently. If that change is
intended, re-record with ``python tests/golden/record.py`` and explain why in the commit.
"""

from __future__ import annotations

import json
from pathlib import Path

import attrs
import pytest

import wingspan_rules as ws
from wingspan_rules.serialization import move_from_dict

from .record import config_of

GAMES = json.loads((Path(__file__).parent / "games.json").read_text())


@pytest.mark.parametrize("game", GAMES, ids=lambda g: f"{g['players']}p-seed{g['seed']}")
def test_golden_game_replays_exactly(cards, game):
    state = ws.new_game(config_of(game), game["seed"])
    for step, (data, count) in enumerate(zip(game["moves"], game["legal_counts"], strict=True)):
        legal = ws.legal_moves(state)
        assert len(legal) == count, f"step {step}: {len(legal)} legal moves, recorded {count}"
        state = ws.apply(state, move_from_dict(data))
    assert ws.is_terminal(state)
    # The categories recorded (a breakdown added to the scores since is not part of a record).
    scores = json.loads(json.dumps([attrs.asdict(s) for s in ws.scores(state)]))  # as recorded
    assert [{key: s[key] for key in r} for s, r in zip(scores, game["scores"], strict=True)] == (
        game["scores"]
    )
