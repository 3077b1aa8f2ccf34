"""Descriptions are generated from compiled effects, for every kind of effect."""

from __future__ import annotations

import pytest

from wingspan_rules import effects as fx
from wingspan_rules.effects.cards import with_facts
from wingspan_rules.language import describe_bonus, describe_effect, describe_goal, describe_power

from .helpers import power_of
from .test_language_compiler import MEASURES, SINGLE_STATEMENTS


@pytest.mark.parametrize(
    ("line", "effect"), SINGLE_STATEMENTS, ids=[s for s, _ in SINGLE_STATEMENTS]
)
def test_every_statement_has_a_description(line, effect):
    text = describe_effect(effect)
    assert text and "None" not in text and "Zone." not in text and "<" not in text


def test_every_effect_of_the_core_set_is_described(cards):
    used = [e for bird in cards.birds if bird.power for e in fx.walk_effects(bird.power.effects)]
    for effect in used:
        text = describe_effect(effect)
        assert text and "None" not in text and "Zone." not in text
    assert len({type(e) for e in used}) >= 25  # the whole core vocabulary is exercised


def test_power_description_reads_as_sentences():
    power = power_of(
        "gain 1 seed from birdfeeder",
        "you may cache it on this bird",
    )
    assert describe_power(power) == (
        "When activated: Take 1 seed from the birdfeeder if a die shows it. "
        "You may keep that food on this bird as a cached token instead."
    )


def test_pink_power_names_its_trigger_and_icons():
    power = power_of(
        "tuck 1 card from hand behind this bird",
        header="power flocking once between turns when another player plays a bird in grassland",
    )
    assert describe_power(power) == (
        "[flocking] Once between turns, when an opponent plays a bird into their grassland: "
        "Slip 1 card from your hand under this bird."
    )


def test_hunt_description():
    power = power_of(
        "reveal 1 card from deck",
        "hunt succeeds if revealed wingspan < 75: tuck it behind this bird",
        "otherwise: discard it",
        header="power predator when activated",
    )
    assert describe_power(power).endswith(
        "The hunt succeeds if the card's wingspan is under 75 cm: slip that card under this "
        "bird; if it fails, put that card on the discard pile."
    )


def test_no_power():
    assert describe_power(None) == "No power."


@pytest.mark.parametrize(("measure", "expected"), MEASURES, ids=[m for m, _ in MEASURES])
def test_bonus_and_goal_descriptions(measure, expected):
    card = fx.BonusCard(
        "Card", "core", expected, fx.TierScoring((fx.Tier(2, 3, 3), fx.Tier(4, None, 7)))
    )
    text = describe_bonus(card)
    assert (
        text.startswith("Card: counts ") and "3 points for 2 to 3; 7 points for 4 or more" in text
    )
    assert describe_goal(fx.GoalSide("Side", expected)).startswith("Side: counts ")


def test_descriptions_do_not_leak_reprs():
    card = with_facts(
        fx.BonusCard("Card", "core", fx.CountHand(), fx.PerItemScoring(1)), automa=True
    )
    assert describe_bonus(card) == (
        "Card: counts bird cards in your hand. Scores 1 point for each. Can be given to the Automa."
    )
