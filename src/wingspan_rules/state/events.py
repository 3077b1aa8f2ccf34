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

This module declares the base game's events (``BASE_EVENTS``); a mode declares its own in its
package (``variants/<mode>/events.py``), and ``wingspan_rules.events.EVENT_TYPES`` joins them
all, the table the save converter, the schemas and the views read. A field that holds any
event is declared as ``Event``, the base class, which the converter reads and writes as the
tagged union of that table.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar, TypeAlias

from attrs import field, frozen

from .enums import NO_FOOD, Action, DieFace, Food, Habitat
from .fields import (
    BIRD,
    BONUS,
    CARD_COUNT,
    COUNT,
    EMPTY,
    FACE_DOWN,
    FOOD,
    GOAL,
    HIDDEN,
    PER_PLAYER,
    PLAIN,
    PLAYER,
    TRAY_SLOT,
)
from .narration import counted, food_words, listing

if TYPE_CHECKING:
    from .protocol import Naming


class BaseEvent:
    """Base of every event. ``TAG`` names the event type in saved games, forever; what each
    player sees of it is declared here (``seen_by``), on the event that hides something."""

    __slots__ = ()
    TAG: ClassVar[str] = ""
    #: Whether the event, another player's, goes unseen while setup lasts: their setup choices
    #: are revealed only once everyone has chosen (rules 1.7).
    SECRET_IN_SETUP: ClassVar[bool] = False

    def seen_by(self, viewer: int, setup: bool) -> Event | None:
        """This event as ``viewer`` sees it (its hidden cards ``HIDDEN``), or None if they do
        not even see it happen (``setup``: setup lasts). By default everyone sees it whole,
        but another player's ``SECRET_IN_SETUP`` event not at all during setup."""
        if setup and self.SECRET_IN_SETUP and getattr(self, "player", viewer) != viewer:
            return None
        return self


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
    tokens and ``tucked`` cards (Oceania's play rule of Southern Cassowary)."""

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
    reroll of a feeder whose dice all match, an emptied feeder refilled): emitted just after the
    ``FeederRolled`` that tells it, only in games whose cards have a power answering it."""

    TAG: ClassVar[str] = "feeder-reset"
    player: int = field(metadata=PLAYER)
    #: The dice in the birdfeeder right after the reset (what "... and it shows" looks at).
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


#: A field that holds any event, the base game's or a mode's (the save converter reads and
#: writes it as the tagged union of ``wingspan_rules.events.EVENT_TYPES``).
Event: TypeAlias = BaseEvent

#: The base game's events, in declaration order (each mode declares its own).
BASE_EVENTS: tuple[type[BaseEvent], ...] = tuple(
    value
    for value in list(globals().values())
    if isinstance(value, type) and issubclass(value, BaseEvent) and value.__dict__.get("TAG")
)
