"""Shared fixtures: the bundled core cards, and the reference data beside the repository."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from hypothesis import settings

# In CI the property tests explore the same examples on every run (a red build must be
# reproducible); locally they draw new examples each time and keep failures in .hypothesis/.
settings.register_profile("ci", derandomize=True, print_blob=True)
if os.environ.get("CI"):
    settings.load_profile("ci")

REPO = Path(__file__).resolve().parents[1]
SHARED = REPO.parent / "shared"


@pytest.fixture(scope="session")
def cards():
    from wingspan_rules import load_cards

    return load_cards()


@pytest.fixture(scope="session")
def shared_dir() -> Path:
    if not SHARED.is_dir():
        pytest.skip(f"the shared reference folder is not beside the repository ({SHARED.name}/)")
    return SHARED
