"""The conformance kit for outsiders: forced decisions shown on request, the decision log of a
script and its assertions, the boards ``Scenario`` builds, and the round-end helper."""

from __future__ import annotations

import random

import attrs
import pytest

import wingspan_rules as ws
from wingspan_rules import frames as F
from wingspan_rules.state import events as E
from wingspan_rules.state.moves import SpendFood
from wingspan_rules.testing import (
    Scenario,
    Script,
    ScriptError,
    check_conservation,
    core_cards,
    view,
)


def rules_of(s: Scenario) -> ws.Rules:
    return s.rules()


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


# --- the setup phase -----------------------------------------------------------------------------
DEALT = ("Mallard", "Killdeer", "Blue Jay", "Barn Owl", "Wild Turkey")


def test_a_setup_scenario_deals_the_named_birds_and_bonus_cards_to_keep_or_discard():
    s = Scenario(players=2).setup()
    s.player(0).hand(*DEALT).bonus("Anatomist", "Cartographer")
    state = s.build()
    check_conservation(state, s.cards)
    assert state.phase is ws.Phase.SETUP
    assert rules_of(s).describe_decision(state) == "player 0: keep or discard Mallard (setup)"
    turn = s.play(
        "keep Mallard", "keep Killdeer", "discard Blue Jay", "discard Barn Owl", "discard Wild Turkey",
        "discard 1 seed", "discard 1 fish", until="answers",
    )  # fmt: skip
    assert turn.options() == ["keep Anatomist", "keep Cartographer"]
    turn = turn.play("keep Cartographer", until="answers")
    me = view(turn.state, s.cards).player(0)
    assert (me.hand, me.bonus) == (["Mallard", "Killdeer"], ["Cartographer"])
    assert me.food == {"invertebrate": 1, "fruit": 1, "rodent": 1}
    assert ws.current_player(turn.state) == 1  # player 1 sets up next
    check_conservation(turn.state, s.cards)


def test_a_setup_scenario_deals_5_birds_2_bonus_cards_and_5_food_by_default():
    s = Scenario(players=3, seed=4).setup()
    s.player(1).deal(2)
    state = s.build()
    assert [len(p.hand) for p in state.players] == [5, 2, 5]
    assert [len(p.bonus) for p in state.players] == [2, 2, 2]
    assert all(p.food == (1, 1, 1, 1, 1, 0) for p in state.players)
    assert not any(p.bird_count for p in state.players)
    check_conservation(state, s.cards)
    assert (
        Scenario(players=3, seed=4).setup().build() == Scenario(players=3, seed=4).setup().build()
    )


def test_a_setup_scenario_plays_on_into_the_first_turn():
    s = Scenario(players=1).setup()
    s.player(0).hand(*DEALT).bonus("Anatomist", "Cartographer")
    turn = s.play(*(f"discard {name}" for name in DEALT), "keep Anatomist", until="answers")
    assert turn.state.phase is ws.Phase.PLAY
    assert rules_of(s).describe_decision(turn.state) == "player 0: choose an action"


@pytest.mark.parametrize(
    ("build", "message"),
    [
        (lambda s: s.player(0).bird("forest", "Blue Jay"), "the mats are empty in setup"),
        (lambda s: s.round(2), "before round 1"),
        (lambda s: s.player(0).hand("Mallard").bonus("Anatomist", "Anatomist"), "used twice"),
    ],
)
def test_a_setup_scenario_refuses_a_board_that_is_not_before_round_1(build, message):
    s = Scenario(players=2).setup()
    build(s)
    with pytest.raises(ValueError, match=message):
        s.build()


# --- the table -----------------------------------------------------------------------------------
def test_dice_outside_the_birdfeeder_are_as_named():
    state = Scenario(players=2).feeder("seed", "fish").outside("rodent", "fruit", "fish").build()
    assert view(state, core_cards()).feeder == ["seed", "fish"]
    assert [f.label for f in state.table.outside] == ["rodent", "fruit", "fish"]


def test_dice_outside_alone_leave_the_other_dice_rolled_into_the_feeder():
    state = Scenario(players=2, seed=9).outside("rodent").build()
    assert len(state.table.feeder) == 4 and [f.label for f in state.table.outside] == ["rodent"]


def test_the_feeder_and_the_dice_outside_make_the_five_dice():
    with pytest.raises(ValueError, match="there are 5 dice"):
        Scenario(players=2).feeder("seed").outside("fish").build()


def test_the_bonus_deck_order_and_discard_pile_are_as_named():
    s = Scenario(players=2).bonus_deck_top("Anatomist", "Cartographer").bonus_discard("Falconer")
    s.player(0).bonus("Photographer")
    state = s.build()
    cards = s.cards
    table = state.table
    assert [cards.bonus_cards[i].name for i in table.bonus_deck[:2]] == [
        "Anatomist",
        "Cartographer",
    ]
    assert [cards.bonus_cards[i].name for i in table.bonus_discard] == ["Falconer"]
    check_conservation(state, cards)
    with pytest.raises(ValueError, match="Photographer is used twice"):
        Scenario(players=2).bonus_discard("Photographer").bonus_deck_top("Photographer").build()


def test_a_deck_of_only_the_named_cards_puts_the_rest_in_the_discard_pile():
    s = Scenario(players=2).deck("Killdeer", "Mallard").discard("Blue Jay")
    state = s.build()
    v = view(state, s.cards)
    assert v.deck_top(5) == ["Killdeer", "Mallard"]
    assert v.discard[-1] == "Blue Jay"  # the named discard stays on top
    check_conservation(state, s.cards)


def test_a_deck_of_only_the_named_cards_with_the_rest_out_of_the_game_runs_dry():
    s = Scenario(players=2).deck("Killdeer", rest="out").tray("Mallard", "Blue Jay", "Barn Owl")
    assert sorted(b.name for b in s.cards.birds) == ["Barn Owl", "Blue Jay", "Killdeer", "Mallard"]
    turn = s.play("draw cards", "draw from the deck")
    assert view(turn.state, s.cards).player(0).hand == ["Killdeer"]
    turn = turn.play("draw cards", until="answers")
    turn.assert_not_offered(
        "draw a card", "draw from the deck", index=-1
    )  # deck and discard are empty
    check_conservation(turn.state, s.cards)


def test_deck_and_deck_top_do_not_combine():
    with pytest.raises(ValueError, match="deck_top"):
        Scenario(players=2).deck("Killdeer").deck_top("Mallard").build()


# --- goals ---------------------------------------------------------------------------------------
def test_one_goal_for_one_round_and_random_tiles_for_the_others():
    s = Scenario(players=2, seed=1).goal(3, "Eggs in wetland")
    state = s.build()
    sides = s.cards.goal_sides
    assert sides[state.goals[2]].name == "Eggs in wetland"
    assert len({g // 2 for g in state.goals}) == 4
    assert s.rules().config.goals == ()  # the other rounds are drawn, as with no goals


def test_four_goals_given_one_by_one_are_the_configured_goals():
    s = Scenario(players=2)
    for round, name in enumerate(
        ["Birds in forest", "Eggs in bowl nests", "Total birds", "Eggs in wetland"], 1
    ):
        s.goal(round, name)
    assert s.rules().config.goals == (
        "Birds in forest",
        "Eggs in bowl nests",
        "Total birds",
        "Eggs in wetland",
    )
    assert s.build().goals == Scenario(players=2).goals(*s.rules().config.goals).build().goals


# --- playing to the end of the round -------------------------------------------------------------
def _forest_goal(round: int = 1) -> Scenario:
    s = Scenario(players=2).round(round).goal(round, "Birds in forest")
    s.player(0).birds("forest", "Blue Jay", "Hooded Warbler")
    s.player(1).birds("forest", "Downy Woodpecker")
    return s


def test_score_round_plays_to_the_end_of_the_round_and_returns_its_goal_points():
    assert _forest_goal().score_round() == (4, 1)  # green board, round 1: 4, 1, 0
    assert _forest_goal(round=4).score_round() == (7, 4)


def test_the_passive_policy_leaves_the_board_as_it_was():
    s = _forest_goal()
    turn = s.script().finish_round()
    assert turn.state.round == 2 and turn.state.goal_points == ((4, 1),)
    assert view(turn.state, s.cards).player(0).row("forest") == ["Blue Jay", "Hooded Warbler"]
    assert {r.by for r in turn.decisions} == {"policy"}
    assert turn.round_goal_points(1) == (4, 1)


def test_finish_round_answers_the_given_labels_first():
    s = _forest_goal()
    turn = s.script().finish_round("draw cards", "draw from the deck")  # player 0, then passive
    assert turn.decisions[0].answer == "draw cards" and turn.decisions[2].by == "policy"


def test_finish_round_without_a_policy_needs_labels_to_the_end():
    with pytest.raises(ScriptError, match="the round is not over"):
        _forest_goal().script().finish_round("gain food", policy=None)


def test_the_last_round_ends_the_game():
    turn = _forest_goal(round=4).script().finish_round()
    assert rules_of(_forest_goal()).is_terminal(turn.state)
    assert turn.events(E.GameEnded)


# --- a hand changed between turns ----------------------------------------------------------------
def test_a_hand_is_changed_between_turns_with_cards_from_the_deck():
    s = _mallard().deck_top("Wild Turkey")
    turn = s.play("play Mallard in wetland").with_hand(1, "Wild Turkey", "Killdeer")
    assert view(turn.state, s.cards).player(1).hand == ["Wild Turkey", "Killdeer"]
    check_conservation(turn.state, s.cards)
    turn = turn.with_hand(1, "Killdeer")  # Wild Turkey goes to the discard pile
    assert view(turn.state, s.cards).discard[-1] == "Wild Turkey"
    turn = turn.with_food(1, seed=1, invertebrate=1).play(
        "play Killdeer in grassland", "pay 1 seed"
    )
    assert view(turn.state, s.cards).player(1).row("grassland") == ["Killdeer"]


def test_a_hand_is_not_changed_in_the_middle_of_a_turn():
    turn = _mallard(answer_forced=False).play("play Mallard in wetland", until="answers")
    with pytest.raises(ScriptError, match="between turns"):
        turn.with_hand(0, "Killdeer")


def test_a_hand_takes_no_card_from_a_mat_or_the_tray():
    s = Scenario(players=2).tray("Killdeer", "Blue Jay", "Barn Owl")
    s.player(1).bird("wetland", "Mallard")
    turn = s.script()
    for name in ("Killdeer", "Mallard"):
        with pytest.raises(ValueError, match=f"{name} is not in the deck or the discard pile"):
            turn.with_hand(0, name)


def test_round_goal_points_and_the_score_breakdown_follow_the_games_green_points():
    house = ws.HouseRules(green_points=((9, 5, 0), (5, 2, 1), (6, 3, 2), (7, 4, 3)))
    s = Scenario(players=2, house=house).goal(1, "Birds in forest")
    s.player(0).birds("forest", "Blue Jay", "Hooded Warbler")
    s.player(1).birds("forest", "Downy Woodpecker")
    turn = s.script().finish_round()
    assert turn.round_goal_points() == (9, 5)
    mine, theirs = s.rules().scores(turn.state)
    assert (mine.round_goals, theirs.round_goals) == ((9,), (5,))
