"""Test kit: build a board in a few readable lines, then look at a state by card names.

``Scenario`` is a board builder in the style of XMage/Forge scenario tests::

    s = Scenario(players=2, seed=0)                      # cards=None: the bundled cards
    s.player(0).hand("Mallard").food(seed=2).bird("forest", "Blue Jay", eggs=1)
    s.feeder("seed", "fish", "invertebrate_seed")
    s.next_rolls("rodent", "fish")                       # the next dice rolled, e.g. a hunt
    state = s.build()                                    # a GameState in Phase.PLAY

Every card stays in exactly one place: named cards are taken out of the deck, and what remains is
shuffled deterministically from ``seed``. Cards asked for by number (``tucked=2``, ``deal(3)``,
the default tray) come from that shuffled remainder, before ``deck_top`` cards are put on top.
Illegal boards are refused with a ``ValueError`` that names the card: a bird outside its printed
habitats, a sixth bird in a row, eggs above a bird's limit, a card used twice.

Then script the moves by their labels, strictly (``Script``): every label must name exactly
one legal move, and the answers must finish the turn, so an unscripted question fails too::

    turn = s.play("gain food", "take fish", "stop")          # or Script(state).play(...)
    assert turn.state.players[0].food[Food.FISH] == 1
    assert turn.events(events.DieTaken)                        # what happened, as events

``s.setup()`` builds the setup phase instead (the dealt birds and bonus cards to keep or
discard); ``s.score_round()`` plays to the end of the round (``Script.finish_round``, answering
with the ``passive`` policy) and returns the round's goal points; ``Script.with_hand`` changes a
hand between turns.

``view(state, cards)`` reads a state back by names (``view(st, cards).player(0).bird("Blue
Jay").eggs``); ``assert_food`` and ``check_conservation`` are small assertion helpers.
"""

from __future__ import annotations

import functools
import random
from collections.abc import Callable, Iterable, Mapping
from typing import TypedDict

import attrs

from ..effects.catalog import CardSet
from ..engine import Rules
from ..engine.frames import SetupBirds, StartRound
from ..state.enums import BASE_DIE, BASE_FOODS, FOOD_TYPES, NO_FOOD, DieFace, Food, Habitat
from ..state.model import (
    BONUS_TABLE,
    CUBES_PER_ROUND,
    DICE,
    EMPTY,
    ROW_SIZE,
    Bird,
    GameConfig,
    GameState,
    GoalBoard,
    HouseRules,
    Phase,
    Player,
    Table,
    row_spaces,
)
from ..state.modes import BaseGame, ModeOptions, ModeState
from ..variants.automa.state import AutomaOptions, AutomaState, automa_options
from ..variants.duet.state import DUET_TOKENS, NO_TOKEN, DuetOptions, DuetState
from ..variants.flock.state import FlockOptions, FlockState
from ._scripting import (
    DecisionRecord,
    Policy,
    Script,
    ScriptError,
    change_hand,
    find_move,
    passive,
    pending_question,
)

__all__ = [
    "AutomaBuilder",
    "AutomaView",
    "BirdView",
    "TableBuilder",
    "DecisionRecord",
    "Script",
    "ScriptError",
    "find_move",
    "pending_question",
    "PlayerBuilder",
    "PlayerView",
    "Policy",
    "Scenario",
    "StateView",
    "assert_food",
    "change_hand",
    "check_conservation",
    "core_cards",
    "core_cards_with",
    "passive",
    "view",
]

_DEFAULT_HOUSE = HouseRules()
#: What setup deals each player (rules 1.7): 5 birds, 2 bonus cards, one of each base food.
_DEALT_BIRDS = 5
_DEALT_BONUS = 2
_STARTING_FOOD = tuple(1 if f in BASE_FOODS else 0 for f in range(FOOD_TYPES))


class _ConfigArgs(TypedDict):
    """A scenario's ``GameConfig`` arguments, less the goals (set later)."""

    players: int
    goal_board: GoalBoard
    house: HouseRules
    mode: ModeOptions


def _label(text: str) -> str:
    return text.strip().replace("-", "_").replace("/", "_").replace(" ", "_")


def _habitat(name: str | Habitat) -> Habitat:
    return name if isinstance(name, Habitat) else Habitat.from_label(_label(name))


def _food_tuple(amounts: Mapping[str, int]) -> tuple[int, ...]:
    food = list(NO_FOOD)
    for name, amount in amounts.items():
        if amount < 0:
            raise ValueError(f"negative food amount {name}={amount}")
        food[Food.from_label(_label(name))] += amount
    return tuple(food)


@functools.cache
def core_cards() -> CardSet:
    """The bundled card set, compiled once per process (scenarios with ``cards=None`` use it)."""
    from ..language import load_cards  # lazy: the language layer is heavier than this module

    return load_cards()


def core_cards_with(*texts: str) -> CardSet:
    """The bundled cards plus cards written in the card language (a test's own birds, bonus
    cards or goal tiles, for cases no core card reaches). Raises ``CardErrors`` for bad text."""
    import tempfile
    from pathlib import Path

    from ..language import bundled_cards_dir, load_cards

    with tempfile.TemporaryDirectory() as folder:
        for i, text in enumerate(texts):
            (Path(folder) / f"extra-{i}.wsp").write_text(text, encoding="utf-8")
        return load_cards([bundled_cards_dir(), folder])


def plain_bird(name: str, power: str, timing: str = "when activated") -> str:
    """The card text of a plain test bird (a 1-point forest bird costing 1 seed) with one
    power line, for ``core_cards_with``: ``plain_bird("Left Giver", "player to your left:
    gain 1 seed from supply")``."""
    return f"""
bird "{name}"
  scientific "Testus {name.split()[0].lower()}"
  set core
  habitat forest
  food seed
  points 1
  nest bowl
  eggs 2
  wingspan 20
  beak left
  power {timing}
    {power}
  end
end
"""


# --------------------------------------------------------------------------------------------
# Builders


@attrs.define
class _BirdSpec:
    habitat: Habitat
    name: str
    eggs: int
    cached: tuple[int, ...]
    tucked: int | tuple[str, ...]
    sideways: bool = False


@attrs.define
class PlayerBuilder:
    """One player's part of a scenario. Every method returns the builder, for chaining."""

    _hand: list[str] = attrs.field(factory=list)
    _dealt: int = 0
    _food: tuple[int, ...] | None = None
    _bonus: list[str] = attrs.field(factory=list)
    _birds: list[_BirdSpec] = attrs.field(factory=list)
    _cubes_used: int | None = None
    _actions: tuple[int, ...] | None = None

    def hand(self, *names: str) -> PlayerBuilder:
        """Put these bird cards in the player's hand."""
        self._hand.extend(names)
        return self

    def deal(self, count: int) -> PlayerBuilder:
        """Add ``count`` unnamed cards to the hand, from the shuffled deck."""
        self._dealt += count
        return self

    def food(self, **amounts: int) -> PlayerBuilder:
        """Set the personal supply, e.g. ``food(seed=2, fish=1)`` (unnamed types are 0)."""
        self._food = _food_tuple(amounts)
        return self

    def bonus(self, *names: str) -> PlayerBuilder:
        """Give the player these bonus cards."""
        self._bonus.extend(names)
        return self

    def bird(
        self,
        habitat: str | Habitat,
        name: str,
        *,
        eggs: int = 0,
        cached: Mapping[str, int] | None = None,
        tucked: int | Iterable[str] = 0,
        sideways: bool = False,
    ) -> PlayerBuilder:
        """Play ``name`` into the next free slot of ``habitat`` (rows fill left to right).

        ``cached`` is food on the card, e.g. ``{"seed": 1}``; ``tucked`` is a number of cards taken
        from the shuffled deck, or the names of the tucked cards; ``sideways``: the bird lies
        sideways, covering two spaces (European expansion).
        """
        tucked = tucked if isinstance(tucked, int) else tuple(tucked)
        food = _food_tuple(cached or {})
        spec = _BirdSpec(_habitat(habitat), name, eggs, food, tucked, sideways)
        self._birds.append(spec)
        return self

    def birds(self, habitat: str | Habitat, *names: str) -> PlayerBuilder:
        """Several bare birds (no eggs, food or cards) in one row, left to right."""
        for name in names:
            self.bird(habitat, name)
        return self

    def cubes_used(self, cubes: int) -> PlayerBuilder:
        """Action cubes already placed this round (default: derived from the turn number)."""
        self._cubes_used = cubes
        return self

    def actions(
        self, play_bird: int = 0, gain_food: int = 0, lay_eggs: int = 0, draw_cards: int = 0
    ) -> PlayerBuilder:
        """The cubes already placed this round on each action (rules 9.1); they are the cubes
        used. By default a player's cubes of the round are all on "gain food"."""
        self._actions = (play_bird, gain_food, lay_eggs, draw_cards)
        self._cubes_used = sum(self._actions)
        return self


@attrs.define
class AutomaBuilder:
    """The Automa's side of a scenario (``Scenario.automa()``; rules 6). Every method returns
    the builder, for chaining. Automa cards are named as in ``variants/automa/data/automa.json``
    ("R1-only", "R1-2", "R1-3", "1" to "7", "Automubon Society")."""

    _bonus: str | None = None
    _deck_top: list[str] = attrs.field(factory=list)
    _revealed: list[str] | None = None
    _birds: list[str] = attrs.field(factory=list)
    _face_down: int | tuple[str, ...] = 0
    _eggs: int = 0
    _cubes: int = 0
    _goal_points: tuple[int, ...] | None = None
    _leads: bool = False

    def bonus(self, name: str) -> AutomaBuilder:
        """The Automa's bonus card (default: the first card it can use from the shuffled
        bonus deck)."""
        self._bonus = name
        return self

    def deck_top(self, *names: str) -> AutomaBuilder:
        """The next Automa cards it reveals this round, the first one next (the rest of the
        round's Automa deck is shuffled from the seed, below them)."""
        self._deck_top.extend(names)
        return self

    def revealed(self, *names: str) -> AutomaBuilder:
        """The Automa cards it revealed this round, one per turn it took (default: drawn from
        the shuffled round deck)."""
        self._revealed = list(names)
        return self

    def birds(self, *names: str) -> AutomaBuilder:
        """Face-up birds it kept (each scores its printed points)."""
        self._birds.extend(names)
        return self

    def face_down(self, cards: int | Iterable[str]) -> AutomaBuilder:
        """Its face-down birds: a number of cards from the shuffled deck, or their names."""
        self._face_down = cards if isinstance(cards, int) else tuple(cards)
        return self

    def eggs(self, count: int) -> AutomaBuilder:
        """Its eggs (one point each)."""
        self._eggs = count
        return self

    def cubes(self, count: int) -> AutomaBuilder:
        """Its cubes on the current round's goal tile."""
        self._cubes = count
        return self

    def goal_points(self, *points: int) -> AutomaBuilder:
        """Its goal points of the finished rounds, one per round (default: zeros)."""
        self._goal_points = points
        return self

    def leads(self, leads: bool = True) -> AutomaBuilder:
        """It took the first turn of this round (only with ``AutomaOptions(human_first=False)``):
        it has taken one turn more than the human."""
        self._leads = leads
        return self


@attrs.define
class TableBuilder:
    """One table's components in a scenario (``Scenario.table(t)``; Flock mode's second
    group sits at table 1). Every method returns the builder, for chaining; the scenario's own
    ``feeder``, ``tray``... set table 0."""

    _feeder: tuple[DieFace, ...] | None = None
    _outside: tuple[DieFace, ...] | None = None
    _tray: tuple[str | None, ...] | None = None
    _deck_top: list[str] = attrs.field(factory=list)
    _discard: list[str] = attrs.field(factory=list)
    _next_rolls: tuple[DieFace, ...] = ()

    def next_rolls(self, *faces: str | DieFace) -> TableBuilder:
        """The next dice this table rolls (see ``Scenario.next_rolls``): in Flock mode each
        group rolls from its own random stream."""
        if not 1 <= len(faces) <= DICE:
            raise ValueError(f"give 1 to {DICE} faces, not {len(faces)}")
        self._next_rolls = _faces(faces)
        return self

    def feeder(self, *faces: str | DieFace) -> TableBuilder:
        """The dice in this table's birdfeeder (see ``Scenario.feeder``)."""
        if len(faces) > DICE:
            raise ValueError(f"the birdfeeder holds at most {DICE} dice, not {len(faces)}")
        self._feeder = _faces(faces)
        return self

    def outside(self, *faces: str | DieFace) -> TableBuilder:
        """The dice lying outside this table's birdfeeder (see ``Scenario.outside``)."""
        if len(faces) >= DICE:
            raise ValueError(
                f"at most {DICE - 1} dice lie outside the birdfeeder, not {len(faces)}"
            )
        self._outside = _faces(faces)
        return self

    def tray(self, *slots: str | None) -> TableBuilder:
        """This table's three tray slots, left to right; ``None`` is an empty slot."""
        if len(slots) != 3:
            raise ValueError(f"the tray has 3 slots, got {len(slots)}")
        self._tray = slots
        return self

    def deck_top(self, *names: str) -> TableBuilder:
        """These cards on top of this table's deck, the first one on top."""
        self._deck_top.extend(names)
        return self

    def discard(self, *names: str) -> TableBuilder:
        """These cards in this table's discard pile (the last one on top)."""
        self._discard.extend(names)
        return self


_BASE_GAME = BaseGame()


class Scenario:
    """A board builder for rules tests and conformance tests; see the module docstring.

    ``mode=FlockOptions()`` (6 or 7 players) seats the players in Flock's two groups, each at its
    own table (``table(1)`` is the second group's), and ``dial(k)`` says how many steps the
    turn-order dial has made this round (the players' cubes follow from it).
    """

    def __init__(
        self,
        players: int = 2,
        cards: CardSet | None = None,
        seed: int = 0,
        *,
        goal_board: GoalBoard = GoalBoard.GREEN,
        house: HouseRules = _DEFAULT_HOUSE,
        answer_forced: bool = True,
        mode: ModeOptions = _BASE_GAME,
    ) -> None:
        self._all_cards = cards if cards is not None else core_cards()
        # Duet mode (rules 8.1): its options, the tokens on the map and the reset space, goals.
        self._duet = mode if isinstance(mode, DuetOptions) else None
        self._duet_tokens: dict[int, int] = {}
        self._duet_reset = [0] * players
        self._duet_goals: dict[int, str] = {}
        self.seed = seed
        self.answer_forced = answer_forced
        self._config = _ConfigArgs(players=players, goal_board=goal_board, house=house, mode=mode)
        GameConfig(**self._config)  # checks the player count and the options early
        self._automa = AutomaBuilder() if isinstance(mode, AutomaOptions) else None
        self._players = [PlayerBuilder() for _ in range(players)]
        from ..variants import variant_for

        self._seating = variant_for(GameConfig(**self._config)).seating(GameConfig(**self._config))
        self._tables = [TableBuilder() for _ in self._seating]
        self._deck: tuple[str, ...] | None = None
        self._deck_rest = "discard"
        self._dial = 0
        self._bonus_top: list[str] = []
        self._bonus_discard: list[str] = []
        self._goals: dict[int, str] = {}
        self._goal_points: tuple[tuple[int, ...], ...] | None = None
        self._round = 1
        self._turn = 0
        self._first_player = 0
        self._phase = Phase.PLAY

    @property
    def cards(self) -> CardSet:
        """The card set of the scenario's game: the one given (default: the bundled cards), or
        only the cards the board places after ``deck(..., rest="out")``."""
        if self._deck_rest != "out":
            return self._all_cards
        return self._assemble()[1]

    # -- table --------------------------------------------------------------------------------

    def automa(self) -> AutomaBuilder:
        """The Automa's side of the board (a scenario with ``mode=AutomaOptions()``)."""
        if self._automa is None:
            raise ValueError("the Automa plays only in a scenario with mode=AutomaOptions()")
        return self._automa

    def player(self, index: int) -> PlayerBuilder:
        if not 0 <= index < len(self._players):
            raise ValueError(f"no player {index} in a {len(self._players)}-player scenario")
        return self._players[index]

    def table(self, index: int) -> TableBuilder:
        """The components of table ``index`` (0 for the base game; Flock's second group sits at
        table 1)."""
        if not 0 <= index < len(self._tables):
            raise ValueError(f"no table {index}: this game has {len(self._tables)}")
        return self._tables[index]

    def dial(self, steps: int) -> Scenario:
        """Flock mode: the steps the turn-order dial has made this round (0: the star points
        at the first player, whose turn and their partner's are about to begin). The players'
        cubes and the turn count follow."""
        if not isinstance(self._config["mode"], FlockOptions):
            raise ValueError("dial() is for Flock mode (mode=FlockOptions())")
        self._dial = steps
        return self

    def feeder(self, *faces: str | DieFace) -> Scenario:
        """The dice in the birdfeeder, e.g. ``"seed", "invertebrate_seed"``; the rest lie
        outside (rolled from the seed, or as ``outside`` says)."""
        self._tables[0].feeder(*faces)
        return self

    def outside(self, *faces: str | DieFace) -> Scenario:
        """The faces of the dice lying outside the birdfeeder (taken out this round). With
        ``feeder`` the two must make the 5 dice; without it, the other dice are rolled into
        the feeder from the seed."""
        self._tables[0].outside(*faces)
        return self

    def next_rolls(self, *faces: str | DieFace) -> Scenario:
        """The faces of the next dice the game rolls, in order (a predator's roll of the dice
        outside the feeder, a reroll, a refill of an empty feeder: a refill shows them sorted).

        The builder picks a random stream that rolls these faces next; up to 5 dice.
        """
        if not 1 <= len(faces) <= DICE:
            raise ValueError(f"give 1 to {DICE} faces, not {len(faces)}")
        self._tables[0].next_rolls(*faces)
        return self

    def tray(self, *slots: str | None) -> Scenario:
        """The three tray slots, left to right; ``None`` is an empty slot."""
        self._tables[0].tray(*slots)
        return self

    def deck_top(self, *names: str) -> Scenario:
        """These cards on top of the deck, the first one on top."""
        self._tables[0].deck_top(*names)
        return self

    def deck(self, *names: str, rest: str = "discard") -> Scenario:
        """The deck holds only these cards, the first one on top.

        Every card must be somewhere, so the cards the scenario does not place go elsewhere:
        ``rest="discard"`` puts them in the discard pile, under the ``discard`` cards (a deck
        that runs out is refilled from it); ``rest="out"`` leaves them out of the game, which
        is then played with a card set of only the cards the board places (``s.cards``; a deck
        and a discard pile that can both run out).
        """
        if rest not in ("discard", "out"):
            raise ValueError(f'rest must be "discard" or "out", not {rest!r}')
        if len(self._tables) > 1:
            raise ValueError("deck() names the one deck of a one-table game")
        self._deck = names
        self._deck_rest = rest
        return self

    def discard(self, *names: str) -> Scenario:
        """These cards in the bird discard pile (the last one on top)."""
        self._tables[0].discard(*names)
        return self

    def bonus_deck_top(self, *names: str) -> Scenario:
        """These bonus cards on top of the bonus deck, the first one on top (the rest is
        shuffled from the seed, below them)."""
        self._bonus_top.extend(names)
        return self

    def bonus_discard(self, *names: str) -> Scenario:
        """These bonus cards in the bonus discard pile."""
        self._bonus_discard.extend(names)
        return self

    def goals(self, *names: str) -> Scenario:
        """The goal sides of rounds 1-4 by name (default: four random tiles from the seed)."""
        if len(names) != 4:
            raise ValueError(f"give 4 goal sides (rounds 1-4), got {len(names)}")
        self._goals = dict(enumerate(names, start=1))
        return self

    def goal(self, round: int, name: str) -> Scenario:
        """The goal side of one round by name; the other rounds get random tiles from the
        seed (never the tile of a named goal)."""
        if not 1 <= round <= 4:
            raise ValueError(f"round must be 1-4, not {round}")
        self._goals[round] = name
        return self

    def duet_tokens(self, player: int, *spaces: int) -> Scenario:
        """Duet: ``player``'s tokens on these map spaces (their supply is 15 less these)."""
        self._need_duet()
        self.player(player)
        for space in spaces:
            if space in self._duet_tokens:
                raise ValueError(f"Duet map space {space} holds a token already")
            self._duet_tokens[space] = player
        return self

    def duet_reset(self, player: int, tokens: int) -> Scenario:
        """Duet: ``player``'s tokens on the reset space."""
        self._need_duet()
        self.player(player)
        if tokens < 0:
            raise ValueError(f"a count of tokens is at least 0, not {tokens}")
        self._duet_reset[player] = tokens
        return self

    def duet_goal(self, round: int, name: str) -> Scenario:
        """Duet: the Duet goal side of one round by name; the other rounds get random tiles
        from the seed (never the tile of a named goal)."""
        self._need_duet()
        if not 1 <= round <= 4:
            raise ValueError(f"round must be 1-4, not {round}")
        self._duet_goals[round] = name
        return self

    def _need_duet(self) -> None:
        if self._duet is None:
            raise ValueError("a Duet map needs a Duet scenario: Scenario(mode=DuetOptions())")

    def goal_points(self, *rows: Iterable[int]) -> Scenario:
        """Goal points already scored: one row per finished round, one value per player."""
        self._goal_points = tuple(tuple(r) for r in rows)
        return self

    def round(self, number: int) -> Scenario:
        if not 1 <= number <= 4:
            raise ValueError(f"round must be 1-4, not {number}")
        self._round = number
        return self

    def turn(self, number: int) -> Scenario:
        """Turns already taken this round (0: the first player is about to play)."""
        self._turn = number
        return self

    def first_player(self, index: int) -> Scenario:
        self.player(index)  # validates the index
        self._first_player = index
        return self

    def game_over(self) -> Scenario:
        """Build a finished game (``Phase.OVER``) instead of one waiting for a move."""
        self._phase = Phase.OVER
        return self

    def setup(self) -> Scenario:
        """Build the setup phase (rules 1.7) instead of a turn: each player's hand and bonus
        cards are the ones dealt, to keep or discard, starting with player 0.

        A player's hand defaults to 5 cards dealt from the deck (give ``hand`` or ``deal``),
        their bonus cards to 2 from the bonus deck (give ``bonus``), their food to one of each
        base food (give ``food``). The mats are empty.
        """
        self._phase = Phase.SETUP
        return self

    # -- build --------------------------------------------------------------------------------

    def play(self, *labels: str, until: str = "turn end") -> Script:
        """Build the board, then answer its decisions by label (see ``Script.play``)."""
        return self.script().play(*labels, until=until)

    def score_round(self, *labels: str, policy: Policy | None = passive) -> tuple[int, ...]:
        """Build the board, play to the end of the current round and return each player's
        points for the round's goal (see ``Script.finish_round``: ``labels`` first, then
        ``policy``, by default ``passive``)."""
        return self.script().finish_round(*labels, policy=policy).round_goal_points()

    def rules(self) -> Rules:
        """The rules of this scenario's game: its cards and configuration (and whether forced
        decisions are answered by the engine, ``answer_forced``)."""
        return Rules(self.cards, self._game_config(), answer_forced=self.answer_forced)

    def script(self) -> Script:
        """The built board, ready for scripted answers under this scenario's rules."""
        return Script(self.build(), rules=self.rules())

    def _game_config(self) -> GameConfig:
        goals = tuple(self._goals[r] for r in range(1, 5)) if len(self._goals) == 4 else ()
        if self._duet is not None:
            if goals:
                raise ValueError("a Duet scenario has Duet goals (duet_goal), not goal tiles")
            duet = self._duet
            if len(self._duet_goals) == 4:
                named = tuple(self._duet_goals[r] for r in range(1, 5))
                duet = attrs.evolve(duet, goals=named)
            args = _ConfigArgs(**self._config)
            args["mode"] = duet
            return GameConfig(**args)
        return GameConfig(**self._config, goals=goals)

    def build(self) -> GameState:
        """The state this scenario describes: the active player's turn begun, or the first
        setup decision (``setup``), or the end of the game (``game_over``)."""
        state, cards = self._assemble()
        if self._phase is Phase.SETUP:
            frames = tuple(SetupBirds(p, state.players[p].hand) for p in range(len(self._players)))
            return attrs.evolve(state, pending=(StartRound(), *reversed(frames)))
        if self._phase is Phase.OVER:
            return state
        return Rules(cards, state.config, answer_forced=self.answer_forced).begin_turn(state)

    def _assemble(self) -> tuple[GameState, CardSet]:
        """The board with no pending frame, and the card set it is played with."""
        cards = self._all_cards
        if self._deck is not None and self._tables[0]._deck_top:
            raise ValueError("deck() names the whole deck: do not combine it with deck_top()")
        setup = self._phase is Phase.SETUP
        if setup:
            self._check_setup()
        rng = random.Random(self.seed)
        deck = _Deck(cards, rng)
        # Named cards first, so that numbered draws never take a card that was asked for.
        named = [
            *(n for p in self._players for n in p._hand),
            *(s.name for p in self._players for s in p._birds),
            *(
                n
                for p in self._players
                for s in p._birds
                if not isinstance(s.tucked, int)
                for n in s.tucked
            ),
            *(n for t in self._tables for n in (t._tray or ()) if n is not None),
            *(n for t in self._tables for n in t._deck_top),
            *(self._deck or ()),
            *(n for t in self._tables for n in t._discard),
            *self._automa_named(),
        ]
        for name in named:
            deck.claim(name)
        deck.shuffle()
        players = [self._build_player(i, p, deck) for i, p in enumerate(self._players)]
        automa_birds = self._automa_birds(deck)
        trays = [
            tuple(EMPTY if n is None else cards.bird_id(n) for n in t._tray)
            if t._tray is not None
            else deck.draw(3, "the tray")
            for t in self._tables
        ]
        discards = [tuple(cards.bird_id(n) for n in t._discard) for t in self._tables]
        tops = [tuple(cards.bird_id(n) for n in t._deck_top) for t in self._tables]
        if self._deck is None:
            # The cards left are split evenly between the tables' decks (one table: all).
            rest = deck.rest()
            size = len(rest) // len(self._tables)
            piles = [
                tops[t] + rest[t * size : (t + 1) * size if t < len(self._tables) - 1 else None]
                for t in range(len(self._tables))
            ]
        else:
            piles = [tuple(cards.bird_id(n) for n in self._deck)]
            if self._deck_rest == "discard":
                discards[0] = deck.rest() + discards[0]
        dice = [self._dice(rng, t) for t in self._tables]
        bonus_deck, bonus_discard, dealt = self._bonus_decks(rng)
        for i, bonus in dealt.items():
            players[i] = attrs.evolve(players[i], bonus=bonus)
        automa = None
        if automa_birds is not None:
            automa, bonus_deck = self._build_automa(automa_birds, bonus_deck, rng)
        tables = tuple(
            Table(
                deck=piles[t],
                discard=discards[t],
                tray=trays[t],
                bonus_deck=bonus_deck if t == BONUS_TABLE else (),
                bonus_discard=bonus_discard if t == BONUS_TABLE else (),
                **dice[t],
            )
            for t in range(len(self._tables))
        )
        config = self._game_config()
        mode_state: ModeState | None = automa
        if isinstance(config.mode, FlockOptions):  # each group rolls from its own stream
            streams = tuple(
                _stream_rolling(t._next_rolls, self.seed + i) for i, t in enumerate(self._tables)
            )
            mode_state = FlockState(self._dial, streams=streams)
        duet = self._duet_state(rng)
        if duet is not None:
            mode_state = duet
        state = GameState(
            config=config,
            card_set=cards.fingerprint,
            rng=_stream_rolling(self._tables[0]._next_rolls, self.seed),
            players=tuple(players),
            tables=tables,
            goals=() if self._duet is not None else self._goal_ids(rng),
            goal_points=self._finished_rounds(),
            phase=self._phase,
            round=self._round,
            turn=self._turns_taken(),
            first_player=self._first_player,
            mode_state=mode_state,
        )
        if self._deck is not None and self._deck_rest == "out":
            return _only_cards_placed(state, cards)
        return state, cards

    def _automa_named(self) -> list[str]:
        """The bird cards the Automa's side names (claimed before the deck is shuffled)."""
        a = self._automa
        if a is None:
            return []
        return [*a._birds, *(a._face_down if not isinstance(a._face_down, int) else ())]

    def _automa_birds(self, deck: _Deck) -> tuple[tuple[int, ...], tuple[int, ...]] | None:
        """The Automa's face-up and face-down birds (None without the Automa)."""
        a = self._automa
        if a is None:
            return None
        cards = self._all_cards
        up = tuple(_bird_id(cards, n) for n in a._birds)
        down = (
            deck.draw(a._face_down, "the Automa's face-down birds")
            if isinstance(a._face_down, int)
            else tuple(_bird_id(cards, n) for n in a._face_down)
        )
        return up, down

    def _build_automa(
        self,
        birds: tuple[tuple[int, ...], tuple[int, ...]],
        bonus_deck: tuple[int, ...],
        rng: random.Random,
    ) -> tuple[AutomaState, tuple[int, ...]]:
        """The Automa's state and the bonus deck less its bonus card."""
        from ..variants.automa import automa_cards, can_use_bonus, round_deck

        a = self._automa
        assert a is not None
        cards = self._all_cards
        options = automa_options(GameConfig(**self._config))
        if a._bonus is not None:
            bonus = _bonus_id(cards, a._bonus)
            if bonus not in bonus_deck:
                raise ValueError(f"bonus card {a._bonus} is used twice")
        else:
            usable = [c for c in bonus_deck if can_use_bonus(cards.bonus_cards[c])]
            if not usable:
                raise ValueError("no bonus card left that the Automa can use")
            bonus = usable[0]
        if not can_use_bonus(cards.bonus_cards[bonus]):
            raise ValueError(f"the Automa cannot use {cards.bonus_cards[bonus].name}")
        bonus_deck = tuple(c for c in bonus_deck if c != bonus)
        if a._leads and options.human_first:
            raise ValueError("the Automa leads a round only with AutomaOptions(human_first=False)")
        setup = self._phase is Phase.SETUP
        deck: tuple[int, ...] = ()
        revealed: tuple[int, ...] = ()
        if not setup:
            in_round = round_deck(self._round, options.expert)
            top = automa_cards(a._deck_top)
            shown = automa_cards(a._revealed) if a._revealed is not None else None
            named = list(top) + list(shown or ())
            for card in named:
                if card not in in_round or named.count(card) > 1:
                    raise ValueError(
                        "the Automa's cards must be cards of this round's Automa deck, "
                        "each named once"
                    )
            rest = [c for c in in_round if c not in named]
            rng.shuffle(rest)
            turns = self._turn + (1 if a._leads and self._phase is Phase.PLAY else 0)
            turns = min(turns, CUBES_PER_ROUND[self._round - 1])
            if shown is None:
                shown, rest = tuple(rest[:turns]), rest[turns:]
            if len(shown) != turns:
                raise ValueError(
                    f"the Automa revealed one card per turn: {turns}, not {len(shown)}"
                )
            deck, revealed = top + tuple(rest), shown
        done = {Phase.PLAY: self._round - 1, Phase.SETUP: 0, Phase.OVER: 4}[self._phase]
        goal_points = a._goal_points if a._goal_points is not None else (0,) * done
        if len(goal_points) != done:
            raise ValueError(f"the Automa's goal_points needs {done} values, got {goal_points}")
        up, down = birds
        state = AutomaState(
            bonus=bonus,
            deck=deck,
            revealed=revealed,
            birds=up,
            face_down=down,
            eggs=a._eggs,
            cubes=a._cubes,
            goal_points=tuple(goal_points),
            leads=a._leads,
        )
        return state, bonus_deck

    def _check_setup(self) -> None:
        if (self._round, self._turn, self._goal_points) != (1, 0, None):
            raise ValueError("a setup scenario is before round 1: no round, turn or goal points")
        for i, p in enumerate(self._players):
            if p._birds:
                raise ValueError(f"player {i}: the mats are empty in setup")
            if p._cubes_used:
                raise ValueError(f"player {i}: no cube is placed in setup")

    def _build_player(self, index: int, spec: PlayerBuilder, deck: _Deck) -> Player:
        cards = self._all_cards
        setup = self._phase is Phase.SETUP
        rows: list[list[Bird]] = [[], [], []]
        for b in spec._birds:
            card = cards.bird(_bird_id(cards, b.name))
            if b.habitat not in card.habitats:
                lives = ", ".join(h.label for h in card.habitats)
                raise ValueError(f"{card.name} cannot live in the {b.habitat.label} (only {lives})")
            if row_spaces(tuple(rows[b.habitat])) + (2 if b.sideways else 1) > ROW_SIZE:
                raise ValueError(
                    f"player {index}: no room for {card.name}, the {b.habitat.label} row is full"
                )
            if not 0 <= b.eggs <= card.egg_limit:
                raise ValueError(f"{card.name} holds 0-{card.egg_limit} eggs, not {b.eggs}")
            tucked = (
                deck.draw(b.tucked, f"tucking under {card.name}")
                if isinstance(b.tucked, int)
                else tuple(cards.bird_id(n) for n in b.tucked)
            )
            bird = Bird(cards.bird_id(card.name), b.eggs, b.cached, tucked, sideways=b.sideways)
            rows[b.habitat].append(bird)
        dealt = spec._dealt if spec._hand or spec._dealt or not setup else _DEALT_BIRDS
        hand = tuple(_bird_id(cards, n) for n in spec._hand) + deck.draw(dealt, "a hand")
        if setup and not hand:
            raise ValueError(f"player {index}: setup deals at least one bird")
        food = spec._food
        if food is None:
            food = _STARTING_FOOD if setup else NO_FOOD
        cubes = self._cubes(index) if spec._cubes_used is None else spec._cubes_used
        return Player(
            food=food,
            hand=hand,
            bonus=tuple(_bonus_id(cards, n) for n in spec._bonus),
            mat=tuple(tuple(r) for r in rows),
            cubes_used=cubes,
            actions=spec._actions if spec._actions is not None else (0, cubes, 0, 0),
            table=next(t for t, members in enumerate(self._seating) if index in members),
        )

    def _cubes(self, index: int) -> int:
        """Cubes a player has placed after ``turn`` turns of the round, from the first player on
        (in Flock mode, after the dial's ``dial`` steps)."""
        n = len(self._players)
        if isinstance(self._config["mode"], FlockOptions):
            steps = self._flock_steps()
            return sum(index in active for active in steps)
        seat = (index - self._first_player) % n
        return self._turn // n + (1 if seat < self._turn % n else 0)

    def _flock_steps(self) -> tuple[tuple[int, ...], ...]:
        from ..variants.flock import round_schedule

        schedule = round_schedule(len(self._players), self._first_player, self._round)
        if not 0 <= self._dial < len(schedule):
            raise ValueError(
                f"the dial makes {len(schedule)} steps in round {self._round}, "
                f"so {self._dial} steps taken leave no turn to play"
            )
        return schedule[: self._dial]

    def _turns_taken(self) -> int:
        if isinstance(self._config["mode"], FlockOptions) and self._phase is Phase.PLAY:
            if self._turn:
                raise ValueError("in Flock mode say how far the round is with dial(), not turn()")
            return sum(len(active) for active in self._flock_steps())
        return self._turn

    def _dice(self, rng: random.Random, table: TableBuilder) -> dict[str, tuple[DieFace, ...]]:
        feeder, outside = table._feeder, table._outside
        if feeder is None:
            count = DICE - (len(outside) if outside is not None else 0)
            feeder = tuple(rng.choice(BASE_DIE) for _ in range(count))
        if outside is None:
            outside = tuple(rng.choice(BASE_DIE) for _ in range(DICE - len(feeder)))
        elif len(feeder) + len(outside) != DICE:
            raise ValueError(
                f"{len(feeder)} dice in the birdfeeder and {len(outside)} outside: "
                f"there are {DICE} dice"
            )
        return {"feeder": feeder, "outside": outside}

    def _bonus_decks(
        self, rng: random.Random
    ) -> tuple[tuple[int, ...], tuple[int, ...], dict[int, tuple[int, ...]]]:
        """The bonus deck, the bonus discard pile, and the bonus cards dealt in setup."""
        cards = self._all_cards
        held = [_bonus_id(cards, n) for p in self._players for n in p._bonus]
        top = [_bonus_id(cards, n) for n in self._bonus_top]
        discard = tuple(_bonus_id(cards, n) for n in self._bonus_discard)
        placed = held + top + list(discard)
        for i in set(placed):
            if placed.count(i) > 1:
                raise ValueError(f"bonus card {cards.bonus_cards[i].name} is used twice")
        from ..variants import variant_for

        config = GameConfig(**self._config)
        in_play = variant_for(config).bonus_cards_in_play(config, cards)
        for i in placed:
            if i not in in_play:
                raise ValueError(f"bonus card {cards.bonus_cards[i].name} is out of this game")
        rest = [i for i in in_play if i not in placed]
        rng.shuffle(rest)
        dealt: dict[int, tuple[int, ...]] = {}
        if self._phase is Phase.SETUP:
            for index, spec in enumerate(self._players):
                if not spec._bonus:
                    if len(rest) < _DEALT_BONUS:
                        raise ValueError("not enough bonus cards left to deal in setup")
                    dealt[index], rest = tuple(rest[:_DEALT_BONUS]), rest[_DEALT_BONUS:]
        return tuple(top + rest), discard, dealt

    def _goal_ids(self, rng: random.Random) -> tuple[int, ...]:
        cards = self._all_cards
        named: dict[int, int] = {}
        for round, name in sorted(self._goals.items()):
            try:
                named[round] = cards.goal_side_id(name)
            except KeyError:
                known = ", ".join(s.name for s in cards.goal_sides)
                raise ValueError(f"unknown goal side {name!r} (known: {known})") from None
        tiles = [i // 2 for i in named.values()]
        if len(set(tiles)) != len(tiles):
            names = tuple(self._goals[r] for r in sorted(self._goals))
            raise ValueError(f"the goals must come from 4 different tiles: {names}")
        if len(named) == 4:
            return tuple(named[r] for r in range(1, 5))
        if len(cards.goal_tiles) < 4:
            if named:
                raise ValueError("the card set has fewer than 4 goal tiles")
            return ()
        free = [t for t in range(len(cards.goal_tiles)) if t not in tiles]
        if not named:
            chosen = rng.sample(free, 4)
            return tuple(2 * t + rng.randrange(2) for t in chosen)
        others = iter(rng.sample(free, 4 - len(named)))
        return tuple(
            named[r] if r in named else 2 * next(others) + rng.randrange(2) for r in range(1, 5)
        )

    def _duet_state(self, rng: random.Random) -> DuetState | None:
        if self._duet is None:
            return None
        from ..variants.duet.map import load_goals, load_map

        data = load_goals()
        named: dict[int, int] = {}
        for round, name in sorted(self._duet_goals.items()):
            try:
                named[round] = data.side_id(name)
            except ValueError as exc:  # ConfigError: an unknown side
                raise ValueError(str(exc)) from None
        tiles = [g // 2 for g in named.values()]
        if len(set(tiles)) != len(tiles):
            raise ValueError("the Duet goals must come from 4 different tiles")
        free = iter(rng.sample([t for t in range(data.tiles) if t not in tiles], 4 - len(named)))
        goals = tuple(
            named[r] if r in named else 2 * next(free) + rng.randrange(2) for r in range(1, 5)
        )
        spaces = [NO_TOKEN] * len(load_map(self._duet.map).spaces)
        for space, player in self._duet_tokens.items():
            if not 0 <= space < len(spaces):
                raise ValueError(f"the Duet map has no space {space}")
            spaces[space] = player
        players = len(self._players)
        placed = [spaces.count(p) + self._duet_reset[p] for p in range(players)]
        return DuetState(
            goals=goals,
            spaces=tuple(spaces),
            reset=tuple(self._duet_reset),
            supply=tuple(max(DUET_TOKENS - n, 0) for n in placed),
            substitutes=tuple(max(n - DUET_TOKENS, 0) for n in placed),
        )

    def _finished_rounds(self) -> tuple[tuple[int, ...], ...]:
        n = len(self._players)
        done = {Phase.PLAY: self._round - 1, Phase.SETUP: 0, Phase.OVER: 4}[self._phase]
        if self._goal_points is None:
            return ((0,) * n,) * done
        rows = self._goal_points
        if len(rows) != done or any(len(r) != n for r in rows):
            raise ValueError(
                f"goal_points needs {done} rows of {n} values (finished rounds x players), "
                f"got {rows}"
            )
        return rows


def _faces(faces: Iterable[str | DieFace]) -> tuple[DieFace, ...]:
    return tuple(f if isinstance(f, DieFace) else DieFace.from_label(_label(f)) for f in faces)


@functools.cache
def _subset(cards: CardSet, kept: tuple[int, ...]) -> CardSet:
    """The card set of only the birds ``kept`` (every bonus card and goal tile), made once."""
    return CardSet(tuple(cards.birds[i] for i in kept), cards.bonus_cards, cards.goal_tiles)


def _only_cards_placed(state: GameState, cards: CardSet) -> tuple[GameState, CardSet]:
    """``state`` played with a card set of only the birds it places (``deck(rest="out")``)."""
    placed: set[int] = set()
    for table in state.tables:
        placed.update(table.deck, table.discard, (c for c in table.tray if c != EMPTY))
    for player in state.players:
        placed.update(player.hand)
        for _h, _c, bird in player.birds():
            placed.add(bird.card)
            placed.update(bird.tucked)
    automa = AutomaState.of(state)
    if automa is not None:
        placed.update(automa.birds, automa.face_down)
    kept = tuple(sorted(placed))
    subset = _subset(cards, kept)
    new = {old: i for i, old in enumerate(kept)}

    def ids(values: tuple[int, ...]) -> tuple[int, ...]:
        return tuple(new.get(v, v) for v in values)  # EMPTY stays EMPTY

    players = tuple(
        attrs.evolve(
            p,
            hand=ids(p.hand),
            mat=tuple(
                tuple(attrs.evolve(b, card=new[b.card], tucked=ids(b.tucked)) for b in row)
                for row in p.mat
            ),
        )
        for p in state.players
    )
    tables = tuple(
        attrs.evolve(t, deck=ids(t.deck), discard=ids(t.discard), tray=ids(t.tray))
        for t in state.tables
    )
    mode_state = state.mode_state
    if isinstance(mode_state, AutomaState):
        mode_state = attrs.evolve(
            mode_state, birds=ids(mode_state.birds), face_down=ids(mode_state.face_down)
        )
    return (
        attrs.evolve(
            state,
            card_set=subset.fingerprint,
            players=players,
            tables=tables,
            mode_state=mode_state,
        ),
        subset,
    )


def _bird_id(cards: CardSet, name: str) -> int:
    try:
        return cards.bird_id(name)
    except KeyError:
        raise ValueError(f"unknown bird card {name!r}") from None


def _bonus_id(cards: CardSet, name: str) -> int:
    try:
        return cards.bonus_id(name)
    except KeyError:
        raise ValueError(f"unknown bonus card {name!r}") from None


class _Deck:
    """The bird cards not yet placed: named cards are claimed, the rest shuffled and drawn."""

    def __init__(self, cards: CardSet, rng: random.Random) -> None:
        self._cards = cards
        self._rng = rng
        self._free = list(range(len(cards.birds)))
        self._claimed: set[int] = set()

    def claim(self, name: str) -> None:
        card = _bird_id(self._cards, name)
        if card in self._claimed:
            raise ValueError(f"{self._cards.birds[card].name} is placed twice (one copy exists)")
        self._claimed.add(card)

    def shuffle(self) -> None:
        self._free = [i for i in self._free if i not in self._claimed]
        self._rng.shuffle(self._free)

    def draw(self, count: int, purpose: str) -> tuple[int, ...]:
        if count > len(self._free):
            raise ValueError(f"not enough cards left in the deck for {purpose}")
        drawn, self._free = self._free[:count], self._free[count:]
        return tuple(drawn)

    def rest(self) -> tuple[int, ...]:
        return tuple(self._free)


def _stream_rolling(faces: tuple[DieFace, ...], seed: int) -> int:
    """A random stream for the state: the seed's own, or the first after it that rolls ``faces``.

    Each die is one of 6 faces, so about 6**n streams are tried for n dice (under 10,000).
    """
    from ..state import rng

    for offset in range(200_000):
        stream = rng.seed_state(seed + offset)
        if not faces or rng.choices(stream, BASE_DIE, len(faces))[0] == faces:
            return stream
    raise ValueError(f"no random stream rolls {faces}")  # pragma: no cover - 6**5 << 200,000


# --------------------------------------------------------------------------------------------
# Reading a state back


@attrs.frozen
class BirdView:
    name: str
    habitat: Habitat
    column: int  # 0-based, from the left
    eggs: int
    cached: dict[str, int]  # food label -> tokens, only the types present
    tucked: int
    sideways: bool = False  # covering two spaces (European expansion)


def _food_dict(amounts: tuple[int, ...]) -> dict[str, int]:
    return {Food(i).label: n for i, n in enumerate(amounts) if n}


@attrs.frozen
class PlayerView:
    _player: Player
    _cards: CardSet

    @property
    def food(self) -> dict[str, int]:
        """The personal supply, e.g. ``{"seed": 2}`` (types with 0 left out)."""
        return _food_dict(self._player.food)

    @property
    def hand(self) -> list[str]:
        return [self._cards.birds[i].name for i in self._player.hand]

    @property
    def bonus(self) -> list[str]:
        return [self._cards.bonus_cards[i].name for i in self._player.bonus]

    def row(self, habitat: str | Habitat) -> list[str]:
        return [self._cards.birds[b.card].name for b in self._player.row(_habitat(habitat))]

    @property
    def birds(self) -> list[BirdView]:
        return [
            BirdView(
                self._cards.birds[b.card].name,
                h,
                c,
                b.eggs,
                _food_dict(b.cached),
                len(b.tucked),
                b.sideways,
            )
            for h, c, b in self._player.birds()
        ]

    def bird(self, name: str) -> BirdView:
        for b in self.birds:
            if b.name.casefold() == name.casefold():
                return b
        raise AssertionError(f"{name} is not on this player's mat")


@attrs.frozen
class AutomaView:
    """The Automa's side of a state by names (``view(state, cards).automa``)."""

    _automa: AutomaState
    _cards: CardSet

    @property
    def bonus(self) -> str:
        return self._cards.bonus_cards[self._automa.bonus].name

    @property
    def birds(self) -> list[str]:
        """Its face-up birds, in the order kept."""
        return [self._cards.birds[i].name for i in self._automa.birds]

    @property
    def face_down(self) -> int:
        return len(self._automa.face_down)

    @property
    def revealed(self) -> list[str]:
        """The Automa cards revealed this round, the current one last."""
        from ..variants.automa import AUTOMA_DECK

        return [AUTOMA_DECK[i].name for i in self._automa.revealed]

    @property
    def eggs(self) -> int:
        return self._automa.eggs

    @property
    def cubes(self) -> int:
        return self._automa.cubes


@attrs.frozen
class StateView:
    """A state read by names; ``tray``, ``feeder``, ``deck_top`` and ``discard`` are those of
    table ``at`` (0 unless made by ``table(t)``: Flock's second group sits at table 1)."""

    state: GameState
    cards: CardSet
    at: int = 0

    def player(self, index: int) -> PlayerView:
        return PlayerView(self.state.players[index], self.cards)

    def table(self, index: int) -> StateView:
        """The same state, read at table ``index``."""
        return attrs.evolve(self, at=index)

    @property
    def tray(self) -> list[str | None]:
        tray = self.state.tables[self.at].tray
        return [None if i == EMPTY else self.cards.birds[i].name for i in tray]

    @property
    def feeder(self) -> list[str]:
        return [f.label for f in self.state.tables[self.at].feeder]

    def deck_top(self, count: int = 1) -> list[str]:
        return [self.cards.birds[i].name for i in self.state.tables[self.at].deck[:count]]

    @property
    def automa(self) -> AutomaView:
        """The Automa's side (a game against it)."""
        automa = AutomaState.of(self.state)
        if automa is None:
            raise AssertionError("this game has no Automa")
        return AutomaView(automa, self.cards)

    @property
    def discard(self) -> list[str]:
        return [self.cards.birds[i].name for i in self.state.tables[self.at].discard]


def view(state: GameState, cards: CardSet) -> StateView:
    """Read ``state`` by card names: ``view(st, cards).player(0).bird("Blue Jay").eggs``."""
    return StateView(state, cards)


def assert_food(state: GameState, player: int, **expected: int) -> None:
    """Assert a player's whole personal supply, e.g. ``assert_food(st, 0, seed=2)``."""
    actual = _food_dict(state.players[player].food)
    wanted = _food_dict(_food_tuple(expected))
    assert actual == wanted, f"player {player} has food {actual}, expected {wanted}"


def check_conservation(state: GameState, cards: CardSet) -> None:
    """Assert that every bird card and bonus card of the card set is in exactly one place."""
    places: dict[int, list[str]] = {}

    def put(ids: Iterable[int], where: str) -> None:
        for i in ids:
            places.setdefault(i, []).append(where)

    for t, table in enumerate(state.tables):
        put(table.deck, f"table {t} deck")
        put((i for i in table.tray if i != EMPTY), f"table {t} tray")
        put(table.discard, f"table {t} discard")
    for p, player in enumerate(state.players):
        put(player.hand, f"player {p} hand")
        for h, c, bird in player.birds():
            put((bird.card,), f"player {p} {h.label} slot {c + 1}")
            put(bird.tucked, f"player {p} tucked under {cards.birds[bird.card].name}")
    automa = AutomaState.of(state)
    if automa is not None:
        put(automa.birds, "the Automa's face-up birds")
        put(automa.face_down, "the Automa's face-down birds")
    _check_once(places, len(cards.birds), lambda i: cards.birds[i].name)

    bonus: dict[int, list[str]] = {}
    for t, table in enumerate(state.tables):
        for i in table.bonus_deck:
            bonus.setdefault(i, []).append(f"table {t} bonus deck")
        for i in table.bonus_discard:
            bonus.setdefault(i, []).append(f"table {t} bonus discard")
    for p, player in enumerate(state.players):
        for i in player.bonus:
            bonus.setdefault(i, []).append(f"player {p} bonus cards")
    if automa is not None:
        bonus.setdefault(automa.bonus, []).append("the Automa's bonus card")
    from ..variants import variant_for

    in_play = variant_for(state.config).bonus_cards_in_play(state.config, cards)
    for i in set(range(len(cards.bonus_cards))) - set(in_play):  # out of the game (Flock)
        if i in bonus:
            bonus[i].append("out of this game")
        else:
            bonus[i] = ["out of this game"]
    _check_once(bonus, len(cards.bonus_cards), lambda i: cards.bonus_cards[i].name)


def _check_once(places: dict[int, list[str]], count: int, name: Callable[[int], str]) -> None:
    problems = [f"{name(i)}: missing" for i in range(count) if i not in places]
    problems += [f"{name(i)}: in {', '.join(w)}" for i, w in places.items() if len(w) > 1]
    assert not problems, "card conservation broken: " + "; ".join(problems)
