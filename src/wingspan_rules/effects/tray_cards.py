"""The face-up tray as cards a power picks from: discarding chosen tray cards and testing them
("discard any number of cards from tray then refill it", then "if a discarded card can live in
grassland: ..."), tucking a tray card that passes bird conditions ("tuck 1 card from tray
eating invertebrate behind this bird"), and the bird condition of a card's habitat icons
(``that can live in wetland``); with the decisions they ask.

A card discarded from the tray goes to the discard pile at once; the tray is refilled when the
player stops (rules 3.7), and the power remembers the discarded cards (``discarded``) for the
test after it, which holds when at least one of them passes every condition. A general family
(the Asia cards use it): this module is no part of ``PRIMITIVE_MODULES``; each expansion whose
cards use it joins it to the vocabulary (``effects.add_vocabulary``).
"""

from __future__ import annotations

from typing import ClassVar

from attrs import field, frozen

from ..state.enums import Habitat
from ..state.events import TrayDiscarded
from ..state.fields import BIRD, PLAIN, PLAYER
from ..state.model import EMPTY, Bird
from ..state.moves import DiscardCard, GiveCard, Move, Stop, TakeCard, TuckCard
from ..state.protocol import Decision, Naming, PowerContext, StepOps, View
from ..state.values import evolve
from ._base import Compiling, Condition, Effect, Phrase, PhraseNode, Zone, plural
from .cards import BirdCard
from .phrasing import Reading
from .predicates import BirdPredicate, Predicate, phrase

_STOP = Stop()
#: The tokens of a card that lies on no mat: none.
_OFF_MAT = Bird(card=-1)


def _tray(view: View, p: int) -> tuple[int, ...]:
    return view.tables[view.players[p].table].tray


@frozen
class CanLiveIn(BirdPredicate):
    """``habitat`` is one of the habitat icons printed on the bird (wherever it lies)."""

    TAG: ClassVar[str] = "can-live-in"
    habitat: Habitat

    @classmethod
    def phrases(cls) -> tuple[Phrase, ...]:
        syntax = '"that" "can" "live" "in" WORD'
        return (phrase("can_live_in", syntax, cls._from_phrase),)

    @classmethod
    def _from_phrase(cls, node: PhraseNode, ctx: Reading) -> CanLiveIn:
        return cls(ctx.habitat(node.args[0]))

    def test(self, card: BirdCard, habitat: Habitat | None, bird: Bird) -> bool:
        return self.habitat in card.habitats

    def describe(self) -> str:
        return f"that can live in the {self.habitat.label}"


# --- discarding chosen tray cards ---------------------------------------------------------------
@frozen
class DiscardFromTray(Effect):
    """Discard any number of the face-up tray cards, chosen one at a time, then refill the
    tray. The cards are remembered in ``into``; "if you do" holds when one was discarded."""

    TAG: ClassVar[str] = "discard-from-tray"
    STOPS_BY_ITSELF: ClassVar[bool] = True  # its decision offers "stop"

    into: str = "discarded"

    @classmethod
    def phrases(cls) -> tuple[Phrase, ...]:
        syntax = '"discard" "any" "number" "of" _cards "from" WORD "then" "refill" "it"'
        return (Phrase("discard_from_tray", syntax, cls._from_phrase),)

    @classmethod
    def _from_phrase(cls, node: PhraseNode, ctx: Compiling) -> DiscardFromTray:
        ctx.zone(node.args[0], {"tray": Zone.TRAY}, "discard any number of cards")
        return cls(ctx.produce("discarded"))

    def resolve(self, step: StepOps, actor: int, path: tuple[int, ...]) -> None:
        step.remember(self.into, "birds", ())
        step.set_done(False)
        if any(c != EMPTY for c in _tray(step, actor)):
            step.pending.append(PickTrayDiscard(actor, into=self.into))

    def can_begin(self, view: View, p: int, bird: int) -> bool:
        return any(c != EMPTY for c in _tray(view, p))

    def feasible(self, view: View, p: int, power: PowerContext) -> bool:
        return self.can_begin(view, p, power.bird)

    def describe(self) -> str:
        return "put any of the face-up tray cards on the discard pile, then refill the tray"


@frozen
class PickTrayDiscard(Decision):
    """Discard one more face-up tray card, or stop (then the tray is refilled); ``discarded``:
    the cards discarded so far, remembered in the power's slot ``into``."""

    TAG: ClassVar[str] = "pick-tray-discard"
    ACCEPTS: ClassVar[tuple[type, ...]] = (DiscardCard, Stop)

    player: int = field(metadata=PLAYER)
    discarded: tuple[int, ...] = field(default=(), metadata=BIRD)
    into: str = field(default="discarded", metadata=PLAIN)

    def options(self, view: View) -> list[Move]:
        moves: list[Move] = [DiscardCard(c) for c in _tray(view, self.player) if c != EMPTY]
        return [*moves, _STOP]

    def answer(self, step: StepOps, move: DiscardCard | Stop) -> None:
        p = self.player
        t = step.players[p].table
        discarded = self.discarded
        if isinstance(move, DiscardCard):
            card = step.take_from_tray(t, step.tables[t].tray.index(move.card))
            step.set_table(t, discard=step.tables[t].discard + (card,))
            step.emit(TrayDiscarded(p, (card,)))
            discarded += (card,)
            step.remember(self.into, "birds", discarded)
            step.set_done(True)
            if any(c != EMPTY for c in step.tables[t].tray):
                step.pending.append(evolve(self, discarded=discarded))
                return
        step.refill_tray(t)

    def label(self, names: Naming) -> str:
        more = f" ({len(self.discarded)} so far)" if self.discarded else ""
        return f"{names.player(self.player)}: discard a card of the tray, or stop{more}"


@frozen
class DiscardedIs(Condition):
    """At least one of the cards remembered in ``slot`` (discarded earlier in the power)
    passes every bird condition of ``where`` (tested off the mat)."""

    TAG: ClassVar[str] = "discarded-is"

    where: tuple[Predicate, ...]
    slot: str = "discarded"

    @classmethod
    def phrases(cls) -> tuple[Phrase, ...]:
        syntax = '"a" "discarded" "card" bird_filter ("and" bird_filter)*'
        return (Phrase("discarded_is", syntax, cls._from_phrase),)

    @classmethod
    def _from_phrase(cls, node: PhraseNode, ctx: Compiling) -> DiscardedIs:
        what = "'discarded' refers to nothing: no 'discard any number of cards from tray' before"
        slot = ctx.require("discarded", node.pos, what)
        return cls(ctx.predicates(node.args), slot)

    def holds(self, view: View, power: PowerContext, actor: int) -> bool:
        birds = view.cards.birds
        return any(
            all(p.test(birds[card], None, _OFF_MAT) for p in self.where)
            for card in power.recall(self.slot)
        )

    def describe(self) -> str:
        return "one of the discarded cards is a bird " + " and ".join(
            p.describe() for p in self.where
        )


@frozen
class DiscardTrayCard(Effect):
    """Discard 1 face-up tray card passing every condition of ``where`` ("discard 1 card from
    tray with brown power": the promo Brown Thrasher's), chosen by the player; nothing when
    none passes. The card goes to the discard pile, remembered in ``into`` (the test and the
    copy after it read it: "copy the brown power of the discarded card"); the tray is refilled
    at the end of the turn (rules 3.7). "If you do" holds when a card was discarded."""

    TAG: ClassVar[str] = "discard-tray-card"

    where: tuple[Predicate, ...]
    into: str = "discarded"

    @classmethod
    def phrases(cls) -> tuple[Phrase, ...]:
        syntax = '"discard" amount _cards "from" "tray" bird_filter ("and" bird_filter)*'
        return (Phrase("discard_tray_card", syntax, cls._from_phrase),)

    @classmethod
    def _from_phrase(cls, node: PhraseNode, ctx: Compiling) -> DiscardTrayCard:
        num, *filters = node.args
        ctx.number(num, "cards", low=1, high=1)
        return cls(ctx.predicates(filters), ctx.produce("discarded"))

    def _choice(self, p: int) -> ChooseTrayDiscard:
        return ChooseTrayDiscard(p, self.where, self.into)

    def resolve(self, step: StepOps, actor: int, path: tuple[int, ...]) -> None:
        step.remember(self.into, "birds", ())
        step.set_done(False)
        choice = self._choice(actor)
        if choice.options(step):
            step.pending.append(choice)

    def can_begin(self, view: View, p: int, bird: int) -> bool:
        return bool(self._choice(p).options(view))

    def feasible(self, view: View, p: int, power: PowerContext) -> bool:
        return self.can_begin(view, p, power.bird)

    def describe(self) -> str:
        words = " and ".join(p.describe() for p in self.where)
        return f"put a face-up tray card of a bird {words} on the discard pile"


@frozen
class ChooseTrayDiscard(Decision):
    """Discard one face-up tray card passing every condition of ``where``; it is remembered in
    the power's slot ``into``."""

    TAG: ClassVar[str] = "choose-tray-discard"
    ACCEPTS: ClassVar[tuple[type, ...]] = (DiscardCard,)

    player: int = field(metadata=PLAYER)
    where: tuple[Predicate, ...] = field(default=(), metadata=PLAIN)
    into: str = field(default="discarded", metadata=PLAIN)

    def options(self, view: View) -> list[Move]:
        birds = view.cards.birds
        return [
            DiscardCard(c)
            for c in _tray(view, self.player)
            if c != EMPTY and all(p.test(birds[c], None, _OFF_MAT) for p in self.where)
        ]

    def answer(self, step: StepOps, move: DiscardCard) -> None:
        p = self.player
        t = step.players[p].table
        card = step.take_from_tray(t, step.tables[t].tray.index(move.card))
        step.set_table(t, discard=step.tables[t].discard + (card,))
        step.emit(TrayDiscarded(p, (card,)))
        step.remember(self.into, "birds", (card,))
        step.set_done(True)

    def label(self, names: Naming) -> str:
        return f"{names.player(self.player)}: choose the tray card to discard"


# --- tucking a chosen tray card -----------------------------------------------------------------
def _smallest(view: View, cards: list[int]) -> list[int]:
    """The cards of ``cards`` with the smallest wingspan, the player choosing among ties; a
    flightless bird's wild wingspan may be any, so it is always one of them (9.2.8)."""
    birds = view.cards.birds
    spans = [w for w in (birds[c].wingspan for c in cards) if w is not None]
    least = min(spans, default=None)
    return [c for c in cards if birds[c].wingspan is None or birds[c].wingspan == least]


@frozen
class TuckFromTray(Effect):
    """Tuck ``amount`` face-up tray cards that pass every condition of ``where`` behind this
    bird, chosen one at a time (nothing when none passes). "If you do" holds when one was
    tucked; the tray is refilled at the end of the turn (rules 3.7)."""

    TAG: ClassVar[str] = "tuck-from-tray"

    amount: int
    where: tuple[Predicate, ...]
    #: Only the tray's smallest birds ("tuck the smallest bird of tray behind this bird").
    smallest: bool = False
    #: Tucked as a predator's prey (``... as prey``): tucking one is the predator succeeding.
    prey: bool = False

    @classmethod
    def phrases(cls) -> tuple[Phrase, ...]:
        filters = 'bird_filter ("and" bird_filter)*'
        behind = '"behind" "this" "bird"'
        from_tray = '"tuck" amount _cards "from" "tray"'
        return (
            Phrase("tuck_from_tray", f"{from_tray} ({filters})? {behind}", cls._from_phrase),
            Phrase(
                "tuck_smallest_from_tray",
                f'"tuck" "the" "smallest" "bird" "of" "tray" {behind}',
                cls._from_smallest,
            ),
        )

    @classmethod
    def _from_phrase(cls, node: PhraseNode, ctx: Compiling) -> TuckFromTray:
        num, *filters = node.args
        return cls(ctx.amount(num), ctx.predicates(filters))

    @classmethod
    def _from_smallest(cls, node: PhraseNode, ctx: Compiling) -> TuckFromTray:
        return cls(1, (), smallest=True)

    def _choice(self, p: int, bird: int) -> TuckTrayCard:
        return TuckTrayCard(p, bird, self.amount, self.where, self.smallest, self.prey)

    def chooses_amount(self) -> bool:
        return True  # its decision offers "stop" after the first card

    def resolve(self, step: StepOps, actor: int, path: tuple[int, ...]) -> None:
        step.set_done(False)
        choice = self._choice(actor, step.power.bird)
        if choice.options(step):
            step.pending.append(choice)

    def can_begin(self, view: View, p: int, bird: int) -> bool:
        return bool(self._choice(p, bird).options(view))

    def feasible(self, view: View, p: int, power: PowerContext) -> bool:
        return self.can_begin(view, p, power.bird)

    def could_change(self, view: View, p: int, power: PowerContext) -> bool:
        """A tray card may be tucked (it leaves the tray for this bird)."""
        return self.can_begin(view, p, power.bird)

    def tucks_cards(self) -> bool:
        return not self.prey

    def says_tuck(self) -> bool:
        return True

    def describe(self) -> str:
        if self.smallest:
            return "slip the face-up tray card of the smallest wingspan under this bird"
        words = " and ".join(p.describe() for p in self.where)
        cards = plural(self.amount, "face-up tray card")
        bird = f" of a bird {words}" if words else ""
        prey = " as its prey" if self.prey else ""
        return f"slip {cards}{bird} under this bird{prey}"


@frozen
class TuckPreyFromTray(TuckFromTray):
    """A tray card tucked as a predator's prey ("tuck 1 card from tray with wingspan at most
    74 behind this bird as prey"): the power has the predator icon, and tucking is its hunt
    succeeding."""

    TAG: ClassVar[str] = "tuck-prey-from-tray"
    SUCCEEDS_AS_PREDATOR: ClassVar[bool] = True

    @classmethod
    def phrases(cls) -> tuple[Phrase, ...]:
        syntax = (
            '"tuck" amount _cards "from" "tray" (bird_filter ("and" bird_filter)*)? '
            '"behind" "this" "bird" "as" "prey"'
        )
        return (Phrase("tuck_prey_from_tray", syntax, cls._from_prey),)

    @classmethod
    def _from_prey(cls, node: PhraseNode, ctx: Compiling) -> TuckPreyFromTray:
        num, *filters = node.args
        return cls(ctx.amount(num), ctx.predicates(filters), prey=True)


#: "... behind this bird as prey": a predator's catch.
_PREY = '"as" "prey"'


@frozen
class TuckTrayWithin(Effect):
    """Tuck any number of face-up tray cards behind this bird as a predator's catch, their
    wingspans adding up to less than ``limit`` ("tuck any number of cards from tray with total
    wingspan < 45 behind this bird as prey", as the push-your-luck draws write a total), one at a time until the player stops. A
    wild wingspan counts 1 cm (as in the wingspan draws of ``push_your_luck``). A card tucked
    is the predator succeeding."""

    TAG: ClassVar[str] = "tuck-tray-within"
    SUCCEEDS_AS_PREDATOR: ClassVar[bool] = True
    STOPS_BY_ITSELF: ClassVar[bool] = True  # its decision offers "stop"
    #: What the limit totals (as ``push_your_luck``'s draws say it: the printed "cm").
    total: ClassVar[str] = "wingspan"

    limit: int

    @classmethod
    def phrases(cls) -> tuple[Phrase, ...]:
        syntax = (
            '"tuck" "any" "number" "of" _cards "from" "tray" "with" "total" "wingspan" "<" '
            f'NUMBER "behind" "this" "bird" {_PREY}'
        )
        return (Phrase("tuck_tray_within", syntax, cls._from_phrase),)

    @classmethod
    def _from_phrase(cls, node: PhraseNode, ctx: Compiling) -> TuckTrayWithin:
        return cls(ctx.number(node.args[0], "a total wingspan", low=2, high=999))

    def resolve(self, step: StepOps, actor: int, path: tuple[int, ...]) -> None:
        step.set_done(False)
        choice = TuckWithin(actor, step.power.bird, self.limit - 1)
        if len(choice.options(step)) > 1:
            step.pending.append(choice)

    def feasible(self, view: View, p: int, power: PowerContext) -> bool:
        return len(TuckWithin(p, power.bird, self.limit - 1).options(view)) > 1

    def chooses_amount(self) -> bool:
        return True

    def describe(self) -> str:
        return (
            "slip any number of face-up tray cards under this bird as its prey, their "
            f"wingspans adding up to less than {self.limit} cm"
        )


def _span(card: BirdCard) -> int:
    """A card's wingspan in a total: a wild one counts 1 cm."""
    return 1 if card.wingspan is None else card.wingspan


@frozen
class TuckWithin(Decision):
    """Tuck a face-up tray card whose wingspan is at most ``room`` behind ``bird`` (the room
    left shrinks by it), or stop; the first card tucked is the predator succeeding."""

    TAG: ClassVar[str] = "tuck-within"
    MAT_BIRDS: ClassVar[tuple[str, ...]] = ("bird",)
    ACCEPTS: ClassVar[tuple[type, ...]] = (TuckCard, Stop)

    player: int = field(metadata=PLAYER)
    bird: int = field(metadata=BIRD)
    room: int = field(metadata=PLAIN)
    caught: bool = False

    def options(self, view: View) -> list[Move]:
        birds = view.cards.birds
        moves: list[Move] = [
            TuckCard(c)
            for c in _tray(view, self.player)
            if c != EMPTY and _span(birds[c]) <= self.room
        ]
        return [*moves, _STOP]

    def answer(self, step: StepOps, move: TuckCard | Stop) -> None:
        if isinstance(move, Stop):
            return
        p = self.player
        t = step.players[p].table
        card = step.take_from_tray(t, step.tables[t].tray.index(move.card))
        step.tuck_card(p, self.bird, card, "tray")
        step.set_done(True)
        later = evolve(self, room=self.room - _span(step.cards.birds[card]), caught=True)
        if len(later.options(step)) > 1:
            step.pending.append(later)
        if not self.caught:
            step.announce_hunt_success(p, self.bird)

    def label(self, names: Naming) -> str:
        who, bird = names.player(self.player), names.bird(self.bird)
        return f"{who}: choose a tray card to tuck behind {bird} ({self.room} cm left)"


# --- swapping a hand card with a tray card --------------------------------------------------------
@frozen
class SwapWithTray(Effect):
    """Trade a card of the hand for a face-up tray card ("swap 1 card from hand with 1 card
    from tray"): the tray card joins the hand (known to everyone), the hand card takes its slot
    face up. The player picks the tray card, then the hand card."""

    TAG: ClassVar[str] = "swap-with-tray"

    @classmethod
    def phrases(cls) -> tuple[Phrase, ...]:
        syntax = '"swap" "1" "card" "from" "hand" "with" "1" "card" "from" "tray"'
        return (Phrase("swap_with_tray", syntax, cls._from_phrase),)

    @classmethod
    def _from_phrase(cls, node: PhraseNode, ctx: Compiling) -> SwapWithTray:
        return cls()

    def resolve(self, step: StepOps, actor: int, path: tuple[int, ...]) -> None:
        if not self.payable(step, actor, step.power.bird):
            step.set_done(False)
            return
        step.pending.append(SwapTrayCard(actor))

    def payable(self, view: View, p: int, bird: int) -> bool:
        return bool(view.players[p].hand) and any(c != EMPTY for c in _tray(view, p))

    def feasible(self, view: View, p: int, power: PowerContext) -> bool:
        return self.payable(view, p, power.bird)

    def describe(self) -> str:
        return "trade a card of your hand for a face-up card of the bird tray"


@frozen
class SwapTrayCard(Decision):
    """Pick the face-up tray card to take (``taken`` -1), then the hand card that takes its
    slot."""

    TAG: ClassVar[str] = "swap-tray-card"
    ACCEPTS: ClassVar[tuple[type, ...]] = (TakeCard, GiveCard)

    player: int = field(metadata=PLAYER)
    #: The tray card picked (a face-up card, known to all), -1 before it is.
    taken: int = field(default=-1, metadata=PLAIN)

    def options(self, view: View) -> list[Move]:
        if self.taken < 0:
            return [TakeCard(c) for c in _tray(view, self.player) if c != EMPTY]
        return [GiveCard(c) for c in sorted(set(view.players[self.player].hand))]

    def answer(self, step: StepOps, move: TakeCard | GiveCard) -> None:
        p = self.player
        if isinstance(move, TakeCard):
            step.pending.append(evolve(self, taken=move.card))
            return
        t = step.players[p].table
        tray = step.tables[t].tray
        slot = tray.index(self.taken)
        step.remove_from_hand(p, move.card)
        card = step.take_from_tray(t, slot)
        step.add_to_hand(p, card, public=True)
        placed = step.tables[t].tray
        step.set_table(t, tray=placed[:slot] + (move.card,) + placed[slot + 1 :])
        step.set_done(True)

    def label(self, names: Naming) -> str:
        who = names.player(self.player)
        if self.taken < 0:
            return f"{who}: choose a tray card to take in trade"
        return f"{who}: choose a hand card to put in the tray for {names.bird(self.taken)}"


@frozen
class TuckTrayCard(Decision):
    """Tuck one of the face-up tray cards passing ``where`` behind ``bird`` (``remaining``
    more may follow)."""

    TAG: ClassVar[str] = "tuck-tray-card"
    MAT_BIRDS: ClassVar[tuple[str, ...]] = ("bird",)
    ACCEPTS: ClassVar[tuple[type, ...]] = (TuckCard, Stop)

    player: int = field(metadata=PLAYER)
    bird: int = field(metadata=BIRD)
    remaining: int = field(default=1, metadata=PLAIN)
    where: tuple[Predicate, ...] = field(default=(), metadata=PLAIN)
    smallest: bool = False
    #: A predator's catch: the first card tucked announces its success (``TuckPreyFromTray``).
    prey: bool = False
    #: A card was tucked already: "stop" is offered for the rest (rules 10.1 #1).
    started: bool = False

    def options(self, view: View) -> list[Move]:
        birds = view.cards.birds
        cards = [
            c
            for c in _tray(view, self.player)
            if c != EMPTY and all(p.test(birds[c], None, _OFF_MAT) for p in self.where)
        ]
        if self.smallest:
            cards = _smallest(view, cards)
        moves: list[Move] = [TuckCard(c) for c in cards]
        return [*moves, _STOP] if moves and self.started else moves

    def answer(self, step: StepOps, move: TuckCard | Stop) -> None:
        if isinstance(move, Stop):
            return
        p = self.player
        t = step.players[p].table
        card = step.take_from_tray(t, step.tables[t].tray.index(move.card))
        step.tuck_card(p, self.bird, card, "tray")
        if self.prey:
            step.announce_hunt_success(p, self.bird)
        step.set_done(True)
        if self.remaining > 1:
            later = evolve(self, remaining=self.remaining - 1, prey=False, started=True)
            if later.options(step):
                step.pending.append(later)

    def label(self, names: Naming) -> str:
        who, bird = names.player(self.player), names.bird(self.bird)
        return f"{who}: choose a tray card to tuck behind {bird}"
