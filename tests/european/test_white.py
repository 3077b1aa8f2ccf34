"""The European expansion's "when played" (white) birds (rules 9.1): bonus-card draws with a
follow-up, cards from the hand paid instead of rodents, birds played on top of another, and
sideways birds covering two spaces.

Every scenario plays the bundled cards of both sets, with the choices scripted by label.
"""

from __future__ import annotations

import json

import pytest

from wingspan_rules.errors import SavedGameError
from wingspan_rules.language import load_cards
from wingspan_rules.saves.serialization import from_json, to_json
from wingspan_rules.state import events as E
from wingspan_rules.state.enums import Habitat
from wingspan_rules.state.modes import BaseGame
from wingspan_rules.testing import Scenario, assert_food, view
from wingspan_rules.variants import AutomaOptions, DuetOptions, FlockOptions


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
    deck = ("draw from the deck",) * 3
    turn = s.play("play Black-Tailed Godwit", "use the power", *deck, "keep Blue Jay")
    me = view(turn.state, cards).player(0)
    assert len(turn.state.players[0].bonus) == before + 1
    assert me.hand == ["Blue Jay"]
    assert set(view(turn.state, cards).discard[-2:]) == {"Mallard", "Wood Duck"}


def test_the_kept_card_is_chosen_among_the_three_drawn_only(cards):
    s = _table(cards)
    s.player(0).hand("Red Knot", "Killdeer").food(invertebrate=3)
    s.deck_top("Mallard", "Blue Jay", "Wood Duck")
    deck = ("draw from the deck",) * 3
    script = s.play("play Red Knot", "use the power", *deck, until="answers")
    offered = {m.card for m in s.rules().legal_moves(script.state)}
    assert offered == {cards.bird_id(n) for n in ("Mallard", "Blue Jay", "Wood Duck")}


def test_3_7_an_unqualified_draw_to_keep_takes_each_card_from_the_tray_or_the_deck(cards):
    """RR 3.7: "draw 3 cards" from a power, with no "from the deck", means the tray or the deck,
    card by card; the tray's cards are offered with the deck's top."""
    s = _table(cards)
    s.player(0).hand("Red Knot").food(invertebrate=3)
    s.tray("Killdeer", "Blue Jay", "Mallard")
    s.deck_top("Wood Duck", "Barn Owl")
    script = s.play("play Red Knot", "use the power", until="answers")
    labels = [s.rules().describe(m) for m in s.rules().legal_moves(script.state)]
    assert labels[-2:] == ["draw from the deck", "stop"] and len(labels) == 5
    script = script.play("draw Killdeer from the tray", "draw from the deck", until="answers")
    script = script.play("draw Mallard from the tray", until="answers")
    offered = {m.card for m in s.rules().legal_moves(script.state)}
    assert offered == {cards.bird_id(n) for n in ("Killdeer", "Wood Duck", "Mallard")}
    turn = script.play("keep Wood Duck")
    me = view(turn.state, cards).player(0)
    assert me.hand == ["Wood Duck"]
    assert set(view(turn.state, cards).discard[-2:]) == {"Killdeer", "Mallard"}


def test_10_1_a_draw_to_keep_may_stop_early_and_keeps_from_what_was_drawn(cards):
    """RR 10.1 #1: a player may take fewer cards; one card drawn is kept, nothing discarded."""
    s = _table(cards)
    s.player(0).hand("Red Knot").food(invertebrate=3)
    s.deck_top("Wood Duck", "Barn Owl")
    turn = s.play("play Red Knot", "use the power", "draw from the deck", "stop")
    me = view(turn.state, cards).player(0)
    assert me.hand == ["Wood Duck"]


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


def test_a_power_that_plays_a_bird_cannot_bury_its_own_bird_under_it(cards):
    """Downy Woodpecker's power plays a bird in forest: the bird played on top may cover Blue
    Jay, never the Woodpecker whose power is still running."""
    s = _table(cards)
    s.player(0).hand("Downy Woodpecker", "Common Buzzard").food(seed=2, invertebrate=2)
    s.player(0).bird("forest", "Blue Jay", eggs=1)  # the egg pays for the second column
    script = s.play("play Downy Woodpecker", "pay 1 seed", "use the power", until="answers")
    # Blue Jay is the one bird it may cover: that forced answer is taken at once.
    turn = script.play("play Common Buzzard in forest")
    me = view(turn.state, cards).player(0)
    assert me.row("forest") == ["Common Buzzard", "Downy Woodpecker"]


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


# --- sideways birds ---------------------------------------------------------------------------
def test_a_sideways_bird_covers_two_spaces_and_the_next_bird_goes_right_of_it(cards):
    s = _table(cards)
    s.player(0).hand("Common Blackbird", "Blue Jay").food(invertebrate=1, fruit=2, seed=1)
    s.player(0).bird("grassland", "Killdeer", eggs=2)
    turn = s.play("play Common Blackbird")  # column 1: no egg
    blackbird = view(turn.state, cards).player(0).bird("Common Blackbird")
    assert blackbird.sideways and blackbird.column == 0
    assert turn.state.players[0].spaces(Habitat.FOREST) == 2
    # the next forest bird goes in column 3, which costs 1 egg
    nxt = Scenario(players=2, cards=cards)
    nxt.player(0).hand("Blue Jay").food(seed=1, fruit=1)
    nxt.player(0).bird("forest", "Common Blackbird", sideways=True)
    nxt.player(0).bird("grassland", "Killdeer", eggs=2)
    turn = nxt.play("play Blue Jay")  # the egg is paid from Killdeer, the only bird with eggs
    assert turn.events(E.EggPaid)
    assert view(turn.state, cards).player(0).row("forest") == ["Common Blackbird", "Blue Jay"]


def test_a_sideways_bird_pays_the_lower_egg_cost_of_its_two_spaces(cards):
    # columns 3 and 4 cost 1 and 2 eggs: the bird placed over them pays 1
    s = _table(cards)
    s.player(0).hand("European Roller").food(invertebrate=1, rodent=1)
    s.player(0).birds("grassland", "Killdeer", "Horned Lark")
    s.player(0).bird("wetland", "Mallard", eggs=2)
    turn = s.play("play European Roller")
    assert len(turn.events(E.EggPaid)) == 1
    me = view(turn.state, cards).player(0)
    assert me.bird("Mallard").eggs == 1
    assert me.bird("European Roller").sideways
    assert turn.state.players[0].spaces(Habitat.GRASSLAND) == 4


def test_in_the_last_space_a_sideways_bird_is_placed_upright(cards):
    s = _table(cards)
    s.player(0).hand("Grey Heron").food(fish=2)
    s.player(0).birds("wetland", "Mallard", "Wood Duck", "American Coot", "Killdeer")
    s.player(0).bird("forest", "Blue Jay", eggs=2)
    turn = s.play("play Grey Heron")
    heron = view(turn.state, cards).player(0).bird("Grey Heron")
    assert not heron.sideways and heron.column == 4


def test_a_sideways_bird_leaves_no_room_for_a_fifth_bird_in_a_row_of_four(cards):
    s = _table(cards)
    s.player(0).hand("Blue Jay").food(seed=1, fruit=1)
    s.player(0).bird("forest", "Common Blackbird", sideways=True)
    s.player(0).bird("forest", "Long-Tailed Tit", sideways=True)
    s.player(0).bird("forest", "Downy Woodpecker", eggs=2)
    moves = s.rules().legal_moves(s.build())
    assert not any(getattr(m, "card", None) == cards.bird_id("Blue Jay") for m in moves)


def test_the_habitat_action_follows_the_leftmost_empty_column(cards):
    # one sideways bird: the leftmost empty forest column is the 3rd (2 dice, no conversion)
    s = _table(cards)
    s.player(0).bird("forest", "Common Blackbird", sideways=True)
    s.feeder("seed", "seed", "fish", "fish", "fruit")
    turn = s.play("gain food", "take seed", "take fish")
    assert_food(turn.state, 0, seed=1, fish=1)


def test_a_sideways_bird_counts_once_for_goals_that_count_birds(cards):
    from wingspan_rules.effects import CountBirds, InHabitat
    from wingspan_rules.engine.scoring import measure

    s = _table(cards)
    s.player(0).bird("forest", "Common Blackbird", sideways=True).bird("forest", "Blue Jay")
    player = s.build().players[0]
    assert measure(player, cards, CountBirds((InHabitat(Habitat.FOREST),))) == 2
    assert player.spaces(Habitat.FOREST) == 3


def test_a_bird_played_on_top_of_a_sideways_bird_is_sideways_too(cards):
    s = _table(cards)
    s.player(0).hand("Common Buzzard")
    s.player(0).bird("forest", "Common Blackbird", eggs=1, sideways=True)
    turn = s.play("play Common Buzzard in forest")  # covering the blackbird is the only way
    buzzard = view(turn.state, cards).player(0).bird("Common Buzzard")
    assert buzzard.sideways and buzzard.tucked == 1 and buzzard.eggs == 0


def test_a_sideways_bird_survives_a_save_and_bad_saves_are_refused(cards):
    s = _table(cards)
    s.player(0).bird("forest", "Common Blackbird", sideways=True)
    state = s.build()
    rules = s.rules()
    assert from_json(to_json(state), rules) == state
    doc = json.loads(to_json(state))
    doc["state"]["players"][0]["mat"][0][0]["card"] = cards.bird_id("Blue Jay")
    with pytest.raises(SavedGameError, match="cannot be placed sideways"):
        from_json(json.dumps(doc), rules)
    crowded = _table(cards)
    crowded.player(0).bird("forest", "Common Blackbird", sideways=True)
    crowded.player(0).bird("forest", "Long-Tailed Tit", sideways=True)
    doc = json.loads(to_json(crowded.build()))
    doc["state"]["players"][0]["mat"][0].append(dict(doc["state"]["players"][0]["mat"][0][0]))
    with pytest.raises(SavedGameError, match="more than 5 spaces"):
        from_json(json.dumps(doc), rules)


# --- every mode: a sideways bird and a covered bird, then a whole game ------------------------
MODES = [
    (BaseGame(), 2),
    (AutomaOptions(), 1),
    (DuetOptions(), 2),
    (FlockOptions(), 6),
]


@pytest.mark.parametrize(("mode", "players"), MODES, ids=lambda v: getattr(v, "TAG", v))
def test_every_mode_plays_on_with_sideways_and_covered_birds(cards, mode, players):
    from wingspan_rules.engine.invariants import problems, rules_problems
    from wingspan_rules.tools.simulate import random_playout

    if isinstance(mode, DuetOptions):
        s = Scenario(players=players, cards=cards, mode=DuetOptions(), seed=3)
    else:
        s = Scenario(players=players, cards=cards, mode=mode, seed=3)
    s.player(0).hand("Common Blackbird", "Common Buzzard", "Northern Goshawk", "Mallard")
    s.player(0).food(invertebrate=1, fruit=2, rodent=1)
    s.player(0).bird("forest", "Long-Tailed Tit", sideways=True, eggs=2)
    script = s.play("play Common Blackbird", until="answers")
    rules = s.rules()
    state = script.state
    row = state.players[0].mat[Habitat.FOREST]
    assert [b.sideways for b in row] == [True, True]
    assert state.players[0].spaces(Habitat.FOREST) == 4
    seen = []

    def check(options, move, after):
        seen.append(move)
        if len(seen) % 25 == 0:
            assert problems(after, cards) == [] and rules_problems(after, cards) == []
            assert from_json(to_json(after), rules) == after

    final, _ = random_playout(state, 7, check, rules=rules)
    assert problems(final, cards) == []


def test_a_sideways_bird_is_in_both_of_its_columns(cards):
    from wingspan_rules.state.model import covered_columns

    s = _table(cards)
    s.player(0).bird("forest", "Blue Jay").bird("forest", "Common Blackbird", sideways=True)
    s.player(0).bird("forest", "Downy Woodpecker")
    row = s.build().players[0].mat[Habitat.FOREST]
    assert covered_columns(row) == ((0,), (1, 2), (3,))


def test_the_observation_vector_marks_a_sideways_bird(cards):
    pytest.importorskip("numpy")
    from wingspan_rules.envs.observation import ObservationEncoding

    s = _table(cards)
    s.player(0).bird("forest", "Common Blackbird", sideways=True).bird("forest", "Blue Jay")
    rules = s.rules()
    vector = ObservationEncoding(rules).encode_state(s.build(), 0)
    mat = ObservationEncoding(rules).section("p0.mat")
    places = vector[mat.start : mat.start + mat.length].reshape(15, 5)
    assert places[0][0] == cards.bird_id("Common Blackbird") + 1 and places[0][4] == 1
    assert places[1][0] == cards.bird_id("Blue Jay") + 1 and places[1][4] == 0


def test_a_covering_play_triggers_pink_powers_for_a_bird_played_and_a_predator(cards):
    s = _table(cards)
    s.player(0).hand("Common Buzzard")
    s.player(0).bird("forest", "Blue Jay")
    s.player(1).bird("forest", "Eastern Kingbird").bird("grassland", "Turkey Vulture")
    script = s.play("play Common Buzzard in forest", until="answers")
    asked = s.rules().describe_decision(script.state)
    assert "Eastern Kingbird" in asked  # another player played a bird in forest
    script = script.play("skip", until="answers")
    assert "Turkey Vulture" in s.rules().describe_decision(script.state)  # a predator succeeded


def test_cards_paid_instead_of_rodents_trigger_a_predator_pink_power(cards):
    s = _table(cards)
    s.player(0).hand("Eurasian Sparrowhawk", "Mallard")
    s.player(1).bird("forest", "Black Vulture")
    script = s.play("play Eurasian Sparrowhawk", until="answers")
    assert "Black Vulture" in s.rules().describe_decision(script.state)


def test_a_sideways_bird_fills_both_of_its_columns_for_column_goals_and_bonus_cards(cards):
    from wingspan_rules.engine.scoring import measure
    from wingspan_rules.expansions.european.scoring import ColumnsWithColours, FilledColumns

    s = _table(cards)
    s.player(0).bird("forest", "Common Blackbird", sideways=True)  # white: columns 1 and 2
    s.player(0).bird("grassland", "Killdeer").bird("grassland", "Horned Lark")  # brown, pink
    s.player(0).bird("wetland", "Mallard").bird("wetland", "Wood Duck")  # brown, brown
    player = s.build().players[0]
    assert measure(player, cards, FilledColumns()) == 2  # upright, the blackbird fills one
    # Behaviorist: the blackbird's white counts in its second column too (white, pink, brown).
    assert measure(player, cards, ColumnsWithColours(3)) == 1
