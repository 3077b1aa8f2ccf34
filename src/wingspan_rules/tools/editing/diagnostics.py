"""What is wrong in a card file, on the exact span of the text each message is about
(the messages of ``wingspan check``)."""

from __future__ import annotations

import functools
import logging
import re

import attrs

from ...effects import BirdCard, BonusCard, GoalTile
from ...effects.catalog import CardSet
from ...engine.capabilities import card_set_problems
from ...language.compiler import (
    check_card_set,
    compile_broken,
    compile_file,
)
from ...language.errors import CardError, cap_errors
from ...language.loader import MAX_FILE_BYTES
from ...language.parser import parse_recovering
from .positions import LineIndex

#: The severities of a problem, as the editor shows them.
ERROR, WARNING, INFORMATION = "error", "warning", "information"

_log = logging.getLogger(__name__)


@attrs.frozen
class Problem:
    """One diagnostic: the offsets of the text it is about, its message and its severity
    (``"error"``, ``"warning"`` or ``"information"``)."""

    start: int
    end: int
    message: str
    severity: str = ERROR


@attrs.frozen
class Analysis:
    """What one check of a document found: its problems, and the cards that compiled."""

    problems: tuple[Problem, ...]
    birds: tuple[BirdCard, ...] = ()
    bonus_cards: tuple[BonusCard, ...] = ()
    goal_tiles: tuple[GoalTile, ...] = ()
    #: False when the document was too large to be read as a card file.
    readable: bool = True


_TOKEN = re.compile(r'"[^"\n]*"?|[A-Za-z][A-Za-z0-9_\'-]*|-?[0-9]+|[^\s]')


def _clean(text: str) -> str:
    """``text`` safe to send: a lone surrogate (which JSON cannot carry as UTF-8) replaced."""
    return text.encode("utf-8", "replace").decode("utf-8") if not _encodes(text) else text


def _encodes(text: str) -> bool:
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


def _span(text: str, index: LineIndex, line: int, column: int) -> tuple[int, int]:
    """The offsets of the token that starts at the parser's ``line`` and ``column``: a quoted
    name, a word, a number or one character; empty at the end of a line."""
    start = index.parser_offset(line, column)
    match = _TOKEN.match(text, start)
    if match is None or text[start] in "\r\n":
        return start, start
    return start, match.end()


def _line_span(text: str, index: LineIndex, line: int, column: int) -> tuple[int, int]:
    """The offsets from the parser's ``line`` and ``column`` to the end of that line's code
    (a card's header line, for a problem of the whole card)."""
    start = index.parser_offset(line, column)
    end = text.find("\n", start)
    code = text[start : len(text) if end < 0 else end]
    code = re.sub(r"\s*(#.*)?$", "", code) if '"' not in code else code.rstrip()
    return start, start + len(code)


def _message(error: CardError) -> str:
    return _clean(f"{error.message}\nhint: {error.hint}" if error.hint else error.message)


def _too_large(size: int) -> str:
    return (
        f"cannot read card file: the file is too large ({size} bytes); "
        f"the limit is {MAX_FILE_BYTES} bytes"
    )


@functools.lru_cache(maxsize=16)
def analyse(text: str, path: str = "<document>") -> Analysis:
    """Check a document as ``wingspan check`` checks a card file; never raises.

    Compile errors are errors (their hint on a second line); the cards the engine would not run
    are warnings. Duplicate names are checked within the document only, and a document without
    birds is not an error here (it is, for a whole card set, to ``wingspan check``).
    """
    size = len(text.encode("utf-8", "surrogatepass"))
    if size > MAX_FILE_BYTES:
        return Analysis((Problem(0, 0, _too_large(size)),), readable=False)
    try:
        return _analyse(text, path)
    except Exception as exc:  # a bug must not stop the server: report it in the document
        _log.exception("checking %s failed", path)
        return Analysis((Problem(0, 0, f"internal error while checking: {exc!r}"),))


def _analyse(text: str, path: str) -> Analysis:
    index = LineIndex(text)
    errors: list[CardError] = []
    omitted = 0
    birds: tuple[BirdCard, ...] = ()
    bonus_cards: tuple[BonusCard, ...] = ()
    goal_tiles: tuple[GoalTile, ...] = ()
    # As `wingspan check`: a card with a syntax error is left out and every other card is
    # still compiled, so its errors of meaning show and hover and completion know it.
    parsed = parse_recovering(text, path)
    errors += parsed.errors
    omitted += parsed.omitted
    compiled = compile_file(parsed.file)
    errors += compile_broken(parsed)  # the other lines of the cards with syntax errors
    birds, bonus_cards, goal_tiles = compiled.birds, compiled.bonus_cards, compiled.goal_tiles
    errors += compiled.errors
    omitted += compiled.omitted
    errors += check_card_set(birds, bonus_cards, goal_tiles)
    shown, omitted = cap_errors(errors, omitted)
    problems = [
        Problem(*_span(text, index, e.line, e.column), _message(e)) for e in shown if e.path == path
    ]
    if omitted and problems:
        last = problems[-1]
        more = f"... and {omitted} more error{'s' if omitted != 1 else ''} not shown"
        problems.append(Problem(last.start, last.end, more, INFORMATION))
    # As `wingspan check`: the cards that compiled are checked even when others did not.
    for problem in card_set_problems(CardSet(birds, bonus_cards, goal_tiles)):
        origin = problem.origin
        start, end = _line_span(text, index, origin.line, origin.column) if origin else (0, 0)
        message = _clean(f"{problem.name}: {problem.message}")
        problems.append(Problem(start, end, message, WARNING))
    return Analysis(tuple(problems), birds, bonus_cards, goal_tiles)
