"""Rules reference 4.1: the round-end procedure, and the end of the game after round 4."""

from __future__ import annotations

import pytest

import wingspan_rules as ws
from wingspan_rules.state import events as E
from wingspan_rules.state.model import EMPTY
from wingspan_rules.state.moves import TakeAction
from wingspan_rules.testing import Scenario, Script


def _last_turn_of_round(cards, round_number: int) -> Scenario:
    cubes = (8, 7, 6, 5)[round_number - 1]
    s = Scenario(players=2, cards=cards).round(round_number).turn(2 * cubes - 1).first_player(0)
    s.goals("Birds in forest", "Birds in grassland", "Birds in wetland", "Total birds")
    if round_number > 1:
        s.goal_points(*[(0, 0)] * (round_number - 1))
    s.tray("Mallard", "Killdeer", "Blue Jay")
    s.player(0).bird("forest", "Hooded Warbler").bird("grassland", "Wild Turkey")
    return s


def test_4_1_the_round_ends_when_every_cube_is_used_and_the_goal_is_scored(cards):
    turn = Script(_last_turn_of_round(cards, 1).build()).play("lay eggs", until="answers")
    scored = turn.events(E.GoalScored)
    assert [(g.round, g.counts, g.points) for g in scored] == [(1, (1, 0), (4, 0))]
    assert turn.state.goal_points == ((4, 0),)


def test_4_1_cubes_come_back_the_tray_is_replaced_and_the_first_player_passes(cards):
    s = _last_turn_of_round(cards, 1)
    old_tray = {cards.bird_id(n) for n in ("Mallard", "Killdeer", "Blue Jay")}
    turn = Script(s.build()).play("lay eggs", until="answers")
    state = turn.state
    assert state.round == 2 and state.turn == 0
    assert state.first_player == 1 and ws.current_player(state) == 1
    assert [p.cubes_used for p in state.players] == [0, 0]
    assert old_tray <= set(state.table.discard)
    assert EMPTY not in state.table.tray and not old_tray & set(state.table.tray)
    assert [(e.round, e.first_player) for e in turn.events(E.RoundStarted)] == [(2, 1)]


def test_4_1_the_next_round_has_7_turns_each(cards):
    state = Script(_last_turn_of_round(cards, 1).build()).play("lay eggs", until="answers").state
    actions = []
    while state.round == 2:
        state = ws.apply(state, ws.legal_moves(state)[-1])
        actions += [e.player for e in state.events if type(e) is E.ActionChosen]
    assert actions == [1, 0] * 7


def test_5_the_game_ends_after_the_round_4_goal_and_then_no_move_is_legal(cards):
    turn = Script(_last_turn_of_round(cards, 4).build()).play("lay eggs", until="answers")
    state = turn.state
    assert ws.is_terminal(state) and ws.current_player(state) is None
    assert ws.legal_moves(state) == []
    assert len(state.goal_points) == 4
    ended = turn.events(E.GameEnded)
    assert len(ended) == 1 and ended[0].totals == tuple(s.total for s in ws.scores(state))
    with pytest.raises(ws.IllegalMove, match="the game is over"):
        ws.apply(state, TakeAction(ws.Action.GAIN_FOOD))
