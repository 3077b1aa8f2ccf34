"""Asia birds that steal from each neighbour, then let the robbed players gain (docs/asia.md).
Each test sets up a board with the core and Asia cards, plays the bird, scripts the choices and
checks what a player would see."""

from __future__ import annotations

import pytest

from wingspan_rules import load_cards
from wingspan_rules.testing import Scenario, view

USE = "use the power"


@pytest.fixture(scope="module")
def cards():
    return load_cards(sets=("core", "asia"))


def _hoopoe(cards, players: int, *neighbour_food: dict) -> Scenario:
    s = Scenario(players=players, cards=cards)
    s.player(0).hand("Eurasian Hoopoe").food(invertebrate=2, rodent=1)
    for p, food in enumerate(neighbour_food, start=1):
        s.player(p).food(**food)
    return s


def test_the_hoopoe_robs_each_neighbour_who_has_an_invertebrate(cards):
    """Eurasian Hoopoe: both neighbours hold an invertebrate: one is taken from each; each of
    them may then gain a food of their choice from the supply."""
    s = _hoopoe(cards, 3, {"invertebrate": 1}, {"invertebrate": 2})
    turn = s.play("play Eurasian Hoopoe in grassland", USE, until="answers")
    turn = turn.play("yes", "choose fish", until="answers")
    turn = turn.play("yes", "choose seed", until="answers")
    seen = view(turn.state, cards)
    assert seen.player(0).food == {"invertebrate": 2}
    assert seen.player(1).food == {"fish": 1} or seen.player(1).food == {"seed": 1}
    assert sorted([*seen.player(1).food, *seen.player(2).food]) == ["fish", "invertebrate", "seed"]


def test_a_neighbour_without_an_invertebrate_is_not_robbed_and_gains_nothing(cards):
    """Eurasian Hoopoe: only the neighbour who had one is robbed and offered the gain."""
    s = _hoopoe(cards, 3, {"invertebrate": 2}, {"seed": 1})
    turn = s.play("play Eurasian Hoopoe in grassland", USE, until="answers")
    assert turn.deciding() == (1,)
    turn = turn.play("skip", until="answers")
    seen = view(turn.state, cards)
    assert seen.player(0).food == {"invertebrate": 1}
    assert seen.player(1).food == {"invertebrate": 1} and seen.player(2).food == {"seed": 1}


def test_in_a_game_of_two_the_one_neighbour_is_robbed_once(cards):
    """Eurasian Hoopoe: with two players the left and right neighbour are one player."""
    s = _hoopoe(cards, 2, {"invertebrate": 2})
    turn = s.play("play Eurasian Hoopoe in grassland", USE, "skip")
    seen = view(turn.state, cards)
    assert seen.player(0).food == {"invertebrate": 1}
    assert seen.player(1).food == {"invertebrate": 1}
