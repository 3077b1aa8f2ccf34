"""The words and numbers of the card language: the tables of food, habitat, nest, beak and
flag words, the bounds of every number, and how a word or a number of a card file is read,
with the error and the hint for a word that is not one of them (``WordReader``). The
compiler (``compiler.py``) reads cards with them; the editor's answers offer them.
"""

from __future__ import annotations

import difflib
from collections.abc import Callable, Collection, Iterable, Mapping
from typing import TypeVar, TypeVarTuple, overload

from .. import effects as fx
from ..state.enums import Food, Habitat, Nest
from . import ast
from .errors import CardError, ErrorList, Invalid, shorten
from .hints import word_hint

_T = TypeVar("_T")
_R = TypeVar("_R")
_F = TypeVar("_F")
_Ts = TypeVarTuple("_Ts")

# The bounds of the numbers of the language (docs/language.md, section 1). Each is well above
# the largest value printed on any card of any set, and low enough that no number in a card
# file can make the engine loop for long or a payment enumerate for long.

#: Amounts of powers (gain, cache, tuck, draw, reveal, lay, discard, trade, draft): the largest
#: printed is 8 (Crested Pigeon caches up to 8 seed).
MAX_AMOUNT = 10
#: Victory points of a bird, of a bonus card's tier or per item, and in "worth N points or
#: less": the largest printed is 9 (a bird) and 10 (a bonus card's count of points).
MAX_POINTS = 20
#: A bird's egg limit: the largest printed is 6.
MAX_EGG_LIMIT = 6
#: A wingspan in cm, of a bird or in a comparison: the largest printed is 303 (Snowy Albatross).
MAX_WINGSPAN = 400
#: A count a bonus card's tier or a condition compares with (birds, eggs, cards, sets).
MAX_COUNT = 100
#: The foods of one food cost (each "+" adds one): the largest printed cost has 3.
MAX_FOOD_COST = 6

#: The largest value of each quantity, by the name ``number`` reports it with; any other
#: quantity is a count, up to ``MAX_COUNT``.
_BOUNDS = {
    "an amount": MAX_AMOUNT,
    "points": MAX_POINTS,
    "the egg limit": MAX_EGG_LIMIT,
    "wingspan": MAX_WINGSPAN,
}

FOOD_WORDS = {food.label: food for food in Food}
HABITAT_WORDS = {habitat.label: habitat for habitat in Habitat}
NEST_WORDS = {nest.label: nest for nest in Nest}
BEAK_WORDS = {beak.value: beak for beak in fx.Beak}
FLAG_WORDS = ("predator", "flocking", "bonus-cards", "counts-double")
YES_NO = {"yes": True, "no": False}
SCORE_UNITS = ("bird", "card", "egg", "set", "column", "colour", "food", "marker", "space")

#: Words that are often written where another was meant, and what to write instead.
_COMMON_MISTAKES = {
    "wild nest": "the wild nest is written 'star'",
    "any food": "any food is written 'wild'",
    "invertebrates food": "write the singular: 'invertebrate'",
    "worm food": "write 'invertebrate'",
    "mouse food": "write 'rodent'",
    "berry food": "write 'fruit'",
    "grain food": "write 'seed'",
    "feeder zone": "write 'birdfeeder'",
}


class _Reporter:
    """Collects errors for one file."""

    def __init__(self, path: str) -> None:
        self.path = path
        self.errors = ErrorList()

    def error(self, pos: ast.Pos, message: str, hint: str | None = None) -> None:
        self.errors.append(CardError(self.path, pos.line, pos.column, message, hint))

    def origin(self, pos: ast.Pos) -> fx.Origin:
        return fx.Origin(self.path, pos.line, pos.column)


def hint_for(word: str, kind: str, choices: Collection[str]) -> str | None:
    mistake = _COMMON_MISTAKES.get(f"{word} {kind}") or word_hint(word, kind, choices)
    if mistake:
        return mistake
    if word != word.lower() and word.lower() in choices:
        return "words are written in lower case"
    if word.endswith("s") and word[:-1] in choices:
        return f"write the singular: '{word[:-1]}'"
    close = difflib.get_close_matches(word, list(choices), n=1, cutoff=0.6)
    return f"did you mean '{close[0]}'?" if close else None


class WordReader(_Reporter):
    """Reads the words and numbers of one file's cards, reporting each that is wrong."""

    # ---------------------------------------------------------------- words and numbers

    def lookup(
        self, word: ast.Word, kind: str, table: Mapping[str, _T], extra: tuple[str, ...] = ()
    ) -> _T:
        if word.text in table:
            return table[word.text]
        choices = [*table, *extra]
        self.error(
            word.pos,
            f"unknown {kind} '{shorten(word.text)}'; expected {one_of(choices)}",
            hint_for(word.text, kind, choices),
        )
        raise Invalid

    def food(self, word: ast.Word) -> Food:
        return self.lookup(word, "food", FOOD_WORDS)

    def food_or_wild(self, word: ast.Word) -> Food | None:
        """A food type, or None for ``wild`` (any type)."""
        if word.text == "wild":
            return None
        return self.lookup(word, "food", FOOD_WORDS, extra=("wild",))

    def habitat(self, word: ast.Word) -> Habitat:
        return self.lookup(word, "habitat", HABITAT_WORDS)

    def nest(self, word: ast.Word) -> Nest:
        return self.lookup(word, "nest", NEST_WORDS)

    def zone(self, word: ast.Word, allowed: dict[str, fx.Zone], verb: str) -> fx.Zone:
        if word.text in allowed:
            return allowed[word.text]
        self.error(
            word.pos,
            f"cannot {verb} from '{shorten(word.text)}'; expected {one_of(allowed)}",
            hint_for(word.text, "zone", list(allowed)),
        )
        raise Invalid

    def yes_no(self, word: ast.Word) -> bool:
        return self.lookup(word, "yes/no value", YES_NO)

    def number(self, num: ast.Num, what: str, low: int = 0, high: int | None = None) -> int:
        """The value of ``num``, a ``what`` from ``low`` to ``high``.

        Every number is bounded: without ``high``, the bound is the language's bound for
        ``what`` (``_BOUNDS``: amounts, points, egg limits, wingspans), else ``MAX_COUNT``.
        """
        value = num.value
        if high is None:
            high = _BOUNDS.get(what, MAX_COUNT)
        if value < 0:
            self.error(num.pos, f"{what} cannot be negative (got {value})")
            raise Invalid
        if value < low or value > high:
            self.error(num.pos, f"{what} must be from {low} to {high} (got {value})")
            raise Invalid
        return value

    def amount(self, num: ast.Num) -> int:
        return self.number(num, "an amount", low=1)

    @overload
    def guarded(self, fn: Callable[[*_Ts], _R], *args: *_Ts) -> _R | None: ...

    @overload
    def guarded(self, fn: Callable[[*_Ts], _R], *args: *_Ts, failed: _F) -> _R | _F: ...

    def guarded(self, fn: Callable[[*_Ts], _R], *args: *_Ts, failed: object = None) -> object:
        """``fn(*args)``, or ``failed`` if it reported an error."""
        try:
            return fn(*args)
        except Invalid:
            return failed


def one_of(choices: Iterable[str]) -> str:
    quoted = [f"'{c}'" for c in choices]
    return quoted[0] if len(quoted) == 1 else ", ".join(quoted[:-1]) + " or " + quoted[-1]
