"""How a declaration is written in the card language: its phrases, and what compiling one offers.

A primitive, a bird predicate or a measure declares its ``Phrase`` objects; the card language
builds its grammar from them and hands each parsed phrase (a ``PhraseNode``) to the phrase's
compile function with a ``Reading`` (or, for a primitive, the richer ``Compiling`` of
``effects._base``). This module names no declaration, so every declaring module can import it.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, NoReturn, Protocol

from attrs import frozen

if TYPE_CHECKING:
    from ._base import Compiling
    from .predicates import Predicate


class PhraseNode(Protocol):
    """A parsed phrase, as the card language hands it to ``Phrase.compile``.

    ``args``: the phrase's words, numbers and shared sub-parts (a food choice is a tuple of
    words, a bird target a target node), keywords left out, in the order written.
    """

    @property
    def rule(self) -> str: ...
    @property
    def args(self) -> tuple[Any, ...]: ...
    @property
    def pos(self) -> Any: ...


class Reading(Protocol):
    """What the card compiler offers the phrase of a bird predicate or a measure while it
    compiles it: words and numbers resolved with precise errors, the shared parts of
    conditions (a list of bird conditions, an egg filter), and errors at a position. A bonus
    card or a goal tile is compiled with no power around it, so no more than this."""

    def number(self, num: Any, what: str, low: int = 0, high: int | None = None) -> int: ...
    def food(self, word: Any) -> Any: ...
    def food_or_wild(self, word: Any) -> Any: ...
    def habitat(self, word: Any) -> Any: ...
    def nest(self, word: Any) -> Any: ...
    def lookup(self, word: Any, what: str, table: dict[str, Any]) -> Any: ...
    def predicates(self, nodes: Any) -> tuple[Predicate, ...]: ...
    def egg_filter(self, node: Any) -> tuple[Predicate, ...]: ...
    def fail(self, pos: Any, message: str, hint: str | None = None) -> NoReturn: ...


@frozen
class Phrase:
    """One way to write a primitive, a bird predicate or a measure in the card language.

    ``rule``: the phrase's name (unique among phrases of its kind); ``syntax``: its right-hand
    side in Lark's notation, using the shared rules of ``grammar/wingspan.lark``;
    ``compile(node, ctx)``: builds the value from the parsed phrase (``ctx`` is a
    ``Compiling`` for a primitive, a ``Reading`` for a predicate or a measure). The grammar
    rule the phrase is an alternative of is the declaring class's ``KIND`` (an action, a
    condition, a player scope, a trigger, a bird filter or a measure).

    ``text(args)``: the phrase's canonical words from its arguments (words and numbers print
    as written, a shared part by its own canonical text), which the formatter prints; without
    it, the phrase as written with single spaces. A phrase with an optional word ("in your
    forest") or a singular that means the plural ("with no egg") declares it.
    """

    rule: str
    syntax: str
    compile: Callable[[PhraseNode, Compiling], Any]
    text: Callable[[tuple[Any, ...]], str] | None = None
