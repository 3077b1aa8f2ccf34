"""The extension points of ``effects.hooks``, exercised by a test-only expansion (``toy``):
a game with it in ``sets`` shows its mat, food rule, round-end step, card zone, after-action
step and score category; a game without it plays exactly as before."""

from __future__ import annotations

import pytest

from wingspan_rules.effects import hooks
from wingspan_rules.effects.cards import FoodCost
from wingspan_rules.effects.payment import FoodRules, can_afford, payments
from wingspan_rules.engine import Rules
from wingspan_rules.language import load_cards
from wingspan_rules.saves.serialization import from_json, to_json
from wingspan_rules.state.enums import Action, Food
from wingspan_rules.state.events import FoodDiscarded
from wingspan_rules.state.model import GameConfig
from wingspan_rules.state.moves import TakeAction
from wingspan_rules.views.text import render_scores

from . import toy

TOY = GameConfig(sets=("core", "toy"))
BASE = GameConfig()


@pytest.fixture
def registered():
    """The toy registered for one test only."""
    hooks.register(toy.EXPANSION)
    yield
    hooks.unregister(toy.EXPANSION.name)


@pytest.fixture(scope="module")
def core():
    return load_cards(sets=("core",))


def _play(rules: Rules, seed: int, until=None):
    """Play a game by always taking the first legal move; stop when ``until(state)``."""
    state = rules.new_game(seed)
    while not rules.is_terminal(state):
        if until is not None and until(state):
            return state
        state = rules.apply(state, rules.legal_moves(state)[0])
    return state


def _to_first_action(rules: Rules, seed: int):
    return _play(rules, seed, lambda s: TakeAction(Action.GAIN_FOOD) in rules.legal_moves(s))


def test_the_toy_mat_gives_its_forest_benefit(registered, core):
    rules = Rules(core, TOY)
    state = _to_first_action(rules, 1)
    p = state.active_player
    assert not state.players[p].mat[0]  # an empty forest: the toy mat's first column
    state = rules.apply(state, TakeAction(Action.GAIN_FOOD))
    assert state.pending[-1].remaining == 3  # 3 dice to take, not 1


def test_the_after_action_step_runs_after_the_action(registered, core):
    rules = Rules(core, TOY)
    state = _to_first_action(rules, 1)
    p = state.active_player
    state = rules.apply(state, TakeAction(Action.GAIN_FOOD))
    assert state.pending[-4].TAG == "after-action"  # under the row's brown powers
    state = _play(rules, 1, lambda s: any(pl.zone(toy.CARDS) for pl in s.players))
    assert state.players[p].zone(toy.CARDS) == (0,)
    rules.check_state(state)
    assert from_json(to_json(state), rules) == state  # a zone is saved and read back


def test_the_round_end_step_and_the_food_rule_run_at_round_end(registered, core):
    rules = Rules(core, TOY)
    state = _play(rules, 2, lambda s: s.round == 2)
    assert all(pl.zone(toy.ROUNDS) == (0,) for pl in state.players)
    # the step's nectar was discarded after it, by the food rule
    assert all(pl.food[Food.NECTAR] == 0 for pl in state.players)
    assert sum(isinstance(e, FoodDiscarded) and e.food is Food.NECTAR for e in state.events) >= 2


def test_the_score_category_is_in_the_breakdown(registered, core):
    rules = Rules(core, TOY)
    state = _play(rules, 3)
    scores = rules.scores(state)
    for s in scores:
        assert dict(s.extra)["toy"] == s.points("toy") >= 4  # a card per round, at least
        base = sum(s.points(c) for c in ("birds", "bonus", "goals", "eggs", "cached", "tucked"))
        assert s.total == base + s.duet + s.points("toy")
    assert "toy" in render_scores(scores).splitlines()[0]


def test_nectar_is_wild_and_never_half_of_a_2_for_1():
    rules = FoodRules(wild=frozenset({Food.NECTAR}), kept=frozenset({Food.NECTAR}))
    fish = FoodCost(foods=(Food.FISH,))
    nectar = (0, 0, 0, 0, 0, 1)
    assert can_afford(fish, nectar, rules) and not can_afford(fish, nectar)
    two = (1, 0, 0, 0, 0, 1)  # a seed and a nectar: not a 2-for-1 under the rule
    assert payments(fish, two, rules=rules) == [nectar]
    assert not can_afford(fish, (0, 0, 0, 0, 0, 0), rules)


def test_a_base_game_is_unchanged_with_the_toy_registered(core):
    before = _play(Rules(core, BASE), 5)
    hooks.register(toy.EXPANSION)
    try:
        after = _play(Rules(core, BASE), 5)
    finally:
        hooks.unregister(toy.EXPANSION.name)
    assert after == before
    assert Rules(core, BASE).scores(after) == Rules(core, BASE).scores(before)
    assert '"zones"' not in to_json(after)  # base saves unchanged


def test_the_toy_does_not_leak():
    assert all(e.name != "toy" for e in hooks.REGISTERED)
    assert hooks.active(("core", "toy")).mat is hooks.BASE_MAT
