"""The California Scrub-Jay (Birds of the U.S.A.): when another player gives up a food, an egg
or a card to upgrade an action of their mat, the Jay keeps the like of it: a food of that type
from the supply cached on it, an egg laid on it, or that very card tucked behind it
(docs/promos.md, "Readings of the nectar and feeder-draw birds")."""

from __future__ import annotations

import pytest

import wingspan_rules as ws
from wingspan_rules.saves.serialization import from_json, to_json
from wingspan_rules.state import events as E
from wingspan_rules.testing import Scenario, view
from wingspan_rules.testing._scripting import Script

JAY = "use the power of California Scrub-Jay (forest 1)"


@pytest.fixture(scope="module")
def cards():
    return ws.load_cards(sets=("core", "promos"))


def _jay(state, cards) -> ws.testing.views.BirdView:
    return view(state, cards).player(1).bird("California Scrub-Jay")


def _table(cards, players: int = 2, jay_eggs: int = 0) -> Scenario:
    """Player 1 owns the Jay; player 0, whose turn it is, has a bird in each row (so every
    action is at its column 2, the base mat's conversion), an egg to give, a card and a seed."""
    s = Scenario(players=players, cards=cards).feeder("seed", "seed", "fish", "fruit", "rodent")
    s.player(1).bird("forest", "California Scrub-Jay", eggs=jay_eggs)
    s.player(0).bird("forest", "Blue Jay", eggs=1).bird("grassland", "Killdeer").bird(
        "wetland", "Mallard"
    ).hand("Wild Turkey").food(seed=1)
    return s


def _upgraded_food(cards, players: int = 2) -> Script:
    """Player 0 lays their 2 eggs, then pays a seed for a third: the Jay is asked."""
    egg = "lay an egg on Killdeer (grassland 1)"
    return (
        _table(cards, players)
        .script()
        .play("lay eggs", egg, egg, "discard 1 seed", until="answers")
    )


def test_a_food_paid_for_an_extra_egg_caches_a_food_of_that_type_on_the_jay(cards):
    script = _upgraded_food(cards)
    assert JAY in script.options()
    assert "upgraded their grassland action" in script.question()
    script = script.play(JAY, until="answers")
    assert _jay(script.state, cards).cached == {"seed": 1}
    assert view(script.state, cards).player(0).food == {}  # the seed went to the supply


def test_a_card_discarded_for_an_extra_die_is_tucked_behind_the_jay(cards):
    script = (
        _table(cards)
        .script()
        .play("gain food", "take seed", "discard Wild Turkey", until="answers")
    )
    assert JAY in script.options()
    script = script.play(JAY, until="answers")
    jay = script.state.players[1].mat[0][0]
    turkey = cards.bird_id("Wild Turkey")
    assert jay.tucked == (turkey,)
    assert turkey not in script.state.tables[0].discard
    assert script.events(E.CardTucked)[-1].tucked == turkey


def test_an_egg_discarded_for_an_extra_card_is_laid_on_the_jay(cards):
    s = _table(cards)
    script = s.script().play("draw cards", "draw from the deck", until="answers")
    script = script.play("discard an egg from Blue Jay (forest 1)", until="answers")
    assert JAY in script.options()
    script = script.play(JAY, until="answers")
    assert _jay(script.state, cards).eggs == 1


def test_a_full_jay_is_not_asked_about_an_egg(cards):
    s = _table(cards, jay_eggs=3)
    script = s.script().play("draw cards", "draw from the deck", until="answers")
    script = script.play("discard an egg from Blue Jay (forest 1)", until="answers")
    assert JAY not in script.options()


def test_the_jays_owner_upgrading_their_own_action_triggers_nothing(cards):
    s = Scenario(players=2, cards=cards)
    s.player(0).bird("forest", "California Scrub-Jay").bird("grassland", "Killdeer").food(seed=1)
    egg = "lay an egg on Killdeer (grassland 1)"
    script = s.script().play("lay eggs", egg, egg, "discard 1 seed", until="answers")
    assert not any(o.startswith("use the power") for o in script.options())


def test_the_jay_answers_once_between_its_owners_turns(cards):
    """Three players: player 0 upgrades and the Jay (player 2's) answers; player 1 then
    upgrades too, before player 2's turn: the Jay is not asked again."""
    s = Scenario(players=3, cards=cards)
    s.player(2).bird("forest", "California Scrub-Jay")
    s.player(0).bird("grassland", "Killdeer").food(seed=1)
    s.player(1).bird("grassland", "Wild Turkey").food(seed=1)
    egg = "lay an egg on Killdeer (grassland 1)"
    script = s.script().play("lay eggs", egg, egg, "discard 1 seed", until="answers")
    script = script.play(JAY, egg, "skip")  # then the Killdeer's power, declined
    assert view(script.state, cards).player(2).bird("California Scrub-Jay").cached == {"seed": 1}
    egg = "lay an egg on Wild Turkey (grassland 1)"
    script = script.play("lay eggs", egg, egg, "discard 1 seed", until="answers")
    assert script.events(E.ActionUpgraded)  # told again, but the Jay has answered already
    assert JAY not in script.options()


def test_nothing_is_told_in_a_game_without_such_a_power(cards):
    """The upgrade event is emitted only in games whose cards answer it: the base game's
    event log is as before."""
    base = ws.load_cards(sets=("core",))
    s = Scenario(players=2, cards=base)
    s.player(0).bird("grassland", "Killdeer").food(seed=1)
    egg = "lay an egg on Killdeer (grassland 1)"
    script = s.script().play("lay eggs", egg, egg, "discard 1 seed", until="answers")
    assert not script.events(E.ActionUpgraded)


def test_a_game_saved_while_the_jay_is_asked_resumes_the_same(cards):
    s = _table(cards)
    script = _upgraded_food(cards)
    rules = s.rules()
    loaded = from_json(to_json(script.state), rules)
    assert loaded == script.state
    resumed = Script(loaded, rules=rules)
    assert resumed.options() == script.options()
    a = script.play(JAY, until="answers")
    b = resumed.play(JAY, until="answers")
    assert a.state == b.state
    assert _jay(b.state, cards).cached == {"seed": 1}


# --- the Oceania mat: its conversions and its paid reset ---------------------------------------


@pytest.fixture(scope="module")
def oceania():
    return ws.load_cards(sets=("core", "oceania", "promos"))


def test_an_oceania_mat_paid_reset_counts_as_an_upgrade(oceania):
    """On the Oceania mat the forest slot 2 offers a reset first, paid with a food: the Jay
    caches a food of the type paid (the ruling: the paid reset is an upgrade)."""
    s = Scenario(players=2, cards=oceania, sets=("core", "oceania", "promos"))
    s.player(1).bird("forest", "California Scrub-Jay")
    s.player(0).bird("forest", "Blue Jay").food(fish=1)
    script = s.script().play("gain food", until="answers")
    reset = [o for o in script.options() if "fish" in o and "discard" in o]
    assert reset, script.options()
    script = script.play(reset[0], until="answers")
    while JAY not in script.options():
        script = script.play(script.options()[0], until="answers")
    script = script.play(JAY, until="answers")
    assert _jay(script.state, oceania).cached == {"fish": 1}


def test_an_oceania_mat_conversion_of_a_card_for_an_egg_tucks_that_card(oceania):
    """The Oceania grassland's first slot takes a card (or a food) for one more egg, which the
    base mat has not: the card given up is tucked behind the Jay."""
    s = Scenario(players=2, cards=oceania, sets=("core", "oceania", "promos"))
    s.player(1).bird("forest", "California Scrub-Jay")
    s.player(0).bird("forest", "Blue Jay").hand("Wild Turkey")
    script = s.script().play("lay eggs", "lay an egg on Blue Jay (forest 1)", until="answers")
    script = script.play("discard Wild Turkey", until="answers")
    assert JAY in script.options()
    script = script.play(JAY, until="answers")
    assert script.state.players[1].mat[0][0].tucked == (oceania.bird_id("Wild Turkey"),)
