"""Record the golden games: ``python tests/golden/record.py`` rewrites ``games.json``.

Each golden game is a configuration, a seed, the moves of a random playout (as JSON), the number
of legal moves at every step and the final scores. ``test_golden.py`` replays them; run this
script only when a rules change is meant to change these games, and say so in the commit.
"""

from __future__ import annotations

import json
from pathlib import Path

import attrs

import wingspan_rules as ws
from wingspan_rules.serialization import converter, move_to_dict
from wingspan_rules.simulate import random_playout

HERE = Path(__file__).parent
GAMES = [
    {"players": 2, "seed": 101},
    {"players": 3, "seed": 202, "goal_board": "blue"},
    {"players": 4, "seed": 303},
    {"players": 5, "seed": 404},
    {"players": 1, "seed": 505},
]


def config_of(spec: dict) -> ws.GameConfig:
    return ws.GameConfig(
        players=spec["players"], goal_board=ws.GoalBoard(spec.get("goal_board", "green"))
    )


def record(spec: dict) -> dict:
    moves, counts = [], []

    def keep(options, move, state):
        counts.append(len(options))
        moves.append(move_to_dict(move))

    state = ws.new_game(config_of(spec), spec["seed"])
    final, _ = random_playout(state, spec["seed"], on_move=keep)
    scores = [converter().unstructure(attrs.asdict(s, recurse=False)) for s in ws.scores(final)]
    return {**spec, "moves": moves, "legal_counts": counts, "scores": scores}


def main() -> None:
    games = [record(spec) for spec in GAMES]
    (HERE / "games.json").write_text(json.dumps(games, separators=(",", ":")) + "\n")
    print(f"recorded {len(games)} games")


if __name__ == "__main__":
    main()
