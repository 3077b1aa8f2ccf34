"""Random whole games for the property tests, every step checked.

``play_out`` draws, at every step, a player among those deciding now (``current_players``:
in Flock mode two active players and the players answering powers), then one of their legal
moves. After each move: the state is sound (``invariants.problems`` and ``rules_problems``
empty), ``apply`` left its input unchanged (every tenth step), the events explain every change
of each player's food and eggs, and the JSON save comes back equal when ``save_now`` says so.
``replay`` plays the same (player, move index) choices again from the same start.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from typing import Any

from hypothesis import strategies as st

import wingspan_rules as ws
from wingspan_rules.engine.invariants import problems, rules_problems
from wingspan_rules.state import events as E


def food_delta(events: Any, player: int) -> int:
    """How the events say ``player``'s supply changed (a count of tokens)."""
    delta = 0
    for e in events:
        if type(e) is E.FoodStolen and e.victim == player:  # taken from their supply
            delta -= 1
        if type(e) is E.FoodGiven and e.receiver == player:  # given to them
            delta += 1
        if getattr(e, "player", None) != player:
            continue
        if type(e) is E.FoodGained:
            delta += 1
        elif type(e) is E.FoodDiscarded or type(e) is E.FoodGiven:
            delta -= 1
        elif type(e) is E.FoodPaid:
            delta -= sum(e.food)
        elif type(e) is E.FoodCached and e.source == "personal supply":
            delta -= 1
    return delta


def egg_delta(events: Any, player: int) -> int:
    """How the events say the eggs on ``player``'s birds changed."""
    kinds = {E.EggLaid: 1, E.EggPaid: -1, E.EggDiscarded: -1}
    delta = 0
    for e in events:
        if getattr(e, "player", None) != player:
            continue
        delta += kinds.get(type(e), 0)
        if type(e) in (E.BirdCovered, E.BirdReplaced):  # the covered or replaced bird's eggs go
            delta -= e.eggs
    return delta


def explained(before: ws.GameState, after: ws.GameState) -> None:
    """Every change of each player's food and eggs is told by the events of the step."""
    for p, (old, new) in enumerate(zip(before.players, after.players, strict=True)):
        assert sum(new.food) - sum(old.food) == food_delta(after.events, p)
        assert new.total_eggs - old.total_eggs == egg_delta(after.events, p)
        # Egg markers (Americas, 9.5.9) are no eggs: the events above never count them, and
        # they lie only on empty slots (a bird played or moved there took them).
        for habitat, column in new.egg_markers:
            assert column >= new.spaces(habitat)


def mid_power(state: ws.GameState) -> bool:
    """A power under way, or part of one waiting for the end of the turn."""
    return bool(state.powers) or any(f.TAG == "turn-end-part" for f in state.pending)


def every_tenth_or_mid_power(step: int, state: ws.GameState) -> bool:
    return step % 10 == 0 or (mid_power(state) and step % 2 == 0)


def play_out(
    rules: ws.Rules,
    start: ws.GameState,
    data: Any,
    save_now: Callable[[int, ws.GameState], bool] = every_tenth_or_mid_power,
) -> tuple[ws.GameState, list[tuple[int, int]], Counter[tuple[int, int]]]:
    """A random legal game from ``start`` to its end, every step checked: the final state, the
    (player, move index) choices, and the turns each player took per round."""
    state = start
    chosen: list[tuple[int, int]] = []
    turns: Counter[tuple[int, int]] = Counter()
    step = 0
    while not rules.is_terminal(state):
        deciding = rules.current_players(state)
        assert deciding, "a game that is not over always has a player deciding"
        player = deciding[data.draw(st.integers(0, len(deciding) - 1), label="player")]
        moves = rules.legal_moves(state, player)
        assert moves and len(set(moves)) == len(moves), "moves are listed once each"
        index = data.draw(st.integers(0, len(moves) - 1), label="move")
        frozen_before = ws.to_json(state) if step % 10 == 0 else None
        after = rules.apply(state, moves[index], player=player)
        if frozen_before is not None:
            assert ws.to_json(state) == frozen_before, "apply must not change its input"
        broken = problems(after, rules.cards)
        assert broken == [], (broken, moves[index], [type(e).__name__ for e in after.events])
        found = rules_problems(after, rules.cards)
        assert found == [], (
            found,
            moves[index],
            [type(e).__name__ for e in after.events],
            [(c.owner, rules.cards.birds[c.bird].name, c.source) for c in after.powers],
            [type(f).__name__ for f in after.pending],
        )
        explained(state, after)
        if save_now(step, after):
            assert ws.from_json(ws.to_json(after), rules) == after
        for e in after.events:
            if type(e) is E.ActionChosen:  # a turn of the round the action was chosen in
                turns[(after.round if after.round == state.round else state.round, e.player)] += 1
        chosen.append((player, index))
        state = after
        step += 1
    return state, chosen, turns


def replay(rules: ws.Rules, start: ws.GameState, chosen: list[tuple[int, int]]) -> ws.GameState:
    state = start
    for player, index in chosen:
        state = rules.apply(state, rules.legal_moves(state, player)[index], player=player)
    return state
