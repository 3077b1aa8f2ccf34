"""The reference card facts: shipped in ``tests/reference_facts/``, so every clone has them.

The facts (names, numbers, flags, the icons a power shows; never printed text) are made from the
reference data beside the repository (``<repo>/../shared/reference``, or ``WINGSPAN_SHARED_DIR``)
by ``tests/reference_facts/generate.py``; a ``shared`` test checks the shipped files are current.
Only a test that needs the reference data itself (``reference_dir()``: the printed text) carries
the ``shared`` marker; see tests/conftest.py for how those are skipped, or required in CI.
"""

from __future__ import annotations

import functools
import json
import os
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
#: Same rule as tests/conftest.py.
SHARED = Path(os.environ.get("WINGSPAN_SHARED_DIR") or REPO.parent / "shared").resolve()
REFERENCE = SHARED / "reference"
#: The facts shipped with the tests (tests/reference_facts/generate.py writes them).
FACTS = REPO / "tests" / "reference_facts"
#: The skip reason, worded as tests/conftest.py words it when the whole folder is missing.
_WHERE = REFERENCE if SHARED.is_dir() else SHARED
MISSING = f"needs the reference data in ../shared (not found at {_WHERE})"


def reference_dir() -> Path:
    if not REFERENCE.is_dir():
        pytest.skip(MISSING)
    return REFERENCE


def data_params(rows, *, values: int = 1) -> list:
    """The parameters read by ``rows()``, or one skipped placeholder without the data.

    ``rows()`` reads the shipped facts, which every clone has. For a ``rows()`` that reads the
    reference data itself, collection does not depend on it: without it a parametrized test is
    still collected, as a single ``no-reference-data`` case that is skipped (and counted as a
    ``shared`` test). ``values`` is the number of argument names the test parametrizes.
    """
    if FACTS.is_dir() or REFERENCE.is_dir():
        return list(rows())
    return [
        pytest.param(
            *([None] * values),
            id="no-reference-data",
            marks=(pytest.mark.shared, pytest.mark.skip(reason=MISSING)),
        )
    ]


@functools.cache
def _load(name: str):
    """A shipped facts file (the birds keep no power text: see ``has_power``, ``power_icons``)."""
    return json.loads((FACTS / name).read_text(encoding="utf-8"))


@functools.cache
def _load_reference(name: str):
    return json.loads((reference_dir() / name).read_text(encoding="utf-8"))


def core_birds() -> list[dict]:
    return [b for b in _load("birds.json") if b["set"] == "core"]


def all_birds() -> list[dict]:
    """Every bird of the reference data itself, with its printed text (a ``shared`` test)."""
    return _load_reference("birds.json")


def core_bonus_cards() -> list[dict]:
    return [c for c in _load("bonus_cards.json") if c["set"] == "core" and not c["fan_made"]]


def core_goals() -> list[dict]:
    return [g for g in _load("goals.json") if g["set"] == "core"]


def power_templates() -> dict[str, dict]:
    return _load("core_power_templates.json")


def set_birds(name: str) -> list[dict]:
    """The birds of the set ``name`` ("core", "european", ...)."""
    return [b for b in _load("birds.json") if b["set"] == name]


def set_bonus_cards(name: str) -> list[dict]:
    """The official bonus cards of the set ``name``, the Automa-only ones included."""
    return [c for c in _load("bonus_cards.json") if c["set"] == name and not c["fan_made"]]


def set_goals(name: str) -> list[dict]:
    """The goal sides of the set ``name`` (two per tile)."""
    return [g for g in _load("goals.json") if g["set"] == name]
