"""How the European expansion's white birds are played (rules 9.1), plugged into the base game's
bird play (``effects.hooks.PlayRule``): lying sideways over two spaces, on top of another bird
instead of paying, and cards from the hand paying for rodents (an asterisk cost); with the two
decisions the play asks (which bird to cover, which cards to pay).

Each rule concerns only the birds whose power carries its primitive (``played``), a fact the
base game derives once per card set: a bird no rule concerns is played by rules 3.3 alone.
"""

from __future__ import annotations

from typing import ClassVar

from attrs import field, frozen

from ...effects.board import playable_habitats
from ...effects.cards import BirdCard, FoodCost
from ...effects.payment import can_afford
from ...engine.frames import PayFood, PlaceBird, pay_and_place, record_payment
from ...state.enums import Habitat
from ...state.fields import BIRD, PLAYER, Redraw
from ...state.model import HIDDEN, ROW_SIZE, Bird
from ...state.moves import CoverBird, Move, Skip, Stop, TuckCard
from ...state.protocol import Decision, GameStep, Naming, StepOps, View
from ...state.values import evolve
from .played import PayCardsInstead, PlaceSideways, PlayOnTop

_SKIP = Skip()
_STOP = Stop()


def sideways_in(card: BirdCard, habitat: Habitat) -> bool:
    """Whether the bird is placed sideways when played in ``habitat`` (space allowing)."""
    power = card.power
    if power is None:
        return False
    return any(isinstance(e, PlaceSideways) and e.habitat is habitat for e in power.effects)


def cards_instead(card: BirdCard) -> PayCardsInstead | None:
    """The bird's "pay cards instead of food" alternative, if it has one."""
    if card.power is None:
        return None
    return next((e for e in card.power.effects if isinstance(e, PayCardsInstead)), None)


def plays_on_top(card: BirdCard) -> bool:
    """Whether the bird may be played on top of another bird instead of paying its cost."""
    return card.power is not None and any(isinstance(e, PlayOnTop) for e in card.power.effects)


def cost_less_cards(card: BirdCard, cards: int) -> FoodCost:
    """``card``'s food cost once ``cards`` cards from the hand stand in for as many of the foods
    its power lets cards replace (``pay 1 card from hand instead of each rodent``)."""
    instead = cards_instead(card)
    if instead is None or cards <= 0:
        return card.cost
    foods = list(card.cost.foods)
    for _ in range(cards):
        if instead.food in foods:
            foods.remove(instead.food)
    return evolve(card.cost, foods=tuple(foods))


def cards_for_food(card: BirdCard) -> int:
    """How many foods of ``card``'s cost cards from the hand may replace (0: none)."""
    instead = cards_instead(card)
    if instead is None or card.cost.one_of:
        return 0
    return card.cost.foods.count(instead.food)


def cheapest_with_cards(card: BirdCard, spare: int) -> FoodCost:
    """``card``'s cost with as many foods replaced as ``spare`` cards from the hand allow."""
    return cost_less_cards(card, min(cards_for_food(card), max(spare, 0)))


def coverable(view: View, p: int, habitat: Habitat) -> list[int]:
    """The columns of ``p``'s birds in ``habitat`` a bird may be played on top of: any, but a
    bird whose power is running (a power that plays a bird cannot bury its own bird mid-way:
    the rest of the power still belongs to it)."""
    running = {c.bird for c in view.powers if c.owner == p}
    row = view.players[p].mat[habitat]
    return [column for column, bird in enumerate(row) if bird.card not in running]


class _Declines:
    """A play rule's defaults: it changes nothing (each rule overrides what it changes)."""

    def playable_anyway(self, view: View, p: int, card: BirdCard, habitat: Habitat) -> bool:
        return False

    def cheapest_cost(self, view: View, p: int, card: BirdCard) -> FoodCost | None:
        return None

    def reduced_cost(self, card: BirdCard, instead: int) -> FoodCost | None:
        return None

    def start(self, step: StepOps, p: int, card: int, habitat: Habitat) -> bool:
        return False

    def begin_payment(self, step: StepOps, p: int, card: int) -> bool:
        return False

    def place(self, view: View, p: int, card: int, habitat: Habitat, bird: Bird) -> Bird:
        return bird

    def may_lie_sideways(self, card: BirdCard) -> bool:
        return False


class Sideways(_Declines):
    """``place this bird sideways covering 2 <habitat> spaces``: with two free spaces in that
    row the bird lies over both (in the last space it is placed upright, forgoing it)."""

    def concerns(self, card: BirdCard) -> bool:
        return any(sideways_in(card, h) for h in Habitat)

    def place(self, view: View, p: int, card: int, habitat: Habitat, bird: Bird) -> Bird:
        fits = view.players[p].spaces(habitat) + 2 <= ROW_SIZE
        if fits and sideways_in(view.cards.birds[card], habitat):
            return evolve(bird, sideways=True)
        return bird

    def may_lie_sideways(self, card: BirdCard) -> bool:
        return True


class OnTop(_Declines):
    """``play this bird on top of another bird instead of paying``: offered in any habitat of
    the bird holding one of the player's birds, full or not, costs payable or not."""

    def concerns(self, card: BirdCard) -> bool:
        return plays_on_top(card)

    def playable_anyway(self, view: View, p: int, card: BirdCard, habitat: Habitat) -> bool:
        return bool(coverable(view, p, habitat))

    def start(self, step: StepOps, p: int, card: int, habitat: Habitat) -> bool:
        if not coverable(step, p, habitat):
            return False
        step.pending.append(ChooseCover(p, card, habitat))
        return True

    def may_lie_sideways(self, card: BirdCard) -> bool:
        return True  # played on top of a sideways bird, it is sideways too


class CardsForFood(_Declines):
    """``pay 1 card from hand instead of each rodent and tuck them behind this bird``: cards of
    the hand (other than the bird) stand in for foods of its cost."""

    def concerns(self, card: BirdCard) -> bool:
        return cards_instead(card) is not None

    def cheapest_cost(self, view: View, p: int, card: BirdCard) -> FoodCost | None:
        return cheapest_with_cards(card, len(view.players[p].hand) - 1)

    def reduced_cost(self, card: BirdCard, instead: int) -> FoodCost | None:
        return cost_less_cards(card, instead)

    def begin_payment(self, step: StepOps, p: int, card: int) -> bool:
        if not cards_for_food(step.cards.birds[card]) or len(step.players[p].hand) <= 1:
            return False
        step.pending.append(PayWithCards(p, card))
        return True


#: The expansion's play rules, in the order the base game asks them.
PLAY_RULES = (Sideways(), OnTop(), CardsForFood())


@frozen
class ChooseCover(Decision):
    """Whether ``card`` is played on top of one of ``player``'s birds in ``habitat`` instead of
    paying its costs (rules 9.1), and on which; skip: it is paid for and placed as usual (only
    offered when it can be)."""

    TAG: ClassVar[str] = "choose-cover"
    ACCEPTS: ClassVar[tuple[type, ...]] = (CoverBird, Skip)
    LAPSES: ClassVar[bool] = False

    player: int = field(metadata=PLAYER)
    card: int = field(metadata=BIRD)
    habitat: Habitat

    def options(self, view: View) -> list[Move]:
        columns = coverable(view, self.player, self.habitat)
        moves: list[Move] = [CoverBird(self.habitat, c) for c in columns]
        if playable_habitats(view, self.player, self.card, (self.habitat,), on_top=False):
            moves.append(_SKIP)
        return moves

    def answer(self, step: GameStep, move: CoverBird | Skip) -> None:
        if type(move) is Skip:
            pay_and_place(step, self.player, self.card, self.habitat)
            return
        step.pending.append(PlaceBird(self.player, self.card, self.habitat, on=move.column))

    def label(self, names: Naming) -> str:
        who, bird = names.player(self.player), names.bird(self.card)
        return (
            f"{who}: play {bird} on top of one of your birds in {self.habitat.label} "
            "instead of paying its costs (skip: pay them)"
        )


# --- paying for a bird with cards -----------------------------------------------------------
@frozen
class PayWithCards(Decision):
    """Choose the cards from the hand that stand in for foods of ``card``'s cost, one at a time
    (rules 9.1: an asterisk cost); stop to pay the rest with food. The cards stay in the hand
    until the bird is placed, then are tucked behind it (``PlaceBird.tucked``)."""

    TAG: ClassVar[str] = "pay-with-cards"
    REDRAW: ClassVar[tuple[Redraw, str]] = (Redraw.HAND, "chosen")
    ACCEPTS: ClassVar[tuple[type, ...]] = (TuckCard, Stop)
    LAPSES: ClassVar[bool] = False

    player: int = field(metadata=PLAYER)
    card: int = field(metadata=BIRD)
    chosen: tuple[int, ...] = field(default=(), metadata=BIRD)

    def options(self, view: View) -> list[Move]:
        bird = view.cards.birds[self.card]
        moves: list[Move] = []
        if len(self.chosen) < cards_for_food(bird):
            moves += [
                TuckCard(c)
                for c in view.players[self.player].hand
                if c != self.card and c not in self.chosen
            ]
        if can_afford(cost_less_cards(bird, len(self.chosen)), view.players[self.player].food):
            moves.append(_STOP)
        return moves

    def answer(self, step: GameStep, move: TuckCard | Stop) -> None:
        chosen = self.chosen
        if type(move) is TuckCard:
            chosen += (move.card,)
            bird = step.cards.birds[self.card]
            spare = len(step.players[self.player].hand) - 1 - len(chosen)
            if len(chosen) < cards_for_food(bird) and spare > 0:
                step.pending.append(evolve(self, chosen=chosen))
                return
        record_payment(step, self.player, self.card, tucked=chosen)
        cost = cost_less_cards(step.cards.birds[self.card], len(chosen))
        if not cost.is_free:
            step.pending.append(PayFood(self.player, self.card, instead=len(chosen)))

    def label(self, names: Naming) -> str:
        who, bird = names.player(self.player), names.bird(self.card)
        return f"{who}: pay a card from your hand instead of a food of {bird}? (stop: pay food)"

    def seen_by(self, viewer: int) -> PayWithCards:
        if viewer == self.player:
            return self
        return evolve(self, chosen=(HIDDEN,) * len(self.chosen))

    def hand_cards(self) -> tuple[int, ...]:
        """The cards of the player's hand this decision names (checked in a loaded save)."""
        return self.chosen
