"""Rules reference 3.9: when a pink power answers, and what its offer says.

A pink power resolves right after its trigger: after the mat benefit and before the brown
powers for a habitat action, right after the triggering power otherwise. For a bird played (by
the action or by a power) that is once the bird is placed, before its own white power.
``HouseRules.pink_before_white=False`` answers them after the white power instead.
"""

from __future__ import annotations

import wingspan_rules as ws
from wingspan_rules import frames as F
from wingspan_rules.state import events as E
from wingspan_rules.state.enums import Habitat
from wingspan_rules.state.model import HouseRules
from wingspan_rules.testing import Scenario, Script, assert_food, view

_RULEBOOK = HouseRules()  # the defaults: pink powers answer before the white power


def _asked(turn: Script) -> str:
    return ws.rules_for(turn.state).describe_decision(turn.state)


def _woodpecker_chain(cards, house: HouseRules = _RULEBOOK) -> Scenario:
    """Player 0 plays Downy Woodpecker, whose white power plays Tufted Titmouse, whose white
    power plays Hooded Warbler, all in the forest; player 1's Eastern Kingbird answers a bird
    played in another player's forest."""
    s = Scenario(players=2, cards=cards, house=house)
    p = s.player(0).hand("Downy Woodpecker", "Tufted Titmouse", "Hooded Warbler")
    p.food(seed=2, invertebrate=2).bird("grassland", "Wild Turkey", eggs=3)
    s.player(1).bird("forest", "Eastern Kingbird")
    return s


def _heron_and_kingfisher(cards, house: HouseRules = _RULEBOOK) -> Scenario:
    s = Scenario(players=2, cards=cards, house=house)
    s.player(1).bird("wetland", "Belted Kingfisher")
    s.player(0).hand("Great Blue Heron", "Mallard").food(invertebrate=1, fish=1, seed=1)
    s.player(0).bird("forest", "Hooded Warbler", eggs=1)
    return s


def test_3_9_a_pink_power_answers_before_the_white_power_of_the_bird_that_triggered_it(cards):
    turn = _heron_and_kingfisher(cards).play("play Great Blue Heron in wetland", until="answers")
    assert _asked(turn) == (
        "player 1: use the pink power of Belted Kingfisher (wetland 1)? "
        "(player 0 played Great Blue Heron in wetland)"
    )
    turn = turn.play("use the power", until="answers")
    assert _asked(turn) == "player 0: use the power of Great Blue Heron (wetland 1)?"
    turn = turn.play("use the power", "play Mallard in wetland")  # the second offer lapses
    used = [(e.player, cards.birds[e.card].name) for e in turn.events(E.PowerUsed)]
    assert used == [(1, "Belted Kingfisher"), (0, "Great Blue Heron")]
    assert view(turn.state, cards).player(0).row("wetland") == ["Great Blue Heron", "Mallard"]
    assert_food(turn.state, 1, fish=1)


def test_3_9_in_a_chain_of_birds_played_each_birds_pink_trigger_answers_before_its_white_power(
    cards,
):
    turn = _woodpecker_chain(cards).play(
        "play Downy Woodpecker in forest", "pay 1 seed", until="answers"
    )
    asked = [_asked(turn)]
    for answer in ("skip", "use the power", "play Tufted Titmouse in forest", "pay 1 seed"):
        turn = turn.play(answer, until="answers")
        asked.append(_asked(turn))
    turn = turn.play("use the power", until="answers")
    asked.append(_asked(turn))
    assert asked == [
        "player 1: use the pink power of Eastern Kingbird (forest 1)? "
        "(player 0 played Downy Woodpecker in forest)",
        "player 0: use the power of Downy Woodpecker (forest 1)?",
        "player 0: play an additional bird in forest",
        "player 0: pay the food cost of Tufted Titmouse",
        "player 1: use the pink power of Eastern Kingbird (forest 1)? "
        "(player 0 played Tufted Titmouse in forest)",
        "player 0: use the power of Tufted Titmouse (forest 2)?",
    ]
    turn = turn.play("use the power", "play Hooded Warbler in forest")  # Kingbird used: lapses
    assert view(turn.state, cards).player(0).row("forest") == [
        "Downy Woodpecker",
        "Tufted Titmouse",
        "Hooded Warbler",
    ]
    assert_food(turn.state, 1, invertebrate=1)


def test_3_9_house_rule_pink_before_white_false_answers_after_the_white_power(cards):
    house = HouseRules(pink_before_white=False)
    turn = _woodpecker_chain(cards, house).play(
        "play Downy Woodpecker in forest", "pay 1 seed", until="answers"
    )
    assert _asked(turn) == "player 0: use the power of Downy Woodpecker (forest 1)?"
    turn = turn.play(
        "use the power", "play Tufted Titmouse in forest", "pay 1 seed", until="answers"
    )
    # The newest bird's white power first, then the pink triggers, the newest bird's first.
    assert _asked(turn) == "player 0: use the power of Tufted Titmouse (forest 2)?"
    turn = turn.play("skip", until="answers")
    assert _asked(turn) == (
        "player 1: use the pink power of Eastern Kingbird (forest 1)? "
        "(player 0 played Tufted Titmouse in forest)"
    )
    turn = turn.play("use the power")  # the offer for the woodpecker lapses
    used = [(e.player, cards.birds[e.card].name) for e in turn.events(E.PowerUsed)]
    assert used == [(0, "Downy Woodpecker"), (1, "Eastern Kingbird")]


def test_3_9_house_rule_pink_after_white_heron_chain(cards):
    house = HouseRules(pink_before_white=False)
    turn = _heron_and_kingfisher(cards, house).play(
        "play Great Blue Heron in wetland",
        "use the power",
        "play Mallard in wetland",
        "use the power",  # the Kingfisher answers the Mallard, the newest trigger
    )
    used = [(e.player, cards.birds[e.card].name) for e in turn.events(E.PowerUsed)]
    assert used == [(0, "Great Blue Heron"), (1, "Belted Kingfisher")]


def test_3_9_a_pink_offer_holds_the_event_that_triggered_it(cards):
    turn = _heron_and_kingfisher(cards).play("play Great Blue Heron in wetland", until="answers")
    frame = turn.state.pending[-1]
    assert isinstance(frame, F.OfferPower) and frame.pink
    assert frame.trigger == E.BirdPlayed(0, cards.bird_id("Great Blue Heron"), Habitat.WETLAND, 0)
    # The trigger is public: the opponent's observation has it, and the same question.
    seen = ws.observation(turn.state, 0)
    assert seen.pending[-1] == frame
    assert ws.rules_for(turn.state).describe_decision(seen) == _asked(turn)
    # It is saved with the game.
    assert ws.from_json(ws.to_json(turn.state)) == turn.state


def test_3_9_a_pink_offer_for_an_action_says_what_the_action_gained(cards):
    s = Scenario(players=2, cards=cards)
    s.player(1).bird("grassland", "Loggerhead Shrike")
    s.feeder("rodent", "fish", "fruit", "seed", "invertebrate")
    turn = s.play("gain food", "take rodent", until="answers")
    assert _asked(turn) == (
        "player 1: use the pink power of Loggerhead Shrike (grassland 1)? "
        "(player 0 took the gain food action and gained 1 rodent)"
    )


def test_3_9_a_pink_offer_for_a_predator_names_the_predator(cards):
    s = Scenario(players=2, cards=cards)
    s.player(1).bird("forest", "Turkey Vulture")
    s.player(0).bird("forest", "Barred Owl")
    s.feeder("seed", "fish", "fruit", "rodent", "invertebrate")
    s.deck_top("Hooded Warbler")  # 18 cm < 75 cm: the hunt succeeds
    turn = s.play("gain food", "take seed", "use the power", until="answers")
    assert _asked(turn) == (
        "player 1: use the pink power of Turkey Vulture (forest 1)? "
        "(player 0's predator Barred Owl succeeded)"
    )


def test_3_8_a_white_or_brown_offer_has_no_trigger(cards):
    turn = _heron_and_kingfisher(cards).play(
        "play Great Blue Heron in wetland", "skip", until="answers"
    )
    frame = turn.state.pending[-1]
    assert isinstance(frame, F.OfferPower) and not frame.pink and frame.trigger is None
