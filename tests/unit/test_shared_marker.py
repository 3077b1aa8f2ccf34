"""The ``shared`` marker (tests/conftest.py): skipped without the reference data, required in CI.

Each test runs a tiny pytest session in a subprocess, with the project's conftest and a reference
data folder that exists or not (``WINGSPAN_SHARED_DIR``).
"""

from __future__ import annotations

from pathlib import Path

import pytest

CONFTEST = Path(__file__).resolve().parents[1] / "conftest.py"
INI = """
[pytest]
markers =
    shared: needs the reference data in ../shared
"""
TESTS = """
import pytest

@pytest.mark.shared
def test_reads_the_data():
    pass

def test_needs_nothing():
    pass
"""
SKIPS = """
import pytest

@pytest.mark.shared
def test_reads_the_data():
    pytest.skip("some file is missing")

def test_needs_nothing():
    pass
"""


@pytest.fixture
def session(pytester: pytest.Pytester, monkeypatch: pytest.MonkeyPatch):
    pytester.makeconftest(CONFTEST.read_text(encoding="utf-8"))
    pytester.makeini(INI)
    shared = pytester.path / "shared"

    def run(*args: str, ci: bool, data: bool, tests: str = TESTS) -> pytest.RunResult:
        if data:
            shared.mkdir(exist_ok=True)
        monkeypatch.setenv("WINGSPAN_SHARED_DIR", str(shared))
        if ci:
            monkeypatch.setenv("CI", "true")
        else:
            monkeypatch.delenv("CI", raising=False)
        pytester.makepyfile(test_inner=tests)
        return pytester.runpytest_subprocess("-p", "no:cacheprovider", "-ra", *args)

    return run


def test_without_the_data_shared_tests_are_collected_and_skipped(session):
    result = session(ci=False, data=False)
    result.assert_outcomes(passed=1, skipped=1)
    assert result.ret == 0
    result.stdout.fnmatch_lines(
        [
            "*1 `shared` tests collected and skipped*",
            "SKIPPED*test_inner.py*needs the reference data in ../shared (not found at *shared)",
        ]
    )


def test_with_the_data_shared_tests_run(session):
    result = session(ci=True, data=True)
    result.assert_outcomes(passed=2)
    assert result.ret == 0


def test_in_ci_missing_data_fails_the_run(session):
    result = session(ci=True, data=False)
    result.assert_outcomes(passed=1, skipped=1)
    assert result.ret == pytest.ExitCode.TESTS_FAILED
    result.stdout.fnmatch_lines(
        [
            "*reference data required (CI is set)*",
            "FAILED: the reference data was not found at *shared",
            "FAILED: 1 test(s) marked `shared` were skipped",
        ]
    )


@pytest.mark.parametrize("ci", [True, False], ids=["ci", "local"])
def test_in_ci_a_skipped_shared_test_fails_the_run(session, ci):
    result = session(ci=ci, data=True, tests=SKIPS)
    result.assert_outcomes(passed=1, skipped=1)
    if ci:
        assert result.ret == pytest.ExitCode.TESTS_FAILED
        result.stdout.fnmatch_lines(
            [
                "FAILED: 1 test(s) marked `shared` were skipped",
                "  skipped: test_inner.py::test_reads_the_data",
            ]
        )
    else:
        assert result.ret == 0


def test_in_ci_a_run_without_shared_tests_fails(session):
    result = session("-m", "not shared", ci=True, data=True)
    result.assert_outcomes(passed=1, deselected=1)
    assert result.ret == pytest.ExitCode.TESTS_FAILED
    result.stdout.fnmatch_lines(["FAILED: no test marked `shared` was collected"])
