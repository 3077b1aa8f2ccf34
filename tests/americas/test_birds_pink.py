"""The Americas pink (once between turns) birds that name no hummingbird (rules-expansions
9.5.9): a scenario test per power, named after what it does. New here: the reset reactions,
which look at the birdfeeder right after another player's reset, before they take a die (the
dice the reset showed, remembered by the power); "you both" (the owner and the player whose
turn it is); a trigger on a bird played without a brown power."""

from __future__ import annotations

import pytest

from wingspan_rules import load_cards
from wingspan_rules.saves.serialization import from_json, to_json
from wingspan_rules.testing import Scenario, check_conservation, view

SETS = ("core", "americas")
USE = "use the power"
SAME = ("fish", "fish", "fish", "fish", "fish")  # a feeder whose dice all match: reroll it


@pytest.fixture(scope="module")
def cards():
    return load_cards(sets=SETS)


def _table(cards, players: int = 2) -> Scenario:
    return Scenario(players=players, cards=cards, sets=SETS)


def _reroll(s: Scenario, *rolls: str):
    """Player 0 takes the gain-food action and rerolls a feeder whose dice all match: a reset."""
    s.feeder(*SAME)
    s.next_rolls(*rolls)
    return s.play("gain food", "reroll the birdfeeder", until="answers")


def _pink(turn) -> str:
    return turn.question() if "pink power" in turn.question() else ""


# --- reset reactions: the feeder right after another player's reset ------------------------------
@pytest.mark.parametrize(
    ("bird", "habitat", "food"),
    [
        ("Barred Antshrike", "forest", "invertebrate"),
        ("Paradise Tanager", "forest", "fruit"),
        ("Plain Chachalaca", "forest", "seed"),
    ],
)
def test_a_food_right_after_the_reset_gains_one_from_the_supply(cards, bird, habitat, food):
    s = _table(cards)
    s.player(1).bird(habitat, bird)
    # player 0 takes that very die first: what counts is the feeder right after the reset
    turn = _reroll(s, "invertebrate", "seed", "fruit", "fish", "rodent")
    turn = turn.play(f"take {food}", until="answers")
    assert bird in _pink(turn)
    turn = turn.play(USE, until="answers")
    assert view(turn.state, cards).player(1).food == {food: 1}


@pytest.mark.parametrize("bird", ["Barred Antshrike", "Paradise Tanager", "Plain Chachalaca"])
def test_no_such_food_after_the_reset_offers_nothing(cards, bird):
    s = _table(cards)
    s.player(1).bird("forest", bird)
    turn = _reroll(s, "fish", "fish", "rodent", "rodent", "fish")
    turn = turn.play("take fish", until="answers")
    assert _pink(turn) == ""
    assert view(turn.state, cards).player(1).food == {}


def test_a_food_that_comes_later_is_not_a_reset_reaction(cards):
    """The antshrike's food must show right after a reset: a die taken from a feeder that shows
    it without a reset triggers nothing."""
    s = _table(cards)
    s.player(1).bird("forest", "Barred Antshrike")
    s.feeder("invertebrate", "seed", "fish", "fish", "rodent")
    turn = s.play("gain food", "take fish", until="answers")
    assert _pink(turn) == ""


def test_yellow_headed_caracara_caches_the_food_the_reset_showed(cards):
    s = _table(cards)
    s.player(1).bird("grassland", "Yellow-Headed Caracara")
    turn = _reroll(s, "seed", "seed", "fish", "fruit", "rodent")
    turn = turn.play("take rodent", until="answers")  # gone from the feeder: it showed, still
    assert "Yellow-Headed Caracara" in _pink(turn)
    turn = turn.play(USE, until="answers")
    assert view(turn.state, cards).player(1).bird("Yellow-Headed Caracara").cached == {"rodent": 1}


def test_yellow_headed_caracara_chooses_when_both_foods_showed(cards):
    s = _table(cards)
    s.player(1).bird("grassland", "Yellow-Headed Caracara")
    turn = _reroll(s, "invertebrate", "seed", "fish", "fruit", "rodent")
    turn = turn.play("take fish", USE, until="answers")
    assert "invertebrate" in turn.question()  # either food: yes for this one, skip for the other
    turn = turn.play("skip", until="answers")
    assert "rodent" in turn.question()  # the other one, then
    turn = turn.play("yes", until="answers")
    assert view(turn.state, cards).player(1).bird("Yellow-Headed Caracara").cached == {"rodent": 1}


def test_yellow_headed_caracara_is_not_offered_without_either_food(cards):
    s = _table(cards)
    s.player(1).bird("grassland", "Yellow-Headed Caracara")
    turn = _reroll(s, "seed", "seed", "fish", "fruit", "fruit")
    assert _pink(turn.play("take fish", until="answers")) == ""


def test_a_reset_reaction_paused_in_its_choice_saves_and_resumes(cards):
    s = _table(cards)
    s.player(1).bird("grassland", "Yellow-Headed Caracara")
    turn = _reroll(s, "invertebrate", "seed", "fish", "fruit", "rodent")
    turn = turn.play("take fish", USE, until="answers")
    assert from_json(to_json(turn.state), s.rules()) == turn.state


def test_ruddy_ground_dove_lays_an_egg_on_itself_after_any_reset(cards):
    s = _table(cards)
    s.player(1).bird("grassland", "Ruddy Ground Dove")
    turn = _reroll(s, "fish", "fish", "rodent", "rodent", "fish")
    turn = turn.play("take fish", USE, "lay an egg on Ruddy Ground Dove", until="answers")
    assert view(turn.state, cards).player(1).bird("Ruddy Ground Dove").eggs == 1


# --- actions taken by another player ----------------------------------------------------------------
def _lays_eggs(cards) -> Scenario:
    s = _table(cards)
    s.player(0).bird("wetland", "Mallard")
    return s


def test_neotropic_cormorant_all_players_gain_a_fish_and_you_one_more(cards):
    s = _lays_eggs(cards)
    s.player(1).bird("wetland", "Neotropic Cormorant")
    turn = s.play(
        "lay eggs", "lay an egg on Mallard", "lay an egg on Mallard", USE, until="answers"
    )
    assert view(turn.state, cards).player(1).food == {"fish": 2}
    assert view(turn.state, cards).player(0).food == {"fish": 1}


def test_blue_footed_booby_tucks_a_card_from_your_hand(cards):
    s = _lays_eggs(cards)
    s.player(1).bird("wetland", "Blue-Footed Booby").hand("Wood Duck")
    turn = s.play(
        "lay eggs", "lay an egg on Mallard", "lay an egg on Mallard", USE, until="answers"
    )
    me = view(turn.state, cards).player(1)
    assert me.bird("Blue-Footed Booby").tucked == 1 and me.hand == []


def test_shiny_cowbird_lays_an_egg_on_another_bird_in_its_row(cards):
    s = _lays_eggs(cards)
    s.player(1).bird("grassland", "Shiny Cowbird").bird("grassland", "Killdeer")
    s.player(1).bird("forest", "Blue Jay")  # another row: not offered
    turn = s.play(
        "lay eggs", "lay an egg on Mallard", "lay an egg on Mallard", USE, until="answers"
    )
    assert turn.options() == ["lay an egg on Killdeer (grassland 2)", "stop"]
    turn = turn.play("lay an egg on Killdeer", until="answers")
    assert view(turn.state, cards).player(1).bird("Killdeer").eggs == 1


def test_magnificent_frigatebird_you_both_draw_a_card_from_the_deck(cards):
    s = _table(cards, players=3)
    s.player(1).bird("wetland", "Magnificent Frigatebird")
    s.deck_top("Killdeer", "Horned Lark", "Wood Duck")
    turn = s.play("draw cards", "draw from the deck", USE, until="answers")
    hands = [view(turn.state, cards).player(p).hand for p in range(3)]
    assert hands == [["Killdeer", "Wood Duck"], ["Horned Lark"], []]  # the owner draws first
    check_conservation(turn.state, cards)


def test_andean_condor_draws_at_the_end_of_a_turn_in_which_another_player_tucked(cards):
    s = _table(cards)
    s.player(1).bird("grassland", "Andean Condor")
    s.player(0).bird("wetland", "American Coot").hand("Blue Jay")
    s.deck_top("Killdeer", "Horned Lark", "Wood Duck")
    turn = s.play("draw cards", "draw from the deck", USE, "tuck Blue Jay", until="answers")
    turn = turn.play("draw from the deck", until="answers")  # the coot's draw
    assert "Andean Condor" in _pink(turn)
    turn = turn.play(USE, until="answers")
    assert view(turn.state, cards).player(1).hand == ["Wood Duck"]


def test_hoatzin_draws_when_another_player_plays_a_bird_without_a_brown_power(cards):
    s = _table(cards)
    s.player(1).bird("forest", "Hoatzin")
    s.player(0).hand("Trumpeter Swan").food(seed=3)
    turn = s.play("play Trumpeter Swan", until="answers")
    assert "Hoatzin" in _pink(turn)
    turn = turn.play(USE, "draw from the deck", until="answers")
    assert len(view(turn.state, cards).player(1).hand) == 1


def test_hoatzin_ignores_a_bird_with_a_brown_power(cards):
    s = _table(cards)
    s.player(1).bird("forest", "Hoatzin")
    s.player(0).hand("Blue Jay").food(seed=1, fish=1)
    turn = s.play("play Blue Jay", until="answers")
    assert _pink(turn) == ""
