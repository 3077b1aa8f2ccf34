"""What the engine and the card vocabulary agree on: frames, decisions and a power's context.

A game's pending work is a stack of **frames** (``GameState.pending``), each a small frozen
value. Every frame type is one declaration, a class carrying its own behaviour:

* a ``Work`` frame runs by itself: ``run(step)``;
* a ``Decision`` frame waits for ``player``: ``options(view)`` lists the legal moves in a fixed
  order, ``answer(step, move)`` carries one out, ``ACCEPTS`` names the move types that answer it
  (the legal ones are a subset) and ``label(names)`` says in English what is asked.

Each class also declares its ``TAG``, the stable string that names it in saved games. The
engine's loop calls these methods; no table keyed by type is kept by hand anywhere.

A running power keeps what it remembers (the food it just gained, the cards it revealed...) in
a ``PowerContext`` on the state's ``powers`` stack, separate from the control frames: named
``Slot`` values that effects write and read under the names the card compiler gave them.

What frames and primitives are given is described here too, as protocols: a ``View`` (a
state's components and its cards, to list options and test conditions), ``StepOps`` (what a
power's primitives do while a move is applied) and ``GameStep`` (``StepOps`` plus what the
base game's turns and rounds change). The engine's ``Step`` provides them; the vocabulary is
typed against them and never sees the engine.

This module imports nothing of the engine or the card language: the engine, the vocabulary
(``effects``) and the saved-game converter all build on it.
"""

from __future__ import annotations

from collections.abc import Sequence
from types import ModuleType
from typing import TYPE_CHECKING, Any, ClassVar, Protocol, TypeVar

from attrs import frozen

from .fields import Redraw

if TYPE_CHECKING:
    from ..effects.catalog import CardSet
    from .enums import DieFace, Food, Habitat
    from .events import (
        ActionCompleted,
        ActionUpgraded,
        BirdPlayed,
        CardTucked,
        Event,
        FoodGained,
        PredatorSucceeded,
    )
    from .model import (
        Bird,
        GameConfig,
        GameState,
        Lane,
        Phase,
        Player,
        Table,
    )
    from .modes import ModeState
    from .moves import DrawFromDeck, DrawFromTray, Move

_T = TypeVar("_T")


class Naming(Protocol):
    """What a label may ask about the game it describes (given by the engine).

    A move names "your bird" or "the tray" without a player: ``p`` None means the player
    deciding now. Events name goal sides (``goal``) and the goal of a round (``round_goal``);
    a mode's moves and events name a space of its own board (``space``); an expansion's events
    name a card of the set that is no bird (``hummingbird``: ``CardSet.hummingbirds``).
    """

    def player(self, p: int) -> str: ...
    def bird(self, card: int) -> str: ...
    def bonus(self, card: int) -> str: ...
    def bird_at(self, p: int | None, habitat: Habitat, column: int) -> str: ...
    def tray_card(self, p: int | None, slot: int) -> str | None: ...
    def block(self, power: int, block: tuple[int, ...]) -> str: ...
    def goal(self, side: int) -> str: ...
    def round_goal(self, round: int) -> str: ...
    def space(self, space: int) -> str: ...
    def hummingbird(self, card: int) -> str: ...


class View(Protocol):
    """What listing options and testing conditions read: a state's components and its cards.

    The engine gives a state with its card set while listing options, and its ``Step`` (which
    is a ``View`` too) while a move is applied.
    """

    @property
    def players(self) -> Sequence[Player]: ...
    @property
    def tables(self) -> Sequence[Table]: ...
    @property
    def config(self) -> GameConfig: ...
    @property
    def cards(self) -> CardSet: ...
    @property
    def pending(self) -> Sequence[Frame]: ...
    @property
    def powers(self) -> Sequence[PowerContext]: ...
    @property
    def mode_state(self) -> ModeState | None: ...
    # the round and its goal (``CardSet.goal_tile_on_board``: a power caching the tile)
    @property
    def round(self) -> int: ...
    @property
    def goals(self) -> Sequence[int]: ...
    @property
    def goal_points(self) -> Sequence[Sequence[int]]: ...
    @property
    def cancelled_rounds(self) -> Sequence[int]: ...


class StepOps(View, Protocol):
    """What a power's primitives and decisions do to a game while a move is applied.

    The engine's ``Step`` provides it: the state's components as lists edited in place (always
    replaced by new frozen values, never mutated), the random stream, and the elementary
    operations. The vocabulary (``effects``) is written against this, never the engine.
    """

    players: list[Player]
    tables: list[Table]
    pending: list[Frame]
    powers: list[PowerContext]
    rng: int

    def emit(self, event: Event) -> None: ...
    def upgraded(self, event: ActionUpgraded) -> None: ...
    def stream(self, t: int) -> int: ...
    def set_stream(self, t: int, value: int) -> None: ...

    # the power being resolved
    @property
    def power(self) -> PowerContext: ...
    def remember(self, name: str, kind: str, values: tuple[int, ...]) -> None: ...
    def recall(self, name: str) -> tuple[int, ...]: ...
    def set_done(self, done: bool) -> None: ...

    # pushing frames
    def run_block(
        self,
        actor: int,
        block: tuple[int, ...],
        only_if_done: bool = False,
        power: int | None = None,
    ) -> None: ...
    def run_power(self, p: int, card: int, source: int = -1) -> None: ...
    def announce_hunt_success(self, p: int, card: int) -> None: ...
    def watch_hunt(self, p: int, card: int) -> None: ...
    def take_habitat_action(
        self, p: int, habitat: Habitat, after_steps: bool = True, pink: bool = True
    ) -> None: ...
    def move_cube(self, p: int, start: Habitat, column: int, end: Habitat, to: int) -> bool: ...
    def start_bird_play(
        self,
        p: int,
        card: int,
        habitat: Habitat,
        eggs_off: int = 0,
        food_off: Food | None = None,
        free: bool = False,
    ) -> None: ...
    def ask_keep_bonus(self, p: int, offered: tuple[int, ...], keep: int) -> None: ...
    def before_turn_ends(self, frame: Frame) -> bool: ...
    def at_turn_end(self, actor: int, path: tuple[int, ...]) -> bool: ...

    # the table's seats
    def rival_seats(self) -> int: ...
    # players acting at once (Flock mode); the base game runs everything at once
    def reach(self, p: int, block: tuple[int, ...], power: int | None = None) -> None: ...
    def busy_lane(self, p: int) -> int | None: ...
    def run_later(
        self,
        after: int,
        players: tuple[int, ...],
        block: tuple[int, ...],
        power: int | None = None,
        frames: tuple[Frame, ...] = (),
    ) -> None: ...
    def turn_order_parts(
        self, actor: int, start: int
    ) -> tuple[tuple[tuple[int, ...], int | None], ...]: ...

    # players
    def set_player(self, p: int, **changes: Any) -> Player: ...
    def add_food(self, p: int, food: Food, n: int = 1) -> None: ...
    def set_bird(self, p: int, habitat: Habitat, column: int, bird: Bird) -> None: ...
    def cache_food(self, p: int, card: int, food: Food, source: str) -> None: ...
    def tuck_card(self, p: int, card: int, tucked: int, source: str) -> None: ...
    def add_to_hand(self, p: int, card: int, public: bool = False) -> None: ...
    def remove_from_hand(self, p: int, card: int) -> None: ...
    def discard_from_hand(self, p: int, card: int) -> None: ...
    def lay_egg(self, p: int, habitat: Habitat, column: int) -> Bird: ...
    def cache_round_goal(self, p: int, card: int) -> bool: ...
    def remove_egg(self, p: int, habitat: Habitat, column: int) -> Bird: ...

    # the table
    def set_table(self, t: int, **changes: Any) -> Table: ...
    def draw_from_deck(self, t: int) -> int | None: ...
    def draw_to_hand_from_deck(self, p: int) -> bool: ...
    def take_from_tray(self, t: int, slot: int) -> int: ...
    def draw_to_hand_from_tray(self, p: int, slot: int) -> None: ...
    def draw_chosen(self, p: int, move: DrawFromTray | DrawFromDeck) -> None: ...
    def refill_tray(self, t: int) -> None: ...
    def roll_feeder(self, t: int, reason: str) -> None: ...
    def take_die_for_food(self, p: int, face: DieFace, food: Food) -> None: ...
    def take_die(self, t: int, face: DieFace) -> None: ...


class GameStep(StepOps, Protocol):
    """``StepOps`` plus what the base game's own frames (setup, turns, rounds) change: the
    engine's ``Step`` provides it. Frames declared with a primitive only use ``StepOps``."""

    phase: Phase
    round: int
    turn: int
    first_player: int
    goals: tuple[int, ...]
    goal_points: tuple[tuple[int, ...], ...]
    mode_state: ModeState | None  # the mode's own state (``GameState.mode_state``)
    lanes: list[Lane]
    cancelled_rounds: tuple[int, ...]  # the rounds whose goal tile a power cached

    @property
    def active_player(self) -> int: ...
    def spend_food(self, p: int, payment: tuple[int, ...]) -> None: ...
    def replace_tray(self, t: int) -> None: ...
    def offer_pink_powers(
        self, event: BirdPlayed | ActionCompleted | PredatorSucceeded | CardTucked | FoodGained
    ) -> None: ...
    def offer_pink_powers_to_all(self, trigger: Event) -> None: ...
    def freeze(self) -> GameState: ...


class Frame:
    """Base of every frame. ``TAG`` names the frame type in saved games, forever."""

    __slots__ = ()
    TAG: ClassVar[str] = ""
    IS_DECISION: ClassVar[bool] = False
    #: Fields naming a bird (a card id) on the mat of the frame's ``player``.
    MAT_BIRDS: ClassVar[tuple[str, ...]] = ()
    #: Whether the frame acts on the bird of the power it runs in ("this bird"), which its
    #: ``player`` must therefore own.
    ON_POWER_BIRD: ClassVar[bool] = False
    #: Whether the frame is a power's step left for the end of the turn, which runs after its
    #: power has ended ("at the end of your turn": a discard, cards kept from those set aside).
    AT_TURN_END: ClassVar[bool] = False
    #: How a game drawn from another player's observation redraws what ``seen_by`` hides (the
    #: kind and the field; ``state.fields.Redraw``): every frame that hides cards declares it.
    REDRAW: ClassVar[tuple[Redraw, str] | None] = None

    def seen_by(self, viewer: int) -> Frame:
        """This frame as ``viewer`` may see it (hidden cards replaced); itself by default."""
        return self


class Work(Frame):
    """A frame the engine runs by itself, until the next decision."""

    __slots__ = ()

    def run(self, step: GameStep) -> None:
        raise NotImplementedError(f"{type(self).__name__} does not say how it runs")


class Decision(Frame):
    """A frame that waits for ``player`` to choose one of ``options``."""

    __slots__ = ()
    IS_DECISION: ClassVar[bool] = True
    #: The move types that answer this decision (the legal ones are a subset).
    ACCEPTS: ClassVar[tuple[type, ...]] = ()
    #: Whether the decision lapses when it has no option (an obligation that became
    #: impossible, rules 10.2 #11). A decision that must always have one (paying a bird's cost,
    #: which was checked before the bird was played) says False: no option is then an error.
    LAPSES: ClassVar[bool] = True
    player: int

    def options(self, view: View) -> list[Move]:
        raise NotImplementedError(f"{type(self).__name__} does not list its options")

    def accepts(self, config: GameConfig) -> tuple[type, ...]:
        """The move types that answer this decision in a game of ``config``: its ``ACCEPTS``,
        unless a mode adds moves to it (the choice of an action)."""
        return self.ACCEPTS

    def answer(self, step: GameStep, move: Any) -> None:
        """Carry out ``move``, one of ``options``: each decision declares the move types it
        accepts (its ``ACCEPTS``) as the type of ``move``."""
        raise NotImplementedError(f"{type(self).__name__} does not say how it is answered")

    def label(self, names: Naming) -> str:
        raise NotImplementedError(f"{type(self).__name__} does not say what it asks")


#: What a slot holds: its values are card ids, food types, die faces, bird card ids or players.
#: ``counts``: how many of each food type, by type (a snapshot of a supply).
#: The slot of a running power listing its activated predators whose hunt succeeded
#: (``StepOps.watch_hunt``: a power rewarding each success, docs/architecture.md).
HUNTS_SUCCEEDED = "predators-succeeded"
SLOT_KINDS = ("cards", "food", "dice", "birds", "players", "counts")
#: The largest value a ``counts`` slot holds (a player's tokens of one food type).
MAX_SLOT_COUNT = 10_000


@frozen
class Slot:
    """One named value a power remembers (``kind``: one of ``SLOT_KINDS``), as integers.

    Cards in a ``cards`` slot are out of every pile while the power runs (a revealed card, a
    draft's laid-out cards): the game's card count includes them.
    """

    name: str
    kind: str
    values: tuple[int, ...] = ()


@frozen
class PowerContext:
    """A running power: whose (``owner``), on which bird (``bird``, "this bird", whose card's
    power runs), what it remembers (``slots``) and whether its last cost was paid (``done``,
    for "if you do"). A copied power (rules 9.3.3) runs the printed power of another card,
    ``source``, as if ``bird`` had it: its effects are that card's, "this bird" is ``bird``
    (-1: the bird's own power; ``runs`` is the card whose power runs)."""

    owner: int
    bird: int
    slots: tuple[Slot, ...] = ()
    done: bool = True
    source: int = -1

    @property
    def runs(self) -> int:
        """The card whose printed power's effects run: ``source`` for a copy, else ``bird``."""
        return self.bird if self.source < 0 else self.source

    def recall(self, name: str) -> tuple[int, ...]:
        """The values remembered under ``name`` (empty if nothing was)."""
        for slot in self.slots:
            if slot.name == name:
                return slot.values
        return ()

    def remember(self, name: str, kind: str, values: tuple[int, ...]) -> PowerContext:
        """A copy with ``name`` set to ``values``."""
        kept = tuple(s for s in self.slots if s.name != name)
        slots = kept + (Slot(name, kind, values),)
        return PowerContext(self.owner, self.bird, slots, self.done, self.source)


def declared(base: type[_T], *modules: ModuleType) -> tuple[type[_T], ...]:
    """The classes deriving from ``base`` that ``modules`` declare, in declaration order.

    Tables of the vocabulary (every effect, every frame, every move) are built with this from
    the modules that declare them, never listed by hand.
    """
    found: list[type[_T]] = []
    for module in modules:
        for value in vars(module).values():
            if (
                isinstance(value, type)
                and issubclass(value, base)
                and value.__module__ == module.__name__
                and value.__dict__.get("TAG")
            ):
                found.append(value)
    return tuple(found)
