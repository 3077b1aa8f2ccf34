"""The Oceania birds of ``cards/oceania/birds-food-and-eggs.wsp``: a scenario test per power,
named after what its printed text means (paraphrased). Brown powers run after the row's action
on the Oceania mat (the bird alone in its row: slot 2, no conversion), white powers when the
bird is played, yellow ones at the game's end (9.2.7), pink ones on another player's turn."""

from __future__ import annotations

import pytest

from wingspan_rules import load_cards
from wingspan_rules.expansions.oceania import nectar
from wingspan_rules.state import events as E
from wingspan_rules.state.enums import Habitat
from wingspan_rules.testing import Scenario, view

SETS = ("core", "oceania")
USE = "use the power"
DICE = ("fish", "fish", "fish", "rodent", "rodent")
GAIN = ("gain food", "take fish", "take fish")
LAY = ("lay eggs", "lay an egg on", "lay an egg on")
DRAW = ("draw cards", "draw from the deck", "draw from the deck")
#: The same actions when the player holds food: the mat's reset first is declined.
GAIN_FED = ("gain food", "skip", "take fish", "take fish")
DRAW_FED = ("draw cards", "skip", "draw from the deck", "draw from the deck")


@pytest.fixture(scope="module")
def cards():
    return load_cards(sets=SETS)


def _at(cards, habitat: str, bird: str, *, players: int = 2, eggs: int = 0, **food: int):
    s = Scenario(players=players, cards=cards, sets=SETS)
    s.player(0).bird(habitat, bird, eggs=eggs).food(**food)
    s.feeder(*DICE)
    s.deck_top(
        "Mallard", "Killdeer", "Blue Jay", "Horned Lark", "Wood Duck", "Osprey", "Canvasback"
    )
    return s


def _food(state, cards, p: int) -> dict[str, int]:
    return view(state, cards).player(p).food


def _bird(state, cards, p: int, name: str):
    return view(state, cards).player(p).bird(name)


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


def _hunts(turn) -> int:
    return len(turn.events(E.PredatorSucceeded))


# --- a reset of the birdfeeder, then a predator's catch from it ---------------------------------


def test_laughing_kookaburra_resets_the_feeder_and_hunts_one_of_three_foods(cards):
    s = _at(cards, "forest", "Laughing Kookaburra")
    s.next_rolls("seed_nectar", "fruit_nectar", "fish", "rodent", "seed_nectar")
    turn = s.play(*GAIN, USE, until="answers")
    assert sorted(turn.options()) == ["stop", "take fish", "take rodent"]
    turn = turn.play("take rodent")
    assert _food(turn.state, cards, 0) == {"fish": 2, "rodent": 1}
    assert _hunts(turn) == 1


def test_laughing_kookaburra_fails_its_hunt_when_the_new_roll_shows_none_of_them(cards):
    s = _at(cards, "grassland", "Laughing Kookaburra")
    s.next_rolls("seed_nectar", "fruit_nectar", "fruit_nectar", "seed_nectar", "invertebrate_seed")
    turn = s.play(*LAY, USE, "take invertebrate")
    assert _food(turn.state, cards, 0) == {"invertebrate": 1}
    s = _at(cards, "grassland", "Laughing Kookaburra")
    s.next_rolls("seed_nectar", "fruit_nectar", "fruit_nectar", "seed_nectar", "seed_nectar")
    turn = s.play(*LAY, USE)
    assert _food(turn.state, cards, 0) == {}
    assert _hunts(turn) == 0


def test_tawny_frogmouth_caches_an_invertebrate_or_rodent_of_the_new_roll(cards):
    s = _at(cards, "forest", "Tawny Frogmouth")
    s.next_rolls("seed_nectar", "fruit_nectar", "fish", "rodent", "seed_nectar")
    turn = s.play(*GAIN, USE, "take rodent")
    assert _bird(turn.state, cards, 0, "Tawny Frogmouth").cached == {"rodent": 1}
    assert _food(turn.state, cards, 0) == {"fish": 2}
    assert _hunts(turn) == 1


def test_white_bellied_sea_eagle_caches_a_fish_or_rodent_of_the_new_roll(cards):
    s = _at(cards, "forest", "White-Bellied Sea-Eagle")
    s.next_rolls("seed_nectar", "fruit_nectar", "fish", "invertebrate", "seed_nectar")
    turn = s.play(*GAIN, USE, "take fish")
    assert _bird(turn.state, cards, 0, "White-Bellied Sea-Eagle").cached == {"fish": 1}


def test_black_shouldered_kite_gives_its_rodent_away_to_lay_up_to_three_eggs(cards):
    s = _at(cards, "grassland", "Black-Shouldered Kite")
    s.next_rolls("seed_nectar", "fruit_nectar", "fish", "rodent", "seed_nectar")
    kite = "lay an egg on Black-Shouldered Kite"
    turn = s.play("lay eggs", "lay an egg on", "stop", USE, "take rodent", "yes", kite)
    kite = _bird(turn.state, cards, 0, "Black-Shouldered Kite")
    assert kite.eggs == 3  # 1 from the action, 2 from the power (its limit is 3)
    assert _food(turn.state, cards, 1) == {"rodent": 1}
    assert _food(turn.state, cards, 0) == {}


def test_sacred_kingfisher_hunts_a_feeder_food_when_another_player_gains_food(cards):
    s = Scenario(players=2, cards=cards, sets=SETS)
    s.player(0).bird("forest", "Blue Jay")
    s.player(1).bird("forest", "Sacred Kingfisher")
    s.feeder("fish", "seed_nectar", "seed_nectar", "rodent", "fruit_nectar")
    turn = s.play("gain food", "take seed", "take seed", USE, until="answers")
    assert "take fish" in turn.options() and "take rodent" in turn.options()
    turn = turn.play("take fish")
    assert _food(turn.state, cards, 1) == {"fish": 1}
    assert _hunts(turn) == 1


def test_grey_shrikethrush_gains_every_rodent_of_the_new_roll_and_caches_some(cards):
    s = _at(cards, "forest", "Grey Shrikethrush")
    s.next_rolls("rodent", "rodent", "fish", "rodent", "seed_nectar")
    turn = s.play(
        *GAIN,
        USE,
        "take rodent",
        "take rodent",
        "take rodent",
        "choose rodent",
        "choose rodent",
        "stop",
    )
    bird = _bird(turn.state, cards, 0, "Grey Shrikethrush")
    assert bird.cached == {"rodent": 2}
    assert _food(turn.state, cards, 0) == {"fish": 2, "rodent": 1}
    assert _hunts(turn) == 1


def test_white_faced_heron_gains_every_fish_of_the_new_roll_and_may_keep_them(cards):
    s = _at(cards, "wetland", "White-Faced Heron")
    s.next_rolls("fish", "fish", "seed_nectar", "rodent", "seed_nectar")
    turn = s.play(*DRAW, USE, "take fish", "take fish", "stop")
    assert _food(turn.state, cards, 0) == {"fish": 2}
    assert _bird(turn.state, cards, 0, "White-Faced Heron").cached == {}


def test_masked_lapwing_gains_one_of_each_food_type_the_new_roll_shows(cards):
    s = Scenario(players=2, cards=cards, sets=SETS)
    s.player(0).hand("Masked Lapwing").food(seed=1)
    s.feeder(*DICE)
    s.next_rolls("fish", "fish", "fruit_nectar", "invertebrate_seed", "rodent")
    turn = s.play("play Masked Lapwing in grassland", USE, "take fish", until="answers")
    assert "take fish" not in turn.options()  # one of each type
    turn = turn.play("take fruit", "take invertebrate", "take rodent")
    food = _food(turn.state, cards, 0)
    assert food == {"fish": 1, "fruit": 1, "nectar": 1, "invertebrate": 1, "seed": 1, "rodent": 1}
    assert sorted(view(turn.state, cards).feeder) == ["fish"]


# --- food discarded for a count of something else ------------------------------------------------


def test_korimako_trades_any_number_of_rodents_for_as_many_nectar(cards):
    s = _at(cards, "forest", "Korimako", rodent=3, fish=1)
    turn = s.play(*GAIN_FED, USE, "discard 1 rodent", "discard 1 rodent", "stop")
    assert _food(turn.state, cards, 0) == {"fish": 3, "rodent": 1, "nectar": 2}


def test_kelp_gull_discards_any_food_to_draw_as_many_cards(cards):
    s = _at(cards, "wetland", "Kelp Gull", seed=1, fish=1)
    turn = s.play(
        *DRAW_FED,
        USE,
        "discard 1 seed",
        "discard 1 fish",
        "draw from the deck",
        "draw from the deck",
    )
    assert _food(turn.state, cards, 0) == {}
    assert len(view(turn.state, cards).player(0).hand) == 4


def test_peaceful_dove_lays_an_egg_for_each_seed_discarded(cards):
    s = _at(cards, "forest", "Peaceful Dove", seed=3)
    dove = "lay an egg on Peaceful Dove"
    turn = s.play(*GAIN_FED, USE, "discard 1 seed", "discard 1 seed", "stop", dove, dove)
    assert _bird(turn.state, cards, 0, "Peaceful Dove").eggs == 2
    assert _food(turn.state, cards, 0) == {"fish": 2, "seed": 1}


def test_stubble_quail_discards_up_to_six_food_laying_an_egg_for_each(cards):
    s = Scenario(players=2, cards=cards, sets=SETS)
    s.player(0).hand("Stubble Quail").food(seed=1, fish=3, nectar=1)
    s.feeder(*DICE)
    turn = s.play("play Stubble Quail in grassland", "pay 1 seed", USE, until="answers")
    quail = "lay an egg on Stubble Quail"
    turn = turn.play("discard 1 fish", "discard 1 nectar", "stop", quail, quail)
    assert _bird(turn.state, cards, 0, "Stubble Quail").eggs == 2
    assert _food(turn.state, cards, 0) == {"fish": 2}


def test_black_noddy_gains_every_fish_and_may_turn_some_into_tucked_cards(cards):
    s = _at(cards, "wetland", "Black Noddy")
    s.next_rolls("fish", "fish", "seed_nectar", "rodent", "seed_nectar")
    turn = s.play(*DRAW, USE, "take fish", "take fish", "discard 1 fish", "stop")
    noddy = _bird(turn.state, cards, 0, "Black Noddy")
    assert noddy.tucked == 1
    assert _food(turn.state, cards, 0) == {"fish": 1}


def test_emu_takes_every_seed_keeps_half_rounded_up_and_hands_out_the_rest(cards):
    s = _at(cards, "grassland", "Emu", players=3)
    s.feeder("seed_nectar", "seed_nectar", "invertebrate_seed", "fish", "rodent")
    nectar_die, mixed_die = (
        "take seed (from a seed_nectar die)",
        "take seed (from an invertebrate_seed die)",
    )
    # the first die taken, the other two follow (every seed die is taken: its ruling)
    turn = s.play(*LAY, USE, mixed_die, "choose player 2")
    assert nectar_die != mixed_die
    assert _food(turn.state, cards, 0) == {"seed": 2}
    assert _food(turn.state, cards, 2) == {"seed": 1}
    assert _food(turn.state, cards, 1) == {}


# --- parts done for two players -----------------------------------------------------------------


def test_galah_another_player_resets_the_feeder_and_takes_a_seed_you_tuck_two(cards):
    s = _at(cards, "forest", "Galah", players=3)
    s.next_rolls("fish", "fish", "seed_nectar", "rodent", "fish")
    turn = s.play(*GAIN, USE, "player 2", "take seed", "take 2")
    assert sum(_food(turn.state, cards, p).get("seed", 0) for p in (1, 2)) == 1
    assert "seed" not in _food(turn.state, cards, 0)
    assert _bird(turn.state, cards, 0, "Galah").tucked == 2


def test_brolga_another_player_lays_an_egg_and_you_draw_two(cards):
    s = _at(cards, "wetland", "Brolga")
    s.player(1).bird("grassland", "Wild Turkey")
    turn = s.play(
        *DRAW, USE, "lay an egg on Wild Turkey", "draw from the deck", "draw from the deck"
    )
    assert _bird(turn.state, cards, 1, "Wild Turkey").eggs == 1
    assert len(view(turn.state, cards).player(0).hand) == 4


def test_lesser_frigatebird_each_player_may_trade_a_wetland_egg_for_any_food(cards):
    s = _at(cards, "wetland", "Lesser Frigatebird", eggs=1)
    s.player(1).bird("wetland", "Canada Goose", eggs=1)
    turn = s.play(*DRAW, USE, until="answers")
    turn = turn.play("yes", "choose fish", "yes", "choose rodent")
    assert _food(turn.state, cards, 0) == {"fish": 1}
    assert _food(turn.state, cards, 1) == {"rodent": 1}
    assert _bird(turn.state, cards, 1, "Canada Goose").eggs == 0


def test_green_pygmy_goose_and_pink_eared_duck_keep_one_and_give_one(cards):
    for bird in ("Green Pygmy-Goose", "Pink-Eared Duck"):
        s = _at(cards, "wetland", bird)
        turn = s.play(*DRAW, USE, until="answers")
        give = next(o for o in turn.options() if o.startswith("give"))
        turn = turn.play(give)
        assert len(view(turn.state, cards).player(1).hand) == 1
        assert len(view(turn.state, cards).player(0).hand) == 3


# --- eggs ---------------------------------------------------------------------------------------


def test_pacific_black_duck_lays_an_egg_for_every_two_eggs_in_the_wetland(cards):
    s = _last_turn(cards)
    s.player(0).bird("wetland", "Mallard", eggs=2).bird("wetland", "Wood Duck", eggs=3)
    s.player(0).bird("wetland", "Pacific Black Duck")
    duck = "lay an egg on Pacific Black Duck"
    done = _game_end(s, USE, duck, duck)
    assert _bird(done.state, cards, 0, "Pacific Black Duck").eggs == 2  # 5 eggs: 2 pairs


def test_pukeko_lays_an_egg_on_a_bird_beside_above_or_below_it(cards):
    s = Scenario(players=2, cards=cards, sets=SETS)
    s.player(0).birds("grassland", "Killdeer", "Horned Lark")
    s.player(0).birds("wetland", "Mallard", "Pūkeko")
    s.deck_top("Blue Jay", "Osprey", "Canvasback")
    turn = s.play(*DRAW, USE, until="answers")
    assert sorted(o for o in turn.options() if o.startswith("lay")) == [
        "lay an egg on Horned Lark (grassland 2)",
        "lay an egg on Mallard (wetland 1)",
    ]


# --- pink and nectar ----------------------------------------------------------------------------


def test_spangled_drongo_gains_a_nectar_when_another_player_gains_one(cards):
    s = Scenario(players=2, cards=cards, sets=SETS)
    s.player(1).bird("forest", "Spangled Drongo")
    s.feeder("fruit_nectar", "fish", "fish", "rodent", "rodent")
    turn = s.play("gain food", "take nectar", USE)
    assert _food(turn.state, cards, 1) == {"nectar": 1}


def test_rainbow_lorikeet_spends_a_nectar_on_the_forest_space_to_take_two_dice(cards):
    s = _at(cards, "forest", "Rainbow Lorikeet", nectar=1)
    turn = s.play(*GAIN_FED, USE, "take rodent", "take rodent")
    assert _food(turn.state, cards, 0) == {"fish": 2, "rodent": 2}
    assert nectar.spent(turn.state.players[0], Habitat.FOREST) == 1


def test_australian_magpie_takes_an_egg_from_each_bird_of_its_row_and_column_for_two_seed_each(
    cards,
):
    s = _last_turn(cards)
    s.player(0).bird("grassland", "Killdeer", eggs=2).bird("grassland", "Australian Magpie")
    s.player(0).bird("grassland", "Horned Lark", eggs=1)
    s.player(0).bird("forest", "Blue Jay").bird("forest", "Wild Turkey", eggs=1)
    s.player(0).bird("wetland", "Mallard", eggs=1)
    done = _game_end(s, USE, "take 2", "take 2", "take 2")
    me = view(done.state, cards).player(0)
    assert me.bird("Killdeer").eggs == 1 and me.bird("Horned Lark").eggs == 0
    assert me.bird("Wild Turkey").eggs == 0 and me.bird("Mallard").eggs == 1  # not its column
    assert me.bird("Australian Magpie").cached == {"seed": 6}


def test_blyths_hornbill_empties_a_cavity_nest_to_tuck_twice_its_eggs(cards):
    s = Scenario(players=2, cards=cards, sets=SETS)
    s.player(0).bird("wetland", "Wood Duck", eggs=2).hand("Blyth's Hornbill").food(fruit=3)
    s.player(0).bird("grassland", "Killdeer", eggs=2)  # a ground nest: not emptied
    s.feeder(*DICE)
    # the one cavity nest holding eggs is emptied; 2 cards are tucked per egg
    turn = s.play("play Blyth's Hornbill in forest", USE, "take 2", "take 2")
    me = view(turn.state, cards).player(0)
    assert me.bird("Wood Duck").eggs == 0 and me.bird("Killdeer").eggs == 2
    assert me.bird("Blyth's Hornbill").tucked == 4


def test_little_penguin_caches_a_fish_per_fish_icon_of_five_discarded_cards(cards):
    s = _at(cards, "wetland", "Little Penguin")
    turn = s.play(*DRAW, USE)
    penguin = _bird(turn.state, cards, 0, "Little Penguin")
    # the deck's next five after the two drawn: one fish icon among them (Osprey's)
    assert penguin.cached == {"fish": 1}
    assert _hunts(turn) == 1
    assert len(view(turn.state, cards).discard) == 5
