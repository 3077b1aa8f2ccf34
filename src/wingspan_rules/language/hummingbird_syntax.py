"""The syntax tree of a ``hummingbird "Name"`` block (the Americas' hummingbird cards): the
parser's transformer methods for its lines, mixed into the parser's transformer (which applies
Lark's ``v_args(meta=True)`` to them). Kept apart so that the parser module stays small; it
reads Lark's tokens only as plain values (``str``, ``type``, ``line``, ``column``)."""

from __future__ import annotations

from typing import Any

from . import ast


def _pos(meta_or_token: Any) -> ast.Pos:
    return ast.Pos(getattr(meta_or_token, "line", 0), getattr(meta_or_token, "column", 0))


def _word(token: Any) -> ast.Word:
    return ast.Word(str(token), pos=_pos(token))


def _string(token: Any) -> str:
    return str(token)[1:-1]


class HummingbirdLines:
    """The transformer methods of a hummingbird block and its own lines (its scientific name,
    set and beak lines are those of birds), as plain functions for the parser to take."""

    def hummingbird(self, meta: Any, children: list[Any]) -> ast.HummingbirdDecl:
        ends = [c for c in children if getattr(c, "type", None) == "END"]
        name, *lines = [c for c in children if getattr(c, "type", None) != "END"]
        end = _pos(ends[-1]) if ends else ast.NOWHERE
        return ast.HummingbirdDecl(_string(name), tuple(lines), pos=_pos(meta), end=end)

    def group(self, meta: Any, c: list[Any]) -> ast.GroupLine:
        return ast.GroupLine(_word(c[0]), pos=_pos(meta))

    def benefit(self, meta: Any, c: list[Any]) -> ast.BenefitLine:
        return ast.BenefitLine(_word(c[0]), pos=_pos(meta))

    def categories(self, meta: Any, c: list[Any]) -> ast.CategoriesLine:
        return ast.CategoriesLine(tuple(_string(t) for t in c), pos=_pos(meta))
