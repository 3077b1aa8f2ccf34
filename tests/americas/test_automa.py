"""The Automa with the Americas (rules-expansions 9.5.10, 9.5.13, [U] U15; docs/variants.md):
the Automa-only Charm Champion, and whether the Automa takes hummingbirds."""

from __future__ import annotations

import attrs
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from properties.playing import play_out, replay

import wingspan_rules as ws
from wingspan_rules.effects.predicates import Mentions
from wingspan_rules.state.model import GameConfig
from wingspan_rules.testing import Scenario
from wingspan_rules.variants import AutomaOptions, DuetOptions

SETS = ("core", "americas")
CHAMPION = "Charm Champion"


@pytest.fixture(scope="module")
def cards():
    return ws.load_cards(sets=SETS)


def _kept(cards, bonus: str, tray: tuple[str, str, str]):
    s = Scenario(players=1, sets=SETS, cards=cards, mode=AutomaOptions(bonus_card=bonus))
    s.automa().bonus(bonus).deck_top("3")  # card 3, round 1: play a bird
    s.tray(*tray)
    state = s.play("gain food", "stop", until="answers").state
    return [cards.birds[c].name for c in state.mode_state.birds], state


def test_9_5_10_charm_champion_keeps_the_best_bird_with_hummingbird_in_its_name(cards):
    # Both hummingbirds are worth 4: the leftmost is kept (rules 6.3), the other discarded;
    # the Osprey (5 points) does not count and stays in the tray.
    kept, state = _kept(
        cards, CHAMPION, ("Osprey", "Ruby-Throated Hummingbird", "Anna's Hummingbird")
    )
    assert kept == ["Ruby-Throated Hummingbird"]
    assert cards.bird_id("Anna's Hummingbird") in state.tables[0].discard
    assert cards.bird_id("Osprey") in state.tables[0].tray


def test_9_5_10_charm_champion_counts_a_power_that_names_hummingbirds(cards):
    osprey = cards.birds[cards.bird_id("Osprey")]
    written = (osprey.text or "").replace(
        "end\nend", "end\n  power when played\n    attract 1 hummingbird\n  end\nend"
    )
    attracting = attrs.evolve(osprey, text=written)
    mentions = Mentions("hummingbird")
    assert mentions.test(attracting, None, None)
    assert not mentions.test(osprey, None, None)
    # The word begins a word: "hummingbirds" counts, a longer word containing it does not.
    assert mentions.test(attrs.evolve(osprey, name="Return Hummingbirds Wren"), None, None)
    assert not mentions.test(attrs.evolve(osprey, name="Antihummingbird Owl"), None, None)


def test_9_5_10_charm_champion_is_the_automas_only(cards):
    state = ws.Rules(cards, GameConfig(players=2, sets=SETS)).new_game(seed=1)
    held = set(state.tables[0].bonus_deck) | {c for p in state.players for c in p.bonus}
    assert cards.bonus_id(CHAMPION) not in held
    assert not cards.bonus(CHAMPION).scored_by_players


def test_u15_the_other_reading_of_charm_champions_points_is_a_card_fact(tmp_path):
    # U15 reads its blank points as the base Automa card's (the highest-valued one kept); a
    # card file may read them as Asia's cards do, written with their facts.
    path = tmp_path / "charm.wsp"
    path.write_text(
        'bonus "Charm Admirer"\n  set homebrew\n  automa only\n  automa keeps 2\n'
        "  automa prefers lowest\n  counts birds mentioning hummingbird\nend\n"
    )
    cards = ws.load_cards(sets=SETS, extra=[path])
    options = AutomaOptions(bonus_card="Charm Admirer")
    s = Scenario(players=1, sets=(*SETS, "homebrew"), cards=cards, mode=options)
    s.automa().bonus("Charm Admirer").deck_top("3")
    s.tray("Anna's Hummingbird", "Osprey", "Black-Chinned Hummingbird")
    state = s.play("gain food", "stop", until="answers").state
    kept = [cards.birds[c].name for c in state.mode_state.birds]
    assert kept == ["Anna's Hummingbird", "Black-Chinned Hummingbird"]


def test_u15_by_default_the_automa_takes_no_hummingbirds():
    assert not AutomaOptions().rival_takes("hummingbirds")
    assert AutomaOptions(takes_hummingbirds=True).rival_takes("hummingbirds")
    assert not AutomaOptions(takes_hummingbirds=True).rival_takes("nectar")
    assert not DuetOptions().rival_takes("hummingbirds")  # no rival in other modes
    with pytest.raises(ws.ConfigError):
        AutomaOptions(takes_hummingbirds=1)


def test_u15_the_option_is_saved_with_the_game():
    """The option is the Automa's, saved with its game; a game without hummingbirds plays it
    (with them, its other reading is refused: tests/americas/test_hummingbirds.py)."""
    config = GameConfig(players=1, mode=AutomaOptions(takes_hummingbirds=True))
    rules = ws.bundled_rules(config)
    state = rules.new_game(seed=4)
    assert ws.from_json(ws.to_json(state), rules).config.mode.takes_hummingbirds


@settings(max_examples=3, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**32), data=st.data())
def test_random_automa_games_with_charm_champion_keep_every_invariant(seed, data):
    options = AutomaOptions(bonus_card=CHAMPION)
    rules = ws.bundled_rules(GameConfig(players=1, sets=SETS, mode=options))
    start = rules.new_game(seed)
    final, chosen, _turns = play_out(rules, start, data)
    assert replay(rules, start, chosen) == final
