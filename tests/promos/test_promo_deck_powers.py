"""Promo birds of the deck, the discard pile, the tray, drawn cards, eggs and play-a-bird
(docs/promos.md, "Readings"): what each printed power means, paraphrased in the test's name,
on prepared boards."""

from __future__ import annotations

import pytest

import wingspan_rules as ws
from promos.test_promo_powers import _end, _last_turn
from wingspan_rules.testing import Scenario, assert_food, view

USE = "use the power"


@pytest.fixture(scope="module")
def cards():
    return ws.load_cards(sets=("core", "promos"))


def _names(cards, ids) -> list[str]:
    return [cards.birds[c].name for c in ids]


def _eggs(state, cards, player: int, bird: str) -> int:
    return view(state, cards).player(player).bird(bird).eggs


# --- a revealed card tested, then kept, tucked or discarded (effects/card_tests.py) -------------


def test_the_scaup_discards_an_insect_eater_and_gains_an_invertebrate(cards):
    s = Scenario(players=2, cards=cards)
    s.player(0).bird("wetland", "New Zealand Scaup")
    s.deck_top("Trumpeter Swan", "Hooded Warbler")  # the draw takes the first
    turn = s.play("draw cards", "deck", USE)
    assert_food(turn.state, 0, invertebrate=1)
    assert cards.bird_id("Hooded Warbler") in turn.state.table.discard
    assert view(turn.state, cards).player(0).bird("New Zealand Scaup").tucked == 0


def test_the_scaup_tucks_a_card_that_eats_no_invertebrate(cards):
    s = Scenario(players=2, cards=cards)
    s.player(0).bird("wetland", "New Zealand Scaup")
    s.deck_top("Hooded Warbler", "Wild Turkey")
    turn = s.play("draw cards", "deck", USE)
    assert_food(turn.state, 0)
    assert view(turn.state, cards).player(0).bird("New Zealand Scaup").tucked == 1


def test_the_scaup_is_a_flocking_bird_and_no_predator(cards):
    scaup = cards.bird("New Zealand Scaup")
    assert scaup.flocking and not scaup.predator


def test_the_fernbird_may_trade_an_insect_eater_for_an_egg(cards):
    s = Scenario(players=2, cards=cards)
    s.player(0).bird("wetland", "Fernbird")
    s.deck_top("Trumpeter Swan", "Hooded Warbler")
    turn = s.play("draw cards", "deck", USE, "yes", "lay an egg")
    assert _eggs(turn.state, cards, 0, "Fernbird") == 1
    assert cards.bird_id("Hooded Warbler") in turn.state.table.discard
    assert _names(cards, turn.state.players[0].hand) == ["Trumpeter Swan"]


def test_the_fernbird_keeps_an_insect_eater_it_does_not_trade(cards):
    s = Scenario(players=2, cards=cards)
    s.player(0).bird("wetland", "Fernbird")
    s.deck_top("Trumpeter Swan", "Hooded Warbler")
    turn = s.play("draw cards", "deck", USE, "skip")
    assert _eggs(turn.state, cards, 0, "Fernbird") == 0
    assert sorted(_names(cards, turn.state.players[0].hand)) == ["Hooded Warbler", "Trumpeter Swan"]


def test_the_fernbird_discards_a_card_that_eats_no_invertebrate(cards):
    s = Scenario(players=2, cards=cards)
    s.player(0).bird("wetland", "Fernbird")
    s.deck_top("Hooded Warbler", "Wild Turkey")
    turn = s.play("draw cards", "deck", USE)
    assert cards.bird_id("Wild Turkey") in turn.state.table.discard
    assert _names(cards, turn.state.players[0].hand) == ["Hooded Warbler"]


# --- another bird of this habitat, or next to this bird (effects/neighbours.py) -----------------


def test_the_shelduck_draws_when_a_neighbour_holds_an_egg(cards):
    s = Scenario(players=2, cards=cards)
    s.player(0).bird("wetland", "Paradise Shelduck").bird("wetland", "Trumpeter Swan", eggs=1)
    s.deck_top("Hooded Warbler", "Wild Turkey")
    turn = s.play("draw cards", "deck", "deck", USE, "deck")
    assert len(turn.state.players[0].hand) == 3  # two by the action (2 birds), one by the power
    assert _eggs(turn.state, cards, 0, "Paradise Shelduck") == 0


def test_the_shelduck_lays_on_itself_when_no_neighbour_holds_an_egg(cards):
    s = Scenario(players=2, cards=cards)
    s.player(0).bird("wetland", "Paradise Shelduck").bird("wetland", "Trumpeter Swan")
    s.player(0).bird("grassland", "Wild Turkey", eggs=2)  # not a neighbour: another row
    turn = s.play("draw cards", "deck", "deck", USE, "lay an egg")
    assert _eggs(turn.state, cards, 0, "Paradise Shelduck") == 1


@pytest.mark.parametrize(
    ("row", "bird", "eggs"),
    [("wetland", "Anhinga", 2), ("grassland", "American Kestrel", 0), ("wetland", "Mallard", 0)],
)
def test_the_curlew_lays_two_when_a_predator_shares_its_habitat(cards, row, bird, eggs):
    s = _last_turn(cards)
    s.player(0).bird("wetland", "Eurasian Curlew").bird(row, bird)
    done = _end(s, "Eurasian Curlew")
    assert _eggs(done.state, cards, 0, "Eurasian Curlew") == eggs


def test_the_magpie_lays_two_on_each_neighbour_with_a_platform_nest(cards):
    s = _last_turn(cards, 4)
    mat = s.player(0)
    mat.bird("forest", "Blue Jay").bird("forest", "Iberian Magpie").bird("forest", "Cooper's Hawk")
    mat.bird("forest", "Broad-Winged Hawk")  # a platform nest, but not a neighbour
    done = _end(s, "Iberian Magpie")
    assert _eggs(done.state, cards, 0, "Cooper's Hawk") == 2
    assert _eggs(done.state, cards, 0, "Blue Jay") == 0  # a bowl nest
    assert _eggs(done.state, cards, 0, "Broad-Winged Hawk") == 0
    assert _eggs(done.state, cards, 0, "Iberian Magpie") == 0
