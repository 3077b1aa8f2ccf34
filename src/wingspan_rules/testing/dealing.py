"""How a scenario deals what it does not name: the deck shuffled from its seed, the dice it
rolls next, the card set cut down to the cards in play."""

from __future__ import annotations

import functools
import random

import attrs

from ..effects.catalog import CardSet
from ..state import rng
from ..state.enums import BASE_DIE, DieFace
from ..state.model import (
    EMPTY,
    GameState,
)
from ..variants._scenario import ScenarioPart
from .cards import _bird_id


@functools.cache
def _subset(cards: CardSet, kept: tuple[int, ...]) -> CardSet:
    """The card set of only the birds ``kept`` (every bonus card and goal tile), made once."""
    return CardSet(tuple(cards.birds[i] for i in kept), cards.bonus_cards, cards.goal_tiles)


def _only_cards_placed(
    state: GameState, cards: CardSet, part: ScenarioPart
) -> tuple[GameState, CardSet]:
    """``state`` played with a card set of only the birds it places (``deck(rest="out")``),
    the mode's own state too (``part``)."""
    placed: set[int] = set()
    for table in state.tables:
        placed.update(table.deck, table.discard, (c for c in table.tray if c != EMPTY))
    for player in state.players:
        placed.update(player.hand)
        for _h, _c, bird in player.birds():
            placed.add(bird.card)
            placed.update(bird.tucked)
    for _where, birds, _bonus in part.card_places(state):
        placed.update(birds)
    kept = tuple(sorted(placed))
    subset = _subset(cards, kept)
    new = {old: i for i, old in enumerate(kept)}

    def ids(values: tuple[int, ...]) -> tuple[int, ...]:
        return tuple(new.get(v, v) for v in values)  # EMPTY stays EMPTY

    players = tuple(
        attrs.evolve(
            p,
            hand=ids(p.hand),
            mat=tuple(
                tuple(attrs.evolve(b, card=new[b.card], tucked=ids(b.tucked)) for b in row)
                for row in p.mat
            ),
        )
        for p in state.players
    )
    tables = tuple(
        attrs.evolve(t, deck=ids(t.deck), discard=ids(t.discard), tray=ids(t.tray))
        for t in state.tables
    )
    mode_state = part.renumber(state.mode_state, ids)
    return (
        attrs.evolve(
            state,
            card_set=subset.fingerprint,
            players=players,
            tables=tables,
            mode_state=mode_state,
        ),
        subset,
    )


class _Deck:
    """The bird cards not yet placed: named cards are claimed, the rest shuffled and drawn."""

    def __init__(self, cards: CardSet, rng: random.Random) -> None:
        self._cards = cards
        self._rng = rng
        self._free = list(range(len(cards.birds)))
        self._claimed: set[int] = set()

    def claim(self, name: str) -> None:
        card = _bird_id(self._cards, name)
        if card in self._claimed:
            raise ValueError(f"{self._cards.birds[card].name} is placed twice (one copy exists)")
        self._claimed.add(card)

    def shuffle(self) -> None:
        self._free = [i for i in self._free if i not in self._claimed]
        self._rng.shuffle(self._free)

    def draw(self, count: int, purpose: str) -> tuple[int, ...]:
        if count > len(self._free):
            raise ValueError(f"not enough cards left in the deck for {purpose}")
        drawn, self._free = self._free[:count], self._free[count:]
        return tuple(drawn)

    def rest(self) -> tuple[int, ...]:
        return tuple(self._free)


def _stream_rolling(
    faces: tuple[DieFace, ...], seed: int, die: tuple[DieFace, ...] = BASE_DIE
) -> int:
    """A random stream for the state: the seed's own, or the first after it that rolls ``faces``.

    Each die is one of 6 faces, so about 6**n streams are tried for n dice (under 10,000).
    """

    for offset in range(200_000):
        stream = rng.seed_state(seed + offset)
        if not faces or rng.choices(stream, die, len(faces))[0] == faces:
            return stream
    raise ValueError(f"no random stream rolls {faces}")  # pragma: no cover - 6**5 << 200,000
