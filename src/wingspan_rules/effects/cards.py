"""Cards as compiled values: bird cards with their powers, bonus cards and goal tiles, and what
bonus cards and goals count (measures and predicates).

The primitives a power is made of are declared in the other modules of this package.
"""

from __future__ import annotations

import enum
from collections.abc import Callable, Iterator
from typing import TYPE_CHECKING, Any, ClassVar, Literal, TypeVar, cast

import attrs
from attrs import frozen  # slotted, frozen, with structural equality and hashing

from ..state.enums import HABITATS, Food, Habitat, Nest, Timing
from .predicates import Predicate, phrase
from .walk import walk_effects

if TYPE_CHECKING:
    from attrs import AttrsInstance

    from ..state.model import Bird, GameConfig, Player
    from ._base import Effect, Phrase, PhraseNode, Reading, Trigger
    from .catalog import CardSet

#: A card fact's value (``CardFact``): a yes/no (or a word read as one) or a number.
FactValue = bool | int
#: A card's declared facts that differ from their default, as (name, value) pairs sorted by name.
Facts = tuple[tuple[str, FactValue], ...]


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
    #: "This bird counts double for each bonus card it qualifies for" (a promo power,
    #: rules-expansions 9.6): a static game-end power with no effects, read by the bonus
    #: cards that count birds (``BaseMeasure.bonus_count``).
    double_bonus: bool = False


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
    #: The declared facts printed on the card that are not their default (``CardFact``).
    facts: Facts = ()
    origin: Origin | None = attrs.field(default=None, eq=False, repr=False)
    #: The card's canonical text (the formatter's output, without comments); the card set's
    #: fingerprint is computed from it. None for a card built in Python.
    text: str | None = attrs.field(default=None, eq=False, repr=False)

    def fact(self, name: str) -> FactValue:
        """The value of the declared bird fact ``name`` (its default when the card says
        nothing); ``KeyError`` for a fact no mode or expansion declares."""
        return _fact(self.facts, "bird", name)

    # A declared fact reads as an attribute too (``bird.<fact name>``): ``declare_facts``
    # adds a property per fact to the class. Not a ``__getattr__``: with one, CPython reads
    # every attribute of every card through a slower hook the interpreter cannot specialise.

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
        (to pay any food cost), as its power says."""
        if self.power is None:
            return ()
        found: list[Food] = []
        for effect in walk_effects(self.power.effects):
            found += [f for f in effect.spendable_cache() if f not in found]
        return tuple(found)


def named_foods(card: BirdCard) -> frozenset[Food]:
    """Every food ``card`` names: the icons of its cost and the foods its power's effects,
    conditions and trigger name (wild is no food). The bundled card loader leaves a bird out
    of a game none of whose sets has one of these foods (a promo bird naming nectar, without
    Oceania: docs/oceania.md)."""
    found = set(card.cost.foods)
    if card.power is not None:
        found.update(_foods_in(card.power))
    return frozenset(found)


def _foods_in(value: object) -> Iterator[Food]:
    """The foods among ``value``'s fields, looking into tuples and nested attrs values."""
    if isinstance(value, Food):
        yield value
    elif isinstance(value, tuple):
        for item in value:
            yield from _foods_in(item)
    elif attrs.has(type(value)):
        for field in attrs.fields(cast("type[AttrsInstance]", type(value))):
            yield from _foods_in(getattr(value, field.name))


# --------------------------------------------------------------------------------------------
# What bonus cards and goals count (the bird predicates are declared in ``predicates``)
#
# A **measure** is one frozen class, declared once: its phrases in the card language (the
# alternatives of the grammar's ``measure`` rule, after "counts"), what it counts on a player's
# mat, supply or hand (``count``), its English (``describe``) and a stable ``TAG``. The grammar,
# the syntax tree and the compiler are built from these declarations (``effects.MEASURE_TYPES``:
# this module's, then those of the expansions' modules): a new measure is a new class here, or
# in an expansion's package when only its cards use it (``expansions/european/scoring.py``).


@frozen
class MatCard:
    """A card on a player's mat that is no bird card but counts as a bird for the measures
    reading the mat's rows and columns (the Americas' hummingbirds in their spaces,
    rules-expansions 9.5.8; ``hooks.BonusBirds.on_mat``): its row, its beak, its points for a
    points run. It lies left of the row's first space and is smaller than every bird (a
    wingspan run starts with it); it prints no nest, eggs, food cost or power."""

    habitat: Habitat
    beak: Beak = Beak.NEITHER
    points: int = 0
    #: For a wingspan run: it joins the longest run at that run's small end, wherever the
    #: run lies (a reading its expansion's options may choose), not only left of the row.
    joins_any_run: bool = False


@frozen
class OnMat:
    """What a player's mat holds beside its bird cards that some counts read (``MatCard``),
    the filled columns it adds (a column of cards that are no birds, full), and the cards
    tucked behind its birds that are no bird cards (``tucked``: the card id of the bird each
    lies behind, one entry per card: the Americas' hummingbirds, 9.5.7)."""

    cards: tuple[MatCard, ...] = ()
    columns: int = 0
    tucked: tuple[int, ...] = ()

    def tucked_behind(self, bird: int) -> int:
        """How many such cards lie behind the bird card ``bird``."""
        return self.tucked.count(bird)

    def before_row(self, habitat: Habitat) -> tuple[MatCard, ...]:
        """The cards lying left of ``habitat``'s row, left to right."""
        return tuple(c for c in self.cards if c.habitat is habitat)


#: A mat with bird cards only.
BIRDS_ONLY = OnMat()


class BaseMeasure:
    """Common base of the measures: a stable tag, phrases, a count and its English."""

    __slots__ = ()
    TAG: ClassVar[str] = ""
    #: The grammar rule the phrases are alternatives of.
    KIND: ClassVar[str] = "measure"
    #: Whether a goal side counting this scores at all: False for a side that scores nothing
    #: and keeps its cube, so that every later round has one more turn (rules-expansions
    #: 9.2.9; ``CardSet.unscored_goal_sides``).
    SCORED: ClassVar[bool] = True

    @classmethod
    def phrases(cls) -> tuple[Phrase, ...]:
        """How the measure is written after "counts" (see ``BirdPredicate.phrases``)."""
        return ()

    def count(self, player: Player, cards: CardSet, goal: bool = False) -> int:
        """The quantity ``player`` has; ``goal``: for an end-of-round goal, where a bird that
        counts double toward it counts 2 in a count of birds (rules 9.1)."""
        raise NotImplementedError(f"{type(self).__name__} does not say what it counts")

    def describe(self) -> str:
        """What it counts, in English (a bonus card's or goal's words)."""
        raise NotImplementedError(f"{type(self).__name__} does not describe itself")

    def blue_count(self, count: int, config: GameConfig) -> int:
        """What a goal count of this measure is worth on the blue goal board, before its cap
        (rules 4.3: a point per item; the Americas total of egg limits pays 1 per 5)."""
        return count

    def count_with(self, player: Player, cards: CardSet, goal: bool, beside: OnMat) -> int:
        """``count`` with the cards lying on the mat beside the bird cards (``beside``: the
        hummingbirds, 9.5.8) where they count: the measures reading the mat's rows and
        columns override it; the others count bird cards only."""
        return self.count(player, cards, goal)

    def bonus_count(self, player: Player, cards: CardSet, beside: OnMat = BIRDS_ONLY) -> int:
        """The quantity a bonus card counts for ``player``: ``count_with``, except that a
        measure counting birds counts 2 for a bird that counts double for bonus cards
        (``CountBirds`` overrides it)."""
        return self.count_with(player, cards, False, beside)

    def points_moved(self, by: int) -> BaseMeasure:
        """This measure with the bounds on printed points of its bird conditions moved by
        ``by`` (``BirdPredicate.points_moved``); one counting no birds by points is itself."""
        return self


def _selected(
    player: Player, cards: CardSet, where: tuple[Predicate, ...], beside: OnMat = BIRDS_ONLY
) -> list[Bird]:
    """The birds on ``player``'s mat that pass every predicate of ``where``, with what lies
    beside them (``beside``: ``BirdPredicate.test_beside``), forest first, left to right.
    Plain loops into a list: every round's goal and every bonus card at the end read the
    whole mat, and a generator per bird inside ``all`` cost about twice as much."""
    if not where:
        return [*player.mat[0], *player.mat[1], *player.mat[2]]
    birds = cards.birds
    found: list[Bird] = []
    for habitat, row in zip(HABITATS, player.mat, strict=True):
        for bird in row:
            card = birds[bird.card]
            for p in where:
                if not p.test_beside(card, habitat, bird, beside):
                    break
            else:
                found.append(bird)
    return found


def goal_weight(card: BirdCard, goal: bool) -> int:
    """What a bird adds to a count of birds: 2 for a goal when it counts double (rules 9.1)."""
    return 2 if goal and card.power is not None and card.power.double_goal else 1


def bonus_weight(card: BirdCard) -> int:
    """What a bird adds to a bonus card's count of birds: 2 when it counts double for bonus
    cards (on the mat only, for every bonus card it qualifies for), else 1."""
    return 2 if card.power is not None and card.power.double_bonus else 1


def _doubles(cards: CardSet, goal: bool) -> frozenset[int]:
    """The ids of the birds of ``cards`` that count double toward a goal (``goal``) or for
    bonus cards (``goal_weight``, ``bonus_weight``): derived once per card set, so that a
    count of birds is the number selected plus these among them (none in most sets)."""
    key = "double-goal" if goal else "double-bonus"
    found: frozenset[int] | None = cards.derived.get(key)
    if found is None:
        weight = (lambda c: goal_weight(c, True)) if goal else bonus_weight
        found = frozenset(i for i, card in enumerate(cards.birds) if weight(card) == 2)
        cards.derived[key] = found
    return found


def _weighted(selected: list[Bird], doubles: frozenset[int]) -> int:
    """The count of the birds ``selected``, those of ``doubles`` counted twice."""
    if not doubles:
        return len(selected)
    return len(selected) + sum(1 for b in selected if b.card in doubles)


def _words(*words: str) -> Callable[[tuple[Any, ...]], str]:
    """The canonical text of a phrase: ``words``, then its parts (a part prints its own
    canonical text), joined by "and"."""
    return lambda args: " ".join([*words, " and ".join(str(a) for a in args)]).rstrip()


@frozen
class CountBirds(BaseMeasure):
    """Birds on the mat satisfying every predicate in ``where``."""

    TAG: ClassVar[str] = "count-birds"
    where: tuple[Predicate, ...] = ()

    @classmethod
    def phrases(cls) -> tuple[Phrase, ...]:
        syntax = '"birds" (bird_filter ("and" bird_filter)*)?'
        return (phrase("count_birds", syntax, cls._from_birds, _words("birds")),)

    @classmethod
    def _from_birds(cls, node: PhraseNode, ctx: Reading) -> CountBirds:
        return cls(ctx.predicates(node.args))

    def count(self, player: Player, cards: CardSet, goal: bool = False) -> int:
        selected = _selected(player, cards, self.where)
        return _weighted(selected, _doubles(cards, True)) if goal else len(selected)

    def count_with(self, player: Player, cards: CardSet, goal: bool, beside: OnMat) -> int:
        """For a goal, the cards beside the birds that pass every test count too (a bonus
        card's count adds them by its name: ``hooks.BonusBirds.count``)."""
        more = 0
        if goal:
            more = sum(all(p.test_mat_card(c) for p in self.where) for c in beside.cards)
        selected = _selected(player, cards, self.where, beside)
        return (_weighted(selected, _doubles(cards, True)) if goal else len(selected)) + more

    def bonus_count(self, player: Player, cards: CardSet, beside: OnMat = BIRDS_ONLY) -> int:
        selected = _selected(player, cards, self.where, beside)
        return _weighted(selected, _doubles(cards, False))

    def describe(self) -> str:
        return " ".join(["your birds", *(p.describe() for p in self.where)])

    def points_moved(self, by: int) -> CountBirds:
        return CountBirds(tuple(p.points_moved(by) for p in self.where))


@frozen
class CountEggs(BaseMeasure):
    """Eggs on birds satisfying every predicate in ``where``."""

    TAG: ClassVar[str] = "count-eggs"
    where: tuple[Predicate, ...] = ()

    @classmethod
    def phrases(cls) -> tuple[Phrase, ...]:
        return (phrase("count_eggs", '"eggs" egg_filter?', cls._from_eggs, _words("eggs")),)

    @classmethod
    def _from_eggs(cls, node: PhraseNode, ctx: Reading) -> CountEggs:
        return cls(ctx.egg_filter(node.args[0] if node.args else None))

    def count(self, player: Player, cards: CardSet, goal: bool = False) -> int:
        total = 0
        for bird in _selected(player, cards, self.where):
            total += bird.eggs
        return total

    def describe(self) -> str:
        where = " ".join(p.describe() for p in self.where)
        return "eggs on your birds" + (f" {where}" if where else "")


@frozen
class CountHand(BaseMeasure):
    """Bird cards in hand."""

    TAG: ClassVar[str] = "count-hand"

    @classmethod
    def phrases(cls) -> tuple[Phrase, ...]:
        text = _words("cards in hand")  # also "card in hand" after "for each"
        return (phrase("count_hand", '"cards" "in" "hand"', cls._from_hand, text),)

    @classmethod
    def _from_hand(cls, node: PhraseNode, ctx: Reading) -> CountHand:
        return cls()

    def count(self, player: Player, cards: CardSet, goal: bool = False) -> int:
        return len(player.hand)

    def describe(self) -> str:
        return "bird cards in your hand"


@frozen
class FewestBirdsHabitat(BaseMeasure):
    """Birds in the player's habitat with the fewest birds."""

    TAG: ClassVar[str] = "fewest-birds-habitat"

    @classmethod
    def phrases(cls) -> tuple[Phrase, ...]:
        syntax = '"birds" "in" "the" "habitat" "with" "fewest" "birds"'
        return (phrase("fewest_habitat", syntax, cls._from_fewest),)

    @classmethod
    def _from_fewest(cls, node: PhraseNode, ctx: Reading) -> FewestBirdsHabitat:
        return cls()

    def count(self, player: Player, cards: CardSet, goal: bool = False) -> int:
        return min(len(row) for row in player.mat)

    def count_with(self, player: Player, cards: CardSet, goal: bool, beside: OnMat) -> int:
        """A card beside a row (a hummingbird in its space) is one more bird of it (9.5.8)."""
        return min(
            len(row) + len(beside.before_row(h))
            for h, row in zip(HABITATS, player.mat, strict=True)
        )

    def describe(self) -> str:
        return "birds in whichever of your habitats has the fewest birds"


@frozen
class EggSets(BaseMeasure):
    """Complete sets of one egg in each habitat: min over the three rows."""

    TAG: ClassVar[str] = "egg-sets"

    @classmethod
    def phrases(cls) -> tuple[Phrase, ...]:
        return (phrase("egg_sets", '"sets" "of" "eggs"', cls._from_sets),)

    @classmethod
    def _from_sets(cls, node: PhraseNode, ctx: Reading) -> EggSets:
        return cls()

    def count(self, player: Player, cards: CardSet, goal: bool = False) -> int:
        return min(sum(b.eggs for b in row) for row in player.mat)

    def describe(self) -> str:
        return "complete sets of one egg in each of your three habitats"


#: Any declared measure (a field holding one is declared as the base class: the measures are
#: declared here and by the expansions' modules, ``effects.MEASURE_TYPES``).
Measure = BaseMeasure


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
    #: The declared facts printed on the card that are not their default (``CardFact``).
    facts: Facts = ()
    origin: Origin | None = attrs.field(default=None, eq=False, repr=False)
    #: The card's canonical text (the formatter's output, without comments); the card set's
    #: fingerprint is computed from it. None for a card built in Python.
    text: str | None = attrs.field(default=None, eq=False, repr=False)

    def fact(self, name: str) -> FactValue:
        """The value of the declared bonus-card fact ``name`` (its default when the card says
        nothing); ``KeyError`` for a fact no mode or expansion declares."""
        return _fact(self.facts, "bonus", name)

    # A declared fact reads as an attribute too (``card.<fact name>``, ``declare_facts``).

    @property
    def scored_by_players(self) -> bool:
        """Whether the players may score this card: False when a declared fact that takes it
        out of their hands is set (``CardFact.scoreless``); such a card is never in the
        players' bonus deck."""
        return not any(fact.scoreless and self.fact(fact.name) for fact in declared_facts("bonus"))


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


# --------------------------------------------------------------------------------------------
# Facts printed on cards for a mode or an expansion
#
# A mode (or an expansion) that reads a fact printed on cards declares it here (``declare_facts``,
# from its own package): its name, the kind of card, the line of the card language that gives it
# and its values, its default and its English. The card language reads, writes, describes and
# exports the declared facts generically; a card stores the ones that differ from their default.

CardKind = Literal["bird", "bonus"]


@frozen
class CardFact:
    """A fact printed on cards of one kind, read by the mode or expansion declaring it.

    The card language writes it on a line of its own, ``<line> <value>`` (``line``: the line's
    keyword words). The value is a word of ``words`` (each word's value for this fact), or,
    with ``words`` empty, a number from ``low`` to ``high``, a ``what`` in messages. Several
    facts may read the same line, each with its own values for the same words.

    ``english``: the sentence describing the card's fact when it differs from ``default``
    (``{value}`` is replaced by the value; empty: not described). ``scoreless``: when set, no
    player scores the card (it needs no ``score`` line, and is never in the players' bonus
    deck); its ``english`` then describes the whole card (``{measure}``: what it counts), and
    only the sentences of the facts marked ``scoreless_detail`` follow it (those of the others
    follow the description of a card the players score). ``in_json``: the fact is a key of the
    card's JSON (``language.to_json``).
    """

    name: str
    card: CardKind
    line: str
    default: FactValue = False
    words: tuple[tuple[str, FactValue], ...] = ()
    low: int = 0
    high: int = 100
    what: str = ""
    english: str = ""
    scoreless: bool = False
    scoreless_detail: bool = False
    in_json: bool = True
    #: What a bonus card with this fact set must also be, as the error ``wingspan check``
    #: reports when it is not (None: nothing); e.g. points that move need a count by points.
    requires: Callable[[BonusCard], str | None] | None = attrs.field(default=None, eq=False)

    @property
    def key(self) -> str:
        """The line's key in a card's block (a duplicate line is an error): its last word."""
        return self.line.split()[-1]

    def flag(self, card: BirdCard | BonusCard) -> bool:
        """This yes/no fact of ``card``."""
        return bool(card.fact(self.name))

    def number(self, card: BirdCard | BonusCard) -> int:
        """This number fact of ``card``."""
        return int(card.fact(self.name))


#: Every declared card fact, in the order of the declarations.
CARD_FACTS: list[CardFact] = []


def declare_facts(*facts: CardFact) -> None:
    """Add the card facts a mode or an expansion reads (from its package, when it is
    imported). Raises ``TypeError`` for a fact declared twice, or a line whose facts disagree
    on its words."""
    for fact in facts:
        if any(f.name == fact.name and f.card == fact.card for f in CARD_FACTS):
            raise TypeError(f"the {fact.card} fact {fact.name!r} is declared twice")
        same_line = [f for f in CARD_FACTS if f.card == fact.card and f.line == fact.line]
        if any({w for w, _ in f.words} != {w for w, _ in fact.words} for f in same_line):
            raise TypeError(f"the facts of line {fact.line!r} read different words")
        same_key = [f for f in CARD_FACTS if f.card == fact.card and f.key == fact.key]
        if any(f.line != fact.line for f in same_key):
            raise TypeError(f"the line {fact.line!r} has the key of another fact's line")
        CARD_FACTS.append(fact)
        _add_fact_attribute(fact)


#: The (card kind, fact name) pairs ``_add_fact_attribute`` was asked for.
_FACT_ATTRIBUTES: set[tuple[str, str]] = set()


def _add_fact_attribute(fact: CardFact) -> None:
    """Let ``fact`` read as an attribute of its cards (``bird.<fact name>``): a property of
    the card class, unless the class has an attribute of that name (a field or a method of
    its own comes first, as it did for ``__getattr__``, which these properties replace).
    Read while the fact is not declared (a test's, withdrawn), it is no attribute."""
    _FACT_ATTRIBUTES.add((fact.card, fact.name))
    cls: type = BirdCard if fact.card == "bird" else BonusCard
    name = fact.name
    if name.startswith("_") or name == "facts" or hasattr(cls, name):
        return
    kind = fact.card

    def read(card: BirdCard | BonusCard) -> FactValue:
        try:
            return _fact(card.facts, kind, name)
        except KeyError:
            raise AttributeError(
                f"{type(card).__name__!r} object has no attribute {name!r}"
            ) from None

    read.__name__ = name
    read.__doc__ = f"The declared {kind} fact {name!r} of the card (``fact({name!r})``)."
    setattr(cls, name, property(read))


def declared_facts(card: CardKind) -> tuple[CardFact, ...]:
    """The declared facts of one kind of card, in the order of the declarations."""
    found = tuple(f for f in CARD_FACTS if f.card == card)
    for fact in found:  # a fact added to the list itself (a test's) reads as an attribute too
        if (fact.card, fact.name) not in _FACT_ATTRIBUTES:
            _add_fact_attribute(fact)
    return found


def _declared(card: CardKind, name: str) -> CardFact:
    for fact in CARD_FACTS:
        if fact.card == card and fact.name == name:
            return fact
    raise KeyError(f"no {card} fact {name!r} is declared")


def _fact(facts: Facts, card: CardKind, name: str) -> FactValue:
    for key, value in facts:
        if key == name:
            return value
    return _declared(card, name).default


_Card = TypeVar("_Card", "BirdCard", "BonusCard")


def with_facts(card: _Card, **values: FactValue) -> _Card:
    """``card`` with the declared facts ``values`` (a value equal to the fact's default is
    left out, so that equal cards compare equal)."""
    kind: CardKind = "bird" if isinstance(card, BirdCard) else "bonus"
    merged = {**dict(card.facts), **values}
    kept = tuple(sorted((k, v) for k, v in merged.items() if v != _declared(kind, k).default))
    return attrs.evolve(card, facts=kept)
