"""The promo packs' options in ``GameConfig.expansions`` (docs/promos.md, "Options"): the
unconfirmed facts of their new mechanics (rules-expansions A), each with the suggested
default."""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

from attrs import frozen

from ...errors import ConfigError
from ...state.enums import DieFace
from ...state.modes import ExpansionOptions

if TYPE_CHECKING:
    from ...state.model import GameConfig

#: The faces of a food die opposite each other if a die's faces, in the order the rules list
#: them (the base die: invertebrate/seed, invertebrate, seed, fish, rodent, fruit; the Oceania
#: die with seed/nectar and fruit/nectar in the places of seed and fruit), are numbered 1-6 and
#: opposite faces add up to 7, as on a common die. A convention a table may choose
#: (``PromoOptions(opposite_faces=FACES_ADDING_TO_SEVEN)``), not a known fact (U5).
FACES_ADDING_TO_SEVEN: tuple[tuple[DieFace, DieFace], ...] = (
    (DieFace.INVERTEBRATE_SEED, DieFace.FRUIT),
    (DieFace.INVERTEBRATE, DieFace.RODENT),
    (DieFace.SEED, DieFace.FISH),
    (DieFace.INVERTEBRATE_SEED, DieFace.FRUIT_NECTAR),
    (DieFace.SEED_NECTAR, DieFace.FISH),
)


@frozen
class PromoOptions(ExpansionOptions):
    """The promo packs' options.

    ``power_action_after_steps`` (U23): a habitat action a power takes (the Alpine Swift's)
    is a full habitat action: the steps an expansion adds after an action follow it (the
    Americas hummingbird action); False leaves them out.
    ``power_action_pink`` (U31): that action counts as taking it for the pink powers that
    answer the action ("when another player takes the lay-eggs action"); False offers none.
    ``opposite_faces`` (U5): the pairs of die faces opposite each other, for a power gaining the
    food on the face opposite a rolled one (the Black-and-White Warbler's); none are known, so
    by default there are none and such a power gains the rolled food only.
    ``FACES_ADDING_TO_SEVEN`` is one convention a table may choose. A face may be in a pair
    for each kind of die (the base and the Oceania die); a pair counts only when its other face
    is on the game's dice.

    A power caching the round's goal tile (the Daurian Jackdaw's, U22): the tile scores 1
    point on the bird, no goal is scored that round, and every later round has a turn more.
    ``cached_goal_no_goal``: on a "No Goal" round it still caches the tile (1 point) and
    changes nothing else (that round keeps its cube once); False: nothing is cached there.
    ``cached_goal_duet``: in Duet the round's Duet goal tile is cached (nobody scores it, the
    later rounds have a turn more, and the next round is started by the player who did not
    start this one, as on a Duet tie); False: the power does nothing in Duet.
    ``cached_goal_automa``: against the Automa it scores no goal either (its cubes on the
    tile come back), and it takes a turn after each of the player's, the extra ones
    included; False: the power does nothing against the Automa.
    """

    TAG: ClassVar[str] = "promos"

    power_action_after_steps: bool = True
    power_action_pink: bool = True
    opposite_faces: tuple[tuple[DieFace, DieFace], ...] = ()
    cached_goal_no_goal: bool = True
    cached_goal_duet: bool = True
    cached_goal_automa: bool = True

    def check(self, config: GameConfig) -> None:
        for pair in self.opposite_faces:
            if len(pair) != 2 or pair[0] is pair[1]:
                raise ConfigError(f"opposite_faces: pairs of two different die faces, not {pair!r}")

    def opposite(self, face: DieFace, faces: tuple[DieFace, ...]) -> tuple[DieFace, ...]:
        """The faces among ``faces`` (a die's) opposite ``face`` (``opposite_faces``)."""
        found = [b for a, b in self.opposite_faces if a is face]
        found += [a for a, b in self.opposite_faces if b is face]
        return tuple(f for f in faces if f in found)


#: The rules resting on an unconfirmed reading (``Expansion.unconfirmed``; ``wingspan check``).
UNCONFIRMED: tuple[tuple[str, str, str], ...] = (
    ("U5", "opposite_faces", "the face opposite a rolled die's (Black-and-White Warbler)"),
    ("U22", "cached_goal_no_goal", "a goal tile cached on a 'No Goal' round (Daurian Jackdaw)"),
    ("U22", "cached_goal_duet", "a goal tile cached in Duet (Daurian Jackdaw)"),
    ("U22", "cached_goal_automa", "a goal tile cached against the Automa (Daurian Jackdaw)"),
    ("U23", "power_action_after_steps", "a habitat action a power takes (Alpine Swift)"),
    ("U31", "power_action_pink", "pink powers answering a power's habitat action"),
)
