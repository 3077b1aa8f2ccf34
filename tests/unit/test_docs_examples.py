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
