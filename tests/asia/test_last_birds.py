"""The last Asia birds (cards/asia/birds-last.wsp, docs/asia.md): powers that read what the
turn did so far (a turn memory), copy a neighbour's bonus card at game end, and lay on a
group of birds of one nest type. Each test sets up a board with the core and Asia cards,
scripts the choices and checks what a player would see."""

from __future__ import annotations

import pytest

from wingspan_rules import load_cards
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
