"""Write the reference facts the tests need into ``tests/reference_facts/`` (run from the repo).

The reference data (``../shared`` beside the checkout, or ``WINGSPAN_SHARED_DIR``) is not part of
a clone. The card-fact and real-game tests read only *facts* from it: names, numbers and flags.
This script copies those facts, and nothing else, into JSON files shipped with the tests, so a
fresh clone runs them. Printed power text, flavour text, notes and rulings are never copied: what
the tests need of a power's text (its icons, its wingspan thresholds, whether there is one) is
derived here. ``tests/reference_facts/test_shipped_facts.py`` (marked ``shared``) checks that the
shipped files equal what this script makes from the reference.

    python tests/reference_facts/generate.py            # rewrite the files
    python tests/reference_facts/generate.py --check    # exit 1 if they differ
"""

from __future__ import annotations

import argparse
import csv
import json
import os
import re
import sys
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
REPO = HERE.parents[1]
#: Same rule as tests/conftest.py.
SHARED = Path(os.environ.get("WINGSPAN_SHARED_DIR") or REPO.parent / "shared").resolve()

#: The card sets whose facts the tests read: every published set, so that the card files of an
#: expansion (shipped or to come) are checked against them on a fresh clone.
SETS = (
    "core",
    "european",
    "asia",
    "oceania",
    "americas",
    "promoAsia",
    "promoCA",
    "promoEurope",
    "promoNZ",
    "promoUK",
    "promoUS",
)

#: Fields copied as they are (names, numbers, flags, icon lists; never printed text).
BIRD_FIELDS = (
    "id",
    "name",
    "scientific_name",
    "set",
    "swift_start",
    "habitats",
    "victory_points",
    "nest_type",
    "egg_limit",
    "wingspan_cm",
    "power_color",
    "power_timing",
    "predator",
    "flocking",
    "bonus_card_power",
    "bonus_card_categories",
    "beak_direction",
    "automa_ban",
)
COST_FIELDS = ("mode", "foods", "wild", "total", "asterisk")
BONUS_FIELDS = (
    "id",
    "name",
    "set",
    "automa",
    "automa_only",
    "fan_made",
    "scoring",
    "bird_flag_column",
)
#: A goal side's ``goal``/``reverse_side`` are icon formulas ("[bird] in [forest]"), its name.
GOAL_FIELDS = ("id", "name", "set", "goal", "reverse_side", "duet", "round_values")

_ICON = re.compile(r"\[(\w+)\]")
_CM = re.compile(r"(\d+)\s*cm")

#: The real games' folders (see their README in the reference data).
BGA = Path("conformance/real-games/pagyew-wingspan-bga-helper")
JEFF = Path("conformance/real-games/jeff-townsend-sports-analytics")


#: The habitats, as the card texts spell them.
HABITAT_WORDS = ("forest", "grassland", "wetland")


def _read(path: Path) -> Any:
    return json.loads(path.read_text(encoding="utf-8"))


def bird_facts(bird: dict) -> dict:
    """A bird's facts: its printed numbers and flags, and what its power text shows as icons."""
    facts = {f: bird[f] for f in BIRD_FIELDS}
    facts["food_cost"] = {f: bird["food_cost"][f] for f in COST_FIELDS}
    text = bird["power_text"] or ""
    facts["has_power"] = bool(bird["power_text"])
    facts["power_icons"] = sorted(set(_ICON.findall(text)))
    facts["power_cm"] = [int(n) for n in _CM.findall(text)]
    # habitats the text names in words, not as icons ("another player's grassland")
    words = _ICON.sub("", text).lower()
    facts["power_habitat_words"] = [h for h in HABITAT_WORDS if re.search(rf"\b{h}\b", words)]
    return facts


def _rows(path: Path) -> list[dict]:
    with path.open(encoding="utf-8-sig", newline="") as f:
        return list(csv.DictReader(f))


def bga_game(game: dict) -> dict:
    """A Board Game Arena final board, the players named by seat (``seat 1``, ...)."""
    seats = {p["name"]: f"seat {i}" for i, p in enumerate(game["players"], start=1)}
    facts: dict[str, Any] = {
        "table": game["table"],
        "goalBoard": game["goalBoard"],
        "goals": [
            {"description": g["description"], "recorded": g["recorded"]} for g in game["goals"]
        ],
        "players": [
            {
                "name": seats[p["name"]],
                "bonus": p["bonus"],
                "handBirdCount": p["handBirdCount"],
                "tableau": [
                    {k: b[k] for k in ("key", "habitat", "eggs", "tucked", "cached") if k in b}
                    for b in p["tableau"]
                ],
            }
            for p in game["players"]
        ],
        "expected": {seats[name]: score for name, score in game["expected"].items()},
    }
    if "expectedGoalVp" in game:
        facts["expectedGoalVp"] = {seats[n]: v for n, v in game["expectedGoalVp"].items()}
    return facts


def jeff_games(folder: Path) -> dict:
    """The hand-recorded games: each game's deck, each seat's rows and bird points, its birds."""
    return {
        "games": [{k: g[k] for k in ("game_id", "deck")} for g in _rows(folder / "games.csv")],
        "seats": [
            {
                k: r[k]
                for k in (
                    "player_game_id",
                    "game_id",
                    "bird_points",
                    "forest_birds",
                    "grasslands_birds",
                    "wetlands_birds",
                )
            }
            for r in _rows(folder / "player_games.csv")
        ],
        "birds": [
            {k: b[k] for k in ("player_game_id", "bird_name", "habitat")}
            for b in _rows(folder / "bird_games.csv")
        ],
    }


def build(shared: Path = SHARED) -> dict[str, Any]:
    """Every shipped file's content, by file name, made from the reference data in ``shared``."""
    ref = shared / "reference"
    birds = [bird_facts(b) for b in _read(ref / "birds.json") if b["set"] in SETS]
    bonus = [
        {f: c[f] for f in BONUS_FIELDS} for c in _read(ref / "bonus_cards.json") if c["set"] in SETS
    ]
    goals = [{f: g[f] for f in GOAL_FIELDS} for g in _read(ref / "goals.json") if g["set"] in SETS]
    return {
        "birds.json": birds,
        "bonus_cards.json": bonus,
        "goals.json": goals,
        "core_power_templates.json": _read(ref / "core_power_templates.json"),
        "real_games.json": {
            "bga": [bga_game(_read(p)) for p in sorted((shared / BGA).glob("game-*.json"))],
            "jeff": jeff_games(shared / JEFF),
        },
    }


def dump(content: Any) -> str:
    """The shipped form: stable, one field a line, so that a change reads well in a diff."""
    return json.dumps(content, indent=1, ensure_ascii=False, sort_keys=False) + "\n"


def shipped() -> dict[str, str]:
    """The text of every shipped file, by name."""
    return {p.name: p.read_text(encoding="utf-8") for p in sorted(HERE.glob("*.json"))}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--shared", type=Path, default=SHARED, help="the reference data folder")
    parser.add_argument("--check", action="store_true", help="compare, write nothing")
    args = parser.parse_args(argv)
    if not (args.shared / "reference").is_dir():
        print(f"no reference data at {args.shared}", file=sys.stderr)
        return 2
    wanted = {name: dump(content) for name, content in build(args.shared).items()}
    if args.check:
        stale = sorted(
            n for n in wanted.keys() | shipped().keys() if wanted.get(n) != shipped().get(n)
        )
        for name in stale:
            print(f"stale: tests/reference_facts/{name}", file=sys.stderr)
        return 1 if stale else 0
    for name, text in wanted.items():
        (HERE / name).write_text(text, encoding="utf-8")
    print(f"wrote {len(wanted)} files to {HERE.relative_to(REPO)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
