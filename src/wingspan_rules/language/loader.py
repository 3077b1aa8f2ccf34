"""Reading card files: ``compile_files`` and ``load_cards``."""

from __future__ import annotations

import functools
from collections.abc import Iterable
from pathlib import Path

import attrs

from ..catalog import CardSet
from ..effects import BirdCard, BonusCard, GoalTile
from ._paths import bundled_cards_dir
from .compiler import check_card_set, compile_file
from .errors import CardError, CardErrors, with_source
from .parser import parse_text

CARD_FILE_SUFFIX = ".wsp"


def card_files(paths: Iterable[str | Path] | None = None) -> list[Path]:
    """The card files named by ``paths`` (directories are searched for ``*.wsp``), sorted.

    With no paths: every card file bundled with the library.
    """
    if paths is None:
        paths = [bundled_cards_dir()]
    files: list[Path] = []
    for path in map(Path, paths):
        if path.is_dir():
            files.extend(sorted(path.rglob(f"*{CARD_FILE_SUFFIX}")))
        else:
            files.append(path)
    return files


@attrs.frozen
class Compilation:
    """Everything compiled from a set of files, and every error found (already sorted)."""

    birds: tuple[BirdCard, ...]
    bonus_cards: tuple[BonusCard, ...]
    goal_tiles: tuple[GoalTile, ...]
    errors: tuple[CardError, ...]

    def card_set(self) -> CardSet:
        """The ``CardSet``; raises ``CardErrors`` if there was any error."""
        if self.errors:
            raise CardErrors(self.errors)
        return CardSet(self.birds, self.bonus_cards, self.goal_tiles)


def compile_collecting(paths: Iterable[str | Path]) -> Compilation:
    """Compile every card that can be compiled, and collect every error (never raises)."""
    files = card_files(paths)
    birds: list[BirdCard] = []
    bonus_cards: list[BonusCard] = []
    goal_tiles: list[GoalTile] = []
    errors: list[CardError] = []
    sources: dict[str, list[str]] = {}
    for file in files:
        path = str(file)
        try:
            text = file.read_text(encoding="utf-8")
        except (OSError, UnicodeDecodeError) as exc:
            errors.append(CardError(path, 1, 1, f"cannot read card file: {exc}"))
            continue
        sources[path] = text.splitlines()
        try:
            compiled = compile_file(parse_text(text, path))
        except CardErrors as exc:
            errors.extend(exc.errors)
            continue
        birds += compiled.birds
        bonus_cards += compiled.bonus_cards
        goal_tiles += compiled.goal_tiles
        errors += compiled.errors
    errors += check_card_set(birds, bonus_cards, goal_tiles)
    if not birds and not errors:
        where = str(files[0]) if files else "<no card files>"
        errors.append(CardError(where, 1, 1, "the card set has no bird cards"))
    errors = [with_source(e, sources.get(e.path, [])) for e in errors]
    sorted_errors = CardErrors(errors).errors if errors else ()
    return Compilation(tuple(birds), tuple(bonus_cards), tuple(goal_tiles), sorted_errors)


def compile_files(paths: Iterable[str | Path]) -> CardSet:
    """Parse and compile card files (or directories of them) into one ``CardSet``.

    Every problem in every file is collected; if there is any, ``CardErrors`` is raised with
    all of them, sorted by file and position.
    """
    return compile_collecting(paths).card_set()


@functools.cache
def _bundled_cards() -> CardSet:
    return compile_files(card_files())


def load_cards(paths: Iterable[str | Path] | None = None) -> CardSet:
    """The card set in ``paths``; by default the bundled cards (compiled once per process)."""
    if paths is None:
        return _bundled_cards()
    return compile_files(paths)
