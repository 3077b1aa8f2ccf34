"""A study's statistics, computed by hand on a small fixed study."""

from __future__ import annotations

import math

import pytest

import wingspan_rules as ws
from wingspan_rules.bots import RandomBot, play_game
from wingspan_rules.engine.scoring import score_game
from wingspan_rules.studies import SeatSpec, StudyConfig, Tally, run_study, summarize
from wingspan_rules.studies.play import TABLES
from wingspan_rules.studies.summary import Z, difference, mean_interval, wilson
from wingspan_rules.studies.tally import Moments


def _game(game: int, seats: list[tuple[int, bool]], cards: list[tuple[int, int, bool]]) -> dict:
    """The rows of a made-up game: (score, won) per seat, (seat, card, played) per card."""
    return {
        "games": [{"game": game, "decisions": 10}],
        "seats": [{"seat": s, "total": t, "won": w} for s, (t, w) in enumerate(seats)],
        "cards": [
            {
                "seat": s,
                "card": c,
                "drawn": True,
                "kept": True,
                "played": p,
                "round": 2 if p else 0,
                "printed": 5 if p else 0,
                "eggs": 1 if p else 0,
                "cached": 0,
                "tucked": 0,
                "total": seats[s][0],
                "won": seats[s][1],
            }
            for s, c, p in cards
        ],
        "bonus": [],
        "goals": [],
    }


@pytest.fixture(scope="module")
def made_up() -> dict:
    """Three two-player games; bird 0 is played by the winner of games 1 and 2 and by the
    loser of game 3, bird 1 drawn but never played."""
    tally = Tally()
    tally.add_game(_game(0, [(40, True), (30, False)], [(0, 0, True), (1, 1, False)]))
    tally.add_game(_game(1, [(20, False), (50, True)], [(1, 0, True)]))
    tally.add_game(_game(2, [(35, True), (25, False)], [(1, 0, True)]))
    return summarize(tally, ws.load_cards())


def test_the_players_and_the_seats_by_hand(made_up):
    assert made_up["games"] == 3 and made_up["decisions"] == 30
    players = made_up["players"]
    assert players["n"] == 6 and players["mean"] == pytest.approx(200 / 6)
    assert players["win_rate"] == 0.5
    seat0, seat1 = made_up["seats"]
    assert seat0["mean"] == pytest.approx(95 / 3) and seat1["mean"] == pytest.approx(35)
    # seat 1's scores 30, 50, 25: variance ((30-35)^2 + 15^2 + 10^2) / 2 = 175
    assert seat1["sd"] == pytest.approx(math.sqrt(175))
    assert seat1["mean_ci"] == pytest.approx(
        (35 - Z * math.sqrt(175 / 3), 35 + Z * math.sqrt(175 / 3))
    )
    assert seat0["quantiles"] == {"min": 20, "q1": 20, "median": 35, "q3": 40, "max": 40}


def test_a_bird_against_the_players_who_did_not_play_it_by_hand(made_up):
    bird0, bird1 = made_up["birds"]
    assert (bird0["drawn"], bird0["kept"], bird0["played"]) == (3, 3, 3)
    assert (bird1["drawn"], bird1["played"]) == (1, 0) and math.isnan(bird1["mean_round"])
    assert bird0["mean_round"] == 2 and bird0["points"]["printed"] == 5
    # played by 40 (won), 50 (won), 25 (lost); not by 30, 20, 35 (won)
    assert bird0["with"]["mean"] == pytest.approx(115 / 3)
    assert bird0["without"]["mean"] == pytest.approx(85 / 3)
    assert bird0["score_lift"] == pytest.approx(10)
    assert bird0["with"]["win_rate"] == pytest.approx(2 / 3)
    assert bird0["without"]["win_rate"] == pytest.approx(1 / 3)
    assert bird0["win_lift"] == pytest.approx(1 / 3)
    se = math.sqrt(2 * (2 / 3) * (1 / 3) / 3)
    assert bird0["win_lift_ci"] == pytest.approx((1 / 3 - Z * se, 1 / 3 + Z * se))
    # the scores of each group: variances (15^2+(-13.3)^2... ) from the sums
    with_var = ((40 - 115 / 3) ** 2 + (50 - 115 / 3) ** 2 + (25 - 115 / 3) ** 2) / 2
    without_var = ((30 - 85 / 3) ** 2 + (20 - 85 / 3) ** 2 + (35 - 85 / 3) ** 2) / 2
    half = Z * math.sqrt(with_var / 3 + without_var / 3)
    assert bird0["score_lift_ci"] == pytest.approx((10 - half, 10 + half))


def test_wilson_and_the_intervals_of_the_edges():
    low, high = wilson(0, 10)
    assert low == pytest.approx(0, abs=1e-12) and high == pytest.approx(0.2775, abs=1e-4)
    assert wilson(5, 10) == pytest.approx((0.2366, 0.7634), abs=1e-4)
    assert all(math.isnan(x) for x in wilson(0, 0))
    assert mean_interval(Moments(1, 1, 30, 900)) == (30, 30)
    assert all(math.isnan(x) for x in difference(Moments(), Moments(1, 0, 3, 9), "win"))


#: A small fixed study: four two-player games of random bots.
SMALL = StudyConfig(games=4, players=2, seed=11, batch=3)


@pytest.fixture(scope="module")
def small():
    return run_study(SMALL)


def test_the_small_study_plays_the_games_of_the_bots(small):
    """The study's games are ``play_game``'s with random bots, seed for seed: the fast path of
    a random seat chooses as ``RandomBot`` does."""
    rules = ws.bundled_rules(SMALL.game_config())
    scores = []
    for game in range(4):
        final = play_game(rules, [RandomBot(), RandomBot()], seed=11 + game)
        scores.extend(score_game(final, rules.cards))
    assert small.tally.everyone.n == 8
    assert small.tally.everyone.total == sum(s.total for s in scores)
    assert small.tally.everyone.squares == sum(s.total**2 for s in scores)
    assert small.tally.everyone.wins == sum(s.rank == 1 for s in scores)
    seat0 = [s.total for s in scores[0::2]]
    assert small.summary["seats"][0]["mean"] == pytest.approx(sum(seat0) / 4)


def test_the_birds_on_the_mats_are_the_birds_played(small):
    rules = ws.bundled_rules(SMALL.game_config())
    played: dict[int, int] = {}
    printed: dict[int, int] = {}
    for game in range(4):
        final = play_game(rules, [RandomBot(), RandomBot()], seed=11 + game)
        for player in final.players:
            for _h, _c, bird in player.birds():
                played[bird.card] = played.get(bird.card, 0) + 1
                printed[bird.card] = printed.get(bird.card, 0) + rules.cards.birds[bird.card].points
    by_card = {b["card"]: b for b in small.summary["birds"]}
    assert {c: b["played"] for c, b in by_card.items() if b["played"]} == played
    for card, n in played.items():
        assert by_card[card]["points"]["printed"] == pytest.approx(printed[card] / n)
        assert by_card[card]["kept"] >= n and by_card[card]["drawn"] >= 1
        assert 1 <= by_card[card]["mean_round"] <= 4


def test_a_batch_has_a_row_of_every_table_per_game_and_seat():
    from wingspan_rules.studies.play import play_batch

    batch = play_batch(SMALL, 1)  # games 3 (the last one)
    assert batch.columns["games"]["game"] == [3]
    assert batch.columns["seats"]["seat"] == [0, 1]
    assert set(batch.columns) == set(TABLES)
    assert all(set(cols) == set(TABLES[name]) for name, cols in batch.columns.items())
    assert len(batch.columns["goals"]["goal"]) == 4 * 2  # 4 rounds, 2 players


def test_seats_of_other_bots_play_and_are_named():
    study = run_study(
        StudyConfig(games=1, players=2, seats=(SeatSpec("greedy"), SeatSpec.parse("mcts:2")))
    )
    assert study.tally.games == 1
    assert [str(s) for s in study.config.seat_specs] == ["greedy", "mcts:2"]


@pytest.mark.parametrize("text", ["human", "mcts:x", "greedy:3", "mcts:0"])
def test_a_seat_must_be_a_bot_with_a_sound_budget(text):
    with pytest.raises(ws.ConfigError):
        SeatSpec.parse(text)
