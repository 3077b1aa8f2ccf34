"""Values built through a twin (``state.values.builder``) are the frozen values themselves.

The engine builds the state, its players, tables and birds with plain stores into a mutable
twin class that then becomes the frozen class: a caller must not be able to tell, nor to change
what it is given.
"""

from __future__ import annotations

import copy
import pickle

import attrs
import pytest

from wingspan_rules import GameConfig, Rules, load_cards
from wingspan_rules.state.model import Bird, GameState, Lane, Player, Table
from wingspan_rules.state.values import builder, evolve, replacer


@pytest.fixture(scope="module")
def played() -> GameState:
    rules = Rules(load_cards(), GameConfig())
    state = rules.new_game(3)
    for _ in range(40):
        state = rules.apply(state, rules.legal_moves(state)[0])
    return state


@pytest.mark.parametrize("cls", [Bird, Player, Table, Lane, GameState])
def test_the_hot_classes_have_a_twin(cls: type) -> None:
    assert builder(cls) is not cls  # a generated builder, not the constructor


def test_a_built_value_is_the_frozen_class(played: GameState) -> None:
    values = [played, *played.players, *played.tables]
    values += [bird for player in played.players for row in player.mat for bird in row]
    assert any(type(v) is Bird for v in values)
    for value in values:
        cls = type(value)
        assert cls in (GameState, Player, Table, Bird)
        args = [getattr(value, f.name) for f in attrs.fields(cls) if f.init]
        made = cls(*args)
        assert builder(cls)(*args) == made == value
        assert hash(builder(cls)(*args)) == hash(made) == hash(value)
        assert repr(made) == repr(value)


def test_a_built_value_refuses_every_change(played: GameState) -> None:
    player = played.players[0]
    table = played.tables[0]
    changed = evolve(player, hand=(1,))
    for value, name in (
        (played, "round"),
        (played, "players"),
        (player, "hand"),
        (changed, "food"),
        (table, "deck"),
        (evolve(table, deck=()), "tray"),
    ):
        before = getattr(value, name)
        with pytest.raises(attrs.exceptions.FrozenInstanceError):
            setattr(value, name, before)
        with pytest.raises(attrs.exceptions.FrozenInstanceError):
            delattr(value, name)
        with pytest.raises(AttributeError):
            value.not_a_field = 1  # type: ignore[attr-defined]  # no __dict__ to write into
        assert getattr(value, name) == before
    assert not hasattr(played, "__dict__") and not hasattr(player, "__dict__")


def test_copies_pickles_and_fields_out_of_init(played: GameState) -> None:
    assert copy.deepcopy(played) == played
    assert pickle.loads(pickle.dumps(played)) == played
    assert copy.copy(played.players[0]) == played.players[0]
    assert played.listed_lanes == ()  # set as attrs sets an init=False field's default
    rebuilt = builder(GameState)(
        *(getattr(played, f.name) for f in attrs.fields(GameState) if f.init)
    )
    assert rebuilt.listed_lanes == ()
    with pytest.raises(AttributeError):
        rebuilt.listed  # noqa: B018  # no default: unset until the engine lists the moves
    assert replacer(Player)(played.players[0], hand=()) == attrs.evolve(played.players[0], hand=())


@attrs.frozen(weakref_slot=False)
class _Checked:
    value: int = attrs.field(validator=attrs.validators.instance_of(int))


@attrs.frozen
class _WithWeakref:
    value: int


def test_classes_with_checks_or_weak_references_use_their_constructor() -> None:
    assert builder(_Checked) is _Checked
    assert builder(_WithWeakref) is _WithWeakref
    with pytest.raises(TypeError):
        evolve(_Checked(1), value="one")  # the validator still runs


def test_derived_fields_given_to_the_builder(played: GameState) -> None:
    args = [getattr(played, f.name) for f in attrs.fields(GameState) if f.init]
    listed = played.listed
    rebuilt = builder(GameState, ("listed",))(*args, listed)
    assert rebuilt == played and rebuilt.listed is listed and rebuilt.listed_lanes == ()
    with pytest.raises(attrs.exceptions.FrozenInstanceError):
        rebuilt.listed = ()  # type: ignore[misc]
    with pytest.raises(TypeError):
        builder(GameState, ("round",))  # an argument of __init__, not derived data
