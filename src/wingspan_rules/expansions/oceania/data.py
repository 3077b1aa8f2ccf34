"""The Oceania components given as data (rules-expansions 9.2.4, 9.2.5): the player mat
(``data/mat.json``) and the food dice (``data/dice.json``), read once and checked when read
(``ConfigError`` naming the file)."""

from __future__ import annotations

import functools
import json
from importlib import resources
from importlib.resources.abc import Traversable
from typing import Any

from attrs import frozen

from ...effects.mat import MatLayout
from ...errors import ConfigError
from ...state.enums import HABITATS, DieFace, Habitat

#: Where the data files are (inside the package, so the wheel carries them).
DATA: Traversable = resources.files("wingspan_rules.expansions.oceania").joinpath("data")

#: What a mat's conversion may take, as the data file spells it.
GIVES = ("card", "food", "egg", "nectar")


@frozen
class OceaniaMat:
    """The Oceania mat: its ``layout`` (benefits, egg costs, where a conversion is) and what
    the base layout cannot say: ``uses[habitat][spaces]`` (how often the slot's conversion may
    be used), ``gives[habitat]`` (what the row's conversion may take), ``resets[habitat]
    [spaces]`` (the slot offers a reset first) and ``majority`` (the points of first and
    second place on each spent-nectar space)."""

    layout: MatLayout
    uses: tuple[tuple[int, ...], ...]
    gives: tuple[tuple[str, ...], ...]
    resets: tuple[tuple[bool, ...], ...]
    majority: tuple[int, ...]


def _read(name: str) -> dict[str, Any]:
    try:
        found = json.loads(DATA.joinpath(name).read_text(encoding="utf-8"))
    except (OSError, ValueError) as error:
        raise ConfigError(f"oceania/data/{name}: {error}") from error
    if not isinstance(found, dict):
        raise ConfigError(f"oceania/data/{name}: an object is expected")
    return found


def _fail(what: str) -> ConfigError:
    return ConfigError(f"oceania/data/mat.json: {what}")


@functools.cache
def oceania_mat() -> OceaniaMat:
    """The Oceania mat of ``data/mat.json``."""
    data = _read("mat.json")
    size = data.get("row_size")
    eggs = data.get("egg_costs")
    rows = data.get("rows")
    if not isinstance(size, int) or not 1 <= size <= 8:
        raise _fail("row_size must be a number of spaces")
    if not isinstance(eggs, list) or len(eggs) != size or not all(isinstance(e, int) for e in eggs):
        raise _fail(f"egg_costs must be {size} numbers")
    if not isinstance(rows, dict) or set(rows) != {h.label for h in HABITATS}:
        raise _fail("rows must name forest, grassland and wetland")
    benefits, uses, gives, resets = [], [], [], []
    for habitat in HABITATS:
        row = rows[habitat.label]
        benefit, conversion = row.get("benefit"), row.get("conversion")
        reset, give = row.get("reset"), row.get("gives")
        for key, value, kind in (
            ("benefit", benefit, int),
            ("conversion", conversion, int),
            ("reset", reset, bool),
        ):
            if (
                not isinstance(value, list)
                or len(value) != size + 1
                or not all(type(v) is kind for v in value)
            ):
                raise _fail(f"{habitat.label}.{key} must be {size + 1} values ({kind.__name__})")
        if not isinstance(give, list) or not give or not all(g in GIVES for g in give):
            raise _fail(f"{habitat.label}.gives must name some of {', '.join(GIVES)}")
        benefits.append(tuple(benefit))
        uses.append(tuple(conversion))
        gives.append(tuple(give))
        resets.append(tuple(reset))
    majority = data.get("majority")
    if not isinstance(majority, list) or not all(isinstance(m, int) for m in majority):
        raise _fail("majority must be the points of each place")
    layout = MatLayout(
        name="oceania",
        row_size=size,
        egg_costs=tuple(eggs),
        benefits=tuple(benefits),
        conversions=tuple(tuple(u > 0 for u in row) for row in uses),
    )
    return OceaniaMat(layout, tuple(uses), tuple(gives), tuple(resets), tuple(majority))


@functools.cache
def oceania_die() -> tuple[DieFace, ...]:
    """The faces of an Oceania food die (``data/dice.json``)."""
    data = _read("dice.json")
    faces = data.get("faces")
    if not isinstance(faces, list) or len(faces) != 6:
        raise ConfigError("oceania/data/dice.json: faces must be the 6 faces of a die")
    try:
        return tuple(DieFace.from_label(face) for face in faces)
    except (ValueError, KeyError, AttributeError) as error:
        raise ConfigError(f"oceania/data/dice.json: {error}") from error


def row_of(habitat: Habitat) -> str:
    """How the data names ``habitat``'s row."""
    return habitat.label
