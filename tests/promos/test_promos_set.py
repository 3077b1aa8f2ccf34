"""The promo packs as a set: their cards against the reference data, random whole games with
them, and every promo bird's power doing something when it runs.

- Facts: every bird under ``cards/promos`` is checked against ``birds.json`` with the checks the
  core set uses (``tests/cards/facts.py``); the reference labels each pack's birds with the
  pack's own set (``promoAsia`` ...), the library with the one set ``promos``, and the pack is the
  file the bird is in (docs/promos.md). The birds the engine cannot run yet are not bundled:
  each is listed in docs/promos.md, and every bundled one is a bird of a pack.
- Games: random legal games with ``GameConfig(sets=("core", "promos"))`` for 2-5 players, every
  invariant checked at every step, the same game again from the same seed and moves; the same
  from boards where every promo bird is on a mat already; a few against the Automa and in Flock.
- Powers: each promo bird on the prepared boards of the European set's test, used and declined:
  the two games differ by the checkpoint its timing allows.
"""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest
from cards.facts import check_bird_facts, check_power_icons
from cards.reference import SHARED, data_params, set_birds
from european.test_european_set import BOARDS, Board, _exercise
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from properties.playing import play_out, replay

import wingspan_rules as ws
from wingspan_rules.state.enums import Timing
from wingspan_rules.state.model import CUBES_PER_ROUND, GameConfig
from wingspan_rules.testing import Scenario
from wingspan_rules.variants import AutomaOptions, FlockOptions

SETS = ("core", "promos")
PROMOS = "promos"
#: The sets dealing every bundled promo bird: one naming nectar plays only beside Oceania
#: (``language.loader.playable_birds``), so a core and promos game leaves it out.
WITH_NECTAR = ("core", "oceania", "promos")
#: Each pack's file under cards/promos, by the reference data's set label.
PACK_FILES = {
    "promoAsia": "asia.wsp",
    "promoCA": "canada.wsp",
    "promoEurope": "europe.wsp",
    "promoNZ": "new-zealand.wsp",
    "promoUK": "britain.wsp",
    "promoUS": "usa.wsp",
}
DOCS = Path(__file__).resolve().parents[2] / "docs" / "promos.md"
#: Icons a power names that its card shows as one word (docs/promos.md, "Readings").
WRITTEN_OUT = {"Common Pheasant": {"forest", "grassland", "wetland"}}
#: Icons a power prints only to exclude them, which the compiled power need not name: the Rock
#: Ptarmigan's "any food type (except nectar)" (its jokers never pay nectar; naming it would
#: keep the bird out of games without nectar).
EXCLUDED_ONLY = {"Rock Ptarmigan": {"nectar"}}
#: Powers the European set's prepared boards cannot show (a game-end power, an egg count the
#: boards never have, a pink trigger whose played bird the boards hold already, a supply smaller
#: than the boards give): each has its own scenario tests in test_promo_powers.py.
OWN_SCENARIOS = ("Italian Sparrow", "Common Pheasant", "Sharp-Tailed Grouse", "King Eider")
#: The same for the pink powers of test_promo_powers_bonus_supply.py (a played bird of a kind,
#: a food gained by any means).
OWN_SCENARIOS += ("Ovenbird", "Black-Necked Grebe", "Eurasian Wren")
OWN_SCENARIOS += ("Eurasian Blue Tit", "Song Thrush")
#: The same for the promo birds of the deck, the discard pile, the tray, drawn cards, eggs and
#: play-a-bird (a discard pile the boards leave empty or without a seed-eater on top), with
#: their scenario tests in test_promo_deck_powers.py.
OWN_SCENARIOS += ("Common Crane",)
#: The same for the pink powers of a food cached and of the birdfeeder reset, with their
#: scenario tests in test_pink_feeder_tray_birds.py ...
OWN_SCENARIOS += ("Black-and-Yellow Broadbill", "Boat-Tailed Grackle", "Laughing Gull", "Weka")
#: ... and of a feeder with two dice alike, which the boards never show, and of a bonus card
#: drawn by another player.
OWN_SCENARIOS += ("Common Wood Pigeon", "Eurasian Skylark")
#: ... and of a discard pile the boards leave empty (test_spendable_cache_birds.py).
OWN_SCENARIOS += ("Ivory Gull",)
#: ... and of another player's mat upgrade, which no board makes (test_california_scrub_jay.py).
OWN_SCENARIOS += ("California Scrub-Jay",)


@pytest.fixture(scope="module")
def promos():
    """The base game's cards and the promo packs', as ``GameConfig.sets`` loads them."""
    return ws.load_cards(sets=SETS)


def _promo_birds(sets: tuple[str, ...] = SETS) -> list[str]:
    return sorted(b.name for b in ws.load_cards(sets=sets).birds if b.set == PROMOS)


def _bundled_promo_birds() -> list[str]:
    """Every promo bird of the bundled files, those naming nectar included."""
    return _promo_birds(WITH_NECTAR)


def _ref_birds() -> dict[str, dict]:
    return {b["name"]: b for pack in PACK_FILES for b in set_birds(pack)}


# --- facts --------------------------------------------------------------------------------------


@pytest.mark.shared
@pytest.mark.parametrize("name", data_params(_bundled_promo_birds), ids=str)
def test_promo_bird_facts_match_the_reference(name):
    ref = _ref_birds().get(name)
    assert ref is not None, f"{name} is not a promo bird of the reference data"
    bird = ws.load_cards(sets=WITH_NECTAR).bird(name)
    check_bird_facts(bird, {**ref, "set": PROMOS})
    assert bird.origin is not None and Path(bird.origin.path).name == PACK_FILES[ref["set"]]
    extra = WRITTEN_OUT.get(name, set())
    icons = sorted((set(ref["power_icons"]) | extra) - EXCLUDED_ONLY.get(name, set()))
    check_power_icons(bird.power, {**ref, "power_icons": icons})


@pytest.mark.shared
def test_every_promo_bird_is_bundled_or_listed_as_waiting():
    """docs/promos.md names each promo bird that is not bundled yet, and no bundled one."""
    bundled = set(_bundled_promo_birds())
    text = DOCS.read_text(encoding="utf-8")
    waiting = {name for name in _ref_birds() if f"| {name} |" in text}
    assert bundled | waiting == set(_ref_birds())
    assert not bundled & waiting, f"bundled and listed as waiting: {sorted(bundled & waiting)}"
    assert SHARED.is_dir()


def test_every_promo_card_file_compiles_and_runs(promos):
    rules = ws.bundled_rules(GameConfig(players=2, sets=SETS))
    assert {b.name for b in rules.cards.birds} == {b.name for b in promos.birds}
    assert any(b.set == PROMOS for b in rules.cards.birds)


# --- random whole games -------------------------------------------------------------------------

_RULES = {n: ws.bundled_rules(GameConfig(players=n, sets=SETS)) for n in range(2, 6)}


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(players=st.integers(2, 5), seed=st.integers(0, 2**32), data=st.data())
def test_random_games_with_the_promo_cards_keep_every_invariant(players, seed, data):
    rules = _RULES[players]
    start = rules.new_game(seed)
    final, chosen, turns = play_out(rules, start, data)
    assert replay(rules, start, chosen) == final
    # 8/7/6/5 turns, and one more in each round after one whose goal tile the Daurian
    # Jackdaw cached (rules 9.6): the game's own count, ``CardSet.cubes_in``
    expected = [rules.cards.cubes_in(final, r) for r in (1, 2, 3, 4)]
    extra = [c - base for c, base in zip(expected, CUBES_PER_ROUND, strict=True)]
    assert extra == [sum(r < k for r in final.cancelled_rounds) for k in (1, 2, 3, 4)]
    for p in range(players):
        assert [turns[(r, p)] for r in (1, 2, 3, 4)] == expected
    assert len(final.goal_points) == 4


def _promo_board(promos, players: int, seed: int) -> Scenario:
    """A board of round 1 where the promo birds sit on the players' mats, dealt in turn (each in
    its first habitat with room, at most 4 birds a row), with food to spend."""
    s = Scenario(players=players, cards=promos, seed=seed)
    rows: Counter = Counter()
    birds = [b for b in promos.birds if b.set == PROMOS]
    for i, bird in enumerate(birds):
        p = i % players
        room = [h for h in bird.habitats if rows[(p, h)] < 4]
        if room:
            rows[(p, room[0])] += 1
            s.player(p).bird(room[0], bird.name, eggs=min(1, bird.egg_limit))
    for p in range(players):
        s.player(p).food(invertebrate=1, seed=1, fish=1, fruit=1, rodent=1).deal(4)
    return s


@settings(max_examples=10, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(players=st.integers(2, 5), seed=st.integers(0, 2**16), data=st.data())
def test_random_games_from_a_board_of_promo_birds_keep_every_invariant(promos, players, seed, data):
    """The promo powers run often here: every invariant holds at every step (``play_out``
    checks them, and the JSON round trip while a power is under way), and the game replays."""
    s = _promo_board(promos, players, seed)
    rules = s.rules()
    start = s.build()
    final, chosen, _turns = play_out(rules, start, data)
    assert replay(rules, start, chosen) == final
    assert rules.is_terminal(final)


@settings(max_examples=4, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**32), data=st.data())
def test_random_automa_games_with_the_promo_cards_keep_every_invariant(seed, data):
    rules = ws.bundled_rules(
        GameConfig(players=1, sets=SETS, mode=AutomaOptions(pink_on_actions=True))
    )
    start = rules.new_game(seed)
    final, chosen, _turns = play_out(rules, start, data)
    assert replay(rules, start, chosen) == final


@settings(max_examples=2, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**32), data=st.data())
def test_random_flock_games_with_the_promo_cards_keep_every_invariant(seed, data):
    rules = ws.bundled_rules(GameConfig(players=6, sets=SETS, mode=FlockOptions()))
    start = rules.new_game(seed)
    final, chosen, _turns = play_out(rules, start, data)
    assert replay(rules, start, chosen) == final


def test_all_bundled_sets_play_together():
    """The promos beside the European expansion: one whole random game keeps every invariant."""
    from wingspan_rules.tools.simulate import random_playout

    rules = ws.bundled_rules(GameConfig(players=3, sets=("core", "european", PROMOS)))
    final, _moves = random_playout(rules.new_game(7), 7, rules=rules)
    assert rules.is_terminal(final)


# --- every promo power changes the game when it runs --------------------------------------------


def _exercised_birds() -> list[str]:
    cards = ws.load_cards(sets=SETS)
    return [
        name
        for name in _promo_birds()
        if name not in OWN_SCENARIOS and cards.bird(name).timing is not Timing.GAME_END
    ]


#: A board beyond the European set's: a bird with a brown power beside the power's bird (a
#: power that activates an adjacent bird's).
PROMO_BOARDS = (Board(extra=(("forest", "Red-Bellied Woodpecker"),)),)


@pytest.mark.parametrize("name", _exercised_birds())
def test_every_promo_power_changes_the_game_when_it_runs(promos, name):
    """On one of the prepared boards, the power (used when its timing offers it) leaves the
    table otherwise than declining it would, by the checkpoint its timing allows."""
    outcomes = []
    for board in (*BOARDS, *PROMO_BOARDS):
        outcome = _exercise(promos, name, board)
        if outcome is None:
            return
        outcomes.append(f"{board}: {outcome}")
    raise AssertionError(f"{name}: " + "; ".join(outcomes))
