"""Text → syntax tree: the Lark parser, the tree transformer and syntax-error reporting.

This is the only module that imports Lark. The parser is built once, lazily, and cached. What
needs no Lark lives beside it: the file's comments, its cards' stretches and the parse results
in ``source``, the hints of its syntax errors in ``hints``.
A syntax error is reported as a ``CardError`` with what was expected and a hint. Every card is
parsed on its own, so one run reports every broken card in a file, in time linear in its size.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Callable, Iterable
from typing import Any

import attrs
import lark
from lark import Token, Transformer, v_args
from lark.exceptions import (
    UnexpectedCharacters,
    UnexpectedEOF,
    UnexpectedInput,
    UnexpectedToken,
    VisitError,
)
from lark.tree import Meta

from . import ast, phrases
from .errors import (
    MAX_ERRORS_PER_FILE,
    CardError,
    CardErrors,
    shorten,
    source_lines,
    with_source,
)
from .hints import (
    ARTICLES,
    MISSING_END_HINT,
    article_hint,
    character_hint,
    syntax_hint,
    token_hint,
)
from .hummingbird_syntax import HummingbirdLines
from .parser_cache import cached_build
from .phrases import PHRASE_KINDS as PHRASE_KINDS
from .phrases import grammar_text
from .phrases import phrase_rules as phrase_rules
from .source import MAX_ERRORS_PER_CARD, BrokenCard, Chunk, ParsedFile, chunks
from .source import extract_comments as extract_comments


@functools.cache
def _parser() -> lark.Lark:
    """The card language's parser (its tables kept between runs: ``parser_cache``)."""
    text, options = grammar_text(), {"propagate_positions": True, "maybe_placeholders": False}
    key = f"{text}\n{sorted(options.items())}\nlark {lark.__version__}"
    build = functools.partial(lark.Lark, text, parser="lalr", **options)
    return cached_build(key, build, lark.Lark.save, lark.Lark.load, lark.Lark)


def forget_declarations() -> None:
    """Forget the grammar and the phrase tables built from the declarations, so that the next
    use builds them again (after a test added a declaration of its own)."""
    _parser.cache_clear()
    phrases.forget()


# ------------------------------------------------------------------------------ tree → AST


#: A statement's body, and the builder of a statement from its prefix (see ``_ToAst.short``).
_Body = tuple["ast.Statement", ...]
_Prefix = Callable[..., "ast.Statement"]

#: A rule's children, already transformed: tokens, ``ast`` nodes and the small tuples built
#: below. What each rule receives is fixed by the grammar, which a type checker cannot read.
_Children = list[Any]


def _pos(meta_or_token: Meta | Token) -> ast.Pos:
    return ast.Pos(getattr(meta_or_token, "line", 0), getattr(meta_or_token, "column", 0))


def _word(token: Token) -> ast.Word:
    return ast.Word(str(token), pos=_pos(token))


def _num(token: Token) -> ast.Num:
    return ast.Num(int(token), pos=_pos(token))


def _string(token: Token) -> str:
    return str(token)[1:-1]


def _tokens(children: _Children) -> list[Token]:
    return [c for c in children if isinstance(c, Token)]


def _timing(name: str) -> Callable[[_ToAst, Meta, _Children], ast.TimingWords]:
    """The transformer method of a timing rule."""

    def method(self: _ToAst, meta: Meta, c: _Children) -> ast.TimingWords:
        return ast.TimingWords(name, pos=_pos(meta))

    return method


def _target(which: str) -> Callable[[_ToAst, Meta, _Children], ast.Target]:
    """The transformer method of a bird-target rule."""

    def method(self: _ToAst, meta: Meta, c: _Children) -> ast.Target:
        return ast.Target(which, tuple(c), pos=_pos(meta))

    return method


@v_args(meta=True)
class _ToAst(Transformer[Token, tuple[ast.Item, ...]]):
    """Builds ``ast`` nodes from the Lark tree of ``text``: one method per grammar rule, and
    one ``ast.Phrase`` for every phrase the vocabulary declares."""

    def __init__(self, text: str) -> None:
        super().__init__()
        self.text = text

    def start(self, meta: Meta, items: _Children) -> tuple[ast.Item, ...]:
        return tuple(items)

    # ---- birds
    def bird(self, meta: Meta, children: _Children) -> ast.BirdDecl:
        end, (name, *lines) = _split_end(children)
        return ast.BirdDecl(_string(name), tuple(lines), pos=_pos(meta), end=end)

    def scientific(self, meta: Meta, c: _Children) -> ast.Scientific:
        return ast.Scientific(_string(c[0]), pos=_pos(meta))

    def set_name(self, meta: Meta, c: _Children) -> ast.SetName:
        return ast.SetName(_word(c[0]), pos=_pos(meta))

    def habitats(self, meta: Meta, c: _Children) -> ast.Habitats:
        return ast.Habitats(tuple(map(_word, c)), pos=_pos(meta))

    def food(self, meta: Meta, c: _Children) -> ast.FoodCostLine:
        one_of, words = c[0]
        return ast.FoodCostLine(words, one_of=one_of, pos=_pos(meta))

    def food_all(self, meta: Meta, c: _Children) -> tuple[bool, tuple[ast.Word, ...]]:
        return (False, tuple(map(_word, c)))

    def food_one_of(self, meta: Meta, c: _Children) -> tuple[bool, tuple[ast.Word, ...]]:
        return (True, tuple(map(_word, c)))

    def points(self, meta: Meta, c: _Children) -> ast.Points:
        return ast.Points(_num(c[0]), pos=_pos(meta))

    def nest(self, meta: Meta, c: _Children) -> ast.NestLine:
        return ast.NestLine(_word(c[0]), pos=_pos(meta))

    def eggs(self, meta: Meta, c: _Children) -> ast.Eggs:
        return ast.Eggs(_num(c[0]), pos=_pos(meta))

    def wingspan(self, meta: Meta, c: _Children) -> ast.WingspanLine:
        token = c[0]
        value = _num(token) if token.type == "NUMBER" else _word(token)
        return ast.WingspanLine(value, pos=_pos(meta))

    def beak(self, meta: Meta, c: _Children) -> ast.Beak:
        return ast.Beak(_word(c[0]), pos=_pos(meta))

    def tags(self, meta: Meta, c: _Children) -> ast.Tags:
        return ast.Tags(tuple(map(_word, c)), pos=_pos(meta))

    # ---- power header
    def power(self, meta: Meta, children: _Children) -> ast.PowerBlock:
        end, children = _split_end(children)
        flags = tuple(_word(c) for c in children if isinstance(c, Token))
        nodes = [c for c in children if not isinstance(c, Token)]
        timing, rest = nodes[0], nodes[1:]
        trigger: ast.Trigger | None = None
        if rest and isinstance(rest[0], ast.Trigger):
            trigger, rest = rest[0], rest[1:]
        return ast.PowerBlock(
            timing, tuple(rest), flags=flags, trigger=trigger, pos=_pos(meta), end=end
        )

    when_played = _timing("when_played")
    when_activated = _timing("when_activated")
    once_between_turns = _timing("once_between_turns")
    round_end = _timing("round_end")
    game_end = _timing("game_end")

    # ---- statements
    # A prefix (``if you do``, ``if CONDITION``, ``hunt succeeds if CONDITION``, a player scope)
    # is transformed into a function that builds its statement from the body.
    def plain(self, meta: Meta, c: _Children) -> ast.Plain:
        return ast.Plain(c[0], pos=_pos(meta))

    def short(self, meta: Meta, c: _Children) -> ast.Statement:
        prefix, body, *otherwise = c
        return prefix((body,), False, _pos(meta), ast.NOWHERE, *otherwise)

    def block(self, meta: Meta, children: _Children) -> ast.Statement:
        end, (prefix, *body) = _split_end(children)
        otherwise = [s for s in body if isinstance(s, ast.Otherwise)]
        body = [s for s in body if not isinstance(s, ast.Otherwise)]
        return prefix(tuple(body), True, _pos(meta), end, *otherwise)

    def inline(self, meta: Meta, c: _Children) -> ast.Plain:
        return ast.Plain(c[0], pos=_pos(meta))

    def inline_short(self, meta: Meta, c: _Children) -> ast.Statement:
        prefix, body = c
        return prefix((body,), False, _pos(meta), ast.NOWHERE)

    def if_done(self, meta: Meta, c: _Children) -> _Prefix:
        def build(body: _Body, block: bool, pos: ast.Pos, end: ast.Pos) -> ast.Statement:
            return ast.IfYouDo(body, block, pos=pos, end=end)

        return build

    def _test(self, condition: ast.Condition, hunt: bool) -> _Prefix:
        def build(
            body: _Body, block: bool, pos: ast.Pos, end: ast.Pos, otherwise: Any = None
        ) -> ast.Statement:
            return ast.IfThen(condition, body, otherwise, hunt, block, pos=pos, end=end)

        return build

    def if_then(self, meta: Meta, c: _Children) -> _Prefix:
        return self._test(c[0], hunt=False)

    def hunt(self, meta: Meta, c: _Children) -> _Prefix:
        return self._test(c[0], hunt=True)

    def for_players(self, meta: Meta, c: _Children) -> _Prefix:
        scope = c[0]

        def build(body: _Body, block: bool, pos: ast.Pos, end: ast.Pos) -> ast.Statement:
            return ast.ForPlayers(scope, body, block, pos=pos, end=end)

        return build

    def for_each(self, meta: Meta, c: _Children) -> _Prefix:
        counted = c[0]

        def build(body: _Body, block: bool, pos: ast.Pos, end: ast.Pos) -> ast.Statement:
            return ast.ForEach(counted, body, block, pos=pos, end=end)

        return build

    def otherwise(self, meta: Meta, children: _Children) -> ast.Otherwise:
        end, body = _split_end(children)
        block = end != ast.NOWHERE
        return ast.Otherwise(tuple(body), block, pos=_pos(meta), end=end)

    def clause(self, meta: Meta, c: _Children) -> ast.Clause:
        may = c[0] is _MAY
        actions = c[1:] if may else c
        then = actions[1] if len(actions) > 1 else None
        return ast.Clause(actions[0], then, may=may, pos=_pos(meta))

    def may(self, meta: Meta, c: _Children) -> object:
        return _MAY

    # ---- phrases (declared by the vocabulary) and their shared parts
    def __default__(self, data: Any, children: _Children, meta: Meta) -> Any:
        fact = phrases.fact_lines().get(str(data))
        if fact is not None:  # a line of a declared card fact
            _, line, number = fact
            value = _num(children[0]) if number else _word(children[0])
            return ast.FactLine(line, value, pos=_pos(meta))
        found = phrases.phrase_kinds().get(str(data))
        if found is None:
            return super().__default__(data, children, meta)
        kind, phrase = found
        args = tuple(_arg(c) for c in children)
        node = phrases.phrase_node(
            kind, phrase.rule, args, self.text[meta.start_pos : meta.end_pos]
        )
        return attrs.evolve(node, pos=_pos(meta))

    def food_choice(self, meta: Meta, c: _Children) -> tuple[ast.Word, ...]:
        return tuple(map(_word, c))

    def at_end_of_turn(self, meta: Meta, c: _Children) -> bool:
        return True

    def at_least(self, meta: Meta, c: _Children) -> str:
        return ">="

    def at_most(self, meta: Meta, c: _Children) -> str:
        return "<="

    def more_than(self, meta: Meta, c: _Children) -> str:
        return ">"

    def fewer_than(self, meta: Meta, c: _Children) -> str:
        return "<"

    def exactly(self, meta: Meta, c: _Children) -> str:
        return "=="

    def standing_most(self, meta: Meta, c: _Children) -> str:
        return "most"

    def standing_fewest(self, meta: Meta, c: _Children) -> str:
        return "fewest"

    def count_more(self, meta: Meta, c: _Children) -> str:
        return "more"

    def count_fewer(self, meta: Meta, c: _Children) -> str:
        return "fewer"

    def chosen_player(self, meta: Meta, c: _Children) -> str:
        return "chosen"

    def neighbour_player(self, meta: Meta, c: _Children) -> ast.Word:
        return _word(c[0])

    def each_other_player(self, meta: Meta, c: _Children) -> str:
        return "each"

    def held_eggs(self, meta: Meta, c: _Children) -> str:
        return "eggs"

    def held_cached(self, meta: Meta, c: _Children) -> str:
        return "cached"

    def held_tucked(self, meta: Meta, c: _Children) -> str:
        return "tucked"

    def amount(self, meta: Meta, c: _Children) -> ast.Num:
        return _num(c[0])

    def up_to(self, meta: Meta, c: _Children) -> ast.Num:
        return ast.Num(int(c[0]), pos=_pos(meta), up_to=True)

    this_bird = _target("this")
    any_bird = _target("any")
    another_bird = _target("another")
    different_bird = _target("different")
    each_bird = _target("each")
    each_other_bird = _target("each-other")

    def in_this_column(self, meta: Meta, c: _Children) -> ast.PlaceFilter:
        return ast.PlaceFilter("this column", pos=_pos(meta))

    def in_this_habitat(self, meta: Meta, c: _Children) -> ast.PlaceFilter:
        return ast.PlaceFilter("this habitat", pos=_pos(meta))

    def in_another_habitat(self, meta: Meta, c: _Children) -> ast.PlaceFilter:
        return ast.PlaceFilter("another habitat", pos=_pos(meta))

    def next_to_this_bird(self, meta: Meta, c: _Children) -> ast.PlaceFilter:
        return ast.PlaceFilter("next to this bird", pos=_pos(meta))

    def left_of_this_bird(self, meta: Meta, c: _Children) -> ast.PlaceFilter:
        return ast.PlaceFilter("left of this bird", pos=_pos(meta))

    def adjacent_to_this_bird(self, meta: Meta, c: _Children) -> ast.PlaceFilter:
        return ast.PlaceFilter("adjacent to this bird", pos=_pos(meta))

    def count_selected(self, meta: Meta, c: _Children) -> ast.Target:
        target: ast.Target = c[0]
        return target

    def count_declared(self, meta: Meta, c: _Children) -> ast.Phrase:
        """What a "for each" counts that a declared primitive runs the block for."""
        phrase: ast.Phrase = c[0]
        return phrase

    # ---- a hummingbird card's block and its own lines (language/hummingbird_syntax.py)
    hummingbird, group = HummingbirdLines.hummingbird, HummingbirdLines.group
    benefit, categories = HummingbirdLines.benefit, HummingbirdLines.categories

    # ---- bonus cards and goals
    def bonus(self, meta: Meta, children: _Children) -> ast.BonusDecl:
        end, (name, *lines) = _split_end(children)
        return ast.BonusDecl(_string(name), tuple(lines), pos=_pos(meta), end=end)

    def counts(self, meta: Meta, c: _Children) -> ast.Counts:
        return ast.Counts(c[0], pos=_pos(meta))

    def score(self, meta: Meta, c: _Children) -> ast.TierScore | ast.PerItemScore:
        return attrs.evolve(c[0], pos=_pos(meta))

    def tiers(self, meta: Meta, c: _Children) -> ast.TierScore:
        return ast.TierScore(tuple(c), pos=_pos(meta))

    def per_item(self, meta: Meta, c: _Children) -> ast.PerItemScore:
        return ast.PerItemScore(_num(c[0]), _word(c[1]), pos=_pos(meta))

    def tier_range(self, meta: Meta, c: _Children) -> ast.TierRange:
        return ast.TierRange(_num(c[0]), _num(c[1]), _num(c[2]), pos=_pos(meta))

    def tier_open(self, meta: Meta, c: _Children) -> ast.TierRange:
        return ast.TierRange(_num(c[0]), None, _num(c[1]), pos=_pos(meta))

    def tier_exact(self, meta: Meta, c: _Children) -> ast.TierRange:
        low = _num(c[0])
        return ast.TierRange(low, low, _num(c[1]), exact=True, pos=_pos(meta))

    def goal(self, meta: Meta, children: _Children) -> ast.GoalDecl:
        end, lines = _split_end(children)
        return ast.GoalDecl(tuple(lines), pos=_pos(meta), end=end)

    def side(self, meta: Meta, c: _Children) -> ast.Side:
        return ast.Side(_string(c[0]), c[1], pos=_pos(meta))

    # ---- what comparisons and "for each" count: the measures of birds, eggs and cards in
    # hand, in the singular or the plural (the declared measure's node, with its canonical
    # text, which is in the plural)
    def _measure(self, rule: str, meta: Meta, c: _Children) -> ast.Phrase:
        return attrs.evolve(phrases.phrase_node("measure", rule, tuple(c)), pos=_pos(meta))

    def count_birds(self, meta: Meta, c: _Children) -> ast.Phrase:
        return self._measure("count_birds", meta, c)

    def count_eggs(self, meta: Meta, c: _Children) -> ast.Phrase:
        return self._measure("count_eggs", meta, c)

    def count_hand(self, meta: Meta, c: _Children) -> ast.Phrase:
        return self._measure("count_hand", meta, c)

    # ---- an egg filter (a shared part of the egg measure)
    def eggs_in_habitat(self, meta: Meta, c: _Children) -> ast.EggsInHabitat:
        return ast.EggsInHabitat(_word(c[0]), pos=_pos(meta))

    def eggs_in_nests(self, meta: Meta, c: _Children) -> ast.EggsInNests:
        return ast.EggsInNests(_word(c[0]), pos=_pos(meta))

    def eggs_on_birds(self, meta: Meta, c: _Children) -> ast.EggsOnBirds:
        return ast.EggsOnBirds(tuple(c), pos=_pos(meta))


_MAY = object()


def _split_end(children: _Children) -> tuple[ast.Pos, _Children]:
    """The position of a block's closing ``end``, and the other children."""
    ends = [c for c in children if isinstance(c, Token) and c.type == "END"]
    rest = [c for c in children if not (isinstance(c, Token) and c.type == "END")]
    return (_pos(ends[-1]) if ends else ast.NOWHERE), rest


def _arg(child: Any) -> Any:
    """A phrase's argument: a word or a number from its token, else the transformed part."""
    if isinstance(child, Token):
        return _num(child) if child.type == "NUMBER" else _word(child)
    return child


# ------------------------------------------------------------------------------ parsing


#: A number has at most this many digits (the language's bounds are far below; see
#: docs/language.md, section 1). Longer numbers are refused before they are converted.
MAX_NUMBER_DIGITS = 4

_BOM = "\ufeff"


def parse_recovering(text: str, path: str = "<string>") -> ParsedFile:
    """Parse one card file card by card, never raising for a syntax error.

    A card with a syntax error is left out of ``ParsedFile.file`` and its first error is
    listed; every other card is kept, so it can still be compiled and its meaning checked.
    The time is linear in the size of the text, with any number of errors. A UTF-8
    byte-order mark at the start is ignored.
    """
    text = text.removeprefix(_BOM)
    if not text.endswith("\n"):
        text += "\n"
    errors: list[CardError] = []
    omitted = 0
    items: list[ast.Item] = []
    broken: list[BrokenCard] = []
    for chunk in chunks(text):
        verbose = len(errors) < MAX_ERRORS_PER_FILE
        parsed = _parse_chunk(chunk, path, verbose)
        if isinstance(parsed, CardError):
            errors.append(parsed)
            more, card = _recover(chunk, path, parsed)
            errors += more
            if card is not None:
                broken.append(card)
        elif parsed is None:
            omitted += 1
        else:
            items += parsed
    lines = source_lines(text) if errors else []
    shown = tuple(with_source(e, lines) for e in errors)
    card_file = ast.CardFile(path, tuple(items), extract_comments(text))
    return ParsedFile(card_file, shown, omitted, tuple(broken))


def _stand_in(lines: list[str], row: int) -> str | None:
    """What line ``row`` of a card becomes when it is left out: nothing for a statement, a
    stand-in for a line opening a block or a power; None for a line that cannot be left out
    (the card's header, an ``end``, an ``otherwise``, a blank line, a row past the card)."""
    if not 0 < row < len(lines):
        return None
    line = lines[row]
    code = line.split("#", 1)[0].strip()
    indent = line[: len(line) - len(line.lstrip())]
    if not code or code.split()[0] in ("end", "otherwise"):
        return None
    if code.split()[0] == "power":
        return f"{indent}power when activated"
    if code.endswith(":"):  # a block that any body may be in (a "for each" is never nested)
        nested = any("for each" in later for later in lines[row + 1 :])
        return f"{indent}{'all players' if nested else 'for each card in hand'}:"
    return ""


def _recover(
    chunk: Chunk, path: str, error: CardError
) -> tuple[list[CardError], BrokenCard | None]:
    """The syntax errors of a broken card's other lines, and the card read without its lines
    at fault (None if it still does not read).

    The line of each error is left out in turn and the card parsed again: a line of one
    statement is dropped, a line opening a block (ending in ':') or a power's header is
    replaced by a stand-in that opens one (so the block's ``end`` still closes it). It stops
    at an error the lines left out may have caused (at an ``end``, at the end of the card or
    on a line already left out), and after ``MAX_ERRORS_PER_CARD`` errors.
    """
    lines = chunk.text.split("\n")
    first = chunk.first_line
    skipped: list[int] = []
    found: list[CardError] = []
    while len(found) + 1 < MAX_ERRORS_PER_CARD:
        row = error.line - first
        stand_in = _stand_in(lines, row)
        if stand_in is None or error.line in skipped:
            return found, None
        lines[row] = stand_in
        skipped.append(error.line)
        again = _parse_chunk(attrs.evolve(chunk, text="\n".join(lines)), path, True)
        if again is None:
            return found, None
        if isinstance(again, CardError):
            if _stand_in(lines, again.line - first) is None or again.line in skipped:
                return found, None  # at an 'end' or past the card: the lines left out may be why
            error = again
            found.append(error)
            continue
        powers = [first + i for i, text in enumerate(lines) if text.strip().startswith("power")]
        return found, BrokenCard(tuple(again), frozenset([*skipped, first, *powers]))
    return found, None


def parse_text(text: str, path: str = "<string>") -> ast.CardFile:
    """Parse one card file. Raises ``CardErrors`` listing every syntax error found.

    Each card is parsed on its own, so a broken card never forces re-parsing the rest of the
    file: the time is linear in the size of the text, with any number of errors. At most
    ``MAX_ERRORS_PER_FILE`` errors are listed; the others are counted (``CardErrors.omitted``).
    A UTF-8 byte-order mark at the start is ignored. ``parse_recovering`` keeps the cards
    that parsed instead.
    """
    parsed = parse_recovering(text, path)
    if parsed.errors or parsed.omitted:
        raise CardErrors(parsed.errors, omitted=parsed.omitted)
    return parsed.file


def _parse_chunk(chunk: Chunk, path: str, verbose: bool) -> tuple[ast.Item, ...] | CardError | None:
    """The cards of one chunk, or its first error (None if it has one but ``verbose`` is off:
    the error is only counted, so its message is not worked out)."""
    try:
        tree = _parser().parse(chunk.text)
    except UnexpectedInput as exc:
        if not verbose:
            return None
        return _chunk_error(exc, chunk, path)
    offset = chunk.first_line - 1
    _shift_lines(tree, offset)
    too_long = _too_deep(tree, path) or _number_too_long(tree, path)
    if too_long is not None:
        return too_long if verbose else None
    try:
        return _ToAst(chunk.text).transform(tree)
    except VisitError as exc:  # a bug, but never a traceback for the author
        if not verbose:
            return None
        message = f"cannot read this card: {type(exc.orig_exc).__name__}: {exc.orig_exc}"
        return CardError(path, chunk.first_line, 1, message)


def _chunk_error(exc: UnexpectedInput, chunk: Chunk, path: str) -> CardError:
    """The error of a chunk, as a parse of the whole file would report it.

    A card that is not closed runs into the next card's header: the chunk alone ends too early,
    so it is parsed again with that header line, to report the unexpected header itself.
    """
    at_end = isinstance(exc, UnexpectedEOF) or (
        isinstance(exc, UnexpectedToken) and exc.token.type == "$END"
    )
    if at_end and chunk.next_header is not None:
        extended = attrs.evolve(chunk, text=chunk.text + chunk.next_header, next_header=None)
        try:
            _parser().parse(extended.text)
        except UnexpectedInput as again:
            exc, chunk = again, extended
    article = _extra_article(exc, chunk, path)
    if article is not None:
        return article
    return _syntax_error(exc, chunk.text, path, chunk.first_line - 1)


def _extra_article(exc: UnexpectedInput, chunk: Chunk, path: str) -> CardError | None:
    """The error of an article the language does not write ("from the birdfeeder"), at the
    article, if dropping it (the unexpected word, or the word before it) lets the parser read
    further."""
    if not isinstance(exc, UnexpectedToken) or exc.token.type in ("$END", "_NL"):
        return None
    lines = chunk.text.split("\n")
    row, at = exc.line - 1, exc.column - 1
    line = lines[row]
    candidates = []
    before = re.search(r"(\S+)[ \t]+$", line[:at])
    if before and before.group(1).lower() in ARTICLES:
        candidates.append((before.start(1), before.group(1)))
    if str(exc.token).lower() in ARTICLES:
        candidates.append((at, str(exc.token)))
    for start, article in candidates:
        rest = line[start + len(article) :].lstrip(" \t")
        fixed = line[:start] + rest
        text = "\n".join([*lines[:row], fixed, *lines[row + 1 :]])
        try:
            _parser().parse(text)
        except UnexpectedInput as again:
            if (again.line - 1, again.column - 1) <= (row, start):
                continue  # the word after the article is wrong too: the article is not to blame
        after = rest.split()[0] if rest.split() else ""
        hint = article_hint(article, after)
        where = chunk.first_line + row
        return CardError(path, where, start + 1, hint.message or "", hint=hint.text)
    return None


def _shift_lines(tree: lark.Tree[Token], offset: int) -> None:
    """Renumber the lines of a chunk's tree as lines of the file."""
    if not offset:
        return
    for subtree in tree.iter_subtrees():
        meta = subtree.meta
        if not meta.empty:
            meta.line += offset
            meta.end_line += offset
        for child in subtree.children:
            if isinstance(child, Token) and child.line is not None:
                child.line += offset
                if child.end_line is not None:
                    child.end_line += offset


#: The deepest a card's syntax tree may nest (the bundled cards nest 9 deep; each block inside a
#: block adds one). Deeper trees are refused before they are walked, since the walks recurse.
MAX_TREE_DEPTH = 40


def _too_deep(tree: lark.Tree[Token], path: str) -> CardError | None:
    """An error at the first node nested more than ``MAX_TREE_DEPTH`` deep, if any (found
    without recursion, so any depth is measured safely)."""
    stack: list[tuple[lark.Tree[Token], int]] = [(tree, 1)]
    while stack:
        node, depth = stack.pop()
        if depth > MAX_TREE_DEPTH:
            line = 0 if node.meta.empty else node.meta.line
            column = 0 if node.meta.empty else node.meta.column
            return CardError(
                path,
                line,
                column,
                f"this card nests too deeply; blocks and phrases nest at most "
                f"{MAX_TREE_DEPTH} levels in all",
                hint="see the limits in docs/language.md",
            )
        stack.extend((child, depth + 1) for child in node.children if isinstance(child, lark.Tree))
    return None


def _number_too_long(tree: lark.Tree[Token], path: str) -> CardError | None:
    """An error for the first number of more than ``MAX_NUMBER_DIGITS`` digits, if any."""
    for token in tree.scan_values(lambda v: isinstance(v, Token) and v.type == "NUMBER"):
        digits = str(token).lstrip("-")
        if len(digits) > MAX_NUMBER_DIGITS:
            return CardError(
                path,
                token.line or 0,
                token.column or 0,
                f"number {shorten(str(token), 12)} is too long; "
                f"numbers have at most {MAX_NUMBER_DIGITS} digits",
                hint="see the limits of numbers in docs/language.md, section 1",
            )
    return None


# ------------------------------------------------------------------------------ syntax errors

_TERMINAL_WORDS = {
    "_NL": "end of line",
    "$END": "end of file",
    "WORD": "a word",
    "NUMBER": "a number",
    "STRING": 'a quoted name ("...")',
}


def _terminal_description(name: str) -> str:
    if name in _TERMINAL_WORDS:
        return _TERMINAL_WORDS[name]
    try:
        pattern = _parser().get_terminal(name).pattern
    except KeyError:
        return name
    return f"'{pattern.value}'" if pattern.type == "str" else name


def _keywords(expected: Iterable[str]) -> list[str]:
    words: list[str] = []
    for name in expected:
        try:
            pattern = _parser().get_terminal(name).pattern
        except KeyError:
            continue
        if pattern.type == "str":
            words.append(pattern.value)
    return words


def _expected_text(expected: Iterable[str]) -> str:
    described = sorted({_terminal_description(name) for name in expected})
    if len(described) > 30:
        described = described[:30] + ["..."]
    return ", ".join(described)


def _syntax_error(exc: UnexpectedInput, text: str, path: str, offset: int = 0) -> CardError:
    """The ``CardError`` of a Lark error in ``text``, whose first line is line ``offset + 1``
    of the file."""
    if isinstance(exc, UnexpectedCharacters):
        at = exc.pos_in_stream
        char = text[at] if at is not None and at < len(text) else "?"
        return CardError(
            path,
            exc.line + offset,
            exc.column,
            f"unexpected character {char!r}",
            hint=character_hint(char),
        )
    if isinstance(exc, UnexpectedEOF):
        line = offset + (text.count("\n") or 1)
        return CardError(
            path, line, 1, "unexpected end of file; expected 'end'", hint=MISSING_END_HINT
        )
    assert isinstance(exc, UnexpectedToken)
    return _unexpected_token(exc, path, offset, text)


def _unexpected_token(
    exc: UnexpectedToken, path: str, offset: int = 0, text: str = ""
) -> CardError:
    token: Token = exc.token
    expected = exc.expected
    line = exc.line + offset
    if token.type == "$END":
        message = f"unexpected end of file; expected {_expected_text(expected)}"
        return CardError(path, line, exc.column, message, hint=MISSING_END_HINT)
    shown = "end of line" if token.type == "_NL" else repr(shorten(str(token)))
    message = f"unexpected {shown}; expected {_expected_text(expected)}"
    lines = text.split("\n")
    source = lines[exc.line - 1] if 0 < exc.line <= len(lines) else ""
    value = "" if token.type == "_NL" else str(token)
    if value == "each" and {"any", "another", "this"} <= set(_keywords(expected)):
        message = "unexpected 'each': this phrase acts on one bird, not on each bird"
        hint = "choose one bird: 'any bird ...', 'another bird ...' or 'this bird'"
        return CardError(path, line, exc.column, message, hint=hint)
    special = syntax_hint(source, exc.column, value, {*_keywords(expected), *expected})
    if special is not None:
        column = special.column if special.column is not None else exc.column
        return CardError(path, line, column, special.message or message, hint=special.text)
    # The exception's position is the token's (a token from the lexer always has one).
    return CardError(
        path,
        line,
        exc.column,
        message,
        hint=token_hint(token.type, str(token), _keywords(expected)),
    )
