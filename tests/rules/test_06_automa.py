"""Rules reference 6: the Automa, the solo opponent.

One human (``GameConfig(players=1, mode=AutomaOptions())``) plays against the Automa, whose side of
the table is ``GameState.automa``. After each human turn the Automa reveals the top card of its
deck and does that round's section: its main action (draw, play, lay eggs, gain food), then its
secondary symbol (a goal cube on or off, or "activate all pink powers"). Its turns need no
decision; only the human's pink powers are asked during them.
"""

from __future__ import annotations

import json

import attrs
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import wingspan_rules as ws
from wingspan_rules.engine.invariants import problems, rules_problems
from wingspan_rules.state import events as E
from wingspan_rules.state.enums import DieFace, Food
from wingspan_rules.state.model import CUBES_PER_ROUND, HIDDEN, GameConfig, GoalBoard
from wingspan_rules.testing import Scenario, Script, assert_food, check_conservation, view
from wingspan_rules.variants import AutomaOptions, AutomaState, SwiftStart
from wingspan_rules.variants.automa import (
    AUTOMA_DECK,
    FOOD_PRIORITIES,
    GOAL_VALUES,
    can_use_bonus,
    round_deck,
)
from wingspan_rules.variants.automa import events as AE
from wingspan_rules.variants.automa.score import automa_score

AUTOMA = GameConfig(players=1, mode=AutomaOptions())


def _solo(cards, seed: int = 0, **options) -> Scenario:
    """A game against the Automa whose bonus card is the Anatomist (birds with a body part in
    their name), played with the bundled cards."""
    s = Scenario(players=1, cards=cards, seed=seed, mode=AutomaOptions(**options))
    s.automa().bonus("Anatomist")
    return s


def _after_human_turn(s: Scenario) -> Script:
    """The human takes the gain-food action and no die (nothing on the table changes); the
    Automa then takes its turn."""
    return s.play("gain food", "stop")


def _names(cards, ids) -> list[str]:
    return [cards.birds[i].name for i in ids]


def _play_out(rules: ws.Rules, seed: int) -> tuple[ws.GameState, list[ws.GameState]]:
    """A whole game with the first legal move each time; every state on the way."""
    state = rules.new_game(seed)
    seen = [state]
    while not rules.is_terminal(state):
        state = rules.apply(state, rules.legal_moves(state)[0])
        seen.append(state)
    return state, seen


# --- 6.1 setup ---------------------------------------------------------------------------------
def test_6_1_a_game_against_the_automa_seats_one_human_and_the_automa(cards):
    state = ws.Rules(cards, AUTOMA).new_game(seed=4)
    assert len(state.players) == 1 and state.mode_state is not None
    assert can_use_bonus(cards.bonus_cards[state.mode_state.bonus])
    assert state.mode_state.bonus not in state.table.bonus_deck
    check_conservation(state, cards)


@pytest.mark.parametrize("players", [0, 2, 5])
def test_6_1_the_automa_mode_takes_exactly_one_human(players):
    with pytest.raises(ws.ConfigError, match="automa mode takes 1 player"):
        GameConfig(players=players, mode=AutomaOptions())


@pytest.mark.parametrize(
    "options",
    [
        {"difficulty": 2},
        {"difficulty": 6},
        {"difficulty": "4"},
        {"difficulty": True},
        {"expert": 1},
        {"human_first": None},
        {"pink_on_actions": "no"},
        {"tiebreak_food": -1},
        {"tiebreak_food": 2.5},
    ],
)
def test_6_1_automa_options_out_of_range_are_refused(options):
    with pytest.raises(ws.ConfigError, match="Automa|difficulty"):
        AutomaOptions(**options)


def test_6_1_automa_options_belong_to_the_automa_mode():
    # The Automa's options are its mode itself: given, the game is one against the Automa, of
    # its player count; no keyword gives them for another mode.
    with pytest.raises(ws.ConfigError, match="automa mode"):
        GameConfig(players=2, mode=AutomaOptions(difficulty=5))
    with pytest.raises(TypeError, match="automa"):
        GameConfig(players=1, automa=AutomaOptions(difficulty=5))
    config = GameConfig(players=1, mode=AutomaOptions(difficulty=5))
    assert config.mode == AutomaOptions(difficulty=5)


def test_6_1_the_automa_bonus_card_is_the_first_usable_one_drawn_then_the_deck_is_shuffled(cards):
    rules = ws.Rules(cards, AUTOMA)
    passed_some = False
    for seed in range(12):
        state = rules.new_game(seed)
        (drawn,) = [e for e in state.events if type(e) is AE.AutomaBonusDrawn]
        assert drawn.card == state.mode_state.bonus and can_use_bonus(cards.bonus_cards[drawn.card])
        assert not any(can_use_bonus(cards.bonus_cards[c]) for c in drawn.passed)
        assert set(drawn.passed) <= set(state.table.bonus_deck)  # shuffled back in
        passed_some = passed_some or bool(drawn.passed)
    assert passed_some, "some seed reveals an unusable card first"


def test_6_1_the_automa_never_takes_breeding_manager_backyard_birder_or_a_card_without_a_figure(
    cards,
):
    usable = {c.name for c in cards.bonus_cards if can_use_bonus(c)}
    never = {"Backyard Birder", "Breeding Manager", "Ecologist", "Oologist", "Visionary Leader"}
    assert usable == {c.name for c in cards.bonus_cards} - never  # rules 5.3: 21 cards
    assert len(usable) == 21


def test_6_1_the_human_goes_first_in_every_round(cards):
    _, states = _play_out(ws.Rules(cards, AUTOMA), seed=2)
    log = [e for s in states for e in s.events]
    for round in (1, 2, 3, 4):
        start = next(i for i, e in enumerate(log) if type(e) is E.RoundStarted and e.round == round)
        first = next(e for e in log[start:] if type(e) in (E.TurnStarted, AE.AutomaCardRevealed))
        assert type(first) is E.TurnStarted, f"round {round}"


def test_6_1_without_human_first_the_first_turn_passes_each_round(cards):
    rules = ws.Rules(cards, GameConfig(players=1, mode=AutomaOptions(human_first=False)))
    firsts = set()
    for seed in range(6):
        _, states = _play_out(rules, seed)
        log = [e for s in states for e in s.events]
        order = []
        for round in (1, 2, 3, 4):
            start = next(
                i for i, e in enumerate(log) if type(e) is E.RoundStarted and e.round == round
            )
            first = next(
                e for e in log[start:] if type(e) in (E.TurnStarted, AE.AutomaCardRevealed)
            )
            order.append(type(first) is AE.AutomaCardRevealed)
        assert order[0] != order[1] and order[1] != order[2] and order[2] != order[3]
        firsts.add(order[0])
        turns = [
            sum(1 for e in log if type(e) is AE.AutomaCardRevealed and e.round == r)
            for r in (1, 2, 3, 4)
        ]
        assert turns == list(CUBES_PER_ROUND)
    assert firsts == {True, False}, "either may take the first turn of round 1"


# --- 6.2 the Automa deck -----------------------------------------------------------------------
def test_6_2_the_deck_holds_10_9_8_7_cards_by_round_and_one_more_with_the_expert_card():
    assert [len(round_deck(r, expert=False)) for r in (1, 2, 3, 4)] == [10, 9, 8, 7]
    assert [len(round_deck(r, expert=True)) for r in (1, 2, 3, 4)] == [11, 10, 9, 8]


def test_6_2_the_round_limited_cards_leave_after_rounds_1_2_and_3():
    def names(r: int) -> set[str]:
        return {AUTOMA_DECK[i].name for i in round_deck(r, expert=False)}

    seven = {str(n) for n in range(1, 8)}
    assert names(1) == seven | {"R1-only", "R1-2", "R1-3"}
    assert names(2) == seven | {"R1-2", "R1-3"}
    assert names(3) == seven | {"R1-3"}
    assert names(4) == seven


def test_6_2_the_automa_sections_match_the_table():
    def section(card: str, round: int) -> str:
        (s,) = [c.rounds[round - 1] for c in AUTOMA_DECK if c.name == card]
        if s is None:
            return "-"
        main = {"draw": "D", "play": "P"}.get(s.action) or (
            f"E{s.eggs}" if s.action == "lay-eggs" else f"F({s.food})"
        )
        then = {"": "", "add-cube": " +", "remove-cube": " -", "pink-powers": " *"}[s.then]
        return main + then

    table = {
        "R1-only": ["F(o1) +", "-", "-", "-"],
        "R1-2": ["E1 -", "D +", "-", "-"],
        "R1-3": ["D +", "E2 -", "P +", "-"],
        "1": ["E1", "P +", "P +", "E3 +"],
        "2": ["F(o2) *", "E2 +", "D", "E3 -"],
        "3": ["P", "D", "F(o1) *", "E3 +"],
        "4": ["E1 +", "F(o3) *", "E3 -", "D -"],
        "5": ["D -", "F(o2) *", "F(o3) *", "P"],
        "6": ["F(o1) *", "P", "E2 +", "D +"],
        "7": ["P", "E2 -", "D -", "F(o1) *"],
        "Automubon Society": ["P +", "P +", "P +", "P +"],
    }
    assert {c.name: [section(c.name, r) for r in (1, 2, 3, 4)] for c in AUTOMA_DECK} == table
    assert FOOD_PRIORITIES["o1"][:3] == (DieFace.RODENT, DieFace.FISH, DieFace.FRUIT)


@pytest.mark.parametrize("expert", [False, True])
def test_6_2_the_automa_takes_8_7_6_5_turns_from_a_deck_reshuffled_each_round(cards, expert):
    config = GameConfig(players=1, mode=AutomaOptions(expert=expert))
    final, states = _play_out(ws.Rules(cards, config), seed=9)
    for round, turns in zip((1, 2, 3, 4), CUBES_PER_ROUND, strict=True):
        revealed = [
            e.card
            for s in states
            for e in s.events
            if type(e) is AE.AutomaCardRevealed and e.round == round
        ]
        assert len(revealed) == turns and len(set(revealed)) == turns
        in_round = {AUTOMA_DECK[i].name for i in round_deck(round, expert)}
        assert set(revealed) <= in_round
    assert len(final.mode_state.deck) == len(round_deck(4, expert)) - 5  # 2 (3) cards undrawn


def test_6_2_the_automa_deck_order_comes_from_the_game_seed(cards):
    rules = ws.Rules(cards, AUTOMA)
    first = [_play_out(rules, seed)[0] for seed in (1, 1, 2)]
    assert first[0] == first[1]
    assert first[0].mode_state.revealed != first[2].mode_state.revealed or (
        first[0].mode_state.deck != first[2].mode_state.deck
    )


# --- 6.3 the Automa's turn ---------------------------------------------------------------------
def test_6_3_draw_discards_the_whole_tray_takes_the_top_card_face_down_and_refills(cards):
    s = _solo(cards)
    s.automa().deck_top("R1-3")  # round 1: draw, then add a cube
    s.tray("Mallard", "Blue Jay", "Barn Owl").deck_top("Killdeer", "Wild Turkey", "Canada Goose")
    s.deck_top("Bald Eagle")
    turn = _after_human_turn(s)
    v = view(turn.state, cards)
    assert v.discard[-3:] == ["Mallard", "Blue Jay", "Barn Owl"]
    assert _names(cards, turn.state.mode_state.face_down) == ["Killdeer"]
    assert v.tray == ["Wild Turkey", "Canada Goose", "Bald Eagle"]
    assert turn.state.mode_state.cubes == 1
    assert [type(e) for e in turn.log if type(e).__name__.startswith("Automa")] == [
        AE.AutomaCardRevealed,
        AE.AutomaTrayDiscarded,
        AE.AutomaTookFaceDown,
        AE.AutomaGoalCube,
        AE.AutomaTurnEnded,
    ]
    check_conservation(turn.state, cards)


def test_6_3_play_keeps_the_matching_tray_card_worth_most_face_up_and_discards_the_others(cards):
    s = _solo(cards)
    s.automa().deck_top("3")  # round 1: play a bird
    # Anatomist counts Cedar Waxwing (3 points) and Red-Tailed Hawk (5), not Mallard.
    s.tray("Cedar Waxwing", "Mallard", "Red-Tailed Hawk").deck_top("Killdeer", "Blue Jay")
    turn = _after_human_turn(s)
    assert _names(cards, turn.state.mode_state.birds) == ["Red-Tailed Hawk"]
    assert turn.state.mode_state.face_down == ()
    v = view(turn.state, cards)
    assert v.discard[-1] == "Cedar Waxwing"
    assert v.tray == ["Killdeer", "Mallard", "Blue Jay"]  # Mallard stays; the tray refilled
    (kept,) = turn.events(AE.AutomaKeptBird)
    assert _names(cards, kept.discarded) == ["Cedar Waxwing"]


def test_6_3_play_keeps_one_of_tied_matching_cards(cards):
    s = _solo(cards)
    s.automa().deck_top("3")
    s.tray("Canvasback", "Ring-Billed Gull", "Mallard")  # both anatomist birds worth 4
    turn = _after_human_turn(s)
    assert len(turn.state.mode_state.birds) == 1
    kept = _names(cards, turn.state.mode_state.birds)[0]
    assert kept in ("Canvasback", "Ring-Billed Gull")
    assert view(turn.state, cards).discard[-1] in ("Canvasback", "Ring-Billed Gull")
    assert view(turn.state, cards).discard[-1] != kept


def test_6_3_play_with_no_matching_card_takes_the_top_card_face_down(cards):
    s = _solo(cards)
    s.automa().deck_top("3")
    s.tray("Mallard", "Blue Jay", "Barn Owl").deck_top("Killdeer")
    turn = _after_human_turn(s)
    assert turn.state.mode_state.birds == ()
    assert _names(cards, turn.state.mode_state.face_down) == ["Killdeer"]
    assert view(turn.state, cards).tray == ["Mallard", "Blue Jay", "Barn Owl"]


def test_6_3_lay_eggs_gives_the_automa_that_many_eggs(cards):
    s = _solo(cards).round(3)
    s.automa().deck_top("4").eggs(2)  # round 3: lay 3 eggs, remove a cube
    turn = _after_human_turn(s)
    assert turn.state.mode_state.eggs == 5
    assert turn.events(AE.AutomaLaidEggs) == [AE.AutomaLaidEggs(3)]
    assert turn.events(AE.AutomaGoalCube) == [AE.AutomaGoalCube("remove-cube", False, 0)]


def test_6_3_gain_food_removes_every_die_of_the_first_face_of_its_list_present(cards):
    s = _solo(cards)
    s.automa().deck_top("R1-only")  # round 1: gain food by list o1 (rodent, fish, ...), add cube
    s.feeder("fish", "seed", "fish", "fruit", "invertebrate_seed")
    turn = _after_human_turn(s)
    table = turn.state.table
    assert sorted(f.label for f in table.feeder) == ["fruit", "invertebrate_seed", "seed"]
    assert sorted(f.label for f in table.outside) == ["fish", "fish"]
    assert turn.events(AE.AutomaRemovedDice) == [AE.AutomaRemovedDice(DieFace.FISH, 2)]
    assert_food(turn.state, 0)  # the human took nothing, and the Automa gains no food
    assert turn.state.mode_state.cubes == 1


def test_6_3_gain_food_rerolls_first_when_every_die_shows_the_same_face(cards):
    s = _solo(cards)
    s.automa().deck_top("R1-only")
    s.feeder("seed", "seed", "seed").outside("fish", "fish")
    s.next_rolls("fish", "rodent", "seed", "fruit", "rodent")
    turn = _after_human_turn(s)
    assert [e.reason for e in turn.events(E.FeederRolled)] == ["reroll"]
    assert turn.events(AE.AutomaRemovedDice) == [AE.AutomaRemovedDice(DieFace.RODENT, 2)]
    assert sorted(f.label for f in turn.state.table.feeder) == ["fish", "fruit", "seed"]


def test_6_3_gain_food_that_empties_the_birdfeeder_rerolls_it(cards):
    s = _solo(cards)
    s.automa().deck_top("R1-only")
    s.feeder("seed", "seed", "seed", "seed", "seed")
    s.next_rolls("fish", "fish", "fish", "fish", "fish")  # the reroll shows one face again
    turn = _after_human_turn(s)
    assert [e.reason for e in turn.events(E.FeederRolled)] == ["reroll", "empty"]
    assert turn.events(AE.AutomaRemovedDice) == [AE.AutomaRemovedDice(DieFace.FISH, 5)]
    assert len(turn.state.table.feeder) == 5


@pytest.mark.parametrize(("card", "cubes", "after"), [("R1-only", 0, 1), ("5", 2, 1), ("5", 0, 0)])
def test_6_3_plus_puts_a_cube_on_the_goal_tile_and_minus_takes_one_off(cards, card, cubes, after):
    s = _solo(cards).turn(3)
    s.automa().deck_top(card).cubes(cubes)  # R1-only: gain food +; 5: draw -
    turn = _after_human_turn(s)
    assert turn.state.mode_state.cubes == after


def _kingfisher(cards, card: str = "2", **options) -> Scenario:
    """The human's Belted Kingfisher (pink: when another player plays a bird in a wetland,
    gain 1 fish); the Automa's next card is ``card`` (round 1 "2": gain food, then the star)."""
    s = _solo(cards, **options)
    s.automa().deck_top(card)
    s.player(0).bird("wetland", "Belted Kingfisher").bird("forest", "Black Vulture")
    return s


def test_6_3_the_star_offers_each_of_the_humans_ready_pink_powers(cards):
    turn = _after_human_turn(_kingfisher(cards))
    rules = ws.rules_for(turn.state)
    assert rules.describe_decision(turn.state) == (
        "player 0: use the pink power of Black Vulture (forest 1)? "
        "(the Automa activates all pink powers)"
    )
    turn = turn.play("skip", until="answers")
    assert rules.describe_decision(turn.state).startswith(
        "player 0: use the pink power of Belted Kingfisher (wetland 1)?"
    )
    turn = turn.play("use the power")
    assert_food(turn.state, 0, fish=1)
    assert turn.events(AE.AutomaTurnEnded) and turn.state.mode_state.revealed[-1:] == (
        next(i for i, c in enumerate(AUTOMA_DECK) if c.name == "2"),
    )
    assert turn.state.pending[-1].TAG == "choose-action"  # the human's next turn


def test_6_3_the_star_respects_the_once_between_turns_limit(cards):
    s = _kingfisher(cards)
    state = s.build()
    kingfisher = cards.bird_id("Belted Kingfisher")
    used = attrs.evolve(state.players[0], pink_used=(kingfisher,))  # it fired since the turn began
    state = attrs.evolve(state, players=(used,))
    turn = Script(state, rules=s.rules()).play("gain food", "stop", until="answers")
    turn = turn.play("skip")
    offered = [r.question for r in turn.decisions if "pink power" in r.question]
    assert len(offered) == 1 and "Black Vulture" in offered[0]


def test_6_3_only_the_star_offers_pink_powers(cards):
    s = _solo(cards)
    s.automa().deck_top("1")  # round 1: lay 1 egg, no symbol
    s.player(0).bird("wetland", "American Avocet")  # pink: another player's lay-eggs action
    turn = _after_human_turn(s)
    assert turn.state.mode_state.eggs == 1
    assert not [r for r in turn.decisions if "pink power" in r.question]


def test_6_3_with_pink_on_actions_its_lay_eggs_action_offers_lay_eggs_pink_powers(cards):
    s = _solo(cards, pink_on_actions=True)
    s.automa().deck_top("1")
    s.player(0).bird("wetland", "American Avocet").bird("grassland", "Killdeer")
    s.player(0).bird("wetland", "Belted Kingfisher")
    turn = s.play("gain food", "stop", until="answers")
    assert ws.rules_for(turn.state).describe_decision(turn.state) == (
        "player 0: use the pink power of American Avocet (wetland 1)? (the Automa laid eggs)"
    )
    turn = turn.play("use the power", "lay an egg on Killdeer")  # another ground-nest bird
    assert view(turn.state, cards).player(0).bird("Killdeer").eggs == 1
    assert turn.state.mode_state.eggs == 1


def test_6_3_the_tray_is_refilled_at_the_end_of_the_automas_action(cards):
    s = _solo(cards)
    s.automa().deck_top("3")
    s.tray("Red-Tailed Hawk", "Cedar Waxwing", "Mallard").deck_top("Killdeer", "Blue Jay")
    turn = _after_human_turn(s)
    refills = turn.events(E.TrayRefilled)
    assert _names(cards, refills[-1].tray) == ["Killdeer", "Blue Jay", "Mallard"]


# --- 6.4 goals ---------------------------------------------------------------------------------
def _last_turn(cards, round: int, goal: str, automa_card: str, cubes: int, **kw) -> Scenario:
    """The human's last turn of ``round``, whose goal is ``goal``; the Automa's last card is
    ``automa_card`` and it has ``cubes`` cubes on the goal tile."""
    s = _solo(cards, **kw)
    s.round(round).turn(CUBES_PER_ROUND[round - 1] - 1).goal(round, goal)
    s.automa().deck_top(automa_card).cubes(cubes)
    return s


def _automa_goal(turn: Script) -> AE.AutomaGoalScored:
    (scored,) = turn.events(AE.AutomaGoalScored)
    return scored


def test_6_4_the_automas_quantity_is_the_rounds_base_value_plus_its_cubes(cards):
    s = _last_turn(cards, 2, "Eggs in wetland", "3", cubes=1)  # round 2 "3": draw, no symbol
    s.player(0).bird("wetland", "Mallard", eggs=2).bird("wetland", "Killdeer", eggs=1)
    turn = s.script().finish_round()
    assert GOAL_VALUES["eggs in wetland"].values[1] == 3
    assert _automa_goal(turn) == AE.AutomaGoalScored(2, 4, 5)  # 3 + 1 cube beats the human's 3
    assert turn.round_goal_points() == (2,)
    assert turn.state.mode_state.goal_points[-1] == 5 and turn.state.mode_state.cubes == 0


def test_6_4_the_automa_never_has_more_than_5_birds_in_a_habitat(cards):
    s = _last_turn(cards, 4, "Birds in forest", "5", cubes=4)  # round 4 "5": play, no symbol
    turn = s.script().finish_round()
    assert _automa_goal(turn).count == 5  # 3 + 4 cubes, at most 5


def test_6_4_sets_of_eggs_start_below_zero_and_count_at_least_zero(cards):
    s = _last_turn(cards, 1, "Sets of eggs", "7", cubes=0)  # round 1 "7": play, no symbol
    for habitat, bird in (
        ("forest", "Blue Jay"),
        ("grassland", "Killdeer"),
        ("wetland", "Mallard"),
    ):
        s.player(0).bird(habitat, bird, eggs=1)
    turn = s.script().finish_round()
    assert _automa_goal(turn) == AE.AutomaGoalScored(1, 0, 0)
    assert turn.round_goal_points() == (4,)


def test_6_4_tied_with_the_automa_the_places_are_shared(cards):
    s = _last_turn(cards, 1, "Birds in forest", "7", cubes=2)
    s.player(0).birds("forest", "Blue Jay", "Downy Woodpecker")
    turn = s.script().finish_round()
    assert turn.round_goal_points() == (2,) and _automa_goal(turn).score == 2  # (4 + 1) // 2


def test_6_4_a_human_with_nothing_scores_nothing_and_the_automa_takes_first_place(cards):
    s = _last_turn(cards, 1, "Birds in forest", "7", cubes=1)
    turn = s.script().finish_round()
    assert turn.round_goal_points() == (0,) and _automa_goal(turn) == AE.AutomaGoalScored(1, 1, 4)


def test_6_4_on_the_blue_side_the_automa_scores_its_quantity_up_to_5(cards):
    s = Scenario(players=1, cards=cards, mode=AutomaOptions(), goal_board=GoalBoard.BLUE)
    s.round(3).turn(5).goal(3, "Eggs in forest").automa().deck_top("3").cubes(2)
    turn = s.script().finish_round()  # round 3 "3": gain food, then the star (nothing to offer)
    assert _automa_goal(turn) == AE.AutomaGoalScored(3, 7, 5)
    assert turn.round_goal_points() == (0,)


def test_6_4_every_base_goal_side_has_automa_values(cards):
    assert {side.name.casefold() for side in cards.goal_sides} <= set(GOAL_VALUES)


# --- 6.5 final score ---------------------------------------------------------------------------
def _final(cards, human_food: int, **options) -> ws.GameState:
    """A finished game: the Automa has Bald Eagle (9) face up, 2 face-down birds, 3 eggs and
    10 goal points; the human has 30 goal points and ``human_food`` food."""
    s = _solo(cards, **options).round(4).game_over()
    s.goal_points((10,), (10,), (10,), (0,))
    s.automa().birds("Bald Eagle").face_down(2).eggs(3).goal_points(1, 2, 3, 4)
    s.player(0).food(seed=human_food)
    return s.build()


@pytest.mark.parametrize(("difficulty", "face_down"), [(3, 6), (4, 8), (5, 10)])
def test_6_5_the_automa_scores_goals_printed_points_face_down_birds_by_difficulty_and_eggs(
    cards, difficulty, face_down
):
    score = automa_score(_final(cards, 0, difficulty=difficulty), cards)
    assert (score.goals, score.birds, score.face_down, score.eggs) == (10, 9, face_down, 3)
    assert score.total == 22 + face_down and score.face_down_birds == 2
    assert score.round_goals == (1, 2, 3, 4)


def test_6_5_the_automas_bonus_card_scores_nothing(cards):
    score = automa_score(_final(cards, 0), cards)
    assert score.total == score.goals + score.birds + score.face_down + score.eggs


@pytest.mark.parametrize(("food", "human_rank", "automa_rank"), [(3, 1, 2), (2, 1, 1), (1, 2, 1)])
def test_6_5_a_tie_with_the_automa_goes_to_unused_food_the_automa_counting_2(
    cards, food, human_rank, automa_rank
):
    state = _final(cards, food)  # both total 30 (difficulty 4)
    (human,) = ws.Rules(cards, state.config).scores(state)
    automa = automa_score(state, cards)
    assert human.total == automa.total == 30
    assert (human.rank, automa.rank) == (human_rank, automa_rank)


def test_6_5_the_automas_tiebreak_food_is_an_option(cards):
    state = _final(cards, 3, tiebreak_food=4)
    (human,) = ws.Rules(cards, state.config).scores(state)
    assert human.rank == 2 and automa_score(state, cards).food_left == 4


def test_6_5_the_game_end_names_the_human_winner_only_when_they_beat_the_automa(cards):
    rules = ws.Rules(cards, AUTOMA)
    final, states = _play_out(rules, seed=5)
    (ended,) = final.events[-1:]
    (automa_end,) = [e for e in final.events if type(e) is AE.AutomaGameEnded]
    (human,) = rules.scores(final)
    score = automa_score(final, cards)
    assert automa_end == AE.AutomaGameEnded(score.total, score.rank)
    assert ended.winners == ((0,) if human.rank == 1 else ())


# --- 6.6 powers against the Automa -------------------------------------------------------------
def test_6_6_an_all_players_power_gives_the_automa_nothing(cards):
    s = _solo(cards)
    s.automa().deck_top("R1-3")  # draw: no eggs for the Automa
    s.player(0).bird("grassland", "Lazuli Bunting").bird("forest", "Blue Jay")  # bowl nests
    turn = s.play(
        "lay eggs",
        "lay an egg on Lazuli",
        "lay an egg on Lazuli",
        "use the power",
        "lay an egg on Blue Jay",
        "stop",
    )
    assert turn.state.mode_state.eggs == 0
    assert view(turn.state, cards).player(0).bird("Blue Jay").eggs == 1


def test_6_6_an_all_players_gain_reaches_only_the_human(cards):
    s = _solo(cards)
    s.automa().deck_top("R1-3")
    s.player(0).bird("forest", "Baltimore Oriole")
    s.feeder("seed", "fish", "fruit", "rodent", "invertebrate")
    turn = s.play("gain food", "take seed", "use the power")
    assert [(e.player, e.food) for e in turn.events(E.FoodGained)] == [
        (0, Food.SEED),
        (0, Food.FRUIT),
    ]


def test_6_6_the_automa_never_qualifies_for_fewest_birds(cards):
    s = _solo(cards)
    s.automa().deck_top("1")
    s.player(0).birds("wetland", "Common Loon", "Trumpeter Swan", "Prothonotary Warbler")
    s.deck_top("Bald Eagle", "Wild Turkey")
    turn = s.play(
        "draw cards", "draw from the deck", "stop", "use the power", "draw from the deck"
    )  # the human has the most wetland birds, yet the fewest of the players: the only player
    assert view(turn.state, cards).player(0).hand == ["Bald Eagle", "Wild Turkey"]


def test_6_6_american_oystercatcher_against_the_automa_draws_3_keeps_2_discards_1(cards):
    s = _solo(cards)
    s.automa().deck_top("1")  # lay eggs: the tray and deck stay as the power left them
    s.tray("Mallard", "Blue Jay", "Barn Owl").deck_top("Killdeer", "Wild Turkey", "Canada Goose")
    s.player(0).hand("American Oystercatcher").food(invertebrate=2)
    turn = s.play(
        "play American Oystercatcher in wetland",
        "use the power",
        "draw from the deck",
        "draw Mallard",
        "draw from the deck",
        "take Killdeer",
        "take Mallard",
    )
    assert view(turn.state, cards).player(0).hand == ["Killdeer", "Mallard"]
    assert _names(cards, [e.card for e in turn.events(E.CardRevealed)]) == [
        "Killdeer",
        "Mallard",
        "Wild Turkey",
    ]
    assert [cards.birds[e.card].name for e in turn.events(E.CardDiscarded)] == ["Wild Turkey"]


# --- what the human sees, and saves --------------------------------------------------------------
def test_6_the_automas_side_is_public_but_its_deck_order_and_face_down_birds_are_hidden(cards):
    s = _solo(cards).turn(2)
    s.automa().birds("Bald Eagle").face_down(2).eggs(4).cubes(1)
    state = s.build()
    seen = ws.observation(state, 0)
    assert seen.mode_state.deck == (HIDDEN,) * len(state.mode_state.deck)
    assert seen.mode_state.face_down == (HIDDEN, HIDDEN)
    public = ("bonus", "revealed", "birds", "eggs", "cubes", "goal_points", "leads")
    assert all(getattr(seen.mode_state, f) == getattr(state.mode_state, f) for f in public)
    assert HIDDEN not in state.mode_state.deck


def test_6_a_game_paused_on_the_automas_turn_saves_and_resumes_identically(cards):
    turn = _after_human_turn(_kingfisher(cards))
    state = turn.state
    assert [f.TAG for f in state.pending][:2] == ["begin-turn", "automa-end-turn"]
    loaded = ws.from_json(ws.to_json(state))
    assert loaded == state
    rules = ws.rules_for(state)
    move = rules.legal_moves(state)[0]
    assert rules.apply(loaded, move) == rules.apply(state, move)


def _edited(state: ws.GameState, **changes) -> str:
    return ws.to_json(attrs.evolve(state, mode_state=attrs.evolve(state.mode_state, **changes)))


@pytest.mark.parametrize(
    "changes",
    [
        {"eggs": -1},
        {"eggs": 10**6},
        {"cubes": 9},
        {"bonus": 99},
        {"bonus": 4},  # Breeding Manager: not a card the Automa can use
        {"deck": ()},
        {"deck": (0, 0, 0)},
        {"revealed": (50,)},
        {"goal_points": (3,)},
        {"leads": True},
        {"birds": (10**6,)},
        {"face_down": (0, 0)},
    ],
)
def test_6_a_save_with_an_impossible_automa_is_refused(cards, changes):
    state = _after_human_turn(_solo(cards)).state
    with pytest.raises(ws.SavedGameError):
        ws.from_json(_edited(state, **changes))


def test_6_a_save_of_the_base_game_with_an_automa_is_refused(cards):
    base = Scenario(players=1, cards=cards).build()
    bonus = base.table.bonus_deck[0]  # a card the Automa can use, kept conserved
    table = attrs.evolve(base.table, bonus_deck=base.table.bonus_deck[1:])
    with_automa = attrs.evolve(base, tables=(table,), mode_state=AutomaState(bonus=bonus))
    with pytest.raises(ws.SavedGameError, match="GameState.automa belongs"):
        ws.from_json(ws.to_json(with_automa))


# --- whole games -------------------------------------------------------------------------------
_OPTIONS = st.builds(
    AutomaOptions,
    difficulty=st.sampled_from([3, 4, 5]),
    expert=st.booleans(),
    human_first=st.booleans(),
    pink_on_actions=st.booleans(),
)


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    options=_OPTIONS,
    board=st.sampled_from(GoalBoard),
    swift_start=st.sampled_from([None, "base"]),
    seed=st.integers(0, 2**32),
    data=st.data(),
)
def test_6_random_games_against_the_automa_keep_every_invariant(
    cards, options, board, swift_start, seed, data
):
    """Random legal games: the state is sound at every step (the saved-game checks included),
    a save taken anywhere (mid-turn, on the Automa's turn) loads equal, the human's view hides
    the Automa's deck, and the same seed and moves replay the same game."""
    config = GameConfig(
        players=1,
        mode=options,
        goal_board=board,
        setup=swift_start and SwiftStart(swift_start),
    )
    rules = ws.Rules(cards, config)
    start = rules.new_game(seed)
    state, chosen, step = start, [], 0
    while not rules.is_terminal(state):
        moves = rules.legal_moves(state)
        index = data.draw(st.integers(0, len(moves) - 1), label="move")
        state = rules.apply(state, moves[index])
        chosen.append(index)
        assert problems(state, cards) == [] and rules_problems(state, cards) == []
        if step % 4 == 0:
            assert ws.from_json(ws.to_json(state), rules) == state
            seen = rules.observation(state, 0)
            assert set(seen.mode_state.deck) <= {HIDDEN} and set(seen.mode_state.face_down) <= {
                HIDDEN
            }
        step += 1
    revealed = [e for e in state.events if type(e) is AE.AutomaGameEnded]
    assert len(revealed) == 1 and len(state.mode_state.goal_points) == 4
    check_conservation(state, cards)
    replay = start
    for index in chosen:
        replay = rules.apply(replay, rules.legal_moves(replay)[index])
    assert replay == state


def test_6_simulate_against_the_automa_reports_its_score_breakdown(capsys):
    from wingspan_rules.tools.cli import main

    args = ["simulate", "--mode", "automa", "--games", "2", "--seed", "3", "--difficulty", "5"]
    assert main(args) == 0
    out = capsys.readouterr().out
    assert "Automa" in out and "face-down" in out and "mean Automa:" in out
    assert main([*args, "--json"]) == 0
    lines = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    assert set(lines[0]["automa"]) == {
        "birds",
        "face_down",
        "goals",
        "eggs",
        "total",
        "food_left",
        "rank",
    }
    assert lines[0]["automa"]["face_down"] % 5 == 0
    summary = lines[-1]["summary"]["automa"]
    assert summary["human_won"] + summary["automa_won"] + summary["shared"] == 2
    assert main(["simulate", "--mode", "automa", "--players", "2"]) == 2
    assert main(["simulate", "--expert"]) == 2


def test_6_4_a_goal_without_automa_base_values_is_refused_before_the_game():
    from wingspan_rules.testing import core_cards_with

    cards = core_cards_with(
        'goal tile\n  set test\n  side "Cards in hand": counts cards in hand\n'
        '  side "Predators": counts birds with predator power\nend\n'
    )
    goals = ("Cards in hand", "Birds in forest", "Eggs in grassland", "Total birds")
    config = GameConfig(players=1, mode=AutomaOptions(), goals=goals)
    with pytest.raises(ws.ConfigError, match="no base values for the goal 'Cards in hand'"):
        ws.Rules(cards, config).new_game(1)


# --- the text frontend -------------------------------------------------------------------------
def test_6_the_board_shows_the_automas_side_as_the_human_sees_it(cards):
    s = _solo(cards).turn(2)
    s.automa().birds("Bald Eagle").face_down(2).eggs(4).cubes(1).revealed("7", "2")
    state = s.build()
    board = ws.render(state, 0)
    assert (
        "the Automa  bonus card: Anatomist; birds: 1 face up, 2 face down; eggs: 4; "
        "cubes on the goal tile: 1"
    ) in board
    assert "face up: Bald Eagle" in board
    assert "Automa cards: 8 face down; revealed this round: 7, 2" in board


def test_6_a_whole_game_against_the_automa_at_the_terminal_and_its_replay(tmp_path, capsys):
    import io

    from wingspan_rules.tools.cli import main
    from wingspan_rules.tools.play import Seat, TerminalGame
    from wingspan_rules.views.text import Terminal

    rules = ws.bundled_rules(AUTOMA)
    game = ws.Game.start(seed=5, rules=rules)
    out = io.StringIO()
    record = tmp_path / "solo.txt"
    answers = iter(["1"] * 2000)
    played = TerminalGame(
        game,
        [Seat("Ann")],
        ask=lambda prompt: next(answers),
        terminal=Terminal(out, colour=False),
        record=str(record),
    )
    assert played.run() == 0
    text = out.getvalue()
    assert "the Automa's turn (round 4)" in text and "the Automa scores" in text
    final = [line for line in text.splitlines() if line.startswith("Automa ")]
    assert len(final) == 1  # its row in the final scores
    assert main(["replay", str(record)]) == 0
    replayed = capsys.readouterr().out
    assert "the Automa's turn (round 1)" in replayed and "\nAutoma " in replayed
    assert main(["play", "--mode", "automa", "--players", "2"]) == 2
