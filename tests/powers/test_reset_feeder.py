"""Rules 3.5, reset the birdfeeder: all five dice are rerolled, those outside the feeder too.

No core card resets the feeder; a custom card written in the card language exercises the
primitive end to end (parse, compile, describe, run).
"""

from __future__ import annotations

import pytest

from wingspan_rules.state import events as E
from wingspan_rules.testing import Scenario, core_cards_with, view

RESETTER = """
bird "Feeder Resetter"
  scientific "Testus resettans"
  set core
  habitat forest
  food seed
  points 1
  nest bowl
  eggs 2
  wingspan 20
  beak left
  power when activated
    reset birdfeeder
  end
end
"""


@pytest.fixture(scope="module")
def cards():
    return core_cards_with(RESETTER)


def test_the_phrase_compiles_and_describes_itself(cards):
    power = cards.bird("Feeder Resetter").power
    assert [e.TAG for e in power.effects] == ["reset-feeder"]
    assert "reroll all five dice" in power.effects[0].describe()


def test_resetting_rerolls_all_five_dice_including_those_outside(cards):
    s = Scenario(players=2, cards=cards)
    s.player(0).bird("forest", "Feeder Resetter")
    s.feeder("fish", "fish", "seed")  # two dice are outside the feeder
    s.next_rolls("rodent", "rodent", "fruit", "fruit", "fruit")
    turn = s.play("gain food", "take fish", "use the power")
    rolled = [e for e in turn.events(E.FeederRolled) if e.reason == "reset"]
    assert len(rolled) == 1 and len(rolled[0].faces) == 5
    assert sorted(view(turn.state, cards).feeder) == ["fruit", "fruit", "fruit", "rodent", "rodent"]
    assert turn.state.table.outside == ()
