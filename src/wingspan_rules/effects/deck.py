"""The bird deck's top and the discard pile as places a power acts on (rules 9.6, "deck-top
returns"): cards drawn from the deck, some kept, tucked or discarded, and the rest put back on
top of the deck in an order the player chooses ("draw 2 cards from deck keep 1 and return the
rest to deck", "... keep 1 discard 1 and ...", "... keep or tuck 1 behind this bird and ...",
and the predator's "draw 3 cards from deck hunt 1 with wingspan at most 99 behind this bird and
return the rest to deck"); the top card of the discard pile tested ("top of discard pile eating
seed") or drawn ("draw 1 card from discard pile"). With the decision they ask.

The cards drawn go to the player's hand (they are hidden from the other players, as a draw
from the deck is) and the decision names them as the last ones of the hand, as
``effects.tray.TuckDrawn`` does: a power's slots are seen by every player, so the drawn cards
are never remembered there. A card put back goes on top of the deck: the first one put back is
the top card, the next one under it. A general family (the promo packs' and Oceania's birds
use it), listed in ``effects.PRIMITIVE_MODULES`` after the base game's modules, so that the
base game's decision types keep their order.
"""

from __future__ import annotations

from typing import ClassVar

from attrs import field, frozen

from ..state.events import CardDrawn
from ..state.fields import PLAIN, PLAYER
from ..state.model import Bird
from ..state.moves import DiscardCard, Move, Stop, TakeCard, TuckCard
from ..state.protocol import Decision, Naming, PowerContext, StepOps, View
from ..state.values import evolve
from ._base import BirdTarget, Compiling, Condition, Effect, Phrase, PhraseNode, Zone, plural
from .predicates import Predicate

_STOP = Stop()
#: The tokens of a card that lies on no mat: none (a condition of where a bird lies fails).
_OFF_MAT = Bird(card=-1)
_TAIL = '"and" "return" "the" "rest" "to" "deck"'


@frozen
class DrawAndReturn(Effect):
    """Draw ``amount`` cards from the deck into your hand; tuck up to ``tuck`` of them that pass
    ``where`` behind this bird (``tuck_kept``: a card kept may be tucked instead, so each tuck
    keeps one fewer); discard ``discard`` of them; keep ``keep``; put the rest back on top of the
    deck, one at a time in the order you choose. "If you do" holds when a card was drawn."""

    TAG: ClassVar[str] = "draw-and-return"
    OWNER_ONLY: ClassVar[bool] = True
    #: Whether a tuck is a predator succeeding (``HuntDrawn``; the compiler's power flags).
    SUCCEEDS_AS_PREDATOR: ClassVar[bool] = False

    amount: int
    keep: int
    discard: int = 0
    tuck: int = 0
    tuck_kept: bool = False
    where: tuple[Predicate, ...] = ()

    @classmethod
    def phrases(cls) -> tuple[Phrase, ...]:
        draw = '"draw" amount _cards "from" WORD'
        return (
            Phrase(
                "draw_keep_return",
                f'{draw} "keep" NUMBER ("discard" NUMBER)? {_TAIL}',
                cls._from_keep,
            ),
            Phrase(
                "draw_keep_or_tuck_return",
                f'{draw} "keep" "or" "tuck" NUMBER "behind" "this" "bird" {_TAIL}',
                cls._from_keep_or_tuck,
            ),
        )

    @classmethod
    def _from_keep(cls, node: PhraseNode, ctx: Compiling) -> DrawAndReturn:
        num, source, keep, *discard = node.args
        ctx.zone(source, {"deck": Zone.DECK}, "draw and return")
        amount = ctx.number(num, "an amount", low=1)
        kept = ctx.number(keep, "the number of cards kept", low=1, high=amount)
        thrown = ctx.number(discard[0], "the number of cards discarded", low=1) if discard else 0
        if kept + thrown >= amount:
            ctx.fail(node.pos, f"no card is left to return: {amount} drawn, {kept + thrown} kept")
        return cls(amount, kept, thrown)

    @classmethod
    def _from_keep_or_tuck(cls, node: PhraseNode, ctx: Compiling) -> DrawAndReturn:
        num, source, keep = node.args
        ctx.zone(source, {"deck": Zone.DECK}, "draw and return")
        amount = ctx.number(num, "an amount", low=1)
        kept = ctx.number(keep, "the number of cards kept or tucked", low=1, high=amount - 1)
        return cls(amount, kept, tuck=kept, tuck_kept=True)

    def resolve(self, step: StepOps, actor: int, path: tuple[int, ...]) -> None:
        drawn = sum(step.draw_to_hand_from_deck(actor) for _ in range(self.amount))
        step.set_done(drawn > 0)
        if drawn:
            on = BirdTarget(where=self.where)
            sort = SortDrawn(actor, drawn, self.keep, self.discard, self.tuck, on)
            sort = evolve(sort, tuck_kept=self.tuck_kept, hunt=self.SUCCEEDS_AS_PREDATOR)
            if sort.options(step):
                step.pending.append(sort)

    def could_change(self, view: View, p: int, power: PowerContext) -> bool:
        """A card is drawn: the deck or the discard pile holds one."""
        table = view.tables[view.players[p].table]
        return bool(table.deck or table.discard)

    def tucks_cards(self) -> bool:
        return self.tuck > 0 and not self.SUCCEEDS_AS_PREDATOR

    def says_tuck(self) -> bool:
        return self.tuck > 0

    def describe(self) -> str:
        parts = [f"draw {plural(self.amount, 'card')} from the deck"]
        if self.tuck_kept:
            parts.append(f"keep {self.keep} of them or slip it under this bird")
        else:
            if self.tuck:
                words = " and ".join(p.describe() for p in self.where)
                parts.append(f"slip {self.tuck} of them, a bird {words}, under this bird")
            if self.discard:
                parts.append(f"put {self.discard} of them on the discard pile")
            if self.keep:
                parts.append(f"keep {self.keep} of them")
        parts.append("put the others back on top of the deck in the order you choose")
        return ", ".join(parts[:-1]) + " and " + parts[-1]


@frozen
class HuntDrawn(DrawAndReturn):
    """A predator's hunt among drawn cards: tuck up to ``tuck`` of them that pass ``where``
    behind this bird (each tuck is the predator succeeding), put the rest back on top of the
    deck in the order you choose."""

    TAG: ClassVar[str] = "hunt-drawn"
    SUCCEEDS_AS_PREDATOR: ClassVar[bool] = True

    @classmethod
    def phrases(cls) -> tuple[Phrase, ...]:
        syntax = (
            '"draw" amount _cards "from" WORD "hunt" NUMBER bird_filter ("and" bird_filter)* '
            f'"behind" "this" "bird" {_TAIL}'
        )
        return (Phrase("draw_hunt_return", syntax, cls._from_hunt),)

    @classmethod
    def _from_hunt(cls, node: PhraseNode, ctx: Compiling) -> HuntDrawn:
        num, source, tuck, *where = node.args
        ctx.zone(source, {"deck": Zone.DECK}, "draw and hunt")
        amount = ctx.number(num, "an amount", low=1)
        tucked = ctx.number(tuck, "the number of cards tucked", low=1, high=amount - 1)
        return cls(amount, 0, tuck=tucked, where=ctx.predicates(where))


@frozen
class SortDrawn(Decision):
    """What becomes of the ``drawn`` cards a power just drew (the last ones of the hand), one
    card at a time: first up to ``tuck`` tucked behind the power's bird (those passing the
    conditions of ``on``;
    "stop" tucks no more), then ``discard`` discarded, then every card but ``keep`` put back on
    top of the deck (``placed``: how many this power put back already, the first one on top)."""

    TAG: ClassVar[str] = "sort-drawn"
    ON_POWER_BIRD: ClassVar[bool] = True
    ACCEPTS: ClassVar[tuple[type, ...]] = (TuckCard, Stop, DiscardCard, TakeCard)

    player: int = field(metadata=PLAYER)
    drawn: int = field(metadata=PLAIN)
    keep: int = field(metadata=PLAIN)
    discard: int = field(default=0, metadata=PLAIN)
    tuck: int = field(default=0, metadata=PLAIN)
    on: BirdTarget = BirdTarget()  # its conditions (``where``) are those of a card tucked
    tuck_kept: bool = False
    hunt: bool = False
    placed: int = field(default=0, metadata=PLAIN)

    def _cards(self, view: View) -> tuple[int, ...]:
        hand = view.players[self.player].hand
        return hand[len(hand) - self.drawn :] if self.drawn else ()

    def _huntable(self, view: View) -> list[int]:
        birds = view.cards.birds
        return [
            c
            for c in self._cards(view)
            if all(p.test(birds[c], None, _OFF_MAT) for p in self.on.where)
        ]

    def _stage(self, view: View) -> str:
        if self.tuck > 0 and self._huntable(view):
            return "tuck"
        if self.discard > 0 and self.drawn > 0:
            return "discard"
        if self.drawn > self.keep:
            return "return"
        return ""

    def options(self, view: View) -> list[Move]:
        stage = self._stage(view)
        if stage == "tuck":
            return [*(TuckCard(c) for c in self._huntable(view)), _STOP]
        if stage == "discard":
            return [DiscardCard(c) for c in self._cards(view)]
        if stage == "return":
            return [TakeCard(c) for c in self._cards(view)]
        return []

    def answer(self, step: StepOps, move: TuckCard | Stop | DiscardCard | TakeCard) -> None:
        p = self.player
        later = self
        if isinstance(move, Stop):
            later = evolve(self, tuck=0)
        elif isinstance(move, TuckCard):
            step.remove_from_hand(p, move.card)
            bird = step.power.bird
            step.tuck_card(p, bird, move.card, "hand")
            if self.hunt:
                step.announce_hunt_success(step.power.owner, bird)
            keep = self.keep - 1 if self.tuck_kept else self.keep
            later = evolve(self, drawn=self.drawn - 1, tuck=self.tuck - 1, keep=max(0, keep))
        elif isinstance(move, DiscardCard):
            step.discard_from_hand(p, move.card)
            later = evolve(self, drawn=self.drawn - 1, discard=self.discard - 1)
        else:
            step.remove_from_hand(p, move.card)
            t = step.players[p].table
            deck = step.tables[t].deck
            step.set_table(t, deck=deck[: self.placed] + (move.card,) + deck[self.placed :])
            later = evolve(self, drawn=self.drawn - 1, placed=self.placed + 1)
        if later.options(step):
            step.pending.append(later)

    def label(self, names: Naming) -> str:
        who = names.player(self.player)
        if self.tuck > 0:
            return f"{who}: choose a card just drawn to tuck behind this bird, or stop"
        if self.discard > 0:
            return f"{who}: choose a card just drawn to discard ({self.discard} more)"
        back = self.drawn - self.keep
        return (
            f"{who}: choose a card just drawn to put back on the deck, the first one on top "
            f"({back} more)"
        )


# --- the discard pile -------------------------------------------------------------------------
def _top_discard(view: View, p: int) -> int | None:
    """The card on top of the discard pile of ``p``'s table (the newest), if any."""
    discard = view.tables[view.players[p].table].discard
    return discard[-1] if discard else None


@frozen
class TopDiscardIs(Condition):
    """The card on top of the discard pile passes every bird condition of ``where`` (one of
    where a bird lies fails: the card lies on no mat). An empty pile fails."""

    TAG: ClassVar[str] = "top-discard-is"

    where: tuple[Predicate, ...]

    @classmethod
    def phrases(cls) -> tuple[Phrase, ...]:
        syntax = '"top" "of" "discard" "pile" bird_filter ("and" bird_filter)*'
        return (Phrase("top_discard_is", syntax, cls._from_phrase),)

    @classmethod
    def _from_phrase(cls, node: PhraseNode, ctx: Compiling) -> TopDiscardIs:
        return cls(ctx.predicates(node.args))

    def holds(self, view: View, power: PowerContext, actor: int) -> bool:
        top = _top_discard(view, actor)
        if top is None:
            return False
        card = view.cards.birds[top]
        return all(p.test(card, None, _OFF_MAT) for p in self.where)

    def describe(self) -> str:
        words = " and ".join(p.describe() for p in self.where)
        return f"the card on top of the discard pile is a bird {words}"


@frozen
class DrawFromDiscard(Effect):
    """Take the top ``amount`` cards of the discard pile (face up: every player sees them)
    into your hand. "If you do" holds when a card was taken."""

    TAG: ClassVar[str] = "draw-from-discard"

    amount: int

    @classmethod
    def phrases(cls) -> tuple[Phrase, ...]:
        syntax = '"draw" amount _cards "from" "discard" "pile"'
        return (Phrase("draw_from_discard", syntax, cls._from_phrase),)

    @classmethod
    def _from_phrase(cls, node: PhraseNode, ctx: Compiling) -> DrawFromDiscard:
        return cls(ctx.number(node.args[0], "an amount", low=1))

    def resolve(self, step: StepOps, actor: int, path: tuple[int, ...]) -> None:
        t = step.players[actor].table
        taken = 0
        for _ in range(self.amount):
            top = _top_discard(step, actor)
            if top is None:
                break
            step.set_table(t, discard=step.tables[t].discard[:-1])
            step.add_to_hand(actor, top, public=True)
            step.emit(CardDrawn(actor, top, "discard pile"))
            taken += 1
        step.set_done(taken > 0)

    def feasible(self, view: View, p: int, power: PowerContext) -> bool:
        return _top_discard(view, p) is not None

    def describe(self) -> str:
        return f"take the top {plural(self.amount, 'card')} of the discard pile into your hand"
