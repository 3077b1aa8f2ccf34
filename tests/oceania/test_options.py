"""Oceania's options (``GameConfig.expansions``, docs/oceania.md "Options"): each unconfirmed
fact of nectar read both ways, in the score of a game; the options in saves (left out while
none are set, so older saves and base saves are unchanged) and refused when malformed."""

from __future__ import annotations

import json

import attrs
import pytest

import wingspan_rules as ws
from wingspan_rules.errors import ConfigError
from wingspan_rules.expansions.oceania import nectar
from wingspan_rules.expansions.oceania.nectar import OceaniaOptions
from wingspan_rules.state.enums import HABITATS, Habitat
from wingspan_rules.state.model import GameConfig
from wingspan_rules.testing import Scenario
from wingspan_rules.variants import FlockOptions

SETS = ("core", "oceania")


@pytest.fixture(scope="module")
def cards():
    return ws.load_cards(sets=SETS)


def _spent(state: ws.GameState, counts: dict[int, tuple[int, int, int]]) -> ws.GameState:
    """``state`` with each listed player's spent nectar per habitat (forest, grassland,
    wetland)."""
    players = list(state.players)
    for p, amounts in counts.items():
        zones = tuple(
            (nectar.SPENT[h], tuple(range(n))) for h, n in zip(HABITATS, amounts, strict=True) if n
        )
        players[p] = attrs.evolve(players[p], zones=zones)
    return attrs.evolve(state, players=tuple(players))


def _points(cards, config_options=(), players: int = 3, mode=None, **counts) -> tuple[int, ...]:
    config = GameConfig(
        players=players,
        sets=SETS,
        expansions=config_options,
        **({} if mode is None else {"mode": mode}),
    )
    scenario = Scenario(players=players, cards=cards, sets=SETS, mode=config.mode)
    state = attrs.evolve(scenario.build(), config=config)
    return nectar.nectar_points(_spent(state, counts["spent"]), cards)


def test_u1_by_default_a_player_with_no_nectar_places_nowhere(cards):
    spent = {0: (2, 0, 0)}
    assert _points(cards, spent=spent) == (5, 0, 0)


def test_u1_the_other_reading_places_a_player_with_none(cards):
    spent = {0: (2, 0, 0)}
    options = (OceaniaOptions(majority_needs_nectar=False),)
    # forest: 5, and the two with none share second's 2; grassland and wetland: all three tie
    # first with none and share 5 + 2, 2 each
    assert _points(cards, options, spent=spent) == (5 + 2 + 2, 1 + 2 + 2, 1 + 2 + 2)


def test_9_2_3_the_majority_points_are_an_option(cards):
    spent = {0: (3, 0, 0), 1: (1, 0, 0)}
    assert _points(cards, spent=spent) == (5, 2, 0)
    assert _points(cards, (OceaniaOptions(majority_points=(6, 3)),), spent=spent) == (6, 3, 0)


def test_9_2_13_flock_ties_friendly_by_default_shared_with_the_option(cards):
    spent = {0: (2, 0, 0), 1: (2, 0, 0), 2: (1, 0, 0)}
    flock = FlockOptions()
    friendly = _points(cards, players=6, mode=flock, spent=spent)
    assert friendly[:3] == (5, 5, 2)
    shared = (OceaniaOptions(friendly_flock_ties=False),)
    assert _points(cards, shared, players=6, mode=flock, spent=spent)[:3] == (3, 3, 0)


def test_the_options_reach_the_score_breakdown(cards):
    options = (OceaniaOptions(majority_needs_nectar=False),)
    rules = ws.bundled_rules(GameConfig(players=2, sets=SETS, expansions=options))
    state = _spent(rules.new_game(1), {0: (1, 0, 0)})
    # forest 5 and 2; grassland and wetland: both tie first with none, 3 each
    assert nectar.nectar_points(state, rules.cards) == (5 + 3 + 3, 2 + 3 + 3)
    assert rules.scores(state)[1].points("nectar") == 8


def test_options_travel_in_saves_and_are_left_out_while_none(cards):
    options = (OceaniaOptions(majority_needs_nectar=False, majority_points=(4, 1)),)
    rules = ws.bundled_rules(GameConfig(players=2, sets=SETS, expansions=options))
    state = rules.new_game(2)
    text = ws.to_json(state)
    saved = json.loads(text)["state"]["config"]["expansions"]
    assert saved == [
        {
            "type": "oceania",
            "majority_needs_nectar": False,
            "majority_points": [4, 1],
            "friendly_flock_ties": True,
        }
    ]
    assert ws.from_json(text, rules) == state
    plain = ws.bundled_rules(GameConfig(players=2, sets=SETS)).new_game(2)
    assert "expansions" not in json.loads(ws.to_json(plain))["state"]["config"]


def test_malformed_options_are_refused():
    with pytest.raises(ConfigError, match="one options value per expansion"):
        GameConfig(sets=SETS, expansions=(OceaniaOptions(), OceaniaOptions()))
    with pytest.raises(ConfigError, match="expansions' options"):
        GameConfig(sets=SETS, expansions=("oceania",))  # type: ignore[arg-type]
    with pytest.raises(ConfigError, match="majority_points"):
        GameConfig(sets=SETS, expansions=(OceaniaOptions(majority_points=(5, -2)),))


def test_a_save_naming_options_of_no_expansion_is_refused(cards):
    rules = ws.bundled_rules(GameConfig(players=2, sets=SETS))
    doc = json.loads(ws.to_json(rules.new_game(3)))
    doc["state"]["config"]["expansions"] = [{"type": "atlantis"}]
    with pytest.raises(ws.SavedGameError, match=r"ExpansionOptions @ \$.config.expansions\[0\]"):
        ws.from_json(json.dumps(doc), rules)


def test_the_default_options_are_the_suggested_readings():
    assert GameConfig(sets=SETS).expansion_options(OceaniaOptions) == nectar.OPTIONS
    assert nectar.OPTIONS.majority_needs_nectar is True  # U1
    assert nectar.OPTIONS.majority_points == (5, 2)
    assert Habitat.FOREST in HABITATS
