"""JSON Schemas (draft 2020-12) of the documents the library prints, shipped with the package.

``load_schema("cards")`` is the schema of ``wingspan cards --json``
(``wingspan_rules.language.to_json.card_set_to_json``).
"""

from __future__ import annotations

import json
from importlib import resources


def load_schema(name: str) -> dict:
    """The schema ``<name>.schema.json`` of this package, parsed."""
    text = resources.files(__name__).joinpath(f"{name}.schema.json").read_text(encoding="utf-8")
    return json.loads(text)
