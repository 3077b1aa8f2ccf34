"""The facts shipped in tests/reference_facts/ are those of the reference data, and only facts.

The card-fact and real-game tests read the shipped files, so that a fresh clone runs them; this
test (it needs the reference data: ``shared``) fails when the reference changes and the files were
not made again: ``python tests/reference_facts/generate.py``.
"""

from __future__ import annotations

import json

import pytest
from reference_facts import generate


@pytest.mark.shared
def test_the_shipped_facts_equal_those_made_from_the_reference(shared_dir):
    wanted = {name: generate.dump(content) for name, content in generate.build(shared_dir).items()}
    shipped = generate.shipped()
    assert sorted(shipped) == sorted(wanted)
    stale = [name for name in wanted if shipped[name] != wanted[name]]
    assert not stale, f"run python tests/reference_facts/generate.py: {stale} are stale"


@pytest.mark.shared
def test_no_printed_power_or_flavour_text_is_shipped(shared_dir):
    birds = json.loads((shared_dir / "reference" / "birds.json").read_text(encoding="utf-8"))
    texts = {b[f] for b in birds for f in ("power_text", "flavor_text", "note") if b.get(f)}
    shipped = "\n".join(generate.shipped().values())
    assert not [t for t in texts if t in shipped]


def test_the_birds_ship_no_text_field():
    birds = json.loads((generate.HERE / "birds.json").read_text(encoding="utf-8"))
    assert birds and all(
        set(b)
        == {
            *generate.BIRD_FIELDS,
            "food_cost",
            "has_power",
            "power_icons",
            "power_cm",
            "power_habitat_words",
        }
        for b in birds
    )
