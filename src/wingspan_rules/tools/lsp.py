"""A language server for card files (``*.wsp``): ``wingspan lsp`` or ``python -m wingspan_rules.tools.lsp``.

It speaks the Language Server Protocol over stdin and stdout, so any editor with an LSP client
can use it (docs/editor.md). It offers:

- diagnostics as you type: the messages of ``wingspan check`` (compile errors with their hints,
  and the cards the engine would not run), each on the exact span of the source it is about;
- hover: a card's English description (from ``language.describe``) over its quoted name (its
  errors, over the name of a card that does not compile), and over a keyword, food, habitat or
  nest word what it does (a keyword: the declared phrases that write it, and what they do);
- go to definition: from a quoted card name to the card's header, in the document or in the
  bundled card files;
- code actions: the quick fixes the hints name ("did you mean 'forest'?", "drop 'the'");
- completion of keywords and of food, habitat, nest and card names (the bundled card sets and
  those of the open document);
- formatting (``wingspan fmt``'s canonical text), as the smallest line edits.

The protocol layer needs the optional extra ``lsp`` (``pip install 'wingspan-rules[lsp]'``,
which installs pygls); it is imported only when the server starts, so this module and the
library import without it. Everything the server answers is computed by the plain functions
below (``analyse``, ``hover``, ``definition``, ``code_actions``, ``complete``,
``format_edits``), which know nothing of the
protocol and work on character offsets into the document's text.

A broken document never stops the server: every answer is computed defensively, and a document
larger than a card file may be (``MAX_FILE_BYTES``) is reported once and otherwise left alone.
"""

from __future__ import annotations

import asyncio
import bisect
import difflib
import functools
import logging
import re
import sys
from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING, Any

import attrs

from .._version import __version__
from ..effects import BirdCard, BonusCard, GoalSide, GoalTile
from ..effects.cards import CardFact, declared_facts
from ..effects.catalog import CardSet
from ..engine.capabilities import card_set_problems
from ..language import ast
from ..language.compiler import (
    BEAK_WORDS,
    FLAG_WORDS,
    check_card_set,
    compile_broken,
    compile_file,
)
from ..language.describe import describe_bird_facts, describe_bonus, describe_goal, describe_power
from ..language.errors import CardError, CardErrors, cap_errors
from ..language.formatter import format_file, format_item
from ..language.loader import MAX_FILE_BYTES, bundled_sets, load_cards
from ..language.parser import grammar_text, parse_recovering, parse_text
from ..language.phrases import each_phrase_rules, phrase_rules
from ..state.enums import Food, Habitat, Nest
from ..variants import MODES  # noqa: F401  (the modes declare the card facts they read)

if TYPE_CHECKING:
    from pygls.lsp.server import LanguageServer

__all__ = [
    "Analysis",
    "CodeAction",
    "Completion",
    "Definition",
    "Edit",
    "Hover",
    "LineIndex",
    "Problem",
    "analyse",
    "build_server",
    "code_actions",
    "complete",
    "definition",
    "format_edits",
    "hover",
    "keyword_text",
    "keywords",
    "main",
]

#: The name and version the server reports to the editor.
SERVER_NAME = "wingspan-cards"
SERVER_VERSION = __version__
#: How long the server waits after a keystroke before checking the document again (seconds).
DEBOUNCE_SECONDS = 0.15

#: The most documents the server holds open, and the most characters they hold in all: beyond
#: either, the documents opened longest ago are let go (and their diagnostics cleared).
MAX_OPEN_DOCUMENTS = 64
MAX_OPEN_CHARACTERS = 16 * MAX_FILE_BYTES
#: The longest message body the server reads (a card file at its limit, escaped as JSON, with
#: the request around it); a longer one is skipped unread.
MAX_MESSAGE_BYTES = 8 * MAX_FILE_BYTES
#: The longest header line read at once (a longer one is read, and ignored, in pieces).
MAX_HEADER_LINE = 1024

#: A ``Content-Length`` header: at the start of a line, or glued to the end of a body that was
#: framed without one (so the next message is still found).
_CONTENT_LENGTH = re.compile(rb"Content-Length:[ \t]*(\d{1,15})[ \t]*\r?\n$", re.IGNORECASE)

ERROR, WARNING, INFORMATION = "error", "warning", "information"

_log = logging.getLogger(__name__)


# ------------------------------------------------------------------------------ positions


class LineIndex:
    """Converts between character offsets into a text, the parser's (line, column) positions
    and the editor's (line, character) positions.

    The parser numbers lines split at ``\\n`` only and columns in characters, from 1. The
    protocol numbers lines from 0, split at ``\\n``, ``\\r\\n`` and a lone ``\\r``, and counts
    characters in the units of the negotiated encoding (UTF-16 unless the editor offers
    another), so a character outside the Basic Multilingual Plane counts 2 in UTF-16.
    """

    _BREAK = re.compile(r"\r\n|\r|\n")

    def __init__(self, text: str, encoding: str = "utf-16") -> None:
        self.text = text
        self.encoding = encoding
        self._parser_starts = [0] + [m.end() for m in re.finditer("\n", text)]
        self._starts = [0] + [m.end() for m in self._BREAK.finditer(text)]

    def parser_offset(self, line: int, column: int) -> int:
        """The offset of the parser's 1-based ``line`` and ``column``, clamped to its line."""
        line = min(max(line, 1), len(self._parser_starts))
        start = self._parser_starts[line - 1]
        end = self._parser_starts[line] - 1 if line < len(self._parser_starts) else len(self.text)
        return min(start + max(column - 1, 0), end)

    def position(self, offset: int) -> tuple[int, int]:
        """The editor's 0-based (line, character) of ``offset``."""
        offset = min(max(offset, 0), len(self.text))
        line = bisect.bisect_right(self._starts, offset) - 1
        start = self._starts[line]
        if (
            offset > start
            and self.text[offset - 1] == "\r"
            and self.text[offset : offset + 1] == "\n"
        ):
            offset -= 1  # between \r and \n: the end of the line
        return line, self._units(self.text[start:offset])

    def offset(self, line: int, character: int) -> int:
        """The offset of the editor's 0-based ``line`` and ``character`` (clamped to the text)."""
        if line < 0:
            return 0
        if line >= len(self._starts):
            return len(self.text)
        start = self._starts[line]
        end = self._starts[line + 1] if line + 1 < len(self._starts) else len(self.text)
        content = self.text[start:end].rstrip("\r\n")
        units = 0
        for i, char in enumerate(content):
            if units >= character:
                return start + i
            units += self._units(char)
        return start + len(content)

    def _units(self, text: str) -> int:
        if self.encoding == "utf-8":
            return len(text.encode("utf-8", "surrogatepass"))
        if self.encoding == "utf-32":
            return len(text)
        return len(text.encode("utf-16-le", "surrogatepass")) // 2


# ------------------------------------------------------------------------------ diagnostics


@attrs.frozen
class Problem:
    """One diagnostic: the offsets of the text it is about, its message and its severity
    (``"error"``, ``"warning"`` or ``"information"``)."""

    start: int
    end: int
    message: str
    severity: str = ERROR


@attrs.frozen
class Analysis:
    """What one check of a document found: its problems, and the cards that compiled."""

    problems: tuple[Problem, ...]
    birds: tuple[BirdCard, ...] = ()
    bonus_cards: tuple[BonusCard, ...] = ()
    goal_tiles: tuple[GoalTile, ...] = ()
    #: False when the document was too large to be read as a card file.
    readable: bool = True


#: The birds, bonus cards and goal tiles of a document.

_TOKEN = re.compile(r'"[^"\n]*"?|[A-Za-z][A-Za-z0-9_\'-]*|-?[0-9]+|[^\s]')


def _clean(text: str) -> str:
    """``text`` safe to send: a lone surrogate (which JSON cannot carry as UTF-8) replaced."""
    return text.encode("utf-8", "replace").decode("utf-8") if not _encodes(text) else text


def _encodes(text: str) -> bool:
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


def _span(text: str, index: LineIndex, line: int, column: int) -> tuple[int, int]:
    """The offsets of the token that starts at the parser's ``line`` and ``column``: a quoted
    name, a word, a number or one character; empty at the end of a line."""
    start = index.parser_offset(line, column)
    match = _TOKEN.match(text, start)
    if match is None or text[start] in "\r\n":
        return start, start
    return start, match.end()


def _line_span(text: str, index: LineIndex, line: int, column: int) -> tuple[int, int]:
    """The offsets from the parser's ``line`` and ``column`` to the end of that line's code
    (a card's header line, for a problem of the whole card)."""
    start = index.parser_offset(line, column)
    end = text.find("\n", start)
    code = text[start : len(text) if end < 0 else end]
    code = re.sub(r"\s*(#.*)?$", "", code) if '"' not in code else code.rstrip()
    return start, start + len(code)


def _message(error: CardError) -> str:
    return _clean(f"{error.message}\nhint: {error.hint}" if error.hint else error.message)


def _too_large(size: int) -> str:
    return (
        f"cannot read card file: the file is too large ({size} bytes); "
        f"the limit is {MAX_FILE_BYTES} bytes"
    )


@functools.lru_cache(maxsize=16)
def analyse(text: str, path: str = "<document>") -> Analysis:
    """Check a document as ``wingspan check`` checks a card file; never raises.

    Compile errors are errors (their hint on a second line); the cards the engine would not run
    are warnings. Duplicate names are checked within the document only, and a document without
    birds is not an error here (it is, for a whole card set, to ``wingspan check``).
    """
    size = len(text.encode("utf-8", "surrogatepass"))
    if size > MAX_FILE_BYTES:
        return Analysis((Problem(0, 0, _too_large(size)),), readable=False)
    try:
        return _analyse(text, path)
    except Exception as exc:  # a bug must not stop the server: report it in the document
        _log.exception("checking %s failed", path)
        return Analysis((Problem(0, 0, f"internal error while checking: {exc!r}"),))


def _analyse(text: str, path: str) -> Analysis:
    index = LineIndex(text)
    errors: list[CardError] = []
    omitted = 0
    birds: tuple[BirdCard, ...] = ()
    bonus_cards: tuple[BonusCard, ...] = ()
    goal_tiles: tuple[GoalTile, ...] = ()
    # As `wingspan check`: a card with a syntax error is left out and every other card is
    # still compiled, so its errors of meaning show and hover and completion know it.
    parsed = parse_recovering(text, path)
    errors += parsed.errors
    omitted += parsed.omitted
    compiled = compile_file(parsed.file)
    errors += compile_broken(parsed)  # the other lines of the cards with syntax errors
    birds, bonus_cards, goal_tiles = compiled.birds, compiled.bonus_cards, compiled.goal_tiles
    errors += compiled.errors
    omitted += compiled.omitted
    errors += check_card_set(birds, bonus_cards, goal_tiles)
    shown, omitted = cap_errors(errors, omitted)
    problems = [
        Problem(*_span(text, index, e.line, e.column), _message(e)) for e in shown if e.path == path
    ]
    if omitted and problems:
        last = problems[-1]
        more = f"... and {omitted} more error{'s' if omitted != 1 else ''} not shown"
        problems.append(Problem(last.start, last.end, more, INFORMATION))
    # As `wingspan check`: the cards that compiled are checked even when others did not.
    for problem in card_set_problems(CardSet(birds, bonus_cards, goal_tiles)):
        origin = problem.origin
        start, end = _line_span(text, index, origin.line, origin.column) if origin else (0, 0)
        message = _clean(f"{problem.name}: {problem.message}")
        problems.append(Problem(start, end, message, WARNING))
    return Analysis(tuple(problems), birds, bonus_cards, goal_tiles)


# ------------------------------------------------------------------------------ words

_FOOD_TEXT = {
    Food.INVERTEBRATE: "invertebrate (worm): a food",
    Food.SEED: "seed (wheat): a food",
    Food.FISH: "fish: a food",
    Food.FRUIT: "fruit (berry): a food",
    Food.RODENT: "rodent (mouse): a food",
    Food.NECTAR: "nectar: a food of the Oceania expansion (the engine does not run it yet)",
}
_HABITAT_TEXT = {
    Habitat.FOREST: "forest: a habitat; its action gains food from the birdfeeder",
    Habitat.GRASSLAND: "grassland: a habitat; its action lays eggs",
    Habitat.WETLAND: "wetland: a habitat; its action draws bird cards",
}
_NEST_TEXT = {
    Nest.STAR: "star: the wild nest, which counts as every nest type",
    Nest.NONE: "none: the bird has no nest",
}

#: Short explanations of the words of the language, shown on hover.
WORDS: dict[str, str] = {
    **{food.label: text for food, text in _FOOD_TEXT.items()},
    **{habitat.label: text for habitat, text in _HABITAT_TEXT.items()},
    **{nest.label: f"{nest.label}: a nest type" for nest in Nest},
    **{nest.label: text for nest, text in _NEST_TEXT.items()},
    "wild": "wild: any one food, as the payer chooses",
    "free": "free: the bird costs no food",
    "bird": 'bird "Name" ... end: a bird card; its fact lines, then its power block',
    "bonus": 'bonus "Name" ... end: a bonus card: what it counts and how it scores',
    "goal": "goal tile ... end: an end-of-round goal tile with its two sides",
    "tile": "goal tile ... end: an end-of-round goal tile with its two sides",
    "side": 'side "Name": counts ...: one side of a goal tile',
    "end": "end: closes a bird, bonus card, goal tile or power block",
    "scientific": 'scientific "Genus species": the bird\'s scientific name',
    "set": "set NAME: the set (expansion) the card belongs to, e.g. core",
    "habitat": "habitat WORD...: the habitats the bird can be played in",
    "food": "food a + b (pay all), a / b (pay one) or free: the bird's food cost",
    "points": "points N: the bird's victory points",
    "nest": "nest WORD: the bird's nest type (bowl, cavity, ground, platform, star, none)",
    "eggs": "eggs N: the bird's egg limit (in a power or a measure: eggs)",
    "wingspan": "wingspan N: the bird's wingspan in cm (or a word for a wild wingspan)",
    "beak": f"beak {'|'.join(BEAK_WORDS)}: the way the bird's beak points",
    "tags": "tags WORD...: the bonus-card keywords the bird carries",
    "when": "when played (white power) / when activated (brown power)",
    "played": "when played: the power runs once, when the bird is played",
    "activated": "when activated: the power runs when its row is activated",
    "once": "once between turns: a pink power, run at most once between your turns",
    "round": "round end: the power runs at the end of each round",
    "game": "game end: the power runs at the end of the game",
    "counts": "counts MEASURE: what a bonus card or goal side counts",
    "score": "score TIERS or N per UNIT: how a bonus card scores",
    "if": "if CONDITION: STATEMENT (otherwise: ...); if you do: STATEMENT",
    "otherwise": "otherwise: what happens when the condition before is false",
    "hunt": "hunt succeeds if CONDITION: STATEMENT: a predator's hunt",
    "may": "you may ...: the player chooses whether to do it",
    "gain": "gain: take food (from the birdfeeder or the supply)",
    "cache": "cache: put food on a bird, worth 1 point each at the end",
    "tuck": "tuck: put a card under a bird, worth 1 point each at the end",
    "lay": "lay: put eggs on birds with room in their nests",
    "draw": "draw: take bird cards (from the tray or the deck)",
    "discard": "discard: give up food, eggs or cards",
    "roll": "roll: roll dice outside the birdfeeder",
    "birdfeeder": "birdfeeder: the dice tower holding the food dice",
    "supply": "supply: the general supply of food",
    "deck": "deck: the face-down bird deck",
    "hand": "hand: the bird cards a player holds",
}


def _power_text() -> str:
    return (
        "power [flags] TIMING ... end: the bird's power; the flags are its printed icons ("
        + ", ".join(FLAG_WORDS)
        + "), each checked against what the power does"
    )


def _flag_text(flag: str) -> str:
    return (
        f"{flag}: a power flag, one of the power's printed icons, written after 'power' "
        "(the compiler checks it against what the power does)"
    )


def _fact_value_words(fact: CardFact) -> str:
    return "|".join(word for word, _ in fact.words) if fact.words else "N"


def _fact_sentence(fact: CardFact) -> str:
    """A declared fact's English, its placeholders spelled out."""
    english = fact.english.replace("{value}", "N").replace("{measure}", "what it counts")
    if fact.words:
        return english
    return f"{fact.what or 'a number'}, {fact.low} to {fact.high}" + (
        f": {english}" if english else ""
    )


@functools.cache
def fact_lines() -> dict[str, str]:
    """The hover text of each first word of a card-fact line that a mode or an expansion
    declares (``effects.cards.declared_facts``): the lines it starts, their values, and what
    each fact on them says. Built from the declarations, so a new mode's facts explain
    themselves."""
    by_word: dict[str, dict[tuple[str, str], list[CardFact]]] = {}
    for card in ("bird", "bonus"):
        for fact in declared_facts(card):
            first = fact.line.split()[0]
            by_word.setdefault(first, {}).setdefault((fact.line, card), []).append(fact)
    texts: dict[str, str] = {}
    for first, lines in by_word.items():
        parts = []
        for (line, card), facts in lines.items():
            sentences = [_fact_sentence(f) for f in facts if _fact_sentence(f)]
            what = " ".join(sentences) or f"the {card} fact {facts[0].name}"
            parts.append(f"{line} {_fact_value_words(facts[0])} (a {card} card's line): {what}")
        texts[first] = "\n\n".join(parts)
    for first, lines in by_word.items():  # the later words of a line ("keeps") explain it too
        for line, _card in lines:
            for word in line.split()[1:]:
                texts.setdefault(word, texts[first])
    return texts


def _fact_values() -> dict[str, tuple[str, Any]]:
    """The values offered after the first word of a declared card-fact line: its words, and
    the next word of the longer lines it starts (``keeps``)."""
    values: dict[str, list[str]] = {}
    for card in ("bird", "bonus"):
        for fact in declared_facts(card):
            first, *rest = fact.line.split()
            found = values.setdefault(first, [])
            for word in [rest[0]] if rest else [w for w, _ in fact.words]:
                if word not in found:
                    found.append(word)
    return {first: ("value", lambda found=found: list(found)) for first, found in values.items()}


def _syntax_words(syntax: str) -> str:
    """A phrase's Lark syntax as an author reads it: keywords as written, the other parts in
    capitals, an optional part in brackets (``gain AMOUNT FOOD_CHOICE from WORD
    [AT_END_OF_TURN]``)."""
    out: list[str] = []
    for token in re.findall(r'"[^"]*"|[A-Za-z_][A-Za-z0-9_]*|[()?*+|]', syntax):
        if token.startswith('"'):
            out.append(token.strip('"'))
        elif token == "?" and out:
            if out[-1] == ")":  # an optional group: "( ... )?"
                depth = 0
                for i in range(len(out) - 1, -1, -1):
                    depth += {")": 1, "(": -1}.get(out[i], 0)
                    if depth == 0:
                        out[i], out[-1] = "[", "]"
                        break
            else:
                out[-1] = f"[{out[-1]}]"
        elif token in "()*+|":
            out.append(token)
        else:
            out.append(token.lstrip("_").upper())
    text = " ".join(out)
    return re.sub(r"([(\[]) | ([)\]*+])", r"\1\2", text)


def _summary(declaration: object) -> str:
    doc = (getattr(declaration, "__doc__", None) or "").strip().replace("``", "`")
    first = re.split(r"(?<=\.)\s", " ".join(doc.split()), maxsplit=1)[0].rstrip(".")
    return first if len(first) <= 200 else first[:199].rstrip() + "…"


@functools.cache
def _phrase_uses() -> dict[str, list[str]]:
    """For each keyword, the declared phrases that write it: each phrase's words and what its
    declaration does (the first sentence of its docstring)."""
    uses: dict[str, list[str]] = {}
    for _kind, phrase in {**phrase_rules(), **each_phrase_rules()}.values():
        declaration = getattr(phrase.compile, "__self__", None)
        line = f"`{_syntax_words(phrase.syntax)}`"
        summary = _summary(declaration) if declaration is not None else ""
        if summary:
            line += f": {summary}"
        for word in set(re.findall(r'"([a-z][a-z\'-]*)"', phrase.syntax)):
            uses.setdefault(word, []).append(line)
    return uses


@functools.cache
def _grammar_uses() -> dict[str, list[str]]:
    """For each keyword of the grammar file, the rules that write it."""
    uses: dict[str, list[str]] = {}
    rule = ""
    for line in grammar_text().splitlines():
        head = re.match(r"\s*[?!]?([a-z_]+)\s*:", line)
        if head:
            rule = head.group(1)
        for word in set(re.findall(r'"([a-z][a-z\'-]*)"', line.split("->")[0])):
            found = uses.setdefault(word, [])
            if rule and rule not in found:
                found.append(rule)
    return uses


#: The most phrases a keyword's hover lists.
MAX_HOVER_PHRASES = 6


def keyword_text(word: str) -> str | None:
    """What hovering over ``word`` says (Markdown), if it is a word of the language: its own
    explanation, the card-fact lines it starts, and the phrases that write it with what they
    do; None for a word the language does not know."""
    parts: list[str] = []
    if word == "power":
        parts.append(_power_text())
    elif word in WORDS:
        parts.append(WORDS[word])
    if word in FLAG_WORDS:
        parts.append(_flag_text(word))
    if word in fact_lines():
        parts.append(fact_lines()[word])
    phrases = _phrase_uses().get(word, [])
    if phrases:
        shown = phrases[:MAX_HOVER_PHRASES]
        more = len(phrases) - len(shown)
        lines = [f"- {p}" for p in shown]
        if more:
            lines.append(f"- ... and {more} more")
        parts.append(f"**{word}** is written in:\n\n" + "\n".join(lines))
    if not parts and word in keywords():
        rules = ", ".join(_grammar_uses().get(word, [])) or "the grammar"
        parts.append(
            f"{word}: a word of the card language, in the grammar's rule {rules} "
            "(grammar/wingspan.lark; docs/language.md)"
        )
    return "\n\n".join(parts) if parts else None


@functools.cache
def keywords() -> tuple[str, ...]:
    """Every keyword of the language (from the grammar and the declared phrases), sorted."""
    found = set(re.findall(r'"([a-z][a-z\'-]*)"', grammar_text()))
    return tuple(sorted(found))


def _food_words() -> list[str]:
    return [food.label for food in Food]


def _habitat_words() -> list[str]:
    return [habitat.label for habitat in Habitat]


def _nest_words() -> list[str]:
    return [nest.label for nest in Nest]


# ------------------------------------------------------------------------------ hover


@attrs.frozen
class Hover:
    """What hovering shows: Markdown, and the offsets of the text it is about."""

    markdown: str
    start: int
    end: int


def _token_at(text: str, offset: int) -> tuple[int, int, str] | None:
    """The quoted name or word under ``offset`` (or just before it): start, end and text."""
    line_start = text.rfind("\n", 0, offset) + 1
    line_end = text.find("\n", offset)
    line_end = len(text) if line_end < 0 else line_end
    line = text[line_start:line_end]
    at = offset - line_start
    for match in re.finditer(r'"[^"\n]*"|#.*|[A-Za-z][A-Za-z0-9_\'-]*', line):
        if match.group().startswith("#"):  # a comment: nothing of the language
            return None
        if match.start() <= at <= match.end():
            return line_start + match.start(), line_start + match.end(), match.group()
    return None


def _in_comment(line: str) -> bool:
    """Whether the end of ``line`` (the text before the cursor) is inside a comment."""
    return "#" in re.sub(r'"[^"\n]*"', "", line)


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
        for side in _sides(found.goal_tiles):
            if side.name.casefold() == wanted:
                return f"**{_escape(side.name)}** (goal)\n\n{_escape(describe_goal(side))}"
    return None


def _sides(tiles: Iterable[GoalTile]) -> list[GoalSide]:
    return [side for tile in tiles for side in tile.sides]


def hover(text: str, offset: int, path: str = "<document>") -> Hover | None:
    """What to show when the pointer rests at ``offset``: a card's description over its quoted
    name (the document's cards first, then the bundled ones), an explanation over a word."""
    token = _token_at(text, offset)
    if token is None:
        return None
    start, end, word = token
    if word.startswith('"'):
        analysis = analyse(text, path)
        broken = _card_errors_markdown(text, start, word.strip('"'), analysis)
        markdown = _card_markdown(word.strip('"'), [analysis, *_bundled()])
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


# ------------------------------------------------------------------------------ definition


@attrs.frozen
class Definition:
    """Where a card is written: its file, and the parser's 1-based line and column of its
    header (in ``path``, which is the document's own path for a card of the document)."""

    path: str
    line: int
    column: int


def definition(text: str, offset: int, path: str = "<document>") -> Definition | None:
    """Where the card named by the quoted name at ``offset`` is written: a bird, bonus card or
    goal side of the document itself first, then of the bundled card sets."""
    token = _token_at(text, offset)
    if token is None or not token[2].startswith('"'):
        return None
    wanted = token[2].strip('"').casefold()
    own = re.compile(r'^[ \t]*(?:bird|bonus|side)[ \t]+"([^"\n]*)"', re.M)
    for match in own.finditer(text):
        if match.group(1).casefold() == wanted:
            line = text.count("\n", 0, match.start()) + 1
            column = match.start() - (text.rfind("\n", 0, match.start()) + 1) + 1
            return Definition(path, line, column)
    for found in _bundled():
        cards: list[Any] = [*found.birds, *found.bonus_cards]
        for card in cards:
            if card.name.casefold() == wanted and card.origin is not None:
                return Definition(card.origin.path, card.origin.line, card.origin.column)
        for tile in found.goal_tiles:
            if any(side.name.casefold() == wanted for side in tile.sides) and tile.origin:
                return Definition(tile.origin.path, tile.origin.line, tile.origin.column)
    return None


# ------------------------------------------------------------------------------ code actions


@attrs.frozen
class CodeAction:
    """A quick fix: its title, and the edit that makes it."""

    title: str
    edit: Edit


#: The hints that name the one word to write instead of the word an error is about.
_REPLACEMENT = re.compile(
    r"did you mean '([^']+)'\?|write the whole word: '([^']+)'|write the singular: '([^']+)'"
)
#: The hints that give the whole line to write instead (a condition or a "for each" put
#: first, a block of players, a "for each" in the singular).
_REWRITE = re.compile(
    r"(?:goes first, ending with ':'|a block of players is written|in the singular):? '(.+)'"
    r"(?: \(|$)"
)
#: The hint of a word to drop (an article the language does not write).
_DROP = re.compile(r"^drop '([^']+)'")


def code_actions(text: str, start: int, end: int, path: str = "<document>") -> list[CodeAction]:
    """The quick fixes for the problems on the lines from ``start`` to ``end``: the
    word a "did you mean" hint names written in place of the unknown one, an article the
    language does not write dropped."""
    if len(text.encode("utf-8", "surrogatepass")) > MAX_FILE_BYTES:
        return []
    # the whole lines of the range: an editor asks at the cursor, anywhere on the line
    start = text.rfind("\n", 0, max(start, 0)) + 1
    end = len(text) if text.find("\n", end) < 0 else text.find("\n", end)
    actions: list[CodeAction] = []
    for problem in analyse(text, path).problems:
        if problem.severity != ERROR or problem.end < start or problem.start > end:
            continue
        if problem.start == problem.end:
            continue
        old = text[problem.start : problem.end]
        _, _, hint = problem.message.partition("\nhint: ")
        replacement = _REPLACEMENT.search(hint)
        rewrite = _REWRITE.search(hint)
        if rewrite is not None:
            line_start = text.rfind("\n", 0, problem.start) + 1
            line_end = text.find("\n", problem.start)
            line = text[line_start : len(text) if line_end < 0 else line_end]
            code = re.match(r"[ \t]*([^#]*?)[ \t]*(?:#.*)?\r?$", line)
            if code is not None and code.group(1):
                edit = Edit(line_start + code.start(1), line_start + code.end(1), rewrite.group(1))
                actions.append(CodeAction(f"Write '{rewrite.group(1)}'", edit))
        if replacement is not None:
            word = replacement.group(1) or replacement.group(2) or replacement.group(3)
            edit = Edit(problem.start, problem.end, word)
            actions.append(CodeAction(f"Replace '{old}' with '{word}'", edit))
        dropped = _DROP.match(hint)
        if dropped is not None and dropped.group(1) == old:
            after = problem.end + (1 if text[problem.end : problem.end + 1] == " " else 0)
            actions.append(CodeAction(f"Drop '{old}'", Edit(problem.start, after, "")))
    return actions


@functools.cache
def _bundled() -> tuple[CardSet, ...]:
    """Every card set shipped with the library (core first), each loaded on its own: a set
    that does not load (in a checkout being edited) leaves the others in use."""
    found = []
    for name in bundled_sets():
        try:
            found.append(load_cards(sets=(name,)))
        except Exception:
            _log.exception("the bundled card set %r could not be loaded", name)
    return tuple(found)


# ------------------------------------------------------------------------------ completion


@attrs.frozen
class Completion:
    """One completion: the text to insert, its kind (``"keyword"``, ``"food"``, ``"habitat"``,
    ``"nest"``, ``"value"``, ``"bird"``, ``"bonus"`` or ``"goal"``) and a short detail. It
    replaces the text from ``start`` to the cursor."""

    label: str
    kind: str
    detail: str
    start: int


#: The words that may follow the first word of a fact line, by that word.
_LINE_VALUES: dict[str, tuple[str, Any]] = {
    "food": ("food", lambda: [*_food_words(), "wild", "free"]),
    "habitat": ("habitat", _habitat_words),
    "nest": ("nest", _nest_words),
    "beak": ("value", lambda: list(BEAK_WORDS)),
}


def complete(text: str, offset: int, path: str = "<document>") -> list[Completion]:
    """The completions at ``offset``: card names inside a quoted name, the values a fact line
    takes after its first word (``food``, ``habitat``, ``nest``, ``beak``...), and otherwise
    every keyword, food, habitat and nest word."""
    offset = min(max(offset, 0), len(text))
    line_start = text.rfind("\n", 0, offset) + 1
    before = text[line_start:offset]
    if _in_comment(before):
        return []
    if before.count('"') % 2 == 1:  # inside a quoted name
        start = line_start + before.rfind('"') + 1
        return _card_names(text, path, before.lstrip(), start)
    word = re.search(r"[A-Za-z0-9_'-]*$", before)
    start = offset - (len(word.group()) if word else 0)
    words = before.split()
    first = words[0] if words else ""
    line_values = {**_fact_values(), **_LINE_VALUES}
    if first in line_values and (len(words) > 1 or before.endswith((" ", "\t"))):
        kind, values = line_values[first]
        return [Completion(v, kind, f"{first} value", start) for v in values()]
    found: dict[str, Completion] = {}
    for kind, values in (
        ("food", _food_words()),
        ("habitat", _habitat_words()),
        ("nest", _nest_words()),
        ("keyword", keywords()),
    ):
        for value in values:
            found.setdefault(value, Completion(value, kind, WORDS.get(value, kind), start))
    found.setdefault("wild", Completion("wild", "food", WORDS["wild"], start))
    return list(found.values())


def _card_names(text: str, path: str, line: str, start: int) -> list[Completion]:
    if line.startswith("bonus"):
        kind = "bonus"
    elif line.startswith("side"):
        kind = "goal"
    else:
        kind = "bird"
    sources: list[CardSet | Analysis] = [*_bundled()]
    if len(text) <= MAX_FILE_BYTES:
        sources.insert(0, analyse(text, path))
    names: dict[str, str] = {}
    for source in sources:
        where = "this document" if isinstance(source, Analysis) else "bundled cards"
        cards: Sequence[Any] = {
            "bird": source.birds,
            "bonus": source.bonus_cards,
            "goal": _sides(source.goal_tiles),
        }[kind]
        for card in cards:
            names.setdefault(card.name, where)
    return [Completion(name, kind, where, start) for name, where in names.items()]


# ------------------------------------------------------------------------------ formatting


@attrs.frozen
class Edit:
    """Replace the text between two offsets by ``text``."""

    start: int
    end: int
    text: str


def format_edits(text: str, path: str = "<document>") -> list[Edit] | None:
    """The edits that turn ``text`` into its canonical form (``wingspan fmt``), line by line;
    None if it cannot be formatted (it does not parse, or is too large).

    Nothing is lost: the edits are refused unless the formatted text parses to the same cards
    and keeps every comment. A document whose lines all end in ``\\r\\n`` keeps them.
    """
    if len(text.encode("utf-8", "surrogatepass")) > MAX_FILE_BYTES:
        return None
    try:
        original = parse_text(text, path)
        formatted = format_file(original)
        if not _same_meaning(original, parse_text(formatted, path)):
            _log.error("formatting %s would change it: refused", path)
            return None
    except CardErrors:
        return None
    except Exception:
        _log.exception("formatting %s failed", path)
        return None
    newlines = text.count("\n")
    if newlines and text.count("\r\n") == newlines:
        formatted = formatted.replace("\n", "\r\n")
    return _line_edits(text, formatted)


def _same_meaning(before: ast.CardFile, after: ast.CardFile) -> bool:
    """Whether two parsed files hold the same cards (in canonical text) and the same comments."""
    cards = [format_item(item) for item in before.items]
    comments = sorted(c.text.rstrip() for c in before.comments)
    return cards == [format_item(item) for item in after.items] and comments == sorted(
        c.text.rstrip() for c in after.comments
    )


def _lines(text: str) -> list[str]:
    return re.findall(r"[^\n]*\n|[^\n]+$", text)


def _line_edits(old: str, new: str) -> list[Edit]:
    old_lines, new_lines = _lines(old), _lines(new)
    starts = [0]
    for line in old_lines:
        starts.append(starts[-1] + len(line))
    matcher = difflib.SequenceMatcher(None, old_lines, new_lines, autojunk=False)
    return [
        Edit(starts[i1], starts[i2], "".join(new_lines[j1:j2]))
        for tag, i1, i2, j1, j2 in matcher.get_opcodes()
        if tag != "equal"
    ]


# ------------------------------------------------------------------------------ the server


def build_server() -> LanguageServer:
    """The language server (pygls), its features registered. Needs the ``lsp`` extra.

    The documents are synchronised whole (the editor sends the full text on each change), and
    checked one at a time on a worker thread, so that the server keeps reading messages while
    a large document is checked; a check that a newer keystroke made stale is not published.
    """
    from concurrent.futures import ThreadPoolExecutor

    from lsprotocol import types as lsp
    from pygls.lsp.server import LanguageServer
    from pygls.uris import from_fs_path, to_fs_path

    server = LanguageServer(SERVER_NAME, SERVER_VERSION, lsp.TextDocumentSyncKind.Full)
    documents: dict[str, tuple[int | None, str]] = {}
    worker = ThreadPoolExecutor(max_workers=1, thread_name_prefix="wingspan-lsp")

    async def run(function: Any, *args: Any) -> Any:
        return await asyncio.get_running_loop().run_in_executor(worker, function, *args)

    def encoding() -> str:
        try:
            chosen = server.workspace.position_encoding
        except Exception:  # before initialize
            chosen = None
        return str(getattr(chosen, "value", chosen) or "utf-16")

    def path_of(uri: str) -> str:
        try:
            return to_fs_path(uri) or uri
        except Exception:
            return uri

    def position(index: LineIndex, offset: int) -> lsp.Position:
        line, character = index.position(offset)
        return lsp.Position(line=line, character=character)

    def span(index: LineIndex, start: int, end: int) -> lsp.Range:
        return lsp.Range(start=position(index, start), end=position(index, end))

    severities = {
        ERROR: lsp.DiagnosticSeverity.Error,
        WARNING: lsp.DiagnosticSeverity.Warning,
        INFORMATION: lsp.DiagnosticSeverity.Information,
    }

    async def publish(uri: str) -> None:
        if uri not in documents:
            return
        version, text = documents[uri]
        analysis = await run(analyse, text, path_of(uri))
        if documents.get(uri) != (version, text):  # changed or closed meanwhile
            return
        index = LineIndex(text, encoding())
        diagnostics = [
            lsp.Diagnostic(
                range=span(index, p.start, p.end),
                message=p.message,
                severity=severities[p.severity],
                source="wingspan",
            )
            for p in analysis.problems
        ]
        server.text_document_publish_diagnostics(
            lsp.PublishDiagnosticsParams(uri=uri, diagnostics=diagnostics, version=version)
        )

    def document(uri: str, where: lsp.Position) -> tuple[str, LineIndex, int, str] | None:
        """The text of an open document, its index, the offset of ``where`` and its path."""
        if uri not in documents:
            return None
        text = documents[uri][1]
        index = LineIndex(text, encoding())
        return text, index, index.offset(where.line, where.character), path_of(uri)

    def hold(uri: str, version: int | None, text: str) -> None:
        """Hold ``uri``'s text, letting go of the documents opened longest ago beyond the caps
        (``MAX_OPEN_DOCUMENTS``, ``MAX_OPEN_CHARACTERS``)."""
        documents.pop(uri, None)
        documents[uri] = (version, text)
        held = sum(len(t) for _, t in documents.values())
        while len(documents) > 1 and (
            len(documents) > MAX_OPEN_DOCUMENTS or held > MAX_OPEN_CHARACTERS
        ):
            oldest = next(iter(documents))
            held -= len(documents.pop(oldest)[1])
            server.text_document_publish_diagnostics(
                lsp.PublishDiagnosticsParams(uri=oldest, diagnostics=[])
            )

    @server.feature(lsp.TEXT_DOCUMENT_DID_OPEN)
    async def did_open(params: lsp.DidOpenTextDocumentParams) -> None:
        item = params.text_document
        hold(item.uri, item.version, item.text)
        await publish(item.uri)

    @server.feature(lsp.TEXT_DOCUMENT_DID_CHANGE)
    async def did_change(params: lsp.DidChangeTextDocumentParams) -> None:
        uri, version = params.text_document.uri, params.text_document.version
        for change in params.content_changes:  # full sync: each change is the whole text
            hold(uri, version, change.text)
        await asyncio.sleep(DEBOUNCE_SECONDS)
        if documents.get(uri, (None, ""))[0] == version:  # no newer keystroke since
            await publish(uri)

    @server.feature(lsp.TEXT_DOCUMENT_DID_SAVE, lsp.SaveOptions(include_text=True))
    async def did_save(params: lsp.DidSaveTextDocumentParams) -> None:
        uri = params.text_document.uri
        if params.text is not None and uri in documents:
            hold(uri, documents[uri][0], params.text)
        await publish(uri)

    @server.feature(lsp.TEXT_DOCUMENT_DID_CLOSE)
    def did_close(params: lsp.DidCloseTextDocumentParams) -> None:
        uri = params.text_document.uri
        documents.pop(uri, None)
        server.text_document_publish_diagnostics(
            lsp.PublishDiagnosticsParams(uri=uri, diagnostics=[])
        )

    @server.feature(lsp.TEXT_DOCUMENT_HOVER)
    async def on_hover(params: lsp.HoverParams) -> lsp.Hover | None:
        found = document(params.text_document.uri, params.position)
        if found is None:
            return None
        text, index, at, path = found
        shown: Hover | None = await run(hover, text, at, path)
        if shown is None:
            return None
        return lsp.Hover(
            contents=lsp.MarkupContent(kind=lsp.MarkupKind.Markdown, value=shown.markdown),
            range=span(index, shown.start, shown.end),
        )

    @server.feature(lsp.TEXT_DOCUMENT_DEFINITION)
    async def on_definition(params: lsp.DefinitionParams) -> lsp.Location | None:
        found = document(params.text_document.uri, params.position)
        if found is None:
            return None
        text, _, at, path = found
        where: Definition | None = await run(definition, text, at, path)
        if where is None:
            return None
        uri = params.text_document.uri if where.path == path else from_fs_path(where.path)
        start = lsp.Position(line=where.line - 1, character=where.column - 1)
        return lsp.Location(uri=uri or where.path, range=lsp.Range(start=start, end=start))

    @server.feature(
        lsp.TEXT_DOCUMENT_CODE_ACTION,
        lsp.CodeActionOptions(code_action_kinds=[lsp.CodeActionKind.QuickFix]),
    )
    async def on_code_action(params: lsp.CodeActionParams) -> list[lsp.CodeAction] | None:
        found = document(params.text_document.uri, params.range.start)
        if found is None:
            return None
        text, index, start, path = found
        end = index.offset(params.range.end.line, params.range.end.character)
        actions: list[CodeAction] = await run(code_actions, text, start, end, path)
        uri = params.text_document.uri
        return [
            lsp.CodeAction(
                title=a.title,
                kind=lsp.CodeActionKind.QuickFix,
                edit=lsp.WorkspaceEdit(
                    changes={
                        uri: [
                            lsp.TextEdit(
                                range=span(index, a.edit.start, a.edit.end), new_text=a.edit.text
                            )
                        ]
                    }
                ),
            )
            for a in actions
        ]

    kinds = {
        "keyword": lsp.CompletionItemKind.Keyword,
        "food": lsp.CompletionItemKind.EnumMember,
        "habitat": lsp.CompletionItemKind.EnumMember,
        "nest": lsp.CompletionItemKind.EnumMember,
        "value": lsp.CompletionItemKind.Value,
        "bird": lsp.CompletionItemKind.Class,
        "bonus": lsp.CompletionItemKind.Class,
        "goal": lsp.CompletionItemKind.Class,
    }

    @server.feature(
        lsp.TEXT_DOCUMENT_COMPLETION, lsp.CompletionOptions(trigger_characters=[" ", '"'])
    )
    async def on_completion(params: lsp.CompletionParams) -> lsp.CompletionList | None:
        found = document(params.text_document.uri, params.position)
        if found is None:
            return None
        text, index, at, path = found
        completions: list[Completion] = await run(complete, text, at, path)
        items = [
            lsp.CompletionItem(
                label=c.label,
                kind=kinds[c.kind],
                detail=c.detail,
                text_edit=lsp.TextEdit(range=span(index, c.start, at), new_text=c.label),
            )
            for c in completions
        ]
        return lsp.CompletionList(is_incomplete=False, items=items)

    @server.feature(lsp.TEXT_DOCUMENT_FORMATTING)
    async def on_formatting(params: lsp.DocumentFormattingParams) -> list[lsp.TextEdit] | None:
        found = document(params.text_document.uri, lsp.Position(line=0, character=0))
        if found is None:
            return None
        text, index, _, path = found
        edits: list[Edit] | None = await run(format_edits, text, path)
        if edits is None:
            return None
        return [lsp.TextEdit(range=span(index, e.start, e.end), new_text=e.text) for e in edits]

    return server


class FramedReader:
    """Reads the message bodies of a byte stream framed by ``Content-Length`` headers, as the
    language server protocol frames them, and recovers from bad framing: a message without a
    usable ``Content-Length``, or one longer than ``MAX_MESSAGE_BYTES``, is passed over up to
    the next header (its bytes read a line of at most ``MAX_HEADER_LINE`` bytes at a time, so
    never held whole). pygls's own loop stopped answering on such input."""

    def __init__(self, stream: Any) -> None:
        self.stream = stream

    def read_body(self) -> bytes | None:
        """The next message body, or None at the end of the stream."""
        length: int | None = None
        carry = b""  # the end of a piece of a longer line: a header glued there may straddle
        while True:
            line = self.stream.readline(MAX_HEADER_LINE)
            if not line:
                return None
            match = _CONTENT_LENGTH.search(carry + line)
            carry = b"" if line.endswith(b"\n") else line[-64:]
            if match:
                length = int(match.group(1))
                continue
            if line.strip():
                continue  # another header, or the bytes of a message framed badly
            if length is None or length > MAX_MESSAGE_BYTES:
                length = None  # no usable length: resynchronise on the next header
                continue
            body: bytes = self.stream.read(length)
            if len(body) < length:
                return None
            return body


def serve(server: LanguageServer, stdin: Any, stdout: Any) -> None:
    """Run ``server`` on the byte streams ``stdin`` and ``stdout`` until ``stdin`` ends, the
    messages read by ``FramedReader`` (pygls's transport, with recovery from bad framing)."""
    import json
    from threading import Event

    from pygls.exceptions import JsonRpcException
    from pygls.io_ import StdoutWriter

    reader = FramedReader(stdin)
    server._stop_event = stop = Event()
    server.protocol.set_writer(StdoutWriter(stdout))
    log = logging.getLogger(__name__)

    async def loop() -> None:
        running = asyncio.get_running_loop()
        while not stop.is_set():
            body = await running.run_in_executor(None, reader.read_body)
            if body is None:
                break
            try:
                message = json.loads(body, object_hook=server.protocol.structure_message)
                server.protocol.handle_message(message)
            except Exception as exc:  # a body that is not a message: reported, not fatal
                log.warning("unable to handle a message: %s", type(exc).__name__)
                server.report_server_error(exc, JsonRpcException)

    try:
        asyncio.run(loop())
    except (BrokenPipeError, KeyboardInterrupt, SystemExit):
        pass
    finally:
        server.shutdown()


def main(argv: Sequence[str] | None = None) -> int:
    """Run the server on stdin and stdout until the editor closes it (``wingspan lsp``)."""
    del argv  # no options yet: stdio is the only transport
    try:
        server = build_server()
    except ImportError as exc:
        print(
            f"wingspan lsp needs the optional extra 'lsp' ({exc}): "
            "pip install 'wingspan-rules[lsp]'",
            file=sys.stderr,
        )
        return 1
    logging.basicConfig(level=logging.WARNING, stream=sys.stderr)
    serve(server, sys.stdin.buffer, sys.stdout.buffer)
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
