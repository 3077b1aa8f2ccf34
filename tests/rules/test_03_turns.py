"""Rules reference section 3: turns, the four actions, the birdfeeder, powers' timing."""

from __future__ import annotations

from collections import Counter

import attrs
import pytest

import wingspan_rules as ws
from wingspan_rules import frames as F
from wingspan_rules.state import events as E
from wingspan_rules.state.enums import DieFace, Food, Habitat
from wingspan_rules.state.model import EMPTY
from wingspan_rules.state.moves import PlayBird, Reroll, TakeDie
from wingspan_rules.testing import Scenario, Script
from wingspan_rules.tools.simulate import random_playout


def test_3_1_each_player_takes_8_7_6_5_turns_per_round(cards):
    turns: Counter = Counter()

    def count(options, move, state):
        # By the round each turn started in: a move can end the round too, and state.round is
        # then already the next one.
        for event in state.events:
            if type(event) is E.TurnStarted:
                turns[(event.round, event.player)] += 1

    state = ws.new_game(ws.GameConfig(players=3), seed=11)
    random_playout(state, seed=11, on_move=count)
    for player in range(3):
        assert [turns[(r, player)] for r in (1, 2, 3, 4)] == [8, 7, 6, 5]


def test_3_3_a_bird_goes_only_into_a_habitat_printed_on_its_card(cards):
    s = Scenario(players=2, cards=cards)
    s.player(0).hand("Mallard").food(seed=1)
    state = s.build()
    with pytest.raises(ws.IllegalMove, match=r"rules 3\.3: Mallard can only be played in wetland"):
        ws.apply(state, PlayBird(cards.bird_id("Mallard"), Habitat.FOREST))


def test_3_3_an_illegal_move_leaves_the_state_untouched(cards):
    s = Scenario(players=2, cards=cards)
    s.player(0).hand("Mallard").food(seed=1)
    state = s.build()
    before = ws.to_json(state)
    with pytest.raises(ws.IllegalMove):
        ws.apply(state, PlayBird(cards.bird_id("Mallard"), Habitat.FOREST))
    assert ws.to_json(state) == before


def test_3_3_the_bird_goes_into_the_leftmost_empty_slot(cards):
    s = Scenario(players=2, cards=cards)
    s.player(0).birds("forest", "Hooded Warbler").hand("Wild Turkey").food(seed=2, fruit=1)
    s.player(0).bird("grassland", "American Woodcock", eggs=1)
    turn = Script(s.build()).play("play Wild Turkey in forest")
    assert [b.card for b in turn.state.players[0].mat[Habitat.FOREST]] == [
        cards.bird_id("Hooded Warbler"),
        cards.bird_id("Wild Turkey"),
    ]


def test_3_3_or_cost_offers_each_printed_food(cards):
    s = Scenario(players=2, cards=cards)
    s.player(0).hand("Mallard").food(invertebrate=1, seed=1)
    turn = Script(s.build()).play("play Mallard in wetland", until="answers")
    assert sorted(turn.options()) == ["pay 1 invertebrate", "pay 1 seed"]


def test_3_3_two_food_may_stand_in_for_one(cards):
    s = Scenario(players=2, cards=cards)
    s.player(0).hand("Mallard").food(fish=1, rodent=1, fruit=1)
    turn = Script(s.build()).play("play Mallard in wetland", "pay 1 fish, 1 rodent")
    me = turn.state.players[0]
    assert me.food[Food.FRUIT] == 1 and sum(me.food) == 1
    assert me.mat[Habitat.WETLAND][0].card == cards.bird_id("Mallard")


def test_3_3_wild_food_is_paid_with_any_type(cards):
    s = Scenario(players=2, cards=cards)
    s.player(0).hand("Trumpeter Swan").food(seed=2, fish=1, fruit=1)
    turn = Script(s.build()).play("play Trumpeter Swan in wetland", until="answers")
    assert sorted(turn.options()) == ["pay 2 seed, 1 fish", "pay 2 seed, 1 fruit"]


def test_3_3_a_free_bird_asks_for_no_food(cards):
    s = Scenario(players=2, cards=cards)
    s.player(0).hand("Turkey Vulture")
    turn = Script(s.build()).play("play Turkey Vulture in forest")
    assert turn.state.players[0].mat[Habitat.FOREST][0].card == cards.bird_id("Turkey Vulture")
    assert turn.events(E.FoodPaid) == []


def test_3_3_cached_food_cannot_be_spent(cards):
    s = Scenario(players=2, cards=cards)
    s.player(0).bird("forest", "Blue Jay", cached={"seed": 3}).hand("Mallard")
    state = s.build()
    assert PlayBird(cards.bird_id("Mallard"), Habitat.WETLAND) not in ws.legal_moves(state)
    with pytest.raises(ws.IllegalMove, match=r"rules 3\.3: you cannot pay Mallard's food cost"):
        ws.apply(state, PlayBird(cards.bird_id("Mallard"), Habitat.WETLAND))


def test_3_3_a_white_power_is_offered_once_right_after_playing(cards):
    s = Scenario(players=2, cards=cards)
    s.player(0).hand("Carolina Wren").food(fruit=1)
    turn = Script(s.build()).play("play Carolina Wren in forest", until="answers")
    assert isinstance(turn.state.pending[-1], F.OfferPower)
    assert turn.options() == ["use the power of Carolina Wren (forest 1)", "skip"]


def test_3_2_playing_a_bird_activates_no_row(cards):
    s = Scenario(players=2, cards=cards)
    s.player(0).birds("wetland", "Killdeer", "American Coot").bird(
        "forest", "Hooded Warbler", eggs=1
    )
    s.player(0).hand("Mallard").food(seed=1)
    turn = Script(s.build()).play("play Mallard in wetland")
    assert turn.events(E.PowerUsed) == []


def test_3_4_gain_food_takes_dice_out_of_the_feeder(cards):
    s = Scenario(players=2, cards=cards)
    s.feeder("fish", "fish", "seed", "rodent", "fruit")
    turn = Script(s.build()).play("gain food", "take fish")
    table = turn.state.table
    assert sorted(table.feeder) == [DieFace.SEED, DieFace.FISH, DieFace.FRUIT, DieFace.RODENT]
    assert table.outside == (DieFace.FISH,)
    assert turn.state.players[0].food[Food.FISH] == 1


def test_1_4_the_dual_face_gives_invertebrate_or_seed_not_both(cards):
    s = Scenario(players=2, cards=cards)
    s.feeder("invertebrate-seed", "fish", "fish", "fish", "fish")
    state = Script(s.build()).play("gain food", until="answers").state
    dual = [
        m
        for m in ws.legal_moves(state)
        if isinstance(m, TakeDie) and m.face is DieFace.INVERTEBRATE_SEED
    ]
    assert {m.food for m in dual} == {Food.INVERTEBRATE, Food.SEED}
    after = ws.apply(state, dual[0])
    assert sum(after.players[0].food) == 1


def test_3_5_reroll_is_offered_only_when_all_dice_show_the_same_face(cards):
    s = Scenario(players=2, cards=cards)
    s.feeder("fish", "fish", "fish", "invertebrate-seed")
    state = Script(s.build()).play("gain food", until="answers").state
    assert Reroll() not in ws.legal_moves(state)
    s.feeder("fish", "fish", "fish")
    state = Script(s.build()).play("gain food", until="answers").state
    assert Reroll() in ws.legal_moves(state)


def test_3_5_the_dual_face_is_its_own_face_for_the_reroll_test(cards):
    s = Scenario(players=2, cards=cards)
    s.feeder("invertebrate", "invertebrate-seed")
    state = Script(s.build()).play("gain food", until="answers").state
    assert Reroll() not in ws.legal_moves(state)


def test_3_5_a_single_die_left_may_be_rerolled_with_all_five(cards):
    s = Scenario(players=2, cards=cards)
    s.feeder("rodent")
    turn = Script(s.build()).play("gain food", "reroll the birdfeeder", until="answers")
    assert len(turn.state.table.feeder) == 5 and turn.state.table.outside == ()
    assert [e.reason for e in turn.events(E.FeederRolled)] == ["reroll"]


def test_3_5_an_emptied_feeder_is_refilled_at_once(cards):
    s = Scenario(players=2, cards=cards)
    s.player(0).birds("forest", "Hooded Warbler", "Wild Turkey")  # 2 dice
    s.feeder("fish")
    turn = Script(s.build()).play("gain food", "take fish", until="answers")
    assert len(turn.state.table.feeder) == 5
    assert [e.reason for e in turn.events(E.FeederRolled)] == ["empty"]
    assert isinstance(turn.state.pending[-1], F.TakeFood)  # the second die comes from the new roll


def test_3_4_a_player_may_take_fewer_dice(cards):
    s = Scenario(players=2, cards=cards)
    s.player(0).birds("forest", "Hooded Warbler", "Wild Turkey")
    s.feeder("fish", "seed", "rodent", "fruit", "fish")
    turn = Script(s.build()).play("gain food", "take seed", "stop")
    assert sum(turn.state.players[0].food) == 1


def test_3_6_eggs_respect_the_egg_limit_and_the_rest_are_lost(cards):
    s = Scenario(players=2, cards=cards)
    s.player(0).bird("forest", "Hooded Warbler", eggs=2)  # limit 3
    turn = Script(s.build()).play("lay eggs", "lay an egg on Hooded Warbler")
    assert turn.state.players[0].mat[Habitat.FOREST][0].eggs == 3
    assert [e.count for e in turn.events(E.EggsLost)] == [1]


def test_3_6_laying_is_allowed_with_no_birds(cards):
    turn = Script(Scenario(players=2, cards=cards).build()).play("lay eggs")
    assert [e.count for e in turn.events(E.EggsLost)] == [2]


def test_3_6_a_bird_with_egg_limit_0_never_takes_an_egg(cards):
    s = Scenario(players=2, cards=cards)
    s.player(0).bird("grassland", "Brown-Headed Cowbird").bird("forest", "Hooded Warbler")
    state = Script(s.build()).play("lay eggs", until="answers").state
    labels = [ws.describe(m, state) for m in ws.legal_moves(state)]
    assert not any("Cowbird" in x for x in labels)


def test_3_7_cards_come_from_the_tray_or_the_deck_and_the_tray_refills_at_turn_end(cards):
    s = Scenario(players=2, cards=cards)
    s.player(0).birds("wetland", "Trumpeter Swan", "Mallard")  # 2 cards, and Mallard's power
    s.tray("Killdeer", "Blue Jay", "Barn Owl").deck_top("Wild Turkey", "Hooded Warbler")
    turn = Script(s.build()).play("draw cards", "draw Killdeer", until="answers")
    assert turn.state.table.tray[0] == EMPTY  # empty until the end of the turn
    turn = turn.play("draw from the deck", "skip")
    me = turn.state.players[0]
    assert set(me.hand) == {cards.bird_id("Killdeer"), cards.bird_id("Wild Turkey")}
    assert turn.state.table.tray[0] == cards.bird_id("Hooded Warbler")


def test_3_7_the_discard_pile_is_reshuffled_when_the_deck_runs_out(cards):
    s = Scenario(players=2, cards=cards)
    state = s.build()
    table = state.table
    state = attrs.evolve(
        state, tables=(attrs.evolve(table, deck=(), discard=table.discard + table.deck),)
    )
    turn = Script(state).play("draw cards", "draw from the deck")
    assert len(turn.events(E.DeckReshuffled)) == 1
    assert len(turn.state.players[0].hand) == 1


def test_3_2_brown_powers_are_offered_right_to_left_and_each_is_optional(cards):
    s = Scenario(players=2, cards=cards)
    s.player(0).birds("wetland", "Mallard").bird("wetland", "Killdeer", eggs=1)
    s.player(0).bird("wetland", "American Coot").hand("Wild Turkey")
    s.tray("Trumpeter Swan", "Blue Jay", "Barn Owl")
    turn = Script(s.build()).play(
        "draw cards", "draw Trumpeter Swan", "stop", "skip", until="answers"
    )
    asked = []
    while isinstance(turn.state.pending[-1], F.OfferPower):
        frame = turn.state.pending[-1]
        asked.append(cards.birds[turn.state.players[0].mat[frame.habitat][frame.column].card].name)
        turn = turn.play("skip", until="answers")
    assert asked == ["American Coot", "Killdeer", "Mallard"]


def test_3_9_an_opponents_pink_power_answers_during_the_active_players_turn(cards):
    s = Scenario(players=2, cards=cards)
    s.player(1).bird("wetland", "Belted Kingfisher")  # pink: another player plays in wetland
    s.player(0).hand("Mallard").food(seed=1)
    turn = Script(s.build()).play("play Mallard in wetland", until="answers")
    frame = turn.state.pending[-1]
    assert isinstance(frame, F.OfferPower) and frame.pink
    assert ws.current_player(turn.state) == 1
    turn = turn.play("use the power", until="answers")
    assert [(e.player, e.card) for e in turn.events(E.PowerUsed)] == [
        (1, cards.bird_id("Belted Kingfisher"))
    ]


def test_3_9_a_pink_power_never_fires_on_its_owners_turn(cards):
    s = Scenario(players=2, cards=cards)
    s.player(0).bird("wetland", "Belted Kingfisher").hand("Mallard").food(seed=1)
    s.player(0).bird("forest", "Hooded Warbler", eggs=1)
    s.player(1).bird("wetland", "Trumpeter Swan")
    turn = Script(s.build()).play("play Mallard in wetland")
    assert not any(isinstance(f, F.OfferPower) and f.pink for f in turn.state.pending)


def test_3_9_a_pink_power_fires_at_most_once_between_its_owners_turns(cards):
    s = Scenario(players=3, cards=cards).first_player(2)  # turn order: 2, 0, then the owner 1
    s.player(1).bird("wetland", "Belted Kingfisher")
    s.player(2).hand("Mallard").food(seed=1)
    s.player(0).hand("Killdeer").food(seed=1)
    turn = Script(s.build()).play("play Mallard in wetland", "use the power")
    assert cards.bird_id("Belted Kingfisher") in turn.state.players[1].pink_used
    turn = turn.play("play Killdeer in wetland")  # player 0: the power was used in this window
    assert len([e for e in turn.events(E.PowerUsed) if e.player == 1]) == 1


def test_3_9_a_declined_pink_power_may_fire_later_in_the_same_window(cards):
    s = Scenario(players=3, cards=cards).first_player(2)
    s.player(1).bird("wetland", "Belted Kingfisher")
    s.player(2).hand("Mallard").food(seed=1)
    s.player(0).hand("Killdeer").food(seed=1)
    turn = Script(s.build()).play(
        "play Mallard in wetland", "skip", "play Killdeer in wetland", until="answers"
    )
    frame = turn.state.pending[-1]
    assert isinstance(frame, F.OfferPower) and frame.pink and frame.player == 1


def test_3_9_pink_powers_are_ready_again_at_the_start_of_the_owners_turn(cards):
    s = Scenario(players=2, cards=cards)
    s.player(1).bird("wetland", "Belted Kingfisher").food(fish=1)
    s.player(0).hand("Mallard").food(seed=1)
    turn = Script(s.build()).play(
        "play Mallard in wetland", "use the power", "gain food", until="answers"
    )
    assert turn.state.players[1].pink_used == ()
