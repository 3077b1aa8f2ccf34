"""``wingspan replay FILE``: a game record told turn by turn, with the final scores."""

from __future__ import annotations

import random

import wingspan_rules as ws
from wingspan_rules.tools.cli import main


def _record(tmp_path, names=("Ann", "Bob")):
    rules = ws.bundled_rules(ws.GameConfig(players=2))
    game, stream = ws.Game.start(rules=rules, seed=6), random.Random(6)
    while not rules.is_terminal(game.state):
        game = game.play(stream.choice(game.legal_moves()))
    path = tmp_path / "game.wsr"
    path.write_text(game.record(list(names)))
    return game, path


def test_replay_tells_the_game_turn_by_turn_and_gives_the_final_scores(tmp_path, capsys):
    game, path = _record(tmp_path)
    assert main(["replay", str(path)]) == 0
    out = capsys.readouterr().out
    lines = out.splitlines()
    assert lines[0] == "Ann, Bob; seed 6; cards core"
    assert "Ann's turn (round 1)" in lines and "Bob's turn (round 4)" in lines
    assert any(line.startswith("  Ann ") for line in lines)  # what happened, indented
    assert "Final scores" in lines
    table = lines[lines.index("Final scores") + 1 :]
    totals = [s.total for s in ws.scores(game.state)]
    assert [int(row.split()[-3]) for row in table[1:]] == totals


def test_replay_can_show_the_final_board(tmp_path, capsys):
    _, path = _record(tmp_path)
    assert main(["replay", str(path), "--board"]) == 0
    assert "The game is over" in capsys.readouterr().out


def test_replay_refuses_a_broken_record_with_a_message(tmp_path, capsys):
    _, path = _record(tmp_path)
    path.write_text(path.read_text().replace("seed: 6", "seed: 7"))
    assert main(["replay", str(path)]) == 1
    err = capsys.readouterr().err
    assert err.startswith(f"wingspan replay: {path}: record line ")
    assert main(["replay", str(tmp_path / "missing.wsr")]) == 1
    assert "cannot read" in capsys.readouterr().err
