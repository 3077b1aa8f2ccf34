"""The action encoding over thousands of random games of 1-5 players, Duet, Automa and Flock
games among them (the Flock games with test birds whose powers reach another player of the
owner's choice and give cards away, which no core card does, so that their moves are met too),
and games with the Americas (its hummingbird moves, with a test bird lowering a marker).

At every decision of every game: each legal move encodes to an id in range, the ids of one
decision are distinct, each decodes back to a move equal to the legal one, and the
environments' legal-action mask (with NumPy, the ``rl`` extra; required when CI is set) is 1
at exactly those ids. The games mix
the house rules that change the moves offered (dominated food payments, gains taken whole)
and rules that stop at forced decisions, so every kind of decision is met. Every move type
the encoding knows is seen in some game, so no move is left untested.

The games are played in worker processes (one per core): 2,000 games take about a minute on
two cores.
"""

from __future__ import annotations

import os
import random
from collections import Counter
from concurrent.futures import ProcessPoolExecutor

import pytest

import wingspan_rules as ws
from wingspan_rules.envs.encoding import action_encoding
from wingspan_rules.moves import MOVE_TYPES
from wingspan_rules.testing import core_cards_with

#: Test birds choosing another player (rules 3.12), giving cards away and removing a die from
#: the birdfeeder: no core card does, and the one bundled bird that removes a die (Parrot
#: Crossbill) is too rarely played in random games to be seen every run.
CHOOSER = """
bird "Test Giver"
  scientific "Testus donans"
  set core
  habitat forest grassland wetland
  food wild
  points 1
  nest bowl
  eggs 2
  wingspan 20
  beak left
  power when played
    draw 2 cards from deck
    give 2 cards from hand to player to your left
  end
end

bird "Test Chooser"
  scientific "Testus eligens"
  set core
  habitat forest grassland wetland
  food wild
  points 1
  nest bowl
  eggs 2
  wingspan 20
  beak left
  power when activated
    another player of your choice: gain 1 seed from supply
  end
end

bird "Test Remover"
  scientific "Testus removens"
  set core
  habitat forest grassland wetland
  food wild
  points 1
  nest bowl
  eggs 2
  wingspan 20
  beak left
  power when played
    remove 1 die from birdfeeder
  end
end
"""

#: A test bird lowering a hummingbird marker (the Americas' Crested Oropendola's cost), in every
#: habitat and for any food, so that random Americas games meet the move often enough.
LOWERER = """
bird "Test Lowerer"
  scientific "Testus demittens"
  set core
  habitat forest grassland wetland
  food wild
  points 1
  nest bowl
  eggs 2
  wingspan 20
  beak left
  power when activated
    you may move 1 hummingbird marker down to tuck 2 cards from deck behind this bird
  end
end
"""

GAMES = 2000
IN_CI = os.environ.get("CI", "").strip().lower() not in {"", "0", "false", "no"}
HOUSES = (
    ws.HouseRules(),
    ws.HouseRules(offer_dominated_payments=True),
    ws.HouseRules(take_everything=True),
)


#: The sets of the games that meet the Americas' hummingbird moves.
AMERICAS = ("core", "americas")


def _games(first: int, count: int) -> tuple[int, int, Counter[str], list[str], int]:
    """Play games ``first`` to ``first + count - 1``; return (games, decisions, move types
    seen, problems, masks checked)."""
    try:
        from wingspan_rules.envs._core import Driver
    except ImportError:  # no NumPy: the masks are not checked here
        Driver = None  # noqa: N806
    core = ws.load_cards()
    with_chooser = core_cards_with(CHOOSER)
    americas = core_cards_with(LOWERER)
    seen: Counter[str] = Counter()
    problems: list[str] = []
    decisions = masks = 0
    for game in range(first, first + count):
        house = HOUSES[(game // 5) % len(HOUSES)]
        forced = game % 7 != 0  # one game in seven stops at forced decisions
        cards = core
        if game % 10 == 3:  # one game in ten in Duet mode, one against the Automa
            config = ws.GameConfig(players=2, mode=ws.DuetOptions(), house=house)
        elif game % 10 == 8:
            config = ws.GameConfig(players=1, mode=ws.AutomaOptions(), house=house)
        elif game % 20 == 6:  # one game in twenty in Flock mode, with the test bird
            config = ws.GameConfig(players=6 + game % 2, mode=ws.FlockOptions(), house=house)
            cards = with_chooser
        elif game % 10 == 1:  # one in ten with the Americas (its hummingbird moves)
            config = ws.GameConfig(players=2 + game % 3, sets=AMERICAS, house=house)
            cards = americas
        else:
            config = ws.GameConfig(players=1 + game % 5, house=house)
        encoding = action_encoding(cards)
        rules = ws.Rules(cards, config, answer_forced=forced)
        state = rules.new_game(game)
        pick = random.Random(game)
        driver = Driver(rules) if Driver is not None else None
        while not rules.is_terminal(state):
            moves = rules.legal_moves(state)
            ids = encoding.encode_all(moves)
            decisions += 1
            if len(set(ids)) != len(ids):
                problems.append(f"game {game}: two legal moves share an id: {moves}")
            for move, action in zip(moves, ids, strict=True):
                seen[type(move).__name__] += 1
                if not 0 <= action < encoding.num_actions:
                    problems.append(f"game {game}: {move!r} -> {action}, out of range")
                elif encoding.decode(action) != move:
                    problems.append(
                        f"game {game}: {move!r} -> {action} -> {encoding.decode(action)!r}"
                    )
            if driver is not None:
                driver.state = state
                mask = driver.mask()
                masks += 1
                if sorted(mask.nonzero()[0].tolist()) != sorted(ids) or mask.sum() != len(ids):
                    problems.append(f"game {game}: the mask is not the legal moves {moves}")
            if len(problems) > 5:
                return count, decisions, seen, problems, masks
            state = rules.apply(state, moves[pick.randrange(len(moves))])
    return count, decisions, seen, problems, masks


@pytest.mark.slow
def test_every_legal_move_of_thousands_of_games_round_trips_through_its_id():
    workers = max(1, min(4, os.cpu_count() or 1))
    chunk = GAMES // (workers * 4)
    starts = range(0, GAMES, chunk)
    with ProcessPoolExecutor(max_workers=workers) as pool:
        results = list(pool.map(_games, starts, [min(chunk, GAMES - s) for s in starts]))
    games = sum(r[0] for r in results)
    decisions = sum(r[1] for r in results)
    seen: Counter[str] = sum((r[2] for r in results), Counter())
    problems = [p for r in results for p in r[3]]
    masks = sum(r[4] for r in results)
    assert games == GAMES
    assert not problems, problems[:5]
    assert decisions > 100 * GAMES
    if IN_CI:  # CI installs the rl extra: the masks must have been checked
        assert masks == decisions
    unseen = {t.__name__ for t in MOVE_TYPES} - set(seen)
    assert not unseen, f"move types no random game offered (add a game that does): {unseen}"
