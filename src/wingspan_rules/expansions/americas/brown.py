"""The phrases of the Americas brown powers that the base game's vocabulary lacks
(docs/americas.md, "Brown powers"), each declared once with its phrases.

* ``player to your right has at least 2 cards in hand`` (and ``left``, ``left or right``): the
  hand of a neighbour of the acting player passes the comparison (Brazilian Teal, Chiloé Wigeon
  and their like). With nobody beside the player (a solo game) it fails.
* ``you have no chosen food in supply``, ``you have fewer chosen food in supply than the owner
  of this bird``: the food type named by ``choose a food type`` in a player's supply (Oilbird,
  Great Curassow).
* ``draw 2 cards and tuck up to 2 of them behind this bird``: draw, each card from the tray
  or the deck, then tuck as many of the cards just drawn as the player likes (Southern
  Rough-Winged Swallow, Western Rockhopper Penguin; a flocking power).
* ``discard 1 cached wild from any bird``: a cost of 1 food cached on one of your birds the
  selector picks (``wild``: of any type), back to the supply (Rufous-Collared Sparrow).
* ``discard 1 card eating invertebrate from tray or hand as prey``: a face-up tray card or a
  hand card passing the bird conditions goes to the discard pile, as a predator's catch: doing
  it is the hunt succeeding (Limpkin; ``if you do: cache ...`` follows).
* ``draw the largest bird of tray``: the face-up card of the largest wingspan (Snowy
  Albatross); ties, and a flightless bird's wild wingspan, are the player's choice.

The package's ``VOCABULARY`` names this module, so ``effects.add_vocabulary`` joins its
declarations to the vocabulary's tables.
"""

from __future__ import annotations

from typing import ClassVar

from attrs import field, frozen

from ...effects._base import (
    BirdTarget,
    Compiling,
    Condition,
    Effect,
    Phrase,
    PhraseNode,
    paid_for,
    plural,
)
from ...effects.board import can_draw, locate, matching_birds
from ...effects.conditions import COMPARISONS
from ...effects.draws import DrawForPower
from ...effects.predicates import Predicate
from ...state.enums import Food
from ...state.fields import BIRD, EMPTY, PLAIN, PLAYER
from ...state.model import Bird
from ...state.moves import ChooseFood, DiscardCard, DrawFromTray, Move, PickBird, Stop, TuckCard
from ...state.protocol import Decision, Naming, PowerContext, StepOps, View
from ...state.values import evolve

_SIDES = {"left": 1, "right": -1}


@frozen
class NeighbourHandHas(Condition):
    """The hand of a neighbour of the acting player (``sides``: +1 the left, clockwise; -1 the
    right) holds a number of bird cards passing the comparison (``op``, a key of
    ``COMPARISONS``) with ``number``: either neighbour when two sides are named. A hand's size
    is public (rules: cards are held face down, their count is not hidden)."""

    TAG: ClassVar[str] = "neighbour-hand-has"

    sides: tuple[int, ...]
    op: str
    number: int

    @classmethod
    def phrases(cls) -> tuple[Phrase, ...]:
        syntax = '"player" "to" "your" WORD ("or" WORD)? "has" comparison NUMBER _cards "in" "hand"'
        return (Phrase("neighbour_has_in_hand", syntax, cls._from_phrase),)

    @classmethod
    def _from_phrase(cls, node: PhraseNode, ctx: Compiling) -> NeighbourHandHas:
        *sides, op, num = node.args
        found = tuple(ctx.lookup(s, "side", _SIDES) for s in sides if s is not None)
        return cls(tuple(dict.fromkeys(found)), op, ctx.number(num, "a count of cards"))

    def holds(self, view: View, power: PowerContext, actor: int) -> bool:
        n = len(view.players)
        if n < 2:
            return False
        test = COMPARISONS[self.op][0]
        return any(
            test(len(view.players[(actor + side) % n].hand), self.number) for side in self.sides
        )

    def describe(self) -> str:
        side = " or ".join("left" if s > 0 else "right" for s in self.sides)
        words = COMPARISONS[self.op][1]
        return f"the player to your {side} holds {words} {self.number} cards in hand"


@frozen
class ChosenFoodHeld(Condition):
    """The food type named earlier in the power (``choose a food type``, the slot ``slot``) in
    the acting player's supply: ``you have no chosen food in supply`` (Oilbird: who lacks it),
    or ``you have fewer chosen food in supply than the owner of this bird`` (Great Curassow:
    who holds fewer of it than the power's owner, counted when each player's turn in the block
    comes). With nothing chosen it fails."""

    TAG: ClassVar[str] = "chosen-food-held"

    fewer_than_owner: bool
    slot: str = "chosen food"

    @classmethod
    def phrases(cls) -> tuple[Phrase, ...]:
        none = '"you" "have" "no" "chosen" "food" "in" "supply"'
        fewer = (
            '"you" "have" "fewer" "chosen" "food" "in" "supply" "than" "the" "owner" "of" "this"'
            ' "bird"'
        )
        return (
            Phrase("chosen_food_none", none, cls._from_none),
            Phrase("chosen_food_fewer", fewer, cls._from_fewer),
        )

    @classmethod
    def _slot(cls, node: PhraseNode, ctx: Compiling) -> str:
        return ctx.require(
            "chosen food",
            node.pos,
            "'chosen food' refers to nothing: no 'choose a food type' before it",
            "write 'choose a food type' on a line before it",
        )

    @classmethod
    def _from_none(cls, node: PhraseNode, ctx: Compiling) -> ChosenFoodHeld:
        return cls(False, cls._slot(node, ctx))

    @classmethod
    def _from_fewer(cls, node: PhraseNode, ctx: Compiling) -> ChosenFoodHeld:
        return cls(True, cls._slot(node, ctx))

    def holds(self, view: View, power: PowerContext, actor: int) -> bool:
        chosen = power.recall(self.slot)
        if not chosen:
            return False
        held = view.players[actor].food[chosen[0]]
        if self.fewer_than_owner:
            return held < view.players[power.owner].food[chosen[0]]
        return held == 0

    def describe(self) -> str:
        if self.fewer_than_owner:
            return "you hold fewer of the named food than this bird's owner"
        return "you hold none of the named food"


def largest_tray_slots(view: View, p: int) -> list[int]:
    """The tray slots holding a card of the largest wingspan; a flightless bird's wild wingspan
    may be any, so it is always one of them (as the smallest is, rules-expansions 9.2.8)."""
    tray = view.tables[view.players[p].table].tray
    birds = view.cards.birds
    spans = [birds[c].wingspan for c in tray if c != EMPTY]
    most = max((w for w in spans if w is not None), default=None)
    return [
        slot
        for slot, card in enumerate(tray)
        if card != EMPTY and (birds[card].wingspan is None or birds[card].wingspan == most)
    ]


@frozen
class DrawLargestTrayCard(Effect):
    """Take the face-up tray card of the largest wingspan into your hand, the player choosing
    among ties (nothing when the tray is empty: it is refilled only at the end of a turn)."""

    TAG: ClassVar[str] = "draw-largest-tray-card"

    @classmethod
    def phrases(cls) -> tuple[Phrase, ...]:
        syntax = '"draw" "the" "largest" "bird" "of" WORD'
        return (Phrase("draw_largest_tray", syntax, cls._from_phrase),)

    @classmethod
    def _from_phrase(cls, node: PhraseNode, ctx: Compiling) -> DrawLargestTrayCard:
        ctx.lookup(node.args[-1], "place to draw the largest bird of", {"tray": "tray"})
        return cls()

    def resolve(self, step: StepOps, actor: int, path: tuple[int, ...]) -> None:
        slots = largest_tray_slots(step, actor)
        if not slots:
            step.set_done(False)
        elif len(slots) == 1:
            step.draw_to_hand_from_tray(actor, slots[0])
        else:
            step.pending.append(DrawLargest(actor))

    def feasible(self, view: View, p: int, power: PowerContext) -> bool:
        return bool(largest_tray_slots(view, p))

    def describe(self) -> str:
        return "take the face-up tray card with the largest wingspan into your hand"


@frozen
class DrawLargest(Decision):
    """Choose which of the tray cards tied for the largest wingspan to take."""

    TAG: ClassVar[str] = "draw-largest"
    ACCEPTS: ClassVar[tuple[type, ...]] = (DrawFromTray,)

    player: int = field(metadata=PLAYER)

    def options(self, view: View) -> list[Move]:
        return [DrawFromTray(slot) for slot in largest_tray_slots(view, self.player)]

    def answer(self, step: StepOps, move: DrawFromTray) -> None:
        step.draw_to_hand_from_tray(self.player, move.slot)

    def label(self, names: Naming) -> str:
        return f"{names.player(self.player)}: choose the largest tray card to take"


@frozen
class DrawThenTuckSome(Effect):
    """Draw ``amount`` cards, each from the tray or the deck, then tuck up to ``most`` of the
    cards just drawn behind this bird, one at a time until the player stops; the others stay in
    the hand. A flocking power (the cards tucked come from the hand)."""

    TAG: ClassVar[str] = "draw-then-tuck-some"
    OWNER_ONLY: ClassVar[bool] = True  # it tucks behind this bird

    amount: int
    most: int

    @classmethod
    def phrases(cls) -> tuple[Phrase, ...]:
        syntax = (
            '"draw" amount _cards "and" "tuck" "up" "to" NUMBER "of" "them" "behind" "this" "bird"'
        )
        return (Phrase("draw_then_tuck_some", syntax, cls._from_phrase),)

    @classmethod
    def _from_phrase(cls, node: PhraseNode, ctx: Compiling) -> DrawThenTuckSome:
        num, most = node.args
        amount = ctx.amount(num)
        return cls(amount, ctx.number(most, "the number of cards tucked", low=1, high=amount))

    def tucks_cards(self) -> bool:
        return True

    def resolve(self, step: StepOps, actor: int, path: tuple[int, ...]) -> None:
        if not can_draw(step, actor):
            step.set_done(False)
            return
        start = len(step.players[actor].hand)
        # a stack: the draws are answered first, then the tucks of what they brought
        step.pending.append(TuckJustDrawn(actor, self.most, start))
        step.pending.append(DrawForPower(actor, self.amount, paid=paid_for(step, path)))

    def could_change(self, view: View, p: int, power: PowerContext) -> bool:
        """A card can be drawn (from the tray, the deck or the discard pile refilling it)."""
        return can_draw(view, p)

    def describe(self) -> str:
        return (
            f"draw {plural(self.amount, 'card')}, each from the tray or the deck, then slip up "
            f"to {self.most} of them under this bird"
        )


@frozen
class TuckJustDrawn(Decision):
    """Tuck one of the cards the power just drew (the hand's cards from position ``start``
    on) behind the bird whose power runs, or stop; ``remaining`` more may go."""

    TAG: ClassVar[str] = "tuck-just-drawn"
    ON_POWER_BIRD: ClassVar[bool] = True
    ACCEPTS: ClassVar[tuple[type, ...]] = (TuckCard, Stop)

    player: int = field(metadata=PLAYER)
    remaining: int = field(metadata=PLAIN)
    start: int = field(metadata=PLAIN)

    def options(self, view: View) -> list[Move]:
        hand = view.players[self.player].hand
        moves: list[Move] = [TuckCard(card) for card in hand[self.start :]]
        return [*moves, Stop()] if moves else []

    def answer(self, step: StepOps, move: TuckCard | Stop) -> None:
        if isinstance(move, Stop):
            return
        step.remove_from_hand(self.player, move.card)
        step.tuck_card(self.player, step.power.bird, move.card, "hand")
        later = evolve(self, remaining=self.remaining - 1)
        if later.remaining > 0 and later.options(step):
            step.pending.append(later)

    def label(self, names: Naming) -> str:
        who = names.player(self.player)
        return f"{who}: tuck one of the cards just drawn, or stop ({self.remaining} at most)"


def _cached_here(view: View, p: int, card: int, food: Food | None) -> tuple[Food, ...]:
    """The food types (only ``food``, when named) cached on ``p``'s bird ``card``."""
    where = locate(view.players[p], card)
    if where is None:
        return ()
    cached = view.players[p].mat[where[0]][where[1]].cached
    return tuple(f for f in Food if cached[f] and (food is None or f is food))


def _remove_cached(step: StepOps, p: int, card: int, food: Food) -> None:
    where = locate(step.players[p], card)
    if where is None:  # pragma: no cover - the options name a bird on the mat
        return
    h, c = where
    bird = step.players[p].mat[h][c]
    left = list(bird.cached)
    left[food] -= 1
    step.set_bird(p, h, c, evolve(bird, cached=tuple(left)))


@frozen
class DiscardCachedFood(Effect):
    """Discard 1 food cached on one of your birds that ``on`` selects (``food`` None: of any
    type) back to the supply: a cost, done in full or not at all. Cached food is not spent
    food (rules: it cannot pay costs), so no nectar goes to a spent space."""

    TAG: ClassVar[str] = "discard-cached-food"
    PAYMENT: ClassVar[bool | None] = True

    food: Food | None
    on: BirdTarget

    @classmethod
    def phrases(cls) -> tuple[Phrase, ...]:
        syntax = '"discard" amount "cached" WORD "from" bird_target'
        return (Phrase("discard_cached_food", syntax, cls._from_phrase),)

    @classmethod
    def _from_phrase(cls, node: PhraseNode, ctx: Compiling) -> DiscardCachedFood:
        num, food, target = node.args
        if ctx.amount(num) != 1:
            ctx.fail(node.pos, "a cost of cached food is 1 food: write 'discard 1 cached ...'")
        return cls(ctx.food_or_wild(food), ctx.target(target))

    def _birds(self, view: View, p: int, bird: int) -> list[int]:
        player = view.players[p]
        cards = [player.mat[h][c].card for h, c in matching_birds(view, p, self.on, bird)]
        return [card for card in cards if _cached_here(view, p, card, self.food)]

    def payable(self, view: View, p: int, bird: int) -> bool:
        return bool(self._birds(view, p, bird))

    def feasible(self, view: View, p: int, power: PowerContext) -> bool:
        return self.payable(view, p, power.bird)

    def resolve(self, step: StepOps, actor: int, path: tuple[int, ...]) -> None:
        power = step.power
        if not self.payable(step, power.owner, power.bird):
            step.set_done(False)
            return
        step.pending.append(PickCachedFood(power.owner, self.food, self.on, power.bird))

    def describe(self) -> str:
        food = "food of any type" if self.food is None else self.food.label
        return f"return 1 {food} cached on {self.on.describe()} to the supply"


@frozen
class PickCachedFood(Decision):
    """Pick the bird whose cached food goes back to the supply, then (when it holds several
    types) the food; ``picked``: the bird picked (-1 before)."""

    TAG: ClassVar[str] = "pick-cached-food"
    MAT_BIRDS: ClassVar[tuple[str, ...]] = ("bird",)
    ACCEPTS: ClassVar[tuple[type, ...]] = (PickBird, ChooseFood)

    player: int = field(metadata=PLAYER)
    food: Food | None = None
    on: BirdTarget = BirdTarget()
    bird: int = field(default=-1, metadata=BIRD)
    picked: int = field(default=-1, metadata=BIRD)

    def options(self, view: View) -> list[Move]:
        p = self.player
        if self.picked >= 0:
            return [ChooseFood(f) for f in _cached_here(view, p, self.picked, self.food)]
        mat = view.players[p].mat
        return [
            PickBird(h, c)
            for h, c in matching_birds(view, p, self.on, self.bird)
            if _cached_here(view, p, mat[h][c].card, self.food)
        ]

    def answer(self, step: StepOps, move: PickBird | ChooseFood) -> None:
        p = self.player
        if isinstance(move, ChooseFood):
            _remove_cached(step, p, self.picked, move.food)
            return
        card = step.players[p].mat[move.habitat][move.column].card
        foods = _cached_here(step, p, card, self.food)
        if len(foods) == 1:
            _remove_cached(step, p, card, foods[0])
        else:
            step.pending.append(evolve(self, picked=card))

    def label(self, names: Naming) -> str:
        who = names.player(self.player)
        if self.picked >= 0:
            return f"{who}: choose the cached food to discard from {names.bird(self.picked)}"
        return f"{who}: choose a bird to discard 1 cached food from"


def _prey_cards(view: View, p: int, where: tuple[Predicate, ...]) -> list[int]:
    """The face-up tray cards, then the hand cards, of ``p`` passing every condition of
    ``where`` (tested off the mat)."""
    birds = view.cards.birds
    tray = [c for c in view.tables[view.players[p].table].tray if c != EMPTY]
    hand = sorted(set(view.players[p].hand))
    return [c for c in (*tray, *hand) if all(test.test(birds[c], None, Bird(c)) for test in where)]


@frozen
class DiscardPrey(Effect):
    """Discard 1 card passing ``where`` from the tray or the hand (the player picks which),
    onto the discard pile: a predator's catch, the hunt succeeding when it is done; a cost
    for the ``if you do`` after it. A tray card taken is replaced at the end of the turn."""

    TAG: ClassVar[str] = "discard-prey"
    PAYMENT: ClassVar[bool | None] = True
    SUCCEEDS_AS_PREDATOR: ClassVar[bool] = True  # the printed icon (``language.implied_flags``)

    where: tuple[Predicate, ...]

    @classmethod
    def phrases(cls) -> tuple[Phrase, ...]:
        syntax = (
            '"discard" amount _cards bird_filter ("and" bird_filter)* "from" "tray" "or" "hand"'
            ' "as" "prey"'
        )
        return (Phrase("discard_prey", syntax, cls._from_phrase),)

    @classmethod
    def _from_phrase(cls, node: PhraseNode, ctx: Compiling) -> DiscardPrey:
        num, *filters = node.args
        if ctx.amount(num) != 1:
            ctx.fail(node.pos, "a predator discards 1 card: write 'discard 1 card ...'")
        return cls(ctx.predicates(filters))

    def payable(self, view: View, p: int, bird: int) -> bool:
        return bool(_prey_cards(view, p, self.where))

    def feasible(self, view: View, p: int, power: PowerContext) -> bool:
        return self.payable(view, p, power.bird)

    def resolve(self, step: StepOps, actor: int, path: tuple[int, ...]) -> None:
        step.set_done(False)
        if self.payable(step, actor, step.power.bird):
            step.pending.append(PickPrey(actor, self.where))

    def describe(self) -> str:
        words = " and ".join(p.describe() for p in self.where)
        return (
            f"hunt: put a face-up tray card or a card of your hand of a bird {words} on the "
            "discard pile (the hunt succeeds if you do)"
        )


@frozen
class PickPrey(Decision):
    """Pick the tray or hand card a predator discards (``DiscardPrey``)."""

    TAG: ClassVar[str] = "pick-prey"
    ACCEPTS: ClassVar[tuple[type, ...]] = (DiscardCard,)

    player: int = field(metadata=PLAYER)
    where: tuple[Predicate, ...] = field(default=(), metadata=PLAIN)

    def options(self, view: View) -> list[Move]:
        return [DiscardCard(c) for c in _prey_cards(view, self.player, self.where)]

    def answer(self, step: StepOps, move: DiscardCard) -> None:
        p = self.player
        t = step.players[p].table
        tray = step.tables[t].tray
        if move.card in tray:
            card = step.take_from_tray(t, tray.index(move.card))
            step.set_table(t, discard=(*step.tables[t].discard, card))
        else:
            step.discard_from_hand(p, move.card)
        power = step.power
        step.announce_hunt_success(power.owner, power.bird)
        step.set_done(True)

    def label(self, names: Naming) -> str:
        return f"{names.player(self.player)}: choose a tray or hand card to discard as prey"
