"""How the views show the Automa (rules 6): its goal points, its side of the table and its
row in the score table, in the board's text and in the JSON view (``Variant`` hooks read by
``views.text``, ``views.json_view`` and ``schemas.view``, which pass their helpers in)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ...engine.describe import Names
from ...engine.observation import Observation
from ...engine.presentation import CardFacts, SchemaParts, TextStyle
from ...engine.scoring import RivalScore
from ...state.model import GameState, Phase
from .score import AutomaScore
from .state import AutomaState

__all__ = ["score_row", "text_goal_result", "text_sections", "view_schema", "view_section"]


def text_goal_result(state: GameState | Observation, round: int) -> str:
    """The Automa's points for the goal of the finished ``round``, after the players'."""
    automa = AutomaState.of(state)
    if automa is None or round > len(automa.goal_points):
        return ""
    return f", the Automa {automa.goal_points[round - 1]}"


def text_sections(
    state: GameState | Observation, names: Names, style: TextStyle, deck: Sequence[str]
) -> list[list[str]]:
    """The Automa's side: its bonus card, birds face up and face down, eggs, cubes on the goal
    tile, and this round's Automa cards, from setup on (``deck``: the names of the Automa
    cards)."""
    automa = AutomaState.of(state)
    if automa is None:
        return []
    facts = [
        f"bonus card: {names.bonus(automa.bonus)}",
        f"birds: {len(automa.birds)} face up, {len(automa.face_down)} face down",
        f"eggs: {automa.eggs}",
    ]
    if state.phase is Phase.PLAY:
        facts.append(f"cubes on the goal tile: {automa.cubes}")
    if automa.nectar:  # its Spent Nectar Collection card (rules-expansions 9.2.11)
        boxes = zip(("forest", "grassland", "wetland"), automa.nectar, strict=False)
        facts.append("spent nectar: " + ", ".join(f"{h} {n}" for h, n in boxes))
    lines = [style.bold("the Automa") + "  " + "; ".join(facts)]
    face_up = [style.bold(names.bird(c)) for c in automa.birds]
    lines.append("  face up: " + (", ".join(face_up) or style.dim("none")))
    if state.phase is Phase.PLAY or (state.phase is Phase.SETUP and automa.deck):
        shown = [deck[i] for i in automa.revealed]  # in setup: round 1's, shuffled (rules 6.1 #5)
        cards = f"  Automa cards: {len(automa.deck)} face down"
        lines.append(cards + (f"; revealed this round: {', '.join(shown)}" if shown else ""))
    return [lines]


def score_row(rival: RivalScore, categories: tuple[str, ...]) -> tuple[str, tuple[int, ...]] | None:
    """The Automa's row: its face-down birds' points counted with its birds (rules 6.5)."""
    if not isinstance(rival, AutomaScore):
        return None
    points = {"birds": rival.birds + rival.face_down, "goals": rival.goals, "eggs": rival.eggs}
    points.update(rival.extra)
    return "Automa", tuple(points.get(c, 0) for c in categories)


def view_section(
    seen: Observation, cards: CardFacts, rival: RivalScore | None
) -> dict[str, Any] | None:
    """The Automa's side of the table, less what is hidden; None without it. Its score once
    the game is over (``rival``)."""
    automa = AutomaState.of(seen)
    if automa is None:
        return None
    return {
        "bonus": cards.bonus(automa.bonus),
        "deck": len(automa.deck),
        "revealed": list(automa.revealed),
        "birds": [cards.bird(c) for c in automa.birds],
        "face_down": len(automa.face_down),
        "eggs": automa.eggs,
        "cubes": automa.cubes,
        "goal_points": list(automa.goal_points),
        "leads": automa.leads,
        "nectar": list(automa.nectar),
        "score": None if rival is None else {"total": rival.total, "rank": rival.rank},
    }


def view_schema(parts: SchemaParts) -> dict[str, Any]:
    """The JSON Schema of ``view_section``."""
    count = {"type": "integer", "minimum": 0}
    seats = {"type": "array", "items": count}
    return parts.obj(
        {
            "bonus": parts.ref("bonus_card_or_hidden"),
            "deck": count,
            "revealed": seats,
            "birds": {"type": "array", "items": parts.ref("card_or_hidden")},
            "face_down": count,
            "eggs": count,
            "cubes": count,
            "goal_points": seats,
            "leads": {"type": "boolean"},
            "nectar": seats,
            "score": {
                "anyOf": [
                    parts.obj({"total": count, "rank": {"type": "integer", "minimum": 1}}),
                    {"type": "null"},
                ]
            },
        },
        "The Automa's side of the table: its bonus card, the cards of its deck (a count), the "
        "Automa cards revealed this round, its birds (face up; face down as a count), eggs, "
        "cubes on the round's goal, goal points, whether it leads the round, the nectar in "
        "the boxes of its Spent Nectar Collection card (forest, grassland, wetland; empty "
        "without one), and its score once the game is over.",
    )
