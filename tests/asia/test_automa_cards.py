"""Asia's two Automa-only bonus cards (rules 6.4, docs/asia.md): the points they count move
with the Automa's difficulty, and the Automa keeps the lowest-valued of the matching tray
birds first."""

from __future__ import annotations

import attrs
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from properties.playing import play_out, replay

import wingspan_rules as ws
from wingspan_rules.effects.cards import with_facts
from wingspan_rules.language import CardErrors
from wingspan_rules.state.model import GameConfig
from wingspan_rules.testing import Scenario
from wingspan_rules.variants import VARIANTS, AutomaOptions
from wingspan_rules.variants.automa.deck import can_use_bonus

SETS = ("core", "asia")
ADMIRER = "Avid Asian Avian Admirer"
LISTER = "Rare Species Lister"
EAGLET, EAGLE, EAGLE_EYED = 3, 4, 5


@pytest.fixture(scope="module")
def cards():
    return ws.load_cards(sets=SETS)


def _kept(cards, bonus: str, difficulty: int, tray: tuple[str, str, str]) -> list[str]:
    """The birds the Automa keeps face up when its round-1 turn plays a bird from ``tray``."""
    options = AutomaOptions(difficulty=difficulty, bonus_card=bonus)
    s = Scenario(players=1, cards=cards, mode=options)
    s.automa().bonus(bonus).deck_top("3")  # card 3, round 1: play a bird
    s.tray(*tray)
    state = s.play("gain food", "stop", until="answers").state
    return [cards.birds[c].name for c in state.mode_state.birds]


# Points: Western Meadowlark 2, Eastern Phoebe 3, Brant 3, Canvasback 4, Osprey 5,
# Common Loon 6, American Bittern 7, Scissor-Tailed Flycatcher 8.


def test_6_4_admirer_at_eagle_keeps_up_to_2_birds_worth_3_or_4_lowest_first(cards):
    # Three match; the two 3-point birds are kept, the 4-point one is discarded.
    kept = _kept(cards, ADMIRER, EAGLE, ("Canvasback", "Eastern Phoebe", "Brant"))
    assert kept == ["Eastern Phoebe", "Brant"]


def test_6_4_admirer_at_eaglet_counts_birds_worth_2_or_3(cards):
    kept = _kept(cards, ADMIRER, EAGLET, ("Canvasback", "Eastern Phoebe", "Western Meadowlark"))
    assert kept == ["Western Meadowlark", "Eastern Phoebe"]


def test_6_4_admirer_at_eagle_eyed_eagle_counts_birds_worth_4_or_5(cards):
    kept = _kept(cards, ADMIRER, EAGLE_EYED, ("Eastern Phoebe", "Osprey", "Canvasback"))
    assert kept == ["Canvasback", "Osprey"]


def test_6_4_rare_species_lister_at_eagle_keeps_the_lowest_valued_bird_worth_5_to_7(cards):
    kept = _kept(cards, LISTER, EAGLE, ("American Bittern", "Common Loon", "Osprey"))
    assert kept == ["Osprey"]


def test_6_4_rare_species_lister_at_eaglet_counts_birds_worth_4_to_6(cards):
    kept = _kept(cards, LISTER, EAGLET, ("American Bittern", "Common Loon", "Canvasback"))
    assert kept == ["Canvasback"]


def test_6_4_rare_species_lister_at_eagle_eyed_eagle_counts_birds_worth_6_to_8(cards):
    tray = ("Osprey", "Scissor-Tailed Flycatcher", "Common Loon")
    assert _kept(cards, LISTER, EAGLE_EYED, tray) == ["Common Loon"]


def test_6_3_with_no_tray_bird_in_its_range_the_automa_takes_a_card_face_down(cards):
    # At Eagle-eyed Eagle the Admirer counts 4-5 points: none of 2, 3 and 3.
    options = AutomaOptions(difficulty=EAGLE_EYED, bonus_card=ADMIRER)
    s = Scenario(players=1, cards=cards, mode=options)
    s.automa().bonus(ADMIRER).deck_top("3")
    s.tray("Western Meadowlark", "Eastern Phoebe", "Brant")
    state = s.play("gain food", "stop", until="answers").state
    assert state.mode_state.birds == () and len(state.mode_state.face_down) == 1


def test_6_4_the_mode_hook_gives_what_the_card_counts_at_each_difficulty(cards):
    card = cards.bonus(LISTER)
    variant = VARIANTS[AutomaOptions.TAG]
    words = {
        level: variant.bonus_measure(
            GameConfig(players=1, mode=AutomaOptions(difficulty=level)), card
        ).describe()
        for level in (EAGLET, EAGLE, EAGLE_EYED)
    }
    assert words == {
        EAGLET: "your birds worth 4 to 6 points",
        EAGLE: "your birds worth 5 to 7 points",
        EAGLE_EYED: "your birds worth 6 to 8 points",
    }
    # Outside the Automa's mode a card counts what it prints.
    assert VARIANTS["base"].bonus_measure(GameConfig(players=2), card) == card.measure


def test_6_1_the_asia_automa_only_cards_are_never_in_the_players_bonus_deck(cards):
    state = ws.Rules(cards, GameConfig(players=2, sets=SETS)).new_game(seed=3)
    only = {cards.bonus_id(ADMIRER), cards.bonus_id(LISTER)}
    held = set(state.tables[0].bonus_deck) | {c for p in state.players for c in p.bonus}
    assert not only & held


def test_6_1_an_asia_automa_only_card_given_to_the_automa_starts_the_game(cards):
    config = GameConfig(players=1, sets=SETS, mode=AutomaOptions(bonus_card=LISTER))
    state = ws.Rules(cards, config).new_game(seed=2)
    assert cards.bonus_cards[state.mode_state.bonus].name == LISTER


def test_a_card_moving_its_points_with_the_difficulty_must_count_birds_by_points(tmp_path):
    path = tmp_path / "odd.wsp"
    path.write_text(
        'bonus "Bowl Lister"\n  set homebrew\n  automa only\n  automa worth per level 1\n'
        "  counts birds with bowl nest\nend\n"
    )
    with pytest.raises(CardErrors, match="counts no birds by points"):
        ws.load_cards(sets=("core",), extra=[path])


def test_a_card_built_in_python_that_cannot_move_its_points_is_never_the_automas(cards):
    card = with_facts(cards.bonus("Avid Asian Avian Admirer"), automa_worth_per_level=1)
    assert can_use_bonus(card)
    assert not can_use_bonus(attrs.evolve(card, measure=cards.bonus("Winter Feeder").measure))


@settings(max_examples=3, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    bonus=st.sampled_from([ADMIRER, LISTER]),
    difficulty=st.sampled_from([EAGLET, EAGLE, EAGLE_EYED]),
    seed=st.integers(0, 2**32),
    data=st.data(),
)
def test_random_automa_games_with_an_asia_automa_card_keep_every_invariant(
    bonus, difficulty, seed, data
):
    options = AutomaOptions(difficulty=difficulty, bonus_card=bonus)
    rules = ws.bundled_rules(GameConfig(players=1, sets=SETS, mode=options))
    start = rules.new_game(seed)
    final, chosen, _turns = play_out(rules, start, data)
    assert replay(rules, start, chosen) == final
