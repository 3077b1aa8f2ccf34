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


def test_altamira_oriole_attracts_into_another_row_than_its_own(cards):
    nectar = _card(cards, Benefit.NECTAR)
    s = _scenario(cards)
    s.player(0).bird("wetland", "Altamira Oriole")
    board = _board(
        s,
        piles=((nectar,), (), (), (), ()),
        spaces={(0, Habitat.GRASSLAND): _card(cards, Benefit.EGG)},
    )
    turn = board.play(
        "draw cards",
        "draw from the deck",
        "use the power",
        "attract from garden pile 1",
        until="answers",
    )
    # the forest was the only empty space of another row: no choice of space was asked
    assert _space(turn.state, 0, Habitat.FOREST) == nectar
    assert not turn.asked("choose the space")


def test_blue_and_yellow_macaw_tucks_a_card_to_attract(cards):
    nectar = _card(cards, Benefit.NECTAR)
    s = _scenario(cards)
    s.player(0).bird("forest", "Blue-and-Yellow Macaw").hand("Mallard")
    s.feeder("seed", "seed", "fish", "fish", "rodent")
    board = _board(
        s,
        piles=((nectar,), (), (), (), ()),
        spaces={(0, Habitat.FOREST): _card(cards, Benefit.EGG)},
    )
    turn = board.play("gain food", "take seed", "skip", "use the power", "yes", until="answers")
    assert turn.state.players[0].mat[Habitat.FOREST][0].tucked
    assert "choose the space to attract" in turn.question()


def test_scarlet_macaw_tucks_a_card_to_return_a_hummingbird_of_any_space(cards):
    held = _card(cards, Benefit.EGG, Group.BEE)
    s = _scenario(cards)
    s.player(0).bird("forest", "Scarlet Macaw").hand("Mallard")
    s.feeder("seed", "seed", "fish", "fish", "rodent")
    board = _board(s, spaces={(0, Habitat.WETLAND): held})
    turn = board.play(
        "gain food",
        "take seed",
        "skip",
        "use the power",
        "yes",
        "return it to garden pile 5",
        until="answers",
    )
    assert held in hb.shared(turn.state, hb.PILES[4])
    assert hb.level(turn.state.players[0], Group.BEE) == 1


def test_turquoise_browed_motmot_lets_every_player_return_one(cards):
    mine = _card(cards, Benefit.EGG, Group.BEE)
    theirs = _card(cards, Benefit.EGG, Group.MANGO)
    s = _scenario(cards)
    s.player(0).bird("forest", "Turquoise-Browed Motmot")
    s.feeder("seed", "seed", "fish", "fish", "rodent")
    board = _board(s, spaces={(0, Habitat.WETLAND): mine, (1, Habitat.WETLAND): theirs})
    turn = board.play(
        "gain food",
        "take seed",
        "use the power",
        "start with player 1",
        "yes",
        "return it to garden pile 2",
        # player 1 first: onto an empty pile, only the mango marker can advance
        "yes",
        "return it to garden pile 3",
        until="answers",
    )
    state = turn.state
    assert theirs in hb.shared(state, hb.PILES[1]) and mine in hb.shared(state, hb.PILES[2])
    assert hb.level(state.players[1], Group.MANGO) == 1


def test_muscovy_duck_attracts_up_to_2_at_round_end(cards):
    first = _card(cards, Benefit.NECTAR)
    second = _card(cards, Benefit.NECTAR, skip=1)
    s = _scenario(cards)
    s.player(0).bird("wetland", "Muscovy Duck").cubes_used(7)
    s.player(1).cubes_used(8)
    s.turn(15).first_player(1)  # player 0 takes the last turn of the round
    s.feeder("seed", "seed", "fish", "fish", "rodent")
    board = _board(s, piles=((first,), (second,), (), (), ()))
    # the last turn of the round: food, its hummingbird (the forest space), then round end
    turn = board.play(
        "gain food",
        "take seed",
        "attract from garden pile 1",
        "use the power of Muscovy Duck",
        "take 2",
        "hummingbird action in the grassland",
        "attract from garden pile 2",
        until="answers",
    )
    state = turn.state
    assert _space(state, 0, Habitat.FOREST) == first
    assert _space(state, 0, Habitat.GRASSLAND) == second
    # the second attract: the wetland is the only empty space left
    assert "attract a hummingbird to the wetland" in turn.question()


def test_golden_headed_manakin_attracts_only_an_emerald_or_mango_top_or_returns_one(cards):
    emerald = _card(cards, Benefit.NECTAR, Group.EMERALD)
    bee = _card(cards, Benefit.NECTAR, Group.BEE)
    held = _card(cards, Benefit.EGG, Group.MANGO)
    s = _scenario(cards)
    s.player(0).bird("forest", "Golden-Headed Manakin")
    s.feeder("seed", "seed", "fish", "fish", "rodent")
    board = _board(s, piles=((bee,), (emerald,), (), (), ()), spaces={(0, Habitat.WETLAND): held})
    turn = board.play("gain food", "take seed", "use the power", until="answers")
    # a bee top is not offered; the mango one in the wetland may go back
    assert turn.options() == ["attract from garden pile 2", "hummingbird action in the wetland"]
    turn = turn.play(
        "attract from garden pile 2", "hummingbird action in the grassland", until="answers"
    )
    assert _space(turn.state, 0, Habitat.GRASSLAND) == emerald


@pytest.mark.parametrize(
    ("bird", "group", "row", "action"),
    [
        ("Orange-Breasted Bunting", Group.TOPAZ, "forest", ("gain food", "take seed")),
        ("Resplendent Quetzal", Group.BRILLIANT, "forest", ("gain food", "take seed")),
        ("Tropical Parula", Group.BEE, "forest", ("gain food", "take seed")),
        ("Vermilion Flycatcher", Group.BRILLIANT, "wetland", ("draw cards", "draw from the deck")),
    ],
)
def test_a_two_group_bird_returns_a_hummingbird_of_its_groups(cards, bird, group, row, action):
    held = _card(cards, Benefit.EGG, group)
    s = _scenario(cards)
    s.player(0).bird(row, bird)
    s.feeder("seed", "seed", "fish", "fish", "rodent")
    full = {(0, Habitat.WETLAND): held, (0, Habitat.GRASSLAND): _card(cards, Benefit.CARD, group)}
    turn = _board(s, spaces=full).play(
        *action,
        "use the power",
        "hummingbird action in the wetland",
        "return it to garden pile 1",
        until="answers",
    )
    assert held in hb.shared(turn.state, hb.PILES[0])
    assert hb.level(turn.state.players[0], group) == 1


def test_crested_oropendola_moves_a_marker_down_to_tuck_2_from_the_deck(cards):
    s = _scenario(cards)
    s.player(0).bird("forest", "Crested Oropendola")
    s.feeder("seed", "seed", "fish", "fish", "rodent")
    board = _board(s, levels={(0, Group.BEE): 4, (0, Group.MANGO): 2})
    turn = board.play(
        "gain food",
        "take seed",
        "use the power",
        "yes",
        "move the bee marker down",
        "take 2",
        until="answers",
    )
    state = turn.state
    assert hb.level(state.players[0], Group.BEE) == 3
    assert len(state.players[0].mat[Habitat.FOREST][0].tucked) == 2


def test_crested_oropendola_is_not_offered_with_every_marker_on_start(cards):
    s = _scenario(cards)
    s.player(0).bird("forest", "Crested Oropendola")
    s.feeder("seed", "seed", "fish", "fish", "rodent")
    turn = _board(s).play("gain food", "take seed", until="answers")
    assert "Crested Oropendola" not in turn.question()
