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
"""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

from attrs import field, frozen

from .enums import Action, DieFace, Food, Habitat
from .fields import (
    BIRD,
    BONUS,
    CARD_COUNT,
    COUNT,
    FACE_DOWN,
    FOOD,
    GOAL,
    HIDDEN,
    PER_PLAYER,
    PLAIN,
    PLAYER,
    TRAY_SLOT,
)

if TYPE_CHECKING:
    from .protocol import Naming


def food_words(counts: tuple[int, ...]) -> str:
    """Per-food counts in words: "1 seed, 2 fish" ("nothing" for none)."""
    words = [f"{n} {Food(f).label}" for f, n in enumerate(counts) if n and 0 <= f < len(Food)]
    return ", ".join(words) or "nothing"


def listing(items: list[str] | tuple[str, ...]) -> str:
    """``a``, ``a and b``, ``a, b and c``."""
    if len(items) <= 1:
        return "".join(items)
    return ", ".join(items[:-1]) + " and " + items[-1]


def _count(n: int, thing: str) -> str:
    return f"{n} {thing}" + ("" if n == 1 else "s")


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
        return self  # type: ignore[return-value]  # every event is one of ``Event``


@frozen
class GameStarted(BaseEvent):
    TAG: ClassVar[str] = "game-started"
    players: int = field(metadata=COUNT)
    goals: tuple[int, ...] = field(metadata=GOAL)

    def narrate(self, names: Naming) -> str:
        if not self.goals:  # Duet mode: the map's goals replace the goal board
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
            kept = [_count(len(self.birds), "bird"), "a bonus card"]
        else:
            kept = [names.bird(b) for b in self.birds] + [
                f"the bonus card {names.bonus(self.bonus)}"
            ]
        return f"{names.player(self.player)} kept {listing(kept)}, and {food_words(self.food)}"

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
        return f"{names.player(self.player)} had no room for {_count(self.count, 'egg')}"


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
        return f"the discard pile was shuffled into a new deck of {_count(self.cards, 'card')}"


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
            lost.append(_count(self.eggs, "egg"))
        if self.cached:
            lost.append(f"{_count(self.cached, 'cached food token')}")
        tail = f", discarding {' and '.join(lost)}" if lost else ""
        who = names.player(self.player)
        return f"{who} covered {names.bird(self.covered)} with {names.bird(self.card)}{tail}"


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
        drew = f"{names.player(self.player)} drew {_count(len(self.cards), 'bonus card')}"
        if any(c < 0 for c in self.cards):
            return drew
        return f"{drew}: {listing([names.bonus(c) for c in self.cards])}"

    def seen_by(self, viewer: int, setup: bool) -> BonusCardsDrawn:
        """Another player's bonus cards are secret."""
        if viewer == self.player:
            return self
        return BonusCardsDrawn(self.player, (HIDDEN,) * len(self.cards))


@frozen
class TurnEnded(BaseEvent):
    TAG: ClassVar[str] = "turn-ended"
    player: int = field(metadata=PLAYER)

    def narrate(self, names: Naming) -> str:
        return ""  # the next turn's start tells it


@frozen
class DialTurned(BaseEvent):
    """Flock's turn-order dial moved (rules 8.2): its star points at seat ``star``, and
    ``active`` are the players it points at who act now, at the same time, or one after the
    other (``in_turn``) when both are ends of the four-player group."""

    TAG: ClassVar[str] = "dial-turned"
    HEADLINE: ClassVar[bool] = True  # starts a part of the story
    star: int = field(metadata=PLAYER)
    active: tuple[int, ...] = field(metadata=PLAYER)
    in_turn: bool = False  # the two act one after the other (the four-player group's ends)

    def narrate(self, names: Naming) -> str:
        who = listing([names.player(p) for p in self.active])
        how = " one after the other" if self.in_turn else ""
        return f"the dial turns to {names.player(self.star)}: {who} play{how}"


@frozen
class PowerDeferred(BaseEvent):
    """Flock (rules 8.2): the part of the power of ``card`` that reaches the players
    ``reached`` waits until ``player``, busy with their own turn at the same time, has
    finished it."""

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
            f"{names.player(p)} {_count(points, 'point')} ({count})"
            for p, (count, points) in enumerate(zip(self.counts, self.points, strict=False))
        ]
        return f"round {self.round} goal ({names.round_goal(self.round)}): {', '.join(each)}"


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
        if not winners:  # a rival that is no player won (the Automa)
            result = "no player wins"
        elif len(winners) == 1:
            result = f"{winners[0]} wins"
        else:
            result = f"{listing(winners)} share the victory"
        return f"the game is over: {totals}; {result}"


# --- Duet mode (rules 8.1) ---------------------------------------------------------------------
@frozen
class DuetTokenPlaced(BaseEvent):
    """A player put a Duet token on map space ``space``, or on the reset space (-1), for the
    bird ``card`` they played; ``substitute``: their 15 tokens were all placed already."""

    TAG: ClassVar[str] = "duet-token-placed"

    player: int = field(metadata=PLAYER)
    card: int = field(metadata=BIRD)
    space: int = field(metadata=PLAIN)
    substitute: bool = False

    def narrate(self, names: Naming) -> str:
        where = "the reset space" if self.space < 0 else names.duet_space(self.space)
        token = "a substitute Duet token" if self.substitute else "a Duet token"
        return f"{names.player(self.player)} put {token} on {where}"


@frozen
class DuetBonusTaken(BaseEvent):
    """The space a player's token went on gives a bonus (``bonus``: "food", "egg" or "card"),
    taken at once (the die, egg or card itself is its own event)."""

    TAG: ClassVar[str] = "duet-bonus-taken"

    player: int = field(metadata=PLAYER)
    space: int = field(metadata=PLAIN)
    bonus: str

    def narrate(self, names: Naming) -> str:
        return ""  # the token's space names its bonus; the die, egg or card is told itself


@frozen
class DuetResetUsed(BaseEvent):
    """A player took a token back from the reset space to reset ``target``: "tray" or
    "feeder"."""

    TAG: ClassVar[str] = "duet-reset-used"

    player: int = field(metadata=PLAYER)
    target: str

    def narrate(self, names: Naming) -> str:
        what = "birdfeeder" if self.target == "feeder" else self.target
        return (
            f"{names.player(self.player)} took a token back from the reset space "
            f"to reset the {what}"
        )


@frozen
class DuetGoalScored(BaseEvent):
    """The Duet goal of ``round`` (``goal``: its side id) was scored: each player's count and
    points; ``first_player`` starts the next round (second place, or on a tie the player who
    did not start this one)."""

    TAG: ClassVar[str] = "duet-goal-scored"

    round: int = field(metadata=COUNT)
    goal: int = field(metadata=COUNT)
    counts: tuple[int, ...] = field(metadata=PER_PLAYER)
    points: tuple[int, ...] = field(metadata=PER_PLAYER)
    first_player: int = field(metadata=PLAYER)

    def narrate(self, names: Naming) -> str:
        return ""  # the round's goal scored and the next round's first player tell it


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
            f"({_count(self.count, 'face-down bird')})"
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
        return f"the Automa lays {_count(self.eggs, 'egg')}"


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
        dice = _count(self.count, f"{self.face.label} die").replace("dies", "dice")
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
        there = f"({_count(self.cubes, 'cube')} there)"
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
        return f"round {self.round} goal: the Automa {_count(self.score, 'point')} ({self.count})"


@frozen
class AutomaGameEnded(BaseEvent):
    """The Automa's final total (rules 6.5) and its place (1: it won or tied for the win)."""

    TAG: ClassVar[str] = "automa-game-ended"
    total: int = field(metadata=COUNT)
    rank: int = field(metadata=COUNT)

    def narrate(self, names: Naming) -> str:
        return f"the Automa scores {self.total}" + (" and wins" if self.rank == 1 else "")


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
    | FoodStolen
    | CachedFoodSpent
    | DieRemoved
    | TrayDiscarded
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
    | BirdCovered
    | BonusCardsDrawn
    | TurnEnded
    | DialTurned
    | PowerDeferred
    | GoalScored
    | RoundEnded
    | GameEnded
    | DuetTokenPlaced
    | DuetBonusTaken
    | DuetResetUsed
    | DuetGoalScored
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
    | FoodGiven
    | CardGiven
)

EVENT_TYPES: tuple[type, ...] = Event.__args__
