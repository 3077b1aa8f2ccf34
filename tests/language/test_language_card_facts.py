"""A fact printed on cards that a mode reads is one declaration (``effects.cards.CardFact``):
the grammar, the checker, the formatter, the descriptions and the JSON export read it.

The facts below are declared here, for this test only (a mode declares its own in its package,
e.g. ``variants/swift_start/facts.py``); the fixture adds them to the declared facts.
"""

from __future__ import annotations

import pytest

from wingspan_rules.effects import cards as fc
from wingspan_rules.language import format_file, parse_text
from wingspan_rules.language.describe import bird_fact_notes, describe_bonus
from wingspan_rules.language.parser import forget_declarations
from wingspan_rules.language.to_json import card_to_json

from .helpers import BIRD, compile_text, errors_of

NOCTURNAL = fc.CardFact(
    "test_nocturnal",
    "bird",
    "test-nocturnal",
    words=(("yes", True), ("no", False)),
    english="Active at night",
)
TOKENS = fc.CardFact(
    "test_tokens",
    "bonus",
    "test tokens",
    default=0,
    low=0,
    high=5,
    what="tokens",
    english="It comes with {value} tokens.",
)


@pytest.fixture
def declared(monkeypatch):
    """The card language with the two test-only facts added to the declared facts."""
    monkeypatch.setattr(fc, "CARD_FACTS", [*fc.CARD_FACTS, NOCTURNAL, TOKENS])
    forget_declarations()
    yield
    monkeypatch.undo()
    forget_declarations()


def _bird(line: str) -> str:
    return BIRD.format(power="").replace("  habitat forest\n", f"  habitat forest\n{line}\n")


BONUS = """\
bonus "Test Card"
  set core
  counts birds in forest
  test tokens 3
  score 1 per bird
end
"""


def test_the_modes_declare_the_facts_the_cards_print():
    names = {(f.card, f.name) for f in fc.CARD_FACTS}
    assert {("bird", "swift_start"), ("bonus", "automa"), ("bonus", "automa_only")} <= names


def test_a_declared_fact_parses_compiles_formats_and_describes(declared):
    bird = compile_text(_bird("  test-nocturnal yes")).birds[0]
    assert bird.fact("test_nocturnal") is True and bird.test_nocturnal is True
    assert bird_fact_notes(bird) == ("Active at night",)
    assert card_to_json(bird)["test_nocturnal"] is True
    # the formatter puts the declared lines after "set", in the order of the declarations
    formatted = format_file(parse_text(_bird("  test-nocturnal yes")))
    assert "  set core\n  test-nocturnal yes\n  habitat forest\n" in formatted
    card = compile_text(BONUS).bonus_cards[0]
    assert card.fact("test_tokens") == 3
    assert describe_bonus(card).endswith("Scores 1 point for each. It comes with 3 tokens.")
    assert "  set core\n  test tokens 3\n  counts" in format_file(parse_text(BONUS))


def test_a_fact_left_out_has_its_default_and_equal_cards_are_equal(declared):
    said = compile_text(_bird("  test-nocturnal no")).birds[0]
    unsaid = compile_text(_bird("")).birds[0]
    assert said == unsaid and said.facts == () and said.fact("test_nocturnal") is False
    assert fc.with_facts(said, test_nocturnal=True).test_nocturnal is True


def test_a_wrong_value_or_an_undeclared_fact_is_refused_with_its_place(declared):
    [(line, column, message)] = errors_of(_bird("  test-nocturnal maybe"))
    assert (line, column) == (5, 18) and "yes/no value 'maybe'" in message
    [(line, column, message)] = errors_of(BONUS.replace("tokens 3", "tokens 9"))
    assert (line, message) == (4, "tokens must be from 0 to 5 (got 9)")
    [(line, column, message)] = errors_of(_bird("  test-diurnal yes"))
    assert (line, column) == (5, 3) and message.startswith("unexpected 'test-diurnal'")


def test_an_undeclared_fact_is_no_attribute():
    bird = compile_text(_bird("")).birds[0]
    assert not hasattr(bird, "test_nocturnal")
    with pytest.raises(KeyError):
        bird.fact("test_nocturnal")
