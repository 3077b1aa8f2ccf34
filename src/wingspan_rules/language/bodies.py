"""The statements of a power → its effects: the part of the compiler that reads a power's
body, in order, remembering what earlier statements did (the memory slots of ``cache it``,
``tuck it``, ``if you do``), and the context a declared phrase compiles with
(``effects._base.Compiling``). The cards around it (a bird's lines, bonus cards and goals) are
compiled by ``compiler.py``.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING, Any, NoReturn, TypeVar, cast

import attrs

from .. import effects as fx
from ..state.enums import Action, Food, Habitat, Nest, Timing
from . import ast
from .errors import Invalid, shorten
from .phrases import EACH_KIND, phrase_table

if TYPE_CHECKING:
    from .compiler import Compiler

_T = TypeVar("_T")

#: How many ``for each`` blocks may nest (one: a loop's body runs once per thing counted).
MAX_FOR_EACH_NESTING = 1
#: How many blocks of players (``all players: ...``) may nest (two: the work grows as the square
#: of the players, not as a power of them).
MAX_SCOPE_NESTING = 2

ACTION_WORDS = {action.label.replace("_", "-"): action for action in Action}

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
class Body:
    """Compiles the statements of one power, in order, remembering what earlier ones did.

    It is also what a declared phrase compiles with (``effects._base.Compiling``): words,
    numbers and zones resolved with precise errors, and the power's memory slots. A phrase
    that remembers something (``gain ...``: the food; ``reveal ...``: the cards) produces a
    slot; one that refers back (``cache it``, ``tuck it``, ``if rolled ...``) requires it.
    """

    c: Compiler
    timing: Timing
    slots: set[str] = attrs.field(factory=set)
    #: The player scopes the statement being compiled is inside of, innermost last.
    scopes: list[ast.Scope] = attrs.field(factory=list)
    #: The "up to N" amount read by the phrase being compiled, if any.
    up_to: ast.Num | None = None
    #: How many "for each" blocks the statement being compiled is inside of.
    loops: int = 0

    def compile(self, statements: Iterable[ast.Statement]) -> tuple[fx.Effect, ...]:
        effects: list[fx.Effect] = []
        failed = False
        for statement in statements:
            try:
                self.statement(statement, effects)
            except Invalid:
                failed = True
        if failed:
            raise Invalid
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
            effects.append(self.for_each(statement))
        else:
            if len(self.scopes) >= MAX_SCOPE_NESTING:
                self.fail(
                    statement.pos,
                    "a block of players cannot be inside another block of players",
                    "name the players once: the work of nested blocks multiplies",
                )
            scope = self.phrase(statement.scope)
            assert isinstance(scope, fx.PlayerScope)
            self.scopes.append(statement.scope)
            try:
                effects.append(fx.ForPlayers(scope, self.body(statement.body)))
            finally:
                self.scopes.pop()

    def for_each(self, statement: ast.ForEach) -> fx.Effect:
        """A ``for each`` block; one inside another is refused, so that a power's work and what
        it gains stay linear in what it counts (nested, they multiply: 8 deep was 6^8 gains)."""
        if self.loops >= MAX_FOR_EACH_NESTING:
            self.fail(
                statement.pos,
                "a 'for each' block cannot be inside another 'for each' block",
                "count one thing per power: the work of nested loops multiplies",
            )
        self.loops += 1
        try:
            if isinstance(statement.counted, ast.Target):
                birds = self.target(statement.counted, each=True)
                return fx.ForEach(None, self.body(statement.body), birds)
            if statement.counted.kind == EACH_KIND:  # a primitive that runs the block
                return self.each(statement.counted, statement.body)
            counted = self.c.measure(statement.counted)
            return fx.ForEach(counted, self.body(statement.body))
        finally:
            self.loops -= 1

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
        if found.OWNER_ONLY and self.scopes:
            self.fail(
                node.pos,
                f"'{shorten(node.source)}' cannot be used under '{self.scopes[-1].text()}:': only the "
                "player whose power runs can do it (it acts on this bird, or plays a bird)",
                "move this line out of the player block",
            )
        return found

    def each(self, node: ast.Phrase, body: tuple[ast.Statement, ...]) -> fx.Effect:
        """A "for each" block over what a declared primitive counts (``phrases.EACH_KIND``):
        the primitive compiled from its phrase, with the block as its first nested block."""
        found = self.effect(node)
        if not found.BLOCKS:
            raise TypeError(f"{type(found).__name__} declares a 'for each' phrase but no block")
        done: fx.Effect = attrs.evolve(cast(Any, found), **{found.BLOCKS[0]: self.body(body)})
        return done

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

    def nest(self, word: ast.Word) -> Nest:
        return self.c.nest(word)

    def predicates(self, filters: Iterable[ast.BirdFilter]) -> tuple[fx.Predicate, ...]:
        return self.c.predicates(filters)

    def egg_filter(self, egg_filter: ast.EggFilter | None) -> tuple[fx.Predicate, ...]:
        return self.c.egg_filter(egg_filter)

    def action_word(self, word: ast.Word) -> Action:
        return self.c.lookup(word, "action", ACTION_WORDS)

    def zone(self, word: ast.Word, allowed: dict[str, fx.Zone], verb: str) -> fx.Zone:
        return self.c.zone(word, allowed, verb)

    def lookup(self, word: ast.Word, what: str, table: dict[str, _T]) -> _T:
        return self.c.lookup(word, what, table)

    def fail(self, pos: ast.Pos, message: str, hint: str | None = None) -> NoReturn:
        self.c.error(pos, message, hint)
        raise Invalid

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


def _phrases() -> dict[tuple[str, str], fx.Phrase]:
    """(kind, phrase rule) → the declared phrase (built from the vocabulary's declarations)."""
    return phrase_table()
