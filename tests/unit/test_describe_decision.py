"""What a frontend shows of a decision: birds on a mat named by card and place, from whatever
the caller has (the state, an observation, or the rules and the state)."""

from __future__ import annotations

import random

import pytest

import wingspan_rules as ws
from wingspan_rules.engine import describe_decision
from wingspan_rules.testing import Scenario

PINK = (
    "player 1: use the pink power of Belted Kingfisher (wetland 1)? "
    "(player 0 played Mallard in wetland)"
)


def _pink_offer() -> tuple[ws.Rules, ws.GameState]:
    s = Scenario(players=2)
    s.player(1).bird("wetland", "Belted Kingfisher")  # pink: another player plays in wetland
    s.player(0).hand("Mallard").food(seed=1)
    return s.rules(), s.play("play Mallard in wetland", until="answers").state


def test_the_rules_name_the_bird_whose_power_is_offered():
    rules, state = _pink_offer()
    assert rules.describe_decision(state) == PINK


def test_the_convenience_takes_the_state_or_the_rules_and_the_state():
    rules, state = _pink_offer()
    assert ws.describe_decision(state) == PINK
    assert ws.describe_decision(rules, state) == PINK
    with pytest.raises(TypeError, match="give the state"):
        ws.describe_decision(rules)


def test_the_engine_function_takes_the_state_and_names_the_bird():
    rules, state = _pink_offer()
    assert describe_decision(state, rules.cards) == PINK
    assert describe_decision(state.pending[-1], rules.cards, state) == PINK


def test_without_a_state_a_frame_names_the_bird_by_its_place_only():
    rules, state = _pink_offer()
    assert describe_decision(state.pending[-1], rules.cards) == (
        "player 1: use the pink power of the bird in wetland column 1? "
        "(player 0 played Mallard in wetland)"
    )


def test_an_observation_is_described_like_the_state():
    rules, state = _pink_offer()
    for player in (0, 1):
        seen = rules.observation(state, player)
        assert rules.describe_decision(seen) == PINK
        assert ws.describe_decision(seen) == PINK
        assert describe_decision(seen, rules.cards) == PINK


def test_a_game_of_other_cards_is_described_with_its_rules():
    s = Scenario(players=2).deck("Killdeer", rest="out")  # a card set of its own
    s.player(1).bird("wetland", "Belted Kingfisher")
    s.player(0).hand("Mallard").food(seed=1)
    rules = s.rules()
    state = s.play("play Mallard in wetland", until="answers").state
    assert ws.describe_decision(rules, state) == PINK
    with pytest.raises(ws.NotAGameError):
        ws.describe_decision(state)


def test_the_end_of_the_game_is_described():
    s = Scenario(players=2).game_over().goal_points(*[(0, 0)] * 4)
    state = s.build()
    assert ws.describe_decision(state) == "the game is over"
    assert describe_decision(state, s.cards) == "the game is over"


def test_no_decision_or_option_of_a_game_names_a_bird_by_its_column_alone():
    rules = ws.bundled_rules(ws.GameConfig(players=3))
    for seed in range(3):
        chooser = random.Random(seed)
        state = rules.new_game(seed)
        while not rules.is_terminal(state):
            shown = [rules.describe_decision(state), describe_decision(state, rules.cards)]
            moves = rules.legal_moves(state)
            shown += [rules.describe(m, state) for m in moves]
            assert not [text for text in shown if "column" in text or "#" in text]
            state = rules.apply(state, chooser.choice(moves))
