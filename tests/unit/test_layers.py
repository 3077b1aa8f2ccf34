"""The layers import in one direction: the card language never imports the engine.

An AST scan of the source, so that an import anywhere counts: at module level or inside a
function, absolute or relative, ``from .. import engine`` or ``importlib.import_module``.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

import wingspan_rules

PACKAGE = Path(wingspan_rules.__file__).resolve().parent
ROOT = PACKAGE.parent  # the directory holding the ``wingspan_rules`` package


def _module_name(path: Path) -> str:
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def _imported(tree: ast.AST, module: str, is_package: bool) -> set[str]:
    """Every module ``tree`` imports, as absolute dotted names (``from a import b``: a and a.b)."""
    package = module if is_package else module.rpartition(".")[0]
    found: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                parts = package.split(".")
                base = ".".join(parts[: len(parts) - (node.level - 1)])
                target = f"{base}.{node.module}" if node.module else base
            else:
                target = node.module or ""
            found.add(target)
            found.update(f"{target}.{alias.name}" for alias in node.names)
        elif isinstance(node, ast.Call) and node.args:
            func = node.func
            name = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", "")
            first = node.args[0]
            literal = isinstance(first, ast.Constant) and isinstance(first.value, str)
            if name in ("import_module", "__import__") and literal:
                found.add(first.value)
    return found


def _imports_of(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
    return _imported(tree, _module_name(path), path.name == "__init__.py")


def _offenders(layer: str, forbidden: str) -> list[str]:
    """``path: module`` for every import of ``forbidden`` (or below it) from the ``layer`` package."""
    bad = []
    files = sorted((PACKAGE / layer).rglob("*.py"))
    assert files, f"no source files under {layer}/"
    for path in files:
        for module in sorted(_imports_of(path)):
            if module == forbidden or module.startswith(forbidden + "."):
                bad.append(f"{path.relative_to(ROOT)}: {module}")
    return bad


def test_the_language_never_imports_the_engine():
    assert _offenders("language", "wingspan_rules.engine") == []


def test_the_engine_never_imports_the_language():
    assert _offenders("engine", "wingspan_rules.language") == []


@pytest.mark.parametrize(
    "source",
    [
        "from ..engine import powers",
        "from .. import engine",
        "from ..engine.capabilities import ENGINE",
        "import wingspan_rules.engine",
        "from wingspan_rules import engine",
        "def later():\n    from ..engine import new_game\n",
        "class C:\n    def m(self):\n        import wingspan_rules.engine.core\n",
        "import importlib\nimportlib.import_module('wingspan_rules.engine')",
    ],
)
def test_the_scan_sees_every_way_of_importing(source):
    found = _imported(ast.parse(source), "wingspan_rules.language.commands", is_package=False)
    assert any(
        m == "wingspan_rules.engine" or m.startswith("wingspan_rules.engine.") for m in found
    )


def test_the_scan_resolves_relative_imports_from_a_package_init():
    found = _imported(
        ast.parse("from .loader import load_cards\nfrom .. import effects"),
        "wingspan_rules.language",
        True,
    )
    assert {"wingspan_rules.language.loader", "wingspan_rules.effects"} <= found
    assert not any(m.startswith("wingspan_rules.engine") for m in found)


@pytest.mark.parametrize("layer", ["effects", "engine"])
def test_the_base_layers_never_import_the_expansions(layer):
    """An expansion plugs into the base game's extension points (``effects.hooks``); the base
    game never names it."""
    assert _offenders(layer, "wingspan_rules.expansions") == []
