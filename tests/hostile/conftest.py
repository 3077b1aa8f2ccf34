from __future__ import annotations

from collections.abc import Iterator

import pytest

from .limits import memory_limit


@pytest.fixture(autouse=True)
def _memory_limited() -> Iterator[None]:
    """Every hostile-input case runs under a memory limit: an input that would exhaust memory
    fails its case with ``MemoryError`` (a foreign exception) rather than the machine."""
    with memory_limit():
        yield
