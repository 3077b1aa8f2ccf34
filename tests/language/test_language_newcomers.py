"""The mistakes a newcomer to the card language makes: a condition written after its action, a
block of players in English, a plural where the language counts in the singular; and a
syntax error in one line of a card hides none of the card's other errors."""

from __future__ import annotations

from pathlib import Path

import pytest

from wingspan_rules.language import parse_recovering
from wingspan_rules.language.loader import compile_collecting

from .helpers import bird_text

# (what, power line, column, hint)
CASES = [
    (
        "a condition after the action",
        "lay 1 egg on this bird if you have at least 2 birds in forest",
        28,
        "a condition goes first, ending with ':': "
        "'if you have at least 2 birds in forest: lay 1 egg on this bird'",
    ),
    (
        "'if you do' after the action",
        "you may lay 1 egg on this bird if you do",
        36,
        "a condition goes first, ending with ':': 'if you do: you may lay 1 egg on this bird'",
    ),
    (
        "each other player",
        "each other player: draw 1 card",
        10,
        "a block of players is written 'other players: draw 1 card'",
    ),
    (
        "all other players",
        "all other players: gain 1 seed from supply",
        9,
        "a block of players is written 'other players: gain 1 seed from supply'",
    ),
    (
        "each player",
        "each player: draw 1 card",
        16,
        "a block of players is written 'all players: draw 1 card' ('each player starting "
        "with player of your choice:' lets a player choose who goes first)",
    ),
    (
        "other player in the singular",
        "other player: gain 1 seed from supply",
        11,
        "a block of players is written 'other players: gain 1 seed from supply'",
    ),
    (
        "a plural after 'for each'",
        "for each birds in your forest: gain 1 seed from supply",
        18,
        "a 'for each' names what it counts in the singular: "
        "'for each bird in your forest: gain 1 seed from supply'",
    ),
    (
        "eggs after 'for each'",
        "for each eggs: gain 1 seed from supply",
        17,
        "a 'for each' names what it counts in the singular: 'for each egg: gain 1 seed from supply'",
    ),
]


@pytest.mark.parametrize(
    ("line", "column", "hint"), [c[1:] for c in CASES], ids=[c[0] for c in CASES]
)
def test_hint(line: str, column: int, hint: str) -> None:
    (error,) = parse_recovering(bird_text(line), "mine.wsp").errors
    assert (error.line, error.column) == (12, column)
    assert error.hint == hint


def test_a_plural_food_is_written_in_the_singular(tmp_path: Path) -> None:
    path = tmp_path / "mine.wsp"
    path.write_text(bird_text("gain 2 seeds from supply"), encoding="utf-8")
    (error,) = compile_collecting([path]).errors
    assert error.hint == "write the singular: 'seed'"


BROKEN = bird_text(
    "lay 1 egg on this bird if you have at least 2 birds in forest",
    "for each birds in your forest: gain 1 seed from supply",
    "gain 1 fsh from supply",
    "each other player: draw 1 card",
)


def test_every_line_of_a_card_with_a_syntax_error_is_checked(tmp_path: Path) -> None:
    path = tmp_path / "mine.wsp"
    text = BROKEN.replace("habitat forest", "habitat forets")
    assert "habitat forets" in text
    path.write_text(text, encoding="utf-8")
    found = compile_collecting([path])
    assert [(e.line, e.message.split(";")[0]) for e in found.errors] == [
        (4, "unknown habitat 'forets'"),
        (12, "unexpected 'if' after 'lay 1 egg on this bird'"),
        (13, "unexpected 's'"),
        (14, "unknown food 'fsh'"),
        (15, "unexpected 'other'"),
    ]
    assert found.birds == ()  # the card is still left out of the game


def test_a_block_whose_header_is_wrong_keeps_its_body_checked() -> None:
    text = bird_text("for each birds in your forest:", "  gain 1 sed from supply", "end")
    parsed = parse_recovering(text, "mine.wsp")
    assert [e.line for e in parsed.errors] == [12]
    from wingspan_rules.language.compiler import compile_broken

    (error,) = compile_broken(parsed)
    assert (error.line, error.message.split(";")[0]) == (13, "unknown food 'sed'")


def test_an_error_the_left_out_lines_cause_is_not_reported() -> None:
    # without its 'end', the power block runs into the card's: only the first error shows
    text = bird_text("gain 1 seed from supply").replace("  end\nend", "end")
    parsed = parse_recovering(text, "mine.wsp")
    assert len(parsed.errors) == 1
