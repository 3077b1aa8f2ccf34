"""The Americas birds that move with the action cube (``cards/americas/birds-cube-move.wsp``,
rules-expansions 9.5.9): the rightmost bird of the activated row moves to another habitat with
the cube, and the turn goes on there with the brown powers of the birds to its left (the new
row's action benefit is not taken); the cube counts for the new row (9.3.8); the hummingbird
action is in the row U18 names."""

from __future__ import annotations

import attrs
import pytest

from wingspan_rules import load_cards
from wingspan_rules.expansions.americas import components as hb
from wingspan_rules.expansions.americas.options import AmericasOptions
from wingspan_rules.saves.serialization import from_json, to_json
from wingspan_rules.state.enums import Action, Habitat
from wingspan_rules.testing import Scenario, view
from wingspan_rules.testing._scripting import Script

SETS = ("core", "americas")
DICE = ("fish", "fish", "fish", "rodent", "rodent")


@pytest.fixture(scope="module")
def cards():
    return load_cards(sets=SETS)


def _mover(cards, mover: str, **options) -> Scenario:
    """``mover`` rightmost in the forest behind a Blue-Gray Gnatcatcher, two egg layers in the
    grassland and an empty wetland."""
    expansions = (AmericasOptions(**options),) if options else ()
    s = Scenario(players=2, cards=cards, sets=SETS, expansions=expansions)
    s.player(0).birds("forest", "Blue-Gray Gnatcatcher", mover)
    s.player(0).birds("grassland", "Northern Bobwhite", "Scaled Quail")
    s.feeder(*DICE)
    return s


def _rows(state, cards, p: int = 0) -> list[list[str]]:
    return [[cards.birds[b.card].name for b in row] for row in state.players[p].mat]


def _move(s: Scenario, mover: str, where: str) -> Script:
    return s.play(
        "gain food",
        "take fish",
        "take fish",
        f"use the power of {mover}",
        f"move to {where}",
        until="answers",
    )


def test_great_kiskadee_moves_with_the_cube_and_the_new_row_goes_on_from_its_left(cards):
    turn = _move(_mover(cards, "Great Kiskadee"), "Great Kiskadee", "grassland")
    assert _rows(turn.state, cards)[:2] == [
        ["Blue-Gray Gnatcatcher"],
        ["Northern Bobwhite", "Scaled Quail", "Great Kiskadee"],
    ]
    # the grassland's powers run right to left from the bird left of the Kiskadee
    assert "Scaled Quail" in turn.question()
    turn = turn.play(
        "use the power of Scaled Quail (grassland 2)",
        "lay an egg on Scaled Quail (grassland 2)",
        "use the power of Northern Bobwhite (grassland 1)",
        "lay an egg on Northern Bobwhite (grassland 1)",
    )
    assert not turn.asked("use the power of Blue-Gray Gnatcatcher")  # the forest is left
    quail = view(turn.state, cards).player(0).bird("Scaled Quail")
    assert quail.eggs == 1
    assert view(turn.state, cards).player(0).food == {"fish": 2}  # no grassland benefit taken


def test_tropical_kingbird_cube_counts_for_the_row_where_it_ends(cards):
    """9.3.8: the types of action used this round count the cube's final row."""
    turn = _move(_mover(cards, "Tropical Kingbird"), "Tropical Kingbird", "wetland")
    actions = turn.state.players[0].actions
    assert actions[Action.GAIN_FOOD] == 0
    assert actions[Action.DRAW_CARDS] == 1
    assert _rows(turn.state, cards)[2] == ["Tropical Kingbird"]


def test_lineated_woodpecker_moved_to_an_empty_row_ends_the_row_there(cards):
    s = _mover(cards, "Lineated Woodpecker")
    turn = s.play(
        "gain food",
        "take fish",
        "take fish",
        "use the power of Lineated Woodpecker",
        "move to wetland",
    )  # the turn ends: no bird left of it in the wetland, the forest's Gnatcatcher skipped
    assert not turn.asked("use the power of Blue-Gray Gnatcatcher")
    assert _rows(turn.state, cards)[2] == ["Lineated Woodpecker"]


def test_great_kiskadee_not_rightmost_stays_and_the_row_goes_on(cards):
    s = Scenario(players=2, cards=cards, sets=SETS)
    s.player(0).birds("forest", "Great Kiskadee", "Blue-Gray Gnatcatcher")
    s.feeder(*DICE)
    turn = s.play("gain food", "take fish", "take fish", "use the power", until="answers")
    assert _rows(turn.state, cards)[0] == ["Great Kiskadee", "Blue-Gray Gnatcatcher"]
    assert not any("Great Kiskadee" in o for o in turn.options())
    assert turn.state.players[0].actions[Action.GAIN_FOOD] == 1


def test_a_game_paused_choosing_where_the_cube_moves_saves_and_resumes_identically(cards):
    s = _mover(cards, "Great Kiskadee")
    turn = s.play("gain food", "take fish", "take fish", "use the power", until="answers")
    assert "choose the habitat to move Great Kiskadee" in turn.question()
    rules = s.rules()
    state = turn.state
    loaded = from_json(to_json(state), rules)
    assert loaded == state
    move = next(m for m in rules.legal_moves(state) if "GRASSLAND" in repr(m).upper())
    after = rules.apply(loaded, move)
    assert after == rules.apply(state, move)
    assert from_json(to_json(after), rules) == after


def _with_hummingbirds(s: Scenario) -> Script:
    """The scenario with an empty garden and empty spaces: an attract takes the deck's top."""
    state = s.build()
    deck = tuple(range(len(s.cards.hummingbirds)))
    zones = hb.with_zone((), hb.DECK, deck)
    zones = hb.with_zone(zones, hb.LAYOUT, (0, 1, 2, 3, 4))
    for pile in hb.PILES:
        zones = hb.with_zone(zones, pile, ())
    tables = (attrs.evolve(state.tables[0], zones=zones), *state.tables[1:])
    return Script(attrs.evolve(state, tables=tables), rules=s.rules())


@pytest.mark.parametrize(
    ("reading", "attracted", "empty"),
    [("new", Habitat.WETLAND, Habitat.FOREST), ("start", Habitat.FOREST, Habitat.WETLAND)],
)
def test_u18_the_hummingbird_action_after_the_cube_moved(cards, reading, attracted, empty):
    s = _mover(cards, "Great Kiskadee", moved_bird_hummingbird_row=reading)
    script = _with_hummingbirds(s)
    turn = script.play(
        "gain food",
        "take fish",
        "take fish",
        "use the power of Great Kiskadee",
        "move to wetland",
        until="answers",
    )
    player = turn.state.players[0]
    assert hb.in_space(player, attracted) is not None
    assert hb.in_space(player, empty) is None
