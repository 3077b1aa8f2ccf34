"""The kit's public ways to force hidden information in a running game (``testing.hidden``,
``Script.with_deck_top`` and friends), ``Scenario(sets=...)`` and ``view``'s card-set check."""

from __future__ import annotations

import pytest

import wingspan_rules as ws
from wingspan_rules.state import rng
from wingspan_rules.state.enums import BASE_DIE, DieFace
from wingspan_rules.testing import Scenario, ScriptError, core_cards_with, view
from wingspan_rules.testing.hidden import force_rolls, stream_rolling, table_stream


def _script(seed: int = 3):
    s = Scenario(players=2, seed=seed)
    return s, s.script()


def test_the_deck_top_is_forced_at_any_decision(cards):
    s, script = _script()
    forced = script.with_deck_top("Mallard", "Blue Jay")
    assert view(forced.state, s.cards).deck_top(2) == ["Mallard", "Blue Jay"]
    turn = forced.play("draw cards", "draw from the deck", until="answers")
    assert "Mallard" in view(turn.state, s.cards).player(0).hand


def test_a_card_in_play_is_not_forced_onto_the_deck():
    s = Scenario(players=2)
    s.player(0).hand("Mallard")
    with pytest.raises(ValueError, match="not in the deck or the discard pile"):
        s.script().with_deck_top("Mallard")


def test_the_bonus_deck_order_is_forced():
    s, script = _script()
    names = [c.name for c in s.cards.bonus_cards[:3]]
    forced = script.with_bonus_deck(*reversed(names))
    deck = forced.state.tables[0].bonus_deck
    assert [s.cards.bonus_cards[i].name for i in deck[:3]] == list(reversed(names))
    assert sorted(deck) == sorted(script.state.tables[0].bonus_deck)


def test_the_feeder_is_forced_between_turns_only():
    s, script = _script()
    forced = script.with_feeder("fish", outside=["seed"] * 4)
    assert view(forced.state, s.cards).feeder == ["fish"]
    mid_turn = script.play("gain food", until="answers")
    with pytest.raises(ScriptError, match="between turns"):
        mid_turn.with_feeder("fish", "fish", "fish", "fish", "fish")


def test_several_rolls_are_forced_over_the_answers_that_roll_them():
    """Seven faces: the refill of an emptied feeder shows the first five (sorted); the two
    others wait for the next roll."""
    s, script = _script()
    faces = ["fish", "rodent", "fish", "seed", "fish", "rodent", "rodent"]
    start = script.with_feeder("fish", outside=["seed"] * 4).next_rolls(*faces)
    turn = start.play("gain food", "take fish", until="answers")
    assert sorted(view(turn.state, s.cards).feeder) == sorted(faces[:5])
    assert turn.rolls == (DieFace.RODENT, DieFace.RODENT)


def test_a_forced_stream_rolls_the_faces_in_order():
    faces = tuple(DieFace.from_label(f) for f in ("fish", "seed", "rodent", "fish", "fish", "seed"))
    assert rng.choices(stream_rolling(faces, 7), BASE_DIE, 6)[0] == faces
    _s, script = _script()
    forced = force_rolls(script.state, ["rodent", "rodent"], seed=1)
    assert rng.choices(table_stream(forced), BASE_DIE, 2)[0] == (DieFace.RODENT,) * 2
    with pytest.raises(ValueError, match="0 to 6 dice"):
        stream_rolling(faces + faces, 0)


def test_a_scenario_of_european_cards_records_its_sets_and_loads_alone():
    s = Scenario(players=2, sets=("core", "european"))
    s.player(0).hand("Common Chaffinch")
    state = s.build()
    assert state.config.sets == ("core", "european")
    assert ws.from_json(ws.to_json(state)) == state


def test_view_refuses_cards_that_are_not_the_states(cards):
    own = core_cards_with()
    state = Scenario(players=2, cards=own).build()
    with pytest.raises(ValueError, match="card set"):
        view(state, cards)
    assert view(state, own).player(0).hand == []


def test_the_automa_bonus_card_of_the_options_is_the_automas(cards):
    from wingspan_rules.variants import AutomaOptions

    s = Scenario(players=1, mode=AutomaOptions(bonus_card="Anatomist"))
    assert view(s.build(), s.cards).automa.bonus == "Anatomist"
    s.automa().bonus("Cartographer")
    with pytest.raises(ValueError, match="the options give the Automa Anatomist"):
        s.build()


def test_the_automa_deck_is_forced_by_section():
    from wingspan_rules.variants import AutomaOptions
    from wingspan_rules.variants.automa.deck import AUTOMA_DECK

    s = Scenario(players=1, mode=AutomaOptions()).round(2)
    s.automa().sections("play", "lay-eggs")
    deck = s.build().mode_state.deck
    assert [AUTOMA_DECK[c].rounds[1].action for c in deck[:2]] == ["play", "lay-eggs"]
    s.automa().sections("play pink-powers pink-powers")
    with pytest.raises(ValueError, match="an Automa section is"):
        s.build()


def test_the_flock_dial_is_set_by_the_active_pair(cards):
    from wingspan_rules.variants import FlockOptions
    from wingspan_rules.variants.flock.dial import round_schedule

    s = Scenario(players=7, cards=cards, mode=FlockOptions()).round(2)
    s.goal_points((0,) * 7)
    step = next(i for i, active in enumerate(round_schedule(7, 0, 2)) if set(active) == {3, 6})
    by_steps = s.dial(step).build()
    assert s.active_pair(6, 3).build() == by_steps
    with pytest.raises(ValueError, match="the dial points at"):
        s.active_pair(0, 6, time=9).build()


def test_the_views_name_what_a_rules_case_names():
    s = Scenario(players=2, sets=("core", "european"))
    s.player(0).actions(gain_food=1, lay_eggs=1)
    s.player(0).bird("forest", "Blue Jay", sideways=True, tucked=["Mallard"])
    s.player(0).bird("forest", "Acorn Woodpecker")
    s.bonus_discard("Anatomist").bonus_deck_top("Cartographer")
    seen = view(s.build(), s.cards)
    me = seen.player(0)
    assert (me.cubes_placed, me.actions) == (2, {"gain food": 1, "lay eggs": 1})
    assert [(b.column, b.space) for b in me.birds] == [(0, 1), (1, 3)]
    assert me.bird("Blue Jay").tucked == 1
    assert seen.bonus_discard == ["Anatomist"]
    assert seen.bonus_deck_top() == ["Cartographer"]


def test_a_pending_decision_names_its_power_its_part_and_what_it_would_do():
    from wingspan_rules import effects as fx
    from wingspan_rules.testing import pending_decision

    s = Scenario(players=2)
    s.player(0).bird("forest", "Acorn Woodpecker")
    s.feeder("seed", "seed", "fish", "fish", "rodent")
    offer = s.play("gain food", "take seed", until="answers")
    asked = offer.pending()
    assert (asked.kind, asked.bird, asked.owner, asked.part) == (
        "offer-power",
        "Acorn Woodpecker",
        0,
        None,
    )
    assert asked.declinable and len(asked.effects) == 2
    taking = offer.play("use the power", until="answers").pending()
    assert (taking.part, type(taking.effects[0])) == ((0,), fx.GainFood)
    may = offer.play("use the power", "take seed", until="answers")
    optional = pending_decision(may.state, may.rules)
    assert optional.kind == "offer-optional" and optional.part == (1, 0)
    assert [type(e) for e in optional.effects] == [fx.CacheFood]
    assert optional.would == optional.effects[0].describe()


def test_the_automa_deck_is_forced_in_a_running_game():
    from wingspan_rules.variants import AutomaOptions
    from wingspan_rules.variants.automa.deck import AUTOMA_DECK

    s = Scenario(players=1, mode=AutomaOptions()).round(3)
    script = s.script()
    deck = script.state.mode_state.deck
    name = AUTOMA_DECK[deck[-1]].name
    forced = script.with_mode("automa_deck", name, sections=("draw",))
    new = forced.state.mode_state.deck
    assert AUTOMA_DECK[new[0]].name == name and AUTOMA_DECK[new[1]].rounds[2].action == "draw"
    assert sorted(new) == sorted(deck)
    with pytest.raises(ValueError, match="forces automa_deck, not"):
        script.with_mode("dial", 2)


def test_the_automa_view_reads_what_the_rules_define_of_its_cubes():
    """The rules give the Automa no action cubes (its 8 cubes mark goal results, rules 6.1 #2;
    its deck counts its turns, 6.2): the view reads its cubes on the tile, those its cards put
    there this round, its turns left and its goal results."""
    from wingspan_rules.variants import AutomaOptions
    from wingspan_rules.variants.automa.deck import AUTOMA_DECK, round_deck

    in_round = round_deck(2, False)
    adding = [AUTOMA_DECK[c].name for c in in_round if AUTOMA_DECK[c].rounds[1].then == "add-cube"]
    other = [AUTOMA_DECK[c].name for c in in_round if AUTOMA_DECK[c].rounds[1].then != "add-cube"]
    s = Scenario(players=1, mode=AutomaOptions()).round(2).turn(3)
    s.automa().revealed(adding[0], other[0], adding[1]).cubes(1).goal_points(3)
    automa = view(s.build(), s.cards).automa
    assert (automa.cubes, automa.cubes_placed) == (1, 2)
    assert (automa.turns_left, automa.deck_left) == (7 - 3, 9 - 3)
    assert automa.goal_points == (3,)
