"""The Asia bonus cards (rules 9.3, docs/asia.md): what each counts on a prepared mat, and
the birds the reference lists for the cards that count birds by what their card shows."""

from __future__ import annotations

import pytest
from cards.facts import bonus_name, counted_birds, listed_birds
from cards.reference import set_birds, set_bonus_cards

import wingspan_rules as ws
from wingspan_rules.engine.scoring import measure
from wingspan_rules.testing import Scenario

SETS = ("core", "asia")


@pytest.fixture(scope="module")
def cards():
    return ws.load_cards(sets=SETS)


def _count(cards, name: str, build) -> int:
    """What the bonus card ``name`` counts for player 0 of the board ``build`` prepares."""
    s = Scenario(players=2, cards=cards)
    build(s.player(0))
    return measure(s.build().players[0], cards, cards.bonus(name).measure)


def test_a_run_of_rising_points_counts_every_bird_of_it(cards):
    """Forest Ranger: 1, 2, 3, 6, 9 points left to right is a run of 5."""
    row = ("Carolina Wren", "Pygmy Nuthatch", "Pine Siskin", "Red Crossbill", "Baltimore Oriole")

    def build(p):
        for name in row:
            p.bird("forest", name)

    assert _count(cards, "Forest Ranger", build) == 5


def test_falling_points_make_a_run_too(cards):
    """Forest Ranger: 9, 7, 6 points, read right to left, rise: a run of 3."""

    def build(p):
        p.bird("forest", "Baltimore Oriole").bird("forest", "Hermit Thrush").bird("forest", "Red Crossbill")  # fmt: skip

    assert _count(cards, "Forest Ranger", build) == 3


def test_equal_points_break_a_run(cards):
    """Forest Ranger: 1, 2, 2, 3 points: the equal pair breaks it into runs of 2."""

    def build(p):
        for name in ("Carolina Wren", "Pygmy Nuthatch", "Vaux's Swift", "Pine Siskin"):
            p.bird("forest", name)

    assert _count(cards, "Forest Ranger", build) == 2


def test_each_star_nest_stands_for_a_missing_type_or_a_fifth(cards):
    """Forest Population Monitor: cavity, bowl and two stars make 4 nest types; a ground and
    a platform nest beside two stars make 5 with a bowl."""

    def four(p):
        p.bird("forest", "Pileated Woodpecker").bird("forest", "Blue Jay")
        p.bird("forest", "Baltimore Oriole").bird("forest", "Hermit Thrush")

    def five(p):
        p.bird("forest", "Wild Turkey").bird("forest", "Great Horned Owl").bird("forest", "Blue Jay")  # fmt: skip
        p.bird("forest", "Baltimore Oriole").bird("forest", "Hermit Thrush")

    assert _count(cards, "Forest Population Monitor", four) == 4
    assert _count(cards, "Forest Population Monitor", five) == 5


def test_two_birds_of_one_nest_type_count_once(cards):
    def build(p):
        p.bird("forest", "Pileated Woodpecker").bird("forest", "Downy Woodpecker")

    assert _count(cards, "Forest Population Monitor", build) == 1


def test_a_full_nest_holds_its_egg_limit_and_a_nest_of_no_capacity_never_counts(cards):
    """Avian Theriogenologist: a bird at its egg limit counts; one below it, or with an egg
    limit of 0, does not."""

    def build(p):
        p.bird("forest", "Blue Jay", eggs=2).bird("forest", "Downy Woodpecker", eggs=1)
        p.bird("grassland", "Bronzed Cowbird")

    assert _count(cards, "Avian Theriogenologist", build) == 1


def test_only_cached_fish_and_rodents_count_for_the_pellet_dissector(cards):
    def build(p):
        p.bird("forest", "Great Horned Owl", cached={"rodent": 2, "seed": 3})
        p.bird("forest", "Blue Jay", cached={"fish": 1})

    assert _count(cards, "Pellet Dissector", build) == 3


def test_small_clutches_include_birds_with_no_egg_capacity(cards):
    def build(p):
        p.bird("grassland", "Bronzed Cowbird").bird("forest", "Blue Jay")
        p.bird("forest", "Carolina Wren")  # egg limit 5

    assert _count(cards, "Small Clutch Specialist", build) == 2


def test_food_left_in_the_supply_feeds_the_winter_feeder(cards):
    def build(p):
        p.food(seed=3, fish=2)

    assert _count(cards, "Winter Feeder", build) == 5


@pytest.mark.shared
@pytest.mark.parametrize(
    "name", ["Endangered Species Protector", "Small Clutch Specialist"], ids=str
)
def test_the_asia_cards_count_the_birds_the_reference_lists(cards, name):
    """A bonus card that counts birds by their card counts exactly the bundled birds (core and
    Asia) whose reference entry lists it."""
    ref = next(c for c in set_bonus_cards("asia") if bonus_name(c) == name)
    bundled = {b.name for b in cards.birds}
    refs = set_birds("core") + set_birds("asia")
    card = cards.bonus(name)
    assert counted_birds(cards, card) == listed_birds(refs, ref["bird_flag_column"], bundled)
