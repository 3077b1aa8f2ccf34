"""Small helpers for the text of messages and reports."""

from __future__ import annotations

from collections.abc import Iterable


def plural(n: int, noun: str, many: str | None = None) -> str:
    """``n`` and ``noun``, agreeing: "1 error", "2 errors", "0 errors", "1 bonus card";
    ``many`` is the plural when it is not ``noun + "s"`` ("1 die", "2 dice")."""
    return f"{n} {noun}" if n == 1 else f"{n} {many if many is not None else noun + 's'}"


def either(words: Iterable[str]) -> str:
    """Words joined as a choice: "bowl", "bowl or ground", "bowl, cavity or ground"."""
    words = list(words)
    return words[0] if len(words) == 1 else ", ".join(words[:-1]) + " or " + words[-1]
