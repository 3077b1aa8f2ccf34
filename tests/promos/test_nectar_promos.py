"""A bundled bird naming a food none of the game's sets brings stays out of the game (docs/
oceania.md, "Nectar and other sets"): a promo bird naming nectar is dealt only beside Oceania.
No promo bird naming nectar ships yet, so the Oceania birds stand in for one."""

from __future__ import annotations

import wingspan_rules as ws
from wingspan_rules.effects.cards import named_foods
from wingspan_rules.language.loader import playable_birds
from wingspan_rules.state.enums import Food


def _nectar_birds() -> tuple[ws.effects.BirdCard, ...]:
    oceania = ws.load_cards(sets=("core", "oceania"))
    return tuple(b for b in oceania.birds if Food.NECTAR in named_foods(b))


def test_a_bird_naming_nectar_in_its_cost_or_power_names_nectar():
    birds = {b.name: b for b in _nectar_birds()}
    assert "Red Wattlebird" in birds  # nectar in its cost
    assert Food.NECTAR not in named_foods(ws.load_cards().bird("Blue Jay"))  # seed + wild
    assert named_foods(ws.load_cards().bird("Blue Jay")) == {Food.SEED}


def test_without_oceania_a_bird_naming_nectar_stays_out():
    birds = _nectar_birds()
    assert birds
    assert playable_birds(birds, ("core", "promos")) == ()
    assert playable_birds(birds, ("core",)) == ()


def test_beside_oceania_it_is_played():
    birds = _nectar_birds()
    assert playable_birds(birds, ("core", "promos", "oceania")) == birds


def test_a_core_and_promos_game_deals_no_bird_naming_nectar():
    cards = ws.load_cards(sets=("core", "promos"))
    assert not any(Food.NECTAR in named_foods(b) for b in cards.birds)
    rules = ws.bundled_rules(ws.GameConfig(players=2, sets=("core", "promos")))
    rules.new_game(1)  # every bird of its set runs: none is refused for naming nectar
