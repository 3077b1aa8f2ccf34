"""The Asia expansion (rules 9.3, docs/asia.md), in one package.

Its card files are ``cards/asia/``. The package declares what it adds to the base game
(``EXPANSION``): the card set name it serves and the modules declaring its phrases
(``own_supply``, a general family of the base vocabulary that its cards use: caching from
your own supply; ``chosen_dice`` and ``push_your_luck``, general families too: rolling dice
the player picks, and rolls and draws that risk what they gained; ``quantities``: "for every 3 eggs ..."; ``egg_limits``: laying past
the egg limit; ``activate``: other birds' brown powers run from a power; ``scoring``: the bird conditions and measures of its bonus cards;
``powers``: the wider phrases of its birds' powers). ``wingspan_rules.expansions`` registers it.

The vocabulary's modules are added to the vocabulary's tables before the engine is imported,
so that every table built from them sees them (as the European package does).
"""

from __future__ import annotations

from ...effects import (
    activate,
    add_vocabulary,
    bonus_scoring,
    chosen_dice,
    copying,
    counted_draws,
    drawn_tests,
    egg_limits,
    mat_moves,
    neighbour_steal,
    nest_groups,
    own_supply,
    push_your_luck,
    quantities,
    resources,
    tray_cards,
    turn_memory,
)
from ...effects.hooks import Expansion
from . import powers, scoring

#: The modules declaring the expansion's primitives, conditions, bird predicates and measures.
VOCABULARY = (
    own_supply,
    chosen_dice,
    push_your_luck,
    quantities,
    egg_limits,
    activate,
    powers,
    scoring,
    copying,
    counted_draws,
    tray_cards,
    drawn_tests,
    neighbour_steal,
    mat_moves,
    bonus_scoring,
    resources,
    turn_memory,
    nest_groups,
)
add_vocabulary(*VOCABULARY)

EXPANSION = Expansion(name="asia", sets=("asia",), modules=VOCABULARY)
