"""Promo birds' powers on prepared boards: what each printed power means, paraphrased in the
test's name (docs/promos.md, "Readings"). The game-end powers, and the powers the European
set's prepared boards cannot show, are here; every other promo power is also exercised by
``test_promos_set.py``.
"""

from __future__ import annotations

import pytest

import wingspan_rules as ws
from wingspan_rules.state import events as E
from wingspan_rules.testing import Scenario, assert_food, view
from wingspan_rules.testing._scripting import passive

USE = "use the power"


@pytest.fixture(scope="module")
def cards():
    return ws.load_cards(sets=("core", "promos"))


def _last_turn(cards, round_number: int = 1, offers: str = "honest") -> Scenario:
    """Two players; the round's last turn (player 1's), goals set; a gain-food turn ends it."""
    cubes = (8, 7, 6, 5)[round_number - 1]
    s = Scenario(players=2, cards=cards, offers=offers).round(round_number).first_player(0)
    s.turn(2 * cubes - 1)
    goals = ["Birds in grassland", "Birds in wetland", "Total birds"]
    goals.insert(round_number - 1, "Eggs in forest")
    s.goals(*goals)
    if round_number > 1:
        s.goal_points(*[(0, 0)] * (round_number - 1))
    return s


#: What the owner answers at a round's or the game's end: use a power, and do all it offers.
EAGER = ("use the power", "lay an egg", "tuck", "cache", "take", "5", "4", "3", "2", "choose")
EAGER += ("yes", "discard")


def _end(s: Scenario, *labels: str) -> ws.testing.Script:
    """Player 1 gains no food and the round ends; ``labels`` answer first, then every
    question is answered eagerly (``EAGER``) until the round's goal is scored (a round-end
    power) or the game is over (a game-end power)."""
    rules = s.rules()
    script = s.script().play("gain food", "stop", *labels, until="answers")
    last_round = script.state.round == 4
    for _ in range(100):
        if rules.is_terminal(script.state) or (not last_round and script.events(E.GoalScored)):
            return script
        options = script.options()
        pick = next((o for word in EAGER for o in options if o.startswith(word)), None)
        script = script.play(pick or passive("", options), until="answers")
    raise AssertionError("the end of the round never came")


def _eggs(state, cards, player: int, bird: str) -> int:
    return view(state, cards).player(player).bird(bird).eggs


# --- egg counts on this bird and on the mat -----------------------------------------------------


@pytest.mark.parametrize(("before", "after"), [(1, 1), (2, 3), (3, 4), (4, 4)])
def test_the_sparrow_adds_an_egg_only_while_it_holds_two_or_three(cards, before, after):
    s = Scenario(players=2, cards=cards, offers="legacy")
    s.player(0).bird("grassland", "Italian Sparrow", eggs=before)
    s.player(0).bird("grassland", "Wild Turkey")  # the action's eggs go here
    labels = ("lay an egg on Italian",) if before in (2, 3) else ()
    turn = s.play("lay eggs", "Wild Turkey", "stop", USE, *labels)
    assert _eggs(turn.state, cards, 0, "Italian Sparrow") == after


def test_the_pheasant_lays_three_when_every_row_has_a_bird_with_two_eggs(cards):
    s = _last_turn(cards)
    mat = s.player(0)
    mat.bird("forest", "Common Pheasant").bird("forest", "Hooded Warbler", eggs=2)
    mat.bird("grassland", "Wild Turkey", eggs=2).bird("wetland", "Trumpeter Swan", eggs=2)
    done = _end(s, "Common Pheasant")
    assert _eggs(done.state, cards, 0, "Common Pheasant") == 3


def test_the_pheasant_lays_nothing_when_one_row_lacks_such_a_bird(cards):
    s = _last_turn(cards, offers="legacy")
    mat = s.player(0)
    mat.bird("forest", "Common Pheasant").bird("forest", "Hooded Warbler", eggs=2)
    mat.bird("grassland", "Wild Turkey", eggs=2).bird("wetland", "Trumpeter Swan", eggs=1)
    done = _end(s, "Common Pheasant")
    assert _eggs(done.state, cards, 0, "Common Pheasant") == 0


# --- pink ---------------------------------------------------------------------------------------


def test_the_grouse_lays_on_itself_when_an_opponent_plays_a_grassland_bird(cards):
    s = Scenario(players=2, cards=cards)
    s.player(1).bird("grassland", "Sharp-Tailed Grouse")
    s.player(0).hand("Killdeer").food(invertebrate=2)
    turn = s.play("play Killdeer in grassland", USE, "lay an egg")
    assert _eggs(turn.state, cards, 1, "Sharp-Tailed Grouse") == 1


def test_the_tundra_swan_draws_from_the_deck_when_an_opponent_draws_cards(cards):
    s = Scenario(players=2, cards=cards)
    s.player(1).bird("wetland", "Tundra Swan")
    s.deck_top("Blue Jay", "Mallard")
    turn = s.play("draw cards", "deck", USE)
    names = [cards.birds[c].name for c in turn.state.players[1].hand]
    assert names == ["Mallard"]


def test_the_cuckoo_lays_on_another_bird_of_its_row_when_an_opponent_lays_eggs(cards):
    s = Scenario(players=2, cards=cards)
    s.player(1).bird("forest", "Long-Tailed Cuckoo").bird("forest", "Hooded Warbler")
    s.player(0).bird("grassland", "Wild Turkey")
    turn = s.play("lay eggs", "Wild Turkey", "stop", USE, "lay an egg on Hooded")
    assert _eggs(turn.state, cards, 1, "Hooded Warbler") == 1
    assert _eggs(turn.state, cards, 1, "Long-Tailed Cuckoo") == 0


# --- giving food as a cost ----------------------------------------------------------------------


def test_the_tragopan_gives_a_food_away_to_lay_two_eggs_on_itself(cards):
    s = Scenario(players=2, cards=cards, offers="legacy")
    s.player(0).bird("forest", "Crimson-Bellied Tragopan").food(fruit=1)
    s.feeder("seed")
    turn = s.play("gain food", "take seed", USE, "choose fruit", "lay an egg", "lay an egg")
    assert _eggs(turn.state, cards, 0, "Crimson-Bellied Tragopan") == 2
    assert_food(turn.state, 0, seed=1)
    assert_food(turn.state, 1, fruit=1)


def test_the_tragopan_lays_nothing_without_a_food_to_give(cards):
    s = Scenario(players=2, cards=cards, offers="legacy")
    s.player(0).bird("forest", "Crimson-Bellied Tragopan")
    s.feeder("seed")
    turn = s.play("gain food", "take seed", USE, until="answers")
    assert _eggs(turn.state, cards, 0, "Crimson-Bellied Tragopan") == 0


# --- round end ----------------------------------------------------------------------------------


def test_the_grosbeak_tops_up_its_cached_seed_to_spend_later(cards):
    s = _last_turn(cards)
    s.player(0).bird("forest", "Pine Grosbeak", cached={"seed": 1})
    done = _end(s, "Pine Grosbeak")
    assert view(done.state, cards).player(0).bird("Pine Grosbeak").cached == {"seed": 3}


def test_the_grosbeak_caches_nothing_with_two_seed_on_it(cards):
    s = _last_turn(cards, offers="legacy")
    s.player(0).bird("forest", "Pine Grosbeak", cached={"seed": 2})
    done = _end(s, "Pine Grosbeak")
    assert view(done.state, cards).player(0).bird("Pine Grosbeak").cached == {"seed": 2}


def test_the_puffin_rolls_the_same_dice_three_times_caching_each_fish(cards):
    s = _last_turn(cards)
    s.player(0).bird("wetland", "Tufted Puffin")
    s.feeder("seed", "seed", "seed").outside("fish", "fish")
    s.next_rolls("fish", "fish")
    done = _end(s, "Tufted Puffin")
    rolls = done.events(E.DiceRolled)
    assert len(rolls) == 3 and all(len(r.faces) == 2 for r in rolls)
    fish = sum(f.label == "fish" for r in rolls for f in r.faces)
    assert view(done.state, cards).player(0).bird("Tufted Puffin").cached == {"fish": fish}
    assert fish >= 2


# --- game end -----------------------------------------------------------------------------------


def test_the_blackcap_lays_on_every_bird_eating_fruit_itself_included(cards):
    s = _last_turn(cards, round_number=4)
    mat = s.player(0)
    mat.bird("forest", "Eurasian Blackcap").bird("forest", "Hooded Warbler")
    mat.bird("grassland", "Wild Turkey")  # seed, seed and fruit
    done = _end(s, "Eurasian Blackcap")
    assert _eggs(done.state, cards, 0, "Eurasian Blackcap") == 1
    assert _eggs(done.state, cards, 0, "Wild Turkey") == 1
    assert _eggs(done.state, cards, 0, "Hooded Warbler") == 0


def test_the_cliff_swallow_lays_on_its_row_and_column_once_each(cards):
    s = _last_turn(cards, round_number=4)
    mat = s.player(0)
    mat.bird("grassland", "Wild Turkey").bird("grassland", "American Cliff Swallow")
    mat.bird("forest", "Hooded Warbler").bird("forest", "Blue-Winged Warbler")
    mat.bird("wetland", "Trumpeter Swan")
    done = _end(s, "American Cliff Swallow")
    names = ("Wild Turkey", "American Cliff Swallow", "Blue-Winged Warbler", "Hooded Warbler")
    eggs = {n: _eggs(done.state, cards, 0, n) for n in (*names, "Trumpeter Swan")}
    assert eggs == {
        "Wild Turkey": 1,
        "American Cliff Swallow": 1,
        "Blue-Winged Warbler": 1,  # the column
        "Hooded Warbler": 0,
        "Trumpeter Swan": 0,
    }


def test_the_murre_tucks_one_card_per_other_bird_of_its_row_and_column(cards):
    s = _last_turn(cards, round_number=4)
    mat = s.player(0)
    mat.bird("wetland", "Trumpeter Swan").bird("wetland", "Common Murre")
    mat.bird("forest", "Hooded Warbler").bird("forest", "Blue-Winged Warbler")
    mat.bird("grassland", "Wild Turkey")
    done = _end(s, "Common Murre")
    assert view(done.state, cards).player(0).bird("Common Murre").tucked == 2


def test_the_nicobar_pigeon_tucks_up_to_five_hand_cards_at_game_end(cards):
    s = _last_turn(cards, round_number=4)
    s.player(0).bird("forest", "Nicobar Pigeon").hand("Blue Jay", "Mallard", "Killdeer")
    done = _end(s, "Nicobar Pigeon")
    assert view(done.state, cards).player(0).bird("Nicobar Pigeon").tucked == 3
    assert done.state.players[0].hand == ()


def test_the_pinktail_tucks_one_deck_card_per_flocking_bird_itself_included(cards):
    s = _last_turn(cards, round_number=4)
    s.player(0).bird("grassland", "Pinktail").bird("grassland", "Wild Turkey")
    s.player(0).bird("wetland", "American Coot")  # a flocking bird
    done = _end(s, "Pinktail")
    assert view(done.state, cards).player(0).bird("Pinktail").tucked == 2


# --- a revealed card tested by a bird condition (effects/card_tests.py) ------------------------


def test_the_turnstone_gains_an_invertebrate_when_the_revealed_card_eats_one(cards):
    s = Scenario(players=2, cards=cards)
    s.player(0).bird("wetland", "Ruddy Turnstone")
    s.deck_top("Trumpeter Swan", "Hooded Warbler")  # the draw takes the first
    turn = s.play("draw cards", "deck", USE)
    assert_food(turn.state, 0, invertebrate=1)
    assert cards.bird_id("Hooded Warbler") in turn.state.table.discard


def test_the_turnstone_gains_nothing_when_the_revealed_card_eats_no_invertebrate(cards):
    s = Scenario(players=2, cards=cards)
    s.player(0).bird("wetland", "Ruddy Turnstone")
    s.deck_top("Wild Turkey", "Trumpeter Swan")  # the draw takes the first: seed and fruit next
    turn = s.play("draw cards", "deck", USE)
    assert_food(turn.state, 0)
    assert cards.bird_id("Trumpeter Swan") in turn.state.table.discard


def test_the_flycatcher_gains_and_caches_an_invertebrate_for_a_revealed_insect_eater(cards):
    s = Scenario(players=2, cards=cards)
    s.player(0).bird("forest", "Acadian Flycatcher")
    s.feeder("seed")
    s.deck_top("Hooded Warbler")
    turn = s.play("gain food", "take seed", USE)
    assert_food(turn.state, 0, seed=1, invertebrate=1)
    assert view(turn.state, cards).player(0).bird("Acadian Flycatcher").cached == {
        "invertebrate": 1
    }


# --- a personal supply read by a condition (effects/supply.py) ---------------------------------


@pytest.mark.parametrize(("held", "gains"), [(3, True), (4, False)])
def test_the_eider_takes_a_die_only_while_its_owner_holds_fewer_than_four_food(cards, held, gains):
    s = Scenario(players=2, cards=cards, offers="legacy")
    s.player(0).bird("wetland", "King Eider").food(fish=held)
    s.feeder("seed", "fruit")
    turn = s.play("draw cards", "deck", USE, *(("take seed",) if gains else ()))
    assert turn.state.players[0].food[ws.Food.SEED] == (1 if gains else 0)


@pytest.mark.parametrize(("mine", "left", "right", "gains"), [(2, 2, 2, True), (2, 3, 1, False)])
def test_the_wryneck_takes_a_die_only_with_more_food_than_both_neighbours(
    cards, mine, left, right, gains
):
    s = Scenario(players=3, cards=cards, offers="legacy")
    s.player(0).bird("forest", "Eurasian Wryneck").food(fish=mine)
    s.player(1).food(fish=left)
    s.player(2).food(fish=right)
    s.feeder("seed", "fruit", "fruit", "fruit")
    labels = ("gain food", "take fruit", USE)  # the fruit taken counts: 1 more
    turn = s.play(*labels, *(("take seed",) if gains else ()))
    assert turn.state.players[0].food[ws.Food.SEED] == (1 if gains else 0)


@pytest.mark.parametrize(
    ("supply", "cached"),
    [
        ({"invertebrate": 1, "seed": 1, "fish": 1, "fruit": 1, "rodent": 1}, 4),
        ({"invertebrate": 2, "seed": 1, "fish": 1, "fruit": 1}, 0),
    ],
)
def test_the_crested_tit_caches_four_food_when_its_owner_holds_all_five_types(
    cards, supply, cached
):
    s = _last_turn(cards, round_number=4, offers="legacy")
    s.player(0).bird("forest", "Crested Tit").food(**supply)
    done = _end(s, "Crested Tit")
    held = view(done.state, cards).player(0).bird("Crested Tit").cached
    assert sum(held.values()) == cached


@pytest.mark.parametrize(("theirs", "gains"), [(1, True), (0, False)])
def test_the_tern_hunts_a_fish_when_another_player_holds_one(cards, theirs, gains):
    s = Scenario(players=3, cards=cards, offers="legacy")
    s.player(0).bird("wetland", "Common Tern")
    s.player(2).food(fish=theirs)
    turn = s.play("draw cards", "deck", USE)
    assert turn.state.players[0].food[ws.Food.FISH] == (1 if gains else 0)
    assert turn.state.players[2].food[ws.Food.FISH] == theirs  # nothing is taken from them
    assert (
        bool(turn.events(E.PredatorSucceeded)) is gains if hasattr(E, "PredatorSucceeded") else True
    )


def test_the_falcon_hunts_a_rodent_when_another_player_holds_one(cards):
    s = Scenario(players=2, cards=cards)
    s.player(0).bird("grassland", "Red-Footed Falcon")
    s.player(1).food(rodent=2)
    turn = s.play("lay eggs", "stop", USE)
    assert_food(turn.state, 0, rodent=1)


# --- what the birdfeeder shows (effects/feeder_tests.py) ----------------------------------------


@pytest.mark.parametrize(
    ("feeder", "gains"), [(("seed", "fish"), True), (("rodent", "fish"), False)]
)
def test_the_rifleman_gains_an_invertebrate_only_while_no_die_shows_rodent(cards, feeder, gains):
    s = Scenario(players=2, cards=cards, offers="legacy")
    s.player(0).bird("forest", "Rifleman")
    s.feeder("seed", *feeder)
    turn = s.play("gain food", "take seed", USE)
    assert turn.state.players[0].food[ws.Food.INVERTEBRATE] == (1 if gains else 0)


@pytest.mark.parametrize(
    ("rolls", "eggs"),
    [
        (("seed", "seed", "fish", "fruit", "fish"), 1),
        (("seed", "rodent", "fish", "fruit", "fish"), 0),
    ],
)
def test_the_blue_duck_lays_when_its_reset_feeder_shows_no_rodent(cards, rolls, eggs):
    s = Scenario(players=2, cards=cards)
    s.player(0).bird("wetland", "Blue Duck")
    s.next_rolls(*rolls)
    turn = s.play("draw cards", "deck", USE, *(("lay an egg",) if eggs else ()))
    assert _eggs(turn.state, cards, 0, "Blue Duck") == eggs
    assert [e.reason for e in turn.events(E.FeederRolled)] == ["reset"]


def test_the_stonechat_trades_up_to_three_foods_for_eggs_on_itself(cards):
    s = _last_turn(cards)
    s.player(0).bird("grassland", "European Stonechat").food(seed=1, fruit=1, fish=2)
    done = _end(s, "European Stonechat")
    assert _eggs(done.state, cards, 0, "European Stonechat") == 2  # no third food but fish
    assert_food(done.state, 0, fish=2)


# --- honest offers (GameConfig.offers, the default) -----------------------------------------
# The legacy cases above that used a power to do nothing: under the honest offers a power
# whose condition fails where it stands, with nothing else to do, is not offered at all.
def _offered_after(s: Scenario, *labels: str) -> bool:
    turn = s.play(*labels, until="answers")
    return any(o.startswith(USE) for o in turn.options())


@pytest.mark.parametrize(("before", "offered"), [(1, False), (2, True), (3, True), (4, False)])
def test_honest_the_sparrow_is_offered_only_while_it_holds_two_or_three(cards, before, offered):
    s = Scenario(players=2, cards=cards)
    s.player(0).bird("grassland", "Italian Sparrow", eggs=before)
    s.player(0).bird("grassland", "Wild Turkey")
    assert _offered_after(s, "lay eggs", "Wild Turkey", "stop") is offered


@pytest.mark.parametrize(("held", "gains"), [(3, True), (4, False)])
def test_honest_the_eider_is_offered_only_while_its_owner_holds_fewer_than_four_food(
    cards, held, gains
):
    s = Scenario(players=2, cards=cards)
    s.player(0).bird("wetland", "King Eider").food(fish=held)
    s.feeder("seed", "fruit")
    assert _offered_after(s, "draw cards", "deck") is gains


@pytest.mark.parametrize(("mine", "left", "right", "gains"), [(2, 2, 2, True), (2, 3, 1, False)])
def test_honest_the_wryneck_is_offered_only_with_more_food_than_both_neighbours(
    cards, mine, left, right, gains
):
    s = Scenario(players=3, cards=cards)
    s.player(0).bird("forest", "Eurasian Wryneck").food(fish=mine)
    s.player(1).food(fish=left)
    s.player(2).food(fish=right)
    s.feeder("seed", "fruit", "fruit", "fruit")
    assert _offered_after(s, "gain food", "take fruit") is gains


@pytest.mark.parametrize(
    ("feeder", "gains"), [(("seed", "fish"), True), (("rodent", "fish"), False)]
)
def test_honest_the_rifleman_is_offered_only_while_no_die_shows_rodent(cards, feeder, gains):
    s = Scenario(players=2, cards=cards)
    s.player(0).bird("forest", "Rifleman")
    s.feeder("seed", *feeder)
    assert _offered_after(s, "gain food", "take seed") is gains


@pytest.mark.parametrize(("theirs", "gains"), [(1, True), (0, False)])
def test_honest_the_tern_is_offered_only_when_another_player_holds_a_fish(cards, theirs, gains):
    s = Scenario(players=3, cards=cards)
    s.player(0).bird("wetland", "Common Tern")
    s.player(2).food(fish=theirs)
    assert _offered_after(s, "draw cards", "deck") is gains


def test_honest_the_tragopan_lays_its_first_paid_egg_without_a_stop(cards):
    s = Scenario(players=2, cards=cards)
    s.player(0).bird("forest", "Crimson-Bellied Tragopan").food(fruit=1)
    s.feeder("seed")
    turn = s.play("gain food", "take seed", USE, "choose fruit", until="answers")
    assert _eggs(turn.state, cards, 0, "Crimson-Bellied Tragopan") == 1  # the fruit paid for it
    assert "stop" in turn.options()  # the second egg may be declined
    turn = turn.play("lay an egg")
    assert _eggs(turn.state, cards, 0, "Crimson-Bellied Tragopan") == 2
    assert_food(turn.state, 1, fruit=1)


def test_honest_the_tragopan_gives_the_food_just_gained_and_lays_its_paid_egg(cards):
    """The legacy case above stops where the egg is asked; honest, the egg paid for is laid."""
    s = Scenario(players=2, cards=cards)
    s.player(0).bird("forest", "Crimson-Bellied Tragopan")
    s.feeder("seed")
    turn = s.play("gain food", "take seed", USE, until="answers")
    assert _eggs(turn.state, cards, 0, "Crimson-Bellied Tragopan") == 1
    assert_food(turn.state, 1, seed=1)


def test_honest_the_pheasant_is_not_offered_when_one_row_lacks_such_a_bird(cards):
    s = _last_turn(cards)
    mat = s.player(0)
    mat.bird("forest", "Common Pheasant").bird("forest", "Hooded Warbler", eggs=2)
    mat.bird("grassland", "Wild Turkey", eggs=2).bird("wetland", "Trumpeter Swan", eggs=1)
    done = _end(s)
    assert not [e for e in done.events(E.PowerUsed) if e.player == 0]


def test_honest_the_crested_tit_is_not_offered_without_all_five_types(cards):
    s = _last_turn(cards, round_number=4)
    s.player(0).bird("forest", "Crested Tit").food(invertebrate=2, seed=1, fish=1, fruit=1)
    done = _end(s)
    assert not [e for e in done.events(E.PowerUsed) if e.player == 0]


def test_honest_the_grosbeak_with_two_seed_on_it_is_not_offered(cards):
    s = _last_turn(cards)
    s.player(0).bird("forest", "Pine Grosbeak", cached={"seed": 2})
    done = _end(s)
    assert not [e for e in done.events(E.PowerUsed) if e.player == 0]
    assert view(done.state, cards).player(0).bird("Pine Grosbeak").cached == {"seed": 2}
