"""The card-language commands of the ``wingspan`` CLI: fmt, explain and cards --json.

Each function prints to stdout and returns the process exit code, so ``cli.py`` only wires
arguments to them: ``commands.fmt(paths, check=True)``, ``commands.explain("Mallard")``,
``commands.cards_json()``. ``wingspan check`` also asks the engine what it runs, so it lives
above both layers, in ``wingspan_rules.tools.checking``: this package never imports the engine.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import tempfile
from collections.abc import Iterable
from pathlib import Path

from .._text import plural
from ..effects import BirdCard
from ..effects.catalog import CardSet
from .describe import (
    bird_fact_notes,
    describe_bird_facts,
    describe_bonus,
    describe_goal,
    describe_power,
)
from .errors import CardError, CardErrors, cap_errors
from .formatter import format_text
from .loader import card_files, decode_card_file, load_cards, read_card_bytes, too_many_files
from .to_json import card_set_to_json

OK, FAILED = 0, 1


def _paths(paths: Iterable[str | Path] | argparse.Namespace | None) -> list[Path] | None:
    """Paths from a list, or from an argparse namespace's ``paths``; None means the bundle."""
    if isinstance(paths, argparse.Namespace):
        given: list[str | Path] = list(getattr(paths, "paths", None) or [])
    else:
        given = list(paths or [])
    found = [Path(p) for p in given]
    return found or None


def fmt(paths: Iterable[str | Path] | argparse.Namespace | None = None, check: bool = False) -> int:
    """Rewrite card files in canonical form; with ``check``, only list the files that differ."""
    if isinstance(paths, argparse.Namespace):
        check = bool(getattr(paths, "check", check))
    files = card_files(_paths(paths))
    if (refused := too_many_files(files)) is not None:
        print(CardErrors([refused]).report())
        return FAILED
    errors: list[CardError] = []
    omitted = 0
    changed: list[Path] = []
    for file in files:
        try:
            data = read_card_bytes(file)
            text = decode_card_file(data, file)
            formatted = format_text(text, str(file))
            if formatted.encode("utf-8") != data:
                changed.append(file)
                if not check:
                    write_atomically(file, formatted)
        except CardError as exc:
            errors.append(exc)
        except CardErrors as exc:
            errors.extend(exc.errors)
            omitted += exc.omitted
    if errors:
        print(CardErrors(*cap_errors(errors, omitted)).report())
    verb = "would reformat" if check else "reformatted"
    for file in changed:
        print(f"{verb} {file}")
    print(f"{len(changed)} of {plural(len(files), 'file')} {verb}")
    return FAILED if errors or (check and changed) else OK


def write_atomically(path: Path, text: str) -> None:
    """Replace the file at ``path`` by ``text`` (UTF-8), all at once.

    The text is written to a temporary file in the same directory, flushed to disk, given the
    old file's permissions, and renamed over the old file: a reader sees either the old or the
    new text, never a part of it, and a failure leaves the old file as it was. Raises
    ``CardError`` if the file cannot be written. A symbolic link is followed: its target is
    replaced, and the link kept.
    """
    target = Path(os.path.realpath(path))
    try:
        mode = os.stat(target).st_mode & 0o7777
        fd, temporary = tempfile.mkstemp(
            prefix=f".{target.name}.", suffix=".tmp", dir=target.parent
        )
        try:
            with os.fdopen(fd, "wb") as stream:
                stream.write(text.encode("utf-8"))
                stream.flush()
                os.fsync(stream.fileno())
            os.chmod(temporary, mode)
            os.replace(temporary, target)
        except BaseException:
            with contextlib.suppress(OSError):
                os.unlink(temporary)
            raise
    except OSError as exc:
        reason = exc.strerror or str(exc)
        raise CardError(str(path), 1, 1, f"cannot write card file: {reason}") from None


def explain(
    name: str | argparse.Namespace,
    paths: Iterable[str | Path] | None = None,
    *,
    extra: Iterable[str | Path] | None = None,
    sets: Iterable[str] = ("core",),
) -> int:
    """Print a card (bird, bonus card or goal side) and what it does, in plain English.

    The card is looked up in the files ``paths`` (a whole card set), or by default in the
    bundled ``sets`` and the author's files ``extra`` beside them.
    """
    if isinstance(name, argparse.Namespace):
        name, paths = str(name.name), getattr(name, "paths", None)
    try:
        cards = _load(paths, extra, sets)
    except CardErrors as exc:
        print(exc.report())
        return FAILED
    text = _explain(cards, name)
    if text is None:
        print(f"no bird, bonus card or goal side named {name!r}")
        return FAILED
    print(text)
    return OK


def _load(
    paths: Iterable[str | Path] | argparse.Namespace | None,
    extra: Iterable[str | Path] | None,
    sets: Iterable[str],
) -> CardSet:
    """The cards of ``paths`` (a whole set), else the bundled ``sets`` and ``extra`` files."""
    given = _paths(paths)
    if given is not None:
        return load_cards(given)
    return load_cards(sets=tuple(sets), extra=list(extra) if extra else None)


def _explain(cards: CardSet, name: str) -> str | None:
    wanted = name.casefold()
    for bird in cards.birds:
        if bird.name.casefold() == wanted:
            return _explain_bird(bird)
    for card in cards.bonus_cards:
        if card.name.casefold() == wanted:
            return describe_bonus(card)
    for side in cards.goal_sides:
        if side.name.casefold() == wanted:
            return describe_goal(side)
    return None


def _explain_bird(bird: BirdCard) -> str:
    habitats, cost, wingspan = describe_bird_facts(bird)
    origin = f" ({_shown_path(bird.origin.path)}:{bird.origin.line})" if bird.origin else ""
    lines = [
        f"{bird.name} ({bird.scientific_name}), {bird.set} set{origin}",
        f"  habitats: {habitats}",
        f"  food: {cost}",
        f"  points: {bird.points}   nest: {bird.nest.label}   eggs: {bird.egg_limit}"
        f"   wingspan: {wingspan}   beak: {bird.beak.value}",
    ]
    if bird.tags:
        lines.append(f"  tags: {' '.join(bird.tags)}")
    lines += [f"  {note}" for note in bird_fact_notes(bird)]
    lines.append(f"  power: {describe_power(bird.power)}")
    return "\n".join(lines)


def _shown_path(path: str) -> str:
    """``path`` relative to the working directory when it is below it."""
    try:
        return str(Path(path).resolve().relative_to(Path.cwd()))
    except ValueError:
        return path


def cards_json(
    paths: Iterable[str | Path] | argparse.Namespace | None = None,
    *,
    extra: Iterable[str | Path] | None = None,
    sets: Iterable[str] = ("core",),
) -> int:
    """Print the whole card set as JSON (the ``card_set_to_json`` schema): the files
    ``paths``, or by default the bundled ``sets`` followed by the author's files ``extra``."""
    try:
        cards = _load(paths, extra, sets)
    except CardErrors as exc:
        print(exc.report())
        return FAILED
    print(json.dumps(card_set_to_json(cards), indent=2))
    return OK
