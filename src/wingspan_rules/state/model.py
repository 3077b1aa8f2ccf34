"""The game state: one tree of frozen, slotted value classes with no callables inside.

Cards are referred to by their integer id in the game's ``CardSet`` (see ``catalog``); birds on a
mat are found by (habitat, column). A state is a value: cloning is free, equality is structural,
and a game paused anywhere (in the middle of a power, waiting for an opponent's answer)
serializes and resumes identically, because all pending work is the explicit ``pending`` stack.

Shared components (birdfeeder, tray, deck, discard pile, bonus deck) belong to a ``Table`` that
players sit at, so that Flock mode (two tables) and Duet mode fit without restructuring. The
bonus deck is shared by every table: it lies at the first table (``BONUS_TABLE``).

Flock mode (rules 8.2) has two players acting at once: each active player's pending work is a
``Lane`` of its own (``GameState.lanes``), and the turn-order dial is ``GameState.flock``.
"""

from __future__ import annotations

import enum
import random
import re
from collections.abc import Iterator

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
from .moves import Move
from .protocol import Frame, PowerContext


class Phase(enum.Enum):
    """Where the game is: players choosing their setup, playing rounds, or over."""

    SETUP = "setup"
    PLAY = "play"
    OVER = "over"


class Mode(enum.Enum):
    """Which way to play (rules 1.1): the base game or one of the rulebooks' variants.

    Each mode's rules live in ``wingspan_rules.variants``; the base frames consult the mode
    only through the variant declared for it there.
    """

    BASE = "base"  # 1-5 players (solo without an opponent is allowed for practice)
    AUTOMA = "automa"  # 1 human against the Automa (rules 6)
    DUET = "duet"  # exactly 2 players on the Duet map (rules 8.1)
    FLOCK = "flock"  # 6-7 players in two groups (rules 8.2)


#: The player counts each mode allows.
MODE_PLAYERS: dict[Mode, range] = {
    Mode.BASE: range(1, 6),
    Mode.AUTOMA: range(1, 2),
    Mode.DUET: range(2, 3),
    Mode.FLOCK: range(6, 8),
}


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
    """

    green_points: tuple[tuple[int, int, int], ...] = GREEN_POINTS
    pink_order_clockwise: bool = True
    pink_before_white: bool = True
    offer_dominated_payments: bool = False
    bonus_tiers: tuple[tuple[str, tuple[tuple[int, int | None, int], ...]], ...] = ()
    take_everything: bool = False

    def __attrs_post_init__(self) -> None:
        for name in _HOUSE_FLAGS:
            if type(getattr(self, name)) is not bool:
                raise ConfigError(f"house rule {name} must be True or False")
        rows = self.green_points
        if (
            not isinstance(rows, tuple)
            or len(rows) != ROUNDS
            or not all(isinstance(row, tuple) and len(row) == 3 for row in rows)
            or not all(_is_count(v, MAX_POINTS) for row in rows for v in row)
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
)
#: The most points a place on the goal board or a bonus tier may give, and the largest count a
#: tier may name (a saved game refuses goal points beyond this).
MAX_POINTS = 100


def _is_count(value: object, limit: int) -> bool:
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
        if not _is_count(lo, MAX_POINTS) or not _is_count(points, MAX_POINTS):
            return False
        if hi is not None and not (_is_count(hi, MAX_POINTS) and hi >= lo):
            return False
    return True


# --- Duet mode (rules 8.1) --------------------------------------------------------------------
#: Duet tokens each player has (rules 8.1); more plays use substitutes.
DUET_TOKENS = 15
#: A Duet map space with no token on it (``DuetState.spaces``).
NO_TOKEN = -1


def _duet_round_points(options: DuetOptions) -> tuple[int, ...]:
    from ..variants.duet.map import load_map

    return load_map(options.map).round_points


def _duet_at_least_one() -> bool:
    from ..variants.duet.map import load_goals

    return load_goals().at_least_one


def _duet_pairs_adjacent() -> bool:
    from ..variants.duet.map import load_goals

    return load_goals().pairs_adjacent


@frozen
class DuetOptions:
    """The options of Duet mode (rules 8.1), each defaulting to the shipped data.

    ``map``: the Duet map, ``"default"`` (the shipped map, ``variants/duet/data``) or the path of
    a JSON map file of the same form; it is read and checked when the options are made
    (``ConfigError`` says what is wrong).
    ``round_points``: the points the winner of each round's Duet goal scores, rounds 1-4
    ([U] #1; default: the values the map file prints).
    ``at_least_one``: a player needs at least 1 item counted to score a round's goal ([U] #4;
    default from ``duet_goals.json``: yes); a goal the fewest tokens win is exempt.
    ``pairs_adjacent``: the two tokens of a "matching pair" must lie on spaces joined by a
    line ([U] #20; default from ``duet_goals.json``: yes).
    ``goals``: the names of four Duet goal sides for rounds 1-4 (four different tiles), or
    empty to draw 4 of the 6 tiles at random with a random side up.
    """

    map: str = "default"
    round_points: tuple[int, ...] = attrs.Factory(_duet_round_points, takes_self=True)
    at_least_one: bool = attrs.Factory(_duet_at_least_one)
    pairs_adjacent: bool = attrs.Factory(_duet_pairs_adjacent)
    goals: tuple[str, ...] = ()

    def __attrs_post_init__(self) -> None:
        from ..variants.duet.map import load_goals, load_map

        load_map(self.map)  # checks the map file (ConfigError)
        points = self.round_points
        if (
            not isinstance(points, tuple)
            or len(points) != ROUNDS
            or not all(_is_count(v, MAX_POINTS) for v in points)
        ):
            raise ConfigError(
                f"round_points must be {ROUNDS} points of 0-{MAX_POINTS}, one a round"
            )
        for name in ("at_least_one", "pairs_adjacent"):
            if type(getattr(self, name)) is not bool:
                raise ConfigError(f"{name} must be True or False")
        if not isinstance(self.goals, tuple) or not all(isinstance(g, str) for g in self.goals):
            raise ConfigError("Duet goals must be a tuple of Duet goal-side names")
        if self.goals:
            if len(self.goals) != ROUNDS:
                raise ConfigError("give exactly 4 Duet goal sides (one per round), or none")
            data = load_goals()
            tiles = {data.side_id(name) // 2 for name in self.goals}
            if len(tiles) != ROUNDS:
                raise ConfigError("the Duet goals must be 4 sides of 4 different tiles")


@frozen
class DuetState:
    """The Duet map during a game (rules 8.1): plain data, all of it public.

    ``goals``: the Duet goal side of rounds 1-4, as ids ``2 * (tile - 1) + side`` (side 0 is
    A, 1 is B) into ``variants.duet.map.load_goals().sides``.
    ``spaces``: the owner of the token on each map space (a player), or ``NO_TOKEN``.
    ``reset``: the tokens on the reset space, per player.
    ``supply``: the tokens each player has not placed (15 at the start; a token taken back
    from the reset space returns here).
    ``substitutes``: the substitute tokens each player has in play, placed when their supply
    was empty (rules 8.1 #7); a token taken back from the reset space is a substitute first.
    """

    goals: tuple[int, ...]
    spaces: tuple[int, ...]
    reset: tuple[int, ...] = (0, 0)
    supply: tuple[int, ...] = (DUET_TOKENS, DUET_TOKENS)
    substitutes: tuple[int, ...] = (0, 0)

    def tokens_on_map(self, player: int) -> int:
        return self.spaces.count(player)


#: The Automa's difficulty levels: points per face-down Automa bird (rules 6.1).
AUTOMA_DIFFICULTIES: dict[int, str] = {3: "Eaglet", 4: "Eagle", 5: "Eagle-eyed Eagle"}
#: The most food the Automa may be counted as holding for the tiebreak (``tiebreak_food``).
MAX_AUTOMA_FOOD = 100
#: The longest card name a configuration may give (a bonus card's name).
MAX_NAME = 100


@frozen
class AutomaOptions:
    """How the Automa plays (rules 6), for ``Mode.AUTOMA``.

    ``difficulty``: the points each of its face-down birds scores: 3 (Eaglet), 4 (Eagle, the
    normal level) or 5 (Eagle-eyed Eagle) (rules 6.1).
    ``expert``: the optional expert card, Automubon Society, joins its deck (rules 6.1 #4).
    ``human_first``: the human takes the first turn of every round ([U] #13, the default);
    ``False`` passes the first turn between the human and the Automa each round, like the
    first-player token of a two-player game, the first round's drawn at random.
    ``tiebreak_food``: the unused food the Automa is counted as holding when its total ties
    the human's ([U] #16; default 2).
    ``pink_on_actions``: whether the Automa's lay-eggs, gain-food and draw actions also offer
    the human's pink powers that such an action by another player would trigger ([U] #14;
    default ``False``: only the "activate all pink powers" symbol offers them, rules 6.3).
    ``bonus_card``: the name of the bonus card given to the Automa instead of drawing one
    (rules 6.1 #6: with the European expansion, one of its Automa-only cards); empty: drawn.
    """

    difficulty: int = 4
    expert: bool = False
    human_first: bool = True
    tiebreak_food: int = 2
    pink_on_actions: bool = False
    bonus_card: str = ""

    def __attrs_post_init__(self) -> None:
        if type(self.difficulty) is not int or self.difficulty not in AUTOMA_DIFFICULTIES:
            levels = ", ".join(f"{v} ({n})" for v, n in AUTOMA_DIFFICULTIES.items())
            raise ConfigError(f"the Automa's difficulty must be one of {levels}")
        for name in ("expert", "human_first", "pink_on_actions"):
            if type(getattr(self, name)) is not bool:
                raise ConfigError(f"Automa option {name} must be True or False")
        if not _is_count(self.tiebreak_food, MAX_AUTOMA_FOOD):
            raise ConfigError(f"Automa option tiebreak_food must be 0-{MAX_AUTOMA_FOOD}")
        if type(self.bonus_card) is not str or len(self.bonus_card) > MAX_NAME:
            raise ConfigError(f"Automa option bonus_card must be a name of 0-{MAX_NAME} characters")


_DEFAULT_AUTOMA = AutomaOptions()


# --- Flock mode (rules 8.2) -------------------------------------------------------------------
#: The most places a row of the Flock goal board may pay (seven players, seven places).
MAX_FLOCK_PLACES = 7


def _flock_goal_points() -> tuple[tuple[int, ...], ...]:
    from ..variants.flock import load_data

    return load_data().goal_points


def _flock_bonus_tags() -> tuple[str, ...]:
    from ..variants.flock import load_data

    return load_data().bonus_tags_left_out


@frozen
class FlockOptions:
    """The options of Flock mode (rules 8.2), each defaulting to the shipped data
    (``variants/flock/data/flock.json``).

    ``goal_points``: the points of the Flock goal board, one row per round, one value per
    place from 1st; places beyond a row score 0 ([U] #3: not found; the default is the green
    board's 4/1/0, 5/2/1, 6/3/2, 7/4/3). Ties are friendly and dense (1st, 1st, 2nd).
    ``bonus_tags_left_out``: the bonus cards that count birds by one of these tags stay out of
    the shared bonus deck. The rule leaves out the Historian, the card counting the birds
    tagged ``historian`` (birds named after a person); the card is found by what it counts,
    not by its printed name.
    """

    goal_points: tuple[tuple[int, ...], ...] = attrs.Factory(_flock_goal_points)
    bonus_tags_left_out: tuple[str, ...] = attrs.Factory(_flock_bonus_tags)

    def __attrs_post_init__(self) -> None:
        rows = self.goal_points
        if (
            not isinstance(rows, tuple)
            or len(rows) != ROUNDS
            or not all(isinstance(row, tuple) and 1 <= len(row) <= MAX_FLOCK_PLACES for row in rows)
            or not all(_is_count(v, MAX_POINTS) for row in rows for v in row)
        ):
            raise ConfigError(
                f"Flock goal_points must be {ROUNDS} rows (one per round) of 1-{MAX_FLOCK_PLACES} "
                f"points of 0-{MAX_POINTS}, one per place"
            )
        tags = self.bonus_tags_left_out
        if not isinstance(tags, tuple) or not all(
            isinstance(t, str) and 0 < len(t) <= 40 for t in tags
        ):
            raise ConfigError("Flock bonus_tags_left_out must be a tuple of tag names")


@frozen
class GameConfig:
    """How a game is set up.

    ``mode``: the base game or a variant (``Mode``); it fixes the player counts allowed.
    ``goals``: the names of four goal sides for rounds 1-4, or empty to draw them at random
    (four different tiles, a random side each).
    ``swift_start``: the name of a Swift-Start preset (rules 7; ``"base"`` for the base
    game's four guides, see ``variants.swift_start``), or ``None`` for the normal setup.
    ``duet``: the Duet mode's options (``DuetOptions``); by default ``DuetOptions()`` for
    ``Mode.DUET`` and None for every other mode (giving them for another mode is an error).
    ``automa``: the Automa's options (``Mode.AUTOMA`` only; other modes keep the defaults).
    ``flock``: the Flock mode's options (``FlockOptions``); by default ``FlockOptions()`` for
    ``Mode.FLOCK`` and None for every other mode (giving them for another mode is an error).
    ``sets``: the bundled card sets in play, in load order (``("core",)`` by default;
    ``("core", "european")`` adds the European expansion). ``bundled_rules`` and ``rules_for``
    load exactly these sets; a ``Rules`` object built from a card set of one's own plays that
    set's cards (an author's cards included) and keeps ``sets`` as the record of the bundled
    sets it was made from.
    """

    players: int = 2
    goal_board: GoalBoard = GoalBoard.GREEN
    goals: tuple[str, ...] = ()
    house: HouseRules = HouseRules()
    mode: Mode = Mode.BASE
    swift_start: str | None = None
    duet: DuetOptions | None = attrs.Factory(
        lambda self: DuetOptions() if self.mode is Mode.DUET else None, takes_self=True
    )
    automa: AutomaOptions = AutomaOptions()
    flock: FlockOptions | None = attrs.Factory(
        lambda self: FlockOptions() if self.mode is Mode.FLOCK else None, takes_self=True
    )
    sets: tuple[str, ...] = ("core",)

    def __attrs_post_init__(self) -> None:
        _check_sets(self.sets)
        if not isinstance(self.mode, Mode):
            raise ConfigError(f"mode must be a Mode, not {self.mode!r}")
        allowed = MODE_PLAYERS[self.mode]
        if type(self.players) is not int or self.players not in allowed:
            counts = (
                f"{allowed[0]} to {allowed[-1]} players"
                if len(allowed) > 1
                else (f"{allowed[0]} player{'s' if allowed[0] > 1 else ''}")
            )
            raise ConfigError(f"the {self.mode.value} mode takes {counts}")
        if not isinstance(self.goal_board, GoalBoard):
            raise ConfigError(f"goal_board must be a GoalBoard, not {self.goal_board!r}")
        if not isinstance(self.goals, tuple) or not all(isinstance(g, str) for g in self.goals):
            raise ConfigError("goals must be a tuple of goal-side names")
        if self.goals and len(self.goals) != 4:
            raise ConfigError("give exactly 4 goal sides (one per round), or none for random")
        if not isinstance(self.house, HouseRules):
            raise ConfigError(f"house must be a HouseRules, not {type(self.house).__name__}")
        if self.swift_start is not None:
            from ..variants.swift_start import check_name

            check_name(self.swift_start)
        if self.mode is Mode.DUET:
            if not isinstance(self.duet, DuetOptions):
                raise ConfigError(f"duet must be a DuetOptions, not {type(self.duet).__name__}")
            if self.goals:
                raise ConfigError(
                    "the Duet map replaces the goal board: choose Duet goals with "
                    "DuetOptions(goals=...), not GameConfig.goals"
                )
            if self.goal_board is not GoalBoard.GREEN:
                raise ConfigError("the Duet map replaces the goal board: leave goal_board alone")
        elif self.duet is not None:
            raise ConfigError("duet options are for mode=Mode.DUET")
        if not isinstance(self.automa, AutomaOptions):
            raise ConfigError(f"automa must be AutomaOptions, not {type(self.automa).__name__}")
        if self.mode is not Mode.AUTOMA and self.automa != _DEFAULT_AUTOMA:
            raise ConfigError("Automa options are for the automa mode (mode=Mode.AUTOMA)")
        if self.mode is Mode.FLOCK:
            if not isinstance(self.flock, FlockOptions):
                raise ConfigError(f"flock must be a FlockOptions, not {type(self.flock).__name__}")
            if self.goal_board is not GoalBoard.GREEN:
                raise ConfigError(
                    "the Flock goal board replaces the green and blue sides: leave goal_board alone"
                )
        elif self.flock is not None:
            raise ConfigError("flock options are for mode=Mode.FLOCK")


#: A card set's name: a word, as the card language's ``set`` line writes it.
_SET_NAME = re.compile(r"[a-z][a-z0-9_-]{0,31}")
#: The most card sets one game names (every published set and promo pack fits).
MAX_SETS = 16


def _check_sets(sets: object) -> None:
    """Refuse a ``GameConfig.sets`` that is not a short tuple of distinct set names."""
    if not isinstance(sets, tuple) or not sets:
        raise ConfigError('sets must be a non-empty tuple of card-set names, e.g. ("core",)')
    if len(sets) > MAX_SETS:
        raise ConfigError(f"sets names {len(sets)} card sets; at most {MAX_SETS}")
    for name in sets:
        if not isinstance(name, str) or not _SET_NAME.fullmatch(name):
            raise ConfigError(
                f"sets: {name!r} is not a card-set name (a lower-case word such as 'european')"
            )
    if len(set(sets)) != len(sets):
        raise ConfigError("sets names a card set twice")


@frozen
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


def row_spaces(row: tuple[Bird, ...]) -> int:
    """The spaces a row's birds cover: one each, two for a sideways bird (rules 9.1)."""
    return len(row) + sum(1 for bird in row if bird.sideways)


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


@frozen
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

    def zone(self, name: str) -> tuple[int, ...]:
        """The cards in zone ``name`` (none if the zone is empty or unknown)."""
        for zone, cards in self.zones:
            if zone == name:
                return cards
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
        return sum(b.eggs for row in self.mat for b in row)


@frozen
class Table:
    """The shared components players sit at."""

    deck: tuple[int, ...] = ()  # top of the deck first
    discard: tuple[int, ...] = ()  # face up, newest last
    tray: tuple[int, ...] = ()  # three slots, -1 for an empty slot
    feeder: tuple[DieFace, ...] = ()  # dice in the birdfeeder
    outside: tuple[DieFace, ...] = ()  # dice taken out of the feeder, with their last face
    bonus_deck: tuple[int, ...] = ()
    bonus_discard: tuple[int, ...] = ()


@frozen
class AutomaState:
    """The Automa's side of the table (rules 6): public, less its deck's order and the faces
    of its face-down birds (see ``observations``).

    ``deck`` and ``revealed`` are Automa cards, as positions in the Automa deck's data
    (``variants.automa.AUTOMA_DECK``); the birds are bird card ids of the game's card set.
    """

    bonus: int  # its bonus card (an id of the card set's bonus cards)
    deck: tuple[int, ...] = ()  # this round's Automa cards still face down, top first
    revealed: tuple[int, ...] = ()  # this round's Automa cards revealed, the current one last
    birds: tuple[int, ...] = ()  # face-up birds: each scores its printed points
    face_down: tuple[int, ...] = ()  # face-down birds: each scores the difficulty's points
    eggs: int = 0  # one point each
    cubes: int = 0  # Automa cubes on the current round's goal tile
    goal_points: tuple[int, ...] = ()  # its points for each finished round's goal
    leads: bool = False  # it takes the first turn of the current round


@frozen
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


@frozen
class FlockState:
    """Flock's turn-order dial (rules 8.2): public.

    ``dial``: the dial positions passed this round; the star points at seat ``(first_player +
    dial - 1) % players`` and the second pointer three seats further clockwise.
    ``active``: the players the dial points at who still have a cube, in the order they act
    (both at once, or one after the other for the two ends of the four-player group).
    ``streams``: each group's random stream (its birdfeeder's dice, its deck's shuffles), so
    that what one group rolls or shuffles does not depend on when the other group's moves are
    applied; hidden in an observation (empty: the game's one stream, ``GameState.rng``).
    """

    dial: int = 0
    active: tuple[int, ...] = ()
    streams: tuple[int, ...] = ()

    def resampled(self, rng: random.Random, tables: int) -> FlockState:
        """The dial in a game drawn from an observation (``GameState.flock`` is
        ``RESAMPLED_MODE``): public, with each group's random stream (hidden) drawn afresh."""
        return attrs.evolve(self, streams=tuple(rng.getrandbits(64) for _ in range(tables)))


#: Field metadata read by the engine's ``Step``: a component edited as a list during a step
#: (players, tables, the pending stack), and the events, which each step starts afresh. Each
#: field also says how a game drawn from an observation gets it (``state.fields.Resample``).
_EDITED_AS_LIST = {"step": "list", RESAMPLE: Resample.REDRAWN}
_EDITED_PUBLIC = {"step": "list", RESAMPLE: Resample.PUBLIC}
_EMITTED = {"step": "emitted", RESAMPLE: Resample.REDRAWN}


@frozen
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
    # Duet mode's map, tokens and goals (rules 8.1); None in every other mode.
    duet: DuetState | None = attrs.field(default=None, metadata=RESAMPLED_MODE)
    # The Automa, the solo opponent of ``Mode.AUTOMA`` (rules 6); None in every other mode.
    automa: AutomaState | None = attrs.field(default=None, metadata=RESAMPLED_MODE)
    # The lanes of the players acting at the same time (Flock, rules 8.2): each active player's
    # pending work; ``pending`` then holds only the round's flow below them. Empty otherwise.
    lanes: tuple[Lane, ...] = attrs.field(default=(), metadata=_EDITED_AS_LIST)
    # Flock's turn-order dial (rules 8.2); None in every other mode.
    flock: FlockState | None = attrs.field(default=None, metadata=RESAMPLED_MODE)
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
        flock = self.flock
        if flock is not None and flock.active:
            return flock.active[0]
        return (self.first_player + self.turn) % self.config.players

    @property
    def active_players(self) -> tuple[int, ...]:
        """The players whose turn it is: one, or two at once in Flock mode (rules 8.2)."""
        flock = self.flock
        if flock is not None and flock.active:
            return flock.active
        return (self.active_player,)
