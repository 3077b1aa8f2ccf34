"""One promo pack, or a few, instead of all six: ``GameConfig(sets=("core", "promos:canada"))``.

A pack is one card file of the ``promos`` set (``cards/promos/canada.wsp``); its birds declare
``set promos``, and the set's hooks are in force. docs/promos.md, "Playing one pack".
"""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from properties.playing import play_out, replay

import wingspan_rules as ws
from wingspan_rules.effects.hooks import active
from wingspan_rules.errors import ConfigError
from wingspan_rules.language.loader import bundled_packs, is_bundled
from wingspan_rules.saves.serialization import from_json, to_json
from wingspan_rules.state.model import GameConfig, card_set_name

PACKS = ("asia", "britain", "canada", "europe", "new-zealand", "usa")


def _promo_names(sets: tuple[str, ...]) -> set[str]:
    return {b.name for b in ws.load_cards(sets=sets).birds if b.set == "promos"}


def test_the_promo_set_offers_its_six_files_as_packs_and_no_other_set_has_packs():
    assert bundled_packs("promos") == PACKS
    assert bundled_packs("core") == ()
    assert bundled_packs("european") == ()


def test_the_packs_together_are_the_whole_set():
    whole = _promo_names(("core", "promos"))
    parts = [_promo_names(("core", f"promos:{pack}")) for pack in PACKS]
    assert set().union(*parts) == whole
    assert sum(len(part) for part in parts) == len(whole)  # no bird in two packs


def test_one_pack_deals_the_base_game_and_only_that_packs_birds():
    cards = ws.load_cards(sets=("core", "promos:canada"))
    core = ws.load_cards(sets=("core",))
    assert len(cards.birds) == len(core.birds) + len(_promo_names(("core", "promos:canada")))
    assert "King Eider" in {b.name for b in cards.birds}  # a Canadian bird
    assert "Rifleman" not in {b.name for b in cards.birds}  # a New Zealand one
    assert len(cards.bonus_cards) == len(core.bonus_cards)


def test_two_packs_deal_both():
    both = _promo_names(("core", "promos:canada", "promos:usa"))
    assert both == _promo_names(("core", "promos:canada")) | _promo_names(("core", "promos:usa"))


def test_a_pack_names_its_set_and_puts_the_sets_hooks_in_force():
    assert card_set_name("promos:canada") == "promos"
    assert card_set_name("european") == "european"
    assert is_bundled("promos:canada") and not is_bundled("homebrew")
    assert active(("core", "european:x")) == active(("core", "european"))


@pytest.mark.parametrize(
    ("sets", "words"),
    [
        (("core", "promos", "promos:usa"), "both 'promos' and a pack of it"),
        (("core", "promos:usa", "promos:usa"), "twice"),
        (("core", "Promos:usa"), "not a card-set name"),
        (("core", "promos:"), "not a card-set name"),
    ],
)
def test_a_configuration_naming_a_set_and_its_pack_or_a_bad_pack_is_refused(sets, words):
    with pytest.raises(ConfigError, match=words):
        GameConfig(sets=sets)


@pytest.mark.parametrize(
    ("sets", "words"),
    [
        (("core", "promos:mars"), "no pack 'mars' \\(its packs: asia, britain"),
        (("core", "european:birds-pink"), "it is played whole"),
        (("core:bonus",), "it is played whole"),
    ],
)
def test_loading_a_pack_the_set_lacks_says_which_it_has(sets, words):
    with pytest.raises(ConfigError, match=words):
        ws.bundled_rules(GameConfig(sets=sets))


def test_a_game_of_one_pack_saves_and_loads_and_knows_its_rules():
    rules = ws.bundled_rules(GameConfig(players=3, sets=("core", "promos:new-zealand")))
    state = rules.new_game(5)
    again = from_json(to_json(state), rules)
    assert again == state
    assert ws.rules_for(again).cards.fingerprint == rules.cards.fingerprint


_RULES = {
    pack: ws.bundled_rules(GameConfig(players=3, sets=("core", f"promos:{pack}"))) for pack in PACKS
}


@settings(max_examples=6, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(pack=st.sampled_from(PACKS), seed=st.integers(0, 2**32), data=st.data())
def test_random_games_of_one_pack_keep_every_invariant(pack, seed, data):
    rules = _RULES[pack]
    start = rules.new_game(seed)
    final, chosen, _turns = play_out(rules, start, data)
    assert replay(rules, start, chosen) == final
    assert rules.is_terminal(final)
