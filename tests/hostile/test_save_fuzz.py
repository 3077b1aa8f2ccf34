"""Edited saves from strangers: ``from_json`` refuses them with ``SavedGameError``, or every call
of the rules works on what it loaded (listing, observing, saving, applying each legal move and
playing on). The saves edited are real ones: fresh, paused in setup, paused inside a power, and
late in the game, of 2-4 players."""

from __future__ import annotations

import copy
import json
import os
import random
from collections.abc import Iterator
from functools import cache
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import wingspan_rules as ws
from wingspan_rules.bots.resample import RESAMPLED_MODES, resample
from wingspan_rules.frames import FRAME_TYPES
from wingspan_rules.saves.serialization import _tag

from .limits import time_limit

TAGS = sorted(_tag(cls) for cls in FRAME_TYPES)
Path = tuple[Any, ...]


#: The longest one case may take (seconds): a test, or one example of a fuzz test (whose
#: examples are many, so the test as a whole runs as long as they are).
CASE_LIMIT = 60


@pytest.fixture(autouse=True)
def _limited(request: pytest.FixtureRequest) -> Iterator[None]:
    if hasattr(request.function, "hypothesis"):  # limited example by example instead
        yield
        return
    with time_limit(CASE_LIMIT):
        yield


@cache
def saves() -> tuple[str, ...]:
    """Real saves: fresh, in setup, inside a power (several), in the last round."""
    found: list[str] = []
    for players, seed in ((2, 1), (3, 2), (4, 3), (2, 5)):
        rules = ws.bundled_rules(ws.GameConfig(players=players, offers="legacy"))
        state, stream = rules.new_game(seed), random.Random(seed)
        found.append(ws.to_json(state))  # paused in setup
        in_power = late = 0
        while not rules.is_terminal(state):
            state = rules.apply(state, stream.choice(rules.legal_moves(state)))
            if state.powers and in_power < 3 and stream.random() < 0.3:
                found.append(ws.to_json(state))
                in_power += 1
            if state.round == 4 and late < 2 and stream.random() < 0.05:
                found.append(ws.to_json(state))
                late += 1
            if state.round == 1 and state.turn == 0 and len(found) and stream.random() < 0.02:
                found.append(ws.to_json(state))  # setup done, first turn
    return tuple(found)


@cache
def automa_saves() -> tuple[str, ...]:
    """Real saves of games against the Automa: fresh, on the Automa's turn (the human asked
    about a pink power), inside a power, in the last round."""
    found: list[str] = []
    config = ws.GameConfig(
        players=1, mode=ws.AutomaOptions(human_first=False, expert=True), offers="legacy"
    )
    plain = ws.GameConfig(players=1, mode=ws.AutomaOptions(), offers="legacy")
    for automa_config, seed in ((plain, 1), (config, 2)):
        rules = ws.bundled_rules(automa_config)
        state, stream = rules.new_game(seed), random.Random(seed)
        found.append(ws.to_json(state))
        kept: dict[str, int] = {"star": 0, "power": 0, "late": 0}
        while not rules.is_terminal(state):
            state = rules.apply(state, stream.choice(rules.legal_moves(state)))
            tags = [f.TAG for f in state.pending]
            if "automa-end-turn" in tags and kept["star"] < 3:
                found.append(ws.to_json(state))
                kept["star"] += 1
            elif state.powers and kept["power"] < 2 and stream.random() < 0.3:
                found.append(ws.to_json(state))
                kept["power"] += 1
            elif state.round == 4 and kept["late"] < 2 and stream.random() < 0.05:
                found.append(ws.to_json(state))
                kept["late"] += 1
    # The Automa's "activate all pink powers": its turn paused on the human's pink powers.
    from wingspan_rules.testing import Scenario

    s = Scenario(players=1, mode=ws.AutomaOptions(), offers="legacy")
    s.automa().deck_top("2")  # round 1: gain food, then the star
    s.player(0).bird("wetland", "Belted Kingfisher").bird("forest", "Black Vulture")
    turn = s.play("gain food", "stop", until="answers")  # Black Vulture's offer
    found.append(ws.to_json(turn.state))
    turn = turn.play("use the power", until="answers")  # inside it: which die to take
    found.append(ws.to_json(turn.state))
    found.append(ws.to_json(turn.play(turn.options()[0], until="answers").state))
    return tuple(found)


def _nodes(value: Any, path: Path = ()) -> Iterator[tuple[Path, Any]]:
    yield path, value
    if isinstance(value, dict):
        for key, item in value.items():
            yield from _nodes(item, (*path, key))
    elif isinstance(value, list):
        for index, item in enumerate(value):
            yield from _nodes(item, (*path, index))


def _parent(doc: Any, path: Path) -> Any:
    for key in path[:-1]:
        doc = doc[key]
    return doc


OTHER_VALUES = [None, True, False, 0, -1, 1, 2**40, -(2**40), 0.5, "", "x", "forest", [], {}, [0]]
INTS = st.one_of(
    st.integers(-3, 10), st.sampled_from([-1, 2**31, 2**63, 2**64, -(2**63), 10**19, 99, 100, 101])
)


@cache
def duet_saves() -> tuple[str, ...]:
    """Real saves of Duet games (rules 8.1): at a token placement, at a bonus, with tokens on
    the reset space, late in the game."""
    found: list[str] = []
    rules = ws.bundled_rules(ws.GameConfig(players=2, mode=ws.DuetOptions(), offers="legacy"))
    for seed in (1, 11):
        state, stream = rules.new_game(seed), random.Random(seed)
        found.append(ws.to_json(state))
        step = 0
        while not rules.is_terminal(state):
            state = rules.apply(state, stream.choice(rules.legal_moves(state)))
            step += 1
            tag = state.pending[-1].TAG if state.pending else ""
            decision = tag in ("place-token", "duet-bonus-die", "duet-bonus-egg", "duet-bonus-card")
            reset = state.mode_state is not None and any(state.mode_state.reset) and step % 10 == 0
            if decision or reset:
                found.append(ws.to_json(state))
    return tuple(found)


#: The parts of a save where a fuzzer aimed at the engine's own bookkeeping edits.
FRAMES_AND_POWERS = ("pending", "powers")
#: The parts of a Duet save where a fuzzer aimed at the Duet map and its decisions edits.
DUET_PARTS = ("pending", "mode_state")


@st.composite
def edited(draw: st.DrawFn, within: tuple[str, ...] = (), corpus: Any = saves) -> str:
    """A real save of ``corpus`` with 1-3 random edits, anywhere in the state or only
    ``within`` the named parts of it."""
    text = draw(st.sampled_from(corpus()))
    doc = json.loads(text)
    for _ in range(draw(st.integers(1, 3))):
        nodes = [(p, v) for p, v in _nodes(doc["state"], ("state",)) if p[-1] != "events"]
        if within:
            nodes = [(p, v) for p, v in nodes if len(p) > 2 and p[1] in within]
            if not nodes:
                break
        kind = draw(st.sampled_from(["int", "list", "tag", "type", "transplant", "field"]))
        if kind == "int":
            choices = [p for p, v in nodes if type(v) is int]
            if choices:
                path = draw(st.sampled_from(choices))
                _parent(doc, path)[path[-1]] = draw(INTS)
        elif kind == "list":
            choices = [p for p, v in nodes if isinstance(v, list) and v]
            if choices:
                path = draw(st.sampled_from(choices))
                items = _parent(doc, path)[path[-1]] if path else doc
                op = draw(st.sampled_from(["delete", "duplicate", "swap", "move"]))
                i = draw(st.integers(0, len(items) - 1))
                j = draw(st.integers(0, len(items) - 1))
                if op == "delete":
                    del items[i]
                elif op == "duplicate":
                    items.insert(j, copy.deepcopy(items[i]))
                elif op == "swap":
                    items[i], items[j] = items[j], items[i]
                else:
                    other = draw(st.sampled_from(choices))
                    target = _parent(doc, other)[other[-1]]
                    if target is not items:
                        target.append(items.pop(i))
        elif kind == "transplant":  # a frame of another save (setup frames in play...)
            donor = json.loads(draw(st.sampled_from(_corpus_frames())))
            stack = doc["state"]["pending"]
            stack.insert(draw(st.integers(0, len(stack))), donor)
        elif kind == "field":  # any field of any frame: emptied, doubled, or a small number
            choices = [p for p, v in nodes if len(p) > 3 and p[1] == "pending" and p[-1] != "type"]
            if choices:
                path = draw(st.sampled_from(choices))
                value = _parent(doc, path)[path[-1]]
                if isinstance(value, list):
                    new = draw(st.sampled_from([[], value * 2, value[:1] * 2, value[::-1]]))
                else:
                    new = draw(st.sampled_from([0, 1, 2, 5, 50, -1, []]))
                _parent(doc, path)[path[-1]] = copy.deepcopy(new)
        elif kind == "tag":
            choices = [p for p, v in nodes if p[-1] == "type" and isinstance(v, str)]
            if choices:
                path = draw(st.sampled_from(choices))
                _parent(doc, path)[path[-1]] = draw(st.sampled_from(TAGS))
        else:
            choices = [p for p, _ in nodes if len(p) > 1]
            if not choices:
                continue
            path = draw(st.sampled_from(choices))
            _parent(doc, path)[path[-1]] = copy.deepcopy(draw(st.sampled_from(OTHER_VALUES)))
    return json.dumps(doc)


@cache
def _corpus_frames() -> tuple[str, ...]:
    """Every distinct pending frame of every save of the corpora, as JSON (to transplant)."""
    found: dict[str, None] = {}
    for corpus in (saves, duet_saves, automa_saves):
        for text in corpus():
            for frame in json.loads(text)["state"]["pending"]:
                found[json.dumps(frame, sort_keys=True)] = None
    return tuple(found)


def check_every_call(text: str, seed: int) -> None:
    with time_limit(CASE_LIMIT):
        _check_every_call(text, seed)


def _check_every_call(text: str, seed: int) -> None:
    try:
        state = ws.from_json(text)
    except ws.SavedGameError:
        return
    players = state.config.players
    moves = ws.legal_moves(state)
    assert len(set(moves)) == len(moves), "two legal moves alike"
    ws.current_player(state)
    for p in range(players):
        ws.observation(state, p)
    ws.to_json(state)
    for move in moves:
        ws.apply(state, move)
    if state.config.mode.TAG in RESAMPLED_MODES:  # what MCTSBot does with it
        for p in range(players):
            resample(state, p, random.Random(seed))
    stream = random.Random(seed)
    for _ in range(30):
        if ws.is_terminal(state):
            break
        state = ws.apply(state, stream.choice(ws.legal_moves(state)))
        ws.current_player(state)
    for p in range(players):
        ws.observation(state, p)
    assert ws.from_json(ws.to_json(state)) == state


def fuzz_settings(examples: int) -> settings:
    """A fuzz test's settings: ``examples`` fixed examples (the same on every run), or as many
    random ones as ``FUZZ_EXAMPLES`` says when ``FUZZ_RANDOM`` is set."""
    return settings(
        max_examples=int(os.environ.get("FUZZ_EXAMPLES", str(examples))),
        derandomize=not os.environ.get("FUZZ_RANDOM"),
        database=None,
        deadline=None,
        suppress_health_check=[HealthCheck.too_slow],
    )


# The same examples on every run, so the suite is deterministic; a wider search (random edits,
# more examples) is a separate exploration: FUZZ_EXAMPLES=4000 FUZZ_RANDOM=1 pytest -k edited
# (both fuzz tests below).
@fuzz_settings(1000)
@given(edited(), st.integers(0, 2**32))
def test_an_edited_save_is_refused_or_plays_on(text, seed):
    check_every_call(text, seed)


# Edits aimed at the pending stack and the running powers, where whole-state edits rarely land.
@fuzz_settings(500)
@given(edited(FRAMES_AND_POWERS), st.integers(0, 2**32))
def test_a_save_with_edited_frames_or_powers_is_refused_or_plays_on(text, seed):
    check_every_call(text, seed)


@fuzz_settings(300)
@given(st.data(), st.integers(0, 2**32))
def test_an_edited_duet_save_is_refused_or_plays_on(data, seed):
    check_every_call(data.draw(edited(corpus=duet_saves)), seed)


# Edits aimed at the Duet map and the pending stack of Duet games.
@fuzz_settings(300)
@given(st.data(), st.integers(0, 2**32))
def test_a_duet_save_with_an_edited_map_or_frames_is_refused_or_plays_on(data, seed):
    check_every_call(data.draw(edited(DUET_PARTS, duet_saves)), seed)


@cache
def flock_saves() -> tuple[str, ...]:
    """Real saves of Flock games (rules 8.2), of 6 and 7 players: both lanes busy, a lane that
    waits, work waiting under a turn, late in the game."""
    found: list[str] = []
    for players, seed in ((6, 3), (7, 5)):
        flock = ws.GameConfig(players=players, mode=ws.FlockOptions(), offers="legacy")
        rules = ws.bundled_rules(flock)
        state, stream = rules.new_game(seed), random.Random(seed)
        step = 0
        while not rules.is_terminal(state):
            p = stream.choice(rules.current_players(state))
            state = rules.apply(state, stream.choice(rules.legal_moves(state, p)), player=p)
            step += 1
            waiting = any(lane.waits for lane in state.lanes)
            deferred = any(f.TAG == "deferred" for lane in state.lanes for f in lane.pending)
            busy = len(state.lanes) == 2 and all(len(lane.pending) > 2 for lane in state.lanes)
            if waiting or deferred or (busy and step % 5 == 0) or step % 97 == 0:
                found.append(ws.to_json(state))
    return tuple(found)


#: The parts of a Flock save where a fuzzer aimed at the lanes and the dial edits.
FLOCK_PARTS = ("lanes", "mode_state", "pending", "players")


# Saves of Flock games: anywhere in the state, then aimed at the lanes and the dial.
@fuzz_settings(400)
@given(
    st.one_of(edited(corpus=flock_saves), edited(FLOCK_PARTS, flock_saves)),
    st.integers(0, 2**32),
)
def test_an_edited_flock_save_is_refused_or_plays_on(text, seed):
    check_every_call(text, seed)


def test_the_flock_saves_cover_both_lanes_waiting_lanes_and_deferred_work():
    states = [ws.from_json(text) for text in flock_saves()]
    assert any(len(s.lanes) == 2 for s in states)
    assert any(lane.waits for s in states for lane in s.lanes)
    assert any(f.TAG == "deferred" for s in states for lane in s.lanes for f in lane.pending)


def test_the_duet_saves_cover_token_placements_bonuses_and_reset_tokens():
    states = [ws.from_json(text) for text in duet_saves()]
    tags = {s.pending[-1].TAG for s in states if s.pending}
    assert {"place-token", "duet-bonus-die", "duet-bonus-egg", "duet-bonus-card"} <= tags
    assert any(any(s.mode_state.reset) for s in states)


# Saves of games against the Automa: anywhere in the state, then aimed at its own part.
@fuzz_settings(400)
@given(
    st.one_of(
        edited(corpus=automa_saves), edited(("mode_state", *FRAMES_AND_POWERS), automa_saves)
    ),
    st.integers(0, 2**32),
)
def test_an_edited_save_against_the_automa_is_refused_or_plays_on(text, seed):
    check_every_call(text, seed)


def test_the_automa_saves_cover_its_turn_and_powers():
    states = [ws.from_json(text) for text in automa_saves()]
    assert sum(s.pending[1].TAG == "automa-end-turn" for s in states if len(s.pending) > 1) >= 3
    assert any(s.powers for s in states) and any(s.round == 4 for s in states)


def test_the_saves_cover_setup_powers_and_the_last_round():
    states = [ws.from_json(text) for text in saves()]
    assert any(s.phase is ws.Phase.SETUP for s in states)
    assert sum(bool(s.powers) for s in states) >= 6
    assert any(s.round == 4 for s in states)
    assert {s.config.players for s in states} == {2, 3, 4}


# What the fuzzer found, kept as fixed cases: each edit loaded before, and the game then broke.


def _refused(doc: dict, reason: str) -> None:
    with pytest.raises(ws.SavedGameError, match=reason):
        ws.from_json(json.dumps(doc))


def _fresh() -> dict:
    rules = ws.bundled_rules(ws.GameConfig(players=2, offers="legacy"))
    return json.loads(ws.to_json(rules.new_game(1)))


def _in_power(frame: str) -> dict:
    for text in saves():
        doc = json.loads(text)
        if doc["state"]["powers"] and any(f["type"] == frame for f in doc["state"]["pending"]):
            return doc
    raise AssertionError(f"no save with a pending {frame}")


def test_a_setup_choice_pending_twice_is_refused():
    doc = _fresh()
    pending = doc["state"]["pending"]
    pending.insert(1, copy.deepcopy(pending[1]))  # the same dealt cards discarded twice
    _refused(doc, "setup choice is pending twice")


def test_dealt_cards_not_in_the_hand_are_refused():
    doc = _fresh()
    frame = doc["state"]["pending"][-1]
    frame["dealt"][0] = doc["state"]["tables"][0]["deck"][0]
    _refused(doc, "not in the player's hand")


def test_a_stack_that_would_run_dry_is_refused():
    doc = _in_power("end-power")
    del doc["state"]["pending"][0]  # the end of the turn: the game would stop mid-round
    _refused(doc, "must rest on the end of the active player's turn")


def test_a_power_step_outside_its_power_is_refused():
    doc = _in_power("end-power")
    pending = doc["state"]["pending"]
    first = next(i for i, f in enumerate(pending) if f["type"] == "end-power")
    step = pending.pop()
    pending.insert(first, step)  # below the power's end: run with no power
    doc["state"]["powers"] = doc["state"]["powers"][:1]
    with pytest.raises(ws.SavedGameError):
        ws.from_json(json.dumps(doc))


def test_end_power_frames_match_the_running_powers():
    doc = _in_power("end-power")
    doc["state"]["powers"].append(copy.deepcopy(doc["state"]["powers"][-1]))
    _refused(doc, "end-power frames pending for")


def test_goal_points_match_the_round():
    doc = _in_power("end-power")
    state = doc["state"]
    state["goal_points"] = [[0] * len(state["players"])] * state["round"]
    _refused(doc, "comes after")


def test_cubes_used_match_the_turns_taken():
    doc = _in_power("end-power")
    state = doc["state"]
    other = (state["first_player"] + state["turn"] + 1) % len(state["players"])
    state["players"][other]["cubes_used"] += 1  # a cube placed without a turn
    _refused(doc, "cubes? in")


def test_a_cube_placed_during_setup_is_refused():
    doc = _fresh()
    doc["state"]["players"][1]["cubes_used"] = (
        1  # found by the fuzzer: the game then refused its own save
    )
    _refused(doc, "in setup no turn has been taken")


def test_an_action_under_way_has_its_cube_placed():
    doc = _in_power("end-power")  # found by the fuzzer: an action with no cube played on
    state = doc["state"]
    assert not any(f["type"] == "choose-action" for f in state["pending"])
    active = (state["first_player"] + state["turn"]) % len(state["players"])
    state["players"][active]["cubes_used"] -= 1  # the action chosen without its cube
    _refused(doc, "cubes? in")


# Values inside frames and powers: found by a fuzzer aimed at the pending stack and the
# running powers. Each edit loaded before and broke a later call.


def _pink_offer() -> dict:
    """A real save paused on a pink power's offer (another player's event triggered it)."""
    for seed in range(200):
        rules = ws.bundled_rules(ws.GameConfig(players=3, offers="legacy"))
        state, stream = rules.new_game(seed), random.Random(seed)
        while not rules.is_terminal(state):
            top = state.pending[-1]
            if type(top).__name__ == "OfferPower" and top.pink:
                return json.loads(ws.to_json(state))
            state = rules.apply(state, stream.choice(rules.legal_moves(state)))
    raise AssertionError("no pink power offered in 200 random games")


def test_a_block_that_is_not_a_block_of_the_power_is_refused():
    for block in ([0], [-1, 0], [0, 99]):
        doc = _in_power("choose-start")
        frame = next(f for f in doc["state"]["pending"] if f["type"] == "choose-start")
        frame["block"] = block
        _refused(doc, "its block is not a block of the power")


def test_an_action_tally_is_a_count_of_each_food():
    doc = next(
        d
        for d in map(json.loads, saves())
        if any(f["type"] == "finish-action" for f in d["state"]["pending"])
    )
    frame = next(f for f in doc["state"]["pending"] if f["type"] == "finish-action")
    frame["gained"] = frame["gained"][:-1]
    _refused(doc, "gained is not a count of each food type")


def test_what_a_power_remembers_is_of_its_kind():
    doc = _in_power("take-food-for-power")
    slot = doc["state"]["powers"][-1]["slots"][0]
    for kind, values, reason in (
        ("food", [99], "not one of the food"),
        ("hoard", [], "not a kind of value"),
    ):
        edited = copy.deepcopy(doc)
        edited["state"]["powers"][-1]["slots"][0] = {**slot, "kind": kind, "values": values}
        _refused(edited, reason)
    edited = copy.deepcopy(doc)
    edited["state"]["powers"][-1]["slots"].append(copy.deepcopy(slot))
    _refused(edited, "two values under one name")


def test_a_pink_offer_holds_an_event_its_power_answers():
    doc = _pink_offer()
    assert ws.from_json(json.dumps(doc))  # the real one loads
    offer = doc["state"]["pending"][-1]
    for edit, reason in (
        ({"player": 99}, "offer-power.*player holds a value out of range"),
        ({"card": 10**6}, "offer-power.*card holds a value out of range"),
        ({"player": offer["player"]}, "not another player's event"),
    ):
        edited = copy.deepcopy(doc)
        edited["state"]["pending"][-1]["trigger"].update(edit)
        _refused(edited, reason)
    edited = copy.deepcopy(doc)
    edited["state"]["pending"][-1]["trigger"] = None
    _refused(edited, "holds the event that triggered it")


def test_the_last_steps_events_name_what_exists():
    """A frontend narrates ``state.events``: a saved event naming a player, bird, bonus card,
    goal or food that does not exist is refused, not narrated into a crash."""
    doc = _pink_offer()
    events = doc["state"]["events"]
    assert events
    for field, value in (("player", 7), ("card", -5), ("card", 10**6)):
        index = next(i for i, e in enumerate(events) if field in e)
        edited = copy.deepcopy(doc)
        edited["state"]["events"][index][field] = value
        _refused(edited, "holds a value out of range")
    fresh = _fresh()
    started = next(e for e in fresh["state"]["events"] if e["type"] == "game-started")
    started["goals"][0] = 99
    _refused(fresh, "goals holds a value out of range")


def test_a_tuck_behind_this_bird_belongs_to_the_birds_owner():
    """Found by the fuzzer: another player's tuck behind the power's bird took their card
    out of their hand and lost it (no bird of theirs to tuck it behind)."""
    doc = _in_power("tuck-from-hand")
    frame = next(f for f in doc["state"]["pending"] if f["type"] == "tuck-from-hand")
    frame["player"] = (frame["player"] + 1) % len(doc["state"]["players"])
    _refused(doc, "acts on the bird of a power player .* does not own")


def test_a_running_power_is_on_a_bird_of_its_owners_mat():
    """Found by the fuzzer: a power handed to a player who does not have its bird let that
    player's tuck behind "this bird" take a card from their hand and lose it."""
    doc = _in_power("tuck-from-hand")
    frame = next(f for f in doc["state"]["pending"] if f["type"] == "tuck-from-hand")
    other = (frame["player"] + 1) % len(doc["state"]["players"])
    frame["player"] = other
    doc["state"]["powers"][-1]["owner"] = other
    _refused(doc, "is on a bird its player does not have on their mat")


def test_a_frame_naming_a_bird_names_one_of_its_players_birds():
    doc = _in_power("end-power")
    state = doc["state"]
    owner, bird = state["powers"][-1]["owner"], state["powers"][-1]["bird"]
    other = (owner + 1) % len(state["players"])
    state["pending"].append({"type": "choose-destination", "player": other, "bird": bird})
    _refused(doc, f"bird {bird} is not a bird of player {other}")
