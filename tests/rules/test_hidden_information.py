"""Hidden information in observations (rules 1.7, 3.7, 3.10, 3.11): what each player may see.

Cards tucked from a hand lie face down: the owner knows them, nobody else does. Cards tucked
straight from the deck are known to nobody. A card revealed before it is tucked is public.
Cards taken face up (from the tray, from a draft's laid-out cards) are public while they stay
in the hand. Setup is simultaneous: nobody sees another player's choices before all are made.
"""

from __future__ import annotations

import attrs
import pytest

import wingspan_rules as ws
from wingspan_rules import frames as F
from wingspan_rules.state import events as E
from wingspan_rules.state.enums import Food
from wingspan_rules.state.model import DEALT_BIRDS, DEALT_BONUS, HIDDEN, STARTING_FOOD
from wingspan_rules.state.moves import DiscardBird, DiscardFood, KeepBird, KeepBonus
from wingspan_rules.testing import Scenario, Script
from wingspan_rules.tools.simulate import random_playout


def _tucks(state_or_view) -> list[int]:
    return [e.tucked for e in state_or_view.events if type(e) is E.CardTucked]


# --- 3.10: tucked cards ---------------------------------------------------------------------------


def test_3_10_a_card_tucked_from_a_hand_is_known_to_its_owner_only(cards):
    s = Scenario(players=2, cards=cards)
    s.player(1).bird("grassland", "Horned Lark").hand("Mallard")
    s.player(0).hand("Wild Turkey").food(seed=2, fruit=1)
    turn = s.play("play Wild Turkey in grassland", "use the power")
    mallard = cards.bird_id("Mallard")
    lark = turn.state.players[1].mat[1][0]
    assert (lark.tucked, lark.tucked_from_hand) == ((mallard,), (mallard,))
    assert _tucks(turn.state) == [mallard]

    owner = ws.observation(turn.state, 1)
    assert owner.players[1].mat[1][0] == lark
    assert _tucks(owner) == [mallard]

    other = ws.observation(turn.state, 0).players[1].mat[1][0]
    assert (other.tucked, other.tucked_from_hand) == ((HIDDEN,), (HIDDEN,))
    assert _tucks(ws.observation(turn.state, 0)) == [HIDDEN]
    assert [e.source for e in ws.observation(turn.state, 0).events if type(e) is E.CardTucked] == [
        "hand"
    ]


def test_3_10_a_card_tucked_from_the_deck_is_known_to_nobody(cards):
    s = Scenario(players=2, cards=cards)
    s.player(0).bird("grassland", "Canada Goose", eggs=3).food(seed=1, fish=1)
    s.deck_top("Mallard", "Killdeer", "Wood Duck")
    turn = s.play("lay eggs", "use the power", "take 2")
    goose = turn.state.players[0].mat[1][0]
    assert len(goose.tucked) == 2 and goose.tucked_from_hand == goose.tucked_revealed == ()
    for viewer in (0, 1):  # face down straight from the deck: the owner did not see them either
        seen = ws.observation(turn.state, viewer)
        assert seen.players[0].mat[1][0].tucked == (HIDDEN, HIDDEN)
        assert _tucks(seen) == [HIDDEN, HIDDEN]


def test_3_11_a_card_revealed_then_tucked_is_public(cards):
    s = Scenario(players=2, cards=cards)
    s.player(0).bird("forest", "Barred Owl")
    s.feeder("seed", "fish", "fruit", "rodent", "invertebrate")
    s.deck_top("Hooded Warbler")  # 18 cm < 75 cm: tucked
    turn = s.play("gain food", "take seed", "use the power")
    warbler = cards.bird_id("Hooded Warbler")
    for viewer in (0, 1):
        seen = ws.observation(turn.state, viewer)
        owl = seen.players[0].mat[0][0]
        assert (owl.tucked, owl.tucked_revealed) == ((warbler,), (warbler,))
        assert _tucks(seen) == [warbler]
        assert [e.card for e in seen.events if type(e) is E.CardRevealed] == [warbler]


def test_3_10_tucked_cards_of_a_scenario_board_are_known_to_nobody(cards):
    # A board built with tucked cards does not say where they came from: face down, unknown.
    s = Scenario(players=2, cards=cards)
    s.player(0).bird("forest", "Blue Jay", tucked=["Mallard", "Killdeer"])
    state = s.build()
    for viewer in (0, 1):
        assert ws.observation(state, viewer).players[0].mat[0][0].tucked == (HIDDEN, HIDDEN)


# --- 3.7: cards taken face up --------------------------------------------------------------------


def test_3_7_a_card_drawn_from_the_tray_is_known_in_the_opponents_hand(cards):
    s = Scenario(players=2, cards=cards)
    s.player(0).hand("Wild Turkey")  # dealt: private
    s.tray("Killdeer", "Blue Jay", "Barn Owl")
    turn = s.play("draw cards", "draw Killdeer from the tray")
    killdeer = cards.bird_id("Killdeer")
    me = turn.state.players[0]
    assert me.known == (killdeer,) and me.hand == (cards.bird_id("Wild Turkey"), killdeer)
    seen = ws.observation(turn.state, 1).players[0]
    assert seen.hand == (HIDDEN, killdeer) and seen.known == (killdeer,)
    assert ws.observation(turn.state, 0).players[0].hand == me.hand


def test_3_7_a_known_card_is_no_longer_shown_once_it_leaves_the_hand(cards):
    s = Scenario(players=2, cards=cards)
    s.player(0).food(invertebrate=1).hand("Wild Turkey")
    s.tray("Killdeer", "Blue Jay", "Barn Owl")
    killdeer = cards.bird_id("Killdeer")
    turn = s.play("draw cards", "draw Killdeer from the tray")
    assert ws.observation(turn.state, 1).players[0].hand == (HIDDEN, killdeer)
    turn = turn.play("gain food", "stop").play("play Killdeer in grassland")
    assert turn.state.players[0].known == ()
    assert ws.observation(turn.state, 1).players[0].hand == (HIDDEN,)


def test_3_10_a_card_tucked_from_the_hand_hides_the_known_cards_left_in_it(cards):
    # The opponents saw the Killdeer taken, but not which card went face down under the lark:
    # they no longer know whether the Killdeer is still in the hand.
    s = Scenario(players=2, cards=cards)
    s.player(1).bird("grassland", "Horned Lark").hand("Mallard")
    s.player(0).hand("Wild Turkey").food(seed=2, fruit=1)
    s.tray("Killdeer", "Blue Jay", "Barn Owl")
    turn = s.play("gain food", "stop").play("draw cards", "draw Killdeer from the tray")
    killdeer = cards.bird_id("Killdeer")
    assert ws.observation(turn.state, 0).players[1].hand == (HIDDEN, killdeer)
    turn = turn.play("play Wild Turkey in grassland", "use the power", "tuck Mallard")
    assert turn.state.players[1].hand == (killdeer,) and turn.state.players[1].known == ()
    assert ws.observation(turn.state, 0).players[1].hand == (HIDDEN,)
    assert ws.observation(turn.state, 1).players[1].hand == (killdeer,)


def test_10_1_cards_taken_from_a_draft_are_known_to_every_player(cards):
    s = Scenario(players=3, cards=cards)
    s.player(0).hand("American Oystercatcher").food(invertebrate=2)
    s.tray("Killdeer", "Blue Jay", "Barn Owl")
    s.deck_top("Mallard", "Wild Turkey", "Hooded Warbler")
    turn = s.play(
        "play American Oystercatcher in wetland",
        "use the power",
        "draw Killdeer from the tray",
        "draw Barn Owl from the tray",
        "draw from the deck",
        "draw from the deck",
        "take Mallard",
        "take Killdeer",
        "take Barn Owl",
    )
    seen = ws.observation(turn.state, 2)
    assert sorted(seen.players[0].hand) == sorted(
        cards.bird_id(n) for n in ("Mallard", "Wild Turkey")
    )
    assert seen.players[1].hand == (cards.bird_id("Killdeer"),)


# --- 1.7: setup is simultaneous -------------------------------------------------------------------


def _choose_setup(state, keep: int, foods: tuple[Food, ...]):
    """Answer the deciding player's setup: keep the first ``keep`` dealt birds."""
    frame = state.pending[-1]
    assert isinstance(frame, F.SetupBirds)
    for i, card in enumerate(frame.dealt):
        state = ws.apply(state, KeepBird(card) if i < keep else DiscardBird(card))
    for food in foods:
        if isinstance(state.pending[-1], F.SetupFood):
            state = ws.apply(state, DiscardFood(food))
    return ws.apply(state, KeepBonus(state.pending[-1].offered[0]))


def test_1_7_the_player_choosing_sees_none_of_the_choices_made_before_them(cards):
    start = ws.new_game(ws.GameConfig(players=2), seed=8)
    dealt0 = start.pending[-1].dealt
    state = _choose_setup(start, keep=2, foods=(Food.FISH, Food.RODENT))
    assert ws.current_player(state) == 1 and state.phase is ws.Phase.SETUP
    seen = ws.observation(state, 1)
    other = seen.players[0]
    assert other.hand == (HIDDEN,) * DEALT_BIRDS  # as dealt, not the 2 kept
    assert other.food == STARTING_FOOD  # not the 3 kept
    assert other.bonus == (HIDDEN,) * DEALT_BONUS
    assert seen.table.discard == ()  # player 0's 3 discarded birds are not shown
    assert seen.table.bonus_discard == (HIDDEN,)
    shown = {type(e) for e in seen.events if getattr(e, "player", None) == 0}
    assert not shown & {E.CardDiscarded, E.FoodDiscarded, E.SetupKept}
    # Player 0 sees their own choices.
    mine = ws.observation(state, 0)
    assert mine.players[0] == state.players[0]
    assert mine.table.discard == dealt0[2:]


def test_1_7_each_player_sees_only_their_own_setup_discards(cards):
    state = ws.new_game(ws.GameConfig(players=3), seed=5)
    dealt = {}
    for p, keep in ((0, 3), (1, 1)):
        dealt[p] = state.pending[-1].dealt
        state = _choose_setup(state, keep=keep, foods=tuple(Food)[:keep])
    dealt[2] = state.pending[-1].dealt
    for card in dealt[2][:2]:  # player 2 discards two birds, and is still choosing
        state = ws.apply(state, DiscardBird(card))
    assert len(state.table.discard) == 2 + 4 + 2
    assert ws.observation(state, 0).table.discard == dealt[0][3:]
    assert ws.observation(state, 1).table.discard == dealt[1][1:]
    assert ws.observation(state, 2).table.discard == dealt[2][:2]


def test_1_7_a_waiting_player_does_not_see_the_choices_being_made(cards):
    state = ws.new_game(ws.GameConfig(players=2), seed=8)
    state = _choose_setup(state, keep=1, foods=(Food.FISH,))
    for card in state.pending[-1].dealt[:3]:
        state = ws.apply(state, KeepBird(card))
    seen = ws.observation(state, 0).pending[-1]
    assert isinstance(seen, F.SetupBirds) and seen.kept == HIDDEN
    assert set(seen.dealt) == {HIDDEN}
    for card in state.pending[-1].dealt[3:]:
        state = ws.apply(state, DiscardBird(card))
    assert isinstance(state.pending[-1], F.SetupFood)  # 3 food to discard for 3 birds kept
    assert ws.rules_for(state).describe_decision(ws.observation(state, 0)) == (
        "player 1: discard food for the birds kept"
    )
    assert ws.rules_for(state).describe_decision(ws.observation(state, 1)) == (
        "player 1: discard food for the birds kept (3 more)"
    )


def test_1_7_the_choices_are_revealed_together_once_everyone_has_chosen(cards):
    state = ws.new_game(ws.GameConfig(players=2), seed=8)
    state = _choose_setup(state, keep=2, foods=(Food.FISH, Food.RODENT))
    assert not [e for e in state.events if type(e) is E.SetupKept]
    state = _choose_setup(state, keep=4, foods=tuple(Food)[:4])
    assert state.phase is ws.Phase.PLAY
    kept = [e for e in state.events if type(e) is E.SetupKept]
    assert [(e.player, len(e.birds), sum(e.food)) for e in kept] == [(0, 2, 3), (1, 4, 1)]
    seen = ws.observation(state, 1)
    assert len(seen.players[0].hand) == 2 and seen.players[0].food == state.players[0].food
    assert seen.table.discard == state.table.discard  # the discard pile is public again
    shown = [e for e in seen.events if type(e) is E.SetupKept and e.player == 0]
    assert shown[0].birds == (HIDDEN, HIDDEN) and shown[0].bonus == HIDDEN
    assert shown[0].food == state.players[0].food


# --- 1.7 #5: bonus cards ---------------------------------------------------------------------------


def test_1_7_bonus_cards_are_secret_until_the_game_is_scored(cards):
    start = ws.new_game(ws.GameConfig(players=2), seed=4)
    state, _ = random_playout(start, seed=4)
    assert state.phase is ws.Phase.OVER
    seen = ws.observation(state, 1)
    assert seen.players[0].bonus == state.players[0].bonus  # revealed for scoring
    # Discarded bonus cards are never revealed.
    assert set(seen.table.bonus_discard) <= {HIDDEN}
    assert len(seen.table.bonus_discard) == len(state.table.bonus_discard)


def test_1_7_another_players_bonus_cards_are_hidden_during_play(cards):
    s = Scenario(players=2, cards=cards)
    s.player(0).bonus("Anatomist")
    seen = ws.observation(Script(s.build()).state, 1)
    assert seen.players[0].bonus == (HIDDEN,)


# --- what each player has seen is part of a saved game ---------------------------------------------


def test_a_saved_game_whose_known_cards_are_not_in_the_hand_is_refused(cards):
    s = Scenario(players=2, cards=cards)
    s.player(0).hand("Wild Turkey")
    s.tray("Killdeer", "Blue Jay", "Barn Owl")
    turn = s.play("draw cards", "draw Killdeer from the tray")
    assert ws.from_json(ws.to_json(turn.state)) == turn.state
    mallard = cards.bird_id("Mallard")
    players = list(turn.state.players)
    players[0] = attrs.evolve(players[0], known=(mallard,))
    broken = attrs.evolve(turn.state, players=tuple(players))
    with pytest.raises(ws.SavedGameError, match="known cards are not cards of their hand"):
        ws.from_json(ws.to_json(broken))
