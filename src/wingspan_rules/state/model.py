"""The game state: one tree of frozen, slotted value classes with no callables inside.

Cards are referred to by their integer id in the game's ``CardSet`` (see ``catalog``); birds on a
mat are found by (habitat, column). A state is a value: cloning is free, equality is structural,
and a game paused anywhere (in the middle of a power, waiting for an opponent's answer)
serializes and resumes identically, because all pending work is the explicit ``pending`` stack.

Shared components (birdfeeder, tray, deck, discard pile, bonus deck) belong to a ``Table`` that
players sit at, so that Flock mode (two tables) and Duet mode fit without restructuring. The
bonus deck is shared by every table: it lies at the first table (``BONUS_TABLE``).

Flock mode (rules 8.2) has two players acting at once: each active player's pending work is a
``Lane`` of its own (``GameState.lanes``). A mode's own part of the table is one tagged value,
``GameState.mode_state`` (``state.modes``): this module names no mode.
"""

from __future__ import annotations

import enum
import re
from collections.abc import Iterator
from typing import TypeVar

import attrs
from attrs import frozen

from ..errors import ConfigError
from .enums import BASE_FOODS, FOOD_TYPES, HABITATS, NO_FOOD, DieFace, Habitat
from .events import Event
from .fields import EMPTY as EMPTY  # an empty tray slot
from .fields import HIDDEN as HIDDEN  # a card an observer cannot see
from .fields import (
    RESAMPLE,
    RESAMPLED_AFRESH,
    RESAMPLED_MODE,
    RESAMPLED_PUBLIC,
    Resample,
)
from .modes import BaseGame, ExpansionOptions, ModeOptions, ModeState, SetupPreset
from .moves import Move
from .protocol import Frame, PowerContext


class Phase(enum.Enum):
    """Where the game is: players choosing their setup, playing rounds, or over."""

    SETUP = "setup"
    PLAY = "play"
    OVER = "over"


class GoalBoard(enum.Enum):
    """The side of the goal board in play (rules 4.2-4.3)."""

    GREEN = "green"  # majority scoring, the default
    BLUE = "blue"  # one point per item, up to 5


#: Green goal board, points for 1st/2nd/3rd place per round (rules 4.2; [U] #19).
GREEN_POINTS: tuple[tuple[int, int, int], ...] = ((4, 1, 0), (5, 2, 1), (6, 3, 2), (7, 4, 3))
#: Cubes per player per round (rules 3.1).
CUBES_PER_ROUND: tuple[int, ...] = (8, 7, 6, 5)
ROUNDS = 4
#: No cube placed on any of the four actions yet (``Player.actions``).
NO_ACTIONS: tuple[int, ...] = (0, 0, 0, 0)
ROW_SIZE = 5  # bird slots per habitat row (rules 2.1)
DEALT_BIRDS = 5  # bird cards dealt to each player in setup (rules 1.7)
DEALT_BONUS = 2  # bonus cards dealt to each player in setup (rules 1.7)
#: The food each player is dealt in setup: one of each base type (rules 1.7).
STARTING_FOOD: tuple[int, ...] = tuple(1 if f in BASE_FOODS else 0 for f in range(FOOD_TYPES))
DICE = 5  # food dice of the birdfeeder (rules 1.4)
TRAY_SIZE = 3  # face-up cards in the bird tray (rules 1.6)
#: The most tokens of one food a player or a bird may hold: the supply ends there (a real game
#: stays far below; a save holds no more, so a gain beyond it is lost rather than unsavable).
MAX_TOKENS = 999
#: The table whose bonus deck and bonus discard pile every player uses: the bonus deck is
#: shared, also by Flock's two groups (rules 8.2); the other tables' bonus piles stay empty.
BONUS_TABLE = 0


@frozen
class HouseRules:
    """Options for values the rules leave open ([U] in the rules reference) and table choices.

    ``green_points``: points per place on the green board, one row per round ([U] #19).
    ``pink_order_clockwise``: simultaneous pink triggers resolve clockwise from the active
    player's left neighbour ([U] #17).
    ``pink_before_white``: the pink powers a played bird triggers answer before that bird's
    white power, right after the bird is placed (rules 3.9: a pink power resolves right after
    its trigger); ``False`` answers them once the white power (and any bird it played) is done.
    ``offer_dominated_payments``: also offer food payments that spend a superset of another
    valid payment (never useful in the base game; off keeps the move lists small).
    ``bonus_tiers``: overrides of bonus-card tiers by card name, for the disputed printings
    ([U] #10-12), as ``((name, ((min, max, points), ...)), ...)``.
    ``take_everything``: a power's gain of several food, eggs or cards is taken in full, with no
    "how many" question (food of one type from the supply, caches, cards from the deck or
    tucked from it, the whole tray, an egg on each matching bird). The rules let a player take
    fewer (rules 10.1 #1), and that is the default; this option is for bots that want fewer
    decisions. Gains taken one at a time (dice, eggs on chosen birds, cards from the tray or
    the deck) keep their "stop" either way.
    ``pink_right_after_trigger``: every pink power is asked right after its trigger, even in the
    middle of another power, and one done wholly "at the end of their turn" too (the reading
    before rules 3.9 was followed to the letter). The default, ``False``: a pink power triggered
    inside another power is asked once that whole power is done, and one done wholly at the
    end of the turn is asked at the end of that turn, after everything else in it (rules 3.9).
    ``steal_from_rival_supply``: against a rival that is no player (the solo opponent), a
    power that steals from "another player" takes the food from the supply instead (rules
    6.6, the default); ``False`` keeps such powers unused in a game of one player, with no
    other player to take from.
    """

    green_points: tuple[tuple[int, int, int], ...] = GREEN_POINTS
    pink_order_clockwise: bool = True
    pink_before_white: bool = True
    offer_dominated_payments: bool = False
    bonus_tiers: tuple[tuple[str, tuple[tuple[int, int | None, int], ...]], ...] = ()
    take_everything: bool = False
    pink_right_after_trigger: bool = False
    steal_from_rival_supply: bool = True

    def __attrs_post_init__(self) -> None:
        for name in _HOUSE_FLAGS:
            if type(getattr(self, name)) is not bool:
                raise ConfigError(f"house rule {name} must be True or False")
        rows = self.green_points
        if (
            not isinstance(rows, tuple)
            or len(rows) != ROUNDS
            or not all(isinstance(row, tuple) and len(row) == 3 for row in rows)
            or not all(is_count(v, MAX_POINTS) for row in rows for v in row)
        ):
            raise ConfigError(
                f"green_points must be {ROUNDS} rows (one per round) of 3 points of 0-{MAX_POINTS}"
            )
        if not isinstance(self.bonus_tiers, tuple) or not all(
            _is_override(o) for o in self.bonus_tiers
        ):
            raise ConfigError(
                "bonus_tiers must be (name, ((min, max or None, points), ...)) pairs, with counts "
                f"and points of 0-{MAX_POINTS} and each max at least its min"
            )


#: The house-rule options that are on or off.
_HOUSE_FLAGS = (
    "pink_order_clockwise",
    "pink_before_white",
    "offer_dominated_payments",
    "take_everything",
    "pink_right_after_trigger",
    "steal_from_rival_supply",
)
#: The most points a place on the goal board or a bonus tier may give, and the largest count a
#: tier may name (a saved game refuses goal points beyond this).
MAX_POINTS = 100


def is_count(value: object, limit: int) -> bool:
    """Whether ``value`` is an int (not a bool) of 0 to ``limit``."""
    return type(value) is int and 0 <= value <= limit


def _is_override(override: object) -> bool:
    if not isinstance(override, tuple) or len(override) != 2:
        return False
    name, tiers = override
    if not isinstance(name, str) or not name or not isinstance(tiers, tuple) or not tiers:
        return False
    for tier in tiers:
        if not isinstance(tier, tuple) or len(tier) != 3:
            return False
        lo, hi, points = tier
        if not is_count(lo, MAX_POINTS) or not is_count(points, MAX_POINTS):
            return False
        if hi is not None and not (is_count(hi, MAX_POINTS) and hi >= lo):
            return False
    return True


#: The readings of which power activations are offered (``GameConfig.offers``): the default,
#: then the reading of the games played before the option existed.
HONEST_OFFERS = "honest"
LEGACY_OFFERS = "legacy"
OFFERS = (HONEST_OFFERS, LEGACY_OFFERS)


@frozen
class GameConfig:
    """How a game is set up.

    ``mode``: the way to play and its options, one tagged value (``ModeOptions``): the base
    game's ``BaseGame()`` or a mode's options (``AutomaOptions()``, ``DuetOptions()``,
    ``FlockOptions()``, declared in the mode packages); it fixes the player counts allowed
    and checks what else of the configuration the mode allows (``ModeOptions.check``).
    ``goals``: the names of four goal sides for rounds 1-4, or empty to draw them at random
    (four different tiles, a random side each).
    ``setup``: a setup preset (``SetupPreset``: Swift-Start's ``SwiftStart(name="base")``,
    rules 7), or ``None`` for the normal setup.
    ``sets``: the bundled card sets in play, in load order (``("core",)`` by default;
    ``("core", "european")`` adds the European expansion). An entry ``"set:part"`` is one
    card file of a bundled set, its pack: ``("core", "promos:canada")`` plays one promo pack,
    ``("core", "promos:canada", "promos:usa")`` two (``card_set_name`` reads the set). ``bundled_rules`` and ``rules_for``
    load exactly these sets; a ``Rules`` object built from a card set of one's own plays that
    set's cards (an author's cards included) and keeps ``sets`` as the record of the bundled
    sets it was made from.
    """

    players: int = 2
    goal_board: GoalBoard = GoalBoard.GREEN
    goals: tuple[str, ...] = ()
    house: HouseRules = HouseRules()
    mode: ModeOptions = BaseGame()
    setup: SetupPreset | None = None
    sets: tuple[str, ...] = ("core",)
    offers: str = HONEST_OFFERS
    #: The expansions' options (``ExpansionOptions``, at most one per expansion); an expansion
    #: named by none plays its defaults (``expansion_options``). Left out of saves while empty.
    expansions: tuple[ExpansionOptions, ...] = ()

    def __attrs_post_init__(self) -> None:
        _check_sets(self.sets)
        if self.offers not in OFFERS:
            raise ConfigError(f"offers must be one of {', '.join(OFFERS)}, not {self.offers!r}")
        if not isinstance(self.mode, ModeOptions):
            raise ConfigError(f"mode must be a mode's options (ModeOptions), not {self.mode!r}")
        allowed = type(self.mode).PLAYERS
        if type(self.players) is not int or self.players not in allowed:
            counts = (
                f"{allowed[0]} to {allowed[-1]} players"
                if len(allowed) > 1
                else (f"{allowed[0]} player{'s' if allowed[0] > 1 else ''}")
            )
            raise ConfigError(f"the {self.mode.name} mode takes {counts}")
        if not isinstance(self.goal_board, GoalBoard):
            raise ConfigError(f"goal_board must be a GoalBoard, not {self.goal_board!r}")
        if not isinstance(self.goals, tuple) or not all(isinstance(g, str) for g in self.goals):
            raise ConfigError("goals must be a tuple of goal-side names")
        if self.goals and len(self.goals) != 4:
            raise ConfigError("give exactly 4 goal sides (one per round), or none for random")
        if not isinstance(self.house, HouseRules):
            raise ConfigError(f"house must be a HouseRules, not {type(self.house).__name__}")
        if self.setup is not None:
            if not isinstance(self.setup, SetupPreset):
                raise ConfigError(
                    f"setup must be a setup preset (SetupPreset) or None, not {self.setup!r}"
                )
            self.setup.check(self)
        self.mode.check(self)
        _check_expansion_options(self)

    def expansion_options(self, kind: type[_E]) -> _E:
        """The options of the expansion whose options class is ``kind``: the configured ones,
        or its defaults."""
        for options in self.expansions:
            if type(options) is kind:
                return options
        return kind()


#: A card set's name: a word, as the card language's ``set`` line writes it; in
#: ``GameConfig.sets``, optionally followed by ``:part``, one card file (a pack) of that set.
_SET_NAME = re.compile(r"[a-z][a-z0-9_-]{0,31}")
_SET_ENTRY = re.compile(r"([a-z][a-z0-9_-]{0,31})(?::([a-z][a-z0-9_-]{0,31}))?")


def card_set_name(entry: str) -> str:
    """The card set an entry of ``GameConfig.sets`` names: ``"promos"`` for the whole set and
    for one of its packs, ``"promos:canada"``. The cards of a pack declare their set's name,
    and an expansion's hooks serve the set whether the game plays all of it or a pack."""
    return entry.partition(":")[0]


#: The most card sets one game names (every published set and promo pack fits).
MAX_SETS = 16


_E = TypeVar("_E", bound=ExpansionOptions)


def _check_expansion_options(config: GameConfig) -> None:
    """Each of ``config.expansions`` an expansion's options, at most one per expansion, each
    allowing the rest of the configuration (``ExpansionOptions.check``)."""
    options = config.expansions
    if not isinstance(options, tuple) or not all(isinstance(o, ExpansionOptions) for o in options):
        raise ConfigError("expansions must be a tuple of expansions' options (ExpansionOptions)")
    tags = [o.TAG for o in options]
    if len(set(tags)) < len(tags):
        raise ConfigError(f"one options value per expansion, not {', '.join(sorted(tags))}")
    for o in options:
        o.check(config)


def _check_sets(sets: object) -> None:
    """Refuse a ``GameConfig.sets`` that is not a short tuple of distinct set names."""
    if not isinstance(sets, tuple) or not sets:
        raise ConfigError('sets must be a non-empty tuple of card-set names, e.g. ("core",)')
    if len(sets) > MAX_SETS:
        raise ConfigError(f"sets names {len(sets)} card sets; at most {MAX_SETS}")
    for name in sets:
        if not isinstance(name, str) or not _SET_ENTRY.fullmatch(name):
            raise ConfigError(
                f"sets: {name!r} is not a card-set name (a lower-case word such as 'european',"
                " or a set and one of its packs, such as 'promos:canada')"
            )
    if len(set(sets)) != len(sets):
        raise ConfigError("sets names a card set twice")
    for name in sets:
        if ":" in name and card_set_name(name) in sets:
            raise ConfigError(f"sets names both {card_set_name(name)!r} and a pack of it, {name!r}")


@frozen(weakref_slot=False)  # built through a twin (``state.values.builder``)
class Bird:
    """A bird card on a player's mat, with what lies on it.

    Tucked cards lie face down (rules 3.10); where each came from says who knows it (see
    ``observations``): one tucked from the owner's hand is known to the owner alone, one
    revealed before it was tucked (a predator's card) to every player, and one tucked
    straight from the deck to nobody (the default, for a card not in either list).
    """

    card: int
    eggs: int = 0
    cached: tuple[int, ...] = NO_FOOD  # food tokens per type (never spendable)
    tucked: tuple[int, ...] = ()  # card ids, face down
    tucked_from_hand: tuple[int, ...] = ()  # those of ``tucked`` that came from the hand
    tucked_revealed: tuple[int, ...] = ()  # those of ``tucked`` revealed before being tucked
    # Placed sideways, covering two spaces of its row (European expansion, rules 9.1): one
    # bird in two columns.
    sideways: bool = False
    # The eggs it may hold beyond its printed limit: a power laid them past the limit (Asia,
    # rules 9.3.7); they stay, and every other laying still stops at the printed limit.
    over_limit: int = 0
    # The goal tiles cached on it (a power took the round's tile off the goal board: the
    # promo Daurian Jackdaw, rules 9.6): each scores 1 point at the end, as a cached food,
    # and is no food (no power, bonus card or goal counts it). They leave with the bird.
    goal_tiles: int = 0


#: The most egg markers one slot holds (rules-expansions 9.5.9): one per run of a power placing
#: them, the printed bird's and its copies'; a power finding this many adds none, and a save
#: holding more is refused.
MAX_MARKERS_PER_SLOT = 4


def row_spaces(row: tuple[Bird, ...]) -> int:
    """The spaces a row's birds cover: one each, two for a sideways bird (rules 9.1)."""
    spaces = len(row)  # a plain loop: a generator in ``sum`` costs twice as much here
    for bird in row:
        if bird.sideways:
            spaces += 1
    return spaces


def covered_columns(row: tuple[Bird, ...]) -> tuple[tuple[int, ...], ...]:
    """The columns (0-4) each bird of a row covers, left to right: one, or two for a sideways
    bird (rules 9.1). A goal about columns (a completed column, birds in a column, adjacency)
    reads the mat through this: a sideways bird is in both its columns, and still one bird."""
    found: list[tuple[int, ...]] = []
    column = 0
    for bird in row:
        width = 2 if bird.sideways else 1
        found.append(tuple(range(column, column + width)))
        column += width
    return tuple(found)


@frozen(weakref_slot=False)  # built through a twin (``state.values.builder``)
class Player:
    food: tuple[int, ...] = NO_FOOD  # the personal supply, per food type
    hand: tuple[int, ...] = ()
    # The cards of ``hand`` every other player has seen: taken face up (from the tray, or
    # from the cards a draft laid out), and not hidden since by a card tucked from the hand.
    known: tuple[int, ...] = ()
    bonus: tuple[int, ...] = ()
    mat: tuple[tuple[Bird, ...], ...] = ((), (), ())  # rows by habitat, left to right
    cubes_used: int = 0  # action cubes placed this round
    #: The cubes placed this round on each action (``Action`` order: play a bird, gain food, lay
    #: eggs, draw cards); their sum is ``cubes_used`` (rules 9.1: "if you used all 4 types of
    #: actions this round", "for each action cube on their [habitat]").
    actions: tuple[int, ...] = NO_ACTIONS
    pink_used: tuple[int, ...] = ()  # birds (card ids) whose pink power fired since last turn
    table: int = 0
    # Food gained since this player's turn began, per food type ("a type you already gained
    # this turn"): counted from every food gained, cleared when their next turn begins.
    turn_gains: tuple[int, ...] = NO_FOOD
    # Bird cards drawn by a power and kept apart from the hand until the end of this player's
    # turn, when they keep some and discard the rest (hidden from the other players).
    aside: tuple[int, ...] = ()
    # The zones of an expansion's cards that are not birds (``hooks.CardZone``), as (zone name,
    # card ids), in the order declared; empty in the base game (and then left out of saves).
    zones: tuple[tuple[str, tuple[int, ...]], ...] = ()
    # What this player's turn under way did that a power reads later in the turn (a turn
    # memory, ``effects.turn_memory``), as (note name, values) in the order first noted: the
    # birds that received an egg, the food types taken from the birdfeeder. Cleared when their
    # next turn begins; kept only in a game whose cards read it (else empty, left out of saves).
    turn_notes: tuple[tuple[str, tuple[int, ...]], ...] = ()
    # Bonus cards of other players this player scores too, as if their own, for their own
    # birds: copied at game end by a power (Asia, rules 9.3.4); empty otherwise (left out of
    # saves while empty).
    copied_bonus: tuple[int, ...] = ()
    # The bonus cards this player put on the shared bonus discard pile and knows lie there
    # (a card is forgotten once the pile is shuffled, or another player discards it again):
    # their own view shows this record, no other player's does; the pile itself stays face
    # down in every view. Empty: left out of saves.
    bonus_discarded: tuple[int, ...] = ()
    # Egg markers lying on empty slots of the mat (Americas, rules-expansions 9.5.9), as
    # (habitat, column) pairs in order, one pair per marker (two markers on a slot: the pair
    # twice). A marker is no egg: it scores nothing and no count reads it; the next bird
    # played on its slot takes it, one egg of that bird's egg cost. Empty: left out of saves.
    egg_markers: tuple[tuple[Habitat, int], ...] = ()

    def markers_at(self, habitat: Habitat, column: int) -> int:
        """The egg markers on the slot (``habitat``, ``column``) (``egg_markers``)."""
        return self.egg_markers.count((habitat, column)) if self.egg_markers else 0

    def zone(self, name: str) -> tuple[int, ...]:
        """The cards in zone ``name`` (none if the zone is empty or unknown)."""
        for zone, cards in self.zones:
            if zone == name:
                return cards
        return ()

    def noted(self, name: str) -> tuple[int, ...]:
        """The values of turn note ``name`` (``turn_notes``; none if nothing was noted)."""
        for note, values in self.turn_notes:
            if note == name:
                return values
        return ()

    def row(self, habitat: Habitat) -> tuple[Bird, ...]:
        return self.mat[habitat]

    def spaces(self, habitat: Habitat) -> int:
        """The spaces of ``habitat``'s row its birds cover (a sideways bird covers 2): the
        leftmost empty column is the next one (rules 2.1, 9.1)."""
        return row_spaces(self.mat[habitat])

    def birds(self) -> Iterator[tuple[Habitat, int, Bird]]:
        """Every (habitat, column, bird) on the mat, forest first, left to right."""
        for habitat, row in zip(HABITATS, self.mat, strict=True):
            for c, bird in enumerate(row):
                yield habitat, c, bird

    @property
    def bird_count(self) -> int:
        return len(self.mat[0]) + len(self.mat[1]) + len(self.mat[2])

    @property
    def total_eggs(self) -> int:
        total = 0  # a plain loop: half the cost of a generator in ``sum`` (read every turn)
        for row in self.mat:
            for bird in row:
                total += bird.eggs
        return total


@frozen(weakref_slot=False)  # built through a twin (``state.values.builder``)
class Table:
    """The shared components players sit at."""

    deck: tuple[int, ...] = ()  # top of the deck first
    discard: tuple[int, ...] = ()  # face up, newest last
    tray: tuple[int, ...] = ()  # three slots, -1 for an empty slot
    feeder: tuple[DieFace, ...] = ()  # dice in the birdfeeder
    outside: tuple[DieFace, ...] = ()  # dice taken out of the feeder, with their last face
    bonus_deck: tuple[int, ...] = ()
    bonus_discard: tuple[int, ...] = ()
    # Bonus cards revealed for every player to score at the game's end, on their own birds
    # (the promo Lesser Prairie-Chicken, rules 9.6): face up, at ``BONUS_TABLE`` only.
    shared_bonus: tuple[int, ...] = ()
    # The shared zones of an expansion's cards that are not birds (``hooks.CardZone`` with
    # ``shared``: the Americas' hummingbird deck and garden piles), as (zone name, card ids);
    # empty in a game without one (and then left out of saves).
    zones: tuple[tuple[str, tuple[int, ...]], ...] = ()
    # The kind of each die of ``feeder`` and ``outside``, in step with them, when a table's
    # dice are not all alike (Flock with Oceania: 2 nectar and 3 base dice, rules-expansions
    # 9.2.13; ``effects.dice``): names of dice (``"base"``, an expansion's ``die_kind``). Empty:
    # every die is the game's one die (``hooks.InForce.die``; and then left out of saves).
    feeder_kinds: tuple[str, ...] = ()
    outside_kinds: tuple[str, ...] = ()

    def zone(self, name: str) -> tuple[int, ...]:
        """The cards in shared zone ``name`` (none if the zone is empty or unknown)."""
        for zone, cards in self.zones:
            if zone == name:
                return cards
        return ()


@frozen(weakref_slot=False)  # built through a twin (``state.values.builder``)
class Lane:
    """The pending work of one active player, while several act at once (Flock, rules 8.2).

    A lane is a stack of frames and the powers they run, like ``GameState.pending`` and
    ``GameState.powers``: ``player``'s turn (from ``begin-turn`` to ``end-turn``), the pink
    powers it triggers and the other players' answers, and, below the turn, the work that
    reaches ``player`` only once their turn is over (``deferred`` frames). With ``waits``, the
    lane starts only when the lanes before it are done (Flock's seven-player rule: the two
    ends of the four-player group take their turns one after the other).
    """

    player: int
    pending: tuple[Frame, ...] = ()
    powers: tuple[PowerContext, ...] = ()
    waits: bool = False


#: Field metadata read by the engine's ``Step``: a component edited as a list during a step
#: (players, tables, the pending stack), and the events, which each step starts afresh. Each
#: field also says how a game drawn from an observation gets it (``state.fields.Resample``).
_EDITED_AS_LIST = {"step": "list", RESAMPLE: Resample.REDRAWN}
_EDITED_PUBLIC = {"step": "list", RESAMPLE: Resample.PUBLIC}
_EMITTED = {"step": "emitted", RESAMPLE: Resample.REDRAWN}


@frozen(weakref_slot=False)  # built through a twin (``state.values.builder``)
class GameState:
    """The whole game: everything ``apply`` needs, nothing callable.

    A new component (a Duet map, an Automa deck) is one field here: the engine's ``Step``
    copies and freezes every field from this declaration, and the saved-game converter
    reads it too.
    """

    config: GameConfig = attrs.field(metadata=RESAMPLED_PUBLIC)
    card_set: str = attrs.field(metadata=RESAMPLED_PUBLIC)  # the CardSet's fingerprint
    rng: int = attrs.field(metadata=RESAMPLED_AFRESH)  # the random stream (splitmix64 state)
    players: tuple[Player, ...] = attrs.field(metadata=_EDITED_AS_LIST)
    tables: tuple[Table, ...] = attrs.field(metadata=_EDITED_AS_LIST)
    goals: tuple[int, ...] = attrs.field(metadata=RESAMPLED_PUBLIC)  # goal sides, rounds 1-4
    # per finished round, per player
    goal_points: tuple[tuple[int, ...], ...] = attrs.field(default=(), metadata=RESAMPLED_PUBLIC)
    phase: Phase = attrs.field(default=Phase.SETUP, metadata=RESAMPLED_PUBLIC)
    round: int = attrs.field(default=1, metadata=RESAMPLED_PUBLIC)
    turn: int = attrs.field(default=0, metadata=RESAMPLED_PUBLIC)  # turns taken this round
    first_player: int = attrs.field(default=0, metadata=RESAMPLED_PUBLIC)  # starts the round
    pending: tuple[Frame, ...] = attrs.field(default=(), metadata=_EDITED_AS_LIST)
    # The powers being resolved, innermost last: what each remembers (see ``protocol``).
    powers: tuple[PowerContext, ...] = attrs.field(default=(), metadata=_EDITED_PUBLIC)
    events: tuple[Event, ...] = attrs.field(default=(), metadata=_EMITTED)
    # The mode's own part of the table (the Duet map, the Automa, Flock's dial): one tagged
    # value whose class is declared in the mode's package; None in the base game.
    mode_state: ModeState | None = attrs.field(default=None, metadata=RESAMPLED_MODE)
    # The lanes of the players acting at the same time (Flock, rules 8.2): each active player's
    # pending work; ``pending`` then holds only the round's flow below them. Empty otherwise.
    lanes: tuple[Lane, ...] = attrs.field(default=(), metadata=_EDITED_AS_LIST)
    # The rounds (1-4, in order) whose goal tile a power took off the goal board (a goal tile
    # cached on a bird, rules 9.6): nobody scores a goal at their end, and every later round
    # has one more turn (``CardSet.round_cubes``). Empty: left out of saves.
    cancelled_rounds: tuple[int, ...] = attrs.field(default=(), metadata=RESAMPLED_PUBLIC)
    # The legal moves of the pending decision, listed once by the engine when it made this
    # state (derived data: not compared, not saved, not an argument).
    # No default: the slot stays empty (and __init__ stays cheap) until the engine lists them.
    listed: tuple[Move, ...] = attrs.field(init=False, eq=False, repr=False)
    # With lanes, the legal moves of each lane's decision (``()`` for a lane that waits):
    # derived the same way; empty until listed (and without lanes).
    listed_lanes: tuple[tuple[Move, ...], ...] = attrs.field(
        init=False, eq=False, repr=False, default=()
    )

    @property
    def table(self) -> Table:
        """The table of the base game (Flock mode has two)."""
        return self.tables[0]

    @property
    def active_player(self) -> int:
        """The player whose turn it is (not necessarily the one deciding now); in Flock mode
        the first of ``active_players``."""
        mode = self.mode_state
        acting = () if mode is None else mode.acting()
        if acting:
            return acting[0]
        return (self.first_player + self.turn) % self.config.players

    @property
    def active_players(self) -> tuple[int, ...]:
        """The players whose turn it is: one, or two at once in Flock mode (rules 8.2)."""
        mode = self.mode_state
        acting = () if mode is None else mode.acting()
        if acting:
            return acting
        return (self.active_player,)
