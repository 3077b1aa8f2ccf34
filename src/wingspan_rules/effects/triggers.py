"""Pink triggers: event patterns, always caused by another player during their turn.

Each trigger matches the typed events the engine emits (``wingspan_rules.state.events``); the engine
offers the owner's pink power for every match (rules 3.9).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

from attrs import frozen

from ..state.enums import Action, DieFace, Food, Habitat
from ..state.events import (
    ActionCompleted,
    BirdPlayed,
    BonusCardsDrawn,
    CardTucked,
    Event,
    FeederReset,
    FoodCached,
    FoodGained,
    PredatorSucceeded,
)
from ..state.model import Bird
from ..state.protocol import Slot
from ._base import Compiling, Phrase, PhraseNode, Trigger
from .predicates import InHabitat, Predicate

if TYPE_CHECKING:
    from .catalog import CardSet

#: A bird as it is played: no egg, food or card on it yet.
_JUST_PLAYED = Bird(card=-1)
#: The bird a card was tucked behind, read by its printed facts only.
_ON_MAT = Bird(card=-1)


@frozen
class OnBirdPlayed(Trigger):
    """Another player plays a bird (by any means) into ``habitat`` (None: any habitat) that
    passes every bird condition of ``where`` (its printed facts: "with star nest", "with white
    power", "costing 3 food")."""

    TAG: ClassVar[str] = "on-bird-played"
    EVENTS: ClassVar[tuple[type[Event], ...] | None] = (BirdPlayed,)

    habitat: Habitat | None = None
    where: tuple[Predicate, ...] = ()

    @classmethod
    def phrases(cls) -> tuple[Phrase, ...]:
        syntax = '"when" "another" "player" "plays" "a" "bird" (bird_filter ("and" bird_filter)*)?'
        return (Phrase("bird_played", syntax, cls._from_bird_played),)

    @classmethod
    def _from_bird_played(cls, node: PhraseNode, ctx: Compiling) -> OnBirdPlayed:
        where = ctx.predicates(node.args) if node.args else ()
        habitats = [p.habitat for p in where if isinstance(p, InHabitat)]
        if len(habitats) > 1:
            ctx.fail(node.pos, "a bird is played into one habitat: name at most one")
        rest = tuple(p for p in where if not isinstance(p, InHabitat))
        return cls(habitats[0] if habitats else None, rest)

    def matches(self, event: Event) -> bool:
        return (
            type(event) is BirdPlayed
            and self.habitat in (None, event.habitat)
            and not self.where  # the played bird's facts: ``matches_in``
        )

    def matches_in(self, event: Event, cards: CardSet) -> bool:
        if type(event) is not BirdPlayed or self.habitat not in (None, event.habitat):
            return False
        card = cards.birds[event.card]
        return all(p.test(card, event.habitat, _JUST_PLAYED) for p in self.where)

    def describe(self) -> str:
        where = f" into their {self.habitat.label}" if self.habitat is not None else ""
        kind = "".join(f" {p.describe()}" for p in self.where)
        return f"when an opponent plays a bird{kind}{where}"


@frozen
class OnActionTaken(Trigger):
    """Another player takes a habitat action; with ``gained``, only if it gained that food."""

    TAG: ClassVar[str] = "on-action-taken"
    EVENTS: ClassVar[tuple[type[Event], ...] | None] = (ActionCompleted,)

    action: Action
    gained: Food | None = None

    @classmethod
    def phrases(cls) -> tuple[Phrase, ...]:
        syntax = '"when" "another" "player" "takes" "the" WORD "action" ("and" "gains" WORD)?'
        return (Phrase("action", syntax, cls._from_action),)

    @classmethod
    def _from_action(cls, node: PhraseNode, ctx: Compiling) -> OnActionTaken:
        action = ctx.action_word(node.args[0])
        if len(node.args) == 1:
            return cls(action)
        gains = node.args[1]
        if action is not Action.GAIN_FOOD:
            ctx.fail(gains.pos, "only the gain-food action can say what it gains")
        return cls(action, ctx.food(gains))

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
    EVENTS: ClassVar[tuple[type[Event], ...] | None] = (PredatorSucceeded,)

    @classmethod
    def phrases(cls) -> tuple[Phrase, ...]:
        syntax = '"when" "another" "player\'s" "predator" "succeeds"'
        return (Phrase("predator", syntax, cls._from_predator),)

    @classmethod
    def _from_predator(cls, node: PhraseNode, ctx: Compiling) -> OnPredatorSucceeded:
        return cls()

    def matches(self, event: Event) -> bool:
        return type(event) is PredatorSucceeded

    def describe(self) -> str:
        return "when an opponent's predator power succeeds"


@frozen
class OnCardTucked(Trigger):
    """Another player tucks a card behind one of their birds, for any reason: from the hand,
    the deck or cards a power revealed (rules 9.1); with ``behind``, only behind a bird whose
    printed facts pass every bird condition ("behind a bird with flocking power")."""

    TAG: ClassVar[str] = "on-card-tucked"
    EVENTS: ClassVar[tuple[type[Event], ...] | None] = (CardTucked,)

    behind: tuple[Predicate, ...] = ()

    @classmethod
    def phrases(cls) -> tuple[Phrase, ...]:
        syntax = (
            '"when" "another" "player" "tucks" "a" "card" '
            '("behind" "a" "bird" bird_filter ("and" bird_filter)*)?'
        )
        return (Phrase("tucked", syntax, cls._from_tucked),)

    @classmethod
    def _from_tucked(cls, node: PhraseNode, ctx: Compiling) -> OnCardTucked:
        return cls(ctx.predicates(node.args) if node.args else ())

    def matches(self, event: Event) -> bool:
        return type(event) is CardTucked and not self.behind  # the bird's facts: ``matches_in``

    def matches_in(self, event: Event, cards: CardSet) -> bool:
        if type(event) is not CardTucked:
            return False
        card = cards.birds[event.card]
        return all(p.test(card, None, _ON_MAT) for p in self.behind)

    def describe(self) -> str:
        if not self.behind:
            return "when an opponent tucks a card behind one of their birds"
        kind = " and ".join(p.describe() for p in self.behind)
        return f"when an opponent tucks a card behind one of their birds {kind}"


@frozen
class OnFoodGained(Trigger):
    """Another player gains ``food``, by any means: from the birdfeeder or the supply, by an
    action or a power (rules 9.6); once per token gained, as the engine tells each."""

    TAG: ClassVar[str] = "on-food-gained"
    EVENTS: ClassVar[tuple[type[Event], ...] | None] = (FoodGained,)

    food: Food

    @classmethod
    def phrases(cls) -> tuple[Phrase, ...]:
        syntax = '"when" "another" "player" "gains" WORD'
        return (Phrase("food_gained", syntax, cls._from_gained),)

    @classmethod
    def _from_gained(cls, node: PhraseNode, ctx: Compiling) -> OnFoodGained:
        return cls(ctx.food(node.args[0]))

    def matches(self, event: Event) -> bool:
        return type(event) is FoodGained and event.food is self.food

    def describe(self) -> str:
        return f"when an opponent gains {self.food.label}, by any means"


# --- pink triggers on the promo packs' events (rules 9.6) -----------------------------------------
@frozen
class OnFoodCached(Trigger):
    """Another player caches ``food`` (None: any food, "caches wild") on one of their birds,
    for any reason: from the supply, the birdfeeder or their own supply; once per token, as
    the engine tells each (``FoodCached``)."""

    TAG: ClassVar[str] = "on-food-cached"
    EVENTS: ClassVar[tuple[type[Event], ...] | None] = (FoodCached,)

    food: Food | None = None

    @classmethod
    def phrases(cls) -> tuple[Phrase, ...]:
        syntax = '"when" "another" "player" "caches" WORD'
        return (Phrase("food_cached", syntax, cls._from_cached),)

    @classmethod
    def _from_cached(cls, node: PhraseNode, ctx: Compiling) -> OnFoodCached:
        return cls(ctx.food_or_wild(node.args[0]))

    def matches(self, event: Event) -> bool:
        return type(event) is FoodCached and self.food in (None, event.food)

    def describe(self) -> str:
        food = "food" if self.food is None else self.food.label
        return f"when an opponent caches {food} on a bird, for any reason"


@frozen
class OnBonusDrawn(Trigger):
    """Another player draws one or more bonus cards (``BonusCardsDrawn``), by any power."""

    TAG: ClassVar[str] = "on-bonus-drawn"
    EVENTS: ClassVar[tuple[type[Event], ...] | None] = (BonusCardsDrawn,)

    @classmethod
    def phrases(cls) -> tuple[Phrase, ...]:
        syntax = '"when" "another" "player" "draws" "a" "bonus" "card"'
        return (Phrase("bonus_drawn", syntax, cls._from_drawn),)

    @classmethod
    def _from_drawn(cls, node: PhraseNode, ctx: Compiling) -> OnBonusDrawn:
        return cls()

    def matches(self, event: Event) -> bool:
        return type(event) is BonusCardsDrawn  # emitted only for cards drawn

    def describe(self) -> str:
        return "when an opponent draws a bonus card"


#: The slot of a pink power triggered by a reset: the dice of the birdfeeder right after it
#: (``reset_slots``; "reset showed rodent", the Americas' reset reactions).
RESET_DICE = "reset-dice"


def reset_dice(event: Event | None) -> tuple[DieFace, ...]:
    """The dice of the birdfeeder right after the reset ``event`` is (none for another
    event): what a pink power it triggers remembers from its start."""
    return event.faces if type(event) is FeederReset else ()


def reset_slots(faces: tuple[DieFace, ...]) -> tuple[Slot, ...]:
    """The slots of a power that starts remembering a reset's dice ``faces`` (``RESET_DICE``)."""
    return (Slot(RESET_DICE, "dice", tuple(int(f) for f in faces)),) if faces else ()


@frozen
class OnFeederReset(Trigger):
    """Another player rolls all five dice into the birdfeeder during their turn (``FeederReset``):
    a power's reset, the reroll of a feeder whose dice all match, the refill of an emptied
    feeder (rules 9.6, the ruling on the promo resets)."""

    TAG: ClassVar[str] = "on-feeder-reset"
    EVENTS: ClassVar[tuple[type[Event], ...] | None] = (FeederReset,)

    #: Only a reset after which a die of the feeder shows one of these foods ("... and it shows
    #: invertebrate": the dice right after the reset, before anyone takes one; the dual face
    #: shows both of its foods). Empty: any reset.
    showing: tuple[Food, ...] = ()

    @classmethod
    def phrases(cls) -> tuple[Phrase, ...]:
        syntax = '"when" "another" "player" "resets" "the" "birdfeeder"'
        shows = syntax + ' "and" "it" "shows" WORD ("or" WORD)*'
        return (
            Phrase("feeder_reset", syntax, cls._from_reset),
            Phrase("feeder_reset_showing", shows, cls._from_showing),
        )

    @classmethod
    def _from_reset(cls, node: PhraseNode, ctx: Compiling) -> OnFeederReset:
        return cls()

    @classmethod
    def _from_showing(cls, node: PhraseNode, ctx: Compiling) -> OnFeederReset:
        return cls(tuple(ctx.food(w) for w in node.args))

    def matches(self, event: Event) -> bool:
        if type(event) is not FeederReset:
            return False
        faces = event.faces
        return not self.showing or any(f in face.foods for face in faces for f in self.showing)

    def describe(self) -> str:
        if self.showing:
            foods = " or ".join(f.label for f in self.showing)
            return (
                "when an opponent rerolls every die into the birdfeeder and a die shows "
                f"{foods} right after"
            )
        return "when an opponent rerolls every die into the birdfeeder"
