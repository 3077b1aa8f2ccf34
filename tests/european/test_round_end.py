"""Rules 4.1 step 1 and 9.1: round-end (teal) powers at the end of every round, before the goal
is scored, in player order from the round's first player, each player ordering their own; no
pink power answers them. Rules 4.1 step 4 and 9.2: game-end (yellow) powers once, after the
round-4 goal. The modes (Automa, Duet, Flock) go through the same steps."""

from __future__ import annotations

import pytest

import wingspan_rules as ws
from wingspan_rules.engine.frames import UseTimedPower
from wingspan_rules.engine.scoring import score_game
from wingspan_rules.state import events as E
from wingspan_rules.state.enums import Timing
from wingspan_rules.testing import Scenario, core_cards_with, plain_bird, view
from wingspan_rules.variants import AutomaOptions, DuetOptions, FlockOptions


@pytest.fixture(scope="module")
def cards():
    return core_cards_with(
        plain_bird("Teal Layer", "lay 1 egg on this bird", "round end"),
        plain_bird("Teal Feeder", "gain 1 fish from supply", "round end"),
        plain_bird("Teal Player", "play a bird in forest", "round end"),
        plain_bird("Yellow Layer", "lay 1 egg on this bird", "game end"),
        plain_bird("Yellow Player", "play a bird in forest", "game end"),
        plain_bird(
            "White Drawer",
            "draw 1 card\n    if you do: discard 1 card from hand at end of turn",
            "when played",
        ),
        *(plain_bird(f"Teal Fisher {i}", "gain 1 fish from supply", "round end") for i in range(6)),
    )


def _last_turn(cards, round_number: int = 1, players: int = 2, first: int = 0) -> Scenario:
    """The round's last turn: the player before the first player takes it."""
    cubes = (8, 7, 6, 5)[round_number - 1]
    s = Scenario(players=players, cards=cards).round(round_number).first_player(first)
    s.turn(players * cubes - 1)
    goals = ["Birds in grassland", "Birds in wetland", "Total birds"]
    goals.insert(round_number - 1, "Eggs in forest")  # this round's goal
    s.goals(*goals)
    if round_number > 1:
        s.goal_points(*[(0,) * players] * (round_number - 1))
    return s


def _end_the_round(s: Scenario) -> ws.testing.Script:
    """The last player gains no food: the round ends; stop at the first round-end question."""
    return s.script().play("gain food", "stop", until="answers")


def test_9_1_a_teal_power_runs_at_round_end_before_the_goal_is_scored(cards):
    s = _last_turn(cards)
    s.player(0).bird("forest", "Teal Layer")
    end = _end_the_round(s)
    assert isinstance(end.state.pending[-1], UseTimedPower)
    assert not end.events(E.GoalScored)  # the goal waits for the powers
    done = end.play("use the power of Teal Layer", "lay an egg", until="answers")
    assert view(done.state, cards).player(0).bird("Teal Layer").eggs == 1
    scored = done.events(E.GoalScored)
    assert [g.counts for g in scored] == [(1, 0)]  # the egg laid counts for "eggs in forest"
    assert done.state.round == 2


def test_9_1_players_go_in_order_from_the_rounds_first_player(cards):
    s = _last_turn(cards, players=3, first=2)
    for p in range(3):
        s.player(p).bird("forest", f"Teal Fisher {p}")
    end = _end_the_round(s)
    asked = []
    state, rules = end.state, s.rules()
    while isinstance(state.pending[-1], UseTimedPower):
        asked.append(state.pending[-1].player)
        state = rules.apply(state, rules.legal_moves(state)[-1])  # skip: none of the rest
    assert asked == [2, 0, 1]


def test_9_1_each_player_orders_their_own_teal_birds(cards):
    s = _last_turn(cards)
    s.player(1).bird("forest", "Teal Layer").bird("forest", "Teal Feeder")
    end = _end_the_round(s)
    assert set(end.options()) == {
        "use the power of Teal Layer (forest 1)",
        "use the power of Teal Feeder (forest 2)",
        "skip",
    }
    done = end.play("Teal Feeder", "Teal Layer", "lay an egg", until="answers")
    used = [e.card for e in done.events(E.PowerUsed)]
    assert used == [cards.bird_id("Teal Feeder"), cards.bird_id("Teal Layer")]
    assert done.state.players[1].food[ws.Food.FISH] == 1


def test_9_1_a_teal_power_stays_optional(cards):
    s = _last_turn(cards)
    s.player(0).bird("forest", "Teal Layer")
    done = _end_the_round(s).play("skip", until="answers")
    assert view(done.state, cards).player(0).bird("Teal Layer").eggs == 0
    assert not done.events(E.PowerUsed) and done.events(E.GoalScored)


def _used_all_game(cards, bird: str, timing_start: int = 1) -> list[E.PowerUsed]:
    """Play a whole game from round ``timing_start``, using every power offered at a round's
    end, and taking the first legal move otherwise; the uses of ``bird``'s power."""
    s = Scenario(players=2, cards=cards, seed=3).round(timing_start)
    s.goals("Eggs in forest", "Birds in grassland", "Birds in wetland", "Total birds")
    if timing_start > 1:
        s.goal_points(*[(0, 0)] * (timing_start - 1))
    s.player(0).bird("forest", bird)
    state = s.build()
    rules = s.rules()
    used = []
    while not rules.is_terminal(state):
        moves = rules.legal_moves(state)
        top = state.pending[-1]
        move = moves[0] if isinstance(top, UseTimedPower) else moves[-1]
        state = rules.apply(state, move)
        used += [e for e in state.events if type(e) is E.PowerUsed and e.player == 0]
    return [u for u in used if u.card == cards.bird_id(bird)]


def test_9_1_a_teal_power_is_used_at_the_end_of_every_round(cards):
    assert len(_used_all_game(cards, "Teal Feeder")) == 4


def test_9_2_a_yellow_power_is_used_once_after_the_last_goal(cards):
    assert len(_used_all_game(cards, "Yellow Layer")) == 1


def test_9_2_the_yellow_power_runs_after_the_round_4_goal_and_before_final_scoring(cards):
    s = _last_turn(cards, round_number=4)
    s.player(0).bird("forest", "Yellow Layer").bird("forest", "Teal Layer")
    end = _end_the_round(s)
    assert end.state.pending[-1].timing is Timing.ROUND_END
    end = end.play("Teal Layer", "lay an egg", until="answers")
    assert [g.counts for g in end.events(E.GoalScored)] == [(1, 0)]  # the yellow egg: not yet
    assert end.state.pending[-1].timing is Timing.GAME_END
    assert not end.events(E.GameEnded)
    done = end.play("Yellow Layer", "lay an egg", until="answers")
    assert s.rules().is_terminal(done.state)
    assert view(done.state, cards).player(0).bird("Yellow Layer").eggs == 1
    assert [s.eggs for s in score_game(done.state, cards)] == [2, 0]


def test_9_1_round_end_powers_trigger_no_pink_power(cards):
    s = _last_turn(cards)
    s.player(0).bird("forest", "Teal Player", eggs=1).hand("Blue Jay").food(seed=1, fruit=1)
    s.player(1).bird("grassland", "Eastern Kingbird")  # pink: another player plays in forest
    end = _end_the_round(s)
    done = end.play("use the power", "play Blue Jay", until="answers")
    assert done.events(E.BirdPlayed)
    assert not [d for d in done.decisions if "pink power" in d.question]
    assert done.events(E.GoalScored)


def test_9_2_game_end_powers_trigger_no_pink_power(cards):
    s = _last_turn(cards, round_number=4)
    s.player(0).bird("forest", "Yellow Player", eggs=1).hand("Blue Jay").food(seed=1, fruit=1)
    s.player(1).bird("grassland", "Eastern Kingbird")
    done = _end_the_round(s).play("use the power", "play Blue Jay", until="answers")
    assert done.events(E.BirdPlayed) and s.rules().is_terminal(done.state)
    assert not [d for d in done.decisions if "pink power" in d.question]


def test_9_1_a_bird_played_at_round_end_may_use_its_teal_power_among_the_rest(cards):
    s = _last_turn(cards)
    s.player(0).bird("forest", "Teal Player", eggs=1).hand("Teal Layer").food(seed=1)
    end = _end_the_round(s).play("use the power", "play Teal Layer", until="answers")
    assert "use the power of Teal Layer (forest 2)" in end.options()
    done = end.play("Teal Layer", "lay an egg", until="answers")
    assert view(done.state, cards).player(0).bird("Teal Layer").eggs == 1


def test_9_1_the_round_end_state_saves_and_loads(cards):
    s = _last_turn(cards)
    s.player(0).bird("forest", "Teal Layer").bird("forest", "Teal Feeder")
    end = _end_the_round(s).play("Teal Feeder", until="answers")
    text = ws.to_json(end.state)
    again = ws.from_json(text, s.rules())
    assert again == end.state


# --- the modes --------------------------------------------------------------------------------
def test_6_6_with_the_automa_teal_powers_run_and_the_automa_gains_nothing(cards):
    s = Scenario(players=1, cards=cards, mode=AutomaOptions())
    s.goals("Eggs in forest", "Birds in grassland", "Birds in wetland", "Total birds")
    s.player(0).bird("forest", "Teal Feeder")
    state = s.build()
    rules = s.rules()
    before = None
    while state.round == 1:
        top = state.pending[-1]
        if isinstance(top, UseTimedPower):
            before = state.mode_state
            state = rules.apply(state, rules.legal_moves(state)[0])
            continue
        state = rules.apply(state, rules.legal_moves(state)[-1])
    assert before is not None, "the human was asked for the teal power"
    assert state.players[0].food[ws.Food.FISH] == 1
    assert state.mode_state.eggs == before.eggs and state.mode_state.birds == before.birds


def test_8_1_duet_a_bird_played_at_round_end_and_the_round_goes_on(cards):
    s = Scenario(players=2, cards=cards, mode=DuetOptions())
    s.turn(15)
    s.player(0).bird("forest", "Teal Player", eggs=1).hand("Blue Jay").food(seed=1, fruit=1)
    end = s.script().play("gain food", "stop", until="answers")
    assert isinstance(end.state.pending[-1], UseTimedPower)
    state = end.play("use the power", "play Blue Jay", until="answers").state
    rules = s.rules()
    while not any(type(e) is E.GoalScored for e in state.events):
        state = rules.apply(state, rules.legal_moves(state)[0])
    assert state.round == 2


def test_8_2_flock_players_go_in_seat_order_from_the_first_player(cards):
    s = Scenario(players=6, cards=cards, mode=FlockOptions()).first_player(4)
    for p in range(6):
        s.player(p).bird("forest", f"Teal Fisher {p}")
    state = s.build()
    rules = s.rules()
    asked = []
    while state.round == 1:
        top = state.pending[-1] if not state.lanes else None
        if isinstance(top, UseTimedPower):
            asked.append(top.player)
            state = rules.apply(state, rules.legal_moves(state)[0])
            continue
        p = rules.current_players(state)[0]
        state = rules.apply(state, rules.legal_moves(state, p)[-1], player=p)
    assert asked == [4, 5, 0, 1, 2, 3]
    assert all(player.food[ws.Food.FISH] == 1 for player in state.players)


# --- the European round-end birds, one scenario per template -----------------------------------
@pytest.fixture(scope="module")
def both():
    from wingspan_rules.language import load_cards

    return load_cards(sets=("core", "european"))


def _eu_last_turn(both, offers: str = "honest") -> Scenario:
    """Two players, round 1, player 1's last turn (player 0 took 8 turns, player 1 took 7)."""
    s = Scenario(players=2, cards=both, offers=offers).turn(15)
    s.goals("Birds in forest", "Birds in grassland", "Birds in wetland", "Total birds")
    return s


def _round_end(s: Scenario, *labels: str):
    """Player 1 gains no food (the round ends), then the labels."""
    return s.script().play("gain food", "stop", *labels, until="answers")


def test_9_1_lay_on_each_bird_of_a_habitat_with_no_egg(both):
    s = _eu_last_turn(both)
    s.player(0).bird("grassland", "Black Redstart").bird("grassland", "Wild Turkey")
    s.player(0).bird("forest", "Blue Jay", eggs=1).bird("wetland", "Mallard")
    end = _round_end(s, "use the power of Black Redstart")
    assert set(end.options()) == {"lay an egg on Black Redstart (grassland 1)", "lay an egg on Mallard (wetland 1)"}  # fmt: skip
    done = end.play("Black Redstart (grassland 1)", until="answers")
    me = view(done.state, both).player(0)
    assert [me.bird(n).eggs for n in ("Black Redstart", "Wild Turkey", "Mallard")] == [1, 1, 0]


def test_9_1_cache_a_rodent_per_predator_of_any_player(both):
    s = _eu_last_turn(both)
    s.player(0).bird("grassland", "Carrion Crow").bird("forest", "Barn Owl")
    s.player(1).bird("wetland", "Anhinga").bird("wetland", "Black Skimmer")
    end = _round_end(s, "use the power of Carrion Crow")
    assert set(end.options()) == {"choose player 0", "choose player 1"}  # you included
    done = end.play("choose player 1", until="answers")
    assert view(done.state, both).player(0).bird("Carrion Crow").cached == {"rodent": 2}


def test_9_1_lay_an_egg_per_other_cavity_bird(both):
    s = _eu_last_turn(both)
    s.player(0).bird("forest", "Common Goldeneye").bird("forest", "Barn Owl")
    s.player(0).bird("grassland", "Black Redstart")  # a star nest counts as cavity
    s.player(0).bird("wetland", "Mallard")  # ground: not counted
    end = _round_end(s, "use the power of Common Goldeneye")
    assert end.options() == ["take 2", "take 1"]  # fewer, but not none: that is declining
    done = end.play("take 2", until="answers")
    assert view(done.state, both).player(0).bird("Common Goldeneye").eggs == 2


def test_10_1_an_egg_per_other_cavity_bird_may_be_fewer(both):
    """RR 10.1 #1: the player may lay fewer of the eggs the count gives."""
    s = _eu_last_turn(both)
    s.player(0).bird("forest", "Common Goldeneye").bird("forest", "Barn Owl")
    s.player(0).bird("grassland", "Black Redstart")
    done = _round_end(s, "use the power of Common Goldeneye", "take 1")
    assert view(done.state, both).player(0).bird("Common Goldeneye").eggs == 1


def test_9_1_discard_food_to_tuck_as_many_cards_from_the_deck(both):
    s = _eu_last_turn(both)
    s.player(0).bird("grassland", "House Sparrow").food(seed=3, fish=1)
    end = _round_end(s, "use the power of House Sparrow")
    assert set(end.options()) == {"discard 1 seed", "stop"}  # seed only
    done = end.play("discard 1 seed", "discard 1 seed", "stop", until="answers")
    me = view(done.state, both).player(0)
    assert me.bird("House Sparrow").tucked == 2 and me.food == {"seed": 1, "fish": 1}


def test_9_1_discard_any_food_to_tuck(both):
    s = _eu_last_turn(both)
    s.player(0).bird("grassland", "Common Starling").food(fish=1, rodent=1)
    done = _round_end(s, "use the power", "discard 1 fish", "discard 1 rodent")
    assert view(done.state, both).player(0).bird("Common Starling").tucked == 2


def test_9_1_lay_an_egg_per_cube_on_another_players_grassland(both):
    s = _eu_last_turn(both)
    s.player(0).bird("forest", "Dunnock")
    s.player(1).actions(gain_food=4, lay_eggs=3)  # the last turn adds a gain-food cube
    end = _round_end(s, "use the power of Dunnock")
    assert end.options() == ["take 3", "take 2", "take 1"]  # fewer, down to 1 (RR 10.1 #1)
    done = end.play("take 3", until="answers")
    me = view(done.state, both).player(0)
    assert me.bird("Dunnock").eggs == 3


def test_10_1_an_egg_per_cube_may_be_fewer(both):
    s = _eu_last_turn(both)
    s.player(0).bird("forest", "Dunnock")
    s.player(1).actions(gain_food=4, lay_eggs=3)
    done = _round_end(s, "use the power of Dunnock", "take 1")
    assert view(done.state, both).player(0).bird("Dunnock").eggs == 1


def test_10_1_caching_per_cube_may_stop_early(both):
    """RR 10.1 #1: each food cached on a chosen bird may be the last."""
    s = _eu_last_turn(both)
    s.player(0).bird("grassland", "Eurasian Magpie").bird("forest", "Blue Jay")
    s.player(1).actions(gain_food=5, lay_eggs=2)
    end = _round_end(s, "use the power of Eurasian Magpie")
    assert "stop" in end.options()
    done = end.play("cache fish on Blue Jay", "stop", until="answers")
    me = view(done.state, both).player(0)
    assert me.bird("Blue Jay").cached == {"fish": 1}
    assert me.bird("Eurasian Magpie").cached == {}


def test_9_1_cache_food_on_any_bird_per_cube(both):
    s = _eu_last_turn(both)
    s.player(0).bird("grassland", "Eurasian Magpie").bird("forest", "Blue Jay")
    s.player(1).actions(gain_food=5, lay_eggs=2)
    end = _round_end(s, "use the power of Eurasian Magpie")
    done = end.play("cache fish on Blue Jay", "cache seed on Eurasian Magpie", until="answers")
    me = view(done.state, both).player(0)
    assert me.bird("Blue Jay").cached == {"fish": 1}
    assert me.bird("Eurasian Magpie").cached == {"seed": 1}


def test_9_1_tuck_from_hand_per_cube_then_draw_as_many(both):
    s = _eu_last_turn(both)
    s.player(0).bird("grassland", "Hooded Crow").hand("Mallard", "Killdeer", "Blue Jay")
    s.player(1).actions(gain_food=5, lay_eggs=2)
    s.deck_top("Wild Turkey", "Bald Eagle")
    end = _round_end(s, "use the power of Hooded Crow")
    end = end.play("tuck Mallard", "tuck Killdeer", until="answers")  # 2 cubes: 2 at most
    done = end.play("draw from the deck", "draw from the deck", until="answers")
    me = view(done.state, both).player(0)
    assert me.bird("Hooded Crow").tucked == 2
    assert len(me.hand) == 3 and "Blue Jay" in me.hand


def test_9_1_tuck_up_to_3_from_hand_then_draw_as_many(both):
    s = _eu_last_turn(both)
    s.player(0).bird("grassland", "Ruff").hand("Mallard", "Killdeer")
    end = _round_end(s, "use the power of Ruff", "tuck Mallard", "stop")
    done = end.play("draw from the deck", until="answers")
    me = view(done.state, both).player(0)
    assert me.bird("Ruff").tucked == 1 and len(me.hand) == 2


def test_9_1_reset_the_feeder_and_gain_every_invertebrate(both):
    s = _eu_last_turn(both)
    s.player(0).bird("forest", "European Honey Buzzard")
    s.next_rolls("invertebrate", "invertebrate", "seed", "fish", "rodent")
    done = _round_end(s, "use the power of European Honey Buzzard")
    done = done.play("take invertebrate", "take invertebrate", until="answers")
    assert view(done.state, both).player(0).food == {"invertebrate": 2}
    assert done.events(E.GoalScored)


def test_9_1_play_another_bird_if_every_action_was_used_this_round(both):
    s = _eu_last_turn(both)
    s.player(1).bird("grassland", "Moltoni's Warbler").hand("Mallard").food(seed=1)
    s.player(1).actions(play_bird=1, gain_food=4, lay_eggs=1, draw_cards=1)
    end = _round_end(s, "use the power of Moltoni's Warbler", "play Mallard")
    assert view(end.state, both).player(1).row("wetland") == ["Mallard"]


def test_9_1_no_bird_is_played_unless_every_action_was_used(both):
    s = _eu_last_turn(both, offers="legacy")
    s.player(1).bird("grassland", "Moltoni's Warbler").hand("Mallard").food(seed=1)
    s.player(1).actions(play_bird=1, gain_food=6)  # no lay-eggs or draw-cards cube
    done = _round_end(s, "use the power of Moltoni's Warbler")
    assert view(done.state, both).player(1).row("wetland") == []
    assert done.events(E.GoalScored)


def test_9_1_a_counts_double_bird_has_no_power_to_use(both):
    s = _eu_last_turn(both)
    s.player(0).bird("wetland", "Greylag Goose")
    done = _round_end(s)
    assert done.events(E.GoalScored) and not done.events(E.PowerUsed)


# --- hostile saves ------------------------------------------------------------------------------
def _saved_round_end(cards):
    import json

    s = _last_turn(cards)
    s.player(0).bird("forest", "Teal Layer")
    end = _end_the_round(s)
    return json.loads(ws.to_json(end.state)), s.rules()


def _refused(doc, rules, reason: str) -> None:
    import json

    with pytest.raises(ws.SavedGameError, match=reason):
        ws.from_json(json.dumps(doc), rules)


def test_a_save_with_a_wrong_action_history_is_refused(cards):
    doc, rules = _saved_round_end(cards)
    doc["state"]["players"][0]["actions"] = [0, 9, 0]
    _refused(doc, rules, "actions must be 4 counts")
    doc["state"]["players"][0]["actions"] = [8, 8, 0, 0]
    _refused(doc, rules, "more cubes on the actions")


def test_a_save_with_an_unknown_round_end_stage_is_refused(cards):
    doc, rules = _saved_round_end(cards)
    doc["state"]["pending"][0]["stage"] = 7
    _refused(doc, rules, "stage")


def test_a_save_with_a_round_end_power_in_a_turn_is_refused(cards):
    doc, rules = _saved_round_end(cards)
    doc["state"]["pending"][0]["stage"] = 0  # no longer at the round's end
    _refused(doc, rules, "round")


def test_9_1_duet_a_bird_counting_double_places_2_tokens(both):
    s = Scenario(players=2, cards=both, mode=DuetOptions())
    s.player(0).hand("Greylag Goose").food(seed=3)
    turn = s.play("play Greylag Goose", until="answers")
    placed = 0
    state, rules = turn.state, s.rules()
    while type(state.pending[-1]).__name__ == "PlaceToken":
        state = rules.apply(state, rules.legal_moves(state)[0])
        placed += 1
    assert placed == 2


def test_9_1_a_discard_at_end_of_turn_comes_before_the_goal_at_round_end(cards):
    s = _last_turn(cards)
    s.player(0).bird("forest", "Teal Player", eggs=1).hand("White Drawer", "Mallard").food(seed=1)
    s.deck_top("Killdeer")
    end = _end_the_round(s).play("use the power", "play White Drawer", until="answers")
    end = end.play("use the power", "draw from the deck", until="answers")
    assert not end.events(E.GoalScored)
    assert "discard" in end.question()
    done = end.play("Mallard", until="answers")
    assert view(done.state, cards).player(0).hand == ["Killdeer"]
    assert done.events(E.GoalScored)


def test_the_engine_runs_every_european_round_end_bird(both):
    from wingspan_rules.engine import card_set_problems

    teal = [b for b in both.birds if b.set == "european" and b.timing is Timing.ROUND_END]
    assert len(teal) == 20
    assert card_set_problems(both) == []
    doubles = [b.name for b in teal if b.power is not None and b.power.double_goal]
    assert sorted(doubles) == ["Cetti's Warbler", "Eurasian Green Woodpecker", "Greylag Goose"]


def test_honest_9_1_no_bird_to_play_unless_every_action_was_used_no_offer(both):
    """The legacy case above, under the honest offers (the default): the power is not offered."""
    s = _eu_last_turn(both)
    s.player(1).bird("grassland", "Moltoni's Warbler").hand("Mallard").food(seed=1)
    s.player(1).actions(play_bird=1, gain_food=6)
    end = _round_end(s)
    assert not any("Moltoni's Warbler" in o for o in end.options())
    assert view(end.state, both).player(1).row("wetland") == []
