"""The Automa, the solo opponent (rules reference 6): its deck, its turns and its scoring.

The Automa is no player: ``GameConfig(players=1, mode=AutomaOptions())`` seats one human, and
the Automa's side of the table is ``GameState.mode_state``, an ``AutomaState`` (``state.py``;
read it with ``AutomaState.of(state)``). Its cards and
tables are data (``data/automa.json``, read once into ``AUTOMA_DECK``, ``FOOD_PRIORITIES``,
``GOAL_VALUES`` and ``NEVER_BONUS``).

Its turns are work frames, never decisions: after each human turn (``between_turns``) an
``AutomaTurn`` reveals the top Automa card and pushes the frames of that round's section (the
main action, then the secondary symbol) above ``AutomaEndTurn``, which refills the tray and
lets the game go on. The only decisions during its turn are the human's pink powers, offered
by the "activate all pink powers" symbol (and, with ``AutomaOptions.pink_on_actions``, by its
lay-eggs, gain-food and draw actions). Everything it does emits an ``Automa...`` event.

The base frames ask ``AutomaVariant`` (the ``Variant`` of ``AutomaOptions``) at the points where
the mode changes the flow: setup, the start of a round, between turns, the round's goal and
the end of the game.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, ClassVar

from attrs import field, frozen

from ..._text import plural
from ...effects.hooks import active
from ...engine.scoring import (
    board_counts,
    card_counts,
    goal_count,
    goal_points,
    unscored_goal,
)
from ...errors import ConfigError
from ...state import rng
from ...state.enums import DieFace
from ...state.events import BaseEvent, Event
from ...state.fields import PLAIN
from ...state.model import (
    EMPTY,
    MAX_POINTS,
    ROUNDS,
    ROW_SIZE,
    TRAY_SIZE,
    GameConfig,
    Phase,
    Table,
)
from ...state.modes import ModeOptions, ModeState
from ...state.protocol import Frame, Work, declared
from ...state.values import changer, shared
from .._base import Variant
from . import events, features, nectar, view
from .deck import ACTIONS as ACTIONS  # re-exported
from .deck import (
    AUTOMA_DECK,
    FOOD_PRIORITIES,
    GOAL_VALUES,
    can_use_bonus,
    goal_quantity,
    round_deck,
)
from .deck import NEVER_BONUS as NEVER_BONUS  # re-exported
from .deck import SECONDARY as SECONDARY  # re-exported
from .deck import AutomaCard as AutomaCard  # re-exported
from .deck import AutomaSection as AutomaSection  # re-exported
from .deck import GoalValues as GoalValues  # re-exported
from .deck import automa_cards as automa_cards  # re-exported
from .events import (
    AutomaBonusDrawn,
    AutomaCardRevealed,
    AutomaGameEnded,
    AutomaGoalCube,
    AutomaGoalScored,
    AutomaKeptBird,
    AutomaLaidEggs,
    AutomaPinkPowers,
    AutomaRemovedDice,
    AutomaTookFaceDown,
    AutomaTrayDiscarded,
    AutomaTurnEnded,
)
from .facts import AUTOMA_KEEPS, AUTOMA_ONLY, AUTOMA_PREFERS_LOWEST, AUTOMA_WORTH_PER_LEVEL
from .scenario import AutomaScenario
from .score import AutomaScore, automa_score
from .state import MAX_NECTAR, NECTAR_BOXES, AutomaOptions, AutomaState, automa_options

if TYPE_CHECKING:
    from ...effects.cards import BaseMeasure, BonusCard
    from ...effects.catalog import CardSet
    from ...engine.describe import Names
    from ...engine.features import ModeFeature
    from ...engine.observation import Observation
    from ...engine.presentation import CardFacts, SchemaParts, TextStyle
    from ...engine.scoring import RivalScore
    from ...state.model import GameState
    from ...state.protocol import GameStep


#: ``automa`` with some fields changed, ``attrs.evolve``'s result: the generated changers of
#: ``state.values`` (positional, one per set of fields; built through the class's twin, no
#: frozen ``__setattr__`` per field: they run several times on every Automa turn).
_deck_revealed: Callable[..., AutomaState] = changer(AutomaState, "deck", "revealed")
_face_down: Callable[..., AutomaState] = changer(AutomaState, "face_down")
_birds: Callable[..., AutomaState] = changer(AutomaState, "birds")
_eggs: Callable[..., AutomaState] = changer(AutomaState, "eggs")
_cubes: Callable[..., AutomaState] = changer(AutomaState, "cubes")
_new_round: Callable[..., AutomaState] = changer(AutomaState, "deck", "revealed", "cubes", "leads")
_goal_scored: Callable[..., AutomaState] = changer(AutomaState, "goal_points", "cubes")
#: The table's changes on the Automa's turns (``changer`` too).
_table_tray_discard: Callable[..., Table] = changer(Table, "tray", "discard")
_table_feeder: Callable[..., Table] = changer(Table, "feeder", "outside")


def _automa(step: GameStep) -> AutomaState:
    """The Automa's state (``AutomaState.of``, inline: every Automa frame asks it)."""
    automa = step.mode_state
    assert isinstance(automa, AutomaState), "the Automa's frames run only in a game against it"
    return automa


def _table(step: GameStep) -> int:
    return step.players[0].table  # the Automa sits at the human's table


#: The difficulty the Automa-only cards are written at: Eagle, 4 points per face-down bird.
WRITTEN_AT = 4


def bonus_measure(config: GameConfig, card: BonusCard) -> BaseMeasure:
    """What the Automa's bonus ``card`` counts at the game's difficulty (rules 6.4): the card's
    measure, its points moved by ``automa worth per level`` for each level from Eagle's."""
    per_level = AUTOMA_WORTH_PER_LEVEL.number(card)
    if not per_level:
        return card.measure
    return card.measure.points_moved(per_level * (automa_options(config).difficulty - WRITTEN_AT))


def _offer_on_action(step: GameStep, event: Event) -> None:
    """With ``pink_on_actions``, offer the pink powers that the action ``event`` stands for
    (its ``LIKE_ACTION``) would trigger if another player took it ([U] #14)."""
    if automa_options(step.config).pink_on_actions:
        step.offer_pink_powers_to_all(event)


# --- the Automa's turn (rules 6.3) ------------------------------------------------------------
@frozen
class AutomaTurn(Work):
    """Reveal the top Automa card and push its current-round section: the main action, then
    the secondary symbol, above ``AutomaEndTurn``."""

    TAG: ClassVar[str] = "automa-turn"

    def run(self, step: GameStep) -> None:
        automa = _automa(step)
        push = step.pending.append
        push(_END_TURN)
        if not automa.deck:  # never with the data's deck sizes (10/9/8/7 cards, 8/7/6/5 turns)
            return
        card = automa.deck[0]
        step.mode_state = _deck_revealed(automa, automa.deck[1:], automa.revealed + (card,))
        section = AUTOMA_DECK[card].rounds[step.round - 1]
        if section is None:  # a card of another round: the saved-game checks refuse it
            return
        step.emit(_card_revealed(step.round, AUTOMA_DECK[card].name, section.action, section.then))
        if section.then == "add-cube":
            push(_cube(1))
        elif section.then == "remove-cube":
            push(_cube(-1))
        elif section.then == "pink-powers":
            push(_PINK_POWERS)
        if section.action == "draw":
            push(_DRAW)
        elif section.action == "play":
            push(_PLAY)
        elif section.action == "lay-eggs":
            push(_lay_eggs(section.eggs))
        else:
            push(_gain_food(FOOD_PRIORITIES[section.food]))


@frozen
class AutomaDraw(Work):
    """Draw cards: discard the whole tray, take the top deck card face down, refill the tray."""

    TAG: ClassVar[str] = "automa-draw"

    def run(self, step: GameStep) -> None:
        t = _table(step)
        table = step.tables[t]
        gone = tuple(c for c in table.tray if c != EMPTY)
        step.tables[t] = _table_tray_discard(table, (EMPTY,) * TRAY_SIZE, table.discard + gone)
        event = AutomaTrayDiscarded(gone)
        step.emit(event)
        _take_face_down(step, t)
        step.refill_tray(t)
        _offer_on_action(step, event)


def _take_face_down(step: GameStep, t: int) -> None:
    card = step.draw_from_deck(t)
    if card is None:  # the deck and the discard pile are both empty: nothing to take
        return
    automa = _automa(step)
    step.mode_state = _face_down(automa, automa.face_down + (card,))
    step.emit(_took_face_down(len(automa.face_down) + 1))


def _counted_cards(cards: CardSet, measure: BaseMeasure) -> frozenset[int]:
    """The bird cards (ids) off any mat that ``measure`` counts (``card_counts``): a fact of
    the card set, derived once per measure (an Automa game asks it every time it plays)."""
    key = ("automa-counted-cards", measure)
    found: frozenset[int] | None = cards.derived.get(key)
    if found is None:
        found = frozenset(i for i, b in enumerate(cards.birds) if card_counts(b, measure))
        cards.derived[key] = found
    return found


@frozen
class AutomaPlay(Work):
    """Play a bird: of the tray cards its bonus card counts (``bonus_measure``: at the game's
    difficulty), keep the one with the most printed points face up, or the fewest when the
    card says ``automa prefers lowest`` (the leftmost of a tie; ``automa keeps N``: up to N),
    and discard the others; with none, take the top deck card face down. Then refill the
    tray."""

    TAG: ClassVar[str] = "automa-play"

    def run(self, step: GameStep) -> None:
        t = _table(step)
        automa = _automa(step)
        birds = step.cards.birds
        bonus = step.cards.bonus_cards[automa.bonus]
        counted = _counted_cards(step.cards, bonus_measure(step.config, bonus))
        tray = step.tables[t].tray
        matching = [slot for slot, c in enumerate(tray) if c in counted]
        if not matching:
            _take_face_down(step, t)
        else:
            # The most points first, or the fewest with "automa prefers lowest" (the leftmost
            # of a tie); an Automa-only card may keep more than one.
            sign = 1 if AUTOMA_PREFERS_LOWEST.flag(bonus) else -1
            ranked = sorted(matching, key=lambda slot: (sign * birds[tray[slot]].points, slot))
            keeps = AUTOMA_KEEPS.number(bonus)
            best = ranked[:keeps]
            kept = tuple(tray[slot] for slot in best)
            others = tuple(tray[slot] for slot in matching if slot not in best)
            left = tuple(EMPTY if slot in matching else c for slot, c in enumerate(tray))
            step.tables[t] = _table_tray_discard(
                step.tables[t], left, step.tables[t].discard + others
            )
            step.mode_state = _birds(automa, automa.birds + kept)
            for i, card in enumerate(kept):
                step.emit(AutomaKeptBird(card, others if i == len(kept) - 1 else ()))
        step.refill_tray(t)


@frozen
class AutomaLayEggs(Work):
    """Lay eggs: the Automa gains ``eggs`` eggs, one point each."""

    TAG: ClassVar[str] = "automa-lay-eggs"

    eggs: int = field(metadata=PLAIN)

    def run(self, step: GameStep) -> None:
        automa = _automa(step)
        step.mode_state = _eggs(automa, automa.eggs + self.eggs)
        event = AutomaLaidEggs(self.eggs)
        step.emit(event)
        _offer_on_action(step, event)


@frozen
class AutomaGainFood(Work):
    """Gain food: reroll a birdfeeder whose dice all show one face, then remove every die of
    the first face of ``faces`` (the card's priority list) present. The Automa gains no food;
    an emptied birdfeeder is rerolled as usual."""

    TAG: ClassVar[str] = "automa-gain-food"

    faces: tuple[DieFace, ...] = field(metadata=PLAIN)

    def run(self, step: GameStep) -> None:
        t = _table(step)
        if len(set(step.tables[t].feeder)) == 1:
            step.roll_feeder(t, "reroll")
        table = step.tables[t]
        for face in self.faces:
            count = table.feeder.count(face)
            if not count:
                continue
            rest = tuple(f for f in table.feeder if f != face)
            step.tables[t] = _table_feeder(table, rest, table.outside + (face,) * count)
            event = AutomaRemovedDice(face, count)
            step.emit(event)
            if not rest:
                step.roll_feeder(t, "empty")
            _offer_on_action(step, event)
            return


@frozen
class AutomaCube(Work):
    """Put an Automa cube on the round's goal tile (``change`` 1), or take one off (-1) if it
    has one there."""

    TAG: ClassVar[str] = "automa-cube"

    change: int = field(metadata=PLAIN)

    def run(self, step: GameStep) -> None:
        automa = _automa(step)
        cubes = max(0, automa.cubes + (1 if self.change > 0 else -1))
        step.mode_state = _cubes(automa, cubes)
        symbol = "add-cube" if self.change > 0 else "remove-cube"
        step.emit(AutomaGoalCube(symbol, cubes != automa.cubes, cubes))


@frozen
class ActivatePinkPowers(Work):
    """The symbol "activate all pink powers": each player's pink powers not used since their
    last turn are offered now, whatever their trigger (rules 6.3; docs/variants.md gives the
    reading)."""

    TAG: ClassVar[str] = "automa-activate-pink-powers"

    def run(self, step: GameStep) -> None:
        event = AutomaPinkPowers()
        step.emit(event)
        step.offer_pink_powers_to_all(event)


@frozen
class AutomaEndTurn(Work):
    """The Automa's turn is over: refill the tray (a pink power may have taken a card) and go
    on with the game (the frame below: the next turn, or the end of the round)."""

    TAG: ClassVar[str] = "automa-end-turn"

    def run(self, step: GameStep) -> None:
        step.refill_tray(_table(step))
        step.emit(_turn_ended(step.round))


# Frames and events are frozen values: the ones every Automa turn makes are built once and
# shared (``state.values.shared``), as the base game's turn frames are.
_END_TURN = AutomaEndTurn()
_DRAW = AutomaDraw()
_PLAY = AutomaPlay()
_PINK_POWERS = ActivatePinkPowers()
_AUTOMA_TURN = (AutomaTurn(),)
_cube = shared(AutomaCube)
_lay_eggs = shared(AutomaLayEggs)
_gain_food = shared(AutomaGainFood)
_card_revealed = shared(AutomaCardRevealed)
_turn_ended = shared(AutomaTurnEnded)
_took_face_down = shared(AutomaTookFaceDown)

FRAMES: tuple[type[Frame], ...] = (
    AutomaTurn,
    AutomaDraw,
    AutomaPlay,
    AutomaLayEggs,
    AutomaGainFood,
    AutomaCube,
    ActivatePinkPowers,
    AutomaEndTurn,
)


# --- the mode -----------------------------------------------------------------------------------
class AutomaVariant(Variant):
    """The base game for one human, with the Automa taking a turn after each of theirs."""

    OPTIONS: ClassVar[type[ModeOptions]] = AutomaOptions
    STATE: ClassVar[type[ModeState] | None] = AutomaState
    #: A format-2 save kept the mode's options and state in fields named "automa".
    FORMAT_2_FIELD: ClassVar[str | None] = "automa"
    RIVAL_TURN: ClassVar[type | None] = AutomaEndTurn
    FRAMES: ClassVar[tuple[type, ...]] = FRAMES
    RIVAL_NAME: ClassVar[str] = "Automa"
    RIVAL_FIGURES: ClassVar[tuple[tuple[str, str], ...]] = (
        ("birds", "birds"),
        ("face_down", "face-down"),
        ("goals", "goals"),
        ("eggs", "eggs"),
    )

    # --- what a game shows (``view``) ---
    VIEW_KEY: ClassVar[str | None] = "automa"
    VIEW_PLACE: ClassVar[int] = 2

    def text_goal_result(self, state: GameState | Observation, round: int) -> str:
        return view.text_goal_result(state, round)

    def text_sections(
        self, state: GameState | Observation, names: Names, style: TextStyle
    ) -> list[list[str]]:
        return view.text_sections(state, names, style, [card.name for card in AUTOMA_DECK])

    def score_row(
        self, rival: RivalScore, categories: tuple[str, ...]
    ) -> tuple[str, tuple[int, ...]] | None:
        return view.score_row(rival, categories)

    def view_section(
        self, seen: Observation, cards: CardFacts, rival: RivalScore | None
    ) -> dict[str, Any] | None:
        return view.view_section(seen, cards, rival)

    def view_schema(self, parts: SchemaParts) -> dict[str, Any]:
        return view.view_schema(parts)

    def observation_features(self, config: GameConfig, cards: CardSet) -> tuple[ModeFeature, ...]:
        return features.observation_features(config, cards)

    SCENARIO: ClassVar[type | None] = AutomaScenario

    def bonus_measure(self, config: GameConfig, card: BonusCard) -> BaseMeasure:
        """Rules 6.4: an Automa-only card whose points move with the difficulty counts them at
        the game's level (``automa worth per level``)."""
        return bonus_measure(config, card)

    def rival_score(self, state: GameState, cards: CardSet) -> AutomaScore | None:
        """The Automa's score before its rank (rules 6.5): printed points of its face-up birds,
        the difficulty's points for each face-down one, its goal points and its eggs; with its
        Spent Nectar card, the places it takes in the nectar majority (U33)."""
        automa = AutomaState.of(state)
        if automa is None:
            return None
        options = automa_options(state.config)
        birds = sum(cards.birds[c].points for c in automa.birds)
        face_down = len(automa.face_down) * options.difficulty
        goals = sum(automa.goal_points)
        extra = tuple(
            (c.name, c.rival_count(state, cards))
            for c in active(state.config).score_categories
            if c.rival_count is not None and self.rival_majority(state, c.name, 0) is not None
        )
        total = birds + face_down + goals + automa.eggs + sum(points for _, points in extra)
        return AutomaScore(
            birds=birds,
            face_down=face_down,
            goals=goals,
            eggs=automa.eggs,
            total=total,
            food_left=options.tiebreak_food,
            rank=1,
            face_down_birds=len(automa.face_down),
            round_goals=automa.goal_points,
            extra=extra,
        )

    def rival_majority(self, state: GameState, category: str, part: int) -> int | None:
        """U33: the Automa's box of ``part``'s habitat competes in the nectar majority only
        with ``nectar_majority`` (its Spent Nectar card, rules-expansions 9.2.11)."""
        automa = AutomaState.of(state)
        if automa is None or category != nectar.CATEGORY or not automa.nectar:
            return None
        if not automa_options(state.config).nectar_majority or not 0 <= part < len(automa.nectar):
            return None
        return automa.nectar[part]

    def cards_held(self, state: GameState) -> tuple[tuple[int, ...], tuple[int, ...]]:
        automa = AutomaState.of(state)
        if automa is None:
            return (), ()
        return automa.birds + automa.face_down, (automa.bonus,)

    def set_up(self, step: GameStep) -> None:
        """Rules 6.1: the Automa's bonus card (bonus cards revealed until one it can use, then
        the bonus deck shuffled again), and who takes the first turn of round 1."""
        cards = step.cards
        for goal in step.goals:
            side = cards.goal_sides[goal]
            if side.name.casefold() not in GOAL_VALUES:
                raise ConfigError(f"the Automa has no base values for the goal {side.name!r}")
        t = _table(step)
        deck = step.tables[t].bonus_deck
        given = automa_options(step.config).bonus_card
        # The first card it can use (revealed from the top: only that one is needed).
        first = next((i for i, c in enumerate(deck) if can_use_bonus(cards.bonus_cards[c])), None)
        usable = [] if first is None else [first]
        if given:  # named by the options: taken from the deck, nothing revealed (rules 6.1 #6)
            usable = [
                i
                for i, c in enumerate(deck)
                if cards.bonus_cards[c].name == given and can_use_bonus(cards.bonus_cards[c])
            ]
            if not usable:
                raise ConfigError(f"the Automa cannot be given the bonus card {given!r}")
            deck = deck[usable[0] :] + deck[: usable[0]]
            usable = [0]
        if not usable:
            raise ConfigError("the bonus deck holds no bonus card the Automa can use")
        card = deck[usable[0]]
        passed = deck[: usable[0]]
        rest, step.rng = rng.shuffled(step.rng, tuple(c for c in deck if c != card))
        step.set_table(t, bonus_deck=rest)
        leads = False
        options = automa_options(step.config)
        if not options.human_first:
            first, step.rng = rng.below(step.rng, 2)
            leads = first == 1
        # Rules 6.1 #5: the Automa deck is shuffled at setup, so it lies on the table (its size
        # public) before round 1. Nothing draws from the stream between here and round 1's
        # start, which used to shuffle it: this is the same shuffle of the same stream, so
        # every seeded game and record plays as before (round_starts keeps this deck).
        deck, step.rng = rng.shuffled(step.rng, round_deck(1, options.expert))
        step.mode_state = AutomaState(
            bonus=card, deck=deck, leads=leads, nectar=nectar.starting_nectar(step.config)
        )
        step.emit(AutomaBonusDrawn(card, passed))

    def bonus_cards_in_play(self, config: GameConfig, cards: CardSet) -> tuple[int, ...]:
        """Every card but the Automa-only ones, and the one the options give the Automa."""
        given = automa_options(config).bonus_card
        return tuple(
            i
            for i, card in enumerate(cards.bonus_cards)
            if not AUTOMA_ONLY.flag(card) or card.name == given
        )

    def bonus_cards_not_dealt(self, config: GameConfig, cards: CardSet) -> tuple[int, ...]:
        """The card the options give the Automa is never dealt to the player (rules 6.1 #6:
        the Automa takes it from the deck)."""
        given = automa_options(config).bonus_card
        return tuple(i for i, card in enumerate(cards.bonus_cards) if card.name == given)

    def round_starts(self, step: GameStep) -> tuple[Frame, ...]:
        """Rules 6.2: the round's Automa deck, shuffled; the first turn passes each round when
        the human does not always start. Round 1's deck was shuffled at setup (rules 6.1 #5;
        a save from before that holds none: it is shuffled now, from the same stream)."""
        automa = _automa(step)
        options = automa_options(step.config)
        if step.round == 1 and automa.deck and not automa.revealed:
            deck = automa.deck
        else:
            deck, step.rng = rng.shuffled(step.rng, round_deck(step.round, options.expert))
        leads = automa.leads
        if step.round > 1 and not options.human_first:
            leads = not leads
        step.mode_state = _new_round(automa, deck, (), 0, leads)
        return _AUTOMA_TURN if leads else ()

    def between_turns(self, step: GameStep, last: bool) -> tuple[Frame, ...]:
        """Rules 6.3: the Automa plays after each human turn (before it, when it leads)."""
        if _automa(step).leads and last:
            return ()
        return _AUTOMA_TURN

    def score_round_goal(self, step: GameStep) -> tuple[tuple[int, ...], tuple[int, ...]]:
        """Rules 6.4: the Automa's quantity (its base value for the goal and round, plus its
        cubes on the tile) is ranked with the human's on the goal board; its points are
        recorded and its cubes come back from the tile. First, with its Spent Nectar card,
        its boxes are adjusted (rules-expansions 9.2.11)."""
        cards = step.cards
        side = cards.goal_sides[step.goals[step.round - 1]]
        counts = tuple(goal_count(pl, cards, side.measure, step.config) for pl in step.players)
        automa = nectar.adjust(step, _automa(step))  # its Spent Nectar card (9.2.11)
        rival = goal_quantity(side, step.round, automa.cubes)
        config = step.config
        scored = board_counts(side.measure, counts + (rival,), config)
        ranked = goal_points(scored, step.round, config.goal_board, config.house)
        if not cards.goal_scored(step):  # "No Goal" (9.2.9), a tile cached (9.6): nor it
            counts, rival, ranked = unscored_goal(len(counts))[0], 0, (0,) * len(ranked)
        step.mode_state = _goal_scored(automa, automa.goal_points + (ranked[-1],), 0)
        step.emit(AutomaGoalScored(step.round, rival, ranked[-1]))
        return counts, ranked[: len(counts)]

    def game_ends(self, step: GameStep) -> None:
        score = automa_score(step.freeze(), step.cards)
        assert score is not None
        step.emit(AutomaGameEnded(score.total, score.rank))

    def state_problems(self, state: GameState, cards: CardSet) -> list[str]:
        return _problems(state, cards)


def _problems(state: GameState, cards: CardSet) -> list[str]:
    """What is wrong with the Automa's part of ``state`` (a save from a stranger)."""
    automa = AutomaState.of(state)
    if automa is None:  # the saved-game checks say so first
        return ["a game against the Automa has its state"]
    found: list[str] = []
    if not 0 <= automa.bonus < len(cards.bonus_cards):
        found.append("the Automa's bonus card is not a card of the set")
    elif not can_use_bonus(cards.bonus_cards[automa.bonus]):
        found.append("the Automa holds a bonus card it cannot use")
    if not 0 <= automa.eggs <= MAX_POINTS * ROUNDS:
        found.append("the Automa's eggs are out of range")
    turns = 3 * ROW_SIZE * ROUNDS  # far more birds than 26 turns can bring
    if len(automa.birds) + len(automa.face_down) > turns:
        found.append("the Automa has more birds than its turns could bring")
    if len(automa.goal_points) != len(state.goal_points) or any(
        not 0 <= v <= MAX_POINTS for v in automa.goal_points
    ):
        found.append("the Automa's goal points must be one value of 0-100 per finished round")
    if automa.nectar and (
        not automa_options(state.config).nectar_majority
        or len(automa.nectar) != NECTAR_BOXES
        or any(not 0 <= n <= MAX_NECTAR for n in automa.nectar)
    ):
        found.append(
            f"the Automa's spent nectar must be {NECTAR_BOXES} boxes of 0-{MAX_NECTAR}, "
            "and only with AutomaOptions(nectar_majority=True)"
        )
    elif bool(automa.nectar) != nectar.keeps_nectar(state.config):
        found.append("the Automa's Spent Nectar card is in play exactly with nectar_majority")
    if automa.leads and automa_options(state.config).human_first:
        found.append("the Automa leads a round though the human always starts")
    sides = cards.goal_sides
    for goal in state.goals:
        if 0 <= goal < len(sides) and sides[goal].name.casefold() not in GOAL_VALUES:
            found.append(f"the Automa has no base values for the goal {sides[goal].name!r}")
    if state.phase is Phase.SETUP:
        if automa.revealed or automa.cubes or automa.birds or automa.face_down:
            found.append("the Automa has not played before round 1")
        if automa.deck and sorted(automa.deck) != sorted(
            round_deck(1, automa_options(state.config).expert)
        ):  # none: a save from before the deck was shuffled at setup (rules 6.1 #5)
            found.append("the Automa's deck is not round 1's Automa cards")
        return found
    if not 1 <= state.round <= ROUNDS:
        return found
    expected = round_deck(state.round, automa_options(state.config).expert)
    cards_now = automa.deck + automa.revealed
    if sorted(cards_now) != sorted(expected):
        found.append(f"the Automa's deck is not round {state.round}'s Automa cards")
    turns_taken = state.turn + (1 if automa.leads and state.phase is Phase.PLAY else 0)
    if len(automa.revealed) != min(turns_taken, cards.cubes_in(state)):
        found.append(
            f"the Automa revealed {plural(len(automa.revealed), 'card')} in "
            f"{plural(state.turn, 'turn')} of the round"
        )
    if not 0 <= automa.cubes <= len(automa.revealed):
        found.append("the Automa has more cubes on the goal tile than turns this round")
    return found


#: The mode as ``wingspan_rules.variants.MODES`` lists it.
MODE = AutomaVariant()
#: The events the mode declares (``events``), joined to every event's table by
#: ``wingspan_rules.variants``.
EVENTS: tuple[type[BaseEvent], ...] = declared(BaseEvent, events)
#: The moves the mode declares: none (its decisions are answered by the base game's moves).
MOVES: tuple[type, ...] = ()
