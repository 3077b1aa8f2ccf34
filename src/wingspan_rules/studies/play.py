"""Playing a study's games and reading off what each card did in them.

``play_game_record`` plays game ``i`` of a study with its seats' bots and watches the events
of every step: which birds each player was dealt or drew, kept (held at the start of one of
their turns) and played, and in which round. At the end it reads the final mat (the points
each bird scored: printed, eggs, cached food, tucked cards), the bonus cards and the goals.
``play_batch`` plays a batch of games into columns (the rows of the study's tables) and their
tally, plain data a worker sends back to the driver.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import attrs

from ..api import bundled_rules, rules_with_cards
from ..bots import RandomBot, decide, seat_rng
from ..bots._base import Bot
from ..engine import Rules
from ..engine.scoring import score_game
from ..state.events import BirdPlayed, CardDiscarded, CardDrawn, SetupKept, TurnStarted
from ..state.model import GameState, Phase
from ..state.moves import Move
from .config import StudyConfig
from .tally import Tally

#: The score categories of a seat's row.
SCORE_COLUMNS = ("birds", "bonus", "goals", "eggs", "cached", "tucked")

#: The columns of the study's tables, in order (the Parquet schema is built from these).
TABLES: dict[str, tuple[str, ...]] = {
    "games": ("game", "seed", "decisions", "winners", "best", "margin"),
    "seats": ("game", "seat", "bot", "total", *SCORE_COLUMNS, "rank", "won"),
    "cards": (
        "game",
        "seat",
        "card",
        "drawn",
        "kept",
        "played",
        "round",
        "printed",
        "eggs",
        "cached",
        "tucked",
        "total",
        "won",
    ),
    "bonus": ("game", "seat", "card", "points", "total", "won"),
    "goals": ("game", "round", "goal", "seat", "points", "top", "total", "won"),
}


def game_seed(config: StudyConfig, game: int) -> int:
    """The engine's seed of the study's game number ``game``."""
    return config.seed + game


def build_rules(config: StudyConfig) -> Rules:
    """The rules of the study's games: the bundled sets, with the author's cards if any."""
    game = config.game_config()
    return rules_with_cards(config.cards, game) if config.cards else bundled_rules(game)


@attrs.define
class _Watch:
    """What one seat did with each bird, filled from the events as the game goes."""

    drawn: set[int] = attrs.field(factory=set)
    kept: set[int] = attrs.field(factory=set)
    played: dict[int, int] = attrs.field(factory=dict)  # card -> the round it was played in


def play_game_record(
    rules: Rules, config: StudyConfig, game: int, bots: Sequence[Bot]
) -> dict[str, list[dict[str, Any]]]:
    """Play the study's game ``game`` with ``bots`` (one per seat) and return its rows, table
    by table (see ``TABLES``)."""
    seed = game_seed(config, game)
    state = rules.new_game(seed)
    rngs = [seat_rng(seed, seat) for seat in range(len(bots))]
    fast = [type(bot) is RandomBot for bot in bots]
    watch = [_Watch() for _ in bots]
    _observe(state, state, watch)
    decisions = 0
    while not rules.is_terminal(state):
        player = rules.current_player(state)
        assert player is not None
        move: Move
        if fast[player]:  # RandomBot's own choice, without building the player's view
            listed = None if state.lanes else getattr(state, "listed", None)
            legal = rules.legal_moves(state) if listed is None else listed
            move = legal[rngs[player].randrange(len(legal))]
        else:
            move = decide(bots[player], rules, state, rngs[player])
        after = rules.apply(state, move)
        _observe(state, after, watch)
        state = after
        decisions += 1
    return _rows(rules, config, game, seed, decisions, state, watch)


def _observe(before: GameState, after: GameState, watch: list[_Watch]) -> None:
    """Note the birds dealt, drawn, kept and played in the step from ``before`` to ``after``."""
    setup = before.phase is Phase.SETUP
    for event in after.events:
        if isinstance(event, CardDrawn):
            watch[event.player].drawn.add(event.card)
        elif isinstance(event, SetupKept):
            watch[event.player].drawn.update(event.birds)
        elif isinstance(event, CardDiscarded) and setup:  # a dealt bird not kept (rules 1.7)
            watch[event.player].drawn.add(event.card)
        elif isinstance(event, BirdPlayed):
            watch[event.player].played.setdefault(event.card, before.round)
        elif isinstance(event, TurnStarted):
            for seat, player in zip(watch, after.players, strict=False):
                seat.kept.update(player.hand)


def _rows(
    rules: Rules,
    config: StudyConfig,
    game: int,
    seed: int,
    decisions: int,
    final: GameState,
    watch: list[_Watch],
) -> dict[str, list[dict[str, Any]]]:
    scores = score_game(final, rules.cards)
    totals = [s.total for s in scores]
    won = [s.rank == 1 for s in scores]
    ranked = sorted(totals, reverse=True)
    rows: dict[str, list[dict[str, Any]]] = {name: [] for name in TABLES}
    rows["games"].append(
        {
            "game": game,
            "seed": seed,
            "decisions": decisions,
            "winners": sum(won),
            "best": ranked[0],
            "margin": ranked[0] - ranked[1] if len(ranked) > 1 else 0,
        }
    )
    seats = config.seat_specs
    birds = rules.cards.birds
    for p, score in enumerate(scores):
        rows["seats"].append(
            {
                "game": game,
                "seat": p,
                "bot": str(seats[p]),
                "total": score.total,
                **{c: getattr(score, c) for c in SCORE_COLUMNS},
                "rank": score.rank,
                "won": won[p],
            }
        )
        seen = watch[p]
        on_mat = {bird.card: bird for _h, _c, bird in final.players[p].birds()}
        seen.kept.update(final.players[p].hand)
        seen.kept.update(seen.played)
        for card in sorted(seen.drawn | seen.kept | seen.played.keys()):
            bird = on_mat.get(card)
            rows["cards"].append(
                {
                    "game": game,
                    "seat": p,
                    "card": card,
                    "drawn": card in seen.drawn,
                    "kept": card in seen.kept,
                    "played": card in seen.played,
                    "round": seen.played.get(card, 0),
                    "printed": birds[card].points if bird is not None else 0,
                    "eggs": bird.eggs if bird is not None else 0,
                    "cached": sum(bird.cached) if bird is not None else 0,
                    "tucked": len(bird.tucked) if bird is not None else 0,
                    "total": score.total,
                    "won": won[p],
                }
            )
        for bonus in score.bonus_cards:
            rows["bonus"].append(
                {
                    "game": game,
                    "seat": p,
                    "card": bonus.card,
                    "points": bonus.points,
                    "total": score.total,
                    "won": won[p],
                }
            )
    for r, points in enumerate(final.goal_points):
        if r >= len(final.goals):
            break
        top = max(points[: len(scores)], default=0)
        for p in range(len(scores)):
            rows["goals"].append(
                {
                    "game": game,
                    "round": r + 1,
                    "goal": final.goals[r],
                    "seat": p,
                    "points": points[p],
                    "top": top > 0 and points[p] == top,
                    "total": totals[p],
                    "won": won[p],
                }
            )
    return rows


@attrs.frozen
class Batch:
    """A batch of a study played: its number, its tables as columns (name -> values) and the
    tally of its games. Plain data, pickled from a worker to the driver."""

    index: int
    columns: dict[str, dict[str, list[Any]]]
    tally: Tally


#: A worker's rules, built once per study configuration (a process may serve several).
_RULES: dict[str, Rules] = {}


def rules_of(config: StudyConfig) -> Rules:
    """The study's rules, built once per process."""
    key = config.identity()
    if key not in _RULES:
        _RULES.clear()  # one study at a time: the cache holds one card set
        _RULES[key] = build_rules(config)
    return _RULES[key]


def play_batch(config: StudyConfig, index: int, rules: Rules | None = None) -> Batch:
    """Play batch ``index`` of the study: its games, in order, with fresh bots each game."""
    rules = rules if rules is not None else rules_of(config)
    columns: dict[str, dict[str, list[Any]]] = {
        name: {column: [] for column in names} for name, names in TABLES.items()
    }
    tally = Tally()
    for game in config.batch_games(index):
        bots = [seat.bot() for seat in config.seat_specs]
        rows = play_game_record(rules, config, game, bots)
        tally.add_game(rows)
        for name, table in rows.items():
            target = columns[name]
            for row in table:
                for column, value in row.items():
                    target[column].append(value)
    return Batch(index, columns, tally)
