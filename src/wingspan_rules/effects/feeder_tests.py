"""Tests on what the birdfeeder shows, as a power's condition: ``birdfeeder shows no rodent``
(no die in the acting player's birdfeeder shows that food; the dual face shows both of its
foods; an empty feeder shows none).

The family of the powers that read the feeder (the promo packs' Rifleman and Blue Duck; the
feeder readings of other sets' birds join this module as they are written).
"""

from __future__ import annotations

from typing import ClassVar

from attrs import frozen

from ..state.enums import Food
from ..state.protocol import PowerContext, View
from ._base import Compiling, Condition, Phrase, PhraseNode


@frozen
class FeederShowsNo(Condition):
    """No die in the acting player's birdfeeder shows ``food``."""

    TAG: ClassVar[str] = "feeder-shows-no"

    food: Food

    @classmethod
    def phrases(cls) -> tuple[Phrase, ...]:
        return (Phrase("feeder_shows_no", '"birdfeeder" "shows" "no" WORD', cls._from_no),)

    @classmethod
    def _from_no(cls, node: PhraseNode, ctx: Compiling) -> FeederShowsNo:
        return cls(ctx.food(node.args[0]))

    def holds(self, view: View, power: PowerContext, actor: int) -> bool:
        feeder = view.tables[view.players[actor].table].feeder
        return not any(self.food in face.foods for face in feeder)

    def describe(self) -> str:
        return f"no die in the birdfeeder shows {self.food.label}"
