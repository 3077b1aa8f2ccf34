"""Every event type of the game, in one place for readers, tests and the saved-game converter.

The base game's events are declared in ``state.events`` (``BASE_EVENTS``), and re-exported
here; each mode declares its own in its package (``variants/<mode>/events.py``, gathered as
the package's ``EVENTS`` through ``variants.MODES``: ``from wingspan_rules.variants.automa
import events``), and each expansion in its declaration (``Expansion.events``, e.g.
``expansions/americas/events.py``). This module only joins them: the save format's ``event`` union, its JSON
Schema, the JSON view and the tests read ``EVENT_TYPES``. A tag names one event type forever,
whichever package declares it.
"""

from __future__ import annotations

from .effects.hooks import REGISTERED
from .state.events import *  # noqa: F403  (the base game's events, by name)
from .state.events import BASE_EVENTS, BaseEvent
from .variants import EVENT_TYPES as _MODE_EVENTS

#: Every event type: the base game's, then each mode's, in the order of ``variants.MODES``,
#: then each expansion's (``Expansion.events``), in the order of registration: the expansions
#: are registered before this module is first imported (the top-level package imports them
#: first).
EVENT_TYPES: tuple[type[BaseEvent], ...] = (
    BASE_EVENTS + _MODE_EVENTS + tuple(c for e in REGISTERED for c in e.events)
)
