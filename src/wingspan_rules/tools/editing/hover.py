"""Hover text: a card's English description over its quoted name (or its errors), and what a
keyword does over the keyword."""

from __future__ import annotations

import re
from collections.abc import Iterable

import attrs

from ...effects import BirdCard
from ...effects.catalog import CardSet
from ...language.describe import describe_bird_facts, describe_bonus, describe_goal, describe_power
from .cards import bundled_card_sets, goal_sides
from .diagnostics import ERROR, Analysis, _clean, analyse
from .positions import LineIndex, token_at
from .words import keyword_text


@attrs.frozen
class Hover:
    """What hovering shows: Markdown, and the offsets of the text it is about."""

    markdown: str
    start: int
    end: int


def _escape(text: str) -> str:
    """``text`` shown as itself in Markdown."""
    return re.sub(r"([\\`*_\[\]<>])", r"\\\1", text)


def _bird_markdown(bird: BirdCard) -> str:
    habitats, cost, wingspan = describe_bird_facts(bird)
    lines = [
        f"**{_escape(bird.name)}** (*{_escape(bird.scientific_name)}*), {_escape(bird.set)} set",
        "",
        f"habitats: {habitats}; food: {cost}; points: {bird.points}; "
        f"nest: {bird.nest.label}; eggs: {bird.egg_limit}; wingspan: {wingspan}",
        "",
        _escape(describe_power(bird.power)),
    ]
    return "\n".join(lines)


def _card_markdown(name: str, cards: Iterable[CardSet | Analysis]) -> str | None:
    wanted = name.casefold()
    for found in cards:
        for bird in found.birds:
            if bird.name.casefold() == wanted:
                return _bird_markdown(bird)
        for card in found.bonus_cards:
            if card.name.casefold() == wanted:
                return f"**{_escape(card.name)}** (bonus card)\n\n{_escape(describe_bonus(card))}"
        for side in goal_sides(found.goal_tiles):
            if side.name.casefold() == wanted:
                return f"**{_escape(side.name)}** (goal)\n\n{_escape(describe_goal(side))}"
    return None


def hover(text: str, offset: int, path: str = "<document>") -> Hover | None:
    """What to show when the pointer rests at ``offset``: a card's description over its quoted
    name (the document's cards first, then the bundled ones), an explanation over a word."""
    token = token_at(text, offset)
    if token is None:
        return None
    start, end, word = token
    if word.startswith('"'):
        analysis = analyse(text, path)
        broken = _card_errors_markdown(text, start, word.strip('"'), analysis)
        markdown = _card_markdown(word.strip('"'), [analysis, *bundled_card_sets()])
        if broken is not None:  # and the bundled card of that name, if there is one
            markdown = broken if markdown is None else f"{broken}\n\n---\n\n{markdown}"
        return None if markdown is None else Hover(_clean(markdown), start, end)
    text_of_word = keyword_text(word)
    return None if text_of_word is None else Hover(text_of_word, start, end)


#: The header line of a card in a document: a bird, a bonus card or a goal tile.
_HEADER = re.compile(r'^[ \t]*(?:bird|bonus)[ \t]+"([^"\n]*)"|^[ \t]*goal[ \t]+tile\b', re.M)


def _card_span(text: str, offset: int) -> tuple[int, int] | None:
    """The offsets of the card whose header line holds ``offset``: from its header to the
    next card's header (or the end of the document); None off a header line."""
    headers = list(_HEADER.finditer(text))
    for i, header in enumerate(headers):
        line_end = text.find("\n", header.start())
        line_end = len(text) if line_end < 0 else line_end
        if header.start() <= offset <= line_end:
            end = headers[i + 1].start() if i + 1 < len(headers) else len(text)
            return header.start(), end
    return None


def _card_errors_markdown(text: str, offset: int, name: str, analysis: Analysis) -> str | None:
    """Over the name on a card's header: the card's errors, if it has any (the card is then
    left out of the game, so there is no description to show)."""
    span = _card_span(text, offset)
    if span is None:
        return None
    errors = [p for p in analysis.problems if span[0] <= p.start < span[1] and p.severity == ERROR]
    if not errors:
        return None
    index = LineIndex(text)
    lines = []
    for problem in errors:
        line, character = index.position(problem.start)
        message, _, hint = problem.message.partition("\nhint: ")
        lines.append(
            f"- line {line + 1}, column {character + 1}: {_escape(message)}"
            + (f" (hint: {_escape(hint)})" if hint else "")
        )
    count = f"{len(errors)} error{'s' if len(errors) != 1 else ''}"
    return f"**{_escape(name)}** has {count}, so no game plays it yet:\n\n" + "\n".join(lines)
