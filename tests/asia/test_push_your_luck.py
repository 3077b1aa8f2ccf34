"""Asia birds that push their luck (``effects/push_your_luck.py``, rules 9.3.2): each roll or
draw again is the player's decision; a failure loses what this activation gained, and stopping
keeps it. Each test forces the rolls or the deck, scripts the decisions and checks the bird."""

from __future__ import annotations

import pytest

from wingspan_rules import load_cards
from wingspan_rules.state import events as E
from wingspan_rules.testing import Scenario, view

USE = "use the power"
FOOD = ("gain food", "take seed", USE)
AGAIN = "yes"


@pytest.fixture(scope="module")
def cards():
    return load_cards(sets=("core", "asia"))


def _owlet(cards, **cached: int) -> Scenario:
    s = Scenario(players=2, cards=cards)
    s.player(0).bird("forest", "Forest Owlet", cached=cached or None)
    return s.feeder("seed", "seed", "seed", "seed", "seed")


def _cached(turn, cards, bird: str) -> dict:
    return view(turn.state, cards).player(0).bird(bird).cached


def test_stopping_after_two_good_rolls_keeps_both_foods(cards):
    """Forest Owlet: two dice, a hit on each of two rolls caches one food each time; the player
    stops before the third roll and keeps both: a predator success."""
    s = _owlet(cards).next_rolls("invertebrate", "seed", "rodent", "fish")
    turn = s.play(*FOOD, "remove a seed die", "remove a seed die", AGAIN, "stop")
    assert _cached(turn, cards, "Forest Owlet") == {"invertebrate": 1, "rodent": 1}
    owlet = cards.bird_id("Forest Owlet")
    assert turn.events(E.PredatorSucceeded) == [E.PredatorSucceeded(0, owlet)]


def test_a_roll_with_no_hit_returns_this_activations_food_but_not_older_food(cards):
    """Forest Owlet: after a hit, a roll with neither invertebrate nor rodent ends it and the
    food cached by this activation goes back; the food cached before stays. No success."""
    s = _owlet(cards, fruit=1).next_rolls("rodent", "seed", "fish", "fruit")
    turn = s.play(*FOOD, "remove a seed die", "remove a seed die", AGAIN)
    assert _cached(turn, cards, "Forest Owlet") == {"fruit": 1}
    assert not turn.events(E.PredatorSucceeded)


def test_three_rolls_at_most_and_each_hit_caches_exactly_one(cards):
    """Forest Owlet: two hits showing on one roll cache one food; after the third roll the
    activation is over, with three foods kept."""
    s = _owlet(cards).script()
    s = s.next_rolls("rodent", "rodent", "rodent", "fish", "invertebrate", "rodent")
    turn = s.play(*FOOD, "remove a seed die", "remove a seed die", AGAIN, AGAIN, until="answers")
    assert turn.question().startswith("player 0: choose the rolled food")
    turn = turn.play("choose invertebrate")
    assert _cached(turn, cards, "Forest Owlet") == {"rodent": 2, "invertebrate": 1}
    assert len(turn.events(E.DiceRolled)) == 3


def _draws(cards, bird: str, *deck: str) -> Scenario:
    s = Scenario(players=2, cards=cards)
    s.player(0).bird("forest", bird)
    return s.feeder("seed", "seed", "seed", "seed", "seed").deck_top(*deck)


def test_cards_drawn_under_the_wingspan_limit_are_tucked_when_the_player_stops(cards):
    """Eurasian Eagle-Owl: two cards drawn one by one, their wingspans adding to less than
    110 cm, are tucked behind the owl when the player stops."""
    s = _draws(cards, "Eurasian Eagle-Owl", "Blue Jay", "Downy Woodpecker", "Mallard")
    wingspans = [cards.bird("Blue Jay").wingspan, cards.bird("Downy Woodpecker").wingspan]
    assert sum(wingspans) < 110  # type: ignore[arg-type]
    turn = s.play(*FOOD, AGAIN, "stop")
    me = view(turn.state, cards).player(0)
    assert me.bird("Eurasian Eagle-Owl").tucked == 2
    assert len(turn.events(E.PredatorSucceeded)) == 1


def test_reaching_the_wingspan_limit_discards_every_card_drawn(cards):
    """Eurasian Eagle-Owl: a third card takes the total to 110 cm or more: all three are
    discarded, none tucked, and the hunt fails."""
    s = _draws(cards, "Eurasian Eagle-Owl", "Blue Jay", "Downy Woodpecker", "Mallard")
    turn = s.play(*FOOD, AGAIN, AGAIN)
    assert view(turn.state, cards).player(0).bird("Eurasian Eagle-Owl").tucked == 0
    assert turn.state.table.discard[-3:] == tuple(
        cards.bird_id(n) for n in ("Blue Jay", "Downy Woodpecker", "Mallard")
    )
    assert not turn.events(E.PredatorSucceeded)
