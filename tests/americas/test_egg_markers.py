"""Rufous Hornero's egg markers (rules-expansions 9.5.9, docs/americas.md "Egg markers"): a
marker on the first empty slot of each habitat, no egg (it scores nothing and counts for no goal
or bonus card), paying one egg of the egg cost of the next bird played on its slot, simply
removed on a column without an egg cost; saved, shown, and refused when a save lies."""

from __future__ import annotations

import json
import random

import attrs
import pytest

from wingspan_rules import load_cards
from wingspan_rules.bots.resample import resample
from wingspan_rules.engine.scoring import bonus_score, round_goal_counts, score_game
from wingspan_rules.errors import SavedGameError
from wingspan_rules.saves.serialization import from_json, to_json
from wingspan_rules.state.enums import Habitat
from wingspan_rules.testing import Scenario, check_conservation
from wingspan_rules.views.json_view import observation_json
from wingspan_rules.views.text import render

SETS = ("core", "americas")
FOREST, GRASSLAND, WETLAND = Habitat.FOREST, Habitat.GRASSLAND, Habitat.WETLAND
FOREST_FIVE = (
    "Blue Jay",
    "Baltimore Oriole",
    "Hermit Thrush",
    "Pileated Woodpecker",
    "Red Crossbill",
)


@pytest.fixture(scope="module")
def cards():
    return load_cards(sets=SETS)


def _table(cards) -> Scenario:
    s = Scenario(players=2, cards=cards, sets=SETS)
    s.player(0).food(invertebrate=3, seed=3)
    return s


def _play_hornero(s: Scenario):
    """Player 0 plays the Rufous Hornero in grassland and uses its power: the turn after."""
    turn = s.play("play Rufous Hornero in grassland", until="answers")
    while "use the power" not in turn.question():
        turn = turn.play(turn.options()[0], until="answers")
    return turn.play("use the power", until="answers")


def _to_player_0(turn):
    """The other player takes the first option of each decision until player 0 chooses."""
    while not turn.question().startswith("player 0: choose an action"):
        turn = turn.play(turn.options()[0], until="answers")
    return turn


def _pay_food(turn):
    while "food cost" in turn.question():
        turn = turn.play(turn.options()[0], until="answers")
    return turn


def test_9_5_9_a_marker_on_the_first_empty_slot_of_each_habitat(cards):
    s = _table(cards)
    s.player(0).hand("Rufous Hornero")
    s.player(0).birds("forest", "Blue Jay", "Downy Woodpecker")
    s.player(0).bird("wetland", "Mallard", eggs=1)
    turn = _play_hornero(s)
    player = turn.state.players[0]
    # forest: after its 2 birds; grassland: after the hornero itself; wetland: after the Mallard
    assert player.egg_markers == ((FOREST, 2), (GRASSLAND, 1), (WETLAND, 1))
    assert player.total_eggs == 1  # markers are no eggs
    assert [len(row) for row in player.mat] == [2, 1, 1]  # the slots stay empty
    check_conservation(turn.state, cards)


def test_9_5_9_a_full_row_gets_no_marker(cards):
    s = _table(cards)
    s.player(0).hand("Rufous Hornero")
    s.player(0).birds("forest", *FOREST_FIVE)  # 5 birds: full
    s.player(0).bird("wetland", "Mallard", eggs=2)  # the hornero's column 1 is free
    turn = _play_hornero(s)
    assert turn.state.players[0].egg_markers == ((GRASSLAND, 1), (WETLAND, 1))


def test_9_5_9_markers_score_nothing_and_count_for_no_goal_or_bonus_card(cards):
    s = _table(cards).goal(1, "Eggs in grassland")
    s.player(0).hand("Rufous Hornero").bonus("Oologist", "Breeding Manager")
    turn = _play_hornero(s)
    state = turn.state
    assert len(state.players[0].egg_markers) == 3
    score = score_game(state, cards)[0]
    assert score.eggs == 0
    assert score.birds == 3  # the hornero's points alone
    assert round_goal_counts(state, cards, 1)[0] == 0
    for bonus in state.players[0].bonus:
        assert bonus_score(state.players[0], cards, bonus).count == 0


def test_9_5_9_a_marker_pays_one_egg_of_the_next_bird_there(cards):
    s = _table(cards)
    s.player(0).hand("Rufous Hornero", "Killdeer")
    s.player(0).birds("grassland", "Eastern Bluebird")  # the hornero goes in column 2
    s.player(0).bird("forest", "Blue Jay", eggs=1)  # pays the hornero's 1 egg
    turn = _to_player_0(_play_hornero(s))
    player = turn.state.players[0]
    assert player.total_eggs == 0
    assert (GRASSLAND, 2) in player.egg_markers
    # column 3 costs 1 egg: the marker pays it, so the Killdeer may be played with no egg
    assert "play Killdeer in grassland" in turn.options()
    turn = _pay_food(turn.play("play Killdeer in grassland", until="answers"))
    player = turn.state.players[0]
    assert len(player.mat[GRASSLAND]) == 3
    assert player.egg_markers == ((FOREST, 1), (WETLAND, 0))  # taken from its slot
    check_conservation(turn.state, cards)


def test_9_5_9_a_marker_pays_only_one_egg_of_a_2_egg_slot(cards):
    s = _table(cards)
    s.player(0).hand("Rufous Hornero", "Killdeer")
    s.player(0).birds("grassland", "Eastern Bluebird", "Dickcissel")  # hornero in column 3
    s.player(0).bird("forest", "Blue Jay", eggs=2)
    turn = _to_player_0(_play_hornero(s))
    assert turn.state.players[0].total_eggs == 1  # 1 paid for the hornero's column
    turn = _pay_food(turn.play("play Killdeer in grassland", until="answers"))
    player = turn.state.players[0]
    assert player.total_eggs == 0  # column 4 costs 2: the marker and the jay's last egg
    assert (GRASSLAND, 3) not in player.egg_markers


def test_9_5_9_without_the_egg_a_2_egg_slot_stays_closed(cards):
    s = _table(cards)
    s.player(0).hand("Rufous Hornero", "Killdeer")
    s.player(0).birds("grassland", "Eastern Bluebird", "Dickcissel")
    s.player(0).bird("forest", "Blue Jay", eggs=1)  # spent on the hornero's column 3
    turn = _to_player_0(_play_hornero(s))
    assert turn.state.players[0].total_eggs == 0
    assert "play Killdeer in grassland" not in turn.options()  # 1 marker of 2 eggs


def test_9_5_9_a_column_1_marker_is_simply_removed(cards):
    s = _table(cards)
    s.player(0).hand("Rufous Hornero", "Mallard")
    turn = _to_player_0(_play_hornero(s))
    assert (WETLAND, 0) in turn.state.players[0].egg_markers
    turn = _pay_food(turn.play("play Mallard in wetland", until="answers"))
    player = turn.state.players[0]
    assert player.egg_markers == ((FOREST, 0), (GRASSLAND, 1))
    assert player.total_eggs == 0  # the marker does not become an egg
    check_conservation(turn.state, cards)


def test_9_5_9_markers_survive_a_save_and_show_in_every_view(cards):
    s = _table(cards)
    s.player(0).hand("Rufous Hornero")
    turn = _play_hornero(s)
    rules, state = s.rules(), turn.state
    assert from_json(to_json(state), rules) == state
    seen = observation_json(state, 1, rules)["players"][0]["egg_markers"]
    assert seen == {"forest": [0], "grassland": [1], "wetland": [0]}
    assert "egg markers: forest column 1, grassland column 2, wetland column 1" in render(
        state, rules=rules
    )
    drawn = resample(state, 1, 7, rules=rules)
    assert drawn.players[0].egg_markers == state.players[0].egg_markers


def test_a_base_game_save_has_no_egg_markers(cards):
    s = Scenario(players=2, cards=load_cards(sets=("core",)))
    state = s.build()
    assert "egg_markers" not in to_json(state)


@pytest.mark.parametrize(
    ("markers", "why"),
    [
        ([["grassland", 0]], "not an empty slot"),  # under the hornero itself
        ([["forest", 5]], "not an empty slot"),  # off the mat
        ([["wetland", 0], ["forest", 0]], "order"),
        ([["forest", 0]] * 5, "more than 4"),
        ([["sky", 0]], None),  # no such habitat
        ([["forest"]], None),  # not a slot
    ],
)
def test_a_save_lying_about_egg_markers_is_refused(cards, markers, why):
    s = _table(cards)
    s.player(0).hand("Rufous Hornero")
    turn = _play_hornero(s)
    saved = json.loads(to_json(turn.state))
    saved["state"]["players"][0]["egg_markers"] = markers
    with pytest.raises(SavedGameError, match=why):
        from_json(json.dumps(saved), s.rules())


def test_9_5_9_random_games_with_the_hornero_keep_markers_on_empty_slots(cards):
    """Random play from a hornero's markers: every state the engine reaches passes the saved-
    game checks (markers only on empty slots), and the markers are never eggs."""
    s = _table(cards)
    s.player(0).hand("Rufous Hornero").deal(6)
    s.player(1).deal(6)
    turn = _play_hornero(s)
    rules, state = s.rules(), turn.state
    rng = random.Random(5)
    for _ in range(150):
        if not state.pending:
            break
        moves = rules.legal_moves(state)
        state = rules.apply(state, rng.choice(moves))
        for player in state.players:
            for habitat, column in player.egg_markers:
                assert column >= player.spaces(habitat)
    assert from_json(to_json(state), rules) == state
    check_conservation(state, cards)


def test_markers_are_not_compared_with_eggs_by_the_board(cards):
    """The markers field is plain data: a player with markers and the same player without
    them hold the same eggs (what every egg count reads)."""
    s = _table(cards)
    s.player(0).hand("Rufous Hornero")
    state = _play_hornero(s).state
    bare = attrs.evolve(state.players[0], egg_markers=())
    assert bare.total_eggs == state.players[0].total_eggs


def test_9_5_9_the_observation_vector_shows_markers_as_eggs_of_empty_places(cards):
    pytest.importorskip("numpy")
    from wingspan_rules.envs.observation import ObservationEncoding

    s = _table(cards)
    s.player(0).hand("Rufous Hornero")
    turn = _play_hornero(s)
    rules, state = s.rules(), turn.state
    encoding = ObservationEncoding(rules)
    vector = encoding.encode_state(state, 1)  # player 0 is seat 1 for player 1
    mat = next(section for section in encoding.sections if section.name == "p1.mat").start
    place = 5  # (card, eggs, cached, tucked, sideways) per place, 5 places per row
    eggs_of = [vector[mat + (h * 5 + column) * place + 1] for h, column in ((0, 0), (1, 1), (2, 0))]
    assert eggs_of == [1, 1, 1]
    assert vector[mat + (1 * 5 + 0) * place + 1] == 0  # the hornero holds no egg
    assert (vector == encoding.encode(rules.observation(state, 1))).all()


def test_9_5_9_a_power_playing_a_bird_on_a_marked_slot_counts_the_marker(cards):
    """Ultramarine Grosbeak plays a bird into its column of another row: with no egg left,
    only the marker on that slot lets the play pay the slot's egg."""
    s = _table(cards)
    s.player(0).hand("Rufous Hornero", "Ultramarine Grosbeak", "Killdeer")
    s.player(0).birds("wetland", "Mallard")  # the wetland's marker goes in column 2
    turn = _to_player_0(_play_hornero(s))
    assert turn.state.players[0].egg_markers == ((FOREST, 0), (GRASSLAND, 1), (WETLAND, 1))
    turn = _pay_food(turn.play("play Ultramarine Grosbeak in grassland", until="answers"))
    assert turn.state.players[0].total_eggs == 0
    turn = turn.play("use the power", until="answers")
    assert "play Killdeer in wetland" in turn.options()
    turn = _pay_food(turn.play("play Killdeer in wetland", until="answers"))
    player = turn.state.players[0]
    assert [len(row) for row in player.mat] == [0, 2, 2]
    assert player.egg_markers == ((FOREST, 0),)
    check_conservation(turn.state, cards)


def test_9_5_9_a_bird_moved_onto_a_marker_discards_it(cards):
    """Bewick's Wren moves to the forest's first empty slot: no bird is played there, so
    nothing pays with the marker, which is discarded (the slot is no longer empty)."""
    s = _table(cards)
    s.player(0).hand("Rufous Hornero")
    s.player(0).birds("wetland", "Bewick's Wren")
    turn = _to_player_0(_play_hornero(s))
    assert turn.state.players[0].egg_markers == ((FOREST, 0), (GRASSLAND, 1), (WETLAND, 1))
    turn = turn.play("draw cards", until="answers")
    while "use the power" not in turn.question():
        turn = turn.play(turn.options()[0], until="answers")
    turn = turn.play("use the power", until="answers")
    turn = turn.play(next(o for o in turn.options() if "forest" in o), until="answers")
    player = turn.state.players[0]
    assert [len(row) for row in player.mat] == [1, 1, 0]
    assert player.egg_markers == ((GRASSLAND, 1), (WETLAND, 1))
    assert player.total_eggs == 0
