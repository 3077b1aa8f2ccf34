"""The Oceania expansion as a whole: its cards against the reference data, every bird either
shipped or listed in docs/oceania.md, random whole games with the set (2-5 players, with and
without the other sets) checking every invariant at every step and replaying identically, the
modes refused until they are written, and a base game that never meets nectar."""

from __future__ import annotations

import re
from collections import Counter
from pathlib import Path

import attrs
import pytest
from cards.facts import bonus_name, check_bird_facts, check_bonus_scoring, check_power_icons
from cards.reference import data_params, set_birds, set_bonus_cards
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from properties.playing import play_out, replay

import wingspan_rules as ws
from wingspan_rules.engine.invariants import problems
from wingspan_rules.expansions.oceania import nectar
from wingspan_rules.expansions.oceania import scoring as oceania_scoring
from wingspan_rules.saves.serialization import from_json, to_json
from wingspan_rules.state.enums import DieFace, Food, Habitat
from wingspan_rules.state.model import CUBES_PER_ROUND, GameConfig
from wingspan_rules.testing import Scenario
from wingspan_rules.variants import AutomaOptions, FlockOptions

SETS = ("core", "oceania")
OCEANIA = "oceania"
DOC = Path(__file__).resolve().parents[2] / "docs" / "oceania.md"


@pytest.fixture(scope="module")
def oceania():
    return ws.load_cards(sets=SETS)


def _oceania_birds() -> list[str]:
    return sorted(b.name for b in ws.load_cards(sets=SETS).birds if b.set == OCEANIA)


def _not_shipped() -> set[str]:
    """The Oceania birds docs/oceania.md lists as not shipped yet (a table row per bird)."""
    text = DOC.read_text(encoding="utf-8").split("## Not shipped yet", 1)[1]
    return {m.group(1) for m in re.finditer(r"^\| ([A-Z][^|]*?) \| [a-z]", text, re.MULTILINE)}


# --- facts --------------------------------------------------------------------------------------


@pytest.mark.shared
def test_every_oceania_bird_ships_or_is_listed_with_a_reason():
    shipped = set(_oceania_birds())
    listed = _not_shipped()
    assert not shipped & listed
    assert shipped | listed == {b["name"] for b in set_birds(OCEANIA)}


def test_the_doc_lists_what_waits_and_the_shipped_birds_are_not_in_it():
    assert not set(_oceania_birds()) & _not_shipped()
    assert len(_oceania_birds()) + len(_not_shipped()) == 95


@pytest.mark.shared
@pytest.mark.parametrize("name", data_params(_oceania_birds), ids=str)
def test_oceania_bird_facts_match_the_reference(oceania, name):
    ref = {b["name"]: b for b in set_birds(OCEANIA)}.get(name)
    assert ref is not None, f"{name} is not an Oceania bird of the reference data"
    bird = oceania.bird(name)
    check_bird_facts(bird, ref)
    check_power_icons(bird.power, ref)


@pytest.mark.shared
def test_oceania_bonus_cards_match_the_reference(oceania):
    """All five ship; Site Selection Expert scores a tier per column: its measure counts each
    column's tier and the card scores 1 a unit, the tiers being the reference's."""
    refs = {bonus_name(c): c for c in set_bonus_cards(OCEANIA)}
    shipped = [c for c in oceania.bonus_cards if c.set == OCEANIA]
    assert sorted(c.name for c in shipped) == sorted(refs)
    for card in shipped:
        scoring = refs[card.name]["scoring"]
        if scoring["kind"] == "tiers_per_column":
            assert card.scoring == ws.effects.PerItemScoring(1)
            tiers = {t["min"]: t["points"] for t in scoring["tiers"] if t["min"] == t["max"]}
            assert tiers == oceania_scoring.COLUMN_TIERS
            continue
        check_bonus_scoring(card, refs[card.name])


def test_every_oceania_card_compiles_and_runs(oceania):
    rules = ws.bundled_rules(GameConfig(players=2, sets=SETS))
    rules.ensure_runnable()
    assert sum(b.set == OCEANIA for b in rules.cards.birds) == len(_oceania_birds())


# --- random whole games ---------------------------------------------------------------------------

_RULES = {n: ws.bundled_rules(GameConfig(players=n, sets=SETS)) for n in range(2, 6)}
_ALL = ("core", "european", "asia", "promos", "oceania")


def _nectar_is_conserved(state) -> None:
    """Nectar only where the rules put it: supplies, spent spaces and cached food, never below 0."""
    for player in state.players:
        assert player.food[Food.NECTAR] >= 0
        for h in Habitat:
            assert nectar.spent(player, h) >= 0
            assert player.zone(nectar.SPENT[h]) == tuple(range(nectar.spent(player, h)))


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(players=st.integers(2, 5), seed=st.integers(0, 2**32), data=st.data())
def test_random_games_with_the_oceania_cards_keep_every_invariant(players, seed, data):
    rules = _RULES[players]
    start = rules.new_game(seed)
    final, chosen, turns = play_out(rules, start, data)
    assert replay(rules, start, chosen) == final  # the same moves from the same seed
    # 8/7/6/5 turns, and one more in each round after a "No Goal" round (9.2.9)
    unscored = rules.cards.unscored_goal_sides
    extra = [sum(g in unscored for g in final.goals[: r - 1]) for r in (1, 2, 3, 4)]
    for p in range(players):
        expected = [c + e for c, e in zip(CUBES_PER_ROUND, extra, strict=True)]
        assert [turns[(r, p)] for r in (1, 2, 3, 4)] == expected
    _nectar_is_conserved(final)
    assert all(pl.food[Food.NECTAR] == 0 for pl in final.players)  # discarded at round end
    scores = rules.scores(final)
    assert tuple(s.points("nectar") for s in scores) == nectar.nectar_points(final, rules.cards)
    assert from_json(to_json(final), rules) == final


@settings(max_examples=4, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(players=st.integers(2, 5), seed=st.integers(0, 2**32), data=st.data())
def test_random_games_with_every_set_and_oceania_keep_every_invariant(players, seed, data):
    rules = ws.bundled_rules(GameConfig(players=players, sets=_ALL))
    start = rules.new_game(seed)
    final, chosen, _turns = play_out(rules, start, data)
    assert replay(rules, start, chosen) == final
    _nectar_is_conserved(final)


def _oceania_board(cards, players: int, seed: int) -> Scenario:
    """A board of round 1 where the Oceania birds sit on the players' mats, dealt in turn (each
    in its first habitat with room, at most 4 birds a row), with food and nectar to spend."""
    s = Scenario(players=players, cards=cards, seed=seed, sets=SETS)
    rows: Counter = Counter()
    for i, bird in enumerate(b for b in cards.birds if b.set == OCEANIA):
        p = i % players
        room = [h for h in bird.habitats if rows[(p, h)] < 4]
        if room:
            rows[(p, room[0])] += 1
            s.player(p).bird(room[0], bird.name, eggs=min(1, bird.egg_limit))
    for p in range(players):
        s.player(p).food(invertebrate=1, seed=1, fish=1, fruit=1, rodent=1, nectar=2).deal(4)
    return s


@settings(max_examples=10, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(players=st.integers(2, 5), seed=st.integers(0, 2**16), data=st.data())
def test_random_games_from_a_board_of_oceania_birds_keep_every_invariant(
    oceania, players, seed, data
):
    """The Oceania powers run often here: every invariant holds at every step, and the game
    replays from its seed and moves."""
    s = _oceania_board(oceania, players, seed)
    rules = s.rules()
    start = s.build()
    final, chosen, _turns = play_out(rules, start, data)
    assert replay(rules, start, chosen) == final
    assert rules.is_terminal(final)
    _nectar_is_conserved(final)


# --- modes, and the base game -----------------------------------------------------------------------


@settings(max_examples=3, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    mode=st.sampled_from(["automa", "duet", "flock"]), seed=st.integers(0, 2**32), data=st.data()
)
def test_random_games_of_every_mode_with_oceania_keep_every_invariant(mode, seed, data):
    """9.2.11-9.2.13 as far as written: the Automa holds no nectar, Duet scores the majority as
    9.2.3, Flock's majority ties are friendly; every invariant, and the same game again."""
    options = {"automa": AutomaOptions(), "duet": ws.DuetOptions(), "flock": FlockOptions()}
    players = {"automa": 1, "duet": 2, "flock": 6}[mode]
    rules = ws.bundled_rules(GameConfig(players=players, sets=SETS, mode=options[mode]))
    start = rules.new_game(seed)
    final, chosen, _turns = play_out(rules, start, data)
    assert replay(rules, start, chosen) == final
    _nectar_is_conserved(final)
    scores = rules.scores(final)
    assert tuple(s.points("nectar") for s in scores) == nectar.nectar_points(final, rules.cards)


def test_a_base_game_state_with_a_nectar_die_is_refused():
    rules = ws.bundled_rules(GameConfig(players=2))
    state = rules.new_game(1)
    table = attrs.evolve(state.tables[0], feeder=(DieFace.SEED_NECTAR,) * 5, outside=())
    rolled = attrs.evolve(state, tables=(table,))
    assert any("no die of this game" in p for p in problems(rolled, rules.cards))
    oceania = ws.bundled_rules(GameConfig(players=2, sets=SETS)).new_game(1)
    assert problems(oceania, ws.load_cards(sets=SETS)) == []
