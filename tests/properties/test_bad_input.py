"""Bad input never gets past the engine half-handled.

* Any move that is not legal raises ``IllegalMove`` (with a reason), never another error, and
  the state it was applied to is unchanged.
* Any corruption of a saved game raises ``SavedGameError``, or loads a state that is sound.
"""

from __future__ import annotations

import json

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import wingspan_rules as ws
from wingspan_rules.engine.invariants import problems
from wingspan_rules.state import moves as M
from wingspan_rules.state.enums import Action, DieFace, Food, Habitat
from wingspan_rules.tools.simulate import random_playout

_card = st.integers(-3, 200)
_habitat = st.sampled_from(list(Habitat))
_column = st.integers(-1, 6)
MOVES = st.one_of(
    st.builds(M.KeepBird, _card),
    st.builds(M.DiscardBird, _card),
    st.builds(M.DiscardFood, st.sampled_from(list(Food))),
    st.builds(M.KeepBonus, st.integers(-1, 30)),
    st.builds(M.PlayBird, _card, _habitat),
    st.builds(M.TakeAction, st.sampled_from(list(Action))),
    st.builds(M.SpendFood, st.tuples(*[st.integers(0, 3)] * 6)),
    st.builds(M.SpendEgg, _habitat, _column),
    st.builds(M.TakeDie, st.sampled_from(list(DieFace)), st.sampled_from(list(Food))),
    st.just(M.Reroll()),
    st.builds(M.LayEgg, _habitat, _column),
    st.builds(M.DrawFromTray, st.integers(-1, 4)),
    st.just(M.DrawFromDeck()),
    st.builds(M.DiscardCard, _card),
    st.builds(M.DiscardEgg, _habitat, _column),
    st.just(M.Stop()),
    st.just(M.Skip()),
    st.builds(M.UsePower, _habitat, _column),
    st.just(M.Accept()),
    st.builds(M.ChooseFood, st.sampled_from(list(Food))),
    st.builds(M.ChooseHabitat, _habitat),
    st.builds(M.ChoosePlayer, st.integers(-1, 6)),
    st.builds(M.ChooseBird, _habitat, _column),
    st.builds(M.TuckCard, _card),
    st.builds(M.TakeCard, _card),
)


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 50), moves_in=st.integers(0, 300), move=MOVES)
def test_an_illegal_move_raises_illegal_move_and_changes_nothing(cards, seed, moves_in, move):
    state = ws.new_game(ws.GameConfig(players=3), seed=seed)
    count = 0

    def stop_early(options, chosen, after):
        nonlocal state, count
        count += 1
        if count == moves_in:
            raise _Reached(after)

    try:
        random_playout(state, seed, on_move=stop_early)
    except _Reached as reached:
        state = reached.state
    if move in ws.legal_moves(state):
        return
    before = ws.to_json(state)
    try:
        ws.apply(state, move)
    except ws.IllegalMove as error:
        assert str(error)
    else:
        raise AssertionError(f"{move!r} was accepted but is not legal")
    assert ws.to_json(state) == before


class _Reached(Exception):
    def __init__(self, state):
        self.state = state


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_a_corrupted_saved_game_is_rejected_or_sound(cards, data):
    state = ws.new_game(ws.GameConfig(players=2), seed=3)
    for _ in range(data.draw(st.integers(0, 120), label="moves")):
        if ws.is_terminal(state):
            break
        state = ws.apply(state, ws.legal_moves(state)[0])
    doc = json.loads(ws.to_json(state))
    path, node = _pick_node(data, doc["state"])
    replacement = data.draw(
        st.one_of(st.none(), st.integers(-5, 500), st.text(max_size=5), st.booleans(), st.just([])),
        label="replacement",
    )
    if path is None:
        return
    parent, key = path
    parent[key] = replacement
    try:
        loaded = ws.from_json(json.dumps(doc))
    except ws.SavedGameError as error:
        assert str(error).startswith("saved game rejected")
        return
    assert problems(loaded, cards) == []


def _pick_node(data, root):
    """A random (container, key) inside ``root``."""
    node, path = root, None
    for _ in range(data.draw(st.integers(1, 6), label="depth")):
        if isinstance(node, dict) and node:
            key = data.draw(st.sampled_from(sorted(node)), label="key")
        elif isinstance(node, list) and node:
            key = data.draw(st.integers(0, len(node) - 1), label="index")
        else:
            break
        path = (node, key)
        node = node[key]
    return path, node
