"""Studies' files and the Ray backend need the optional extras (``pip install -e
'.[cluster]'``). Without one, its tests are skipped with the reason; when ``CI`` is set they
are required (``.ci/run`` installs the extra), and a missing one fails the test instead."""

from __future__ import annotations

import importlib
import os

import pytest

#: The same rule as tests/conftest.py: CI=true (or any value but empty, 0, false, no).
IN_CI = os.environ.get("CI", "").strip().lower() not in {"", "0", "false", "no"}


def need(*modules: str) -> None:
    """Import ``modules``, or skip naming the extra to install (fail when CI is set)."""
    for module in modules:
        try:
            importlib.import_module(module)
        except ImportError as exc:
            reason = f"needs {module} (pip install -e '.[cluster]')"
            if IN_CI:
                pytest.fail(f"{reason}: CI installs the extra, so it must be there ({exc})")
            pytest.skip(reason)
