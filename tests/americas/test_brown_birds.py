"""The Americas brown birds of ``cards/americas/birds-brown.wsp``: a scenario test per power,
named after what its printed text means (paraphrased). On the base mat a bird alone in its row
runs its power after the row's action: 1 die taken in the forest, 2 eggs laid in the
grassland, 1 card drawn in the wetland."""

from __future__ import annotations

import pytest

from wingspan_rules import load_cards
from wingspan_rules.state import events as E
from wingspan_rules.testing import Scenario, view

SETS = ("core", "americas")
USE = "use the power"
DICE = ("fish", "fish", "fish", "rodent", "rodent")
DECK = ("Mallard", "Killdeer", "Blue Jay", "Horned Lark", "Wood Duck", "Osprey", "Canvasback")
GAIN = ("gain food", "take fish")
DRAW = ("draw cards", "draw from the deck")
LAY = ("lay eggs", "lay an egg on", "lay an egg on")


@pytest.fixture(scope="module")
def cards():
    return load_cards(sets=SETS)


def _at(cards, habitat: str, bird: str, *, players: int = 2, eggs: int = 0, **food: int):
    s = Scenario(players=players, cards=cards, sets=SETS)
    s.player(0).bird(habitat, bird, eggs=eggs).food(**food)
    s.feeder(*DICE)
    s.deck_top(*DECK)
    return s


def _food(state, cards, p: int) -> dict[str, int]:
    return view(state, cards).player(p).food


def _bird(state, cards, p: int, name: str):
    return view(state, cards).player(p).bird(name)


def _hand(state, cards, p: int) -> list[str]:
    return list(view(state, cards).player(p).hand)


def _hunts(turn) -> int:
    return len(turn.events(E.PredatorSucceeded))


# --- a reset of the birdfeeder, then a predator's catch from it ---------------------------------


def test_amazon_kingfisher_resets_the_feeder_and_caches_every_fish_it_shows(cards):
    s = _at(cards, "wetland", "Amazon Kingfisher")
    s.next_rolls("fish", "fish", "seed", "rodent", "fish")
    turn = s.play(*DRAW, USE, "take fish", "take fish", "take fish")
    assert _bird(turn.state, cards, 0, "Amazon Kingfisher").cached == {"fish": 3}
    assert _food(turn.state, cards, 0) == {}  # all of them cached, none kept in the supply
    assert _hunts(turn) == 1


def test_amazon_kingfisher_hunt_fails_when_the_new_roll_shows_no_fish(cards):
    s = _at(cards, "wetland", "Amazon Kingfisher")
    s.next_rolls("seed", "seed", "seed", "rodent", "fruit")
    turn = s.play(*DRAW, USE)
    assert _bird(turn.state, cards, 0, "Amazon Kingfisher").cached == {}
    assert _hunts(turn) == 0


@pytest.mark.parametrize(
    ("bird", "habitat", "wanted", "refused"),
    [
        ("Cocoi Heron", "wetland", ("fish", "rodent"), ("invertebrate", "seed")),
        ("Jabiru", "wetland", ("invertebrate", "fish"), ("rodent", "seed")),
        ("Little Blue Heron", "wetland", ("invertebrate", "fish"), ("rodent", "fruit")),
        ("Rufescent Tiger-Heron", "wetland", ("invertebrate", "fish", "rodent"), ("seed",)),
        ("Spectacled Owl", "forest", ("rodent",), ("fish", "seed")),
    ],
)
def test_feeder_hunters_reset_the_feeder_and_cache_one_of_their_foods(
    cards, bird, habitat, wanted, refused
):
    """Cocoi Heron, Jabiru, Little Blue Heron, Rufescent Tiger-Heron and Spectacled Owl: reset
    the birdfeeder, then cache 1 die of one of the printed foods from it, if one shows."""
    s = _at(cards, habitat, bird)
    faces = (*wanted, *refused, *refused, *refused)[:5]
    s.next_rolls(*faces)
    action = GAIN if habitat == "forest" else DRAW
    turn = s.play(*action, USE, until="answers")
    options = turn.options()
    assert all(f"take {food}" in options for food in wanted)
    assert not any(f"take {food}" in options for food in refused)
    turn = turn.play(f"take {wanted[-1]}")
    assert _bird(turn.state, cards, 0, bird).cached == {wanted[-1]: 1}
    assert _hunts(turn) == 1


def test_savanna_hawk_caches_a_rodent_of_the_new_roll_and_every_player_gains_one(cards):
    s = _at(cards, "wetland", "Savanna Hawk", players=3)
    s.next_rolls("rodent", "seed", "seed", "invertebrate", "fruit")
    turn = s.play(*DRAW, USE, "take rodent")
    assert _bird(turn.state, cards, 0, "Savanna Hawk").cached == {"rodent": 1}
    assert [_food(turn.state, cards, p).get("rodent") for p in range(3)] == [1, 1, 1]


def test_savanna_hawk_gives_nobody_food_when_it_caches_nothing(cards):
    s = _at(cards, "wetland", "Savanna Hawk")
    s.next_rolls("fish", "seed", "seed", "fish", "fruit")
    turn = s.play(*DRAW, USE)
    assert _food(turn.state, cards, 0) == {} and _food(turn.state, cards, 1) == {}


def test_great_potoo_may_reset_the_feeder_before_taking_an_invertebrate(cards):
    s = _at(cards, "forest", "Great Potoo")
    s.next_rolls("invertebrate", "seed", "seed", "fish", "fruit")
    turn = s.play(*GAIN, USE, until="answers")
    assert "yes" in turn.options()  # reset first?
    turn = turn.play("yes", "take invertebrate")
    assert _food(turn.state, cards, 0) == {"fish": 1, "invertebrate": 1}


def test_red_legged_seriema_pays_a_seed_to_reset_then_takes_seeds_and_caches_rodents(cards):
    s = _at(cards, "grassland", "Red-Legged Seriema", seed=1)
    s.next_rolls("seed", "seed", "rodent", "rodent", "fish")
    turn = s.play(*LAY, USE, "take seed", "take seed", "take rodent", "take rodent")
    assert _food(turn.state, cards, 0) == {"seed": 2}
    assert _bird(turn.state, cards, 0, "Red-Legged Seriema").cached == {"rodent": 2}
    assert _hunts(turn) == 1


# --- food from the supply -------------------------------------------------------------------------


def test_spotted_puffbird_gains_an_invertebrate(cards):
    turn = _at(cards, "forest", "Spotted Puffbird").play(*GAIN, USE)
    assert _food(turn.state, cards, 0) == {"fish": 1, "invertebrate": 1}


def test_harpy_eagle_caches_a_rodent_from_the_supply_and_its_hunt_succeeds(cards):
    turn = _at(cards, "forest", "Harpy Eagle").play(*GAIN, USE)
    assert _bird(turn.state, cards, 0, "Harpy Eagle").cached == {"rodent": 1}
    assert _food(turn.state, cards, 0) == {"fish": 1}
    assert _hunts(turn) == 1


def test_squirrel_cuckoo_caches_a_food_of_its_owners_supply(cards):
    turn = _at(cards, "forest", "Squirrel Cuckoo", fruit=1).play(*GAIN, USE, until="answers")
    turn = turn.play("cache fruit on Squirrel Cuckoo")
    assert _bird(turn.state, cards, 0, "Squirrel Cuckoo").cached.get("fruit") == 1
    assert "fruit" not in _food(turn.state, cards, 0)


def test_red_billed_scythebill_gains_a_food_no_die_of_the_feeder_shows(cards):
    s = _at(cards, "forest", "Red-Billed Scythebill")
    turn = s.play(*GAIN, USE, until="answers")
    # after the fish is taken the feeder shows fish and rodent: the others, never nectar
    assert sorted(turn.options()) == ["choose fruit", "choose invertebrate", "choose seed"]
    turn = turn.play("choose fruit")
    assert _food(turn.state, cards, 0) == {"fish": 1, "fruit": 1}


def test_red_headed_barbet_gains_a_food_of_a_type_another_player_holds(cards):
    s = _at(cards, "forest", "Red-Headed Barbet", players=3)
    s.player(1).food(seed=1)
    s.player(2).food(rodent=2)
    turn = s.play(*GAIN, USE, until="answers")
    assert sorted(turn.options()) == ["choose rodent", "choose seed"]
    turn = turn.play("choose seed")
    assert _food(turn.state, cards, 0) == {"fish": 1, "seed": 1}


def test_red_headed_barbet_gains_nothing_when_the_others_hold_no_food(cards):
    turn = _at(cards, "forest", "Red-Headed Barbet").play(*GAIN, until="answers")
    assert not any("Red-Headed Barbet" in o for o in turn.options())  # nothing to offer


def test_tropical_royal_flycatcher_gives_an_invertebrate_to_gain_two(cards):
    s = _at(cards, "forest", "Tropical Royal Flycatcher", players=3, invertebrate=1)
    turn = s.play(*GAIN, USE, until="answers")
    turn = turn.play(next(o for o in turn.options() if "2" in o), "take 2")
    assert _food(turn.state, cards, 0) == {"fish": 1, "invertebrate": 2}
    assert _food(turn.state, cards, 2) == {"invertebrate": 1}


def test_little_tinamou_lets_every_player_trade_a_forest_egg_for_a_food_not_nectar(cards):
    s = _at(cards, "forest", "Little Tinamou", eggs=1)
    s.player(1).bird("forest", "Downy Woodpecker", eggs=1)
    turn = s.play(*GAIN, USE, "yes", until="answers")
    options = turn.options()
    assert "choose nectar" not in options and "choose fruit" in options
    turn = turn.play("choose fruit", "yes", "choose seed")
    assert _food(turn.state, cards, 0) == {"fish": 1, "fruit": 1}
    assert _food(turn.state, cards, 1) == {"seed": 1}
    assert _bird(turn.state, cards, 0, "Little Tinamou").eggs == 0
    assert _bird(turn.state, cards, 1, "Downy Woodpecker").eggs == 0


# --- cards drawn, tucked and tested ---------------------------------------------------------------


def _forest_deck(cards, bird: str, *top: str, **food: int) -> Scenario:
    s = Scenario(players=2, cards=cards, sets=SETS)
    s.player(0).bird("forest", bird).food(**food)
    s.feeder(*DICE)
    s.deck_top(*top)
    return s


def test_blue_headed_parrot_discards_a_seed_and_fruit_eater_for_one_of_those_foods(cards):
    s = _forest_deck(cards, "Blue-Headed Parrot", "Northern Cardinal", "House Wren")
    turn = s.play(*GAIN, USE, until="answers")
    assert sorted(turn.options()) == ["choose fruit", "choose seed"]
    turn = turn.play("choose fruit")
    assert _food(turn.state, cards, 0) == {"fish": 1, "fruit": 1}
    assert _bird(turn.state, cards, 0, "Blue-Headed Parrot").tucked == 0
    assert "Northern Cardinal" in view(turn.state, cards).discard


@pytest.mark.parametrize(("top", "food"), [("Blue Jay", "seed"), ("Cedar Waxwing", "fruit")])
def test_blue_headed_parrot_gains_the_food_its_drawn_card_eats(cards, top, food):
    turn = _forest_deck(cards, "Blue-Headed Parrot", top).play(*GAIN, USE)
    assert _food(turn.state, cards, 0) == {"fish": 1, food: 1}


def test_blue_headed_parrot_tucks_a_card_that_eats_neither_seed_nor_fruit(cards):
    turn = _forest_deck(cards, "Blue-Headed Parrot", "House Wren").play(*GAIN, USE)
    assert _bird(turn.state, cards, 0, "Blue-Headed Parrot").tucked == 1
    assert _food(turn.state, cards, 0) == {"fish": 1}


def test_hooded_siskin_tucks_a_seed_eater_it_draws(cards):
    turn = _forest_deck(cards, "Hooded Siskin", "Blue Jay").play(*GAIN, USE)
    assert _bird(turn.state, cards, 0, "Hooded Siskin").tucked == 1
    assert _food(turn.state, cards, 0) == {"fish": 1}


def test_hooded_siskin_discards_a_card_without_seed_and_gains_a_seed(cards):
    turn = _forest_deck(cards, "Hooded Siskin", "Cedar Waxwing").play(*GAIN, USE)
    assert _bird(turn.state, cards, 0, "Hooded Siskin").tucked == 0
    assert _food(turn.state, cards, 0) == {"fish": 1, "seed": 1}


@pytest.mark.parametrize(("bird", "side"), [("Brazilian Teal", 2), ("Chiloé Wigeon", 1)])
def test_teal_and_wigeon_draw_when_their_neighbour_holds_two_cards(cards, bird, side):
    """Brazilian Teal looks at the hand of the player to its right (player 2 of 3), Chiloé Wigeon
    at the hand of the player to its left (player 1)."""
    s = _at(cards, "wetland", bird, players=3)
    s.player(side).hand("Barn Owl", "Trumpeter Swan")
    turn = s.play(*DRAW, USE, "draw from the deck")
    assert len(_hand(turn.state, cards, 0)) == 2


@pytest.mark.parametrize(("bird", "side"), [("Brazilian Teal", 2), ("Chiloé Wigeon", 1)])
def test_teal_and_wigeon_draw_nothing_when_that_neighbour_holds_fewer_than_two(cards, bird, side):
    s = _at(cards, "wetland", bird, players=3)
    s.player(3 - side).hand("Barn Owl", "Trumpeter Swan")  # the other neighbour
    s.player(side).hand("Bald Eagle")
    turn = s.play(*DRAW, until="answers")
    assert not any(bird in o for o in turn.options())  # the power is not offered
    assert len(_hand(turn.state, cards, 0)) == 1


def test_american_flamingo_tucks_up_to_two_cards_and_then_gains_an_invertebrate(cards):
    s = _at(cards, "wetland", "American Flamingo")
    s.player(0).hand("Barn Owl", "Trumpeter Swan", "Bald Eagle")
    turn = s.play(*DRAW, USE, "take 2", "tuck Barn Owl", "tuck Trumpeter Swan")
    assert _bird(turn.state, cards, 0, "American Flamingo").tucked == 2
    assert _food(turn.state, cards, 0) == {"invertebrate": 1}
    assert sorted(_hand(turn.state, cards, 0)) == ["Bald Eagle", "Mallard"]


def test_ferruginous_pygmy_owl_tucks_a_small_bird_as_prey_and_caches_a_rodent(cards):
    s = _at(cards, "forest", "Ferruginous Pygmy-Owl")
    s.player(0).hand("Bald Eagle", "House Wren")
    turn = s.play("gain food", "take fish", "skip", USE, until="answers")
    assert not any("Bald Eagle" in o for o in turn.options())  # 203 cm: not less than 75 cm
    # the only card it may tuck goes at once; then an invertebrate is offered, or a rodent
    turn = turn.play("skip", "yes")
    bird = _bird(turn.state, cards, 0, "Ferruginous Pygmy-Owl")
    assert bird.cached == {"rodent": 1} and bird.tucked == 1
    assert _hunts(turn) == 1


def test_great_tailed_grackle_tucks_one_card_from_the_deck(cards):
    turn = _at(cards, "forest", "Great-Tailed Grackle").play(*GAIN, USE, "yes")
    assert _bird(turn.state, cards, 0, "Great-Tailed Grackle").tucked == 1


def test_great_tailed_grackle_or_tucks_up_to_three_cards_from_hand(cards):
    s = _at(cards, "forest", "Great-Tailed Grackle")
    s.player(0).hand("Barn Owl", "Trumpeter Swan", "Bald Eagle", "House Wren")
    turn = s.play("gain food", "take fish", "skip", USE, "skip", "yes", "take 3", until="answers")
    turn = turn.play("tuck Barn Owl", "tuck Trumpeter Swan", "tuck Bald Eagle")
    assert _bird(turn.state, cards, 0, "Great-Tailed Grackle").tucked == 3
    assert _hand(turn.state, cards, 0) == ["House Wren"]


def test_scarlet_ibis_may_reset_the_tray_then_tucks_a_card_to_draw_one(cards):
    s = _at(cards, "wetland", "Scarlet Ibis")
    s.tray("Eastern Screech-Owl", "Western Tanager", "Atlantic Puffin")
    s.player(0).hand("Bald Eagle")
    turn = s.play(*DRAW, USE, "yes", "tuck Bald Eagle", until="answers")
    options = turn.options()
    assert not any("Atlantic Puffin" in o for o in options)  # the old tray is discarded
    turn = turn.play("draw from the deck")
    assert _bird(turn.state, cards, 0, "Scarlet Ibis").tucked == 1
    assert len(_hand(turn.state, cards, 0)) == 2


def test_sungrebe_discards_an_egg_to_draw_and_a_second_to_draw_two_more(cards):
    s = _at(cards, "wetland", "Sungrebe", eggs=2)
    turn = s.play(
        "draw cards", "draw from the deck", "skip", USE, "draw from the deck", until="answers"
    )
    turn = turn.play("yes", "draw from the deck", "draw from the deck")
    assert _bird(turn.state, cards, 0, "Sungrebe").eggs == 0
    assert len(_hand(turn.state, cards, 0)) == 4  # 1 from the action, 1 + 2 from the power


# --- eggs ---------------------------------------------------------------------------------------

LAY_NONE = ("lay eggs", "stop")
EGG = "lay an egg on"  # the row's own eggs declined: the power's eggs are what counts


def _grassland(cards, *birds: tuple[str, int], **food: int) -> Scenario:
    s = Scenario(players=2, cards=cards, sets=SETS)
    player = s.player(0).food(**food)
    for name, eggs in birds:
        player.bird("grassland", name, eggs=eggs)
    s.feeder(*DICE)
    s.deck_top(*DECK)
    return s


def test_american_golden_plover_lays_an_egg_on_a_bird_without_eggs(cards):
    s = _grassland(
        cards, ("American Golden-Plover", 1), ("Wild Turkey", 0), ("Blue-Winged Warbler", 2)
    )
    turn = s.play(*LAY_NONE, USE, until="answers")
    assert turn.options() == ["lay an egg on Wild Turkey (grassland 2)", "stop"]
    turn = turn.play("lay an egg on Wild Turkey")
    assert _bird(turn.state, cards, 0, "Wild Turkey").eggs == 1


def test_elegant_trogon_discards_an_invertebrate_to_lay_an_egg_on_itself(cards):
    turn = _at(cards, "forest", "Elegant Trogon", invertebrate=1).play(*GAIN, USE)
    assert _bird(turn.state, cards, 0, "Elegant Trogon").eggs == 1
    assert _food(turn.state, cards, 0) == {"fish": 1}


def test_firewood_gatherer_moves_up_to_three_eggs_from_other_birds_onto_itself(cards):
    s = _grassland(cards, ("Firewood-Gatherer", 0), ("Wild Turkey", 2), ("Blue-Winged Warbler", 2))
    turn = s.play(*LAY_NONE, USE, "yes", "pick Wild Turkey", "pick Wild Turkey", "pick Blue-Winged")
    assert _bird(turn.state, cards, 0, "Firewood-Gatherer").eggs == 3
    assert _bird(turn.state, cards, 0, "Wild Turkey").eggs == 0
    assert _bird(turn.state, cards, 0, "Blue-Winged Warbler").eggs == 1


def test_firewood_gatherer_or_moves_up_to_three_of_its_eggs_onto_other_birds(cards):
    s = _grassland(cards, ("Firewood-Gatherer", 4), ("Wild Turkey", 0), ("Blue-Winged Warbler", 2))
    turn = s.play(*LAY_NONE, USE, "skip", "yes", until="answers")
    while turn.options():
        wanted = [o for o in turn.options() if "Wild Turkey" in o or "Firewood" in o]
        turn = turn.play(wanted[0] if wanted else turn.options()[0], until="answers")
    assert _bird(turn.state, cards, 0, "Firewood-Gatherer").eggs == 1
    assert _bird(turn.state, cards, 0, "Wild Turkey").eggs == 3
    assert _bird(turn.state, cards, 0, "Blue-Winged Warbler").eggs == 2  # full: none goes there


def test_grassland_sparrow_discards_seeds_for_eggs_no_more_than_its_room(cards):
    s = _grassland(cards, ("Grassland Sparrow", 1), seed=3)
    turn = s.play(*LAY_NONE, "skip", USE, "discard 1 seed", "discard 1 seed", EGG, EGG)
    # its egg limit is 3: a third seed would lay nothing, and is not asked for
    assert _bird(turn.state, cards, 0, "Grassland Sparrow").eggs == 3
    assert _food(turn.state, cards, 0) == {"seed": 1}


def test_grassland_sparrow_is_not_offered_when_it_is_full(cards):
    s = _grassland(cards, ("Grassland Sparrow", 3), seed=3)
    turn = s.play("lay eggs", until="answers")
    assert not any("Grassland Sparrow" in o for o in turn.options())


def test_red_breasted_meadowlark_discards_a_card_to_lay_an_egg_on_any_bird(cards):
    s = _grassland(cards, ("Red-Breasted Meadowlark", 0), ("Wild Turkey", 0))
    s.player(0).hand("Bald Eagle")
    turn = s.play(*LAY_NONE, USE, "lay an egg on Wild Turkey")
    assert _bird(turn.state, cards, 0, "Wild Turkey").eggs == 1
    assert _hand(turn.state, cards, 0) == []


def test_variable_seedeater_pays_seeds_for_eggs_on_both_neighbours_then_itself(cards):
    s = _grassland(cards, ("Wild Turkey", 0), ("Variable Seedeater", 0), ("Blue-Winged Warbler", 0))
    s.player(0).food(seed=2)
    seedeater = "use the power of Variable Seedeater"
    turn = s.play(*LAY_NONE, "skip", seedeater, "lay an egg on Wild Turkey", until="answers")
    turn = turn.play("lay an egg on Blue-Winged Warbler", "yes")
    assert _bird(turn.state, cards, 0, "Wild Turkey").eggs == 1
    assert _bird(turn.state, cards, 0, "Blue-Winged Warbler").eggs == 1
    assert _bird(turn.state, cards, 0, "Variable Seedeater").eggs == 1
    assert _food(turn.state, cards, 0) == {}


# --- adjacency egg-layers: the nest of the birds left, right, above and below (9.2.8) ----------


def _row_with_above(cards, bird: str, above: str) -> Scenario:
    s = Scenario(players=2, cards=cards, sets=SETS)
    s.player(0).bird("forest", above).bird("grassland", bird)
    s.deck_top(*DECK)
    return s


@pytest.mark.parametrize(
    ("bird", "above"),
    [
        ("Greater Rhea", "Wild Turkey"),  # ground
        ("Orinoco Goose", "Prothonotary Warbler"),  # cavity
        ("Peruvian Sierra-Finch", "Hooded Warbler"),  # bowl
        ("Smooth-Billed Ani", "Mourning Dove"),  # platform
    ],
)
def test_adjacency_birds_lay_an_egg_for_one_adjacent_bird_of_their_nest(cards, bird, above):
    """Greater Rhea, Orinoco Goose, Peruvian Sierra-Finch and Smooth-Billed Ani: the bird just
    above it has the nest type the card names, so it lays 1 egg on itself."""
    turn = _row_with_above(cards, bird, above).play(*LAY_NONE, USE, EGG)
    assert _bird(turn.state, cards, 0, bird).eggs == 1


def test_adjacency_bird_is_not_offered_without_an_adjacent_bird_of_its_nest(cards):
    turn = _row_with_above(cards, "Greater Rhea", "Hooded Warbler").play(*LAY_NONE)
    assert not turn.asked("use the power of Greater Rhea")


def test_greater_rhea_lays_a_second_egg_for_three_adjacent_ground_birds(cards):
    s = Scenario(players=2, cards=cards, sets=SETS)
    s.player(0).bird("forest", "Wild Turkey").bird("wetland", "Trumpeter Swan")
    s.player(0).birds("grassland", "Greater Rhea", "American Woodcock")
    turn = s.play(*LAY_NONE, USE, EGG, EGG)
    assert _bird(turn.state, cards, 0, "Greater Rhea").eggs == 2


def test_greater_rhea_does_not_count_a_diagonal_bird(cards):
    s = Scenario(players=2, cards=cards, sets=SETS)
    s.player(0).birds("forest", "Hooded Warbler", "Wild Turkey")  # the turkey is diagonal
    s.player(0).bird("wetland", "Trumpeter Swan")
    s.player(0).birds("grassland", "Greater Rhea", "American Woodcock")
    turn = s.play(*LAY_NONE, USE, EGG)
    assert _bird(turn.state, cards, 0, "Greater Rhea").eggs == 1  # 2 adjacent: 1 egg only


# --- a named food for the table, a neighbour's hand, the tray's largest bird --------------------


def test_oilbird_lets_every_player_without_the_named_food_gain_one(cards):
    s = _at(cards, "forest", "Oilbird", players=3)
    s.player(1).food(fruit=1)
    turn = s.play(*GAIN, USE, "choose fruit", "yes", "yes")
    assert _food(turn.state, cards, 0) == {"fish": 1, "fruit": 1}
    assert _food(turn.state, cards, 1) == {"fruit": 1}  # held one already: nothing more
    assert _food(turn.state, cards, 2) == {"fruit": 1}


def test_great_curassow_gains_a_food_and_the_players_with_fewer_of_it_gain_one(cards):
    s = _at(cards, "forest", "Great Curassow", players=3, seed=1)
    s.player(1).food(seed=2)
    turn = s.play(*GAIN, USE, "choose seed")
    assert _food(turn.state, cards, 0) == {"fish": 1, "seed": 2}
    assert _food(turn.state, cards, 1) == {"seed": 2}  # not fewer than 2: nothing
    assert _food(turn.state, cards, 2) == {"seed": 1}


def test_inca_tern_discards_up_to_three_cards_to_draw_as_many(cards):
    s = _at(cards, "wetland", "Inca Tern")
    s.player(0).hand("Barn Owl", "Trumpeter Swan", "Bald Eagle", "House Wren")
    turn = s.play(*DRAW, USE, "discard Barn Owl", "discard Trumpeter Swan", until="answers")
    turn = turn.play("discard Bald Eagle", until="answers")
    assert not any("House Wren" in o for o in turn.options())  # three at most
    turn = turn.play("draw from the deck", "draw from the deck", "draw from the deck")
    assert len(_hand(turn.state, cards, 0)) == 5  # House Wren, 1 from the action, 3 new


def test_snowy_albatross_draws_the_tray_card_of_the_largest_wingspan(cards):
    s = _at(cards, "wetland", "Snowy Albatross")
    s.tray("Bald Eagle", "House Wren", "Barn Owl")
    turn = s.play("draw cards", "draw from the deck", USE)
    assert "Bald Eagle" in _hand(turn.state, cards, 0)


def test_snowy_albatross_lets_the_player_pick_among_ties_and_flightless_birds(cards):
    s = _at(cards, "wetland", "Snowy Albatross")
    s.tray("Bald Eagle", "House Wren", "Trumpeter Swan")  # 203 cm each
    turn = s.play("draw cards", "draw from the deck", USE, until="answers")
    assert sorted(turn.options()) == [
        "draw Bald Eagle from the tray",
        "draw Trumpeter Swan from the tray",
    ]
    turn = turn.play("draw Trumpeter Swan from the tray")
    assert "Trumpeter Swan" in _hand(turn.state, cards, 0)


def test_nanday_parakeet_tucks_a_card_to_copy_a_brown_power_of_the_right_neighbour(cards):
    """Its cost shows nectar, so the game includes Oceania (its mat: 2 dice in the forest). The
    right neighbour's only brown power (Spotted Puffbird) is copied: the parakeet's owner gains
    the invertebrate."""
    sets = ("core", "americas", "oceania")
    both = load_cards(sets=sets)
    s = Scenario(players=2, cards=both, sets=sets)
    s.player(0).bird("forest", "Nanday Parakeet").hand("Bald Eagle")
    s.player(1).bird("forest", "Spotted Puffbird")
    s.feeder("fish", "fish", "fish", "rodent", "rodent")
    turn = s.play("gain food", "take fish", "take fish", USE)
    assert _bird(turn.state, both, 0, "Nanday Parakeet").tucked == 1
    assert _food(turn.state, both, 0) == {"fish": 2, "invertebrate": 1}
    assert _food(turn.state, both, 1) == {}


def test_southern_rough_winged_swallow_pays_an_invertebrate_to_draw_two_and_tuck_one(cards):
    s = _at(cards, "wetland", "Southern Rough-Winged Swallow", invertebrate=1)
    s.player(0).hand("Bald Eagle")
    turn = s.play(*DRAW, USE, "draw from the deck", "draw from the deck", until="answers")
    assert not any("Bald Eagle" in o for o in turn.options())  # only the cards just drawn
    turn = turn.play("tuck Killdeer", "stop")
    assert _bird(turn.state, cards, 0, "Southern Rough-Winged Swallow").tucked == 1
    assert sorted(_hand(turn.state, cards, 0)) == ["Bald Eagle", "Blue Jay", "Mallard"]
    assert _food(turn.state, cards, 0) == {}


def test_western_rockhopper_penguin_pays_a_fish_to_draw_two_and_may_tuck_both(cards):
    s = _at(cards, "wetland", "Western Rockhopper Penguin", fish=1)
    turn = s.play(
        *DRAW, USE, "draw from the deck", "draw from the deck", "tuck Killdeer", "tuck Blue Jay"
    )
    assert _bird(turn.state, cards, 0, "Western Rockhopper Penguin").tucked == 2
    assert _hand(turn.state, cards, 0) == ["Mallard"]


def test_wattled_jacana_refills_the_tray_then_may_trade_a_hand_card_for_a_tray_card(cards):
    s = _at(cards, "wetland", "Wattled Jacana")
    s.tray("Bald Eagle", None, None)
    s.player(0).hand("House Wren")
    turn = s.play("draw cards", "draw Bald Eagle from the tray", USE, "yes", until="answers")
    turn = turn.play(turn.options()[0], "give House Wren")
    hand = _hand(turn.state, cards, 0)
    assert "House Wren" not in hand and "Bald Eagle" in hand and len(hand) == 2
    assert "House Wren" in [c for c in view(turn.state, cards).tray if c]


def test_wattled_jacana_does_nothing_when_the_tray_is_already_full(cards):
    s = _at(cards, "wetland", "Wattled Jacana")
    s.player(0).hand("House Wren")
    turn = s.play("draw cards", "draw from the deck", until="answers")
    assert not turn.asked("use the power of Wattled Jacana")


def test_rufous_collared_sparrow_discards_a_cached_food_of_any_bird_to_lay_two_eggs(cards):
    s = _grassland(cards, ("Rufous-Collared Sparrow", 0))
    s.player(0).bird("forest", "Wild Turkey", cached={"rodent": 1})
    s.player(0).bird("wetland", "Trumpeter Swan")
    s.player(0).bird("forest", "Hooded Warbler", cached={"seed": 1, "fruit": 1})
    turn = s.play(*LAY_NONE, USE, until="answers")
    # the birds holding food, not the swan
    assert turn.options() == ["pick Wild Turkey (forest 1)", "pick Hooded Warbler (forest 2)"]
    turn = turn.play("pick Hooded Warbler", "choose fruit", EGG)
    assert _bird(turn.state, cards, 0, "Hooded Warbler").cached == {"seed": 1}
    assert _bird(turn.state, cards, 0, "Rufous-Collared Sparrow").eggs == 2


def test_rufous_collared_sparrow_is_not_offered_without_cached_food(cards):
    turn = _grassland(cards, ("Rufous-Collared Sparrow", 0)).play(*LAY_NONE)
    assert not turn.asked("use the power of Rufous-Collared Sparrow")


def test_limpkin_discards_an_invertebrate_eater_from_tray_or_hand_to_cache_an_invertebrate(cards):
    s = _at(cards, "wetland", "Limpkin")
    s.tray("House Wren", "Bald Eagle", "Trumpeter Swan")
    s.player(0).hand("Cedar Waxwing", "American Robin")
    turn = s.play("draw cards", "draw Bald Eagle from the tray", USE, until="answers")
    assert sorted(turn.options()) == ["discard American Robin", "discard House Wren"]
    turn = turn.play("discard American Robin")
    assert _bird(turn.state, cards, 0, "Limpkin").cached == {"invertebrate": 1}
    assert "American Robin" not in _hand(turn.state, cards, 0)
    assert "American Robin" in view(turn.state, cards).discard
    assert _hunts(turn) == 1


def test_limpkin_is_not_offered_without_an_invertebrate_eater_in_reach(cards):
    s = _at(cards, "wetland", "Limpkin")
    s.tray("Bald Eagle", "Trumpeter Swan", "Barn Owl")
    s.player(0).hand("Cedar Waxwing")
    turn = s.play("draw cards", "draw Bald Eagle from the tray")
    assert not turn.asked("use the power of Limpkin")


# --- a game paused in the new decisions saves, loads and goes on identically -------------------


def test_a_game_paused_in_a_brown_power_decision_saves_and_resumes_identically(cards):
    from wingspan_rules.saves.serialization import from_json, to_json

    s = _at(cards, "wetland", "Snowy Albatross")
    s.tray("Bald Eagle", "House Wren", "Trumpeter Swan")
    turn = s.play("draw cards", "draw from the deck", USE, until="answers")
    rules = s.rules()
    state = turn.state
    assert from_json(to_json(state), rules) == state
    move = next(m for m in rules.legal_moves(state) if getattr(m, "slot", None) == 2)
    after = rules.apply(from_json(to_json(state), rules), move)
    assert after == rules.apply(state, move)
