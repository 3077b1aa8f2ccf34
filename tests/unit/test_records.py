"""Game records: a game written as text replays exactly, and a wrong record is refused."""

from __future__ import annotations

import attrs
import pytest

import wingspan_rules as ws
from wingspan_rules.records.record import FORMAT, Record, read_record, write_record
from wingspan_rules.state import rng


def _game(players=3, seed=9, moves=None, config=None, rules=None):
    if rules is None:
        rules = ws.bundled_rules(config or ws.GameConfig(players=players))
    game = ws.Game.start(seed=seed, rules=rules)
    stream = rng.seed_state(seed)
    while not ws.Rules.is_terminal(game.rules, game.state) and (
        moves is None or len(game.moves) < moves
    ):
        options = game.legal_moves()
        i, stream = rng.below(stream, len(options))
        game = game.play(options[i])
    return game


@pytest.fixture(scope="module")
def finished():
    return _game()


def test_a_finished_game_replays_from_its_record_to_the_same_state(finished):
    text = finished.record(["Ann", "Bob", "Cy"])
    replayed = read_record(text)
    assert replayed.state == finished.state
    assert replayed.moves == finished.moves
    assert replayed.log == finished.log


def test_the_record_header_says_format_cards_configuration_seed_names_and_result(finished):
    text = finished.record(["Ann", "Bob", "Cy"])
    header = text.split("\n\n")[0].splitlines()
    assert f"format: {FORMAT}" in header
    assert "cards: core" in header
    assert f"fingerprint: {finished.rules.cards.fingerprint}" in header
    assert 'config: {"players": 3}' in header
    assert "seed: 9" in header
    assert "players: Ann, Bob, Cy" in header
    totals = ", ".join(str(s.total) for s in ws.scores(finished.state))
    assert f"result: {totals}" in header
    assert "# round 1: Ann's turn" in text.splitlines()


def test_the_moves_are_their_labels_one_a_line(finished):
    record = Record.parse(finished.record())
    rules = finished.rules
    assert list(record.moves) == [
        rules.describe(m, s) for s, m in zip(finished.states, finished.moves, strict=False)
    ]


def test_an_unfinished_game_replays_to_where_it_stopped():
    game = _game(players=2, seed=3, moves=40)
    text = game.record()
    assert "result:" not in text
    assert read_record(text).state == game.state


def test_comments_are_ignored_and_a_comment_after_a_move_is_kept(finished):
    lines = finished.record().splitlines()
    first = lines.index("") + 2  # after the "# setup" line
    lines[first] += "   # my first choice"
    lines.insert(first, "   # a thought of my own")
    record = Record.parse("\n".join(lines))
    assert record.comments[0] == "my first choice"
    assert record.replay().state == finished.state


def test_labels_are_read_whatever_their_case_and_spacing(finished):
    text = finished.record()
    head, moves = text.split("\n\n", 1)
    shouted = "\n".join("  " + line.upper().replace(" ", "   ") for line in moves.splitlines())
    assert read_record(head + "\n\n" + shouted).state == finished.state


def test_house_rules_travel_in_the_configuration():
    tiers = (("Photographer", ((4, 5, 3), (6, None, 7))),)
    config = ws.GameConfig(
        players=2,
        goal_board=ws.GoalBoard.BLUE,
        house=ws.HouseRules(bonus_tiers=tiers, take_everything=True),
    )
    game = _game(config=config, seed=5, moves=30)
    record = Record.parse(game.record())
    assert record.config == config
    assert record.replay().state == game.state


def test_a_game_with_forced_decisions_shown_records_only_its_real_choices(cards):
    rules = ws.Rules(cards, ws.GameConfig(players=2), answer_forced=False)
    game = _game(seed=11, moves=80, rules=rules)
    replayed = read_record(game.record())
    state = game.state
    while len(rules.legal_moves(state)) == 1:  # the replay's engine answers these itself
        state = rules.apply(state, rules.legal_moves(state)[0])
    assert attrs.evolve(replayed.state, events=()) == attrs.evolve(state, events=())
    assert len(replayed.moves) < len(game.moves)


def test_a_record_of_other_cards_is_refused(finished):
    text = finished.record().replace(finished.rules.cards.fingerprint, "0123456789abcdef")
    with pytest.raises(ws.RecordError, match="card set 0123456789abcdef"):
        read_record(text)


def test_a_record_is_refused_by_rules_of_another_configuration(finished):
    with pytest.raises(ws.RecordError, match="configuration differs"):
        read_record(finished.record(), ws.bundled_rules(ws.GameConfig(players=2)))


def test_an_illegal_move_names_its_line_and_the_closest_labels(finished):
    lines = finished.record().splitlines()
    i = next(i for i, line in enumerate(lines) if line.startswith("play "))
    lines[i] = lines[i].replace("play ", "plya ")
    with pytest.raises(ws.RecordError) as caught:
        read_record("\n".join(lines))
    message = str(caught.value)
    assert message.startswith(f"record line {i + 1}: ")
    assert "closest options" in message


def test_a_result_the_replay_does_not_reach_is_refused(finished):
    text = finished.record()
    line = next(line for line in text.splitlines() if line.startswith("result: "))
    wrong = "result: " + ", ".join("0" for _ in finished.state.players)
    with pytest.raises(ws.RecordError, match="result"):
        read_record(text.replace(line, wrong))
    short = "\n".join(text.splitlines()[:-5])
    with pytest.raises(ws.RecordError, match="before the game ends"):
        read_record(short)


def test_moves_past_the_end_of_the_game_are_refused(finished):
    with pytest.raises(ws.RecordError, match="over"):
        read_record(finished.record() + "gain food\n")


def test_a_players_name_with_a_comma_cannot_be_written(finished):
    with pytest.raises(ws.RecordError, match="name"):
        write_record(finished, ["Ann, the first", "Bob", "Cy"])


def test_a_record_of_another_format_version_is_named():
    with pytest.raises(ws.RecordError, match="wingspan-record/9"):
        Record.parse("format: wingspan-record/9\nfingerprint: x\nconfig: {}\nseed: 1\n")
