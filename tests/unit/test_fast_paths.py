"""The engine's fast paths give what the plain definitions give, in random games."""

from __future__ import annotations

import pytest

from wingspan_rules import GameConfig, Rules, load_cards
from wingspan_rules.effects.board import hand_plays, playable_habitats
from wingspan_rules.engine.core import _View
from wingspan_rules.engine.frames import ChooseAction
from wingspan_rules.state import rng
from wingspan_rules.state.model import GameState
from wingspan_rules.state.moves import Move
from wingspan_rules.tools.simulate import random_playout


@pytest.mark.parametrize("sets", [("core",), ("core", "european")])
def test_hand_plays_are_playable_habitats_card_by_card(sets: tuple[str, ...]) -> None:
    rules = Rules(load_cards(sets=sets), GameConfig(players=3, sets=sets))
    checked = 0

    def check(_options: list[Move], _move: Move, state: GameState) -> None:
        nonlocal checked
        if not state.pending or type(state.pending[-1]) is not ChooseAction:
            return
        p = state.pending[-1].player
        view = _View(state, rules.cards)
        expected = [
            (card, h) for card in state.players[p].hand for h in playable_habitats(view, p, card)
        ]
        assert hand_plays(view, p) == expected
        checked += 1

    for seed in range(3):
        random_playout(rules.new_game(seed), seed, check, rules=rules)
    assert checked > 100


def _below_by_definition(state: int, n: int) -> tuple[int, int]:
    """``rng.below`` as its docstring defines it: next64 draws, rejected above the limit."""
    limit = (1 << 64) - ((1 << 64) % n)
    while True:
        value, state = rng.next64(state)
        if value < limit:
            return value % n, state


def test_below_draws_what_next64_draws() -> None:
    fast = slow = rng.seed_state(7)
    for i in range(20000):
        n = 1 + (i * 7919) % 1500  # small bounds (from the table) and large ones
        a, fast = rng.below(fast, n)
        b, slow = _below_by_definition(slow, n)
        assert (a, fast) == (b, slow)
    assert rng.below(5, 3 << 62) == _below_by_definition(5, 3 << 62)  # rejection likely
