"""Asia birds whose other players draw a card and keep it only if it passes a test (docs/asia.md).
Each test sets up a board with the core and Asia cards, activates the bird's row, scripts the
choices and checks what a player would see."""

from __future__ import annotations

import pytest

from wingspan_rules import load_cards
from wingspan_rules.testing import Scenario, view

USE = "use the power"


@pytest.fixture(scope="module")
def cards():
    return load_cards(sets=("core", "asia"))


def _activate(cards, bird: str, *deck: str):
    s = Scenario(players=3, cards=cards).first_player(0)
    s.player(0).bird("wetland", bird)
    s.deck_top("Pine Siskin", *deck)  # the action's own card, then the power's
    return s.play("draw cards", "draw from the deck", USE, until="answers")


def test_the_egret_owner_keeps_its_card_and_others_keep_only_wetland_birds(cards):
    """Little Egret: its owner draws a card whatever it is; each other player draws one and
    keeps it only if it can live in the wetland (else it is discarded)."""
    turn = _activate(cards, "Little Egret", "Blue Jay", "Killdeer", "Pileated Woodpecker")
    seen = view(turn.state, cards)
    assert "Blue Jay" in seen.player(0).hand
    assert "Killdeer" in seen.player(1).hand
    assert "Pileated Woodpecker" not in seen.player(2).hand
    assert seen.player(2).hand == []


def test_the_redstart_others_keep_a_bird_eating_invertebrate_or_seed(cards):
    """Plumbeous Redstart: a seed eater is kept, a bird eating neither is discarded."""
    turn = _activate(cards, "Plumbeous Redstart", "Mallard", "Blue Jay", "Barn Owl")
    seen = view(turn.state, cards)
    assert "Mallard" in seen.player(0).hand
    assert "Blue Jay" in seen.player(1).hand
    assert seen.player(2).hand == []
