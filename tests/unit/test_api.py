"""The public API: names, observation, saved games, move labels, the game record, the CLI."""

from __future__ import annotations

import json

import attrs
import pytest

import wingspan_rules as ws
from wingspan_rules import events as E
from wingspan_rules import frames as F
from wingspan_rules.cli import main
from wingspan_rules.moves import DrawFromDeck, TakeAction
from wingspan_rules.simulate import random_playout
from wingspan_rules.testing import Scenario, Script


def test_public_names_are_pinned():
    assert sorted(ws.__all__) == sorted(
        [
            "HIDDEN",
            "Action",
            "CardSet",
            "DieFace",
            "Food",
            "Game",
            "GameConfig",
            "GameState",
            "GoalBoard",
            "Habitat",
            "HouseRules",
            "IllegalMove",
            "Nest",
            "Phase",
            "PlayerScore",
            "SavedGameError",
            "Timing",
            "apply",
            "current_player",
            "describe",
            "describe_decision",
            "effects",
            "events",
            "from_json",
            "is_terminal",
            "legal_moves",
            "load_cards",
            "moves",
            "new_game",
            "observation",
            "scores",
            "to_json",
        ]
    )
    for name in ws.__all__:
        assert hasattr(ws, name)


def _mid_game(cards, seed=3, moves=60):
    state = ws.new_game(ws.GameConfig(players=3), seed=seed, cards=cards)
    for _ in range(moves):
        state = ws.apply(state, ws.legal_moves(state)[-1])
    return state


def test_observation_hides_other_hands_bonus_cards_and_the_deck_order(cards):
    state = _mid_game(cards)
    seen = ws.observation(state, 1)
    assert seen.players[1] == state.players[1]
    for p in (0, 2):
        assert len(seen.players[p].hand) == len(state.players[p].hand)
        assert set(seen.players[p].hand) <= {ws.HIDDEN}
        assert set(seen.players[p].bonus) <= {ws.HIDDEN}
        assert seen.players[p].mat == state.players[p].mat  # the mats are public
    assert len(seen.table.deck) == len(state.table.deck) and set(seen.table.deck) == {ws.HIDDEN}
    assert seen.table.tray == state.table.tray and seen.table.discard == state.table.discard
    assert seen.rng == 0


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
    assert doc["format"] == "wingspan-rules/1" and doc["cards"] == cards.fingerprint
    assert all(isinstance(face, str) for face in doc["state"]["tables"][0]["feeder"])
    assert all("type" in frame for frame in doc["state"]["pending"])


@pytest.mark.parametrize(
    "corrupt, message",
    [
        (lambda text: text[: len(text) // 2], "not JSON"),
        (lambda text: text.replace('"wingspan-rules/1"', '"other/9"', 1), "not a wingspan-rules/1"),
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
    doc["cards"] = doc["state"]["cards"] = "0000000000000000"
    with pytest.raises(ws.SavedGameError, match="not loaded"):
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
        state = ws.new_game(ws.GameConfig(players=2), seed=seed, cards=cards)

        def track(options, move, after, check=check):
            nonlocal state
            check(options, move, after)
            state = after

        random_playout(state, seed, on_move=track)
    assert {"KeepBird", "PlayBird", "TakeAction", "TakeDie", "LayEgg", "DrawFromDeck"} <= seen_kinds


def test_the_game_record_keeps_moves_and_the_event_log(cards):
    game = ws.Game.start(ws.GameConfig(players=2), seed=9, cards=cards)
    for _ in range(30):
        game = game.play(game.legal_moves()[0])
    assert len(game.moves) == 30 and len(game.states) == 31
    assert type(game.log[0]) is E.GameStarted
    replay = ws.new_game(game.config, game.seed, cards)
    for move in game.moves:
        replay = ws.apply(replay, move)
    assert replay == game.state


def test_scores_have_every_category_and_a_rank(cards):
    final, _ = random_playout(ws.new_game(ws.GameConfig(players=4), seed=6, cards=cards), 6)
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


def test_simulate_rejects_bad_arguments(capsys):
    assert main(["simulate", "--players", "9"]) == 2
    assert "--players" in capsys.readouterr().err
