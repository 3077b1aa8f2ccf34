"""Asia birds that move themselves to a neighbour's mat (rules 9.3.5, docs/asia.md). Each test
sets up a board with the core and Asia cards, activates the bird's row, scripts the choices
and checks what a player would see."""

from __future__ import annotations

import pytest

from wingspan_rules import load_cards
from wingspan_rules.testing import Scenario, view

USE = "use the power"
FULL_FOREST = (
    "Pine Siskin",
    "Blue Jay",
    "Pileated Woodpecker",
    "Baltimore Oriole",
    "Hermit Thrush",
)


@pytest.fixture(scope="module")
def cards():
    return load_cards(sets=("core", "asia"))


def _thrush(cards, bird: str = "Blue Rock-Thrush") -> Scenario:
    s = Scenario(players=3, cards=cards).first_player(0)
    s.player(0).bird("grassland", "Wild Turkey")
    s.player(0).bird("grassland", bird, eggs=2, cached={"seed": 1}, tucked=1)
    s.player(1).birds("forest", *FULL_FOREST).bird("grassland", "Killdeer")
    s.player(2).bird("wetland", "Mallard")
    return s


def _names(seen, p: int, habitat: str) -> list[str]:
    return [b.name for b in seen.player(p).birds if b.habitat.label == habitat]


def test_the_rock_thrush_moves_alone_to_the_left_neighbour_and_draws_three(cards):
    """Blue Rock-Thrush: rightmost in its row, it moves (only the card: its eggs, food and
    tucked card gone) to the left neighbour's mat, in a habitat the owner picks with room
    (the full forest is no choice), at the row's first open slot; then its owner draws 3."""
    s = _thrush(cards)
    turn = s.play("lay eggs", "stop", USE, "yes", until="answers")
    assert sorted(turn.options()) == ["move to grassland", "move to wetland"]
    turn = turn.play("move to grassland", until="answers")
    for _ in range(3):
        turn = turn.play("draw from the deck", until="answers")
    seen = view(turn.state, cards)
    assert _names(seen, 1, "grassland") == ["Killdeer", "Blue Rock-Thrush"]
    moved = seen.player(1).bird("Blue Rock-Thrush")
    assert (moved.eggs, moved.cached, moved.tucked) == (0, {}, 0)
    assert _names(seen, 0, "grassland") == ["Wild Turkey"]
    assert len(seen.player(0).hand) == 3


def test_the_spotted_dove_moves_to_the_right_neighbour(cards):
    """Spotted Dove: the same, to the player on the right."""
    s = _thrush(cards, "Spotted Dove")
    turn = s.play("lay eggs", "stop", USE, "yes", "move to wetland", until="answers")
    seen = view(turn.state, cards)
    assert _names(seen, 2, "wetland") == ["Mallard", "Spotted Dove"]


def test_with_a_bird_to_its_right_the_rock_thrush_stays(cards):
    """Blue Rock-Thrush: a bird to its right in its row: it cannot move."""
    s = Scenario(players=2, cards=cards)
    s.player(0).bird("grassland", "Blue Rock-Thrush").bird("grassland", "Wild Turkey")
    turn = s.play("lay eggs", "stop", until="answers")
    use = [o for o in turn.options() if o.startswith(USE)]
    turn = turn.play(*use, until="answers")
    seen = view(turn.state, cards)
    assert _names(seen, 0, "grassland") == ["Blue Rock-Thrush", "Wild Turkey"]
    assert _names(seen, 1, "grassland") == []
