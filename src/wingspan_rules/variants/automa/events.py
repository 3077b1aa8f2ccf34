"""The Automa's events, the solo opponent (rules 6).

Declared here, with the mode; ``EVENTS`` (in the package) joins them to the table of every
event (``wingspan_rules.events.EVENT_TYPES``). Their tags are saved and never change."""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

from attrs import field, frozen

from ...state.enums import Action, DieFace
from ...state.events import BaseEvent
from ...state.fields import BIRD, BONUS, COUNT, PLAIN
from ...state.narration import counted, listing

if TYPE_CHECKING:
    from ...state.protocol import Naming

# --- the Automa, the solo opponent (rules 6) ------------------------------------------------
# The Automa is no player: its events name no ``player``. The events that may offer the human's
# pink powers say so: ``WORDS``, what the Automa did (an offer's label quotes it), and either
# ``EVERY_PINK_POWER`` (every pink power answers it) or ``LIKE_ACTION`` (the pink powers that
# answer that habitat action by another player; see ``engine.triggers.pink_answers``).


@frozen
class AutomaBonusDrawn(BaseEvent):
    """Setup: the Automa's bonus card, drawn after ``passed``, the cards it cannot use (shown,
    then shuffled back into the bonus deck; rules 6.1 #6)."""

    TAG: ClassVar[str] = "automa-bonus-drawn"
    card: int = field(metadata=BONUS)
    passed: tuple[int, ...] = field(metadata=BONUS)

    def narrate(self, names: Naming) -> str:
        told = f"the Automa's bonus card is {names.bonus(self.card)}"
        if not self.passed:
            return told
        passed = listing([names.bonus(c) for c in self.passed])
        return f"{told} (drawn after {passed}, which it cannot use)"


@frozen
class AutomaCardRevealed(BaseEvent):
    """The Automa's turn: its card (``card``, the Automa card's name) and that round's section:
    the main action (``draw``, ``play``, ``lay-eggs``, ``gain-food``) and the secondary symbol
    (``then``: ``add-cube``, ``remove-cube``, ``pink-powers`` or empty)."""

    TAG: ClassVar[str] = "automa-card-revealed"
    HEADLINE: ClassVar[bool] = True  # starts the Automa's turn in the story
    round: int = field(metadata=COUNT)
    card: str
    action: str
    then: str = ""

    def narrate(self, names: Naming) -> str:
        action = _AUTOMA_ACTIONS.get(self.action, self.action)
        then = _AUTOMA_SYMBOLS.get(self.then, self.then)
        return f"the Automa's turn (round {self.round}): card {self.card}, {action}" + (
            f", then {then}" if then else ""
        )


@frozen
class AutomaTrayDiscarded(BaseEvent):
    """The Automa's draw action discards the whole tray (rules 6.3)."""

    TAG: ClassVar[str] = "automa-tray-discarded"
    WORDS: ClassVar[str] = "the Automa took the draw cards action"
    LIKE_ACTION: ClassVar[Action] = Action.DRAW_CARDS
    cards: tuple[int, ...] = field(metadata=BIRD)

    def narrate(self, names: Naming) -> str:
        if not self.cards:
            return "the Automa finds the tray empty"
        return f"the Automa discards the tray ({listing([names.bird(c) for c in self.cards])})"


@frozen
class AutomaTookFaceDown(BaseEvent):
    """The Automa took the top card of the deck face down (nobody sees it); it now has
    ``count`` face-down birds."""

    TAG: ClassVar[str] = "automa-took-face-down"
    count: int = field(metadata=COUNT)

    def narrate(self, names: Naming) -> str:
        return (
            "the Automa takes the top card of the deck face down "
            f"({counted(self.count, 'face-down bird')})"
        )


@frozen
class AutomaKeptBird(BaseEvent):
    """The Automa's play action kept ``card`` face up from the tray, the tray's best card for
    its bonus card, and discarded the other matching cards (``discarded``; rules 6.3)."""

    TAG: ClassVar[str] = "automa-kept-bird"
    card: int = field(metadata=BIRD)
    discarded: tuple[int, ...] = field(default=(), metadata=BIRD)

    def narrate(self, names: Naming) -> str:
        kept = f"the Automa keeps {names.bird(self.card)} face up"
        if not self.discarded:
            return kept
        return f"{kept} and discards {listing([names.bird(c) for c in self.discarded])}"


@frozen
class AutomaLaidEggs(BaseEvent):
    TAG: ClassVar[str] = "automa-laid-eggs"
    WORDS: ClassVar[str] = "the Automa laid eggs"
    LIKE_ACTION: ClassVar[Action] = Action.LAY_EGGS
    eggs: int = field(metadata=COUNT)

    def narrate(self, names: Naming) -> str:
        return f"the Automa lays {counted(self.eggs, 'egg')}"


@frozen
class AutomaRemovedDice(BaseEvent):
    """The Automa's gain-food action removed every die showing ``face`` (``count`` dice) from
    the birdfeeder; it gains no food (rules 6.3)."""

    TAG: ClassVar[str] = "automa-removed-dice"
    WORDS: ClassVar[str] = "the Automa took the gain food action"
    LIKE_ACTION: ClassVar[Action] = Action.GAIN_FOOD
    face: DieFace
    count: int = field(metadata=COUNT)

    def narrate(self, names: Naming) -> str:
        dice = counted(self.count, f"{self.face.label} die").replace("dies", "dice")
        return f"the Automa removes {dice} from the birdfeeder"


@frozen
class AutomaGoalCube(BaseEvent):
    """The Automa's symbol ``add-cube`` or ``remove-cube``: whether a cube ``moved`` onto the
    round's goal tile or off it (there was none to take off), and how many ``cubes`` it has
    there now."""

    TAG: ClassVar[str] = "automa-goal-cube"
    symbol: str
    moved: bool
    cubes: int = field(metadata=COUNT)

    def narrate(self, names: Naming) -> str:
        there = f"({counted(self.cubes, 'cube')} there)"
        if self.symbol == "add-cube":
            return f"the Automa puts a cube on the round's goal tile {there}"
        if self.moved:
            return f"the Automa takes a cube off the round's goal tile {there}"
        return "the Automa has no cube on the round's goal tile to take off"


@frozen
class AutomaPinkPowers(BaseEvent):
    """The Automa's card shows "activate all pink powers": each player's ready pink powers
    are offered now (rules 6.3)."""

    TAG: ClassVar[str] = "automa-pink-powers"
    WORDS: ClassVar[str] = "the Automa activates all pink powers"
    EVERY_PINK_POWER: ClassVar[bool] = True

    def narrate(self, names: Naming) -> str:
        return self.WORDS


@frozen
class AutomaTurnEnded(BaseEvent):
    TAG: ClassVar[str] = "automa-turn-ended"
    round: int = field(metadata=COUNT)

    def narrate(self, names: Naming) -> str:
        return ""  # the next turn's start tells it


@frozen
class AutomaGoalScored(BaseEvent):
    """The Automa's quantity for the round's goal (its base value and its cubes) and the points
    it scored (``score``; rules 6.4)."""

    TAG: ClassVar[str] = "automa-goal-scored"
    round: int = field(metadata=COUNT)
    count: int = field(metadata=COUNT)
    score: int = field(metadata=COUNT)

    def narrate(self, names: Naming) -> str:
        return f"round {self.round} goal: the Automa {counted(self.score, 'point')} ({self.count})"


@frozen
class AutomaNectarAdjusted(BaseEvent):
    """Round end with the Automa's Spent Nectar Collection card (rules-expansions 9.2.11, U4):
    an Automa card laid against it (``card``, the Automa card's name) changed its boxes by
    ``changes`` (forest, grassland, wetland: 1 added, -1 taken off, 0 nothing), which now hold
    ``nectar``."""

    TAG: ClassVar[str] = "automa-nectar-adjusted"
    card: str
    changes: tuple[int, ...] = field(metadata=PLAIN)
    nectar: tuple[int, ...] = field(metadata=COUNT)

    def narrate(self, names: Naming) -> str:
        moved = [
            f"{'+1' if c > 0 else '-1'} {habitat}"
            for c, habitat in zip(self.changes, _BOXES, strict=False)
            if c
        ]
        held = ", ".join(f"{habitat} {n}" for habitat, n in zip(_BOXES, self.nectar, strict=False))
        return (
            f"the Automa's spent nectar, card {self.card}: "
            + (listing(moved) if moved else "no change")
            + f" ({held})"
        )


@frozen
class AutomaGameEnded(BaseEvent):
    """The Automa's final total (rules 6.5) and its place (1: it won or tied for the win)."""

    TAG: ClassVar[str] = "automa-game-ended"
    total: int = field(metadata=COUNT)
    rank: int = field(metadata=COUNT)

    def narrate(self, names: Naming) -> str:
        return f"the Automa scores {self.total}" + (" and wins" if self.rank == 1 else "")


#: The boxes of the Spent Nectar Collection card, in order.
_BOXES = ("forest", "grassland", "wetland")
#: The words of an Automa card's actions and symbols (``AutomaCardRevealed``).
_AUTOMA_ACTIONS = {
    "draw": "draw a card",
    "play": "play a bird",
    "lay-eggs": "lay eggs",
    "gain-food": "gain food",
}
_AUTOMA_SYMBOLS = {
    "add-cube": "a cube on the goal",
    "remove-cube": "a cube off the goal",
    "pink-powers": "activate all pink powers",
}
