"""Rewards for learning code: what each player gets when a game ends.

Every reward is terminal: 0 for every step before the game is over, then one value per player
when it ends (``Phase.OVER``). The kinds (``REWARDS``):

* ``"win_loss"`` (the default): +1 to the winner, -1 to every other player, 0 to each player
  sharing first place when the tiebreak (unused food, rules 5.2) leaves a tie. A solo game
  without the Automa has no winner: 0.
* ``"margin"``: the player's total score minus the best total among the other players (the
  winner's lead, or how far a player finished behind); in a solo game without the Automa, the
  player's total.
* ``"score"``: the player's total score.

Against the Automa (``mode=AutomaOptions()``, rules 6) the Automa is the other player: the human wins,
loses or ties against it (its ``rank`` and the human's, which counts it), and the margin is
taken against its total.

This module needs nothing beyond the library itself.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..engine import Rules
from ..engine.scoring import PlayerScore, RivalScore
from ..state.model import GameState, Phase

__all__ = ["REWARDS", "final_rewards", "game_rewards", "reward_range"]

#: The kinds of reward, by name.
REWARDS = ("win_loss", "margin", "score")


def final_rewards(
    scores: Sequence[PlayerScore], kind: str = "win_loss", rival: RivalScore | None = None
) -> tuple[float, ...]:
    """Each player's reward of kind ``kind`` for a game that ended with ``scores`` (and, in a
    game against a rival that is no player, the Automa, its score ``rival``:
    ``rules.rival_score(state)``)."""
    rivals = [(s.rank, s.total) for s in scores]
    if rival is not None:
        rivals.append((rival.rank, rival.total))
    if kind == "win_loss":
        if len(rivals) < 2:
            return (0.0,) * len(scores)
        winners = sum(rank == 1 for rank, _ in rivals)
        return tuple((1.0 if winners == 1 else 0.0) if s.rank == 1 else -1.0 for s in scores)
    if kind == "margin":
        totals = [total for _, total in rivals]
        if len(totals) < 2:
            return (float(totals[0]),) if totals else ()
        return tuple(
            float(totals[i] - max(totals[:i] + totals[i + 1 :])) for i in range(len(scores))
        )
    if kind == "score":
        return tuple(float(s.total) for s in scores)
    raise ValueError(f"unknown reward {kind!r}: one of {', '.join(REWARDS)}")


def game_rewards(rules: Rules, state: GameState, kind: str = "win_loss") -> tuple[float, ...]:
    """Each player's reward in ``state``: 0 before the end, ``final_rewards`` once it is over."""
    check_kind(kind)
    if state.phase is not Phase.OVER:
        return (0.0,) * rules.config.players
    return final_rewards(rules.scores(state), kind, rules.rival_score(state))


def reward_range(kind: str, players: int) -> tuple[float, float]:
    """The lowest and highest reward of ``kind`` (a bound, for OpenSpiel and Gymnasium)."""
    check_kind(kind)
    if kind == "win_loss":
        return (-1.0, 1.0)  # (0 in a solo game without the Automa)
    most = 1000.0  # no Wingspan score comes near this
    return (-most, most) if kind == "margin" else (0.0, most)


def check_kind(kind: str) -> None:
    if kind not in REWARDS:
        raise ValueError(f"unknown reward {kind!r}: one of {', '.join(REWARDS)}")
