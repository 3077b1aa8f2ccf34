"""Paying for a bird and placing it (rules 3.3): its food and egg costs, food a payment source may pay, the bird put at the end of its row."""

from __future__ import annotations

from typing import Any, ClassVar

from attrs import field, frozen

from ...effects.bird_records import cards_tucked_behind, follow_bird
from ...effects.birds import remember_play_payment
from ...effects.board import (
    bird_jokers,
    birds_with_eggs,
    cached_spendable,
    cost_ignoring,
    drop_covered_markers,
    food_to_pay,
)
from ...effects.cards import FoodCost
from ...effects.hooks import (
    FOR_BIRD,
    active,
    cost_after,
    extra_jokers,
    payment_sources,
    placed,
    spend_extra,
)
from ...effects.payment import NO_JOKERS, cache_share_fits, joker_caps, payments
from ...effects.turn_memory import REPLACED, noted, notes_read
from ...state.enums import NO_FOOD, Food, Habitat, Timing
from ...state.events import (
    BirdCovered,
    BirdPlayed,
    BirdReplaced,
    CardTucked,
    EggPaid,
    FoodPaid,
)
from ...state.fields import BIRD, FOOD, PLAIN, PLAYER, Redraw
from ...state.model import (
    HIDDEN,
    Bird,
)
from ...state.moves import (
    Move,
    SpendEgg,
    SpendFood,
    TakeAmount,
)
from ...state.protocol import Decision, GameStep, Naming, StepOps, View, Work
from ...state.values import evolve
from ..registry import variant_for
from .powers import OfferPower


# --- paying for a bird ----------------------------------------------------------------------------
def record_payment(step: StepOps, p: int, card: int, **changes: Any) -> None:
    """Write ``changes`` into the ``PlaceBird`` frame waiting to place ``card``."""
    pending = step.pending
    for i in range(len(pending) - 1, -1, -1):  # the bird remembers how it was paid for
        frame = pending[i]
        if type(frame) is PlaceBird and frame.player == p and frame.card == card:
            pending[i] = evolve(frame, **changes)
            return


@frozen
class PayFood(Decision):
    """Choose how to pay ``card``'s food cost (less ``instead`` foods paid with cards)."""

    TAG: ClassVar[str] = "pay-food"
    ACCEPTS: ClassVar[tuple[type, ...]] = (SpendFood,)
    LAPSES: ClassVar[bool] = False

    player: int = field(metadata=PLAYER)
    card: int = field(metadata=BIRD)
    instead: int = field(default=0, metadata=PLAIN)
    #: One food of the cost a power lets go unpaid (``effects.board.cost_ignoring``).
    ignore: Food | None = None

    def cost(self, view: View) -> FoodCost:
        """The food cost asked for: the card's, less what cards or a power paid."""
        return cost_ignoring(cost_after(view.cards, self.card, self.instead), self.ignore)

    def options(self, view: View) -> list[Move]:
        cost = self.cost(view)
        food = food_to_pay(view, self.player, FOR_BIRD)
        dominated = view.config.house.offer_dominated_payments
        ways = active(view.config).payment
        jokers = bird_jokers(view, self.player)
        found = payments(cost, food, dominated, ways, jokers)
        return [SpendFood(p) for p in found]

    def answer(self, step: GameStep, move: SpendFood) -> None:
        p, payment = self.player, move.payment
        supply = step.players[p].food
        # What the supply cannot pay comes from the cached food the player may spend.
        from_cache = tuple(max(0, paid - have) for paid, have in zip(payment, supply, strict=True))
        record_payment(step, p, self.card, paid=payment)
        caps = joker_caps(self.cost(step)) if bird_jokers(step, p) else NO_FOOD
        choice = SpendCached.next_choice(step, p, payment, from_cache, after=-1, caps=caps)
        if choice is not None:  # both could pay: the player says how much the cache pays
            step.pending.append(choice)
        else:
            pay_food(step, p, payment, from_cache)

    def label(self, names: Naming) -> str:
        return f"{names.player(self.player)}: pay the food cost of {names.bird(self.card)}"


@frozen
class SpendCached(Decision):
    """While paying ``paid`` for a bird: how many of the ``food`` come from the cached food the
    player may spend, from ``least`` (what the supply cannot pay) up to ``most``; the supply pays
    the rest. ``from_cache``: what the cache pays of each food, as decided so far (``least`` for
    ``food`` and the foods still to decide). Nothing is paid until every such choice is made,
    so the events tell exactly what left the supply (``FoodPaid``) and the cache
    (``CachedFoodSpent``)."""

    TAG: ClassVar[str] = "spend-cached"
    ACCEPTS: ClassVar[tuple[type, ...]] = (TakeAmount,)

    player: int = field(metadata=PLAYER)
    food: Food
    most: int = field(metadata=PLAIN)
    least: int = field(metadata=PLAIN)
    paid: tuple[int, ...] = field(metadata=FOOD)
    from_cache: tuple[int, ...] = field(metadata=FOOD)
    #: Per food type, how many jokers of other types may be spent as it (``payment.joker_caps``
    #: of the cost; none without jokers, as in a save from before them).
    caps: tuple[int, ...] = field(default=NO_FOOD, metadata=FOOD)

    @classmethod
    def next_choice(
        cls,
        view: View,
        p: int,
        paid: tuple[int, ...],
        from_cache: tuple[int, ...],
        after: int,
        caps: tuple[int, ...] = NO_FOOD,
    ) -> SpendCached | None:
        """The choice of the first food after ``after`` that both the supply and the cache
        could pay, or None when no choice is left (none in a game with no payment source)."""
        if not payment_sources(view.cards):
            return None
        for food in range(after + 1, len(paid)):
            most = most_from_cache(view, p, paid, from_cache, food, caps)
            if most > from_cache[food]:
                return cls(p, Food(food), most, from_cache[food], paid, from_cache, caps)
        return None

    def options(self, view: View) -> list[Move]:
        most = most_from_cache(view, self.player, self.paid, self.from_cache, self.food, self.caps)
        most = min(self.most, most)
        return [TakeAmount(n) for n in range(most, self.least - 1, -1)]

    def answer(self, step: GameStep, move: TakeAmount) -> None:
        chosen = list(self.from_cache)
        chosen[self.food] = move.amount
        from_cache = tuple(chosen)
        choice = self.next_choice(
            step, self.player, self.paid, from_cache, after=self.food, caps=self.caps
        )
        if choice is not None:
            step.pending.append(choice)
        else:
            pay_food(step, self.player, self.paid, from_cache)

    def label(self, names: Naming) -> str:
        who = names.player(self.player)
        return f"{who}: how many {self.food.label} to pay from the food cached on your birds"


def most_from_cache(
    view: View,
    p: int,
    paid: tuple[int, ...],
    from_cache: tuple[int, ...],
    food: int,
    caps: tuple[int, ...],
) -> int:
    """The most of ``paid``'s ``food`` the cached food ``p`` may spend can pay, the other
    types paying ``from_cache`` from it (``payment.cache_share_fits``)."""
    cached = cached_spendable(view, p, FOR_BIRD)
    jokers = bird_jokers(view, p)
    supply = view.players[p].food
    chosen = list(from_cache)
    for most in range(paid[food], from_cache[food], -1):
        chosen[food] = most
        if cache_share_fits(paid, supply, cached, jokers, caps, tuple(chosen)):
            return most
    return from_cache[food]


def pay_food(step: GameStep, p: int, paid: tuple[int, ...], from_cache: tuple[int, ...]) -> None:
    """Pay ``paid`` for a bird: ``from_cache`` from the cached food ``p`` may spend (in mat
    order), the rest from the supply (``FoodPaid`` tells the supply's part). Each type is
    paid with its own cached tokens first, those that are no jokers before the jokers; what
    is left, with the jokers of other types left over, in type order (a joker spent as
    another food: ``CachedFoodSpent`` names the token's own type)."""
    jokers = bird_jokers(step, p)
    if jokers is NO_JOKERS:
        for food, amount in enumerate(from_cache):
            if amount:
                spend_extra(step, p, Food(food), amount, FOR_BIRD)
    else:
        _pay_with_jokers(step, p, from_cache, jokers)
    from_supply = tuple(a - b for a, b in zip(paid, from_cache, strict=True))
    step.spend_food(p, from_supply)
    step.emit(FoodPaid(p, from_supply))
    for rule in active(step.config).food_rules:
        if rule.spent is not None and paid[rule.food]:
            rule.spent(step, p, paid[rule.food], _playing_into(step, p))


def _pay_with_jokers(
    step: GameStep, p: int, from_cache: tuple[int, ...], jokers: tuple[int, ...]
) -> None:
    """Spend ``from_cache`` from ``p``'s cached food, of which ``jokers`` may pay any food."""
    cached = cached_spendable(step, p, FOR_BIRD)
    short = [0] * len(from_cache)
    for food, amount in enumerate(from_cache):
        own = min(amount, cached[food] - jokers[food])
        wild = min(amount - own, jokers[food])
        if own:
            spend_extra(step, p, Food(food), own, FOR_BIRD, jokers=False)
        if wild:
            spend_extra(step, p, Food(food), wild, FOR_BIRD, jokers=True)
        short[food] = amount - own - wild
    for need in short:
        if not need:
            continue
        left = extra_jokers(step.players[p], step.cards, FOR_BIRD)
        for real, held in enumerate(left):
            taken = min(need, held)
            if taken:
                spend_extra(step, p, Food(real), taken, FOR_BIRD, jokers=True)
                need -= taken
        assert not need, "the jokers left pay what a type's own tokens do not"


def _playing_into(step: StepOps, p: int) -> Habitat:
    """The habitat of the bird ``p`` is paying for (its ``PlaceBird`` frame waits below)."""
    for frame in reversed(step.pending):
        if type(frame) is PlaceBird and frame.player == p:
            return frame.habitat
    raise AssertionError("a bird's food is paid with its PlaceBird frame pending")


@frozen
class PayEggs(Decision):
    """Choose the bird to take each egg of an egg cost from."""

    TAG: ClassVar[str] = "pay-eggs"
    ACCEPTS: ClassVar[tuple[type, ...]] = (SpendEgg,)
    LAPSES: ClassVar[bool] = False

    player: int = field(metadata=PLAYER)
    remaining: int = field(metadata=PLAIN)

    def options(self, view: View) -> list[Move]:
        return [SpendEgg(h, c) for h, c in birds_with_eggs(view, self.player)]

    def answer(self, step: GameStep, move: SpendEgg) -> None:
        bird = step.remove_egg(self.player, move.habitat, move.column)
        step.emit(EggPaid(self.player, bird.card))
        if self.remaining > 1:
            step.pending.append(PayEggs(self.player, self.remaining - 1))

    def label(self, names: Naming) -> str:
        who = names.player(self.player)
        return f"{who}: choose a bird to pay an egg from ({self.remaining} more)"


@frozen
class PlaceBird(Work):
    """Put the bird ``card`` in ``habitat`` once its costs are paid (``paid``: the food spent
    on it, recorded by ``PayFood``), then offer its white power and the pink powers it
    triggers, and let the mode act on the play (Duet places a token).

    ``tucked``: cards of the hand paid instead of food (``PayWithCards``), tucked behind the
    bird once it is placed; ``on``: the column of the bird it is played on top of (-1: none),
    which becomes a card tucked behind it (rules 9.1). Either counts as the bird's predator
    power succeeding. With ``replaces``, the bird at ``on`` is discarded instead, with its
    eggs, cached food and tucked cards, and the new bird takes its space (a play rule's: the
    Oceania forest bird that replaces one), noted for the turn (``turn_memory.REPLACED``).
    """

    TAG: ClassVar[str] = "place-bird"
    REDRAW: ClassVar[tuple[Redraw, str]] = (Redraw.HAND, "tucked")

    player: int = field(metadata=PLAYER)
    card: int = field(metadata=BIRD)
    habitat: Habitat
    paid: tuple[int, ...] = field(default=NO_FOOD, metadata=FOOD)
    tucked: tuple[int, ...] = field(default=(), metadata=BIRD)
    on: int = field(default=-1, metadata=PLAIN)
    replaces: bool = False

    def run(self, step: GameStep) -> None:
        p, card, habitat = self.player, self.card, self.habitat
        step.remove_from_hand(p, card)
        player = step.players[p]
        row = player.mat[habitat]
        covered = row[self.on] if 0 <= self.on < len(row) else None
        if covered is not None and self.replaces:
            _replace(step, p, card, habitat, self.on)
            covered = None
            row = step.players[p].mat[habitat]
            column = self.on
        elif covered is None:
            column = len(row)
            row = row + (placed(step, p, card, habitat),)
        else:
            column = self.on
            top = Bird(
                card,
                tucked=covered.tucked + (covered.card,),
                tucked_from_hand=covered.tucked_from_hand,
                tucked_revealed=covered.tucked_revealed + (covered.card,),
                sideways=covered.sideways,  # on a sideways bird it is sideways too
            )
            row = row[:column] + (top,) + row[column + 1 :]
        mat = list(step.players[p].mat)
        mat[habitat] = row
        if step.set_player(p, mat=tuple(mat)).egg_markers:
            drop_covered_markers(step, p)  # the egg markers on its slot are taken (Americas)
        event = BirdPlayed(p, card, habitat, column)
        step.emit(event)
        remember_play_payment(step, p, card, self.paid)
        if covered is not None:
            follow_bird(step, p, covered.card, card)
            step.emit(BirdCovered(p, card, covered.card, covered.eggs, sum(covered.cached)))
            tucked_event = CardTucked(p, card, covered.card, "revealed")
            step.emit(tucked_event)
            step.offer_pink_powers(tucked_event)  # covering is tucking (its ruling, rules 9.1)
        for tucked in self.tucked:
            step.remove_from_hand(p, tucked)
            step.tuck_card(p, card, tucked, "hand")
        if covered is not None or self.tucked:
            step.announce_hunt_success(p, card)  # told once the play's own work is done
        power = step.cards.birds[card].power
        white = power is not None and power.timing is Timing.WHEN_PLAYED
        # Rules 3.9: a pink power answers right after its trigger, so before the new bird's
        # white power; the house option ``pink_before_white=False`` answers it after.
        if step.config.house.pink_before_white:
            if white:
                step.pending.append(OfferPower(p, habitat, column))
            step.offer_pink_powers(event)
        else:
            step.offer_pink_powers(event)
            if white:
                step.pending.append(OfferPower(p, habitat, column))
        variant_for(step.config).after_bird_played(step, event, self.paid)

    def seen_by(self, viewer: int) -> PlaceBird:
        if viewer == self.player or not self.tucked:
            return self
        return evolve(self, tucked=(HIDDEN,) * len(self.tucked))

    def hand_cards(self) -> tuple[int, ...]:
        """The cards of the player's hand this frame names (checked in a loaded save)."""
        return (self.card, *self.tucked)


def _replace(step: GameStep, p: int, card: int, habitat: Habitat, column: int) -> None:
    """Discard ``p``'s bird at (``habitat``, ``column``) with its eggs, cached food and tucked
    cards (the cards onto the discard pile) and put ``card`` in its space."""
    player = step.players[p]
    gone = player.mat[habitat][column]
    tucked = cards_tucked_behind(step, p, habitat, column)  # a hummingbird behind it too
    t = player.table
    step.set_table(t, discard=step.tables[t].discard + gone.tucked + (gone.card,))
    row = player.mat[habitat]
    new = placed(step, p, card, habitat)
    mat = list(player.mat)
    mat[habitat] = row[:column] + (new,) + row[column + 1 :]
    step.set_player(p, mat=tuple(mat))
    follow_bird(step, p, gone.card, None)
    step.emit(BirdReplaced(p, card, gone.card, gone.eggs, sum(gone.cached), tucked))
    if REPLACED in notes_read(step.cards):  # the turn memory (``effects.turn_memory``)
        noting = noted(step.players[p], REPLACED, card)
        if noting is not None:
            step.set_player(p, turn_notes=noting.turn_notes)
