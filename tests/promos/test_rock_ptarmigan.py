"""The Rock Ptarmigan (Birds of Canada): a seed or fruit from the feeder cached on it, and its
cached tokens spendable on a bird's food cost as any food but nectar, one token for one icon
(the European spendable cache, a joker of the payment: docs/promos.md, "Readings of the nectar
and feeder-draw birds")."""

from __future__ import annotations

import pytest

import wingspan_rules as ws
from wingspan_rules.effects.cards import FoodCost
from wingspan_rules.effects.payment import can_afford, payments
from wingspan_rules.saves.serialization import from_json, to_json
from wingspan_rules.state import events as E
from wingspan_rules.state.enums import Food
from wingspan_rules.testing import Scenario, view
from wingspan_rules.testing._scripting import Script

PTARMIGAN = "use the power of Rock Ptarmigan (grassland 1)"
KINGFISHER = "play Belted Kingfisher in wetland"  # fish + wild


@pytest.fixture(scope="module")
def cards():
    return ws.load_cards(sets=("core", "promos"))


def _player(state, cards):
    return view(state, cards).player(0)


def _ptarmigan(cards, hand: tuple[str, ...] = ("Belted Kingfisher",), **cached: int) -> Scenario:
    s = Scenario(players=2, cards=cards)
    s.player(0).bird("grassland", "Rock Ptarmigan", cached=cached).hand(*hand)
    return s


# --- its brown power: a seed or fruit from the feeder -----------------------------------------


def test_the_ptarmigan_caches_a_seed_or_a_fruit_from_the_feeder_the_player_choosing(cards):
    s = _ptarmigan(cards).feeder("seed", "fruit", "fish", "rodent", "rodent")
    script = s.script().play("lay eggs", until="answers")
    while PTARMIGAN not in script.options():
        script = script.play(script.options()[0], until="answers")
    script = script.play(PTARMIGAN, until="answers")
    assert any("fruit" in o for o in script.options())
    assert any("seed" in o for o in script.options())
    script = script.play(next(o for o in script.options() if "fruit" in o), until="answers")
    assert _player(script.state, cards).bird("Rock Ptarmigan").cached == {"fruit": 1}
    assert "fruit" not in view(script.state, cards).feeder


def test_the_ptarmigan_is_not_offered_when_the_feeder_shows_no_seed_or_fruit(cards):
    s = _ptarmigan(cards).feeder("fish", "fish", "rodent", "rodent", "invertebrate")
    script = s.script().play("lay eggs", until="answers")
    while script.options() and PTARMIGAN not in script.options():
        if not any("lay" in o or "egg" in o for o in script.options()):
            break
        script = script.play(script.options()[0], until="answers")
    assert PTARMIGAN not in script.options()


# --- its cached tokens: any food but nectar, on a bird's cost ---------------------------------


def test_a_cached_seed_pays_the_fish_icon_of_a_bird_played(cards):
    """No food in the supply: the two seeds on the Ptarmigan pay the Kingfisher's fish and its
    wild icon, one token each (the one payment, answered by itself: a seed spent as fish)."""
    script = _ptarmigan(cards, seed=2).script()
    assert KINGFISHER in script.options()
    script = script.play(KINGFISHER, until="answers")
    me = _player(script.state, cards)
    assert me.row("wetland") == ["Belted Kingfisher"]
    assert me.bird("Rock Ptarmigan").cached == {}
    spent = script.events(E.CachedFoodSpent)
    assert sum(e.amount for e in spent) == 2 and {e.food for e in spent} == {Food.SEED}
    assert script.events(E.FoodPaid)[-1].food == (0,) * 6  # nothing left the supply


def test_a_wild_icon_paid_by_a_cached_token_is_paid_as_its_own_food_not_once_per_type(cards):
    """A fish in the supply, a seed and a fruit on the Ptarmigan: the fish pays the fish icon
    and either token the wild one. Two options, not one per food type the token could name."""
    s = _ptarmigan(cards, seed=1, fruit=1)
    s.player(0).food(fish=1)
    script = s.script().play(KINGFISHER, until="answers")
    assert sorted(script.options()) == ["pay 1 fish, 1 fruit", "pay 1 seed, 1 fish"]


def test_the_player_may_keep_the_supplys_food_and_spend_both_cached_tokens(cards):
    """Supply and cache could both pay the fish: the player says how many come from the food
    cached on their birds; choosing 1, both tokens leave the Ptarmigan and the fish stays."""
    s = _ptarmigan(cards, seed=1, fruit=1)
    s.player(0).food(fish=1)
    script = s.script().play(KINGFISHER, "pay 1 seed, 1 fish", until="answers")
    assert "fish to pay from the food cached" in script.question()
    assert script.options() == ["take 1", "take none"]
    script = script.play("take 1", until="answers")
    me = _player(script.state, cards)
    assert me.bird("Rock Ptarmigan").cached == {}
    assert me.food == {"fish": 1}


def test_a_game_saved_while_the_cache_share_is_asked_resumes_the_same(cards):
    s = _ptarmigan(cards, seed=1, fruit=1)
    s.player(0).food(fish=1)
    script = s.script().play(KINGFISHER, "pay 1 seed, 1 fish", until="answers")
    rules = s.rules()
    loaded = from_json(to_json(script.state), rules)
    assert loaded == script.state
    resumed = Script(loaded, rules=rules)
    assert resumed.options() == script.options()
    a = script.play(script.options()[0], until="answers")
    b = resumed.play(script.options()[0], until="answers")
    assert a.state == b.state


def test_the_ptarmigans_tokens_never_pay_a_powers_cost(cards):
    """The American White Pelican's power costs a fish: a fish cached on the Ptarmigan is for
    playing a bird only, so with no fish in the supply the power is not offered."""
    s = Scenario(players=2, cards=cards)
    s.player(0).bird("wetland", "American White Pelican").bird(
        "grassland", "Rock Ptarmigan", cached={"fish": 1}
    )
    script = s.script().play("draw cards", until="answers")
    while "draw from the deck" in script.options():
        script = script.play("draw from the deck", until="answers")
    assert "use the power of American White Pelican (wetland 1)" not in script.options()


def test_a_bird_the_cache_cannot_pay_is_not_offered(cards):
    """One seed cached, no supply: the Kingfisher costs two tokens, so it cannot be played."""
    script = _ptarmigan(cards, seed=1).script()
    assert KINGFISHER not in script.options()


def test_the_jokers_pay_no_nectar_icon_but_may_be_half_of_a_two_for_one():
    """The payment functions: a cached seed stands for any base food of a cost, never for
    nectar (only two tokens given for one pay a nectar icon)."""
    jokers = (0, 1, 0, 1, 0, 0)  # a seed and a fruit, both jokers
    food = (0, 1, 0, 1, 0, 0)
    nectar = FoodCost((Food.NECTAR,), 0)
    assert payments(nectar, food, jokers=jokers) == [(0, 1, 0, 1, 0, 0)]
    assert not can_afford(FoodCost((Food.NECTAR, Food.FISH), 0), food, jokers=jokers)
    assert can_afford(FoodCost((Food.FISH, Food.RODENT), 0), food, jokers=jokers)
    assert not can_afford(FoodCost((Food.FISH, Food.RODENT), 0), food)
    assert payments(FoodCost((Food.SEED, Food.FRUIT), 0), food, jokers=jokers) == [food]


# --- a "/" cost: one payment per token spent, not per choice a token could name -----------------
WARBLER = "play Yellow-Rumped Warbler in forest"  # invertebrate / seed / fruit


def test_a_cached_seed_pays_a_choice_cost_with_one_payment_not_one_per_choice(cards):
    """Only a seed on the Ptarmigan: spending it as invertebrate, seed or fruit spends the same
    token, so the payment is the one (answered by itself) and the warbler is played."""
    s = _ptarmigan(cards, hand=("Yellow-Rumped Warbler",), seed=1)
    script = s.script().play(WARBLER, until="answers")
    me = _player(script.state, cards)
    assert me.row("forest") == ["Yellow-Rumped Warbler"]
    assert me.bird("Rock Ptarmigan").cached == {}


def test_a_cached_rodent_pays_a_choice_cost_once_beside_the_supplys_seed(cards):
    """A rodent on the Ptarmigan (no choice of the cost) and a seed in the supply: two ways
    that spend different tokens, the rodent as one choice (listed once) or the seed."""
    s = _ptarmigan(cards, hand=("Yellow-Rumped Warbler",), rodent=1)
    s.player(0).food(seed=1)
    script = s.script().play(WARBLER, until="answers")
    assert sorted(script.options()) == ["pay 1 invertebrate", "pay 1 seed"]
    script = script.play("pay 1 invertebrate", until="answers")
    me = _player(script.state, cards)
    assert me.bird("Rock Ptarmigan").cached == {}
    assert me.food == {"seed": 1}
