"""The JSON Schema of saved games (src/wingspan_rules/schemas/save.schema.json).

The shipped file is generated from the state's declarations; real saves of every kind validate
against it, broken ones do not, and it requires exactly the keys the loader requires.
"""

from __future__ import annotations

import copy
import itertools
import json
from pathlib import Path

import attrs
import pytest
from jsonschema import Draft202012Validator

import wingspan_rules as ws
from wingspan_rules.events import EVENT_TYPES
from wingspan_rules.frames import FRAME_TYPES
from wingspan_rules.moves import MOVE_TYPES
from wingspan_rules.saves.serialization import FORMAT, converter, move_to_dict
from wingspan_rules.schemas import load_schema
from wingspan_rules.schemas.save import _Builder, main, save_schema
from wingspan_rules.state import rng
from wingspan_rules.state.model import Bird, GameState, Player

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures"
REGENERATE = "python -m wingspan_rules.schemas.save"


@pytest.fixture(scope="module")
def schema() -> dict:
    return load_schema("save")


@pytest.fixture(scope="module")
def validator(schema) -> Draft202012Validator:
    return Draft202012Validator(schema)


def errors(validator, doc) -> list[str]:
    return [
        f"{'/'.join(map(str, e.absolute_path))}: {e.message[:300]}"
        for e in validator.iter_errors(doc)
    ]


def validator_of(schema: dict, definition: str) -> Draft202012Validator:
    """A validator of one definition of the save schema."""
    return Draft202012Validator(
        {"$schema": schema["$schema"], "$defs": schema["$defs"], "$ref": f"#/$defs/{definition}"}
    )


def save(state) -> dict:
    return json.loads(ws.to_json(state))


def is_power_decision(state: GameState) -> bool:
    return bool(state.powers) and bool(state.pending) and state.pending[-1].IS_DECISION


def random_moves(rules, state, seed):
    """Yield the states of a random game from ``state`` (seeded, so always the same game)."""
    stream = rng.seed_state(seed)
    while not rules.is_terminal(state):
        options = rules.legal_moves(state)
        i, stream = rng.below(stream, len(options))
        state = rules.apply(state, options[i])
        yield state


@pytest.fixture(scope="module")
def in_power() -> GameState:
    """A 2-player game paused inside a power that remembers something, waiting for a decision."""
    rules = ws.bundled_rules(ws.GameConfig(players=2))
    for state in random_moves(rules, rules.new_game(seed=4), seed=4):
        if is_power_decision(state) and any(power.slots for power in state.powers):
            return state
    raise AssertionError("no power with a slot asked a decision in the whole game")


# ------------------------------------------------------------------------ the shipped file


def test_the_shipped_schema_is_the_generated_one(schema):
    assert schema == save_schema(), (
        "save.schema.json is out of date with the state's declarations: "
        f"regenerate it with `{REGENERATE}`"
    )


def test_the_entry_point_checks_the_shipped_file(capsys):
    assert main(["--check"]) == 0
    assert "up to date" in capsys.readouterr().out


def test_the_schema_is_a_valid_2020_12_schema(schema):
    Draft202012Validator.check_schema(schema)
    assert schema["$schema"] == "https://json-schema.org/draft/2020-12/schema"
    assert schema["properties"]["format"]["const"] == FORMAT == "wingspan-rules/3"


@pytest.mark.parametrize(
    ("union", "types"), [("frame", FRAME_TYPES), ("event", EVENT_TYPES), ("move", MOVE_TYPES)]
)
def test_every_tagged_class_has_its_definition(schema, union, types):
    refs = [branch["$ref"] for branch in schema["$defs"][union]["oneOf"]]
    assert refs == [f"#/$defs/{cls.TAG}" for cls in types]
    for cls in types:
        definition = schema["$defs"][cls.TAG]
        assert definition["properties"]["type"] == {"const": cls.TAG}
        assert "type" in definition["required"]
        assert definition["additionalProperties"] is False


@attrs.frozen
class _AList:
    items: list[int]


@attrs.frozen
class _AnUntaggedUnion:
    thing: Bird | Player


@pytest.mark.parametrize("cls", [_AList, _AnUntaggedUnion])
def test_a_field_of_an_unforeseen_type_is_refused(cls):
    """The generator does not guess: a new kind of field must be taught to it."""
    with pytest.raises(TypeError, match=rf"{cls.__name__}\.(items|thing): "):
        _Builder().schema_of(cls)


def test_derived_data_is_not_in_the_schema(schema):
    assert "listed" not in schema["$defs"]["GameState"]["properties"]
    assert "rng" not in schema["$defs"]["Observation"]["properties"]


# ------------------------------------------------------------------------ real saves validate


def test_a_new_game_validates(validator):
    doc = save(ws.new_game(ws.GameConfig(players=2), seed=1))
    assert doc["kind"] == "game"
    assert errors(validator, doc) == []


def test_a_game_paused_mid_setup_validates(validator):
    state = ws.new_game(ws.GameConfig(players=3), seed=2)
    for _ in range(4):  # keep or discard a few dealt birds
        state = ws.apply(state, ws.legal_moves(state)[0])
    assert state.phase is ws.Phase.SETUP
    assert errors(validator, save(state)) == []


def test_a_game_paused_inside_a_power_validates(validator, in_power):
    doc = save(in_power)
    assert doc["state"]["powers"]
    assert errors(validator, doc) == []


def test_an_observation_validates_and_is_not_a_game(validator, in_power):
    doc = save(ws.observation(in_power, 1))
    assert doc["kind"] == "observation"
    assert errors(validator, doc) == []
    as_game = {**doc, "kind": "game"}
    assert errors(validator, as_game)  # no random stream, a viewer: not a game state
    game_as_observation = {**save(in_power), "kind": "observation"}
    assert errors(validator, game_as_observation)


@pytest.mark.parametrize(("players", "seed"), [(2, 11), (3, 12), (4, 13), (5, 14)])
def test_saves_across_whole_random_games_validate(validator, players, seed):
    rules = ws.bundled_rules(ws.GameConfig(players=players))
    power_pauses = 0
    checked = 0
    for n, state in enumerate(random_moves(rules, rules.new_game(seed), seed), start=1):
        paused_in_power = is_power_decision(state) and power_pauses < 3
        if n % 40 == 0 or paused_in_power:
            power_pauses += paused_in_power
            checked += 1
            assert errors(validator, save(state)) == [], f"after move {n}"
    assert state.phase is ws.Phase.OVER
    assert errors(validator, save(state)) == []  # the final state
    assert errors(validator, save(ws.observation(state, players - 1))) == []
    assert checked >= 5


MODE_CONFIGS = {
    "automa": ws.GameConfig(players=1, mode=ws.AutomaOptions(expert=True)),
    "duet": ws.GameConfig(players=2, mode=ws.DuetOptions()),
    "flock": ws.GameConfig(players=6, mode=ws.FlockOptions()),
    "swift-start": ws.GameConfig(players=3, setup=ws.SwiftStart("base")),
}


@pytest.mark.parametrize("name", sorted(MODE_CONFIGS))
def test_saves_of_every_mode_validate_with_their_tagged_values(validator, name):
    """The mode, the setup preset and the mode state are tagged unions in the schema too."""
    rules = ws.bundled_rules(MODE_CONFIGS[name])
    moves = itertools.islice(random_moves(rules, rules.new_game(seed=3), seed=3), 30)
    state = list(moves)[-1]
    doc = save(state)
    config, mode_state = doc["state"]["config"], doc["state"]["mode_state"]
    assert config["mode"]["type"] == rules.config.mode.TAG
    assert (mode_state is None) == (name == "swift-start")
    assert errors(validator, doc) == []
    assert errors(validator, save(ws.observation(state, 0))) == []
    untagged = {k: v for k, v in config["mode"].items() if k != "type"}
    for broken in ({**config["mode"], "type": "chess"}, untagged):
        edited = {**doc["state"], "config": {**config, "mode": broken}}
        assert errors(validator, {**doc, "state": edited})
    if mode_state is not None:
        other = "flock" if mode_state["type"] != "flock" else "duet"
        wrong = {**doc["state"], "mode_state": {**mode_state, "type": other}}
        assert errors(validator, {**doc, "state": wrong})


def test_moves_validate_against_the_move_definition(schema):
    state = ws.new_game(ws.GameConfig(players=2), seed=5)
    moves = validator_of(schema, "move")
    for move in ws.legal_moves(state):
        assert errors(moves, move_to_dict(move)) == []
    assert errors(moves, {"type": "keep-bird"})  # without its card


# ------------------------------------------------------------------------ broken saves do not


def _top_frame(doc) -> dict:
    return doc["state"]["pending"][-1]


def _set(path, value):
    def mutate(doc):
        *parents, last = path
        target = doc
        for key in parents:
            target = target[key]
        target[last] = value

    return mutate


def _delete(path):
    def mutate(doc):
        *parents, last = path
        target = doc
        for key in parents:
            target = target[key]
        del target[last]

    return mutate


CLASS_NAMES = {cls.TAG: cls.__name__ for cls in FRAME_TYPES}


MUTATIONS = {
    "an unknown frame type": lambda d: _top_frame(d).update(type="ask-the-oracle"),
    "a class name instead of a tag": lambda d: _top_frame(d).update(
        type=CLASS_NAMES[_top_frame(d)["type"]]
    ),
    "a frame without its type": lambda d: _top_frame(d).pop("type"),
    "an extra key in a frame": lambda d: _top_frame(d).update(colour="brown"),
    "an extra key in the state": _set(["state", "listed"], None),
    "an extra key at the top": _set(["version"], 1),
    "an extra key in a power": lambda d: d["state"]["powers"][-1].update(memory={}),
    "a food as an integer": _set(["state", "events", 0, "food"], 1),
    "a die face as an integer": _set(["state", "tables", 0, "feeder", 0], 1),
    "a habitat not as written (upper case)": _set(["state", "events", 1, "habitat"], "FOREST"),
    "an event's class name instead of its tag": _set(["state", "events", 1, "type"], "BirdPlayed"),
    "a missing required field": _delete(["state", "rng"]),
    "a missing required field of a frame": lambda d: _top_frame(d).pop("player"),
    "a missing card fingerprint": _delete(["cards"]),
    "a card id as a string": _set(["state", "players", 0, "hand", 0], "12"),
    "a count as a boolean": _set(["state", "round"], True),
    "a flag as an integer": _set(["state", "powers", -1, "done"], 1),
    "a green-points row of two": _set(["state", "config", "house", "green_points", 0], [4, 1]),
    "an unknown phase": _set(["state", "phase"], "scoring"),
    "a wrong format string": _set(["format"], "wingspan-rules/1"),
    "no format": _delete(["format"]),
    "an unknown kind": _set(["kind"], "replay"),
    "not a fingerprint": _set(["cards"], "core"),
    "state as a list": _set(["state"], []),
}


@pytest.fixture(scope="module")
def rich(validator, in_power) -> dict:
    """A save with a power running and a decision pending, with events of several kinds."""
    doc = save(in_power)
    doc["state"]["events"] = [
        {"type": "food-gained", "player": 0, "food": "seed", "source": "birdfeeder"},
        {"type": "bird-played", "player": 0, "card": 1, "habitat": "forest", "column": 0},
    ]
    assert errors(validator, doc) == []
    return doc


@pytest.mark.parametrize("mutate", MUTATIONS.values(), ids=MUTATIONS.keys())
def test_the_schema_rejects_a_broken_save(validator, rich, mutate):
    broken = copy.deepcopy(rich)
    mutate(broken)
    assert json.dumps(broken) != json.dumps(rich)
    assert errors(validator, broken)


# ------------------------------------------------------------------------ the loader agrees


def _objects(node, path=()):
    """Every JSON object inside ``node``, with its path."""
    if isinstance(node, dict):
        yield path, node
        for key, value in node.items():
            yield from _objects(value, (*path, key))
    elif isinstance(node, list):
        for i, value in enumerate(node):
            yield from _objects(value, (*path, i))


def _structures(state: dict) -> bool:
    try:
        converter().structure(state, GameState)
    except Exception:
        return False
    return True


def test_the_schema_requires_exactly_the_keys_the_loader_requires(schema, rich):
    """Leaving out a key is accepted by the schema exactly when the converter accepts it (a
    field with a default), and an unknown key is refused by both."""
    state_schema = validator_of(schema, "GameState")
    state = rich["state"]
    seen = set()
    outcomes = []
    for path, obj in _objects(state):
        shape = (tuple("[]" if isinstance(p, int) else p for p in path), obj.get("type"))
        if shape in seen:
            continue
        seen.add(shape)
        for key in [*obj, "unknown-key"]:
            broken = copy.deepcopy(state)
            target = broken
            for p in path:
                target = target[p]
            if key == "unknown-key":
                target[key] = 0
            else:
                del target[key]
            where = f"{'/'.join(map(str, path))}: without {key!r}"
            accepted = _structures(broken)
            assert state_schema.is_valid(broken) == accepted, where
            outcomes.append(accepted)
    assert outcomes.count(True) > 10 and outcomes.count(False) > 40


# ------------------------------------------------------------------------ older formats


def test_a_save_of_the_previous_format_is_refused_by_schema_and_loader(validator):
    text = (FIXTURES / "save-format-1.json").read_text(encoding="utf-8")
    doc = json.loads(text)
    assert doc["format"] == "wingspan-rules/1"
    assert errors(validator, doc)
    with pytest.raises(ws.SavedGameError, match="wingspan-rules/1"):
        ws.from_json(text)
