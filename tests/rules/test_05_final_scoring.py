"""Rules reference section 5 (game end and scoring) and 10.3, on boards of real core cards."""

from __future__ import annotations

import pytest

from wingspan_rules.engine.scoring import bonus_points, score_game
from wingspan_rules.state.model import HouseRules
from wingspan_rules.testing import Scenario

DEFAULT_HOUSE = HouseRules()


def place_anywhere(s: Scenario, player: int, names, eggs=None) -> None:
    """Play each bird into the first of its printed habitats with room (the habitat is irrelevant)."""
    rows = {"forest": 0, "grassland": 0, "wetland": 0}
    for name in names:
        habitat = next(h.label for h in s.cards.bird(name).habitats if rows[h.label] < 5)
        rows[habitat] += 1
        s.player(player).bird(habitat, name, eggs=(eggs or {}).get(name, 0))


def bonus_score(cards, card: str, birds=(), *, eggs=None, house=DEFAULT_HOUSE) -> int:
    s = Scenario(players=1, cards=cards)
    place_anywhere(s, 0, birds, eggs)
    state = s.build()
    return bonus_points(state.players[0], cards, cards.bonus_id(card), house)


# -- 5.3: the 26 core bonus cards -------------------------------------------------------------

SEED_EATERS = (
    "Acorn Woodpecker",
    "American Goldfinch",
    "Baird's Sparrow",
    "Blue Jay",
    "Bobolink",
    "Brant",
    "Mallard",
    "Killdeer",
)

CASES = [
    # (card, birds on the mat, expected points); tiers per rules 5.3
    ("Anatomist", ["Black-Billed Magpie"], 0),
    ("Anatomist", ["Black-Billed Magpie", "Ash-Throated Flycatcher"], 3),
    (
        "Anatomist",
        ["Black-Billed Magpie", "Ash-Throated Flycatcher", "Mallard", "Black-Necked Stilt"],
        3,
    ),  # Mallard: no body part
    (
        "Anatomist",
        [
            "Black-Billed Magpie",
            "Ash-Throated Flycatcher",
            "Black-Necked Stilt",
            "Broad-Winged Hawk",
        ],
        7,
    ),
    ("Anatomist", ["Burrowing Owl", "Barred Owl"], 0),  # "wing" and "red" inside other words
    (
        "Backyard Birder",
        ["American Coot", "American Goldfinch", "American Robin", "Baird's Sparrow"],
        0,
    ),
    (
        "Backyard Birder",
        ["American Coot", "American Goldfinch", "American Robin", "Baird's Sparrow", "Blue Jay"],
        3,
    ),
    (
        "Backyard Birder",
        [
            "American Coot",
            "American Goldfinch",
            "American Robin",
            "Baird's Sparrow",
            "Blue Jay",
            "Brant",
        ],
        3,
    ),  # 6: still 3
    (
        "Backyard Birder",
        [
            "American Coot",
            "American Goldfinch",
            "American Robin",
            "Baird's Sparrow",
            "Blue Jay",
            "Brant",
            "Mallard",
        ],
        6,
    ),
    ("Bird Counter", ["American Coot", "Bushtit", "Horned Lark", "Blue Jay"], 6),
    ("Bird Feeder", SEED_EATERS[:4], 0),
    ("Bird Feeder", SEED_EATERS[:5], 3),
    ("Bird Feeder", SEED_EATERS[:7], 3),
    ("Bird Feeder", SEED_EATERS, 7),  # Mallard and Killdeer eat invertebrate/seed
    ("Cartographer", ["American Avocet", "Atlantic Puffin"], 3),
    (
        "Cartographer",
        ["American Avocet", "Atlantic Puffin", "American Crow", "Baltimore Oriole"],
        7,
    ),
    ("Enclosure Builder", ["American Avocet", "Baird's Sparrow", "Black Skimmer"], 0),
    (
        "Enclosure Builder",
        ["American Avocet", "Baird's Sparrow", "Black Skimmer", "Baltimore Oriole"],
        4,
    ),  # star nest counts
    (
        "Enclosure Builder",
        [
            "American Avocet",
            "Baird's Sparrow",
            "Black Skimmer",
            "Baltimore Oriole",
            "Atlantic Puffin",
            "Killdeer",
        ],
        7,
    ),
    ("Falconer", ["Barn Owl", "Burrowing Owl", "American Robin"], 4),
    ("Fishery Manager", ["Green Heron"], 0),
    ("Fishery Manager", ["Green Heron", "Bald Eagle"], 3),  # invertebrate/fish counts
    ("Fishery Manager", ["Green Heron", "Bald Eagle", "Willet", "Black Tern"], 8),
    ("Food Web Expert", ["House Wren", "Vaux's Swift", "Killdeer", "Horned Lark"], 4),
    ("Forester", ["Acorn Woodpecker", "Blue Jay", "American Robin"], 0),  # Robin: also grassland
    ("Forester", ["Acorn Woodpecker", "Blue Jay", "Barred Owl"], 4),
    ("Forester", ["Acorn Woodpecker", "Blue Jay", "Barred Owl", "Downy Woodpecker"], 4),
    (
        "Forester",
        ["Acorn Woodpecker", "Blue Jay", "Barred Owl", "Downy Woodpecker", "Baltimore Oriole"],
        8,
    ),
    ("Historian", ["Vaux's Swift", "Baird's Sparrow", "Blue Jay"], 4),
    ("Large Bird Specialist", ["Green Heron", "Willet", "Mallard"], 0),
    ("Large Bird Specialist", ["Green Heron", "Willet", "Mallard", "Black Tern"], 0),  # 61 cm
    ("Large Bird Specialist", ["Green Heron", "Willet", "Mallard", "Barn Owl"], 3),  # 66 counts
    (
        "Large Bird Specialist",
        ["Green Heron", "Willet", "Mallard", "Barn Owl", "Bald Eagle", "Wild Turkey"],
        6,
    ),
    ("Nest Box Builder", ["Acorn Woodpecker", "Barn Owl", "Baltimore Oriole"], 0),
    (
        "Nest Box Builder",
        ["Acorn Woodpecker", "Barn Owl", "Baltimore Oriole", "Atlantic Puffin"],
        4,
    ),
    (
        "Nest Box Builder",
        [
            "Acorn Woodpecker",
            "Barn Owl",
            "Baltimore Oriole",
            "Atlantic Puffin",
            "House Wren",
            "Downy Woodpecker",
        ],
        7,
    ),
    ("Omnivore Specialist", ["Blue Jay", "American Crow", "Trumpeter Swan", "Mallard"], 6),
    ("Oologist", ["Mallard", "Killdeer", "Blue Jay"], 0),
    ("Passerine Specialist", ["Baltimore Oriole", "Horned Lark", "Downy Woodpecker"], 0),
    (
        "Passerine Specialist",
        ["Baltimore Oriole", "Horned Lark", "Downy Woodpecker", "Vaux's Swift"],
        0,
    ),  # 31 cm does not count
    (
        "Passerine Specialist",
        ["Baltimore Oriole", "Horned Lark", "Downy Woodpecker", "House Wren"],
        3,
    ),  # 30 cm counts
    (
        "Passerine Specialist",
        [
            "Baltimore Oriole",
            "Horned Lark",
            "Downy Woodpecker",
            "House Wren",
            "Song Sparrow",
            "Bobolink",
        ],
        6,
    ),
    ("Photographer", ["Green Heron", "Blue Jay", "Black Tern"], 0),
    ("Photographer", ["Green Heron", "Blue Jay", "Black Tern", "Red-Tailed Hawk"], 3),
    (
        "Photographer",
        [
            "Green Heron",
            "Blue Jay",
            "Black Tern",
            "Red-Tailed Hawk",
            "American Goldfinch",
            "Eastern Bluebird",
        ],
        6,
    ),  # trusted 6 ([U] #10)
    ("Platform Builder", ["Green Heron", "Bald Eagle", "Common Raven"], 0),
    ("Platform Builder", ["Green Heron", "Bald Eagle", "Common Raven", "Baltimore Oriole"], 4),
    (
        "Platform Builder",
        [
            "Green Heron",
            "Bald Eagle",
            "Common Raven",
            "Baltimore Oriole",
            "American Crow",
            "Red-Tailed Hawk",
        ],
        7,
    ),
    ("Prairie Manager", ["Horned Lark", "Killdeer"], 0),  # Killdeer also lives in wetland
    ("Prairie Manager", ["Horned Lark", "Burrowing Owl"], 3),
    ("Prairie Manager", ["Horned Lark", "Burrowing Owl", "Bobolink", "Eastern Bluebird"], 8),
    ("Rodentologist", ["Barn Owl", "Burrowing Owl", "Common Raven", "Blue Jay"], 6),
    ("Viticulturalist", ["American Robin", "Downy Woodpecker"], 3),  # "/" costs count
    (
        "Viticulturalist",
        ["American Robin", "Downy Woodpecker", "Wild Turkey", "Baltimore Oriole"],
        7,
    ),
    ("Wetland Scientist", ["Green Heron", "Willet", "Killdeer"], 0),  # Killdeer: 2 habitats
    ("Wetland Scientist", ["Green Heron", "Willet", "Bald Eagle"], 3),
    ("Wetland Scientist", ["Green Heron", "Willet", "Bald Eagle", "Mallard", "Black Tern"], 7),
    ("Wildlife Gardener", ["American Robin", "Blue Jay", "Song Sparrow"], 0),
    ("Wildlife Gardener", ["American Robin", "Blue Jay", "Song Sparrow", "Black Tern"], 4),
    (
        "Wildlife Gardener",
        [
            "American Robin",
            "Blue Jay",
            "Song Sparrow",
            "Black Tern",
            "Baltimore Oriole",
            "Northern Cardinal",
        ],
        7,
    ),
]


@pytest.mark.parametrize(("card", "birds", "points"), CASES)
def test_5_3_bonus_card_on_a_built_board(cards, card, birds, points):
    assert bonus_score(cards, card, birds) == points


def test_5_3_every_core_bonus_card_is_tested(cards):
    tested = {c for c, _b, _p in CASES} | {
        "Breeding Manager",
        "Ecologist",
        "Oologist",
        "Visionary Leader",
    }
    core = {b.name for b in cards.bonus_cards if b.set == "core"}
    assert core == tested


def test_5_3_breeding_manager_counts_birds_with_4_or_more_eggs(cards):
    eggs = {"Mallard": 4, "Wild Turkey": 5, "Barn Owl": 3, "American Robin": 4}
    assert bonus_score(cards, "Breeding Manager", eggs, eggs=eggs) == 3


@pytest.mark.parametrize(("with_eggs", "points"), [(6, 0), (7, 3), (8, 3), (9, 6)])
def test_5_3_oologist_tiers(cards, with_eggs, points):
    birds = [
        "Mallard",
        "Killdeer",
        "Blue Jay",
        "Barn Owl",
        "American Robin",
        "Wild Turkey",
        "Song Sparrow",
        "House Wren",
        "Canada Goose",
        "Horned Lark",
    ]
    eggs = {name: 1 for name in birds[:with_eggs]}
    assert bonus_score(cards, "Oologist", birds, eggs=eggs | {birds[-1]: 0}) == points


@pytest.mark.parametrize(
    ("rows", "points"),
    [
        ((2, 2, 3), 4),  # forest and grassland tie for fewest: 2 birds x 2
        ((3, 3, 3), 6),
        ((0, 4, 5), 0),  # an empty habitat has the fewest birds
        ((1, 5, 2), 2),
    ],
)
def test_5_3_ecologist_counts_the_habitat_with_fewest_birds(cards, rows, points):
    pool = {
        "forest": [
            "Blue Jay",
            "Acorn Woodpecker",
            "Barred Owl",
            "Downy Woodpecker",
            "Vaux's Swift",
        ],
        "grassland": ["Horned Lark", "Bobolink", "Burrowing Owl", "Eastern Bluebird", "Dickcissel"],
        "wetland": ["Mallard", "Willet", "Green Heron", "Black Tern", "Bald Eagle"],
    }
    s = Scenario(players=1, cards=cards)
    for (habitat, names), n in zip(pool.items(), rows, strict=True):
        s.player(0).birds(habitat, *names[:n])
    s.player(0).bonus("Ecologist")
    state = s.build()
    assert bonus_points(state.players[0], cards, cards.bonus_id("Ecologist")) == points


@pytest.mark.parametrize(("in_hand", "points"), [(4, 0), (5, 4), (7, 4), (8, 7)])
def test_5_3_visionary_leader_counts_cards_in_hand_not_on_the_mat(cards, in_hand, points):
    s = Scenario(players=1, cards=cards)
    s.player(0).deal(in_hand).bonus("Visionary Leader").birds("wetland", "Mallard", "Willet")
    state = s.build()
    assert bonus_points(state.players[0], cards, cards.bonus_id("Visionary Leader")) == points


def test_12_disputed_photographer_top_tier_is_a_house_rule(cards):
    birds = [
        "Green Heron",
        "Blue Jay",
        "Black Tern",
        "Red-Tailed Hawk",
        "American Goldfinch",
        "Eastern Bluebird",
    ]
    seven = HouseRules(bonus_tiers=(("Photographer", ((4, 5, 3), (6, None, 7))),))
    assert bonus_score(cards, "Photographer", birds) == 6
    assert bonus_score(cards, "Photographer", birds, house=seven) == 7


# -- 5.1 final score, 5.2 winner ------------------------------------------------------------


def finished(cards, players: int = 2) -> Scenario:
    s = Scenario(players=players, cards=cards).round(4).game_over()
    return s.goal_points(*[[0] * players] * 4)


def test_5_1_final_score_adds_every_category(cards):
    s = finished(cards).goal_points((4, 1), (5, 2), (3, 3), (7, 0))
    p = s.player(0).bonus("Forester")
    p.bird("forest", "Acorn Woodpecker", eggs=2, cached={"seed": 3})  # 5 points, cavity
    p.bird("forest", "Blue Jay", eggs=1).bird("forest", "Barred Owl", tucked=2)  # 3 + 3
    p.bird("wetland", "Mallard", eggs=4, tucked=["Willet", "Killdeer"]).food(fish=3)  # 0
    p.hand("Bald Eagle")  # cards in hand score nothing
    me, _ = score_game(s.build(), cards)
    assert (me.birds, me.bonus, me.goals) == (5 + 3 + 3 + 0, 4, 4 + 5 + 3 + 7)
    assert (me.eggs, me.cached, me.tucked) == (7, 3, 4)
    assert me.total == 11 + 4 + 19 + 7 + 3 + 4
    assert me.food_left == 3


def test_5_2_highest_total_wins(cards):
    s = finished(cards)
    s.player(0).bird("wetland", "Bald Eagle")  # 9
    s.player(1).bird("wetland", "Mallard", eggs=4)  # 4
    assert [x.rank for x in score_game(s.build(), cards)] == [1, 2]


def test_5_2_tie_broken_by_unused_food_cached_food_excluded(cards):
    s = finished(cards)
    s.player(0).bird("forest", "Acorn Woodpecker", cached={"seed": 4}).food(seed=1)  # 5 + 4
    s.player(1).bird("wetland", "Bald Eagle").food(fish=2)  # 9
    scores = score_game(s.build(), cards)
    assert [x.total for x in scores] == [9, 9]
    assert [x.rank for x in scores] == [2, 1]


def test_5_2_still_tied_players_share_the_victory(cards):
    s = finished(cards, players=3)
    s.player(0).bird("wetland", "Bald Eagle").food(fish=1)
    s.player(1).bird("wetland", "Trumpeter Swan").food(seed=1)
    s.player(2).bird("wetland", "Mallard").food(seed=5)
    assert [x.rank for x in score_game(s.build(), cards)] == [1, 1, 3]
