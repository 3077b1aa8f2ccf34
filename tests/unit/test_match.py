"""The match driver: seats of people and bots, hooks, undo, and records that keep the bots."""

from __future__ import annotations

import pytest

import wingspan_rules as ws
from wingspan_rules.bots import GreedyBot, MCTSBot, RandomBot, play_game
from wingspan_rules.errors import IllegalMove, RecordError
from wingspan_rules.match import Match, Seat, bot_of_kind
from wingspan_rules.state.events import TurnStarted


def _game(players=2, seed=5):
    return ws.Game.start(seed=seed, rules=ws.bundled_rules(ws.GameConfig(players=players)))


def test_bots_play_a_match_as_play_game_does():
    game = _game()
    match = Match(game, [Seat("A", RandomBot(), seed=5), Seat("B", GreedyBot(), seed=5)])
    final = match.run()
    assert match.over and final is match.game
    assert final.state == play_game(game.rules, [RandomBot(), GreedyBot()], seed=5)


def test_a_persons_callback_and_the_hooks():
    steps, turns, asked = [], [], []

    def person(match, player):
        asked.append(player)
        return match.legal_moves()[0] if len(asked) < 30 else None  # then stop

    match = Match(
        _game(),
        [Seat("Ann"), Seat("Bot", RandomBot(), seed=1)],
        on_step=lambda m, p, move: steps.append((p, move)),
        on_turn=lambda m, p: turns.append(p),
    )
    game = match.run(person)
    assert set(asked) == {0} and len(asked) == 30 and not match.over
    assert [move for _p, move in steps] == list(game.moves)
    assert {p for p, _move in steps} == {0, 1}
    started = [e.player for s in game.states for e in s.events if type(e) is TurnStarted]
    assert turns == started and turns


def test_advance_and_play_serve_a_program_that_cannot_wait():
    match = Match(_game(), [Seat("Ann"), Seat("Bot", RandomBot(), seed=2)])
    for _ in range(200):
        waiting = match.advance()
        if waiting is None:
            break
        assert waiting == 0
        with pytest.raises(IllegalMove, match="Bot"):
            match.play(match.legal_moves()[0], player=1)
        match.play(match.legal_moves()[-1], player=0)
    assert match.advance() is None and match.over
    with pytest.raises(IllegalMove, match="over"):
        match.play(ws.moves.Stop())


def test_undo_takes_back_the_persons_decision_and_the_bots_since():
    match = Match(_game(), [Seat("Ann"), Seat("Bot", RandomBot(), seed=2)])
    assert match.undo(0) == "There is nothing of yours to undo."
    match.advance()
    before = match.state
    match.play(match.legal_moves()[0], player=0)
    match.advance()
    assert match.undo(0) is None and match.state == before


def test_the_record_keeps_which_bot_played_each_seat():
    seats = [Seat("Ann"), Seat("Greedy", GreedyBot(), seed=3), Seat("Rand", RandomBot(), seed=3)]
    match = Match(_game(players=3), seats)
    match.advance()
    record = match.record()
    assert record.seats == ("human", "greedy", "bot") and record.players == match.names
    again = Match.from_record(ws.records.record.Record.parse(record.to_text()))
    assert [type(s.bot) for s in again.seats] == [type(None), GreedyBot, RandomBot]
    assert again.state == match.state and again.names == match.names


def test_bot_kinds():
    assert bot_of_kind("human") is None
    assert isinstance(bot_of_kind("bot"), RandomBot)  # what earlier records say
    assert isinstance(bot_of_kind("Greedy"), GreedyBot)
    assert isinstance(bot_of_kind("mcts"), MCTSBot)
    with pytest.raises(RecordError, match="oracle"):
        bot_of_kind("oracle")


def test_a_seat_count_that_does_not_fit():
    with pytest.raises(ValueError, match="1 seat for a 2-player game"):
        Match(_game(), [Seat("Ann")])
