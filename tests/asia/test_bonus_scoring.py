"""Asia birds that score a bonus card during play (rules 9.3.6, docs/asia.md): the card is
worth what it would score now, cached as food on the bird. Each test sets up a board with the
core and Asia cards, plays the bird, scripts the choices and checks what a player would see."""

from __future__ import annotations

import pytest

from wingspan_rules import load_cards
from wingspan_rules.state.model import BONUS_TABLE
from wingspan_rules.testing import Scenario, view

USE = "use the power"


@pytest.fixture(scope="module")
def cards():
    return load_cards(sets=("core", "asia"))


def _prairie(cards, bird: str, **food: int) -> Scenario:
    """Two grassland-only birds on player 0's mat (with the Bustard, three): Prairie Manager
    is worth 3 points now, Anatomist nothing."""
    s = Scenario(players=2, cards=cards)
    me = s.player(0).bird("grassland", "Scaled Quail", eggs=1)
    me.bird("grassland", "Grasshopper Sparrow")
    me.hand(bird).food(**food).bonus("Prairie Manager", "Anatomist")
    return s


def test_the_bustard_caches_a_seed_per_point_of_a_bonus_card_it_keeps(cards):
    """Great Indian Bustard: Prairie Manager, worth 3 now, puts 3 seeds on the Bustard and
    stays in hand to score again at the game's end."""
    s = _prairie(cards, "Great Indian Bustard", seed=3)
    turn = s.play("play Great Indian Bustard in grassland", USE, until="answers")
    assert sorted(turn.options()) == ["keep Anatomist", "keep Prairie Manager"]
    turn = turn.play("keep Prairie Manager", until="answers")
    me = view(turn.state, cards).player(0)
    assert me.bird("Great Indian Bustard").cached == {"seed": 3}
    assert len(turn.state.players[0].bonus) == 2


def test_the_crane_caches_chosen_food_then_replaces_the_card(cards):
    """Red-Crowned Crane: the same with a food of the player's choice per point; the card
    scored is discarded and a new one drawn."""
    s = _prairie(cards, "Red-Crowned Crane", seed=2, invertebrate=1)
    s.bonus_deck_top("Bird Counter")
    turn = s.play("play Red-Crowned Crane in wetland", USE, "keep Prairie Manager", until="answers")
    turn = turn.play("choose fish", "choose fish", "choose rodent", until="answers")
    me = view(turn.state, cards).player(0)
    assert me.bird("Red-Crowned Crane").cached == {"fish": 2, "rodent": 1}
    names = sorted(cards.bonus_cards[b].name for b in turn.state.players[0].bonus)
    assert names == ["Anatomist", "Bird Counter"]
    prairie = next(i for i, b in enumerate(cards.bonus_cards) if b.name == "Prairie Manager")
    assert prairie in turn.state.tables[BONUS_TABLE].bonus_discard


def test_a_card_worth_nothing_now_caches_nothing(cards):
    """Great Indian Bustard: Anatomist, worth 0 now, caches no seed."""
    s = _prairie(cards, "Great Indian Bustard", seed=3)
    turn = s.play("play Great Indian Bustard in grassland", USE, "keep Anatomist", until="answers")
    assert view(turn.state, cards).player(0).bird("Great Indian Bustard").cached == {}


def test_a_bird_counting_double_for_bonus_cards_counts_double_when_one_is_scored_now():
    """Great Indian Bustard with the promo Western Yellow Wagtail on the mat: Anatomist, which
    the wagtail alone fits, is worth its game-end points now, the wagtail counting 2 (the 2-3
    tier: 3 points, so 3 seeds), not 1 (nothing)."""
    cards = load_cards(sets=("core", "asia", "promos"))
    s = Scenario(players=2, cards=cards)
    me = s.player(0).bird("wetland", "Western Yellow Wagtail")
    me.hand("Great Indian Bustard").food(seed=3).bonus("Anatomist")
    turn = s.play("play Great Indian Bustard in grassland", USE, until="answers")
    me = view(turn.state, cards).player(0)
    assert me.bird("Great Indian Bustard").cached == {"seed": 3}
