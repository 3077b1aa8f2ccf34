"""What the hostile-save tests share: the save of a game some random moves in, as the JSON a
stranger could edit, and the refusal of an edited one."""

from __future__ import annotations

import json
import random

import pytest

import wingspan_rules as ws


def played_save(rules: ws.Rules, seed: int, steps: int, *, any_player: bool = False) -> dict:
    """The save of a game of ``rules`` ``steps`` random moves in (fewer if it ends first), as
    a JSON document; ``any_player``: each move by one of the players deciding at random (Flock's
    players act at once), else by the first."""
    state, stream = rules.new_game(seed), random.Random(seed)
    for _ in range(steps):
        if rules.is_terminal(state):
            break
        if any_player:
            player = stream.choice(rules.current_players(state))
            move = stream.choice(rules.legal_moves(state, player))
            state = rules.apply(state, move, player=player)
        else:
            state = rules.apply(state, stream.choice(rules.legal_moves(state)))
    return json.loads(ws.to_json(state))


def refused_save(doc: dict, rules: ws.Rules) -> str:
    """The message of the ``SavedGameError`` loading the edited save ``doc`` raises."""
    with pytest.raises(ws.SavedGameError) as caught:
        ws.from_json(json.dumps(doc), rules)
    return str(caught.value)
