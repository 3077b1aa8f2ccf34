"""The play rule of a bird that takes the space of another (Southern Cassowary's power,
``replace a bird in forest with this bird without egg cost``: ``powers.ReplaceWithThisBird``),
plugged into the base game's bird play (``effects.hooks.PlayRule``), as the European "on top of
another bird" is.

Played into the named habitat while the player has a bird there, the bird asks which one it
replaces (``ChooseReplaced``; skip: it is played at the end of the row as usual, when it can
be). The chosen bird is discarded with its eggs, cached food and tucked cards, the new bird
takes its space (``PlaceBird.replaces``), its food cost is paid and no egg: so it is offered
in a full row, and with no egg to pay, as long as its food can be paid.
"""

from __future__ import annotations

from typing import ClassVar

from attrs import field, frozen

from ...effects.board import bird_jokers, food_to_pay, playable_habitats
from ...effects.cards import BirdCard, FoodCost
from ...effects.hooks import FOR_BIRD, active, begin_payment
from ...effects.payment import can_afford
from ...effects.walk import walk_effects
from ...state.enums import Habitat
from ...state.fields import BIRD, PLAYER
from ...state.model import Bird
from ...state.moves import Move, PickBird, Skip
from ...state.protocol import Decision, GameStep, Naming, StepOps, View
from .powers import ReplaceWithThisBird

_SKIP = Skip()


def replaces_in(card: BirdCard) -> Habitat | None:
    """The habitat whose birds ``card`` may replace (None: it replaces none)."""
    if card.power is None:
        return None
    effects = walk_effects(card.power.effects)
    found = (e.habitat for e in effects if isinstance(e, ReplaceWithThisBird))
    return next(found, None)


def replaceable(view: View, p: int, habitat: Habitat) -> list[int]:
    """The columns of ``p``'s birds in ``habitat`` a bird may replace: any but a bird whose
    power is running (the rest of that power still belongs to it)."""
    running = {c.bird for c in view.powers if c.owner == p}
    row = view.players[p].mat[habitat]
    return [column for column, bird in enumerate(row) if bird.card not in running]


def _food_payable(view: View, p: int, card: BirdCard) -> bool:
    food, jokers = food_to_pay(view, p, FOR_BIRD), bird_jokers(view, p)
    return can_afford(card.cost, food, active(view.config).payment, jokers)


class Replacing:
    """``replace a bird in HABITAT with this bird without egg cost``: offered in that habitat
    while it holds one of the player's birds and the bird's food cost can be paid, full row or
    not, eggs or not."""

    def concerns(self, card: BirdCard) -> bool:
        return replaces_in(card) is not None

    def playable_anyway(self, view: View, p: int, card: BirdCard, habitat: Habitat) -> bool:
        if replaces_in(card) is not habitat or not replaceable(view, p, habitat):
            return False
        return _food_payable(view, p, card)

    def cheapest_cost(self, view: View, p: int, card: BirdCard) -> FoodCost | None:
        return None

    def reduced_cost(self, card: BirdCard, instead: int) -> FoodCost | None:
        return None

    def start(self, step: StepOps, p: int, card: int, habitat: Habitat) -> bool:
        if not self.playable_anyway(step, p, step.cards.birds[card], habitat):
            return False
        step.pending.append(ChooseReplaced(p, card, habitat))
        return True

    def begin_payment(self, step: StepOps, p: int, card: int) -> bool:
        return False

    def place(self, view: View, p: int, card: int, habitat: Habitat, bird: Bird) -> Bird:
        return bird

    def may_lie_sideways(self, card: BirdCard) -> bool:
        return False


#: The expansion's play rules.
PLAY_RULES = (Replacing(),)


@frozen
class ChooseReplaced(Decision):
    """Which of ``player``'s birds in ``habitat`` ``card`` replaces (discarded with its eggs,
    cached food and tucked cards; no egg paid); skip: it is paid for and placed at the end of
    the row as usual (only offered when it can be)."""

    TAG: ClassVar[str] = "oceania-choose-replaced"
    ACCEPTS: ClassVar[tuple[type, ...]] = (PickBird, Skip)
    LAPSES: ClassVar[bool] = False

    player: int = field(metadata=PLAYER)
    card: int = field(metadata=BIRD)
    habitat: Habitat

    def options(self, view: View) -> list[Move]:
        columns = replaceable(view, self.player, self.habitat)
        moves: list[Move] = [PickBird(self.habitat, c) for c in columns]
        if playable_habitats(view, self.player, self.card, (self.habitat,), on_top=False):
            moves.append(_SKIP)
        return moves

    def answer(self, step: GameStep, move: PickBird | Skip) -> None:
        from ...engine.frames import PayFood, PlaceBird, pay_and_place

        p, card = self.player, self.card
        if type(move) is Skip:
            pay_and_place(step, p, card, self.habitat)
            return
        step.pending.append(PlaceBird(p, card, self.habitat, on=move.column, replaces=True))
        if not step.cards.birds[card].cost.is_free and not begin_payment(step, p, card):
            step.pending.append(PayFood(p, card))

    def label(self, names: Naming) -> str:
        who, bird = names.player(self.player), names.bird(self.card)
        return (
            f"{who}: play {bird} in the space of one of your birds in {self.habitat.label}, "
            "discarding it with its eggs, food and cards, and paying no egg (skip: play it "
            "at the end of the row)"
        )
