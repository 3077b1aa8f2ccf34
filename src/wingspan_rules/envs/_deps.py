"""The optional packages the environments need, imported with a message naming the extra."""

from __future__ import annotations

import importlib
from types import ModuleType

#: The extra of wingspan-rules that installs each optional module.
EXTRAS = {
    "numpy": ("rl", "NumPy"),
    "gymnasium": ("rl", "Gymnasium"),
    "pettingzoo": ("rl", "PettingZoo"),
    "pyspiel": ("openspiel", "OpenSpiel"),
}


def missing(module: str, feature: str, extra: str | None = None) -> ImportError:
    """The error to raise when ``feature`` cannot import ``module``: it names the extra that
    installs it (``extra``, or the one of ``EXTRAS``)."""
    default, name = EXTRAS.get(module.partition(".")[0], ("rl", module))
    extra = extra or default
    return ImportError(
        f"{feature} needs {name} (the Python module {module!r}), an optional dependency of "
        f"wingspan-rules: install it with  pip install 'wingspan-rules[{extra}]'",
        name=module,
    )


def require(module: str, feature: str) -> ModuleType:
    """``module``, imported; or an ``ImportError`` saying which extra installs it."""
    try:
        return importlib.import_module(module)
    except ImportError as exc:
        raise missing(module, feature) from exc
