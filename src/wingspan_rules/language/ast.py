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
class FactLine:
    """A line giving a fact printed on the card that a mode or an expansion declares
    (``effects.cards.CardFact``): ``line`` its keyword words, ``value`` a word or a number.
    The same node for birds and bonus cards; the compiler checks it against the declarations."""

    line: str
    value: Word | Num
    pos: Pos = _pos()

    @property
    def key(self) -> str:
        """The line's key in its block (``CardFact.key``: the keyword's last word)."""
        return self.line.split()[-1]

    def text(self) -> str:
        return f"{self.line} {self.value}"


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
    bird``, ``left of this bird``, ``adjacent to this bird``)."""

    place: str
    pos: Pos = _pos()

    def text(self) -> str:
        whole = self.place.startswith(("next", "left", "adjacent"))
        return self.place if whole else f"in {self.place}"


@attrs.frozen
class Phrase:
    """A phrase of the vocabulary: an action, a condition, a player scope, a pink trigger, a
    bird condition or a measure.

    Which phrases exist is declared by the primitives, predicates and measures
    (``wingspan_rules.effects``): ``kind`` is the grammar rule (``action``, ``condition``,
    ``scope``, ``trigger``, ``bird_filter``, ``measure``) and ``rule`` the phrase's name.
    ``args``: its words, numbers and shared parts (a food choice is a tuple of ``Word``, a bird
    target a ``Target``, a bird condition a ``Phrase``, ``at end of turn`` is ``True``),
    keywords left out. ``source``: its canonical text, which the formatter prints (the phrase
    as written, with single spaces, unless its declaration says otherwise: ``Phrase.text``).
    """

    kind: str
    rule: str
    args: tuple[Any, ...]
    source: str = attrs.field(eq=False)
    pos: Pos = _pos()

    def text(self) -> str:
        return self.source

    def __str__(self) -> str:
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

    #: A bird selector, a measure, or the phrase of a primitive that runs the body (``each``).
    counted: Target | Measure
    body: tuple[Statement, ...]
    block: bool = attrs.field(default=False, eq=False)  # written as a block (layout only)
    pos: Pos = _pos()
    end: Pos = _pos()

    def head(self) -> str:
        if isinstance(self.counted, Target):  # "each bird ...", "each other bird ..."
            return f"for {self.counted.text()}"
        words = self.counted.text().split(" ", 1)
        if words[0].isdigit():  # a counted quantity: "for every 3 eggs in your forest"
            return f"for every {self.counted.text()}"
        singular = {"birds": "bird", "eggs": "egg", "cards": "card"}.get(words[0], words[0])
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

# A measure (what a bonus card, a goal side, a comparison or "for each" counts) and a bird
# condition are phrases declared by their classes (``wingspan_rules.effects``: measures and
# predicates), of the kinds ``measure`` and ``bird_filter``. The egg filter is the shared part
# of the egg measure, and the action cubes another player placed what "for each" counts in
# the European round-end powers.

BirdFilter = Phrase
Measure = Phrase
TargetFilter = BirdFilter | PlaceFilter


def _filters(filters: tuple[BirdFilter, ...]) -> str:
    return " and ".join(f.text() for f in filters)


@attrs.frozen
class EggsInHabitat:
    habitat: Word
    pos: Pos = _pos()

    def text(self) -> str:
        return f"in {self.habitat}"

    def __str__(self) -> str:
        return self.text()


@attrs.frozen
class EggsInNests:
    nest: Word
    pos: Pos = _pos()

    def text(self) -> str:
        return f"in {self.nest} nests"

    def __str__(self) -> str:
        return self.text()


@attrs.frozen
class EggsOnBirds:
    filters: tuple[BirdFilter, ...]
    pos: Pos = _pos()

    def text(self) -> str:
        return f"on birds {_filters(self.filters)}"

    def __str__(self) -> str:
        return self.text()


EggFilter = EggsInHabitat | EggsInNests | EggsOnBirds


# ------------------------------------------------------------------------------ bonus cards


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


# ------------------------------------------------------------------------------ hummingbirds


@attrs.frozen
class GroupLine:
    group: Word
    pos: Pos = _pos()
    key = "group"

    def text(self) -> str:
        return f"group {self.group}"


@attrs.frozen
class BenefitLine:
    benefit: Word
    pos: Pos = _pos()
    key = "benefit"

    def text(self) -> str:
        return f"benefit {self.benefit}"


@attrs.frozen
class CategoriesLine:
    names: tuple[str, ...]
    pos: Pos = _pos()
    key = "categories"

    def text(self) -> str:
        return "categories " + ", ".join(_quote(n) for n in self.names)


# ------------------------------------------------------------------------------ top level

BirdLine = (
    Scientific
    | SetName
    | FactLine
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
BonusLine = SetName | FactLine | Counts | TierScore | PerItemScore
GoalLine = SetName | Side
HummingbirdLine = Scientific | SetName | GroupLine | BenefitLine | Beak | CategoriesLine


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


@attrs.frozen
class HummingbirdDecl:
    name: str
    lines: tuple[HummingbirdLine, ...]
    pos: Pos = _pos()
    end: Pos = _pos()

    def header(self) -> str:
        return f"hummingbird {_quote(self.name)}"


Item = BirdDecl | BonusDecl | GoalDecl | HummingbirdDecl


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
