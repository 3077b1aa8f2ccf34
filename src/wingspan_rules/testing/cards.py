"""Card sets for scenarios (the bundled core set, and the core set with a few test cards beside
it) and how a scenario names what is on them: foods, habitats, dice, cards."""

from __future__ import annotations

import functools
from collections.abc import Iterable, Mapping
from typing import TypedDict

from ..effects.catalog import CardSet
from ..language import bundled_cards_dir, load_cards
from ..state.enums import BASE_FOODS, FOOD_TYPES, NO_FOOD, DieFace, Food, Habitat
from ..state.model import (
    GoalBoard,
    HouseRules,
)
from ..state.modes import ExpansionOptions, ModeOptions

_DEFAULT_HOUSE = HouseRules()


#: What setup deals each player (rules 1.7): 5 birds, 2 bonus cards, one of each base food.
_DEALT_BIRDS = 5


_DEALT_BONUS = 2


_STARTING_FOOD = tuple(1 if f in BASE_FOODS else 0 for f in range(FOOD_TYPES))


class _ConfigArgs(TypedDict):
    """A scenario's ``GameConfig`` arguments, less the goals (set later)."""

    players: int
    goal_board: GoalBoard
    house: HouseRules
    mode: ModeOptions
    sets: tuple[str, ...]
    offers: str
    expansions: tuple[ExpansionOptions, ...]


def _label(text: str) -> str:
    return text.strip().replace("-", "_").replace("/", "_").replace(" ", "_")


def _habitat(name: str | Habitat) -> Habitat:
    return name if isinstance(name, Habitat) else Habitat.from_label(_label(name))


def _food_tuple(amounts: Mapping[str, int]) -> tuple[int, ...]:
    food = list(NO_FOOD)
    for name, amount in amounts.items():
        if amount < 0:
            raise ValueError(f"negative food amount {name}={amount}")
        food[Food.from_label(_label(name))] += amount
    return tuple(food)


@functools.cache
def core_cards() -> CardSet:
    """The bundled card set, compiled once per process (scenarios with ``cards=None`` use it)."""

    return load_cards()


def core_cards_with(*texts: str) -> CardSet:
    """Every bundled card file (all the bundled sets: the core set and the European
    expansion's, ``bundled_sets()``) plus cards written in the card language (a test's own
    birds, bonus cards or goal tiles, for cases no bundled card reaches), compiled as one card
    set of its own (its fingerprint is neither the core set's nor a ``GameConfig.sets``'s:
    play it through ``Scenario(cards=...)`` and ``s.rules()``). Raises ``CardErrors`` for bad
    text."""
    import tempfile
    from pathlib import Path

    with tempfile.TemporaryDirectory() as folder:
        for i, text in enumerate(texts):
            (Path(folder) / f"extra-{i}.wsp").write_text(text, encoding="utf-8")
        return load_cards([bundled_cards_dir(), folder])


def plain_bird(name: str, power: str, timing: str = "when activated") -> str:
    """The card text of a plain test bird (a 1-point forest bird costing 1 seed) with one
    power line, for ``core_cards_with``: ``plain_bird("Left Giver", "player to your left:
    gain 1 seed from supply")``."""
    return f"""
bird "{name}"
  scientific "Testus {name.split()[0].lower()}"
  set core
  habitat forest
  food seed
  points 1
  nest bowl
  eggs 2
  wingspan 20
  beak left
  power {timing}
    {power}
  end
end
"""


def _faces(faces: Iterable[str | DieFace]) -> tuple[DieFace, ...]:
    return tuple(f if isinstance(f, DieFace) else DieFace.from_label(_label(f)) for f in faces)


def _bird_id(cards: CardSet, name: str) -> int:
    try:
        return cards.bird_id(name)
    except KeyError:
        raise ValueError(f"unknown bird card {name!r}") from None


def _bonus_id(cards: CardSet, name: str) -> int:
    try:
        return cards.bonus_id(name)
    except KeyError:
        raise ValueError(f"unknown bonus card {name!r}") from None
