"""Helpers for the card-language tests: a minimal valid bird to vary, and compiling text."""

from __future__ import annotations

import pytest

from wingspan_rules.language import CardErrors, compile_file, parse_text
from wingspan_rules.language.compiler import check_card_set

BIRD = """\
bird "Test Bird"
  scientific "Avis testus"
  set core
  habitat forest
  food seed
  points 3
  nest bowl
  eggs 2
  wingspan 20
  beak left
{power}end
"""


def bird_text(*power_lines: str, header: str = "power when activated") -> str:
    """A valid bird whose power is ``power_lines`` (no power if none are given)."""
    if not power_lines:
        return BIRD.format(power="")
    body = "".join(f"    {line}\n" for line in power_lines)
    return BIRD.format(power=f"  {header}\n{body}  end\n")


def compile_text(text: str, path: str = "test.wsp"):
    """Compile one file's text; raise ``CardErrors`` if it has any error."""
    compiled = compile_file(parse_text(text, path))
    errors = [*compiled.errors, *check_card_set(compiled.birds, compiled.bonus_cards, ())]
    if errors:
        raise CardErrors(errors)
    return compiled


def power_of(*power_lines: str, header: str = "power when activated"):
    return compile_text(bird_text(*power_lines, header=header)).birds[0].power


def errors_of(text: str) -> list[tuple[int, int, str]]:
    """(line, column, message) of every error in ``text``; fails if there is none."""
    with pytest.raises(CardErrors) as caught:
        compile_text(text)
    return [(e.line, e.column, e.message) for e in caught.value.errors]
