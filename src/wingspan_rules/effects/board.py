"""Questions about a board, answered from a state (or a step under way): pure functions.

The engine's frames and the card vocabulary's powers both ask them: which birds match a
target, which have room for an egg, which habitats a bird can be played into, which dice can
be taken. Every function takes a ``view``: anything with ``players``, ``tables`` and ``cards``
(a ``GameState`` with its card set, or the engine's ``Step``).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from typing import TYPE_CHECKING

from attrs import evolve

from ..state.enums import Action, DieFace, Food, Habitat
from ..state.events import CachedFoodSpent, FoodDiscarded
from ..state.model import EMPTY, ROW_SIZE, Bird, Player, covered_columns
from ..state.moves import DrawFromDeck, DrawFromTray, Move, Reroll, Stop, TakeDie
from ..state.protocol import View
from ._base import BirdTarget, Place, Which
from .cards import BirdCard, FoodCost
from .payment import can_afford
from .played import cards_instead, plays_on_top, sideways_in

if TYPE_CHECKING:
    from ..state.protocol import StepOps
    from .catalog import CardSet

#: Eggs it costs to play a bird into columns 1-5 (rules 2.2).
EGG_COST: tuple[int, ...] = (0, 1, 1, 2, 2)

_STOP = Stop()
_REROLL = Reroll()
_DRAW_DECK = DrawFromDeck()

BirdNeed = Callable[[Bird, BirdCard], bool]


# --- the player mat (rules 2.1-2.3) -------------------------------------------------------------
def action_strength(action: Action, birds_in_row: int) -> int:
    """Dice, eggs or cards an action gives, with ``birds_in_row`` birds already in its row."""
    base = 2 if action is Action.LAY_EGGS else 1
    return base + birds_in_row // 2


def has_conversion(birds_in_row: int) -> bool:
    """Whether the exposed slot (birds + 1) is column 2, 4 or 6."""
    return birds_in_row % 2 == 1


def locate(player: Player, card: int) -> tuple[Habitat, int] | None:
    """The (habitat, column) of bird ``card`` on ``player``'s mat, or None."""
    for h, row in enumerate(player.mat):
        for c, bird in enumerate(row):
            if bird.card == card:
                return Habitat(h), c
    return None


def has_room(bird: Bird, card: BirdCard) -> bool:
    return bird.eggs < card.egg_limit


def has_egg(bird: Bird, card: BirdCard) -> bool:
    return bird.eggs > 0


def matching_birds(
    view: View,
    p: int,
    target: BirdTarget | None,
    this: int,
    chosen: Sequence[int] = (),
    need: BirdNeed | None = None,
) -> list[tuple[Habitat, int]]:
    """(habitat, column) of ``p``'s birds matching ``target`` and ``need(bird, card)``.

    ``target`` None: any bird. ``this`` is the bird whose power runs ("this", "another bird",
    and the place conditions: "in this column", "next to this bird"); ``chosen`` are birds
    already picked by the power (excluded for a ``distinct`` target).
    """
    birds = view.cards.birds
    player = view.players[p]
    near = _near(player, target.place, this) if target is not None else None
    found = []
    for h, row in enumerate(player.mat):
        habitat = Habitat(h)
        for c, bird in enumerate(row):
            card = birds[bird.card]
            if target is not None:
                if target.which is Which.THIS and bird.card != this:
                    continue
                if target.which is Which.OTHER and bird.card == this:
                    continue
                if target.distinct and bird.card in chosen:
                    continue
                if near is not None and (h, c) not in near:
                    continue
                if target.where and not all(t.test(card, habitat, bird) for t in target.where):
                    continue
            if need is None or need(bird, card):
                found.append((habitat, c))
    return found


def _near(player: Player, place: Place | None, this: int) -> set[tuple[int, int]] | None:
    """The mat positions (row, index) ``place`` admits, seen from bird ``this``; None: any.
    A sideways bird covers two columns (rules 9.1): "this column" is either of its own, and
    a bird in another row is in it when they share a column."""
    if place is None:
        return None
    where = locate(player, this)
    if where is None:  # the power's bird is not on the mat: no place is seen from it
        return set()
    row, index = int(where[0]), where[1]
    if place is Place.NEIGHBOUR:
        return {(row, index - 1), (row, index + 1)}
    if place is Place.HABITAT:
        return {(row, i) for i in range(len(player.mat[row]))}
    if place is Place.OTHER_HABITAT:
        return {(h, i) for h, r in enumerate(player.mat) if h != row for i in range(len(r))}
    mine = set(covered_columns(player.mat[row])[index])
    return {
        (h, i)
        for h, r in enumerate(player.mat)
        for i, columns in enumerate(covered_columns(r))
        if mine.intersection(columns)
    }


def birds_with_room(view: View, p: int) -> list[tuple[Habitat, int]]:
    return matching_birds(view, p, None, -1, (), has_room)


def birds_with_eggs(view: View, p: int) -> list[tuple[Habitat, int]]:
    return matching_birds(view, p, None, -1, (), has_egg)


def _spendable_birds(cards: CardSet) -> dict[int, tuple[Food, ...]]:
    """The birds of a card set whose cached food may be spent, and which foods: derived from
    the cards once and kept with them (``CardSet.derived``), since paying asks it for every
    card in hand."""
    found = cards.derived.get("spendable-cache")
    if found is None:
        found = {i: b.spendable_cache for i, b in enumerate(cards.birds) if b.spendable_cache}
        cards.derived["spendable-cache"] = found
    return found


def cached_spendable(view: View, p: int) -> tuple[int, ...]:
    """Per food type, the cached food ``p`` may spend like food of their supply: what is
    cached on their birds whose power allows it (``BirdCard.spendable_cache``)."""
    return spendable_on_mat(view.players[p], view.cards)


def spendable_on_mat(player: Player, cards: CardSet) -> tuple[int, ...]:
    """``cached_spendable`` of ``player``, a player of a game of ``cards``."""
    counts = [0] * len(player.food)
    spendable = _spendable_birds(cards)
    if spendable:
        for _, _, bird in player.birds():
            for food in spendable.get(bird.card, ()):
                counts[food] += bird.cached[food]
    return tuple(counts)


def food_to_pay(view: View, p: int) -> tuple[int, ...]:
    """The food ``p`` can pay a bird's cost with: their supply and the spendable cached food."""
    supply = view.players[p].food
    if not _spendable_birds(view.cards):
        return supply
    return tuple(a + b for a, b in zip(supply, cached_spendable(view, p), strict=True))


def spend_cached(step: StepOps, p: int, food: Food, amount: int) -> None:
    """Spend ``amount`` ``food`` cached on ``p``'s birds that allow it, in mat order (which
    bird's token goes changes no score: every cached token is worth 1 point)."""
    birds = step.cards.birds
    for h, c, bird in list(step.players[p].birds()):
        if amount <= 0:
            return
        if food not in birds[bird.card].spendable_cache or not bird.cached[food]:
            continue
        taken = min(amount, bird.cached[food])
        cached = list(bird.cached)
        cached[food] -= taken
        step.set_bird(p, h, c, evolve(bird, cached=tuple(cached)))
        step.emit(CachedFoodSpent(p, bird.card, food, taken))
        amount -= taken


def spend_food(step: StepOps, p: int, food: Food, from_cache: bool) -> None:
    """Spend 1 ``food`` as a power's cost: from the cached food ``p`` may spend (rulings of
    the spendable caches: "anytime you can spend food from your supply"), or from their
    supply."""
    if from_cache:
        spend_cached(step, p, food, 1)
    else:
        step.add_food(p, food, -1)
        step.emit(FoodDiscarded(p, food))


def playable_habitats(
    view: View,
    p: int,
    card_id: int,
    habitats: Iterable[Habitat] | None = None,
    on_top: bool = True,
) -> list[Habitat]:
    """Habitats ``card_id`` can be played into now: printed, and either not full with its egg
    and food cost payable (cards from the hand standing in for food where the bird's power
    allows it), or, with ``on_top``, holding a bird it may be played on instead of paying."""
    card = view.cards.birds[card_id]
    player = view.players[p]
    top = on_top and plays_on_top(card)
    food = food_to_pay(view, p)
    affordable = can_afford(card.cost, food) or can_afford(
        cheapest_with_cards(card, len(player.hand) - 1), food
    )
    eggs = None
    found = []
    for h in card.habitats if habitats is None else habitats:
        if h not in card.habitats:
            continue
        if top and player.mat[h]:
            found.append(h)
            continue
        if not affordable:
            continue
        column = player.spaces(h)
        if column >= ROW_SIZE:
            continue
        if EGG_COST[column]:
            if eggs is None:
                eggs = player.total_eggs
            if eggs < EGG_COST[column]:
                continue
        found.append(h)
    return found


def placed_sideways(view: View, p: int, card_id: int, habitat: Habitat) -> bool:
    """Whether ``card_id``, played now at the end of ``p``'s ``habitat`` row, is placed
    sideways: its power says so for that habitat and two spaces are free (in the last space it
    is placed upright, forgoing its power; rules 9.1). Its egg cost is the first space's, the
    lower of the two."""
    card = view.cards.birds[card_id]
    return sideways_in(card, habitat) and view.players[p].spaces(habitat) + 2 <= ROW_SIZE


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


# --- the birdfeeder (rules 3.4, 3.5) ------------------------------------------------------------
def uniform_feeder(feeder: Sequence[DieFace]) -> bool:
    """Every die in the feeder shows the same face (the dual face is its own face)."""
    return bool(feeder) and feeder.count(feeder[0]) == len(feeder)


def feeder_options(
    view: View, p: int, foods: Sequence[Food] = (), reroll: bool = True, stop: bool = True
) -> list[Move]:
    """Taking a die: one move per (face, food) a die in ``p``'s feeder gives, restricted to
    ``foods`` (empty: any), then the reroll when every die shows the same face, then stop."""
    feeder = view.tables[view.players[p].table].feeder
    moves: list[Move] = []
    for face in sorted(set(feeder)):
        for food in face.foods:
            if not foods or food in foods:
                moves.append(TakeDie(face, food))
    if reroll and uniform_feeder(feeder):
        moves.append(_REROLL)
    if stop:
        moves.append(_STOP)
    return moves


# --- the bird tray and the deck (rules 3.7) -----------------------------------------------------
def can_draw(view: View, p: int) -> bool:
    table = view.tables[view.players[p].table]
    return bool(table.deck or table.discard or any(c != EMPTY for c in table.tray))


def draw_options(view: View, p: int, stop: bool = True) -> list[Move]:
    """Drawing a card: each face-up tray card, the deck (while it or the discard pile holds
    cards), then stop."""
    table = view.tables[view.players[p].table]
    moves: list[Move] = [DrawFromTray(i) for i, card in enumerate(table.tray) if card != EMPTY]
    if table.deck or table.discard:
        moves.append(_DRAW_DECK)
    if stop:
        moves.append(_STOP)
    return moves
