"""The phrases the vocabulary declares, as the card language reads them: the grammar rules
built from the declarations, the tables by rule, and each phrase's canonical text.

Primitives, conditions, player scopes, pink triggers, bird predicates and measures declare
their phrases on their classes (``wingspan_rules.effects``, ``Phrase``); this module turns
them into the rules added to ``grammar/wingspan.lark`` (``grammar_text``, which the parser
builds Lark with), the table the compiler compiles a phrase's node with (``phrase_table``),
and the syntax-tree node of a phrase with its canonical text (``phrase_node``).
"""

from __future__ import annotations

import functools
import re
from collections.abc import Callable
from typing import Any

from .. import effects as fx
from ..effects.cards import CardFact, CardKind, declared_facts
from . import ast
from ._paths import grammar_path

#: The grammar rules that the vocabulary's phrases are alternatives of: those of primitives,
#: conditions, player scopes and triggers, then those of bird predicates and measures.
PHRASE_KINDS = ("action", "condition", "scope", "trigger", "bird_filter", "measure")
#: The kind of the phrases of primitives that run a "for each" block once for each thing they
#: count (``Effect.each_phrases``, alternatives of the grammar's ``counted``): the block is the
#: primitive's first nested block (``Effect.BLOCKS``).
EACH_KIND = "each"


def phrase_rules() -> dict[str, tuple[str, fx.Phrase]]:
    """Every phrase of the vocabulary by its grammar rule name: ``{"action_gain": ("action",
    Phrase(...)), ...}``, built from the declarations in ``wingspan_rules.effects``."""
    rules: dict[str, tuple[str, fx.Phrase]] = {}
    for declaration in (*fx.VOCABULARY, *fx.CONDITIONS_AND_COUNTS):
        for phrase in declaration.phrases():
            name = f"{declaration.KIND}_{phrase.rule}"
            if name in rules:
                raise TypeError(f"two phrases are named {name!r}")
            rules[name] = (declaration.KIND, phrase)
    return rules


def each_phrase_rules() -> dict[str, tuple[str, fx.Phrase]]:
    """The phrases of what a "for each" block counts that compound primitives declare
    (``Effect.each_phrases``) by their grammar rule name: ``{"each_cubes": ("each",
    Phrase(...))}``."""
    rules: dict[str, tuple[str, fx.Phrase]] = {}
    for effect in fx.EFFECT_TYPES:
        for phrase in effect.each_phrases():
            name = f"{EACH_KIND}_{phrase.rule}"
            if name in rules:
                raise TypeError(f"two phrases are named {name!r}")
            rules[name] = (EACH_KIND, phrase)
    return rules


def _every_rule() -> dict[str, tuple[str, fx.Phrase]]:
    """Every declared phrase by its grammar rule name: those of ``phrase_rules`` and of
    ``each_phrase_rules``."""
    return {**phrase_rules(), **each_phrase_rules()}


def grammar_text() -> str:
    """The whole grammar: ``grammar/wingspan.lark`` and the rules of the declared phrases."""
    rules = _every_rule()
    lines = [grammar_path().read_text(encoding="utf-8"), "", "// Declared phrases", ""]
    for kind in PHRASE_KINDS:
        names = [name for name, (k, _) in rules.items() if k == kind]
        lines.append(f"?{kind}: " + " | ".join(names))
    each = [name for name, (k, _) in rules.items() if k == EACH_KIND]
    if each:  # what a "for each" block counts, run by a declared primitive
        lines.append("%extend counted: " + " | ".join(f"{n} -> count_declared" for n in each))
    lines += [f"{name}: {phrase.syntax}" for name, (_, phrase) in rules.items()]
    lines += ["", "// Declared card facts", ""]
    facts = fact_rules()
    for card in _FACT_CARDS:
        names = [name for name, (kind, _, _) in facts.items() if kind == card]
        if names:
            lines.append(f"%extend {card}_line: " + " | ".join(names))
    for name, (_, line, number) in facts.items():
        keyword = " ".join(f'"{word}"' for word in line.split())
        lines.append(f"{name}: {keyword} {'NUMBER' if number else 'WORD'} _NL")
    return "\n".join(lines) + "\n"


#: The kinds of card that declared facts are printed on (``CardFact.card``).
_FACT_CARDS: tuple[CardKind, ...] = ("bird", "bonus")


def fact_rules() -> dict[str, tuple[CardKind, str, bool]]:
    """The grammar rule of every line of a declared card fact (``effects.cards.CardFact``):
    ``{"fact_bird_swift_start": ("bird", "swift-start", False), ...}``, the card kind, the
    line's keyword words and whether its value is a number (else a word)."""
    rules: dict[str, tuple[CardKind, str, bool]] = {}
    for card in _FACT_CARDS:
        for fact in declared_facts(card):
            name = f"fact_{card}_" + re.sub(r"[^a-z0-9]+", "_", fact.line.lower()).strip("_")
            rules.setdefault(name, (card, fact.line, not fact.words))
    return rules


@functools.cache
def fact_lines() -> dict[str, tuple[CardKind, str, bool]]:
    """Grammar rule name → the declared fact line it parses (see ``fact_rules``)."""
    return fact_rules()


def facts_of_line(card: CardKind, line: str) -> tuple[CardFact, ...]:
    """The declared facts a line of a card of kind ``card`` gives, in declaration order."""
    return tuple(f for f in declared_facts(card) if f.line == line)


@functools.cache
def phrase_kinds() -> dict[str, tuple[str, fx.Phrase]]:
    """Grammar rule name → (kind, declared phrase) of every declared phrase."""
    return _every_rule()


@functools.cache
def _phrase_texts() -> dict[tuple[str, str], Callable[[tuple[Any, ...]], str]]:
    """(kind, phrase rule) → the canonical text of the phrases that declare one."""
    return {
        (kind, phrase.rule): phrase.text
        for kind, phrase in _every_rule().values()
        if phrase.text is not None
    }


@functools.cache
def phrase_table() -> dict[tuple[str, str], fx.Phrase]:
    """(kind, phrase rule) → the declared phrase, which compiles the phrase's node."""
    return {(kind, phrase.rule): phrase for kind, phrase in _every_rule().values()}


def phrase_node(kind: str, rule: str, args: tuple[Any, ...], written: str = "") -> ast.Phrase:
    """The syntax-tree node of a declared phrase, with its canonical text: the declared one
    (``Phrase.text``), else ``written`` with single spaces and agreeing plurals."""
    text = _phrase_texts().get((kind, rule))
    source = text(args) if text is not None else canonical_phrase(written)
    return ast.Phrase(kind, rule, args, source, pos=ast.NOWHERE)


def forget() -> None:
    """Forget the phrase tables built from the declarations (see ``parser.forget_declarations``)."""
    for cached in (phrase_kinds, _phrase_texts, phrase_table, fact_lines):
        cached.cache_clear()


_COUNTED = {"card": "cards", "egg": "eggs"}
_SINGULAR = {plural: singular for singular, plural in _COUNTED.items()}


def canonical_phrase(text: str) -> str:
    """A phrase as written, with single spaces and "card(s)"/"egg(s)" agreeing with the number
    before them ("1 card", "2 cards"; after "players +" a count of cards stays plural)."""
    words = text.split()
    last = -1  # the index of the last number before the word (kept as it goes: linear time)
    for i, word in enumerate(words):
        if word.lstrip("-").isdigit():
            last = i
            continue
        singular = _SINGULAR.get(word, word if word in _COUNTED else None)
        if singular is None:
            continue
        if last < 0 or (last > 0 and words[last - 1] == "+"):
            continue
        words[i] = singular if int(words[last]) == 1 else _COUNTED[singular]
    return " ".join(words)
