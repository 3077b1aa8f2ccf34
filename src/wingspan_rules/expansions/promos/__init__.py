"""The six promo packs (rules 9.6, docs/promos.md), in one package serving the ``promos`` set.

Its card files are ``cards/promos/``, one file per pack (the reference data's set labels
``promoAsia``, ``promoCA``, ``promoEurope``, ``promoNZ``, ``promoUK`` and ``promoUS``; a card
set name is one lower-case word, so the six packs are one bundled set, ``promos``, and a pack
is the file its birds are in). The birds shipped so far say what they do with the base game's
and the European expansion's phrases and with general phrase families of the base vocabulary
(``effects.card_tests``, ``effects.supply``, ``effects.feeder_tests``, ``effects.deck``,
``effects.egg_moves``, ``effects.neighbours``), so the package declares no vocabulary module and
no hook yet: the promo mechanics of rules 9.6 (the tray as a source, bonus cards given, passed or scored mid-game, the shared bonus card, the cached
goal tile, the "upgrade" trigger, a bird taking a habitat action) join ``VOCABULARY`` and the
``Expansion`` hooks here as their birds are written. ``wingspan_rules.expansions`` registers it.
"""

from __future__ import annotations

from types import ModuleType

from ...effects import add_vocabulary
from ...effects.hooks import Expansion

#: The card set the packs' birds declare (``set promos``).
PROMOS = "promos"

#: The modules declaring the packs' own primitives, conditions, decisions and measures.
VOCABULARY: tuple[ModuleType, ...] = ()
add_vocabulary(*VOCABULARY)

EXPANSION = Expansion(name=PROMOS, sets=(PROMOS,), modules=VOCABULARY)
