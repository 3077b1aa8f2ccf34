"""Record the seeded random games' scores: ``python tests/golden/record_scores.py`` rewrites
``seeded_scores.json``.

``test_seeded_scores.py`` plays a fixed set of seeded random games of each configuration in
``CONFIGS`` (base game for 2, 3 and 5 players, the Automa, Duet, Flock, and the core set with
the European expansion) through the public API (``tools.simulate.play_random_game``) and
compares every player's final score breakdown, the Automa's score and the number of decisions
with the figures in ``seeded_scores.json``.

The figures were recorded at revision fbc093d (before any speed work on the engine). A faster
engine must play exactly the same games: the figures must not change unless the order in which
the engine lists the legal moves (or the rules themselves) changes on purpose. Re-record only
then, and say why in the commit.

``config_of`` is the one place that turns a configuration's name into a ``GameConfig``. The
figures were recorded before ``GameConfig.offers`` existed: they are the games of its legacy
reading (``OFFERS``), which the test passes.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import attrs

import wingspan_rules as ws
from wingspan_rules.tools.simulate import play_random_game

HERE = Path(__file__).parent
FIGURES = HERE / "seeded_scores.json"
#: The configurations played, by name.
CONFIGS = ("base-2p", "base-3p", "base-5p", "automa", "duet", "flock", "core-european")
#: The seeds of each configuration's games.
SEEDS = (1, 2, 3)
#: The readings of the offers the figures were recorded under (``GameConfig.offers``).
OFFERS = ("legacy",)


def config_of(name: str, offers: str = "legacy") -> ws.GameConfig:
    """The game configuration called ``name`` (one of ``CONFIGS``), under ``offers``."""
    if name.startswith("base-"):
        players = int(name.removeprefix("base-").removesuffix("p"))
        return ws.GameConfig(players=players, offers=offers)
    if name == "automa":
        return ws.GameConfig(players=1, mode=ws.AutomaOptions(), offers=offers)
    if name == "duet":
        return ws.GameConfig(players=2, mode=ws.DuetOptions(), offers=offers)
    if name == "flock":
        return ws.GameConfig(players=6, mode=ws.FlockOptions(), offers=offers)
    if name == "core-european":
        return ws.GameConfig(players=2, sets=("core", "european"), offers=offers)
    raise ValueError(f"no configuration {name!r}")


def figures(rules: ws.Rules, seed: int) -> dict[str, Any]:
    """What a seeded random game of ``rules`` ends with: decisions, scores, Automa's score."""
    game = play_random_game(rules, seed)
    # ``breakdown``: the fields, with the categories the modes declare by name (``duet``).
    plain = json.loads(json.dumps([s.breakdown() for s in game.scores]))
    automa = json.loads(json.dumps(attrs.asdict(game.rival))) if game.rival else None
    return {"decisions": game.decisions, "scores": plain, "automa": automa}


def record() -> dict[str, dict[str, Any]]:
    """The figures of every configuration's seeded games, keyed ``name`` then seed."""
    out: dict[str, dict[str, Any]] = {}
    for name in CONFIGS:
        rules = ws.bundled_rules(config_of(name))
        out[name] = {str(seed): figures(rules, seed) for seed in SEEDS}
    return out


def main() -> None:
    FIGURES.write_text(json.dumps(record(), indent=1, sort_keys=True) + "\n")
    print(f"recorded {len(CONFIGS) * len(SEEDS)} games in {FIGURES.name}")


if __name__ == "__main__":
    main()
