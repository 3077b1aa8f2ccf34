"""The last Asia birds (cards/asia/birds-last.wsp, docs/asia.md): powers that read what the
turn did so far (a turn memory), copy a neighbour's bonus card at game end, and lay on a
group of birds of one nest type. Each test sets up a board with the core and Asia cards,
scripts the choices and checks what a player would see."""

from __future__ import annotations

import attrs
import pytest

import wingspan_rules as ws
from wingspan_rules import load_cards
from wingspan_rules.effects.copying import CopyBonusCard
from wingspan_rules.engine.scoring import score_game
from wingspan_rules.state.protocol import PowerContext
from wingspan_rules.testing import Scenario, view

USE = "use the power"


@pytest.fixture(scope="module")
def cards():
    return load_cards(sets=("core", "asia"))


# --- a turn memory: Grandala, Verditer Flycatcher ------------------------------------------------


def test_an_egg_laid_on_the_bird_this_turn_lets_it_tuck_a_card_from_the_deck(cards):
    """Grandala: laying an egg on it with the lay-eggs action, then its power tucks a card from
    the deck behind it."""
    s = Scenario(players=2, cards=cards)
    s.player(0).bird("grassland", "Grandala")
    turn = s.play("lay eggs", "lay an egg on Grandala", "stop", USE)
    bird = view(turn.state, cards).player(0).bird("Grandala")
    assert bird.eggs == 1 and bird.tucked == 1


def test_no_egg_on_the_bird_this_turn_means_no_tuck(cards):
    """Grandala: the eggs went on another bird: its power is not offered and nothing is tucked;
    an egg it had before the turn does not count."""
    s = Scenario(players=2, cards=cards)
    s.player(0).bird("grassland", "Wild Turkey").bird("grassland", "Grandala", eggs=1)
    turn = s.play("lay eggs", "lay an egg on Wild Turkey", "stop", until="turn end")
    bird = view(turn.state, cards).player(0).bird("Grandala")
    assert bird.eggs == 1 and bird.tucked == 0


def test_the_egg_memory_is_forgotten_when_the_next_turn_begins(cards):
    """Grandala: an egg laid on it in an earlier turn does not count in a later one."""
    s = Scenario(players=2, cards=cards)
    s.player(0).bird("grassland", "Grandala")
    turn = s.play("lay eggs", "lay an egg on Grandala", "stop", "skip")
    assert turn.state.players[0].turn_notes != ()
    turn = turn.play("draw cards", until="answers", player=1)
    while turn.deciding() == (1,):
        turn = turn.play(turn.options()[0], player=1, until="answers")
    assert turn.state.players[0].turn_notes == ()


def test_an_invertebrate_taken_from_the_feeder_this_turn_gains_a_fruit(cards):
    """Verditer Flycatcher: the gain-food action took an invertebrate from the birdfeeder, so
    its power gains a fruit from the supply."""
    s = Scenario(players=2, cards=cards)
    s.player(0).bird("forest", "Verditer Flycatcher")
    s.feeder("invertebrate", "seed", "seed", "fish", "rodent")
    turn = s.play("gain food", "take invertebrate", USE)
    assert view(turn.state, cards).player(0).food == {"invertebrate": 1, "fruit": 1}


def test_other_food_from_the_feeder_gains_nothing(cards):
    """Verditer Flycatcher: a seed taken from the birdfeeder is not an invertebrate: the power
    is not offered."""
    s = Scenario(players=2, cards=cards)
    s.player(0).bird("forest", "Verditer Flycatcher")
    s.feeder("invertebrate", "seed", "seed", "fish", "rodent")
    turn = s.play("gain food", "take seed")
    assert view(turn.state, cards).player(0).food == {"seed": 1}


def test_a_game_without_such_a_power_notes_nothing(cards):
    """The turn memory is kept only by a game whose cards read it: the base game's stays empty."""
    base = load_cards(sets=("core",))
    s = Scenario(players=2, cards=base)
    s.player(0).bird("grassland", "Wild Turkey")
    s.feeder("invertebrate", "seed", "seed", "fish", "rodent")
    turn = s.play("lay eggs", "lay an egg on Wild Turkey", "stop", until="turn end")
    assert all(p.turn_notes == () for p in turn.state.players)


# --- a neighbour's bonus card, copied at game end: Greater Adjutant, Indian Vulture ---------------


def _last_turn(cards, players: int = 2) -> Scenario:
    """Round 4's last turn, the last player's: then the round and the game end."""
    s = Scenario(players=players, cards=cards).round(4).first_player(0)
    s.turn(players * 5 - 1)
    s.goals("Birds in grassland", "Birds in wetland", "Total birds", "Eggs in forest")
    s.goal_points(*([(0,) * players] * 3))
    return s


def _score(state, cards, p: int):
    return score_game(state, cards)[p]


def test_the_left_neighbours_bonus_card_scores_again_for_the_copier(cards):
    """Greater Adjutant: at game end its owner picks one of the left neighbour's bonus cards
    and scores it for their own birds; the neighbour still scores it too."""
    s = _last_turn(cards)
    s.player(0).bird("wetland", "Greater Adjutant")
    s.player(1).bonus("Endangered Species Protector", "Falconer")
    turn = s.script().play("gain food", "stop", USE, until="answers")
    assert sorted(turn.options()) == ["keep Endangered Species Protector", "keep Falconer"]
    done = turn.play("keep Endangered Species Protector", until="answers")
    assert s.rules().is_terminal(done.state)
    mine = _score(done.state, cards, 0)
    assert [b.name for b in mine.bonus_cards] == ["Endangered Species Protector"]
    assert mine.bonus == 3  # the Adjutant is the copier's one bird with a bonus-card power
    assert [b.name for b in _score(done.state, cards, 1).bonus_cards] == [
        "Endangered Species Protector",
        "Falconer",
    ]


def test_the_right_neighbours_card_is_the_one_copied(cards):
    """Indian Vulture: in a game of three, the card copied is the one of the player to the
    right (the only choice, so taken), not the left neighbour's."""
    s = _last_turn(cards, players=3)
    s.player(0).bird("grassland", "Indian Vulture")
    s.player(1).bonus("Falconer")
    s.player(2).bonus("Bird Counter")
    done = s.script().play("gain food", "stop", USE, until="answers")
    assert s.rules().is_terminal(done.state)
    assert [b.name for b in _score(done.state, cards, 0).bonus_cards] == ["Bird Counter"]


def test_in_a_game_of_two_both_copiers_may_copy_the_same_card(cards):
    """Greater Adjutant and Indian Vulture: with two players both neighbours are the same
    player, and each copy may take the same bonus card: it scores twice for the copier."""
    s = _last_turn(cards)
    s.player(0).bird("wetland", "Greater Adjutant").bird("grassland", "Indian Vulture")
    s.player(1).bonus("Endangered Species Protector")
    turn = s.script().play("gain food", "stop", until="answers")
    while not s.rules().is_terminal(turn.state):
        choice = [o for o in turn.options() if o.startswith(("use", "keep"))]
        turn = turn.play(choice[0], until="answers")
    mine = _score(turn.state, cards, 0)
    assert [b.points for b in mine.bonus_cards] == [6, 6]


def test_a_solo_game_has_no_neighbour_to_copy_from(cards):
    """Greater Adjutant against the Automa: the Automa holds no bonus card to copy (U25):
    nothing is offered."""
    (effect,) = cards.bird("Greater Adjutant").power.effects
    assert isinstance(effect, CopyBonusCard)
    state = Scenario(players=2, cards=cards).build()
    alone = state.players[:1]
    solo = attrs.evolve(state, players=alone, config=attrs.evolve(state.config, players=1))
    assert not effect.could_change(solo, 0, PowerContext(owner=0, bird=0))


# --- a group of one nest type: Common Tailorbird ---------------------------------------------------


def _tailorbird_board(cards) -> Scenario:
    """Forest: Tailorbird (star), Wild Turkey (ground); grassland: American Robin (bowl),
    Killdeer (ground); wetland: Osprey (platform), Mallard (ground)."""
    s = _last_turn(cards)
    s.player(0).birds("forest", "Common Tailorbird", "Wild Turkey")
    s.player(0).birds("grassland", "American Robin", "Killdeer")
    s.player(0).birds("wetland", "Osprey", "Mallard")
    return s


def test_the_groups_offered_are_the_largest_of_each_nest_type(cards):
    """Common Tailorbird: the ground-nest birds linked across the rows, the star nest with the
    bowl nest below it, and the lone platform nest are the groups to choose from."""
    turn = _tailorbird_board(cards).script().play("gain food", "stop", USE, until="answers")
    assert [o.split(" (")[0] for o in turn.options()] == [
        "pick Wild Turkey",
        "pick American Robin",
        "pick Osprey",
    ]


def test_a_group_bending_across_rows_gets_an_egg_on_each_bird(cards):
    """Common Tailorbird: the ground-nest group zig-zags from the forest down to the wetland,
    the star nest counting as ground: one egg on each of its four birds, none elsewhere."""
    turn = _tailorbird_board(cards).script().play("gain food", "stop", USE, until="answers")
    turn = turn.play("pick Wild Turkey", until="answers")
    while turn.state.phase.name != "OVER" and any(o.startswith("lay") for o in turn.options()):
        turn = turn.play(next(o for o in turn.options() if o.startswith("lay")), until="answers")
    me = view(turn.state, cards).player(0)
    eggs = {
        name: me.bird(name).eggs
        for name in ("Common Tailorbird", "Wild Turkey", "Killdeer", "Mallard")
    }
    assert eggs == dict.fromkeys(eggs, 1)
    assert me.bird("American Robin").eggs == 0 and me.bird("Osprey").eggs == 0


def test_the_player_may_stop_laying_on_the_group_early(cards):
    """Common Tailorbird: fewer eggs may be taken than the group offers (rules 10.1 #1)."""
    turn = _tailorbird_board(cards).script().play("gain food", "stop", USE, until="answers")
    turn = turn.play("pick American Robin", until="answers")
    turn = turn.play(next(o for o in turn.options() if o.startswith("lay")), until="answers")
    assert "stop" in turn.options()
    turn = turn.play("stop", until="answers")
    me = view(turn.state, cards).player(0)
    assert me.bird("Common Tailorbird").eggs + me.bird("American Robin").eggs == 1


# --- the new player fields in saves --------------------------------------------------------------


def test_the_turn_memory_and_copied_cards_are_saved_only_when_set(cards):
    """A save leaves out an empty turn memory and no copied bonus card (saves of other games are
    unchanged, and one from before them reads them empty); a save mid-turn keeps the memory."""
    s = Scenario(players=2, cards=cards)
    s.player(0).bird("grassland", "Grandala")
    rules = s.rules()
    turn = s.play("lay eggs", "lay an egg on Grandala", until="answers")
    assert turn.state.players[0].turn_notes == (("egg-on", (cards.bird_id("Grandala"),)),)
    text = ws.to_json(turn.state)
    assert ws.from_json(text, rules) == turn.state
    start = ws.to_json(s.build())
    assert '"turn_notes"' not in start and '"copied_bonus"' not in start
