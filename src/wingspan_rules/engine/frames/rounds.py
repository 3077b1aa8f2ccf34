"""Rounds and turns (rules 3.1, 4.1): a round's start, a turn's start and end, the end of a round with its timed powers and the steps expansions add."""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache
from typing import ClassVar

from attrs import field, frozen

from ...effects import worth_offering
from ...effects.catalog import CardSet
from ...effects.hooks import (
    active,
    round_end_step,
)
from ...state.enums import NO_FOOD, Timing
from ...state.events import (
    FoodDiscarded,
    GameEnded,
    GoalScored,
    PowerUsed,
    RoundEnded,
    RoundStarted,
    SetupKept,
    TurnEnded,
    TurnStarted,
)
from ...state.fields import BIRD, PLAIN, PLAYER
from ...state.model import (
    NO_ACTIONS,
    ROUNDS,
    Bird,
    Phase,
    Player,
)
from ...state.moves import (
    Move,
    Skip,
    UsePower,
)
from ...state.protocol import Decision, Frame, GameStep, Naming, View, Work
from ...state.values import changer
from ..modes import Variant
from ..registry import variant_for
from ..scoring import score_game
from .answers import _SKIP
from .choice import ChooseAction
from .powers import RunPower


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
    variant = variant_for(step.config)
    own = variant.after_turn(step, last) if _turn_hooks(type(variant))[0] else None
    if own is not None:
        return own
    return _ROUND_OVER if last else _NEXT_TURN


def _turn_hooks(kind: type[Variant]) -> tuple[bool, bool]:
    """Whether the mode class ``kind`` overrides ``Variant.after_turn`` and
    ``Variant.between_turns``: decided once per mode, so that a turn's end in a mode without
    its own hooks (the base game, Duet) calls neither of the base game's do-nothing ones."""
    found = _TURN_HOOKS.get(kind)
    if found is None:
        found = _TURN_HOOKS[kind] = (
            kind.after_turn is not Variant.after_turn,
            kind.between_turns is not Variant.between_turns,
        )
    return found


#: ``_turn_hooks``'s answers, per mode class.
_TURN_HOOKS: dict[type[Variant], tuple[bool, bool]] = {}


@frozen
class BeginTurn(Work):
    """Start ``player``'s turn (None: the player whose turn comes next in seat order, the
    base game's; Flock mode names the player of each lane)."""

    TAG: ClassVar[str] = "begin-turn"

    player: int | None = field(default=None, metadata=PLAYER)

    def run(self, step: GameStep) -> None:
        p = step.active_player if self.player is None else self.player
        player = step.players[p]
        if player.pink_used or any(player.turn_gains) or player.turn_notes:
            # Pink powers are ready again (rules 3.9); a new turn: nothing gained or noted yet.
            step.players[p] = _new_turn(player, (), NO_FOOD, ())
        step.emit(_turn_started(p, step.round))
        step.pending.extend(_turn_frames(p))


@frozen
class EndTurn(Work):
    TAG: ClassVar[str] = "end-turn"

    player: int = field(metadata=PLAYER)

    def run(self, step: GameStep) -> None:
        step.refill_tray(step.players[self.player].table)
        step.emit(_turn_ended(self.player))
        step.turn += 1
        last = step.turn >= step.config.players * step.cards.cubes_in(step)
        variant = variant_for(step.config)  # ``after_turn``, inline: asked once
        kind = type(variant)  # only the hooks the mode has (``_turn_hooks``, read inline)
        after, between = _TURN_HOOKS.get(kind) or _turn_hooks(kind)
        own = variant.after_turn(step, last) if after else None
        if own is None:
            own = _ROUND_OVER if last else _NEXT_TURN
        step.pending.extend(reversed(own))
        if between:  # a rival that is no player (the Automa) may take its turn now (rules 6.3)
            step.pending.extend(reversed(variant.between_turns(step, last)))


# Frames and events are frozen values: the ones every turn makes are built once and shared.
@cache
def _turn_frames(p: int) -> tuple[EndTurn, ChooseAction]:
    """What a turn of ``p`` pushes, in push order: its end, under its action."""
    return EndTurn(p), ChooseAction(p)


@cache
def _turn_started(p: int, round: int) -> TurnStarted:
    return TurnStarted(p, round)


@cache
def _turn_ended(p: int) -> TurnEnded:
    return TurnEnded(p)


#: A player at the start of their turn: pink powers ready, no food gained nor anything noted
#: yet (``changer``; the turn memory, ``effects.turn_memory``).
_new_turn = changer(Player, "pink_used", "turn_gains", "turn_notes")


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
            push_round_end_steps(step)
            push_timed_powers(step, Timing.ROUND_END)
            return
        if self.stage == 1:
            counts, points = variant.score_round_goal(step)
            step.goal_points = step.goal_points + (points,)
            step.emit(GoalScored(step.round, counts, points))
            if active(step.config).round_end_work:
                _discard_round_food(step, after_goal=True)
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


def push_round_end_steps(step: GameStep) -> None:
    """Push the round-end work of the expansions in the game (``hooks.active``), to run after
    the round-end powers and before the goal: their round-end steps in the order declared,
    then the discard of the foods not kept past a round. None in the base game."""
    hooks = active(step.config)
    if not hooks.round_end_work:
        return
    if any(r.discard_at_round_end and not r.discard_after_goal for r in hooks.food_rules):
        step.pending.append(DiscardRoundFood())
    for declared_step in reversed(hooks.round_end_steps):
        step.pending.append(RoundEndWork(declared_step.name))


@frozen
class RoundEndWork(Work):
    """An expansion's round-end step (``hooks.RoundEndStep``), by name."""

    TAG: ClassVar[str] = "round-end-work"

    name: str

    def run(self, step: GameStep) -> None:
        round_end_step(step.config, self.name).run(step)


@frozen
class DiscardRoundFood(Work):
    """Every player discards their unused food of the types a food rule does not keep past a
    round (``FoodRule.discard_at_round_end``)."""

    TAG: ClassVar[str] = "discard-round-food"

    def run(self, step: GameStep) -> None:
        _discard_round_food(step, after_goal=False)


def _discard_round_food(step: GameStep, after_goal: bool) -> None:
    """Every player discards their unused food of the types discarded at round end before the
    goal (or, ``after_goal``, of those discarded right after it: ``FoodRule``)."""
    for rule in active(step.config).food_rules:
        if not rule.discard_at_round_end or rule.discard_after_goal is not after_goal:
            continue
        for p in range(len(step.players)):
            for _ in range(step.players[p].food[rule.food]):
                step.add_food(p, rule.food, -1)
                step.emit(FoodDiscarded(p, rule.food))


#: The timings whose powers run at the end of a round or of the game, each player ordering
#: their own (rules 4.1, 9.1, 9.2).
TIMED_POWERS = (Timing.ROUND_END, Timing.GAME_END)


def push_timed_powers(step: GameStep, timing: Timing) -> None:
    """Push each player's choice of their ``timing`` powers (round end or game end), in player
    order from the round's first player (the first player's on top); a player with no such
    bird is not asked."""
    timed = _timed_birds(step.cards, timing)
    if not timed:  # no bird of the card set has such a power: nobody to ask
        return
    n = len(step.players)
    order = [(step.first_player + k) % n for k in range(n)]
    for p in reversed(order):
        if _has_timing(step.players[p].mat, timed):
            step.pending.append(UseTimedPower(p, timing))


def _timed_birds(cards: CardSet, timing: Timing) -> frozenset[int]:
    """The ids of the birds of ``cards`` whose power has ``timing``: derived once per card
    set (every round's end asks it of every bird of every mat)."""
    key = ("timed-birds", timing)
    found: frozenset[int] | None = cards.derived.get(key)
    if found is None:
        found = frozenset(i for i, card in enumerate(cards.birds) if card.timing is timing)
        cards.derived[key] = found
    return found


def _has_timing(mat: Sequence[Sequence[Bird]], timed: frozenset[int]) -> bool:
    """Whether a bird of ``mat`` is one of ``timed`` (plain loops: a generator over
    ``Player.birds`` cost four times as much, for every player at every round's end)."""
    for row in mat:
        for bird in row:
            if bird.card in timed:
                return True
    return False


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
                and worth_offering(view, p, bird.card, power.effects)
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


#: The base game's frames after a turn (``after_turn``): the round's end, or the next turn.
_ROUND_OVER: tuple[Frame, ...] = (EndRound(),)
_NEXT_TURN: tuple[Frame, ...] = (BeginTurn(),)
