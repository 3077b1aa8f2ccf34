"""``wingspan check``: compile card files and report everything the engine would not run.

It sits above both layers: the card language compiles the files and reports their errors, and
the engine's capabilities (``engine/capabilities.py``) say which compiled cards it would not
execute. The language package itself never imports the engine.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from pathlib import Path

import attrs

from ..effects.cards import BirdCard, BonusCard, GoalTile
from ..effects.catalog import CardSet
from ..effects.hooks import REGISTERED, Expansion
from ..effects.hummingbird_cards import HummingbirdCard
from ..engine.capabilities import CardProblem, card_set_problems
from ..errors import ConfigError
from ..language.errors import CardErrors, plural
from ..language.loader import (
    bundled_cards_dir,
    bundled_sets,
    card_files,
    compile_beside,
    compile_collecting,
    load_cards,
    playable_birds,
)

OK, FAILED = 0, 1


def check(
    paths: Iterable[str | Path] | None = None,
    *,
    cards: Iterable[str | Path] | None = None,
    sets: Iterable[str] = ("core",),
    only_sets: Iterable[str] | None = None,
) -> int:
    """Compile the cards (default: the bundled ones) and print every error and every problem.

    ``paths`` are checked alone, as a whole card set. ``cards`` are an author's files checked
    beside the bundled ``sets``, as a game would deal them: a card named like a bundled card
    or declaring a bundled set is an error, and the summary counts the author's cards.

    Prints the compile errors, then one line per problem of a card the engine would not run
    (``path:line:column: name: message``), then the expansion packages the cards need (if any), then a
    summary. Returns 1 if there is any error or any such card, else 0.

    ``only_sets`` (with neither ``paths`` nor ``cards``): check the bundled files of these sets
    only (``wingspan check --sets core,asia``); an unknown name is an error.
    """
    given = list(paths or []) or None
    author = list(cards or [])
    beside = None
    dealt: tuple[str, ...] | None = None  # the sets a game deals the bundled files with
    if only_sets is not None and not given and not author:
        dealt = tuple(only_sets)
        given = list[str | Path](_bundled_files_of(dealt)) or None
    if author and not given:
        beside = tuple(sets)
        result = compile_beside(author, load_cards(sets=beside)).compilation
    else:
        result = compile_collecting(card_files(given))
    if result.errors or result.omitted:
        print(CardErrors(result.errors, result.omitted).report())
    birds = result.birds
    if dealt is not None:
        # A game of these sets leaves out a bird naming a food none of them brings (a promo
        # bird naming nectar, without Oceania): so does the check, saying so.
        birds = playable_birds(result.birds, dealt)
        left_out = [b.name for b in result.birds if b not in birds]
        if left_out:
            print(
                f"left out of a game of {', '.join(dealt)} (a food no set of it brings): "
                + ", ".join(left_out)
            )
    # Cards that compiled are checked even when others did not: every problem in one run.
    problems = card_set_problems(CardSet(birds, result.bonus_cards, result.goal_tiles))
    for problem in sorted(problems, key=_position):
        print(problem)
    compiled = CardSet(birds, result.bonus_cards, result.goal_tiles, result.hummingbirds)
    needed = needed_packages(compiled)
    if needed:  # cards of the base game alone need no package: nothing to say
        print("packages needed: " + ", ".join(f"{e.name} ({', '.join(w)})" for e, w in needed))
    for expansion, _why in needed:
        for line in unconfirmed_lines(expansion):
            print(line)
    cannot_run = len({(p.kind, p.name, p.origin) for p in problems})
    powers = sum(bird.power is not None for bird in birds)
    summary = ", ".join(
        [
            plural(len(birds), "bird"),
            plural(len(result.bonus_cards), "bonus card"),
            plural(len(result.goal_tiles), "goal tile"),
            *([plural(len(result.hummingbirds), "hummingbird")] if result.hummingbirds else []),
            plural(powers, "power"),
            plural(result.error_count, "error"),
            plural(cannot_run, "card") + " the engine cannot run",
        ]
    )
    if beside is not None:
        summary += f" (beside the bundled {_sets_named(beside)})"
    print(summary)
    return FAILED if result.error_count or problems else OK


def unconfirmed_lines(expansion: Expansion) -> list[str]:
    """One line per rule of ``expansion`` that rests on an unconfirmed reading (its
    ``Expansion.unconfirmed``): the fact's number, the option that sets it and its suggested
    default, and what rests on it."""
    if not expansion.unconfirmed or expansion.options is None:
        return []
    defaults = expansion.options()
    return [
        f"unconfirmed {number} ({expansion.name}): {what}: reads {option}="
        f"{getattr(defaults, option)!r} (an option of {expansion.options.__name__})"
        for number, option, what in expansion.unconfirmed
    ]


def _bundled_files_of(sets: tuple[str, ...]) -> list[Path]:
    """The bundled card files of ``sets`` (each set is a folder of the bundled cards)."""
    known = bundled_sets()
    unknown = [name for name in sets if name not in known]
    if unknown:
        raise ConfigError(
            f"no bundled card set named {unknown[0]!r} (the library ships: {', '.join(known)})"
        )
    return card_files([bundled_cards_dir() / name for name in sets])


def needed_packages(cards: CardSet) -> list[tuple[Expansion, tuple[str, ...]]]:
    """The expansion packages a game with ``cards`` needs, each with why: the card sets of its
    that the cards declare, and the phrases of its vocabulary they use (``phrase MODULE``)."""
    every: tuple[BirdCard | BonusCard | GoalTile | HummingbirdCard, ...] = (
        *cards.birds,
        *cards.bonus_cards,
        *cards.goal_tiles,
        *cards.hummingbirds,
    )
    declared = {card.set for card in every}
    modules = {type(node).__module__ for node in _parts(cards)}
    by_set = [e for e in REGISTERED if any(name in declared for name in e.sets)]
    # A phrase module several packages declare is provided by one the cards need anyway.
    provided = {m.__name__ for e in by_set for m in e.modules}
    needed = []
    for expansion in REGISTERED:
        if expansion in by_set:
            why = tuple(f"set {name}" for name in expansion.sets if name in declared)
        else:
            used = sorted(modules & {m.__name__ for m in expansion.modules} - provided)
            if not used:
                continue
            provided.update(used)
            why = (f"its phrases: {', '.join(m.rsplit('.', 1)[-1] for m in used)}",)
        needed.append((expansion, why))
    return needed


def _parts(value: object, limit: int = 1_000_000) -> Iterator[object]:
    """Every attrs instance reachable from ``value`` through fields, tuples, lists and
    frozensets (each object once; at most ``limit`` of them)."""
    seen: set[int] = set()
    stack = [value]
    while stack and len(seen) < limit:
        item = stack.pop()
        if id(item) in seen:
            continue
        seen.add(id(item))
        kind = type(item)
        if attrs.has(kind):
            yield item
            stack.extend(getattr(item, f.name) for f in attrs.fields(kind))
        elif isinstance(item, (tuple, list, frozenset, set)):
            stack.extend(item)


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
