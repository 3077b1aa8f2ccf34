"""The observation encoding: its layout, its bounds, and that it shows only what a player sees."""

from __future__ import annotations

import random

import attrs
import pytest

from ._extras import need

need("numpy")

import numpy as np  # noqa: E402

import wingspan_rules as ws  # noqa: E402
from wingspan_rules import frames  # noqa: E402
from wingspan_rules.envs.observation import (  # noqa: E402
    CARD_FEATURES,
    OBSERVATION_VERSION,
    ObservationEncoding,
    card_features,
    decision_fingerprint,
)
from wingspan_rules.state.model import Phase  # noqa: E402


def _states(
    players: int,
    seed: int,
    every: int = 1,
    mode: ws.ModeOptions = ws.BaseGame(),  # noqa: B008
):
    """The states of a random game, every ``every`` decisions, and the last one."""
    rules = ws.bundled_rules(ws.GameConfig(players=players, mode=mode))
    state = rules.new_game(seed)
    pick = random.Random(seed)
    n = 0
    while True:
        if n % every == 0 or rules.is_terminal(state):
            yield rules, state
        if rules.is_terminal(state):
            return
        moves = rules.legal_moves(state)
        state = rules.apply(state, moves[pick.randrange(len(moves))])
        n += 1


@pytest.mark.parametrize("players", [1, 2, 3, 4, 5])
def test_sections_tile_the_vector(players):
    encoding = ObservationEncoding(ws.bundled_rules(ws.GameConfig(players=players)))
    assert OBSERVATION_VERSION == 13
    start = 0
    for section in encoding.sections:
        assert section.start == start and section.length > 0
        start = section.stop
    assert start == encoding.size == encoding.high.shape[0]
    names = [s.name for s in encoding.sections]
    assert len(names) == len(set(names))
    assert encoding.section("decision").length == len(frames.DECISION_TYPES)
    assert encoding.section("hand").length == 180
    assert [
        s.name for s in encoding.sections if s.name[:2] in {f"p{k}" for k in range(players)}
    ] == [f"p{k}.{part}" for k in range(players) for part in ("food", "counts", "mat")]


#: The order of the decision types (``frames.DECISION_TYPES``: the pending decision's one-hot
#: indices) each observation version was published with.
DECISION_ORDER = {
    7: "10081fc2ba70e76b",
    8: "2969cdea3d05e92d",
    9: "100b58b542a025e7",
    10: "5bc63bbac36f562e",
    11: "cda71930ade0ca71",
    12: "7ad18b5f20bacfa3",
    13: "7ad18b5f20bacfa3",  # the decisions as in 12: the zones' and expansions' sections moved
}


def test_the_decision_order_is_pinned_to_the_observation_version():
    """A new decision type, or a reordering (a package merged before another), moves the
    one-hot indices of the pending decision: bump ``OBSERVATION_VERSION`` and pin the new
    fingerprint here."""
    assert decision_fingerprint() == DECISION_ORDER.get(OBSERVATION_VERSION), (
        "frames.DECISION_TYPES changed order: bump OBSERVATION_VERSION and pin "
        f"{decision_fingerprint()!r} for it in DECISION_ORDER"
    )


def test_the_sizes_of_the_core_set():
    """docs/environments.md gives these sizes."""
    sizes = {
        n: ObservationEncoding(ws.bundled_rules(ws.GameConfig(players=n))).size for n in range(1, 6)
    }
    assert sizes == {1: 881, 2: 974, 3: 1067, 4: 1160, 5: 1253}


@pytest.mark.parametrize(
    "players, seed, mode",
    [
        (1, 1, ws.BaseGame()),
        (2, 2, ws.BaseGame()),
        (3, 3, ws.BaseGame()),
        (4, 4, ws.BaseGame()),
        (5, 5, ws.BaseGame()),
        (2, 6, ws.DuetOptions()),
        (1, 7, ws.AutomaOptions()),
    ],
)
def test_the_fast_path_equals_the_encoding_of_the_observation_at_every_step(players, seed, mode):
    """``encode_state`` reads the state itself outside setup: it must give exactly the vector
    of the player's observation, for every player at every step, so nothing hidden leaks."""
    encoding = None
    for rules, state in _states(players, seed, mode=mode):
        encoding = encoding or ObservationEncoding(rules)
        for p in range(players):
            fast = encoding.encode_state(state, p)
            slow = encoding.encode(rules.observation(state, p))
            assert fast.dtype == np.float32 and fast.shape == (encoding.size,)
            assert np.array_equal(fast, slow), (state.phase, p, np.flatnonzero(fast != slow))
            assert (fast >= 0).all() and (fast <= encoding.high).all()


def test_the_variants_sections():
    duet = ObservationEncoding(ws.bundled_rules(ws.GameConfig(players=2, mode=ws.DuetOptions())))
    assert duet.section("duet.spaces").length == 2 * 36
    assert duet.size == 974 + 72 + 6 + 48
    automa = ObservationEncoding(
        ws.bundled_rules(ws.GameConfig(players=1, mode=ws.AutomaOptions()))
    )
    assert automa.section("automa").length == 12 and automa.size == 881 + 12 + 26
    with pytest.raises(KeyError):
        duet.section("automa")
    with pytest.raises(KeyError):  # the nectar boxes only when the Automa keeps them
        automa.section("automa.nectar")


def test_the_automa_nectar_boxes_are_a_section_when_it_keeps_them():
    """Against the Automa keeping its Spent Nectar Collection card (rules-expansions 9.2.11,
    an Oceania game with the nectar majority), its three boxes are public: a section."""
    config = ws.GameConfig(
        players=1, sets=("core", "oceania"), mode=ws.AutomaOptions(nectar_majority=True)
    )
    rules = ws.bundled_rules(config)
    encoding = ObservationEncoding(rules)
    plain = ObservationEncoding(
        ws.bundled_rules(
            ws.GameConfig(players=1, sets=("core", "oceania"), mode=ws.AutomaOptions())
        )
    )
    section = encoding.section("automa.nectar")
    assert section.length == 3 and encoding.size == plain.size + 3
    state = rules.new_game(1)
    vector = encoding.encode_state(state, 0)
    assert tuple(vector[section.start : section.stop]) == state.mode_state.nectar
    assert np.array_equal(vector, encoding.encode(rules.observation(state, 0)))


def test_known_values(cards):
    rules = ws.bundled_rules(ws.GameConfig(players=3))
    encoding = ObservationEncoding(rules)
    state = rules.new_game(11)
    vector = encoding.encode_state(state, 1)

    def part(name):
        s = encoding.section(name)
        return vector[s.start : s.stop]

    assert part("phase").tolist() == [1, 0, 0]
    assert part("round").tolist() == [1, 0, 0, 0]
    deciding = state.pending[-1].player
    assert part("deciding")[(deciding - 1) % 3] == 1 and part("deciding").sum() == 1
    assert part("feeder").sum() == 5
    assert part("tray").tolist() == [c + 1 for c in state.table.tray]
    assert sorted(np.flatnonzero(part("hand")).tolist()) == sorted(state.players[1].hand)
    assert part("p0.counts")[0] == len(state.players[1].hand)  # seat 0 is the viewer
    # another player's hand is hidden: its cards are nowhere, only its size
    others = set(state.players[0].hand) | set(state.players[2].hand)
    assert not any(part("hand")[c] for c in others - set(state.players[1].hand))
    assert part("seen").sum() == 0


def test_hidden_cards_do_not_change_the_vector():
    """Two states that differ only in what player 0 cannot see (another hand's cards, the
    deck order) give player 0 the same vector."""
    rules = ws.bundled_rules(ws.GameConfig(players=2))
    encoding = ObservationEncoding(rules)
    state = None
    for _rules, s in _states(2, 21):
        if s.phase is Phase.PLAY and s.round == 2:
            state = s
            break
    assert state is not None
    other = state.players[1]
    unknown = [c for c in other.hand if c not in other.known]
    assert unknown and state.table.deck
    swapped_card, deck_card = unknown[0], state.table.deck[0]
    hand = tuple(deck_card if c == swapped_card else c for c in other.hand)
    deck = (swapped_card, *reversed(state.table.deck[1:]))
    changed = attrs.evolve(
        state,
        players=(state.players[0], attrs.evolve(other, hand=hand)),
        tables=(attrs.evolve(state.table, deck=deck),),
    )
    assert np.array_equal(encoding.encode_state(state, 0), encoding.encode_state(changed, 0))
    assert not np.array_equal(encoding.encode_state(state, 1), encoding.encode_state(changed, 1))


def test_each_call_returns_a_new_array():
    rules = ws.bundled_rules(ws.GameConfig(players=2))
    encoding = ObservationEncoding(rules)
    state = rules.new_game(1)
    a, b = encoding.encode_state(state, 0), encoding.encode_state(state, 0)
    assert np.array_equal(a, b) and not np.shares_memory(a, b)
    a[:] = 7
    assert np.array_equal(b, encoding.encode_state(state, 0))


def test_encode_takes_an_observation():
    rules = ws.bundled_rules(ws.GameConfig(players=2))
    encoding = ObservationEncoding(rules)
    state = rules.new_game(1)
    with pytest.raises(TypeError, match="encode_state"):
        encoding.encode(state)
    with pytest.raises(ValueError):
        encoding.encode_state(rules.apply(state, rules.legal_moves(state)[0]), 5)


def test_card_features(cards):
    table = card_features(cards)
    assert table.shape == (len(cards.birds), len(CARD_FEATURES)) and table.dtype == np.float32
    mallard = cards.bird_id("Mallard")
    row = dict(zip(CARD_FEATURES, table[mallard].tolist(), strict=True))
    assert row["points"] == cards.birds[mallard].points
    assert row["habitat.wetland"] == 1
