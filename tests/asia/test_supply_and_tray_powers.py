"""Asia birds that test the food of the player's own supply, or take a particular tray card.
Each test sets up a board with the core and Asia cards, activates the bird's row, scripts the
choices and checks what a player would see."""

from __future__ import annotations

import pytest

from wingspan_rules import load_cards
from wingspan_rules.testing import Scenario, view

USE = "use the power"


@pytest.fixture(scope="module")
def cards():
    return load_cards(sets=("core", "asia"))


def _bulbul(cards, offers: str = "honest", **food: int) -> Scenario:
    s = Scenario(players=2, cards=cards, offers=offers)
    s.player(0).bird("grassland", "Red-Vented Bulbul").food(**food)
    return s


def test_a_fruit_in_your_supply_lays_an_egg_on_this_bird(cards):
    """Red-Vented Bulbul: holding a fruit (kept, not spent), it lays an egg on itself."""
    turn = _bulbul(cards, fruit=1).play(
        "lay eggs", "stop", "skip", USE, "lay an egg on Red-Vented Bulbul"
    )
    me = view(turn.state, cards).player(0)
    assert me.bird("Red-Vented Bulbul").eggs == 1
    assert me.food == {"fruit": 1}


def test_without_a_fruit_in_your_supply_no_egg_is_laid(cards):
    """Red-Vented Bulbul: other food, or fruit cached on a bird, does not count."""
    s = _bulbul(cards, offers="legacy", seed=2)
    s.player(0).bird("forest", "Blue Jay", cached={"fruit": 1})
    turn = s.play("lay eggs", "stop", "skip", USE, until="answers")
    me = view(turn.state, cards).player(0)
    assert me.bird("Red-Vented Bulbul").eggs == 0


def test_the_middle_tray_card_goes_to_your_hand(cards):
    """Yellow Bittern: of the three face-up cards, the one in the middle is taken."""
    s = Scenario(players=2, cards=cards)
    s.player(0).bird("wetland", "Yellow Bittern")
    s.tray("Mallard", "Killdeer", "Blue Jay")
    turn = s.play("draw cards", "draw Blue Jay", USE, until="answers")
    me = view(turn.state, cards).player(0)
    assert "Killdeer" in me.hand and "Mallard" not in me.hand


def test_honest_without_a_fruit_in_your_supply_the_bulbul_is_not_offered(cards):
    """The legacy case above, under the honest offers (the default): nothing to lay, no offer."""
    s = _bulbul(cards, seed=2)
    s.player(0).bird("forest", "Blue Jay", cached={"fruit": 1})
    turn = s.play("lay eggs", "stop", "skip", until="answers")
    assert not any(o.startswith(USE) for o in turn.options())
