"""``ws.svg(state, player=None)``: a picture of the table as an SVG document, for every mode
and set: it parses as XML and shows the birds on the mats with their eggs, and hides what the
viewer may not see."""

from __future__ import annotations

import random
import xml.etree.ElementTree as ET

import pytest

import wingspan_rules as ws
from wingspan_rules.variants import SETUP_PRESETS, VARIANTS

SVG = "{http://www.w3.org/2000/svg}"


def _configs() -> list[ws.GameConfig]:
    """A configuration of every mode (at its smallest player count), a setup preset, and the
    European set."""
    found = [
        ws.GameConfig(players=v.OPTIONS.PLAYERS[0], mode=v.OPTIONS()) for v in VARIANTS.values()
    ]
    found += [ws.GameConfig(players=2, setup=p.OPTIONS()) for p in SETUP_PRESETS]
    found.append(ws.GameConfig(players=2, sets=("core", "european")))
    return found


def _played(config: ws.GameConfig, seed: int = 2) -> tuple[ws.Rules, ws.GameState]:
    """A game of ``config`` some way into its rounds, with birds on the mats."""
    rules = ws.bundled_rules(config)
    state = rules.new_game(seed)
    pick = random.Random(seed)
    for _ in range(2000):
        if rules.is_terminal(state):
            break
        if sum(len(row) for p in state.players for row in p.mat) >= 3 and state.round >= 2:
            break
        player = rules.current_players(state)[0]
        moves = rules.legal_moves(state, player)
        plays = [m for m in moves if type(m).__name__ == "PlaceBird"]
        state = rules.apply(
            state, (plays or moves)[pick.randrange(len(plays or moves))], player=player
        )
    return rules, state


def _texts(document: str) -> list[str]:
    root = ET.fromstring(document)
    assert root.tag == f"{SVG}svg"
    return ["".join(t.itertext()) for t in root.iter(f"{SVG}text")]


@pytest.mark.parametrize(
    "config",
    _configs(),
    ids=lambda c: f"{c.mode.TAG}-{c.players}-{'-'.join(c.sets)}-{c.setup is not None}",
)
def test_the_picture_shows_every_mat_with_its_birds_and_eggs(config):
    rules, state = _played(config)
    names = [f"Seat{p}" for p in range(len(state.players))]
    document = ws.svg(state, rules=rules, names=names)
    texts = _texts(document)
    joined = "\n".join(texts)
    for p, player in enumerate(state.players):
        assert names[p] in joined
        for row in player.mat:
            for bird in row:
                card = rules.cards.birds[bird.card]
                assert any(t.startswith(card.name[:24]) for t in texts), card.name
                assert f"eggs {bird.eggs}/{card.egg_limit}" in joined
    for face in state.tables[0].feeder:
        assert face.label in texts
    seen = ws.observation_json(state, 0, rules, names=names)
    for section in seen["notes"]:  # the mode's own parts, in its English
        for line in section:
            assert line[:150] in texts


def test_a_seat_sees_its_own_hand_and_nobody_elses():
    rules, state = _played(ws.GameConfig(players=2))
    hand = [rules.cards.birds[c].name for c in state.players[0].hand]
    other = [rules.cards.birds[c].name for c in state.players[1].hand]
    mine = "\n".join(_texts(ws.svg(state, 0, rules=rules)))
    public = "\n".join(_texts(ws.svg(state, rules=rules)))
    hands = [t for t in _texts(ws.svg(state, 0, rules=rules)) if "hand" in t]
    assert all(name in mine for name in hand)
    assert not any(name in "\n".join(hands) for name in other if name not in hand)
    assert not any(f": {name}" in public for name in hand)


def test_a_notebook_shows_the_picture():
    rules, state = _played(ws.GameConfig(players=2))
    picture = ws.svg(state, rules=rules, picture=True)
    assert isinstance(picture, str) and picture._repr_svg_() == str(picture)
    assert picture == ws.svg(state, rules=rules)
    ET.fromstring(picture)


def test_a_finished_game_shows_the_scores():
    rules = ws.bundled_rules(ws.GameConfig(players=2))
    state = rules.new_game(4)
    while not rules.is_terminal(state):
        state = rules.apply(state, rules.legal_moves(state)[0])
    texts = _texts(ws.svg(state, rules=rules, names=["Ann", "Bob"]))
    scores = rules.scores(state)
    assert f"Ann: {scores[0].total} points (rank {scores[0].rank})" in texts
    assert "The game is over." in texts


def test_the_picture_marks_its_parts_with_css_classes_a_page_can_style():
    """Each bird, die and tray card is an element of its class (``class="bird"``), so a web
    page styles them; no attribute is misnamed."""
    rules, state = _played(ws.GameConfig(players=2))
    root = ET.fromstring(ws.svg(state, rules=rules))
    classes = {e.get("class") for e in root.iter() if e.get("class")}
    assert {"bird", "die", "tray-card", "player-name"} <= classes
    assert not any(name.endswith("-") for e in root.iter() for name in e.attrib)
