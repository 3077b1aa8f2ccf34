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


# --- a match kept between requests -----------------------------------------------------------
def test_a_match_save_resumes_with_its_bots_history_and_random_choices():
    seats = [Seat("Ann"), Seat("Greedy", GreedyBot(), seed=4), Seat("Rand", RandomBot(), seed=4)]
    match = Match(_game(players=3, seed=4), seats)
    for _ in range(12):  # a few of Ann's decisions, the bots answering
        waiting = match.advance()
        match.play(match.legal_moves()[-1], player=waiting)
    match.advance()
    again = Match.from_json(match.to_json())
    assert again.state == match.state and again.game.moves == match.game.moves
    assert again.names == match.names and [s.kind for s in again.seats] == [
        "human",
        "greedy",
        "bot",
    ]
    # the same random choices to come: both play on alike
    for m in (match, again):
        for _ in range(10):
            waiting = m.advance()
            if waiting is None:
                break
            m.play(m.legal_moves()[0], player=waiting)
    assert again.state == match.state
    assert again.undo(0) is None and match.undo(0) is None and again.state == match.state


def test_undo_works_on_a_resumed_match():
    match = Match(_game(), [Seat("Ann"), Seat("Bot", RandomBot(), seed=2)])
    match.advance()
    before = match.state
    match.play(match.legal_moves()[0], player=0)
    match.advance()
    again = Match.from_json(match.to_json())
    assert again.undo_problem(0) is None
    assert again.undo(0) is None and again.state == before
    assert again.undo_problem(0) == "There is nothing of yours to undo."


def test_a_game_save_resumes_with_the_seats_given():
    game = _game()
    text = ws.to_json(game.state)
    with pytest.raises(ws.SavedGameError, match="seats"):
        Match.from_json(text)
    match = Match.from_json(text, seats=[Seat("Ann"), Seat("Bot", RandomBot())])
    assert match.state == game.state and match.advance() is not None


def test_a_match_resumed_from_a_game_save_keeps_a_save_not_a_record():
    """A record replays from its seed's setup: a match resumed from a save of a game under way
    refuses to write one (its match save still resumes it), while a match from the start does."""
    game = _game()
    for _ in range(6):  # a few decisions in: a game under way
        game = game.play(game.legal_moves()[0])
    resumed = Match.from_json(ws.to_json(game.state), seats=[Seat("Ann"), Seat("Bot", RandomBot())])
    with pytest.raises(RecordError, match="keep a save instead"):
        resumed.record()
    assert Match.from_json(resumed.to_json()).state == resumed.state
    fresh = Match(_game(), [Seat("Ann"), Seat("Bot", RandomBot())])
    fresh.advance()
    assert ws.read_record(fresh.record().to_text()).state == fresh.state


@pytest.mark.parametrize(
    "change",
    [
        lambda d: d.pop("movers"),
        lambda d: d.update(movers=[]),
        lambda d: d["seats"][1].update(kind="oracle"),
        lambda d: d["seats"][1].update(rng=[3, [1, 2], None]),
        lambda d: d["moves"].__setitem__(0, {"type": "no-such-move"}),
        lambda d: d.update(start="{}"),
        lambda d: d["movers"].__setitem__(0, 7),
    ],
)
def test_a_broken_match_save_is_refused(change):
    import json

    match = Match(_game(), [Seat("Ann"), Seat("Bot", RandomBot(), seed=2)])
    waiting = match.advance()
    match.play(match.legal_moves()[0], player=waiting)
    doc = json.loads(match.to_json())
    change(doc)
    with pytest.raises(ws.SavedGameError, match="rejected"):
        Match.from_json(json.dumps(doc))


def test_people_and_bots_deciding_at_once():
    """Flock: several players decide at once; a bot among them answers before the match
    waits, and a person may answer while another is also deciding."""
    rules = ws.bundled_rules(ws.GameConfig(players=6, mode=ws.FlockOptions()))
    match = Match(
        ws.Game.start(seed=3, rules=rules),
        [Seat(f"Seat {p}", None if p in (0, 3, 1) else RandomBot(), seed=3) for p in range(6)],
    )
    seen_together = bot_pair = False
    for _ in range(3000):
        waiting = match.advance()
        if waiting is None:
            break
        deciding = rules.current_players(match.state)
        assert all(match.seats[p].human for p in deciding) and waiting == deciding[0]
        player = deciding[-1]
        seen_together |= len(deciding) > 1
        bot_pair |= 4 in deciding
        match.play(rules.legal_moves(match.state, player)[0], player=player)
    assert match.over and seen_together and not bot_pair  # seat 4 never waits on seat 1
    assert Match.from_json(match.to_json()).state == match.state
