"""The facts printed on bonus cards for the Automa (rules 6.1, 6.3, 6.4), which the card
language reads from the lines ``automa yes|no|only`` and ``automa keeps N`` of a bonus card."""

from __future__ import annotations

from ...effects.cards import CardFact, declare_facts

#: Whether the Automa can be given the card as its bonus card ("automa yes"; "only" too).
AUTOMA = CardFact(
    "automa",
    "bonus",
    "automa",
    words=(("yes", True), ("no", False), ("only", True)),
    english="Can be given to the Automa.",
)
#: An Automa-only card (rules 6.1, European): never in the players' bonus deck, and scored by
#: no one, so it has no ``score`` line ("automa only").
AUTOMA_ONLY = CardFact(
    "automa_only",
    "bonus",
    "automa",
    words=(("yes", False), ("no", False), ("only", True)),
    english="the Automa's only. It plays birds that count: {measure}.",
    scoreless=True,
    in_json=False,
)
#: How many matching tray birds the Automa keeps when it plays a bird (rules 6.3: 1).
AUTOMA_KEEPS = CardFact(
    "automa_keeps",
    "bonus",
    "automa keeps",
    default=1,
    low=1,
    what="birds kept",
    english="It keeps up to {value} of them.",
    scoreless_detail=True,
    in_json=False,
)

declare_facts(AUTOMA, AUTOMA_ONLY, AUTOMA_KEEPS)
