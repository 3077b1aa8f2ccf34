"""Tests on a card that lies on no mat: the card revealed earlier in the power (``reveal 1
card from deck``), asked what a bird selector asks of a bird (``revealed eating
invertebrate``, ``revealed with bowl nest``, ``revealed worth 3 points or less``).

The family of the "draw a card and test it" powers (the promo packs' Ruddy Turnstone and the
like, Oceania's and the Americas' own): a card drawn, looked at and then kept, tucked or
discarded is a revealed card whose fate the power's next lines decide. The bird conditions are
those of bonus cards (``effects.predicates``), each tested on the card off the mat: a condition
of where a bird lies (``in wetland``, ``with at least 1 egg``) fails there.
"""

from __future__ import annotations

from typing import ClassVar

from attrs import frozen

from ..state.enums import Food
from ..state.model import Bird
from ..state.protocol import PowerContext, StepOps, View
from ._base import BirdTarget, Compiling, Condition, Effect, Phrase, PhraseNode, Zone, plural
from .board import locate
from .discards import DiscardRevealed
from .predicates import Predicate
from .tucking import TuckCards, TuckFromHand

#: The tokens of a card that lies on no mat: none.
_OFF_MAT = Bird(card=-1)


@frozen
class RevealedIs(Condition):
    """The revealed card (first in ``slot``) passes every bird condition of ``where``."""

    TAG: ClassVar[str] = "revealed-is"

    where: tuple[Predicate, ...]
    slot: str = "revealed"

    @classmethod
    def phrases(cls) -> tuple[Phrase, ...]:
        syntax = '"revealed" bird_filter ("and" bird_filter)*'
        return (Phrase("revealed_is", syntax, cls._from_revealed),)

    @classmethod
    def _from_revealed(cls, node: PhraseNode, ctx: Compiling) -> RevealedIs:
        what = "'revealed' refers to nothing: no 'reveal 1 card from deck' before it"
        slot = ctx.require("revealed", node.pos, what)
        return cls(ctx.predicates(node.args), slot)

    def holds(self, view: View, power: PowerContext, actor: int) -> bool:
        revealed = power.recall(self.slot)
        if not revealed:
            return False
        card = view.cards.birds[revealed[0]]
        return all(p.test(card, None, _OFF_MAT) for p in self.where)

    def describe(self) -> str:
        return "the card is a bird " + " and ".join(p.describe() for p in self.where)


@frozen
class KeepRevealed(Effect):
    """The cards this power revealed (remembered in ``slot``) and did not tuck or discard go
    to the acting player's hand, face up: every player saw them revealed ("keep it")."""

    TAG: ClassVar[str] = "keep-revealed"

    slot: str = "revealed"

    @classmethod
    def phrases(cls) -> tuple[Phrase, ...]:
        return (Phrase("keep_it", '"keep" "it"', cls._from_keep_it),)

    @classmethod
    def _from_keep_it(cls, node: PhraseNode, ctx: Compiling) -> KeepRevealed:
        what = "'keep it' refers to nothing: no 'reveal 1 card from deck' before it"
        return cls(ctx.require("revealed", node.pos, what, None))

    def resolve(self, step: StepOps, actor: int, path: tuple[int, ...]) -> None:
        revealed = step.recall(self.slot)
        for card in revealed:
            step.add_to_hand(actor, card, public=True)
        step.set_done(bool(revealed))
        step.remember(self.slot, "cards", ())

    def could_change(self, view: View, p: int, power: PowerContext) -> bool:
        """A revealed card is still there to keep (at the offer none is: the reveal answers)."""
        return bool(power.recall(self.slot))

    def describe(self) -> str:
        return "take that card into your hand, if it is still there"


# --- the food icons in the cost of a card tucked or revealed (a predator's catch) ---------------
def _cost_cards(view: View, power: PowerContext, source: str, slot: str) -> tuple[int, ...]:
    """The cards whose costs ``source`` names, for the running ``power``."""
    if source == "revealed":
        return power.recall(slot)
    player = view.players[power.owner]
    where = locate(player, power.bird)
    if where is None:
        return ()
    habitat, column = where
    return player.mat[habitat][column].tucked[-1:]


def _icons(view: View, cards: tuple[int, ...], food: Food) -> int:
    """How many times ``food`` is printed in the costs of ``cards`` (a wild food is not)."""
    birds = view.cards.birds
    return sum(birds[c].cost.foods.count(food) for c in cards)


def _revealed_slot(node: PhraseNode, ctx: Compiling) -> str:
    """The slot of the revealed cards whose costs a phrase reads."""
    what = "'revealed cost' refers to nothing: no 'reveal 1 card from deck' before it"
    return ctx.require("revealed", node.pos, what)


@frozen
class TuckPrey(TuckCards):
    """Tuck cards from the hand behind this bird as a predator's prey ("tuck 1 card from hand
    behind this bird as prey"): not a flocking power's tuck, a predator's. Without conditions a
    hunt on the tucked card's cost follows (``tucked cost shows ...``); with the bird
    conditions of ``prey`` ("tuck 1 card with wingspan at most 64 from hand ..."), only a card
    passing them may be tucked, and tucking one is the predator succeeding."""

    TAG: ClassVar[str] = "tuck-prey"
    SUCCEEDS_AS_PREDATOR: ClassVar[bool] = True  # the printed icon (``language.implied_flags``)

    prey: tuple[Predicate, ...] = ()

    @classmethod
    def phrases(cls) -> tuple[Phrase, ...]:
        tail = '"from" WORD "behind" "this" "bird" "as" "prey"'
        filtered = f'"tuck" amount _cards bird_filter ("and" bird_filter)* {tail}'
        return (
            Phrase("tuck_prey", f'"tuck" amount _cards {tail}', cls._from_prey),
            Phrase("tuck_prey_with", filtered, cls._from_prey_with),
        )

    @classmethod
    def _from_prey(cls, node: PhraseNode, ctx: Compiling) -> TuckPrey:
        num, source = node.args
        zone = ctx.zone(source, {"hand": Zone.HAND, "deck": Zone.DECK}, "tuck as prey")
        return cls(ctx.amount(num), zone)

    @classmethod
    def _from_prey_with(cls, node: PhraseNode, ctx: Compiling) -> TuckPrey:
        num, *where, source = node.args
        ctx.zone(source, {"hand": Zone.HAND}, "tuck as prey")
        return cls(ctx.amount(num), Zone.HAND, prey=ctx.predicates(where))

    def _matching(self, view: View, p: int) -> int:
        birds = view.cards.birds
        return sum(
            all(w.test(birds[c], None, _OFF_MAT) for w in self.prey) for c in view.players[p].hand
        )

    def resolve(self, step: StepOps, actor: int, path: tuple[int, ...]) -> None:
        owner = step.power.owner
        if self.source is Zone.DECK:
            self._catch_from_deck(step, owner, step.power.bird)
            return
        if not self.payable(step, owner, step.power.bird):
            step.set_done(False)
            return
        prey = BirdTarget(where=self.prey)
        step.pending.append(TuckFromHand(owner, self.amount, prey=prey, hunt=bool(self.prey)))

    def _catch_from_deck(self, step: StepOps, owner: int, bird: int) -> None:
        """Tuck "1 card from deck behind this bird as prey" (the promo Merlin's): the deck's
        top cards, a predator's catch; a card tucked is the predator succeeding."""
        caught = 0
        for _ in range(self.amount):
            card = step.draw_from_deck(step.players[owner].table)
            if card is None:
                break
            step.tuck_card(owner, bird, card, "deck")
            caught += 1
        step.set_done(caught > 0)
        if caught:
            step.announce_hunt_success(owner, bird)

    def payable(self, view: View, p: int, bird: int) -> bool:
        if self.source is Zone.DECK:
            return True
        return self._matching(view, p) >= self.amount

    def tucks_cards(self) -> bool:
        return False

    def describe(self) -> str:
        cards = plural(self.amount, "card")
        if self.prey:
            words = " and ".join(w.describe() for w in self.prey)
            return f"slip {cards} from your hand, a bird {words}, under this bird as its prey"
        if self.source is Zone.DECK:
            return f"slip the top {cards} of the deck under this bird as its prey"
        return f"slip {cards} from your hand under this bird as its prey"


@frozen
class TuckMatching(TuckPrey):
    """Tuck cards from the hand behind this bird, each one passing the bird conditions of
    ``prey`` ("tuck 1 card with brown power from hand behind this bird", the promo Greater
    Racket-Tailed Drongo's): a flocking power's tuck, no predator's; done in full, a cost."""

    TAG: ClassVar[str] = "tuck-matching"
    SUCCEEDS_AS_PREDATOR: ClassVar[bool] = False

    @classmethod
    def phrases(cls) -> tuple[Phrase, ...]:
        tail = '"from" WORD "behind" "this" "bird"'
        filtered = f'"tuck" amount _cards bird_filter ("and" bird_filter)* {tail}'
        return (Phrase("tuck_matching", filtered, cls._from_matching),)

    @classmethod
    def _from_matching(cls, node: PhraseNode, ctx: Compiling) -> TuckMatching:
        num, *where, source = node.args
        ctx.zone(source, {"hand": Zone.HAND}, "tuck cards of a kind")
        return cls(ctx.amount(num), Zone.HAND, prey=ctx.predicates(where))

    def resolve(self, step: StepOps, actor: int, path: tuple[int, ...]) -> None:
        owner = step.power.owner
        if not self.payable(step, owner, step.power.bird):
            step.set_done(False)
            return
        step.pending.append(TuckFromHand(owner, self.amount, prey=BirdTarget(where=self.prey)))

    def tucks_cards(self) -> bool:
        return True

    def describe(self) -> str:
        words = " and ".join(w.describe() for w in self.prey)
        cards = plural(self.amount, "card")
        return f"slip {cards} from your hand, a bird {words}, under this bird"


@frozen
class CostShows(Condition):
    """The cost of the card tucked last behind this bird, or of a card the power revealed,
    shows ``food`` ("tucked cost shows rodent", "revealed cost shows rodent")."""

    TAG: ClassVar[str] = "cost-shows"

    food: Food
    source: str = "tucked"
    slot: str = ""

    @classmethod
    def phrases(cls) -> tuple[Phrase, ...]:
        return (
            Phrase("tucked_cost_shows", '"tucked" "cost" "shows" WORD', cls._from_tucked),
            Phrase("revealed_cost_shows", '"revealed" "cost" "shows" WORD', cls._from_revealed),
        )

    @classmethod
    def _from_tucked(cls, node: PhraseNode, ctx: Compiling) -> CostShows:
        return cls(ctx.food(node.args[0]))

    @classmethod
    def _from_revealed(cls, node: PhraseNode, ctx: Compiling) -> CostShows:
        return cls(ctx.food(node.args[0]), "revealed", _revealed_slot(node, ctx))

    def holds(self, view: View, power: PowerContext, actor: int) -> bool:
        return _icons(view, _cost_cards(view, power, self.source, self.slot), self.food) > 0

    def describe(self) -> str:
        whose = "the card just tucked" if self.source == "tucked" else "a card turned over"
        return f"the food cost of {whose} shows {self.food.label}"


@frozen
class CachePerIcon(Effect):
    """Cache ``amount`` ``food`` from the supply on this bird for each ``food`` printed in the
    cost of the card tucked last behind it, or in the costs of the cards the power revealed."""

    TAG: ClassVar[str] = "cache-per-icon"

    amount: int
    food: Food
    source: str = "tucked"
    slot: str = ""

    @classmethod
    def phrases(cls) -> tuple[Phrase, ...]:
        syntax = '"cache" amount WORD "from" WORD "on" "this" "bird" "per" WORD "in"'
        return (
            Phrase("cache_per_tucked_icon", syntax + ' "tucked" "cost"', cls._from_tucked),
            Phrase("cache_per_revealed_icon", syntax + ' "revealed" "cost"', cls._from_revealed),
        )

    @classmethod
    def _from_tucked(cls, node: PhraseNode, ctx: Compiling) -> CachePerIcon:
        amount, food = cls._counted(node, ctx)
        return cls(amount, food)

    @classmethod
    def _from_revealed(cls, node: PhraseNode, ctx: Compiling) -> CachePerIcon:
        amount, food = cls._counted(node, ctx)
        return cls(amount, food, "revealed", _revealed_slot(node, ctx))

    @staticmethod
    def _counted(node: PhraseNode, ctx: Compiling) -> tuple[int, Food]:
        num, food, supply, counted = node.args
        ctx.zone(supply, {"supply": Zone.SUPPLY}, "cache")
        cached = ctx.food(food)
        if ctx.food(counted) is not cached:
            ctx.fail(counted.pos, "the food cached per icon is the food the icons show")
        return ctx.amount(num), cached

    def resolve(self, step: StepOps, actor: int, path: tuple[int, ...]) -> None:
        power = step.power
        icons = _icons(step, _cost_cards(step, power, self.source, self.slot), self.food)
        for _ in range(self.amount * icons):
            step.cache_food(power.owner, power.bird, self.food, "supply")
        step.set_done(icons > 0)

    def could_change(self, view: View, p: int, power: PowerContext) -> bool:
        """The card read prints the food (a card revealed later: the reveal answers)."""
        return _icons(view, _cost_cards(view, power, self.source, self.slot), self.food) > 0

    def describe(self) -> str:
        whose = "the card just tucked" if self.source == "tucked" else "the cards turned over"
        return (
            f"place {self.amount} {self.food.label} from the supply on this bird for each "
            f"{self.food.label} in the food cost of {whose}"
        )


@frozen
class DiscardRevealedCards(DiscardRevealed):
    """``discard them``: discard the cards this power revealed (``reveal 5 cards from deck``)
    and did not keep or tuck: ``discard it`` for several cards."""

    TAG: ClassVar[str] = "discard-revealed-cards"

    @classmethod
    def phrases(cls) -> tuple[Phrase, ...]:
        return (Phrase("discard_them", '"discard" "them"', cls._from_discard_them),)

    @classmethod
    def _from_discard_them(cls, node: PhraseNode, ctx: Compiling) -> DiscardRevealedCards:
        what = "'discard them' refers to nothing: no 'reveal 2 cards from deck' before it"
        return cls(ctx.require("revealed", node.pos, what, None))

    def describe(self) -> str:
        return "put those cards on the discard pile"
