"""The Ivory Gull: a food of the type the discard pile's top card costs, cached on it, and its
cached food spendable on the costs of powers but not on a bird's (the European spendable cache
with a purpose: docs/promos.md, "Readings of the nectar and feeder-draw birds")."""

from __future__ import annotations

import pytest

import wingspan_rules as ws
from wingspan_rules.state import events as E
from wingspan_rules.testing import Scenario, view

GULL = "use the power of Ivory Gull (wetland 1)"


@pytest.fixture(scope="module")
def cards():
    return ws.load_cards(sets=("core", "promos"))


def _cached(state, cards, name: str = "Ivory Gull") -> dict[str, int]:
    return view(state, cards).player(0).bird(name).cached


def _gull(cards, top: str) -> ws.testing.Script:
    s = Scenario(players=2, cards=cards)
    s.player(0).bird("wetland", "Ivory Gull")
    s.discard("Blue Jay", top)
    return s.script().play("draw cards", "draw from the deck", until="answers")


def test_the_ivory_gull_caches_a_food_of_a_type_the_top_discard_costs_the_player_choosing(cards):
    script = _gull(cards, "Killdeer")  # invertebrate or seed
    script = script.play(GULL, until="answers")
    assert script.options() == ["choose invertebrate", "choose seed"]
    script = script.play("choose seed", until="answers")
    assert _cached(script.state, cards) == {"seed": 1}


def test_the_ivory_gull_caches_the_one_type_a_cost_shows_with_no_question(cards):
    script = _gull(cards, "Double-Crested Cormorant")  # fish + wild: wild names no type
    script = script.play(GULL, until="answers")
    assert _cached(script.state, cards) == {"fish": 1}


def test_the_ivory_gull_is_not_offered_with_an_empty_discard_pile(cards):
    s = Scenario(players=2, cards=cards)
    s.player(0).bird("wetland", "Ivory Gull")
    script = s.script().play("draw cards", "draw from the deck", until="answers")
    assert GULL not in script.options()


def _fish_on_the_gull(cards) -> Scenario:
    """Player 0 holds no food; 2 fish are cached on the Ivory Gull, beside a Pelican whose
    brown power costs 1 fish; a Cormorant (fish + wild) in hand."""
    s = Scenario(players=2, cards=cards)
    s.player(0).bird("wetland", "Ivory Gull", cached={"fish": 2}).bird(
        "wetland", "American White Pelican"
    ).hand("Double-Crested Cormorant")
    return s


def test_the_ivory_gulls_cached_food_pays_a_power_cost(cards):
    script = _fish_on_the_gull(cards).script().play("draw cards", until="answers")
    while "draw from the deck" in script.options():  # the row's draws, then its powers
        script = script.play("draw from the deck", until="answers")
    assert "use the power of American White Pelican (wetland 2)" in script.options()
    script = script.play("use the power of American White Pelican (wetland 2)", until="answers")
    assert _cached(script.state, cards) == {"fish": 1}  # the fish left the gull
    assert script.events(E.CachedFoodSpent)  # spent, the supply holding none


def test_the_ivory_gulls_cached_food_never_pays_for_a_bird(cards):
    script = _fish_on_the_gull(cards).script()
    assert not any(o.startswith("play Double-Crested Cormorant") for o in script.options())
