"""The promo packs' options in ``GameConfig.expansions`` (docs/promos.md, "Options"): the
unconfirmed facts of their new mechanics (rules-expansions A), each with the suggested
default."""

from __future__ import annotations

from typing import ClassVar

from attrs import frozen

from ...state.modes import ExpansionOptions


@frozen
class PromoOptions(ExpansionOptions):
    """The promo packs' options.

    ``power_action_after_steps`` (U23): a habitat action a power takes (the Alpine Swift's)
    is a full habitat action: the steps an expansion adds after an action follow it (the
    Americas hummingbird action); False leaves them out.
    ``power_action_pink`` (U31): that action counts as taking it for the pink powers that
    answer the action ("when another player takes the lay-eggs action"); False offers none.

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
    cached_goal_no_goal: bool = True
    cached_goal_duet: bool = True
    cached_goal_automa: bool = True


#: Which rules rest on each unconfirmed reading (docs/promos.md, "Options"; ``wingspan check``
#: lists them for a game with the set).
UNCONFIRMED: tuple[tuple[str, str, str], ...] = (
    ("U22", "cached_goal_no_goal", "a goal tile cached on a 'No Goal' round"),
    ("U22", "cached_goal_duet", "a goal tile cached in Duet"),
    ("U22", "cached_goal_automa", "a goal tile cached against the Automa"),
    ("U23", "power_action_after_steps", "a habitat action taken by a power, with the Americas"),
    ("U31", "power_action_pink", "a habitat action taken by a power, for pink powers"),
)
