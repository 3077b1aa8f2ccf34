"""A JSON view of a game for web frontends: ``observation_json(state, player)``.

The view is what ``player`` may see (it is built from their ``Observation``), with named keys
a client can show without knowing the engine: foods, habitats, dice faces and actions as
words, cards as ``{"id": 12, "name": "Mallard"}`` (``null`` for a card the player cannot see),
the pending decision with its English prompt, the player's legal moves with their labels
(when it is their decision), the last step's events, and the public parts of a variant (the
Duet map, the Automa's side of the table). Every value is a JSON type, so
``json.dumps(view)`` always works.

A legal move is ``{"label": ..., "action": id, "move": {...}}``: ``move`` is the move as
``serialization.move_to_dict`` writes it, which a server reads back with
``serialization.move_from_dict`` and applies with ``rules.apply(state, move, player=seat)``;
``action`` is its id in the action encoding (``wingspan_rules.envs.encoding``), or ``null`` for a
move the encoding cannot hold.

An event is ``{"type": TAG, ...}`` with the event's fields, each shown as the view shows its
kind of value (``field_kind``): cards by id and name, foods as words, a count per food as
``{"seed": 2}``, goals by name.

The view's JSON Schema (draft 2020-12) ships as ``schemas/view.schema.json``
(``load_schema("view")``), generated from the same declarations by ``schemas/view.py``
(``python -m wingspan_rules.schemas.view [--check]``); ``VIEW_FORMAT`` names its version.
"""

from __future__ import annotations

import enum
import typing
from typing import TYPE_CHECKING, Any

import attrs

from ..engine.core import focus
from ..engine.observation import Observation
from ..saves.serialization import move_to_dict
from ..state.enums import Action, Food, Habitat
from ..state.events import Event
from ..state.fields import Kind, fields_of_kind
from ..state.model import CUBES_PER_ROUND, ROUNDS, GameState, Phase
from ..variants import VARIANTS

if TYPE_CHECKING:
    from ..effects.catalog import CardSet
    from ..engine import Rules
    from ..engine.modes import Variant
    from ..engine.scoring import RivalScore

__all__ = ["VIEW_FORMAT", "field_kind", "observation_json", "view_sections"]

#: The version of the view's layout (its JSON Schema is ``schemas/view.schema.json``).
VIEW_FORMAT = "wingspan-rules/view/1"

_PLAYER_FIELDS = ("player", "first_player", "owner")
_BIRD_FIELDS = ("card", "bird", "tucked")
_BIRD_TUPLES = ("birds", "cards", "tray", "dealt")
_FOOD_COUNTS = ("food", "gained")


def field_kind(cls: type, name: str, kind: Any) -> str:
    """How the view shows field ``name`` (declared as ``kind``) of an event or frame class:

    ``"bird"`` / ``"bonus"`` (a card, or ``null`` if hidden or empty), ``"birds"`` /
    ``"bonuses"`` (lists of them), ``"player"`` (a seat), ``"players"``, ``"food_counts"``
    (``{"seed": 2}``), ``"goals"`` (goal sides by id and name), ``"enum"`` / ``"enums"``
    (words), ``"int"``, ``"ints"``, ``"str"``, ``"bool"``. Bonus-card fields are declared so
    on the field (``state.fields.BONUS``); the others follow the field names the library uses.
    """
    bonus = name in fields_of_kind(cls, Kind.BONUS)
    if isinstance(kind, type) and issubclass(kind, enum.Enum):
        return "enum"
    if kind is bool:
        return "bool"
    if kind is str:
        return "str"
    if kind is int:
        if bonus:
            return "bonus"
        if name in _PLAYER_FIELDS:
            return "player"
        if name in _BIRD_FIELDS:
            return "bird"
        return "int"
    if typing.get_origin(kind) is tuple:
        args = typing.get_args(kind)
        item = args[0] if args else None
        if isinstance(item, type) and issubclass(item, enum.Enum):
            return "enums"
        if item is int:
            if bonus:
                return "bonuses"
            if name in _FOOD_COUNTS:
                return "food_counts"
            if name in _BIRD_TUPLES:
                return "birds"
            if name == "goals":
                return "goals"
            if name == "winners":
                return "players"
            return "ints"
    raise TypeError(f"the view does not know how to show {cls.__name__}.{name} ({kind!r})")


def _fields(cls: type) -> list[tuple[str, str]]:
    attrs.resolve_types(cls)
    return [(f.name, field_kind(cls, f.name, f.type)) for f in attrs.fields(cls)]


class _Viewer:
    """Turns the engine's values into the view's, for one card set."""

    def __init__(self, cards: CardSet) -> None:
        self.cards = cards
        self.goal_sides = cards.goal_sides
        self._event_fields: dict[type, list[tuple[str, str]]] = {}

    def bird(self, card: int) -> dict[str, Any] | None:
        if not 0 <= card < len(self.cards.birds):  # HIDDEN, or EMPTY (an empty tray slot)
            return None
        return {"id": card, "name": self.cards.birds[card].name}

    def bonus(self, card: int) -> dict[str, Any] | None:
        if not 0 <= card < len(self.cards.bonus_cards):  # HIDDEN
            return None
        return {"id": card, "name": self.cards.bonus_cards[card].name}

    def goal(self, side: int) -> dict[str, Any]:
        return {"id": side, "name": self.goal_sides[side].name}

    @staticmethod
    def food_counts(counts: tuple[int, ...]) -> dict[str, int]:
        return {Food(f).label: n for f, n in enumerate(counts) if n}

    def value(self, kind: str, value: Any) -> Any:
        if kind == "bird":
            return self.bird(value)
        if kind == "bonus":
            return self.bonus(value)
        if kind == "birds":
            return [self.bird(c) for c in value]
        if kind == "bonuses":
            return [self.bonus(c) for c in value]
        if kind == "food_counts":
            return self.food_counts(value)
        if kind == "goals":
            return [self.goal(g) for g in value]
        if kind == "enum":
            return value.label if hasattr(value, "label") else value.value
        if kind == "enums":
            return [v.label if hasattr(v, "label") else v.value for v in value]
        if kind in ("players", "ints"):
            return list(value)
        return value  # player, int, str, bool

    def event(self, event: Event) -> dict[str, Any]:
        cls = type(event)
        fields = self._event_fields.get(cls)
        if fields is None:
            fields = self._event_fields[cls] = _fields(cls)
        shown: dict[str, Any] = {"type": cls.TAG}
        for name, kind in fields:
            shown[name] = self.value(kind, getattr(event, name))
        return shown


def _viewer(cards: CardSet) -> _Viewer:
    key = ("json-view", VIEW_FORMAT)
    found = cards.derived.get(key)
    if found is None:
        found = cards.derived[key] = _Viewer(cards)
    return typing.cast(_Viewer, found)


def observation_json(
    state: GameState, player: int, rules: Rules | None = None, *, actions: bool = True
) -> dict[str, Any]:
    """What ``player`` may see of ``state``, as a JSON-ready dict (see the module's docstring
    and docs/web.md). ``rules`` default to the bundled cards under the state's configuration;
    ``actions=False`` leaves the action ids out (``null``)."""
    if rules is None:
        from ..api import rules_for

        rules = rules_for(state)
    rules.check_state(state)
    seen = rules.observation(state, player)
    cards = rules.cards
    show = _viewer(cards)
    # Several players may decide at once (Flock mode): the player's own decision if they
    # have one, else the first deciding player's.
    deciding_now = rules.current_players(state)
    deciding = player if player in deciding_now else rules.current_player(state)
    moves: list[dict[str, Any]] = []
    if deciding == player:
        legal = rules.legal_moves(state, player)
        ids: list[int | None] = [None] * len(legal)
        if actions:
            ids = _action_ids(rules, legal)
        moves = [
            {
                "label": rules.describe(move, state, player),
                "action": action,
                "move": move_to_dict(move),
            }
            for move, action in zip(legal, ids, strict=True)
        ]
    decision = None
    if deciding is not None:
        frame = focus(seen, deciding).pending[-1]
        decision = {
            "type": type(frame).TAG,
            "player": frame.player,  # type: ignore[attr-defined]
            "prompt": rules.describe_decision(seen, deciding),
        }
    over = seen.phase is Phase.OVER
    scores = None
    if over:
        scores = [
            {
                "seat": i,
                "total": s.total,
                "rank": s.rank,
                "birds": s.birds,
                "bonus": s.bonus,
                "goals": s.goals,
                "eggs": s.eggs,
                "cached": s.cached,
                "tucked": s.tucked,
                "food_left": s.food_left,
                **({"extra": dict(s.extra)} if s.extra else {}),
            }
            for i, s in enumerate(rules.scores(state))
        ]
    table = seen.tables[seen.players[player].table]
    return {
        "format": VIEW_FORMAT,
        "card_set": seen.card_set,
        "viewer": player,
        "players_count": seen.config.players,
        "mode": seen.config.mode.TAG,
        "goal_board": seen.config.goal_board.value,
        "phase": seen.phase.value,
        "round": seen.round,
        "turn": seen.turn,
        "first_player": seen.first_player,
        "active_player": seen.active_player,
        "deciding": deciding,
        "decision": decision,
        "moves": moves,
        "goals": [
            {
                "round": r + 1,
                "goal": show.goal(side),
                "points": list(seen.goal_points[r]) if r < len(seen.goal_points) else None,
            }
            for r, side in enumerate(seen.goals[:ROUNDS])
        ],
        "table": {
            "feeder": [face.label for face in table.feeder],
            "outside": [face.label for face in table.outside],
            "tray": [show.bird(c) for c in table.tray],
            "deck": len(table.deck),
            "discard": [show.bird(c) for c in table.discard],
            "bonus_deck": len(table.bonus_deck),
            "bonus_discard": len(table.bonus_discard),
        },
        "players": [_player(show, seen, p) for p in range(len(seen.players))],
        "powers": [
            {
                "owner": power.owner,
                "bird": show.bird(power.bird),
                "laid_out": [
                    show.bird(c)
                    for slot in power.slots
                    if slot.kind == "cards"
                    for c in slot.values
                ],
            }
            for power in seen.powers
        ],
        "events": [show.event(e) for e in seen.events],
        "scores": scores,
        **_mode_sections(show, seen, rules.rival_score(state) if over else None),
    }


def view_sections() -> tuple[Variant, ...]:
    """The modes with a section of their own in the view (``Variant.VIEW_KEY``), in the
    view's order (``Variant.VIEW_PLACE``): every view has each one's key."""
    return tuple(sorted((v for v in VARIANTS.values() if v.VIEW_KEY), key=lambda v: v.VIEW_PLACE))


def _mode_sections(show: _Viewer, seen: Observation, rival: RivalScore | None) -> dict[str, Any]:
    """Each mode's section (the Duet map, the Automa's side of the table), null outside its
    mode; ``rival``: the ranked score of the mode's rival once the game is over."""
    return {str(v.VIEW_KEY): v.view_section(seen, show, rival) for v in view_sections()}


def _player(show: _Viewer, seen: Observation, p: int) -> dict[str, Any]:
    player = seen.players[p]
    cubes = CUBES_PER_ROUND[seen.round - 1] if 1 <= seen.round <= ROUNDS else 0
    cards = show.cards
    return {
        "seat": p,
        "you": p == seen.viewer,
        "food": {food.label: player.food[food] for food in Food},
        "hand": [show.bird(c) for c in player.hand],
        "hand_size": len(player.hand),
        "bonus": [show.bonus(c) for c in player.bonus],
        "cubes_used": player.cubes_used,
        "cubes_left": max(0, cubes - player.cubes_used) if seen.phase is Phase.PLAY else 0,
        "cubes_on": {action.label: player.actions[action] for action in Action},
        "pink_used": [show.bird(c) for c in player.pink_used],
        "mat": {
            habitat.label: [
                {
                    "column": column,
                    "card": show.bird(bird.card),
                    "points": cards.birds[bird.card].points,
                    "eggs": bird.eggs,
                    "egg_limit": cards.birds[bird.card].egg_limit,
                    "cached": show.food_counts(bird.cached),
                    "tucked": len(bird.tucked),
                    "sideways": bird.sideways,
                }
                for column, bird in enumerate(player.mat[habitat])
            ]
            for habitat in Habitat
        },
    }


def _action_ids(rules: Rules, moves: list[Any]) -> list[int | None]:
    from ..envs.encoding import EncodingError, action_encoding

    try:
        encoding = action_encoding(rules)
    except EncodingError:  # a move type the encoding cannot hold yet: no ids
        return [None] * len(moves)
    ids: list[int | None] = []
    for move in moves:
        try:
            ids.append(encoding.encode(move))
        except EncodingError:
            ids.append(None)
    return ids
