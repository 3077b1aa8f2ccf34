"""Scenario tests for the European expansion's pink (once-between-turns) birds (rules 9.1).

New here: "when another player tucks a card" (for any reason), and parts of a power done at the
end of the turn of the player who triggered it: the Eurasian Tree Sparrow and the Eurasian
Golden Oriole gain their food from the birdfeeder then, the Snow Bunting draws its card then,
before the tray is refilled. The waiting part is a frame on the stack, so a game saved in
between resumes with it. The Common Cuckoo answers the lay-eggs action on a bowl or ground nest
(a star nest counts as both).
"""

from __future__ import annotations

import pytest

import wingspan_rules as ws
from wingspan_rules import frames as F
from wingspan_rules.engine.invariants import problems
from wingspan_rules.state import events as E
from wingspan_rules.state.model import EMPTY
from wingspan_rules.testing import Scenario, Script, assert_food, check_conservation, view
from wingspan_rules.variants import AutomaOptions, FlockOptions
from wingspan_rules.variants.automa import events as AE


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


def _waiting(state) -> list[str]:
    """The tags of the parts of powers waiting for the turn's end."""
    return [f.TAG for f in state.pending if f.TAG == "turn-end-part"]


def _sound(state, cards) -> None:
    assert problems(state, cards) == []
    check_conservation(state, cards)


# --- "when another player takes the gain-food action": gain at the end of their turn ---------------


#: Pink powers asked right after their trigger, even those done at the end of the turn and those
#: triggered in the middle of a power (the reading these tests were written for; the default
#: follows rules 3.9: tests/european/test_rules_fidelity.py).
_AT_ONCE = ws.HouseRules(pink_right_after_trigger=True)
_RULEBOOK = ws.HouseRules()


def _sparrow(eu, house: ws.HouseRules = _RULEBOOK) -> Scenario:
    s = Scenario(players=2, cards=eu, house=house)
    s.player(1).bird("forest", "Eurasian Tree Sparrow")
    s.player(0).bird("forest", "Blue-Gray Gnatcatcher")  # a brown forest power of the active player
    s.feeder("rodent", "fish", "fruit", "seed", "invertebrate")
    return s


def test_tree_sparrow_gains_its_seed_only_when_the_other_players_turn_ends(eu):
    turn = _sparrow(eu, _AT_ONCE).play("gain food", "take fish", until="answers")
    assert _pink_offer(turn, eu) == (1, "Eurasian Tree Sparrow")
    assert "took the gain food action" in turn.question()
    turn = turn.play("use the power", until="answers")
    # Nothing gained yet: the active player's brown powers come first.
    assert_food(turn.state, 1)
    assert _waiting(turn.state) == ["turn-end-part"]
    assert turn.options() == ["use the power of Blue-Gray Gnatcatcher (forest 1)", "skip"]
    turn = turn.play("skip", until="answers")
    assert turn.question().startswith("player 1: take a die from the birdfeeder")
    assert turn.options() == ["take seed", "stop"]  # a seed die only
    turn = turn.play("take seed", until="answers")
    assert_food(turn.state, 1, seed=1)
    assert turn.state.pending[-1].TAG == "choose-action" and turn.state.pending[-1].player == 1
    assert [e.food for e in turn.events(E.FoodGained) if e.player == 1] == [ws.Food.SEED]
    _sound(turn.state, eu)


def test_tree_sparrow_resumes_after_a_save_while_it_waits(eu):
    turn = _sparrow(eu, _AT_ONCE).play("gain food", "take fish", "use the power", until="answers")
    text = ws.to_json(turn.state)
    loaded = ws.from_json(text, turn.rules)
    assert loaded == turn.state
    assert _waiting(loaded) == ["turn-end-part"]
    _sound(loaded, eu)
    resumed = Script(loaded, rules=turn.rules).play("skip", "take seed", until="answers")
    assert_food(resumed.state, 1, seed=1)
    # The same game, unsaved, gets to the same state.
    direct = turn.play("skip", "take seed", until="answers")
    assert ws.to_json(direct.state) == ws.to_json(resumed.state)


def test_tree_sparrow_does_not_answer_its_owners_own_gain_food_action(eu):
    s = Scenario(players=2, cards=eu)
    s.player(0).bird("forest", "Eurasian Tree Sparrow")
    s.feeder("rodent", "fish", "fruit", "seed", "invertebrate")
    turn = s.play("gain food", "take fish")  # strict: an offer would be left unanswered
    assert_food(turn.state, 0, fish=1)
    assert _waiting(turn.state) == []


def test_golden_oriole_takes_an_invertebrate_or_a_fruit_at_the_end_of_the_turn(eu):
    s = Scenario(players=2, cards=eu)
    s.player(1).bird("grassland", "Eurasian Golden Oriole")
    s.feeder("rodent", "fish", "fruit", "seed", "invertebrate")
    turn = s.play("gain food", "take rodent", "use the power", until="answers")
    assert sorted(turn.options()) == ["stop", "take fruit", "take invertebrate"]
    turn = turn.play("take fruit", until="answers")
    assert_food(turn.state, 1, fruit=1)


def test_golden_oriole_gains_nothing_when_the_feeder_has_neither_food_at_the_turns_end(eu):
    # The note of the card: none of the food in the birdfeeder, nothing gained.
    s = Scenario(players=2, cards=eu)
    s.player(1).bird("grassland", "Eurasian Golden Oriole")
    s.feeder("rodent", "fish", "fish", "seed", "fruit")
    turn = s.play("gain food", "take fruit", "use the power", until="answers")
    # The fruit die was taken by the action: at the turn's end no die shows either food.
    assert turn.state.pending[-1].TAG == "choose-action" and turn.state.pending[-1].player == 1
    assert_food(turn.state, 1)


def test_tree_sparrow_may_reset_a_feeder_of_one_face_at_the_turns_end(eu):
    # The note of the card: all dice on the same face, the feeder may be reset first.
    s = Scenario(players=2, cards=eu)
    s.player(1).bird("forest", "Eurasian Tree Sparrow")
    s.feeder("fish", "fish", "fish", "fish", "rodent")
    s.next_rolls("seed", "seed", "fish", "fish", "fish")
    turn = s.play("gain food", "take rodent", "use the power", until="answers")
    assert turn.options() == ["reroll the birdfeeder", "stop"]
    turn = turn.play("reroll", "take seed", until="answers")
    assert_food(turn.state, 1, seed=1)


def test_two_waiting_gains_run_in_the_order_they_were_triggered(eu):
    s = Scenario(players=3, cards=eu)
    s.player(1).bird("forest", "Eurasian Tree Sparrow")
    s.player(2).bird("forest", "Eurasian Golden Oriole")
    s.feeder("rodent", "fish", "fruit", "seed", "invertebrate")
    turn = s.play("gain food", "take rodent", "use the power", until="answers")
    assert _pink_offer(turn, eu) == (2, "Eurasian Golden Oriole")
    assert _waiting(turn.state) == ["turn-end-part"]
    turn = turn.play("use the power", until="answers")
    # Clockwise from the active player's left: the sparrow's waiting gain runs first.
    assert turn.question().startswith("player 1: take a die")
    assert _waiting(turn.state) == ["turn-end-part"]
    turn = turn.play("take seed", until="answers")
    assert turn.question().startswith("player 2: take a die")
    turn = turn.play("take invertebrate", until="answers")
    assert_food(turn.state, 1, seed=1)
    assert_food(turn.state, 2, invertebrate=1)


# --- "when another player tucks a card" ------------------------------------------------------------


def _tucker(eu, house: ws.HouseRules = _RULEBOOK, offers: str = "honest") -> Scenario:
    """Player 0's American Robin tucks a card from the hand (then draws) on a gain-food action."""
    s = Scenario(players=2, cards=eu, house=house, offers=offers)
    s.player(0).bird("forest", "American Robin").hand("Blue Jay")
    s.tray("Killdeer", "Wild Turkey", "Barn Owl")
    return s


def test_european_goldfinch_tucks_from_the_deck_when_another_player_tucks(eu):
    s = _tucker(eu, _AT_ONCE)
    s.player(1).bird("forest", "European Goldfinch")
    s.deck_top("Mallard")
    turn = s.play("gain food", "stop", "skip", "use the power", until="answers")
    assert _pink_offer(turn, eu) == (1, "European Goldfinch")
    # The card tucked from the hand is secret, in the offer too.
    assert "(player 0 tucked a card from their hand behind American Robin)" in turn.question()
    assert turn.state.pending[-1].trigger.tucked == ws.HIDDEN
    turn = turn.play("use the power", until="answers")
    goldfinch = view(turn.state, eu).player(1).bird("European Goldfinch")
    assert goldfinch.tucked == 1
    assert turn.state.players[1].mat[0][0].tucked == (eu.bird_id("Mallard"),)
    _sound(turn.state, eu)


def test_european_goldfinch_answers_a_predators_tuck(eu):
    # "For any reason": a card a hunt revealed, tucked behind the predator.
    s = Scenario(players=2, cards=eu)
    s.player(1).bird("forest", "European Goldfinch")
    s.player(0).bird("grassland", "Swainson's Hawk")
    s.deck_top("Killdeer", "Mallard")  # the hawk reveals the Killdeer (59 cm < 75 cm)
    turn = s.play("lay eggs", "stop", "use the power", until="answers")
    assert _pink_offer(turn, eu) == (1, "European Goldfinch")
    assert "tucked Killdeer" in turn.question()  # a revealed card is seen by all


def test_pink_tuck_powers_do_not_answer_a_tuck_on_their_owners_turn(eu):
    s = _tucker(eu)
    s.player(0).bird("grassland", "European Goldfinch")
    turn = s.play("gain food", "stop", "skip", "use the power", "draw Killdeer")
    assert view(turn.state, eu).player(0).bird("European Goldfinch").tucked == 0


def test_snow_bunting_tucks_now_and_draws_at_the_turns_end_before_the_tray_refills(eu):
    s = _tucker(eu, _AT_ONCE, offers="legacy")
    s.player(1).bird("grassland", "Snow Bunting").hand("Mallard")
    turn = s.play("gain food", "stop", "skip", "use the power", until="answers")
    assert _pink_offer(turn, eu) == (1, "Snow Bunting")
    turn = turn.play("use the power", until="answers")
    bunting = view(turn.state, eu).player(1).bird("Snow Bunting")
    assert bunting.tucked == 1 and view(turn.state, eu).player(1).hand == []
    assert _waiting(turn.state) == ["turn-end-part"]
    # The robin's own draw comes first; it takes the Wild Turkey.
    turn = turn.play("draw Wild Turkey", until="answers")
    # The ruling: the bunting's card comes from the tray before it is refilled.
    assert turn.options() == [
        "draw Killdeer from the tray",
        "draw Barn Owl from the tray",
        "draw from the deck",
        "stop",
    ]
    turn = turn.play("draw Barn Owl", until="answers")
    assert view(turn.state, eu).player(1).hand == ["Barn Owl"]
    refill = turn.events(E.TrayRefilled)
    assert refill and EMPTY not in refill[-1].tray
    _sound(turn.state, eu)


def test_snow_bunting_with_an_empty_hand_is_not_offered(eu):
    s = _tucker(eu)
    s.player(1).bird("grassland", "Snow Bunting")
    turn = s.play("gain food", "stop", "skip", "use the power", "draw Killdeer")
    assert view(turn.state, eu).player(1).bird("Snow Bunting").tucked == 0
    assert not [r for r in turn.decisions if "pink power" in r.question]


# --- the Common Cuckoo: "lay eggs" answered on a bowl or ground nest -------------------------------


def test_common_cuckoo_lays_on_another_bird_with_a_bowl_ground_or_star_nest(eu):
    s = Scenario(players=2, cards=eu)
    s.player(0).bird("grassland", "Wild Turkey")
    s.player(1).bird("forest", "Common Cuckoo")
    s.player(1).bird("forest", "Blue Jay")  # bowl
    s.player(1).bird("grassland", "Killdeer")  # ground
    s.player(1).bird("grassland", "Eastern Phoebe")  # star: counts as both
    s.player(1).bird("wetland", "Wood Duck")  # cavity
    s.player(1).bird("wetland", "Osprey")  # platform
    turn = s.play(
        "lay eggs", "lay an egg on Wild Turkey", "lay an egg on Wild Turkey", until="answers"
    )
    assert _pink_offer(turn, eu) == (1, "Common Cuckoo")
    turn = turn.play("use the power", until="answers")
    assert sorted(turn.options()) == [
        "lay an egg on Blue Jay (forest 2)",
        "lay an egg on Eastern Phoebe (grassland 2)",
        "lay an egg on Killdeer (grassland 1)",
        "stop",
    ]
    turn = turn.play("lay an egg on Eastern Phoebe", until="answers")
    assert view(turn.state, eu).player(1).bird("Eastern Phoebe").eggs == 1
    assert [(e.player, eu.birds[e.card].name) for e in turn.events(E.EggLaid)][-1] == (
        1,
        "Eastern Phoebe",
    )


# --- the modes: Automa and Flock ------------------------------------------------------------------


def test_against_the_automa_its_gain_food_turn_lets_the_sparrow_gain_at_its_end(eu):
    # Rules 6.3 with the option that the Automa's actions trigger pink powers.
    s = Scenario(players=1, cards=eu, mode=AutomaOptions(pink_on_actions=True))
    s.automa().bonus("Anatomist").deck_top("2")  # round 1 "2": gain food, then the star
    s.player(0).bird("forest", "Eurasian Tree Sparrow")
    s.feeder("rodent", "fish", "fruit", "seed", "invertebrate")
    turn = s.play("gain food", "take fish", until="answers")
    assert turn.question() == (
        "player 0: use the pink power of Eurasian Tree Sparrow (forest 1)? "
        "(the Automa took the gain food action)"
    )
    turn = turn.play("use the power", until="answers")
    # The rest of the Automa's turn (its star: the sparrow was used already), then the seed,
    # before the Automa's turn ends.
    assert [f.TAG for f in turn.state.pending[:2]] == ["begin-turn", "automa-end-turn"]
    assert turn.options() == ["take seed", "stop"]
    turn = turn.play("take seed", until="answers")
    assert_food(turn.state, 0, fish=1, seed=1)
    assert turn.events(AE.AutomaTurnEnded)
    assert turn.state.pending[-1].TAG == "choose-action"
    _sound(turn.state, eu)


def test_flock_mode_a_waiting_gain_waits_in_the_lane_of_the_turn_that_triggered_it(eu):
    s = Scenario(players=6, mode=FlockOptions(), cards=eu)
    s.player(1).bird("forest", "Eurasian Tree Sparrow")
    s.feeder("rodent", "fish", "fruit", "seed", "invertebrate")
    script = s.script().play("gain food", "take fish", player=0, until="answers")
    assert script.question(1).startswith("player 1: use the pink power of Eurasian Tree Sparrow")
    script = script.play("use the power", player=1, until="answers")
    # Player 0's turn is over but for the sparrow's gain, asked in player 0's lane, above the
    # end of that turn.
    (lane,) = [lane for lane in script.state.lanes if lane.player == 0]
    assert [f.TAG for f in lane.pending][:3] == ["end-turn", "end-power", "take-food-for-power"]
    assert script.question(1).startswith("player 1: take a die")
    assert problems(script.state, eu) == []
    script = script.play("take seed", player=1, until="answers")
    assert_food(script.state, 1, seed=1)
    assert problems(script.state, eu) == []


def test_honest_snow_bunting_draws_its_paid_card_with_no_stop(eu):
    """The case above under the honest offers (the default): the card the tuck paid for is
    drawn at the turn's end with no "stop" before it."""
    s = _tucker(eu, _AT_ONCE)
    s.player(1).bird("grassland", "Snow Bunting").hand("Mallard")
    turn = s.play("gain food", "stop", "skip", "use the power", until="answers")
    turn = turn.play("use the power", until="answers")
    assert _waiting(turn.state) == ["turn-end-part"]
    turn = turn.play("draw Wild Turkey", until="answers")
    assert turn.options() == [
        "draw Killdeer from the tray",
        "draw Barn Owl from the tray",
        "draw from the deck",
    ]
    turn = turn.play("draw Barn Owl", until="answers")
    assert view(turn.state, eu).player(1).hand == ["Barn Owl"]
