"""The Oceania dice and mat (rules-expansions 9.2.4, 9.2.5), given as data: a test per slot of
the mat and per rule of its conversions and resets, each named after its section."""

from __future__ import annotations

import pytest

from wingspan_rules import load_cards
from wingspan_rules.effects.hooks import active
from wingspan_rules.engine import Rules
from wingspan_rules.expansions.oceania import nectar
from wingspan_rules.expansions.oceania.data import oceania_die, oceania_mat
from wingspan_rules.state.enums import BASE_DIE, Action, DieFace, Food, Habitat
from wingspan_rules.state.model import GameConfig
from wingspan_rules.state.moves import TakeAction
from wingspan_rules.testing import Scenario, view

SETS = ("core", "oceania")
#: Birds of the core set, for filling rows (any habitat they may live in is not checked here).
FOREST = ("Blue Jay", "Downy Woodpecker", "Red-Eyed Vireo", "Hooded Warbler", "Wood Duck")
GRASSLAND = ("Killdeer", "Mourning Dove", "Dickcissel", "Bobolink", "Horned Lark")
WETLAND = ("Mallard", "Killdeer", "Wood Duck", "Canada Goose", "Green Heron")


@pytest.fixture(scope="module")
def cards():
    return load_cards(sets=SETS)


def _spent(state, p: int = 0) -> tuple[int, ...]:
    return tuple(nectar.spent(state.players[p], h) for h in Habitat)


# --- 9.2.4 dice ---------------------------------------------------------------------------------


def test_9_2_4_the_five_dice_are_nectar_dice_with_two_split_nectar_faces():
    die = oceania_die()
    assert sorted(die) == sorted(
        (
            DieFace.INVERTEBRATE_SEED,
            DieFace.INVERTEBRATE,
            DieFace.SEED_NECTAR,
            DieFace.FISH,
            DieFace.RODENT,
            DieFace.FRUIT_NECTAR,
        )
    )
    assert DieFace.SEED_NECTAR.foods == (Food.SEED, Food.NECTAR)
    assert DieFace.FRUIT_NECTAR.foods == (Food.FRUIT, Food.NECTAR)
    assert active(SETS).die == die
    assert active(("core",)).die == BASE_DIE


def test_9_2_4_every_roll_of_an_oceania_game_uses_the_nectar_dice(cards):
    rules = Rules(cards, GameConfig(players=2, sets=SETS))
    seen: set[DieFace] = set()
    for seed in range(6):
        seen.update(rules.new_game(seed).tables[0].feeder)
    assert seen <= set(oceania_die())
    assert DieFace.SEED not in seen and DieFace.FRUIT not in seen


def test_9_2_4_a_split_nectar_face_gives_either_food(cards):
    s = Scenario(players=2, cards=cards, sets=SETS)
    s.feeder("seed_nectar", "fish", "fish", "rodent", "rodent")
    turn = s.play("gain food", "take nectar (from a seed_nectar die)", until="answers")
    assert view(turn.state, cards).player(0).food.get("nectar") == 1


# --- 9.2.5 the mat: benefits, egg costs ---------------------------------------------------------

BENEFITS = {h: (1, 2, 2, 2, 3, 4) for h in Habitat}


@pytest.mark.parametrize("habitat", list(Habitat), ids=lambda h: h.label)
@pytest.mark.parametrize("slot", range(1, 7))
def test_9_2_5_each_slot_gives_its_benefit(cards, habitat, slot):
    """Slot k (k - 1 birds in the row) gives 1, 2, 2, 2, 3, 4 dice, eggs or cards."""
    action = {
        Habitat.FOREST: Action.GAIN_FOOD,
        Habitat.GRASSLAND: Action.LAY_EGGS,
        Habitat.WETLAND: Action.DRAW_CARDS,
    }[habitat]
    s = Scenario(players=2, cards=cards, sets=SETS, answer_forced=False)
    row = {Habitat.FOREST: FOREST, Habitat.GRASSLAND: GRASSLAND, Habitat.WETLAND: WETLAND}
    s.player(0).birds(habitat, *row[habitat][: slot - 1])
    state = s.build()
    rules = s.rules()
    state = rules.apply(rules.begin_turn(state), TakeAction(action))
    benefits = [
        f for f in state.pending if type(f).__name__ in ("TakeFood", "LayEggs", "DrawCards")
    ]
    resets = [f for f in state.pending if type(f).__name__ == "OceaniaReset"]
    if resets:  # the reset first is on top, then the benefit
        assert state.pending[-1] is resets[-1]
    assert benefits[-1].remaining == BENEFITS[habitat][slot - 1]


def test_9_2_5_the_egg_costs_of_the_play_a_bird_row_are_unchanged():
    assert oceania_mat().layout.egg_costs == (0, 1, 1, 2, 2)


# --- 9.2.5 conversions ----------------------------------------------------------------------------

CONVERSIONS = {
    Habitat.FOREST: (1, 0, 1, 1, 1, 0),
    Habitat.GRASSLAND: (1, 0, 1, 2, 1, 0),
    Habitat.WETLAND: (1, 0, 1, 1, 1, 0),
}
RESETS = {
    Habitat.FOREST: (False, True, False, True, False, False),
    Habitat.GRASSLAND: (False,) * 6,
    Habitat.WETLAND: (False, True, False, True, False, False),
}


@pytest.mark.parametrize("habitat", list(Habitat), ids=lambda h: h.label)
def test_9_2_5_the_data_gives_every_slot_its_conversion_and_reset(habitat):
    mat = oceania_mat()
    assert mat.uses[habitat] == CONVERSIONS[habitat]
    assert mat.resets[habitat] == RESETS[habitat]
    assert mat.layout.benefits[habitat] == BENEFITS[habitat]


def test_9_2_5_forest_conversion_discards_a_card_for_one_more_die(cards):
    s = Scenario(players=2, cards=cards, sets=SETS)
    s.player(0).hand("Mallard")
    s.feeder("fish", "fish", "rodent", "rodent", "invertebrate")
    turn = s.play("gain food", "take fish", "discard Mallard", "take rodent")
    me = view(turn.state, cards).player(0)
    assert me.hand == []
    assert me.food == {"fish": 1, "rodent": 1}


def test_9_2_5_grassland_conversion_takes_a_card_or_a_food(cards):
    s = Scenario(players=2, cards=cards, sets=SETS)
    s.player(0).hand("Mallard").food(seed=1).birds("grassland", "Killdeer")
    turn = s.play("lay eggs", "lay an egg on Killdeer", until="answers")
    kinds = {type(m).__name__ for m in turn.rules.legal_moves(turn.state)}
    assert "DiscardCard" not in kinds  # slot 2: no conversion
    s = Scenario(players=2, cards=cards, sets=SETS)
    s.player(0).hand("Mallard").food(seed=1)
    s.player(0).bird("forest", "Blue Jay")
    turn = s.play("lay eggs", "lay an egg on Blue Jay", until="answers")
    moves = turn.rules.legal_moves(turn.state)
    assert {type(m).__name__ for m in moves} == {"DiscardCard", "DiscardFood", "Skip"}
    turn = s.play("lay eggs", "lay an egg on Blue Jay", "discard 1 seed", "lay an egg on Blue Jay")
    assert view(turn.state, cards).player(0).bird("Blue Jay").eggs == 2


def test_9_2_5_grassland_slot_4_converts_up_to_twice(cards):
    s = Scenario(players=2, cards=cards, sets=SETS)
    s.player(0).hand("Mallard", "Wood Duck").birds("grassland", *GRASSLAND[:3])
    turn = s.play(
        "lay eggs",
        "lay an egg on Killdeer",
        "lay an egg on Killdeer",
        "discard Mallard",
        "lay an egg on Killdeer",
        "discard Wood Duck",
        "lay an egg on Mourning Dove",
        until="answers",
    )
    me = view(turn.state, cards).player(0)
    assert me.hand == []
    assert me.bird("Killdeer").eggs + me.bird("Mourning Dove").eggs == 4


def test_9_2_5_wetland_conversion_takes_an_egg_or_a_nectar_spent_on_the_wetland(cards):
    s = Scenario(players=2, cards=cards, sets=SETS)
    s.player(0).food(nectar=1).bird("forest", "Blue Jay", eggs=1)
    s.deck_top("Mallard", "Killdeer")
    turn = s.play("draw cards", "draw from the deck", until="answers")
    moves = turn.rules.legal_moves(turn.state)
    assert {type(m).__name__ for m in moves} == {"DiscardEgg", "DiscardFood", "Skip"}
    assert [m.food for m in moves if type(m).__name__ == "DiscardFood"] == [Food.NECTAR]
    turn = s.play("draw cards", "draw from the deck", "discard 1 nectar", "draw from the deck")
    assert _spent(turn.state) == (0, 0, 1)
    assert len(view(turn.state, cards).player(0).hand) == 2


# --- 9.2.5 resets first ---------------------------------------------------------------------------


def test_9_2_5_forest_slot_2_resets_the_birdfeeder_first_for_any_food(cards):
    s = Scenario(players=2, cards=cards, sets=SETS)
    s.player(0).food(nectar=1).birds("forest", "Blue Jay")
    s.feeder("fish")
    s.next_rolls("rodent", "rodent", "rodent", "rodent", "rodent")
    turn = s.play("gain food", "discard 1 nectar", "take rodent", "take rodent", until="answers")
    assert _spent(turn.state) == (1, 0, 0)  # nectar spent on the reset: the forest's space
    assert view(turn.state, cards).player(0).food.get("rodent") == 2


def test_9_2_5_wetland_slot_4_resets_the_tray_first(cards):
    s2 = Scenario(players=2, cards=cards, sets=SETS)
    s2.player(0).food(seed=1).birds("wetland", *WETLAND[:3])
    s2.tray("Blue Jay", "Horned Lark", "Bobolink")
    s2.deck_top("Common Loon", "American Coot", "Great Blue Heron")
    turn = s2.play("draw cards", "discard 1 seed", until="answers")
    tray = view(turn.state, cards).tray
    assert "Blue Jay" not in tray and "Common Loon" in tray
    assert _spent(turn.state) == (0, 0, 0)  # a seed goes back to the supply


def test_9_2_5_a_reset_is_optional(cards):
    s = Scenario(players=2, cards=cards, sets=SETS)
    s.player(0).food(seed=1).birds("forest", "Blue Jay")
    s.feeder("fish", "fish", "rodent", "rodent", "invertebrate")
    turn = s.play("gain food", "skip", "take fish", "take rodent", until="answers")
    assert view(turn.state, cards).player(0).food == {"seed": 1, "fish": 1, "rodent": 1}


def test_9_2_5_a_base_game_keeps_the_base_mat(cards):
    assert active(("core",)).mat.name == "base"
    assert active(("core",)).mat_slots is None


def test_9_2_4_the_action_encoding_of_an_oceania_card_set_takes_the_nectar_faces(cards):
    from wingspan_rules.envs.encoding import action_encoding
    from wingspan_rules.state.moves import TakeDie

    rules = Rules(cards, GameConfig(players=2, sets=SETS))
    faces = action_encoding(rules).block(TakeDie).fields[0].values
    assert set(faces) == set(BASE_DIE) | set(oceania_die())
