"""The Americas birds whose powers attract, return or take hummingbirds (rules-expansions
9.5.5, 9.5.6, 9.5.9): a scenario per power."""

from __future__ import annotations

import pytest

from americas.test_hummingbirds import SETS, _board, _card, _scenario, _space
from wingspan_rules import load_cards
from wingspan_rules.effects.hummingbird_cards import Benefit, Group
from wingspan_rules.expansions.americas import components as hb
from wingspan_rules.state.enums import Food, Habitat


@pytest.fixture(scope="module")
def cards():
    return load_cards(sets=SETS)


def test_blue_grey_tanager_attracts_a_hummingbird_into_an_empty_space(cards):
    nectar = _card(cards, Benefit.NECTAR)
    s = _scenario(cards)
    s.player(0).bird("wetland", "Blue-Grey Tanager")
    board = _board(
        s,
        piles=((nectar,), (), (), (), ()),
        spaces={
            (0, Habitat.FOREST): _card(cards, Benefit.EGG),
            (0, Habitat.GRASSLAND): _card(cards, Benefit.CARD),
        },
    )
    # the action's card, then the power (the wetland space is the only empty one), then the
    # hummingbird action itself: the space is full by then, so its hummingbird goes back
    turn = board.play(
        "draw cards",
        "draw from the deck",
        "use the power",
        "attract from garden pile 1",
        until="answers",
    )
    assert _space(turn.state, 0, Habitat.WETLAND) == nectar
    assert "return the wetland hummingbird" in turn.question()


def test_blue_grey_tanager_is_not_offered_without_an_empty_space(cards):
    s = _scenario(cards)
    s.player(0).bird("wetland", "Blue-Grey Tanager")
    full = {(0, h): _card(cards, Benefit.EGG, skip=i) for i, h in enumerate(Habitat)}
    turn = _board(s, spaces=full).play("draw cards", "draw from the deck", until="answers")
    assert "Blue-Grey Tanager" not in turn.question()


@pytest.mark.parametrize(
    ("bird", "habitat"), [("Bananaquit", Habitat.FOREST), ("Clay-Colored Thrush", Habitat.WETLAND)]
)
def test_a_return_power_sends_that_spaces_hummingbird_back_and_advances_a_marker(
    cards, bird, habitat
):
    held = _card(cards, Benefit.EGG, Group.TOPAZ)
    s = _scenario(cards)
    s.player(0).bird("grassland", bird)
    board = _board(s, spaces={(0, habitat): held})
    turn = board.play(
        "lay eggs", bird, bird, "use the power", "return it to garden pile 4", until="answers"
    )
    assert _space(turn.state, 0, habitat) is None
    assert held in hb.shared(turn.state, hb.PILES[3])
    assert hb.level(turn.state.players[0], Group.TOPAZ) == 1


def test_u11_a_power_return_advances_no_marker_in_the_other_reading(cards):
    held = _card(cards, Benefit.EGG, Group.TOPAZ)
    s = _scenario(cards, power_return_advances=False)
    s.player(0).bird("grassland", "Bananaquit")
    board = _board(s, spaces={(0, Habitat.FOREST): held})
    turn = board.play(
        "lay eggs",
        "Bananaquit",
        "Bananaquit",
        "use the power",
        "return it to garden pile 4",
        until="answers",
    )
    assert hb.level(turn.state.players[0], Group.TOPAZ) == 0


def test_strange_tailed_tyrant_tucks_a_card_to_return_the_hummingbird_of_its_row(cards):
    held = _card(cards, Benefit.EGG, Group.EMERALD)
    s = _scenario(cards)
    s.player(0).bird("wetland", "Strange-Tailed Tyrant").hand("Mallard")
    board = _board(s, spaces={(0, Habitat.WETLAND): held})
    turn = board.play(
        "draw cards",
        "draw from the deck",
        "use the power",
        "yes",
        "tuck Mallard",
        "return it to garden pile 2",
        until="answers",
    )
    state = turn.state
    assert state.players[0].mat[Habitat.WETLAND][0].tucked
    assert held in hb.shared(state, hb.PILES[1])


def test_verdin_discards_an_invertebrate_for_a_hummingbird_action_in_a_chosen_row(cards):
    nectar = _card(cards, Benefit.NECTAR)
    s = _scenario(cards)
    s.player(0).bird("grassland", "Verdin").food(invertebrate=1)
    board = _board(
        s,
        piles=((nectar,), (), (), (), ()),
        spaces={(0, Habitat.GRASSLAND): _card(cards, Benefit.EGG)},
    )
    turn = board.play(
        "lay eggs",
        "Verdin",
        "Verdin",
        "skip",
        "use the power",
        "yes",
        "hummingbird action in the forest",
        "attract from garden pile 1",
        until="answers",
    )
    state = turn.state
    assert state.players[0].food[Food.INVERTEBRATE] == 0
    assert _space(state, 0, Habitat.FOREST) == nectar
