"""The phrases of the Asia expansion's bird powers that the base game's vocabulary lacks
(docs/asia.md), each declared once as a primitive or a condition with its phrases.

The package's ``VOCABULARY`` names this module, so ``effects.add_vocabulary`` joins its
declarations to the vocabulary's tables, after the base game's and the European expansion's.
"""

from __future__ import annotations

from typing import ClassVar

from attrs import frozen

from ...effects._base import Compiling, Effect, Phrase, PhraseNode
from ...state.fields import EMPTY
from ...state.protocol import PowerContext, StepOps, View

#: The tray's middle slot (of its three, rules 2.2).
MIDDLE_SLOT = 1


@frozen
class DrawMiddleTrayCard(Effect):
    """Take the face-up card of the tray's middle slot into your hand (nothing when that slot
    is empty: the tray is refilled only at the end of a turn, rules 3.7)."""

    TAG: ClassVar[str] = "draw-middle-tray-card"

    @classmethod
    def phrases(cls) -> tuple[Phrase, ...]:
        syntax = '"draw" "the" "middle" ("card" | "cards") "of" WORD'
        return (Phrase("draw_middle_tray", syntax, cls._from_phrase),)

    @classmethod
    def _from_phrase(cls, node: PhraseNode, ctx: Compiling) -> DrawMiddleTrayCard:
        ctx.lookup(node.args[-1], "place to draw the middle card of", {"tray": "tray"})
        return cls()

    def _card(self, view: View, p: int) -> int:
        tray = view.tables[view.players[p].table].tray
        return tray[MIDDLE_SLOT] if len(tray) > MIDDLE_SLOT else EMPTY

    def resolve(self, step: StepOps, actor: int, path: tuple[int, ...]) -> None:
        if self._card(step, actor) == EMPTY:
            step.set_done(False)
            return
        step.draw_to_hand_from_tray(actor, MIDDLE_SLOT)

    def feasible(self, view: View, p: int, power: PowerContext) -> bool:
        return self._card(view, p) != EMPTY

    def describe(self) -> str:
        return "take the face-up card of the bird tray's middle slot into your hand"
