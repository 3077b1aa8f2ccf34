"""Direct guards for rules that a one-character slip in the engine would break quietly.

A random game plays on happily when one of these rules is wrong, and the golden replays cannot
guard a rule: they are recorded from the engine itself. So each rule has scenarios of its own
here, at its boundary, named after its section of the rules reference, checking what a player
at the table would check:

- 2.2 the egg cost of column 3;
- 3.1 the number of turns in each round;
- 3.3 the 2-for-1 exchange ("any 2 food tokens may stand in for any 1");
- 3.5 and 10.1 #3 the reroll before each die, also after a die was taken;
- 3.6 the egg limit when a power lays 1 egg on each matching bird;
- 3.7 the discard pile reshuffled into a new deck;
- 3.11 the predator threshold ("strictly less than" the number in the power);
- 9.2 a wild ("*") wingspan, for predators, bonus cards and goals.
"""

from __future__ import annotations

from collections import Counter

import attrs
import pytest

import wingspan_rules as ws
from wingspan_rules.engine.invariants import problems
from wingspan_rules.engine.scoring import bonus_points
from wingspan_rules.state import events as E
from wingspan_rules.state.enums import Food, Habitat
from wingspan_rules.state.moves import PlayBird
from wingspan_rules.testing import (
    Scenario,
    Script,
    assert_food,
    check_conservation,
    core_cards_with,
    view,
)

USE = "use the power"
REROLL = "reroll the birdfeeder"


# --- a card set with birds at the predator thresholds, a flightless bird and wingspan goals ------


def _test_bird(name: str, wingspan: int | str, nest: str = "bowl") -> str:
    return f"""\
bird "{name}"
  scientific "Avis probata"
  set core
  habitat grassland
  food seed
  points 1
  nest {nest}
  eggs 2
  wingspan {wingspan}
  beak left
end
"""


#: Core has no bird of exactly 49, 50, 75 or 100 cm, nor one with a wild wingspan.
TEST_BIRDS = "\n".join(
    [_test_bird(f"Test Bird of {cm} cm", cm) for cm in (49, 50, 74, 75, 99, 100)]
    + [_test_bird("Test Flightless Bird", "wild", nest="ground")]
)

WINGSPAN_GOALS = """\
goal tile
  set core
  side "Birds above 65 cm": counts birds with wingspan above 65
  side "Birds of 30 cm or less": counts birds with wingspan at most 30
end
"""


@pytest.fixture(scope="module")
def test_cards():
    """The core cards, plus the test birds and a goal tile counting wingspans."""
    return core_cards_with(TEST_BIRDS, WINGSPAN_GOALS)


# --- 2.2: the egg cost of column 3 ---------------------------------------------------------------


def _two_wetland_birds(cards, eggs: int) -> Scenario:
    """Mallard in hand for wetland column 3; ``eggs`` eggs, all on the Wild Turkey."""
    s = Scenario(players=2, cards=cards)
    s.player(0).birds("wetland", "Killdeer", "American Coot").hand("Mallard").food(seed=1)
    s.player(0).bird("forest", "Wild Turkey", eggs=eggs)
    return s


@pytest.mark.parametrize("eggs", [1, 3])
def test_2_2_playing_into_column_3_costs_exactly_1_egg(cards, eggs):
    turn = _two_wetland_birds(cards, eggs).play("play Mallard in wetland")
    me = view(turn.state, cards).player(0)
    assert me.row("wetland") == ["Killdeer", "American Coot", "Mallard"]
    assert me.bird("Wild Turkey").eggs == eggs - 1
    assert turn.events(E.EggPaid) == [E.EggPaid(0, cards.bird_id("Wild Turkey"))]


def test_2_2_column_3_is_refused_without_an_egg(cards):
    state = _two_wetland_birds(cards, 0).build()
    move = PlayBird(cards.bird_id("Mallard"), Habitat.WETLAND)
    assert move not in ws.legal_moves(state)
    with pytest.raises(ws.IllegalMove, match=r"rules 2\.2: column 3 costs 1 egg"):
        ws.apply(state, move)


# --- 3.1: 8 / 7 / 6 / 5 turns per player in rounds 1-4 -------------------------------------------


@pytest.mark.parametrize("players", [2, 3])
@pytest.mark.parametrize(("round_number", "cubes"), [(1, 8), (2, 7), (3, 6), (4, 5)])
def test_3_1_each_player_has_8_7_6_5_turns_in_rounds_1_to_4(cards, players, round_number, cubes):
    s = Scenario(players=players, cards=cards).round(round_number).turn(0)
    s.goals("Birds in forest", "Birds in grassland", "Birds in wetland", "Total birds")
    if round_number > 1:
        s.goal_points(*[(0,) * players] * (round_number - 1))
    state = s.build()
    turns: Counter[int] = Counter()
    while not any(type(e) is E.RoundEnded for e in state.events):
        state = ws.apply(state, ws.legal_moves(state)[-1])  # draw cards, then stop
        turns.update(e.player for e in state.events if type(e) is E.ActionChosen)
    assert [turns[p] for p in range(players)] == [cubes] * players
    assert state.round == round_number + 1 or ws.is_terminal(state)


@pytest.mark.parametrize(("round_number", "cubes"), [(1, 8), (2, 7), (3, 6), (4, 5)])
def test_3_1_the_round_goes_on_until_the_last_cube_is_placed(cards, round_number, cubes):
    s = Scenario(players=2, cards=cards).round(round_number).turn(2 * cubes - 2)
    s.goals("Birds in forest", "Birds in grassland", "Birds in wetland", "Total birds")
    if round_number > 1:
        s.goal_points(*[(0, 0)] * (round_number - 1))
    turn = s.play("draw cards", "stop")  # the second-to-last turn of the round
    assert not turn.events(E.RoundEnded) and turn.state.round == round_number
    assert [p.cubes_used for p in turn.state.players] == [cubes, cubes - 1]
    turn = turn.play("draw cards", "stop", until="answers")  # the last turn
    assert [e.round for e in turn.events(E.RoundEnded)] == [round_number]


# --- 3.3: 2-for-1, any 2 food tokens for any 1 ---------------------------------------------------


def test_3_3_two_tokens_of_the_same_type_may_stand_in_for_one(cards):
    s = Scenario(players=2, cards=cards)
    s.player(0).hand("Mallard").food(fish=2, rodent=2)  # Mallard costs invertebrate or seed
    turn = s.play("play Mallard in wetland", until="answers")
    assert sorted(turn.options()) == ["pay 1 fish, 1 rodent", "pay 2 fish", "pay 2 rodent"]
    turn = turn.play("pay 2 fish")
    assert_food(turn.state, 0, rodent=2)
    assert view(turn.state, cards).player(0).row("wetland") == ["Mallard"]


def test_3_3_a_bird_payable_only_with_pairs_of_one_type_can_be_played(cards):
    s = Scenario(players=2, cards=cards)
    s.player(0).hand("Inca Dove").food(fish=4)  # Inca Dove costs 2 seed: 2 exchanges of 2 fish
    state = s.build()
    assert PlayBird(cards.bird_id("Inca Dove"), Habitat.GRASSLAND) in ws.legal_moves(state)
    turn = Script(state).play("play Inca Dove in grassland", "skip")  # paid by itself: 4 fish
    assert_food(turn.state, 0)
    assert [e.food[Food.FISH] for e in turn.events(E.FoodPaid)] == [4]
    assert view(turn.state, cards).player(0).row("grassland") == ["Inca Dove"]


def _cost_tokens(cost) -> int:
    """The tokens a bird's printed food cost asks for ("/" costs: 1)."""
    return 1 if cost.one_of else len(cost.foods) + cost.wild


def _to_the_end_of_the_turn(state: ws.GameState, move) -> tuple[ws.GameState, list]:
    """Play ``move``, then the first option of every decision until the turn is over."""
    state = ws.apply(state, move)
    events = list(state.events)
    while not any(type(e) is E.TurnEnded for e in events):
        state = ws.apply(state, ws.legal_moves(state)[0])
        events += state.events
    return state, events


@pytest.mark.parametrize(
    "food",
    [dict(fish=2), dict(fish=4), dict(rodent=3), dict(fish=1, rodent=1), dict(seed=1, fish=2)],
)
def test_3_3_a_bird_offered_for_play_is_always_paid_for_in_full(cards, food):
    # Rules 3.3 #6: a bird whose cost cannot be paid cannot be played. The play moves listed and
    # the payments offered must agree, or a bird would be played without its food.
    s = Scenario(players=2, cards=cards)
    s.player(0).hand("Mallard", "Blue Jay", "Inca Dove", "Wild Turkey").food(**food)
    state = s.build()
    plays = [m for m in ws.legal_moves(state) if isinstance(m, PlayBird)]
    assert plays  # 2-for-1: any 2 tokens pay for Mallard at least
    for move in plays:
        after, events = _to_the_end_of_the_turn(state, move)
        (paid,) = [e.food for e in events if type(e) is E.FoodPaid]
        assert sum(paid) >= _cost_tokens(cards.birds[move.card].cost), f"{move}: paid {paid}"
        before, left = state.players[0].food, after.players[0].food
        assert tuple(b - a for b, a in zip(before, left, strict=True)) == paid


# --- 3.5: the reroll, before each die, also after a die was taken --------------------------------


def _two_dice(cards, *feeder: str) -> Scenario:
    """Gain food from forest slot 3 (2 dice), with these dice in the feeder."""
    s = Scenario(players=2, cards=cards)
    s.player(0).birds("forest", "Hooded Warbler", "Blue Jay")
    s.feeder(*feeder)
    return s


def test_3_5_after_a_die_is_taken_the_reroll_is_offered_if_the_rest_show_one_face(cards):
    turn = _two_dice(cards, "fish", "fish", "seed").play("gain food", until="answers")
    assert REROLL not in turn.options()
    turn = turn.play("take seed", until="answers")
    assert sorted(turn.options()) == [REROLL, "stop", "take fish"]
    turn = turn.play(REROLL, until="answers")
    assert len(turn.state.table.feeder) == 5 and turn.state.table.outside == ()
    assert turn.state.pending[-1].remaining == 1  # the second die comes from the new roll


def test_3_5_after_a_die_is_taken_no_reroll_while_the_rest_differ(cards):
    turn = _two_dice(cards, "fish", "seed", "rodent").play(
        "gain food", "take fish", until="answers"
    )
    assert sorted(turn.options()) == ["stop", "take rodent", "take seed"]


def test_3_5_the_reroll_may_be_offered_again_in_the_same_action(cards):
    turn = _two_dice(cards, "fish", "fish", "fish").play("gain food", until="answers")
    assert REROLL in turn.options()
    turn = turn.play("take fish", until="answers")  # declined: the 2 dice left still match
    assert sorted(turn.options()) == [REROLL, "stop", "take fish"]


def test_3_5_the_reroll_is_offered_before_the_conversion_die(cards):
    s = Scenario(players=2, cards=cards)
    s.player(0).bird("forest", "Hooded Warbler").hand("Mallard")  # slot 2: 1 die + conversion
    s.feeder("fish", "seed", "seed")
    turn = s.play("gain food", "take fish", "discard Mallard", until="answers")
    assert sorted(turn.options()) == [REROLL, "stop", "take seed"]


def test_10_1_3_gain_all_may_reroll_first_then_takes_the_dice_without_a_reroll(cards):
    # "Gain all fish in the birdfeeder" is one gain: the reroll comes before it, if every die
    # shows one face, and not between the dice it takes (the engine's reading of 10.1 #3).
    s = Scenario(players=2, cards=cards)
    s.player(0).hand("Bald Eagle").food(fish=2, rodent=1)
    s.feeder("fish", "fish", "fish")
    turn = s.play("play Bald Eagle", USE, until="answers")
    assert sorted(turn.options()) == [REROLL, "stop", "take fish"]
    turn = turn.play("take fish", until="answers")  # the 2 dice left still show one face
    assert sorted(turn.options()) == ["stop", "take fish"]
    turn = turn.play("take fish", "take fish")
    assert_food(turn.state, 0, fish=3)
    assert [e.reason for e in turn.events(E.FeederRolled)] == ["empty"]


# --- 3.6: "lay 1 egg on each" respects every egg limit -------------------------------------------


def test_3_6_lay_on_each_bird_never_exceeds_an_egg_limit(cards):
    s = Scenario(players=2, cards=cards)
    p = s.player(0).hand("Bobolink").food(invertebrate=1, seed=2)  # ground birds: 1 egg each
    p.bird("forest", "Wild Turkey", eggs=5)  # limit 5: full
    p.bird("wetland", "Killdeer", eggs=2)  # limit 3: one more
    p.bird("wetland", "Common Loon", eggs=1)  # limit 1: full
    p.bird("wetland", "Mallard", eggs=3)  # limit 4: one more
    # Partial gains (10.1 #1): the birds are chosen in mat order; full birds are never offered.
    turn = s.script().play("play Bobolink in grassland", USE, until="answers")
    assert turn.options() == [
        "lay an egg on Bobolink (grassland 1)",
        "lay an egg on Killdeer (wetland 1)",
        "lay an egg on Mallard (wetland 3)",
    ]
    turn = turn.play("Bobolink", "Killdeer", "Mallard")
    me = view(turn.state, cards).player(0)
    eggs = {b.name: b.eggs for b in me.birds}
    assert eggs == {
        "Wild Turkey": 5,
        "Killdeer": 3,
        "Common Loon": 1,
        "Mallard": 4,
        "Bobolink": 1,
    }
    laid = sorted(cards.birds[e.card].name for e in turn.events(E.EggLaid))
    assert laid == ["Bobolink", "Killdeer", "Mallard"]
    assert problems(turn.state, cards) == []


def test_3_6_lay_on_each_lays_nothing_on_birds_already_full(cards):
    s = Scenario(players=2, cards=cards)
    s.player(0).hand("Ash-Throated Flycatcher").food(invertebrate=2, fruit=1)  # cavity birds
    s.player(0).bird("forest", "Spotted Owl", eggs=1).bird("forest", "Wood Duck", eggs=4)
    turn = s.play("play Ash-Throated Flycatcher in grassland", USE)
    me = view(turn.state, cards).player(0)
    assert (me.bird("Spotted Owl").eggs, me.bird("Wood Duck").eggs) == (1, 4)
    assert [cards.birds[e.card].name for e in turn.events(E.EggLaid)] == ["Ash-Throated Flycatcher"]


# --- 3.7: an empty deck is replaced by the shuffled discard pile ---------------------------------


def _deck_emptied(state: ws.GameState) -> ws.GameState:
    """The same board with the deck empty: its cards go to player 1's hand, so the discard
    pile (named in the scenario) is all that can become the new deck."""
    table = state.table
    other = state.players[1]
    players = (state.players[0], attrs.evolve(other, hand=other.hand + table.deck))
    return attrs.evolve(state, players=players, tables=(attrs.evolve(table, deck=()),))


def test_3_7_drawing_from_an_empty_deck_reshuffles_the_discard_pile(cards):
    s = Scenario(players=2, cards=cards)
    s.tray("Blue Jay", "Barn Owl", "Wild Turkey").discard("Killdeer", "Mallard")
    state = _deck_emptied(s.build())
    turn = Script(state, rules=s.rules()).play("draw cards", "draw from the deck")
    assert turn.events(E.DeckReshuffled) == [E.DeckReshuffled(2)]
    v = view(turn.state, cards)
    (drawn,) = v.player(0).hand
    assert drawn in {"Killdeer", "Mallard"}
    assert v.discard == [] and v.deck_top() == list({"Killdeer", "Mallard"} - {drawn})
    check_conservation(turn.state, cards)


def test_3_7_the_tray_is_refilled_from_the_reshuffled_discard_pile(cards):
    s = Scenario(players=2, cards=cards)
    s.tray("Blue Jay", "Barn Owl", "Wild Turkey").discard("Killdeer")
    state = _deck_emptied(s.build())
    turn = Script(state, rules=s.rules()).play("draw cards", "draw Blue Jay from the tray")
    assert turn.events(E.DeckReshuffled) == [E.DeckReshuffled(1)]
    assert view(turn.state, cards).tray == ["Killdeer", "Barn Owl", "Wild Turkey"]
    check_conservation(turn.state, cards)


def test_3_7_a_predator_reveals_from_the_reshuffled_discard_pile(cards):
    s = Scenario(players=2, cards=cards)
    s.player(0).bird("grassland", "Northern Harrier", eggs=2)
    s.discard("Black-Necked Stilt")  # 74 cm: below the harrier's 75 cm
    state = _deck_emptied(s.build())
    turn = Script(state, rules=s.rules()).play("lay eggs", USE)
    assert turn.events(E.DeckReshuffled) == [E.DeckReshuffled(1)]
    assert view(turn.state, cards).player(0).bird("Northern Harrier").tucked == 1
    check_conservation(turn.state, cards)


def test_3_7_with_deck_and_discard_pile_empty_no_card_comes_from_the_deck(cards):
    s = Scenario(players=2, cards=cards)
    s.tray("Blue Jay", "Barn Owl", "Wild Turkey")
    state = _deck_emptied(s.build())
    turn = Script(state, rules=s.rules()).play("draw cards", until="answers")
    assert sorted(turn.options()) == [
        "draw Barn Owl from the tray",
        "draw Blue Jay from the tray",
        "draw Wild Turkey from the tray",
        "stop",
    ]


# --- 3.11: a wingspan hunt succeeds strictly below the number in the power -----------------------

HUNTERS = [("Greater Roadrunner", 2, 50), ("Northern Harrier", 2, 75), ("Golden Eagle", 1, 100)]


def _hunt(cards, hunter: str, eggs: int, revealed: str) -> Script:
    s = Scenario(players=2, cards=cards)
    s.player(0).bird("grassland", hunter, eggs=eggs)  # full: the eggs are lost, then the hunt
    s.deck_top(revealed)
    return s.play("lay eggs", USE)


@pytest.mark.parametrize(("hunter", "eggs", "cm"), HUNTERS)
def test_3_11_a_wingspan_hunt_succeeds_one_cm_below_the_threshold(test_cards, hunter, eggs, cm):
    turn = _hunt(test_cards, hunter, eggs, f"Test Bird of {cm - 1} cm")
    me = view(turn.state, test_cards).player(0)
    assert me.bird(hunter).tucked == 1
    assert turn.events(E.PredatorSucceeded) == [E.PredatorSucceeded(0, test_cards.bird_id(hunter))]


@pytest.mark.parametrize(("hunter", "eggs", "cm"), HUNTERS)
def test_3_11_a_wingspan_hunt_fails_exactly_at_the_threshold(test_cards, hunter, eggs, cm):
    turn = _hunt(test_cards, hunter, eggs, f"Test Bird of {cm} cm")
    v = view(turn.state, test_cards)
    assert v.player(0).bird(hunter).tucked == 0
    assert v.discard == [f"Test Bird of {cm} cm"]
    assert not turn.events(E.PredatorSucceeded)


# --- 9.2: a wild ("*") wingspan satisfies every wingspan condition -------------------------------


@pytest.mark.parametrize(("hunter", "eggs", "cm"), HUNTERS)
def test_9_2_a_wild_wingspan_is_below_every_predator_threshold(test_cards, hunter, eggs, cm):
    turn = _hunt(test_cards, hunter, eggs, "Test Flightless Bird")
    assert view(turn.state, test_cards).player(0).bird(hunter).tucked == 1
    assert len(turn.events(E.PredatorSucceeded)) == 1


@pytest.mark.parametrize("fourth", ["Test Flightless Bird", "Killdeer"])  # wild; 46 cm
def test_9_2_a_wild_wingspan_counts_for_both_wingspan_bonus_cards(test_cards, fourth):
    s = Scenario(players=1, cards=test_cards)
    s.player(0).birds("forest", "Wild Turkey", "Hooded Warbler")  # 135 cm, 18 cm
    s.player(0).birds("wetland", "Trumpeter Swan", "Mallard")  # 203 cm, 89 cm
    s.player(0).birds("grassland", "Bobolink", "Inca Dove", fourth)  # 30 cm, 28 cm
    player = s.build().players[0]
    large = bonus_points(player, test_cards, test_cards.bonus_id("Large Bird Specialist"))
    small = bonus_points(player, test_cards, test_cards.bonus_id("Passerine Specialist"))
    # 4-5 birds: 3 points each; the Killdeer makes neither card reach 4.
    assert (large, small) == ((3, 3) if fourth == "Test Flightless Bird" else (0, 0))


@pytest.mark.parametrize("goal", ["Birds above 65 cm", "Birds of 30 cm or less"])
def test_9_2_a_wild_wingspan_counts_for_both_wingspan_goals(test_cards, goal):
    s = Scenario(players=2, cards=test_cards).turn(15)  # player 1 takes the round's last turn
    s.goals(goal, "Birds in forest", "Birds in wetland", "Total birds")
    s.player(0).birds("grassland", "Test Flightless Bird", "Wild Turkey", "Inca Dove")
    s.player(1).bird("wetland", "Trumpeter Swan", eggs=2).bird("forest", "Hooded Warbler", eggs=3)
    turn = s.play("lay eggs", until="answers")  # no room: the eggs are lost, the round ends
    assert [(g.counts, g.points) for g in turn.events(E.GoalScored)] == [((2, 1), (4, 1))]


def test_3_3_a_bird_whose_cost_offers_no_payment_is_never_played_free(cards, monkeypatch):
    """If the engine ever disagreed with itself (a cost checked payable, then no payment
    offered), it stops with EngineError instead of placing the bird for nothing."""
    import wingspan_rules.engine.frames.paying as base_frames

    monkeypatch.setattr(base_frames, "payments", lambda cost, food, *rest: [])
    s = Scenario(players=2, cards=cards)
    s.player(0).hand("Mallard").food(seed=1)
    with pytest.raises(ws.errors.EngineError, match="PayFood has no option"):
        s.play("play Mallard in wetland")
