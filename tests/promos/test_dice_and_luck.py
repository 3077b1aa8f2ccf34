"""Promo birds written with the chosen-dice and push-your-luck families (``effects/
chosen_dice.py``, ``effects/push_your_luck.py``): what each printed power means, paraphrased
in the test's name."""

from __future__ import annotations

import pytest

import wingspan_rules as ws
from wingspan_rules.state import events as E
from wingspan_rules.testing import Scenario, view

USE = "use the power"


@pytest.fixture(scope="module")
def cards():
    return ws.load_cards(sets=("core", "promos"))


def _on_forest(cards, bird: str) -> Scenario:
    s = Scenario(players=2, cards=cards)
    s.player(0).bird("forest", bird)
    return s.feeder("seed", "seed", "seed", "seed", "seed")


def test_the_plover_rolls_one_die_again_until_it_finds_an_invertebrate(cards):
    """Piping Plover: one picked die, rolled up to three times; the player rolls again after a
    miss and stops once an invertebrate shows, caching one."""
    s = Scenario(players=2, cards=cards).deck_top("Blue Jay")
    s.player(0).bird("wetland", "Piping Plover")
    s.feeder("seed", "seed", "seed", "seed", "seed").next_rolls("fish", "invertebrate_seed")
    turn = s.play("draw cards", "draw from the deck", USE, "remove a seed die", "yes", "stop")
    assert len(turn.events(E.DiceRolled)) == 2
    assert view(turn.state, cards).player(0).bird("Piping Plover").cached == {"invertebrate": 1}


def test_the_plover_caches_nothing_after_three_misses(cards):
    """Piping Plover: three rolls at most; none showing an invertebrate caches nothing."""
    s = Scenario(players=2, cards=cards).deck_top("Blue Jay")
    s.player(0).bird("wetland", "Piping Plover")
    s.feeder("seed", "seed", "seed", "seed", "seed").next_rolls("fish", "fish", "rodent")
    turn = s.play("draw cards", "draw from the deck", USE, "remove a seed die", "yes", "yes")
    assert len(turn.events(E.DiceRolled)) == 3
    assert view(turn.state, cards).player(0).bird("Piping Plover").cached == {}
    assert not turn.events(E.PredatorSucceeded)


def test_the_bleeding_heart_tucks_cards_drawn_while_their_points_stay_under_six(cards):
    """Luzon Bleeding-Heart: cards drawn one at a time; stopping while their points add to
    less than 6 tucks them all behind it."""
    s = _on_forest(cards, "Luzon Bleeding-Heart").deck_top("Mallard", "Carolina Wren", "Blue Jay")
    turn = s.play("gain food", "take seed", USE, "yes", "stop")
    assert view(turn.state, cards).player(0).bird("Luzon Bleeding-Heart").tucked == 2


def test_the_bleeding_heart_discards_everything_drawn_once_the_points_reach_six(cards):
    """Luzon Bleeding-Heart: 0 + 1 + 8 points reach 6: the three cards are discarded."""
    s = _on_forest(cards, "Luzon Bleeding-Heart")
    s.deck_top("Mallard", "Carolina Wren", "Wild Turkey")
    turn = s.play("gain food", "take seed", USE, "yes", "yes")
    assert view(turn.state, cards).player(0).bird("Luzon Bleeding-Heart").tucked == 0
    assert len(turn.state.table.discard) == 3


def test_the_nightjar_caches_an_insect_per_forest_bird_drawn_before_another_one(cards):
    """Great Eared Nightjar: cards drawn until one that is no forest bird; one invertebrate
    per forest bird before it; all the drawn cards discarded."""
    s = _on_forest(cards, "Great Eared Nightjar")
    s.deck_top("Blue Jay", "Downy Woodpecker", "Mallard", "Carolina Wren")
    turn = s.play("gain food", "take seed", USE)
    nightjar = view(turn.state, cards).player(0).bird("Great Eared Nightjar")
    assert nightjar.cached == {"invertebrate": 2}
    names = [cards.birds[c].name for c in turn.state.table.discard]
    assert names == ["Blue Jay", "Downy Woodpecker", "Mallard"]
    assert turn.state.table.deck[0] == cards.bird_id("Carolina Wren")
    assert len(turn.events(E.PredatorSucceeded)) == 1
