"""The rulebooks' other ways to play: Automa solo, Swift-Start, Duet and Flock (rules 6-8).

One package per mode. A mode brings its options (a ``ModeOptions`` subclass, the value of
``GameConfig.mode``) and its own state (a ``ModeState`` subclass, the value of
``GameState.mode_state`` in its games), both in its ``state.py``; its own frames and moves
(declared like the engine's, with a ``TAG`` each, and listed in the frame and move tables),
its own data files (``data/``, shipped in the wheel) and its ``Variant``. The base frames never
test a mode by name: where a mode changes the flow of the base game, the base frame asks the
variant registered under ``config.mode.TAG``.
"""

from __future__ import annotations

from types import ModuleType

from ..engine.modes import SETUPS, SetupRules
from ..state.events import BaseEvent
from ..state.moves import ModeMove
from ..state.protocol import Frame, declared
from . import automa, duet, flock, swift_start
from ._base import VARIANTS, Variant, variant_for
from .automa import AutomaVariant
from .automa.state import AutomaOptions, AutomaState
from .duet import DuetVariant
from .duet.state import DuetOptions, DuetState
from .flock import FlockVariant
from .flock.state import FlockOptions, FlockState
from .swift_start import SwiftStart

#: Every mode's package, in one place: the registries and tables below are built from it.
MODES: tuple[ModuleType, ...] = (automa, duet, flock)
#: Every setup preset (usable with any mode).
SETUP_PRESETS: tuple[SetupRules, ...] = (swift_start.SETUP,)

for _mode in MODES:
    _variant: Variant = _mode.MODE
    VARIANTS[_variant.OPTIONS.TAG] = _variant
SETUPS[:] = SETUP_PRESETS

#: The frames the variants declare (added to ``wingspan_rules.frames.FRAME_TYPES``).
FRAME_TYPES: tuple[type[Frame], ...] = sum((declared(Frame, m) for m in MODES), ())
#: The events the modes declare, each in its package (``EVENTS``), in the order of ``MODES``
#: (added to the base game's in ``wingspan_rules.events.EVENT_TYPES``).
EVENT_TYPES: tuple[type[BaseEvent], ...] = sum((m.EVENTS for m in MODES), ())
#: The moves the modes declare, each in its package (``MOVES``), in the order of ``MODES``
#: (joined to the base game's in ``wingspan_rules.moves.MOVE_TYPES``).
MOVE_TYPES: tuple[type[ModeMove], ...] = sum((m.MOVES for m in MODES), ())

__all__ = [
    "EVENT_TYPES",
    "FRAME_TYPES",
    "MOVE_TYPES",
    "AutomaOptions",
    "AutomaState",
    "DuetOptions",
    "DuetState",
    "FlockOptions",
    "FlockState",
    "SwiftStart",
    "MODES",
    "SETUP_PRESETS",
    "VARIANTS",
    "AutomaVariant",
    "DuetVariant",
    "FlockVariant",
    "Variant",
    "variant_for",
]
