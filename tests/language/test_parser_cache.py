"""The parser's tables kept between runs (``language.parser_cache``): a parser loaded from the
cache reads every card as a freshly built one does, a broken or foreign cache file is never
trusted, and the cache can be turned off."""

from __future__ import annotations

import os
from pathlib import Path

import lark
import pytest

from wingspan_rules.language import parser_cache
from wingspan_rules.language.phrases import grammar_text

OPTIONS = {"parser": "lalr", "propagate_positions": True, "maybe_placeholders": False}
CARDS = Path(__file__).resolve().parents[2] / "cards"


@pytest.fixture
def folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    where = tmp_path / "cache"
    monkeypatch.setenv("WINGSPAN_RULES_CACHE", str(where))
    return where


def _tables(where: Path) -> list[Path]:
    return sorted(where.glob("grammar-*.lark"))


def _cached(grammar: str, **options: object) -> lark.Lark:
    """The parser of ``grammar`` through the cache, as ``language.parser`` builds its own."""
    key = f"{grammar}\n{sorted(options.items())}\nlark {lark.__version__}"
    build = lambda: lark.Lark(grammar, **options)  # noqa: E731
    return parser_cache.cached_build(key, build, lark.Lark.save, lark.Lark.load, lark.Lark)


def test_a_parser_loaded_from_the_cache_reads_every_card_file_as_a_built_one(folder):
    built = _cached(grammar_text(), **OPTIONS)  # built, then kept
    assert len(_tables(folder)) == 1
    loaded = _cached(grammar_text(), **OPTIONS)
    assert loaded is not built
    for path in sorted(CARDS.rglob("*.wsp")):
        text = path.read_text(encoding="utf-8")
        assert loaded.parse(text) == built.parse(text), path.name


def test_a_loaded_parser_reports_a_syntax_error_at_the_same_place(folder):
    _cached(grammar_text(), **OPTIONS)
    loaded = _cached(grammar_text(), **OPTIONS)
    fresh = lark.Lark(grammar_text(), **OPTIONS)
    broken = 'bird "Nobody"\n  habitat forest\n  power when activated\n    gain 1 seed seed\n'
    errors = []
    for parser in (loaded, fresh):
        with pytest.raises(lark.UnexpectedInput) as caught:
            parser.parse(broken)
        errors.append((caught.value.line, caught.value.column, type(caught.value).__name__))
    assert errors[0] == errors[1]


def test_a_broken_cache_file_is_built_again_and_replaced(folder):
    _cached(grammar_text(), **OPTIONS)
    (table,) = _tables(folder)
    table.write_bytes(b"not a parser at all")
    parser = _cached(grammar_text(), **OPTIONS)
    assert parser.parse((CARDS / "core" / "bonus.wsp").read_text(encoding="utf-8"))
    assert table.read_bytes() != b"not a parser at all"


def test_another_grammar_never_reads_this_ones_tables(folder):
    _cached(grammar_text(), **OPTIONS)
    other = 'start: "a"+\n'
    parser = _cached(other, parser="lalr")
    assert parser.parse("aaa") and len(_tables(folder)) == 2


def test_the_cache_can_be_turned_off(monkeypatch, tmp_path):
    monkeypatch.setenv("WINGSPAN_RULES_CACHE", "off")
    assert parser_cache.cache_folder() is None
    assert _cached('start: "a"\n', parser="lalr").parse("a")


@pytest.mark.skipif(not hasattr(os, "getuid"), reason="folder ownership is a POSIX notion")
def test_a_folder_others_may_write_is_not_trusted_with_the_tables(folder):
    folder.mkdir()
    folder.chmod(0o777)
    assert parser_cache.cache_folder() is None
    _cached('start: "a"\n', parser="lalr")
    assert _tables(folder) == []


def test_the_oldest_tables_beyond_the_kept_number_are_removed(folder):
    for k in range(parser_cache.KEEP + 3):
        _cached(f'start: "{"a" * (k + 1)}"\n', parser="lalr")
    assert len(_tables(folder)) == parser_cache.KEEP


def test_the_card_languages_parser_is_kept_and_loaded_again(folder):
    """``language.parser``'s own parser goes through the cache: built once into the folder,
    then loaded (a new process's start-up), reading a card file the same."""
    from wingspan_rules.language import parser

    parser._parser.cache_clear()
    try:
        first = parser._parser()
        assert len(_tables(folder)) == 1
        parser._parser.cache_clear()
        again = parser._parser()
        text = (CARDS / "core" / "birds-food.wsp").read_text(encoding="utf-8")
        assert again is not first and again.parse(text) == first.parse(text)
    finally:
        parser._parser.cache_clear()
