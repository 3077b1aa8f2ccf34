"""The Americas expansion (rules-expansions 9.5, docs/americas.md), in one package.

Its card files are ``cards/americas/``. The package declares what it adds to the base game
(``EXPANSION``): the card set name it serves and the modules declaring its phrases
(``VOCABULARY``). The hummingbird subsystem (the hummingbird cards, the garden, each player's
hummingbird spaces and tracker, the hummingbird action, the track's score) and the options of
its unconfirmed rules (U7-U21) join this package as they are written.
``wingspan_rules.expansions`` registers it.
"""

from __future__ import annotations

from types import ModuleType

from ...effects import (
    activate,
    add_vocabulary,
    copying,
    counted_draws,
    own_supply,
    quantities,
    tray_cards,
)
from ...effects.hooks import Expansion
from . import brown, collecting, markers, others

#: The card set the expansion's birds declare (``set americas``).
AMERICAS = "americas"

#: The modules declaring the expansion's primitives, conditions, decisions and measures (added
#: before the engine is imported, as the other expansions' are).
VOCABULARY: tuple[ModuleType, ...] = (
    activate,  # Toco Toucan: this row's brown powers in any order
    counted_draws,  # bonus cards drawn per bird of a nest type or a habitat
    markers,  # Rufous Hornero: egg markers on empty slots
    others,  # the phrases of its birds that name no hummingbird, and of two goal tiles
    brown,
    # the general families the Americas brown birds are written with
    copying,
    own_supply,
    quantities,
    tray_cards,
)
add_vocabulary(*VOCABULARY)

EXPANSION = Expansion(
    name=AMERICAS, sets=(AMERICAS,), modules=VOCABULARY, frame_modules=(collecting,)
)
