"""Choosing an action (rules 3.2, 3.3): the turn's question, a bird's play begun, and the steps an expansion adds after an action."""

from __future__ import annotations

from typing import ClassVar, cast

from attrs import field, frozen

from ...effects.board import (
    cost_ignoring,
    hand_play_moves,
)
from ...effects.hooks import (
    InForce,
    active,
    after_action_step,
    begin_payment,
    play_rules,
    start_play,
)
from ...state.enums import ACTION_HABITAT, HABITAT_ACTION, Action, Food, Habitat
from ...state.events import ActionChosen
from ...state.fields import PLAYER
from ...state.model import GameConfig, Player, row_spaces
from ...state.moves import (
    Move,
    PlayBird,
    TakeAction,
)
from ...state.protocol import Decision, Frame, GameStep, Naming, StepOps, View, Work
from ...state.values import changer, shared
from ..registry import variant_for
from .actions import ActionDone, Conversion, DrawCards, FinishAction, LayEggs, TakeFood
from .paying import PayEggs, PayFood, PlaceBird
from .powers import ActivateRow

_HABITAT_ACTIONS = (
    TakeAction(Action.GAIN_FOOD),
    TakeAction(Action.LAY_EGGS),
    TakeAction(Action.DRAW_CARDS),
)


# --- choosing an action (rules 3.2, 3.3) ----------------------------------------------------------
@frozen
class ChooseAction(Decision):
    """The active player's action (rules 3.2); a mode may add moves that take no cube (Duet's
    reset tokens), after which the action is asked again."""

    TAG: ClassVar[str] = "choose-action"
    ACCEPTS: ClassVar[tuple[type, ...]] = (PlayBird, TakeAction)

    player: int = field(metadata=PLAYER)

    def options(self, view: View) -> list[Move]:
        p = self.player
        # While players act at once (Flock's lanes) each lane's choice is listed again after
        # every other lane's move: the birds a player may play are remembered by player.
        lanes = getattr(view, "lanes", ())  # a step's or a state's; other views list afresh
        moves = _lane_hand_plays(view, p) if lanes else hand_play_moves(view, p)
        moves.extend(_HABITAT_ACTIONS)
        variant = variant_for(view.config)
        if variant.TURN_MOVES:  # a mode that adds no move type lists none (the base game)
            moves.extend(variant.turn_options(view, p))
        return moves

    def accepts(self, config: GameConfig) -> tuple[type, ...]:
        """The base game's moves and those the mode adds (``Variant.TURN_MOVES``)."""
        return self.ACCEPTS + variant_for(config).TURN_MOVES

    def answer(self, step: GameStep, move: Move) -> None:
        p = self.player
        kind_of = type(move)  # the moves are final classes: one type test for each
        if kind_of is not PlayBird and kind_of is not TakeAction:
            variant_for(step.config).answer_turn_option(step, p, move)
            step.pending.append(self)
            return
        chosen = cast("PlayBird | TakeAction", move)  # the two types just tested
        player = step.players[p]
        kind = Action.PLAY_BIRD if kind_of is PlayBird else cast(TakeAction, chosen).action
        actions = player.actions[:kind] + (player.actions[kind] + 1,) + player.actions[kind + 1 :]
        player = step.players[p] = _cube_placed(player, player.cubes_used + 1, actions)
        hooks = active(step.config)  # asked once: the mat and the after-action steps
        if isinstance(chosen, PlayBird):
            column = min(player.spaces(chosen.habitat), hooks.mat.row_size - 1)
            step.emit(_action_chosen(p, Action.PLAY_BIRD, column + 1))
            start_bird_play(step, p, chosen.card, chosen.habitat)
            return
        action = chosen.action
        row = player.mat[ACTION_HABITAT[action]]
        # The leftmost empty column gives the benefit: a sideways bird covers 2 (rules 9.1).
        spaces = row_spaces(row)
        step.emit(_action_chosen(p, action, spaces + 1))
        step.pending.extend(_action_frames(p, action, len(row) - 1, spaces, hooks))

    def label(self, names: Naming) -> str:
        return f"{names.player(self.player)}: choose an action"


#: Per player, the last ``hand_play_moves`` listed for them while lanes run: (the player's
#: value, the card set, the hooks in force, the moves). A frozen ``Player`` that is the very
#: same object has the same hand, food and mat, and those are all that the listing reads
#: unless a play rule concerns a card in the hand (then nothing is remembered). At most one
#: entry per seat: bounded, and never part of a state.
_LANE_PLAYS: dict[int, tuple[Player, object, InForce, tuple[Move, ...]]] = {}


def _lane_hand_plays(view: View, p: int) -> list[Move]:
    """``hand_play_moves(view, p)``, remembered for ``p`` while their player value, the card
    set and the hooks in force stay the same objects (see ``_LANE_PLAYS``)."""
    player = view.players[p]
    cards = view.cards
    hooks = active(view.config)
    known = _LANE_PLAYS.get(p)
    if known is not None and known[0] is player and known[1] is cards and known[2] is hooks:
        return list(known[3])
    moves = hand_play_moves(view, p)
    ruled = play_rules(cards)
    if not (ruled and any(card in ruled for card in player.hand)):
        _LANE_PLAYS[p] = (player, cards, hooks, tuple(moves))
    return moves


def start_bird_play(
    step: StepOps,
    p: int,
    card: int,
    habitat: Habitat,
    eggs_off: int = 0,
    food_off: Food | None = None,
    free: bool = False,
) -> None:
    """Pay for and place ``card`` (the action, or a power's extra bird): rules 3.3. A play rule
    concerning the bird (``effects.hooks``) may begin the play with its own decision (on top of
    another bird, rules 9.1). ``eggs_off`` eggs of the egg cost and one ``food_off`` of the food
    cost are what a power lets go unpaid; a ``free`` play (rules-expansions 9.6: "play it for
    free") pays nothing and is placed at the end of its row, no play rule asked."""
    if free:
        step.pending.append(PlaceBird(p, card, habitat))
        return
    if start_play(step, p, card, habitat):
        return
    pay_and_place(step, p, card, habitat, eggs_off, food_off)


def pay_and_place(
    step: StepOps,
    p: int,
    card: int,
    habitat: Habitat,
    eggs_off: int = 0,
    food_off: Food | None = None,
) -> None:
    """Pay ``card``'s egg and food costs, then place it at the end of its row (rules 3.3); a
    play rule may ask for the food its own way (cards from the hand standing in, rules 9.1)."""
    column = step.players[p].spaces(habitat)  # a bird covering 2 spaces pays the first's eggs
    bird = step.cards.birds[card]
    step.pending.append(PlaceBird(p, card, habitat))
    eggs = max(0, active(step.config).mat.egg_costs[column] - eggs_off)
    if eggs and step.players[p].egg_markers:  # each marker on the slot pays one (Americas)
        eggs = max(0, eggs - step.players[p].markers_at(habitat, column))
    if eggs:
        step.pending.append(PayEggs(p, eggs))
    if cost_ignoring(bird.cost, food_off).is_free:
        return
    if not begin_payment(step, p, card):
        step.pending.append(PayFood(p, card, ignore=food_off))


def push_after_action(step: GameStep, p: int, action: Action) -> None:
    """Push the after-action steps of the expansions in the game, to run once ``p``'s
    ``action`` and its brown powers are done (pushed before the row's powers). None in the
    base game."""
    for declared_step in reversed(active(step.config).after_action_steps):
        step.pending.append(AfterAction(p, action, declared_step.name))


@frozen
class AfterAction(Work):
    """An expansion's step after an action's brown powers (``hooks.AfterActionStep``)."""

    TAG: ClassVar[str] = "after-action"

    player: int = field(metadata=PLAYER)
    action: Action
    name: str
    #: The action the turn started with, when a bird moved the cube to ``action``'s row
    #: (``StepOps.move_cube``); None otherwise (and in older saves).
    started: Action | None = None

    def run(self, step: GameStep) -> None:
        after = after_action_step(step.config, self.name)
        if self.started is None:  # an extension's step written before ``started`` existed
            after.run(step, self.player, self.action)
        else:
            after.run(step, self.player, self.action, self.started)


#: The event of choosing an action, one value each (``values.shared``).
_action_chosen = shared(ActionChosen)
#: A player with one more cube placed, on an action (``values.changer``: every turn).
_cube_placed = changer(Player, "cubes_used", "actions")
#: The frames of each habitat action taken so far (``_action_frames``), by the hooks in force
#: they were built under (by identity, the hooks kept with them: ``effects.hooks.active`` makes
#: new ones when an expansion is registered, and the frames are then built again).
_ACTION_FRAMES: dict[tuple[int, Action, int, int, int], tuple[InForce, tuple[Frame, ...]]] = {}
#: How many it keeps at most (a long-lived process stays bounded).
_MAX_ACTION_FRAMES = 4096


def habitat_action_frames(
    step: StepOps, p: int, action: Action, after_steps: bool = True, pink: bool = True
) -> tuple[Frame, ...]:
    """What taking ``action`` now pushes for ``p``, in push order, as the action would (its
    benefit from the leftmost empty column of its row, the mat's conversion, the row's brown
    powers, the expansions' after-action steps): a habitat action taken from inside a power
    (``StepOps.take_habitat_action``). Without ``after_steps`` the expansions' steps after the
    action are left out; without ``pink`` its completion offers no pink power."""
    hooks = active(step.config)
    row = step.players[p].mat[ACTION_HABITAT[action]]
    frames = _action_frames(p, action, len(row) - 1, row_spaces(row), hooks)
    if after_steps and pink:
        return frames
    kept: list[Frame] = []
    for frame in frames:
        if type(frame) is AfterAction and not after_steps:
            continue
        if type(frame) is FinishAction and not pink:
            frame = ActionDone(p, action)
        kept.append(frame)
    return tuple(kept)


def _action_frames(
    p: int, action: Action, last: int, spaces: int, hooks: InForce
) -> tuple[Frame, ...]:
    """What taking the habitat action ``action`` pushes, in push order, for ``p`` whose row
    of it holds birds up to column ``last`` and covers ``spaces`` spaces, under ``hooks``: the
    expansions' after-action steps, the row's brown powers, the action's end, the mat's
    conversion if its column offers one, then the benefit (rules 3.4-3.7). Frames are frozen
    values: each tuple is built once and pushed again by every turn that takes it."""
    key = (p, action, last, spaces, id(hooks))
    found = _ACTION_FRAMES.get(key)
    if found is not None and found[0] is hooks:
        return found[1]
    mat = hooks.mat
    habitat = ACTION_HABITAT[action]
    amount = mat.benefit(action, spaces)
    frames: list[Frame] = [
        AfterAction(p, action, declared.name) for declared in reversed(hooks.after_action_steps)
    ]
    frames.append(ActivateRow(p, habitat, last))
    frames.append(FinishAction(p, action))
    over: tuple[Frame, ...] = ()
    if hooks.mat_slots is not None:  # an expansion's mat: its conversions and resets
        under, over = hooks.mat_slots.frames(p, action, spaces)
        frames.extend(under)
    elif mat.conversion(habitat, spaces):
        frames.append(Conversion(p, habitat))
    if action is Action.GAIN_FOOD:
        frames.append(TakeFood(p, amount))
    elif action is Action.LAY_EGGS:
        frames.append(LayEggs(p, amount))
    else:
        frames.append(DrawCards(p, amount))
    frames.extend(over)
    if len(_ACTION_FRAMES) >= _MAX_ACTION_FRAMES:
        _ACTION_FRAMES.clear()
    built = tuple(frames)
    _ACTION_FRAMES[key] = (hooks, built)
    return built


def move_cube(step: GameStep, p: int, start: Habitat, column: int, end: Habitat, to: int) -> bool:
    """Move ``p``'s action cube with the bird at (``start``, ``column``), the row being
    activated, to ``end``, where the bird takes column ``to`` (rules-expansions 9.5.9): the
    row's activation goes on in ``end`` from the birds left of ``to``, the cube counts for
    ``end``'s action (9.3.8), and the expansions' after-action steps run for ``end``, told
    the row the turn started in. False, and nothing changes, unless the row being
    activated is ``start``'s, just left of ``column`` (a copied move does nothing)."""
    pending = step.pending
    for i in range(len(pending) - 1, -1, -1):
        frame = pending[i]
        if type(frame) is ActivateRow and frame.player == p:
            if frame.habitat is not start or frame.column != column - 1:
                return False
            break
    else:
        return False
    pending[i] = ActivateRow(p, end, to - 1)
    old, new = HABITAT_ACTION[start], HABITAT_ACTION[end]
    for j in range(i - 1, -1, -1):
        after = pending[j]
        if type(after) is AfterAction and after.player == p and after.action is old:
            pending[j] = AfterAction(p, new, after.name, after.started or old)
    actions = list(step.players[p].actions)
    actions[old] -= 1
    actions[new] += 1
    step.set_player(p, actions=tuple(actions))
    return True
