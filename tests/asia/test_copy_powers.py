"""Asia birds that copy another bird's power (rules 9.3.3): the copied power acts on the
copier's own mat, as if the copier had it. Each test sets up a board with the core and Asia
cards, runs the copier's power, scripts the choices and checks what a player would see."""

from __future__ import annotations

import pytest

from wingspan_rules import load_cards
from wingspan_rules.language.errors import CardErrors
from wingspan_rules.testing import Scenario, view

USE = "use the power"


@pytest.fixture(scope="module")
def cards():
    return load_cards(sets=("core", "asia"))


def _myna(cards, *left_grassland: str) -> Scenario:
    s = Scenario(players=2, cards=cards)
    s.player(0).bird("grassland", "Common Myna")
    s.player(1).birds("grassland", *left_grassland).bird("forest", "Pine Siskin")
    return s


def test_the_myna_runs_a_left_grassland_brown_power_on_itself(cards):
    """Common Myna: the left neighbour's grassland egg-layer lays its egg on the Myna."""
    turn = _myna(cards, "Mourning Dove", "Spotted Towhee").play(
        "lay eggs", "stop", USE, "take Mourning Dove", "lay an egg on Common Myna (grassland 1)"
    )
    me, left = view(turn.state, cards).player(0), view(turn.state, cards).player(1)
    assert me.bird("Common Myna").eggs == 1
    assert left.bird("Mourning Dove").eggs == 0


def test_the_myna_gains_what_the_copied_power_gains(cards):
    """Common Myna: copying a supply gain puts the food in the copier's own supply."""
    turn = _myna(cards, "Mourning Dove", "Spotted Towhee").play(
        "lay eggs", "stop", USE, "take Spotted Towhee"
    )
    assert view(turn.state, cards).player(0).food == {"seed": 1}
    assert view(turn.state, cards).player(1).food == {}


def test_the_myna_chooses_only_among_left_grassland_brown_powers(cards):
    """Common Myna: a forest bird of the neighbour, or a bird of its own, is no choice."""
    s = _myna(cards, "Mourning Dove", "Spotted Towhee")
    s.player(0).bird("grassland", "Scaled Quail")
    turn = s.play("lay eggs", "stop", "skip", USE, until="answers")
    assert sorted(turn.options()) == ["take Mourning Dove", "take Spotted Towhee"]


_COPIER = """
bird "Copy Tester"
  scientific "Genus species"
  set homebrew
  habitat grassland
  food seed
  points 1
  nest bowl
  eggs 2
  wingspan 20
  power when %s
    copy a brown power of a bird in grassland of player to your left
  end
end
"""


def _homebrew(tmp_path, timing: str = "activated"):
    path = tmp_path / "copier.wsp"
    path.write_text(_COPIER % timing, encoding="utf-8")
    return load_cards(sets=("core", "asia"), extra=[path])


def test_a_copy_of_a_copy_ends_and_never_copies_a_running_power(tmp_path):
    """Common Myna copying another copier (a homebrew bird with the Myna's power, on the
    left neighbour's grassland): the second copy may take the neighbour's other grassland
    power, but neither copier again, so the chain ends."""
    cards = _homebrew(tmp_path)
    s = Scenario(players=2, cards=cards)
    s.player(0).bird("grassland", "Common Myna")
    s.player(1).birds("grassland", "Copy Tester", "Spotted Towhee")
    turn = s.play("lay eggs", "stop", USE, until="answers")
    assert sorted(turn.options()) == ["take Copy Tester", "take Spotted Towhee"]
    turn = turn.play("take Copy Tester", until="answers")  # the Towhee alone is left: forced
    assert view(turn.state, cards).player(0).food == {"seed": 1}


def test_a_copy_phrase_runs_only_at_its_colours_time(tmp_path):
    """The checker refuses a copy of a brown power written in a white power."""
    with pytest.raises(CardErrors, match="brown"):
        _homebrew(tmp_path, "played")


def test_with_no_grassland_brown_power_on_the_left_the_myna_is_not_offered(cards):
    """Common Myna: nothing to copy, nothing to use."""
    turn = _myna(cards).play("lay eggs", "stop", until="answers")
    assert not any(o.startswith(USE) for o in turn.options())


def test_the_parakeet_copies_a_neighbours_white_power(cards):
    """Rose-Ringed Parakeet: played, it runs a neighbour's when-played gain for its owner."""
    s = Scenario(players=2, cards=cards)
    s.player(0).hand("Rose-Ringed Parakeet").food(seed=1)
    s.player(1).bird("grassland", "American Goldfinch").bird("forest", "Bell's Vireo")
    turn = s.play("play Rose-Ringed Parakeet in forest", USE, until="answers")
    assert sorted(o for o in turn.options() if o.startswith("take")) == [
        "take American Goldfinch",
        "take Bell's Vireo",
    ]
    turn = turn.play("take American Goldfinch", "take 3", until="answers")
    assert view(turn.state, cards).player(0).food == {"seed": 3}


def test_the_parakeet_cannot_copy_a_play_in_a_habitat_it_cannot_live_in(cards):
    """Rose-Ringed Parakeet (forest, grassland): a power playing a bird in the wetland is no
    choice; one playing into this bird's habitat plays into the Parakeet's."""
    s = Scenario(players=2, cards=cards)
    s.player(0).hand("Rose-Ringed Parakeet", "Spotted Towhee").food(seed=2, invertebrate=1)
    s.player(0).bird("forest", "Pine Siskin", eggs=1)  # an egg for the second bird's cost
    s.player(1).bird("wetland", "Great Blue Heron").bird("forest", "House Wren")
    turn = s.play("play Rose-Ringed Parakeet in grassland", USE, until="answers")
    # The Heron is no choice, so the Wren's power, the only one left, is copied at once.
    assert any("Spotted Towhee in grassland" in o for o in turn.options())
    assert not any("in forest" in o for o in turn.options())
