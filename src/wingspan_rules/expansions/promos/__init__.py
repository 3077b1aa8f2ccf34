"""The six promo packs (rules 9.6, docs/promos.md), in one package serving the ``promos`` set.

Its card files are ``cards/promos/``, one file per pack (the reference data's set labels
``promoAsia``, ``promoCA``, ``promoEurope``, ``promoNZ``, ``promoUK`` and ``promoUS``; a card
set name is one lower-case word, so the six packs are one bundled set, ``promos``, and a pack
is the file its birds are in; ``promos:canada`` in ``GameConfig.sets`` plays one pack, as
``packs=True`` declares). The birds shipped so far say what they do with the base game's
and the European expansion's phrases and with general phrase families of the base vocabulary
(``effects.card_tests``, ``effects.supply``, ``effects.feeder_tests``, ``effects.bonus``; and,
joined to the vocabulary here as Asia joins them, ``effects.own_supply``,
``effects.chosen_dice``, ``effects.push_your_luck``, ``effects.activate``,
``effects.copying``, ``effects.bonus_scoring`` and ``effects.counted_draws``; the deck and eggs families
``effects.deck``, ``effects.egg_moves`` and ``effects.neighbours`` are the base vocabulary's), so the package declares no module of its
own and no hook yet: the promo mechanics of rules 9.6 (the deck top and the discard pile as
sources, the tray as a source, bonus cards given, passed or scored mid-game, the shared bonus
card, the cached goal tile, the "upgrade" trigger, a bird taking a habitat action) join
``VOCABULARY`` and the ``Expansion`` hooks here as their birds are written.
``wingspan_rules.expansions`` registers it.
"""

from __future__ import annotations

from types import ModuleType

from ...effects import (
    activate,
    add_vocabulary,
    bonus_scoring,
    chosen_dice,
    copying,
    counted_draws,
    free_play,
    own_supply,
    push_your_luck,
    resources,
)
from ...effects.hooks import Expansion
from . import powers
from .options import UNCONFIRMED, PromoOptions

#: The card set the packs' birds declare (``set promos``).
PROMOS = "promos"

#: The modules declaring the packs' own primitives, conditions, decisions and measures: general
#: families of the base vocabulary its cards use that a base game does not, joined here as
#: ``expansions.asia`` joins them.
VOCABULARY: tuple[ModuleType, ...] = (
    own_supply,
    chosen_dice,
    push_your_luck,
    activate,
    copying,
    bonus_scoring,
    resources,
    free_play,
    powers,
    # "draw 1 card per die showing seed in birdfeeder then tuck any of them behind this bird"
    counted_draws,
)
add_vocabulary(*VOCABULARY)

#: Each pack's file is playable alone: ``GameConfig(sets=("core", "promos:canada"))``.
EXPANSION = Expansion(
    name=PROMOS,
    sets=(PROMOS,),
    modules=VOCABULARY,
    packs=True,
    options=PromoOptions,
    unconfirmed=UNCONFIRMED,
)
