"""No printed card text (power or flavour, 30 characters or more) appears in the project."""

from __future__ import annotations

import re

import pytest

from .reference import REPO, all_birds

pytestmark = pytest.mark.shared

MIN_LENGTH = 30
SCANNED_SUFFIXES = {".py", ".md", ".wsp", ".lark", ".txt", ".toml", ".json", ".cfg", ".rst"}
SKIPPED_DIRS = {
    ".git",
    ".venv",
    "venv",
    "node_modules",
    "__pycache__",
    ".pytest_cache",
    ".hypothesis",
    ".ruff_cache",
}


def _normalise(text: str) -> str:
    """Lower case, icons as plain words, single spaces: catches light re-typing too."""
    text = re.sub(r"\[(\w+)\]", r"\1", text.lower())
    return re.sub(r"\s+", " ", text).strip()


def _printed_texts() -> set[str]:
    texts = set()
    for bird in all_birds():
        for field in ("power_text", "flavor_text"):
            value = bird.get(field)
            if value and len(value) >= MIN_LENGTH:
                texts.add(_normalise(value))
    return texts


def _project_files():
    for path in REPO.rglob("*"):
        skipped = SKIPPED_DIRS.intersection(path.relative_to(REPO).parts)
        if path.is_file() and path.suffix in SCANNED_SUFFIXES and not skipped:
            yield path


def test_no_printed_card_text_in_the_project():
    texts = _printed_texts()
    offenders = []
    for path in _project_files():
        content = _normalise(path.read_text(encoding="utf-8", errors="replace"))
        offenders += [f"{path.relative_to(REPO)}: {t[:50]}..." for t in texts if t in content]
    assert not offenders, "\n".join(offenders)
