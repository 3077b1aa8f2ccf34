"""Limits for hostile-input tests: a case that would hang or exhaust memory fails instead of
taking the machine with it."""

from __future__ import annotations

import contextlib
import os
import signal
from collections.abc import Iterator

#: The most address space one case may add to the process (bytes).
MEMORY_LIMIT = 1024 * 1024 * 1024


@contextlib.contextmanager
def time_limit(seconds: float) -> Iterator[None]:
    """Fail (instead of hanging) if the block runs longer than ``seconds``."""
    if not hasattr(signal, "SIGALRM"):  # no alarm signal on this platform: no limit
        yield
        return

    def expired(signum: int, frame: object) -> None:
        raise TimeoutError(f"took longer than {seconds} s")

    previous = signal.signal(signal.SIGALRM, expired)
    signal.setitimer(signal.ITIMER_REAL, seconds)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, previous)


def _address_space() -> int | None:
    """The process's virtual memory size in bytes, where the system tells it (Linux)."""
    try:
        with open("/proc/self/statm") as statm:
            pages = int(statm.read().split()[0])
    except (OSError, ValueError, IndexError):
        return None
    return pages * os.sysconf("SC_PAGE_SIZE")


@contextlib.contextmanager
def memory_limit(extra: int = MEMORY_LIMIT) -> Iterator[None]:
    """Let the block grow the process by at most ``extra`` bytes of address space: beyond it,
    allocation raises ``MemoryError`` in the block (where the system supports the limit)."""
    try:
        import resource
    except ImportError:  # not a Unix system: no limit
        yield
        return
    used = _address_space()
    soft, hard = resource.getrlimit(resource.RLIMIT_AS)
    if used is None or (hard != resource.RLIM_INFINITY and used + extra > hard):
        yield
        return
    resource.setrlimit(resource.RLIMIT_AS, (used + extra, hard))
    try:
        yield
    finally:
        resource.setrlimit(resource.RLIMIT_AS, (soft, hard))
