"""Where the grammar and the bundled card files live.

An installed wheel carries them inside the package (``wingspan_rules/grammar`` and
``wingspan_rules/cards``); a source checkout keeps them at the top of the repository, where card
authors find them. Both layouts are tried, the packaged one first.
"""

from __future__ import annotations

from pathlib import Path

#: The ``wingspan_rules`` package directory (this module is ``wingspan_rules/language/_paths.py``).
_PACKAGE_DIR = Path(__file__).resolve().parents[1]


def _locate(name: str) -> Path:
    package_dir = _PACKAGE_DIR
    for candidate in (package_dir / name, package_dir.parents[1] / name):
        if candidate.is_dir():
            return candidate
    raise FileNotFoundError(f"cannot find the {name!r} directory next to {package_dir}")


def grammar_path() -> Path:
    """The card language grammar, ``wingspan.lark``."""
    return _locate("grammar") / "wingspan.lark"


def bundled_cards_dir() -> Path:
    """The directory of the card files shipped with the library (``core/`` and friends)."""
    return _locate("cards")
