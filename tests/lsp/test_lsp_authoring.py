"""What the language server tells a card author: every keyword explained, the card facts of
the modes taken from their declarations, and the cards' JSON schema generated from them too."""

from __future__ import annotations

from pathlib import Path

from wingspan_rules.effects.cards import declared_facts
from wingspan_rules.tools import lsp


def test_every_keyword_of_the_language_has_hover_text_that_says_what_it_does():
    generic = [
        k for k in lsp.keywords() if "a word of the card language" in (lsp.keyword_text(k) or "")
    ]
    missing = [k for k in lsp.keywords() if lsp.keyword_text(k) is None]
    assert missing == []
    # nearly every keyword is explained by a phrase it writes or a line of its own
    assert len(generic) <= len(lsp.keywords()) // 10, generic


def test_a_keyword_lists_the_phrases_that_write_it_with_what_they_do():
    text = lsp.keyword_text("steal") or ""
    assert "`steal NUMBER FOOD_CHOICE from OTHER_PLAYER`" in text
    assert "another player's supply" in text


def test_the_card_fact_lines_come_from_the_declared_facts():
    for kind in ("bird", "bonus"):
        for fact in declared_facts(kind):
            first = fact.line.split()[0]
            assert fact.line in (lsp.keyword_text(first) or ""), fact
            words = [w for w, _ in fact.words]
            line = f'bonus "X"\n  {first} '
            offered = [c.label for c in lsp.complete(line, len(line))]
            assert set(words) <= set(offered), (fact, offered)
    source = Path(lsp.__file__).read_text(encoding="utf-8")
    for kind in ("bird", "bonus"):
        for fact in declared_facts(kind):
            assert f'"{fact.line.split()[0]}"' not in source, fact.line


def test_power_flags_come_from_the_compiler():
    from wingspan_rules.language.compiler import FLAG_WORDS

    for flag in FLAG_WORDS:
        assert flag in (lsp.keyword_text("power") or "")
        assert "power flag" in (lsp.keyword_text(flag) or "")
