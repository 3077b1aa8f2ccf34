"""The Oceania birds that ship (cards/oceania/): a scenario test per power, named after what
its printed text means (paraphrased). Brown powers run after the row's action on the Oceania
mat (the bird alone in its row: slot 2, no conversion; its reset first is skipped or not
offered), white powers when the bird is played, yellow ones at the game's end (9.2.7)."""

from __future__ import annotations

import pytest

from wingspan_rules import load_cards
from wingspan_rules.expansions.oceania import nectar
from wingspan_rules.state.enums import Habitat
from wingspan_rules.testing import Scenario, view

SETS = ("core", "oceania")
USE = "use the power"
DICE = ("fish", "fish", "fish", "rodent", "rodent")


@pytest.fixture(scope="module")
def cards():
    return load_cards(sets=SETS)


def _forest(cards, bird: str, *, players: int = 2, **food: int) -> Scenario:
    s = Scenario(players=players, cards=cards, sets=SETS)
    s.player(0).bird("forest", bird).food(**food)
    s.feeder(*DICE)
    return s


def _grassland(cards, bird: str, **food: int) -> Scenario:
    s = Scenario(players=2, cards=cards, sets=SETS)
    s.player(0).bird("grassland", bird).food(**food)
    return s


def _wetland(cards, bird: str, **food: int) -> Scenario:
    s = Scenario(players=2, cards=cards, sets=SETS)
    s.player(0).bird("wetland", bird).food(**food)
    s.deck_top("Mallard", "Killdeer", "Blue Jay", "Horned Lark", "Wood Duck")
    return s


GAIN = ("gain food", "take fish", "take fish")
LAY = ("lay eggs", "lay an egg on", "lay an egg on")
DRAW = ("draw cards", "draw from the deck", "draw from the deck")


def _food(state, cards, p: int) -> dict[str, int]:
    return view(state, cards).player(p).food


# --- brown: food for everyone ------------------------------------------------------------------


def test_silvereye_every_player_gains_a_nectar(cards):
    turn = _forest(cards, "Silvereye", players=3).play(*GAIN, USE)
    assert [_food(turn.state, cards, p).get("nectar") for p in range(3)] == [1, 1, 1]


def test_eastern_rosella_every_player_gains_a_nectar_and_you_a_seed_too(cards):
    turn = _forest(cards, "Eastern Rosella").play(*GAIN, USE)
    assert _food(turn.state, cards, 0) == {"fish": 2, "nectar": 1, "seed": 1}
    assert _food(turn.state, cards, 1) == {"nectar": 1}


def test_many_colored_fruit_dove_all_gain_a_fruit_and_you_one_more(cards):
    turn = _forest(cards, "Many-Colored Fruit-Dove").play(*GAIN, USE)
    assert _food(turn.state, cards, 0)["fruit"] == 2
    assert _food(turn.state, cards, 1) == {"fruit": 1}


@pytest.mark.parametrize(
    ("bird", "food"),
    [
        ("Count Raggi's Bird-of-Paradise", "fruit"),
        ("Lewin's Honeyeater", "nectar"),
        ("Eastern Whipbird", "seed"),
        ("Regent Bowerbird", "invertebrate"),
    ],
)
def test_you_and_one_other_player_of_your_choice_each_gain_the_food(cards, bird, food):
    turn = _forest(cards, bird, players=3).play(*GAIN, USE, "player 2")
    assert _food(turn.state, cards, 0)[food] == 1
    assert _food(turn.state, cards, 2) == {food: 1}
    assert _food(turn.state, cards, 1) == {}


def test_princess_stephanies_astrapia_you_and_a_chosen_player_each_lay_an_egg(cards):
    s = _forest(cards, "Princess Stephanie's Astrapia")
    s.player(1).bird("grassland", "Killdeer")
    turn = s.play(*GAIN, USE, "lay an egg on Killdeer", "lay an egg on Princess")
    assert view(turn.state, cards).player(1).bird("Killdeer").eggs == 1
    assert view(turn.state, cards).player(0).bird("Princess Stephanie's Astrapia").eggs == 1


def test_australasian_shoveler_you_and_a_chosen_player_each_draw_a_card(cards):
    turn = _wetland(cards, "Australasian Shoveler").play(*DRAW, USE)
    assert len(view(turn.state, cards).player(1).hand) == 1
    assert len(view(turn.state, cards).player(0).hand) == 3


def test_new_holland_honeyeater_takes_a_nectar_die_from_the_feeder(cards):
    s = _grassland(cards, "New Holland Honeyeater")
    s.feeder("fruit_nectar", "fish", "fish", "rodent", "rodent")
    turn = s.play(*LAY, USE, "take nectar")
    assert _food(turn.state, cards, 0) == {"nectar": 1}
    assert "fruit_nectar" not in view(turn.state, cards).feeder


def test_new_holland_honeyeater_gains_nothing_without_a_nectar_die(cards):
    s = _grassland(cards, "New Holland Honeyeater")
    s.feeder("fish", "fish", "fish", "rodent", "rodent")
    turn = s.play(*LAY, until="answers")
    assert _food(turn.state, cards, 0) == {}


# --- brown: pay to gain -------------------------------------------------------------------------


def test_horsfields_bushlark_a_seed_paid_lays_up_to_two_eggs_here(cards):
    s = _grassland(cards, "Horsfield's Bushlark", seed=1)
    turn = s.play("lay eggs", "stop", USE, "lay an egg on")  # paid for: the first egg asks nothing
    assert view(turn.state, cards).player(0).bird("Horsfield's Bushlark").eggs == 2
    assert _food(turn.state, cards, 0) == {}


def test_rufous_banded_honeyeater_an_invertebrate_paid_gains_a_nectar(cards):
    s = _forest(cards, "Rufous-Banded Honeyeater", invertebrate=1)
    turn = s.play("gain food", "skip", "take fish", "take fish", USE)
    assert _food(turn.state, cards, 0) == {"fish": 2, "nectar": 1}


def test_crimson_chat_any_food_nectar_included_tucks_a_card_and_nectar_is_spent(cards):
    s = _grassland(cards, "Crimson Chat", nectar=1)
    turn = s.play(*LAY, USE)
    me = view(turn.state, cards).player(0)
    assert me.bird("Crimson Chat").tucked == 1
    # nectar discarded for a power: the spent space of the power's bird's habitat (9.2.3)
    assert nectar.spent(turn.state.players[0], Habitat.GRASSLAND) == 1


# --- brown: tuck from the hand for food or eggs -------------------------------------------------


@pytest.mark.parametrize(
    ("bird", "food"),
    [("Major Mitchell's Cockatoo", "seed"), ("Sulphur-Crested Cockatoo", "nectar")],
)
def test_a_card_tucked_from_hand_gives_every_player_the_food(cards, bird, food):
    s = _forest(cards, bird)
    s.player(0).hand("Mallard")
    turn = s.play(*GAIN, USE)
    assert view(turn.state, cards).player(0).bird(bird).tucked == 1
    assert _food(turn.state, cards, 0)[food] == 1 and _food(turn.state, cards, 1) == {food: 1}


def test_maned_duck_up_to_three_cards_tucked_give_a_seed(cards):
    s = _wetland(cards, "Maned Duck")
    turn = s.play(*DRAW, USE, "take 2", "tuck Mallard")
    me = view(turn.state, cards).player(0)
    assert me.bird("Maned Duck").tucked == 2
    assert me.food == {"seed": 1}


def test_noisy_miner_a_card_tucked_lays_eggs_here_and_others_may_lay_one(cards):
    s = _grassland(cards, "Noisy Miner")
    s.player(0).hand("Mallard")
    s.player(1).bird("forest", "Blue Jay")
    turn = s.play(*LAY, USE, "lay an egg on Noisy", until="answers")  # the first: no question
    turn = turn.play("lay an egg on Blue Jay", until="answers")
    assert view(turn.state, cards).player(1).bird("Blue Jay").eggs == 1
    assert view(turn.state, cards).player(0).bird("Noisy Miner").eggs == 4


# --- brown: a neighbour's supply ----------------------------------------------------------------


@pytest.mark.parametrize(
    ("bird", "seat", "food", "gained"),
    [
        ("Red-Capped Robin", 1, "invertebrate", "invertebrate"),
        ("Kererū", 1, "nectar", "nectar"),
        ("Pesquet's Parrot", 2, "nectar", "nectar"),
    ],
)
def test_a_neighbour_holding_the_food_gives_you_one_from_the_supply(
    cards, bird, seat, food, gained
):
    s = _forest(cards, bird, players=3)
    s.player(seat).food(**{food: 1})
    turn = s.play(*GAIN, USE)
    assert _food(turn.state, cards, 0)[gained] == 1
    assert _food(turn.state, cards, seat) == {food: 1}  # theirs is only looked at


def test_a_neighbour_on_the_other_side_does_not_count(cards):
    s = _forest(cards, "Red-Capped Robin", players=3)
    s.player(2).food(invertebrate=1)  # the right, not the left
    turn = s.play(*GAIN, until="answers")
    assert "invertebrate" not in _food(turn.state, cards, 0)


def test_red_necked_avocet_either_neighbour_counts(cards):
    s = _wetland(cards, "Red-Necked Avocet")
    s.player(1).food(invertebrate=1)
    turn = s.play(*DRAW, USE)
    assert _food(turn.state, cards, 0) == {"invertebrate": 1}


def test_australian_zebra_finch_a_seed_to_your_right_tucks_a_card(cards):
    s = _grassland(cards, "Australian Zebra Finch")
    s.player(1).food(seed=1)
    turn = s.play(*LAY, USE)
    assert view(turn.state, cards).player(0).bird("Australian Zebra Finch").tucked == 1


def test_south_island_robin_an_invertebrate_to_your_right_caches_one_here(cards):
    s = _forest(cards, "South Island Robin", players=3)
    s.player(2).food(invertebrate=1)
    turn = s.play(*GAIN, USE)
    assert view(turn.state, cards).player(0).bird("South Island Robin").cached == {
        "invertebrate": 1
    }


# --- brown: predators ---------------------------------------------------------------------------


def test_wedge_tailed_eagle_a_card_over_65cm_is_tucked_and_a_rodent_cached(cards):
    s = _forest(cards, "Wedge-Tailed Eagle")
    s.deck_top("Canada Goose")
    turn = s.play(*GAIN, USE)
    me = view(turn.state, cards).player(0)
    assert me.bird("Wedge-Tailed Eagle").tucked == 1
    assert me.bird("Wedge-Tailed Eagle").cached == {"rodent": 1}


def test_wedge_tailed_eagle_a_smaller_card_is_discarded(cards):
    s = _forest(cards, "Wedge-Tailed Eagle")
    s.deck_top("Killdeer")
    turn = s.play(*GAIN, USE)
    me = view(turn.state, cards).player(0)
    assert me.bird("Wedge-Tailed Eagle").tucked == 0
    assert "Killdeer" in view(turn.state, cards).discard


def test_grey_butcherbird_a_card_under_40cm_is_tucked_and_a_rodent_cached(cards):
    s = _forest(cards, "Grey Butcherbird")
    s.deck_top("Killdeer")
    turn = s.play(*GAIN, USE)
    me = view(turn.state, cards).player(0)
    assert me.bird("Grey Butcherbird").tucked == (1 if cards.bird("Killdeer").wingspan < 40 else 0)


# --- white ------------------------------------------------------------------------------------


def test_white_breasted_woodswallow_lays_an_egg_on_each_grassland_bird(cards):
    s = Scenario(players=2, cards=cards, sets=SETS)
    s.player(0).bird("grassland", "Killdeer", eggs=1).hand("White-Breasted Woodswallow")
    s.player(0).food(invertebrate=2)
    turn = s.play(
        "play White-Breasted Woodswallow in grassland",
        USE,
        "lay an egg on Killdeer",
        "lay an egg on White-Breasted Woodswallow",
    )
    me = view(turn.state, cards).player(0)
    assert me.bird("White-Breasted Woodswallow").eggs == 1
    assert me.bird("Killdeer").eggs == 1  # its egg paid the cost, then one laid


def test_red_wattlebird_a_nectar_per_small_forest_bird(cards):
    s = Scenario(players=2, cards=cards, sets=SETS)
    s.player(0).bird("forest", "Silvereye", eggs=1).hand("Red Wattlebird").food(nectar=2)
    turn = s.play("play Red Wattlebird in forest", USE, until="answers")
    me = view(turn.state, cards).player(0)
    # Silvereye (17 cm) and Red Wattlebird itself (49 cm: not under 49)
    assert me.food == {"nectar": 1}


# --- yellow: game end (9.2.7) -------------------------------------------------------------------


def _last_turn(cards) -> Scenario:
    """Round 4's last turn, player 1's: then the round and the game end."""
    s = Scenario(players=2, cards=cards, sets=SETS).round(4).first_player(0)
    s.turn(2 * 5 - 1)
    s.goals("Birds in grassland", "Birds in wetland", "Total birds", "Eggs in forest")
    s.goal_points((0, 0), (0, 0), (0, 0))
    return s


def _game_end(s: Scenario, *labels: str):
    """Player 1 takes the last turn; player 0 then answers ``labels`` at the game's end."""
    return s.script().play("gain food", "stop", *labels, until="answers")


@pytest.mark.parametrize(
    ("bird", "other", "not_counted"),
    [
        ("Little Pied Cormorant", "Osprey", "Killdeer"),  # platform nests
        ("Malleefowl", "Killdeer", "Blue Jay"),  # ground nests
        ("Orange-Footed Scrubfowl", "Killdeer", "Blue Jay"),
    ],
)
def test_a_yellow_power_lays_an_egg_on_each_bird_with_its_nest(cards, bird, other, not_counted):
    s = _last_turn(cards)
    habitat = cards.bird(bird).habitats[0]
    s.player(0).bird(habitat, bird)
    s.player(0).bird(cards.bird(other).habitats[0], other)
    s.player(0).bird(cards.bird(not_counted).habitats[-1], not_counted)
    assert cards.bird(other).nest is cards.bird(bird).nest
    assert cards.bird(not_counted).nest is not cards.bird(bird).nest
    done = _game_end(s, USE, f"lay an egg on {bird}", f"lay an egg on {other}")
    me = view(done.state, cards).player(0)
    assert s.rules().is_terminal(done.state)
    assert me.bird(bird).eggs == 1 and me.bird(other).eggs == 1
    assert me.bird(not_counted).eggs == 0


def test_red_backed_fairywren_lays_on_each_star_nest_bird(cards):
    s = _last_turn(cards)
    s.player(0).bird("grassland", "Red-Backed Fairywren").bird("grassland", "Killdeer")
    done = _game_end(s, USE)
    me = view(done.state, cards).player(0)
    assert me.bird("Red-Backed Fairywren").eggs == 1 and me.bird("Killdeer").eggs == 0


def test_black_swan_lays_on_each_bird_over_100cm_flightless_ones_included(cards):
    s = _last_turn(cards)
    s.player(0).bird("wetland", "Black Swan").bird("forest", "Kākāpō").bird("grassland", "Killdeer")
    done = _game_end(
        s, "use the power of Black Swan", "lay an egg on Kākāpō", "lay an egg on Black Swan"
    )
    me = view(done.state, cards).player(0)
    assert me.bird("Black Swan").eggs == 1
    assert me.bird("Kākāpō").eggs == 1  # a wild wingspan is chosen to count (9.2.8)
    assert me.bird("Killdeer").eggs == 0


def test_splendid_fairywren_lays_on_each_bird_under_30cm(cards):
    s = _last_turn(cards)
    s.player(0).bird("forest", "Splendid Fairywren").bird("forest", "Silvereye")
    s.player(0).bird("wetland", "Black Swan")
    done = _game_end(
        s,
        "use the power of Splendid Fairywren",
        "lay an egg on Splendid Fairywren",
        "lay an egg on Silvereye",
        "skip",  # the Black Swan's power
    )
    me = view(done.state, cards).player(0)
    assert me.bird("Splendid Fairywren").eggs == 1 and me.bird("Silvereye").eggs == 1
    assert me.bird("Black Swan").eggs == 0


def test_spotless_crake_lays_on_each_wetland_bird(cards):
    s = _last_turn(cards)
    s.player(0).bird("wetland", "Spotless Crake").bird("wetland", "Mallard")
    s.player(0).bird("forest", "Blue Jay")
    done = _game_end(s, USE, "lay an egg on Spotless Crake", "lay an egg on Mallard")
    me = view(done.state, cards).player(0)
    assert me.bird("Spotless Crake").eggs == 1 and me.bird("Mallard").eggs == 1
    assert me.bird("Blue Jay").eggs == 0


def test_crested_pigeon_caches_seed_from_your_own_supply(cards):
    s = _last_turn(cards)
    s.player(0).bird("grassland", "Crested Pigeon").food(seed=3, fish=1)
    done = _game_end(s, USE, "take 3", "cache", "cache", "cache")
    me = view(done.state, cards).player(0)
    assert me.bird("Crested Pigeon").cached == {"seed": 3}
    assert me.food == {"fish": 1}


def test_australian_raven_caches_any_food_of_your_supply(cards):
    s = _last_turn(cards)
    s.player(0).bird("forest", "Australian Raven").food(seed=1, fish=1)
    done = _game_end(s, USE, "take 2", "cache seed", "cache fish")
    me = view(done.state, cards).player(0)
    assert me.bird("Australian Raven").cached == {"seed": 1, "fish": 1}
    assert me.food == {}


def test_kakapo_draws_four_bonus_cards_and_keeps_one(cards):
    s = _last_turn(cards)
    s.player(0).bird("forest", "Kākāpō")
    s.bonus_deck_top("Prairie Manager", "Large Bird Specialist", "Platform Builder", "Oologist")
    done = _game_end(s, USE, "keep Oologist")
    assert len(view(done.state, cards).player(0).bonus) == 1


# --- pink: between turns ------------------------------------------------------------------------


def test_pheasant_coucal_lays_on_itself_when_another_player_lays_eggs(cards):
    s = Scenario(players=2, cards=cards, sets=SETS)
    s.player(0).bird("grassland", "Killdeer")
    s.player(1).bird("grassland", "Pheasant Coucal")
    turn = s.play(
        "lay eggs", "lay an egg on Killdeer", "lay an egg on Killdeer", USE, "lay an egg", "skip"
    )
    assert view(turn.state, cards).player(1).bird("Pheasant Coucal").eggs == 1


def test_horsfields_bronze_cuckoo_lays_on_a_bird_under_30cm_of_its_owner(cards):
    s = Scenario(players=2, cards=cards, sets=SETS)
    s.player(0).bird("grassland", "Killdeer")
    s.player(1).bird("forest", "Horsfield's Bronze-Cuckoo").bird("forest", "Silvereye")
    s.player(1).bird("wetland", "Black Swan")
    turn = s.play(
        "lay eggs", "lay an egg on Killdeer", "lay an egg on Killdeer", USE, until="answers"
    )
    options = turn.options()
    assert not [o for o in options if "Black Swan" in o]
    turn = turn.play("lay an egg on Silvereye", "skip")
    assert view(turn.state, cards).player(1).bird("Silvereye").eggs == 1


def test_australian_owlet_nightjar_an_invertebrate_die_at_the_end_of_a_gain_food_turn(cards):
    bird, taken = "Australian Owlet-Nightjar", "take invertebrate"
    s = Scenario(players=2, cards=cards, sets=SETS)
    s.player(1).bird("forest", bird)
    s.feeder("fish", "fish", "rodent", "invertebrate", "invertebrate_seed")
    turn = s.play("gain food", "take fish", USE, taken)
    assert _food(turn.state, cards, 1) == {taken.split()[-1]: 1}


# --- more brown and yellow ------------------------------------------------------------------------


def test_red_winged_parrot_nectar_given_is_not_spent_and_lays_two_eggs(cards):
    s = _forest(cards, "Red-Winged Parrot", nectar=1)
    turn = s.play("gain food", "skip", "take fish", "take fish", USE, "yes", until="answers")
    turn = turn.play(*turn.options()[:1], until="answers") if turn.state.pending else turn
    assert _food(turn.state, cards, 1).get("nectar") == 1  # given: the other player's now
    assert sum(nectar.spent(turn.state.players[0], h) for h in Habitat) == 0


def test_mistletoebird_either_a_fruit_or_a_fruit_traded_for_a_nectar(cards):
    s = _forest(cards, "Mistletoebird", fruit=1)
    turn = s.play("gain food", "skip", "take fish", "take fish", USE, until="answers")
    fruit = turn.play("yes", until="answers")  # the fruit alone: the nectar is the trade's
    assert _food(fruit.state, cards, 0) == {"fish": 2, "fruit": 2}
    traded = turn.play("skip", "yes", until="answers")
    assert _food(traded.state, cards, 0) == {"fish": 2, "nectar": 1}


def test_goulds_finch_plays_a_bird_at_the_game_end_paying_its_costs(cards):
    s = _last_turn(cards)
    s.player(0).bird("forest", "Gould's Finch", eggs=1).hand("Blue Jay").food(seed=1, fruit=1)
    done = _game_end(s, USE, "play Blue Jay in forest")
    me = view(done.state, cards).player(0)
    assert s.rules().is_terminal(done.state)
    assert "Blue Jay" not in me.hand and me.bird("Gould's Finch").eggs == 0  # the egg paid
    assert me.food == {}
