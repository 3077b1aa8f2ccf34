"""Bird selectors with conditions: the bonus cards' bird conditions (a nest, a food in the cost,
a wingspan, points, eggs...) and the places seen from the power's bird (this column, this
habitat, another habitat, next to this bird), wherever a power names birds: laying, discarding
eggs, caching, and counting with "for each". Test birds written in the card language are
played on prepared mats; the options a player is offered are the checked behaviour."""

from __future__ import annotations

import json

import pytest

import wingspan_rules as ws
from wingspan_rules.state.enums import Food
from wingspan_rules.testing import Scenario, assert_food, core_cards_with, plain_bird, view


def _bird(name: str, *, wingspan: int, food: str, points: int, nest: str = "bowl") -> str:
    """A powerless test bird that lives anywhere, with the facts a selector tests."""
    return f"""
bird "{name}"
  scientific "Testus {name.split()[0].lower()}"
  set core
  habitat forest grassland wetland
  food {food}
  points {points}
  nest {nest}
  eggs 3
  wingspan {wingspan}
  beak left
end
"""


@pytest.fixture(scope="module")
def cards():
    return core_cards_with(
        _bird("Big Fisher", wingspan=80, food="fish", points=6, nest="platform"),
        _bird("Small Seeder", wingspan=20, food="seed", points=2, nest="cavity"),
        _bird("Tiny Seeder", wingspan=15, food="seed", points=2, nest="cavity"),
        _bird("Mid Fisher", wingspan=45, food="fish + seed", points=4, nest="ground"),
        plain_bird("Wide Layer", "lay 1 egg on any bird with wingspan above 40"),
        plain_bird("Fish Cacher", "cache 1 seed from supply on another bird eating fish"),
        plain_bird("Cheap Layer", "lay 1 egg on each bird worth 3 points or less"),
        plain_bird("Column Layer", "lay 1 egg on each bird in this column"),
        plain_bird("Row Feeder", "for each other bird in this habitat: gain 1 fish from supply"),
        plain_bird("Far Layer", "lay 1 egg on any bird in another habitat and eating fish"),
        plain_bird("Neighbour Layer", "lay 1 egg on another bird next to this bird"),
        plain_bird("Egg Taker", "discard 1 egg from another bird with wingspan above 40"),
        plain_bird("Side Tucker", "tuck 1 card from hand behind another bird next to this bird"),
        plain_bird("Deck Tucker", "tuck 2 cards from deck behind any bird eating fish"),
    )


def _board(cards, power_bird: str) -> Scenario:
    """Player 0: the power's bird first in the forest, then the test birds around it."""
    s = Scenario(players=2, cards=cards).first_player(0)
    p = s.player(0)
    p.bird("forest", power_bird).bird("forest", "Small Seeder").bird("forest", "Big Fisher")
    p.bird("grassland", "Mid Fisher").bird("wetland", "Tiny Seeder")
    s.feeder("seed", "seed", "seed", "seed", "seed")
    return s


def _activate(s: Scenario):
    """Take the gain-food action, a seed per die, up to the question of the power's bird."""
    turn = s.play("gain food", until="answers")
    while not any(o.startswith("use the power") for o in turn.options()):
        answer = "take seed" if "take seed" in turn.options() else "skip"  # no card for a die
        turn = turn.play(answer, until="answers")
    return turn.play("use the power", until="answers")


def _lay_options(turn) -> list[str]:
    """The birds offered an egg, by name ("lay an egg on Big Fisher (forest 3)")."""
    return sorted(o.split(" (")[0] for o in turn.options() if o.startswith("lay an egg on"))


def test_a_wingspan_condition_offers_only_the_wide_birds(cards):
    turn = _activate(_board(cards, "Wide Layer"))
    assert _lay_options(turn) == ["lay an egg on Big Fisher", "lay an egg on Mid Fisher"]
    done = turn.play("lay an egg on Mid Fisher", until="answers")
    assert view(done.state, cards).player(0).bird("Mid Fisher").eggs == 1


def test_a_food_condition_chooses_among_the_birds_eating_it(cards):
    s = _board(cards, "Fish Cacher")
    turn = _activate(s)
    options = [o for o in turn.options() if "cache" in o]
    assert len(options) == 2 and all("Fisher" in o for o in options), options
    done = turn.play(next(o for o in options if "Big Fisher" in o), until="answers")
    assert view(done.state, cards).player(0).bird("Big Fisher").cached == {"seed": 1}
    taken = 5 - len(done.state.table.feeder)
    assert_food(done.state, 0, seed=taken)  # the cached seed came from the supply


def test_each_bird_worth_at_most_3_points_gets_an_egg(cards):
    s = _board(cards, "Cheap Layer")
    turn = _activate(s)
    while any(o.startswith("lay an egg on") for o in turn.options()):
        first = next(o for o in turn.options() if o.startswith("lay an egg on"))
        turn = turn.play(first, until="answers")
    eggs = sorted((b.name, b.eggs) for b in view(turn.state, cards).player(0).birds)
    # the 1-point layer and the two 2-point seeders; not the 4- and 6-point birds
    assert eggs == [
        ("Big Fisher", 0),
        ("Cheap Layer", 1),
        ("Mid Fisher", 0),
        ("Small Seeder", 1),
        ("Tiny Seeder", 1),
    ]


def test_in_this_column_reaches_every_habitat_of_the_birds_column(cards):
    s = Scenario(players=2, cards=cards).first_player(0)
    s.player(0).bird("forest", "Small Seeder").bird("forest", "Column Layer")
    s.player(0).bird("grassland", "Mid Fisher").bird("grassland", "Big Fisher")
    s.player(0).bird("wetland", "Tiny Seeder")
    s.feeder("seed", "seed", "seed", "seed", "seed")
    turn = _activate(s)
    # column 2 holds the layer and Big Fisher; nothing in the wetland's second space
    assert _lay_options(turn) == ["lay an egg on Big Fisher", "lay an egg on Column Layer"]


def test_in_this_column_counts_a_sideways_bird_in_both_its_columns(cards):
    s = Scenario(players=2, cards=cards).first_player(0)
    s.player(0).bird("forest", "Small Seeder").bird("forest", "Column Layer")
    s.player(0).bird("grassland", "Big Fisher", sideways=True)  # columns 1 and 2
    s.feeder("seed", "seed", "seed", "seed", "seed")
    turn = _activate(s)
    assert _lay_options(turn) == ["lay an egg on Big Fisher", "lay an egg on Column Layer"]


def test_for_each_other_bird_in_this_habitat_counts_the_row(cards):
    turn = _activate(_board(cards, "Row Feeder"))
    seed = turn.state.players[0].food[Food.SEED]  # the seeds the action took
    assert_food(turn.state, 0, seed=seed, fish=2)  # Small Seeder and Big Fisher share the row


def test_in_another_habitat_and_a_food_condition_combine(cards):
    turn = _activate(_board(cards, "Far Layer"))
    assert _lay_options(turn) == ["lay an egg on Mid Fisher"]  # Big Fisher is in the forest


def test_next_to_this_bird_is_the_birds_left_and_right_neighbours(cards):
    s = Scenario(players=2, cards=cards).first_player(0)
    p = s.player(0)
    p.bird("forest", "Big Fisher").bird("forest", "Neighbour Layer").bird("forest", "Mid Fisher")
    p.bird("forest", "Small Seeder").bird("grassland", "Tiny Seeder")
    s.feeder("seed", "seed", "seed", "seed", "seed")
    turn = _activate(s)
    assert _lay_options(turn) == ["lay an egg on Big Fisher", "lay an egg on Mid Fisher"]


def test_a_conditioned_egg_cost_is_paid_only_from_matching_birds(cards):
    s = Scenario(players=2, cards=cards).first_player(0)
    p = s.player(0)
    p.bird("forest", "Egg Taker").bird("forest", "Small Seeder", eggs=2)
    p.bird("grassland", "Big Fisher", eggs=1)
    s.feeder("seed", "seed", "seed", "seed", "seed")
    turn = _activate(s)  # one bird to pay from: nothing to choose
    mat = view(turn.state, cards).player(0)
    assert (mat.bird("Big Fisher").eggs, mat.bird("Small Seeder").eggs) == (0, 2)


def test_the_power_is_not_offered_when_no_bird_matches(cards):
    s = Scenario(players=2, cards=cards).first_player(0)
    s.player(0).bird("forest", "Egg Taker").bird("forest", "Small Seeder", eggs=2)
    s.feeder("seed", "seed", "seed", "seed", "seed")
    turn = s.play("gain food", until="answers")
    while "take seed" in turn.options():
        turn = turn.play("take seed", until="answers")
    assert not any(o.startswith("use the power") for o in turn.options())
    assert turn.state.players[0].mat[0][1].eggs == 2  # no egg was taken


def test_a_saved_game_waiting_on_a_conditioned_choice_resumes_identically(cards):
    s = _board(cards, "Far Layer")
    turn = _activate(s)
    text = ws.to_json(turn.state)
    again = ws.from_json(text, s.rules())
    assert again == turn.state
    assert json.loads(text)["state"]["pending"][-1]["on"]["where"] == [
        {"type": "cost-mentions", "food": "fish"}
    ]


def test_a_place_condition_is_refused_twice(cards):
    from wingspan_rules.language import CardErrors

    text = plain_bird("Twice", "lay 1 egg on any bird in this column and next to this bird")
    with pytest.raises(CardErrors, match="a bird lies in one place"):
        core_cards_with(text)


def test_the_selector_conditions_read_as_english(cards):
    lay = cards.bird("Far Layer").power.effects[0]
    assert lay.describe() == (
        "lay 1 egg on one of your birds with fish in their food cost "
        "in a habitat other than this bird's"
    )


def test_tucking_from_hand_behind_a_picked_neighbour(cards):
    s = Scenario(players=2, cards=cards).first_player(0)
    p = s.player(0)
    p.bird("forest", "Small Seeder").bird("forest", "Side Tucker").bird("forest", "Big Fisher")
    p.bird("forest", "Tiny Seeder").bird("grassland", "Mid Fisher")
    p.hand("Mallard", "Killdeer")
    s.feeder("seed", "seed", "seed", "seed", "seed")
    turn = _activate(s)
    picks = sorted(o.split(" (")[0] for o in turn.options())
    assert picks == ["pick Big Fisher", "pick Small Seeder"]
    turn = turn.play("pick Small Seeder", "tuck Killdeer", until="answers")
    mat = view(turn.state, cards).player(0)
    assert (mat.bird("Small Seeder").tucked, mat.bird("Side Tucker").tucked) == (1, 0)
    assert [cards.birds[c].name for c in turn.state.players[0].hand] == ["Mallard"]


def test_tucking_from_the_deck_behind_a_picked_bird_of_a_condition(cards):
    s = _board(cards, "Deck Tucker")
    turn = _activate(s)
    picks = sorted(o.split(" (")[0] for o in turn.options())
    assert picks == ["pick Big Fisher", "pick Mid Fisher"]
    turn = turn.play("pick Mid Fisher", until="answers")
    assert turn.options() == ["take 2", "take 1"]  # a gain may be cut down, not declined again
    turn = turn.play("take 2", until="answers")
    assert view(turn.state, cards).player(0).bird("Mid Fisher").tucked == 2
    assert cards.bird("Deck Tucker").flocking  # it tucks from the deck: a flocking power
