"""Bird powers in the engine: the interpreter of the effect vocabulary, and pink triggers.

A power runs as frames on the pending stack, like everything else, so a game paused in the
middle of a power (waiting for its owner's choice or an opponent's draft pick) saves and
resumes exactly:

* ``RunPower`` starts a ``Resolve`` frame with the power's effects and a fresh ``PowerMemory``;
* ``Resolve`` runs its first effect and leaves a continuation for the rest; an effect either
  acts at once or pushes the decision it needs (the answer writes its result into the memory of
  the nearest ``Resolve`` below it);
* compound effects (``MayDo``, ``IfDone``, ``If``, ``Hunt``, ``ForPlayers``) push nested
  ``Resolve`` frames that hand their memory back down when they finish.

Pink triggers are matched in ``engine.triggers``.
"""

from __future__ import annotations

import attrs

from .. import frames as F
from .. import rng
from ..effects import (
    AllPlayers,
    CacheFood,
    DiscardCards,
    DiscardEggs,
    DiscardFood,
    DiscardRevealed,
    Draft,
    DrawBonusCards,
    DrawCards,
    DrawWholeTray,
    EachPlayerFromChosen,
    FewestBirdsIn,
    ForPlayers,
    GainAllFood,
    GainFood,
    Hunt,
    If,
    IfDone,
    LayEggs,
    LayEggsOnEach,
    MayDo,
    MoveThisBird,
    PlayBird,
    RepeatPower,
    RevealCards,
    RevealedWingspanBelow,
    RollDiceOutsideFeeder,
    RolledAny,
    ThisBirdRightmost,
    TradeFood,
    TuckCards,
    Zone,
)
from ..enums import BASE_DIE, BASE_FOODS, Habitat, Timing
from ..events import (
    BirdMoved,
    BonusCardsDrawn,
    CardDrawn,
    CardRevealed,
    CardTucked,
    DiceRolled,
    EggDiscarded,
    EggLaid,
    FoodCached,
    FoodDiscarded,
    FoodGained,
    PowerUsed,
    PredatorSucceeded,
)
from ..model import EMPTY, ROW_SIZE, Bird
from ..moves import (
    Accept,
    ChooseBird,
    ChooseFood,
    ChooseHabitat,
    ChoosePlayer,
    DiscardEgg,
    Skip,
    TakeCard,
    TuckCard,
    UsePower,
)
from ..moves import DiscardFood as DiscardFoodMove
from ..moves import PlayBird as PlayBirdMove
from .rules import (
    ANSWER,
    OPTIONS,
    WORK,
    can_draw,
    has_egg,
    has_room,
    matching_birds,
    playable_habitats,
    start_bird_play,
)
from .step import memory_of
from .triggers import offer_triggered_powers

_SKIP = Skip()
_ACCEPT = Accept()

# --- where things are ---------------------------------------------------------------------------


def locate(player, card: int) -> tuple[Habitat, int] | None:
    """The (habitat, column) of bird ``card`` on ``player``'s mat, or None."""
    for h, row in enumerate(player.mat):
        for c, bird in enumerate(row):
            if bird.card == card:
                return Habitat(h), c
    return None


def _hand_down(step, memory: F.PowerMemory) -> None:
    """Give a finished nested frame's memory to the frame below it."""
    pending = step.pending
    for i in range(len(pending) - 1, -1, -1):
        frame = pending[i]
        if type(frame) is F.Resolve:
            pending[i] = attrs.evolve(frame, memory=memory)
            return


def _targets(view, p, target, this, memory, need):
    chosen = memory.chosen if memory is not None else ()
    return matching_birds(view, p, target, this, chosen, need)


# --- running a power ----------------------------------------------------------------------------------


def _run_power(step, frame):
    power = step.cards.birds[frame.card].power
    memory = F.PowerMemory(owner=frame.player, bird=frame.card)
    step.pending.append(F.Resolve(frame.player, power.effects, memory))


def _resolve(step, frame):
    if frame.only_if_done and not frame.memory.done:
        if frame.nested:
            _hand_down(step, frame.memory)
        return
    if not frame.effects:
        if frame.nested:
            _hand_down(step, frame.memory)
        return
    effect = frame.effects[0]
    step.pending.append(F.Resolve(frame.actor, frame.effects[1:], frame.memory, frame.nested))
    RESOLVERS[type(effect)](step, frame.actor, effect, frame.memory)


def _hunt_succeeded(step, frame):
    event = PredatorSucceeded(frame.player, frame.card)
    step.emit(event)
    offer_triggered_powers(step, event)


WORK[F.RunPower] = _run_power
WORK[F.Resolve] = _resolve
WORK[F.HuntSucceeded] = _hunt_succeeded


# --- primitive effects --------------------------------------------------------------------------------


def _gain_food(step, p, effect: GainFood, memory):
    step.remember(gained=None)
    if effect.source is Zone.BIRDFEEDER:
        step.pending.append(F.TakeFood(p, effect.amount, effect.choices, for_power=True))
    elif len(effect.choices) == 1:
        food = effect.choices[0]
        step.add_food(p, food, effect.amount)
        for _ in range(effect.amount):
            step.emit(FoodGained(p, food, "supply"))
        step.remember(gained=food)
    else:
        step.pending.append(F.GainChoice(p, effect.amount, effect.choices or BASE_FOODS))


def _gain_all_food(step, p, effect: GainAllFood, memory):
    step.remember(gained=None)
    step.pending.append(F.TakeFood(p, -1, (effect.food,), for_power=True))


def _cache_food(step, p, effect: CacheFood, memory):
    owner, card = memory.owner, memory.bird
    if effect.source is Zone.GAINED:
        food = memory.gained
        if food is None or not step.players[owner].food[food]:
            step.remember(done=False)
            return
        step.add_food(owner, food, -1)
        _add_to_bird(step, owner, card, food=food, source="personal supply")
        return
    for _ in range(effect.amount):
        _add_to_bird(step, owner, card, food=effect.food)


def _add_to_bird(step, p, card, food=None, tucked=None, source="supply") -> bool:
    where = locate(step.players[p], card)
    if where is None:
        return False
    h, c = where
    bird = step.players[p].mat[h][c]
    cached = bird.cached
    if food is not None:
        cached = list(cached)
        cached[food] += 1
        cached = tuple(cached)
        step.emit(FoodCached(p, card, food, source))
    step.set_bird(
        p,
        h,
        c,
        Bird(
            bird.card,
            bird.eggs,
            cached,
            bird.tucked + ((tucked,) if tucked is not None else ()),
        ),
    )
    return True


def _tuck(step, p, card, tucked: int, source: str) -> None:
    _add_to_bird(step, p, card, tucked=tucked)
    step.emit(CardTucked(p, card, tucked, source))


def _tuck_cards(step, p, effect: TuckCards, memory):
    owner, card = memory.owner, memory.bird
    if effect.source is Zone.HAND:
        if not payable(step, owner, card, effect):
            step.remember(done=False)
            return
        step.pending.append(F.TuckFromHand(owner, effect.amount))
    elif effect.source is Zone.REVEALED:
        for tucked in memory.revealed:
            _tuck(step, owner, card, tucked, "revealed")
        step.remember(revealed=())
    else:
        for _ in range(effect.amount):
            tucked = step.draw_from_deck(step.players[owner].table)
            if tucked is None:
                step.remember(done=False)
                return
            _tuck(step, owner, card, tucked, "deck")


def _draw_cards(step, p, effect: DrawCards, memory):
    if effect.source is Zone.DECK:
        drawn = sum(step.draw_to_hand_from_deck(p) for _ in range(effect.amount))
        step.remember(done=drawn > 0)
        return
    step.remember(done=False)
    if can_draw(step, p):
        step.pending.append(F.DrawCards(p, effect.amount, for_power=True))


def _draw_whole_tray(step, p, effect, memory):
    tray = step.table_of(p).tray
    for slot, card in enumerate(tray):
        if card != EMPTY:
            step.draw_to_hand_from_tray(p, slot)


def _draw_bonus_cards(step, p, effect: DrawBonusCards, memory):
    t = step.players[p].table
    drawn = []
    for _ in range(effect.draw):
        table = step.tables[t]
        if not table.bonus_deck:
            if not table.bonus_discard:
                break
            deck, step.rng = rng.shuffled(step.rng, table.bonus_discard)
            table = step.set_table(t, bonus_deck=deck, bonus_discard=())
        drawn.append(table.bonus_deck[0])
        step.set_table(t, bonus_deck=table.bonus_deck[1:])
    if not drawn:
        return
    step.set_player(p, bonus=step.players[p].bonus + tuple(drawn))
    step.emit(BonusCardsDrawn(p, tuple(drawn)))
    if effect.keep < len(drawn):
        step.pending.append(F.ChooseBonus(p, tuple(drawn), effect.keep))


def _lay_eggs(step, p, effect: LayEggs, memory):
    step.pending.append(F.LayEggs(p, effect.amount, effect.on, memory.bird, for_power=True))


def _lay_eggs_on_each(step, p, effect: LayEggsOnEach, memory):
    chosen = list(memory.chosen)
    for h, c in _targets(step, p, effect.on, memory.bird, memory, has_room):
        bird = step.players[p].mat[h][c]
        step.set_bird(p, h, c, Bird(bird.card, bird.eggs + 1, bird.cached, bird.tucked))
        step.emit(EggLaid(p, bird.card))
        chosen.append(bird.card)
    step.remember(chosen=tuple(chosen))


def _discard_food(step, p, effect: DiscardFood, memory):
    if not payable(step, p, memory.bird, effect):
        step.remember(done=False)
        return
    step.pending.append(F.PayFoodCost(p, effect.amount, effect.choices or BASE_FOODS))


def _discard_eggs(step, p, effect: DiscardEggs, memory):
    if not payable(step, p, memory.bird, effect):
        step.remember(done=False)
        return
    step.pending.append(F.PayEggCost(p, effect.amount, effect.on, memory.bird))


def payable(view, p: int, card: int, effect) -> bool:
    """Whether ``p`` can do ``effect`` in full when it is a cost (partial payment is impossible).

    Effects that are not costs are always "payable".
    """
    kind = type(effect)
    player = view.players[p]
    if kind is TuckCards and effect.source is Zone.HAND:
        return len(player.hand) >= effect.amount
    if kind is DiscardFood:
        return sum(player.food[f] for f in effect.choices or BASE_FOODS) >= effect.amount
    if kind is DiscardEggs:
        spots = matching_birds(view, p, effect.on, card, (), has_egg)
        return sum(player.mat[h][c].eggs for h, c in spots) >= effect.amount
    if kind is TradeFood:
        return sum(player.food) >= effect.amount
    return True


def _discard_cards(step, p, effect: DiscardCards, memory):
    frame = F.DiscardFromHand(p, effect.amount)
    if effect.at_end_of_turn:
        pending = step.pending
        for i, below in enumerate(pending):
            if type(below) is F.EndTurn:
                pending.insert(i + 1, frame)  # runs when the turn's own work is done
                return
    if len(step.players[p].hand) < effect.amount:
        step.remember(done=False)
        return
    step.pending.append(frame)


def _roll_dice(step, p, effect, memory):
    t = step.players[p].table
    outside = step.tables[t].outside
    if not outside:
        step.remember(rolled=())
        return
    faces, step.rng = rng.choices(step.rng, BASE_DIE, len(outside))
    step.set_table(t, outside=faces)
    step.emit(DiceRolled(faces))
    step.remember(rolled=faces)


def _reveal_cards(step, p, effect: RevealCards, memory):
    revealed = list(memory.revealed)
    for _ in range(effect.amount):
        card = step.draw_from_deck(step.players[p].table)
        if card is None:
            break
        revealed.append(card)
        step.emit(CardRevealed(p, card))
    step.remember(revealed=tuple(revealed))


def _discard_revealed(step, p, effect, memory):
    if memory.revealed:
        t = step.players[p].table
        step.set_table(t, discard=step.tables[t].discard + memory.revealed)
        step.remember(revealed=())


def _move_this_bird(step, p, effect, memory):
    step.pending.append(F.ChooseDestination(memory.owner, memory.bird))


def _repeat_power(step, p, effect: RepeatPower, memory):
    step.pending.append(F.ChooseRepeat(memory.owner, memory.bird, effect.predator_only))


def _trade_food(step, p, effect: TradeFood, memory):
    if not payable(step, p, memory.bird, effect):
        step.remember(done=False)
        return
    step.pending.append(F.PayFoodCost(p, effect.amount, BASE_FOODS, trade=True))


def _play_bird(step, p, effect: PlayBird, memory):
    habitat = effect.habitat
    if habitat is None:
        where = locate(step.players[memory.owner], memory.bird)
        if where is None:
            return
        habitat = where[0]
    step.pending.append(F.PlayAnother(p, habitat))


def _draft(step, p, effect: Draft, memory):
    """Lay out players + extra cards (from the tray or deck, all of them); each player from the
    owner clockwise takes one, and the owner keeps the rest (rules 10.1 #1)."""
    n = step.config.players
    pickers = [(p + k) % n for k in range(n)] + [p] * effect.extra
    step.pending.extend(F.DraftPick(q) for q in reversed(pickers))
    step.pending.append(F.DrawCards(p, n + effect.extra, for_power=True, pool=True))


# --- compound effects -------------------------------------------------------------------------------------


def _may_do(step, p, effect: MayDo, memory):
    if not _feasible(step, p, effect.body, memory):
        return
    if len(effect.body) == 1 and type(effect.body[0]) is LayEggs:
        # Laying is asked egg by egg with "stop" already: a separate yes/no would ask twice.
        step.pending.append(F.Resolve(p, effect.body, memory, nested=True))
    else:
        step.pending.append(F.MayDo(p, effect.body))


def _feasible(step, p, body, memory) -> bool:
    """Whether an optional part could do anything (an impossible one is not offered)."""
    first = body[0] if body else None
    if type(first) is CacheFood and first.source is Zone.GAINED:
        return memory.gained is not None and step.players[p].food[memory.gained] > 0
    if type(first) is LayEggs:
        return bool(_targets(step, p, first.on, memory.bird, memory, has_room))
    return bool(body)


def _if_done(step, p, effect: IfDone, memory):
    step.pending.append(F.Resolve(p, effect.then, memory, nested=True, only_if_done=True))
    step.pending.append(F.Resolve(p, effect.cost, attrs.evolve(memory, done=True), nested=True))


def _if(step, p, effect: If, memory):
    branch = effect.then if _holds(step, effect.test, memory) else effect.otherwise
    step.pending.append(F.Resolve(p, branch, memory, nested=True))


def _hunt(step, p, effect: Hunt, memory):
    if _holds(step, effect.test, memory):
        step.pending.append(F.HuntSucceeded(memory.owner, memory.bird))
        step.pending.append(F.Resolve(p, effect.success, memory, nested=True))
    else:
        step.pending.append(F.Resolve(p, effect.failure, memory, nested=True))


def _holds(step, test, memory) -> bool:
    kind = type(test)
    if kind is RolledAny:
        return any(food in face.foods for face in memory.rolled for food in test.foods)
    if kind is RevealedWingspanBelow:
        if not memory.revealed:
            return False
        wingspan = step.cards.birds[memory.revealed[0]].wingspan
        return wingspan is None or wingspan < test.cm
    if kind is ThisBirdRightmost:
        player = step.players[memory.owner]
        where = locate(player, memory.bird)
        return where is not None and where[1] == len(player.mat[where[0]]) - 1
    raise TypeError(f"unknown condition {test!r}")


def _for_players(step, p, effect: ForPlayers, memory):
    n = step.config.players
    clockwise = [(p + k) % n for k in range(n)]
    who = type(effect.who)
    if who is EachPlayerFromChosen:
        step.pending.append(F.ChooseStart(p, effect.body))
        return
    if who is AllPlayers:
        order = clockwise
    elif who is FewestBirdsIn:
        counts = [len(step.players[q].mat[effect.who.habitat]) for q in range(n)]
        order = [q for q in clockwise if counts[q] == min(counts)]
    else:
        raise TypeError(f"unknown player scope {effect.who!r}")
    _each_player(step, order, effect.body, memory)


def _each_player(step, order, body, memory) -> None:
    for q in reversed(order):
        step.pending.append(F.Resolve(q, body, memory, nested=True))


RESOLVERS = {
    GainFood: _gain_food,
    GainAllFood: _gain_all_food,
    CacheFood: _cache_food,
    TuckCards: _tuck_cards,
    DrawCards: _draw_cards,
    DrawWholeTray: _draw_whole_tray,
    DrawBonusCards: _draw_bonus_cards,
    LayEggs: _lay_eggs,
    LayEggsOnEach: _lay_eggs_on_each,
    DiscardFood: _discard_food,
    DiscardEggs: _discard_eggs,
    DiscardCards: _discard_cards,
    RollDiceOutsideFeeder: _roll_dice,
    RevealCards: _reveal_cards,
    DiscardRevealed: _discard_revealed,
    MoveThisBird: _move_this_bird,
    RepeatPower: _repeat_power,
    TradeFood: _trade_food,
    PlayBird: _play_bird,
    Draft: _draft,
    MayDo: _may_do,
    IfDone: _if_done,
    If: _if,
    Hunt: _hunt,
    ForPlayers: _for_players,
}

# --- offering a power ----------------------------------------------------------------------------------


def _offer_power_options(view, frame):
    """Use or skip a power; nothing is offered when it cannot be used (rules 10.2 #10-11)."""
    player = view.players[frame.player]
    card = player.mat[frame.habitat][frame.column].card
    if frame.pink and card in player.pink_used:
        return []  # fired already since its owner's last turn (rules 3.9)
    if not can_begin(view, frame.player, card, view.cards.birds[card].power.effects):
        return []
    return [UsePower(frame.habitat, frame.column), _SKIP]


def _offer_power_answer(step, frame, move):
    if type(move) is Skip:
        return
    p = frame.player
    card = step.players[p].mat[frame.habitat][frame.column].card
    if frame.pink:
        step.set_player(p, pink_used=step.players[p].pink_used + (card,))
    step.emit(PowerUsed(p, card))
    step.pending.append(F.RunPower(p, card))


def can_begin(view, p: int, card: int, effects) -> bool:
    """Whether a power's first part can be done: a cost that cannot be paid blocks the power."""
    if not effects:
        return False
    first = effects[0]
    if type(first) is IfDone and first.cost:
        first = first.cost[0]
    return payable(view, p, card, first)


# --- decisions that powers ask ---------------------------------------------------------------------------


def _register(frame_type, options, answer) -> None:
    OPTIONS[frame_type] = options
    ANSWER[frame_type] = answer


def _may_do_options(view, frame):
    return [_ACCEPT, _SKIP]


def _may_do_answer(step, frame, move):
    if type(move) is Accept:
        step.pending.append(F.Resolve(frame.player, frame.body, memory_of(step), nested=True))


def _gain_choice_options(view, frame):
    return [ChooseFood(f) for f in frame.choices]


def _gain_choice_answer(step, frame, move):
    step.add_food(frame.player, move.food)
    step.emit(FoodGained(frame.player, move.food, "supply"))
    step.remember(gained=move.food)
    if frame.remaining > 1:
        step.pending.append(attrs.evolve(frame, remaining=frame.remaining - 1))


def _tuck_from_hand_options(view, frame):
    return [TuckCard(card) for card in view.players[frame.player].hand]


def _tuck_from_hand_answer(step, frame, move):
    memory = memory_of(step)
    step.remove_from_hand(frame.player, move.card)
    _tuck(step, frame.player, memory.bird, move.card, "hand")
    if frame.remaining > 1:
        step.pending.append(attrs.evolve(frame, remaining=frame.remaining - 1))


def _pay_food_cost_options(view, frame):
    food = view.players[frame.player].food
    return [DiscardFoodMove(f) for f in frame.choices if food[f]]


def _pay_food_cost_answer(step, frame, move):
    step.add_food(frame.player, move.food, -1)
    step.emit(FoodDiscarded(frame.player, move.food))
    if frame.trade:
        others = tuple(f for f in BASE_FOODS if f != move.food)
        step.pending.append(F.GainChoice(frame.player, 1, others))
    elif frame.remaining > 1:
        step.pending.append(attrs.evolve(frame, remaining=frame.remaining - 1))


def _pay_egg_cost_options(view, frame):
    spots = _targets(view, frame.player, frame.on, frame.bird, None, has_egg)
    return [DiscardEgg(h, c) for h, c in spots]


def _pay_egg_cost_answer(step, frame, move):
    bird = step.players[frame.player].mat[move.habitat][move.column]
    step.set_bird(
        frame.player,
        move.habitat,
        move.column,
        Bird(bird.card, bird.eggs - 1, bird.cached, bird.tucked),
    )
    step.emit(EggDiscarded(frame.player, bird.card))
    if frame.remaining > 1:
        step.pending.append(attrs.evolve(frame, remaining=frame.remaining - 1))


def _destination_options(view, frame):
    player = view.players[frame.player]
    where = locate(player, frame.bird)
    if where is None:
        return []
    card = view.cards.birds[frame.bird]
    return [
        ChooseHabitat(h) for h in card.habitats if h != where[0] and len(player.mat[h]) < ROW_SIZE
    ]


def _destination_answer(step, frame, move):
    p = frame.player
    h, c = locate(step.players[p], frame.bird)
    player = step.players[p]
    bird = player.mat[h][c]
    mat = list(player.mat)
    mat[h] = mat[h][:c] + mat[h][c + 1 :]
    mat[move.habitat] = mat[move.habitat] + (bird,)
    step.set_player(p, mat=tuple(mat))
    step.emit(BirdMoved(p, frame.bird, move.habitat, len(mat[move.habitat]) - 1))


def _repeat_options(view, frame):
    player = view.players[frame.player]
    where = locate(player, frame.bird)
    if where is None:
        return []
    h = where[0]
    birds = view.cards.birds
    moves = []
    for c, bird in enumerate(player.mat[h]):
        power = birds[bird.card].power
        if bird.card == frame.bird or power is None or power.timing is not Timing.WHEN_ACTIVATED:
            continue
        if frame.predator_only and not power.predator:
            continue
        moves.append(ChooseBird(h, c))
    return moves + [_SKIP] if moves else []


def _repeat_answer(step, frame, move):
    if type(move) is Skip:
        return
    card = step.players[frame.player].mat[move.habitat][move.column].card
    step.emit(PowerUsed(frame.player, card))
    step.pending.append(F.RunPower(frame.player, card))


def _play_another_options(view, frame):
    p = frame.player
    moves = [
        PlayBirdMove(card, frame.habitat)
        for card in view.players[p].hand
        if playable_habitats(view, p, card, (frame.habitat,))
    ]
    return moves + [_SKIP] if moves else []


def _play_another_answer(step, frame, move):
    if type(move) is PlayBirdMove:
        start_bird_play(step, frame.player, move.card, move.habitat)


def _choose_start_options(view, frame):
    return [ChoosePlayer(q) for q in range(view.config.players)]


def _choose_start_answer(step, frame, move):
    n = step.config.players
    order = [(move.player + k) % n for k in range(n)]
    _each_player(step, order, frame.body, memory_of(step))


def _draft_pick_options(view, frame):
    return [TakeCard(card) for card in memory_of(view).revealed]


def _draft_pick_answer(step, frame, move):
    memory = memory_of(step)
    step.remember(revealed=tuple(c for c in memory.revealed if c != move.card))
    step.add_to_hand(frame.player, move.card)
    step.emit(CardDrawn(frame.player, move.card, "draft"))


_register(F.OfferPower, _offer_power_options, _offer_power_answer)
_register(F.MayDo, _may_do_options, _may_do_answer)
_register(F.GainChoice, _gain_choice_options, _gain_choice_answer)
_register(F.TuckFromHand, _tuck_from_hand_options, _tuck_from_hand_answer)
_register(F.PayFoodCost, _pay_food_cost_options, _pay_food_cost_answer)
_register(F.PayEggCost, _pay_egg_cost_options, _pay_egg_cost_answer)
_register(F.ChooseDestination, _destination_options, _destination_answer)
_register(F.ChooseRepeat, _repeat_options, _repeat_answer)
_register(F.PlayAnother, _play_another_options, _play_another_answer)
_register(F.ChooseStart, _choose_start_options, _choose_start_answer)
_register(F.DraftPick, _draft_pick_options, _draft_pick_answer)
