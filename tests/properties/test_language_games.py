"""Random whole games from a board of test birds whose powers use the general parts of the
card language: bird selectors with conditions and places, caching and tucking on a picked
bird, "for each" over a selector, comparisons with other players, giving and stealing with a
player selector, and spendable cached food paying a power's cost. The birds sit on the mats
from the start, so their powers run often; every step is checked (``playing.play_out``) and
the same choices replay to the same game."""

from __future__ import annotations

import random
from collections import Counter

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from wingspan_rules.state.model import CUBES_PER_ROUND
from wingspan_rules.testing import Scenario, core_cards_with

from .playing import play_out, replay

#: (name, timing, power lines) of the test birds.
POWERS = (
    ("Gift Food", "when activated", ["give 1 wild to another player of your choice"]),
    ("Gift Card", "when activated", ["give 1 card from hand to player to your left"]),
    ("Gift Round", "when played", ["give 1 seed to each other player"]),
    ("Thief Right", "when activated", ["steal 1 wild from player to your right"]),
    (
        "Tuck Side",
        "when activated",
        ["tuck 1 card from hand behind another bird next to this bird"],
    ),
    ("Tuck Deck", "when activated", ["tuck 2 cards from deck behind any bird eating seed"]),
    (
        "Cache Wide",
        "when activated",
        ["cache 1 wild from supply on any bird with wingspan above 30"],
    ),
    (
        "Row Count",
        "when activated",
        ["for each other bird in this habitat: gain 1 seed from supply"],
    ),
    (
        "Column Leader",
        "when activated",
        ["if you have the most birds in your forest: lay 1 egg on each bird in this column"],
    ),
    (
        "Nest Reader",
        "when activated",
        ["if any bird with bowl nest has at least 1 egg: draw 1 card from deck"],
    ),
    ("Far Layer", "when activated", ["lay 1 egg on any bird in another habitat"]),
    (
        "Seed Store",
        "when activated",
        [
            "gain 1 seed from supply",
            "cache it on this bird",
            "cached seed on this bird may be spent",
        ],
    ),
    ("Seed Spender", "when activated", ["discard 1 seed to draw 2 cards"]),
    (
        "Hand Rival",
        "when activated",
        ["if you have fewer cards in hand than each other player: draw 1 card"],
    ),
)


def _card(i: int, name: str, timing: str, lines: list[str]) -> str:
    body = "\n".join(f"    {line}" for line in lines)
    return f"""
bird "{name}"
  scientific "Testus {name.split()[0].lower()}"
  set core
  habitat forest grassland wetland
  food {("seed", "fish", "seed + fruit", "wild")[i % 4]}
  points {1 + i % 5}
  nest {("bowl", "cavity", "ground", "platform")[i % 4]}
  eggs {2 + i % 3}
  wingspan {20 + 7 * i}
  beak left
  power {timing}
{body}
  end
end
"""


CARDS = core_cards_with(*(_card(i, *spec) for i, spec in enumerate(POWERS)))


def _board(players: int, seed: int) -> Scenario:
    """Round 1, the test birds dealt in turn onto the mats (5 a row at most), food and cards
    in every hand."""
    s = Scenario(players=players, cards=CARDS, seed=seed)
    # goal tiles drawn from the seed among those whose sides all score (a "No Goal" side
    # would give later rounds a turn more, rules-expansions 9.2.9)
    tiles = [t for t in CARDS.goal_tiles if all(side.measure.SCORED for side in t.sides)]
    s.goals(*(t.sides[k % 2].name for k, t in enumerate(random.Random(seed).sample(tiles, 4))))
    rows: Counter = Counter()
    habitats = ("forest", "grassland", "wetland")
    for i, (name, _timing, _lines) in enumerate(POWERS):
        p = i % players
        habitat = next(h for k in range(3) if rows[(p, h := habitats[(i + k) % 3])] < 5)
        rows[(p, habitat)] += 1
        s.player(p).bird(habitat, name, eggs=i % 2, cached={"seed": 1} if i % 3 == 0 else None)
    for p in range(players):
        s.player(p).food(invertebrate=1, seed=2, fish=1, fruit=1, rodent=1).deal(3)
    return s


@settings(max_examples=10, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(players=st.integers(1, 5), seed=st.integers(0, 2**16), data=st.data())
def test_random_games_with_the_general_language_keep_every_invariant(players, seed, data):
    s = _board(players, seed)
    rules = s.rules()
    start = s.build()
    final, chosen, turns = play_out(rules, start, data)
    assert rules.is_terminal(final)
    assert replay(rules, start, chosen) == final
    for p in range(players):  # the board starts in round 1 with every cube
        assert [turns[(r, p)] for r in (1, 2, 3, 4)] == list(CUBES_PER_ROUND)
