"""One rule for names everywhere (docs/api.md, trust model): a card's name is one line of
plain text that records, reports and terminals print as it is, so a name that would break a
record or a terminal is a card error, and a player's name in a record follows the same rule."""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest

import wingspan_rules as ws
from wingspan_rules._text import MAX_NAME_LENGTH, name_problem
from wingspan_rules.language import CardErrors
from wingspan_rules.records.record import read_record
from wingspan_rules.testing import core_cards_with, plain_bird

from .limits import time_limit

BAD_NAMES = [
    "Hash # Bird",
    "Line\u2028Bird",
    "Para\u2029Bird",
    "Next\x85Bird",
    "Feed\x0cBird",
    "Tab\x0bBird",
    "Sep\x1cBird",
    "Return\rBird",
    "Escape \x1b[31mRed",
    "Bidi \u202eDRIB",
    "Isolate \u2066Bird",
    "Zero\u200bWidth",
    "Two  Spaces",
    " Leading Space",
    "Trailing Space ",
    "No\u00a0Break",
    "L" * (MAX_NAME_LENGTH + 1),
]


@pytest.fixture(autouse=True)
def _limited() -> Iterator[None]:
    with time_limit(60):
        yield


@pytest.mark.parametrize("name", BAD_NAMES)
def test_a_name_that_would_break_a_record_or_a_terminal_is_a_card_error(name):
    assert name_problem(name) is not None
    with pytest.raises(CardErrors, match="cannot be"):
        core_cards_with(plain_bird(name, "gain 1 seed from supply"))


@pytest.mark.parametrize("name", BAD_NAMES[:4] + BAD_NAMES[8:10])
def test_the_rule_holds_for_bonus_cards_and_scientific_names(name):
    bird = plain_bird("Plain Name", "gain 1 seed from supply").replace(
        'scientific "Testus plain"', f'scientific "{name}"'
    )
    with pytest.raises(CardErrors, match="a scientific name cannot be"):
        core_cards_with(bird)
    bonus = f'bonus "{name}"\n  set core\n  counts birds in forest\n  score 1 per bird\nend\n'
    with pytest.raises(CardErrors, match="a bonus card's name cannot be"):
        core_cards_with(bonus)


def test_every_bundled_name_keeps_the_rule():
    for sets in (("core",), ("core", "european")):
        cards = ws.load_cards(sets=sets)
        for card in (*cards.birds, *cards.bonus_cards):
            assert name_problem(card.name) is None, card.name


def test_a_game_with_the_longest_allowed_name_is_recorded_and_read_back():
    name = "Long " + "n" * (MAX_NAME_LENGTH - 5)
    cards = core_cards_with(
        *(plain_bird(f"{name[:-2]}{i:02}", "gain 1 seed from supply") for i in range(40))
    )
    rules = ws.Rules(cards, ws.GameConfig(players=2))
    game, stream = ws.Game.start(rules=rules, seed=5), random.Random(5)
    while not rules.is_terminal(game.state):
        game = game.play(stream.choice(game.legal_moves()))
    assert read_record(game.record(["Ann", "Bob"]), rules).state == game.state


@pytest.mark.parametrize("name", ["Ann\x1b[2J", "Bob\u202e", "Cy#1", "D\u2028E"])
def test_a_players_name_in_a_record_follows_the_same_rule(name):
    rules = ws.bundled_rules(ws.GameConfig(players=2))
    game = ws.Game.start(rules=rules, seed=1)
    with pytest.raises(ws.RecordError, match="name"):
        game.record([name, "Bob"])
    if "#" in name:
        return  # in a record's header '#' starts a comment: the name read is the part before
    text = game.record(["Ann", "Bob"]).replace("players: Ann, Bob", f"players: {name}, Bob")
    with pytest.raises(ws.RecordError):
        read_record(text)
