"""Asia birds that cache food from the player's own supply (``effects/own_supply.py``): the
food leaves the supply and sits on the chosen bird. Each test sets up a board with the core and
Asia cards, runs the power, scripts the choices and checks the supply and the birds."""

from __future__ import annotations

import pytest

from wingspan_rules import load_cards
from wingspan_rules.testing import Scenario, assert_food, view

USE = "use the power"


@pytest.fixture(scope="module")
def cards():
    return load_cards(sets=("core", "asia"))


def _last_turn(cards) -> Scenario:
    """Two players, round 1, player 1's last turn: player 1 gains food, then the round ends."""
    s = Scenario(players=2, cards=cards).turn(15)
    s.goals("Birds in forest", "Birds in grassland", "Birds in wetland", "Total birds")
    return s


def test_a_food_of_your_own_moves_onto_the_bird_you_pick(cards):
    """Large-Billed Crow: one food of any type from your supply onto any of your birds; having
    done it, you may also tuck a hand card behind the crow."""
    s = Scenario(players=2, cards=cards)
    s.player(0).bird("forest", "Large-Billed Crow").bird("grassland", "Wild Turkey")
    s.player(0).food(fish=1).hand("Mallard")
    s.feeder("seed", "seed", "seed", "seed", "seed")
    turn = s.play("gain food", "take seed", "skip", USE, "cache fish on Wild Turkey", "yes")
    assert_food(turn.state, 0, seed=1)  # the fish left the supply
    me = view(turn.state, cards).player(0)
    assert me.bird("Wild Turkey").cached == {"fish": 1}
    assert me.bird("Large-Billed Crow").tucked == 1


def test_the_food_just_gained_may_be_the_one_cached(cards):
    """Large-Billed Crow : the food cached may be the one the row just gained."""
    s = Scenario(players=2, cards=cards)
    s.player(0).bird("forest", "Large-Billed Crow").hand("Mallard")
    s.feeder("fish", "fish", "fish", "fish", "fish")
    turn = s.play("gain food", "take fish", "skip", USE, "cache fish on Large-Billed Crow", "yes")  # fmt: skip
    me = view(turn.state, cards).player(0)
    assert me.bird("Large-Billed Crow").cached == {"fish": 1}
    assert me.bird("Large-Billed Crow").tucked == 1
    assert_food(turn.state, 0)


def test_every_player_may_cache_their_own_food_in_their_grassland(cards):
    """Brown Shrike: each player in turn may move an invertebrate of their own onto a bird of
    their grassland."""
    s = Scenario(players=2, cards=cards)
    s.player(0).bird("grassland", "Brown Shrike").food(invertebrate=1)
    s.player(1).bird("grassland", "Wild Turkey").bird("forest", "Blue Jay").food(invertebrate=2)
    turn = s.play(
        "lay eggs", "lay an egg on Brown Shrike (grassland 1)", "stop", "skip", USE,
        "cache invertebrate on Brown Shrike", "cache invertebrate on Wild Turkey",
        until="answers",
    )  # fmt: skip
    me, other = view(turn.state, cards).player(0), view(turn.state, cards).player(1)
    assert me.bird("Brown Shrike").cached == {"invertebrate": 1}
    assert other.bird("Wild Turkey").cached == {"invertebrate": 1}
    assert other.bird("Blue Jay").cached == {}
    assert_food(turn.state, 0)
    assert_food(turn.state, 1, invertebrate=1)


def test_one_food_of_your_own_on_each_bird_of_the_row_you_pick(cards):
    """House Crow (round end): one food of your own on each bird of its row that you pick,
    the crow included, until you stop."""
    s = _last_turn(cards)
    s.player(0).bird("forest", "House Crow").bird("forest", "Blue Jay").bird("forest", "Downy Woodpecker")  # fmt: skip
    s.player(0).food(seed=1, fruit=1, fish=1)
    end = s.script().play("gain food", "stop", "use the power of House Crow", until="answers")
    done = end.play("cache seed on House Crow", "cache fruit on Downy Woodpecker", until="answers")
    me = view(done.state, cards).player(0)
    assert me.bird("House Crow").cached == {"seed": 1}
    assert me.bird("Blue Jay").cached == {}  # passed over: the picks go left to right
    assert me.bird("Downy Woodpecker").cached == {"fruit": 1}
    assert me.food == {"fish": 1}
