"""Duet mode (rules 8.1): two players, a shared map of tokens instead of the goal board.

What the mode changes, as the ``DuetVariant``'s answers to the base frames' questions:

* **Setup** draws 4 of the 6 Duet goal tiles, each with a random side up (or the sides
  ``DuetOptions.goals`` names), instead of the goal board's tiles (``GameState.goals`` stays
  empty), and starts an empty map (``GameState.mode_state``, a ``DuetState``).
* **Every bird played**, by the play-a-bird action or by a power, is followed by
  ``PlaceToken``: its player puts a token on a free map space of the region of the habitat the
  bird went to, whose symbol the play matches (``symbol_matches``), or on the reset space
  (always allowed). A bonus space's bonus is taken at once (``DuetBonusDie``,
  ``DuetBonusEgg``, ``DuetBonusCard``). Moving a bird places nothing.
* **On their turn**, when choosing an action, a player may take a token back from the reset
  space to reset the tray or the birdfeeder (``UseResetToken``, using no cube).
* **At round end** only first place scores the round's value (ties are friendly: both score
  it), and second place (on a tie, the player who did not start the round) starts the next.
* **At game end** each player scores a point per token in their largest connected group
  (``score.MAP_POINTS``, a score category of the mode: ``PlayerScore.duet``).

The map and the goal tiles are data (``map``); the values the rules leave open are
``DuetOptions`` (``state.py``).
"""

from __future__ import annotations

from functools import cache
from typing import TYPE_CHECKING, Any, ClassVar

from attrs import field, frozen

from ...effects.board import birds_with_room, draw_options, feeder_options
from ...effects.cards import Beak, BirdCard
from ...effects.catalog import CardSet
from ...effects.hooks import active
from ...effects.payment import foods_paid_for
from ...engine.features import ModeFeature
from ...engine.scoring import unscored_goal
from ...state import rng
from ...state.enums import NO_FOOD, Food, Habitat, Nest
from ...state.events import BaseEvent, BirdPlayed, EggsLost
from ...state.fields import BIRD, FOOD, PLAYER
from ...state.model import EMPTY, GameConfig, GameState
from ...state.modes import ModeOptions, ModeState
from ...state.moves import (
    DrawFromDeck,
    DrawFromTray,
    LayEgg,
    ModeMove,
    Move,
    Reroll,
    Stop,
    TakeDie,
)
from ...state.protocol import Decision, GameStep, Naming, View, declared
from ...state.values import evolve
from .._base import Variant
from . import events, features, moves, score, view
from .events import DuetBonusTaken, DuetGoalScored, DuetResetUsed, DuetTokenPlaced
from .moves import RESET_SPACE, PlaceDuetToken, UseResetToken
from .scenario import DuetScenario
from .state import DUET_TOKENS, NO_TOKEN, DuetOptions, DuetState

if TYPE_CHECKING:
    from ...effects.hooks import ScoreCategory
    from ...engine.describe import Names
    from ...engine.observation import Observation
    from ...engine.presentation import CardFacts, SchemaParts, TextStyle
    from ...engine.scoring import RivalScore
from .map import (
    BEAK_SYMBOLS,
    FOOD_SYMBOLS,
    NEST_SYMBOLS,
    DuetMap,
    goal_count,
    is_shipped_map,
    load_goals,
    load_map,
)

_STOP = Stop()
#: The most tokens a player may have on the reset space or as substitutes in a saved game.
_MAX_TOKENS = 999
_RESET_TARGETS = ("tray", "feeder")


def options_of(config: GameConfig) -> DuetOptions:
    """The Duet options of a Duet game's configuration."""
    mode = config.mode
    assert isinstance(mode, DuetOptions), "a Duet frame runs only in a Duet game"
    return mode


def map_of(config: GameConfig) -> DuetMap:
    """The Duet map of a Duet game's configuration."""
    return load_map(options_of(config).map)


def symbol_matches(card: BirdCard, symbol: str, paid: frozenset[Food]) -> bool:
    """Whether playing ``card`` having paid for the foods ``paid`` matches a map space's
    ``symbol`` (rules 8.1 #3): the bird's nest (a star nest is any nest), a food spent in
    this play (``payment.foods_paid_for``), its wingspan (under 50 cm, or 50 cm and more; a
    wild wingspan is either) or its beak direction (a bird facing both ways is either)."""
    nest = _NESTS.get(symbol)
    if nest is not None:
        return card.nest.matches(nest)
    food = _FOODS.get(symbol)
    if food is not None:
        return food in paid
    if symbol in BEAK_SYMBOLS:
        facing = Beak.LEFT if symbol == "beak-left" else Beak.RIGHT
        return card.beak is facing or card.beak is Beak.BOTH
    if card.wingspan is None:
        return True
    return card.wingspan < 50 if symbol == "wingspan-under-50" else card.wingspan >= 50


#: The nest and the food of each such map symbol, read once from the symbol lists
#: (``symbol_matches`` runs for every free space of a region on every bird played).
_NESTS: dict[str, Nest] = {symbol: Nest.from_label(symbol) for symbol in NEST_SYMBOLS}
_FOODS: dict[str, Food] = {symbol: Food.from_label(symbol) for symbol in FOOD_SYMBOLS}


def open_spaces(view: View, card: int, habitat: Habitat, paid: tuple[int, ...]) -> list[int]:
    """The free map spaces of ``habitat``'s region that playing ``card`` (having spent
    ``paid``) matches, in map order."""
    duet = DuetState.of(view)
    assert duet is not None, "a Duet frame runs only in a Duet game"
    bird = view.cards.birds[card]
    wild = active(view.config).payment.wild  # nectar (rules-expansions 9.2.12)
    spent = foods_paid_for(bird.cost, paid, wild)
    taken = duet.spaces
    return [
        space
        for space, symbol in _region(options_of(view.config).map, habitat)
        if taken[space] == NO_TOKEN and symbol_matches(bird, symbol, spent)
    ]


@cache
def _region(name: str, habitat: Habitat) -> tuple[tuple[int, str], ...]:
    """The (space, symbol) of each space of ``habitat``'s region on the map ``name``, in map
    order (read once per map: ``load_map`` keeps each map)."""
    return tuple((s.space, s.symbol) for s in load_map(name).spaces if s.region is habitat)


# --- placing a token (rules 8.1 "Placing a Duet token") ------------------------------------------
@frozen
class PlaceToken(Decision):
    """Where ``player`` puts a Duet token for the bird ``card`` just played in ``habitat``
    (``paid``: the food spent on it): each free space of that region whose symbol the play
    matches, then the reset space (always)."""

    TAG: ClassVar[str] = "place-token"
    ACCEPTS: ClassVar[tuple[type, ...]] = (PlaceDuetToken,)
    LAPSES: ClassVar[bool] = False  # the reset space is always an option
    MODES: ClassVar[tuple[str, ...]] = (DuetOptions.TAG,)
    MAT_BIRDS: ClassVar[tuple[str, ...]] = ("card",)  # the bird just played, on the mat

    player: int = field(metadata=PLAYER)
    card: int = field(metadata=BIRD)
    habitat: Habitat
    paid: tuple[int, ...] = field(default=NO_FOOD, metadata=FOOD)

    def options(self, view: View) -> list[Move]:
        moves: list[Move] = [
            PlaceDuetToken(space) for space in open_spaces(view, self.card, self.habitat, self.paid)
        ]
        moves.append(PlaceDuetToken(RESET_SPACE))
        return moves

    def answer(self, step: GameStep, move: PlaceDuetToken) -> None:
        p = self.player
        duet = DuetState.of(step)
        assert duet is not None, "a Duet frame runs only in a Duet game"
        supply, substitutes = list(duet.supply), list(duet.substitutes)
        substitute = supply[p] == 0
        if substitute:
            substitutes[p] += 1
        else:
            supply[p] -= 1
        changes: dict[str, tuple[int, ...]] = {
            "supply": tuple(supply),
            "substitutes": tuple(substitutes),
        }
        if move.space == RESET_SPACE:
            reset = list(duet.reset)
            reset[p] += 1
            changes["reset"] = tuple(reset)
        else:
            spaces = list(duet.spaces)
            spaces[move.space] = p
            changes["spaces"] = tuple(spaces)
        step.mode_state = evolve(duet, **changes)
        step.emit(DuetTokenPlaced(p, self.card, move.space, substitute))
        if move.space == RESET_SPACE:
            return
        bonus = map_of(step.config).spaces[move.space].bonus
        if bonus is None:
            return
        step.emit(DuetBonusTaken(p, move.space, bonus))
        if bonus == "food":
            step.pending.append(DuetBonusDie(p))
        elif bonus == "egg":
            step.pending.append(DuetBonusEgg(p))
        else:
            step.pending.append(DuetBonusCard(p))

    def label(self, names: Naming) -> str:
        bird = names.bird(self.card)
        return (
            f"{names.player(self.player)}: place a Duet token for {bird} "
            f"(played in {self.habitat.label})"
        )


@frozen
class DuetBonusDie(Decision):
    """The forest bonus space: take 1 die from the birdfeeder (rules 8.1), or stop."""

    TAG: ClassVar[str] = "duet-bonus-die"
    ACCEPTS: ClassVar[tuple[type, ...]] = (TakeDie, Reroll, Stop)
    MODES: ClassVar[tuple[str, ...]] = (DuetOptions.TAG,)

    player: int = field(metadata=PLAYER)

    def options(self, view: View) -> list[Move]:
        return feeder_options(view, self.player)

    def answer(self, step: GameStep, move: TakeDie | Reroll | Stop) -> None:
        if isinstance(move, Stop):
            return
        if isinstance(move, Reroll):  # every die shows the same face (rules 3.5)
            step.roll_feeder(step.players[self.player].table, "reroll")
            step.pending.append(self)
            return
        step.take_die_for_food(self.player, move.face, move.food)

    def label(self, names: Naming) -> str:
        return f"{names.player(self.player)}: Duet bonus: take a die from the birdfeeder"


@frozen
class DuetBonusEgg(Decision):
    """The grassland bonus space: lay 1 egg on any of your birds with room (rules 8.1)."""

    TAG: ClassVar[str] = "duet-bonus-egg"
    ACCEPTS: ClassVar[tuple[type, ...]] = (LayEgg, Stop)
    MODES: ClassVar[tuple[str, ...]] = (DuetOptions.TAG,)

    player: int = field(metadata=PLAYER)

    def options(self, view: View) -> list[Move]:
        moves: list[Move] = [LayEgg(h, c) for h, c in birds_with_room(view, self.player)]
        moves.append(_STOP)
        return moves

    def answer(self, step: GameStep, move: LayEgg | Stop) -> None:
        if isinstance(move, Stop):
            if not birds_with_room(step, self.player):
                step.emit(EggsLost(self.player, 1))
            return
        step.lay_egg(self.player, move.habitat, move.column)

    def label(self, names: Naming) -> str:
        return f"{names.player(self.player)}: Duet bonus: lay an egg"


@frozen
class DuetBonusCard(Decision):
    """The wetland bonus space: draw 1 card, from the tray or the deck (rules 8.1, 3.7)."""

    TAG: ClassVar[str] = "duet-bonus-card"
    ACCEPTS: ClassVar[tuple[type, ...]] = (DrawFromTray, DrawFromDeck, Stop)
    MODES: ClassVar[tuple[str, ...]] = (DuetOptions.TAG,)

    player: int = field(metadata=PLAYER)

    def options(self, view: View) -> list[Move]:
        return draw_options(view, self.player)

    def answer(self, step: GameStep, move: DrawFromTray | DrawFromDeck | Stop) -> None:
        if not isinstance(move, Stop):
            step.draw_chosen(self.player, move)

    def label(self, names: Naming) -> str:
        return f"{names.player(self.player)}: Duet bonus: draw a card"


# --- scoring (rules 8.1 "Round end", "Game end") -------------------------------------------------
def duet_goal_points(
    counts: tuple[int, ...], fewest: bool, value: int, at_least_one: bool
) -> tuple[int, ...]:
    """Points for a Duet goal: only first place scores ``value``, tied players all score it;
    a goal of the most items needs at least 1 with ``at_least_one`` (a goal the fewest win
    does not: having 0 wins)."""
    best = min(counts) if fewest else max(counts)
    if not fewest and at_least_one and best == 0:
        return (0,) * len(counts)
    return tuple(value if c == best else 0 for c in counts)


def duet_next_first_player(counts: tuple[int, ...], fewest: bool, first: int) -> int:
    """Who starts the next round: the second-place player; on a tie, the player who did not
    start this round (rules 8.1, two players)."""
    best = min(counts) if fewest else max(counts)
    behind = [p for p, c in enumerate(counts) if c != best]
    if not behind:
        return (first + 1) % len(counts)
    return behind[0]


def round_goal_counts(config: GameConfig, duet: DuetState, round: int) -> tuple[int, ...]:
    """Each player's count for the Duet goal of ``round`` (1-4) on the map."""
    side = load_goals().sides[duet.goals[round - 1]]
    adjacent = options_of(config).pairs_adjacent
    duet_map = map_of(config)
    return tuple(
        goal_count(duet_map, duet.spaces, p, side.measure, adjacent) for p in range(config.players)
    )


# --- the variant ----------------------------------------------------------------------------------
class DuetVariant(Variant):
    """Duet mode's answers (rules 8.1); see the module's docstring."""

    OPTIONS: ClassVar[type[ModeOptions]] = DuetOptions
    STATE: ClassVar[type[ModeState] | None] = DuetState
    #: A format-2 save kept the mode's options and state in fields named "duet".
    FORMAT_2_FIELD: ClassVar[str | None] = "duet"
    USES_GOAL_BOARD: ClassVar[bool] = False
    SCENARIO: ClassVar[type | None] = DuetScenario

    def observation_features(self, config: GameConfig, cards: CardSet) -> tuple[ModeFeature, ...]:
        return features.observation_features(config, cards)

    def move_field_domains(self) -> dict[str, tuple[str, tuple[Any, ...]]]:
        return features.move_field_domains()

    def round_goal_counts(self, state: GameState, cards: CardSet, round: int) -> tuple[int, ...]:
        duet = DuetState.of(state)
        assert duet is not None, "a Duet game has its map"
        return round_goal_counts(state.config, duet, round)

    # --- what a game shows (``score``, ``view``) ---
    SCORE_CATEGORIES: ClassVar[tuple[ScoreCategory, ...]] = (score.MAP_POINTS,)
    VIEW_KEY: ClassVar[str | None] = "duet"
    VIEW_PLACE: ClassVar[int] = 1

    def text_goals(
        self, state: GameState | Observation, names: Names, style: TextStyle
    ) -> list[str] | None:
        return view.text_goals(state, names, style)

    def view_section(
        self, seen: Observation, cards: CardFacts, rival: RivalScore | None
    ) -> dict[str, Any] | None:
        return view.view_section(seen)

    def view_schema(self, parts: SchemaParts) -> dict[str, Any]:
        return view.view_schema(parts)

    def round_goal_name(self, state: GameState | Observation, round: int) -> str | None:
        duet = DuetState.of(state)
        if duet is None or not 1 <= round <= len(duet.goals):
            return None
        sides = load_goals().sides
        side = duet.goals[round - 1]
        return sides[side].name if 0 <= side < len(sides) else f"the round {round} goal"

    def space_name(self, config: GameConfig, space: int) -> str:
        if not isinstance(config.mode, DuetOptions):
            return f"space {space}"
        spaces = load_map(config.mode.map).spaces
        if not 0 <= space < len(spaces):
            return f"space {space}"
        s = spaces[space]
        bonus = f", bonus: {s.bonus}" if s.bonus else ""
        return f"space {space} ({s.region.label}, {s.symbol}{bonus})"

    def refusal(self, state: GameState, move: object, player: int) -> str | None:
        if isinstance(move, PlaceDuetToken):
            return (
                "rules 8.1: a token goes on a free space of the region where the bird was played, "
                "whose symbol this play matches, or on the reset space"
            )
        if not isinstance(move, UseResetToken):
            return None
        duet = DuetState.of(state)
        if duet is None or not duet.reset[player]:
            return "rules 8.1: a reset token needs one of your tokens on the Duet reset space"
        return 'rules 8.1: a reset token resets the "tray" or the "feeder"'

    def untrusted_config_problem(self, raw: dict[str, Any]) -> str | None:
        """A stranger's save may name a shipped map, never a file to read."""
        options = raw.get("mode")
        duet = isinstance(options, dict) and options.get("type") == DuetOptions.TAG
        name = options.get("map") if duet and isinstance(options, dict) else None
        if isinstance(name, str) and not is_shipped_map(name):
            return (
                "it names a Duet map file; a save names only a shipped map unless you pass "
                "the rules of a game on that map (from_json(text, rules))"
            )
        return None

    def goal_problems(self, state: GameState, cards: CardSet) -> list[str]:
        return [] if state.goals == () else ["a Duet game has no goal-board goals"]

    def start_state(self, stream: int, config: GameConfig) -> tuple[ModeState | None, int]:
        options = options_of(config)
        goals = load_goals()
        if options.goals:
            chosen = tuple(goals.side_id(name) for name in options.goals)
        else:
            order, stream = rng.shuffled(stream, tuple(range(goals.tiles)))
            picked = []
            for tile in order[:4]:
                side, stream = rng.below(stream, 2)
                picked.append(2 * tile + side)
            chosen = tuple(picked)
        spaces = (NO_TOKEN,) * len(load_map(options.map).spaces)
        return DuetState(goals=chosen, spaces=spaces), stream

    def after_bird_played(self, step: GameStep, event: BirdPlayed, paid: tuple[int, ...]) -> None:
        """The bird's Duet token; a bird that counts double toward the end-of-round goal
        places 2 (rules 9.1)."""
        power = step.cards.birds[event.card].power
        for _ in range(2 if power is not None and power.double_goal else 1):
            step.pending.append(PlaceToken(event.player, event.card, event.habitat, paid))

    TURN_MOVES: ClassVar[tuple[type, ...]] = (UseResetToken,)

    def turn_options(self, view: View, player: int) -> list[Move]:
        duet = DuetState.of(view)
        if duet is None or not duet.reset[player]:
            return []
        table = view.tables[view.players[player].table]
        moves: list[Move] = []
        if table.deck or table.discard or any(c != EMPTY for c in table.tray):
            moves.append(UseResetToken("tray"))
        moves.append(UseResetToken("feeder"))
        return moves

    def answer_turn_option(self, step: GameStep, player: int, move: Move) -> None:
        duet = DuetState.of(step)
        assert isinstance(move, UseResetToken) and duet is not None
        reset, supply, substitutes = list(duet.reset), list(duet.supply), list(duet.substitutes)
        reset[player] -= 1
        if substitutes[player]:
            substitutes[player] -= 1  # a substitute leaves play first
        else:
            supply[player] += 1
        step.mode_state = evolve(
            duet, reset=tuple(reset), supply=tuple(supply), substitutes=tuple(substitutes)
        )
        step.emit(DuetResetUsed(player, move.target))
        table = step.players[player].table
        if move.target == "tray":
            step.replace_tray(table)
        else:
            step.roll_feeder(table, "reset")

    def score_round_goal(self, step: GameStep) -> tuple[tuple[int, ...], tuple[int, ...]]:
        duet = DuetState.of(step)
        assert duet is not None, "a Duet game has a Duet map"
        if not step.cards.goal_scored(step):  # the round's Duet tile was cached (9.6, U22)
            return unscored_goal(len(step.players))  # tied at 0: the other player starts
        options = options_of(step.config)
        side = load_goals().sides[duet.goals[step.round - 1]]
        counts = round_goal_counts(step.config, duet, step.round)
        value = options.round_points[step.round - 1]
        points = duet_goal_points(counts, side.fewest, value, options.at_least_one)
        first = duet_next_first_player(counts, side.fewest, step.first_player)
        step.emit(DuetGoalScored(step.round, side.id, counts, points, first))
        return counts, points

    def next_first_player(
        self, step: GameStep, counts: tuple[int, ...], points: tuple[int, ...]
    ) -> int:
        duet = DuetState.of(step)
        assert duet is not None, "a Duet game has a Duet map"
        side = load_goals().sides[duet.goals[step.round - 1]]
        return duet_next_first_player(counts, side.fewest, step.first_player)

    def conservation_problems(self, state: GameState, cards: CardSet) -> list[str]:
        """Tokens conserved: each player's supply, tokens on the map and on the reset space
        make 15 and the substitutes in play (read safely, whatever a save holds)."""
        duet = DuetState.of(state)
        if duet is None:
            return ["a Duet game has a Duet map"]
        n = state.config.players
        if not len(duet.reset) == len(duet.supply) == len(duet.substitutes) == n:
            return [f"the Duet token counts must be one per player ({n})"]
        found = []
        for p in range(n):
            placed = duet.spaces.count(p) + duet.reset[p]
            if duet.supply[p] + placed != DUET_TOKENS + duet.substitutes[p]:
                found.append(f"player {p}'s Duet tokens are not conserved")
            elif duet.substitutes[p] and duet.supply[p]:
                found.append(f"player {p} uses substitute tokens while tokens are left")
        return found

    def range_problems(self, state: GameState, cards: CardSet) -> list[str]:
        """What would make the rules crash on a save's Duet map: goals, spaces, owners and
        counts out of range."""
        duet = DuetState.of(state)
        if duet is None:
            return ["a Duet game has a Duet map"]
        n = state.config.players
        goals = load_goals()
        spaces = len(map_of(state.config).spaces)
        found = []
        if len(duet.goals) != 4 or not all(0 <= g < len(goals.sides) for g in duet.goals):
            found.append("the Duet goals must be 4 goal sides")
        elif len({g // 2 for g in duet.goals}) != 4:
            found.append("the Duet goals must be 4 sides of 4 different tiles")
        if len(duet.spaces) != spaces:
            found.append(f"the Duet map has {spaces} spaces, not {len(duet.spaces)}")
        if any(not (owner == NO_TOKEN or 0 <= owner < n) for owner in duet.spaces):
            found.append("a Duet map space names no player")
        for name in ("reset", "supply", "substitutes"):
            counts = getattr(duet, name)
            top = DUET_TOKENS if name == "supply" else _MAX_TOKENS
            if len(counts) != n or not all(0 <= c <= top for c in counts):
                found.append(f"Duet {name} must be {n} counts of 0-{top}")
        return found  # the frames' own fields are checked with every frame's (invariants)


#: The mode as ``wingspan_rules.variants.MODES`` lists it.
MODE = DuetVariant()
#: The events the mode declares (``events``), joined to every event's table by
#: ``wingspan_rules.variants``.
EVENTS: tuple[type[BaseEvent], ...] = declared(BaseEvent, events)
#: The moves the mode declares (``moves``), joined to every move's table by
#: ``wingspan_rules.moves``.
MOVES: tuple[type[ModeMove], ...] = declared(ModeMove, moves)
