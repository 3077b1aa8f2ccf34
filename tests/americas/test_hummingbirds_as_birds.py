"""Hummingbirds on the mat count as birds for the bonus cards their categories name
(rules-expansions 9.5.8): the hummingbird cards' ``categories``, the reference's
``bonus_card_categories``."""

from __future__ import annotations

import pytest

from americas.test_hummingbirds import SETS, _board, _scenario
from wingspan_rules import load_cards
from wingspan_rules.effects.hooks import active
from wingspan_rules.effects.tray import DrawAsideCard
from wingspan_rules.engine.scoring import round_goal_counts, score_game
from wingspan_rules.expansions.americas.options import AmericasOptions
from wingspan_rules.state.enums import Habitat
from wingspan_rules.state.events import GoalScored
from wingspan_rules.testing import Scenario, Script
from wingspan_rules.variants import AutomaOptions
from wingspan_rules.views.json_view import observation_json

USE = "use the power"
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


# --- 9.5.8 beyond the category lists: rows, columns, empty slots, goals ----------------------
ALL_SETS = ("core", "european", "oceania", "asia", "americas")
#: Without Oceania's mats (the wetland's first column draws 1 card).
BASE_MATS = ("core", "european", "americas")


@pytest.fixture(scope="module")
def every_card():
    return load_cards(sets=ALL_SETS)


def _all_sets_table(
    cards,
    rows: dict[Habitat, tuple[str, ...]],
    hummingbirds: dict[Habitat, str],
    bonus: str | None = None,
    goal: str | None = None,
    sets: tuple[str, ...] = ALL_SETS,
    **options,
):
    s = Scenario(players=2, cards=cards, sets=sets, expansions=(AmericasOptions(**options),))
    player = s.player(0)
    if bonus is not None:
        player.bonus(bonus)
    for habitat, names in rows.items():
        player.birds(habitat, *names)
    if goal is not None:
        s.goal(1, goal)
    spaces = {(0, h): cards.hummingbird_id(name) for h, name in hummingbirds.items()}
    return _board(s, spaces=spaces)


def _bonus(cards, bonus, rows, hummingbirds, **options):
    state = _all_sets_table(cards, rows, hummingbirds, bonus=bonus, **options).state
    (card,) = score_game(state, cards)[0].bonus_cards
    return card.count, card.points


def _goal(cards, goal, rows, hummingbirds, **options) -> int:
    state = _all_sets_table(cards, rows, hummingbirds, goal=goal, **options).state
    return round_goal_counts(state, cards, 1)[0]


# wingspans 20 and 107 cm; points 2 and 3
RISING = ("Pygmy Nuthatch", "Barred Owl")
FALLING = ("Barred Owl", "Pygmy Nuthatch")
WOODSTAR = "Amethyst Woodstar"  # beak left
RIGHT_BEAK = "Fiery-Throated Hummingbird"


def test_9_5_8_data_analyst_a_hummingbird_is_the_smallest_wingspan_left_of_its_row(every_card):
    forest = {Habitat.FOREST: RISING}
    assert _bonus(every_card, "Forest Data Analyst", forest, {}) == (2, 0)
    with_one = _bonus(every_card, "Forest Data Analyst", forest, {Habitat.FOREST: WOODSTAR})
    assert with_one == (3, 3)  # hummingbird, 20 cm, 107 cm: a run of 3
    # a hummingbird in another row's space is no part of this row
    elsewhere = _bonus(every_card, "Forest Data Analyst", forest, {Habitat.WETLAND: WOODSTAR})
    assert elsewhere == (2, 0)


def test_9_5_8_data_analyst_left_end_a_run_falling_to_the_right_does_not_reach_it(every_card):
    forest = {Habitat.FOREST: FALLING}
    space = {Habitat.FOREST: WOODSTAR}
    assert _bonus(every_card, "Forest Data Analyst", forest, space) == (2, 0)
    # the other reading: it joins the longest run at its small end, wherever that lies
    small_end = _bonus(
        every_card, "Forest Data Analyst", forest, space, wingspan_run_hummingbird="small-end"
    )
    assert small_end == (3, 3)


def test_9_5_8_filled_columns_the_three_full_hummingbird_spaces_are_one_more_column(every_card):
    three = dict(zip(Habitat, (WOODSTAR, RIGHT_BEAK, "Bee Hummingbird"), strict=True))
    assert _goal(every_card, "Filled columns", {}, three) == 1
    two = {Habitat.FOREST: WOODSTAR, Habitat.GRASSLAND: RIGHT_BEAK}
    assert _goal(every_card, "Filled columns", {}, two) == 0
    # the spaces as a column is 9.5.8's own answer: it holds whatever the goals option says
    assert _goal(every_card, "Filled columns", {}, three, goals_count_hummingbirds=False) == 1


def test_9_5_8_goals_a_hummingbird_counts_as_a_bird_of_its_row(every_card):
    rows = {Habitat.FOREST: RISING}
    space = {Habitat.FOREST: WOODSTAR}
    assert _goal(every_card, "Birds in forest", rows, space) == 3
    assert _goal(every_card, "Birds in wetland", rows, space) == 0
    assert _goal(every_card, "Total birds", rows, space) == 3
    assert _goal(every_card, "Birds in 1 row", rows, space) == 3
    # it prints no nest, eggs or points: a goal testing those does not count it
    assert _goal(every_card, "Birds worth 3 points or less", rows, space) == 2
    # it has no power: "white and no powers" counts it
    assert _goal(every_card, "White and no powers", {}, space) == 1


def test_9_5_8_goals_option_off_no_goal_counts_hummingbirds(every_card):
    rows = {Habitat.FOREST: RISING}
    space = {Habitat.FOREST: WOODSTAR}
    off = {"goals_count_hummingbirds": False}
    assert _goal(every_card, "Birds in forest", rows, space, **off) == 2
    assert _goal(every_card, "Total birds", rows, space, **off) == 2
    assert _goal(every_card, "Beak pointing left", {}, space, **off) == 0


def test_9_5_8_beak_goals_read_the_hummingbirds_beak_direction(every_card):
    spaces = {Habitat.FOREST: WOODSTAR, Habitat.WETLAND: RIGHT_BEAK}
    assert _goal(every_card, "Beak pointing left", {}, spaces) == 1
    assert _goal(every_card, "Beak pointing right", {}, spaces) == 1
    assert _goal(every_card, "Beak pointing right", {}, {Habitat.FOREST: WOODSTAR}) == 0


def _last_turn_scored(s: Scenario, players: int) -> tuple[Script, int]:
    """Player 0 (its wetland: Mallard and a hummingbird) ends round 1, whose goal is "Birds
    in wetland"; the count shown before, and the script after the goal is scored."""
    s.round(1).turn(8 * players - 1).first_player(1 % players).goal(1, "Birds in wetland")
    s.player(0).birds(Habitat.WETLAND, "Mallard")
    table = _board(s, spaces={(0, Habitat.WETLAND): s.cards.hummingbird_id(WOODSTAR)})
    shown = observation_json(table.state, 0, table.rules)["players"][0]["goal_count"]
    return table.finish_round(), shown


def test_9_5_8_the_goal_scored_at_round_end_counts_the_hummingbird_as_shown(every_card):
    s = Scenario(players=2, cards=every_card, sets=ALL_SETS, expansions=(AmericasOptions(),))
    turn, shown = _last_turn_scored(s, 2)
    (scored,) = turn.events(GoalScored)
    assert scored.counts[0] == shown == 2


def test_9_5_8_the_automas_goal_ranks_the_same_count(every_card):
    s = Scenario(
        players=1,
        cards=every_card,
        sets=ALL_SETS,
        mode=AutomaOptions(),
        expansions=(AmericasOptions(),),
    )
    s.automa().deck_top("7").cubes(0)
    turn, shown = _last_turn_scored(s, 1)
    (scored,) = turn.events(GoalScored)
    assert scored.counts == (shown,) == (2,)


def test_9_5_8_great_crested_grebe_an_empty_hummingbird_space_is_an_empty_slot(every_card):
    def slots(**options) -> int:
        grebe = {Habitat.WETLAND: ("Great Crested Grebe",)}
        table = _all_sets_table(every_card, grebe, {}, sets=BASE_MATS, **options)
        turn = table.play("draw cards", "draw from the deck", until="answers")
        turn = turn.play(USE, until="answers")
        (drawing,) = [f for f in turn.state.pending if isinstance(f, DrawAsideCard)]
        return drawing.remaining

    assert slots() == 5  # 4 empty bird spaces and the empty hummingbird space
    assert slots(empty_space_is_empty_slot=False) == 4


def test_9_5_8_great_crested_grebe_a_full_hummingbird_space_is_no_empty_slot(every_card):
    grebe, space = {Habitat.WETLAND: ("Great Crested Grebe",)}, {Habitat.WETLAND: WOODSTAR}
    table = _all_sets_table(every_card, grebe, space, sets=BASE_MATS)
    turn = table.play("draw cards", "draw from the deck", until="answers")
    turn = turn.play(USE, until="answers")
    (drawing,) = [f for f in turn.state.pending if isinstance(f, DrawAsideCard)]
    assert drawing.remaining == 4


def test_9_5_8_ecologist_a_hummingbird_is_one_more_bird_of_its_habitat(every_card):
    rows = {Habitat.FOREST: RISING, Habitat.GRASSLAND: ("Killdeer", "Dickcissel")}
    rows[Habitat.WETLAND] = ("Mallard",)
    assert _bonus(every_card, "Ecologist", rows, {}) == (1, 2)
    assert _bonus(every_card, "Ecologist", rows, {Habitat.WETLAND: WOODSTAR}) == (2, 4)
    assert _bonus(every_card, "Ecologist", rows, {Habitat.FOREST: WOODSTAR}) == (1, 2)


def test_9_5_8_ethologist_a_hummingbird_has_no_power_so_it_is_white(every_card):
    rows = {Habitat.FOREST: RISING}  # two brown powers
    assert _bonus(every_card, "Ethologist", rows, {}) == (1, 2)
    assert _bonus(every_card, "Ethologist", rows, {Habitat.FOREST: WOODSTAR}) == (2, 4)


def test_u19_rangers_a_hummingbird_begins_the_row_worth_ranger_points(every_card):
    forest = {Habitat.FOREST: RISING}  # 2 then 3 points
    space = {Habitat.FOREST: WOODSTAR}
    assert _bonus(every_card, "Forest Ranger", forest, {}) == (2, 0)
    assert _bonus(every_card, "Forest Ranger", forest, space) == (3, 3)  # 0, 2, 3
    assert _bonus(every_card, "Forest Ranger", forest, space, ranger_points=5) == (2, 0)
