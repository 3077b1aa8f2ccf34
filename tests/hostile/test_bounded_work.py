"""Bounded work (docs/api.md, trust model): what a stranger sends is refused or read in time
linear in its size, and every power ``check`` accepts plays in bounded time and within the save
format's limits. Each case runs under a wall-clock limit."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

import wingspan_rules as ws
from wingspan_rules.language import CardErrors, compile_files, parse_text
from wingspan_rules.language.loader import compile_collecting
from wingspan_rules.language.parser import MAX_TREE_DEPTH
from wingspan_rules.state.model import MAX_TOKENS
from wingspan_rules.testing import Scenario, core_cards_with, plain_bird
from wingspan_rules.tools import cli, lsp

from .limits import time_limit
from .test_card_files import bird


@pytest.fixture(autouse=True)
def _limited() -> Iterator[None]:
    """A quadratic reading of these inputs takes minutes to hours (16,000 escaped quotes took
    5.4 s, a megabyte of tags minutes): the limit tells that apart from linear work, which
    takes a few seconds at most, without asserting a speed."""
    with time_limit(30):
        yield


def _errors(tmp_path, text: str) -> list[str]:
    path = tmp_path / "cards.wsp"
    path.write_text(text)
    return [e.message for e in compile_collecting([path]).errors]


@pytest.mark.parametrize(
    "text",
    [
        '"' + '\\"' * 16_000,
        '"' + '\\"' * 900_000,
        '"' * 1_900_000,
        '["' + "\\" * 1_900_000,
    ],
)
def test_the_nesting_pre_scan_of_a_save_is_linear(text):
    with pytest.raises(ws.SavedGameError, match="rejected"):
        ws.from_json(text)


def test_a_megabyte_of_tags_is_checked_in_linear_time(tmp_path):
    tags = " ".join(f"t{i}" for i in range(50_000))
    text = bird().replace("  beak left\n", f"  beak left\n  tags {tags} t7\n")
    errors = _errors(tmp_path, text)
    assert errors == ["tag 't7' is listed twice"]


def test_a_20000_way_either_is_refused_in_linear_time(tmp_path):
    action = "either " + " or ".join(["draw 1 card"] * 20_000)
    errors = _errors(tmp_path, bird(action=action))
    assert errors == ["'either' offers 2 or 3 choices, not 20000"]


@pytest.mark.parametrize("depth", [MAX_TREE_DEPTH, 400, 4_000])
def test_a_deeply_nested_card_is_a_card_error_not_a_recursion_error(tmp_path, depth):
    action = "if you have at least 1 egg:\n" * depth + "draw 1 card\n" + "end\n" * depth
    errors = _errors(tmp_path, bird(action=action))
    assert len(errors) == 1 and "nests too deeply" in errors[0]
    with pytest.raises(CardErrors, match="nests too deeply"):
        parse_text(bird(action=action))


def test_a_deeply_nested_card_is_refused_by_every_loader(tmp_path, capsys):
    path = tmp_path / "deep.wsp"
    action = "if you have at least 1 egg:\n" * 400 + "draw 1 card\n" + "end\n" * 400
    path.write_text(bird(action=action))
    with pytest.raises(CardErrors, match="nests too deeply"):
        compile_files([path])
    with pytest.raises(CardErrors, match="nests too deeply"):
        ws.load_cards([path])
    with pytest.raises(CardErrors, match="nests too deeply"):
        ws.rules_with_cards([path])
    for command in (["check"], ["fmt", "--check"], ["cards", "--cards"]):
        assert cli.main([*command, str(path)]) != 0
        printed = capsys.readouterr()
        assert "nests too deeply" in printed.out + printed.err
        assert "Traceback" not in printed.out + printed.err
    problems = lsp.analyse(path.read_text()).problems
    assert [p.message.split("\n")[0] for p in problems] == [
        "this card nests too deeply; blocks and phrases nest at most 40 levels in all"
    ]


def test_nesting_as_deep_as_real_cards_still_compiles(tmp_path):
    action = "if you have at least 1 egg:\n" * 8 + "draw 1 card\n" + "end\n" * 8
    assert _errors(tmp_path, bird(action=action)) == []


@pytest.mark.parametrize(
    "action",
    [
        "for each egg: for each egg: gain 1 seed from supply",
        "for each egg:\n for each card in hand: gain 1 seed from supply\n end",
        "for each egg: " * 8 + "gain 1 seed from supply",
        "for each bird in your forest: if you have at least 1 egg: for each egg: draw 1 card",
    ],
)
def test_a_power_cannot_nest_its_loops_so_its_work_stays_linear(tmp_path, action):
    errors = _errors(tmp_path, bird(action=action))
    assert errors == ["a 'for each' block cannot be inside another 'for each' block"]


def test_player_blocks_nest_at_most_twice(tmp_path):
    errors = _errors(tmp_path, bird(action="all players: " * 3 + "gain 1 seed from supply"))
    assert errors == ["a block of players cannot be inside another block of players"]
    assert _errors(tmp_path, bird(action="all players: " * 2 + "gain 1 seed from supply")) == []


def test_food_a_power_gains_stops_at_the_save_limit_so_the_game_stays_savable():
    cards = core_cards_with(plain_bird("Big Giver", "gain 10 seed from supply"))
    s = Scenario(players=2, cards=cards).first_player(0)
    s.player(0).bird("forest", "Big Giver").food(seed=MAX_TOKENS - 3)
    s.feeder("seed", "seed", "seed", "seed", "seed")
    turn = s.play("gain food", "take seed", "use the power", "take 10")
    state = turn.state
    assert state.players[0].food[ws.Food.SEED] == MAX_TOKENS
    assert ws.from_json(ws.to_json(state), turn.rules) == state
