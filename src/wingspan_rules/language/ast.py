"""The typed syntax tree of a card file.

Every node is a frozen attrs class carrying its source position (ignored by equality, so a tree
parsed from formatted text equals the tree it was formatted from). Nodes know their canonical
source text (``text()``), which is what the formatter prints; what they *mean* is decided by the
compiler (``compiler.py``), never here.

Names of foods, habitats, nests, zones, tags and flags are kept as ``Word`` nodes: the grammar
accepts any word there and the compiler checks it, which gives better messages than a parse error.
"""

from __future__ import annotations

from typing import Any

import attrs


@attrs.frozen
class Pos:
    line: int
    column: int


NOWHERE = Pos(0, 0)


def _pos() -> Pos:
    return attrs.field(default=NOWHERE, eq=False, kw_only=True, repr=False)


def _plural(amount: int, singular: str, plural: str) -> str:
    return singular if amount == 1 else plural


@attrs.frozen
class Word:
    text: str
    pos: Pos = _pos()

    def __str__(self) -> str:
        return self.text


@attrs.frozen
class Num:
    value: int
    pos: Pos = _pos()
    #: Written "up to N": the player picks from none to ``value``.
    up_to: bool = False

    def __str__(self) -> str:
        return f"up to {self.value}" if self.up_to else str(self.value)


def _words(words: tuple[Word, ...], sep: str = " ") -> str:
    return sep.join(w.text for w in words)


def _quote(text: str) -> str:
    return f'"{text}"'


# ------------------------------------------------------------------------------ bird fact lines


@attrs.frozen
class Scientific:
    name: str
    pos: Pos = _pos()
    key = "scientific"

    def text(self) -> str:
        return f"scientific {_quote(self.name)}"


@attrs.frozen
class SetName:
    name: Word
    pos: Pos = _pos()
    key = "set"

    def text(self) -> str:
        return f"set {self.name}"


@attrs.frozen
class SwiftStart:
    value: Word
    pos: Pos = _pos()
    key = "swift-start"

    def text(self) -> str:
        return f"swift-start {self.value}"


@attrs.frozen
class Habitats:
    habitats: tuple[Word, ...]
    pos: Pos = _pos()
    key = "habitat"

    def text(self) -> str:
        return f"habitat {_words(self.habitats)}"


@attrs.frozen
class FoodCostLine:
    """``food a + b + c`` (pay all) or ``food a or b`` (pay one of them; formerly written
    ``a / b``); ``food free``."""

    foods: tuple[Word, ...]
    one_of: bool = False
    pos: Pos = _pos()
    key = "food"

    def text(self) -> str:
        return "food " + _words(self.foods, " or " if self.one_of else " + ")


@attrs.frozen
class Points:
    points: Num
    pos: Pos = _pos()
    key = "points"

    def text(self) -> str:
        return f"points {self.points}"


@attrs.frozen
class NestLine:
    nest: Word
    pos: Pos = _pos()
    key = "nest"

    def text(self) -> str:
        return f"nest {self.nest}"


@attrs.frozen
class Eggs:
    eggs: Num
    pos: Pos = _pos()
    key = "eggs"

    def text(self) -> str:
        return f"eggs {self.eggs}"


@attrs.frozen
class WingspanLine:
    value: Num | Word
    pos: Pos = _pos()
    key = "wingspan"

    def text(self) -> str:
        return f"wingspan {self.value}"


@attrs.frozen
class Beak:
    direction: Word
    pos: Pos = _pos()
    key = "beak"

    def text(self) -> str:
        return f"beak {self.direction}"


@attrs.frozen
class Tags:
    tags: tuple[Word, ...]
    pos: Pos = _pos()
    key = "tags"

    def text(self) -> str:
        return " ".join(["tags", *(t.text for t in self.tags)])


# ------------------------------------------------------------------------------ power: header


@attrs.frozen
class TimingWords:
    """The timing of a power, by its enum name: ``when_played``, ``once_between_turns``..."""

    name: str
    pos: Pos = _pos()

    def text(self) -> str:
        return self.name.replace("_", " ")


# ------------------------------------------------------------------------------ power: selectors


@attrs.frozen
class Target:
    """A bird selector: ``which`` is this, any, another, different, each or each-other;
    ``filters``: its conditions, bird conditions and places (``in this column``), in the order
    written."""

    which: str
    filters: tuple[TargetFilter, ...] = ()
    pos: Pos = _pos()

    _WORDS = {
        "this": "this bird",
        "any": "any bird",
        "another": "another bird",
        "different": "a different bird",
        "each": "each bird",
        "each-other": "each other bird",
    }

    def text(self) -> str:
        where = " and ".join(f.text() for f in self.filters)
        return " ".join([self._WORDS[self.which], where]).rstrip()


@attrs.frozen
class PlaceFilter:
    """Where a selected bird lies, seen from this bird: ``place`` is the words after "in" or
    the whole phrase (``this column``, ``this habitat``, ``another habitat``, ``next to this
    bird``)."""

    place: str
    pos: Pos = _pos()

    def text(self) -> str:
        return self.place if self.place.startswith("next") else f"in {self.place}"


@attrs.frozen
class Phrase:
    """A phrase of the vocabulary: an action, a condition, a player scope or a pink trigger.

    Which phrases exist is declared by the primitives (``wingspan_rules.effects``): ``kind`` is
    the grammar rule (``action``, ``condition``, ``scope``, ``trigger``) and ``rule`` the
    phrase's name. ``args``: its words, numbers and shared parts (a food choice is a tuple of
    ``Word``, a bird target a ``Target``, ``at end of turn`` is ``True``), keywords left out.
    ``source``: the phrase as written, with single spaces, which the formatter prints.
    """

    kind: str
    rule: str
    args: tuple[Any, ...]
    source: str = attrs.field(eq=False)
    pos: Pos = _pos()

    def text(self) -> str:
        return self.source


Action = Phrase
Condition = Phrase
Scope = Phrase
Trigger = Phrase


# ------------------------------------------------------------------------------ power: statements


@attrs.frozen
class Clause:
    """``[you may] action [to action]``: with ``then``, ``action`` is the cost of ``then``."""

    action: Action
    then: Action | None = None
    may: bool = False
    pos: Pos = _pos()

    def text(self) -> str:
        may = "you may " if self.may else ""
        then = f" to {self.then.text()}" if self.then else ""
        return f"{may}{self.action.text()}{then}"


#: A printed line of a statement: its source position, its depth below the statement's own
#: depth, and its text.
StatementLine = tuple[Pos, int, str]


def _body_lines(
    head: str, pos: Pos, body: tuple[Statement, ...], block: bool
) -> list[StatementLine]:
    """The lines of ``head: body``: one line when ``body`` is written short, else a block."""
    if not block and len(body) == 1:
        inner = body[0].inline()
        if inner is not None:
            return [(pos, 0, f"{head}: {inner}")]
    lines: list[StatementLine] = [(pos, 0, f"{head}:")]
    for statement in body:
        lines += [(p, depth + 1, text) for p, depth, text in statement.lines()]
    return lines


@attrs.frozen
class Plain:
    """A statement of one clause."""

    clause: Clause
    pos: Pos = _pos()

    def lines(self) -> list[StatementLine]:
        return [(self.pos, 0, self.clause.text())]

    def inline(self) -> str | None:
        """The statement on one line (None: it needs several)."""
        return self.clause.text()


@attrs.frozen
class IfYouDo:
    """``if you do: ...``: the body runs only if the statement before it was done."""

    body: tuple[Statement, ...]
    block: bool = attrs.field(default=False, eq=False)  # written as a block (layout only)
    pos: Pos = _pos()
    end: Pos = _pos()

    def lines(self) -> list[StatementLine]:
        return _closed("if you do", self.pos, self.body, self.block, self.end)

    def inline(self) -> str | None:
        return _inline("if you do", self.body, self.block)


@attrs.frozen
class Otherwise:
    """The ``otherwise:`` part of an ``if``."""

    body: tuple[Statement, ...]
    block: bool = attrs.field(default=False, eq=False)  # written as a block (layout only)
    pos: Pos = _pos()
    end: Pos = _pos()

    def lines(self) -> list[StatementLine]:
        return _closed("otherwise", self.pos, self.body, self.block, self.end)


@attrs.frozen
class IfThen:
    """``if CONDITION: ...`` (or a predator's ``hunt succeeds if CONDITION: ...``)."""

    condition: Condition
    body: tuple[Statement, ...]
    otherwise: Otherwise | None = None
    hunt: bool = False  # "hunt succeeds if ...": a predator's test
    block: bool = attrs.field(default=False, eq=False)  # written as a block (layout only)
    pos: Pos = _pos()
    end: Pos = _pos()

    def head(self) -> str:
        lead = "hunt succeeds if" if self.hunt else "if"
        return f"{lead} {self.condition.text()}"

    def lines(self) -> list[StatementLine]:
        if self.otherwise is None:
            return _closed(self.head(), self.pos, self.body, self.block, self.end)
        # "if a: if b: x" then "otherwise:" would read as the inner if's: write a block then.
        plain = len(self.body) == 1 and isinstance(self.body[0], Plain)
        lines = _body_lines(self.head(), self.pos, self.body, self.block or not plain)
        return lines + self.otherwise.lines()

    def inline(self) -> str | None:
        return None if self.otherwise else _inline(self.head(), self.body, self.block)


@attrs.frozen
class ForPlayers:
    """``SCOPE: ...``: the body is done by each player the scope reaches."""

    scope: Scope
    body: tuple[Statement, ...]
    block: bool = attrs.field(default=False, eq=False)  # written as a block (layout only)
    pos: Pos = _pos()
    end: Pos = _pos()

    def lines(self) -> list[StatementLine]:
        return _closed(self.scope.text(), self.pos, self.body, self.block, self.end)

    def inline(self) -> str | None:
        return _inline(self.scope.text(), self.body, self.block)


@attrs.frozen
class ForEach:
    """``for each COUNTED: ...``: the body is done once for each bird, egg or card counted
    (counted when the statement begins)."""

    counted: Target | CountCubes | Measure
    body: tuple[Statement, ...]
    block: bool = attrs.field(default=False, eq=False)  # written as a block (layout only)
    pos: Pos = _pos()
    end: Pos = _pos()

    def head(self) -> str:
        if isinstance(self.counted, Target):  # "each bird ...", "each other bird ..."
            return f"for {self.counted.text()}"
        words = self.counted.text().split(" ", 1)
        singular = {"birds": "bird", "eggs": "egg", "cards": "card", "cubes": "cube"}[words[0]]
        return " ".join(["for each", singular, *words[1:]])

    def lines(self) -> list[StatementLine]:
        return _closed(self.head(), self.pos, self.body, self.block, self.end)

    def inline(self) -> str | None:
        return _inline(self.head(), self.body, self.block)


def _closed(
    head: str, pos: Pos, body: tuple[Statement, ...], block: bool, end: Pos
) -> list[StatementLine]:
    """The lines of ``head: body``, with the closing ``end`` of a block."""
    lines = _body_lines(head, pos, body, block)
    return lines if len(lines) == 1 else [*lines, (end, 0, "end")]


def _inline(head: str, body: tuple[Statement, ...], block: bool) -> str | None:
    if block or len(body) != 1:
        return None
    inner = body[0].inline()
    return None if inner is None else f"{head}: {inner}"


Statement = Plain | IfYouDo | IfThen | ForPlayers | ForEach


@attrs.frozen
class PowerBlock:
    timing: TimingWords
    body: tuple[Statement, ...]
    flags: tuple[Word, ...] = ()
    trigger: Trigger | None = None
    pos: Pos = _pos()
    end: Pos = _pos()
    key = "power"

    def header(self) -> str:
        parts = ["power", *(f.text for f in self.flags), self.timing.text()]
        if self.trigger:
            parts.append(self.trigger.text())
        return " ".join(parts)


# ------------------------------------------------------------------------------ measures


@attrs.frozen
class Tagged:
    tag: Word
    pos: Pos = _pos()

    def text(self) -> str:
        return f"tagged {self.tag}"


@attrs.frozen
class WorthAtMost:
    points: Num
    pos: Pos = _pos()

    def text(self) -> str:
        return f"worth {self.points} points or less"


@attrs.frozen
class WithPower:
    flag: Word  # predator or flocking
    pos: Pos = _pos()

    def text(self) -> str:
        return f"with {self.flag} power"


@attrs.frozen
class Eating:
    food: Word  # a food or wild
    pos: Pos = _pos()

    def text(self) -> str:
        return f"eating {self.food}"


@attrs.frozen
class EatingOnly:
    food: Word
    pos: Pos = _pos()

    def text(self) -> str:
        return f"eating only {self.food}"


@attrs.frozen
class OnlyHabitat:
    habitat: Word
    pos: Pos = _pos()

    def text(self) -> str:
        return f"whose only habitat is {self.habitat}"


@attrs.frozen
class WingspanAbove:
    cm: Num
    pos: Pos = _pos()

    def text(self) -> str:
        return f"with wingspan above {self.cm}"


@attrs.frozen
class WingspanAtMost:
    cm: Num
    pos: Pos = _pos()

    def text(self) -> str:
        return f"with wingspan at most {self.cm}"


@attrs.frozen
class WithNest:
    nests: tuple[Word, ...]
    pos: Pos = _pos()

    def text(self) -> str:
        return f"with {_words(self.nests, ' or ')} nest"


@attrs.frozen
class EggsAtLeast:
    eggs: Num
    pos: Pos = _pos()

    def text(self) -> str:
        eggs = _plural(self.eggs.value, "egg", "eggs")
        return f"with at least {self.eggs} {eggs}"


@attrs.frozen
class InHabitat:
    habitat: Word
    pos: Pos = _pos()

    def text(self) -> str:
        return f"in {self.habitat}"


@attrs.frozen
class NamedFilter:
    """A filter of the European cards, said by a fixed phrase with up to two numbers and a
    word: ``kind`` names it (``no_eggs``, ``worth_above``, ``worth_between``, ``with_tucked``,
    ``several_habitats``, ``costing``, ``with_power_or_none``)."""

    kind: str
    numbers: tuple[Num, ...] = ()
    word: Word | None = None
    pos: Pos = _pos()

    def text(self) -> str:
        n = self.numbers
        match self.kind:
            case "no_eggs":
                return "with no eggs"
            case "worth_above":
                return f"worth more than {n[0]} points"
            case "worth_between":
                return f"worth {n[0]} to {n[1]} points"
            case "with_tucked":
                return "with tucked cards"
            case "several_habitats":
                return "living in several habitats"
            case "costing":
                return f"costing {n[0]} food"
        return f"with {self.word} or no power"


BirdFilter = (
    NamedFilter
    | Tagged
    | WorthAtMost
    | WithPower
    | Eating
    | EatingOnly
    | OnlyHabitat
    | WingspanAbove
    | WingspanAtMost
    | WithNest
    | EggsAtLeast
    | InHabitat
)


TargetFilter = BirdFilter | PlaceFilter


def _filters(filters: tuple[BirdFilter, ...]) -> str:
    return " and ".join(f.text() for f in filters)


@attrs.frozen
class CountBirds:
    filters: tuple[BirdFilter, ...] = ()
    pos: Pos = _pos()

    def text(self) -> str:
        return " ".join(["birds", _filters(self.filters)]).rstrip()


@attrs.frozen
class FewestHabitat:
    pos: Pos = _pos()

    def text(self) -> str:
        return "birds in the habitat with fewest birds"


@attrs.frozen
class EggsInHabitat:
    habitat: Word
    pos: Pos = _pos()

    def text(self) -> str:
        return f"in {self.habitat}"


@attrs.frozen
class EggsInNests:
    nest: Word
    pos: Pos = _pos()

    def text(self) -> str:
        return f"in {self.nest} nests"


@attrs.frozen
class EggsOnBirds:
    filters: tuple[BirdFilter, ...]
    pos: Pos = _pos()

    def text(self) -> str:
        return f"on birds {_filters(self.filters)}"


EggFilter = EggsInHabitat | EggsInNests | EggsOnBirds


@attrs.frozen
class CountEggs:
    filter: EggFilter | None = None
    pos: Pos = _pos()

    def text(self) -> str:
        return f"eggs {self.filter.text()}" if self.filter else "eggs"


@attrs.frozen
class CountCubes:
    """``cube on HABITAT of another player of your choice``: that player's action cubes of this
    round on the habitat's action (a "for each" of the European round-end powers)."""

    habitat: Word
    pos: Pos = _pos()

    def text(self) -> str:
        return f"cubes on {self.habitat} of another player of your choice"


@attrs.frozen
class CountHand:
    pos: Pos = _pos()

    def text(self) -> str:
        return "cards in hand"


@attrs.frozen
class EggSets:
    pos: Pos = _pos()

    def text(self) -> str:
        return "sets of eggs"


@attrs.frozen
class NamedMeasure:
    """A measure of the European cards, said by a fixed phrase (with a number for
    ``columns_with_colours``): ``kind`` names it."""

    kind: str
    number: Num | None = None
    pos: Pos = _pos()

    def text(self) -> str:
        return {
            "most_habitat": "birds in the habitat with most birds",
            "filled_columns": "filled columns",
            "food_in_supply": "food in supply",
            "food_cost": "food cost of birds",
            "colours_in_habitat": "power colours in one habitat",
        }.get(self.kind, f"columns with {self.number} power colours")


Measure = CountBirds | FewestHabitat | CountEggs | CountHand | EggSets | NamedMeasure


# ------------------------------------------------------------------------------ bonus cards


@attrs.frozen
class Automa:
    value: Word
    pos: Pos = _pos()
    key = "automa"

    def text(self) -> str:
        return f"automa {self.value}"


@attrs.frozen
class AutomaKeeps:
    """How many of the tray's matching birds the Automa keeps with this bonus card (rules 6.3,
    the Automa-only cards of 6.4)."""

    count: Num
    pos: Pos = _pos()
    key = "keeps"

    def text(self) -> str:
        return f"automa keeps {self.count}"


@attrs.frozen
class Counts:
    measure: Measure
    pos: Pos = _pos()
    key = "counts"

    def text(self) -> str:
        return f"counts {self.measure.text()}"


@attrs.frozen
class TierRange:
    low: Num
    high: Num | None  # None: open-ended ("4+")
    points: Num
    exact: bool = False  # "5: 8", the same as "5..5: 8"
    pos: Pos = _pos()

    def text(self) -> str:
        if self.exact:
            return f"{self.low}: {self.points}"
        if self.high is None:
            return f"{self.low}+: {self.points}"
        return f"{self.low}..{self.high}: {self.points}"


@attrs.frozen
class TierScore:
    tiers: tuple[TierRange, ...]
    pos: Pos = _pos()
    key = "score"

    def text(self) -> str:
        return "score " + ", ".join(t.text() for t in self.tiers)


@attrs.frozen
class PerItemScore:
    points: Num
    unit: Word
    pos: Pos = _pos()
    key = "score"

    def text(self) -> str:
        return f"score {self.points} per {self.unit}"


# ------------------------------------------------------------------------------ goal tiles


@attrs.frozen
class Side:
    name: str
    measure: Measure
    pos: Pos = _pos()
    key = "side"

    def text(self) -> str:
        return f"side {_quote(self.name)}: counts {self.measure.text()}"


# ------------------------------------------------------------------------------ top level

BirdLine = (
    Scientific
    | SetName
    | SwiftStart
    | Habitats
    | FoodCostLine
    | Points
    | NestLine
    | Eggs
    | WingspanLine
    | Beak
    | Tags
    | PowerBlock
)
BonusLine = SetName | Automa | AutomaKeeps | Counts | TierScore | PerItemScore
GoalLine = SetName | Side


@attrs.frozen
class BirdDecl:
    name: str
    lines: tuple[BirdLine, ...]
    pos: Pos = _pos()
    end: Pos = _pos()

    def header(self) -> str:
        return f"bird {_quote(self.name)}"


@attrs.frozen
class BonusDecl:
    name: str
    lines: tuple[BonusLine, ...]
    pos: Pos = _pos()
    end: Pos = _pos()

    def header(self) -> str:
        return f"bonus {_quote(self.name)}"


@attrs.frozen
class GoalDecl:
    lines: tuple[GoalLine, ...]
    pos: Pos = _pos()
    end: Pos = _pos()

    def header(self) -> str:
        return "goal tile"


Item = BirdDecl | BonusDecl | GoalDecl


@attrs.frozen
class Comment:
    """A ``#`` comment; ``trailing`` when it follows code on the same line."""

    text: str
    trailing: bool = False
    pos: Pos = _pos()


@attrs.frozen
class CardFile:
    path: str
    items: tuple[Item, ...]
    comments: tuple[Comment, ...] = attrs.field(default=(), eq=False)
