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


# --- the Automa, the solo opponent (rules 6) ------------------------------------------------
# The Automa is no player: its events name no ``player``. The events that may offer the human's
# pink powers say so: ``WORDS``, what the Automa did (an offer's label quotes it), and either
# ``EVERY_PINK_POWER`` (every pink power answers it) or ``LIKE_ACTION`` (the pink powers that
# answer that habitat action by another player; see ``engine.triggers.pink_answers``).


@frozen
class AutomaBonusDrawn:
    """Setup: the Automa's bonus card, drawn after ``passed``, the cards it cannot use (shown,
    then shuffled back into the bonus deck; rules 6.1 #6)."""

    TAG: ClassVar[str] = "automa-bonus-drawn"
    BONUS_CARDS: ClassVar[tuple[str, ...]] = ("card", "passed")  # bonus cards, not birds
    card: int
    passed: tuple[int, ...]


@frozen
class AutomaCardRevealed:
    """The Automa's turn: its card (``card``, the Automa card's name) and that round's section:
    the main action (``draw``, ``play``, ``lay-eggs``, ``gain-food``) and the secondary symbol
    (``then``: ``add-cube``, ``remove-cube``, ``pink-powers`` or empty)."""

    TAG: ClassVar[str] = "automa-card-revealed"
    round: int
    card: str
    action: str
    then: str = ""


@frozen
class AutomaTrayDiscarded:
    """The Automa's draw action discards the whole tray (rules 6.3)."""

    TAG: ClassVar[str] = "automa-tray-discarded"
    WORDS: ClassVar[str] = "the Automa took the draw cards action"
    LIKE_ACTION: ClassVar[Action] = Action.DRAW_CARDS
    cards: tuple[int, ...]


@frozen
class AutomaTookFaceDown:
    """The Automa took the top card of the deck face down (nobody sees it); it now has
    ``count`` face-down birds."""

    TAG: ClassVar[str] = "automa-took-face-down"
    count: int


@frozen
class AutomaKeptBird:
    """The Automa's play action kept ``card`` face up from the tray, the tray's best card for
    its bonus card, and discarded the other matching cards (``discarded``; rules 6.3)."""

    TAG: ClassVar[str] = "automa-kept-bird"
    card: int
    discarded: tuple[int, ...] = ()


@frozen
class AutomaLaidEggs:
    TAG: ClassVar[str] = "automa-laid-eggs"
    WORDS: ClassVar[str] = "the Automa laid eggs"
    LIKE_ACTION: ClassVar[Action] = Action.LAY_EGGS
    eggs: int


@frozen
class AutomaRemovedDice:
    """The Automa's gain-food action removed every die showing ``face`` (``count`` dice) from
    the birdfeeder; it gains no food (rules 6.3)."""

    TAG: ClassVar[str] = "automa-removed-dice"
    WORDS: ClassVar[str] = "the Automa took the gain food action"
    LIKE_ACTION: ClassVar[Action] = Action.GAIN_FOOD
    face: DieFace
    count: int


@frozen
class AutomaGoalCube:
    """The Automa's symbol ``add-cube`` or ``remove-cube``: whether a cube ``moved`` onto the
    round's goal tile or off it (there was none to take off), and how many ``cubes`` it has
    there now."""

    TAG: ClassVar[str] = "automa-goal-cube"
    symbol: str
    moved: bool
    cubes: int


@frozen
class AutomaPinkPowers:
    """The Automa's card shows "activate all pink powers": each player's ready pink powers
    are offered now (rules 6.3)."""

    TAG: ClassVar[str] = "automa-pink-powers"
    WORDS: ClassVar[str] = "the Automa activates all pink powers"
    EVERY_PINK_POWER: ClassVar[bool] = True


@frozen
class AutomaTurnEnded:
    TAG: ClassVar[str] = "automa-turn-ended"
    round: int


@frozen
class AutomaGoalScored:
    """The Automa's quantity for the round's goal (its base value and its cubes) and the points
    it scored (``score``; rules 6.4)."""

    TAG: ClassVar[str] = "automa-goal-scored"
    round: int
    count: int
    score: int


@frozen
class AutomaGameEnded:
    """The Automa's final total (rules 6.5) and its place (1: it won or tied for the win)."""

    TAG: ClassVar[str] = "automa-game-ended"
    total: int
    rank: int


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
    | AutomaBonusDrawn
    | AutomaCardRevealed
    | AutomaTrayDiscarded
    | AutomaTookFaceDown
    | AutomaKeptBird
    | AutomaLaidEggs
    | AutomaRemovedDice
    | AutomaGoalCube
    | AutomaPinkPowers
    | AutomaTurnEnded
    | AutomaGoalScored
    | AutomaGameEnded
)

EVENT_TYPES: tuple[type, ...] = Event.__args__
