"""The expansions: each a package declaring what it adds to the base game (an
``effects.hooks.Expansion``), registered here so that its declarations are in the base game's
registries before any game starts. The top-level package imports this module; nothing in the
base layers (``effects``, ``engine``) imports it.

Adding an expansion: docs/architecture.md, "Adding an expansion".
"""

from __future__ import annotations

from ..effects.hooks import register

# isort: off
# An expansion adds its vocabulary before anything imports the engine (whose capabilities are
# built from the vocabulary's tables once): the European package's frames import the engine,
# so the packages whose vocabulary is added at import come before it.
from . import americas, asia, oceania, promos
from . import european

# isort: on

#: The expansion packages, one entry each.
EXPANSIONS = (european, asia, promos, oceania, americas)

for _package in EXPANSIONS:
    register(_package.EXPANSION)
