"""The ``Scenario`` board builder and the state view helpers, on a tiny hand-made card set."""

from __future__ import annotations

import pytest
from test_scoring import CARDS

from wingspan_rules.state.enums import DieFace, Habitat
from wingspan_rules.state.model import EMPTY, Phase
from wingspan_rules.testing import Scenario, assert_food, check_conservation, view


def scenario(**kw) -> Scenario:
    return Scenario(players=2, cards=CARDS, seed=3, **kw)


def test_built_state_matches_the_description():
    s = scenario().round(2).turn(3).first_player(1)
    s.player(0).hand("Crow").food(seed=2, fish=1).bonus("Hand")
    s.player(0).bird("forest", "Owl", eggs=1, cached={"rodent": 2}, tucked=["Wren", "Lark"])
    s.feeder("seed", "invertebrate-seed").tray("Heron", None, "Duck").deck_top("Tit", "Star")
    state = s.build()
    v = view(state, CARDS)
    me = v.player(0)
    assert me.hand == ["Crow"] and me.bonus == ["Hand"]
    assert_food(state, 0, seed=2, fish=1)
    owl = me.bird("Owl")
    assert (owl.habitat, owl.column, owl.eggs, owl.cached, owl.tucked) == (
        Habitat.FOREST, 0, 1, {"rodent": 2}, 2)  # fmt: skip
    assert v.feeder == ["seed", "invertebrate_seed"]
    assert len(state.table.outside) == 3
    assert v.tray == ["Heron", None, "Duck"] and state.table.tray[1] == EMPTY
    assert v.deck_top(2) == ["Tit", "Star"]
    assert (state.round, state.turn, state.first_player, state.phase) == (2, 3, 1, Phase.PLAY)
    assert state.goal_points == ((0, 0),)  # round 1 finished
    # 3 turns from player 1: players 1, 0, 1 have played
    assert [p.cubes_used for p in state.players] == [1, 2]
    check_conservation(state, CARDS)


def test_same_seed_same_state_and_default_tray_is_dealt():
    a, b = scenario().build(), scenario().build()
    assert a == b
    assert EMPTY not in a.table.tray and len(a.table.feeder) == 5


def test_numbered_cards_never_take_a_named_card():
    s = scenario().deck_top("Owl")
    s.player(0).bird("forest", "Tit", tucked=3).deal(2)
    state = s.build()
    check_conservation(state, CARDS)
    assert view(state, CARDS).deck_top() == ["Owl"]


@pytest.mark.parametrize(
    ("build", "message"),
    [
        (lambda s: s.player(0).hand("Dodo"), "unknown bird card 'Dodo'"),
        (lambda s: s.player(0).bonus("Nope"), "unknown bonus card 'Nope'"),
        (lambda s: s.player(0).bird("forest", "Heron"), "Heron cannot live in the forest"),
        (lambda s: s.player(0).bird("wetland", "Heron", eggs=3), "Heron holds 0-2 eggs"),
        (
            lambda s: s.player(0).birds(
                "forest", "Wren", "Crow", *(f"Spare{i}" for i in range(1, 5))
            ),
            "the forest row is full",
        ),  # fmt: skip
        (lambda s: s.player(0).hand("Crow").bird("forest", "Crow"), "Crow is placed twice"),
        (lambda s: s.goals("a0", "b0", "a1", "a2"), "4 different tiles"),
        (lambda s: s.goals("a0", "a1", "a2", "zz"), "unknown goal side 'zz'"),
        (lambda s: s.player(0).bird("forest", "Wren", tucked=99), "not enough cards"),
    ],
)
def test_illegal_boards_are_refused_with_the_card_named(build, message):
    s = scenario()
    build(s)
    with pytest.raises(ValueError, match=message):
        s.build()


def test_immediate_argument_errors():
    with pytest.raises(ValueError, match="no player 2"):
        scenario().player(2)
    with pytest.raises(ValueError, match="at most 5 dice"):
        scenario().feeder(*[DieFace.SEED] * 6)
    with pytest.raises(ValueError, match="unknown food"):
        scenario().player(0).food(nuts=1)


def test_finished_game_needs_four_goal_rows():
    with pytest.raises(ValueError, match="4 rows"):
        scenario().game_over().goal_points((1, 2)).build()
    state = scenario().game_over().goal_points(*[(1, 0)] * 4).build()
    assert state.phase is Phase.OVER and state.pending == ()


def test_play_state_has_the_active_players_turn_begun():
    state = scenario().build()
    assert state.pending, "the engine should be waiting for the active player's action"
