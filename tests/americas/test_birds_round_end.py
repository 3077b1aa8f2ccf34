"""The Americas teal (round end) birds that name no hummingbird (rules-expansions 9.5.9): a
scenario test per power, named after what it does. New here: counting the empty slots of a row
(a choice per slot for Southern Lapwing), caches on up to 3 different birds eating a food, and
tucks behind the birds adjacent to this one, each drawing a card."""

from __future__ import annotations

import pytest

from wingspan_rules import load_cards
from wingspan_rules.testing import Scenario, check_conservation, view

SETS = ("core", "americas")
USE = "use the power"


@pytest.fixture(scope="module")
def cards():
    return load_cards(sets=SETS)


def _last_turn(cards) -> Scenario:
    """Round 1's last turn, player 1's: then the round ends and player 0's powers run."""
    s = Scenario(players=2, cards=cards, sets=SETS).round(1).first_player(0)
    s.turn(2 * 8 - 1)
    s.goals("Eggs in forest", "Birds in grassland", "Birds in wetland", "Total birds")
    return s


def _round_end(s: Scenario, *labels: str):
    """Player 1 gains no food: the round ends; player 0 answers ``labels``."""
    return s.script().play("gain food", "stop", *labels, until="answers")


def _me(turn, cards):
    return view(turn.state, cards).player(0)


# --- caches on up to 3 different birds eating a food --------------------------------------------
@pytest.mark.parametrize(
    ("bird", "food", "eater", "not_eater"),
    [
        ("Keel-Billed Toucan", "fruit", "American Robin", "Blue Jay"),
        ("White-Tipped Dove", "seed", "Blue Jay", "American Robin"),
    ],
)
def test_cache_1_food_on_each_of_up_to_3_birds_eating_it(cards, bird, food, eater, not_eater):
    s = _last_turn(cards)
    s.player(0).bird("forest", bird).bird("forest", eater).bird("forest", not_eater)
    turn = _round_end(s, USE, "yes")
    offered = [o for o in turn.options() if o.startswith("cache")]
    assert offered == [f"cache {food} on {bird} (forest 1)", f"cache {food} on {eater} (forest 2)"]
    turn = turn.play(f"cache {food} on {eater}", "yes", until="answers")
    # the same bird is not offered twice
    assert [o for o in turn.options() if o.startswith("cache")] == [
        f"cache {food} on {bird} (forest 1)"
    ]
    turn = turn.play(f"cache {food} on {bird}", until="answers")
    me = _me(turn, cards)
    assert me.bird(eater).cached == {food: 1} and me.bird(bird).cached == {food: 1}
    assert me.bird(not_eater).cached == {}
    assert turn.state.round == 2  # no third bird eats it: nothing more is offered


# --- counts of birds and of empty slots -------------------------------------------------------
def test_least_seedsnipe_lays_an_egg_on_itself_per_bird_in_your_wetland(cards):
    s = _last_turn(cards)
    s.player(0).bird("grassland", "Least Seedsnipe").birds("wetland", "Mallard", "Killdeer")
    turn = _round_end(s, USE, *(["lay an egg on Least Seedsnipe"] * 2))
    assert _me(turn, cards).bird("Least Seedsnipe").eggs == 2


def test_rufous_naped_wren_gains_an_invertebrate_per_empty_forest_slot_caching_any(cards):
    s = _last_turn(cards)
    s.player(0).bird("forest", "Rufous-Naped Wren").bird("forest", "Blue Jay")  # 3 empty
    turn = _round_end(s, USE, "yes", "skip", "yes")
    me = _me(turn, cards)
    assert me.bird("Rufous-Naped Wren").cached == {"invertebrate": 2}
    assert me.food == {"invertebrate": 1}


def test_rufous_naped_wren_a_full_forest_gains_nothing(cards):
    s = _last_turn(cards)
    forest = ("Rufous-Naped Wren", "Blue Jay", "Acorn Woodpecker", "Barred Owl", "Downy Woodpecker")
    s.player(0).birds("forest", *forest)
    turn = _round_end(s)
    assert turn.state.round == 2 and _me(turn, cards).food == {}


def test_southern_lapwing_chooses_an_egg_or_a_card_for_each_empty_forest_slot(cards):
    s = _last_turn(cards)
    s.player(0).bird("grassland", "Southern Lapwing").birds("forest", "Blue Jay", "Barred Owl")
    s.deck_top("Killdeer", "Horned Lark")
    # 3 empty forest slots: an egg, a card, an egg
    turn = _round_end(
        s, USE, "yes", "lay an egg on Southern Lapwing", "skip", "yes", "yes", "lay an egg on"
    )
    me = _me(turn, cards)
    assert me.bird("Southern Lapwing").eggs == 2
    assert me.hand == ["Killdeer"]


# --- tucks behind the adjacent birds ------------------------------------------------------------
def test_white_throated_magpie_jay_tucks_behind_adjacent_birds_drawing_one_each(cards):
    s = _last_turn(cards)
    s.player(0).birds("forest", "Blue Jay", "White-Throated Magpie-Jay", "Acorn Woodpecker")
    s.player(0).birds("grassland", "Killdeer", "Horned Lark")  # the lark is below the magpie-jay
    s.player(0).hand("Mallard", "Wood Duck")
    s.deck_top("Canada Goose", "American Robin")
    turn = _round_end(s, USE, "yes")
    adjacent = ["pick Blue Jay (forest 1)", "pick Acorn Woodpecker (forest 3)"]
    assert turn.options() == [*adjacent, "pick Horned Lark (grassland 2)"]  # no diagonal
    turn = turn.play("pick Blue Jay", "tuck Mallard", "yes", until="answers")
    # a bird chosen once is not offered again
    assert turn.options() == ["pick Acorn Woodpecker (forest 3)", "pick Horned Lark (grassland 2)"]
    turn = turn.play("pick Acorn Woodpecker", "tuck Canada Goose", "yes", until="answers")
    turn = turn.play("tuck Wood Duck", until="answers")  # the lark is the last one left
    me = _me(turn, cards)
    assert [me.bird(n).tucked for n in ("Blue Jay", "Acorn Woodpecker", "Horned Lark")] == [1, 1, 1]
    assert me.bird("Killdeer").tucked == 0
    assert len(me.hand) == 2 and "American Robin" in me.hand  # a card drawn per tuck
    assert turn.state.round == 2
    check_conservation(turn.state, cards)


# --- a reset, then every die of two foods cached as prey ------------------------------------------
@pytest.mark.parametrize(
    ("bird", "habitat", "foods", "other"),
    [
        ("Boat-Billed Heron", "wetland", ("invertebrate", "fish"), "rodent"),
        ("Roadside Hawk", "grassland", ("invertebrate", "rodent"), "fish"),
    ],
)
def test_reset_the_feeder_then_cache_every_die_of_two_foods(cards, bird, habitat, foods, other):
    s = _last_turn(cards)
    s.player(0).bird(habitat, bird)
    first, second = foods
    s.next_rolls(first, second, second, other, "seed")  # the reset's roll
    turn = _round_end(s, USE)
    assert turn.options() == [f"take {first}", f"take {second}", "stop"]
    turn = turn.play(f"take {second}", f"take {first}", f"take {second}", until="answers")
    me = _me(turn, cards)
    assert me.bird(bird).cached == {first: 1, second: 2}
    assert sorted(view(turn.state, cards).feeder) == sorted([other, "seed"])
    assert turn.state.round == 2


def test_the_catch_is_a_predator_success(cards):
    from wingspan_rules.state import events as E

    s = _last_turn(cards)
    s.player(0).bird("wetland", "Boat-Billed Heron")
    s.next_rolls("fish", "seed", "seed", "rodent", "fruit")
    turn = _round_end(s, USE, "take fish")
    assert [e.card for e in turn.events(E.PredatorSucceeded)] == [
        cards.bird_id("Boat-Billed Heron")
    ]


def test_no_die_of_either_food_after_the_reset_is_a_failed_hunt(cards):
    from wingspan_rules.state import events as E

    s = _last_turn(cards)
    s.player(0).bird("wetland", "Boat-Billed Heron")
    s.next_rolls("seed", "seed", "rodent", "fruit", "fruit")
    turn = _round_end(s, USE)
    assert turn.state.round == 2
    assert _me(turn, cards).bird("Boat-Billed Heron").cached == {}
    assert not turn.events(E.PredatorSucceeded)


# --- draw 2, tuck either or both ------------------------------------------------------------------
@pytest.mark.parametrize("tucked", [0, 1, 2])
def test_amazonian_parrotlet_tucks_none_either_or_both_of_the_2_cards_drawn(cards, tucked):
    s = _last_turn(cards)
    s.player(0).bird("forest", "Amazonian Parrotlet").hand("Mallard")
    s.deck_top("Killdeer", "Horned Lark")
    turn = _round_end(s, USE)
    assert turn.options() == ["tuck Killdeer", "tuck Horned Lark", "stop"]  # not the Mallard
    labels = ["tuck Horned Lark", "tuck Killdeer"][:tucked] + (["stop"] if tucked < 2 else [])
    turn = turn.play(*labels, until="answers")
    me = _me(turn, cards)
    assert me.bird("Amazonian Parrotlet").tucked == tucked
    assert len(me.hand) == 3 - tucked
    check_conservation(turn.state, cards)


# --- every player draws 4 and keeps 1; you tuck 1 of yours instead of discarding it -------------
def test_sunbittern_all_draw_4_keep_1_and_you_tuck_1_of_the_rest(cards):
    s = _last_turn(cards)
    s.player(0).bird("wetland", "Sunbittern")
    mine = ("Killdeer", "Horned Lark", "Mallard", "Wood Duck")
    theirs = ("Blue Jay", "Canada Goose", "American Robin", "Barn Owl")
    s.deck_top(*mine, *theirs)
    turn = _round_end(s, USE)
    assert turn.options() == [f"tuck {n}" for n in mine]
    turn = turn.play("tuck Mallard", "keep Killdeer", until="answers")
    assert turn.options() == [f"keep {n}" for n in theirs]  # then the other player
    turn = turn.play("keep Barn Owl", until="answers")
    table = view(turn.state, cards)
    assert table.player(0).hand == ["Killdeer"] and table.player(1).hand == ["Barn Owl"]
    assert table.player(0).bird("Sunbittern").tucked == 1
    discarded = {"Horned Lark", "Wood Duck", "Blue Jay", "Canada Goose", "American Robin"}
    assert discarded <= set(table.discard)
    check_conservation(turn.state, cards)
