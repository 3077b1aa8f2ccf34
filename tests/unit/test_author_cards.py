"""An author's own cards beside the bundled sets: ``load_cards(extra=...)``,
``ws.rules_with_cards`` and ``--cards PATH`` on every command that uses cards."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

import wingspan_rules as ws
from wingspan_rules.language import CardErrors
from wingspan_rules.tools import cli
from wingspan_rules.tools.simulate import simulate

HERON = """\
bird "Lantern Heron"
  scientific "Ardea lucerna"
  set homebrew
  habitat grassland wetland
  food fish + wild
  points 4
  nest platform
  eggs 2
  wingspan 80
  beak left
  power flocking when activated
    discard 1 fish to tuck 2 cards from deck behind this bird
    if you do: lay 1 egg on this bird
  end
end
"""


@pytest.fixture
def mine(tmp_path: Path) -> Path:
    folder = tmp_path / "mybirds"
    folder.mkdir()
    (folder / "heron.wsp").write_text(HERON, encoding="utf-8")
    return folder


def test_the_authors_cards_follow_the_bundled_ones(mine: Path) -> None:
    core = ws.load_cards()
    cards = ws.load_cards(extra=[mine])
    assert cards.birds[: len(core.birds)] == core.birds  # the bundled ids do not move
    assert cards.birds[-1].name == "Lantern Heron"
    assert cards.bonus_cards == core.bonus_cards and cards.goal_tiles == core.goal_tiles


def test_the_authors_sets_join_the_sets_in_play(mine: Path) -> None:
    rules = ws.rules_with_cards([mine])
    assert rules.config.sets == ("core", "homebrew")
    again = ws.rules_with_cards([mine], rules.config)  # a saved config rebuilds its rules
    assert again.config == rules.config and again.cards.fingerprint == rules.cards.fingerprint


def test_the_authors_bird_is_dealt_and_played(mine: Path) -> None:
    rules = ws.rules_with_cards([mine], ws.GameConfig(players=2))
    heron = rules.cards.bird_id("Lantern Heron")
    state = rules.new_game(seed=0)
    table = state.tables[0]
    dealt = {*table.deck, *table.tray, *(c for p in state.players for c in p.hand)}
    assert heron in dealt
    # Random games with the author's bird in the deck: it is played on a mat in some of them.
    on_mats = [
        any(bird.card == heron for p in game.final.players for _, _, bird in p.birds())
        for game in simulate(rules, 30, 0)
    ]
    assert any(on_mats)


def test_a_name_of_a_bundled_card_is_refused(mine: Path) -> None:
    (mine / "heron.wsp").write_text(HERON.replace("Lantern Heron", "mallard"), encoding="utf-8")
    with pytest.raises(CardErrors) as caught:
        ws.load_cards(extra=[mine])
    (error,) = caught.value.errors
    assert (Path(error.path).name, error.line, error.column) == ("heron.wsp", 1, 1)
    assert error.message == "bird 'mallard' is already a card of the bundled set 'core'"
    assert error.hint == "give your bird a name of its own"


def test_a_bundled_set_is_refused(mine: Path) -> None:
    (mine / "heron.wsp").write_text(HERON.replace("set homebrew", "set core"), encoding="utf-8")
    with pytest.raises(CardErrors) as caught:
        ws.load_cards(extra=[mine])
    (error,) = caught.value.errors
    assert error.message == "bird 'Lantern Heron' declares the bundled set 'core'"
    assert error.hint == "an author's cards belong to a set of their own, e.g. 'set homebrew'"


def test_check_with_cards(mine: Path, capsys) -> None:
    assert cli.main(["check", "--cards", str(mine)]) == 0
    assert capsys.readouterr().out.splitlines() == [
        "1 bird, 0 bonus cards, 0 goal tiles, 1 power, 0 errors, 0 cards the engine cannot "
        "run (beside the bundled set core)"
    ]
    (mine / "b.wsp").write_text(HERON.replace("Lantern Heron", "Mallard"), encoding="utf-8")
    assert cli.main(["check", "--cards", str(mine)]) == 1
    out = capsys.readouterr().out
    assert f"{mine / 'b.wsp'}:1:1: bird 'Mallard' is already a card of the bundled set" in out
    assert cli.main(["check", str(mine), "--cards", str(mine)]) == 2


def test_explain_and_cards_with_cards(mine: Path, capsys) -> None:
    assert cli.main(["explain", "Lantern", "Heron", "--cards", str(mine)]) == 0
    assert capsys.readouterr().out.startswith("Lantern Heron (Ardea lucerna), homebrew set (")
    assert cli.main(["explain", "Lantern Heron"]) == 1  # not a bundled bird
    capsys.readouterr()
    assert cli.main(["cards", "--json", "--cards", str(mine)]) == 0
    birds = json.loads(capsys.readouterr().out)["birds"]
    assert birds[-1]["name"] == "Lantern Heron" and birds[-1]["set"] == "homebrew"


def test_simulate_with_cards(mine: Path, capsys) -> None:
    assert cli.main(["simulate", "--cards", str(mine), "--games", "2"]) == 0
    out = capsys.readouterr().out
    assert re.search(r"your birds on a mat at game end: Lantern Heron in \d of 2 games", out)


def test_simulate_with_broken_cards_reports_them(mine: Path, capsys) -> None:
    (mine / "heron.wsp").write_text(HERON.replace("points 4", "points 40"), encoding="utf-8")
    assert cli.main(["simulate", "--cards", str(mine)]) == 1
    assert "heron.wsp:6:10: points must be from 0 to 20 (got 40)" in capsys.readouterr().err


def test_play_and_replay_with_cards(mine: Path, tmp_path: Path, capsys) -> None:
    record = tmp_path / "game.txt"
    argv = ["--cards", str(mine), "--seats", "random,random", "--seed", "3"]
    assert cli.main(["play", *argv, "--record", str(record)]) == 0
    text = record.read_text(encoding="utf-8")
    assert "cards: core, homebrew" in text and '"sets": ["core", "homebrew"]' in text
    capsys.readouterr()
    assert cli.main(["replay", str(record), "--cards", str(mine)]) == 0
    assert "Final scores" in capsys.readouterr().out
    assert cli.main(["replay", str(record)]) == 1
    assert capsys.readouterr().err == (
        f"wingspan replay: {record}: this game was played with cards of your own (set "
        "homebrew): give their files with --cards PATH\n"
    )


def test_replay_with_a_whole_card_set_of_ones_own(tmp_path: Path, capsys) -> None:
    """A record of a game of a card set of its own (``load_cards(paths)``) still replays
    with ``--cards PATH``: those files alone, not beside the bundled sets."""
    own = tmp_path / "own"
    own.mkdir()
    for file in (ws.language.bundled_cards_dir() / "core").glob("*.wsp"):
        text = file.read_text(encoding="utf-8")
        (own / file.name).write_text(text.replace('bird "Mallard"', 'bird "Own Mallard"'))
    rules = ws.Rules(ws.load_cards([own]), ws.GameConfig(players=2))
    game = ws.Game.start(rules=rules, seed=4)
    for _ in range(12):
        game = game.play(game.legal_moves()[0])
    record = tmp_path / "game.wsr"
    record.write_text(game.record(["Ann", "Bob"]), encoding="utf-8")
    assert cli.main(["replay", str(record), "--cards", str(own)]) == 0
    assert "Scores so far" in capsys.readouterr().out


def test_the_module_functions_send_a_game_with_an_authors_cards_to_its_rules(mine: Path) -> None:
    rules = ws.rules_with_cards([mine])
    state = rules.new_game(seed=2)
    assert rules.legal_moves(state)
    with pytest.raises(ws.NotAGameError, match=r"cards of your own \(set homebrew\)"):
        ws.legal_moves(state)


def test_a_folder_without_cards_is_reported(tmp_path: Path, capsys) -> None:
    empty = tmp_path / "empty"
    empty.mkdir()
    assert cli.main(["check", "--cards", str(empty)]) == 1
    assert capsys.readouterr().out.startswith(f"{empty}:1:1: no card file (*.wsp) was found here\n")
    (empty / "a.wsp").write_text("# a comment, and no card\n", encoding="utf-8")
    with pytest.raises(CardErrors, match="no card was found in the files named"):
        ws.load_cards(extra=[empty])
