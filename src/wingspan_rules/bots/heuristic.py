"""A score estimate for any state: the points a player has now plus what their resources and
the benefits already under way are likely to be worth.

``estimate(rules, state)`` gives one value per player::

    value = points now (the score if the game ended now: birds, bonus cards, goals scored,
            eggs, cached food, tucked cards)
          + left * (FOOD per food token the birds in hand could spend (the sum of their food
                    costs), SPARE_FOOD per food token beyond that, CARD per bird card in hand
                    plus CARD_POINTS per printed point of that bird (the best MAX_CARDS cards),
                    BIRD per bird on the mat)
          + what the player's pending frames are about to give or take:
              a bird being placed: its printed points (and BIRD * left),
              a food cost still to pay: - FOOD per token, an egg cost: - 1 per egg,
              the gain-food, lay-eggs and draw-cards benefits still to take: FOOD, 1 and CARD each,
              food still to discard in setup: - FOOD each (one per bird kept so far)

``left`` is the share of the player's 26 turns still to come (1 before the first turn, 0 at
the end), so resources are worth nothing once the game is over, when only points count. The
weights are rough, chosen by hand: the greedy bot reads them one move ahead, the search bot
at the leaves of its tree.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..state.model import CUBES_PER_ROUND, GameState, Phase

if TYPE_CHECKING:
    from ..effects import BirdCard
    from ..effects.catalog import CardSet
    from ..engine import Rules

__all__ = [
    "BIRD",
    "CARD",
    "CARD_POINTS",
    "FOOD",
    "MAX_CARDS",
    "SPARE_FOOD",
    "estimate",
    "turns_left",
]

FOOD = 0.8  # a food token the birds in hand could spend
SPARE_FOOD = 0.2  # a food token beyond what the birds in hand cost
CARD = 0.6  # a bird card in hand ...
CARD_POINTS = 0.1  # ... plus this per printed point of the bird
MAX_CARDS = 6  # cards in hand beyond this many are worth nothing more
BIRD = 1.5  # a bird on the mat, for the brown powers it will activate and the eggs it holds


def turns_left(state: GameState, player: int, cards: CardSet | None = None) -> float:
    """The share of ``player``'s turns still to come, from 1 (none taken) to 0 (game over):
    with ``cards``, each round's turns as the game counts them (``CardSet.cubes_in``: a round
    after a "No Goal" or cancelled goal has one more), else the mat's 8/7/6/5."""
    if state.phase is Phase.OVER:
        return 0.0
    if state.phase is Phase.SETUP:
        return 1.0
    rounds = range(1, len(CUBES_PER_ROUND) + 1)
    per_round = [
        CUBES_PER_ROUND[r - 1] if cards is None else cards.cubes_in(state, r) for r in rounds
    ]
    total = sum(per_round)
    taken = sum(per_round[: state.round - 1]) + state.players[player].cubes_used
    return max(0.0, (total - taken) / total)


def estimate(rules: Rules, state: GameState) -> tuple[float, ...]:
    """Each player's estimated final score (see the module's docstring)."""
    cards = rules.cards.birds
    values = []
    for p, score in enumerate(rules.scores(state)):
        player = state.players[p]
        left = turns_left(state, p, rules.cards)
        value = float(score.total)
        if left:
            hand = sorted((cards[c] for c in player.hand), key=_points, reverse=True)[:MAX_CARDS]
            food = sum(player.food)
            usable = min(food, sum(card.cost.total for card in hand))
            value += left * (
                FOOD * usable
                + SPARE_FOOD * (food - usable)
                + CARD * len(hand)
                + CARD_POINTS * sum(card.points for card in hand)
                + BIRD * player.bird_count
            )
        values.append(value + _pending_value(rules, state, p, left))
    return tuple(values)


def _points(card: BirdCard) -> int:
    return card.points


def _pending_value(rules: Rules, state: GameState, p: int, left: float) -> float:
    value = 0.0
    for frame in state.pending:
        if getattr(frame, "player", None) != p:
            continue
        tag = frame.TAG
        if tag == "place-bird":
            value += rules.cards.birds[frame.card].points + BIRD * left  # type: ignore[attr-defined]
        elif tag == "pay-food":
            value -= FOOD * rules.cards.birds[frame.card].cost.total  # type: ignore[attr-defined]
        elif tag == "pay-eggs":
            value -= frame.remaining  # type: ignore[attr-defined]
        elif tag == "take-food":
            value += FOOD * left * max(frame.remaining, 0)  # type: ignore[attr-defined]
        elif tag == "lay-eggs":
            value += max(frame.remaining, 0)  # type: ignore[attr-defined]
        elif tag == "draw-cards":
            value += CARD * left * max(frame.remaining, 0)  # type: ignore[attr-defined]
        elif tag == "setup-food":
            value -= FOOD * frame.remaining  # type: ignore[attr-defined]
        elif tag == "setup-birds":
            value -= FOOD * frame.kept  # type: ignore[attr-defined]
    return value
