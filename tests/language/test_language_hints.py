"""The hints for the mistakes card authors make most: each error is shown where the mistake is,
says what is wrong, and its hint says what to write instead."""

from __future__ import annotations

from pathlib import Path

import pytest

from wingspan_rules.language import parse_recovering
from wingspan_rules.language.loader import compile_collecting

from .helpers import bird_text

GOOD = bird_text("gain 1 seed from supply")
TIMINGS = (
    "white: 'when played', brown: 'when activated', pink: 'once between turns', "
    "teal: 'round end', yellow: 'game end'"
)
NOT_A_TIMING = (
    "is a colour, not a timing; expected 'when played', 'when activated', "
    "'once between turns', 'round end' or 'game end'"
)
DICE = (
    "dice are not a food: 'gain 2 die from birdfeeder' takes any 2 dice from the birdfeeder, "
    "'gain 2 wild from supply' any 2 food from the supply"
)
FOODS = "'invertebrate', 'seed', 'fish', 'fruit', 'rodent' or 'nectar'"

# (what, card text, (line, column), message, hint)
CASES = [
    (
        "a unit after the wingspan",
        GOOD.replace("wingspan 20", "wingspan 70cm"),
        (9, 14),
        "unexpected 'cm'; expected end of line",
        "a wingspan is a number of centimetres, without a unit: 'wingspan 70'",
    ),
    (
        "a count in a food cost",
        GOOD.replace("food seed", "food 2 invertebrate"),
        (5, 8),
        "unexpected '2'; expected a word",
        "a cost lists one word per food, joined by '+' (a food paid twice is written twice): "
        "'food invertebrate + invertebrate'",
    ),
    (
        "counts in a longer cost",
        GOOD.replace("food seed", "food fish + 2 seed"),
        (5, 15),
        "unexpected '2'; expected a word",
        "a cost lists one word per food, joined by '+' (a food paid twice is written twice): "
        "'food fish + seed + seed'",
    ),
    (
        "dice where a food goes",
        bird_text("gain 2 dice from birdfeeder"),
        (12, 12),
        f"unknown food 'dice'; expected {FOODS}",
        DICE,
    ),
    (
        "dice, and no source",
        bird_text("gain 2 dice"),
        (12, 16),
        "unexpected end of line; expected 'from'",
        DICE,
    ),
    (
        "'+' then '/' in one cost",
        GOOD.replace("food seed", "food seed + fish / fruit"),
        (5, 20),
        "unexpected '/'; expected '+', end of line",
        "a cost joins its foods either with '+' (pay all of them) or with 'or' (pay one of "
        "them), never both on one line",
    ),
    (
        "'/' then '+' in one cost",
        GOOD.replace("food seed", "food seed / fish + fruit"),
        (5, 20),
        "unexpected '+'; expected '/', end of line",
        "a cost joins its foods either with '+' (pay all of them) or with 'or' (pay one of "
        "them), never both on one line",
    ),
    (
        "'+' then 'or' in one cost",
        GOOD.replace("food seed", "food seed + fish or fruit"),
        (5, 20),
        "unexpected 'or'; expected '+', end of line",
        "a cost joins its foods either with '+' (pay all of them) or with 'or' (pay one of "
        "them), never both on one line",
    ),
    (
        "a colour for a timing",
        bird_text("gain 1 seed from supply", header="power brown"),
        (11, 9),
        f"'brown' {NOT_A_TIMING}",
        f"a brown power is written 'power when activated' ({TIMINGS})",
    ),
    (
        "a pink colour for a timing",
        bird_text("gain 1 seed from supply", header="power pink"),
        (11, 9),
        f"'pink' {NOT_A_TIMING}",
        f"a pink power is written 'power once between turns' ({TIMINGS})",
    ),
    (
        "a colour before a timing",
        bird_text("gain 1 seed from supply", header="power brown when activated"),
        (11, 9),
        "unknown power flag 'brown'; expected 'predator', 'flocking' or 'bonus-cards' or a "
        "timing (when played, when activated, once between turns, round end, game end)",
        "the colour comes from the timing: drop 'brown' ('power when activated' is brown)",
    ),
    (
        "no timing at all",
        bird_text("gain 1 seed from supply", header="power"),
        (11, 8),
        "unexpected end of line; expected a word",
        f"a power's header names its timing in words ({TIMINGS})",
    ),
    (
        "a beak's initial",
        GOOD.replace("beak left", "beak R"),
        (10, 8),
        "unknown beak direction 'R'; expected 'left', 'right', 'neither' or 'both'",
        "write the whole word: 'right' (a beak points 'left' or 'right')",
    ),
    (
        "an article before a place",
        bird_text("gain all invertebrates from the birdfeeder"),
        (12, 33),
        "unexpected 'the'; the card language writes no articles",
        "drop 'the': the language writes no articles ('birdfeeder', not 'the birdfeeder')",
    ),
    (
        "an article before a bird",
        bird_text("lay 1 egg on the this bird"),
        (12, 18),
        "unexpected 'the'; the card language writes no articles",
        "drop 'the': the language writes no articles ('this', not 'the this')",
    ),
]


@pytest.mark.parametrize(
    ("text", "where", "message", "hint"),
    [case[1:] for case in CASES],
    ids=[case[0] for case in CASES],
)
def test_hint(tmp_path: Path, text: str, where: tuple[int, int], message: str, hint: str) -> None:
    path = tmp_path / "mine.wsp"
    path.write_text(text, encoding="utf-8")
    (error,) = compile_collecting([path]).errors
    assert (error.path, error.line, error.column) == (str(path), *where)
    assert error.message == message
    assert error.hint == hint
    shown = str(error).splitlines()
    assert shown[0] == f"{path}:{where[0]}:{where[1]}: {message}"
    assert shown[-1] == f"  hint: {hint}"


def test_an_article_the_language_writes_is_left_alone() -> None:
    """'play a bird in forest' writes 'a': only the article it does not write is blamed."""
    (error,) = parse_recovering(bird_text("play a bird in the forest"), "mine.wsp").errors
    assert (error.line, error.column) == (12, 20)
    assert error.message == "unexpected 'the'; the card language writes no articles"
    assert error.hint == "drop 'the': the language writes no articles ('forest', not 'the forest')"


def test_an_article_is_not_blamed_when_the_next_word_is_wrong_too() -> None:
    """Dropping 'the' from 'draw 2 cards the end' leaves 'end' unexpected: no article hint."""
    (error,) = parse_recovering(bird_text("draw 2 cards the end"), "x.wsp").errors
    assert (error.line, error.column) == (12, 18)
    assert error.message.startswith("unexpected 'the'; expected")
