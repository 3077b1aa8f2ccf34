"""Whole games with Oceania beside the other sets in every mode, every invariant checked at
every step and the same game again from its seed and moves; records of Oceania games (nectar,
spent nectar and the set's options) replay to the same state."""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from properties.playing import play_out, replay

import wingspan_rules as ws
from wingspan_rules.expansions.oceania import nectar
from wingspan_rules.expansions.oceania.nectar import OceaniaOptions
from wingspan_rules.records.record import read_record
from wingspan_rules.state import rng
from wingspan_rules.state.enums import HABITATS, Food
from wingspan_rules.state.model import GameConfig
from wingspan_rules.variants import AutomaOptions, FlockOptions

ALL = ("core", "european", "asia", "promos", "oceania")
MODES = {
    "base": (ws.BaseGame(), (2, 3, 4, 5)),
    "automa": (AutomaOptions(), (1,)),
    "duet": (ws.DuetOptions(), (2,)),
    "flock": (FlockOptions(), (6, 7)),
}


@settings(max_examples=6, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(mode=st.sampled_from(sorted(MODES)), seed=st.integers(0, 2**32), data=st.data())
def test_random_games_of_every_mode_with_every_set_keep_every_invariant(mode, seed, data):
    options, counts = MODES[mode]
    players = data.draw(st.sampled_from(counts), label="players")
    rules = ws.bundled_rules(GameConfig(players=players, sets=ALL, mode=options))
    start = rules.new_game(seed)
    final, chosen, _turns = play_out(rules, start, data)
    assert replay(rules, start, chosen) == final
    assert rules.is_terminal(final)
    assert all(p.food[Food.NECTAR] == 0 for p in final.players)  # discarded at each round end
    points = tuple(s.points("nectar") for s in rules.scores(final))
    assert points == nectar.nectar_points(final, rules.cards)


def _game(rules: ws.Rules, seed: int) -> ws.Game:
    game = ws.Game.start(seed=seed, rules=rules)
    stream = rng.seed_state(seed)
    while not ws.Rules.is_terminal(game.rules, game.state):
        options = game.legal_moves()
        i, stream = rng.below(stream, len(options))
        game = game.play(options[i])
    return game


def test_a_record_of_an_oceania_game_replays_with_its_nectar_and_options():
    config = GameConfig(
        players=3,
        sets=("core", "oceania"),
        expansions=(OceaniaOptions(majority_needs_nectar=False),),
    )
    rules = ws.bundled_rules(config)
    for seed in range(10):
        game = _game(rules, seed)
        spent = sum(nectar.spent(p, h) for p in game.state.players for h in HABITATS)
        if spent:
            break
    else:
        raise AssertionError("no random game spent nectar")
    text = game.record()
    assert '"expansions"' in text.split("\n\n")[0]
    replayed = read_record(text)
    assert replayed.rules.config == config
    assert replayed.state == game.state
    assert replayed.moves == game.moves
