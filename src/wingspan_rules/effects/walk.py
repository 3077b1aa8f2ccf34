"""Walking the effects of a power: its nested blocks, by position or all of them."""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ._base import Effect


def effects_at(effects: tuple[Effect, ...], block: tuple[int, ...]) -> tuple[Effect, ...]:
    """The effects of a nested block: ``block`` is pairs of (effect index, block index)."""
    for i in range(0, len(block), 2):
        effects = effects[block[i]].blocks()[block[i + 1]]
    return effects


def walk_effects(effects: tuple[Effect, ...]) -> Iterator[Effect]:
    """Yield every effect in ``effects``, depth first, compound effects before their parts."""
    for effect in effects:
        yield effect
        for block in effect.blocks():
            yield from walk_effects(block)
