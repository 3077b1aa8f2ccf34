"""Nectar as a food type in a count of the types a supply holds (rules-expansions U6, the
option ``OceaniaOptions.nectar_counts_as_type``) and the one shipped card that counts them, the
promo Crested Tit, whose count comes at game end (9.2.6: after the last round's unused nectar
is discarded)."""

from __future__ import annotations

import pytest

from wingspan_rules import load_cards
from wingspan_rules.effects.supply import FoodTypesInSupply, SupplyHas
from wingspan_rules.expansions.oceania.nectar import OceaniaOptions
from wingspan_rules.testing import Scenario

SETS = ("core", "promos", "oceania")
FOUR_AND_NECTAR = {"invertebrate": 1, "seed": 1, "fish": 1, "fruit": 1, "nectar": 1}
FIVE_TYPES = SupplyHas("==", 5, FoodTypesInSupply())


@pytest.fixture(scope="module")
def cards():
    return load_cards(sets=SETS)


def _holding(cards, supply: dict[str, int], *options: OceaniaOptions):
    s = Scenario(players=2, cards=cards, sets=SETS, expansions=options)
    s.player(0).food(**supply)
    return s.build()


def test_u6_nectar_is_one_of_five_food_types_by_default(cards):
    state = _holding(cards, FOUR_AND_NECTAR)
    assert FIVE_TYPES.holds(state, None, 0)  # type: ignore[arg-type]


def test_u6_the_option_leaves_nectar_out_of_the_types(cards):
    state = _holding(cards, FOUR_AND_NECTAR, OceaniaOptions(nectar_counts_as_type=False))
    assert not FIVE_TYPES.holds(state, None, 0)  # type: ignore[arg-type]
    five_base = {"invertebrate": 1, "seed": 1, "fish": 1, "fruit": 1, "rodent": 1}
    state = _holding(cards, five_base, OceaniaOptions(nectar_counts_as_type=False))
    assert FIVE_TYPES.holds(state, None, 0)  # type: ignore[arg-type]


def test_u6_the_option_reaches_oceania_cards_on_the_base_table(cards):
    options = OceaniaOptions(table="base", nectar_counts_as_type=False)
    assert not FIVE_TYPES.holds(_holding(cards, FOUR_AND_NECTAR, options), None, 0)  # type: ignore[arg-type]
    options = OceaniaOptions(table="base")
    assert FIVE_TYPES.holds(_holding(cards, FOUR_AND_NECTAR, options), None, 0)  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("supply", "cached"),
    [({"invertebrate": 1, "seed": 1, "fish": 1, "fruit": 1, "rodent": 1}, 4), (FOUR_AND_NECTAR, 0)],
)
def test_9_2_6_the_crested_tit_never_counts_nectar_discarded_at_the_last_round_end(
    cards, supply, cached
):
    """Game-end powers come after the last round's end, whose unused nectar is discarded first:
    four base types and a nectar are four types by then; five base types are five."""
    s = Scenario(players=2, cards=cards, sets=SETS).round(4).first_player(0).turn(9)
    s.goals("Birds in grassland", "Birds in wetland", "Total birds", "Eggs in forest")
    s.goal_points(*[(0, 0)] * 3)
    s.player(0).bird("forest", "Crested Tit").food(**supply)
    rules = s.rules()
    state = s.build()
    for _ in range(200):
        if rules.is_terminal(state):
            break
        moves = rules.legal_moves(state)
        use = [m for m in moves if "use the power of Crested Tit" in rules.describe(m, state)]
        state = rules.apply(state, (use or moves)[0])
    assert rules.is_terminal(state)
    assert state.players[0].food[5] == 0  # the nectar went at the round's end
    tit = state.players[0].mat[0][0]
    assert sum(tit.cached) == cached
