"""The card vocabulary: what the card language compiles into and the engine executes.

Every primitive is one class declared once in a module of this package, carrying its tag, its
phrases, its English, what it does in a game and the decisions it asks (``_base`` explains the
declaration). This module gathers them: the tables below are built from the declarations,
never kept by hand, so a new primitive is a new class in one of these modules (or a new module
listed in ``PRIMITIVE_MODULES``) and nothing else.

A new card made of existing primitives needs no Python at all.
"""

from __future__ import annotations

from typing import Any

from ..protocol import Decision, declared
from . import birds, eggs, flow, food, hand, played, reset, triggers
from ._base import (
    BirdTarget,
    Condition,
    Delayable,
    Effect,
    Phrase,
    PlayerScope,
    Trigger,
    Vocabulary,
    Which,
    Zone,
    effects_at,
    walk_effects,
)
from .birds import ChooseDestination, ChooseRepeat, MoveThisBird, PlayAnother, PlayBird, RepeatPower
from .cards import (
    Beak,
    BirdCard,
    BonusCard,
    CostHasWild,
    CostMentions,
    CostOnly,
    CountBirds,
    CountEggs,
    CountHand,
    EggsAtLeast,
    EggSets,
    FewestBirdsHabitat,
    FoodCost,
    GoalSide,
    GoalTile,
    HasFlockingPower,
    HasPredatorPower,
    HasTag,
    InHabitat,
    Measure,
    NestIs,
    OnlyHabitat,
    Origin,
    PerItemScoring,
    PointsAtMost,
    Power,
    Predicate,
    Scoring,
    Tier,
    TierScoring,
    WingspanAbove,
    WingspanAtMost,
)
from .eggs import DiscardEggs, LayEggs, LayEggsOnBirds, LayEggsOnEach, LayOnEach, PayEggCost
from .flow import (
    AllPlayers,
    ChooseOther,
    ChooseStart,
    ChooseUpTo,
    ChosenOtherPlayer,
    Compare,
    EachPlayerFromChosen,
    FewestBirdsIn,
    ForEach,
    ForPlayers,
    Hunt,
    If,
    IfDone,
    MayDo,
    Neighbour,
    OfferOptional,
    OtherPlayers,
    RevealedWingspanBelow,
    RolledAny,
    ThisBirdRightmost,
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
from .hand import (
    DiscardCards,
    DiscardFromHand,
    DiscardRevealed,
    Draft,
    DraftPick,
    DrawBonusCards,
    DrawCards,
    DrawForPower,
    DrawHowMany,
    DrawIntoPool,
    DrawWholeTray,
    RevealCards,
    TakeTrayCards,
    TuckCards,
    TuckFromHand,
    TuckHowMany,
)
from .played import (
    DrawKeepCards,
    Either,
    KeepDrawn,
    OfferChoice,
    PayCardsInstead,
    PlaceSideways,
    PlayOnTop,
    cards_instead,
    cost_alternatives,
    plays_on_top,
    sideways_in,
)
from .triggers import OnActionTaken, OnBirdPlayed, OnCardTucked, OnPredatorSucceeded

#: The modules that declare the vocabulary, in the order their declarations are listed.
PRIMITIVE_MODULES = (food, hand, eggs, birds, reset, flow, triggers, played)

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
    "AllPlayers",
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
    "PlayAnother",
    "PlayBird",
    "PlayerScope",
    "PointsAtMost",
    "Power",
    "Predicate",
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
    "Vocabulary",
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
    "hand",
    "triggers",
    "walk_effects",
    "DrawKeepCards",
    "Either",
    "KeepDrawn",
    "OfferChoice",
    "PayCardsInstead",
    "PlaceSideways",
    "PlayOnTop",
    "cards_instead",
    "cost_alternatives",
    "plays_on_top",
    "played",
    "sideways_in",
]
