"""Record the golden games: ``python tests/golden/record.py`` rewrites the records.

Each golden game is a game record (``games/*.wsr``: the configuration, the seed and the moves of
a random playout as labels, with the final totals) and, in ``expected.json``, the number of
legal moves at every step and the final scores by category. ``test_golden.py`` replays them;
run this script only when a rules change is meant to change these games, and say so in the
commit.
"""

from __future__ import annotations

import json
from pathlib import Path

import attrs

import wingspan_rules as ws
from wingspan_rules.records.record import write_record
from wingspan_rules.saves.serialization import converter
from wingspan_rules.tools.simulate import random_playout

HERE = Path(__file__).parent
RECORDS = HERE / "games"
EXPECTED = HERE / "expected.json"
#: Recorded before ``GameConfig.offers`` existed: played, and replayed, under its legacy reading.
GAMES = [
    {"players": 2, "seed": 101, "offers": "legacy"},
    {"players": 3, "seed": 202, "goal_board": "blue", "offers": "legacy"},
    {"players": 4, "seed": 303, "offers": "legacy"},
    {"players": 5, "seed": 404, "offers": "legacy"},
    {"players": 1, "seed": 505, "offers": "legacy"},
]


def name_of(spec: dict) -> str:
    return f"{spec['players']}p-seed{spec['seed']}"


def config_of(spec: dict) -> ws.GameConfig:
    return ws.GameConfig(
        players=spec["players"],
        goal_board=ws.GoalBoard(spec.get("goal_board", "green")),
        offers=spec.get("offers", "honest"),
    )


def record(spec: dict) -> tuple[str, dict]:
    rules = ws.bundled_rules(config_of(spec))
    states = [rules.new_game(spec["seed"])]
    moves, counts = [], []

    def keep(options, move, state):
        counts.append(len(options))
        moves.append(move)
        states.append(state)

    final, _ = random_playout(states[0], spec["seed"], on_move=keep, rules=rules)
    game = ws.Game(rules, spec["seed"], tuple(moves), tuple(states))
    scores = [converter().unstructure(attrs.asdict(s, recurse=False)) for s in ws.scores(final)]
    return write_record(game), {"legal_counts": counts, "scores": scores}


def main() -> None:
    RECORDS.mkdir(exist_ok=True)
    expected = {}
    for spec in GAMES:
        text, facts = record(spec)
        (RECORDS / f"{name_of(spec)}.wsr").write_text(text)
        expected[name_of(spec)] = facts
    EXPECTED.write_text(json.dumps(expected, separators=(",", ":")) + "\n")
    print(f"recorded {len(expected)} games")


if __name__ == "__main__":
    main()
