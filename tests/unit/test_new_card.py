"""``wingspan new bird NAME``: a card that checks clean and is formatted, and a scenario test
of it that passes."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from wingspan_rules.language import format_text, load_cards
from wingspan_rules.tools import cli
from wingspan_rules.tools.new import new_bird, slug


def test_new_bird_writes_a_card_that_checks_and_a_test_that_passes(tmp_path, capsys):
    assert cli.main(["new", "bird", "Lantern", "Heron", "--dir", str(tmp_path)]) == 0
    card, test = tmp_path / "lantern-heron.wsp", tmp_path / "test_lantern_heron.py"
    assert f"wrote {card}" in capsys.readouterr().out
    text = card.read_text(encoding="utf-8")
    assert format_text(text) == text
    (bird,) = [b for b in load_cards(extra=[card]).birds if b.name == "Lantern Heron"]
    assert bird.set == "homebrew"
    assert cli.main(["check", "--cards", str(tmp_path)]) == 0
    src = Path(__file__).resolve().parents[2] / "src"
    env = {"PYTHONPATH": str(src), "PATH": "/usr/bin:/bin"}
    done = subprocess.run(
        [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", str(test)],
        cwd=tmp_path,
        env=env,
        capture_output=True,
        text=True,
    )
    assert done.returncode == 0, done.stdout + done.stderr


def test_new_bird_overwrites_nothing_and_refuses_a_bad_name(tmp_path, capsys):
    new_bird("Lantern Heron", tmp_path)
    assert cli.main(["new", "bird", "Lantern Heron", "--dir", str(tmp_path)]) == 1
    assert "exists already" in capsys.readouterr().err
    assert cli.main(["new", "bird", "Lantern Heron", "--dir", str(tmp_path), "--force"]) == 0
    with pytest.raises(ValueError, match="cannot name a bird"):
        new_bird("Bad # Name", tmp_path)
    with pytest.raises(ValueError, match="a set is a lower-case word"):
        new_bird("Other Bird", tmp_path, card_set="Home Brew")
    assert slug("Ruby-throated  Hummingbird!") == "ruby-throated-hummingbird"


def test_wingspan_version(capsys):
    import wingspan_rules

    with pytest.raises(SystemExit) as done:
        cli.main(["--version"])
    assert done.value.code == 0
    assert capsys.readouterr().out.strip() == f"wingspan-rules {wingspan_rules.__version__}"
