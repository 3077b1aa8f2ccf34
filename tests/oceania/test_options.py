"""Oceania's options (``GameConfig.expansions``, docs/oceania.md "Options"): each unconfirmed
fact of nectar read both ways, in the score of a game; the options in saves (left out while
none are set, so older saves and base saves are unchanged) and refused when malformed."""

from __future__ import annotations

import json

import attrs
import pytest

import wingspan_rules as ws
from wingspan_rules.effects.hooks import active
from wingspan_rules.errors import ConfigError
from wingspan_rules.expansions.oceania import nectar
from wingspan_rules.expansions.oceania.nectar import OceaniaOptions
from wingspan_rules.state.enums import BASE_DIE, HABITATS, DieFace, Food, Habitat
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
    assert saved[0]["type"] == "oceania" and saved[0]["majority_needs_nectar"] is False
    assert saved[0]["majority_points"] == [4, 1] and saved[0]["friendly_flock_ties"] is True
    # a save from before an option was added (its field left out) loads with its default
    doc = json.loads(text)
    del doc["state"]["config"]["expansions"][0]["table"]
    assert ws.from_json(json.dumps(doc), rules) == state
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


# --- the table (9.2.2): the Oceania mats and dice with its cards, or not -------------------------


def _play_out(rules: ws.Rules, seed: int) -> ws.GameState:
    """A whole game by the first legal move, every invariant checked at each round's start."""
    state = rules.new_game(seed)
    seen_round = 0
    while not rules.is_terminal(state):
        if state.round != seen_round:
            rules.check_state(state)
            seen_round = state.round
        state = rules.apply(state, rules.legal_moves(state)[0])
    rules.check_state(state)
    return state


def test_9_2_2_by_default_oceania_cards_play_on_the_oceania_mats_and_dice(cards):
    config = GameConfig(players=2, sets=SETS)
    hooks = active(config)
    assert hooks.mat.name == "oceania" and DieFace.FRUIT_NECTAR in hooks.die
    state = ws.Rules(cards, config).new_game(1)
    assert all(p.food[Food.NECTAR] == 1 for p in state.players)


def test_9_2_2_the_table_option_plays_oceania_cards_on_the_base_mats_and_dice(cards):
    config = GameConfig(players=2, sets=SETS, expansions=(OceaniaOptions(table="base"),))
    hooks = active(config)
    assert hooks.mat.name == "base" and hooks.die == BASE_DIE
    rules = ws.Rules(cards, config)
    state = rules.new_game(1)
    assert all(p.food[Food.NECTAR] == 0 for p in state.players)  # no starting nectar
    assert set(state.tables[0].feeder) <= set(BASE_DIE)
    # nectar is still a food of the cards (wild for costs), with no spent space to keep it
    s = Scenario(players=2, cards=cards, sets=SETS, expansions=config.expansions)
    s.player(0).hand("Silvereye").food(invertebrate=1, nectar=1)
    turn = s.play("play Silvereye in forest")
    assert turn.state.players[0].food[Food.NECTAR] == 0 and turn.state.players[0].zones == ()
    final = _play_out(rules, 3)
    assert "nectar" not in dict(rules.scores(final)[0].extra)  # no majority without the mats


def test_9_2_2_the_table_option_plays_the_oceania_mats_and_dice_with_other_sets():
    config = GameConfig(players=2, expansions=(OceaniaOptions(table="oceania"),))
    assert config.sets == ("core",)
    rules = ws.bundled_rules(config)
    assert not any(b.set == "oceania" for b in rules.cards.birds)
    hooks = active(config)
    assert hooks.mat.name == "oceania" and DieFace.SEED_NECTAR in hooks.die
    state = rules.new_game(2)
    assert all(p.food[Food.NECTAR] == 1 for p in state.players)  # 9.2.2's starting nectar
    final = _play_out(rules, 2)
    scores = rules.scores(final)
    assert tuple(s.points("nectar") for s in scores) == nectar.nectar_points(final, rules.cards)
    assert ws.from_json(ws.to_json(final), rules) == final
    # the base game's default table: nothing of Oceania
    assert active(GameConfig(players=2)).mat.name == "base"


def test_the_hooks_in_force_are_kept_per_configuration():
    base = GameConfig(players=2, sets=SETS, expansions=(OceaniaOptions(table="base"),))
    again = GameConfig(players=3, sets=SETS, expansions=(OceaniaOptions(table="base"),))
    assert active(base) is active(again)  # one lookup per configuration of sets and options
    assert active(base) is not active(GameConfig(players=2, sets=SETS))
    assert active(GameConfig(players=2, sets=SETS)) is active(SETS)  # the defaults: by sets


def test_a_table_of_no_kind_is_refused():
    with pytest.raises(ConfigError, match="table"):
        GameConfig(sets=SETS, expansions=(OceaniaOptions(table="round"),))


# --- U2, U3 (rules-expansions A): each read both ways --------------------------------------------


def _after_setup(rules: ws.Rules, seed: int) -> ws.GameState:
    """The game once every player has chosen birds and food (each discarding nectar first)."""
    state = rules.new_game(seed)
    while state.round == 0 or any(f.TAG.startswith("setup") for f in state.pending):
        moves = rules.legal_moves(state)
        nectar_first = [m for m in moves if getattr(m, "food", None) is Food.NECTAR]
        state = rules.apply(state, nectar_first[0] if nectar_first else moves[0])
    return state


def test_u2_by_default_nectar_discarded_at_setup_goes_back_to_the_supply(cards):
    state = _after_setup(ws.Rules(cards, GameConfig(players=2, sets=SETS)), 4)
    assert all(p.food[Food.NECTAR] == 0 and p.zones == () for p in state.players)


def test_u2_the_other_reading_spends_it_onto_the_named_spent_space(cards):
    options = (OceaniaOptions(setup_nectar_spent_in=Habitat.WETLAND),)
    rules = ws.Rules(cards, GameConfig(players=2, sets=SETS, expansions=options))
    state = _after_setup(rules, 4)
    for player in state.players:
        assert player.food[Food.NECTAR] == 0
        assert tuple(nectar.spent(player, h) for h in HABITATS) == (0, 0, 1)
    rules.check_state(state)


def _round_end_events(rules: ws.Rules, seed: int) -> list[str]:
    state = rules.new_game(seed)
    while state.round == 1 or state.round == 0:
        state = rules.apply(state, rules.legal_moves(state)[-1])
    return [
        type(e).__name__
        for e in state.events
        if type(e).__name__ in ("GoalScored", "FoodDiscarded")
    ]


def test_u3_by_default_the_nectar_discard_comes_before_the_goal(cards):
    names = _round_end_events(ws.Rules(cards, GameConfig(players=3, sets=SETS)), 3)
    assert "FoodDiscarded" in names and names[-1] == "GoalScored"


def test_u3_the_other_reading_scores_the_goal_first(cards):
    options = (OceaniaOptions(discard_nectar_after_goal=True),)
    rules = ws.Rules(cards, GameConfig(players=3, sets=SETS, expansions=options))
    names = _round_end_events(rules, 3)
    assert names[0] == "GoalScored" and names[1:] and set(names[1:]) == {"FoodDiscarded"}
