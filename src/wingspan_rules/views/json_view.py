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

For a client that shows a game to people (format 2): ``names`` (the players' names, given
with ``names=`` or "player 0"...), ``lines`` (the last step's events in English, as
``narrate`` tells them to the viewer), ``cards`` (the facts of every bird card the view shows,
by id: habitats, food cost and points, nest, egg limit, wingspan, the power in English from the
card language), ``bonus_cards`` (the same for the bonus cards shown: what each one counts and
pays), ``mat`` (the game's mat: the egg cost of each column and what each habitat's action
gives there), each player's ``points`` (the points on the table now: birds, eggs, cached
food, tucked cards and the goals scored, their own bonus cards for the viewer only) and
``goal_count`` (their count for this round's goal), and ``notes`` (the mode's own parts of
the board in English, as the text view shows them: what the mode declares with its
``Variant`` text hooks).

The view's JSON Schema (draft 2020-12) ships as ``schemas/view.schema.json``
(``load_schema("view")``), generated from the same declarations by ``schemas/view.py``
(``python -m wingspan_rules.schemas.view [--check]``); ``VIEW_FORMAT`` names its version.
"""

from __future__ import annotations

import enum
import typing
from typing import TYPE_CHECKING, Any

import attrs

from ..effects.bird_records import tucked_other
from ..effects.hooks import active
from ..engine.core import focus
from ..engine.describe import Names
from ..engine.observation import Observation
from ..engine.registry import variant_for
from ..engine.scoring import bonus_score, round_goal_counts
from ..language.describe import describe_bonus, describe_power
from ..saves.serialization import move_to_dict
from ..state.enums import ACTION_HABITAT, Action, Food, Habitat
from ..state.events import Event
from ..state.fields import Kind, fields_of_kind
from ..state.model import BONUS_TABLE, ROUNDS, GameState, Phase
from ..variants import VARIANTS
from .text import _Style, narrate_events

if TYPE_CHECKING:
    from ..effects.catalog import CardSet
    from ..engine import Rules
    from ..engine.modes import Variant
    from ..engine.scoring import RivalScore

__all__ = ["VIEW_FORMAT", "field_kind", "observation_json", "view_sections"]

#: The version of the view's layout (its JSON Schema is ``schemas/view.schema.json``).
VIEW_FORMAT = "wingspan-rules/view/2"

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
        self.facts: dict[Any, Any] = {}

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
    state: GameState,
    player: int,
    rules: Rules | None = None,
    *,
    actions: bool = True,
    names: list[str] | tuple[str, ...] | None = None,
) -> dict[str, Any]:
    """What ``player`` may see of ``state``, as a JSON-ready dict (see the module's docstring
    and docs/web.md). ``rules`` default to the bundled cards under the state's configuration;
    ``actions=False`` leaves the action ids out (``null``); ``names``: the players' names in
    seat order (for ``names``, ``lines`` and the prompts)."""
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
            "prompt": _prompt(rules, seen, deciding, names),
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
    named = Names(cards, seen, names)
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
            # the kind of each die, shown only where a table's dice are not all alike (Flock
            # with Oceania: "nectar" or "base", rules-expansions 9.2.13)
            **(
                {
                    "feeder_kinds": list(table.feeder_kinds),
                    "outside_kinds": list(table.outside_kinds),
                }
                if table.feeder_kinds or table.outside_kinds
                else {}
            ),
            "tray": [show.bird(c) for c in table.tray],
            "deck": len(table.deck),
            "discard": [show.bird(c) for c in table.discard],
            "bonus_deck": len(table.bonus_deck),
            "bonus_discard": len(table.bonus_discard),
            # bonus cards every player scores (promos, rules 9.6): shown only when there are any
            **(
                {"shared_bonus": [show.bonus(c) for c in shared]}
                if (shared := seen.tables[BONUS_TABLE].shared_bonus)
                else {}
            ),
            # the rounds whose goal tile a power cached (promos, rules 9.6): only when any
            **({"cancelled_rounds": list(seen.cancelled_rounds)} if seen.cancelled_rounds else {}),
            # the zones of the table an expansion declares (the Americas garden): only then
            **({"zones": zones} if (zones := _table_zones(show, seen)) else {}),
        },
        "players": [_player(show, seen, p, state) for p in range(len(seen.players))],
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
        "names": [named.player(p) for p in range(len(seen.players))],
        "lines": narrate_events(seen.events, named),
        "notes": _notes(seen, named),
        "mat": _mat(seen),
        "cards": _card_facts(show, seen),
        "bonus_cards": _bonus_facts(show, seen),
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


def _player(show: _Viewer, seen: Observation, p: int, state: GameState) -> dict[str, Any]:
    player = seen.players[p]
    cards = show.cards
    cubes = cards.cubes_in(seen) if 1 <= seen.round <= ROUNDS else 0
    others = tucked_other(seen.config, player)
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
        "points": _points(show, seen, p),
        "goal_count": _goal_count(show, state, p),
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
                    # goal tiles cached on it (promos, rules 9.6): shown only when there are any
                    **({"goal_tiles": bird.goal_tiles} if bird.goal_tiles else {}),
                    # cards tucked behind it that are no bird cards (hummingbirds): when any
                    **({"tucked_other": others[bird.card]} if others[bird.card] else {}),
                }
                for column, bird in enumerate(player.mat[habitat])
            ]
            for habitat in Habitat
        },
        "zones": {name: len(held) for name, held in player.zones},
        "zone_cards": _zone_cards(show, seen, player.zones),
        "egg_markers": {
            habitat.label: [column for h, column in player.egg_markers if h is habitat]
            for habitat in Habitat
        },
    }


def _zone_card(show: _Viewer, kind: str, card: int) -> dict[str, Any] | None:
    """A card of a zone of ``kind`` (``CardZone.kind``) as the view shows it: its id, its name
    and its printed facts that are words (a hummingbird's group, benefit and beak); None for a
    hidden one."""
    cards = show.cards.of_kind(kind)
    if not 0 <= card < len(cards):
        return None
    found = cards[card]
    facts = {
        a.name: _word(value)
        for a in attrs.fields(type(found))
        if isinstance(value := getattr(found, a.name), enum.Enum)
    }
    return {"id": card, "name": found.name, **facts}


def _word(value: enum.Enum) -> str:
    """An enum's word in the view: its value, or its name for a numbered one."""
    return value.name.lower() if isinstance(value, int) else str(value.value)


def _table_zones(show: _Viewer, seen: Observation) -> dict[str, Any]:
    """The zones of the table the game's expansions declare (``CardZone(shared=True)``), by
    name, each with its label, the kind of cards it holds ("" for a zone of tokens), its size, whether it lies face down and, for a face-up zone of
    cards of a kind, its cards (bottom to top: the top last)."""
    table = seen.tables[0]
    shown: dict[str, Any] = {}
    for zone in active(seen.config).zones:
        if not zone.shared:
            continue
        held = table.zone(zone.name)
        face_up = zone.kind and not zone.hidden
        shown[zone.name] = {
            "label": zone.label or zone.name,
            "kind": zone.kind,
            "count": len(held),
            "hidden": zone.hidden,
            "cards": [_zone_card(show, zone.kind, c) for c in held] if face_up else [],
        }
    return shown


def _zone_cards(
    show: _Viewer, seen: Observation, zones: tuple[tuple[str, tuple[int, ...]], ...]
) -> dict[str, Any]:
    """A player's zones of cards of a kind (the Americas hummingbird spaces), by name: the
    cards each holds (null for a hidden one); empty without such zones."""
    kinds = {z.name: z.kind for z in active(seen.config).zones if z.kind and not z.shared}
    return {
        name: [_zone_card(show, kinds[name], c) for c in held]
        for name, held in zones
        if name in kinds
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


def _prompt(rules: Rules, seen: Observation, deciding: int, names: Any) -> str:
    """The decision's English prompt, with the players' names when the view has them."""
    if not names:
        return rules.describe_decision(seen, deciding)
    view = focus(seen, deciding)
    top = view.pending[-1]
    label = getattr(top, "label", None)
    if label is None:
        return rules.describe_decision(seen, deciding)
    return str(label(Names(rules.cards, view, names)))


def _points(show: _Viewer, seen: Observation, p: int) -> dict[str, int]:
    """The points player ``p`` has on the table now, by category, as the viewer may know
    them: the bonus cards only for the viewer's own (another's are hidden)."""
    cards = show.cards
    player = seen.players[p]
    birds = eggs = cached = tucked = 0
    for row in player.mat:
        for bird in row:
            birds += cards.birds[bird.card].points
            eggs += bird.eggs
            cached += sum(bird.cached) + bird.goal_tiles  # a goal tile: 1 point (rules 9.6)
            tucked += len(bird.tucked)
    goals = sum(row[p] for row in seen.goal_points if p < len(row))
    bonus = 0
    if p == seen.viewer:
        for card in player.bonus:
            if 0 <= card < len(cards.bonus_cards):
                extra = active(seen.config).bonus_birds
                bonus += bonus_score(player, cards, card, seen.config.house, extra).points
    shown = {
        "birds": birds,
        "eggs": eggs,
        "cached": cached,
        "tucked": tucked,
        "goals": goals,
        "bonus": bonus,
    }
    return {**shown, "total": sum(shown.values())}


def _goal_count(show: _Viewer, state: GameState, p: int) -> int | None:
    """Player ``p``'s count toward this round's goal (what is on the mats: public), or None
    outside the rounds or when the count is not a player's (a mode's own goal)."""
    if state.phase is not Phase.PLAY or not 1 <= state.round <= ROUNDS:
        return None
    counts = round_goal_counts(state, show.cards, state.round)
    return counts[p] if p < len(counts) else None


def _notes(seen: Observation, names: Names) -> list[list[str]]:
    """The mode's own parts of the board in English (its goals when it has its own, then its
    sections), as its ``Variant`` text hooks give them for the text view."""
    variant = variant_for(seen.config)
    style = _Style(False)
    notes = [section for section in variant.text_sections(seen, names, style) if section]
    goals = variant.text_goals(seen, names, style)
    return ([goals] if goals else []) + notes


def _mat(seen: Observation) -> dict[str, Any]:
    """The game's mat: each column's egg cost, what each habitat's action gives there, and
    which action each habitat's row is."""
    hooks = active(seen.config)
    mat = hooks.mat
    # the zones of each player's board the game's expansions declare: how a view names them
    zones = {
        z.name: {
            "label": z.label or z.name,
            "habitat": None if z.habitat is None else z.habitat.label,
        }
        for z in hooks.zones
        if not z.shared
    }
    return {
        "egg_costs": list(mat.egg_costs),
        "gives": {h.label: list(mat.benefits[h][: mat.row_size + 1]) for h in Habitat},
        "conversion": {h.label: list(mat.conversions[h][: mat.row_size + 1]) for h in Habitat},
        "actions": {Habitat(h).label: a.label for a, h in ACTION_HABITAT.items()},
        **({"zones": zones} if zones else {}),
    }


def _shown_birds(seen: Observation) -> list[int]:
    """Every bird card the view names, in a stable order (ids)."""
    found: set[int] = set()
    for table in seen.tables:
        found.update(table.tray)
        found.update(table.discard)
    for player in seen.players:
        found.update(player.hand)
        found.update(player.pink_used)
        for row in player.mat:
            for bird in row:
                found.add(bird.card)
                found.update(bird.tucked)
    for power in seen.powers:
        found.add(power.bird)
        for slot in power.slots:
            if slot.kind == "cards":
                found.update(slot.values)
    return sorted(found)


def _card_facts(show: _Viewer, seen: Observation) -> dict[str, Any]:
    """The facts of every bird card the view shows, by id (as a string: a JSON key)."""
    facts: dict[str, Any] = {}
    birds = show.cards.birds
    for card in _shown_birds(seen):
        if not 0 <= card < len(birds):
            continue
        facts[str(card)] = _bird_facts(show, card)
    return facts


def _bird_facts(show: _Viewer, card: int) -> dict[str, Any]:
    key = ("json-view-facts", card)
    found = show.facts.get(key)
    if found is not None:
        return found
    bird = show.cards.birds[card]
    cost = bird.cost
    power = bird.power
    found = {
        "name": bird.name,
        "scientific_name": bird.scientific_name,
        "set": bird.set,
        "habitats": [h.label for h in bird.habitats],
        "cost": {
            "foods": [f.label for f in cost.foods],
            "wild": cost.wild,
            "one_of": cost.one_of,
        },
        "points": bird.points,
        "nest": bird.nest.label,
        "egg_limit": bird.egg_limit,
        "wingspan": bird.wingspan,
        "timing": power.timing.label if power is not None else None,
        "power": describe_power(power) if power is not None else "",
    }
    show.facts[key] = found
    return found


def _bonus_facts(show: _Viewer, seen: Observation) -> dict[str, Any]:
    """The facts of every bonus card the view shows, by id: its name and what it pays."""
    cards = show.cards.bonus_cards
    found: dict[str, Any] = {}
    for player in seen.players:
        for card in player.bonus:
            if 0 <= card < len(cards) and str(card) not in found:
                found[str(card)] = {"name": cards[card].name, "text": describe_bonus(cards[card])}
    return found
