"""What this engine can execute, as plain data, and every reason a card set would not run.

The card language compiles anything its vocabulary can say; the engine runs only part of it
(no round-end or game-end powers yet, no nectar). ``ENGINE`` states that part, and
``card_set_problems`` compares a compiled ``CardSet`` with it, so that a card which compiles but
would never fire, or names a food no die or supply has, is reported instead of silently loaded:

    problems = card_set_problems(cards)   # [] when the engine runs every card
    ensure_runnable(cards)                # raises UnsupportedCards listing every problem

``wingspan check`` prints these problems; building a game's rules is to call ``ensure_runnable``.
This module reads only compiled values (``effects``): it never imports the card language.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from typing import TYPE_CHECKING, cast

import attrs

from ..effects import (
    CONDITION_TYPES,
    EFFECT_TYPES,
    MEASURE_TYPES,
    PREDICATE_TYPES,
    SCOPE_TYPES,
    TRIGGER_TYPES,
    BirdCard,
    DrawWholeTray,
    Effect,
    GainAllFood,
    GainFood,
    Measure,
    OnActionTaken,
    Origin,
    Power,
    RolledAny,
    Zone,
    walk_effects,
)
from ..effects.catalog import CardSet
from ..effects.hooks import active
from ..errors import WingspanError
from ..state.enums import BASE_DIE, BASE_FOODS, DieFace, Food, Timing

if TYPE_CHECKING:
    from attrs import AttrsInstance

__all__ = [
    "ENGINE",
    "Capabilities",
    "CardProblem",
    "UnsupportedCards",
    "card_problems",
    "card_set_problems",
    "ensure_runnable",
]


@attrs.frozen
class Capabilities:
    """Everything an engine executes. Every field is a plain set or tuple of vocabulary items.

    ``timings``: the power timings it runs. ``triggers``, ``effects``, ``conditions``,
    ``player_scopes``, ``measures`` and ``predicates``: the ``effects`` classes it interprets.
    ``foods``: the food types of its supply. ``die_faces``: the faces of its birdfeeder dice.
    ``zones``: the places food and cards come from or go to (supply, birdfeeder, hand, deck,
    bird tray...). ``game``: how messages name the game these components belong to.
    """

    timings: frozenset[Timing]
    triggers: frozenset[type]
    foods: frozenset[Food]
    effects: frozenset[type]
    conditions: frozenset[type]
    player_scopes: frozenset[type]
    measures: frozenset[type]
    predicates: frozenset[type]
    die_faces: tuple[DieFace, ...]
    zones: frozenset[Zone]
    game: str = "the base game"

    @property
    def dice_foods(self) -> frozenset[Food]:
        """The foods some birdfeeder die face shows."""
        return frozenset(food for face in self.die_faces for food in face.foods)


#: This engine: the base game, with round-end and game-end powers.
ENGINE = Capabilities(
    timings=frozenset(Timing),
    # every declaration of the vocabulary says how it runs (``effects._base``)
    triggers=frozenset(TRIGGER_TYPES),
    foods=frozenset(BASE_FOODS),
    effects=frozenset(EFFECT_TYPES),
    conditions=frozenset(CONDITION_TYPES),
    player_scopes=frozenset(SCOPE_TYPES),
    # evaluated by scoring.py (measure, matches)
    measures=frozenset(MEASURE_TYPES),  # each counts itself
    predicates=frozenset(PREDICATE_TYPES),  # each tests itself
    die_faces=BASE_DIE,
    zones=frozenset(Zone),
)

_CONDITION_TYPES = CONDITION_TYPES
_SCOPE_TYPES = SCOPE_TYPES

_TIMING_NAMES = {
    Timing.WHEN_PLAYED: "when-played",
    Timing.WHEN_ACTIVATED: "when-activated",
    Timing.ONCE_BETWEEN_TURNS: "once-between-turns",
    Timing.ROUND_END: "round-end",
    Timing.GAME_END: "game-end",
}


@attrs.frozen
class CardProblem:
    """One reason a card would not run: the card's name, kind, where it was written and why."""

    name: str
    kind: str  # "bird", "bonus" or "goal"
    origin: Origin | None
    message: str

    def __str__(self) -> str:
        where = (
            f"{self.origin.path}:{self.origin.line}:{self.origin.column}: " if self.origin else ""
        )
        return f"{where}{self.name}: {self.message}"


class UnsupportedCards(WingspanError, ValueError):
    """A card set holds cards this engine would not run; ``problems`` lists every reason."""

    def __init__(self, problems: Iterable[CardProblem]) -> None:
        self.problems: tuple[CardProblem, ...] = tuple(problems)
        super().__init__(self.problems)

    def __str__(self) -> str:
        cards = len({(p.kind, p.name) for p in self.problems})
        noun = "card" if cards == 1 else "cards"
        lines = [f"{cards} {noun} the engine cannot run:"]
        lines += [f"  {problem}" for problem in self.problems]
        return "\n".join(lines)


def card_problems(card: BirdCard, caps: Capabilities = ENGINE) -> list[str]:
    """Every reason ``card`` would not run under ``caps``, in a stable order (empty: it runs)."""
    problems = [f"food cost: {m}" for m in _food_messages(card.cost.foods, caps)]
    if card.power is not None:
        problems += _power_problems(card.power, caps)
    return list(dict.fromkeys(problems))


def with_expansions(cards: CardSet, caps: Capabilities = ENGINE) -> Capabilities:
    """``caps`` with what the expansions serving the sets of ``cards`` add: their foods
    (``hooks.FoodRule``: Oceania's nectar) and their dice's faces. A card of another set
    naming nectar still names a food of no supply (a promo bird without Oceania)."""
    names = {b.set for b in cards.birds} | {c.set for c in cards.bonus_cards}
    sets = tuple(sorted(names | {t.set for t in cards.goal_tiles}))
    hooks = active(sets)
    foods = frozenset(rule.food for rule in hooks.food_rules)
    if not foods and hooks.die is BASE_DIE:
        return caps
    faces = tuple(dict.fromkeys((*caps.die_faces, *hooks.die)))
    return attrs.evolve(caps, foods=caps.foods | foods, die_faces=faces)


def card_set_problems(cards: CardSet, caps: Capabilities = ENGINE) -> list[CardProblem]:
    """Every problem of every bird, bonus card and goal side, in card-set order (with what the
    expansions serving its sets add: ``with_expansions``)."""
    caps = with_expansions(cards, caps)
    problems = [
        CardProblem(bird.name, "bird", bird.origin, message)
        for bird in cards.birds
        for message in card_problems(bird, caps)
    ]
    problems += [
        CardProblem(bonus.name, "bonus", bonus.origin, message)
        for bonus in cards.bonus_cards
        for message in _measure_problems(bonus.measure, caps)
    ]
    problems += [
        CardProblem(side.name, "goal", tile.origin, message)
        for tile in cards.goal_tiles
        for side in tile.sides
        for message in _measure_problems(side.measure, caps)
    ]
    return problems


def ensure_runnable(cards: CardSet, caps: Capabilities = ENGINE) -> None:
    """Raise ``UnsupportedCards`` if ``caps`` would not run every card of ``cards``."""
    problems = card_set_problems(cards, caps)
    if problems:
        raise UnsupportedCards(problems)


# --------------------------------------------------------------------------------------------


def _power_problems(power: Power, caps: Capabilities) -> Iterator[str]:
    if power.timing not in caps.timings:
        yield f"{_TIMING_NAMES[power.timing]} powers are not run by this engine yet"
    if power.trigger is not None:
        if type(power.trigger) not in caps.triggers:
            yield f"this engine does not match {type(power.trigger).__name__} triggers yet"
        if isinstance(power.trigger, OnActionTaken) and power.trigger.gained is not None:
            yield from (f"trigger: {m}" for m in _food_messages((power.trigger.gained,), caps))
    elif power.timing is Timing.ONCE_BETWEEN_TURNS:
        yield "a once-between-turns power without a trigger never fires"
    # counting double is all that one does
    if not power.effects and not (power.double_goal or power.double_bonus):
        yield "the power has no effects, so it does nothing"
    for effect in walk_effects(power.effects):
        kind = type(effect)
        if kind not in caps.effects:
            yield f"this engine cannot execute {kind.__name__} effects yet"
        yield from (f"power: {m}" for m in _food_messages(_foods_in(effect), caps))
        yield from _zone_problems(effect, caps)
        for value in _own_values(effect):
            if isinstance(value, _CONDITION_TYPES) and type(value) not in caps.conditions:
                yield f"this engine cannot test {type(value).__name__} conditions yet"
            if isinstance(value, _SCOPE_TYPES) and type(value) not in caps.player_scopes:
                yield f"this engine cannot run effects for {type(value).__name__} players yet"


def _zone_problems(effect: Effect, caps: Capabilities) -> Iterator[str]:
    source = getattr(effect, "source", None)
    if isinstance(source, Zone) and source not in caps.zones:
        yield f"this engine has no {source.value} to take from"
    if isinstance(effect, DrawWholeTray) and Zone.TRAY not in caps.zones:
        yield "this engine has no bird tray to take from"
    from_feeder = (isinstance(effect, GainFood) and effect.source is Zone.BIRDFEEDER) or isinstance(
        effect, GainAllFood
    )
    dice_foods = set(_foods_in(effect)) if from_feeder else set()
    for value in _own_values(effect):
        if isinstance(value, RolledAny):
            dice_foods.update(value.foods)
    for food in sorted(dice_foods):
        if food in caps.foods and food not in caps.dice_foods:
            yield f"no birdfeeder die of {caps.game} shows {food.label}"


def _food_messages(foods: Iterable[Food], caps: Capabilities) -> Iterator[str]:
    for food in sorted(set(foods)):
        if food not in caps.foods:
            yield f"{food.label} is not a food of {caps.game}'s supply or dice"


def _measure_problems(measure: Measure, caps: Capabilities) -> list[str]:
    problems = []
    if type(measure) not in caps.measures:
        problems.append(f"this engine cannot count {type(measure).__name__} yet")
    for predicate in getattr(measure, "where", ()):
        if type(predicate) not in caps.predicates:
            problems.append(f"this engine cannot test {type(predicate).__name__} yet")
    problems += [f"counts: {m}" for m in _food_messages(_foods_in(measure), caps)]
    return list(dict.fromkeys(problems))


def _own_values(effect: object) -> Iterator[object]:
    """The field values of ``effect`` other than the effects it holds (those are walked apart)."""
    kind = cast("type[AttrsInstance]", type(effect))  # every compiled card value is an attrs class
    skip = type(effect).BLOCKS if isinstance(effect, Effect) else ()
    for field in attrs.fields(kind):
        if field.name not in skip:
            yield getattr(effect, field.name)


def _foods_in(value: object) -> Iterator[Food]:
    """Every food named in ``value``'s own fields, looking inside tuples and nested values."""
    values = iter(value) if isinstance(value, tuple) else _own_values(value)
    for item in values:
        if isinstance(item, Food):
            yield item
        elif isinstance(item, tuple) or attrs.has(type(item)):
            yield from _foods_in(item)
