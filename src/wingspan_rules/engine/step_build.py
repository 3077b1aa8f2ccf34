"""How a ``Step`` copies a game state in and freezes it back: its ``__init__`` and ``freeze``
methods are generated from ``GameState``'s fields once, at import (a copy per field, the lists
of events started empty), so a move pays for no loop over the fields and no keyword call.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import attrs

from ..state.model import GameState
from ..state.moves import Move
from ..state.values import build_lines, builder


def install_copying(
    step: type, fields: tuple[str, ...], emitted: tuple[str, ...], as_lists: tuple[str, ...]
) -> None:
    """Write ``step``'s ``__init__``, ``freeze``, ``freeze_listed`` and ``freeze_lanes`` from
    ``GameState``'s ``fields`` (``emitted``: started empty; ``as_lists``: copied as lists)."""

    def copy(name: str) -> str:
        if name in emitted:
            return "[]"
        if name in as_lists:  # a display, not a call of ``list``: the cheaper copy
            return f"[*state.{name}]"
        return f"state.{name}"

    # Positional when attrs allows it (no keyword-only field): a cheaper call than keywords.
    by_name = any(f.kw_only for f in attrs.fields(GameState) if f.init)

    def freeze(name: str) -> str:
        given = f"{name}=" if by_name else ""
        if name in as_lists or name in emitted:
            return f"{given}tuple(self.{name})"
        return f"{given}self.{name}"

    lines = [
        "def __init__(self, state, rules):",
        "    self.state = state",
        "    self.rules = rules",
        "    self.cards = rules.cards",
        "    self.lane = None",
        "    self._aside = None",
        *(f"    self.{name} = {copy(name)}" for name in fields),
        "def freeze(self):",
        "    return GameState(" + ", ".join(freeze(name) for name in fields) + ")",
        "def freeze_lanes(self, listed_lanes, listed):",
        "    return Laned("
        + ", ".join(freeze(name) for name in fields)
        + ", listed_lanes, listed)",
        "def freeze_listed(self, listed):",
        "    return Listed(" + ", ".join(freeze(name) for name in fields) + ", listed)",
    ]
    # The state is built through its twin (``state.values.builder``: positional arguments);
    # with its listed moves, in the same build (no ``object.__setattr__`` afterwards).
    namespace: dict[str, Any] = {
        "GameState": GameState if by_name else builder(GameState),
        "Listed": builder(GameState, ("listed",)),
        "Laned": builder(GameState, ("listed_lanes", "listed")),
    }
    if by_name:  # keyword arguments: the constructor, then the listed moves
        every = ", ".join(freeze(n) for n in fields)
        lines[-3] = f"    return _lanes(GameState({every}), listed_lanes, listed)"
        lines[-1] = f"    return _listed(GameState({every}), listed)"
        namespace["_listed"] = _with_listed
        namespace["_lanes"] = _with_lanes
    # With a twin, ``freeze_listed`` and ``freeze_lanes`` write the twin's stores themselves:
    # no call with every field (one of them runs once per move; ``freeze`` only at the game's
    # end and in a few frames).
    laned = None if by_name else build_lines(GameState, _frozen_values(freeze, fields, lanes=True))
    if laned is not None:  # first: ``freeze_lanes``'s return is the third line from the end
        body, names = laned
        lines[-3:-2] = body
        namespace.update(names)
    inline = None if by_name else build_lines(GameState, _frozen_values(freeze, fields))
    if inline is not None:
        body, names = inline
        lines[-1:] = body
        namespace.update(names)
    exec(compile("\n".join(lines), "<wingspan_rules.engine.step>", "exec"), namespace)
    for name in ("__init__", "freeze", "freeze_listed", "freeze_lanes"):
        setattr(step, name, namespace[name])


def _frozen_values(
    freeze: Callable[[str], str], fields: tuple[str, ...], lanes: bool = False
) -> dict[str, str]:
    """The state's fields as ``freeze_listed`` builds them: each ``freeze(name)``, and the
    listed moves (``GameState.listed``) from its argument; with ``lanes`` (``freeze_lanes``),
    each lane's listed moves (``GameState.listed_lanes``) too."""
    values = {**{name: freeze(name) for name in fields}, "listed": "listed"}
    if lanes:
        values["listed_lanes"] = "listed_lanes"
    return values


def _with_listed(state: GameState, listed: tuple[Move, ...]) -> GameState:
    """``state`` with its listed moves set (derived data, not a field of ``__init__``)."""
    object.__setattr__(state, "listed", listed)
    return state


def _with_lanes(
    state: GameState, listed_lanes: tuple[tuple[Move, ...], ...], listed: tuple[Move, ...]
) -> GameState:
    """``state`` with each lane's listed moves and the first lane's set (derived data)."""
    object.__setattr__(state, "listed_lanes", listed_lanes)
    object.__setattr__(state, "listed", listed)
    return state
