"""The OpenSpiel game: OpenSpiel's own random-simulation checks, and its chance node.

Skipped with a reason where ``open_spiel`` is not installed (required when CI is set).
"""

from __future__ import annotations

import pytest

from ._extras import need

need("numpy", "pyspiel")

import numpy as np  # noqa: E402
import pyspiel  # noqa: E402

import wingspan_rules as ws  # noqa: E402
from wingspan_rules.envs.encoding import action_encoding  # noqa: E402
from wingspan_rules.envs.observation import ObservationEncoding  # noqa: E402
from wingspan_rules.envs.openspiel import GAME_NAME, WingspanGame  # noqa: E402


@pytest.mark.parametrize("players", [1, 2, 3, 4, 5])
def test_openspiel_random_sim_test(players):
    game = pyspiel.load_game(GAME_NAME, {"players": players})
    assert isinstance(game, WingspanGame)
    pyspiel.random_sim_test(game, num_sims=2, serialize=players <= 2, verbose=False)


def test_the_game_follows_the_engine():
    game = pyspiel.load_game(GAME_NAME, {"players": 2, "deals": 100})
    assert game.num_distinct_actions() == action_encoding(ws.load_cards()).num_actions
    assert game.max_chance_outcomes() == 100
    state = game.new_initial_state()
    assert state.is_chance_node()
    outcomes = state.chance_outcomes()
    assert len(outcomes) == 100 and abs(sum(p for _, p in outcomes) - 1) < 1e-9
    state.apply_action(42)
    rules = ws.bundled_rules(ws.GameConfig(players=2))
    engine = rules.new_game(42)
    assert state.state == engine
    encoding = action_encoding(rules)
    observations = ObservationEncoding(rules)
    while not state.is_terminal():
        player = state.current_player()
        assert player == rules.current_player(engine)
        legal = state.legal_actions()
        assert legal == sorted(encoding.encode_all(rules.legal_moves(engine)))
        assert np.array_equal(
            np.asarray(state.observation_tensor(player), dtype=np.float32),
            observations.encode_state(engine, player),
        )
        action = legal[len(legal) // 2]
        assert state.action_to_string(player, action) == rules.describe(
            encoding.decode(action), engine
        )
        clone = state.clone()
        state.apply_action(action)
        engine = rules.apply(engine, encoding.decode(action))
        assert clone.state is not state.state and state.state == engine
    scores = rules.scores(engine)
    winner = [s.rank for s in scores]
    returns = state.returns()
    assert sorted(returns) in ([-1.0, 1.0], [0.0, 0.0])
    if returns[0] == 1.0:
        assert winner == [1, 2]


def test_observation_string_respects_hidden_cards():
    game = pyspiel.load_game(GAME_NAME, {"players": 2})
    state = game.new_initial_state()
    state.apply_action(3)
    cards = ws.load_cards()
    mine = {cards.birds[c].name for c in state.state.players[0].hand}
    theirs = {cards.birds[c].name for c in state.state.players[1].hand} - mine
    text = state.observation_string(0)
    assert all(name in text for name in mine)
    assert not any(name in text for name in theirs)


def test_parameters_are_checked():
    with pytest.raises(ValueError):
        WingspanGame({"players": 6})
    with pytest.raises(ValueError):
        WingspanGame({"deals": 0})


@pytest.mark.parametrize(
    "params",
    [
        {"mode": "automa"},
        {"mode": "duet"},
        {"mode": "flock", "players": 6},
        {"players": 3, "sets": "core,european"},
        {"mode": "automa", "automa_difficulty": 5, "automa_expert": True},
    ],
)
def test_the_modes_and_sets_are_game_parameters(params):
    game = pyspiel.load_game(GAME_NAME, params)
    config = game.config
    assert params.get("mode", "base") == config.mode.TAG
    assert config.sets == tuple(params.get("sets", "core").split(","))
    if "automa_difficulty" in params:
        assert (config.mode.difficulty, config.mode.expert) == (5, True)
    rules = ws.bundled_rules(config)
    assert game.num_distinct_actions() == action_encoding(rules).num_actions
    assert game.observation_tensor_size() == ObservationEncoding(rules).size
    pyspiel.random_sim_test(game, num_sims=1, serialize=False, verbose=False)


def test_a_mode_refuses_a_player_count_it_does_not_seat():
    with pytest.raises(ValueError, match="players"):
        pyspiel.load_game(GAME_NAME, {"mode": "duet", "players": 3})
    with pytest.raises(ValueError, match="mode"):
        pyspiel.load_game(GAME_NAME, {"mode": "nonsense"})


def test_the_information_state_counts_the_players_own_actions():
    game = pyspiel.load_game(GAME_NAME, {"players": 2})
    size = ObservationEncoding(game.rules).size
    assert game.information_state_tensor_size() == size + game.num_distinct_actions()
    state = game.new_initial_state()
    state.apply_action(5)
    mine: list[int] = []
    for _ in range(40):
        player = state.current_player()
        tensor = np.asarray(state.information_state_tensor(player), dtype=np.float32)
        assert np.array_equal(tensor[:size], np.asarray(state.observation_tensor(player)))
        expected = np.zeros(game.num_distinct_actions(), dtype=np.float32)
        for action in mine if player == 0 else []:
            expected[action] += 1
        if player == 0:
            assert np.array_equal(tensor[size:], expected)
            assert state.information_state_string(0).endswith(
                "my actions: " + (", ".join(map(str, mine)) or "none")
            )
        action = state.legal_actions()[0]
        if player == 0:
            mine.append(action)
        state.apply_action(action)
