"""Batch playing over worker processes: ``simulate_many`` and ``wingspan simulate --jobs N``
play the same games in the same order whatever the number of processes."""

from __future__ import annotations

import json
import pickle
from pathlib import Path

import pytest

import wingspan_rules as ws
from wingspan_rules.tools import cli
from wingspan_rules.tools.simulate import MAX_JOBS, simulate, simulate_many, workers

#: An author's bird (a card of a set of one's own, beside the bundled ones).
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
  end
end
"""


@pytest.fixture(scope="module")
def rules() -> ws.Rules:
    return ws.bundled_rules(ws.GameConfig(players=3))


@pytest.fixture(scope="module")
def alone(rules: ws.Rules) -> list:
    """Six games played in this process, the reference."""
    return list(simulate(rules, 6, 40))


def _same(games: list, reference: list) -> bool:
    """The same games: seeds, scores, decisions, and the final states themselves."""
    return games == reference and all(
        a.final == b.final for a, b in zip(games, reference, strict=True)
    )


@pytest.mark.parametrize("jobs", [1, 2, 4])
def test_the_games_do_not_depend_on_the_number_of_processes(rules, alone, jobs):
    assert _same(list(simulate_many(rules, 6, 40, jobs=jobs)), alone)


def test_asking_more_processes_than_games_starts_no_more_than_the_games(rules, alone):
    """A stranger's ``--jobs 1000000`` plays the same games over at most one process a game."""
    assert workers(10**6, 6) == 6 and workers(10**6, 10**6) == MAX_JOBS and workers(4, 1) == 1
    assert _same(list(simulate_many(rules, 6, 40, jobs=10**6)), alone)


def test_the_workers_can_build_the_rules_from_the_config(alone):
    assert _same(list(simulate_many(ws.GameConfig(players=3), 6, 40, jobs=2)), alone)


def test_spawned_workers_play_the_same_games(rules, alone):
    # Spawned workers import everything again: nothing is inherited from this process.
    assert _same(list(simulate_many(rules, 3, 40, jobs=2, start_method="spawn")), alone[:3])


def test_progress_is_told_in_order(rules):
    told: list[tuple[int, int]] = []
    list(
        simulate_many(rules, 4, 0, jobs=2, progress=lambda done, total: told.append((done, total)))
    )
    assert told == [(1, 4), (2, 4), (3, 4), (4, 4)]


def test_rules_pickle(rules):
    again = pickle.loads(pickle.dumps(rules))
    assert again.config == rules.config and again.cards.fingerprint == rules.cards.fingerprint


def test_bad_jobs_and_cards_with_rules_are_refused(rules):
    with pytest.raises(ValueError, match="jobs"):
        list(simulate_many(rules, 2, 0, jobs=0))
    with pytest.raises(ValueError, match="GameConfig"):
        list(simulate_many(rules, 2, 0, cards=["x.wsp"]))


def test_an_authors_cards_are_played_over_processes(tmp_path: Path):
    folder = tmp_path / "mybirds"
    folder.mkdir()
    (folder / "heron.wsp").write_text(HERON, encoding="utf-8")
    config = ws.GameConfig(players=2)
    reference = list(simulate(ws.rules_with_cards([folder], config), 4, 0))
    assert _same(list(simulate_many(config, 4, 0, jobs=2, cards=[folder])), reference)
    pickled = ws.rules_with_cards([folder], config)
    assert _same(list(simulate_many(pickled, 4, 0, jobs=2)), reference)


def test_cli_jobs_prints_the_same_games(capsys, tmp_path: Path):
    folder = tmp_path / "mybirds"
    folder.mkdir()
    (folder / "heron.wsp").write_text(HERON, encoding="utf-8")
    outputs = []
    for jobs in ("1", "2"):
        args = ["simulate", "--games", "5", "--seed", "3", "--json", "--jobs", jobs]
        assert cli.main([*args, "--cards", str(folder)]) == 0
        captured = capsys.readouterr()
        outputs.append(captured.out)
        assert "s CPU over" in captured.err
    assert outputs[0] == outputs[1]
    lines = [json.loads(line) for line in outputs[0].splitlines()]
    assert [row["seed"] for row in lines[:5]] == [3, 4, 5, 6, 7]
    assert "author_birds_played" in lines[-1]["summary"]


def test_cli_refuses_no_jobs(capsys):
    assert cli.main(["simulate", "--jobs", "0"]) == 2
    assert "--jobs must be at least 1" in capsys.readouterr().err
