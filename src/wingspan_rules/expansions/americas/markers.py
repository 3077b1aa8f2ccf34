"""Egg markers on empty slots (rules-expansions 9.5.9, Rufous Hornero; docs/americas.md).

* ``place an egg marker on the first empty slot of each habitat``: in each row of the acting
  player's mat that has an empty slot, one egg marker on the leftmost one (a full row gets
  none). The markers are ``Player.egg_markers``: no egg (they score nothing, fill no egg limit,
  pay no egg cost but their own slot's, and no goal, bonus card or power counts them), and the
  slot stays empty. The next bird played on the slot takes its markers, each one egg of that
  bird's egg cost (``engine.frames.choice.pay_and_place``, every way of playing a bird); a
  marker on a column without an egg cost, or under a bird moved there, is simply discarded
  (``effects.board.drop_covered_markers``).
"""

from __future__ import annotations

from typing import ClassVar

from attrs import frozen

from ...effects._base import Compiling, Effect, Phrase, PhraseNode
from ...effects.hooks import active
from ...state.enums import HABITATS, Habitat
from ...state.model import MAX_MARKERS_PER_SLOT, Player
from ...state.protocol import PowerContext, StepOps, View


def marked_slots(player: Player, row_size: int) -> list[tuple[Habitat, int]]:
    """The slots a new egg marker goes on: the first empty slot of each row with one, in
    habitat order (a slot already holding ``MAX_MARKERS_PER_SLOT`` takes no more)."""
    slots = []
    for habitat in HABITATS:
        column = player.spaces(habitat)
        if column < row_size and player.markers_at(habitat, column) < MAX_MARKERS_PER_SLOT:
            slots.append((habitat, column))
    return slots


@frozen
class PlaceEggMarkers(Effect):
    """An egg marker on the first empty slot of each habitat of the acting player's mat."""

    TAG: ClassVar[str] = "place-egg-markers"

    @classmethod
    def phrases(cls) -> tuple[Phrase, ...]:
        syntax = (
            '"place" "an" "egg" "marker" "on" "the" "first" "empty" "slot" "of" "each" "habitat"'
        )
        return (Phrase("place_egg_markers", syntax, cls._from_phrase),)

    @classmethod
    def _from_phrase(cls, node: PhraseNode, ctx: Compiling) -> PlaceEggMarkers:
        return cls()

    def resolve(self, step: StepOps, actor: int, path: tuple[int, ...]) -> None:
        player = step.players[actor]
        slots = marked_slots(player, active(step.config.sets).mat.row_size)
        if slots:
            step.set_player(actor, egg_markers=tuple(sorted(player.egg_markers + tuple(slots))))

    def feasible(self, view: View, p: int, power: PowerContext) -> bool:
        return bool(marked_slots(view.players[p], active(view.config.sets).mat.row_size))

    def describe(self) -> str:
        return (
            "put an egg marker on the leftmost empty slot of each of your habitats; it is no "
            "egg, and counts as one egg of the egg cost of the next bird played on that slot"
        )
