"""Every frame type of the game, in one place for readers, tests and the saved-game converter.

Frames are the pending work of a game (``GameState.pending``): the base classes and the power
context are in ``protocol``; the base game's frames in ``engine.frames``; the decisions a power
asks are declared with their primitive in ``effects``. This module only gathers them.
"""

from __future__ import annotations

from . import effects
from .effects import (
    CacheHowMany,
    ChooseDestination,
    ChooseOther,
    ChooseRepeat,
    ChooseStart,
    DiscardFromHand,
    DraftPick,
    DrawForPower,
    DrawHowMany,
    DrawIntoPool,
    GainChoice,
    GainHowMany,
    LayEggsOnBirds,
    LayOnEach,
    OfferOptional,
    PayEggCost,
    PayFoodCost,
    PlayAnother,
    TakeFoodForPower,
    TakeTrayCards,
    TuckFromHand,
    TuckHowMany,
)
from .effects.hooks import frame_modules
from .engine import frames as _base_game
from .engine.frames import (
    ActivateRow,
    BeginTurn,
    ChooseAction,
    ChooseBonus,
    Conversion,
    DrawCards,
    EndPower,
    EndRound,
    EndTurn,
    FinishAction,
    HuntSucceeded,
    HuntWatch,
    LayEggs,
    OfferPower,
    PayEggs,
    PayFood,
    PlaceBird,
    Resolve,
    RunPower,
    SetupBirds,
    SetupFood,
    StartRound,
    TakeFood,
)
from .state.protocol import Decision, Frame, PowerContext, Slot, Work, declared
from .variants import FRAME_TYPES as _VARIANT_FRAMES

#: Every frame type: the base game's and those the expansions build on them, then the
#: vocabulary's decisions, then the variants'.
FRAME_TYPES: tuple[type[Frame], ...] = (
    declared(Frame, *_base_game.FRAME_MODULES, *frame_modules())
    + effects.DECISION_TYPES
    + _VARIANT_FRAMES
)
DECISION_TYPES: tuple[type[Decision], ...] = tuple(
    t for t in FRAME_TYPES if issubclass(t, Decision)
)
WORK_TYPES: tuple[type[Work], ...] = tuple(t for t in FRAME_TYPES if issubclass(t, Work))

__all__ = [
    "DECISION_TYPES",
    "FRAME_TYPES",
    "WORK_TYPES",
    "ActivateRow",
    "BeginTurn",
    "ChooseAction",
    "ChooseBonus",
    "CacheHowMany",
    "ChooseDestination",
    "ChooseOther",
    "ChooseRepeat",
    "ChooseStart",
    "Conversion",
    "Decision",
    "DiscardFromHand",
    "DraftPick",
    "DrawCards",
    "DrawForPower",
    "DrawHowMany",
    "DrawIntoPool",
    "EndPower",
    "EndRound",
    "EndTurn",
    "FinishAction",
    "Frame",
    "GainChoice",
    "GainHowMany",
    "HuntSucceeded",
    "HuntWatch",
    "LayEggs",
    "LayEggsOnBirds",
    "LayOnEach",
    "OfferOptional",
    "OfferPower",
    "PayEggCost",
    "PayEggs",
    "PayFood",
    "PayFoodCost",
    "PlaceBird",
    "PlayAnother",
    "PowerContext",
    "Resolve",
    "RunPower",
    "SetupBirds",
    "SetupFood",
    "Slot",
    "StartRound",
    "TakeFood",
    "TakeFoodForPower",
    "TakeTrayCards",
    "TuckFromHand",
    "TuckHowMany",
    "Work",
]
