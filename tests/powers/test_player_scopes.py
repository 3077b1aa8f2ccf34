"""Rules 3.12, scope words: "other players", "the player to your left/right", "choose 1 other
player". No core card uses them; test birds written in the card language exercise the
phrases end to end (parse, compile, describe, run) in the base game. Flock mode's readings
(neighbours across groups, anyone at the table) are in tests/rules/test_08_flock.py."""

from __future__ import annotations

import pytest

from wingspan_rules.testing import Scenario, assert_food, core_cards_with, plain_bird


@pytest.fixture(scope="module")
def cards():
    return core_cards_with(
        plain_bird("Others Feeder", "other players: gain 1 fish from supply"),
        plain_bird("Left Feeder", "player to your left: gain 1 fish from supply"),
        plain_bird("Right Feeder", "player to your right: gain 1 fruit from supply"),
        plain_bird("Chooser Feeder", "another player of your choice: gain 1 rodent from supply"),
    )


def _gain_food_with(cards, bird: str) -> Scenario:
    s = Scenario(players=3, cards=cards).first_player(1)
    s.player(1).bird("forest", bird)
    s.feeder("seed", "seed", "seed", "seed", "seed")
    return s


def test_3_12_the_phrases_compile_and_describe_themselves(cards):
    said = {
        name: cards.bird(name).power.effects[0].describe()
        for name in ("Others Feeder", "Left Feeder", "Right Feeder", "Chooser Feeder")
    }
    assert said["Others Feeder"].startswith("each other player in turn, from your left")
    assert said["Left Feeder"].startswith("the player to your left")
    assert said["Right Feeder"].startswith("the player to your right")
    assert said["Chooser Feeder"].startswith("one other player you choose")


def test_3_12_other_players_leaves_you_out(cards):
    turn = _gain_food_with(cards, "Others Feeder").play("gain food", "take seed", "use the power")
    assert_food(turn.state, 1, seed=1)
    assert_food(turn.state, 0, fish=1)
    assert_food(turn.state, 2, fish=1)


def test_3_12_the_player_to_your_left_is_the_next_seat_clockwise(cards):
    turn = _gain_food_with(cards, "Left Feeder").play("gain food", "take seed", "use the power")
    assert_food(turn.state, 2, fish=1)
    assert_food(turn.state, 0)


def test_3_12_the_player_to_your_right_is_the_previous_seat(cards):
    turn = _gain_food_with(cards, "Right Feeder").play("gain food", "take seed", "use the power")
    assert_food(turn.state, 0, fruit=1)
    assert_food(turn.state, 2)


def test_3_12_another_player_of_your_choice_is_any_one_opponent(cards):
    turn = _gain_food_with(cards, "Chooser Feeder").play(
        "gain food", "take seed", "use the power", until="answers"
    )
    assert turn.options() == ["choose player 0", "choose player 2"]
    turn = turn.play("choose player 0")
    assert_food(turn.state, 0, rodent=1)
    assert_food(turn.state, 2)
