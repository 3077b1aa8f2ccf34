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
            line = f'bonus "X"\n  {fact.line} '
            offered = [c.label for c in lsp.complete(line, len(line))]
            assert set(words) <= set(offered), (fact, offered)
    source = Path(lsp.__file__).read_text(encoding="utf-8")
    for kind in ("bird", "bonus"):
        for fact in declared_facts(kind):
            assert f'"{fact.line.split()[0]}"' not in source, fact.line


def test_power_flags_come_from_the_compiler():
    from wingspan_rules.language.words import FLAG_WORDS

    for flag in FLAG_WORDS:
        assert flag in (lsp.keyword_text("power") or "")
        assert "power flag" in (lsp.keyword_text(flag) or "")


# ------------------------------------------------------------------------------ broken cards


def test_hover_over_the_name_of_a_card_with_errors_lists_them():
    from ._documents import BROKEN

    shown = lsp.hover(BROKEN, BROKEN.index("Test Heron"))
    assert shown is not None
    assert shown.markdown.startswith("**Test Heron** has 2 errors")
    assert "line 5, column 15: unknown food 'fsh'" in shown.markdown
    assert "(hint: did you mean 'fish'?)" in shown.markdown
    assert "line 7, column 8" in shown.markdown


def test_code_actions_apply_the_did_you_mean_hints():
    from ._documents import BROKEN, GOOD

    actions = lsp.code_actions(BROKEN, 0, len(BROKEN))
    assert [a.title for a in actions] == [
        "Replace 'fsh' with 'fish'",
        "Replace 'platfrom' with 'platform'",
    ]
    text = BROKEN
    for action in sorted(actions, key=lambda a: a.edit.start, reverse=True):
        text = text[: action.edit.start] + action.edit.text + text[action.edit.end :]
    assert text == GOOD
    # only the problems in the range asked about
    line = BROKEN.index("nest platfrom")
    assert [a.title for a in lsp.code_actions(BROKEN, line, line)] == [
        "Replace 'platfrom' with 'platform'"
    ]
    article = GOOD.replace("from supply", "from the supply")
    (drop,) = lsp.code_actions(article, 0, len(article))
    assert drop.title == "Drop 'the'"
    assert article[: drop.edit.start] + article[drop.edit.end :] == GOOD


def test_go_to_definition_finds_a_card_in_the_document_or_the_bundled_files():
    from ._documents import GOOD

    text = GOOD + 'bonus "Mine"\n'
    assert lsp.definition(text, text.index("Test Heron")) == lsp.Definition("<document>", 1, 1)
    assert lsp.definition(text, text.index("Mine")) == lsp.Definition("<document>", 15, 1)
    found = lsp.definition('# see "Mallard"\nx "Mallard"', 20)
    assert found is not None and found.path.endswith(".wsp")
    with open(found.path, encoding="utf-8") as f:
        assert f.read().splitlines()[found.line - 1].startswith('bird "Mallard"')
    assert lsp.definition('x "No Such Bird"', 4) is None
    assert lsp.definition("power when played", 3) is None


# ------------------------------------------------------------------------------ editors


def test_the_textmate_grammar_is_generated_from_the_language():
    import json
    import re

    from wingspan_rules.tools import textmate

    assert textmate.main(["--check"]) == 0, "run python -m wingspan_rules.tools.textmate"
    grammar = json.loads(textmate.PATH.read_text(encoding="utf-8"))
    scopes = {p["name"].split(".wingspan")[0]: re.compile(p["match"]) for p in grammar["patterns"]}
    assert scopes["keyword.control"].fullmatch("power")
    assert scopes["storage.modifier.flag"].fullmatch("predator")
    assert scopes["constant.language"].fullmatch("wetland")
    assert scopes["keyword.other"].fullmatch("steal")
    assert scopes["keyword.other"].search("swift-start yes").group() == "swift-start"
    assert not scopes["keyword.other"].search("stealing")
    package = json.loads((textmate.PATH.parents[1] / "package.json").read_text(encoding="utf-8"))
    (language,) = package["contributes"]["languages"]
    assert language["extensions"] == [".wsp"]
    (contributed,) = package["contributes"]["grammars"]
    assert contributed["scopeName"] == grammar["scopeName"]


def test_code_actions_rewrite_a_line_as_its_hint_says():
    from ._documents import GOOD

    for wrong, right in (
        ("gain 1 fish from supply if you do", "if you do: gain 1 fish from supply"),
        ("each other player: gain 1 fish from supply", "other players: gain 1 fish from supply"),
        ("gain 1 fishs from supply", "gain 1 fish from supply"),
    ):
        text = GOOD.replace("gain 1 fish from supply", wrong)
        (action,) = lsp.code_actions(text, text.index(wrong), text.index(wrong))
        fixed = text[: action.edit.start] + action.edit.text + text[action.edit.end :]
        assert fixed == GOOD.replace("gain 1 fish from supply", right), action
