"""Running a study: its batches played in this process, over local processes or on Ray.

Every backend plays the same batches (``play.play_batch``) and hands each finished one to
``_Collector``, which merges its tally (exact, in any order: ``tally.py``), keeps it on disk
when the study has a folder (``store.py``) and reports progress. So the results are the same
whatever the backend, the number of workers or the order batches finish in.

* ``inline``: one batch after the other, in this process.
* ``processes``: a pool of ``jobs`` local processes (at most ``tools.simulate.MAX_JOBS``, and no
  more than there are batches: ``tools.simulate.workers``). A killed worker breaks the pool: a
  new pool plays the batches that were not finished, up to ``retries`` times.
* ``ray``: one Ray task per batch on a cluster (``address``; a local one started for the study
  without it), at most a few per CPU in flight, each finished one collected as soon as it is
  (``ray.wait``). Ray retries the task of a lost worker or node (``max_retries``); a batch whose
  task still failed is submitted again, up to ``retries`` times.

A study with a folder resumes: the batches already on disk are read back, not played.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterable
from concurrent.futures import FIRST_COMPLETED, ProcessPoolExecutor, wait
from concurrent.futures.process import BrokenProcessPool
from pathlib import Path
from typing import Any

import attrs

from ..engine import Rules
from ..errors import ConfigError, WingspanError
from ..language.loader import is_bundled
from ..tools.simulate import workers
from .config import StudyConfig
from .play import Batch, build_rules, play_batch
from .store import Store
from .summary import summarize
from .tally import Tally

BACKENDS = ("inline", "processes", "ray")

#: A progress report: (games done, games in the study, seconds since the start).
Progress = Callable[[int, int, float], object]


class StudyError(WingspanError):
    """A study could not finish: its batches kept failing."""


@attrs.frozen
class StudyResult:
    """A finished study: its configuration, its tally (``summary`` the numbers from it), the
    folder of its files if any, how many batches were read back from it rather than played,
    how many were played again after a lost worker (``replayed``), and how long it took."""

    config: StudyConfig
    tally: Tally
    summary: dict[str, Any]
    out: Path | None
    resumed: int
    seconds: float
    backend: str
    workers: int
    replayed: int = 0


def run_study(
    config: StudyConfig,
    *,
    backend: str = "inline",
    jobs: int = 1,
    address: str | None = None,
    out: str | Path | None = None,
    progress: Progress | None = None,
    retries: int = 3,
    rules: Rules | None = None,
) -> StudyResult:
    """Play the study ``config`` on ``backend`` (``inline``, ``processes`` with ``jobs``
    processes, or ``ray``: the cluster at ``address``, or a local one of ``jobs`` CPUs), keeping
    its batches in folder ``out`` (and resuming from it) if given; see the module's docstring.
    ``rules``: the study's rules if already built (else built from ``config``)."""
    if backend not in BACKENDS:
        raise ConfigError(f"unknown backend {backend!r}: one of {', '.join(BACKENDS)}")
    if jobs < 1:
        raise ConfigError(f"jobs must be at least 1, not {jobs}")
    rules = rules if rules is not None else build_rules(config)
    store = Store(out, config) if out is not None else None
    collector = _Collector(config, rules, store, progress)
    resumed = collector.resume()
    todo = [i for i in range(config.batches) if i not in collector.done]
    used, replayed = 1, 0
    if todo:
        if backend == "inline":
            for index in todo:
                collector.add(play_batch(config, index, rules))
        elif backend == "processes":
            used, replayed = _in_processes(config, rules, todo, jobs, retries, collector)
        else:
            from . import cluster

            used, replayed = cluster.run(config, rules, todo, jobs, address, retries, collector.add)
    authors = frozenset(name for name in rules.config.sets if not is_bundled(name))
    return StudyResult(
        config,
        collector.tally,
        summarize(collector.tally, rules.cards, authors),
        store.root if store is not None else None,
        resumed,
        collector.elapsed,
        backend,
        used,
        replayed,
    )


class _Collector:
    """Where finished batches go: merged into the tally, kept on disk, reported."""

    def __init__(
        self, config: StudyConfig, rules: Rules, store: Store | None, progress: Progress | None
    ) -> None:
        self.config = config
        self.rules = rules
        self.store = store
        self.progress = progress
        self.tally = Tally()
        self.done: set[int] = set()
        self.start = time.perf_counter()

    @property
    def elapsed(self) -> float:
        return time.perf_counter() - self.start

    def resume(self) -> int:
        """Read back the batches on disk; returns how many."""
        if self.store is None:
            return 0
        finished = self.store.finished()
        for index in finished:
            self.tally.merge(self.store.tally(index))
            self.done.add(index)
        self._report()
        return len(finished)

    def add(self, batch: Batch) -> None:
        if batch.index in self.done:  # a batch played twice (a retried task that had finished)
            return
        if self.store is not None:
            self.store.write(batch, self.rules.cards)
        self.tally.merge(batch.tally)
        self.done.add(batch.index)
        self._report()

    def _report(self) -> None:
        if self.progress is not None:
            self.progress(self.tally.games, self.config.games, self.elapsed)


# --- local processes -------------------------------------------------------------------------

#: A worker process's rules, set once by ``_start_worker``.
_WORKER: list[Rules] = []


def _start_worker(rules: Rules) -> None:
    _WORKER[:] = [rules]


def _play_in_worker(config: StudyConfig, index: int) -> Batch:
    return play_batch(config, index, _WORKER[0])


def _in_processes(
    config: StudyConfig,
    rules: Rules,
    todo: Iterable[int],
    jobs: int,
    retries: int,
    collector: _Collector,
) -> tuple[int, int]:
    """Play the batches ``todo`` over a pool of local processes; returns how many, and how
    many batches were played again."""
    pending = set(todo)
    processes = workers(jobs, len(pending))
    failures = replayed = 0
    while pending:
        pool = ProcessPoolExecutor(
            max_workers=processes, initializer=_start_worker, initargs=(rules,)
        )
        try:
            futures = {pool.submit(_play_in_worker, config, i): i for i in sorted(pending)}
            running = set(futures)
            while running:
                finished, running = wait(running, return_when=FIRST_COMPLETED)
                for future in sorted(finished, key=futures.__getitem__):
                    try:
                        batch = future.result()
                    except BrokenProcessPool:
                        continue  # a worker died: the batch is played again by a new pool
                    collector.add(batch)
                    pending.discard(batch.index)
        except BrokenProcessPool:
            pass
        finally:
            pool.shutdown(wait=True, cancel_futures=True)
        if pending:
            failures += 1
            replayed += len(pending)
            if failures > retries:
                raise StudyError(
                    f"a worker process died {failures} times: {len(pending)} batches unplayed"
                )
    return processes, replayed
