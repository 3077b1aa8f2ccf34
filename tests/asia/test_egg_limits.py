"""Asia pink birds that lay past a bird's egg limit (``effects/egg_limits.py``, rules 9.3.7):
only their own egg may go over, by at most the number printed; the bird keeps the eggs, and
every other laying still stops at the printed limit. The allowance is data in the state
(``Bird.over_limit``), which the invariants and saves read."""

from __future__ import annotations

import attrs
import pytest

import wingspan_rules as ws
from wingspan_rules.effects.board import has_room
from wingspan_rules.engine.invariants import problems
from wingspan_rules.testing import Scenario, Script, view

USE = "use the power"


@pytest.fixture(scope="module")
def cards():
    return ws.load_cards(sets=("core", "asia"))


def _koel_owner(cards, eggs: int) -> Scenario:
    """Player 1 owns an Asian Koel and a platform-nest bird holding ``eggs`` (its limit is 2);
    player 0 takes the lay-eggs action."""
    s = Scenario(players=2, cards=cards)
    s.player(1).bird("grassland", "Asian Koel").bird("wetland", "Anhinga", eggs=eggs)
    s.player(0).bird("grassland", "Wild Turkey")
    return s


def test_the_koel_lays_on_a_platform_bird_already_at_its_limit(cards):
    """Asian Koel: when another player lays eggs, one egg on another platform-nest bird, even
    one already at its limit; the extra egg stays, and the state is a valid one (saved and
    loaded alike)."""
    assert cards.bird("Anhinga").egg_limit == 2
    s = _koel_owner(cards, 2)
    turn = s.play("lay eggs", "Wild Turkey", "stop", USE, "lay an egg on Anhinga")
    anhinga = view(turn.state, cards).player(1).bird("Anhinga")
    assert anhinga.eggs == 3
    assert problems(turn.state, cards) == []
    assert ws.from_json(ws.to_json(turn.state), s.rules()) == turn.state


def _with_bird(state, p: int, habitat: int, column: int, **changes):
    """``state`` with ``p``'s bird at (habitat, column) changed."""
    mat = [list(row) for row in state.players[p].mat]
    mat[habitat][column] = attrs.evolve(mat[habitat][column], **changes)
    players = list(state.players)
    players[p] = attrs.evolve(players[p], mat=tuple(tuple(row) for row in mat))
    return attrs.evolve(state, players=tuple(players))


def test_a_bird_may_hold_its_limit_plus_the_allowance_it_was_given_and_no_more(cards):
    """The state's invariant: a bird holds at most its printed limit plus the eggs a power laid
    past it (here 3 past a limit of 2); one more is a broken state."""
    state = _koel_owner(cards, 2).build()
    allowed = _with_bird(state, 1, 2, 0, eggs=5, over_limit=3)
    assert problems(allowed, cards) == []
    assert any("Anhinga holds 6 eggs" in p for p in problems(_with_bird(allowed, 1, 2, 0, eggs=6), cards))  # fmt: skip
    assert any("Anhinga holds 3 eggs" in p for p in problems(_with_bird(state, 1, 2, 0, eggs=3), cards))  # fmt: skip


def test_the_koel_offers_no_bird_already_three_past_its_limit(cards):
    """Asian Koel: a platform bird holding its limit plus 3 gets no egg from it."""
    s = _koel_owner(cards, 2)
    start = _with_bird(s.build(), 1, 2, 0, eggs=5, over_limit=3)
    turn = Script(start, rules=s.rules()).play("lay eggs", "Wild Turkey", "stop")
    assert view(turn.state, cards).player(1).bird("Anhinga").eggs == 5
    assert not turn.asked("use the power")


def test_an_over_full_bird_takes_no_egg_from_an_ordinary_laying(cards):
    """Asian Koel: after the koel's egg, the bird has no room for an egg of any other laying."""
    turn = _koel_owner(cards, 2).play("lay eggs", "Wild Turkey", "stop", USE, "lay an egg on Anhinga")  # fmt: skip
    anhinga = turn.state.players[1].mat[2][0]
    assert anhinga.eggs == 3 and anhinga.over_limit == 1
    assert not has_room(anhinga, cards.bird("Anhinga"))


def test_the_violet_cuckoo_needs_a_small_bird_with_a_nest(cards):
    """Violet Cuckoo: only another bird of wingspan under 30 cm, with a nest, up to 2 past its
    limit; a big bird is not offered."""
    s = Scenario(players=2, cards=cards)
    s.player(1).bird("forest", "Violet Cuckoo").bird("forest", "Carolina Wren", eggs=5)
    s.player(1).bird("wetland", "Anhinga")
    s.player(0).bird("grassland", "Wild Turkey")
    turn = s.play("lay eggs", "Wild Turkey", "stop", USE, until="answers")
    assert "lay an egg on Anhinga (wetland 1)" not in turn.options()
    turn = turn.play("lay an egg on Carolina Wren")
    assert view(turn.state, cards).player(1).bird("Carolina Wren").eggs == 6
