"""The Oceania goal tiles (rules-expansions 9.2.9) and Site Selection Expert (9.2.10): what each
side counts, the "No Goal" side (nobody scores, the cube is kept, every later round has one
more turn) in whole games of the base game, the Automa and Flock, and the Automa's base values
against the reference data. Each test is named after its section."""

from __future__ import annotations

import json
from pathlib import Path

import attrs
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from properties.playing import play_out, replay

import wingspan_rules as ws
from wingspan_rules.engine.scoring import round_goal_counts, score_game
from wingspan_rules.language import CardErrors
from wingspan_rules.state.enums import Action
from wingspan_rules.state.model import CUBES_PER_ROUND, GameConfig
from wingspan_rules.testing import Scenario
from wingspan_rules.variants import AutomaOptions, FlockOptions
from wingspan_rules.variants.automa.deck import GOAL_VALUES

SETS = ("core", "oceania")
REFERENCE = Path("/work/shared/reference/goals.json")


@pytest.fixture(scope="module")
def cards():
    return ws.load_cards(sets=SETS)


def _count(cards, side: str, actions: tuple[int, ...] | None = None, **rows) -> int:
    """Player 0's count for the goal side ``side`` in round 1, with the birds of ``rows``."""
    s = Scenario(players=2, cards=cards, sets=SETS).goal(1, side)
    for habitat, birds in rows.items():
        s.player(0).birds(habitat, *birds)
    if actions is not None:
        s.player(0).actions(*actions)
    return round_goal_counts(s.build(), cards, 1)[0]


def test_9_2_9_the_four_tiles_pair_the_reference_sides(cards):
    oceania = [t for t in cards.goal_tiles if t.set == "oceania"]
    assert [tuple(s.name for s in t.sides) for t in oceania] == [
        ("Cubes on Play a Bird", "Birds worth 3 points or less"),
        ("Beak pointing left", "Beak pointing right"),
        ("Fruit and seed in food costs", "Invertebrate in food costs"),
        ("Rodent and fish in food costs", "No goal"),
    ]


def test_9_2_9_cubes_on_play_a_bird_counts_this_rounds_cubes_there(cards):
    assert _count(cards, "Cubes on Play a Bird", actions=(3, 1, 1, 0)) == 3
    assert _count(cards, "Cubes on Play a Bird", actions=(0, 2, 2, 1)) == 0
    assert Action.PLAY_BIRD == 0


def test_9_2_9_birds_worth_3_points_or_less(cards):
    # Mallard 0, Killdeer 1, Blue Jay 3: counted; Barn Owl 5: not
    rows = {"wetland": ("Mallard",), "grassland": ("Killdeer",), "forest": ("Blue Jay", "Barn Owl")}
    assert _count(cards, "Birds worth 3 points or less", **rows) == 3


def test_9_2_9_beak_left_right_a_neutral_beak_counts_for_neither(cards):
    rows = {"grassland": ("Killdeer",), "wetland": ("Mallard",), "forest": ("Barn Owl",)}
    assert _count(cards, "Beak pointing left", **rows) == 1  # Killdeer
    assert _count(cards, "Beak pointing right", **rows) == 1  # Mallard; the owl faces ahead


def test_9_2_9_a_card_facing_both_ways_counts_for_both(cards):
    assert cards.bird("Common Loon").beak is ws.effects.Beak.BOTH
    assert _count(cards, "Beak pointing left", wetland=("Common Loon",)) == 1
    assert _count(cards, "Beak pointing right", wetland=("Common Loon",)) == 1


def test_9_2_9_food_icons_a_slashed_cost_counts_once_wild_and_nectar_never(cards):
    # Killdeer invertebrate/seed: once for either tile; Blue Jay seed + wild: the seed only;
    # Barn Owl rodent + rodent: 2; Red Wattlebird nectar + nectar: nothing
    rows = {
        "grassland": ("Killdeer",),
        "forest": ("Blue Jay", "Barn Owl", "Red Wattlebird"),
    }
    assert _count(cards, "Fruit and seed in food costs", **rows) == 2
    assert _count(cards, "Invertebrate in food costs", **rows) == 1
    assert _count(cards, "Rodent and fish in food costs", **rows) == 2


def test_9_2_9_a_goal_naming_nectar_icons_is_refused(tmp_path: Path):
    (tmp_path / "goal.wsp").write_text(
        'goal tile\n  set homebrew\n  side "Nectar": counts nectar in food costs of birds\n'
        '  side "Seed": counts seed in food costs of birds\nend\n',
        encoding="utf-8",
    )
    with pytest.raises(CardErrors, match="never counts nectar"):
        ws.load_cards(sets=SETS, extra=[tmp_path])


def test_9_2_9_no_goal_scores_nothing(cards):
    s = Scenario(players=2, cards=cards, sets=SETS).goal(1, "No goal")
    s.player(0).birds("forest", "Blue Jay")
    state = s.build()
    assert round_goal_counts(state, cards, 1) == (0, 0)
    assert cards.goal_side_id("No goal") in cards.unscored_goal_sides
    assert len(cards.unscored_goal_sides) == 1


def test_9_2_9_no_goal_gives_every_later_round_one_more_turn(cards):
    no_goal = cards.goal_side_id("No goal")
    others = [
        cards.goal_side_id(n) for n in ("Birds in forest", "Eggs in grassland", "Total birds")
    ]
    for round in (1, 2, 3, 4):
        goals = others[: round - 1] + [no_goal] + others[round - 1 :]
        cubes = [cards.round_cubes(goals, r) for r in (1, 2, 3, 4)]
        assert cubes == [c + (r > round) for r, c in enumerate(CUBES_PER_ROUND, start=1)]
    # the base game's cards have no such side: the base counts, with any goals
    core = ws.load_cards()
    assert core.unscored_goal_sides == frozenset()
    assert [core.round_cubes((0, 2, 4, 6), r) for r in (1, 2, 3, 4)] == list(CUBES_PER_ROUND)


def _goals(cards, round: int) -> tuple[str, ...]:
    """Goal sides of four different tiles with "No goal" in ``round``."""
    names = ["Birds in forest", "Eggs in grassland", "Total birds"]
    names.insert(round - 1, "No goal")
    return tuple(names)


@settings(max_examples=6, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    round=st.integers(1, 3),
    players=st.integers(2, 4),
    seed=st.integers(0, 2**16),
    data=st.data(),
)
def test_9_2_9_a_whole_game_with_no_goal_keeps_its_cube(cards, round, players, seed, data):
    """Every player takes one turn more in each round after the "No Goal" round; that round's
    goal points are 0 for everyone; every invariant holds, and the game replays."""
    s = Scenario(players=players, cards=cards, sets=SETS, seed=seed).goals(*_goals(cards, round))
    for p in range(players):
        s.player(p).deal(5).food(invertebrate=1, seed=1, fruit=1, nectar=1)
    rules, start = s.rules(), s.build()
    final, chosen, turns = play_out(rules, start, data)
    assert replay(rules, start, chosen) == final
    expected = [c + (r > round) for r, c in enumerate(CUBES_PER_ROUND, start=1)]
    for p in range(players):
        assert [turns[(r, p)] for r in (1, 2, 3, 4)] == expected
    assert final.goal_points[round - 1] == (0,) * players
    assert sum(score_game(final, cards)[0].round_goals) == score_game(final, cards)[0].goals


@settings(max_examples=3, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(mode=st.sampled_from(["automa", "flock"]), seed=st.integers(0, 2**16), data=st.data())
def test_9_2_9_no_goal_in_the_automa_and_flock(cards, mode, seed, data):
    """The Automa scores nothing on the "No Goal" round either (its base value there is read as
    nothing, U4); Flock's players each take a turn more in the later rounds too."""
    options = {"automa": AutomaOptions(), "flock": FlockOptions()}[mode]
    players = {"automa": 1, "flock": 6}[mode]
    rules = ws.bundled_rules(GameConfig(players=players, sets=SETS, mode=options))
    dealt = rules.new_game(seed)
    goals = tuple(cards.goal_side_id(n) for n in _goals(cards, 1))
    start = attrs.evolve(dealt, goals=goals)
    final, chosen, turns = play_out(rules, start, data)
    assert replay(rules, start, chosen) == final
    assert final.goal_points[0] == (0,) * players
    for p in range(players):
        assert [turns[(r, p)] for r in (1, 2, 3, 4)] == [8, 8, 7, 6]
    if mode == "automa":
        assert final.mode_state.goal_points[0] == 0


def _reference_sides() -> dict[str, dict]:
    return {g["name"]: g for g in json.loads(REFERENCE.read_text("utf-8")) if g["set"] == "oceania"}


@pytest.mark.shared
def test_9_2_9_the_automa_base_values_are_the_references(cards):
    """Each Oceania side's Automa base values per round are goals.json's ``round_values``; the
    "No Goal" side's printed nectar symbol is read as nothing (U4)."""
    names = {
        "Cubes on Play a Bird": 'Cubes on "Play a Bird"',
        "Birds worth 3 points or less": "Birds Worth Less than or Equal to 3 Points",
        "Beak pointing left": "Beak Pointing Left",
        "Beak pointing right": "Beak Pointing Right",
        "Fruit and seed in food costs": "Fruit + Seed in Food Cost of Your Birds",
        "Invertebrate in food costs": "Invertebrate in Food Cost of Your Birds",
        "Rodent and fish in food costs": "Rodent + Fish in Food Cost of Your Birds",
    }
    refs = _reference_sides()
    for side, ref in names.items():
        values = tuple(refs[ref]["round_values"][str(r)] for r in (1, 2, 3, 4))
        assert GOAL_VALUES[side.casefold()].values == values, side
    assert set(refs["No Goal"]["round_values"].values()) == {"[nectar]"}
    assert GOAL_VALUES["no goal"].values == (0, 0, 0, 0)
    assert set(names) | {"No goal"} == {
        s.name for t in cards.goal_tiles if t.set == "oceania" for s in t.sides
    }


# --- Site Selection Expert (9.2.10) ----------------------------------------------------------


def _site(cards, **rows) -> int:
    s = Scenario(players=2, cards=cards, sets=SETS)
    s.player(0).bonus("Site Selection Expert")
    for habitat, birds in rows.items():
        s.player(0).birds(habitat, *birds)
    return score_game(s.build(), cards)[0].bonus


def test_9_2_10_site_selection_expert_scores_a_pair_1_and_a_trio_3_per_column(cards):
    # column 1: Blue Jay (bowl), Killdeer (ground), Mallard (ground): a pair, 1
    pair = {"forest": ("Blue Jay",), "grassland": ("Killdeer",), "wetland": ("Mallard",)}
    assert _site(cards, **pair) == 1
    # a trio of bowls in column 1 (Blue Jay, American Robin, and a bowl wetland bird)
    trio = {
        "forest": ("Blue Jay",),
        "grassland": ("American Robin",),
        "wetland": ("Red-Winged Blackbird",),
    }
    assert {cards.bird(n).nest for r in trio.values() for n in r} == {ws.state.enums.Nest.BOWL}
    assert _site(cards, **trio) == 3


def test_9_2_10_each_column_scores_separately_with_its_own_nest_type(cards):
    rows = {
        "forest": ("Blue Jay", "Barn Owl"),
        "grassland": ("American Robin", "Killdeer"),
        "wetland": ("Mallard", "Wood Duck"),
    }
    # column 1: bowl, bowl, ground: 1; column 2: cavity, ground, cavity: 1
    assert _site(cards, **rows) == 2


def test_9_2_10_a_star_nest_matches_one_type(cards):
    star = cards.bird("Red-Backed Fairywren")
    assert star.nest is ws.state.enums.Nest.STAR
    rows = {
        "forest": ("Blue Jay",),
        "grassland": ("Red-Backed Fairywren",),
        "wetland": ("Mallard",),
    }
    assert _site(cards, **rows) == 1  # the star pairs with one of them, never both
