"""One broken card never hides the others: after a syntax error, every other card of the file
is still compiled, and its errors of meaning are reported in the same run, in file order."""

from __future__ import annotations

from pathlib import Path

from wingspan_rules.language import parse_recovering
from wingspan_rules.language.loader import compile_collecting
from wingspan_rules.tools.checking import check

from .helpers import BIRD

#: Four cards: a misspelt habitat, a syntax error, a plural food and a high egg limit,
#: and a bonus card counting a misspelt food.
BROKEN = "\n".join(
    [
        BIRD.format(power="").replace("Test Bird", "One").replace("forest", "forrest"),
        BIRD.format(power="").replace("Test Bird", "Two").replace("food seed", "food seed +"),
        BIRD.format(power="")
        .replace("Test Bird", "Three")
        .replace("food seed", "food seeds")
        .replace("eggs 2", "eggs 9"),
        BIRD.format(power="").replace("Test Bird", "Four"),
        'bonus "Five"\n  set core\n  counts birds eating nectr\n  score 1 per bird\nend\n',
    ]
)


def test_a_syntax_error_does_not_hide_the_errors_of_other_cards(tmp_path: Path) -> None:
    path = tmp_path / "mine.wsp"
    path.write_text(BROKEN, encoding="utf-8")
    result = compile_collecting([path])
    found = [(e.line, e.column, e.message) for e in result.errors]
    assert found == [
        (4, 11, "unknown habitat 'forrest'; expected 'forest', 'grassland' or 'wetland'"),
        (17, 14, "unexpected end of line; expected a word"),
        (
            29,
            8,
            "unknown food 'seeds'; expected 'invertebrate', 'seed', 'fish', 'fruit', "
            "'rodent', 'nectar' or 'wild'",
        ),
        (32, 8, "the egg limit must be from 0 to 6 (got 9)"),
        (
            51,
            23,
            "unknown food 'nectr'; expected 'invertebrate', 'seed', 'fish', 'fruit', "
            "'rodent', 'nectar' or 'wild'",
        ),
    ]
    # The one sound card still compiles (and is checked against the others).
    assert [bird.name for bird in result.birds] == ["Four"]


def test_wingspan_check_reports_every_error_of_the_file(tmp_path: Path, capsys) -> None:
    path = tmp_path / "mine.wsp"
    path.write_text(BROKEN, encoding="utf-8")
    assert check([path]) == 1
    out = capsys.readouterr().out
    positions = [line.split(": ")[0] for line in out.splitlines() if line.startswith(str(path))]
    assert positions == [f"{path}:{where}" for where in ("4:11", "17:14", "29:8", "32:8", "51:23")]
    assert out.splitlines()[-1].startswith(
        "1 bird, 0 bonus cards, 0 goal tiles, 0 powers, 5 errors"
    )


def test_parse_recovering_keeps_the_cards_that_parse() -> None:
    parsed = parse_recovering(BROKEN, "mine.wsp")
    assert [item.name for item in parsed.file.items] == ["One", "Three", "Four", "Five"]
    assert [(e.line, e.column) for e in parsed.errors] == [(17, 14)]
    assert parsed.errors[0].source_line == "  food seed +"
