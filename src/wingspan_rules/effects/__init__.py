"""The card vocabulary: what the card language compiles into and the engine executes.

Every primitive is one class declared once in a module of this package, carrying its tag, its
phrases, its English, what it does in a game and the decisions it asks (``_base`` explains the
declaration). This module gathers them: the tables below are built from the declarations,
never kept by hand, so a new primitive is a new class in one of these modules (or a new module
listed in ``PRIMITIVE_MODULES``) and nothing else.

A new card made of existing primitives needs no Python at all.
"""

from __future__ import annotations

from types import ModuleType
from typing import Any

from ..state.protocol import Decision, declared
from . import (
    birds,
    bonus,
    card_tests,
    cards,
    conditions,
    deck,
    discards,
    draft,
    draws,
    each,
    egg_moves,
    eggs,
    feeder_tests,
    flow,
    food,
    food_types,
    give,
    neighbours,
    predicates,
    reset,
    steal,
    supply,
    tray,
    triggers,
    tucking,
    upgrades,
)
from ._base import (
    BirdTarget,
    Condition,
    Delayable,
    Effect,
    Phrase,
    PhraseNode,
    Place,
    PlayerScope,
    Reading,
    Trigger,
    Vocabulary,
    Which,
    Zone,
    effects_at,
    walk_effects,
    worth_offering,
)
from .birds import ChooseDestination, ChooseRepeat, MoveThisBird, PlayAnother, PlayBird, RepeatPower
from .cards import (
    BaseMeasure,
    Beak,
    BirdCard,
    BonusCard,
    CountBirds,
    CountEggs,
    CountHand,
    EggSets,
    FewestBirdsHabitat,
    FoodCost,
    GoalSide,
    GoalTile,
    Measure,
    Origin,
    PerItemScoring,
    Power,
    Scoring,
    Tier,
    TierScoring,
)
from .conditions import (
    AllPlayers,
    ChooseOther,
    ChooseStart,
    ChosenOtherPlayer,
    Compare,
    CompareWithPlayers,
    EachPlayerFromChosen,
    FewestBirdsIn,
    Neighbour,
    OtherPlayers,
    RevealedWingspanBelow,
    RolledAny,
    ThisBirdRightmost,
)
from .discards import DiscardCards, DiscardFromHand, DiscardRevealed, RevealCards
from .draft import Draft, DraftPick, DrawIntoPool
from .draws import (
    DrawBonusCards,
    DrawCards,
    DrawForPower,
    DrawHowMany,
    DrawWholeTray,
    TakeTrayCards,
)
from .eggs import DiscardEggs, LayEggs, LayEggsOnBirds, LayEggsOnEach, LayOnEach, PayEggCost
from .flow import (
    ChooseUpTo,
    ForEach,
    ForPlayers,
    Hunt,
    If,
    IfDone,
    MayDo,
    OfferOptional,
    UpTo,
)
from .food import (
    CacheFood,
    CacheHowMany,
    DiscardFood,
    GainAllFood,
    GainChoice,
    GainFood,
    GainHowMany,
    PayFoodCost,
    RollDiceOutsideFeeder,
    TakeFoodForPower,
    TradeFood,
)
from .give import ChooseReceiver, Give, GiveWhich
from .predicates import (
    BirdPredicate,
    CostHasWild,
    CostMentions,
    CostOnly,
    EggsAtLeast,
    HasFlockingPower,
    HasPredatorPower,
    HasTag,
    InHabitat,
    NestIs,
    OnlyHabitat,
    PointsAtMost,
    PowerIs,
    Predicate,
    WingspanAbove,
    WingspanAtMost,
)
from .triggers import OnActionTaken, OnBirdPlayed, OnCardTucked, OnPredatorSucceeded
from .tucking import TuckCards, TuckFromHand, TuckHowMany

#: The modules that declare the vocabulary, in the order their declarations are listed.
PRIMITIVE_MODULES = (
    food,
    food_types,
    draws,
    tucking,
    discards,
    draft,
    tray,
    eggs,
    each,
    birds,
    reset,
    steal,
    flow,
    conditions,
    triggers,
    upgrades,
    give,
    card_tests,
    supply,
    feeder_tests,
    bonus,
    neighbours,
    deck,
    egg_moves,
)

#: The modules an expansion adds to the vocabulary (``add_vocabulary``), after the base game's.
EXTENSION_MODULES: tuple[ModuleType, ...] = ()

#: Every effect, condition, player scope and pink trigger the vocabulary declares.
EFFECT_TYPES: tuple[type[Effect], ...] = declared(Effect, *PRIMITIVE_MODULES)
CONDITION_TYPES: tuple[type[Condition], ...] = declared(Condition, *PRIMITIVE_MODULES)
SCOPE_TYPES: tuple[type[PlayerScope], ...] = declared(PlayerScope, *PRIMITIVE_MODULES)
TRIGGER_TYPES: tuple[type[Trigger], ...] = declared(Trigger, *PRIMITIVE_MODULES)
#: Every decision a primitive asks.
DECISION_TYPES: tuple[type[Decision], ...] = declared(Decision, *PRIMITIVE_MODULES)
#: Every declaration with phrases in the card language, in grammar order.
VOCABULARY: tuple[type[Vocabulary], ...] = (
    EFFECT_TYPES + CONDITION_TYPES + SCOPE_TYPES + TRIGGER_TYPES
)
#: Every bird predicate, in declaration order: the base game's, then the expansions' (the
#: save format's ``bird-condition`` union).
PREDICATE_TYPES: tuple[type[BirdPredicate], ...] = declared(BirdPredicate, predicates)
#: The base game's modules declaring measures.
MEASURE_MODULES: tuple[ModuleType, ...] = (cards, supply)
#: Every measure, in declaration order (the grammar's ``measure`` alternatives).
MEASURE_TYPES: tuple[type[BaseMeasure], ...] = declared(BaseMeasure, *MEASURE_MODULES)
#: The declarations of what a bird may be asked to be and of what a card counts, with
#: phrases of their own (the grammar's ``bird_filter`` and ``measure`` rules).
CONDITIONS_AND_COUNTS: tuple[type[BirdPredicate] | type[BaseMeasure], ...] = (
    PREDICATE_TYPES + MEASURE_TYPES
)


def add_vocabulary(*modules: ModuleType) -> None:
    """Join the declarations of ``modules`` (an expansion's primitives, conditions,
    decisions, bird predicates and measures) to the tables above, which are rebuilt. An expansion calls it as it is loaded,
    before the engine, the language or the save format read the tables (the top-level package
    loads the expansions right after this package)."""
    global EXTENSION_MODULES, EFFECT_TYPES, CONDITION_TYPES, SCOPE_TYPES, TRIGGER_TYPES
    global DECISION_TYPES, VOCABULARY, PREDICATE_TYPES, MEASURE_TYPES, CONDITIONS_AND_COUNTS
    new = tuple(m for m in modules if m not in EXTENSION_MODULES)
    if not new:
        return
    EXTENSION_MODULES += new
    every = PRIMITIVE_MODULES + EXTENSION_MODULES
    EFFECT_TYPES = declared(Effect, *every)
    CONDITION_TYPES = declared(Condition, *every)
    SCOPE_TYPES = declared(PlayerScope, *every)
    TRIGGER_TYPES = declared(Trigger, *every)
    DECISION_TYPES = declared(Decision, *every)
    VOCABULARY = EFFECT_TYPES + CONDITION_TYPES + SCOPE_TYPES + TRIGGER_TYPES
    PREDICATE_TYPES = declared(BirdPredicate, predicates, *EXTENSION_MODULES)
    MEASURE_TYPES = declared(BaseMeasure, *MEASURE_MODULES, *EXTENSION_MODULES)
    CONDITIONS_AND_COUNTS = PREDICATE_TYPES + MEASURE_TYPES


def __getattr__(name: str) -> Any:
    """A declaration of an expansion's vocabulary module, by name (``effects.Either``), for
    readers that reach every primitive through this package."""
    for module in EXTENSION_MODULES:
        if name in vars(module) and not name.startswith("_"):
            return vars(module)[name]
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def by_tag(types: tuple[type[Any], ...]) -> dict[str, type[Any]]:
    """``{TAG: class}`` for ``types``; a duplicated tag is a programming error."""
    table: dict[str, type[Any]] = {}
    for t in types:
        if t.TAG in table:
            raise TypeError(f"{t.__name__} and {table[t.TAG].__name__} share the tag {t.TAG!r}")
        table[t.TAG] = t
    return table


#: Every public name, spelled out so that type checkers see what this package re-exports.
__all__ = [
    "worth_offering",
    "ChooseReceiver",
    "Give",
    "GiveWhich",
    "AllPlayers",
    "BaseMeasure",
    "Beak",
    "BirdCard",
    "BirdTarget",
    "BonusCard",
    "CONDITION_TYPES",
    "CacheFood",
    "CacheHowMany",
    "ChooseDestination",
    "ChooseRepeat",
    "ChooseOther",
    "ChooseStart",
    "ChooseUpTo",
    "ChosenOtherPlayer",
    "Compare",
    "CompareWithPlayers",
    "Condition",
    "CostHasWild",
    "CostMentions",
    "CostOnly",
    "CountBirds",
    "CountEggs",
    "CountHand",
    "DECISION_TYPES",
    "Decision",
    "DiscardCards",
    "PowerIs",
    "DiscardEggs",
    "DiscardFood",
    "DiscardFromHand",
    "DiscardRevealed",
    "Draft",
    "DraftPick",
    "DrawBonusCards",
    "DrawCards",
    "DrawForPower",
    "DrawHowMany",
    "DrawIntoPool",
    "DrawWholeTray",
    "EFFECT_TYPES",
    "EachPlayerFromChosen",
    "Delayable",
    "Effect",
    "EggSets",
    "EggsAtLeast",
    "FewestBirdsHabitat",
    "FewestBirdsIn",
    "FoodCost",
    "ForEach",
    "ForPlayers",
    "GainAllFood",
    "GainChoice",
    "GainFood",
    "GainHowMany",
    "GoalSide",
    "GoalTile",
    "HasFlockingPower",
    "HasPredatorPower",
    "HasTag",
    "Hunt",
    "If",
    "IfDone",
    "InHabitat",
    "LayEggs",
    "LayEggsOnBirds",
    "LayEggsOnEach",
    "LayOnEach",
    "MayDo",
    "Neighbour",
    "Measure",
    "MEASURE_TYPES",
    "MoveThisBird",
    "NestIs",
    "OfferOptional",
    "OtherPlayers",
    "OnActionTaken",
    "OnBirdPlayed",
    "OnCardTucked",
    "OnPredatorSucceeded",
    "OnlyHabitat",
    "Origin",
    "PRIMITIVE_MODULES",
    "PayEggCost",
    "PayFoodCost",
    "PerItemScoring",
    "Phrase",
    "PhraseNode",
    "Reading",
    "PlayAnother",
    "PlayBird",
    "PlayerScope",
    "PointsAtMost",
    "Power",
    "Predicate",
    "PREDICATE_TYPES",
    "BirdPredicate",
    "RepeatPower",
    "RevealCards",
    "RevealedWingspanBelow",
    "RollDiceOutsideFeeder",
    "RolledAny",
    "SCOPE_TYPES",
    "Scoring",
    "TRIGGER_TYPES",
    "TakeFoodForPower",
    "TakeTrayCards",
    "ThisBirdRightmost",
    "UpTo",
    "Tier",
    "TierScoring",
    "TradeFood",
    "Trigger",
    "TuckCards",
    "TuckFromHand",
    "TuckHowMany",
    "VOCABULARY",
    "CONDITIONS_AND_COUNTS",
    "Vocabulary",
    "Place",
    "Which",
    "WingspanAbove",
    "WingspanAtMost",
    "Zone",
    "birds",
    "by_tag",
    "cards",
    "declared",
    "effects_at",
    "eggs",
    "flow",
    "food",
    "triggers",
    "walk_effects",
]
