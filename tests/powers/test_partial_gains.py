"""Rules reference 10.1 #1, partial gains: a player may take fewer food, eggs or cards than a
power gives (an official ruling), except a draft, which lays out all its cards.

One scenario per affected power template (ids of ``powers_analysis.md`` section 2): a gain of
several identical units is one "how many" question; a gain of different items (tray cards,
birds, food types) is chosen item by item with "stop". When the gain is the whole power,
taking none is declining the power, so "none" is not offered a second time. The house option
``HouseRules(take_everything=True)`` takes every such gain in full, without a question.
"""

from __future__ import annotations

import pytest

from wingspan_rules import events as E
from wingspan_rules.enums import Food
from wingspan_rules.language import bundled_cards_dir, load_cards
from wingspan_rules.model import HouseRules
from wingspan_rules.testing import Scenario, assert_food, view

USE = "use the power"
TAKE_ALL = HouseRules(take_everything=True)
OFFICIAL = HouseRules()


def names(cards, ids) -> list[str]:
    return [cards.birds[i].name for i in ids]


# --- T01: gain N food of one type from the supply --------------------------------------------


@pytest.mark.parametrize("taken", [1, 2])
def test_10_1_american_goldfinch_may_take_1_or_2_of_its_3_seed(cards, taken):
    s = Scenario(players=2, cards=cards)
    s.player(0).hand("American Goldfinch").food(seed=2)
    turn = s.play("play American Goldfinch", USE, until="answers")
    # None is not offered again: it is what "skip" (declining the power) already gives.
    assert turn.options() == ["take 3", "take 2", "take 1"]
    turn = turn.play(f"take {taken}")
    assert_food(turn.state, 0, seed=taken)
    assert [(g.food, g.source) for g in turn.events(E.FoodGained)] == [
        (Food.SEED, "supply")
    ] * taken


def test_10_1_brown_pelican_may_take_fewer_fish(cards):
    s = Scenario(players=2, cards=cards)
    s.player(0).hand("Brown Pelican").food(fish=2)
    turn = s.play("play Brown Pelican", USE, "take 1")
    assert_food(turn.state, 0, fish=1)


def test_10_1_declining_the_goldfinch_power_takes_none(cards):
    s = Scenario(players=2, cards=cards)
    s.player(0).hand("American Goldfinch").food(seed=2)
    turn = s.play("play American Goldfinch", "skip")
    assert_food(turn.state, 0)
    assert not turn.events(E.FoodGained)


# --- T11: discard 1 egg from another bird to gain 2 wild food ---------------------------------


def test_10_1_common_raven_may_stop_after_one_of_its_2_wild_food(cards):
    s = Scenario(players=2, cards=cards)
    s.player(0).bird("wetland", "Killdeer", eggs=1)
    s.player(0).bird("wetland", "Common Raven")
    s.deck_top("Mallard", "Wood Duck")
    turn = s.play("draw cards", "draw from the deck", "draw from the deck", USE, until="answers")
    # Paid with Killdeer's egg; each food is a type of its own, so each is asked, with "stop".
    assert "stop" in turn.options()
    turn = turn.play("choose fish", until="answers")
    assert "stop" in turn.options()
    turn = turn.play("stop")
    assert_food(turn.state, 0, fish=1)
    assert view(turn.state, cards).player(0).bird("Killdeer").eggs == 0


def test_10_1_a_single_wild_food_after_a_cost_is_not_asked_about_twice(cards):
    # American Crow gains 1 wild: one food, so there is nothing between all and none to ask.
    s = Scenario(players=2, cards=cards)
    s.player(0).bird("grassland", "American Crow", eggs=2)
    s.player(0).bird("grassland", "Killdeer", eggs=3)
    turn = s.play("lay eggs", "skip", USE, until="answers")  # the egg can only be Killdeer's
    assert turn.events(E.EggDiscarded)
    assert "stop" not in turn.options()


# --- primitives no core card uses with several units ------------------------------------------

TEST_BIRDS = """\
bird "Partial Hoarder"
  scientific "Avis condens"
  set core
  habitat forest
  food seed
  points 1
  nest bowl
  eggs 2
  wingspan 20
  beak left
  power when activated
    cache 2 seed from supply on this bird
  end
end

bird "Partial Reader"
  scientific "Avis legens"
  set core
  habitat wetland
  food fish
  points 1
  nest bowl
  eggs 2
  wingspan 20
  beak left
  power when activated
    draw 2 cards from deck
    if you do: gain 1 fish from supply
  end
end

bird "Partial Sharer"
  scientific "Avis dividens"
  set core
  habitat forest
  food seed
  points 1
  nest bowl
  eggs 2
  wingspan 20
  beak left
  power when activated
    all players: gain 2 fruit from supply
  end
end
"""


@pytest.fixture(scope="module")
def test_cards(tmp_path_factory):
    extra = tmp_path_factory.mktemp("cards") / "partial.wsp"
    extra.write_text(TEST_BIRDS, encoding="utf-8")
    return load_cards([bundled_cards_dir(), extra])


def test_10_1_a_cache_of_2_from_the_supply_may_be_cut_to_1(test_cards):
    cards = test_cards
    s = Scenario(players=2, cards=cards)
    s.player(0).bird("forest", "Partial Hoarder")
    s.feeder("fish", "seed")
    turn = s.play("gain food", "take fish", USE, until="answers")
    assert turn.options() == ["take 2", "take 1"]
    turn = turn.play("take 1")
    assert view(turn.state, cards).player(0).bird("Partial Hoarder").cached == {"seed": 1}


def test_10_1_every_player_may_take_fewer_of_an_all_players_gain(test_cards):
    cards = test_cards
    s = Scenario(players=2, cards=cards)
    s.player(0).bird("forest", "Partial Sharer")
    s.feeder("fish", "seed")
    turn = s.play("gain food", "take fish", USE, until="answers")
    # Part of a power for every player: none is offered, to the owner too.
    assert turn.options() == ["take 2", "take 1", "take none"]
    turn = turn.play("take none", "take 1")
    assert_food(turn.state, 0, fish=1)
    assert_food(turn.state, 1, fruit=1)


# --- the house option restores "take everything" ----------------------------------------------


def test_house_take_everything_gives_the_goldfinch_its_3_seed_without_a_question(cards):
    s = Scenario(players=2, cards=cards, house=TAKE_ALL)
    s.player(0).hand("American Goldfinch").food(seed=2)
    turn = s.play("play American Goldfinch", USE)
    assert_food(turn.state, 0, seed=3)


def test_house_take_everything_asks_each_wild_food_without_stop(cards):
    s = Scenario(players=2, cards=cards, house=TAKE_ALL)
    s.player(0).bird("wetland", "Killdeer", eggs=1)
    s.player(0).bird("wetland", "Common Raven")
    s.deck_top("Mallard", "Wood Duck")
    turn = s.play("draw cards", "draw from the deck", "draw from the deck", USE, until="answers")
    assert "stop" not in turn.options()
    turn = turn.play("choose fish", "choose seed")
    assert_food(turn.state, 0, fish=1, seed=1)


def test_house_take_everything_keeps_stop_for_gains_taken_one_at_a_time(cards):
    # Dice, eggs on chosen birds and cards from the tray or deck were always taken one at a
    # time with "stop"; the option leaves them alone (and the mat's actions too).
    s = Scenario(players=2, cards=cards, house=TAKE_ALL)
    s.player(0).bird("forest", "American Redstart")
    s.feeder("seed", "fish", "rodent")
    turn = s.play("gain food", "take seed", USE, until="answers")
    assert "stop" in turn.options()
