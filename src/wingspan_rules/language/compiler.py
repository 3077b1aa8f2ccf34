"""Syntax tree → compiled cards (``wingspan_rules.effects``), with every check of meaning.

The grammar accepts any word where a food, habitat, nest, zone, tag or flag goes; this module
resolves those words, checks numbers and the order of statements (``cache it`` needs a gain
before it, ``if you do`` needs a statement before it...), and collects *every* problem as a
``CardError`` instead of stopping at the first one. The statements of a power are compiled by
``bodies.py``; a declared phrase (a primitive, a bird condition, a measure) by its declaration.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from typing import Any, NoReturn, Protocol, TypeVar, cast

import attrs

from .. import effects as fx
from .._text import name_problem
from ..effects.cards import CardFact, CardKind, Facts, FactValue, declared_facts
from ..effects.hummingbird_cards import GROUPS, Benefit, HummingbirdCard
from ..state.enums import Habitat, Nest, Timing
from . import ast
from .bodies import Body
from .errors import CardError, Invalid, shorten
from .formatter import format_item
from .parser import ParsedFile
from .phrases import facts_of_line, phrase_table
from .words import (
    BEAK_WORDS,
    FLAG_WORDS,
    MAX_FOOD_COST,
    SCORE_UNITS,
    YES_NO,
    WordReader,
    hint_for,
    one_of,
)

_T = TypeVar("_T")

_FAILED = object()  # a line that could not be compiled (its error is already recorded)


class Compiler(WordReader):
    # ---------------------------------------------------------------- block lines

    def single_lines(self, decl: _Decl, what: str) -> dict[str, _DeclLine]:
        """The lines of a block by keyword; a keyword given twice is an error."""
        seen: dict[str, _DeclLine] = {}
        for line in decl.lines:
            key = line.key
            if key in seen and key != "side":
                first = seen[key].pos.line
                self.error(line.pos, f"duplicate '{key}' line in {what} (first at line {first})")
                continue
            seen.setdefault(key, line)
        return seen

    def require(
        self, lines: Mapping[str, object], keys: Iterable[str], decl: _Decl, what: str
    ) -> bool:
        missing = [key for key in keys if key not in lines]
        if missing:
            hints = [_REQUIRED_HINTS[key] for key in missing if key in _REQUIRED_HINTS]
            noun = "line" if len(missing) == 1 else "lines"
            names = ", ".join(f"'{key}'" for key in missing)
            self.error(decl.pos, f"{what} has no {names} {noun}", "; ".join(hints) or None)
        return not missing

    # ---------------------------------------------------------------- names

    def check_name(self, pos: ast.Pos, name: str, what: str) -> bool:
        """Whether ``name`` may be a card's name (``_text.name_problem``); an error if not."""
        problem = name_problem(name)
        if problem is not None:
            self.error(pos, f"{what} cannot be {shorten(name)!r}: {problem}", _NAME_HINT)
        return problem is None

    def checked_name(self, pos: ast.Pos, name: str, what: str) -> str:
        """``name``, if it may be a card's name; else an error, and ``Invalid``."""
        if not self.check_name(pos, name, what):
            raise Invalid
        return name

    # ---------------------------------------------------------------- birds

    def bird(self, decl: ast.BirdDecl) -> fx.BirdCard | None:
        what = f"bird '{shorten(decl.name)}'"
        lines = self.single_lines(decl, what)
        if not decl.name.strip():
            self.error(decl.pos, "a bird needs a name")
        else:
            self.check_name(decl.pos, decl.name, "a bird's name")
        complete = self.require(lines, _BIRD_REQUIRED, decl, what)
        parts: dict[str, Any] = {
            key: self.guarded(_BIRD_LINE[key], self, line, failed=_FAILED)
            for key, line in lines.items()
            if not isinstance(line, ast.FactLine)
        }
        facts = self.guarded(self.card_facts, "bird", lines.values())
        if not complete or _FAILED in parts.values() or facts is None:
            return None
        nest, eggs = parts["nest"], parts["eggs"]
        if nest is Nest.NONE and eggs != 0:
            self.error(lines["eggs"].pos, "a bird without a nest must have 'eggs 0'")
            return None
        return fx.BirdCard(
            name=decl.name,
            scientific_name=parts["scientific"],
            set=parts["set"],
            habitats=parts["habitat"],
            cost=parts["food"],
            points=parts["points"],
            nest=nest,
            egg_limit=eggs,
            wingspan=parts["wingspan"],
            power=parts.get("power"),
            beak=parts.get("beak", fx.Beak.NEITHER),
            tags=parts.get("tags", ()),
            facts=facts,
            origin=self.origin(decl.pos),
        )

    def habitats(self, line: ast.Habitats) -> tuple[Habitat, ...]:
        habitats = [self.habitat(word) for word in line.habitats]
        if len(set(habitats)) != len(habitats):
            self.error(line.pos, "a habitat is listed twice")
            raise Invalid
        return tuple(sorted(habitats))

    def food_cost(self, line: ast.FoodCostLine) -> fx.FoodCost:
        words = [w.text for w in line.foods]
        if len(words) > MAX_FOOD_COST:
            self.error(
                line.foods[MAX_FOOD_COST].pos,
                f"a food cost has at most {MAX_FOOD_COST} foods (got {len(words)})",
            )
            raise Invalid
        if words == ["free"]:
            return fx.FoodCost()
        if line.one_of:
            return fx.FoodCost(foods=tuple(self.food(w) for w in line.foods), one_of=True)
        foods = [self.food_or_wild(w) for w in line.foods if w.text != "free"]
        if "free" in words:
            self.error(line.pos, "'free' stands alone: 'food free'")
            raise Invalid
        return fx.FoodCost(foods=tuple(f for f in foods if f is not None), wild=foods.count(None))

    def wingspan(self, line: ast.WingspanLine) -> int | None:
        if isinstance(line.value, ast.Word):
            if line.value.text == "wild":
                return None
            self.error(
                line.value.pos,
                f"wingspan is a number of cm or 'wild', not '{shorten(line.value.text)}'",
            )
            raise Invalid
        return self.number(line.value, "wingspan", low=1)

    def tags(self, line: ast.Tags) -> tuple[str, ...]:
        tags: dict[str, None] = {}  # in the order written; a dict, so each look-up is O(1)
        for word in line.tags:
            if word.text != word.text.lower():
                self.error(word.pos, f"tag '{shorten(word.text)}' must be lower case")
            elif word.text in tags:
                self.error(word.pos, f"tag '{shorten(word.text)}' is listed twice")
            else:
                tags[word.text] = None
        return tuple(tags)

    # ---------------------------------------------------------------- powers

    def power(self, block: ast.PowerBlock) -> fx.Power:
        timing = Timing[block.timing.name.upper()]
        flags = self.flags(block.flags)
        trigger = self.trigger(block, timing)
        effects = Body(self, timing).compile(block.body)
        implied = implied_flags(effects)
        for word in block.flags:
            if word.text in _FLAG_NEEDS and word.text not in implied:
                needs = _FLAG_NEEDS[word.text]
                self.error(word.pos, f"the {word.text} flag needs {needs} in the power")
        power = fx.Power(
            timing=timing,
            effects=effects,
            trigger=trigger,
            predator="predator" in implied,
            flocking="flocking" in implied,
            bonus="bonus-cards" in implied,
            double_goal="counts-double" in flags and timing is Timing.ROUND_END,
            double_bonus="counts-double" in flags and timing is Timing.GAME_END,
        )
        if "counts-double" in flags and (effects or not (power.double_goal or power.double_bonus)):
            self.error(
                block.pos,
                "a counts-double power is a round-end power (the goal) or a game-end power "
                "(bonus cards) with no lines",
                "write 'power counts-double round end' (or 'game end') and 'end' on the next line",
            )
        return power

    def flags(self, words: tuple[ast.Word, ...]) -> set[str]:
        flags: set[str] = set()
        for word in words:
            if word.text not in FLAG_WORDS:
                self.error(
                    word.pos,
                    f"unknown power flag '{shorten(word.text)}'; expected {one_of(FLAG_WORDS)} "
                    "or a timing (when played, when activated, once between turns, "
                    "round end, game end)",
                    hint_for(word.text, "flag", [*FLAG_WORDS, "when", "once", "round", "game"]),
                )
                raise Invalid
            if word.text in flags:
                self.error(word.pos, f"power flag '{shorten(word.text)}' is given twice")
            flags.add(word.text)
        return flags

    def trigger(self, block: ast.PowerBlock, timing: Timing) -> fx.Trigger | None:
        pink = timing is Timing.ONCE_BETWEEN_TURNS
        if block.trigger is None:
            if pink:
                self.error(
                    block.timing.pos,
                    "a 'once between turns' power needs a trigger",
                    "e.g. 'once between turns when another player takes the lay-eggs action'",
                )
                raise Invalid
            return None
        if not pink:
            self.error(
                block.trigger.pos,
                f"only 'once between turns' powers have a trigger, not '{timing.words}' powers",
            )
            raise Invalid
        return self.trigger_pattern(block.trigger, timing)

    def trigger_pattern(self, trigger: ast.Trigger, timing: Timing) -> fx.Trigger:
        found = Body(self, timing).phrase(trigger)
        assert isinstance(found, fx.Trigger)
        return found

    # ---------------------------------------------------------------- bonus cards

    def bonus(self, decl: ast.BonusDecl) -> fx.BonusCard | None:
        what = f"bonus card '{shorten(decl.name)}'"
        lines = self.single_lines(decl, what)
        facts = self.guarded(self.card_facts, "bonus", lines.values())
        scoreless = facts is not None and _scoreless(facts)
        needed = ("set", "counts") if scoreless else ("set", "counts", "score")
        complete = self.require(lines, needed, decl, what)
        complete = self.check_name(decl.pos, decl.name, "a bonus card's name") and complete
        parts: dict[str, Any] = {
            key: self.guarded(_BONUS_LINE[key], self, line)
            for key, line in lines.items()
            if not isinstance(line, ast.FactLine)
        }
        if not complete or facts is None or any(value is None for value in parts.values()):
            return None
        card = fx.BonusCard(
            name=decl.name,
            set=parts["set"],
            measure=parts["counts"],
            scoring=parts.get("score", fx.TierScoring(())),  # no player scores a scoreless card
            facts=facts,
            origin=self.origin(decl.pos),
        )
        refused = [
            message
            for f in declared_facts("bonus")
            if f.requires is not None and card.fact(f.name) != f.default
            for message in (f.requires(card),)
            if message
        ]
        for message in refused:  # a fact the card's other lines leave meaningless
            self.error(decl.pos, f"{what}: {message}")
        return None if refused else card

    def card_facts(self, card: CardKind, lines: Iterable[_DeclLine]) -> Facts:
        """The declared facts the fact lines among ``lines`` give (``effects.cards.CardFact``),
        those that differ from their default, sorted by name."""
        values: dict[str, FactValue] = {}
        failed = False
        for line in lines:
            if not isinstance(line, ast.FactLine):
                continue
            for fact in facts_of_line(card, line.line):
                try:
                    values[fact.name] = self.fact_value(fact, line)
                except Invalid:
                    failed = True
                    break
        if failed:
            raise Invalid
        defaults = {f.name: f.default for f in declared_facts(card)}
        return tuple(sorted((k, v) for k, v in values.items() if v != defaults[k]))

    def fact_value(self, fact: CardFact, line: ast.FactLine) -> FactValue:
        """The value ``line`` gives the declared ``fact``: a word of its words, or a number."""
        if isinstance(line.value, ast.Num):
            return self.number(line.value, fact.what or "a number", low=fact.low, high=fact.high)
        table = dict(fact.words)
        kind = "yes/no value" if table.keys() == YES_NO.keys() else f"'{fact.line}' value"
        return self.lookup(line.value, kind, table)

    def tiers(self, score: ast.TierScore) -> fx.TierScoring:
        tiers: list[fx.Tier] = []
        for tier in score.tiers:
            low = self.number(tier.low, "a tier's lower bound")
            high = None if tier.high is None else self.number(tier.high, "a tier's upper bound")
            points = self.number(tier.points, "points")
            if high is not None and high < low:
                self.error(tier.pos, f"tier {low}..{high} is empty")
                raise Invalid
            if tiers and (tiers[-1].max is None or low <= tiers[-1].max):
                self.error(tier.pos, "tiers must be in increasing order without overlap")
                raise Invalid
            tiers.append(fx.Tier(low, high, points))
        return fx.TierScoring(tuple(tiers))

    def per_item(self, score: ast.PerItemScore) -> fx.PerItemScoring:
        if score.unit.text not in SCORE_UNITS:
            self.lookup(score.unit, "scoring unit", dict.fromkeys(SCORE_UNITS))
        return fx.PerItemScoring(self.number(score.points, "points"))

    # ---------------------------------------------------------------- hummingbirds

    def hummingbird(self, decl: ast.HummingbirdDecl) -> HummingbirdCard | None:
        what = f"hummingbird '{shorten(decl.name)}'"
        lines = self.single_lines(decl, what)
        needed = ("scientific", "set", "group", "benefit", "beak")
        complete = self.require(lines, needed, decl, what)
        complete = self.check_name(decl.pos, decl.name, "a hummingbird's name") and complete
        parts: dict[str, Any] = {
            key: self.guarded(_HUMMINGBIRD_LINE[key], self, line) for key, line in lines.items()
        }
        if not complete or any(value is None for value in parts.values()):
            return None
        return HummingbirdCard(
            name=decl.name,
            scientific=parts["scientific"],
            set=parts["set"],
            group=parts["group"],
            benefit=parts["benefit"],
            beak=parts["beak"],
            categories=parts.get("categories", ()),
            origin=self.origin(decl.pos),
        )

    # ---------------------------------------------------------------- goal tiles

    def goal(self, decl: ast.GoalDecl) -> fx.GoalTile | None:
        lines = self.single_lines(decl, "goal tile")
        complete = self.require(lines, ("set",), decl, "goal tile")
        sides = [line for line in decl.lines if isinstance(line, ast.Side)]
        if len(sides) != 2:
            self.error(decl.pos, f"a goal tile has 2 sides, this one has {len(sides)}")
            return None
        measures = [self.guarded(self.measure, side.measure) for side in sides]
        names = [side.name for side in sides]
        compiled = [m for m in measures if m is not None]
        if not complete or len(compiled) != len(measures):
            return None
        for side, name in zip(sides, names, strict=True):
            if not name.strip():
                self.error(side.pos, "a goal side needs a name")
                return None
            if not self.check_name(side.pos, name, "a goal side's name"):
                return None
        front, back = (fx.GoalSide(n, m) for n, m in zip(names, compiled, strict=True))
        set_line = lines["set"]
        assert isinstance(set_line, ast.SetName)  # the only line with the keyword 'set'
        return fx.GoalTile(set_line.name.text, (front, back), origin=self.origin(decl.pos))

    # ---------------------------------------------------------------- measures

    # A measure and a bird condition are compiled by the class that declares their phrase
    # (``wingspan_rules.effects``: measures and predicates), with this compiler as their
    # ``Reading`` context.

    def measure(self, measure: ast.Measure) -> fx.Measure:
        found: fx.Measure = self.declared("measure", measure)
        return found

    def predicates(self, filters: Iterable[ast.BirdFilter]) -> tuple[fx.Predicate, ...]:
        return tuple(self.predicate(f) for f in filters)

    def predicate(self, f: ast.BirdFilter) -> fx.Predicate:
        found: fx.Predicate = self.declared("bird_filter", f)
        return found

    def declared(self, kind: str, node: ast.Phrase) -> Any:
        """Compile a bird condition or a measure with the declaration that owns it."""
        compile = cast(_ReadingCompile, phrase_table()[(kind, node.rule)].compile)
        return compile(node, self)

    def egg_filter(self, egg_filter: ast.EggFilter | None) -> tuple[fx.Predicate, ...]:
        """The bird conditions of an egg measure's filter ("eggs in forest")."""
        if egg_filter is None:
            return ()
        if isinstance(egg_filter, ast.EggsInHabitat):
            return (fx.InHabitat(self.habitat(egg_filter.habitat)),)
        if isinstance(egg_filter, ast.EggsInNests):
            return (fx.NestIs((self.nest(egg_filter.nest),)),)
        return self.predicates(egg_filter.filters)

    def fail(self, pos: ast.Pos, message: str, hint: str | None = None) -> NoReturn:
        self.error(pos, message, hint)
        raise Invalid


#: A declared phrase of a bird condition or a measure compiles with a ``Reading`` context
#: (``effects._base.Reading``: the compiler itself), not a power's ``Compiling``.
_ReadingCompile = Callable[[fx.PhraseNode, fx.Reading], Any]


#: What each power flag (a printed icon) needs in the power's body.
_FLAG_NEEDS = {
    "predator": "a 'hunt succeeds if' line",
    "flocking": "a tuck from hand or deck",
    "bonus-cards": "a 'draw N bonus cards'",
}


def implied_flags(effects: tuple[fx.Effect, ...]) -> set[str]:
    """The power flags (printed icons) a power's body implies: a predator hunts, a flocking
    bird tucks from the hand or the deck, a bonus-cards power draws bonus cards (or scores one,
    ``BONUS_CARDS`` on the effect's class). The compiler
    derives the flags from the body; a flag an author writes is checked against it."""
    parts = list(fx.walk_effects(effects))
    implied: set[str] = set()
    # a hunt, or an alternative cost that counts as the predator succeeding (rules 9.1)
    if any(
        isinstance(e, fx.Hunt) or getattr(type(e), "SUCCEEDS_AS_PREDATOR", False) for e in parts
    ):
        implied.add("predator")
    if any(e.tucks_cards() for e in parts) or _tucks_revealed_outside_hunt(effects):
        implied.add("flocking")
    if any(
        isinstance(e, fx.DrawBonusCards) or getattr(type(e), "BONUS_CARDS", False) for e in parts
    ):
        implied.add("bonus-cards")
    return implied


def _tucks_revealed_outside_hunt(effects: tuple[fx.Effect, ...]) -> bool:
    """Whether the body tucks a revealed card other than as a hunt's reward: a card drawn,
    tested and tucked (the promo packs' New Zealand Scaup) is a flocking power's tuck, while a
    hunt's tucked card is its predator's catch."""
    for effect in effects:
        if isinstance(effect, fx.Hunt):
            continue
        if isinstance(effect, fx.TuckCards) and effect.source is fx.Zone.REVEALED:
            return True
        if any(_tucks_revealed_outside_hunt(block) for block in effect.blocks()):
            return True
    return False


#: The blocks of a card file, and the lines they hold.
_Decl = ast.BirdDecl | ast.BonusDecl | ast.GoalDecl | ast.HummingbirdDecl
_DeclLine = ast.BirdLine | ast.BonusLine | ast.GoalLine | ast.HummingbirdLine

_NAME_HINT = (
    "a name is one line of plain text, single-spaced, without '#' (docs/language.md, section 1)"
)

_BIRD_REQUIRED = ("scientific", "set", "habitat", "food", "points", "nest", "eggs", "wingspan")

_REQUIRED_HINTS = {
    "food": "write 'food free' for a bird that costs nothing",
    "wingspan": "write 'wingspan wild' for a flightless bird",
    "nest": "write 'nest none' for a bird without a nest",
}

#: How each line of a bird compiles; the value's type depends on the keyword (see ``bird``).
_BIRD_LINE: dict[str, Callable[[Compiler, Any], Any]] = {
    "scientific": lambda c, line: c.checked_name(line.pos, line.name, "a scientific name"),
    "set": lambda c, line: line.name.text,
    "habitat": Compiler.habitats,
    "food": Compiler.food_cost,
    "points": lambda c, line: c.number(line.points, "points"),
    "nest": lambda c, line: c.nest(line.nest),
    "eggs": lambda c, line: c.number(line.eggs, "the egg limit"),
    "wingspan": Compiler.wingspan,
    "beak": lambda c, line: c.lookup(line.direction, "beak direction", BEAK_WORDS),
    "tags": Compiler.tags,
    "power": Compiler.power,
}

_BONUS_LINE: dict[str, Callable[[Compiler, Any], Any]] = {
    "set": lambda c, line: line.name.text,
    "counts": lambda c, line: c.measure(line.measure),
    "score": lambda c, line: c.tiers(line) if isinstance(line, ast.TierScore) else c.per_item(line),
}


#: The words of a hummingbird's group and benefit lines.
GROUP_WORDS = {g.word: g for g in GROUPS}
BENEFIT_WORDS = {b.value: b for b in Benefit}

#: How each line of a hummingbird compiles.
_HUMMINGBIRD_LINE: dict[str, Callable[[Compiler, Any], Any]] = {
    "scientific": lambda c, line: c.checked_name(line.pos, line.name, "a scientific name"),
    "set": lambda c, line: line.name.text,
    "group": lambda c, line: c.lookup(line.group, "hummingbird group", GROUP_WORDS),
    "benefit": lambda c, line: c.lookup(line.benefit, "hummingbird benefit", BENEFIT_WORDS),
    "beak": lambda c, line: c.lookup(line.direction, "beak direction", BEAK_WORDS),
    "categories": lambda c, line: tuple(
        c.checked_name(line.pos, name, "a bonus card's name") for name in line.names
    ),
}


def _scoreless(facts: Facts) -> bool:
    """Whether a bonus card with ``facts`` is one no player scores (``CardFact.scoreless``)."""
    on = {name for name, value in facts if value}
    return any(f.scoreless and f.name in on for f in declared_facts("bonus"))


# -------------------------------------------------------------------------------- files


@attrs.frozen
class CompiledFile:
    birds: tuple[fx.BirdCard, ...]
    bonus_cards: tuple[fx.BonusCard, ...]
    goal_tiles: tuple[fx.GoalTile, ...]
    #: The first errors by position (at most ``MAX_ERRORS_PER_FILE``), and how many more.
    errors: tuple[CardError, ...]
    omitted: int = 0
    hummingbirds: tuple[HummingbirdCard, ...] = ()


def compile_file(card_file: ast.CardFile) -> CompiledFile:
    """Compile one parsed file; errors are returned, not raised (see ``compile_files``)."""
    compiler = Compiler(card_file.path)
    birds: list[fx.BirdCard] = []
    bonus_cards: list[fx.BonusCard] = []
    goal_tiles: list[fx.GoalTile] = []
    hummingbirds: list[HummingbirdCard] = []
    for item in card_file.items:
        if isinstance(item, ast.BirdDecl):
            _append(birds, _with_text(compiler.bird(item), item))
        elif isinstance(item, ast.BonusDecl):
            _append(bonus_cards, _with_text(compiler.guarded(compiler.bonus, item), item))
        elif isinstance(item, ast.HummingbirdDecl):
            _append(hummingbirds, _with_text(compiler.guarded(compiler.hummingbird, item), item))
        else:
            _append(goal_tiles, _with_text(compiler.guarded(compiler.goal, item), item))
    return CompiledFile(
        tuple(birds),
        tuple(bonus_cards),
        tuple(goal_tiles),
        compiler.errors.errors,
        compiler.errors.omitted,
        tuple(hummingbirds),
    )


def compile_broken(parsed: ParsedFile) -> tuple[CardError, ...]:
    """The errors of meaning of the cards with syntax errors (``ParsedFile.broken``, read
    without their lines at fault), but those of the lines a line left out may cause (the
    card's and its power's headers): so a syntax error in one line hides no other line's
    error. The cards themselves are never played."""
    errors: list[CardError] = []
    for card in parsed.broken:
        compiled = compile_file(ast.CardFile(parsed.file.path, card.items, ()))
        errors += [e for e in compiled.errors if e.line not in card.quiet]
    return tuple(errors)


def _with_text(card: _T | None, item: ast.Item) -> _T | None:
    """``card`` carrying its canonical text (for the card set's fingerprint)."""
    return None if card is None else attrs.evolve(card, text=format_item(item))  # type: ignore[misc]


def _append(items: list[_T], item: _T | None) -> None:
    if item is not None:
        items.append(item)


def check_card_set(
    birds: Iterable[fx.BirdCard],
    bonus_cards: Iterable[fx.BonusCard],
    goal_tiles: Iterable[fx.GoalTile],
) -> list[CardError]:
    """Checks across files: unique names, and at least one bird."""
    errors: list[CardError] = []
    errors += _duplicates(birds, "bird")
    errors += _duplicates(bonus_cards, "bonus card")
    return errors


class _NamedCard(Protocol):
    """A card with a unique name (birds, bonus cards)."""

    @property
    def name(self) -> str: ...

    @property
    def origin(self) -> fx.Origin | None: ...


#: Where a card that was not read from a file (so carries no origin) is reported.
_NO_ORIGIN = fx.Origin("<unknown>", 0, 0)


def _duplicates(cards: Iterable[_NamedCard], what: str) -> list[CardError]:
    errors: list[CardError] = []
    first_seen: dict[str, _NamedCard] = {}
    for card in cards:
        key = card.name.casefold()
        if key in first_seen:
            first = first_seen[key].origin or _NO_ORIGIN
            origin = card.origin or _NO_ORIGIN
            errors.append(
                CardError(
                    origin.path,
                    origin.line,
                    origin.column,
                    f"duplicate {what} '{shorten(card.name)}' (first defined at {first.path}:{first.line})",
                )
            )
        else:
            first_seen[key] = card
    return errors
