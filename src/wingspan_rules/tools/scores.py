"""The final score table of ``wingspan play`` and ``wingspan replay``: the players' scores and,
in a mode with a rival that is not a player, the rival's (``Rules.rival_score``)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from ..views.text import render_scores

if TYPE_CHECKING:
    from ..engine import Rules
    from ..state.model import GameState


def score_table(
    rules: Rules, state: GameState, players: Sequence[str] | None, *, markup: bool
) -> str:
    """Every player's score by category, and the rival's row if the mode has one."""
    rival = rules.rival_score(state)
    return render_scores(rules.scores(state), players, markup=markup, rival=rival)
