"""The Oceania birds of bonus cards, tucks, the tray, the deck and plays of another bird
(cards/oceania/birds-cards-and-plays.wsp): a scenario test per power, named after what its
printed text means (paraphrased). Brown powers run after the row's action on the Oceania mat
(the bird alone in its row: slot 2, its reset first skipped), white powers when the bird is
played, yellow ones at the game's end (9.2.7)."""

from __future__ import annotations

import pytest

from wingspan_rules import load_cards
from wingspan_rules.state import events as E
from wingspan_rules.testing import Scenario, view

SETS = ("core", "oceania")
USE = "use the power"
DRAW = ("draw cards", "draw from the deck", "draw from the deck")
DECK = ("American Robin", "Canada Goose", "Barn Owl", "Cedar Waxwing", "Song Sparrow")


@pytest.fixture(scope="module")
def cards():
    return load_cards(sets=SETS)


def _scenario(cards, players: int = 2) -> Scenario:
    return Scenario(players=players, cards=cards, sets=SETS)


def _me(turn, cards, p: int = 0):
    return view(turn.state, cards).player(p)


def _to_power(turn):
    """Answer the play's questions (its costs) with their first option until the bird's power
    is offered."""
    while not any(o.startswith(USE) for o in turn.options()):
        turn = turn.play(turn.options()[0], until="answers")
    return turn


# --- white: bonus cards ----------------------------------------------------------------------


def test_abbotts_booby_draws_three_bonus_cards_and_discards_two_of_all_it_holds(cards):
    """Abbott's Booby: 3 drawn, then 2 of the 4 held discarded: a card held before may go."""
    s = _scenario(cards)
    s.player(0).hand("Abbott's Booby").food(fish=2).bonus("Anatomist")
    s.bonus_deck_top("Forester", "Historian", "Falconer")
    turn = s.play("play Abbott's Booby in wetland", USE, until="answers")
    assert sorted(turn.options()) == sorted(
        f"keep {b}" for b in ("Anatomist", "Forester", "Historian", "Falconer")
    )
    turn = turn.play("keep Forester", "keep Historian", until="answers")
    assert sorted(_me(turn, cards).bonus) == ["Forester", "Historian"]
    assert {"Anatomist", "Falconer"} <= set(view(turn.state, cards).bonus_discard)


def test_kea_draws_one_bonus_card_and_one_more_per_food_discarded_keeping_one(cards):
    """Kea: 1 bonus card drawn; each food discarded draws 1 more; 1 of the 3 is kept."""
    s = _scenario(cards)
    s.player(0).hand("Kea").food(fruit=1, nectar=1, seed=2)
    s.bonus_deck_top("Forester", "Historian", "Falconer", "Anatomist")
    turn = _to_power(s.play("play Kea in forest", until="answers"))
    turn = turn.play(USE, until="answers")
    assert sorted(turn.options()) == ["discard 1 seed", "stop"]
    turn = turn.play("discard 1 seed", "discard 1 seed", until="answers")
    assert sorted(turn.options()) == ["keep Falconer", "keep Forester", "keep Historian"]
    turn = turn.play("keep Historian", until="answers")
    me = _me(turn, cards)
    assert me.bonus == ["Historian"] and me.food.get("seed", 0) == 0


def test_kea_may_stop_at_once_and_keeps_the_one_card_drawn(cards):
    s = _scenario(cards)
    s.player(0).hand("Kea").food(fruit=1, nectar=1, seed=1)
    s.bonus_deck_top("Forester", "Historian")
    turn = _to_power(s.play("play Kea in forest", until="answers"))
    turn = turn.play(USE, "stop", until="answers")
    me = _me(turn, cards)
    assert me.bonus == ["Forester"] and me.food.get("seed") == 1


def test_north_island_brown_kiwi_trades_a_bonus_card_for_two_of_four(cards):
    """North Island Brown Kiwi: a bonus card discarded, 4 drawn, 2 of them kept."""
    s = _scenario(cards)
    s.player(0).hand("North Island Brown Kiwi").food(invertebrate=2, seed=1).bonus("Anatomist")
    s.bonus_deck_top("Forester", "Historian", "Falconer", "Oologist")
    turn = s.play("play North Island Brown Kiwi in forest", USE, until="answers")
    turn = turn.play("keep Forester", "keep Oologist", until="answers")
    me = _me(turn, cards)
    assert sorted(me.bonus) == ["Forester", "Oologist"]
    assert "Anatomist" in view(turn.state, cards).bonus_discard


def test_north_island_brown_kiwi_without_a_bonus_card_draws_none(cards):
    s = _scenario(cards)
    s.player(0).hand("North Island Brown Kiwi").food(invertebrate=2, seed=1)
    turn = s.play("play North Island Brown Kiwi in forest", until="answers")
    assert USE not in turn.options()


def test_plains_wanderer_draws_a_bonus_card_per_grassland_bird_and_keeps_one(cards):
    """Plains-Wanderer: 2 grassland birds before it, itself the third: 3 drawn, 1 kept."""
    s = _scenario(cards)
    s.player(0).birds("grassland", "Killdeer", "Horned Lark").food(invertebrate=1, seed=1)
    s.player(0).bird("forest", "Blue Jay", eggs=2).hand("Plains-Wanderer")
    s.bonus_deck_top("Forester", "Historian", "Falconer", "Oologist")
    turn = s.play("play Plains-Wanderer in grassland", until="answers")
    turn = _to_power(turn)
    turn = turn.play(USE, until="answers")
    assert sorted(turn.options()) == ["keep Falconer", "keep Forester", "keep Historian"]
    turn = turn.play("keep Falconer", until="answers")
    assert _me(turn, cards).bonus == ["Falconer"]
    assert view(turn.state, cards).bonus_deck_top() == ["Oologist"]


def test_wrybill_keeps_one_card_of_the_bonus_discard_pile(cards):
    """Wrybill: the discarded bonus cards looked through, one kept, the others stay."""
    s = _scenario(cards)
    s.player(0).hand("Wrybill").food(invertebrate=1, fish=1)
    s.bonus_discard("Forester", "Historian")
    turn = s.play("play Wrybill in wetland", USE, until="answers")
    assert sorted(turn.options()) == ["keep Forester", "keep Historian"]
    turn = turn.play("keep Historian", until="answers")
    assert _me(turn, cards).bonus == ["Historian"]
    assert view(turn.state, cards).bonus_discard == ["Forester"]


def test_wrybill_with_an_empty_bonus_discard_pile_is_not_offered(cards):
    s = _scenario(cards)
    s.player(0).hand("Wrybill").food(invertebrate=1, fish=1)
    turn = s.play("play Wrybill in wetland", until="answers")
    assert USE not in turn.options()


# --- tucks from the deck behind each bird of a row -------------------------------------------


def test_welcome_swallow_tucks_a_card_from_the_deck_behind_each_bird_of_its_row(cards):
    """Welcome Swallow: played in the wetland beside 2 birds: a card tucked behind each of the
    3, itself included; the grassland's bird gets none."""
    s = _scenario(cards)
    s.player(0).birds("wetland", "Mallard", "Wood Duck").bird("grassland", "Killdeer")
    s.player(0).food(invertebrate=2).bird("forest", "Blue Jay", eggs=2).hand("Welcome Swallow")
    s.deck_top(*DECK)
    turn = s.play("play Welcome Swallow in wetland", until="answers")
    turn = _to_power(turn)
    turn = turn.play(USE, until="answers")
    me = _me(turn, cards)
    assert [me.bird(b).tucked for b in ("Mallard", "Wood Duck", "Welcome Swallow")] == [1, 1, 1]
    assert me.bird("Killdeer").tucked == 0


def _last_turn(cards) -> Scenario:
    """Round 4's last turn, player 1's: then the round and the game end."""
    s = _scenario(cards).round(4).first_player(0)
    s.turn(2 * 5 - 1)
    s.goals("Birds in grassland", "Birds in wetland", "Total birds", "Eggs in forest")
    s.goal_points((0, 0), (0, 0), (0, 0))
    return s


def _game_end(s: Scenario, *labels: str):
    """Player 1 takes the last turn; player 0 then answers ``labels`` at the game's end."""
    return s.script().play("gain food", "stop", *labels, until="answers")


def test_australasian_pipit_at_the_game_end_tucks_behind_each_grassland_bird(cards):
    """Australasian Pipit: at the game's end, a card from the deck behind each grassland bird,
    itself included (the forest's bird gets none)."""
    s = _last_turn(cards)
    s.player(0).birds("grassland", "Killdeer", "Australasian Pipit").bird("forest", "Blue Jay")
    s.deck_top(*DECK)
    done = _game_end(s, USE)
    me = _me(done, cards)
    assert me.bird("Killdeer").tucked == 1 and me.bird("Australasian Pipit").tucked == 1
    assert me.bird("Blue Jay").tucked == 0


# --- plays of another bird ignoring eggs of its cost -----------------------------------------


def _until_turn_ends(turn):
    """Answer the rest of the play (its costs) with the first option, up to the next turn."""
    while turn.options() and not turn.options()[0].startswith("gain food"):
        turn = turn.play(turn.options()[0], until="answers")
    return turn


@pytest.mark.parametrize(
    ("bird", "habitat", "other", "food"),
    [
        ("Australian Reed Warbler", "wetland", "Mallard", {"invertebrate": 1, "seed": 1}),
        ("Golden-Headed Cisticola", "grassland", "Killdeer", {"invertebrate": 2}),
        ("Grey Warbler", "forest", "Blue Jay", {"invertebrate": 1, "seed": 1, "fruit": 1}),
    ],
)
def test_another_bird_of_the_row_is_played_with_one_egg_off(cards, bird, habitat, other, food):
    """Reed Warbler, Cisticola, Grey Warbler: the bird is played first in its row (no egg
    cost); the next bird there costs 1 egg, which the power lets go unpaid (no egg on the
    mat)."""
    s = _scenario(cards)
    s.player(0).hand(bird, other).food(**food)
    turn = _to_power(s.play(f"play {bird} in {habitat}", until="answers")).play(
        USE, until="answers"
    )
    assert f"play {other} in {habitat}" in turn.options()
    turn = _until_turn_ends(turn.play(f"play {other} in {habitat}", until="answers"))
    me = _me(turn, cards)
    assert [b.name for b in me.birds] == [bird, other] and other not in me.hand


def test_a_discounted_play_still_pays_the_eggs_beyond_the_discount(cards):
    """Australian Reed Warbler second in the wetland (its space's egg paid): the third space
    costs 1 egg, none paid; the fourth costs 2, so a fourth bird would still cost 1."""
    s = _scenario(cards)
    s.player(0).bird("wetland", "Mallard", eggs=1).hand("Australian Reed Warbler", "Ruddy Duck")
    s.player(0).food(invertebrate=1, seed=1)
    turn = _to_power(s.play("play Australian Reed Warbler in wetland", until="answers"))
    assert _me(turn, cards).bird("Mallard").eggs == 0  # the Warbler's own space paid
    turn = _until_turn_ends(turn.play(USE, "play Ruddy Duck in wetland", until="answers"))
    me = _me(turn, cards)
    assert [b.name for b in me.birds] == ["Mallard", "Australian Reed Warbler", "Ruddy Duck"]


def test_no_discounted_play_is_offered_when_the_row_space_costs_more_eggs_than_are_held(cards):
    """Three wetland birds: the Warbler's space (the fourth) costs 2 eggs, paid; the fifth
    costs 2, 1 ignored, and no egg is left to pay the other: nothing to play."""
    s = _scenario(cards)
    s.player(0).birds("wetland", "Mallard", "Wood Duck").bird("wetland", "Canada Goose", eggs=2)
    s.player(0).hand("Australian Reed Warbler", "Ruddy Duck").food(invertebrate=1, seed=1)
    turn = s.play("play Australian Reed Warbler in wetland", until="answers")
    while turn.options() and not turn.options()[0].startswith("gain food"):
        assert not any(o.startswith(USE) for o in turn.options())
        turn = turn.play(turn.options()[0], until="answers")
    assert "Ruddy Duck" in _me(turn, cards).hand
    assert _me(turn, cards).bird("Canada Goose").eggs == 0  # both paid the Warbler's space


def test_grey_headed_mannikin_at_the_game_end_plays_a_bird_ignoring_one_egg(cards):
    """Grey-Headed Mannikin: at the game's end a bird played in any habitat, 1 egg of its
    space's cost not paid (no egg on the mat)."""
    s = _last_turn(cards)
    s.player(0).birds("grassland", "Killdeer", "Grey-Headed Mannikin")
    s.player(0).hand("Blue Jay").food(seed=1, fruit=1).bird("forest", "Downy Woodpecker")
    done = _game_end(s, USE, "play Blue Jay in forest")
    done = _until_turn_ends(done)
    me = _me(done, cards)
    assert "Blue Jay" not in me.hand and [b.name for b in me.birds][:2] == [
        "Downy Woodpecker",
        "Blue Jay",
    ]


def test_magpie_lark_discards_two_forest_eggs_to_play_a_grassland_bird_free_of_eggs(cards):
    """Magpie-Lark: 2 eggs of forest birds discarded (one from each of two birds), then a
    grassland bird played on a space costing 2 eggs, paying only its food."""
    s = _last_turn(cards)
    s.player(0).birds("grassland", "Killdeer", "Horned Lark", "Magpie-Lark")
    s.player(0).bird("forest", "Blue Jay", eggs=1).bird("forest", "Downy Woodpecker", eggs=1)
    s.player(0).hand("Eastern Bluebird").food(invertebrate=1, fruit=1)
    done = _until_turn_ends(_game_end(s, USE))
    me = _me(done, cards)
    assert me.bird("Blue Jay").eggs + me.bird("Downy Woodpecker").eggs == 0
    assert "Eastern Bluebird" not in me.hand and me.food == {}


# --- brown: the tray -------------------------------------------------------------------------


def _wetland(cards, bird: str, *deck: str) -> Scenario:
    """``bird`` alone in the wetland; the draw action takes the deck's 2 top cards (American
    Robin, Canada Goose), then ``deck`` is the deck's top."""
    s = _scenario(cards)
    s.player(0).bird("wetland", bird)
    s.deck_top("American Robin", "Canada Goose", *deck)
    return s


def _power(s: Scenario, *labels: str):
    """The draw action on the wetland (2 cards from the deck), then the row's power."""
    return s.play(*DRAW, USE, *labels, until="answers")


@pytest.mark.parametrize(
    ("bird", "nest", "other"),
    [
        ("Australian Shelduck", "Eastern Bluebird", "Mallard"),  # cavity
        ("Musk Duck", "Killdeer", "Blue Jay"),  # ground
        ("Royal Spoonbill", "Osprey", "Killdeer"),  # platform
        ("Willie-Wagtail", "Blue Jay", "Killdeer"),  # bowl
    ],
)
def test_a_tray_card_of_one_nest_is_drawn_after_an_optional_reset_or_refill(
    cards, bird, nest, other
):
    """Australian Shelduck, Musk Duck, Royal Spoonbill, Willie-Wagtail: with no reset or
    refill, only the tray's cards of the bird's nest (or a star nest) may be drawn."""
    s = _wetland(cards, bird)
    s.tray(nest, other, "Black Tern")  # Black Tern: a star nest
    turn = _power(s, "skip")
    assert sorted(turn.options()) == sorted(
        [f"draw {nest} from the tray", "draw Black Tern from the tray", "stop"]
    )
    turn = turn.play(f"draw {nest} from the tray", until="answers")
    assert nest in _me(turn, cards).hand


def test_the_tray_may_be_reset_first_and_a_new_card_of_the_nest_drawn(cards):
    """Australian Shelduck: the tray reset (its cards discarded, 3 new from the deck), then
    a cavity-nest card of the new tray drawn."""
    s = _wetland(cards, "Australian Shelduck", "Killdeer", "Eastern Bluebird", "Mallard")
    s.tray("Blue Jay", "Osprey", "Wood Duck")
    turn = _power(s, "yes", "yes")
    assert view(turn.state, cards).tray == ["Killdeer", "Eastern Bluebird", "Mallard"]
    assert sorted(turn.options()) == ["draw Eastern Bluebird from the tray", "stop"]
    assert {"Blue Jay", "Osprey", "Wood Duck"} <= set(view(turn.state, cards).discard)


def test_the_tray_may_be_refilled_first_when_a_slot_is_empty(cards):
    """Willie-Wagtail: a slot of the tray empty; refilled first, its new bowl-nest card may be
    drawn."""
    s = _wetland(cards, "Willie-Wagtail", "Blue Jay")
    s.tray("Killdeer", None, "Osprey")
    turn = _power(s, "yes", "skip", "yes")  # not the reset: the refill
    assert view(turn.state, cards).tray == ["Killdeer", "Blue Jay", "Osprey"]
    assert "draw Blue Jay from the tray" in turn.options()


def test_budgerigar_tucks_the_smallest_bird_of_the_tray(cards):
    """Budgerigar: of the tray, the smallest wingspan (Black-Chinned Hummingbird, 8 cm) is
    the only card it may tuck."""
    s = _wetland(cards, "Budgerigar")
    s.tray("Killdeer", "Black-Chinned Hummingbird", "Blue Jay")
    turn = _power(s)
    me = _me(turn, cards)
    assert me.bird("Budgerigar").tucked == 1
    assert "Black-Chinned Hummingbird" not in view(turn.state, cards).tray


def test_budgerigar_chooses_among_birds_tied_for_the_smallest(cards):
    s = _wetland(cards, "Budgerigar")
    s.tray("Killdeer", "Mourning Dove", "Blue Jay")  # 46, 46, 41 cm: Blue Jay alone
    s.tray("Killdeer", "Mourning Dove", "Osprey")  # 46, 46, 160: a tie
    turn = _power(s)
    assert sorted(turn.options()) == ["tuck Killdeer", "tuck Mourning Dove"]


def test_budgerigar_may_take_a_flightless_bird_as_the_smallest(cards):
    """A wild wingspan may be any (9.2.8): a flightless tray card is one of the smallest."""
    s = _wetland(cards, "Budgerigar")
    s.tray("Killdeer", "North Island Brown Kiwi", "Osprey")
    turn = _power(s)
    assert sorted(turn.options()) == ["tuck Killdeer", "tuck North Island Brown Kiwi"]


def test_cockatiel_pays_a_seed_to_tuck_a_chosen_tray_card(cards):
    """Cockatiel: a seed discarded, then any tray card tucked behind it."""
    s = _wetland(cards, "Cockatiel")
    s.player(0).food(seed=1)
    s.tray("Killdeer", "Osprey", "Blue Jay")
    turn = s.play(
        "draw cards", "skip", "draw from the deck", "draw from the deck", USE, until="answers"
    )
    assert sorted(turn.options()) == ["tuck Blue Jay", "tuck Killdeer", "tuck Osprey"]
    turn = turn.play("tuck Osprey", until="answers")
    me = _me(turn, cards)
    assert me.bird("Cockatiel").tucked == 1 and me.food == {}


def test_cockatiel_without_a_seed_is_not_offered(cards):
    s = _wetland(cards, "Cockatiel")
    s.tray("Killdeer", "Osprey", "Blue Jay")
    turn = s.play(*DRAW, until="answers")
    assert not any(o.startswith(USE) for o in turn.options())


def test_rufous_owl_hunts_a_tray_card_under_75_cm(cards):
    """Rufous Owl (a predator): only the tray cards under 75 cm may be tucked; one tucked is
    the hunt succeeding."""
    s = _scenario(cards)
    s.player(0).bird("forest", "Rufous Owl")
    s.feeder("fish", "fish", "fish", "rodent", "rodent")
    s.tray("Killdeer", "Osprey", "Mallard")  # 46, 160, 89 cm
    turn = s.play("gain food", "take fish", "take fish", USE, until="answers")
    assert _me(turn, cards).bird("Rufous Owl").tucked == 1  # the one card: no question
    assert view(turn.state, cards).tray[0] != "Killdeer"


# --- brown: a card of the deck tested ---------------------------------------------------------


def test_brown_falcon_tucks_a_card_whose_cost_shows_an_invertebrate_or_a_rodent(cards):
    s = _wetland(cards, "Brown Falcon", "Killdeer")  # invertebrate or seed
    turn = _power(s)
    assert _me(turn, cards).bird("Brown Falcon").tucked == 1


def test_brown_falcon_discards_a_card_without_either_food(cards):
    s = _wetland(cards, "Brown Falcon", "Osprey")  # fish
    turn = _power(s)
    assert _me(turn, cards).bird("Brown Falcon").tucked == 0
    assert "Osprey" in view(turn.state, cards).discard


def test_rufous_night_heron_tucks_a_card_that_can_live_in_the_wetland(cards):
    s = _wetland(cards, "Rufous Night-Heron", "Killdeer")  # grassland and wetland
    turn = _power(s)
    assert _me(turn, cards).bird("Rufous Night-Heron").tucked == 1
    s = _wetland(cards, "Rufous Night-Heron", "Blue Jay")  # forest only
    turn = _power(s)
    assert _me(turn, cards).bird("Rufous Night-Heron").tucked == 0
    assert "Blue Jay" in view(turn.state, cards).discard


# --- brown: cards looked at, one kept or tucked ------------------------------------------------


def test_grey_teal_keeps_or_tucks_a_wetland_bird_of_three_and_discards_the_rest(cards):
    """Grey Teal: of 3 cards, only the wetland birds may be kept or tucked; the others go."""
    s = _wetland(cards, "Grey Teal", "Blue Jay", "Mallard", "Killdeer")
    turn = _power(s)
    assert sorted(turn.options()) == sorted(
        ["keep Mallard", "keep Killdeer", "tuck Mallard", "tuck Killdeer"]
    )
    turn = turn.play("tuck Mallard", until="answers")
    me = _me(turn, cards)
    assert me.bird("Grey Teal").tucked == 1
    assert "Killdeer" not in me.hand and "Blue Jay" not in me.hand
    assert {"Killdeer", "Blue Jay"} <= set(view(turn.state, cards).discard)


def test_grey_teal_discards_all_three_with_no_wetland_bird_among_them(cards):
    s = _wetland(cards, "Grey Teal", "Blue Jay", "Eastern Bluebird", "Downy Woodpecker")
    turn = _power(s)
    me = _me(turn, cards)
    assert me.bird("Grey Teal").tucked == 0
    assert {"Blue Jay", "Eastern Bluebird", "Downy Woodpecker"} <= set(
        view(turn.state, cards).discard
    )


def test_australian_ibis_draws_two_of_the_shuffled_discard_pile_keeps_or_tucks_one(cards):
    """Australian Ibis: the discard pile shuffled, 2 of it drawn; 1 kept (or tucked), the other
    discarded again."""
    s = _wetland(cards, "Australian Ibis")
    s.discard("Blue Jay", "Killdeer")
    turn = _power(s)
    assert sorted(turn.options()) == sorted(
        ["keep Blue Jay", "keep Killdeer", "tuck Blue Jay", "tuck Killdeer"]
    )
    turn = turn.play("keep Blue Jay", until="answers")
    me = _me(turn, cards)
    assert "Blue Jay" in me.hand and me.bird("Australian Ibis").tucked == 0
    assert view(turn.state, cards).discard == ["Killdeer"]


def test_australian_ibis_with_an_empty_discard_pile_is_not_offered(cards):
    s = _wetland(cards, "Australian Ibis")
    turn = s.play(*DRAW, until="answers")
    assert not any(o.startswith(USE) for o in turn.options())


# --- brown: a neighbour's forest power copied (9.2.14) -----------------------------------------


@pytest.mark.parametrize(("bird", "neighbour"), [("Tūī", 1), ("Superb Lyrebird", 2)])
def test_a_brown_power_of_a_neighbours_forest_bird_is_copied(cards, bird, neighbour):
    """Tūī copies from the player to its left, Superb Lyrebird from the player to its right
    (3 players: 1 and 2): the copied Mourning Dove lays its egg on the copier."""
    s = _scenario(cards, players=3)
    s.player(0).bird("forest", bird)
    s.player(neighbour).bird("forest", "Mourning Dove")
    s.player(3 - neighbour).bird("forest", "California Quail")
    s.feeder("fish", "fish", "fish", "rodent", "rodent")
    turn = s.play("gain food", "take fish", "take fish", USE, "lay an egg on", until="answers")
    me = _me(turn, cards)
    assert me.bird(bird).eggs == 1
    assert view(turn.state, cards).player(neighbour).bird("Mourning Dove").eggs == 0


# --- white: a bird taking another's space (rules-expansions 9.2, Southern Cassowary) -----------


def _cassowary_power(turn):
    """Use the cassowary's power, laying every egg it offers on itself."""
    turn = _to_power(turn).play(USE, until="answers")
    while "lay an egg on Southern Cassowary (forest 1)" in turn.options():
        turn = turn.play("lay an egg on Southern Cassowary (forest 1)", until="answers")
    return turn


def _cassowary_table(cards) -> Scenario:
    s = _scenario(cards)
    s.player(0).hand("Southern Cassowary").food(fruit=2, seed=1)
    s.player(0).bird("forest", "Blue Jay", eggs=2, cached={"seed": 1}, tucked=2)
    s.player(0).bird("forest", "Downy Woodpecker")
    s.player(0).bird("grassland", "Killdeer", eggs=1)
    return s


def test_southern_cassowary_replaces_a_forest_bird_discarded_with_its_eggs_food_and_cards(cards):
    s = _cassowary_table(cards)
    before = s.build()
    jay = cards.bird_id("Blue Jay")
    tucked = before.players[0].mat[0][0].tucked
    turn = s.play("play Southern Cassowary in forest", until="answers")
    assert sorted(turn.options()) == [
        "pick Blue Jay (forest 1)",
        "pick Downy Woodpecker (forest 2)",
        "skip",
    ]
    turn = _cassowary_power(turn.play("pick Blue Jay (forest 1)", until="answers"))
    me = _me(turn, cards)
    assert me.row("forest") == ["Southern Cassowary", "Downy Woodpecker"]  # in its space
    assert me.bird("Killdeer").eggs == 1  # no egg paid for the cassowary
    assert me.bird("Southern Cassowary").eggs == 4  # if you do: 4 eggs, 2 fruit
    turn = turn.play("take 2")
    assert turn.state.players[0].food[3] == 2  # the 2 fruit paid, 2 gained
    discard = turn.state.tables[0].discard
    assert jay in discard and set(tucked) <= set(discard)
    replaced = turn.events(E.BirdReplaced)
    assert [(e.replaced, e.eggs, e.cached, e.tucked) for e in replaced] == [(jay, 2, 1, 2)]
    s.rules().check_state(turn.state)


def test_southern_cassowary_fills_a_full_forest_by_replacing(cards):
    s = _scenario(cards)
    s.player(0).hand("Southern Cassowary").food(fruit=3)
    s.player(0).birds("forest", "Blue Jay", "Downy Woodpecker", "Hermit Thrush")
    s.player(0).birds("forest", "Hooded Warbler", "Red Crossbill")
    turn = s.play(
        "play Southern Cassowary in forest", "pick Downy Woodpecker (forest 2)", until="answers"
    )
    turn = _to_power(turn).play(USE, until="answers")
    row = _me(turn, cards).row("forest")
    assert row[1] == "Southern Cassowary" and len(row) == 5
    assert "Downy Woodpecker" not in row


def test_southern_cassowary_in_an_empty_space_pays_its_eggs_and_gains_nothing(cards):
    s = _cassowary_table(cards)
    # skip the replacement, pay an egg: the turn ends with no power offered (the card's note)
    pay = "pay an egg from Killdeer (grassland 1)"
    turn = s.play("play Southern Cassowary in forest", "skip", pay)
    me = _me(turn, cards)
    assert me.row("forest") == ["Blue Jay", "Downy Woodpecker", "Southern Cassowary"]
    assert me.bird("Southern Cassowary").eggs == 0
    assert me.bird("Killdeer").eggs == 0
    assert turn.state.players[0].food[3] == 0  # no fruit gained


def test_southern_cassowary_still_pays_its_food_cost_when_replacing(cards):
    s = _scenario(cards)
    s.player(0).hand("Southern Cassowary").food(fruit=1, seed=1)
    s.player(0).bird("forest", "Blue Jay")
    moves = s.rules().legal_moves(s.build())
    assert cards.bird_id("Southern Cassowary") not in {getattr(m, "card", None) for m in moves}


def test_southern_cassowary_paused_on_its_choice_saves_and_resumes(cards):
    from wingspan_rules.saves.serialization import from_json, to_json

    s = _cassowary_table(cards)
    turn = s.play("play Southern Cassowary in forest", until="answers")
    rules = s.rules()
    loaded = from_json(to_json(turn.state), rules)
    assert loaded == turn.state
    assert rules.legal_moves(loaded) == rules.legal_moves(turn.state)
