"""Property tests of ``resample``: a state drawn from one player's view of a random game.

For random states of 1-5 player games (setup, mid-power, late game, over), a resampled state
looks the same to its viewer, passes the invariants a saved game is checked against, round-trips
through JSON, plays on to the end, and depends on the viewer's observation alone. Over many
draws, the hidden cards vary.
"""

from __future__ import annotations

import random

import attrs
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import wingspan_rules as ws
from wingspan_rules import frames as F
from wingspan_rules.bots.resample import COMPONENTS, FRAMES, resample
from wingspan_rules.engine.invariants import problems, rules_problems
from wingspan_rules.state.model import HIDDEN, GameState, Phase
from wingspan_rules.state.protocol import Frame
from wingspan_rules.tools.simulate import random_playout
from wingspan_rules.variants import AutomaOptions, DuetOptions


def random_state(
    players: int,
    seed: int,
    fraction: float,
    mode: ws.ModeOptions = ws.BaseGame(),  # noqa: B008
) -> tuple[ws.Rules, GameState]:
    """A game of ``players`` played with random moves for about ``fraction`` of its length."""
    rules = ws.bundled_rules(ws.GameConfig(players=players, mode=mode))
    state = rules.new_game(seed)
    moves = random.Random(seed)
    steps = int(fraction * 90 * players)  # a game takes about 85 decisions per player
    for _ in range(steps):
        if rules.is_terminal(state):
            break
        options = rules.legal_moves(state)
        state = rules.apply(state, options[moves.randrange(len(options))])
    return rules, state


#: (players, seed, fraction) of a ``random_state``: setup often, and all along the game.
games = st.tuples(
    st.integers(1, 5), st.integers(0, 2**32), st.one_of(st.floats(0, 0.08), st.floats(0, 1.1))
)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(game=games, data=st.data(), draw_seed=st.integers(0, 2**32))
def test_a_resampled_state_looks_the_same_and_is_a_sound_game(game, data, draw_seed):
    rules, state = random_state(*game)
    viewer = data.draw(st.integers(0, len(state.players) - 1), label="viewer")
    drawn = resample(state, viewer, draw_seed, rules=rules)

    assert type(drawn) is GameState
    assert rules.observation(drawn, viewer) == rules.observation(state, viewer)
    assert problems(drawn, rules.cards) == []
    assert rules_problems(drawn, rules.cards) == []
    assert ws.from_json(ws.to_json(drawn), rules) == drawn
    if rules.current_player(state) == viewer:  # the viewer's options are the same
        assert rules.legal_moves(drawn) == rules.legal_moves(state)
    final, _ = random_playout(drawn, draw_seed, rules=rules)
    assert rules.is_terminal(final)


@settings(max_examples=20, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    seed=st.integers(0, 2**32),
    fraction=st.floats(0, 1.1),
    viewer=st.integers(0, 1),
    draw_seed=st.integers(0, 2**32),
)
def test_a_resampled_duet_game_keeps_its_public_map(seed, fraction, viewer, draw_seed):
    """Duet mode (rules 8.1): the map is public and kept; the hidden cards are drawn as in the
    base game."""
    rules, state = random_state(2, seed, fraction, DuetOptions())
    drawn = resample(state, viewer, draw_seed, rules=rules)
    assert drawn.mode_state == state.mode_state
    assert rules.observation(drawn, viewer) == rules.observation(state, viewer)
    assert problems(drawn, rules.cards) == rules_problems(drawn, rules.cards) == []
    final, _ = random_playout(drawn, draw_seed, rules=rules)
    assert rules.is_terminal(final)


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(game=games, data=st.data(), draw_seed=st.integers(0, 2**32))
def test_resample_reads_the_observation_alone(game, data, draw_seed):
    """Two true states with the same observation resample alike; so does the observation."""
    rules, state = random_state(*game)
    viewer = data.draw(st.integers(0, len(state.players) - 1), label="viewer")
    other = resample(state, viewer, draw_seed ^ 0xABCDEF, rules=rules)  # same view, other truth
    assert resample(state, viewer, draw_seed, rules=rules) == resample(
        other, viewer, draw_seed, rules=rules
    )
    seen = rules.observation(state, viewer)
    assert resample(seen, viewer, draw_seed, rules=rules) == resample(
        state, viewer, draw_seed, rules=rules
    )


def _hidden_bird_slots(state: GameState, viewer: int) -> tuple:
    """What the viewer cannot see of the bird cards: the deck and the unknown hand cards."""
    hands = tuple(
        tuple(c for c in pl.hand if c not in pl.known)
        for p, pl in enumerate(state.players)
        if p != viewer
    )
    return state.table.deck, hands


@settings(max_examples=20, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(game=games, data=st.data())
def test_the_hidden_cards_vary_from_draw_to_draw(game, data):
    """Over 10 draws, the deck (and the other players' unknown hand cards, when there are any)
    are not the true ones every time. Each draw deals more than 50 unseen cards uniformly, so a
    draw repeats the truth with a chance below 1 in 50: ten in a row below 1e-16."""
    rules, state = random_state(*game)
    viewer = data.draw(st.integers(0, len(state.players) - 1), label="viewer")
    stream = random.Random(data.draw(st.integers(0, 2**32), label="stream"))
    truth = _hidden_bird_slots(state, viewer)
    draws = [_hidden_bird_slots(resample(state, viewer, stream), viewer) for _ in range(10)]
    assert any(deck != truth[0] for deck, _ in draws)
    if state.phase is not Phase.SETUP and any(truth[1]):
        assert any(hands != truth[1] for _, hands in draws)


def test_a_random_generator_is_advanced_and_a_seed_repeats(cards):
    rules, state = random_state(3, 11, 0.5)
    stream = random.Random(5)
    first, second = resample(state, 0, stream, rules=rules), resample(state, 0, stream, rules=rules)
    assert first != second
    assert resample(state, 0, 42, rules=rules) == resample(state, 0, 42, rules=rules)
    assert first.rng != state.rng  # future dice and draws are drawn too


def test_another_players_setup_choices_are_drawn_afresh(cards):
    """Player 1, choosing in setup, does not know how many birds player 0 kept."""
    rules = ws.bundled_rules(ws.GameConfig(players=3))
    state = rules.new_game(8)
    while rules.current_player(state) == 0:
        state = rules.apply(state, rules.legal_moves(state)[0])
    assert state.phase is Phase.SETUP
    stream = random.Random(1)
    kept = {len(resample(state, 1, stream, rules=rules).players[0].hand) for _ in range(30)}
    assert len(kept) > 1  # 30 binomial(5, 1/2) draws all alike: chance below 1e-14
    for p in (1, 2):  # the viewer and a player who has not chosen yet look as dealt
        drawn = resample(state, 1, stream, rules=rules)
        assert len(drawn.players[p].hand) == len(state.players[p].hand)


def test_a_bird_being_played_stays_in_its_players_hand(cards):
    rules = ws.bundled_rules(ws.GameConfig(players=2, offers="legacy"))
    moves = random.Random(3)
    state = rules.new_game(3)
    found = 0
    while not rules.is_terminal(state) and found < 5:
        top = state.pending[-1]
        if type(top) is F.PayFood and top.player != 1:
            found += 1
            for seed in range(5):
                drawn = resample(state, 1, seed, rules=rules)
                assert top.card in drawn.players[top.player].hand
        options = rules.legal_moves(state)
        state = rules.apply(state, options[moves.randrange(len(options))])
    assert found


def test_every_state_component_and_hiding_frame_says_how_it_is_redrawn():
    fields = {f.name for f in attrs.fields(GameState) if f.init}
    assert set(COMPONENTS) == fields

    def subclasses(cls):
        for sub in cls.__subclasses__():
            yield sub
            yield from subclasses(sub)

    hiding = {c.TAG for c in subclasses(Frame) if c.TAG and "seen_by" in vars(c)}
    assert hiding <= set(FRAMES), f"frames that hide cards without a redraw: {hiding - set(FRAMES)}"
    redrawn = {c.TAG for c in subclasses(Frame) if c.TAG and c.REDRAW}
    assert redrawn == set(FRAMES), "FRAMES is built from the frames' REDRAW declarations"


def test_resample_refuses_what_it_cannot_draw(cards):
    rules, state = random_state(2, 4, 0.5)
    seen = rules.observation(state, 0)
    with pytest.raises(ws.ConfigError, match="player 0's observation"):
        resample(seen, 1, 0, rules=rules)
    with pytest.raises(ws.NotAGameError):
        resample("a game", 0, 0)  # type: ignore[arg-type]
    automa_rules, automa_state = random_state(1, 4, 0.5, AutomaOptions())
    with pytest.raises(ws.ConfigError, match="automa mode"):
        resample(automa_state, 0, 0, rules=automa_rules)
    assert HIDDEN in seen.table.deck
