"""The sections of the observation vector each mode declares for its own state
(``Variant.observation_features``, ``engine.features``): built from its state's declared
fields, never showing what a player may not see."""

from __future__ import annotations

import random

import attrs
import pytest

import wingspan_rules as ws
from wingspan_rules.engine.features import Count, Counts, How, ModeFeature, OneHot, problems
from wingspan_rules.state.fields import KIND
from wingspan_rules.variants import MODES


def _config(variant) -> ws.GameConfig:
    return ws.GameConfig(players=variant.OPTIONS.PLAYERS[0], mode=variant.OPTIONS())


@pytest.mark.parametrize("mode", MODES, ids=lambda m: m.MODE.OPTIONS.TAG)
def test_every_number_of_a_mode_state_declares_its_kind(mode):
    """The features read a mode state's fields by their declared kind (``state.fields``)."""
    state = mode.MODE.STATE
    numbers = [
        f.name
        for f in attrs.fields(state)
        if "int" in str(f.type) and str(f.type) != "bool" and KIND not in f.metadata
    ]
    assert numbers == []


@pytest.mark.parametrize("mode", MODES, ids=lambda m: m.MODE.OPTIONS.TAG)
def test_the_features_read_declared_fields_as_declared(mode):
    variant = mode.MODE
    config = _config(variant)
    features = variant.observation_features(config, ws.bundled_rules(config).cards)
    assert problems(features, variant.STATE) == []
    names = [f.name for f in features]
    assert len(names) == len(set(names))


def test_a_feature_reading_a_field_the_state_lacks_is_named():
    from wingspan_rules.variants import AutomaState

    wrong = (
        ModeFeature("x", 1, "x", Counts((Count("nothing"), Count("birds", How.VALUE)))),
        ModeFeature("y", 1, "y", OneHot("eggs", 3)),
    )
    assert problems(wrong, AutomaState) == [
        "x reads nothing, not a field of AutomaState",
        "x reads AutomaState.birds, declared bird, in a way it cannot be read",
        "y reads AutomaState.eggs, declared count, in a way it cannot be read",
    ]
    assert problems(wrong, None) != []


@pytest.mark.parametrize("mode", MODES, ids=lambda m: m.MODE.OPTIONS.TAG)
def test_a_field_a_player_may_not_see_is_read_only_by_its_length(mode):
    """Along a random game, every field of the mode's state that ``seen_by`` changes for some
    player is one the features read by its length alone."""
    variant = mode.MODE
    config = _config(variant)
    rules = ws.bundled_rules(config)
    read = {
        r.field: r.length_only
        for f in variant.observation_features(config, rules.cards)
        for r in f.encoder.reads()
    }
    pick = random.Random(5)
    state = rules.new_game(5)
    for _ in range(150):
        own = state.mode_state
        if own is not None:
            for p in range(config.players):
                seen = own.seen_by(p)
                for f in attrs.fields(type(own)):
                    if getattr(seen, f.name) != getattr(own, f.name) and f.name in read:
                        assert read[f.name], f"{f.name} is hidden from player {p}"
        if rules.is_terminal(state):
            break
        moves = rules.legal_moves(state)
        state = rules.apply(state, moves[pick.randrange(len(moves))])
