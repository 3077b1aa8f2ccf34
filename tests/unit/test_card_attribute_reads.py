"""Card facts read as attributes through properties, not ``__getattr__``: the card classes and
the card set keep CPython's plain (specialisable) attribute reads, which every move uses."""

from __future__ import annotations

import pytest

import wingspan_rules.variants  # noqa: F401  # the modes' declared facts (the Automa's)
from wingspan_rules import load_cards
from wingspan_rules.effects.cards import BirdCard, BonusCard
from wingspan_rules.effects.catalog import CardSet


@pytest.mark.parametrize("cls", [BirdCard, BonusCard, CardSet])
def test_card_classes_read_attributes_without_a_getattr_hook(cls: type) -> None:
    assert not any("__getattr__" in klass.__dict__ for klass in cls.__mro__)
    assert cls.__getattribute__ is object.__getattribute__


def test_a_declared_bonus_fact_reads_as_an_attribute_and_as_a_fact() -> None:
    cards = load_cards(sets=("core",))
    for card in cards.bonus_cards:
        assert card.automa == card.fact("automa")  # type: ignore[attr-defined]
        assert card.automa_keeps == card.fact("automa_keeps")  # type: ignore[attr-defined]
    with pytest.raises(AttributeError):
        _ = cards.bonus_cards[0].no_such_fact  # type: ignore[attr-defined]


def test_the_card_sets_derived_values_are_computed_once_and_equal_a_fresh_sets() -> None:
    cards = load_cards(sets=("core",))
    again = load_cards(sets=("core",))
    assert cards.fingerprint is cards.fingerprint
    assert cards.fingerprint == again.fingerprint
    assert cards.goal_sides is cards.goal_sides
    assert len(cards.goal_sides) == 2 * len(cards.goal_tiles)
    assert cards.unscored_goal_sides == frozenset(
        i for i, side in enumerate(cards.goal_sides) if not side.measure.SCORED
    )
    assert cards == again and hash(cards) == hash(again)
