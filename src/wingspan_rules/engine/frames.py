"""The base game's frames: every decision and every automatic step of setup, turns and rounds.

Each frame is one declaration (see ``wingspan_rules.state.protocol``): a decision lists its options,
carries out an answer, names the moves that answer it and says what it asks; a work frame
runs. The frames a bird power asks for are declared with their primitive in ``effects``.

A turn is ``[EndTurn, ChooseAction]`` on the stack; a habitat action pushes ``ActivateRow``,
``FinishAction``, an optional ``Conversion`` and the decision that takes the benefit
(``TakeFood``, ``LayEggs``, ``DrawCards``). ``FinishAction`` emits ``ActionCompleted``, where
pink triggers match ("after the mat benefit, before the brown powers"); ``ActivateRow`` walks
the row right to left, pushing an ``OfferPower`` per brown power. Section numbers refer to the
rules reference.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, ClassVar

from attrs import evolve, field, frozen

from ..effects import Delayable, FoodCost, effects_at
from ..effects.board import (
    EGG_COST,
    action_strength,
    birds_with_eggs,
    birds_with_room,
    cached_spendable,
    can_draw,
    draw_options,
    feeder_options,
    food_to_pay,
    has_conversion,
    playable_habitats,
)
from ..effects.hooks import begin_payment, cost_after, placed, spend_extra, start_play
from ..effects.payment import payments
from ..state.enums import ACTION_HABITAT, NO_FOOD, Action, Food, Habitat, Timing
from ..state.events import (
    ActionChosen,
    ActionCompleted,
    BirdCovered,
    BirdPlayed,
    BonusKept,
    CardDiscarded,
    CardTucked,
    EggDiscarded,
    EggPaid,
    EggsLost,
    Event,
    FoodDiscarded,
    FoodPaid,
    GameEnded,
    GoalScored,
    PowerUsed,
    PredatorSucceeded,
    RoundEnded,
    RoundStarted,
    SetupKept,
    TurnEnded,
    TurnStarted,
)
from ..state.fields import BIRD, BONUS, FOOD, PLAIN, PLAYER
from ..state.model import (
    BONUS_TABLE,
    CUBES_PER_ROUND,
    HIDDEN,
    NO_ACTIONS,
    ROUNDS,
    ROW_SIZE,
    Bird,
    Phase,
)
from ..state.moves import (
    TURN_EXTRA_MOVES,
    Accept,
    DiscardBird,
    DiscardCard,
    DiscardEgg,
    DiscardFood,
    DrawFromDeck,
    DrawFromTray,
    KeepBird,
    KeepBonus,
    LayEgg,
    Move,
    PlayBird,
    Reroll,
    Skip,
    SpendEgg,
    SpendFood,
    Stop,
    TakeAction,
    TakeAmount,
    TakeDie,
    UsePower,
)
from ..state.protocol import Decision, Frame, GameStep, Naming, PowerContext, StepOps, View, Work
from .registry import variant_for
from .scoring import score_game

_HABITAT_ACTIONS = (
    TakeAction(Action.GAIN_FOOD),
    TakeAction(Action.LAY_EGGS),
    TakeAction(Action.DRAW_CARDS),
)
_STOP = Stop()
_SKIP = Skip()
_ACCEPT = Accept()


# --- setup (rules 1.7) ----------------------------------------------------------------------------
@frozen
class SetupBirds(Decision):
    """Keep or discard the dealt bird ``dealt[index]`` (rules 1.7 step 2)."""

    TAG: ClassVar[str] = "setup-birds"
    ACCEPTS: ClassVar[tuple[type, ...]] = (KeepBird, DiscardBird)

    player: int = field(metadata=PLAYER)
    dealt: tuple[int, ...] = field(metadata=BIRD)
    index: int = field(default=0, metadata=PLAIN)
    kept: int = field(default=0, metadata=PLAIN)

    def options(self, view: View) -> list[Move]:
        card = self.dealt[self.index]
        return [KeepBird(card), DiscardBird(card)]

    def answer(self, step: GameStep, move: KeepBird | DiscardBird) -> None:
        kept = self.kept
        if isinstance(move, KeepBird):
            kept += 1
        else:
            step.discard_from_hand(self.player, move.card)
        if self.index + 1 < len(self.dealt):
            step.pending.append(SetupBirds(self.player, self.dealt, self.index + 1, kept))
            return
        offered = step.players[self.player].bonus
        step.pending.append(ChooseBonus(self.player, offered))
        if kept:
            step.pending.append(SetupFood(self.player, kept))

    def label(self, names: Naming) -> str:
        card = self.dealt[self.index]
        name = names.bird(card) if card >= 0 else "a dealt bird"
        return f"{names.player(self.player)}: keep or discard {name} (setup)"

    def seen_by(self, viewer: int) -> SetupBirds:
        """The dealt cards and how many were kept so far are the player's secret until every
        player has chosen (rules 1.7: setup is simultaneous)."""
        if viewer == self.player:
            return self
        return evolve(self, dealt=(HIDDEN,) * len(self.dealt), kept=HIDDEN)


@frozen
class SetupFood(Decision):
    """Discard one food per kept bird, one token at a time, in any order (each food type the
    player still holds is offered every time)."""

    TAG: ClassVar[str] = "setup-food"
    ACCEPTS: ClassVar[tuple[type, ...]] = (DiscardFood,)
    #: Saves written when discards went in type order carry ``min_food``: read and ignored.
    RETIRED: ClassVar[tuple[str, ...]] = ("min_food",)

    player: int = field(metadata=PLAYER)
    remaining: int = field(metadata=PLAIN)

    def options(self, view: View) -> list[Move]:
        food = view.players[self.player].food
        return [DiscardFood(Food(f)) for f in range(len(food)) if food[f]]

    def answer(self, step: GameStep, move: DiscardFood) -> None:
        step.add_food(self.player, move.food, -1)
        step.emit(FoodDiscarded(self.player, move.food))
        if self.remaining > 1:
            step.pending.append(SetupFood(self.player, self.remaining - 1))

    def label(self, names: Naming) -> str:
        more = f" ({self.remaining} more)" if self.remaining >= 0 else ""
        return f"{names.player(self.player)}: discard food for the birds kept{more}"

    def seen_by(self, viewer: int) -> SetupFood:
        """How many food (birds kept) and which food are the player's secret until every
        player has chosen (rules 1.7)."""
        if viewer == self.player:
            return self
        return evolve(self, remaining=HIDDEN)


@frozen
class ChooseBonus(Decision):
    """Keep ``keep`` of the ``offered`` bonus cards (already in the player's bonus hand)."""

    TAG: ClassVar[str] = "choose-bonus"
    ACCEPTS: ClassVar[tuple[type, ...]] = (KeepBonus,)

    player: int = field(metadata=PLAYER)
    offered: tuple[int, ...] = field(metadata=BONUS)
    keep: int = field(default=1, metadata=PLAIN)

    def options(self, view: View) -> list[Move]:
        return [KeepBonus(card) for card in self.offered]

    def answer(self, step: GameStep, move: KeepBonus) -> None:
        p = self.player
        player = step.players[p]
        rest = tuple(c for c in self.offered if c != move.card)
        if self.keep > 1 and len(rest) > 1:  # keep the next one from the rest
            step.emit(BonusKept(p, move.card))
            step.pending.append(ChooseBonus(p, rest, self.keep - 1))
            return
        dropped = rest if self.keep == 1 else ()
        step.set_player(p, bonus=tuple(c for c in player.bonus if c not in dropped))
        t = BONUS_TABLE  # the bonus deck and its discard pile are shared
        step.set_table(t, bonus_discard=step.tables[t].bonus_discard + dropped)
        step.emit(BonusKept(p, move.card))

    def label(self, names: Naming) -> str:
        more = f" ({self.keep} to keep)" if self.keep > 1 else ""
        return f"{names.player(self.player)}: keep a bonus card{more}"

    def seen_by(self, viewer: int) -> ChooseBonus:
        if viewer == self.player:
            return self
        return evolve(self, offered=(HIDDEN,) * len(self.offered))


# --- rounds and turns (rules 3.1, 4.1) ------------------------------------------------------------
@frozen
class StartRound(Work):
    TAG: ClassVar[str] = "start-round"

    def run(self, step: GameStep) -> None:
        if step.phase is Phase.SETUP:  # everyone has chosen: the choices are revealed together
            for p, player in enumerate(step.players):
                step.emit(SetupKept(p, player.hand, player.food, player.bonus[0]))
        step.phase = Phase.PLAY
        step.turn = 0
        step.emit(RoundStarted(step.round, step.first_player))
        step.pending.append(turns_frame(step, True))
        step.pending.extend(reversed(variant_for(step.config).round_starts(step)))


def turns_frame(step: GameStep, new_round: bool) -> Frame:
    """The frame that starts the turns of a round (``new_round``) or resumes them: the
    mode's (``Variant.turns_frame``), or the base game's, the active player's turn."""
    own = variant_for(step.config).turns_frame(step, new_round)
    return BeginTurn() if own is None else own


def after_turn(step: GameStep, last: bool) -> tuple[Frame, ...]:
    """What follows a turn's end (``last``: the round's last turn), first to run first: the
    mode's (``Variant.after_turn``), or the base game's, the next player's turn or the end of
    the round."""
    own = variant_for(step.config).after_turn(step, last)
    if own is not None:
        return own
    return (EndRound(),) if last else (BeginTurn(),)


@frozen
class BeginTurn(Work):
    """Start ``player``'s turn (None: the player whose turn comes next in seat order, the
    base game's; Flock mode names the player of each lane)."""

    TAG: ClassVar[str] = "begin-turn"

    player: int | None = field(default=None, metadata=PLAYER)

    def run(self, step: GameStep) -> None:
        p = step.active_player if self.player is None else self.player
        if step.players[p].pink_used:
            step.set_player(p, pink_used=())  # pink powers are ready again (rules 3.9)
        if any(step.players[p].turn_gains):
            step.set_player(p, turn_gains=NO_FOOD)  # a new turn: nothing gained yet
        step.emit(TurnStarted(p, step.round))
        step.pending.append(EndTurn(p))
        step.pending.append(ChooseAction(p))


@frozen
class EndTurn(Work):
    TAG: ClassVar[str] = "end-turn"

    player: int = field(metadata=PLAYER)

    def run(self, step: GameStep) -> None:
        step.refill_tray(step.players[self.player].table)
        step.emit(TurnEnded(self.player))
        step.turn += 1
        last = step.turn >= step.config.players * CUBES_PER_ROUND[step.round - 1]
        step.pending.extend(reversed(after_turn(step, last)))
        # A rival that is no player (the Automa) may take its turn now (rules 6.3).
        step.pending.extend(reversed(variant_for(step.config).between_turns(step, last)))


@frozen
class EndRound(Work):
    """The end of a round (rules 4.1), in stages: ``stage`` 0, the round's last turn is over:
    the round-end (teal) powers come first (rules 9.1); 1, they are done: score the goal, then
    the next round, or in round 4 the game-end (yellow) powers; 2, those are done too: final
    scoring. While a stage above 0 waits under the powers, no pink power answers (rules 4.1)."""

    TAG: ClassVar[str] = "end-round"
    #: The highest stage.
    LAST_STAGE: ClassVar[int] = 2

    stage: int = field(default=0, metadata=PLAIN)

    def run(self, step: GameStep) -> None:
        variant = variant_for(step.config)
        if self.stage == 0:
            step.pending.append(EndRound(1))
            push_timed_powers(step, Timing.ROUND_END)
            return
        if self.stage == 1:
            counts, points = variant.score_round_goal(step)
            step.goal_points = step.goal_points + (points,)
            step.emit(GoalScored(step.round, counts, points))
            if step.round == ROUNDS:
                step.pending.append(EndRound(2))
                push_timed_powers(step, Timing.GAME_END)
                return
            step.emit(RoundEnded(step.round))
            for p in range(len(step.players)):
                step.set_player(p, cubes_used=0, actions=NO_ACTIONS)
            for t in range(len(step.tables)):
                step.replace_tray(t)
            step.first_player = variant.next_first_player(step, counts, points)
            step.round += 1
            step.pending.append(StartRound())
            return
        step.emit(RoundEnded(step.round))
        step.phase = Phase.OVER
        scores = score_game(step.freeze(), step.cards)
        totals = tuple(s.total for s in scores)
        winners = tuple(i for i, s in enumerate(scores) if s.rank == 1)
        variant.game_ends(step)
        step.emit(GameEnded(totals, winners))


#: The timings whose powers run at the end of a round or of the game, each player ordering
#: their own (rules 4.1, 9.1, 9.2).
TIMED_POWERS = (Timing.ROUND_END, Timing.GAME_END)


def push_timed_powers(step: GameStep, timing: Timing) -> None:
    """Push each player's choice of their ``timing`` powers (round end or game end), in player
    order from the round's first player (the first player's on top); a player with no such
    bird is not asked."""
    n = len(step.players)
    birds = step.cards.birds
    order = [(step.first_player + k) % n for k in range(n)]
    for p in reversed(order):
        if any(birds[b.card].timing is timing for _h, _c, b in step.players[p].birds()):
            step.pending.append(UseTimedPower(p, timing))


def at_round_end(pending: Sequence[Frame]) -> bool:
    """Whether the stack is at a round's (or the game's) end, running the round-end or
    game-end powers: no pink power answers then (rules 4.1, 9.1)."""
    return bool(pending) and type(pending[0]) is EndRound and pending[0].stage > 0


@frozen
class UseTimedPower(Decision):
    """Which of ``player``'s round-end (teal) or game-end (yellow) powers to use next: each
    player orders their own (rules 4.1, 9.1), and every power stays optional (``Skip``: none of
    the rest). ``birds``: the birds whose power this step has used already; a bird played
    meanwhile (by another of these powers) joins the choice."""

    TAG: ClassVar[str] = "use-timed-power"
    ACCEPTS: ClassVar[tuple[type, ...]] = (UsePower, Skip)

    player: int = field(metadata=PLAYER)
    timing: Timing
    birds: tuple[int, ...] = field(default=(), metadata=BIRD)

    def options(self, view: View) -> list[Move]:
        p = self.player
        cards = view.cards.birds
        moves: list[Move] = []
        for h, c, bird in view.players[p].birds():
            power = cards[bird.card].power
            if (
                power is not None
                and power.timing is self.timing
                and bird.card not in self.birds
                and power.effects
                and power.effects[0].can_begin(view, p, bird.card)
            ):
                moves.append(UsePower(h, c))
        if moves:
            moves.append(_SKIP)
        return moves

    def answer(self, step: GameStep, move: UsePower | Skip) -> None:
        if type(move) is Skip:
            return
        p = self.player
        card = step.players[p].mat[move.habitat][move.column].card
        step.pending.append(UseTimedPower(p, self.timing, self.birds + (card,)))
        step.emit(PowerUsed(p, card))
        step.pending.append(RunPower(p, card))

    def label(self, names: Naming) -> str:
        kind = "round-end" if self.timing is Timing.ROUND_END else "game-end"
        return f"{names.player(self.player)}: use a {kind} power next, or none of the rest?"


# --- choosing an action (rules 3.2, 3.3) ----------------------------------------------------------
@frozen
class ChooseAction(Decision):
    """The active player's action (rules 3.2); a mode may add moves that take no cube (Duet's
    reset tokens), after which the action is asked again."""

    TAG: ClassVar[str] = "choose-action"
    ACCEPTS: ClassVar[tuple[type, ...]] = (PlayBird, TakeAction, *TURN_EXTRA_MOVES)

    player: int = field(metadata=PLAYER)

    def options(self, view: View) -> list[Move]:
        p = self.player
        moves: list[Move] = [
            PlayBird(card, h)
            for card in view.players[p].hand
            for h in playable_habitats(view, p, card)
        ]
        moves.extend(_HABITAT_ACTIONS)
        moves.extend(variant_for(view.config).turn_options(view, p))
        return moves

    def answer(self, step: GameStep, move: Move) -> None:
        p = self.player
        if not isinstance(move, (PlayBird, TakeAction)):
            variant_for(step.config).answer_turn_option(step, p, move)
            step.pending.append(self)
            return
        player = step.players[p]
        kind = Action.PLAY_BIRD if isinstance(move, PlayBird) else move.action
        actions = player.actions[:kind] + (player.actions[kind] + 1,) + player.actions[kind + 1 :]
        step.set_player(p, cubes_used=player.cubes_used + 1, actions=actions)
        if isinstance(move, PlayBird):
            column = min(step.players[p].spaces(move.habitat), ROW_SIZE - 1)
            step.emit(ActionChosen(p, Action.PLAY_BIRD, column + 1))
            start_bird_play(step, p, move.card, move.habitat)
            return
        action = move.action
        habitat = ACTION_HABITAT[action]
        # The leftmost empty column gives the benefit: a sideways bird covers 2 (rules 9.1).
        spaces = step.players[p].spaces(habitat)
        step.emit(ActionChosen(p, action, spaces + 1))
        amount = action_strength(action, spaces)
        push = step.pending.append
        push(ActivateRow(p, habitat, len(step.players[p].mat[habitat]) - 1))
        push(FinishAction(p, action))
        if has_conversion(spaces):
            push(Conversion(p, habitat))
        if action is Action.GAIN_FOOD:
            push(TakeFood(p, amount))
        elif action is Action.LAY_EGGS:
            push(LayEggs(p, amount))
        else:
            push(DrawCards(p, amount))

    def label(self, names: Naming) -> str:
        return f"{names.player(self.player)}: choose an action"


def start_bird_play(step: StepOps, p: int, card: int, habitat: Habitat) -> None:
    """Pay for and place ``card`` (the action, or a power's extra bird): rules 3.3. A play rule
    concerning the bird (``effects.hooks``) may begin the play with its own decision (on top of
    another bird, rules 9.1)."""
    if start_play(step, p, card, habitat):
        return
    pay_and_place(step, p, card, habitat)


def pay_and_place(step: StepOps, p: int, card: int, habitat: Habitat) -> None:
    """Pay ``card``'s egg and food costs, then place it at the end of its row (rules 3.3); a
    play rule may ask for the food its own way (cards from the hand standing in, rules 9.1)."""
    column = step.players[p].spaces(habitat)  # a bird covering 2 spaces pays the first's eggs
    bird = step.cards.birds[card]
    step.pending.append(PlaceBird(p, card, habitat))
    if EGG_COST[column]:
        step.pending.append(PayEggs(p, EGG_COST[column]))
    if bird.cost.is_free:
        return
    if not begin_payment(step, p, card):
        step.pending.append(PayFood(p, card))


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

    def options(self, view: View) -> list[Move]:
        cost: FoodCost = cost_after(view.cards, self.card, self.instead)
        food = food_to_pay(view, self.player)
        dominated = view.config.house.offer_dominated_payments
        return [SpendFood(p) for p in payments(cost, food, dominated)]

    def answer(self, step: GameStep, move: SpendFood) -> None:
        p, payment = self.player, move.payment
        supply = step.players[p].food
        # What the supply cannot pay comes from the cached food the player may spend.
        from_cache = tuple(max(0, paid - have) for paid, have in zip(payment, supply, strict=True))
        record_payment(step, p, self.card, paid=payment)
        choice = SpendCached.next_choice(step, p, payment, from_cache, after=-1)
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

    @classmethod
    def next_choice(
        cls,
        view: View,
        p: int,
        paid: tuple[int, ...],
        from_cache: tuple[int, ...],
        after: int,
    ) -> SpendCached | None:
        """The choice of the first food after ``after`` that both the supply and the cache
        could pay, or None when no choice is left."""
        cached = cached_spendable(view, p)
        for food in range(after + 1, len(paid)):
            most = min(paid[food], cached[food])
            if most > from_cache[food]:
                return cls(p, Food(food), most, from_cache[food], paid, from_cache)
        return None

    def options(self, view: View) -> list[Move]:
        most = min(self.most, cached_spendable(view, self.player)[self.food])
        return [TakeAmount(n) for n in range(most, self.least - 1, -1)]

    def answer(self, step: GameStep, move: TakeAmount) -> None:
        chosen = list(self.from_cache)
        chosen[self.food] = move.amount
        from_cache = tuple(chosen)
        choice = self.next_choice(step, self.player, self.paid, from_cache, after=self.food)
        if choice is not None:
            step.pending.append(choice)
        else:
            pay_food(step, self.player, self.paid, from_cache)

    def label(self, names: Naming) -> str:
        who = names.player(self.player)
        return f"{who}: how many {self.food.label} to pay from the food cached on your birds"


def pay_food(step: GameStep, p: int, paid: tuple[int, ...], from_cache: tuple[int, ...]) -> None:
    """Pay ``paid`` for a bird: ``from_cache`` from the cached food ``p`` may spend (in mat
    order), the rest from the supply (``FoodPaid`` tells the supply's part)."""
    for food, amount in enumerate(from_cache):
        if amount:
            spend_extra(step, p, Food(food), amount)
    from_supply = tuple(a - b for a, b in zip(paid, from_cache, strict=True))
    step.spend_food(p, from_supply)
    step.emit(FoodPaid(p, from_supply))


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
    power succeeding.
    """

    TAG: ClassVar[str] = "place-bird"

    player: int = field(metadata=PLAYER)
    card: int = field(metadata=BIRD)
    habitat: Habitat
    paid: tuple[int, ...] = field(default=NO_FOOD, metadata=FOOD)
    tucked: tuple[int, ...] = field(default=(), metadata=BIRD)
    on: int = field(default=-1, metadata=PLAIN)

    def run(self, step: GameStep) -> None:
        p, card, habitat = self.player, self.card, self.habitat
        step.remove_from_hand(p, card)
        player = step.players[p]
        row = player.mat[habitat]
        covered = row[self.on] if 0 <= self.on < len(row) else None
        if covered is None:
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
        mat = list(player.mat)
        mat[habitat] = row
        step.set_player(p, mat=tuple(mat))
        event = BirdPlayed(p, card, habitat, column)
        step.emit(event)
        if covered is not None:
            step.emit(BirdCovered(p, card, covered.card, covered.eggs, sum(covered.cached)))
            step.emit(CardTucked(p, card, covered.card, "revealed"))
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


# --- the habitat actions (rules 3.4-3.7) ----------------------------------------------------------
@frozen
class TakeFood(Decision):
    """Take dice from the birdfeeder one at a time: the gain-food action or its bonus."""

    TAG: ClassVar[str] = "take-food"
    ACCEPTS: ClassVar[tuple[type, ...]] = (TakeDie, Reroll, Stop)

    player: int = field(metadata=PLAYER)
    remaining: int = field(metadata=PLAIN)

    def options(self, view: View) -> list[Move]:
        return feeder_options(view, self.player)

    def answer(self, step: GameStep, move: TakeDie | Reroll | Stop) -> None:
        p = self.player
        if isinstance(move, Stop):
            return
        if isinstance(move, Reroll):
            step.roll_feeder(step.players[p].table, "reroll")
            step.pending.append(self)
            return
        step.take_die_for_food(p, move.face, move.food)
        _record_action_food(step, p, move.food)
        if self.remaining > 1:
            step.pending.append(TakeFood(p, self.remaining - 1))

    def label(self, names: Naming) -> str:
        who = names.player(self.player)
        return f"{who}: take a die from the birdfeeder ({self.remaining} more)"


def _record_action_food(step: GameStep, p: int, food: Food) -> None:
    """Add ``food`` to the tally of the gain-food action under way (for pink triggers)."""
    for i in range(len(step.pending) - 1, -1, -1):
        frame = step.pending[i]
        if type(frame) is FinishAction and frame.player == p:
            gained = list(frame.gained)
            gained[food] += 1
            step.pending[i] = FinishAction(p, frame.action, tuple(gained))
            return


@frozen
class LayEggs(Decision):
    """Lay the lay-eggs action's eggs (or its bonus egg) one at a time, on any birds."""

    TAG: ClassVar[str] = "lay-eggs"
    ACCEPTS: ClassVar[tuple[type, ...]] = (LayEgg, Stop)

    player: int = field(metadata=PLAYER)
    remaining: int = field(metadata=PLAIN)

    def options(self, view: View) -> list[Move]:
        moves: list[Move] = [LayEgg(h, c) for h, c in birds_with_room(view, self.player)]
        moves.append(_STOP)
        return moves

    def answer(self, step: GameStep, move: LayEgg | Stop) -> None:
        p = self.player
        if isinstance(move, Stop):
            if not birds_with_room(step, p):
                step.emit(EggsLost(p, self.remaining))
            return
        step.lay_egg(p, move.habitat, move.column)
        if self.remaining > 1:
            step.pending.append(LayEggs(p, self.remaining - 1))

    def label(self, names: Naming) -> str:
        return f"{names.player(self.player)}: lay an egg ({self.remaining} more)"


@frozen
class DrawCards(Decision):
    """Draw the draw-cards action's cards (or its bonus card) one at a time, tray or deck."""

    TAG: ClassVar[str] = "draw-cards"
    ACCEPTS: ClassVar[tuple[type, ...]] = (DrawFromTray, DrawFromDeck, Stop)

    player: int = field(metadata=PLAYER)
    remaining: int = field(metadata=PLAIN)

    def options(self, view: View) -> list[Move]:
        return draw_options(view, self.player)

    def answer(self, step: GameStep, move: DrawFromTray | DrawFromDeck | Stop) -> None:
        if isinstance(move, Stop):
            return
        step.draw_chosen(self.player, move)
        if self.remaining > 1:
            step.pending.append(DrawCards(self.player, self.remaining - 1))

    def label(self, names: Naming) -> str:
        return f"{names.player(self.player)}: draw a card ({self.remaining} more)"


@frozen
class Conversion(Decision):
    """The optional bonus of an action slot in columns 2, 4 and 6 (rules 2.3)."""

    TAG: ClassVar[str] = "conversion"
    ACCEPTS: ClassVar[tuple[type, ...]] = (DiscardCard, DiscardFood, DiscardEgg, Skip)

    player: int = field(metadata=PLAYER)
    habitat: Habitat

    def options(self, view: View) -> list[Move]:
        p = self.player
        player = view.players[p]
        moves: list[Move]
        if self.habitat is Habitat.FOREST:
            moves = [DiscardCard(card) for card in player.hand]
        elif self.habitat is Habitat.GRASSLAND:
            room = bool(birds_with_room(view, p))
            moves = [DiscardFood(f) for f in Food if player.food[f]] if room else []
        else:
            eggs = birds_with_eggs(view, p) if can_draw(view, p) else []
            moves = [DiscardEgg(h, c) for h, c in eggs]
        moves.append(_SKIP)
        return moves

    def answer(self, step: GameStep, move: DiscardCard | DiscardFood | DiscardEgg | Skip) -> None:
        p = self.player
        if isinstance(move, Skip):
            return
        if isinstance(move, DiscardCard):
            step.discard_from_hand(p, move.card)
            step.pending.append(TakeFood(p, 1))
        elif isinstance(move, DiscardFood):
            step.add_food(p, move.food, -1)
            step.emit(FoodDiscarded(p, move.food))
            step.pending.append(LayEggs(p, 1))
        else:
            bird = step.remove_egg(p, move.habitat, move.column)
            step.emit(EggDiscarded(p, bird.card))
            step.pending.append(DrawCards(p, 1))

    def label(self, names: Naming) -> str:
        what = {
            Habitat.FOREST: "discard a card for a die",
            Habitat.GRASSLAND: "pay a food for an egg",
            Habitat.WETLAND: "discard an egg for a card",
        }[self.habitat]
        return f"{names.player(self.player)}: optionally {what}"


@frozen
class FinishAction(Work):
    """The action's mat benefit is complete: announce it (pink triggers), then walk the row."""

    TAG: ClassVar[str] = "finish-action"

    player: int = field(metadata=PLAYER)
    action: Action
    # food the action's dice gave, per type
    gained: tuple[int, ...] = field(default=NO_FOOD, metadata=FOOD)

    def run(self, step: GameStep) -> None:
        event = ActionCompleted(self.player, self.action, self.gained)
        step.emit(event)
        step.offer_pink_powers(event)


# --- bird powers (rules 3.2 step 3, 3.8, 3.9) -----------------------------------------------------
@frozen
class ActivateRow(Work):
    """Offer the brown powers of ``habitat``, right to left, from ``column`` downwards."""

    TAG: ClassVar[str] = "activate-row"

    player: int = field(metadata=PLAYER)
    habitat: Habitat
    column: int = field(metadata=PLAIN)

    def run(self, step: GameStep) -> None:
        row = step.players[self.player].mat[self.habitat]
        birds = step.cards.birds
        for column in range(min(self.column, len(row) - 1), -1, -1):
            power = birds[row[column].card].power
            if power is not None and power.timing is Timing.WHEN_ACTIVATED:
                step.pending.append(ActivateRow(self.player, self.habitat, column - 1))
                step.pending.append(OfferPower(self.player, self.habitat, column))
                return


@frozen
class OfferPower(Decision):
    """Whether ``player`` uses the power of their bird at (habitat, column); nothing is offered
    when it cannot be used (rules 10.2 #10-11).

    A pink power's offer (``pink``) holds the event that triggered it (``trigger``: another
    player's ``BirdPlayed``, ``ActionCompleted`` or ``PredatorSucceeded``), and its label says
    it, so that a player is told why they are asked.
    """

    TAG: ClassVar[str] = "offer-power"
    ACCEPTS: ClassVar[tuple[type, ...]] = (UsePower, Skip)

    player: int = field(metadata=PLAYER)
    habitat: Habitat
    column: int = field(metadata=PLAIN)
    pink: bool = False
    trigger: Event | None = None

    def options(self, view: View) -> list[Move]:
        player = view.players[self.player]
        card = player.mat[self.habitat][self.column].card
        if self.pink and card in player.pink_used:
            return []  # fired already since its owner's last turn (rules 3.9)
        power = view.cards.birds[card].power
        assert power is not None, "a power is offered only for a bird that has one"
        effects = power.effects
        if not effects or not effects[0].can_begin(view, self.player, card):
            return []
        return [UsePower(self.habitat, self.column), _SKIP]

    def answer(self, step: GameStep, move: UsePower | Skip) -> None:
        if type(move) is Skip:
            return
        p = self.player
        card = step.players[p].mat[self.habitat][self.column].card
        if self.pink:
            step.set_player(p, pink_used=step.players[p].pink_used + (card,))
        step.emit(PowerUsed(p, card))
        step.pending.append(RunPower(p, card))

    def label(self, names: Naming) -> str:
        kind = "pink power" if self.pink else "power"
        where = names.bird_at(self.player, self.habitat, self.column)
        asked = f"{names.player(self.player)}: use the {kind} of {where}?"
        if self.trigger is None:
            return asked
        return f"{asked} ({describe_trigger(self.trigger, names)})"


def describe_trigger(event: Event, names: Naming) -> str:
    """What happened that triggered a pink power, in English ("player 0 played Mallard in
    wetland")."""
    if isinstance(event, BirdPlayed):
        bird = names.bird(event.card)
        return f"{names.player(event.player)} played {bird} in {event.habitat.label}"
    if isinstance(event, ActionCompleted):
        done = f"{names.player(event.player)} took the {event.action.words} action"
        gained = ", ".join(f"{n} {Food(f).label}" for f, n in enumerate(event.gained) if n)
        return f"{done} and gained {gained}" if gained else done
    if isinstance(event, PredatorSucceeded):
        return f"{names.player(event.player)}'s predator {names.bird(event.card)} succeeded"
    if isinstance(event, CardTucked):
        return event.narrate(names)
    words = getattr(event, "WORDS", None)  # an event that says it (the Automa's)
    return words if isinstance(words, str) else f"a {event.TAG} event"


@frozen
class RunPower(Work):
    """Run the power of the bird ``card`` owned by ``player``: a new context on the state's
    ``powers`` stack, the power's effects, then ``EndPower`` to drop the context."""

    TAG: ClassVar[str] = "run-power"
    MAT_BIRDS: ClassVar[tuple[str, ...]] = ("card",)

    player: int = field(metadata=PLAYER)
    card: int = field(metadata=BIRD)

    def run(self, step: GameStep) -> None:
        step.pending.append(EndPower())
        step.powers.append(PowerContext(owner=self.player, bird=self.card))
        step.pending.append(Resolve(self.player, len(step.powers) - 1, ()))


@frozen
class Resolve(Work):
    """Run the effects of one block of a power, from ``index`` on, for ``actor``.

    ``power`` is the context's position in ``GameState.powers``; ``block`` names the effects by
    position in that bird's power (``effects.effects_at``), so saved games never embed compiled
    effects. With ``only_if_done``, the block runs only if the cost before it was paid.
    """

    TAG: ClassVar[str] = "resolve"

    actor: int = field(metadata=PLAYER)
    power: int = field(metadata=PLAIN)
    block: tuple[int, ...] = field(metadata=PLAIN)
    index: int = field(default=0, metadata=PLAIN)
    only_if_done: bool = False

    def run(self, step: GameStep) -> None:
        context = step.powers[self.power]
        if self.only_if_done and not context.done:
            return
        power = step.cards.birds[context.bird].power
        assert power is not None, "a power runs only on a bird that has one"
        effects = effects_at(power.effects, self.block)
        if self.index >= len(effects):
            return
        if self.index + 1 < len(effects):
            step.pending.append(Resolve(self.actor, self.power, self.block, self.index + 1))
        effects[self.index].resolve(step, self.actor, self.block + (self.index,))


@frozen
class EndPower(Work):
    """A power has finished: drop its context; cards it looked at and kept nowhere go to the
    discard pile."""

    TAG: ClassVar[str] = "end-power"

    def run(self, step: GameStep) -> None:
        context = step.powers.pop()
        for slot in context.slots:
            if slot.kind == "cards" and slot.values:
                t = step.players[context.owner].table
                step.set_table(t, discard=step.tables[t].discard + slot.values)
                for card in slot.values:
                    step.emit(CardDiscarded(context.owner, card))


@frozen
class TurnEndPart(Work):
    """A part of a power held back until the end of the turn under way (a pink power's "at
    the end of their turn", rules 9.1): the effect at ``path`` in the power of ``owner``'s
    bird ``bird``, done for ``actor`` in a power context of its own. It waits in the stack
    right above the turn's end, so a game saved meanwhile resumes with it."""

    TAG: ClassVar[str] = "turn-end-part"
    MAT_BIRDS: ClassVar[tuple[str, ...]] = ()

    actor: int = field(metadata=PLAYER)
    owner: int = field(metadata=PLAYER)
    bird: int = field(metadata=BIRD)
    path: tuple[int, ...] = field(metadata=PLAIN)

    def run(self, step: GameStep) -> None:
        power = step.cards.birds[self.bird].power
        assert power is not None, "a part of a power waits only for a bird that has one"
        effect = effects_at(power.effects, self.path[:-1])[self.path[-1]]
        assert isinstance(effect, Delayable), "only a part that can wait waits"
        step.pending.append(EndPower())
        step.powers.append(PowerContext(owner=self.owner, bird=self.bird))
        effect.resolve_now(step, self.actor, self.path)


@frozen
class HuntSucceeded(Work):
    """Announce a predator's success (pink triggers watch for it)."""

    TAG: ClassVar[str] = "hunt-succeeded"
    MAT_BIRDS: ClassVar[tuple[str, ...]] = ("card",)

    player: int = field(metadata=PLAYER)
    card: int = field(metadata=BIRD)

    def run(self, step: GameStep) -> None:
        event = PredatorSucceeded(self.player, self.card)
        step.emit(event)
        step.offer_pink_powers(event)
