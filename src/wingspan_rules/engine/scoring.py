"""Scoring: bonus-card and goal measures, end-of-round goal points and the final score.

Everything is driven by the compiled ``Measure`` / ``Predicate`` / ``Scoring`` objects of the card
set (``effects``): there is no per-card code here, so a new bonus card or goal tile written in the
card language scores without touching Python. All functions are pure and cheap; the engine calls
``round_goal_counts`` and ``goal_points`` at the end of each round and ``score_game`` at the end.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Protocol, Self

import attrs

from ..effects import BirdCard, CountBirds, Measure, Predicate
from ..effects.bonus_birds import BonusBirds, beside_birds, bonus_card_score
from ..effects.catalog import CardSet
from ..effects.hooks import active, declared_category
from ..state.enums import Habitat
from ..state.model import BONUS_TABLE, Bird, GameConfig, GameState, GoalBoard, HouseRules, Player
from .registry import VARIANTS, variant_for

__all__ = [
    "BASE_CATEGORIES",
    "BonusScore",
    "PlayerScore",
    "RivalScore",
    "bonus_points",
    "bonus_score",
    "card_counts",
    "goal_count",
    "goal_points",
    "matches",
    "measure",
    "mode_categories",
    "rival_score",
    "round_goal_counts",
    "score_categories",
    "score_game",
    "score_label",
    "unscored_goal",
]

DEFAULT_HOUSE = HouseRules()
#: The most a blue-side goal pays (rules 4.3).
BLUE_CAP = 5

# --------------------------------------------------------------------------------------------
# Predicates and measures


def matches(card: BirdCard, habitat: Habitat, bird: Bird, where: Sequence[Predicate]) -> bool:
    """Whether a bird on the mat (its card, row and tokens) satisfies every predicate."""
    return all(p.test(card, habitat, bird) for p in where)


#: A bird card that lies on no mat (in the tray): no habitat, nothing on it.
_OFF_MAT = Bird(card=-1)


def card_counts(card: BirdCard, m: Measure) -> bool:
    """Whether a bird card on no mat (a tray card) is one a bonus card's measure counts: a
    measure of birds whose every test the card passes. A test of the mat (a habitat, eggs)
    fails, and a measure that counts something else than birds counts no card. The Automa
    plays the tray cards its bonus card counts (rules 6.3)."""
    if not isinstance(m, CountBirds):
        return False
    return all(p.test(card, None, _OFF_MAT) for p in m.where)


def measure(player: Player, cards: CardSet, m: Measure, goal: bool = False) -> int:
    """The quantity a bonus card or goal side counts for ``player`` (``Measure.count``);
    ``goal``: for an end-of-round goal, where a bird that counts double toward it counts 2 in
    a count of birds (rules 9.1)."""
    return m.count(player, cards, goal)


def goal_count(player: Player, cards: CardSet, m: Measure, config: GameConfig) -> int:
    """What ``player`` has toward an end-of-round goal counting ``m`` (rules 4.2, 9.1): the
    birds, and what the game's expansions lay beside them where the goal counts it
    (``InForce.bonus_birds``: the hummingbirds, rules-expansions 9.5.8). Every mode's goal
    scoring reads it."""
    more = active(config).bonus_birds
    if not more:
        return m.count(player, cards, True)
    return m.count_with(player, cards, True, beside_birds(more, player, cards, True))


# --------------------------------------------------------------------------------------------
# End-of-round goals


def _green_points(counts: Sequence[int], places: Sequence[int]) -> tuple[int, ...]:
    """Majority scoring with ties (rules 4.2).

    Tied players take the tied places and share the sum of those places' points, rounded down;
    places beyond those listed are worth 0, and a count of 0 always scores 0.
    """
    order = sorted(set(counts), reverse=True)
    share: dict[int, int] = {}
    place = 0  # 0-based index of the first place the next group covers
    for count in order:
        k = counts.count(count)
        # the places the group covers that are listed (a slice stops at the last one)
        share[count] = sum(places[place : place + k]) // k if count > 0 else 0
        place += k
    return tuple([share[c] for c in counts])


def goal_points(
    counts: Sequence[int], round: int, board: GoalBoard, house: HouseRules = DEFAULT_HOUSE
) -> tuple[int, ...]:
    """Points each player scores for a round's goal, given each player's count.

    ``round`` is 1-4. Green board: places by count with the rulebook tie rule, using
    ``house.green_points``; blue board: one point per item, at most 5.
    """
    if not 1 <= round <= len(house.green_points):
        raise ValueError(f"round must be 1-{len(house.green_points)}, not {round}")
    if counts and min(counts) < 0:
        raise ValueError(f"goal counts cannot be negative: {tuple(counts)}")
    if board is GoalBoard.BLUE:
        return tuple(min(c, BLUE_CAP) for c in counts)
    return _green_points(list(counts), house.green_points[round - 1])


def board_counts(m: Measure, counts: Sequence[int], config: GameConfig) -> tuple[int, ...]:
    """The goal counts ``counts`` of measure ``m`` as the game's goal board scores them: on
    the blue board what each is worth (``BaseMeasure.blue_count``), else as they are."""
    if config.goal_board is not GoalBoard.BLUE:
        return tuple(counts)
    return tuple(m.blue_count(c, config) for c in counts)


def unscored_goal(players: int) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """The counts and points of a round whose goal side scores nothing (rules-expansions
    9.2.9, "No Goal"): 0 for every player."""
    zeros = (0,) * players
    return zeros, zeros


def round_goal_counts(state: GameState, cards: CardSet, round: int) -> tuple[int, ...]:
    """Each player's count for the goal of ``round`` (1-4), on the current board (in Duet
    mode, the Duet goal's count on the map)."""
    return variant_for(state.config).round_goal_counts(state, cards, round)


# --------------------------------------------------------------------------------------------
# Bonus cards


@attrs.frozen
class BonusScore:
    """What one bonus card scores for its holder: the card (``card``, its id; ``name``), the
    quantity it counts (``count``) and the points that gives (``points``)."""

    card: int
    name: str
    count: int
    points: int


def bonus_score(
    player: Player,
    cards: CardSet,
    bonus_id: int,
    house: HouseRules = DEFAULT_HOUSE,
    extra: tuple[BonusBirds, ...] = (),
) -> BonusScore:
    """What ``player`` scores for bonus card ``bonus_id``: its count and points (tiers
    overridable by card name in ``house``); ``extra``: what the game's expansions add to the
    count (``active(config).bonus_birds``: hummingbirds on the mat, rules-expansions 9.5.8)."""
    count, points = bonus_card_score(player, cards, bonus_id, house, extra)
    return BonusScore(bonus_id, cards.bonus_cards[bonus_id].name, count, points)


def bonus_points(
    player: Player, cards: CardSet, bonus_id: int, house: HouseRules = DEFAULT_HOUSE
) -> int:
    """Points ``player`` scores for bonus card ``bonus_id`` (tiers overridable by card name).

    Pass the game's house rules (``state.config.house``) when it overrides tiers;
    ``score_game`` does.
    """
    return bonus_score(player, cards, bonus_id, house).points


# --------------------------------------------------------------------------------------------
# Final score


@attrs.frozen
class PlayerScore:
    """One player's final score by category (rules 5.1) and place (rules 5.2).

    ``food_left`` is the unused food in the personal supply (cached food excluded), the first
    tiebreak. ``rank`` 1 is the winner; players still tied share a rank (1, 1, 3).

    The breakdown a frontend shows: ``bonus_cards``, what each bonus card held scores (in the
    order held; their points sum to ``bonus``), and ``round_goals``, the goal points of each
    finished round, round 1 first (they sum to ``goals``). Both follow the game's house rules
    (bonus tier overrides, green-board points).

    ``extra``: the points of the score categories the game's expansions declare
    (``hooks.ScoreCategory``), as (name, points) in the order declared; empty in the base
    game. ``mode_extra``: the same for the categories the game's mode declares
    (``Variant.SCORE_CATEGORIES``: a map's points, rules 5.1 #8); empty in a mode without.
    Both count in ``total``; ``points(name)`` reads any category. A category some mode
    declares is also an attribute of every score, 0 outside its mode (``score.duet``), and
    a key of ``breakdown()``.
    """

    birds: int
    bonus: int
    goals: int
    eggs: int
    cached: int
    tucked: int
    total: int
    food_left: int
    rank: int
    bonus_cards: tuple[BonusScore, ...] = ()
    round_goals: tuple[int, ...] = ()
    extra: tuple[tuple[str, int], ...] = ()
    mode_extra: tuple[tuple[str, int], ...] = ()

    def points(self, category: str) -> int:
        """The points of ``category``: a base one (``BASE_CATEGORIES``) or one an expansion or
        a mode declares (0 when the game has no such category)."""
        for name, points in (*self.extra, *self.mode_extra):
            if name == category:
                return points
        if category in _FIELDS:
            value: int = getattr(self, category)
            return value
        return 0

    def __getattr__(self, name: str) -> int:
        """A category some mode declares, read as an attribute (``score.duet``): its points
        in this game, 0 outside its mode. Called only for a name that is no field."""
        if name in mode_categories():
            return self.points(name)
        raise AttributeError(f"{type(self).__name__!r} object has no attribute {name!r}")

    def breakdown(self) -> dict[str, Any]:
        """The score as a flat dict: its fields, with each category some mode declares by
        its name (0 outside its mode) instead of ``mode_extra``."""
        shown = attrs.asdict(self)
        del shown["mode_extra"]
        return {**shown, **{name: self.points(name) for name in mode_categories()}}


#: The fields of ``PlayerScore`` that are a number (the base categories, ``total``,
#: ``food_left``, ``rank``): what ``points`` reads by name.
_FIELDS = frozenset(f.name for f in attrs.fields(PlayerScore) if f.type in (int, "int"))


def mode_categories() -> tuple[str, ...]:
    """The names of the score categories every mode declares (``Variant.SCORE_CATEGORIES``),
    in the order of the modes."""
    return tuple(dict.fromkeys(c.name for v in VARIANTS.values() for c in v.SCORE_CATEGORIES))


def score_label(name: str) -> str:
    """The column label of a declared score category ``name``, a mode's or an expansion's
    (the name itself for a base category)."""
    for variant in VARIANTS.values():
        for c in variant.SCORE_CATEGORIES:
            if c.name == name:
                return c.label
    declared = declared_category(name)
    return name if declared is None else declared.label


#: The base game's score categories (rules 5.1), in the breakdown's order.
BASE_CATEGORIES: tuple[str, ...] = ("birds", "bonus", "goals", "eggs", "cached", "tucked")


def score_categories(game: GameConfig | tuple[str, ...]) -> tuple[tuple[str, str], ...]:
    """The score categories an expansion declares for a game of ``game`` (its configuration,
    or its card sets with the default options), as (name, label), after the base ones."""
    return tuple((c.name, c.label) for c in active(game).score_categories)


def _extra(
    state: GameState, cards: CardSet, mode: bool = False
) -> list[tuple[tuple[str, int], ...]]:
    """Each player's points of the score categories the game's expansions declare, or with
    ``mode`` its mode (empty in the base game)."""
    if mode:
        declared = variant_for(state.config).SCORE_CATEGORIES
    else:
        declared = active(state.config).score_categories
    if not declared:  # the base game's: no category of its own
        return [()] * len(state.players)
    per_category = [(c.name, c.count(state, cards)) for c in declared]
    return [
        tuple((name, points[i]) for name, points in per_category) for i in range(len(state.players))
    ]


def _categories(
    state: GameState,
    cards: CardSet,
    index: int,
    extra: tuple[tuple[str, int], ...] = (),
    mode_extra: tuple[tuple[str, int], ...] = (),
) -> dict[str, Any]:
    player = state.players[index]
    house = state.config.house
    # the bonus cards held, one copied from another player (Asia, rules 9.3.4) as one of its
    # own, then those revealed for every player (rules 9.6), each scored
    shared = state.tables[BONUS_TABLE].shared_bonus
    held = player.bonus + player.copied_bonus if player.copied_bonus else player.bonus
    more = active(state.config).bonus_birds
    bonus_cards = tuple(bonus_score(player, cards, i, house, more) for i in held + shared)
    round_goals = tuple(row[index] for row in state.goal_points)
    birds = cards.birds
    points = eggs = cached = tucked = 0  # one plain loop over the mat for four categories
    for row in player.mat:
        for bird in row:
            points += birds[bird.card].points
            eggs += bird.eggs
            # a goal tile cached on a bird scores 1 point as a cached food (promos, rules 9.6)
            cached += sum(bird.cached) + bird.goal_tiles
            tucked += len(bird.tucked)
    parts = {
        "birds": points,
        "bonus": sum(b.points for b in bonus_cards),
        "goals": sum(round_goals),
        "eggs": eggs,
        "cached": cached,
        "tucked": tucked,
    }
    total = sum(parts.values()) + sum(p for _n, p in extra) + sum(p for _n, p in mode_extra)
    found: dict[str, Any] = {
        **parts,
        "total": total,
        "food_left": sum(player.food),
        "bonus_cards": bonus_cards,
        "round_goals": round_goals,
    }
    if extra:
        found["extra"] = extra
    if mode_extra:
        found["mode_extra"] = mode_extra
    return found


def _all_categories(state: GameState, cards: CardSet) -> list[dict[str, Any]]:
    """Every player's points by category, in seat order."""
    extra, mode_extra = _extra(state, cards), _extra(state, cards, mode=True)
    return [
        _categories(state, cards, i, extra[i], mode_extra[i]) for i in range(len(state.players))
    ]


def score_game(state: GameState, cards: CardSet) -> tuple[PlayerScore, ...]:
    """Every player's final score, in seat order.

    Goal points are the rows the engine stored in ``state.goal_points`` for finished rounds.
    Against a rival that is not a player (the Automa), a player's ``rank`` counts it too
    (``rival_score``): 2 when it beat the player.
    """
    parts, rival = _scored(state, cards)
    keys = [(p["total"], p["food_left"]) for p in parts]
    rivals = keys + [(a.total, a.food_left) for a in (rival,) if a]
    return tuple(
        PlayerScore(**p, rank=1 + sum(other > keys[i] for other in rivals))
        for i, p in enumerate(parts)
    )


# --------------------------------------------------------------------------------------------
# The score of a rival that is not a player (a mode's, ``Variant.rival_score``)


class RivalScore(Protocol):
    """What the engine reads of a rival's score (the mode declares its class, with its own
    categories): its ``total``, the unused food it counts for the tiebreak (``food_left``)
    and its ``rank``; ``ranked`` gives the same score with another rank."""

    @property
    def total(self) -> int: ...
    @property
    def food_left(self) -> int: ...
    @property
    def rank(self) -> int: ...
    def ranked(self, rank: int) -> Self: ...


#: The last state ``_scored`` scored, its card set and what it found (or None): the end of
#: a game scores its final state for the players' ranks, then again for the rank of a rival
#: that is not a player (the Automa's, ``Variant.game_ends``), and a frontend asks both.
_LAST_SCORED: list[tuple[GameState, CardSet, list[dict[str, Any]], RivalScore | None] | None] = [
    None
]


def _scored(state: GameState, cards: CardSet) -> tuple[list[dict[str, Any]], RivalScore | None]:
    """Every player's points by category and the rival's score before its rank: a pure
    function of the state (a value) and the card set, so the last answer is kept. The
    answer is read, never changed."""
    last = _LAST_SCORED[0]
    if last is not None and last[1] is cards and (last[0] is state or last[0] == state):
        return last[2], last[3]
    parts = _all_categories(state, cards)
    rival = _rival_parts(state, cards)
    _LAST_SCORED[0] = (state, cards, parts, rival)
    return parts, rival


def _rival_parts(state: GameState, cards: CardSet) -> RivalScore | None:
    """The rival's score before its rank (``Variant.rival_score``), or None without one."""
    return variant_for(state.config).rival_score(state, cards)


def rival_score(state: GameState, cards: CardSet) -> RivalScore | None:
    """The score of the mode's rival that is not a player, or None in a game without one.
    Mid-game, its score if the game ended now. Its ``rank`` counts the players: 1 + those who
    beat it on total, then on unused food (rules 5.2)."""
    players, score = _scored(state, cards)
    if score is None:
        return None
    key = (score.total, score.food_left)
    beaten_by = sum((p["total"], p["food_left"]) > key for p in players)
    return score.ranked(1 + beaten_by)
