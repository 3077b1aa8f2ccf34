"""Going to a card's definition, the quick fixes the hints name, and completion."""

from __future__ import annotations

import logging
import re
from collections.abc import Sequence
from typing import Any

import attrs

from ...effects.cards import declared_facts
from ...effects.catalog import CardSet
from ...language.loader import MAX_FILE_BYTES
from ...language.words import (
    BEAK_WORDS,
)
from .cards import bundled_card_sets, goal_sides
from .diagnostics import ERROR, Analysis, analyse
from .formatting import Edit
from .positions import in_comment, token_at
from .words import WORDS, _fact_values, _food_words, _habitat_words, _nest_words, keywords

_log = logging.getLogger(__name__)


@attrs.frozen
class Definition:
    """Where a card is written: its file, and the parser's 1-based line and column of its
    header (in ``path``, which is the document's own path for a card of the document)."""

    path: str
    line: int
    column: int


def definition(text: str, offset: int, path: str = "<document>") -> Definition | None:
    """Where the card named by the quoted name at ``offset`` is written: a bird, bonus card or
    goal side of the document itself first, then of the bundled card sets."""
    token = token_at(text, offset)
    if token is None or not token[2].startswith('"'):
        return None
    wanted = token[2].strip('"').casefold()
    own = re.compile(r'^[ \t]*(?:bird|bonus|side)[ \t]+"([^"\n]*)"', re.M)
    for match in own.finditer(text):
        if match.group(1).casefold() == wanted:
            line = text.count("\n", 0, match.start()) + 1
            column = match.start() - (text.rfind("\n", 0, match.start()) + 1) + 1
            return Definition(path, line, column)
    for found in bundled_card_sets():
        cards: list[Any] = [*found.birds, *found.bonus_cards]
        for card in cards:
            if card.name.casefold() == wanted and card.origin is not None:
                return Definition(card.origin.path, card.origin.line, card.origin.column)
        for tile in found.goal_tiles:
            if any(side.name.casefold() == wanted for side in tile.sides) and tile.origin:
                return Definition(tile.origin.path, tile.origin.line, tile.origin.column)
    return None


@attrs.frozen
class CodeAction:
    """A quick fix: its title, and the edit that makes it."""

    title: str
    edit: Edit


#: The hints that name the one word to write instead of the word an error is about.
_REPLACEMENT = re.compile(
    r"did you mean '([^']+)'\?|write the whole word: '([^']+)'|write the singular: '([^']+)'"
)


#: The hints that give the whole line to write instead (a condition or a "for each" put
#: first, a block of players, a "for each" in the singular).
_REWRITE = re.compile(
    r"(?:goes first, ending with ':'|a block of players is written|in the singular):? '(.+)'"
    r"(?: \(|$)"
)


#: The hint of a word to drop (an article the language does not write).
_DROP = re.compile(r"^drop '([^']+)'")


def code_actions(text: str, start: int, end: int, path: str = "<document>") -> list[CodeAction]:
    """The quick fixes for the problems on the lines from ``start`` to ``end``: the
    word a "did you mean" hint names written in place of the unknown one, an article the
    language does not write dropped."""
    if len(text.encode("utf-8", "surrogatepass")) > MAX_FILE_BYTES:
        return []
    # the whole lines of the range: an editor asks at the cursor, anywhere on the line
    start = text.rfind("\n", 0, max(start, 0)) + 1
    end = len(text) if text.find("\n", end) < 0 else text.find("\n", end)
    actions: list[CodeAction] = []
    for problem in analyse(text, path).problems:
        if problem.severity != ERROR or problem.end < start or problem.start > end:
            continue
        if problem.start == problem.end:
            continue
        old = text[problem.start : problem.end]
        _, _, hint = problem.message.partition("\nhint: ")
        replacement = _REPLACEMENT.search(hint)
        rewrite = _REWRITE.search(hint)
        if rewrite is not None:
            line_start = text.rfind("\n", 0, problem.start) + 1
            line_end = text.find("\n", problem.start)
            line = text[line_start : len(text) if line_end < 0 else line_end]
            code = re.match(r"[ \t]*([^#]*?)[ \t]*(?:#.*)?\r?$", line)
            if code is not None and code.group(1):
                edit = Edit(line_start + code.start(1), line_start + code.end(1), rewrite.group(1))
                actions.append(CodeAction(f"Write '{rewrite.group(1)}'", edit))
        if replacement is not None:
            word = replacement.group(1) or replacement.group(2) or replacement.group(3)
            edit = Edit(problem.start, problem.end, word)
            actions.append(CodeAction(f"Replace '{old}' with '{word}'", edit))
        dropped = _DROP.match(hint)
        if dropped is not None and dropped.group(1) == old:
            after = problem.end + (1 if text[problem.end : problem.end + 1] == " " else 0)
            actions.append(CodeAction(f"Drop '{old}'", Edit(problem.start, after, "")))
    return actions


@attrs.frozen
class Completion:
    """One completion: the text to insert, its kind (``"keyword"``, ``"food"``, ``"habitat"``,
    ``"nest"``, ``"value"``, ``"bird"``, ``"bonus"`` or ``"goal"``) and a short detail. It
    replaces the text from ``start`` to the cursor."""

    label: str
    kind: str
    detail: str
    start: int


#: The words that may follow the first word of a fact line, by that word.
_LINE_VALUES: dict[str, tuple[str, Any]] = {
    "food": ("food", lambda: [*_food_words(), "wild", "free"]),
    "habitat": ("habitat", _habitat_words),
    "nest": ("nest", _nest_words),
    "beak": ("value", lambda: list(BEAK_WORDS)),
}


def _longer_fact_words(typed: str) -> list[str]:
    """The words of the declared card-fact line of more than one word that ``typed`` is
    (``automa prefers``: ``lowest``, ``highest``), or none."""
    for card in ("bird", "bonus"):
        for fact in declared_facts(card):
            if " " in fact.line and fact.line == typed:
                return [w for w, _ in fact.words]
    return []


def complete(text: str, offset: int, path: str = "<document>") -> list[Completion]:
    """The completions at ``offset``: card names inside a quoted name, the values a fact line
    takes after its first word (``food``, ``habitat``, ``nest``, ``beak``...), and otherwise
    every keyword, food, habitat and nest word."""
    offset = min(max(offset, 0), len(text))
    line_start = text.rfind("\n", 0, offset) + 1
    before = text[line_start:offset]
    if in_comment(before):
        return []
    if before.count('"') % 2 == 1:  # inside a quoted name
        start = line_start + before.rfind('"') + 1
        return _card_names(text, path, before.lstrip(), start)
    word = re.search(r"[A-Za-z0-9_'-]*$", before)
    start = offset - (len(word.group()) if word else 0)
    words = before.split()
    first = words[0] if words else ""
    typed = words if before.endswith((" ", "\t")) else words[:-1]
    longer = _longer_fact_words(" ".join(typed))
    if longer:  # the words of a longer fact line typed whole ("automa prefers")
        return [Completion(v, "value", f"{' '.join(typed)} value", start) for v in longer]
    line_values = {**_fact_values(), **_LINE_VALUES}
    if first in line_values and (len(words) > 1 or before.endswith((" ", "\t"))):
        kind, values = line_values[first]
        return [Completion(v, kind, f"{first} value", start) for v in values()]
    found: dict[str, Completion] = {}
    for kind, values in (
        ("food", _food_words()),
        ("habitat", _habitat_words()),
        ("nest", _nest_words()),
        ("keyword", keywords()),
    ):
        for value in values:
            found.setdefault(value, Completion(value, kind, WORDS.get(value, kind), start))
    found.setdefault("wild", Completion("wild", "food", WORDS["wild"], start))
    return list(found.values())


def _card_names(text: str, path: str, line: str, start: int) -> list[Completion]:
    if line.startswith("bonus"):
        kind = "bonus"
    elif line.startswith("side"):
        kind = "goal"
    else:
        kind = "bird"
    sources: list[CardSet | Analysis] = [*bundled_card_sets()]
    if len(text) <= MAX_FILE_BYTES:
        sources.insert(0, analyse(text, path))
    names: dict[str, str] = {}
    for source in sources:
        where = "this document" if isinstance(source, Analysis) else "bundled cards"
        cards: Sequence[Any] = {
            "bird": source.birds,
            "bonus": source.bonus_cards,
            "goal": goal_sides(source.goal_tiles),
        }[kind]
        for card in cards:
            names.setdefault(card.name, where)
    return [Completion(name, kind, where, start) for name, where in names.items()]
