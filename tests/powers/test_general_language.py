"""The general constructs of the card language: "up to N" amounts, comparisons, "if there is
one", and the rule that "if you do" follows only a part that was done. Each is exercised end to
end (parse, compile, run) by a test bird written in the language, or by a core bird."""

from __future__ import annotations

import pytest

from wingspan_rules.language import CardErrors, load_cards
from wingspan_rules.testing import Scenario, assert_food, core_cards_with, plain_bird


@pytest.fixture(scope="module")
def cards():
    return core_cards_with(
        plain_bird("Seed Payer", "you may discard 1 seed\n    if you do: gain 1 fish from supply"),
        plain_bird(
            "Seed Spender",
            "discard up to 2 seed\n    if you do: gain 1 fish from supply",
        ),
        plain_bird("Egg Spreader", "lay up to 2 eggs on another bird"),
        plain_bird("Card Tucker", "tuck up to 2 cards from hand behind this bird"),
        plain_bird(
            "Forest Judge",
            "if you have at least 2 birds in your forest: gain 1 fish from supply\n"
            "    otherwise: gain 1 fruit from supply",
        ),
        plain_bird("Egg Judge", "if this bird has at least 2 eggs: gain 1 fish from supply"),
        plain_bird("Hand Judge", "if you have fewer than 2 cards in hand: draw 1 card from deck"),
        plain_bird("Two For One", "trade 2 wild for 1 wild from supply"),
        plain_bird("Seed For Fruit", "trade 1 seed for 1 fruit from supply"),
        plain_bird(
            "Forest Leader", "if you have the most birds in your forest: gain 1 fish from supply"
        ),
        plain_bird(
            "Hand Miser",
            "if you have fewer cards in hand than each other player: draw 1 card from deck",
        ),
        plain_bird(
            "Egg Rival", "if you have more eggs than player to your left: gain 1 fish from supply"
        ),
        plain_bird(
            "Nest Watcher",
            "if any bird with cavity nest has at least 2 eggs: gain 1 fish from supply",
        ),
        plain_bird(
            "Bowl Finder",
            "if there is a bird with cavity nest:\n"
            "      lay 1 egg on any bird with cavity nest\n"
            "      gain 1 seed from supply\n"
            "    end",
        ),
    )


def _activate(cards, bird: str, offers: str = "honest", **food: int) -> Scenario:
    s = Scenario(players=2, cards=cards, offers=offers).first_player(0)
    s.player(0).bird("forest", bird).food(**food)
    s.feeder("seed", "seed", "seed", "seed", "seed")
    return s


# --- "if you do" follows only a part that was done ------------------------------------------
def test_declining_an_optional_part_skips_its_if_you_do(cards):
    turn = _activate(cards, "Seed Payer", seed=1).play(
        "gain food", "take seed", "use the power", "skip"
    )
    assert_food(turn.state, 0, seed=2)  # nothing paid, and no fish


def test_doing_the_optional_part_runs_its_if_you_do(cards):
    turn = _activate(cards, "Seed Payer", seed=1).play(
        "gain food", "take seed", "use the power", "yes"
    )
    assert_food(turn.state, 0, seed=1, fish=1)


def test_an_optional_part_that_cannot_be_done_skips_its_if_you_do(cards):
    s = Scenario(players=2, cards=cards, offers="legacy").first_player(0)
    s.player(0).bird("forest", "Seed Payer")
    s.feeder("fruit", "fruit", "fruit", "fruit", "fruit")
    turn = s.play("gain food", "take fruit", "use the power")
    assert_food(turn.state, 0, fruit=1)  # no seed to pay: no fish either


@pytest.mark.parametrize(
    ("answers", "tucked", "seed"), [(("skip",), 0, 1), (("use the power", "take 2"), 2, 0)]
)
def test_a_core_pay_to_tuck_power_tucks_only_when_paid(answers, tucked, seed):
    s = Scenario(players=2, cards=load_cards()).first_player(0)
    s.player(0).bird("wetland", "Black-Bellied Whistling-Duck").food(seed=1)
    turn = s.play("draw cards", "draw from the deck", *answers)
    duck = turn.state.players[0].mat[2][0]
    assert len(duck.tucked) == tucked
    assert_food(turn.state, 0, seed=seed)


# --- "up to N" ------------------------------------------------------------------------------
@pytest.mark.parametrize(("answer", "seed", "fish"), [("take 2", 1, 1), ("take 1", 2, 1)])
def test_up_to_n_lets_the_player_pick_how_many(cards, answer, seed, fish):
    s = _activate(cards, "Seed Spender", seed=3)
    s.feeder("fruit", "fruit", "fruit", "fruit", "fruit")
    turn = s.play("gain food", "take fruit", "use the power", until="answers")
    assert turn.options() == ["take 2", "take 1", "take none"]
    turn = turn.play(answer)
    assert_food(turn.state, 0, seed=seed, fruit=1, fish=fish)


def test_up_to_n_picking_none_is_not_doing_it(cards):
    s = _activate(cards, "Seed Spender", seed=3)
    s.feeder("fruit", "fruit", "fruit", "fruit", "fruit")
    turn = s.play("gain food", "take fruit", "use the power", "take none")
    assert_food(turn.state, 0, seed=3, fruit=1)  # no fish: nothing was discarded


def test_up_to_n_offers_no_more_than_can_be_done(cards):
    s = _activate(cards, "Seed Spender", seed=1)
    s.feeder("fruit", "fruit", "fruit", "fruit", "fruit")
    turn = s.play("gain food", "take fruit", "use the power", until="answers")
    assert turn.options() == ["take 1", "take none"]


def test_up_to_n_of_an_action_that_stops_by_itself_is_the_action(cards):
    power = cards.bird("Egg Spreader").power
    assert type(power.effects[0]).__name__ == "LayEggs"
    s = _activate(cards, "Egg Spreader")
    s.player(0).bird("grassland", "Killdeer")
    turn = s.play("gain food", "take seed", "use the power", until="answers")
    assert "stop" in turn.options()
    turn = turn.play("lay an egg on Killdeer", "stop")
    assert turn.state.players[0].mat[1][0].eggs == 1
    assert turn.state.players[0].mat[0][0].eggs == 0


def test_tuck_up_to_n_from_hand(cards):
    s = _activate(cards, "Card Tucker")
    s.player(0).hand("Mallard", "Killdeer", "Canvasback")
    turn = s.play(
        "gain food", "take seed", "skip", "use the power", "take 2", "tuck Mallard", "tuck Killdeer"
    )
    tucker = turn.state.players[0].mat[0][0]
    assert len(tucker.tucked) == 2
    assert len(turn.state.players[0].hand) == 1


def test_up_to_n_is_refused_where_no_amount_is_chosen(cards):
    text = plain_bird("Bad", "lay up to 1 egg on each bird in your wetland")
    with pytest.raises(CardErrors, match="'up to 1' cannot be used here"):
        core_cards_with(text)


# --- comparisons ----------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("others", "dice", "food"),
    [((), 1, {"fruit": 1}), (("Black Vulture",), 2, {"fish": 1})],
)
def test_a_count_compared_with_a_number(cards, others, dice, food):
    s = Scenario(players=2, cards=cards).first_player(0)
    s.player(0).birds("forest", "Forest Judge", *others)
    s.feeder("seed", "seed", "seed", "seed", "seed")
    turn = s.play("gain food", *["take seed"] * dice, "use the power")
    assert_food(turn.state, 0, seed=dice, **food)


@pytest.mark.parametrize(("eggs", "fish"), [(1, 0), (2, 1)])
def test_this_bird_has_at_least_n_eggs(cards, eggs, fish):
    s = Scenario(players=2, cards=cards, offers="legacy").first_player(0)
    s.player(0).bird("forest", "Egg Judge", eggs=eggs)
    s.feeder("seed", "seed", "seed", "seed", "seed")
    turn = s.play("gain food", "take seed", "use the power")
    assert_food(turn.state, 0, seed=1, fish=fish)


@pytest.mark.parametrize(("hand", "drawn"), [(("Mallard",), 1), (("Mallard", "Killdeer"), 0)])
def test_fewer_than_n_cards_in_hand(cards, hand, drawn):
    s = _activate(cards, "Hand Judge", offers="legacy")
    s.player(0).hand(*hand)
    turn = s.play("gain food", "take seed", "skip", "use the power")
    assert len(turn.state.players[0].hand) == len(hand) + drawn


# --- comparisons with other players ------------------------------------------------------------
@pytest.mark.parametrize(("theirs", "fish"), [(1, 1), (2, 0), (0, 1)])
def test_the_most_counts_ties(cards, theirs, fish):
    s = Scenario(players=3, cards=cards, offers="legacy").first_player(0)
    s.player(0).bird("forest", "Forest Leader")  # 1 bird in the forest
    s.player(1).birds("forest", *["Black Vulture", "Blue Jay"][:theirs])
    s.player(2).bird("forest", "Downy Woodpecker")  # 1: a tie counts as the most
    s.feeder("seed", "seed", "seed", "seed", "seed")
    turn = s.play("gain food", "take seed", "use the power")
    assert_food(turn.state, 0, seed=1, fish=fish)


@pytest.mark.parametrize(("mine", "drawn"), [(0, 1), (1, 0), (2, 0)])
def test_fewer_than_each_other_player_is_strict(cards, mine, drawn):
    s = _activate(cards, "Hand Miser", offers="legacy")
    s.player(0).hand(*["Mallard", "Killdeer"][:mine])
    s.player(1).hand("Canvasback")
    turn = s.play("gain food", "take seed", *(["skip"] if mine else []), "use the power")
    assert len(turn.state.players[0].hand) == mine + drawn


@pytest.mark.parametrize(("left", "right", "fish"), [(0, 3, 1), (2, 0, 0)])
def test_more_than_player_to_your_left_reads_that_player_only(cards, left, right, fish):
    s = Scenario(players=3, cards=cards, offers="legacy").first_player(0)
    s.player(0).bird("forest", "Egg Rival", eggs=1)
    s.player(1).bird("grassland", "Killdeer", eggs=left)  # to the left of player 0
    s.player(2).bird("wetland", "Mallard", eggs=right)
    s.feeder("seed", "seed", "seed", "seed", "seed")
    turn = s.play("gain food", "take seed", "use the power")
    assert_food(turn.state, 0, seed=1, fish=fish)


def test_a_comparison_with_a_chosen_player_is_refused():
    text = plain_bird("Vague", "if you have more eggs than another player: draw 1 card")
    with pytest.raises(CardErrors, match="compared with each other player or a neighbour"):
        core_cards_with(text)


def test_a_neighbour_comparison_fails_with_nobody_beside_you(cards):
    s = Scenario(players=1, cards=cards, offers="legacy")  # a solo game: nobody to the left
    s.player(0).bird("forest", "Egg Rival", eggs=2)
    s.feeder("seed", "seed", "seed", "seed", "seed")
    turn = s.play("gain food", "take seed", "use the power")
    assert_food(turn.state, 0, seed=1)  # no fish: "more eggs than nobody" does not hold


@pytest.mark.parametrize(("eggs", "fish"), [(1, 0), (2, 1)])
def test_a_count_on_any_selected_bird(cards, eggs, fish):
    s = Scenario(players=2, cards=cards, offers="legacy").first_player(0)
    s.player(0).bird("forest", "Nest Watcher").bird("grassland", "Killdeer", eggs=3)
    s.player(0).bird("wetland", "Wood Duck", eggs=eggs)  # a cavity nest
    s.feeder("seed", "seed", "seed", "seed", "seed")
    turn = s.play("gain food", "take seed", "use the power")
    assert_food(turn.state, 0, seed=1, fish=fish)  # Killdeer's 3 eggs lie in a ground nest


# --- "if there is ..." ----------------------------------------------------------------------
def test_if_there_is_a_matching_bird_the_block_runs(cards):
    s = _activate(cards, "Bowl Finder", offers="legacy")
    s.player(0).bird("grassland", "Killdeer")  # a ground nest: no bowl
    turn = s.play("gain food", "take seed", "use the power")
    assert_food(turn.state, 0, seed=1)  # no cavity nest: the whole block is skipped
    s = _activate(cards, "Bowl Finder")
    s.player(0).bird("forest", "Black Vulture")
    turn = s.play(
        "gain food", "take seed", "take seed", "use the power", "lay an egg on Black Vulture"
    )
    assert_food(turn.state, 0, seed=3)
    assert turn.state.players[0].mat[0][1].eggs == 1


# --- trades -------------------------------------------------------------------------------------
def test_an_unequal_trade_of_any_foods(cards):
    s = _activate(cards, "Two For One", fish=2)
    turn = s.play(
        "gain food",
        "take seed",
        "use the power",
        "discard 1 fish",
        "discard 1 fish",
        "choose rodent",
    )
    assert_food(turn.state, 0, seed=1, rodent=1)


def test_a_trade_of_named_foods(cards):
    s = _activate(cards, "Seed For Fruit", fish=1)
    turn = s.play("gain food", "take seed", "use the power")
    assert_food(turn.state, 0, fish=1, fruit=1)  # the seed just taken is traded


def test_a_trade_needs_the_food_it_gives():
    power = core_cards_with(plain_bird("Fish For Fruit", "trade 1 fish for 1 fruit from supply"))
    s = Scenario(players=2, cards=power).first_player(0)
    s.player(0).bird("forest", "Fish For Fruit")
    s.feeder("seed", "seed", "seed", "seed", "seed")
    turn = s.play("gain food", "take seed")
    assert_food(turn.state, 0, seed=1)  # no fish: the power cannot be used, no fruit


def test_a_trade_for_other_food_gives_back_as_many():
    text = plain_bird("Bad", "trade 2 wild for 1 other food from supply")
    with pytest.raises(CardErrors, match="gives back as many food"):
        core_cards_with(text)


# --- "each" where a phrase acts on one bird -----------------------------------------------------
def test_each_bird_where_one_bird_is_meant_has_its_own_message():
    text = plain_bird("Bad", "discard 1 egg from each bird")
    with pytest.raises(
        CardErrors, match="unexpected 'each': this phrase acts on one bird, not on each bird"
    ):
        core_cards_with(text)


# --- honest offers (GameConfig.offers, the default) -----------------------------------------
# The legacy cases above that used a power to do nothing: under the honest offers a power
# whose condition fails where it stands, with nothing else to do, is not offered at all.
def _offered_after(s: Scenario, *labels: str) -> bool:
    turn = s.play(*labels, until="answers")
    return any(o.startswith("use the power") for o in turn.options())


@pytest.mark.parametrize(("eggs", "fish"), [(1, 0), (2, 1)])
def test_honest_a_count_on_any_selected_bird(cards, eggs, fish):
    s = Scenario(players=2, cards=cards).first_player(0)
    s.player(0).bird("forest", "Nest Watcher").bird("grassland", "Killdeer", eggs=3)
    s.player(0).bird("wetland", "Wood Duck", eggs=eggs)
    s.feeder("seed", "seed", "seed", "seed", "seed")
    assert _offered_after(s, "gain food", "take seed") is bool(fish)


def test_honest_a_neighbour_comparison_with_nobody_beside_you_is_not_offered(cards):
    s = Scenario(players=1, cards=cards)
    s.player(0).bird("forest", "Egg Rival", eggs=2)
    s.feeder("seed", "seed", "seed", "seed", "seed")
    assert not _offered_after(s, "gain food", "take seed")


@pytest.mark.parametrize(("mine", "drawn"), [(0, 1), (1, 0), (2, 0)])
def test_honest_fewer_than_each_other_player_is_strict(cards, mine, drawn):
    s = _activate(cards, "Hand Miser")
    s.player(0).hand(*["Mallard", "Killdeer"][:mine])
    s.player(1).hand("Canvasback")
    assert _offered_after(s, "gain food", "take seed", *(["skip"] if mine else [])) is bool(drawn)


@pytest.mark.parametrize(("hand", "drawn"), [(("Mallard",), 1), (("Mallard", "Killdeer"), 0)])
def test_honest_fewer_than_n_cards_in_hand(cards, hand, drawn):
    s = _activate(cards, "Hand Judge")
    s.player(0).hand(*hand)
    assert _offered_after(s, "gain food", "take seed", "skip") is bool(drawn)


def test_honest_if_there_is_no_matching_bird_the_power_is_not_offered(cards):
    s = _activate(cards, "Bowl Finder")
    s.player(0).bird("grassland", "Killdeer")  # a ground nest: no bowl
    assert not _offered_after(s, "gain food", "take seed")


@pytest.mark.parametrize(("left", "right", "fish"), [(0, 3, 1), (2, 0, 0)])
def test_honest_more_than_player_to_your_left_reads_that_player_only(cards, left, right, fish):
    s = Scenario(players=3, cards=cards).first_player(0)
    s.player(0).bird("forest", "Egg Rival", eggs=1)
    s.player(1).bird("grassland", "Killdeer", eggs=left)
    s.player(2).bird("wetland", "Mallard", eggs=right)
    s.feeder("seed", "seed", "seed", "seed", "seed")
    assert _offered_after(s, "gain food", "take seed") is bool(fish)


@pytest.mark.parametrize(("theirs", "fish"), [(1, 1), (2, 0), (0, 1)])
def test_honest_the_most_counts_ties(cards, theirs, fish):
    s = Scenario(players=3, cards=cards).first_player(0)
    s.player(0).bird("forest", "Forest Leader")
    s.player(1).birds("forest", *["Black Vulture", "Blue Jay"][:theirs])
    s.player(2).bird("forest", "Downy Woodpecker")
    s.feeder("seed", "seed", "seed", "seed", "seed")
    assert _offered_after(s, "gain food", "take seed") is bool(fish)


@pytest.mark.parametrize(("eggs", "fish"), [(1, 0), (2, 1)])
def test_honest_this_bird_has_at_least_n_eggs(cards, eggs, fish):
    s = Scenario(players=2, cards=cards).first_player(0)
    s.player(0).bird("forest", "Egg Judge", eggs=eggs)
    s.feeder("seed", "seed", "seed", "seed", "seed")
    assert _offered_after(s, "gain food", "take seed") is bool(fish)


def test_honest_an_optional_cost_that_cannot_be_paid_offers_no_power(cards):
    s = Scenario(players=2, cards=cards).first_player(0)
    s.player(0).bird("forest", "Seed Payer")
    s.feeder("fruit", "fruit", "fruit", "fruit", "fruit")
    assert not _offered_after(s, "gain food", "take fruit")
