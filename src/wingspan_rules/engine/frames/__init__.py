"""The base game's frames: every decision and every automatic step of setup, turns and rounds.

Each frame is one declaration (see ``wingspan_rules.state.protocol``): a decision lists its options,
carries out an answer, names the moves that answer it and says what it asks; a work frame
runs. The frames a bird power asks for are declared with their primitive in ``effects``.

A turn is ``[EndTurn, ChooseAction]`` on the stack; a habitat action pushes ``ActivateRow``,
``FinishAction``, an optional ``Conversion`` and the decision that takes the benefit
(``TakeFood``, ``LayEggs``, ``DrawCards``). ``FinishAction`` emits ``ActionCompleted``, where
pink triggers match ("after the mat benefit, before the brown powers"); ``ActivateRow`` walks
the row right to left, pushing an ``OfferPower`` per brown power. Section numbers refer to the
rules reference.
"""

from __future__ import annotations

from . import actions, choice, paying, powers, rounds, setup
from .actions import ActionDone, Conversion, DrawCards, FinishAction, LayEggs, TakeFood
from .choice import AfterAction, ChooseAction, pay_and_place, push_after_action, start_bird_play
from .paying import PayEggs, PayFood, PlaceBird, SpendCached, pay_food, record_payment
from .powers import (
    ActivateRow,
    EndPower,
    HuntSucceeded,
    HuntWatch,
    OfferPower,
    Resolve,
    RunPower,
    TurnEndPart,
    describe_trigger,
)
from .rounds import (
    TIMED_POWERS,
    BeginTurn,
    DiscardRoundFood,
    EndRound,
    EndTurn,
    RoundEndWork,
    StartRound,
    UseTimedPower,
    after_turn,
    at_round_end,
    push_round_end_steps,
    push_timed_powers,
    turns_frame,
)
from .setup import ChooseBonus, SetupBirds, SetupFood

#: The modules declaring the base game's frames, in the order the frame tables list them
#: (the save format's union and the learning environments' decision one-hot follow it).
FRAME_MODULES = (setup, rounds, choice, paying, actions, powers)

__all__ = [
    "ActionDone",
    "ActivateRow",
    "AfterAction",
    "BeginTurn",
    "ChooseAction",
    "ChooseBonus",
    "Conversion",
    "DiscardRoundFood",
    "DrawCards",
    "EndPower",
    "EndRound",
    "EndTurn",
    "FRAME_MODULES",
    "FinishAction",
    "HuntSucceeded",
    "HuntWatch",
    "LayEggs",
    "OfferPower",
    "PayEggs",
    "PayFood",
    "PlaceBird",
    "Resolve",
    "RoundEndWork",
    "RunPower",
    "SetupBirds",
    "SetupFood",
    "SpendCached",
    "StartRound",
    "TIMED_POWERS",
    "TakeFood",
    "TurnEndPart",
    "UseTimedPower",
    "after_turn",
    "at_round_end",
    "describe_trigger",
    "pay_and_place",
    "pay_food",
    "push_after_action",
    "push_round_end_steps",
    "push_timed_powers",
    "record_payment",
    "start_bird_play",
    "turns_frame",
]
