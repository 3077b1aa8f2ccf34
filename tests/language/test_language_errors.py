"""Bad card files: every error is reported with its exact position, message and hint."""

from __future__ import annotations

import pytest

from wingspan_rules.language import CardError, CardErrors, compile_files, parse_text

from .helpers import BIRD, bird_text, compile_text, errors_of

GOOD = bird_text("gain 1 seed from supply")

# (description, text, [(line, column, message)])
CASES = [
    (
        "misspelt fact keyword",
        GOOD.replace("points 3", "pionts 3"),
        [
            (
                6,
                3,
                "unexpected 'pionts'; expected 'beak', 'eggs', 'end', 'food', 'habitat', "
                "'nest', 'points', 'power', 'scientific', 'set', 'swift-start', 'tags', 'wingspan'",
            )
        ],
    ),
    (
        "unknown food",
        GOOD.replace("gain 1 seed", "gain 1 sed"),
        [
            (
                12,
                12,
                "unknown food 'sed'; expected 'invertebrate', 'seed', 'fish', 'fruit', "
                "'rodent' or 'nectar'",
            )
        ],
    ),
    (
        "egg limit too high",
        GOOD.replace("eggs 2", "eggs 9"),
        [(8, 8, "the egg limit must be from 0 to 6 (got 9)")],
    ),
    (
        "negative points",
        GOOD.replace("points 3", "points -1"),
        [(6, 10, "points cannot be negative (got -1)")],
    ),
    (
        "cache it without a gain",
        bird_text("cache it on this bird"),
        [(12, 5, "'cache it' refers to nothing: no food is gained before it")],
    ),
    (
        "if you do first",
        bird_text("if you do: draw 1 card"),
        [(12, 5, "'if you do' needs a statement before it")],
    ),
    (
        "tuck it without a reveal",
        bird_text("tuck it behind this bird"),
        [(12, 5, "'tuck it' refers to nothing: no 'reveal 1 card from deck' before it")],
    ),
    (
        "predator flag without hunt",
        bird_text("draw 1 card", header="power predator when activated"),
        [(11, 9, "the predator flag needs a 'hunt succeeds if' line in the power")],
    ),
    (
        "trigger on a brown power",
        bird_text(
            "draw 1 card", header="power when activated when another player's predator succeeds"
        ),
        [
            (
                11,
                24,
                "only 'once between turns' powers have a trigger, not 'when activated' powers",
            )
        ],
    ),
    (
        "pink power without trigger",
        bird_text("draw 1 card", header="power once between turns"),
        [(11, 9, "a 'once between turns' power needs a trigger")],
    ),
    (
        "unknown flag",
        bird_text("draw 1 card", header="power raptor when activated"),
        [
            (
                11,
                9,
                "unknown power flag 'raptor'; expected 'predator', 'flocking', 'bonus-cards' or "
                "'counts-double' or a timing (when played, when activated, once between turns, round end, "
                "game end)",
            )
        ],
    ),
    (
        "missing lines",
        BIRD.format(power="").replace("  points 3\n", "").replace("  nest bowl\n", ""),
        [(1, 1, "bird 'Test Bird' has no 'points', 'nest' lines")],
    ),
    (
        "duplicate line",
        GOOD.replace("points 3", "points 3\n  points 4"),
        [(7, 3, "duplicate 'points' line in bird 'Test Bird' (first at line 6)")],
    ),
    (
        "duplicate bird",
        GOOD + GOOD,
        [(15, 1, "duplicate bird 'Test Bird' (first defined at test.wsp:1)")],
    ),
    (
        "nest none with eggs",
        GOOD.replace("nest bowl", "nest none"),
        [(8, 3, "a bird without a nest must have 'eggs 0'")],
    ),
    (
        "missing end before the next bird",
        GOOD.replace("  end\nend\n", "  end\n") + GOOD.replace("Test Bird", "Other"),
        [
            (
                14,
                1,
                "unexpected 'bird'; expected 'beak', 'eggs', 'end', 'food', 'habitat', 'nest', "
                "'points', 'power', 'scientific', 'set', 'swift-start', 'tags', 'wingspan'",
            )
        ],
    ),
    (
        "line stops early",
        bird_text("gain 1 seed from"),
        [(12, 21, "unexpected end of line; expected a word")],
    ),
    (
        "icon brackets",
        bird_text("gain 1 [seed] from supply"),
        [(12, 12, "unexpected character '['")],
    ),
    (
        "gain wild from the birdfeeder",
        bird_text("gain 1 wild from birdfeeder"),
        [(12, 22, "'wild' comes from supply")],
    ),
    (
        "trade for a different amount",
        bird_text("trade 1 wild for 2 other food from supply"),
        [(12, 22, "a trade gives back as many food as it takes")],
    ),
    (
        "end-of-turn discard in a pink power",
        bird_text(
            "discard 1 card from hand at end of turn",
            header="power once between turns when another player takes the lay-eggs action",
        ),
        [
            (
                12,
                5,
                "'at end of turn' needs a power that runs on your turn, "
                "not a 'once between turns' power",
            )
        ],
    ),
    (
        "overlapping tiers",
        'bonus "B"\n  set core\n  counts birds\n  score 2..4: 3, 4+: 7\nend\n',
        [(4, 18, "tiers must be in increasing order without overlap")],
    ),
    (
        "goal tile with one side",
        'goal tile\n  set core\n  side "Total birds": counts birds\nend\n',
        [(1, 1, "a goal tile has 2 sides, this one has 1")],
    ),
]


@pytest.mark.parametrize(("text", "expected"), [c[1:] for c in CASES], ids=[c[0] for c in CASES])
def test_error_position_and_message(text, expected):
    assert errors_of(text) == expected


@pytest.mark.parametrize(
    ("text", "hint"),
    [
        (GOOD.replace("points 3", "pionts 3"), "did you mean 'points'?"),
        (GOOD.replace("gain 1 seed", "gian 1 seed"), "did you mean 'gain'?"),
        (GOOD.replace("gain 1 seed", "gain 1 seeds"), "write the singular: 'seed'"),
        (GOOD.replace("gain 1 seed", "gain 1 sed"), "did you mean 'seed'?"),
        (GOOD.replace("nest bowl", "nest wild"), "the wild nest is written 'star'"),
        (GOOD.replace('bird "', 'Bird "'), "keywords are written in lower case"),
        (
            GOOD.replace("food seed", "food seed, fish"),
            "join foods with '+' (pay all) or 'or' (pay one of them)",
        ),
        (bird_text("gain 1 [seed] from supply"), "icons are written as words: seed, not [seed]"),
        (GOOD.replace("  end\nend\n", "  end\n") + GOOD, "missing 'end' before this line?"),
        (
            GOOD[: -len("end\n")],
            "every bird, bonus, goal tile and power block is closed by a line 'end'",
        ),
    ],
)
def test_hints(text, hint):
    with pytest.raises(CardErrors) as caught:
        compile_text(text)
    assert [e.hint for e in caught.value.errors] == [hint]


def test_report_shows_the_line_and_a_caret(tmp_path):
    path = tmp_path / "bad.wsp"
    path.write_text(GOOD.replace("gain 1 seed", "gain 1 sed"))
    with pytest.raises(CardErrors) as caught:
        compile_files([path])
    assert str(caught.value) == (
        f"{path}:12:12: unknown food 'sed'; expected 'invertebrate', 'seed', 'fish', "
        "'fruit', 'rodent' or 'nectar'\n"
        "        gain 1 sed from supply\n"
        "               ^\n"
        "  hint: did you mean 'seed'?\n"
        "1 error"
    )


def test_errors_of_all_files_are_collected_and_sorted(tmp_path):
    (tmp_path / "a.wsp").write_text(GOOD.replace("points 3", "pionts 3"))
    (tmp_path / "b.wsp").write_text(
        GOOD.replace("Test Bird", "B1").replace("eggs 2", "eggs 7")
        + GOOD.replace("Test Bird", "B2").replace("gain 1 seed", "gain 1 sed")
    )
    with pytest.raises(CardErrors) as caught:
        compile_files([tmp_path])
    found = [(e.path.rsplit("/", 1)[-1], e.line, e.column) for e in caught.value.errors]
    # a.wsp has a syntax error, so its card is left out; b.wsp's two cards are both reported
    assert found == [("a.wsp", 6, 3), ("b.wsp", 8, 8), ("b.wsp", 26, 12)]
    assert str(caught.value).endswith("3 errors")


def test_syntax_errors_in_several_cards_of_one_file():
    text = GOOD.replace("points 3", "pionts 3") + GOOD.replace("Test Bird", "B").replace(
        "beak left", "bek left"
    )
    with pytest.raises(CardErrors) as caught:
        parse_text(text, "x.wsp")
    assert [(e.line, e.column) for e in caught.value.errors] == [(6, 3), (24, 3)]


def test_card_error_is_the_single_error_type():
    error = CardError("x.wsp", 3, 4, "message", "hint", "  source line")
    assert isinstance(CardErrors([error]), Exception)
    assert str(error).splitlines()[0] == "x.wsp:3:4: message"


def test_a_set_without_birds_is_an_error(tmp_path):
    (tmp_path / "empty.wsp").write_text("# nothing here\n")
    with pytest.raises(CardErrors, match="the card set has no bird cards"):
        compile_files([tmp_path])
