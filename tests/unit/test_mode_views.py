"""A mode shows its own part of a game through the ``Variant`` hooks the views read: its score
categories (``SCORE_CATEGORIES``), its sections of the board's text and of the JSON view
(``VIEW_KEY``, ``view_section``, ``view_schema``), its rival's row in the score table."""

from __future__ import annotations

import pytest

import wingspan_rules as ws
from wingspan_rules.engine.registry import VARIANTS
from wingspan_rules.engine.scoring import BASE_CATEGORIES, mode_categories, score_label
from wingspan_rules.schemas.view import view_schema
from wingspan_rules.tools.simulate import play_random_game
from wingspan_rules.views.json_view import view_sections
from wingspan_rules.views.text import render_scores


@pytest.fixture(scope="module")
def duet_game():
    rules = ws.bundled_rules(ws.GameConfig(players=2, mode=ws.DuetOptions()))
    return rules, play_random_game(rules, 3)


def test_a_mode_category_counts_in_the_total_and_reads_as_an_attribute(duet_game):
    _rules, game = duet_game
    for s in game.scores:
        assert dict(s.mode_extra) == {"duet": s.duet} == {"duet": s.points("duet")}
        base = sum(s.points(c) for c in BASE_CATEGORIES)
        assert s.total == base + s.duet
        assert s.breakdown()["duet"] == s.duet and "mode_extra" not in s.breakdown()


def test_a_mode_category_is_0_outside_its_mode():
    rules = ws.bundled_rules(ws.GameConfig(players=2))
    scores = play_random_game(rules, 1).scores
    assert all(s.mode_extra == () and s.duet == 0 == s.breakdown()["duet"] for s in scores)
    with pytest.raises(AttributeError, match="no_such_category"):
        _ = scores[0].no_such_category


def test_the_declared_categories_come_from_the_modes():
    declared = [c.name for v in VARIANTS.values() for c in v.SCORE_CATEGORIES]
    assert list(mode_categories()) == declared == ["duet"]
    assert score_label("duet") == "duet" and score_label("birds") == "birds"


def test_every_mode_section_is_a_key_of_the_view_and_of_its_schema():
    keys = [v.VIEW_KEY for v in view_sections()]
    assert keys == ["duet", "automa"]  # the order of the view's format
    schema = view_schema()
    assert list(schema["properties"])[-len(keys) :] == keys
    assert all(key in schema["$defs"] for key in keys)


def test_the_rival_row_has_a_generic_keyword():
    rules = ws.bundled_rules(ws.GameConfig(players=1, mode=ws.AutomaOptions()))
    game = play_random_game(rules, 2)
    rival = rules.rival_score(game.final)
    table = render_scores(game.scores, rival=rival)
    assert table == render_scores(game.scores, automa=rival)
    assert table.splitlines()[-1].startswith("Automa")
