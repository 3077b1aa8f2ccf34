"""The scratchpad of one step, and the elementary operations on it.

``apply`` copies the state's top-level collections into a ``Step`` (lists of the same frozen
players and tables), runs the rules on it and freezes it into a new ``GameState``. The input
state is never touched: only references are copied, and every change builds new frozen values.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import attrs

from ..effects.board import locate
from ..effects.dice import feeder_mix, in_feeder_order, roll, take_out
from ..effects.turn_memory import EGG_ON, FROM_FEEDER, GAINS_READ, gains_read, noted, notes_read
from ..state import rng
from ..state.enums import HABITAT_ACTION, DieFace, Food, Habitat
from ..state.events import (
    ActionUpgraded,
    BonusCardsDrawn,
    CardDiscarded,
    CardDrawn,
    CardTucked,
    DeckReshuffled,
    DieTaken,
    EggLaid,
    Event,
    FeederReset,
    FeederRolled,
    FoodCached,
    FoodGained,
    GoalTileCached,
    PowerDeferred,
    TrayRefilled,
)
from ..state.model import (
    DICE,
    EMPTY,
    MAX_TOKENS,
    TRAY_SIZE,
    Bird,
    GameConfig,
    GameState,
    Lane,
    Phase,
    Player,
    Table,
)
from ..state.modes import ModeState
from ..state.moves import DrawFromDeck, DrawFromTray, Move
from ..state.protocol import Frame, PowerContext
from ..state.values import builder, changer, evolve, replacer, shared
from .frames import (
    BeginTurn,
    ChooseBonus,
    EndTurn,
    HuntSucceeded,
    HuntWatch,
    Resolve,
    RunPower,
    TurnEndPart,
    at_round_end,
    start_bird_play,
)
from .frames.choice import habitat_action_frames, move_cube
from .modes import variant_for
from .step_build import install_copying
from .triggers import (
    UNKNOWN,
    PinkEvent,
    offer_pink_powers_to_all,
    offer_triggered_powers,
    pink_triggers_for,
)

if TYPE_CHECKING:
    from ..effects.catalog import CardSet
    from .core import Rules


#: The state's fields, as the ``Step`` handles them (read from ``GameState``'s declaration).
_FIELDS: tuple[str, ...] = tuple(f.name for f in attrs.fields(GameState) if f.init)
_AS_LISTS: tuple[str, ...] = tuple(
    f.name for f in attrs.fields(GameState) if f.metadata.get("step") == "list"
)
_EMITTED: tuple[str, ...] = tuple(
    f.name for f in attrs.fields(GameState) if f.metadata.get("step") == "emitted"
)


class Step:
    """A mutable copy of one state's fields while ``apply`` runs; ``freeze`` makes the next state.

    Every field of ``GameState`` is an attribute here: components edited in place are lists,
    the events start empty, the rest are the state's own values. Nothing here is hand-listed,
    so a new state component needs no edit in this class (only the annotation below, for type
    checkers: ``mypy`` reports a component used here without one).

    A ``Step`` is the ``GameStep`` the frames and the vocabulary act on (``protocol``).

    While the engine runs a lane (Flock's players acting at once), ``lane`` is its index and
    ``pending`` and ``powers`` are that lane's; the main stack waits aside (``enter_lane``,
    ``leave_lane``), so frames and primitives act on the lane without knowing it.
    """

    __slots__ = ("state", "rules", "cards", "lane", "_aside", *_FIELDS)

    # What the generated ``__init__`` sets: ``GameState``'s fields, lists where edited in place.
    state: GameState
    rules: Rules
    cards: CardSet
    config: GameConfig
    card_set: str
    rng: int
    players: list[Player]
    tables: list[Table]
    goals: tuple[int, ...]
    goal_points: tuple[tuple[int, ...], ...]
    phase: Phase
    round: int
    turn: int
    first_player: int
    pending: list[Frame]
    powers: list[PowerContext]
    events: list[Event]
    mode_state: ModeState | None
    lanes: list[Lane]
    cancelled_rounds: tuple[int, ...]
    lane: int | None
    _aside: tuple[list[Frame], list[PowerContext]] | None

    # ``__init__`` and ``freeze`` are generated below from the field lists: plain attribute
    # assignments, as fast as hand-written code (apply runs them once per move).
    def __init__(self, state: GameState, rules: Rules) -> None:
        raise NotImplementedError  # replaced by _generate_copying

    def freeze(self) -> GameState:
        raise NotImplementedError  # replaced by _generate_copying

    def freeze_listed(self, listed: tuple[Move, ...]) -> GameState:
        """``freeze``, with ``listed`` as the new state's listed moves (``GameState.listed``)."""
        raise NotImplementedError  # replaced by _generate_copying

    def freeze_lanes(
        self, listed_lanes: tuple[tuple[Move, ...], ...], listed: tuple[Move, ...]
    ) -> GameState:
        """``freeze``, with each lane's listed moves (``GameState.listed_lanes``) and the
        first lane's with any (``GameState.listed``): Flock's players acting at once."""
        raise NotImplementedError  # replaced by _generate_copying

    # --- reading ------------------------------------------------------------------------------
    @property
    def active_player(self) -> int:
        """The player whose turn is being played: the lane's player while a lane runs."""
        if self.lane is not None:
            return self.lanes[self.lane].player
        return (self.first_player + self.turn) % self.config.players

    def table_of(self, p: int) -> Table:
        return self.tables[self.players[p].table]

    def emit(self, event: Event) -> None:
        self.events.append(event)
        if type(event) is FoodGained:
            # The turn's record of food gained (Player.turn_gains), only in a card set with a
            # power reading it (``gains_read``, its answer read directly once known).
            reads = self.cards.derived.get(GAINS_READ)
            if reads or (reads is None and gains_read(self.cards)):
                players = self.players
                player = players[event.player]
                gains = list(player.turn_gains)
                gains[event.food] = min(gains[event.food] + 1, MAX_TOKENS)
                players[event.player] = _player_turn_gains(player, tuple(gains))
            # "When another player gains seed", by any means: only a card set with such a
            # power pays for the offer (``pink_triggers_for``: None, once it is known, when
            # no pink power of the set answers a food gained).
            if self.cards.derived.get(_PINK_FOR_FOOD, UNKNOWN) is not None:
                self.offer_pink_powers(event)
        elif (  # "when another player draws a bonus card": only a set with such a power pays
            type(event) is BonusCardsDrawn
            and self.cards.derived.get(_PINK_FOR_BONUS, UNKNOWN) is not None
        ):
            self.offer_pink_powers(event)

    def upgraded(self, event: ActionUpgraded) -> None:
        """``event``'s player gave something up to upgrade an action of their mat: told, and
        offered to the pink powers answering it, only in a card set with such a power (the
        promo California Scrub-Jay's), so other games' events are as before."""
        answers = self.cards.derived.get(_PINK_FOR_UPGRADE, UNKNOWN)
        if answers is UNKNOWN:  # known from the card set alone
            answers = pink_triggers_for(self.cards, ActionUpgraded)
        if answers is not None:
            self.events.append(event)
            self.offer_pink_powers(event)

    # --- randomness ---------------------------------------------------------------------------
    def stream(self, t: int) -> int:
        """The random stream of table ``t``'s dice and deck: the game's one stream, except in
        mode whose state keeps one per table (Flock's groups, ``ModeState.stream``)."""
        mode = self.mode_state
        own = None if mode is None else mode.stream(t)
        return self.rng if own is None else own

    def set_stream(self, t: int, value: int) -> None:
        """Store table ``t``'s random stream after a draw from it (see ``stream``)."""
        mode = self.mode_state
        if mode is not None and mode.stream(t) is not None:
            self.mode_state = mode.with_stream(t, value)
        else:
            self.rng = value

    # --- the power being resolved -------------------------------------------------------------
    @property
    def power(self) -> PowerContext:
        """The innermost power being resolved."""
        return self.powers[-1]

    def remember(self, name: str, kind: str, values: tuple[int, ...]) -> None:
        """Let the innermost power remember ``values`` (of ``kind``) under the slot ``name``."""
        self.powers[-1] = self.powers[-1].remember(name, kind, values)

    def recall(self, name: str) -> tuple[int, ...]:
        return self.powers[-1].recall(name)

    def set_done(self, done: bool) -> None:
        """Record whether the innermost power's last cost was paid in full ("if you do")."""
        power = self.powers[-1]
        if power.done is not done:
            self.powers[-1] = evolve(power, done=done)

    # --- pushing frames for the vocabulary ----------------------------------------------------
    # Primitives (``effects``) never import the engine: they ask the step for these.
    def run_block(
        self,
        actor: int,
        block: tuple[int, ...],
        only_if_done: bool = False,
        power: int | None = None,
    ) -> None:
        """Run the effects of ``block`` of a power (the innermost one unless ``power``)."""
        index = len(self.powers) - 1 if power is None else power
        self.pending.append(Resolve(actor, index, block, 0, only_if_done))

    def run_power(self, p: int, card: int, source: int = -1) -> None:
        """Run the power of ``p``'s bird ``card`` (a repeated power), or with ``source`` the
        power of that card as if ``card`` had it (a copied power, rules 9.3.3)."""
        self.pending.append(RunPower(p, card, source))

    def announce_hunt_success(self, p: int, card: int) -> None:
        """Announce, once what is pushed after this has run, that ``card``'s hunt succeeded."""
        self.pending.append(HuntSucceeded(p, card))

    def take_habitat_action(
        self, p: int, habitat: Habitat, after_steps: bool = True, pink: bool = True
    ) -> None:
        """``p`` takes ``habitat``'s action once what is pushed after this has run, from inside
        the running power: the benefit of the row's leftmost empty column, the mat's
        conversion, the row's brown powers and (``after_steps``) the expansions' steps after
        an action; its completion offers pink powers unless not ``pink``. No cube is placed:
        moving one is the power's part (docs/architecture.md, "A habitat action from a
        power")."""
        frames = habitat_action_frames(self, p, HABITAT_ACTION[habitat], after_steps, pink)
        self.pending.extend(frames)

    def move_cube(self, p: int, start: Habitat, column: int, end: Habitat, to: int) -> bool:
        """Move ``p``'s action cube with the bird at (``start``, ``column``) to ``end``, where
        the bird takes column ``to`` (rules-expansions 9.5.9: ``frames.choice.move_cube``)."""
        return move_cube(self, p, start, column, end, to)

    def watch_hunt(self, p: int, card: int) -> None:
        """Once what is pushed after this has run, add ``card`` to the running power's slot
        ``HUNTS_SUCCEEDED`` if ``p``'s ``card`` succeeded as a predator meanwhile
        (``HuntWatch``)."""
        self.pending.append(HuntWatch(p, card))

    def start_bird_play(
        self,
        p: int,
        card: int,
        habitat: Habitat,
        eggs_off: int = 0,
        food_off: Food | None = None,
        free: bool = False,
    ) -> None:
        """Pay for and place ``card`` in ``habitat`` (rules 3.3), ``eggs_off`` eggs of its egg
        cost and one ``food_off`` of its food cost not paid; ``free``: no cost at all (a free
        play, rules-expansions 9.6)."""
        start_bird_play(self, p, card, habitat, eggs_off, food_off, free)

    def ask_keep_bonus(self, p: int, offered: tuple[int, ...], keep: int) -> None:
        """``p`` keeps ``keep`` of the bonus cards ``offered`` (already in their bonus hand)."""
        self.pending.append(ChooseBonus(p, offered, keep))

    def before_turn_ends(self, frame: Frame) -> bool:
        """Push ``frame`` to run when the current turn's own work is done (after what waits
        there already, before the tray is refilled): a player's turn, or a rival's that is no
        player (the Automa's); at a round's end, once the round-end (or game-end) powers are
        done, before the goal is scored. False, with nothing pushed, when neither is under way."""
        pending = self.pending
        rival = variant_for(self.config).RIVAL_TURN
        for i, below in enumerate(pending):
            if type(below) is EndTurn or (rival is not None and type(below) is rival):
                pending.insert(i + 1, frame)
                return True
        if at_round_end(pending):
            pending.insert(1, frame)
            return True
        return False

    def at_turn_end(self, actor: int, path: tuple[int, ...]) -> bool:
        """Hold back the effect at ``path`` of the innermost power, for ``actor``, until the
        end of the turn under way (``TurnEndPart``; a pink power's "at the end of their turn",
        rules 9.1). False when no turn is under way: the effect is then done at once."""
        context = self.powers[-1]
        part = TurnEndPart(actor, context.owner, context.bird, path, context.source)
        return self.before_turn_ends(part)

    def offer_pink_powers(self, event: PinkEvent) -> None:
        """Offer the pink powers that ``event`` triggers (rules 3.9)."""
        offer_triggered_powers(self, event)

    def offer_pink_powers_to_all(self, trigger: Event) -> None:
        """Offer every player's ready pink powers that answer ``trigger`` on a rival's turn:
        the Automa's "activate all pink powers" (rules 6.3)."""
        offer_pink_powers_to_all(self, trigger)

    def rival_seats(self) -> int:
        """Seats at the table besides the players (the Automa): "players + N" counts them."""
        return self.config.mode.RIVAL_SEATS

    # --- players acting at once (Flock, rules 8.2) --------------------------------------------
    def enter_lane(self, i: int) -> None:
        """Run lane ``i`` from now on: its stack and powers become ``pending`` and ``powers``."""
        lane = self.lanes[i]
        self._aside = (self.pending, self.powers)
        self.pending = list(lane.pending)
        self.powers = list(lane.powers)
        self.lane = i

    def leave_lane(self) -> None:
        """Store the running lane back and return to the main stack."""
        i = self.lane
        assert i is not None and self._aside is not None, "leave_lane after enter_lane"
        lane = self.lanes[i]
        self.lanes[i] = _lane(lane.player, tuple(self.pending), tuple(self.powers), lane.waits)
        self.pending, self.powers = self._aside
        self._aside = None
        self.lane = None

    def restore_lane(self) -> None:
        """Return to the main stack, the running lane left as it was: nothing ran in it (it
        was only asked its options), so its stored value is still its own."""
        assert self.lane is not None and self._aside is not None, "restore_lane after enter_lane"
        self.pending, self.powers = self._aside
        self._aside = None
        self.lane = None

    def busy_lane(self, p: int) -> int | None:
        """The lane where ``p`` is busy with their own turn while another lane runs (their
        turn begun or still to begin there), or None."""
        for j, lane in enumerate(self.lanes):
            if j != self.lane and lane.player == p:
                for frame in lane.pending:
                    if type(frame) is EndTurn or type(frame) is BeginTurn:
                        return j
        return None

    def reach(self, p: int, block: tuple[int, ...], power: int | None = None) -> None:
        """Run ``block`` for ``p``, reached by a part of a power done by several players: at
        once, or after ``p``'s own turn when they are busy with it in another lane."""
        if self.lanes and self.busy_lane(p) is not None:
            self.run_later(p, (p,), block, power)
        else:
            self.run_block(p, block, power=power)

    def run_later(
        self,
        after: int,
        players: tuple[int, ...],
        block: tuple[int, ...],
        power: int | None = None,
        frames: tuple[Frame, ...] = (),
    ) -> None:
        """Run ``block`` of a power for ``players`` in order (or ``frames`` instead) once
        ``after`` has finished the turn they are busy with in another lane: the work waits in
        that lane, under the turn, in a power context of its own. Without such a turn, at once."""
        j = self.busy_lane(after)
        if j is None:  # nobody to wait for: at once, in the running power
            if frames:
                self.pending.extend(frames)
            for q in reversed(() if frames else players):
                self.run_block(q, block, power=power)
            return
        context = self.powers[-1 if power is None else power]
        frame = variant_for(self.config).defer(context.owner, context.bird, players, block, frames)
        lane = self.lanes[j]
        self.lanes[j] = Lane(lane.player, (frame, *lane.pending), lane.powers, lane.waits)
        self.emit(PowerDeferred(after, context.bird, players))

    def turn_order_parts(
        self, actor: int, start: int
    ) -> tuple[tuple[tuple[int, ...], int | None], ...]:
        """The players of a power done in turn order, part by part (``Variant.turn_order_parts``)."""
        return variant_for(self.config).turn_order_parts(self, actor, start)

    # --- players ------------------------------------------------------------------------------
    def set_player(self, p: int, **changes: Any) -> Player:
        player: Player = _replace_player(self.players[p], **changes)
        self.players[p] = player
        return player

    def add_food(self, p: int, food: Food, n: int = 1) -> None:
        player = self.players[p]
        counts = list(player.food)
        counts[food] = min(counts[food] + n, MAX_TOKENS)  # the supply ends where saves do
        self.players[p] = _player_food(player, tuple(counts))

    def spend_food(self, p: int, payment: tuple[int, ...]) -> None:
        player = self.players[p]
        food = tuple(have - pay for have, pay in zip(player.food, payment, strict=True))
        self.players[p] = _player_food(player, food)

    def set_bird(self, p: int, habitat: Habitat, column: int, bird: Bird) -> None:
        player = self.players[p]
        mat = list(player.mat)
        row = list(mat[habitat])
        row[column] = bird
        mat[habitat] = tuple(row)
        self.players[p] = _player_mat(player, tuple(mat))

    def cache_food(self, p: int, card: int, food: Food, source: str) -> None:
        """Cache one ``food`` on ``p``'s bird ``card`` (from ``source``)."""
        where = locate(self.players[p], card)
        if where is None:
            return
        h, c = where
        bird = self.players[p].mat[h][c]
        cached = list(bird.cached)
        cached[food] = min(cached[food] + 1, MAX_TOKENS)  # the supply ends where saves do
        self.set_bird(p, h, c, _with(bird, bird.eggs, tuple(cached)))
        event = _food_cached(p, card, food, source)
        self.events.append(event)
        # "When another player caches food": only a card set with such a power pays for it.
        if self.cards.derived.get(_PINK_FOR_CACHE, UNKNOWN) is not None:
            self.offer_pink_powers(event)

    def tuck_card(self, p: int, card: int, tucked: int, source: str) -> None:
        """Tuck the card ``tucked`` behind ``p``'s bird ``card`` (from ``source``: "hand",
        "deck" or "revealed"; it says who knows the card, rules 3.10).

        A card tucked from the hand leaves it face down: the other players can no longer tell
        which of the cards they saw taken the hand still holds, so none of them stays known.
        """
        where = locate(self.players[p], card)
        if where is not None:
            h, c = where
            bird = self.players[p].mat[h][c]
            if source == "hand":
                bird = evolve(bird, tucked_from_hand=bird.tucked_from_hand + (tucked,))
            elif source == "revealed":
                bird = evolve(bird, tucked_revealed=bird.tucked_revealed + (tucked,))
            self.set_bird(p, h, c, evolve(bird, tucked=bird.tucked + (tucked,)))
        if source == "hand" and self.players[p].known:
            self.set_player(p, known=())
        event = CardTucked(p, card, tucked, source)
        self.emit(event)
        self.offer_pink_powers(event)  # "when another player tucks a card" (rules 9.1)

    def add_to_hand(self, p: int, card: int, public: bool = False) -> None:
        """Put ``card`` in ``p``'s hand; ``public``: taken face up, so every player knows it."""
        player = self.players[p]
        if public:
            changed = _player_hand_known(player, player.hand + (card,), player.known + (card,))
        else:
            changed = _player_hand(player, player.hand + (card,))
        self.players[p] = changed

    def remove_from_hand(self, p: int, card: int) -> None:
        player = self.players[p]
        hand = list(player.hand)
        hand.remove(card)
        if card in player.known:
            known = tuple(c for c in player.known if c != card)
            self.players[p] = _player_hand_known(player, tuple(hand), known)
        else:
            self.players[p] = _player_hand(player, tuple(hand))

    def discard_from_hand(self, p: int, card: int) -> None:
        self.remove_from_hand(p, card)
        t = self.players[p].table
        self.tables[t] = _table_discard(self.tables[t], self.tables[t].discard + (card,))
        self.events.append(_card_discarded(p, card))

    # --- the table ----------------------------------------------------------------------------
    def set_table(self, t: int, **changes: Any) -> Table:
        table: Table = _replace_table(self.tables[t], **changes)
        self.tables[t] = table
        return table

    def draw_from_deck(self, t: int) -> int | None:
        """The top card of the deck, reshuffling the discard pile into a new deck if needed."""
        table = self.tables[t]
        if not table.deck:
            if not table.discard:
                return None
            deck, stream = rng.shuffled(self.stream(t), table.discard)
            self.set_stream(t, stream)
            table = self.set_table(t, deck=deck, discard=())
            self.emit(DeckReshuffled(len(deck)))
        self.tables[t] = _table_deck(table, table.deck[1:])
        return table.deck[0]

    def draw_to_hand_from_deck(self, p: int) -> bool:
        card = self.draw_from_deck(self.players[p].table)
        if card is None:
            return False
        self.add_to_hand(p, card)
        self.events.append(_card_drawn(p, card, "deck"))
        return True

    def take_from_tray(self, t: int, slot: int) -> int:
        """Take the card in tray ``slot``; the slot stays empty until the end of the turn."""
        table = self.tables[t]
        tray = list(table.tray)
        card, tray[slot] = tray[slot], EMPTY
        self.tables[t] = _table_tray(table, tuple(tray))
        return card

    def draw_to_hand_from_tray(self, p: int, slot: int) -> None:
        card = self.take_from_tray(self.players[p].table, slot)
        self.add_to_hand(p, card, public=True)
        self.events.append(_card_drawn(p, card, "tray"))

    def draw_chosen(self, p: int, move: DrawFromTray | DrawFromDeck) -> None:
        """``p`` draws the card ``move`` names: a face-up tray card, or the top of the deck."""
        if isinstance(move, DrawFromTray):
            self.draw_to_hand_from_tray(p, move.slot)
        else:
            self.draw_to_hand_from_deck(p)

    def refill_tray(self, t: int) -> None:
        """Fill the empty tray slots from the deck (end of turn, rules 3.7)."""
        table = self.tables[t]
        full = table.tray
        if EMPTY not in full:  # the common case (twice a turn): nothing to draw
            return
        missing = full.count(EMPTY)
        if len(table.deck) >= missing:  # no reshuffle: the deck's top cards, in one change
            deck, filled, k = table.deck, list(full), 0
            for i in range(TRAY_SIZE):
                if filled[i] == EMPTY:
                    filled[i] = deck[k]
                    k += 1
            refilled = tuple(filled)
            self.tables[t] = _table_deck_tray(table, deck[missing:], refilled)
            self.events.append(TrayRefilled(refilled))
            return
        tray = list(full)
        changed = False
        for i in range(TRAY_SIZE):
            if tray[i] == EMPTY:
                card = self.draw_from_deck(t)
                if card is None:
                    break
                tray[i] = card
                changed = True
        if changed:
            self.tables[t] = _table_tray(self.tables[t], tuple(tray))
            self.events.append(TrayRefilled(tuple(tray)))

    def replace_tray(self, t: int) -> None:
        """Discard the whole tray and deal three new cards (end of round, rules 4.1)."""
        table = self.tables[t]
        gone = tuple(c for c in table.tray if c != EMPTY)
        self.set_table(t, tray=(EMPTY,) * TRAY_SIZE, discard=table.discard + gone)
        self.refill_tray(t)

    def roll_feeder(self, t: int, reason: str) -> None:
        """Roll all five dice into the birdfeeder (the game's dice: ``hooks.InForce.die``)."""
        mix = feeder_mix(self.config)  # the kind of each die, if not all alike (Flock)
        faces, stream = roll(self.stream(t), self.config, DICE, mix)
        self.set_stream(t, stream)
        faces, kinds = in_feeder_order(faces, mix)
        self.tables[t] = _table_dice(self.tables[t], faces, (), kinds, ())
        self.events.append(FeederRolled(faces, reason))
        # "When another player resets the birdfeeder": only a card set with such a power
        # pays for it, and only a player's turn resets it (not the setup, nor a rival's turn).
        # The resetter is the owner of the power running (a pink power's, on another's turn,
        # triggers nothing), else the player whose turn it is.
        answers = self.cards.derived.get(_PINK_FOR_RESET, UNKNOWN)
        if answers is UNKNOWN:  # known from the card set alone: the events never depend on it
            answers = pink_triggers_for(self.cards, FeederReset)
        if (
            answers is not None
            and reason != "setup"
            and any(type(frame) is EndTurn for frame in self.pending)
        ):
            resetter = self.powers[-1].owner if self.powers else self.active_player
            reset = FeederReset(resetter, faces)
            self.events.append(reset)
            self.offer_pink_powers(reset)

    def take_die_for_food(self, p: int, face: DieFace, food: Food) -> None:
        """``p`` takes a die showing ``face`` from their feeder and gains ``food`` from it."""
        self.take_die(self.players[p].table, face)
        self.add_food(p, food)
        self.events.append(_die_taken(p, face, food))
        self.emit(_food_gained(p, food, "birdfeeder"))
        if FROM_FEEDER in notes_read(self.cards):  # the turn memory (``effects.turn_memory``)
            self.note(p, FROM_FEEDER, int(food))

    def lay_egg(self, p: int, habitat: Habitat, column: int) -> Bird:
        """Lay one egg on ``p``'s bird at (habitat, column); returns the bird before."""
        bird = self.players[p].mat[habitat][column]
        self.set_bird(p, habitat, column, _with(bird, bird.eggs + 1, bird.cached))
        self.events.append(_egg_laid(p, bird.card))
        if EGG_ON in notes_read(self.cards):  # the turn memory (``effects.turn_memory``)
            self.note(p, EGG_ON, bird.card)
        return bird

    def cache_round_goal(self, p: int, card: int) -> bool:
        """Cache the current round's goal tile on ``p``'s bird ``card`` (rules 9.6): the round
        is cancelled (``cancelled_rounds``: no goal scored, a turn more in every later round)
        and the tile lies on the bird (``Bird.goal_tiles``). False, changing nothing, when the
        tile is gone (scored, or taken) or the bird is not on the mat."""
        where = locate(self.players[p], card)
        if where is None or not self.cards.goal_tile_on_board(self):
            return False
        h, c = where
        bird = self.players[p].mat[h][c]
        self.set_bird(p, h, c, evolve(bird, goal_tiles=bird.goal_tiles + 1))
        self.cancelled_rounds = tuple(sorted((*self.cancelled_rounds, self.round)))
        self.events.append(GoalTileCached(p, card, self.round))
        return True

    def note(self, p: int, name: str, value: int) -> None:
        """Add ``value`` to ``p``'s turn note ``name`` (``Player.turn_notes``), once."""
        player = noted(self.players[p], name, value)
        if player is not None:
            self.players[p] = player

    def remove_egg(self, p: int, habitat: Habitat, column: int) -> Bird:
        """Take one egg off ``p``'s bird at (habitat, column); returns the bird before."""
        bird = self.players[p].mat[habitat][column]
        self.set_bird(p, habitat, column, _with(bird, bird.eggs - 1, bird.cached))
        return bird

    def take_die(self, t: int, face: DieFace) -> None:
        """Move one die showing ``face`` out of the feeder; refill an emptied feeder at once."""
        table = self.tables[t]
        if table.feeder_kinds:  # each die's kind goes with it (``effects.dice``)
            self.tables[t] = table = take_out(table, face)
        else:
            feeder = list(table.feeder)
            feeder.remove(face)
            self.tables[t] = table = _table_feeder(table, tuple(feeder), table.outside + (face,))
        if not table.feeder:
            self.roll_feeder(t, "empty")


#: The key of ``pink_triggers_for(cards, FoodGained)`` in ``CardSet.derived`` (``emit``).
_PINK_FOR_FOOD = ("pink-triggers-for", FoodGained)
#: The same for the promo packs' pink triggers (rules 9.6): a food cached, the birdfeeder reset,
#: a bonus card drawn (``cache_food``, ``roll_feeder``, ``emit``).
_PINK_FOR_CACHE = ("pink-triggers-for", FoodCached)
_PINK_FOR_RESET = ("pink-triggers-for", FeederReset)
_PINK_FOR_UPGRADE = ("pink-triggers-for", ActionUpgraded)
_PINK_FOR_BONUS = ("pink-triggers-for", BonusCardsDrawn)
#: ``evolve`` for the two values a step changes most (``state.values``: generated, one call).
_replace_player = replacer(Player)
_replace_table = replacer(Table)
#: The changes the primitives make on every move, one generated function each
#: (``state.values.changer``: positional, no keyword matching).
_player_food = changer(Player, "food")
_player_turn_gains = changer(Player, "turn_gains")
_player_mat = changer(Player, "mat")
_player_hand = changer(Player, "hand")
_player_hand_known = changer(Player, "hand", "known")
_table_deck = changer(Table, "deck")
_table_tray = changer(Table, "tray")
_table_deck_tray = changer(Table, "deck", "tray")
_table_feeder = changer(Table, "feeder", "outside")
_table_dice = changer(Table, "feeder", "outside", "feeder_kinds", "outside_kinds")
_table_discard = changer(Table, "discard")
#: The events the primitives emit most, one value each (``state.values.shared``); they are
#: no ``FoodGained`` (the one kind ``emit`` does more with), so they are appended directly.
_food_cached = shared(FoodCached)
_card_discarded = shared(CardDiscarded)
_card_drawn = shared(CardDrawn)
_die_taken = shared(DieTaken)
_egg_laid = shared(EggLaid)
_food_gained = shared(FoodGained)
#: ``Bird(...)`` by position, built through its twin (``state.values.builder``).
_bird = builder(Bird)
#: ``Lane(...)`` by position (a lane is stored back each time it runs: Flock's players).
_lane = builder(Lane)


def _with(bird: Bird, eggs: int, cached: tuple[int, ...]) -> Bird:
    """``bird`` with other eggs and cached food (one positional build: eggs change often)."""
    bird_: Bird = _bird(
        bird.card,
        eggs,
        cached,
        bird.tucked,
        bird.tucked_from_hand,
        bird.tucked_revealed,
        bird.sideways,
        bird.over_limit,
        bird.goal_tiles,
    )
    return bird_


install_copying(Step, _FIELDS, _EMITTED, _AS_LISTS)
