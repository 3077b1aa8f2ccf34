"""The European expansion's brown ("when activated") birds, played through the engine.

Rules reference 9.1 and the per-card rulings of the reference data. Each test sets up a board
with the core and European cards, activates a European bird's row, scripts the choices and
checks what a player would see: food, dice, eggs, cached food, tucked cards, hands and trays.
"""

from __future__ import annotations

import json

import pytest

import wingspan_rules as ws
from wingspan_rules import load_cards
from wingspan_rules.state import events as E
from wingspan_rules.state.enums import Food
from wingspan_rules.testing import Scenario, assert_food, check_conservation, view

USE = "use the power"
SKIP = "skip"


@pytest.fixture(scope="module")
def cards():
    return load_cards(sets=("core", "european"))


# --- existing primitives: gain from the feeder --------------------------------------------------


def test_black_woodpecker_takes_every_invertebrate_die(cards):
    s = Scenario(players=2, cards=cards)
    s.player(0).bird("forest", "Black Woodpecker")
    s.feeder("invertebrate", "invertebrate", "seed", "fish", "rodent")
    turn = s.play("gain food", "take seed", USE, "take invertebrate", "take invertebrate")
    assert_food(turn.state, 0, seed=1, invertebrate=2)
    assert sorted(view(turn.state, cards).feeder) == ["fish", "rodent"]


def test_white_backed_woodpecker_takes_any_die(cards):
    s = Scenario(players=2, cards=cards)
    s.player(0).bird("forest", "White-Backed Woodpecker")
    s.feeder("rodent", "fish", "fruit")
    turn = s.play("gain food", "take fruit", USE, "take rodent")
    assert_food(turn.state, 0, fruit=1, rodent=1)
    assert view(turn.state, cards).feeder == ["fish"]


# --- reset the birdfeeder, then gain ------------------------------------------------------------


def test_hawfinch_resets_the_feeder_then_takes_a_seed_from_the_new_roll(cards):
    s = Scenario(players=2, cards=cards)
    s.player(0).bird("forest", "Hawfinch")
    s.feeder("fish", "fish", "rodent")
    s.next_rolls("seed", "fruit", "fruit", "rodent", "fish")
    turn = s.play("gain food", "take rodent", USE, "take seed")
    assert_food(turn.state, 0, rodent=1, seed=1)
    assert [e.reason for e in turn.events(E.FeederRolled)] == ["reset"]
    assert sorted(view(turn.state, cards).feeder) == ["fish", "fruit", "fruit", "rodent"]


def test_bee_eater_gains_nothing_when_the_new_roll_has_no_invertebrate(cards):
    s = Scenario(players=2, cards=cards)
    s.player(0).bird("grassland", "European Bee-Eater", eggs=3)  # full: no egg to lay
    s.feeder("fish", "rodent")
    s.next_rolls("seed", "fruit", "fruit", "rodent", "fish")
    turn = s.play("lay eggs", USE)
    assert_food(turn.state, 0)
    assert len(turn.state.table.feeder) == 5


def test_great_tit_takes_any_die_after_the_reset(cards):
    s = Scenario(players=2, cards=cards)
    s.player(0).bird("forest", "Great Tit")
    s.feeder("fish", "fish", "rodent")
    s.next_rolls("seed", "fruit", "fruit", "rodent", "fish")
    turn = s.play("gain food", "take fish", USE, "take fruit")
    assert_food(turn.state, 0, fish=1, fruit=1)


def test_bullfinch_takes_a_seed_or_a_fruit(cards):
    s = Scenario(players=2, cards=cards)
    s.player(0).bird("forest", "Bullfinch")
    s.feeder("fish", "fish", "rodent")
    s.next_rolls("seed", "fruit", "fish", "rodent", "fish")
    turn = s.play("gain food", "take fish", USE, until="answers")
    assert sorted(turn.options()) == ["stop", "take fruit", "take seed"]


# --- a cost, then play another bird -------------------------------------------------------------


def test_goldcrest_discards_a_card_to_play_a_forest_bird(cards):
    s = Scenario(players=2, cards=cards)
    s.player(0).bird("forest", "Goldcrest", eggs=1).hand("Hawfinch", "Bullfinch").food(seed=2)
    s.feeder("fish", "fish", "rodent", "fruit")
    turn = s.play(
        "gain food", "take fruit", "skip", USE, "discard Bullfinch", "play Hawfinch in forest"
    )
    p = view(turn.state, cards).player(0)
    assert p.row("forest") == ["Goldcrest", "Hawfinch"]
    assert p.hand == [] and "Bullfinch" in view(turn.state, cards).discard
    check_conservation(turn.state, cards)


def test_short_toed_treecreeper_discards_an_egg_to_play_a_forest_bird(cards):
    s = Scenario(players=2, cards=cards)
    s.player(0).bird("forest", "Short-Toed Treecreeper", eggs=2).hand("Hawfinch").food(seed=2)
    s.feeder("fish", "fish", "rodent", "fruit")
    turn = s.play("gain food", "take fruit", "skip", USE, "play Hawfinch in forest")
    p = view(turn.state, cards).player(0)
    assert p.row("forest") == ["Short-Toed Treecreeper", "Hawfinch"]
    assert p.bird("Short-Toed Treecreeper").eggs == 0  # one for the power, one for column 2


def test_common_moorhen_pays_any_food_to_play_a_wetland_bird(cards):
    s = Scenario(players=2, cards=cards)
    s.player(0).bird("wetland", "Common Moorhen", eggs=1).hand("Mallard").food(seed=1, fish=1)
    turn = s.play("draw cards", "draw from the deck", "skip", USE, "discard 1 fish", "play Mallard")
    p = view(turn.state, cards).player(0)
    assert p.row("wetland") == ["Common Moorhen", "Mallard"]
    assert p.food == {}


# --- other players draw; eggs for a food; a predator that lays an egg --------------------------


def test_savis_warbler_draws_2_and_every_other_player_draws_1_from_the_deck(cards):
    s = Scenario(players=3, cards=cards)
    s.player(0).bird("wetland", "Savi's Warbler")
    turn = s.play(
        "draw cards", "draw from the deck", USE, "draw from the deck", "draw from the deck"
    )
    v = view(turn.state, cards)
    assert len(v.player(0).hand) == 3
    assert len(v.player(1).hand) == 1 and len(v.player(2).hand) == 1


def test_theklas_lark_pays_a_seed_for_2_eggs(cards):
    s = Scenario(players=2, cards=cards, offers="legacy")
    s.player(0).bird("grassland", "Thekla's Lark").food(seed=1)
    lay = "lay an egg on Thekla's Lark"
    turn = s.play("lay eggs", "stop", "skip", USE, lay, lay)
    p = view(turn.state, cards).player(0)
    assert p.bird("Thekla's Lark").eggs == 2
    assert p.food == {}


def test_eleonoras_falcon_lays_an_egg_on_itself_when_a_rodent_is_rolled(cards):
    s = Scenario(players=2, cards=cards)
    s.player(0).bird("wetland", "Eleonora's Falcon")
    s.feeder("fish", "fish", "seed")
    s.next_rolls("rodent", "fruit")  # the two dice outside the feeder
    turn = s.play("draw cards", "draw from the deck", USE, "lay an egg on Eleonora's Falcon")
    assert view(turn.state, cards).player(0).bird("Eleonora's Falcon").eggs == 1
    assert turn.events(E.PredatorSucceeded)


# --- steal 1 food from another player; they gain a die ------------------------------------------


def test_common_kingfisher_steals_a_fish_caches_it_and_the_victim_takes_a_die(cards):
    s = Scenario(players=3, cards=cards)
    s.player(0).bird("wetland", "Common Kingfisher")
    s.player(1).food(seed=2)
    s.player(2).food(fish=2, fruit=1)
    s.feeder("rodent", "fruit", "seed")
    s.player(1).food(seed=2)
    turn = s.play("draw cards", "draw from the deck", USE, until="answers")
    # only player 2 has a fish: they are chosen, and they now take a die of their choice
    assert turn.state.pending[-1].player == 2
    turn = turn.play("take rodent")
    v = view(turn.state, cards)
    assert v.player(0).bird("Common Kingfisher").cached == {"fish": 1}
    assert v.player(0).food == {}
    assert v.player(2).food == {"fish": 1, "fruit": 1, "rodent": 1}  # any die, not a fish
    stolen = turn.events(E.FoodStolen)
    assert [(e.player, e.victim, e.food.label) for e in stolen] == [(0, 2, "fish")]
    check_conservation(turn.state, cards)


def test_black_headed_gull_steals_any_food_of_the_victims_choice_of_types(cards):
    s = Scenario(players=2, cards=cards)
    s.player(0).bird("wetland", "Black-Headed Gull")
    s.player(1).food(seed=1, rodent=1)
    s.feeder("fish", "fruit", "seed")
    turn = s.play("draw cards", "draw from the deck", USE, until="answers")
    assert sorted(turn.options()) == ["choose rodent", "choose seed"]
    turn = turn.play("choose rodent", "take fish")
    v = view(turn.state, cards)
    assert v.player(0).food == {"rodent": 1}
    assert v.player(1).food == {"seed": 1, "fish": 1}


def test_a_steal_is_not_offered_when_nobody_has_the_food(cards):
    s = Scenario(players=2, cards=cards)
    s.player(0).bird("grassland", "Little Owl")
    s.player(1).food(seed=3)
    turn = s.play("lay eggs", "stop")  # the turn ends: the power is not offered
    assert not turn.events(E.PowerUsed) and not turn.events(E.FoodStolen)


def test_the_thief_chooses_among_the_players_who_have_the_food(cards):
    s = Scenario(players=3, cards=cards)
    s.player(0).bird("forest", "Eurasian Jay")
    s.player(1).food(seed=1)
    s.player(2).food(seed=1)
    s.feeder("rodent", "fruit", "fish")
    turn = s.play("gain food", "take fish", USE, until="answers")
    assert turn.options() == ["choose player 1", "choose player 2"]
    turn = turn.play("choose player 1", "take fruit")
    v = view(turn.state, cards)
    assert v.player(0).bird("Eurasian Jay").cached == {"seed": 1}
    assert v.player(1).food == {"fruit": 1} and v.player(2).food == {"seed": 1}


# --- choose a food type: all players gain 1 ------------------------------------------------------


def test_bluethroat_gives_every_player_one_of_the_chosen_food(cards):
    s = Scenario(players=3, cards=cards)
    s.player(0).bird("wetland", "Bluethroat")
    turn = s.play("draw cards", "draw from the deck", USE, until="answers")
    assert sorted(turn.options()) == sorted(
        f"choose {f}" for f in ("invertebrate", "seed", "fish", "fruit", "rodent")
    )
    turn = turn.play("choose fruit")
    v = view(turn.state, cards)
    assert [v.player(p).food for p in range(3)] == [{"fruit": 1}] * 3


# --- a type already gained this turn -------------------------------------------------------------


def test_european_robin_gains_a_type_taken_earlier_this_turn(cards):
    s = Scenario(players=2, cards=cards)
    s.player(0).bird("forest", "European Robin")
    s.feeder("rodent", "fruit", "fish")
    turn = s.play("gain food", "take rodent", USE)
    assert_food(turn.state, 0, rodent=2)


def test_european_robin_offers_each_type_gained_this_turn(cards):
    s = Scenario(players=2, cards=cards)
    s.player(0).birds("forest", "European Robin", "Hawfinch")
    s.feeder("rodent", "fruit", "fish", "fish", "seed")
    s.next_rolls("seed", "seed", "fish", "fish", "fish")
    # the action takes a rodent and a fish, then Hawfinch (right to left: first) a seed
    turn = s.play("gain food", "take rodent", "take fish", USE, "take seed", USE, until="answers")
    assert sorted(turn.options()) == ["choose fish", "choose rodent", "choose seed"]
    turn = turn.play("choose seed")
    assert_food(turn.state, 0, rodent=1, fish=1, seed=2)


def test_food_gained_on_an_earlier_turn_does_not_count(cards):
    s = Scenario(players=2, cards=cards)
    s.player(0).bird("forest", "European Robin").food(fish=3)
    turn = s.play("gain food", "stop")  # no food taken this turn: the power is not offered
    assert not turn.events(E.PowerUsed)
    assert not any(turn.state.players[0].turn_gains)


def test_the_record_of_food_gained_is_cleared_when_the_next_turn_begins(cards):
    s = Scenario(players=2, cards=cards)
    s.player(0).bird("forest", "European Robin")
    s.feeder("rodent", "fruit", "fish")
    turn = s.play("gain food", "take rodent", USE)
    assert turn.state.players[0].turn_gains[0:5] == (0, 0, 0, 0, 2)
    turn = turn.play("draw cards", "draw from the deck")  # player 1's turn
    turn = turn.play("draw cards", until="answers")  # player 0's next turn has begun
    assert not any(turn.state.players[0].turn_gains)


# --- remove a die, then gain -------------------------------------------------------------------


def test_parrot_crossbill_removes_any_die_then_gains_a_seed_from_the_supply(cards):
    s = Scenario(players=2, cards=cards)
    s.player(0).bird("forest", "Parrot Crossbill")
    s.feeder("rodent", "fruit", "fish")
    turn = s.play("gain food", "take rodent", USE, until="answers")
    assert sorted(turn.options()) == ["remove a fish die", "remove a fruit die"]
    turn = turn.play("remove a fish die")
    assert_food(turn.state, 0, rodent=1, seed=1)
    assert view(turn.state, cards).feeder == ["fruit"]
    assert [e.face.label for e in turn.events(E.DieRemoved)] == ["fish"]


# --- roll the dice outside: cache 1 fish per fish rolled ----------------------------------------


def test_northern_gannet_caches_one_fish_per_fish_rolled(cards):
    s = Scenario(players=2, cards=cards)
    s.player(0).bird("wetland", "Northern Gannet")
    s.feeder("seed", "seed")
    s.next_rolls("fish", "rodent", "fish")
    turn = s.play("draw cards", "draw from the deck", USE)
    assert view(turn.state, cards).player(0).bird("Northern Gannet").cached == {"fish": 2}
    assert turn.events(E.PredatorSucceeded)


def test_northern_gannet_fails_without_a_fish(cards):
    s = Scenario(players=2, cards=cards)
    s.player(0).bird("wetland", "Northern Gannet")
    s.feeder("seed", "seed")
    s.next_rolls("fruit", "rodent", "seed")
    turn = s.play("draw cards", "draw from the deck", USE)
    assert view(turn.state, cards).player(0).bird("Northern Gannet").cached == {}
    assert not turn.events(E.PredatorSucceeded)


# --- discard the tray, refill, draw 1 of the new cards ------------------------------------------


def test_white_stork_replaces_the_tray_then_takes_one_of_the_new_cards(cards):
    s = Scenario(players=2, cards=cards)
    s.player(0).bird("wetland", "White Stork")
    s.tray("Mallard", "Killdeer", None)
    s.deck_top("Wood Duck", "Bullfinch", "Hawfinch", "Goldcrest", "Canada Goose")
    turn = s.play("draw cards", "draw from the deck", USE, until="answers")
    # the deck's top card went to the hand; the tray now shows the next three
    assert view(turn.state, cards).tray == ["Bullfinch", "Hawfinch", "Goldcrest"]
    assert turn.options() == [
        "draw Bullfinch from the tray",
        "draw Hawfinch from the tray",
        "draw Goldcrest from the tray",
        "stop",
    ]
    turn = turn.play("draw Hawfinch from the tray")
    v = view(turn.state, cards)
    assert v.player(0).hand == ["Wood Duck", "Hawfinch"]
    assert v.discard[-2:] == ["Mallard", "Killdeer"]
    assert v.tray == ["Bullfinch", "Canada Goose", "Goldcrest"]  # refilled at the end of the turn
    assert [e.cards for e in turn.events(E.TrayDiscarded)] == [
        tuple(cards.birds.index(cards.bird(n)) for n in ("Mallard", "Killdeer"))
    ]
    check_conservation(turn.state, cards)


# --- a face-up card that can live in a habitat --------------------------------------------------


def test_squacco_heron_draws_only_a_face_up_wetland_card(cards):
    s = Scenario(players=2, cards=cards)
    s.player(0).bird("wetland", "Squacco Heron")
    s.tray("Mallard", "Hawfinch", "Common Moorhen")
    turn = s.play("draw cards", "draw from the deck", USE, until="answers")
    assert turn.options() == [
        "draw Mallard from the tray",
        "draw Common Moorhen from the tray",
        "stop",
    ]
    turn = turn.play("draw Common Moorhen from the tray")
    assert "Common Moorhen" in view(turn.state, cards).player(0).hand


def test_common_little_bittern_gains_nothing_without_a_face_up_grassland_card(cards):
    s = Scenario(players=2, cards=cards)
    s.player(0).bird("wetland", "Common Little Bittern")
    s.tray("Mallard", "Hawfinch", "Common Moorhen")
    turn = s.play("draw cards", "draw from the deck")  # not offered: nothing it could take
    assert not turn.events(E.PowerUsed)
    assert len(view(turn.state, cards).player(0).hand) == 1


# --- draw 2 from the deck, tuck 1 of them, keep the other ---------------------------------------


def test_audouins_gull_tucks_one_of_the_two_cards_drawn_and_keeps_the_other(cards):
    s = Scenario(players=2, cards=cards)
    s.player(0).bird("wetland", "Audouin's Gull").hand("Mallard")
    s.deck_top("Wood Duck", "Bullfinch", "Hawfinch")
    turn = s.play("draw cards", "draw from the deck", USE, until="answers")
    # only the two cards the power drew may be tucked, not the ones held before
    assert turn.options() == ["tuck Bullfinch", "tuck Hawfinch"]
    turn = turn.play("tuck Hawfinch")
    p = view(turn.state, cards).player(0)
    assert p.hand == ["Mallard", "Wood Duck", "Bullfinch"]
    assert p.bird("Audouin's Gull").tucked == 1
    assert cards.bird("Audouin's Gull").power.flocking


# --- 1 egg on each bird in this column ----------------------------------------------------------


def test_red_legged_partridge_lays_on_each_bird_of_its_column_in_every_habitat(cards):
    s = Scenario(players=2, cards=cards)
    p = s.player(0)
    p.birds("forest", "Hawfinch", "Bullfinch")
    p.bird("grassland", "Killdeer", eggs=3).bird("grassland", "Red-Legged Partridge")
    p.birds("wetland", "Mallard", "Wood Duck")
    turn = s.play("lay eggs", "stop", until="answers")
    turn = turn.play(USE, until="answers")
    assert turn.options() == [
        "lay an egg on Bullfinch (forest 2)",
        "lay an egg on Red-Legged Partridge (grassland 2)",
        "lay an egg on Wood Duck (wetland 2)",
    ]  # no "stop" before the first egg: declining was asked already
    turn = turn.play(
        "lay an egg on Bullfinch", "lay an egg on Red-Legged", "lay an egg on Wood", SKIP
    )
    v = view(turn.state, cards).player(0)
    assert [b.eggs for b in v.birds] == [0, 1, 3, 1, 0, 1]


# --- pick 1-5 birds in a habitat: tuck or cache on each -----------------------------------------


def test_common_chaffinch_tucks_a_card_from_hand_behind_each_picked_bird_of_its_row(cards):
    s = Scenario(players=2, cards=cards)
    s.player(0).birds("grassland", "Killdeer", "Common Chaffinch").hand("Mallard", "Wood Duck")
    s.player(0).bird("forest", "Hawfinch")  # another habitat: not offered
    turn = s.play("lay eggs", "stop", USE, until="answers")
    assert turn.options() == [
        "pick Killdeer (grassland 1)",
        "pick Common Chaffinch (grassland 2)",
    ]
    turn = turn.play("pick Killdeer", "tuck Wood Duck", "pick Common Chaffinch")
    p = view(turn.state, cards).player(0)
    assert p.bird("Killdeer").tucked == 1 and p.bird("Common Chaffinch").tucked == 1
    assert p.hand == []
    check_conservation(turn.state, cards)


def test_mute_swan_draws_1_card_after_tucking_and_may_stop_early(cards):
    s = Scenario(players=2, cards=cards)
    s.player(0).birds("wetland", "Mallard", "Wood Duck", "Mute Swan").hand("Killdeer", "Hawfinch")
    turn = s.play("draw cards", "draw from the deck", "draw from the deck", USE, until="answers")
    turn = turn.play("pick Wood Duck", until="answers")
    turn = turn.play("tuck Killdeer", until="answers")
    assert turn.options() == ["pick Mute Swan (wetland 3)", "stop"]
    turn = turn.play("stop", "draw from the deck", SKIP, SKIP)
    p = view(turn.state, cards).player(0)
    assert p.bird("Wood Duck").tucked == 1 and p.bird("Mute Swan").tucked == 0
    assert len(p.hand) == 2 + 2 - 1 + 1  # 2 held, 2 drawn by the action, 1 tucked, 1 drawn


def test_eurasian_nutcracker_caches_seed_from_the_players_supply(cards):
    s = Scenario(players=2, cards=cards)
    s.player(0).birds("forest", "Hawfinch", "Bullfinch", "Eurasian Nutcracker").food(seed=2)
    s.feeder("fish", "fish", "fruit", "fruit", "rodent")
    turn = s.play("gain food", "take rodent", "take fish", USE, until="answers")
    turn = turn.play("pick Hawfinch", "pick Eurasian Nutcracker", SKIP, SKIP)
    p = view(turn.state, cards).player(0)
    assert p.bird("Hawfinch").cached == {"seed": 1}
    assert p.bird("Eurasian Nutcracker").cached == {"seed": 1}
    assert p.food == {"rodent": 1, "fish": 1}  # the seed came from the player's own supply


# --- cached food that may be spent --------------------------------------------------------------


def test_coal_tit_caches_a_seed_from_the_supply(cards):
    s = Scenario(players=2, cards=cards)
    s.player(0).bird("forest", "Coal Tit")
    s.feeder("fish", "fruit", "rodent")
    turn = s.play("gain food", "take fish", USE)
    p = view(turn.state, cards).player(0)
    assert p.bird("Coal Tit").cached == {"seed": 1} and p.food == {"fish": 1}


def test_seed_cached_on_a_coal_tit_pays_for_a_bird(cards):
    s = Scenario(players=2, cards=cards)
    s.player(0).bird("forest", "Coal Tit", eggs=1, cached={"seed": 2}).food(fish=1)
    s.player(0).hand("Hawfinch")  # costs seed + seed
    turn = s.play("play Hawfinch")  # the only payment: the 2 cached seed
    p = view(turn.state, cards).player(0)
    assert p.row("forest") == ["Coal Tit", "Hawfinch"]
    assert p.bird("Coal Tit").cached == {} and p.food == {"fish": 1}
    assert [(e.food.label, e.amount) for e in turn.events(E.CachedFoodSpent)] == [("seed", 2)]
    check_conservation(turn.state, cards)


def test_seed_cached_on_a_coal_tit_pays_a_powers_cost(cards):
    """Its ruling: the cached seed may be spent anytime seed of the supply may, such as the
    seed a Black-Bellied Whistling-Duck discards to tuck cards."""
    s = Scenario(players=2, cards=cards)
    s.player(0).bird("forest", "Coal Tit", cached={"seed": 1})
    s.player(0).bird("wetland", "Black-Bellied Whistling-Duck")
    turn = s.play("draw cards", "draw from the deck", USE, "take 2")
    p = view(turn.state, cards).player(0)
    assert p.bird("Coal Tit").cached == {} and p.food == {}
    assert p.bird("Black-Bellied Whistling-Duck").tucked == 2
    assert [(e.food.label, e.amount) for e in turn.events(E.CachedFoodSpent)] == [("seed", 1)]
    check_conservation(turn.state, cards)


@pytest.mark.parametrize(
    ("answer", "cached", "supply"), [("take 1", {}, {"seed": 1}), ("take none", {"seed": 1}, {})]
)
def test_a_power_cost_asks_whether_the_seed_comes_from_the_cache(cards, answer, cached, supply):
    s = Scenario(players=2, cards=cards)
    s.player(0).bird("forest", "Eurasian Nuthatch", cached={"seed": 1}).food(seed=1)
    s.player(0).bird("wetland", "Black-Bellied Whistling-Duck")
    turn = s.play("draw cards", "draw from the deck", USE, until="answers")
    assert turn.options() == ["take 1", "take none"]
    turn = turn.play(answer, "take 2")
    p = view(turn.state, cards).player(0)
    assert p.bird("Eurasian Nuthatch").cached == cached and p.food == supply
    check_conservation(turn.state, cards)


def test_the_player_chooses_between_supply_seed_and_cached_seed(cards):
    s = Scenario(players=2, cards=cards)
    s.player(0).bird("forest", "Eurasian Nuthatch", eggs=1, cached={"seed": 1}).food(seed=1)
    s.player(0).hand("Goldcrest")  # costs 1 invertebrate: 2 seed stand in for it
    turn = s.play("play Goldcrest")  # 2 seed for 1 invertebrate: one from each place
    p = view(turn.state, cards).player(0)
    assert p.bird("Eurasian Nuthatch").cached == {} and p.food == {}


def test_with_seed_in_both_places_the_player_says_how_many_come_from_the_cache(cards):
    s = Scenario(players=2, cards=cards)
    s.player(0).bird("forest", "Eurasian Nuthatch", eggs=1, cached={"seed": 1}).food(seed=1, fish=1)
    s.player(0).hand("Goldcrest")  # 1 invertebrate: paid with seed + fish (2 for 1)
    turn = s.play("play Goldcrest", "pay 1 seed, 1 fish", until="answers")
    assert turn.options() == ["take 1", "take none"]
    asked = turn.state
    turn = turn.play("take 1")
    p = view(turn.state, cards).player(0)
    assert p.bird("Eurasian Nuthatch").cached == {} and p.food == {"seed": 1}
    # Nothing was paid while the player chose; then the events tell each source's share.
    assert view(asked, cards).player(0).food == {"seed": 1, "fish": 1}
    paid = [e for e in turn.state.events if isinstance(e, (E.FoodPaid, E.CachedFoodSpent))]
    assert paid == [
        E.CachedFoodSpent(0, cards.bird_id("Eurasian Nuthatch"), Food.SEED, 1),
        E.FoodPaid(0, (0, 0, 1, 0, 0, 0)),
    ]


def test_cached_seed_on_another_bird_may_not_be_spent(cards):
    s = Scenario(players=2, cards=cards)
    s.player(0).bird("forest", "Eurasian Jay", eggs=1, cached={"seed": 2})
    s.player(0).hand("Hawfinch")
    assert not any(o.startswith("play") for o in s.script().options())


def test_cached_seed_is_not_supply_food_for_the_tiebreak(cards):
    from wingspan_rules.engine.scoring import score_game

    s = Scenario(players=2, cards=cards)
    s.player(0).bird("forest", "Coal Tit", cached={"seed": 3})
    score = score_game(s.build(), cards)[0]
    assert score.cached == 3 and score.food_left == 0


# --- draw per empty slot in this row, kept apart; keep 1 at the end of the turn -----------------


def test_great_crested_grebe_sets_cards_aside_and_keeps_one_when_the_turn_ends(cards):
    s = Scenario(players=2, cards=cards)
    s.player(0).birds("wetland", "Mallard", "Wood Duck", "Great Crested Grebe")
    s.player(0).hand("Killdeer")
    s.tray("Hawfinch", "Bullfinch", "Goldcrest")
    s.deck_top("Coal Tit", "Eurasian Jay", "Little Owl")
    turn = s.play("draw cards", "draw from the deck", "draw from the deck", USE, until="answers")
    # 2 empty slots in the wetland: 2 cards, each from the tray or the deck
    turn = turn.play("draw Bullfinch from the tray", "draw from the deck", until="answers")
    p = turn.state.players[0]
    assert len(p.aside) == 2 and not set(p.aside) & set(p.hand)
    # the cards set aside cannot be used this turn: Wood Duck's and Mallard's powers follow
    turn = turn.play(SKIP, SKIP, until="answers")
    assert sorted(turn.options()) == ["take Bullfinch", "take Little Owl"]
    turn = turn.play("take Little Owl")
    v = view(turn.state, cards)
    assert v.player(0).hand == ["Killdeer", "Coal Tit", "Eurasian Jay", "Little Owl"]
    assert v.discard[-1] == "Bullfinch"
    assert turn.state.players[0].aside == ()
    check_conservation(turn.state, cards)


def test_the_cards_set_aside_are_hidden_from_the_other_players(cards):
    from wingspan_rules.engine.observation import observe
    from wingspan_rules.state.model import HIDDEN

    s = Scenario(players=2, cards=cards)
    s.player(0).birds("wetland", "Mallard", "Wood Duck", "Wilson's Storm Petrel")
    turn = s.play("draw cards", "draw from the deck", "draw from the deck", USE, until="answers")
    turn = turn.play("draw from the deck", "draw from the deck", until="answers")
    assert observe(turn.state, 1).players[0].aside == (HIDDEN, HIDDEN)
    assert HIDDEN not in observe(turn.state, 0).players[0].aside


# --- the state the brown powers add, checked like any hostile save ------------------------------


def test_a_malformed_record_of_food_gained_or_a_duplicated_card_set_aside_is_refused(cards):
    import attrs

    from wingspan_rules.engine.invariants import problems

    s = Scenario(players=2, cards=cards)
    s.player(0).hand("Mallard")
    state = s.build()
    assert problems(state, cards) == []
    players = list(state.players)
    players[0] = attrs.evolve(players[0], turn_gains=(1, 2))
    assert any(
        "gained this turn" in p
        for p in problems(attrs.evolve(state, players=tuple(players)), cards)
    )
    players[0] = attrs.evolve(state.players[0], aside=(state.players[0].hand[0],))
    assert any(
        "not conserved" in p for p in problems(attrs.evolve(state, players=tuple(players)), cards)
    )


def test_greater_flamingo_tucks_at_most_one_card_per_cube_on_the_chosen_players_wetland(cards):
    s = Scenario(players=3, cards=cards)
    s.player(0).bird("wetland", "Greater Flamingo").hand("Mallard", "Killdeer", "Blue Jay")
    s.player(1).actions(draw_cards=2)
    s.player(2).actions(draw_cards=1)
    s.deck_top("Wild Turkey", "Bald Eagle", "Barn Owl", "Canada Goose")
    turn = s.play("draw cards", "draw from the deck", USE, "choose player 1", until="answers")
    turn = turn.play("tuck Mallard", "tuck Killdeer", until="answers")  # 2 cubes: 2 at most
    assert not any(label.startswith("tuck") for label in turn.options())
    done = turn.play("draw from the deck", "draw from the deck", until="answers")
    me = view(done.state, cards).player(0)
    assert me.bird("Greater Flamingo").tucked == 2
    assert "Blue Jay" in me.hand and "Mallard" not in me.hand and len(me.hand) == 4


# --- every brown bird of the expansion ----------------------------------------------------------

#: European brown birds not in the card set yet, and why.
NOT_YET: dict[str, str] = {}


def test_every_european_brown_bird_is_in_the_set_with_a_brown_power(cards):
    from cards.reference import set_birds

    brown = [b for b in set_birds("european") if b["power_color"] == "brown"]
    assert len(brown) == 38
    names = {b.name for b in cards.birds}
    for ref in brown:
        if ref["name"] in NOT_YET:
            assert ref["name"] not in names  # when it comes, take it off the list
            continue
        bird = cards.bird(ref["name"])
        assert bird.set == "european" and bird.power is not None
        assert bird.power.timing.words == "when activated"
        assert (bird.predator, bird.flocking) == (ref["predator"], ref["flocking"])


def test_a_save_waiting_on_the_cache_question_is_checked(cards):
    """A save paused at "from the cache or the supply?" loads and resumes; edited so that the
    supply has no seed left, it is refused instead of paying with food that is not there."""
    s = Scenario(players=2, cards=cards)
    s.player(0).bird("forest", "Eurasian Nuthatch", cached={"seed": 1}).food(seed=1)
    s.player(0).bird("wetland", "Black-Bellied Whistling-Duck")
    turn = s.play("draw cards", "draw from the deck", USE, until="answers")
    text = ws.to_json(turn.state)
    assert ws.from_json(text, s.rules()) == turn.state
    doc = json.loads(text)
    doc["state"]["players"][0]["food"] = [0] * len(doc["state"]["players"][0]["food"])
    with pytest.raises(ws.SavedGameError, match="cannot come from both"):
        ws.from_json(json.dumps(doc), s.rules())


def test_the_record_of_food_gained_is_kept_only_where_a_power_reads_it():
    """The base game has no power reading the food gained this turn, so no record is kept
    (``turn_memory.gains_read``); the European set's European Robin reads it."""
    from wingspan_rules.effects.turn_memory import gains_read

    core = ws.load_cards(sets=("core",))
    assert not gains_read(core)
    assert gains_read(ws.load_cards(sets=("core", "european")))
    s = Scenario(players=2, cards=core)
    s.feeder("rodent", "fruit", "fish")
    turn = s.play("gain food", "take rodent")
    assert turn.state.players[0].food[Food.RODENT] == 1
    assert not any(turn.state.players[0].turn_gains)
