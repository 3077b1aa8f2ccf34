"""The Automa's side of a test board (``testing.Scenario(mode=AutomaOptions())``, rules 6):
``s.automa()`` returns its builder, and ``testing.view(state, cards).automa`` reads it back."""

from __future__ import annotations

import random
from collections.abc import Iterable
from typing import Any, ClassVar

import attrs

from ...effects.catalog import CardSet
from ...state.model import CUBES_PER_ROUND, GameConfig, GameState, Phase
from ...state.modes import ModeState
from .._scenario import Draw, Renumber, ScenarioBoard, ScenarioPart, bird_id, bonus_id
from .deck import ACTIONS, AUTOMA_DECK, SECONDARY, automa_cards, can_use_bonus, round_deck
from .events import AutomaTurnEnded
from .nectar import starting_nectar
from .state import AutomaState, automa_options


@attrs.define
class AutomaBuilder:
    """The Automa's side of a scenario (``Scenario.automa()``; rules 6). Every method returns
    the builder, for chaining. Automa cards are named as in ``variants/automa/data/automa.json``
    ("R1-only", "R1-2", "R1-3", "1" to "7", "Automubon Society")."""

    _bonus: str | None = None
    _deck_top: list[str] = attrs.field(factory=list)
    _sections: list[str] = attrs.field(factory=list)
    _revealed: list[str] | None = None
    _birds: list[str] = attrs.field(factory=list)
    _face_down: int | tuple[str, ...] = 0
    _eggs: int = 0
    _cubes: int = 0
    _goal_points: tuple[int, ...] | None = None
    _leads: bool = False
    _nectar: tuple[int, ...] | None = None

    def bonus(self, name: str) -> AutomaBuilder:
        """The Automa's bonus card (default: the one ``AutomaOptions(bonus_card=...)`` gives it,
        else the first card it can use from the shuffled bonus deck)."""
        self._bonus = name
        return self

    def deck_top(self, *names: str) -> AutomaBuilder:
        """The next Automa cards it reveals this round, the first one next (the rest of the
        round's Automa deck is shuffled from the seed, below them)."""
        self._deck_top.extend(names)
        return self

    def sections(self, *wanted: str) -> AutomaBuilder:
        """The next Automa cards it reveals this round, after the ``deck_top`` ones, named by
        what their section of this round does: its main action (``draw``, ``play``,
        ``lay-eggs``, ``gain-food``), then optionally its secondary symbol (``add-cube``,
        ``remove-cube``, ``pink-powers``): ``sections("play", "lay-eggs add-cube")``. Each
        is the first card of the round's deck (in data order) with that section, not named
        yet; a section no card of the round has is refused."""
        self._sections.extend(wanted)
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

    def nectar(self, forest: int, grassland: int, wetland: int) -> AutomaBuilder:
        """The nectar in the boxes of its Spent Nectar Collection card (only with
        ``AutomaOptions(nectar_majority=True)`` and the nectar majority in play; default: the
        difficulty's start, rules-expansions 9.2.11)."""
        self._nectar = (forest, grassland, wetland)
        return self

    def leads(self, leads: bool = True) -> AutomaBuilder:
        """It took the first turn of this round (only with ``AutomaOptions(human_first=False)``):
        it has taken one turn more than the human."""
        self._leads = leads
        return self


@attrs.frozen
class AutomaView:
    """The Automa's side of a state by names (``testing.view(state, cards).automa``)."""

    _automa: AutomaState
    _cards: CardSet
    _round: int = 1  # the round under way (1 in setup)
    _cubes: int = CUBES_PER_ROUND[0]  # the action cubes of that round (``CardSet.cubes_in``)

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

        return [AUTOMA_DECK[i].name for i in self._automa.revealed]

    @property
    def eggs(self) -> int:
        return self._automa.eggs

    @property
    def cubes(self) -> int:
        """Its cubes on the current round's goal tile."""
        return self._automa.cubes

    @property
    def nectar(self) -> tuple[int, ...]:
        """The nectar in its Spent Nectar Collection card's boxes (forest, grassland, wetland;
        empty without the card)."""
        return self._automa.nectar

    @property
    def deck_left(self) -> int:
        """The Automa cards left in this round's deck (it reveals one a turn); from setup on,
        round 1's (rules 6.1 #5: the deck is shuffled then)."""
        return len(self._automa.deck)

    # The rules give the Automa no supply of action cubes: its 8 cubes only mark goal results
    # (rules 6.1 #2), and its deck counts its turns (8/7/6/5, rules 6.2). What they define
    # about its cubes is read here: the cubes on the tile (``cubes``), those its cards put
    # there this round, its turns left, and its goal results per finished round.
    @property
    def cubes_placed(self) -> int:
        """The cubes it put on the round's goal tile this round: the add-cube symbols of the
        Automa cards revealed this round (``cubes`` is what is left after the remove-cube
        ones, rules 6.3)."""
        round = self._round
        return sum(
            1
            for c in self._automa.revealed
            if (section := AUTOMA_DECK[c].rounds[round - 1]) is not None
            and section.then == "add-cube"
        )

    @property
    def turns_left(self) -> int:
        """The turns it has left this round, as a player's action cubes left count theirs:
        8/7/6/5 (one more after a round whose goal kept its cube) less the Automa cards
        revealed (rules 6.2)."""
        return max(0, self._cubes - len(self._automa.revealed))

    @property
    def goal_points(self) -> tuple[int, ...]:
        """Its points for each finished round's goal, where its cube lies on the goal board
        (rules 6.4)."""
        return self._automa.goal_points


def _by_sections(
    wanted: Iterable[str], round: int, in_round: tuple[int, ...], taken: tuple[int, ...]
) -> tuple[int, ...]:
    """The cards of ``in_round`` whose section of ``round`` does what each of ``wanted`` says
    ("play", "lay-eggs add-cube"), the first not ``taken`` for each."""
    chosen: list[int] = []
    for words in wanted:
        action, *then = words.replace(" then ", " ").split()
        if action not in ACTIONS or len(then) > 1 or (then and then[0] not in SECONDARY):
            raise ValueError(
                f"an Automa section is an action ({', '.join(ACTIONS)}) and optionally a "
                f"symbol ({', '.join(SECONDARY[1:])}), not {words!r}"
            )
        for card in in_round:
            section = AUTOMA_DECK[card].rounds[round - 1]
            if (
                section is not None
                and section.action == action
                and (not then or section.then == then[0])
                and card not in taken
                and card not in chosen
            ):
                chosen.append(card)
                break
        else:
            raise ValueError(f"no Automa card left in round {round}'s deck does {words!r}")
    return tuple(chosen)


class AutomaScenario(ScenarioPart):
    """The Automa's part of a scenario: its side of the table (``automa()``)."""

    METHODS: ClassVar[tuple[str, ...]] = ("automa",)
    VIEWS: ClassVar[tuple[str, ...]] = ("automa",)
    #: The Automa's turn ends a scripted turn too (it may ask the human for their pink powers).
    TURN_ENDS: ClassVar[tuple[type, ...]] = (AutomaTurnEnded,)
    FORCES: ClassVar[tuple[str, ...]] = ("automa_deck",)

    def __init__(self, config: GameConfig) -> None:
        super().__init__(config)
        self.side = AutomaBuilder()
        self._up: tuple[int, ...] = ()
        self._down: tuple[int, ...] = ()

    def automa(self) -> AutomaBuilder:
        """The Automa's side of the board."""
        return self.side

    def named(self) -> tuple[str, ...]:
        a = self.side
        return (*a._birds, *(a._face_down if not isinstance(a._face_down, int) else ()))

    def deal(self, cards: CardSet, draw: Draw) -> None:
        """Its face-up birds, and its face-down ones (drawn from the deck when counted)."""
        a = self.side
        self._up = tuple(bird_id(cards, n) for n in a._birds)
        self._down = (
            draw(a._face_down, "the Automa's face-down birds")
            if isinstance(a._face_down, int)
            else tuple(bird_id(cards, n) for n in a._face_down)
        )

    def state(self, board: ScenarioBoard) -> tuple[ModeState | None, tuple[int, ...]]:
        """The Automa's state and the bonus deck less its bonus card."""
        a = self.side
        cards, bonus_deck, rng = board.cards, board.bonus_deck, board.rng
        options = automa_options(self.config)
        given = a._bonus if a._bonus is not None else options.bonus_card or None
        if a._bonus is not None and options.bonus_card and a._bonus != options.bonus_card:
            raise ValueError(
                f"the options give the Automa {options.bonus_card}, not {a._bonus}: name one"
            )
        if given is not None:
            bonus = bonus_id(cards, given)
            if bonus not in bonus_deck:
                raise ValueError(f"bonus card {given} is used twice")
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
        # Round 1's deck lies shuffled from setup on (rules 6.1 #5), as the engine deals it.
        round = 1 if board.phase is Phase.SETUP else board.round
        in_round = round_deck(round, options.expert)
        top = automa_cards(a._deck_top)
        top += _by_sections(a._sections, round, in_round, top)
        shown = automa_cards(a._revealed) if a._revealed is not None else None
        named = list(top) + list(shown or ())
        for card in named:
            if card not in in_round or named.count(card) > 1:
                raise ValueError(
                    "the Automa's cards must be cards of this round's Automa deck, each named once"
                )
        rest = [c for c in in_round if c not in named]
        if board.phase is Phase.SETUP:  # a copy: a setup board draws its other parts as
            rng = random.Random()  # before the deck was dealt at setup
            rng.setstate(board.rng.getstate())
        rng.shuffle(rest)
        turns = board.turn + (1 if a._leads and board.phase is Phase.PLAY else 0)
        turns = 0 if board.phase is Phase.SETUP else min(turns, CUBES_PER_ROUND[round - 1])
        if shown is None:
            shown, rest = tuple(rest[:turns]), rest[turns:]
        if len(shown) != turns:
            raise ValueError(f"the Automa revealed one card per turn: {turns}, not {len(shown)}")
        deck, revealed = top + tuple(rest), shown
        done = {Phase.PLAY: board.round - 1, Phase.SETUP: 0, Phase.OVER: 4}[board.phase]
        goal_points = a._goal_points if a._goal_points is not None else (0,) * done
        if len(goal_points) != done:
            raise ValueError(f"the Automa's goal_points needs {done} values, got {goal_points}")
        state = AutomaState(
            bonus=bonus,
            deck=deck,
            revealed=revealed,
            birds=self._up,
            face_down=self._down,
            eggs=a._eggs,
            cubes=a._cubes,
            goal_points=tuple(goal_points),
            leads=a._leads,
            nectar=starting_nectar(self.config) if a._nectar is None else a._nectar,
        )
        return state, bonus_deck

    def force(
        self, state: GameState, cards: CardSet, name: str, *args: Any, **kwargs: Any
    ) -> GameState:
        """``automa_deck(*names, sections=())``: the next Automa cards of the round under way,
        the first one next, by name and then by section (as ``AutomaBuilder.sections`` says),
        taken from the round's deck (a card revealed this round is refused)."""
        if name != "automa_deck":
            return super().force(state, cards, name, *args, **kwargs)
        automa = AutomaState.of(state)
        if automa is None:
            raise ValueError("this game has no Automa")
        sections = tuple(kwargs.pop("sections", ()))
        if kwargs:
            raise TypeError(f"automa_deck takes names and sections=, not {sorted(kwargs)}")
        top = automa_cards([str(a) for a in args])
        for card in top:
            if card not in automa.deck or top.count(card) > 1:
                raise ValueError(
                    f"Automa card {AUTOMA_DECK[card].name} is not left in this round's deck "
                    "(or is named twice)"
                )
        top += _by_sections(sections, state.round, automa.deck, top)
        deck = top + tuple(c for c in automa.deck if c not in top)
        return attrs.evolve(state, mode_state=attrs.evolve(automa, deck=deck))

    def renumber(self, mode_state: ModeState | None, ids: Renumber) -> ModeState | None:
        if isinstance(mode_state, AutomaState):
            return attrs.evolve(
                mode_state, birds=ids(mode_state.birds), face_down=ids(mode_state.face_down)
            )
        return mode_state

    def card_places(
        self, state: GameState
    ) -> tuple[tuple[str, tuple[int, ...], tuple[int, ...]], ...]:
        automa = AutomaState.of(state)
        if automa is None:
            return ()
        return (
            ("the Automa's face-up birds", automa.birds, ()),
            ("the Automa's face-down birds", automa.face_down, ()),
            ("the Automa's bonus card", (), (automa.bonus,)),
        )

    def view(self, state: GameState, cards: CardSet) -> AutomaView | None:
        automa = AutomaState.of(state)
        if automa is None:
            return None
        round = min(max(state.round, 1), len(CUBES_PER_ROUND))
        return AutomaView(automa, cards, round, cards.cubes_in(state))
