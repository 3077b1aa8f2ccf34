"""A stable, documented JSON shape for compiled cards (``wingspan cards --json``).

``card_set_to_json(cards)`` gives the whole set, with the ids that states and moves use::

    {
      "schema": 1,
      "card_set": str,                          # the fingerprint saved games carry
      "birds": [{"id": int, ...card_to_json...}],
      "bonus_cards": [{"id": int, "name": str, "set": str, "automa": bool,
                       "description": str}],    # describe_bonus()
      "goal_sides": [{"id": int, "tile": int, "name": str,
                      "description": str}]      # describe_goal(); ids 2t and 2t+1 share tile t
    }

A bird (``card_to_json``; keys are always present, in this order)::

    {
      "name": str, "scientific_name": str, "set": str, "swift_start": bool,
      "habitats": [str],                        # forest / grassland / wetland, in that order
      "food": {"mode": "and" | "or" | "free",   # "or": pay exactly one of "foods"
               "foods": [str], "wild": int},    # "foods" repeats a food paid twice
      "points": int, "nest": str,               # bowl cavity ground platform star none
      "egg_limit": int, "wingspan": int | null, # null: a wild ("*") wingspan
      "flags": {"predator": bool, "flocking": bool, "bonus_cards": bool},
      "beak": str,                              # left right neither both
      "tags": [str],
      "power": null | {"timing": str,           # when_played when_activated once_between_turns
                                                # round_end game_end
                       "colour": str,           # white brown pink teal yellow
                       "description": str}      # describe_power()
    }
"""

from __future__ import annotations

from typing import Any, Literal, TypedDict, cast

from .. import effects as fx
from ..effects.cards import CardKind, FactValue, declared_facts
from ..effects.catalog import CardSet
from .describe import describe_bonus, describe_goal, describe_power

SCHEMA_VERSION = 1


class FoodJson(TypedDict):
    mode: Literal["and", "or", "free"]
    foods: list[str]
    wild: int


class FlagsJson(TypedDict):
    predator: bool
    flocking: bool
    bonus_cards: bool


class PowerJson(TypedDict):
    timing: str
    colour: str
    description: str


class BirdJson(TypedDict):
    """One bird, as ``card_to_json`` gives it."""

    name: str
    scientific_name: str
    set: str
    # then the declared bird facts (``_facts``)
    habitats: list[str]
    food: FoodJson
    points: int
    nest: str
    egg_limit: int
    wingspan: int | None
    flags: FlagsJson
    beak: str
    tags: list[str]
    power: PowerJson | None


class NumberedBirdJson(BirdJson):
    """A bird of ``card_set_to_json``, with its id (the key comes first in the JSON)."""

    id: int


class BonusCardJson(TypedDict):
    id: int
    name: str
    set: str
    # then the declared bonus-card facts (``_facts``)
    description: str


class GoalSideJson(TypedDict):
    id: int
    tile: int
    name: str
    description: str


class CardSetJson(TypedDict):
    """The whole card set, as ``card_set_to_json`` gives it."""

    schema: int
    card_set: str
    birds: list[NumberedBirdJson]
    bonus_cards: list[BonusCardJson]
    goal_sides: list[GoalSideJson]


def _food(cost: fx.FoodCost) -> FoodJson:
    return {
        "mode": "free" if cost.is_free else ("or" if cost.one_of else "and"),
        "foods": [f.label for f in cost.foods],
        "wild": cost.wild,
    }


def _facts(card: fx.BirdCard | fx.BonusCard, kind: CardKind) -> dict[str, FactValue]:
    """The card's declared facts that are keys of its JSON, in the order of the declarations."""
    return {f.name: card.fact(f.name) for f in declared_facts(kind) if f.in_json}


def card_to_json(card: fx.BirdCard) -> BirdJson:
    power = card.power
    found: dict[str, Any] = {
        "name": card.name,
        "scientific_name": card.scientific_name,
        "set": card.set,
        **_facts(card, "bird"),
        "habitats": [h.label for h in card.habitats],
        "food": _food(card.cost),
        "points": card.points,
        "nest": card.nest.label,
        "egg_limit": card.egg_limit,
        "wingspan": card.wingspan,
        "flags": {
            "predator": card.predator,
            "flocking": card.flocking,
            "bonus_cards": card.draws_bonus_cards,
        },
        "beak": card.beak.value,
        "tags": list(card.tags),
        "power": None
        if power is None
        else {
            "timing": power.timing.label,
            "colour": power.timing.colour,
            "description": describe_power(power),
        },
    }
    return cast(BirdJson, found)


def card_set_to_json(cards: CardSet) -> CardSetJson:
    """The whole card set, each card with the id the game state uses for it."""
    return {
        "schema": SCHEMA_VERSION,
        "card_set": cards.fingerprint,
        "birds": [{"id": i, **card_to_json(bird)} for i, bird in enumerate(cards.birds)],
        "bonus_cards": [
            cast(
                BonusCardJson,
                {
                    "id": i,
                    "name": card.name,
                    "set": card.set,
                    **_facts(card, "bonus"),
                    "description": describe_bonus(card),
                },
            )
            for i, card in enumerate(cards.bonus_cards)
        ],
        "goal_sides": [
            {"id": i, "tile": i // 2, "name": side.name, "description": describe_goal(side)}
            for i, side in enumerate(cards.goal_sides)
        ],
    }
