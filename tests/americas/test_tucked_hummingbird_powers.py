"""A hummingbird tucked behind a bird (Bat Falcon, rules-expansions 9.5.7) is a tucked card of
that bird for everything that reads the bird's tucked cards: discarded with the bird (replaced)
it goes to the hummingbird discard pile, covered it follows the bird on top, the powers
reading "this bird"'s tucked cards count it (a condition, bonus cards per tucked card, paying
a tucked card as Southern Screamer does), the text and SVG views show it under the bird, and a
save whose records and cards differ in number is refused."""

from __future__ import annotations

import attrs
import pytest

from americas.test_hummingbirds import _board, _card
from americas.test_tucked_hummingbirds import _bird_id, _tuck
from wingspan_rules import SavedGameError
from wingspan_rules.effects.hummingbird_cards import Benefit, Group
from wingspan_rules.engine.invariants import problems
from wingspan_rules.expansions.americas import AmericasOptions
from wingspan_rules.expansions.americas import components as hb
from wingspan_rules.saves.serialization import from_json, to_json
from wingspan_rules.state import events as E
from wingspan_rules.state.enums import Habitat
from wingspan_rules.testing import Scenario, view
from wingspan_rules.testing._scripting import Script
from wingspan_rules.testing.cards import core_cards_with, plain_bird
from wingspan_rules.views.svg import svg
from wingspan_rules.views.text import render

SETS = ("core", "european", "americas")
#: With Oceania: Southern Cassowary replaces a bird.
OCEANIA = ("core", "european", "oceania", "americas")
DICE = ("fish", "fish", "fish", "rodent", "rodent")
DECK = ("Mallard", "Killdeer", "Horned Lark", "Wood Duck", "Osprey", "Canvasback")
#: Test birds whose brown power reads their own tucked cards (no shipped card puts such a
#: condition on a bird; Harris's Sparrow draws bonus cards per tucked card when played).
READER = "Tuck Reader"
DRAWER = "Tuck Drawer"
PAYER = "Tuck Payer"


@pytest.fixture(scope="module")
def cards():
    return core_cards_with(
        plain_bird(READER, "if this bird has at least 1 tucked card: gain 1 fish from supply"),
        plain_bird(DRAWER, "draw 1 bonus card per card tucked behind this bird keep 1"),
        plain_bird(PAYER, "discard 1 card tucked behind this bird to draw 2 cards"),
    )


def _scenario(cards, sets: tuple[str, ...] = SETS) -> Scenario:
    s = Scenario(players=2, cards=cards, sets=sets, expansions=(AmericasOptions(),))
    s.feeder(*DICE)
    s.deck_top(*DECK)
    return s


def _with_tuck(cards, s: Scenario, behind: tuple[str, ...]) -> Script:
    board = _board(s)
    return Script(_tuck(board.state, cards, behind), rules=board.rules)


def _forest_bird(cards, name: str, tucked: tuple[str, ...] = (), behind: int = 1) -> Script:
    """``name`` alone in player 0's forest with ``tucked`` bird cards and ``behind``
    hummingbirds tucked behind it."""
    s = _scenario(cards)
    s.player(0).bird("forest", name, tucked=tucked)
    return _with_tuck(cards, s, (name,) * behind)


DRAW_TWO = ("draw from the deck", "draw from the deck")


def _tucked_behind_players_1s_reader(state, cards, deck: tuple[int, ...], tucked: tuple[int, ...]):
    """``state`` with the hummingbird deck ``deck``, the tucked cards ``tucked`` (every
    player's, aligned with the records in seat order) and player 1's one record: behind their
    tuck reader."""
    zones = hb.with_zone(state.tables[0].zones, hb.DECK, deck)
    zones = hb.with_zone(zones, hb.TUCKED, tucked)
    theirs = attrs.evolve(
        state.players[1],
        zones=hb.with_zone(state.players[1].zones, hb.TUCKED_COUNT, (_bird_id(cards, READER),)),
    )
    return attrs.evolve(
        state,
        tables=(attrs.evolve(state.tables[0], zones=zones), *state.tables[1:]),
        players=(state.players[0], theirs),
    )


def _use(name: str) -> tuple[str, ...]:
    return ("gain food", "take fish", f"use the power of {name}")


def test_bat_falcon_replaced_sends_its_hummingbird_to_the_hummingbird_discard_pile(cards):
    """Replaced (Oceania's Southern Cassowary), the falcon goes with its tucked cards: its
    hummingbird is face up on the hummingbird discard pile, in no one's score."""
    s = _scenario(cards, OCEANIA)
    s.player(0).hand("Southern Cassowary").food(fruit=2, seed=1)
    s.player(0).bird("forest", "Bat Falcon").bird("forest", "Blue Jay")
    board = _with_tuck(cards, s, ("Bat Falcon",))
    (hummingbird,) = hb.shared(board.state, hb.TUCKED)
    turn = board.play("play Southern Cassowary in forest", until="answers")
    state = turn.play("pick Bat Falcon (forest 1)", until="answers").state
    assert hb.shared(state, hb.TUCKED) == ()
    assert hb.shared(state, hb.DISCARD)[-1] == hummingbird
    assert state.players[0].zone(hb.TUCKED_COUNT) == ()
    assert not problems(state, cards)  # every hummingbird in one place


def test_bat_falcon_replaced_is_told_with_its_tucked_hummingbird(cards):
    """The replacement's event (and story) counts the hummingbird among the cards discarded
    with the falcon: one tucked card."""
    s = _scenario(cards, OCEANIA)
    s.player(0).hand("Southern Cassowary").food(fruit=2, seed=1)
    s.player(0).bird("forest", "Bat Falcon").bird("forest", "Blue Jay")
    board = _with_tuck(cards, s, ("Bat Falcon",))
    turn = board.play(
        "play Southern Cassowary in forest", "pick Bat Falcon (forest 1)", until="answers"
    )
    (replaced,) = turn.events(E.BirdReplaced)
    assert replaced.tucked == 1


def test_bat_falcon_replaced_takes_its_own_hummingbird_not_another_players(cards):
    """Both players' falcons hold a hummingbird: the cards line up with the records in seat
    order, so player 0's replaced falcon discards the first card and player 1 keeps theirs."""
    s = _scenario(cards, OCEANIA)
    s.player(0).hand("Southern Cassowary").food(fruit=2, seed=1)
    s.player(0).bird("forest", "Bat Falcon").bird("forest", "Blue Jay")
    s.player(1).bird("forest", "Tuck Reader")
    state = _tuck(_board(s).state, cards, ("Bat Falcon",))
    deck = hb.shared(state, hb.DECK)
    # player 1's hummingbird: behind their reader, its card after player 0's
    state = _tucked_behind_players_1s_reader(
        state, cards, deck[1:], (*hb.shared(state, hb.TUCKED), deck[0])
    )
    mine, kept = hb.shared(state, hb.TUCKED)
    board = Script(state, rules=_board(s).rules)
    turn = board.play("play Southern Cassowary in forest", until="answers")
    state = turn.play("pick Bat Falcon (forest 1)", until="answers").state
    assert hb.shared(state, hb.TUCKED) == (kept,)
    assert hb.shared(state, hb.DISCARD)[-1] == mine
    assert state.players[1].zone(hb.TUCKED_COUNT) == (_bird_id(cards, READER),)
    assert not problems(state, cards)


def test_bat_falcon_covered_keeps_its_hummingbird_tucked_behind_the_bird_on_top(cards):
    s = _scenario(cards)
    s.player(0).hand("Common Buzzard").bird("forest", "Bat Falcon")
    board = _with_tuck(cards, s, ("Bat Falcon",))
    tucked = hb.shared(board.state, hb.TUCKED)
    state = board.play("play Common Buzzard in forest", until="answers").state
    assert hb.shared(state, hb.TUCKED) == tucked
    assert state.players[0].zone(hb.TUCKED_COUNT) == (_bird_id(cards, "Common Buzzard"),)
    assert view(state, cards).player(0).bird("Common Buzzard").tucked == 1  # the falcon
    assert not problems(state, cards)


def test_a_bird_asking_for_a_tucked_card_is_satisfied_by_a_tucked_hummingbird(cards):
    turn = _forest_bird(cards, READER).play(*_use(READER), until="answers")
    assert view(turn.state, cards).player(0).food["fish"] == 2  # the action's and the power's
    without = _forest_bird(cards, READER, behind=0).play("gain food", "take fish")
    assert view(without.state, cards).player(0).food["fish"] == 1  # not offered: no fish


def test_bonus_cards_drawn_per_tucked_card_count_the_tucked_hummingbirds(cards):
    turn = _forest_bird(cards, DRAWER, tucked=("Barn Owl",), behind=2).play(
        *_use(DRAWER), until="answers"
    )
    assert len(turn.options()) == 3  # one bird card and two hummingbirds: three drawn
    turn = turn.play(turn.options()[0])
    assert len(turn.state.players[0].bonus) == 1


def test_discarding_a_tucked_card_takes_the_bird_card_first_then_the_hummingbird(cards):
    board = _forest_bird(cards, PAYER, tucked=("Barn Owl",))
    (hummingbird,) = hb.shared(board.state, hb.TUCKED)
    state = board.play(*_use(PAYER), *DRAW_TWO, until="answers").state
    me = view(state, cards).player(0)
    assert me.bird(PAYER).tucked == 0  # the bird card went first, to the discard pile
    assert state.tables[0].discard[-1] == _bird_id(cards, "Barn Owl")
    assert hb.shared(state, hb.TUCKED) == (hummingbird,)
    assert not problems(state, cards)


def test_discarding_a_tucked_card_with_only_a_hummingbird_sends_it_to_its_discard_pile(cards):
    board = _forest_bird(cards, PAYER)
    (hummingbird,) = hb.shared(board.state, hb.TUCKED)
    state = board.play(*_use(PAYER), *DRAW_TWO, until="answers").state
    assert hb.shared(state, hb.TUCKED) == ()
    assert hb.shared(state, hb.DISCARD)[-1] == hummingbird
    assert state.players[0].zone(hb.TUCKED_COUNT) == ()
    assert len(state.players[0].hand) == 2  # the two cards it paid for
    assert not problems(state, cards)


def test_discarding_a_tucked_card_is_not_offered_without_any(cards):
    turn = _forest_bird(cards, PAYER, behind=0).play("gain food", "take fish")
    assert "Tuck Payer" not in " ".join(turn.options() if turn.state.pending else [])


def test_text_and_svg_views_show_the_tucked_hummingbird_under_the_bird(cards):
    board = _forest_bird(cards, "Bat Falcon", tucked=("Barn Owl",), behind=1)
    assert "2 tucked" in render(board.state, rules=board.rules)  # a card and a hummingbird
    assert "tucked 2" in svg(board.state, rules=board.rules)


def test_a_save_whose_hummingbird_records_and_cards_differ_in_number_is_refused(cards):
    state = _forest_bird(cards, "Bat Falcon").state
    assert from_json(to_json(state), _forest_bird(cards, "Bat Falcon").rules) == state
    assert not problems(state, cards)
    extra = hb.shared(state, hb.DECK)[0]
    zones = hb.with_zone(state.tables[0].zones, hb.DECK, hb.shared(state, hb.DECK)[1:])
    zones = hb.with_zone(zones, hb.TUCKED, (*hb.shared(state, hb.TUCKED), extra))
    bad = attrs.evolve(state, tables=(attrs.evolve(state.tables[0], zones=zones),))
    assert any("'americas-tucked' holds 2" in p for p in problems(bad, cards))
    me = attrs.evolve(
        state.players[0], zones=hb.with_zone(state.players[0].zones, hb.TUCKED_COUNT, ())
    )
    bad = attrs.evolve(state, players=(me, *state.players[1:]))
    assert any("record 0 cards" in p for p in problems(bad, cards))
    with pytest.raises(SavedGameError, match="record 0 cards"):  # a stranger's save
        from_json(to_json(bad), _forest_bird(cards, "Bat Falcon").rules)


def test_bat_falcon_tucks_its_hummingbird_in_line_with_its_owners_records(cards):
    """Player 1 already has a hummingbird tucked: player 0's falcon's card goes before it (the
    cards follow the records in seat order), and a save of it loads the same."""
    mango, mine = _card(cards, Benefit.NECTAR, Group.MANGO), _card(cards, Benefit.EGG, Group.MANGO)
    s = _scenario(cards)
    s.player(0).bird("forest", "Bat Falcon")
    s.player(1).bird("forest", READER)
    board = _board(s, spaces={(0, Habitat.GRASSLAND): mine})
    state = _tuck(board.state, cards, ())
    deck = tuple(c for c in hb.shared(state, hb.DECK) if c != mango)
    theirs, deck = deck[0], deck[1:]
    state = _tucked_behind_players_1s_reader(state, cards, (mango, *deck), (theirs,))
    assert not problems(state, cards)
    turn = Script(state, rules=board.rules).play(*_use("Bat Falcon"), until="answers")
    assert hb.shared(turn.state, hb.TUCKED) == (mango, theirs)
    assert turn.state.players[0].zone(hb.TUCKED_COUNT) == (_bird_id(cards, "Bat Falcon"),)
    assert not problems(turn.state, cards)
    assert from_json(to_json(turn.state), board.rules) == turn.state


def test_a_bird_moved_to_a_neighbours_mat_leaves_its_hummingbird_to_the_discard_pile(cards):
    """Asia's Blue Rock-Thrush moves only its card to the neighbour's mat (rules 9.3.5): its
    tucked cards go, a hummingbird to the hummingbird discard pile."""
    s = Scenario(
        players=2, cards=cards, sets=("core", "asia", "americas"), expansions=(AmericasOptions(),)
    )
    s.player(0).bird("grassland", "Wild Turkey").bird("grassland", "Blue Rock-Thrush")
    s.player(1).bird("grassland", "Eastern Bluebird")
    s.deck_top(*DECK)
    board = _with_tuck(cards, s, ("Blue Rock-Thrush",))
    (hummingbird,) = hb.shared(board.state, hb.TUCKED)
    turn = board.play("lay eggs", "stop", "use the power", "yes", until="answers")
    turn = turn.play("move to grassland", until="answers")
    state = turn.state
    assert hb.shared(state, hb.TUCKED) == ()
    assert hb.shared(state, hb.DISCARD)[-1] == hummingbird
    assert all(not p.zone(hb.TUCKED_COUNT) for p in state.players)
    assert not problems(state, cards)
