"""Typed events: every change to the game emits one.

A step's events are in ``state.events`` (the events of the step that produced the state); a
game's log is the concatenation over its steps (``Game.log`` in ``wingspan_rules.api`` keeps
it). Pink-power triggers match these events; frontends narrate them; a replay is the moves plus
the events they produced. A bird is named by (player, card) because a card id is one physical
card and never sits in two places.

Each event says in English what happened (``narrate(names)``, naming players, cards and goals
through the engine's ``Naming``), or "" when it only marks a point of the game another event
already tells (the end of a turn, a die's food gained). An event that pays for what follows
(``FoodPaid``, ``EggPaid``) also gives its ``cost`` ("1 seed"), which the narrator joins to the
bird it paid for ("Bob played Mallard in wetland, paying 1 seed"). ``display.narrate`` tells a
step's events.

This module declares the base game's events (``BASE_EVENTS``: its own, then those of
``state.power_events``, re-exported here, and ``BaseEvent`` and ``Event`` from ``state.event_base``); a mode declares its own in its
package (``variants/<mode>/events.py``), and ``wingspan_rules.events.EVENT_TYPES`` joins them
all, the table the save converter, the schemas and the views read. A field that holds any
event is declared as ``Event``, the base class, which the converter reads and writes as the
tagged union of that table.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

from attrs import field, frozen

from .enums import Action, DieFace, Food, Habitat
from .event_base import BaseEvent as BaseEvent
from .event_base import Event as Event
from .fields import (
    BIRD,
    BONUS,
    CARD_COUNT,
    COUNT,
    FOOD,
    GOAL,
    HIDDEN,
    PLAIN,
    PLAYER,
    TRAY_SLOT,
)
from .narration import counted, food_words, listing
from .power_events import *  # noqa: F403  (the later events, by name)
from .power_events import POWER_EVENTS

if TYPE_CHECKING:
    from .protocol import Naming


@frozen
class GameStarted(BaseEvent):
    TAG: ClassVar[str] = "game-started"
    players: int = field(metadata=COUNT)
    goals: tuple[int, ...] = field(metadata=GOAL)

    def narrate(self, names: Naming) -> str:
        if not self.goals:  # a mode whose own goals replace the goal board
            return f"a {self.players}-player game begins"
        goals = listing([names.goal(g) for g in self.goals])
        return f"a {self.players}-player game begins; the goals are {goals}"


@frozen
class SetupKept(BaseEvent):
    TAG: ClassVar[str] = "setup-kept"
    player: int = field(metadata=PLAYER)
    birds: tuple[int, ...] = field(metadata=BIRD)
    food: tuple[int, ...] = field(metadata=FOOD)
    bonus: int = field(metadata=BONUS)

    def narrate(self, names: Naming) -> str:
        if any(b < 0 for b in self.birds) or self.bonus < 0:  # another player's secret
            kept = [counted(len(self.birds), "bird"), "a bonus card"]
        else:
            kept = [names.bird(b) for b in self.birds] + [
                f"the bonus card {names.bonus(self.bonus)}"
            ]
        # Every food discarded: "and no food", never "..., and nothing".
        food = food_words(self.food) if any(self.food) else "no food"
        return f"{names.player(self.player)} kept {listing(kept)}, and {food}"

    def seen_by(self, viewer: int, setup: bool) -> SetupKept:
        """Another player's kept birds and bonus card are secret (their food is not)."""
        if viewer == self.player:
            return self
        return SetupKept(self.player, (HIDDEN,) * len(self.birds), self.food, HIDDEN)


@frozen
class RoundStarted(BaseEvent):
    TAG: ClassVar[str] = "round-started"
    HEADLINE: ClassVar[bool] = True  # starts a part of the story
    round: int = field(metadata=COUNT)
    first_player: int = field(metadata=PLAYER)

    def narrate(self, names: Naming) -> str:
        return f"round {self.round} begins; {names.player(self.first_player)} goes first"


@frozen
class TurnStarted(BaseEvent):
    TAG: ClassVar[str] = "turn-started"
    HEADLINE: ClassVar[bool] = True  # starts a part of the story
    player: int = field(metadata=PLAYER)
    round: int = field(metadata=COUNT)

    def narrate(self, names: Naming) -> str:
        return f"{names.player(self.player)}'s turn (round {self.round})"


@frozen
class ActionChosen(BaseEvent):
    TAG: ClassVar[str] = "action-chosen"
    player: int = field(metadata=PLAYER)
    action: Action
    # the action slot's column on the mat (1-6; for play a bird: the bird's column)
    column: int = field(metadata=COUNT)

    def narrate(self, names: Naming) -> str:
        if self.action is Action.PLAY_BIRD:
            return ""  # the bird played tells it
        return f"{names.player(self.player)} chose to {self.action.words}"


@frozen
class BirdPlayed(BaseEvent):
    TAG: ClassVar[str] = "bird-played"
    PAID_FOR: ClassVar[bool] = True  # the costs told just before it are its costs
    player: int = field(metadata=PLAYER)
    card: int = field(metadata=BIRD)
    habitat: Habitat
    column: int = field(metadata=COUNT)

    def narrate(self, names: Naming) -> str:
        who = names.player(self.player)
        return f"{who} played {names.bird(self.card)} in {self.habitat.label}"


@frozen
class FoodPaid(BaseEvent):
    """``player`` paid ``food`` from their personal supply for a bird (food cached on a bird
    that they spent instead is told by ``CachedFoodSpent``)."""

    TAG: ClassVar[str] = "food-paid"
    player: int = field(metadata=PLAYER)
    food: tuple[int, ...] = field(metadata=FOOD)

    def narrate(self, names: Naming) -> str:
        return f"{names.player(self.player)} paid {self.cost(names)}"

    def cost(self, names: Naming) -> str:
        return food_words(self.food)


@frozen
class EggPaid(BaseEvent):
    TAG: ClassVar[str] = "egg-paid"
    player: int = field(metadata=PLAYER)
    card: int = field(metadata=BIRD)

    def narrate(self, names: Naming) -> str:
        return f"{names.player(self.player)} paid {self.cost(names)}"

    def cost(self, names: Naming) -> str:
        return f"an egg from {names.bird(self.card)}"


@frozen
class DieTaken(BaseEvent):
    TAG: ClassVar[str] = "die-taken"
    player: int = field(metadata=PLAYER)
    face: DieFace
    food: Food

    def narrate(self, names: Naming) -> str:
        took = f"{names.player(self.player)} took {self.food.label} from the birdfeeder"
        if len(self.face.foods) > 1:
            return f"{took} (an {self.face.label} die)"
        return took


@frozen
class FoodGained(BaseEvent):
    TAG: ClassVar[str] = "food-gained"
    player: int = field(metadata=PLAYER)
    food: Food
    source: str  # "birdfeeder" or "supply"

    def narrate(self, names: Naming) -> str:
        if self.source == "birdfeeder":
            return ""  # the die taken tells it
        return f"{names.player(self.player)} gained 1 {self.food.label} from the {self.source}"


@frozen
class FoodStolen(BaseEvent):
    """``player`` took 1 ``food`` from ``victim``'s supply into their own."""

    TAG: ClassVar[str] = "food-stolen"
    player: int = field(metadata=PLAYER)
    victim: int = field(metadata=PLAYER)
    food: Food

    def narrate(self, names: Naming) -> str:
        thief, victim = names.player(self.player), names.player(self.victim)
        return f"{thief} took 1 {self.food.label} from {victim}"


@frozen
class FoodGiven(BaseEvent):
    """``player`` gave 1 ``food`` from their supply to ``receiver``'s (giving is not
    spending)."""

    TAG: ClassVar[str] = "food-given"
    player: int = field(metadata=PLAYER)
    receiver: int = field(metadata=PLAYER)
    food: Food

    def narrate(self, names: Naming) -> str:
        giver, receiver = names.player(self.player), names.player(self.receiver)
        return f"{giver} gave 1 {self.food.label} to {receiver}"


@frozen
class CardGiven(BaseEvent):
    """``player`` gave ``card`` from their hand to ``receiver`` (the other players see that a
    card went, not which: ``card`` is hidden in their views)."""

    TAG: ClassVar[str] = "card-given"
    player: int = field(metadata=PLAYER)
    receiver: int = field(metadata=PLAYER)
    card: int = field(metadata=BIRD)

    def narrate(self, names: Naming) -> str:
        giver, receiver = names.player(self.player), names.player(self.receiver)
        card = "a card" if self.card < 0 else names.bird(self.card)
        return f"{giver} gave {card} to {receiver}"

    def seen_by(self, viewer: int, setup: bool) -> CardGiven:
        """The giver and the receiver know the card; the others see that a card went."""
        if viewer in (self.player, self.receiver):
            return self
        return CardGiven(self.player, self.receiver, HIDDEN)


@frozen
class CachedFoodSpent(BaseEvent):
    """``player`` spent ``amount`` ``food`` cached on their bird ``card`` to pay for a bird."""

    TAG: ClassVar[str] = "cached-food-spent"
    player: int = field(metadata=PLAYER)
    card: int = field(metadata=BIRD)
    food: Food
    amount: int = field(default=1, metadata=COUNT)

    def narrate(self, names: Naming) -> str:
        who, bird = names.player(self.player), names.bird(self.card)
        return f"{who} spent {self.amount} {self.food.label} cached on {bird}"


@frozen
class DieRemoved(BaseEvent):
    """``player`` took a die showing ``face`` out of the birdfeeder without gaining its food."""

    TAG: ClassVar[str] = "die-removed"
    player: int = field(metadata=PLAYER)
    face: DieFace

    def narrate(self, names: Naming) -> str:
        return f"{names.player(self.player)} removed a {self.face.label} die from the birdfeeder"


@frozen
class TrayDiscarded(BaseEvent):
    """``player`` discarded the face-up ``cards`` of the bird tray (before it is refilled)."""

    TAG: ClassVar[str] = "tray-discarded"
    player: int = field(metadata=PLAYER)
    cards: tuple[int, ...] = field(metadata=BIRD)

    def narrate(self, names: Naming) -> str:
        gone = listing([names.bird(c) for c in self.cards]) or "no card"
        return f"{names.player(self.player)} discarded the tray's face-up cards: {gone}"


@frozen
class FoodDiscarded(BaseEvent):
    TAG: ClassVar[str] = "food-discarded"
    SECRET_IN_SETUP: ClassVar[bool] = True  # a setup choice (rules 1.7)
    player: int = field(metadata=PLAYER)
    food: Food

    def narrate(self, names: Naming) -> str:
        return f"{names.player(self.player)} discarded 1 {self.food.label}"


@frozen
class FeederRolled(BaseEvent):
    TAG: ClassVar[str] = "feeder-rolled"
    faces: tuple[DieFace, ...] = field(metadata=PLAIN)  # the dice now in the feeder
    reason: str  # "empty", "reroll", ...

    def narrate(self, names: Naming) -> str:
        faces = ", ".join(f.label for f in self.faces)
        return f"the birdfeeder was rolled ({self.reason}): {faces}"


@frozen
class EggLaid(BaseEvent):
    TAG: ClassVar[str] = "egg-laid"
    player: int = field(metadata=PLAYER)
    card: int = field(metadata=BIRD)

    def narrate(self, names: Naming) -> str:
        return f"{names.player(self.player)} laid an egg on {names.bird(self.card)}"


@frozen
class EggsLost(BaseEvent):
    """Eggs a player was entitled to but could not place (no room)."""

    TAG: ClassVar[str] = "eggs-lost"

    player: int = field(metadata=PLAYER)
    count: int = field(metadata=COUNT)

    def narrate(self, names: Naming) -> str:
        return f"{names.player(self.player)} had no room for {counted(self.count, 'egg')}"


@frozen
class EggDiscarded(BaseEvent):
    TAG: ClassVar[str] = "egg-discarded"
    player: int = field(metadata=PLAYER)
    card: int = field(metadata=BIRD)

    def narrate(self, names: Naming) -> str:
        return f"{names.player(self.player)} discarded an egg from {names.bird(self.card)}"


@frozen
class CardDrawn(BaseEvent):
    TAG: ClassVar[str] = "card-drawn"
    player: int = field(metadata=PLAYER)
    card: int = field(metadata=BIRD)
    source: str  # "tray" or "deck"

    def narrate(self, names: Naming) -> str:
        who = names.player(self.player)
        card = "a card" if self.card < 0 else names.bird(self.card)
        where = {"tray": "the tray", "deck": "the deck", "draft": "the cards laid out"}
        return f"{who} took {card} from {where.get(self.source, self.source)}"

    def seen_by(self, viewer: int, setup: bool) -> CardDrawn:
        """A card another player drew from the deck is face down."""
        if viewer == self.player or self.source != "deck":
            return self
        return CardDrawn(self.player, HIDDEN, self.source)


@frozen
class CardDiscarded(BaseEvent):
    TAG: ClassVar[str] = "card-discarded"
    SECRET_IN_SETUP: ClassVar[bool] = True  # a setup choice (rules 1.7)
    player: int = field(metadata=PLAYER)
    card: int = field(metadata=BIRD)

    def narrate(self, names: Naming) -> str:
        return f"{names.player(self.player)} discarded {names.bird(self.card)}"


@frozen
class DeckReshuffled(BaseEvent):
    TAG: ClassVar[str] = "deck-reshuffled"
    cards: int = field(metadata=CARD_COUNT)

    def narrate(self, names: Naming) -> str:
        return f"the discard pile was shuffled into a new deck of {counted(self.cards, 'card')}"


@frozen
class TrayRefilled(BaseEvent):
    TAG: ClassVar[str] = "tray-refilled"
    tray: tuple[int, ...] = field(metadata=TRAY_SLOT)

    def narrate(self, names: Naming) -> str:
        shown = [names.bird(c) if c >= 0 else "an empty slot" for c in self.tray]
        return f"the tray now shows {listing(shown)}"


@frozen
class BonusKept(BaseEvent):
    TAG: ClassVar[str] = "bonus-kept"
    player: int = field(metadata=PLAYER)
    card: int = field(metadata=BONUS)

    def narrate(self, names: Naming) -> str:
        who = names.player(self.player)
        if self.card < 0:
            return f"{who} kept a bonus card"
        return f"{who} kept the bonus card {names.bonus(self.card)}"

    def seen_by(self, viewer: int, setup: bool) -> BonusKept:
        """Another player's bonus card is secret (until the game is over, in their hand)."""
        return self if viewer == self.player else BonusKept(self.player, HIDDEN)


#: The base game's events, in declaration order (each mode declares its own).
BASE_EVENTS: tuple[type[BaseEvent], ...] = (
    tuple(
        value
        for value in list(globals().values())
        if isinstance(value, type)
        and issubclass(value, BaseEvent)
        and value.__module__ == __name__
        and value.__dict__.get("TAG")
    )
    + POWER_EVENTS
)
