"""Frames: the pending work of a game, as plain data on a stack (``GameState.pending``).

Two kinds:

* **Decisions** name the player who must answer (``player``) and carry what is needed to list
  the options; ``legal_moves`` enumerates them, ``apply`` answers the top one.
* **Work** frames run automatically (placing a bird, walking a row's brown powers, ending a
  turn) until the next decision.

No frame holds a callable, so a game paused at any decision serializes and resumes exactly.
"""

from __future__ import annotations

import attrs

from .enums import NO_FOOD, Action, Food, Habitat

frozen = attrs.frozen


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

    ``foods``: only dice giving one of these foods may be taken (empty: any die).
    ``for_action``: the gain-food action's own benefit (recorded for pink triggers).
    """

    player: int
    remaining: int
    foods: tuple[Food, ...] = ()
    for_action: bool = False


@frozen
class LayEggs(Decision):
    player: int
    remaining: int


@frozen
class DrawCards(Decision):
    player: int
    remaining: int


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
class DiscardAtEndOfTurn(Decision):
    player: int
    remaining: int


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


DECISION_TYPES = (
    SetupBirds,
    SetupFood,
    ChooseBonus,
    ChooseAction,
    PayFood,
    PayEggs,
    TakeFood,
    LayEggs,
    DrawCards,
    Conversion,
    OfferPower,
    DiscardAtEndOfTurn,
)
WORK_TYPES = (
    StartRound,
    BeginTurn,
    PlaceBird,
    FinishAction,
    ActivateRow,
    RunPower,
    EndTurn,
    EndRound,
)
FRAME_TYPES = DECISION_TYPES + WORK_TYPES

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
    | DiscardAtEndOfTurn
    | StartRound
    | BeginTurn
    | PlaceBird
    | FinishAction
    | ActivateRow
    | RunPower
    | EndTurn
    | EndRound
)
