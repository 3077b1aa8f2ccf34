"""The numbers a frame, a move or an event holds, in range for the game they are in: players,
cards, goals and food vectors that exist, counts no loop runs long on (read from the field
kinds each class declares, ``state.fields``)."""

from __future__ import annotations

from functools import cache, lru_cache
from typing import TYPE_CHECKING, Any

import attrs

from ...effects import Delayable, effects_at
from ...effects.bonus import BonusDraftPick
from ...effects.catalog import CardSet
from ...effects.draft import DraftPick, DrawIntoPool
from ...effects.hooks import FOR_BIRD, extra_food, extra_jokers
from ...effects.payment import cache_share_fits
from ...state.enums import FOOD_TYPES, DieFace, Food, Timing
from ...state.events import BaseEvent
from ...state.fields import Kind, kinds
from ...state.model import (
    EMPTY,
    HIDDEN,
    MAX_POINTS,
    ROUNDS,
    GameState,
)
from ...state.protocol import MAX_SLOT_COUNT, Decision, Frame, Slot
from ..frames import (
    BeginTurn,
    ChooseBonus,
    EndRound,
    OfferPower,
    PayEggs,
    SetupBirds,
    SpendCached,
    TurnEndPart,
)
from ..modes import VARIANTS
from ..triggers import pink_answers
from .conservation import MAX_FRAME_COUNT, MAX_TOKENS

if TYPE_CHECKING:
    from ..frames import SpendCached
    from ..modes import Variant


def _variant(state: GameState) -> Variant | None:

    return VARIANTS.get(state.config.mode.TAG)


def _rival_turn(state: GameState) -> bool:
    """Whether the stack is a rival's turn between two of the players' turns (the Automa's):
    the next turn or the round's end at the bottom, the rival's turn frame right above it."""

    variant = _variant(state)
    rival = variant.RIVAL_TURN if variant is not None else None
    return (
        rival is not None
        and len(state.pending) > 1
        and type(state.pending[0]) in (BeginTurn, EndRound)
        and type(state.pending[1]) is rival
    )


def _frame_problem(state: GameState, cards: CardSet, frame: object) -> str | None:

    modes = getattr(type(frame), "MODES", None)
    if modes is not None and state.config.mode.TAG not in modes:
        return f"it belongs to another mode than {state.config.mode.name}"
    problem = _values_problem(state, cards, frame)
    if problem:
        return problem
    modes = getattr(type(frame), "MODES", None)  # a mode's own frame, in its games only
    if modes is not None and state.config.mode.TAG not in modes:
        return f"it belongs to another mode than {state.config.mode.name}"
    variant = _variant(state)
    if variant is not None and variant.DEFERRED is not None and type(frame) is variant.DEFERRED:
        return _deferred_problem(state, cards, frame)
    if isinstance(frame, TurnEndPart):
        return _turn_end_problem(state, cards, frame)
    block = getattr(frame, "block", None)
    if block is not None:
        problem = _block_problem(state, cards, getattr(frame, "power", None), block)
        if problem:
            return problem
    if isinstance(frame, SpendCached):
        problem = _spend_cached_problem(state, cards, frame)
        if problem:
            return problem
    chosen = getattr(frame, "chosen", None)
    if isinstance(chosen, Food) and isinstance(frame, Decision):
        problem = _chosen_food_problem(state, cards, frame, chosen)
        if problem:
            return problem
    if isinstance(frame, PayEggs):
        eggs = sum(b.eggs for row in state.players[frame.player].mat for b in row)
        if not 1 <= frame.remaining <= eggs:
            return f"it asks for {frame.remaining} eggs, and the player's birds hold {eggs}"
    if isinstance(frame, EndRound) and not 0 <= frame.stage <= EndRound.LAST_STAGE:
        return "a round ends in stages 0-2"
    if isinstance(frame, SetupBirds):
        rest = frame.dealt[frame.index :]
        if not 0 <= frame.kept <= frame.index < len(frame.dealt) <= len(cards.birds):
            return "its dealt cards, index and count kept disagree"
        if len(set(rest)) < len(rest) or not set(rest) <= set(state.players[frame.player].hand):
            return "the dealt cards still to decide are not in the player's hand"
    if isinstance(frame, ChooseBonus):
        offered = frame.offered
        if len(set(offered)) < len(offered) or not set(offered) <= set(
            state.players[frame.player].bonus
        ):
            return "the offered bonus cards are not the player's"
        if not 1 <= frame.keep <= len(offered):
            return "it keeps more bonus cards than it offers"
    named = getattr(frame, "hand_cards", None)
    if named is not None:
        cards_named = named()
        hand = state.players[getattr(frame, "player")].hand  # noqa: B009 - any frame type
        if len(set(cards_named)) < len(cards_named) or not set(cards_named) <= set(hand):
            return "it names cards that are not in its player's hand"
    on = getattr(frame, "on", None)
    if type(on) is int:
        row = state.players[getattr(frame, "player")].mat[getattr(frame, "habitat")]  # noqa: B009
        if not -1 <= on < len(row):
            return "it plays a bird on top of an empty slot"
    if isinstance(frame, OfferPower):
        row = state.players[frame.player].mat[frame.habitat]
        if not 0 <= frame.column < len(row):
            return "it offers the power of an empty slot"
        power = cards.birds[row[frame.column].card].power
        if power is None:
            return "it offers the power of a bird with no power"
        if frame.pink != (power.timing is Timing.ONCE_BETWEEN_TURNS):
            return "it offers a power of another colour"
        if frame.pink != (frame.trigger is not None):
            return "a pink power's offer, and only one, holds the event that triggered it"
        if frame.trigger is not None and not (
            power.trigger is not None
            and pink_answers(power.trigger, frame.trigger, cards)
            and getattr(frame.trigger, "player", None) != frame.player
        ):
            return "its trigger is not another player's event that this power answers"
        rivals = frame.trigger is not None and not hasattr(frame.trigger, "player")
        if rivals and not _rival_turn(state):  # a rival's event (the Automa's): on its turn
            return "a rival's event offers pink powers only during its turn"
    for name in ("power",):
        index = getattr(frame, name, None)
        if type(index) is int and not 0 <= index < len(state.powers):
            return f"{name} {index} is not a running power"
    return None


def _spend_cached_problem(state: GameState, cards: CardSet, frame: SpendCached) -> str | None:
    """Whether a payment waiting for the cache's share could be paid: the cache's share of
    each food within what may be spent, the rest within the supply."""

    paid, from_cache, caps = frame.paid, frame.from_cache, frame.caps
    if any(len(counts) != FOOD_TYPES for counts in (paid, from_cache, caps)):
        return "its payment is not a count of each food type"
    player = state.players[frame.player]
    supply, spendable = player.food, extra_food(player, cards, FOR_BIRD)
    jokers = extra_jokers(player, cards, FOR_BIRD)
    if not frame.least == from_cache[frame.food] <= frame.most <= paid[frame.food]:
        return "its bounds disagree with the payment"
    for food in range(FOOD_TYPES):
        if paid[food] - from_cache[food] > supply[food]:
            return "the supply cannot pay the rest"
    if not cache_share_fits(paid, supply, spendable, jokers, caps, from_cache):
        return "it takes more cached food than may be spent"
    return None


def _chosen_food_problem(
    state: GameState, cards: CardSet, frame: Decision, food: Food
) -> str | None:
    """Whether a cost waiting to hear if its ``food`` comes from the cache could be paid
    either way (the question is asked only then)."""

    player = state.players[getattr(frame, "player", -1)]
    if not (player.food[food] and extra_food(player, cards)[food]):
        return f"its {food.label} cannot come from both the supply and the cached food"
    return None


class _Limits:
    """The values each kind of field (``state.fields.Kind``) may hold in a game of a card set:
    its lowest and highest number and, for a vector, its size."""

    __slots__ = ("ranges", "sizes")

    def __init__(self, players: int, birds: int, bonus: int, goal_tiles: int) -> None:

        count = MAX_FRAME_COUNT + birds  # no loop runs long on it
        self.ranges: dict[Kind, tuple[int, int]] = {
            Kind.PLAYER: (0, players - 1),
            Kind.BIRD: (0, birds - 1),
            Kind.TRAY_SLOT: (EMPTY, birds - 1),
            Kind.FACE_DOWN: (HIDDEN, birds - 1),  # face down in a pink power's offer
            Kind.BONUS: (0, bonus - 1),
            Kind.GOAL: (0, 2 * goal_tiles - 1),
            Kind.FOOD: (0, MAX_TOKENS),
            Kind.PER_PLAYER: (0, 10 * MAX_POINTS * ROUNDS),
            Kind.CARD_COUNT: (0, birds),
            Kind.COUNT: (0, count),
            Kind.PLAIN: (-1, count),
        }
        self.sizes: dict[Kind, int] = {Kind.FOOD: FOOD_TYPES, Kind.PER_PLAYER: players}


@lru_cache(maxsize=16)
def _limits(players: int, birds: int, bonus: int, goal_tiles: int) -> _Limits:
    return _Limits(players, birds, bonus, goal_tiles)


@cache
def _plan(cls: type) -> tuple[tuple[str, Kind], ...]:
    """Each field of ``cls`` with its declared kind; a field of a class that declares none (a
    bird selector's conditions) is a plain number, or holds values checked by their own."""

    declared = dict(kinds(cls))
    return tuple((f.name, declared.get(f.name, Kind.PLAIN)) for f in attrs.fields(cls))


def _values_problem(state: GameState, cards: CardSet, value: object) -> str | None:
    """Whether a frame or an event, or any value inside it (an event it holds, a bird
    selector, frames), has a number out of the range its field declares (``state.fields``):
    players and cards that exist, food vectors of the right length, counts no loop runs long
    on. The types themselves were checked when the save was read."""
    limits = _limits(
        len(state.players), len(cards.birds), len(cards.bonus_cards), len(cards.goal_tiles)
    )
    return _object_problem(value, limits)


def _object_problem(value: object, limits: _Limits) -> str | None:
    cls: type = type(value)
    event = issubclass(cls, BaseEvent)  # an event's problems are told in its own words
    for name, kind in _plan(cls):
        problem = _field_problem(name, kind, getattr(value, name), limits, event)
        if problem:
            return problem
    return None


def _field_problem(
    name: str, kind: Kind, value: object, limits: _Limits, event: bool
) -> str | None:
    """Whether ``value``, of field ``name`` declared ``kind`` (a tuple: each of its values, or
    the vector itself), is out of range."""

    if type(value) is int:
        low, high = limits.ranges[kind]
        if low <= value <= high:
            return None
        if event:
            return f"{name} holds a value out of range"
        if kind is Kind.PLAYER:
            return f"{name} {value} is not a player of the game"
        if kind is Kind.BIRD:
            return f"{name} {value} is not a card of the set"
        return f"{name} {value} is out of range"
    if type(value) is tuple:
        size = limits.sizes.get(kind)
        if size is not None and value and all(type(v) is tuple for v in value):
            for v in value:  # vectors of vectors (one tally per payment...): each checked
                problem = _field_problem(name, kind, v, limits, event)
                if problem:
                    return problem
            return None
        if size is not None:  # a vector: one count per food type, one value per player
            low, high = limits.ranges[kind]
            if len(value) == size and all(type(v) is int and low <= v <= high for v in value):
                return None
            if not event:
                return f"{name} is not a count of each food type"
            if len(value) != size:
                return f"{name} must hold {size} values"
            return f"{name} holds a value out of range"
        for v in value:
            problem = _field_problem(name, kind, v, limits, event)
            if problem:
                return problem
        return None
    if value is not None and attrs.has(type(value)):  # what it holds: an event, frames
        return _object_problem(value, limits)
    return None


def _slot_problem(slot: Slot, cards: CardSet, players: int) -> str | None:
    """Whether what a power remembers is of a known kind, each value one of that kind: cards
    and birds of the set, food types, die faces, players of the game; a name holds one
    value."""

    limits = {"cards": len(cards.birds), "birds": len(cards.birds), "food": FOOD_TYPES}
    limits["dice"] = len(DieFace)
    limits["players"] = players
    limits["counts"] = MAX_SLOT_COUNT + 1
    if slot.kind not in limits:
        return f"{slot.kind!r} is not a kind of value a power remembers"
    if slot.kind == "counts" and len(slot.values) != FOOD_TYPES:
        return "it does not hold a count for each food type"
    if not all(0 <= v < limits[slot.kind] for v in slot.values):
        return f"it holds a value that is not one of the {slot.kind}"
    return None


def _bird_problem(state: GameState, frame: Frame, depth: int) -> str | None:
    """Whether the birds a frame acts on are its player's: those its fields name
    (``MAT_BIRDS``) and, for a frame acting on "this bird", the bird of the power it runs in."""
    player = getattr(frame, "player", None)
    if player is None:
        return None
    mat = state.players[player].mat
    for name in frame.MAT_BIRDS:
        card = getattr(frame, name)
        if not any(bird.card == card for row in mat for bird in row):
            return f"{name} {card} is not a bird of player {player}"
    if frame.ON_POWER_BIRD and (depth == 0 or state.powers[depth - 1].owner != player):
        return f"it acts on the bird of a power player {player} does not own"
    return None


def _block_problem(
    state: GameState, cards: CardSet, power: object, block: tuple[int, ...]
) -> str | None:
    """Whether ``block`` names a block of the running power at ``power``: pairs of (effect,
    block) positions, none negative, that exist in that bird's power."""

    if type(power) is not int or not 0 <= power < len(state.powers):
        return "it names no running power"
    effects = cards.birds[state.powers[power].runs].power
    if len(block) % 2 or any(i < 0 for i in block) or effects is None:
        return "its block is not a block of the power"
    try:
        effects_at(effects.effects, block)
    except IndexError:
        return "its block is not a block of the power"
    return None


def _turn_end_problem(state: GameState, cards: CardSet, frame: object) -> str | None:
    """Whether a part of a power waiting for the turn's end runs: a part of its bird's power
    that says "at end of turn", the bird on its owner's mat."""

    assert isinstance(frame, TurnEndPart)
    if not -1 <= frame.source < len(cards.birds):
        return "it copies the power of a card that does not exist"
    power = cards.birds[frame.bird if frame.source < 0 else frame.source].power
    if power is None:
        return "it runs the power of a bird with no power"
    if not any(bird.card == frame.bird for row in state.players[frame.owner].mat for bird in row):
        return f"bird {frame.bird} is not a bird of player {frame.owner}"
    path = frame.path
    if len(path) % 2 != 1 or any(i < 0 for i in path):
        return "its path is not a part of the power"
    try:
        effect = effects_at(power.effects, path[:-1])[path[-1]]
    except IndexError:
        return "its path is not a part of the power"
    if not (isinstance(effect, Delayable) and getattr(effect, "at_end_of_turn", False)):
        return "that part of the power does not wait for the end of the turn"
    return None


def _deferred_problem(state: GameState, cards: CardSet, frame: Any) -> str | None:
    """Whether the part of a power waiting for a turn's end (Flock) runs: a block of its
    bird's power for players of the game, or a draft's layout and picks."""

    power = cards.birds[frame.bird].power
    if power is None:
        return "it runs the power of a bird with no power"
    if not any(bird.card == frame.bird for row in state.players[frame.owner].mat for bird in row):
        return f"bird {frame.bird} is not a bird of player {frame.owner}"
    if frame.frames:
        drafts = DraftPick | DrawIntoPool | BonusDraftPick  # a bird-card or bonus-card draft
        if not all(isinstance(f, drafts) for f in frame.frames):
            return "only a draft's layout and picks wait for a turn's end"
        for f in frame.frames:
            problem = _values_problem(state, cards, f)
            if problem:
                return problem
        return None
    if not frame.players or len(frame.block) % 2 or any(i < 0 for i in frame.block):
        return "its block is not a block of the power"
    try:
        effects_at(power.effects, frame.block)
    except IndexError:
        return "its block is not a block of the power"
    return None
