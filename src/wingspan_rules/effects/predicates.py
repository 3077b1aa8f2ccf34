"""What a bird may be asked to be: the conditions of bird selectors, bonus cards and goals.

A **predicate** is one small frozen class, declared once: its phrases in the card language
(``phrases()``, alternatives of the grammar's ``bird_filter`` rule: ``with wingspan above 40``,
``eating fish``, ``worth 3 points or less``..., the same words on a bonus card, a goal tile and
in a power's bird selector), a test of a bird card and of where it lies (its habitat on the
mat, the tokens on it), the English words of the condition, and a stable ``TAG`` (a bird
selector waiting in a saved game holds its predicates). The grammar, the syntax tree and the
compiler are built from these declarations (``effects.PREDICATE_TYPES``: this module's, then
those of the expansions' modules): a new predicate is a new class here, or in an expansion's
package when only its cards use it (``expansions/european/scoring.py``).

A bird that lies on no mat (a card in the tray, which the Automa's bonus cards look at) is
tested with no habitat: a test of the mat fails there (the European "with tucked cards" then
asks whether the card's power says tuck).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import lru_cache
from typing import TYPE_CHECKING, Any, ClassVar

from attrs import frozen

from .._text import either, plural
from ..state.enums import Food, Habitat, Nest, Timing
from .phrasing import Phrase

if TYPE_CHECKING:
    from ..state.model import Bird
    from .cards import BirdCard, MatCard, OnMat
    from .phrasing import PhraseNode, Reading


def phrase(
    rule: str,
    syntax: str,
    compile: Callable[[PhraseNode, Reading], Any],
    text: Callable[[tuple[Any, ...]], str] | None = None,
) -> Phrase:
    """A ``Phrase`` of a predicate or a measure (compiled with a ``Reading`` context)."""
    return Phrase(rule, syntax, compile, text)


class BirdPredicate:
    """Common base of the predicates: a stable tag, phrases, a test and the condition in
    English."""

    __slots__ = ()
    TAG: ClassVar[str] = ""
    #: The grammar rule the phrases are alternatives of.
    KIND: ClassVar[str] = "bird_filter"
    #: The rule of the phrase, declared on another predicate, that compiles into this one when
    #: the predicate has none of its own ("with predator power" is read with "with brown
    #: power": one word, looked up).
    WRITTEN_WITH: ClassVar[str] = ""

    @classmethod
    def phrases(cls) -> tuple[Phrase, ...]:
        """How the predicate is written in the card language (each phrase's syntax in Lark
        notation over the grammar's shared parts, its compile function and, if it differs
        from the words as written, its canonical text)."""
        return ()

    def test(self, card: BirdCard, habitat: Habitat | None, bird: Bird) -> bool:
        """Whether a bird (its card, its habitat or None off the mat, its tokens) passes."""
        raise NotImplementedError(f"{type(self).__name__} does not say what it tests")

    def test_beside(
        self, card: BirdCard, habitat: Habitat | None, bird: Bird, beside: OnMat
    ) -> bool:
        """``test`` for a bird on the mat, with what lies beside the bird cards (``beside``:
        cards tucked behind a bird that are no bird cards, ``OnMat.tucked``): only the tests
        of what a bird holds override it."""
        return self.test(card, habitat, bird)

    def test_mat_card(self, card: MatCard) -> bool:
        """Whether a card on the mat that is no bird card (a hummingbird, ``cards.MatCard``)
        passes: it fails every test of a fact it does not print (nest, eggs, food, points,
        tucked cards); the tests of its row, its beak, its wingspan and its lack of a power
        say otherwise."""
        return False

    def describe(self) -> str:
        raise NotImplementedError(f"{type(self).__name__} does not describe itself")

    def points_moved(self, by: int) -> BirdPredicate:
        """This condition with its bounds on printed points moved by ``by`` (a card whose
        range of points moves with a level, such as the Automa's difficulty); a condition
        on no points is itself."""
        return self


@frozen
class HasTag(BirdPredicate):
    """The bird carries a name category (Anatomist, Cartographer, Historian, Photographer...)."""

    TAG: ClassVar[str] = "tagged"
    tag: str

    @classmethod
    def phrases(cls) -> tuple[Phrase, ...]:
        return (phrase("tagged", '"tagged" WORD', cls._from_tagged),)

    @classmethod
    def _from_tagged(cls, node: PhraseNode, ctx: Reading) -> HasTag:
        return cls(node.args[0].text)

    def test(self, card: BirdCard, habitat: Habitat | None, bird: Bird) -> bool:
        return self.tag in card.tags

    def describe(self) -> str:
        return f"tagged '{self.tag}'"


@frozen
class Mentions(BirdPredicate):
    """The word begins a word of the bird's common name or of its power as written on the card
    (``mentioning hummingbird``: Anna's Hummingbird, a power that attracts hummingbirds; the
    Americas' Charm Champion). A card built in Python, with no text, is read by its name."""

    TAG: ClassVar[str] = "mentions"
    word: str

    @classmethod
    def phrases(cls) -> tuple[Phrase, ...]:
        return (phrase("mentioning", '"mentioning" WORD', cls._from_mentioning),)

    @classmethod
    def _from_mentioning(cls, node: PhraseNode, ctx: Reading) -> Mentions:
        return cls(node.args[0].text.casefold())

    def test(self, card: BirdCard, habitat: Habitat | None, bird: Bird) -> bool:
        return _mentions(self.word, card.name, card.text)

    def describe(self) -> str:
        return f"with '{self.word}' in their name or power"


@lru_cache(maxsize=4096)
def _mentions(word: str, name: str, text: str | None) -> bool:
    """Whether ``word`` begins a word of ``name`` or of the power lines of a card's canonical
    ``text`` (kept for the last few thousand cards: a tray card is asked on every Automa play)."""
    pattern = re.compile(rf"\b{re.escape(word)}", re.IGNORECASE)
    return bool(pattern.search(name) or pattern.search(_power_lines(text or "")))


def _power_lines(text: str) -> str:
    """The lines of the power blocks of a card's canonical text: each from its ``power``
    header to the ``end`` indented as the header is."""
    lines: list[str] = []
    header: int | None = None  # the indentation of the open power block's header
    for line in text.splitlines():
        indent = len(line) - len(line.lstrip())
        if header is None:
            if line.split()[:1] == ["power"]:
                header = indent
                lines.append(line)
            continue
        lines.append(line)
        if indent == header and line.strip() == "end":
            header = None
    return "\n".join(lines)


@frozen
class PointsAtMost(BirdPredicate):
    TAG: ClassVar[str] = "points-at-most"
    points: int

    @classmethod
    def phrases(cls) -> tuple[Phrase, ...]:
        return (phrase("worth_at_most", '"worth" NUMBER "points" "or" "less"', cls._from_worth),)

    @classmethod
    def _from_worth(cls, node: PhraseNode, ctx: Reading) -> PointsAtMost:
        return cls(ctx.number(node.args[0], "points"))

    def test(self, card: BirdCard, habitat: Habitat | None, bird: Bird) -> bool:
        return card.points <= self.points

    def describe(self) -> str:
        return f"worth at most {plural(self.points, 'point')}"

    def points_moved(self, by: int) -> PointsAtMost:
        return PointsAtMost(max(0, self.points + by))


@frozen
class HasPredatorPower(BirdPredicate):
    TAG: ClassVar[str] = "predator-power"
    WRITTEN_WITH: ClassVar[str] = "with_power"  # declared by ``PowerIs``

    def test(self, card: BirdCard, habitat: Habitat | None, bird: Bird) -> bool:
        return card.predator

    def describe(self) -> str:
        return "with a predator power"


@frozen
class HasFlockingPower(BirdPredicate):
    TAG: ClassVar[str] = "flocking-power"
    WRITTEN_WITH: ClassVar[str] = "with_power"  # declared by ``PowerIs``

    def test(self, card: BirdCard, habitat: Habitat | None, bird: Bird) -> bool:
        return card.flocking

    def describe(self) -> str:
        return "with a flocking power"


@frozen
class CostMentions(BirdPredicate):
    """A ``food`` icon is printed in the bird's food cost ("/" choices included, wild not)."""

    TAG: ClassVar[str] = "cost-mentions"
    food: Food

    @classmethod
    def phrases(cls) -> tuple[Phrase, ...]:
        return (phrase("eating", '"eating" WORD', cls._from_eating),)

    @classmethod
    def _from_eating(cls, node: PhraseNode, ctx: Reading) -> CostMentions | CostHasWild:
        food = ctx.food_or_wild(node.args[0])
        return CostHasWild() if food is None else cls(food)

    def test(self, card: BirdCard, habitat: Habitat | None, bird: Bird) -> bool:
        return card.cost.mentions(self.food)

    def describe(self) -> str:
        return f"with {self.food.label} in their food cost"


@frozen
class CostMentionsAny(BirdPredicate):
    """One of ``foods`` is printed in the cost ("eating invertebrate or fruit": the promo
    Varied Thrush's; a "/" choice counts, as for ``eating``)."""

    TAG: ClassVar[str] = "cost-mentions-any"
    foods: tuple[Food, ...]

    @classmethod
    def phrases(cls) -> tuple[Phrase, ...]:
        syntax = '"eating" WORD ("or" WORD)+'
        return (phrase("eating_any", syntax, cls._from_eating_any),)

    @classmethod
    def _from_eating_any(cls, node: PhraseNode, ctx: Reading) -> CostMentionsAny:
        return cls(tuple(ctx.food(word) for word in node.args))

    def test(self, card: BirdCard, habitat: Habitat | None, bird: Bird) -> bool:
        return any(card.cost.mentions(food) for food in self.foods)

    def describe(self) -> str:
        return f"with {either([f.label for f in self.foods])} in their food cost"


@frozen
class CostOnly(BirdPredicate):
    """Every icon of the cost is ``food`` (and there is at least one)."""

    TAG: ClassVar[str] = "cost-only"
    food: Food

    @classmethod
    def phrases(cls) -> tuple[Phrase, ...]:
        return (phrase("eating_only", '"eating" "only" WORD', cls._from_eating_only),)

    @classmethod
    def _from_eating_only(cls, node: PhraseNode, ctx: Reading) -> CostOnly:
        return cls(ctx.food(node.args[0]))

    def test(self, card: BirdCard, habitat: Habitat | None, bird: Bird) -> bool:
        cost = card.cost
        return bool(cost.foods) and cost.wild == 0 and all(f is self.food for f in cost.foods)

    def describe(self) -> str:
        return f"whose food cost is {self.food.label} and nothing else"


@frozen
class CostHasWild(BirdPredicate):
    TAG: ClassVar[str] = "cost-has-wild"
    WRITTEN_WITH: ClassVar[str] = "eating"  # "eating wild", declared by ``CostMentions``

    def test(self, card: BirdCard, habitat: Habitat | None, bird: Bird) -> bool:
        return card.cost.wild > 0

    def describe(self) -> str:
        return "with a wild food in their cost"


@frozen
class OnlyHabitat(BirdPredicate):
    """``habitat`` is the only habitat icon printed on the bird."""

    TAG: ClassVar[str] = "only-habitat"
    habitat: Habitat

    @classmethod
    def phrases(cls) -> tuple[Phrase, ...]:
        syntax = '"whose" "only" "habitat" "is" WORD'
        return (phrase("only_habitat", syntax, cls._from_only),)

    @classmethod
    def _from_only(cls, node: PhraseNode, ctx: Reading) -> OnlyHabitat:
        return cls(ctx.habitat(node.args[0]))

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

    @classmethod
    def phrases(cls) -> tuple[Phrase, ...]:
        syntax = '"with" "wingspan" "above" NUMBER'
        return (phrase("wingspan_above", syntax, cls._from_above),)

    @classmethod
    def _from_above(cls, node: PhraseNode, ctx: Reading) -> WingspanAbove:
        return cls(ctx.number(node.args[0], "wingspan"))

    def test(self, card: BirdCard, habitat: Habitat | None, bird: Bird) -> bool:
        return card.wingspan is None or card.wingspan > self.cm

    def describe(self) -> str:
        return f"with a wingspan over {self.cm} cm"


@frozen
class WingspanAtMost(BirdPredicate):
    """Wingspan ``cm`` or less (a wild wingspan counts)."""

    TAG: ClassVar[str] = "wingspan-at-most"
    cm: int

    @classmethod
    def phrases(cls) -> tuple[Phrase, ...]:
        syntax = '"with" "wingspan" "at" "most" NUMBER'
        return (phrase("wingspan_at_most", syntax, cls._from_at_most),)

    @classmethod
    def _from_at_most(cls, node: PhraseNode, ctx: Reading) -> WingspanAtMost:
        return cls(ctx.number(node.args[0], "wingspan"))

    def test(self, card: BirdCard, habitat: Habitat | None, bird: Bird) -> bool:
        return card.wingspan is None or card.wingspan <= self.cm

    def test_mat_card(self, card: MatCard) -> bool:
        return True  # smaller than every bird (rules-expansions 9.5.8)

    def describe(self) -> str:
        return f"with a wingspan of {self.cm} cm or less"


@frozen
class NestIs(BirdPredicate):
    """Nest of one of ``nests``; a star nest counts as every type."""

    TAG: ClassVar[str] = "nest-is"
    nests: tuple[Nest, ...]

    @classmethod
    def phrases(cls) -> tuple[Phrase, ...]:
        return (phrase("with_nest", '"with" WORD ("or" WORD)* "nest"', cls._from_nest),)

    @classmethod
    def _from_nest(cls, node: PhraseNode, ctx: Reading) -> NestIs:
        return cls(tuple(ctx.nest(n) for n in node.args))

    def test(self, card: BirdCard, habitat: Habitat | None, bird: Bird) -> bool:
        return any(card.nest.matches(n) for n in self.nests)

    def describe(self) -> str:
        return f"with a {either(n.label for n in self.nests)} nest (star nests count)"


@frozen
class InHabitat(BirdPredicate):
    """The bird sits in ``habitat`` (a position on the mat, not an icon on the card)."""

    TAG: ClassVar[str] = "in-habitat"
    habitat: Habitat

    @classmethod
    def phrases(cls) -> tuple[Phrase, ...]:
        syntax = '"in" "your"? WORD'
        return (phrase("in_habitat", syntax, cls._from_in, lambda args: f"in {args[0]}"),)

    @classmethod
    def _from_in(cls, node: PhraseNode, ctx: Reading) -> InHabitat:
        return cls(ctx.habitat(node.args[0]))

    def test(self, card: BirdCard, habitat: Habitat | None, bird: Bird) -> bool:
        return habitat is self.habitat

    def test_mat_card(self, card: MatCard) -> bool:
        return card.habitat is self.habitat

    def describe(self) -> str:
        return f"in your {self.habitat.label}"


@frozen
class EggsAtLeast(BirdPredicate):
    """The bird carries at least ``eggs`` eggs."""

    TAG: ClassVar[str] = "eggs-at-least"
    eggs: int

    @classmethod
    def phrases(cls) -> tuple[Phrase, ...]:
        return (phrase("eggs_at_least", '"with" "at" "least" NUMBER _eggs', cls._from_eggs),)

    @classmethod
    def _from_eggs(cls, node: PhraseNode, ctx: Reading) -> EggsAtLeast:
        return cls(ctx.number(node.args[0], "eggs", low=1))

    def test(self, card: BirdCard, habitat: Habitat | None, bird: Bird) -> bool:
        return bird.eggs >= self.eggs

    def describe(self) -> str:
        return f"holding at least {plural(self.eggs, 'egg')}"


@frozen
class PowerIs(BirdPredicate):
    """The bird's power is of one of ``timings`` (its colour), or, with ``none``, it has no
    power."""

    TAG: ClassVar[str] = "power-is"
    timings: tuple[Timing, ...]
    none: bool = False

    @classmethod
    def phrases(cls) -> tuple[Phrase, ...]:
        return (
            phrase("with_power", '"with" WORD "power"', cls._from_power),
            phrase("with_power_or_none", '"with" WORD "or" "no" "power"', cls._from_or_none),
        )

    @classmethod
    def _from_power(cls, node: PhraseNode, ctx: Reading) -> BirdPredicate:
        """A power icon (predator, flocking) or colour."""
        table: dict[str, BirdPredicate] = {
            "predator": HasPredatorPower(),
            "flocking": HasFlockingPower(),
            "bonus-card": HasBonusPower(),
        }
        table.update((word, cls((timing,))) for word, timing in _COLOURS.items())
        found: BirdPredicate = ctx.lookup(node.args[0], "power icon or colour", table)
        return found

    @classmethod
    def _from_or_none(cls, node: PhraseNode, ctx: Reading) -> PowerIs:
        return cls((ctx.lookup(node.args[0], "power colour", _COLOURS),), none=True)

    def test(self, card: BirdCard, habitat: Habitat | None, bird: Bird) -> bool:
        return (card.power is None and self.none) or card.timing in self.timings

    def test_mat_card(self, card: MatCard) -> bool:
        return self.none  # it has no power

    def describe(self) -> str:
        colours = [t.colour for t in self.timings] + (["no"] if self.none else [])
        return f"with a {either(colours)} power"


#: The power colours a bonus card or goal names (rules 3.8).
_COLOURS: dict[str, Timing] = {t.colour: t for t in Timing}


@frozen
class HasBonusPower(BirdPredicate):
    """The bird's power carries the bonus-card icon (it draws or scores bonus cards): "with
    bonus power" (the promo Sulu Hornbill counts such birds)."""

    TAG: ClassVar[str] = "bonus-power"
    WRITTEN_WITH: ClassVar[str] = "with_power"  # declared by ``PowerIs``

    def test(self, card: BirdCard, habitat: Habitat | None, bird: Bird) -> bool:
        return card.draws_bonus_cards

    def describe(self) -> str:
        return "with a bonus-card power"


#: Any declared predicate (a field holding one is declared as the base class: the predicates
#: are declared here and by the expansions' modules, ``effects.PREDICATE_TYPES``).
Predicate = BirdPredicate
