"""The Americas' options (``AmericasOptions`` in ``GameConfig.expansions``): every fact of the
expansion no public source settles (rules-expansions section A, U7-U21), each a named field
with the suggested default, so that a player who owns the rulebook sets it right in one line
(docs/americas.md, "Options").

A reading the engine does not play yet is refused by ``check`` with a ``ConfigError`` naming
it, never played as if it were the other one.
"""

from __future__ import annotations

from typing import ClassVar

from attrs import frozen

from ...errors import ConfigError
from ...state.model import GameConfig
from ...state.modes import ExpansionOptions

#: The readings of the options that take a word, each field's words, the suggested first.
WORDS: dict[str, tuple[str, ...]] = {
    "advance_marker": ("group", "choose"),
    "row_benefit": ("base", "none"),
    "bonus_action_row": ("choose",),
    "return_pile": ("choose",),
    "empty_pile_marker": ("returned",),
    "garden_refill": ("end-of-turn", "at-once", "never"),
    "group_goal_counts": ("marker",),
    "points_goal_counts": ("sum",),
    "egg_limit_goal_rounding": ("down", "up", "nearest"),
    "charm_champion": ("table",),
    "moved_bird_hummingbird_row": ("new", "start"),
    "starting_hummingbird": ("deck", "none"),
    "wingspan_run_hummingbird": ("left-end", "small-end"),
}

#: The options whose every reading the engine plays (the others: only the words it lists).
#: ``duet_token_on_attract`` is played at its default only (``check`` refuses the other
#: reading, naming it; so is a solo rival taking hummingbirds, U15, which the mode's options
#: say: ``ModeOptions.rival_takes``).
_DEFAULT_ONLY = {
    "duet_token_on_attract": False,
}


@frozen
class AmericasOptions(ExpansionOptions):
    """The unconfirmed facts of the Americas expansion (rules-expansions A), each with the
    suggested default; the number of each is its U number.

    * ``advance_marker`` (U7): which marker a hummingbird's "advance" benefit moves: ``"group"``
      that of the attracted hummingbird's group; ``"choose"`` any marker the player chooses.
    * ``row_benefit`` (U8): what the "row" benefit gives: ``"base"`` the row's base benefit, 1
      (a die in the forest, an egg in the grassland, a card in the wetland); ``"none"`` nothing.
    * ``track_bonus_starts``, ``track_bonus_gap``, ``shuffle_track_bonuses`` (U9): the tracker's
      [hummingbird] bonus spaces: in each group's column the levels N and N + gap (levels
      counted from START = 0), one N per column; the [S] layout N = 4, 4, 3, 2, 1 shuffled over
      the columns for each game (False: in group order).
    * ``bonus_action_row`` (U10): the row of a hummingbird action from a track bonus or a power:
      ``"choose"`` the player chooses.
    * ``return_pile``, ``empty_pile_marker``, ``power_return_advances`` (U11): the player
      chooses the garden pile (``"choose"``); a return onto an empty pile advances the returned
      group's marker (``"returned"``); a return by a power advances a marker as the action's
      does (True).
    * ``garden_refill`` (U12): an empty garden pile gets the top card of the hummingbird deck
      ``"end-of-turn"``, ``"at-once"`` (as soon as it is emptied), or ``"never"``.
    * ``group_goal_counts``, ``points_goal_counts`` (U13): a group goal tile counts that
      group's marker value (``"marker"``); "Hummingbird Points" the sum of all five (``"sum"``).
    * ``egg_limit_goal_rounding`` (U14): the blue side of "Total of egg limits (/ 5)":
      ``"down"``, ``"up"`` or ``"nearest"``.
    * ``charm_champion`` (U15): Charm Champion scores by the table of the other Automa bonus
      cards (``"table"``). Whether the solo rival takes hummingbirds is its mode's option
      (``ModeOptions.rival_takes("hummingbirds")``; default: it takes none and moves no
      markers; the other reading is refused, not played yet).
    * ``discard_nectar_at_round_end`` (U16): without Oceania, unused nectar is discarded at
      each round's end and spent nectar goes back to the supply (True); False: unused nectar
      is kept from round to round (spent nectar still goes back to the supply). With Oceania,
      its own nectar rule is played either way (9.5.13).
    * ``bonus_reentry`` (U17): a marker moved down and up again onto a [hummingbird] space
      gives its hummingbird action again (True); False: once per space and marker.
    * ``moved_bird_hummingbird_row`` (U18): after a bird moved the action cube to another row,
      the hummingbird action is in the ``"new"`` row (where the cube ends) or the ``"start"``.
    * ``ranger_points`` (U19): a hummingbird's points for the Rangers' point runs (0).
    * ``starting_hummingbird`` (U20): each player's starting hummingbird, in the grassland
      space, is the top card of the hummingbird deck (``"deck"``); ``"none"`` starts without.
    * ``duet_token_on_attract`` (U21): Duet: attracting places no Duet token (False).

    And the readings of 9.5.8 (hummingbirds as birds) the rules give as provisional or from
    one source only (no U number; docs/americas.md):

    * ``wingspan_run_hummingbird``: for the Data Analysts a hummingbird in its space is the
      smallest wingspan at the row's left end (``"left-end"``, where it lies: it extends a
      run rising from the row's first bird); ``"small-end"``: it joins the longest run at
      whichever end is its small end.
    * ``empty_space_is_empty_slot``: an empty hummingbird space counts as an empty slot of its
      row for Great Crested Grebe's "per empty slot in this row" (True, 9.5.8's provisional
      answer); False: only the bird spaces.
    * ``goals_count_hummingbirds``: the end-of-round goals counting birds count the
      hummingbirds in the spaces (True, 9.5.8 [S]: by their row, "Total birds", "Birds in 1
      row", "White and no powers", the beak goals by their beak); False: no goal counts
      them. "Filled columns" counts the spaces as a column either way (9.5.8 [O]).
    """

    TAG: ClassVar[str] = "americas"

    advance_marker: str = "group"  # U7
    row_benefit: str = "base"  # U8
    track_bonus_starts: tuple[int, ...] = (4, 4, 3, 2, 1)  # U9
    track_bonus_gap: int = 4  # U9
    shuffle_track_bonuses: bool = True  # U9
    bonus_action_row: str = "choose"  # U10
    return_pile: str = "choose"  # U11
    empty_pile_marker: str = "returned"  # U11
    power_return_advances: bool = True  # U11
    garden_refill: str = "end-of-turn"  # U12
    group_goal_counts: str = "marker"  # U13
    points_goal_counts: str = "sum"  # U13
    egg_limit_goal_rounding: str = "down"  # U14
    charm_champion: str = "table"  # U15
    discard_nectar_at_round_end: bool = True  # U16
    bonus_reentry: bool = True  # U17
    moved_bird_hummingbird_row: str = "new"  # U18
    ranger_points: int = 0  # U19
    starting_hummingbird: str = "deck"  # U20
    duet_token_on_attract: bool = False  # U21
    wingspan_run_hummingbird: str = "left-end"  # 9.5.8
    empty_space_is_empty_slot: bool = True  # 9.5.8, provisional
    goals_count_hummingbirds: bool = True  # 9.5.8 [S]

    def __attrs_post_init__(self) -> None:
        for name, words in WORDS.items():
            value = getattr(self, name)
            if value not in words:
                raise ConfigError(f"{name}: one of {', '.join(map(repr, words))}, not {value!r}")
        starts = self.track_bonus_starts
        if len(starts) != 5 or not all(
            isinstance(n, int) and n >= 1 and n + self.track_bonus_gap <= 8 for n in starts
        ):
            raise ConfigError(
                "track_bonus_starts: one level per group (5), each 1 or more, with the level "
                "track_bonus_gap above it at most 8 (the top of the track)"
            )
        if not 0 <= self.track_bonus_gap <= 7 or not 0 <= self.ranger_points <= 10:
            raise ConfigError("track_bonus_gap is 0-7 and ranger_points 0-10")

    def check(self, config: GameConfig) -> None:
        for name, default in _DEFAULT_ONLY.items():
            if getattr(self, name) != default:
                raise ConfigError(
                    f"{name}={getattr(self, name)!r} (rules-expansions A) is not played yet: "
                    f"only {default!r} is (docs/americas.md)"
                )


#: The component a mode's rival may take part with (``ModeOptions.rival_takes``).
HUMMINGBIRDS = "hummingbirds"

#: The options in force without any configured (the suggested defaults).
OPTIONS = AmericasOptions()

#: Which rules rest on each unconfirmed reading (docs/americas.md; ``wingspan check`` lists
#: them for a game with the set).
UNCONFIRMED: tuple[tuple[str, str, str], ...] = (
    ("U7", "advance_marker", "the 10 hummingbirds whose benefit is 'advance'"),
    ("U8", "row_benefit", "the 5 hummingbirds whose benefit is 'row'"),
    ("U9", "track_bonus_starts", "the tracker's [hummingbird] bonus spaces"),
    ("U10", "bonus_action_row", "the hummingbird action of a track bonus"),
    ("U11", "return_pile", "returning a hummingbird to the garden"),
    ("U12", "garden_refill", "an emptied garden pile"),
    ("U13", "group_goal_counts", "the hummingbird goal tiles"),
    ("U14", "egg_limit_goal_rounding", "the goal 'Total of egg limits'"),
    ("U15", "charm_champion", "the solo rival with the Americas"),
    ("U16", "discard_nectar_at_round_end", "nectar without Oceania"),
    ("U17", "bonus_reentry", "a marker moved down and up again"),
    ("U18", "moved_bird_hummingbird_row", "birds that move with the action cube"),
    ("U19", "ranger_points", "the Rangers with hummingbirds"),
    ("U20", "starting_hummingbird", "setup"),
    ("U21", "duet_token_on_attract", "Duet with the Americas"),
    ("9.5.8", "wingspan_run_hummingbird", "the Data Analysts with hummingbirds"),
    ("9.5.8", "empty_space_is_empty_slot", "empty slots counted with hummingbird spaces"),
    ("9.5.8", "goals_count_hummingbirds", "end-of-round goals with hummingbirds"),
)
