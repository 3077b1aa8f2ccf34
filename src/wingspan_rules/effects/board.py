"""Questions about a board, answered from a state (or a step under way): pure functions.

The engine's frames and the card vocabulary's powers both ask them: which birds match a
target, which have room for an egg, which habitats a bird can be played into, which dice can
be taken. Every function takes a ``view``: anything with ``players``, ``tables`` and ``cards``
(a ``GameState`` with its card set, or the engine's ``Step``).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from typing import TYPE_CHECKING

from ..state.enums import BASE_FOODS, HABITATS, Action, DieFace, Food, Habitat
from ..state.events import FoodDiscarded
from ..state.model import EMPTY, Bird, Player, covered_columns
from ..state.moves import DrawFromDeck, DrawFromTray, Move, PlayBird, Reroll, Stop, TakeDie
from ..state.protocol import StepOps, View
from ..state.values import shared
from ._base import BirdTarget, Place, Which
from .cards import BirdCard, FoodCost
from .hooks import (
    FOR_BIRD,
    FOR_POWER,
    active,
    extra_food,
    extra_jokers,
    food_rule,
    joker_sources,
    payment_sources,
    play_rules,
    rules_for,
    spend_extra,
)
from .mat import BASE_MAT
from .payment import BASE_RULES, NO_JOKERS, FoodRules, can_afford

if TYPE_CHECKING:
    from ..state.protocol import StepOps
    from .catalog import CardSet
    from .hooks import PlayRule

#: Eggs it costs to play a bird into columns 1-5 of the base mat (rules 2.2).
EGG_COST: tuple[int, ...] = BASE_MAT.egg_costs

_STOP = Stop()
_REROLL = Reroll()
_DRAW_DECK = DrawFromDeck()
#: The moves the feeder and the tray offer every turn, one value each (``values.shared``).
_take_die = shared(TakeDie)
_from_tray = shared(DrawFromTray)

BirdNeed = Callable[[Bird, BirdCard], bool]


# --- the player mat (rules 2.1-2.3) -------------------------------------------------------------
def action_strength(action: Action, birds_in_row: int) -> int:
    """Dice, eggs or cards an action gives on the base mat, with ``birds_in_row`` birds already
    in its row (a game's own mat: ``hooks.active(sets).mat``)."""
    return BASE_MAT.benefit(action, birds_in_row)


def drop_covered_markers(step: StepOps, p: int) -> None:
    """Remove ``p``'s egg markers from the slots their birds now cover (Americas,
    rules-expansions 9.5.9): a bird played there took them (its egg cost counted them, see
    ``pay_and_place``), or a bird moved there discarded them. Nothing in a game without them."""
    player = step.players[p]
    if not player.egg_markers:
        return
    spaces = [player.spaces(h) for h in HABITATS]
    kept = tuple(m for m in player.egg_markers if m[1] >= spaces[m[0]])
    if len(kept) != len(player.egg_markers):
        step.set_player(p, egg_markers=kept)


def has_conversion(birds_in_row: int) -> bool:
    """Whether the exposed slot (birds + 1) is column 2, 4 or 6 (of the base mat)."""
    return BASE_MAT.conversions[0][birds_in_row]


def locate(player: Player, card: int) -> tuple[Habitat, int] | None:
    """The (habitat, column) of bird ``card`` on ``player``'s mat, or None."""
    for habitat, row in zip(HABITATS, player.mat, strict=True):
        for c, bird in enumerate(row):
            if bird.card == card:
                return habitat, c
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
    found = []
    if target is None:  # any bird (eggs to lay or to pay with): the test alone, every turn
        for habitat, row in zip(HABITATS, player.mat, strict=True):
            for c, bird in enumerate(row):
                if need is None or need(bird, birds[bird.card]):
                    found.append((habitat, c))
        return found
    near = _near(player, target.place, this)
    for h, (habitat, row) in enumerate(zip(HABITATS, player.mat, strict=True)):
        for c, bird in enumerate(row):
            card = birds[bird.card]
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
    if place is Place.LEFT:
        return {(row, i) for i in range(index)}
    if place is Place.HABITAT:
        return {(row, i) for i in range(len(player.mat[row]))}
    if place is Place.OTHER_HABITAT:
        return {(h, i) for h, r in enumerate(player.mat) if h != row for i in range(len(r))}
    mine = set(covered_columns(player.mat[row])[index])
    if place is Place.ADJACENT:  # orthogonal neighbours (rules-expansions 9.2.8)
        return {(row, index - 1), (row, index + 1)} | {
            (h, i)
            for h, r in enumerate(player.mat)
            if abs(h - row) == 1
            for i, columns in enumerate(covered_columns(r))
            if mine.intersection(columns)
        }
    return {
        (h, i)
        for h, r in enumerate(player.mat)
        for i, columns in enumerate(covered_columns(r))
        if mine.intersection(columns)
    }


def birds_with_room(view: View, p: int) -> list[tuple[Habitat, int]]:
    """(habitat, column) of ``p``'s birds with room for an egg: ``matching_birds`` with
    ``has_room``, its test inline (every lay-eggs choice lists them, one egg at a time)."""
    birds = view.cards.birds
    found = []
    for habitat, row in zip(HABITATS, view.players[p].mat, strict=True):
        for c, bird in enumerate(row):
            if bird.eggs < birds[bird.card].egg_limit:
                found.append((habitat, c))
    return found


def birds_with_eggs(view: View, p: int) -> list[tuple[Habitat, int]]:
    return matching_birds(view, p, None, -1, (), has_egg)


def cached_spendable(view: View, p: int, purpose: str = FOR_POWER) -> tuple[int, ...]:
    """Per food type, the food ``p`` may spend beyond their supply on a cost of ``purpose``
    (a power's, by default; ``FOR_BIRD``: a bird's): what the payment sources of the game's
    cards hold for them (``hooks.PaymentSource``; none in most card sets)."""
    return extra_food(view.players[p], view.cards, purpose)


def food_to_pay(view: View, p: int, purpose: str = FOR_POWER) -> tuple[int, ...]:
    """The food ``p`` can pay a cost of ``purpose`` with (a power's, by default):
    their supply and the payment sources' food."""
    supply = view.players[p].food
    if not payment_sources(view.cards):
        return supply
    return tuple(a + b for a, b in zip(supply, cached_spendable(view, p, purpose), strict=True))


def bird_jokers(view: View, p: int) -> tuple[int, ...]:
    """Per food type, ``p``'s cached tokens that may pay one icon of any food but nectar on a
    bird's cost (``hooks.extra_jokers``: a bird whose power says "as any food"); those tokens
    are in ``food_to_pay`` as their own type too. ``NO_JOKERS`` when there are none."""
    if not joker_sources(view.cards):
        return NO_JOKERS
    jokers = extra_jokers(view.players[p], view.cards, FOR_BIRD)
    return jokers if any(jokers) else NO_JOKERS


def spend_food(step: StepOps, p: int, food: Food, from_cache: bool) -> None:
    """Spend 1 ``food`` as a power's cost: from the payment sources beyond the supply (food
    that may be spent "anytime you can spend food from your supply"), or from the supply."""
    if from_cache:
        spend_extra(step, p, food, 1, FOR_POWER)
    else:
        step.add_food(p, food, -1)
        step.emit(FoodDiscarded(p, food))
        rule = food_rule(step.config, food) if food >= len(BASE_FOODS) else None
        if rule is not None and rule.spent is not None and step.powers:
            # spent for the power: on the spent space of the power's bird's habitat
            power = step.power
            place = locate(step.players[power.owner], power.bird)
            if place is not None:
                rule.spent(step, p, 1, place[0])


def cost_ignoring(cost: FoodCost, food: Food | None) -> FoodCost:
    """``cost`` with one ``food`` icon of it not paid (a power's "ignore 1 seed in its cost"):
    one of its foods less, or nothing left of a "/" cost naming it; unchanged when it prints no
    such icon (or ``food`` is None)."""
    if food is None or food not in cost.foods:
        return cost
    if cost.one_of:
        return FoodCost()
    foods = list(cost.foods)
    foods.remove(food)
    return FoodCost(tuple(foods), cost.wild)


def playable_habitats(
    view: View,
    p: int,
    card_id: int,
    habitats: Iterable[Habitat] | None = None,
    on_top: bool = True,
    eggs_off: int = 0,
    food_off: Food | None = None,
) -> list[Habitat]:
    """Habitats ``card_id`` can be played into now: printed, and not full with its egg and food
    cost payable (rules 3.3), ``eggs_off`` eggs of the egg cost and one ``food_off`` of the
    food cost not paid (a power's discounted play, ``cost_ignoring``). A play rule concerning
    the bird (``hooks.PlayRule``) may lower the food cost, or, with ``on_top``, offer a habitat
    whatever its costs and spaces."""
    card = view.cards.birds[card_id]
    player = view.players[p]
    rules = rules_for(view.cards, card_id)
    food = food_to_pay(view, p, FOR_BIRD)
    jokers = bird_jokers(view, p)
    hooks = active(view.config)
    ways = hooks.payment
    affordable = can_afford(cost_ignoring(card.cost, food_off), food, ways, jokers)
    if not affordable and rules:
        cheaper = (r.cheapest_cost(view, p, card) for r in rules)
        affordable = any(c is not None and can_afford(c, food, ways, jokers) for c in cheaper)
    mat = hooks.mat
    eggs = None
    found = []
    for h in card.habitats if habitats is None else habitats:
        if h not in card.habitats:
            continue
        if on_top and rules and any(r.playable_anyway(view, p, card, h) for r in rules):
            found.append(h)
            continue
        if not affordable:
            continue
        column = player.spaces(h)
        if column >= mat.row_size:
            continue
        owed = max(0, mat.egg_costs[column] - eggs_off)
        if owed and player.egg_markers:  # each egg marker on the slot pays one (Americas)
            owed = max(0, owed - player.markers_at(h, column))
        if owed:
            if eggs is None:
                eggs = player.total_eggs
            if eggs < owed:
                continue
        found.append(h)
    return found


def hand_plays(view: View, p: int) -> list[tuple[int, Habitat]]:
    """Every (card, habitat) of ``p``'s hand that can be played now, in hand order and each
    card's habitats in order: ``playable_habitats`` of each card of the hand, in one pass.

    Why it is faster: the facts that do not depend on the card (the food to pay with, which
    rows have a free space and the eggs it costs) are read once, not once per card. A card
    that a play rule concerns goes through ``playable_habitats`` itself, so the result is the
    same card by card.
    """
    player = view.players[p]
    hooks = active(view.config)
    food = food_to_pay(view, p, FOR_BIRD)
    jokers = bird_jokers(view, p)
    ways = hooks.payment
    room = _rows_with_room(player, hooks.mat.row_size, hooks.mat.egg_costs)
    ruled = play_rules(view.cards)
    birds = view.cards.birds
    known = _affordable(view.cards, food, ways, jokers)
    found: list[tuple[int, Habitat]] = []
    for card_id in player.hand:
        if card_id in ruled:
            found.extend((card_id, h) for h in playable_habitats(view, p, card_id))
            continue
        card = birds[card_id]
        affordable = known.get(card_id)
        if affordable is None:
            affordable = known[card_id] = can_afford(card.cost, food, ways, jokers)
        if affordable:
            for h in card.habitats:  # a plain loop: a generator here costs twice as much
                if room[h]:
                    found.append((card_id, h))
    return found


def hand_play_moves(view: View, p: int) -> list[Move]:
    """``hand_plays`` as moves: the ``PlayBird`` of every (card, habitat) it lists, in its
    order (the turn's options, ``ChooseAction``). Each card's moves come from a table of the
    card set, built once (``play_moves``), so a listing builds no tuple and no move."""
    player = view.players[p]
    cards = view.cards
    hooks = active(view.config)
    listing = cards.derived.get("hand-listing")
    if listing is None:
        listing = _hand_listing(cards)
    ruled, table, sourced = listing
    food = food_to_pay(view, p, FOR_BIRD) if sourced else player.food
    jokers = bird_jokers(view, p) if sourced else NO_JOKERS
    ways = hooks.payment
    mat = hooks.mat
    room = _rows_with_room(player, mat.row_size, mat.egg_costs)
    birds = cards.birds
    known = _affordable(cards, food, ways, jokers)
    found: list[Move] = []  # every one a ``PlayBird`` (the turn's list, extended by its caller)
    append = found.append
    for card_id in player.hand:
        if card_id in ruled:
            moves = dict(table[card_id])
            found.extend(moves[h] for h in playable_habitats(view, p, card_id))
            continue
        affordable = known.get(card_id)
        if affordable is None:
            affordable = known[card_id] = can_afford(birds[card_id].cost, food, ways, jokers)
        if affordable:
            for h, move in table[card_id]:  # a plain loop: a generator here costs twice as much
                if room[h]:
                    append(move)
    return found


def _hand_listing(
    cards: CardSet,
) -> tuple[dict[int, tuple[PlayRule, ...]], tuple[tuple[tuple[Habitat, PlayBird], ...], ...], bool]:
    """What ``hand_play_moves`` reads of the card set on every turn, in one look-up: the play
    rules by card (``play_rules``), the moves by card (``play_moves``) and whether any payment
    source holds food in its games (``payment_sources``); derived once (``CardSet.derived``)."""
    listing = (play_rules(cards), play_moves(cards), bool(payment_sources(cards)))
    cards.derived["hand-listing"] = listing
    return listing


def play_moves(cards: CardSet) -> tuple[tuple[tuple[Habitat, PlayBird], ...], ...]:
    """Per bird card (by id), its printed habitats in order, each with the one ``PlayBird``
    move into it: derived once per card set (``CardSet.derived``), a move being a frozen value
    that every listing may hand out."""
    table: tuple[tuple[tuple[Habitat, PlayBird], ...], ...] | None = cards.derived.get("play-moves")
    if table is None:
        table = cards.derived["play-moves"] = tuple(
            tuple((h, PlayBird(card_id, h)) for h in card.habitats)
            for card_id, card in enumerate(cards.birds)
        )
    return table


#: How many food supplies ``_affordable`` remembers per card set (a supply is a few small
#: counts: a game meets a few dozen).
_MAX_SUPPLIES = 1024


def _affordable(
    cards: CardSet, food: tuple[int, ...], ways: FoodRules, jokers: tuple[int, ...] = NO_JOKERS
) -> dict[int, bool]:
    """Whether each bird card (by id) can be paid from ``food`` under ``ways`` (``jokers`` of
    its tokens paying any food), as far as asked so far: ``can_afford`` depends on the card's
    cost and the food alone, so the answer is kept with the card set (``CardSet.derived``) and
    every hand with that food reads it."""
    memo: (
        dict[tuple[tuple[int, ...], FoodRules | None, tuple[int, ...]], dict[int, bool]] | None
    ) = cards.derived.get("affordable")
    if memo is None:
        memo = cards.derived["affordable"] = {}
    key = (food, None if ways is BASE_RULES or not ways else ways, jokers)
    known = memo.get(key)
    if known is None:
        if len(memo) >= _MAX_SUPPLIES:
            memo.clear()
        known = memo[key] = {}
    return known


def _rows_with_room(player: Player, row_size: int, egg_costs: Sequence[int]) -> list[bool]:
    """Per habitat, whether its row has a free space whose egg cost ``player`` can pay: the
    spaces and eggs tests of ``playable_habitats``."""
    eggs = -1  # counted only if a space costs eggs
    room = []
    for row in player.mat:  # in habitat order
        column = len(row)  # ``row_spaces``, inline: a call less per row and listing
        for bird in row:
            if bird.sideways:
                column += 1
        if column >= row_size:
            room.append(False)
        elif not egg_costs[column]:
            room.append(True)
        else:
            if eggs < 0:
                eggs = player.total_eggs
            cost = egg_costs[column]
            if eggs < cost and player.egg_markers:  # egg markers on the slot pay (Americas)
                cost -= player.markers_at(HABITATS[len(room)], column)
            room.append(eggs >= cost)
    return room


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
                moves.append(_take_die(face, food))
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
    moves: list[Move] = [_from_tray(i) for i, card in enumerate(table.tray) if card != EMPTY]
    if table.deck or table.discard:
        moves.append(_DRAW_DECK)
    if stop:
        moves.append(_STOP)
    return moves


#: The slot of the birds a power already chose ("a different bird": ``BirdTarget.distinct``).
CHOSEN_BIRDS = "chosen"


def chosen_birds(view: View, target: BirdTarget) -> tuple[int, ...]:
    """The birds the running power chose already, which a ``distinct`` target avoids."""
    return view.powers[-1].recall(CHOSEN_BIRDS) if target.distinct and view.powers else ()


def remember_chosen(step: StepOps, target: BirdTarget, card: int) -> None:
    """Remember ``card`` as chosen by the running power, for a later ``distinct`` target."""
    if target.distinct:
        step.remember(CHOSEN_BIRDS, "birds", step.recall(CHOSEN_BIRDS) + (card,))
