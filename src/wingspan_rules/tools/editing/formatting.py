"""Formatting as the smallest line edits to reach ``wingspan fmt``'s canonical text."""

from __future__ import annotations

import difflib
import logging
import re

import attrs

from ...language import ast
from ...language.errors import CardErrors
from ...language.formatter import format_file, format_item
from ...language.loader import MAX_FILE_BYTES
from ...language.parser import parse_text

_log = logging.getLogger(__name__)


@attrs.frozen
class Edit:
    """Replace the text between two offsets by ``text``."""

    start: int
    end: int
    text: str


def format_edits(text: str, path: str = "<document>") -> list[Edit] | None:
    """The edits that turn ``text`` into its canonical form (``wingspan fmt``), line by line;
    None if it cannot be formatted (it does not parse, or is too large).

    Nothing is lost: the edits are refused unless the formatted text parses to the same cards
    and keeps every comment. A document whose lines all end in ``\\r\\n`` keeps them.
    """
    if len(text.encode("utf-8", "surrogatepass")) > MAX_FILE_BYTES:
        return None
    try:
        original = parse_text(text, path)
        formatted = format_file(original)
        if not _same_meaning(original, parse_text(formatted, path)):
            _log.error("formatting %s would change it: refused", path)
            return None
    except CardErrors:
        return None
    except Exception:
        _log.exception("formatting %s failed", path)
        return None
    newlines = text.count("\n")
    if newlines and text.count("\r\n") == newlines:
        formatted = formatted.replace("\n", "\r\n")
    return _line_edits(text, formatted)


def _same_meaning(before: ast.CardFile, after: ast.CardFile) -> bool:
    """Whether two parsed files hold the same cards (in canonical text) and the same comments."""
    cards = [format_item(item) for item in before.items]
    comments = sorted(c.text.rstrip() for c in before.comments)
    return cards == [format_item(item) for item in after.items] and comments == sorted(
        c.text.rstrip() for c in after.comments
    )


def _lines(text: str) -> list[str]:
    return re.findall(r"[^\n]*\n|[^\n]+$", text)


def _line_edits(old: str, new: str) -> list[Edit]:
    old_lines, new_lines = _lines(old), _lines(new)
    starts = [0]
    for line in old_lines:
        starts.append(starts[-1] + len(line))
    matcher = difflib.SequenceMatcher(None, old_lines, new_lines, autojunk=False)
    return [
        Edit(starts[i1], starts[i2], "".join(new_lines[j1:j2]))
        for tag, i1, i2, j1, j2 in matcher.get_opcodes()
        if tag != "equal"
    ]
