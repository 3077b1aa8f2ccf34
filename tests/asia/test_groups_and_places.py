"""Asia birds laying on a group of birds or counting by place: the Asian Emerald Dove lays 2
eggs on each other bird of its column (1 each, twice); the Fire-Fronted Serin lays 1 egg on
itself for each bird to its left in its row (the place condition ``left of this bird``)."""

from __future__ import annotations

import pytest

import wingspan_rules as ws
from wingspan_rules.testing import Scenario, view


@pytest.fixture(scope="module")
def cards():
    return ws.load_cards(sets=("core", "asia"))


def test_the_dove_lays_two_eggs_on_each_other_bird_of_its_column_room_permitting(cards):
    """Asian Emerald Dove (played in the forest's second column): 2 eggs on the grassland
    bird below it, and only 1 on the wetland bird, which has room for one more (it paid the
    dove's egg)."""
    room = cards.bird("Prothonotary Warbler").egg_limit
    s = Scenario(players=2, cards=cards)
    s.player(0).bird("forest", "Hooded Warbler").bird("grassland", "Wild Turkey")
    s.player(0).bird("grassland", "Bobolink").bird("wetland", "Trumpeter Swan")
    s.player(0).bird("wetland", "Prothonotary Warbler", eggs=room)
    s.player(0).hand("Asian Emerald Dove").food(seed=1, fruit=1, invertebrate=1, fish=1)
    turn = s.play(
        "play Asian Emerald Dove in forest", "use the power", "lay an egg on Bobolink",
        "lay an egg on Prothonotary Warbler",  # then only Bobolink has room: no question
    )  # fmt: skip
    me = view(turn.state, cards).player(0)
    assert me.bird("Bobolink").eggs == 2
    assert me.bird("Prothonotary Warbler").eggs == room
    assert me.bird("Wild Turkey").eggs == 0  # not in the dove's column


def test_the_serin_lays_one_egg_on_itself_per_bird_to_its_left(cards):
    """Fire-Fronted Serin, third in its row: two eggs on itself at round end; the birds right
    of it do not count."""
    s = Scenario(players=2, cards=cards).turn(15)
    s.goals("Birds in forest", "Birds in grassland", "Birds in wetland", "Total birds")
    s.player(0).bird("forest", "Hooded Warbler").bird("forest", "Blue-Winged Warbler")
    s.player(0).bird("forest", "Fire-Fronted Serin").bird("forest", "Carolina Wren")
    end = s.script().play(
        "gain food", "stop", "use the power of Fire-Fronted Serin", until="answers"
    )
    lay = "lay an egg on Fire-Fronted Serin"
    end = end.play(lay, lay, until="answers")
    assert view(end.state, cards).player(0).bird("Fire-Fronted Serin").eggs == 2
    assert not any(lay in o for o in end.options())  # two birds to its left: two eggs
