"""The European expansion's "when played" (white) birds (rules 9.1): bonus-card draws with a
follow-up, cards from the hand paid instead of rodents, and birds played on top of another.

Every scenario plays the bundled cards of both sets, with the choices scripted by label.
"""

from __future__ import annotations

import pytest

from wingspan_rules import events as E
from wingspan_rules.language import load_cards
from wingspan_rules.testing import Scenario, assert_food, view


@pytest.fixture(scope="module")
def cards():
    return load_cards(sets=("core", "european"))


def _table(cards, players: int = 2) -> Scenario:
    return Scenario(players=players, cards=cards)


# --- "draw 1 new bonus card, then ..." --------------------------------------------------------
def test_draw_a_bonus_card_then_draw_3_and_keep_1(cards):
    s = _table(cards)
    s.player(0).hand("Black-Tailed Godwit").food(invertebrate=2, seed=1)
    s.deck_top("Mallard", "Blue Jay", "Wood Duck")
    before = len(s.build().players[0].bonus)
    turn = s.play("play Black-Tailed Godwit", "use the power", "keep Blue Jay")
    me = view(turn.state, cards).player(0)
    assert len(turn.state.players[0].bonus) == before + 1
    assert me.hand == ["Blue Jay"]
    assert set(view(turn.state, cards).discard[-2:]) == {"Mallard", "Wood Duck"}


def test_the_kept_card_is_chosen_among_the_three_drawn_only(cards):
    s = _table(cards)
    s.player(0).hand("Red Knot", "Killdeer").food(invertebrate=3)
    s.deck_top("Mallard", "Blue Jay", "Wood Duck")
    script = s.play("play Red Knot", "use the power", until="answers")
    offered = {m.card for m in s.rules().legal_moves(script.state)}
    assert offered == {cards.bird_id(n) for n in ("Mallard", "Blue Jay", "Wood Duck")}


def test_draw_a_bonus_card_then_gain_a_die(cards):
    s = _table(cards)
    s.player(0).hand("Corsican Nuthatch").food(seed=2)
    s.feeder("fish", "fish", "fruit", "rodent", "rodent")
    turn = s.play("play Corsican Nuthatch", "use the power", "take fruit")
    assert_food(turn.state, 0, fruit=1)


def test_a_choice_of_rewards_offers_each_in_turn_and_takes_one(cards):
    s = _table(cards)
    s.player(0).hand("European Turtle Dove").food(seed=2).bird("forest", "Blue Jay")
    turn = s.play(
        "play European Turtle Dove in grassland", "use the power", "skip", "yes", "Blue Jay"
    )
    me = view(turn.state, cards).player(0)
    assert me.bird("Blue Jay").eggs == 1
    assert me.hand == []  # the card was not drawn: one reward only
    assert_food(turn.state, 0)  # nor the die


def test_declining_the_first_reward_offers_the_next(cards):
    s = _table(cards)
    s.player(0).hand("Little Bustard").food(invertebrate=1, seed=1)
    script = s.play("play Little Bustard", "use the power", until="answers")
    assert "draw 1 bird card" in s.rules().describe_decision(script.state)
    turn = script.play("skip", "yes", "Little Bustard")
    me = view(turn.state, cards).player(0)
    assert me.bird("Little Bustard").eggs == 1
    assert me.hand == []


def test_snowy_owl_draws_a_card_when_chosen(cards):
    s = _table(cards)
    s.player(0).hand("Snowy Owl").food(rodent=2)
    s.tray("Mallard", "Blue Jay", "Wood Duck")
    turn = s.play("play Snowy Owl in grassland", "use the power", "yes", "Mallard")
    assert view(turn.state, cards).player(0).hand == ["Mallard"]


# --- cards paid instead of rodents ------------------------------------------------------------
def test_cards_from_the_hand_pay_for_every_rodent_and_are_tucked(cards):
    s = _table(cards)
    s.player(0).hand("Northern Goshawk", "Mallard", "Blue Jay", "Wood Duck")
    turn = s.play("play Northern Goshawk", "tuck Mallard", "tuck Wood Duck")
    goshawk = view(turn.state, cards).player(0).bird("Northern Goshawk")
    assert goshawk.tucked == 2
    assert view(turn.state, cards).player(0).hand == ["Blue Jay"]
    assert turn.events(E.PredatorSucceeded)  # it counts as the predator succeeding
    assert len(turn.events(E.CardTucked)) == 2


def test_part_of_the_rodents_paid_with_cards_the_rest_with_food(cards):
    s = _table(cards)
    s.player(0).hand("Bonelli's Eagle", "Mallard", "Blue Jay").food(rodent=1)
    # after the first card, the second is the only way to pay (1 rodent is left for food)
    turn = s.play("play Bonelli's Eagle in grassland", "tuck Mallard")
    eagle = view(turn.state, cards).player(0).bird("Bonelli's Eagle")
    assert eagle.tucked == 2
    assert_food(turn.state, 0)


def test_paying_only_food_is_still_a_choice_and_tucks_nothing(cards):
    s = _table(cards)
    s.player(0).hand("Eurasian Sparrowhawk", "Mallard").food(rodent=1)
    turn = s.play("play Eurasian Sparrowhawk", "stop")
    assert view(turn.state, cards).player(0).bird("Eurasian Sparrowhawk").tucked == 0
    assert view(turn.state, cards).player(0).hand == ["Mallard"]
    assert not turn.events(E.PredatorSucceeded)


def test_without_enough_cards_or_rodents_the_bird_cannot_be_played(cards):
    s = _table(cards)
    s.player(0).hand("Eastern Imperial Eagle", "Mallard").food(rodent=1)
    moves = s.rules().legal_moves(s.build())
    assert cards.bird_id("Eastern Imperial Eagle") not in {getattr(m, "card", None) for m in moves}


# --- played on top of another bird ------------------------------------------------------------
def test_a_bird_played_on_top_pays_nothing_and_the_covered_bird_becomes_tucked(cards):
    s = _table(cards)
    s.player(0).hand("Common Buzzard")
    s.player(0).bird("forest", "Blue Jay", eggs=2, tucked=1).bird("forest", "Downy Woodpecker")
    turn = s.play("play Common Buzzard in forest", "on top of Blue Jay")
    me = view(turn.state, cards).player(0)
    assert me.row("forest") == ["Common Buzzard", "Downy Woodpecker"]
    assert me.bird("Common Buzzard").tucked == 2  # the covered bird and the card under it
    assert me.bird("Common Buzzard").eggs == 0
    played = turn.events(E.BirdPlayed)
    assert played and played[0].column == 0
    assert turn.events(E.PredatorSucceeded)
    covered = turn.events(E.BirdCovered)[0]
    assert covered.eggs == 2


def test_a_bird_played_on_top_may_also_be_paid_for_as_usual(cards):
    s = _table(cards)
    s.player(0).hand("Red Kite").food(rodent=1, fish=1)
    s.player(0).bird("grassland", "Killdeer", eggs=1)
    turn = s.play("play Red Kite in grassland", "skip")
    assert view(turn.state, cards).player(0).row("grassland") == ["Killdeer", "Red Kite"]


def test_a_full_row_still_takes_a_bird_played_on_top(cards):
    s = _table(cards)
    s.player(0).hand("Montagu's Harrier")
    s.player(0).birds("grassland", "Killdeer", "Eastern Bluebird", "Wild Turkey")
    s.player(0).birds("grassland", "Dickcissel", "Horned Lark")
    turn = s.play("play Montagu's Harrier in grassland", "on top of Wild Turkey")
    row = view(turn.state, cards).player(0).row("grassland")
    assert row[2] == "Montagu's Harrier" and len(row) == 5


def test_a_bird_is_played_on_top_only_in_its_own_habitats(cards):
    s = _table(cards)
    s.player(0).hand("Montagu's Harrier")
    s.player(0).bird("forest", "Blue Jay")
    state = s.build()
    moves = s.rules().legal_moves(state)
    assert not any(getattr(m, "card", None) == cards.bird_id("Montagu's Harrier") for m in moves)
