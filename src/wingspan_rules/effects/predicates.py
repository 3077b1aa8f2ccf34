"""What a bird may be asked to be: the conditions of bird selectors, bonus cards and goals.

A **predicate** is one small frozen class: a test of a bird card and of where it lies (its
habitat on the mat, the tokens on it), the English words of the condition, and a stable ``TAG``
(a bird selector waiting in a saved game holds its predicates). The card language writes them as
``bird_filter`` (``with wingspan above 40``, ``eating fish``, ``worth 3 points or less``...), the
same words on a bonus card, a goal tile and in a power's bird selector.

A bird that lies on no mat (a card in the tray, which the Automa's bonus cards look at) is
tested with no habitat: a test of the mat fails there, except "with tucked cards", which then
asks whether the card's power says tuck.
"""

from __future__ import annotations

import typing
from typing import TYPE_CHECKING, ClassVar

from attrs import frozen

from .._text import either, plural
from ..state.enums import Food, Habitat, Nest, Timing

if TYPE_CHECKING:
    from ..state.model import Bird
    from .cards import BirdCard


class BirdPredicate:
    """Common base of the predicates: a stable tag, a test and the condition in English."""

    __slots__ = ()
    TAG: ClassVar[str] = ""

    def test(self, card: BirdCard, habitat: Habitat | None, bird: Bird) -> bool:
        """Whether a bird (its card, its habitat or None off the mat, its tokens) passes."""
        raise NotImplementedError(f"{type(self).__name__} does not say what it tests")

    def describe(self) -> str:
        raise NotImplementedError(f"{type(self).__name__} does not describe itself")


@frozen
class HasTag(BirdPredicate):
    """The bird carries a name category (Anatomist, Cartographer, Historian, Photographer...)."""

    TAG: ClassVar[str] = "tagged"
    tag: str

    def test(self, card: BirdCard, habitat: Habitat | None, bird: Bird) -> bool:
        return self.tag in card.tags

    def describe(self) -> str:
        return f"tagged '{self.tag}'"


@frozen
class PointsAtMost(BirdPredicate):
    TAG: ClassVar[str] = "points-at-most"
    points: int

    def test(self, card: BirdCard, habitat: Habitat | None, bird: Bird) -> bool:
        return card.points <= self.points

    def describe(self) -> str:
        return f"worth at most {plural(self.points, 'point')}"


@frozen
class HasPredatorPower(BirdPredicate):
    TAG: ClassVar[str] = "predator-power"

    def test(self, card: BirdCard, habitat: Habitat | None, bird: Bird) -> bool:
        return card.predator

    def describe(self) -> str:
        return "with a predator power"


@frozen
class HasFlockingPower(BirdPredicate):
    TAG: ClassVar[str] = "flocking-power"

    def test(self, card: BirdCard, habitat: Habitat | None, bird: Bird) -> bool:
        return card.flocking

    def describe(self) -> str:
        return "with a flocking power"


@frozen
class CostMentions(BirdPredicate):
    """A ``food`` icon is printed in the bird's food cost ("/" choices included, wild not)."""

    TAG: ClassVar[str] = "cost-mentions"
    food: Food

    def test(self, card: BirdCard, habitat: Habitat | None, bird: Bird) -> bool:
        return card.cost.mentions(self.food)

    def describe(self) -> str:
        return f"with {self.food.label} in their food cost"


@frozen
class CostOnly(BirdPredicate):
    """Every icon of the cost is ``food`` (and there is at least one)."""

    TAG: ClassVar[str] = "cost-only"
    food: Food

    def test(self, card: BirdCard, habitat: Habitat | None, bird: Bird) -> bool:
        cost = card.cost
        return bool(cost.foods) and cost.wild == 0 and all(f is self.food for f in cost.foods)

    def describe(self) -> str:
        return f"whose food cost is {self.food.label} and nothing else"


@frozen
class CostHasWild(BirdPredicate):
    TAG: ClassVar[str] = "cost-has-wild"

    def test(self, card: BirdCard, habitat: Habitat | None, bird: Bird) -> bool:
        return card.cost.wild > 0

    def describe(self) -> str:
        return "with a wild food in their cost"


@frozen
class OnlyHabitat(BirdPredicate):
    """``habitat`` is the only habitat icon printed on the bird."""

    TAG: ClassVar[str] = "only-habitat"
    habitat: Habitat

    def test(self, card: BirdCard, habitat: Habitat | None, bird: Bird) -> bool:
        return tuple(card.habitats) == (self.habitat,)

    def describe(self) -> str:
        return f"that can live only in the {self.habitat.label}"


# A wild ("*") wingspan is any length the player likes, so it satisfies both limits.


@frozen
class WingspanAbove(BirdPredicate):
    """Wingspan strictly greater than ``cm`` (a wild wingspan counts)."""

    TAG: ClassVar[str] = "wingspan-above"
    cm: int

    def test(self, card: BirdCard, habitat: Habitat | None, bird: Bird) -> bool:
        return card.wingspan is None or card.wingspan > self.cm

    def describe(self) -> str:
        return f"with a wingspan over {self.cm} cm"


@frozen
class WingspanAtMost(BirdPredicate):
    """Wingspan ``cm`` or less (a wild wingspan counts)."""

    TAG: ClassVar[str] = "wingspan-at-most"
    cm: int

    def test(self, card: BirdCard, habitat: Habitat | None, bird: Bird) -> bool:
        return card.wingspan is None or card.wingspan <= self.cm

    def describe(self) -> str:
        return f"with a wingspan of {self.cm} cm or less"


@frozen
class NestIs(BirdPredicate):
    """Nest of one of ``nests``; a star nest counts as every type."""

    TAG: ClassVar[str] = "nest-is"
    nests: tuple[Nest, ...]

    def test(self, card: BirdCard, habitat: Habitat | None, bird: Bird) -> bool:
        return any(card.nest.matches(n) for n in self.nests)

    def describe(self) -> str:
        return f"with a {either(n.label for n in self.nests)} nest (star nests count)"


@frozen
class InHabitat(BirdPredicate):
    """The bird sits in ``habitat`` (a position on the mat, not an icon on the card)."""

    TAG: ClassVar[str] = "in-habitat"
    habitat: Habitat

    def test(self, card: BirdCard, habitat: Habitat | None, bird: Bird) -> bool:
        return habitat is self.habitat

    def describe(self) -> str:
        return f"in your {self.habitat.label}"


@frozen
class EggsAtLeast(BirdPredicate):
    """The bird carries at least ``eggs`` eggs."""

    TAG: ClassVar[str] = "eggs-at-least"
    eggs: int

    def test(self, card: BirdCard, habitat: Habitat | None, bird: Bird) -> bool:
        return bird.eggs >= self.eggs

    def describe(self) -> str:
        return f"holding at least {plural(self.eggs, 'egg')}"


@frozen
class EggsAtMost(BirdPredicate):
    """The bird carries at most ``eggs`` eggs ("with no eggs": 0)."""

    TAG: ClassVar[str] = "eggs-at-most"
    eggs: int

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

    def test(self, card: BirdCard, habitat: Habitat | None, bird: Bird) -> bool:
        return self.low <= card.points <= self.high

    def describe(self) -> str:
        return f"worth {self.low} to {plural(self.high, 'point')}"


@frozen
class HasTucked(BirdPredicate):
    """At least one card is tucked behind the bird (off the mat: its power says tuck, as the
    Automa's Citizen Scientist reads a tray card)."""

    TAG: ClassVar[str] = "has-tucked"

    def test(self, card: BirdCard, habitat: Habitat | None, bird: Bird) -> bool:
        if habitat is not None:
            return bool(bird.tucked)
        from ._base import walk_effects  # the effects of a power, below this module

        power = card.power
        return power is not None and any(e.says_tuck() for e in walk_effects(power.effects))

    def describe(self) -> str:
        return "with at least one tucked card"


@frozen
class SeveralHabitats(BirdPredicate):
    """More than one habitat icon is printed on the bird."""

    TAG: ClassVar[str] = "several-habitats"

    def test(self, card: BirdCard, habitat: Habitat | None, bird: Bird) -> bool:
        return len(card.habitats) > 1

    def describe(self) -> str:
        return "that can live in more than one habitat"


@frozen
class CostTotal(BirdPredicate):
    """The bird's food cost is ``food`` tokens ("/" choices count 1, each wild 1)."""

    TAG: ClassVar[str] = "cost-total"
    food: int

    def test(self, card: BirdCard, habitat: Habitat | None, bird: Bird) -> bool:
        return card.cost.total == self.food

    def describe(self) -> str:
        return f"whose food cost is {self.food} food (a '/' choice counts 1)"


@frozen
class PowerIs(BirdPredicate):
    """The bird's power is of one of ``timings`` (its colour), or, with ``none``, it has no
    power."""

    TAG: ClassVar[str] = "power-is"
    timings: tuple[Timing, ...]
    none: bool = False

    def test(self, card: BirdCard, habitat: Habitat | None, bird: Bird) -> bool:
        return (card.power is None and self.none) or card.timing in self.timings

    def describe(self) -> str:
        colours = [t.colour for t in self.timings] + (["no"] if self.none else [])
        return f"with a {either(colours)} power"


Predicate = (
    HasTag
    | PointsAtMost
    | HasPredatorPower
    | HasFlockingPower
    | CostMentions
    | CostOnly
    | CostHasWild
    | OnlyHabitat
    | WingspanAbove
    | WingspanAtMost
    | NestIs
    | InHabitat
    | EggsAtLeast
    | EggsAtMost
    | PointsAbove
    | PointsBetween
    | HasTucked
    | SeveralHabitats
    | CostTotal
    | PowerIs
)

#: Every predicate class, in declaration order (the saved games' tagged union).
PREDICATE_TYPES: tuple[type[BirdPredicate], ...] = typing.get_args(Predicate)
