"""Rules reference section 7: Swift-Start, the quick-start setup, as a preset loaded from data.

Each guide sets its player's starting cards and food instead of the choice of rules 1.7 step 2;
the guides go clockwise from the first player ("player 1"), a fifth player sets up normally,
bonus cards are dealt and chosen as usual, and the Swift-Start cards no guide hands out go
into the deck once setup is done.
"""

from __future__ import annotations

import json
from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import wingspan_rules as ws
from wingspan_rules import frames as F
from wingspan_rules.engine.invariants import problems, rules_problems
from wingspan_rules.state import events as E
from wingspan_rules.state.enums import Food
from wingspan_rules.state.model import DEALT_BIRDS, DEALT_BONUS, HIDDEN, STARTING_FOOD
from wingspan_rules.state.moves import DiscardBird, KeepBonus
from wingspan_rules.tools.cli import main
from wingspan_rules.tools.simulate import random_playout
from wingspan_rules.variants import SwiftStart, swift_start

#: The base game's guides (rules reference 7): hand and food, in guide order.
GUIDES = [
    (["American Redstart", "Broad-Winged Hawk"], {"invertebrate": 1, "rodent": 1, "fruit": 1}),
    (["Canvasback", "Vaux's Swift"], {"invertebrate": 1, "seed": 1, "fruit": 1}),
    (["White-Throated Swift", "Scaled Quail", "Brant"], {"invertebrate": 1, "seed": 1}),
    (["Red-Breasted Merganser", "Black-Chinned Hummingbird"], {"fish": 1, "invertebrate": 1}),
]


def _food(amounts: dict[str, int]) -> tuple[int, ...]:
    food = [0] * len(Food)
    for word, n in amounts.items():
        food[Food.from_label(word)] = n
    return tuple(food)


def _rules(players: int, **options) -> ws.Rules:
    return ws.bundled_rules(ws.GameConfig(players=players, setup=SwiftStart("base"), **options))


def _game_with_first(rules: ws.Rules, first: int) -> ws.GameState:
    """The game of the first seed whose first player is ``first``."""
    for seed in range(200):
        state = rules.new_game(seed)
        if state.first_player == first:
            return state
    raise AssertionError(f"no seed below 200 makes player {first} first")


def _names(cards, ids) -> list[str]:
    return [cards.birds[c].name for c in ids]


def _finish_setup(rules: ws.Rules, state: ws.GameState) -> ws.GameState:
    while state.phase is ws.Phase.SETUP:
        state = rules.apply(state, rules.legal_moves(state)[0])
    return state


def _core_swift_start(cards) -> set[int]:
    return {i for i, bird in enumerate(cards.birds) if bird.swift_start}


# --- the preset ---------------------------------------------------------------------------------


def test_7_the_base_preset_holds_the_four_guides_of_the_rules_reference():
    preset = swift_start.preset("base")
    assert [g.name for g in preset.guides] == ["player 1", "player 2", "player 3", "player 4"]
    for guide, (hand, food) in zip(preset.guides, GUIDES, strict=True):
        assert list(guide.hand) == hand
        assert Counter(f.label for f in guide.food) == Counter(food)
    assert "Painted Whitestart" in preset.cards
    assert "Painted Whitestart" not in {c for g in preset.guides for c in g.hand}


def test_7_the_base_preset_names_the_ten_swift_start_birds_of_the_core_set(cards):
    named = {cards.bird_id(name) for name in swift_start.preset("base").cards}
    assert named == _core_swift_start(cards) and len(named) == 10


def test_7_the_preset_birds_are_the_swift_start_birds_of_the_reference_data():
    from cards.reference import core_birds

    flagged = {b["name"] for b in core_birds() if b["swift_start"]}
    preset = swift_start.preset("base")
    assert set(preset.cards) == flagged
    for guide in preset.guides:
        assert set(guide.hand) <= flagged


def test_7_the_preset_ships_inside_the_package():
    assert "base" in swift_start.available_presets()
    assert swift_start.DATA.joinpath("swift_start_base.json").is_file()


# --- setup with the guides -----------------------------------------------------------------------


@pytest.mark.parametrize("players", [1, 2, 3, 4, 5])
def test_7_guides_go_clockwise_from_the_first_player(cards, players):
    rules = _rules(players)
    for first in range(players):
        state = _game_with_first(rules, first)
        for p, player in enumerate(state.players):
            offset = (p - first) % players
            if offset >= len(GUIDES):
                continue  # the fifth player: below
            hand, food = GUIDES[offset]
            assert _names(cards, player.hand) == hand, (first, p)
            assert player.food == _food(food), (first, p)
            assert len(player.bonus) == DEALT_BONUS


def test_7_a_fifth_player_gets_no_guide_and_sets_up_normally(cards):
    rules = _rules(5)
    state = _game_with_first(rules, 2)
    fifth = (2 + 4) % 5
    player = state.players[fifth]
    assert len(player.hand) == DEALT_BIRDS and player.food == STARTING_FOOD
    assert not set(player.hand) & _core_swift_start(cards)  # dealt before the guides' cards return
    asked = [f for f in state.pending if isinstance(f, F.SetupBirds)]
    assert [(f.player, f.dealt) for f in asked] == [(fifth, player.hand)]
    assert swift_start.seats(rules.config, 2) == (3, None, 0, 1, 2)

    while ws.current_player(state) != fifth:
        state = rules.apply(state, rules.legal_moves(state)[0])
    for card in player.hand:  # keep none: the normal setup of rules 1.7
        state = rules.apply(state, DiscardBird(card))
    assert isinstance(state.pending[-1], F.ChooseBonus)
    state = rules.apply(state, rules.legal_moves(state)[0])
    state = _finish_setup(rules, state)
    assert state.players[fifth].hand == () and sum(state.players[fifth].food) == 5


def test_7_solo_uses_the_guide_of_player_1(cards):
    state = _rules(1).new_game(seed=11)
    assert _names(cards, state.players[0].hand) == GUIDES[0][0]
    assert state.players[0].food == _food(GUIDES[0][1])


@pytest.mark.parametrize(
    ("mode", "players"), [(ws.AutomaOptions(), 1), (ws.DuetOptions(), 2), (ws.FlockOptions(), 7)]
)
def test_7_every_mode_takes_the_option(mode, players):
    config = ws.GameConfig(players=players, mode=mode, setup=SwiftStart("base"))
    assert config.setup == SwiftStart("base")
    # Four guides: in Flock mode the players after the fourth set up normally.
    assert swift_start.seats(config, 0)[:4] == (0, 1, 2, 3)[:players]
    assert swift_start.seats(config, 0)[4:] == (None,) * (players - 4 if players > 4 else 0)


def test_7_guided_players_make_no_bird_or_food_decision(cards):
    rules = ws.Rules(cards, ws.GameConfig(players=4, setup=SwiftStart("base")), answer_forced=False)
    state = rules.new_game(seed=3)
    asked = []
    while state.phase is ws.Phase.SETUP:
        asked.append(type(state.pending[-1]))
        state = rules.apply(state, rules.legal_moves(state)[0])
    assert asked == [F.ChooseBonus] * 4  # one bonus card each, nothing else


def test_7_bonus_cards_are_still_dealt_and_chosen(cards):
    rules = _rules(3)
    state = rules.new_game(seed=5)
    dealt = [p.bonus for p in state.players]
    kept = []
    while state.phase is ws.Phase.SETUP:
        frame = state.pending[-1]
        assert isinstance(frame, F.ChooseBonus)
        assert frame.offered == dealt[frame.player] and len(frame.offered) == DEALT_BONUS
        kept.append(frame.offered[1])
        state = rules.apply(state, KeepBonus(frame.offered[1]))
    assert [p.bonus for p in state.players] == [(k,) for k in kept]
    assert sorted(state.table.bonus_discard) == sorted(d[0] for d in dealt)
    shown = [e for e in state.events if type(e) is E.SetupKept]  # revealed together (rules 1.7)
    assert [(e.player, e.birds, e.food, e.bonus) for e in shown] == [
        (p, pl.hand, pl.food, pl.bonus[0]) for p, pl in enumerate(state.players)
    ]
    assert isinstance(state.pending[-1], F.ChooseAction)


@pytest.mark.parametrize("players", [1, 2, 3, 4, 5])
def test_7_the_other_swift_start_cards_are_shuffled_into_the_deck(cards, players):
    state = _rules(players).new_game(seed=21)
    held = {c for p in state.players for c in p.hand}
    swift = _core_swift_start(cards)
    unused = swift - held
    assert unused <= set(state.table.deck)  # Painted Whitestart always among them
    assert cards.bird_id("Painted Whitestart") in state.table.deck
    assert not swift & set(state.table.tray)
    assert problems(state, cards) == []


@settings(max_examples=60, deadline=None)
@given(players=st.integers(1, 5), seed=st.integers(0, 2**32))
def test_7_any_seed_deals_each_guide_to_its_seat(cards, players, seed):
    rules = _rules(players)
    state = rules.new_game(seed)
    seats = swift_start.seats(rules.config, state.first_player)
    assert seats[state.first_player] == 0
    for p, guide in enumerate(seats):
        player = state.players[p]
        if guide is None:
            assert players == 5 and len(player.hand) == DEALT_BIRDS
            assert not set(player.hand) & _core_swift_start(cards)
        else:
            assert _names(cards, player.hand) == GUIDES[guide][0]
            assert player.food == _food(GUIDES[guide][1])
    assert problems(state, cards) == [] and rules_problems(state, cards) == []


def test_7_the_unused_swift_start_cards_lie_anywhere_in_the_deck(cards):
    rules = _rules(2)
    whitestart = cards.bird_id("Painted Whitestart")
    places = {rules.new_game(seed).table.deck.index(whitestart) for seed in range(30)}
    assert len(places) > 20


def test_7_the_same_seed_deals_and_plays_the_same_game(cards):
    rules = _rules(4)
    assert rules.new_game(seed=8) == rules.new_game(seed=8)
    assert rules.new_game(seed=8).table.deck != rules.new_game(seed=9).table.deck
    one, moves_one = random_playout(rules.new_game(seed=8), 99, rules=rules)
    two, moves_two = random_playout(rules.new_game(seed=8), 99, rules=rules)
    assert (one, moves_one) == (two, moves_two)
    assert one.events == two.events


def test_7_without_the_option_the_setup_is_the_normal_one(cards):
    state = ws.bundled_rules(ws.GameConfig(players=4)).new_game(seed=8)
    assert all(len(p.hand) == DEALT_BIRDS for p in state.players)
    assert [type(f) for f in state.pending[1:]] == [F.SetupBirds] * 4


# --- what other players see ----------------------------------------------------------------------


def test_7_others_see_a_guided_player_as_the_guide_set_them_up(cards):
    rules = _rules(5)
    state = _game_with_first(rules, 0)
    view = ws.observation(state, 4)  # the fifth player, who chooses normally
    guided = view.players[0]
    assert guided.hand == (HIDDEN,) * 2 and guided.bonus == (HIDDEN,) * DEALT_BONUS
    assert guided.food == _food(GUIDES[0][1])  # food tokens are public (rules 1.7)

    while ws.current_player(state) != 4:
        state = rules.apply(state, rules.legal_moves(state)[0])
    dealt = state.players[4].hand
    state = rules.apply(state, DiscardBird(dealt[0]))
    assert ws.observation(state, 4).table.discard == (dealt[0],)  # their own discard
    assert ws.observation(state, 0).table.discard == ()
    assert ws.observation(state, 0).players[4].hand == (HIDDEN,) * DEALT_BIRDS


# --- saves ---------------------------------------------------------------------------------------


def test_7_a_game_saved_during_setup_resumes_the_same(cards):
    rules = _rules(3)
    state = rules.new_game(seed=13)
    state = rules.apply(state, rules.legal_moves(state)[1])  # the first bonus card chosen
    assert state.phase is ws.Phase.SETUP
    text = ws.to_json(state)
    assert json.loads(text)["state"]["config"]["setup"] == {"type": "swift-start", "name": "base"}
    loaded = ws.from_json(text, rules)
    assert loaded == state
    assert random_playout(loaded, 4, rules=rules) == random_playout(state, 4, rules=rules)


def test_7_a_save_without_the_option_loads_as_the_normal_setup():
    state = ws.new_game(ws.GameConfig(players=2), seed=1)
    doc = json.loads(ws.to_json(state))
    del doc["state"]["config"]["setup"]  # as written before the option existed
    assert ws.from_json(json.dumps(doc)).config.setup is None


def test_7_a_save_naming_an_unknown_preset_is_refused():
    doc = json.loads(ws.to_json(_rules(2).new_game(seed=1)))
    doc["state"]["config"]["setup"]["name"] = "../base"
    with pytest.raises(ws.SavedGameError, match="no Swift-Start preset named '../base'"):
        ws.from_json(json.dumps(doc))


@pytest.mark.parametrize("players", [1, 2, 3, 4, 5])
def test_7_random_games_keep_every_invariant(cards, players):
    rules = _rules(players)
    state = rules.new_game(seed=100 + players)
    assert problems(state, cards) == [] and rules_problems(state, cards) == []
    steps = [0]

    def check(options, move, after):
        assert problems(after, cards) == []
        if steps[0] % 10 == 0:
            assert rules_problems(after, cards) == []
        if steps[0] % 40 == 0:
            assert ws.from_json(ws.to_json(after), rules) == after
        steps[0] += 1

    final, moves = random_playout(state, players, check, rules=rules)
    assert final.phase is ws.Phase.OVER and len(final.goal_points) == 4
    assert problems(final, cards) == [] and rules_problems(final, cards) == []
    assert ws.from_json(ws.to_json(final), rules) == final


# --- bad presets ---------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("value", "message"),
    [
        ("nope", "no Swift-Start preset named 'nope' \\(known: base\\)"),
        ("Base", "no Swift-Start preset named 'Base'"),
        ("", "no Swift-Start preset named ''"),
        (3, "swift_start must be the name of a preset or None"),
        (("base",), "swift_start must be the name of a preset or None"),
    ],
)
def test_7_an_unknown_preset_is_a_config_error(value, message):
    with pytest.raises(ws.ConfigError, match=message):
        ws.GameConfig(players=2, setup=SwiftStart(value))


@pytest.mark.parametrize("value", ["base", 3, ws.BaseGame()])
def test_7_a_setup_that_is_no_preset_is_a_config_error(value):
    with pytest.raises(ws.ConfigError, match="setup must be a setup preset"):
        ws.GameConfig(players=2, setup=value)


@pytest.fixture
def preset_dir(tmp_path, monkeypatch):
    """Presets read from ``tmp_path`` instead of the package (caches cleared around the test)."""
    monkeypatch.setattr(swift_start, "DATA", tmp_path)
    swift_start.available_presets.cache_clear()
    swift_start.preset.cache_clear()
    yield tmp_path
    swift_start.available_presets.cache_clear()
    swift_start.preset.cache_clear()


GOOD = {"name": "p1", "hand": ["Mallard"], "food": ["seed"]}


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("{not json", "not JSON"),
        ("[]", "must hold a JSON object"),
        (json.dumps({"cards": []}), "the preset lacks guides"),
        (json.dumps({"cards": [], "guides": [], "extra": 1}), "unknown keys \\['extra'\\]"),
        (json.dumps({"cards": ["Mallard"], "guides": []}), "guides must be a list of 1 to 7"),
        (json.dumps({"cards": "Mallard", "guides": [GOOD]}), "cards must be a list"),
        (json.dumps({"cards": ["Mallard", "mallard"], "guides": [GOOD]}), "names a card twice"),
        (json.dumps({"cards": [], "guides": [GOOD]}), "'Mallard' is not one of the preset's"),
        (
            json.dumps({"cards": ["Mallard"], "guides": [GOOD, {**GOOD, "name": "p2"}]}),
            "guide 'p2': 'Mallard' is already in another hand",
        ),
        (
            json.dumps({"cards": ["Mallard"], "guides": [{**GOOD, "food": ["nectar"]}]}),
            "'nectar' is not a food word",
        ),
        (
            json.dumps({"cards": ["Mallard"], "guides": [{**GOOD, "food": ["seed"] * 6}]}),
            "food must be a list of at most 5",
        ),
        (
            json.dumps({"cards": ["Mallard"], "guides": [{"name": "p1", "hand": ["Mallard"]}]}),
            "guide 1 lacks food",
        ),
        (
            json.dumps({"cards": ["Mallard"], "guides": [{**GOOD, "turns": []}]}),
            "guide 1 has unknown keys \\['turns'\\]",
        ),
        (
            json.dumps({"cards": ["Mallard"], "guides": [{**GOOD, "hand": ["Mallard"] * 6}]}),
            "hand must be a list of at most 5",
        ),
        (
            json.dumps({"cards": ["Mallard"], "guides": [GOOD, GOOD]}),
            "already in another hand",
        ),
        (json.dumps({"cards": [], "guides": [{**GOOD, "hand": []}] * 2}), "the same name"),
    ],
)
def test_7_a_malformed_preset_file_is_a_config_error_naming_the_problem(preset_dir, text, message):
    (preset_dir / "swift_start_broken.json").write_text(text, encoding="utf-8")
    with pytest.raises(ws.ConfigError, match=f"Swift-Start preset 'broken': .*{message}"):
        ws.GameConfig(players=2, setup=SwiftStart("broken"))


def test_7_a_preset_naming_a_bird_the_cards_lack_is_refused_when_dealt(preset_dir):
    doc = {
        "cards": ["Mallard", "No Such Bird"],
        "guides": [{"name": "p1", "hand": ["No Such Bird"], "food": []}],
    }
    (preset_dir / "swift_start_odd.json").write_text(json.dumps(doc), encoding="utf-8")
    config = ws.GameConfig(players=2, setup=SwiftStart("odd"))  # the file itself is well formed
    with pytest.raises(ws.ConfigError, match="preset 'odd': no bird card named 'No Such Bird'"):
        ws.bundled_rules(config).new_game(seed=1)


def test_7_another_preset_file_is_one_more_choice(preset_dir, cards):
    doc = {
        "description": "two guides, as the Asia Duet guides would be",
        "cards": ["Mallard", "Killdeer", "Blue Jay"],
        "guides": [
            {"name": "A", "hand": ["Mallard"], "food": ["fish", "fish"]},
            {"name": "B", "hand": ["Killdeer", "Blue Jay"], "food": []},
        ],
    }
    (preset_dir / "swift_start_duo.json").write_text(json.dumps(doc), encoding="utf-8")
    assert swift_start.available_presets() == ("duo",)
    rules = ws.bundled_rules(ws.GameConfig(players=3, setup=SwiftStart("duo")))
    state = _game_with_first(rules, 1)
    assert _names(cards, state.players[1].hand) == ["Mallard"]
    assert state.players[1].food[Food.FISH] == 2 and sum(state.players[1].food) == 2
    assert _names(cards, state.players[2].hand) == ["Killdeer", "Blue Jay"]
    assert len(state.players[0].hand) == DEALT_BIRDS
    assert problems(state, cards) == []


# --- the command line ----------------------------------------------------------------------------


def test_7_simulate_plays_swift_start_games(capsys):
    args = ["simulate", "--players", "5", "--games", "1", "--seed", "3", "--swift-start", "base"]
    assert main(args) == 0
    first = capsys.readouterr().out
    assert main(args) == 0
    assert capsys.readouterr().out == first and "P5" in first


def test_7_simulate_refuses_an_unknown_preset(capsys):
    assert main(["simulate", "--swift-start", "nope"]) == 2
    assert "no Swift-Start preset named 'nope'" in capsys.readouterr().err
