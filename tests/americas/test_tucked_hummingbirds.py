"""A hummingbird tucked behind a bird (Bat Falcon, rules-expansions 9.5.7) is a tucked card of
that bird: the player's zone records the bird it lies behind, the European "birds with tucked
cards" bonus card and goal count the bird, a save keeps the record and refuses one naming no
bird of the player's mat, and the record follows its bird when it is covered or discarded."""

from __future__ import annotations

import attrs
import pytest

from americas.test_birds_last import DECK, DICE
from americas.test_hummingbirds import _board, _card
from wingspan_rules import load_cards
from wingspan_rules.effects.hooks import active
from wingspan_rules.effects.hummingbird_cards import Benefit, Group
from wingspan_rules.engine.invariants import problems
from wingspan_rules.engine.scoring import bonus_score, round_goal_counts
from wingspan_rules.expansions.americas import AmericasOptions
from wingspan_rules.expansions.americas import components as hb
from wingspan_rules.saves.serialization import from_json, to_json
from wingspan_rules.state.enums import Habitat
from wingspan_rules.state.model import GameState
from wingspan_rules.testing import Scenario, view
from wingspan_rules.testing._scripting import Script
from wingspan_rules.views.json_view import observation_json

SETS = ("core", "european", "americas")
GOAL = "Birds with tucked cards"
BONUS = "Citizen Scientist"


@pytest.fixture(scope="module")
def cards():
    return load_cards(sets=SETS)


def _bird_id(cards, name: str) -> int:
    return next(i for i, b in enumerate(cards.birds) if b.name == name)


def _table(cards, tucked_behind: tuple[str, ...] = ("Bat Falcon",)) -> Script:
    """Bat Falcon and Mallard on player 0's mat, one hummingbird of the deck tucked behind each
    bird named in ``tucked_behind``; the goal of round 1 and player 0's bonus card count
    birds with tucked cards."""
    s = Scenario(players=2, cards=cards, sets=SETS, expansions=(AmericasOptions(),))
    s.goal(1, GOAL)
    s.player(0).bird("forest", "Bat Falcon").bird("wetland", "Mallard").bonus(BONUS)
    board = _board(s)
    return Script(_tuck(board.state, cards, tucked_behind), rules=board.rules)


def _tuck(state: GameState, cards, behind: tuple[str, ...]) -> GameState:
    """``state`` with a hummingbird from the deck's top tucked behind each of player 0's
    birds ``behind``."""
    deck = hb.shared(state, hb.DECK)
    moved = deck[: len(behind)]
    zones = hb.with_zone(state.tables[0].zones, hb.DECK, deck[len(behind) :])
    zones = hb.with_zone(zones, hb.TUCKED, (*hb.shared(state, hb.TUCKED), *moved))
    table = attrs.evolve(state.tables[0], zones=zones)
    records = (*state.players[0].zone(hb.TUCKED_COUNT), *(_bird_id(cards, b) for b in behind))
    me = attrs.evolve(
        state.players[0], zones=hb.with_zone(state.players[0].zones, hb.TUCKED_COUNT, records)
    )
    return attrs.evolve(state, tables=(table, *state.tables[1:]), players=(me, *state.players[1:]))


def _bonus_count(state: GameState, cards) -> int:
    player = state.players[0]
    (bonus,) = player.bonus
    return bonus_score(player, cards, bonus, extra=active(state.config).bonus_birds).count


def test_bat_falcon_with_a_tucked_hummingbird_counts_for_the_birds_with_tucked_cards_goal(cards):
    board = _table(cards)
    assert not problems(board.state, cards)
    assert round_goal_counts(board.state, cards, 1)[0] == 1  # the falcon, not the mallard
    assert round_goal_counts(_table(cards, ()).state, cards, 1)[0] == 0


def test_bat_falcon_with_a_tucked_hummingbird_counts_for_citizen_scientist(cards):
    assert _bonus_count(_table(cards).state, cards) == 1
    assert _bonus_count(_table(cards, ()).state, cards) == 0
    # two hummingbirds behind the falcon: still one bird with tucked cards
    assert _bonus_count(_table(cards, ("Bat Falcon", "Bat Falcon")).state, cards) == 1


def test_bat_falcon_goal_counts_the_tuck_even_where_goals_count_no_hummingbird(cards):
    s = Scenario(
        players=2,
        cards=cards,
        sets=SETS,
        expansions=(AmericasOptions(goals_count_hummingbirds=False),),
    )
    s.goal(1, GOAL).player(0).bird("forest", "Bat Falcon")
    state = _tuck(_board(s).state, cards, ("Bat Falcon",))
    assert round_goal_counts(state, cards, 1)[0] == 1  # a tucked card, no bird beside a row


def test_bat_falcon_power_records_the_falcon_behind_which_it_tucked(cards):
    mango = _card(cards, Benefit.NECTAR, Group.MANGO)
    s = Scenario(players=2, cards=cards, sets=SETS, expansions=(AmericasOptions(),))
    s.goal(1, GOAL).player(0).bird("forest", "Bat Falcon")
    s.feeder(*DICE).deck_top(*DECK)
    mine = _card(cards, Benefit.EGG, Group.MANGO)
    board = _board(s, spaces={(0, Habitat.GRASSLAND): mine})
    rest = tuple(c for c in hb.shared(board.state, hb.DECK) if c != mango)
    zones = hb.with_zone(board.state.tables[0].zones, hb.DECK, (mango, *rest))
    table = attrs.evolve(board.state.tables[0], zones=zones)
    board = Script(attrs.evolve(board.state, tables=(table,)), rules=board.rules)
    turn = board.play("gain food", "take fish", "use the power of Bat Falcon", until="answers")
    state = turn.state
    assert state.players[0].zone(hb.TUCKED_COUNT) == (_bird_id(cards, "Bat Falcon"),)
    assert round_goal_counts(state, cards, 1)[0] == 1
    assert view(state, cards).player(0).bird("Bat Falcon").tucked == 0  # no bird card behind it


def test_bat_falcon_tucked_hummingbird_record_round_trips_a_save(cards):
    board = _table(cards, ("Bat Falcon", "Bat Falcon"))
    loaded = from_json(to_json(board.state), board.rules)
    assert loaded == board.state
    assert loaded.players[0].zone(hb.TUCKED_COUNT) == (_bird_id(cards, "Bat Falcon"),) * 2


def test_bat_falcon_tucked_hummingbird_record_naming_no_bird_of_the_mat_is_refused(cards):
    state = _table(cards).state
    for wrong in (_bird_id(cards, "Barn Owl"), len(cards.birds) + 3, -1):
        me = attrs.evolve(
            state.players[0],
            zones=hb.with_zone(state.players[0].zones, hb.TUCKED_COUNT, (wrong,)),
        )
        bad = attrs.evolve(state, players=(me, *state.players[1:]))
        assert any("not on their mat" in p for p in problems(bad, cards)), wrong
    # the other player's bird is not on player 0's mat either
    s = Scenario(players=2, cards=cards, sets=SETS, expansions=(AmericasOptions(),))
    s.player(1).bird("forest", "Bat Falcon")
    other = _tuck(_board(s).state, cards, ("Bat Falcon",))
    assert any("not on their mat" in p for p in problems(other, cards))


def test_bat_falcon_covered_by_a_bird_played_on_top_passes_its_hummingbird_to_that_bird(cards):
    """Covered (European, rules 9.1), the falcon and its tucked cards lie behind the bird played
    on top: so does its hummingbird."""
    s = Scenario(players=2, cards=cards, sets=SETS, expansions=(AmericasOptions(),))
    s.goal(1, GOAL).player(0).hand("Common Buzzard").bird("forest", "Bat Falcon")
    board = _board(s)
    board = Script(_tuck(board.state, cards, ("Bat Falcon",)), rules=board.rules)
    turn = board.play("play Common Buzzard in forest", until="answers")  # only the falcon: on it
    state = turn.state
    assert state.players[0].zone(hb.TUCKED_COUNT) == (_bird_id(cards, "Common Buzzard"),)
    assert not problems(state, cards)
    assert round_goal_counts(state, cards, 1)[0] == 1  # the buzzard (the falcon under it too)


@pytest.fixture(scope="module")
def oceania():
    return load_cards(sets=("core", "oceania", "americas"))


def test_bat_falcon_replaced_by_southern_cassowary_is_discarded_with_its_hummingbird(oceania):
    """Replaced (Oceania's Southern Cassowary), the falcon is discarded with its tucked cards:
    its hummingbird's record goes, and with it the point."""
    s = Scenario(
        players=2,
        cards=oceania,
        sets=("core", "oceania", "americas"),
        expansions=(AmericasOptions(),),
    )
    s.player(0).hand("Southern Cassowary").food(fruit=2, seed=1)
    s.player(0).bird("forest", "Bat Falcon").bird("forest", "Blue Jay")
    board = _board(s)
    board = Script(_tuck(board.state, oceania, ("Bat Falcon",)), rules=board.rules)
    turn = board.play("play Southern Cassowary in forest", until="answers")
    turn = turn.play("pick Bat Falcon (forest 1)", until="answers")
    state = turn.state
    assert state.players[0].zone(hb.TUCKED_COUNT) == ()
    assert not problems(state, oceania)
    assert [s.points("tucked-hummingbirds") for s in board.rules.scores(state)] == [0, 0]


def test_bat_falcon_json_view_shows_its_tucked_hummingbird_under_the_bird(cards):
    board = _table(cards, ("Bat Falcon", "Bat Falcon"))
    shown = observation_json(board.state, 1, board.rules, actions=False)
    falcon, mallard = (
        shown["players"][0]["mat"]["forest"][0],
        shown["players"][0]["mat"]["wetland"][0],
    )
    assert falcon["tucked"] == 0 and falcon["tucked_other"] == 2
    assert "tucked_other" not in mallard
