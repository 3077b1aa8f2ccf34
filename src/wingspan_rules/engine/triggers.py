"""Pink powers: each power's trigger (an event pattern, ``effects.triggers``) is matched
against the typed events the rules emit.

A match becomes an ``OfferPower`` decision for the power's *owner*, in clockwise order from the
active player's left neighbour ([U] #17), at most once between the owner's turns (rules 3.9).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..enums import Habitat, Timing
from ..events import ActionCompleted, BirdPlayed, Event, PredatorSucceeded
from .frames import OfferPower

if TYPE_CHECKING:
    from .step import Step


def offer_triggered_powers(
    step: Step, event: BirdPlayed | ActionCompleted | PredatorSucceeded
) -> None:
    """Push the pink powers that ``event`` triggers for the players other than its actor.

    Pink powers answer only during another player's turn (rules 3.9): events caused on a
    player's own turn, even by an opponent's effect, trigger nothing of theirs.
    """
    actor = event.player
    if actor != step.active_player:
        return
    n = step.config.players
    order = [(actor + k) % n for k in range(1, n)]
    if not step.config.house.pink_order_clockwise:
        order.reverse()
    birds = step.cards.birds
    offers = []
    for p in order:
        player = step.players[p]
        for h, row in enumerate(player.mat):
            for c, bird in enumerate(row):
                power = birds[bird.card].power
                if (
                    power is not None
                    and power.timing is Timing.ONCE_BETWEEN_TURNS
                    and power.trigger is not None
                    and bird.card not in player.pink_used
                    and power.trigger.matches(event)
                ):
                    offers.append(OfferPower(p, Habitat(h), c, pink=True, trigger=event))
    step.pending.extend(reversed(offers))  # the first in order ends on top


def offer_pink_powers_to_all(step: Step, trigger: Event, probe: Event | None = None) -> None:
    """Offer every player's ready pink powers now, whoever is active: a rival that is not a
    player (the Automa) activating them between two turns (rules 6.3).

    With ``probe`` None, every pink power is offered whatever its trigger ("activate all pink
    powers"); otherwise only those whose trigger matches ``probe``, an event of the kind a
    player's action would emit. ``trigger`` is the event the offers show as their cause. The
    once-between-turns limit applies as always (``Player.pink_used``, rules 3.9); the order is
    the players' seat order, each player's birds forest first, left to right.
    """
    birds = step.cards.birds
    offers = []
    for p, player in enumerate(step.players):
        for h, row in enumerate(player.mat):
            for c, bird in enumerate(row):
                power = birds[bird.card].power
                if (
                    power is not None
                    and power.timing is Timing.ONCE_BETWEEN_TURNS
                    and bird.card not in player.pink_used
                    and (
                        probe is None
                        or (power.trigger is not None and power.trigger.matches(probe))
                    )
                ):
                    offers.append(OfferPower(p, Habitat(h), c, pink=True, trigger=trigger))
    step.pending.extend(reversed(offers))  # the first in order ends on top
