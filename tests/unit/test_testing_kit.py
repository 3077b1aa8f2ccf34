"""The conformance kit for outsiders: forced decisions shown on request, the decision log of a
script and its assertions, the boards ``Scenario`` builds, and the round-end helper."""

from __future__ import annotations

import random

import attrs
import pytest

import wingspan_rules as ws
from wingspan_rules import events as E
from wingspan_rules import frames as F
from wingspan_rules.moves import SpendFood
from wingspan_rules.testing import Scenario, Script, ScriptError


def _mallard(answer_forced: bool = True) -> Scenario:
    s = Scenario(players=2, answer_forced=answer_forced)
    s.player(0).hand("Mallard").food(seed=1)  # one way to pay: a forced decision
    return s


# --- stopping at forced decisions (answer_forced=False) -----------------------------------------
def test_rules_answer_forced_by_default_and_the_turn_ends_without_asking_the_payment():
    turn = _mallard().play("play Mallard in wetland")
    assert not any(type(d.decision) is F.PayFood for d in turn.decisions)
    assert turn.events(E.FoodPaid)


def test_without_answer_forced_the_game_stops_at_the_only_option_and_legal_moves_lists_it():
    s = _mallard(answer_forced=False)
    rules = s.rules()
    assert rules.answer_forced is False
    turn = s.play("play Mallard in wetland", until="answers")
    assert type(turn.state.pending[-1]) is F.PayFood
    assert rules.legal_moves(turn.state) == [SpendFood((0, 1, 0, 0, 0, 0))]
    assert turn.options() == ["pay 1 seed"]
    turn = turn.play("pay 1 seed")
    assert ws.current_player(turn.state) == 1


def test_a_state_stopped_at_a_forced_decision_saves_and_resumes_under_either_rules():
    s = _mallard(answer_forced=False)
    stopped = s.play("play Mallard in wetland", until="answers").state
    for rules in (s.rules(), attrs.evolve(s.rules(), answer_forced=True)):
        loaded = ws.from_json(ws.to_json(stopped), rules)
        assert loaded == stopped
        after = rules.apply(loaded, rules.legal_moves(loaded)[0])
        assert after.players[0].mat[ws.Habitat.WETLAND]


def test_stopping_at_forced_decisions_plays_the_same_games():
    """A random game whose forced stops are answered with their one option ends exactly as
    the same game played by rules that answer them themselves."""
    base = ws.bundled_rules(ws.GameConfig(players=2))
    stopping = attrs.evolve(base, answer_forced=False)
    finals, forced = [], 0
    for rules in (base, stopping):
        chooser = random.Random(5)
        state = rules.new_game(seed=5)
        while not rules.is_terminal(state):
            moves = rules.legal_moves(state)
            assert moves, "a decision with no option lapses under both rules"
            if len(moves) == 1:
                forced += 1
                state = rules.apply(state, moves[0])
            else:
                state = rules.apply(state, chooser.choice(moves))
        finals.append(attrs.evolve(state, events=()))
    assert finals[0] == finals[1]
    assert forced > 0


# --- the decision log ----------------------------------------------------------------------------
def test_a_script_logs_each_decision_its_options_and_its_answer_as_labels_and_objects():
    turn = _mallard(answer_forced=False).play("play Mallard in wetland", "pay 1 seed")
    first, second = turn.decisions
    assert first.player == 0 and first.question == "player 0: choose an action"
    assert first.options == ("play Mallard in wetland", "gain food", "lay eggs", "draw cards")
    assert first.answer == "play Mallard in wetland" and first.move in first.moves
    assert type(first.decision) is F.ChooseAction
    assert second.question == "player 0: pay the food cost of Mallard"
    assert second.options == ("pay 1 seed",) and second.moves == (SpendFood((0, 1, 0, 0, 0, 0)),)
    assert second.answer == "pay 1 seed" and second.by == "script"


def test_the_log_goes_on_across_turns_and_ends_with_the_decision_pending_now():
    turn = _mallard().play("play Mallard in wetland").play("gain food", until="answers")
    asked = turn.asked()
    assert [r.answer for r in asked[:-1]] == ["play Mallard in wetland", "gain food"]
    assert asked[-1].answer is None and asked[-1].player == 1
    assert asked[-1].question.startswith("player 1: take a die")


def test_offered_lists_the_options_of_the_decision_asking_a_question():
    turn = _mallard().play("play Mallard in wetland")
    assert turn.offered("choose an action") == [
        "play Mallard in wetland",
        "gain food",
        "lay eggs",
        "draw cards",
    ]
    turn.assert_offered("choose an action", "play Mallard", "lay eggs")
    turn.assert_not_offered("choose an action", "play Mallard in forest")


def test_index_picks_among_several_decisions_asking_the_same_question():
    s = Scenario(players=2)
    s.player(0).birds("grassland", "Wild Turkey", "Killdeer")
    turn = s.play(
        "lay eggs", "lay an egg on Wild Turkey", "lay an egg on Killdeer", until="answers"
    )
    assert len(turn.asked("lay an egg")) == 3  # the third one is pending
    assert turn.offered("lay an egg", index=-1) == list(turn.asked("lay an egg")[2].options)
    assert [r.answer for r in turn.asked("lay an egg")] == [
        "lay an egg on Wild Turkey (grassland 1)",
        "lay an egg on Killdeer (grassland 2)",
        None,
    ]


def test_assert_only_option_passes_for_a_forced_decision():
    turn = _mallard(answer_forced=False).play("play Mallard in wetland", "pay 1 seed")
    turn.assert_only_option("pay the food cost of Mallard", "pay 1 seed")
    pending = _mallard(answer_forced=False).play("play Mallard in wetland", until="answers")
    pending.assert_only_option("pay the food cost", "pay 1 seed")  # the decision pending now


def test_assert_only_option_fails_with_the_options_when_there_were_more():
    turn = _mallard().play("play Mallard in wetland")
    with pytest.raises(ScriptError, match="not the only option(.|\n)*  - gain food"):
        turn.assert_only_option("choose an action", "play Mallard in wetland")


def test_asking_about_a_forced_decision_the_engine_answered_says_how_to_see_it():
    turn = _mallard().play("play Mallard in wetland")
    with pytest.raises(ScriptError, match="answer_forced=False"):
        turn.offered("pay the food cost")


def test_assert_offered_fails_naming_the_label_and_listing_the_options():
    turn = _mallard().play("play Mallard in wetland")
    with pytest.raises(ScriptError, match="'play Mallard in forest' was not offered"):
        turn.assert_offered("choose an action", "play Mallard in forest")
    with pytest.raises(ScriptError, match="'lay eggs' was offered"):
        turn.assert_not_offered("choose an action", "lay eggs")


def test_a_script_of_a_state_keeps_its_own_log():
    s = _mallard()
    turn = Script(s.build(), rules=s.rules()).play("play Mallard in wetland")
    assert [r.answer for r in turn.decisions] == ["play Mallard in wetland"]
