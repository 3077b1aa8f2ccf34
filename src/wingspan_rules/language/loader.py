"""Reading card files: ``read_card_file``, ``compile_files`` and ``load_cards``.

Card files may come from strangers, so reading one is careful: only regular files are read (a
FIFO, a device or a directory named ``*.wsp`` is refused, and is never opened in a way that could
block), a file is at most ``MAX_FILE_BYTES`` long, it must be UTF-8 (a byte-order mark is
allowed), and every problem is a ``CardError``, never another exception. One run reads at most
``MAX_CARD_FILES`` files and ``MAX_RUN_BYTES`` bytes in all, so a directory of a stranger's
files cannot make a checking service list, hold or compile without end.
"""

from __future__ import annotations

import functools
import itertools
import os
import re
import stat
from collections.abc import Iterable, Sequence
from pathlib import Path

import attrs

from .._text import plural
from ..effects import BirdCard, BonusCard, GoalTile, Origin
from ..effects.cards import named_foods
from ..effects.catalog import CardSet
from ..effects.hooks import active, has_packs
from ..effects.hummingbird_cards import HummingbirdCard
from ..errors import ConfigError
from ._paths import bundled_cards_dir
from .compiler import _duplicates, check_card_set, compile_broken, compile_file
from .errors import CardError, CardErrors, cap_errors, shorten, source_lines, with_source
from .parser import parse_recovering

CARD_FILE_SUFFIX = ".wsp"

#: The largest card file read, in bytes (the whole core set is under 60 KB).
MAX_FILE_BYTES = 1024 * 1024

#: The most card files one run reads (the core set is 22).
MAX_CARD_FILES = 1000
#: The most bytes one run reads from all its card files together.
MAX_RUN_BYTES = 16 * 1024 * 1024

#: A UTF-8 byte-order mark, as text.
BOM = "\ufeff"


def card_files(
    paths: Iterable[str | Path] | None = None, limit: int = MAX_CARD_FILES
) -> list[Path]:
    """The card files named by ``paths`` (directories are searched for ``*.wsp``), sorted.

    With no paths: every card file bundled with the library. The search stops once it has
    found one more than ``limit`` files (the caller refuses that many).
    """
    if paths is None:
        paths = [bundled_cards_dir()]
    files: list[Path] = []
    for path in map(Path, paths):
        room = limit + 1 - len(files)
        if room <= 0:
            break
        try:
            if path.is_dir():
                found = sorted(itertools.islice(path.rglob(f"*{CARD_FILE_SUFFIX}"), room))
            else:
                found = [path]
        except (OSError, ValueError):  # e.g. a name too long: reading it reports the error
            found = [path]
        files.extend(found)
    return files[: limit + 1]


def too_many_files(files: list[Path]) -> CardError | None:
    """The error for a run naming more than ``MAX_CARD_FILES`` files, if it does."""
    if len(files) <= MAX_CARD_FILES:
        return None
    message = (
        f"more than {MAX_CARD_FILES} card files were named; one run reads at most "
        f"{MAX_CARD_FILES} (name the directories in smaller parts)"
    )
    return CardError(str(files[0]), 1, 1, message)


_KINDS = (
    (stat.S_ISDIR, "a directory"),
    (stat.S_ISFIFO, "a FIFO"),
    (stat.S_ISCHR, "a character device"),
    (stat.S_ISBLK, "a block device"),
    (stat.S_ISSOCK, "a socket"),
)


def _not_regular(mode: int) -> str | None:
    """What kind of file ``mode`` is, if it is not a regular file."""
    if stat.S_ISREG(mode):
        return None
    return next((kind for test, kind in _KINDS if test(mode)), "not a regular file")


def read_card_file(path: str | Path, max_bytes: int = MAX_FILE_BYTES) -> str:
    """The text of a card file. Raises ``CardError`` (at 1:1, or where a byte is not UTF-8) if
    it is missing, unreadable, not a regular file, longer than ``max_bytes`` or not UTF-8.
    A UTF-8 byte-order mark at the start is dropped."""
    return decode_card_file(read_card_bytes(path, max_bytes), path)


def read_card_bytes(path: str | Path, max_bytes: int = MAX_FILE_BYTES) -> bytes:
    """The bytes of a card file (see ``read_card_file``).

    The file is opened non-blocking, after checking that it is a regular file, and checked
    again once open: a FIFO or a device is refused, never waited on.
    """

    def refuse(message: str) -> CardError:
        return CardError(str(path), 1, 1, f"cannot read card file: {message}")

    try:
        kind = _not_regular(os.stat(path).st_mode)
        if kind is not None:
            raise refuse(f"it is {kind}, not a regular file")
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0))
        try:
            info = os.fstat(fd)
            kind = _not_regular(info.st_mode)
            if kind is not None:
                raise refuse(f"it is {kind}, not a regular file")
            if info.st_size > max_bytes:
                raise refuse(_too_large(info.st_size, max_bytes))
            with os.fdopen(fd, "rb", closefd=False) as stream:
                data = stream.read(max_bytes + 1)
        finally:
            os.close(fd)
    except FileNotFoundError:
        raise refuse("no such file") from None
    except PermissionError:
        raise refuse("permission denied") from None
    except (OSError, ValueError) as exc:
        raise refuse(
            exc.strerror if isinstance(exc, OSError) and exc.strerror else str(exc)
        ) from None
    if len(data) > max_bytes:  # it grew since it was checked
        raise refuse(_too_large(len(data), max_bytes, at_least=True))
    return data


def decode_card_file(data: bytes, path: str | Path) -> str:
    """The text of a card file's bytes: UTF-8, without a byte-order mark. Raises ``CardError``
    at the first byte that is not UTF-8."""
    try:
        return data.decode("utf-8").removeprefix(BOM)
    except UnicodeDecodeError as exc:
        line_start = data.rfind(b"\n", 0, exc.start) + 1
        line = data.count(b"\n", 0, exc.start) + 1
        column = len(data[line_start : exc.start].decode("utf-8", "replace")) + 1
        message = f"card files are UTF-8 text: byte 0x{data[exc.start]:02x} is not valid UTF-8"
        raise CardError(str(path), line, column, message) from None


def _too_large(size: int, limit: int, at_least: bool = False) -> str:
    got = f"at least {size}" if at_least else f"{size}"
    return f"the file is too large ({got} bytes); the limit is {limit} bytes"


@attrs.frozen
class Compilation:
    """Everything compiled from a set of files, and every error found (already sorted).

    ``errors`` are the errors to show (at most ``MAX_ERRORS_PER_FILE`` per file and
    ``MAX_ERRORS_PER_RUN`` in all); ``omitted`` counts the others.
    """

    birds: tuple[BirdCard, ...]
    bonus_cards: tuple[BonusCard, ...]
    goal_tiles: tuple[GoalTile, ...]
    errors: tuple[CardError, ...]
    omitted: int = 0
    hummingbirds: tuple[HummingbirdCard, ...] = ()

    @property
    def error_count(self) -> int:
        """Every error found, shown or not."""
        return len(self.errors) + self.omitted

    def card_set(self) -> CardSet:
        """The ``CardSet``; raises ``CardErrors`` if there was any error."""
        if self.errors or self.omitted:
            raise CardErrors(self.errors, self.omitted)
        return CardSet(self.birds, self.bonus_cards, self.goal_tiles, self.hummingbirds)


def compile_collecting(paths: Iterable[str | Path], beside: CardSet | None = None) -> Compilation:
    """Compile every card that can be compiled, and collect every error (never raises).

    With ``beside`` (the bundled cards an author's files are played with), the files need no
    bird of their own, and each of their cards must have a name of its own and a set of its
    own: a card named like one of ``beside``, or declaring a set of ``beside``, is an error.
    """
    paths = list(paths)
    files = card_files(paths)
    if (refused := too_many_files(files)) is not None:
        return Compilation((), (), (), (refused,))
    birds: list[BirdCard] = []
    bonus_cards: list[BonusCard] = []
    goal_tiles: list[GoalTile] = []
    hummingbirds: list[HummingbirdCard] = []
    errors: list[CardError] = []
    omitted = 0
    sources: dict[str, list[str]] = {}
    read = 0
    for index, file in enumerate(files):
        path = str(file)
        try:
            data = read_card_bytes(file)
        except CardError as exc:
            errors.append(exc)
            continue
        read += len(data)
        if read > MAX_RUN_BYTES:
            after = len(files) - index - 1
            skipped = (
                f"this file and the {plural(after, 'file')} after it were"
                if after
                else "this file was"
            )
            message = (
                f"the card files of one run hold at most {MAX_RUN_BYTES} bytes in all; "
                f"{skipped} not compiled"
            )
            errors.append(CardError(path, 1, 1, message))
            break
        try:
            text = decode_card_file(data, path)
        except CardError as exc:
            errors.append(exc)
            continue
        # A card with a syntax error is left out; every other card is still compiled, so one
        # run reports the errors of meaning of the other cards too.
        parsed = parse_recovering(text, path)
        errors.extend(parsed.errors)
        omitted += parsed.omitted
        compiled = compile_file(parsed.file)
        errors += compile_broken(parsed)  # the other lines of the cards with syntax errors
        birds += compiled.birds
        bonus_cards += compiled.bonus_cards
        goal_tiles += compiled.goal_tiles
        hummingbirds += compiled.hummingbirds
        errors += compiled.errors
        omitted += compiled.omitted
        sources[path] = source_lines(text)
    errors += check_card_set(birds, bonus_cards, goal_tiles)
    errors += _duplicates(hummingbirds, "hummingbird")
    if beside is not None:
        errors += _clashes(beside, birds, bonus_cards, goal_tiles)
        if not (birds or bonus_cards or goal_tiles or hummingbirds or errors or omitted):
            named = ", ".join(str(p) for p in paths) or "<no card files>"
            where = str(files[0]) if files else named
            message = (
                "no card was found in the files named"
                if files
                else f"no card file (*{CARD_FILE_SUFFIX}) was found here"
            )
            errors.append(CardError(where, 1, 1, message))
    elif not birds and not errors and not omitted:
        where = str(files[0]) if files else "<no card files>"
        errors.append(CardError(where, 1, 1, "the card set has no bird cards"))
    shown, omitted = cap_errors(errors, omitted)
    shown = tuple(with_source(e, sources.get(e.path, [])) for e in shown)
    return Compilation(
        tuple(birds), tuple(bonus_cards), tuple(goal_tiles), shown, omitted, tuple(hummingbirds)
    )


def compile_files(paths: Iterable[str | Path]) -> CardSet:
    """Parse and compile card files (or directories of them) into one ``CardSet``.

    Every problem in every file is collected; if there is any, ``CardErrors`` is raised with
    all of them, sorted by file and position.
    """
    return compile_collecting(paths).card_set()


#: The bundled set every game plays with unless told otherwise.
CORE_SET = "core"


def bundled_sets() -> tuple[str, ...]:
    """The names of the card sets shipped with the library (``core`` first, then by name):
    each is a folder of ``cards/`` whose cards all declare that set."""
    root = bundled_cards_dir()
    names = sorted(p.name for p in root.iterdir() if p.is_dir() and not p.name.startswith("."))
    return tuple(sorted(names, key=lambda name: (name != CORE_SET, name)))


def bundled_packs(name: str) -> tuple[str, ...]:
    """The packs of the bundled set ``name`` that a game may play alone (``"promos:canada"``
    in ``GameConfig.sets``): the names of its card files, sorted, when the expansion serving
    the set declares its files packs (``hooks.Expansion.packs``: the promo packs); none
    otherwise, the set is played whole."""
    if not has_packs(name) or name not in bundled_sets():
        return ()
    return tuple(sorted(path.stem for path in (bundled_cards_dir() / name).glob("*.wsp")))


def is_bundled(entry: str) -> bool:
    """Whether an entry of ``GameConfig.sets`` names a bundled set, whole or a pack of it (the
    other sets of a game are an author's; loading a pack the set lacks raises ``ConfigError``)."""
    return entry.partition(":")[0] in bundled_sets()


def _bundled_files(entry: str) -> list[Path]:
    """The card files of a bundled set, or of one pack of it (``"promos:canada"``)."""
    name, _, pack = entry.partition(":")
    if name not in bundled_sets():
        known = ", ".join(bundled_sets())
        raise ConfigError(f"no bundled card set named {name!r} (the library ships: {known})")
    folder = bundled_cards_dir() / name
    if not pack:
        return card_files([folder])
    packs = bundled_packs(name)
    if pack not in packs:
        offered = f"its packs: {', '.join(packs)}" if packs else "it is played whole"
        raise ConfigError(f"the bundled set {name!r} has no pack {pack!r} ({offered})")
    return [folder / f"{pack}.wsp"]


@functools.cache
def _bundled_set(entry: str) -> CardSet:
    name = entry.partition(":")[0]
    cards = compile_files(_bundled_files(entry))
    every: tuple[BirdCard | BonusCard | GoalTile | HummingbirdCard, ...] = (
        *cards.birds,
        *cards.bonus_cards,
        *cards.goal_tiles,
        *cards.hummingbirds,
    )
    for card in every:
        if card.set != name:
            origin = card.origin
            path, line = (origin.path, origin.line) if origin is not None else ("<bundled>", 0)
            message = f"a card of the bundled set {name!r} declares set {card.set!r}"
            raise CardErrors([CardError(path, line, 1, message)])
    return cards


def playable_birds(birds: Iterable[BirdCard], sets: tuple[str, ...]) -> tuple[BirdCard, ...]:
    """The birds of ``birds`` a game of the card sets ``sets`` can play: a bird whose cost or
    power names a food none of the game's sets brings (a promo bird naming nectar, in a game
    without Oceania) stays out of it, deck and all (docs/oceania.md)."""
    foods = frozenset(active(sets).foods)
    return tuple(b for b in birds if not named_foods(b) - foods)


@functools.cache
def _bundled_cards(sets: tuple[str, ...]) -> CardSet:
    parts = [_bundled_set(name) for name in sets]
    birds = playable_birds((b for part in parts for b in part.birds), sets)
    if len(parts) == 1 and len(birds) == len(parts[0].birds):
        return parts[0]
    return CardSet(
        birds=birds,
        bonus_cards=tuple(c for part in parts for c in part.bonus_cards),
        goal_tiles=tuple(t for part in parts for t in part.goal_tiles),
        hummingbirds=tuple(h for part in parts for h in part.hummingbirds),
    )


def load_cards(
    paths: Iterable[str | Path] | None = None,
    *,
    sets: Iterable[str] = (CORE_SET,),
    extra: Iterable[str | Path] | None = None,
) -> CardSet:
    """The card set in ``paths``; by default the bundled ``sets`` (``("core",)``; each set
    compiled once per process), in the order named.

    ``load_cards(sets=("core", "european"))`` is the base game with the European expansion.
    An unknown set name raises ``ConfigError``. ``extra`` adds an author's card files (or
    folders of them) after the bundled ``sets``: ``load_cards(extra=["mybirds/"])``. Their
    cards keep their own ids after the bundled ones; a card named like a bundled card, or
    declaring a bundled set, raises ``CardErrors`` (see ``compile_collecting``).
    """
    if paths is None:
        bundled = _bundled_cards(tuple(sets))
        if extra is None:
            return bundled
        return compile_beside(extra, bundled).card_set()
    if extra is not None:
        raise TypeError("give card files as paths (a whole set) or as extra, not both")
    return compile_files(paths)


@attrs.frozen
class AuthorCards:
    """An author's cards compiled beside bundled ones (see ``compile_beside``)."""

    bundled: CardSet
    compilation: Compilation  # the author's cards, and every error of their files

    @property
    def sets(self) -> tuple[str, ...]:
        """The sets the author's cards declare, sorted."""
        found = self.compilation
        cards = _every(found.birds, found.bonus_cards, found.goal_tiles)
        return tuple(sorted({card.set for card in cards}))

    def card_set(self) -> CardSet:
        """The bundled cards followed by the author's; ``CardErrors`` if there was an error."""
        mine = self.compilation.card_set()
        return CardSet(
            birds=(*self.bundled.birds, *mine.birds),
            bonus_cards=(*self.bundled.bonus_cards, *mine.bonus_cards),
            goal_tiles=(*self.bundled.goal_tiles, *mine.goal_tiles),
            hummingbirds=(*self.bundled.hummingbirds, *mine.hummingbirds),
        )


def compile_beside(paths: Iterable[str | Path], bundled: CardSet) -> AuthorCards:
    """An author's card files (or folders) compiled to be played beside ``bundled`` cards,
    with every error collected (never raises)."""
    return AuthorCards(bundled, compile_collecting(paths, beside=bundled))


#: A card set's name, as ``GameConfig.sets`` accepts it.
_SET_NAME = re.compile(r"[a-z][a-z0-9_-]{0,31}")


def _clashes(
    bundled: CardSet,
    birds: Sequence[BirdCard],
    bonus_cards: Sequence[BonusCard],
    goal_tiles: Sequence[GoalTile],
) -> list[CardError]:
    """The errors of an author's cards that clash with ``bundled``: a name of a bundled card,
    a bundled set, or a set name a game cannot list."""
    taken = {
        "bird": {bird.name.casefold(): bird.set for bird in bundled.birds},
        "bonus card": {card.name.casefold(): card.set for card in bundled.bonus_cards},
        "goal side": {
            side.name.casefold(): tile.set for tile in bundled.goal_tiles for side in tile.sides
        },
    }
    bundled_sets_ = {
        card.set for card in _every(bundled.birds, bundled.bonus_cards, bundled.goal_tiles)
    }
    errors: list[CardError] = []

    def error(origin: Origin | None, message: str, hint: str) -> None:
        path, line, column = (
            (origin.path, origin.line, origin.column) if origin else ("<card>", 1, 1)
        )
        errors.append(CardError(path, line, column, message, hint))

    named: list[tuple[str, str, Origin | None]] = [
        *(("bird", bird.name, bird.origin) for bird in birds),
        *(("bonus card", card.name, card.origin) for card in bonus_cards),
        *(("goal side", side.name, tile.origin) for tile in goal_tiles for side in tile.sides),
    ]
    for kind, name, origin in named:
        clash = taken[kind].get(name.casefold())
        if clash is not None:
            error(
                origin,
                f"{kind} '{shorten(name)}' is already a card of the bundled set '{clash}'",
                f"give your {kind} a name of its own",
            )
    for card in _every(birds, bonus_cards, goal_tiles):
        what = _what(card)
        if card.set in bundled_sets_:
            error(
                card.origin,
                f"{what} declares the bundled set '{card.set}'",
                "an author's cards belong to a set of their own, e.g. 'set homebrew'",
            )
        elif not _SET_NAME.fullmatch(card.set):
            error(
                card.origin,
                f"{what} declares set '{shorten(card.set)}'; a set's name is a lower-case word "
                "of at most 32 letters, digits, '-' or '_'",
                "e.g. 'set homebrew'",
            )
    return errors


def _every(
    birds: Sequence[BirdCard], bonus_cards: Sequence[BonusCard], goal_tiles: Sequence[GoalTile]
) -> tuple[BirdCard | BonusCard | GoalTile, ...]:
    """Every card of the three kinds, in one tuple."""
    return (*birds, *bonus_cards, *goal_tiles)


def _what(card: BirdCard | BonusCard | GoalTile) -> str:
    """How an error names ``card``: "bird 'Mallard'", "bonus card 'Anatomist'", "goal tile"."""
    if isinstance(card, GoalTile):
        return "goal tile"
    kind = "bird" if isinstance(card, BirdCard) else "bonus card"
    return f"{kind} '{shorten(card.name)}'"
