"""The Python examples in the README and the docs run as written.

Blocks containing ``...`` are sketches with placeholders, and a block right after an
``<!-- not run -->`` comment needs files of the reader's own: both are skipped. A block that
needs an optional extra (docs/environments.md) is skipped without it, except when ``CI`` is set
(CI installs the extras).
"""

from __future__ import annotations

import os
import re
from pathlib import Path

import pytest

#: The packages of the optional extras (pyproject.toml: rl, openspiel).
EXTRAS = {"numpy", "gymnasium", "pettingzoo", "pyspiel"}
IN_CI = os.environ.get("CI", "").strip().lower() not in {"", "0", "false", "no"}

REPO = Path(__file__).resolve().parents[2]
DOCS = [REPO / "README.md", *sorted((REPO / "docs").glob("*.md"))]
BLOCK = re.compile(r"(<!-- not run -->\s*)?```python\n(.*?)```", re.S)


def _examples():
    for path in DOCS:
        for i, (marker, code) in enumerate(BLOCK.findall(path.read_text(encoding="utf-8"))):
            if not marker and "..." not in code:
                yield pytest.param(code, id=f"{path.name}-{i}")


@pytest.mark.parametrize("code", list(_examples()))
def test_documented_example_runs(code, capsys):
    try:
        exec(compile(code, "<doc example>", "exec"), {})
    except ImportError as exc:
        if exc.name not in EXTRAS or IN_CI:
            raise
        pytest.skip(f"needs the optional extra that installs {exc.name}")


def test_every_page_of_the_docs_is_in_the_site_navigation():
    """The site (mkdocs.yml) lists every page of docs/, so none is built but unreachable."""
    nav = (REPO / "mkdocs.yml").read_text(encoding="utf-8")
    listed = set(re.findall(r":\s*([\w/.-]+\.md)\s*$", nav, re.M))
    pages = {p.relative_to(REPO / "docs").as_posix() for p in (REPO / "docs").rglob("*.md")}
    assert pages - listed == set()


def _cells(row: str) -> int:
    """The cells of a Markdown table row: pipes inside code spans or escaped do not split."""
    count, in_code, previous = 0, False, ""
    for char in row.strip().strip("|"):
        if char == "`":
            in_code = not in_code
        elif char == "|" and not in_code and previous != "\\":
            count += 1
        previous = char
    return count + 1


def _tables(text: str):
    """Each Markdown table outside fenced code: its first line's number and its rows."""
    rows: list[str] = []
    start, fenced = 0, False
    for number, line in enumerate([*text.splitlines(), ""], start=1):
        if line.startswith("```"):
            fenced = not fenced
        if not fenced and line.lstrip().startswith("|"):
            if not rows:
                start = number
            rows.append(line)
            continue
        if rows:
            yield start, rows
            rows = []


@pytest.mark.parametrize("path", DOCS, ids=lambda p: p.name)
def test_every_table_of_the_docs_has_a_header_a_separator_and_even_rows(path):
    """A table without its separator row renders as a paragraph of pipes."""
    for start, rows in _tables(path.read_text(encoding="utf-8")):
        where = f"{path.name}:{start}"
        assert len(rows) >= 2, f"{where}: a table needs a header and a separator row"
        assert re.fullmatch(r"\s*\|(\s*:?-+:?\s*\|)+\s*", rows[1]), f"{where}: no separator"
        width = _cells(rows[0])
        for offset, row in enumerate(rows):
            assert _cells(row) == width, (
                f"{path.name}:{start + offset}: {_cells(row)} cells, not {width}"
            )
