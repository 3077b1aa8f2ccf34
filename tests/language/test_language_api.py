"""The public names of ``wingspan_rules.language``, and the package layout helpers."""

from __future__ import annotations

import wingspan_rules.language as language
from wingspan_rules.effects.catalog import CardSet


def test_public_names():
    assert set(language.__all__) == {
        "CardError",
        "CardErrors",
        "ParsedFile",
        "bundled_cards_dir",
        "bundled_sets",
        "card_files",
        "card_set_to_json",
        "card_to_json",
        "compile_file",
        "compile_files",
        "describe_bonus",
        "describe_effect",
        "describe_goal",
        "describe_power",
        "format_file",
        "format_text",
        "grammar_path",
        "load_cards",
        "parse_recovering",
        "parse_text",
    }
    for name in language.__all__:
        assert getattr(language, name) is not None


def test_grammar_and_cards_are_found():
    assert language.grammar_path().is_file()
    assert (language.bundled_cards_dir() / "core").is_dir()


def test_default_load_is_memoised():
    cards = language.load_cards()
    assert isinstance(cards, CardSet)
    assert language.load_cards() is cards


def test_explicit_paths_compile_afresh():
    core = language.bundled_cards_dir() / "core"
    assert language.load_cards([core]) == language.load_cards()
    assert language.load_cards([core]) is not language.load_cards()


def test_lark_is_imported_only_by_the_parser():
    import pathlib

    package = pathlib.Path(language.__file__).parent
    importers = [
        p.name
        for p in package.glob("*.py")
        if "import lark" in p.read_text() or "from lark" in p.read_text()
    ]
    assert importers == ["parser.py"]
