"""The zones recording a bird per entry (``hooks.CardZone.of_birds``: the bird card a card
that is no bird card lies tucked behind, the Americas' hummingbirds), kept consistent as the
bird's own tucked cards are: covered, the bird becomes a card tucked behind the bird played on
it, which takes its tucked cards (rules 9.1), so its records name the new bird; discarded
with its tucked cards (a replaced bird), its records go. A bird moved to another habitat
keeps its card, so its records hold."""

from __future__ import annotations

from collections.abc import Iterator

from ..effects.hooks import active
from ..state.protocol import StepOps


def follow_bird(step: StepOps, p: int, gone: int, to: int | None) -> None:
    """Player ``p``'s bird ``gone`` left the mat: its records in zones of bird records name
    ``to`` instead (covered by ``to``), or are dropped (``to`` None: discarded)."""
    records = {z.name for z in active(step.config).zones if z.of_birds}
    zones = step.players[p].zones
    if not records or not any(name in records and gone in held for name, held in zones):
        return
    kept: list[tuple[str, tuple[int, ...]]] = []
    for name, held in zones:
        if name in records:
            held = tuple(_followed(held, gone, to))
        if held:
            kept.append((name, held))
    step.set_player(p, zones=tuple(kept))


def _followed(held: tuple[int, ...], gone: int, to: int | None) -> Iterator[int]:
    """``held`` with ``gone`` named ``to`` (or left out: ``to`` None)."""
    for bird in held:
        if bird != gone:
            yield bird
        elif to is not None:
            yield to
