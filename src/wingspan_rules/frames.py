"""Frames: the pending work of a game, as plain data on a stack (``GameState.pending``).

Two kinds:

* **Decisions** name the player who must answer (``player``) and carry what is needed to list
  the options; ``legal_moves`` enumerates them, ``apply`` answers the top one.
* **Work** frames run automatically (placing a bird, walking a row's brown powers, ending a
  turn) until the next decision.

No frame holds a callable, so a game paused at any decision serializes and resumes exactly.
"""

from __future__ import annotations

from attrs import frozen

from .effects import BirdTarget, Effect
from .enums import NO_FOOD, Action, DieFace, Food, Habitat


class Decision:
    """Marker base: frames that wait for ``player`` to choose."""

    __slots__ = ()


class Work:
    """Marker base: frames the engine runs by itself."""

    __slots__ = ()


# --- setup --------------------------------------------------------------------------------------
@frozen
class SetupBirds(Decision):
    """Keep or discard the dealt bird ``dealt[index]`` (rules 1.7 step 2)."""

    player: int
    dealt: tuple[int, ...]
    index: int = 0
    kept: int = 0


@frozen
class SetupFood(Decision):
    """Discard one food per kept bird. Foods are discarded in type order (``min_food`` upward),
    so that each set of discards is reached by exactly one sequence of moves."""

    player: int
    remaining: int
    min_food: int = 0


@frozen
class ChooseBonus(Decision):
    """Keep one of the ``offered`` bonus cards (which are already in the player's bonus hand)."""

    player: int
    offered: tuple[int, ...]
    keep: int = 1


# --- a turn -------------------------------------------------------------------------------------
@frozen
class ChooseAction(Decision):
    player: int


@frozen
class PayFood(Decision):
    """Choose how to pay ``card``'s food cost."""

    player: int
    card: int


@frozen
class PayEggs(Decision):
    """Choose the bird to take each egg of an egg cost from."""

    player: int
    remaining: int


@frozen
class TakeFood(Decision):
    """Take dice from the birdfeeder one at a time.

    ``remaining``: dice still to take; -1 takes every die giving one of ``foods`` ("gain all").
    ``foods``: only dice giving one of these foods may be taken (empty: any die).
    ``for_action``: the gain-food action's own benefit (recorded for pink triggers).
    ``for_power``: a power's gain (remembered by the power: "cache it").
    ``started``: a "gain all" has taken a die; it takes the rest without a reroll (the dice
    are those that were in the feeder, rules 10.1 #3).
    """

    player: int
    remaining: int
    foods: tuple[Food, ...] = ()
    for_action: bool = False
    for_power: bool = False
    started: bool = False


@frozen
class LayEggs(Decision):
    """Lay eggs one at a time; a power's eggs only on birds matching ``on`` (``bird``: this bird)."""

    player: int
    remaining: int
    on: BirdTarget | None = None
    bird: int = -1
    for_power: bool = False


@frozen
class DrawCards(Decision):
    """Draw cards one at a time, each from the tray or the deck.

    ``pool``: the cards go to the running power's laid-out cards (a draft), and all of them
    must be drawn (rules 10.1 #1).
    """

    player: int
    remaining: int
    for_power: bool = False
    pool: bool = False


@frozen
class Conversion(Decision):
    """The optional bonus of an action slot in columns 2, 4 and 6 (rules 2.3)."""

    player: int
    habitat: Habitat


@frozen
class OfferPower(Decision):
    """Whether ``player`` uses the power of their bird at (habitat, column)."""

    player: int
    habitat: Habitat
    column: int
    pink: bool = False


@frozen
class DiscardFromHand(Decision):
    """Discard cards from the hand: a power's cost, or an obligation at the end of the turn."""

    player: int
    remaining: int


# --- powers ------------------------------------------------------------------------------------
@frozen
class PowerMemory:
    """What a running power remembers between its steps.

    ``owner``/``bird``: whose power runs, on which bird ("this bird"); ``gained``: the food just
    gained ("cache it"); ``revealed``: cards looked at and not yet placed (they are counted as
    in play by the invariants); ``rolled``: the dice this power rolled; ``done``: whether the
    last cost was paid in full ("if you do"); ``chosen``: birds already given an egg ("1
    additional bird").
    """

    owner: int
    bird: int
    gained: Food | None = None
    revealed: tuple[int, ...] = ()
    rolled: tuple[DieFace, ...] = ()
    done: bool = True
    chosen: tuple[int, ...] = ()


@frozen
class Resolve(Work):
    """Run ``effects`` in order for ``actor``.

    A nested frame (the body of a "you may", a branch, one player's turn in "all players")
    hands its memory down to the frame below when it finishes; ``only_if_done`` skips the
    effects unless the cost before them was paid ("if you do").
    """

    actor: int
    effects: tuple[Effect, ...]
    memory: PowerMemory
    nested: bool = False
    only_if_done: bool = False


@frozen
class HuntSucceeded(Work):
    """Announce a predator's success (pink triggers watch for it)."""

    player: int
    card: int


@frozen
class MayDo(Decision):
    """Whether to do the optional ``body`` of a power."""

    player: int
    body: tuple[Effect, ...]


@frozen
class GainChoice(Decision):
    """Choose the type of each food gained from the supply (a wild gain, a trade)."""

    player: int
    remaining: int
    choices: tuple[Food, ...]


@frozen
class TuckFromHand(Decision):
    player: int
    remaining: int


@frozen
class PayFoodCost(Decision):
    """Discard food as a power's cost; ``trade``: then gain a different type."""

    player: int
    remaining: int
    choices: tuple[Food, ...]
    trade: bool = False


@frozen
class PayEggCost(Decision):
    player: int
    remaining: int
    on: BirdTarget
    bird: int


@frozen
class ChooseDestination(Decision):
    """Where this bird moves to."""

    player: int
    bird: int


@frozen
class ChooseRepeat(Decision):
    """Which other bird in this bird's habitat has its power repeated."""

    player: int
    bird: int
    predator_only: bool = False


@frozen
class PlayAnother(Decision):
    """Play an additional bird into ``habitat``, paying its normal cost."""

    player: int
    habitat: Habitat


@frozen
class ChooseStart(Decision):
    """Choose the player who starts an "each player" effect."""

    player: int
    body: tuple[Effect, ...]


@frozen
class DraftPick(Decision):
    """Take one of the laid-out cards (in the power's memory)."""

    player: int


# --- work -----------------------------------------------------------------------------------------
@frozen
class StartRound(Work):
    pass


@frozen
class BeginTurn(Work):
    pass


@frozen
class PlaceBird(Work):
    player: int
    card: int
    habitat: Habitat


@frozen
class FinishAction(Work):
    """The action's mat benefit is complete: announce it (pink triggers), then walk the row."""

    player: int
    action: Action
    gained: tuple[int, ...] = NO_FOOD  # food the action's dice gave, per type


@frozen
class ActivateRow(Work):
    """Offer the brown powers of ``habitat``, right to left, from ``column`` downwards."""

    player: int
    habitat: Habitat
    column: int


@frozen
class RunPower(Work):
    """Run the power of the bird ``card`` owned by ``player``."""

    player: int
    card: int


@frozen
class EndTurn(Work):
    player: int


@frozen
class EndRound(Work):
    pass


Frame = (
    SetupBirds
    | SetupFood
    | ChooseBonus
    | ChooseAction
    | PayFood
    | PayEggs
    | TakeFood
    | LayEggs
    | DrawCards
    | Conversion
    | OfferPower
    | DiscardFromHand
    | MayDo
    | GainChoice
    | TuckFromHand
    | PayFoodCost
    | PayEggCost
    | ChooseDestination
    | ChooseRepeat
    | PlayAnother
    | ChooseStart
    | DraftPick
    | StartRound
    | BeginTurn
    | PlaceBird
    | FinishAction
    | ActivateRow
    | RunPower
    | EndTurn
    | EndRound
    | Resolve
    | HuntSucceeded
)

FRAME_TYPES: tuple[type, ...] = Frame.__args__
DECISION_TYPES = tuple(t for t in FRAME_TYPES if issubclass(t, Decision))
WORK_TYPES = tuple(t for t in FRAME_TYPES if issubclass(t, Work))
