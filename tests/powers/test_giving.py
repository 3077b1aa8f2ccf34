"""Giving food and cards to other players, and stealing from a neighbour: the player selectors
of actions ("another player of your choice", "player to your left/right", "each other
player"). Giving is not spending: only the supply gives food. Test birds written in the card
language; the players' supplies, hands and the events are the checked behaviour."""

from __future__ import annotations

import json

import pytest

import wingspan_rules as ws
from wingspan_rules.engine.observation import HIDDEN, observe
from wingspan_rules.language import CardErrors
from wingspan_rules.state import events as E
from wingspan_rules.testing import (
    Scenario,
    assert_food,
    check_conservation,
    core_cards_with,
    plain_bird,
)


@pytest.fixture(scope="module")
def cards():
    return core_cards_with(
        plain_bird("Fish Giver", "give 1 fish to another player of your choice"),
        plain_bird("Left Card Giver", "give 1 card from hand to player to your left"),
        plain_bird("Generous", "give 1 wild to each other player"),
        plain_bird(
            "Paying Giver",
            "you may give 1 seed to player to your right\n    if you do: draw 2 cards from deck",
        ),
        plain_bird("Left Thief", "steal 1 wild from player to your left"),
    )


def _turn(cards, bird: str, players: int = 3) -> Scenario:
    s = Scenario(players=players, cards=cards).first_player(0)
    s.player(0).bird("forest", bird)
    s.feeder("seed", "seed", "seed", "seed", "seed")
    return s


def test_food_goes_to_the_player_chosen(cards):
    s = _turn(cards, "Fish Giver")
    s.player(0).food(fish=2)
    turn = s.play("gain food", "take seed", "use the power", until="answers")
    assert (
        sorted(turn.options()) == ["choose Player 1", "choose Player 2"] or len(turn.options()) == 2
    )
    turn = turn.play(turn.options()[1])
    assert_food(turn.state, 0, seed=1, fish=1)
    assert_food(turn.state, 2, fish=1)
    (given,) = turn.events(E.FoodGiven)
    assert (given.player, given.receiver, given.food) == (0, 2, ws.Food.FISH)
    check_conservation(turn.state, cards)


def test_giving_is_not_offered_with_nothing_to_give(cards):
    s = _turn(cards, "Fish Giver")
    turn = s.play("gain food", "take seed")  # no fish in the supply: the power is not offered
    assert not turn.events(E.FoodGiven)
    assert_food(turn.state, 0, seed=1)


def test_a_card_goes_to_the_left_neighbour_hidden_from_the_others(cards):
    s = _turn(cards, "Left Card Giver")
    s.player(0).hand("Mallard", "Killdeer")
    turn = s.play("gain food", "take seed", "skip", "use the power", until="answers")
    assert sorted(turn.options()) == ["give Killdeer", "give Mallard"]
    turn = turn.play("give Killdeer")
    hands = [[cards.birds[c].name for c in p.hand] for p in turn.state.players]
    assert hands == [["Mallard"], ["Killdeer"], []]
    (given,) = turn.events(E.CardGiven)
    assert (given.player, given.receiver) == (0, 1)
    shown = {
        viewer: [e for e in observe(turn.state, viewer).events if isinstance(e, E.CardGiven)]
        for viewer in range(3)
    }
    assert shown[0][0].card == shown[1][0].card == given.card
    assert shown[2][0].card == HIDDEN  # the third player saw a card go, not which
    check_conservation(turn.state, cards)


def test_each_other_player_gets_one_food_in_turn_order(cards):
    s = _turn(cards, "Generous")
    s.player(0).food(fruit=1, rodent=1)
    turn = s.play("gain food", "take seed", "use the power", until="answers")
    turn = turn.play("choose fruit", until="answers")  # to player 1 first
    turn = turn.play("choose rodent")  # then to player 2
    receivers = [(e.receiver, e.food.label) for e in turn.events(E.FoodGiven)]
    assert receivers == [(1, "fruit"), (2, "rodent")]
    assert_food(turn.state, 0, seed=1)  # the seed the action took stays


def test_if_you_do_after_a_gift(cards):
    s = _turn(cards, "Paying Giver")
    s.player(0).food(seed=1)
    turn = s.play("gain food", "take seed", "use the power", until="answers")
    turn = turn.play("yes", until="answers")  # only seed to give: nothing to choose
    assert_food(turn.state, 2, seed=1)  # the right neighbour of player 0 in 3 players
    turn = turn.play("take 2")
    assert len(turn.state.players[0].hand) == 2


def test_a_steal_from_the_left_neighbour_only(cards):
    s = _turn(cards, "Left Thief")
    s.player(1).food(rodent=1)
    s.player(2).food(fish=3)
    turn = s.play("gain food", "take seed", "use the power")
    assert_food(turn.state, 0, seed=1, rodent=1)
    assert_food(turn.state, 2, fish=3)
    (stolen,) = turn.events(E.FoodStolen)
    assert stolen.victim == 1


def test_a_steal_from_each_other_player_is_refused():
    with pytest.raises(CardErrors, match="a steal takes from one player"):
        core_cards_with(plain_bird("Greedy", "steal 1 seed from each other player"))


def test_a_save_waiting_on_a_gift_resumes(cards):
    s = _turn(cards, "Left Card Giver")
    s.player(0).hand("Mallard", "Killdeer")
    turn = s.play("gain food", "take seed", "skip", "use the power", until="answers")
    text = ws.to_json(turn.state)
    assert json.loads(text)["state"]["pending"][-1]["type"] == "give-which"
    assert ws.from_json(text, s.rules()) == turn.state
