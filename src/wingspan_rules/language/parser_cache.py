"""Where the card language's parser tables are kept between runs.

Building the LALR tables of the grammar is most of the library's start-up (about three
seconds: every command, test run and worker process pays it). What Lark built is kept in a
file (``Lark.save``) and loaded on the next run (``Lark.load``), under a name holding a hash
of the grammar and its options and the Lark and Python versions, so a file is only ever read
for the very grammar it was built from. It is written whole or not at all (a temporary file
renamed), and one that fails to load is built again. The file is a pickle, so it is
kept only where no one but the user writes: a folder of the user's own cache directory
(``$XDG_CACHE_HOME/wingspan-rules``, else ``~/.cache/wingspan-rules``, made private), never a
shared temporary folder. ``WINGSPAN_RULES_CACHE`` names another folder, or ``off`` turns the
cache off. Without a folder the user owns and may write, nothing is cached and the tables are
built as before. A grammar grown by declarations (a test's, a fan set's) is kept in a file of
its own; the fewest recently used files beyond ``KEEP`` are removed.
"""

from __future__ import annotations

import contextlib
import hashlib
import os
import stat
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import BinaryIO, TypeVar

_T = TypeVar("_T")

#: How many grammars' tables are kept (the bundled one and a few grown by declarations).
KEEP = 8


def cache_folder() -> Path | None:
    """The folder the parser tables are kept in, or None: caching is off, or no folder the
    user owns and may write is at hand."""
    chosen = os.environ.get("WINGSPAN_RULES_CACHE", "")
    if chosen.strip().lower() in {"off", "0", "no", "false"}:
        return None
    if chosen:
        folder = Path(chosen)
    else:
        base = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
        folder = Path(base) / "wingspan-rules"
    try:
        folder.mkdir(mode=0o700, parents=True, exist_ok=True)
        info = folder.stat()
    except OSError:
        return None
    if not stat.S_ISDIR(info.st_mode) or not os.access(folder, os.W_OK):
        return None
    if hasattr(os, "getuid") and (info.st_uid != os.getuid() or info.st_mode & 0o022):
        return None  # another user's, or one others may write: not trusted with a pickle
    return folder


def cached_build(
    key: str,
    build: Callable[[], _T],
    save: Callable[[_T, BinaryIO], None],
    load: Callable[[BinaryIO], object],
    kind: type[_T],
) -> _T:
    """What ``build()`` makes (the parser of a grammar; ``key`` names it: its grammar,
    options and versions), loaded from the cache (``load``) when a file of that key holds one
    of ``kind``, else built and kept there (``save``). The parser is Lark's, but only
    ``language.parser`` imports Lark: it hands its own functions here."""
    path = cache_file(key)
    if path is not None:
        try:
            with open(path, "rb") as f:
                loaded = load(f)
            if isinstance(loaded, kind):
                return loaded
        except Exception:  # absent, or broken in any way: built again below
            pass
    made = build()
    if path is not None:
        _save(made, save, path)
    return made


def _save(made: _T, save: Callable[[_T, BinaryIO], None], path: str) -> None:
    """Write ``made`` to ``path`` whole (a temporary file of the same folder, renamed), or
    not at all."""
    folder = os.path.dirname(path)
    try:
        fd, temporary = tempfile.mkstemp(dir=folder, suffix=".part")
    except OSError:
        return
    try:
        with os.fdopen(fd, "wb") as f:
            save(made, f)
        os.replace(temporary, path)
    except Exception:
        with contextlib.suppress(OSError):
            os.unlink(temporary)


def cache_file(key: str) -> str | None:
    """The file keeping what was built for ``key`` (None: no caching), the older files beyond
    ``KEEP`` removed."""
    folder = cache_folder()
    if folder is None:
        return None
    digest = hashlib.sha256(f"{key}\n{sys.version_info[:2]}".encode()).hexdigest()[:32]
    name = f"grammar-{digest}"
    path = folder / f"{name}.lark"
    _prune(folder, keep=path)
    return str(path)


def _prune(folder: Path, keep: Path) -> None:
    """Remove the least recently used table files of ``folder`` beyond ``KEEP`` (not ``keep``)."""
    try:
        files = [p for p in folder.glob("grammar-*.lark") if p != keep]
        if len(files) < KEEP:
            return
        files.sort(key=lambda p: p.stat().st_mtime, reverse=True)
        for old in files[KEEP - 1 :]:
            old.unlink(missing_ok=True)
    except OSError:  # another process pruned it first, or the folder went: nothing to do
        return
