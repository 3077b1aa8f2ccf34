"""Rules fidelity of the European set (issue 19), each case named after its rule.

Empty spaces are spaces (a sideways bird covers two, rules 9.1); covering a bird is tucking it,
which answers "when another player tucks a card" (its ruling); a pink power asked at the end of
the turn when it is done wholly then, and after the whole power that triggered it (rules 3.9);
a steal against the Automa takes from the supply (rules 6.6); and the English of the
spendable-cache birds says what the engine does.
"""

from __future__ import annotations

import pytest

import wingspan_rules as ws
from wingspan_rules import frames as F
from wingspan_rules.language.describe import describe_power
from wingspan_rules.testing import Scenario, Script, assert_food, check_conservation, view
from wingspan_rules.variants import AutomaOptions


@pytest.fixture(scope="module")
def eu():
    """The base game's cards and the European expansion's."""
    return ws.load_cards(sets=("core", "european"))


def _pink_offer(turn: Script, cards) -> tuple[int, str] | None:
    """(owner, bird name) of the pink power offered now, or None."""
    frame = turn.state.pending[-1] if turn.state.pending else None
    if not (isinstance(frame, F.OfferPower) and frame.pink):
        return None
    bird = turn.state.players[frame.player].mat[frame.habitat][frame.column]
    return frame.player, cards.birds[bird.card].name


# --- rules 9.1: empty spaces, not birds ------------------------------------------------------
def test_9_1_empty_spaces_beside_a_sideways_bird_count_the_spaces_it_covers(eu):
    """Great Crested Grebe beside a sideways Grey Heron: 3 of 5 wetland spaces are covered, so
    the power draws 2 cards, not 3."""
    s = Scenario(players=2, cards=eu)
    s.player(0).bird("wetland", "Great Crested Grebe").bird("wetland", "Grey Heron", sideways=True)
    s.deck_top("Mallard", "Blue Jay", "Wood Duck", "Killdeer", "Barn Owl")
    turn = s.play(
        "draw cards", "draw from the deck", "draw from the deck", "use the power", until="answers"
    )
    assert turn.state.pending[-1].remaining == 2
    turn = turn.play("draw from the deck", "draw from the deck", until="answers")
    assert turn.options() == ["take Wood Duck", "take Killdeer"]  # the 2 drawn, kept at the end


def test_9_1_a_row_of_plain_birds_counts_one_space_each(eu):
    s = Scenario(players=2, cards=eu)
    s.player(0).bird("wetland", "Wilson's Storm Petrel").bird("wetland", "Mallard")
    turn = s.play("draw cards", "draw from the deck", "draw from the deck", until="answers")
    turn = turn.play("skip", "use the power", until="answers")  # Mallard's draw declined
    assert turn.state.pending[-1].remaining == 3


# --- rules 9.1: covering is tucking -------------------------------------------------------------
def test_9_1_a_bird_played_on_top_tucks_the_covered_bird_and_answers_tuck_powers(eu):
    s = Scenario(players=2, cards=eu)
    s.player(0).hand("Red Kite").bird("forest", "Blue Jay")
    s.player(1).bird("forest", "European Goldfinch")
    s.deck_top("Mallard")
    turn = s.play("play Red Kite", until="answers")
    assert _pink_offer(turn, eu) == (1, "European Goldfinch")
    assert "tucked Blue Jay behind Red Kite" in turn.question()
    turn = turn.play("use the power", until="answers")
    me, rival = view(turn.state, eu).player(0), view(turn.state, eu).player(1)
    assert me.bird("Red Kite").tucked == 1
    assert rival.bird("European Goldfinch").tucked == 1
    check_conservation(turn.state, eu)


# --- rules 3.9: "at the end of their turn" pink powers ----------------------------------------
def _sparrow(eu, house: ws.HouseRules | None = None) -> Scenario:
    s = Scenario(players=2, cards=eu, house=house or ws.HouseRules())
    s.player(1).bird("forest", "Eurasian Tree Sparrow")
    s.player(0).bird("forest", "Blue-Gray Gnatcatcher")  # a brown forest power of the active player
    s.feeder("rodent", "fish", "fruit", "seed", "invertebrate")
    return s


def test_3_9_a_pink_power_done_at_the_end_of_their_turn_is_asked_at_that_turns_end(eu):
    turn = _sparrow(eu).play("gain food", "take fish", until="answers")
    # The active player's own brown power comes first: the sparrow is not asked yet.
    assert _pink_offer(turn, eu) is None
    assert turn.options() == ["use the power of Blue-Gray Gnatcatcher (forest 1)", "skip"]
    turn = turn.play("skip", until="answers")
    assert _pink_offer(turn, eu) == (1, "Eurasian Tree Sparrow")
    assert "took the gain food action" in turn.question()
    turn = turn.play("use the power", until="answers")
    assert turn.options() == ["take seed", "stop"]
    turn = turn.play("take seed", until="answers")
    assert_food(turn.state, 1, seed=1)
    assert turn.state.pending[-1].TAG == "choose-action" and turn.state.pending[-1].player == 1
    check_conservation(turn.state, eu)


def test_3_9_the_house_rule_asks_it_right_after_the_trigger(eu):
    house = ws.HouseRules(pink_right_after_trigger=True)
    turn = _sparrow(eu, house).play("gain food", "take fish", until="answers")
    assert _pink_offer(turn, eu) == (1, "Eurasian Tree Sparrow")


# --- rules 3.9: a pink power triggered inside another power ----------------------------------
def _coot(eu, house: ws.HouseRules | None = None) -> Script:
    s = Scenario(players=2, cards=eu, house=house or ws.HouseRules())
    s.player(0).hand("Mallard").bird("wetland", "American Coot")
    s.player(1).bird("forest", "European Goldfinch")
    return s.play(
        "draw cards", "draw from the deck", "use the power", "tuck Mallard", until="answers"
    )


def test_3_9_a_pink_power_triggered_inside_a_power_is_asked_after_the_whole_power(eu):
    turn = _coot(eu)
    # "tuck, then draw": the draw comes before the Goldfinch is asked.
    assert _pink_offer(turn, eu) is None
    assert turn.question().startswith("player 0: draw a card")
    turn = turn.play("draw from the deck", until="answers")
    assert _pink_offer(turn, eu) == (1, "European Goldfinch")
    assert not turn.state.powers  # the Coot's power is over
    turn = turn.play("use the power", until="answers")
    assert view(turn.state, eu).player(1).bird("European Goldfinch").tucked == 1
    check_conservation(turn.state, eu)


def test_3_9_the_house_rule_asks_it_between_the_parts(eu):
    turn = _coot(eu, ws.HouseRules(pink_right_after_trigger=True))
    assert _pink_offer(turn, eu) == (1, "European Goldfinch")


# --- rules 6.6: stealing against the Automa -------------------------------------------------------
def _solo(eu, bird: str, house: ws.HouseRules | None = None) -> Scenario:
    s = Scenario(players=1, cards=eu, mode=AutomaOptions(), house=house or ws.HouseRules())
    s.player(0).bird("wetland", bird)
    return s


def test_6_6_a_steal_against_the_automa_takes_the_food_from_the_supply(eu):
    turn = _solo(eu, "Common Kingfisher").play("draw cards", "draw from the deck", until="answers")
    assert turn.options() == ["use the power of Common Kingfisher (wetland 1)", "skip"]
    turn = turn.play("use the power", until="answers")
    me = view(turn.state, eu).player(0)
    assert me.bird("Common Kingfisher").cached == {"fish": 1}  # stolen from the supply, cached
    assert me.food == {}  # and "that player" (the Automa) gains no die
    check_conservation(turn.state, eu)


def test_6_6_a_steal_of_any_food_against_the_automa_chooses_the_type(eu):
    script = _solo(eu, "Black-Headed Gull").play(
        "draw cards", "draw from the deck", "use the power", until="answers"
    )
    assert sorted(script.options()) == sorted(
        f"choose {f}" for f in ("invertebrate", "seed", "fish", "fruit", "rodent")
    )
    turn = script.play("choose rodent", until="answers")
    assert_food(turn.state, 0, rodent=1)


def test_6_6_the_house_rule_keeps_a_steal_unused_against_the_automa(eu):
    house = ws.HouseRules(steal_from_rival_supply=False)
    turn = _solo(eu, "Common Kingfisher", house).play("draw cards", "draw from the deck")
    assert view(turn.state, eu).player(0).bird("Common Kingfisher").cached == {}


# --- the English of the spendable-cache birds ---------------------------------------------------
@pytest.mark.parametrize("name", ["Coal Tit", "Eurasian Nuthatch"])
def test_spendable_cache_english_says_it_pays_any_food_cost(eu, name):
    text = describe_power(eu.birds[eu.bird_id(name)].power)
    assert "pay any food cost" in text and "pay for birds" not in text


def test_spendable_cache_pays_a_powers_food_cost(eu):
    """What the English says: a cached seed pays Thekla's Lark's "discard 1 seed"."""
    s = Scenario(players=2, cards=eu, offers="legacy")
    s.player(0).bird("grassland", "Thekla's Lark").bird("forest", "Coal Tit", cached={"seed": 1})
    lay = "lay an egg on Thekla's Lark"
    turn = s.play("lay eggs", "stop", "use the power", lay, lay, until="answers")
    me = view(turn.state, eu).player(0)
    assert me.bird("Thekla's Lark").eggs == 2 and me.bird("Coal Tit").cached == {}


def test_honest_spendable_cache_pays_a_powers_food_cost_and_the_first_egg_follows(eu):
    """The case above under the honest offers (the default): the egg the cached seed paid for
    is laid with no "stop" before it; the second is asked."""
    s = Scenario(players=2, cards=eu)
    s.player(0).bird("grassland", "Thekla's Lark").bird("forest", "Coal Tit", cached={"seed": 1})
    turn = s.play("lay eggs", "stop", "use the power", until="answers")
    me = view(turn.state, eu).player(0)
    assert me.bird("Thekla's Lark").eggs == 1 and me.bird("Coal Tit").cached == {}
    turn = turn.play("lay an egg on Thekla's Lark", until="answers")
    assert view(turn.state, eu).player(0).bird("Thekla's Lark").eggs == 2
