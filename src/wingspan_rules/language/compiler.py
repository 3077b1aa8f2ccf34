"""Syntax tree → compiled cards (``wingspan_rules.effects``), with every check of meaning.

The grammar accepts any word where a food, habitat, nest, zone, tag or flag goes; this module
resolves those words, checks numbers and the order of statements (``cache it`` needs a gain
before it, ``if you do`` needs a statement before it...), and collects *every* problem as a
``CardError`` instead of stopping at the first one.
"""

from __future__ import annotations

import difflib
import functools
from collections.abc import Callable, Collection, Iterable, Mapping
from typing import Any, NoReturn, Protocol, TypeVar, TypeVarTuple, cast, overload

import attrs

from .. import effects as fx
from ..state.enums import Action, Food, Habitat, Nest, Timing
from . import ast
from .errors import CardError, ErrorList, shorten
from .formatter import format_item
from .hints import word_hint
from .parser import phrase_rules

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
ACTION_WORDS = {action.label.replace("_", "-"): action for action in Action}
FLAG_WORDS = ("predator", "flocking", "bonus-cards", "counts-double")
YES_NO = {"yes": True, "no": False}
SCORE_UNITS = ("bird", "card", "egg", "set", "column", "colour", "food")

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


_FAILED = object()  # a line that could not be compiled (its error is already recorded)


class _Invalid(Exception):
    """Raised inside the compiler after an error was recorded, to abandon one construct."""


def _hint_for(word: str, kind: str, choices: Collection[str]) -> str | None:
    mistake = _COMMON_MISTAKES.get(f"{word} {kind}") or word_hint(word, kind, choices)
    if mistake:
        return mistake
    if word != word.lower() and word.lower() in choices:
        return "words are written in lower case"
    if word.endswith("s") and word[:-1] in choices:
        return f"write the singular: '{word[:-1]}'"
    close = difflib.get_close_matches(word, list(choices), n=1, cutoff=0.6)
    return f"did you mean '{close[0]}'?" if close else None


class _Compiler(_Reporter):
    # ---------------------------------------------------------------- words and numbers

    def lookup(
        self, word: ast.Word, kind: str, table: Mapping[str, _T], extra: tuple[str, ...] = ()
    ) -> _T:
        if word.text in table:
            return table[word.text]
        choices = [*table, *extra]
        self.error(
            word.pos,
            f"unknown {kind} '{shorten(word.text)}'; expected {_one_of(choices)}",
            _hint_for(word.text, kind, choices),
        )
        raise _Invalid

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
            f"cannot {verb} from '{shorten(word.text)}'; expected {_one_of(allowed)}",
            _hint_for(word.text, "zone", list(allowed)),
        )
        raise _Invalid

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
            raise _Invalid
        if value < low or value > high:
            self.error(num.pos, f"{what} must be from {low} to {high} (got {value})")
            raise _Invalid
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
        except _Invalid:
            return failed

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

    # ---------------------------------------------------------------- birds

    def bird(self, decl: ast.BirdDecl) -> fx.BirdCard | None:
        what = f"bird '{shorten(decl.name)}'"
        lines = self.single_lines(decl, what)
        if not decl.name.strip():
            self.error(decl.pos, "a bird needs a name")
        complete = self.require(lines, _BIRD_REQUIRED, decl, what)
        parts: dict[str, Any] = {
            key: self.guarded(_BIRD_LINE[key], self, line, failed=_FAILED)
            for key, line in lines.items()
        }
        if not complete or _FAILED in parts.values():
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
            swift_start=parts.get("swift-start", False),
            origin=self.origin(decl.pos),
        )

    def habitats(self, line: ast.Habitats) -> tuple[Habitat, ...]:
        habitats = [self.habitat(word) for word in line.habitats]
        if len(set(habitats)) != len(habitats):
            self.error(line.pos, "a habitat is listed twice")
            raise _Invalid
        return tuple(sorted(habitats))

    def food_cost(self, line: ast.FoodCostLine) -> fx.FoodCost:
        words = [w.text for w in line.foods]
        if len(words) > MAX_FOOD_COST:
            self.error(
                line.foods[MAX_FOOD_COST].pos,
                f"a food cost has at most {MAX_FOOD_COST} foods (got {len(words)})",
            )
            raise _Invalid
        if words == ["free"]:
            return fx.FoodCost()
        if line.one_of:
            return fx.FoodCost(foods=tuple(self.food(w) for w in line.foods), one_of=True)
        foods = [self.food_or_wild(w) for w in line.foods if w.text != "free"]
        if "free" in words:
            self.error(line.pos, "'free' stands alone: 'food free'")
            raise _Invalid
        return fx.FoodCost(foods=tuple(f for f in foods if f is not None), wild=foods.count(None))

    def wingspan(self, line: ast.WingspanLine) -> int | None:
        if isinstance(line.value, ast.Word):
            if line.value.text == "wild":
                return None
            self.error(
                line.value.pos,
                f"wingspan is a number of cm or 'wild', not '{shorten(line.value.text)}'",
            )
            raise _Invalid
        return self.number(line.value, "wingspan", low=1)

    def tags(self, line: ast.Tags) -> tuple[str, ...]:
        tags: list[str] = []
        for word in line.tags:
            if word.text != word.text.lower():
                self.error(word.pos, f"tag '{shorten(word.text)}' must be lower case")
            elif word.text in tags:
                self.error(word.pos, f"tag '{shorten(word.text)}' is listed twice")
            else:
                tags.append(word.text)
        return tuple(tags)

    # ---------------------------------------------------------------- powers

    def power(self, block: ast.PowerBlock) -> fx.Power:
        timing = Timing[block.timing.name.upper()]
        flags = self.flags(block.flags)
        trigger = self.trigger(block, timing)
        effects = _Body(self, timing).compile(block.body)
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
            double_goal="counts-double" in flags,
        )
        if power.double_goal and (effects or timing is not Timing.ROUND_END):
            self.error(
                block.pos,
                "a counts-double power is a round-end power with no lines",
                "write 'power counts-double round end' and 'end' on the next line",
            )
        return power

    def flags(self, words: tuple[ast.Word, ...]) -> set[str]:
        flags: set[str] = set()
        for word in words:
            if word.text not in FLAG_WORDS:
                self.error(
                    word.pos,
                    f"unknown power flag '{shorten(word.text)}'; expected {_one_of(FLAG_WORDS)} "
                    "or a timing (when played, when activated, once between turns, "
                    "round end, game end)",
                    _hint_for(word.text, "flag", [*FLAG_WORDS, "when", "once", "round", "game"]),
                )
                raise _Invalid
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
                raise _Invalid
            return None
        if not pink:
            self.error(
                block.trigger.pos,
                f"only 'once between turns' powers have a trigger, not '{timing.words}' powers",
            )
            raise _Invalid
        return self.trigger_pattern(block.trigger, timing)

    def trigger_pattern(self, trigger: ast.Trigger, timing: Timing) -> fx.Trigger:
        found = _Body(self, timing).phrase(trigger)
        assert isinstance(found, fx.Trigger)
        return found

    # ---------------------------------------------------------------- bonus cards

    def bonus(self, decl: ast.BonusDecl) -> fx.BonusCard | None:
        what = f"bonus card '{shorten(decl.name)}'"
        lines = self.single_lines(decl, what)
        automa = lines.get("automa")
        only = isinstance(automa, ast.Automa) and automa.value.text == "only"
        needed = ("set", "counts") if only else ("set", "counts", "score")
        complete = self.require(lines, needed, decl, what)
        parts: dict[str, Any] = {
            key: self.guarded(_BONUS_LINE[key], self, line) for key, line in lines.items()
        }
        if not complete or any(value is None for value in parts.values()):
            return None
        return fx.BonusCard(
            name=decl.name,
            set=parts["set"],
            measure=parts["counts"],
            scoring=parts.get("score", fx.TierScoring(())),  # the Automa scores no bonus card
            automa=parts.get("automa", False),
            automa_only=only,
            automa_keeps=parts.get("keeps", 1),
            origin=self.origin(decl.pos),
        )

    def tiers(self, score: ast.TierScore) -> fx.TierScoring:
        tiers: list[fx.Tier] = []
        for tier in score.tiers:
            low = self.number(tier.low, "a tier's lower bound")
            high = None if tier.high is None else self.number(tier.high, "a tier's upper bound")
            points = self.number(tier.points, "points")
            if high is not None and high < low:
                self.error(tier.pos, f"tier {low}..{high} is empty")
                raise _Invalid
            if tiers and (tiers[-1].max is None or low <= tiers[-1].max):
                self.error(tier.pos, "tiers must be in increasing order without overlap")
                raise _Invalid
            tiers.append(fx.Tier(low, high, points))
        return fx.TierScoring(tuple(tiers))

    def per_item(self, score: ast.PerItemScore) -> fx.PerItemScoring:
        if score.unit.text not in SCORE_UNITS:
            self.lookup(score.unit, "scoring unit", dict.fromkeys(SCORE_UNITS))
        return fx.PerItemScoring(self.number(score.points, "points"))

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
        front, back = (fx.GoalSide(n, m) for n, m in zip(names, compiled, strict=True))
        set_line = lines["set"]
        assert isinstance(set_line, ast.SetName)  # the only line with the keyword 'set'
        return fx.GoalTile(set_line.name.text, (front, back), origin=self.origin(decl.pos))

    # ---------------------------------------------------------------- measures

    def measure(self, measure: ast.Measure) -> fx.Measure:
        if isinstance(measure, ast.CountBirds):
            return fx.CountBirds(self.predicates(measure.filters))
        if isinstance(measure, ast.CountEggs):
            return fx.CountEggs(self.egg_filter(measure.filter))
        if isinstance(measure, ast.NamedMeasure):
            if measure.number is not None:
                colours = self.number(measure.number, "power colours", low=1)
                return fx.ColumnsWithColours(colours)
            return _NAMED_MEASURES[measure.kind]()
        return _SIMPLE_MEASURES[type(measure)]()

    def egg_filter(self, egg_filter: ast.EggFilter | None) -> tuple[fx.Predicate, ...]:
        if egg_filter is None:
            return ()
        if isinstance(egg_filter, ast.EggsInHabitat):
            return (fx.InHabitat(self.habitat(egg_filter.habitat)),)
        if isinstance(egg_filter, ast.EggsInNests):
            return (fx.NestIs((self.nest(egg_filter.nest),)),)
        return self.predicates(egg_filter.filters)

    def predicates(self, filters: Iterable[ast.BirdFilter]) -> tuple[fx.Predicate, ...]:
        return tuple(self.predicate(f) for f in filters)

    def predicate(self, f: ast.BirdFilter) -> fx.Predicate:
        match f:
            case ast.Tagged():
                return fx.HasTag(f.tag.text)
            case ast.WorthAtMost():
                return fx.PointsAtMost(self.number(f.points, "points"))
            case ast.WithPower():
                return self.with_power(f)
            case ast.Eating():
                return self.eating(f)
            case ast.EatingOnly():
                return fx.CostOnly(self.food(f.food))
            case ast.OnlyHabitat():
                return fx.OnlyHabitat(self.habitat(f.habitat))
            case ast.WingspanAbove():
                return fx.WingspanAbove(self.number(f.cm, "wingspan"))
            case ast.WingspanAtMost():
                return fx.WingspanAtMost(self.number(f.cm, "wingspan"))
            case ast.WithNest():
                return fx.NestIs(tuple(self.nest(n) for n in f.nests))
            case ast.EggsAtLeast():
                return fx.EggsAtLeast(self.number(f.eggs, "eggs", low=1))
            case ast.InHabitat():
                return fx.InHabitat(self.habitat(f.habitat))
            case ast.NamedFilter():
                return self.named_filter(f)
        raise TypeError(f"unknown bird filter {f!r}")

    def named_filter(self, f: ast.NamedFilter) -> fx.Predicate:
        n = [self.number(x, "points") for x in f.numbers]
        match f.kind:
            case "no_eggs":
                return fx.EggsAtMost(0)
            case "worth_above":
                return fx.PointsAbove(n[0])
            case "worth_between":
                if n[1] < n[0]:
                    self.error(f.pos, f"worth {n[0]} to {n[1]} points is empty")
                    raise _Invalid
                return fx.PointsBetween(n[0], n[1])
            case "with_tucked":
                return fx.HasTucked()
            case "several_habitats":
                return fx.SeveralHabitats()
            case "costing":
                return fx.CostTotal(n[0])
        assert f.word is not None
        return fx.PowerIs((self.lookup(f.word, "power colour", _COLOURS),), none=True)

    def with_power(self, f: ast.WithPower) -> fx.Predicate:
        table: dict[str, Callable[[], fx.Predicate]] = {
            "predator": fx.HasPredatorPower,
            "flocking": fx.HasFlockingPower,
        }
        for word, timing in _COLOURS.items():
            table[word] = functools.partial(fx.PowerIs, (timing,))
        return self.lookup(f.flag, "power icon or colour", table)()

    def eating(self, f: ast.Eating) -> fx.Predicate:
        food = self.food_or_wild(f.food)
        return fx.CostHasWild() if food is None else fx.CostMentions(food)


#: What each power flag (a printed icon) needs in the power's body.
_FLAG_NEEDS = {
    "predator": "a 'hunt succeeds if' line",
    "flocking": "a tuck from hand or deck",
    "bonus-cards": "a 'draw N bonus cards'",
}


def implied_flags(effects: tuple[fx.Effect, ...]) -> set[str]:
    """The power flags (printed icons) a power's body implies: a predator hunts, a flocking
    bird tucks from the hand or the deck, a bonus-cards power draws bonus cards. The compiler
    derives the flags from the body; a flag an author writes is checked against it."""
    parts = list(fx.walk_effects(effects))
    implied: set[str] = set()
    # a hunt, or an alternative cost that counts as the predator succeeding (rules 9.1)
    if any(
        isinstance(e, fx.Hunt) or getattr(type(e), "SUCCEEDS_AS_PREDATOR", False) for e in parts
    ):
        implied.add("predator")
    if any(e.tucks_cards() for e in parts):
        implied.add("flocking")
    if any(isinstance(e, fx.DrawBonusCards) for e in parts):
        implied.add("bonus-cards")
    return implied


#: The blocks of a card file, and the lines they hold.
_Decl = ast.BirdDecl | ast.BonusDecl | ast.GoalDecl
_DeclLine = ast.BirdLine | ast.BonusLine | ast.GoalLine

#: The power colours a bonus card or goal names (rules 3.8).
_COLOURS: dict[str, Timing] = {t.colour: t for t in Timing}

_NAMED_MEASURES: dict[str, Callable[[], fx.Measure]] = {
    "most_habitat": fx.MostBirdsHabitat,
    "filled_columns": fx.FilledColumns,
    "food_in_supply": fx.FoodInSupply,
    "food_cost": fx.FoodCostOfBirds,
    "colours_in_habitat": fx.ColoursInHabitat,
}

_SIMPLE_MEASURES: dict[type[ast.Measure], Callable[[], fx.Measure]] = {
    ast.FewestHabitat: fx.FewestBirdsHabitat,
    ast.CountHand: fx.CountHand,
    ast.EggSets: fx.EggSets,
}

_BIRD_REQUIRED = ("scientific", "set", "habitat", "food", "points", "nest", "eggs", "wingspan")

_REQUIRED_HINTS = {
    "food": "write 'food free' for a bird that costs nothing",
    "wingspan": "write 'wingspan wild' for a flightless bird",
    "nest": "write 'nest none' for a bird without a nest",
}

#: How each line of a bird compiles; the value's type depends on the keyword (see ``bird``).
_BIRD_LINE: dict[str, Callable[[_Compiler, Any], Any]] = {
    "scientific": lambda c, line: line.name,
    "set": lambda c, line: line.name.text,
    "swift-start": lambda c, line: c.yes_no(line.value),
    "habitat": _Compiler.habitats,
    "food": _Compiler.food_cost,
    "points": lambda c, line: c.number(line.points, "points"),
    "nest": lambda c, line: c.nest(line.nest),
    "eggs": lambda c, line: c.number(line.eggs, "the egg limit"),
    "wingspan": _Compiler.wingspan,
    "beak": lambda c, line: c.lookup(line.direction, "beak direction", BEAK_WORDS),
    "tags": _Compiler.tags,
    "power": _Compiler.power,
}

_BONUS_LINE: dict[str, Callable[[_Compiler, Any], Any]] = {
    "set": lambda c, line: line.name.text,
    "automa": lambda c, line: line.value.text == "only" or c.yes_no(line.value),
    "keeps": lambda c, line: c.number(line.count, "birds kept", low=1),
    "counts": lambda c, line: c.measure(line.measure),
    "score": lambda c, line: c.tiers(line) if isinstance(line, ast.TierScore) else c.per_item(line),
}


# -------------------------------------------------------------------------------- power bodies

#: Timings whose powers run during their owner's own turn.

_PLACES = {place.value: place for place in fx.Place}

_WHICH = {
    "this": (fx.Which.THIS, False),
    "any": (fx.Which.ANY, False),
    "another": (fx.Which.OTHER, False),
    "different": (fx.Which.ANY, True),
    "each": (fx.Which.ANY, False),
    "each-other": (fx.Which.OTHER, False),
}


@attrs.define
class _Body:
    """Compiles the statements of one power, in order, remembering what earlier ones did.

    It is also what a declared phrase compiles with (``effects._base.Compiling``): words,
    numbers and zones resolved with precise errors, and the power's memory slots. A phrase
    that remembers something (``gain ...``: the food; ``reveal ...``: the cards) produces a
    slot; one that refers back (``cache it``, ``tuck it``, ``if rolled ...``) requires it.
    """

    c: _Compiler
    timing: Timing
    slots: set[str] = attrs.field(factory=set)
    #: The player scopes the statement being compiled is inside of, innermost last.
    scopes: list[ast.Scope] = attrs.field(factory=list)
    #: The "up to N" amount read by the phrase being compiled, if any.
    up_to: ast.Num | None = None

    def compile(self, statements: Iterable[ast.Statement]) -> tuple[fx.Effect, ...]:
        effects: list[fx.Effect] = []
        failed = False
        for statement in statements:
            try:
                self.statement(statement, effects)
            except _Invalid:
                failed = True
        if failed:
            raise _Invalid
        return tuple(effects)

    def statement(self, statement: ast.Statement, effects: list[fx.Effect]) -> None:
        if isinstance(statement, ast.Plain):
            effects.append(self.clause(statement.clause))
        elif isinstance(statement, ast.IfYouDo):
            if not effects:
                self.fail(
                    statement.pos,
                    "'if you do' needs a statement before it",
                    "'if you do: ...' follows the line it depends on, in the same block",
                )
            done = effects.pop()
            effects.append(fx.IfDone((done,), self.body(statement.body)))
        elif isinstance(statement, ast.IfThen):
            effects.append(self.if_then(statement))
        elif isinstance(statement, ast.ForEach):
            if isinstance(statement.counted, ast.Target):
                birds = self.target(statement.counted, each=True)
                effects.append(fx.ForEach(None, self.body(statement.body), birds))
            elif isinstance(statement.counted, ast.CountCubes):
                habitat = self.c.habitat(statement.counted.habitat)
                effects.append(fx.ForEachCube(habitat, self.body(statement.body)))
            else:
                counted = self.c.measure(statement.counted)
                effects.append(fx.ForEach(counted, self.body(statement.body)))
        else:
            scope = self.phrase(statement.scope)
            assert isinstance(scope, fx.PlayerScope)
            self.scopes.append(statement.scope)
            try:
                effects.append(fx.ForPlayers(scope, self.body(statement.body)))
            finally:
                self.scopes.pop()

    def body(self, statements: tuple[ast.Statement, ...]) -> tuple[fx.Effect, ...]:
        """The effects of a nested block (an 'if you do' in it refers to the block's lines)."""
        return self.compile(statements)

    def if_then(self, statement: ast.IfThen) -> fx.Effect:
        test = self.phrase(statement.condition)
        assert isinstance(test, fx.Condition)
        then = self.body(statement.body)
        otherwise = self.body(statement.otherwise.body) if statement.otherwise else ()
        if statement.hunt:
            return fx.Hunt(test, then, otherwise)
        return fx.If(test, then, otherwise)

    def clause(self, clause: ast.Clause) -> fx.Effect:
        effect = self.effect(clause.action)
        if clause.then is not None:
            effect = fx.IfDone((effect,), (self.effect(clause.then),))
        return fx.MayDo((effect,)) if clause.may else effect

    def effect(self, node: ast.Phrase) -> fx.Effect:
        found = self.phrase(node)
        assert isinstance(found, fx.Effect)
        return found

    def phrase(self, node: ast.Phrase) -> fx.Vocabulary:
        """Compile a phrase with the declaration that owns it."""
        outer, self.up_to = self.up_to, None
        try:
            compiled: fx.Vocabulary = _phrases()[(node.kind, node.rule)].compile(node, self)
            if self.up_to is not None:
                return self.up_to_effect(compiled, self.up_to)
            return compiled
        finally:
            self.up_to = outer

    def up_to_effect(self, effect: fx.Vocabulary, num: ast.Num) -> fx.Effect:
        """ "up to N" of ``effect``: the effect itself when its own decisions let the player
        stop early, else the effect done once, repeated as many times as the player picks."""
        if isinstance(effect, fx.Effect) and effect.chooses_amount():
            return effect
        if isinstance(effect, fx.Effect) and getattr(effect, "amount", None) == num.value:
            return fx.UpTo(num.value, (attrs.evolve(cast(Any, effect), amount=1),))
        self.fail(num.pos, f"'{num}' cannot be used here: write the exact amount")

    # ---------------------------------------------------------------- what phrases use

    def amount(self, num: ast.Num) -> int:
        if num.up_to:
            self.up_to = num
        return self.c.amount(num)

    def number(self, num: ast.Num, what: str, low: int = 0, high: int | None = None) -> int:
        if num.up_to:
            self.fail(num.pos, f"'{num}' cannot be used here: write the number")
        return self.c.number(num, what, low, high)

    def food(self, word: ast.Word) -> Food:
        return self.c.food(word)

    def food_or_wild(self, word: ast.Word) -> Food | None:
        return self.c.food_or_wild(word)

    def habitat(self, word: ast.Word) -> Habitat:
        return self.c.habitat(word)

    def action_word(self, word: ast.Word) -> Action:
        return self.c.lookup(word, "action", ACTION_WORDS)

    def zone(self, word: ast.Word, allowed: dict[str, fx.Zone], verb: str) -> fx.Zone:
        return self.c.zone(word, allowed, verb)

    def lookup(self, word: ast.Word, what: str, table: dict[str, _T]) -> _T:
        return self.c.lookup(word, what, table)

    def fail(self, pos: ast.Pos, message: str, hint: str | None = None) -> NoReturn:
        self.c.error(pos, message, hint)
        raise _Invalid

    def produce(self, slot: str) -> str:
        """The power remembers something in ``slot`` from here on; the slot's name."""
        self.slots.add(slot)
        return slot

    def require(self, slot: str, pos: ast.Pos, message: str, hint: str | None = None) -> str:
        """``slot`` must have been produced by an earlier phrase; else ``message`` at ``pos``."""
        if slot not in self.slots:
            self.fail(pos, message, hint)
        return slot

    def target(self, target: ast.Target | None, each: bool = False) -> fx.BirdTarget:
        """The bird selector ``target``; ``each``: the phrase accepts "each bird ..."."""
        if target is None:
            return fx.BirdTarget()
        if target.which.startswith("each") and not each:
            self.fail(
                target.pos,
                f"'{target.text()}' cannot be used here: this phrase acts on one bird",
                "choose one bird: 'any bird ...', 'another bird ...' or 'this bird'",
            )
        if target.which == "this":
            self.check_this_bird(target)
        which, distinct = _WHICH[target.which]
        places = [f for f in target.filters if isinstance(f, ast.PlaceFilter)]
        if len(places) > 1:
            self.fail(
                places[1].pos,
                f"'{places[1].text()}' after '{places[0].text()}': a bird lies in one place",
                "keep one place condition",
            )
        place = _PLACES[places[0].place] if places else None
        conditions = [f for f in target.filters if not isinstance(f, ast.PlaceFilter)]
        where = self.c.predicates(conditions)
        return fx.BirdTarget(which, distinct, where, place)

    def measure(self, node: ast.Measure) -> fx.Measure:
        """What a measure counts (the measures of bonus cards and goal tiles)."""
        return self.c.measure(node)

    def this_bird(self, target: ast.Target, verb: str) -> None:
        """``target`` must be "this bird": the phrase acts on the bird whose power runs."""
        if target.which != "this":
            self.fail(
                target.pos,
                f"a power can only {verb} this bird, not '{target.text()}'",
                "write 'this bird'",
            )
        self.check_this_bird(target)

    def check_this_bird(self, target: ast.Target) -> None:
        """ "this bird" is the power's own bird: no other player has it."""
        if self.scopes:
            scope = self.scopes[-1].text()
            self.fail(
                target.pos,
                f"'this bird' cannot be used under '{scope}:': it is the bird of the player "
                "whose power runs, and the other players have no such bird",
                "move this line out of the player block, or select one of their birds, "
                "e.g. 'any bird'",
            )


@functools.cache
def _phrases() -> dict[tuple[str, str], fx.Phrase]:
    """(kind, phrase rule) → the declared phrase (built from the vocabulary's declarations)."""
    return {(kind, phrase.rule): phrase for kind, phrase in phrase_rules().values()}


def _one_of(choices: Iterable[str]) -> str:
    quoted = [f"'{c}'" for c in choices]
    return quoted[0] if len(quoted) == 1 else ", ".join(quoted[:-1]) + " or " + quoted[-1]


# -------------------------------------------------------------------------------- files


@attrs.frozen
class CompiledFile:
    birds: tuple[fx.BirdCard, ...]
    bonus_cards: tuple[fx.BonusCard, ...]
    goal_tiles: tuple[fx.GoalTile, ...]
    #: The first errors by position (at most ``MAX_ERRORS_PER_FILE``), and how many more.
    errors: tuple[CardError, ...]
    omitted: int = 0


def compile_file(card_file: ast.CardFile) -> CompiledFile:
    """Compile one parsed file; errors are returned, not raised (see ``compile_files``)."""
    compiler = _Compiler(card_file.path)
    birds: list[fx.BirdCard] = []
    bonus_cards: list[fx.BonusCard] = []
    goal_tiles: list[fx.GoalTile] = []
    for item in card_file.items:
        if isinstance(item, ast.BirdDecl):
            _append(birds, _with_text(compiler.bird(item), item))
        elif isinstance(item, ast.BonusDecl):
            _append(bonus_cards, _with_text(compiler.guarded(compiler.bonus, item), item))
        else:
            _append(goal_tiles, _with_text(compiler.guarded(compiler.goal, item), item))
    return CompiledFile(
        tuple(birds),
        tuple(bonus_cards),
        tuple(goal_tiles),
        compiler.errors.errors,
        compiler.errors.omitted,
    )


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
