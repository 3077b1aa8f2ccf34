"""What each word of the card language means: the keywords, foods, habitats, nests and card
facts, in English, for hover text and completion."""

from __future__ import annotations

import functools
import re
from typing import Any

from ...effects.cards import CardFact, declared_facts
from ...language.parser import grammar_text
from ...language.phrases import each_phrase_rules, phrase_rules
from ...language.words import (
    BEAK_WORDS,
    FLAG_WORDS,
)
from ...state.enums import Food, Habitat, Nest
from ...variants import MODES  # noqa: F401  (the modes declare the card facts they read)

_FOOD_TEXT = {
    Food.INVERTEBRATE: "invertebrate (worm): a food",
    Food.SEED: "seed (wheat): a food",
    Food.FISH: "fish: a food",
    Food.FRUIT: "fruit (berry): a food",
    Food.RODENT: "rodent (mouse): a food",
    Food.NECTAR: "nectar: a food an expansion brings (Oceania, the Americas): wild for bird costs",
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
