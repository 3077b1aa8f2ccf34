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
    # without a predator beside it the power does nothing: only the legacy offers ask it
    s = _last_turn(cards, offers="honest" if eggs else "legacy")
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


# --- deck cards drawn, the rest put back on the deck (effects/deck.py) -------------------------


def _deck_top(state, cards, n: int) -> list[str]:
    return _names(cards, state.table.deck[:n])


def test_the_demoiselle_crane_keeps_one_of_two_and_puts_the_other_back_on_top(cards):
    s = Scenario(players=2, cards=cards)
    s.player(0).bird("wetland", "Demoiselle Crane")
    s.deck_top("Mallard", "Blue Jay", "Wild Turkey", "Killdeer")
    turn = s.play("draw cards", "deck", USE, "take Wild Turkey")
    assert sorted(_names(cards, turn.state.players[0].hand)) == ["Blue Jay", "Mallard"]
    assert _deck_top(turn.state, cards, 2) == ["Wild Turkey", "Killdeer"]


def test_the_greater_scaup_tucks_one_and_puts_two_back_in_the_order_chosen(cards):
    s = Scenario(players=2, cards=cards)
    s.player(0).bird("wetland", "Greater Scaup")
    s.deck_top("Mallard", "Blue Jay", "Wild Turkey", "Killdeer", "Hooded Warbler")
    turn = s.play(
        "draw cards", "deck", USE, "tuck Blue Jay", "take Killdeer"
    )  # the last one is forced
    assert view(turn.state, cards).player(0).bird("Greater Scaup").tucked == 1
    assert _names(cards, turn.state.players[0].hand) == ["Mallard"]
    assert _deck_top(turn.state, cards, 3) == ["Killdeer", "Wild Turkey", "Hooded Warbler"]


def test_the_greater_scaup_may_keep_the_card_instead_of_tucking_it(cards):
    s = Scenario(players=2, cards=cards)
    s.player(0).bird("wetland", "Greater Scaup")
    s.deck_top("Mallard", "Blue Jay", "Wild Turkey", "Killdeer")
    turn = s.play("draw cards", "deck", USE, "stop", "take Wild Turkey", "take Killdeer")
    assert view(turn.state, cards).player(0).bird("Greater Scaup").tucked == 0
    assert sorted(_names(cards, turn.state.players[0].hand)) == ["Blue Jay", "Mallard"]
    assert _deck_top(turn.state, cards, 2) == ["Wild Turkey", "Killdeer"]


def test_the_gyrfalcon_tucks_a_drawn_bird_under_a_metre_and_returns_the_rest(cards):
    s = Scenario(players=2, cards=cards)
    s.player(0).bird("wetland", "Gyrfalcon")
    s.deck_top("Mallard", "Trumpeter Swan", "Hooded Warbler", "Wild Turkey")
    script = s.script().play("draw cards", "deck", USE, until="answers")
    assert script.options() == ["tuck Hooded Warbler", "stop"]  # the swan and turkey are large
    turn = script.play("tuck Hooded", "take Trumpeter")
    assert view(turn.state, cards).player(0).bird("Gyrfalcon").tucked == 1
    assert _names(cards, turn.state.players[0].hand) == ["Mallard"]
    assert _deck_top(turn.state, cards, 2) == ["Trumpeter Swan", "Wild Turkey"]
    assert cards.bird("Gyrfalcon").predator and not cards.bird("Gyrfalcon").flocking


def test_the_gyrfalcon_puts_every_card_back_when_none_is_small_enough(cards):
    s = Scenario(players=2, cards=cards)
    s.player(0).bird("wetland", "Gyrfalcon")
    s.deck_top("Mallard", "Trumpeter Swan", "Bald Eagle", "Wild Turkey")
    turn = s.play("draw cards", "deck", USE, "take Bald", "take Wild")
    assert view(turn.state, cards).player(0).bird("Gyrfalcon").tucked == 0
    assert _deck_top(turn.state, cards, 3) == ["Bald Eagle", "Wild Turkey", "Trumpeter Swan"]


def test_the_dabchick_keeps_one_discards_one_and_puts_one_back(cards):
    s = Scenario(players=2, cards=cards)
    s.player(0).bird("wetland", "New Zealand Dabchick")
    s.deck_top("Mallard", "Blue Jay", "Wild Turkey", "Killdeer", "Hooded Warbler")
    turn = s.play("draw cards", "deck", USE, "discard Blue Jay", "take Killdeer")
    assert sorted(_names(cards, turn.state.players[0].hand)) == ["Mallard", "Wild Turkey"]
    assert cards.bird_id("Blue Jay") == turn.state.table.discard[-1]
    assert _deck_top(turn.state, cards, 2) == ["Killdeer", "Hooded Warbler"]


# --- the discard pile as a source (effects/deck.py) ---------------------------------------------


@pytest.mark.parametrize(("top", "seed"), [("Wild Turkey", 1), ("Hooded Warbler", 0)])
def test_the_common_crane_gains_a_seed_when_the_top_discard_eats_seed(cards, top, seed):
    # a top card eating no seed: the power does nothing, asked only under the legacy offers
    s = Scenario(players=2, cards=cards, offers="honest" if seed else "legacy")
    s.player(0).bird("forest", "Common Crane")
    s.feeder("fish")
    s.discard("Mallard", top)
    turn = s.play("gain food", "take fish", USE)
    assert_food(turn.state, 0, fish=1, seed=seed)


def test_the_herring_gull_tucks_a_hand_card_to_take_the_top_discard(cards):
    s = Scenario(players=2, cards=cards)
    s.player(0).bird("wetland", "European Herring Gull").hand("Blue Jay")
    s.deck_top("Mallard")
    s.discard("Killdeer", "Wild Turkey")
    turn = s.play("draw cards", "deck", USE, "tuck Blue Jay")
    assert sorted(_names(cards, turn.state.players[0].hand)) == ["Mallard", "Wild Turkey"]
    assert view(turn.state, cards).player(0).bird("European Herring Gull").tucked == 1
    assert turn.state.table.discard[-1] == cards.bird_id("Killdeer")


# --- the food icons in the cost of a card tucked or revealed (effects/card_tests.py) ------------


def _cached(state, cards, player: int, bird: str) -> dict:
    return view(state, cards).player(player).bird(bird).cached


@pytest.mark.parametrize(("prey", "fish"), [("Anhinga", 2), ("Osprey", 1), ("Barn Owl", 0)])
def test_the_sea_eagle_caches_a_fish_per_fish_in_the_cost_of_the_card_it_tucks(cards, prey, fish):
    s = _last_turn(cards)
    s.player(0).bird("wetland", "Pacific Sea-Eagle").hand(prey)
    done = _end(s, "Pacific Sea-Eagle")
    assert view(done.state, cards).player(0).bird("Pacific Sea-Eagle").tucked == 1
    assert _cached(done.state, cards, 0, "Pacific Sea-Eagle") == ({"fish": fish} if fish else {})


def test_the_sea_eagle_hunts_only_the_card_it_tucks_now(cards):
    s = _last_turn(cards)
    s.player(0).bird("wetland", "Pacific Sea-Eagle", tucked=1)  # an earlier card; no hand
    done = _end(s)  # no card to tuck: the power is not offered
    assert _cached(done.state, cards, 0, "Pacific Sea-Eagle") == {}


def test_the_tawny_owl_caches_a_rodent_per_rodent_in_the_cost_of_its_prey(cards):
    s = _last_turn(cards, 4)
    s.player(0).bird("forest", "Tawny Owl").hand("Great Horned Owl")
    done = _end(s, "Tawny Owl")
    assert _cached(done.state, cards, 0, "Tawny Owl") == {"rodent": 3}
    assert cards.bird("Tawny Owl").predator and not cards.bird("Tawny Owl").flocking


def test_the_great_grey_owl_caches_a_rodent_per_rodent_in_five_revealed_costs(cards):
    s = Scenario(players=2, cards=cards)
    s.player(0).bird("forest", "Great Grey Owl")
    s.feeder("seed")
    five = ("Barn Owl", "American Kestrel", "Osprey", "Mallard", "Bald Eagle")
    s.deck_top(*five)
    turn = s.play("gain food", "take seed", USE)
    assert _cached(turn.state, cards, 0, "Great Grey Owl") == {"rodent": 4}
    assert set(turn.state.table.discard[-5:]) == {cards.bird_id(n) for n in five}


def test_the_great_grey_owl_fails_when_no_revealed_cost_shows_a_rodent(cards):
    s = Scenario(players=2, cards=cards)
    s.player(0).bird("forest", "Great Grey Owl")
    s.feeder("seed")
    s.deck_top("Osprey", "Mallard", "Blue Jay", "Wild Turkey", "Killdeer")
    turn = s.play("gain food", "take seed", USE)
    assert _cached(turn.state, cards, 0, "Great Grey Owl") == {}
    assert not turn.events(ws.events.PredatorSucceeded)


# --- play another bird, then act on it; play from the tray (effects/birds.py) -------------------


def test_the_garden_warbler_plays_a_bird_in_its_habitat_then_lays_on_both(cards):
    s = Scenario(players=2, cards=cards)
    s.player(0).hand("Garden Warbler", "Hooded Warbler").food(invertebrate=3)
    s.player(0).bird("grassland", "Wild Turkey", eggs=1)  # pays the second forest space's egg
    turn = s.play("play Garden Warbler in forest", USE, "play Hooded Warbler", "lay an egg")
    assert _eggs(turn.state, cards, 0, "Garden Warbler") == 1
    assert _eggs(turn.state, cards, 0, "Hooded Warbler") == 1
    assert _eggs(turn.state, cards, 0, "Wild Turkey") == 0


def test_the_garden_warbler_lays_nothing_when_no_bird_is_played(cards):
    s = Scenario(players=2, cards=cards)
    s.player(0).hand("Garden Warbler", "Hooded Warbler").food(invertebrate=3)
    s.player(0).bird("grassland", "Wild Turkey", eggs=1)
    turn = s.play("play Garden Warbler in forest", USE, "skip")
    assert _eggs(turn.state, cards, 0, "Garden Warbler") == 0
    assert _names(cards, turn.state.players[0].hand) == ["Hooded Warbler"]


def test_the_brown_creeper_may_use_the_brown_power_of_the_forest_bird_it_plays(cards):
    s = Scenario(players=2, cards=cards)
    s.player(0).hand("Brown Creeper", "Acorn Woodpecker").food(invertebrate=1, seed=3)
    s.player(0).bird("grassland", "Wild Turkey", eggs=1)
    s.feeder("seed", "fish")
    labels = ("pay 1 invertebrate", USE, "play Acorn Woodpecker", "yes", "take seed", "yes")
    turn = s.play("play Brown Creeper in forest", *labels)
    assert view(turn.state, cards).player(0).bird("Acorn Woodpecker").cached == {"seed": 1}


def test_the_brown_creeper_offers_nothing_more_for_a_bird_without_a_brown_power(cards):
    s = Scenario(players=2, cards=cards)
    s.player(0).hand("Brown Creeper", "Hooded Warbler").food(invertebrate=3)
    s.player(0).bird("grassland", "Wild Turkey", eggs=1)
    turn = s.play("play Brown Creeper in forest", USE, "play Hooded Warbler")
    assert [b.card for b in turn.state.players[0].mat[ws.Habitat.FOREST]] == [
        cards.bird_id("Brown Creeper"),
        cards.bird_id("Hooded Warbler"),
    ]


def test_the_chickadee_plays_a_face_up_tray_bird_paying_its_cost(cards):
    s = Scenario(players=2, cards=cards)
    s.player(0).hand("Black-Capped Chickadee").food(invertebrate=1, seed=2, fruit=1)
    s.tray("Hooded Warbler", "Wild Turkey", "Killdeer")
    labels = ("pay 1 invertebrate", USE, "play Wild Turkey in grassland")
    turn = s.play("play Black-Capped Chickadee in forest", *labels)
    grass = turn.state.players[0].mat[ws.Habitat.GRASSLAND]
    assert [b.card for b in grass] == [cards.bird_id("Wild Turkey")]
    assert cards.bird_id("Wild Turkey") not in turn.state.table.tray
    assert_food(turn.state, 0)


# --- the whole supply as a cost (effects/supply.py), a food among two in a cost (predicates) ----


def test_the_serin_spends_its_whole_supply_to_tuck_three_cards_from_the_deck(cards):
    s = Scenario(players=2, cards=cards)
    s.player(0).bird("forest", "European Serin").food(seed=2, fish=1)
    s.feeder("fruit")
    turn = s.play("gain food", "take fruit", USE, "take 3")
    assert_food(turn.state, 0)
    assert view(turn.state, cards).player(0).bird("European Serin").tucked == 3
    assert cards.bird("European Serin").flocking


def test_the_serin_is_not_offered_with_an_empty_supply(cards):
    s = Scenario(players=2, cards=cards)
    s.player(0).bird("forest", "European Serin")
    s.feeder("fruit")
    turn = s.play("gain food", "stop")
    assert view(turn.state, cards).player(0).bird("European Serin").tucked == 0


def test_the_varied_thrush_caches_one_per_forest_bird_eating_invertebrate_or_fruit(cards):
    s = _last_turn(cards, 4)
    mat = s.player(0)
    mat.bird("forest", "Varied Thrush").bird("forest", "Hooded Warbler")
    mat.bird("forest", "Acorn Woodpecker")  # seed only: not counted
    mat.bird("grassland", "American Robin")  # another row: not counted
    done = _end(s, "Varied Thrush")
    cached = view(done.state, cards).player(0).bird("Varied Thrush").cached
    assert sum(cached.values()) == 2 and set(cached) <= {"invertebrate", "fruit"}


# --- eggs moved between your own birds (effects/egg_moves.py) -----------------------------------


def test_the_common_eider_moves_its_egg_to_a_neighbour_to_draw_a_card(cards):
    s = Scenario(players=2, cards=cards)
    s.player(0).bird("wetland", "Common Eider", eggs=1).bird("wetland", "Trumpeter Swan")
    s.deck_top("Blue Jay", "Wild Turkey", "Killdeer")
    labels = ("deck", USE, "pick Common Eider", "deck")  # the swan is the one neighbour
    turn = s.play("draw cards", "deck", *labels)
    assert _eggs(turn.state, cards, 0, "Common Eider") == 0
    assert _eggs(turn.state, cards, 0, "Trumpeter Swan") == 1
    assert len(turn.state.players[0].hand) == 3


def test_the_common_eider_is_not_offered_without_an_egg_to_move(cards):
    s = Scenario(players=2, cards=cards)
    s.player(0).bird("wetland", "Common Eider").bird("wetland", "Trumpeter Swan", eggs=1)
    turn = s.play("draw cards", "deck", "deck")
    assert _eggs(turn.state, cards, 0, "Trumpeter Swan") == 1
    assert len(turn.state.players[0].hand) == 2


def test_the_snow_goose_moves_up_to_four_eggs_between_any_birds_within_their_limits(cards):
    s = _last_turn(cards)
    mat = s.player(0)
    mat.bird("grassland", "Greater Snow Goose").bird("grassland", "Wild Turkey", eggs=4)
    mat.bird("forest", "Hooded Warbler")
    # the first egg can only leave the turkey, and the third, with the goose full, can only go
    # onto the warbler: those questions answer themselves; the fourth egg is not moved
    onto_goose = ("pick Greater Snow Goose", "pick Wild Turkey", "pick Greater Snow Goose")
    done = _end(s, "Greater Snow Goose", *onto_goose, "pick Wild Turkey", "stop")
    assert _eggs(done.state, cards, 0, "Greater Snow Goose") == 2  # its limit
    assert _eggs(done.state, cards, 0, "Hooded Warbler") == 1
    assert _eggs(done.state, cards, 0, "Wild Turkey") == 1


def test_the_new_zealand_falcon_tucks_only_a_small_bird_from_hand_then_caches_a_rodent(cards):
    s = Scenario(players=2, cards=cards)
    s.player(0).bird("forest", "New Zealand Falcon").hand("Hooded Warbler", "Wild Turkey")
    s.feeder("seed")
    turn = s.play("gain food", "take seed", "skip", USE)  # the warbler is the one prey offered
    falcon = view(turn.state, cards).player(0).bird("New Zealand Falcon")
    assert falcon.tucked == 1 and falcon.cached == {"rodent": 1}
    assert _names(cards, turn.state.players[0].hand) == ["Wild Turkey"]  # too large to be prey
    assert turn.events(ws.events.PredatorSucceeded)


def test_the_new_zealand_falcon_is_not_offered_without_a_small_bird_in_hand(cards):
    s = Scenario(players=2, cards=cards)
    s.player(0).bird("forest", "New Zealand Falcon").hand("Wild Turkey")
    s.feeder("seed")
    turn = s.play("gain food", "take seed", "skip")
    assert view(turn.state, cards).player(0).bird("New Zealand Falcon").tucked == 0


# --- a face-up card with a bird condition, after a reset or a refill (effects/draws.py, tray.py) --


def test_the_eurasian_wigeon_may_refill_the_tray_then_draws_a_seed_eater_from_it(cards):
    s = Scenario(players=2, cards=cards)
    s.player(0).bird("wetland", "Eurasian Wigeon")
    s.tray("Wild Turkey", "Hooded Warbler", "Killdeer")
    s.deck_top("Canada Goose", "Mallard")
    labels = (USE, "skip", "yes", "draw Canada Goose")  # no reset; refill the empty slot
    turn = s.play("draw cards", "draw Hooded Warbler", *labels)
    assert sorted(_names(cards, turn.state.players[0].hand)) == ["Canada Goose", "Hooded Warbler"]


def test_the_eurasian_wigeon_offers_only_tray_cards_eating_seed(cards):
    s = Scenario(players=2, cards=cards)
    s.player(0).bird("wetland", "Eurasian Wigeon")
    s.tray("Wild Turkey", "Hooded Warbler", "Killdeer")
    script = s.script().play("draw cards", "deck", USE, "skip", until="answers")
    tray = ["draw Wild Turkey from the tray", "draw Killdeer from the tray"]
    assert script.options() == [*tray, "stop"]


# --- discard any number of cards, then draw that many and one more (effects/discards.py) ------------


def test_the_virginia_rail_draws_as_many_as_it_discards_and_one_more(cards):
    s = Scenario(players=2, cards=cards)
    s.player(0).hand("Virginia Rail", "Blue Jay", "Wild Turkey", "Killdeer").food(
        invertebrate=1, fish=1
    )
    s.deck_top("Mallard", "Hooded Warbler", "Canada Goose")
    labels = ("discard Blue Jay", "discard Killdeer", "stop", "deck", "deck", "deck")
    turn = s.play("play Virginia Rail", USE, *labels)
    hand = sorted(_names(cards, turn.state.players[0].hand))
    assert hand == ["Canada Goose", "Hooded Warbler", "Mallard", "Wild Turkey"]
    assert {cards.bird_id("Blue Jay"), cards.bird_id("Killdeer")} <= set(turn.state.table.discard)


def test_the_virginia_rail_draws_one_when_it_discards_nothing(cards):
    s = Scenario(players=2, cards=cards)
    s.player(0).hand("Virginia Rail", "Blue Jay").food(invertebrate=1, fish=1)
    s.deck_top("Mallard")
    turn = s.play("play Virginia Rail", USE, "stop", "deck")
    assert sorted(_names(cards, turn.state.players[0].hand)) == ["Blue Jay", "Mallard"]
