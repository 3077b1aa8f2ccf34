"""The fact printed on the Swift-Start birds (rules 7), which the card language reads from the
line ``swift-start yes|no`` of a bird."""

from __future__ import annotations

from ...effects.cards import CardFact, declare_facts

#: A Swift-Start card: one of the birds of the base game's guides.
SWIFT_START = CardFact(
    "swift_start",
    "bird",
    "swift-start",
    words=(("yes", True), ("no", False)),
    english="Swift-Start card",
)

declare_facts(SWIFT_START)
