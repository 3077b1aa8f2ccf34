"""The layers import in one direction: the card language never imports the engine.

An AST scan of the source, so that an import anywhere counts: at module level or inside a
function, absolute or relative, ``from .. import engine`` or ``importlib.import_module``.
"""

from __future__ import annotations

import ast
import io
import re
import tokenize
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


# --- the whole package: layers in one direction, and no cycle -----------------------------------

#: The layers, bottom first: a module imports only from its own layer or the layers below it.
#: Layers of the same rank (the card language and the engine) never import each other. Every
#: module of the package belongs to the first layer whose prefix it has; the rest are adapters.
LAYERS: tuple[tuple[str, int, tuple[str, ...]], ...] = (
    ("foundation", 0, ("errors", "_text")),
    ("state", 1, ("state",)),
    ("vocabulary", 2, ("effects",)),
    ("card language", 3, ("language",)),
    ("engine", 3, ("engine",)),
    ("modes and expansions", 4, ("variants", "expansions")),
)
ADAPTERS = ("adapters", 5)


def _layer(module: str) -> tuple[str, int]:
    inner = module.removeprefix("wingspan_rules").lstrip(".")
    for name, rank, prefixes in LAYERS:
        if any(inner == p or inner.startswith(p + ".") for p in prefixes):
            return name, rank
    return ADAPTERS


def _is_type_checking(test: ast.expr) -> bool:
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING"
    )


def _runtime_imports(path: Path, module: str | None = None) -> set[str]:
    """What ``path`` imports when it runs (at module level or in a function): imports under
    ``if TYPE_CHECKING:`` only name types for annotations and never run. ``module``: the
    file's module name (by default, from its place in the package)."""
    tree = ast.parse(path.read_text(encoding="utf-8"), str(path))

    class Strip(ast.NodeTransformer):
        def visit_If(self, node: ast.If) -> ast.AST | None:
            if _is_type_checking(node.test):
                return None if not node.orelse else ast.If(ast.Constant(True), node.orelse, [])
            return self.generic_visit(node)

    tree = Strip().visit(tree)
    module, is_package = module or _module_name(path), path.name == "__init__.py"
    found: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom):
            # ``from a import b``: the module a.b when b is a module, else a itself
            target = min(_imported(ast.Module([node], []), module, is_package), key=len)
            for alias in node.names:
                sub = f"{target}.{alias.name}"
                found.add(sub if sub in _MODULES else target)
        elif isinstance(node, ast.Import):
            found |= _imported(ast.Module([node], []), module, is_package)
        elif isinstance(node, ast.Call):
            found |= _imported(ast.Module([ast.Expr(node)], []), module, is_package)
    return found


_MODULES = {_module_name(p) for p in PACKAGE.rglob("*.py")}


def _graph() -> dict[str, dict[str, Path]]:
    """Each module of the package, and the package modules it imports (with the file)."""
    files = {_module_name(p): p for p in sorted(PACKAGE.rglob("*.py"))}
    graph: dict[str, dict[str, Path]] = {}
    for module, path in files.items():
        edges: dict[str, Path] = {}
        for target in _runtime_imports(path):
            while target and target not in files:  # ``import a.b.name``: the module a.b
                target = target.rpartition(".")[0]
            if target and target != module:
                edges[target] = path
        graph[module] = edges
    return graph


def _cycles(graph: dict[str, dict[str, Path]]) -> list[list[str]]:
    """The strongly connected components of more than one module (Tarjan's algorithm)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        on_stack.add(v)
        for w in graph[v]:
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            component = []
            while True:
                w = stack.pop()
                on_stack.discard(w)
                component.append(w)
                if w == v:
                    break
            if len(component) > 1:
                found.append(sorted(component))

    for v in graph:
        if v not in index:
            visit(v)
    return found


def test_every_import_points_down_the_layers():
    bad = []
    for module, edges in _graph().items():
        name, rank = _layer(module)
        for target, path in sorted(edges.items()):
            target_name, target_rank = _layer(target)
            if target_rank > rank or (target_rank == rank and target_name != name):
                bad.append(f"{path.relative_to(ROOT)} ({name}) imports {target} ({target_name})")
    assert bad == []


def test_no_import_cycle():
    cycles = _cycles(_graph())
    assert [" -> ".join(c) for c in cycles] == []


def test_the_layer_check_names_an_upward_import(tmp_path):
    graph = {
        "wingspan_rules.state.model": {"wingspan_rules.variants.flock": tmp_path / "model.py"},
        "wingspan_rules.variants.flock": {"wingspan_rules.state.model": tmp_path / "flock.py"},
    }
    assert _cycles(graph) == [["wingspan_rules.state.model", "wingspan_rules.variants.flock"]]
    assert _layer("wingspan_rules.state.model") == ("state", 1)
    assert _layer("wingspan_rules.tools.cli") == ADAPTERS


def test_type_checking_imports_do_not_count(tmp_path):
    source = tmp_path / "x.py"
    source.write_text(
        "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from ..engine import core\n"
        "def f():\n    from ..variants import flock\n",
        encoding="utf-8",
    )
    found = _runtime_imports(source, "wingspan_rules.state.x")
    assert "wingspan_rules.engine.core" not in found  # an annotation's import never runs
    assert "wingspan_rules.variants.flock" in found  # an import inside a function does


# --------------------------------------------------------------------------------------------
# The base layers name no mode: a mode is a package of ``variants/``, reached by the hooks of
# ``engine.modes.Variant`` and the tables its declarations fill.

#: A mode package's name, in any case, inside an identifier or a string literal.
_MODE_NAMES = re.compile(r"automa|duet|flock|swift", re.IGNORECASE)
_BASE_LAYERS = ("state", "effects", "engine")
#: The adapters scanned too (a folder, or a file of the package): they read a mode through its
#: declarations (``variants.MODES``, the ``Variant`` hooks), never by its name.
_SCANNED_ADAPTERS = (
    "views",
    "schemas",
    "tools",
    "api.py",
    "envs",
    "bots",
    "testing",
    "studies",
    "match.py",
)

#: (file under the package, token) pairs that may name a mode, each for its reason.
_ALLOWED: frozenset[tuple[str, str]] = frozenset(
    {
        # A bird power's icon (the flocking power), not Flock mode.
        ("effects/cards.py", "flocking"),
        ("effects/__init__.py", "HasFlockingPower"),
        ("effects/__init__.py", '"HasFlockingPower"'),
        ("effects/cards.py", '"flocking"'),
        ("effects/predicates.py", "HasFlockingPower"),
        ("effects/predicates.py", '"flocking-power"'),
        ("effects/predicates.py", "flocking"),
        ("effects/predicates.py", '"flocking"'),
        ("effects/predicates.py", '"with a flocking power"'),
        # The public keyword of ``views.text.render_scores`` (``automa=``, passed by its callers
        # and documented in docs/frontends.md), kept beside its generic name ``rival=``.
        ("views/text.py", "automa"),
        # The public API: ``api.automa_score`` and the class of what it returns.
        ("api.py", "automa"),
        ("api.py", "AutomaScore"),
        ("api.py", "automa_score"),
        ("api.py", '"automa_score"'),
        # A bird power's icon (the flocking power), a printed card feature: a column of the
        # learning code's card features (``envs.observation.CARD_FEATURES``), not Flock mode.
        ("envs/observation.py", "flocking"),
        ("envs/observation.py", '"flocking"'),
        # The test kit's public names for the Automa's side of a scenario, re-exported from the
        # mode's own ``scenario.py`` (``testing.AutomaBuilder``, ``testing.AutomaView``).
        ("testing/__init__.py", "automa"),
        ("testing/__init__.py", "AutomaBuilder"),
        ("testing/__init__.py", '"AutomaBuilder"'),
        ("testing/__init__.py", "AutomaView"),
        ("testing/__init__.py", '"AutomaView"'),
        # The same icon in the card language: its power flag word, the flag a tuck implies, its
        # description and its key in the cards' JSON.
        ("language/compiler.py", "flocking"),
        ("language/words.py", "flocking"),
        ("language/words.py", '"flocking"'),
        ("language/compiler.py", '"flocking"'),
        ("language/describe.py", "flocking"),
        ("language/describe.py", '"flocking"'),
        ("language/to_json.py", "flocking"),
        ("language/to_json.py", '"flocking"'),
    }
)


#: The tokens of a string literal's text (an f-string's literal parts from Python 3.12 on).
_STRINGS = {tokenize.STRING, getattr(tokenize, "FSTRING_MIDDLE", tokenize.STRING)}


def _code_tokens(source: str) -> list[tokenize.TokenInfo]:
    """The identifiers and string literals of ``source``, without its comments and docstrings
    (a string that is a statement of its own)."""
    tokens = [
        t
        for t in tokenize.generate_tokens(io.StringIO(source).readline)
        if t.type not in (tokenize.COMMENT, tokenize.NL)
    ]
    starts = (tokenize.NEWLINE, tokenize.INDENT, tokenize.DEDENT)
    found = []
    for i, t in enumerate(tokens):
        if t.type == tokenize.NAME:
            found.append(t)
        elif t.type in _STRINGS:
            statement = i == 0 or tokens[i - 1].type in starts
            alone = i + 1 < len(tokens) and tokens[i + 1].type in (
                tokenize.NEWLINE,
                tokenize.ENDMARKER,
            )
            if not (statement and alone):
                found.append(t)
    return found


def _mode_names(layer: str) -> list[str]:
    """Each file of ``layer`` (a folder of the package, or one file) and token naming a mode,
    outside ``_ALLOWED``."""
    found = []
    root = PACKAGE / layer
    files = [root] if root.is_file() else sorted(root.rglob("*.py"))
    assert files, f"nothing to scan at {layer}"
    for path in files:
        name = path.relative_to(PACKAGE).as_posix()
        for t in _code_tokens(path.read_text(encoding="utf-8")):
            if _MODE_NAMES.search(t.string) and (name, t.string) not in _ALLOWED:
                found.append(f"{name}:{t.start[0]}: {t.string}")
    return found


@pytest.mark.parametrize("layer", _BASE_LAYERS)
def test_the_base_layers_name_no_mode(layer):
    assert _mode_names(layer) == [], "a base layer names a mode (use a Variant hook or a table)"


@pytest.mark.parametrize("adapter", _SCANNED_ADAPTERS)
def test_the_adapters_name_no_mode(adapter):
    assert _mode_names(adapter) == [], "an adapter names a mode (read its declarations)"


#: The card language (its facts printed on cards are declared by the modes, ``CardFact``), the
#: saves (each mode declares its upgrade of old saves) and the records.
_LANGUAGE_SAVES_RECORDS = ("language", "saves", "records")


@pytest.mark.parametrize("layer", _LANGUAGE_SAVES_RECORDS)
def test_the_card_language_saves_and_records_name_no_mode(layer):
    assert _mode_names(layer) == [], f"{layer}/ names a mode (use a declaration of the mode)"


def test_the_mode_name_scan_skips_comments_and_docstrings():
    source = '"""Duet."""\n# automa\ndef f():\n    """Flock."""\n    return swift, "duet"\n'
    assert [t.string for t in _code_tokens(source)] == ["def", "f", "return", "swift", '"duet"']


#: The longest a module may be (issue 17: "no module over about 700 lines with more than one
#: job"). The modules allowed beyond, each with its one job.
MAX_MODULE_LINES = 720
_LONG_MODULES = {
    # The only module that imports Lark (test_language_api): building the parser, turning its
    # tree into the syntax tree, and turning Lark's errors into card errors are one job, and
    # what needs no Lark is already beside it (language/source.py, language/hints.py).
    "language/parser.py": 800,
}


def _module_lengths() -> dict[str, int]:
    return {
        path.relative_to(PACKAGE).as_posix(): len(path.read_text(encoding="utf-8").splitlines())
        for path in PACKAGE.rglob("*.py")
    }


def test_no_module_is_over_about_700_lines():
    long = {
        name: size
        for name, size in _module_lengths().items()
        if size > _LONG_MODULES.get(name, MAX_MODULE_LINES)
    }
    assert not long, f"modules too long (split them by job): {long}"


def test_every_long_module_allowed_is_still_long():
    """An entry of the allowlist that no longer needs it is removed."""
    sizes = _module_lengths()
    stale = [name for name in _LONG_MODULES if sizes.get(name, 0) <= MAX_MODULE_LINES]
    assert not stale, f"allowed long modules that are not long any more: {stale}"
