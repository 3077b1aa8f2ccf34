"""How the views show Duet mode (rules 8.1): its goals and its map, in the board's text and in
the JSON view (``Variant`` hooks read by ``views.text``, ``views.json_view`` and
``schemas.view``, which pass their helpers in)."""

from __future__ import annotations

from typing import Any

from ..._text import plural
from ...engine.describe import Names
from ...engine.observation import Observation
from ...engine.presentation import SchemaParts, TextStyle
from ...state.model import ROUNDS, GameState, Phase
from .map import load_goals, load_map
from .state import DuetOptions, DuetState

__all__ = ["text_goals", "view_schema", "view_section"]

#: How the Duet map shows a symbol (the spaces are drawn in a grid of this width).
_SYMBOLS = {
    "invertebrate": "invert",
    "wingspan-under-50": "<50cm",
    "wingspan-50-plus": "50+cm",
    "beak-left": "beak-L",
    "beak-right": "beak-R",
}
_MARKS = "xo"  # player 0's tokens, player 1's


def text_goals(state: GameState | Observation, names: Names, style: TextStyle) -> list[str] | None:
    """The round goals and their points, then the map, row by row (odd rows offset), each
    space with its token, symbol and a ``*`` for a bonus; None without a Duet map."""
    duet, options = DuetState.of(state), state.config.mode
    if duet is None:
        return None
    assert isinstance(options, DuetOptions), "a Duet game"
    lines = [style.bold("Duet goals (only first place scores)")]
    points = options.round_points
    width = max(len(names.round_goal(r)) for r in range(1, len(duet.goals) + 1))
    for r in range(1, len(duet.goals) + 1):
        goal = names.round_goal(r).ljust(width)
        if r <= len(state.goal_points):
            row = state.goal_points[r - 1]
            result = ", ".join(f"{names.player(p)} {n}" for p, n in enumerate(row))
        elif state.phase is Phase.PLAY and r == state.round:
            result = "this round"
        else:
            result = ""
        worth = points[r - 1] if r <= len(points) else "?"
        lines.append(f"  round {r}  {style.text(goal)}  ({worth})  {style.text(result)}".rstrip())
    marks = [f"{_MARKS[p]}: {names.player(p)}" for p in range(min(2, len(state.players)))]
    lines += ["", style.bold("Duet map") + f" ({', '.join(marks)}; * a bonus space)"]
    spaces = load_map(options.map).spaces
    rows: dict[int, list[str]] = {}
    for s in sorted(spaces, key=lambda s: (s.row, s.column)):
        owner = duet.spaces[s.space] if s.space < len(duet.spaces) else -1
        mark = _MARKS[owner] if 0 <= owner < len(_MARKS) else "."
        symbol = _SYMBOLS.get(s.symbol, s.symbol) + ("*" if s.bonus else "")
        rows.setdefault(s.row, []).append(f"{mark} {symbol:<10}")
    for r in sorted(rows):
        indent = "      " if r % 2 else ""
        lines.append("  " + indent + "".join(rows[r]).rstrip())
    for p in range(len(state.players)):
        if p < len(duet.reset) and p < len(duet.supply):
            lines.append(
                f"  {names.player(p)}: {duet.reset[p]} on the reset space, "
                f"{plural(duet.supply[p], 'token')} left"
            )
    return lines


def view_section(seen: Observation) -> dict[str, Any] | None:
    """The map (all of it public) and the Duet goals; None without a Duet map."""
    duet = DuetState.of(seen)
    if duet is None:
        return None
    sides = load_goals().sides
    return {
        "spaces": [owner if owner >= 0 else None for owner in duet.spaces],
        "reset": list(duet.reset),
        "supply": list(duet.supply),
        "substitutes": list(duet.substitutes),
        "goals": [
            {"round": r + 1, "goal": {"id": side, "name": sides[side].name}}
            for r, side in enumerate(duet.goals[:ROUNDS])
        ],
    }


def view_schema(parts: SchemaParts) -> dict[str, Any]:
    """The JSON Schema of ``view_section``."""
    seats = {"type": "array", "items": {"type": "integer", "minimum": 0}}
    return parts.obj(
        {
            "spaces": {"type": "array", "items": {"type": ["integer", "null"], "minimum": 0}},
            "reset": seats,
            "supply": seats,
            "substitutes": seats,
            "goals": {
                "type": "array",
                "maxItems": 4,
                "items": parts.obj(
                    {
                        "round": {"type": "integer", "minimum": 1, "maximum": 4},
                        "goal": parts.ref("goal"),
                    }
                ),
            },
        },
        "Duet mode's map: the seat of each space's token (null: none), each seat's tokens on "
        "the reset space, in the supply and substitutes in play, and the Duet goals.",
    )
