"""The base game's rules: what each decision offers, what each answer does, what work frames do.

Three tables drive the engine, all keyed by frame type:

* ``OPTIONS[frame type](view, frame) -> list[Move]`` lists a decision's legal moves in a fixed
  order (``view`` is a read-only view of a state or the ``Step`` under way: both expose
  ``players``, ``tables``, ``pending``, ``config`` and ``cards``);
* ``ANSWER[frame type](step, frame, move)`` carries out a legal answer (the frame is already
  popped);
* ``WORK[frame type](step, frame)`` runs an automatic frame (already popped).

Section numbers in docstrings refer to the rules reference.
"""

from __future__ import annotations

import attrs

from .. import frames as F
from ..effects import BirdTarget, FoodCost, Which
from ..enums import ACTION_HABITAT, Action, Food, Habitat, Timing
from ..events import (
    ActionChosen,
    ActionCompleted,
    BirdPlayed,
    BonusKept,
    CardRevealed,
    DieTaken,
    EggDiscarded,
    EggLaid,
    EggPaid,
    EggsLost,
    FoodDiscarded,
    FoodGained,
    FoodPaid,
    GameEnded,
    GoalScored,
    RoundEnded,
    RoundStarted,
    SetupKept,
    TurnEnded,
    TurnStarted,
)
from ..model import CUBES_PER_ROUND, EMPTY, ROUNDS, ROW_SIZE, Bird, Phase
from ..moves import (
    DiscardBird,
    DiscardCard,
    DiscardEgg,
    DiscardFood,
    DrawFromDeck,
    DrawFromTray,
    KeepBird,
    KeepBonus,
    LayEgg,
    PlayBird,
    Reroll,
    Skip,
    SpendEgg,
    SpendFood,
    Stop,
    TakeAction,
    TakeDie,
)
from ..scoring import goal_points, measure, score_game
from .payment import can_afford, payments
from .step import memory_of
from .triggers import offer_triggered_powers

EGG_COST = (0, 1, 1, 2, 2)  # by column 1-5 (rules 2.2)
_HABITAT_ACTIONS = (
    TakeAction(Action.GAIN_FOOD),
    TakeAction(Action.LAY_EGGS),
    TakeAction(Action.DRAW_CARDS),
)
_STOP = Stop()
_SKIP = Skip()
_REROLL = Reroll()
_DRAW_DECK = DrawFromDeck()

OPTIONS: dict = {}
ANSWER: dict = {}
WORK: dict = {}


def _registrar(table: dict):
    def for_frame(frame_type):
        def register(fn):
            table[frame_type] = fn
            return fn

        return register

    return for_frame


_options, _answer, _work = _registrar(OPTIONS), _registrar(ANSWER), _registrar(WORK)


# --- mat arithmetic (rules 2.3) ------------------------------------------------------------------
def action_strength(action: Action, birds_in_row: int) -> int:
    """Dice, eggs or cards an action gives, with ``birds_in_row`` birds already in its row."""
    base = 2 if action is Action.LAY_EGGS else 1
    return base + birds_in_row // 2


def has_conversion(birds_in_row: int) -> bool:
    """Whether the exposed slot (birds + 1) is column 2, 4 or 6."""
    return birds_in_row % 2 == 1


# --- setup (rules 1.7) ------------------------------------------------------------------------------
@_options(F.SetupBirds)
def _setup_birds_options(view, frame):
    card = frame.dealt[frame.index]
    return [KeepBird(card), DiscardBird(card)]


@_answer(F.SetupBirds)
def _setup_birds_answer(step, frame, move):
    kept = frame.kept
    if isinstance(move, KeepBird):
        kept += 1
    else:
        step.discard_from_hand(frame.player, move.card)
    if frame.index + 1 < len(frame.dealt):
        step.pending.append(F.SetupBirds(frame.player, frame.dealt, frame.index + 1, kept))
        return
    offered = step.players[frame.player].bonus
    step.pending.append(F.ChooseBonus(frame.player, offered))
    if kept:
        step.pending.append(F.SetupFood(frame.player, kept))


@_options(F.SetupFood)
def _setup_food_options(view, frame):
    food = view.players[frame.player].food
    return [DiscardFood(Food(f)) for f in range(frame.min_food, len(food)) if food[f]]


@_answer(F.SetupFood)
def _setup_food_answer(step, frame, move):
    step.add_food(frame.player, move.food, -1)
    step.emit(FoodDiscarded(frame.player, move.food))
    if frame.remaining > 1:
        step.pending.append(F.SetupFood(frame.player, frame.remaining - 1, int(move.food)))


@_options(F.ChooseBonus)
def _choose_bonus_options(view, frame):
    return [KeepBonus(card) for card in frame.offered]


@_answer(F.ChooseBonus)
def _choose_bonus_answer(step, frame, move):
    p = frame.player
    player = step.players[p]
    dropped = tuple(c for c in frame.offered if c != move.card)
    step.set_player(p, bonus=tuple(c for c in player.bonus if c not in dropped))
    t = player.table
    step.set_table(t, bonus_discard=step.tables[t].bonus_discard + dropped)
    step.emit(BonusKept(p, move.card))
    if step.phase is Phase.SETUP:
        player = step.players[p]
        step.emit(SetupKept(p, player.hand, player.food, move.card))


# --- rounds and turns (rules 3.1, 4.1) ----------------------------------------------------------------
@_work(F.StartRound)
def _start_round(step, frame):
    step.phase = Phase.PLAY
    step.turn = 0
    step.emit(RoundStarted(step.round, step.first_player))
    step.pending.append(F.BeginTurn())


@_work(F.BeginTurn)
def _begin_turn(step, frame):
    p = step.active_player
    if step.players[p].pink_used:
        step.set_player(p, pink_used=())  # pink powers are ready again (rules 3.9)
    step.emit(TurnStarted(p, step.round))
    step.pending.append(F.EndTurn(p))
    step.pending.append(F.ChooseAction(p))


@_work(F.EndTurn)
def _end_turn(step, frame):
    step.refill_tray(step.players[frame.player].table)
    step.emit(TurnEnded(frame.player))
    step.turn += 1
    if step.turn >= step.config.players * CUBES_PER_ROUND[step.round - 1]:
        step.pending.append(F.EndRound())
    else:
        step.pending.append(F.BeginTurn())


@_work(F.EndRound)
def _end_round(step, frame):
    cards = step.cards
    side = cards.goal_sides[step.state.goals[step.round - 1]]
    counts = tuple(measure(pl, cards, side.measure) for pl in step.players)
    points = goal_points(counts, step.round, step.config.goal_board, step.config.house)
    step.goal_points = step.goal_points + (points,)
    step.emit(GoalScored(step.round, counts, points))
    step.emit(RoundEnded(step.round))
    if step.round == ROUNDS:
        _end_game(step)
        return
    for p in range(len(step.players)):
        step.set_player(p, cubes_used=0)
    for t in range(len(step.tables)):
        step.replace_tray(t)
    step.first_player = (step.first_player + 1) % step.config.players
    step.round += 1
    step.pending.append(F.StartRound())


def _end_game(step) -> None:
    step.phase = Phase.OVER
    scores = score_game(step.freeze(), step.cards)
    totals = tuple(s.total for s in scores)
    winners = tuple(i for i, s in enumerate(scores) if s.rank == 1)
    step.emit(GameEnded(totals, winners))


# --- choosing an action (rules 3.2, 3.3) -----------------------------------------------------------
def playable_habitats(view, p: int, card_id: int, habitats=None):
    """Habitats ``card_id`` can be played into now: printed, not full, egg and food cost payable."""
    card = view.cards.birds[card_id]
    player = view.players[p]
    if not can_afford(card.cost, player.food):
        return ()
    eggs = None
    found = []
    for h in card.habitats if habitats is None else habitats:
        if h not in card.habitats:
            continue
        column = len(player.mat[h])
        if column >= ROW_SIZE:
            continue
        if EGG_COST[column]:
            if eggs is None:
                eggs = player.total_eggs
            if eggs < EGG_COST[column]:
                continue
        found.append(h)
    return found


@_options(F.ChooseAction)
def _choose_action_options(view, frame):
    p = frame.player
    moves = [
        PlayBird(card, h) for card in view.players[p].hand for h in playable_habitats(view, p, card)
    ]
    moves.extend(_HABITAT_ACTIONS)
    return moves


@_answer(F.ChooseAction)
def _choose_action_answer(step, frame, move):
    p = frame.player
    step.set_player(p, cubes_used=step.players[p].cubes_used + 1)
    if isinstance(move, PlayBird):
        column = len(step.players[p].mat[move.habitat])
        step.emit(ActionChosen(p, Action.PLAY_BIRD, column + 1))
        start_bird_play(step, p, move.card, move.habitat)
        return
    action = move.action
    habitat = ACTION_HABITAT[action]
    birds = len(step.players[p].mat[habitat])
    step.emit(ActionChosen(p, action, birds + 1))
    amount = action_strength(action, birds)
    push = step.pending.append
    push(F.ActivateRow(p, habitat, birds - 1))
    push(F.FinishAction(p, action))
    if has_conversion(birds):
        push(F.Conversion(p, habitat))
    if action is Action.GAIN_FOOD:
        push(F.TakeFood(p, amount, for_action=True))
    elif action is Action.LAY_EGGS:
        push(F.LayEggs(p, amount))
    else:
        push(F.DrawCards(p, amount))


def start_bird_play(step, p: int, card: int, habitat: Habitat) -> None:
    """Pay for and place ``card`` (the action, or a power's extra bird): rules 3.3."""
    column = len(step.players[p].mat[habitat])
    step.pending.append(F.PlaceBird(p, card, habitat))
    if EGG_COST[column]:
        step.pending.append(F.PayEggs(p, EGG_COST[column]))
    if not step.cards.birds[card].cost.is_free:
        step.pending.append(F.PayFood(p, card))


# --- paying for a bird -------------------------------------------------------------------------------
@_options(F.PayFood)
def _pay_food_options(view, frame):
    cost: FoodCost = view.cards.birds[frame.card].cost
    food = view.players[frame.player].food
    dominated = view.config.house.offer_dominated_payments
    return [SpendFood(p) for p in payments(cost, food, dominated)]


@_answer(F.PayFood)
def _pay_food_answer(step, frame, move):
    step.spend_food(frame.player, move.payment)
    step.emit(FoodPaid(frame.player, move.payment))


@_options(F.PayEggs)
def _pay_eggs_options(view, frame):
    return [SpendEgg(h, c) for h, c in matching_birds(view, frame.player, None, -1, (), has_egg)]


@_answer(F.PayEggs)
def _pay_eggs_answer(step, frame, move):
    bird = _remove_egg(step, frame.player, move.habitat, move.column)
    step.emit(EggPaid(frame.player, bird.card))
    if frame.remaining > 1:
        step.pending.append(F.PayEggs(frame.player, frame.remaining - 1))


def _remove_egg(step, p, habitat, column) -> Bird:
    bird = step.players[p].mat[habitat][column]
    step.set_bird(p, habitat, column, Bird(bird.card, bird.eggs - 1, bird.cached, bird.tucked))
    return bird


@_work(F.PlaceBird)
def _place_bird(step, frame):
    p, card, habitat = frame.player, frame.card, frame.habitat
    step.remove_from_hand(p, card)
    player = step.players[p]
    column = len(player.mat[habitat])
    mat = list(player.mat)
    mat[habitat] = mat[habitat] + (Bird(card),)
    step.set_player(p, mat=tuple(mat))
    event = BirdPlayed(p, card, habitat, column)
    step.emit(event)
    offer_triggered_powers(step, event)  # pink powers answer after the white power (rules 3.9)
    power = step.cards.birds[card].power
    if power is not None and power.timing is Timing.WHEN_PLAYED:
        step.pending.append(F.OfferPower(p, habitat, column))


# --- gaining food (rules 3.4, 3.5) ------------------------------------------------------------------
def uniform_feeder(feeder) -> bool:
    """Every die in the feeder shows the same face (the dual face is its own face)."""
    return bool(feeder) and feeder.count(feeder[0]) == len(feeder)


@_options(F.TakeFood)
def _take_food_options(view, frame):
    feeder = view.tables[view.players[frame.player].table].feeder
    moves = []
    for face in sorted(set(feeder)):
        for food in face.foods:
            if not frame.foods or food in frame.foods:
                moves.append(TakeDie(face, food))
    if uniform_feeder(feeder) and not frame.started:
        moves.append(_REROLL)
    moves.append(_STOP)
    return moves


@_answer(F.TakeFood)
def _take_food_answer(step, frame, move):
    p = frame.player
    t = step.players[p].table
    if isinstance(move, Stop):
        return
    if isinstance(move, Reroll):
        step.roll_feeder(t, "reroll")
        step.pending.append(frame)
        return
    step.take_die(t, move.face)
    step.add_food(p, move.food)
    step.emit(DieTaken(p, move.face, move.food))
    step.emit(FoodGained(p, move.food, "birdfeeder"))
    if frame.for_action:
        _record_action_food(step, p, move.food)
    if frame.for_power:
        step.remember(gained=move.food)
    if frame.remaining > 1:
        step.pending.append(attrs.evolve(frame, remaining=frame.remaining - 1))
    elif frame.remaining < 0 and step.tables[t].outside:  # "gain all": not from a new roll
        step.pending.append(attrs.evolve(frame, started=True))


# --- laying eggs (rules 3.6) -------------------------------------------------------------------------
def matching_birds(view, p: int, target: BirdTarget | None, this: int, chosen=(), need=None):
    """(habitat, column) of ``p``'s birds matching ``target`` and ``need(bird, card)``.

    ``target`` None: any bird. ``this`` is the bird whose power runs ("this", "another bird");
    ``chosen`` are birds already picked by the power (excluded for a ``distinct`` target).
    """
    birds = view.cards.birds
    found = []
    for h, row in enumerate(view.players[p].mat):
        for c, bird in enumerate(row):
            card = birds[bird.card]
            if target is not None:
                if target.which is Which.THIS and bird.card != this:
                    continue
                if target.which is Which.OTHER and bird.card == this:
                    continue
                if target.nest is not None and not card.nest.matches(target.nest):
                    continue
                if target.distinct and bird.card in chosen:
                    continue
            if need is None or need(bird, card):
                found.append((Habitat(h), c))
    return found


def has_room(bird, card) -> bool:
    return bird.eggs < card.egg_limit


def has_egg(bird, card) -> bool:
    return bird.eggs > 0


def birds_with_room(view, p: int):
    return matching_birds(view, p, None, -1, (), has_room)


def _egg_spots(view, frame):
    chosen = memory_of(view).chosen if frame.for_power else ()
    return matching_birds(view, frame.player, frame.on, frame.bird, chosen, has_room)


@_options(F.LayEggs)
def _lay_eggs_options(view, frame):
    moves = [LayEgg(h, c) for h, c in _egg_spots(view, frame)]
    moves.append(_STOP)
    return moves


@_answer(F.LayEggs)
def _lay_eggs_answer(step, frame, move):
    p = frame.player
    if isinstance(move, Stop):
        if not _egg_spots(step, frame):
            step.emit(EggsLost(p, frame.remaining))
        return
    bird = step.players[p].mat[move.habitat][move.column]
    step.set_bird(
        p, move.habitat, move.column, Bird(bird.card, bird.eggs + 1, bird.cached, bird.tucked)
    )
    step.emit(EggLaid(p, bird.card))
    if frame.for_power:
        step.remember(chosen=memory_of(step).chosen + (bird.card,))
    if frame.remaining > 1:
        step.pending.append(attrs.evolve(frame, remaining=frame.remaining - 1))


# --- drawing cards (rules 3.7) ------------------------------------------------------------------------
def can_draw(view, p: int) -> bool:
    table = view.tables[view.players[p].table]
    return bool(table.deck or table.discard or any(c != EMPTY for c in table.tray))


@_options(F.DrawCards)
def _draw_cards_options(view, frame):
    table = view.tables[view.players[frame.player].table]
    moves = [DrawFromTray(i) for i, card in enumerate(table.tray) if card != EMPTY]
    if table.deck or table.discard:
        moves.append(_DRAW_DECK)
    if not frame.pool:
        moves.append(_STOP)
    return moves


@_answer(F.DrawCards)
def _draw_cards_answer(step, frame, move):
    p = frame.player
    if isinstance(move, Stop):
        return
    if frame.pool:
        _draw_into_pool(step, p, move)
    elif isinstance(move, DrawFromTray):
        step.draw_to_hand_from_tray(p, move.slot)
    else:
        step.draw_to_hand_from_deck(p)
    if frame.for_power:
        step.remember(done=True)  # "if you do": at least one card was drawn
    if frame.remaining > 1:
        step.pending.append(attrs.evolve(frame, remaining=frame.remaining - 1))


def _draw_into_pool(step, p: int, move) -> None:
    t = step.players[p].table
    if isinstance(move, DrawFromTray):
        card = step.take_from_tray(t, move.slot)
    else:
        card = step.draw_from_deck(t)
    step.remember(revealed=memory_of(step).revealed + (card,))
    step.emit(CardRevealed(p, card))


# --- conversion bonuses (rules 2.3) -----------------------------------------------------------------
@_options(F.Conversion)
def _conversion_options(view, frame):
    p = frame.player
    player = view.players[p]
    if frame.habitat is Habitat.FOREST:
        moves = [DiscardCard(card) for card in player.hand]
    elif frame.habitat is Habitat.GRASSLAND:
        has_room = bool(birds_with_room(view, p))
        moves = [DiscardFood(f) for f in Food if player.food[f]] if has_room else []
    else:
        eggs = matching_birds(view, p, None, -1, (), has_egg) if can_draw(view, p) else []
        moves = [DiscardEgg(h, c) for h, c in eggs]
    moves.append(_SKIP)
    return moves


@_answer(F.Conversion)
def _conversion_answer(step, frame, move):
    p = frame.player
    if isinstance(move, Skip):
        return
    if isinstance(move, DiscardCard):
        step.discard_from_hand(p, move.card)
        step.pending.append(F.TakeFood(p, 1, for_action=True))
    elif isinstance(move, DiscardFood):
        step.add_food(p, move.food, -1)
        step.emit(FoodDiscarded(p, move.food))
        step.pending.append(F.LayEggs(p, 1))
    else:
        bird = _remove_egg(step, p, move.habitat, move.column)
        step.emit(EggDiscarded(p, bird.card))
        step.pending.append(F.DrawCards(p, 1))


@_work(F.FinishAction)
def _finish_action(step, frame):
    event = ActionCompleted(frame.player, frame.action, frame.gained)
    step.emit(event)
    offer_triggered_powers(step, event)


def _record_action_food(step, p: int, food: Food) -> None:
    """Add ``food`` to the tally of the gain-food action under way (for pink triggers)."""
    for i in range(len(step.pending) - 1, -1, -1):
        frame = step.pending[i]
        if type(frame) is F.FinishAction and frame.player == p:
            gained = list(frame.gained)
            gained[food] += 1
            step.pending[i] = F.FinishAction(p, frame.action, tuple(gained))
            return


# --- brown powers (rules 3.2 step 3) --------------------------------------------------------------------
@_work(F.ActivateRow)
def _activate_row(step, frame):
    row = step.players[frame.player].mat[frame.habitat]
    birds = step.cards.birds
    for column in range(min(frame.column, len(row) - 1), -1, -1):
        power = birds[row[column].card].power
        if power is not None and power.timing is Timing.WHEN_ACTIVATED:
            step.pending.append(F.ActivateRow(frame.player, frame.habitat, column - 1))
            step.pending.append(F.OfferPower(frame.player, frame.habitat, column))
            return


@_options(F.DiscardFromHand)
def _discard_end_options(view, frame):
    return [DiscardCard(card) for card in view.players[frame.player].hand]


@_answer(F.DiscardFromHand)
def _discard_end_answer(step, frame, move):
    step.discard_from_hand(frame.player, move.card)
    if frame.remaining > 1:
        step.pending.append(F.DiscardFromHand(frame.player, frame.remaining - 1))
