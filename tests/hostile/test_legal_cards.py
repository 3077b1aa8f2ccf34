"""Legal cards that would break the game are refused by ``check`` (docs/api.md, trust model):
what only the power's owner can do (act on this bird, play a bird) cannot be under a block of
other players."""

from __future__ import annotations

import pytest

from wingspan_rules.language import CardErrors
from wingspan_rules.testing import core_cards_with, plain_bird


@pytest.mark.parametrize(
    "power",
    [
        "player to your left: draw 3 cards from deck and tuck 1 behind this bird",
        "all players: draw 2 cards from deck and tuck 1 behind this bird",
        "player to your left: play another bird",
        "players with most eggs: play a bird in forest",
        "all players: play a bird in this habitat",
        "player to your right: either draw 1 card or play another bird",
    ],
)
def test_what_only_the_owner_can_do_is_refused_under_a_block_of_players(power):
    with pytest.raises(CardErrors, match="only the player whose power runs can do it"):
        core_cards_with(plain_bird("Scoped Bird", power))


@pytest.mark.parametrize(
    "power",
    ["draw 3 cards from deck and tuck 1 behind this bird", "play another bird"],
)
def test_the_owner_may_still_do_it(power):
    core_cards_with(plain_bird("Owner Bird", power))
