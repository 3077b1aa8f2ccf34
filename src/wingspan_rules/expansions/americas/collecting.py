"""The work frame that ends the Americas' "collect 1 card from each other player ..." (Yellow
Warbler; ``others.CollectFromOthers``): a frame of the package's own, named in the
declaration's ``frame_modules`` so that the save format knows it (the vocabulary's tables list
only its decisions)."""

from __future__ import annotations

from typing import ClassVar

from attrs import field, frozen

from ...effects.counted_draws import ShareDrawn, share_out
from ...state.fields import BIRD, PLAIN, PLAYER
from ...state.protocol import GameStep, Work


@frozen
class KeepCollected(Work):
    """The end of ``CollectFromOthers``: ``player`` draws ``draw`` cards from the deck, then
    keeps ``keep`` of the cards their hand gained since it held ``before`` cards (the cards
    given and drawn), discarding the rest."""

    TAG: ClassVar[str] = "keep-collected"

    player: int = field(metadata=PLAYER)
    bird: int = field(metadata=BIRD)
    before: int = field(metadata=PLAIN)
    draw: int = field(metadata=PLAIN)
    keep: int = field(metadata=PLAIN)

    def run(self, step: GameStep) -> None:
        for _ in range(self.draw):
            if not step.draw_to_hand_from_deck(self.player):
                break
        hand = step.players[self.player].hand
        pool = hand[max(0, min(self.before, len(hand))) :]
        if pool:
            share_out(step, ShareDrawn(self.player, self.bird, tuple(pool), self.keep))
