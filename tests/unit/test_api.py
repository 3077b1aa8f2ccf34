"""The public API: names, observation, saved games, move labels, the game record, the CLI."""

from __future__ import annotations

import json

import attrs
import pytest

import wingspan_rules as ws
from wingspan_rules import frames as F
from wingspan_rules.state import events as E
from wingspan_rules.state.model import EMPTY
from wingspan_rules.state.moves import DrawFromDeck, TakeAction
from wingspan_rules.testing import Scenario, Script
from wingspan_rules.tools.cli import main
from wingspan_rules.tools.simulate import random_playout


def test_public_names_are_pinned():
    assert sorted(ws.__all__) == sorted(
        [
            "HIDDEN",
            "Action",
            "AutomaOptions",
            "AutomaScore",
            "BaseGame",
            "CardSet",
            "ConfigError",
            "DieFace",
            "DuetOptions",
            "FlockOptions",
            "Food",
            "Game",
            "GameConfig",
            "GameState",
            "GoalBoard",
            "Habitat",
            "HouseRules",
            "IllegalMove",
            "ModeOptions",
            "ModeState",
            "Nest",
            "NotAGameError",
            "Observation",
            "Phase",
            "PlayerScore",
            "RecordError",
            "Rules",
            "SavedGameError",
            "SetupPreset",
            "SwiftStart",
            "Timing",
            "UnsupportedCards",
            "WingspanError",
            "apply",
            "automa_score",
            "bundled_rules",
            "current_player",
            "current_players",
            "describe",
            "describe_decision",
            "effects",
            "events",
            "format_move",
            "from_json",
            "is_terminal",
            "legal_moves",
            "load_cards",
            "moves",
            "narrate",
            "new_game",
            "observation",
            "observation_json",
            "parse_move",
            "read_record",
            "render",
            "resample",
            "rules_for",
            "rules_with_cards",
            "scores",
            "svg",
            "to_json",
        ]
    )
    for name in ws.__all__:
        assert hasattr(ws, name)


def _mid_game(cards, seed=3, moves=60):
    state = ws.new_game(ws.GameConfig(players=3), seed=seed)
    for _ in range(moves):
        state = ws.apply(state, ws.legal_moves(state)[-1])
    return state


def test_observation_hides_other_hands_bonus_cards_and_the_deck_order(cards):
    state = _mid_game(cards)
    seen = ws.observation(state, 1)
    assert seen.players[1] == state.players[1]
    for p in (0, 2):
        known = state.players[p].known  # cards they took face up
        assert seen.players[p].hand == tuple(
            c if c in known else ws.HIDDEN for c in state.players[p].hand
        )
        assert set(seen.players[p].bonus) <= {ws.HIDDEN}
        for row, seen_row in zip(state.players[p].mat, seen.players[p].mat, strict=True):
            # the mats are public, less the tucked cards nobody turned up
            assert [b.card for b in seen_row] == [b.card for b in row]
            assert [b.eggs for b in seen_row] == [b.eggs for b in row]
    assert len(seen.table.deck) == len(state.table.deck) and set(seen.table.deck) == {ws.HIDDEN}
    assert seen.table.tray == state.table.tray and seen.table.discard == state.table.discard
    assert type(seen) is ws.Observation and not hasattr(seen, "rng")  # no future dice or draws


def test_an_observation_is_not_a_game_the_engine_steps(cards):
    state = _mid_game(cards)
    seen = ws.observation(state, 0)
    rules = ws.rules_for(state)
    for call in (rules.legal_moves, ws.legal_moves, ws.is_terminal):
        with pytest.raises(ws.NotAGameError, match="Observation is one player's view"):
            call(seen)
    with pytest.raises(ws.NotAGameError, match="not a game"):
        ws.apply(seen, ws.legal_moves(state)[0])
    assert ws.current_player(seen) == ws.current_player(state)  # who decides is public


def test_hidden_and_empty_are_distinct_values(cards):
    s = Scenario(players=2, cards=cards)
    s.tray("Mallard", None, None)
    seen = ws.observation(s.build(), 0)
    assert ws.HIDDEN != EMPTY
    assert seen.table.tray[1:] == (EMPTY, EMPTY)
    assert ws.HIDDEN in seen.table.deck and EMPTY not in seen.table.deck


def test_a_saved_observation_is_refused_as_an_observation(cards):
    text = ws.to_json(ws.observation(_mid_game(cards), 1))
    with pytest.raises(ws.SavedGameError, match="this is an observation"):
        ws.from_json(text)


def test_an_observation_relabelled_as_a_game_is_refused_too(cards):
    # It has no random stream and names its viewer: it never structures as a game.
    doc = json.loads(ws.to_json(ws.observation(_mid_game(cards), 1)))
    doc["kind"] = "game"
    with pytest.raises(ws.SavedGameError, match="rng"):
        ws.from_json(json.dumps(doc))


def test_a_move_equal_to_a_legal_one_is_executed_as_the_engines_own_copy(cards):
    state = _mid_game(cards)
    move = ws.legal_moves(state)[0]
    clone = type(move)(*attrs.astuple(move, recurse=False))
    assert clone == move and clone is not move
    after = ws.apply(state, clone)
    assert ws.from_json(ws.to_json(after)) == after


def test_a_move_applied_as_a_player_must_be_that_players(cards):
    state = _mid_game(cards)
    deciding = ws.current_player(state)
    move = ws.legal_moves(state)[0]
    with pytest.raises(ws.IllegalMove, match=f"it is player {deciding}'s decision"):
        ws.apply(state, move, player=(deciding + 1) % 3)
    assert ws.apply(state, move, player=deciding) == ws.apply(state, move)


def test_the_rules_object_steps_games_of_its_own_cards_and_configuration(cards):
    rules = ws.Rules(cards, ws.GameConfig(players=3))
    state = rules.new_game(seed=4)
    assert state == ws.new_game(ws.GameConfig(players=3), seed=4)
    other = ws.Rules(cards, ws.GameConfig(players=2))
    with pytest.raises(ws.NotAGameError, match="another configuration"):
        other.legal_moves(state)
    while not rules.is_terminal(state):
        state = rules.apply(state, rules.legal_moves(state)[-1])
    assert [s.total for s in rules.scores(state)] == [s.total for s in ws.scores(state)]


def test_a_state_of_other_cards_needs_its_own_rules(cards):
    small = attrs.evolve(cards, birds=cards.birds[:60])
    rules = ws.Rules(small, ws.GameConfig(players=2))
    state = rules.new_game(seed=1)
    assert len(rules.legal_moves(state)) == 2
    with pytest.raises(ws.NotAGameError, match="not the bundled cards"):
        ws.legal_moves(state)
    with pytest.raises(ws.NotAGameError, match="card set"):
        ws.Rules(cards, ws.GameConfig(players=2)).apply(state, rules.legal_moves(state)[0])


def test_observation_hides_cards_another_player_drew_from_the_deck(cards):
    s = Scenario(players=2, cards=cards)
    state = ws.apply(s.build(), TakeAction(ws.Action.DRAW_CARDS))
    after = ws.apply(state, DrawFromDeck())
    drawn = [e for e in after.events if type(e) is E.CardDrawn]
    assert drawn and drawn[0].card != ws.HIDDEN
    assert [e.card for e in ws.observation(after, 1).events if type(e) is E.CardDrawn] == [
        ws.HIDDEN
    ]
    assert [e.card for e in ws.observation(after, 0).events if type(e) is E.CardDrawn] == [
        drawn[0].card
    ]


def test_a_game_paused_at_an_opponents_decision_saves_and_resumes_identically(cards):
    s = Scenario(players=2, cards=cards)
    s.player(1).bird("wetland", "Belted Kingfisher")
    s.player(0).hand("Mallard").food(seed=1)
    paused = Script(s.build()).play("play Mallard in wetland", until="answers").state
    assert isinstance(paused.pending[-1], F.OfferPower) and ws.current_player(paused) == 1
    resumed = ws.from_json(ws.to_json(paused))
    assert resumed == paused
    assert ws.legal_moves(resumed) == ws.legal_moves(paused)
    for move in ws.legal_moves(paused):
        assert ws.apply(resumed, move) == ws.apply(paused, move)


def test_saved_games_are_json_with_labels_not_numbers(cards):
    doc = json.loads(ws.to_json(_mid_game(cards)))
    assert doc["format"] == "wingspan-rules/3" and doc["cards"] == cards.fingerprint
    assert all(isinstance(face, str) for face in doc["state"]["tables"][0]["feeder"])
    assert all("type" in frame for frame in doc["state"]["pending"])


@pytest.mark.parametrize(
    "corrupt, message",
    [
        (lambda text: text[: len(text) // 2], "not JSON"),
        (lambda text: text.replace('"wingspan-rules/3"', '"other/9"', 1), "not a wingspan-rules/3"),
        (lambda text: text.replace('"round":', '"round":"two","x":', 1), "saved game rejected"),
    ],
)
def test_a_corrupt_saved_game_is_rejected_with_a_reason(cards, corrupt, message):
    text = ws.to_json(_mid_game(cards))
    with pytest.raises(ws.SavedGameError, match=message):
        ws.from_json(corrupt(text))


def test_a_saved_game_with_a_duplicated_card_is_rejected(cards):
    state = _mid_game(cards)
    table = state.table
    broken = attrs.evolve(state, tables=(attrs.evolve(table, deck=table.deck + table.deck[:1]),))
    with pytest.raises(ws.SavedGameError, match="bird cards not conserved"):
        ws.from_json(ws.to_json(broken))


def test_a_saved_game_for_unknown_cards_is_rejected(cards):
    doc = json.loads(ws.to_json(_mid_game(cards)))
    doc["cards"] = doc["state"]["card_set"] = "0000000000000000"
    with pytest.raises(ws.SavedGameError, match="played with card set 0000000000000000"):
        ws.from_json(json.dumps(doc))


def test_every_legal_move_has_a_distinct_readable_label(cards):
    seen_kinds = set()
    state = None

    def check(options, move, after):
        labels = [ws.describe(m, state) for m in options]
        assert len(set(labels)) == len(labels), labels
        assert all(label and "#" not in label for label in labels)
        seen_kinds.update(type(m).__name__ for m in options)

    for seed in range(3):
        state = ws.new_game(ws.GameConfig(players=2), seed=seed)

        def track(options, move, after, check=check):
            nonlocal state
            check(options, move, after)
            state = after

        random_playout(state, seed, on_move=track)
    assert {"KeepBird", "PlayBird", "TakeAction", "TakeDie", "LayEgg", "DrawFromDeck"} <= seen_kinds


def test_the_game_record_keeps_moves_and_the_event_log(cards):
    game = ws.Game.start(ws.GameConfig(players=2), seed=9)
    for _ in range(30):
        game = game.play(game.legal_moves()[0])
    assert len(game.moves) == 30 and len(game.states) == 31
    assert type(game.log[0]) is E.GameStarted
    replay = ws.new_game(game.config, game.seed)
    for move in game.moves:
        replay = ws.apply(replay, move)
    assert replay == game.state


def test_scores_have_every_category_and_a_rank(cards):
    final, _ = random_playout(ws.new_game(ws.GameConfig(players=4), seed=6), 6)
    result = ws.scores(final)
    for s in result:
        assert s.total == s.birds + s.bonus + s.goals + s.eggs + s.cached + s.tucked
    assert min(s.rank for s in result) == 1
    ended = [e for e in final.events if type(e) is E.GameEnded]
    assert ended and ended[0].totals == tuple(s.total for s in result)


def test_simulate_prints_the_same_output_for_the_same_seed(capsys):
    assert main(["simulate", "--players", "3", "--games", "2", "--seed", "5"]) == 0
    first = capsys.readouterr()
    assert main(["simulate", "--players", "3", "--games", "2", "--seed", "5"]) == 0
    second = capsys.readouterr()
    assert first.out == second.out
    assert "games/s" in first.err and "summary: 2 games" in first.out


def test_simulate_json_lines(capsys):
    assert main(["simulate", "--players", "2", "--games", "2", "--seed", "1", "--json"]) == 0
    lines = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    assert [line["seed"] for line in lines[:2]] == [1, 2]
    assert set(lines[2]["summary"]["mean_score"]) == {
        "birds",
        "bonus",
        "goals",
        "eggs",
        "cached",
        "tucked",
        "total",
    }


def test_simulate_game_lines_add_up_with_an_expansions_categories(capsys):
    """A game's line names every category a player scored in, the expansions' own (the
    Americas' hummingbird track), so its parts add up to the total, in text and in JSON."""
    import re

    args = ["simulate", "--players", "2", "--games", "2", "--seed", "3", "--sets", "core,americas"]
    assert main(args) == 0
    games = [line for line in capsys.readouterr().out.splitlines() if line.startswith("game seed")]
    assert len(games) == 2
    for line in games:
        for total, parts in re.findall(r"P\d\*? *(\d+) \(([^)]*)\)", line):
            assert "hummingbird track" in parts
            assert sum(int(n) for n in re.findall(r"\d+", parts)) == int(total)
    assert main([*args, "--json"]) == 0
    rows = [json.loads(line) for line in capsys.readouterr().out.splitlines()][:2]
    for player in (p for row in rows for p in row["players"]):
        scored = {k: v for k, v in player.items() if k not in ("total", "food_left", "rank")}
        assert "hummingbirds" in scored and sum(scored.values()) == player["total"]


def test_simulate_rejects_bad_arguments(capsys):
    assert main(["simulate", "--players", "9"]) == 2
    assert "--players" in capsys.readouterr().err


def test_every_public_name_is_documented():
    """The API reference is generated from docstrings: every public class and function, and
    every public method and property of a public class, says what it is."""
    import inspect

    missing = []
    for name in ws.__all__:
        value = getattr(ws, name)
        if not (inspect.isclass(value) or inspect.isfunction(value) or inspect.ismodule(value)):
            continue
        if not (value.__doc__ or "").strip():
            missing.append(name)
        if inspect.isclass(value):
            for attr, member in vars(value).items():
                if attr.startswith("_") or not (
                    inspect.isfunction(member) or isinstance(member, property)
                ):
                    continue
                if not (member.__doc__ or "").strip():
                    missing.append(f"{name}.{attr}")
    assert missing == []
