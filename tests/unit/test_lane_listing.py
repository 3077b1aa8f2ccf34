"""While players act at once (Flock's lanes), the birds a lane's player may play are remembered
between moves (``engine.frames.choice._lane_hand_plays``): every listing the engine keeps on a
state is still the one a fresh listing of the same state gives."""

from __future__ import annotations

import attrs

from wingspan_rules import GameConfig, Rules, load_cards
from wingspan_rules.engine.registry import VARIANTS
from wingspan_rules.state import rng
from wingspan_rules.state.model import Phase


def test_remembered_lane_listings_equal_fresh_ones() -> None:
    rules = Rules(load_cards(), GameConfig(players=6, mode=VARIANTS["flock"].OPTIONS()))
    checked = 0
    for seed in range(2):
        state = rules.new_game(seed)
        stream = rng.seed_state(seed)
        while state.phase is not Phase.OVER:
            if state.lanes:
                fresh = attrs.evolve(state)  # the same state, nothing listed on it
                rules.legal_moves(fresh)  # lists every lane afresh (a view without lanes)
                assert fresh.listed_lanes == state.listed_lanes
                checked += 1
            options = rules.legal_moves(state)
            i, stream = rng.below(stream, len(options))
            state = rules.apply(state, options[i])
    assert checked > 100  # the lanes ran for most of the games
