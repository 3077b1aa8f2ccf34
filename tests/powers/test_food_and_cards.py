"""Rules-conformance scenarios for the core power templates T01-T15 (food, caching, predators,
tucking, drawing): rules reference 3.5 (birdfeeder), 3.9 (pink timing), 3.10 (cache and tuck),
3.11 (predators), 3.12 (scope words) and 10 (clarifications).

Each test plays a real core bird through the engine with scripted answers and checks what a
player would see: food, cached food, tucked cards, the hand, the tray, the dice and the events.
Template ids are those of ``powers_analysis.md`` section 2.
"""

from __future__ import annotations

import pytest

from wingspan_rules.state import events as E
from wingspan_rules.state.enums import DieFace, Food
from wingspan_rules.testing import (
    Scenario,
    Script,
    assert_food,
    check_conservation,
    core_cards_with,
    view,
)

USE = "use the power"
REROLL = "reroll the birdfeeder"


def names(cards, ids) -> list[str]:
    return [cards.birds[i].name for i in ids]


def offered_power(turn: Script) -> bool:
    return any(o.startswith(USE) for o in turn.options())


# --- T01: gain N food from the supply -------------------------------------------------------------


def test_t01_american_goldfinch_gains_3_seed_from_the_supply_and_no_reroll_is_offered(cards):
    s = Scenario(players=2, cards=cards)
    s.player(0).hand("American Goldfinch").food(seed=2)
    s.feeder("fish", "fish", "fish", "fish", "fish")  # all one face: irrelevant for the supply
    turn = s.play("play American Goldfinch", USE, until="answers")
    # no reroll question (rules 3.5, 10.1 #2): only how many seed to take (10.1 #1)
    assert turn.options() == ["take 3", "take 2", "take 1"]
    turn = turn.play("take 3")
    assert_food(turn.state, 0, seed=3)
    gained = turn.events(E.FoodGained)
    assert [(g.food, g.source) for g in gained] == [(Food.SEED, "supply")] * 3
    assert view(turn.state, cards).feeder == ["fish"] * 5
    assert not turn.events(E.DieTaken) and not turn.events(E.FeederRolled)


def test_t01_blue_gray_gnatcatcher_gains_1_invertebrate_from_the_supply_after_gain_food(cards):
    s = Scenario(players=2, cards=cards)
    s.player(0).bird("forest", "Blue-Gray Gnatcatcher")
    s.feeder("rodent", "fish", "fruit", "seed", "seed")
    turn = s.play("gain food", "take rodent", USE)
    assert_food(turn.state, 0, rodent=1, invertebrate=1)
    assert sorted(view(turn.state, cards).feeder) == ["fish", "fruit", "seed", "seed"]


# --- T02: gain 1 food (or food2) from the birdfeeder, if available ------------------------------


def _indigo_bunting(cards, *feeder: str, offers: str = "honest") -> Scenario:
    """Indigo Bunting full of eggs in the grassland: "lay eggs" goes straight to its power."""
    s = Scenario(players=2, cards=cards, offers=offers)
    s.player(0).bird("grassland", "Indigo Bunting", eggs=3)
    s.feeder(*feeder)
    return s


def test_t02_indigo_bunting_takes_an_invertebrate_or_fruit_die_only(cards):
    s = _indigo_bunting(cards, "fruit", "seed", "rodent", "fish", "invertebrate")
    turn = s.play("lay eggs", USE, until="answers")
    assert sorted(turn.options()) == ["stop", "take fruit", "take invertebrate"]
    turn = turn.play("take fruit")
    assert_food(turn.state, 0, fruit=1)
    assert [(t.face, t.food) for t in turn.events(E.DieTaken)] == [(DieFace.FRUIT, Food.FRUIT)]
    assert sorted(view(turn.state, cards).feeder) == ["fish", "invertebrate", "rodent", "seed"]


def test_t02_nothing_is_gained_when_no_die_shows_the_food(cards):
    s = _indigo_bunting(cards, "seed", "seed", "rodent", "fish", offers="legacy")
    turn = s.play("lay eggs", USE)  # no die to take: the turn ends without a question
    assert_food(turn.state, 0)
    assert not turn.events(E.DieTaken)
    assert sorted(view(turn.state, cards).feeder) == ["fish", "rodent", "seed", "seed"]


def test_t02_the_invertebrate_seed_face_counts_for_invertebrate(cards):
    s = _indigo_bunting(cards, "invertebrate-seed", "seed", "fish")
    turn = s.play("lay eggs", USE, "take invertebrate (from an invertebrate_seed die)")
    assert_food(turn.state, 0, invertebrate=1)
    assert view(turn.state, cards).feeder == ["seed", "fish"]


def test_t02_rose_breasted_grosbeak_seed_from_the_dual_face(cards):
    s = Scenario(players=2, cards=cards)
    s.player(0).bird("forest", "Rose-Breasted Grosbeak")
    s.feeder("rodent", "invertebrate-seed", "fish")
    turn = s.play("gain food", "take rodent", USE, "take seed (from an invertebrate_seed die)")
    assert_food(turn.state, 0, rodent=1, seed=1)
    assert view(turn.state, cards).feeder == ["fish"]


@pytest.mark.parametrize("feeder", [("fish", "fish", "fish"), ("fish",)])
def test_t02_reroll_is_offered_first_when_all_dice_show_one_face(cards, feeder):
    s = _indigo_bunting(cards, *feeder)  # one die left counts too (rules 3.5)
    turn = s.play("lay eggs", USE, until="answers")
    assert sorted(turn.options()) == [REROLL, "stop"]  # no fruit/invertebrate, but may reroll
    turn = turn.play(REROLL, until="answers")
    rolled = turn.events(E.FeederRolled)
    assert len(rolled) == 1 and len(rolled[0].faces) == 5  # all 5 dice, the outside ones too
    assert len(turn.state.table.feeder) == 5 and not turn.state.table.outside


def test_t02_dual_faces_only_are_one_face_for_the_reroll(cards):
    s = _indigo_bunting(cards, "invertebrate-seed", "invertebrate-seed")
    turn = s.play("lay eggs", USE, until="answers")
    assert sorted(turn.options()) == [
        REROLL,
        "stop",
        "take invertebrate (from an invertebrate_seed die)",
    ]
    turn = turn.play("take invertebrate")
    assert_food(turn.state, 0, invertebrate=1)


def test_t02_no_reroll_when_the_feeder_shows_different_faces(cards):
    s = _indigo_bunting(cards, "fish", "seed", offers="legacy")
    turn = s.play("lay eggs", USE)  # neither matches nor uniform: nothing to ask
    assert not turn.events(E.FeederRolled)


# --- T03: gain 1 die (any face) from the birdfeeder ------------------------------------------------


def test_t03_american_redstart_takes_any_die(cards):
    s = Scenario(players=2, cards=cards)
    s.player(0).bird("forest", "American Redstart")
    s.feeder("seed", "fish", "rodent", "fruit", "invertebrate-seed")
    turn = s.play("gain food", "take seed (from a", USE, until="answers")
    assert sorted(turn.options()) == [
        "stop",
        "take fish",
        "take fruit",
        "take rodent",
        "take seed",
    ]
    turn = turn.play("take rodent")
    assert_food(turn.state, 0, seed=1, rodent=1)
    assert sorted(view(turn.state, cards).feeder) == ["fish", "fruit", "seed"]


# --- T04: gain all [food] that are in the birdfeeder ----------------------------------------------


def test_t04_bald_eagle_gains_every_fish_die_in_the_feeder(cards):
    s = Scenario(players=2, cards=cards)
    s.player(0).hand("Bald Eagle").food(fish=2, rodent=1)
    s.feeder("fish", "rodent", "fish", "seed", "fish")
    turn = s.play("play Bald Eagle", USE, "take fish", "take fish", "take fish")
    assert_food(turn.state, 0, fish=3)
    assert len(turn.events(E.DieTaken)) == 3
    assert sorted(view(turn.state, cards).feeder) == ["rodent", "seed"]


def test_t04_bald_eagle_gains_nothing_when_no_fish_is_in_the_feeder(cards):
    s = Scenario(players=2, cards=cards, offers="legacy")
    s.player(0).hand("Bald Eagle").food(fish=2, rodent=1)
    s.feeder("rodent", "seed", "fruit")
    turn = s.play("play Bald Eagle", USE)  # zero dice is a legal "all" (rules 10.1 #3)
    assert_food(turn.state, 0)
    assert not turn.events(E.DieTaken)
    assert sorted(view(turn.state, cards).feeder) == ["fruit", "rodent", "seed"]


def test_t04_northern_flicker_counts_the_dual_face_as_invertebrate(cards):
    s = Scenario(players=2, cards=cards)
    s.player(0).hand("Northern Flicker").food(fruit=1)
    s.feeder("invertebrate", "invertebrate-seed", "seed", "fish")
    turn = s.play(
        "play Northern Flicker in forest",
        USE,
        "take invertebrate (from an invertebrate_seed die)",
        "take invertebrate",
    )
    assert_food(turn.state, 0, invertebrate=2)
    assert sorted(view(turn.state, cards).feeder) == ["fish", "seed"]


def test_t04_gain_all_ends_when_the_matching_dice_are_taken(cards):
    s = Scenario(players=2, cards=cards)
    s.player(0).hand("Bald Eagle").food(fish=2, rodent=1)
    s.feeder("fish", "rodent")
    turn = s.play("play Bald Eagle", USE, "take fish", until="answers")
    assert REROLL not in turn.options()
    assert turn.events(E.TurnEnded)  # the fish "in the birdfeeder" are all taken: power over


# --- T05: gain 1 seed from the birdfeeder, if available; you may cache it ----------------------


def _acorn_woodpecker(cards, *feeder: str, seed: int = 0, offers: str = "honest") -> Scenario:
    s = Scenario(players=2, cards=cards, offers=offers)
    s.player(0).bird("forest", "Acorn Woodpecker").food(seed=seed)
    s.feeder(*feeder)
    return s


def test_t05_acorn_woodpecker_caches_the_seed_it_gained(cards):
    s = _acorn_woodpecker(cards, "seed", "fish", "fish", "rodent", "fruit")
    turn = s.play("gain food", "take fish", USE, "take seed", "yes")
    assert_food(turn.state, 0, fish=1)  # the seed went onto the bird, not into the supply
    assert view(turn.state, cards).player(0).bird("Acorn Woodpecker").cached == {"seed": 1}
    (cached,) = turn.events(E.FoodCached)
    assert cached.food is Food.SEED and cached.card == cards.bird_id("Acorn Woodpecker")
    assert [g.source for g in turn.events(E.FoodGained)] == ["birdfeeder", "birdfeeder"]


def test_t05_caching_is_optional(cards):
    s = _acorn_woodpecker(cards, "seed", "fish", "fish", "rodent", "fruit")
    turn = s.play("gain food", "take fish", USE, "take seed", "skip")
    assert_food(turn.state, 0, fish=1, seed=1)
    assert view(turn.state, cards).player(0).bird("Acorn Woodpecker").cached == {}
    assert not turn.events(E.FoodCached)


def test_t05_the_dual_face_gives_the_seed_to_cache(cards):
    s = _acorn_woodpecker(cards, "invertebrate-seed", "fish", "fish", "rodent")
    turn = s.play("gain food", "take rodent", USE, "take seed", "yes")
    assert_food(turn.state, 0, rodent=1)
    assert view(turn.state, cards).player(0).bird("Acorn Woodpecker").cached == {"seed": 1}


def test_t05_nothing_to_cache_when_no_seed_was_gained(cards):
    # A seed already in the supply is not "it": with no seed die, nothing may be cached.
    s = _acorn_woodpecker(cards, "fish", "fish", "rodent", "fruit", seed=1, offers="legacy")
    turn = s.play("gain food", "take rodent", USE)  # no "you may cache" question
    assert_food(turn.state, 0, seed=1, rodent=1)
    assert view(turn.state, cards).player(0).bird("Acorn Woodpecker").cached == {}
    assert not turn.events(E.FoodCached)


# --- T06: cache 1 food from the supply on this bird ------------------------------------------------


def test_t06_carolina_chickadee_caches_a_seed_from_the_supply(cards):
    s = Scenario(players=2, cards=cards)
    s.player(0).bird("forest", "Carolina Chickadee", cached={"seed": 1}).food(seed=1)
    s.feeder("fish", "rodent", "fruit")
    turn = s.play("gain food", "take fish", USE)
    assert view(turn.state, cards).player(0).bird("Carolina Chickadee").cached == {"seed": 2}
    assert_food(turn.state, 0, seed=1, fish=1)  # the personal supply is not used
    (cached,) = turn.events(E.FoodCached)
    assert (cached.food, cached.source) == (Food.SEED, "supply")


# --- T07: predator, dice: roll the dice outside the feeder -------------------------------------


def _barn_owl(cards, *feeder: str, opponent: str | None = None, offers: str = "honest") -> Scenario:
    """Barn Owl full of eggs in the grassland: "lay eggs" goes straight to its power."""
    s = Scenario(players=2, cards=cards, offers=offers)
    s.player(0).bird("grassland", "Barn Owl", eggs=4)
    if opponent:
        s.player(1).bird("forest", opponent)
    s.feeder(*feeder)
    return s


def test_t07_barn_owl_rolls_only_the_dice_outside_and_they_stay_outside(cards):
    s = _barn_owl(cards, "seed", "fish", "fruit").next_rolls("fish", "seed")
    assert len(s.build().table.outside) == 2
    turn = s.play("lay eggs", USE)
    (rolled,) = turn.events(E.DiceRolled)
    assert rolled.faces == (DieFace.FISH, DieFace.SEED)
    assert turn.state.table.outside == rolled.faces  # still outside the feeder
    assert view(turn.state, cards).feeder == ["seed", "fish", "fruit"]


def test_t07_success_caches_exactly_1_rodent_even_with_several_rodents_rolled(cards):
    s = _barn_owl(cards, "seed").next_rolls("rodent", "fish", "rodent", "rodent")
    turn = s.play("lay eggs", USE)
    assert view(turn.state, cards).player(0).bird("Barn Owl").cached == {"rodent": 1}
    assert_food(turn.state, 0)
    owl = cards.bird_id("Barn Owl")
    assert turn.events(E.PredatorSucceeded) == [E.PredatorSucceeded(0, owl)]
    assert view(turn.state, cards).feeder == ["seed"]


def test_t07_failure_caches_nothing_and_is_no_predator_success(cards):
    s = _barn_owl(cards, "seed").next_rolls("fish", "seed", "invertebrate_seed", "fruit")
    turn = s.play("lay eggs", USE)
    assert view(turn.state, cards).player(0).bird("Barn Owl").cached == {}
    assert not turn.events(E.PredatorSucceeded) and not turn.events(E.FoodCached)
    assert len(turn.state.table.outside) == 4


def test_t07_nothing_is_rolled_when_all_5_dice_are_in_the_feeder(cards):
    s = _barn_owl(cards, "rodent", "rodent", "seed", "fish", "fruit", offers="legacy")
    turn = s.play("lay eggs", USE)
    assert not turn.events(E.DiceRolled)
    assert not turn.events(E.PredatorSucceeded)
    assert view(turn.state, cards).player(0).bird("Barn Owl").cached == {}
    assert view(turn.state, cards).feeder == ["rodent", "rodent", "seed", "fish", "fruit"]
    assert not turn.state.table.outside


def test_t07_anhinga_fishing_success_caches_1_fish(cards):
    s = Scenario(players=2, cards=cards)
    s.player(0).bird("wetland", "Anhinga")
    s.feeder("rodent", "seed")
    s.deck_top("Mallard").next_rolls("seed", "fish", "rodent")
    turn = s.play("draw cards", "draw from the deck", USE)
    assert view(turn.state, cards).player(0).bird("Anhinga").cached == {"fish": 1}
    assert len(turn.events(E.PredatorSucceeded)) == 1


@pytest.mark.parametrize("vulture", ["Black Vulture", "Turkey Vulture"])
def test_t07_a_successful_hunt_offers_the_opponents_vulture_power(cards, vulture):
    s = _barn_owl(cards, "seed", "fruit", opponent=vulture).next_rolls("fish", "rodent", "seed")
    turn = s.play("lay eggs", USE, until="answers")
    assert turn.options() == [f"use the power of {vulture} (forest 1)", "skip"]
    assert turn.state.pending[-1].player == 1
    # offered after the success: the rodent is already cached
    assert view(turn.state, cards).player(0).bird("Barn Owl").cached == {"rodent": 1}
    assert len(turn.events(E.PredatorSucceeded)) == 1
    turn = turn.play(f"use the power of {vulture}", "take fruit")
    assert_food(turn.state, 1, fruit=1)
    assert view(turn.state, cards).player(0).bird("Barn Owl").cached == {"rodent": 1}


def test_t07_a_failed_hunt_offers_no_vulture_power(cards):
    s = _barn_owl(cards, "seed", "fruit", opponent="Black Vulture")
    turn = s.next_rolls("fish", "seed", "fruit").play("lay eggs", USE)  # nothing asked of player 1
    assert_food(turn.state, 1)


# --- T08: predator, card: look at a card; wingspan below N cm is tucked -------------------------


@pytest.mark.parametrize(
    ("hunter", "eggs", "revealed", "tucked"),
    [
        ("Swainson's Hawk", 2, "Black-Necked Stilt", True),  # 74 < 75
        ("Swainson's Hawk", 2, "Wood Duck", False),  # 76 >= 75
        ("Golden Eagle", 1, "American Crow", True),  # 99 < 100
        ("Golden Eagle", 1, "Barn Owl", False),  # 107 >= 100
        ("Greater Roadrunner", 2, "Killdeer", True),  # 46 < 50
        ("Greater Roadrunner", 2, "Northern Flicker", False),  # 51 >= 50
    ],
)
def test_t08_a_card_below_the_threshold_is_tucked_else_discarded(
    cards, hunter, eggs, revealed, tucked
):
    s = Scenario(players=2, cards=cards)
    s.player(0).bird("grassland", hunter, eggs=eggs)
    s.deck_top(revealed)
    turn = s.play("lay eggs", USE)
    me = view(turn.state, cards).player(0)
    card = cards.bird_id(revealed)
    assert [e.card for e in turn.events(E.CardRevealed)] == [card]
    if tucked:
        assert me.bird(hunter).tucked == 1
        assert turn.state.players[0].mat[1][0].tucked == (card,)
        assert [t.source for t in turn.events(E.CardTucked)] == ["revealed"]
        assert turn.events(E.PredatorSucceeded) == [E.PredatorSucceeded(0, cards.bird_id(hunter))]
        assert revealed not in view(turn.state, cards).discard
    else:
        assert me.bird(hunter).tucked == 0
        assert view(turn.state, cards).discard == [revealed]
        assert not turn.events(E.PredatorSucceeded)
    assert revealed not in me.hand
    check_conservation(turn.state, cards)


THRESHOLD_BIRD = """\
bird "Threshold Test Bird"
  scientific "Avis limitis"
  set core
  habitat forest
  food seed
  points 1
  nest bowl
  eggs 2
  wingspan 75
  beak left
end
"""


@pytest.fixture(scope="module")
def cards_with_a_75cm_bird():
    """Core has no bird of exactly 50, 75 or 100 cm: add one to test the boundary."""
    return core_cards_with(THRESHOLD_BIRD)


def test_t08_a_card_exactly_at_the_threshold_is_discarded(cards_with_a_75cm_bird):
    cards = cards_with_a_75cm_bird
    s = Scenario(players=2, cards=cards)
    s.player(0).bird("grassland", "Northern Harrier", eggs=2)
    s.deck_top("Threshold Test Bird")
    turn = s.play("lay eggs", USE)
    assert view(turn.state, cards).player(0).bird("Northern Harrier").tucked == 0
    assert view(turn.state, cards).discard == ["Threshold Test Bird"]
    assert not turn.events(E.PredatorSucceeded)
    check_conservation(turn.state, cards)


def test_t08_cooper_s_hawk_threshold_is_the_power_s_75cm_not_its_own_79cm(cards):
    s = Scenario(players=2, cards=cards)
    s.player(0).bird("forest", "Cooper's Hawk")
    s.feeder("fish", "seed")
    s.deck_top("Wood Duck")  # 76 cm: below the hawk's 79 cm, not below the printed 75 cm
    turn = s.play("gain food", "take fish", USE)
    assert view(turn.state, cards).player(0).bird("Cooper's Hawk").tucked == 0
    assert view(turn.state, cards).discard == ["Wood Duck"]


# --- T09: tuck 1 card from hand; if you do, <reward> -----------------------------------------------


def test_t09_american_robin_tucks_a_card_from_hand_then_draws_1(cards):
    s = Scenario(players=2, cards=cards)
    s.player(0).bird("grassland", "American Robin", eggs=4).hand("Mallard", "Killdeer")
    s.tray("Barn Owl", "Wood Duck", "Anhinga")
    turn = s.play("lay eggs", USE, "tuck Killdeer", "draw Wood Duck from the tray")
    me = view(turn.state, cards).player(0)
    assert me.hand == ["Mallard", "Wood Duck"]
    assert turn.state.players[0].mat[1][0].tucked == (cards.bird_id("Killdeer"),)
    (tucked,) = turn.events(E.CardTucked)
    assert tucked.source == "hand"
    assert len(turn.events(E.CardDrawn)) == 1
    check_conservation(turn.state, cards)


def test_t09_pygmy_nuthatch_tucks_then_chooses_invertebrate_or_seed(cards):
    s = Scenario(players=2, cards=cards)
    s.player(0).bird("forest", "Pygmy Nuthatch").hand("Mallard")
    s.feeder("fish", "rodent")
    turn = s.play("gain food", "take fish", "skip", USE, until="answers")
    assert sorted(turn.options()) == ["choose invertebrate", "choose seed"]
    turn = turn.play("choose seed")
    assert_food(turn.state, 0, fish=1, seed=1)
    assert view(turn.state, cards).player(0).bird("Pygmy Nuthatch").tucked == 1
    assert view(turn.state, cards).player(0).hand == []


def test_t09_brewer_s_blackbird_tucks_and_may_lay_an_egg_on_itself(cards):
    s = Scenario(players=2, cards=cards)
    s.player(0).bird("grassland", "Brewer's Blackbird", eggs=1).hand("Mallard")
    turn = s.play(
        "lay eggs",
        "lay an egg on Brewer's Blackbird",
        "stop",
        USE,
        "lay an egg on Brewer's Blackbird",
    )
    bird = view(turn.state, cards).player(0).bird("Brewer's Blackbird")
    assert (bird.eggs, bird.tucked) == (3, 1)


def test_t09_a_full_brewer_s_blackbird_still_tucks(cards):
    s = Scenario(players=2, cards=cards)
    s.player(0).bird("grassland", "Brewer's Blackbird", eggs=3).hand("Mallard")
    turn = s.play("lay eggs", USE)  # the tuck is made; no egg can be laid, none is asked
    bird = view(turn.state, cards).player(0).bird("Brewer's Blackbird")
    assert (bird.eggs, bird.tucked) == (3, 1)
    assert view(turn.state, cards).player(0).hand == []
    assert not turn.events(E.EggLaid)


def test_t09_without_a_card_in_hand_nothing_is_tucked_or_drawn(cards):
    s = Scenario(players=2, cards=cards)
    s.player(0).bird("grassland", "American Robin", eggs=4)
    turn = s.play("lay eggs", until="answers")
    assert not offered_power(turn)  # rules 10.2 #11: a power whose cost cannot be paid
    assert turn.events(E.TurnEnded)
    assert view(turn.state, cards).player(0).bird("American Robin").tucked == 0
    assert view(turn.state, cards).player(0).hand == []
    assert not turn.events(E.CardDrawn)


# --- T10: discard 1 food to tuck 2 cards from the deck -----------------------------------------


def test_t10_canada_goose_discards_a_seed_to_tuck_2_cards_from_the_deck(cards):
    s = Scenario(players=2, cards=cards)
    s.player(0).bird("grassland", "Canada Goose", eggs=3).food(seed=1, fish=1)
    s.deck_top("Mallard", "Killdeer", "Wood Duck")
    turn = s.play("lay eggs", USE, "take 2")  # "discard 1 seed" is the only way to pay
    assert_food(turn.state, 0, fish=1)
    assert turn.events(E.FoodDiscarded) == [E.FoodDiscarded(0, Food.SEED)]
    goose = turn.state.players[0].mat[1][0]
    assert names(cards, goose.tucked) == ["Mallard", "Killdeer"]
    assert [t.source for t in turn.events(E.CardTucked)] == ["deck", "deck"]
    assert view(turn.state, cards).deck_top() == ["Wood Duck"]
    check_conservation(turn.state, cards)


def test_t10_without_the_food_nothing_is_paid_or_tucked(cards):
    # Two other foods do not stand in for the seed (2-for-1 is for bird costs only, 10.1 #6).
    s = Scenario(players=2, cards=cards)
    s.player(0).bird("grassland", "Canada Goose", eggs=3).food(fish=1, rodent=1)
    turn = s.play("lay eggs", until="answers")
    if offered_power(turn):
        turn = turn.play(USE, until="answers")
    assert turn.events(E.TurnEnded)
    assert_food(turn.state, 0, fish=1, rodent=1)
    assert view(turn.state, cards).player(0).bird("Canada Goose").tucked == 0


# --- T11: discard 1 egg from another bird to gain wild food --------------------------------------


def test_t11_american_crow_discards_an_egg_from_another_bird_and_chooses_the_food(cards):
    s = Scenario(players=2, cards=cards)
    s.player(0).bird("grassland", "American Crow", eggs=2)
    s.player(0).bird("grassland", "Killdeer", eggs=3)
    s.player(0).bird("grassland", "Canada Goose", eggs=3)
    # Brown powers right to left: Canada Goose (no seed) is not offered, skip Killdeer, use
    # American Crow.
    turn = s.play("lay eggs", "skip", USE, until="answers")
    assert sorted(turn.options()) == [
        "discard an egg from Canada Goose (grassland 3)",
        "discard an egg from Killdeer (grassland 2)",
    ]  # not from the crow itself
    turn = turn.play("discard an egg from Killdeer", until="answers")
    assert sorted(turn.options()) == [
        "choose fish",
        "choose fruit",
        "choose invertebrate",
        "choose rodent",
        "choose seed",
    ]
    turn = turn.play("choose rodent")
    assert_food(turn.state, 0, rodent=1)
    me = view(turn.state, cards).player(0)
    assert (me.bird("American Crow").eggs, me.bird("Killdeer").eggs) == (2, 2)
    assert [g.source for g in turn.events(E.FoodGained)] == ["supply"]


def test_t11_american_crow_cannot_discard_its_own_egg(cards):
    s = Scenario(players=2, cards=cards)
    s.player(0).bird("grassland", "American Crow", eggs=2)
    turn = s.play("lay eggs", until="answers")
    if offered_power(turn):
        turn = turn.play(USE, until="answers")
    assert turn.events(E.TurnEnded)
    assert view(turn.state, cards).player(0).bird("American Crow").eggs == 2
    assert_food(turn.state, 0)


def test_t11_common_raven_gains_2_wild_food(cards):
    s = Scenario(players=2, cards=cards)
    s.player(0).bird("wetland", "Killdeer", eggs=1)
    s.player(0).bird("wetland", "Common Raven")
    s.deck_top("Mallard", "Wood Duck")
    turn = s.play(
        "draw cards",
        "draw from the deck",
        "draw from the deck",
        USE,  # Common Raven (wetland 2): the egg can only come from Killdeer
        "choose fish",
        "choose fruit",
    )  # Killdeer (wetland 1) is not offered: its only egg is gone (rules 10.2 #11)
    assert_food(turn.state, 0, fish=1, fruit=1)
    assert view(turn.state, cards).player(0).bird("Killdeer").eggs == 0


# --- T12: discard 1 egg (any bird) to draw 2 cards -------------------------------------------------


def test_t12_killdeer_may_discard_its_own_egg_to_draw_2(cards):
    s = Scenario(players=2, cards=cards)
    s.player(0).bird("grassland", "Killdeer", eggs=3)
    s.tray("Barn Owl", "Wood Duck", "Anhinga")
    s.deck_top("Mallard")
    turn = s.play("lay eggs", USE, "draw Anhinga from the tray", "draw from the deck")
    me = view(turn.state, cards).player(0)
    assert me.bird("Killdeer").eggs == 2
    assert turn.events(E.EggDiscarded) == [E.EggDiscarded(0, cards.bird_id("Killdeer"))]
    assert me.hand == ["Anhinga", "Mallard"]
    check_conservation(turn.state, cards)


def test_t12_franklin_s_gull_chooses_which_bird_loses_the_egg(cards):
    s = Scenario(players=2, cards=cards)
    s.player(0).bird("grassland", "Franklin's Gull", eggs=2)
    s.player(0).bird("grassland", "Canada Goose", eggs=3)
    s.deck_top("Mallard", "Killdeer")
    # Canada Goose (no seed to discard) is not offered: its cost cannot be paid.
    turn = s.play("lay eggs", USE, until="answers")
    assert sorted(turn.options()) == [
        "discard an egg from Canada Goose (grassland 2)",
        "discard an egg from Franklin's Gull (grassland 1)",
    ]
    turn = turn.play("Canada Goose", "draw from the deck", "draw from the deck")
    me = view(turn.state, cards).player(0)
    assert (me.bird("Franklin's Gull").eggs, me.bird("Canada Goose").eggs) == (2, 2)
    assert me.hand == ["Mallard", "Killdeer"]


def test_t12_without_an_egg_nothing_is_drawn(cards):
    s = Scenario(players=2, cards=cards)
    s.player(0).bird("wetland", "Killdeer")
    s.deck_top("Mallard", "Wood Duck")
    turn = s.play("draw cards", "draw from the deck", until="answers")
    if offered_power(turn):
        turn = turn.play(USE, until="answers")
    assert turn.events(E.TurnEnded)
    assert view(turn.state, cards).player(0).hand == ["Mallard"]  # the action's card only


@pytest.mark.parametrize(
    ("bird", "eggs", "food"),
    [
        ("American Robin", 4, {}),  # T09: no card in hand
        ("Canada Goose", 3, {"fish": 1}),  # T10: no seed
        ("American Crow", 2, {}),  # T11: eggs only on the crow itself
    ],
)
def test_10_2_a_power_whose_first_part_cannot_be_paid_is_not_offered(cards, bird, eggs, food):
    s = Scenario(players=2, cards=cards)
    s.player(0).bird("grassland", bird, eggs=eggs).food(**food)
    turn = s.play("lay eggs", until="answers")
    assert not offered_power(turn)
    assert turn.events(E.TurnEnded)


# --- T13: draw N cards ---------------------------------------------------------------------------


def test_t13_mallard_draws_1_card_after_the_draw_cards_action(cards):
    s = Scenario(players=2, cards=cards)
    s.player(0).bird("wetland", "Mallard")
    s.tray("Barn Owl", "Wood Duck", "Anhinga")
    s.deck_top("Killdeer")
    turn = s.play("draw cards", "draw from the deck", USE, "draw Barn Owl from the tray")
    assert view(turn.state, cards).player(0).hand == ["Killdeer", "Barn Owl"]
    assert [d.source for d in turn.events(E.CardDrawn)] == ["deck", "tray"]


def test_t13_carolina_wren_draws_2_and_the_tray_refills_at_the_end_of_the_turn(cards):
    s = Scenario(players=2, cards=cards)
    s.player(0).hand("Carolina Wren").food(fruit=1)
    s.tray("Barn Owl", "Wood Duck", "Anhinga")
    s.deck_top("Killdeer", "Mallard")
    turn = s.play("play Carolina Wren", USE, "draw Wood Duck from the tray", until="answers")
    assert view(turn.state, cards).tray == ["Barn Owl", None, "Anhinga"]  # no refill yet
    turn = turn.play("draw from the deck")
    assert view(turn.state, cards).player(0).hand == ["Wood Duck", "Killdeer"]
    assert view(turn.state, cards).tray == ["Barn Owl", "Mallard", "Anhinga"]
    check_conservation(turn.state, cards)


# --- T14: draw N cards; if you do, discard 1 card at the end of your turn ---------------------


def test_t14_black_tern_discards_at_the_end_of_the_turn_after_the_other_powers(cards):
    s = Scenario(players=2, cards=cards)
    s.player(0).bird("wetland", "Mallard").bird("wetland", "Black Tern")
    s.tray("Barn Owl", "Wood Duck", "Anhinga")
    s.deck_top("Killdeer", "Canada Goose", "Bald Eagle")
    turn = s.play(
        "draw cards",
        "draw from the deck",  # the action draws 2 cards with 2 birds in the row
        "draw from the deck",
        USE,  # Black Tern (wetland 2) first, right to left
        "draw Wood Duck from the tray",
        USE,  # then Mallard
        "draw from the deck",  # Bald Eagle
        until="answers",
    )
    # Only now, after Mallard's draw, is the discard asked: Mallard's card may be discarded.
    hand = ["Killdeer", "Canada Goose", "Wood Duck", "Bald Eagle"]
    assert view(turn.state, cards).player(0).hand == hand
    assert sorted(turn.options()) == sorted(f"discard {n}" for n in hand)
    turn = turn.play("discard Bald Eagle")
    assert view(turn.state, cards).player(0).hand == hand[:3]
    assert view(turn.state, cards).discard == ["Bald Eagle"]
    check_conservation(turn.state, cards)


def test_t14_the_tray_refills_after_the_end_of_turn_discard(cards):
    s = Scenario(players=2, cards=cards)
    s.player(0).bird("wetland", "Black Tern")
    s.tray("Barn Owl", "Wood Duck", "Anhinga")
    s.deck_top("Killdeer", "Mallard")
    turn = s.play(
        "draw cards", "draw Barn Owl from the tray", USE, "draw Anhinga from", until="answers"
    )
    assert view(turn.state, cards).tray == [None, "Wood Duck", None]  # still empty
    assert not turn.events(E.TurnEnded)
    turn = turn.play("discard Barn Owl")
    log = [type(e) for e in turn.log]
    assert log.index(E.CardDiscarded) < log.index(E.TrayRefilled) < log.index(E.TurnEnded)
    assert view(turn.state, cards).tray == ["Killdeer", "Wood Duck", "Mallard"]
    assert view(turn.state, cards).player(0).hand == ["Anhinga"]


def test_t14_no_discard_when_black_tern_draws_nothing(cards):
    s = Scenario(players=2, cards=cards)
    s.player(0).bird("wetland", "Black Tern")
    s.deck_top("Killdeer")
    turn = s.play("draw cards", "draw from the deck", USE, "stop")  # "if you do": no
    assert view(turn.state, cards).player(0).hand == ["Killdeer"]
    assert not turn.events(E.CardDiscarded)


def test_t14_two_end_of_turn_discards_are_both_made(cards):
    s = Scenario(players=2, cards=cards)
    s.player(0).birds("wetland", "Wood Duck", "Black Tern")
    s.deck_top("Killdeer", "Canada Goose", "Mallard", "Bald Eagle", "Anhinga")
    turn = s.play(
        "draw cards",
        "draw from the deck",
        "draw from the deck",  # Killdeer, Canada Goose
        USE,  # Black Tern: Mallard
        "draw from the deck",
        USE,  # Wood Duck: Bald Eagle, Anhinga
        "draw from the deck",
        "draw from the deck",
        "discard Killdeer",
        "discard Anhinga",
    )
    hand = view(turn.state, cards).player(0).hand
    assert hand == ["Canada Goose", "Mallard", "Bald Eagle"]
    assert sorted(view(turn.state, cards).discard) == ["Anhinga", "Killdeer"]


def test_t14_wood_duck_draws_2_and_keeps_1_more_card_than_before(cards):
    s = Scenario(players=2, cards=cards)
    s.player(0).bird("forest", "Wood Duck").hand("Mallard")
    s.feeder("fish", "seed")
    s.deck_top("Killdeer", "Canada Goose")
    turn = s.play(
        "gain food",
        "take fish",
        "skip",  # no card discarded for a die
        USE,
        "draw from the deck",
        "draw from the deck",
        "discard Mallard",
    )
    assert view(turn.state, cards).player(0).hand == ["Killdeer", "Canada Goose"]
    assert [type(e) for e in turn.log].count(E.CardDiscarded) == 1


# --- T15: draw the 3 face-up cards in the bird tray ------------------------------------------


def test_t15_brant_takes_the_whole_tray(cards):
    s = Scenario(players=2, cards=cards)
    s.player(0).hand("Brant").food(seed=2)
    s.tray("Barn Owl", "Wood Duck", "Anhinga")
    s.deck_top("Killdeer", "Mallard", "Canada Goose")
    turn = s.play("play Brant", USE, "Barn Owl", "Wood Duck", "Anhinga")
    assert view(turn.state, cards).player(0).hand == ["Barn Owl", "Wood Duck", "Anhinga"]
    assert [d.source for d in turn.events(E.CardDrawn)] == ["tray"] * 3
    assert view(turn.state, cards).tray == ["Killdeer", "Mallard", "Canada Goose"]


def test_t15_brant_takes_fewer_than_3_when_a_slot_is_empty(cards):
    s = Scenario(players=2, cards=cards)
    s.player(0).hand("Brant").food(seed=2)
    s.tray("Barn Owl", None, "Anhinga")
    s.deck_top("Killdeer", "Mallard")
    turn = s.play("play Brant", USE, "Barn Owl", "Anhinga")
    assert view(turn.state, cards).player(0).hand == ["Barn Owl", "Anhinga"]
    assert len(turn.events(E.CardDrawn)) == 2
    check_conservation(turn.state, cards)


# --- honest offers (GameConfig.offers, the default): the legacy cases above, not offered ------
def test_honest_t02_no_die_showing_the_food_and_no_reroll_offers_no_power(cards):
    for feeder in (("seed", "seed", "rodent", "fish"), ("fish", "seed")):
        turn = _indigo_bunting(cards, *feeder).play("lay eggs", until="answers")
        assert not offered_power(turn)
        assert not turn.events(E.PowerUsed)


def test_honest_t04_bald_eagle_with_no_fish_in_the_feeder_is_not_offered(cards):
    s = Scenario(players=2, cards=cards)
    s.player(0).hand("Bald Eagle").food(fish=2, rodent=1)
    s.feeder("rodent", "seed", "fruit")
    turn = s.play("play Bald Eagle", until="answers")
    assert not offered_power(turn)
    assert sorted(view(turn.state, cards).feeder) == ["fruit", "rodent", "seed"]


def test_honest_t05_acorn_woodpecker_with_no_seed_die_is_not_offered(cards):
    s = _acorn_woodpecker(cards, "fish", "fish", "rodent", "fruit", seed=1)
    turn = s.play("gain food", "take rodent", until="answers")
    assert not offered_power(turn)
    assert_food(turn.state, 0, seed=1, rodent=1)


def test_honest_t07_barn_owl_with_every_die_in_the_feeder_is_not_offered(cards):
    turn = _barn_owl(cards, "rodent", "rodent", "seed", "fish", "fruit").play(
        "lay eggs", until="answers"
    )
    assert not offered_power(turn)
    assert not turn.events(E.DiceRolled)
