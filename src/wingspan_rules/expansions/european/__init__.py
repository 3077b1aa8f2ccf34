"""The European expansion (rules 9.1, docs/european.md), in one package.

Its card files are ``cards/european/``. The package declares what it adds to the base game
(``EXPANSION``): the card set name it serves, the modules declaring its primitives, conditions
and decisions (``played``: the white "when played" powers; ``round_end``: the teal powers;
``payment``: spendable cached food; ``scoring``: the bird conditions and measures of its
bonus cards and goal tiles), and its hooks into the base game's bird play
(``playing``) and payments (``payment``). ``wingspan_rules.expansions`` registers it.

The vocabulary's modules are added to the vocabulary's tables before the engine is imported
(``playing`` needs the engine's frames), so that every table built from them sees them.
"""

from __future__ import annotations

from ...effects import add_vocabulary
from . import payment, played, round_end, scoring

#: The modules declaring the expansion's primitives, conditions, decisions, bird predicates and
#: measures.
VOCABULARY = (played, round_end, payment, scoring)
add_vocabulary(*VOCABULARY)

from ...effects.hooks import Expansion  # noqa: E402
from . import playing  # noqa: E402  (imports the engine: after the vocabulary is complete)

EXPANSION = Expansion(
    name="european",
    sets=("european",),
    modules=VOCABULARY,
    frame_modules=(playing,),
    play_rules=playing.PLAY_RULES,
    payment_sources=payment.PAYMENT_SOURCES,
)
