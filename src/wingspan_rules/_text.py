"""Small helpers for the text of messages and reports."""

from __future__ import annotations

from collections.abc import Iterable


def plural(n: int, noun: str, many: str | None = None) -> str:
    """``n`` and ``noun``, agreeing: "1 error", "2 errors", "0 errors", "1 bonus card";
    ``many`` is the plural when it is not ``noun + "s"`` ("1 die", "2 dice")."""
    return f"{n} {noun}" if n == 1 else f"{n} {many if many is not None else noun + 's'}"


def top_cards(n: int) -> str:
    """The first ``n`` cards of a pile: "the top card", "the top 3 cards"."""
    return "the top card" if n == 1 else f"the top {n} cards"


def either(words: Iterable[str]) -> str:
    """Words joined as a choice: "bowl", "bowl or ground", "bowl, cavity or ground"."""
    words = list(words)
    return words[0] if len(words) == 1 else ", ".join(words[:-1]) + " or " + words[-1]


#: The longest name a card (a bird, its scientific name, a bonus card, a goal side) may have: a
#: record line and every report must hold it (the longest printed name has 31 characters).
MAX_NAME_LENGTH = 100


def name_problem(name: str) -> str | None:
    """Why ``name`` cannot be a card's name, if it cannot: one rule for names everywhere.

    A name is what records, reports and terminals print, so it is one line of plain text:
    no ``#`` (a record's comment sign), no control character (ANSI escapes, tabs, carriage
    returns, form feeds), no line or paragraph separator, no invisible formatting character
    (bidirectional overrides, zero-width joiners), no space at either end nor two in a row
    (so no two names differ by spacing alone), and at most ``MAX_NAME_LENGTH`` characters.
    """
    import unicodedata

    if not name.strip():
        return "it is empty"
    if len(name) > MAX_NAME_LENGTH:
        return f"it is longer than {MAX_NAME_LENGTH} characters"
    if "#" in name:
        return "it holds '#', which starts a comment in records"
    for char in name:
        if unicodedata.category(char) in ("Cc", "Cf", "Zl", "Zp", "Cs", "Co", "Cn"):
            return f"it holds the invisible or control character U+{ord(char):04X}"
    if name != name.strip(" ") or "  " in name:
        return "it has a space at an end or two spaces in a row"
    if any(char.isspace() and char != " " for char in name):
        return "it holds a space other than a plain space"
    return None
