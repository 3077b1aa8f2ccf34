"""The hummingbird components as card zones (rules-expansions 9.5.1-9.5.3, 9.5.7), and the
plain operations on them that the hummingbird action and the powers share.

* the **hummingbird deck** (``DECK``, top card first), the **garden**'s five piles (``PILES``,
  each bottom to top: only the top card may be attracted) and a **discard pile**
  (``DISCARD``), shared zones of the table (``Table.zones``);
* each player's three **hummingbird spaces** (``SPACES``, one per habitat, holding at most
  one card), player zones;
* each player's **tracker**: one marker per group, a player zone per group (``MARKERS``)
  holding ``level`` tokens ``0 .. level - 1`` (level 0 is START); ``LEVEL_POINTS`` is each
  level's value (START = -3, then 0, 1, 2, 3, 4, 6, 8, 10);
* the [hummingbird] spaces each player's markers reached (``REACHED``);
* the hummingbirds tucked behind birds (Bat Falcon, ``TUCKED``): a shared face-down zone
  holding the cards, and each player's record of them (``TUCKED_COUNT``: the card id of the
  bird each lies behind, a zone of bird records, ``CardZone.of_birds``), each 1 point at game
  end as a tucked card (9.5.7) and a tucked card of its bird for the counts of a bird's tucked
  cards (``scoring.HummingbirdsAsBirds.on_mat``: ``OnMat.tucked``);
* which of the U9 layout's starts each column carries (``LAYOUT``, a permutation of the
  five columns), a shared zone dealt at setup; ``PEAKS``: the highest level each marker
  reached (for ``bonus_reentry`` False, U17).

The deck, the piles, the discard pile, the tucked ones and the spaces are zones of one kind (``KIND``): each
hummingbird lies in exactly one of them (``CardZone.conserved``, checked in saves).
"""

from __future__ import annotations

from collections.abc import Iterable

from ...effects.catalog import CardSet
from ...effects.hooks import CardZone
from ...effects.hummingbird_cards import GROUPS, Group
from ...state.enums import HABITATS, Habitat
from ...state.model import GameState, Player
from ...state.protocol import StepOps, View
from .options import AmericasOptions

#: The hummingbird cards of the set (``cards/americas/hummingbirds.wsp``).
HUMMINGBIRDS = 40
KIND = "hummingbird"
DECK = "americas-hummingbird-deck"
DISCARD = "americas-hummingbird-discard"
PILES: tuple[str, ...] = tuple(f"americas-garden-{i + 1}" for i in range(5))
SPACES: tuple[str, ...] = tuple(f"americas-space-{h.label}" for h in HABITATS)
MARKERS: tuple[str, ...] = tuple(f"americas-marker-{g.word}" for g in GROUPS)
PEAKS: tuple[str, ...] = tuple(f"americas-peak-{g.word}" for g in GROUPS)
LAYOUT = "americas-track-layout"
#: The points of each tracker level, START (level 0) first [S: rules-expansions 9.5.7].
LEVEL_POINTS: tuple[int, ...] = (-3, 0, 1, 2, 3, 4, 6, 8, 10)
TOP = len(LEVEL_POINTS) - 1
#: The returned hummingbirds that may not be attracted back this turn (9.5.5).
RETURNED = "americas-returned"
#: The [hummingbird] spaces a player's markers reached (Hummingbird Counter): the space of
#: group ``g`` at level ``l`` is ``g * len(LEVEL_POINTS) + l``.
REACHED = "americas-bonus-reached"
#: The hummingbirds tucked behind the players' birds (face down: which one is no one's
#: business), and behind which bird of each player each lies (a bird card id per card).
TUCKED = "americas-tucked"
TUCKED_COUNT = "americas-tucked-count"

ZONES: tuple[CardZone, ...] = (
    CardZone(
        DECK,
        HUMMINGBIRDS,
        "hummingbird deck",
        shared=True,
        kind=KIND,
        conserved=True,
        hidden=True,
    ),
    *(
        CardZone(name, HUMMINGBIRDS, f"garden pile {i + 1}", shared=True, kind=KIND)
        for i, name in enumerate(PILES)
    ),
    CardZone(DISCARD, HUMMINGBIRDS, "hummingbird discard pile", shared=True, kind=KIND),
    CardZone(TUCKED, HUMMINGBIRDS, "tucked hummingbirds", shared=True, kind=KIND, hidden=True),
    CardZone(RETURNED, HUMMINGBIRDS, "returned this turn", shared=True),
    CardZone(LAYOUT, len(GROUPS), "tracker layout", shared=True),
    *(
        CardZone(name, HUMMINGBIRDS, "hummingbird space", habitat=h, kind=KIND)
        for name, h in zip(SPACES, HABITATS, strict=True)
    ),
    *(
        CardZone(name, TOP, f"{g.word} marker level")
        for name, g in zip(MARKERS, GROUPS, strict=True)
    ),
    *(
        CardZone(name, TOP, f"{g.word} highest level")
        for name, g in zip(PEAKS, GROUPS, strict=True)
    ),
    CardZone(REACHED, len(GROUPS) * len(LEVEL_POINTS), "tracker bonus spaces reached"),
    CardZone(
        TUCKED_COUNT,
        HUMMINGBIRDS,
        label="tucked hummingbirds",
        of_birds=True,
        cards_in=TUCKED,
        discarded_to=DISCARD,
    ),
)
#: The record zone of the tucked hummingbirds (``effects.bird_records``).
RECORDS = ZONES[-1]
_ORDER = {z.name: i for i, z in enumerate(ZONES)}


def with_zone(
    zones: tuple[tuple[str, tuple[int, ...]], ...], name: str, cards: Iterable[int]
) -> tuple[tuple[str, tuple[int, ...]], ...]:
    """``zones`` with zone ``name`` holding ``cards`` (left out while empty), in declared order."""
    held = tuple(cards)
    kept = [z for z in zones if z[0] != name]
    if held:
        kept.append((name, held))
    kept.sort(key=lambda z: _ORDER.get(z[0], len(_ORDER)))
    return tuple(kept)


def shared(view: View | GameState, name: str) -> tuple[int, ...]:
    """The cards of the table's shared zone ``name``."""
    return view.tables[0].zone(name)


def set_shared(step: StepOps, name: str, cards: Iterable[int]) -> None:
    """Put ``cards`` in the table's shared zone ``name`` (replacing what it held)."""
    step.set_table(0, zones=with_zone(step.tables[0].zones, name, cards))


def set_own(step: StepOps, p: int, name: str, cards: Iterable[int]) -> None:
    """Put ``cards`` in ``p``'s zone ``name`` (replacing what it held)."""
    step.set_player(p, zones=with_zone(step.players[p].zones, name, cards))


def options_of(view: View | GameState) -> AmericasOptions:
    """The game's Americas options (the suggested defaults if none are configured)."""
    return view.config.expansion_options(AmericasOptions)


def in_space(player: Player, habitat: Habitat) -> int | None:
    """The hummingbird in ``player``'s ``habitat`` space, or None."""
    held = player.zone(SPACES[habitat])
    return held[0] if held else None


def level(player: Player, group: Group) -> int:
    """The level of ``player``'s ``group`` marker (0: START)."""
    return len(player.zone(MARKERS[group]))


def marker_points(player: Player, group: Group) -> int:
    """The points of ``player``'s ``group`` marker now (9.5.7)."""
    return LEVEL_POINTS[level(player, group)]


def bonus_levels(view: View | GameState, group: Group) -> frozenset[int]:
    """The levels of ``group``'s column that carry a [hummingbird] bonus space (U9)."""
    options = options_of(view)
    layout = shared(view, LAYOUT)
    start = options.track_bonus_starts[layout[group] if len(layout) == len(GROUPS) else group]
    return frozenset({start, start + options.track_bonus_gap})


def garden_tops(view: View) -> tuple[int | None, ...]:
    """The top card of each garden pile (None: an empty pile)."""
    return tuple((shared(view, pile) or (None,))[-1] for pile in PILES)


def track_points(state: GameState, cards: CardSet) -> tuple[int, ...]:
    """Each player's hummingbird tracker points at game end: the five markers' values
    (9.5.7); a game of the Americas in a mode without hummingbirds (Flock) scores none."""
    return tuple(
        sum(marker_points(player, g) for g in GROUPS)
        if player.zone(MARKERS[0]) or _dealt(state)
        else 0
        for player in state.players
    )


def tucked_behind(player: Player) -> tuple[int, ...]:
    """The bird card each hummingbird tucked behind ``player``'s birds lies behind."""
    return player.zone(TUCKED_COUNT)


def tucked_points(state: GameState, cards: CardSet) -> tuple[int, ...]:
    """Each player's points for the hummingbirds tucked behind their birds: 1 each, as any
    tucked card (9.5.7)."""
    return tuple(len(tucked_behind(player)) for player in state.players)


def _dealt(state: GameState) -> bool:
    """Whether the game's hummingbirds were dealt (not in a mode that leaves them out)."""
    return bool(state.tables) and bool(state.tables[0].zone(LAYOUT))
