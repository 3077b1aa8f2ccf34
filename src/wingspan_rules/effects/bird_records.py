"""The zones recording a bird per entry (``hooks.CardZone.of_birds``: the bird card a card
that is no bird card lies tucked behind, the Americas' hummingbirds), kept consistent as the
bird's own tucked cards are: covered, the bird becomes a card tucked behind the bird played on
it, which takes its tucked cards (rules 9.1), so its records name the new bird; discarded
with its tucked cards (a replaced bird, a bird moved to another mat), its records go and
their cards go to the zone's discard (``CardZone.discarded_to``). A bird moved to another
habitat keeps its card, so its records hold.

The recorded cards lie in a shared zone (``CardZone.cards_in``) aligned with the players'
records concatenated in seat order: entry ``i`` of that concatenation is card ``i``. The
cards lie face down, so no one knows which lies where: any order of a save written before
the alignment was kept is a valid alignment, and no save needs upgrading (a save whose
records and cards differ in number is refused, ``engine.invariants``).

Every function costs one cached lookup in a game declaring no such zone (``InForce``'s
``bird_records``: every game without the Americas)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator

from ..state.enums import Habitat
from ..state.model import GameConfig, Player
from ..state.protocol import StepOps, View
from .hooks import CardZone, active

Zones = tuple[tuple[str, tuple[int, ...]], ...]


def tucked_other(config: GameConfig, player: Player) -> Counter[int]:
    """How many cards that are no bird cards lie tucked behind each of ``player``'s birds (by
    bird card id) in a game of ``config``: the entries of the zones of bird records (what the
    views show under the bird)."""
    zones = active(config).bird_records
    if not zones:
        return Counter()
    names = {z.name for z in zones}
    return Counter(b for name, held in player.zones if name in names for b in held)


def cards_tucked_behind(view: View, p: int, habitat: Habitat, column: int) -> int:
    """How many cards lie tucked behind ``p``'s bird at (``habitat``, ``column``): its own
    tucked cards and the records naming it (a hummingbird tucked behind it counts as a card
    tucked behind it for the powers reading "this bird"'s tucked cards)."""
    bird = view.players[p].mat[habitat][column]
    zones = active(view.config).bird_records
    if not zones:
        return len(bird.tucked)
    player = view.players[p]
    return len(bird.tucked) + sum(player.zone(z.name).count(bird.card) for z in zones)


def tuck_behind(step: StepOps, p: int, zone: CardZone, bird: int, card: int) -> None:
    """Tuck ``card`` (of ``zone``'s cards, taken from wherever the caller took it) behind
    ``p``'s bird ``bird``: the record goes last in ``p``'s ``zone``, the card into the cards
    zone at the aligned place."""
    held = step.players[p].zone(zone.name)
    if zone.cards_in:
        at = _offset(step, p, zone.name) + len(held)
        cards = step.tables[0].zone(zone.cards_in)
        _set_shared(step, zone.cards_in, (*cards[:at], card, *cards[at:]))
    step.set_player(p, zones=_with(step.players[p].zones, zone.name, (*held, bird)))


def discard_behind(step: StepOps, p: int, bird: int, count: int | None = None) -> int:
    """Discard the cards recorded behind ``p``'s bird ``bird`` (the last ``count`` recorded,
    or all: None), each to its zone's discard; how many went."""
    gone = 0
    for zone in active(step.config).bird_records:
        held = step.players[p].zone(zone.name)
        places = [i for i, b in enumerate(held) if b == bird]
        if count is not None:
            places = places[len(places) - min(count - gone, len(places)) :]
        if not places:
            continue
        gone += len(places)
        if zone.cards_in:
            _discard_cards(step, zone, _offset(step, p, zone.name), places)
        kept = tuple(b for i, b in enumerate(held) if i not in places)
        step.set_player(p, zones=_with(step.players[p].zones, zone.name, kept))
    return gone


def follow_bird(step: StepOps, p: int, gone: int, to: int | None) -> None:
    """Player ``p``'s bird ``gone`` left the mat: its records in zones of bird records name
    ``to`` instead (covered by ``to``), or go with their cards to the discard (``to`` None:
    discarded)."""
    zones = active(step.config).bird_records
    if not zones:
        return
    if to is None:
        discard_behind(step, p, gone)
        return
    player = step.players[p]
    for zone in zones:
        held = player.zone(zone.name)
        if gone in held:
            player = step.set_player(
                p, zones=_with(player.zones, zone.name, tuple(_followed(held, gone, to)))
            )


def _followed(held: tuple[int, ...], gone: int, to: int) -> Iterator[int]:
    """``held`` with ``gone`` named ``to``."""
    for bird in held:
        yield to if bird == gone else bird


def _offset(view: View, p: int, name: str) -> int:
    """Where player ``p``'s records of zone ``name`` begin in the concatenation."""
    return sum(len(view.players[q].zone(name)) for q in range(p))


def _discard_cards(step: StepOps, zone: CardZone, offset: int, places: list[int]) -> None:
    """Move the cards aligned with records ``places`` (from ``offset``) to the discard."""
    cards = step.tables[0].zone(zone.cards_in)
    picked = {offset + i for i in places}
    thrown = tuple(c for i, c in enumerate(cards) if i in picked)
    _set_shared(step, zone.cards_in, tuple(c for i, c in enumerate(cards) if i not in picked))
    if zone.discarded_to:
        _set_shared(step, zone.discarded_to, (*step.tables[0].zone(zone.discarded_to), *thrown))


def _set_shared(step: StepOps, name: str, cards: tuple[int, ...]) -> None:
    """Put ``cards`` in the table's shared zone ``name``."""
    step.set_table(0, zones=_with(step.tables[0].zones, name, cards))


def _with(zones: Zones, name: str, cards: tuple[int, ...]) -> Zones:
    """``zones`` with zone ``name`` holding ``cards``: in its place, or last if it was empty
    (an empty zone is left out)."""
    kept = [(n, c) for n, c in zones if n != name]
    if not cards:
        return tuple(kept)
    for i, (n, _c) in enumerate(zones):
        if n == name:
            return (*zones[:i], (name, cards), *zones[i + 1 :])
    return (*zones, (name, cards))
