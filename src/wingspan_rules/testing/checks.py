"""Assertions a rules test makes of a state: a player's food, and that every card and food token
is in exactly one place."""

from __future__ import annotations

from collections.abc import Callable, Iterable

from ..effects.catalog import CardSet
from ..state.model import (
    EMPTY,
    GameState,
)
from ..variants import variant_for
from ._modes import mode_part
from .cards import _food_tuple
from .views import _food_dict


def assert_food(state: GameState, player: int, **expected: int) -> None:
    """Assert a player's whole personal supply, e.g. ``assert_food(st, 0, seed=2)``."""
    actual = _food_dict(state.players[player].food)
    wanted = _food_dict(_food_tuple(expected))
    assert actual == wanted, f"player {player} has food {actual}, expected {wanted}"


def check_conservation(state: GameState, cards: CardSet) -> None:
    """Assert that every bird card and bonus card of the card set is in exactly one place."""
    places: dict[int, list[str]] = {}

    def put(ids: Iterable[int], where: str) -> None:
        for i in ids:
            places.setdefault(i, []).append(where)

    for t, table in enumerate(state.tables):
        put(table.deck, f"table {t} deck")
        put((i for i in table.tray if i != EMPTY), f"table {t} tray")
        put(table.discard, f"table {t} discard")
    for p, player in enumerate(state.players):
        put(player.hand, f"player {p} hand")
        for h, c, bird in player.birds():
            put((bird.card,), f"player {p} {h.label} slot {c + 1}")
            put(bird.tucked, f"player {p} tucked under {cards.birds[bird.card].name}")
    held = mode_part(state.config).card_places(state)  # the mode's own state's cards
    for where, birds, _bonus in held:
        put(birds, where)
    _check_once(places, len(cards.birds), lambda i: cards.birds[i].name)

    bonus: dict[int, list[str]] = {}
    for t, table in enumerate(state.tables):
        for i in table.bonus_deck:
            bonus.setdefault(i, []).append(f"table {t} bonus deck")
        for i in table.bonus_discard:
            bonus.setdefault(i, []).append(f"table {t} bonus discard")
    for p, player in enumerate(state.players):
        for i in player.bonus:
            bonus.setdefault(i, []).append(f"player {p} bonus cards")
    for where, _birds, bonus_cards in held:
        for i in bonus_cards:
            bonus.setdefault(i, []).append(where)

    in_play = variant_for(state.config).bonus_cards_in_play(state.config, cards)
    for i in set(range(len(cards.bonus_cards))) - set(in_play):  # out of the game (Flock)
        if i in bonus:
            bonus[i].append("out of this game")
        else:
            bonus[i] = ["out of this game"]
    _check_once(bonus, len(cards.bonus_cards), lambda i: cards.bonus_cards[i].name)


def _check_once(places: dict[int, list[str]], count: int, name: Callable[[int], str]) -> None:
    problems = [f"{name(i)}: missing" for i in range(count) if i not in places]
    problems += [f"{name(i)}: in {', '.join(w)}" for i, w in places.items() if len(w) > 1]
    assert not problems, "card conservation broken: " + "; ".join(problems)
