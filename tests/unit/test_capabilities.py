"""What the engine runs: nothing compiles and loads that the engine would not execute.

A card the language accepts but the engine would not run (a food no die or supply has, a
timing an engine leaves out) is a problem reported with where it was written: ``wingspan check``
prints it and exits 1, and ``ensure_runnable`` refuses the card set.
"""

from __future__ import annotations

import pickle

import attrs
import pytest

from wingspan_rules import GameConfig, Rules, effects
from wingspan_rules.effects import (
    BirdCard,
    FoodCost,
    ForPlayers,
    GainFood,
    If,
    OnActionTaken,
    Power,
    RolledAny,
    Zone,
)
from wingspan_rules.engine import (
    ENGINE,
    Capabilities,
    CardProblem,
    UnsupportedCards,
    card_problems,
    card_set_problems,
    ensure_runnable,
)
from wingspan_rules.language import compile_files, load_cards
from wingspan_rules.state.enums import BASE_DIE, BASE_FOODS, Action, DieFace, Food, Nest, Timing
from wingspan_rules.tools import checking

NECTAR_FOOD = "nectar is not a food of the base game's supply or dice"


def bird(name: str = "Test Bird", *, food: str = "seed", power: str | None = None) -> str:
    """A bird in card-file text; ``power`` is the whole power block (header to ``end``)."""
    block = "" if power is None else "".join(f"  {line}\n" for line in power.splitlines())
    return (
        f'bird "{name}"\n'
        '  scientific "Avis testus"\n'
        "  set homebrew\n"
        "  habitat forest\n"
        f"  food {food}\n"
        "  points 3\n"
        "  nest bowl\n"
        "  eggs 2\n"
        "  wingspan 20\n"
        f"{block}"
        "end\n"
    )


ROUND_END = bird("Teal Tester", power="power round end\n  gain 1 seed from supply\nend")
GAME_END = bird("Yellow Tester", power="power game end\n  lay 1 egg on this bird\nend")
NECTAR_GAIN = bird("Nectar Sipper", power="power when activated\n  gain 1 nectar from supply\nend")
NECTAR_COST = bird("Nectar Eater", food="nectar + seed")
GOOD = bird(
    "Lantern Heron",
    food="fish + wild",
    power="power flocking when activated\n"
    "  discard 1 fish to tuck 2 cards from deck behind this bird\n"
    "  if you do: lay 1 egg on this bird\n"
    "end",
)


def write(tmp_path, text: str, name: str = "cards.wsp"):
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return path


def test_the_bundled_core_set_runs_entirely():
    assert card_set_problems(load_cards()) == []
    ensure_runnable(load_cards())


def test_the_engine_states_what_it_runs():
    assert ENGINE.timings == set(Timing)  # round-end and game-end powers included
    assert ENGINE.foods == set(BASE_FOODS) and Food.NECTAR not in ENGINE.foods
    assert ENGINE.effects == frozenset(effects.EFFECT_TYPES)
    assert ENGINE.die_faces == BASE_DIE and ENGINE.dice_foods == set(BASE_FOODS)
    assert Zone.TRAY in ENGINE.zones and Zone.BIRDFEEDER in ENGINE.zones
    # Every declaration of the vocabulary runs: the sets are built from the declarations.
    assert ENGINE.triggers == set(effects.TRIGGER_TYPES)
    assert ENGINE.conditions == set(effects.CONDITION_TYPES)
    assert ENGINE.player_scopes == set(effects.SCOPE_TYPES)
    assert ENGINE.measures <= set(effects.MEASURE_TYPES)
    assert ENGINE.predicates <= set(effects.PREDICATE_TYPES)
    with pytest.raises(attrs.exceptions.FrozenInstanceError):
        ENGINE.foods = frozenset(Food)


@pytest.mark.parametrize(
    ("text", "name", "message"),
    [
        (NECTAR_GAIN, "Nectar Sipper", f"power: {NECTAR_FOOD}"),
        (NECTAR_COST, "Nectar Eater", f"food cost: {NECTAR_FOOD}"),
    ],
)
def test_a_card_the_engine_would_not_run_is_reported_where_it_was_written(
    tmp_path, capsys, text, name, message
):
    path = write(tmp_path, GOOD + "\n" + text)
    cards = compile_files([path])  # it compiles: the language can say it
    line = GOOD.count("\n") + 2
    problem = CardProblem(name, "bird", effects.Origin(str(path), line, 1), message)
    assert card_set_problems(cards) == [problem]
    assert problem.origin == cards.bird(name).origin

    with pytest.raises(UnsupportedCards) as caught:
        ensure_runnable(cards)
    assert caught.value.problems == (problem,)
    assert f"{path}:{line}:1: {name}: {message}" in str(caught.value)

    assert checking.check([path]) == 1
    out = capsys.readouterr().out
    assert f"{path}:{line}:1: {name}: {message}\n" in out
    powers = "1 power" if text is NECTAR_COST else "2 powers"
    assert out.endswith(
        f"2 birds, 0 bonus cards, 0 goal tiles, {powers}, 0 errors, 1 card the engine cannot run\n"
    )


def test_a_good_custom_card_passes(tmp_path, capsys):
    path = write(tmp_path, GOOD)
    cards = compile_files([path])
    assert card_set_problems(cards) == []
    ensure_runnable(cards)
    assert checking.check([path]) == 0
    assert capsys.readouterr().out == (
        "1 bird, 0 bonus cards, 0 goal tiles, 1 power, 0 errors, 0 cards the engine cannot run\n"
    )


def test_round_end_and_game_end_powers_run(tmp_path, capsys):
    path = write(tmp_path, "\n".join([ROUND_END, GAME_END]))
    assert card_set_problems(compile_files([path])) == []
    assert checking.check([path]) == 0


def test_a_timing_an_engine_leaves_out_is_reported():
    caps = attrs.evolve(ENGINE, timings=ENGINE.timings - {Timing.ROUND_END})
    card = _card(Power(Timing.ROUND_END, (GainFood(1, (Food.SEED,)),)))
    assert card_problems(card, caps) == ["round-end powers are not run by this engine yet"]


def test_every_card_and_every_problem_is_listed(tmp_path, capsys):
    path = write(tmp_path, "\n".join([ROUND_END, GAME_END, NECTAR_GAIN, NECTAR_COST]))
    with pytest.raises(UnsupportedCards) as caught:
        ensure_runnable(compile_files([path]))
    text = str(caught.value)
    assert text.startswith("2 cards the engine cannot run:\n")
    assert len(caught.value.problems) == 2 and text.count(f"{path}:") == 2
    assert checking.check([path]) == 1
    assert capsys.readouterr().out.endswith("3 powers, 0 errors, 2 cards the engine cannot run\n")


def test_nectar_anywhere_in_a_power_is_found(tmp_path):
    power = (
        "power when activated\n"
        "  roll dice outside birdfeeder\n"
        "  if rolled nectar or fish: you may gain 1 nectar or seed from birdfeeder\n"
        "end"
    )
    pink = (
        "power once between turns when another player takes the gain-food action and gains "
        "nectar\n  gain 1 seed from supply\nend"
    )
    path = write(tmp_path, bird("Roller", power=power) + "\n" + bird("Pinky", power=pink))
    cards = compile_files([path])
    assert card_problems(cards.bird("Roller")) == [f"power: {NECTAR_FOOD}"]
    assert card_problems(cards.bird("Pinky")) == [f"trigger: {NECTAR_FOOD}"]


def test_bonus_cards_and_goals_counting_a_food_the_engine_lacks(tmp_path, capsys):
    text = (
        bird() + '\nbonus "Nectar Lover"\n  set homebrew\n  counts birds eating nectar\n'
        "  score 2 per bird\nend\n"
        "\ngoal tile\n  set homebrew\n"
        '  side "Nectar only": counts eggs on birds eating only nectar\n'
        '  side "Seed eaters": counts birds eating seed\nend\n'
    )
    path = write(tmp_path, text)
    problems = card_set_problems(compile_files([path]))
    assert [(p.name, p.kind, p.origin.line, p.message) for p in problems] == [
        ("Nectar Lover", "bonus", 12, f"counts: {NECTAR_FOOD}"),
        ("Nectar only", "goal", 18, f"counts: {NECTAR_FOOD}"),
    ]
    assert checking.check([path]) == 1
    out = capsys.readouterr().out
    assert f"{path}:12:1: Nectar Lover: counts: {NECTAR_FOOD}" in out
    assert out.endswith(
        "1 bonus card, 1 goal tile, 0 powers, 0 errors, 2 cards the engine cannot run\n"
    )


# --- other engines: every kind of capability is checked --------------------------------------


SEED_COST = FoodCost((Food.SEED,))


def _card(power: Power | None, cost: FoodCost = SEED_COST) -> BirdCard:
    return BirdCard("Hand Made", "Avis manu", "test", (), cost, 0, Nest.BOWL, 2, 20, power)


def _activated(*effs) -> BirdCard:
    return _card(Power(Timing.WHEN_ACTIVATED, tuple(effs)))


def test_an_effect_type_the_engine_lacks():
    caps = attrs.evolve(ENGINE, effects=ENGINE.effects - {GainFood})
    card = _activated(effects.MayDo((GainFood(1, (Food.SEED,)),)))
    assert card_problems(card, caps) == ["this engine cannot execute GainFood effects yet"]
    assert card_problems(card) == []


def test_conditions_scopes_and_triggers_the_engine_lacks():
    caps = attrs.evolve(
        ENGINE, conditions=frozenset(), player_scopes=frozenset(), triggers=frozenset()
    )
    card = _activated(
        effects.RollDiceOutsideFeeder(),
        If(RolledAny((Food.FISH,)), (ForPlayers(effects.AllPlayers(), (GainFood(1, ()),)),)),
    )
    assert card_problems(card, caps) == [
        "this engine cannot test RolledAny conditions yet",
        "this engine cannot run effects for AllPlayers players yet",
    ]
    pink = _card(
        Power(Timing.ONCE_BETWEEN_TURNS, (GainFood(1, ()),), OnActionTaken(Action.LAY_EGGS))
    )
    assert card_problems(pink, caps) == ["this engine does not match OnActionTaken triggers yet"]


def test_a_food_no_die_shows_and_a_missing_tray():
    faces = tuple(face for face in BASE_DIE if face is not DieFace.FISH)
    caps = attrs.evolve(ENGINE, die_faces=faces, zones=ENGINE.zones - {Zone.TRAY})
    card = _activated(
        GainFood(1, (Food.FISH,), Zone.BIRDFEEDER),
        GainFood(1, (Food.FISH,)),  # from the supply: fine
        effects.DrawWholeTray(),
        effects.DrawCards(1, Zone.TRAY),
    )
    assert card_problems(card, caps) == [
        "no birdfeeder die of the base game shows fish",
        "this engine has no bird tray to take from",
        "this engine has no tray to take from",
    ]


def test_an_empty_power_and_a_pink_power_without_trigger():
    assert card_problems(_activated()) == ["the power has no effects, so it does nothing"]
    pink = _card(Power(Timing.ONCE_BETWEEN_TURNS, (GainFood(1, ()),)))
    assert card_problems(pink) == ["a once-between-turns power without a trigger never fires"]


def test_a_problem_is_reported_once_per_card():
    card = _card(
        Power(Timing.GAME_END, (GainFood(1, (Food.NECTAR,)), GainFood(2, (Food.NECTAR,)))),
        FoodCost((Food.NECTAR, Food.NECTAR)),
    )
    assert card_problems(card) == [
        f"food cost: {NECTAR_FOOD}",
        f"power: {NECTAR_FOOD}",
    ]


def test_a_problem_without_origin_and_the_error_pickles():
    problem = CardProblem(
        "Hand Made", "bird", None, "game-end powers are not run by this engine yet"
    )
    assert str(problem) == "Hand Made: game-end powers are not run by this engine yet"
    error = UnsupportedCards([problem])
    assert isinstance(error, ValueError)
    assert str(error) == (
        "1 card the engine cannot run:\n  Hand Made: game-end powers are not run by this engine yet"
    )
    again = pickle.loads(pickle.dumps(error))
    assert again.problems == (problem,) and str(again) == str(error)


def test_capabilities_are_plain_data():
    assert attrs.has(Capabilities)
    assert attrs.evolve(ENGINE) == ENGINE and hash(attrs.evolve(ENGINE)) == hash(ENGINE)


def test_a_game_refuses_cards_the_engine_would_not_run(tmp_path):
    cards = compile_files([write(tmp_path, GOOD + "\n" + NECTAR_GAIN)])
    rules = Rules(cards, GameConfig(players=1))
    with pytest.raises(UnsupportedCards, match="Nectar Sipper"):
        rules.new_game(seed=1)
