"""Asia birds that draw as many cards as a count of their birds, then keep 1 (docs/asia.md).
Each test sets up a board with the core and Asia cards, activates the bird's row, scripts the
choices and checks what a player would see."""

from __future__ import annotations

import pytest

from wingspan_rules import load_cards
from wingspan_rules.testing import Scenario, view

USE = "use the power"


@pytest.fixture(scope="module")
def cards():
    return load_cards(sets=("core", "asia"))


def test_the_sandpiper_draws_one_per_wetland_bird_with_an_egg_and_keeps_one(cards):
    """Common Sandpiper: two wetland birds hold an egg (itself one of them), one does not: 2
    cards drawn, 1 kept, the other discarded."""
    s = Scenario(players=2, cards=cards)
    s.player(0).bird("wetland", "Common Sandpiper", eggs=1).bird(
        "wetland", "Trumpeter Swan", eggs=1
    )
    s.player(0).bird("wetland", "Prothonotary Warbler")
    s.tray("Blue Jay", "Spotted Towhee", "American Robin")
    turn = s.play("draw cards", "draw Blue Jay", "stop", "skip", USE, until="answers")
    turn = turn.play("draw Spotted Towhee", "draw American Robin", until="answers")
    assert sorted(turn.options()) == ["keep American Robin", "keep Spotted Towhee"]
    turn = turn.play("keep American Robin", until="answers")
    me = view(turn.state, cards).player(0)
    assert "American Robin" in me.hand and "Spotted Towhee" not in me.hand
    assert "Blue Jay" in me.hand  # the action's own card stays


def test_the_sandpiper_may_stop_drawing_early(cards):
    """Common Sandpiper: the player may draw fewer; one card drawn is kept without a choice."""
    s = Scenario(players=2, cards=cards)
    s.player(0).bird("wetland", "Common Sandpiper", eggs=1).bird(
        "wetland", "Trumpeter Swan", eggs=1
    )
    s.tray("Blue Jay", "Spotted Towhee", "American Robin")
    turn = s.play("draw cards", "draw Blue Jay", "stop", USE, "draw Spotted Towhee", "stop")
    assert "Spotted Towhee" in view(turn.state, cards).player(0).hand


def test_with_no_wetland_egg_the_sandpiper_is_not_offered(cards):
    """Common Sandpiper: no bird of the wetland holds an egg: nothing to draw."""
    s = Scenario(players=2, cards=cards)
    s.player(0).bird("wetland", "Common Sandpiper").bird("wetland", "Trumpeter Swan")
    turn = s.play("draw cards", "draw from the deck", until="answers")
    assert not any(o.startswith(USE) for o in turn.options())


def test_the_grebe_counts_the_other_birds_of_its_column_with_an_egg(cards):
    """Little Grebe: the birds above it in its column with an egg count (the Grebe itself
    does not, docs/asia.md "This column"); a bird of another column does not."""
    s = Scenario(players=2, cards=cards)
    s.player(0).bird("forest", "Pine Siskin", eggs=1).bird("forest", "Blue Jay", eggs=1)
    s.player(0).bird("grassland", "Wild Turkey", eggs=1)
    s.player(0).bird("wetland", "Little Grebe", eggs=2)
    s.tray("Killdeer", "Spotted Towhee", "American Robin")
    turn = s.play("draw cards", "draw Killdeer", "skip", USE, until="answers")
    turn = turn.play("draw Spotted Towhee", until="answers")
    turn = turn.play("draw American Robin", until="answers")
    assert sorted(turn.options()) == ["keep American Robin", "keep Spotted Towhee"]
    turn = turn.play("keep Spotted Towhee", until="answers")
    assert "American Robin" not in view(turn.state, cards).player(0).hand


# --- cards drawn and shared out ------------------------------------------------------------------


def test_the_smew_tucks_two_of_the_four_drawn_and_keeps_the_other_two(cards):
    """Smew: four cards drawn (from the tray or the deck); two of the player's choice are
    tucked behind it and the other two stay in hand."""
    s = Scenario(players=2, cards=cards)
    s.player(0).hand("Smew").food(invertebrate=1, seed=1, fish=1)
    s.tray("Killdeer", "Mallard", "Blue Jay")
    s.deck_top("Pine Siskin", "Wild Turkey", "Barn Owl")
    turn = s.play("play Smew in forest", USE, "draw Killdeer", "draw Mallard", until="answers")
    turn = turn.play("draw from the deck", "draw from the deck", until="answers")
    assert len(turn.options()) == 4 and all(o.startswith("tuck") for o in turn.options())
    turn = turn.play("tuck Killdeer", "tuck Pine Siskin")
    me = view(turn.state, cards).player(0)
    assert sorted(me.hand) == ["Mallard", "Wild Turkey"]
    assert me.bird("Smew").tucked == 2


def _round_end(cards, bird: str, players: int = 2) -> Scenario:
    """The first round's last turn (the last player's); ``bird`` on player 0's wetland."""
    s = Scenario(players=players, cards=cards).first_player(0)
    s.turn(players * 8 - 1)
    s.goals("Eggs in forest", "Birds in grassland", "Birds in wetland", "Total birds")
    s.player(0).bird("wetland", bird)
    s.deck_top("Blue Jay", "Pine Siskin", "Wild Turkey", "Barn Owl", "Killdeer")
    return s


def test_the_shelduck_keeps_one_tucks_one_and_discards_three_at_round_end(cards):
    """Ruddy Shelduck: at the round's end, five cards from the deck: one tucked, one kept,
    three discarded."""
    s = _round_end(cards, "Ruddy Shelduck")
    turn = s.play("gain food", "stop", until="answers")
    turn = (
        turn.play(USE, until="answers") if any(o.startswith(USE) for o in turn.options()) else turn
    )
    assert sorted(turn.options()) == sorted(
        f"tuck {n}" for n in ("Blue Jay", "Pine Siskin", "Wild Turkey", "Barn Owl", "Killdeer")
    )
    turn = turn.play("tuck Barn Owl", "keep Killdeer", until="answers")
    me = view(turn.state, cards).player(0)
    assert "Killdeer" in me.hand and "Blue Jay" not in me.hand and "Barn Owl" not in me.hand
    assert me.bird("Ruddy Shelduck").tucked == 1


def test_the_mandarin_duck_gives_one_drawn_card_to_a_chosen_player(cards):
    """Mandarin Duck: one of the five cards goes to another player of the owner's choice."""
    s = _round_end(cards, "Mandarin Duck", players=3)
    turn = s.play("gain food", "stop", until="answers")
    turn = (
        turn.play(USE, until="answers") if any(o.startswith(USE) for o in turn.options()) else turn
    )
    turn = turn.play("tuck Barn Owl", until="answers")
    assert len(turn.options()) == 2  # the two other players
    turn = turn.play(turn.options()[1], until="answers")
    turn = turn.play("give Wild Turkey", "keep Killdeer", until="answers")
    seen = view(turn.state, cards)
    assert "Wild Turkey" in seen.player(2).hand
    assert "Killdeer" in seen.player(0).hand and "Blue Jay" not in seen.player(0).hand
