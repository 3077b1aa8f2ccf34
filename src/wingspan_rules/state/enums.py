"""The small closed sets of the game: food types, habitats, nests, dice faces, power timings.

These are ``IntEnum`` so that they index the per-type count tuples used throughout the state
(``player.food[Food.SEED]``) and sort deterministically; their ``.label`` is the lower-case word
used by the card language, JSON and move descriptions.
"""

from __future__ import annotations

import enum
import re
from typing import Self

#: How a person may join the two foods of a dual die face; the library writes "_".
_SEPARATORS = re.compile(r"\s*[-/ ]\s*")


class _Labelled(enum.IntEnum):
    @property
    def label(self) -> str:
        return self.name.lower()

    @classmethod
    def from_label(cls, text: str) -> Self:
        try:
            return cls[text.upper()]
        except KeyError:
            raise ValueError(f"unknown {cls.__name__.lower()} {text!r}") from None

    def __str__(self) -> str:  # pragma: no cover - convenience for f-strings
        return self.label


class Food(_Labelled):
    """Food token types. Nectar belongs to the Oceania expansion; the base dice never show it."""

    INVERTEBRATE = 0
    SEED = 1
    FISH = 2
    FRUIT = 3
    RODENT = 4
    NECTAR = 5


#: The five food types of the base game, in the canonical order.
BASE_FOODS: tuple[Food, ...] = (Food.INVERTEBRATE, Food.SEED, Food.FISH, Food.FRUIT, Food.RODENT)
#: Length of every per-food count tuple in the state.
FOOD_TYPES = len(Food)
NO_FOOD: tuple[int, ...] = (0,) * FOOD_TYPES


class Habitat(_Labelled):
    """The three habitats of a player's mat, top to bottom (rules 2.1)."""

    FOREST = 0
    GRASSLAND = 1
    WETLAND = 2


HABITATS: tuple[Habitat, ...] = tuple(Habitat)


class Nest(_Labelled):
    """Nest types. ``STAR`` is the wild nest: it matches every nest filter."""

    BOWL = 0
    CAVITY = 1
    GROUND = 2
    PLATFORM = 3
    STAR = 4
    NONE = 5

    def matches(self, wanted: Nest) -> bool:
        """Whether a bird with this nest counts as a ``wanted`` nest (star nests are wild)."""
        return self is wanted or (self is Nest.STAR and wanted is not Nest.NONE)


class DieFace(_Labelled):
    """Faces of a food die. The dual face gives one invertebrate *or* one seed (rules 1.4); the
    Oceania dice (rules-expansions 9.2.4) add two dual faces with nectar, ``seed_nectar`` and
    ``fruit_nectar``: which faces a game's dice show is the game's (``hooks.InForce.die``).

    The dual face is spelt ``invertebrate_seed`` everywhere the library writes it: its label,
    saved games, move labels ("take seed (from an invertebrate_seed die)"), the test kit's
    views. ``from_label`` also reads what a person types: ``invertebrate-seed``,
    ``invertebrate/seed`` or ``invertebrate seed``, in any case.
    """

    INVERTEBRATE = 0
    SEED = 1
    FISH = 2
    FRUIT = 3
    RODENT = 4
    INVERTEBRATE_SEED = 5
    SEED_NECTAR = 6
    FRUIT_NECTAR = 7

    @property
    def foods(self) -> tuple[Food, ...]:
        """The food types a player may take from a die showing this face."""
        return _FACE_FOODS[self]

    @classmethod
    def from_label(cls, text: str) -> Self:
        """The face named ``text``: its label, or a dual face written with ``-``, ``/`` or a
        space between its foods (``"invertebrate/seed"``), in any case."""
        return super().from_label(_SEPARATORS.sub("_", text.strip()))


_FACE_FOODS = {
    DieFace.INVERTEBRATE: (Food.INVERTEBRATE,),
    DieFace.SEED: (Food.SEED,),
    DieFace.FISH: (Food.FISH,),
    DieFace.FRUIT: (Food.FRUIT,),
    DieFace.RODENT: (Food.RODENT,),
    DieFace.INVERTEBRATE_SEED: (Food.INVERTEBRATE, Food.SEED),
    DieFace.SEED_NECTAR: (Food.SEED, Food.NECTAR),
    DieFace.FRUIT_NECTAR: (Food.FRUIT, Food.NECTAR),
}

#: The six faces of a base food die.
BASE_DIE: tuple[DieFace, ...] = tuple(DieFace)[:6]


class Timing(_Labelled):
    """When a power runs. The colour names follow the printed cards."""

    WHEN_PLAYED = 0  # white
    WHEN_ACTIVATED = 1  # brown
    ONCE_BETWEEN_TURNS = 2  # pink
    ROUND_END = 3  # teal (European and later)
    GAME_END = 4  # yellow (Oceania and later)

    @property
    def colour(self) -> str:
        """The colour printed on the cards for this timing ("white", "brown", ...)."""
        return ("white", "brown", "pink", "teal", "yellow")[self]

    @property
    def words(self) -> str:
        """The timing in words ("when played", "once between turns")."""
        return self.label.replace("_", " ")


class Action(_Labelled):
    """The four actions a player may take with a cube (rules 3.2)."""

    PLAY_BIRD = 0
    GAIN_FOOD = 1
    LAY_EGGS = 2
    DRAW_CARDS = 3

    @property
    def words(self) -> str:
        """The action in words ("gain food")."""
        return self.label.replace("_", " ")


#: The habitat whose row each habitat action walks.
ACTION_HABITAT = {
    Action.GAIN_FOOD: Habitat.FOREST,
    Action.LAY_EGGS: Habitat.GRASSLAND,
    Action.DRAW_CARDS: Habitat.WETLAND,
}
HABITAT_ACTION = {h: a for a, h in ACTION_HABITAT.items()}
