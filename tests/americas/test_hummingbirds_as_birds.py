"""Hummingbirds on the mat count as birds for the bonus cards their categories name
(rules-expansions 9.5.8): the hummingbird cards' ``categories``, the reference's
``bonus_card_categories``."""

from __future__ import annotations

import pytest

from americas.test_hummingbirds import SETS, _board, _scenario
from wingspan_rules import load_cards
from wingspan_rules.effects.hooks import active
from wingspan_rules.engine.scoring import score_game
from wingspan_rules.state.enums import Habitat
from wingspan_rules.views.json_view import observation_json

PHOTOGRAPHER_BIRDS = ("Lazuli Bunting", "Purple Gallinule", "Red Crossbill")


@pytest.fixture(scope="module")
def cards():
    return load_cards(sets=(*SETS, "european"))


def _table(cards, bonus: str, birds: tuple[str, ...], hummingbirds: dict[Habitat, str]):
    s = _scenario(cards)
    player = s.player(0).bonus(bonus)
    for name in birds:
        habitat = cards.birds[cards.bird_id(name)].habitats[0]
        player.birds(habitat, name)
    spaces = {(0, h): cards.hummingbird_id(name) for h, name in hummingbirds.items()}
    return _board(s, spaces=spaces)


def _scores(cards, bonus: str, birds: tuple[str, ...], hummingbirds: dict[Habitat, str]):
    state = _table(cards, bonus, birds, hummingbirds).state
    (card,) = score_game(state, cards)[0].bonus_cards
    assert card.name == bonus
    return card


def test_9_5_8_a_hummingbird_named_by_photographer_counts_for_it(cards):
    woodstar = cards.hummingbirds[cards.hummingbird_id("Amethyst Woodstar")]
    assert woodstar.counts_for("Photographer")
    without = _scores(cards, "Photographer", PHOTOGRAPHER_BIRDS, {})
    assert (without.count, without.points) == (3, 0)
    scored = _scores(
        cards, "Photographer", PHOTOGRAPHER_BIRDS, {Habitat.FOREST: "Amethyst Woodstar"}
    )
    assert (scored.count, scored.points) == (4, 3)  # 4..5 birds: 3


def test_9_5_8_the_points_shown_during_the_game_count_the_hummingbird(cards):
    table = _table(cards, "Photographer", PHOTOGRAPHER_BIRDS, {Habitat.FOREST: "Amethyst Woodstar"})
    shown = observation_json(table.state, 0, table.rules)["players"][0]["points"]
    assert shown["bonus"] == 3


def test_9_5_8_a_hummingbird_its_categories_leave_out_does_not_count(cards):
    bee = cards.hummingbirds[cards.hummingbird_id("Bee Hummingbird")]
    assert not bee.counts_for("Photographer")
    scored = _scores(cards, "Photographer", PHOTOGRAPHER_BIRDS, {Habitat.FOREST: "Bee Hummingbird"})
    assert (scored.count, scored.points) == (3, 0)


def test_9_5_8_every_hummingbird_on_the_mat_counts_once_for_passerine_specialist(cards):
    spaces = {
        Habitat.FOREST: "Amethyst Woodstar",
        Habitat.GRASSLAND: "Bee Hummingbird",
        Habitat.WETLAND: cards.hummingbirds[2].name,
    }
    small = ("Lazuli Bunting", "Red Crossbill")  # wingspans of 30 cm or less
    scored = _scores(cards, "Passerine Specialist", small, spaces)
    assert (scored.count, scored.points) == (5, 3)  # 4..5 birds: 3


def test_9_5_8_bird_bander_counts_hummingbirds_as_birds_of_several_habitats(cards):
    scored = _scores(cards, "Bird Bander", (), {Habitat.FOREST: "Bee Hummingbird"})
    assert scored.count == 1


def test_9_5_8_a_hummingbird_in_the_garden_counts_for_no_one(cards):
    s = _scenario(cards)
    s.player(0).bonus("Passerine Specialist")
    state = _board(s, piles=((cards.hummingbird_id("Bee Hummingbird"),), (), (), (), ())).state
    assert score_game(state, cards)[0].bonus_cards[0].count == 0


def test_a_base_game_adds_nothing_to_bonus_counts():
    assert active(("core",)).bonus_birds == ()
    assert active(("core", "americas")).bonus_birds != ()
