"""Moves: the answers to decisions. Small frozen values, compared structurally.

Every decision the engine asks (``legal_moves``) is answered by exactly one of these. Cards are
card ids of the game's card set; a bird on a mat is named by its habitat and column.
Each move declares its stable ``TAG`` (saved games, records) and its ``label`` (the readable text
frontends show and the scenario kit matches), naming cards and birds through the engine's
``Naming``. The classes are final: ``Move`` is the closed union of them, and a decision tells
its answers apart by their exact type.
"""

from __future__ import annotations

from typing import ClassVar, final

from attrs import field, frozen

from .enums import Action, DieFace, Food, Habitat
from .fields import BIRD, BONUS, COUNT, FOOD, PLAIN, PLAYER
from .protocol import Naming

_ACTION_LABELS = {
    Action.GAIN_FOOD: "gain food",
    Action.LAY_EGGS: "lay eggs",
    Action.DRAW_CARDS: "draw cards",
}


# --- setup ------------------------------------------------------------------------------------
@final
@frozen
class KeepBird:
    """Setup: keep this dealt bird card (and discard one food for it)."""

    TAG: ClassVar[str] = "keep-bird"

    card: int = field(metadata=BIRD)

    def label(self, names: Naming) -> str:
        return f"keep {names.bird(self.card)}"


@final
@frozen
class DiscardBird:
    """Setup: discard this dealt bird card."""

    TAG: ClassVar[str] = "discard-bird"

    card: int = field(metadata=BIRD)

    def label(self, names: Naming) -> str:
        return f"discard {names.bird(self.card)}"


@final
@frozen
class DiscardFood:
    """Discard one food token of this type (setup: one per kept bird)."""

    TAG: ClassVar[str] = "discard-food"

    food: Food

    def label(self, names: Naming) -> str:
        return f"discard 1 {self.food.label}"


@final
@frozen
class KeepBonus:
    """Keep this bonus card (the others offered are discarded)."""

    TAG: ClassVar[str] = "keep-bonus"

    card: int = field(metadata=BONUS)

    def label(self, names: Naming) -> str:
        return f"keep {names.bonus(self.card)}"


# --- choosing the action ----------------------------------------------------------------------
@final
@frozen
class PlayBird:
    """Play this bird card from your hand into ``habitat``."""

    TAG: ClassVar[str] = "play-bird"

    card: int = field(metadata=BIRD)
    habitat: Habitat

    def label(self, names: Naming) -> str:
        return f"play {names.bird(self.card)} in {self.habitat.label}"


@final
@frozen
class TakeAction:
    """Take a habitat action: gain food, lay eggs or draw cards."""

    TAG: ClassVar[str] = "take-action"

    action: Action

    def label(self, names: Naming) -> str:
        return _ACTION_LABELS[self.action]


# --- resources --------------------------------------------------------------------------------
@final
@frozen
class SpendFood:
    """Pay a bird's food cost with these tokens (per food type; 2-for-1 included)."""

    TAG: ClassVar[str] = "spend-food"

    payment: tuple[int, ...] = field(metadata=FOOD)

    def label(self, names: Naming) -> str:
        spent = [f"{n} {Food(f).label}" for f, n in enumerate(self.payment) if n]
        return "pay " + (", ".join(spent) or "nothing")


@final
@frozen
class SpendEgg:
    """Pay one egg of a bird's egg cost from the bird at (habitat, column)."""

    TAG: ClassVar[str] = "spend-egg"

    habitat: Habitat
    column: int = field(metadata=PLAIN)

    def label(self, names: Naming) -> str:
        return f"pay an egg from {names.bird_at(None, self.habitat, self.column)}"


@final
@frozen
class TakeDie:
    """Take a die showing ``face`` out of the birdfeeder and gain ``food`` from it."""

    TAG: ClassVar[str] = "take-die"

    face: DieFace
    food: Food

    def label(self, names: Naming) -> str:
        if len(self.face.foods) > 1:
            face = self.face.label
            article = "an" if face[0] in "aeiou" else "a"
            return f"take {self.food.label} (from {article} {face} die)"
        return f"take {self.food.label}"


@final
@frozen
class RemoveDie:
    """Take a die showing ``face`` out of the birdfeeder, gaining nothing from it."""

    TAG: ClassVar[str] = "remove-die"

    face: DieFace

    def label(self, names: Naming) -> str:
        face = self.face.label
        article = "an" if face[0] in "aeiou" else "a"
        return f"remove {article} {face} die"


@final
@frozen
class PickBird:
    """Pick your bird at (habitat, column) for what a power does to each bird picked."""

    TAG: ClassVar[str] = "pick-bird"

    habitat: Habitat
    column: int = field(metadata=PLAIN)

    def label(self, names: Naming) -> str:
        return f"pick {names.bird_at(None, self.habitat, self.column)}"


@final
@frozen
class Reroll:
    """Reroll all five dice (allowed when every die in the birdfeeder shows the same face)."""

    TAG: ClassVar[str] = "reroll"

    def label(self, names: Naming) -> str:
        return "reroll the birdfeeder"


@final
@frozen
class LayEgg:
    """Lay one egg on your bird at (habitat, column)."""

    TAG: ClassVar[str] = "lay-egg"

    habitat: Habitat
    column: int = field(metadata=PLAIN)

    def label(self, names: Naming) -> str:
        return f"lay an egg on {names.bird_at(None, self.habitat, self.column)}"


@final
@frozen
class DrawFromTray:
    """Take the face-up card in tray slot ``slot`` (0-2)."""

    TAG: ClassVar[str] = "draw-from-tray"

    slot: int = field(metadata=PLAIN)

    def label(self, names: Naming) -> str:
        card = names.tray_card(None, self.slot)
        return f"draw {card} from the tray" if card else f"draw tray card {self.slot + 1}"


@final
@frozen
class DrawFromDeck:
    """Draw the top card of the deck."""

    TAG: ClassVar[str] = "draw-from-deck"

    def label(self, names: Naming) -> str:
        return "draw from the deck"


@final
@frozen
class DiscardCard:
    """Discard this card from your hand."""

    TAG: ClassVar[str] = "discard-card"

    card: int = field(metadata=BIRD)

    def label(self, names: Naming) -> str:
        return f"discard {names.bird(self.card)}"


@final
@frozen
class DiscardEgg:
    """Discard one egg from your bird at (habitat, column)."""

    TAG: ClassVar[str] = "discard-egg"

    habitat: Habitat
    column: int = field(metadata=PLAIN)

    def label(self, names: Naming) -> str:
        return f"discard an egg from {names.bird_at(None, self.habitat, self.column)}"


@final
@frozen
class Stop:
    """Take no more: accept fewer resources than you are entitled to."""

    TAG: ClassVar[str] = "stop"

    def label(self, names: Naming) -> str:
        return "stop"


@final
@frozen
class TakeAmount:
    """Take ``amount`` of what a power gives at once (all of it, or fewer: rules 10.1 #1)."""

    TAG: ClassVar[str] = "take-amount"

    amount: int = field(metadata=COUNT)

    def label(self, names: Naming) -> str:
        return f"take {self.amount}" if self.amount else "take none"


@final
@frozen
class Skip:
    """Decline an optional step (a conversion bonus, a power)."""

    TAG: ClassVar[str] = "skip"

    def label(self, names: Naming) -> str:
        return "skip"


@final
@frozen
class UsePower:
    """Use the power of your bird at (habitat, column)."""

    TAG: ClassVar[str] = "use-power"

    habitat: Habitat
    column: int = field(metadata=PLAIN)

    def label(self, names: Naming) -> str:
        return f"use the power of {names.bird_at(None, self.habitat, self.column)}"


# --- answering powers --------------------------------------------------------------------------
@final
@frozen
class Accept:
    """Do the optional part of a power ("you may ...")."""

    TAG: ClassVar[str] = "accept"

    def label(self, names: Naming) -> str:
        return "yes"


@final
@frozen
class ChooseFood:
    """Choose a food type (a wild gain, a trade)."""

    TAG: ClassVar[str] = "choose-food"

    food: Food

    def label(self, names: Naming) -> str:
        return f"choose {self.food.label}"


@final
@frozen
class ChooseHabitat:
    """Choose a habitat (where a bird moves to)."""

    TAG: ClassVar[str] = "choose-habitat"

    habitat: Habitat

    def label(self, names: Naming) -> str:
        return f"move to {self.habitat.label}"


@final
@frozen
class ChoosePlayer:
    """Choose a player (who starts a round of "each player" effects)."""

    TAG: ClassVar[str] = "choose-player"

    player: int = field(metadata=PLAYER)

    def label(self, names: Naming) -> str:
        return f"start with player {self.player}"


@final
@frozen
class ChooseOtherPlayer:
    """Choose the other player a power reaches ("another player of your choice")."""

    TAG: ClassVar[str] = "choose-other-player"

    player: int = field(metadata=PLAYER)

    def label(self, names: Naming) -> str:
        return f"choose {names.player(self.player)}"


@final
@frozen
class ChooseBird:
    """Choose your bird at (habitat, column) (whose power to repeat)."""

    TAG: ClassVar[str] = "choose-bird"

    habitat: Habitat
    column: int = field(metadata=PLAIN)

    def label(self, names: Naming) -> str:
        return f"repeat {names.bird_at(None, self.habitat, self.column)}"


@final
@frozen
class TuckCard:
    """Tuck this card from your hand behind the bird whose power is running."""

    TAG: ClassVar[str] = "tuck-card"

    card: int = field(metadata=BIRD)

    def label(self, names: Naming) -> str:
        return f"tuck {names.bird(self.card)}"


@final
@frozen
class TakeCard:
    """Take this card from the cards a power laid out (a draft)."""

    TAG: ClassVar[str] = "take-card"

    card: int = field(metadata=BIRD)

    def label(self, names: Naming) -> str:
        return f"take {names.bird(self.card)}"


@final
@frozen
class CoverBird:
    """Play the bird on top of your bird at (habitat, column), instead of paying its cost."""

    TAG: ClassVar[str] = "cover-bird"
    habitat: Habitat
    column: int = field(metadata=PLAIN)

    def label(self, names: Naming) -> str:
        return f"play it on top of {names.bird_at(None, self.habitat, self.column)}"


@final
@frozen
class CacheOnBird:
    """Cache this food from the supply on your bird at (habitat, column) (a power caching on
    any of your birds, rules 9.1)."""

    TAG: ClassVar[str] = "cache-on-bird"

    food: Food
    habitat: Habitat
    column: int = field(metadata=PLAIN)

    def label(self, names: Naming) -> str:
        return f"cache {self.food.label} on {names.bird_at(None, self.habitat, self.column)}"


@final
@frozen
class GiveCard:
    """Give this card from your hand to the player a power names (giving is not spending)."""

    TAG: ClassVar[str] = "give-card"

    card: int = field(metadata=BIRD)

    def label(self, names: Naming) -> str:
        return f"give {names.bird(self.card)}"


# --- a mode's moves -----------------------------------------------------------------------------
class ModeMove:
    """The base of a move a mode declares in its package (``variants/<mode>/moves.py``, listed
    in the package's ``MOVES``; ``wingspan_rules.moves.MOVE_TYPES`` joins them to the base
    game's). Like the base moves, a mode's move is a final frozen class with its ``TAG`` and its
    ``label``.

    ``FOLLOWS``: the base move the mode's move comes after in the table of moves, when it has a
    place there already (the action encoding's ids follow that order, ``ENCODING_VERSION``);
    None puts it after the base game's moves."""

    TAG: ClassVar[str]
    FOLLOWS: ClassVar[type | None] = None

    def label(self, names: Naming) -> str:
        raise NotImplementedError


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
    | TakeAmount
    | Skip
    | UsePower
    | Accept
    | ChooseFood
    | ChooseHabitat
    | ChoosePlayer
    | ChooseBird
    | TuckCard
    | TakeCard
    | ChooseOtherPlayer
    | CoverBird
    | RemoveDie
    | PickBird
    | CacheOnBird
    | GiveCard
    | ModeMove
)

#: The base game's moves, in their declaration order (``wingspan_rules.moves.MOVE_TYPES`` adds
#: the modes' own).
BASE_MOVES: tuple[type, ...] = tuple(t for t in Move.__args__ if t is not ModeMove)
