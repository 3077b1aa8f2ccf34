"""``wingspan study``: the command line of a study, its report and its files."""

from __future__ import annotations

import json
from pathlib import Path

from wingspan_rules.tools import cli

from ._extras import need

#: The fan card of docs/studies.md: a bird too strong for its cost.
WARBLER = Path(__file__).resolve().parents[2] / "examples" / "studies" / "gilded_warbler.wsp"


def test_a_study_prints_its_summary_as_json(capsys):
    assert cli.main(["study", "--games", "3", "--batch", "2", "--seed", "4", "--json"]) == 0
    summary = json.loads(capsys.readouterr().out)
    assert summary["games"] == 3 and len(summary["seats"]) == 2
    assert summary["players"]["n"] == 6
    assert all(b["played"] >= 0 for b in summary["birds"])


def test_the_same_study_over_processes_prints_the_same(capsys):
    args = ["study", "--games", "4", "--batch", "1", "--players", "3", "--json"]
    assert cli.main(args) == 0
    alone = capsys.readouterr().out
    assert cli.main([*args, "--jobs", "2"]) == 0
    assert capsys.readouterr().out == alone


def test_an_authors_card_is_studied_and_reported(tmp_path, capsys):
    need("pyarrow", "matplotlib")
    out = tmp_path / "study"
    args = ["study", "--games", "6", "--batch", "3", "--cards", str(WARBLER), "--out", str(out)]
    assert cli.main(args) == 0
    shown = capsys.readouterr()
    assert "Gilded Warbler" in shown.out or "Gilded" in shown.out
    page = (out / "report.html").read_text(encoding="utf-8")
    assert "Gilded Warbler" in page and "data:image/png;base64," in page
    assert sorted(p.name for p in (out / "batches").iterdir()) == ["000000", "000001"]
    # run again: everything is on disk, nothing is played
    assert cli.main(args) == 0
    assert "resumed: 2 of 2 batches" in capsys.readouterr().err


def test_a_wrong_study_is_refused(capsys):
    assert cli.main(["study", "--games", "0"]) == 2
    assert "at least 1 game" in capsys.readouterr().err
    assert cli.main(["study", "--seats", "random,human"]) == 2
    assert "unknown bot" in capsys.readouterr().err
    assert cli.main(["study", "--address", "auto"]) == 2
    assert "--backend ray" in capsys.readouterr().err
