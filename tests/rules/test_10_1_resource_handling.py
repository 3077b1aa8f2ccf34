"""Rules reference 10.1 #1 and #2 (with 3.4-3.7): taking fewer from the mat's slots, and the
"all dice show the same face" reroll before every gain from the birdfeeder.

Partial gains from powers, template by template, are in ``tests/powers/test_partial_gains.py``.
"""

from __future__ import annotations

from wingspan_rules.state import events as E
from wingspan_rules.testing import Scenario, assert_food, view

REROLL = "reroll the birdfeeder"
USE = "use the power"


# --- 10.1 #1: the mat's slots let a player stop early -----------------------------------------


def test_10_1_the_gain_food_action_may_stop_before_the_first_die(cards):
    s = Scenario(players=2, cards=cards)
    s.player(0).birds("forest", "Hooded Warbler", "Wild Turkey")  # 2 dice
    s.feeder("fish", "seed", "rodent")
    turn = s.play("gain food", "stop")
    assert_food(turn.state, 0)
    assert sorted(view(turn.state, cards).feeder) == ["fish", "rodent", "seed"]


def test_10_1_the_lay_eggs_action_may_stop_while_birds_have_room(cards):
    s = Scenario(players=2, cards=cards)
    s.player(0).bird("forest", "Hooded Warbler")
    turn = s.play("lay eggs", "lay an egg on Hooded Warbler", "stop")  # 2 eggs: lay 1
    assert view(turn.state, cards).player(0).bird("Hooded Warbler").eggs == 1
    assert not turn.events(E.EggsLost)  # declined, not lost for want of room


def test_10_1_the_draw_cards_action_may_stop_early(cards):
    s = Scenario(players=2, cards=cards)
    s.player(0).birds("wetland", "Trumpeter Swan", "Wood Duck")  # 2 cards
    s.deck_top("Mallard", "Killdeer")
    turn = s.play("draw cards", "draw from the deck", "stop", "skip")  # skip: Wood Duck's power
    assert view(turn.state, cards).player(0).hand == ["Mallard"]


def test_10_1_the_conversion_bonuses_may_be_taken_short(cards):
    s = Scenario(players=2, cards=cards)
    s.player(0).bird("forest", "Hooded Warbler").hand("Mallard")
    s.feeder("fish", "seed", "rodent")
    turn = s.play("gain food", "take fish", "discard Mallard", until="answers")
    assert "stop" in turn.options()  # the bonus die may be left
    turn = turn.play("stop")
    assert_food(turn.state, 0, fish=1)

    s = Scenario(players=2, cards=cards)
    s.player(0).bird("grassland", "Killdeer").food(seed=1)
    turn = s.play("lay eggs", "Killdeer", "Killdeer", "discard 1 seed", until="answers")
    assert "stop" in turn.options()  # the bonus egg may be left

    s = Scenario(players=2, cards=cards)
    s.player(0).bird("wetland", "Trumpeter Swan", eggs=1)
    s.deck_top("Mallard", "Killdeer")
    turn = s.play("draw cards", "draw from the deck", "discard an egg", until="answers")
    assert "stop" in turn.options()  # the bonus card may be left


# --- 10.1 #2: the reroll before every gain from the birdfeeder --------------------------------


def test_10_1_the_gain_food_action_may_reroll_before_each_die(cards):
    s = Scenario(players=2, cards=cards)
    s.player(0).birds("forest", "Hooded Warbler", "Wild Turkey")  # 2 dice
    s.feeder("fish", "seed")  # not one face: no reroll before the first die
    turn = s.play("gain food", until="answers")
    assert REROLL not in turn.options()
    turn = turn.play("take seed", until="answers")
    # One die left, so all the dice in the feeder show one face: reroll before the second.
    assert REROLL in turn.options()
    turn = turn.play(REROLL, until="answers")
    assert len(turn.state.table.feeder) == 5 and not turn.state.table.outside
    assert [e.reason for e in turn.events(E.FeederRolled)] == ["reroll"]


def test_10_1_the_conversion_bonus_may_reroll_before_its_die(cards):
    s = Scenario(players=2, cards=cards)
    s.player(0).bird("forest", "Hooded Warbler").hand("Mallard")
    s.feeder("fish", "seed", "seed")
    turn = s.play("gain food", "take fish", until="answers")
    assert REROLL not in turn.options()  # the conversion comes first: no dice are taken
    turn = turn.play("discard Mallard", until="answers")
    assert turn.options() == ["take seed", REROLL, "stop"]
    turn = turn.play(REROLL, until="answers")
    assert len(turn.state.table.feeder) == 5


def test_10_1_a_power_gain_from_the_feeder_may_reroll_first(cards):
    # Great Crested Flycatcher's ruling: "if all dice in the birdfeeder show the same face you
    # may reroll before taking food".
    s = Scenario(players=2, cards=cards)
    s.player(0).bird("forest", "Great Crested Flycatcher")
    s.feeder("rodent", "fish", "fish")
    s.next_rolls("invertebrate", "seed", "fish", "fruit", "rodent")
    turn = s.play("gain food", "take rodent", USE, until="answers")
    assert turn.options() == [REROLL, "stop"]  # no invertebrate, but the dice show one face
    turn = turn.play(REROLL, "take invertebrate")
    assert_food(turn.state, 0, rodent=1, invertebrate=1)


def test_10_1_gain_all_may_reroll_before_the_first_die_and_not_after(cards):
    s = Scenario(players=2, cards=cards)
    s.player(0).hand("Bald Eagle").food(fish=2, rodent=1)
    s.feeder("fish", "fish", "fish")
    turn = s.play("play Bald Eagle", USE, until="answers")
    assert turn.options() == ["take fish", REROLL, "stop"]
    turn = turn.play("take fish", until="answers")
    # Still one face, but "all fish in the birdfeeder" are the dice that were there: no reroll.
    assert turn.options() == ["take fish", "stop"]
    turn = turn.play("take fish", "take fish")
    assert_food(turn.state, 0, fish=3)


def test_10_1_gain_all_after_a_reroll_takes_from_the_new_roll(cards):
    s = Scenario(players=2, cards=cards)
    s.player(0).hand("Bald Eagle").food(fish=2, rodent=1)
    s.feeder("seed", "seed")
    s.next_rolls("fish", "fish", "seed", "rodent", "fruit")
    turn = s.play("play Bald Eagle", USE, until="answers")
    assert turn.options() == [REROLL, "stop"]
    turn = turn.play(REROLL, "take fish", "take fish")
    assert_food(turn.state, 0, fish=2)
    assert sorted(view(turn.state, cards).feeder) == ["fruit", "rodent", "seed"]


def test_10_1_a_gain_from_the_supply_never_offers_the_reroll(cards):
    s = Scenario(players=2, cards=cards)
    s.player(0).hand("American Goldfinch").food(seed=2)
    s.feeder("fish", "fish", "fish", "fish", "fish")
    turn = s.play("play American Goldfinch", USE, until="answers")
    assert REROLL not in turn.options()
