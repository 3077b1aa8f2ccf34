"""Shared fixtures: the bundled core cards, and the reference data beside the repository.

The card-fact and real-game tests read the facts shipped in ``tests/reference_facts/`` (made from
the reference data by ``tests/reference_facts/generate.py``), so a fresh clone runs them. The
tests that read the reference data itself (``../shared`` beside the checkout, or ``WINGSPAN_SHARED_DIR``)
carry the ``shared`` marker. Without the data they are still collected, and skipped with one
reason. When ``CI`` is set the data is required: the run fails if the data is missing, if any
``shared`` test was skipped, or if no ``shared`` test was collected.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from hypothesis import settings

pytest_plugins = ("pytester",)

#: CI=true (or any value but empty, 0, false, no).
IN_CI = os.environ.get("CI", "").strip().lower() not in {"", "0", "false", "no"}

# In CI the property tests explore the same examples on every run (a red build must be
# reproducible); locally they draw new examples each time and keep failures in .hypothesis/.
settings.register_profile("ci", derandomize=True, print_blob=True)
if IN_CI:
    settings.load_profile("ci")

REPO = Path(__file__).resolve().parents[1]
#: Same rule as tests/cards/reference.py.
SHARED = Path(os.environ.get("WINGSPAN_SHARED_DIR") or REPO.parent / "shared").resolve()
SHARED_REASON = f"needs the reference data in ../shared (not found at {SHARED})"


@pytest.fixture(scope="session")
def cards():
    from wingspan_rules import load_cards

    return load_cards()


@pytest.fixture(scope="session")
def shared_dir() -> Path:
    if not SHARED.is_dir():
        pytest.skip(SHARED_REASON)
    return SHARED


# ------------------------------------------------------------------------ the `shared` marker


class SharedData:
    """Skips the ``shared`` tests without the data; in CI, fails the run unless they all ran."""

    def __init__(self, required: bool) -> None:
        self.required = required
        self.found = SHARED.is_dir()
        self.collected = 0
        self.skipped: list[str] = []

    def pytest_report_header(self) -> str:
        state = "found" if self.found else "NOT FOUND"
        rule = "required (CI is set)" if self.required else "optional"
        return f"reference data: {SHARED} ({state}; {rule})"

    @pytest.hookimpl(trylast=True)  # after -k/-m deselection
    def pytest_collection_modifyitems(self, items: list[pytest.Item]) -> None:
        shared = [item for item in items if item.get_closest_marker("shared")]
        self.collected = len(shared)
        if not self.found:
            for item in shared:  # first, so that this is the reason reported
                item.add_marker(pytest.mark.skip(reason=SHARED_REASON), append=False)

    def pytest_runtest_logreport(self, report: pytest.TestReport) -> None:
        if report.skipped and "shared" in report.keywords and not hasattr(report, "wasxfail"):
            self.skipped.append(report.nodeid)

    def problems(self) -> list[str]:
        found = []
        if not self.found:
            found.append(f"the reference data was not found at {SHARED}")
        if not self.collected:
            found.append("no test marked `shared` was collected")
        if self.skipped:
            found.append(f"{len(self.skipped)} test(s) marked `shared` were skipped")
        return found

    def pytest_sessionfinish(self, session: pytest.Session) -> None:
        if self.required and self.problems():
            session.shouldfail = "CI requires the reference data: " + "; ".join(self.problems())
            if session.exitstatus in (pytest.ExitCode.OK, pytest.ExitCode.NO_TESTS_COLLECTED):
                session.exitstatus = pytest.ExitCode.TESTS_FAILED

    def pytest_terminal_summary(self, terminalreporter) -> None:
        tr = terminalreporter
        if self.required and self.problems():
            tr.write_sep("=", "reference data required (CI is set)", red=True, bold=True)
            for problem in self.problems():
                tr.write_line(f"FAILED: {problem}", red=True)
            if not self.found:
                tr.write_line(
                    "Put the reference data in ../shared beside the checkout "
                    "(or point WINGSPAN_SHARED_DIR at it)."
                )
                return
            for nodeid in self.skipped[:20]:
                tr.write_line(f"  skipped: {nodeid}")
            if len(self.skipped) > 20:
                tr.write_line(f"  ... and {len(self.skipped) - 20} more")
        elif self.found:
            tr.write_line(f"reference data: {self.collected} `shared` tests collected ({SHARED})")
        else:
            tr.write_line(
                f"reference data: {self.collected} `shared` tests collected and skipped, "
                f"{SHARED_REASON}",
                yellow=True,
            )


def pytest_configure(config: pytest.Config) -> None:
    config.pluginmanager.register(SharedData(required=IN_CI), "wingspan-shared-data")
