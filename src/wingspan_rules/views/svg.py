"""A picture of the table as an SVG string: ``svg(state, player=None)``.

As ``chess.svg.board`` is for python-chess: the string is a whole ``<svg>`` document a web page
shows as it is, and a notebook shows it when a cell returns an object with ``_repr_svg_``
(``SvgPicture``, which ``svg(..., picture=True)`` returns). It is drawn from the JSON view
(``observation_json``), so it shows exactly what that view shows: with ``player``, what that
player may see (their own hand and bonus cards, the others' as counts); without, the public
table (every mat, the feeder, the tray, the goals; hands as counts).

What is drawn: a header (round, turn, who decides and what), the goals with each player's
count toward this round's and the points scored, the birdfeeder's dice, the tray, then one mat
per player: three habitat rows of five columns with each column's egg cost and what the row's
action gives there, the cubes on each action, every bird with its points, eggs (of its limit),
cached food and tucked cards, the player's food, their running points and their hand; what an
expansion adds to the table and to each board (its zones: the Americas garden, hummingbird
spaces and markers, Oceania's spent nectar), by the labels the view gives them. A mode's
own parts of the board come as the English lines its ``Variant`` text hooks give (the view's
``notes``), so this module names no mode.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any
from xml.sax.saxutils import escape

from .json_view import observation_json

if TYPE_CHECKING:
    from ..engine import Rules
    from ..state.model import GameState

__all__ = ["SvgPicture", "svg"]

_WIDTH = 980
_ROW_H = 74
_COL_W = 168
_LEFT = 110
_HABITAT_FILL = {"forest": "#dcefd6", "grassland": "#f6edc4", "wetland": "#d5e8f4"}
_FACE_FILL = "#fffaf0"
_FONT = "font-family:sans-serif"


class SvgPicture(str):
    """An SVG string that Jupyter and IPython show as a picture (``_repr_svg_``)."""

    __slots__ = ()

    def _repr_svg_(self) -> str:
        return str(self)


def _attributes(attrs: dict[str, str]) -> str:
    """SVG attributes from keyword arguments: ``font_weight`` is ``font-weight``, ``class_``
    (a Python keyword otherwise) is ``class``."""
    return "".join(f' {k.rstrip("_").replace("_", "-")}="{escape(v)}"' for k, v in attrs.items())


def _text(x: float, y: float, text: object, size: int = 12, **attrs: str) -> str:
    extra = _attributes(attrs)
    return f'<text x="{x:.0f}" y="{y:.0f}" font-size="{size}"{extra}>{escape(str(text))}</text>'


def _rect(x: float, y: float, w: float, h: float, fill: str, **attrs: str) -> str:
    extra = _attributes(attrs)
    return (
        f'<rect x="{x:.0f}" y="{y:.0f}" width="{w:.0f}" height="{h:.0f}" rx="6" '
        f'fill="{fill}" stroke="#7a6a55"{extra}/>'
    )


def _foods(counts: dict[str, int]) -> str:
    return ", ".join(f"{n} {food}" for food, n in counts.items() if n) or "none"


def _cost(facts: dict[str, Any]) -> str:
    cost = facts["cost"]
    foods = cost["foods"]
    if cost["one_of"]:
        return "/".join(foods)
    parts = list(foods) + ["any"] * cost["wild"]
    return " + ".join(parts) or "free"


def _card_name(card: dict[str, Any] | None) -> str:
    return "hidden" if card is None else str(card["name"])


def _header(view: dict[str, Any], y: int) -> tuple[list[str], int]:
    names = view["names"]
    parts = [
        _text(12, y + 18, "Wingspan", 20, font_weight="bold"),
        _text(
            130,
            y + 18,
            f"round {view['round']} · turn {view['turn']} · {view['phase']} · "
            f"{view['players_count']} player(s)",
            14,
        ),
    ]
    decision = view["decision"]
    asked = decision["prompt"] if decision else "The game is over."
    if decision and view["deciding"] is not None:
        asked = f"{names[view['deciding']]} decides: {asked}"
    parts.append(_text(12, y + 40, asked[:150], 12, class_="prompt"))
    return parts, y + 52


def _goals(view: dict[str, Any], y: int) -> tuple[list[str], int]:
    parts = [_text(12, y + 14, "Goals", 13, font_weight="bold")]
    x = 70
    for goal in view["goals"]:
        scored = goal["points"]
        tail = f" ({', '.join(str(p) for p in scored)})" if scored else ""
        label = f"{goal['round']}: {goal['goal']['name']}{tail}"
        parts.append(_text(x, y + 14, label, 11, class_="goal"))
        x += 8 + 6 * len(label)
        if x > _WIDTH - 150:
            y += 16
            x = 70
    counts = [
        f"{view['names'][p['seat']]} {p['goal_count']}"
        for p in view["players"]
        if p["goal_count"] is not None
    ]
    if counts:
        parts.append(_text(70, y + 30, "this round's goal: " + ", ".join(counts), 11))
        y += 16
    return parts, y + 24


def _table(view: dict[str, Any], y: int) -> tuple[list[str], int]:
    table = view["table"]
    parts = [_text(12, y + 20, "Feeder", 13, font_weight="bold")]
    x = 70
    for face in table["feeder"]:
        width = 14 + 7 * len(face)
        parts.append(_rect(x, y + 4, width, 24, "#ffffff", class_="die"))
        parts.append(_text(x + 7, y + 21, face, 11))
        x += width + 6
    if table["outside"]:
        parts.append(_text(x + 8, y + 21, "outside: " + ", ".join(table["outside"]), 11))
    y += 34
    parts.append(_text(12, y + 20, "Tray", 13, font_weight="bold"))
    x = 70
    for card in table["tray"]:
        name = "(empty)" if card is None else card["name"]
        width = 16 + 7 * len(name)
        facts = view["cards"].get(str(card["id"])) if card else None
        parts.append(_rect(x, y + 4, width, 24, _FACE_FILL, class_="tray-card"))
        parts.append(_text(x + 8, y + 21, name, 11))
        if facts:
            parts.append(f"<title>{escape(_facts_line(facts))}</title>")
        x += width + 6
    parts.append(
        _text(x + 8, y + 21, f"deck {table['deck']} · discard {len(table['discard'])}", 11)
    )
    y += 40
    for line in _table_zone_lines(table.get("zones", {})):
        parts.append(_text(12, y + 10, line[:150], 11, class_="table-zone"))
        y += 16
    return parts, y


def _table_zone_lines(zones: dict[str, Any]) -> list[str]:
    """The table's zones of an expansion's cards (the Americas hummingbird deck, garden and
    discard pile) in words, as the text view gives them: a face-down zone by its count, a
    face-up one by its cards, top last ("-" when empty); zones of tokens are left out."""
    lines = []
    for zone in zones.values():
        if not zone["kind"]:
            continue
        if zone["hidden"]:
            lines.append(f"{zone['label']}: {zone['count']}")
        else:
            held = ", ".join(_card_name(c) for c in zone["cards"]) or "-"
            lines.append(f"{zone['label']}: {held}")
    return lines


def _wrapped(parts: list[str], width: int) -> list[str]:
    """``parts`` joined by " · " into lines of at most about ``width`` characters."""
    lines: list[str] = []
    for part in parts:
        if lines and len(lines[-1]) + 3 + len(part) <= width:
            lines[-1] += " · " + part
        else:
            lines.append(part)
    return lines


def _player_zone_parts(view: dict[str, Any], player: dict[str, Any]) -> list[str]:
    """What an expansion adds to a player's board (the Americas hummingbird spaces and
    markers, Oceania's spent nectar), a part per zone: a zone of cards by its cards, any other
    by its count; the zone's label and the row it lies beside from the view's mat."""
    facts = view["mat"].get("zones", {})
    shown = []
    for name, count in player["zones"].items():
        zone = facts.get(name, {"label": name, "habitat": None})
        label = zone["label"] + (f" ({zone['habitat']})" if zone["habitat"] else "")
        cards = player["zone_cards"].get(name)
        held = ", ".join(_card_name(c) for c in cards) if cards else str(count)
        shown.append(f"{label}: {held}")
    return shown


def _facts_line(facts: dict[str, Any]) -> str:
    return (
        f"{facts['name']}: {facts['points']} points, {'/'.join(facts['habitats'])}, "
        f"costs {_cost(facts)}, {facts['nest']} nest, {facts['egg_limit']} eggs. "
        f"{facts['power']}"
    )


def _mat(view: dict[str, Any], player: dict[str, Any], y: int) -> tuple[list[str], int]:
    names = view["names"]
    seat = player["seat"]
    points = player["points"]
    title = f"{names[seat]}{' (you)' if player['you'] else ''}"
    parts = [
        f'<g class="mat" data-seat="{seat}">',
        _text(12, y + 18, title, 15, font_weight="bold", class_="player-name"),
        _text(
            230,
            y + 18,
            f"{points['total']} points · food {_foods(player['food'])} · "
            f"cubes left {player['cubes_left']}",
            12,
        ),
    ]
    y += 26
    mat = view["mat"]
    for habitat, birds in player["mat"].items():
        parts.append(_rect(8, y, _WIDTH - 16, _ROW_H - 4, _HABITAT_FILL.get(habitat, "#eee")))
        parts.append(_text(14, y + 18, habitat, 12, font_weight="bold"))
        gives = mat["gives"].get(habitat, [])
        spaces = len(birds)
        if spaces < len(gives):
            parts.append(_text(14, y + 34, f"gives {gives[spaces]}", 10))
        by_column = {b["column"]: b for b in birds}
        for column, cost in enumerate(mat["egg_costs"]):
            x = _LEFT + column * _COL_W
            bird = by_column.get(column)
            if bird is None:
                label = f"column {column + 1}" + (f" · {cost} egg(s)" if cost else "")
                parts.append(_rect(x, y + 6, _COL_W - 8, _ROW_H - 16, "#f8f8f4", class_="slot"))
                parts.append(_text(x + 8, y + 24, label, 10, fill="#8a8070"))
                continue
            facts = view["cards"].get(str(bird["card"]["id"]), {})
            parts.append(_rect(x, y + 6, _COL_W - 8, _ROW_H - 16, _FACE_FILL, class_="bird"))
            parts.append(_text(x + 6, y + 22, bird["card"]["name"][:24], 11, class_="bird-name"))
            details = [f"{bird['points']} pts", f"eggs {bird['eggs']}/{bird['egg_limit']}"]
            if bird["cached"]:
                details.append(f"cache {_foods(bird['cached'])}")
            tucked = bird["tucked"] + bird.get("tucked_other", 0)  # a hummingbird too
            if tucked:
                details.append(f"tucked {tucked}")
            parts.append(_text(x + 6, y + 38, " · ".join(details)[:30], 10, class_="eggs"))
            if facts:
                parts.append(_text(x + 6, y + 52, facts.get("power", "")[:30], 9, fill="#5a5040"))
                parts.append(f"<title>{escape(_facts_line(facts))}</title>")
        y += _ROW_H
    on = ", ".join(f"{action} {n}" for action, n in player["cubes_on"].items() if n)
    hand = ", ".join(_card_name(c) for c in player["hand"]) if player["you"] else ""
    line = f"cubes on: {on or 'none'} · hand {player['hand_size']}" + (f": {hand}" if hand else "")
    parts.append(_text(14, y + 14, line[:160], 11, class_="hand"))
    bonus = [_card_name(c) for c in player["bonus"] if c is not None]
    if bonus:
        parts.append(_text(14, y + 30, "bonus: " + ", ".join(bonus), 11))
        y += 16
    for line in _wrapped(_player_zone_parts(view, player), 150):
        parts.append(_text(14, y + 30, line, 11, class_="zones"))
        y += 16
    parts.append("</g>")
    return parts, y + 26


def _notes(view: dict[str, Any], y: int) -> tuple[list[str], int]:
    parts: list[str] = []
    for section in view["notes"]:
        for line in section:
            parts.append(_text(12, y + 14, line[:150], 11, class_="note", style="white-space:pre"))
            y += 16
        y += 6
    return parts, y


def svg(
    state: GameState,
    player: int | None = None,
    *,
    rules: Rules | None = None,
    names: list[str] | tuple[str, ...] | None = None,
    picture: bool = False,
) -> str:
    """The table as an SVG document: what ``player`` may see, or the public table (every mat,
    hands as counts) when ``player`` is None. ``rules`` default to the bundled cards under the
    state's configuration; ``names``: the players' names. ``picture=True`` returns an
    ``SvgPicture`` (a ``str`` with ``_repr_svg_``, shown as a picture by Jupyter)."""
    seat = 0 if player is None else player
    view = observation_json(state, seat, rules, actions=False, names=names)
    if player is None:  # the public table: no one's hand or bonus cards
        for shown in view["players"]:
            shown["you"] = False
            shown["bonus"] = []
            shown["points"]["total"] -= shown["points"]["bonus"]
            shown["points"]["bonus"] = 0
    parts: list[str] = []
    y = 4
    for draw in (_header, _goals, _table):
        drawn, y = draw(view, y)
        parts += drawn
    for shown in view["players"]:
        drawn, y = _mat(view, shown, y)
        parts += drawn
    drawn, y = _notes(view, y)
    parts += drawn
    if view["scores"]:
        for score in view["scores"]:
            line = f"{view['names'][score['seat']]}: {score['total']} points (rank {score['rank']})"
            parts.append(_text(12, y + 14, line, 13, class_="score"))
            y += 18
    height = y + 10
    document = (
        f'<svg xmlns="http://www.w3.org/2000/svg" class="wingspan-board" width="{_WIDTH}" '
        f'height="{height}" viewBox="0 0 {_WIDTH} {height}" style="{_FONT}">'
        f'<rect width="{_WIDTH}" height="{height}" fill="#fbf6ea"/>' + "".join(parts) + "</svg>"
    )
    return SvgPicture(document) if picture else document
