"""Bird powers as frames (rules 3.2 step 3, 3.8, 3.9): a row's brown powers offered right to left, a power run, resolved and ended, what waits for the end of a turn, a hunt's success."""

from __future__ import annotations

from typing import ClassVar

from attrs import field, frozen

from ...effects import Delayable, effects_at, worth_offering
from ...effects.triggers import reset_dice, reset_slots
from ...effects.upgrades import upgrade_slots
from ...state.enums import DieFace, Food, Habitat, Timing
from ...state.events import (
    ActionCompleted,
    ActionUpgraded,
    BirdPlayed,
    BonusCardsDrawn,
    CardDiscarded,
    CardTucked,
    Event,
    FeederReset,
    FoodCached,
    FoodGained,
    PowerUsed,
    PredatorSucceeded,
)
from ...state.fields import BIRD, PLAIN, PLAYER
from ...state.moves import (
    Move,
    Skip,
    UsePower,
)
from ...state.protocol import (
    HUNTS_SUCCEEDED,
    Decision,
    GameStep,
    Naming,
    PowerContext,
    Slot,
    View,
    Work,
)
from ...state.values import shared
from .answers import _SKIP


# --- bird powers (rules 3.2 step 3, 3.8, 3.9) -----------------------------------------------------
@frozen
class ActivateRow(Work):
    """Offer the brown powers of ``habitat``, right to left, from ``column`` downwards."""

    TAG: ClassVar[str] = "activate-row"

    player: int = field(metadata=PLAYER)
    habitat: Habitat
    column: int = field(metadata=PLAIN)

    def run(self, step: GameStep) -> None:
        row = step.players[self.player].mat[self.habitat]
        birds = step.cards.birds
        for column in range(min(self.column, len(row) - 1), -1, -1):
            power = birds[row[column].card].power
            if power is not None and power.timing is Timing.WHEN_ACTIVATED:
                step.pending.append(_activate_row(self.player, self.habitat, column - 1))
                step.pending.append(_offer_power(self.player, self.habitat, column))
                return


@frozen
class OfferPower(Decision):
    """Whether ``player`` uses the power of their bird at (habitat, column); nothing is offered
    when it cannot be used (rules 10.2 #10-11), nor, under the honest offers, when using it
    could change nothing (``effects.worth_offering``, ``GameConfig.offers``).

    A pink power's offer (``pink``) holds the event that triggered it (``trigger``: another
    player's ``BirdPlayed``, ``ActionCompleted`` or ``PredatorSucceeded``), and its label says
    it, so that a player is told why they are asked.
    """

    TAG: ClassVar[str] = "offer-power"
    ACCEPTS: ClassVar[tuple[type, ...]] = (UsePower, Skip)

    player: int = field(metadata=PLAYER)
    habitat: Habitat
    column: int = field(metadata=PLAIN)
    pink: bool = False
    trigger: Event | None = None

    def options(self, view: View) -> list[Move]:
        player = view.players[self.player]
        card = player.mat[self.habitat][self.column].card
        if self.pink and card in player.pink_used:
            return []  # fired already since its owner's last turn (rules 3.9)
        power = view.cards.birds[card].power
        assert power is not None, "a power is offered only for a bird that has one"
        slots = trigger_slots(self.trigger) if self.pink else ()
        if not worth_offering(view, self.player, card, power.effects, slots):
            return []
        return [_use_power(self.habitat, self.column), _SKIP]

    def answer(self, step: GameStep, move: UsePower | Skip) -> None:
        if type(move) is Skip:
            return
        p = self.player
        card = step.players[p].mat[self.habitat][self.column].card
        if self.pink:
            step.set_player(p, pink_used=step.players[p].pink_used + (card,))
        step.emit(PowerUsed(p, card))
        reset = reset_dice(self.trigger) if self.pink else ()
        upgrade = self.trigger if self.pink and upgrade_slots(self.trigger) else None
        step.pending.append(RunPower(p, card, reset=reset, upgrade=upgrade))

    def label(self, names: Naming) -> str:
        kind = "pink power" if self.pink else "power"
        where = names.bird_at(self.player, self.habitat, self.column)
        asked = f"{names.player(self.player)}: use the {kind} of {where}?"
        if self.trigger is None:
            return asked
        return f"{asked} ({describe_trigger(self.trigger, names)})"


def trigger_slots(event: Event | None) -> tuple[Slot, ...]:
    """What a pink power triggered by ``event`` remembers from its start: a reset's dice
    (``triggers.reset_slots``), what an upgrade gave up (``upgrades.upgrade_slots``)."""
    return reset_slots(reset_dice(event)) + upgrade_slots(event)


def describe_trigger(event: Event, names: Naming) -> str:
    """What happened that triggered a pink power, in English ("player 0 played Mallard in
    wetland")."""
    if isinstance(event, BirdPlayed):
        bird = names.bird(event.card)
        return f"{names.player(event.player)} played {bird} in {event.habitat.label}"
    if isinstance(event, ActionCompleted):
        done = f"{names.player(event.player)} took the {event.action.words} action"
        gained = ", ".join(f"{n} {Food(f).label}" for f, n in enumerate(event.gained) if n)
        return f"{done} and gained {gained}" if gained else done
    if isinstance(event, PredatorSucceeded):
        return f"{names.player(event.player)}'s predator {names.bird(event.card)} succeeded"
    if isinstance(event, CardTucked):
        return event.narrate(names)
    if isinstance(event, FoodGained):
        return f"{names.player(event.player)} gained 1 {event.food.label}"
    if isinstance(event, FoodCached):
        return event.narrate(names)
    if isinstance(event, BonusCardsDrawn):
        return f"{names.player(event.player)} drew a bonus card"
    if isinstance(event, FeederReset):
        return f"{names.player(event.player)} rerolled every die into the birdfeeder"
    if isinstance(event, ActionUpgraded):
        return f"{names.player(event.player)} upgraded their {event.habitat.label} action"
    words = getattr(event, "WORDS", None)  # an event that says it (the Automa's)
    return words if isinstance(words, str) else f"a {event.TAG} event"


@frozen
class RunPower(Work):
    """Run the power of the bird ``card`` owned by ``player``: a new context on the state's
    ``powers`` stack, the power's effects, then ``EndPower`` to drop the context. With
    ``source`` (a card id), the printed power of that card runs as if ``card`` had it (a
    copied power, rules 9.3.3; ``PowerContext.source``)."""

    TAG: ClassVar[str] = "run-power"
    MAT_BIRDS: ClassVar[tuple[str, ...]] = ("card",)

    player: int = field(metadata=PLAYER)
    card: int = field(metadata=BIRD)
    source: int = field(default=-1, metadata=PLAIN)
    #: A pink power triggered by a reset: the dice right after it, which the power remembers
    #: from its start (``triggers.reset_slots``).
    reset: tuple[DieFace, ...] = field(default=(), metadata=PLAIN)
    #: A pink power triggered by an upgrade of another player's mat: that upgrade, whose
    #: food, egg or card the power remembers from its start (``upgrades.upgrade_slots``).
    upgrade: Event | None = None

    def run(self, step: GameStep) -> None:
        step.pending.append(EndPower())
        slots = reset_slots(self.reset) + upgrade_slots(self.upgrade)
        context = PowerContext(self.player, self.card, slots, source=self.source)
        step.powers.append(context)
        step.pending.append(Resolve(self.player, len(step.powers) - 1, ()))


@frozen
class Resolve(Work):
    """Run the effects of one block of a power, from ``index`` on, for ``actor``.

    ``power`` is the context's position in ``GameState.powers``; ``block`` names the effects by
    position in that bird's power (``effects.effects_at``), so saved games never embed compiled
    effects. With ``only_if_done``, the block runs only if the cost before it was paid.
    """

    TAG: ClassVar[str] = "resolve"

    actor: int = field(metadata=PLAYER)
    power: int = field(metadata=PLAIN)
    block: tuple[int, ...] = field(metadata=PLAIN)
    index: int = field(default=0, metadata=PLAIN)
    only_if_done: bool = False

    def run(self, step: GameStep) -> None:
        context = step.powers[self.power]
        if self.only_if_done and not context.done:
            return
        power = step.cards.birds[context.runs].power
        assert power is not None, "a power runs only on a bird that has one"
        effects = effects_at(power.effects, self.block)
        if self.index >= len(effects):
            return
        if self.index + 1 < len(effects):
            step.pending.append(Resolve(self.actor, self.power, self.block, self.index + 1))
        effects[self.index].resolve(step, self.actor, self.block + (self.index,))


@frozen
class EndPower(Work):
    """A power has finished: drop its context; cards it looked at and kept nowhere go to the
    discard pile."""

    TAG: ClassVar[str] = "end-power"

    def run(self, step: GameStep) -> None:
        context = step.powers.pop()
        for slot in context.slots:
            if slot.kind == "cards" and slot.values:
                t = step.players[context.owner].table
                step.set_table(t, discard=step.tables[t].discard + slot.values)
                for card in slot.values:
                    step.emit(CardDiscarded(context.owner, card))


@frozen
class TurnEndPart(Work):
    """A part of a power held back until the end of the turn under way (a pink power's "at
    the end of their turn", rules 9.1): the effect at ``path`` in the power of ``owner``'s
    bird ``bird``, done for ``actor`` in a power context of its own. It waits in the stack
    right above the turn's end, so a game saved meanwhile resumes with it."""

    TAG: ClassVar[str] = "turn-end-part"
    MAT_BIRDS: ClassVar[tuple[str, ...]] = ()

    actor: int = field(metadata=PLAYER)
    owner: int = field(metadata=PLAYER)
    bird: int = field(metadata=BIRD)
    path: tuple[int, ...] = field(metadata=PLAIN)
    #: A part of a copied power (rules 9.3.3): the card whose power it is (-1: ``bird``'s).
    source: int = field(default=-1, metadata=PLAIN)

    def run(self, step: GameStep) -> None:
        power = step.cards.birds[self.bird if self.source < 0 else self.source].power
        assert power is not None, "a part of a power waits only for a bird that has one"
        effect = effects_at(power.effects, self.path[:-1])[self.path[-1]]
        assert isinstance(effect, Delayable), "only a part that can wait waits"
        step.pending.append(EndPower())
        step.powers.append(PowerContext(owner=self.owner, bird=self.bird, source=self.source))
        effect.resolve_now(step, self.actor, self.path)


@frozen
class HuntSucceeded(Work):
    """Announce a predator's success (pink triggers watch for it)."""

    TAG: ClassVar[str] = "hunt-succeeded"
    MAT_BIRDS: ClassVar[tuple[str, ...]] = ("card",)

    player: int = field(metadata=PLAYER)
    card: int = field(metadata=BIRD)

    def run(self, step: GameStep) -> None:
        event = PredatorSucceeded(self.player, self.card)
        step.emit(event)
        pending = step.pending
        for i in range(len(pending) - 1, -1, -1):  # the nearest watch of this bird, if any
            frame = pending[i]
            if type(frame) is HuntWatch and (frame.player, frame.card) == (self.player, self.card):
                if not frame.succeeded:
                    pending[i] = HuntWatch(frame.player, frame.card, True)
                break
        step.offer_pink_powers(event)


@frozen
class HuntWatch(Work):
    """Beneath one activation of ``player``'s ``card`` from another power (``watch_hunt``):
    whether the card's hunt succeeded meanwhile (``succeeded``, set by ``HuntSucceeded``). Run
    once the activation is over, it adds ``card`` to the running power's slot
    ``HUNTS_SUCCEEDED`` (a power rewarding its activated predators' successes)."""

    TAG: ClassVar[str] = "hunt-watch"
    MAT_BIRDS: ClassVar[tuple[str, ...]] = ("card",)

    player: int = field(metadata=PLAYER)
    card: int = field(metadata=BIRD)
    succeeded: bool = False

    def run(self, step: GameStep) -> None:
        if self.succeeded and step.powers:
            found = step.recall(HUNTS_SUCCEEDED)
            step.remember(HUNTS_SUCCEEDED, "birds", found + (self.card,))


#: The frames and moves of a row's brown powers, one value each (``values.shared``).
_activate_row = shared(ActivateRow)
_offer_power = shared(OfferPower)
_use_power = shared(UsePower)
