"""Drawing cards for a power: bird cards from the deck or the tray (a chosen number, a whole
tray, face-up cards that pass a test) and bonus cards; with the decisions they ask. Drafting
is in ``draft``."""

from __future__ import annotations

from typing import ClassVar

from attrs import field, frozen

from ..state import rng
from ..state.enums import Habitat
from ..state.events import BonusCardsDrawn
from ..state.fields import PLAIN, PLAYER
from ..state.model import BONUS_TABLE, EMPTY, Bird
from ..state.moves import (
    DrawFromDeck,
    DrawFromTray,
    Move,
    Stop,
    TakeAmount,
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
    Zone,
    amounts,
    check_later,
    fewest,
    paid_for,
    plural,
    takes_everything,
)
from .board import can_draw, draw_options
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
            return cards_left(view, p) > 0
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


def cards_left(view: View, p: int) -> int:
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
        return amounts(min(self.amount, cards_left(view, self.player)), self.least)

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
        drawn = draw_bonus(step, actor, self.draw)
        if self.keep < len(drawn):
            step.ask_keep_bonus(actor, drawn, self.keep)

    def could_change(self, view: View, p: int, power: PowerContext) -> bool:
        """A bonus card lies in the bonus deck or its discard pile."""
        table = view.tables[BONUS_TABLE]
        return bool(table.bonus_deck or table.bonus_discard)

    def describe(self) -> str:
        if self.keep >= self.draw:
            return f"draw {plural(self.draw, 'bonus card')} and keep {'it' if self.draw == 1 else 'them'}"
        return f"draw {plural(self.draw, 'bonus card')}, keep {self.keep} and discard the others"


def draw_bonus(step: StepOps, p: int, amount: int) -> tuple[int, ...]:
    """Draw ``amount`` bonus cards into ``p``'s bonus hand (the discard pile reshuffled when
    the deck runs out); the cards drawn, the last one drawn last."""
    t = BONUS_TABLE  # the bonus deck is shared (Flock's groups too, rules 8.2)
    drawn: list[int] = []
    for _ in range(amount):
        table = step.tables[t]
        if not table.bonus_deck:
            if not table.bonus_discard:
                break
            deck, step.rng = rng.shuffled(step.rng, table.bonus_discard)
            table = step.set_table(t, bonus_deck=deck, bonus_discard=())
            forget_bonus_discards(step)
        drawn.append(table.bonus_deck[0])
        step.set_table(t, bonus_deck=table.bonus_deck[1:])
    if drawn:
        step.set_player(p, bonus=step.players[p].bonus + tuple(drawn))
        step.emit(BonusCardsDrawn(p, tuple(drawn)))
    return tuple(drawn)


def forget_bonus_discards(step: StepOps, cards: tuple[int, ...] | None = None) -> None:
    """``cards`` left the bonus discard pile (None: it was shuffled): no player knows any more
    that they lie there (``Player.bonus_discarded``)."""
    for q, player in enumerate(step.players):
        known = player.bonus_discarded
        if known:
            kept = () if cards is None else tuple(c for c in known if c not in cards)
            if kept != known:
                step.set_player(q, bonus_discarded=kept)
