"""The formatter: canonical text, idempotent, comments kept."""

from __future__ import annotations

import pytest

from wingspan_rules.language import (
    CardErrors,
    bundled_cards_dir,
    compile_file,
    format_text,
    parse_text,
)

MESSY = """\
# Header comment

   bird   "Messy Bird"    # end-of-line comment
food seed+fish
	scientific "Avis confusa"
  # about the power
  power   when activated
        draw 1 cards
      if you do : discard 1 cards from hand at end of turn
  end
  set core
  habitat forest
  points 1
  nest bowl
  eggs 2
  wingspan 12
end
"""

CANONICAL = """\
# Header comment

bird "Messy Bird"  # end-of-line comment
  scientific "Avis confusa"
  set core
  habitat forest
  food seed + fish
  points 1
  nest bowl
  eggs 2
  wingspan 12
  # about the power
  power when activated
    draw 1 card
    if you do: discard 1 card from hand at end of turn
  end
end
"""


def test_messy_text_becomes_canonical():
    assert format_text(MESSY) == CANONICAL


def test_formatting_is_idempotent():
    assert format_text(CANONICAL) == CANONICAL


def test_formatting_keeps_the_meaning():
    assert compile_file(parse_text(MESSY)) == compile_file(parse_text(CANONICAL))


def test_plural_words_follow_their_number():
    text = format_text(CANONICAL.replace("draw 1 card", "draw 2 card"))
    assert "    draw 2 cards\n" in text


@pytest.mark.parametrize("path", sorted(bundled_cards_dir().rglob("*.wsp")), ids=lambda p: p.name)
def test_bundled_card_files_are_canonical(path):
    text = path.read_text()
    assert format_text(text, str(path)) == text


def test_unparsable_text_raises_card_errors():
    with pytest.raises(CardErrors):
        format_text("bird\n")
