"""Typed events: every change to the game emits one.

A step's events are in ``state.events`` (the events of the step that produced the state); a
game's log is the concatenation over its steps (``Game.log`` in ``wingspan_rules.api`` keeps
it). Pink-power triggers match these events; frontends narrate them; a replay is the moves plus
the events they produced. A bird is named by (player, card) because a card id is one physical
card and never sits in two places.
"""

from __future__ import annotations

from attrs import frozen

from .enums import Action, DieFace, Food, Habitat


@frozen
class GameStarted:
    players: int
    goals: tuple[int, ...]


@frozen
class SetupKept:
    player: int
    birds: tuple[int, ...]
    food: tuple[int, ...]
    bonus: int


@frozen
class RoundStarted:
    round: int
    first_player: int


@frozen
class TurnStarted:
    player: int
    round: int


@frozen
class ActionChosen:
    player: int
    action: Action
    column: int  # the action slot's column on the mat (1-6; for play a bird: the bird's column)


@frozen
class BirdPlayed:
    player: int
    card: int
    habitat: Habitat
    column: int


@frozen
class FoodPaid:
    player: int
    food: tuple[int, ...]


@frozen
class EggPaid:
    player: int
    card: int


@frozen
class DieTaken:
    player: int
    face: DieFace
    food: Food


@frozen
class FoodGained:
    player: int
    food: Food
    source: str  # "birdfeeder" or "supply"


@frozen
class FoodDiscarded:
    player: int
    food: Food


@frozen
class FeederRolled:
    faces: tuple[DieFace, ...]  # the dice now in the feeder
    reason: str  # "empty", "reroll", ...


@frozen
class EggLaid:
    player: int
    card: int


@frozen
class EggsLost:
    """Eggs a player was entitled to but could not place (no room)."""

    player: int
    count: int


@frozen
class EggDiscarded:
    player: int
    card: int


@frozen
class CardDrawn:
    player: int
    card: int
    source: str  # "tray" or "deck"


@frozen
class CardDiscarded:
    player: int
    card: int


@frozen
class DeckReshuffled:
    cards: int


@frozen
class TrayRefilled:
    tray: tuple[int, ...]


@frozen
class BonusKept:
    player: int
    card: int


@frozen
class ActionCompleted:
    """A habitat action's mat benefit is done (pink "takes the X action" triggers match this)."""

    player: int
    action: Action
    gained: tuple[int, ...]  # food gained by the action, per type (gain food only)


@frozen
class PowerUsed:
    player: int
    card: int


@frozen
class PowerNotExecutable:
    """A power the engine cannot execute yet was used: it had no effect (see ``wingspan check``)."""

    player: int
    card: int


@frozen
class FoodCached:
    player: int
    card: int  # the bird the food is cached on
    food: Food
    source: str = "supply"  # "supply", or "personal supply" (food the player just gained)


@frozen
class CardTucked:
    player: int
    card: int  # the bird the card is tucked behind
    tucked: int
    source: str  # "hand", "deck" or "revealed"


@frozen
class DiceRolled:
    """Dice rolled outside the birdfeeder (a predator's hunt); they stay outside."""

    faces: tuple[DieFace, ...]


@frozen
class CardRevealed:
    player: int
    card: int


@frozen
class BirdMoved:
    player: int
    card: int
    habitat: Habitat  # where it went
    column: int


@frozen
class PredatorSucceeded:
    player: int
    card: int


@frozen
class BonusCardsDrawn:
    player: int
    cards: tuple[int, ...]


@frozen
class TurnEnded:
    player: int


@frozen
class GoalScored:
    round: int
    counts: tuple[int, ...]
    points: tuple[int, ...]


@frozen
class RoundEnded:
    round: int


@frozen
class GameEnded:
    totals: tuple[int, ...]
    winners: tuple[int, ...]


Event = (
    GameStarted
    | SetupKept
    | RoundStarted
    | TurnStarted
    | ActionChosen
    | BirdPlayed
    | FoodPaid
    | EggPaid
    | DieTaken
    | FoodGained
    | FoodDiscarded
    | FeederRolled
    | EggLaid
    | EggsLost
    | EggDiscarded
    | CardDrawn
    | CardDiscarded
    | DeckReshuffled
    | TrayRefilled
    | BonusKept
    | ActionCompleted
    | PowerUsed
    | PowerNotExecutable
    | FoodCached
    | CardTucked
    | DiceRolled
    | CardRevealed
    | BirdMoved
    | PredatorSucceeded
    | BonusCardsDrawn
    | TurnEnded
    | GoalScored
    | RoundEnded
    | GameEnded
)

EVENT_TYPES: tuple[type, ...] = Event.__args__
