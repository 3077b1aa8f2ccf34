"""Unit tests of ``wingspan_rules.engine.scoring`` on a tiny hand-made card set (no card language)."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from wingspan_rules.effects import (
    BirdCard,
    BonusCard,
    CostHasWild,
    CostMentions,
    CostOnly,
    CountBirds,
    CountEggs,
    CountHand,
    EggsAtLeast,
    EggSets,
    FewestBirdsHabitat,
    FoodCost,
    GainFood,
    GoalSide,
    GoalTile,
    HasFlockingPower,
    HasPredatorPower,
    HasTag,
    InHabitat,
    NestIs,
    OnlyHabitat,
    PerItemScoring,
    PointsAtMost,
    Power,
    Tier,
    TierScoring,
    WingspanAbove,
    WingspanAtMost,
)
from wingspan_rules.effects.catalog import CardSet
from wingspan_rules.engine.scoring import (
    BonusScore,
    bonus_points,
    goal_points,
    measure,
    round_goal_counts,
    score_game,
)
from wingspan_rules.state.enums import Food, Habitat, Nest, Timing
from wingspan_rules.state.model import GoalBoard, HouseRules, Phase
from wingspan_rules.testing import Scenario, check_conservation

F, G, W = Habitat.FOREST, Habitat.GRASSLAND, Habitat.WETLAND
INV, S, FI, FR, R = Food.INVERTEBRATE, Food.SEED, Food.FISH, Food.FRUIT, Food.RODENT


FREE = FoodCost()


def bird(name, habitats=(F, G, W), *, cost=FREE, points=3, nest=Nest.BOWL, eggs=4,
         wingspan=40, power=None, tags=()):  # fmt: skip
    return BirdCard(name, name.lower(), "test", habitats, cost, points, nest, eggs, wingspan,
                    power, tags=tags)  # fmt: skip


# Only the icons count for scoring; the effect makes the cards ones the engine runs.
HUNTER = Power(Timing.WHEN_ACTIVATED, (GainFood(1, (Food.SEED,)),), predator=True)
FLOCK = Power(Timing.WHEN_ACTIVATED, (GainFood(1, (Food.SEED,)),), flocking=True)

BIRDS = (
    bird(
        "Owl",
        (F,),
        cost=FoodCost((R, R)),
        points=6,
        nest=Nest.CAVITY,
        wingspan=66,
        power=HUNTER,
        tags=("photographer",),
    ),  # fmt: skip
    bird("Tit", (F, G), cost=FoodCost((INV, S), one_of=True), points=2, wingspan=30, power=FLOCK),
    bird("Star", (G,), cost=FoodCost((S,), wild=1), points=4, nest=Nest.STAR, wingspan=None),
    bird(
        "Duck", (W,), cost=FoodCost((FI, FR), one_of=True), points=0, nest=Nest.GROUND, wingspan=65
    ),  # fmt: skip
    bird("Wren", (F, G, W), cost=FoodCost((INV, INV)), points=1, nest=Nest.CAVITY, wingspan=31),
    bird("Crow", (F, G, W), cost=FoodCost(wild=2), points=5, nest=Nest.PLATFORM, wingspan=90),
    bird("Heron", (W,), cost=FoodCost((FI,)), points=7, nest=Nest.PLATFORM, eggs=2, wingspan=170),
    bird("Lark", (G,), cost=FoodCost((INV, S)), points=2, nest=Nest.GROUND, wingspan=20),
    *(bird(f"Spare{i}") for i in range(1, 9)),
)

BONUS = (
    BonusCard("Per Photo", "test", CountBirds((HasTag("photographer"),)), PerItemScoring(2)),
    BonusCard(
        "Tiered Cavity",
        "test",
        CountBirds((NestIs((Nest.CAVITY,)),)),
        TierScoring((Tier(2, 2, 3), Tier(3, None, 6))),
    ),
    BonusCard("Hand", "test", CountHand(), TierScoring((Tier(2, 3, 4), Tier(4, None, 7)))),
)

GOALS = tuple(
    GoalTile("test", (GoalSide(f"a{t}", CountBirds((InHabitat(h),))), GoalSide(f"b{t}", EggSets())))
    for t, h in enumerate((F, G, W, F))
)

CARDS = CardSet(BIRDS, BONUS, GOALS)


def board(**kw):
    s = Scenario(players=2, cards=CARDS, seed=1, **kw)
    p = s.player(0)
    p.bird("forest", "Owl", eggs=2, cached={"rodent": 3}).bird("forest", "Tit", eggs=1, tucked=2)
    p.bird("grassland", "Star", eggs=1).bird("wetland", "Duck").bird("wetland", "Heron", eggs=2)
    p.hand("Crow", "Wren").food(seed=1, fish=2).bonus("Per Photo", "Tiered Cavity")
    return s


def me(**kw):
    return board(**kw).build().players[0]


# -- measures ------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("predicates", "expected"),
    [
        ((), 5),
        ((HasTag("photographer"),), 1),
        ((PointsAtMost(3),), 2),  # Tit 2, Duck 0
        ((HasPredatorPower(),), 1),
        ((HasFlockingPower(),), 1),
        ((CostMentions(S),), 2),  # Tit ("/" counts), Star
        ((CostMentions(INV),), 1),  # Tit only: wild is not invertebrate
        ((CostMentions(FR),), 1),  # Duck's fish/fruit
        ((CostOnly(R),), 1),  # Owl; Star has a wild icon too
        ((CostOnly(S),), 0),
        ((CostHasWild(),), 1),
        ((OnlyHabitat(F),), 1),  # Owl; Tit lives in 2 habitats
        ((OnlyHabitat(W),), 2),
        ((WingspanAbove(65),), 3),  # Owl 66, Star wild, Heron; Duck 65 does not count
        ((WingspanAtMost(30),), 2),  # Tit 30, Star wild
        ((NestIs((Nest.CAVITY,)),), 2),  # Owl + Star (star nest)
        ((NestIs((Nest.GROUND,)),), 2),  # Duck + Star
        ((NestIs((Nest.BOWL, Nest.CAVITY)),), 3),  # Owl, Tit, Star: each counted once
        ((InHabitat(W),), 2),
        ((EggsAtLeast(1),), 4),
        ((EggsAtLeast(2),), 2),
        ((NestIs((Nest.PLATFORM,)), EggsAtLeast(1)), 2),  # Star, Heron
    ],
)
def test_count_birds_with_each_predicate(predicates, expected):
    assert measure(me(), CARDS, CountBirds(predicates)) == expected


def test_count_eggs_sums_eggs_of_matching_birds():
    assert measure(me(), CARDS, CountEggs()) == 6
    assert measure(me(), CARDS, CountEggs((InHabitat(F),))) == 3
    assert measure(me(), CARDS, CountEggs((NestIs((Nest.PLATFORM,)),))) == 3  # Star 1 + Heron 2


def test_hand_fewest_habitat_and_egg_sets():
    player = me()
    assert measure(player, CARDS, CountHand()) == 2
    assert measure(player, CARDS, FewestBirdsHabitat()) == 1  # grassland: Star
    assert measure(player, CARDS, EggSets()) == 1  # forest 3, grassland 1, wetland 2


def test_empty_mat_measures_zero():
    empty = Scenario(players=2, cards=CARDS).build().players[1]
    for m in (CountBirds(), CountEggs(), CountHand(), FewestBirdsHabitat(), EggSets()):
        assert measure(empty, CARDS, m) == 0


# -- goal points ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("counts", "round", "expected"),
    [
        ((5, 3, 2, 1), 1, (4, 1, 0, 0)),
        ((5, 3, 2, 1), 2, (5, 2, 1, 0)),
        ((5, 3, 2, 1), 3, (6, 3, 2, 0)),
        ((5, 3, 2, 1), 4, (7, 4, 3, 0)),
        ((4, 4, 1), 2, (3, 3, 1)),  # tied first share (5+2)//2, next is third
        ((3, 3, 3, 1), 4, (4, 4, 4, 0)),  # (7+4+3)//3
        ((2, 5, 5, 5, 5), 3, (0, 2, 2, 2, 2)),  # (6+3+2+0)//4; 5th place 0
        ((0, 0), 4, (0, 0)),  # nobody has any: nobody scores
        ((3, 0, 0), 1, (4, 0, 0)),  # 0 scores 0 even in 2nd place
        ((1,), 2, (5,)),  # a lone player is first
        ((), 1, ()),
    ],
)
def test_green_goal_points(counts, round, expected):
    assert goal_points(counts, round, GoalBoard.GREEN) == expected


def test_blue_goal_points_cap_at_five():
    assert goal_points((0, 3, 5, 9), 4, GoalBoard.BLUE) == (0, 3, 5, 5)


def test_green_points_follow_house_rules():
    house = HouseRules(green_points=((4, 1, 0), (5, 2, 0), (6, 3, 2), (7, 4, 2)))
    assert goal_points((3, 2, 1), 4, GoalBoard.GREEN, house) == (7, 4, 2)


def test_goal_points_rejects_bad_round():
    with pytest.raises(ValueError):
        goal_points((1, 2), 5, GoalBoard.GREEN)


@given(st.lists(st.integers(0, 12), max_size=7), st.integers(1, 4))
def test_green_points_are_monotonic_and_never_exceed_first_place(counts, round):
    points = goal_points(counts, round, GoalBoard.GREEN)
    assert len(points) == len(counts)
    for a, pa in zip(counts, points, strict=True):
        assert 0 <= pa <= (4, 5, 6, 7)[round - 1]
        for b, pb in zip(counts, points, strict=True):
            if a > b:
                assert pa >= pb
            if a == b:
                assert pa == pb


def test_round_goal_counts_use_the_round_side():
    s = board().goals("a0", "b1", "a2", "b3")
    s.player(1).bird("forest", "Spare1", eggs=1)
    state = s.build()
    assert round_goal_counts(state, CARDS, 1) == (2, 1)  # birds in forest
    assert round_goal_counts(state, CARDS, 2) == (1, 0)  # egg sets


# -- bonus cards -----------------------------------------------------------------------------


def test_bonus_points_per_item_and_tiers():
    player = me()
    assert bonus_points(player, CARDS, 0) == 2  # one photographer bird
    assert bonus_points(player, CARDS, 1) == 3  # Owl + Star cavity
    assert bonus_points(player, CARDS, 2) == 4  # 2 cards in hand


def test_bonus_tier_override_by_name():
    house = HouseRules(bonus_tiers=(("tiered cavity", ((1, None, 10),)),))
    assert bonus_points(me(), CARDS, 1, house) == 10


# -- final score -----------------------------------------------------------------------------


def test_score_game_categories():
    s = board().round(4).game_over().goal_points((4, 1), (2, 2), (6, 3), (0, 7))
    (mine, theirs) = score_game(s.build(), CARDS)
    assert (mine.birds, mine.bonus, mine.goals) == (6 + 2 + 4 + 0 + 7, 2 + 3, 12)
    assert (mine.eggs, mine.cached, mine.tucked, mine.food_left) == (6, 3, 2, 3)
    assert mine.total == 19 + 5 + 12 + 6 + 3 + 2
    assert (theirs.total, theirs.goals, theirs.rank, mine.rank) == (13, 13, 2, 1)


def test_the_score_breakdown_has_each_bonus_cards_count_and_points_and_each_rounds_goals():
    s = board().round(4).game_over().goal_points((4, 1), (2, 2), (6, 3), (0, 7))
    (mine, theirs) = score_game(s.build(), CARDS)
    assert mine.bonus_cards == (
        BonusScore(CARDS.bonus_id("Per Photo"), "Per Photo", 1, 2),
        BonusScore(CARDS.bonus_id("Tiered Cavity"), "Tiered Cavity", 2, 3),
    )
    assert sum(b.points for b in mine.bonus_cards) == mine.bonus
    assert (mine.round_goals, theirs.round_goals) == ((4, 2, 6, 0), (1, 2, 3, 7))
    assert theirs.bonus_cards == ()


def test_the_bonus_breakdown_follows_the_games_tier_overrides():
    house = HouseRules(bonus_tiers=(("tiered cavity", ((1, None, 10),)),))
    s = board(house=house).round(4).game_over().goal_points(*[(0, 0)] * 4)
    (mine, _) = score_game(s.build(), CARDS)
    assert [(b.name, b.count, b.points) for b in mine.bonus_cards] == [
        ("Per Photo", 1, 2),
        ("Tiered Cavity", 2, 10),
    ]
    assert mine.bonus == 12


def test_mid_game_the_breakdown_has_the_finished_rounds_only():
    (mine, _) = score_game(board().round(3).goal_points((4, 1), (2, 2)).build(), CARDS)
    assert mine.round_goals == (4, 2) and mine.goals == 6


def test_tie_broken_by_unused_food_not_cached_food():
    s = Scenario(players=3, cards=CARDS).game_over()
    s.goal_points((0, 0, 0), (0, 0, 0), (0, 0, 0), (0, 0, 0))
    s.player(0).bird("forest", "Wren", cached={"seed": 4}).food(fish=1)  # 1 + 4 cached
    s.player(1).bird("forest", "Crow").food(seed=1, rodent=1)  # 5
    s.player(2).bird("forest", "Tit").bird("grassland", "Lark", eggs=1).food(seed=2)  # 2 + 2 + 1
    scores = score_game(s.build(), CARDS)
    assert [x.total for x in scores] == [5, 5, 5]
    assert [x.rank for x in scores] == [3, 1, 1]  # shared victory; cached food is no tiebreak


def test_built_board_conserves_cards():
    state = board().build()
    check_conservation(state, CARDS)
    assert state.phase is Phase.PLAY
