"""A frozen class with a bare base (a mode's ``ModeState``) built through its twin: the value
is the constructor's, and every caller still gets a frozen value."""

from __future__ import annotations

import pickle

import attrs
import pytest

from wingspan_rules import GameConfig, Rules, load_cards
from wingspan_rules.state.modes import ModeState
from wingspan_rules.state.values import _twin, builder, replacer
from wingspan_rules.tools.simulate import random_playout
from wingspan_rules.variants.automa.state import AutomaOptions, AutomaState


@attrs.frozen
class _Own(ModeState):
    TAG = "test-own"
    a: int = 0
    b: tuple[int, ...] = ()


def test_a_bare_base_gets_a_twin() -> None:
    assert _twin(_Own) is not None
    assert _twin(AutomaState) is not None


def test_built_value_is_the_constructors() -> None:
    built = builder(_Own)(1, (2, 3))
    made = _Own(1, (2, 3))
    assert type(built) is _Own and isinstance(built, ModeState)
    assert built == made and hash(built) == hash(made) and repr(built) == repr(made)
    assert pickle.loads(pickle.dumps(built)) == made
    changed = replacer(_Own)(built, b=(4,))
    assert changed == _Own(1, (4,)) and built == made  # the original never changes


def test_built_value_refuses_every_change() -> None:
    built = replacer(_Own)(_Own(), a=5)
    with pytest.raises(attrs.exceptions.FrozenInstanceError):
        built.a = 6  # type: ignore[misc]
    with pytest.raises(attrs.exceptions.FrozenInstanceError):
        del built.a  # type: ignore[misc]
    with pytest.raises(AttributeError):
        built.other = 1  # type: ignore[attr-defined]
    assert built.a == 5


def test_a_base_with_fields_or_a_hook_is_built_by_its_constructor() -> None:
    @attrs.frozen
    class Base:
        x: int = 0

    @attrs.frozen
    class Child(Base):
        y: int = 0

    class Hooked:
        __slots__ = ()

        def __init_subclass__(cls) -> None:  # would run for the twin too
            super().__init_subclass__()

    @attrs.frozen
    class HookedChild(Hooked):
        y: int = 0

    assert _twin(Child) is None
    assert _twin(HookedChild) is None
    assert replacer(Child)(Child(1, 2), y=3) == Child(1, 3)


def test_the_automa_state_a_game_returns_is_frozen() -> None:
    rules = Rules(load_cards(), GameConfig(players=1, mode=AutomaOptions()))
    seen: list[AutomaState] = []

    def keep(_options: object, _move: object, state: object) -> None:
        automa = getattr(state, "mode_state", None)
        assert isinstance(automa, AutomaState)
        seen.append(automa)

    random_playout(rules.new_game(3), 7, keep, rules=rules)
    last = seen[-1]
    assert type(last) is AutomaState
    assert last == AutomaState(*(getattr(last, f.name) for f in attrs.fields(AutomaState)))
    with pytest.raises(attrs.exceptions.FrozenInstanceError):
        last.eggs = 99  # type: ignore[misc]
    assert last.eggs != 99
