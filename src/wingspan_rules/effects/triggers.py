"""Pink triggers: event patterns, always caused by another player during their turn.

Each trigger matches the typed events the engine emits (``wingspan_rules.events``); the engine
offers the owner's pink power for every match (rules 3.9).
"""

from __future__ import annotations

from typing import ClassVar

from attrs import frozen

from ..enums import Action, Food, Habitat
from ..events import ActionCompleted, BirdPlayed, Event, PredatorSucceeded
from ._base import Trigger


@frozen
class OnBirdPlayed(Trigger):
    """Another player plays a bird (by any means) into ``habitat`` (None: any habitat)."""

    TAG: ClassVar[str] = "on-bird-played"

    habitat: Habitat | None = None

    def matches(self, event: Event) -> bool:
        return type(event) is BirdPlayed and self.habitat in (None, event.habitat)

    def describe(self) -> str:
        where = f" into their {self.habitat.label}" if self.habitat else ""
        return f"when an opponent plays a bird{where}"


@frozen
class OnActionTaken(Trigger):
    """Another player takes a habitat action; with ``gained``, only if it gained that food."""

    TAG: ClassVar[str] = "on-action-taken"

    action: Action
    gained: Food | None = None

    def matches(self, event: Event) -> bool:
        return (
            type(event) is ActionCompleted
            and event.action is self.action
            and (self.gained is None or event.gained[self.gained] > 0)
        )

    def describe(self) -> str:
        text = f"when an opponent uses the {self.action.words} action"
        return text + (f" and gets at least 1 {self.gained.label}" if self.gained else "")


@frozen
class OnPredatorSucceeded(Trigger):
    """Another player's predator power succeeds."""

    TAG: ClassVar[str] = "on-predator-succeeded"

    def matches(self, event: Event) -> bool:
        return type(event) is PredatorSucceeded

    def describe(self) -> str:
        return "when an opponent's predator power succeeds"
