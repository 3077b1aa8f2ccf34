"""A chance model for hidden information: a whole game drawn from what one player sees.

``resample(state, player, rng)`` returns a ``GameState`` that agrees with everything ``player``
can see of ``state`` (``observation(resampled, player) == observation(state, player)``) and
draws everything hidden afresh: the other players' unknown hand and bonus cards, the order and
contents of the deck and the bonus deck, the bonus discard pile, tucked cards nobody turned
up, the other players' setup choices while setup lasts, and the random stream (future dice
and draws). It is OpenSpiel's ``resample_from_infostate`` for this game, and what a
determinized search (``wingspan_rules.bots.MCTSBot``) calls at each iteration.

It reads the observation alone, never the hidden parts of the state: the same observation and
the same ``rng`` give the same state, whatever the true state was. A bot given an observation
can therefore resample it (``resample(observation, observation.viewer, rng, rules=rules)``)
without ever holding the true state.

**The chance model.** Every card the viewer cannot place is equally likely in every place
hidden from them: the unseen bird cards are dealt at random into the hidden hand slots, the
hidden tucked cards and the deck; the unseen bonus cards into the other players' bonus hands,
the bonus deck and the bonus discard pile. Constraints the observation implies are kept: each
hidden zone keeps its size, cards others took face up (``Player.known``) stay in their hands, a
bird being played (``PayFood``, ``PlaceBird``) stays in its player's hand, a pending choice of
bonus cards offers cards of the chooser's bonus hand. During setup, another player's choices
are hidden (rules 1.7), so they are drawn too: each dealt bird they decided on was kept with
probability 1/2 (at least one when a food discard is pending), the food discarded for them is
a random set of their foods, and a player done with setup kept one of their two bonus cards
at random. The hidden cards named by the last step's events (a card another player drew from
the deck) are filled with cards now hidden from the viewer. The model does not infer anything
from the other players' past choices, nor from earlier steps than the observation shows: it is
uniform over what the current observation allows.

**Variants.** Each ``GameState`` field declares how it is drawn (``state.fields.Resample``, in
its metadata): copied from the observation (public), drawn afresh (the random stream), redrawn
here (a ``Draw.redraw_<field>`` method), or, for a mode's state, by the mode state's own
``resampled(rng, tables)`` method (public without one). ``COMPONENTS`` is built from those
declarations. A frame that hides cards (it overrides ``Frame.seen_by``) declares how they are redrawn
(``Frame.REDRAW``: a ``state.fields.Redraw`` kind and its field); ``FRAMES`` is built from
those declarations. ``resample`` raises ``ConfigError`` for a mode it does not handle
(``RESAMPLED_MODES``: one whose state hides something, ``ModeState.seen_by``, without saying
how it is drawn, ``ModeState.resampled``).
"""

from __future__ import annotations

import functools
import random
from collections import Counter
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, cast

import attrs

from ..api import rules_for
from ..effects.hooks import active
from ..engine.modes import guided_seats
from ..engine.observation import Observation, observe
from ..errors import ConfigError, NotAGameError
from ..frames import FRAME_TYPES
from ..state.enums import BASE_FOODS
from ..state.fields import KIND, RESAMPLE, Kind, Redraw, Resample
from ..state.model import (
    BONUS_TABLE,
    DEALT_BIRDS,
    HIDDEN,
    STARTING_FOOD,
    Bird,
    GameState,
    Lane,
    Phase,
    Player,
    Table,
)
from ..state.modes import ModeState
from ..state.protocol import Frame
from ..variants import VARIANTS, variant_for

if TYPE_CHECKING:
    from ..effects.catalog import CardSet
    from ..engine import Rules

__all__ = ["COMPONENTS", "FRAMES", "RESAMPLED_MODES", "resample"]


def _resampled(state: type[ModeState] | None) -> bool:
    """Whether a game of a mode whose own state is ``state`` (``Variant.STATE``) can be drawn:
    the mode has no state of its own, its state hides nothing from a player (it keeps the
    base ``ModeState.seen_by``), or it says how its hidden parts are drawn afresh (it
    overrides ``ModeState.resampled``)."""
    if state is None:
        return True
    hides = state.seen_by is not ModeState.seen_by
    draws = state.resampled is not ModeState.resampled
    return draws or not hides


#: The modes ``resample`` draws states for, by tag: built from each mode's declarations (what
#: its state hides, and how it draws it; its frames' hidden cards are in ``FRAMES``).
RESAMPLED_MODES = frozenset(tag for tag, v in VARIANTS.items() if _resampled(v.STATE))


def resample(
    state: GameState | Observation,
    player: int,
    rng: random.Random | int,
    *,
    rules: Rules | None = None,
) -> GameState:
    """A complete game that ``player`` cannot tell from ``state``, its hidden parts drawn afresh.

    ``state`` is a game, or ``player``'s observation of one (then ``player`` must be its
    viewer). ``rng`` is a ``random.Random``, which is advanced (so successive calls give
    different states), or an integer seed (the same seed gives the same state). ``rules`` are
    the game's rules; by default those of the bundled cards.

    The result is a game of the same rules: ``apply``, ``to_json``/``from_json`` and the
    invariants accept it. Raises ``ConfigError`` for a mode it does not handle yet, and
    ``NotAGameError`` for anything but a game or an observation of one of these rules.
    """
    if type(state) is GameState:
        if rules is not None:
            rules.check_state(state)
        view = observe(state, player)
    elif type(state) is Observation:
        if player != state.viewer:
            raise ConfigError(
                f"this is player {state.viewer}'s observation: it cannot be resampled for "
                f"player {player}"
            )
        view = state
    else:
        raise NotAGameError(f"resample takes a GameState or an Observation, not {type(state)}")
    if rules is None:
        rules = rules_for(view)
    else:
        rules.check_view(view)
    if view.config.mode.TAG not in RESAMPLED_MODES:
        raise ConfigError(f"resample does not handle the {view.config.mode.name} mode yet")
    stream = rng if isinstance(rng, random.Random) else random.Random(rng)
    draw = Draw(view, rules.cards, stream)
    return GameState(**{name: redraw(draw) for name, redraw in COMPONENTS.items()})


class Draw:
    """One drawing of the hidden parts of an observation: the components read it.

    On creation it deals every hidden card: the unseen bird cards (shuffled) into the hidden
    places of hands, mats and decks, the unseen bonus cards into the hidden bonus hands and
    piles, and, during setup, the other players' choices.
    """

    def __init__(self, view: Observation, cards: CardSet, rng: random.Random) -> None:
        self.view = view
        self.cards = cards
        self.rng = rng
        self.viewer = view.viewer
        self.setup = view.phase is Phase.SETUP
        #: During setup, per other player: their dealt birds, how many of each prefix they kept
        #: and the food discards still due.
        self.dealt: dict[int, tuple[int, ...]] = {}
        self.kept_flags: dict[int, tuple[bool, ...]] = {}
        self.food_due: dict[int, int] = {}
        self._dealt_birds: list[int] = []  # the unseen cards, as they are dealt
        self._dealt_bonus: list[int] = []
        birds = self._unseen_birds()
        bonus = self._unseen_bonus()
        rng.shuffle(birds)
        rng.shuffle(bonus)
        self._birds, self._bonus = birds, bonus
        self._pinned = self._pinned_to_hands()
        self.players = self._players()
        self.tables = self._tables()
        if self._birds or self._bonus:
            raise ConfigError(
                "this observation is not of a game of its rules: "
                f"{len(self._birds)} bird and {len(self._bonus)} bonus cards have no place"
            )
        self.hidden_birds = tuple(sorted(self._dealt_birds))
        self.hidden_bonus = tuple(sorted(self._dealt_bonus))

    # --- the cards nobody shows the viewer ---------------------------------------------------
    def _unseen_birds(self) -> list[int]:
        view = self.view
        seen: Counter[int] = Counter()
        for pl in view.players:
            seen.update(c for c in pl.hand if c >= 0)
            seen.update(c for c in pl.aside if c >= 0)
            for row in pl.mat:
                for bird in row:
                    seen[bird.card] += 1
                    seen.update(c for c in bird.tucked if c >= 0)
        for table in view.tables:
            seen.update(c for c in table.tray if c >= 0)
            seen.update(c for c in table.discard if c >= 0)
            seen.update(c for c in table.deck if c >= 0)
        for powers in (view.powers, *(lane.powers for lane in view.lanes)):
            for power in powers:
                for slot in power.slots:
                    if slot.kind == "cards":
                        seen.update(slot.values)
        self._seen_birds = seen
        return [c for c in range(len(self.cards.birds)) if c not in seen]

    def _unseen_bonus(self) -> list[int]:
        seen: set[int] = set()
        for pl in self.view.players:
            seen.update(c for c in pl.bonus if c >= 0)
        for table in self.view.tables:
            seen.update(c for c in table.bonus_deck + table.bonus_discard if c >= 0)
        # the viewer knows the cards they discarded lie in the discard pile (placed there)
        seen.update(self.view.players[self.viewer].bonus_discarded)

        config = self.view.config  # the cards in play: not those the mode leaves out (Flock)
        in_play = variant_for(config).bonus_cards_in_play(config, self.cards)
        return [c for c in in_play if c not in seen]

    def _pinned_to_hands(self) -> dict[int, list[int]]:
        """Cards a public frame names that no place shows: a bird being played, still in its
        player's hand (``PayFood``, ``PlaceBird``), which stays there."""
        pinned: dict[int, list[int]] = {}
        stacks = (self.view.pending, *(lane.pending for lane in self.view.lanes))
        for frame in (f for stack in stacks for f in stack):
            card = getattr(frame, "card", None)
            if type(card) is not int or card < 0 or frame.MAT_BIRDS:
                continue
            if card in self._seen_birds or card not in self._birds:
                continue
            self._birds.remove(card)
            self._seen_birds[card] += 1
            pinned.setdefault(frame.player, []).append(card)  # type: ignore[attr-defined]
        return pinned

    def bird(self) -> int:
        """The next unseen bird card."""
        if not self._birds:
            raise ConfigError("this observation hides more bird cards than its game has")
        card = self._birds.pop()
        self._dealt_birds.append(card)
        return card

    def bonus(self) -> int:
        """The next unseen bonus card."""
        if not self._bonus:
            raise ConfigError("this observation hides more bonus cards than its game has")
        card = self._bonus.pop()
        self._dealt_bonus.append(card)
        return card

    def fill(self, cards: tuple[int, ...], draw: Callable[[], int]) -> tuple[int, ...]:
        """``cards`` with each ``HIDDEN`` replaced by a drawn card."""
        if HIDDEN not in cards:
            return cards
        return tuple(draw() if c == HIDDEN else c for c in cards)

    # --- players -----------------------------------------------------------------------------
    def _players(self) -> tuple[Player, ...]:
        self._setup_discards: dict[int, tuple[int, ...]] = {}
        self._setup_bonus_discards: list[int] = []
        players = []
        # A seat with a Swift-Start guide makes no secret setup choice (rules 7): the
        # observation shows it as in play, so it is drawn as in play (as ``observe`` does).
        guided = guided_seats(self.view.config, self.view.first_player) if self.setup else ()
        for p, pl in enumerate(self.view.players):
            mat = tuple(tuple(self._bird_on_mat(p, b) for b in row) for row in pl.mat)
            if p != self.viewer and self.setup and guided[p] is None:
                pl = self._setup_player(p, pl)
            elif p != self.viewer:
                pl = attrs.evolve(
                    pl,
                    hand=self._hand(p, pl.hand),
                    aside=self.fill(pl.aside, self.bird),
                    bonus=self.fill(pl.bonus, self.bonus),
                )
            players.append(attrs.evolve(pl, mat=mat))
        return tuple(players)

    def _hand(self, p: int, hand: tuple[int, ...]) -> tuple[int, ...]:
        out = list(hand)
        hidden = [i for i, c in enumerate(out) if c == HIDDEN]
        pinned = self._pinned.get(p, [])
        if len(pinned) > len(hidden):
            raise ConfigError(f"player {p} plays a bird their hand has no room for")
        self.rng.shuffle(hidden)
        for i, card in zip(hidden, pinned, strict=False):
            out[i] = card
        for i in hidden[len(pinned) :]:
            out[i] = self.bird()
        return tuple(out)

    def _bird_on_mat(self, p: int, bird: Bird) -> Bird:
        if HIDDEN not in bird.tucked:
            return bird
        tucked = list(bird.tucked)
        drawn = []
        for i, c in enumerate(tucked):
            if c == HIDDEN:
                tucked[i] = self.bird()
                drawn.append(tucked[i])
        from_hand = bird.tucked_from_hand
        if HIDDEN in from_hand:  # another player's cards from hand: some of those drawn
            picked = set(self.rng.sample(drawn, len(from_hand)))
            from_hand = tuple(c for c in tucked if c in picked)
        return attrs.evolve(bird, tucked=tuple(tucked), tucked_from_hand=from_hand)

    def _setup_player(self, p: int, pl: Player) -> Player:
        """Another player during setup: dealt afresh, their choices so far drawn at random."""
        frames = [f for f in self.view.pending if getattr(f, "player", None) == p]
        tags = {f.TAG: f for f in frames}
        birds_frame = tags.get("setup-birds")
        decided = getattr(birds_frame, "index", 0) if birds_frame is not None else DEALT_BIRDS
        food_frame = "setup-food" in tags
        choosing_bonus = "choose-bonus" in tags
        done = birds_frame is None and not food_frame and not choosing_bonus
        dealt = tuple(self.bird() for _ in range(DEALT_BIRDS))
        while True:  # a food discard pending means a bird was kept (if any was decided)
            flags = tuple(self.rng.random() < 0.5 for _ in range(decided))
            if not food_frame or any(flags) or not decided:
                break
        kept = sum(flags) + (DEALT_BIRDS - decided)
        due = self.rng.randint(1, sum(flags)) if food_frame and any(flags) else 0
        discarded_food = 0 if birds_frame is not None else kept - due
        self.dealt[p] = dealt
        self.kept_flags[p] = flags
        self.food_due[p] = due
        self._setup_discards[p] = tuple(c for c, k in zip(dealt, flags, strict=False) if not k)
        hand = tuple(c for c, k in zip(dealt, flags, strict=False) if k) + dealt[decided:]
        held = [f for f in range(len(STARTING_FOOD)) if STARTING_FOOD[f] and f in BASE_FOODS]
        food = list(STARTING_FOOD)
        for f in self.rng.sample(held, discarded_food):
            food[f] -= 1
        bonus: tuple[int, ...] = (self.bonus(), self.bonus())
        if done:
            keep = self.rng.randrange(2)
            self._setup_bonus_discards.append(bonus[1 - keep])
            bonus = (bonus[keep],)
        return attrs.evolve(pl, hand=hand, known=(), food=tuple(food), bonus=bonus)

    # --- tables ------------------------------------------------------------------------------
    def _tables(self) -> tuple[Table, ...]:
        tables = []
        for t, table in enumerate(self.view.tables):
            discard = table.discard
            bonus_discard = table.bonus_discard
            if self.setup:
                at = [p for p, pl in enumerate(self.view.players) if pl.table == t]
                discard = sum(
                    (
                        table.discard if p == self.viewer else self._setup_discards.get(p, ())
                        for p in at
                    ),
                    (),
                )
                # the setup's bonus discards are on the shared bonus discard pile
                # (in the places the viewer does not see: their own discards are shown)
                extra = list(self._setup_bonus_discards) if t == BONUS_TABLE else []
                bonus_discard = _placed(bonus_discard, extra)
            if t == BONUS_TABLE:  # the cards the viewer knows they discarded lie there still
                own = self.view.players[self.viewer].bonus_discarded
                bonus_discard = _placed(bonus_discard, list(own))
            tables.append(
                attrs.evolve(
                    table,
                    zones=self._zones(table.zones),
                    deck=self.fill(table.deck, self.bird),
                    discard=discard,
                    bonus_deck=self.fill(table.bonus_deck, self.bonus),
                    bonus_discard=self.fill(bonus_discard, self.bonus),
                )
            )
        return tuple(tables)

    def _zones(
        self, zones: tuple[tuple[str, tuple[int, ...]], ...]
    ) -> tuple[tuple[str, tuple[int, ...]], ...]:
        """A table's shared zones with each face-down one (``CardZone.hidden``) dealt the
        cards of its kind the viewer sees nowhere, shuffled."""
        if not any(HIDDEN in cards for _name, cards in zones):
            return zones
        declared = {z.name: z for z in active(self.view.config.sets).zones}
        seen = [*zones, *(z for pl in self.view.players for z in pl.zones)]
        out = []
        dealt: set[int] = set()  # two face-down zones of one kind never share a card
        for name, cards in zones:
            zone = declared.get(name)
            if zone is not None and HIDDEN in cards:
                kind = {n for n, z in declared.items() if z.kind == zone.kind}
                known = {c for n, held in seen if n in kind for c in held if c != HIDDEN}
                unseen = [c for c in range(zone.cards) if c not in known and c not in dealt]
                self.rng.shuffle(unseen)
                cards = tuple(unseen[: len(cards)])
                dealt.update(cards)
            out.append((name, cards))
        return tuple(out)

    # --- the components redrawn here (``Resample.REDRAWN``), one method per field ------------
    def redraw_players(self) -> tuple[Player, ...]:
        return self.players

    def redraw_tables(self) -> tuple[Table, ...]:
        return self.tables

    def redraw_pending(self) -> tuple[Frame, ...]:
        return _pending(self)

    def redraw_events(self) -> tuple[Any, ...]:
        return _events(self)

    def redraw_lanes(self) -> tuple[Lane, ...]:
        """Flock's players acting at once: their frames, redrawn like the main stack's."""
        return _lanes(self)

    # --- helpers for frames and events -------------------------------------------------------
    def hidden_card(self, bonus: bool) -> int:
        """A card the viewer cannot see now, for a hidden field of an event."""
        pool = self.hidden_bonus if bonus else self.hidden_birds
        if pool:
            return self.rng.choice(pool)
        return self.rng.randrange(len(self.cards.bonus_cards if bonus else self.cards.birds))


# --- pending decisions that hide cards (those overriding ``Frame.seen_by``) -----------------------
def _redraw_as(declared: tuple[Redraw, str], frame: Any, draw: Draw) -> Frame:
    """Redraw ``frame``'s hidden cards as its type declares (``Frame.REDRAW``)."""
    kind, field = declared
    return _REDRAWS[kind](frame, draw, field)


def _setup_birds(frame: Any, draw: Draw, field: str) -> Frame:
    p = frame.player
    kept = sum(draw.kept_flags[p][: frame.index])
    return attrs.evolve(frame, **{field: draw.dealt[p]}, kept=kept)


def _setup_food(frame: Any, draw: Draw, field: str) -> Frame:
    return attrs.evolve(frame, **{field: draw.food_due[frame.player]})


def _choose_bonus(frame: Any, draw: Draw, field: str) -> Frame:
    held = draw.players[frame.player].bonus
    offered = getattr(frame, field)
    if len(offered) > len(held):
        raise ConfigError(f"player {frame.player} is offered more bonus cards than they hold")
    picked = set(draw.rng.sample(held, len(offered)))
    return attrs.evolve(frame, **{field: tuple(c for c in held if c in picked)})


def _hand_cards(frame: Any, draw: Draw, field: str) -> Frame:
    """Redraw the hand cards a frame names in ``field`` from the player's drawn hand."""
    named = getattr(frame, field)
    if not named:
        return frame
    held = [c for c in draw.players[frame.player].hand if c != getattr(frame, "card", None)]
    if len(named) > len(held):
        raise ConfigError(f"player {frame.player} names more cards than they hold")
    picked = set(draw.rng.sample(held, len(named)))
    return attrs.evolve(frame, **{field: tuple(c for c in held if c in picked)})


#: How each kind of hidden cards a frame declares (``Frame.REDRAW``: the kind and the field)
#: is redrawn, one function per ``state.fields.Redraw`` kind (a test checks every kind has one).
_REDRAWS: dict[Redraw, Callable[[Any, Draw, str], Frame]] = {
    Redraw.DEALT: _setup_birds,
    Redraw.FOOD_DUE: _setup_food,
    Redraw.BONUS_HAND: _choose_bonus,
    Redraw.HAND: _hand_cards,
}


#: How a decision that hides cards from the other players is redrawn, by its ``TAG``: built
#: from each frame type's ``REDRAW`` declaration. Only the other players' frames are redrawn;
#: the viewer's own are seen whole.
FRAMES: dict[str, Callable[[Any, Draw], Frame]] = {
    cls.TAG: functools.partial(_redraw_as, cls.REDRAW) for cls in FRAME_TYPES if cls.REDRAW
}


def _pending(draw: Draw, stack: tuple[Frame, ...] | None = None) -> tuple[Frame, ...]:
    out = []
    for frame in draw.view.pending if stack is None else stack:
        redraw = FRAMES.get(frame.TAG)
        if redraw is not None and getattr(frame, "player", draw.viewer) != draw.viewer:
            frame = redraw(frame, draw)
        out.append(frame)
    return tuple(out)


def _lanes(draw: Draw) -> tuple[Lane, ...]:
    """Flock's lanes: each lane's frames redrawn like the main stack's."""
    return tuple(
        attrs.evolve(lane, pending=_pending(draw, lane.pending)) for lane in draw.view.lanes
    )


def _events(draw: Draw) -> tuple[Any, ...]:
    """The last step's events, each hidden card filled with a card hidden now (the events the
    viewer does not see at all, another player's setup discards, are left out)."""
    return tuple(_filled_event(e, draw) for e in draw.view.events)


def _filled_event(event: Any, draw: Draw) -> Any:
    changes: dict[str, Any] = {}
    for field in attrs.fields(type(event)):
        value = getattr(event, field.name)
        bonus = field.metadata.get(KIND) is Kind.BONUS  # a bonus card, not a bird
        if type(value) is int and value == HIDDEN:
            changes[field.name] = draw.hidden_card(bonus)
        elif isinstance(value, tuple) and HIDDEN in value:
            changes[field.name] = tuple(
                draw.hidden_card(bonus) if v == HIDDEN else v for v in value
            )
    return attrs.evolve(event, **changes) if changes else event


def _component(field: attrs.Attribute[Any]) -> Callable[[Draw], Any]:
    """How the ``GameState`` field ``field`` is drawn, from its declaration."""
    name, how = field.name, field.metadata.get(RESAMPLE)
    if how is Resample.PUBLIC:
        return lambda draw: getattr(draw.view, name)
    if how is Resample.AFRESH:  # the random stream: future dice and draws, afresh
        return lambda draw: draw.rng.getrandbits(64)
    if how is Resample.REDRAWN:
        redraw = getattr(Draw, f"redraw_{name}", None)
        if redraw is None:
            raise TypeError(f"GameState.{name} is redrawn, but Draw has no redraw_{name}")
        return cast(Callable[[Draw], Any], redraw)
    if how is Resample.MODE:
        return lambda draw: _mode_state(getattr(draw.view, name), draw)
    raise TypeError(f"GameState.{name} does not declare how it is resampled ({RESAMPLE!r})")


def _mode_state(value: Any, draw: Draw) -> Any:
    """A mode's state (None in the base game), drawn by its class (``ModeState.resampled``:
    public unless the mode's state class says otherwise)."""
    if value is None:
        return None
    return value.resampled(draw.rng, len(draw.view.tables))


#: How each component of a ``GameState`` is drawn from an observation, by field name, built
#: from the fields' declarations (every field but the derived ``listed``).
COMPONENTS: dict[str, Callable[[Draw], Any]] = {
    f.name: _component(f) for f in attrs.fields(GameState) if f.init
}


def _placed(pile: tuple[int, ...], cards: list[int]) -> tuple[int, ...]:
    """``pile`` with ``cards`` in its first hidden places, in order."""
    if len(cards) > pile.count(HIDDEN):
        raise ConfigError("this observation's bonus discard pile is too small")
    rest = cards[::-1]
    return tuple(rest.pop() if c == HIDDEN and rest else c for c in pile)
