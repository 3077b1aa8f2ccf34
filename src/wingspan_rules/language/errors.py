"""The one error type of the card language, and the report of all errors found in a run.

Reports are bounded, so that a hostile card file cannot flood the output: at most
``MAX_ERRORS_PER_FILE`` errors are shown per file and ``MAX_ERRORS_PER_RUN`` per run (the
others are counted), a source line is shown as an excerpt of at most ``MAX_EXCERPT_CHARS``
characters around the error, a message or hint is cut after ``MAX_MESSAGE_CHARS`` characters,
and characters that a terminal would not print as themselves are shown as ``\ufffd``.
"""

from __future__ import annotations

from collections.abc import Iterable

import attrs

from .._text import plural
from ..errors import WingspanError

#: Errors shown per file and per run; the others are only counted.
MAX_ERRORS_PER_FILE = 50
MAX_ERRORS_PER_RUN = 200
#: The longest excerpt of a source line shown under an error, and the longest message or hint.
MAX_EXCERPT_CHARS = 100
MAX_MESSAGE_CHARS = 500

_REPLACEMENT = "\ufffd"


def _printable(text: str) -> str:
    """``text`` with every character that is not printable (controls, line separators, escape
    sequences) replaced by U+FFFD, one for one, so a caret below it stays in place."""
    if text.isprintable():
        return text
    return "".join(c if c.isprintable() else _REPLACEMENT for c in text)


def _cut(text: str, limit: int = MAX_MESSAGE_CHARS) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "\u2026"


def shorten(word: str, limit: int = 60) -> str:
    """A word of a card file as quoted in a message: cut after ``limit`` characters."""
    return _cut(word, limit)


@attrs.frozen
class CardError(Exception):
    """One problem in a card file, with its position and, where it helps, a hint.

    ``str()`` gives ``path:line:column: message``, the offending source line with a caret under
    the spot, and the hint.
    """

    path: str
    line: int
    column: int
    message: str
    hint: str | None = None
    source_line: str | None = attrs.field(default=None, eq=False)

    @property
    def sort_key(self) -> tuple[str, int, int, str]:
        return (self.path, self.line, self.column, self.message)

    def __str__(self) -> str:
        where = f"{self.path}:{self.line}:{self.column}"
        parts = [_printable(f"{where}: {_cut(self.message)}")]
        if self.source_line is not None:
            text, caret = _excerpt(self.source_line.rstrip("\r\n").expandtabs(1), self.column)
            parts.append(f"    {_printable(text)}")
            parts.append("    " + " " * caret + "^")
        if self.hint:
            parts.append(_printable(f"  hint: {_cut(self.hint)}"))
        return "\n".join(parts)


def _excerpt(line: str, column: int) -> tuple[str, int]:
    """At most ``MAX_EXCERPT_CHARS`` characters of ``line`` around ``column``, and where the
    caret goes below them (0-based). A cut is marked with an ellipsis."""
    at = max(column - 1, 0)
    if len(line) <= MAX_EXCERPT_CHARS:
        return line, at
    width = MAX_EXCERPT_CHARS - 2  # room for an ellipsis on each side
    start = min(max(at - width // 2, 0), max(len(line) - width, 0))
    text = line[start : start + width]
    if start > 0:
        text, at = "\u2026" + text, at - start + 1
    if start + width < len(line):
        text += "\u2026"
    return text, at


def _key(error: CardError) -> tuple[tuple[str, int, int, str], str | None]:
    return (error.sort_key, error.hint)


def _unique_sorted(errors: Iterable[CardError]) -> list[CardError]:
    unique = {_key(e): e for e in errors}
    return sorted(unique.values(), key=lambda e: e.sort_key)


class CardErrors(WingspanError):
    """Every problem found while reading a set of card files, sorted by position.

    ``errors`` are the errors shown; ``omitted`` counts further errors that were found but are
    not listed (beyond ``MAX_ERRORS_PER_FILE`` in a file or ``MAX_ERRORS_PER_RUN`` in a run).
    """

    def __init__(self, errors: Iterable[CardError], omitted: int = 0) -> None:
        self.errors: tuple[CardError, ...] = tuple(_unique_sorted(errors))
        self.omitted = omitted
        super().__init__(self.report())

    @property
    def count(self) -> int:
        """How many errors were found: those shown and those omitted."""
        return len(self.errors) + self.omitted

    def report(self) -> str:
        lines = [str(e) for e in self.errors]
        if self.omitted:
            lines.append(
                f"... and {plural(self.omitted, 'more error')} not shown (at most "
                f"{MAX_ERRORS_PER_FILE} per file and {MAX_ERRORS_PER_RUN} per run are shown)"
            )
        lines.append(plural(self.count, "error"))
        return "\n".join(lines)

    def __str__(self) -> str:
        return self.report()


class ErrorList:
    """The errors of one file, keeping only the first ``limit`` by position and counting the
    others, so that a file with a million mistakes takes bounded memory."""

    def __init__(self, limit: int = MAX_ERRORS_PER_FILE) -> None:
        self.limit = limit
        self.omitted = 0
        self._errors: list[CardError] = []

    def append(self, error: CardError) -> None:
        self._errors.append(error)
        if len(self._errors) >= 4 * self.limit:
            self._compact()

    def extend(self, errors: Iterable[CardError], omitted: int = 0) -> None:
        for error in errors:
            self.append(error)
        self.omitted += omitted

    def _compact(self) -> None:
        kept = _unique_sorted(self._errors)
        self.omitted += max(len(kept) - self.limit, 0)
        self._errors = kept[: self.limit]

    @property
    def errors(self) -> tuple[CardError, ...]:
        """The first errors by position (at most ``limit``), sorted."""
        self._compact()
        return tuple(self._errors)

    def __len__(self) -> int:
        return len(self._errors) + self.omitted

    def __bool__(self) -> bool:
        return bool(self._errors) or bool(self.omitted)


def cap_errors(
    errors: Iterable[CardError],
    omitted: int = 0,
    per_file: int = MAX_ERRORS_PER_FILE,
    per_run: int = MAX_ERRORS_PER_RUN,
) -> tuple[tuple[CardError, ...], int]:
    """The errors to show (at most ``per_file`` per file and ``per_run`` in all, the first by
    position) and how many more there are (``omitted`` plus those left out here)."""
    by_file: dict[str, list[CardError]] = {}
    for error in _unique_sorted(errors):
        by_file.setdefault(error.path, []).append(error)
    shown: list[CardError] = []
    for path in sorted(by_file):
        found = by_file[path]
        shown += found[:per_file]
        omitted += max(len(found) - per_file, 0)
    omitted += max(len(shown) - per_run, 0)
    return tuple(shown[:per_run]), omitted


def source_lines(text: str) -> list[str]:
    """The lines of ``text`` as the parser numbers them: split at ``\\n`` only (a ``\\r`` before
    it is part of the line ending), never at the other characters ``str.splitlines`` breaks at."""
    return text.split("\n")


def with_source(error: CardError, lines: list[str]) -> CardError:
    """The same error, carrying its source line (for the caret display)."""
    if 1 <= error.line <= len(lines):
        return attrs.evolve(error, source_line=lines[error.line - 1])
    return error


class Invalid(Exception):
    """Raised inside the compiler after an error was recorded, to abandon one construct."""
