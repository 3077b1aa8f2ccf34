"""Bird powers in the engine: pink triggers matched against events, and running a power.

Triggers are data: a pink power's ``Trigger`` is an event pattern, matched here against the
typed events the rules emit. A match becomes an ``OfferPower`` decision for the *owner*, in
clockwise order from the active player's left neighbour ([U] #17), at most once between the
owner's turns (rules 3.9).

Executing the effects of a power (the interpreter) is the next milestone: until it lands every
power is reported by ``unsupported_effects`` and ``wingspan check``, and using one emits
``PowerNotExecutable`` and changes nothing else.
"""

from __future__ import annotations

from .. import frames as F
from ..effects import OnActionTaken, OnBirdPlayed, OnPredatorSucceeded, Power, walk_effects
from ..enums import Habitat, Timing
from ..events import ActionCompleted, BirdPlayed, PowerNotExecutable
from .rules import WORK

#: Effect types the engine executes. Empty until the power interpreter lands.
EXECUTABLE_EFFECTS: frozenset[type] = frozenset()


def unsupported_effects(power: Power) -> list[str]:
    """Names of the effect types in ``power`` that the engine cannot execute yet."""
    missing = {type(e).__name__ for e in walk_effects(power.effects)} - {
        t.__name__ for t in EXECUTABLE_EFFECTS
    }
    if not power.effects:
        missing.add("(empty power)")
    return sorted(missing)


def _matches(trigger, event) -> bool:
    if type(trigger) is OnBirdPlayed:
        return type(event) is BirdPlayed and trigger.habitat in (None, event.habitat)
    if type(trigger) is OnActionTaken:
        return (
            type(event) is ActionCompleted
            and event.action is trigger.action
            and (trigger.gained is None or event.gained[trigger.gained] > 0)
        )
    if type(trigger) is OnPredatorSucceeded:
        return False  # predator successes are emitted by the power interpreter
    return False


def offer_triggered_powers(step, event) -> None:
    """Push the pink powers that ``event`` (caused by the active player) triggers."""
    actor = event.player
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
                    and bird.card not in player.pink_used
                    and _matches(power.trigger, event)
                ):
                    offers.append(F.OfferPower(p, Habitat(h), c, pink=True))
    step.pending.extend(reversed(offers))  # the first in order ends on top


@lambda f: WORK.__setitem__(F.RunPower, f)
def _run_power(step, frame):
    power = step.cards.birds[frame.card].power
    if unsupported_effects(power):
        step.emit(PowerNotExecutable(frame.player, frame.card))
