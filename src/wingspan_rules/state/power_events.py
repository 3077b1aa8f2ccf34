"""The base game's events of powers, turns, rounds and the game's end (from the end of an
action on: ``ActionCompleted`` to ``FeederReset``), declared as in ``state.events``, which
re-exports them and lists them after its own in ``BASE_EVENTS`` (the order of declaration
the save format's union and the schema follow)."""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

from attrs import field, frozen

from .enums import NO_FOOD, Action, DieFace, Food, Habitat
from .event_base import BaseEvent
from .fields import (
    BIRD,
    BONUS,
    CARD_COUNT,
    COUNT,
    EMPTY,
    FACE_DOWN,
    FOOD,
    HIDDEN,
    PER_PLAYER,
    PLAIN,
    PLAYER,
    TRAY_SLOT,
)
from .narration import counted, listing

if TYPE_CHECKING:
    from .protocol import Naming


@frozen
class ActionCompleted(BaseEvent):
    """A habitat action's mat benefit is done (pink "takes the X action" triggers match this)."""

    TAG: ClassVar[str] = "action-completed"

    player: int = field(metadata=PLAYER)
    action: Action
    # food gained by the action, per type (gain food only)
    gained: tuple[int, ...] = field(metadata=FOOD)

    def narrate(self, names: Naming) -> str:
        return ""  # marks where pink powers trigger; the action's events tell it


@frozen
class PowerUsed(BaseEvent):
    TAG: ClassVar[str] = "power-used"
    player: int = field(metadata=PLAYER)
    card: int = field(metadata=BIRD)

    def narrate(self, names: Naming) -> str:
        return f"{names.player(self.player)} used the power of {names.bird(self.card)}"


@frozen
class FoodCached(BaseEvent):
    TAG: ClassVar[str] = "food-cached"
    player: int = field(metadata=PLAYER)
    card: int = field(metadata=BIRD)  # the bird the food is cached on
    food: Food
    source: str = "supply"  # "supply", or "personal supply" (food the player just gained)

    def narrate(self, names: Naming) -> str:
        cached = (
            f"{names.player(self.player)} cached 1 {self.food.label} on {names.bird(self.card)}"
        )
        return cached if self.source == "supply" else f"{cached} from their {self.source}"


@frozen
class CardTucked(BaseEvent):
    TAG: ClassVar[str] = "card-tucked"
    player: int = field(metadata=PLAYER)
    card: int = field(metadata=BIRD)  # the bird the card is tucked behind
    tucked: int = field(metadata=FACE_DOWN)
    source: str  # "hand", "deck" or "revealed"

    def public(self) -> CardTucked:
        """The tuck as every player sees it: a card from the hand or the deck is face down."""
        if self.source == "revealed" or self.tucked < 0:
            return self
        return CardTucked(self.player, self.card, HIDDEN, self.source)

    def seen_by(self, viewer: int, setup: bool) -> CardTucked:
        """A card from the deck is face down to everyone, one from a hand to the others."""
        if self.source == "deck" or (self.source == "hand" and viewer != self.player):
            return CardTucked(self.player, self.card, HIDDEN, self.source)
        return self

    def narrate(self, names: Naming) -> str:
        card = "a card" if self.tucked < 0 else names.bird(self.tucked)
        where = {"hand": " from their hand", "deck": " from the deck"}.get(self.source, "")
        return f"{names.player(self.player)} tucked {card}{where} behind {names.bird(self.card)}"


@frozen
class DiceRolled(BaseEvent):
    """Dice rolled outside the birdfeeder (a predator's hunt); they stay outside."""

    TAG: ClassVar[str] = "dice-rolled"

    faces: tuple[DieFace, ...] = field(metadata=PLAIN)

    def narrate(self, names: Naming) -> str:
        n = len(self.faces)
        dice = "1 die" if n == 1 else f"{n} dice"
        return f"{dice} rolled outside the birdfeeder: {', '.join(f.label for f in self.faces)}"


@frozen
class CardRevealed(BaseEvent):
    TAG: ClassVar[str] = "card-revealed"
    player: int = field(metadata=PLAYER)
    card: int = field(metadata=BIRD)

    def narrate(self, names: Naming) -> str:
        return f"{names.player(self.player)} revealed {names.bird(self.card)}"


@frozen
class BirdMoved(BaseEvent):
    TAG: ClassVar[str] = "bird-moved"
    player: int = field(metadata=PLAYER)
    card: int = field(metadata=BIRD)
    habitat: Habitat  # where it went
    column: int = field(metadata=COUNT)

    def narrate(self, names: Naming) -> str:
        moved = f"{names.player(self.player)} moved {names.bird(self.card)}"
        return f"{moved} to {self.habitat.label}"


@frozen
class BirdCovered(BaseEvent):
    """A bird was played on top of ``covered``: its ``eggs`` and ``cached`` food (tokens) are
    discarded, and it becomes a card tucked behind ``card`` (rules 9.1)."""

    TAG: ClassVar[str] = "bird-covered"
    player: int = field(metadata=PLAYER)
    card: int = field(metadata=BIRD)
    covered: int = field(metadata=BIRD)
    eggs: int = field(metadata=COUNT)
    cached: int = field(metadata=COUNT)

    def narrate(self, names: Naming) -> str:
        lost = []
        if self.eggs:
            lost.append(counted(self.eggs, "egg"))
        if self.cached:
            lost.append(f"{counted(self.cached, 'cached food token')}")
        tail = f", discarding {' and '.join(lost)}" if lost else ""
        who = names.player(self.player)
        return f"{who} covered {names.bird(self.covered)} with {names.bird(self.card)}{tail}"


@frozen
class BirdReplaced(BaseEvent):
    """``card`` took the space of ``replaced``, discarded with its ``eggs``, ``cached`` food
    tokens and ``tucked`` cards, a card that is no bird card tucked behind it included (a
    hummingbird: to its own discard pile) (Oceania's play rule of Southern Cassowary)."""

    TAG: ClassVar[str] = "bird-replaced"
    player: int = field(metadata=PLAYER)
    card: int = field(metadata=BIRD)
    replaced: int = field(metadata=BIRD)
    eggs: int = field(metadata=COUNT)
    cached: int = field(metadata=COUNT)
    tucked: int = field(metadata=CARD_COUNT)

    def narrate(self, names: Naming) -> str:
        parts = ((self.eggs, "egg"), (self.cached, "cached food token"), (self.tucked, "card"))
        lost = " and ".join(counted(n, word) for n, word in parts if n)
        who, gone = names.player(self.player), names.bird(self.replaced)
        tail = f" (with {lost})" if lost else ""
        return f"{who} discarded {gone}{tail} and played {names.bird(self.card)} in its place"


@frozen
class PredatorSucceeded(BaseEvent):
    TAG: ClassVar[str] = "predator-succeeded"
    player: int = field(metadata=PLAYER)
    card: int = field(metadata=BIRD)

    def narrate(self, names: Naming) -> str:
        return f"{names.player(self.player)}'s predator {names.bird(self.card)} succeeded"


@frozen
class BonusCardsDrawn(BaseEvent):
    TAG: ClassVar[str] = "bonus-cards-drawn"
    player: int = field(metadata=PLAYER)
    cards: tuple[int, ...] = field(metadata=BONUS)

    def narrate(self, names: Naming) -> str:
        drew = f"{names.player(self.player)} drew {counted(len(self.cards), 'bonus card')}"
        if any(c < 0 for c in self.cards):
            return drew
        return f"{drew}: {listing([names.bonus(c) for c in self.cards])}"

    def seen_by(self, viewer: int, setup: bool) -> BonusCardsDrawn:
        """Another player's bonus cards are secret."""
        if viewer == self.player:
            return self
        return BonusCardsDrawn(self.player, (HIDDEN,) * len(self.cards))

    def public(self) -> BonusCardsDrawn:
        """The draw as kept in a pink power's offer (its trigger, saved with the state): no
        card named, since the other players may not know them."""
        return BonusCardsDrawn(self.player, ())


@frozen
class TurnEnded(BaseEvent):
    TAG: ClassVar[str] = "turn-ended"
    player: int = field(metadata=PLAYER)

    def narrate(self, names: Naming) -> str:
        return ""  # the next turn's start tells it


@frozen
class PowerDeferred(BaseEvent):
    """The part of the power of ``card`` that reaches the players ``reached`` waits until
    ``player``, busy with their own turn at the same time (in another lane, rules 8.2), has
    finished it. The engine emits it (``Step.run_later``) for any mode with lanes."""

    TAG: ClassVar[str] = "power-deferred"
    player: int = field(metadata=PLAYER)
    card: int = field(metadata=BIRD)
    reached: tuple[int, ...] = field(metadata=PLAYER)

    def narrate(self, names: Naming) -> str:
        who = listing([names.player(p) for p in self.reached])
        return (
            f"the power of {names.bird(self.card)} reaches {who} once "
            f"{names.player(self.player)}'s turn is over"
        )


@frozen
class GoalScored(BaseEvent):
    TAG: ClassVar[str] = "goal-scored"
    round: int = field(metadata=COUNT)
    counts: tuple[int, ...] = field(metadata=PER_PLAYER)
    points: tuple[int, ...] = field(metadata=PER_PLAYER)

    def narrate(self, names: Naming) -> str:
        each = [
            f"{names.player(p)} {counted(points, 'point')} ({count})"
            for p, (count, points) in enumerate(zip(self.counts, self.points, strict=False))
        ]
        return f"round {self.round} goal ({names.round_goal(self.round)}): {', '.join(each)}"


@frozen
class GoalTileCached(BaseEvent):
    """A power cached ``round``'s goal tile on ``card``: 1 point, and no goal that round."""

    TAG: ClassVar[str] = "goal-tile-cached"
    player: int = field(metadata=PLAYER)
    card: int = field(metadata=BIRD)
    round: int = field(metadata=COUNT)

    def narrate(self, names: Naming) -> str:
        who, tile = names.player(self.player), names.round_goal(self.round)
        return f"{who} cached round {self.round}'s goal tile ({tile}) on {names.bird(self.card)}"


@frozen
class RoundEnded(BaseEvent):
    TAG: ClassVar[str] = "round-ended"
    round: int = field(metadata=COUNT)

    def narrate(self, names: Naming) -> str:
        return f"round {self.round} is over"


@frozen
class GameEnded(BaseEvent):
    TAG: ClassVar[str] = "game-ended"
    totals: tuple[int, ...] = field(metadata=PER_PLAYER)
    winners: tuple[int, ...] = field(metadata=PLAYER)

    def narrate(self, names: Naming) -> str:
        totals = ", ".join(f"{names.player(p)} {t}" for p, t in enumerate(self.totals))
        winners = [names.player(p) for p in self.winners]
        if not winners:  # a rival that is no player won
            result = "no player wins"
        elif len(winners) == 1:
            result = f"{winners[0]} wins"
        else:
            result = f"{listing(winners)} share the victory"
        return f"the game is over: {totals}; {result}"


@frozen
class FeederReset(BaseEvent):
    """``player``, during their turn, rolled all five dice into the birdfeeder (a reset, a
    reroll of a feeder whose dice all match, an emptied feeder refilled): what a pink power's
    "when another player resets the birdfeeder" answers. Emitted just after the
    ``FeederRolled`` that tells it, and only in games whose cards have such a power."""

    TAG: ClassVar[str] = "feeder-reset"
    player: int = field(metadata=PLAYER)
    #: The dice in the birdfeeder right after the reset (what "if there is an invertebrate in
    #: the birdfeeder immediately after another player resets it" looks at).
    faces: tuple[DieFace, ...] = field(default=(), metadata=PLAIN)

    def narrate(self, names: Naming) -> str:
        return ""  # marks where pink powers trigger; the roll tells it


@frozen
class ActionUpgraded(BaseEvent):
    """``player`` gave up a ``food``, an egg (off their bird ``egg``) or the ``card`` (EMPTY: not
    given) for a conversion of their mat (rules 2.3, 9.2.5) or Oceania's paid reset; emitted
    after the discard's event, only in games whose cards have a power answering it."""

    TAG: ClassVar[str] = "action-upgraded"
    player: int = field(metadata=PLAYER)
    habitat: Habitat
    food: tuple[int, ...] = field(default=NO_FOOD, metadata=FOOD)  # 1 of its type, or none
    egg: int = field(default=EMPTY, metadata=TRAY_SLOT)
    card: int = field(default=EMPTY, metadata=TRAY_SLOT)

    def narrate(self, names: Naming) -> str:
        return ""  # marks where pink powers trigger; the discard tells it


#: The events of this module, in declaration order.
POWER_EVENTS: tuple[type[BaseEvent], ...] = tuple(
    value
    for value in list(globals().values())
    if isinstance(value, type)
    and issubclass(value, BaseEvent)
    and value.__module__ == __name__
    and value.__dict__.get("TAG")
)
