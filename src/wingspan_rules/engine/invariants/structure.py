"""The shape of a state in play (``rules_problems``): a pending stack the rules can run, the
turn, round-end and setup structure, each mode's own part, for a save from a stranger."""

from __future__ import annotations

from typing import TYPE_CHECKING

import attrs

from ... import effects  # read at each call: the expansions' modules join it as they load
from ..._text import plural
from ...effects.catalog import CardSet
from ...effects.walk import walk_effects
from ...state.enums import FOOD_TYPES, Timing
from ...state.model import (
    CUBES_PER_ROUND,
    MAX_POINTS,
    NO_ACTIONS,
    ROUNDS,
    TRAY_SIZE,
    GameState,
    Phase,
)
from ...state.protocol import PowerContext
from ..core import _View
from ..frames import (
    ActivateRow,
    BeginTurn,
    ChooseAction,
    ChooseBonus,
    Conversion,
    DrawCards,
    EndPower,
    EndRound,
    EndTurn,
    FinishAction,
    LayEggs,
    OfferPower,
    PayEggs,
    PayFood,
    PlaceBird,
    Resolve,
    SetupBirds,
    SetupFood,
    StartRound,
    TakeFood,
    UseTimedPower,
    at_round_end,
)
from ..modes import variant_for
from .conservation import MAX_FRAME_COUNT, MAX_TOKENS
from .values import (
    _bird_problem,
    _frame_problem,
    _rival_turn,
    _slot_problem,
    _values_problem,
    _variant,
)

if TYPE_CHECKING:
    from ..modes import Variant


def rules_problems(state: GameState, cards: CardSet) -> list[str]:
    """What would make the rules crash on ``state``, for a state from a stranger: vectors of
    the wrong length, players, tables and birds that do not exist, counts beyond what the card
    set asks, a top of stack that is not a decision with at least one option. Assumes the
    structure is right (the saved-game converter checked it); run after ``problems``."""

    found: list[str] = []
    n = len(state.players)
    allowed = type(state.config.mode).PLAYERS
    if n != state.config.players or n not in allowed:
        return [
            f"{n} players: the engine plays {allowed[0]}-{allowed[-1]} in the "
            f"{state.config.mode.name} mode"
        ]
    variant = _variant(state)
    if variant is None:
        return [f"the {state.config.mode.name} mode is not implemented"]
    problem = _mode_state_problem(state, variant)
    if problem:
        return [problem]
    found += variant.state_problems(state, cards)
    if not 0 <= state.rng < 2**64:
        found.append("the random stream is not a 64-bit value")
    problem = _cancelled_problem(state)
    if problem:
        return [problem]
    if not 0 <= state.first_player < n or not 0 <= state.turn <= n * _most_cubes(state, cards):
        found.append("the first player or the turn count is out of range")
    if len(state.goal_points) > ROUNDS or any(len(row) != n for row in state.goal_points):
        found.append("goal points must be one row of a value per player per finished round")
    elif any(not 0 <= v <= MAX_POINTS for row in state.goal_points for v in row):
        found.append("goal points out of range")
    if not state.tables:
        found.append("a game has at least one table")
    for t, table in enumerate(state.tables):
        if len(table.tray) != TRAY_SIZE:
            found.append(f"table {t}: the tray must have {TRAY_SIZE} slots")
    for i, player in enumerate(state.players):
        if not 0 <= player.table < len(state.tables):
            found.append(f"player {i} sits at table {player.table}, which does not exist")
        cubes = cards.cubes_in(state)
        if len(player.actions) != len(NO_ACTIONS) or not all(
            0 <= x <= cubes for x in player.actions
        ):
            found.append(f"player {i}'s actions must be {len(NO_ACTIONS)} counts of 0-{cubes}")
        if len(player.food) != FOOD_TYPES or any(x > MAX_TOKENS for x in player.food):
            found.append(f"player {i}'s food must be {FOOD_TYPES} counts of 0-{MAX_TOKENS}")
        for row in player.mat:
            for bird in row:
                if len(bird.cached) != FOOD_TYPES or any(x > MAX_TOKENS for x in bird.cached):
                    found.append(f"player {i}: cached food must be {FOOD_TYPES} counts")
    if found:
        return found
    for e, event in enumerate(state.events):
        problem = _values_problem(state, cards, event)
        if problem:
            return [f"event {e} ({event.TAG}): {problem}"]

    own = variant_for(state.config).range_problems(state, cards)
    if own:
        return own
    for lane in state.lanes:
        if not 0 <= lane.player < n:
            return [f"a lane of player {lane.player}, who is not in the game"]
    # The base game's turn structure, or the mode's own (Flock's dial and lanes).

    if at_round_end(state.pending):  # the round-end and game-end powers, in every mode
        turn = _round_end_problem(state, cards)
    elif any(type(f).__name__ == "UseTimedPower" for f in state.pending):
        turn = "round-end and game-end powers run only at a round's end"
    else:
        turn = variant_for(state.config).turn_problems(state, cards)
        if turn is None and not state.lanes:
            turn = _turn_problem(state, cards)
    if turn:
        return [turn]
    # Each stack with the powers it runs: the main one, then each lane (Flock's players acting
    # at once), checked alike; the decision on top of each must have an option.
    stacks: list[tuple[str, GameState]] = [("", state)]
    stacks += [(f"lane {i}: ", _lane_view(state, i)) for i in range(len(state.lanes))]
    for where, view in stacks:
        problem = _stack_problem(view, cards)
        if problem:
            return [where + problem]
    if state.lanes:
        for i, lane in enumerate(state.lanes):
            if not (lane.waits and i > 0):
                problems_on_top = _top_problems(_lane_view(state, i), cards)
                if problems_on_top:
                    return [f"lane {i}: {problems_on_top[0]}"]
        return []
    if state.pending:
        return _top_problems(state, cards)
    return []


def _lane_view(state: GameState, i: int) -> GameState:
    """``state`` with lane ``i``'s stack and powers as its own (to check them alike)."""

    lane = state.lanes[i]
    return attrs.evolve(state, pending=lane.pending, powers=lane.powers)


def _moved_away(state: GameState, cards: CardSet, power: PowerContext) -> bool:
    """Whether the running ``power``'s bird left its owner's mat for another player's during
    it: its power, or a power it copies, moves its bird to another mat (``LEAVES_MAT``, rules
    9.3.5), and the bird is on a mat."""

    def leaves(runs: int) -> bool:
        printed = cards.birds[runs].power
        return printed is not None and any(
            getattr(e, "LEAVES_MAT", False) for e in walk_effects(printed.effects)
        )

    # its own power, or a power it runs within it (a copier copying a mover: the copy moves
    # the copier, rules 9.3.3)
    moves = any(leaves(c.runs) for c in state.powers if c.bird == power.bird)
    on_a_mat = any(b.card == power.bird for q in state.players for row in q.mat for b in row)
    return moves and on_a_mat


def _stack_problem(state: GameState, cards: CardSet) -> str | None:
    """What is wrong with ``state.pending`` and the powers it runs (``state.powers``)."""
    n = len(state.players)
    for p, power in enumerate(state.powers):
        if not 0 <= power.owner < n or not 0 <= power.bird < len(cards.birds):
            return f"running power {p} names a player or bird that does not exist"
        if not -1 <= power.source < len(cards.birds):
            return f"running power {p} copies the power of a card that does not exist"
        if cards.birds[power.runs].power is None:
            return f"running power {p} is on a bird with no power"
        mat = state.players[power.owner].mat
        on_mat = any(b.card == power.bird for row in mat for b in row)
        if not on_mat and not _moved_away(state, cards, power):
            return f"running power {p} is on a bird its player does not have on their mat"
        if any(len(slot.values) > MAX_FRAME_COUNT * 2 for slot in power.slots):
            return f"running power {p} remembers too much"
        if len({slot.name for slot in power.slots}) < len(power.slots):
            return f"running power {p} remembers two values under one name"
        for slot in power.slots:
            problem = _slot_problem(slot, cards, len(state.players))
            if problem:
                return f"running power {p}, slot {slot.name!r}: {problem}"
    nesting = _nesting_problem(state) or _setup_problem(state)
    if nesting:
        return nesting
    depth = 0  # the running powers below the frame (each left an end-power frame)
    for f, frame in enumerate(state.pending):
        problem = _frame_problem(state, cards, frame) or _bird_problem(state, frame, depth)
        if problem:
            return f"pending frame {f} ({frame.TAG}): {problem}"
        depth += type(frame).__name__ == "EndPower"
    return None


def _mode_state_problem(state: GameState, variant: Variant) -> str | None:
    """A mode's own state is set in that mode's games (of the class it declares, ``STATE``),
    and None in all others; the message names the state by its tag."""
    found, expected = state.mode_state, variant.STATE
    if expected is None and found is not None:
        return f"GameState.{found.TAG} belongs to the games of its mode, and only to them"
    if expected is not None and type(found) is not expected:
        return f"GameState.{expected.TAG} belongs to the games of its mode, and only to them"
    return None


def _most_cubes(state: GameState, cards: CardSet) -> int:
    """The most action cubes a player may have in a round: round 1's, and one more for each
    goal side that keeps its cube (rules-expansions 9.2.9) and each round whose tile a power
    cached (9.6; at most one per round, ``_cancelled_problem``)."""
    return (
        CUBES_PER_ROUND[0]
        + len(cards.unscored_goal_sides)
        + min(len(state.cancelled_rounds), ROUNDS)
    )


def _cancelled_problem(state: GameState) -> str | None:
    """What is wrong with the rounds whose goal tile a power cached (``cancelled_rounds``):
    rounds 1-4 in order, each once, none after the current round (none in setup); no more
    goal tiles on the birds than rounds cancelled; a cancelled round scored no points."""
    cancelled = state.cancelled_rounds
    last = 0 if state.phase is Phase.SETUP else min(state.round, ROUNDS)
    if list(cancelled) != sorted(set(cancelled)) or not all(1 <= r <= last for r in cancelled):
        return f"the cancelled rounds must be rounds of 1-{last}, in order, each once"
    tiles = [b.goal_tiles for pl in state.players for row in pl.mat for b in row]
    if any(t < 0 for t in tiles) or sum(tiles) > len(cancelled):
        return "the birds hold more goal tiles than the rounds whose tile was cached"
    scored = state.goal_points
    if any(r <= len(scored) and any(scored[r - 1]) for r in cancelled):
        return "a round whose goal tile was cached scored goal points"
    return None


def _turn_problem(state: GameState, cards: CardSet) -> str | None:
    """Whether the game goes on from the stack: under everything else lies the frame that starts
    the first round (in setup) or ends the current turn (in play), and only there; the round's
    turn count and its scored goals match the round."""

    n = len(state.players)
    if state.phase is Phase.OVER:
        return None if len(state.goal_points) == ROUNDS else "a finished game scores 4 goals"
    if len(state.goal_points) != state.round - 1:
        return f"round {state.round} comes after {len(state.goal_points)} scored goals"
    rival = _rival_turn(state)
    turns = n * cards.cubes_in(state)
    if rival and type(state.pending[0]) is EndRound:  # the rival's last turn of the round
        if state.turn != turns:
            return f"the round ends after {plural(turns, 'turn')}, not {state.turn}"
    elif state.phase is Phase.PLAY and not state.turn < turns:
        return f"turn {state.turn} is past the end of round {state.round}"
    variant = _variant(state)
    rival_frames = variant.FRAMES if variant is not None else ()
    for f, frame in enumerate(state.pending):
        if isinstance(frame, rival_frames) and not (rival and f >= 1):
            return f"{frame.TAG} runs only during the rival's turn"
        if f > 1 and variant is not None and type(frame) is variant.RIVAL_TURN:
            return "a rival's turn has one end"
    if state.phase is Phase.SETUP and (
        state.round != 1 or state.turn != 0 or any(pl.cubes_used for pl in state.players)
    ):
        return "in setup no turn has been taken and no cube placed"
    # The active player has placed this turn's cube once their action is chosen.
    chosen = not rival and not any(type(f).__name__ == "ChooseAction" for f in state.pending)
    for p, player in enumerate(state.players):
        taken = len(range((p - state.first_player) % n, state.turn, n))
        if p == state.active_player and chosen:
            taken += 1
        if state.phase is Phase.PLAY and player.cubes_used != taken:
            used = plural(player.cubes_used, "cube")
            return f"player {p} used {used} in {plural(taken, 'turn')} of this round"
        if sum(player.actions) > player.cubes_used:  # saves made before actions count 0
            return f"player {p} has more cubes on the actions than cubes used"
    bottom = state.pending[0]
    if state.phase is Phase.SETUP and type(bottom) is not StartRound:
        return "in setup the stack must rest on the start of the first round"
    if (
        state.phase is Phase.PLAY
        and not rival
        and not (type(bottom) is EndTurn and bottom.player == state.active_player)
    ):
        return "in play the stack must rest on the end of the active player's turn"
    if any(isinstance(f, (StartRound, BeginTurn, EndTurn, EndRound)) for f in state.pending[1:]):
        return "a round or turn frame lies above the bottom of the stack"
    turn_frames = (ChooseAction, PayFood, PayEggs, TakeFood, LayEggs, DrawCards, Conversion)
    # An action's benefit decisions may be another player's inside a power (a hummingbird's
    # egg, die or card attracted when a power lets every player attract: 9.5.5).
    benefits = (TakeFood, LayEggs, DrawCards)
    in_power = False
    for frame in state.pending:
        in_power = in_power or type(frame) is EndPower
        if (
            isinstance(frame, turn_frames)
            and (rival or frame.player != state.active_player)
            and not (in_power and isinstance(frame, benefits))
        ):
            return f"{type(frame).__name__} belongs to the active player's turn"
        if isinstance(frame, (PlaceBird, FinishAction, ActivateRow)) and (
            rival or frame.player != state.active_player
        ):
            return f"{type(frame).__name__} belongs to the active player's turn"
    if sum(isinstance(f, ChooseAction) for f in state.pending) > 1:
        return "a turn has one action"
    return None


def _round_end_problem(state: GameState, cards: CardSet) -> str | None:
    """The stack at a round's end while its round-end powers run (stage 1), or at the game's
    end while its game-end powers run (stage 2): every turn of the round taken, every cube
    placed, no lane; above the round's end only those powers, their steps and the birds they
    play (rules 4.1, 9.1)."""

    bottom = state.pending[0]
    assert isinstance(bottom, EndRound)
    if state.phase is not Phase.PLAY or not 1 <= bottom.stage <= EndRound.LAST_STAGE:
        return "a round ends in play, in its stages"
    if bottom.stage == EndRound.LAST_STAGE and state.round != ROUNDS:
        return "the game-end powers run at the end of the last round"
    scored = state.round - (bottom.stage == 1)
    if len(state.goal_points) != scored:
        return f"round {state.round} ends after {len(state.goal_points)} scored goals"
    cubes = cards.cubes_in(state)
    if state.turn != len(state.players) * cubes:
        return f"the round ends after {len(state.players) * cubes} turns, not {state.turn}"
    if any(player.cubes_used != cubes for player in state.players):
        return "a round ends once every cube is placed"
    if any(sum(player.actions) > cubes for player in state.players):
        return "a player has more cubes on the actions than cubes used"
    if state.lanes:
        return "nobody acts at once at a round's end"
    timing = Timing.ROUND_END if bottom.stage == 1 else Timing.GAME_END
    variant = _variant(state)
    rival_frames = variant.FRAMES if variant is not None else ()
    turn_frames = (StartRound, BeginTurn, EndTurn, EndRound, ChooseAction, FinishAction)
    actions = (Conversion, ActivateRow)
    # An action's benefit decisions may run for a power of the round's end (a hummingbird's
    # egg, die or card attracted by a round-end power: rules-expansions 9.5.5), never alone.
    benefits = (TakeFood, LayEggs, DrawCards)
    asked: list[int] = []
    in_power = False
    for frame in state.pending[1:]:
        in_power = in_power or isinstance(frame, UseTimedPower)
        if isinstance(frame, (*turn_frames, *actions, *rival_frames)) or (
            isinstance(frame, benefits) and not in_power
        ):
            return f"{frame.TAG} belongs to a turn, not to a round's end"
        if isinstance(frame, OfferPower) and frame.pink:
            return "no pink power answers at a round's end"
        if isinstance(frame, UseTimedPower):
            if frame.timing is not timing:
                return f"only {timing.words} powers run now"
            if len(set(frame.birds)) < len(frame.birds):
                return "a bird's power is used once at a round's end"
            asked.append(frame.player)
    if len(set(asked)) < len(asked):
        return "a player orders their powers once at a round's end"
    return None


def _setup_problem(state: GameState) -> str | None:
    """Each player makes their setup choices once: at most one pending frame per player of each
    kind of setup choice."""

    kinds = (ChooseBonus, SetupBirds, SetupFood)
    seen = [(type(f), getattr(f, "player", None)) for f in state.pending if isinstance(f, kinds)]
    if len(set(seen)) < len(seen):
        return "a player's setup choice is pending twice"
    dealing = {p for kind, p in seen if kind is SetupBirds}
    if any(kind is SetupFood and p in dealing for kind, p in seen):
        return "a player discards setup food before deciding on every dealt bird"
    if state.phase is not Phase.SETUP and any(kind is not ChooseBonus for kind, _ in seen):
        return "a setup choice of birds or food is pending after setup"
    return _claims_problem(state)


def _claims_problem(state: GameState) -> str | None:
    """What pending frames claim together must exist: a bird is placed once, and the eggs a
    player's pending egg costs ask for are on their birds."""
    placing = [f.card for f in state.pending if isinstance(f, PlaceBird)]
    if len(set(placing)) < len(placing):
        return "a bird is being placed twice"
    for p, player in enumerate(state.players):
        asked = sum(f.remaining for f in state.pending if isinstance(f, PayEggs) and f.player == p)
        if asked > sum(b.eggs for row in player.mat for b in row):
            return f"player {p}'s pending egg costs ask for more eggs than their birds hold"
    return None


def _nesting_problem(state: GameState) -> str | None:
    """Whether the pending stack nests in the running powers: each power's frames lie above its
    ``end-power`` frame, so a frame runs with as many powers as there are ``end-power`` frames
    below it. A power's own steps (the effects' frames, ``resolve``) need a power to run in,
    except the steps left for the end of the turn (``Frame.AT_TURN_END``)."""

    depth = 0
    for f, frame in enumerate(state.pending):
        if isinstance(frame, Resolve) and frame.power != depth - 1:
            return f"pending frame {f} (resolve) runs power {frame.power} at nesting {depth}"
        if (
            depth == 0
            and _is_power_step(frame)
            and not frame.AT_TURN_END  # "at the end of your turn"
        ):
            return f"pending frame {f} ({frame.TAG}) is a power's step outside any power"
        if isinstance(frame, EndPower):
            depth += 1
    if depth != len(state.powers):
        return f"{depth} end-power frames pending for {len(state.powers)} running powers"
    return None


def _is_power_step(frame: object) -> bool:
    """Whether ``frame`` is a step of a power: a frame declared by a module of the vocabulary
    (the base game's primitives, or an expansion's, ``effects.EXTENSION_MODULES``)."""
    module = type(frame).__module__
    return any(module == m.__name__ for m in effects.PRIMITIVE_MODULES + effects.EXTENSION_MODULES)


def _top_problems(state: GameState, cards: CardSet) -> list[str]:

    top = state.pending[-1]
    if not top.IS_DECISION:
        return [f"the top of the stack ({top.TAG}) is not a decision"]
    try:
        options = top.options(_View(state, cards))  # type: ignore[attr-defined]
    except Exception as exc:
        return [f"the decision on top cannot list its options ({type(exc).__name__})"]
    if not options:
        return ["the decision on top has no option"]
    if len(set(options)) < len(options):  # two moves alike, one label: which one is meant?
        return ["the decision on top offers the same move twice"]
    return []
