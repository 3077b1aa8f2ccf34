"""Cards as compiled values: bird cards with their powers, bonus cards and goal tiles, and what
bonus cards and goals count (measures and predicates).

The primitives a power is made of are declared in the other modules of this package.
"""

from __future__ import annotations

import enum
from typing import TYPE_CHECKING

import attrs
from attrs import frozen  # slotted, frozen, with structural equality and hashing

from ..state.enums import Food, Habitat, Nest, Timing
from .predicates import Predicate

if TYPE_CHECKING:
    from ._base import Effect, Trigger


@frozen
class Origin:
    """Where a card was written: for error messages and ``wingspan explain``."""

    path: str
    line: int
    column: int


@frozen
class Power:
    """A bird's power: its timing, its trigger (pink powers only) and its effects.

    ``predator``, ``flocking`` and ``bonus`` are the icons printed with the power; they are
    properties of the power, not of the bird (a copied predator power succeeds as a predator).
    """

    timing: Timing
    effects: tuple[Effect, ...]
    trigger: Trigger | None = None
    predator: bool = False
    flocking: bool = False
    bonus: bool = False
    #: "This bird counts double toward the end-of-round goal" (rules 9.1): a static power,
    #: with no effects, read by the goal scoring of goals that count birds.
    double_goal: bool = False


# --------------------------------------------------------------------------------------------
# Cards


@frozen
class FoodCost:
    """A bird's food cost.

    ``one_of`` is False: pay every food in ``foods`` plus ``wild`` foods of any type.
    ``one_of`` is True: pay exactly one of ``foods`` (printed with "/"). Both empty: free.
    """

    foods: tuple[Food, ...] = ()
    wild: int = 0
    one_of: bool = False

    @property
    def is_free(self) -> bool:
        return not self.foods and not self.wild

    @property
    def total(self) -> int:
        """The number of tokens to pay (an "or" cost counts as 1)."""
        if self.is_free:
            return 0
        return 1 if self.one_of else len(self.foods) + self.wild

    def mentions(self, food: Food) -> bool:
        """Whether a ``food`` icon is printed in the cost (inside a "/" choice too; wild is not)."""
        return food in self.foods


class Beak(enum.Enum):
    LEFT = "left"
    RIGHT = "right"
    NEITHER = "neither"
    BOTH = "both"  # two birds facing both ways: counts for both beak goals


@frozen
class BirdCard:
    name: str
    scientific_name: str
    set: str
    habitats: tuple[Habitat, ...]
    cost: FoodCost
    points: int
    nest: Nest
    egg_limit: int
    wingspan: int | None  # None: a wild ("*") wingspan
    power: Power | None = None
    beak: Beak = Beak.NEITHER
    tags: tuple[str, ...] = ()  # bonus-card name categories, e.g. "anatomist"
    swift_start: bool = False
    origin: Origin | None = attrs.field(default=None, eq=False, repr=False)
    #: The card's canonical text (the formatter's output, without comments); the card set's
    #: fingerprint is computed from it. None for a card built in Python.
    text: str | None = attrs.field(default=None, eq=False, repr=False)

    @property
    def predator(self) -> bool:
        return self.power is not None and self.power.predator

    @property
    def flocking(self) -> bool:
        return self.power is not None and self.power.flocking

    @property
    def draws_bonus_cards(self) -> bool:
        return self.power is not None and self.power.bonus

    @property
    def timing(self) -> Timing | None:
        return None if self.power is None else self.power.timing

    @property
    def spendable_cache(self) -> tuple[Food, ...]:
        """The foods cached on this bird that its owner may spend like food of their supply
        (to pay for birds), as its power says."""
        if self.power is None:
            return ()
        from ._base import walk_effects

        found: list[Food] = []
        for effect in walk_effects(self.power.effects):
            found += [f for f in effect.spendable_cache() if f not in found]
        return tuple(found)


# --------------------------------------------------------------------------------------------
# What bonus cards and goals count (the bird predicates are declared in ``predicates``)


@frozen
class CountBirds:
    """Birds on the mat satisfying every predicate in ``where``."""

    where: tuple[Predicate, ...] = ()

    def describe(self) -> str:
        """What it counts, in English (a bonus card's or goal's words)."""
        return " ".join(["your birds", *(p.describe() for p in self.where)])


@frozen
class CountEggs:
    """Eggs on birds satisfying every predicate in ``where``."""

    where: tuple[Predicate, ...] = ()

    def describe(self) -> str:
        """What it counts, in English (a bonus card's or goal's words)."""
        where = " ".join(p.describe() for p in self.where)
        return "eggs on your birds" + (f" {where}" if where else "")


@frozen
class CountHand:
    """Bird cards in hand."""

    def describe(self) -> str:
        """What it counts, in English (a bonus card's or goal's words)."""
        return "bird cards in your hand"


@frozen
class FewestBirdsHabitat:
    """Birds in the player's habitat with the fewest birds."""

    def describe(self) -> str:
        """What it counts, in English (a bonus card's or goal's words)."""
        return "birds in whichever of your habitats has the fewest birds"


@frozen
class EggSets:
    """Complete sets of one egg in each habitat: min over the three rows."""

    def describe(self) -> str:
        """What it counts, in English (a bonus card's or goal's words)."""
        return "complete sets of one egg in each of your three habitats"


@frozen
class MostBirdsHabitat:
    """Birds in the player's habitat with the most birds ("birds in 1 row")."""

    def describe(self) -> str:
        """What it counts, in English (a bonus card's or goal's words)."""
        return "birds in whichever of your habitats has the most birds"


@frozen
class FilledColumns:
    """Columns with a bird in each of the three habitats."""

    def describe(self) -> str:
        """What it counts, in English (a bonus card's or goal's words)."""
        return "columns with a bird in each of your three habitats"


@frozen
class FoodInSupply:
    """Food tokens in the player's personal supply."""

    def describe(self) -> str:
        """What it counts, in English (a bonus card's or goal's words)."""
        return "food tokens in your personal supply"


@frozen
class FoodCostOfBirds:
    """The food costs of the birds on the mat, added up ("/" choices count 1, each wild 1)."""

    def describe(self) -> str:
        """What it counts, in English (a bonus card's or goal's words)."""
        return "the food costs of your birds, added up (a '/' choice counts 1)"


@frozen
class ColumnsWithColours:
    """Columns holding birds of at least ``colours`` different power colours (no power counts
    as white)."""

    colours: int

    def describe(self) -> str:
        """What it counts, in English (a bonus card's or goal's words)."""
        return f"columns holding birds of at least {self.colours} power colours (none: white)"


@frozen
class ColoursInHabitat:
    """The most different power colours among the birds of one habitat (no power counts as
    white)."""

    def describe(self) -> str:
        """What it counts, in English (a bonus card's or goal's words)."""
        return "power colours in whichever habitat has the most (none: white)"


Measure = (
    CountBirds
    | CountEggs
    | CountHand
    | FewestBirdsHabitat
    | EggSets
    | MostBirdsHabitat
    | FilledColumns
    | FoodInSupply
    | FoodCostOfBirds
    | ColumnsWithColours
    | ColoursInHabitat
)


@frozen
class Tier:
    min: int
    max: int | None  # None: open-ended
    points: int


@frozen
class TierScoring:
    """Score the points of the highest tier reached, otherwise 0."""

    tiers: tuple[Tier, ...]


@frozen
class PerItemScoring:
    points: int


Scoring = TierScoring | PerItemScoring


@frozen
class BonusCard:
    name: str
    set: str
    measure: Measure
    scoring: Scoring
    automa: bool = False
    #: An Automa-only card (rules 6.1, European): never in the players' bonus deck.
    automa_only: bool = False
    #: How many matching tray birds the Automa keeps when it plays a bird (rules 6.3: 1).
    automa_keeps: int = 1
    origin: Origin | None = attrs.field(default=None, eq=False, repr=False)
    #: The card's canonical text (the formatter's output, without comments); the card set's
    #: fingerprint is computed from it. None for a card built in Python.
    text: str | None = attrs.field(default=None, eq=False, repr=False)


@frozen
class GoalSide:
    name: str
    measure: Measure


@frozen
class GoalTile:
    """A double-sided end-of-round goal tile: the two sides never appear in the same game."""

    set: str
    sides: tuple[GoalSide, GoalSide]
    origin: Origin | None = attrs.field(default=None, eq=False, repr=False)
    #: The card's canonical text (the formatter's output, without comments); the card set's
    #: fingerprint is computed from it. None for a card built in Python.
    text: str | None = attrs.field(default=None, eq=False, repr=False)
