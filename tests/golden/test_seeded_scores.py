"""Identical games: seeded random games of every configuration end with the scores recorded in
``seeded_scores.json`` (see ``record_scores.py``: recorded before the speed work, and not to
change unless the engine's listing order or the rules change on purpose).

A failure means the engine now plays a seeded random game differently: a speed-up that changed
which move a seed picks (the order of the legal moves) or what a move does.
"""

from __future__ import annotations

import json

import pytest

import wingspan_rules as ws

from .record_scores import CONFIGS, FIGURES, OFFERS, SEEDS, config_of, figures

RECORDED = json.loads(FIGURES.read_text())


@pytest.fixture(scope="module")
def rules_of():
    """The rules of each configuration, built once per module."""
    built: dict[tuple[str, str], ws.Rules] = {}

    def get(name: str, offers: str) -> ws.Rules:
        if (name, offers) not in built:
            built[name, offers] = ws.bundled_rules(config_of(name, offers))
        return built[name, offers]

    return get


@pytest.mark.parametrize("offers", OFFERS)
@pytest.mark.parametrize("seed", SEEDS)
@pytest.mark.parametrize("name", CONFIGS)
def test_seeded_game_scores_as_recorded(rules_of, name, seed, offers):
    recorded = RECORDED[name][str(seed)]
    played = figures(rules_of(name, offers), seed)
    assert played["decisions"] == recorded["decisions"]
    # The categories recorded (a breakdown added to the scores since is not part of a record).
    assert [
        _recorded_keys(s, r) for s, r in zip(played["scores"], recorded["scores"], strict=True)
    ] == recorded["scores"]
    if recorded["automa"] is None:
        assert played["automa"] is None
    else:
        assert _recorded_keys(played["automa"], recorded["automa"]) == recorded["automa"]


def _recorded_keys(played: dict, recorded: dict) -> dict:
    """``played`` cut down to the keys of ``recorded``."""
    return {key: played.get(key) for key in recorded}


def test_every_configuration_is_recorded():
    assert sorted(RECORDED) == sorted(CONFIGS)
    assert all(sorted(RECORDED[name]) == sorted(map(str, SEEDS)) for name in CONFIGS)
