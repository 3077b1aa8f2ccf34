"""``state.values.evolve`` makes exactly what ``attrs.evolve`` makes."""

from __future__ import annotations

import attrs
import pytest

from wingspan_rules.state.model import Bird, Player, Table
from wingspan_rules.state.values import evolve, replacer


@attrs.frozen
class _Private:
    _hidden: int
    shown: int = 0
    derived: int = attrs.field(init=False, default=7)


def test_same_value_as_attrs_evolve() -> None:
    player = Player(hand=(1, 2), mat=((Bird(3),), (), ()))
    for changes in ({}, {"hand": (4,)}, {"food": (1, 0, 0, 0, 0, 0), "cubes_used": 2}):
        assert evolve(player, **changes) == attrs.evolve(player, **changes)
    table = Table(deck=(1, 2, 3))
    assert evolve(table, deck=()) == attrs.evolve(table, deck=())


def test_the_original_never_changes() -> None:
    player = Player(hand=(1, 2))
    changed = evolve(player, hand=())
    assert player.hand == (1, 2) and changed.hand == ()
    with pytest.raises(attrs.exceptions.FrozenInstanceError):
        changed.hand = (5,)  # type: ignore[misc]


def test_aliases_and_fields_out_of_init() -> None:
    value = _Private(1, 2)
    assert evolve(value, hidden=5) == attrs.evolve(value, hidden=5)
    assert evolve(value, shown=3).derived == 7


def test_unknown_field_is_refused() -> None:
    with pytest.raises(TypeError):
        evolve(Table(), nothing=1)
    assert replacer(Table) is replacer(Table)
