"""Flock mode, 6 or 7 players in two groups (rules reference 8.2).

**Groups.** The players sit in seat order, clockwise (the colour order of the turn-order
dial). Seats 0-2 are the first group, seats 3-5 (six players) or 3-6 (seven) the second: the
groups are the game's two tables (``Player.table``), each with its own half of the shuffled
deck, its own tray and its own birdfeeder. The food supply, the bonus deck (at the first
table, ``model.BONUS_TABLE``) and the goals are shared.

**The dial.** Its star points at a seat and its second pointer three seats further clockwise;
the two players pointed at act at the same time, each in a ``Lane`` of their own
(``GameState.lanes``), and the dial turns one seat once both are done (``TurnDial``). A player
without a cube left is skipped: with seven players, the player to the right of the first
player takes the last turn of rounds 2 and 4 alone. Seats 3 and 6, the ends of the
four-player group, share a feeder and a tray, so when the dial points at both they act one
after the other (the seat the star points at first in rounds 1 and 3, the other in rounds 2
and 4): the second lane ``waits``, and the first one's end of turn refills the tray.

**Powers across groups.** A part of a power that reaches a player who is busy with their own
turn in another lane waits, in that lane, under their turn (``Deferred``): they receive it
when their turn is over. Pink powers answer only for players the dial does not point at, and
are ready again when the dial points at their owner. A power done in turn order (each player
choosing from the birdfeeder or the tray) is done group by group, each from its own
components: the activating group from the power's chosen start, the other group starting with
its active player once their turn is over (or, when the dial points at nobody there, with the
member who plays next).

**The goal.** Friendly, dense ties (1st, 1st, 2nd) with the Flock board's points per place
(``FlockOptions.goal_points``, from ``data/flock.json``).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, ClassVar

from attrs import field, frozen

from ..._text import plural
from ...effects import HasTag
from ...engine.frames import (
    ActivateRow,
    BeginTurn,
    ChooseAction,
    Conversion,
    DrawCards,
    EndPower,
    EndRound,
    EndTurn,
    FinishAction,
    LayEggs,
    PayEggs,
    PayFood,
    PlaceBird,
    Resolve,
    TakeFood,
)
from ...engine.scoring import goal_count, unscored_goal
from ...state import rng
from ...state.events import BaseEvent
from ...state.fields import BIRD, PLAIN, PLAYER
from ...state.model import CUBES_PER_ROUND, GameConfig, Lane, Phase
from ...state.modes import ModeOptions, ModeState
from ...state.protocol import Frame, PowerContext, Work, declared
from .._base import Variant
from . import events
from .dial import FIRST_GROUP as FIRST_GROUP  # re-exported
from .dial import PARTNER as PARTNER  # re-exported
from .dial import (
    clockwise_within,
    group_of,
    next_step,
    pointed,
    seating,
)
from .dial import round_schedule as round_schedule  # re-exported
from .events import DialTurned
from .scenario import FlockScenario
from .state import FlockData, FlockOptions, FlockState, load_data

if TYPE_CHECKING:
    from ...effects.catalog import CardSet
    from ...state.model import GameState
    from ...state.protocol import GameStep


def dense_goal_points(counts: Sequence[int], places: Sequence[int]) -> tuple[int, ...]:
    """Friendly, dense ties (rules 8.2): every player tied at a place scores that place's
    points, and the next count takes the next place (1st, 1st, 2nd); places beyond
    ``places`` score 0, and a count of 0 scores nothing (rules 4.2)."""
    order = sorted({c for c in counts if c > 0}, reverse=True)
    place = {c: i for i, c in enumerate(order)}
    return tuple(places[place[c]] if c > 0 and place[c] < len(places) else 0 for c in counts)


# --- frames ------------------------------------------------------------------------------------
@frozen
class TurnDial(Work):
    """Turn the dial to the next players with a cube, and start their turns, each in a lane
    of their own; under the lanes, the dial waits to turn again once they are all done. With
    nobody left to play, the round ends."""

    TAG: ClassVar[str] = "turn-dial"
    MODES: ClassVar[tuple[str, ...]] = (FlockOptions.TAG,)

    def run(self, step: GameStep) -> None:

        n = step.config.players
        dial = FlockState.of(step) or FlockState()
        cubes = step.cards.cubes_in(step)
        has_cube = [player.cubes_used < cubes for player in step.players]
        found = next_step(n, step.first_player, step.round, dial.dial, has_cube)
        if found is None:
            step.mode_state = FlockState(dial.dial, (), dial.streams)
            step.pending.append(EndRound())
            return
        position, active = found
        step.mode_state = FlockState(position, active, dial.streams)
        for p in active:  # pink powers are ready again when their owner becomes active
            if step.players[p].pink_used:
                step.set_player(p, pink_used=())
        star, _ = pointed(n, step.first_player, position - 1)
        one_after_the_other = len(active) == 2 and (
            step.players[active[0]].table == step.players[active[1]].table
        )
        step.emit(DialTurned(star, active, one_after_the_other))
        step.lanes[:] = [
            Lane(p, (BeginTurn(p),), (), waits=one_after_the_other and i > 0)
            for i, p in enumerate(active)
        ]
        step.pending.append(TurnDial())


@frozen
class Deferred(Work):
    """Part of a power that reached a player busy with their own turn at the same time (rules
    8.2), waiting under that turn in their lane: when it runs, the power's bird ``bird`` of
    ``owner`` runs ``block`` for each of ``players`` in order (those still busy with a turn
    wait again), or, when ``frames`` is given, those frames run instead (a draft's layout and
    picks for a group; ``players`` then names who they reach). It runs in a power context of
    its own, which remembers nothing of the power's earlier steps."""

    TAG: ClassVar[str] = "deferred"
    MODES: ClassVar[tuple[str, ...]] = (FlockOptions.TAG,)

    owner: int = field(metadata=PLAYER)
    bird: int = field(metadata=BIRD)
    players: tuple[int, ...] = field(metadata=PLAYER)
    block: tuple[int, ...] = field(default=(), metadata=PLAIN)
    frames: tuple[Frame, ...] = field(default=(), metadata=PLAIN)

    def run(self, step: GameStep) -> None:

        step.pending.append(EndPower())
        step.powers.append(PowerContext(owner=self.owner, bird=self.bird))
        if self.frames:
            step.pending.extend(self.frames)
            return
        index = len(step.powers) - 1
        for q in reversed(self.players):
            if step.busy_lane(q) is not None:
                step.run_later(q, (q,), self.block, power=index)
            else:
                step.pending.append(Resolve(q, index, self.block))


# --- the variant -------------------------------------------------------------------------------
class FlockVariant(Variant):
    """The base game's flow, changed where Flock mode's rules differ (rules 8.2)."""

    OPTIONS: ClassVar[type[ModeOptions]] = FlockOptions
    STATE: ClassVar[type[ModeState] | None] = FlockState
    #: A format-2 save kept the mode's options and state in fields named "flock".
    FORMAT_2_FIELD: ClassVar[str | None] = "flock"
    DEFERRED: ClassVar[type | None] = Deferred
    SCENARIO: ClassVar[type | None] = FlockScenario

    def defer(
        self,
        owner: int,
        bird: int,
        players: tuple[int, ...],
        block: tuple[int, ...],
        frames: tuple[Frame, ...],
    ) -> Frame:
        return Deferred(owner, bird, players, block, frames)

    def seating(self, config: GameConfig) -> tuple[tuple[int, ...], ...]:
        return seating(config.players)

    def bonus_cards_in_play(self, config: GameConfig, cards: CardSet) -> tuple[int, ...]:
        """Every bonus card but those counting birds by a tag the options leave out (the
        Historian: ``historian``)."""

        tags = config.mode.bonus_tags_left_out if isinstance(config.mode, FlockOptions) else ()
        return tuple(
            i
            for i, card in enumerate(cards.bonus_cards)
            if card.scored_by_players
            and not any(
                isinstance(p, HasTag) and p.tag in tags for p in getattr(card.measure, "where", ())
            )
        )

    def start_state(self, stream: int, config: GameConfig) -> tuple[ModeState | None, int]:
        """The dial, with each group's random stream drawn from the game's."""
        streams = []
        for _ in seating(config.players):
            value, stream = rng.below(stream, 1 << 62)
            streams.append(rng.seed_state(value))
        return FlockState(streams=tuple(streams)), stream

    def turns_frame(self, step: GameStep, new_round: bool) -> Frame:
        dial = FlockState.of(step) or FlockState()
        step.mode_state = FlockState(0 if new_round else dial.dial, (), dial.streams)
        step.lanes[:] = []
        return TurnDial()

    def after_turn(self, step: GameStep, last: bool) -> tuple[Frame, ...]:
        return ()  # the lane is done; the dial turns once every lane is

    def may_answer_pink(self, step: GameStep, player: int) -> bool:
        dial = FlockState.of(step)
        return dial is None or player not in dial.active

    def turn_order_parts(
        self, step: GameStep, actor: int, start: int
    ) -> tuple[tuple[tuple[int, ...], int | None], ...]:
        n = step.config.players
        groups = seating(n)
        own = step.players[actor].table
        if step.players[start].table != own:
            start = actor
        order = clockwise_within(groups[own], start)
        parts: list[tuple[tuple[int, ...], int | None]] = []
        now = tuple(q for q in order if step.busy_lane(q) is None)
        if now:
            parts.append((now, None))
        parts.extend(((q,), q) for q in order if step.busy_lane(q) is not None)
        for t, members in enumerate(groups):
            if t == own:
                continue
            lead = self._lead(step, t, members)
            order = clockwise_within(members, lead)
            parts.append((order, lead if step.busy_lane(lead) is not None else None))
        return tuple(parts)

    def _lead(self, step: GameStep, t: int, members: tuple[int, ...]) -> int:
        """Who starts a turn-order power in group ``t``: its active player, else the member
        who plays next (else its first seat, once the round's turns are all taken)."""
        dial = FlockState.of(step)
        active = dial.active if dial is not None else ()
        for p in active:
            if p in members:
                return p
        n = step.config.players
        cubes = step.cards.cubes_in(step)
        left = [cubes - player.cubes_used for player in step.players]
        dial = FlockState.of(step)
        position = dial.dial if dial is not None else 0
        while True:
            found = next_step(n, step.first_player, step.round, position, [c > 0 for c in left])
            if found is None:
                return members[0]
            position, pair = found
            for p in pair:
                if p in members:
                    return p
                left[p] -= 1

    def score_round_goal(self, step: GameStep) -> tuple[tuple[int, ...], tuple[int, ...]]:
        """Every player's count for the round's goal, scored with friendly, dense ties on the
        Flock board's points (``FlockOptions.goal_points``)."""

        options = step.config.mode
        assert isinstance(options, FlockOptions), "a Flock game has Flock options"
        if not step.cards.goal_scored(step):  # "No Goal" (9.2.9), a tile cached (9.6)
            return unscored_goal(len(step.players))
        side = step.cards.goal_sides[step.goals[step.round - 1]]
        counts = tuple(goal_count(pl, step.cards, side.measure, step.config) for pl in step.players)
        return counts, dense_goal_points(counts, options.goal_points[step.round - 1])

    def turn_problems(self, state: GameState, cards: CardSet) -> str | None:
        return _turn_problem(state, cards)

    def state_problems(self, state: GameState, cards: CardSet) -> list[str]:
        return _mode_problems(state, cards)


# --- saved games -------------------------------------------------------------------------------
def _mode_problems(state: GameState, cards: CardSet) -> list[str]:
    """The dial and the lanes: present in a Flock game, numbers in range, lanes only for the
    players the dial points at."""
    n = len(state.players)
    dial = FlockState.of(state)
    if dial is None:
        return ["a Flock game has a turn-order dial"]
    found = []
    if not 0 <= dial.dial <= n * max(CUBES_PER_ROUND[0], cards.cubes_in(state)) + n:
        found.append("the dial's position is out of range")
    if len(dial.active) > 2 or len(set(dial.active)) < len(dial.active):
        found.append("the dial points at one or two different players")
    if any(not 0 <= p < n for p in dial.active):
        found.append("the dial points at a player who is not in the game")
    if dial.streams and (
        len(dial.streams) != len(state.tables) or any(not 0 <= s < 2**64 for s in dial.streams)
    ):
        found.append("each group has one 64-bit random stream")
    groups = seating(n)
    for p, player in enumerate(state.players):
        if player.table != group_of(n, p):
            found.append(f"player {p} sits in group {player.table}, not in group {group_of(n, p)}")
    if len(state.tables) != len(groups):
        found.append(f"a Flock game has {len(groups)} tables")
    players = [lane.player for lane in state.lanes]
    if len(set(players)) < len(players):
        found.append("a player has two lanes")
    for lane in state.lanes:
        if lane.player not in dial.active:
            found.append(f"a lane of player {lane.player}, whom the dial does not point at")
        if not lane.pending:
            found.append(f"player {lane.player}'s lane is empty")
    if state.lanes and state.lanes[0].waits:
        found.append("the first lane waits for nothing")
    return found


def _turn_problem(state: GameState, cards: CardSet) -> str | None:
    """The turn structure of a Flock game in play: the dial under the lanes, each lane
    holding its player's turn (or what reaches them after it), the cubes matching the turns."""

    turn_frames = (
        ChooseAction,
        PayFood,
        PayEggs,
        TakeFood,
        LayEggs,
        DrawCards,
        Conversion,
        PlaceBird,
        FinishAction,
        ActivateRow,
    )

    if state.phase is not Phase.PLAY:
        if state.lanes:
            return "lanes exist only while the players take turns"
        return None
    if state.pending != (TurnDial(),):
        return "in play the main stack holds only the dial, under the lanes"
    if not state.lanes:
        return "in play at least one player acts"
    dial = FlockState.of(state)
    assert dial is not None, "checked by mode_problems"
    cubes = cards.cubes_in(state)
    mid_turn = 0
    for i, lane in enumerate(state.lanes):
        p = lane.player
        kinds = [type(f) for f in lane.pending]
        if lane.waits and kinds[-1:] != [BeginTurn]:
            return f"player {p}'s lane waits, so their turn has not begun"
        if lane.waits and (
            i == 0 or state.players[state.lanes[0].player].table != (state.players[p].table)
        ):
            return "only a lane after another of the same group waits"
        if kinds.count(BeginTurn) + kinds.count(EndTurn) > 1:
            return f"player {p}'s lane holds more than one turn"
        if BeginTurn in kinds and kinds[-1] is not BeginTurn:
            return f"player {p}'s turn has not begun, yet work lies above it"
        if kinds.count(ChooseAction) > 1:
            return "a turn has one action"
        # Bottom up: the work that waits for the turn's end, then the turn (``begin-turn``,
        # or ``end-turn`` under the turn's own frames), or after the turn, no turn frame.
        turn = next(
            (f for f, frame in enumerate(lane.pending) if isinstance(frame, BeginTurn | EndTurn)),
            None,
        )
        for f, frame in enumerate(lane.pending):
            if isinstance(frame, BeginTurn | EndTurn) and frame.player != p:
                return f"player {p}'s lane holds another player's turn"
            if turn is not None and f < turn and not isinstance(frame, Deferred):
                return f"only work waiting for player {p}'s turn to end lies under it"
            if isinstance(frame, Deferred) and turn is not None and f > turn:
                return f"player {p}'s lane has work that reaches them before their turn's end"
            if isinstance(frame, turn_frames):
                if turn is None or f < turn:
                    return f"{type(frame).__name__} lies outside player {p}'s turn"
                if frame.player != p:
                    return f"{type(frame).__name__} belongs to player {p}'s turn"
        if EndTurn in kinds and ChooseAction not in kinds:
            mid_turn += 1  # the action is chosen: the cube is placed
        if (BeginTurn in kinds or ChooseAction in kinds) and state.players[p].cubes_used >= cubes:
            return f"player {p} has no cube left for the turn their lane holds"
    if sum(player.cubes_used for player in state.players) != state.turn + mid_turn:
        placed = sum(pl.cubes_used for pl in state.players)
        return f"the players placed {plural(placed, 'cube')} in {plural(state.turn, 'turn')} of this round"
    if any(sum(pl.actions) > pl.cubes_used for pl in state.players):
        return "a player has more cubes on the actions than cubes used"
    if any(pl.cubes_used > cubes for pl in state.players):
        return "a player placed more cubes than the round has"
    return None


__all__ = [
    "EVENTS",
    "FIRST_GROUP",
    "PARTNER",
    "Deferred",
    "DialTurned",
    "FlockData",
    "FlockVariant",
    "TurnDial",
    "clockwise_within",
    "dense_goal_points",
    "group_of",
    "load_data",
    "next_step",
    "pointed",
    "round_schedule",
    "seating",
]


#: The mode as ``wingspan_rules.variants.MODES`` lists it.
MODE = FlockVariant()
#: The events the mode declares (``events``), joined to every event's table by
#: ``wingspan_rules.variants``.
EVENTS: tuple[type[BaseEvent], ...] = declared(BaseEvent, events)
#: The moves the mode declares: none (its decisions are answered by the base game's moves).
MOVES: tuple[type, ...] = ()
