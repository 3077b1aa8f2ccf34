"""Words the events narrate with: food counts, lists and counted things in English."""

from __future__ import annotations

from .enums import Food

__all__ = ["counted", "food_words", "listing"]


def food_words(counts: tuple[int, ...]) -> str:
    """Per-food counts in words: "1 seed, 2 fish" ("nothing" for none)."""
    words = [f"{n} {Food(f).label}" for f, n in enumerate(counts) if n and 0 <= f < len(Food)]
    return ", ".join(words) or "nothing"


def listing(items: list[str] | tuple[str, ...]) -> str:
    """``a``, ``a and b``, ``a, b and c``."""
    if len(items) <= 1:
        return "".join(items)
    return ", ".join(items[:-1]) + " and " + items[-1]


def counted(n: int, thing: str) -> str:
    """``n`` things in words: "1 egg", "2 eggs"."""
    return f"{n} {thing}" + ("" if n == 1 else "s")
