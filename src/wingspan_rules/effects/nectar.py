"""Nectar, a food more than one expansion brings (rules-expansions 9.2.3, 9.5.12).

Nectar's own rule as a food (``hooks.FoodRule``), whichever box it comes from: a token pays any
icon of a bird's food cost, one for one (it is wild for bird costs); it is never one of the two
foods given up in a 2-for-1; a power naming a food never counts it for that food (it is a food
type of its own, so only a power naming nectar or "wild" sees it); and every player's unused
nectar is discarded at each round's end (after the round-end powers, before the goal).

Where spent nectar goes is the declaring package's: Oceania keeps it on the spent-nectar space
of the habitat it was spent for and scores a majority of those spaces
(``nectar_rule(spent=...)``); a package without spent spaces (the Americas without Oceania,
rules-expansions U16: discarded at round end, no spent spaces) declares ``NECTAR``, and spent
nectar goes back to the supply as the base foods do.

When several packages of a game declare nectar, the rule that keeps spent nectar somewhere wins
(``hooks.active`` merges the rules of one food: ``merge_food_rules``), so Oceania's spent spaces
count in a game of Oceania and the Americas (9.5.13).
"""

from __future__ import annotations

import attrs

from ..state.enums import Food
from .hooks import FoodRule, FoodSpent

#: Nectar as every package reads it, with no spent spaces: spent nectar returns to the supply.
NECTAR = FoodRule(Food.NECTAR, wild=True, exchangeable=False, discard_at_round_end=True)


def nectar_rule(spent: FoodSpent | None = None) -> FoodRule:
    """Nectar's food rule, its spent tokens going to ``spent`` (None: back to the supply)."""
    return NECTAR if spent is None else attrs.evolve(NECTAR, spent=spent)
