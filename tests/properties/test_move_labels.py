"""Move labels are a notation: within one decision, no two options share a label.

Random games of every player count (and of the house rules that change the options: dominated
payments offered, gains taken whole, forced decisions shown) are played to the end, and at every
decision each option's label must name it alone and parse back to it.
"""

from __future__ import annotations

import pytest

import wingspan_rules as ws
from wingspan_rules.records.notation import normalized, parse_move
from wingspan_rules.state import rng

HOUSES = {
    "base": ws.HouseRules(),
    "dominated-payments": ws.HouseRules(offer_dominated_payments=True),
    "take-everything": ws.HouseRules(take_everything=True),
}


def _play_checking_labels(rules: ws.Rules, seed: int) -> int:
    state = rules.new_game(seed)
    stream = rng.seed_state(seed ^ 0x1AB3)
    decisions = 0
    while not rules.is_terminal(state):
        moves = rules.legal_moves(state)
        labels = [normalized(rules.describe(m, state)) for m in moves]
        if len(set(labels)) != len(labels):
            twice = sorted({label for label in labels if labels.count(label) > 1})
            pytest.fail(f"{rules.describe_decision(state)} offers {twice} twice")
        decisions += 1
        i, stream = rng.below(stream, len(moves))
        if decisions % 7 == 0:  # the labels read back to their moves (a sample, for speed)
            assert parse_move(state, labels[i], rules=rules) == moves[i]
        state = rules.apply(state, moves[i])
    return decisions


@pytest.mark.parametrize("players", [1, 2, 3, 4, 5])
@pytest.mark.parametrize("house", sorted(HOUSES))
def test_labels_are_unique_within_every_decision(cards, players, house):
    config = ws.GameConfig(players=players, house=HOUSES[house])
    decisions = 0
    for seed in range(4):
        rules = ws.Rules(cards, config, answer_forced=seed % 2 == 0)
        decisions += _play_checking_labels(rules, 1000 * players + seed)
    assert decisions > 160 * players  # 16,000 decisions over the 15 cases
