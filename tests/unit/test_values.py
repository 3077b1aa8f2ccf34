"""``state.values.evolve`` and ``changer`` make exactly what ``attrs.evolve`` makes; ``shared``
hands out one value per arguments."""

from __future__ import annotations

import attrs
import pytest

from wingspan_rules.state.enums import DieFace, Food
from wingspan_rules.state.model import Bird, Player, Table
from wingspan_rules.state.moves import TakeDie
from wingspan_rules.state.values import build_lines, changer, evolve, replacer, shared


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


def test_changer_makes_what_attrs_evolve_makes() -> None:
    player = Player(hand=(1, 2), mat=((Bird(3),), (), ()))
    both = changer(Player, "cubes_used", "actions")
    changed = both(player, 2, (1, 0, 0, 1))
    assert changed == attrs.evolve(player, cubes_used=2, actions=(1, 0, 0, 1))
    assert type(changed) is Player and hash(changed) == hash(attrs.evolve(changed))
    assert player.cubes_used == 0  # the original is untouched
    with pytest.raises(attrs.exceptions.FrozenInstanceError):
        changed.hand = (5,)  # type: ignore[misc]
    assert changer(Table, "deck")(Table(deck=(1, 2)), (2,)) == Table(deck=(2,))
    value = _Private(1, 2)
    assert changer(_Private, "hidden")(value, 5) == attrs.evolve(value, hidden=5)
    assert changer(Player, "food") is changer(Player, "food")


def test_changer_refuses_unknown_or_repeated_fields() -> None:
    with pytest.raises(TypeError):
        changer(Table, "nothing")
    with pytest.raises(TypeError):
        changer(Table, "deck", "deck")


def test_shared_hands_out_one_equal_value_per_arguments() -> None:
    make = shared(TakeDie, limit=2)
    first = make(DieFace.FISH, Food.FISH)
    assert first == TakeDie(DieFace.FISH, Food.FISH)
    assert make(DieFace.FISH, Food.FISH) is first
    for face in DieFace:  # past the limit: still equal values, the cache stays bounded
        for food in face.foods:
            assert make(face, food) == TakeDie(face, food)


def test_build_lines_build_what_the_constructor_builds() -> None:
    found = build_lines(
        Bird,
        {"card": "c", "eggs": "2", "cached": "(0,) * 6"}
        | {name: "()" for name in ("tucked", "tucked_from_hand", "tucked_revealed")}
        | {"sideways": "False", "over_limit": "0", "goal_tiles": "0"},
    )
    assert found is not None
    lines, names = found
    namespace = dict(names)
    exec("def build(c):\n" + "\n".join(lines), namespace)
    built = namespace["build"](3)
    assert built == Bird(3, 2, (0,) * 6) and type(built) is Bird
    with pytest.raises(attrs.exceptions.FrozenInstanceError):
        built.eggs = 1  # type: ignore[misc]
    # No twin for a class with a weak-reference slot: None.
    assert build_lines(_Private, {"_hidden": "1", "shown": "2"}) is None
