"""The American Wigeon (Birds of the U.S.A.): when it is activated, its owner may tuck a card
from their hand behind a wetland bird of theirs, and if they do tuck a card from the deck
behind the Wigeon; then each other player may tuck a card from *their own* hand behind a bird
of *their own* wetland."""

from __future__ import annotations

import pytest

import wingspan_rules as ws
from wingspan_rules.testing import Scenario, view

USE = "use the power"
OWNER_TUCKS = ("draw cards", "deck", USE, "yes", "tuck Wild Turkey")


@pytest.fixture(scope="module")
def cards():
    return ws.load_cards(sets=("core", "promos"))


def _wigeon_and_rival(cards, *rival_wetland: str) -> Scenario:
    s = Scenario(players=2, cards=cards)
    s.player(0).bird("wetland", "American Wigeon").hand("Wild Turkey")
    rival = s.player(1).hand("Killdeer", "Hooded Warbler")
    for name in rival_wetland:
        rival.bird("wetland", name)
    return s


def test_the_american_wigeon_lets_another_player_tuck_from_their_own_hand_behind_their_own_wetland_bird(
    cards,
):
    s = _wigeon_and_rival(cards, "Mallard", "Canada Goose")
    script = s.script().play(*OWNER_TUCKS, "yes", until="answers")
    assert script.options() == ["pick Mallard (wetland 1)", "pick Canada Goose (wetland 2)"]
    turn = s.play(*OWNER_TUCKS, "yes", "pick Canada Goose (wetland 2)", "tuck Hooded Warbler")
    board = view(turn.state, cards)
    assert board.player(1).bird("Canada Goose").tucked == 1
    assert turn.state.players[1].hand == (cards.bird_id("Killdeer"),)
    assert board.player(0).bird("American Wigeon").tucked == 2  # its owner's card and the deck's


def test_the_american_wigeon_asks_no_player_without_a_wetland_bird(cards):
    s = _wigeon_and_rival(cards)
    turn = s.play(*OWNER_TUCKS)
    assert len(turn.state.players[1].hand) == 2
    assert view(turn.state, cards).player(0).bird("American Wigeon").tucked == 2
