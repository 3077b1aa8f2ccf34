"""The Americas yellow (game end) birds that name no hummingbird (rules-expansions 9.5.9): each
lays 1 egg on each of its owner's birds that pass a bird condition, once, after the round-4 goal.
A scenario test per power, named after what it does."""

from __future__ import annotations

import pytest

from wingspan_rules import load_cards
from wingspan_rules.testing import Scenario, view

SETS = ("core", "americas")
USE = "use the power"


@pytest.fixture(scope="module")
def cards():
    return load_cards(sets=SETS)


def _last_turn(cards) -> Scenario:
    """Round 4's last turn, player 1's: then the round and the game end."""
    s = Scenario(players=2, cards=cards, sets=SETS).round(4).first_player(0)
    s.turn(2 * 5 - 1)
    s.goals("Birds in grassland", "Birds in wetland", "Total birds", "Eggs in forest")
    s.goal_points((0, 0), (0, 0), (0, 0))
    return s


def _game_end(s: Scenario, *labels: str):
    """Player 1 takes the last turn; player 0 then answers ``labels`` at the game's end."""
    return s.script().play("gain food", "stop", *labels, until="answers")


def _eggs(state, cards, *names: str) -> list[int]:
    me = view(state, cards).player(0)
    return [me.bird(n).eggs for n in names]


def test_king_vulture_lays_on_each_bird_with_rodent_in_its_cost(cards):
    s = _last_turn(cards)
    s.player(0).bird("forest", "King Vulture").bird("forest", "Barn Owl")
    s.player(0).bird("wetland", "Mallard")
    done = _game_end(s, USE)
    assert s.rules().is_terminal(done.state)
    # the vulture costs no food; Barn Owl eats rodents, Mallard does not
    assert _eggs(done.state, cards, "King Vulture", "Barn Owl", "Mallard") == [0, 1, 0]


def test_long_wattled_umbrellabird_lays_on_each_bowl_nest_a_star_nest_too(cards):
    s = _last_turn(cards)
    s.player(0).bird("forest", "Long-Wattled Umbrellabird").bird("forest", "Blue Jay")
    s.player(0).bird("grassland", "Barn Swallow")  # star nest
    s.player(0).bird("wetland", "Mallard")  # ground
    on = ("Long-Wattled Umbrellabird", "Blue Jay", "Barn Swallow")  # in mat order
    done = _game_end(s, USE, *(f"lay an egg on {n}" for n in on))
    eggs = _eggs(done.state, cards, "Long-Wattled Umbrellabird", "Blue Jay", "Barn Swallow")
    assert eggs == [1, 1, 1]  # its own bowl nest too, an egg limit of 1
    assert _eggs(done.state, cards, "Mallard") == [0]


def test_ocellated_turkey_lays_on_each_bird_without_a_brown_power(cards):
    s = _last_turn(cards)
    s.player(0).bird("forest", "Ocellated Turkey").bird("forest", "Blue Jay")  # brown
    s.player(0).bird("wetland", "Trumpeter Swan")  # no power
    s.player(0).bird("grassland", "Eastern Bluebird")  # white
    done = _game_end(
        s,
        USE,
        "lay an egg on Ocellated Turkey",
        "lay an egg on Eastern Bluebird",
        "lay an egg on Trumpeter Swan",
    )
    names = ("Ocellated Turkey", "Trumpeter Swan", "Eastern Bluebird", "Blue Jay")
    assert _eggs(done.state, cards, *names) == [1, 1, 1, 0]


def test_spotted_nothura_lays_on_each_bird_with_an_egg_limit_of_5_or_more(cards):
    s = _last_turn(cards)
    s.player(0).bird("grassland", "Spotted Nothura").bird("grassland", "Eastern Bluebird")  # 5
    s.player(0).bird("wetland", "Mallard")  # limit 4
    done = _game_end(s, USE, "lay an egg on Spotted Nothura", "lay an egg on Eastern Bluebird")
    assert _eggs(done.state, cards, "Spotted Nothura", "Eastern Bluebird", "Mallard") == [1, 1, 0]


def test_vampire_ground_finch_lays_on_each_bird_with_a_wild_food_in_its_cost(cards):
    s = _last_turn(cards)
    s.player(0).bird("grassland", "Vampire Ground-Finch")  # invertebrate + seed + wild
    s.player(0).bird("forest", "Blue Jay")  # seed + wild
    s.player(0).bird("wetland", "Mallard")  # invertebrate / seed
    done = _game_end(s, USE, "lay an egg on Blue Jay", "lay an egg on Vampire Ground-Finch")
    assert _eggs(done.state, cards, "Vampire Ground-Finch", "Blue Jay", "Mallard") == [1, 1, 0]


def test_a_game_end_egg_layer_respects_the_egg_limit(cards):
    s = _last_turn(cards)
    s.player(0).bird("forest", "King Vulture").bird("forest", "Barn Owl", eggs=4)  # full
    done = _game_end(s)
    assert s.rules().is_terminal(done.state)
    assert _eggs(done.state, cards, "Barn Owl") == [4]
