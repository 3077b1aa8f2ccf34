"""The facts printed on bonus cards for the Automa (rules 6.1, 6.3, 6.4), which the card
language reads from the lines ``automa yes|no|only``, ``automa keeps N``, ``automa prefers
lowest|highest`` and ``automa worth per level N`` of a bonus card."""

from __future__ import annotations

from ...effects.cards import BonusCard, CardFact, declare_facts


def _counts_by_points(card: BonusCard) -> str | None:
    """Refuses ``automa worth per level`` on a card counting no birds by printed points."""
    if card.measure.points_moved(1) != card.measure:
        return None
    return "'automa worth per level' moves the points it counts, but it counts no birds by points"


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

#: Which of the matching tray birds the Automa keeps first (rules 6.3: the highest-valued;
#: Asia's Automa-only cards, rules 6.4: the lowest-valued).
AUTOMA_PREFERS_LOWEST = CardFact(
    "automa_prefers_lowest",
    "bonus",
    "automa prefers",
    words=(("lowest", True), ("highest", False)),
    english="It keeps the lowest-valued first.",
    scoreless_detail=True,
    in_json=False,
)
#: How far the range of printed points the card counts moves per difficulty level away from
#: Eagle's (the card is written at Eagle, 4 points per face-down bird; Asia's Automa-only
#: cards move 1 a level: Eaglet one point lower, Eagle-eyed Eagle one higher). Only the
#: Automa reads it (``variants.automa.bonus_measure``).
AUTOMA_WORTH_PER_LEVEL = CardFact(
    "automa_worth_per_level",
    "bonus",
    "automa worth per level",
    default=0,
    low=0,
    high=3,
    what="points per level",
    english=(
        "The points it counts are Eagle's and move by {value} per difficulty level (lower at "
        "Eaglet, higher at Eagle-eyed Eagle)."
    ),
    scoreless_detail=True,
    in_json=False,
    requires=_counts_by_points,
)

declare_facts(AUTOMA, AUTOMA_ONLY, AUTOMA_KEEPS, AUTOMA_PREFERS_LOWEST, AUTOMA_WORTH_PER_LEVEL)
