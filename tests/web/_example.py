"""The example web client of examples/web, loaded for its tests.

Its packages (``pip install -r examples/web/requirements.txt``) and the browser (Debian's
``chromium`` and ``chromium-driver``) are not dependencies of the library: without them these
tests are skipped with the reason, except when ``CI`` is set (``.ci/run`` installs them), where
a missing one fails the test instead.
"""

from __future__ import annotations

import importlib
import importlib.util
import os
import shutil
from pathlib import Path
from types import ModuleType

import pytest

EXAMPLE = Path(__file__).resolve().parents[2] / "examples" / "web"
#: The same rule as tests/conftest.py: CI=true (or any value but empty, 0, false, no).
IN_CI = os.environ.get("CI", "").strip().lower() not in {"", "0", "false", "no"}
INSTALL = "pip install -r examples/web/requirements.txt"


def unavailable(reason: str) -> None:
    """Skip the test, or fail it when CI is set (CI installs everything the example needs)."""
    if IN_CI:
        pytest.fail(f"{reason}: .ci/run installs it, so CI must have it")
    pytest.skip(reason, allow_module_level=True)


def need(*modules: str) -> None:
    for module in modules:
        try:
            importlib.import_module(module)
        except ImportError:
            unavailable(f"needs {module} ({INSTALL})")


def server() -> ModuleType:
    """examples/web/server.py as a module."""
    spec = importlib.util.spec_from_file_location("wingspan_web_example", EXAMPLE / "server.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def browser() -> tuple[str, str]:
    """The paths of Chromium and its driver (Debian's packages)."""
    chromium = shutil.which("chromium") or shutil.which("chromium-browser")
    driver = shutil.which("chromedriver")
    if not chromium or not driver:
        unavailable(
            "needs headless Chromium and ChromeDriver (apt-get install -y chromium chromium-driver)"
        )
    assert chromium and driver
    return chromium, driver
