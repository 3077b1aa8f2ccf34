"""The Automa's options and its side of the table in a game (rules 6): the tagged values the
state layer carries (``GameConfig.mode``, ``GameState.mode_state``) without naming the mode."""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

import attrs
from attrs import field, frozen

from ...errors import ConfigError
from ...state.fields import BIRD, BONUS, COUNT, FACE_DOWN, PLAIN
from ...state.model import HIDDEN, ROUNDS, is_count
from ...state.modes import ModeOptions, ModeState
from ..flags import flag

if TYPE_CHECKING:
    from ...state.model import GameConfig

#: The Automa's difficulty levels: points per face-down Automa bird (rules 6.1).
AUTOMA_DIFFICULTIES: dict[int, str] = {3: "Eaglet", 4: "Eagle", 5: "Eagle-eyed Eagle"}
#: The most food the Automa may be counted as holding for the tiebreak (``tiebreak_food``).
MAX_AUTOMA_FOOD = 100
#: The longest card name a configuration may give (a bonus card's name).
MAX_NAME = 100
#: The boxes of the Automa's Spent Nectar Collection card: one per habitat (9.2.11).
NECTAR_BOXES = 3
#: The most nectar a box may start with (``nectar_start``), and hold (saves are checked).
MAX_START_NECTAR = 20
MAX_NECTAR = 100


@frozen
class AutomaOptions(ModeOptions):
    """How the Automa plays (rules 6): the options of the solo mode against it.

    ``difficulty``: the points each of its face-down birds scores: 3 (Eaglet), 4 (Eagle, the
    normal level) or 5 (Eagle-eyed Eagle) (rules 6.1).
    ``expert``: the optional expert card, Automubon Society, joins its deck (rules 6.1 #4).
    ``human_first``: the human takes the first turn of every round ([U] #13, the default);
    ``False`` passes the first turn between the human and the Automa each round, like the
    first-player token of a two-player game, the first round's drawn at random.
    ``tiebreak_food``: the unused food the Automa is counted as holding when its total ties
    the human's ([U] #16; default 2).
    ``pink_on_actions``: whether the Automa's lay-eggs, gain-food and draw actions also offer
    the human's pink powers that such an action by another player would trigger ([U] #14;
    default ``False``: only the "activate all pink powers" symbol offers them, rules 6.3).
    ``bonus_card``: the name of the bonus card given to the Automa instead of drawing one
    (rules 6.1 #6: with the European expansion, one of its Automa-only cards); empty: drawn.
    ``takes_hummingbirds`` ([U] U15, rules-expansions 9.5.13): whether the Automa attracts
    hummingbirds and moves their markers (default ``False``: it takes none); the hummingbirds'
    code reads it as ``config.mode.rival_takes("hummingbirds")``.
    ``nectar_majority`` ([U] U33, 9.2.11): whether the Automa keeps its Spent Nectar Collection
    card and takes a place in the nectar majority with its boxes (default ``False``: it holds
    no nectar and takes no place). With it, in a game with the nectar majority:
    ``nectar_start`` ([U] U4): the nectar put in each of its three boxes at setup, by
    difficulty (Eaglet, Eagle, Eagle-eyed Eagle; default 3, 4, 5, the scan's reading);
    ``nectar_sections`` ([U] U4): the rounds (1-4) whose sections of an Automa card line up
    with its forest, grassland and wetland boxes (default 1, 2, 3): at each round's end, for
    each of two Automa cards drawn, a box whose section adds a cube gains 1 nectar, one whose
    section removes a cube loses 1 if it has any.
    """

    difficulty: int = attrs.field(
        default=4,
        metadata=flag(
            "against the Automa: points per face-down Automa bird ("
            + ", ".join(f"{v} {n}" for v, n in AUTOMA_DIFFICULTIES.items())
            + "; default 4)",
            choices=tuple(sorted(AUTOMA_DIFFICULTIES)),
        ),
    )
    expert: bool = attrs.field(
        default=False, metadata=flag("against the Automa: add its expert card")
    )
    human_first: bool = True
    tiebreak_food: int = 2
    pink_on_actions: bool = False
    bonus_card: str = ""
    takes_hummingbirds: bool = False
    nectar_majority: bool = False
    nectar_start: tuple[int, ...] = (3, 4, 5)
    nectar_sections: tuple[int, ...] = (1, 2, 3)

    TAG: ClassVar[str] = "automa"
    PLAYERS: ClassVar[range] = range(1, 2)  # 1 human against the Automa
    RIVAL_SEATS: ClassVar[int] = 1  # the Automa's seat (rules 6.6)
    #: The mode in the command line's help of ``--mode``.
    CLI_HELP: ClassVar[str] = "the Automa (1 player, rules 6)"

    def __attrs_post_init__(self) -> None:
        if type(self.difficulty) is not int or self.difficulty not in AUTOMA_DIFFICULTIES:
            levels = ", ".join(f"{v} ({n})" for v, n in AUTOMA_DIFFICULTIES.items())
            raise ConfigError(f"the Automa's difficulty must be one of {levels}")
        for name in (
            "expert",
            "human_first",
            "pink_on_actions",
            "takes_hummingbirds",
            "nectar_majority",
        ):
            if type(getattr(self, name)) is not bool:
                raise ConfigError(f"Automa option {name} must be True or False")
        if not is_count(self.tiebreak_food, MAX_AUTOMA_FOOD):
            raise ConfigError(f"Automa option tiebreak_food must be 0-{MAX_AUTOMA_FOOD}")
        if type(self.bonus_card) is not str or len(self.bonus_card) > MAX_NAME:
            raise ConfigError(f"Automa option bonus_card must be a name of 0-{MAX_NAME} characters")
        start = self.nectar_start
        if not _counts(start, len(AUTOMA_DIFFICULTIES), MAX_START_NECTAR):
            raise ConfigError(
                f"Automa option nectar_start: one count of 0-{MAX_START_NECTAR} per difficulty"
            )
        if not _counts(self.nectar_sections, NECTAR_BOXES, ROUNDS) or 0 in self.nectar_sections:
            raise ConfigError("Automa option nectar_sections: one round of 1-4 per habitat")

    def rival_takes(self, component: str) -> bool:
        """The Automa attracts hummingbirds only with ``takes_hummingbirds`` (U15)."""
        return component == "hummingbirds" and self.takes_hummingbirds

    def start_nectar(self) -> int:
        """The nectar in each box of its Spent Nectar Collection card at setup (U4)."""
        return self.nectar_start[sorted(AUTOMA_DIFFICULTIES).index(self.difficulty)]


def _counts(values: object, length: int, most: int) -> bool:
    """Whether ``values`` is a tuple of ``length`` counts of 0 to ``most``."""
    return (
        isinstance(values, tuple)
        and len(values) == length
        and all(is_count(v, most) for v in values)
    )


@frozen
class AutomaState(ModeState):
    """The Automa's side of the table (rules 6): public, less its deck's order and the faces
    of its face-down birds (``seen_by``).

    ``deck`` and ``revealed`` are Automa cards, as positions in the Automa deck's data
    (``variants.automa.AUTOMA_DECK``); the birds are bird card ids of the game's card set.
    """

    bonus: int = field(metadata=BONUS)  # its bonus card (an id of the card set's bonus cards)
    # this round's Automa cards still face down, top first
    deck: tuple[int, ...] = field(default=(), metadata=PLAIN)
    # this round's Automa cards revealed, the current one last
    revealed: tuple[int, ...] = field(default=(), metadata=PLAIN)
    # face-up birds: each scores its printed points
    birds: tuple[int, ...] = field(default=(), metadata=BIRD)
    # face-down birds: each scores the difficulty's points
    face_down: tuple[int, ...] = field(default=(), metadata=FACE_DOWN)
    eggs: int = field(default=0, metadata=COUNT)  # one point each
    cubes: int = field(default=0, metadata=COUNT)  # Automa cubes on the current round's goal
    # its points for each finished round's goal
    goal_points: tuple[int, ...] = field(default=(), metadata=COUNT)
    leads: bool = False  # it takes the first turn of the current round
    # the nectar in each box of its Spent Nectar Collection card, forest, grassland, wetland
    # (rules-expansions 9.2.11); empty without one (``AutomaOptions.nectar_majority``)
    nectar: tuple[int, ...] = field(default=(), metadata=COUNT)

    TAG: ClassVar[str] = "automa"

    def seen_by(self, viewer: int) -> AutomaState:
        """The Automa as everyone sees it: all of it, less the order and faces of its deck
        and the faces of its face-down birds (rules 6.2, 6.3)."""
        return attrs.evolve(
            self,
            deck=(HIDDEN,) * len(self.deck),
            face_down=(HIDDEN,) * len(self.face_down),
        )


def automa_options(config: GameConfig) -> AutomaOptions:
    """The Automa's options of ``config`` (the defaults when ``config`` is another mode's)."""
    mode = config.mode
    return mode if isinstance(mode, AutomaOptions) else _DEFAULTS


_DEFAULTS = AutomaOptions()
