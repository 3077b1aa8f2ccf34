"""Moves: the answers to decisions. Small frozen values, compared structurally.

Every decision the engine asks (``legal_moves``) is answered by exactly one of these. Cards are
card ids of the game's card set; a bird on a mat is named by its habitat and column.
``describe`` turns any move into a readable label (used by frontends and the scenario kit).
"""

from __future__ import annotations

from typing import ClassVar

from attrs import frozen

from .enums import Action, DieFace, Food, Habitat


# --- setup ------------------------------------------------------------------------------------
@frozen
class KeepBird:
    """Setup: keep this dealt bird card (and discard one food for it)."""

    TAG: ClassVar[str] = "keep-bird"

    card: int


@frozen
class DiscardBird:
    """Setup: discard this dealt bird card."""

    TAG: ClassVar[str] = "discard-bird"

    card: int


@frozen
class DiscardFood:
    """Discard one food token of this type (setup: one per kept bird)."""

    TAG: ClassVar[str] = "discard-food"

    food: Food


@frozen
class KeepBonus:
    """Keep this bonus card (the others offered are discarded)."""

    TAG: ClassVar[str] = "keep-bonus"

    card: int


# --- choosing the action ----------------------------------------------------------------------
@frozen
class PlayBird:
    """Play this bird card from your hand into ``habitat``."""

    TAG: ClassVar[str] = "play-bird"

    card: int
    habitat: Habitat


@frozen
class TakeAction:
    """Take a habitat action: gain food, lay eggs or draw cards."""

    TAG: ClassVar[str] = "take-action"

    action: Action


# --- resources --------------------------------------------------------------------------------
@frozen
class SpendFood:
    """Pay a bird's food cost with these tokens (per food type; 2-for-1 included)."""

    TAG: ClassVar[str] = "spend-food"

    payment: tuple[int, ...]


@frozen
class SpendEgg:
    """Pay one egg of a bird's egg cost from the bird at (habitat, column)."""

    TAG: ClassVar[str] = "spend-egg"

    habitat: Habitat
    column: int


@frozen
class TakeDie:
    """Take a die showing ``face`` out of the birdfeeder and gain ``food`` from it."""

    TAG: ClassVar[str] = "take-die"

    face: DieFace
    food: Food


@frozen
class Reroll:
    """Reroll all five dice (allowed when every die in the birdfeeder shows the same face)."""

    TAG: ClassVar[str] = "reroll"


@frozen
class LayEgg:
    """Lay one egg on your bird at (habitat, column)."""

    TAG: ClassVar[str] = "lay-egg"

    habitat: Habitat
    column: int


@frozen
class DrawFromTray:
    """Take the face-up card in tray slot ``slot`` (0-2)."""

    TAG: ClassVar[str] = "draw-from-tray"

    slot: int


@frozen
class DrawFromDeck:
    """Draw the top card of the deck."""

    TAG: ClassVar[str] = "draw-from-deck"


@frozen
class DiscardCard:
    """Discard this card from your hand."""

    TAG: ClassVar[str] = "discard-card"

    card: int


@frozen
class DiscardEgg:
    """Discard one egg from your bird at (habitat, column)."""

    TAG: ClassVar[str] = "discard-egg"

    habitat: Habitat
    column: int


@frozen
class Stop:
    """Take no more: accept fewer resources than you are entitled to."""

    TAG: ClassVar[str] = "stop"


@frozen
class Skip:
    """Decline an optional step (a conversion bonus, a power)."""

    TAG: ClassVar[str] = "skip"


@frozen
class UsePower:
    """Use the power of your bird at (habitat, column)."""

    TAG: ClassVar[str] = "use-power"

    habitat: Habitat
    column: int


# --- answering powers --------------------------------------------------------------------------
@frozen
class Accept:
    """Do the optional part of a power ("you may ...")."""

    TAG: ClassVar[str] = "accept"


@frozen
class ChooseFood:
    """Choose a food type (a wild gain, a trade)."""

    TAG: ClassVar[str] = "choose-food"

    food: Food


@frozen
class ChooseHabitat:
    """Choose a habitat (where a bird moves to)."""

    TAG: ClassVar[str] = "choose-habitat"

    habitat: Habitat


@frozen
class ChoosePlayer:
    """Choose a player (who starts a round of "each player" effects)."""

    TAG: ClassVar[str] = "choose-player"

    player: int


@frozen
class ChooseBird:
    """Choose your bird at (habitat, column) (whose power to repeat)."""

    TAG: ClassVar[str] = "choose-bird"

    habitat: Habitat
    column: int


@frozen
class TuckCard:
    """Tuck this card from your hand behind the bird whose power is running."""

    TAG: ClassVar[str] = "tuck-card"

    card: int


@frozen
class TakeCard:
    """Take this card from the cards a power laid out (a draft)."""

    TAG: ClassVar[str] = "take-card"

    card: int


Move = (
    KeepBird
    | DiscardBird
    | DiscardFood
    | KeepBonus
    | PlayBird
    | TakeAction
    | SpendFood
    | SpendEgg
    | TakeDie
    | Reroll
    | LayEgg
    | DrawFromTray
    | DrawFromDeck
    | DiscardCard
    | DiscardEgg
    | Stop
    | Skip
    | UsePower
    | Accept
    | ChooseFood
    | ChooseHabitat
    | ChoosePlayer
    | ChooseBird
    | TuckCard
    | TakeCard
)

MOVE_TYPES: tuple[type, ...] = Move.__args__
