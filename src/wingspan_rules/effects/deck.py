"""The bird deck's top and the discard pile as places a power acts on (rules 9.6, "deck-top
returns"): cards drawn from the deck, some kept, tucked or discarded, and the rest put back on
top of the deck in an order the player chooses ("draw 2 cards from deck keep 1 and return the
rest to deck", "... keep 1 discard 1 and ...", "... keep or tuck 1 behind this bird and ...",
and the predator's "draw 3 cards from deck hunt 1 with wingspan at most 99 behind this bird and
return the rest to deck"); the top card of the discard pile tested ("top of discard pile eating
seed") or drawn ("draw 1 card from discard pile"). Oceania's: cards tucked from the deck
behind each bird a selector picks ("tuck 1 card from deck behind each bird in your
grassland"), and cards looked at, of which one (passing bird conditions, if any) is kept or
tucked and the others discarded, drawn from the deck ("look at 3 cards from deck keep or tuck 1
that can live in wetland behind this bird and discard the rest") or from the discard pile once
shuffled ("shuffle discard pile then draw 2 cards from it keep or tuck 1 behind this bird and
discard the rest"). With the decisions they ask.

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

from ..state import rng
from ..state.events import CardDrawn, CardRevealed
from ..state.fields import BIRD, PLAIN, PLAYER, Redraw
from ..state.model import HIDDEN, Bird
from ..state.moves import DiscardCard, KeepBird, Move, Stop, TakeCard, TuckCard
from ..state.protocol import Decision, Naming, PowerContext, StepOps, View
from ..state.values import evolve
from ._base import (
    BirdTarget,
    Compiling,
    Condition,
    Effect,
    Phrase,
    PhraseNode,
    Zone,
    plural,
    top_cards,
)
from .board import matching_birds
from .draft import DraftPick
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


@frozen
class DrawPerActionKeepOrTuck(Effect):
    """Draw ``amount`` cards from the deck for each type of action the player used this round
    (the actions with one of their cubes), keep ``keep`` of them or tuck it behind this bird,
    and discard the rest ("draw 1 card from deck per action type used this round keep or tuck
    1 behind this bird and discard the rest", the promo Common Snipe's). "If you do" holds
    when a card was drawn."""

    TAG: ClassVar[str] = "draw-per-action-keep-or-tuck"
    OWNER_ONLY: ClassVar[bool] = True

    amount: int
    keep: int

    @classmethod
    def phrases(cls) -> tuple[Phrase, ...]:
        syntax = (
            '"draw" amount _cards "from" WORD "per" "action" "type" "used" "this" "round" '
            '"keep" "or" "tuck" NUMBER "behind" "this" "bird" "and" "discard" "the" "rest"'
        )
        return (Phrase("draw_per_action_keep_or_tuck", syntax, cls._from_phrase),)

    @classmethod
    def _from_phrase(cls, node: PhraseNode, ctx: Compiling) -> DrawPerActionKeepOrTuck:
        num, source, keep = node.args
        ctx.zone(source, {"deck": Zone.DECK}, "draw per action type")
        amount = ctx.number(num, "an amount", low=1)
        return cls(amount, ctx.number(keep, "the number of cards kept or tucked", low=1))

    def count(self, view: View, p: int) -> int:
        """The cards ``p`` draws: ``amount`` per action with a cube of theirs this round."""
        return self.amount * sum(1 for cubes in view.players[p].actions if cubes)

    def resolve(self, step: StepOps, actor: int, path: tuple[int, ...]) -> None:
        drawn = sum(step.draw_to_hand_from_deck(actor) for _ in range(self.count(step, actor)))
        step.set_done(drawn > 0)
        if drawn:
            thrown = max(0, drawn - self.keep)
            sort = SortDrawn(actor, drawn, self.keep, thrown, self.keep, tuck_kept=True)
            if sort.options(step):
                step.pending.append(sort)

    def feasible(self, view: View, p: int, power: PowerContext) -> bool:
        table = view.tables[view.players[p].table]
        return self.count(view, p) > 0 and bool(table.deck or table.discard)

    def tucks_cards(self) -> bool:
        return True

    def describe(self) -> str:
        return (
            f"draw {plural(self.amount, 'card')} from the deck for each action you placed a "
            f"cube on this round; keep {self.keep} of them or slip it under this bird, and put "
            "the others on the discard pile"
        )


@frozen
class DiscardLastDrawn(Effect):
    """Discard the card drawn last: the newest card of the hand ("discard the last card drawn
    to draw 1 card from deck", the promo Northern Pintail's, after a line that drew it). A
    cost, done in full; the other players see which card it was (it lies on the pile)."""

    TAG: ClassVar[str] = "discard-last-drawn"
    PAYMENT: ClassVar[bool | None] = True

    @classmethod
    def phrases(cls) -> tuple[Phrase, ...]:
        syntax = '"discard" "the" "last" "card" "drawn"'
        return (Phrase("discard_last_drawn", syntax, cls._from_phrase),)

    @classmethod
    def _from_phrase(cls, node: PhraseNode, ctx: Compiling) -> DiscardLastDrawn:
        return cls()

    def resolve(self, step: StepOps, actor: int, path: tuple[int, ...]) -> None:
        hand = step.players[actor].hand
        step.set_done(bool(hand))
        if hand:
            step.discard_from_hand(actor, hand[-1])

    def payable(self, view: View, p: int, bird: int) -> bool:
        return bool(view.players[p].hand)

    def describe(self) -> str:
        return "put the card you drew last on the discard pile"


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
        return f"take {top_cards(self.amount)} of the discard pile into your hand"


# --- tucking from the deck behind each of several birds ---------------------------------------
@frozen
class TuckBehindEach(Effect):
    """Tuck ``amount`` cards from the top of the deck behind each of the power owner's birds
    ``on`` selects ("each bird in your grassland", "each bird in this habitat": this bird
    included), in mat order, all at once. "If you do" holds when a card was tucked."""

    TAG: ClassVar[str] = "tuck-behind-each"

    amount: int
    on: BirdTarget

    @classmethod
    def phrases(cls) -> tuple[Phrase, ...]:
        syntax = '"tuck" amount _cards "from" WORD "behind" "each" each_target'
        return (Phrase("tuck_behind_each", syntax, cls._from_phrase),)

    @classmethod
    def _from_phrase(cls, node: PhraseNode, ctx: Compiling) -> TuckBehindEach:
        num, source, target = node.args
        ctx.zone(source, {"deck": Zone.DECK}, "tuck behind each bird")
        return cls(ctx.amount(num), ctx.target(target, each=True))

    def resolve(self, step: StepOps, actor: int, path: tuple[int, ...]) -> None:
        power = step.power
        owner = power.owner
        tucked = False
        for h, c in matching_birds(step, owner, self.on, power.bird):
            bird = step.players[owner].mat[h][c].card
            for _ in range(self.amount):
                card = step.draw_from_deck(step.players[owner].table)
                if card is None:
                    step.set_done(tucked)
                    return
                step.tuck_card(owner, bird, card, "deck")
                tucked = True
        step.set_done(tucked)

    def could_change(self, view: View, p: int, power: PowerContext) -> bool:
        """A bird is selected and a card lies in the deck or the discard pile."""
        table = view.tables[view.players[power.owner].table]
        cards = bool(table.deck or table.discard)
        return cards and bool(matching_birds(view, power.owner, self.on, power.bird))

    def feasible(self, view: View, p: int, power: PowerContext) -> bool:
        return self.could_change(view, p, power)

    def tucks_cards(self) -> bool:
        return True

    def describe(self) -> str:
        cards = plural(self.amount, "card")
        return f"slip the top {cards} of the deck under each of {self.on.describe()}"


# --- cards looked at: one kept or tucked, the others discarded --------------------------------
@frozen
class KeepOrTuckOne(Effect):
    """Draw ``amount`` cards (from the deck, or with ``from_discard`` from the discard pile once
    shuffled) into your hand; keep one of them passing ``where`` or tuck it behind this bird,
    and discard the others (none passes: all are discarded). "If you do" holds when a card was
    drawn. Cards from the discard pile are seen by every player (the pile is face up)."""

    TAG: ClassVar[str] = "keep-or-tuck-one"
    OWNER_ONLY: ClassVar[bool] = True

    amount: int
    where: tuple[Predicate, ...] = ()
    from_discard: bool = False

    @classmethod
    def phrases(cls) -> tuple[Phrase, ...]:
        tail = '"behind" "this" "bird" "and" "discard" "the" "rest"'
        filters = '(bird_filter ("and" bird_filter)*)?'
        return (
            Phrase(
                "look_keep_or_tuck",
                f'"look" "at" amount _cards "from" WORD "keep" "or" "tuck" NUMBER {filters} {tail}',
                cls._from_look,
            ),
            Phrase(
                "shuffle_discard_keep_or_tuck",
                '"shuffle" "discard" "pile" "then" "draw" amount _cards "from" "it" "keep" "or" '
                f'"tuck" NUMBER {tail}',
                cls._from_shuffle,
            ),
        )

    @classmethod
    def _one(cls, node: PhraseNode, ctx: Compiling, num: object, amount: int) -> None:
        ctx.number(num, "the number of cards kept or tucked", low=1, high=1)
        if amount < 2:
            ctx.fail(node.pos, "no card is left to discard: draw at least 2")

    @classmethod
    def _from_look(cls, node: PhraseNode, ctx: Compiling) -> KeepOrTuckOne:
        num, source, one, *where = node.args
        ctx.zone(source, {"deck": Zone.DECK}, "look at cards")
        amount = ctx.amount(num)
        cls._one(node, ctx, one, amount)
        return cls(amount, ctx.predicates(where))

    @classmethod
    def _from_shuffle(cls, node: PhraseNode, ctx: Compiling) -> KeepOrTuckOne:
        num, one = node.args
        amount = ctx.amount(num)
        cls._one(node, ctx, one, amount)
        return cls(amount, from_discard=True)

    def resolve(self, step: StepOps, actor: int, path: tuple[int, ...]) -> None:
        drawn = (
            _shuffled_discard_draw(step, actor, self.amount)
            if self.from_discard
            else sum(step.draw_to_hand_from_deck(actor) for _ in range(self.amount))
        )
        step.set_done(drawn > 0)
        if not drawn:
            return
        hand = step.players[actor].hand
        choice = KeepOrTuckDrawn(actor, step.power.bird, hand[len(hand) - drawn :], self.where)
        if choice.options(step):
            step.pending.append(choice)
        else:
            choice.discard_all(step)

    def could_change(self, view: View, p: int, power: PowerContext) -> bool:
        """A card lies where the cards are drawn from (the discard pile, or the deck or the
        discard pile it is refilled from)."""
        table = view.tables[view.players[p].table]
        return bool(table.discard) if self.from_discard else bool(table.deck or table.discard)

    def feasible(self, view: View, p: int, power: PowerContext) -> bool:
        return self.could_change(view, p, power)

    def tucks_cards(self) -> bool:
        return True

    def describe(self) -> str:
        if self.from_discard:
            start = f"shuffle the discard pile and draw {plural(self.amount, 'card')} from it"
        else:
            start = f"look at the top {plural(self.amount, 'card')} of the deck"
        words = " and ".join(p.describe() for p in self.where)
        which = f"one that is a bird {words}, if there is one," if words else "one of them"
        return (
            f"{start}; take {which} into your hand or slip it under this bird, and discard "
            "the others"
        )


def _shuffled_discard_draw(step: StepOps, p: int, amount: int) -> int:
    """Shuffle ``p``'s table's discard pile, then take ``amount`` of its cards into ``p``'s hand
    (face up: the pile is public); how many were taken."""
    t = step.players[p].table
    pile, stream = rng.shuffled(step.stream(t), step.tables[t].discard)
    step.set_stream(t, stream)
    taken, rest = pile[:amount], pile[amount:]
    step.set_table(t, discard=rest)
    for card in taken:
        step.add_to_hand(p, card, public=True)
        step.emit(CardDrawn(p, card, "discard pile"))
    return len(taken)


@frozen
class KeepOrTuckDrawn(Decision):
    """Keep one of the ``drawn`` cards (in the hand) passing ``where``, or tuck it behind
    ``bird``; the others are discarded."""

    TAG: ClassVar[str] = "keep-or-tuck-drawn"
    MAT_BIRDS: ClassVar[tuple[str, ...]] = ("bird",)
    REDRAW: ClassVar[tuple[Redraw, str]] = (Redraw.HAND, "drawn")
    ACCEPTS: ClassVar[tuple[type, ...]] = (KeepBird, TuckCard)
    LAPSES: ClassVar[bool] = False

    player: int = field(metadata=PLAYER)
    bird: int = field(metadata=BIRD)
    drawn: tuple[int, ...] = field(metadata=BIRD)
    where: tuple[Predicate, ...] = field(default=(), metadata=PLAIN)

    def _passing(self, view: View) -> list[int]:
        birds = view.cards.birds
        hand = view.players[self.player].hand
        return [
            c
            for c in self.drawn
            if c in hand and all(p.test(birds[c], None, _OFF_MAT) for p in self.where)
        ]

    def options(self, view: View) -> list[Move]:
        cards = self._passing(view)
        return [*(KeepBird(c) for c in cards), *(TuckCard(c) for c in cards)]

    def answer(self, step: StepOps, move: KeepBird | TuckCard) -> None:
        p = self.player
        if isinstance(move, TuckCard):
            step.remove_from_hand(p, move.card)
            step.tuck_card(p, self.bird, move.card, "hand")
        evolve(self, drawn=tuple(c for c in self.drawn if c != move.card)).discard_all(step)

    def discard_all(self, step: StepOps) -> None:
        """Discard the ``drawn`` cards still in the hand."""
        for card in self.drawn:
            if card in step.players[self.player].hand:
                step.discard_from_hand(self.player, card)

    def label(self, names: Naming) -> str:
        who = names.player(self.player)
        return f"{who}: keep a card just drawn or tuck it behind {names.bird(self.bird)}"

    def seen_by(self, viewer: int) -> KeepOrTuckDrawn:
        if viewer == self.player:
            return self
        return evolve(self, drawn=(HIDDEN,) * len(self.drawn))

    def hand_cards(self) -> tuple[int, ...]:
        """The cards of the player's hand this decision names (checked in a loaded save)."""
        return self.drawn


@frozen
class DraftFromDiscard(Effect):
    """Shuffle the discard pile, then lay out (players + ``extra``) of its cards, face up; each
    player from you clockwise keeps 1 and you keep the rest ("shuffle discard pile and draft
    players + 1 cards from it", the promo Variable Oystercatcher's; the deck's draft is
    ``effects.draft``'s). A pile with fewer cards lays out what it has, and the picks stop when
    the cards do. As in that draft, a rival that is no player (the Automa) has a seat and its
    card is discarded when the power ends, and in Flock each group drafts from its own table."""

    TAG: ClassVar[str] = "draft-from-discard"

    extra: int = 1
    into: str = "revealed"

    @classmethod
    def phrases(cls) -> tuple[Phrase, ...]:
        syntax = '"shuffle" "discard" "pile" "and" "draft" "players" "+" NUMBER _cards "from" "it"'
        return (Phrase("draft_from_discard", syntax, cls._from_phrase),)

    @classmethod
    def _from_phrase(cls, node: PhraseNode, ctx: Compiling) -> DraftFromDiscard:
        return cls(ctx.number(node.args[0], "the cards beyond one per player", low=0, high=3))

    def _lay_out(self, step: StepOps, p: int, count: int, slot: str) -> int:
        """Shuffle ``p``'s table's discard pile and move ``count`` of its cards (at most) to
        ``slot``, face up; how many were laid out."""
        t = step.players[p].table
        pile, stream = rng.shuffled(step.stream(t), step.tables[t].discard)
        step.set_stream(t, stream)
        pool, rest = tuple(pile[:count]), tuple(pile[count:])
        step.set_table(t, discard=rest)
        step.remember(slot, "cards", step.recall(slot) + pool)
        for card in pool:
            step.emit(CardRevealed(p, card))
        return len(pool)

    def resolve(self, step: StepOps, actor: int, path: tuple[int, ...]) -> None:
        parts = step.turn_order_parts(actor, actor)
        step.set_done(False)
        for k, (players, after) in reversed(list(enumerate(parts))):
            mine = actor in players
            seats = len(players) + (step.rival_seats() + self.extra if mine else 0)
            slot = self.into if mine else f"{self.into}-{k}"
            laid = self._lay_out(step, actor if mine else players[0], seats, slot)
            pickers = players + ((actor,) * self.extra if mine else ())
            picks = tuple(DraftPick(q, slot) for q in reversed(pickers[:laid]))
            if laid and mine:
                step.set_done(True)
            if after is None:
                step.pending.extend(picks)
            elif picks:
                step.run_later(after, players, (), frames=picks)

    def could_change(self, view: View, p: int, power: PowerContext) -> bool:
        """The discard pile holds a card."""
        return bool(view.tables[view.players[p].table].discard)

    def describe(self) -> str:
        return (
            "shuffle the discard pile and turn over as many of its cards as there are players, "
            f"plus {self.extra}; going clockwise from you, each player keeps one, and you keep "
            "what is left"
        )
