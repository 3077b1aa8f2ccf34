"""Promo birds of plays, the deck and the discard pile, activations and selectors
(docs/promos.md, "Readings"): what each printed power means, paraphrased in the test's name,
on prepared boards."""

from __future__ import annotations

import pytest

import wingspan_rules as ws
from promos.test_promo_powers import _last_turn
from wingspan_rules.testing import Scenario, view

USE = "use the power"


@pytest.fixture(scope="module")
def cards():
    return ws.load_cards(sets=("core", "promos"))


def _bird(state, cards, player: int, name: str):
    return view(state, cards).player(player).bird(name)


# --- food of your own supply cached, then a die per food (effects/own_supply.py) ----------------


def _jackdaw(cards) -> Scenario:
    s = _last_turn(cards)
    s.player(0).bird("forest", "Western Jackdaw").food(seed=1, fish=2)
    s.feeder("rodent", "fruit", "fish", "seed", "invertebrate")
    return s


def test_the_jackdaw_takes_a_die_for_each_food_it_caches_from_the_supply(cards):
    s = _jackdaw(cards)
    done = s.script().play(
        "gain food", "stop", USE, "take 2", "cache fish", "cache fish", until="answers"
    )
    done = done.play("take rodent", "take fruit", until="answers")
    assert _bird(done.state, cards, 0, "Western Jackdaw").cached == {"fish": 2}
    assert view(done.state, cards).player(0).food == {"seed": 1, "fruit": 1, "rodent": 1}


def test_the_jackdaw_cannot_cache_the_dice_it_takes(cards):
    # one food held: one cached, one die, even when three caches were chosen
    s = _last_turn(cards)
    s.player(0).bird("forest", "Western Jackdaw").food(seed=1)
    s.feeder("rodent", "fruit", "fish", "seed", "invertebrate")
    done = s.script().play(
        "gain food", "stop", USE, "take 1", "cache seed", "take fish", until="answers"
    )
    done = done.play(until="answers")
    assert _bird(done.state, cards, 0, "Western Jackdaw").cached == {"seed": 1}
    assert view(done.state, cards).player(0).food == {"fish": 1}


def test_the_jackdaw_caching_nothing_takes_no_die(cards):
    s = _jackdaw(cards)
    done = s.script().play("gain food", "stop", USE, "take none", until="answers")
    assert _bird(done.state, cards, 0, "Western Jackdaw").cached == {}
    assert view(done.state, cards).player(0).food == {"seed": 1, "fish": 2}


# --- tucked behind each of several birds of this column (effects/each.py) -----------------------


def _swan(cards) -> Scenario:
    s = Scenario(players=2, cards=cards)
    mat = s.player(0)
    mat.bird("forest", "Blue Jay").bird("grassland", "Wild Turkey").bird("grassland", "Killdeer")
    mat.bird("wetland", "Whooper Swan").hand("Hooded Warbler", "Trumpeter Swan", "Canada Goose")
    return s


def test_the_swan_offers_only_the_birds_of_its_own_column(cards):
    s = _swan(cards)
    script = s.script().play("draw cards", "draw from the deck", USE, until="answers")
    assert [o for o in script.options() if o.startswith("pick")] == [
        "pick Blue Jay (forest 1)",
        "pick Wild Turkey (grassland 1)",
        "pick Whooper Swan (wetland 1)",
    ]


def test_the_swan_tucks_behind_each_chosen_bird_of_its_column_then_draws_one(cards):
    s = _swan(cards)
    script = s.script().play(
        "draw cards", "draw from the deck", USE, "pick Blue", "tuck Hooded", until="answers"
    )
    script = script.play("pick Whooper", "tuck Canada", "draw from the deck", until="answers")
    mat = view(script.state, cards).player(0)
    assert [(b.name, b.tucked) for b in mat.birds] == [
        ("Blue Jay", 1),
        ("Wild Turkey", 0),
        ("Killdeer", 0),
        ("Whooper Swan", 1),
    ]
    assert len(mat.hand) == 3  # 3 held, 1 drawn by the action, 2 tucked, 1 drawn by the power


def test_the_swan_draws_nothing_when_it_tucks_nothing(cards):
    s = _swan(cards)
    script = s.script().play("draw cards", "draw from the deck", USE, "stop", until="answers")
    assert len(view(script.state, cards).player(0).hand) == 4


# --- one of two parts, each done by every player (European either, wider) -----------------------


def _warbler(cards) -> Scenario:
    s = Scenario(players=2, cards=cards)
    s.player(0).bird("forest", "Canada Warbler")
    s.player(1).bird("forest", "Blue Jay")
    return s


def test_the_canada_warbler_may_have_every_player_lay_an_egg(cards):
    s = _warbler(cards)
    done = s.script().play("gain food", "take seed", USE, "yes", "lay", "lay", until="answers")
    assert _bird(done.state, cards, 0, "Canada Warbler").eggs == 1
    assert _bird(done.state, cards, 1, "Blue Jay").eggs == 1
    assert [len(p.hand) for p in done.state.players] == [0, 0]


def test_the_canada_warbler_may_have_every_player_draw_a_card_instead(cards):
    s = _warbler(cards)
    done = s.script().play("gain food", "take seed", USE, "skip", "yes", until="answers")
    assert [len(p.hand) for p in done.state.players] == [1, 1]
    assert _bird(done.state, cards, 1, "Blue Jay").eggs == 0


# --- a cost of any one resource (effects/resources.py) ------------------------------------------


def _blue_magpie(cards) -> Scenario:
    s = Scenario(players=2, cards=cards)
    s.player(0).bird("forest", "Taiwan Blue-Magpie", eggs=1).food(seed=1).hand("Blue Jay")
    s.feeder("rodent", "fruit", "fish", "seed", "invertebrate")
    return s


def test_the_blue_magpie_pays_a_food_an_egg_or_a_card(cards):
    s = _blue_magpie(cards)
    script = s.script().play("gain food", "take rodent", "skip", USE, until="answers")
    assert script.options() == [
        "discard 1 seed",
        "discard 1 rodent",
        "discard an egg from Taiwan Blue-Magpie (forest 1)",
        "discard Blue Jay",
    ]


def test_the_blue_magpie_takes_two_dice_and_caches_one_of_them(cards):
    s = _blue_magpie(cards)
    script = s.script().play(
        "gain food", "take rodent", "skip", USE, "discard an egg", until="answers"
    )
    done = script.play("take fish", "take seed", until="answers")
    magpie = _bird(done.state, cards, 0, "Taiwan Blue-Magpie")
    assert (magpie.eggs, magpie.cached) == (0, {"fish": 1})
    assert view(done.state, cards).player(0).food == {"seed": 2, "rodent": 1}


def test_the_blue_magpie_may_pay_with_a_card_of_the_hand(cards):
    s = _blue_magpie(cards)
    script = s.script().play(
        "gain food", "take rodent", "skip", USE, "discard Blue Jay", until="answers"
    )
    done = script.play("take fish", "take seed", until="answers")
    assert view(done.state, cards).player(0).hand == []
    assert _bird(done.state, cards, 0, "Taiwan Blue-Magpie").cached == {"fish": 1}
