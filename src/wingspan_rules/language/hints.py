"""Hints for the mistakes card authors make most, worked out from the text around an error.

The parser and the compiler report *what* is wrong ("unexpected 'cm'; expected end of line");
these functions add what to write instead. Each looks only at strings (the source line, the
unexpected word, the words the grammar expected), so it never changes what a card means:

- ``syntax_hint``: a syntax error's hint, and for some mistakes a better place and message
  (``power brown`` points at ``brown`` and says which timing a brown power has; a condition
  written after its action, ``each other player:``, ``for each birds``: what to write);
- ``word_hint``: the hint for an unknown word of a kind (a food, a beak direction, a flag);
- ``ARTICLES``: the words the language never writes, which the parser points at when dropping
  one makes the line read (``from the birdfeeder``).
"""

from __future__ import annotations

import difflib
import re
from collections.abc import Collection

import attrs

#: The colour of each timing as printed on the cards, and how the language writes it.
COLOUR_TIMINGS = {
    "white": "when played",
    "brown": "when activated",
    "pink": "once between turns",
    "teal": "round end",
    "yellow": "game end",
}

#: Words English puts before a noun that the language never writes.
ARTICLES = ("the", "a", "an")

#: Units written after a wingspan's number.
_UNITS = ("cm", "centimetres", "centimeters", "centimetre", "centimeter", "mm", "m", "in", "inches")

_TIMINGS_IN_WORDS = ", ".join(f"{colour}: '{words}'" for colour, words in COLOUR_TIMINGS.items())


@attrs.frozen
class Hint:
    """A hint for an error, and, if the error is better shown elsewhere, its new ``column``
    (on the same line) and ``message``."""

    text: str
    column: int | None = None
    message: str | None = None


def syntax_hint(line: str, column: int, token: str, expected: Collection[str]) -> Hint | None:
    """The hint for a syntax error at ``column`` (1-based) of ``line``, where ``token`` was
    unexpected ("" at the end of the line) and the grammar expected one of ``expected``
    (keywords as written, other terminals by name: ``WORD``, ``NUMBER``, ``_NL``)."""
    words = line.split("#", 1)[0].split()
    if not words:
        return None
    first = words[0]
    if first == "wingspan":
        return _wingspan_unit(line, token)
    if first == "food":
        return _food_cost(words, token)
    if first == "power" and ("when" in expected or not token):
        return _power_timing(line, words)
    if "dice" in words:
        return _dice(words)
    scope = _player_scope(line)
    if scope is not None:
        return scope
    singular = _for_each_plural(line)
    if singular is not None:
        return singular
    if token == "if" and first not in ("if", "hunt", "otherwise") and column > 1:
        return _condition_first(line, column)
    after = line.find(" for each ")
    # "lay ... for each cube ...": refused at "for" or at the word counted, it goes first
    if after > 0 and words[0] != "for" and column in (after + 2, after + 11):
        return _for_each_first(line)
    return None


def _code(line: str) -> str:
    """The code of a line: no comment, no indentation, no trailing spaces."""
    return line.split("#", 1)[0].strip()


def _condition_first(line: str, column: int) -> Hint | None:
    """``lay 1 egg on this bird if you have ...``: the condition goes before the action."""
    action, condition = line[: column - 1].strip(), _code(line[column - 1 :])
    if not action or action.endswith(":") or not condition.startswith("if "):
        return None
    return Hint(
        f"a condition goes first, ending with ':': '{condition.rstrip(':')}: {action}'",
        message=f"unexpected 'if' after '{action}'; a condition goes before what it allows",
    )


#: Ways of writing a block of players that read as English but not as the card language, and
#: the scope to write instead (docs/language.md, section 3.3).
_SCOPE_SLIPS = (
    (re.compile(r"^(?:each|every|all)\s+other\s+players?\b"), "other players"),
    (re.compile(r"^other\s+player\b(?!s)"), "other players"),
    (re.compile(r"^(?:each|every)\s+players?(?=\s*:)"), "all players"),
    (re.compile(r"^all\s+player\b(?!s)"), "all players"),
)


def _player_scope(line: str) -> Hint | None:
    """``each other player: ...``: a block of players is written with a scope of the language
    (``other players:``, ``all players:``)."""
    code = _code(line)
    for pattern, scope in _SCOPE_SLIPS:
        match = pattern.match(code)
        if match is not None:
            rest = code[match.end() :].lstrip()
            space = " " if rest and not rest.startswith(":") else ""
            also = (
                " ('each player starting with player of your choice:' lets a player choose who "
                "goes first)"
                if scope == "all players"
                else ""
            )
            return Hint(f"a block of players is written '{scope}{space}{rest}'{also}")
    return None


#: The singular of what a "for each" counts.
_COUNTED_SINGULAR = {"birds": "bird", "eggs": "egg", "cards": "card"}


def _for_each_plural(line: str) -> Hint | None:
    """``for each birds in your forest: ...``: a "for each" names what it counts in the
    singular."""
    code = _code(line)
    match = re.match(r"^for\s+each\s+(birds|eggs|cards)\b", code)
    if match is None:
        return None
    singular = _COUNTED_SINGULAR[match.group(1)]
    fixed = f"for each {singular}{code[match.end() :]}"
    return Hint(f"a 'for each' names what it counts in the singular: '{fixed}'")


def _for_each_first(line: str) -> Hint:
    """``lay 1 egg on this bird for each cube on ...``: a "for each" goes before the action."""
    action, counted = line.split("#", 1)[0].strip().split(" for each ", 1)
    return Hint(f"a 'for each' goes first, ending with ':': 'for each {counted}: {action}'")


def _wingspan_unit(line: str, token: str) -> Hint | None:
    number = re.search(r"wingspan\s+(\d+)", line)
    if number is None or token.lower() not in _UNITS:
        return None
    return Hint(
        f"a wingspan is a number of centimetres, without a unit: 'wingspan {number.group(1)}'"
    )


def _food_cost(words: list[str], token: str) -> Hint | None:
    if token.lstrip("-").isdigit():
        return Hint(
            "a cost lists one word per food, joined by '+' (a food paid twice is written "
            f"twice): 'food {_spelled_out(words[1:])}'"
        )
    joins = {"+", "/", "or"}
    if token in joins and (joins - {token}) & set(words):
        return Hint(
            "a cost joins its foods either with '+' (pay all of them) or with 'or' (pay one of "
            "them), never both on one line"
        )
    return None


def _spelled_out(words: list[str]) -> str:
    """A cost written with counts ("2 invertebrate + seed") with each food once per count."""
    foods: list[str] = []
    count = 1
    for word in words:
        if word.isdigit():
            count = min(max(int(word), 1), 6)
        elif word not in ("+", "/", "or"):
            foods += [word] * count
            count = 1
    return " + ".join(foods)


def _power_timing(line: str, words: list[str]) -> Hint:
    colour = next((w for w in words[1:] if w.lower() in COLOUR_TIMINGS), None)
    if colour is None:
        return Hint(f"a power's header names its timing in words ({_TIMINGS_IN_WORDS})")
    timing = COLOUR_TIMINGS[colour.lower()]
    column = re.search(rf"(?<!\S){re.escape(colour)}(?!\S)", line)
    message = (
        f"'{colour}' is a colour, not a timing; expected 'when played', 'when activated', "
        "'once between turns', 'round end' or 'game end'"
    )
    return Hint(
        f"a {colour.lower()} power is written 'power {timing}' ({_TIMINGS_IN_WORDS})",
        column=column.start() + 1 if column else None,
        message=message,
    )


def _dice(words: list[str]) -> Hint:
    count = next((w for w in words if w.isdigit()), "1")
    return Hint(_dice_text(count))


def _dice_text(count: str = "2") -> str:
    return (
        f"dice are not a food: 'gain {count} die from birdfeeder' takes any {count} "
        f"{'die' if count == '1' else 'dice'} from the birdfeeder, 'gain {count} wild from "
        f"supply' any {count} food from the supply"
    )


def word_hint(word: str, kind: str, choices: Collection[str]) -> str | None:
    """The hint for the unknown ``word`` where a ``kind`` goes ("food", "beak direction",
    "flag"...), if one of the common mistakes explains it; ``choices`` are the words allowed."""
    lower = word.lower()
    if kind == "food" and lower in ("dice", "die"):
        return _dice_text()
    if kind == "flag" and lower in COLOUR_TIMINGS:
        timing = COLOUR_TIMINGS[lower]
        return f"the colour comes from the timing: drop '{word}' ('power {timing}' is {lower})"
    whole = [choice for choice in choices if choice.startswith(lower) and choice != lower]
    if len(whole) == 1:
        also = " (a beak points 'left' or 'right')" if kind == "beak direction" else ""
        return f"write the whole word: '{whole[0]}'{also}"
    return None


def article_hint(article: str, after: str) -> Hint:
    """The hint for an article the language does not write, before the word ``after``."""
    return Hint(
        f"drop '{article}': the language writes no articles ('{after}', not '{article} {after}')",
        message=f"unexpected '{article}'; the card language writes no articles",
    )


# ------------------------------------------------------------------------------ the parser's hints

#: The hint of a card or block that is not closed.
MISSING_END_HINT = "every bird, bonus, goal tile and power block is closed by a line 'end'"


def character_hint(char: str) -> str | None:
    """The hint for an unexpected character ``char``, if there is one."""
    if char in "\u201c\u201d":
        return 'names are quoted with plain double quotes: "..."'
    if char == '"':
        return "a quoted name must be closed on the same line"
    if char == "[":
        return "icons are written as words: seed, not [seed]"
    if char == ",":
        return "join foods with '+' (pay all) or 'or' (pay one of them)"
    return None


def token_hint(kind: str, value: str, keywords: list[str]) -> str | None:
    """The hint for an unexpected token (its terminal ``kind`` and text ``value``) where one of
    ``keywords`` was expected, if there is one."""
    if kind == "_NL":
        return "this line stops too early"
    if value in ("bird", "bonus", "goal") and "end" in keywords:
        return "missing 'end' before this line?"
    if value.lower() in keywords and value != value.lower():
        return "keywords are written in lower case"
    close = difflib.get_close_matches(value, keywords, n=1, cutoff=0.6)
    if close:
        return f"did you mean '{close[0]}'?"
    if value == "," and "+" in keywords:
        return "join foods with '+' (pay all) or 'or' (pay one of them)"
    if value.endswith("s") and value[:-1] in keywords:
        return f"write '{value[:-1]}' here"
    return None
