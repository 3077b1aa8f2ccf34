"""The canonical text of a card file, printed from its syntax tree.

Canonical form: one blank line between cards; two-space indentation inside a card and four
inside a power; a bird's fact lines in a fixed order (scientific, set, the lines of the facts
modes and expansions declare in the order of their declarations, habitat, food, points, nest,
eggs, wingspan, beak, tags, power; a bonus card's: set, the declared facts, counts, score);
single spaces between words; ``card`` / ``cards`` and ``egg`` / ``eggs`` agreeing with their
number. Comments are kept: a full-line comment stays above the line that followed it, an
end-of-line comment stays on its line (if a bird's lines are reordered, their comments move
with them). Blank lines inside a card are not kept. Formatting is idempotent: formatting
formatted text changes nothing.
"""

from __future__ import annotations

import bisect

from ..effects.cards import CardKind, declared_facts
from . import ast
from .parser import parse_text

#: The order of a block's lines by key; the lines of declared card facts (``ast.FactLine``)
#: go where ``FACTS`` is, in the order of their declarations.
FACTS = "<declared facts>"
_BIRD_LINE_ORDER = (
    "scientific",
    "set",
    FACTS,
    "habitat",
    "food",
    "points",
    "nest",
    "eggs",
    "wingspan",
    "beak",
    "tags",
    "power",
)
_BONUS_LINE_ORDER = ("set", FACTS, "counts", "score")
_GOAL_LINE_ORDER = ("set", "side")
_HUMMINGBIRD_LINE_ORDER = ("scientific", "set", "group", "benefit", "beak", "categories")
_INDENT = "  "

#: A printed line: its source position (None for a line the printer adds), its depth, its text.
_Line = tuple[ast.Pos | None, int, str]


def format_text(text: str, path: str = "<string>") -> str:
    """The canonical form of ``text``. Raises ``CardErrors`` if it does not parse."""
    return format_file(parse_text(text, path))


def format_file(card_file: ast.CardFile) -> str:
    """Print a parsed file in canonical form, with its comments."""
    lines: list[_Line] = []
    for item in card_file.items:
        lines += _item_lines(item)
        lines.append((None, 0, ""))
    return _Printer(card_file.comments).print(lines)


def format_item(item: ast.Item) -> str:
    """One card's canonical text, without comments (what the card set's fingerprint hashes)."""
    return _Printer(()).print(_item_lines(item))


def _item_lines(item: ast.Item) -> list[_Line]:
    order = {
        ast.BirdDecl: _BIRD_LINE_ORDER,
        ast.BonusDecl: _BONUS_LINE_ORDER,
        ast.GoalDecl: _GOAL_LINE_ORDER,
        ast.HummingbirdDecl: _HUMMINGBIRD_LINE_ORDER,
    }[type(item)]
    out: list[_Line] = [(item.pos, 0, item.header())]
    kind: CardKind = "bird" if isinstance(item, ast.BirdDecl) else "bonus"
    facts = list(dict.fromkeys(fact.line for fact in declared_facts(kind)))

    def place(
        line: ast.BirdLine | ast.BonusLine | ast.GoalLine | ast.HummingbirdLine,
    ) -> tuple[int, int]:
        if isinstance(line, ast.FactLine):
            return order.index(FACTS), facts.index(line.line) if line.line in facts else -1
        return order.index(line.key), 0

    for line in sorted(item.lines, key=place):
        if isinstance(line, ast.PowerBlock):
            out += _power_lines(line)
        else:
            out.append((line.pos, 1, line.text()))
    out.append((item.end, 0, "end"))
    return out


def _power_lines(power: ast.PowerBlock) -> list[_Line]:
    out: list[_Line] = [(power.pos, 1, power.header())]
    for statement in power.body:
        out += [(pos, 2 + depth, text) for pos, depth, text in statement.lines()]
    out.append((power.end, 1, "end"))
    return out


class _Printer:
    """Interleaves the printed lines with the comments of the source.

    A full-line comment belongs to the first code line below it in the source, and is printed
    just above that line wherever it ends up; an end-of-line comment stays on its line.
    """

    def __init__(self, comments: tuple[ast.Comment, ...]) -> None:
        self.comments = sorted((c for c in comments if not c.trailing), key=_line_of)
        self.trailing = {c.pos.line: c.text for c in comments if c.trailing}

    def print(self, lines: list[_Line]) -> str:
        code_lines = sorted({pos.line for pos, _, _ in lines if pos is not None and pos.line})
        above = self.attach(code_lines)
        out: list[str] = []
        for pos, depth, text in lines:
            if pos is not None and pos.line:
                closing = text == "end"  # comments above an 'end' belong inside the block
                self.emit(above.pop(pos.line, []), _INDENT * (depth + closing), pos.line, out)
                comment = self.trailing.pop(pos.line, None)
                if comment:
                    text = f"{text}  {comment}"
            if text or (out and out[-1]):
                out.append(_INDENT * depth + text if text else "")
        self.emit(above.pop(None, []), "", None, out)
        out += self.trailing.values()  # on lines that printed nothing: keep them
        while out and not out[-1]:
            out.pop()
        return "\n".join(out) + "\n" if out else ""

    def attach(self, code_lines: list[int]) -> dict[int | None, list[ast.Comment]]:
        """Group the full-line comments by the code line they sit above (None: the end)."""
        above: dict[int | None, list[ast.Comment]] = {}
        for comment in self.comments:
            at = bisect.bisect_right(code_lines, _line_of(comment))
            key = code_lines[at] if at < len(code_lines) else None
            above.setdefault(key, []).append(comment)
        return above

    @staticmethod
    def emit(
        comments: list[ast.Comment], indent: str, code_line: int | None, out: list[str]
    ) -> None:
        """Print a group of comments, keeping a blank line that followed one of them."""
        for i, comment in enumerate(comments):
            out.append(indent + comment.text)
            following = _line_of(comments[i + 1]) if i + 1 < len(comments) else code_line
            if following is not None and following > _line_of(comment) + 1:
                out.append("")


def _line_of(comment: ast.Comment) -> int:
    return comment.pos.line
