"""Reports say "1 error" and "2 errors": every count in a report agrees with its noun."""

from __future__ import annotations

from pathlib import Path

import pytest

import wingspan_rules as ws
from wingspan_rules._text import plural
from wingspan_rules.language import CardError, CardErrors
from wingspan_rules.state.enums import Habitat
from wingspan_rules.state.moves import PlayBird
from wingspan_rules.testing import Scenario
from wingspan_rules.tools import cli

GOOD = """\
bird "Test Bird"
  scientific "Avis testus"
  set core
  habitat forest
  food seed
  points 3
  nest bowl
  eggs 2
  wingspan 20
end
"""


def bird_text(line: str, header: str = "power when activated") -> str:
    """A valid bird whose power is the one statement ``line``."""
    return GOOD.replace("end\n", f"  {header}\n    {line}\n  end\nend\n")


@pytest.mark.parametrize(
    ("n", "noun", "many", "shown"),
    [
        (0, "error", None, "0 errors"),
        (1, "error", None, "1 error"),
        (2, "error", None, "2 errors"),
        (1, "bonus card", None, "1 bonus card"),
        (3, "bonus card", None, "3 bonus cards"),
        (1, "die", "dice", "1 die"),
        (2, "die", "dice", "2 dice"),
    ],
)
def test_plural(n: int, noun: str, many: str | None, shown: str) -> None:
    assert plural(n, noun, many) == shown


def test_the_summary_of_check_agrees_with_its_counts(tmp_path: Path, capsys) -> None:
    (tmp_path / "a.wsp").write_text(GOOD, encoding="utf-8")
    assert cli.main(["check", str(tmp_path)]) == 0
    assert capsys.readouterr().out.splitlines()[-1] == (
        "1 bird, 0 bonus cards, 0 goal tiles, 0 powers, 0 errors, 0 cards the engine cannot run"
    )
    (tmp_path / "b.wsp").write_text(
        bird_text("gain 1 seed from supply").replace("Test Bird", "B").replace("eggs 2", "eggs 9")
        + bird_text("gain 1 sed from supply").replace("Test Bird", "C"),
        encoding="utf-8",
    )
    (tmp_path / "c.wsp").write_text(
        bird_text("gain 1 nectar from supply").replace("Test Bird", "D")
        + bird_text("gain 2 nectar from supply").replace("Test Bird", "E"),
        encoding="utf-8",
    )
    assert cli.main(["check", str(tmp_path)]) == 1
    out = capsys.readouterr().out.splitlines()
    assert "2 errors" in out  # the last line of the report of errors
    assert out[-1] == (
        "3 birds, 0 bonus cards, 0 goal tiles, 2 powers, 2 errors, 2 cards the engine cannot run"
    )


def test_an_error_report_counts_its_errors() -> None:
    one = CardError("a.wsp", 1, 1, "wrong")
    assert CardErrors([one]).report().splitlines()[-1] == "1 error"
    report = CardErrors([one], omitted=1).report().splitlines()
    assert report[-2].startswith("... and 1 more error not shown")
    assert report[-1] == "2 errors"
    report = CardErrors([one], omitted=2).report().splitlines()
    assert report[-2].startswith("... and 2 more errors not shown")


def test_fmt_counts_its_files(tmp_path: Path, capsys) -> None:
    (tmp_path / "a.wsp").write_text(GOOD.replace("  points 3", "points   3"), encoding="utf-8")
    assert cli.main(["fmt", "--check", str(tmp_path)]) == 1
    assert capsys.readouterr().out.splitlines()[-1] == "1 of 1 file would reformat"
    (tmp_path / "b.wsp").write_text(GOOD.replace("Test Bird", "B"), encoding="utf-8")
    assert cli.main(["fmt", str(tmp_path)]) == 0
    assert capsys.readouterr().out.splitlines()[-1] == "1 of 2 files reformatted"


def test_simulate_counts_its_games(capsys) -> None:
    assert cli.main(["simulate", "--games", "1"]) == 0
    captured = capsys.readouterr()
    assert "summary: 1 game," in captured.out
    assert captured.err.startswith("1 game in ")


def test_an_illegal_move_counts_eggs() -> None:
    cards = ws.load_cards()
    s = Scenario(players=2, cards=cards)
    s.player(0).bird("wetland", "Trumpeter Swan").hand("Mallard").food(seed=2)
    move = PlayBird(cards.bird_id("Mallard"), Habitat.WETLAND)
    with pytest.raises(ws.IllegalMove, match=r"rules 2\.2: column 2 costs 1 egg and your birds"):
        ws.apply(s.build(), move)
