"""Asia birds whose other players may pay any 2 resources to do the same (rules 9.3.10,
docs/asia.md). Each test sets up a board with the core and Asia cards, plays the bird, scripts
the choices and checks what a player would see."""

from __future__ import annotations

import pytest

from wingspan_rules import load_cards
from wingspan_rules.testing import Scenario, view

USE = "use the power"


@pytest.fixture(scope="module")
def cards():
    return load_cards(sets=("core", "asia"))


def _ibis(cards, rich: bool = True) -> Scenario:
    s = Scenario(players=2, cards=cards).first_player(0)
    s.player(0).hand("Crested Ibis").food(invertebrate=1, fish=2)
    s.player(1).food(seed=1).hand()
    if rich:
        s.player(1).hand("Blue Jay").bird("forest", "Pine Siskin", eggs=1)
    s.bonus_deck_top("Anatomist", "Bird Counter", "Prairie Manager", "Photographer")
    return s


def test_another_player_pays_a_food_and_a_card_to_draw_and_keep_a_bonus_card(cards):
    """Crested Ibis: its owner draws 2 bonus cards and keeps 1; the other player pays any two
    resources (here a seed and a card) to do the same."""
    turn = _ibis(cards).play("play Crested Ibis in wetland", USE, "keep Anatomist", until="answers")
    turn = turn.play("yes", until="answers")
    options = turn.options()
    assert "discard 1 seed" in options and "discard Blue Jay" in options
    assert any(o.startswith("discard an egg from") for o in options)
    turn = turn.play("discard 1 seed", "discard Blue Jay", "keep Photographer", until="answers")
    seen = view(turn.state, cards)
    assert seen.player(1).food == {} and seen.player(1).hand == []
    names = [cards.bonus_cards[b].name for b in turn.state.players[1].bonus]
    assert names == ["Photographer"]


def test_a_player_with_fewer_than_two_resources_pays_nothing_and_draws_nothing(cards):
    """Crested Ibis: a player holding one resource cannot pay the two: nothing is paid and
    no bonus card drawn."""
    turn = _ibis(cards, rich=False).play(
        "play Crested Ibis in wetland", USE, "keep Anatomist", until="answers"
    )
    if "yes" in turn.options():  # an optional part is offered as the base game offers it
        turn = turn.play("yes", until="answers")
    assert view(turn.state, cards).player(1).food == {"seed": 1}
    assert [cards.bonus_cards[b].name for b in turn.state.players[1].bonus] == []
