"""Rules reference section 1: components and setup (1.6 global setup, 1.7 player setup)."""

from __future__ import annotations

import pytest

import wingspan_rules as ws
from wingspan_rules import frames as F
from wingspan_rules.state.enums import BASE_FOODS, Food
from wingspan_rules.state.moves import DiscardBird, DiscardFood, KeepBird, KeepBonus


def test_1_2_the_deck_holds_all_180_core_birds_including_swift_start(cards):
    state = ws.new_game(ws.GameConfig(players=2), seed=1)
    table = state.table
    dealt = sum(len(p.hand) for p in state.players)
    assert len(table.deck) + len(table.tray) + dealt == 180


def test_1_6_tray_of_three_feeder_of_five_and_four_goals_from_different_tiles(cards):
    state = ws.new_game(ws.GameConfig(players=3), seed=5)
    assert len(state.table.tray) == 3
    assert len(state.table.feeder) == 5 and state.table.outside == ()
    tiles = [g // 2 for g in state.goals]
    assert len(state.goals) == 4 and len(set(tiles)) == 4


def test_1_6_goal_tiles_and_sides_vary_with_the_seed(cards):
    goal_sets = {ws.new_game(ws.GameConfig(), seed=s).goals for s in range(30)}
    assert len(goal_sets) > 20
    sides = {g % 2 for goals in goal_sets for g in goals}
    assert sides == {0, 1}


def test_1_6_fixed_goals_come_from_the_config(cards):
    names = ("birds in forest", "eggs in grassland", "total birds", "eggs in wetland")
    sides = [cards.goal_side_id(n) for n in names]
    state = ws.new_game(ws.GameConfig(goals=names), seed=2)
    assert state.goals == tuple(sides)


def test_1_7_each_player_gets_5_birds_2_bonus_cards_and_one_food_of_each_type(cards):
    state = ws.new_game(ws.GameConfig(players=4), seed=3)
    for player in state.players:
        assert len(player.hand) == 5
        assert len(player.bonus) == 2
        assert all(player.food[f] == 1 for f in BASE_FOODS)
        assert player.food[Food.NECTAR] == 0


def _setup(state, keep: int, discard_foods: list[Food], bonus_index: int = 0):
    """Answer one player's setup: keep the first ``keep`` dealt birds."""
    frame = state.pending[-1]
    assert isinstance(frame, F.SetupBirds)
    for i, card in enumerate(frame.dealt):
        state = ws.apply(state, KeepBird(card) if i < keep else DiscardBird(card))
    for food in discard_foods:
        if isinstance(state.pending[-1], F.SetupFood):  # a forced last discard is automatic
            state = ws.apply(state, DiscardFood(food))
    frame = state.pending[-1]
    assert isinstance(frame, F.ChooseBonus)
    return ws.apply(state, KeepBonus(frame.offered[bonus_index]))


def test_1_7_keep_k_birds_and_discard_k_food(cards):
    state = ws.new_game(ws.GameConfig(players=2), seed=8)
    dealt = state.pending[-1].dealt
    state = _setup(state, keep=2, discard_foods=[Food.FISH, Food.RODENT])
    me = state.players[0]
    assert me.hand == dealt[:2]
    assert me.food[Food.FISH] == 0 and me.food[Food.RODENT] == 0 and sum(me.food) == 3
    assert len(me.bonus) == 1
    assert set(dealt[2:]) <= set(state.table.discard)
    assert len(state.table.bonus_discard) == 1


def test_1_7_food_is_discarded_in_any_order(cards):
    state = ws.new_game(ws.GameConfig(players=2), seed=8)
    for card in state.pending[-1].dealt[:3]:
        state = ws.apply(state, KeepBird(card))
    for card in state.pending[-1].dealt[3:]:
        state = ws.apply(state, DiscardBird(card))
    state = ws.apply(state, DiscardFood(Food.FISH))
    offered = {m.food for m in ws.legal_moves(state)}
    assert offered == {Food.INVERTEBRATE, Food.SEED, Food.FRUIT, Food.RODENT}
    state = ws.apply(state, DiscardFood(Food.SEED))  # a type before the one discarded first
    state = ws.apply(state, DiscardFood(Food.INVERTEBRATE))
    assert state.players[0].food == (0, 0, 0, 1, 1, 0)


def test_1_7_keeping_no_bird_keeps_all_five_food(cards):
    state = ws.new_game(ws.GameConfig(players=2), seed=9)
    state = _setup(state, keep=0, discard_foods=[])
    assert state.players[0].hand == () and sum(state.players[0].food) == 5


def test_1_7_after_every_player_set_up_the_first_player_chooses_an_action(cards):
    state = ws.new_game(ws.GameConfig(players=3), seed=4)
    for _ in range(3):
        state = _setup(state, keep=5, discard_foods=list(BASE_FOODS))
    assert state.phase is ws.Phase.PLAY
    assert isinstance(state.pending[-1], F.ChooseAction)
    assert ws.current_player(state) == state.first_player


def test_1_7_the_first_player_is_random(cards):
    firsts = {ws.new_game(ws.GameConfig(players=4), seed=s).first_player for s in range(40)}
    assert firsts == {0, 1, 2, 3}


def test_six_players_need_flock_mode(cards):
    """Rules 1.1: the base game takes 1-5 players; 6-7 play in Flock mode."""
    with pytest.raises(ws.ConfigError, match="base mode takes 1 to 5 players"):
        ws.GameConfig(players=6)


@pytest.mark.parametrize(
    ("mode", "players", "allowed"),
    [
        (ws.AutomaOptions(), 2, "takes 1 player$"),
        (ws.DuetOptions(), 3, "takes 2 players"),
        (ws.FlockOptions(), 5, "6 to 7"),
    ],
)
def test_each_mode_takes_its_player_counts(mode, players, allowed):
    """Rules 6 (Automa: one human), 8.1 (Duet: exactly 2), 8.2 (Flock: 6-7)."""
    with pytest.raises(ws.ConfigError, match=allowed):
        ws.GameConfig(players=players, mode=mode)
