"""The Ray backend of a study (the optional extra ``[cluster]``): one task per batch.

The driver puts the study's rules in Ray's object store once; each task receives a reference
to them (inside a list, so that Ray does not fetch them for every task) and a worker process
builds nothing: it fetches the rules once and keeps them for the next batches of the study.
Ray schedules the tasks, restarts those of a lost worker or node (``max_retries``), and the
driver collects each finished batch as soon as it is ready (``ray.wait``), with at most a few
tasks in flight per CPU, so a study of millions of games never holds them all.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

from ..engine import Rules
from ..errors import ConfigError
from .config import StudyConfig
from .play import Batch, play_batch

#: Tasks in flight per CPU of the cluster: enough to keep every worker busy.
IN_FLIGHT_PER_CPU = 2

#: A worker's rules, by the study's identity (fetched once per worker process).
_RULES: dict[str, Rules] = {}


def _ray() -> Any:
    try:
        import ray
    except ImportError as error:  # pragma: no cover - the extra is missing
        raise ConfigError(
            "the ray backend needs Ray: pip install 'wingspan-rules[cluster]'"
        ) from error
    return ray


def _play(config: StudyConfig, index: int, key: str, boxed: list[Any]) -> Batch:
    """A Ray task: batch ``index`` of the study, with its rules fetched once per worker."""
    if key not in _RULES:
        _RULES.clear()
        _RULES[key] = _ray().get(boxed[0])
    return play_batch(config, index, _RULES[key])


def run(
    config: StudyConfig,
    rules: Rules,
    todo: Iterable[int],
    jobs: int,
    address: str | None,
    retries: int,
    collect: Callable[[Batch], None],
) -> tuple[int, int]:
    """Play the batches ``todo`` on the Ray cluster at ``address`` (one started here, of
    ``jobs`` CPUs, without it), handing each finished one to ``collect``; returns the
    cluster's CPUs and how many batches the driver submitted again."""
    ray = _ray()
    started = not ray.is_initialized()
    if started:
        if address is None:
            ray.init(num_cpus=jobs, include_dashboard=False, log_to_driver=False)
        else:
            ray.init(address=address, log_to_driver=False)
    try:
        cpus = max(1, int(ray.cluster_resources().get("CPU", 1)))
        task = ray.remote(max_retries=retries)(_play)
        rules_ref = ray.put(rules)
        key = config.identity()
        queue = list(todo)
        failures: dict[int, int] = {}
        running: dict[Any, int] = {}

        def submit(index: int) -> None:
            running[task.remote(config, index, key, [rules_ref])] = index

        while queue or running:
            while queue and len(running) < cpus * IN_FLIGHT_PER_CPU:
                submit(queue.pop(0))
            ready, _ = ray.wait(list(running), num_returns=1)
            for ref in ready:
                index = running.pop(ref)
                try:
                    batch = ray.get(ref)
                except (
                    ray.exceptions.WorkerCrashedError,
                    ray.exceptions.NodeDiedError,
                    ray.exceptions.ObjectLostError,
                ):
                    failures[index] = failures.get(index, 0) + 1
                    if failures[index] > retries:
                        raise
                    submit(index)  # Ray's own retries were spent: once more, from the driver
                    continue
                collect(batch)
        return cpus, sum(failures.values())
    finally:
        if started:
            ray.shutdown()
