"""``wingspan play`` with the Asia and promo sets: a person plays a whole game to the end
through standard input, the sets' birds explained in the English of their phrases, and the
record it writes loads again."""

from __future__ import annotations

import itertools

import pytest

from wingspan_rules.records.record import Record
from wingspan_rules.tools.cli import main


@pytest.mark.parametrize("sets", ["core,asia", "core,promos"])
def test_a_person_plays_a_game_of_the_set_to_the_end(sets, tmp_path, monkeypatch, capsys):
    record = tmp_path / "game.wsr"
    bird = {"core,asia": "Azure Tit", "core,promos": "Tundra Swan"}[sets]
    answers = itertools.chain([f"explain {bird}"], itertools.repeat("1"))
    monkeypatch.setattr("builtins.input", lambda prompt="": next(answers))
    args = ["play", "--sets", sets, "--seed", "4", "--names", "Ann,Bob", "--record", str(record)]
    assert main(args) == 0
    out = capsys.readouterr().out
    assert "Final scores" in out and "Traceback" not in out
    explained = out[out.index(f"{bird} (") :].splitlines()
    power = next(line for line in explained if line.strip().startswith("power:"))
    assert {"core,asia": "from the supply", "core,promos": "draw cards action"}[sets] in power
    text = record.read_text()
    assert sets.split(",")[1] in Record.parse(text).cards
    assert Record.parse(text).replay().state.phase.name == "OVER"
