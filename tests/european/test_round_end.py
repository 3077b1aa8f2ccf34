"""Rules 4.1 step 1 and 9.1: round-end (teal) powers at the end of every round, before the goal
is scored, in player order from the round's first player, each player ordering their own; no
pink power answers them. Rules 4.1 step 4 and 9.2: game-end (yellow) powers once, after the
round-4 goal. The modes (Automa, Duet, Flock) go through the same steps."""

from __future__ import annotations

import pytest

import wingspan_rules as ws
from wingspan_rules import events as E
from wingspan_rules.engine.frames import UseTimedPower
from wingspan_rules.enums import Timing
from wingspan_rules.model import AutomaOptions, DuetOptions, Mode
from wingspan_rules.scoring import score_game
from wingspan_rules.testing import Scenario, core_cards_with, plain_bird, view


@pytest.fixture(scope="module")
def cards():
    return core_cards_with(
        plain_bird("Teal Layer", "lay 1 egg on this bird", "round end"),
        plain_bird("Teal Feeder", "gain 1 fish from supply", "round end"),
        plain_bird("Teal Player", "play a bird in forest", "round end"),
        plain_bird("Yellow Layer", "lay 1 egg on this bird", "game end"),
        plain_bird("Yellow Player", "play a bird in forest", "game end"),
        *(plain_bird(f"Teal Fisher {i}", "gain 1 fish from supply", "round end") for i in range(6)),
    )


def _last_turn(cards, round_number: int = 1, players: int = 2, first: int = 0) -> Scenario:
    """The round's last turn: the player before the first player takes it."""
    cubes = (8, 7, 6, 5)[round_number - 1]
    s = Scenario(players=players, cards=cards).round(round_number).first_player(first)
    s.turn(players * cubes - 1)
    goals = ["Birds in grassland", "Birds in wetland", "Total birds"]
    goals.insert(round_number - 1, "Eggs in forest")  # this round's goal
    s.goals(*goals)
    if round_number > 1:
        s.goal_points(*[(0,) * players] * (round_number - 1))
    return s


def _end_the_round(s: Scenario) -> ws.testing.Script:
    """The last player gains no food: the round ends; stop at the first round-end question."""
    return s.script().play("gain food", "stop", until="answers")


def test_9_1_a_teal_power_runs_at_round_end_before_the_goal_is_scored(cards):
    s = _last_turn(cards)
    s.player(0).bird("forest", "Teal Layer")
    end = _end_the_round(s)
    assert isinstance(end.state.pending[-1], UseTimedPower)
    assert not end.events(E.GoalScored)  # the goal waits for the powers
    done = end.play("use the power of Teal Layer", "lay an egg", until="answers")
    assert view(done.state, cards).player(0).bird("Teal Layer").eggs == 1
    scored = done.events(E.GoalScored)
    assert [g.counts for g in scored] == [(1, 0)]  # the egg laid counts for "eggs in forest"
    assert done.state.round == 2


def test_9_1_players_go_in_order_from_the_rounds_first_player(cards):
    s = _last_turn(cards, players=3, first=2)
    for p in range(3):
        s.player(p).bird("forest", f"Teal Fisher {p}")
    end = _end_the_round(s)
    asked = []
    state, rules = end.state, s.rules()
    while isinstance(state.pending[-1], UseTimedPower):
        asked.append(state.pending[-1].player)
        state = rules.apply(state, rules.legal_moves(state)[-1])  # skip: none of the rest
    assert asked == [2, 0, 1]


def test_9_1_each_player_orders_their_own_teal_birds(cards):
    s = _last_turn(cards)
    s.player(1).bird("forest", "Teal Layer").bird("forest", "Teal Feeder")
    end = _end_the_round(s)
    assert set(end.options()) == {
        "use the power of Teal Layer (forest 1)",
        "use the power of Teal Feeder (forest 2)",
        "skip",
    }
    done = end.play("Teal Feeder", "Teal Layer", "lay an egg", until="answers")
    used = [e.card for e in done.events(E.PowerUsed)]
    assert used == [cards.bird_id("Teal Feeder"), cards.bird_id("Teal Layer")]
    assert done.state.players[1].food[ws.Food.FISH] == 1


def test_9_1_a_teal_power_stays_optional(cards):
    s = _last_turn(cards)
    s.player(0).bird("forest", "Teal Layer")
    done = _end_the_round(s).play("skip", until="answers")
    assert view(done.state, cards).player(0).bird("Teal Layer").eggs == 0
    assert not done.events(E.PowerUsed) and done.events(E.GoalScored)


def _used_all_game(cards, bird: str, timing_start: int = 1) -> list[E.PowerUsed]:
    """Play a whole game from round ``timing_start``, using every power offered at a round's
    end, and taking the first legal move otherwise; the uses of ``bird``'s power."""
    s = Scenario(players=2, cards=cards, seed=3).round(timing_start)
    s.goals("Eggs in forest", "Birds in grassland", "Birds in wetland", "Total birds")
    if timing_start > 1:
        s.goal_points(*[(0, 0)] * (timing_start - 1))
    s.player(0).bird("forest", bird)
    state = s.build()
    rules = s.rules()
    used = []
    while not rules.is_terminal(state):
        moves = rules.legal_moves(state)
        top = state.pending[-1]
        move = moves[0] if isinstance(top, UseTimedPower) else moves[-1]
        state = rules.apply(state, move)
        used += [e for e in state.events if type(e) is E.PowerUsed and e.player == 0]
    return [u for u in used if u.card == cards.bird_id(bird)]


def test_9_1_a_teal_power_is_used_at_the_end_of_every_round(cards):
    assert len(_used_all_game(cards, "Teal Feeder")) == 4


def test_9_2_a_yellow_power_is_used_once_after_the_last_goal(cards):
    assert len(_used_all_game(cards, "Yellow Layer")) == 1


def test_9_2_the_yellow_power_runs_after_the_round_4_goal_and_before_final_scoring(cards):
    s = _last_turn(cards, round_number=4)
    s.player(0).bird("forest", "Yellow Layer").bird("forest", "Teal Layer")
    end = _end_the_round(s)
    assert end.state.pending[-1].timing is Timing.ROUND_END
    end = end.play("Teal Layer", "lay an egg", until="answers")
    assert [g.counts for g in end.events(E.GoalScored)] == [(1, 0)]  # the yellow egg: not yet
    assert end.state.pending[-1].timing is Timing.GAME_END
    assert not end.events(E.GameEnded)
    done = end.play("Yellow Layer", "lay an egg", until="answers")
    assert s.rules().is_terminal(done.state)
    assert view(done.state, cards).player(0).bird("Yellow Layer").eggs == 1
    assert [s.eggs for s in score_game(done.state, cards)] == [2, 0]


def test_9_1_round_end_powers_trigger_no_pink_power(cards):
    s = _last_turn(cards)
    s.player(0).bird("forest", "Teal Player", eggs=1).hand("Blue Jay").food(seed=1, fruit=1)
    s.player(1).bird("grassland", "Eastern Kingbird")  # pink: another player plays in forest
    end = _end_the_round(s)
    done = end.play("use the power", "play Blue Jay", until="answers")
    assert done.events(E.BirdPlayed)
    assert not [d for d in done.decisions if "pink power" in d.question]
    assert done.events(E.GoalScored)


def test_9_2_game_end_powers_trigger_no_pink_power(cards):
    s = _last_turn(cards, round_number=4)
    s.player(0).bird("forest", "Yellow Player", eggs=1).hand("Blue Jay").food(seed=1, fruit=1)
    s.player(1).bird("grassland", "Eastern Kingbird")
    done = _end_the_round(s).play("use the power", "play Blue Jay", until="answers")
    assert done.events(E.BirdPlayed) and s.rules().is_terminal(done.state)
    assert not [d for d in done.decisions if "pink power" in d.question]


def test_9_1_a_bird_played_at_round_end_may_use_its_teal_power_among_the_rest(cards):
    s = _last_turn(cards)
    s.player(0).bird("forest", "Teal Player", eggs=1).hand("Teal Layer").food(seed=1)
    end = _end_the_round(s).play("use the power", "play Teal Layer", until="answers")
    assert "use the power of Teal Layer (forest 2)" in end.options()
    done = end.play("Teal Layer", "lay an egg", until="answers")
    assert view(done.state, cards).player(0).bird("Teal Layer").eggs == 1


def test_9_1_the_round_end_state_saves_and_loads(cards):
    s = _last_turn(cards)
    s.player(0).bird("forest", "Teal Layer").bird("forest", "Teal Feeder")
    end = _end_the_round(s).play("Teal Feeder", until="answers")
    text = ws.to_json(end.state)
    again = ws.from_json(text, s.rules())
    assert again == end.state


# --- the modes --------------------------------------------------------------------------------
def test_6_6_with_the_automa_teal_powers_run_and_the_automa_gains_nothing(cards):
    s = Scenario(players=1, cards=cards, mode=Mode.AUTOMA, automa=AutomaOptions())
    s.goals("Eggs in forest", "Birds in grassland", "Birds in wetland", "Total birds")
    s.player(0).bird("forest", "Teal Feeder")
    state = s.build()
    rules = s.rules()
    before = None
    while state.round == 1:
        top = state.pending[-1]
        if isinstance(top, UseTimedPower):
            before = state.automa
            state = rules.apply(state, rules.legal_moves(state)[0])
            continue
        state = rules.apply(state, rules.legal_moves(state)[-1])
    assert before is not None, "the human was asked for the teal power"
    assert state.players[0].food[ws.Food.FISH] == 1
    assert state.automa.eggs == before.eggs and state.automa.birds == before.birds


def test_8_1_duet_a_bird_played_at_round_end_and_the_round_goes_on(cards):
    s = Scenario(players=2, cards=cards, duet=DuetOptions())
    s.turn(15)
    s.player(0).bird("forest", "Teal Player", eggs=1).hand("Blue Jay").food(seed=1, fruit=1)
    end = s.script().play("gain food", "stop", until="answers")
    assert isinstance(end.state.pending[-1], UseTimedPower)
    state = end.play("use the power", "play Blue Jay", until="answers").state
    rules = s.rules()
    while not any(type(e) is E.GoalScored for e in state.events):
        state = rules.apply(state, rules.legal_moves(state)[0])
    assert state.round == 2


def test_8_2_flock_players_go_in_seat_order_from_the_first_player(cards):
    s = Scenario(players=6, cards=cards, mode=Mode.FLOCK).first_player(4)
    for p in range(6):
        s.player(p).bird("forest", f"Teal Fisher {p}")
    state = s.build()
    rules = s.rules()
    asked = []
    while state.round == 1:
        top = state.pending[-1] if not state.lanes else None
        if isinstance(top, UseTimedPower):
            asked.append(top.player)
            state = rules.apply(state, rules.legal_moves(state)[0])
            continue
        p = rules.current_players(state)[0]
        state = rules.apply(state, rules.legal_moves(state, p)[-1], player=p)
    assert asked == [4, 5, 0, 1, 2, 3]
    assert all(player.food[ws.Food.FISH] == 1 for player in state.players)
