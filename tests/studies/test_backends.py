"""A study's results depend on its seed only: not on the backend, the number of workers, a
worker killed mid-study, or an interruption and a resume."""

from __future__ import annotations

import multiprocessing
import os
import signal

import pytest

from wingspan_rules.studies import StudyConfig, run_study
from wingspan_rules.studies.store import Store

from ._extras import need

#: Twelve three-player games in six batches of two.
STUDY = StudyConfig(games=12, players=3, seed=5, batch=2)


@pytest.fixture(scope="module")
def alone():
    """The study played in this process, the reference."""
    return run_study(STUDY)


@pytest.mark.parametrize("jobs", [1, 2, 4])
def test_the_same_seed_gives_the_same_results_on_any_number_of_processes(alone, jobs):
    study = run_study(STUDY, backend="processes", jobs=jobs)
    assert study.tally == alone.tally
    assert study.summary == alone.summary or _same_summary(study.summary, alone.summary)
    assert study.workers == min(jobs, STUDY.batches)


def _same_summary(a, b) -> bool:
    """Equal summaries (NaN, for a card never played, is equal to itself here)."""
    return repr(a) == repr(b)


def _tables(root) -> dict:
    store = Store(root, STUDY)
    return {
        name: store.table(name).to_pylist()
        for name in ("games", "seats", "cards", "bonus", "goals")
    }


def test_the_files_of_a_study_do_not_depend_on_the_processes(alone, tmp_path):
    need("pyarrow")
    run_study(STUDY, out=tmp_path / "one")
    run_study(STUDY, backend="processes", jobs=2, out=tmp_path / "two")
    one, two = _tables(tmp_path / "one"), _tables(tmp_path / "two")
    assert one == two
    assert [row["game"] for row in one["games"]] == list(range(12))
    assert len(one["seats"]) == 36
    assert {row["name"] for row in one["cards"] if row["played"]}


def test_a_killed_worker_loses_and_duplicates_no_game(alone, tmp_path):
    """A worker process killed mid-study breaks the pool: the unfinished batches are played
    again by a new one, and every game is on disk once."""
    need("pyarrow")
    killed = []

    def kill_a_worker(done: int, total: int, seconds: float) -> None:
        if done and not killed:
            children = multiprocessing.active_children()
            if children:
                os.kill(children[0].pid, signal.SIGKILL)
                killed.append(children[0].pid)

    study = run_study(
        StudyConfig(games=12, players=3, seed=5, batch=1),
        backend="processes",
        jobs=2,
        out=tmp_path,
        progress=kill_a_worker,
    )
    assert killed and study.replayed >= 1
    assert study.tally == alone.tally
    games = Store(tmp_path, study.config).table("games").column("game").to_pylist()
    assert games == list(range(12))


class Interrupted(Exception):
    pass


def test_a_resumed_study_equals_an_uninterrupted_one(alone, tmp_path):
    need("pyarrow")

    def stop_after_two_batches(done: int, total: int, seconds: float) -> None:
        if done >= 4:
            raise Interrupted

    with pytest.raises(Interrupted):
        run_study(STUDY, out=tmp_path, progress=stop_after_two_batches)
    assert Store(tmp_path, STUDY).finished() == [0, 1]
    # a batch half written by the interrupted run is not a finished one
    (tmp_path / "batches" / ".000002.999").mkdir()
    resumed = run_study(STUDY, backend="processes", jobs=2, out=tmp_path)
    assert not (tmp_path / "batches" / ".000002.999").exists()
    assert resumed.resumed == 2
    assert resumed.tally == alone.tally
    run_study(STUDY, out=tmp_path / "whole")
    assert _tables(tmp_path) == _tables(tmp_path / "whole")


def test_a_folder_holds_one_study(tmp_path):
    need("pyarrow")
    from wingspan_rules import ConfigError

    run_study(StudyConfig(games=1, batch=1), out=tmp_path)
    with pytest.raises(ConfigError, match="another study"):
        run_study(StudyConfig(games=1, batch=1, seed=1), out=tmp_path)


@pytest.fixture(scope="module")
def local_ray():
    """A local Ray cluster of two CPUs, started once for the Ray tests (kept small: Ray takes
    a few seconds to start)."""
    need("ray", "pyarrow")
    import ray

    ray.init(num_cpus=2, include_dashboard=False, log_to_driver=False)
    yield ray
    ray.shutdown()


@pytest.mark.ray
def test_the_ray_backend_on_a_local_cluster_gives_the_same_results(alone, local_ray):
    study = run_study(STUDY, backend="ray")
    assert study.tally == alone.tally
    assert study.workers == 2


def _descendants(root: int) -> list[int]:
    """The processes started by process ``root`` and by its children (from /proc)."""
    parents: dict[int, int] = {}
    for entry in os.listdir("/proc"):
        if entry.isdigit():
            try:
                with open(f"/proc/{entry}/stat", encoding="utf-8") as stat:
                    parents[int(entry)] = int(stat.read().rsplit(")", 1)[1].split()[1])
            except (OSError, ValueError, IndexError):
                continue
    found, frontier = [], [root]
    while frontier:
        pid = frontier.pop()
        children = [p for p, parent in parents.items() if parent == pid]
        found.extend(children)
        frontier.extend(children)
    return found


def _title(pid: int) -> str:
    try:
        with open(f"/proc/{pid}/cmdline", "rb") as cmdline:
            return cmdline.read().decode(errors="replace")
    except OSError:
        return ""


@pytest.mark.ray
@pytest.mark.skipif(not os.path.isdir("/proc"), reason="finds Ray's workers in /proc")
def test_a_ray_worker_killed_mid_study_loses_and_duplicates_no_game(alone, local_ray, tmp_path):
    """Ray runs the task of a killed worker again; every game is on disk once."""
    killed: list[int] = []

    def kill_a_worker(done: int, total: int, seconds: float) -> None:
        if done and not killed:
            for pid in _descendants(os.getpid()):
                if _title(pid).startswith("ray::_play"):  # a worker playing a batch
                    os.kill(pid, signal.SIGKILL)
                    killed.append(pid)
                    break

    config = StudyConfig(games=12, players=3, seed=5, batch=1)
    study = run_study(config, backend="ray", out=tmp_path, progress=kill_a_worker)
    assert killed
    assert study.tally == alone.tally
    assert Store(tmp_path, config).table("games").column("game").to_pylist() == list(range(12))
