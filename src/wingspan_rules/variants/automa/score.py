"""The Automa's final score by category (rules 6.5): the mode's rival score
(``Variant.rival_score``, ranked by ``engine.scoring.rival_score``)."""

from __future__ import annotations

import attrs

from ...effects.catalog import CardSet
from ...engine.scoring import rival_score
from ...state.model import GameState


@attrs.frozen
class AutomaScore:
    """The Automa's final score by category (rules 6.5) and its place.

    ``birds``: the printed points of its face-up birds; ``face_down``: its face-down birds
    times the difficulty's points (``face_down_birds`` of them); ``goals``: its goal points
    (``round_goals``, one per finished round); ``eggs``: one point each; ``extra``: the
    expansions' categories it takes a place in. Its bonus card scores nothing. ``food_left`` is the unused food it counts as holding for the tiebreak
    (``AutomaOptions.tiebreak_food``); ``rank`` 1 means it won or tied for the win.
    """

    birds: int
    face_down: int
    goals: int
    eggs: int
    total: int
    food_left: int
    rank: int
    face_down_birds: int = 0
    round_goals: tuple[int, ...] = ()
    #: Its points in the score categories of the expansions it takes a place in, by name (the
    #: nectar majority with its Spent Nectar card, rules-expansions 9.2.11, U33).
    extra: tuple[tuple[str, int], ...] = ()

    def ranked(self, rank: int) -> AutomaScore:
        """The same score at place ``rank``."""
        return attrs.evolve(self, rank=rank)


def automa_score(state: GameState, cards: CardSet) -> AutomaScore | None:
    """The Automa's score (rules 6.5), or None in a game without it. Mid-game, its score if
    the game ended now. Its ``rank`` counts the players: 1 + those who beat it on total, then
    on unused food (rules 5.2)."""
    score = rival_score(state, cards)
    return score if isinstance(score, AutomaScore) else None
