"""A card file's text before and after Lark: its comments, the stretches parsed one card at a
time, and what a parse of the whole file gives back (``parser.parse_recovering``).

Nothing here needs Lark; the parser (the only module that imports it) uses these.
"""

from __future__ import annotations

import re

import attrs

from . import ast
from .errors import CardError, source_lines

_STRING_OR_COMMENT = re.compile(r'"[^"\n]*"|#.*')


def extract_comments(text: str) -> tuple[ast.Comment, ...]:
    """Every ``#`` comment in ``text``, found outside quoted names.

    Lines are numbered as the parser numbers them (split at ``\n`` only), and a comment keeps
    every character but trailing spaces, tabs and the ``\r`` of a ``\r\n`` line ending.
    """
    comments: list[ast.Comment] = []
    for number, line in enumerate(source_lines(text), start=1):
        if "#" not in line:
            continue
        for match in _STRING_OR_COMMENT.finditer(line):
            if match.group().startswith("#"):
                trailing = bool(line[: match.start()].strip(" \t"))
                pos = ast.Pos(number, match.start() + 1)
                comments.append(ast.Comment(match.group().rstrip(" \t\r"), trailing, pos=pos))
    return tuple(comments)


#: The line that starts a card: ``bird "``, ``bonus "`` or ``goal tile``.
_ITEM_START = re.compile(r'^[ \t]*(?:bird[ \t]*"|bonus[ \t]*"|goal[ \t]+tile\b)', re.MULTILINE)


@attrs.frozen
class Chunk:
    """A stretch of a file parsed on its own: one card (from its header line to the line before
    the next header) or the text before the first card."""

    text: str
    first_line: int  # the file's line number of the chunk's first line
    next_header: str | None  # the line that follows the chunk, if it is a card's header


def chunks(text: str) -> list[Chunk]:
    """``text`` cut before every card's header line."""
    starts = [m.start() for m in _ITEM_START.finditer(text)]
    if not starts or starts[0] != 0:
        starts.insert(0, 0)
    chunks: list[Chunk] = []
    line = 1
    for i, start in enumerate(starts):
        end = starts[i + 1] if i + 1 < len(starts) else len(text)
        chunk = text[start:end]
        header = None
        if end < len(text):
            newline = text.find("\n", end)
            header = text[end : newline + 1 if newline >= 0 else len(text)]
        chunks.append(Chunk(chunk, line, header))
        line += chunk.count("\n")
    return chunks


#: The most syntax errors reported for one card: after the first, the card is parsed again
#: with the line at fault left out, to report the errors of its other lines too.
MAX_ERRORS_PER_CARD = 10


@attrs.frozen
class BrokenCard:
    """A card with syntax errors, parsed again with the lines at fault left out, so that the
    errors of meaning of its other lines can be reported too (``compiler.compile_broken``).

    ``items``: the card so read (it never plays); ``quiet``: the lines whose errors of meaning
    are not reported, since a line left out may cause them (the lines left out, the card's
    header and its power's header).
    """

    items: tuple[ast.Item, ...]
    quiet: frozenset[int]


@attrs.frozen
class ParsedFile:
    """A file parsed card by card: the cards that parsed, and the syntax errors of the others.

    ``errors`` are the first ``MAX_ERRORS_PER_FILE`` syntax errors (with their source lines):
    a broken card's first error, then those of its other lines (at most
    ``MAX_ERRORS_PER_CARD`` in all); ``omitted`` counts the broken cards beyond them.
    ``broken``: the broken cards read without their lines at fault, when that reads.
    """

    file: ast.CardFile
    errors: tuple[CardError, ...] = ()
    omitted: int = 0
    broken: tuple[BrokenCard, ...] = ()
