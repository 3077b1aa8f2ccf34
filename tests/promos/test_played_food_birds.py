"""The South Island Saddleback: another bird played in the forest, then any of the food spent
on it cached on the Saddleback, read from the payment itself (docs/promos.md, "Readings of the
nectar and feeder-draw birds")."""

from __future__ import annotations

import pytest

import wingspan_rules as ws
from wingspan_rules.testing import Scenario, view

F = ws.Food
USE = "use the power of South Island Saddleback (forest 1)"


@pytest.fixture(scope="module")
def cards():
    return ws.load_cards(sets=("core", "promos"))


def _played(cards, **food: int) -> ws.testing.Script:
    """Player 0 plays the Saddleback (paying 2 invertebrate, beyond ``food``), uses its power
    and plays the Pileated Woodpecker (invertebrate + fruit) into the forest with ``food``."""
    s = Scenario(players=2, cards=cards)
    s.player(0).bird("grassland", "Killdeer", eggs=2).hand(
        "South Island Saddleback", "Pileated Woodpecker"
    ).food(**{"invertebrate": 2, **{k: v + 2 * (k == "invertebrate") for k, v in food.items()}})
    script = s.script().play("play South Island Saddleback in forest", until="answers")
    script = script.play("pay 2 invertebrate", USE, until="answers")
    return script.play("play Pileated Woodpecker in forest", until="answers")


def _cached(state, cards) -> dict[str, int]:
    return view(state, cards).player(0).bird("South Island Saddleback").cached


def test_the_saddleback_offers_only_the_food_spent_on_the_bird_it_played(cards):
    script = _played(cards, invertebrate=1, fruit=1, fish=2)
    script = script.play("pay 1 invertebrate, 1 fruit", until="answers")
    assert script.options() == ["choose invertebrate", "choose fruit", "stop"]  # no fish
    script = script.play("choose fruit", "choose invertebrate", until="answers")
    assert _cached(script.state, cards) == {"invertebrate": 1, "fruit": 1}
    assert script.state.players[0].food[F.FISH] == 2  # the supply's other food stays


def test_the_saddleback_may_cache_some_of_the_food_spent_and_stop(cards):
    script = _played(cards, invertebrate=1, fruit=1)
    script = script.play("choose fruit", "stop", until="answers")
    assert _cached(script.state, cards) == {"fruit": 1}


def test_the_saddleback_counts_the_two_tokens_a_two_for_one_spent(cards):
    script = _played(cards, seed=1, fish=1, fruit=1)  # no invertebrate: seed and fish pay it
    assert script.options() == ["choose seed", "choose fish", "choose fruit", "stop"]
    script = script.play("choose seed", "choose fish", "choose fruit", until="answers")
    assert sum(_cached(script.state, cards).values()) == 3


def test_a_bird_played_by_the_play_a_bird_action_caches_nothing_on_the_saddleback(cards):
    s = Scenario(players=2, cards=cards)
    s.player(0).bird("forest", "South Island Saddleback").bird(
        "grassland", "Killdeer", eggs=2
    ).hand("Pileated Woodpecker").food(invertebrate=1, fruit=1)
    script = s.script().play("play Pileated Woodpecker in forest", until="answers")
    assert not any(o.startswith("choose") for o in script.options())
    assert _cached(script.state, cards) == {}


def test_the_saddleback_reads_the_payment_not_the_food_the_played_birds_own_power_gained(cards):
    """The Northern Flicker's white power takes every invertebrate die before the Saddleback
    caches: only the seed paid for the Flicker is offered."""
    s = Scenario(players=2, cards=cards)
    s.player(0).bird("grassland", "Killdeer", eggs=2).hand(
        "South Island Saddleback", "Northern Flicker"
    ).food(invertebrate=2, seed=1)
    s.feeder("invertebrate", "invertebrate", "fish", "fruit", "rodent")
    script = s.script().play("play South Island Saddleback in forest", until="answers")
    script = script.play("pay 2 invertebrate", USE, until="answers")
    script = script.play("play Northern Flicker in forest", until="answers")
    for _ in range(5):  # the Flicker's own power, answered before the Saddleback goes on
        if not any(o.startswith(("use the power of Northern", "take")) for o in script.options()):
            break
        pick = next(o for o in script.options() if o.startswith(("use", "take")))
        script = script.play(pick, until="answers")
    assert script.state.players[0].food[F.INVERTEBRATE] == 2  # gained by the Flicker's power
    assert script.options() == ["choose seed", "stop"]
