"""Whole games with the Americas beside the other sets in every mode: every invariant checked
at every step (the 40 hummingbirds each in exactly one place: deck, garden piles, spaces), the
same game again from its seed and moves, and a save of every game loading back."""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from properties.playing import play_out, replay

import wingspan_rules as ws
from wingspan_rules.expansions.americas import components as hb
from wingspan_rules.saves.serialization import from_json, to_json
from wingspan_rules.state.model import GameConfig
from wingspan_rules.variants import AutomaOptions, FlockOptions

ALL = ("core", "european", "asia", "promos", "oceania", "americas")
MODES = {
    "base": (ws.BaseGame(), (2, 3, 4, 5)),
    "automa": (AutomaOptions(), (1,)),
    "duet": (ws.DuetOptions(), (2,)),
    "flock": (FlockOptions(), (6, 7)),
}


def _placed(state) -> list[int]:
    zones = [*state.tables[0].zones, *(z for p in state.players for z in p.zones)]
    names = {hb.DECK, hb.DISCARD, *hb.PILES, *hb.SPACES}
    return sorted(card for name, cards in zones if name in names for card in cards)


@settings(max_examples=6, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(mode=st.sampled_from(sorted(MODES)), seed=st.integers(0, 2**32), data=st.data())
def test_random_games_of_every_mode_with_the_americas_keep_every_invariant(mode, seed, data):
    options, counts = MODES[mode]
    players = data.draw(st.sampled_from(counts), label="players")
    rules = ws.bundled_rules(GameConfig(players=players, sets=ALL, mode=options))
    start = rules.new_game(seed)
    final, chosen, _turns = play_out(rules, start, data)
    assert replay(rules, start, chosen) == final
    assert rules.is_terminal(final)
    assert from_json(to_json(final), rules) == final
    if mode == "flock":  # 9.5.13: no hummingbirds
        assert _placed(final) == []
    else:
        assert _placed(final) == list(range(40))
        track = tuple(s.points("hummingbirds") for s in rules.scores(final))
        assert track == hb.track_points(final, rules.cards)
