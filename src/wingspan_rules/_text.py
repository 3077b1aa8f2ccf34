"""Small helpers for the text of messages and reports."""

from __future__ import annotations


def plural(n: int, noun: str, many: str | None = None) -> str:
    """``n`` and ``noun``, agreeing: "1 error", "2 errors", "0 errors", "1 bonus card";
    ``many`` is the plural when it is not ``noun + "s"`` ("1 die", "2 dice")."""
    return f"{n} {noun}" if n == 1 else f"{n} {many if many is not None else noun + 's'}"
