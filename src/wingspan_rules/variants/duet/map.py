"""The Duet map and the Duet goal tiles as data (rules 8.1): loading, checking, and counting.

The map is a JSON file (``data/duet_map_<name>.json`` for a shipped map, or any path): its
spaces, each with its row and column, region (a habitat), symbol, optional bonus, whether it
lies on the map's edge, and its neighbours (the lines joining spaces on the map), and the
points printed for each round's goal. The goal tiles are ``data/duet_goals.json``: six tiles
of two sides, each side naming a measure this module counts and whether the most or the
fewest tokens win, and the defaults of the readings the rules leave open ([U] #4, #20).

A file is checked when it is loaded; anything wrong raises ``ConfigError`` naming the file
and the problem. Loaded files are kept for the life of the process (a map is read once).
Nothing here knows the engine: the functions take the owners of the spaces and count.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from functools import cache
from importlib import resources
from importlib.resources.abc import Traversable
from pathlib import Path
from typing import Any

from attrs import frozen

from ...errors import ConfigError
from ...state.enums import Habitat

#: Where the shipped maps and goal tiles are (inside the package, so the wheel carries them).
DATA: Traversable = resources.files("wingspan_rules.variants.duet").joinpath("data")
#: The map used unless ``DuetOptions.map`` names another.
DEFAULT_MAP = "default"
#: A shipped map's name, the ``<name>`` of ``duet_map_<name>.json`` (anything else is a path).
_SHIPPED_NAME = re.compile(r"^[a-z0-9][a-z0-9_-]*$")
#: The largest map file read (a map is a few kilobytes), and the most spaces a map may have.
MAX_MAP_BYTES = 1_000_000
MAX_SPACES = 200
#: The most points a round's goal may print (``model.MAX_POINTS``).
_MAX_POINTS = 100
ROUNDS = 4

NEST_SYMBOLS = ("bowl", "cavity", "ground", "platform")
FOOD_SYMBOLS = ("invertebrate", "seed", "fish", "fruit", "rodent")
WINGSPAN_SYMBOLS = ("wingspan-under-50", "wingspan-50-plus")
BEAK_SYMBOLS = ("beak-left", "beak-right")
#: Every symbol a map space may show (rules 8.1).
SYMBOLS = NEST_SYMBOLS + FOOD_SYMBOLS + WINGSPAN_SYMBOLS + BEAK_SYMBOLS
#: What a bonus space gives (rules 8.1): a die from the birdfeeder, an egg, a card.
BONUSES = ("food", "egg", "card")
#: The bonus each region's bonus spaces give.
REGION_BONUS = {Habitat.FOREST: "food", Habitat.GRASSLAND: "egg", Habitat.WETLAND: "card"}

_MAP_KEYS = {"name", "description", "round_points", "round_points_note", "reset_space", "spaces"}
_SPACE_KEYS = {"space", "row", "column", "region", "symbol", "bonus", "edge", "neighbours"}


@frozen
class DuetSpace:
    """One space of the Duet map."""

    space: int  # its index, 0 first
    row: int  # the horizontal row, 0 at the top
    column: int  # its place in the row, 0 on the left
    region: Habitat  # the habitat region it lies in
    symbol: str  # one of SYMBOLS
    bonus: str | None  # one of BONUSES, or None
    edge: bool  # on the map's edge (else interior)
    neighbours: tuple[int, ...]  # the spaces a line joins it to


@frozen
class DuetMap:
    """A Duet map: its spaces (indexed by ``space``) and the points of each round's goal."""

    name: str
    spaces: tuple[DuetSpace, ...]
    round_points: tuple[int, ...]

    @property
    def rows(self) -> int:
        return 1 + max(s.row for s in self.spaces)


@frozen
class DuetGoalSide:
    """One side of a Duet goal tile: ``id`` is 2 * (tile - 1) + (0 for side A, 1 for B)."""

    id: int
    tile: int  # 1-6
    side: str  # "A" or "B"
    name: str
    measure: str  # a key of MEASURES
    fewest: bool  # the fewest tokens win (otherwise the most)


@frozen
class DuetGoals:
    """The Duet goal tiles and the defaults of the open readings."""

    sides: tuple[DuetGoalSide, ...]  # by id
    at_least_one: bool
    pairs_adjacent: bool

    @property
    def tiles(self) -> int:
        return len(self.sides) // 2

    def side_id(self, name: str) -> int:
        """The id of the side called ``name`` (case-insensitive); ``ConfigError`` if none is."""
        wanted = name.strip().casefold() if isinstance(name, str) else None
        for side in self.sides:
            if side.name.casefold() == wanted:
                return side.id
        known = ", ".join(repr(s.name) for s in self.sides)
        raise ConfigError(f"no Duet goal side named {name!r} (known: {known})")


# --- loading ------------------------------------------------------------------------------------
def is_shipped_map(name: str) -> bool:
    """Whether ``name`` names a map shipped with the library (not a file path)."""
    return bool(_SHIPPED_NAME.match(name))


def map_path(name: str) -> Path | Traversable:
    """The file of the map ``name``: a shipped map's name, or a path to a JSON file."""
    if not isinstance(name, str) or not name:
        raise ConfigError(f"the Duet map must be a map name or a file path, not {name!r}")
    if _SHIPPED_NAME.match(name):
        return DATA.joinpath(f"duet_map_{name}.json")
    return Path(name)


@cache
def load_map(name: str) -> DuetMap:
    """The Duet map ``name`` (``"default"``, another shipped map, or a JSON file's path),
    checked; ``ConfigError`` says what is wrong with it."""
    path = map_path(name)
    where = f"Duet map {name!r}"
    data = _read_json(path, where)
    return _check_map(data, where)


@cache
def load_goals() -> DuetGoals:
    """The shipped Duet goal tiles, checked."""
    where = "the Duet goal tiles (duet_goals.json)"
    return _check_goals(_read_json(DATA.joinpath("duet_goals.json"), where), where)


def _read_json(path: Path | Traversable, where: str) -> Any:
    """The JSON of a regular file of at most ``MAX_MAP_BYTES`` (its text is never echoed)."""
    try:
        if not path.is_file():
            raise ConfigError(f"{where}: no such file {str(path)!r}")
        with path.open("rb") as f:
            raw = f.read(MAX_MAP_BYTES + 1)
    except OSError as exc:
        raise ConfigError(f"{where}: cannot read {str(path)!r} ({exc.strerror})") from None
    if len(raw) > MAX_MAP_BYTES:
        raise ConfigError(f"{where}: the file is larger than {MAX_MAP_BYTES} bytes")
    try:
        return json.loads(raw.decode("utf-8"))
    except (UnicodeDecodeError, json.JSONDecodeError, RecursionError) as exc:
        detail = f"line {exc.lineno}" if isinstance(exc, json.JSONDecodeError) else "not UTF-8"
        raise ConfigError(f"{where}: not a JSON document ({detail})") from None


def _is_int(value: object, low: int, high: int) -> bool:
    return type(value) is int and low <= value <= high


def _check_map(data: Any, where: str) -> DuetMap:
    def fail(problem: str) -> ConfigError:
        return ConfigError(f"{where}: {problem}")

    if not isinstance(data, dict):
        raise fail("the file must hold a JSON object")
    unknown = sorted(set(data) - _MAP_KEYS)
    if unknown:
        raise fail(f"unknown keys {unknown} (allowed: {sorted(_MAP_KEYS)})")
    name = data.get("name")
    if not isinstance(name, str) or not name:
        raise fail('"name" must be a non-empty string')
    points = data.get("round_points")
    if not (
        isinstance(points, list)
        and len(points) == ROUNDS
        and all(_is_int(p, 0, _MAX_POINTS) for p in points)
    ):
        raise fail(f'"round_points" must be {ROUNDS} whole numbers of 0-{_MAX_POINTS}')
    raw_spaces = data.get("spaces")
    if not isinstance(raw_spaces, list) or not 1 <= len(raw_spaces) <= MAX_SPACES:
        raise fail(f'"spaces" must be a list of 1-{MAX_SPACES} spaces')
    count = len(raw_spaces)
    spaces = tuple(_check_space(i, raw, count, fail) for i, raw in enumerate(raw_spaces))
    for s in spaces:
        for n in s.neighbours:
            if s.space not in spaces[n].neighbours:
                raise fail(f"space {s.space} lists {n} as a neighbour, but {n} does not list it")
    if len({(s.row, s.column) for s in spaces}) < count:
        raise fail("two spaces share a row and a column")
    rows = {s.row for s in spaces}
    if rows != set(range(len(rows))):
        raise fail("the rows must be numbered 0, 1, 2... without a gap")
    for region in Habitat:
        if not any(s.region is region for s in spaces):
            raise fail(f"no space lies in the {region.label} region")
    return DuetMap(name, spaces, tuple(points))


def _check_space(i: int, raw: Any, count: int, fail: Callable[[str], ConfigError]) -> DuetSpace:
    if not isinstance(raw, dict):
        raise fail(f"space {i} must be a JSON object")
    unknown = sorted(set(raw) - _SPACE_KEYS)
    missing = sorted(_SPACE_KEYS - set(raw) - {"bonus"})
    if unknown or missing:
        raise fail(f"space {i}: unknown keys {unknown}, missing keys {missing}")
    if raw["space"] != i or type(raw["space"]) is not int:
        raise fail(f'space {i}: "space" must be {i} (spaces are listed in order)')
    if not _is_int(raw["row"], 0, MAX_SPACES) or not _is_int(raw["column"], 0, MAX_SPACES):
        raise fail(f'space {i}: "row" and "column" must be whole numbers of 0-{MAX_SPACES}')
    try:
        region = Habitat.from_label(raw["region"]) if isinstance(raw["region"], str) else None
    except ValueError:
        region = None
    if region is None:
        raise fail(f'space {i}: "region" must be forest, grassland or wetland')
    if raw["symbol"] not in SYMBOLS:
        raise fail(f"space {i}: unknown symbol {raw['symbol']!r} (known: {', '.join(SYMBOLS)})")
    bonus = raw.get("bonus")
    if bonus is not None and bonus not in BONUSES:
        raise fail(f'space {i}: "bonus" must be null or one of {", ".join(BONUSES)}')
    if type(raw["edge"]) is not bool:
        raise fail(f'space {i}: "edge" must be true or false')
    neighbours = raw["neighbours"]
    if (
        not isinstance(neighbours, list)
        or not all(_is_int(n, 0, count - 1) and n != i for n in neighbours)
        or len(set(neighbours)) < len(neighbours)
    ):
        raise fail(f'space {i}: "neighbours" must be other spaces (0-{count - 1}), each once')
    return DuetSpace(
        i, raw["row"], raw["column"], region, raw["symbol"], bonus, raw["edge"], tuple(neighbours)
    )


def _check_goals(data: Any, where: str) -> DuetGoals:
    def fail(problem: str) -> ConfigError:
        return ConfigError(f"{where}: {problem}")

    if not isinstance(data, dict) or not isinstance(data.get("tiles"), list):
        raise fail('the file must hold an object with a "tiles" list')
    for flag in ("at_least_one", "pairs_adjacent"):
        if type(data.get(flag)) is not bool:
            raise fail(f'"{flag}" must be true or false')
    sides: list[DuetGoalSide] = []
    for t, tile in enumerate(data["tiles"]):
        if not isinstance(tile, dict) or tile.get("tile") != t + 1:
            raise fail(f"tile {t + 1} must be an object numbered {t + 1}")
        for s, letter in enumerate("AB"):
            side = tile.get(letter)
            if not isinstance(side, dict) or set(side) != {"name", "measure", "wins"}:
                raise fail(f"tile {t + 1} side {letter}: give its name, measure and wins")
            if side["measure"] not in MEASURES:
                raise fail(f"tile {t + 1} side {letter}: unknown measure {side['measure']!r}")
            if side["wins"] not in ("most", "fewest") or not isinstance(side["name"], str):
                raise fail(f'tile {t + 1} side {letter}: "wins" is "most" or "fewest"')
            sides.append(
                DuetGoalSide(
                    2 * t + s,
                    t + 1,
                    letter,
                    side["name"],
                    side["measure"],
                    side["wins"] == "fewest",
                )
            )
    if len(sides) < 2 * ROUNDS:
        raise fail(f"at least {ROUNDS} tiles are needed (one per round)")
    if len({s.name.casefold() for s in sides}) < len(sides):
        raise fail("two sides have the same name")
    return DuetGoals(tuple(sides), data["at_least_one"], data["pairs_adjacent"])


# --- counting -----------------------------------------------------------------------------------
def _owned(duet_map: DuetMap, owners: tuple[int, ...], player: int) -> list[DuetSpace]:
    return [s for s, owner in zip(duet_map.spaces, owners, strict=True) if owner == player]


def _in_region(region: Habitat) -> Callable[[DuetMap, tuple[int, ...], int, bool], int]:
    def count(duet_map: DuetMap, owners: tuple[int, ...], player: int, adjacent: bool) -> int:
        return sum(1 for s in _owned(duet_map, owners, player) if s.region is region)

    return count


def _where(
    test: Callable[[DuetSpace], bool],
) -> Callable[[DuetMap, tuple[int, ...], int, bool], int]:
    def count(duet_map: DuetMap, owners: tuple[int, ...], player: int, adjacent: bool) -> int:
        return sum(1 for s in _owned(duet_map, owners, player) if test(s))

    return count


def _matching_pairs(duet_map: DuetMap, owners: tuple[int, ...], player: int, adjacent: bool) -> int:
    """The player's tokens that form a pair with another of their tokens on the same symbol
    (bonuses aside); each token counts once. With ``adjacent``, the two spaces must be joined
    by a line ([U] #20)."""
    mine = _owned(duet_map, owners, player)
    counted = 0
    for s in mine:
        others = (t for t in mine if t.space != s.space and t.symbol == s.symbol)
        if any(not adjacent or t.space in s.neighbours for t in others):
            counted += 1
    return counted


def _best_row(duet_map: DuetMap, owners: tuple[int, ...], player: int, adjacent: bool) -> int:
    rows = [s.row for s in _owned(duet_map, owners, player)]
    return max((rows.count(r) for r in set(rows)), default=0)


def _rows(duet_map: DuetMap, owners: tuple[int, ...], player: int, adjacent: bool) -> int:
    return len({s.row for s in _owned(duet_map, owners, player)})


#: What each Duet goal side counts for a player, by the measure name the goal data gives:
#: ``count(map, owners, player, pairs_adjacent)``.
MEASURES: dict[str, Callable[[DuetMap, tuple[int, ...], int, bool], int]] = {
    "forest-region": _in_region(Habitat.FOREST),
    "grassland-region": _in_region(Habitat.GRASSLAND),
    "wetland-region": _in_region(Habitat.WETLAND),
    "matching-pairs": _matching_pairs,
    "tokens-on-map": _where(lambda s: True),
    "bonus-spaces": _where(lambda s: s.bonus is not None),
    "best-row": _best_row,
    "rows-occupied": _rows,
    "interior": _where(lambda s: not s.edge),
    "edge": _where(lambda s: s.edge),
    "nest-symbols": _where(lambda s: s.symbol in NEST_SYMBOLS),
    "food-symbols": _where(lambda s: s.symbol in FOOD_SYMBOLS),
}


def goal_count(
    duet_map: DuetMap, owners: tuple[int, ...], player: int, measure: str, adjacent: bool
) -> int:
    """What the Duet goal ``measure`` counts for ``player`` on the map (``owners``: the owner
    of each space's token, -1 for none)."""
    return MEASURES[measure](duet_map, owners, player, adjacent)


def largest_group(duet_map: DuetMap, owners: tuple[int, ...], player: int) -> int:
    """The number of tokens in ``player``'s largest group of tokens joined by lines on the map
    (rules 8.1, game end; the reset space is no part of the map)."""
    seen: set[int] = set()
    best = 0
    for start in _owned(duet_map, owners, player):
        if start.space in seen:
            continue
        seen.add(start.space)
        group, frontier = 0, [start.space]
        while frontier:
            here = frontier.pop()
            group += 1
            for n in duet_map.spaces[here].neighbours:
                if n not in seen and owners[n] == player:
                    seen.add(n)
                    frontier.append(n)
        best = max(best, group)
    return best
