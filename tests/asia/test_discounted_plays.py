"""Asia birds that play another bird ignoring a food or an egg of its cost
(cards/asia/birds-discounted-plays.wsp): the player picks which goes unpaid when both would
matter; when only one lets the bird be played, or changes what is paid, it is that one."""

from __future__ import annotations

import pytest

from wingspan_rules import load_cards
from wingspan_rules.testing import Scenario, view

USE = "use the power"


@pytest.fixture(scope="module")
def cards():
    return load_cards(sets=("core", "asia"))


def _minivet(cards, invertebrate: int, eggs: int) -> Scenario:
    """Small Minivet in hand (its cost: 1 invertebrate) and Blue-Gray Gnatcatcher (forest, 1
    invertebrate), the forest empty: the Gnatcatcher's space costs 1 egg."""
    s = Scenario(players=2, cards=cards)
    s.player(0).hand("Small Minivet", "Blue-Gray Gnatcatcher").food(invertebrate=invertebrate)
    s.player(0).bird("wetland", "Mallard", eggs=eggs)
    return s


def _play(cards, s: Scenario, *labels: str):
    return s.play(
        "play Small Minivet in forest",
        USE,
        "play Blue-Gray Gnatcatcher in forest",
        *labels,
        until="answers",
    )


def test_small_minivet_asks_whether_the_food_or_the_egg_goes_unpaid(cards):
    turn = _play(cards, _minivet(cards, invertebrate=2, eggs=1))
    assert sorted(turn.options()) == ["skip", "yes"]


def test_small_minivet_ignoring_the_invertebrate_pays_the_egg(cards):
    turn = _play(cards, _minivet(cards, invertebrate=2, eggs=1), "yes")
    me = view(turn.state, cards).player(0)
    assert me.bird("Blue-Gray Gnatcatcher") is not None
    assert me.food == {"invertebrate": 1} and me.bird("Mallard").eggs == 0


def test_small_minivet_ignoring_the_egg_pays_the_invertebrate(cards):
    turn = _play(cards, _minivet(cards, invertebrate=2, eggs=1), "skip")
    me = view(turn.state, cards).player(0)
    assert me.bird("Blue-Gray Gnatcatcher") is not None
    assert me.food == {} and me.bird("Mallard").eggs == 1


def test_small_minivet_with_no_egg_ignores_the_egg_without_asking(cards):
    turn = _play(cards, _minivet(cards, invertebrate=2, eggs=0))
    me = view(turn.state, cards).player(0)
    assert me.bird("Blue-Gray Gnatcatcher") is not None and me.food == {}


def test_small_minivet_with_no_invertebrate_left_ignores_the_food(cards):
    turn = _play(cards, _minivet(cards, invertebrate=1, eggs=1))
    me = view(turn.state, cards).player(0)
    assert me.bird("Blue-Gray Gnatcatcher") is not None and me.bird("Mallard").eggs == 0


def test_small_minivet_with_neither_has_nothing_to_play(cards):
    s = _minivet(cards, invertebrate=1, eggs=0)
    turn = s.play("play Small Minivet in forest", until="answers")
    assert not any(o.startswith(USE) for o in turn.options())
    assert "Blue-Gray Gnatcatcher" in view(turn.state, cards).player(0).hand


def test_trumpeter_finch_plays_a_grassland_bird_ignoring_a_seed(cards):
    """Trumpeter Finch (2 seed): Scaled Quail (1 seed) played next in the grassland, its seed
    ignored and its egg paid."""
    s = Scenario(players=2, cards=cards)
    s.player(0).hand("Trumpeter Finch", "Scaled Quail").food(seed=2)
    s.player(0).bird("wetland", "Mallard", eggs=1)
    turn = s.play(
        "play Trumpeter Finch in grassland", USE, "play Scaled Quail in grassland", until="answers"
    )
    me = view(turn.state, cards).player(0)
    assert me.bird("Scaled Quail") is not None and me.bird("Mallard").eggs == 0
