"""The adapters with Oceania (docs/oceania.md): the text board shows each row's spent nectar
(``render``, which ``wingspan play`` prints), and a game drawn from an observation
(``bots.resample``) keeps every player's nectar, in supply and on the spent spaces."""

from __future__ import annotations

import random

import pytest

import wingspan_rules as ws
from wingspan_rules.bots.resample import resample
from wingspan_rules.engine.observation import observe
from wingspan_rules.expansions.oceania import nectar
from wingspan_rules.state.enums import HABITATS, Food
from wingspan_rules.state.model import GameConfig, Phase
from wingspan_rules.views.text import render

SETS = ("core", "oceania")


@pytest.fixture(scope="module")
def rules():
    return ws.bundled_rules(GameConfig(players=3, sets=SETS))


def _played(rules: ws.Rules, seed: int, moves: int) -> ws.GameState:
    chooser = random.Random(seed)
    state = rules.new_game(seed)
    for _ in range(moves):
        if rules.is_terminal(state):
            break
        state = rules.apply(state, chooser.choice(rules.legal_moves(state)))
    return state


def _spent_somewhere(rules: ws.Rules, seed: int) -> ws.GameState:
    state = rules.new_game(seed)
    chooser = random.Random(seed)
    while not any(nectar.spent(p, h) for p in state.players for h in HABITATS):
        state = rules.apply(state, chooser.choice(rules.legal_moves(state)))
    return state


def _nectar(state) -> list[tuple[int, tuple[int, ...]]]:
    return [
        (p.food[Food.NECTAR], tuple(nectar.spent(p, h) for h in HABITATS)) for p in state.players
    ]


def test_9_2_3_the_board_shows_each_rows_spent_nectar(rules):
    state = _spent_somewhere(rules, 7)
    text = render(state, rules=rules)
    player = next(p for p in state.players if any(nectar.spent(p, h) for h in HABITATS))
    for h in HABITATS:
        assert f"[spent nectar {nectar.spent(player, h)}]" in text
    assert "oceania-nectar" not in text  # the space's name, not its zone's key


def test_a_base_game_board_shows_no_spent_nectar():
    rules = ws.bundled_rules(GameConfig(players=2))
    assert "spent nectar" not in render(rules.new_game(1), rules=rules)


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_9_2_3_a_resampled_game_keeps_every_players_nectar(rules, seed):
    state = _spent_somewhere(rules, seed)
    for viewer in range(3):
        drawn = resample(state, viewer, seed, rules=rules)
        rules.check_state(drawn)
        assert _nectar(drawn) == _nectar(state)
        assert observe(drawn, viewer).players == observe(state, viewer).players


def test_9_2_2_a_game_resampled_during_setup_deals_each_player_their_nectar(rules):
    state = rules.new_game(4)
    assert state.phase is Phase.SETUP
    drawn = resample(state, 0, 4, rules=rules)
    rules.check_state(drawn)
    assert all(p.food[Food.NECTAR] <= 1 for p in drawn.players)
    assert drawn.players[0].food == state.players[0].food
    later = _played(rules, 5, 60)
    again = resample(later, 1, 5, rules=rules)
    rules.check_state(again)
    assert _nectar(again) == _nectar(later)
