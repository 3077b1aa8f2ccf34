"""The Americas white (when played) birds that name no hummingbird (rules-expansions 9.5.9): a
scenario test per power, named after what it does. New here: playing another bird into this
column (only where that space is the row's next open one), and a bonus-card draft of players + 1
whose last card the drafter keeps."""

from __future__ import annotations

import pytest

from wingspan_rules import load_cards
from wingspan_rules.saves.serialization import from_json, to_json
from wingspan_rules.testing import Scenario, check_conservation, view
from wingspan_rules.variants import AutomaOptions

SETS = ("core", "americas")
USE = "use the power"
BONUS = ("Prairie Manager", "Large Bird Specialist", "Platform Builder", "Oologist", "Anatomist")


@pytest.fixture(scope="module")
def cards():
    return load_cards(sets=SETS)


def _table(cards, players: int = 2, **kwargs) -> Scenario:
    s = Scenario(players=players, cards=cards, sets=SETS, **kwargs)
    s.bonus_deck_top(*BONUS)
    return s


def _to_the_power(turn):
    """Answer the costs of a bird being played (the first option) up to its power's offer."""
    while "use the power" not in turn.question():
        turn = turn.play(turn.options()[0], until="answers")
    return turn


def _bonus(state, cards, p: int) -> set[str]:
    return {cards.bonus_cards[b].name for b in state.players[p].bonus}


# --- bonus cards drawn per bird of a nest type or of a habitat ---------------------------------
@pytest.mark.parametrize(
    ("bird", "where", "food", "others", "drawn"),
    [
        # Killdeer's ground nest and the Black Rail's own: 2 cards
        ("Black Rail", "wetland", {"invertebrate": 1, "seed": 2}, {"grassland": "Killdeer"}, 2),
        # Osprey's platform nest, the dove's and the guan's own: 3
        (
            "Horned Guan",
            "forest",
            {"invertebrate": 1, "fruit": 1, "seed": 1},
            {"wetland": "Osprey"},
            2,
        ),
        # Blue Jay's bowl, Barn Swallow's star and the seedeater's own bowl: 3
        (
            "Marsh Seedeater",
            "grassland",
            {"seed": 2},
            {"forest": "Blue Jay", "wetland": "Barn Swallow"},
            3,
        ),
        # House Wren's cavity and the parakeet's own: 2 (Killdeer's ground nest: not counted)
        ("Sun Parakeet", "forest", {"seed": 1, "fruit": 2}, {"grassland": "House Wren"}, 2),
    ],
)
def test_draw_a_bonus_card_per_bird_with_the_nest_keep_1(cards, bird, where, food, others, drawn):
    s = _table(cards)
    s.player(0).hand(bird).food(**food)
    for habitat, name in others.items():
        s.player(0).bird(habitat, name)
    s.player(0).bird("wetland", "Mourning Dove", eggs=2)  # a platform nest: only the guan's
    turn = _to_the_power(s.play(f"play {bird} in {where}", until="answers"))
    turn = turn.play(USE, until="answers")
    offered = turn.options()
    expected = drawn + (bird == "Horned Guan")  # the dove counts for the guan
    assert offered == [f"keep {name}" for name in BONUS[:expected]]
    done = turn.play(f"keep {BONUS[0]}", until="answers")
    assert _bonus(done.state, cards, 0) == {BONUS[0]}


@pytest.mark.parametrize(
    ("bird", "habitat", "food", "row"),
    [
        ("Brazilian Merganser", "wetland", {"fish": 2}, ("Mallard", "Killdeer")),
        ("White-Browed Tit-Spinetail", "forest", {"invertebrate": 3}, ("Blue Jay",)),
    ],
)
def test_draw_a_bonus_card_per_bird_in_the_habitat_keep_1(cards, bird, habitat, food, row):
    s = _table(cards)
    s.player(0).hand(bird).food(**food).birds(habitat, *row)
    s.player(0).bird("grassland", "Wild Turkey", eggs=1)  # another row: not counted
    turn = s.play(f"play {bird}", USE, until="answers")
    # the row's birds and the bird itself
    assert turn.options() == [f"keep {name}" for name in BONUS[: len(row) + 1]]


def test_monk_parakeet_lays_on_each_star_nest_bird_only(cards):
    s = _table(cards)
    s.player(0).hand("Monk Parakeet").food(seed=1, fruit=1)
    s.player(0).bird("wetland", "Barn Swallow").bird("forest", "Blue Jay")  # star, bowl
    turn = s.play("play Monk Parakeet", USE, "lay an egg on Monk Parakeet", "lay an egg on Barn")
    me = view(turn.state, cards).player(0)
    assert [me.bird(n).eggs for n in ("Monk Parakeet", "Barn Swallow", "Blue Jay")] == [1, 1, 0]


# --- play another bird in this column (9.5.9) --------------------------------------------------
@pytest.mark.parametrize(
    "bird", ["Correndera Pipit", "Red-Crested Cardinal", "Ultramarine Grosbeak"]
)
def test_play_a_bird_into_this_column_only_where_it_is_the_next_open_space(cards, bird):
    s = _table(cards)
    food = {"invertebrate": 1, "seed": 1, "fruit": 1, "fish": 1}
    s.player(0).hand(bird, "Blue Jay", "Killdeer", "Mallard").food(**food)
    s.player(0).bird("wetland", "Hooded Merganser")  # wetland's next space is column 2
    turn = s.play(f"play {bird} in grassland", until="answers")
    if turn.question().startswith("player 0: pay"):
        turn = turn.play(turn.options()[0], until="answers")
    turn = turn.play(USE, until="answers")
    assert "column of" in turn.question()
    # column 1 of the forest only: the wetland's column 1 is taken, its next space is column 2
    assert turn.options() == ["play Blue Jay in forest", "skip"]


def test_the_bird_played_into_the_column_pays_its_normal_food_and_egg_cost(cards):
    s = _table(cards)
    s.player(0).bird("forest", "Blue Jay", eggs=1).bird("wetland", "Mallard")
    s.player(0).bird("grassland", "Killdeer", eggs=1)
    s.player(0).hand("Correndera Pipit", "Canada Goose").food(invertebrate=1, seed=2)
    # the pipit goes to grassland column 2; wetland's next space is column 2 too
    turn = s.play("play Correndera Pipit in grassland", "pay 1 invertebrate", until="answers")
    while "use the power" not in turn.question():  # its egg, from either bird
        turn = turn.play(turn.options()[0], until="answers")
    turn = turn.play(USE, until="answers")
    assert turn.options() == ["play Canada Goose in wetland", "skip"]
    turn = turn.play("play Canada Goose in wetland", until="answers")
    while turn.question().startswith("player 0"):
        turn = turn.play(turn.options()[0], until="answers")
    me = view(turn.state, cards).player(0)
    assert me.bird("Canada Goose") is not None
    assert me.food == {}  # two seeds paid
    assert sum(b.eggs for b in me.birds) == 0  # two eggs paid for the two column-2 spaces
    check_conservation(turn.state, cards)


def test_no_bird_can_go_into_this_column_so_the_power_is_not_offered(cards):
    s = _table(cards)
    s.player(0).hand("Correndera Pipit", "Blue Jay").food(invertebrate=1)
    s.player(0).bird("forest", "Acorn Woodpecker").bird("wetland", "Mallard")
    turn = s.play("play Correndera Pipit in grassland", until="answers")
    assert "Correndera Pipit" not in turn.question()  # nothing to play into column 1


# --- Toco Toucan: this row's brown powers, in any order ------------------------------------------
def test_toco_toucan_runs_the_rows_brown_powers_in_the_order_chosen(cards):
    s = _table(cards)
    s.player(0).hand("Toco Toucan").food(invertebrate=1, fruit=1)
    s.player(0).bird("forest", "Blue Jay", eggs=1).bird("forest", "Acorn Woodpecker")
    s.feeder("seed", "seed", "fish", "fish", "fish")
    turn = s.play("play Toco Toucan in forest", USE, until="answers")
    assert turn.options() == [
        "repeat Blue Jay (forest 1)",
        "repeat Acorn Woodpecker (forest 2)",
        "skip",
    ]
    turn = turn.play("repeat Acorn Woodpecker", "take seed", "skip", until="answers")
    assert turn.options() == ["repeat Blue Jay (forest 1)", "skip"]  # the woodpecker's is done
    turn = turn.play("repeat Blue Jay", "take seed", "skip", until="answers")
    assert view(turn.state, cards).player(0).food == {"seed": 2}


def test_toco_toucan_may_leave_every_power_out(cards):
    s = _table(cards)
    s.player(0).hand("Toco Toucan").food(invertebrate=1, fruit=1)
    s.player(0).bird("grassland", "Killdeer", eggs=2)  # one pays, one may pay its power
    turn = _to_the_power(s.play("play Toco Toucan in grassland", until="answers"))
    turn = turn.play(USE, "skip", until="answers")
    assert view(turn.state, cards).player(0).food == {}


# --- Titicaca Grebe: a bonus-card draft of players + 1, the drafter keeps the last -------------
def test_titicaca_grebe_each_player_keeps_one_and_the_drafter_the_last(cards):
    s = _table(cards, players=3)
    s.player(0).hand("Titicaca Grebe").food(fish=3)
    turn = s.play("play Titicaca Grebe", USE, until="answers")
    assert turn.options() == [f"keep {n}" for n in BONUS[:4]]
    turn = turn.play(f"keep {BONUS[1]}", f"keep {BONUS[0]}", f"keep {BONUS[3]}", until="answers")
    assert _bonus(turn.state, cards, 0) == {BONUS[1], BONUS[2]}  # the last one too
    assert _bonus(turn.state, cards, 1) == {BONUS[0]}
    assert _bonus(turn.state, cards, 2) == {BONUS[3]}
    check_conservation(turn.state, cards)


def test_titicaca_grebe_a_draft_paused_midway_saves_and_resumes(cards):
    s = _table(cards)
    s.player(0).hand("Titicaca Grebe").food(fish=3)
    turn = s.play("play Titicaca Grebe", USE, f"keep {BONUS[0]}", until="answers")
    state = turn.state
    assert from_json(to_json(state), s.rules()) == state
    assert turn.options() == [f"keep {BONUS[1]}", f"keep {BONUS[2]}"]


def test_titicaca_grebe_solo_the_automas_seat_card_is_one_the_player_does_not_keep(cards):
    s = _table(cards, players=1, mode=AutomaOptions())
    s.player(0).hand("Titicaca Grebe").food(fish=3)
    turn = s.play("play Titicaca Grebe", USE, until="answers")
    first = [o.removeprefix("keep ") for o in turn.options()]
    assert len(first) == 3  # the player's seat, the Automa's and one more
    turn = turn.play(f"keep {first[0]}", until="answers")
    left = [o.removeprefix("keep ") for o in turn.options()]
    assert left == first[1:]  # the Automa keeps none: the player keeps 1 of the last 2
    turn = turn.play(f"keep {left[1]}", until="answers")
    assert _bonus(turn.state, cards, 0) == {first[0], left[1]}
    check_conservation(turn.state, cards)


# --- Yellow Warbler: a card from each other player, then 2 more, keep 2 ---------------------------
def test_yellow_warbler_each_other_player_gives_one_of_2_drawn_then_you_keep_2(cards):
    s = _table(cards, players=3)
    s.player(0).hand("Yellow Warbler").food(invertebrate=1)
    s.deck_top("Killdeer", "Horned Lark", "Mallard", "Wood Duck", "Blue Jay", "Canada Goose")
    turn = s.play("play Yellow Warbler", USE, until="answers")
    assert turn.options() == ["give Killdeer", "give Horned Lark"]  # the left neighbour first
    turn = turn.play("give Horned Lark", "give Mallard", until="answers")
    # the 2 given and the 2 the warbler's owner draws
    assert turn.options() == [
        f"keep {n}" for n in ("Horned Lark", "Mallard", "Blue Jay", "Canada Goose")
    ]
    turn = turn.play("keep Canada Goose", "keep Horned Lark", until="answers")
    table = view(turn.state, cards)
    assert sorted(table.player(0).hand) == ["Canada Goose", "Horned Lark"]
    assert table.player(1).hand == ["Killdeer"] and table.player(2).hand == ["Wood Duck"]
    assert {"Mallard", "Blue Jay"} <= set(table.discard)
    check_conservation(turn.state, cards)


def test_yellow_warbler_a_share_paused_midway_saves_and_resumes(cards):
    s = _table(cards, players=3)
    s.player(0).hand("Yellow Warbler").food(invertebrate=1)
    turn = s.play("play Yellow Warbler", USE, until="answers")
    turn = turn.play(turn.options()[0], until="answers")  # player 1 gave; player 2 to give
    assert from_json(to_json(turn.state), s.rules()) == turn.state


def test_yellow_warbler_in_a_solo_game_does_nothing(cards):
    s = _table(cards, players=1, mode=AutomaOptions())
    s.player(0).hand("Yellow Warbler").food(invertebrate=1)
    turn = s.play("play Yellow Warbler", until="answers")
    assert "Yellow Warbler" not in turn.question()  # no other player: not offered
    assert view(turn.state, cards).player(0).hand == []
