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
    """

    TAG: ClassVar[str] = "promos"

    power_action_after_steps: bool = True
    power_action_pink: bool = True
