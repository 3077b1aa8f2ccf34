"""A bird that counts double for each bonus card it qualifies for (BC08, the Western Yellow
Wagtail: `power counts-double game end`, docs/promos.md "Readings"): what it adds to bonus
cards, goals and the final score, on a prepared board."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

import wingspan_rules as ws
from wingspan_rules.engine.scoring import bonus_score, round_goal_counts, score_game
from wingspan_rules.language.describe import describe_power
from wingspan_rules.state import events as E
from wingspan_rules.testing import Scenario

WAGTAIL = "Western Yellow Wagtail"
REFERENCE = Path(__file__).parents[1] / "reference_facts" / "birds.json"


def _reference_categories() -> list[str]:
    """The bonus cards the reference data says the wagtail qualifies for."""
    birds = json.loads(REFERENCE.read_text(encoding="utf-8"))
    return next(b["bonus_card_categories"] for b in birds if b["name"] == WAGTAIL)


@pytest.fixture(scope="module")
def cards():
    return ws.load_cards(sets=("core", "promos"))


def _score(state, cards, player: int, bonus: str):
    return bonus_score(state.players[player], cards, cards.bonus_id(bonus))


def test_the_wagtail_is_two_birds_for_a_tiered_bonus_card_it_qualifies_for(cards):
    """With three other small birds the count is 5 (2 + 3), not 4."""
    s = Scenario(players=2, cards=cards)
    mat = s.player(0).bonus("Passerine Specialist")
    mat.bird("forest", WAGTAIL).bird("forest", "Carolina Wren")
    mat.bird("grassland", "Chipping Sparrow").bird("grassland", "House Wren")
    score = _score(s.build(), cards, 0, "Passerine Specialist")
    assert (score.count, score.points) == (5, 3)


def test_the_wagtail_counts_double_for_every_bonus_card_it_qualifies_for(cards):
    s = Scenario(players=2, cards=cards)
    s.player(0).bonus("Cartographer", "Photographer").bird("wetland", WAGTAIL)
    state = s.build()
    assert _score(state, cards, 0, "Cartographer").count == 2
    assert _score(state, cards, 0, "Photographer").count == 2
    assert _score(state, cards, 0, "Cartographer").points == 3  # the 2-3 tier


@pytest.mark.parametrize("bonus", _reference_categories())
def test_the_wagtail_alone_counts_two_for_each_bonus_card_the_reference_says_it_fits(bonus):
    cards = ws.load_cards(sets=("core", "european", "promos"))
    s = Scenario(players=2, cards=cards)
    s.player(0).bird("grassland", WAGTAIL)
    assert _score(s.build(), cards, 0, bonus).count == 2


def test_the_wagtail_adds_nothing_to_a_bonus_card_it_does_not_qualify_for(cards):
    s = Scenario(players=2, cards=cards)
    s.player(0).bonus("Fishery Manager").bird("wetland", WAGTAIL).bird("wetland", "Mallard")
    score = _score(s.build(), cards, 0, "Fishery Manager")
    assert score.count == 0  # neither eats fish


def test_a_bonus_card_held_by_another_player_counts_only_their_own_birds(cards):
    s = Scenario(players=2, cards=cards)
    s.player(0).bird("forest", WAGTAIL)
    s.player(1).bonus("Passerine Specialist").bird("forest", "Carolina Wren")
    assert _score(s.build(), cards, 1, "Passerine Specialist").count == 1


def test_the_wagtail_counts_once_toward_an_end_of_round_goal(cards):
    """Counting double for bonus cards is not counting double for goals (rules 9.1's power is
    another one)."""
    s = Scenario(players=2, cards=cards)
    s.goal(1, "Birds in forest")
    s.player(0).bird("forest", WAGTAIL).bird("forest", "Carolina Wren")
    assert round_goal_counts(s.build(), cards, 1)[0] == 2


def test_the_final_score_adds_the_doubled_bonus_points(cards):
    s = Scenario(players=2, cards=cards)
    """Two other photographer birds and the wagtail count 4: the 4-5 tier (3 points), which
    three birds counted once would miss."""
    mat = s.player(0).bonus("Photographer").bird("forest", WAGTAIL).bird("forest", "Blue Jay")
    mat.bird("grassland", "American Goldfinch")
    s.game_over()
    scores = score_game(s.build(), cards)
    assert scores[0].bonus == 3


def test_the_power_reads_as_counting_double_for_bonus_cards(cards):
    power = cards.birds[cards.bird_id(WAGTAIL)].power
    assert power is not None and power.double_bonus and not power.double_goal
    assert power.effects == ()
    assert "each bonus card" in describe_power(power)


def test_a_counts_double_game_end_power_has_no_lines(tmp_path):
    from wingspan_rules.language import CardErrors, compile_files
    from wingspan_rules.testing import plain_bird

    path = tmp_path / "double.wsp"
    path.write_text(
        plain_bird("Double Tester", "gain 1 seed from supply", "counts-double game end")
    )
    with pytest.raises(CardErrors, match="counts-double power is a round-end power"):
        compile_files([path])


def test_the_game_ends_with_no_question_for_the_wagtail_and_scores_it_double(cards):
    """Its power has nothing to use: the last turn of round 4 ends the game straight away, and
    the final score reads the doubled count."""
    s = Scenario(players=2, cards=cards).round(4).first_player(0).turn(2 * 5 - 1)
    s.goals("Birds in grassland", "Birds in wetland", "Total birds", "Eggs in forest")
    s.goal_points(*[(0, 0)] * 3)
    s.player(1).bonus("Photographer").bird("wetland", WAGTAIL).bird("forest", "Blue Jay")
    s.player(1).bird("grassland", "American Goldfinch")
    end = s.script().play("draw cards", "deck", until="answers")
    assert end.events(E.GameEnded)
    assert score_game(end.state, cards)[1].bonus == 3
