"""Rules reference 6.1 #5: the Automa deck is shuffled face down at setup, so it lies on the
table, its size public, before round 1; round 1 plays that deck (6.2 reshuffles each later
round). Games and saves from before play on alike: it is the same shuffle of the same stream."""

from __future__ import annotations

from pathlib import Path

import attrs
import pytest

import wingspan_rules as ws
from wingspan_rules.engine.invariants import problems, rules_problems
from wingspan_rules.state.model import HIDDEN, GameConfig, Phase
from wingspan_rules.testing import Scenario, view
from wingspan_rules.variants import AutomaOptions
from wingspan_rules.variants.automa import AUTOMA_DECK, round_deck
from wingspan_rules.variants.automa import events as AE

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "automa-deck-before-setup"
OPTIONS = [AutomaOptions(), AutomaOptions(expert=True, human_first=False)]


def _to_round(rules, state, rounds=1):
    """``state`` played (first legal moves) until round ``rounds`` is under way, every state."""
    seen = [state]
    while not (state.phase is Phase.PLAY and state.round >= rounds) and not rules.is_terminal(
        state
    ):
        state = rules.apply(state, rules.legal_moves(state)[0])
        seen.append(state)
    return seen


@pytest.mark.parametrize("options", OPTIONS, ids=["default", "expert-passing"])
def test_rr_6_1_5_the_automa_deck_lies_shuffled_from_setup(options):
    rules = ws.bundled_rules(GameConfig(players=1, mode=options))
    state = rules.new_game(seed=11)
    assert state.phase is Phase.SETUP
    deck = state.mode_state.deck
    assert (
        sorted(deck) == sorted(round_deck(1, options.expert)) and len(deck) == 10 + options.expert
    )
    seen = rules.observation(state, 0)
    assert seen.mode_state.deck == (HIDDEN,) * len(deck)  # the order face down, the size public
    assert ws.observation_json(state, 0)["automa"]["deck"] == len(deck)
    # round 1 plays the deck shuffled at setup: its first card is the first the Automa reveals
    states = _to_round(rules, state, rounds=1)
    while not any(type(e) is AE.AutomaCardRevealed for s in states for e in s.events):
        states.append(rules.apply(states[-1], rules.legal_moves(states[-1])[0]))
    revealed = next(e for s in states for e in s.events if type(e) is AE.AutomaCardRevealed)
    assert revealed.card == AUTOMA_DECK[deck[0]].name


@pytest.mark.parametrize("options", OPTIONS, ids=["default", "expert-passing"])
def test_a_save_made_in_setup_before_the_deck_was_dealt_plays_on_alike(options, request):
    """A save of setup written by the version that shuffled the deck at round 1's start (it
    holds none: ``tests/fixtures/automa-deck-before-setup``, new games of seed 5) loads, and
    round 1's start shuffles it then, from the same stream: the same game as a new one."""
    name = request.node.callspec.id
    old = ws.from_json((FIXTURES / f"automa-setup-{name}-seed5.json").read_text())
    assert old.mode_state.deck == ()
    # a save written before GameConfig.offers reads as the legacy offers (docs/api.md)
    rules = ws.bundled_rules(GameConfig(players=1, mode=options, offers="legacy"))
    now = rules.new_game(seed=5)
    assert now.mode_state.deck and attrs.evolve(now, mode_state=old.mode_state, rng=old.rng) == old
    ours, theirs = _to_round(rules, now, rounds=2), _to_round(rules, old, rounds=2)
    assert len(ours) == len(theirs) and ours[-1] == theirs[-1] and ours[-1].round == 2


def test_a_setup_scenario_deals_the_automa_deck_and_takes_its_top():
    s = Scenario(players=1, mode=AutomaOptions()).setup()
    s.automa().deck_top("3").sections("lay-eggs")
    state = s.build()
    automa = view(state, s.cards).automa
    assert (automa.deck_left, automa.turns_left, automa.revealed) == (10, 8, [])
    deck = state.mode_state.deck
    assert AUTOMA_DECK[deck[0]].name == "3" and AUTOMA_DECK[deck[1]].rounds[0].action == "lay-eggs"
    assert not problems(state, s.cards) and not rules_problems(state, s.cards)


def test_the_automa_deck_is_forced_in_setup():
    s = Scenario(players=1, mode=AutomaOptions()).setup()
    script = s.script()
    deck = script.state.mode_state.deck
    name = AUTOMA_DECK[deck[-1]].name
    forced = script.with_mode("automa_deck", name, sections=("draw",))
    new = forced.state.mode_state.deck
    assert AUTOMA_DECK[new[0]].name == name and AUTOMA_DECK[new[1]].rounds[0].action == "draw"
    assert sorted(new) == sorted(deck)


def test_the_board_shows_the_automa_deck_in_setup():
    rules = ws.bundled_rules(GameConfig(players=1, mode=AutomaOptions()))
    state = rules.new_game(seed=3)
    board = ws.render(state, 0)
    assert "Automa cards: 10 face down" in board


@pytest.mark.parametrize("given", ["Autwitcher", "RASPB Life Fellow"])
def test_6_1_6_the_bonus_card_given_to_the_automa_is_never_dealt_to_the_player(given):
    """Rules 6.1 #6: a bonus card the options give the Automa is taken from the deck for it; the
    player's two bonus cards are dealt from the others, whatever the shuffle."""
    config = GameConfig(players=1, sets=("core", "european"), mode=AutomaOptions(bonus_card=given))
    rules = ws.bundled_rules(config)
    names = [c.name for c in rules.cards.bonus_cards]
    for seed in range(40):
        state = rules.new_game(seed)
        assert given not in [names[c] for c in state.players[0].bonus], seed
        assert view(state, rules.cards).automa.bonus == given, seed
        assert not problems(state, rules.cards), seed
