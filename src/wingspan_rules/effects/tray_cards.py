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
from ..state.moves import DiscardCard, Move, Stop, TuckCard
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


@frozen
class TuckTrayCard(Decision):
    """Tuck one of the face-up tray cards passing ``where`` behind ``bird`` (``remaining``
    more may follow)."""

    TAG: ClassVar[str] = "tuck-tray-card"
    MAT_BIRDS: ClassVar[tuple[str, ...]] = ("bird",)
    ACCEPTS: ClassVar[tuple[type, ...]] = (TuckCard,)

    player: int = field(metadata=PLAYER)
    bird: int = field(metadata=BIRD)
    remaining: int = field(default=1, metadata=PLAIN)
    where: tuple[Predicate, ...] = field(default=(), metadata=PLAIN)
    smallest: bool = False
    prey: bool = False

    def options(self, view: View) -> list[Move]:
        birds = view.cards.birds
        cards = [
            c
            for c in _tray(view, self.player)
            if c != EMPTY and all(p.test(birds[c], None, _OFF_MAT) for p in self.where)
        ]
        if self.smallest:
            cards = _smallest(view, cards)
        return [TuckCard(c) for c in cards]

    def answer(self, step: StepOps, move: TuckCard) -> None:
        p = self.player
        t = step.players[p].table
        card = step.take_from_tray(t, step.tables[t].tray.index(move.card))
        step.tuck_card(p, self.bird, card, "tray")
        if self.prey:
            step.announce_hunt_success(p, self.bird)
        step.set_done(True)
        if self.remaining > 1:
            later = evolve(self, remaining=self.remaining - 1)
            if later.options(step):
                step.pending.append(later)

    def label(self, names: Naming) -> str:
        who, bird = names.player(self.player), names.bird(self.bird)
        return f"{who}: choose a tray card to tuck behind {bird}"
