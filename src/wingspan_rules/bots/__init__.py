"""Bots: programs that play a seat from what its player can see.

Every bot has one method, ``choose(rules, view, legal, rng) -> Move`` (the ``Bot`` protocol):
``view`` is the deciding player's ``Observation``, ``legal`` the legal moves, ``rng`` the bot's
own ``random.Random``. A bot never receives the true state; to look ahead it draws states
consistent with its view with ``wingspan_rules.bots.resample``. ``play_game`` seats one bot per
player and plays a game to the end. See docs/ai.md.

* ``RandomBot``: a uniformly random legal move.
* ``GreedyBot``: the best move one step ahead by the score estimate of ``heuristic``.
* ``MCTSBot``: determinized Monte Carlo tree search (information-set MCTS).
"""

from ._base import Bot, decide, play_game, seat_rng
from .heuristic import estimate
from .mcts import MCTSBot
from .simple import GreedyBot, RandomBot

#: The bots by the names ``wingspan play --seats`` knows them by.
BOT_KINDS: dict[str, type[Bot]] = {"random": RandomBot, "greedy": GreedyBot, "mcts": MCTSBot}

__all__ = [
    "BOT_KINDS",
    "Bot",
    "GreedyBot",
    "MCTSBot",
    "RandomBot",
    "decide",
    "estimate",
    "play_game",
    "seat_rng",
]
