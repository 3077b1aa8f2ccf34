"""The Americas in the adapters: the hummingbird moves as events (told in the story, saved
with the game), the observation vector's sections for the garden and the spaces, and the JSON
view the web client draws."""

from __future__ import annotations

import pytest

from americas.test_birds_last import FALCON, _falcon
from americas.test_hummingbirds import _board, _card, _lay_eggs_with, _scenario
from wingspan_rules import load_cards
from wingspan_rules.effects.hooks import REGISTERED
from wingspan_rules.effects.hummingbird_cards import Benefit, Group
from wingspan_rules.engine.describe import Names
from wingspan_rules.events import EVENT_TYPES
from wingspan_rules.expansions.americas import EVENTS
from wingspan_rules.expansions.americas import components as hb
from wingspan_rules.expansions.americas import events as A
from wingspan_rules.saves.serialization import converter, event_to_dict, from_json, to_json
from wingspan_rules.state.enums import Habitat
from wingspan_rules.state.events import BaseEvent
from wingspan_rules.views.text import narrate_events

SETS = ("core", "americas")


@pytest.fixture(scope="module")
def cards():
    return load_cards(sets=SETS)


def _story(turn, cards) -> list[str]:
    return narrate_events(turn.log, Names(cards, turn.state))


# --- events -------------------------------------------------------------------------------------


def test_the_expansion_declares_its_events_and_they_join_every_events_table():
    declared = next(e for e in REGISTERED if e.name == "americas").events
    assert declared == EVENTS and set(EVENTS) <= set(EVENT_TYPES)
    assert {c.TAG for c in EVENTS} >= {"hummingbird-attracted", "hummingbird-returned"}


def test_attracting_a_hummingbird_is_an_event_the_story_tells_by_name(cards):
    nectar = _card(cards, Benefit.NECTAR)
    s = _scenario(cards)
    s.feeder("seed", "seed", "fish", "fish", "rodent")
    turn = _board(s, piles=((nectar,), (), (), (), ())).play(
        "gain food", "take seed", "attract from garden pile 1"
    )
    (attracted,) = turn.events(A.HummingbirdAttracted)
    assert attracted == A.HummingbirdAttracted(0, nectar, Habitat.FOREST, 0)
    name = cards.hummingbirds[nectar].name
    assert f"player 0 attracted {name} from garden pile 1 to their forest space" in _story(
        turn, cards
    )
    # the empty piles are refilled from the deck at the turn's end, and that is told too
    (refilled,) = turn.events(A.GardenRefilled)
    assert refilled.piles == (0, 1, 2, 3, 4)
    assert refilled.cards == tuple(hb.shared(turn.state, pile)[-1] for pile in hb.PILES)
    assert any(line.startswith("the garden is refilled") for line in _story(turn, cards))


def test_attracting_from_the_deck_names_the_deck(cards):
    s = _scenario(cards)
    s.feeder("seed", "seed", "fish", "fish", "rodent")
    board = _board(s)
    top = hb.shared(board.state, hb.DECK)[0]
    turn = board.play("gain food", "take seed", until="answers")
    assert turn.events(A.HummingbirdAttracted)[0].pile == A.FROM_DECK
    assert f"attracted {cards.hummingbirds[top].name} from the hummingbird deck" in "\n".join(
        _story(turn, cards)
    )


def test_returning_a_hummingbird_and_advancing_its_marker_are_told(cards):
    held = _card(cards, Benefit.EGG, Group.MANGO)
    turn = _lay_eggs_with(cards, held, ((), (), (), (), ())).play(
        "lay eggs", "Wild Turkey", "Wild Turkey", "return it to garden pile 3", until="answers"
    )
    assert turn.events(A.HummingbirdReturned) == [
        A.HummingbirdReturned(0, held, Habitat.GRASSLAND, 2)
    ]
    assert turn.events(A.MarkerMoved) == [A.MarkerMoved(0, int(Group.MANGO), 1, 0)]
    story = _story(turn, cards)
    name = cards.hummingbirds[held].name
    assert f"player 0 returned {name} from their grassland space to garden pile 3" in story
    assert "player 0's mango marker advanced to level 1 (0 points)" in story


def test_a_marker_reaching_a_hummingbird_space_says_it_gives_an_action(cards):
    held = _card(cards, Benefit.EGG, Group.BEE)
    s = _scenario(cards)
    s.player(0).bird("grassland", "Wild Turkey")
    board = _board(s, spaces={(0, Habitat.GRASSLAND): held}, levels={(0, Group.BEE): 3})
    turn = board.play(
        "lay eggs", "Wild Turkey", "Wild Turkey", "return it to garden pile 1", until="answers"
    )
    (moved,) = turn.events(A.MarkerMoved)
    assert moved.level == 4 and moved.bonus
    assert "a hummingbird space: a hummingbird action" in "\n".join(_story(turn, cards))


def test_bat_falcon_discarding_the_looked_at_hummingbirds_is_told(cards):
    topaz, emerald = (
        _card(cards, Benefit.NECTAR, Group.TOPAZ),
        _card(cards, Benefit.EGG, Group.EMERALD),
    )
    turn = _falcon(cards, (topaz, emerald), _card(cards, Benefit.EGG, Group.MANGO)).play(
        *FALCON, until="answers"
    )
    assert turn.events(A.HummingbirdsDiscarded) == [A.HummingbirdsDiscarded(0, (topaz, emerald))]
    names = [cards.hummingbirds[c].name for c in (topaz, emerald)]
    told = f"player 0 discarded {names[0]} and {names[1]} to the hummingbird discard pile"
    assert told in _story(turn, cards)


def test_bat_falcon_tucking_a_hummingbird_stays_face_down(cards):
    mango = _card(cards, Benefit.NECTAR, Group.MANGO)
    turn = _falcon(cards, (mango,), _card(cards, Benefit.EGG, Group.MANGO)).play(
        *FALCON, until="answers"
    )
    story = "\n".join(_story(turn, cards))
    assert "player 0 tucked a card behind Bat Falcon" in story
    assert cards.hummingbirds[mango].name not in story  # the tucked one is never named


def test_the_hummingbird_events_are_saved_and_loaded_with_the_game(cards):
    held = _card(cards, Benefit.EGG, Group.MANGO)
    board = _lay_eggs_with(cards, held, ((), (), (), (), ()))
    turn = board.play("lay eggs", "Wild Turkey", "Wild Turkey", "return it to garden pile 3")
    for event in turn.log:
        if type(event) in EVENTS:
            data = event_to_dict(event)
            assert data["type"] == event.TAG
            assert converter().structure(data, BaseEvent) == event
    middle = board.play(
        "lay eggs", "Wild Turkey", "Wild Turkey", "return it to garden pile 3", until="answers"
    )
    assert any(type(e) in EVENTS for e in middle.state.events)
    loaded = from_json(to_json(middle.state))
    assert loaded == middle.state


# --- the observation vector ---------------------------------------------------------------------


def _part(encoding, vector, name: str) -> list[float]:
    section = encoding.section(name)
    return [float(x) for x in vector[section.start : section.stop]]


def test_the_observation_shows_the_garden_tops_the_spaces_and_the_shared_zones_sizes(cards):
    from wingspan_rules.envs.observation import ObservationEncoding

    nectar, egg = _card(cards, Benefit.NECTAR), _card(cards, Benefit.EGG)
    below = _card(cards, Benefit.EGG, skip=1)
    s = _scenario(cards)
    board = _board(s, piles=((below, nectar), (), (egg,), (), ()), spaces={(1, Habitat.WETLAND): 7})
    encoding = ObservationEncoding(board.rules)
    for viewer in (0, 1):
        vector = encoding.encode_state(board.state, viewer)
        assert _part(encoding, vector, "americas.garden") == [nectar + 1, 0, egg + 1, 0, 0]
        spaces = _part(encoding, vector, "americas.spaces")
        other = 3 * ((1 - viewer) % 2)  # player 1's block: seats are relative to the viewer
        assert spaces[other + Habitat.WETLAND] == 8 and sum(spaces) == 8
        assert _part(encoding, vector, "zone.americas-garden-1") == [2]
        deck = len(hb.shared(board.state, hb.DECK))
        assert _part(encoding, vector, "zone.americas-hummingbird-deck") == [deck]
        layout = _part(encoding, vector, "americas.track_layout")
        assert [layout[g * 5 : g * 5 + 5].index(1) for g in range(5)] == [0, 1, 2, 3, 4]


def test_a_returned_hummingbird_on_top_of_a_pile_is_marked_in_the_observation(cards):
    from wingspan_rules.envs.observation import ObservationEncoding

    held = _card(cards, Benefit.EGG, Group.MANGO)
    below = _card(cards, Benefit.EGG, Group.TOPAZ)
    # returned onto another group: the player still chooses the marker, in the same turn
    turn = _lay_eggs_with(cards, held, ((), (), (below,), (), ())).play(
        "lay eggs", "Wild Turkey", "Wild Turkey", "return it to garden pile 3", until="answers"
    )
    encoding = ObservationEncoding(turn.rules)
    vector = encoding.encode_state(turn.state, 0)
    assert _part(encoding, vector, "americas.garden")[2] == held + 1
    assert _part(encoding, vector, "americas.garden_returned") == [0, 0, 1, 0, 0]


def test_the_observation_of_an_americas_game_leaks_nothing_and_equals_the_fast_path(cards):
    """The vector of each player's observation equals the state's fast path at every step of a
    random game: the face-down hummingbird deck shows only its size."""
    import random

    import numpy as np

    from wingspan_rules.engine import Rules
    from wingspan_rules.envs.observation import ObservationEncoding
    from wingspan_rules.state.model import GameConfig

    rules = Rules(cards, GameConfig(players=2, sets=SETS))
    encoding = ObservationEncoding(rules)
    state, pick = rules.new_game(11), random.Random(11)
    for n in range(600):
        if rules.is_terminal(state):
            break
        if n % 7 == 0:
            for p in range(2):
                fast = encoding.encode_state(state, p)
                slow = encoding.encode(rules.observation(state, p))
                assert np.array_equal(fast, slow), np.flatnonzero(fast != slow)
                assert (fast >= 0).all() and (fast <= encoding.high).all()
        moves = rules.legal_moves(state)
        state = rules.apply(state, moves[pick.randrange(len(moves))])


# --- the text view and the picture ----------------------------------------------------------------


def _garden_board(cards):
    nectar, egg = _card(cards, Benefit.NECTAR), _card(cards, Benefit.EGG)
    below = _card(cards, Benefit.EGG, skip=1)
    s = _scenario(cards)
    board = _board(s, piles=((below, nectar), (), (egg,), (), ()), spaces={(1, Habitat.WETLAND): 7})
    return board, [cards.hummingbirds[c].name for c in (below, nectar, egg, 7)]


def test_the_text_view_shows_the_garden_piles_and_each_hummingbird_in_its_space(cards):
    from wingspan_rules.views.text import render

    board, (below, nectar, egg, in_space) = _garden_board(cards)
    shown = render(board.state, rules=board.rules)
    assert f"garden pile 1: {below}, {nectar}" in shown  # bottom to top
    assert f"garden pile 3: {egg}" in shown
    assert "garden pile 2: -" in shown
    deck = len(hb.shared(board.state, hb.DECK))
    assert f"hummingbird deck: {deck}" in shown  # face down: a count
    wetland = [line for line in shown.splitlines() if line.strip().startswith("wetland")]
    assert f"[hummingbird space {in_space}]" in wetland[1]  # player 1's wetland row
    assert "[hummingbird space -]" in wetland[0]


def test_the_picture_shows_the_garden_and_the_spaces_by_their_labels(cards):
    import xml.etree.ElementTree as ET

    import wingspan_rules as ws

    board, (below, nectar, egg, in_space) = _garden_board(cards)
    root = ET.fromstring(ws.svg(board.state, rules=board.rules))
    texts = ["".join(t.itertext()) for t in root.iter("{http://www.w3.org/2000/svg}text")]
    assert f"garden pile 1: {below}, {nectar}" in texts
    assert "garden pile 2: -" in texts  # empty, as the text view says it
    deck = len(hb.shared(board.state, hb.DECK))
    assert f"hummingbird deck: {deck}" in texts  # face down: a count
    assert not any(t.startswith("tracker layout") for t in texts)  # tokens, not cards
    assert any(f"hummingbird space (wetland): {in_space}" in t for t in texts)
    marked = [t for t in root.iter("{http://www.w3.org/2000/svg}text") if t.get("class") == "zones"]
    assert marked, "the board's zones are drawn with their class"
