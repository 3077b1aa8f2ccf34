"""The last three Americas birds: Southern Screamer (a tuck, or a tucked card paid for three
cards), Bat Falcon (a look at the hummingbird deck, one of a group the player has tucked) and
Antioquia Brushfinch (bonus cards per hummingbird on the mat). A scenario test per power, named
after what its printed text means (paraphrased)."""

from __future__ import annotations

import pytest

from americas.test_hummingbirds import _board, _card, _scenario
from wingspan_rules import load_cards
from wingspan_rules.effects.hummingbird_cards import Benefit
from wingspan_rules.state.enums import Habitat
from wingspan_rules.testing import Scenario, view

SETS = ("core", "americas")
USE = "use the power"
DICE = ("fish", "fish", "fish", "rodent", "rodent")
DECK = ("Mallard", "Killdeer", "Blue Jay", "Horned Lark", "Wood Duck", "Osprey", "Canvasback")
DRAW = ("draw cards", "draw from the deck")


@pytest.fixture(scope="module")
def cards():
    return load_cards(sets=SETS)


def _hand(state, cards, p: int = 0) -> list[str]:
    return list(view(state, cards).player(p).hand)


# --- Southern Screamer ---------------------------------------------------------------------------


def _screamer(cards, tucked: tuple[str, ...] = (), hand: tuple[str, ...] = ()) -> Scenario:
    s = Scenario(players=2, cards=cards, sets=SETS)
    s.player(0).bird("wetland", "Southern Screamer", tucked=tucked).hand(*hand)
    s.feeder(*DICE)
    s.deck_top(*DECK)
    return s


def test_southern_screamer_tucks_a_hand_card_and_draws_nothing_for_it(cards):
    turn = _screamer(cards, hand=("Barn Owl",)).play(*DRAW, USE, "yes", "tuck Barn Owl")
    me = view(turn.state, cards).player(0)
    assert me.bird("Southern Screamer").tucked == 1
    assert list(me.hand) == ["Mallard"]  # the action's card only: the three cards are not drawn


def test_southern_screamer_pays_a_tucked_card_to_draw_three(cards):
    s = _screamer(cards, tucked=("Barn Owl",), hand=("Bald Eagle",))
    turn = s.play(*DRAW, USE, "skip", "yes", *["draw from the deck"] * 3)
    assert view(turn.state, cards).player(0).bird("Southern Screamer").tucked == 0
    assert _hand(turn.state, cards) == [
        "Bald Eagle",
        "Mallard",
        "Killdeer",
        "Blue Jay",
        "Horned Lark",
    ]
    assert [cards.birds[c].name for c in turn.state.tables[0].discard] == ["Barn Owl"]


def test_southern_screamer_without_a_tucked_card_offers_only_the_tuck(cards):
    turn = _screamer(cards, hand=("Barn Owl",)).play(*DRAW, USE, "skip")
    me = view(turn.state, cards).player(0)
    assert me.bird("Southern Screamer").tucked == 0
    assert list(me.hand) == ["Barn Owl", "Mallard"]


def test_southern_screamer_may_decline_both_parts(cards):
    turn = _screamer(cards, tucked=("Barn Owl",)).play(*DRAW, USE, "skip", "skip")
    assert view(turn.state, cards).player(0).bird("Southern Screamer").tucked == 1
    assert _hand(turn.state, cards) == ["Mallard"]


# --- Antioquia Brushfinch ------------------------------------------------------------------------


def _brushfinch(cards, spaces: dict[Habitat, int], piles=((), (), (), (), ())):
    s = _scenario(cards)
    s.player(0).hand("Antioquia Brushfinch").food(seed=1, fruit=1, nectar=1)
    return _board(s, piles=piles, spaces={(0, h): card for h, card in spaces.items()})


PLAY_BRUSHFINCH = (
    "play Antioquia Brushfinch in grassland",
    "use the power of Antioquia Brushfinch",
)


def test_antioquia_brushfinch_draws_a_bonus_card_per_hummingbird_on_the_mat_and_keeps_one(cards):
    spaces = {h: _card(cards, Benefit.EGG, skip=i) for i, h in enumerate(Habitat)}
    # a hummingbird in the garden is on nobody's mat: it draws nothing
    board = _brushfinch(cards, spaces, piles=((_card(cards, Benefit.CARD),), (), (), (), ()))
    turn = board.play(*PLAY_BRUSHFINCH, until="answers")
    assert turn.question().endswith("keep a bonus card")
    assert len(turn.options()) == 3  # one per hummingbird in the three spaces
    kept = turn.options()[1]
    turn = turn.play(kept)
    me = view(turn.state, cards).player(0)
    assert list(me.bonus) == [kept.removeprefix("keep ")]


def test_antioquia_brushfinch_with_one_hummingbird_keeps_the_card_it_draws(cards):
    board = _brushfinch(cards, {Habitat.WETLAND: _card(cards, Benefit.NECTAR)})
    turn = board.play(*PLAY_BRUSHFINCH)
    assert len(view(turn.state, cards).player(0).bonus) == 1


def test_antioquia_brushfinch_without_hummingbirds_draws_nothing_and_is_not_offered(cards):
    turn = _brushfinch(cards, {}).play("play Antioquia Brushfinch in grassland")
    me = view(turn.state, cards).player(0)
    assert list(me.bonus) == [] and "Antioquia Brushfinch" in [b.name for b in me.birds]
