"""Asia birds that roll dice the player picks (``effects/chosen_dice.py``, rules 9.3.1): the
picked dice come from the birdfeeder or from outside it, are rolled on the table and stay
outside; an emptied feeder is rolled again once the roll is over. Each test sets up a board,
forces the faces rolled, scripts the picks and checks the birds, the supply and the dice."""

from __future__ import annotations

import pytest

from wingspan_rules import load_cards
from wingspan_rules.state import events as E
from wingspan_rules.testing import Scenario, assert_food, view

USE = "use the power"
DRAW = ("draw cards", "draw from the deck", USE)


@pytest.fixture(scope="module")
def cards():
    return load_cards(sets=("core", "asia"))


def _wetland(cards, *birds: str) -> Scenario:
    """Player 0 with ``birds`` in the wetland (the first one's power runs last), a card on top
    of the deck for the draw action."""
    s = Scenario(players=2, cards=cards)
    for bird in birds:
        s.player(0).bird("wetland", bird)
    return s.deck_top("Blue Jay")


def test_three_picked_feeder_dice_leave_it_and_one_rodent_caches_one(cards):
    """Eurasian Kestrel: three dice picked from the feeder are rolled beside it; two rodents
    rolled cache a single rodent on the kestrel."""
    s = _wetland(cards, "Eurasian Kestrel").feeder("seed", "seed", "fruit", "fruit", "fish")
    s.next_rolls("rodent", "rodent", "seed")
    turn = s.play(*DRAW, "remove a seed die", "remove a fruit die", "remove a fish die")
    me = view(turn.state, cards).player(0)
    assert me.bird("Eurasian Kestrel").cached == {"rodent": 1}
    assert view(turn.state, cards).feeder == ["seed", "fruit"]
    assert len(turn.state.table.outside) == 3
    kestrel = cards.bird_id("Eurasian Kestrel")
    assert turn.events(E.PredatorSucceeded) == [E.PredatorSucceeded(0, kestrel)]


def test_dice_from_outside_the_feeder_leave_the_feeder_as_it_was(cards):
    """Eurasian Kestrel: picking dice that lie outside the feeder changes nothing in it; a
    roll with no rodent caches nothing and is no predator success."""
    s = _wetland(cards, "Eurasian Kestrel").feeder("rodent").outside("fish", "fish", "fish", "fish")
    s.next_rolls("fish", "seed", "fruit")
    turn = s.play(*DRAW, until="answers")
    assert "take 3" in turn.options() and "take 4" not in turn.options()
    turn = turn.play("take 3")
    assert view(turn.state, cards).feeder == ["rodent"]
    assert view(turn.state, cards).player(0).bird("Eurasian Kestrel").cached == {}
    assert not turn.events(E.PredatorSucceeded)


def test_fewer_dice_than_printed_may_be_rolled(cards):
    """Eurasian Kestrel: the player may roll fewer than three dice (here one)."""
    s = _wetland(cards, "Eurasian Kestrel").feeder("seed", "fish").outside("fish", "fish", "fish")
    s.next_rolls("rodent")
    turn = s.play(*DRAW, "remove a seed die", "take none")
    (rolled,) = turn.events(E.DiceRolled)
    assert len(rolled.faces) == 1
    assert view(turn.state, cards).feeder == ["fish"]
    assert view(turn.state, cards).player(0).bird("Eurasian Kestrel").cached == {"rodent": 1}


def test_picking_the_feeders_last_die_rolls_all_five_back_once_the_roll_is_over(cards):
    """Eurasian Kestrel: the last die of the feeder is picked, so after the roll the five
    dice are rolled back into the feeder."""
    s = _wetland(cards, "Eurasian Kestrel").feeder("seed").outside("fish", "fish", "fish", "fish")
    s.next_rolls("fish", "fish", "fish")
    turn = s.play(*DRAW, "remove a seed die", "take 2")
    (refill,) = turn.events(E.FeederRolled)
    assert refill.reason == "emptied"
    assert len(turn.state.table.feeder) == 5 and turn.state.table.outside == ()


def test_one_die_rolled_once_for_each_wetland_bird_finds_a_fish_to_keep(cards):
    """Stork-Billed Kingfisher: one die, rolled once per bird in the wetland (three here);
    a fish on any roll gains one fish, which the player may cache on the kingfisher."""
    s = _wetland(cards, "Stork-Billed Kingfisher", "Trumpeter Swan", "Prothonotary Warbler")
    s.feeder("seed", "seed", "seed", "seed", "seed").next_rolls("seed", "fish", "fish")
    turn = s.play("draw cards", "draw from the deck", "stop", USE, "remove a seed die", "yes")
    assert [len(e.faces) for e in turn.events(E.DiceRolled)] == [1, 1, 1]
    me = view(turn.state, cards).player(0)
    assert me.bird("Stork-Billed Kingfisher").cached == {"fish": 1}
    assert_food(turn.state, 0)


def test_one_die_for_each_grassland_bird_with_an_egg_and_one_food_of_those_rolled(cards):
    """Desert Wheatear: one die for each grassland bird holding an egg (two of three here),
    then one food of a type one of them shows, from the supply."""
    s = Scenario(players=2, cards=cards)
    s.player(0).bird("grassland", "Desert Wheatear", eggs=1).bird("grassland", "Wild Turkey")
    s.player(0).bird("grassland", "American Woodcock", eggs=1)
    s.feeder("seed", "seed", "seed", "seed", "seed").next_rolls("fish", "rodent")
    turn = s.play(
        "lay eggs", "lay an egg on Desert Wheatear", "stop", USE,
        "remove a seed die", "remove a seed die", until="answers",
    )  # fmt: skip
    assert sorted(turn.options()) == ["choose fish", "choose rodent"]
    turn = turn.play("choose rodent")
    assert [len(e.faces) for e in turn.events(E.DiceRolled)] == [1, 1]
    assert_food(turn.state, 0, rodent=1)


def test_every_player_rolls_a_die_of_their_choice_and_gains_its_food(cards):
    """Olive-Backed Sunbird: each player in turn rolls one die they pick and gains a food it
    shows (the second player may pick the die the first one just rolled)."""
    s = Scenario(players=2, cards=cards)
    s.player(0).bird("forest", "Olive-Backed Sunbird")
    s.feeder("seed", "seed", "seed", "seed").outside("fruit").next_rolls("fish", "rodent")
    turn = s.play("gain food", "take seed", USE, "take 1", "take 1", until="answers")
    assert_food(turn.state, 0, seed=1, fish=1)
    assert_food(turn.state, 1, rodent=1)


def test_a_fish_rolled_caches_one_and_every_player_may_buy_a_fish_with_a_card(cards):
    """Rhinoceros Auklet: two picked dice, a fish among them caches one fish; then each
    player may discard a card from hand for a fish, whatever the roll."""
    s = _wetland(cards, "Rhinoceros Auklet").feeder("seed", "seed", "seed", "seed", "seed")
    s.player(1).hand("Trumpeter Swan", "Wild Turkey")
    s.next_rolls("seed", "fruit")
    turn = s.play(
        *DRAW, "remove a seed die", "remove a seed die", "yes", "yes", "discard Trumpeter Swan",
    )  # fmt: skip
    assert view(turn.state, cards).player(0).bird("Rhinoceros Auklet").cached == {}
    assert_food(turn.state, 0, fish=1)
    assert_food(turn.state, 1, fish=1)


def test_a_cached_fish_may_go_back_to_the_supply_before_the_roll(cards):
    """Great Cormorant: a fish cached on the cormorant may first move to its owner's supply;
    then two picked dice, a fish caches a new one."""
    s = Scenario(players=2, cards=cards).deck_top("Blue Jay")
    s.player(0).bird("wetland", "Great Cormorant", cached={"fish": 1})
    s.feeder("seed", "seed", "seed", "seed", "seed").next_rolls("fish", "fish")
    turn = s.play(*DRAW, "yes", "remove a seed die", "remove a seed die")
    assert_food(turn.state, 0, fish=1)
    assert view(turn.state, cards).player(0).bird("Great Cormorant").cached == {"fish": 1}


def _round_end(cards) -> Scenario:
    """Two players, round 1, player 1's last turn: player 1 gains food, then the round ends."""
    s = Scenario(players=2, cards=cards).turn(15)
    s.goals("Birds in forest", "Birds in grassland", "Birds in wetland", "Total birds")
    return s


def test_all_five_dice_and_two_rerolls_of_some_find_three_rodents_for_a_bonus_card(cards):
    """Philippine Eagle (round end): all five dice rolled, two of them rerolled, then one
    more: three rodents showing at the end draw 2 bonus cards to keep 1; the feeder is reset
    whatever the dice show."""
    s = _round_end(cards)
    s.player(0).bird("forest", "Philippine Eagle")
    script = s.script().next_rolls("rodent", "rodent", "seed", "fish", "fruit")
    end = script.play("gain food", "stop", "use the power of Philippine Eagle", until="answers")
    assert sorted(end.options())[-1] == "take none"
    end = end.next_rolls("rodent", "fish").play("remove a seed die", "remove a fish die", "take none", until="answers")  # fmt: skip
    end = end.next_rolls("fish").play("remove a fish die", "take none", until="answers")
    assert end.question() == "player 0: keep a bonus card"
    done = end.play(end.options()[0], until="answers")
    assert len(done.events(E.PredatorSucceeded)) == 1
    assert len(done.state.table.feeder) == 5


def test_fewer_than_three_rodents_showing_draw_no_bonus_card(cards):
    """Philippine Eagle: the player stops rerolling with two rodents: no bonus card, and the
    feeder is reset."""
    s = _round_end(cards)
    s.player(0).bird("forest", "Philippine Eagle")
    script = s.script().next_rolls("rodent", "rodent", "seed", "fish", "fruit")
    end = script.play(
        "gain food", "stop", "use the power of Philippine Eagle", "take none", until="answers"
    )
    assert not end.events(E.PredatorSucceeded)
    assert len(end.state.table.feeder) == 5
