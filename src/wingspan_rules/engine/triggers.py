"""Pink powers: each power's trigger (an event pattern, ``effects.triggers``) is matched
against the typed events the rules emit.

A match becomes an ``OfferPower`` decision for the power's *owner*, in clockwise order from the
active player's left neighbour ([U] #17), at most once between the owner's turns (rules 3.9).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..enums import Habitat, Timing
from ..events import ActionCompleted, BirdPlayed, PredatorSucceeded
from ..variants._base import variant_for
from .frames import OfferPower

if TYPE_CHECKING:
    from .step import Step


def offer_triggered_powers(
    step: Step, event: BirdPlayed | ActionCompleted | PredatorSucceeded
) -> None:
    """Push the pink powers that ``event`` triggers for the players other than its actor.

    Pink powers answer only during another player's turn (rules 3.9): events caused on a
    player's own turn, even by an opponent's effect, trigger nothing of theirs. The mode may
    keep more players out (Flock: the players the dial points at, rules 8.2).
    """
    actor = event.player
    if actor != step.active_player:
        return
    n = step.config.players
    variant = variant_for(step.config)
    order = [(actor + k) % n for k in range(1, n)]
    order = [p for p in order if variant.may_answer_pink(step, p)]
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
