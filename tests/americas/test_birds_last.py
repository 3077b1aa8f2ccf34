"""The last three Americas birds: Southern Screamer (a tuck, or a tucked card paid for three
cards), Bat Falcon (a look at the hummingbird deck, one of a group the player has tucked) and
Antioquia Brushfinch (bonus cards per hummingbird on the mat). A scenario test per power, named
after what its printed text means (paraphrased)."""

from __future__ import annotations

import attrs
import pytest

from americas.test_hummingbirds import _board, _card, _scenario
from wingspan_rules import load_cards
from wingspan_rules.effects.hummingbird_cards import Benefit, Group
from wingspan_rules.expansions.americas import components as hb
from wingspan_rules.state import events as E
from wingspan_rules.state.enums import Habitat
from wingspan_rules.testing import Scenario, view
from wingspan_rules.testing._scripting import Script

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


# --- Bat Falcon ----------------------------------------------------------------------------------


def _falcon(cards, deck_top: tuple[int, ...], mine: int | None, others: str = "") -> Script:
    """Bat Falcon alone in player 0's forest, ``mine`` in their grassland space, the hummingbird
    deck starting with ``deck_top``; ``others``: a bird of player 1's wetland."""
    s = _scenario(cards)
    s.player(0).bird("forest", "Bat Falcon")
    if others:
        s.player(1).bird("wetland", others)
    s.feeder(*DICE)
    s.deck_top(*DECK)
    board = _board(s, spaces={(0, Habitat.GRASSLAND): mine} if mine is not None else {})
    state = board.state
    rest = tuple(c for c in hb.shared(state, hb.DECK) if c not in deck_top)
    zones = hb.with_zone(state.tables[0].zones, hb.DECK, (*deck_top, *rest))
    table = attrs.evolve(state.tables[0], zones=zones)
    return Script(attrs.evolve(state, tables=(table, *state.tables[1:])), rules=board.rules)


FALCON = ("gain food", "take fish", "use the power of Bat Falcon")


def test_bat_falcon_tucks_the_looked_at_hummingbird_of_a_group_on_the_mat(cards):
    mango, topaz = (
        _card(cards, Benefit.NECTAR, Group.MANGO),
        _card(cards, Benefit.NECTAR, Group.TOPAZ),
    )
    board = _falcon(cards, (topaz, mango), _card(cards, Benefit.EGG, Group.MANGO))
    turn = board.play(*FALCON, until="answers")
    assert hb.shared(turn.state, hb.TUCKED) == (mango,)  # the mango: a group of the mat
    assert hb.shared(turn.state, hb.DISCARD) == (topaz,)  # the rest thrown away, face up
    assert topaz not in hb.shared(turn.state, hb.DECK) and mango not in hb.shared(
        turn.state, hb.DECK
    )
    assert len(turn.events(E.PredatorSucceeded)) == 1  # the tuck is the predator's catch
    assert [s.points("tucked-hummingbirds") for s in board.rules.scores(turn.state)] == [1, 0]


def test_bat_falcon_discards_both_when_neither_group_is_on_the_mat(cards):
    topaz, emerald = (
        _card(cards, Benefit.NECTAR, Group.TOPAZ),
        _card(cards, Benefit.EGG, Group.EMERALD),
    )
    board = _falcon(cards, (topaz, emerald), _card(cards, Benefit.EGG, Group.MANGO))
    turn = board.play(*FALCON, until="answers")
    assert hb.shared(turn.state, hb.TUCKED) == ()
    assert hb.shared(turn.state, hb.DISCARD) == (topaz, emerald)
    assert not turn.events(E.PredatorSucceeded)
    assert [s.points("tucked-hummingbirds") for s in board.rules.scores(turn.state)] == [0, 0]


def test_bat_falcon_tucks_only_one_when_both_match(cards):
    first, second = (_card(cards, Benefit.NECTAR, Group.MANGO, skip=i) for i in range(2))
    board = _falcon(cards, (first, second), _card(cards, Benefit.EGG, Group.MANGO))
    turn = board.play(*FALCON, until="answers")
    assert len(hb.shared(turn.state, hb.TUCKED)) == 1
    assert len(hb.shared(turn.state, hb.DISCARD)) == 1


def test_bat_falcon_tucked_hummingbird_is_a_tucked_card_for_another_players_andean_condor(cards):
    mango = _card(cards, Benefit.NECTAR, Group.MANGO)
    board = _falcon(cards, (mango,), _card(cards, Benefit.EGG, Group.MANGO), others="Andean Condor")
    # the power, then the forest's hummingbird action (the deck's next card: an egg benefit)
    turn = board.play(*FALCON, "lay an egg on Bat Falcon", until="answers")
    assert "Andean Condor" in turn.question()
    assert "tucked a card behind Bat Falcon" in turn.question()  # face down: "a card"
    turn = turn.play("use the power of Andean Condor")
    assert len(turn.state.players[1].hand) == 1  # its card, drawn at the end of the turn


def test_bat_falcon_tucked_hummingbird_is_face_down_saved_and_resampled_apart(cards):
    import random

    from wingspan_rules.bots.resample import resample
    from wingspan_rules.engine.invariants import problems
    from wingspan_rules.saves.serialization import from_json, to_json
    from wingspan_rules.state.model import HIDDEN

    mango = _card(cards, Benefit.NECTAR, Group.MANGO)
    board = _falcon(cards, (mango,), _card(cards, Benefit.EGG, Group.MANGO))
    state = board.play(*FALCON, until="answers").state
    assert from_json(to_json(state), board.rules) == state
    seen = board.rules.observation(state, 1)
    assert seen.tables[0].zone(hb.TUCKED) == (HIDDEN,)
    drawn = resample(seen, 1, random.Random(2), rules=board.rules)
    assert not problems(drawn, board.rules.cards)
    tucked, deck = hb.shared(drawn, hb.TUCKED), hb.shared(drawn, hb.DECK)
    assert len(tucked) == 1 and tucked[0] not in deck
