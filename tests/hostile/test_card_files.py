"""Card files from strangers: they never crash, hang or exhaust the checker.

Every test runs under a wall-clock limit (``SIGALRM``, so a hang fails the test instead of
blocking the run), and the slow paths are also timed against generous bounds. The only
exceptions that may leave the language API are ``CardError`` and ``CardErrors``.
"""

from __future__ import annotations

import os
import stat
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from wingspan_rules.effects.cards import FoodCost
from wingspan_rules.effects.payment import can_afford, payments
from wingspan_rules.language import (
    CardError,
    CardErrors,
    commands,
    compile_file,
    compile_files,
    format_text,
    parse_text,
)
from wingspan_rules.language.errors import (
    MAX_ERRORS_PER_FILE,
    MAX_ERRORS_PER_RUN,
    MAX_EXCERPT_CHARS,
)
from wingspan_rules.language.loader import MAX_FILE_BYTES, compile_collecting
from wingspan_rules.language.parser import MAX_NUMBER_DIGITS, extract_comments
from wingspan_rules.language.words import (
    MAX_AMOUNT,
    MAX_COUNT,
    MAX_EGG_LIMIT,
    MAX_FOOD_COST,
    MAX_POINTS,
    MAX_WINGSPAN,
)
from wingspan_rules.state.enums import FOOD_TYPES, Food
from wingspan_rules.tools import checking

from .limits import time_limit

BIRD = """\
bird "{name}"
  scientific "Avis testus"
  set core
  habitat forest
  food {food}
  points {points}
  nest bowl
  eggs {eggs}
  wingspan {wingspan}
  beak left
  power when activated
    {action}
  end
end
"""


def bird(
    name: str = "Test Bird",
    food: str = "seed",
    points: object = 3,
    eggs: object = 2,
    wingspan: object = 20,
    action: str = "gain 1 seed from supply",
) -> str:
    return BIRD.format(
        name=name, food=food, points=points, eggs=eggs, wingspan=wingspan, action=action
    )


GOOD = bird()
BONUS = 'bonus "B"\n  set core\n  counts birds\n  score {low}..{high}: {points}, {top}+: 7\nend\n'

# ------------------------------------------------------------------------------ time limits

#: No test of this file may take longer (seconds, wall clock); most take well under one.
TEST_LIMIT = 120


@pytest.fixture(autouse=True)
def _limited() -> Iterator[None]:
    with time_limit(TEST_LIMIT):
        yield


def timed(fn, *args):
    """``fn(*args)``'s result and its duration in seconds."""
    start = time.perf_counter()
    result = fn(*args)
    return result, time.perf_counter() - start


def compile_text(text: str, path: str = "hostile.wsp"):
    """Compile one file's text; raise ``CardErrors`` if it has any error."""
    compiled = compile_file(parse_text(text, path))
    if compiled.errors:
        raise CardErrors(compiled.errors, compiled.omitted)
    return compiled


def errors_of(text: str) -> list[tuple[int, int, str]]:
    with pytest.raises(CardErrors) as caught:
        compile_text(text)
    return [(e.line, e.column, e.message) for e in caught.value.errors]


def only_card_errors(fn, *args):
    """``fn(*args)``, or None if it raised ``CardErrors``/``CardError``; anything else fails."""
    try:
        return fn(*args)
    except (CardErrors, CardError):
        return None


HOSTILE = settings(
    max_examples=60,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture],
)

# ------------------------------------------------------------------------------ numbers


def test_a_4301_digit_number_is_a_card_error_not_a_traceback(tmp_path, capsys):
    path = tmp_path / "digits.wsp"
    path.write_text(bird(points="9" * 4301))
    assert checking.check([str(path)]) == 1
    out = capsys.readouterr().out
    assert "Traceback" not in out
    assert "digits.wsp:6:10: number 99999999999… is too long; numbers have at most " in out
    assert len(out) < 2_000


@pytest.mark.parametrize(
    "text",
    [
        bird(points="12345"),
        bird(eggs="-00000"),
        bird(wingspan="1" * 5000),
        bird(action="gain 1000000000000 fish from supply"),
        bird(action="trade 1 wild for 99999999999 other food from supply"),
        BONUS.format(low=2, high="1" * 4301, points=3, top=4),
    ],
)
def test_numbers_longer_than_the_limit_are_refused_where_they_are(text):
    (line, column, message), *rest = errors_of(text)
    assert not rest
    assert message.endswith(f"is too long; numbers have at most {MAX_NUMBER_DIGITS} digits")
    token = text.split("\n")[line - 1][column - 1 :].split()[0]
    assert len(token.lstrip("-")) > MAX_NUMBER_DIGITS


@pytest.mark.parametrize(
    ("text", "message"),
    [
        (bird(action="gain 11 fish from supply"), "an amount must be from 1 to 10 (got 11)"),
        (bird(action="gain 9999 fish from supply"), "an amount must be from 1 to 10 (got 9999)"),
        (bird(action="draw 11 cards"), "an amount must be from 1 to 10 (got 11)"),
        (bird(action="lay 11 eggs on this bird"), "an amount must be from 1 to 10 (got 11)"),
        (bird(points=21), "points must be from 0 to 20 (got 21)"),
        (bird(eggs=7), "the egg limit must be from 0 to 6 (got 7)"),
        (bird(wingspan=401), "wingspan must be from 1 to 400 (got 401)"),
        (BONUS.format(low=2, high=101, points=3, top=102), "a tier's upper bound must be"),
        (BONUS.format(low=2, high=3, points=21, top=4), "points must be from 0 to 20 (got 21)"),
        (bird(food=" + ".join(["wild"] * 7)), "a food cost has at most 6 foods (got 7)"),
    ],
)
def test_every_number_is_bounded(text, message):
    assert any(m.startswith(message) for _, _, m in errors_of(text))


def test_the_largest_allowed_numbers_compile():
    compiled = compile_text(
        bird(
            food=" + ".join(["wild"] * MAX_FOOD_COST),
            points=MAX_POINTS,
            eggs=MAX_EGG_LIMIT,
            wingspan=MAX_WINGSPAN,
            action=f"gain {MAX_AMOUNT} fish from supply",
        )
        + BONUS.format(low=2, high=MAX_COUNT - 1, points=MAX_POINTS, top=MAX_COUNT)
    )
    card = compiled.birds[0]
    assert (card.points, card.egg_limit, card.wingspan) == (20, 6, 400)
    assert card.cost.wild == MAX_FOOD_COST


#: Every place a number is written, as a template with ``{n}``.
NUMBER_SLOTS = [
    bird(points="{n}"),
    bird(eggs="{n}"),
    bird(wingspan="{n}"),
    bird(action="gain {n} fish from supply"),
    bird(action="cache {n} seed from supply on this bird"),
    bird(action="discard {n} seed"),
    bird(action="draw {n} cards"),
    bird(action="lay {n} eggs on any bird"),
    bird(action="reveal {n} cards from deck"),
    bird(action="trade {n} wild for {n} other food from supply"),
    bird(action="draft players + {n} cards"),
    BONUS.format(low="{n}", high="{n}", points="{n}", top=500),
    'bonus "B"\n  set core\n  counts birds worth {n} points or less\n  score {n} per bird\nend\n',
    'bonus "B"\n  set core\n  counts birds with wingspan above {n}\n  score 1 per bird\nend\n',
    'bonus "B"\n  set core\n  counts birds with at least {n} eggs\n  score 1 per bird\nend\n',
]

_LIMITS = {"points": MAX_POINTS, "egg_limit": MAX_EGG_LIMIT, "wingspan": MAX_WINGSPAN}


@HOSTILE
@given(
    st.sampled_from(NUMBER_SLOTS),
    st.one_of(
        st.integers(-(10**6), 10**6).map(str),
        st.integers(5, 6000).map(lambda k: "7" * k),
        st.integers(0, 50).map(lambda k: "0" * k + "3"),
    ),
)
def test_any_number_anywhere_compiles_within_bounds_or_is_a_card_error(template, number):
    text = template.replace("{n}", number)
    compiled = only_card_errors(compile_text, text)
    if compiled is None:
        return
    for card in compiled.birds:
        for field, limit in _LIMITS.items():
            value = getattr(card, field)
            assert value is None or 0 <= value <= limit
        for effect in _effects(card.power):
            amount = getattr(effect, "amount", None)
            assert amount is None or 1 <= amount <= MAX_AMOUNT


def _effects(power):
    from wingspan_rules.effects import walk_effects

    return [] if power is None else list(walk_effects(power.effects))


# ------------------------------------------------------------------------------ payments


def _reference_payments(cost: FoodCost, food: tuple[int, ...]) -> set[tuple[int, ...]]:
    """Every payment, token by token (exponential, so only for small costs)."""
    if cost.is_free:
        return {(0,) * FOOD_TYPES}
    if cost.one_of:
        tokens = [tuple(cost.foods)]
    else:
        tokens = [(f,) for f in cost.foods] + [tuple(range(FOOD_TYPES))] * cost.wild
    found: set[tuple[int, ...]] = set()

    def pay(i: int, left: list[int], spent: list[int]) -> None:
        if i == len(tokens):
            found.add(tuple(spent))
            return
        options = [(f,) for f in tokens[i]]
        options += [(a, b) for a in range(FOOD_TYPES) for b in range(a, FOOD_TYPES)]
        for option in options:
            for f in option:
                left[f] -= 1
                spent[f] += 1
            if min(left) >= 0:
                pay(i + 1, left, spent)
            for f in option:
                left[f] += 1
                spent[f] -= 1

    pay(0, list(food), [0] * FOOD_TYPES)
    return found


def _minimal(found: set[tuple[int, ...]]) -> set[tuple[int, ...]]:
    return {p for p in found if not any(q != p and all(map(int.__le__, q, p)) for q in found)}


FOODS = st.sampled_from(list(Food))
SMALL_COSTS = st.one_of(
    st.builds(
        lambda foods, wild: FoodCost(foods=tuple(foods), wild=wild),
        st.lists(FOODS, max_size=3),
        st.integers(0, 2),
    ).filter(lambda c: c.total <= 3),
    st.builds(
        lambda foods: FoodCost(foods=tuple(sorted(set(foods))), one_of=True),
        st.lists(FOODS, min_size=1, max_size=3),
    ),
)
SUPPLIES = st.tuples(*[st.integers(0, 3)] * FOOD_TYPES)


@HOSTILE
@given(SMALL_COSTS, SUPPLIES, st.booleans())
def test_payments_are_exactly_the_token_by_token_ones(cost, food, dominated):
    expected = _reference_payments(cost, food)
    if not dominated:
        expected = _minimal(expected)
    found = payments(cost, food, dominated)
    assert len(found) == len(set(found))
    assert set(found) == expected
    assert bool(found) == can_afford(cost, food)


def test_a_cost_of_seven_wild_is_listed_fast_and_correctly():
    cost = FoodCost(wild=7)
    food = (5, 5, 5, 5, 5, 0)
    cheapest, seconds = timed(payments, cost, food)
    assert seconds < 1.0
    # every way to choose 7 tokens from 5 types with at most 5 of each: C(11, 4) - 5 * 5
    assert len(cheapest) == 330 - 25
    assert all(sum(p) == 7 and all(map(int.__le__, p, food)) for p in cheapest)
    everything, seconds = timed(payments, cost, food, True)
    assert seconds < 5.0
    # 7 to 14 tokens: a wild takes 1 or 2
    assert all(7 <= sum(p) <= 14 for p in everything)
    assert set(cheapest) <= set(everything)
    assert len(everything) == sum(_ways(n, food) for n in range(7, 15))


def _ways(total: int, food: tuple[int, ...]) -> int:
    ways = [1] + [0] * total
    for limit in food:
        ways = [sum(ways[t - k] for k in range(min(limit, t) + 1)) for t in range(total + 1)]
    return ways[total]


def test_a_large_cost_with_named_foods_is_fast():
    cost = FoodCost(foods=(Food.SEED,) * 4 + (Food.FISH,) * 3, wild=3)
    _, seconds = timed(payments, cost, (9, 9, 9, 9, 9, 9))
    assert seconds < 2.0


# ------------------------------------------------------------------------------ recovery


def _unclosed(count: int) -> str:
    return 'bird "x"\n' * count


def test_recovery_after_syntax_errors_is_linear():
    small, t_small = timed(only_card_errors, parse_text, _unclosed(4_000))
    _, t_large = timed(only_card_errors, parse_text, _unclosed(16_000))
    assert small is None
    assert t_large < 20
    # four times the text: well under sixteen times the time (quadratic recovery was 16x)
    assert t_large < 8 * t_small + 1.0


def test_sixteen_thousand_unclosed_birds_are_all_counted_and_fifty_are_shown():
    with pytest.raises(CardErrors) as caught:
        parse_text(_unclosed(16_000), "x.wsp")
    errors = caught.value
    assert len(errors.errors) == MAX_ERRORS_PER_FILE
    assert errors.count == 16_000
    assert [e.line for e in errors.errors] == list(range(2, 2 + MAX_ERRORS_PER_FILE))
    assert all("missing 'end'" in (e.hint or "") for e in errors.errors)
    assert errors.report().endswith("16000 errors")


def test_each_broken_card_is_reported_and_good_cards_between_them_do_not_matter():
    broken = [
        bird(name="A").replace("points 3", "pionts 3"),
        bird(name="B"),
        bird(name="C").replace("  end\nend\n", "  end\n"),
        bird(name="D"),
        bird(name="E").replace("gain 1 seed", "gain [1] seed"),
    ]
    text = "".join(broken)
    with pytest.raises(CardErrors) as caught:
        parse_text(text, "x.wsp")
    lines = text.split("\n")
    found = [(lines[e.line - 1].strip(), e.message.split(";")[0]) for e in caught.value.errors]
    assert found == [
        ("pionts 3", "unexpected 'pionts'"),
        ('bird "D"', "unexpected 'bird'"),
        ("gain [1] seed from supply", "unexpected character '['"),
    ]


def test_a_broken_header_does_not_stop_the_rest_of_the_file():
    text = 'bird "A" extra\n' + GOOD.replace("points 3", "pionts 3")
    with pytest.raises(CardErrors) as caught:
        parse_text(text, "x.wsp")
    assert [e.line for e in caught.value.errors] == [1, 7]


# ------------------------------------------------------------------------------ output caps


def test_a_100_kb_line_of_repeated_tags_prints_a_bounded_report(tmp_path, capsys):
    path = tmp_path / "tags.wsp"
    path.write_text(GOOD.replace("beak left", "beak left\n  tags " + "historian " * 10_000))
    assert path.stat().st_size > 100_000
    result, seconds = timed(checking.check, [str(path)])
    out = capsys.readouterr().out
    assert result == 1
    assert seconds < 30
    assert len(out) < 64_000
    assert out.count("is listed twice") == MAX_ERRORS_PER_FILE
    assert "9949 more errors not shown" in out
    assert "9999 errors, 0 cards the engine cannot run" in out
    for line in out.splitlines():
        assert len(line) < MAX_EXCERPT_CHARS + 200


def test_errors_per_run_are_capped(tmp_path, capsys):
    for i in range(8):
        bad = bird(name=f"B{i}", action="gain 1 sed from supply") * 1
        tags = "tags " + " ".join(["x"] * 60)
        (tmp_path / f"f{i}.wsp").write_text(bad.replace("beak left", f"beak left\n  {tags}"))
    compilation = compile_collecting([tmp_path])
    assert len(compilation.errors) == MAX_ERRORS_PER_RUN
    per_file: dict[str, int] = {}
    for error in compilation.errors:
        per_file[error.path] = per_file.get(error.path, 0) + 1
    assert max(per_file.values()) <= MAX_ERRORS_PER_FILE
    assert compilation.error_count == 8 * (59 + 1)
    assert checking.check([str(tmp_path)]) == 1
    out = capsys.readouterr().out
    assert out.count("hint:") <= MAX_ERRORS_PER_RUN
    assert "480 errors" in out


def test_a_run_naming_too_many_card_files_is_refused_before_reading_them(
    tmp_path, monkeypatch, capsys
):
    from wingspan_rules.language import loader

    monkeypatch.setattr(loader, "MAX_CARD_FILES", 5)
    for i in range(9):
        (tmp_path / f"f{i}.wsp").write_text(bird(name=f"B{i}"))
    compilation = compile_collecting([tmp_path])
    assert not compilation.birds
    assert [e.message for e in compilation.errors] == [
        "more than 5 card files were named; one run reads at most 5 (name the directories in "
        "smaller parts)"
    ]
    assert checking.check([str(tmp_path)]) == 1
    assert commands.fmt([str(tmp_path)], check=True) == 1
    assert "more than 5 card files" in capsys.readouterr().out
    monkeypatch.setattr(loader, "MAX_CARD_FILES", 9)  # exactly the limit is fine
    assert len(compile_collecting([tmp_path]).birds) == 9


def test_a_run_reads_a_bounded_number_of_bytes_in_all(tmp_path, monkeypatch):
    from wingspan_rules.language import loader

    size = len(bird(name="B0").encode())
    monkeypatch.setattr(loader, "MAX_RUN_BYTES", 3 * size)
    for i in range(5):
        (tmp_path / f"f{i}.wsp").write_text(bird(name=f"B{i}"))
    compilation = compile_collecting([tmp_path])
    assert len(compilation.birds) == 3  # the first three files fit the budget
    assert [(Path(e.path).name, e.message) for e in compilation.errors] == [
        (
            "f3.wsp",
            f"the card files of one run hold at most {3 * size} bytes in all; "
            "this file and the 1 file after it were not compiled",
        )
    ]


def test_a_source_line_excerpt_is_bounded_and_keeps_the_caret_on_the_spot():
    text = GOOD.replace("gain 1 seed", "gain 1 " + "x " * 50_000 + "seed")
    with pytest.raises(CardErrors) as caught:
        parse_text(text, "x.wsp")
    report = str(caught.value)
    assert len(report) < 2_000
    error = caught.value.errors[0]
    shown, caret = str(error).split("\n")[1:3]
    assert len(shown) <= MAX_EXCERPT_CHARS + 4
    assert shown[caret.index("^")] == error.source_line[error.column - 1]


def test_far_along_a_long_line_the_excerpt_moves_with_the_error(tmp_path):
    path = tmp_path / "long.wsp"
    path.write_text(GOOD.replace("beak left", "beak left\n  tags " + "a" * 60_000 + " Upper"))
    (error,) = compile_collecting([path]).errors
    assert error.message == "tag 'Upper' must be lower case"
    shown, caret = str(error).split("\n")[1:3]
    assert shown[caret.index("^") :].startswith("Upper")
    assert shown.startswith("    …")


def test_control_characters_are_not_printed_raw():
    text = bird(name="Evil\x1b[31mBird\x07").replace("points 3", "points x")
    with pytest.raises(CardErrors) as caught:
        compile_text(text)
    report = str(caught.value)
    assert "\x1b" not in report and "\x07" not in report


def test_a_huge_unknown_word_is_quoted_shortly():
    word = "z" * 200_000
    with pytest.raises(CardErrors) as caught:
        compile_text(GOOD.replace("nest bowl", f"nest {word}"))
    assert len(str(caught.value)) < 2_000


def test_thousands_of_duplicate_birds_are_capped(tmp_path):
    (tmp_path / "dupes.wsp").write_text(GOOD * 3_000)
    compilation, seconds = timed(compile_collecting, [tmp_path])
    assert seconds < 60
    assert len(compilation.errors) == MAX_ERRORS_PER_FILE
    assert compilation.error_count == 2_999


# ------------------------------------------------------------------------------ reading files


def test_a_byte_order_mark_is_accepted(tmp_path):
    path = tmp_path / "bom.wsp"
    path.write_bytes(b"\xef\xbb\xbf" + GOOD.encode())
    assert [b.name for b in compile_files([path]).birds] == ["Test Bird"]
    assert parse_text("\ufeff" + GOOD).items[0].name == "Test Bird"


def test_a_byte_order_mark_does_not_move_error_columns():
    with pytest.raises(CardErrors) as caught:
        parse_text("\ufeffbird Test\n")
    assert [(e.line, e.column) for e in caught.value.errors] == [(1, 6)]


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs on this platform")
def test_a_fifo_named_like_a_card_file_is_refused_without_blocking(tmp_path, capsys):
    fifo = tmp_path / "x.wsp"
    os.mkfifo(fifo)
    (tmp_path / "good.wsp").write_text(GOOD)
    with time_limit(10):
        assert checking.check([str(fifo)]) == 1
        assert checking.check([str(tmp_path)]) == 1
        assert commands.fmt([fifo]) == 1
    out = capsys.readouterr().out
    assert out.count("x.wsp:1:1: cannot read card file: it is a FIFO, not a regular file") == 3


def test_a_directory_named_like_a_card_file_is_refused(tmp_path):
    (tmp_path / "cards").mkdir()
    (tmp_path / "cards" / "odd.wsp").mkdir()
    (tmp_path / "cards" / "good.wsp").write_text(GOOD)
    errors = compile_collecting([tmp_path / "cards"]).errors
    assert [e.message for e in errors] == [
        "cannot read card file: it is a directory, not a regular file"
    ]


@pytest.mark.parametrize("device", ["/dev/null", "/dev/zero", "/dev/urandom"])
def test_devices_are_refused(device):
    if not Path(device).exists():
        pytest.skip(f"no {device}")
    with time_limit(10):
        errors = compile_collecting([device]).errors
    assert errors[0].message == (
        "cannot read card file: it is a character device, not a regular file"
    )


def test_a_symlink_loop_in_a_card_directory_does_not_hang(tmp_path):
    (tmp_path / "a.wsp").write_text(GOOD)
    (tmp_path / "loop").symlink_to(tmp_path)
    with time_limit(10):
        assert [b.name for b in compile_files([tmp_path]).birds] == ["Test Bird"]


def test_a_file_over_the_size_limit_is_refused(tmp_path):
    path = tmp_path / "big.wsp"
    path.write_text("# " + "x" * MAX_FILE_BYTES + "\n")
    (error,) = compile_collecting([path]).errors
    assert error.message == (
        f"cannot read card file: the file is too large ({MAX_FILE_BYTES + 3} bytes); "
        f"the limit is {MAX_FILE_BYTES} bytes"
    )


def test_a_file_at_the_size_limit_is_read(tmp_path):
    path = tmp_path / "full.wsp"
    padding = MAX_FILE_BYTES - len(GOOD) - 1
    path.write_text(GOOD + "#" + "x" * (padding - 1) + "\n")
    assert path.stat().st_size == MAX_FILE_BYTES
    assert len(compile_files([path]).birds) == 1


def _bad_files(tmp_path: Path) -> dict[str, Path]:
    latin1 = tmp_path / "latin1.wsp"
    latin1.write_bytes(GOOD.replace("Avis", "Av\xe9s").encode("latin-1"))
    truncated = tmp_path / "truncated.wsp"
    truncated.write_bytes(GOOD.encode() + "é".encode()[:1])
    return {"missing": tmp_path / "missing.wsp", "latin1": latin1, "truncated": truncated}


MESSAGES = {
    "missing": (1, 1, "cannot read card file: no such file"),
    "latin1": (2, 17, "card files are UTF-8 text: byte 0xe9 is not valid UTF-8"),
    "truncated": (15, 1, "card files are UTF-8 text: byte 0xc3 is not valid UTF-8"),
}


@pytest.mark.parametrize("kind", sorted(MESSAGES))
def test_unreadable_files_are_card_errors_in_every_command(kind, tmp_path, capsys):
    path = _bad_files(tmp_path)[kind]
    line, column, message = MESSAGES[kind]
    expected = f"{path}:{line}:{column}: {message}"
    assert checking.check([str(path)]) == 1
    assert commands.fmt([path]) == 1
    assert commands.fmt([path], check=True) == 1
    assert commands.explain("Test Bird", [path]) == 1
    assert commands.cards_json([path]) == 1
    with pytest.raises(CardErrors, match=message):
        compile_files([path])
    out = capsys.readouterr().out
    assert out.count(expected) == 5
    assert "Traceback" not in out


def test_an_unreadable_file_is_a_card_error(tmp_path, monkeypatch):
    path = tmp_path / "secret.wsp"
    path.write_text(GOOD)
    path.chmod(0)
    real_open = os.open

    def refuse(name, *args, **kwargs):  # root reads any file: refuse as the OS would for others
        if str(name) == str(path):
            raise PermissionError(13, "Permission denied", str(name))
        return real_open(name, *args, **kwargs)

    monkeypatch.setattr(os, "open", refuse)
    (error,) = compile_collecting([path]).errors
    assert error.message == "cannot read card file: permission denied"


def test_odd_paths_are_card_errors():
    for path in ["a\0b.wsp", "." * 5000 + ".wsp", "x" * 300 + ".wsp"]:
        with time_limit(10):
            only_card_errors(compile_files, [path])


# ------------------------------------------------------------------------------ the formatter

#: Characters that ``str.splitlines`` breaks lines at but the card language does not.
ODD_BREAKS = "\u2028\u2029\x0b\x0c\x1c\x1d\x1e\x85\r"
ODD_TEXT = st.text(alphabet=st.sampled_from(ODD_BREAKS + 'ab #\t"é'), max_size=12)


def _comment(text: str) -> str:
    return "# " + text


def _name(text: str) -> str:
    return text.replace('"', "").replace("\r", "")


@HOSTILE
@given(ODD_TEXT, ODD_TEXT, ODD_TEXT, ODD_TEXT, st.booleans())
def test_formatting_keeps_every_character_and_is_idempotent(top, end, name, inner, crlf):
    text = (
        _comment(top)
        + "\n"
        + bird(name="N" + _name(name)).replace(
            "points 3", "points 3  " + _comment(end) + "\n  " + _comment(inner)
        )
    )
    if crlf:
        text = text.replace("\n", "\r\n")
    once = format_text(text)
    assert format_text(once) == once
    for comment in extract_comments(text):
        assert comment.text in once
    assert f'bird "N{_name(name)}"' in once
    kept = [c.text for c in extract_comments(text)]
    assert [c.text for c in extract_comments(once)] == kept


def test_line_separators_in_comments_do_not_move_them():
    text = "# a\u2028b\x0cc\x85d\n" + GOOD.replace("  nest bowl", "  # before\x85nest\n  nest bowl")
    once = format_text(text)
    assert once.startswith("# a\u2028b\x0cc\x85d\nbird")
    assert "  # before\x85nest\n  nest bowl" in once
    assert format_text(once) == once


@HOSTILE
@given(st.text(alphabet=st.sampled_from(ODD_BREAKS + 'bird "end\n#x1 '), max_size=80))
def test_the_formatter_only_raises_card_errors(text):
    formatted = only_card_errors(format_text, text)
    if formatted is not None:
        assert format_text(formatted) == formatted


def test_fmt_rewrites_atomically_and_keeps_the_mode(tmp_path, capsys):
    path = tmp_path / "a.wsp"
    path.write_text(GOOD.replace("  points 3", "points   3"))
    path.chmod(0o640)
    before = path.stat().st_ino
    assert commands.fmt([path]) == 0
    assert path.read_text() == GOOD
    assert stat.S_IMODE(path.stat().st_mode) == 0o640
    assert path.stat().st_ino != before  # a new file renamed over the old one
    assert sorted(p.name for p in tmp_path.iterdir()) == ["a.wsp"]


def test_a_failed_write_leaves_the_file_and_no_temporary(tmp_path, capsys, monkeypatch):
    path = tmp_path / "a.wsp"
    messy = GOOD.replace("  points 3", "points   3")
    path.write_text(messy)

    def fail(src, dst):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "replace", fail)
    assert commands.fmt([path]) == 1
    assert path.read_text() == messy
    assert sorted(p.name for p in tmp_path.iterdir()) == ["a.wsp"]
    assert "a.wsp:1:1: cannot write card file: No space left on device" in capsys.readouterr().out


def test_fmt_writes_through_a_symlink(tmp_path):
    target = tmp_path / "real.wsp"
    target.write_text(GOOD.replace("  points 3", "points   3"))
    link = tmp_path / "link.wsp"
    link.symlink_to(target)
    assert commands.fmt([link]) == 0
    assert link.is_symlink()
    assert target.read_text() == GOOD


def test_fmt_drops_a_byte_order_mark(tmp_path):
    path = tmp_path / "bom.wsp"
    path.write_bytes(b"\xef\xbb\xbf" + GOOD.encode())
    assert commands.fmt([path], check=True) == 1
    assert commands.fmt([path]) == 0
    assert path.read_bytes() == GOOD.encode()


# ------------------------------------------------------------------------------ anything


@HOSTILE
@given(
    st.text(
        alphabet=st.one_of(
            st.sampled_from(list('bird"end 0123456789\n\r\t#+-/:.,[]') + list(ODD_BREAKS)),
            st.characters(),
        ),
        max_size=300,
    )
)
def test_arbitrary_text_only_raises_card_errors(text):
    only_card_errors(compile_text, text)
    only_card_errors(format_text, text)


@HOSTILE
@given(st.binary(max_size=300))
def test_arbitrary_bytes_only_give_card_errors(tmp_path_factory, data):
    path = tmp_path_factory.mktemp("bytes") / "x.wsp"
    path.write_bytes(data)
    compilation = compile_collecting([path])
    assert all(isinstance(e, CardError) for e in compilation.errors)
