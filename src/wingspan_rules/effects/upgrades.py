"""A player's mat upgrade as a pink trigger, and what the pink power keeps of it (the promo
California Scrub-Jay's, rules-expansions 9.6).

"Upgrading an action" is giving something up on the mat for more of the action: the base
mat's conversions (rules 2.3: a card for a die, a food for an egg, an egg for a card), the
Oceania mat's (9.2.5) and its paid reset (discard a food to reset first, which the Scrub-Jay
counts as an upgrade [O, SM]). The engine tells each with ``ActionUpgraded`` (only in games
whose cards answer it, ``StepOps.upgraded``), and a pink power it triggers remembers what was
given from its start (``upgrade_slots``): the three effects below each keep one kind of it on
this bird, and do nothing for the other kinds.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import ClassVar

from attrs import frozen

from ..state.enums import Food, Habitat
from ..state.events import ActionUpgraded, Event
from ..state.protocol import PowerContext, Slot, StepOps, View
from ._base import Compiling, Effect, Phrase, PhraseNode, Trigger, plural
from .board import has_room, locate

#: What a pink power triggered by an upgrade remembers from its start (``upgrade_slots``):
#: the food type given, the bird the egg given came off, the card given.
UPGRADE_FOOD, UPGRADE_EGG, UPGRADE_CARD = "upgrade-food", "upgrade-egg", "upgrade-card"
#: The words of what a trigger answers, as a card names them ("wild": any food).
FOOD, EGG, CARD = "food", "egg", "card"


def food_upgrade(p: int, habitat: Habitat, food: Food) -> ActionUpgraded:
    """The upgrade of ``p``'s ``habitat`` action for which they gave up 1 ``food``."""
    return ActionUpgraded(p, habitat, food=tuple(int(f == food) for f in Food))


def upgrade_slots(event: Event | None) -> tuple[Slot, ...]:
    """The slots of a pink power triggered by the upgrade ``event`` (none for another event):
    what was given up, which the power reads as "that food", "that egg", "that card"."""
    if type(event) is not ActionUpgraded:
        return ()
    if any(event.food):
        return (Slot(UPGRADE_FOOD, "food", tuple(f for f, n in enumerate(event.food) if n)),)
    if event.egg >= 0:
        return (Slot(UPGRADE_EGG, "birds", (event.egg,)),)
    if event.card >= 0:
        return (Slot(UPGRADE_CARD, "birds", (event.card,)),)
    return ()


def _kind(event: ActionUpgraded) -> str:
    if any(event.food):
        return FOOD
    return EGG if event.egg >= 0 else CARD


@frozen
class OnActionUpgraded(Trigger):
    """Another player gives up a food, an egg or a card to upgrade an action of their mat
    (``ActionUpgraded``): ``kinds`` names which of the three it answers."""

    TAG: ClassVar[str] = "on-action-upgraded"
    EVENTS: ClassVar[tuple[type[Event], ...] | None] = (ActionUpgraded,)

    kinds: tuple[str, ...] = (FOOD, EGG, CARD)

    @classmethod
    def phrases(cls) -> tuple[Phrase, ...]:
        syntax = (
            '"when" "another" "player" "discards" WORD ("or" WORD)* "to" "upgrade" "an" "action"'
        )
        return (Phrase("action_upgraded", syntax, cls._from_phrase),)

    @classmethod
    def _from_phrase(cls, node: PhraseNode, ctx: Compiling) -> OnActionUpgraded:
        kinds: list[str] = []
        for word in node.args:
            text = str(getattr(word, "text", word))
            if text in (EGG, CARD):
                kind = text
            else:  # "wild": any food; a food's name is refused (the card names none)
                if ctx.food_or_wild(word) is not None:
                    ctx.fail(word.pos, "an upgrade trigger names 'wild', 'egg' or 'card'")
                kind = FOOD
            if kind not in kinds:
                kinds.append(kind)
        return cls(tuple(kinds))

    def matches(self, event: Event) -> bool:
        return type(event) is ActionUpgraded and _kind(event) in self.kinds

    def describe(self) -> str:
        given = {FOOD: "a food", EGG: "an egg", CARD: "a card"}
        what = " or ".join(given[k] for k in self.kinds)
        return f"when an opponent gives up {what} to upgrade an action of their player mat"


@frozen
class KeepUpgrade(Effect):
    """Keep on this bird what the triggering upgrade gave up, when it was of ``kind``:
    ``amount`` food of that type cached from the supply, an egg laid (its limit applies), or that very card
    tucked from the discard pile (if it still lies there). Nothing for another kind."""

    TAG: ClassVar[str] = "keep-upgrade"
    OWNER_ONLY: ClassVar[bool] = True  # it acts on this bird

    kind: str
    #: The food cached (``FOOD``), all of the type given up.
    amount: int = 1

    @classmethod
    def phrases(cls) -> tuple[Phrase, ...]:
        this = '"this" "bird"'
        food = f'"cache" amount "food" "of" "the" "discarded" "type" "from" "supply" "on" {this}'
        egg = f'"lay" "the" "discarded" "egg" "on" {this}'
        card = f'"tuck" "the" "discarded" "card" "behind" {this}'
        return (
            Phrase("keep_upgrade_food", food, cls._compile(FOOD)),
            Phrase("keep_upgrade_egg", egg, cls._compile(EGG)),
            Phrase("keep_upgrade_card", card, cls._compile(CARD)),
        )

    @classmethod
    def _compile(cls, kind: str) -> Callable[[PhraseNode, Compiling], KeepUpgrade]:
        """The compile function of the phrase keeping ``kind``."""

        def compile_keep(node: PhraseNode, ctx: Compiling) -> KeepUpgrade:
            return cls(kind, ctx.amount(node.args[0]) if kind == FOOD else 1)

        return compile_keep

    def _given(self, view: View, p: int, power: PowerContext) -> int | None:
        """What the trigger gave up of this kind (a food type, a bird, a card), if it could
        be kept now; None otherwise."""
        if self.kind == FOOD:
            food = power.recall(UPGRADE_FOOD)
            return food[0] if food and 0 <= food[0] < len(Food) else None
        if self.kind == EGG:
            if not power.recall(UPGRADE_EGG):
                return None
            place = locate(view.players[p], power.bird)
            if place is None:
                return None
            bird = view.players[p].mat[place[0]][place[1]]
            return 0 if has_room(bird, view.cards.birds[bird.card]) else None
        card = power.recall(UPGRADE_CARD)
        if not card or not any(card[0] in t.discard for t in view.tables):
            return None
        return card[0]

    def resolve(self, step: StepOps, actor: int, path: tuple[int, ...]) -> None:
        power = step.power
        given = self._given(step, actor, power)
        if given is None:
            return
        if self.kind == FOOD:
            for _ in range(self.amount):
                step.cache_food(actor, power.bird, Food(given), "supply")
            return
        place = locate(step.players[actor], power.bird)
        assert place is not None, "_given found this bird"
        if self.kind == EGG:
            step.lay_egg(actor, place[0], place[1])
            return
        for t, table in enumerate(step.tables):  # the discarder's pile holds it
            if given in table.discard:
                pile = list(table.discard)
                del pile[len(pile) - 1 - pile[::-1].index(given)]
                step.set_table(t, discard=tuple(pile))
                break
        step.tuck_card(actor, power.bird, given, "revealed")

    def feasible(self, view: View, p: int, power: PowerContext) -> bool:
        return self._given(view, p, power) is not None

    def describe(self) -> str:
        return {
            FOOD: f"if the upgrade gave up a food, cache {plural(self.amount, 'food', 'food')} "
            "of that type from the supply on this bird",
            EGG: "if it gave up an egg, lay an egg on this bird",
            CARD: "if it gave up a card, tuck that card from the discard pile behind this bird",
        }[self.kind]
