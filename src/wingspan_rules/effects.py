"""The compiled card vocabulary: what the card language compiles into and the engine executes.

Everything here is a small frozen value class with no behaviour beyond derived properties: the
language layer builds these objects (``wingspan_rules.language``), the engine interprets them and
the scoring module evaluates the bonus-card and goal measures. A new card made of these
primitives needs no Python at all.

The vocabulary is closed on purpose. Adding a primitive means adding a class here, a rule to the
grammar and compiler, a sentence to ``describe`` and a resolver to the engine; ``wingspan check``
lists every primitive that the engine cannot execute yet.
"""

from __future__ import annotations

import enum
from collections.abc import Iterator

import attrs
from attrs import frozen  # slotted, frozen, with structural equality and hashing

from .enums import Action, Food, Habitat, Nest, Timing


class Zone(enum.Enum):
    """Where cards, food and dice come from or go to."""

    SUPPLY = "supply"  # the unlimited food supply
    BIRDFEEDER = "birdfeeder"
    HAND = "hand"
    DECK = "deck"
    TRAY = "tray"
    TRAY_OR_DECK = "tray or deck"  # "draw a card": each card from the tray or the deck (rules 3.7)
    REVEALED = "revealed"  # the card(s) this power revealed
    GAINED = "gained"  # the food this power just gained ("cache it")


@frozen
class Origin:
    """Where a card was written: for error messages and ``wingspan explain``."""

    path: str
    line: int
    column: int


# --------------------------------------------------------------------------------------------
# Selectors


class Which(enum.Enum):
    THIS = "this"  # the bird carrying the power
    ANY = "any"  # any of your birds, this one included (rules 3.12)
    OTHER = "other"  # any of your birds except this one


@frozen
class BirdTarget:
    """One of the acting player's own birds (powers never reach another mat unless they say so).

    ``nest`` restricts to birds whose nest matches (star nests match every type). ``distinct``
    requires a bird not already chosen by an earlier step of the same power ("1 additional bird").
    """

    which: Which = Which.ANY
    nest: Nest | None = None
    distinct: bool = False


@frozen
class AllPlayers:
    """Every player, starting with the acting player and going clockwise. Includes you."""


@frozen
class EachPlayerFromChosen:
    """Every player in clockwise order, starting with a player the acting player chooses."""


@frozen
class FewestBirdsIn:
    """The player or players (ties included) with the fewest birds in a habitat."""

    habitat: Habitat


PlayerScope = AllPlayers | EachPlayerFromChosen | FewestBirdsIn


# --------------------------------------------------------------------------------------------
# Conditions


@frozen
class RolledAny:
    """At least one die rolled by this power shows one of ``foods`` (the dual face counts)."""

    foods: tuple[Food, ...]


@frozen
class RevealedWingspanBelow:
    """The revealed card's wingspan is strictly less than ``cm`` (a wild wingspan always is)."""

    cm: int


@frozen
class ThisBirdRightmost:
    """This bird is to the right of every other bird in its habitat."""


Condition = RolledAny | RevealedWingspanBelow | ThisBirdRightmost


# --------------------------------------------------------------------------------------------
# Primitive effects


@frozen
class GainFood:
    """Gain ``amount`` food, each one of ``choices`` (empty = any type), from the supply or feeder.

    From the birdfeeder each food is one die (if available; the reroll rule applies). From the
    birdfeeder with no ``choices`` it is "gain 1 die": any die, any face.
    """

    amount: int
    choices: tuple[Food, ...]
    source: Zone = Zone.SUPPLY


@frozen
class GainAllFood:
    """Gain every die in the birdfeeder showing ``food`` (possibly none)."""

    food: Food


@frozen
class CacheFood:
    """Cache food on this bird: ``amount`` of ``food`` from the supply, or the food just gained."""

    amount: int
    food: Food | None
    source: Zone = Zone.SUPPLY


@frozen
class TuckCards:
    """Tuck cards behind this bird from the hand, the top of the deck or the revealed card."""

    amount: int
    source: Zone = Zone.HAND


@frozen
class DrawCards:
    """Draw bird cards: each from the tray or the deck, or from the deck only."""

    amount: int
    source: Zone = Zone.TRAY_OR_DECK


@frozen
class DrawWholeTray:
    """Take every face-up card in the bird tray."""


@frozen
class DrawBonusCards:
    """Draw ``draw`` bonus cards and keep ``keep`` of them; discard the rest."""

    draw: int
    keep: int


@frozen
class LayEggs:
    """Lay ``amount`` eggs, one at a time, on birds matching ``on`` (egg limits apply)."""

    amount: int
    on: BirdTarget = BirdTarget()


@frozen
class LayEggsOnEach:
    """Lay 1 egg on each of your birds matching ``on`` that has room."""

    on: BirdTarget


@frozen
class DiscardFood:
    """Discard food from your personal supply, each one of ``choices`` (empty = any type)."""

    amount: int
    choices: tuple[Food, ...]


@frozen
class DiscardEggs:
    """Discard ``amount`` eggs from birds matching ``on``."""

    amount: int
    on: BirdTarget = BirdTarget()


@frozen
class DiscardCards:
    """Discard bird cards from your hand, now or at the end of your turn."""

    amount: int
    at_end_of_turn: bool = False


@frozen
class RollDiceOutsideFeeder:
    """Roll every die that is not in the birdfeeder; they stay outside (rules 3.5)."""


@frozen
class RevealCards:
    """Look at ``amount`` cards from the top of the deck."""

    amount: int


@frozen
class DiscardRevealed:
    """Discard the cards this power revealed and did not tuck."""


@frozen
class MoveThisBird:
    """Move this bird, with its eggs, food and cards, to another habitat's leftmost free slot."""


@frozen
class RepeatPower:
    """Repeat the power of another of your birds in this bird's habitat.

    ``predator_only`` limits the targets to birds whose own power is a predator power.
    """

    predator_only: bool = False


@frozen
class TradeFood:
    """Discard ``amount`` food of any type to gain the same amount of another type."""

    amount: int = 1


@frozen
class PlayBird:
    """Play an additional bird, paying its normal cost, in ``habitat`` (None: this bird's)."""

    habitat: Habitat | None = None


@frozen
class Draft:
    """Draw (players + ``extra``) cards; each player from you clockwise keeps 1; you keep the rest."""

    extra: int = 1
    source: Zone = Zone.TRAY_OR_DECK


# --------------------------------------------------------------------------------------------
# Structure


@frozen
class MayDo:
    """An optional part of a power ("you may ...")."""

    body: tuple[Effect, ...]


@frozen
class IfDone:
    """``cost`` then ``then``; the second part happens only if the first was done in full.

    Covers "X. If you do, Y" and "discard X to Y" (rules 10.2 #10).
    """

    cost: tuple[Effect, ...]
    then: tuple[Effect, ...]


@frozen
class If:
    test: Condition
    then: tuple[Effect, ...]
    otherwise: tuple[Effect, ...] = ()


@frozen
class Hunt:
    """A predator's hunt: when ``test`` holds, ``success`` runs and the predator succeeds."""

    test: Condition
    success: tuple[Effect, ...]
    failure: tuple[Effect, ...] = ()


@frozen
class ForPlayers:
    """Run ``body`` for each player in ``who``, each making their own choices."""

    who: PlayerScope
    body: tuple[Effect, ...]


Effect = (
    GainFood
    | GainAllFood
    | CacheFood
    | TuckCards
    | DrawCards
    | DrawWholeTray
    | DrawBonusCards
    | LayEggs
    | LayEggsOnEach
    | DiscardFood
    | DiscardEggs
    | DiscardCards
    | RollDiceOutsideFeeder
    | RevealCards
    | DiscardRevealed
    | MoveThisBird
    | RepeatPower
    | TradeFood
    | PlayBird
    | Draft
    | MayDo
    | IfDone
    | If
    | Hunt
    | ForPlayers
)

#: Effects that hold other effects, and the names of their effect-tuple fields.
COMPOUND_FIELDS: dict[type, tuple[str, ...]] = {
    MayDo: ("body",),
    IfDone: ("cost", "then"),
    If: ("then", "otherwise"),
    Hunt: ("success", "failure"),
    ForPlayers: ("body",),
}


def walk_effects(effects: tuple[Effect, ...]) -> Iterator[Effect]:
    """Yield every effect in ``effects``, depth first, compound effects before their parts."""
    for effect in effects:
        yield effect
        for field in COMPOUND_FIELDS.get(type(effect), ()):
            yield from walk_effects(getattr(effect, field))


# --------------------------------------------------------------------------------------------
# Pink triggers: event patterns, always caused by another player during their turn


@frozen
class OnBirdPlayed:
    """Another player plays a bird (by any means) into ``habitat`` (None: any habitat)."""

    habitat: Habitat | None = None


@frozen
class OnActionTaken:
    """Another player takes a habitat action; with ``gained``, only if it gained that food."""

    action: Action
    gained: Food | None = None


@frozen
class OnPredatorSucceeded:
    """Another player's predator power succeeds."""


Trigger = OnBirdPlayed | OnActionTaken | OnPredatorSucceeded


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


# --------------------------------------------------------------------------------------------
# What bonus cards and goals count


@frozen
class HasTag:
    """The bird carries a name category (Anatomist, Cartographer, Historian, Photographer...)."""

    tag: str


@frozen
class PointsAtMost:
    points: int


@frozen
class HasPredatorPower:
    pass


@frozen
class HasFlockingPower:
    pass


@frozen
class CostMentions:
    """A ``food`` icon is printed in the bird's food cost ("/" choices included, wild not)."""

    food: Food


@frozen
class CostOnly:
    """Every icon of the cost is ``food`` (and there is at least one)."""

    food: Food


@frozen
class CostHasWild:
    pass


@frozen
class OnlyHabitat:
    """``habitat`` is the only habitat icon printed on the bird."""

    habitat: Habitat


@frozen
class WingspanAbove:
    """Wingspan strictly greater than ``cm`` (a wild wingspan counts)."""

    cm: int


@frozen
class WingspanAtMost:
    """Wingspan ``cm`` or less (a wild wingspan counts)."""

    cm: int


@frozen
class NestIs:
    """Nest of one of ``nests``; a star nest counts as every type."""

    nests: tuple[Nest, ...]


@frozen
class InHabitat:
    """The bird sits in ``habitat`` (a position on the mat, not an icon on the card)."""

    habitat: Habitat


@frozen
class EggsAtLeast:
    """The bird carries at least ``eggs`` eggs."""

    eggs: int


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
)


@frozen
class CountBirds:
    """Birds on the mat satisfying every predicate in ``where``."""

    where: tuple[Predicate, ...] = ()


@frozen
class CountEggs:
    """Eggs on birds satisfying every predicate in ``where``."""

    where: tuple[Predicate, ...] = ()


@frozen
class CountHand:
    """Bird cards in hand."""


@frozen
class FewestBirdsHabitat:
    """Birds in the player's habitat with the fewest birds."""


@frozen
class EggSets:
    """Complete sets of one egg in each habitat: min over the three rows."""


Measure = CountBirds | CountEggs | CountHand | FewestBirdsHabitat | EggSets


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
    origin: Origin | None = attrs.field(default=None, eq=False, repr=False)


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
