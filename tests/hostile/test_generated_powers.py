"""Legal cards cannot break the game (docs/api.md, trust model): random powers ``check``
accepts, played in random games of every mode, keep every invariant at every step, and every
state they reach can be saved and loaded again.

The run in the suite is short (a few seconds); ``WINGSPAN_POWER_FUZZ=<games per mode>`` runs a
larger one (marked ``slow``)."""

from __future__ import annotations

import os
import random
from collections.abc import Iterator

import pytest

import wingspan_rules as ws
from wingspan_rules.engine.invariants import problems, rules_problems
from wingspan_rules.testing import core_cards_with

from .generated_powers import legal_powers
from .limits import time_limit

CONFIGS = {
    "base-2": ws.GameConfig(players=2),
    "base-5": ws.GameConfig(players=5),
    "automa": ws.GameConfig(players=1, mode=ws.AutomaOptions()),
    "duet": ws.GameConfig(players=2, mode=ws.DuetOptions()),
    "flock": ws.GameConfig(players=6, mode=ws.FlockOptions()),
    "swift-start": ws.GameConfig(players=3, setup=ws.SwiftStart()),
}

#: The most moves one game is played for (a whole game of 5 players is about 500).
MAX_MOVES = 1500


@pytest.fixture(autouse=True)
def _limited() -> Iterator[None]:
    with time_limit(600):
        yield


def play_checked(rules: ws.Rules, seed: int) -> int:
    """Play one random game, checking every invariant after every move and that the state
    saves and loads at the end (and every 25 moves); the number of moves played."""
    state, stream = rules.new_game(seed), random.Random(seed)
    for moves in range(1, MAX_MOVES + 1):
        if rules.is_terminal(state):
            break
        move = stream.choice(rules.legal_moves(state))
        state = rules.apply(state, move)
        found = problems(state, rules.cards) or rules_problems(state, rules.cards)
        assert not found, f"seed {seed}, move {moves} ({move!r}): {found[:3]}"
        if moves % 25 == 0 or rules.is_terminal(state):
            assert ws.from_json(ws.to_json(state), rules) == state
    return moves


def _run(seed: int, games: int, powers: int) -> None:
    birds = legal_powers(seed, powers)
    assert len(birds) >= powers // 2, "the generator made too few legal powers"
    cards = core_cards_with(*birds)
    for config in CONFIGS.values():
        rules = ws.Rules(cards, config)
        for game in range(games):
            play_checked(rules, seed * 1000 + game)


def test_random_legal_powers_keep_every_invariant_in_every_mode():
    _run(seed=1, games=1, powers=30)


if "WINGSPAN_POWER_FUZZ" in os.environ:  # the larger run is opt-in: WINGSPAN_POWER_FUZZ=<games>
    # (defined only then, so that an ordinary run neither plays it nor reports it skipped)

    @pytest.mark.slow
    @pytest.mark.parametrize("seed", range(2, 8))
    def test_many_random_legal_powers_keep_every_invariant(seed):
        _run(seed, games=int(os.environ["WINGSPAN_POWER_FUZZ"]), powers=40)
