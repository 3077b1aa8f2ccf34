"""The Daurian Jackdaw (Additional Asian Avians, docs/promos.md): its white power takes the
round's goal tile off the board for the bird (1 point, as a cached food); nobody scores that
round's goal, and every later round has one more turn (``GameState.cancelled_rounds``,
``CardSet.cubes_in``, ``CardSet.goal_scored``). U22's readings are ``PromoOptions``'
``cached_goal_*`` options."""

from __future__ import annotations

import json

import attrs
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from properties.playing import play_out, replay

import wingspan_rules as ws
from wingspan_rules.engine.core import Rules
from wingspan_rules.errors import SavedGameError
from wingspan_rules.expansions.promos.options import PromoOptions
from wingspan_rules.saves.serialization import from_json, to_json
from wingspan_rules.state.events import GoalScored, GoalTileCached, TurnStarted
from wingspan_rules.testing import Scenario
from wingspan_rules.testing._scripting import Script
from wingspan_rules.variants import AutomaOptions, AutomaState, DuetOptions, FlockOptions

JACKDAW = "Daurian Jackdaw"
PLAY = f"play {JACKDAW} in grassland"
USE = f"use the power of {JACKDAW}"
FOREST_GOALS = ("Birds in forest", "Birds in grassland", "Birds in wetland", "Total birds")


@pytest.fixture(scope="module")
def cards():
    return ws.load_cards(sets=("core", "promos"))


@pytest.fixture(scope="module")
def with_oceania():
    return ws.load_cards(sets=("core", "oceania", "promos"))


def _board(cards, players: int = 2, **mode) -> Scenario:
    """Round 1, player 0 to play the Jackdaw (2 seed for its 2 wild food); player 1 would win
    the forest goal with 2 forest birds to player 0's 1."""
    s = Scenario(players=players, cards=cards, **mode)
    if "mode" not in mode or isinstance(mode["mode"], AutomaOptions):
        s.goals(*FOREST_GOALS)
    s.player(0).hand(JACKDAW).food(seed=2)
    s.player(0).bird("forest", "Blue Jay")
    if players > 1:
        s.player(1).bird("forest", "Downy Woodpecker").bird("forest", "Wild Turkey")
    return s


def _with_options(s: Scenario, options: PromoOptions) -> Script:
    config = attrs.evolve(s.rules().config, expansions=(options,))
    state = attrs.evolve(s.build(), config=config)
    return Script(state, rules=Rules(s.cards, config))


def _jackdaw(state, cards, p: int = 0):
    return next(b for _h, _c, b in state.players[p].birds() if cards.birds[b.card].name == JACKDAW)


def _turns(script: Script, round: int) -> dict[int, int]:
    """How many turns each player started in ``round``, from the script's log."""
    found: dict[int, int] = {}
    for e in script.log:
        if type(e) is TurnStarted and e.round == round:
            found[e.player] = found.get(e.player, 0) + 1
    return found


def test_the_jackdaw_caches_the_round_goal_tile_and_nobody_scores_that_goal(cards):
    """Played in round 1: the tile lies on the Jackdaw and round 1 is cancelled; at the
    round's end nobody scores, though player 1 leads the forest goal."""
    played = _board(cards).script().play(PLAY, USE)
    assert played.state.cancelled_rounds == (1,)
    assert _jackdaw(played.state, cards).goal_tiles == 1
    assert [type(e) for e in played.log].count(GoalTileCached) == 1
    ended = played.finish_round()
    scored = [e for e in ended.log if type(e) is GoalScored]
    assert scored[-1].round == 1 and scored[-1].points == (0, 0)
    assert ended.state.goal_points == ((0, 0),)


def test_every_later_round_has_one_more_turn_for_every_player(cards):
    """After a round-1 Jackdaw, round 2 has 8 turns a player (7 + 1) and round 3 has 7
    (6 + 1); the cancelled round's own turns are unchanged (8)."""
    played = _board(cards).script().play(PLAY, USE)
    assert played.rules.cards.cubes_in(played.state) == 8  # its own round: unchanged
    round_1 = played.finish_round()
    round_2 = round_1.finish_round()
    assert _turns(round_2, 2) == {0: 8, 1: 8}
    round_3 = round_2.finish_round()
    assert _turns(round_3, 3) == {0: 7, 1: 7}
    assert round_3.rules.cards.cubes_in(round_3.state) == 6  # round 4: 5 + 1
    assert round_3.state.goal_points[1] != (0, 0)  # round 2's goal is scored as usual


def test_the_tile_scores_one_point_as_cached_food_and_is_no_food(cards):
    """The tile adds 1 to the cached-food points (the JSON view's too); no food token lies
    on the bird, so nothing counts it as food."""
    played = _board(cards).script().play(PLAY, USE)
    score = played.rules.scores(played.state)[0]
    assert score.cached == 1
    assert sum(_jackdaw(played.state, cards).cached) == 0
    shown = ws.observation_json(played.state, 0, played.rules)
    assert shown["players"][0]["points"]["cached"] == 1
    assert shown["table"]["cancelled_rounds"] == [1]
    jackdaw = next(b for b in shown["players"][0]["mat"]["grassland"] if b.get("goal_tiles"))
    assert jackdaw["goal_tiles"] == 1


def test_u22_on_a_no_goal_round_the_tile_is_cached_and_nothing_else_changes(with_oceania):
    """U22 (default): on Oceania's "No Goal" round the tile is still cached (1 point), and
    the next round has one more turn, not two."""
    s = _board(with_oceania).goals("No goal", *FOREST_GOALS[1:])
    played = s.script().play(PLAY, USE)
    assert played.state.cancelled_rounds == (1,)
    assert played.rules.scores(played.state)[0].cached == 1
    round_1 = played.finish_round()
    round_2 = round_1.finish_round()
    assert _turns(round_2, 2) == {0: 8, 1: 8}


def test_u22_the_other_reading_caches_nothing_on_a_no_goal_round(with_oceania):
    """U22 (``cached_goal_no_goal=False``): on the "No Goal" round the power is not offered."""
    s = _board(with_oceania).goals("No goal", *FOREST_GOALS[1:])
    script = _with_options(s, PromoOptions(cached_goal_no_goal=False))
    played = script.play(PLAY, until="answers")
    assert not any(USE in o for o in played.options())
    assert played.state.cancelled_rounds == ()


def test_a_game_saved_after_the_power_resumes_identically(cards):
    """A save made right after the tile is cached loads as the same state, and the rest of
    the round plays the same from both."""
    played = _board(cards).script().play(PLAY, USE)
    text = to_json(played.state)
    assert '"cancelled_rounds":[1]' in text and '"goal_tiles":1' in text
    loaded = from_json(text, played.rules)
    assert loaded == played.state
    again = Script(loaded, rules=played.rules).finish_round()
    assert again.state == played.finish_round().state


def test_saves_without_a_cached_tile_say_nothing_of_it(cards):
    """A game with no tile cached writes neither field (older saves load unchanged)."""
    state = _board(cards).build()
    text = to_json(state)
    assert "cancelled_rounds" not in text and "goal_tiles" not in text


@pytest.mark.parametrize(
    "change",
    [
        lambda doc: doc["state"].update(cancelled_rounds=[3]),  # a round not yet played
        lambda doc: doc["state"].update(cancelled_rounds=[1, 1]),  # a round twice
        lambda doc: doc["state"].update(cancelled_rounds=[0]),
        lambda doc: doc["state"]["players"][1]["mat"][0][0].update(goal_tiles=2),  # too many
        lambda doc: doc["state"]["players"][1]["mat"][0][0].update(goal_tiles=-1),
    ],
    ids=["a future round", "a round twice", "round 0", "more tiles than rounds", "negative"],
)
def test_hostile_saves_with_nonsense_cancelled_rounds_are_refused(cards, change):
    played = _board(cards).script().play(PLAY, USE)
    doc = json.loads(to_json(played.state))
    change(doc)
    with pytest.raises(SavedGameError):
        from_json(json.dumps(doc), played.rules)


def test_a_jackdaw_played_at_the_game_end_finds_the_goal_scored(cards):
    """Played for free by the Yellow-Eyed Penguin at the game's end, after round 4's goal:
    there is no tile left to take, so its power is not offered."""
    s = Scenario(players=2, cards=cards).round(4).turn(9).goals(*FOREST_GOALS)
    s.feeder("fruit", "fruit", "seed", "fish", "invertebrate")
    s.deck_top(JACKDAW, "Wild Turkey", "Blue Jay", "Canada Goose", "Killdeer")
    s.player(0).bird("wetland", "Yellow-Eyed Penguin")
    s.player(1).hand("Mallard")
    end = s.script().play("gain food", "take fruit", "use the power", until="answers")
    done = end.play(PLAY, until="answers")
    assert not any(USE in o for o in done.options())
    assert done.state.cancelled_rounds == ()


def test_against_the_automa_neither_scores_and_both_take_a_turn_more(cards):
    """The Automa (default ``cached_goal_automa``): it scores no goal for round 1 either, and
    in round 2 the player has 8 turns, the Automa one after each."""
    played = _board(cards, players=1, mode=AutomaOptions()).script().play(PLAY, USE)
    assert played.state.cancelled_rounds == (1,)
    round_1 = played.finish_round()
    automa = AutomaState.of(round_1.state)
    assert automa is not None and automa.goal_points == (0,)
    round_2 = round_1.finish_round()
    assert _turns(round_2, 2) == {0: 8}
    assert len(AutomaState.of(round_2.state).goal_points) == 2  # type: ignore[union-attr]


def test_against_the_automa_the_other_reading_does_nothing(cards):
    s = _board(cards, players=1, mode=AutomaOptions())
    played = _with_options(s, PromoOptions(cached_goal_automa=False)).play(PLAY, until="answers")
    assert not any(USE in o for o in played.options())


def test_in_duet_the_rounds_duet_goal_is_cached_and_the_other_player_starts_next(cards):
    """Duet (default ``cached_goal_duet``): the round's Duet goal is not scored, the next
    round has a turn more each, and the player who did not start round 1 starts round 2."""
    played = _board(cards, mode=DuetOptions()).script().play(PLAY, "space 15", USE)
    assert played.state.cancelled_rounds == (1,)
    round_1 = played.finish_round()
    assert round_1.state.goal_points == ((0, 0),)
    assert round_1.state.first_player == 1
    round_2 = round_1.finish_round()
    assert _turns(round_2, 2) == {0: 8, 1: 8}


def test_in_duet_the_other_reading_does_nothing(cards):
    s = _board(cards, mode=DuetOptions())
    script = _with_options(s, PromoOptions(cached_goal_duet=False))
    played = script.play(PLAY, "space 15", until="answers")
    assert not any(USE in o for o in played.options())


def test_in_flock_the_whole_table_scores_no_goal_and_gets_a_turn_more(cards):
    """Flock (6 players, two acting at once): the one goal board's tile is cached; nobody
    scores round 1, and round 2 gives every player 8 cubes (7 + 1)."""
    s = Scenario(players=6, cards=cards, mode=FlockOptions()).goals(*FOREST_GOALS)
    s.player(0).hand(JACKDAW).food(seed=2)
    played = s.script().play(PLAY, USE, until="answers", player=0)
    assert played.state.cancelled_rounds == (1,)
    round_1 = played.finish_round()
    assert round_1.state.goal_points == ((0,) * 6,)
    assert round_1.rules.cards.cubes_in(round_1.state) == 8


MODES = {
    "base": None,
    "automa": AutomaOptions(),
    "duet": DuetOptions(),
    "flock": FlockOptions(),
}


@pytest.mark.parametrize("mode", list(MODES))
@settings(max_examples=4, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(players=st.integers(2, 5), seed=st.integers(0, 2**16), data=st.data())
def test_random_games_with_the_jackdaw_keep_every_invariant(cards, mode, players, seed, data):
    """Whole games with the Jackdaw in player 0's hand, in every mode: each state passes the
    saved-game checks, and replaying the moves gives the same game."""
    options = MODES[mode]
    players = {"automa": 1, "duet": 2, "flock": 6}.get(mode, players)
    s = Scenario(players=players, cards=cards, seed=seed, **({"mode": options} if options else {}))
    s.player(0).hand(JACKDAW, "Blue Jay").food(seed=2, fruit=1)
    for p in range(players):
        s.player(p).deal(3)
    rules, start = s.rules(), s.build()
    final, chosen, _turns = play_out(rules, start, data)
    assert replay(rules, start, chosen) == final
    assert rules.is_terminal(final)


AFTER_THE_POWER = {
    "base": (None, (PLAY, USE)),
    "automa": (AutomaOptions(), (PLAY, USE)),
    "duet": (DuetOptions(), (PLAY, "space 15", USE)),
}


@pytest.mark.parametrize("mode", list(AFTER_THE_POWER))
@settings(max_examples=4, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(players=st.integers(2, 5), seed=st.integers(0, 2**16), data=st.data())
def test_random_games_after_the_tile_is_cached_keep_every_invariant(
    cards, mode, players, seed, data
):
    """Whole games played on at random from the moment the tile is cached (round 1 then has
    its 8 turns, every later round one more): every state passes the saved-game checks, the
    moves replay to the same game, and the game ends with 4 goals recorded, round 1's at 0."""
    options, answers = AFTER_THE_POWER[mode]
    players = {"automa": 1, "duet": 2}.get(mode, players)
    s = _board(cards, players=players, **({"mode": options} if options else {}))
    for p in range(players):
        s.player(p).deal(3)
    played = s.script().play(*answers, until="answers")
    rules, start = played.rules, played.state
    assert start.cancelled_rounds == (1,)
    final, chosen, turns = play_out(rules, start, data)
    assert replay(rules, start, chosen) == final
    assert rules.is_terminal(final)
    assert len(final.goal_points) == 4 and not any(final.goal_points[0])
    for p in range(players):
        assert [turns[(r, p)] for r in (2, 3, 4)] == [8, 7, 6]
