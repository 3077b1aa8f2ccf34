"""Promo birds naming nectar (Purple Sunbird, North Island Kōkako, Stitchbird), dealt only
beside Oceania, and the Blue-Winged Teal's cards drawn per seed die of a reset feeder: what
each printed power means, paraphrased in the test's name, on a prepared board (docs/promos.md,
"Readings of the nectar and feeder-draw birds")."""

from __future__ import annotations

import pytest

import wingspan_rules as ws
from promos.test_promo_powers import _last_turn
from wingspan_rules.state import events as E
from wingspan_rules.testing import Scenario, view

USE = "use the power"
F = ws.Food
WITH_OCEANIA = ("core", "oceania", "promos")
NECTAR_BIRDS = ("Purple Sunbird", "North Island Kōkako", "Stitchbird")


@pytest.fixture(scope="module")
def oceania():
    return ws.load_cards(sets=WITH_OCEANIA)


@pytest.fixture(scope="module")
def promos():
    return ws.load_cards(sets=("core", "promos"))


def _bird(state, cards, player: int, name: str):
    return view(state, cards).player(player).bird(name)


def _use(cards, name: str, *food: str, seed: int = 0) -> tuple[Scenario, tuple[str, ...]]:
    """Player 0's ``name`` in the forest of a core, Oceania and promos game, and the answers
    of a gain-food turn taking ``food`` (the Oceania forest's first space), after which the
    power is offered."""
    s = Scenario(players=2, cards=cards, sets=WITH_OCEANIA, seed=seed)
    s.player(0).bird("forest", name)
    s.feeder("seed", "fish", "fish", "fruit", "rodent")
    return s, ("gain food", *(f"take {f}" for f in food))


# --- dealt only beside Oceania ------------------------------------------------------------------


@pytest.mark.parametrize("name", NECTAR_BIRDS)
def test_a_promo_bird_naming_nectar_is_never_dealt_without_oceania(promos, oceania, name):
    assert name not in {b.name for b in promos.birds}
    assert name in {b.name for b in oceania.birds}
    rules = ws.bundled_rules(ws.GameConfig(players=2, sets=("core", "promos")))
    state = rules.new_game(5)
    dealt = {c for p in state.players for c in p.hand} | set(state.tables[0].tray)
    assert not {rules.cards.birds[c].name for c in dealt if c >= 0} & set(NECTAR_BIRDS)


def test_a_core_promos_and_oceania_game_runs_the_nectar_promo_birds():
    rules = ws.bundled_rules(ws.GameConfig(players=2, sets=WITH_OCEANIA))
    names = {b.name for b in rules.cards.birds}
    assert set(NECTAR_BIRDS) <= names
    assert rules.new_game(1)


# --- Purple Sunbird: reset the feeder, then every player takes a die, the owner first --------------


def test_the_purple_sunbird_resets_the_feeder_then_each_player_takes_a_die_owner_first(oceania):
    s, turn = _use(oceania, "Purple Sunbird", "seed", "fish")
    script = s.script().play(*turn, until="answers")
    before = [sum(p.food) for p in script.state.players]
    script = script.play(USE, until="answers")
    assert script.events(E.FeederRolled)  # the reset
    assert len(script.state.tables[0].feeder) == 5
    script = script.play(script.options()[0], until="answers")  # the owner's die
    assert sum(script.state.players[0].food) == before[0] + 1
    assert sum(script.state.players[1].food) == before[1]
    script = script.play(script.options()[0], until="answers")  # then the other player's
    assert sum(script.state.players[1].food) == before[1] + 1
    assert len(script.state.tables[0].feeder) == 3


# --- North Island Kōkako: an optional reset, then a fruit or a nectar die ---------------------------


def test_the_kokako_may_keep_the_feeder_and_take_its_fruit(oceania):
    s, turn = _use(oceania, "North Island Kōkako", "seed", "fish")
    script = s.script().play(*turn, USE, until="answers")
    assert "skip" in script.options()  # the reset is optional
    script = script.play("skip", until="answers")
    assert not script.events(E.FeederRolled)
    assert script.options() == ["take fruit", "stop"]  # only fruit or nectar
    script = script.play("take fruit", until="answers")
    assert script.state.players[0].food[F.FRUIT] == 1


@pytest.mark.parametrize("seed", range(3))
def test_the_kokako_after_a_reset_takes_only_a_die_showing_fruit_or_nectar(oceania, seed):
    s, turn = _use(oceania, "North Island Kōkako", "seed", "fish", seed=seed)
    script = s.script().play(*turn, USE, until="answers")
    script = script.play(next(o for o in script.options() if o != "skip"), until="answers")
    assert script.events(E.FeederRolled)
    takes = [o for o in script.options() if o.startswith("take")]
    assert all(("fruit" in o or "nectar" in o) for o in takes)
    assert all(o.split()[1] in ("fruit", "nectar") for o in takes)


# --- Stitchbird: spend a food to reveal the deck's top card; a left beak lays 2 eggs, else 1 --------


def _stitch(cards, top: str) -> ws.testing.Script:
    s = Scenario(players=2, cards=cards, sets=WITH_OCEANIA)
    s.player(0).bird("forest", "Stitchbird").food(seed=1, fish=1)
    s.feeder("seed", "fish", "fish", "fruit", "rodent")
    s.deck_top(top)
    script = s.script().play("gain food", "skip", "take fruit", "take rodent", until="answers")
    return script.play(USE, until="answers")


@pytest.mark.parametrize(("top", "eggs"), [("American Avocet", 2), ("American Coot", 1)])
def test_the_stitchbird_lays_two_eggs_for_a_left_beak_and_one_otherwise(oceania, top, eggs):
    assert oceania.bird(top).beak is ws.effects.Beak.LEFT or eggs == 1
    script = _stitch(oceania, top).play("yes", until="answers")
    discards = [o for o in script.options() if o.startswith("discard")]
    assert len(discards) == 4  # any food of the supply pays (seed, fish and the two taken)
    script = script.play(discards[0], until="answers")
    for _ in range(3):  # lay every egg offered (each one a gain: the player may stop)
        if "lay an egg on Stitchbird (forest 1)" not in script.options():
            break
        script = script.play("lay an egg on Stitchbird (forest 1)", until="answers")
    assert _bird(script.state, oceania, 0, "Stitchbird").eggs == eggs
    pile = script.state.tables[0].discard
    assert pile and oceania.birds[pile[-1]].name == top  # the revealed card is discarded


def test_the_stitchbird_reveals_nothing_when_no_food_is_spent(oceania):
    script = _stitch(oceania, "American Avocet")
    script = script.play("skip", until="answers")
    assert _bird(script.state, oceania, 0, "Stitchbird").eggs == 0
    assert not script.state.tables[0].discard


# --- Blue-Winged Teal: at round end, reset; 1 card per seed die; tuck any of them ------------------


def _teal(cards) -> ws.testing.Script:
    s = _last_turn(cards)
    s.player(0).bird("wetland", "Blue-Winged Teal")
    s.deck_top("Blue Jay", "Killdeer", "Mallard", "American Robin", "Barn Owl")
    return s.script().play("gain food", "stop", USE, until="answers")


def _seed_dice(state) -> int:
    return sum(F.SEED in face.foods for face in state.tables[0].feeder)


def test_the_teal_draws_one_card_per_seed_die_of_the_reset_feeder(promos):
    script = _teal(promos)
    assert script.events(E.FeederRolled)
    seeds = _seed_dice(script.state)
    hand = len(script.state.players[0].hand)
    for _ in range(seeds):
        script = script.play("draw from the deck", until="answers")
    assert len(script.state.players[0].hand) == hand + seeds
    assert all(o.startswith("tuck") or o == "stop" for o in script.options())


def test_the_teal_tucks_any_of_the_cards_it_drew_and_keeps_the_rest(promos):
    script = _teal(promos)
    seeds = _seed_dice(script.state)
    assert seeds >= 2  # this board's reset shows two seed dice
    for _ in range(seeds):
        script = script.play("draw from the deck", until="answers")
    drawn = [o for o in script.options() if o.startswith("tuck")]
    assert drawn == ["tuck Blue Jay", "tuck Killdeer"][:seeds]
    script = script.play("tuck Blue Jay", "stop", until="answers")
    assert _bird(script.state, promos, 0, "Blue-Winged Teal").tucked == 1
    hand = {promos.birds[c].name for c in script.state.players[0].hand}
    assert "Killdeer" in hand and "Blue Jay" not in hand


def test_the_teal_may_draw_fewer_cards_than_its_seed_dice(promos):
    script = _teal(promos)
    hand = len(script.state.players[0].hand)
    script = script.play("stop", until="answers")
    assert len(script.state.players[0].hand) == hand
    assert _bird(script.state, promos, 0, "Blue-Winged Teal").tucked == 0


def test_wingspan_check_of_core_and_promos_leaves_the_nectar_birds_out_as_a_game_does(capsys):
    from wingspan_rules.tools import checking

    assert checking.check(only_sets=("core", "promos")) == 0
    out = capsys.readouterr().out
    left = next(line for line in out.splitlines() if line.startswith("left out of a game"))
    assert all(name in left for name in NECTAR_BIRDS)
    assert "0 cards the engine cannot run" in out
    assert checking.check(only_sets=WITH_OCEANIA) == 0
    assert "left out" not in capsys.readouterr().out
