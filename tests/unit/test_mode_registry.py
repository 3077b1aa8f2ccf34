"""The engine finds a mode's rules through its own registry, filled by ``variants`` from one
tuple of modes; the engine's modules never import a mode."""

from __future__ import annotations

import ast
from pathlib import Path

import wingspan_rules
from wingspan_rules import variants
from wingspan_rules.engine import modes

ENGINE = Path(wingspan_rules.__file__).parent / "engine"


def _imports(path: Path) -> list[str]:
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom):
            found.append("." * node.level + (node.module or ""))
        elif isinstance(node, ast.Import):
            found.extend(alias.name for alias in node.names)
    return found


def test_the_engine_never_imports_a_mode():
    for path in sorted(ENGINE.glob("*.py")):
        bad = [name for name in _imports(path) if "variants" in name]
        assert not bad, f"{path.name} imports {bad}"


def test_the_registry_is_filled_from_the_one_tuple_of_modes():
    registered = {v for key, v in modes.VARIANTS.items() if type(v) is not modes.Variant}
    assert registered == {m.MODE for m in variants.MODES}
    assert list(variants.SETUP_PRESETS) == modes.SETUPS
