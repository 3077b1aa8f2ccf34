"""Rules reference section 2: the player mat (egg costs, action strength, conversion bonuses)."""

from __future__ import annotations

import pytest

import wingspan_rules as ws
from wingspan_rules import frames as F
from wingspan_rules.state.enums import Action, Habitat
from wingspan_rules.state.moves import PlayBird, TakeAction
from wingspan_rules.testing import Scenario, Script


def _birds_for(cards, habitat: Habitat, count: int, skip=()) -> list[str]:
    names = [b.name for b in cards.birds if habitat in b.habitats and b.name not in skip]
    return names[:count]


@pytest.mark.parametrize("column, eggs", [(1, 0), (2, 1), (3, 1), (4, 2), (5, 2)])
def test_2_2_egg_cost_by_column(cards, column, eggs):
    s = Scenario(players=2, cards=cards)
    s.player(0).birds("wetland", *_birds_for(cards, Habitat.WETLAND, column - 1, skip={"Mallard"}))
    s.player(0).bird("forest", "Wild Turkey", eggs=5).hand("Mallard").food(seed=1)
    state = s.build()
    turn = Script(state).play("play Mallard in wetland", until="answers")
    while isinstance(turn.state.pending[-1], (F.PayEggs, F.PayFood)):
        turn = turn.play(turn.options()[0], until="answers")
    turkey = turn.state.players[0].mat[Habitat.FOREST][0]
    assert turkey.eggs == 5 - eggs
    assert turn.state.players[0].mat[Habitat.WETLAND][column - 1].card == cards.bird_id("Mallard")


def test_2_2_a_bird_cannot_be_played_without_eggs_for_its_column(cards):
    s = Scenario(players=2, cards=cards)
    s.player(0).bird("wetland", "Trumpeter Swan").hand("Mallard").food(seed=2)
    state = s.build()
    move = PlayBird(cards.bird_id("Mallard"), Habitat.WETLAND)
    assert move not in ws.legal_moves(state)
    with pytest.raises(ws.IllegalMove, match=r"rules 2\.2: column 2 costs 1 egg"):
        ws.apply(state, move)


def test_2_2_egg_cost_may_come_from_several_birds(cards):
    s = Scenario(players=2, cards=cards)
    s.player(0).birds("grassland", "Wild Turkey", "American Woodcock", "Blue-Winged Warbler")
    s.player(0).bird("forest", "Hooded Warbler", eggs=1).bird("wetland", "Trumpeter Swan", eggs=1)
    s.player(0).hand("Prothonotary Warbler").food(invertebrate=2, seed=1)
    state = s.build()
    # Forest column 2 costs 1 egg; play into the forest: Hooded Warbler or the swan pays it.
    turn = Script(state).play("play Prothonotary Warbler in forest", until="answers")
    labels = turn.options()
    assert any("Hooded Warbler" in x for x in labels) and any("Trumpeter Swan" in x for x in labels)


@pytest.mark.parametrize(
    "action, habitat, strengths",
    [
        (Action.GAIN_FOOD, Habitat.FOREST, (1, 1, 2, 2, 3, 3)),
        (Action.LAY_EGGS, Habitat.GRASSLAND, (2, 2, 3, 3, 4, 4)),
        (Action.DRAW_CARDS, Habitat.WETLAND, (1, 1, 2, 2, 3, 3)),
    ],
)
@pytest.mark.parametrize("birds", range(6))
def test_2_3_action_strength_and_conversion_by_exposed_slot(
    cards, action, habitat, strengths, birds
):
    s = Scenario(players=2, cards=cards)
    s.player(0).birds(habitat, *_birds_for(cards, habitat, birds, skip={"Wild Turkey", "Mallard"}))
    # Room for eggs, a card in hand and food, so that every decision is a real choice.
    s.player(0).bird("forest" if habitat is not Habitat.FOREST else "grassland", "Wild Turkey")
    s.player(0).hand("Mallard")
    state = ws.apply(s.build(), TakeAction(action))
    frames = state.pending
    top = frames[-1]
    assert top.remaining == strengths[birds]
    has_bonus = any(isinstance(f, F.Conversion) for f in frames)
    assert has_bonus == (birds + 1 in (2, 4, 6))


def test_2_3_conversion_forest_discards_a_card_for_one_more_die(cards):
    s = Scenario(players=2, cards=cards)
    s.player(0).bird("forest", "Hooded Warbler").hand("Mallard").food()
    s.feeder("fish", "fish", "fruit", "rodent", "seed")
    turn = Script(s.build()).play("gain food", "take fish", "discard Mallard", "take rodent")
    me = turn.state.players[0]
    assert me.food[ws.Food.FISH] == 1 and me.food[ws.Food.RODENT] == 1
    assert cards.bird_id("Mallard") in turn.state.table.discard and me.hand == ()


def test_2_3_conversion_grassland_pays_one_food_for_one_more_egg(cards):
    s = Scenario(players=2, cards=cards)
    s.player(0).bird("grassland", "Wild Turkey").food(fish=1)
    turn = Script(s.build()).play(
        "lay eggs",
        "lay an egg on Wild Turkey",
        "lay an egg on Wild Turkey",
        "discard 1 fish",
        "lay an egg on Wild Turkey",
    )
    assert turn.state.players[0].mat[Habitat.GRASSLAND][0].eggs == 3
    assert turn.state.players[0].food[ws.Food.FISH] == 0


def test_2_3_conversion_wetland_discards_an_egg_for_one_more_card(cards):
    s = Scenario(players=2, cards=cards)
    s.player(0).bird("wetland", "Trumpeter Swan", eggs=1)
    s.tray("Mallard", "Killdeer", "Blue Jay")
    turn = Script(s.build()).play(
        "draw cards",
        "draw Mallard from the tray",
        "discard an egg from Trumpeter Swan",
        "draw Killdeer",
    )
    me = turn.state.players[0]
    assert set(me.hand) == {cards.bird_id("Mallard"), cards.bird_id("Killdeer")}
    assert me.mat[Habitat.WETLAND][0].eggs == 0


def test_2_3_the_conversion_is_optional(cards):
    s = Scenario(players=2, cards=cards)
    s.player(0).bird("grassland", "Wild Turkey").food(fish=1)
    turn = Script(s.build()).play("lay eggs", "lay an egg on Wild Turkey", "stop", "skip")
    assert turn.state.players[0].food[ws.Food.FISH] == 1
