"""Pink powers: each power's trigger (an event pattern, ``effects.triggers``) is matched
against the typed events the rules emit.

A match becomes an ``OfferPower`` decision for the power's *owner*, in clockwise order from the
active player's left neighbour ([U] #17), at most once between the owner's turns (rules 3.9).
It is asked right after its trigger, or, when the trigger happened inside a power (a tuck in
the middle of "tuck, then draw"), right after that whole power (rules 3.9); a power done
wholly "at the end of their turn" is asked at the end of the turn, after everything else in it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, TypeAlias

from ..effects import Delayable, Trigger
from ..state.enums import NO_FOOD, Action, Habitat, Timing
from ..state.events import (
    ActionCompleted,
    ActionUpgraded,
    BirdPlayed,
    BonusCardsDrawn,
    CardTucked,
    Event,
    FeederReset,
    FoodCached,
    FoodGained,
    PredatorSucceeded,
)
from .frames import EndPower, OfferPower, at_round_end
from .modes import variant_for

if TYPE_CHECKING:
    from ..effects.catalog import CardSet
    from .step import Step


#: The events the engine offers pink powers for (each trigger declares which, ``EVENTS``).
PinkEvent: TypeAlias = (
    BirdPlayed
    | ActionCompleted
    | PredatorSucceeded
    | CardTucked
    | FoodGained
    | FoodCached
    | FeederReset
    | BonusCardsDrawn
    | ActionUpgraded
)


def offer_triggered_powers(step: Step, event: PinkEvent) -> None:
    """Push the pink powers that ``event`` triggers for the players other than its actor.

    Pink powers answer only during another player's turn (rules 3.9): events caused on a
    player's own turn, even by an opponent's effect, trigger nothing of theirs. The mode may
    keep more players out (Flock: the players the dial points at, rules 8.2).

    The offer keeps the event as every player may see it (``Event.public``: a card tucked
    from the hand stays secret).
    """
    actor = event.player
    if actor != step.active_player:
        return
    triggers = step.cards.derived.get(("pink-triggers-for", type(event)), UNKNOWN)
    if triggers is UNKNOWN:  # ``pink_triggers_for``, its answer read directly once known
        triggers = pink_triggers_for(step.cards, type(event))
    if triggers is None:
        return  # no pink power of this card set can answer this kind of event
    n = step.config.players
    found: dict[int, list[tuple[int, int]]] = {}  # per rival, the (row, column) that answer
    for p in range(n):
        if p == actor:
            continue
        player = step.players[p]
        for h, row in enumerate(player.mat):
            for bird in row:  # its column found only when it answers (no two are equal)
                trigger = triggers[bird.card]
                if (
                    trigger is not None
                    and bird.card not in player.pink_used
                    and trigger.matches_in(event, step.cards)
                ):
                    found.setdefault(p, []).append((h, row.index(bird)))
    if not found or at_round_end(step.pending):
        # The usual case: no bird answers (the mode's order is not needed). Nor does any at
        # the end of a round (rules 4.1, 9.1): asked last, as the scan changes nothing.
        return
    variant = variant_for(step.config)
    order = [(actor + k) % n for k in range(1, n)]
    order = [p for p in order if p in found and variant.may_answer_pink(step, p)]
    if not step.config.house.pink_order_clockwise:
        order.reverse()
    shown: Event = event.public() if isinstance(event, CardTucked | BonusCardsDrawn) else event
    offers = [
        OfferPower(p, Habitat(h), c, pink=True, trigger=shown) for p in order for h, c in found[p]
    ]
    if step.config.house.pink_right_after_trigger:
        step.pending.extend(reversed(offers))  # the first in order ends on top
        return
    waits = pink_at_turn_end(step.cards)
    now = []
    for offer in offers:
        card = step.players[offer.player].mat[offer.habitat][offer.column].card
        if not (waits[card] and step.before_turn_ends(offer)):
            now.append(offer)
    if type(event) is BirdPlayed:
        # The bird's play places them itself: before its white power or after it, by the
        # house rule ``pink_before_white`` (rules 3.9), even for a bird a power played.
        step.pending.extend(reversed(now))
    else:
        push_after_power(step, now)


#: What ``CardSet.derived`` answers for a key not derived yet (its values may be None).
UNKNOWN = object()


def push_after_power(step: Step, offers: list[OfferPower]) -> None:
    """Push ``offers`` (the first in order to be asked first) right after the power running on
    the active player's side, once it is wholly done, or on top of the stack when none runs
    (rules 3.9: a pink power triggered inside another power waits for that power's end).

    The innermost running power's ``EndPower`` is the highest one in the stack: the offers go
    just below it, so they are asked once it has dropped the power's context."""
    if not offers:
        return
    pending = step.pending
    if step.powers:
        for i in range(len(pending) - 1, -1, -1):
            if type(pending[i]) is EndPower:
                pending[i:i] = reversed(offers)
                return
    pending.extend(reversed(offers))  # the first in order ends on top


def pink_at_turn_end(cards: CardSet) -> tuple[bool, ...]:
    """Per bird card of ``cards``, whether its pink power is done wholly "at the end of their
    turn" (every part of it held back, ``Delayable.at_end_of_turn``): such a power is asked at
    the end of the triggering player's turn, not right after its trigger (rules 3.9). Derived
    once per card set (``CardSet.derived``)."""
    found: tuple[bool, ...] | None = cards.derived.get("pink-at-turn-end")
    if found is None:
        found = tuple(
            bird.power is not None
            and bird.power.timing is Timing.ONCE_BETWEEN_TURNS
            and bool(bird.power.effects)
            and all(
                isinstance(e, Delayable) and bool(getattr(e, "at_end_of_turn", False))
                for e in bird.power.effects
            )
            for bird in cards.birds
        )
        cards.derived["pink-at-turn-end"] = found
    return found


def pink_triggers_for(cards: CardSet, kind: type[Event]) -> tuple[Trigger | None, ...] | None:
    """Like ``pink_triggers``, keeping only the triggers that may match an event of type
    ``kind`` (``Trigger.EVENTS``, declared by each trigger class); None when none may.
    Derived once per card set and event type (``CardSet.derived``).

    Why: most events a turn emits can trigger only a few of the rivals' pink powers (a bird
    played, not a card tucked), so the rest are not tested at all.
    """
    key = ("pink-triggers-for", kind)
    if key in cards.derived:
        found: tuple[Trigger | None, ...] | None = cards.derived[key]
        return found
    every = tuple(
        trigger
        if trigger is not None and (trigger.EVENTS is None or kind in trigger.EVENTS)
        else None
        for trigger in pink_triggers(cards)
    )
    found = every if any(trigger is not None for trigger in every) else None
    cards.derived[key] = found
    return found


def pink_triggers(cards: CardSet) -> tuple[Trigger | None, ...]:
    """Per bird card of ``cards``, the trigger of its pink power (once between turns), or
    None for a bird without one; derived once per card set (``CardSet.derived``).

    Why: every event a turn emits is matched against every rival's birds, so the per-bird
    test is one look-up here instead of reading the card's power, timing and trigger.
    """
    found: tuple[Trigger | None, ...] | None = cards.derived.get("pink-triggers")
    if found is None:
        found = tuple(
            bird.power.trigger
            if bird.power is not None and bird.power.timing is Timing.ONCE_BETWEEN_TURNS
            else None
            for bird in cards.birds
        )
        cards.derived["pink-triggers"] = found
    return found


def pink_answers(trigger: Trigger, event: Event, cards: CardSet) -> bool:
    """Whether a pink power with ``trigger`` answers ``event``: a player's event it matches,
    or a rival's event (the Automa's, which names no player) that offers every pink power
    (``EVERY_PINK_POWER``) or stands for a habitat action by another player (``LIKE_ACTION``:
    it gained no food)."""
    if getattr(event, "EVERY_PINK_POWER", False):
        return True
    action = getattr(event, "LIKE_ACTION", None)
    if isinstance(action, Action):
        return trigger.matches_in(ActionCompleted(-1, action, NO_FOOD), cards)
    return trigger.matches_in(event, cards)


def offer_pink_powers_to_all(step: Step, trigger: Event) -> None:
    """Offer every player's ready pink powers that answer ``trigger`` (``pink_answers``) now,
    whoever is active: a rival that is not a player (the Automa) activating them between two
    turns (rules 6.3); with the Automa's "activate all pink powers", every one of them.

    The once-between-turns limit applies as always (``Player.pink_used``, rules 3.9); the order
    is the players' seat order, each player's birds forest first, left to right.
    """
    triggers = pink_triggers(step.cards)
    offers = []
    for p, player in enumerate(step.players):
        for h, row in enumerate(player.mat):
            for c, bird in enumerate(row):
                pink = triggers[bird.card]
                if (
                    pink is not None
                    and bird.card not in player.pink_used
                    and pink_answers(pink, trigger, step.cards)
                ):
                    offers.append(OfferPower(p, Habitat(h), c, pink=True, trigger=trigger))
    step.pending.extend(reversed(offers))  # the first in order ends on top
