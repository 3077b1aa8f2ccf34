"""Resetting a shared component: the birdfeeder (rules 3.5: reroll all five dice, including
those outside the feeder). The expansions' powers and mats reset it; this module is also the
worked example of docs/architecture.md ("Adding a primitive")."""

from __future__ import annotations

from typing import Any, ClassVar

from attrs import frozen

from ._base import Compiling, Effect, Phrase, PhraseNode


@frozen
class ResetFeeder(Effect):
    """Reroll all five dice into the birdfeeder, those outside it included."""

    TAG: ClassVar[str] = "reset-feeder"

    @classmethod
    def phrases(cls) -> tuple[Phrase, ...]:
        return (Phrase("reset_feeder", '"reset" "birdfeeder"', cls._from_reset),)

    @classmethod
    def _from_reset(cls, node: PhraseNode, ctx: Compiling) -> ResetFeeder:
        return cls()

    def resolve(self, step: Any, actor: int, path: tuple[int, ...]) -> None:
        step.roll_feeder(step.players[actor].table, "reset")

    def describe(self) -> str:
        return "reroll all five dice into the birdfeeder, those outside it included"
