"""Which bundled card sets a game plays with: ``GameConfig.sets`` and ``load_cards(sets=...)``."""

from __future__ import annotations

import pytest

import wingspan_rules as ws
from wingspan_rules.errors import ConfigError
from wingspan_rules.language import bundled_sets


def test_the_core_set_is_bundled_and_played_by_default() -> None:
    assert bundled_sets()[0] == "core"
    assert ws.GameConfig().sets == ("core",)
    rules = ws.bundled_rules()
    assert rules.cards is ws.load_cards(sets=("core",))
    assert {bird.set for bird in rules.cards.birds} == {"core"}


@pytest.mark.parametrize("name", bundled_sets())
def test_every_card_of_a_bundled_set_declares_that_set(name: str) -> None:
    cards = ws.load_cards(sets=(name,))
    assert cards.birds or cards.bonus_cards or cards.goal_tiles
    for card in (*cards.birds, *cards.bonus_cards, *cards.goal_tiles):
        assert card.set == name


@pytest.mark.parametrize(
    "sets",
    [(), ["core"], ("core", "core"), ("Core",), ("core", 3), tuple(f"s{i}" for i in range(17))],
)
def test_a_malformed_list_of_sets_is_refused(sets: object) -> None:
    with pytest.raises(ConfigError):
        ws.GameConfig(sets=sets)  # type: ignore[arg-type]


def test_an_unknown_set_is_refused_naming_the_bundled_ones() -> None:
    with pytest.raises(ConfigError, match="no bundled card set named 'atlantis'.*core"):
        ws.bundled_rules(ws.GameConfig(sets=("core", "atlantis")))


def test_the_sets_of_a_game_travel_with_its_save() -> None:
    state = ws.new_game(ws.GameConfig(players=2), seed=3)
    again = ws.from_json(ws.to_json(state))
    assert again.config.sets == ("core",)
    assert ws.rules_for(again).cards is ws.load_cards()


def test_a_save_of_a_european_game_loads_with_the_sets_it_names() -> None:
    state = ws.new_game(ws.GameConfig(players=2, sets=("core", "european")), seed=5)
    again = ws.from_json(ws.to_json(state))
    assert again == state
    assert ws.rules_for(again).cards is ws.load_cards(sets=("core", "european"))


def test_a_save_naming_a_set_the_library_does_not_ship_is_refused() -> None:
    state = ws.new_game(ws.GameConfig(players=2), seed=5)
    text = ws.to_json(state).replace('"sets":["core"]', '"sets":["core","atlantis"]')
    assert '"atlantis"' in text
    with pytest.raises(ws.SavedGameError, match="no bundled card set named 'atlantis'"):
        ws.from_json(text)
