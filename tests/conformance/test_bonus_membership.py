"""Which core birds each bonus card counts, against the reference data's per-bird categories.

The reference data's ``birds.json`` (shipped as facts: tests/reference_facts/) lists, for every bird, the bonus cards it counts for
(``bonus_card_categories``; rules 5.3 says to trust it over string matching). For every core bonus
card that counts birds by their printed features, each core bird alone on a mat must count 1
exactly when the reference lists that card. The four cards that count board state instead
(eggs, habitat sizes, hand) are covered by the section 5 rules tests.
"""

from __future__ import annotations

import pytest
from cards.reference import core_birds

from wingspan_rules.effects import CountBirds
from wingspan_rules.engine.scoring import measure
from wingspan_rules.state.model import Bird, Player

#: The reference spells one card differently from the printed core card.
REFERENCE_NAME = {"Omnivore Specialist": "Omnivore Expert"}


@pytest.fixture(scope="module")
def reference():
    return {b["name"]: set(b["bonus_card_categories"]) for b in core_birds()}


def alone_on_a_mat(card_id: int, habitat) -> Player:
    mat = [(), (), ()]
    mat[habitat] = (Bird(card_id),)
    return Player(mat=tuple(mat))


def test_bonus_card_membership_matches_reference(cards, reference):
    checked = 0
    for bonus in cards.bonus_cards:
        if bonus.set != "core" or not isinstance(bonus.measure, CountBirds):
            continue
        if any(type(p).__name__ == "EggsAtLeast" for p in bonus.measure.where):
            continue  # Breeding Manager, Oologist: eggs, not printed features
        label = REFERENCE_NAME.get(bonus.name, bonus.name)
        wrong = []
        for i, bird in enumerate(cards.birds):
            if bird.set != "core":
                continue
            counted = measure(alone_on_a_mat(i, bird.habitats[0]), cards, bonus.measure) == 1
            if counted != (label in reference[bird.name]):
                wrong.append(f"{bird.name} ({'counted' if counted else 'not counted'})")
        assert not wrong, f"{bonus.name}: {', '.join(wrong)}"
        checked += 1
    assert checked == 22
