"""Asia round-end birds counting "for every 3 eggs" in a row (``effects/quantities.py``):
the block runs once per whole 3 eggs (rounded down), and "up to 2 of them" caches food gained
by it. Each test plays the round's last turn and the round-end power."""

from __future__ import annotations

import pytest

from wingspan_rules import load_cards
from wingspan_rules.testing import Scenario, assert_food, view


@pytest.fixture(scope="module")
def cards():
    return load_cards(sets=("core", "asia"))


def _last_turn(cards, offers: str = "honest") -> Scenario:
    """Two players, round 1, player 1's last turn: player 1 gains food, then the round ends."""
    s = Scenario(players=2, cards=cards, offers=offers).turn(15)
    s.goals("Birds in forest", "Birds in grassland", "Birds in wetland", "Total birds")
    return s


def _round_end(s: Scenario, bird: str):
    return s.script().play("gain food", "stop", f"use the power of {bird}", until="answers")


def test_seven_wetland_eggs_draw_two_cards_then_hand_cards_may_be_tucked(cards):
    """Common Teal: 7 eggs in the wetland are two whole threes: two cards from the deck; then
    up to two hand cards tucked behind the teal (here one)."""
    s = _last_turn(cards).deck_top("Blue Jay", "Wild Turkey", "Carolina Wren")
    s.player(0).bird("wetland", "Common Teal", eggs=4).bird(
        "wetland", "Trumpeter Swan", eggs=2
    ).bird("wetland", "Mallard", eggs=1)
    end = _round_end(s, "Common Teal")
    assert end.state.players[0].hand[-2:] == (cards.bird_id("Blue Jay"), cards.bird_id("Wild Turkey"))  # fmt: skip
    done = end.play("take 1", "tuck Blue Jay", until="answers")
    assert view(done.state, cards).player(0).bird("Common Teal").tucked == 1


def test_two_eggs_are_no_whole_three_and_gain_nothing(cards):
    """Eurasian Treecreeper: 2 eggs in the forest: no food (a power that does nothing is asked
    only under the legacy offers; the honest ones do not offer it)."""
    s = _last_turn(cards, offers="legacy")
    s.player(0).bird("forest", "Eurasian Treecreeper", eggs=2)
    end = _round_end(s, "Eurasian Treecreeper")
    assert_food(end.state, 0)
    assert view(end.state, cards).player(0).bird("Eurasian Treecreeper").cached == {}


def test_six_eggs_gain_two_foods_and_up_to_two_of_them_may_be_cached(cards):
    """Oriental Magpie-Robin: 6 eggs in the grassland: two food, each invertebrate or seed;
    one of them kept on the bird, the other in the supply; older supply food stays put."""
    s = _last_turn(cards)
    s.player(0).bird("grassland", "Oriental Magpie-Robin", eggs=4).bird("grassland", "Wild Turkey")
    s.player(0).bird("grassland", "American Woodcock", eggs=2).food(seed=1)
    end = _round_end(s, "Oriental Magpie-Robin")
    done = end.play("choose invertebrate", "choose seed", until="answers")
    assert sorted(done.options()) == ["choose invertebrate", "choose seed", "stop"]
    done = done.play("choose invertebrate", "stop", until="answers")
    robin = view(done.state, cards).player(0).bird("Oriental Magpie-Robin")
    assert robin.cached == {"invertebrate": 1}
    assert_food(done.state, 0, seed=2)


def test_a_large_supply_caches_only_the_food_the_block_gained(cards):
    """Oriental Magpie-Robin with 70 seed, fish and rodent already in the supply: only the food its block gains
    may be cached (the seed held before is not "of them"), and the power keeps only how many of
    each food were held, not a token each (the game's checks stay green)."""
    from wingspan_rules.engine.invariants import problems, rules_problems

    s = _last_turn(cards)
    s.player(0).bird("grassland", "Oriental Magpie-Robin", eggs=4).bird("grassland", "Wild Turkey")
    s.player(0).bird("grassland", "American Woodcock", eggs=2).food(seed=70, fish=70, rodent=70)
    end = _round_end(s, "Oriental Magpie-Robin")
    done = end.play("choose invertebrate", "choose invertebrate", until="answers")
    assert done.options() == ["choose invertebrate", "stop"]
    assert problems(done.state, cards) == [] and rules_problems(done.state, cards) == []
    done = done.play("choose invertebrate", "stop", until="answers")
    assert view(done.state, cards).player(0).bird("Oriental Magpie-Robin").cached == {
        "invertebrate": 1
    }
