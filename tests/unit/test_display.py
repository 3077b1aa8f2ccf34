"""Board and events as text: ``render``, ``narrate`` and ``render_scores``."""

from __future__ import annotations

import io

import pytest

import wingspan_rules as ws
from wingspan_rules.engine.describe import Names
from wingspan_rules.state import events as E
from wingspan_rules.testing import Scenario
from wingspan_rules.tools.simulate import random_playout
from wingspan_rules.views.text import Terminal, narrate, narrate_events, render, render_scores

NAMES = ["Ann", "Bob"]


def _board():
    s = Scenario(players=2).goals(
        "Birds in forest", "Eggs in wetland", "Birds in grassland", "Total birds"
    )
    s.player(0).hand("Mallard", "Canada Goose").food(seed=2, fish=1).bonus("Anatomist")
    s.player(0).bird("forest", "Blue Jay", eggs=1, cached={"seed": 1}, tucked=2)
    s.player(1).hand("Killdeer").bonus("Cartographer").food(fruit=1)
    s.player(1).bird("wetland", "Green Heron", eggs=2)
    s.feeder("seed", "fish", "invertebrate_seed")
    s.tray("Barn Owl", None, "Wild Turkey")
    s.goal_points()
    return s, s.build()


def test_the_board_shows_round_goals_feeder_tray_mats_food_and_hands():
    s, state = _board()
    text = render(state, rules=s.rules(), players=NAMES)
    for part in (
        "Round 1 of 4, turn 1: Ann's turn",
        "Now: Ann: choose an action",
        "round 1  Birds in forest",
        "this round",
        "Birdfeeder: seed, fish, invertebrate_seed (2 dice outside)",
        "Tray: Barn Owl | (empty) | Wild Turkey",
        "Ann (player 0)",
        "food: 2 seed, 1 fish",
        "Blue Jay (eggs 1/2; cached 1 seed; 2 tucked)",
        "Green Heron (eggs 2/",
        "hand: (2) Mallard, Canada Goose",
        "bonus: (1) Anatomist",
        "hand: (1) Killdeer",  # the whole state: every hand is shown
        "bonus: (1) Cartographer",
    ):
        assert part in text, part


def test_a_players_board_hides_the_other_hands_and_bonus_cards():
    s, state = _board()
    text = render(state, player=1, rules=s.rules(), players=NAMES)
    assert "(as Bob sees it)" in text
    assert "Bob (player 1) (you)" in text
    assert "Killdeer" in text and "Cartographer" in text  # Bob's own cards
    assert "Canada Goose" not in text and "Anatomist" not in text  # Ann's, hidden
    assert "hand: 2 hidden" in text and "bonus: 1 hidden" in text


def test_an_observation_is_shown_as_its_viewer_sees_it():
    s, state = _board()
    seen = s.rules().observation(state, 1)
    assert render(seen, rules=s.rules()) == render(state, player=1, rules=s.rules())
    with pytest.raises(ValueError, match="player 1's view"):
        render(seen, player=0, rules=s.rules())


def test_a_bird_played_is_told_with_what_it_cost():
    s = Scenario(players=2)
    s.player(0).hand("Mallard").food(seed=1)
    turn = s.play("play Mallard in wetland")
    lines = narrate_events(turn.log, Names(s.cards, turn.state, ["Bob", "Ann"]))
    assert "Bob played Mallard in wetland, paying 1 seed" in lines
    assert "Ann's turn (round 1)" in lines


def test_a_bird_paid_with_eggs_names_the_bird_the_egg_came_from():
    s = Scenario(players=2)
    s.player(0).hand("Killdeer").food(seed=1)
    s.player(0).bird("grassland", "Wild Turkey", eggs=1)
    turn = s.play("play Killdeer in grassland")  # one way to pay: answered by the engine
    lines = narrate_events(turn.log, Names(s.cards, turn.state))
    played = [line for line in lines if "played Killdeer" in line]
    assert played and "an egg from Wild Turkey" in played[0], lines


def test_a_card_drawn_from_the_deck_is_a_secret_in_another_players_story():
    s = Scenario(players=2).deck_top("Bald Eagle")
    turn = s.play("draw cards", "draw from the deck", until="answers")
    rules = s.rules()
    mine = narrate(rules.observation(turn.state, 0), rules=rules)
    theirs = narrate(rules.observation(turn.state, 1), rules=rules)
    assert "player 0 took Bald Eagle from the deck" in mine
    assert "player 0 took a card from the deck" in theirs
    assert not any("Bald Eagle" in line for line in theirs)


def test_every_event_of_random_games_is_told_in_words(cards):
    told: set[type] = set()
    for players, seed in ((1, 1), (2, 2), (3, 3), (4, 4), (5, 5)):
        rules = ws.Rules(cards, ws.GameConfig(players=players))

        def check(options, move, state, rules=rules):
            for view in (state, rules.observation(state, 0)):
                for line in narrate(view, rules=rules):
                    assert line and "#" not in line and "None" not in line, line
            told.update(type(e) for e in state.events)

        random_playout(rules.new_game(seed), seed, check, rules=rules)
    assert E.BirdPlayed in told and E.GoalScored in told and E.GameEnded in told


def test_an_event_class_without_words_is_told_by_its_tag_and_fields():
    import attrs

    @attrs.frozen
    class Migrated:
        TAG = "migrated"
        player: int

    assert narrate_events([Migrated(1)], Names(None)) == ["migrated: player 1"]


def test_the_final_scores_are_a_table_with_the_winner_first_in_rank():
    state = ws.new_game(ws.GameConfig(players=2), seed=8)
    final, _ = random_playout(state, 8)
    table = render_scores(ws.scores(final), NAMES)
    header, *rows = table.splitlines()
    assert header.split()[:3] == ["player", "birds", "bonus"]
    assert [row.split()[0] for row in rows] == NAMES
    totals = [s.total for s in ws.scores(final)]
    assert all(str(t) in row for t, row in zip(totals, rows, strict=True))


def test_colour_markup_shows_the_same_text_through_rich():
    from rich.console import Console

    s, state = _board()
    rules = s.rules()
    for plain, marked in (
        (render(state, rules=rules), render(state, rules=rules, markup=True)),
        (
            render_scores(rules.scores(state), NAMES),
            render_scores(rules.scores(state), NAMES, markup=True),
        ),
    ):
        assert marked != plain
        out = io.StringIO()
        Console(file=out, color_system=None, width=400, highlight=False).print(marked)
        assert out.getvalue().rstrip("\n") == plain


def test_the_terminal_prints_plain_text_when_it_is_not_a_terminal():
    out = io.StringIO()
    terminal = Terminal(out)
    assert terminal.markup is False
    terminal.print("Ann played Mallard")
    assert out.getvalue() == "Ann played Mallard\n"
