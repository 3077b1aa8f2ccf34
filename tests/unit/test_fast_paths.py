"""The engine's fast paths give what the plain definitions give, in random games."""

from __future__ import annotations

import pytest

from wingspan_rules import GameConfig, Rules, load_cards
from wingspan_rules.effects.board import hand_plays, playable_habitats
from wingspan_rules.engine.core import _View
from wingspan_rules.engine.frames import ChooseAction
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
