"""Powers that activate other birds' brown powers (``effects/activate.py``): the Oriental
Bay-Owl at round end runs each of its owner's other predators once, in the order the player
picks (any of them may be left out); the promo Phainopepla one bird adjacent to it."""

from __future__ import annotations

import pytest

import wingspan_rules as ws
from wingspan_rules.testing import Scenario, view

USE = "use the power"


@pytest.fixture(scope="module")
def cards():
    return ws.load_cards(sets=("core", "asia", "promos"))


def _last_turn(cards) -> Scenario:
    """Two players, round 1, player 1's last turn: player 1 gains food, then the round ends."""
    s = Scenario(players=2, cards=cards).turn(15)
    s.goals("Birds in forest", "Birds in grassland", "Birds in wetland", "Total birds")
    return s


def test_the_bay_owl_runs_each_other_predator_in_the_order_picked(cards):
    """Oriental Bay-Owl: at round end, the brown powers of the owner's other predators, each
    once: first the hawk the player picks, then the owl; a non-predator's power is not run."""
    s = _last_turn(cards).deck_top("Ruby-Throated Hummingbird", "Black-Chinned Hummingbird")
    s.player(0).bird("forest", "Oriental Bay-Owl").bird("forest", "Barred Owl")
    s.player(0).bird("grassland", "Greater Roadrunner").bird("wetland", "Mallard")
    end = s.script().play("gain food", "stop", "use the power of Oriental Bay-Owl", until="answers")
    offered = end.options()
    assert any("Barred Owl" in o for o in offered) and any(
        "Greater Roadrunner" in o for o in offered
    )
    assert not any("Mallard" in o for o in offered)
    done = end.play("Greater Roadrunner", "Barred Owl", until="answers")
    me = view(done.state, cards).player(0)
    assert me.bird("Greater Roadrunner").tucked == 1
    assert me.bird("Barred Owl").tucked == 1
    assert len(done.state.players[0].hand) == len(s.build().players[0].hand)  # no Mallard draw


def test_the_phainopepla_runs_one_adjacent_birds_brown_power(cards):
    """Phainopepla: the brown power of a bird beside it or above or below it in its column:
    here the wetland bird below it draws its card (an egg on another bird pays for it: a
    power that cannot run is no choice under the honest offers)."""
    s = Scenario(players=2, cards=cards).deck_top("Blue Jay", "Carolina Wren")
    s.player(0).bird("forest", "Hooded Warbler").bird("forest", "Phainopepla")
    s.player(0).bird("grassland", "Wild Turkey", eggs=1).bird("grassland", "Killdeer")
    s.feeder("seed", "seed", "seed", "seed", "seed")
    turn = s.play("gain food", "take seed", "stop", USE, until="answers")
    offered = turn.options()
    assert any("Killdeer" in o for o in offered)  # below it
    assert not any("Hooded Warbler" in o for o in offered)  # no brown power
    assert not any("Wild Turkey" in o for o in offered)
