"""What must hold in every reachable state. Used to reject corrupt saved games and by tests.

``problems(state, cards)`` returns a list of sentences; an empty list means the state is sound.
"""

from __future__ import annotations

from collections import Counter
from functools import cache, lru_cache
from typing import TYPE_CHECKING, Any

from .._text import plural
from ..effects.catalog import CardSet
from ..effects.hooks import CardZone, active
from ..state.enums import Food
from ..state.events import BaseEvent
from ..state.fields import Kind, kinds
from ..state.model import (
    CUBES_PER_ROUND,
    DICE,
    EMPTY,
    HIDDEN,
    MAX_POINTS,
    ROUNDS,
    GameState,
    Phase,
    row_spaces,
)
from ..state.protocol import Decision, Frame, PowerContext, Slot

if TYPE_CHECKING:
    from .frames import SpendCached
    from .modes import Variant


def problems(state: GameState, cards: CardSet) -> list[str]:
    from .modes import VARIANTS

    found: list[str] = []
    n = state.config.players
    if len(state.players) != n:
        found.append(f"{plural(len(state.players), 'player')} on a {n}-player game")
    variant = VARIANTS.get(state.config.mode.TAG)
    if variant is None:
        return [*found, f"the {state.config.mode.name} mode is not implemented"]
    if found:
        return found
    if state.lanes and (variant.DEFERRED is None or state.mode_state is None):
        found.append(
            "lanes of players acting at once need a turn-order dial (the state of a mode whose "
            "players act at once, GameState.mode_state)"
        )
    if not 1 <= state.round <= 4:
        found.append(f"round {state.round} is not 1-4")
    found += variant.goal_problems(state, cards)  # the goal board's, or the mode's own goals
    found += variant.conservation_problems(state, cards)  # e.g. Duet tokens
    if (state.phase is Phase.OVER) == bool(state.pending):
        found.append("pending decisions must exist exactly while the game is not over")
    found += _card_problems(state, cards)
    found += _player_problems(state, cards)
    for t, table in enumerate(state.tables):
        if len(table.feeder) + len(table.outside) != DICE or not table.feeder:
            found.append(f"table {t}: the birdfeeder must hold 1-5 of the 5 dice")
    return found


def _card_problems(state: GameState, cards: CardSet) -> list[str]:
    from .modes import VARIANTS, variant_for

    found = []
    birds: Counter[int] = Counter()
    bonus: Counter[int] = Counter()
    for table in state.tables:
        birds.update(table.deck)
        birds.update(table.discard)
        birds.update(c for c in table.tray if c != EMPTY)
        bonus.update(table.bonus_deck)
        bonus.update(table.bonus_discard)
    birds.update(_revealed(state))
    for variant in VARIANTS.values():  # the cards a mode's own state holds: the Automa's (6.3)
        held_birds, held_bonus = variant.cards_held(state)
        birds.update(held_birds)
        bonus.update(held_bonus)
    for player in state.players:
        birds.update(player.hand)
        birds.update(player.aside)
        bonus.update(player.bonus)
        for row in player.mat:
            for bird in row:
                birds[bird.card] += 1
                birds.update(bird.tucked)
    for lane in state.lanes:
        birds.update(_revealed_by(lane.powers))
    if birds != Counter(range(len(cards.birds))):
        missing = len(cards.birds) - len(set(birds) & set(range(len(cards.birds))))
        extra = sum(v - 1 for v in birds.values() if v > 1) + len(
            set(birds) - set(range(len(cards.birds)))
        )
        found.append(f"bird cards not conserved ({missing} missing, {extra} duplicated or unknown)")

    if bonus != Counter(variant_for(state.config).bonus_cards_in_play(state.config, cards)):
        found.append("bonus cards not conserved")
    return found


def _zone_problems(
    i: int, zones: tuple[tuple[str, tuple[int, ...]], ...], declared: tuple[CardZone, ...]
) -> list[str]:
    """What is wrong with player ``i``'s zones of an expansion's cards: each a zone the game's
    expansions declare (``hooks.CardZone``), once, holding cards of its kind, each once."""
    kinds = {z.name: z.cards for z in declared}
    found = []
    names = [name for name, _cards in zones]
    if len(set(names)) < len(names):
        found.append(f"player {i} has a zone twice")
    for name, held in zones:
        if name not in kinds:
            found.append(f"player {i} has a zone {name!r} that no expansion of the game declares")
        elif not all(0 <= c < kinds[name] for c in held) or len(set(held)) < len(held):
            found.append(f"player {i}'s zone {name!r} holds cards that are not its own, or twice")
    return found


def _player_problems(state: GameState, cards: CardSet) -> list[str]:
    found = []
    cubes = CUBES_PER_ROUND[min(max(state.round, 1), 4) - 1]
    for i, player in enumerate(state.players):
        if any(x < 0 for x in player.food):
            found.append(f"player {i} has negative food")
        gains = player.turn_gains
        if len(gains) != len(player.food) or not all(0 <= x <= MAX_TOKENS for x in gains):
            found.append(f"player {i}'s food gained this turn is not a count of each food type")
        if not 0 <= player.cubes_used <= cubes:
            found.append(f"player {i} used {player.cubes_used} cubes in a round of {cubes}")
        if not set(player.known) <= set(player.hand) or len(set(player.known)) < len(player.known):
            found.append(f"player {i}'s known cards are not cards of their hand")
        if player.zones:
            found.extend(_zone_problems(i, player.zones, active(state.config.sets).zones))
        if len(player.mat) != 3:
            found.append(f"player {i}'s mat must have 3 rows")
            continue
        row_size = active(state.config.sets).mat.row_size
        for row in player.mat:
            if row_spaces(row) > row_size:
                found.append(f"player {i}'s birds cover more than {row_size} spaces of a row")
            for bird in row:
                if not 0 <= bird.card < len(cards.birds):
                    continue
                card = cards.birds[bird.card]
                if not 0 <= bird.eggs <= card.egg_limit:
                    found.append(
                        f"player {i}: {card.name} holds {plural(bird.eggs, 'egg')} (limit {card.egg_limit})"
                    )
                if bird.sideways and not may_be_sideways(card):
                    found.append(f"player {i}: {card.name} cannot be placed sideways")
                if any(x < 0 for x in bird.cached):
                    found.append(f"player {i}: {card.name} has negative cached food")
                sources = bird.tucked_from_hand + bird.tucked_revealed
                if not set(sources) <= set(bird.tucked) or len(set(sources)) < len(sources):
                    found.append(f"player {i}: {card.name}'s tucked-card sources are not its cards")
    return found


def may_be_sideways(card: object) -> bool:
    """Whether a bird card may lie sideways on a mat: its power places it so, or it may be
    played on top of another bird (which may be sideways, rules 9.1)."""
    from ..effects.cards import BirdCard
    from ..effects.hooks import card_may_lie_sideways

    return isinstance(card, BirdCard) and card_may_lie_sideways(card)


def _revealed(state: GameState) -> tuple[int, ...]:
    """Cards running powers hold out of every pile (revealed, laid out for a draft)."""
    return _revealed_by(state.powers)


def _revealed_by(powers: tuple[PowerContext, ...]) -> tuple[int, ...]:
    return tuple(
        card
        for power in powers
        for slot in power.slots
        if slot.kind == "cards"
        for card in slot.values
    )


#: The largest count a frame may carry (an amount, dice or cards still to take): what the card
#: language can ask for (``language.compiler.MAX_COUNT``), so that no loop runs longer.
MAX_FRAME_COUNT = 100
#: The most tokens of one food a player or a bird may hold (a real game stays far below).
MAX_TOKENS = 999


def rules_problems(state: GameState, cards: CardSet) -> list[str]:
    """What would make the rules crash on ``state``, for a state from a stranger: vectors of
    the wrong length, players, tables and birds that do not exist, counts beyond what the card
    set asks, a top of stack that is not a decision with at least one option. Assumes the
    structure is right (the saved-game converter checked it); run after ``problems``."""
    from ..state.enums import FOOD_TYPES
    from ..state.model import NO_ACTIONS, ROUNDS, TRAY_SIZE

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
    if not 0 <= state.first_player < n or not 0 <= state.turn <= n * CUBES_PER_ROUND[0]:
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
        cubes = CUBES_PER_ROUND[min(max(state.round, 1), ROUNDS) - 1]
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
    from .modes import variant_for

    own = variant_for(state.config).range_problems(state, cards)
    if own:
        return own
    for lane in state.lanes:
        if not 0 <= lane.player < n:
            return [f"a lane of player {lane.player}, who is not in the game"]
    # The base game's turn structure, or the mode's own (Flock's dial and lanes).
    from .frames import at_round_end

    if at_round_end(state.pending):  # the round-end and game-end powers, in every mode
        turn = _round_end_problem(state)
    elif any(type(f).__name__ == "UseTimedPower" for f in state.pending):
        turn = "round-end and game-end powers run only at a round's end"
    else:
        turn = variant_for(state.config).turn_problems(state)
        if turn is None and not state.lanes:
            turn = _turn_problem(state)
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
    import attrs

    lane = state.lanes[i]
    return attrs.evolve(state, pending=lane.pending, powers=lane.powers)


def _stack_problem(state: GameState, cards: CardSet) -> str | None:
    """What is wrong with ``state.pending`` and the powers it runs (``state.powers``)."""
    n = len(state.players)
    for p, power in enumerate(state.powers):
        if not 0 <= power.owner < n or not 0 <= power.bird < len(cards.birds):
            return f"running power {p} names a player or bird that does not exist"
        if cards.birds[power.bird].power is None:
            return f"running power {p} is on a bird with no power"
        if not any(b.card == power.bird for row in state.players[power.owner].mat for b in row):
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


def _variant(state: GameState) -> Variant | None:
    from .modes import VARIANTS

    return VARIANTS.get(state.config.mode.TAG)


def _mode_state_problem(state: GameState, variant: Variant) -> str | None:
    """A mode's own state is set in that mode's games (of the class it declares, ``STATE``),
    and None in all others; the message names the state by its tag."""
    found, expected = state.mode_state, variant.STATE
    if expected is None and found is not None:
        return f"GameState.{found.TAG} belongs to the games of its mode, and only to them"
    if expected is not None and type(found) is not expected:
        return f"GameState.{expected.TAG} belongs to the games of its mode, and only to them"
    return None


def _rival_turn(state: GameState) -> bool:
    """Whether the stack is a rival's turn between two of the players' turns (the Automa's):
    the next turn or the round's end at the bottom, the rival's turn frame right above it."""
    from .frames import BeginTurn, EndRound

    variant = _variant(state)
    rival = variant.RIVAL_TURN if variant is not None else None
    return (
        rival is not None
        and len(state.pending) > 1
        and type(state.pending[0]) in (BeginTurn, EndRound)
        and type(state.pending[1]) is rival
    )


def _turn_problem(state: GameState) -> str | None:
    """Whether the game goes on from the stack: under everything else lies the frame that starts
    the first round (in setup) or ends the current turn (in play), and only there; the round's
    turn count and its scored goals match the round."""
    from ..state.model import ROUNDS
    from .frames import (
        ActivateRow,
        BeginTurn,
        ChooseAction,
        Conversion,
        DrawCards,
        EndRound,
        EndTurn,
        FinishAction,
        LayEggs,
        PayEggs,
        PayFood,
        PlaceBird,
        StartRound,
        TakeFood,
    )

    n = len(state.players)
    if state.phase is Phase.OVER:
        return None if len(state.goal_points) == ROUNDS else "a finished game scores 4 goals"
    if len(state.goal_points) != state.round - 1:
        return f"round {state.round} comes after {len(state.goal_points)} scored goals"
    rival = _rival_turn(state)
    turns = n * CUBES_PER_ROUND[state.round - 1]
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
    for frame in state.pending:
        if isinstance(frame, turn_frames) and (rival or frame.player != state.active_player):
            return f"{type(frame).__name__} belongs to the active player's turn"
        if isinstance(frame, (PlaceBird, FinishAction, ActivateRow)) and (
            rival or frame.player != state.active_player
        ):
            return f"{type(frame).__name__} belongs to the active player's turn"
    if sum(isinstance(f, ChooseAction) for f in state.pending) > 1:
        return "a turn has one action"
    return None


def _round_end_problem(state: GameState) -> str | None:
    """The stack at a round's end while its round-end powers run (stage 1), or at the game's
    end while its game-end powers run (stage 2): every turn of the round taken, every cube
    placed, no lane; above the round's end only those powers, their steps and the birds they
    play (rules 4.1, 9.1)."""
    from ..state.enums import Timing
    from .frames import (
        ActivateRow,
        BeginTurn,
        ChooseAction,
        Conversion,
        DrawCards,
        EndRound,
        EndTurn,
        FinishAction,
        LayEggs,
        OfferPower,
        StartRound,
        TakeFood,
        UseTimedPower,
    )

    bottom = state.pending[0]
    assert isinstance(bottom, EndRound)
    if state.phase is not Phase.PLAY or not 1 <= bottom.stage <= EndRound.LAST_STAGE:
        return "a round ends in play, in its stages"
    if bottom.stage == EndRound.LAST_STAGE and state.round != ROUNDS:
        return "the game-end powers run at the end of the last round"
    scored = state.round - (bottom.stage == 1)
    if len(state.goal_points) != scored:
        return f"round {state.round} ends after {len(state.goal_points)} scored goals"
    cubes = CUBES_PER_ROUND[state.round - 1]
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
    actions = (TakeFood, LayEggs, DrawCards, Conversion, ActivateRow)
    asked: list[int] = []
    for frame in state.pending[1:]:
        if isinstance(frame, (*turn_frames, *actions, *rival_frames)):
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
    from .frames import ChooseBonus, SetupBirds, SetupFood

    kinds = (ChooseBonus, SetupBirds, SetupFood)
    seen = [(type(f), getattr(f, "player", None)) for f in state.pending if isinstance(f, kinds)]
    if len(set(seen)) < len(seen):
        return "a player's setup choice is pending twice"
    return None


def _nesting_problem(state: GameState) -> str | None:
    """Whether the pending stack nests in the running powers: each power's frames lie above its
    ``end-power`` frame, so a frame runs with as many powers as there are ``end-power`` frames
    below it. A power's own steps (the effects' frames, ``resolve``) need a power to run in,
    except the steps left for the end of the turn (``Frame.AT_TURN_END``)."""
    from .frames import EndPower, Resolve

    depth = 0
    for f, frame in enumerate(state.pending):
        if isinstance(frame, Resolve) and frame.power != depth - 1:
            return f"pending frame {f} (resolve) runs power {frame.power} at nesting {depth}"
        if (
            depth == 0
            and type(frame).__module__.startswith(_EFFECTS_PACKAGE)
            and not frame.AT_TURN_END  # "at the end of your turn"
        ):
            return f"pending frame {f} ({frame.TAG}) is a power's step outside any power"
        if isinstance(frame, EndPower):
            depth += 1
    if depth != len(state.powers):
        return f"{depth} end-power frames pending for {len(state.powers)} running powers"
    return None


_EFFECTS_PACKAGE = __package__ + ".effects."


def _frame_problem(state: GameState, cards: CardSet, frame: object) -> str | None:

    from ..state.enums import Timing
    from .frames import ChooseBonus, EndRound, OfferPower, SetupBirds, SpendCached, TurnEndPart
    from .triggers import pink_answers

    modes = getattr(type(frame), "MODES", None)
    if modes is not None and state.config.mode.TAG not in modes:
        return f"it belongs to another mode than {state.config.mode.name}"
    problem = _values_problem(state, cards, frame)
    if problem:
        return problem
    modes = getattr(type(frame), "MODES", None)  # a mode's own frame, in its games only
    if modes is not None and state.config.mode.TAG not in modes:
        return f"it belongs to another mode than {state.config.mode.name}"
    variant = _variant(state)
    if variant is not None and variant.DEFERRED is not None and type(frame) is variant.DEFERRED:
        return _deferred_problem(state, cards, frame)
    if isinstance(frame, TurnEndPart):
        return _turn_end_problem(state, cards, frame)
    block = getattr(frame, "block", None)
    if block is not None:
        problem = _block_problem(state, cards, getattr(frame, "power", None), block)
        if problem:
            return problem
    if isinstance(frame, SpendCached):
        problem = _spend_cached_problem(state, cards, frame)
        if problem:
            return problem
    chosen = getattr(frame, "chosen", None)
    if isinstance(chosen, Food) and isinstance(frame, Decision):
        problem = _chosen_food_problem(state, cards, frame, chosen)
        if problem:
            return problem
    if isinstance(frame, EndRound) and not 0 <= frame.stage <= EndRound.LAST_STAGE:
        return "a round ends in stages 0-2"
    if isinstance(frame, SetupBirds):
        rest = frame.dealt[frame.index :]
        if not 0 <= frame.kept <= frame.index < len(frame.dealt) <= len(cards.birds):
            return "its dealt cards, index and count kept disagree"
        if len(set(rest)) < len(rest) or not set(rest) <= set(state.players[frame.player].hand):
            return "the dealt cards still to decide are not in the player's hand"
    if isinstance(frame, ChooseBonus):
        offered = frame.offered
        if len(set(offered)) < len(offered) or not set(offered) <= set(
            state.players[frame.player].bonus
        ):
            return "the offered bonus cards are not the player's"
        if not 1 <= frame.keep <= len(offered):
            return "it keeps more bonus cards than it offers"
    named = getattr(frame, "hand_cards", None)
    if named is not None:
        cards_named = named()
        hand = state.players[getattr(frame, "player")].hand  # noqa: B009 - any frame type
        if len(set(cards_named)) < len(cards_named) or not set(cards_named) <= set(hand):
            return "it names cards that are not in its player's hand"
    on = getattr(frame, "on", None)
    if type(on) is int:
        row = state.players[getattr(frame, "player")].mat[getattr(frame, "habitat")]  # noqa: B009
        if not -1 <= on < len(row):
            return "it plays a bird on top of an empty slot"
    if isinstance(frame, OfferPower):
        row = state.players[frame.player].mat[frame.habitat]
        if not 0 <= frame.column < len(row):
            return "it offers the power of an empty slot"
        power = cards.birds[row[frame.column].card].power
        if power is None:
            return "it offers the power of a bird with no power"
        if frame.pink != (power.timing is Timing.ONCE_BETWEEN_TURNS):
            return "it offers a power of another colour"
        if frame.pink != (frame.trigger is not None):
            return "a pink power's offer, and only one, holds the event that triggered it"
        if frame.trigger is not None and not (
            power.trigger is not None
            and pink_answers(power.trigger, frame.trigger)
            and getattr(frame.trigger, "player", None) != frame.player
        ):
            return "its trigger is not another player's event that this power answers"
        rivals = frame.trigger is not None and not hasattr(frame.trigger, "player")
        if rivals and not _rival_turn(state):  # a rival's event (the Automa's): on its turn
            return "a rival's event offers pink powers only during its turn"
    for name in ("power",):
        index = getattr(frame, name, None)
        if type(index) is int and not 0 <= index < len(state.powers):
            return f"{name} {index} is not a running power"
    return None


def _spend_cached_problem(state: GameState, cards: CardSet, frame: SpendCached) -> str | None:
    """Whether a payment waiting for the cache's share could be paid: the cache's share of
    each food within what may be spent, the rest within the supply."""
    from ..effects.hooks import extra_food
    from ..state.enums import FOOD_TYPES

    paid, from_cache = frame.paid, frame.from_cache
    if len(paid) != FOOD_TYPES or len(from_cache) != FOOD_TYPES:
        return "its payment is not a count of each food type"
    player = state.players[frame.player]
    supply, spendable = player.food, extra_food(player, cards)
    if not frame.least == from_cache[frame.food] <= frame.most <= paid[frame.food]:
        return "its bounds disagree with the payment"
    for food in range(FOOD_TYPES):
        if from_cache[food] > min(paid[food], spendable[food]):
            return "it takes more cached food than may be spent"
        if paid[food] - from_cache[food] > supply[food]:
            return "the supply cannot pay the rest"
    return None


def _chosen_food_problem(
    state: GameState, cards: CardSet, frame: Decision, food: Food
) -> str | None:
    """Whether a cost waiting to hear if its ``food`` comes from the cache could be paid
    either way (the question is asked only then)."""
    from ..effects.hooks import extra_food

    player = state.players[getattr(frame, "player", -1)]
    if not (player.food[food] and extra_food(player, cards)[food]):
        return f"its {food.label} cannot come from both the supply and the cached food"
    return None


class _Limits:
    """The values each kind of field (``state.fields.Kind``) may hold in a game of a card set:
    its lowest and highest number and, for a vector, its size."""

    __slots__ = ("ranges", "sizes")

    def __init__(self, players: int, birds: int, bonus: int, goal_tiles: int) -> None:
        from ..state.enums import FOOD_TYPES

        count = MAX_FRAME_COUNT + birds  # no loop runs long on it
        self.ranges: dict[Kind, tuple[int, int]] = {
            Kind.PLAYER: (0, players - 1),
            Kind.BIRD: (0, birds - 1),
            Kind.TRAY_SLOT: (EMPTY, birds - 1),
            Kind.FACE_DOWN: (HIDDEN, birds - 1),  # face down in a pink power's offer
            Kind.BONUS: (0, bonus - 1),
            Kind.GOAL: (0, 2 * goal_tiles - 1),
            Kind.FOOD: (0, MAX_TOKENS),
            Kind.PER_PLAYER: (0, 10 * MAX_POINTS * ROUNDS),
            Kind.CARD_COUNT: (0, birds),
            Kind.COUNT: (0, count),
            Kind.PLAIN: (-1, count),
        }
        self.sizes: dict[Kind, int] = {Kind.FOOD: FOOD_TYPES, Kind.PER_PLAYER: players}


@lru_cache(maxsize=16)
def _limits(players: int, birds: int, bonus: int, goal_tiles: int) -> _Limits:
    return _Limits(players, birds, bonus, goal_tiles)


@cache
def _plan(cls: type) -> tuple[tuple[str, Kind], ...]:
    """Each field of ``cls`` with its declared kind; a field of a class that declares none (a
    bird selector's conditions) is a plain number, or holds values checked by their own."""
    import attrs

    declared = dict(kinds(cls))
    return tuple((f.name, declared.get(f.name, Kind.PLAIN)) for f in attrs.fields(cls))


def _values_problem(state: GameState, cards: CardSet, value: object) -> str | None:
    """Whether a frame or an event, or any value inside it (an event it holds, a bird
    selector, frames), has a number out of the range its field declares (``state.fields``):
    players and cards that exist, food vectors of the right length, counts no loop runs long
    on. The types themselves were checked when the save was read."""
    limits = _limits(
        len(state.players), len(cards.birds), len(cards.bonus_cards), len(cards.goal_tiles)
    )
    return _object_problem(value, limits)


def _object_problem(value: object, limits: _Limits) -> str | None:
    cls: type = type(value)
    event = issubclass(cls, BaseEvent)  # an event's problems are told in its own words
    for name, kind in _plan(cls):
        problem = _field_problem(name, kind, getattr(value, name), limits, event)
        if problem:
            return problem
    return None


def _field_problem(name: str, kind: Kind, value: object, limits: _Limits, event: bool) -> str | None:
    """Whether ``value``, of field ``name`` declared ``kind`` (a tuple: each of its values, or
    the vector itself), is out of range."""
    import attrs

    if type(value) is int:
        low, high = limits.ranges[kind]
        if low <= value <= high:
            return None
        if event:
            return f"{name} holds a value out of range"
        if kind is Kind.PLAYER:
            return f"{name} {value} is not a player of the game"
        if kind is Kind.BIRD:
            return f"{name} {value} is not a card of the set"
        return f"{name} {value} is out of range"
    if type(value) is tuple:
        size = limits.sizes.get(kind)
        if size is not None:  # a vector: one count per food type, one value per player
            numbers = [v for v in value if type(v) is int]
            low, high = limits.ranges[kind]
            if not numbers or (len(value) == size and all(low <= v <= high for v in numbers)):
                return None
            if not event:
                return f"{name} is not a count of each food type"
            if len(value) != size:
                return f"{name} must hold {size} values"
            return f"{name} holds a value out of range"
        for v in value:
            problem = _field_problem(name, kind, v, limits, event)
            if problem:
                return problem
        return None
    if value is not None and attrs.has(type(value)):  # what it holds: an event, frames
        return _object_problem(value, limits)
    return None


def _slot_problem(slot: Slot, cards: CardSet, players: int) -> str | None:
    """Whether what a power remembers is of a known kind, each value one of that kind: cards
    and birds of the set, food types, die faces, players of the game; a name holds one
    value."""
    from ..state.enums import FOOD_TYPES, DieFace

    limits = {"cards": len(cards.birds), "birds": len(cards.birds), "food": FOOD_TYPES}
    limits["dice"] = len(DieFace)
    limits["players"] = players
    if slot.kind not in limits:
        return f"{slot.kind!r} is not a kind of value a power remembers"
    if not all(0 <= v < limits[slot.kind] for v in slot.values):
        return f"it holds a value that is not one of the {slot.kind}"
    return None


def _bird_problem(state: GameState, frame: Frame, depth: int) -> str | None:
    """Whether the birds a frame acts on are its player's: those its fields name
    (``MAT_BIRDS``) and, for a frame acting on "this bird", the bird of the power it runs in."""
    player = getattr(frame, "player", None)
    if player is None:
        return None
    mat = state.players[player].mat
    for name in frame.MAT_BIRDS:
        card = getattr(frame, name)
        if not any(bird.card == card for row in mat for bird in row):
            return f"{name} {card} is not a bird of player {player}"
    if frame.ON_POWER_BIRD and (depth == 0 or state.powers[depth - 1].owner != player):
        return f"it acts on the bird of a power player {player} does not own"
    return None


def _block_problem(
    state: GameState, cards: CardSet, power: object, block: tuple[int, ...]
) -> str | None:
    """Whether ``block`` names a block of the running power at ``power``: pairs of (effect,
    block) positions, none negative, that exist in that bird's power."""
    from ..effects import effects_at

    if type(power) is not int or not 0 <= power < len(state.powers):
        return "it names no running power"
    effects = cards.birds[state.powers[power].bird].power
    if len(block) % 2 or any(i < 0 for i in block) or effects is None:
        return "its block is not a block of the power"
    try:
        effects_at(effects.effects, block)
    except IndexError:
        return "its block is not a block of the power"
    return None


def _turn_end_problem(state: GameState, cards: CardSet, frame: object) -> str | None:
    """Whether a part of a power waiting for the turn's end runs: a part of its bird's power
    that says "at end of turn", the bird on its owner's mat."""
    from ..effects import Delayable, effects_at
    from .frames import TurnEndPart

    assert isinstance(frame, TurnEndPart)
    power = cards.birds[frame.bird].power
    if power is None:
        return "it runs the power of a bird with no power"
    if not any(bird.card == frame.bird for row in state.players[frame.owner].mat for bird in row):
        return f"bird {frame.bird} is not a bird of player {frame.owner}"
    path = frame.path
    if len(path) % 2 != 1 or any(i < 0 for i in path):
        return "its path is not a part of the power"
    try:
        effect = effects_at(power.effects, path[:-1])[path[-1]]
    except IndexError:
        return "its path is not a part of the power"
    if not (isinstance(effect, Delayable) and getattr(effect, "at_end_of_turn", False)):
        return "that part of the power does not wait for the end of the turn"
    return None


def _deferred_problem(state: GameState, cards: CardSet, frame: Any) -> str | None:
    """Whether the part of a power waiting for a turn's end (Flock) runs: a block of its
    bird's power for players of the game, or a draft's layout and picks."""
    from ..effects import effects_at
    from ..effects.hand import DraftPick, DrawIntoPool

    power = cards.birds[frame.bird].power
    if power is None:
        return "it runs the power of a bird with no power"
    if not any(bird.card == frame.bird for row in state.players[frame.owner].mat for bird in row):
        return f"bird {frame.bird} is not a bird of player {frame.owner}"
    if frame.frames:
        if not all(isinstance(f, DraftPick | DrawIntoPool) for f in frame.frames):
            return "only a draft's layout and picks wait for a turn's end"
        for f in frame.frames:
            problem = _values_problem(state, cards, f)
            if problem:
                return problem
        return None
    if not frame.players or len(frame.block) % 2 or any(i < 0 for i in frame.block):
        return "its block is not a block of the power"
    try:
        effects_at(power.effects, frame.block)
    except IndexError:
        return "its block is not a block of the power"
    return None


def _top_problems(state: GameState, cards: CardSet) -> list[str]:
    from .core import _View

    top = state.pending[-1]
    if not top.IS_DECISION:
        return [f"the top of the stack ({top.TAG}) is not a decision"]
    try:
        options = top.options(_View(state, cards))  # type: ignore[attr-defined]
    except Exception as exc:
        return [f"the decision on top cannot list its options ({type(exc).__name__})"]
    if not options:
        return ["the decision on top has no option"]
    return []
