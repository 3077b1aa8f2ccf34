"""A study's files: finished batches kept on disk, as Parquet tables and their tally.

``OUT/study.json`` names the study (its configuration and a digest of the author's cards);
each finished batch is a folder ``OUT/batches/NNNNNN/`` with one Parquet file per table
(``games``, ``seats``, ``cards``, ``bonus``, ``goals``: see ``play.TABLES``, with the cards'
names added) and ``tally.json``. A batch is written into a temporary folder and renamed into
place when complete, so a study killed at any moment leaves only whole batches, and a study
started again with the same ``OUT`` plays only the batches that are missing.

Query the tables of every batch at once, with DuckDB::

    SELECT name, avg(total) FROM 'OUT/batches/*/cards.parquet' WHERE played GROUP BY name

or with ``pyarrow.dataset.dataset("OUT/batches", ...)`` (see ``table``).
"""

from __future__ import annotations

import json
import os
import shutil
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ..errors import ConfigError
from .config import StudyConfig
from .play import TABLES, Batch
from .tally import Tally

if TYPE_CHECKING:
    import pyarrow

    from ..effects.catalog import CardSet


def _pyarrow() -> Any:
    try:
        import pyarrow
        import pyarrow.parquet
    except ImportError as error:  # pragma: no cover - the extra is missing
        raise ConfigError(
            "a study's files are Parquet: install pyarrow (pip install 'wingspan-rules[cluster]')"
        ) from error
    return pyarrow


class Store:
    """The folder ``root`` of a study's files (created if missing)."""

    def __init__(self, root: str | Path, config: StudyConfig) -> None:
        self.root = Path(root)
        self.config = config
        self.batches = self.root / "batches"
        self.batches.mkdir(parents=True, exist_ok=True)
        for left in self.batches.glob(".*"):  # a batch being written when a study was stopped
            shutil.rmtree(left, ignore_errors=True)
        marker = self.root / "study.json"
        identity = config.identity()
        if marker.exists():
            known = json.loads(marker.read_text(encoding="utf-8"))
            if known.get("identity") != identity:
                raise ConfigError(
                    f"{self.root} holds another study (its configuration or cards differ): "
                    "give another folder, or delete this one"
                )
        else:
            text = json.dumps({"config": config.to_json(), "identity": identity}, indent=2)
            marker.write_text(text + "\n", encoding="utf-8")

    def folder(self, index: int) -> Path:
        return self.batches / f"{index:06d}"

    def finished(self) -> list[int]:
        """The batches already on disk, whole."""
        found = []
        for path in sorted(self.batches.iterdir()):
            if path.name.isdigit() and (path / "tally.json").exists():
                index = int(path.name)
                if index < self.config.batches:
                    found.append(index)
        return found

    def tally(self, index: int) -> Tally:
        text = (self.folder(index) / "tally.json").read_text(encoding="utf-8")
        return Tally.from_json(json.loads(text))

    def write(self, batch: Batch, cards: CardSet) -> None:
        """Keep ``batch`` on disk: into a temporary folder, then renamed into place."""
        pa = _pyarrow()
        final = self.folder(batch.index)
        temporary = self.batches / f".{batch.index:06d}.{os.getpid()}"
        shutil.rmtree(temporary, ignore_errors=True)
        temporary.mkdir()
        for name, columns in batch.columns.items():
            named = _named(name, columns, cards)
            table = pa.table({c: pa.array(v, type=_type(pa, c)) for c, v in named.items()})
            pa.parquet.write_table(table, temporary / f"{name}.parquet")
        tally = json.dumps(batch.tally.to_json(), sort_keys=True)
        (temporary / "tally.json").write_text(tally, encoding="utf-8")
        shutil.rmtree(final, ignore_errors=True)  # a batch a lost worker had begun to keep
        temporary.rename(final)

    def table(self, name: str) -> pyarrow.Table:
        """Table ``name`` (``games``, ``seats``, ``cards``, ``bonus``, ``goals``) of every
        finished batch, in game order."""
        pa = _pyarrow()
        parts = [pa.parquet.read_table(self.folder(i) / f"{name}.parquet") for i in self.finished()]
        if parts:
            return pa.concat_tables(parts)
        return pa.table({c: pa.array([], type=_type(pa, c)) for c in TABLES[name]})


#: The columns that are not integers.
_STRINGS = frozenset({"bot", "name"})
_BOOLEANS = frozenset({"drawn", "kept", "played", "won", "top"})


def _type(pa: Any, column: str) -> Any:
    """The Arrow type of a column (by name: every table names its columns alike)."""
    if column in _STRINGS:
        return pa.string()
    return pa.bool_() if column in _BOOLEANS else pa.int64()


def _named(name: str, columns: dict[str, list[Any]], cards: CardSet) -> dict[str, list[Any]]:
    """The columns of table ``name`` with the names of their cards added."""
    if name == "cards":
        birds = cards.birds
        return {**columns, "name": [birds[c].name for c in columns["card"]]}
    if name == "bonus":
        bonus = cards.bonus_cards
        return {**columns, "name": [bonus[c].name for c in columns["card"]]}
    if name == "goals":
        sides = cards.goal_sides
        return {
            **columns,
            "name": [sides[g].name if g < len(sides) else "" for g in columns["goal"]],
        }
    return columns
