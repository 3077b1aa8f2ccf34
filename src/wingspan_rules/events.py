"""Typed events: every change to the game emits one.

A step's events are in ``state.events`` (the events of the step that produced the state); a
game's log is the concatenation over its steps (``Game.log`` in ``wingspan_rules.api`` keeps
it). Pink-power triggers match these events; frontends narrate them; a replay is the moves plus
the events they produced. A bird is named by (player, card) because a card id is one physical
card and never sits in two places.
"""

from __future__ import annotations

from typing import ClassVar

from attrs import frozen

from .enums import Action, DieFace, Food, Habitat


@frozen
class GameStarted:
    TAG: ClassVar[str] = "game-started"
    players: int
    goals: tuple[int, ...]


@frozen
class SetupKept:
    TAG: ClassVar[str] = "setup-kept"
    BONUS_CARDS: ClassVar[tuple[str, ...]] = ("bonus",)  # bonus cards, not birds
    player: int
    birds: tuple[int, ...]
    food: tuple[int, ...]
    bonus: int


@frozen
class RoundStarted:
    TAG: ClassVar[str] = "round-started"
    round: int
    first_player: int


@frozen
class TurnStarted:
    TAG: ClassVar[str] = "turn-started"
    player: int
    round: int


@frozen
class ActionChosen:
    TAG: ClassVar[str] = "action-chosen"
    player: int
    action: Action
    column: int  # the action slot's column on the mat (1-6; for play a bird: the bird's column)


@frozen
class BirdPlayed:
    TAG: ClassVar[str] = "bird-played"
    player: int
    card: int
    habitat: Habitat
    column: int


@frozen
class FoodPaid:
    TAG: ClassVar[str] = "food-paid"
    player: int
    food: tuple[int, ...]


@frozen
class EggPaid:
    TAG: ClassVar[str] = "egg-paid"
    player: int
    card: int


@frozen
class DieTaken:
    TAG: ClassVar[str] = "die-taken"
    player: int
    face: DieFace
    food: Food


@frozen
class FoodGained:
    TAG: ClassVar[str] = "food-gained"
    player: int
    food: Food
    source: str  # "birdfeeder" or "supply"


@frozen
class FoodDiscarded:
    TAG: ClassVar[str] = "food-discarded"
    player: int
    food: Food


@frozen
class FeederRolled:
    TAG: ClassVar[str] = "feeder-rolled"
    faces: tuple[DieFace, ...]  # the dice now in the feeder
    reason: str  # "empty", "reroll", ...


@frozen
class EggLaid:
    TAG: ClassVar[str] = "egg-laid"
    player: int
    card: int


@frozen
class EggsLost:
    """Eggs a player was entitled to but could not place (no room)."""

    TAG: ClassVar[str] = "eggs-lost"

    player: int
    count: int


@frozen
class EggDiscarded:
    TAG: ClassVar[str] = "egg-discarded"
    player: int
    card: int


@frozen
class CardDrawn:
    TAG: ClassVar[str] = "card-drawn"
    player: int
    card: int
    source: str  # "tray" or "deck"


@frozen
class CardDiscarded:
    TAG: ClassVar[str] = "card-discarded"
    player: int
    card: int


@frozen
class DeckReshuffled:
    TAG: ClassVar[str] = "deck-reshuffled"
    cards: int


@frozen
class TrayRefilled:
    TAG: ClassVar[str] = "tray-refilled"
    tray: tuple[int, ...]


@frozen
class BonusKept:
    TAG: ClassVar[str] = "bonus-kept"
    BONUS_CARDS: ClassVar[tuple[str, ...]] = ("card",)  # bonus cards, not birds
    player: int
    card: int


@frozen
class ActionCompleted:
    """A habitat action's mat benefit is done (pink "takes the X action" triggers match this)."""

    TAG: ClassVar[str] = "action-completed"

    player: int
    action: Action
    gained: tuple[int, ...]  # food gained by the action, per type (gain food only)


@frozen
class PowerUsed:
    TAG: ClassVar[str] = "power-used"
    player: int
    card: int


@frozen
class FoodCached:
    TAG: ClassVar[str] = "food-cached"
    player: int
    card: int  # the bird the food is cached on
    food: Food
    source: str = "supply"  # "supply", or "personal supply" (food the player just gained)


@frozen
class CardTucked:
    TAG: ClassVar[str] = "card-tucked"
    player: int
    card: int  # the bird the card is tucked behind
    tucked: int
    source: str  # "hand", "deck" or "revealed"


@frozen
class DiceRolled:
    """Dice rolled outside the birdfeeder (a predator's hunt); they stay outside."""

    TAG: ClassVar[str] = "dice-rolled"

    faces: tuple[DieFace, ...]


@frozen
class CardRevealed:
    TAG: ClassVar[str] = "card-revealed"
    player: int
    card: int


@frozen
class BirdMoved:
    TAG: ClassVar[str] = "bird-moved"
    player: int
    card: int
    habitat: Habitat  # where it went
    column: int


@frozen
class PredatorSucceeded:
    TAG: ClassVar[str] = "predator-succeeded"
    player: int
    card: int


@frozen
class BonusCardsDrawn:
    TAG: ClassVar[str] = "bonus-cards-drawn"
    BONUS_CARDS: ClassVar[tuple[str, ...]] = ("cards",)  # bonus cards, not birds
    player: int
    cards: tuple[int, ...]


@frozen
class TurnEnded:
    TAG: ClassVar[str] = "turn-ended"
    player: int


@frozen
class GoalScored:
    TAG: ClassVar[str] = "goal-scored"
    round: int
    counts: tuple[int, ...]
    points: tuple[int, ...]


@frozen
class RoundEnded:
    TAG: ClassVar[str] = "round-ended"
    round: int


@frozen
class GameEnded:
    TAG: ClassVar[str] = "game-ended"
    totals: tuple[int, ...]
    winners: tuple[int, ...]


# --- Duet mode (rules 8.1) ---------------------------------------------------------------------
@frozen
class DuetTokenPlaced:
    """A player put a Duet token on map space ``space``, or on the reset space (-1), for the
    bird ``card`` they played; ``substitute``: their 15 tokens were all placed already."""

    TAG: ClassVar[str] = "duet-token-placed"

    player: int
    card: int
    space: int
    substitute: bool = False


@frozen
class DuetBonusTaken:
    """The space a player's token went on gives a bonus (``bonus``: "food", "egg" or "card"),
    taken at once (the die, egg or card itself is its own event)."""

    TAG: ClassVar[str] = "duet-bonus-taken"

    player: int
    space: int
    bonus: str


@frozen
class DuetResetUsed:
    """A player took a token back from the reset space to reset ``target``: "tray" or
    "feeder"."""

    TAG: ClassVar[str] = "duet-reset-used"

    player: int
    target: str


@frozen
class DuetGoalScored:
    """The Duet goal of ``round`` (``goal``: its side id) was scored: each player's count and
    points; ``first_player`` starts the next round (second place, or on a tie the player who
    did not start this one)."""

    TAG: ClassVar[str] = "duet-goal-scored"

    round: int
    goal: int
    counts: tuple[int, ...]
    points: tuple[int, ...]
    first_player: int


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
    | DuetTokenPlaced
    | DuetBonusTaken
    | DuetResetUsed
    | DuetGoalScored
)

EVENT_TYPES: tuple[type, ...] = Event.__args__
