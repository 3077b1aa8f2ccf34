"""``Scenario``: a board built in a few readable lines, every card in exactly one place, then
played by the labels of its moves."""

from __future__ import annotations

import random
from collections.abc import Iterable
from typing import Any

import attrs

from ..effects.catalog import CardSet
from ..effects.dice import assigned, faces_of, feeder_mix
from ..effects.hooks import active
from ..engine import Rules
from ..engine.frames import SetupBirds, StartRound
from ..language import load_cards
from ..state.enums import NO_FOOD, DieFace
from ..state.model import (
    BONUS_TABLE,
    DICE,
    EMPTY,
    HONEST_OFFERS,
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
from ..state.modes import BaseGame, ExpansionOptions, ModeOptions
from ..variants import VARIANTS, variant_for
from ..variants._scenario import ScenarioBoard, ScenarioPart
from ._modes import part_class
from ._scripting import (
    Policy,
    Script,
    passive,
)
from .builders import PlayerBuilder, TableBuilder
from .cards import (
    _DEALT_BIRDS,
    _DEALT_BONUS,
    _DEFAULT_HOUSE,
    _STARTING_FOOD,
    _bird_id,
    _bonus_id,
    _ConfigArgs,
    core_cards,
)
from .dealing import _Deck, _only_cards_placed, _stream_rolling

_BASE_GAME = BaseGame()


class Scenario:
    """A board builder for rules tests and conformance tests; see the module docstring.

    ``mode``: the options of a mode, whose part of the board (``mode_part``) its package
    declares (``Variant.SCENARIO``): the part's methods are the scenario's too, e.g. the
    Automa's ``s.automa()``, Duet's ``s.duet_tokens(1, 4)``, Flock's ``s.dial(2)``. A mode that
    seats the players at several tables (``Variant.seating``) gives each its own components
    (``table(1)``).

    ``sets``: the bundled card sets of the game (``GameConfig.sets``), e.g.
    ``("core", "european")``: with ``cards=None`` the scenario plays exactly those sets'
    cards, and its saves name them, so ``from_json(text)`` loads them with no rules given.
    With ``cards`` given, ``sets`` is only the record of the sets they were made from.

    ``expansions``: the expansions' options (``GameConfig.expansions``), e.g.
    ``(AmericasOptions(garden_refill="never"),)``.

    ``offers``: which power activations are offered (``GameConfig.offers``): ``"honest"``, the
    default, or ``"legacy"``, the reading before the option existed.

    ``expansions``: the expansions' options (``GameConfig.expansions``), e.g. Oceania's table.
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
        sets: tuple[str, ...] | None = None,
        offers: str = HONEST_OFFERS,
        expansions: tuple[ExpansionOptions, ...] = (),
    ) -> None:
        if cards is None:
            cards = core_cards() if sets is None else load_cards(sets=tuple(sets))
        self._all_cards = cards
        self.seed = seed
        self.answer_forced = answer_forced
        self._config = _ConfigArgs(
            players=players,
            goal_board=goal_board,
            house=house,
            mode=mode,
            sets=tuple(sets) if sets is not None else GameConfig().sets,
            offers=offers,
            expansions=tuple(expansions),
        )
        config = GameConfig(**self._config)  # checks the player count and the options early
        self._part = part_class(config)(config)
        self._players = [PlayerBuilder() for _ in range(players)]

        self._seating = variant_for(config).seating(config)
        self._tables = [TableBuilder() for _ in self._seating]
        self._deck: tuple[str, ...] | None = None
        self._deck_rest = "discard"
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

    @property
    def mode_part(self) -> ScenarioPart:
        """The mode's part of the board (``Variant.SCENARIO``; the base game's adds nothing)."""
        return self._part

    def __getattr__(self, name: str) -> Any:
        """The mode part's ``METHODS``, as the scenario's own (``s.dial(2)``): one that returns
        the part returns the scenario instead, for chaining."""
        part = self.__dict__.get("_part")
        if part is None or name not in part.METHODS:
            offered = [
                m.OPTIONS.__name__
                for m in VARIANTS.values()
                if isinstance(m.SCENARIO, type)
                and issubclass(m.SCENARIO, ScenarioPart)
                and name in m.SCENARIO.METHODS
            ]
            where = f": it is for a scenario with mode={offered[0]}()" if offered else ""
            raise AttributeError(f"a Scenario has no {name!r}{where}")
        method = getattr(part, name)

        def delegated(*args: Any, **kwargs: Any) -> Any:
            result = method(*args, **kwargs)
            return self if result is part else result

        delegated.__doc__ = method.__doc__
        return delegated

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
        return self._part.game_config(GameConfig(**self._config), goals)

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
            *self._part.named(),
        ]
        for name in named:
            deck.claim(name)
        deck.shuffle()
        players = [self._build_player(i, p, deck) for i, p in enumerate(self._players)]
        self._part.deal(cards, deck.draw)
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
        config = self._game_config()
        die = active(config).die  # the game's dice (Oceania's)
        if feeder_mix(config) and any(t._next_rolls for t in self._tables):
            raise ValueError("next_rolls cannot force the dice of a game whose dice mix kinds")
        streams = tuple(  # each table rolls from its own stream (table 0: the state's)
            _stream_rolling(t._next_rolls, self.seed + i, die) for i, t in enumerate(self._tables)
        )
        board = ScenarioBoard(
            config, cards, self._phase, self._round, self._turn, rng, bonus_deck, streams
        )
        mode_state, bonus_deck = self._part.state(board)
        tables = tuple(
            Table(
                deck=piles[t],
                discard=discards[t],
                tray=trays[t],
                bonus_deck=bonus_deck if t == BONUS_TABLE else (),
                bonus_discard=bonus_discard if t == BONUS_TABLE else (),
                feeder=dice[t]["feeder"],
                outside=dice[t]["outside"],
                feeder_kinds=dice[t]["kinds"][0],
                outside_kinds=dice[t]["kinds"][1],
            )
            for t in range(len(self._tables))
        )
        state = GameState(
            config=config,
            card_set=cards.fingerprint,
            rng=streams[0],
            players=tuple(players),
            tables=tables,
            goals=self._goal_ids(rng) if variant_for(config).USES_GOAL_BOARD else (),
            goal_points=self._finished_rounds(),
            phase=self._phase,
            round=self._round,
            turn=self._turns_taken(),
            first_player=self._first_player,
            mode_state=mode_state,
        )
        if self._deck is not None and self._deck_rest == "out":
            return _only_cards_placed(state, cards, self._part)
        return state, cards

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
        (or as the mode's part says: after Flock's dial steps)."""
        n = len(self._players)
        cubes = self._part.cubes(index, self._first_player, self._round)
        if cubes is not None:
            return cubes
        seat = (index - self._first_player) % n
        return self._turn // n + (1 if seat < self._turn % n else 0)

    def _turns_taken(self) -> int:
        return self._part.turns_taken(self._turn, self._first_player, self._round, self._phase)

    def _dice(self, rng: random.Random, table: TableBuilder) -> dict[str, Any]:
        feeder, outside = table._feeder, table._outside
        config = self._game_config()
        die = active(config).die  # the game's dice (Oceania's)
        if feeder_mix(config):  # dice of two kinds (Flock with Oceania): faces both show
            die = tuple(f for f in die if all(f in faces_of(config, k) for k in feeder_mix(config)))
        if feeder is None:
            count = DICE - (len(outside) if outside is not None else 0)
            feeder = tuple(rng.choice(die) for _ in range(count))
        if outside is None:
            outside = tuple(rng.choice(die) for _ in range(DICE - len(feeder)))
        elif len(feeder) + len(outside) != DICE:
            raise ValueError(
                f"{len(feeder)} dice in the birdfeeder and {len(outside)} outside: "
                f"there are {DICE} dice"
            )
        kinds = assigned(config, feeder, outside)  # each die's kind, where they mix
        return {"feeder": feeder, "outside": outside, "kinds": kinds}

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
