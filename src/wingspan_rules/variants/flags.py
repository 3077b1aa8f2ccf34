"""How a mode's options show on the command line: declared on the options' own fields.

A mode (or a setup preset) marks each option the ``wingspan`` command offers with
``metadata=flag(...)`` on its attrs field; the command builds ``--mode``'s choices and each
mode's flags from ``variants.MODES`` and these declarations, never from a mode's name. The
flag's type follows the field's default: a ``bool`` is a switch (``store_true``), anything
else takes a value of the default's type.
"""

from __future__ import annotations

from typing import Any

import attrs
from attrs import frozen

#: The key of a field's ``Flag`` in its attrs metadata.
FLAG = "wingspan.flag"


@frozen
class Flag:
    """An option's face on the command line: its ``help``; ``name``, the flag (default
    ``--`` and the field's name, dashed); ``choices``, the values allowed (None: any);
    ``metavar``, the value's name in the usage line."""

    help: str
    name: str = ""
    choices: tuple[Any, ...] | None = None
    metavar: str | None = None


def flag(
    help: str,
    *,
    name: str = "",
    choices: tuple[Any, ...] | None = None,
    metavar: str | None = None,
) -> dict[str, Flag]:
    """The attrs metadata that offers a field on the command line."""
    return {FLAG: Flag(help, name, choices, metavar)}


@frozen
class Offered:
    """A field of an options class offered on the command line, with its flag's name."""

    field: str
    flag: str
    declared: Flag
    default: Any


def offered(options: type) -> tuple[Offered, ...]:
    """The fields of the attrs class ``options`` that declare a flag, in declaration order."""
    found = []
    for f in attrs.fields(options):
        declared = f.metadata.get(FLAG)
        if isinstance(declared, Flag):
            name = declared.name or "--" + f.name.replace("_", "-")
            default = f.default
            if isinstance(default, attrs.Factory) and not default.takes_self:  # type: ignore[arg-type]
                default = default.factory()
            found.append(Offered(f.name, name, declared, default))
    return tuple(found)


__all__ = ["FLAG", "Flag", "Offered", "flag", "offered"]
