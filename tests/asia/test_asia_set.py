"""The Asia expansion as a whole: its cards against the reference data, random whole games with
the set, and every Asia bird's power doing something when it runs.

- Facts: every bird and bonus card under ``cards/asia`` is checked against ``birds.json`` and
  ``bonus_cards.json`` with the checks the other sets use (``tests/cards/facts.py``), whatever
  Asia cards ship; the birds that do not ship yet are those docs/asia.md lists, with a reason.
- Games: random legal games with ``GameConfig(sets=("core", "asia"))`` for 2-5 players, every
  invariant checked at every step, the same game again from the same seed and moves; the same
  from boards where every Asia bird is on a mat already, so that their powers run; a few games
  against the Automa, in Duet and in Flock mode.
- Powers: each Asia bird on the European set's prepared boards (``tests/european``): the power
  used and the power declined leave different tables at the checkpoint its timing allows.
"""

from __future__ import annotations

import re
from collections import Counter
from pathlib import Path

import pytest
from cards.facts import bonus_name, check_bird_facts, check_bonus_scoring, check_power_icons
from cards.reference import data_params, set_birds, set_bonus_cards
from european.test_european_set import BOARDS, Board, _exercise
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from properties.playing import play_out, replay

import wingspan_rules as ws
from wingspan_rules.engine.scoring import score_game
from wingspan_rules.state.enums import Timing
from wingspan_rules.state.model import CUBES_PER_ROUND, GameConfig
from wingspan_rules.testing import Scenario
from wingspan_rules.variants import AutomaOptions, FlockOptions

SETS = ("core", "asia")
ASIA = "asia"
DOC = Path(__file__).resolve().parents[2] / "docs" / "asia.md"


@pytest.fixture(scope="module")
def asia():
    """The base game's cards and the Asia expansion's, as ``GameConfig.sets`` loads them."""
    return ws.load_cards(sets=SETS)


def _asia_birds() -> list[str]:
    return sorted(b.name for b in ws.load_cards(sets=SETS).birds if b.set == ASIA)


def _not_shipped() -> set[str]:
    """The Asia birds docs/asia.md lists as not shipped yet (a table row per bird)."""
    text = DOC.read_text(encoding="utf-8").split("## Not shipped yet", 1)[1]
    return {m.group(1) for m in re.finditer(r"^\| ([A-Z][^|]*?) \| [a-z]", text, re.MULTILINE)}


# --- facts --------------------------------------------------------------------------------------


@pytest.mark.shared
def test_every_asia_bird_ships_or_is_listed_with_a_reason(asia):
    """No Asia bird is silently left out: each ships, or docs/asia.md says why not (never both)."""
    shipped = set(_asia_birds())
    listed = _not_shipped()
    assert not shipped & listed
    assert shipped | listed == {b["name"] for b in set_birds(ASIA)}


@pytest.mark.shared
@pytest.mark.parametrize("name", data_params(_asia_birds), ids=str)
def test_asia_bird_facts_match_the_reference(asia, name):
    ref = {b["name"]: b for b in set_birds(ASIA)}.get(name)
    assert ref is not None, f"{name} is not an Asia bird of the reference data"
    bird = asia.bird(name)
    check_bird_facts(bird, ref)
    check_power_icons(bird.power, ref)


@pytest.mark.shared
def test_asia_bonus_cards_match_the_reference(asia):
    refs = {bonus_name(c): c for c in set_bonus_cards(ASIA)}
    for card in (c for c in asia.bonus_cards if c.set == ASIA):
        assert card.name in refs, f"{card.name} is not an Asia bonus card of the reference"
        check_bonus_scoring(card, refs[card.name])


def test_every_asia_card_file_compiles_and_runs(asia):
    """No Asia card is left out of a game: the engine runs every power of the set."""
    rules = ws.bundled_rules(GameConfig(players=2, sets=SETS))
    assert {b.name for b in rules.cards.birds} == {b.name for b in asia.birds}
    assert any(b.set == ASIA for b in rules.cards.birds)


# --- random whole games -------------------------------------------------------------------------

_RULES = {n: ws.bundled_rules(GameConfig(players=n, sets=SETS)) for n in range(2, 6)}


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(players=st.integers(2, 5), seed=st.integers(0, 2**32), data=st.data())
def test_random_games_with_the_asia_cards_keep_every_invariant(players, seed, data):
    rules = _RULES[players]
    start = rules.new_game(seed)
    final, chosen, turns = play_out(rules, start, data)
    assert replay(rules, start, chosen) == final  # the same moves from the same seed
    for p in range(players):
        assert [turns[(r, p)] for r in (1, 2, 3, 4)] == list(CUBES_PER_ROUND)
    assert len(final.goal_points) == 4


def _asia_board(cards, players: int, seed: int) -> Scenario:
    """A board of round 1 where the Asia birds sit on the players' mats, dealt in turn (each in
    its first habitat with room, at most 4 birds a row), with food to spend."""
    s = Scenario(players=players, cards=cards, seed=seed)
    rows: Counter = Counter()
    for i, bird in enumerate(b for b in cards.birds if b.set == ASIA):
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
def test_random_games_from_a_board_of_asia_birds_keep_every_invariant(asia, players, seed, data):
    """The Asia powers run often here (their birds are on the mats from the start): every
    invariant holds at every step, and the game replays from its seed and moves."""
    s = _asia_board(asia, players, seed)
    rules = s.rules()
    start = s.build()
    final, chosen, _turns = play_out(rules, start, data)
    assert replay(rules, start, chosen) == final
    assert rules.is_terminal(final)


@settings(max_examples=4, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**32), data=st.data())
def test_random_automa_games_with_the_asia_cards_keep_every_invariant(seed, data):
    rules = ws.bundled_rules(
        GameConfig(players=1, sets=SETS, mode=AutomaOptions(pink_on_actions=True))
    )
    start = rules.new_game(seed)
    final, chosen, _turns = play_out(rules, start, data)
    assert replay(rules, start, chosen) == final


#: A Flock game of six or seven is long even when every choice is the first one listed: its
#: smallest input is large by nature (``HealthCheck.large_base_example``).
@settings(
    max_examples=2,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.large_base_example],
)
@given(players=st.sampled_from([6, 7]), seed=st.integers(0, 2**32), data=st.data())
def test_random_flock_games_with_the_asia_cards_keep_every_invariant(players, seed, data):
    rules = ws.bundled_rules(GameConfig(players=players, sets=SETS, mode=FlockOptions()))
    start = rules.new_game(seed)
    final, chosen, _turns = play_out(rules, start, data)
    assert replay(rules, start, chosen) == final


# --- every Asia power changes the game when it runs ---------------------------------------------


#: Boards beyond the European set's: three eggs on each stocked bird and one more bird in the
#: grassland ("for every 3 eggs" in a row), a platform-nest bird of the owner's (a pink
#: power laying on one), the bird alone, its owner's action taken in full (an egg laid on
#: it this turn), and predators with dice outside the feeder to roll (a predator's hunt that
#: rolls them is one that can change the game: the honest offers ask it).
ASIA_BOARDS = (
    Board(eggs=3, extra=(("grassland", "Western Meadowlark"),)),
    Board(extra=(("wetland", "Anhinga"),)),
    Board(stocked=False, fillers=False, eager=True),
    Board(predators=True, dice_out=True),
)


@pytest.mark.parametrize("name", _asia_birds())
def test_every_asia_power_changes_the_game_when_it_runs(asia, name):
    """On one of the prepared boards, the power (used when its timing offers it) leaves the
    table otherwise than declining it would, by the end of the turn it ran in (a round-end
    power: by the round's goal; a game-end power: by the final score)."""
    power = asia.bird(name).power
    if power is not None and power.timing is Timing.GAME_END:
        outcome = _exercise_game_end(asia, name)
        assert outcome is None, f"{name}: {outcome}"
        return
    outcomes = []
    for board in (*BOARDS, *ASIA_BOARDS):
        outcome = _exercise(asia, name, board)
        if outcome is None:
            return
        outcomes.append(f"{board}: {outcome}")
    raise AssertionError(f"{name}: " + "; ".join(outcomes))


def _exercise_game_end(cards, name: str) -> str | None:
    """A game-end power on round 4's last turn: its owner (player 0) holds it with a bird of
    each nest type beside it, the rival a bonus card; the game played to its end with the
    power used, and again declined, must end with other players' boards or scores (None),
    else what went wrong."""
    s = Scenario(players=2, cards=cards).round(4).first_player(0).turn(2 * 5 - 1)
    s.goals("Birds in grassland", "Birds in wetland", "Total birds", "Eggs in forest")
    s.goal_points((0, 0), (0, 0), (0, 0))
    s.player(0).bird(cards.bird(name).habitats[0], name)
    for habitat, other in (
        ("forest", "Blue Jay"),
        ("grassland", "Killdeer"),
        ("wetland", "Osprey"),
    ):
        s.player(0).bird(habitat, other)
    s.player(1).bonus("Bird Counter")
    offered = s.script().play("gain food", "stop", until="answers")
    uses = [o for o in offered.options() if o.startswith("use the power")]
    if not uses:
        return "its power was never offered"
    ends = []
    for first in (uses[0], "skip"):
        turn = offered.play(first, until="answers")
        while not s.rules().is_terminal(turn.state):
            turn = turn.play(turn.options()[0], until="answers")
        ends.append((turn.state.players, score_game(turn.state, cards)))
    return None if ends[0] != ends[1] else "its power changed nothing"


@settings(max_examples=3, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**32), data=st.data())
def test_random_duet_games_with_the_asia_cards_keep_every_invariant(seed, data):
    rules = ws.bundled_rules(GameConfig(players=2, sets=SETS, mode=ws.DuetOptions()))
    start = rules.new_game(seed)
    final, chosen, _turns = play_out(rules, start, data)
    assert replay(rules, start, chosen) == final
