"""``evolve``: a frozen attrs value with some fields changed, as ``attrs.evolve`` makes it, faster.

``attrs.evolve`` reads the class's field list and builds a dict of arguments on every call;
the engine changes a player or a table several times per move, so that overhead was the
largest single cost of a random playout. Here each class gets, on first use, a generated
function with one keyword parameter per ``__init__`` argument that calls the class with the
old value of every argument not given: the same constructor call (validators, converters and
``__attrs_post_init__`` run as before), so the result is exactly ``attrs.evolve``'s.

``builder``: a faster constructor for the plain frozen values the engine makes on every move
(the state, its players, tables and birds). attrs' frozen ``__init__`` stores each field through
``object.__setattr__``, a call per field (a 12-field ``Player`` costs three times an unfrozen
one). A plain class without checks (no validator, converter or ``__attrs_post_init__``) and
without a weak-reference slot has a twin here, with the same slots but no frozen
``__setattr__``: the builder fills a twin with plain stores and turns it into the class itself
(``__class__`` assignment, allowed between classes of the same slot layout). What it returns
is an instance of the frozen class, exactly as its constructor makes it: equal, with the same
hash, and refusing every change (``tests/unit/test_values.py``). Any other class is built by
its constructor.
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from typing import Any, TypeVar

import attrs

_T = TypeVar("_T")

#: The generated replace function of each class, made on first use.
_REPLACERS: dict[type, Callable[..., Any]] = {}
#: The generated changers of each class and tuple of field names (``changer``).
_CHANGERS: dict[tuple[type, tuple[str, ...]], Callable[..., Any]] = {}
#: The generated positional builder of each class, made on first use.
_BUILDERS: dict[tuple[type, tuple[str, ...]], Callable[..., Any]] = {}


class _Missing:
    """The default of a generated parameter: the argument was not given."""

    __slots__ = ()

    def __repr__(self) -> str:
        return "<keep>"


_KEEP = _Missing()


#: The names the generated functions use besides the fields.
_RESERVED = frozenset({"o", "new", "twin", "cls", "defaults", "KEEP", "inst", "_set"})


def _twin(cls: type) -> type | None:
    """The mutable twin of the attrs class ``cls`` (same slots, plain stores), or None if
    ``cls`` may not be built through one: not slotted, with a weak-reference slot (CPython
    refuses ``__class__`` assignment then), a base class with slots, fields or a subclass hook
    of its own (``_bare_base``), a field that checks or converts its value, or a hook that
    runs after ``__init__``."""
    slots = cls.__dict__.get("__slots__")
    if (
        not isinstance(slots, tuple)
        or "__weakref__" in slots
        or "__dict__" in slots
        or not all(_bare_base(base) for base in cls.__mro__[1:-1])
        or hasattr(cls, "__attrs_post_init__")
        or hasattr(cls, "__attrs_pre_init__")
        or getattr(cls, "__attrs_init_subclass__", None) is not None
    ):
        return None
    for f in attrs.fields(cls):
        if f.validator is not None or f.converter is not None:
            return None
        if {f.name, f.alias} & _RESERVED:  # would hide a name the generated code uses
            return None
        if not f.init and isinstance(f.default, attrs.Factory):  # type: ignore[arg-type]
            return None
    # A base (a mode's ``ModeState``) is the twin's too, so the layouts match; its frozen
    # ``__setattr__`` is the twin's plain one.
    body: dict[str, Any] = {"__slots__": slots}
    if cls.__bases__ != (object,):
        body["__setattr__"] = object.__setattr__
        body["__delattr__"] = object.__delattr__
    twin = type(f"_Open{cls.__name__}", cls.__bases__, body)
    probe: Any = object.__new__(twin)
    try:
        probe.__class__ = cls
    except TypeError:  # another layout after all: build with the constructor
        return None
    return twin


def _bare_base(base: type) -> bool:
    """Whether ``base``, a base class of a class to build through a twin, adds nothing the
    twin would have to set: slotted with at most a weak-reference slot, no field of its own,
    and no hook run when a subclass (the twin) is made."""
    slots = base.__dict__.get("__slots__")
    return (
        isinstance(slots, tuple)
        and set(slots) <= {"__weakref__"}
        and "__init_subclass__" not in base.__dict__
        and not getattr(base, "__attrs_attrs__", ())
    )


def _stores(cls: type, values: dict[str, str]) -> list[str]:
    """The body of a generated builder: a twin filled with ``values`` (a Python expression
    per field name: every ``__init__`` argument, and any field out of ``__init__`` given a
    value of its own), turned into ``cls``."""
    fields = attrs.fields(cls)
    lines = ["    o = new(twin)"]
    for f in fields:
        if f.name in values:
            lines.append(f"    o.{f.name} = {values[f.name]}")
        elif f.default is not attrs.NOTHING:  # out of __init__ with a default: as attrs sets it
            lines.append(f"    o.{f.name} = defaults[{f.name!r}]")
    lines += ["    o.__class__ = cls", "    return o"]
    return lines


def build_lines(cls: type, values: dict[str, str]) -> tuple[list[str], dict[str, Any]] | None:
    """The statements of a generated function that build the attrs class ``cls`` through its
    twin from ``values`` (a Python expression per field name: every ``__init__`` argument, and
    any field out of ``__init__`` given a value of its own), ending with ``return o``; and the
    names they need in the function's namespace. None when ``cls`` has no twin.

    For a function that builds a value from its own locals (the engine's ``Step.freeze``):
    the stores written into it, not a call of ``builder``'s function with every field.
    """
    twin = _twin(cls)
    if twin is None:
        return None
    defaults = {
        f.name: f.default
        for f in attrs.fields(cls)
        if not f.init and f.default is not attrs.NOTHING
    }
    return _stores(cls, values), {
        "cls": cls,
        "twin": twin,
        "new": object.__new__,
        "defaults": defaults,
    }


def builder(cls: type, derived: tuple[str, ...] = ()) -> Callable[..., Any]:
    """A positional constructor of the attrs class ``cls``: ``build(a, b, ...)`` takes every
    ``__init__`` argument in order and returns what ``cls(a, b, ...)`` returns, through the
    class's twin when it has one (see the module's docstring), else ``cls`` itself.

    ``derived`` names fields out of ``__init__`` (derived data, such as ``GameState.listed``)
    whose values follow the arguments: ``build(a, b, listed)`` is ``cls(a, b)`` with
    ``listed`` set before the value is handed out (by ``object.__setattr__`` without a twin).
    """
    found = _BUILDERS.get((cls, derived))
    if found is not None:
        return found
    fields = [f for f in attrs.fields(cls) if f.init]
    outside = {f.name for f in attrs.fields(cls) if not f.init}
    if not set(derived) <= outside or _RESERVED & set(derived):
        raise TypeError(f"{cls.__name__}: {derived} are not fields out of __init__")
    names = [f.name for f in fields] + list(derived)
    twin = _twin(cls)
    if twin is None:  # the constructor, then the derived fields
        sets = "".join(f"    _set(o, {name!r}, {name})\n" for name in derived)
        source = (
            f"def build({', '.join(names)}):\n"
            f"    o = cls({', '.join(f.name for f in fields)})\n{sets}    return o\n"
        )
    else:
        body = _stores(cls, {name: name for name in names})
        source = f"def build({', '.join(names)}):\n" + "\n".join(body) + "\n"
    built: Callable[..., Any] = (
        cls
        if twin is None and not derived
        else _generate(cls, twin, source, "build", f"<build {cls.__qualname__}>")
    )
    _BUILDERS[cls, derived] = built
    return built


def _generate(cls: type, twin: type | None, source: str, name: str, where: str) -> Any:
    """Compile a generated function of ``cls`` (with its twin, defaults and ``KEEP`` in scope)."""
    defaults = {
        f.name: f.default
        for f in attrs.fields(cls)
        if not f.init and f.default is not attrs.NOTHING
    }
    namespace: dict[str, Any] = {
        "cls": cls,
        "twin": twin,
        "new": object.__new__,
        "defaults": defaults,
        "KEEP": _KEEP,
        "_set": object.__setattr__,
    }
    exec(compile(source, where, "exec"), namespace)
    return namespace[name]


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
    kept = {
        f.name: f"(inst.{f.name} if {f.alias or f.name} is KEEP else {f.alias or f.name})"
        for f in fields
    }
    twin = _twin(cls)
    if twin is not None:
        body = "\n".join(_stores(cls, kept))  # the twin's plain stores (see ``builder``)
    else:
        # Positional where attrs allows it (no keyword-only field): a cheaper call than keywords.
        positional = not any(f.kw_only for f in fields)
        args = ", ".join(
            ("" if positional else f"{f.alias or f.name}=") + kept[f.name] for f in fields
        )
        body = f"    return cls({args})"
    source = (
        f"def replace(inst, *, {params}):\n{body}\n"
        if fields
        else "def replace(inst):\n    return cls()\n"
    )
    replace: Callable[..., Any] = _generate(
        cls, twin, source, "replace", f"<replace {cls.__qualname__}>"
    )
    _REPLACERS[cls] = replace
    return replace


def changer(cls: type, *names: str) -> Callable[..., Any]:
    """A generated ``evolve`` of the attrs class ``cls`` that changes the fields ``names``,
    given by position: ``changer(Player, "food")(player, food)`` is ``evolve(player,
    food=food)``, the same value (through the class's twin when it has one, else its
    constructor). Made once per call site: the primitives change one or two fields of a player
    or a table on every move, and positional arguments spare the keyword matching and the
    test of every other field that ``replacer``'s function does.
    """
    found = _CHANGERS.get((cls, names))
    if found is not None:
        return found
    fields = [f for f in attrs.fields(cls) if f.init]
    known = {f.alias or f.name: f.name for f in fields}
    if len(set(names)) != len(names) or not set(names) <= set(known):
        raise TypeError(f"{cls.__name__}: {names} are not distinct __init__ arguments")
    params = [f"v{i}" for i in range(len(names))]  # never a field's name: no clash with ``inst``
    given = {known[n]: v for n, v in zip(names, params, strict=True)}
    values = {f.name: given.get(f.name, f"inst.{f.name}") for f in fields}
    twin = _twin(cls)
    if twin is not None:
        body = "\n".join(_stores(cls, values))
    else:
        positional = not any(f.kw_only for f in fields)
        args = ", ".join(
            ("" if positional else f"{f.alias or f.name}=") + values[f.name] for f in fields
        )
        body = f"    return cls({args})"
    source = f"def change(inst, {', '.join(params)}):\n{body}\n"
    change: Callable[..., Any] = _generate(
        cls, twin, source, "change", f"<change {cls.__qualname__} {' '.join(names)}>"
    )
    _CHANGERS[cls, names] = change
    return change


def shared(cls: Callable[..., _T], limit: int = 4096) -> Callable[..., _T]:
    """A constructor of the frozen class ``cls`` that makes one value per tuple of positional
    arguments and hands it out again: ``make(1, Habitat.FOREST)`` is ``cls(1, Habitat.FOREST)``,
    built on first use, then the same object (a frozen value: sharing it is never seen, as the
    engine already shares a turn's frames). For the moves, frames and events of small integer
    fields that every turn makes afresh; a look-up costs a fraction of a build. At most
    ``limit`` values are kept (the least recently used go first: a long-lived process stays
    bounded).

    Why ``functools.lru_cache``: its wrapper is written in C, so a look-up is no Python call
    (the engine makes a few of these per move); it is called with positional arguments only.
    """
    make: Callable[..., _T] = functools.lru_cache(maxsize=limit)(cls)
    return make
