"""The card language composes: bird selectors with a habitat, nested blocks, chained prefixes
and flags derived from the body, each exercised end to end (parse, compile, run) by a test
bird written in the language (no core card needs them)."""

from __future__ import annotations

import pytest

from wingspan_rules.testing import Scenario, assert_food, core_cards_with, plain_bird

BLOCK = """you may discard 1 seed
    if you do:
      all players: gain 1 fish from supply
      draw 1 card
    end"""

BLOCK_HUNT = """roll dice outside birdfeeder
    hunt succeeds if rolled fish:
      cache 1 fish from supply on this bird
      gain 1 seed from supply
    otherwise:
      gain 1 fruit from supply
    end"""


@pytest.fixture(scope="module")
def cards():
    return core_cards_with(
        plain_bird("Wetland Layer", "lay 1 egg on each bird in your wetland"),
        plain_bird("Block Giver", BLOCK),
        plain_bird(
            "Chain Giver", "you may discard 1 seed\n    if you do: all players: draw 1 card"
        ),
        plain_bird(
            "Double Scope",
            "all players:\n      player to your left: gain 1 fish from supply\n    end",
        ),
        plain_bird("Block Hunter", BLOCK_HUNT),
        plain_bird("Forest Counter", "for each bird in your forest: gain 1 seed from supply"),
        plain_bird("Egg Rewarder", "players with most eggs: gain 1 fish from supply"),
        plain_bird("Hand Helper", "players with fewest cards in hand: gain 1 fruit from supply"),
        plain_bird(
            "Quiet Hunter",
            "roll dice outside birdfeeder\n"
            "    hunt succeeds if rolled fish: cache 1 fish from supply on this bird",
        ),
    )


def _activate(cards, bird: str, **food: int) -> Scenario:
    s = Scenario(players=2, cards=cards).first_player(0)
    s.player(0).bird("forest", bird).food(**food)
    s.feeder("seed", "seed", "seed", "seed", "seed")
    return s


def test_lay_on_each_bird_in_a_habitat_lays_only_there(cards):
    s = _activate(cards, "Wetland Layer")
    s.player(0).birds("wetland", "American Bittern", "Canvasback")
    s.player(0).bird("grassland", "Anna's Hummingbird")
    turn = s.play("gain food", "take seed", "use the power", until="answers")
    assert turn.options() == [
        "lay an egg on American Bittern (wetland 1)",
        "lay an egg on Canvasback (wetland 2)",
    ]
    turn = turn.play("lay an egg on American Bittern", "lay an egg on Canvasback")
    forest, grassland, wetland = turn.state.players[0].mat
    assert [b.eggs for b in wetland] == [1, 1]
    assert [b.eggs for b in grassland] == [0]
    assert [b.eggs for b in forest] == [0]


def test_a_nested_block_runs_all_its_lines_when_the_cost_is_paid(cards):
    turn = _activate(cards, "Block Giver", seed=1).play(
        "gain food", "take seed", "use the power", "yes", "draw from the deck"
    )
    assert_food(turn.state, 0, seed=1, fish=1)  # the seed from the feeder; the one paid is gone
    assert_food(turn.state, 1, fish=1)
    assert len(turn.state.players[0].hand) == 1


def test_a_nested_block_is_skipped_whole_when_the_power_is_declined(cards):
    turn = _activate(cards, "Block Giver", seed=1).play("gain food", "take seed", "skip")
    assert_food(turn.state, 0, seed=2)
    assert_food(turn.state, 1)
    assert len(turn.state.players[0].hand) == 0


def test_chained_prefixes_on_one_line_reach_every_player(cards):
    turn = _activate(cards, "Chain Giver", seed=1).play(
        "gain food", "take seed", "use the power", "yes", "draw from the deck", "draw from the deck"
    )
    assert [len(p.hand) for p in turn.state.players] == [1, 1]


def test_the_predator_flag_is_derived_from_the_hunt(cards):
    power = cards.bird("Quiet Hunter").power
    assert power.predator and not power.flocking and not power.bonus


def test_a_derived_predator_triggers_a_pink_power_of_another_player(cards):
    s = _activate(cards, "Quiet Hunter")
    s.player(1).bird("forest", "Black Vulture")
    s.next_rolls("fish", "fish", "fish", "fish", "fish")
    turn = s.play("gain food", "take seed", "use the power", until="answers")
    forest = turn.state.players[0].mat[0]
    assert sum(forest[0].cached) == 1
    assert "use the power of Black Vulture" in " ".join(turn.options())


def test_a_scope_block_holding_a_scope_runs_the_inner_one_for_each_player(cards):
    s = Scenario(players=3, cards=cards).first_player(0)
    s.player(0).bird("forest", "Double Scope")
    s.feeder("seed", "seed", "seed", "seed", "seed")
    turn = s.play("gain food", "take seed", "use the power")
    assert_food(turn.state, 0, seed=1, fish=1)  # from the player to their right
    assert_food(turn.state, 1, fish=1)
    assert_food(turn.state, 2, fish=1)


@pytest.mark.parametrize(
    ("faces", "food", "cached"),
    [("fish", {"seed": 2}, 1), ("seed", {"seed": 1, "fruit": 1}, 0)],
)
def test_a_hunt_block_runs_all_its_lines_or_the_otherwise_block(cards, faces, food, cached):
    s = _activate(cards, "Block Hunter")
    s.next_rolls(*[faces] * 5)
    turn = s.play("gain food", "take seed", "use the power")
    assert_food(turn.state, 0, **food)
    assert sum(turn.state.players[0].mat[0][0].cached) == cached


def test_players_with_most_of_a_measure_include_ties(cards):
    s = Scenario(players=3, cards=cards).first_player(0)
    s.player(0).bird("forest", "Egg Rewarder")
    s.player(1).bird("forest", "Baltimore Oriole", eggs=2)
    s.player(2).bird("wetland", "American Bittern", eggs=1).bird("forest", "Black Vulture", eggs=1)
    s.feeder("seed", "seed", "seed", "seed", "seed")
    turn = s.play("gain food", "take seed", "use the power")
    assert_food(turn.state, 0, seed=1)
    assert_food(turn.state, 1, fish=1)
    assert_food(turn.state, 2, fish=1)


def test_players_with_fewest_cards_in_hand(cards):
    s = Scenario(players=2, cards=cards).first_player(0)
    s.player(0).bird("forest", "Hand Helper").hand("Black Vulture")
    s.feeder("seed", "seed", "seed", "seed", "seed")
    turn = s.play("gain food", "take seed", "skip", "use the power")
    assert_food(turn.state, 0, seed=1)
    assert_food(turn.state, 1, fruit=1)


@pytest.mark.parametrize(("others", "seeds"), [((), 2), (("Black Vulture", "Hooded Warbler"), 5)])
def test_for_each_bird_in_a_habitat_repeats_the_body_that_many_times(cards, others, seeds):
    s = Scenario(players=2, cards=cards).first_player(0)
    s.player(0).birds("forest", "Forest Counter", *others)
    s.feeder("seed", "seed", "seed", "seed", "seed")
    dice = ["take seed"] * (1 + len(others) // 2)  # a die per forest column, then one for each
    turn = s.play("gain food", *dice, "use the power")
    assert_food(turn.state, 0, seed=seeds)
