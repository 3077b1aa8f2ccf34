"""Final boards of real games, scored by ``score_game`` and compared with the recorded scores.

Data: the facts of ``shared/conformance/real-games/`` (see its README), shipped in
``tests/reference_facts/real_games.json`` (names and numbers; the players named by seat) by
``tests/reference_facts/generate.py``, so that every clone runs these games.

- ``pagyew-wingspan-bga-helper``: 2 Board Game Arena games with complete final boards and BGA's
  per-category scores. Every category must be reproduced exactly.
- ``jeff-townsend-sports-analytics``: hand-recorded games with final bird lists by habitat (no
  per-bird eggs, food or tucks). Only the bird points are checked, on base-game rows. Skipped:
  games 13 and 15, whose category columns are rotated between rows (README), and the European,
  Oceania and Asia games (non-core birds; the Oceania and Asia games have no bird lists).
"""

from __future__ import annotations

import functools
import json
import re
from pathlib import Path

import pytest

from wingspan_rules.effects import CountBirds, CountEggs, EggsAtLeast, InHabitat, NestIs
from wingspan_rules.engine.scoring import goal_points, round_goal_counts, score_game
from wingspan_rules.state.enums import Habitat, Nest
from wingspan_rules.state.model import GoalBoard
from wingspan_rules.testing import Scenario, check_conservation

REPO = Path(__file__).resolve().parents[2]
REAL_GAMES = REPO / "tests" / "reference_facts" / "real_games.json"

CATEGORIES = ("birds", "bonus", "goals", "eggs", "cached", "tucked", "total")


@functools.cache
def real_games() -> dict:
    return json.loads(REAL_GAMES.read_text(encoding="utf-8"))


def key(name: str) -> str:
    """BGA's card key: the English name in lower case, letters only."""
    return re.sub("[^a-z]", "", name.lower())


def core_names(cards) -> dict[str, str]:
    return {key(b.name): b.name for b in cards.birds if b.set == "core"}


# --------------------------------------------------------------------------------------------
# Board Game Arena


def _nests(nest: Nest):
    return NestIs((nest,))


#: BGA's goal descriptions and the measure each one counts.
BGA_GOALS = {
    "eggs on birds in wetland": CountEggs((InHabitat(Habitat.WETLAND),)),
    "birds in forest": CountBirds((InHabitat(Habitat.FOREST),)),
    "eggs in bowl nests": CountEggs((_nests(Nest.BOWL),)),
    "eggs in platform nests": CountEggs((_nests(Nest.PLATFORM),)),
    "birds with eggs in platform nests": CountBirds((_nests(Nest.PLATFORM), EggsAtLeast(1))),
    "birds with eggs in cavity nests": CountBirds((_nests(Nest.CAVITY), EggsAtLeast(1))),
}


def _same_measure(a, b) -> bool:
    return type(a) is type(b) and set(getattr(a, "where", ())) == set(getattr(b, "where", ()))


def goal_side_name(cards, description: str) -> str:
    wanted = BGA_GOALS[description.lower()]
    for side in cards.goal_sides:
        if _same_measure(side.measure, wanted):
            return side.name
    raise AssertionError(f"no goal side of the card set counts {description!r}")


def bga_games() -> list[dict]:
    return real_games()["bga"]


def recorded_goal_points(game: dict) -> tuple[tuple[int, ...], ...]:
    """Each round's points from the recorded counts, on the green board."""
    assert game["goalBoard"] == "green"
    return tuple(
        goal_points(goal["recorded"], r, GoalBoard.GREEN)
        for r, goal in enumerate(game["goals"], start=1)
    )


def build_bga_board(game: dict, cards):
    birds = core_names(cards)
    bonus = {key(b.name): b.name for b in cards.bonus_cards if b.set == "core"}
    s = Scenario(players=len(game["players"]), cards=cards, seed=game["table"])
    s.goals(*(goal_side_name(cards, g["description"]) for g in game["goals"]))
    s.round(4).game_over().goal_points(*recorded_goal_points(game))
    for i, record in enumerate(game["players"]):
        p = s.player(i).deal(record["handBirdCount"]).bonus(*(bonus[k] for k in record["bonus"]))
        for b in record["tableau"]:
            # BGA does not say which food is cached; the type does not change the score.
            cached = {"seed": b.get("cached", 0)}
            p.bird(b["habitat"], birds[b["key"]], eggs=b["eggs"], cached=cached,
                   tucked=b.get("tucked", 0))  # fmt: skip
    return s.build()


@pytest.fixture(params=bga_games(), ids=lambda g: f"game-{g['table']}")
def bga_game(request):
    return request.param


def test_bga_data_present():
    assert len(bga_games()) == 2


def test_bga_final_scores_reproduced_exactly(bga_game, cards):
    state = build_bga_board(bga_game, cards)
    check_conservation(state, cards)
    scores = score_game(state, cards)
    for record, score in zip(bga_game["players"], scores, strict=True):
        expected = bga_game["expected"][record["name"]]
        actual = {c: getattr(score, c) for c in CATEGORIES}
        assert actual == expected, record["name"]
    winner = max(bga_game["expected"], key=lambda name: bga_game["expected"][name]["total"])
    winners = [r["name"] for r, s in zip(bga_game["players"], scores, strict=True) if s.rank == 1]
    assert winners == [winner]


def test_bga_goal_points_match_bga_awards():
    """Only table 906782034 records the points BGA awarded per round."""
    (game,) = (g for g in bga_games() if g["table"] == 906782034)
    points = recorded_goal_points(game)
    for i, record in enumerate(game["players"]):
        assert [row[i] for row in points] == game["expectedGoalVp"][record["name"]]


def test_bga_round_4_counts_recounted_from_the_final_board(bga_game, cards):
    """Round 4 was recorded live at game end, so our count of the final board must agree."""
    state = build_bga_board(bga_game, cards)
    assert list(round_goal_counts(state, cards, 4)) == bga_game["goals"][3]["recorded"]


# --------------------------------------------------------------------------------------------
# Jeff Townsend's recorded games: bird points only

SKIPPED_GAMES = {"13", "15"}  # category columns rotated between rows (README)
HABITAT = {"Forest": "forest", "Grasslands": "grassland", "Wetlands": "wetland"}


def _rows(name: str) -> list[dict]:
    """A table of the recorded games, with the columns the tests read: ``games``, ``seats``
    (``player_games.csv``) or ``birds`` (``bird_games.csv``)."""
    return real_games()["jeff"][name]


def jeff_base_games() -> list[str]:
    return [
        g["game_id"]
        for g in _rows("games")
        if g["deck"] == "Base Game" and g["game_id"] not in SKIPPED_GAMES
    ]


@pytest.mark.parametrize("game_id", jeff_base_games())
def test_jeff_townsend_bird_points(game_id, cards):
    names = core_names(cards)
    seats = [r for r in _rows("seats") if r["game_id"] == game_id]
    birds = _rows("birds")
    s = Scenario(players=len(seats), cards=cards, seed=int(game_id)).round(4).game_over()
    s.goal_points(*[[0] * len(seats)] * 4)
    for i, seat in enumerate(seats):
        mine = [b for b in birds if b["player_game_id"] == seat["player_game_id"]]
        assert mine, f"game {game_id}: no bird list for player_game {seat['player_game_id']}"
        unknown = [b["bird_name"] for b in mine if key(b["bird_name"]) not in names]
        if unknown:
            pytest.skip(f"game {game_id}: not core birds {unknown}")
        for b in mine:
            s.player(i).bird(HABITAT[b["habitat"]], names[key(b["bird_name"])])
    state = s.build()  # also checks habitats and row sizes against our cards
    scores = score_game(state, cards)
    for seat, player, score in zip(seats, state.players, scores, strict=True):
        rows = tuple(len(player.row(h)) for h in Habitat)
        recorded_rows = tuple(int(seat[c]) for c in
                              ("forest_birds", "grasslands_birds", "wetlands_birds"))  # fmt: skip
        assert rows == recorded_rows, f"player_game {seat['player_game_id']}"
        assert score.birds == int(seat["bird_points"]), f"player_game {seat['player_game_id']}"
