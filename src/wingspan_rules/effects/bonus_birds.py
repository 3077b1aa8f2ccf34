"""What an expansion lays on a player's mat beside the bird cards that some counts read
(``hooks.Expansion.bonus_birds``): cards counting as birds (the Americas' hummingbirds in
their spaces), mat spaces counting as empty slots, and cards tucked behind birds that are no
bird cards (a Bat Falcon's hummingbird)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from .cards import BIRDS_ONLY, OnMat

if TYPE_CHECKING:
    from ..state.enums import Habitat
    from ..state.model import Player
    from .cards import BonusCard
    from .catalog import CardSet


class BonusBirds(Protocol):
    """Cards on a player's mat that are no bird cards but count as birds for some counts (the
    Americas' hummingbirds, rules-expansions 9.5.8), and mat spaces for them that count as
    empty slots. The game-end score, the score shown, a bonus card scored during play, every
    mode's end-of-round goals and the powers counting empty slots all read it. An expansion
    whose options choose what counts declares it in force with them (``Expansion.in_force``).
    """

    def count(self, player: Player, cards: CardSet, bonus: BonusCard) -> int:
        """How many more ``bonus`` counts for ``player`` (0: none), where it counts birds."""
        ...

    def on_mat(self, player: Player, cards: CardSet, goal: bool) -> OnMat:
        """What of ``player``'s mat the measures reading rows and columns count beside the
        bird cards (``BaseMeasure.count_with``), for an end-of-round goal (``goal``) or a
        bonus card."""
        ...

    def empty_slots(self, player: Player, habitat: Habitat) -> int:
        """The spaces of ``habitat``'s row beside its bird spaces that count as empty slots."""
        ...


def beside_birds(more: tuple[BonusBirds, ...], player: Player, cards: CardSet, goal: bool) -> OnMat:
    """What ``more`` (``InForce.bonus_birds``) lay on ``player``'s mat beside the birds."""
    if not more:
        return BIRDS_ONLY
    found = [m.on_mat(player, cards, goal) for m in more]
    cards_, tucked = (
        tuple(c for f in found for c in f.cards),
        tuple(b for f in found for b in f.tucked),
    )
    return OnMat(cards_, sum(f.columns for f in found), tucked)
