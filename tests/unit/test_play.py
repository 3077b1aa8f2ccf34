"""``wingspan play``: people and bots at a terminal, driven here through their input."""

from __future__ import annotations

import io
import itertools
import re

import pytest

import wingspan_rules as ws
from wingspan_rules.bots import Bot, RandomBot
from wingspan_rules.state.model import HIDDEN
from wingspan_rules.tools.cli import main
from wingspan_rules.tools.play import Seat, TerminalGame
from wingspan_rules.views.text import Terminal


def _game(players=2, seed=3):
    return ws.Game.start(seed=seed, rules=ws.bundled_rules(ws.GameConfig(players=players)))


class Typist:
    """Answers the prompts with ``answers``, then with ``then`` forever (or the end of input)."""

    def __init__(self, *answers, then=None):
        self.answers = list(answers)
        self.then = then
        self.prompts: list[str] = []

    def __call__(self, prompt):
        self.prompts.append(prompt)
        if self.answers:
            return self.answers.pop(0)
        if self.then is None:
            raise EOFError
        return self.then


def _run(game, seats, typist, record=None):
    out = io.StringIO()
    terminal_game = TerminalGame(
        game, seats, ask=typist, terminal=Terminal(out, colour=False), record=record
    )
    status = terminal_game.run()
    return status, out.getvalue(), terminal_game


def test_a_person_plays_a_whole_game_against_a_bot_by_option_numbers():
    status, out, played = _run(
        _game(), [Seat("Ann"), Seat("Bob", RandomBot(), seed=1)], Typist(then="1")
    )
    assert status == 0
    assert ws.is_terminal(played.game.state)
    assert "Final scores" in out and "The game is over" in out
    assert "Ann: choose an action" in out and "   1. " in out


def test_moves_are_chosen_by_their_words_or_a_piece_of_them():
    typist = Typist("KEEP  " + "x", "keep", "discard")
    status, out, played = _run(_game(), [Seat("Ann"), Seat("Bob", RandomBot(), seed=1)], typist)
    assert status == 0 and "Stopped." in out
    assert "'KEEP  x' is not a legal move" in out and "closest options" in out
    kept, discarded = played.game.moves
    assert type(kept).__name__ == "KeepBird" and type(discarded).__name__ == "DiscardBird"


def test_a_number_out_of_range_and_unknown_words_are_explained_and_asked_again():
    typist = Typist("99", "fly away", "1")
    _, out, played = _run(_game(), [Seat("Ann"), Seat("Bob", RandomBot(), seed=1)], typist)
    assert "There is no option 99: choose 1 to 2." in out
    assert "'fly away' is not a legal move" in out
    assert len(played.game.moves) == 1


def test_help_lists_the_commands():
    _, out, _ = _run(_game(), [Seat("Ann"), Seat("Bob", RandomBot(), seed=1)], Typist("help"))
    for command in ("board", "undo", "save FILE", "quit"):
        assert command in out


def test_undo_takes_back_a_decision_and_the_bot_moves_since():
    seats = [Seat("Ann"), Seat("Bob", RandomBot(), seed=2)]
    typist = Typist(*["1"] * 12)
    _, _, before = _run(_game(), seats, typist)  # into round 1, after the bot's setup
    moves = before.game.moves
    typist = Typist(*["1"] * 12, "undo")
    _, out, after = _run(_game(), [Seat("Ann"), Seat("Bob", RandomBot(), seed=2)], typist)
    assert "Undone" in out
    mine = [i for i, s in enumerate(before.game.states[:-1]) if ws.current_player(s) == 0]
    assert after.game.moves == moves[: mine[-1]]
    assert after.game.state == before.game.states[mine[-1]]


def test_there_is_nothing_to_undo_before_the_first_decision():
    _, out, _ = _run(_game(), [Seat("Ann"), Seat("Bob", RandomBot(), seed=1)], Typist("undo"))
    assert "nothing of yours to undo" in out


def test_a_saved_game_resumes_where_it_was_left(tmp_path, monkeypatch, capsys):
    path = tmp_path / "saved.wsr"
    typist = Typist(*["1"] * 15, f"save {path}", "quit")
    _, out, played = _run(_game(seed=8), [Seat("Ann"), Seat("Bob", RandomBot(), seed=8)], typist)
    assert f"Saved to {path}" in out
    text = path.read_text()
    assert "players: Ann, Bob" in text and "seats: human, bot" in text
    assert ws.read_record(text).state == played.game.state
    # Resume from the command line, through standard input: one more move, then quit.
    monkeypatch.setattr("sys.stdin", io.StringIO(f"1\nsave {path}\nquit\n"))
    assert main(["play", "--load", str(path)]) == 0
    out = capsys.readouterr().out
    assert "Wingspan: Ann (you), Bob (bot)" in out
    resumed = ws.read_record(path.read_text())
    assert resumed.moves[: len(played.game.moves)] == played.game.moves
    assert len(resumed.moves) > len(played.game.moves)


def test_the_end_of_the_input_stops_the_game_cleanly_and_writes_the_record(tmp_path):
    path = tmp_path / "game.wsr"
    status, out, played = _run(
        _game(), [Seat("Ann"), Seat("Bob", RandomBot(), seed=1)], Typist("1", "2"), record=str(path)
    )
    assert status == 0 and out.rstrip().endswith(f"resume with: wingspan play --load {path}")
    assert ws.read_record(path.read_text()).state == played.game.state


def test_bots_alone_play_to_the_end_without_input():
    seats = [
        Seat("Bot 1", RandomBot(), seed=1),
        Seat("Bot 2", RandomBot(), seed=2),
        Seat("Bot 3", RandomBot(), seed=3),
    ]
    typist = Typist()
    status, out, played = _run(_game(players=3), seats, typist)
    assert status == 0 and ws.is_terminal(played.game.state) and not typist.prompts
    assert "Final scores" in out


def test_a_bot_sees_only_its_own_observation():
    seen = []

    class Peeker:
        def choose(self, rules, view, legal_moves, rng):
            seen.append(view)
            return legal_moves[0]

    assert isinstance(Peeker(), Bot)
    _run(_game(), [Seat("Ann", Peeker()), Seat("Bob", Peeker())], Typist())
    assert seen and all(type(v) is ws.Observation for v in seen)


def test_two_people_pass_the_device_and_never_see_each_others_secrets():
    seats = [Seat("Ann"), Seat("Bob"), Seat("Cy", RandomBot(), seed=4)]
    out = io.StringIO()
    shown = 0
    checked = 0
    passes = {"Ann": 0, "Bob": 0}
    game: TerminalGame

    def typist(prompt):
        nonlocal shown, checked
        text = out.getvalue()[shown:]
        shown = len(out.getvalue())
        viewer = game.holder
        state = game.game.state
        cards = game.game.rules.cards
        for p, player in enumerate(state.players):
            if p == viewer:
                continue
            secret = [c for c in player.hand if c not in player.known]
            assert not [cards.birds[c].name for c in secret if cards.birds[c].name in text]
            if state.phase is not ws.Phase.OVER:
                assert not [
                    cards.bonus_cards[c].name
                    for c in player.bonus
                    if cards.bonus_cards[c].name in text
                ]
        checked += 1
        if checked > 150:
            raise EOFError
        if prompt.startswith("Pass the device to "):
            passes[prompt.split()[4].rstrip(",")] += 1
            return ""
        return "1"

    game = TerminalGame(
        _game(players=3, seed=5), seats, ask=typist, terminal=Terminal(out, colour=False)
    )
    assert game.run() == 0
    assert checked > 100
    assert passes["Bob"] and passes["Ann"], "the device went from one person to the other"


def test_the_command_line_plays_through_standard_input(monkeypatch, capsys):
    answers = itertools.chain(["help"], itertools.repeat("1", 40))

    def typed(prompt=""):
        for answer in answers:
            return answer
        raise EOFError  # the end of the input

    monkeypatch.setattr("builtins.input", typed)
    assert main(["play", "--seed", "2", "--seats", "human,bot", "--names", "Ann,Bob"]) == 0
    out = capsys.readouterr().out
    assert "Wingspan: Ann (you), Bob (bot); seed 2." in out
    assert "Stopped." in out


@pytest.mark.parametrize(
    "args, message",
    [
        (["--players", "7"], "--players must be 1-5"),
        (["--mode", "duet", "--players", "3"], "--players must be 2 for duet mode"),
        (["--mode", "flock", "--players", "5"], "--players must be 6-7 for flock mode"),
        (["--seats", "human,robot"], "--seats needs 2 entries"),
        (["--names", "Ann,Ann"], "--names needs 2 different names"),
        (["--load", "/nonexistent/game.wsr"], "cannot read"),
    ],
)
def test_the_command_line_refuses_bad_options(args, message, capsys):
    assert main(["play", *args]) == 2
    assert message in capsys.readouterr().err


@pytest.mark.parametrize(
    ("mode", "seats", "column"),
    [("duet", "random,greedy", "duet"), ("flock", ",".join(["random"] * 7), "rank")],
)
def test_bots_play_duet_and_flock_games_to_the_end(mode, seats, column, capsys):
    """Rules 8.1, 8.2: the terminal game plays every mode; in Flock the two players the dial
    points at decide in turn, and the final table ranks everyone."""
    players = str(len(seats.split(",")))
    assert (
        main(["play", "--mode", mode, "--players", players, "--seats", seats, "--seed", "4"]) == 0
    )
    out = capsys.readouterr().out
    table = out[out.rindex("player ") :]
    assert column in table.splitlines()[0]
    assert len(table.strip().splitlines()) == 1 + len(seats.split(","))


def test_hidden_cards_are_hidden_in_a_persons_board():
    status, out, played = _run(_game(), [Seat("Ann"), Seat("Bob", RandomBot(), seed=1)], Typist())
    assert status == 0
    assert "hand: 5 hidden" in out  # Bob's dealt hand, as Ann sees it
    assert HIDDEN not in played.game.state.players[1].hand


def test_a_game_in_colour_shows_the_same_words():
    seats = [Seat("Ann [the first]"), Seat("Bob", RandomBot(), seed=1)]
    status, out, _ = _run_in_colour(_game(), seats, Typist(*["1"] * 30))
    assert status == 0 and "Stopped." in out
    assert "Wingspan: Ann [the first] (you), Bob (bot)" in out
    assert "Ann [the first]: choose an action" in out


def _run_in_colour(game, seats, typist):
    out = io.StringIO()
    terminal = Terminal(out, colour=True)  # markup read by rich (no colour codes: not a tty)
    status = TerminalGame(game, seats, ask=typist, terminal=terminal).run()
    return status, out.getvalue(), None


def test_a_power_that_asks_shows_its_english_at_the_prompt():
    _, out, _ = _run(
        _game(seed=4), [Seat("Ann"), Seat("Bob", RandomBot(), seed=1)], Typist(then="1")
    )
    shown = [line for line in out.splitlines() if line.startswith("  (") and "When " in line]
    assert shown, "no power asked in a whole game"
    cards = ws.load_cards()
    name = shown[0][3:].partition(":")[0]
    assert cards.birds[cards.bird_id(name)].power is not None


def test_explain_tells_a_card_by_its_name_or_a_piece_of_it():
    typist = Typist("explain mallard", "explain wood", "explain", "explain zzz", "quit")
    _, out, _ = _run(_game(), [Seat("Ann"), Seat("Bob", RandomBot(), seed=1)], typist)
    assert "Mallard (Anas platyrhynchos)" in out and "power: When activated: Draw 1" in out
    assert "say which" in out and "Explain what?" in out and "is called 'zzz'" in out


def test_the_options_and_prompts_name_the_players_by_their_names():
    typist = Typist(then="1")
    _, out, _ = _run(_game(), [Seat("Ann"), Seat("Bob", RandomBot(), seed=1)], typist)
    options = [line for line in out.splitlines() if re.match(r"^ +\d+\. ", line)]
    assert options and not [line for line in options if re.search(r"player \d", line)]
    assert set(typist.prompts) == {"Ann> "}


def test_a_greedy_bot_stays_greedy_when_a_save_is_loaded(tmp_path, monkeypatch, capsys):
    path = tmp_path / "saved.wsr"
    monkeypatch.setattr("sys.stdin", io.StringIO(f"1\nsave {path}\nquit\n"))
    assert main(["play", "--seats", "human,greedy", "--seed", "3", "--names", "Ann,Gus"]) == 0
    assert "seats: human, greedy" in path.read_text()
    calls = []
    original = ws.bots.GreedyBot.choose

    def counted(self, *args):
        calls.append(1)
        return original(self, *args)

    monkeypatch.setattr(ws.bots.GreedyBot, "choose", counted)
    monkeypatch.setattr("sys.stdin", io.StringIO("1\n" * 12 + "quit\n"))
    assert main(["play", "--load", str(path)]) == 0
    assert calls
    assert "Gus (bot)" in capsys.readouterr().out


def test_the_setup_narration_never_ends_with_nothing():
    kept = ws.events.SetupKept(player=0, birds=(1, 2), food=(0,) * 6, bonus=0)
    names = ws.engine.describe.Names(ws.load_cards(), None, ["Ann"])
    text = kept.narrate(names)
    assert text.endswith(", and no food") and "nothing" not in text
