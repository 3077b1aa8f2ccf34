"""docs/tutorial.md runs as written: its card file is written, its edits made, and each of its
commands run in order in a fresh folder, printing what the page shows.

The page drives the test with HTML comments the site does not show: ``<!-- file: PATH -->``
before a block writes it, ``<!-- replace in PATH: OLD => NEW -->`` edits it, and
``<!-- output: numbers vary -->`` before a console block compares its output with the numbers,
padding and winner marks left out and ``...`` standing for any lines. Other console blocks
must match exactly.
"""

from __future__ import annotations

import re
import shlex
from pathlib import Path

import pytest

from wingspan_rules.tools import cli

PAGE = Path(__file__).resolve().parents[2] / "docs" / "tutorial.md"

STEP = re.compile(
    r"<!-- file: (?P<file>\S+) -->\s*```text\n(?P<text>.*?)```"
    r"|<!-- replace in (?P<target>\S+): (?P<old>.+?) => (?P<new>.+?) -->"
    r"|(?P<vary><!-- output: numbers vary -->\s*)?```console\n(?P<console>.*?)```"
    r"|```python\n(?P<python>.*?)```",
    re.S,
)


def _normalized(line: str) -> str:
    """A line with its numbers, winner marks and runs of spaces made alike."""
    line = re.sub(r"\d+(\.\d+)?", "N", line.replace("*", " "))
    return re.sub(r"\s+", " ", line).strip()


def _same_shape(shown: list[str], printed: list[str]) -> bool:
    pattern = "".join(
        r"(?:[^\n]*\n)*?" if line == "..." else re.escape(_normalized(line)) + r"\n"
        for line in shown
    )
    text = "".join(_normalized(line) + "\n" for line in printed)
    return re.fullmatch(pattern, text) is not None


def _commands(block: str) -> list[tuple[str, list[str]]]:
    """Each ``$ command`` of a console block, with the lines shown after it."""
    found: list[tuple[str, list[str]]] = []
    for line in block.rstrip("\n").split("\n"):
        if line.startswith("$ "):
            found.append((line[2:], []))
        else:
            found[-1][1].append(line)
    return found


def test_the_tutorial_runs_as_written(tmp_path: Path, monkeypatch, capsys) -> None:
    monkeypatch.chdir(tmp_path)
    ran = 0
    for step in STEP.finditer(PAGE.read_text(encoding="utf-8")):
        if step["file"]:
            path = tmp_path / step["file"]
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(step["text"], encoding="utf-8")
        elif step["target"]:
            path = tmp_path / step["target"]
            text = path.read_text(encoding="utf-8")
            assert step["old"] in text
            path.write_text(text.replace(step["old"], step["new"], 1), encoding="utf-8")
        elif step["python"]:
            exec(compile(step["python"], str(PAGE), "exec"), {})
        else:
            for command, shown in _commands(step["console"]):
                argv = shlex.split(command)
                assert argv[0] == "wingspan"
                status = cli.main(argv[1:])
                printed = capsys.readouterr().out.rstrip("\n").split("\n")
                if step["vary"]:
                    assert status == 0, command
                    assert _same_shape(shown, printed), (command, printed)
                else:
                    assert printed == shown, command
                ran += 1
    assert ran >= 8  # every command of the page was found and run


@pytest.mark.parametrize(
    ("shown", "printed", "same"),
    [
        (["a 1", "...", "b 2.5"], ["a 7", "x", "y", "b 3.25"], True),
        (["a 1", "...", "b"], ["a 7", "b"], True),
        (["P1* 3 | P2  10"], ["P1  30 | P2* 9"], True),
        (["a 1", "b"], ["a 1", "c"], False),
        (["a", "..."], ["b", "a"], False),
    ],
)
def test_same_shape(shown: list[str], printed: list[str], same: bool) -> None:
    assert _same_shape(shown, printed) is same
