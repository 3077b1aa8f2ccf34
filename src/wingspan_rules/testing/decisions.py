"""A pending decision described as data, not only in English: who decides, which power (the
bird and its owner), which part of it (the block of effects the decision is about) and what
that part would do, and whether it may be declined.

A replay of a real game answers the "you may" parts of a power from what the log says was done;
``pending_decision`` tells it which power and part is asking, without parsing the question.
"""

from __future__ import annotations

from typing import Any

import attrs

from ..api import rules_for
from ..effects import Effect
from ..effects.walk import effects_at
from ..engine import Rules
from ..engine.core import focus
from ..engine.frames import EndPower, Resolve
from ..state.model import GameState
from ..state.moves import Skip, Stop
from ..state.protocol import Decision


@attrs.frozen
class PendingDecision:
    """One pending decision as data.

    ``kind``: the decision's tag (``"offer-optional"``, ``"offer-power"``...); ``fields``: its
    own values (player, habitat, column, counts...). ``bird`` and ``owner``: the bird whose
    power is running or offered, by name, and its owner (None outside a power). ``part``: where
    in that power's effects the decision is (``effects.effects_at`` positions): the block it
    offers (a "you may" part, an "up to" count), or else the effect asking it (as deep as the
    pending stack tells: a decision inside the last effect of a block names the effect holding
    that block); None for an offer of the whole power, or outside a power. ``effects``: the
    effects of the part (all the power's, for an offer of it), and ``would``: their English,
    what they do if accepted. ``declinable``: a "skip" or "stop" answers it.
    """

    player: int
    kind: str
    question: str
    fields: dict[str, Any]
    bird: str | None = None
    owner: int | None = None
    part: tuple[int, ...] | None = None
    effects: tuple[Effect, ...] = ()
    would: str = ""
    declinable: bool = False


def _fields(decision: Decision) -> dict[str, Any]:
    fields = attrs.fields(type(decision))  # type: ignore[arg-type]  # every frame is attrs
    return {f.name: getattr(decision, f.name) for f in fields}


def _running_effect(pending: tuple[Any, ...], power: int, top: int) -> tuple[int, ...] | None:
    """The position of the effect of power ``power`` that asks the decision on top of
    ``pending``, as deep as the stack tells: the next ``Resolve`` of that power below says the
    effect before its ``index``; its ``EndPower`` first says the power's last effect (``top``
    effects). A decision inside a block's last effect names the effect that holds the block."""
    for frame in reversed(pending[:-1]):
        if type(frame) is Resolve and frame.power == power:
            return (*frame.block, frame.index - 1)
        if type(frame) is EndPower:
            return (top - 1,) if top else None
    return None


def pending_decision(
    state: GameState, rules: Rules | None = None, player: int | None = None
) -> PendingDecision:
    """The decision pending in ``state`` (``player``'s; by default the first deciding
    player's), as data (see ``PendingDecision``)."""
    rules = rules or rules_for(state)
    if not rules.current_players(state):
        raise ValueError("no decision is pending: the game is over")
    view = focus(state, player)
    decision: Decision = view.pending[-1]  # type: ignore[assignment]  # a stop is a decision
    fields = _fields(decision)
    moves = rules.legal_moves(state, player)
    declinable = any(type(m) in (Skip, Stop) for m in moves)
    question = rules.describe_decision(state, player)
    cards = rules.cards
    bird: str | None = None
    owner: int | None = None
    part: tuple[int, ...] | None = None
    effects: tuple[Effect, ...] = ()
    index = fields.get("power")
    if isinstance(index, int) and 0 <= index < len(view.powers):
        context = view.powers[index]
    elif view.powers and "habitat" not in fields:
        context = view.powers[-1]
    else:
        context = None
    if "habitat" in fields and "column" in fields and fields.get("player") is not None:
        # an offer of a bird's power: the bird on the mat at (habitat, column)
        row = view.players[fields["player"]].row(fields["habitat"])
        if 0 <= fields["column"] < len(row):
            bird, owner = cards.birds[row[fields["column"]].card].name, fields["player"]
            power = cards.birds[row[fields["column"]].card].power
            effects = power.effects if power is not None else ()
    elif context is not None:
        bird, owner = cards.birds[context.bird].name, context.owner
        power = cards.birds[context.runs].power
        block = fields.get("block", fields.get("path"))
        if power is not None and isinstance(block, tuple):
            part = block
            effects = effects_at(power.effects, block)
        elif power is not None:
            part = _running_effect(view.pending, view.powers.index(context), len(power.effects))
            if part is not None:
                effects = (effects_at(power.effects, part[:-1])[part[-1]],)
    would = ", then ".join(e.describe() for e in effects)
    return PendingDecision(
        player=decision.player,
        kind=decision.TAG,
        question=question,
        fields=fields,
        bird=bird,
        owner=owner,
        part=part,
        effects=effects,
        would=would,
        declinable=declinable,
    )
