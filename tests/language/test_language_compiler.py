"""Each statement of the card language compiles to the right effect objects."""

from __future__ import annotations

import pytest

from wingspan_rules import effects as fx
from wingspan_rules.state.enums import Action, Food, Habitat, Nest, Timing

from .helpers import bird_text, compile_text, power_of

SEED, FISH, FRUIT, RODENT = Food.SEED, Food.FISH, Food.FRUIT, Food.RODENT
INVERTEBRATE = Food.INVERTEBRATE
BOWL = fx.BirdTarget(fx.Which.ANY, where=(fx.NestIs((Nest.BOWL,)),))

SINGLE_STATEMENTS = [
    ("gain 1 seed from birdfeeder", fx.GainFood(1, (SEED,), fx.Zone.BIRDFEEDER)),
    (
        "gain 1 invertebrate or fruit from birdfeeder",
        fx.GainFood(1, (INVERTEBRATE, FRUIT), fx.Zone.BIRDFEEDER),
    ),
    ("gain 1 die from birdfeeder", fx.GainFood(1, (), fx.Zone.BIRDFEEDER)),
    ("gain 3 fish from supply", fx.GainFood(3, (FISH,), fx.Zone.SUPPLY)),
    ("gain 2 wild from supply", fx.GainFood(2, (), fx.Zone.SUPPLY)),
    ("gain all fish from birdfeeder", fx.GainAllFood(FISH)),
    ("cache 1 seed from supply on this bird", fx.CacheFood(1, SEED, fx.Zone.SUPPLY)),
    ("tuck 1 card from hand behind this bird", fx.TuckCards(1, fx.Zone.HAND)),
    ("tuck 2 cards from deck behind this bird", fx.TuckCards(2, fx.Zone.DECK)),
    ("draw 2 cards", fx.DrawCards(2, fx.Zone.TRAY_OR_DECK)),
    ("draw 1 card from deck", fx.DrawCards(1, fx.Zone.DECK)),
    ("draw 1 card from tray", fx.DrawCards(1, fx.Zone.TRAY)),
    ("draw all cards from tray", fx.DrawWholeTray()),
    ("lay 1 egg on this bird", fx.LayEggs(1, fx.BirdTarget(fx.Which.THIS))),
    ("lay 2 eggs on any bird", fx.LayEggs(2, fx.BirdTarget(fx.Which.ANY))),
    (
        "lay 1 egg on another bird with ground nest",
        fx.LayEggs(1, fx.BirdTarget(fx.Which.OTHER, where=(fx.NestIs((Nest.GROUND,)),))),
    ),
    (
        "lay 1 egg on a different bird with bowl nest",
        fx.LayEggs(1, fx.BirdTarget(fx.Which.ANY, distinct=True, where=(fx.NestIs((Nest.BOWL,)),))),
    ),
    (
        "lay 1 egg on each bird with cavity nest",
        fx.LayEggsOnEach(fx.BirdTarget(where=(fx.NestIs((Nest.CAVITY,)),))),
    ),
    ("lay 1 egg on each other bird", fx.LayEggsOnEach(fx.BirdTarget(fx.Which.OTHER))),
    ("discard 1 seed", fx.DiscardFood(1, (SEED,))),
    ("discard 2 wild", fx.DiscardFood(2, ())),
    ("discard 1 egg", fx.DiscardEggs(1, fx.BirdTarget())),
    ("discard 1 card from hand", fx.DiscardCards(1)),
    ("discard 1 card from hand at end of turn", fx.DiscardCards(1, at_end_of_turn=True)),
    ("roll dice outside birdfeeder", fx.RollDiceOutsideFeeder()),
    ("reveal 1 card from deck", fx.RevealCards(1)),
    ("move this bird to another habitat", fx.MoveThisBird()),
    ("repeat a brown power of another bird in this habitat", fx.RepeatPower(False)),
    ("repeat a predator power of another bird in this habitat", fx.RepeatPower(True)),
    ("trade 1 wild for 1 other food from supply", fx.TradeFood(1)),
    ("play a bird in forest", fx.PlayBird(Habitat.FOREST)),
    ("play a bird in this habitat", fx.PlayBird(None)),
    ("draft players + 1 cards", fx.Draft(1)),
    ("draw 2 bonus cards keep 1", fx.DrawBonusCards(2, 1)),
    ("you may draw 1 card", fx.MayDo((fx.DrawCards(1),))),
    (
        "all players: gain 1 fruit from supply",
        fx.ForPlayers(fx.AllPlayers(), (fx.GainFood(1, (FRUIT,)),)),
    ),
    (
        "each player starting with player of your choice: gain 1 die from birdfeeder",
        fx.ForPlayers(fx.EachPlayerFromChosen(), (fx.GainFood(1, (), fx.Zone.BIRDFEEDER),)),
    ),
    (
        "players with fewest birds in wetland: draw 1 card",
        fx.ForPlayers(fx.FewestBirdsIn(Habitat.WETLAND), (fx.DrawCards(1),)),
    ),
    (
        "if this bird is rightmost in its habitat: move this bird to another habitat",
        fx.If(fx.ThisBirdRightmost(), (fx.MoveThisBird(),)),
    ),
    (
        "discard 1 seed to tuck 2 cards from deck behind this bird",
        fx.IfDone((fx.DiscardFood(1, (SEED,)),), (fx.TuckCards(2, fx.Zone.DECK),)),
    ),
    (
        "discard 1 egg from another bird to gain 2 wild from supply",
        fx.IfDone((fx.DiscardEggs(1, fx.BirdTarget(fx.Which.OTHER)),), (fx.GainFood(2, ()),)),
    ),
    (
        "you may discard 1 fish to draw 1 card",
        fx.MayDo((fx.IfDone((fx.DiscardFood(1, (FISH,)),), (fx.DrawCards(1),)),)),
    ),
]


@pytest.mark.parametrize(
    ("line", "effect"), SINGLE_STATEMENTS, ids=[s for s, _ in SINGLE_STATEMENTS]
)
def test_statement_compiles_to_effect(line, effect):
    flocking = "tuck" in line and "tuck it" not in line
    flags = "flocking " if flocking else "bonus-cards " if "bonus" in line else ""
    header = f"power {flags}when activated"
    assert power_of(line, header=header).effects == (effect,)


def test_gain_then_cache_it():
    power = power_of("gain 1 seed from birdfeeder", "you may cache it on this bird")
    assert power.effects == (
        fx.GainFood(1, (SEED,), fx.Zone.BIRDFEEDER),
        fx.MayDo((fx.CacheFood(1, None, fx.Zone.GAINED),)),
    )


def test_if_you_do_wraps_the_previous_statement():
    power = power_of("draw 2 cards", "if you do: discard 1 card from hand at end of turn")
    assert power.effects == (
        fx.IfDone((fx.DrawCards(2),), (fx.DiscardCards(1, at_end_of_turn=True),)),
    )


def test_dice_hunt():
    power = power_of(
        "roll dice outside birdfeeder",
        "hunt succeeds if rolled rodent or fish: cache 1 rodent from supply on this bird",
        header="power predator when activated",
    )
    assert power.predator
    assert power.effects == (
        fx.RollDiceOutsideFeeder(),
        fx.Hunt(fx.RolledAny((RODENT, FISH)), (fx.CacheFood(1, RODENT),)),
    )


def test_card_hunt_with_otherwise():
    power = power_of(
        "reveal 1 card from deck",
        "hunt succeeds if revealed wingspan < 75: tuck it behind this bird",
        "otherwise: discard it",
        header="power predator when activated",
    )
    assert power.effects == (
        fx.RevealCards(1),
        fx.Hunt(
            fx.RevealedWingspanBelow(75),
            (fx.TuckCards(1, fx.Zone.REVEALED),),
            (fx.DiscardRevealed(),),
        ),
    )


def test_two_step_all_players_lay():
    power = power_of(
        "all players: lay 1 egg on any bird with bowl nest",
        "you may lay 1 egg on a different bird with bowl nest",
    )
    assert power.effects == (
        fx.ForPlayers(fx.AllPlayers(), (fx.LayEggs(1, BOWL),)),
        fx.MayDo(
            (
                fx.LayEggs(
                    1, fx.BirdTarget(fx.Which.ANY, distinct=True, where=(fx.NestIs((Nest.BOWL,)),))
                ),
            )
        ),
    )


@pytest.mark.parametrize(
    ("header", "timing", "trigger"),
    [
        ("power when played", Timing.WHEN_PLAYED, None),
        ("power when activated", Timing.WHEN_ACTIVATED, None),
        ("power round end", Timing.ROUND_END, None),
        ("power game end", Timing.GAME_END, None),
        (
            "power once between turns when another player plays a bird in wetland",
            Timing.ONCE_BETWEEN_TURNS,
            fx.OnBirdPlayed(Habitat.WETLAND),
        ),
        (
            "power once between turns when another player plays a bird",
            Timing.ONCE_BETWEEN_TURNS,
            fx.OnBirdPlayed(None),
        ),
        (
            "power once between turns when another player takes the gain-food action "
            "and gains rodent",
            Timing.ONCE_BETWEEN_TURNS,
            fx.OnActionTaken(Action.GAIN_FOOD, RODENT),
        ),
        (
            "power once between turns when another player takes the lay-eggs action",
            Timing.ONCE_BETWEEN_TURNS,
            fx.OnActionTaken(Action.LAY_EGGS),
        ),
        (
            "power once between turns when another player's predator succeeds",
            Timing.ONCE_BETWEEN_TURNS,
            fx.OnPredatorSucceeded(),
        ),
    ],
)
def test_timings_and_triggers(header, timing, trigger):
    power = power_of("draw 1 card", header=header)
    assert (power.timing, power.trigger) == (timing, trigger)


def test_flags():
    tuck = power_of(
        "tuck 1 card from hand behind this bird", header="power flocking when activated"
    )
    bonus = power_of("draw 2 bonus cards keep 1", header="power bonus-cards when played")
    assert tuck.flocking and not tuck.predator and not tuck.bonus
    assert bonus.bonus and bonus.effects == (fx.DrawBonusCards(2, 1),)


def test_bird_facts():
    text = (
        bird_text()
        .replace("food seed", "food wild + fish + fish")
        .replace("wingspan 20", "wingspan wild")
    )
    text = text.replace("habitat forest", "habitat wetland forest").replace(
        "beak left", "beak both\n  tags photographer historian\n  swift-start yes"
    )
    bird = compile_text(text).birds[0]
    assert bird.name == "Test Bird" and bird.scientific_name == "Avis testus"
    assert bird.habitats == (Habitat.FOREST, Habitat.WETLAND)
    assert bird.cost == fx.FoodCost((FISH, FISH), wild=1)
    assert (bird.points, bird.nest, bird.egg_limit, bird.wingspan) == (3, Nest.BOWL, 2, None)
    assert bird.beak is fx.Beak.BOTH and bird.tags == ("photographer", "historian")
    assert bird.swift_start and bird.power is None
    assert (bird.origin.path, bird.origin.line, bird.origin.column) == ("test.wsp", 1, 1)


@pytest.mark.parametrize(
    ("food", "cost"),
    [
        ("food free", fx.FoodCost()),
        ("food invertebrate / seed / fruit", fx.FoodCost((INVERTEBRATE, SEED, FRUIT), one_of=True)),
        ("food seed + seed", fx.FoodCost((SEED, SEED))),
    ],
)
def test_food_costs(food, cost):
    assert compile_text(bird_text().replace("food seed", food)).birds[0].cost == cost


BONUS = """\
bonus "Test Bonus"
  set core
  automa yes
  counts {measure}
  score {score}
end
"""

MEASURES = [
    ("birds tagged anatomist", fx.CountBirds((fx.HasTag("anatomist"),))),
    ("birds worth 3 points or less", fx.CountBirds((fx.PointsAtMost(3),))),
    ("birds with predator power", fx.CountBirds((fx.HasPredatorPower(),))),
    ("birds with flocking power", fx.CountBirds((fx.HasFlockingPower(),))),
    ("birds eating seed", fx.CountBirds((fx.CostMentions(SEED),))),
    ("birds eating only invertebrate", fx.CountBirds((fx.CostOnly(INVERTEBRATE),))),
    ("birds eating wild", fx.CountBirds((fx.CostHasWild(),))),
    ("birds whose only habitat is forest", fx.CountBirds((fx.OnlyHabitat(Habitat.FOREST),))),
    ("birds with wingspan above 65", fx.CountBirds((fx.WingspanAbove(65),))),
    ("birds with wingspan at most 30", fx.CountBirds((fx.WingspanAtMost(30),))),
    ("birds with ground or star nest", fx.CountBirds((fx.NestIs((Nest.GROUND, Nest.STAR)),))),
    ("birds with at least 4 eggs", fx.CountBirds((fx.EggsAtLeast(4),))),
    ("birds in wetland", fx.CountBirds((fx.InHabitat(Habitat.WETLAND),))),
    (
        "birds with bowl nest and with at least 1 egg",
        fx.CountBirds((fx.NestIs((Nest.BOWL,)), fx.EggsAtLeast(1))),
    ),
    ("birds", fx.CountBirds(())),
    ("eggs", fx.CountEggs(())),
    ("eggs in forest", fx.CountEggs((fx.InHabitat(Habitat.FOREST),))),
    ("eggs in cavity nests", fx.CountEggs((fx.NestIs((Nest.CAVITY,)),))),
    ("eggs on birds eating fish", fx.CountEggs((fx.CostMentions(FISH),))),
    ("cards in hand", fx.CountHand()),
    ("birds in the habitat with fewest birds", fx.FewestBirdsHabitat()),
    ("sets of eggs", fx.EggSets()),
]


@pytest.mark.parametrize(("measure", "expected"), MEASURES, ids=[m for m, _ in MEASURES])
def test_bonus_measures(measure, expected):
    card = compile_text(BONUS.format(measure=measure, score="2 per bird")).bonus_cards[0]
    assert card.measure == expected
    assert card.scoring == fx.PerItemScoring(2) and card.automa and card.set == "core"


def test_tiers():
    card = compile_text(BONUS.format(measure="birds", score="2..3: 3, 4: 5, 5+: 7")).bonus_cards[0]
    assert card.scoring == fx.TierScoring((fx.Tier(2, 3, 3), fx.Tier(4, 4, 5), fx.Tier(5, None, 7)))


def test_goal_tile():
    text = (
        "goal tile\n  set core\n"
        '  side "Total birds": counts birds\n'
        '  side "Sets of eggs": counts sets of eggs\nend\n'
    )
    (tile,) = compile_text(text).goal_tiles
    assert tile.set == "core"
    assert tile.sides == (
        fx.GoalSide("Total birds", fx.CountBirds()),
        fx.GoalSide("Sets of eggs", fx.EggSets()),
    )


def test_many_cards_per_file_keep_their_order():
    text = bird_text() + bird_text().replace("Test Bird", "Second Bird")
    assert [b.name for b in compile_text(text).birds] == ["Test Bird", "Second Bird"]
