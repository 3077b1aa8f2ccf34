"""``wingspan check``: compile card files and report everything the engine would not run.

It sits above both layers: the card language compiles the files and reports their errors, and
the engine's capabilities (``engine/capabilities.py``) say which compiled cards it would not
execute. The language package itself never imports the engine.
"""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path

from ..effects.catalog import CardSet
from ..engine.capabilities import CardProblem, card_set_problems
from ..language.errors import CardErrors, plural
from ..language.loader import card_files, compile_beside, compile_collecting, load_cards

OK, FAILED = 0, 1


def check(
    paths: Iterable[str | Path] | None = None,
    *,
    cards: Iterable[str | Path] | None = None,
    sets: Iterable[str] = ("core",),
) -> int:
    """Compile the cards (default: the bundled ones) and print every error and every problem.

    ``paths`` are checked alone, as a whole card set. ``cards`` are an author's files checked
    beside the bundled ``sets``, as a game would deal them: a card named like a bundled card
    or declaring a bundled set is an error, and the summary counts the author's cards.

    Prints the compile errors, then one line per problem of a card the engine would not run
    (``path:line:column: name: message``), then a summary. Returns 1 if there is any error or
    any such card, else 0.
    """
    given = list(paths or []) or None
    author = list(cards or [])
    beside = None
    if author and not given:
        beside = tuple(sets)
        result = compile_beside(author, load_cards(sets=beside)).compilation
    else:
        result = compile_collecting(card_files(given))
    if result.errors or result.omitted:
        print(CardErrors(result.errors, result.omitted).report())
    # Cards that compiled are checked even when others did not: every problem in one run.
    problems = card_set_problems(CardSet(result.birds, result.bonus_cards, result.goal_tiles))
    for problem in sorted(problems, key=_position):
        print(problem)
    cannot_run = len({(p.kind, p.name, p.origin) for p in problems})
    powers = sum(bird.power is not None for bird in result.birds)
    summary = ", ".join(
        [
            plural(len(result.birds), "bird"),
            plural(len(result.bonus_cards), "bonus card"),
            plural(len(result.goal_tiles), "goal tile"),
            plural(powers, "power"),
            plural(result.error_count, "error"),
            plural(cannot_run, "card") + " the engine cannot run",
        ]
    )
    if beside is not None:
        summary += f" (beside the bundled {_sets_named(beside)})"
    print(summary)
    return FAILED if result.error_count or problems else OK


def _sets_named(sets: tuple[str, ...]) -> str:
    """ "set core", "sets core and european"."""
    if not sets:
        return "sets: none"
    if len(sets) == 1:
        return f"set {sets[0]}"
    return f"sets {', '.join(sets[:-1])} and {sets[-1]}"


def _position(problem: CardProblem) -> tuple:
    origin = problem.origin
    if origin is None:
        return (1, "", 0, 0)
    return (0, origin.path, origin.line, origin.column)
