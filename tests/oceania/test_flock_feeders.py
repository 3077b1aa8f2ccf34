"""Flock with Oceania (rules-expansions 9.2.13): each group's birdfeeder holds 2 nectar dice
and 3 base dice. The table keeps each die's kind beside its face (four faces are on both
kinds), every roll rolls a die with its own faces, a die taken out keeps its kind, and the
mix survives resets, saves and whole random games. ``OceaniaOptions.mixed_feeder`` False keeps
five nectar dice."""

from __future__ import annotations

import json
from collections import Counter

import attrs
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from properties.playing import play_out, replay

import wingspan_rules as ws
from wingspan_rules.effects import dice
from wingspan_rules.engine.invariants import problems, rules_problems
from wingspan_rules.expansions.oceania.data import oceania_die
from wingspan_rules.expansions.oceania.nectar import OceaniaOptions
from wingspan_rules.state import events as E
from wingspan_rules.state.enums import BASE_DIE, DieFace
from wingspan_rules.state.model import GameConfig
from wingspan_rules.testing import Scenario, view
from wingspan_rules.variants import FlockOptions

SETS = ("core", "oceania")
FLOCK = FlockOptions()
MIX = Counter({"nectar": 2, "base": 3})
FACES = {"nectar": frozenset(oceania_die()), "base": frozenset(BASE_DIE)}


def _rules(players: int = 6, *options: OceaniaOptions) -> ws.Rules:
    return ws.bundled_rules(GameConfig(players=players, sets=SETS, mode=FLOCK, expansions=options))


def _each_die_on_its_kind(table) -> bool:
    faces, kinds = (*table.feeder, *table.outside), (*table.feeder_kinds, *table.outside_kinds)
    if len(table.feeder_kinds) != len(table.feeder) or len(kinds) != 5:
        return False
    return all(face in FACES[kind] for face, kind in zip(faces, kinds, strict=True))


def _sound(state, rules) -> None:
    assert problems(state, rules.cards) == [] and rules_problems(state, rules.cards) == []


def _flock(seed: int = 0) -> Scenario:
    return Scenario(players=6, mode=FLOCK, sets=SETS, seed=seed)


# --- the feeders ---------------------------------------------------------------------------------


@pytest.mark.parametrize("players", [6, 7])
def test_9_2_13_each_flock_feeder_rolls_two_nectar_and_three_base_dice(players):
    rules = _rules(players)
    shown: Counter[DieFace] = Counter()
    for seed in range(8):
        state = rules.new_game(seed)
        _sound(state, rules)
        for table in state.tables:
            assert Counter(table.feeder_kinds) == MIX and not table.outside
            assert _each_die_on_its_kind(table)
            shown.update(table.feeder)
    # the base dice show seed and fruit alone, the nectar dice their two nectar faces
    assert {DieFace.SEED, DieFace.FRUIT, DieFace.SEED_NECTAR, DieFace.FRUIT_NECTAR} <= set(shown)


def test_9_2_13_five_nectar_dice_with_the_mixed_feeder_option_off():
    rules = _rules(6, OceaniaOptions(mixed_feeder=False))
    for seed in range(4):
        state = rules.new_game(seed)
        for table in state.tables:
            assert table.feeder_kinds == () and set(table.feeder) <= FACES["nectar"]
        _sound(state, rules)


def test_9_2_13_other_modes_and_the_base_game_keep_one_kind_of_die():
    for config in (
        GameConfig(players=3, sets=SETS),
        GameConfig(players=6, mode=FLOCK),
        GameConfig(players=2, sets=SETS, mode=ws.DuetOptions()),
    ):
        state = ws.bundled_rules(config).new_game(3)
        assert all(t.feeder_kinds == () == t.outside_kinds for t in state.tables)
        assert "_kinds" not in ws.to_json(state)


# --- a die keeps its kind -----------------------------------------------------------------------


def test_9_2_13_a_die_taken_from_the_feeder_leaves_it_with_its_kind():
    s = _flock()
    s.feeder("seed_nectar", "seed", "fish", "fish", "rodent")
    turn = s.script().play("gain food", "take nectar (from a seed_nectar die)", player=0)
    seen = view(turn.state, turn.rules.cards)
    assert seen.outside_dice == [("nectar", "seed_nectar")]
    assert Counter(kind for kind, _ in seen.feeder_dice) == Counter({"base": 3, "nectar": 1})
    _sound(turn.state, turn.rules)


def test_9_2_13_a_face_on_both_kinds_is_taken_from_a_base_die():
    s = _flock()
    s.feeder("fish", "fish", "seed", "fruit", "seed_nectar")  # a fish die of each kind
    turn = s.script().play("gain food", "take fish", player=0)
    seen = view(turn.state, turn.rules.cards)
    assert seen.outside_dice == [("base", "fish")]
    assert ("nectar", "fish") in seen.feeder_dice


def _anhinga_rolls(feeder: tuple[str, ...], outside: str, kind: str) -> set[DieFace]:
    """The faces Anhinga's roll of the one die outside the feeder (``outside``) shows over 30
    games; each game's die stays of ``kind`` and its state is sound."""
    shown: set[DieFace] = set()
    for seed in range(30):
        s = _flock(seed)
        s.player(0).bird("wetland", "Anhinga")
        s.feeder(*feeder).outside(outside)
        s.deck_top("Blue Jay", "Mallard")
        turn = s.script().play(
            "draw cards",
            "draw from the deck",
            "draw from the deck",
            "use the power of Anhinga (wetland 1)",
            player=0,
        )
        (rolled,) = turn.events(E.DiceRolled)
        shown.update(rolled.faces)
        assert view(turn.state, turn.rules.cards).outside_dice[0][0] == kind
        _sound(turn.state, turn.rules)
    return shown


def test_9_2_13_a_base_die_outside_the_feeder_rolls_with_base_faces():
    """Anhinga rolls the one die outside the feeder, a base die: over many games it shows
    seed and fruit, never a nectar face."""
    shown = _anhinga_rolls(("seed_nectar", "fish", "fish", "rodent"), "seed", "base")
    assert {DieFace.SEED, DieFace.FRUIT} & shown
    assert not {DieFace.SEED_NECTAR, DieFace.FRUIT_NECTAR} & shown


def test_9_2_13_a_nectar_die_outside_the_feeder_rolls_with_nectar_faces():
    shown = _anhinga_rolls(("seed", "fish", "fish", "rodent"), "fruit_nectar", "nectar")
    assert shown <= FACES["nectar"] and {DieFace.SEED_NECTAR, DieFace.FRUIT_NECTAR} & shown


def test_9_2_13_an_emptied_feeder_rolls_all_five_back_with_the_mix():
    s = _flock()
    s.feeder("seed_nectar").outside("fish", "fish", "seed", "rodent")
    turn = s.script().play("gain food", "take seed (from a seed_nectar die)", player=0)
    table = turn.state.tables[0]
    assert len(table.feeder) == 5 and Counter(table.feeder_kinds) == MIX
    assert _each_die_on_its_kind(table)


def test_9_2_13_a_reset_keeps_the_mix():
    """A birdfeeder whose dice all show one face is rerolled: still 2 nectar and 3 base."""
    s = _flock()
    s.feeder("fish", "fish", "fish", "fish", "fish")
    turn = s.script().play("gain food", "reroll the birdfeeder", player=0, until="answers")
    table = turn.state.tables[0]
    assert Counter(table.feeder_kinds) == MIX and _each_die_on_its_kind(table)
    _sound(turn.state, turn.rules)


def test_9_2_13_a_board_the_mixed_dice_cannot_show_is_refused():
    s = _flock()
    s.feeder("seed", "seed", "seed", "fruit")  # four base-only faces: there are 3 base dice
    with pytest.raises(ValueError, match="no 5 dice"):
        s.build()


# --- the dice's kinds in the vocabulary ------------------------------------------------------------


def test_9_2_13_picked_and_rerolled_dice_keep_their_kinds():
    """The helpers every roll uses: dice picked from the feeder go outside with their kinds,
    rerolled dice keep them, a whole feeder rerolled keeps each die's own faces."""
    config = GameConfig(players=6, sets=SETS, mode=FLOCK)
    table = attrs.evolve(
        ws.bundled_rules(config).new_game(1).tables[0],
        feeder=(DieFace.SEED, DieFace.FISH, DieFace.SEED_NECTAR),
        feeder_kinds=("base", "nectar", "nectar"),
        outside=(DieFace.FRUIT, DieFace.RODENT),
        outside_kinds=("base", "base"),
    )
    moved = dice.moved_out(table, (DieFace.SEED_NECTAR,), 1)
    assert moved.outside == (DieFace.FRUIT, DieFace.SEED_NECTAR, DieFace.RODENT)
    assert moved.outside_kinds == ("base", "nectar", "base")
    assert moved.feeder_kinds == ("base", "nectar")
    last = dice.picked_last(moved, (DieFace.FRUIT,))
    assert last.outside_kinds == ("nectar", "base", "base") and last.outside[-1] == DieFace.FRUIT
    rolled, faces, _ = dice.reroll_outside(7, config, last, 3)
    assert rolled.outside_kinds == last.outside_kinds and rolled.outside == faces
    again, _ = dice.reroll_feeder(9, config, last)
    assert Counter(again.feeder_kinds) == Counter(last.feeder_kinds)
    out, _ = dice.all_out(3, config, last)
    assert out.feeder == () and Counter(out.outside_kinds) == MIX and _each_die_on_its_kind(out)


def test_9_2_13_a_die_picked_from_a_full_feeder_goes_out_with_its_kind():
    """With every die in the feeder (none outside yet), a die picked to roll (a chosen-dice
    power's) still goes out with its kind: its kind is the first one kept outside."""
    config = GameConfig(players=6, sets=SETS, mode=FLOCK)
    table = attrs.evolve(
        ws.bundled_rules(config).new_game(1).tables[0],
        feeder=(DieFace.FISH, DieFace.INVERTEBRATE_SEED, DieFace.INVERTEBRATE_SEED),
        feeder_kinds=("base", "base", "nectar"),
        outside=(),
        outside_kinds=(),
    )
    table = attrs.evolve(
        table,
        feeder=(*table.feeder, DieFace.INVERTEBRATE_SEED, DieFace.INVERTEBRATE_SEED),
        feeder_kinds=(*table.feeder_kinds, "base", "nectar"),
    )
    moved = dice.moved_out(table, (DieFace.INVERTEBRATE_SEED,), 0)
    assert moved.outside == (DieFace.INVERTEBRATE_SEED,) and moved.outside_kinds == ("base",)
    assert len(moved.feeder_kinds) == 4 and _each_die_on_its_kind(moved)


def test_9_2_13_a_seeded_flock_game_with_every_set_keeps_each_dies_kind():
    """A whole 6-player Flock game with every set (its chosen-dice birds included), random
    moves from a fixed seed: every state is sound, the dice's kinds included."""
    import random

    sets = ("core", "european", "asia", "promos", "oceania", "americas")
    rules = ws.bundled_rules(GameConfig(players=6, sets=sets, mode=FLOCK))
    pick, state = random.Random(0), rules.new_game(0)
    while not rules.is_terminal(state):
        state = rules.apply(state, pick.choice(rules.legal_moves(state)))
        assert problems(state, rules.cards) == []


# --- saves, views, whole games ------------------------------------------------------------------


def test_9_2_13_saves_keep_each_dies_kind():
    rules = _rules()
    state = rules.new_game(4)
    text = ws.to_json(state)
    assert ws.from_json(text, rules) == state
    table = json.loads(text)["state"]["tables"][0]
    assert Counter(table["feeder_kinds"]) == MIX


def test_9_2_13_a_save_from_before_the_kinds_loads_with_one_kind_of_die():
    """A Flock + Oceania save written before the kinds were kept (five nectar dice, no kinds)
    loads; its next full roll of the feeder brings the mix."""
    rules = _rules()
    state = rules.new_game(5)
    nectar_faces = tuple(sorted(oceania_die()[:5]))
    old = attrs.evolve(
        state,
        tables=tuple(
            attrs.evolve(t, feeder=nectar_faces, feeder_kinds=(), outside_kinds=())
            for t in state.tables
        ),
    )
    doc = json.loads(ws.to_json(old))
    assert "feeder_kinds" not in doc["state"]["tables"][0]
    assert ws.from_json(json.dumps(doc), rules) == old


def test_9_2_13_the_json_view_shows_each_dies_kind():
    rules = _rules()
    state = rules.new_game(6)
    shown = ws.observation_json(state, 0, rules)["table"]
    assert Counter(shown["feeder_kinds"]) == MIX and len(shown["feeder"]) == 5
    plain = ws.bundled_rules(GameConfig(players=2, sets=SETS))
    assert "feeder_kinds" not in ws.observation_json(plain.new_game(6), 0, plain)["table"]


_RULES = {n: _rules(n) for n in (6, 7)}


@settings(max_examples=4, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(players=st.sampled_from([6, 7]), seed=st.integers(0, 2**32), data=st.data())
def test_9_2_13_random_flock_games_with_oceania_keep_the_mix_and_replay(players, seed, data):
    rules = _RULES[players]
    start = rules.new_game(seed)
    final, chosen, _turns = play_out(rules, start, data)
    assert replay(rules, start, chosen) == final
    for table in final.tables:
        assert Counter((*table.feeder_kinds, *table.outside_kinds)) == MIX
        assert _each_die_on_its_kind(table)


def test_9_2_13_the_game_dice_are_both_kinds_in_flock_and_one_elsewhere():
    """What a power reading a die's faces (the promo Warbler's opposite face) is told."""
    flock = GameConfig(players=6, sets=SETS, mode=FLOCK)
    assert dice.game_dice(flock) == (oceania_die(), BASE_DIE)
    assert dice.game_dice(GameConfig(players=2, sets=SETS)) == (oceania_die(),)
    assert dice.game_dice(GameConfig(players=6, mode=FLOCK)) == (BASE_DIE,)
