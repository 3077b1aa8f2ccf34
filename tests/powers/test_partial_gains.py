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

from wingspan_rules.state import events as E
from wingspan_rules.state.enums import Food
from wingspan_rules.state.model import HouseRules
from wingspan_rules.testing import Scenario, assert_food, check_conservation, core_cards_with, view

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


# --- T10: discard 1 food to tuck 2 cards from the deck ---------------------------------------


@pytest.mark.parametrize(
    ("answer", "tucked", "top"), [("take 1", ["Mallard"], "Killdeer"), ("take none", [], "Mallard")]
)
def test_10_1_canada_goose_may_tuck_fewer_than_2_cards_after_paying(cards, answer, tucked, top):
    s = Scenario(players=2, cards=cards, offers="legacy")
    s.player(0).bird("grassland", "Canada Goose", eggs=3).food(seed=1)
    s.deck_top("Mallard", "Killdeer")
    turn = s.play("lay eggs", USE, until="answers")
    # The seed is paid: taking none is no longer the same as declining the power.
    assert turn.options() == ["take 2", "take 1", "take none"]
    turn = turn.play(answer)
    assert_food(turn.state, 0)
    goose = turn.state.players[0].mat[1][0]
    assert names(cards, goose.tucked) == tucked
    assert view(turn.state, cards).deck_top() == [top]
    check_conservation(turn.state, cards)


# --- T11: discard 1 egg from another bird to gain 2 wild food ---------------------------------


def test_10_1_common_raven_may_stop_after_one_of_its_2_wild_food(cards):
    s = Scenario(players=2, cards=cards, offers="legacy")
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


# --- T15: draw the face-up cards in the bird tray ---------------------------------------------


def test_10_1_brant_may_take_1_of_the_3_tray_cards(cards):
    s = Scenario(players=2, cards=cards)
    s.player(0).hand("Brant").food(seed=2)
    s.tray("Barn Owl", "Wood Duck", "Anhinga")
    s.deck_top("Killdeer", "Mallard")
    turn = s.play("play Brant", USE, until="answers")
    # The first card is a choice of any; none is declining the power.
    assert turn.options() == [
        "draw Barn Owl from the tray",
        "draw Wood Duck from the tray",
        "draw Anhinga from the tray",
    ]
    turn = turn.play("draw Wood Duck", until="answers")
    # Then the cards to its right only (each set is reached one way), or stop.
    assert turn.options() == ["draw Anhinga from the tray", "stop"]
    turn = turn.play("stop")
    assert view(turn.state, cards).player(0).hand == ["Wood Duck"]
    # The taken slot is refilled at the end of the turn; the others stay.
    assert view(turn.state, cards).tray == ["Barn Owl", "Killdeer", "Anhinga"]
    check_conservation(turn.state, cards)


def test_10_1_brant_may_take_2_of_the_3_tray_cards(cards):
    s = Scenario(players=2, cards=cards)
    s.player(0).hand("Brant").food(seed=2)
    s.tray("Barn Owl", "Wood Duck", "Anhinga")
    s.deck_top("Killdeer", "Mallard")
    turn = s.play("play Brant", USE, "draw Barn Owl", "draw Anhinga")
    assert view(turn.state, cards).player(0).hand == ["Barn Owl", "Anhinga"]
    assert [d.source for d in turn.events(E.CardDrawn)] == ["tray", "tray"]
    assert view(turn.state, cards).tray == ["Killdeer", "Wood Duck", "Mallard"]


def test_10_1_brant_takes_a_lone_tray_card_without_a_question(cards):
    s = Scenario(players=2, cards=cards)
    s.player(0).hand("Brant").food(seed=2)
    s.tray(None, "Wood Duck", None)
    s.deck_top("Killdeer", "Mallard")
    turn = s.play("play Brant", USE)
    assert view(turn.state, cards).player(0).hand == ["Wood Duck"]


# --- T18: lay 1 egg on each of your birds with a [nest] nest ----------------------------------


def _bobolink(cards, house: HouseRules = OFFICIAL) -> Scenario:
    s = Scenario(players=2, cards=cards, house=house)
    p = s.player(0).hand("Bobolink").food(invertebrate=1, seed=2)
    p.bird("forest", "Wild Turkey", eggs=5)  # ground, full: never offered
    p.bird("forest", "Baltimore Oriole")  # star nest: counts as ground
    p.bird("wetland", "Mallard")  # ground
    return s


def test_10_1_bobolink_may_lay_on_a_subset_of_its_ground_birds(cards):
    turn = _bobolink(cards).play("play Bobolink in grassland", USE, until="answers")
    assert turn.options() == [
        "lay an egg on Baltimore Oriole (forest 2)",
        "lay an egg on Bobolink (grassland 1)",
        "lay an egg on Mallard (wetland 1)",
    ]
    turn = turn.play("Baltimore Oriole", until="answers")
    assert turn.options() == [
        "lay an egg on Bobolink (grassland 1)",
        "lay an egg on Mallard (wetland 1)",
        "stop",
    ]
    turn = turn.play("Mallard")  # the last bird in mat order: nothing more to ask
    me = view(turn.state, cards).player(0)
    assert [me.bird(b).eggs for b in ("Baltimore Oriole", "Bobolink", "Mallard")] == [1, 0, 1]
    assert not turn.events(E.EggsLost)  # eggs not taken are not "lost" eggs


def test_10_1_bobolink_may_lay_a_single_egg(cards):
    turn = _bobolink(cards).play("play Bobolink in grassland", USE, "Bobolink", "stop")
    assert [e.card for e in turn.events(E.EggLaid)] == [cards.bird_id("Bobolink")]


def test_10_1_say_s_phoebe_lays_on_its_only_bowl_bird_without_a_question(cards):
    s = Scenario(players=2, cards=cards)
    s.player(0).hand("Say's Phoebe").food(invertebrate=3)
    s.player(0).bird("wetland", "Mallard")  # ground: not a bowl
    turn = s.play("play Say's Phoebe", USE)
    assert [e.card for e in turn.events(E.EggLaid)] == [cards.bird_id("Say's Phoebe")]


# --- T14: a partial draw keeps "if you do" working --------------------------------------------


def test_10_1_common_yellowthroat_drawing_1_of_2_still_discards_at_the_end_of_the_turn(cards):
    s = Scenario(players=2, cards=cards)
    s.player(0).bird("wetland", "Common Yellowthroat")
    s.deck_top("Killdeer", "Mallard", "Wood Duck")
    turn = s.play(
        "draw cards", "draw from the deck", USE, "draw from the deck", "stop", "discard Killdeer"
    )
    assert view(turn.state, cards).player(0).hand == ["Mallard"]
    assert view(turn.state, cards).discard == ["Killdeer"]


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
def test_cards():
    return core_cards_with(TEST_BIRDS)


def test_10_1_a_cache_of_2_from_the_supply_may_be_cut_to_1(test_cards):
    cards = test_cards
    s = Scenario(players=2, cards=cards)
    s.player(0).bird("forest", "Partial Hoarder")
    s.feeder("fish", "seed")
    turn = s.play("gain food", "take fish", USE, until="answers")
    assert turn.options() == ["take 2", "take 1"]
    turn = turn.play("take 1")
    assert view(turn.state, cards).player(0).bird("Partial Hoarder").cached == {"seed": 1}


@pytest.mark.parametrize(
    ("answer", "drawn", "fish"), [("take 2", 2, 1), ("take 1", 1, 1), ("take none", 0, 0)]
)
def test_10_1_a_draw_of_2_from_the_deck_may_be_cut_and_if_you_do_holds(
    test_cards, answer, drawn, fish
):
    cards = test_cards
    s = Scenario(players=2, cards=cards)
    s.player(0).bird("wetland", "Partial Reader")
    s.deck_top("Killdeer", "Mallard", "Wood Duck")
    turn = s.play("draw cards", "draw from the deck", USE, until="answers")
    # Not the whole power (a reward follows), so "none" is offered too.
    assert turn.options() == ["take 2", "take 1", "take none"]
    turn = turn.play(answer)
    assert len(view(turn.state, cards).player(0).hand) == 1 + drawn
    assert_food(turn.state, 0, fish=fish)  # "if you do": at least one card was drawn


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


def test_house_take_everything_gives_brant_the_whole_tray(cards):
    s = Scenario(players=2, cards=cards, house=TAKE_ALL)
    s.player(0).hand("Brant").food(seed=2)
    s.tray("Barn Owl", "Wood Duck", "Anhinga")
    turn = s.play("play Brant", USE)
    assert view(turn.state, cards).player(0).hand == ["Barn Owl", "Wood Duck", "Anhinga"]


def test_house_take_everything_lays_on_every_matching_bird(cards):
    turn = _bobolink(cards, TAKE_ALL).play("play Bobolink in grassland", USE)
    laid = sorted(names(cards, [e.card for e in turn.events(E.EggLaid)]))
    assert laid == ["Baltimore Oriole", "Bobolink", "Mallard"]


def test_house_take_everything_tucks_both_cards_from_the_deck(cards):
    s = Scenario(players=2, cards=cards, house=TAKE_ALL)
    s.player(0).bird("grassland", "Canada Goose", eggs=3).food(seed=1)
    s.deck_top("Mallard", "Killdeer")
    turn = s.play("lay eggs", USE)
    assert view(turn.state, cards).player(0).bird("Canada Goose").tucked == 2


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


# --- honest offers (GameConfig.offers, the default) -----------------------------------------
def test_honest_canada_goose_tucks_1_or_2_after_paying_never_none(cards):
    """The goose case above under the honest offers: the seed paid, "take none" would pay it
    for nothing, so the tuck is cut down to 1 at the fewest."""
    s = Scenario(players=2, cards=cards)
    s.player(0).bird("grassland", "Canada Goose", eggs=3).food(seed=1)
    s.deck_top("Mallard", "Killdeer")
    turn = s.play("lay eggs", USE, until="answers")
    assert turn.options() == ["take 2", "take 1"]


def test_honest_common_raven_takes_its_first_paid_food_and_may_stop_after_it(cards):
    s = Scenario(players=2, cards=cards)
    s.player(0).bird("wetland", "Killdeer", eggs=1)
    s.player(0).bird("wetland", "Common Raven")
    s.deck_top("Mallard", "Wood Duck")
    turn = s.play("draw cards", "draw from the deck", "draw from the deck", USE, until="answers")
    assert "stop" not in turn.options()  # Killdeer's egg paid: the first food is taken
    turn = turn.play("choose fish", until="answers")
    assert "stop" in turn.options()
    turn = turn.play("stop")
    assert_food(turn.state, 0, fish=1)
