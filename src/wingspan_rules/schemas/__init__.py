"""JSON Schemas (draft 2020-12) of the documents the library prints, shipped with the package.

``load_schema("cards")`` is the schema of ``wingspan cards --json``
(``wingspan_rules.language.to_json.card_set_to_json``).
"""

from __future__ import annotations

import json
import sys
from importlib import resources
from pathlib import Path


def load_schema(name: str) -> dict:
    """The schema ``<name>.schema.json`` of this package, parsed."""
    text = resources.files(__name__).joinpath(f"{name}.schema.json").read_text(encoding="utf-8")
    return json.loads(text)


def write_or_check(path: Path, text: str, module: str, argv: list[str] | None = None) -> int:
    """The command line of a generated schema (``python -m <module> [--check]``): write
    ``text`` to ``path``, or with ``--check`` say whether the file holds it (exit status 1 if
    not)."""
    args = sys.argv[1:] if argv is None else argv
    current = path.read_text(encoding="utf-8") if path.exists() else None
    if args == ["--check"]:
        if current == text:
            print(f"{path.name} is up to date")
            return 0
        print(f"{path.name} is out of date: run python -m {module}")
        return 1
    if args:
        print(f"usage: python -m {module} [--check]", file=sys.stderr)
        return 2
    if current == text:
        print(f"{path} is up to date")
    else:
        path.write_text(text, encoding="utf-8")
        print(f"wrote {path}")
    return 0
