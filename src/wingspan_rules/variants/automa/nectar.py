"""The Automa's Spent Nectar Collection card (rules-expansions 9.2.11, [U] U4 and U33).

With ``AutomaOptions(nectar_majority=True)``, in a game whose score categories hold the
nectar majority (``effects.hooks``: a category named ``nectar`` that a rival may take a place
in), the Automa keeps a box of spent nectar per habitat. Each box starts with the difficulty's
nectar (``nectar_start``); at each round's end, two Automa cards are laid against the card, one
after the other, and each box whose lined-up section (``nectar_sections``: the round sections
of rounds 1, 2 and 3 by default) shows the add-cube symbol gains a nectar, the remove-cube
symbol loses one if it has any. At the game's end each box competes with the players' spent
nectar of its habitat (``AutomaVariant.rival_majority``), and the Automa scores the places it
takes. Without the option the Automa holds no nectar and takes no place (U33's default).

The two cards are the round's Automa cards left undrawn (two of them with the data's deck
sizes; fewer when a "No Goal" round's extra turns drew them, and then only those): the
adjustment reads them from the top of the deck, which the next round shuffles afresh.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import attrs

from ...effects.hooks import active
from ...state.model import GameConfig
from .deck import AUTOMA_DECK
from .events import AutomaNectarAdjusted
from .state import NECTAR_BOXES, AutomaState, automa_options

if TYPE_CHECKING:
    from ...state.protocol import GameStep

#: The score category the boxes compete in (the nectar majority's name).
CATEGORY = "nectar"
#: Automa cards laid against the Spent Nectar card at each round's end (9.2.11: "twice").
CARDS_PER_ROUND = 2
#: What each secondary symbol does to the box it lines up with.
MARKS = {"add-cube": 1, "remove-cube": -1}


def majority_in_play(config: GameConfig) -> bool:
    """Whether the game scores a nectar majority a rival may take a place in."""
    return any(
        c.name == CATEGORY and c.rival_count is not None for c in active(config).score_categories
    )


def keeps_nectar(config: GameConfig) -> bool:
    """Whether the Automa keeps a Spent Nectar Collection card in a game of ``config``."""
    return automa_options(config).nectar_majority and majority_in_play(config)


def starting_nectar(config: GameConfig) -> tuple[int, ...]:
    """The Automa's boxes at setup: the difficulty's nectar in each (none without the card)."""
    if not keeps_nectar(config):
        return ()
    return (automa_options(config).start_nectar(),) * NECTAR_BOXES


def marks(card: int, sections: tuple[int, ...]) -> tuple[int, ...]:
    """What Automa card ``card`` does to each box: the symbol of its section of the round
    lined up with that box (1 add, -1 take off, 0 nothing or no section)."""
    rounds = AUTOMA_DECK[card].rounds
    found = []
    for round in sections:
        section = rounds[round - 1]
        found.append(0 if section is None else MARKS.get(section.then, 0))
    return tuple(found)


def adjust(step: GameStep, automa: AutomaState) -> AutomaState:
    """Round end (9.2.11): lay the round's first two undrawn Automa cards against the Spent
    Nectar card, one after the other, and change the boxes as their marks say."""
    if not automa.nectar:
        return automa
    sections = automa_options(step.config).nectar_sections
    nectar = automa.nectar
    for card in automa.deck[:CARDS_PER_ROUND]:
        changes = marks(card, sections)
        moved = tuple(0 if n + c < 0 else c for n, c in zip(nectar, changes, strict=True))
        nectar = tuple(n + c for n, c in zip(nectar, moved, strict=True))
        step.emit(AutomaNectarAdjusted(AUTOMA_DECK[card].name, moved, nectar))
    return attrs.evolve(automa, nectar=nectar)
