"""Honest offers (``GameConfig.offers``, docs/api.md "Configuration"): a power is offered only
when using it could change the game, and a gain paid for by a cost is not cut down to none.

Each case is played twice: under the default, ``"honest"``, the do-nothing offer is gone;
under ``"legacy"`` (the games played before the option existed, their saves and records) it is
still made, as before.
"""

from __future__ import annotations

import pytest

from wingspan_rules.state import events as E
from wingspan_rules.testing import Scenario, assert_food, view

USE = "use the power"
HONEST, LEGACY = "honest", "legacy"


def offered(turn, bird: str) -> bool:
    """Whether the deciding player is asked to use ``bird``'s power now."""
    return any(o.startswith("use the power") and bird in o for o in turn.options())


@pytest.mark.parametrize("offers", [HONEST, LEGACY])
def test_a_repeat_with_no_other_brown_power_in_the_row_is_offered_only_under_legacy(cards, offers):
    s = Scenario(players=2, cards=cards, offers=offers)
    s.player(0).birds("forest", "Hooded Warbler", "Gray Catbird")  # no power to repeat
    s.feeder("seed", "fish", "fruit", "rodent", "invertebrate")
    turn = s.play("gain food", "take fish", "stop", until="answers")
    assert offered(turn, "Gray Catbird") is (offers == LEGACY)


def test_a_repeat_with_a_brown_power_to_repeat_is_offered(cards):
    s = Scenario(players=2, cards=cards)
    s.player(0).birds("forest", "Carolina Chickadee", "Gray Catbird")
    s.feeder("seed", "fish", "fruit", "rodent", "invertebrate")
    turn = s.play("gain food", "take fish", "stop", until="answers")
    assert offered(turn, "Gray Catbird")


@pytest.mark.parametrize("offers", [HONEST, LEGACY])
@pytest.mark.parametrize(
    ("bird", "food"), [("Downy Woodpecker", "seed"), ("House Wren", "invertebrate")]
)
def test_play_a_bird_with_no_playable_bird_in_hand_is_offered_only_under_legacy(
    cards, offers, bird, food
):
    s = Scenario(players=2, cards=cards, offers=offers)
    # The bird's cost takes the only food: nothing is left to pay for the Wild Turkey.
    s.player(0).hand(bird, "Wild Turkey").food(**{food: 1})
    turn = s.play(f"play {bird} in forest", until="answers")
    assert offered(turn, bird) is (offers == LEGACY)


def test_play_a_bird_with_a_playable_bird_in_hand_is_offered(cards):
    s = Scenario(players=2, cards=cards)
    s.player(0).hand("Downy Woodpecker", "Hooded Warbler").food(seed=1, invertebrate=2)
    s.player(0).bird("grassland", "Killdeer", eggs=1)  # the egg the forest's second space costs
    turn = s.play("play Downy Woodpecker in forest", "pay 1 seed", until="answers")
    assert offered(turn, "Downy Woodpecker")


@pytest.mark.parametrize("offers", [HONEST, LEGACY])
def test_an_egg_on_a_bird_at_its_limit_is_offered_only_under_legacy(cards, offers):
    s = Scenario(players=2, cards=cards, offers=offers)
    s.player(0).bird("grassland", "Mourning Dove", eggs=5)  # its egg limit
    turn = s.play("lay eggs", until="answers")
    assert offered(turn, "Mourning Dove") is (offers == LEGACY)


def test_an_egg_on_a_bird_with_room_is_offered(cards):
    s = Scenario(players=2, cards=cards)
    s.player(0).bird("grassland", "Mourning Dove")
    turn = s.play("lay eggs", "lay an egg on Mourning Dove", "stop", until="answers")
    assert offered(turn, "Mourning Dove")


@pytest.mark.parametrize("offers", [HONEST, LEGACY])
def test_a_food_from_the_feeder_with_no_die_and_no_reroll_is_offered_only_under_legacy(
    cards, offers
):
    s = Scenario(players=2, cards=cards, offers=offers)
    s.player(0).bird("forest", "Great Crested Flycatcher")
    s.feeder("seed", "fish", "fruit", "rodent", "seed")  # no invertebrate, and not all alike
    turn = s.play("gain food", "take fish", until="answers")
    assert offered(turn, "Great Crested Flycatcher") is (offers == LEGACY)


def test_a_food_from_the_feeder_with_all_dice_alike_is_offered_for_the_reroll(cards):
    s = Scenario(players=2, cards=cards)
    s.player(0).bird("forest", "Great Crested Flycatcher")
    s.player(0).bird("forest", "Hooded Warbler")  # two birds: the gain food action takes 2
    s.feeder("seed", "seed", "seed", "fish", "fish")
    turn = s.play("gain food", "take fish", "take fish", until="answers")
    assert offered(turn, "Great Crested Flycatcher")  # 3 seed left: the feeder may be rerolled
    turn = turn.play(USE, until="answers")
    assert turn.options() == ["reroll the birdfeeder", "stop"]


@pytest.mark.parametrize(
    ("offers", "options"),
    [
        (HONEST, ["take 2", "take 1"]),
        (LEGACY, ["take 2", "take 1", "take none"]),
    ],
)
def test_a_gain_paid_for_is_not_cut_down_to_none(cards, offers, options):
    s = Scenario(players=2, cards=cards, offers=offers)
    s.player(0).bird("grassland", "Canada Goose", eggs=3).food(seed=1)
    s.deck_top("Mallard", "Killdeer")
    turn = s.play("lay eggs", USE, until="answers")
    assert_food(turn.state, 0)  # the seed is paid
    assert turn.options() == options
    turn = turn.play("take 1")
    assert view(turn.state, cards).player(0).bird("Canada Goose").tucked == 1
    assert len(turn.events(E.CardTucked)) == 1


@pytest.mark.parametrize("offers", [HONEST, LEGACY])
def test_eggs_paid_for_offer_no_stop_before_the_first(offers):
    """Thekla's Lark pays 1 seed for 2 eggs on itself: once paid, the first egg is laid."""
    s = Scenario(players=2, sets=("core", "european"), offers=offers)
    s.player(0).bird("grassland", "Thekla's Lark").food(seed=1)
    turn = s.play("lay eggs", "lay an egg on Thekla's Lark", "stop", "skip", USE, until="answers")
    assert_food(turn.state, 0)  # the seed is paid
    lark = view(turn.state, s.cards).player(0)
    # Honest: with one place for it, the first egg paid for is laid with no question; the
    # second may be declined. Legacy: "stop" is offered before the first.
    assert lark.bird("Thekla's Lark").eggs == (2 if offers == HONEST else 1)
    assert "stop" in turn.options()
