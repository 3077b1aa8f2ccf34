"""Asia birds that pick cards of the face-up tray: discarding chosen ones and testing them,
or tucking one that passes a condition (docs/asia.md). Each test sets up a board with the core
and Asia cards, activates the bird's row, scripts the choices and checks what a player would
see."""

from __future__ import annotations

import pytest

from wingspan_rules import load_cards
from wingspan_rules.testing import Scenario, view

USE = "use the power"


@pytest.fixture(scope="module")
def cards():
    return load_cards(sets=("core", "asia"))


def _drongo(cards, bird: str = "Black Drongo") -> Scenario:
    s = Scenario(players=2, cards=cards)
    s.player(0).bird("grassland", bird)
    s.tray("Killdeer", "Mallard", "Barn Owl")
    s.deck_top("Blue Jay", "Pine Siskin", "Spotted Towhee")
    return s


def test_the_drongo_lays_an_egg_when_a_grassland_bird_was_discarded(cards):
    """Black Drongo: two tray cards discarded, one of them able to live in grassland: an egg
    on the Drongo; the tray is refilled from the deck."""
    turn = _drongo(cards).play(
        "lay eggs", "stop", USE, "discard Mallard", "discard Killdeer", "stop", until="answers"
    )
    turn = turn.play("lay an egg on Black Drongo (grassland 1)", until="answers")
    seen = view(turn.state, cards)
    assert seen.player(0).bird("Black Drongo").eggs == 1
    assert None not in seen.tray and "Mallard" not in seen.tray and "Killdeer" not in seen.tray


def test_the_drongo_lays_nothing_for_discards_that_cannot_live_in_grassland(cards):
    """Black Drongo: a wetland-only card discarded: no egg, but the tray is refilled."""
    turn = _drongo(cards).play("lay eggs", "stop", USE, "discard Mallard", "stop")
    seen = view(turn.state, cards)
    assert seen.player(0).bird("Black Drongo").eggs == 0
    assert seen.tray[1] == "Blue Jay"


def test_the_lapwing_lays_an_egg_when_a_predator_was_discarded(cards):
    """Red-Wattled Lapwing: the discarded cards are tested for a predator power."""
    turn = _drongo(cards, "Red-Wattled Lapwing").play(
        "lay eggs", "stop", USE, "discard Barn Owl", "stop", until="answers"
    )
    turn = turn.play("lay an egg on Red-Wattled Lapwing (grassland 1)", until="answers")
    assert view(turn.state, cards).player(0).bird("Red-Wattled Lapwing").eggs == 1
    turn = _drongo(cards, "Red-Wattled Lapwing").play(
        "lay eggs", "stop", USE, "discard Killdeer", "stop"
    )
    assert view(turn.state, cards).player(0).bird("Red-Wattled Lapwing").eggs == 0


def test_the_bee_eater_tucks_a_tray_card_eating_invertebrate(cards):
    """Green Bee-Eater: of the tray, only the birds with an invertebrate in their cost may be
    tucked; one of them is."""
    s = Scenario(players=2, cards=cards)
    s.player(0).bird("forest", "Green Bee-Eater")
    s.tray("Killdeer", "Blue Jay", "Mallard")
    s.feeder("seed", "seed", "fish", "fruit", "rodent")
    turn = s.play("gain food", "take seed", USE, until="answers")
    assert sorted(turn.options()) == ["tuck Killdeer", "tuck Mallard"]
    turn = turn.play("tuck Mallard", until="answers")
    me = view(turn.state, cards).player(0)
    assert me.bird("Green Bee-Eater").tucked == 1 and "Mallard" not in me.hand


def test_with_no_invertebrate_eater_on_the_tray_the_bee_eater_is_not_offered(cards):
    """Green Bee-Eater: nothing on the tray eats invertebrates: nothing to tuck."""
    s = Scenario(players=2, cards=cards)
    s.player(0).bird("forest", "Green Bee-Eater")
    s.tray("Blue Jay", "Pine Siskin", "Barn Owl")
    s.feeder("seed", "seed", "fish", "fruit", "rodent")
    turn = s.play("gain food", "take seed", until="answers")
    assert not any(o.startswith(USE) for o in turn.options())
