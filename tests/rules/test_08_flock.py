"""Rules reference 8.2: Flock mode, six or seven players in two groups.

The players sit in seat order; seats 0-2 are the first group (table 0), the others the
second (table 1). The turn-order dial points at the seat of its star and the seat three
further clockwise: those two players act at the same time, each in a lane of their own.
"""

from __future__ import annotations

from collections import Counter

import attrs
import pytest

import wingspan_rules as ws
from wingspan_rules.engine.invariants import problems, rules_problems
from wingspan_rules.errors import ConfigError, IllegalMove, SavedGameError
from wingspan_rules.state import events as E
from wingspan_rules.state.model import CUBES_PER_ROUND, GameConfig, GoalBoard, Lane
from wingspan_rules.testing import (
    Scenario,
    assert_food,
    check_conservation,
    core_cards_with,
    plain_bird,
    view,
)
from wingspan_rules.variants import FlockOptions, SwiftStart
from wingspan_rules.variants.flock import (
    Deferred,
    TurnDial,
    dense_goal_points,
    round_schedule,
)
from wingspan_rules.variants.flock import events as FE

FLOCK = FlockOptions()


def _flock(players: int = 6, cards=None, **kw) -> Scenario:
    return Scenario(players=players, mode=FLOCK, cards=cards, **kw)


def _sound(state, cards) -> None:
    assert problems(state, cards) == [] and rules_problems(state, cards) == []


# --- groups: each with its own deck, tray and birdfeeder ------------------------------------------


@pytest.mark.parametrize(("players", "groups"), [(6, (3, 3)), (7, (3, 4))])
def test_8_2_players_sit_in_two_fixed_groups_each_with_its_own_deck_tray_and_feeder(
    cards, players, groups
):
    rules = ws.bundled_rules(GameConfig(players=players, mode=FLOCK))
    state = rules.new_game(seed=5)
    assert [p.table for p in state.players] == [0] * groups[0] + [1] * groups[1]
    assert len(state.tables) == 2
    for table in state.tables:
        assert len(table.tray) == 3 and -1 not in table.tray
        assert len(table.feeder) == 5 and not table.outside  # five dice in each birdfeeder
    # The shuffled deck is split in half; each group's tray and hands come from its half.
    a, b = state.tables
    assert len(a.deck) + 3 + 5 * groups[0] == 90
    assert len(b.deck) + 3 + 5 * groups[1] == 90
    assert not set(a.deck) & set(b.deck)
    check_conservation(state, cards)
    _sound(state, cards)


def test_8_2_the_groups_stay_fixed_for_the_whole_game(cards):
    rules = ws.bundled_rules(GameConfig(players=7, mode=FLOCK))
    state = rules.new_game(seed=1)
    tables = [p.table for p in state.players]
    from wingspan_rules.tools.simulate import random_playout

    state, _ = random_playout(state, 1, rules=rules)
    assert [p.table for p in state.players] == tables


def test_8_2_the_bonus_deck_is_shared_and_leaves_out_the_historian(cards):
    historian = cards.bonus_id("Historian")
    for seed in range(5):
        state = ws.bundled_rules(GameConfig(players=7, mode=FLOCK)).new_game(seed=seed)
        everywhere = [c for t in state.tables for c in t.bonus_deck + t.bonus_discard]
        everywhere += [c for p in state.players for c in p.bonus]
        assert historian not in everywhere
        assert len(everywhere) == len(cards.bonus_cards) - 1
        assert state.tables[1].bonus_deck == () and state.tables[1].bonus_discard == ()


def test_8_2_the_card_left_out_is_found_by_what_it_counts_not_by_its_name(cards):
    rules = ws.Rules(cards, GameConfig(players=6, mode=FLOCK))
    left_out = set(range(len(cards.bonus_cards))) - set(_in_play(rules))
    assert [cards.bonus_cards[i].name for i in left_out] == ["Historian"]
    # Another option leaves out the cards counting another tag (and keeps the Historian).
    config = GameConfig(players=6, mode=FlockOptions(bonus_tags_left_out=("photographer",)))
    left_out = set(range(len(cards.bonus_cards))) - set(_in_play(ws.Rules(cards, config)))
    assert [cards.bonus_cards[i].name for i in left_out] == ["Photographer"]


def _in_play(rules):
    from wingspan_rules.variants import variant_for

    return variant_for(rules.config).bonus_cards_in_play(rules.config, rules.cards)


def test_8_2_a_second_group_player_draws_bonus_cards_from_the_shared_deck(cards):
    s = _flock(cards=cards)
    s.player(3).hand("Atlantic Puffin").food(fish=3)
    s.bonus_deck_top("Anatomist", "Cartographer")
    turn = s.script().play(
        "play Atlantic Puffin in wetland", "use the power", "keep Anatomist", player=3
    )
    v = view(turn.state, cards)
    assert "Anatomist" in v.player(3).bonus
    assert turn.state.tables[0].bonus_discard == (cards.bonus_id("Cartographer"),)
    assert turn.state.tables[1].bonus_deck == () and turn.state.tables[1].bonus_discard == ()


def test_8_2_a_player_uses_only_their_own_groups_tray_and_feeder(cards):
    s = _flock(cards=cards)
    s.tray("Mallard", "Blue Jay", "Killdeer")
    s.table(1).tray("Barn Owl", "Wild Turkey", "Canada Goose")
    s.feeder("seed", "seed", "seed", "seed", "seed")
    s.table(1).feeder("fish", "fish", "fish", "fish", "fish")
    script = s.script()
    turn = script.play("draw cards", until="answers", player=3)
    assert turn.options(3) == [
        "draw Barn Owl from the tray",
        "draw Wild Turkey from the tray",
        "draw Canada Goose from the tray",
        "draw from the deck",
        "stop",
    ]
    turn = turn.play("gain food", until="answers", player=0)
    assert turn.options(0) == ["take seed", "reroll the birdfeeder", "stop"]


# --- the dial: two active players at the same time ------------------------------------------------


def test_8_2_the_dial_points_at_two_active_players_who_decide_at_the_same_time(cards):
    s = _flock(cards=cards).first_player(1)
    state = s.build()
    rules = s.rules()
    assert rules.current_players(state) == (1, 4)
    assert rules.current_player(state) == 1  # the first of them
    assert state.active_players == (1, 4) and state.active_player == 1
    assert [lane.player for lane in state.lanes] == [1, 4]
    assert rules.describe_decision(state, 4) == "player 4: choose an action"
    assert ws.current_players(rules.observation(state, 2)) == (1, 4)  # public


def test_8_2_a_move_is_applied_as_a_player(cards):
    s = _flock(cards=cards)
    state = s.build()
    rules = s.rules()
    move = ws.moves.TakeAction(ws.Action.LAY_EGGS)
    after = rules.apply(state, move, player=3)
    assert rules.current_players(after) == (0,)  # player 3's turn is over, player 0's is not
    assert after.players[3].cubes_used == 1 and after.players[0].cubes_used == 0
    with pytest.raises(IllegalMove, match="player 0 and player 3 decide now, not player 2"):
        rules.apply(state, move, player=2)
    assert rules.legal_moves(state, 2) == []
    assert rules.legal_moves(state) == rules.legal_moves(state, 0)  # the first decider's


def test_8_2_either_active_player_may_move_first_with_the_same_result(cards):
    s = _flock(cards=cards)
    s.player(0).hand("Mallard").food(seed=1)
    s.player(3).bird("grassland", "Wild Turkey")
    s.feeder("seed", "fish", "fish", "rodent", "fruit")
    first = s.script()
    zero_then_three = first.play("play Mallard in wetland", player=0)
    eggs = ("lay an egg on Wild Turkey", "lay an egg on Wild Turkey")
    zero_then_three = zero_then_three.play("lay eggs", *eggs, player=3)
    three_then_zero = first.play("lay eggs", *eggs, player=3)
    three_then_zero = three_then_zero.play("play Mallard in wetland", player=0)
    interleaved = first.play("lay eggs", eggs[0], until="answers", player=3)
    interleaved = interleaved.play("play Mallard in wetland", player=0)
    interleaved = interleaved.play(eggs[1], player=3)
    final = [attrs.evolve(t.state, events=()) for t in (zero_then_three, three_then_zero)]
    assert final[0] == final[1] == attrs.evolve(interleaved.state, events=())


def test_8_2_each_groups_dice_do_not_depend_on_when_the_other_groups_moves_are_applied(cards):
    s = _flock(cards=cards)
    s.feeder("seed", "seed", "seed", "seed", "seed")
    s.table(1).feeder("fish", "fish", "fish", "fish", "fish")
    first = s.script()
    a = first.play("gain food", "reroll", until="answers", player=0)
    a = a.play("gain food", "reroll", until="answers", player=3)
    b = first.play("gain food", "reroll", until="answers", player=3)
    b = b.play("gain food", "reroll", until="answers", player=0)
    assert a.state.tables == b.state.tables
    assert attrs.evolve(a.state, events=()) == attrs.evolve(b.state, events=())
    seen = ws.observation(a.state, 1)
    assert seen.mode_state is not None and seen.mode_state.streams == ()  # no future dice in a view


def test_8_2_the_dial_turns_one_step_once_both_active_players_are_done(cards):
    s = _flock(cards=cards)
    turn = s.script().play("lay eggs", player=0)
    assert turn.deciding() == (3,) and turn.state.active_players == (0, 3)
    turn = turn.play("lay eggs", player=3)
    assert turn.deciding() == (1, 4) and turn.state.active_players == (1, 4)
    dialled = turn.events(FE.DialTurned)
    assert [(e.star, e.active) for e in dialled] == [(1, (1, 4))]


def test_8_2_every_player_takes_their_turns_of_each_round(cards):
    for players in (6, 7):
        for first in range(players):
            for round in range(1, 5):
                schedule = round_schedule(players, first, round)
                turns = Counter(p for active in schedule for p in active)
                assert turns == dict.fromkeys(range(players), CUBES_PER_ROUND[round - 1])


# --- seven players: the lone last turn and the ends of the four-player group ----------------------


@pytest.mark.parametrize("round", [2, 4])
def test_8_2_seven_players_the_player_right_of_the_first_player_takes_the_last_turn_alone(
    cards, round
):
    for first in range(7):
        schedule = round_schedule(7, first, round)
        assert schedule[-1] == ((first - 1) % 7,)
        assert all(len(active) == 2 for active in schedule[:-1])
    for round_ in (1, 3):
        assert all(len(active) == 2 for active in round_schedule(7, 0, round_))
    s = _flock(7, cards=cards).round(round).first_player(2)
    s.goal_points(*[(0,) * 7] * (round - 1))
    last = len(round_schedule(7, 2, round)) - 1
    script = s.dial(last).script()
    assert script.deciding() == (1,)  # to the right of the first player, alone
    ended = script.play("lay eggs", player=1)
    assert ended.events(E.RoundEnded)


@pytest.mark.parametrize(("round", "first_to_act"), [(1, 3), (2, 6), (3, 3), (4, 6)])
def test_8_2_seven_players_the_ends_of_the_four_player_group_act_one_after_the_other(
    cards, round, first_to_act
):
    s = _flock(7, cards=cards).round(round).goal_points(*[(0,) * 7] * (round - 1))
    step = next(i for i, active in enumerate(round_schedule(7, 0, round)) if set(active) == {3, 6})
    script = s.dial(step).script()
    other = 9 - first_to_act
    assert script.state.active_players == (first_to_act, other)
    assert script.deciding() == (first_to_act,)  # the other waits for their turn
    assert script.state.lanes[1].waits
    script = script.play("lay eggs", player=first_to_act)
    assert script.deciding() == (other,)
    assert script.state.active_players == (first_to_act, other)  # the dial has not turned


def test_8_2_the_tray_is_refilled_before_the_second_end_player_begins(cards):
    s = _flock(7, cards=cards)
    s.table(1).tray("Mallard", "Blue Jay", "Killdeer").deck_top("Barn Owl", "Wild Turkey")
    step = next(i for i, a in enumerate(round_schedule(7, 0, 1)) if a == (3, 6))
    script = s.dial(step).script()
    script = script.play("draw cards", "draw Mallard from the tray", player=3)
    assert view(script.state, cards).player(3).hand == ["Mallard"]
    # Player 3's turn is over: the second group's tray is full again when player 6 begins.
    assert script.deciding() == (6,)
    assert view(script.state, cards).table(1).tray == ["Barn Owl", "Blue Jay", "Killdeer"]
    refills = script.events(E.TrayRefilled)
    assert script.log.index(refills[-1]) < script.log.index(
        next(e for e in script.log if type(e) is E.TurnStarted and e.player == 6)
    )


# --- powers across groups -------------------------------------------------------------------------


def test_8_2_an_all_players_power_reaches_the_other_active_player_after_their_turn(cards):
    s = _flock(cards=cards)
    s.player(0).bird("forest", "Baltimore Oriole")
    s.feeder("seed", "seed", "fish", "rodent", "invertebrate")
    s.player(3).hand("Eastern Kingbird")
    script = s.script()
    script = script.play("gain food", "take seed", "use the power", player=0)
    for p in (0, 1, 2, 4, 5):  # everyone else, in both groups, at once
        assert script.state.players[p].food[ws.Food.FRUIT] == 1
    assert script.state.players[3].food[ws.Food.FRUIT] == 0  # busy with their own turn
    deferred = script.events(E.PowerDeferred)
    assert [(e.player, e.reached) for e in deferred] == [(3, (3,))]
    assert any(type(f) is Deferred for f in script.state.lanes[0].pending)
    # Player 3 cannot use the fruit during their turn: Eastern Kingbird costs a fruit.
    assert "play Eastern Kingbird in forest" not in script.options(3)
    script = script.play("lay eggs", player=3)
    assert_food(script.state, 3, fruit=1)
    assert script.deciding() == (1, 4)  # received once the turn was over; the dial turns


def test_8_2_with_seven_players_the_second_end_player_also_waits_for_their_turn_to_end(cards):
    s = _flock(7, cards=cards)
    s.player(3).bird("forest", "Baltimore Oriole")
    s.table(1).feeder("seed", "seed", "fish", "rodent", "invertebrate")
    step = next(i for i, a in enumerate(round_schedule(7, 0, 1)) if a == (3, 6))
    script = s.dial(step).script().play("gain food", "take seed", "use the power", player=3)
    assert script.state.players[6].food[ws.Food.FRUIT] == 0
    assert script.deciding() == (6,)
    script = script.play("lay eggs", player=6)
    assert script.state.players[6].food[ws.Food.FRUIT] == 1


def test_8_2_pink_powers_never_fire_for_an_active_player_and_answer_in_both_groups(cards):
    s = _flock(cards=cards)
    s.player(0).bird("forest", "Blue Jay")
    # Each answers another player's lay-eggs action by laying an egg on a bowl bird.
    s.player(1).bird("grassland", "Bronzed Cowbird").bird("forest", "Hooded Warbler")
    s.player(3).bird("forest", "Yellow-Billed Cuckoo").bird("forest", "American Robin")
    s.player(4).bird("grassland", "Brown-Headed Cowbird").bird("forest", "Red-Eyed Vireo")
    script = s.script().play("lay eggs", until="answers", player=0)
    script = script.play(
        "lay an egg on Blue Jay", "lay an egg on Blue Jay", player=0, until="answers"
    )
    # Clockwise from player 0's left, both groups, but never player 3: the dial points at them.
    assert script.deciding() == (1, 3)
    script = script.play("use the power", "lay an egg on Hooded Warbler", player=1, until="answers")
    assert script.deciding() == (4, 3)
    script = script.play("skip", player=4, until="answers")
    offered = [r.player for r in script.asked("pink power")]
    assert offered == [1, 4]
    assert view(script.state, cards).player(1).bird("Hooded Warbler").eggs == 1


def test_8_2_an_active_player_of_either_group_triggers_pink_powers(cards):
    s = _flock(cards=cards)
    s.player(3).hand("Hooded Warbler").food(invertebrate=2)
    s.player(1).bird("grassland", "Eastern Kingbird")
    script = s.script().play("play Hooded Warbler in forest", player=3, until="answers")
    assert script.question(1).startswith("player 1: use the pink power of Eastern Kingbird")
    assert "(player 3 played Hooded Warbler in forest)" in script.question(1)


def test_8_2_pink_powers_are_ready_again_when_their_owner_becomes_active(cards):
    s = _flock(cards=cards)
    s.player(0).hand("Hooded Warbler").food(invertebrate=2)
    s.player(1).bird("grassland", "Eastern Kingbird")
    script = (
        s.script()
        .play("play Hooded Warbler in forest", player=0, until="answers")
        .play("use the power", player=1, until="answers")
    )
    kingbird = cards.bird_id("Eastern Kingbird")
    assert script.state.players[1].pink_used == (kingbird,)
    script = script.play("lay eggs", player=3)
    assert script.state.active_players == (1, 4)
    assert script.state.players[1].pink_used == ()  # reset as the dial points at player 1


def test_8_2_turn_order_powers_go_group_by_group_from_each_groups_own_feeder(cards):
    s = _flock(cards=cards)
    s.player(0).bird("forest", "Anna's Hummingbird")
    s.feeder("seed", "fish", "fruit", "rodent", "invertebrate")
    s.table(1).feeder("seed", "seed", "seed", "fish", "fish")
    script = s.script().play("gain food", "take seed", "use the power", until="answers", player=0)
    # The owner picks who starts among their own group.
    assert script.options(0) == [
        "start with player 0",
        "start with player 1",
        "start with player 2",
    ]
    script = script.play("start with player 1", until="answers", player=0)
    assert script.deciding() == (1, 3)  # each chooses their own die
    script = script.play("take fish", until="answers", player=1)
    script = script.play("take fruit", until="answers", player=2)
    script = script.play("take rodent", player=0)
    taken = [(e.player, e.face.label) for e in script.events(E.DieTaken)]
    assert taken == [(0, "seed"), (1, "fish"), (2, "fruit"), (0, "rodent")]
    # The other group waits for its active player, player 3, to finish their own turn...
    assert script.deciding() == (3,)
    assert [e.reached for e in script.events(E.PowerDeferred)] == [(3, 4, 5)]
    script = script.play("lay eggs", until="answers", player=3)
    # ...then takes dice from its own birdfeeder in turn order, starting with player 3.
    order = []
    while script.state.active_players == (0, 3):
        p = script.deciding()[0]
        order.append(p)
        script = script.play(script.options(p)[0], until="answers", player=p)
    assert order == [3, 4, 5]
    assert view(script.state, cards).table(1).feeder != ["fish", "fish", "seed", "seed", "seed"]
    assert sum(script.state.players[p].food[ws.Food.SEED] for p in (3, 4, 5)) == 3


def test_8_2_with_no_active_player_there_the_other_group_starts_with_the_next_to_play(cards):
    s = _flock(7, cards=cards)
    s.player(3).bird("forest", "Anna's Hummingbird")
    s.table(1).feeder("seed", "fish", "fruit", "rodent", "invertebrate")
    step = next(i for i, a in enumerate(round_schedule(7, 0, 1)) if a == (3, 6))
    script = s.dial(step).script()
    script = script.play("gain food", "take seed", "use the power", until="answers", player=3)
    script = script.play("start with player 4", until="answers", player=3)
    asked = []
    while script.deciding() and script.deciding()[0] != 6:
        p = script.deciding()[0]
        asked.append(p)
        script = script.play(script.options(p)[0], until="answers", player=p)
    # Group 2 from player 4 (player 6 is active and waits), then group 1 with player 0, who
    # plays next (the dial's next step points at players 4 and 0).
    assert round_schedule(7, 0, 1)[step + 1] == (4, 0)
    assert asked == [4, 5, 3, 0, 1, 2]
    script = script.play("lay eggs", until="answers", player=6)
    assert script.deciding() == (6,)  # player 6 takes their die after their own turn
    script = script.play(script.options(6)[0], player=6, until="answers")
    assert script.deciding() == (4, 0)


def test_8_2_a_draft_is_laid_out_and_taken_group_by_group(cards):
    s = _flock(cards=cards)
    s.player(0).hand("American Oystercatcher").food(invertebrate=2)
    s.tray("Killdeer", "Blue Jay", "Barn Owl")
    s.deck_top("Mallard", "Wild Turkey", "Hooded Warbler", "Canada Goose")
    s.table(1).tray("Common Loon", "Wood Duck", "Bald Eagle")
    script = s.script().play(
        "play American Oystercatcher in wetland", "use the power", until="answers", player=0
    )
    for _ in range(4):  # the first group's 3 players + 1, from its own tray or deck
        script = script.play("draw from the deck", until="answers", player=0)
    for p in (0, 1, 2):
        script = script.play(script.options(p)[0], until="answers", player=p)
    # Player 0 keeps the last card (taken for them: it is the only one left).
    assert len(script.state.players[0].hand) == 2
    assert script.deciding() == (3,)  # the second group drafts after player 3's turn
    script = script.play("lay eggs", until="answers", player=3)
    assert script.question(3) == "player 3: lay out a card (3 more)"
    assert "draw Common Loon from the tray" in script.options(3)
    for _ in range(3):
        script = script.play(script.options(3)[0], until="answers", player=3)
    for p in (3, 4):  # player 5 is left the last card
        script = script.play(script.options(p)[0], until="answers", player=p)
    assert [len(script.state.players[p].hand) for p in (3, 4, 5)] == [1, 1, 1]
    check_conservation(script.state, cards)


# --- neighbours and "another player" --------------------------------------------------------------

_SCOPES = core_cards_with(
    *(
        plain_bird(name, line)
        for name, line in (
            ("Left Giver", "player to your left: gain 1 seed from supply"),
            ("Right Giver", "player to your right: gain 1 fish from supply"),
            ("Fish Chooser", "another player of your choice: gain 1 fish from supply"),
            ("Other Feeder", "other players: gain 1 rodent from supply"),
        )
    )
)


def test_8_2_neighbours_are_the_players_seated_on_either_side_across_the_groups():
    cards = _SCOPES
    s = _flock(cards=cards).dial(2)  # players 2 and 5 are active
    s.player(2).bird("forest", "Left Giver").bird("forest", "Right Giver")
    s.feeder("seed", "seed", "seed", "seed", "seed")
    script = s.script().play(
        "gain food", "take seed", "stop", "use the power", "use the power", player=2
    )
    assert_food(script.state, 3, seed=1)  # to the left of seat 2: seat 3, in the other group
    assert_food(script.state, 1, fish=1)  # to the right: seat 1
    s = _flock(cards=cards)  # seat 0's right neighbour is the last seat, in the other group
    s.player(0).bird("forest", "Right Giver")
    s.feeder("seed", "seed", "seed", "seed", "fish")
    script = s.script().play("gain food", "take seed", "use the power", player=0, until="answers")
    assert_food(script.state, 5, fish=1)


def test_8_2_another_player_of_your_choice_may_be_anyone_at_the_table():
    cards = _SCOPES
    s = _flock(7, cards=cards)
    s.player(0).bird("forest", "Fish Chooser")
    s.feeder("seed", "seed", "seed", "seed", "fish")
    script = s.script().play("gain food", "take seed", "use the power", player=0, until="answers")
    assert script.options(0) == [f"choose player {p}" for p in range(1, 7)]
    script = script.play(script.options(0)[-1], player=0, until="answers")
    assert_food(script.state, 6, fish=1)


def test_8_2_other_players_powers_reach_the_whole_table():
    cards = _SCOPES
    s = _flock(cards=cards)
    s.player(0).bird("forest", "Other Feeder")
    s.feeder("seed", "seed", "seed", "seed", "fish")
    script = s.script().play("gain food", "take seed", "use the power", player=0)
    assert [pl.food[ws.Food.RODENT] for pl in script.state.players] == [0, 1, 1, 0, 1, 1]
    script = script.play("lay eggs", player=3)
    assert script.state.players[3].food[ws.Food.RODENT] == 1


# --- round end ------------------------------------------------------------------------------------


def test_8_2_goals_score_friendly_ties_and_the_next_place_is_still_awarded():
    assert dense_goal_points([3, 3, 2, 0, 1, 2], [5, 2, 1]) == (5, 5, 2, 0, 1, 2)
    assert dense_goal_points([4, 4, 4, 4, 4, 4], [4, 1, 0]) == (4,) * 6
    assert dense_goal_points([0] * 7, [7, 4, 3]) == (0,) * 7  # nothing counted, nothing scored
    assert dense_goal_points([5, 4, 3, 2, 1, 1, 0], [6, 3, 2]) == (6, 3, 2, 0, 0, 0, 0)


def test_8_2_the_round_goal_scores_every_player_with_friendly_dense_ties(cards):
    s = _flock(cards=cards).goal(1, "Birds in forest")
    names = iter(
        ["Blue Jay", "Hooded Warbler", "Wild Turkey", "Baltimore Oriole", "Downy Woodpecker",
         "Tufted Titmouse", "Hermit Thrush", "Red-Eyed Vireo", "Eastern Phoebe"]
    )  # fmt: skip
    for p, birds in enumerate([2, 2, 1, 0, 1, 3]):
        for _ in range(birds):
            s.player(p).bird("forest", next(names))
    # Counts 3 > 2 = 2 > 1 = 1 > 0: 1st 4, then 2nd 1 and 3rd 0 (round 1's 4/1/0).
    assert s.score_round() == (1, 1, 0, 0, 0, 4)


def test_8_2_the_flock_boards_points_are_an_option_loaded_from_data(cards):
    assert FlockOptions().goal_points == ((4, 1, 0), (5, 2, 1), (6, 3, 2), (7, 4, 3))
    rows = ((5, 3, 2, 1), (6, 4, 2, 1), (7, 5, 3, 1), (8, 6, 4, 2))
    s = Scenario(players=6, mode=FlockOptions(goal_points=rows), cards=cards)
    s.goal(1, "Birds in forest")
    for p, name in enumerate(["Blue Jay", "Hooded Warbler", "Wild Turkey"]):
        s.player(p).bird("forest", name)
    s.player(0).bird("forest", "Downy Woodpecker")
    assert s.score_round() == (5, 3, 3, 0, 0, 0)


def test_8_2_the_first_player_token_passes_left_and_the_dial_follows(cards):
    s = _flock(cards=cards).first_player(5)
    script = s.script().finish_round()
    assert script.state.round == 2 and script.state.first_player == 0
    assert script.deciding() == (0, 3)
    assert script.events(FE.DialTurned)[-1].star == 0


# --- configuration --------------------------------------------------------------------------------


def test_8_2_flock_takes_six_or_seven_players_and_its_own_goal_board():
    for n in (5, 8):
        with pytest.raises(ConfigError, match="6 to 7 players"):
            GameConfig(players=n, mode=FLOCK)
    # Flock options are the Flock mode itself: given, the game is a Flock game, of 6-7
    # players; no keyword gives them for another mode.
    with pytest.raises(ConfigError, match="flock mode takes 6 to 7 players"):
        GameConfig(players=4, mode=FlockOptions())
    with pytest.raises(TypeError, match="flock"):
        GameConfig(players=4, flock=FlockOptions())
    with pytest.raises(ConfigError, match="Flock goal board"):
        GameConfig(players=6, mode=FLOCK, goal_board=GoalBoard.BLUE)
    with pytest.raises(ConfigError, match="goal_points"):
        FlockOptions(goal_points=((1,),) * 3)
    with pytest.raises(ConfigError, match="goal_points"):
        FlockOptions(goal_points=((1, 2, 3, 4, 5, 6, 7, 8),) * 4)
    with pytest.raises(ConfigError, match="bonus_tags_left_out"):
        FlockOptions(bonus_tags_left_out=("",))
    assert GameConfig(players=7, mode=FLOCK).mode == FlockOptions()
    assert GameConfig(players=4).mode == ws.BaseGame()


# --- hidden information and saves -----------------------------------------------------------------


def test_8_2_observations_hide_every_other_hand_in_both_groups(cards):
    rules = ws.bundled_rules(GameConfig(players=6, mode=FLOCK))
    state = _both_lanes_busy(rules, 2)
    for viewer in range(6):
        seen = rules.observation(state, viewer)
        for p in range(6):
            if p != viewer:
                hidden = [c for c in state.players[p].hand if c not in state.players[p].known]
                assert seen.players[p].hand.count(ws.HIDDEN) == len(hidden)
        for table in seen.tables:
            assert set(table.deck) <= {ws.HIDDEN}
        assert [lane.player for lane in seen.lanes] == [lane.player for lane in state.lanes]
        assert ws.current_players(seen) == ws.current_players(state)


def test_8_2_a_decision_in_a_lane_hides_its_cards_from_the_other_players(cards):
    s = _flock(cards=cards)
    s.player(3).hand("Atlantic Puffin").food(fish=3)
    s.bonus_deck_top("Anatomist", "Cartographer")
    script = s.script().play(
        "play Atlantic Puffin in wetland", "use the power", player=3, until="answers"
    )
    assert script.question(3) == "player 3: keep a bonus card"
    lane = next(i for i, lane in enumerate(script.state.lanes) if lane.player == 3)
    mine = ws.observation(script.state, 3).lanes[lane].pending[-1]
    theirs = ws.observation(script.state, 0).lanes[lane].pending[-1]
    assert set(mine.offered) == {cards.bonus_id("Anatomist"), cards.bonus_id("Cartographer")}
    assert theirs.offered == (ws.HIDDEN, ws.HIDDEN)


def test_8_2_swift_start_guides_go_to_the_first_four_players_of_either_group(cards):
    from wingspan_rules.variants import swift_start

    config = GameConfig(players=7, mode=FLOCK, setup=SwiftStart("base"))
    state = ws.bundled_rules(config).new_game(seed=3)
    guided = swift_start.seats(config, state.first_player)
    assert sum(g is not None for g in guided) == 4
    assert [len(p.hand) == 5 for p in state.players] == [g is None for g in guided]
    check_conservation(state, cards)
    _sound(state, cards)


def _both_lanes_busy(rules, seed):
    """A state where both active players are past their choice of action."""
    import random

    from wingspan_rules.engine.frames import ChooseAction

    state = rules.new_game(seed)
    pick = random.Random(seed)
    while not rules.is_terminal(state):
        if len(state.lanes) == 2 and all(
            ChooseAction not in [type(f) for f in lane.pending] and lane.pending[-1].IS_DECISION
            for lane in state.lanes
        ):
            return state
        p = pick.choice(rules.current_players(state))
        state = rules.apply(state, pick.choice(rules.legal_moves(state, p)), player=p)
    raise AssertionError("no state with both lanes busy")


@pytest.mark.parametrize("players", [6, 7])
def test_8_2_a_game_saved_mid_turn_with_both_lanes_busy_resumes_identically(cards, players):
    rules = ws.bundled_rules(GameConfig(players=players, mode=FLOCK))
    state = _both_lanes_busy(rules, 11)
    loaded = ws.from_json(ws.to_json(state), rules)
    assert loaded == state
    for p in rules.current_players(state):
        assert rules.legal_moves(loaded, p) == rules.legal_moves(state, p)


def test_8_2_a_flock_state_pickles_and_copies_for_worker_processes(cards):
    import copy
    import pickle

    rules = ws.bundled_rules(GameConfig(players=7, mode=FLOCK))
    state = _both_lanes_busy(rules, 9)
    for again in (pickle.loads(pickle.dumps(state)), copy.deepcopy(state)):
        assert again == state
        for p in rules.current_players(state):
            assert rules.legal_moves(again, p) == rules.legal_moves(state, p)


def _refused(rules, state, match):
    with pytest.raises(SavedGameError, match=match):
        ws.from_json(ws.to_json(state), rules)


def test_8_2_corrupt_flock_saves_are_refused(cards):
    rules = ws.bundled_rules(GameConfig(players=6, mode=FLOCK))
    state = _both_lanes_busy(rules, 4)
    lanes = state.lanes
    stranger = attrs.evolve(lanes[1], player=2)  # a lane of a player the dial does not point at
    _refused(rules, attrs.evolve(state, lanes=(lanes[0], stranger)), "dial does not point at")
    _refused(rules, attrs.evolve(state, lanes=(lanes[0], lanes[0])), "two lanes")
    _refused(rules, attrs.evolve(state, pending=()), "pending decisions must exist")
    twice = attrs.evolve(state, pending=(TurnDial(), TurnDial()))
    _refused(rules, twice, "main stack holds only the dial")
    _refused(rules, attrs.evolve(state, mode_state=None), "need a turn-order dial")
    _refused(
        rules,
        attrs.evolve(state, mode_state=None, lanes=()),
        "GameState.flock belongs to the games",
    )
    _refused(rules, attrs.evolve(state, lanes=()), "at least one player acts")
    waiting = attrs.evolve(lanes[1], waits=True)
    _refused(rules, attrs.evolve(state, lanes=(lanes[0], waiting)), "waits")
    bad = Deferred(0, 0, (1,), (7, 7))
    odd = attrs.evolve(lanes[0], pending=(bad, *lanes[0].pending))
    _refused(rules, attrs.evolve(state, lanes=(odd, lanes[1])), "deferred")
    base_rules = ws.bundled_rules(GameConfig(players=5))
    base = base_rules.new_game(1)
    lane = Lane(0, base.pending)
    _refused(base_rules, attrs.evolve(base, lanes=(lane,)), "need a turn-order dial")
    stray = attrs.evolve(base, pending=(base.pending[0], Deferred(0, 0, (1,)), *base.pending[1:]))
    _refused(base_rules, stray, "belongs to another mode than base")


def test_8_2_saved_player_counts_follow_the_mode(cards):
    rules = ws.bundled_rules(GameConfig(players=7, mode=FLOCK))
    state = rules.new_game(3)
    assert rules_problems(state, cards) == []
    wrong = attrs.evolve(state, players=state.players[:5])
    assert rules_problems(wrong, cards) == ["5 players: the engine plays 6-7 in the flock mode"]


# --- the command line -----------------------------------------------------------------------------


def test_8_2_wingspan_simulate_plays_flock_games(capsys):
    import json

    from wingspan_rules.tools.cli import main

    assert (
        main(["simulate", "--mode", "flock", "--players", "7", "--games", "1", "--seed", "2"]) == 0
    )
    out = capsys.readouterr().out
    assert out.count(" (birds ") == 7 and "182 turns" in out
    assert main(["simulate", "--mode", "flock", "--games", "1", "--json"]) == 0
    rows = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    assert len(rows[0]["players"]) == 6  # six players unless told otherwise
    assert main(["simulate", "--mode", "flock", "--players", "5"]) == 2


def test_8_2_a_game_record_says_who_made_each_move_and_replays_exactly(cards):
    import random

    from wingspan_rules.records.record import read_record

    game = ws.Game.start(GameConfig(players=7, mode=FLOCK), seed=6)
    pick = random.Random(6)
    for _ in range(150):
        p = pick.choice(game.rules.current_players(game.state))
        game = game.play(pick.choice(game.legal_moves(p)), p)
    text = game.record()
    assert "\n@3 " in text or "\n@0 " in text  # moves while several players decide name them
    assert read_record(text).state == game.state
    # The first move made while several players decide is the first "@" line; a player who
    # decides nothing there cannot make it.
    state = next(st for st in game.states if len(game.rules.current_players(st)) > 1)
    idle = min(set(range(7)) - set(game.rules.current_players(state)))
    lines = text.splitlines()
    first = next(i for i, line in enumerate(lines) if line.startswith("@"))
    lines[first] = f"@{idle} " + lines[first].split(" ", 1)[1]
    with pytest.raises(ws.RecordError, match=f"player {idle} decides nothing"):
        read_record("\n".join(lines) + "\n")
