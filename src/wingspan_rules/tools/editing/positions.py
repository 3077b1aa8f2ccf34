"""Line and character positions in a document's text, as an editor counts them."""

from __future__ import annotations

import bisect
import re


class LineIndex:
    """Converts between character offsets into a text, the parser's (line, column) positions
    and the editor's (line, character) positions.

    The parser numbers lines split at ``\\n`` only and columns in characters, from 1. The
    protocol numbers lines from 0, split at ``\\n``, ``\\r\\n`` and a lone ``\\r``, and counts
    characters in the units of the negotiated encoding (UTF-16 unless the editor offers
    another), so a character outside the Basic Multilingual Plane counts 2 in UTF-16.
    """

    _BREAK = re.compile(r"\r\n|\r|\n")

    def __init__(self, text: str, encoding: str = "utf-16") -> None:
        self.text = text
        self.encoding = encoding
        self._parser_starts = [0] + [m.end() for m in re.finditer("\n", text)]
        self._starts = [0] + [m.end() for m in self._BREAK.finditer(text)]

    def parser_offset(self, line: int, column: int) -> int:
        """The offset of the parser's 1-based ``line`` and ``column``, clamped to its line."""
        line = min(max(line, 1), len(self._parser_starts))
        start = self._parser_starts[line - 1]
        end = self._parser_starts[line] - 1 if line < len(self._parser_starts) else len(self.text)
        return min(start + max(column - 1, 0), end)

    def position(self, offset: int) -> tuple[int, int]:
        """The editor's 0-based (line, character) of ``offset``."""
        offset = min(max(offset, 0), len(self.text))
        line = bisect.bisect_right(self._starts, offset) - 1
        start = self._starts[line]
        if (
            offset > start
            and self.text[offset - 1] == "\r"
            and self.text[offset : offset + 1] == "\n"
        ):
            offset -= 1  # between \r and \n: the end of the line
        return line, self._units(self.text[start:offset])

    def offset(self, line: int, character: int) -> int:
        """The offset of the editor's 0-based ``line`` and ``character`` (clamped to the text)."""
        if line < 0:
            return 0
        if line >= len(self._starts):
            return len(self.text)
        start = self._starts[line]
        end = self._starts[line + 1] if line + 1 < len(self._starts) else len(self.text)
        content = self.text[start:end].rstrip("\r\n")
        units = 0
        for i, char in enumerate(content):
            if units >= character:
                return start + i
            units += self._units(char)
        return start + len(content)

    def _units(self, text: str) -> int:
        if self.encoding == "utf-8":
            return len(text.encode("utf-8", "surrogatepass"))
        if self.encoding == "utf-32":
            return len(text)
        return len(text.encode("utf-16-le", "surrogatepass")) // 2


def token_at(text: str, offset: int) -> tuple[int, int, str] | None:
    """The quoted name or word under ``offset`` (or just before it): start, end and text."""
    line_start = text.rfind("\n", 0, offset) + 1
    line_end = text.find("\n", offset)
    line_end = len(text) if line_end < 0 else line_end
    line = text[line_start:line_end]
    at = offset - line_start
    for match in re.finditer(r'"[^"\n]*"|#.*|[A-Za-z][A-Za-z0-9_\'-]*', line):
        if match.group().startswith("#"):  # a comment: nothing of the language
            return None
        if match.start() <= at <= match.end():
            return line_start + match.start(), line_start + match.end(), match.group()
    return None


def in_comment(line: str) -> bool:
    """Whether the end of ``line`` (the text before the cursor) is inside a comment."""
    return "#" in re.sub(r'"[^"\n]*"', "", line)
