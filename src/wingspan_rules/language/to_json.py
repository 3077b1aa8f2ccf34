"""``card_to_json``: a stable, documented JSON shape for a compiled bird card.

Schema (version 1; keys are always present, in this order)::

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

from .. import effects as fx
from .describe import describe_power

SCHEMA_VERSION = 1


def _food(cost: fx.FoodCost) -> dict:
    mode = "free" if cost.is_free else ("or" if cost.one_of else "and")
    return {"mode": mode, "foods": [f.label for f in cost.foods], "wild": cost.wild}


def card_to_json(card: fx.BirdCard) -> dict:
    power = card.power
    return {
        "name": card.name,
        "scientific_name": card.scientific_name,
        "set": card.set,
        "swift_start": card.swift_start,
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
