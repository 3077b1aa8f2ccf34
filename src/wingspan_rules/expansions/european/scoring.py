"""The bird conditions and measures that only the European expansion's bonus cards and goal
tiles use (rules 9.1, docs/european.md), declared as the base game's are (``effects.predicates``,
``effects.cards``): their phrases, their English and what they test or count.

The package's ``VOCABULARY`` names this module, so ``effects.add_vocabulary`` joins them to
``effects.PREDICATE_TYPES`` and ``effects.MEASURE_TYPES``, after the base game's: the grammar,
the compiler, scoring, the capabilities and the save format's ``bird-condition`` union pick
them up from there. A core-only card set never uses them.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, ClassVar

from attrs import frozen

from ..._text import plural
from ...effects.cards import BaseMeasure, goal_weight
from ...effects.predicates import BirdPredicate, phrase
from ...effects.walk import walk_effects
from ...state.enums import HABITATS, Habitat, Timing
from ...state.model import covered_columns, row_spaces

if TYPE_CHECKING:
    from ...effects.cards import BirdCard, MatCard, OnMat
    from ...effects.catalog import CardSet
    from ...effects.phrasing import Phrase, PhraseNode, Reading
    from ...state.model import Bird, Player


def _fixed(text: str) -> Callable[[tuple[Any, ...]], str]:
    """The canonical text of a phrase that is always written the same way."""
    return lambda args: text


def _colour(card: BirdCard) -> Timing:
    """A bird's power colour for the cards that count colours: no power counts as white."""
    return Timing.WHEN_PLAYED if card.power is None else card.power.timing


def _no_power(beside: tuple[MatCard, ...]) -> set[Timing]:
    """The colours of cards beside the birds (hummingbirds, 9.5.8): none has a power, so
    white, as a bird with none."""
    return {Timing.WHEN_PLAYED} if beside else set()


# --------------------------------------------------------------------------------------------
# Bird conditions


@frozen
class EggsAtMost(BirdPredicate):
    """The bird carries at most ``eggs`` eggs ("with no eggs": 0)."""

    TAG: ClassVar[str] = "eggs-at-most"
    eggs: int

    @classmethod
    def phrases(cls) -> tuple[Phrase, ...]:
        return (phrase("no_eggs", '"with" "no" _eggs', cls._from_no_eggs, _fixed("with no eggs")),)

    @classmethod
    def _from_no_eggs(cls, node: PhraseNode, ctx: Reading) -> EggsAtMost:
        return cls(0)

    def test(self, card: BirdCard, habitat: Habitat | None, bird: Bird) -> bool:
        return bird.eggs <= self.eggs

    def describe(self) -> str:
        if self.eggs == 0:
            return "holding no egg"
        return f"holding at most {plural(self.eggs, 'egg')}"


@frozen
class PointsAbove(BirdPredicate):
    """Printed points strictly over ``points``."""

    TAG: ClassVar[str] = "points-above"
    points: int

    @classmethod
    def phrases(cls) -> tuple[Phrase, ...]:
        syntax = '"worth" "more" "than" NUMBER "points"'
        return (phrase("worth_above", syntax, cls._from_above),)

    @classmethod
    def _from_above(cls, node: PhraseNode, ctx: Reading) -> PointsAbove:
        return cls(ctx.number(node.args[0], "points"))

    def test(self, card: BirdCard, habitat: Habitat | None, bird: Bird) -> bool:
        return card.points > self.points

    def describe(self) -> str:
        return f"worth more than {plural(self.points, 'point')}"


@frozen
class PointsBetween(BirdPredicate):
    """Printed points from ``low`` to ``high``, both included."""

    TAG: ClassVar[str] = "points-between"
    low: int
    high: int

    @classmethod
    def phrases(cls) -> tuple[Phrase, ...]:
        syntax = '"worth" NUMBER "to" NUMBER "points"'
        return (phrase("worth_between", syntax, cls._from_between),)

    @classmethod
    def _from_between(cls, node: PhraseNode, ctx: Reading) -> PointsBetween:
        low, high = (ctx.number(n, "points") for n in node.args)
        if high < low:
            ctx.fail(node.pos, f"worth {low} to {high} points is empty")
        return cls(low, high)

    def test(self, card: BirdCard, habitat: Habitat | None, bird: Bird) -> bool:
        return self.low <= card.points <= self.high

    def describe(self) -> str:
        return f"worth {self.low} to {plural(self.high, 'point')}"

    def points_moved(self, by: int) -> PointsBetween:
        return PointsBetween(max(0, self.low + by), max(0, self.high + by))


@frozen
class HasTucked(BirdPredicate):
    """At least one card is tucked behind the bird (off the mat: its power says tuck, as the
    Automa's Citizen Scientist reads a tray card)."""

    TAG: ClassVar[str] = "has-tucked"

    @classmethod
    def phrases(cls) -> tuple[Phrase, ...]:
        text = _fixed("with tucked cards")
        return (phrase("with_tucked", '"with" "tucked" _cards', cls._from_tucked, text),)

    @classmethod
    def _from_tucked(cls, node: PhraseNode, ctx: Reading) -> HasTucked:
        return cls()

    def test(self, card: BirdCard, habitat: Habitat | None, bird: Bird) -> bool:
        if habitat is not None:
            return bool(bird.tucked)
        power = card.power
        return power is not None and any(e.says_tuck() for e in walk_effects(power.effects))

    def test_beside(
        self, card: BirdCard, habitat: Habitat | None, bird: Bird, beside: OnMat
    ) -> bool:
        """A card tucked behind the bird that is no bird card (a hummingbird) counts too."""
        return self.test(card, habitat, bird) or (
            habitat is not None and beside.tucked_behind(bird.card) > 0
        )

    def describe(self) -> str:
        return "with at least one tucked card"


@frozen
class SeveralHabitats(BirdPredicate):
    """More than one habitat icon is printed on the bird."""

    TAG: ClassVar[str] = "several-habitats"

    @classmethod
    def phrases(cls) -> tuple[Phrase, ...]:
        syntax = '"living" "in" "several" "habitats"'
        return (phrase("several_habitats", syntax, cls._from_several),)

    @classmethod
    def _from_several(cls, node: PhraseNode, ctx: Reading) -> SeveralHabitats:
        return cls()

    def test(self, card: BirdCard, habitat: Habitat | None, bird: Bird) -> bool:
        return len(card.habitats) > 1

    def describe(self) -> str:
        return "that can live in more than one habitat"


@frozen
class CostTotal(BirdPredicate):
    """The bird's food cost is ``food`` tokens ("/" choices count 1, each wild 1)."""

    TAG: ClassVar[str] = "cost-total"
    food: int

    @classmethod
    def phrases(cls) -> tuple[Phrase, ...]:
        return (phrase("costing", '"costing" NUMBER "food"', cls._from_costing),)

    @classmethod
    def _from_costing(cls, node: PhraseNode, ctx: Reading) -> CostTotal:
        return cls(ctx.number(node.args[0], "points"))

    def test(self, card: BirdCard, habitat: Habitat | None, bird: Bird) -> bool:
        return card.cost.total == self.food

    def describe(self) -> str:
        return f"whose food cost is {self.food} food (a '/' choice counts 1)"


# --------------------------------------------------------------------------------------------
# Measures


@frozen
class MostBirdsHabitat(BaseMeasure):
    """Birds in the player's habitat with the most birds ("birds in 1 row")."""

    TAG: ClassVar[str] = "most-birds-habitat"

    @classmethod
    def phrases(cls) -> tuple[Phrase, ...]:
        syntax = '"birds" "in" "the" "habitat" "with" "most" "birds"'
        return (phrase("most_habitat", syntax, cls._from_most),)

    @classmethod
    def _from_most(cls, node: PhraseNode, ctx: Reading) -> MostBirdsHabitat:
        return cls()

    def count(self, player: Player, cards: CardSet, goal: bool = False) -> int:
        birds = cards.birds
        return max(sum(goal_weight(birds[b.card], goal) for b in row) for row in player.mat)

    def count_with(self, player: Player, cards: CardSet, goal: bool, beside: OnMat) -> int:
        """A card beside a row counting as a bird (a hummingbird, 9.5.8) is one more of it."""
        birds = cards.birds
        return max(
            sum(goal_weight(birds[b.card], goal) for b in row) + len(beside.before_row(h))
            for h, row in zip(HABITATS, player.mat, strict=True)
        )

    def describe(self) -> str:
        return "birds in whichever of your habitats has the most birds"


@frozen
class FilledColumns(BaseMeasure):
    """Columns with a bird in each of the three habitats."""

    TAG: ClassVar[str] = "filled-columns"

    @classmethod
    def phrases(cls) -> tuple[Phrase, ...]:
        return (phrase("filled_columns", '"filled" "columns"', cls._from_filled),)

    @classmethod
    def _from_filled(cls, node: PhraseNode, ctx: Reading) -> FilledColumns:
        return cls()

    def count(self, player: Player, cards: CardSet, goal: bool = False) -> int:
        return min(row_spaces(row) for row in player.mat)  # a sideways bird fills both

    def count_with(self, player: Player, cards: CardSet, goal: bool, beside: OnMat) -> int:
        """With the columns of cards beside the birds, full (the hummingbird spaces, 9.5.8)."""
        return self.count(player, cards, goal) + beside.columns

    def describe(self) -> str:
        return "columns with a bird in each of your three habitats"


@frozen
class FoodInSupply(BaseMeasure):
    """Food tokens in the player's personal supply."""

    TAG: ClassVar[str] = "food-in-supply"

    @classmethod
    def phrases(cls) -> tuple[Phrase, ...]:
        return (phrase("food_in_supply", '"food" "in" "supply"', cls._from_supply),)

    @classmethod
    def _from_supply(cls, node: PhraseNode, ctx: Reading) -> FoodInSupply:
        return cls()

    def count(self, player: Player, cards: CardSet, goal: bool = False) -> int:
        return sum(player.food)

    def describe(self) -> str:
        return "food tokens in your personal supply"


@frozen
class FoodCostOfBirds(BaseMeasure):
    """The food costs of the birds on the mat, added up ("/" choices count 1, each wild 1)."""

    TAG: ClassVar[str] = "food-cost-of-birds"

    @classmethod
    def phrases(cls) -> tuple[Phrase, ...]:
        return (phrase("food_cost", '"food" "cost" "of" "birds"', cls._from_cost),)

    @classmethod
    def _from_cost(cls, node: PhraseNode, ctx: Reading) -> FoodCostOfBirds:
        return cls()

    def count(self, player: Player, cards: CardSet, goal: bool = False) -> int:
        return sum(cards.birds[b.card].cost.total for _h, _c, b in player.birds())

    def describe(self) -> str:
        return "the food costs of your birds, added up (a '/' choice counts 1)"


@frozen
class ColumnsWithColours(BaseMeasure):
    """Columns holding birds of at least ``colours`` different power colours (no power counts
    as white)."""

    TAG: ClassVar[str] = "columns-with-colours"
    colours: int

    @classmethod
    def phrases(cls) -> tuple[Phrase, ...]:
        syntax = '"columns" "with" NUMBER "power" "colours"'
        return (phrase("columns_with_colours", syntax, cls._from_columns),)

    @classmethod
    def _from_columns(cls, node: PhraseNode, ctx: Reading) -> ColumnsWithColours:
        return cls(ctx.number(node.args[0], "power colours", low=1))

    def count(self, player: Player, cards: CardSet, goal: bool = False) -> int:
        columns: dict[int, set[Timing]] = {}  # a sideways bird is in both its columns
        for row in player.mat:
            for bird, covered in zip(row, covered_columns(row), strict=True):
                for c in covered:
                    columns.setdefault(c, set()).add(_colour(cards.birds[bird.card]))
        return sum(1 for colours in columns.values() if len(colours) >= self.colours)

    def describe(self) -> str:
        return f"columns holding birds of at least {self.colours} power colours (none: white)"


@frozen
class ColoursInHabitat(BaseMeasure):
    """The most different power colours among the birds of one habitat (no power counts as
    white)."""

    TAG: ClassVar[str] = "colours-in-habitat"

    @classmethod
    def phrases(cls) -> tuple[Phrase, ...]:
        syntax = '"power" "colours" "in" "one" "habitat"'
        return (phrase("colours_in_habitat", syntax, cls._from_colours),)

    @classmethod
    def _from_colours(cls, node: PhraseNode, ctx: Reading) -> ColoursInHabitat:
        return cls()

    def count(self, player: Player, cards: CardSet, goal: bool = False) -> int:
        return max(len({_colour(cards.birds[b.card]) for b in row}) for row in player.mat)

    def count_with(self, player: Player, cards: CardSet, goal: bool, beside: OnMat) -> int:
        """A card beside a row counting as a bird (a hummingbird, 9.5.8) has no power: white."""
        return max(
            len({_colour(cards.birds[b.card]) for b in row} | _no_power(beside.before_row(h)))
            for h, row in zip(HABITATS, player.mat, strict=True)
        )

    def describe(self) -> str:
        return "power colours in whichever habitat has the most (none: white)"
