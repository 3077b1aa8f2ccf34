"""Move notation: ``parse_move`` reads a move's label back, ``format_move`` writes it."""

from __future__ import annotations

import pytest

import wingspan_rules as ws
from wingspan_rules.records.notation import NotationError
from wingspan_rules.state.moves import PlayBird, SpendFood, TakeAction, TakeDie
from wingspan_rules.testing import Scenario


def _mallard_turn():
    s = Scenario(players=2)
    s.player(0).hand("Mallard", "Killdeer").food(seed=2, invertebrate=1)
    s.feeder("seed", "fish", "invertebrate_seed", "rodent", "fruit")
    return s, s.build()


def test_a_label_parses_to_its_move_and_back():
    s, state = _mallard_turn()
    rules = s.rules()
    for move in rules.legal_moves(state):
        text = ws.format_move(state, move, rules=rules)
        assert text == rules.describe(move, state)
        assert ws.parse_move(state, text, rules=rules) == move


def test_parsing_ignores_case_and_spacing():
    s, state = _mallard_turn()
    move = ws.parse_move(state, "  Play   MALLARD in wetland ", rules=s.rules())
    assert move == PlayBird(s.cards.bird_id("Mallard"), ws.Habitat.WETLAND)


def test_the_dual_die_face_may_be_typed_as_people_write_it():
    s, state = _mallard_turn()
    rules = s.rules()
    state = rules.apply(state, TakeAction(ws.Action.GAIN_FOOD))
    for text in (
        "take seed (from an invertebrate_seed die)",
        "take seed (from an Invertebrate/Seed die)",
        "take seed (from an invertebrate-seed die)",
        "take seed (from an invertebrate seed die)",
    ):
        assert ws.parse_move(state, text, rules=rules) == TakeDie(
            ws.DieFace.INVERTEBRATE_SEED, ws.Food.SEED
        )
    assert ws.parse_move(state, "take seed", rules=rules) == TakeDie(ws.DieFace.SEED, ws.Food.SEED)


def test_a_misspelt_move_is_refused_with_the_closest_labels():
    s, state = _mallard_turn()
    with pytest.raises(ws.IllegalMove) as caught:
        ws.parse_move(state, "play Malard in wetland", rules=s.rules())
    error = caught.value
    assert isinstance(error, NotationError)
    assert error.closest[0] == "play Mallard in wetland"
    assert "player 0: choose an action" in str(error)
    assert "'play Mallard in wetland'" in str(error)


def test_a_whole_label_is_needed_unless_pieces_are_allowed():
    s, state = _mallard_turn()
    rules = s.rules()
    with pytest.raises(NotationError):
        ws.parse_move(state, "mallard", rules=rules)
    assert ws.parse_move(state, "mallard", rules=rules, partial=True) == PlayBird(
        s.cards.bird_id("Mallard"), ws.Habitat.WETLAND
    )


def test_a_piece_of_several_labels_names_them_all_in_the_error():
    s, state = _mallard_turn()
    with pytest.raises(NotationError) as caught:
        ws.parse_move(state, "play", rules=s.rules(), partial=True)
    assert len(caught.value.matches) >= 2
    assert "names" in str(caught.value)


def test_an_option_number_is_not_notation():
    s, state = _mallard_turn()
    with pytest.raises(NotationError):
        ws.parse_move(state, "1", rules=s.rules())


def test_format_move_refuses_a_move_that_is_not_legal_now():
    s, state = _mallard_turn()
    with pytest.raises(ws.IllegalMove, match="not a legal move now"):
        ws.format_move(state, SpendFood((0, 1, 0, 0, 0, 0)), rules=s.rules())
    with pytest.raises(ws.IllegalMove):
        ws.format_move(state, "gain food", rules=s.rules())  # type: ignore[arg-type]


def test_notation_of_the_bundled_cards_needs_no_rules():
    state = ws.new_game(ws.GameConfig(players=2), seed=4)
    move = ws.legal_moves(state)[0]
    assert ws.parse_move(state, ws.format_move(state, move)) == move


def test_notation_refuses_an_observation_and_a_finished_game():
    state = ws.new_game(ws.GameConfig(players=2), seed=4)
    with pytest.raises(ws.NotAGameError):
        ws.parse_move(ws.observation(state, 0), "keep Mallard")  # type: ignore[arg-type]
    from wingspan_rules.tools.simulate import random_playout

    final, _ = random_playout(state, 1)
    with pytest.raises(NotationError, match="over"):
        ws.parse_move(final, "gain food")


def test_text_that_is_not_text_or_far_too_long_is_refused():
    state = ws.new_game(ws.GameConfig(players=2), seed=4)
    with pytest.raises(NotationError):
        ws.parse_move(state, 12)  # type: ignore[arg-type]
    with pytest.raises(NotationError, match="too long"):
        ws.parse_move(state, "keep " * 1000)
