"""Promo birds of plays, the deck and the discard pile, activations and selectors
(docs/promos.md, "Readings"): what each printed power means, paraphrased in the test's name,
on prepared boards."""

from __future__ import annotations

from collections import Counter

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from properties.playing import play_out, replay

import wingspan_rules as ws
from promos.test_promo_powers import _end, _last_turn
from wingspan_rules.testing import Scenario, view
from wingspan_rules.variants import AutomaOptions, DuetOptions, FlockOptions

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
        "draw cards", "draw from the deck", USE, "pick Blue", "tuck Hooded Warbler", until="answers"
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
    s.feeder("rodent", "fruit", "fish", "seed", "invertebrate")
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


# --- cached food spent only while an egg is on the bird (European spendable cache, wider) -------


def _kiwi(cards, eggs: int) -> Scenario:
    s = Scenario(players=2, cards=cards)
    kiwi = {"invertebrate": 2}
    s.player(0).bird("forest", "Great Spotted Kiwi", eggs=eggs, cached=kiwi).hand("Barn Swallow")
    return s


def test_the_kiwi_caches_two_invertebrates_at_the_round_end(cards):
    s = _last_turn(cards)
    s.player(0).bird("forest", "Great Spotted Kiwi")
    done = _end(s, "Great Spotted Kiwi")
    assert _bird(done.state, cards, 0, "Great Spotted Kiwi").cached == {"invertebrate": 2}


def test_the_kiwi_invertebrates_pay_for_a_bird_while_an_egg_is_on_it(cards):
    s = _kiwi(cards, eggs=1)
    done = s.script().play("play Barn Swallow in grassland", until="answers")
    assert _bird(done.state, cards, 0, "Great Spotted Kiwi").cached == {"invertebrate": 1}
    assert _bird(done.state, cards, 0, "Barn Swallow").eggs == 0


def test_the_kiwi_invertebrates_cannot_be_spent_without_an_egg_on_it(cards):
    s = _kiwi(cards, eggs=0)
    assert not [o for o in s.script().options() if o.startswith("play")]


# --- the brown power of a card on no mat, copied (effects/copying.py) ---------------------------


def _copier(cards, bird: str, *deck: str) -> Scenario:
    s = Scenario(players=2, cards=cards)
    s.player(0).bird("forest", bird).hand("Mallard", "Hooded Warbler")
    s.deck_top(*deck)
    s.feeder("rodent", "fruit", "fish", "seed", "invertebrate").next_rolls("fish")
    return s


def test_the_starling_may_use_the_brown_power_of_the_card_it_turns_over(cards):
    s = _copier(cards, "Spotless Starling", "Common Merganser", "Wild Turkey")
    script = s.script().play("gain food", "take rodent", "skip", USE, "yes", until="answers")
    # the merganser's hunt, rolled for the starling: its fish is cached on the starling
    assert _bird(script.state, cards, 0, "Spotless Starling").cached == {"fish": 1}
    assert view(script.state, cards).discard[-1] == "Common Merganser"


def test_the_starling_discards_a_card_without_a_brown_power_and_copies_nothing(cards):
    s = _copier(cards, "Spotless Starling", "Wild Turkey", "Common Merganser")
    script = s.script().play("gain food", "take rodent", "skip", USE, until="answers")
    assert "yes" not in script.options()
    assert view(script.state, cards).discard[-1] == "Wild Turkey"
    assert _bird(script.state, cards, 0, "Spotless Starling").cached == {}


def test_the_drongo_tucks_a_brown_power_bird_from_the_hand_and_may_copy_it(cards):
    s = _copier(cards, "Greater Racket-Tailed Drongo", "Blue Jay")
    script = s.script().play("gain food", "take rodent", "skip", USE, "yes", until="answers")
    script = script.play("draw from the deck", until="answers")  # the mallard's draw
    drongo = _bird(script.state, cards, 0, "Greater Racket-Tailed Drongo")
    assert drongo.tucked == 1  # the mallard: the warbler has no brown power
    assert view(script.state, cards).player(0).hand == ["Hooded Warbler", "Blue Jay"]


def test_the_drongo_is_a_flocking_bird(cards):
    drongo = cards.bird("Greater Racket-Tailed Drongo")
    assert drongo.flocking and not drongo.predator


# --- a card per action type used this round, one kept or tucked (effects/deck.py) ---------------


def _snipe(cards) -> Scenario:
    s = _last_turn(cards)
    s.player(0).bird("wetland", "Common Snipe").actions(play_bird=2, gain_food=3, lay_eggs=3)
    s.deck_top("Wild Turkey", "Blue Jay", "Mallard", "Killdeer")
    return s


def _snipe_end(s: Scenario, *labels: str):
    return s.script().play("gain food", "stop", USE, *labels, until="answers")


def test_the_snipe_draws_one_card_per_action_type_it_used_this_round(cards):
    script = _snipe_end(_snipe(cards))  # three of the four actions hold its cubes
    assert script.options() == ["tuck Wild Turkey", "tuck Blue Jay", "tuck Mallard", "stop"]


def test_the_snipe_tucks_one_drawn_card_and_discards_the_others(cards):
    done = _snipe_end(_snipe(cards), "tuck Blue Jay", "discard Wild Turkey")
    assert _bird(done.state, cards, 0, "Common Snipe").tucked == 1
    assert view(done.state, cards).player(0).hand == []
    assert {"Wild Turkey", "Mallard"} <= set(view(done.state, cards).discard)


def test_the_snipe_keeps_one_drawn_card_and_discards_the_others(cards):
    done = _snipe_end(_snipe(cards), "stop", "discard Wild Turkey", "discard Mallard")
    assert _bird(done.state, cards, 0, "Common Snipe").tucked == 0
    assert view(done.state, cards).player(0).hand == ["Blue Jay"]


def test_the_snipe_is_a_flocking_bird(cards):
    assert cards.bird("Common Snipe").flocking


# --- eggs on a bird of each filled column, on a bird of the discarded card's nest (eggs.py) -----


def _pheasant(cards, second_column: bool) -> Scenario:
    s = _last_turn(cards)
    mat = s.player(0)
    mat.bird("forest", "Chinese Copper Pheasant").bird("forest", "Blue Jay")
    mat.bird("grassland", "Wild Turkey").bird("grassland", "Killdeer").bird("wetland", "Mallard")
    if second_column:
        mat.bird("wetland", "Trumpeter Swan")
    return s


def test_the_copper_pheasant_offers_the_birds_of_its_only_filled_column(cards):
    script = _pheasant(cards, second_column=False).script()
    script = script.play("gain food", "stop", USE, until="answers")
    assert script.options() == [
        "lay an egg on Chinese Copper Pheasant (forest 1)",
        "lay an egg on Wild Turkey (grassland 1)",
        "lay an egg on Mallard (wetland 1)",
        "stop",
    ]


def test_the_copper_pheasant_lays_one_egg_in_each_filled_column(cards):
    script = _pheasant(cards, second_column=True).script()
    done = script.play("gain food", "stop", USE, "on Wild Turkey", "on Trumpeter", until="answers")
    eggs = {b.name: b.eggs for b in view(done.state, cards).player(0).birds}
    assert eggs == {
        "Chinese Copper Pheasant": 0,
        "Blue Jay": 0,
        "Wild Turkey": 1,
        "Killdeer": 0,
        "Mallard": 0,
        "Trumpeter Swan": 1,
    }


def _wren(cards, *hand: str) -> Scenario:
    s = Scenario(players=2, cards=cards)
    mat = s.player(0)
    mat.bird("forest", "American Robin").bird("grassland", "Cactus Wren")
    mat.bird("grassland", "Killdeer").hand(*hand)
    return s


def test_the_cactus_wren_lays_two_eggs_on_birds_of_the_discarded_cards_nest(cards):
    s = _wren(cards, "Mallard", "Blue Jay")
    script = s.script().play("lay eggs", "stop", USE, "discard Mallard", until="answers")
    # a ground nest: the killdeer; the robin's bowl is no match (the wren's star nest is)
    assert script.options() == [
        "lay an egg on Cactus Wren (grassland 1)",
        "lay an egg on Killdeer (grassland 2)",
    ]  # the card paid for the eggs: no "stop" before the first
    done = script.play("on Killdeer", "on Killdeer", until="answers")
    assert _bird(done.state, cards, 0, "Killdeer").eggs == 2


def test_the_cactus_wren_discarding_a_star_nest_bird_may_lay_on_any_bird(cards):
    s = _wren(cards, "Barn Swallow")
    script = s.script().play("lay eggs", "stop", USE, until="answers")
    assert [o for o in script.options() if o.startswith("lay")] == [
        "lay an egg on American Robin (forest 1)",
        "lay an egg on Cactus Wren (grassland 1)",
        "lay an egg on Killdeer (grassland 2)",
    ]


# --- the card drawn last discarded to draw again (effects/deck.py) ------------------------------


def _pintail(cards) -> Scenario:
    s = Scenario(players=2, cards=cards)
    s.player(0).bird("wetland", "Northern Pintail").hand("Hooded Warbler")
    s.deck_top("Blue Jay", "Wild Turkey", "Mallard", "Killdeer")
    return s


def _pintail_use(s: Scenario, *labels: str):
    return s.script().play("draw cards", "draw from the deck", USE, *labels, until="answers")


def test_the_pintail_tucks_a_card_to_draw_one_and_may_keep_it(cards):
    done = _pintail_use(_pintail(cards), "tuck Hooded", "skip")
    assert view(done.state, cards).player(0).hand == ["Blue Jay", "Wild Turkey"]
    assert _bird(done.state, cards, 0, "Northern Pintail").tucked == 1


def test_the_pintail_may_twice_discard_the_card_it_drew_last_to_draw_again(cards):
    done = _pintail_use(_pintail(cards), "tuck Hooded", "yes", "yes")
    assert view(done.state, cards).player(0).hand == ["Blue Jay", "Killdeer"]
    assert view(done.state, cards).discard[-2:] == ["Wild Turkey", "Mallard"]


# --- the discard pile shuffled and drafted (effects/deck.py) ------------------------------------


def _oystercatcher(cards, *pile: str) -> Scenario:
    s = Scenario(players=3, cards=cards)
    s.player(0).hand("Variable Oystercatcher").food(invertebrate=1, fish=1)
    s.discard(*pile)
    return s


def _play_oystercatcher(s: Scenario, *labels: str):
    script = s.script().play("play Variable Oystercatcher in wetland", USE, until="answers")
    return script.play(*labels, until="answers")


def test_the_oystercatcher_drafts_players_plus_one_cards_of_the_shuffled_discard_pile(cards):
    pile = ("Blue Jay", "Wild Turkey", "Mallard", "Killdeer", "American Robin")
    s = _oystercatcher(cards, *pile)
    script = _play_oystercatcher(s)
    laid = sorted(o.removeprefix("take ") for o in script.options())
    assert len(laid) == 4 and set(laid) <= set(pile)
    first, second, third, last = laid
    done = script.play(f"take {first}", f"take {second}", f"take {third}", until="answers")
    hands = [view(done.state, cards).player(p).hand for p in range(3)]
    assert hands == [[first, last], [second], [third]]  # the owner keeps the last card too
    assert view(done.state, cards).discard == sorted(set(pile) - set(laid))


def test_the_oystercatcher_drafts_what_a_short_discard_pile_holds(cards):
    s = _oystercatcher(cards, "Blue Jay", "Wild Turkey")
    done = _play_oystercatcher(s, "take Blue Jay")
    hands = [view(done.state, cards).player(p).hand for p in range(3)]
    assert hands == [["Blue Jay"], ["Wild Turkey"], []]
    assert view(done.state, cards).discard == []


# --- random whole games with these birds on the mats, in every mode ---------------------------

#: The birds of this file, each on a mat from the start of the random games below.
BIRDS = (
    "Western Jackdaw",
    "Whooper Swan",
    "Canada Warbler",
    "Taiwan Blue-Magpie",
    "Great Spotted Kiwi",
    "Spotless Starling",
    "Greater Racket-Tailed Drongo",
    "Common Snipe",
    "Chinese Copper Pheasant",
    "Cactus Wren",
    "Northern Pintail",
)
#: The white powers of this file, each in player 0's hand at the start of those games.
IN_HAND = ("Variable Oystercatcher",)
MODES = {
    "base": None,
    "automa": AutomaOptions(pink_on_actions=True),
    "duet": DuetOptions(),
    "flock": FlockOptions(),
}


def _board(cards, mode: str, players: int, seed: int) -> Scenario:
    """Round 1 with this file's birds dealt to the players in turn (each in its emptiest row;
    the white ones in player 0's hand), a discard pile, food and cards to spend."""
    options = MODES[mode]
    players = {"automa": 1, "duet": 2, "flock": 6}.get(mode, players)
    s = Scenario(players=players, cards=cards, seed=seed, **({"mode": options} if options else {}))
    rows: Counter = Counter()
    for i, name in enumerate(BIRDS):
        bird, p = cards.bird(name), i % players
        room = [h for h in bird.habitats if rows[(p, h)] < 4]
        if room:  # the emptiest row it can live in
            habitat = min(room, key=lambda h: rows[(p, h)])
            rows[(p, habitat)] += 1
            s.player(p).bird(habitat, name, eggs=min(1, bird.egg_limit))
    s.player(0).hand(*IN_HAND)
    s.discard("Blue Jay", "Wild Turkey", "Mallard", "Killdeer", "American Robin")
    for p in range(players):
        s.player(p).food(invertebrate=1, seed=1, fish=1, fruit=1, rodent=1).deal(4)
    return s


@pytest.mark.parametrize("mode", list(MODES))
@settings(
    max_examples=5,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.large_base_example],
)
@given(players=st.integers(2, 5), seed=st.integers(0, 2**16), data=st.data())
def test_random_games_with_these_birds_keep_every_invariant(cards, mode, players, seed, data):
    s = _board(cards, mode, players, seed)
    rules = s.rules()
    start = s.build()
    final, chosen, _turns = play_out(rules, start, data)
    assert replay(rules, start, chosen) == final
    assert rules.is_terminal(final)
