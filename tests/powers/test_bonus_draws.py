"""Rules 3.8 and the bonus-card powers: "draw N bonus cards, keep K" keeps exactly K of them.

No core card keeps more than one; a custom card checks that the decision asks as many times as
the card says and discards only the rest.
"""

from __future__ import annotations

import pytest

from wingspan_rules.state import events as E
from wingspan_rules.testing import Scenario, core_cards_with

KEEPER = """
bird "Bonus Keeper"
  scientific "Testus custos"
  set core
  habitat forest
  food seed
  points 1
  nest bowl
  eggs 2
  wingspan 20
  beak left
  power bonus-cards when played
    draw 3 bonus cards keep 2
  end
end
"""


@pytest.fixture(scope="module")
def cards():
    return core_cards_with(KEEPER)


def test_draw_3_keep_2_keeps_two_and_discards_one(cards):
    s = Scenario(players=2, cards=cards)
    s.player(0).hand("Bonus Keeper").food(seed=1)
    before = len(s.build().players[0].bonus)
    script = s.script().play("play Bonus Keeper", "use the power", until="answers")
    drawn = script.events(E.BonusCardsDrawn)[0].cards
    rules = s.rules()
    first = rules.legal_moves(script.state)
    assert {m.card for m in first} == set(drawn)
    state = rules.apply(script.state, first[0])
    second = rules.legal_moves(state)
    assert {m.card for m in second} == set(drawn) - {first[0].card}
    state = rules.apply(state, second[0])
    kept = {first[0].card, second[0].card}
    assert set(state.players[0].bonus) - set(s.build().players[0].bonus) == kept
    assert len(state.players[0].bonus) == before + 2
    assert state.table.bonus_discard[-1:] == tuple(set(drawn) - kept)
