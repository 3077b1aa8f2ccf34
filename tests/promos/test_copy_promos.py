"""Promo birds that copy another bird's power (rules 9.3.3, docs/promos.md): the copied power
acts on the copier's own mat, as if the copier had it."""

from __future__ import annotations

import pytest

import wingspan_rules as ws
from promos.test_promo_powers import _eggs, _end, _last_turn


@pytest.fixture(scope="module")
def cards():
    return ws.load_cards(sets=("core", "promos"))


def test_the_marsh_warbler_runs_a_neighbours_game_end_power_on_its_own_mat(cards):
    """Marsh Warbler: a neighbour's game-end egg laying on fruit eaters lays on the
    Warbler's owner's fruit eaters (the Warbler itself included), not the neighbour's."""
    s = _last_turn(cards, round_number=4)
    s.player(0).bird("forest", "Marsh Warbler").bird("grassland", "Wild Turkey")
    s.player(1).bird("forest", "Eurasian Blackcap")
    done = _end(s)
    assert _eggs(done.state, cards, 0, "Marsh Warbler") == 1
    assert _eggs(done.state, cards, 0, "Wild Turkey") == 1
    assert _eggs(done.state, cards, 1, "Eurasian Blackcap") == 1  # its own power, once


def test_the_marsh_warbler_may_copy_another_of_its_owners_game_end_powers(cards):
    """Marsh Warbler: one of the owner's own game-end powers may be the one copied, and
    then it runs twice for the owner."""
    s = _last_turn(cards, round_number=4)
    s.player(0).bird("forest", "Marsh Warbler").bird("forest", "Eurasian Blackcap")
    s.player(0).bird("grassland", "Wild Turkey")
    done = _end(s)
    assert _eggs(done.state, cards, 0, "Wild Turkey") == 2


def test_the_florican_scores_one_of_three_new_bonus_cards_then_discards_them(cards):
    """Bengal Florican: three bonus cards drawn; the one chosen is worth its points now in
    seeds cached on the Florican; all three go to the bonus discard pile."""
    from wingspan_rules.state.model import BONUS_TABLE
    from wingspan_rules.testing import Scenario, view

    s = Scenario(players=2, cards=cards)
    me = s.player(0).bird("grassland", "Scaled Quail", eggs=1)
    me.bird("grassland", "Grasshopper Sparrow")
    me.hand("Bengal Florican").food(invertebrate=1, seed=1, fruit=1)
    s.bonus_deck_top("Prairie Manager", "Anatomist", "Bird Counter")
    turn = s.play("play Bengal Florican in grassland", "use the power", until="answers")
    assert sorted(turn.options()) == ["keep Anatomist", "keep Bird Counter", "keep Prairie Manager"]
    turn = turn.play("keep Prairie Manager", until="answers")
    assert view(turn.state, cards).player(0).bird("Bengal Florican").cached == {"seed": 3}
    assert turn.state.players[0].bonus == ()
    assert len(turn.state.tables[BONUS_TABLE].bonus_discard) == 3
