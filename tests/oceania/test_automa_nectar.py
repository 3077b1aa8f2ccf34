"""The Automa with Oceania (rules-expansions 9.2.11, [U] U4 and U33; docs/oceania.md): its
Spent Nectar Collection card, set up and adjusted only with
``AutomaOptions(nectar_majority=True)``, and its place in the nectar majority."""

from __future__ import annotations

import json

import attrs
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from properties.playing import play_out, replay

import wingspan_rules as ws
from wingspan_rules.engine import Rules
from wingspan_rules.errors import ConfigError
from wingspan_rules.expansions.oceania import nectar
from wingspan_rules.saves.serialization import from_json, to_json
from wingspan_rules.state.model import GameConfig
from wingspan_rules.testing import Scenario
from wingspan_rules.variants import AutomaOptions
from wingspan_rules.variants.automa.events import AutomaNectarAdjusted
from wingspan_rules.variants.automa.score import automa_score

SETS = ("core", "oceania")
WITH_CARD = AutomaOptions(nectar_majority=True)


@pytest.fixture(scope="module")
def cards():
    return ws.load_cards(sets=SETS)


def _spent(state, forest: int, grassland: int, wetland: int):
    """``state`` with the human's spent-nectar spaces holding these counts."""
    zones = tuple(
        (name, tuple(range(n)))
        for name, n in zip(nectar.SPENT, (forest, grassland, wetland), strict=True)
        if n
    )
    human = attrs.evolve(state.players[0], zones=zones)
    return attrs.evolve(state, players=(human,))


def _finished(cards, options: AutomaOptions, automa=None):
    s = Scenario(players=1, sets=SETS, cards=cards, mode=options)
    if automa is not None:
        s.automa().nectar(*automa)
    return s.game_over().build()


def test_9_2_11_u33_by_default_the_automa_holds_no_nectar_and_takes_no_place(cards):
    state = Rules(cards, GameConfig(players=1, sets=SETS, mode=AutomaOptions())).new_game(2)
    assert state.mode_state.nectar == ()
    final = _spent(_finished(cards, AutomaOptions()), 1, 0, 0)
    rules = Rules(cards, final.config)
    assert rules.scores(final)[0].points("nectar") == 5  # alone in the forest: first
    assert automa_score(final, cards).extra == ()


@pytest.mark.parametrize(("difficulty", "start"), [(3, 3), (4, 4), (5, 5)])
def test_9_2_11_u4_each_box_starts_with_the_difficultys_nectar(cards, difficulty, start):
    options = AutomaOptions(difficulty=difficulty, nectar_majority=True)
    state = Rules(cards, GameConfig(players=1, sets=SETS, mode=options)).new_game(2)
    assert state.mode_state.nectar == (start, start, start)


def test_9_2_11_u4_the_starting_nectar_is_an_option(cards):
    options = AutomaOptions(nectar_majority=True, nectar_start=(1, 2, 6))
    state = Rules(cards, GameConfig(players=1, sets=SETS, mode=options)).new_game(2)
    assert state.mode_state.nectar == (2, 2, 2)  # Eagle, the second value
    with pytest.raises(ConfigError, match="nectar_start"):
        AutomaOptions(nectar_start=(1, 2))


def test_9_2_11_without_the_nectar_majority_the_automa_keeps_no_card():
    state = ws.bundled_rules(GameConfig(players=1, mode=WITH_CARD)).new_game(2)
    assert state.mode_state.nectar == ()


def test_9_2_11_u33_with_the_option_each_box_competes_in_its_habitats_majority(cards):
    final = _spent(_finished(cards, WITH_CARD, automa=(4, 0, 2)), 2, 1, 2)
    rules = Rules(cards, final.config)
    # Forest: the Automa's 4 beat the human's 2; grassland: the human alone (a box of 0
    # takes no place, U1); wetland: 2 and 2 share 5 + 2.
    assert rules.scores(final)[0].points("nectar") == 2 + 5 + 3
    score = automa_score(final, cards)
    assert score.extra == (("nectar", 5 + 0 + 3),)
    assert score.total == score.birds + score.face_down + score.goals + score.eggs + 8


def _round_one_end(cards, options: AutomaOptions, automa: tuple[int, int, int]):
    """Round 1 played to its end; the two Automa cards left undrawn are R1-3, then 4."""
    s = Scenario(players=1, sets=SETS, cards=cards, mode=options).turn(7)
    s.automa().deck_top("1", "R1-3", "4").nectar(*automa)
    script = s.script().finish_round()
    return script.state, [e for e in script.state.events if isinstance(e, AutomaNectarAdjusted)]


def test_9_2_11_at_round_end_two_automa_cards_add_and_take_off_nectar(cards):
    # Sections of rounds 1-3 line up with forest, grassland, wetland (U4's default):
    # R1-3 shows add, remove, add; card 4 shows add, nothing, remove.
    state, adjusted = _round_one_end(cards, WITH_CARD, (4, 4, 4))
    assert [(e.card, e.changes) for e in adjusted] == [("R1-3", (1, -1, 1)), ("4", (1, 0, -1))]
    assert state.mode_state.nectar == (6, 3, 4)


def test_9_2_11_an_empty_box_loses_nothing(cards):
    state, adjusted = _round_one_end(cards, WITH_CARD, (0, 0, 0))
    assert adjusted[0].changes == (1, 0, 1)
    assert state.mode_state.nectar == (2, 0, 0)


def test_9_2_11_u4_the_sections_lined_up_with_the_boxes_are_an_option(cards):
    options = AutomaOptions(nectar_majority=True, nectar_sections=(2, 3, 4))
    # R1-3: round 2 removes, round 3 adds, no round 4; card 4: nothing, removes, removes.
    state, adjusted = _round_one_end(cards, options, (4, 4, 4))
    assert [e.changes for e in adjusted] == [(-1, 1, 0), (0, -1, -1)]
    assert state.mode_state.nectar == (3, 4, 3)


def test_the_spent_nectar_card_is_saved_and_a_strangers_is_checked(cards):
    state = _finished(cards, WITH_CARD, automa=(4, 0, 2))
    rules = Rules(cards, state.config)
    assert from_json(to_json(state), rules) == state
    doc = json.loads(to_json(state))
    doc["state"]["mode_state"]["nectar"] = [1, 2]
    with pytest.raises(ws.SavedGameError, match="spent nectar"):
        from_json(json.dumps(doc), rules)
    plain = Rules(cards, attrs.evolve(state.config, mode=AutomaOptions()))
    doc = json.loads(to_json(state))
    doc["cards"] = json.loads(to_json(plain.new_game(1)))["cards"]
    doc["state"]["config"]["mode"] = {"type": "automa"}
    with pytest.raises(ws.SavedGameError, match="spent nectar"):
        from_json(json.dumps(doc), plain)


@settings(max_examples=3, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**32), data=st.data())
def test_random_automa_games_with_its_spent_nectar_card_keep_every_invariant(seed, data):
    rules = ws.bundled_rules(GameConfig(players=1, sets=SETS, mode=WITH_CARD))
    start = rules.new_game(seed)
    final, chosen, _turns = play_out(rules, start, data)
    assert replay(rules, start, chosen) == final
    assert len(final.mode_state.nectar) == 3
