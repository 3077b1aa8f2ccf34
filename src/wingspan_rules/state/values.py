"""``evolve``: a frozen attrs value with some fields changed, as ``attrs.evolve`` makes it, faster.

``attrs.evolve`` reads the class's field list and builds a dict of arguments on every call;
the engine changes a player or a table several times per move, so that overhead was the
largest single cost of a random playout. Here each class gets, on first use, a generated
function with one keyword parameter per ``__init__`` argument that calls the class with the
old value of every argument not given: the same constructor call (validators, converters and
``__attrs_post_init__`` run as before), so the result is exactly ``attrs.evolve``'s.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, TypeVar

import attrs

_T = TypeVar("_T")

#: The generated replace function of each class, made on first use.
_REPLACERS: dict[type, Callable[..., Any]] = {}


class _Missing:
    """The default of a generated parameter: the argument was not given."""

    __slots__ = ()

    def __repr__(self) -> str:
        return "<keep>"


_KEEP = _Missing()


def evolve(inst: _T, **changes: Any) -> _T:
    """``inst`` with ``changes``: what ``attrs.evolve(inst, **changes)`` returns."""
    replace = _REPLACERS.get(type(inst))
    if replace is None:
        replace = replacer(type(inst))
    result: _T = replace(inst, **changes)
    return result


def replacer(cls: type) -> Callable[..., Any]:
    """The generated replace function of the attrs class ``cls`` (made once, then kept).

    ``replace(inst, *, a=KEEP, b=KEEP)`` returns ``cls(a=inst.a if a is KEEP else a, ...)`` for
    every ``__init__`` argument (by its alias: ``_x`` is passed as ``x``), like ``attrs.evolve``;
    a field with ``init=False`` is left to ``__init__``, as there.
    """
    found = _REPLACERS.get(cls)
    if found is not None:
        return found
    fields = [f for f in attrs.fields(cls) if f.init]
    for f in fields:
        if not (f.alias or f.name).isidentifier():  # never in this project: refuse, loudly
            raise TypeError(f"{cls.__name__}.{f.name}: not a plain argument name")
    params = ", ".join(f"{f.alias or f.name}=KEEP" for f in fields)
    # Positional where attrs allows it (no keyword-only field): a cheaper call than keywords.
    positional = not any(f.kw_only for f in fields)
    args = ", ".join(
        ("" if positional else f"{f.alias or f.name}=")
        + f"(inst.{f.name} if {f.alias or f.name} is KEEP else {f.alias or f.name})"
        for f in fields
    )
    source = (
        f"def replace(inst, *, {params}):\n    return cls({args})\n"
        if fields
        else "def replace(inst):\n    return cls()\n"
    )
    namespace: dict[str, Any] = {"cls": cls, "KEEP": _KEEP}
    exec(compile(source, f"<replace {cls.__qualname__}>", "exec"), namespace)
    replace: Callable[..., Any] = namespace["replace"]
    _REPLACERS[cls] = replace
    return replace
