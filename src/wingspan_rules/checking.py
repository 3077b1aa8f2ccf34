"""``wingspan check``: compile card files and report everything the engine would not run.

It sits above both layers: the card language compiles the files and reports their errors, and
the engine's capabilities (``engine/capabilities.py``) say which compiled cards it would not
execute. The language package itself never imports the engine.
"""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path

from .catalog import CardSet
from .engine.capabilities import CardProblem, card_set_problems
from .language.errors import CardErrors
from .language.loader import card_files, compile_collecting

OK, FAILED = 0, 1


def check(paths: Iterable[str | Path] | None = None) -> int:
    """Compile the cards (default: the bundled ones) and print every error and every problem.

    Prints the compile errors, then one line per problem of a card the engine would not run
    (``path:line:column: name: message``), then a summary. Returns 1 if there is any error or
    any such card, else 0.
    """
    paths = list(paths or []) or None
    result = compile_collecting(card_files(paths))
    if result.errors or result.omitted:
        print(CardErrors(result.errors, result.omitted).report())
    # Cards that compiled are checked even when others did not: every problem in one run.
    problems = card_set_problems(CardSet(result.birds, result.bonus_cards, result.goal_tiles))
    for problem in sorted(problems, key=_position):
        print(problem)
    cannot_run = len({(p.kind, p.name, p.origin) for p in problems})
    powers = sum(bird.power is not None for bird in result.birds)
    print(
        ", ".join(
            [
                _count(len(result.birds), "bird"),
                _count(len(result.bonus_cards), "bonus card"),
                _count(len(result.goal_tiles), "goal tile"),
                _count(powers, "power"),
                _count(result.error_count, "error"),
                _count(cannot_run, "card") + " the engine cannot run",
            ]
        )
    )
    return FAILED if result.error_count or problems else OK


def _position(problem: CardProblem) -> tuple:
    origin = problem.origin
    if origin is None:
        return (1, "", 0, 0)
    return (0, origin.path, origin.line, origin.column)


def _count(n: int, noun: str) -> str:
    return f"{n} {noun}" if n == 1 else f"{n} {noun}s"
