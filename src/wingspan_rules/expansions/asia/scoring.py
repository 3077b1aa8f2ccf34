"""The bird conditions and measures that only the Asia expansion's bonus cards use (rules
9.3, docs/asia.md), declared as the base game's are (``effects.predicates``, ``effects.cards``):
their phrases, their English and what they test or count.

The package's ``VOCABULARY`` names this module, so ``effects.add_vocabulary`` joins them to
``effects.PREDICATE_TYPES`` and ``effects.MEASURE_TYPES``, after the base game's and the
European expansion's. A card set without Asia's bonus cards never uses them.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, ClassVar

from attrs import frozen

from ..._text import plural
from ...effects.cards import BaseMeasure
from ...effects.predicates import BirdPredicate, phrase
from ...state.enums import Food, Habitat, Nest

if TYPE_CHECKING:
    from ...effects.cards import BirdCard, OnMat
    from ...effects.catalog import CardSet
    from ...effects.phrasing import Phrase, PhraseNode, Reading
    from ...state.model import Bird, Player


def _fixed(text: str) -> Callable[[tuple[Any, ...]], str]:
    """The canonical text of a phrase that is always written the same way."""
    return lambda args: text


#: The nest types a star nest may stand for, and the fifth type it may count as
#: ("Population Monitor": each star as any other type or as a fifth).
_NEST_TYPES = 5


# --------------------------------------------------------------------------------------------
# Bird conditions


@frozen
class FullNest(BirdPredicate):
    """The bird holds as many eggs as its egg limit, or more (rules 9.3.7: an over-full bird
    counts); a bird with no egg capacity never does (the card's note)."""

    TAG: ClassVar[str] = "full-nest"

    @classmethod
    def phrases(cls) -> tuple[Phrase, ...]:
        text = _fixed("with full nest")
        return (phrase("full_nest", '"with" "full" "nest"', cls._from_full, text),)

    @classmethod
    def _from_full(cls, node: PhraseNode, ctx: Reading) -> FullNest:
        return cls()

    def test(self, card: BirdCard, habitat: Habitat | None, bird: Bird) -> bool:
        return habitat is not None and card.egg_limit > 0 and bird.eggs >= card.egg_limit

    def describe(self) -> str:
        return "holding as many eggs as its egg limit (a limit of 0 never counts)"


@frozen
class EggLimitAtMost(BirdPredicate):
    """The bird's printed egg limit is at most ``eggs`` (0 included)."""

    TAG: ClassVar[str] = "egg-limit-at-most"
    eggs: int

    @classmethod
    def phrases(cls) -> tuple[Phrase, ...]:
        syntax = '"with" "egg" "limit" "at" "most" NUMBER'
        return (phrase("egg_limit_at_most", syntax, cls._from_limit),)

    @classmethod
    def _from_limit(cls, node: PhraseNode, ctx: Reading) -> EggLimitAtMost:
        return cls(ctx.number(node.args[0], "eggs"))

    def test(self, card: BirdCard, habitat: Habitat | None, bird: Bird) -> bool:
        return card.egg_limit <= self.eggs

    def describe(self) -> str:
        return f"with an egg limit of at most {plural(self.eggs, 'egg')}"


@frozen
class BonusCardPower(BirdPredicate):
    """The bird's power draws (or scores) bonus cards: the printed bonus-card icon."""

    TAG: ClassVar[str] = "bonus-card-power"

    @classmethod
    def phrases(cls) -> tuple[Phrase, ...]:
        text = _fixed("with bonus card power")
        syntax = '"with" "bonus" "card" "power"'
        return (phrase("bonus_card_power", syntax, cls._from_power, text),)

    @classmethod
    def _from_power(cls, node: PhraseNode, ctx: Reading) -> BonusCardPower:
        return cls()

    def test(self, card: BirdCard, habitat: Habitat | None, bird: Bird) -> bool:
        return card.draws_bonus_cards

    def describe(self) -> str:
        return "with a power that draws or scores bonus cards"


# --------------------------------------------------------------------------------------------
# Measures


@frozen
class CachedFoods(BaseMeasure):
    """Food tokens of ``foods`` cached on the player's birds."""

    TAG: ClassVar[str] = "cached-foods"
    foods: tuple[Food, ...]

    @classmethod
    def phrases(cls) -> tuple[Phrase, ...]:
        syntax = '"cached" WORD "and" WORD'
        return (phrase("cached_foods", syntax, cls._from_cached),)

    @classmethod
    def _from_cached(cls, node: PhraseNode, ctx: Reading) -> CachedFoods:
        return cls(tuple(ctx.food(word) for word in node.args))

    def count(self, player: Player, cards: CardSet, goal: bool = False) -> int:
        return sum(b.cached[f] for _h, _c, b in player.birds() for f in self.foods)

    def describe(self) -> str:
        return " and ".join(f.label for f in self.foods) + " cached on your birds"


@frozen
class NestTypesIn(BaseMeasure):
    """Different nest types among the birds of ``habitat``, each star nest counted as any type
    missing or as a fifth type: the most the player can make of them."""

    TAG: ClassVar[str] = "nest-types-in"
    habitat: Habitat

    @classmethod
    def phrases(cls) -> tuple[Phrase, ...]:
        syntax = '"nest" "types" "in" WORD'
        return (phrase("nest_types_in", syntax, cls._from_types),)

    @classmethod
    def _from_types(cls, node: PhraseNode, ctx: Reading) -> NestTypesIn:
        return cls(ctx.habitat(node.args[0]))

    def count(self, player: Player, cards: CardSet, goal: bool = False) -> int:
        nests = [cards.birds[b.card].nest for b in player.mat[self.habitat]]
        stars = sum(1 for n in nests if n is Nest.STAR)
        return min(_NEST_TYPES, len({n for n in nests if n is not Nest.STAR}) + stars)

    def describe(self) -> str:
        return f"different nest types in your {self.habitat.label} (a star: any or a fifth)"


@frozen
class PointsRunIn(BaseMeasure):
    """The longest run of neighbouring birds in ``habitat`` whose printed points strictly
    rise (or fall) from one to the next: equal points break a run (rules 9.3.10)."""

    TAG: ClassVar[str] = "points-run-in"
    habitat: Habitat

    @classmethod
    def phrases(cls) -> tuple[Phrase, ...]:
        syntax = '"birds" "in" "a" "points" "run" "in" WORD'
        return (phrase("points_run_in", syntax, cls._from_run),)

    @classmethod
    def _from_run(cls, node: PhraseNode, ctx: Reading) -> PointsRunIn:
        return cls(ctx.habitat(node.args[0]))

    def count(self, player: Player, cards: CardSet, goal: bool = False) -> int:
        return _longest_points_run([cards.birds[b.card].points for b in player.mat[self.habitat]])

    def count_with(self, player: Player, cards: CardSet, goal: bool, beside: OnMat) -> int:
        """A card left of the row counting as a bird (a hummingbird, rules-expansions 9.5.8)
        begins the row with its points (``MatCard.points``)."""
        before = [c.points for c in beside.before_row(self.habitat)]
        points = [cards.birds[b.card].points for b in player.mat[self.habitat]]
        return _longest_points_run(before + points)

    def describe(self) -> str:
        where = self.habitat.label
        return f"neighbouring birds in your {where} with strictly rising or falling points"


def _longest_points_run(points: list[int]) -> int:
    """The most neighbours of ``points`` that strictly rise or strictly fall."""
    best = min(1, len(points))
    up = down = 1
    for before, after in zip(points, points[1:], strict=False):
        up = up + 1 if after > before else 1
        down = down + 1 if after < before else 1
        best = max(best, up, down)
    return best
