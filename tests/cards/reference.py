"""Access to the reference card data beside the repository (``<repo>/../shared/reference``)."""

from __future__ import annotations

import functools
import json
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
REFERENCE = (REPO / "../shared/reference").resolve()


def reference_dir() -> Path:
    if not REFERENCE.is_dir():
        pytest.skip(f"reference data not found at {REFERENCE} (expected beside the repository)")
    return REFERENCE


@functools.cache
def _load(name: str):
    return json.loads((reference_dir() / name).read_text(encoding="utf-8"))


def core_birds() -> list[dict]:
    return [b for b in _load("birds.json") if b["set"] == "core"]


def all_birds() -> list[dict]:
    return _load("birds.json")


def core_bonus_cards() -> list[dict]:
    return [c for c in _load("bonus_cards.json") if c["set"] == "core" and not c["fan_made"]]


def core_goals() -> list[dict]:
    return [g for g in _load("goals.json") if g["set"] == "core"]


def power_templates() -> dict[str, dict]:
    return _load("core_power_templates.json")
