"""The rulebooks' other ways to play: Automa solo, Swift-Start, Duet and Flock (rules 6-8).

One module per variant. A variant brings its own state (a field of ``GameState`` that is
``None`` outside the mode), its own frames and moves (declared like the engine's, with a
``TAG`` each, and listed in the frame and move tables), its own data files (``data/``, shipped
in the wheel) and its options (a frozen class in ``GameConfig``). The base frames never test
a mode by name: where a variant changes the flow of the base game, the base frame asks the
variant declared for ``config.mode``.
"""

from __future__ import annotations

from types import ModuleType

from ..engine.modes import SETUPS, SetupRules
from ..state.events import BaseEvent
from ..state.protocol import Frame, declared
from . import automa, duet, flock, swift_start
from ._base import VARIANTS, Variant, variant_for
from .automa import AutomaVariant
from .duet import DuetVariant
from .flock import FlockVariant

#: Every mode's package, in one place: the registries and tables below are built from it.
MODES: tuple[ModuleType, ...] = (automa, duet, flock)
#: Every setup preset (usable with any mode).
SETUP_PRESETS: tuple[SetupRules, ...] = (swift_start.SETUP,)

for _mode in MODES:
    _variant: Variant = _mode.MODE
    VARIANTS[_variant.MODE] = _variant
SETUPS[:] = SETUP_PRESETS

#: The frames the variants declare (added to ``wingspan_rules.frames.FRAME_TYPES``).
FRAME_TYPES: tuple[type[Frame], ...] = sum((declared(Frame, m) for m in MODES), ())
#: The events the modes declare, each in its package (``EVENTS``), in the order of ``MODES``
#: (added to the base game's in ``wingspan_rules.events.EVENT_TYPES``).
EVENT_TYPES: tuple[type[BaseEvent], ...] = sum((m.EVENTS for m in MODES), ())

__all__ = [
    "EVENT_TYPES",
    "FRAME_TYPES",
    "MODES",
    "SETUP_PRESETS",
    "VARIANTS",
    "AutomaVariant",
    "DuetVariant",
    "FlockVariant",
    "Variant",
    "variant_for",
]
