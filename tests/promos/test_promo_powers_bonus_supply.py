"""Promo birds written with the own-supply cache, the food-type selectors, the bonus-card
phrases and the wider pink triggers (docs/promos.md, "Readings"): what each printed power
means, paraphrased in the test's name, on a prepared board."""

from __future__ import annotations

import pytest

import wingspan_rules as ws
from wingspan_rules.state import events as E
from wingspan_rules.testing import Scenario, view

USE = "use the power"
F = ws.Food


@pytest.fixture(scope="module")
def cards():
    return ws.load_cards(sets=("core", "promos"))


def _ask(s: Scenario, *labels: str):
    """The game after ``labels``, waiting for the next answer (the turn may go on)."""
    return s.script().play(*labels, until="answers")


def _bird(state, cards, player: int, name: str):
    return view(state, cards).player(player).bird(name)


# --- caching from your own supply as a cost (K02) -----------------------------------------------


def test_the_argus_caches_one_of_three_foods_from_its_owners_supply_to_lay_in_the_forest(cards):
    s = Scenario(players=2, cards=cards)
    s.player(0).bird("forest", "Great Argus").bird("forest", "Tomtit").food(fruit=1, fish=1)
    s.feeder("fish", "fish", "fish", "fish", "fish")
    turn = _ask(s, "gain food", "take fish", "stop", USE)  # the Tomtit has no invertebrate
    options = turn.options()
    assert options == ["cache fruit on Great Argus (forest 1)", "stop"]  # no fish: not named
    turn = turn.play("cache fruit", "lay an egg on Tomtit")
    assert turn.state.players[0].food[F.FRUIT] == 0
    assert _bird(turn.state, cards, 0, "Great Argus").cached == {"fruit": 1}
    assert _bird(turn.state, cards, 0, "Tomtit").eggs == 1


def test_the_argus_cannot_begin_without_one_of_its_three_foods(cards):
    s = Scenario(players=2, cards=cards)
    s.player(0).bird("forest", "Great Argus").food(fish=2)
    s.feeder("fish", "fish", "fish", "fish", "fish")
    turn = _ask(s, "gain food", "take fish")
    assert not any(o.startswith(USE) for o in turn.options())


def test_the_treeswift_caches_an_invertebrate_of_its_owners_to_draw_a_card(cards):
    s = Scenario(players=2, cards=cards)
    s.player(0).bird("wetland", "Whiskered Treeswift").food(invertebrate=1)
    s.deck_top("Mallard", "Killdeer")
    turn = s.play("draw cards", "deck", USE, "cache invertebrate")
    hand = view(turn.state, cards).player(0).hand
    assert "Mallard" in hand and "Killdeer" in hand  # the action's card, then the power's
    assert _bird(turn.state, cards, 0, "Whiskered Treeswift").cached == {"invertebrate": 1}
    assert turn.state.players[0].food[F.INVERTEBRATE] == 0


def test_the_tomtit_caches_an_invertebrate_of_its_owners_to_lay_on_itself(cards):
    s = Scenario(players=2, cards=cards)
    s.player(0).bird("forest", "Tomtit").food(invertebrate=1)
    s.feeder("seed", "seed", "seed", "seed", "seed")
    turn = s.play("gain food", "take seed", USE, "cache invertebrate")  # the egg: no choice
    tomtit = _bird(turn.state, cards, 0, "Tomtit")
    assert (tomtit.eggs, tomtit.cached) == (1, {"invertebrate": 1})


@pytest.mark.parametrize("cache_first", [True, False])
def test_the_canada_jay_caches_any_food_of_its_owners_and_or_gains_a_type_cached_on_it(
    cards, cache_first
):
    """Either part may be done alone; the food cached first names a type the gain may take."""
    s = Scenario(players=2, cards=cards)
    s.player(0).bird("forest", "Canada Jay").food(rodent=1)
    s.feeder("seed", "seed", "seed", "seed", "seed")
    turn = _ask(s, "gain food", "take seed", USE, "cache rodent" if cache_first else "stop")
    if cache_first:
        turn = turn.play("yes")
        assert turn.state.players[0].food[F.RODENT] == 1  # cached, then 1 gained back
        assert _bird(turn.state, cards, 0, "Canada Jay").cached == {"rodent": 1}
    else:  # nothing is cached on it: no type to gain, the gain is not offered
        assert turn.state.players[0].food[F.RODENT] == 1
        assert turn.state.players[0].food[F.SEED] == 1
        assert not [e for e in turn.events(E.FoodGained) if e.source == "supply"]


def test_the_canada_jay_gains_one_of_the_types_already_cached_on_it(cards):
    s = Scenario(players=2, cards=cards)
    s.player(0).bird("forest", "Canada Jay", cached={"fish": 2, "fruit": 1})
    s.feeder("seed", "seed", "seed", "seed", "seed")
    turn = _ask(s, "gain food", "take seed", USE, "stop", "yes")
    assert turn.options() == ["choose fish", "choose fruit"]
    turn = turn.play("choose fruit")
    assert turn.state.players[0].food[F.FRUIT] == 1


# --- a food type chosen by a rule (F12) ---------------------------------------------------------


@pytest.mark.parametrize(
    ("feeder", "offered"),
    [
        (("seed", "seed", "fish", "fruit"), {"invertebrate", "rodent"}),
        (("seed", "invertebrate/seed", "fish", "rodent"), {"fruit"}),
    ],
)
def test_the_blood_pheasant_gains_a_type_no_feeder_die_shows(cards, feeder, offered):
    s = Scenario(players=2, cards=cards)
    s.player(0).bird("forest", "Blood Pheasant")
    s.feeder("seed", *feeder)
    turn = _ask(s, "gain food", "take seed", USE)
    gained = [e.food for e in turn.events(E.FoodGained) if e.source == "supply"]
    if len(offered) == 1:
        assert [f.label for f in gained] == sorted(offered)
    else:
        assert {o.split()[-1] for o in turn.options()} == offered


# --- bonus cards as a cost (BC03) ---------------------------------------------------------------


def _bonus(state, cards, player: int) -> list[str]:
    return sorted(cards.bonus_cards[i].name for i in state.players[player].bonus)


def _discarded(state, cards) -> list[str]:
    return sorted(cards.bonus_cards[i].name for i in state.tables[0].bonus_discard)


def test_the_fish_owl_draws_a_bonus_card_then_trades_any_one_for_three_cached_fish(cards):
    s = Scenario(players=2, cards=cards)
    s.player(0).hand("Giant Fish Owl").food(fish=3).bonus("Anatomist", "Cartographer")
    s.bonus_deck_top("Historian")
    turn = _ask(s, "play Giant Fish Owl in wetland", USE, "yes")
    assert turn.options() == ["keep Anatomist", "keep Cartographer", "keep Historian"]
    turn = turn.play("keep Historian", "keep Anatomist", until="answers").play("take 3")
    assert _bonus(turn.state, cards, 0) == ["Anatomist", "Historian"]
    assert _discarded(turn.state, cards) == ["Cartographer"]  # one held before the power
    assert _bird(turn.state, cards, 0, "Giant Fish Owl").cached == {"fish": 3}


def test_the_fish_owl_keeps_every_bonus_card_when_its_trade_is_declined(cards):
    s = Scenario(players=2, cards=cards)
    s.player(0).hand("Giant Fish Owl").food(fish=3).bonus("Anatomist")
    s.bonus_deck_top("Historian")
    turn = s.play("play Giant Fish Owl in wetland", USE, "skip")
    assert _bonus(turn.state, cards, 0) == ["Anatomist", "Historian"]
    assert _bird(turn.state, cards, 0, "Giant Fish Owl").cached == {}


@pytest.mark.parametrize("held", [0, 1])
def test_the_shearwater_trades_a_bonus_card_for_four_to_keep_one_then_draws_a_card(cards, held):
    """Its only bonus card goes with no question; with none, the trade cannot be paid, and
    the bird card is drawn all the same."""
    s = Scenario(players=2, cards=cards)
    mat = s.player(0).hand("Mediterranean Shearwater").food(fish=2)
    if held:
        mat.bonus("Anatomist")
    s.bonus_deck_top("Historian", "Cartographer", "Photographer", "Bird Counter")
    s.deck_top("Mallard")
    if held:
        turn = _ask(s, "play Mediterranean Shearwater in wetland", USE, "yes")
        assert len(turn.options()) == 4
        turn = turn.play("keep Photographer")
        assert _bonus(turn.state, cards, 0) == ["Photographer"]
        assert "Anatomist" in _discarded(turn.state, cards)
    else:  # the trade is not even offered
        turn = s.play("play Mediterranean Shearwater in wetland", USE)
        assert _bonus(turn.state, cards, 0) == []
    assert "Mallard" in view(turn.state, cards).player(0).hand


def test_the_rock_wren_draws_a_bonus_card_and_may_twice_swap_one_for_a_new_one(cards):
    s = Scenario(players=2, cards=cards)
    s.player(0).hand("New Zealand Rock Wren").food(invertebrate=2, fruit=1)
    s.bonus_deck_top("Historian", "Cartographer", "Photographer")
    turn = _ask(s, "play New Zealand Rock Wren in grassland", USE)
    # the one drawn is the only one held: each swap discards it with no question
    turn = turn.play("yes", "yes")
    assert _bonus(turn.state, cards, 0) == ["Photographer"]
    assert _discarded(turn.state, cards) == ["Cartographer", "Historian"]


def test_the_fairy_tern_caches_three_fish_per_bonus_card_discarded_then_draws_one(cards):
    s = Scenario(players=2, cards=cards)
    s.player(0).hand("New Zealand Fairy Tern").food(invertebrate=2, fish=1)
    s.player(0).bonus("Anatomist", "Cartographer")
    s.bonus_deck_top("Historian")
    turn = _ask(s, "play New Zealand Fairy Tern in wetland", USE, "yes", "keep Cartographer")
    # the second discard takes the last one held; a third is not offered
    turn = turn.play("take 3", "yes", "take 3")
    assert _bird(turn.state, cards, 0, "New Zealand Fairy Tern").cached == {"fish": 6}
    assert _discarded(turn.state, cards) == ["Anatomist", "Cartographer"]
    assert _bonus(turn.state, cards, 0) == ["Historian"]  # drawn after the discards


@pytest.mark.parametrize("neighbour", [True, False])
def test_the_takahe_draws_two_bonus_cards_and_discards_any_one_beside_another_bird(
    cards, neighbour
):
    s = Scenario(players=2, cards=cards)
    mat = s.player(0).hand("South Island Takahē").food(seed=3).bonus("Anatomist")
    if neighbour:
        mat.bird("grassland", "Killdeer", eggs=1)
    s.bonus_deck_top("Historian", "Cartographer")
    turn = _ask(s, "play South Island Takahē in grassland", USE)
    if neighbour:
        assert sorted(turn.options()) == ["keep Anatomist", "keep Cartographer", "keep Historian"]
        turn = turn.play("keep Historian", "keep Cartographer")
        assert _discarded(turn.state, cards) == ["Anatomist"]  # one not drawn this turn
        assert _bonus(turn.state, cards, 0) == ["Cartographer", "Historian"]
    else:
        assert _bonus(turn.state, cards, 0) == ["Anatomist", "Cartographer", "Historian"]


# --- pink: an opponent plays a bird of a kind (PK04) --------------------------------------------


def _offered(turn, name: str) -> bool:
    return any(f"power of {name}" in o for o in turn.options())


@pytest.mark.parametrize(
    ("played", "habitat", "food", "lays"),
    [
        ("Black Tern", "wetland", {"fish": 1}, True),
        ("Killdeer", "grassland", {"invertebrate": 2}, False),
    ],
)
def test_the_ovenbird_lays_on_a_star_nest_bird_when_an_opponent_plays_a_star_nest_bird(
    cards, played, habitat, food, lays
):
    s = Scenario(players=2, cards=cards)
    s.player(1).bird("forest", "Ovenbird").bird("grassland", "Wild Turkey")
    s.player(0).hand(played).food(**food)
    turn = _ask(s, f"play {played} in {habitat}")
    assert _offered(turn, "Ovenbird") is lays
    if lays:
        turn = turn.play(USE, until="answers")
        assert turn.options() == ["lay an egg on Ovenbird (forest 1)", "stop"]  # not the turkey
        turn = turn.play("lay an egg on Ovenbird")
        assert _bird(turn.state, cards, 1, "Ovenbird").eggs == 1


@pytest.mark.parametrize(
    ("played", "food", "draws"),
    [
        ("American Woodcock", {"invertebrate": 2, "seed": 1}, True),
        ("Cerulean Warbler", {"invertebrate": 1, "seed": 1}, False),
    ],
)
def test_the_grebe_draws_a_card_when_an_opponent_plays_a_bird_costing_three_food(
    cards, played, food, draws
):
    s = Scenario(players=2, cards=cards)
    s.player(1).bird("wetland", "Black-Necked Grebe")
    s.player(0).hand(played).food(**food)
    turn = _ask(s, f"play {played} in forest")
    assert _offered(turn, "Black-Necked Grebe") is draws
    if draws:
        turn = turn.play(USE, until="answers")
        assert len(turn.state.players[1].hand) == 1


@pytest.mark.parametrize(
    ("played", "habitat", "food", "gains"),
    [
        ("Cerulean Warbler", "forest", {"invertebrate": 1, "seed": 1}, True),
        ("Black Tern", "wetland", {"fish": 1}, False),
    ],
)
def test_the_wren_takes_a_die_when_an_opponent_plays_a_bird_with_a_white_power(
    cards, played, habitat, food, gains
):
    s = Scenario(players=2, cards=cards)
    s.player(1).bird("forest", "Eurasian Wren")
    s.player(0).hand(played).food(**food)
    s.feeder("fruit", "fruit", "fruit", "fruit", "fruit")
    turn = _ask(s, f"play {played} in {habitat}")
    assert _offered(turn, "Eurasian Wren") is gains
    if gains:
        turn = turn.play(USE, "take fruit", until="answers")
        assert turn.state.players[1].food[F.FRUIT] == 1


# --- pink: an opponent gains a food type, by any means (PK02) -----------------------------------


@pytest.mark.parametrize(("taken", "offered"), [("seed", True), ("fish", False)])
def test_the_blue_tit_gains_a_seed_when_an_opponent_takes_a_seed_from_the_feeder(
    cards, taken, offered
):
    s = Scenario(players=2, cards=cards)
    s.player(1).bird("forest", "Eurasian Blue Tit")
    s.feeder("seed", "fish", "fish", "fruit", "rodent")
    turn = _ask(s, "gain food", f"take {taken}")
    assert _offered(turn, "Eurasian Blue Tit") is offered
    if offered:
        turn = turn.play(USE, until="answers")
        assert turn.state.players[1].food[F.SEED] == 1


def test_the_blue_tit_is_offered_for_each_seed_and_used_at_most_once(cards):
    s = Scenario(players=2, cards=cards)
    s.player(1).bird("forest", "Eurasian Blue Tit")
    s.player(0).bird("forest", "Hooded Warbler").bird("forest", "Downy Woodpecker")
    s.feeder("seed", "seed", "fish", "fruit", "rodent")
    declined = _ask(s, "gain food", "take seed", "take seed", "skip")
    assert _offered(declined, "Eurasian Blue Tit")  # the second seed offers it again
    used = _ask(s, "gain food", "take seed", "take seed", USE)
    assert not _offered(used, "Eurasian Blue Tit")
    assert used.state.players[1].food[F.SEED] == 1


def test_the_song_thrush_answers_an_invertebrate_an_opponents_power_gains_from_the_supply(
    cards,
):
    """A gain by a power: the pink power is asked once that power is done."""
    s = Scenario(players=2, cards=cards)
    s.player(1).bird("forest", "Song Thrush")
    s.player(0).bird("forest", "Blood Pheasant")
    s.feeder("seed", "seed", "fish", "fruit", "rodent")  # no invertebrate shown
    turn = _ask(s, "gain food", "take seed", USE)  # the one type not shown
    assert _offered(turn, "Song Thrush")
    turn = turn.play(USE, until="answers")
    assert turn.state.players[1].food[F.INVERTEBRATE] == 1
