"""The one error type of the card language, and the report of all errors found in a run."""

from __future__ import annotations

from collections.abc import Iterable

import attrs

from ..errors import WingspanError


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
        parts = [f"{self.path}:{self.line}:{self.column}: {self.message}"]
        if self.source_line is not None:
            text = self.source_line.rstrip("\r\n").expandtabs(1)
            parts.append(f"    {text}")
            parts.append("    " + " " * max(self.column - 1, 0) + "^")
        if self.hint:
            parts.append(f"  hint: {self.hint}")
        return "\n".join(parts)


class CardErrors(WingspanError):
    """Every problem found while reading a set of card files, sorted by position."""

    def __init__(self, errors: Iterable[CardError]) -> None:
        unique = {(e.sort_key, e.hint): e for e in errors}
        self.errors: tuple[CardError, ...] = tuple(
            sorted(unique.values(), key=lambda e: e.sort_key)
        )
        super().__init__(self.report())

    def report(self) -> str:
        count = len(self.errors)
        noun = "error" if count == 1 else "errors"
        return "\n".join([*(str(e) for e in self.errors), f"{count} {noun}"])

    def __str__(self) -> str:
        return self.report()


def with_source(error: CardError, lines: list[str]) -> CardError:
    """The same error, carrying its source line (for the caret display)."""
    if 1 <= error.line <= len(lines):
        return attrs.evolve(error, source_line=lines[error.line - 1])
    return error
