"""Scenario tests for the core power templates T16-T30 and the pink templates P01-P04.

Template ids and their birds: ``reference/powers_analysis.md`` section 2; the rulings checked here
are rules reference sections 3.9-3.12 and 10 (cited in each test's name or comment).
"""

from __future__ import annotations

import wingspan_rules as ws
from wingspan_rules import frames as F
from wingspan_rules.state import events as E
from wingspan_rules.state.enums import Food, Habitat
from wingspan_rules.testing import Scenario, Script, assert_food, check_conservation, view


def _pink_offer(turn: Script, cards) -> tuple[int, str] | None:
    """(owner, bird name) of the pink power offered now, or None."""
    frame = turn.state.pending[-1] if turn.state.pending else None
    if not (isinstance(frame, F.OfferPower) and frame.pink):
        return None
    bird = turn.state.players[frame.player].mat[frame.habitat][frame.column]
    return frame.player, cards.birds[bird.card].name


def _laid(turn: Script, cards) -> list[tuple[int, str]]:
    return [(e.player, cards.birds[e.card].name) for e in turn.events(E.EggLaid)]


def _powers_used(turn: Script, cards) -> list[tuple[int, str]]:
    return [(e.player, cards.birds[e.card].name) for e in turn.events(E.PowerUsed)]


# --- T16: lay 1 egg on this bird ----------------------------------------------------------------


def test_t16_california_quail_lays_an_egg_on_itself(cards):
    s = Scenario(players=2, cards=cards)
    s.player(0).birds("grassland", "Wild Turkey", "California Quail")
    turn = s.play("lay eggs", "stop", "use the power", until="answers")
    # "this bird": the only place offered is the quail itself.
    assert turn.options() == ["lay an egg on California Quail (grassland 2)", "stop"]
    turn = turn.play("lay an egg on California Quail")
    me = view(turn.state, cards).player(0)
    assert me.bird("California Quail").eggs == 1
    assert me.bird("Wild Turkey").eggs == 0
    assert _laid(turn, cards) == [(0, "California Quail")]


def test_t16_a_full_bird_lays_no_egg_and_the_egg_is_lost(cards):
    # Rules 3.12 "lay" respects the egg limit; 10.1 #5 excess eggs are lost.
    s = Scenario(players=2, cards=cards, offers="legacy")
    s.player(0).bird("grassland", "Wild Turkey").bird("grassland", "Northern Bobwhite", eggs=6)
    turn = s.play("lay eggs", "stop", "use the power of Northern Bobwhite")
    me = view(turn.state, cards).player(0)
    assert me.bird("Northern Bobwhite").eggs == 6  # egg limit 6
    assert me.bird("Wild Turkey").eggs == 0  # the egg does not go elsewhere
    assert _laid(turn, cards) == []


# --- T17: lay 1 egg on any bird ----------------------------------------------------------------


def test_t17_bairds_sparrow_lays_on_any_of_your_birds_in_any_habitat(cards):
    s = Scenario(players=2, cards=cards)
    s.player(0).bird("grassland", "Baird's Sparrow").bird("forest", "Hooded Warbler")
    s.player(1).bird("forest", "Blue Jay")
    turn = s.play("lay eggs", "stop", "use the power", until="answers")
    # "any bird" is any bird on your own mat, this one included (rules 3.12), never an opponent's.
    assert sorted(turn.options()) == [
        "lay an egg on Baird's Sparrow (grassland 1)",
        "lay an egg on Hooded Warbler (forest 1)",
        "stop",
    ]
    turn = turn.play("lay an egg on Hooded Warbler")
    assert view(turn.state, cards).player(0).bird("Hooded Warbler").eggs == 1
    assert view(turn.state, cards).player(1).bird("Blue Jay").eggs == 0


def test_t17_any_bird_skips_full_birds(cards):
    s = Scenario(players=2, cards=cards)
    s.player(0).bird("grassland", "Chipping Sparrow").bird("forest", "Hooded Warbler", eggs=3)
    turn = s.play("lay eggs", "stop", "use the power", until="answers")
    assert turn.options() == ["lay an egg on Chipping Sparrow (grassland 1)", "stop"]


# --- T18: lay 1 egg on each of your birds with a [nest] nest -------------------------------------


def test_t18_bobolink_lays_on_each_ground_bird_star_included_full_skipped(cards):
    s = Scenario(players=2, cards=cards)
    p = s.player(0).hand("Bobolink").food(invertebrate=1, seed=2)
    p.bird("forest", "Wild Turkey", eggs=5)  # ground, full (limit 5)
    p.bird("forest", "Baltimore Oriole")  # star nest: counts as ground (rules 10.3 #23)
    p.bird("forest", "Hooded Warbler")  # bowl: not laid on
    p.bird("wetland", "Mallard")  # ground
    s.player(1).bird("wetland", "Spotted Sandpiper")  # an opponent's ground bird: not laid on
    turn = s.play("play Bobolink in grassland", "use the power", until="answers")
    # The birds are chosen in mat order, and the player may stop (rules 10.1 #1): lay on all.
    assert turn.options() == [
        "lay an egg on Baltimore Oriole (forest 2)",
        "lay an egg on Bobolink (grassland 1)",
        "lay an egg on Mallard (wetland 1)",
    ]
    turn = turn.play("Baltimore Oriole", "Bobolink", "Mallard")
    v = view(turn.state, cards)
    me = v.player(0)
    assert sorted(_laid(turn, cards)) == [(0, "Baltimore Oriole"), (0, "Bobolink"), (0, "Mallard")]
    assert me.bird("Bobolink").eggs == 1  # "each of your birds": this bird too
    assert me.bird("Wild Turkey").eggs == 5
    assert me.bird("Hooded Warbler").eggs == 0
    assert v.player(1).bird("Spotted Sandpiper").eggs == 0


def test_t18_inca_dove_lays_only_on_platform_birds(cards):
    s = Scenario(players=2, cards=cards)
    p = s.player(0).hand("Inca Dove").food(seed=2)
    p.birds("wetland", "Green Heron", "Mallard")  # platform, ground
    turn = s.play("play Inca Dove in grassland", "use the power", "Inca Dove", "Green Heron")
    assert sorted(_laid(turn, cards)) == [(0, "Green Heron"), (0, "Inca Dove")]


# --- T19: all players gain 1 [food] from the supply ----------------------------------------------


def test_t19_baltimore_oriole_every_player_gains_a_fruit_you_included(cards):
    s = Scenario(players=3, cards=cards)
    s.player(0).bird("forest", "Baltimore Oriole")
    s.player(2).food(fish=1)
    s.feeder("seed", "seed", "fish", "rodent", "invertebrate")
    turn = s.play("gain food", "take seed", "use the power")
    assert_food(turn.state, 0, seed=1, fruit=1)
    assert_food(turn.state, 1, fruit=1)
    assert_food(turn.state, 2, fish=1, fruit=1)
    gained = [(e.player, e.food, e.source) for e in turn.events(E.FoodGained)]
    assert sorted(g for g in gained if g[2] == "supply") == [
        (p, Food.FRUIT, "supply") for p in range(3)
    ]
    # From the supply: no die moves (rules 3.12).
    assert len(turn.events(E.DieTaken)) == 1


# --- T20: all players draw 1 [card] from the deck ------------------------------------------------


def test_t20_northern_shoveler_every_player_draws_one_card_from_the_deck(cards):
    s = Scenario(players=3, cards=cards)
    s.player(0).bird("wetland", "Northern Shoveler")
    s.tray("Killdeer", "Blue Jay", "Barn Owl")
    s.deck_top("Mallard", "Wild Turkey", "Hooded Warbler", "Canada Goose")
    turn = s.play("draw cards", "draw Killdeer from the tray", "use the power")
    v = view(turn.state, cards)
    hands = [v.player(i).hand for i in range(3)]
    assert len(hands[0]) == 2 and "Killdeer" in hands[0]
    assert len(hands[1]) == 1 and len(hands[2]) == 1
    drawn = [(e.player, cards.birds[e.card].name) for e in turn.events(E.CardDrawn)]
    power_draws = drawn[1:]
    assert sorted(p for p, _ in power_draws) == [0, 1, 2]
    # "from the deck": the three top cards, never the tray (the tray still has Blue Jay, Barn Owl).
    assert sorted(n for _, n in power_draws) == ["Hooded Warbler", "Mallard", "Wild Turkey"]
    assert all(e.source == "deck" for e in turn.events(E.CardDrawn)[1:])
    assert v.tray[1:] == ["Blue Jay", "Barn Owl"]
    check_conservation(turn.state, cards)


# --- T21: all players lay on a [nest] bird; you may lay on 1 additional bird ---------------------


def _lazuli_scenario(cards) -> Scenario:
    s = Scenario(players=2, cards=cards)
    s.player(0).bird("grassland", "Lazuli Bunting").bird("forest", "Hooded Warbler")
    s.player(0).bird("wetland", "Mallard")  # ground: never offered
    s.player(1).bird("forest", "Blue Jay").bird("forest", "Wild Turkey")  # bowl, ground
    return s


def test_t21_lazuli_bunting_all_players_lay_on_a_bowl_bird_of_their_own(cards):
    s = _lazuli_scenario(cards)
    turn = s.play(
        "lay eggs", "stop", "use the power", "lay an egg on Lazuli Bunting", until="answers"
    )
    # The opponent decides where their egg goes, among their own bowl birds only.
    assert ws.current_player(turn.state) == 1
    assert turn.options() == ["lay an egg on Blue Jay (forest 1)", "stop"]
    turn = turn.play("lay an egg on Blue Jay", "lay an egg on Hooded Warbler")
    v = view(turn.state, cards)
    assert v.player(1).bird("Blue Jay").eggs == 1
    assert v.player(1).bird("Wild Turkey").eggs == 0
    assert v.player(0).bird("Lazuli Bunting").eggs == 1
    assert v.player(0).bird("Hooded Warbler").eggs == 1
    assert v.player(0).bird("Mallard").eggs == 0


def test_t21_the_additional_egg_must_go_on_a_different_bird(cards):
    # Rules 10.1 #5: "1 additional bird" needs 2 different birds.
    s = _lazuli_scenario(cards)
    turn = s.play(
        "lay eggs",
        "stop",
        "use the power",
        "lay an egg on Lazuli Bunting",
        "lay an egg on Blue Jay",
        until="answers",
    )
    assert ws.current_player(turn.state) == 0
    assert turn.options() == ["lay an egg on Hooded Warbler (forest 1)", "stop"]


def test_t21_no_additional_egg_is_offered_when_the_first_bird_is_the_only_one(cards):
    s = Scenario(players=2, cards=cards)
    s.player(0).bird("forest", "Pileated Woodpecker")  # the only cavity bird
    s.player(1).bird("forest", "Carolina Chickadee")  # cavity
    s.feeder("seed", "seed", "fish", "rodent", "fruit")
    turn = s.play(
        "gain food",
        "take seed",
        "use the power",
        "lay an egg on Pileated Woodpecker",
        "lay an egg on Carolina Chickadee",
    )
    assert _laid(turn, cards) == [(0, "Pileated Woodpecker"), (1, "Carolina Chickadee")]


def test_t21_a_player_without_a_matching_bird_simply_lays_nothing(cards):
    s = Scenario(players=2, cards=cards)
    s.player(0).bird("grassland", "Western Meadowlark").bird("forest", "Wild Turkey")
    s.player(1).bird("forest", "Blue Jay")  # bowl only: no ground bird
    turn = s.play(
        "lay eggs",
        "stop",
        "use the power",
        "lay an egg on Western Meadowlark",
        "lay an egg on Wild Turkey",
    )
    assert _laid(turn, cards) == [(0, "Western Meadowlark"), (0, "Wild Turkey")]


# --- T22: each player gains 1 die, starting with the player of your choice -----------------------


def test_t22_annas_hummingbird_each_player_takes_a_die_starting_with_the_chosen_player(cards):
    s = Scenario(players=3, cards=cards)
    s.player(0).bird("forest", "Anna's Hummingbird")
    s.feeder("seed", "fish", "fruit", "rodent", "invertebrate")
    turn = s.play("gain food", "take seed", "use the power", "start with player 2", until="answers")
    assert ws.current_player(turn.state) == 2  # non-active players choose their own die
    turn = turn.play("take fish", until="answers")
    assert ws.current_player(turn.state) == 0  # clockwise: 2, 0, 1
    turn = turn.play("take fruit", until="answers")
    assert ws.current_player(turn.state) == 1
    turn = turn.play("take rodent")
    taken = [(e.player, e.food) for e in turn.events(E.DieTaken)]
    assert taken == [(0, Food.SEED), (2, Food.FISH), (0, Food.FRUIT), (1, Food.RODENT)]
    assert_food(turn.state, 0, seed=1, fruit=1)
    assert_food(turn.state, 1, rodent=1)
    assert_food(turn.state, 2, fish=1)


def test_t22_the_owner_may_start_with_any_player_themselves_included(cards):
    s = Scenario(players=3, cards=cards)
    s.player(0).bird("forest", "Ruby-Throated Hummingbird")
    s.feeder("seed", "fish", "fruit", "rodent", "invertebrate")
    turn = s.play("gain food", "take seed", "use the power", until="answers")
    assert sorted(turn.options()) == [
        "start with player 0",
        "start with player 1",
        "start with player 2",
    ]


# --- T23: the player(s) with the fewest birds in a habitat ---------------------------------------


def test_t23_hermit_thrush_only_the_player_with_fewest_forest_birds_gains_a_die(cards):
    s = Scenario(players=2, cards=cards)
    s.player(0).bird("forest", "Hermit Thrush")
    s.player(1).bird("wetland", "Mallard")  # 0 forest birds
    s.feeder("seed", "fish", "fruit", "rodent", "invertebrate")
    turn = s.play("gain food", "take seed", "use the power", until="answers")
    assert ws.current_player(turn.state) == 1
    turn = turn.play("take fish")
    assert_food(turn.state, 0, seed=1)  # the owner has more forest birds: nothing
    assert_food(turn.state, 1, fish=1)


def test_t23_american_bittern_every_tied_player_draws(cards):
    s = Scenario(players=3, cards=cards)
    s.player(0).bird("wetland", "American Bittern")
    s.player(1).bird("wetland", "Mallard")  # 1, tied with the owner
    s.player(2).birds("wetland", "Killdeer", "Canada Goose")  # 2: not the fewest
    s.tray("Blue Jay", "Barn Owl", "Wild Turkey")
    turn = s.play(
        "draw cards",
        "draw Blue Jay from the tray",
        "use the power",
        "draw from the deck",
        until="answers",
    )
    assert ws.current_player(turn.state) == 1
    turn = turn.play("draw Barn Owl from the tray")
    v = view(turn.state, cards)
    assert len(v.player(0).hand) == 2
    assert v.player(1).hand == ["Barn Owl"]
    assert v.player(2).hand == []


# --- T24: draft players + 1 cards -----------------------------------------------------------------


def test_t24_american_oystercatcher_draft_clockwise_and_the_owner_keeps_the_extra(cards):
    s = Scenario(players=3, cards=cards)
    s.player(0).hand("American Oystercatcher").food(invertebrate=2)
    s.tray("Killdeer", "Blue Jay", "Barn Owl")
    s.deck_top("Mallard", "Wild Turkey", "Hooded Warbler")
    turn = s.play(
        "play American Oystercatcher in wetland",
        "use the power",
        "draw Killdeer from the tray",
        "draw Barn Owl from the tray",
        "draw from the deck",
        "draw from the deck",
        until="answers",
    )
    # 4 cards laid out (3 players + 1), drawn in full (rules 10.1 #1: no "stop").
    assert sorted(turn.options()) == [
        "take Barn Owl",
        "take Killdeer",
        "take Mallard",
        "take Wild Turkey",
    ]
    assert ws.current_player(turn.state) == 0  # starting with you
    turn = turn.play("take Mallard", until="answers")
    assert ws.current_player(turn.state) == 1  # then clockwise
    turn = turn.play("take Killdeer", until="answers")
    assert ws.current_player(turn.state) == 2
    turn = turn.play("take Barn Owl")  # the owner keeps the last card
    v = view(turn.state, cards)
    assert sorted(v.player(0).hand) == ["Mallard", "Wild Turkey"]
    assert v.player(1).hand == ["Killdeer"]
    assert v.player(2).hand == ["Barn Owl"]
    # The tray slots emptied by the draft are refilled at the end of the turn.
    assert None not in v.tray and v.tray[1] == "Blue Jay"
    check_conservation(turn.state, cards)


# --- T25: move this bird if it is rightmost --------------------------------------------------------


def test_t25_bewicks_wren_moves_keeping_eggs_food_and_cards(cards):
    s = Scenario(players=2, cards=cards)
    p = s.player(0)
    p.bird("grassland", "Wild Turkey")
    p.bird("grassland", "Bewick's Wren", eggs=2, cached={"seed": 1}, tucked=1)
    p.bird("forest", "Hooded Warbler")
    s.player(1).bird("forest", "Eastern Kingbird")  # pink: another player plays in forest
    turn = s.play("lay eggs", "stop", "use the power", until="answers")
    assert sorted(turn.options()) == ["move to forest", "move to wetland"]
    turn = turn.play("move to forest")
    v = view(turn.state, cards)
    me = v.player(0)
    assert me.row("grassland") == ["Wild Turkey"]
    assert me.row("forest") == ["Hooded Warbler", "Bewick's Wren"]  # leftmost free slot
    wren = me.bird("Bewick's Wren")
    assert (wren.eggs, wren.cached, wren.tucked) == (2, {"seed": 1}, 1)
    assert [(e.habitat, e.column) for e in turn.events(E.BirdMoved)] == [(Habitat.FOREST, 1)]
    # Moving is not playing: no cost, no cube, no BirdPlayed, no pink trigger (rules 10.2 #15).
    assert turn.events(E.BirdPlayed) == [] and turn.events(E.EggPaid) == []
    assert turn.state.players[0].cubes_used == 1
    assert _powers_used(turn, cards) == [(0, "Bewick's Wren")]
    assert_food(turn.state, 1)


def test_t25_the_rest_of_the_row_still_activates_after_the_move(cards):
    s = Scenario(players=2, cards=cards)
    s.player(0).birds("grassland", "California Quail", "White-Crowned Sparrow")
    turn = s.play("lay eggs", "stop", "use the power", "move to wetland", until="answers")
    assert turn.options() == ["use the power of California Quail (grassland 1)", "skip"]
    turn = turn.play("use the power", "lay an egg on California Quail")
    me = view(turn.state, cards).player(0)
    assert me.row("wetland") == ["White-Crowned Sparrow"]
    assert me.bird("California Quail").eggs == 1


def test_t25_a_bird_that_is_not_rightmost_does_not_move(cards):
    s = Scenario(players=2, cards=cards, offers="legacy")
    s.player(0).birds("grassland", "Lincoln's Sparrow", "Wild Turkey")
    turn = s.play("lay eggs", "stop", "use the power")
    assert turn.events(E.BirdMoved) == []
    assert view(turn.state, cards).player(0).row("grassland") == [
        "Lincoln's Sparrow",
        "Wild Turkey",
    ]


def test_t25_a_bird_cannot_move_into_a_full_habitat(cards):
    s = Scenario(players=2, cards=cards)
    s.player(0).birds(
        "forest", "Hooded Warbler", "Blue Jay", "Wild Turkey", "Carolina Wren", "Downy Woodpecker"
    )
    s.player(0).bird("grassland", "Song Sparrow")
    turn = s.play("lay eggs", "stop", "use the power")  # forest full: wetland is the only choice
    assert view(turn.state, cards).player(0).row("wetland") == ["Song Sparrow"]
    assert view(turn.state, cards).player(0).row("grassland") == []


def test_t25_a_moved_bird_does_not_use_a_white_power_or_trigger_a_pink_one(cards):
    s = Scenario(players=2, cards=cards)
    s.player(0).bird("grassland", "Chimney Swift")
    s.player(1).bird("wetland", "Belted Kingfisher")  # pink: another player plays in wetland
    s.player(1).bird("forest", "Eastern Kingbird")  # pink: another player plays in forest
    turn = s.play("lay eggs", "stop", "use the power", "move to wetland")
    assert view(turn.state, cards).player(0).row("wetland") == ["Chimney Swift"]
    assert not any(isinstance(f, F.OfferPower) and f.pink for f in turn.state.pending)
    assert [e.player for e in turn.events(E.PowerUsed)] == [0]


# --- T26: repeat a brown power on another bird in this habitat ----------------------------------


def test_t26_gray_catbird_repeats_a_power_on_its_left_and_the_food_lands_on_the_target(cards):
    s = Scenario(players=2, cards=cards)
    s.player(0).birds("forest", "Carolina Chickadee", "Gray Catbird")
    s.feeder("seed", "fish", "fruit", "rodent", "invertebrate")
    turn = s.play("gain food", "take fish", "stop", "use the power", until="answers")
    assert turn.options() == ["repeat Carolina Chickadee (forest 1)", "skip"]
    turn = turn.play("repeat Carolina Chickadee", "use the power")  # then the chickadee itself
    me = view(turn.state, cards).player(0)
    assert me.bird("Carolina Chickadee").cached == {"seed": 2}
    assert me.bird("Gray Catbird").cached == {}  # the repeating bird gains nothing itself


def test_t26_northern_mockingbird_repeats_a_bird_on_its_right_that_already_ran(cards):
    s = Scenario(players=2, cards=cards)
    s.player(0).birds("grassland", "Northern Mockingbird", "California Quail")
    turn = s.play(
        "lay eggs",
        "stop",
        "use the power of California Quail",
        "lay an egg on California Quail",
        "use the power",
        until="answers",
    )
    assert turn.options() == ["repeat California Quail (grassland 2)", "skip"]
    turn = turn.play("repeat California Quail", "lay an egg on California Quail")
    me = view(turn.state, cards).player(0)
    assert me.bird("California Quail").eggs == 2
    assert me.bird("Northern Mockingbird").eggs == 0


def test_t26_only_brown_powers_in_the_same_habitat_can_be_repeated(cards):
    s = Scenario(players=2, cards=cards)
    p = s.player(0)
    p.birds("forest", "Hooded Warbler", "Downy Woodpecker", "Blue Jay", "Gray Catbird")
    p.bird("wetland", "Mallard")  # brown, but in another habitat
    s.feeder("seed", "fish", "fruit", "rodent", "invertebrate")
    turn = s.play("gain food", "take fish", "stop", "use the power", until="answers")
    # No power (Hooded Warbler), white power (Downy Woodpecker), another habitat (Mallard): out.
    assert turn.options() == ["repeat Blue Jay (forest 3)", "skip"]


# --- T27: repeat 1 predator power in this habitat ------------------------------------------------


def _merganser_scenario(cards) -> Scenario:
    s = Scenario(players=2, cards=cards)
    s.player(0).birds("wetland", "Northern Harrier", "Mallard", "Hooded Merganser")
    s.tray("Killdeer", "Blue Jay", "Barn Owl")
    s.deck_top("Hooded Warbler")  # wingspan 18 cm < 75 cm: the hunt succeeds
    return s


def test_t27_hooded_merganser_repeats_only_a_predator_power(cards):
    s = _merganser_scenario(cards)
    turn = s.play(
        "draw cards", "draw Killdeer from the tray", "stop", "use the power", until="answers"
    )
    assert turn.options() == ["repeat Northern Harrier (wetland 1)", "skip"]
    turn = turn.play("repeat Northern Harrier", "skip", "skip")
    me = view(turn.state, cards).player(0)
    assert me.bird("Northern Harrier").tucked == 1  # tucked on the target
    assert me.bird("Hooded Merganser").tucked == 0
    assert [cards.birds[e.tucked].name for e in turn.events(E.CardTucked)] == ["Hooded Warbler"]


def test_t27_a_repeated_predator_success_counts_as_a_predator_success(cards):
    # Rules 3.11 / 10.2 #12: a successful repeated predator is a predator success (P04 fires).
    s = _merganser_scenario(cards)
    s.player(1).bird("forest", "Black Vulture")
    s.feeder("seed", "fish", "fruit", "rodent", "invertebrate")
    turn = s.play(
        "draw cards",
        "draw Killdeer from the tray",
        "stop",
        "use the power",
        "repeat Northern Harrier",
        until="answers",
    )
    assert [(e.player, cards.birds[e.card].name) for e in turn.events(E.PredatorSucceeded)] == [
        (0, "Northern Harrier")
    ]
    assert _pink_offer(turn, cards) == (1, "Black Vulture")
    turn = turn.play("use the power", "take rodent", "skip", "skip")
    assert_food(turn.state, 1, rodent=1)


# --- T28: trade 1 [wild] for any other type -------------------------------------------------------


def test_t28_green_heron_trades_one_food_for_a_different_type(cards):
    s = Scenario(players=2, cards=cards)
    s.player(0).bird("wetland", "Green Heron").food(fish=1, seed=1)
    s.tray("Killdeer", "Blue Jay", "Barn Owl")
    turn = s.play(
        "draw cards",
        "draw Killdeer from the tray",
        "use the power",
        "discard 1 fish",
        until="answers",
    )
    assert sorted(turn.options()) == [
        "choose fruit",
        "choose invertebrate",
        "choose rodent",
        "choose seed",
    ]  # any *other* type
    turn = turn.play("choose rodent")
    assert_food(turn.state, 0, seed=1, rodent=1)
    assert [e.source for e in turn.events(E.FoodGained)] == ["supply"]


# --- T29: play an additional bird -----------------------------------------------------------------


def test_t29_great_blue_heron_plays_another_bird_paying_eggs_and_food_with_2_for_1(cards):
    s = Scenario(players=2, cards=cards)
    p = s.player(0).hand("Great Blue Heron", "Mallard")
    p.food(invertebrate=1, fish=2, rodent=1)
    p.bird("forest", "Hooded Warbler", eggs=1)
    turn = s.play(
        "play Great Blue Heron in wetland",
        "pay 1 invertebrate, 1 fish",
        "use the power",
        "play Mallard in wetland",
    )
    me = view(turn.state, cards).player(0)
    assert me.row("wetland") == ["Great Blue Heron", "Mallard"]
    assert me.bird("Hooded Warbler").eggs == 0  # column 2 costs 1 egg
    assert_food(turn.state, 0)  # Mallard's 1 seed paid with fish + rodent (2-for-1)
    assert [cards.birds[e.card].name for e in turn.events(E.BirdPlayed)] == [
        "Great Blue Heron",
        "Mallard",
    ]
    # Only the bird played as the action used a cube (rules 10.2 #14).
    assert turn.state.players[0].cubes_used == 1
    assert len(turn.events(E.ActionChosen)) == 1


def test_t29_only_birds_for_the_named_habitat_are_offered(cards):
    s = Scenario(players=2, cards=cards)
    p = s.player(0).hand("Downy Woodpecker", "Blue Jay", "Mallard", "Wild Turkey")
    p.food(seed=4, fruit=2, invertebrate=1).bird("grassland", "Killdeer", eggs=1)
    turn = s.play(
        "play Downy Woodpecker in forest", "pay 1 fruit", "use the power", until="answers"
    )
    # Mallard lives only in wetland; Wild Turkey may go in the grassland but not this time.
    assert sorted(turn.options()) == [
        "play Blue Jay in forest",
        "play Wild Turkey in forest",
        "skip",
    ]


def test_t29_house_wren_plays_into_its_own_habitat(cards):
    s = Scenario(players=2, cards=cards)
    s.player(0).hand("House Wren", "Wild Turkey").food(invertebrate=1, seed=2, fruit=1)
    s.player(0).bird("wetland", "Mallard", eggs=1)  # pays the second slot's egg
    turn = s.play(
        "play House Wren in grassland", "pay 1 invertebrate", "use the power", until="answers"
    )
    assert turn.options() == ["play Wild Turkey in grassland", "skip"]
    turn = turn.play("play Wild Turkey in grassland")
    assert view(turn.state, cards).player(0).row("grassland") == ["House Wren", "Wild Turkey"]
    assert view(turn.state, cards).player(0).row("forest") == []
    assert view(turn.state, cards).player(0).bird("Mallard").eggs == 0


def test_t29_a_bird_whose_cost_cannot_be_paid_is_not_offered(cards):
    s = Scenario(players=2, cards=cards, offers="legacy")
    # After the bluebird, 1 invertebrate is left: Wild Turkey (2 seed + fruit) is unaffordable,
    # and the second grassland slot costs an egg that nobody has.
    s.player(0).hand("Eastern Bluebird", "Wild Turkey", "Killdeer").food(invertebrate=2, fruit=1)
    turn = s.play("play Eastern Bluebird in grassland", "use the power")
    assert view(turn.state, cards).player(0).row("grassland") == ["Eastern Bluebird"]
    assert turn.events(E.PowerUsed) != []  # the power was used, and had nothing to play


def test_t29_the_extra_birds_white_power_runs(cards):
    s = Scenario(players=2, cards=cards)
    s.player(0).hand("Downy Woodpecker", "Carolina Wren").food(seed=1, fruit=1)
    s.player(0).bird("grassland", "Wild Turkey", eggs=1)
    s.deck_top("Mallard", "Killdeer")
    turn = s.play(
        "play Downy Woodpecker in forest",
        "pay 1 seed",
        "use the power",
        "play Carolina Wren in forest",
        until="answers",
    )
    assert turn.options() == ["use the power of Carolina Wren (forest 2)", "skip"]
    turn = turn.play("use the power", "draw from the deck", "draw from the deck")
    assert sorted(view(turn.state, cards).player(0).hand) == ["Killdeer", "Mallard"]


def test_t29_an_extra_bird_may_chain_another_play(cards):
    s = Scenario(players=2, cards=cards)
    p = s.player(0).hand("Downy Woodpecker", "Tufted Titmouse", "Hooded Warbler")
    p.food(seed=2, invertebrate=2).bird("grassland", "Wild Turkey", eggs=3)
    turn = s.play(
        "play Downy Woodpecker in forest",
        "pay 1 seed",
        "use the power",
        "play Tufted Titmouse in forest",
        "pay 1 seed",
        "use the power",
        "play Hooded Warbler in forest",
    )
    assert view(turn.state, cards).player(0).row("forest") == [
        "Downy Woodpecker",
        "Tufted Titmouse",
        "Hooded Warbler",
    ]
    assert turn.state.players[0].cubes_used == 1


# --- T30: draw 2 bonus cards, keep 1 --------------------------------------------------------------


def test_t30_atlantic_puffin_draws_two_bonus_cards_and_keeps_one(cards):
    s = Scenario(players=2, cards=cards)
    s.player(0).hand("Atlantic Puffin").food(fish=3).bonus("Anatomist")
    state = s.build()
    top = [cards.bonus_cards[i].name for i in state.table.bonus_deck[:2]]
    turn = Script(state).play("play Atlantic Puffin in wetland", "use the power", until="answers")
    assert sorted(turn.options()) == sorted(f"keep {name}" for name in top)
    turn = turn.play(f"keep {top[1]}")
    me = view(turn.state, cards).player(0)
    assert sorted(me.bonus) == sorted(["Anatomist", top[1]])
    assert [cards.bonus_cards[i].name for i in turn.state.table.bonus_discard] == [top[0]]
    assert turn.state.table.bonus_deck == state.table.bonus_deck[2:]
    check_conservation(turn.state, cards)


# --- P01: another player plays a bird in [habitat] ------------------------------------------------


def test_p01_eastern_kingbird_gains_an_invertebrate_when_another_player_plays_in_forest(cards):
    s = Scenario(players=2, cards=cards)
    s.player(1).bird("forest", "Eastern Kingbird")
    s.player(0).hand("Blue Jay").food(seed=1, fruit=1)
    turn = s.play("play Blue Jay in forest", until="answers")
    assert _pink_offer(turn, cards) == (1, "Eastern Kingbird")
    turn = turn.play("use the power")
    assert_food(turn.state, 1, invertebrate=1)


def test_p01_does_not_fire_for_a_bird_played_in_another_habitat(cards):
    s = Scenario(players=2, cards=cards)
    s.player(1).bird("forest", "Eastern Kingbird")
    s.player(0).hand("Wild Turkey").food(seed=2, fruit=1)
    turn = s.play("play Wild Turkey in grassland")  # strict: any pink offer would be unanswered
    assert_food(turn.state, 1)


def test_p01_horned_lark_tucks_a_card_from_hand(cards):
    s = Scenario(players=2, cards=cards)
    s.player(1).bird("grassland", "Horned Lark").hand("Mallard")
    s.player(0).hand("Wild Turkey").food(seed=2, fruit=1)
    turn = s.play("play Wild Turkey in grassland", "use the power")
    lark = view(turn.state, cards).player(1).bird("Horned Lark")
    assert lark.tucked == 1
    assert view(turn.state, cards).player(1).hand == []


def test_p01_fires_for_a_bird_played_through_a_t29_power(cards):
    # Rules 3.9 / 10.2 #14: a bird played through "play an additional bird" is a bird played.
    s = Scenario(players=2, cards=cards)
    s.player(1).bird("wetland", "Belted Kingfisher")
    s.player(0).hand("Great Blue Heron", "Mallard").food(invertebrate=1, fish=1, seed=1)
    s.player(0).bird("forest", "Hooded Warbler", eggs=1)
    turn = s.play("play Great Blue Heron in wetland", until="answers")
    assert _pink_offer(turn, cards) == (1, "Belted Kingfisher")  # for the heron: declined
    turn = turn.play("skip", "use the power", "play Mallard in wetland", until="answers")
    assert _pink_offer(turn, cards) == (1, "Belted Kingfisher")  # again, for the Mallard
    assert turn.state.pending[-1].trigger.card == cards.bird_id("Mallard")
    turn = turn.play("use the power", until="answers")
    assert_food(turn.state, 1, fish=1)


def test_p01_fires_at_most_once_when_two_birds_are_played_in_one_turn(cards):
    # Rules 3.9: at most once between the owner's turns, even if the trigger happens twice.
    s = Scenario(players=2, cards=cards)
    s.player(1).bird("wetland", "Belted Kingfisher")
    s.player(0).hand("Great Blue Heron", "Mallard").food(invertebrate=1, fish=1, seed=1)
    s.player(0).bird("forest", "Hooded Warbler", eggs=1)
    turn = s.play(
        "play Great Blue Heron in wetland",
        "use the power",  # the Kingfisher answers the heron, before its white power
        "use the power",
        "play Mallard in wetland",
        until="answers",
    )
    assert _pink_offer(turn, cards) is None  # the Mallard's offer lapsed
    assert [e.player for e in turn.events(E.PowerUsed)] == [1, 0]
    assert_food(turn.state, 1, fish=1)


# --- P02: another player's gain-food action gained a rodent ---------------------------------------


def test_p02_loggerhead_shrike_caches_a_rodent_before_the_brown_powers(cards):
    s = Scenario(players=2, cards=cards)
    s.player(1).bird("grassland", "Loggerhead Shrike")
    s.player(0).bird("forest", "Blue-Gray Gnatcatcher")  # a brown forest power
    s.feeder("rodent", "fish", "fruit", "seed", "invertebrate")
    turn = s.play("gain food", "take rodent", until="answers")
    # Pink timing (rules 3.9): after the mat benefit, before the active player's brown powers.
    assert _pink_offer(turn, cards) == (1, "Loggerhead Shrike")
    turn = turn.play("use the power", until="answers")
    assert turn.options() == ["use the power of Blue-Gray Gnatcatcher (forest 1)", "skip"]
    turn = turn.play("skip")
    assert view(turn.state, cards).player(1).bird("Loggerhead Shrike").cached == {"rodent": 1}
    assert_food(turn.state, 1)  # cached from the supply, not gained


def test_p02_a_rodent_from_the_forest_conversion_is_gained_by_the_action(cards):
    # Rules 3.4: the optional conversion (discard a card for a die) is part of the action.
    s = Scenario(players=2, cards=cards)
    s.player(1).bird("wetland", "Loggerhead Shrike")
    s.player(0).bird("forest", "Hooded Warbler").hand("Mallard")
    s.feeder("seed", "fish", "fruit", "rodent", "invertebrate")
    turn = s.play("gain food", "take seed", "discard Mallard", "take rodent", until="answers")
    assert _pink_offer(turn, cards) == (1, "Loggerhead Shrike")


def test_p02_does_not_fire_without_a_rodent_from_the_action(cards):
    s = Scenario(players=2, cards=cards)
    s.player(1).bird("grassland", "Loggerhead Shrike")
    # American Crow's brown power gains a rodent after the action: not "gained by the action".
    s.player(0).bird("forest", "Hooded Warbler", eggs=1).bird("forest", "American Crow")
    s.feeder("seed", "seed", "fruit", "rodent", "invertebrate")
    turn = s.play("gain food", "take seed", "take fruit", "use the power", "choose rodent")
    assert_food(turn.state, 0, seed=1, fruit=1, rodent=1)
    assert view(turn.state, cards).player(1).bird("Loggerhead Shrike").cached == {}


def test_p02_does_not_fire_on_another_action(cards):
    s = Scenario(players=2, cards=cards)
    s.player(1).bird("grassland", "Loggerhead Shrike")
    s.player(0).hand("Ferruginous Hawk").food(rodent=2)
    turn = s.play("play Ferruginous Hawk in grassland")
    assert view(turn.state, cards).player(1).bird("Loggerhead Shrike").cached == {}


# --- P03: another player's lay-eggs action ----------------------------------------------------------


def test_p03_american_avocet_lays_on_another_ground_bird_of_its_owner(cards):
    s = Scenario(players=2, cards=cards)
    s.player(1).bird("wetland", "American Avocet").bird("wetland", "Mallard")
    s.player(1).bird("forest", "Blue Jay")  # bowl: not offered
    s.player(0).bird("grassland", "Wild Turkey")  # the active player's ground bird: not offered
    turn = s.play("lay eggs", "stop", until="answers")
    assert _pink_offer(turn, cards) == (1, "American Avocet")
    turn = turn.play("use the power", until="answers")
    # "another bird": not the avocet itself; own mat only (rules 10.2 #18).
    assert turn.options() == ["lay an egg on Mallard (wetland 2)", "stop"]
    turn = turn.play("lay an egg on Mallard")
    assert _laid(turn, cards) == [(1, "Mallard")]


def test_p03_bronzed_cowbird_lays_on_any_bowl_bird_and_resolves_before_brown_powers(cards):
    s = Scenario(players=2, cards=cards)
    s.player(1).bird("grassland", "Bronzed Cowbird").bird("forest", "Blue Jay")
    s.player(0).bird("grassland", "California Quail")
    turn = s.play("lay eggs", "lay an egg on California Quail", "stop", until="answers")
    assert _pink_offer(turn, cards) == (1, "Bronzed Cowbird")
    turn = turn.play("use the power", "lay an egg on Blue Jay", until="answers")
    assert turn.options() == ["use the power of California Quail (grassland 1)", "skip"]
    turn = turn.play("use the power", "lay an egg on California Quail")
    assert _laid(turn, cards) == [
        (0, "California Quail"),
        (1, "Blue Jay"),
        (0, "California Quail"),
    ]


def test_p03_is_not_triggered_by_eggs_laid_by_a_power(cards):
    # "takes the lay eggs action": a brown/white egg power is not the action.
    s = Scenario(players=2, cards=cards)
    s.player(1).bird("grassland", "Brown-Headed Cowbird").bird("forest", "Blue Jay")
    s.player(0).hand("Bobolink").food(invertebrate=1, seed=2)
    turn = s.play("play Bobolink in grassland", "use the power")
    assert _laid(turn, cards) == [(0, "Bobolink")]


def test_p03_fires_at_most_once_between_the_owners_turns(cards):
    s = Scenario(players=3, cards=cards).first_player(2)  # order: 2, 0, then the owner 1
    s.player(1).bird("forest", "Yellow-Billed Cuckoo").bird("forest", "Blue Jay")
    s.player(1).bird("grassland", "Bronzed Cowbird")
    turn = Script(s.build()).play("lay eggs", until="answers")  # player 2: no birds, eggs lost
    offered = []
    while (offer := _pink_offer(turn, cards)) is not None:  # both birds, in either order
        offered.append(offer)
        if offer[1] == "Yellow-Billed Cuckoo":
            turn = turn.play("use the power", "lay an egg on Blue Jay", until="answers")
        else:
            turn = turn.play("skip", until="answers")
    assert sorted(offered) == [(1, "Bronzed Cowbird"), (1, "Yellow-Billed Cuckoo")]
    assert ws.current_player(turn.state) == 0  # player 2's turn is over
    assert _laid(turn, cards) == [(1, "Blue Jay")]
    # Player 0 lays eggs: the cuckoo was used in this window; the declined cowbird may still fire.
    turn = turn.play("lay eggs", until="answers")
    assert ws.current_player(turn.state) == 1
    assert turn.options() == ["use the power of Bronzed Cowbird (grassland 1)", "skip"]
    turn = turn.play("skip")
    assert _powers_used(turn, cards) == [(1, "Yellow-Billed Cuckoo")]


def test_p03_never_fires_on_its_owners_turn(cards):
    s = Scenario(players=2, cards=cards)
    s.player(0).bird("wetland", "American Avocet").bird("wetland", "Mallard")
    turn = s.play("lay eggs", "lay an egg on Mallard", "stop")
    assert _powers_used(turn, cards) == []


# --- P04: another player's predator succeeds -------------------------------------------------------


def test_p04_turkey_vulture_gains_a_die_when_another_players_predator_succeeds(cards):
    s = Scenario(players=2, cards=cards)
    s.player(1).bird("forest", "Turkey Vulture")
    s.player(0).bird("forest", "Barred Owl")
    s.feeder("seed", "fish", "fruit", "rodent", "invertebrate")
    s.deck_top("Hooded Warbler")  # 18 cm < 75 cm
    turn = s.play("gain food", "take seed", "use the power", until="answers")
    assert _pink_offer(turn, cards) == (1, "Turkey Vulture")
    turn = turn.play("use the power", "take fish")
    assert_food(turn.state, 1, fish=1)
    assert view(turn.state, cards).player(0).bird("Barred Owl").tucked == 1


def test_p04_fires_once_even_when_two_predators_succeed_in_one_turn(cards):
    # Rules 3.9: the vulture answers the repeated hunt, then stays used for the printed one.
    s = _merganser_scenario(cards)
    s.deck_top("Killdeer")  # the second card revealed: 46 cm < 75 cm
    s.tray("Blue Jay", "Barn Owl", "Wild Turkey")
    s.player(1).bird("forest", "Turkey Vulture")
    s.feeder("seed", "fish", "fruit", "rodent", "invertebrate")
    turn = s.play(
        "draw cards",
        "draw Blue Jay from the tray",
        "stop",
        "use the power",
        "repeat Northern Harrier",
        "use the power",  # the vulture
        "take rodent",
        "skip",  # Mallard
        "use the power of Northern Harrier",
    )
    assert len(turn.events(E.PredatorSucceeded)) == 2
    assert view(turn.state, cards).player(0).bird("Northern Harrier").tucked == 2
    assert [e.player for e in turn.events(E.PowerUsed)] == [0, 0, 1, 0]
    assert_food(turn.state, 1, rodent=1)


def test_p04_a_failed_hunt_triggers_nothing(cards):
    s = Scenario(players=2, cards=cards)
    s.player(1).bird("forest", "Black Vulture")
    s.player(0).bird("forest", "Barred Owl")
    s.feeder("seed", "fish", "fruit", "rodent", "invertebrate")
    s.deck_top("Trumpeter Swan")  # 203 cm: discarded
    turn = s.play("gain food", "take seed", "use the power")
    assert turn.events(E.PredatorSucceeded) == []
    assert view(turn.state, cards).discard == ["Trumpeter Swan"]
    assert_food(turn.state, 1)


def test_p04_never_fires_for_its_owners_own_predator(cards):
    s = Scenario(players=2, cards=cards)
    s.player(0).bird("forest", "Barred Owl").bird("grassland", "Black-Billed Magpie")
    s.feeder("seed", "fish", "fruit", "rodent", "invertebrate")
    s.deck_top("Hooded Warbler")
    turn = s.play("gain food", "take seed", "use the power")
    assert len(turn.events(E.PredatorSucceeded)) == 1
    assert _powers_used(turn, cards) == [(0, "Barred Owl")]


# --- pink powers of several players -------------------------------------------------------------


def test_3_9_several_pink_powers_resolve_clockwise_from_the_active_players_left(cards):
    s = Scenario(players=4, cards=cards).first_player(2)  # player 2 is active
    s.player(1).bird("forest", "Yellow-Billed Cuckoo").bird("forest", "Blue Jay")
    s.player(3).bird("grassland", "Bronzed Cowbird").bird("forest", "Steller's Jay")
    s.player(0).bird("grassland", "Brown-Headed Cowbird").bird("forest", "Pine Siskin")
    turn = Script(s.build()).play("lay eggs", until="answers")  # player 2 has no birds
    order = []
    while (offer := _pink_offer(turn, cards)) is not None:
        order.append(offer[0])
        turn = turn.play("skip", until="answers")
    assert order == [3, 0, 1]


# --- honest offers (GameConfig.offers, the default) -----------------------------------------
# The legacy cases above that used a power to do nothing: under the honest offers it is not
# offered at all.
def _offered(turn: Script, bird: str) -> bool:
    return any(o.startswith("use the power") and bird in o for o in turn.options())


def test_honest_t16_a_full_bird_is_not_offered_its_egg(cards):
    s = Scenario(players=2, cards=cards)
    s.player(0).bird("grassland", "Wild Turkey").bird("grassland", "Northern Bobwhite", eggs=6)
    turn = s.play("lay eggs", "stop", until="answers")
    assert not _offered(turn, "Northern Bobwhite")


def test_honest_t25_a_bird_that_is_not_rightmost_is_not_offered_its_move(cards):
    s = Scenario(players=2, cards=cards)
    s.player(0).birds("grassland", "Lincoln's Sparrow", "Wild Turkey")
    turn = s.play("lay eggs", "stop", until="answers")
    assert not _offered(turn, "Lincoln's Sparrow")


def test_honest_t29_play_a_bird_with_no_bird_to_play_is_not_offered(cards):
    s = Scenario(players=2, cards=cards)
    s.player(0).hand("Eastern Bluebird", "Wild Turkey", "Killdeer").food(invertebrate=2, fruit=1)
    turn = s.play("play Eastern Bluebird in grassland", until="answers")
    assert not _offered(turn, "Eastern Bluebird")
    assert turn.events(E.PowerUsed) == []
