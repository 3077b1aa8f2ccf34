"""The European expansion's paying rule: food cached on a bird whose power says so may be spent
like food of the supply (``cached seed on this bird may be spent``), plugged into the base
game's payments as a payment source (``effects.hooks.PaymentSource``).

Which birds of a card set allow it is derived once per card set; a card set with none of them
has no such source, and its payments read the supply alone.
"""

from __future__ import annotations

from typing import ClassVar

from attrs import frozen

from ...effects._base import Compiling, Effect, Phrase, PhraseNode
from ...effects.catalog import CardSet
from ...effects.hooks import ANY_COST, FOR_BIRD, FOR_POWER
from ...state.enums import BASE_FOODS, Food
from ...state.events import CachedFoodSpent
from ...state.model import Bird, Player
from ...state.protocol import PowerContext, StepOps, View
from ...state.values import evolve


@frozen
class SpendableCache(Effect):
    """A standing permission: the ``food`` cached on this bird may be spent by its owner like
    food of their supply, to pay any food cost (a bird's, or a power's "discard food"). It still is cached food until spent (a point at
    the end of the game, not food of the supply for goals or the tiebreak). Activating the
    power does nothing more."""

    TAG: ClassVar[str] = "spendable-cache"

    #: The food type; None ("cached wild on this bird may be spent ..."): every type cached.
    food: Food | None
    #: Only while this bird holds an egg ("... may be spent while this bird has an egg", the
    #: promo Great Spotted Kiwi's).
    while_egg: bool = False
    #: Only for the costs of one purpose (``hooks.FOR_POWER``: "... may be spent for powers",
    #: the promo Ivory Gull's); empty: for every cost.
    only_for: str = ""
    #: Each token pays one food icon of any type but nectar, whatever its own type ("... may
    #: be spent as any food for birds", the promo Rock Ptarmigan's): a joker of the payment
    #: (``effects.payment.can_afford``'s ``jokers``), only with ``only_for`` ``FOR_BIRD``.
    as_any: bool = False

    @classmethod
    def phrases(cls) -> tuple[Phrase, ...]:
        syntax = '"cached" WORD "on" "this" "bird" "may" "be" "spent"'
        with_egg = syntax + ' "while" "this" "bird" "has" "an" "egg"'
        for_powers = syntax + ' "for" "powers"'
        as_any = syntax + ' "as" "any" "food" "for" "birds"'
        return (
            Phrase("spendable_cache", syntax, cls._from_spendable),
            Phrase("spendable_cache_egg", with_egg, cls._from_egg),
            Phrase("spendable_cache_powers", for_powers, cls._from_powers),
            Phrase("spendable_cache_any", as_any, cls._from_any),
        )

    @classmethod
    def _from_any(cls, node: PhraseNode, ctx: Compiling) -> SpendableCache:
        return cls(ctx.food_or_wild(node.args[0]), only_for=FOR_BIRD, as_any=True)

    @classmethod
    def _from_powers(cls, node: PhraseNode, ctx: Compiling) -> SpendableCache:
        return cls(ctx.food_or_wild(node.args[0]), only_for=FOR_POWER)

    @classmethod
    def _from_spendable(cls, node: PhraseNode, ctx: Compiling) -> SpendableCache:
        return cls(ctx.food(node.args[0]))

    @classmethod
    def _from_egg(cls, node: PhraseNode, ctx: Compiling) -> SpendableCache:
        return cls(ctx.food(node.args[0]), while_egg=True)

    def spendable_cache(self) -> tuple[Food, ...]:
        if self.food is not None:
            return (self.food,)
        return BASE_FOODS if self.as_any else tuple(Food)

    def resolve(self, step: StepOps, actor: int, path: tuple[int, ...]) -> None:
        return  # a permission, which holds at any time: nothing to do

    def could_change(self, view: View, p: int, power: PowerContext) -> bool:
        return False  # using the power adds nothing to a permission that always holds

    def describe(self) -> str:
        what = "food" if self.food is None else self.food.label
        if self.as_any:
            return (
                f"each {what} token cached on this bird may be spent as one food of any type "
                "but nectar, to pay a bird's food cost"
            )
        when = "while this bird holds an egg" if self.while_egg else "at any time"
        cost = "a power's cost" if self.only_for == FOR_POWER else "any food cost"
        return (
            f"the {what} cached on this bird may be spent {when} like food of your supply, "
            f"to pay {cost}"
        )


@frozen(eq=False)  # derived facts of a card set, never compared nor hashed (a dict inside)
class SpendableBirds:
    """The birds of a card set whose cached food is spendable with a limit or a widening
    (``SpendableCache``), by card id: ``foods``, every such bird and the foods it lets be
    spent (``BirdCard.spendable_cache``); ``egg_bound``, only while they hold an egg
    (``while_egg``); ``purpose_bound``, only on the costs of one purpose (``only_for``), and
    which; ``jokers``, each token paying an icon of any food but nectar (``as_any``)."""

    foods: dict[int, tuple[Food, ...]]
    egg_bound: frozenset[int]
    purpose_bound: dict[int, str]
    jokers: frozenset[int]


def spendable_birds(cards: CardSet) -> SpendableBirds:
    """``SpendableBirds`` of ``cards``: derived once and kept with the cards."""
    found: SpendableBirds | None = cards.derived.get("spendable-cache-birds")
    if found is None:
        powers = [
            (i, e)
            for i, b in enumerate(cards.birds)
            if b.power is not None
            for e in b.power.effects
            if isinstance(e, SpendableCache)
        ]
        found = SpendableBirds(
            {i: b.spendable_cache for i, b in enumerate(cards.birds) if b.spendable_cache},
            frozenset(i for i, e in powers if e.while_egg),
            {i: e.only_for for i, e in powers if e.only_for},
            frozenset(i for i, e in powers if e.as_any),
        )
        cards.derived["spendable-cache-birds"] = found
    return found


def _may_spend(bird: Bird, cards: CardSet, purpose: str = ANY_COST) -> bool:
    """Whether ``bird``'s spendable cached food may be spent now on a cost of ``purpose`` (an
    egg on it, when its power asks for one; a cost of the purpose its power names)."""
    only = spendable_birds(cards).purpose_bound.get(bird.card, ANY_COST)
    if purpose and only and only != purpose:
        return False
    return bird.eggs > 0 or bird.card not in spendable_birds(cards).egg_bound


class SpendableCaches:
    """The payment source of the cached food a player's birds let them spend."""

    def concerns(self, cards: CardSet) -> bool:
        return bool(spendable_birds(cards).foods)

    def available(self, player: Player, cards: CardSet, purpose: str = ANY_COST) -> tuple[int, ...]:
        return self._count(player, cards, purpose, jokers=False)

    def gives_jokers(self, cards: CardSet) -> bool:
        return bool(spendable_birds(cards).jokers)

    def jokers(self, player: Player, cards: CardSet, purpose: str = ANY_COST) -> tuple[int, ...]:
        """Per food type, the tokens of ``available`` that may also pay a food icon of any type
        but nectar (the birds whose power says "as any food")."""
        if not spendable_birds(cards).jokers:
            return (0,) * len(player.food)
        return self._count(player, cards, purpose, jokers=True)

    @staticmethod
    def _count(player: Player, cards: CardSet, purpose: str, jokers: bool) -> tuple[int, ...]:
        counts = [0] * len(player.food)
        spendable = spendable_birds(cards)
        foods, any_food = spendable.foods, spendable.jokers if jokers else frozenset()
        for _, _, bird in player.birds():
            if jokers and bird.card not in any_food:
                continue
            if not _may_spend(bird, cards, purpose):
                continue
            for food in foods.get(bird.card, ()):
                counts[food] += bird.cached[food]
        return tuple(counts)

    def spend(
        self,
        step: StepOps,
        p: int,
        food: Food,
        amount: int,
        purpose: str = ANY_COST,
        jokers: bool | None = None,
    ) -> None:
        """Spend from the birds that allow it, in mat order (which bird's token goes changes
        no score: every cached token is worth 1 point). ``jokers``: only from the birds whose
        tokens pay any food (True), only from the others (False), or from any (None)."""
        spendable = spendable_birds(step.cards)
        foods, any_food = spendable.foods, spendable.jokers
        for h, c, bird in list(step.players[p].birds()):
            if amount <= 0:
                return
            if food not in foods.get(bird.card, ()) or not bird.cached[food]:
                continue
            if jokers is not None and (bird.card in any_food) is not jokers:
                continue
            if not _may_spend(bird, step.cards, purpose):
                continue
            taken = min(amount, bird.cached[food])
            cached = list(bird.cached)
            cached[food] -= taken
            step.set_bird(p, h, c, evolve(bird, cached=tuple(cached)))
            step.emit(CachedFoodSpent(p, bird.card, food, taken))
            amount -= taken


#: The expansion's payment sources.
PAYMENT_SOURCES = (SpendableCaches(),)
