"""Card primitives: drawing bird and bonus cards, tucking, revealing and discarding from the
hand; with the decisions they ask. Drafting is in ``draft``."""

from __future__ import annotations

from typing import ClassVar

from attrs import field, frozen

from ..state import rng
from ..state.enums import Habitat, Timing
from ..state.events import BonusCardsDrawn, CardRevealed
from ..state.fields import BIRD, PLAIN, PLAYER
from ..state.model import BONUS_TABLE, EMPTY, Bird
from ..state.moves import (
    DiscardCard,
    DrawFromDeck,
    DrawFromTray,
    Move,
    PickBird,
    Stop,
    TakeAmount,
    TuckCard,
)
from ..state.protocol import Decision, Naming, PowerContext, StepOps, View
from ..state.values import evolve
from ._base import (
    BirdTarget,
    Compiling,
    Delayable,
    Effect,
    Phrase,
    PhraseNode,
    Which,
    Zone,
    amounts,
    check_later,
    fewest,
    paid_for,
    plural,
    takes_everything,
)
from .board import can_draw, draw_options, matching_birds
from .each import TuckBehind
from .predicates import Predicate
from .tray_cards import CanLiveIn

_STOP = Stop()
#: The tokens of a card that lies on no mat (a hand card tested as a bird): none.
_OFF_MAT = Bird(card=-1)


# --- drawing ----------------------------------------------------------------------------------
@frozen
class DrawCards(Delayable):
    """Draw bird cards: each from the tray or the deck, or from the deck only. "If you do"
    holds when at least one card was drawn. The player may draw fewer (rules 10.1 #1): one card
    at a time with "stop", or "how many" from the deck. With ``at_end_of_turn``, the cards are
    drawn when the turn under way ends, before its tray is refilled (rules 9.1)."""

    TAG: ClassVar[str] = "draw-cards"
    PAYMENT: ClassVar[bool | None] = False  # it gains: its tray condition is no price

    amount: int
    source: Zone = Zone.TRAY_OR_DECK
    habitat: Habitat | None = None  # from the tray: only cards that can live there
    at_end_of_turn: bool = False
    #: From the tray: only cards passing these bird conditions ("draw 1 card from tray eating
    #: seed": the promo Eurasian Wigeon's).
    where: tuple[Predicate, ...] = ()

    @classmethod
    def phrases(cls) -> tuple[Phrase, ...]:
        return (
            Phrase("draw", '"draw" amount _cards ("from" WORD)? at_end_of_turn?', cls._from_draw),
            Phrase(
                "draw_filtered",
                '"draw" amount _cards "from" WORD bird_filter ("and" bird_filter)*',
                cls._from_draw_filtered,
            ),
        )

    @classmethod
    def _from_draw_filtered(cls, node: PhraseNode, ctx: Compiling) -> DrawCards:
        num, source, *where = node.args
        ctx.zone(source, {"tray": Zone.TRAY}, "draw cards with a bird condition")
        predicates = ctx.predicates(where)
        if len(predicates) == 1 and isinstance(predicates[0], CanLiveIn):
            # "draw 1 card from tray that can live in grassland": the habitat form, as
            # compiled before the bird condition existed (so card sets keep their fingerprint)
            return cls(ctx.amount(num), Zone.TRAY, predicates[0].habitat)
        return cls(ctx.amount(num), Zone.TRAY, where=predicates)

    @classmethod
    def _from_draw(cls, node: PhraseNode, ctx: Compiling) -> DrawCards:
        args = list(node.args)
        later = check_later(node, ctx, args[-1] is True)
        if later:
            args.pop()
        amount = ctx.amount(args[0])
        if len(args) == 1:
            return cls(amount, at_end_of_turn=later)
        sources = {"deck": Zone.DECK, "tray": Zone.TRAY}
        return cls(amount, ctx.zone(args[1], sources, "draw"), at_end_of_turn=later)

    def resolve_now(self, step: StepOps, actor: int, path: tuple[int, ...]) -> None:
        if self.source is Zone.DECK:
            if self.amount == 1 or takes_everything(step):
                _draw_from_deck(step, actor, self.amount)
            else:
                step.set_done(False)
                least = fewest(step, actor, path)
                step.pending.append(DrawHowMany(actor, self.amount, least))
            return
        step.set_done(False)
        paid = paid_for(step, path)
        if self.source is Zone.TRAY:
            if self._tray_has_one(step, actor):
                step.pending.append(evolve(self._from_tray(actor), paid=paid))
        elif can_draw(step, actor):
            step.pending.append(DrawForPower(actor, self.amount, paid=paid))

    def _from_tray(self, p: int) -> DrawForPower:
        on = BirdTarget(where=self.where)
        return DrawForPower(p, self.amount, from_tray=True, habitat=self.habitat, on=on)

    def _tray_has_one(self, view: View, p: int) -> bool:
        return self._from_tray(p).options(view) != [_STOP]

    def can_begin(self, view: View, p: int, bird: int) -> bool:
        return self.source is not Zone.TRAY or self._tray_has_one(view, p)

    def feasible(self, view: View, p: int, power: PowerContext) -> bool:
        return self.source is not Zone.TRAY or self._tray_has_one(view, p)

    def could_change(self, view: View, p: int, power: PowerContext) -> bool:
        """A card can be drawn from where this draws (the discard pile refills the deck)."""
        if self.at_end_of_turn:
            return True
        if self.source is Zone.DECK:
            return _cards_left(view, p) > 0
        return self.feasible(view, p, power) and can_draw(view, p)

    def describe(self) -> str:
        where = {
            Zone.TRAY_OR_DECK: ", each one from the tray or the deck",
            Zone.DECK: " from the deck",
            Zone.TRAY: " from the tray",
        }[self.source]
        living = f" that can live in {self.habitat.label}" if self.habitat is not None else ""
        living += "".join(f" {p.describe()}" for p in self.where)
        return f"draw {plural(self.amount, 'bird card')}{where}{living}{self.later_words()}"

    def chooses_amount(self) -> bool:
        return self.source is not Zone.DECK  # each card is one decision, with "stop"


def _cards_left(view: View, p: int) -> int:
    """Cards that can still come from ``p``'s deck (the discard pile is reshuffled into it)."""
    table = view.tables[view.players[p].table]
    return len(table.deck) + len(table.discard)


def _draw_from_deck(step: StepOps, p: int, amount: int) -> None:
    drawn = sum(step.draw_to_hand_from_deck(p) for _ in range(amount))
    step.set_done(drawn > 0)


@frozen
class DrawHowMany(Decision):
    """How many of a power's ``amount`` cards to draw from the deck: all of them, down to
    ``least`` (rules 10.1 #1). "If you do" holds when at least one card was drawn."""

    TAG: ClassVar[str] = "draw-how-many"
    ACCEPTS: ClassVar[tuple[type, ...]] = (TakeAmount,)

    player: int = field(metadata=PLAYER)
    amount: int = field(metadata=PLAIN)
    least: int = field(default=0, metadata=PLAIN)

    def options(self, view: View) -> list[Move]:
        return amounts(min(self.amount, _cards_left(view, self.player)), self.least)

    def answer(self, step: StepOps, move: TakeAmount) -> None:
        _draw_from_deck(step, self.player, move.amount)

    def label(self, names: Naming) -> str:
        who = names.player(self.player)
        return f"{who}: how many cards to draw from the deck (up to {self.amount})"


@frozen
class DrawForPower(Decision):
    """Draw a power's cards one at a time, each from the tray or the deck."""

    TAG: ClassVar[str] = "draw-for-power"
    ACCEPTS: ClassVar[tuple[type, ...]] = (DrawFromTray, DrawFromDeck, Stop)

    player: int = field(metadata=PLAYER)
    remaining: int = field(metadata=PLAIN)
    from_tray: bool = False  # face-up cards only
    habitat: Habitat | None = None  # from the tray: only cards that can live there
    #: The first card was paid for by a cost (``paid_for``): no "stop" before it.
    paid: bool = False
    on: BirdTarget = BirdTarget()  # from the tray: only cards passing its bird conditions

    def options(self, view: View) -> list[Move]:
        moves = self._options(view)
        if self.paid and len(moves) > 1:
            return moves[:-1]  # the last is "stop"
        return moves

    def _options(self, view: View) -> list[Move]:
        if not self.from_tray:
            return draw_options(view, self.player)
        tray = view.tables[view.players[self.player].table].tray
        birds = view.cards.birds
        moves: list[Move] = [
            DrawFromTray(slot)
            for slot, card in enumerate(tray)
            if card != EMPTY
            and (self.habitat is None or self.habitat in birds[card].habitats)
            and all(p.test(birds[card], None, _OFF_MAT) for p in self.on.where)
        ]
        return [*moves, _STOP]

    def answer(self, step: StepOps, move: DrawFromTray | DrawFromDeck | Stop) -> None:
        if isinstance(move, Stop):
            return
        step.draw_chosen(self.player, move)
        step.set_done(True)  # "if you do": at least one card was drawn
        if self.remaining > 1:
            step.pending.append(evolve(self, remaining=self.remaining - 1, paid=False))

    def label(self, names: Naming) -> str:
        return f"{names.player(self.player)}: draw a card ({self.remaining} more)"


@frozen
class DrawWholeTray(Effect):
    """Take every face-up card in the bird tray, or fewer (rules 10.1 #1): with several cards
    the player picks them one at a time, left to right, and may stop."""

    TAG: ClassVar[str] = "draw-whole-tray"

    @classmethod
    def phrases(cls) -> tuple[Phrase, ...]:
        return (Phrase("draw_all", '"draw" "all" _cards "from" WORD', cls._from_draw_all),)

    @classmethod
    def _from_draw_all(cls, node: PhraseNode, ctx: Compiling) -> DrawWholeTray:
        ctx.zone(node.args[0], {"tray": Zone.TRAY}, "draw all cards")
        return cls()

    def resolve(self, step: StepOps, actor: int, path: tuple[int, ...]) -> None:
        tray = step.tables[step.players[actor].table].tray
        slots = [slot for slot, card in enumerate(tray) if card != EMPTY]
        if len(slots) > 1 and not takes_everything(step):
            may_stop = fewest(step, actor, path) == 0
            step.pending.append(TakeTrayCards(actor, may_stop=may_stop))
            return
        for slot in slots:
            step.draw_to_hand_from_tray(actor, slot)

    def could_change(self, view: View, p: int, power: PowerContext) -> bool:
        """A card lies face up in the tray."""
        return any(card != EMPTY for card in view.tables[view.players[p].table].tray)

    def describe(self) -> str:
        return "take every face-up bird card from the tray"


@frozen
class TakeTrayCards(Decision):
    """Take the tray's cards for "draw all cards from tray", one at a time and left to right
    (each set of cards is reached one way): each face-up card right of slot ``after``, then
    "stop" when ``may_stop`` (not before the first card when taking none is declining the
    power)."""

    TAG: ClassVar[str] = "take-tray-cards"
    ACCEPTS: ClassVar[tuple[type, ...]] = (DrawFromTray, Stop)

    player: int = field(metadata=PLAYER)
    after: int = field(default=-1, metadata=PLAIN)
    may_stop: bool = True

    def _slots(self, view: View) -> list[int]:
        tray = view.tables[view.players[self.player].table].tray
        return [s for s, card in enumerate(tray) if s > self.after and card != EMPTY]

    def options(self, view: View) -> list[Move]:
        moves: list[Move] = [DrawFromTray(s) for s in self._slots(view)]
        if self.may_stop:
            moves.append(_STOP)
        return moves

    def answer(self, step: StepOps, move: DrawFromTray | Stop) -> None:
        if isinstance(move, Stop):
            if self.after < 0:
                step.set_done(False)  # none was taken
            return
        step.draw_to_hand_from_tray(self.player, move.slot)
        later = evolve(self, after=move.slot, may_stop=True)
        if later._slots(step):
            step.pending.append(later)

    def label(self, names: Naming) -> str:
        return f"{names.player(self.player)}: take the tray's cards, left to right"


@frozen
class DrawBonusCards(Effect):
    """Draw ``draw`` bonus cards and keep ``keep`` of them; discard the rest ("draw 2 bonus
    cards", with no ``keep``: keep them all)."""

    TAG: ClassVar[str] = "draw-bonus-cards"

    draw: int
    keep: int

    @classmethod
    def phrases(cls) -> tuple[Phrase, ...]:
        syntax = '"draw" amount "bonus" _cards ("keep" NUMBER)?'
        return (Phrase("draw_bonus", syntax, cls._from_draw_bonus),)

    @classmethod
    def _from_draw_bonus(cls, node: PhraseNode, ctx: Compiling) -> DrawBonusCards:
        draw = ctx.amount(node.args[0])
        if len(node.args) == 1:
            return cls(draw, draw)
        keep = ctx.number(node.args[1], "the number of bonus cards kept", low=1, high=draw)
        return cls(draw, keep)

    def resolve(self, step: StepOps, actor: int, path: tuple[int, ...]) -> None:
        t = BONUS_TABLE  # the bonus deck is shared (Flock's groups too, rules 8.2)
        drawn: list[int] = []
        for _ in range(self.draw):
            table = step.tables[t]
            if not table.bonus_deck:
                if not table.bonus_discard:
                    break
                deck, step.rng = rng.shuffled(step.rng, table.bonus_discard)
                table = step.set_table(t, bonus_deck=deck, bonus_discard=())
            drawn.append(table.bonus_deck[0])
            step.set_table(t, bonus_deck=table.bonus_deck[1:])
        if not drawn:
            return
        step.set_player(actor, bonus=step.players[actor].bonus + tuple(drawn))
        step.emit(BonusCardsDrawn(actor, tuple(drawn)))
        if self.keep < len(drawn):
            step.ask_keep_bonus(actor, tuple(drawn), self.keep)

    def could_change(self, view: View, p: int, power: PowerContext) -> bool:
        """A bonus card lies in the bonus deck or its discard pile."""
        table = view.tables[BONUS_TABLE]
        return bool(table.bonus_deck or table.bonus_discard)

    def describe(self) -> str:
        if self.keep >= self.draw:
            return f"draw {plural(self.draw, 'bonus card')} and keep {'it' if self.draw == 1 else 'them'}"
        return f"draw {plural(self.draw, 'bonus card')}, keep {self.keep} and discard the others"


# --- tucking ----------------------------------------------------------------------------------
@frozen
class TuckCards(Effect):
    """Tuck cards behind this bird from the hand, the top of the deck, or the card(s) the power
    revealed (``source`` REVEALED: the cards remembered in ``slot``).

    From the hand the tuck is a cost, made in full; from the deck it is a gain, and the player
    says how many (rules 10.1 #1). A revealed card is a hunt's reward, tucked whole.
    """

    TAG: ClassVar[str] = "tuck-cards"

    amount: int
    source: Zone = Zone.HAND
    slot: str = "revealed"
    #: Behind which bird: this one, or one the player picks among those a selector names.
    on: BirdTarget = BirdTarget(Which.THIS)

    @classmethod
    def phrases(cls) -> tuple[Phrase, ...]:
        return (
            Phrase("tuck", '"tuck" amount _cards "from" WORD "behind" bird_target', cls._from_tuck),
            Phrase("tuck_it", '"tuck" "it" "behind" bird_target', cls._from_tuck_it),
        )

    @classmethod
    def _from_tuck(cls, node: PhraseNode, ctx: Compiling) -> TuckCards:
        num, source, target = node.args
        amount = ctx.amount(num)
        zone = ctx.zone(source, {"hand": Zone.HAND, "deck": Zone.DECK}, "tuck")
        if target.which == "this":
            ctx.this_bird(target, "tuck cards behind")
            return cls(amount, zone)
        return cls(amount, zone, on=ctx.target(target))

    @classmethod
    def _from_tuck_it(cls, node: PhraseNode, ctx: Compiling) -> TuckCards:
        ctx.this_bird(node.args[0], "tuck cards behind")
        slot = ctx.require(
            "revealed",
            node.pos,
            "'tuck it' refers to nothing: no 'reveal 1 card from deck' before it",
            None,
        )
        return cls(1, Zone.REVEALED, slot)

    def resolve(self, step: StepOps, actor: int, path: tuple[int, ...]) -> None:
        power = step.power
        owner, bird = power.owner, power.bird
        if self.on.which is not Which.THIS:
            if not self.payable(step, owner, bird):
                step.set_done(False)
                return
            least = 1 if takes_everything(step) else fewest(step, actor, path)
            pick = PickTuckBird(owner, self.amount, self.source, self.on, bird, least)
            step.pending.append(pick)
            return
        if self.source is Zone.HAND:
            if not self.payable(step, owner, bird):
                step.set_done(False)
                return
            step.pending.append(TuckFromHand(owner, self.amount))
        elif self.source is Zone.REVEALED:
            for revealed in power.recall(self.slot):
                step.tuck_card(owner, bird, revealed, "revealed")
            step.remember(self.slot, "cards", ())
        elif self.amount == 1 or takes_everything(step):
            _tuck_from_deck(step, owner, bird, self.amount)
        else:
            least = fewest(step, actor, path)
            step.pending.append(TuckHowMany(owner, self.amount, bird, least))

    def payable(self, view: View, p: int, bird: int) -> bool:
        if self.on.which is not Which.THIS and not matching_birds(view, p, self.on, bird):
            return False
        if self.source is Zone.HAND:
            return len(view.players[p].hand) >= self.amount
        return True

    def could_change(self, view: View, p: int, power: PowerContext) -> bool:
        """What ``resolve`` tucks: behind the power's owner's birds, from their hand, the
        deck, or the cards the power revealed."""
        if self.source is Zone.REVEALED:
            return bool(power.recall(self.slot))
        return self.payable(view, power.owner, power.bird)

    def tucks_cards(self) -> bool:
        return self.source is not Zone.REVEALED

    def says_tuck(self) -> bool:
        return True

    def describe(self) -> str:
        if self.source is Zone.REVEALED:
            return "slip that card under this bird"
        bird = self.on.describe()
        if self.source is Zone.DECK:
            return f"slip the top {plural(self.amount, 'card')} of the deck under {bird}"
        return f"slip {plural(self.amount, 'card')} from your hand under {bird}"


@frozen
class PickTuckBird(Decision):
    """Pick the bird (among those ``on`` selects, ``bird`` being the power's own) to tuck
    ``amount`` cards behind, from the hand (each card then chosen) or the deck (how many then
    asked, down to ``least``)."""

    TAG: ClassVar[str] = "pick-tuck-bird"
    ACCEPTS: ClassVar[tuple[type, ...]] = (PickBird,)

    player: int = field(metadata=PLAYER)
    amount: int = field(metadata=PLAIN)
    source: Zone
    on: BirdTarget
    bird: int = field(metadata=BIRD)
    #: From the deck, the fewest cards the player may take (rules 10.1 #1, as ``TuckHowMany``).
    least: int = field(default=0, metadata=PLAIN)

    def options(self, view: View) -> list[Move]:
        return [PickBird(h, c) for h, c in matching_birds(view, self.player, self.on, self.bird)]

    def answer(self, step: StepOps, move: PickBird) -> None:
        p = self.player
        card = step.players[p].mat[move.habitat][move.column].card
        if self.source is Zone.HAND:  # one card at a time, no more than the hand holds
            for _ in range(min(self.amount, len(step.players[p].hand))):
                step.pending.append(TuckBehind(p, card))
        elif self.amount == 1 or takes_everything(step):
            _tuck_from_deck(step, p, card, self.amount)
        else:  # a gain from the deck: the player may take fewer, as behind this bird
            step.pending.append(TuckHowMany(p, self.amount, card, min(self.least, self.amount)))

    def label(self, names: Naming) -> str:
        cards = plural(self.amount, "card")
        return f"{names.player(self.player)}: pick the bird to tuck {cards} behind"


def _tuck_from_deck(step: StepOps, p: int, bird: int, amount: int) -> None:
    if amount <= 0:
        step.set_done(False)
    for _ in range(amount):
        card = step.draw_from_deck(step.players[p].table)
        if card is None:
            step.set_done(False)
            return
        step.tuck_card(p, bird, card, "deck")


@frozen
class TuckHowMany(Decision):
    """How many of a power's ``amount`` cards to tuck from the deck behind ``bird``: all of them,
    down to ``least`` (rules 10.1 #1)."""

    TAG: ClassVar[str] = "tuck-how-many"
    MAT_BIRDS: ClassVar[tuple[str, ...]] = ("bird",)
    ACCEPTS: ClassVar[tuple[type, ...]] = (TakeAmount,)

    player: int = field(metadata=PLAYER)
    amount: int = field(metadata=PLAIN)
    bird: int = field(metadata=BIRD)
    least: int = field(default=0, metadata=PLAIN)

    def options(self, view: View) -> list[Move]:
        return amounts(min(self.amount, _cards_left(view, self.player)), self.least)

    def answer(self, step: StepOps, move: TakeAmount) -> None:
        _tuck_from_deck(step, self.player, self.bird, move.amount)

    def label(self, names: Naming) -> str:
        who = names.player(self.player)
        where = names.bird(self.bird)
        return f"{who}: how many cards to tuck from the deck behind {where} (up to {self.amount})"


@frozen
class TuckFromHand(Decision):
    """Choose a card from the hand to tuck behind the bird whose power runs: one passing the
    bird conditions of ``prey`` (a predator's prey; none: any card), each tuck then the
    predator succeeding when ``hunt``."""

    TAG: ClassVar[str] = "tuck-from-hand"
    ON_POWER_BIRD: ClassVar[bool] = True
    ACCEPTS: ClassVar[tuple[type, ...]] = (TuckCard,)

    player: int = field(metadata=PLAYER)
    remaining: int = field(metadata=PLAIN)
    prey: BirdTarget = BirdTarget()
    hunt: bool = False

    def options(self, view: View) -> list[Move]:
        birds = view.cards.birds
        return [
            TuckCard(card)
            for card in view.players[self.player].hand
            if all(w.test(birds[card], None, _OFF_MAT) for w in self.prey.where)
        ]

    def answer(self, step: StepOps, move: TuckCard) -> None:
        step.remove_from_hand(self.player, move.card)
        step.tuck_card(self.player, step.power.bird, move.card, "hand")
        if self.hunt:
            step.announce_hunt_success(step.power.owner, step.power.bird)
        later = evolve(self, remaining=self.remaining - 1)
        if self.remaining > 1 and later.options(step):
            step.pending.append(later)

    def label(self, names: Naming) -> str:
        who = names.player(self.player)
        return f"{who}: choose a card from your hand to tuck ({self.remaining} more)"


# --- revealing --------------------------------------------------------------------------------
@frozen
class RevealCards(Effect):
    """Look at ``amount`` cards from the top of the deck; they are remembered in ``into``."""

    TAG: ClassVar[str] = "reveal-cards"

    amount: int
    into: str = "revealed"

    @classmethod
    def phrases(cls) -> tuple[Phrase, ...]:
        return (Phrase("reveal", '"reveal" NUMBER _cards "from" "deck"', cls._from_reveal),)

    @classmethod
    def _from_reveal(cls, node: PhraseNode, ctx: Compiling) -> RevealCards:
        amount = ctx.amount(node.args[0])
        return cls(amount, ctx.produce("revealed"))

    def resolve(self, step: StepOps, actor: int, path: tuple[int, ...]) -> None:
        revealed = list(step.recall(self.into))
        for _ in range(self.amount):
            card = step.draw_from_deck(step.players[actor].table)
            if card is None:
                break
            revealed.append(card)
            step.emit(CardRevealed(actor, card))
        step.remember(self.into, "cards", tuple(revealed))

    def could_change(self, view: View, p: int, power: PowerContext) -> bool:
        """A card lies in the deck, or in the discard pile that refills it."""
        table = view.tables[view.players[p].table]
        return bool(table.deck or table.discard)

    def describe(self) -> str:
        return f"turn over the top {plural(self.amount, 'card')} of the deck"


@frozen
class DiscardRevealed(Effect):
    """Discard the cards this power revealed (remembered in ``slot``) and did not tuck."""

    TAG: ClassVar[str] = "discard-revealed"

    slot: str = "revealed"

    @classmethod
    def phrases(cls) -> tuple[Phrase, ...]:
        return (Phrase("discard_it", '"discard" "it"', cls._from_discard_it),)

    @classmethod
    def _from_discard_it(cls, node: PhraseNode, ctx: Compiling) -> DiscardRevealed:
        what = "'discard it' refers to nothing: no 'reveal 1 card from deck' before it"
        return cls(ctx.require("revealed", node.pos, what, None))

    def resolve(self, step: StepOps, actor: int, path: tuple[int, ...]) -> None:
        revealed = step.recall(self.slot)
        if revealed:
            t = step.players[actor].table
            step.set_table(t, discard=step.tables[t].discard + revealed)
            step.remember(self.slot, "cards", ())

    def could_change(self, view: View, p: int, power: PowerContext) -> bool:
        """This power revealed a card it still holds."""
        return bool(power.recall(self.slot))

    def describe(self) -> str:
        return "put that card on the discard pile"


@frozen
class DrawThatMany(Effect):
    """Draw as many bird cards, each from the tray or the deck, as the power discarded from
    the hand (remembered in ``slot``: "draw that many cards")."""

    TAG: ClassVar[str] = "draw-that-many"

    slot: str = "discarded"

    @classmethod
    def phrases(cls) -> tuple[Phrase, ...]:
        return (Phrase("draw_that_many", '"draw" "that" "many" _cards', cls._from_phrase),)

    @classmethod
    def _from_phrase(cls, node: PhraseNode, ctx: Compiling) -> DrawThatMany:
        what = "'that many' refers to nothing: no 'discard any number of cards from hand' before it"
        return cls(ctx.require("discarded", node.pos, what))

    def resolve(self, step: StepOps, actor: int, path: tuple[int, ...]) -> None:
        count = len(step.recall(self.slot))
        step.set_done(False)
        if count and can_draw(step, actor):
            step.pending.append(DrawForPower(actor, count))

    def describe(self) -> str:
        return "draw as many bird cards as you threw away, each one from the tray or the deck"


# --- discarding from the hand -----------------------------------------------------------------
@frozen
class DiscardCards(Effect):
    """Discard bird cards from your hand, now (a cost) or at the end of your turn."""

    TAG: ClassVar[str] = "discard-cards"
    PAYMENT: ClassVar[bool | None] = True  # cards of the hand given up

    amount: int
    at_end_of_turn: bool = False
    #: "discard any number of cards from hand": as many as the player likes (``amount`` 0),
    #: remembered in ``into`` for "draw that many cards" (the promo Virginia Rail's).
    into: str = ""

    @classmethod
    def phrases(cls) -> tuple[Phrase, ...]:
        syntax = '"discard" amount _cards "from" "hand" at_end_of_turn?'
        any_number = '"discard" "any" "number" "of" _cards "from" "hand"'
        return (
            Phrase("discard_cards", syntax, cls._from_discard_cards),
            Phrase("discard_any_cards", any_number, cls._from_any_number),
        )

    @classmethod
    def _from_any_number(cls, node: PhraseNode, ctx: Compiling) -> DiscardCards:
        return cls(0, into=ctx.produce("discarded"))

    @classmethod
    def _from_discard_cards(cls, node: PhraseNode, ctx: Compiling) -> DiscardCards:
        later = len(node.args) > 1
        if later and ctx.timing not in (Timing.WHEN_PLAYED, Timing.WHEN_ACTIVATED):
            ctx.fail(
                node.pos,
                f"'at end of turn' needs a power that runs on your turn, "
                f"not a '{ctx.timing.words}' power",
            )
        return cls(ctx.amount(node.args[0]), later)

    def resolve(self, step: StepOps, actor: int, path: tuple[int, ...]) -> None:
        if self.into:
            step.remember(self.into, "birds", ())  # ids only: the cards lie in the discard pile
            step.set_done(False)  # until a card is discarded
            held = len(step.players[actor].hand)
            if held:
                step.pending.append(DiscardFromHand(actor, held, may_stop=True, into=self.into))
            return
        frame = DiscardFromHand(actor, self.amount)
        if self.at_end_of_turn:
            step.before_turn_ends(frame)
            return
        if len(step.players[actor].hand) < self.amount:
            step.set_done(False)
            return
        step.pending.append(frame)

    def could_change(self, view: View, p: int, power: PowerContext) -> bool:
        """Held back to the turn's end, the hand may have changed by then; now, the hand holds
        the cards."""
        return self.at_end_of_turn or len(view.players[p].hand) >= max(self.amount, 1)

    def describe(self) -> str:
        if self.into:
            return "throw away as many cards from your hand as you like"
        when = " when your turn ends" if self.at_end_of_turn else ""
        return f"throw away {plural(self.amount, 'card')} from your hand{when}"

    def chooses_amount(self) -> bool:
        return bool(self.into)


@frozen
class DiscardFromHand(Decision):
    """Discard cards from the hand: a power's cost, or an obligation at the end of the turn;
    with ``may_stop``, as many as the player likes, each remembered in the running power's slot
    ``into``."""

    TAG: ClassVar[str] = "discard-from-hand"
    AT_TURN_END: ClassVar[bool] = True
    ACCEPTS: ClassVar[tuple[type, ...]] = (DiscardCard, Stop)

    player: int = field(metadata=PLAYER)
    remaining: int = field(metadata=PLAIN)
    may_stop: bool = False
    into: str = ""

    def options(self, view: View) -> list[Move]:
        moves: list[Move] = [DiscardCard(card) for card in view.players[self.player].hand]
        return [*moves, _STOP] if self.may_stop and moves else moves

    def answer(self, step: StepOps, move: DiscardCard | Stop) -> None:
        if isinstance(move, Stop):
            return
        step.discard_from_hand(self.player, move.card)
        if self.into:
            step.remember(self.into, "birds", step.recall(self.into) + (move.card,))
            step.set_done(True)
        later = evolve(self, remaining=self.remaining - 1)
        if self.remaining > 1 and later.options(step):
            step.pending.append(later)

    def label(self, names: Naming) -> str:
        who = names.player(self.player)
        return f"{who}: discard a card from your hand ({self.remaining} more)"
