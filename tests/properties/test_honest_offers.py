"""Honest offers (``GameConfig.offers`` "honest", the default): in random games of every
bundled set, 2 to 5 players and each mode, every power activation offered, once resolved by at
least one sequence of choices, changes the state beyond its own bookkeeping.

**Bookkeeping**, precisely: what a power's use writes about itself and nothing else, i.e. the
fields of the state that are left out of the comparison:

* ``GameState.events``: the story of what happened (``PowerUsed`` and the rest);
* ``GameState.pending`` and ``GameState.powers``, and each Flock lane's ``pending`` and
  ``powers``: the work in progress and the running powers' contexts (what a power remembers);
* ``Player.pink_used``: the activation log, the pink powers used since their owner's turn;
* ``GameState.listed``: derived data (the listed moves), never compared or saved.

Everything else counts as a change: food, eggs, cards and where they lie, the dice, the random
stream, a bird played, the cards others know. Work the power leaves for later counts as a
change too (``LATER``): a part held back until the end of the turn (a ``turn-end-part`` frame,
rules 9.1), a part for a player busy with their own turn in another Flock lane (``deferred``).

A use is followed from the offer, every choice tried in turn (the power's own "skip" and
"stop" last), until the power's own context ends (``EndPower`` of the offered bird's power): the
state then is compared with the state at the offer. The first sequence that changes something
proves the offer; a bounded number of sequences is tried.
"""

from __future__ import annotations

import random
from typing import Any

import attrs
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import wingspan_rules as ws
from wingspan_rules.engine.frames.powers import EndPower, RunPower
from wingspan_rules.language import bundled_sets
from wingspan_rules.state.moves import Skip, Stop, TakeAmount, UsePower

#: The configurations played: every bundled set, 2-5 players in the base game, and each mode.
#: Every set: each phrase family declares what could change (``Effect.could_change``).
SETS = bundled_sets()
CONFIGS = (
    *(ws.GameConfig(players=n, sets=SETS) for n in (2, 3, 4, 5)),
    ws.GameConfig(players=1, mode=ws.AutomaOptions(), sets=SETS),
    ws.GameConfig(players=2, mode=ws.DuetOptions(), sets=SETS),
    ws.GameConfig(players=6, mode=ws.FlockOptions(), sets=SETS),
    ws.GameConfig(players=2, setup=ws.SwiftStart("base"), sets=SETS),
)
#: How many choices one use may try before the offer is called unproven.
BUDGET = 400

_RULES: dict[int, ws.Rules] = {}


def _rules(index: int) -> ws.Rules:
    if index not in _RULES:
        _RULES[index] = ws.bundled_rules(CONFIGS[index])
    return _RULES[index]


def essence(state: ws.GameState) -> Any:
    """The state less its bookkeeping (see the module docstring)."""
    players = tuple(attrs.evolve(p, pink_used=()) for p in state.players)
    lanes = tuple(attrs.evolve(lane, pending=(), powers=()) for lane in state.lanes)
    return attrs.evolve(state, events=(), pending=(), powers=(), lanes=lanes, players=players)


#: Work a power leaves to be done later without a further choice from its user: a part held
#: back to the end of the turn (rules 9.1), a part for a player busy in another Flock lane.
LATER = ("turn-end-part", "deferred")


def _held_back(state: ws.GameState) -> int:
    frames = list(state.pending) + [f for lane in state.lanes for f in lane.pending]
    return sum(f.TAG in LATER for f in frames)


class _PowerEnds:
    """Catches the state at the end of a chosen power (``EndPower`` of its outermost context,
    before the context goes; a part the power runs for another player in a context of its own,
    on the same bird, ends deeper)."""

    def __init__(self) -> None:
        self.watched: tuple[int, int] | None = None
        self.depth: int | None = None
        self.caught: list[ws.GameState] = []

    def watch(self, player: int, card: int) -> None:
        self.watched, self.depth = (player, card), None

    def __enter__(self) -> _PowerEnds:
        ending, running = EndPower.run, RunPower.run
        catcher = self

        def end(frame: EndPower, step: Any) -> None:
            context = step.powers[-1]
            if catcher.watched == (context.owner, context.bird) and catcher.depth == len(
                step.powers
            ):
                catcher.caught.append(step.freeze())
            ending(frame, step)

        def run(frame: RunPower, step: Any) -> None:
            if catcher.watched == (frame.player, frame.card) and catcher.depth is None:
                catcher.depth = len(step.powers) + 1
            running(frame, step)

        self._originals = (ending, running)
        EndPower.run = end  # type: ignore[method-assign]
        RunPower.run = run  # type: ignore[method-assign]
        return self

    def __exit__(self, *exc: object) -> None:
        EndPower.run, RunPower.run = self._originals  # type: ignore[method-assign]


def _last(move: ws.Move) -> bool:
    return isinstance(move, Skip | Stop) or (isinstance(move, TakeAmount) and move.amount == 0)


def _changes(
    rules: ws.Rules, start: ws.GameState, player: int, move: UsePower, ends: _PowerEnds
) -> bool | None:
    """Whether some sequence of choices after ``move`` changes the state beyond bookkeeping
    by the end of the power (None: not decided within ``BUDGET`` choices)."""
    habitat_row = start.players[player].mat[move.habitat]
    card = habitat_row[move.column].card
    ends.watch(player, card)
    before, held = essence(start), _held_back(start)
    todo: list[tuple[ws.GameState, ws.Move, int | None]] = [(start, move, player)]
    tried = 0
    while todo and tried < BUDGET:
        state, chosen, mover = todo.pop()
        tried += 1
        ends.caught.clear()
        after = rules.apply(state, chosen, player=mover)
        if ends.caught:
            end = ends.caught[0]
            if essence(end) != before or _held_back(end) > held:
                return True
            continue
        if ws.is_terminal(after):
            continue
        deciding = rules.current_players(after)
        nxt = deciding[0]
        moves = rules.legal_moves(after, nxt)
        ordered = sorted(moves, key=_last)  # the power's own "skip" and "stop" last
        todo.extend((after, m, nxt) for m in reversed(ordered))
    return None if todo else False


def _offers(rules: ws.Rules, state: ws.GameState, player: int) -> list[UsePower]:
    return [m for m in rules.legal_moves(state, player) if isinstance(m, UsePower)]


def _name(index: int) -> str:
    config = CONFIGS[index]
    setup = f"-{config.setup.TAG}" if config.setup is not None else ""
    return f"{config.mode.TAG}{setup}-{config.players}p"


@pytest.mark.parametrize("config", range(len(CONFIGS)), ids=_name)
@settings(max_examples=5, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**32))
def test_every_offered_power_can_change_the_game(config, seed):
    rules = _rules(config)
    state = rules.new_game(seed)
    stream = random.Random(seed)
    unproven: list[str] = []
    with _PowerEnds() as ends:
        while not ws.is_terminal(state):
            player = stream.choice(rules.current_players(state))
            for offer in _offers(rules, state, player):
                found = _changes(rules, state, player, offer, ends)
                if found is not True:
                    label = ws.format_move(state, offer, rules=rules, player=player)
                    unproven.append(f"{label} ({'undecided' if found is None else 'no change'})")
            ends.watched = None
            moves = rules.legal_moves(state, player)
            state = rules.apply(state, stream.choice(moves), player=player)
    assert unproven == []


def test_the_bookkeeping_left_out_is_only_bookkeeping():
    """What ``essence`` leaves out is what a power writes about itself: a state whose events,
    running powers and pink log differ compares equal, one whose food differs does not."""
    state = _rules(0).new_game(5)
    noted = attrs.evolve(
        state,
        events=state.events[:1],
        players=(attrs.evolve(state.players[0], pink_used=(1,)), *state.players[1:]),
    )
    assert essence(noted) == essence(state)
    fed = attrs.evolve(
        state, players=(attrs.evolve(state.players[0], food=(9,) * 6), *state.players[1:])
    )
    assert essence(fed) != essence(state)
