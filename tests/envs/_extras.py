"""The environments need the optional extras (``pip install -e '.[rl,openspiel]'``).

Without an extra, its tests are skipped with the reason; when ``CI`` is set they are required
(``.ci/run`` installs the extras), and a missing one fails the test instead.
"""

from __future__ import annotations

import importlib
import os

import pytest

#: The same rule as tests/conftest.py: CI=true (or any value but empty, 0, false, no).
IN_CI = os.environ.get("CI", "").strip().lower() not in {"", "0", "false", "no"}
EXTRA = {
    "numpy": "rl",
    "gymnasium": "rl",
    "pettingzoo": "rl",
    "sb3_contrib": "rl",
    "pyspiel": "openspiel",
}


def need(*modules: str) -> None:
    """Import ``modules``, or skip naming the extra to install (fail when CI is set)."""
    for module in modules:
        try:
            importlib.import_module(module)
        except ImportError as exc:
            extra = EXTRA.get(module.partition(".")[0], "rl")
            reason = f"needs {module} (pip install -e '.[{extra}]')"
            if IN_CI:
                pytest.fail(f"{reason}: CI installs the extras, so it must be there ({exc})")
            pytest.skip(reason, allow_module_level=True)
